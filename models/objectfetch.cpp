#include "models/objectfetch.h"

#include "codecs/cbor.h"
#include "codecs/decode.h"
#include "codecs/json.h"
#include "codecs/protobuf.h"
#include "codecs/yaml.h"
#include "kube/client.h"
#include "kube/offthread.h"
#include "models/linediff.h"

#include <QCborArray>
#include <QCborMap>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QMessageAuthenticationCode>
#include <QRandomGenerator>

namespace models {

namespace {

const QString kMask = QStringLiteral("••••••••");

QString keyText(const QCborValue &k) {
    return k.isByteArray() ? QString::fromUtf8(k.toByteArray()) : k.toString();
}

/// The mask of one value in style.
QString maskOf(const QCborValue &value, ObjectFetch::MaskStyle style) {
    if (style == ObjectFetch::MaskStyle::Plain)
        return kMask;
    // Already a mask (a recording replayed, a copy edited): kept, so its
    // fingerprint still matches. No Secret value reads so: data is base64.
    if (value.isString() && value.toString().startsWith(kMask))
        return value.toString();
    // A per-run random key: equal values match within this run, nothing links runs.
    static const QByteArray key = [] {
        QByteArray k(32, Qt::Uninitialized);
        QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(k.data()), 8);
        return k;
    }();
    const QByteArray bytes = value.isByteArray() ? value.toByteArray() : value.toString().toUtf8();
    return kMask + QStringLiteral(" #") +
           QString::fromLatin1(
               QMessageAuthenticationCode::hash(bytes, key, QCryptographicHash::Sha256).toHex().left(6));
}

// Masks every value of a map (Secret data, stringData) but the revealed keys, keeping the keys.
QCborValue maskValues(const QCborValue &v, const QSet<QString> &revealed, ObjectFetch::MaskStyle style) {
    if (!v.isMap())
        return v;
    QCborMap m = v.toMap();
    for (auto it = m.begin(); it != m.end(); ++it) {
        if (!revealed.contains(keyText(it.key())))
            it.value() = maskOf(it.value(), style);
    }
    return m;
}

QString kindOf(const QCborValue &doc) {
    return doc[QLatin1String("kind")].toString();
}

bool isSecretDoc(const QCborValue &doc) {
    return kindOf(doc) == QLatin1String("Secret") &&
           doc[QLatin1String("apiVersion")].toString() == QLatin1String("v1");
}

/// Runs on the thread pool: bytes -> document.
FormatView decodeFormat(FormatView view, const QByteArray &body) {
    QElapsedTimer timer;
    timer.start();
    auto decoded = codecs::decodeBody(body, view.contentType);
    view.decodeNanos = timer.nsecsElapsed();
    view.byteSize = body.size();
    view.body = body;
    if (!decoded.ok()) {
        view.state = FormatView::State::Failed;
        view.error = decoded.error().message;
        return view;
    }
    view.state = FormatView::State::Ready;
    view.complete = decoded->complete;
    view.document = codecs::canonical(decoded->document);
    return view;
}

VersionView decodeVersion(VersionView view, const QByteArray &body, const QByteArray &contentType) {
    auto decoded = codecs::decodeBody(body, contentType);
    if (!decoded.ok()) {
        view.error = decoded.error().message;
        return view;
    }
    view.document = codecs::canonical(decoded->document);
    view.text = QString::fromUtf8(codecs::toYaml(view.document));
    view.maskedText = view.text;
    return view;
}

void collectPaths(const QCborValue &a, const QCborValue &b, const QString &path, QStringList &out) {
    if (a.isMap() && b.isMap()) {
        const QCborMap ma = a.toMap(), mb = b.toMap();
        QStringList keys;
        for (auto it = ma.cbegin(); it != ma.cend(); ++it)
            keys.append(keyText(it.key()));
        for (auto it = mb.cbegin(); it != mb.cend(); ++it)
            if (!keys.contains(keyText(it.key())))
                keys.append(keyText(it.key()));
        for (const QString &k : std::as_const(keys))
            collectPaths(ma.value(k), mb.value(k), path.isEmpty() ? k : path + QLatin1Char('.') + k, out);
        return;
    }
    if (a.isArray() && b.isArray() && a.toArray().size() == b.toArray().size()) {
        const QCborArray aa = a.toArray(), ab = b.toArray();
        for (qsizetype i = 0; i < aa.size(); ++i)
            collectPaths(aa.at(i), ab.at(i), path + QLatin1Char('[') + QString::number(i) + QLatin1Char(']'),
                         out);
        return;
    }
    if (a != b)
        out.append(path);
}

} // namespace

ObjectFetch::ObjectFetch(kube::Client *client, QObject *parent)
    : QObject(parent)
    , m_client(client) {}

