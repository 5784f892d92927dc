#include "models/watch/watchregistry.h"

#include "kube/client.h"
#include "models/lists/parallelfetch.h"

#include <QStringList>

namespace models {

// --- SharedWatch --------------------------------------------------------------

SharedWatch::SharedWatch(kube::Client *client, const kube::WatchRequest &request, const QString &key,
                         WatchStore::Form form, int shards, WatchRegistry *registry)
    : QObject(registry)
    , m_client(client)
    , m_request(request)
    , m_key(key)
    , m_registry(registry)
    , m_store(new WatchStore(this))
    , m_shards(std::max(1, shards)) {
    if (m_shards == 1) {
        m_store->setForm(form);
    } else {
        // The shard stores keep the objects in form; the merged store shares them.
        for (int i = 0; i < m_shards; ++i) {
            auto *store = new WatchStore(this);
            store->setForm(form);
            m_shardStores.append(store);
            connect(store, &WatchStore::changed, this,
                    [this, store](const QList<models::WatchChange> &changes) {
                        mergeShard(changes, store->resourceVersion());
                    });
            connect(store, &WatchStore::synced, this,
                    [this, store] { mergeShard({}, store->resourceVersion()); });
        }
    }
    restart();
}

kube::Watch *SharedWatch::startOne(const kube::WatchRequest &request, WatchStore *store) {
    kube::Watch *watch = kube::Watch::start(m_client, request);
    store->attach(watch);
    connect(watch, &kube::Watch::events, this, &SharedWatch::events);
    connect(watch, &kube::Watch::status, this, &SharedWatch::status);
    connect(watch, &kube::Watch::listBatch, this, &SharedWatch::listBatch);
    connect(watch, &kube::Watch::listed, this, &SharedWatch::listed);
    connect(watch, &kube::Watch::finished, this, [this, watch] {
        if (watch->result())
            return;
        m_error = watch->result().error();
        m_watch.reset(); // every shard ends with one
        m_more.clear();
        emit failed(*m_error);
    });
    return watch;
}

void SharedWatch::restart() {
    if (!m_client)
        return;
    m_error.reset();
    m_more.clear();
    if (m_shards == 1) {
        m_watch.reset(startOne(m_request, m_store));
        return;
    }
    const QStringList selectors = parallel::shardSelectors(m_shards);
    for (int i = 0; i < m_shards; ++i) {
        kube::WatchRequest r = m_request;
        r.shardSelector = selectors.at(i);
        kube::Watch *watch = startOne(r, m_shardStores.at(i));
        if (i == 0)
            m_watch.reset(watch);
        else
            m_more.emplace_back(watch);
    }
}

void SharedWatch::mergeShard(const QList<models::WatchChange> &changes, const QString &resourceVersion) {
    if (!m_merged) {
        // Until every shard has listed once: then their union is the first list.
        for (const WatchStore *s : std::as_const(m_shardStores)) {
            if (!s->hasSynced())
                return;
        }
        QList<QHash<QString, QCborValue>> parts;
        for (const WatchStore *s : std::as_const(m_shardStores))
            parts.append(s->objects());
        m_merged = true;
        m_store->applyMergedList(parts, resourceVersion);
        return;
    }
    if (!changes.isEmpty())
        m_store->applyChanges(changes, resourceVersion);
}

void SharedWatch::release() {
    if (--m_refs > 0)
        return;
    m_watch.reset();
    m_more.clear();
    if (m_registry)
        m_registry->drop(m_key);
    deleteLater();
}

// --- WatchLease ---------------------------------------------------------------

WatchLease::WatchLease(SharedWatch *watch)
    : m_watch(watch) {
    if (watch)
        ++watch->m_refs;
}

WatchLease::WatchLease(WatchLease &&other) noexcept
    : m_watch(std::exchange(other.m_watch, nullptr)) {}

WatchLease &WatchLease::operator=(WatchLease &&other) noexcept {
    if (this != &other) {
        reset();
        m_watch = std::exchange(other.m_watch, nullptr);
    }
    return *this;
}

WatchLease::WatchLease(const WatchLease &other)
    : WatchLease(other.m_watch.data()) {}

WatchLease &WatchLease::operator=(const WatchLease &other) {
    if (this != &other) {
        reset();
        m_watch = other.m_watch;
        if (m_watch)
            ++m_watch->m_refs;
    }
    return *this;
}

WatchLease::~WatchLease() {
    reset();
}

void WatchLease::reset() {
    if (SharedWatch *w = m_watch.data()) {
        m_watch = nullptr;
        w->release();
    }
}

// --- WatchRegistry ------------------------------------------------------------

WatchRegistry::WatchRegistry(QObject *parent)
    : QObject(parent) {}

WatchRegistry::~WatchRegistry() = default;

QString WatchRegistry::keyOf(kube::Client *client, const kube::WatchRequest &r, WatchStore::Form form,
                             int shards) {
    const QStringList parts = {
        QString::number(quintptr(client), 16),
        r.path,
        QString::number(int(r.mode)),
        r.resourceVersion,
        r.name,
        r.labelSelector,
        r.fieldSelector,
        r.shardSelector,
        r.shardOnClientOnly ? QStringLiteral("client") : QStringLiteral("server"),
        codecs::wireFormatName(r.wire),
        QString::fromLatin1(r.accept),
        QString::fromLatin1(r.watchAccept),
        QString::number(r.pageSize),
        QString::number(r.timeoutSeconds),
        QString::number(r.maxReconnectAttempts),
        form == WatchStore::Form::Compact ? QStringLiteral("compact") : QStringLiteral("whole"),
        QString::number(std::max(1, shards)),
    };
    return parts.join(QChar(0x1f));
}

WatchLease WatchRegistry::acquire(kube::Client *client, const kube::WatchRequest &request,
                                  WatchStore::Form form) {
    return acquireSharded(client, request, form, 1);
}

WatchLease WatchRegistry::acquireSharded(kube::Client *client, const kube::WatchRequest &request,
                                         WatchStore::Form form, int shards) {
    const QString key = keyOf(client, request, form, shards);
    SharedWatch *w = m_watches.value(key);
    if (!w) {
        w = new SharedWatch(client, request, key, form, shards, this);
        m_watches.insert(key, w);
        // The client's end ends its watches (they are its children); forget them then.
        connect(client, &QObject::destroyed, w, [this, key, w] {
            w->m_client = nullptr;
            if (m_watches.value(key) == w)
                m_watches.remove(key);
        });
    }
    return WatchLease(w);
}

void WatchRegistry::drop(const QString &key) {
    m_watches.remove(key);
}

} // namespace models
