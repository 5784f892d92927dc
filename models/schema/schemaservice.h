#pragma once

#include "kube/client.h"
#include "kube/handle.h"
#include "kube/schema/openapi.h"
#include "kube/schema/schemafetch.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <memory>
#include <optional>

namespace models {

/// A request for one group version's schema from the SchemaService (the
/// handle shape of kube/handle.h); finishes with the parsed document.
class SchemaLookup final : public kube::Task<std::shared_ptr<const kube::OpenApiDocument>> {
    Q_OBJECT

public:
    /// The group version asked for.
    QString groupVersion() const { return m_groupVersion; }
    void cancel() override;

private:
    friend class SchemaService;
    SchemaLookup(const QString &groupVersion, QObject *parent)
        : Task(parent)
        , m_groupVersion(groupVersion) {}
    QString m_groupVersion;
};

/// The window's schemas of one connection: the /openapi/v3 index is fetched
/// once, each group version's document at most once (and then only when its
/// hash is not in the disk cache), and every later lookup is answered from
/// memory. The schema view, the patch composer and the CEL checker share it.
class SchemaService final : public QObject {
    Q_OBJECT

public:
    explicit SchemaService(QObject *parent = nullptr);
    ~SchemaService() override;

    /// Uses client from now on (nullptr: none); forgets everything of the previous one.
    void setClient(kube::Client *client);
    kube::Client *client() const { return m_client; }
    /// The disk cache folder ("" for kube::defaultSchemaCacheDir()).
    void setCacheDir(const QString &dir) { m_cacheDir = dir; }

    /// The document of groupVersion when it is loaded already, else nullptr.
    std::shared_ptr<const kube::OpenApiDocument> cached(const QString &groupVersion) const;
    /// Starts or joins the load of groupVersion; the handle is a child of this
    /// service and finishes with the document (from memory at once, later otherwise).
    SchemaLookup *lookup(const QString &groupVersion);
    /// Forgets the index and the documents (after CRDs changed): lookups in
    /// flight and later ones fetch a fresh index; unchanged documents come
    /// from the disk cache.
    void invalidate();

    /// How many document loads (kube::SchemaFetch) were started: for tests.
    int documentLoads() const { return m_loads; }
    /// How many index fetches were started: for tests.
    int indexFetches() const { return m_indexFetches; }

signals:
    /// A document was loaded and is now cached().
    void documentLoaded(const QString &groupVersion);

private:
    void fetchIndex();
    void load(const QString &groupVersion);
    void settle(const QString &groupVersion, const kube::SchemaFetch::ResultType &result);

    QPointer<kube::Client> m_client;
    QString m_cacheDir;
    std::optional<kube::OpenApiIndex> m_index;
    kube::HandlePtr<kube::OpenApiIndexFetch> m_indexFetch;
    QHash<QString, std::shared_ptr<const kube::OpenApiDocument>> m_documents;
    QHash<QString, kube::SchemaFetch *> m_loading;
    QHash<QString, QList<QPointer<SchemaLookup>>> m_waiting;
    int m_loads = 0;
    int m_indexFetches = 0;
};

} // namespace models
