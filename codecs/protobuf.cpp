#include "codecs/protobuf.h"

#include "codecs/json.h"
#include "codecs/listrows.h"
#include "codecs/mapbuilder.h"
#include "codecs/protowire.h"
#include "codecs/rowfields.h"
#include "codecs/stringinterner.h"
#include "codecs/utf8text.h"

#include "codecs/proto/core.pb.h"
#include "codecs/proto/meta.pb.h"
#include "codecs/proto/runtime.pb.h"

#include <QCborArray>
#include <QCborMap>
#include <QCoreApplication>
#include <QSet>
#include <QStringDecoder>

#include <google/protobuf/message.h>
#include <simdjson.h>

#include <algorithm>
#include <limits>
#include <memory>
#include <vector>

namespace codecs {

namespace gp = google::protobuf;
namespace meta = mado::k8s::meta::v1;
namespace core = mado::k8s::core::v1;

namespace {

QString qstr(const std::string &s) {
    return textFromUtf8(s.data(), qsizetype(s.size()));
}

// Fields Go keeps in JSON even when empty, or that are pointers (so a value
// that was sent is meaningful even when zero or false).
bool keepWhenPresent(const gp::FieldDescriptor *f) {
    static const QSet<QByteArray> names{
        "mado.k8s.meta.v1.OwnerReference.apiVersion",
        "mado.k8s.meta.v1.OwnerReference.kind",
        "mado.k8s.meta.v1.OwnerReference.name",
        "mado.k8s.meta.v1.OwnerReference.uid",
        "mado.k8s.meta.v1.ObjectMeta.deletionGracePeriodSeconds",
        "mado.k8s.meta.v1.ListMeta.remainingItemCount",
    };
    if (f->type() == gp::FieldDescriptor::TYPE_BOOL)
        return true;
    const std::string &full = f->full_name();
    return names.contains(QByteArray::fromRawData(full.data(), qsizetype(full.size())));
}

QCborValue messageToCbor(const gp::Message &m, int depth, const Limits &limits, bool &ok);

QCborValue scalarToCbor(const gp::Message &m, const gp::Reflection *r, const gp::FieldDescriptor *f,
                        int index, int depth, const Limits &limits, bool &ok) {
    using F = gp::FieldDescriptor;
    const bool rep = f->is_repeated();
    switch (f->cpp_type()) {
    case F::CPPTYPE_STRING: {
        std::string scratch;
        const std::string &s = rep ? r->GetRepeatedStringReference(m, f, index, &scratch)
                                   : r->GetStringReference(m, f, &scratch);
        if (f->type() == F::TYPE_BYTES)
            return QByteArray(s.data(), qsizetype(s.size()));
        return qstr(s);
    }
    case F::CPPTYPE_INT64:
        return qint64(rep ? r->GetRepeatedInt64(m, f, index) : r->GetInt64(m, f));
    case F::CPPTYPE_INT32:
        return qint64(rep ? r->GetRepeatedInt32(m, f, index) : r->GetInt32(m, f));
    case F::CPPTYPE_UINT32:
        return qint64(rep ? r->GetRepeatedUInt32(m, f, index) : r->GetUInt32(m, f));
    case F::CPPTYPE_UINT64:
        return qint64(rep ? r->GetRepeatedUInt64(m, f, index) : r->GetUInt64(m, f));
    case F::CPPTYPE_BOOL:
        return rep ? r->GetRepeatedBool(m, f, index) : r->GetBool(m, f);
    case F::CPPTYPE_DOUBLE:
        return rep ? r->GetRepeatedDouble(m, f, index) : r->GetDouble(m, f);
    case F::CPPTYPE_FLOAT:
        return double(rep ? r->GetRepeatedFloat(m, f, index) : r->GetFloat(m, f));
    case F::CPPTYPE_MESSAGE:
        return messageToCbor(rep ? r->GetRepeatedMessage(m, f, index) : r->GetMessage(m, f), depth + 1,
                             limits, ok);
    case F::CPPTYPE_ENUM:
        return qint64(rep ? r->GetRepeatedEnumValue(m, f, index) : r->GetEnumValue(m, f));
    }
    return {};
}

bool isZero(const QCborValue &v) {
    return (v.isString() && v.toString().isEmpty()) || (v.isInteger() && v.toInteger() == 0) ||
           (v.isByteArray() && v.toByteArray().isEmpty());
}

// A map field. libprotobuf hands its entries over in hash order, which
// changes from run to run; Go writes map keys in byte order, so the entries
// go in that order, and of keys that read as the same text (bytes that are
// not UTF-8 become U+FFFD) the greatest counts, as in Go's JSON of the object.
QCborMap mapToCbor(const gp::Message &m, const gp::Reflection *r, const gp::FieldDescriptor *f, int depth,
                   const Limits &limits, bool &ok) {
    const gp::FieldDescriptor *kf = f->message_type()->map_key();
    const gp::FieldDescriptor *vf = f->message_type()->map_value();
    const int n = r->FieldSize(m, f);
    std::vector<std::string> copies; // keys not held by the entry itself; no reallocation
    copies.reserve(size_t(n));
    std::vector<std::pair<std::string_view, const gp::Message *>> entries;
    entries.reserve(size_t(n));
    for (int i = 0; i < n; ++i) {
        const gp::Message &entry = r->GetRepeatedMessage(m, f, i);
        const gp::Reflection *er = entry.GetReflection();
        std::string scratch;
        const std::string *key = &scratch;
        if (kf->cpp_type() == gp::FieldDescriptor::CPPTYPE_STRING)
            key = &er->GetStringReference(entry, kf, &scratch);
        else // an integer key: its decimal text, as in Go's JSON
            scratch = std::to_string(scalarToCbor(entry, er, kf, -1, depth + 1, limits, ok).toInteger());
        if (key == &scratch)
            key = &copies.emplace_back(std::move(scratch));
        entries.emplace_back(*key, &entry);
    }
    std::sort(entries.begin(), entries.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    MapBuilder map;
    for (const auto &[key, entry] : entries) {
        map.insert(textFromUtf8(key.data(), qsizetype(key.size())),
                   scalarToCbor(*entry, entry->GetReflection(), vf, -1, depth + 1, limits, ok));
    }
    return map.take();
}

QCborValue messageToCbor(const gp::Message &m, int depth, const Limits &limits, bool &ok) {
    if (depth > limits.maxDepth) {
        ok = false;
        return {};
    }
    const gp::Descriptor *d = m.GetDescriptor();
    const gp::Reflection *r = m.GetReflection();
    if (d == meta::Time::descriptor()) {
        const auto &t = static_cast<const meta::Time &>(m);
        if (t.seconds() == 0 && t.nanos() == 0)
            return QCborValue(QCborValue::Null);
        return formatRfc3339Seconds(t.seconds());
    }
    if (d == meta::FieldsV1::descriptor()) {
        const auto &fv = static_cast<const meta::FieldsV1 &>(m);
        Limits inner = limits;
        inner.maxDepth = std::max(1, limits.maxDepth - depth);
        auto parsed = parseJson(QByteArray(fv.raw().data(), qsizetype(fv.raw().size())), inner);
        if (!parsed.ok()) {
            ok = false;
            return {};
        }
        return *parsed;
    }
    std::vector<const gp::FieldDescriptor *> fields;
    r->ListFields(m, &fields);
    QCborMap out;
    for (const gp::FieldDescriptor *f : fields) {
        const QString name = QString::fromStdString(f->name());
        if (f->is_map()) {
            out.insert(name, mapToCbor(m, r, f, depth, limits, ok));
        } else if (f->is_repeated()) {
            QCborArray a;
            for (int i = 0, n = r->FieldSize(m, f); i < n; ++i)
                a.append(scalarToCbor(m, r, f, i, depth, limits, ok));
            out.insert(name, a);
        } else {
            QCborValue v = scalarToCbor(m, r, f, -1, depth, limits, ok);
            if (isZero(v) && !keepWhenPresent(f))
                continue;
            out.insert(name, v);
        }
        if (!ok)
            return {};
    }
    return out;
}

bool cborToMessage(const QCborValue &v, gp::Message *m, int depth);

bool scalarFromCbor(const QCborValue &v, gp::Message *m, const gp::FieldDescriptor *f, int depth) {
    using F = gp::FieldDescriptor;
    const gp::Reflection *r = m->GetReflection();
    const bool rep = f->is_repeated();
    switch (f->cpp_type()) {
    case F::CPPTYPE_STRING: {
        std::string s;
        if (f->type() == F::TYPE_BYTES) {
            const QByteArray b =
                v.isByteArray() ? v.toByteArray() : QByteArray::fromBase64(v.toString().toLatin1());
            s.assign(b.constData(), size_t(b.size()));
        } else {
            s = v.toString().toStdString();
        }
        rep ? r->AddString(m, f, std::move(s)) : r->SetString(m, f, std::move(s));
        return true;
    }
    case F::CPPTYPE_INT64:
        rep ? r->AddInt64(m, f, v.toInteger()) : r->SetInt64(m, f, v.toInteger());
        return true;
    case F::CPPTYPE_INT32:
        rep ? r->AddInt32(m, f, int32_t(v.toInteger())) : r->SetInt32(m, f, int32_t(v.toInteger()));
        return true;
    case F::CPPTYPE_BOOL:
        rep ? r->AddBool(m, f, v.toBool()) : r->SetBool(m, f, v.toBool());
        return true;
    case F::CPPTYPE_MESSAGE:
        return cborToMessage(v, rep ? r->AddMessage(m, f) : r->MutableMessage(m, f), depth + 1);
    default:
        return false;
    }
}

bool cborToMessage(const QCborValue &v, gp::Message *m, int depth) {
    if (depth > 64)
        return false;
    const gp::Descriptor *d = m->GetDescriptor();
    if (d == meta::Time::descriptor()) {
        const QByteArray text = v.toString().toUtf8();
        const qint64 s = parseRfc3339Seconds(std::string_view(text.constData(), size_t(text.size())));
        if (s != std::numeric_limits<qint64>::min())
            static_cast<meta::Time *>(m)->set_seconds(s);
        return true;
    }
    if (d == meta::FieldsV1::descriptor()) {
        static_cast<meta::FieldsV1 *>(m)->set_raw(toJson(v, JsonStyle::Compact).toStdString());
        return true;
    }
    const QCborMap map = v.toMap();
    for (auto it = map.cbegin(); it != map.cend(); ++it) {
        const gp::FieldDescriptor *f = d->FindFieldByName(it.key().toString().toStdString());
        if (!f)
            continue;
        const QCborValue val = it.value();
        if (f->is_map()) {
            const QCborMap entries = val.toMap();
            for (auto e = entries.cbegin(); e != entries.cend(); ++e) {
                gp::Message *entry = m->GetReflection()->AddMessage(m, f);
                const gp::Descriptor *ed = entry->GetDescriptor();
                scalarFromCbor(e.key(), entry, ed->map_key(), depth + 1);
                scalarFromCbor(e.value(), entry, ed->map_value(), depth + 1);
            }
        } else if (f->is_repeated()) {
            for (const QCborValue &e : val.toArray())
                if (!scalarFromCbor(e, m, f, depth))
                    return false;
        } else if (!scalarFromCbor(val, m, f, depth)) {
            return false;
        }
    }
    return true;
}

std::unique_ptr<gp::Message> newMessageFor(const QString &apiVersion, const QString &kind) {
    if (apiVersion == QLatin1String("v1")) {
        if (kind == QLatin1String("ConfigMap"))
            return std::make_unique<core::ConfigMap>();
        if (kind == QLatin1String("ConfigMapList"))
            return std::make_unique<core::ConfigMapList>();
        if (kind == QLatin1String("Secret"))
            return std::make_unique<core::Secret>();
        if (kind == QLatin1String("SecretList"))
            return std::make_unique<core::SecretList>();
        if (kind == QLatin1String("Status"))
            return std::make_unique<meta::Status>();
    }
    if (apiVersion.startsWith(QLatin1String("meta.k8s.io/"))) {
        if (kind == QLatin1String("PartialObjectMetadata"))
            return std::make_unique<meta::PartialObjectMetadata>();
        if (kind == QLatin1String("PartialObjectMetadataList"))
            return std::make_unique<meta::PartialObjectMetadataList>();
        if (kind == QLatin1String("Status"))
            return std::make_unique<meta::Status>();
    }
    return {};
}

QCborMap typeHeader(const QString &apiVersion, const QString &kind) {
    return QCborMap{{QStringLiteral("kind"), kind}, {QStringLiteral("apiVersion"), apiVersion}};
}

} // namespace

bool hasProtobufMagic(const QByteArray &bytes) {
    return bytes.size() >= 4 && std::string_view(bytes.constData(), 4) == kProtobufMagic;
}

namespace {

/// parseEnvelope without copying raw: rawView points into body.
mado::Result<Envelope> parseEnvelopeView(const QByteArray &body, const Limits &limits,
                                         std::string_view &rawView) {
    if (body.size() > limits.maxInputBytes)
        return mado::Error{
            QCoreApplication::translate("codecs", "The protobuf body is %1 bytes, more than the limit of %2.")
                .arg(body.size())
                .arg(limits.maxInputBytes)};
    if (body.size() < 4) {
        return mado::Error{QCoreApplication::translate(
            "codecs", "The protobuf body is truncated: %n byte(s), fewer than the 4-byte magic.", nullptr,
            int(body.size()))};
    }
    if (!hasProtobufMagic(body)) {
        return mado::Error{
            QCoreApplication::translate("codecs", "This is not Kubernetes protobuf: the body starts with %1 "
                                                  "instead of the magic 6b 38 73 00 (\"k8s\\0\").")
                .arg(QString::fromLatin1(body.left(4).toHex(' ')))};
    }
    wire::Reader rd(body.constData() + 4, size_t(body.size() - 4));
    Envelope env;
    bool haveRaw = false;
    uint32_t field;
    std::string_view s;
    while (rd.nextBytes(field, s)) {
        const auto text = [&] {
            return textFromUtf8(s.data(), qsizetype(s.size()));
        };
        switch (field) {
        case 1: {
            wire::Reader tm(s);
            uint32_t tf;
            std::string_view ts;
            while (tm.nextBytes(tf, ts)) {
                if (tf == 1)
                    env.apiVersion = textFromUtf8(ts.data(), qsizetype(ts.size()));
                else if (tf == 2)
                    env.kind = textFromUtf8(ts.data(), qsizetype(ts.size()));
            }
            if (tm.failed())
                return mado::Error{QCoreApplication::translate(
                    "codecs", "The protobuf envelope is malformed: its typeMeta cannot be read.")};
            break;
        }
        case 2:
            rawView = s;
            haveRaw = true;
            break;
        case 3:
            env.contentEncoding = text();
            break;
        case 4:
            env.contentType = text();
            break;
        default:
            break;
        }
    }
    if (rd.failed()) {
        return mado::Error{
            QCoreApplication::translate("codecs",
                                        "The protobuf envelope is malformed or truncated near byte %1 of %2.")
                .arg(rd.position() - body.constData())
                .arg(body.size())};
    }
    if (!haveRaw)
        return mado::Error{QCoreApplication::translate(
            "codecs", "The protobuf envelope is truncated: it carries no object.")};
    if (!env.contentEncoding.isEmpty())
        return mado::Error{
            QCoreApplication::translate(
                "codecs",
                "The protobuf envelope uses the content encoding \"%1\", which Mado does not decode.")
                .arg(env.contentEncoding)};
    if (!env.contentType.isEmpty() && env.contentType != QLatin1String("application/vnd.kubernetes.protobuf"))
        return mado::Error{
            QCoreApplication::translate("codecs", "The protobuf envelope carries \"%1\" instead of protobuf.")
                .arg(env.contentType)};
    return env;
}

} // namespace

mado::Result<Envelope> parseEnvelope(const QByteArray &body, const Limits &limits) {
    std::string_view raw;
    auto env = parseEnvelopeView(body, limits, raw);
    if (!env.ok())
        return env;
    Envelope out = std::move(env).value();
    out.raw = QByteArray(raw.data(), qsizetype(raw.size()));
    return out;
}

QByteArray encodeEnvelope(const Envelope &envelope) {
    mado::k8s::runtime::Unknown u;
    u.mutable_typemeta()->set_apiversion(envelope.apiVersion.toStdString());
    u.mutable_typemeta()->set_kind(envelope.kind.toStdString());
    u.set_raw(envelope.raw.constData(), size_t(envelope.raw.size()));
    if (!envelope.contentEncoding.isEmpty())
        u.set_contentencoding(envelope.contentEncoding.toStdString());
    if (!envelope.contentType.isEmpty())
        u.set_contenttype(envelope.contentType.toStdString());
    const std::string bytes = u.SerializeAsString();
    QByteArray out(kProtobufMagic.data(), 4);
    out.append(bytes.data(), qsizetype(bytes.size()));
    return out;
}

bool isFullyDecodedKind(const QString &apiVersion, const QString &kind) {
    return newMessageFor(apiVersion, kind) != nullptr;
}

mado::Result<ProtobufObject> decodeProtobufMessage(const QString &apiVersion, const QString &kind,
                                                   const QByteArray &message, const Limits &limits) {
    ProtobufObject out;
    out.envelope.apiVersion = apiVersion;
    out.envelope.kind = kind;
    out.envelope.raw = message;
    const bool isList = kind.endsWith(QLatin1String("List"));
    if (auto msg = newMessageFor(apiVersion, kind)) {
        if (!msg->ParseFromArray(message.constData(), int(message.size())))
            return mado::Error{
                QCoreApplication::translate("codecs", "The protobuf %1 is malformed or truncated.")
                    .arg(kind)};
        bool ok = true;
        QCborMap obj = typeHeader(apiVersion, kind);
        const QCborMap fields = messageToCbor(*msg, 0, limits, ok).toMap();
        if (!ok)
            return mado::Error{
                QCoreApplication::translate(
                    "codecs", "The protobuf %1 is nested too deeply or carries invalid managed fields.")
                    .arg(kind)};
        for (auto it = fields.cbegin(); it != fields.cend(); ++it)
            obj.insert(it.key(), it.value());
        if (kind == QLatin1String("PartialObjectMetadataList") && obj.contains(QLatin1String("items"))) {
            QCborArray items;
            for (const QCborValue &item : obj.value(QLatin1String("items")).toArray()) {
                QCborMap m = typeHeader(apiVersion, QStringLiteral("PartialObjectMetadata"));
                m.insert(QStringLiteral("metadata"), item.toMap().value(QLatin1String("metadata")));
                items.append(m);
            }
            obj.insert(QStringLiteral("items"), items);
        }
        if (isList && !obj.contains(QLatin1String("items")))
            obj.insert(QStringLiteral("items"), QCborArray{});
        if (kind == QLatin1String("Status") && !obj.contains(QLatin1String("metadata")))
            obj.insert(QStringLiteral("metadata"), QCborMap{});
        out.metadata = obj.value(QLatin1String("metadata"));
        out.object = obj;
        out.complete = true;
        return out;
    }
    // Every Kubernetes object keeps ObjectMeta (ListMeta for lists) in field 1.
    wire::Reader rd(message.constData(), size_t(message.size()));
    uint32_t field;
    wire::WireType type;
    // A message field sent more than once is merged, as protobuf does:
    // parsing the occurrences one after the other is that merge.
    std::string metaBytes;
    std::string_view part;
    bool haveMeta = false;
    while (rd.next(field, type)) {
        if (field == 1 && type == wire::Bytes) {
            if (!rd.bytes(part))
                break;
            metaBytes.append(part);
            haveMeta = true;
        } else if (!rd.skip(type)) {
            break;
        }
    }
    if (rd.failed())
        return mado::Error{
            QCoreApplication::translate("codecs", "The protobuf %1 is malformed or truncated.").arg(kind)};
    QCborMap obj = typeHeader(apiVersion, kind);
    if (haveMeta) {
        std::unique_ptr<gp::Message> m;
        if (isList)
            m = std::make_unique<meta::ListMeta>();
        else
            m = std::make_unique<meta::ObjectMeta>();
        if (!m->ParseFromArray(metaBytes.data(), int(metaBytes.size())))
            return mado::Error{
                QCoreApplication::translate("codecs", "The metadata of the protobuf %1 is malformed.")
                    .arg(kind)};
        bool ok = true;
        out.metadata = messageToCbor(*m, 0, limits, ok);
        if (!ok)
            return mado::Error{
                QCoreApplication::translate(
                    "codecs", "The metadata of the protobuf %1 is nested too deeply or invalid.")
                    .arg(kind)};
        obj.insert(QStringLiteral("metadata"), out.metadata);
    }
    out.object = obj;
    out.complete = false;
    return out;
}

mado::Result<ProtobufObject> decodeProtobufObject(const QByteArray &body, const Limits &limits) {
    auto env = parseEnvelope(body, limits);
    if (!env.ok())
        return env.error();
    auto obj = decodeProtobufMessage(env->apiVersion, env->kind, env->raw, limits);
    if (!obj.ok())
        return obj.error();
    ProtobufObject out = std::move(obj).value();
    out.envelope = *env;
    return out;
}

namespace {

bool looksLikeText(std::string_view s) {
    QStringDecoder dec(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = dec.decode(QByteArrayView(s.data(), qsizetype(s.size())));
    if (dec.hasError())
        return false;
    for (const QChar c : text) {
        if (c.unicode() < 0x20 && c != QLatin1Char('\n') && c != QLatin1Char('\r') && c != QLatin1Char('\t'))
            return false;
    }
    return true;
}

bool fieldTree(std::string_view bytes, int depth, const Limits &limits, qint64 &nodes, QCborArray &out) {
    if (depth > limits.maxDepth)
        return false;
    wire::Reader rd(bytes);
    uint32_t field;
    wire::WireType type;
    while (rd.next(field, type)) {
        if (++nodes > limits.maxNodes)
            return false;
        QCborMap entry{{QStringLiteral("field"), qint64(field)}};
        uint64_t v = 0;
        std::string_view s;
        switch (type) {
        case wire::Varint:
            if (!rd.varint(v))
                return false;
            entry.insert(QStringLiteral("wire"), QStringLiteral("varint"));
            entry.insert(QStringLiteral("value"), qint64(v));
            break;
        case wire::Fixed64:
            if (!rd.fixed(8, v))
                return false;
            entry.insert(QStringLiteral("wire"), QStringLiteral("fixed64"));
            entry.insert(QStringLiteral("value"), qint64(v));
            break;
        case wire::Fixed32:
            if (!rd.fixed(4, v))
                return false;
            entry.insert(QStringLiteral("wire"), QStringLiteral("fixed32"));
            entry.insert(QStringLiteral("value"), qint64(v));
            break;
        case wire::Bytes: {
            if (!rd.bytes(s))
                return false;
            entry.insert(QStringLiteral("wire"), QStringLiteral("bytes"));
            QCborArray nested;
            qint64 probe = nodes;
            if (!s.empty() && !looksLikeText(s) && fieldTree(s, depth + 1, limits, probe, nested)) {
                nodes = probe;
                entry.insert(QStringLiteral("value"), nested);
            } else if (looksLikeText(s)) {
                entry.insert(QStringLiteral("value"), textFromUtf8(s.data(), qsizetype(s.size())));
            } else if (!s.empty() && s.size() >= 4 && s.substr(0, 4) == kProtobufMagic) {
                entry.insert(QStringLiteral("value"), QByteArray(s.data(), qsizetype(s.size())));
            } else {
                entry.insert(QStringLiteral("value"), QByteArray(s.data(), qsizetype(s.size())));
            }
            break;
        }
        default:
            return false;
        }
        out.append(entry);
    }
    return !rd.failed();
}

void treeText(const QCborArray &tree, int indent, QString &out) {
    const QString pad(indent * 2, QLatin1Char(' '));
    for (const QCborValue &e : tree) {
        const QCborMap m = e.toMap();
        const QCborValue v = m.value(QLatin1String("value"));
        out += pad + QString::number(m.value(QLatin1String("field")).toInteger()) + QLatin1String(": ");
        if (v.isArray()) {
            out += QLatin1String("{\n");
            treeText(v.toArray(), indent + 1, out);
            out += pad + QLatin1String("}\n");
        } else if (v.isString()) {
            out += QString::fromUtf8(toJson(v, JsonStyle::Compact)) + QLatin1Char('\n');
        } else if (v.isByteArray()) {
            out += QLatin1String("h'") + QString::fromLatin1(v.toByteArray().toHex()) + QLatin1String("'\n");
        } else {
            out += QString::number(v.toInteger()) + QLatin1Char('\n');
        }
    }
}

} // namespace

mado::Result<QCborValue> protobufFieldTree(const QByteArray &message, const Limits &limits) {
    QCborArray out;
    qint64 nodes = 0;
    if (!fieldTree(std::string_view(message.constData(), size_t(message.size())), 0, limits, nodes, out))
        return mado::Error{QCoreApplication::translate(
            "codecs", "The protobuf message is malformed, truncated or nested too deeply.")};
    return QCborValue(out);
}

QString protobufFieldTreeText(const QCborValue &tree) {
    QString out;
    treeText(tree.toArray(), 0, out);
    return out;
}

QByteArray encodeWatchEventMessage(const QString &type, const QByteArray &objectEnvelope) {
    meta::WatchEvent ev;
    ev.set_type(type.toStdString());
    ev.mutable_object()->set_raw(objectEnvelope.constData(), size_t(objectEnvelope.size()));
    const std::string s = ev.SerializeAsString();
    return QByteArray(s.data(), qsizetype(s.size()));
}

mado::Result<RawWatchEvent> decodeWatchEventMessage(const QByteArray &message) {
    meta::WatchEvent ev;
    if (!ev.ParseFromArray(message.constData(), int(message.size())))
        return mado::Error{
            QCoreApplication::translate("codecs", "A protobuf watch event is malformed or truncated.")};
    RawWatchEvent out;
    out.type = qstr(ev.type());
    out.object = QByteArray(ev.object().raw().data(), qsizetype(ev.object().raw().size()));
    return out;
}

QByteArray encodeConfigMapListForTesting(const QCborValue &list) {
    core::ConfigMapList msg;
    cborToMessage(list, &msg, 0);
    const std::string raw = msg.SerializeAsString();
    Envelope env;
    env.apiVersion = QStringLiteral("v1");
    env.kind = QStringLiteral("ConfigMapList");
    env.raw = QByteArray(raw.data(), qsizetype(raw.size()));
    return encodeEnvelope(env);
}

// ---- List rows from protobuf -------------------------------------------------

namespace {

inline QString wstr(std::string_view s) {
    return textFromUtf8(s.data(), qsizetype(s.size()));
}

// A Time (seconds 1, nanos 2) as the object's decode shows it, merged into
// what earlier occurrences of the field set: seconds, or min() for the zero time.
struct TimeField {
    bool present = false;
    uint64_t seconds = 0, nanos = 0;

