#pragma once

#include "kube/client.h"
#include "models/tablefetch.h"

#include <QObject>
#include <QPointer>

namespace models {

/// Fetching one collection as several streams at once (the list model's
/// sharded watch, `mado get --parallel`): paging is sequential within a
/// stream, so a large collection is split into parts fetched side by side.
namespace parallel {

/// How a collection is split.
enum class Split {
    Shards,     ///< K shard selectors on metadata.uid (servers with sharded list and watch)
    Namespaces, ///< the namespaces dealt round-robin to K streams (a listing over all namespaces)
};

/// The window's default number of streams, and the size above which it splits.
constexpr int kDefaultParts = 4;
constexpr int kDefaultThreshold = 20000;

/// K shard selectors on object.metadata.uid that cover the whole hash space
/// in equal ranges, in kube::ShardSelector's canonical text.
QStringList shardSelectors(int parts);

/// The key a server lists objects in ("namespace/name", or the name), which
/// is the order of a list: etcd's byte order of the keys.
QByteArray serverKey(const QString &namespace_, const QString &name);
/// Sorts rows as one list from the server would give them.
void sortAsServer(QList<codecs::TableRow> &rows);

/// Whether the server filters collectionPath by a shard selector: one object
/// of a plain list with a shard selector (Table and metadata lists drop it), whose answer names the shard
/// (metadata.shardInfo) when it does. The Call's result reads with honoursShards().
kube::Call *probeShards(kube::Client *client, const QString &collectionPath);
bool honoursShards(const kube::CallResult &result);

} // namespace parallel

/// Fetches one collection (a TableRequest) as `parts` TableFetch streams at
/// once, split by shard selector or by namespace, with the pages of every
/// stream handed on as they arrive (so in no particular order: sort with
/// parallel::sortAsServer to get the server's). Never blocks.
class ParallelFetch final : public QObject {
    Q_OBJECT

public:
    /// client must outlive the fetch.
    explicit ParallelFetch(kube::Client *client, QObject *parent = nullptr);
    ~ParallelFetch() override;

    /// Starts request split into parts streams. Namespaces: request.namespaces
    /// (all of them; with one namespace or fewer than parts, fewer streams).
    void start(const TableRequest &request, int parts, parallel::Split split);
    /// Stops every stream; no signal follows.
    void cancel();
    bool isRunning() const { return m_running > 0; }
    /// The number of streams of the fetch in flight (or the last one).
    int streams() const { return int(m_fetches.size()); }

signals:
    /// A page of stream part.
    void page(const models::TablePage &page, int part);
    /// Stream part's continue token expired: its pages so far are void and it starts again.
    void restarted(int part, const QString &message);
    /// Every stream ended (the first error, if any; the others are then cancelled).
    void finished(const models::TableResult &result);

private:
    kube::Client *m_client;
    QList<TableFetch *> m_fetches;
    int m_running = 0;
    TableSummary m_summary;
};

} // namespace models
