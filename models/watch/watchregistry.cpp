#include "models/watch/watchregistry.h"

#include "kube/client.h"

#include <QStringList>

namespace models {

// --- SharedWatch --------------------------------------------------------------

SharedWatch::SharedWatch(kube::Client *client, const kube::WatchRequest &request, const QString &key,
                         WatchRegistry *registry)
    : QObject(registry)
    , m_client(client)
    , m_request(request)
    , m_key(key)
    , m_registry(registry)
    , m_store(new WatchStore(this)) {
    restart();
}

void SharedWatch::restart() {
    if (!m_client)
        return;
    m_error.reset();
    kube::Watch *watch = kube::Watch::start(m_client, m_request);
    m_watch.reset(watch);
    m_store->attach(watch);
    connect(watch, &kube::Watch::events, this, &SharedWatch::events);
    connect(watch, &kube::Watch::status, this, &SharedWatch::status);
    connect(watch, &kube::Watch::listBatch, this, &SharedWatch::listBatch);
    connect(watch, &kube::Watch::listed, this, &SharedWatch::listed);
    connect(watch, &kube::Watch::finished, this, [this, watch] {
        if (watch->result())
            return;
        m_error = watch->result().error();
        m_watch.reset();
        emit failed(*m_error);
    });
}

void SharedWatch::release() {
    if (--m_refs > 0)
        return;
    m_watch.reset();
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

QString WatchRegistry::keyOf(kube::Client *client, const kube::WatchRequest &r) {
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
    };
    return parts.join(QChar(0x1f));
}

WatchLease WatchRegistry::acquire(kube::Client *client, const kube::WatchRequest &request) {
    const QString key = keyOf(client, request);
    SharedWatch *w = m_watches.value(key);
    if (!w) {
        w = new SharedWatch(client, request, key, this);
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
