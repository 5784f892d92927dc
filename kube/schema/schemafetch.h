#pragma once

#include "kube/handle.h"
#include "kube/schema/openapi.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>

namespace kube {

class Client;
class Call;

/// The folder Mado caches OpenAPI documents in by default:
/// QStandardPaths::CacheLocation/openapi.
QString defaultSchemaCacheDir();

/// Fetches /openapi/v3, the index of the per group-version documents (the
/// handle shape of kube/handle.h). Never blocks.
class OpenApiIndexFetch final : public Task<OpenApiIndex> {
    Q_OBJECT

public:
    /// Starts the fetch; the handle is a child of client.
    static OpenApiIndexFetch *start(Client *client);
    void cancel() override;

private:
    explicit OpenApiIndexFetch(Client *client);
    HandlePtr<Call> m_call;
};

/// What schema to fetch.
struct SchemaRequest {
    QString groupVersion;              ///< "v1", "apps/v1", "stable.example.com/v1"
    QString cacheDir;                  ///< "" for defaultSchemaCacheDir(); tests pass their own
    std::optional<OpenApiIndex> index; ///< a fresh index; fetched first when absent
    bool useCache = true;              ///< false: neither read nor write the disk cache
};

/// Fetches and parses one group version's OpenAPI v3 document. The disk cache
/// is keyed by the hash the server puts in the index, so a document the
/// server did not change is read from disk instead of fetched again. Reading,
/// parsing and writing run on the thread pool; the GUI thread never waits.
class SchemaFetch final : public Task<std::shared_ptr<const OpenApiDocument>> {
    Q_OBJECT

public:
    /// Starts the fetch; the handle is a child of client.
    static SchemaFetch *start(Client *client, const SchemaRequest &request);
    void cancel() override;

    /// After finished(): true when the document came from the disk cache.
    bool fromCache() const { return m_fromCache; }
    /// Requests sent to the server so far (the index and the document).
    int requestsSent() const { return m_requests; }
    /// After finished(): the index used (fetched or given).
    const std::optional<OpenApiIndex> &index() const { return m_index; }
    /// The file a document with hash is cached in below cacheDir.
    static QString cacheFile(const QString &cacheDir, const QString &groupVersion, const QString &hash);

private:
    SchemaFetch(Client *client, const SchemaRequest &request);
    void withIndex();
    void fetchDocument(const QString &url, const QString &hash);
    void fail(const ApiError &error);
    void fail(const QString &message);

    Client *m_client;
    SchemaRequest m_request;
    std::optional<OpenApiIndex> m_index;
    HandlePtr<OpenApiIndexFetch> m_indexFetch;
    HandlePtr<Call> m_call;
    bool m_fromCache = false;
    bool m_canceled = false;
    int m_requests = 0;
};

} // namespace kube
