#include "models/resourcelistmodel.h"

#include "kube/client.h"
#include "kube/offthread.h"
#include "models/lists/format.h"
#include "models/tablefetch.h"

#include "codecs/json.h"

#include <QCborArray>
#include <QCborMap>
#include <QCoreApplication>
#include <QTimer>

#include <algorithm>

namespace models {

using namespace ResourceListDefs;

namespace {
constexpr int kProbePage = 50;
/// The GUI thread's budget per chunk of changes, in milliseconds.
constexpr int kChunkMs = 8;
} // namespace

ResourceListModel::ResourceListModel(QObject *parent)
    : QAbstractTableModel(parent) {}

ResourceListModel::~ResourceListModel() = default;

kube::Client *ResourceListModel::client() const {
    return m_client;
}

void ResourceListModel::setSource(kube::Client *client, const kube::ApiResource &resource,
                                  const QString &namespace_) {
    ListQuery q = m_query;
    q.resource = resource;
    q.namespaces = namespace_.isEmpty() ? QStringList() : QStringList{namespace_};
    q.labelSelector.clear();
    q.fieldSelector.clear();
    setQuery(client, q);
}

void ResourceListModel::setWatchRegistry(WatchRegistry *registry) {
    if (registry == m_registry)
        return;
    leaveShared();
    m_registry = registry;
}

void ResourceListModel::setQuery(kube::Client *client, const ListQuery &query) {
    if (client != m_client) {
        leaveShared();
        delete m_fetch;
        m_fetch = nullptr;
        m_client = client;
        if (client) {
            m_fetch = new TableFetch(client, this);
            connect(m_fetch, &TableFetch::page, this, &ResourceListModel::takePage);
            connect(m_fetch, &TableFetch::restarted, this, [this](const QString &message) {
                clearRows();
                m_expected = -1;
                setNotice(message);
                emit progress();
            });
            connect(m_fetch, &TableFetch::finished, this, [this](const TableResult &result) {
                m_loading = false;
                m_loadMs = m_clock.elapsed();
                if (!result)
                    m_error = TableFetch::errorMessage(result.error());
                else
                    m_listRv = result->resourceVersion;
                if (result && m_expected < 0)
                    m_expected = m_rows.size();
                if (result)
                    startWatch(); // a resumed snapshot: a watch of its own
                emit loadingChanged(false);
                emit progress();
                emit finished(result);
            });
        }
    }
    m_query = query;
    if (!m_query.resource.namespaced)
        m_query.namespaces.clear();
    reload();
}

void ResourceListModel::clearRows() {
    beginResetModel();
    m_columns.clear();
    m_rows.clear();
    m_index.clear();
    m_indexDirty = true;
    endResetModel();
}

void ResourceListModel::reload() {
    ++m_loadGeneration;
    if (m_fetch)
        m_fetch->cancel();
    leaveShared();
    stopWatch();
    clearRows();
    m_error.clear();
    m_listRv.clear();
    m_expected = -1;
    m_bytes = 0;
    m_pages = 0;
    m_firstRowsMs = -1;
    m_loadMs = -1;
    setNotice(QString());
    if (!m_client)
        return;
    m_loading = true;
    m_clock.start();
    emit loadingChanged(true);
    startFetch(m_query.shape);
}

void ResourceListModel::startFetch(ListShape shape) {
    m_shape = shape;
    TableRequest request;
    request.resource = m_query.resource;
    request.namespaces = m_query.namespaces;
    request.labelSelector = m_query.labelSelector;
    request.fieldSelector = m_query.fieldSelector;
    request.pageSize = m_query.pageSize;
    request.shape = shape;
    request.continueToken = m_query.continueToken;
    if (wantsShared()) {
        // One small page for the columns, the first rows and the size; the
        // shared list-then-watch brings the rest.
        m_probing = shape == ListShape::Table && m_query.metadataThreshold > 0;
        request.firstPageSize = m_query.pageSize > 0 ? std::min(m_query.pageSize, kProbePage) : kProbePage;
        m_fetch->start(request);
        return;
    }
    m_probing = shape == ListShape::Table && m_query.metadataThreshold > 0 &&
                (m_query.pageSize == 0 || m_query.pageSize > kProbePage);
    if (m_probing)
        request.firstPageSize = kProbePage;
    m_fetch->start(request);
}

void ResourceListModel::cancel() {
    if (!m_fetch || !m_loading)
        return;
    ++m_loadGeneration; // a shard probe in flight joins nothing
    m_fetch->cancel();
    leaveShared();
    m_loading = false;
    m_loadMs = m_clock.elapsed();
    setNotice(QCoreApplication::translate("models::ResourceListModel",
                                          "Loading was cancelled: %n object(s) loaded.", nullptr,
                                          int(m_rows.size())));
    emit loadingChanged(false);
    emit progress();
    kube::ApiError canceled;
    canceled.kind = kube::ApiError::Kind::Canceled;
    emit finished(TableResult(canceled));
}

void ResourceListModel::setLive(bool live) {
    if (live == m_live)
        return;
    m_live = live;
    if (!live) {
        leaveShared(); // the rows stay as they are: a snapshot
        stopWatch();
        if (m_loading)
            reload();
    } else if (m_client) {
        reload();
    }
}

bool ResourceListModel::wantsShared() const {
    return m_live && m_client && m_query.namespaces.size() <= 1 && m_query.continueToken.isEmpty() &&
           m_query.resource.verbs.contains(QLatin1String("watch"));
}

void ResourceListModel::leaveShared() {
    if (!m_lease)
        return;
    m_lease->disconnect(this);
    m_lease->store()->disconnect(this);
    m_lease.reset();
    m_sharedSeen = false;
    m_syncing = false;
    ++m_syncGeneration;
    m_pendingChanges.clear();
    m_pendingAt = 0;
    emit watchChanged();
}

void ResourceListModel::joinShared(int shards) {
    if (!m_registry)
        m_registry = new WatchRegistry(this);
    kube::WatchRequest request;
    request.path = m_query.resource.path(namespace_());
    request.mode = kube::WatchMode::ListThenWatch;
    request.labelSelector = m_query.labelSelector;
    request.fieldSelector = m_query.fieldSelector;
    request.pageSize = m_query.pageSize;
    // The list's pages and the events in the same shape: Table rows (one-row
    // Tables in events), or PartialObjectMetadata.
    if (m_shape == ListShape::Table)
        request.accept = "application/json;as=Table;g=meta.k8s.io;v=v1,application/json";
    else if (m_shape == ListShape::Metadata) {
        // A list answers as=PartialObjectMetadataList only, a watch as=PartialObjectMetadata only.
        request.accept = TableFetch::acceptHeader(ListShape::Metadata);
        request.watchAccept = "application/json;as=PartialObjectMetadata;g=meta.k8s.io;v=v1,application/json";
    }
    m_lease = m_registry->acquireSharded(m_client, request, WatchStore::Form::Compact, shards);
    m_sharedSeen = false;
    SharedWatch *shared = m_lease.get();
    WatchStore *store = shared->store();
    connect(shared, &SharedWatch::listBatch, this, [this](const QList<QCborValue> &items, bool) {
        if (!m_sharedSeen)
            takeSharedBatch(items);
    });
    connect(store, &WatchStore::changed, this, [this](const QList<models::WatchChange> &changes) {
        if (m_sharedSeen || m_syncing)
            takeSharedChanges(changes);
    });
    connect(store, &WatchStore::synced, this, &ResourceListModel::takeSharedSync);
    connect(shared, &SharedWatch::status, this, [this](const kube::WatchStatus &status) {
        if (status.kind == kube::WatchStatus::Kind::Expired && m_sharedSeen)
            setNotice(QCoreApplication::translate(
                "models::ResourceListModel",
                "The watch expired on the server (410 Gone); the list was loaded again."));
    });
    connect(shared, &SharedWatch::failed, this, [this](const kube::ApiError &error) {
        emit watchChanged();
        if (m_sharedSeen) {
            setNotice(QCoreApplication::translate("models::ResourceListModel", "Live updates stopped: %1")
                          .arg(error.userMessage()));
            return;
        }
        m_loading = false;
        m_loadMs = m_clock.elapsed();
        m_error = TableFetch::errorMessage(error);
        emit loadingChanged(false);
        emit progress();
        emit finished(TableResult(error));
    });
    emit watchChanged();
    if (store->hasSynced())
        takeSharedSync(); // kept live by another view already: its rows now, no list
    else if (!shared->watch() && shared->error())
        shared->restart(); // a shared watch that ended: this view starts it again
}

void ResourceListModel::upsertRows(const QList<codecs::TableRow> &rows) {
    QList<codecs::TableRow> fresh;
    for (const codecs::TableRow &row : rows) {
        if (row.cells.size() != m_columns.size())
            continue; // not in this list's columns
        const int at = rowOf(row.ns, row.name);
        if (at >= 0) {
            if (m_rows.at(at).cells != row.cells) {
                m_rows[at] = row;
                emit dataChanged(index(at, 0), index(at, columnCount() - 1));
            }
        } else {
            fresh.append(row);
        }
    }
    if (fresh.isEmpty())
        return;
    const int first = int(m_rows.size());
    beginInsertRows(QModelIndex(), first, first + int(fresh.size()) - 1);
    m_rows += fresh;
    endInsertRows();
    if (!m_indexDirty) {
        for (int i = first; i < m_rows.size(); ++i)
            m_index.insert(key(m_rows.at(i).ns, m_rows.at(i).name), i);
    }
}

void ResourceListModel::takeSharedBatch(const QList<QCborValue> &items) {
    QList<codecs::TableRow> rows;
    rows.reserve(items.size());
    for (const QCborValue &item : items) {
        if (auto row = rowFromObject(item, m_shape))
            rows.append(*row);
    }
    ++m_pages;
    if (!rows.isEmpty() && m_firstRowsMs < 0)
        m_firstRowsMs = m_clock.elapsed();
    upsertRows(rows);
    emit progress();
}

namespace {
/// The rows of a store's objects in key order, or nothing when rows already
/// hold exactly its keys; runs on any thread.
std::optional<QList<codecs::TableRow>> rowsOfStore(const QHash<QString, QCborValue> &objects,
                                                   const QList<codecs::TableRow> &rows, qsizetype columns,
                                                   ListShape shape) {
    bool same = rows.size() == objects.size();
    for (qsizetype i = 0; same && i < rows.size(); ++i) {
        const codecs::TableRow &r = rows.at(i);
        same = objects.contains(r.ns.isEmpty() ? r.name : r.ns + QLatin1Char('/') + r.name);
    }
    if (same)
        return std::nullopt;
    QStringList keys = objects.keys();
    std::sort(keys.begin(), keys.end());
    QList<codecs::TableRow> out;
    out.reserve(keys.size());
    for (const QString &k : std::as_const(keys)) {
        auto row = ResourceListModel::rowFromObject(objects.value(k), shape);
        if (row && row->cells.size() == columns)
            out.append(std::move(*row));
    }
    return out;
}
} // namespace

void ResourceListModel::takeSharedSync() {
    if (m_sharedSeen || m_syncing || !m_lease)
        return;
    // The rows become exactly the store's collection (the first list, or the
    // state another view keeps live): in the store's key order when they
    // differ from what the pages brought (built on the thread pool when the
    // store reconciles there too). Changes meanwhile wait.
    const WatchStore *store = m_lease->store();
    m_syncing = true;
    if (store->size() + m_rows.size() <= store->asyncThreshold()) {
        applySharedRows(rowsOfStore(store->objects(), m_rows, m_columns.size(), m_shape));
        return;
    }
    using Rows = std::optional<QList<codecs::TableRow>>;
    kube::runOffThread(
        this,
        [objects = store->objects(), rows = m_rows, columns = m_columns.size(), shape = m_shape] {
            return rowsOfStore(objects, rows, columns, shape);
        },
        [this, gen = m_syncGeneration](const Rows &rows) {
            if (gen == m_syncGeneration && m_syncing)
                applySharedRows(rows);
        });
}

void ResourceListModel::applySharedRows(const std::optional<QList<codecs::TableRow>> &rows) {
    if (rows) {
        beginResetModel();
        m_rows = *rows;
        m_indexDirty = true;
        endResetModel();
    }
    const WatchStore *store = m_lease->store();
    m_syncing = false;
    m_sharedSeen = true;
    m_loading = false;
    m_loadMs = m_clock.elapsed();
    if (m_firstRowsMs < 0 && !m_rows.isEmpty())
        m_firstRowsMs = m_loadMs;
    m_listRv = store->resourceVersion();
    m_expected = m_rows.size();
    TableSummary summary;
    summary.pages = m_pages;
    summary.rows = m_rows.size();
    summary.bytes = m_bytes;
    summary.resourceVersion = m_listRv;
    emit loadingChanged(false);
    emit progress();
    emit finished(TableResult(summary));
    if (m_pendingAt < m_pendingChanges.size()) // changes that came while the rows were built
        drainChanges();
}

void ResourceListModel::takeSharedChanges(const QList<models::WatchChange> &changes) {
    m_pendingChanges += changes;
    if (!m_syncing && !m_drainScheduled)
        drainChanges();
}

void ResourceListModel::drainChanges() {
    m_drainScheduled = false;
    if (!m_lease || m_syncing)
        return;
    // One chunk: as many changes as kChunkMs allows. Updates replace their
    // rows at once; new rows append as one insertion and deleted ones go as
    // contiguous removals at the end of the chunk, so the index is rebuilt
    // once per chunk, not once per deletion.
    QElapsedTimer spent;
    spent.start();
    if (m_indexDirty)
        rebuildIndex();
    const int base = int(m_rows.size());
    QList<codecs::TableRow> fresh;
    QList<int> removals;
    int done = 0;
    while (m_pendingAt < m_pendingChanges.size()) {
        if (++done % 64 == 0 && spent.elapsed() >= kChunkMs)
            break;
        const WatchChange &change = m_pendingChanges.at(m_pendingAt++);
        auto row = rowFromObject(change.object, m_shape);
        if (!row)
            continue;
        const RowKey k = key(row->ns, row->name);
        const int at = m_index.value(k, -1);
        if (change.kind == WatchChange::Kind::Deleted) {
            if (at < 0)
                continue;
            m_index.remove(k);
            removals.append(at);
            ++m_eventsApplied;
            continue;
        }
        if (row->cells.size() != m_columns.size())
            continue; // not in this list's columns
        ++m_eventsApplied;
        if (at >= base) {
            fresh[at - base] = std::move(*row);
        } else if (at >= 0) {
            if (row->created == std::numeric_limits<qint64>::min())
                row->created = m_rows.at(at).created;
            m_rows[at] = std::move(*row);
            emit dataChanged(index(at, 0), index(at, columnCount() - 1));
        } else {
            m_index.insert(k, base + int(fresh.size()));
            fresh.append(std::move(*row));
        }
    }
    if (!fresh.isEmpty()) {
        beginInsertRows(QModelIndex(), base, base + int(fresh.size()) - 1);
        m_rows += fresh;
        endInsertRows();
    }
    if (!removals.isEmpty()) {
        std::sort(removals.begin(), removals.end(), std::greater<int>());
        for (qsizetype i = 0; i < removals.size();) {
            qsizetype j = i;
            while (j + 1 < removals.size() && removals.at(j + 1) == removals.at(j) - 1)
                ++j;
            const int first = removals.at(j), last = removals.at(i);
            beginRemoveRows(QModelIndex(), first, last);
            m_rows.remove(first, last - first + 1);
            endRemoveRows();
            i = j + 1;
        }
        reindexFrom(removals.last());
    }
    if (m_pendingAt >= m_pendingChanges.size()) {
        m_pendingChanges.clear();
        m_pendingAt = 0;
    } else {
        m_drainScheduled = true; // the rest on the next turn of the event loop
        QTimer::singleShot(0, this, &ResourceListModel::drainChanges);
    }
    m_expected = m_rows.size();
    m_listRv = m_lease->store()->resourceVersion();
    emit progress();
}

void ResourceListModel::stopWatch() {
    if (!m_watch)
        return;
    m_watch->disconnect(this);
    m_watch.reset();
    emit watchChanged();
}

void ResourceListModel::startWatch() {
    stopWatch();
    if (m_lease || !m_live || !m_client || m_listRv.isEmpty() || m_query.namespaces.size() > 1 ||
        !m_query.resource.verbs.contains(QLatin1String("watch")))
        return;
    kube::WatchRequest request;
    request.path = m_query.resource.path(namespace_());
    request.mode = kube::WatchMode::FromResourceVersion;
    request.resourceVersion = m_listRv;
    request.labelSelector = m_query.labelSelector;
    request.fieldSelector = m_query.fieldSelector;
    // Events carry single objects: a Table of one row, or a PartialObjectMetadata.
    if (m_shape == ListShape::Table)
        request.accept = "application/json;as=Table;g=meta.k8s.io;v=v1,application/json";
    else if (m_shape == ListShape::Metadata)
        request.accept = "application/json;as=PartialObjectMetadata;g=meta.k8s.io;v=v1";
    kube::Watch *watch = kube::Watch::start(m_client, request);
    m_watch.reset(watch);
    connect(watch, &kube::Watch::events, this, &ResourceListModel::takeEvents);
    connect(watch, &kube::Watch::finished, this, [this, watch] {
        const auto result = watch->result();
        watch->disconnect(this);
        m_watch.reset(); // abandons the finished handle
        emit watchChanged();
        if (!result && TableFetch::isExpired(result.error())) {
            // The list's snapshot is too old to watch from: list again.
            reload();
            setNotice(QCoreApplication::translate(
                "models::ResourceListModel",
                "The watch expired on the server (410 Gone); the list was loaded again."));
        } else if (!result && result.error().kind != kube::ApiError::Kind::Canceled) {
            setNotice(QCoreApplication::translate("models::ResourceListModel", "Live updates stopped: %1")
                          .arg(result.error().userMessage()));
        }
    });
    emit watchChanged();
}

namespace {
QVariant cellOf(const QCborValue &v) {
    switch (v.type()) {
    case QCborValue::String:
        return v.toString();
    case QCborValue::Integer:
        return qint64(v.toInteger());
    case QCborValue::Double:
        return v.toDouble();
    case QCborValue::True:
        return true;
    case QCborValue::False:
        return false;
    case QCborValue::Null:
    case QCborValue::Undefined:
        return {};
    default:
        break;
    }
    return QString::fromUtf8(codecs::toJson(v, codecs::JsonStyle::Compact));
}
} // namespace

std::optional<codecs::TableRow> ResourceListModel::rowFromObject(const QCborValue &object, ListShape shape) {
    const QString kind = object[QLatin1String("kind")].toString();
    const bool bareRow = object[QLatin1String("cells")].isArray();
    if (kind == QLatin1String("Table") || bareRow) {
        const QCborValue row = bareRow ? object : object[QLatin1String("rows")].toArray().at(0);
        if (!row.isMap())
            return std::nullopt;
        codecs::TableRow out;
        for (const QCborValue &c : row[QLatin1String("cells")].toArray())
            out.cells.append(cellOf(c));
        const QCborValue meta = row[QLatin1String("object")][QLatin1String("metadata")];
        out.name = meta[QLatin1String("name")].toString();
        out.ns = meta[QLatin1String("namespace")].toString();
        const QCborValue created = meta[QLatin1String("creationTimestamp")];
        if (created.isString())
            out.created = codecs::parseRfc3339Seconds(created.toString().toStdString());
        return out;
    }
    Q_UNUSED(shape); // PartialObjectMetadata or a whole object: the metadata columns
    const QCborValue meta = object[QLatin1String("metadata")];
    if (!meta.isMap())
        return std::nullopt;
    codecs::ObjectRow o;
    o.name = meta[QLatin1String("name")].toString();
    o.ns = meta[QLatin1String("namespace")].toString();
    const QCborMap labels = meta[QLatin1String("labels")].toMap(); // one map: begin() and end() of it
    for (auto it = labels.cbegin(); it != labels.cend(); ++it)
        o.labels.append({it.key().toString(), it.value().toString()});
    o.annotations = int(meta[QLatin1String("annotations")].toMap().size());
    for (const QCborValue &f : meta[QLatin1String("finalizers")].toArray())
        o.finalizers.append(f.toString());
    for (const QCborValue &ref : meta[QLatin1String("ownerReferences")].toArray()) {
        if (o.owner.isEmpty() || ref[QLatin1String("controller")].toBool())
            o.owner = ref[QLatin1String("kind")].toString() + QLatin1Char('/') +
                      ref[QLatin1String("name")].toString();
    }
    const QCborValue created = meta[QLatin1String("creationTimestamp")];
    if (created.isString())
        o.created = codecs::parseRfc3339Seconds(created.toString().toStdString());
    return TableFetch::metadataRow(o);
}

void ResourceListModel::takeEvents(const QList<kube::WatchEvent> &events) {
    for (const kube::WatchEvent &ev : events) {
        QByteArray type;
        switch (ev.type) {
        case kube::WatchEvent::Type::Added:
            type = "ADDED";
            break;
        case kube::WatchEvent::Type::Modified:
            type = "MODIFIED";
            break;
        case kube::WatchEvent::Type::Deleted:
            type = "DELETED";
            break;
        default:
            continue;
        }
        auto row = rowFromObject(ev.object, m_shape);
        if (!row)
            continue;
        if (row->name.isEmpty())
            row->name = ev.name;
        if (row->ns.isEmpty())
            row->ns = ev.ns;
        if (type != "DELETED" && row->cells.size() != m_columns.size())
            continue; // not in this list's columns
        applyEvent(type, *row);
        ++m_eventsApplied;
    }
    emit progress();
}

void ResourceListModel::setNotice(const QString &notice) {
    if (notice == m_notice)
        return;
    m_notice = notice;
    emit noticeChanged(notice);
}

void ResourceListModel::takePage(const TablePage &page) {
    m_bytes += page.bytes;
    ++m_pages;
    if (page.remainingItemCount >= 0)
        m_expected = m_rows.size() + page.rows.size() + page.remainingItemCount;
    else if (page.continueToken.isEmpty() && m_query.namespaces.size() <= 1)
        m_expected = m_rows.size() + page.rows.size();
    if (m_probing) {
        m_probing = false;
        if (m_expected > m_query.metadataThreshold) {
            // Too big for whole Table rows: the metadata-only shape instead.
            setNotice(QCoreApplication::translate(
                "models::ResourceListModel",
                "About %n object(s): more than the threshold, so only their metadata is loaded.", nullptr,
                int(m_expected)));
            startFetch(ListShape::Metadata);
            return;
        }
    }
    if (page.plainList && m_notice.isEmpty())
        setNotice(QCoreApplication::translate("models::ResourceListModel",
                                              "This resource has no Table format: showing a plain list."));
    if (m_columns.isEmpty() && !page.columns.isEmpty()) {
        beginInsertColumns(QModelIndex(), 0, int(page.columns.size()) - 1);
        m_columns = page.columns;
        endInsertColumns();
    }
    if (!page.rows.isEmpty()) {
        if (m_firstRowsMs < 0)
            m_firstRowsMs = m_clock.elapsed();
        const int first = int(m_rows.size());
        beginInsertRows(QModelIndex(), first, first + int(page.rows.size()) - 1);
        m_rows += page.rows;
        endInsertRows();
        if (!m_indexDirty) {
            for (int i = first; i < m_rows.size(); ++i)
                m_index.insert(key(m_rows.at(i).ns, m_rows.at(i).name), i);
        }
    }
    emit progress();
    if (wantsShared() && !m_lease) {
        // The first page told the columns and the size: the shared
        // list-then-watch brings the rest and keeps it live; a big collection
        // as parallel shard streams when the server honours shard selectors.
        m_fetch->cancel();
        if (m_query.parallel <= 1 || m_expected <= m_query.parallelThreshold)
            return joinShared();
        kube::Call *probe = parallel::probeShards(m_client, m_query.resource.path(namespace_()));
        connect(probe, &kube::Call::finished, this, [this, probe, gen = m_loadGeneration] {
            probe->deleteLater();
            if (gen == m_loadGeneration && !m_lease)
                joinShared(parallel::honoursShards(probe->result()) ? m_query.parallel : 1);
        });
    }
}

void ResourceListModel::rebuildIndex() const {
    m_index.clear();
    m_index.reserve(m_rows.size());
    for (int i = 0; i < m_rows.size(); ++i)
        m_index.insert(key(m_rows.at(i).ns, m_rows.at(i).name), i);
    m_indexDirty = false;
}

void ResourceListModel::reindexFrom(int first) {
    if (m_indexDirty)
        return; // rebuilt when next needed
    for (int i = first; i < m_rows.size(); ++i) {
        const auto it = m_index.find(key(m_rows.at(i).ns, m_rows.at(i).name));
        if (it == m_index.end()) { // not indexed as expected: start afresh
            m_indexDirty = true;
            return;
        }
        *it = i;
    }
}

int ResourceListModel::rowOf(const QString &namespace_, const QString &name) const {
    if (m_indexDirty)
        rebuildIndex();
    return m_index.value(key(namespace_, name), -1);
}

void ResourceListModel::applyEvent(const QByteArray &type, const codecs::TableRow &row) {
    const int at = rowOf(row.ns, row.name);
    if (type == "DELETED") {
        if (at < 0)
            return;
        beginRemoveRows(QModelIndex(), at, at);
        m_rows.removeAt(at);
        endRemoveRows();
        m_index.remove(key(row.ns, row.name));
        reindexFrom(at);
        if (m_expected > 0)
            --m_expected;
        return;
    }
    if (type != "ADDED" && type != "MODIFIED")
        return;
    if (at >= 0) {
        codecs::TableRow replaced = row;
        if (replaced.created == std::numeric_limits<qint64>::min())
            replaced.created = m_rows.at(at).created;
        m_rows[at] = replaced;
        emit dataChanged(index(at, 0), index(at, columnCount() - 1));
        return;
    }
    const int first = int(m_rows.size());
    beginInsertRows(QModelIndex(), first, first);
    m_rows.append(row);
    endInsertRows();
    if (!m_indexDirty)
        m_index.insert(key(row.ns, row.name), first);
    if (m_expected >= 0)
        ++m_expected;
}

int ResourceListModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ResourceListModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_columns.size());
}

QVariant ResourceListModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const codecs::TableRow &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case RawRole:
        return row.cells.value(index.column());
    case NameRole:
        return row.name;
    case NamespaceRole:
        return row.ns;
    case CreatedRole:
        return row.created == std::numeric_limits<qint64>::min() ? QVariant() : QVariant(row.created);
    case SortRole: {
        const codecs::TableColumn &c = m_columns.at(index.column());
        // The server's Age cells are text ("5m"): sort them on the creation time.
        if (c.name == QLatin1String("Age") && c.type == QLatin1String("string") &&
            row.created != std::numeric_limits<qint64>::min())
            return -row.created;
        if (c.type == QLatin1String("date")) {
            const QVariant k = format::sortKey(row.cells.value(index.column()), c.type);
            return k.typeId() == QMetaType::LongLong ? QVariant(-k.toLongLong()) : k;
        }
        return row.cells.value(index.column());
    }
    }
    return {};
}

QVariant ResourceListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= m_columns.size())
        return {};
    if (role == Qt::DisplayRole)
        return m_columns.at(section).name; // the server's own column names
    if (role == PriorityRole)
        return m_columns.at(section).priority;
    if (role == TypeRole)
        return m_columns.at(section).type;
    return {};
}

} // namespace models
