#pragma once

#include "codecs/listrows.h"
#include "kube/discovery.h"
#include "kube/handle.h"
#include "kube/watch.h"
#include "models/lists/parallelfetch.h"
#include "models/tablefetch.h"
#include "models/watch/watchregistry.h"

#include <QAbstractTableModel>
#include <QElapsedTimer>
#include <QHash>
#include <QPointer>

#include <utility>

namespace kube {
class Client;
} // namespace kube

namespace models {

namespace ResourceListDefs {
enum Role {
    RawRole = Qt::UserRole + 1, ///< the cell as the server sent it (string, number, bool, invalid for null)
    NameRole,                   ///< QString: the object's name (any column)
    NamespaceRole,              ///< QString: the object's namespace (any column)
    PriorityRole,               ///< int, headerData: 0 for kubectl's default columns, more for -o wide ones
    TypeRole,                   ///< QString, headerData: the column's type ("string", "integer", "date", ...)
    SortRole,                   ///< the value to sort on: numbers, dates as epoch seconds, text
    CreatedRole,                ///< qint64: creationTimestamp, epoch seconds (when the server sent it)
};
}

/// What a list shows: a resource in some namespaces, with selectors, in a shape.
struct ListQuery {
    kube::ApiResource resource;
    QStringList namespaces; ///< empty: all namespaces
    QString labelSelector;
    QString fieldSelector;
    ListShape shape = ListShape::Table;
    /// Switch to the metadata-only shape when the collection holds more than
    /// metadataThreshold objects (told by the first small page's
    /// remainingItemCount); 0 never switches.
    int metadataThreshold = 0;
    int pageSize = 500;
    /// Live collections of more than parallelThreshold objects (the first page
    /// tells) are listed and watched as `parallel` shard streams at once when
    /// the server honours shard selectors (one probe request asks). 1: never.
    int parallel = parallel::kDefaultParts;
    int parallelThreshold = parallel::kDefaultThreshold;
    QString continueToken; ///< resume a paged list from this token (empty: from the start)
};

/// One collection in the server's Table format, metadata only, or as a plain
/// list; columns come from the server.
///
/// - Live (the default, one namespace or all): a first small page through
///   TableFetch gives the columns, the first rows and the size (and picks the
///   shape above the threshold); the rows then come from the window's shared
///   list-watch cache (WatchRegistry::acquire: one list-then-watch per
///   collection and shape, whatever the number of views showing it), page by
///   page while it lists, and every change of its WatchStore afterwards. The
///   store is compact (cells and the metadata a list shows), so collections
///   of any size share it. A view opened on a collection another view already
///   keeps live takes the store's rows (built on the thread pool when many),
///   without listing. Changes apply in bounded chunks (a few milliseconds of
///   the GUI thread each; the rest on the next turn of the event loop), so a
///   relist of 100,000 objects never stalls the window.
/// - Otherwise (not live, several namespaces, a resumed continue token, no
///   watch verb): a snapshot paged through TableFetch (limit/continue), each
///   page decoded on the thread pool and appended as one batch of rows.
class ResourceListModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    explicit ResourceListModel(QObject *parent = nullptr);
    ~ResourceListModel() override;

    /// Lists resource in namespace_ (all namespaces when empty) through client.
    void setSource(kube::Client *client, const kube::ApiResource &resource, const QString &namespace_);
    /// The shared watches live rows come from (the window's); set before
    /// setQuery(). Without one the model keeps a registry of its own.
    void setWatchRegistry(WatchRegistry *registry);
    WatchRegistry *watchRegistry() const { return m_registry; }
    /// The shared list-then-watch the rows come from; nullptr for a snapshot.
    SharedWatch *sharedWatch() const { return m_lease.get(); }
    /// Lists query through client (the selectors must have been checked).
    void setQuery(kube::Client *client, const ListQuery &query);
    /// Fetches the collection again from the first page.
    void reload();
    /// Stops a load in flight; the rows loaded so far stay.
    void cancel();
    void setPageSize(int rows) { m_query.pageSize = rows; }

