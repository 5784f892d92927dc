#include "kube/schema/schemafetch.h"

#include "kube/client.h"
#include "kube/offthread.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUrl>
#include <QUrlQuery>

namespace kube {

namespace {

/// What the thread pool hands back: a document, or why there is none.
struct Loaded {
    std::shared_ptr<const OpenApiDocument> document;
    QString error;
};

Loaded readCached(const QString &file, const QString &groupVersion) {
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    auto doc = OpenApiDocument::parse(f.readAll(), groupVersion);
    if (!doc)
        return {nullptr, doc.error().message};
    return {doc.value(), {}};
}

Loaded storeAndParse(const QByteArray &body, const QString &file, const QString &groupVersion) {
    auto doc = OpenApiDocument::parse(body, groupVersion);
    if (!doc)
        return {nullptr, doc.error().message};
    if (!file.isEmpty() && QDir().mkpath(QFileInfo(file).absolutePath())) {
        // QSaveFile writes a temporary file and renames it: readers never see half a document.
        QSaveFile out(file);
        if (out.open(QIODevice::WriteOnly)) {
            out.write(body);
            if (out.commit()) {
                // Documents of older hashes of this group version are stale now.
                const QFileInfo written(file);
                const QDir dir = written.absoluteDir();
                for (const QString &old : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
                    if (old != written.fileName())
                        QFile::remove(dir.filePath(old));
                }
            }
        }
    }
    return {doc.value(), {}};
}

ApiError decodeError(const QString &message) {
    ApiError e;
    e.kind = ApiError::Kind::Decode;
    e.message = message;
    return e;
}

} // namespace

QString defaultSchemaCacheDir() {
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/openapi");
}

OpenApiIndexFetch::OpenApiIndexFetch(Client *client)
    : Task(client) {}

OpenApiIndexFetch *OpenApiIndexFetch::start(Client *client) {
    auto *f = new OpenApiIndexFetch(client);
    Call *call = client->get(QStringLiteral("/openapi/v3"));
    f->m_call.reset(call);
    connect(call, &Call::finished, f, [f, call] {
        const CallResult r = call->result();
        f->m_call.reset();
        if (!r)
            return f->finish(r.error());
        auto index = OpenApiIndex::parse(r->body);
        if (!index)
            return f->finish(decodeError(index.error().message));
        f->finish(index.value());
    });
    return f;
}

void OpenApiIndexFetch::cancel() {
    if (isFinished())
        return;
    m_call.reset();
    ApiError e;
    e.kind = ApiError::Kind::Canceled;
    finish(e);
}

SchemaFetch::SchemaFetch(Client *client, const SchemaRequest &request)
    : Task(client)
    , m_client(client)
    , m_request(request)
    , m_index(request.index) {
    if (m_request.cacheDir.isEmpty())
        m_request.cacheDir = defaultSchemaCacheDir();
}

SchemaFetch *SchemaFetch::start(Client *client, const SchemaRequest &request) {
    auto *f = new SchemaFetch(client, request);
    if (f->m_index) {
        QMetaObject::invokeMethod(f, &SchemaFetch::withIndex, Qt::QueuedConnection);
        return f;
    }
    OpenApiIndexFetch *indexFetch = OpenApiIndexFetch::start(client);
    ++f->m_requests;
    f->m_indexFetch.reset(indexFetch);
    connect(indexFetch, &OpenApiIndexFetch::finished, f, [f, indexFetch] {
        const OpenApiIndexFetch::ResultType r = indexFetch->result();
        f->m_indexFetch.reset();
        if (!r)
            return f->fail(r.error());
        f->m_index = r.value();
        f->withIndex();
    });
    return f;
}

QString SchemaFetch::cacheFile(const QString &cacheDir, const QString &groupVersion, const QString &hash) {
    QString key = OpenApiIndex::keyOf(groupVersion);
    key.replace(QLatin1Char('/'), QLatin1Char('_'));
    return cacheDir + QLatin1Char('/') + key + QLatin1Char('/') + hash + QStringLiteral(".json");
}

void SchemaFetch::withIndex() {
    if (isFinished())
        return;
    const QString url = m_index->urlOf(m_request.groupVersion);
    if (url.isEmpty())
        return fail(tr("The server publishes no OpenAPI v3 schema for %1.").arg(m_request.groupVersion));
    const QString hash = m_index->hashOf(m_request.groupVersion);
    if (!m_request.useCache || hash.isEmpty())
        return fetchDocument(url, QString());
    const QString file = cacheFile(m_request.cacheDir, m_request.groupVersion, hash);
    runOffThread(
        this, [file, gv = m_request.groupVersion] { return readCached(file, gv); },
        [this, url, hash](const Loaded &loaded) {
            if (isFinished())
                return;
            if (!loaded.document)
                return fetchDocument(url, hash); // not cached yet, or a damaged file
            m_fromCache = true;
            finish(loaded.document);
        });
}

void SchemaFetch::fetchDocument(const QString &url, const QString &hash) {
    const QUrl u(url);
    Request req;
    req.path = u.path();
    req.query = QUrlQuery(u);
    Call *call = m_client->send(req);
    ++m_requests;
    m_call.reset(call);
    const QString file = m_request.useCache && !hash.isEmpty()
                             ? cacheFile(m_request.cacheDir, m_request.groupVersion, hash)
                             : QString();
    connect(call, &Call::finished, this, [this, call, file] {
        const CallResult r = call->result();
        m_call.reset();
        if (!r)
            return fail(r.error());
        runOffThread(
            this,
            [body = r->body, file, gv = m_request.groupVersion] { return storeAndParse(body, file, gv); },
            [this](const Loaded &loaded) {
                if (!loaded.document)
                    return fail(loaded.error);
                finish(loaded.document);
            });
    });
}

void SchemaFetch::fail(const ApiError &error) {
    finish(error);
}

void SchemaFetch::fail(const QString &message) {
    finish(decodeError(message));
}

void SchemaFetch::cancel() {
    if (isFinished())
        return;
    m_indexFetch.reset();
    m_call.reset();
    ApiError e;
    e.kind = ApiError::Kind::Canceled;
    finish(e);
}

} // namespace kube
