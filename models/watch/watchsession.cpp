#include "models/watch/watchsession.h"

#include "kube/client.h"

#include <QDateTime>

namespace models::watch {

namespace {

QCborValue metadataOf(const QCborValue &object) {
    return object[QLatin1String("metadata")];
}

} // namespace

WatchSession::WatchSession(kube::Client *client, const kube::WatchRequest &request, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_request(request) {
    m_fallbackTimer.setSingleShot(true);
    connect(&m_fallbackTimer, &QTimer::timeout, this, &WatchSession::fallBack);
}

WatchSession::~WatchSession() = default;

void WatchSession::setFallback(bool enabled, int afterMs) {
    m_fallbackEnabled = enabled;
    m_fallbackMs = std::max(afterMs, 1);
}

void WatchSession::start() {
    m_fallbackTimer.stop();
    m_initialEnded = false;
    if (m_registry)
        return startShared();
    kube::Watch *w = kube::Watch::start(m_client, m_request);
    m_watch.reset(w);
    connect(w, &kube::Watch::events, this, &WatchSession::onEvents);
    connect(w, &kube::Watch::status, this, &WatchSession::onStatus);
    connect(w, &kube::Watch::listBatch, this, &WatchSession::onListBatch);
    connect(w, &kube::Watch::finished, this, [this, w] {
        if (m_watch.get() != w)
            return;
        m_fallbackTimer.stop();
        // A streaming list the server refuses (e.g. for a resource it does not cache) falls back too.
        const bool refused = !w->result() && w->result().error().kind != kube::ApiError::Kind::Canceled;
        if (refused && m_fallbackEnabled && !m_initialEnded &&
            m_request.mode == kube::WatchMode::StreamingList) {
            fallBack();
            return;
        }
        m_watch.reset();
        emit ended();
    });
    if (m_request.mode == kube::WatchMode::StreamingList && m_fallbackEnabled)
        m_fallbackTimer.start(m_fallbackMs);
}

void WatchSession::startShared() {
    m_lease = m_registry->acquire(m_client, m_request);
    models::SharedWatch *shared = m_lease.get();
    connect(shared, &models::SharedWatch::events, this, &WatchSession::onEvents);
    connect(shared, &models::SharedWatch::status, this, &WatchSession::onStatus);
    connect(shared, &models::SharedWatch::listBatch, this, &WatchSession::onListBatch);
    connect(shared, &models::SharedWatch::failed, this, &WatchSession::sharedFailed);
    const models::WatchStore *store = shared->store();
    if (store->hasSynced()) {
        // Joined late: the state so far, from the shared store.
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        QList<WatchRecord> out;
        m_objects.clear();
        for (const QCborValue &object : store->objects()) {
            WatchRecord r = fromListItem(object, now);
            m_objects.insert(r.uid, Live{r.ns, r.name, r.resourceVersion});
            out.append(std::move(r));
        }
        kube::WatchStatus listed;
        listed.kind = kube::WatchStatus::Kind::Listed;
        listed.timeMs = now;
        listed.objects = store->size();
        listed.resourceVersion = store->resourceVersion();
        out.append(fromStatus(listed));
        m_initialEnded = true;
        emit records(out);
        emit objectsChanged();
    } else if (m_request.mode == kube::WatchMode::StreamingList && m_fallbackEnabled) {
        m_fallbackTimer.start(m_fallbackMs);
    }
    if (!shared->watch() && shared->error()) // it ended before this session came
        sharedFailed(*shared->error());
}

void WatchSession::sharedFailed(const kube::ApiError &error) {
    m_fallbackTimer.stop();
    if (error.kind != kube::ApiError::Kind::Canceled && m_fallbackEnabled && !m_initialEnded &&
        m_request.mode == kube::WatchMode::StreamingList) {
        fallBack();
        return;
    }
    kube::WatchStatus stopped;
    stopped.kind = kube::WatchStatus::Kind::Stopped;
    stopped.timeMs = QDateTime::currentMSecsSinceEpoch();
    stopped.error = error;
    emit records({fromStatus(stopped)});
    m_lease.reset();
    emit ended();
}

void WatchSession::stop() {
    m_fallbackTimer.stop();
    if (m_lease) {
        // Only this session lets go; the watch goes on while others hold it.
        kube::WatchStatus stopped;
        stopped.kind = kube::WatchStatus::Kind::Stopped;
        stopped.timeMs = QDateTime::currentMSecsSinceEpoch();
        stopped.resourceVersion = m_lease->store()->resourceVersion();
        disconnect(m_lease.get(), nullptr, this, nullptr);
        m_lease.reset();
        emit records({fromStatus(stopped)});
        emit ended();
        return;
    }
    if (m_watch)
        m_watch->stop(); // its Stopped status and finished() follow
}

QStringList WatchSession::objectNames() const {
    QStringList out;
    out.reserve(m_objects.size());
    for (const Live &o : m_objects)
        out.append(o.ns.isEmpty() ? o.name : o.ns + QLatin1Char('/') + o.name);
    out.sort();
    return out;
}

WatchRecord WatchSession::fromEvent(const kube::WatchEvent &e) {
    WatchRecord r;
    r.kind = WatchRecord::Kind::Event;
    r.arrivalMs = e.arrivalMs;
    r.type = e.typeName();
    r.ns = e.ns;
    r.name = e.name;
    r.uid = e.uid;
    r.resourceVersion = e.resourceVersion;
    r.bytes = e.bytes;
    r.initialEventsEnd = e.initialEventsEnd;
    r.initial = e.initial;
    r.object = e.object;
    if (e.type == kube::WatchEvent::Type::Error)
        r.detail = e.object[QLatin1String("message")].toString();
    return r;
}

WatchRecord WatchSession::fromStatus(const kube::WatchStatus &s) {
    WatchRecord r;
    r.kind = WatchRecord::Kind::Status;
    r.arrivalMs = s.timeMs ? s.timeMs : QDateTime::currentMSecsSinceEpoch();
    r.type = kube::WatchStatus::kindName(s.kind);
    r.resourceVersion = s.resourceVersion;
    r.attempt = s.attempt;
    r.delayMs = s.kind == kube::WatchStatus::Kind::RetryAfter ? s.retryAfterSeconds * 1000 : s.delayMs;
    r.objects = s.objects;
    if (s.error)
        r.detail = s.error->userMessage();
    return r;
}

WatchRecord WatchSession::fromListItem(const QCborValue &object, qint64 arrivalMs) {
    WatchRecord r;
    r.kind = WatchRecord::Kind::ListItem;
    r.arrivalMs = arrivalMs;
    r.type = QStringLiteral("LIST");
    const QCborValue meta = metadataOf(object);
    r.ns = meta[QLatin1String("namespace")].toString();
    r.name = meta[QLatin1String("name")].toString();
    r.uid = meta[QLatin1String("uid")].toString();
    r.resourceVersion = meta[QLatin1String("resourceVersion")].toString();
    r.object = object;
    return r;
}

void WatchSession::onListBatch(const QList<QCborValue> &items, bool first) {
    if (first)
        m_objects.clear();
    const bool streaming = m_request.mode == kube::WatchMode::StreamingList;
    QList<WatchRecord> out;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    for (const QCborValue &item : items) {
        const QCborValue meta = metadataOf(item);
        const QString uid = meta[QLatin1String("uid")].toString();
        m_objects.insert(uid, Live{meta[QLatin1String("namespace")].toString(),
                                   meta[QLatin1String("name")].toString(),
                                   meta[QLatin1String("resourceVersion")].toString()});
        if (!streaming) // a streaming list's items come as events too
            out.append(fromListItem(item, now));
    }
    if (streaming && m_fallbackEnabled && !m_initialEnded && !m_fellBack)
        m_fallbackTimer.start(m_fallbackMs);
    if (!out.isEmpty())
        emit records(out);
    emit objectsChanged();
}

void WatchSession::onEvents(const QList<kube::WatchEvent> &events) {
    QList<WatchRecord> out;
    out.reserve(events.size());
    bool changed = false;
    for (const kube::WatchEvent &e : events) {
        out.append(fromEvent(e));
        if (e.initialEventsEnd) {
            m_initialEnded = true;
            m_fallbackTimer.stop();
        }
        if (e.initial)
            continue; // already counted from listBatch()
        switch (e.type) {
        case kube::WatchEvent::Type::Added:
        case kube::WatchEvent::Type::Modified:
            m_objects.insert(e.uid, Live{e.ns, e.name, e.resourceVersion});
            changed = true;
            break;
        case kube::WatchEvent::Type::Deleted:
            changed = m_objects.remove(e.uid) > 0 || changed;
            break;
        default:
            break;
        }
    }
    emit records(out);
    if (changed)
        emit objectsChanged();
}

void WatchSession::onStatus(const kube::WatchStatus &status) {
    if (status.kind == kube::WatchStatus::Kind::InitialEventsEnd) {
        m_initialEnded = true;
        m_fallbackTimer.stop();
    }
    if (status.kind == kube::WatchStatus::Kind::Connected &&
        m_request.mode == kube::WatchMode::StreamingList && !m_initialEnded && m_fallbackEnabled)
        m_fallbackTimer.start(m_fallbackMs);
    emit records({fromStatus(status)});
}

void WatchSession::fallBack() {
    if (m_initialEnded || m_request.mode != kube::WatchMode::StreamingList || (!m_watch && !m_lease))
        return;
    if (m_lease) {
        WatchRecord r;
        r.kind = WatchRecord::Kind::Status;
        r.arrivalMs = QDateTime::currentMSecsSinceEpoch();
        r.type = StatusType::StreamingFallback;
        r.delayMs = m_fallbackMs;
        r.objects = m_objects.size();
        r.resourceVersion = m_lease->store()->resourceVersion();
        if (m_lease->error())
            r.detail = m_lease->error()->userMessage();
        m_fellBack = true;
        emit records({r});
        disconnect(m_lease.get(), nullptr, this, nullptr);
        m_lease.reset();
        m_request.mode = kube::WatchMode::ListThenWatch;
        m_request.resourceVersion.clear();
        start();
        return;
    }
    const bool refused = m_watch->isFinished() && !m_watch->result();
    m_fellBack = true;
    WatchRecord r;
    r.kind = WatchRecord::Kind::Status;
    r.arrivalMs = QDateTime::currentMSecsSinceEpoch();
    r.type = StatusType::StreamingFallback;
    r.delayMs = m_fallbackMs;
    r.objects = m_objects.size();
    r.resourceVersion = m_watch->resourceVersion();
    if (refused)
        r.detail = m_watch->result().error().userMessage();
    emit records({r});
    // Drop the old watch without its Stopped report: the fallback row says it.
    m_watch.reset();
    m_request.mode = kube::WatchMode::ListThenWatch;
    m_request.resourceVersion.clear();
    start();
}

} // namespace models::watch