    kube::Client *client() const;
    const ListQuery &query() const { return m_query; }
    const kube::ApiResource &resource() const { return m_query.resource; }
    /// The one namespace listed, or empty (all namespaces, or several).
    QString namespace_() const {
        return m_query.namespaces.size() == 1 ? m_query.namespaces.first() : QString();
    }
    /// The shape the rows are in now (the automatic switch may have changed it).
    ListShape shape() const { return m_shape; }
    bool isLoading() const { return m_loading; }
    /// The last error (translated), empty when fine.
    QString errorMessage() const { return m_error; }
    /// Live updates applied so far (events that changed rows).
    qint64 eventsApplied() const { return m_eventsApplied; }
    /// The last notice (translated): an expired list started again, a switch
    /// to metadata only, a plain list instead of a Table. Empty when none.
    QString notice() const { return m_notice; }
    /// Objects the server said the collection holds (rows loaded plus the last
    /// page's remainingItemCount), or -1 when it did not say.
    qint64 expectedCount() const { return m_expected; }
    qsizetype bytesReceived() const { return m_bytes; }
    int pagesLoaded() const { return m_pages; }
    /// Milliseconds from the request to the first rows, and to the last page (-1 before).
    qint64 firstRowsMs() const { return m_firstRowsMs; }
    qint64 loadMs() const { return m_loadMs; }
    /// The resourceVersion of the list just loaded: where a watch starts.
    QString listResourceVersion() const { return m_listRv; }
    /// Streams listing and watching the collection at once (shards of the shared watch; 1 otherwise).
    int streams() const { return m_lease ? m_lease->shards() : 1; }
    /// Watches keeping these rows live (0 or 1; a shared one counts once per view).
    int openWatches() const { return (m_lease && m_lease->watch()) || m_watch ? 1 : 0; }
    /// Whether rows are kept live (from the shared list-then-watch, Table or
    /// metadata rows; one namespace or all). On by default; off: a snapshot.
    void setLive(bool live);
    bool isLive() const { return m_live; }
    /// The row a watch event's object stands for, in the columns of shape
    /// (a Table of one row, a Table row, a PartialObjectMetadata, or a whole object).
    static std::optional<codecs::TableRow> rowFromObject(const QCborValue &object, ListShape shape);

    /// A watch event on one object: ADDED and MODIFIED insert or replace the
    /// row of row.ns/row.name, DELETED removes it. row carries cells in this
    /// model's columns.
    void applyEvent(const QByteArray &type, const codecs::TableRow &row);
    /// The row index of namespace_/name, or -1.
    int rowOf(const QString &namespace_, const QString &name) const;
    const codecs::TableRow &rowAt(int row) const { return m_rows.at(row); }
    const QList<codecs::TableColumn> &columns() const { return m_columns; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    void loadingChanged(bool loading);
    /// Rows, bytes or the expected count changed while loading.
    void progress();
    /// The watch opened or ended (openWatches() changed).
    void watchChanged();
    /// notice() changed.
    void noticeChanged(const QString &notice);
    /// The load ended (every page in, cancelled, or failed): the same result
    /// shape as every other asynchronous unit (see kube/handle.h). On failure
    /// errorMessage() holds the translated text with the server's Status words.
    void finished(const models::TableResult &result);

private:
    void startFetch(ListShape shape);
    void takePage(const TablePage &page);
    void setNotice(const QString &notice);
    void clearRows();
    /// A row's key in the index: namespace and name, shared with the row's
    /// own strings (no text is built to look a row up).
    using RowKey = std::pair<QString, QString>;
    static RowKey key(const QString &ns, const QString &name) { return {ns, name}; }
    void rebuildIndex() const;
    /// After rows were removed at first and above: the rows from first on
    /// moved up, their index entries follow (the removed rows' are gone
    /// already). Cheaper than a rebuild: no entry is freed or allocated.
    void reindexFrom(int first);
    bool wantsShared() const;
    void joinShared(int shards = 1);
    void leaveShared();
    void takeSharedBatch(const QList<QCborValue> &items);
    void takeSharedSync();
    void takeSharedChanges(const QList<models::WatchChange> &changes);
    void applySharedRows(const std::optional<QList<codecs::TableRow>> &rows);
    void drainChanges();
    void upsertRows(const QList<codecs::TableRow> &rows);
    void startWatch();
    void stopWatch();
    void takeEvents(const QList<kube::WatchEvent> &events);

    QPointer<kube::Client> m_client;
    TableFetch *m_fetch = nullptr;
    ListQuery m_query;
    ListShape m_shape = ListShape::Table;
    bool m_probing = false; ///< the first page is the small one deciding the shape
    bool m_loading = false;
    QString m_error;
    QString m_notice;
    QString m_listRv;
    qint64 m_expected = -1;
    qsizetype m_bytes = 0;
    int m_pages = 0;
    qint64 m_firstRowsMs = -1;
    qint64 m_loadMs = -1;
    QElapsedTimer m_clock;
    QList<codecs::TableColumn> m_columns;
    QList<codecs::TableRow> m_rows;
    mutable QHash<RowKey, int> m_index;
    mutable bool m_indexDirty = true;
    bool m_live = true;
    qint64 m_eventsApplied = 0;
    QPointer<WatchRegistry> m_registry;
    WatchLease m_lease;
    bool m_sharedSeen = false;                   ///< the shared store's state reached these rows once
    int m_loadGeneration = 0;                    ///< bumped by reload(): a shard probe's late answer drops
    bool m_syncing = false;                      ///< the store's rows are being taken (changes wait)
    int m_syncGeneration = 0;                    ///< bumped when the shared watch is left: stale results drop
    QList<models::WatchChange> m_pendingChanges; ///< the store's changes not applied yet
    qsizetype m_pendingAt = 0;                   ///< the next one to apply
    bool m_drainScheduled = false;
    kube::HandlePtr<kube::Watch> m_watch; ///< that watch
};

} // namespace models
