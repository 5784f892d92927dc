#include "models/objectfetch.h"

#include "codecs/cbor.h"
#include "codecs/decode.h"
#include "codecs/json.h"
#include "codecs/protobuf.h"
#include "codecs/yaml.h"
#include "kube/client.h"

#include <QCborArray>
#include <QCborMap>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QtConcurrent>

namespace models {

namespace {

const QString kMask = QStringLiteral("••••••••");

QString keyText(const QCborValue &k)
{
    return k.isByteArray() ? QString::fromUtf8(k.toByteArray()) : k.toString();
}

// Masks every value of a map (Secret data, stringData), keeping the keys.
QCborValue maskValues(const QCborValue &v)
{
    if (!v.isMap())
        return v;
    QCborMap m = v.toMap();
    for (auto it = m.begin(); it != m.end(); ++it)
        it.value() = kMask;
    return m;
}

// The same for a protobuf field tree: a Secret's data (2) and stringData (4)
// map entries keep their key (1) and lose their value (2); so does the
// last-applied annotation (metadata 1 -> annotations 12).
QCborArray maskSecretFields(const QCborArray &tree, int level, bool inAnnotations)
{
    QCborArray out;
    for (const QCborValue &e : tree) {
        QCborMap entry = e.toMap();
        const qint64 field = entry.value(QLatin1String("field")).toInteger();
        QCborValue value = entry.value(QLatin1String("value"));
        if (level == 0 && (field == 2 || field == 4) && value.isArray()) {
            QCborArray kv = value.toArray();
            for (qsizetype i = 0; i < kv.size(); ++i) {
                QCborMap item = kv.at(i).toMap();
                if (item.value(QLatin1String("field")).toInteger() == 2)
                    item.insert(QStringLiteral("value"), kMask);
                kv[i] = item;
            }
            value = kv;
        } else if (level == 0 && field == 1 && value.isArray()) {
            value = maskSecretFields(value.toArray(), 1, false);
        } else if (level == 1 && field == 12 && value.isArray()) {
            value = maskSecretFields(value.toArray(), 2, true);
        } else if (inAnnotations && field == 2) {
            value = kMask;
        }
        entry.insert(QStringLiteral("value"), value);
        out.append(entry);
    }
    return out;
}

QString kindOf(const QCborValue &doc)
{
    return doc[QLatin1String("kind")].toString();
}

bool isSecretDoc(const QCborValue &doc)
{
    return kindOf(doc) == QLatin1String("Secret") && doc[QLatin1String("apiVersion")].toString() == QLatin1String("v1");
}

QString envelopeText(const codecs::Envelope &env, qsizetype bodySize)
{
    const QString none = QCoreApplication::translate("models::ObjectFetch", "(none)");
    return QCoreApplication::translate("models::ObjectFetch",
                                       "magic: 6b 38 73 00 (\"k8s\\0\")\n"
                                       "typeMeta.apiVersion: %1\n"
                                       "typeMeta.kind: %2\n"
                                       "raw: %3 bytes of %4\n"
                                       "contentEncoding: %5\n"
                                       "contentType: %6\n")
        .arg(env.apiVersion, env.kind)
        .arg(env.raw.size())
        .arg(bodySize)
        .arg(env.contentEncoding.isEmpty() ? none : env.contentEncoding,
             env.contentType.isEmpty() ? none : env.contentType);
}

QString section(const char *title)
{
    return QLatin1String("# ") + QCoreApplication::translate("models::ObjectFetch", title) + QLatin1Char('\n');
}

/// Runs on the thread pool: bytes -> document -> presentation.
FormatView decodeFormat(FormatView view, const QByteArray &body)
{
    QElapsedTimer timer;
    timer.start();
    auto decoded = codecs::decodeBody(body, view.contentType);
    view.decodeNanos = timer.nsecsElapsed();
    view.byteSize = body.size();
    if (!decoded.ok()) {
        view.state = FormatView::State::Failed;
        view.error = decoded.error().message;
        return view;
    }
    view.state = FormatView::State::Ready;
    view.complete = decoded->complete;
    view.document = codecs::canonical(decoded->document);
    const bool secret = isSecretDoc(view.document);
    const QCborValue masked = secret ? ObjectFetch::maskSecret(decoded->document) : decoded->document;
    switch (view.format) {
    case codecs::WireFormat::Json:
        view.text = QString::fromUtf8(codecs::toJson(decoded->document));
        view.maskedText = secret ? QString::fromUtf8(codecs::toJson(masked)) : view.text;
        break;
    case codecs::WireFormat::Yaml:
        view.text = QString::fromUtf8(body);
        view.maskedText = secret ? QString::fromUtf8(codecs::toYaml(masked)) : view.text;
        break;
    case codecs::WireFormat::Cbor: {
        auto raw = codecs::parseCborRaw(body);
        view.text = raw.ok() ? codecs::cborDiagnostic(*raw) : QString();
        view.maskedText = secret && raw.ok() ? codecs::cborDiagnostic(ObjectFetch::maskSecret(*raw)) : view.text;
        break;
    }
    case codecs::WireFormat::Protobuf: {
        auto obj = codecs::decodeProtobufObject(body);
        if (!obj.ok())
            break;
        auto tree = codecs::protobufFieldTree(obj->envelope.raw);
        const QString head = section(QT_TRANSLATE_NOOP("models::ObjectFetch", "Envelope (runtime.Unknown)")) + envelopeText(obj->envelope, body.size()) + QLatin1Char('\n');
        const auto compose = [&](const QCborValue &meta, const QCborValue &fields) {
            QString t = head + section(QT_TRANSLATE_NOOP("models::ObjectFetch", "Decoded metadata")) + QString::fromUtf8(codecs::toYaml(meta)) + QLatin1Char('\n');
            t += section(QT_TRANSLATE_NOOP("models::ObjectFetch", "Fields of raw (field number: value)"));
            t += tree.ok() ? codecs::protobufFieldTreeText(fields) : tree.error().message;
            return t;
        };
        const QCborValue fields = tree.ok() ? *tree : QCborValue();
        view.text = compose(obj->metadata, fields);
        view.maskedText = secret ? compose(ObjectFetch::maskSecret(QCborMap{{QStringLiteral("kind"), QStringLiteral("Secret")},
                                                                             {QStringLiteral("apiVersion"), QStringLiteral("v1")},
                                                                             {QStringLiteral("metadata"), obj->metadata}})[QLatin1String("metadata")],
                                           maskSecretFields(fields.toArray(), 0, false))
                                 : view.text;
        break;
    }
    }
    return view;
}

VersionView decodeVersion(VersionView view, const QByteArray &body, const QByteArray &contentType)
{
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

void collectPaths(const QCborValue &a, const QCborValue &b, const QString &path, QStringList &out)
{
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
            collectPaths(aa.at(i), ab.at(i), path + QLatin1Char('[') + QString::number(i) + QLatin1Char(']'), out);
        return;
    }
    if (a != b)
        out.append(path);
}

} // namespace

ObjectFetch::ObjectFetch(kube::Client *client, QObject *parent) : QObject(parent), m_client(client) {}

ObjectFetch::~ObjectFetch()
{
    cancel();
}

QString ObjectFetch::objectPath(const Target &t, const QString &version)
{
    QString p = t.group.isEmpty() ? QString(QStringLiteral("/api/") + version)
                                  : QString(QStringLiteral("/apis/") + t.group + QLatin1Char('/') + version);
    if (!t.ns.isEmpty())
        p += QLatin1String("/namespaces/") + t.ns;
    return p + QLatin1Char('/') + t.resource + QLatin1Char('/') + t.name;
}

bool ObjectFetch::isSecret() const
{
    if (m_target.group.isEmpty() && m_target.resource == QLatin1String("secrets"))
        return true;
    for (const FormatView &f : m_formats)
        if (f.state == FormatView::State::Ready && isSecretDoc(f.document))
            return true;
    return false;
}

QCborValue ObjectFetch::maskSecret(const QCborValue &document)
{
    if (document.isTag())
        return QCborValue(document.tag(), maskSecret(document.taggedValue()));
    if (!document.isMap())
        return document;
    QCborMap m = document.toMap();
    for (auto it = m.begin(); it != m.end(); ++it) {
        const QString k = keyText(it.key());
        if (k == QLatin1String("data") || k == QLatin1String("stringData")) {
            it.value() = maskValues(it.value());
        } else if (k == QLatin1String("metadata")) {
            QCborMap meta = it.value().toMap();
            for (auto mt = meta.begin(); mt != meta.end(); ++mt) {
                if (keyText(mt.key()) != QLatin1String("annotations"))
                    continue;
                QCborMap ann = mt.value().toMap();
                for (auto at = ann.begin(); at != ann.end(); ++at)
                    if (keyText(at.key()) == QLatin1String("kubectl.kubernetes.io/last-applied-configuration"))
                        at.value() = kMask;
                mt.value() = ann;
            }
            it.value() = meta;
        }
    }
    return m;
}

QSet<int> ObjectFetch::changedLines(const QString &before, const QString &after)
{
    const QStringList a = before.split(QLatin1Char('\n')), b = after.split(QLatin1Char('\n'));
    QSet<int> changed;
    if (qint64(a.size()) * qint64(b.size()) > 4'000'000)
        return changed;
    const int n = int(a.size()), m = int(b.size());
    std::vector<std::vector<int>> lcs(size_t(n + 1), std::vector<int>(size_t(m + 1), 0));
    for (int i = n - 1; i >= 0; --i)
        for (int j = m - 1; j >= 0; --j)
            lcs[size_t(i)][size_t(j)] = a[i] == b[j] ? lcs[size_t(i + 1)][size_t(j + 1)] + 1
                                                      : std::max(lcs[size_t(i + 1)][size_t(j)], lcs[size_t(i)][size_t(j + 1)]);
    int i = 0, j = 0;
    while (i < n && j < m) {
        if (a[i] == b[j]) {
            ++i;
            ++j;
        } else if (lcs[size_t(i + 1)][size_t(j)] >= lcs[size_t(i)][size_t(j + 1)]) {
            ++i;
        } else {
            changed.insert(j++);
        }
    }
    for (; j < m; ++j)
        changed.insert(j);
    return changed;
}

QStringList ObjectFetch::differingPaths(const QCborValue &a, const QCborValue &b)
{
    QStringList out;
    collectPaths(a, b, QString(), out);
    return out;
}

void ObjectFetch::cancel()
{
    ++m_generation;
    for (const QPointer<kube::Call> &c : std::as_const(m_calls)) {
        if (c)
            c->abandon();
    }
    m_calls.clear();
    m_pending = 0;
}

void ObjectFetch::start(const Target &target)
{
    cancel();
    m_target = target;
    m_formats.clear();
    m_versions.clear();
    for (codecs::WireFormat f : {codecs::WireFormat::Json, codecs::WireFormat::Yaml, codecs::WireFormat::Cbor, codecs::WireFormat::Protobuf}) {
        FormatView v;
        v.format = f;
        const codecs::FormatFlag flag = f == codecs::WireFormat::Json       ? codecs::FormatFlag::Json
                                      : f == codecs::WireFormat::Yaml       ? codecs::FormatFlag::Yaml
                                      : f == codecs::WireFormat::Cbor       ? codecs::FormatFlag::Cbor
                                                                            : codecs::FormatFlag::Protobuf;
        if (!codecs::servedFormats(target.origin).testFlag(flag)) {
            v.state = FormatView::State::NotServed;
            v.error = tr("Not served: custom resources have no protobuf form; JSON, YAML and CBOR show the same object.");
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

void ObjectFetch::fetchFormat(int index)
{
    kube::Request r;
    r.path = objectPath(m_target, m_target.version);
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
            v.error = res.error().httpStatus == 406 ? codecs::notAcceptableMessage(accept, res.error().message)
                                                    : res.error().userMessage();
            emit formatChanged(index);
            settle();
            return;
        }
        FormatView pending = m_formats[index];
        pending.contentType = res->contentType;
        auto *watcher = new QFutureWatcher<FormatView>(this);
        connect(watcher, &QFutureWatcher<FormatView>::finished, this, [this, watcher, index, gen] {
            watcher->deleteLater();
            if (gen != m_generation)
                return;
            m_formats[index] = watcher->result();
            emit formatChanged(index);
            settle();
        });
        watcher->setFuture(QtConcurrent::run(decodeFormat, pending, res->body));
    });
}

void ObjectFetch::fetchVersion(int index)
{
    kube::Request r;
    r.path = objectPath(m_target, m_versions[index].version);
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
        auto *watcher = new QFutureWatcher<VersionView>(this);
        connect(watcher, &QFutureWatcher<VersionView>::finished, this, [this, watcher, index, gen] {
            watcher->deleteLater();
            if (gen != m_generation)
                return;
            m_versions[index] = watcher->result();
            settle();
        });
        watcher->setFuture(QtConcurrent::run(decodeVersion, m_versions[index], res->body, res->contentType));
    });
}

void ObjectFetch::settle()
{
    if (--m_pending > 0)
        return;
    m_calls.clear();
    if (!m_versions.isEmpty()) {
        compareVersions();
        emit versionsChanged();
    }
    emit finished();
}

void ObjectFetch::compareVersions()
{
    if (m_versions.size() < 2)
        return;
    const VersionView &ref = m_versions.first();
    for (int i = 1; i < m_versions.size(); ++i) {
        VersionView &v = m_versions[i];
        if (!ref.error.isEmpty() || !v.error.isEmpty())
            continue;
        v.changedLines = changedLines(ref.text, v.text);
        v.changedPaths = differingPaths(ref.document, v.document);
    }
    if (ref.error.isEmpty() && m_versions[1].error.isEmpty()) {
        m_versions[0].changedLines = changedLines(m_versions[1].text, ref.text);
        m_versions[0].changedPaths = m_versions[1].changedPaths;
    }
}

} // namespace models
