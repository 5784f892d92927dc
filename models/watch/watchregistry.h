#pragma once

#include "kube/watch.h"
#include "models/watch/watchstore.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <optional>
#include <vector>

namespace kube {
class Client;
}

namespace models {

class WatchRegistry;

/// One watch shared by every subscriber of the same (client, request): the
/// kube::Watch, its WatchStore, and its signals forwarded, so subscribers never
/// hold the handle itself (which a restart replaces). Owned by a WatchRegistry;
/// reached through a WatchLease.
class SharedWatch final : public QObject {
    Q_OBJECT

public:
    kube::Client *client() const { return m_client; }
    const kube::WatchRequest &request() const { return m_request; }
    /// The current handle (a sharded watch's first); nullptr after it finished (see error(), restart()).
    kube::Watch *watch() const { return m_watch.get(); }
    /// How many shard watches feed the store (1: one watch of the whole collection).
    int shards() const { return m_shards; }
    /// The live state of the collection (see WatchStore).
    WatchStore *store() const { return m_store; }
    /// How many leases hold this watch.
    int subscribers() const { return m_refs; }
    /// Why the watch ended, when it did.
    const std::optional<kube::ApiError> &error() const { return m_error; }
    /// Starts the watch again after it ended; the store keeps its objects until the new list completes.
    void restart();

signals:
    /// Forwarded from kube::Watch (see there).
    void events(const QList<kube::WatchEvent> &events);
    void status(const kube::WatchStatus &status);
    void listBatch(const QList<QCborValue> &items, bool first);
    void listed();
    /// The watch ended by itself (it cannot go on): error() says why.
    void failed(const kube::ApiError &error);

private:
    friend class WatchRegistry;
    friend class WatchLease;
    SharedWatch(kube::Client *client, const kube::WatchRequest &request, const QString &key,
                WatchStore::Form form, int shards, WatchRegistry *registry);
    void release();
    kube::Watch *startOne(const kube::WatchRequest &request, WatchStore *store);
    void mergeShard(const QList<models::WatchChange> &changes, const QString &resourceVersion);

    kube::Client *m_client;
    kube::WatchRequest m_request;
    QString m_key;
    QPointer<WatchRegistry> m_registry;
    kube::HandlePtr<kube::Watch> m_watch;
    WatchStore *m_store;
    int m_shards = 1;
    std::vector<kube::HandlePtr<kube::Watch>> m_more; ///< shard watches 1..K-1
    QList<WatchStore *> m_shardStores;                ///< one per shard, merged into m_store
    bool m_merged = false; ///< every shard listed once and m_store holds their union
    std::optional<kube::ApiError> m_error;
    int m_refs = 0;
};

/// A subscriber's hold on a SharedWatch (move-only, like a shared pointer):
/// the last lease released stops the watch.
class WatchLease final {
public:
    WatchLease() = default;
    WatchLease(WatchLease &&other) noexcept;
    WatchLease &operator=(WatchLease &&other) noexcept;
    WatchLease(const WatchLease &other);
    WatchLease &operator=(const WatchLease &other);
    ~WatchLease();

    /// Lets the watch go (stopped when nobody else holds it).
    void reset();
    SharedWatch *get() const { return m_watch.data(); }
    SharedWatch *operator->() const { return m_watch.data(); }
    explicit operator bool() const { return !m_watch.isNull(); }

private:
    friend class WatchRegistry;
    explicit WatchLease(SharedWatch *watch);
    QPointer<SharedWatch> m_watch;
};

/// The shared watches of a window: one kube::Watch per (client, path, mode,
/// resourceVersion, name, selectors, shard selector, accept, watchAccept, wire), however
/// many views subscribe. Not a singleton: whoever owns the window's models
/// owns one and passes it to the views and models that watch.
///
///     models::WatchLease lease = registry->acquire(client, request);
///     connect(lease->store(), &models::WatchStore::changed, this, ...);
///     if (lease->store()->hasSynced()) ... read lease->store()->objects() now ...
///
/// A watch whose client is destroyed ends with it (its leases then hold a
/// SharedWatch with no watch()).
class WatchRegistry final : public QObject {
    Q_OBJECT

public:
    explicit WatchRegistry(QObject *parent = nullptr);
    ~WatchRegistry() override;

    /// The shared watch of (client, request), started on first use, its store
    /// keeping objects in form (a compact store is another watch than a whole one).
    WatchLease acquire(kube::Client *client, const kube::WatchRequest &request,
                       WatchStore::Form form = WatchStore::Form::Whole);
    /// The same, listed and watched as shards streams at once (shard selectors
    /// on metadata.uid, see models/lists/parallelfetch.h), their stores merged
    /// into the one store(): for servers with sharded list and watch. shards <= 1: acquire().
    WatchLease acquireSharded(kube::Client *client, const kube::WatchRequest &request, WatchStore::Form form,
                              int shards);
    /// How many shared watches are alive.
    int size() const { return int(m_watches.size()); }
    /// The identity of a request: equal keys share one watch.
    static QString keyOf(kube::Client *client, const kube::WatchRequest &request,
                         WatchStore::Form form = WatchStore::Form::Whole, int shards = 1);

private:
    friend class SharedWatch;
    void drop(const QString &key);

    QHash<QString, SharedWatch *> m_watches;
};

} // namespace models