ObjectFetch::~ObjectFetch() {
    cancel();
}

QString ObjectFetch::Target::path(const QString &version) const {
    kube::ApiResource through = resource;
    if (!version.isEmpty())
        through.version = version;
    return through.path(ns, name);
}

bool ObjectFetch::isSecret() const {
    if (m_target.resource.group.isEmpty() && m_target.resource.name == QLatin1String("secrets"))
        return true;
    for (const FormatView &f : m_formats)
        if (f.state == FormatView::State::Ready && isSecretDocument(f.document))
            return true;
    return false;
}

bool ObjectFetch::isSecretDocument(const QCborValue &document) {
    return isSecretDoc(document);
}

QCborValue ObjectFetch::maskSecret(const QCborValue &document, const QSet<QString> &revealed,
                                   MaskStyle style) {
    if (document.isTag())
        return QCborValue(document.tag(), maskSecret(document.taggedValue(), revealed, style));
    if (!document.isMap())
        return document;
    QCborMap m = document.toMap();
    for (auto it = m.begin(); it != m.end(); ++it) {
        const QString k = keyText(it.key());
        if (k == QLatin1String("data") || k == QLatin1String("stringData")) {
            it.value() = maskValues(it.value(), revealed, style);
        } else if (k == QLatin1String("metadata")) {
            QCborMap meta = it.value().toMap();
            for (auto mt = meta.begin(); mt != meta.end(); ++mt) {
                if (keyText(mt.key()) != QLatin1String("annotations"))
                    continue;
                QCborMap ann = mt.value().toMap();
                for (auto at = ann.begin(); at != ann.end(); ++at)
                    if (keyText(at.key()) ==
                        QLatin1String("kubectl.kubernetes.io/last-applied-configuration"))
                        at.value() = maskOf(at.value(), style);
                mt.value() = ann;
            }
            it.value() = meta;
        }
    }
    return m;
}

QCborValue ObjectFetch::unmaskSecret(const QCborValue &edited, const QCborValue &live) {
    if (!edited.isMap() || !live.isMap())
        return edited;
    // The live value at the same key when value still is its mask.
    auto restore = [](QCborValue value, const QCborValue &liveValue) {
        if (value.isString() && !liveValue.isUndefined() && !liveValue.isNull() &&
            value.toString() == maskOf(liveValue, MaskStyle::Fingerprint))
            return liveValue;
        return value;
    };
    QCborMap m = edited.toMap();
    for (auto it = m.begin(); it != m.end(); ++it) {
        const QString k = keyText(it.key());
        if ((k == QLatin1String("data") || k == QLatin1String("stringData")) && it.value().isMap()) {
            QCborMap values = it.value().toMap();
            const QCborValue liveValues = live[k];
            for (auto vt = values.begin(); vt != values.end(); ++vt)
                vt.value() = restore(vt.value(), liveValues[keyText(vt.key())]);
            it.value() = values;
        } else if (k == QLatin1String("metadata") && it.value().isMap()) {
            const QLatin1String lastApplied("kubectl.kubernetes.io/last-applied-configuration");
            QCborMap meta = it.value().toMap();
            QCborMap ann = meta.value(QLatin1String("annotations")).toMap();
            if (ann.contains(lastApplied)) {
                ann[lastApplied] =
                    restore(ann.value(lastApplied),
                            live[QLatin1String("metadata")][QLatin1String("annotations")][lastApplied]);
                meta[QLatin1String("annotations")] = ann;
                it.value() = meta;
            }
        }
    }
    return m;
}

QSet<int> ObjectFetch::changedLines(const QString &before, const QString &after) {
    QSet<int> changed;
    for (const LineDiff::Step &s :
         LineDiff::compare(before.split(QLatin1Char('\n')), after.split(QLatin1Char('\n'))).steps)
        if (s.op == LineDiff::Op::Added)
            changed.insert(int(s.after));
    return changed;
}

QStringList ObjectFetch::differingPaths(const QCborValue &a, const QCborValue &b) {
    QStringList out;
    collectPaths(a, b, QString(), out);
    return out;
}

void ObjectFetch::cancel() {
    ++m_generation;
    for (const QPointer<kube::Call> &c : std::as_const(m_calls)) {
        if (c)
            c->abandon();
    }
    m_calls.clear();
    m_pending = 0;
}