    bool merge(std::string_view bytes) {
        present = true;
        wire::Reader t(bytes);
        uint32_t tf;
        wire::WireType tt;
        while (t.next(tf, tt)) {
            if ((tf == 1 || tf == 2) && tt == wire::Varint) {
                if (!t.varint(tf == 1 ? seconds : nanos))
                    return false;
            } else if (!t.skip(tt)) {
                return false;
            }
        }
        return !t.failed();
    }
    qint64 value() const {
        if (!present || (qint64(seconds) == 0 && int32_t(nanos) == 0))
            return std::numeric_limits<qint64>::min();
        return qint64(seconds);
    }
};

// Protobuf strings are not checked for UTF-8; the item's decode turns every
// byte that is not UTF-8 into U+FFFD and keys its maps by that text, so two
// label or annotation keys that differ only in such bytes are one key there.
// A key that is valid UTF-8 is compared by its own bytes; any other by its
// text's UTF-8, kept in store (a QByteArray's bytes stay where they are when
// the vector moves it; an empty vector costs no allocation per row).
std::string_view keyAsText(std::string_view key, bool valid, std::vector<QByteArray> &store) {
    if (valid)
        return key;
    const QByteArray &text = store.emplace_back(textFromUtf8(key.data(), qsizetype(key.size())).toUtf8());
    return {text.constData(), size_t(text.size())};
}

// A map entry: key 1, value 2.
bool readMapEntry(std::string_view entry, std::string_view &key, std::string_view &value) {
    wire::Reader e(entry);
    uint32_t field;
    std::string_view bytes;
    key = value = {};
    while (e.nextBytes(field, bytes)) {
        if (field == 1)
            key = bytes;
        else if (field == 2)
            value = bytes;
    }
    return !e.failed();
}

// The labels of an item with a key that is not UTF-8, as its decode shows
// them: map keys in byte order (as Go writes them), so of the keys that read
// as the same text the greatest counts, and of one key sent twice the later.
bool readLabelsInKeyOrder(const std::vector<std::string_view> &parts, ObjectRow &row,
                          StringInterner &interner) {
    std::vector<std::pair<std::string_view, std::string_view>> entries;
    for (const std::string_view bytes : parts) {
        wire::Reader rd(bytes);
        uint32_t field;
        std::string_view s, k, v;
        while (rd.nextBytes(field, s)) {
            if (field != 11)
                continue;
            if (!readMapEntry(s, k, v))
                return false;
            entries.emplace_back(k, v);
        }
        if (rd.failed())
            return false;
    }
    std::stable_sort(entries.begin(), entries.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    std::vector<QByteArray> keyTexts;
    row.labels.clear();
    LabelList labels(row.labels);
    for (const auto &[k, v] : entries)
        labels.set(keyAsText(k, simdjson::validate_utf8(k.data(), k.size()), keyTexts), interner(k),
                   interner(v));
    return true;
}

// An item's ObjectMeta, given as every occurrence of its field (protobuf
// merges them: the last scalar counts, repeated fields add up, a map key
// seen again replaces its value), into row.
bool readObjectMetaRow(const std::vector<std::string_view> &parts, ObjectRow &row, StringInterner &interner,
                       std::vector<std::string_view> &scratch) {
    TimeField created, deleting;
    std::vector<QByteArray> keyTexts;
    LabelList labels(row.labels);
    DistinctKeys annotationKeys(scratch);
    bool ownerIsController = false, labelsInKeyOrder = false;
    for (const std::string_view bytes : parts) {
        wire::Reader rd(bytes);
        uint32_t field;
        std::string_view s;
        while (rd.nextBytes(field, s)) {
            switch (field) {
            case 1:
                row.name = wstr(s);
                break;
            case 3:
                row.ns = interner(s);
                break;
            case 5:
                row.uid = wstr(s);
                break;
            case 6:
                row.resourceVersion = wstr(s);
                break;
            case 8:
                if (!created.merge(s))
                    return false;
                break;
            case 9: // deletionTimestamp
                if (!deleting.merge(s))
                    return false;
                break;
            case 11:
            case 12: { // labels, annotations
                std::string_view k, v;
                if (!readMapEntry(s, k, v))
                    return false;
                const bool valid = simdjson::validate_utf8(k.data(), k.size());
                // The interner keeps its views for the whole list: give it the body's bytes.
                const std::string_view key = keyAsText(k, valid, keyTexts);
                if (field == 12)
                    annotationKeys.add(key);
                else if (valid)
                    labels.set(key, interner(k), interner(v));
                else
                    labelsInKeyOrder = true;
                break;
            }
            case 13: { // OwnerReference: kind 1, name 3, controller 6
                wire::Reader o(s);
                uint32_t of;
                wire::WireType ot;
                std::string_view kind, name, bytes;
                bool haveKind = false, haveName = false;
                uint64_t controller = 0;
                while (o.next(of, ot)) {
                    if (ot == wire::Bytes && (of == 1 || of == 3)) {
                        if (!o.bytes(bytes))
                            return false;
                        (of == 1 ? kind : name) = bytes;
                        (of == 1 ? haveKind : haveName) = true;
                    } else if (of == 6 && ot == wire::Varint) {
                        if (!o.varint(controller))
                            return false;
                    } else if (!o.skip(ot)) {
                        return false;
                    }
                }
                if (o.failed())
                    return false;
                // The controlling owner (the first), else the first owner; as for JSON rows.
                if (!haveKind || !haveName || ownerIsController || (!row.owner.isEmpty() && !controller))
                    break;
                row.owner = interner(kind) + QLatin1Char('/') + wstr(name);
                ownerIsController = controller != 0;
                break;
            }
            case 14:
                row.finalizers.append(interner(s));
                break;
            default:
                break;
            }
        }
        if (rd.failed())
            return false;
    }
    row.created = created.value();
    row.deleting = deleting.value();
    row.annotations = annotationKeys.count();
    return !labelsInKeyOrder || readLabelsInKeyOrder(parts, row, interner);
}

} // namespace

mado::Result<ListInfo> decodeProtobufListRows(const QByteArray &body, const RowSink &sink,
                                              const Limits &limits, bool keepRaw) {
    std::string_view raw;
    auto env = parseEnvelopeView(body, limits, raw);
    if (!env.ok())
        return env.error();
    ListInfo info;
    info.apiVersion = env->apiVersion;
    info.kind = env->kind;
    StringInterner interner;
    std::vector<std::string_view> metaParts, keyScratch;
    wire::Reader rd(raw);
    uint32_t field;
    std::string_view s;
    while (rd.nextBytes(field, s)) {
        if (field == 1) {
            wire::Reader lm(s);
            uint32_t lf;
            wire::WireType lt;
            std::string_view ls;
            uint64_t n = 0;
            while (lm.next(lf, lt)) {
                if (lf == 4 && lt == wire::Varint) {
                    if (!lm.varint(n))
                        break;
                    info.remainingItemCount = qint64(n);
                } else if (lt == wire::Bytes && (lf == 2 || lf == 3)) {
                    if (!lm.bytes(ls))
                        break;
                    (lf == 2 ? info.resourceVersion : info.continueToken) = wstr(ls);
                } else if (!lm.skip(lt)) {
                    break;
                }
            }
            if (lm.failed())
                return mado::Error{
                    QCoreApplication::translate("codecs", "The metadata of the protobuf list is malformed.")};
        } else if (field == 2) {
            ObjectRow row;
            wire::Reader item(s);
            uint32_t itf;
            wire::WireType itt;
            std::string_view is;
            metaParts.clear();
            while (item.next(itf, itt)) {
                if (itf == 1 && itt == wire::Bytes) {
                    if (!item.bytes(is))
                        break;
                    metaParts.push_back(is);
                } else if (!item.skip(itt)) {
                    break;
                }
            }
            if (item.failed())
                return mado::Error{
                    QCoreApplication::translate("codecs", "Item %1 of the protobuf list is malformed.")
                        .arg(info.items)};
            if (!readObjectMetaRow(metaParts, row, interner, keyScratch))
                return mado::Error{QCoreApplication::translate(
                                       "codecs", "Item %1 of the protobuf list has malformed metadata.")
                                       .arg(info.items)};
            if (keepRaw)
                row.raw = QByteArray(s.data(), qsizetype(s.size()));
            row.rawFormat = RawFormat::Protobuf;
            ++info.items;
            sink(std::move(row));
        }
    }
    if (rd.failed())
        return mado::Error{
            QCoreApplication::translate("codecs", "The protobuf list is malformed or truncated.")};
    return info;
}

} // namespace codecs