void ObjectFetch::start(const Target &target) {
    cancel();
    m_target = target;
    m_formats.clear();
    m_versions.clear();
    for (codecs::WireFormat f : {codecs::WireFormat::Json, codecs::WireFormat::Yaml, codecs::WireFormat::Cbor,
                                 codecs::WireFormat::Protobuf}) {
        FormatView v;
        v.format = f;
        const codecs::FormatFlag flag = f == codecs::WireFormat::Json   ? codecs::FormatFlag::Json
                                        : f == codecs::WireFormat::Yaml ? codecs::FormatFlag::Yaml
                                        : f == codecs::WireFormat::Cbor ? codecs::FormatFlag::Cbor
                                                                        : codecs::FormatFlag::Protobuf;
        if (!codecs::servedFormats(target.origin).testFlag(flag)) {
            v.state = FormatView::State::NotServed;
            v.error = tr("Not served: custom resources have no protobuf form; JSON, YAML and CBOR show the "
                         "same object.");
        }
        m_formats.append(v);
    }
    if (target.servedVersions.size() > 1) {
        for (const QString &ver : target.servedVersions) {
            VersionView v;
            v.version = ver;
            m_versions.append(v);
        }
    }
    m_pending = 0;
    for (int i = 0; i < m_formats.size(); ++i)
        if (m_formats[i].state == FormatView::State::Pending)
            ++m_pending;
    m_pending += int(m_versions.size());
    for (int i = 0; i < m_formats.size(); ++i) {
        if (m_formats[i].state == FormatView::State::Pending)
            fetchFormat(i);
        else
            emit formatChanged(i);
    }
    for (int i = 0; i < m_versions.size(); ++i)
        fetchVersion(i);
    if (m_pending == 0)
        emit finished();
}

void ObjectFetch::fetchFormat(int index) {
    kube::Request r;
    r.path = m_target.path();
    r.accept = codecs::mediaType(m_formats[index].format);
    kube::Call *call = m_client->send(r);
    m_calls.append(call);
    const int gen = m_generation;
    connect(call, &kube::Call::finished, this, [this, call, index, gen, accept = r.accept] {
        call->deleteLater();
        if (gen != m_generation)
            return;
        const kube::CallResult &res = call->result();
        if (!res.ok()) {
            FormatView &v = m_formats[index];
            v.state = FormatView::State::Failed;
            v.error = res.error().httpStatus == 406
                          ? codecs::notAcceptableMessage(accept, res.error().message)
                          : res.error().userMessage();
            emit formatChanged(index);
            settle();
            return;
        }
        FormatView pending = m_formats[index];
        pending.contentType = res->contentType;
        kube::runOffThread(
            this, [pending, body = res->body] { return decodeFormat(pending, body); },
            [this, index, gen](FormatView view) {
                if (gen != m_generation)
                    return;
                m_formats[index] = std::move(view);
                emit formatChanged(index);
                settle();
            });
    });
}

void ObjectFetch::fetchVersion(int index) {
    kube::Request r;
    r.path = m_target.path(m_versions[index].version);
    r.accept = codecs::mediaType(codecs::WireFormat::Json);
    kube::Call *call = m_client->send(r);
    m_calls.append(call);
    const int gen = m_generation;
    connect(call, &kube::Call::finished, this, [this, call, index, gen] {
        call->deleteLater();
        if (gen != m_generation)
            return;
        const kube::CallResult &res = call->result();
        if (!res.ok()) {
            m_versions[index].error = res.error().userMessage();
            settle();
            return;
        }
        kube::runOffThread(
            this,
            [version = m_versions[index], body = res->body, type = res->contentType] {
                return decodeVersion(version, body, type);
            },
            [this, index, gen](VersionView view) {
                if (gen != m_generation)
                    return;
                m_versions[index] = std::move(view);
                settle();
            });
    });
}

void ObjectFetch::settle() {
    if (--m_pending > 0)
        return;
    m_calls.clear();
    if (m_versions.isEmpty()) {
        emit finished();
        return;
    }
    // The line diff of two large versions takes long: it runs on the thread
    // pool on copies, and a cancelled or destroyed fetch drops its result.
    ++m_pending;
    const int gen = m_generation;
    kube::runOffThread(
        this, [versions = m_versions] { return compareVersions(versions); },
        [this, gen](QList<VersionView> versions) {
            if (gen != m_generation)
                return;
            m_versions = std::move(versions);
            m_pending = 0;
            emit versionsChanged();
            emit finished();
        });
}

QList<VersionView> ObjectFetch::compareVersions(QList<VersionView> versions) {
    if (versions.size() < 2)
        return versions;
    const VersionView &ref = versions.first();
    for (int i = 1; i < versions.size(); ++i) {
        VersionView &v = versions[i];
        if (!ref.error.isEmpty() || !v.error.isEmpty())
            continue;
        v.changedLines = changedLines(ref.text, v.text);
        v.changedPaths = differingPaths(ref.document, v.document);
    }
    if (ref.error.isEmpty() && versions[1].error.isEmpty()) {
        versions[0].changedLines = changedLines(versions[1].text, ref.text);
        versions[0].changedPaths = versions[1].changedPaths;
    }
    return versions;
}

} // namespace models
