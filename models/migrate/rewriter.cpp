#include "models/migrate/rewriter.h"

#include "codecs/json.h"
#include "kube/client.h"
#include "kube/write.h"

#include <QCborArray>
#include <QCborMap>

#include <algorithm>

namespace migrate {

namespace {
constexpr int kMaxAttempts = 8;

QCborValue at(const QCborValue &v, const char *key) {
    return v.toMap().value(QLatin1String(key));
}
} // namespace

QString objectKey(const QString &ns, const QString &name) {
    return ns.isEmpty() ? name : ns + QLatin1Char('/') + name;
}

Rewriter *Rewriter::start(kube::Client *client, const CrdState &crd, const RewriteOptions &options,
                          const ProgressStore &store) {
    auto *r = new Rewriter(client, crd, options, store);
    QMetaObject::invokeMethod(r, &Rewriter::begin, Qt::QueuedConnection);
    return r;
}

Rewriter::Rewriter(kube::Client *client, const CrdState &crd, const RewriteOptions &options,
                   const ProgressStore &store)
    : RewriteTask(client)
    , m_client(client)
    , m_crd(crd)
    , m_options(options)
    , m_store(store) {
    if (m_options.version.isEmpty())
        m_options.version = crd.storageVersion();
    m_options.concurrency = std::max(1, m_options.concurrency);
    m_options.pageSize = std::max(1, m_options.pageSize);
    m_dispatchTimer.setSingleShot(true);
    connect(&m_dispatchTimer, &QTimer::timeout, this, &Rewriter::dispatch);
    m_saveTimer.setInterval(250);
    connect(&m_saveTimer, &QTimer::timeout, this, [this] {
        if (m_dirty)
            save();
    });
    m_progressTimer.setSingleShot(true);
    m_progressTimer.setInterval(100);
    connect(&m_progressTimer, &QTimer::timeout, this, &Rewriter::progressChanged);
}

Rewriter::~Rewriter() {
    for (const auto &h : std::as_const(m_handles))
        if (auto *handle = qobject_cast<kube::Handle *>(h.data()))
            handle->abandon();
}

void Rewriter::begin() {
    if (isFinished())
        return;
    const QString server = m_client ? m_client->server() : QString();
    const auto saved = m_store.load(server, m_crd.name);
    if (saved && !saved->complete && saved->uid == m_crd.uid && saved->version == m_options.version) {
        m_record = *saved;
        m_record.failed.clear(); // a resume retries them
        m_skipUpTo = m_record.watermark;
        m_resumed = !m_record.watermark.isEmpty() || m_record.rewritten > 0;
    } else {
        m_record = RewriteRecord{};
        m_record.server = server;
        m_record.crd = m_crd.name;
        m_record.uid = m_crd.uid;
        m_record.version = m_options.version;
        m_record.started = QDateTime::currentDateTimeUtc();
    }
    m_record.passes++;
    m_record.complete = false;
    m_clock.start();
    m_tokens = m_options.qps > 0 ? 1 : 0;
    save();
    m_saveTimer.start();
    listNext();
}

void Rewriter::listNext() {
    if (m_listing || m_listDone || m_stopped || !m_client)
        return;
    m_listing = true;
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("limit"), QString::number(m_options.pageSize));
    if (!m_continue.isEmpty())
        q.addQueryItem(QStringLiteral("continue"), m_continue);
    kube::Call *call = m_client->get(m_crd.collectionPath(m_options.version), q);
    m_handles.append(call);
    connect(call, &kube::Call::finished, this, [this, call] { onPage(call); });
}

void Rewriter::onPage(kube::Call *call) {
    m_listing = false;
    m_handles.removeAll(call);
    call->deleteLater();
    if (m_stopped)
        return;
    const auto &r = call->result();
    if (!r) {
        if (r.error().httpStatus == 410 && !m_continue.isEmpty()) {
            // The continue token expired (etcd compacted): list again from the
            // start, skipping what this run already queued.
            m_continue.clear();
            m_followed.clear();
            m_countSkips = false;
            m_skipUpTo = std::max(m_skipUpTo, m_lastListedKey);
            listNext();
            return;
        }
        if (r.error().httpStatus == 404 && m_continue.isEmpty() && m_listRetries++ < 40) {
            // A version served a moment ago may not be routed yet: ask again shortly.
            QTimer::singleShot(250, this, &Rewriter::listNext);
            return;
        }
        return listFailed(r.error());
    }
    auto doc = codecs::parseJson(r->body);
    if (!doc) {
        m_stopped = true;
        finish(mado::Error{tr("The list of objects could not be read: %1").arg(doc.error().message)});
        return;
    }
    const QCborArray items = at(*doc, "items").toArray();
    const QCborValue meta = at(*doc, "metadata");
    if (m_record.total == 0 || (m_continue.isEmpty() && !m_resumed)) {
        const qint64 remaining = at(meta, "remainingItemCount").toInteger(0);
        m_record.total = items.size() + remaining;
    }
    m_continue = at(meta, "continue").toString();
    if (!m_continue.isEmpty() && !m_followed.follow(m_continue))
        return listFailed(kube::ContinueTokens::repeatedError());
    int added = 0;
    for (const QCborValue &it : items) {
        const QString ns = at(at(it, "metadata"), "namespace").toString();
        const QString name = at(at(it, "metadata"), "name").toString();
        const QString key = objectKey(ns, name);
        m_lastListedKey = key;
        if (!m_skipUpTo.isEmpty() && key <= m_skipUpTo) {
            if (m_countSkips && key <= m_record.watermark)
                m_skipped++;
            continue;
        }
        QCborMap obj = it.toMap();
        obj.insert(QLatin1String("apiVersion"), QString(m_crd.group + QLatin1Char('/') + m_options.version));
        obj.insert(QLatin1String("kind"), m_crd.kind);
        Item item;
        item.seq = qint64(m_keys.size());
        item.ns = ns;
        item.name = name;
        item.object = obj;
        m_keys.push_back(key);
        m_settled.push_back(0);
        m_queue.push_back(std::move(item));
        added++;
    }
    if (m_continue.isEmpty())
        m_listDone = true;
    emit pageListed(added);
    dispatch();
    maybeFinish();
}

void Rewriter::listFailed(const kube::ApiError &error) {
    m_stopped = true;
    save();
    emit progressChanged();
    finish(
        mado::Error{tr("Listing the objects at %1 failed: %2").arg(m_options.version, error.userMessage())});
}

bool Rewriter::takeToken(int *waitMs) {
    if (m_options.qps <= 0)
        return true;
    const qint64 now = m_clock.elapsed();
    const double burst = std::max(1.0, m_options.qps / 20.0);
    m_tokens = std::min(burst, m_tokens + double(now - m_lastRefillMs) * m_options.qps / 1000.0);
    m_lastRefillMs = now;
    if (m_tokens >= 1.0) {
        m_tokens -= 1.0;
        return true;
    }
    *waitMs = std::max(1, int((1.0 - m_tokens) * 1000.0 / m_options.qps + 0.999));
    return false;
}

void Rewriter::dispatch() {
    if (m_stopped || m_paused)
        return;
    const qint64 now = m_clock.elapsed();
    if (now < m_throttleUntilMs) {
        m_dispatchTimer.start(int(m_throttleUntilMs - now));
        return;
    }
    while (m_inFlight < m_options.concurrency && !m_queue.empty()) {
        int waitMs = 0;
        if (!takeToken(&waitMs)) {
            if (!m_dispatchTimer.isActive())
                m_dispatchTimer.start(waitMs);
            break;
        }
        Item item = std::move(m_queue.front());
        m_queue.pop_front();
        write(std::move(item));
    }
    if (qint64(m_queue.size()) < m_options.pageSize / 2 + m_options.concurrency)
        listNext();
}

void Rewriter::write(Item item) {
    if (!m_client)
        return;
    m_inFlight++;
    item.attempts++;
    kube::WriteRequest req;
    req.verb = kube::WriteVerb::Update;
    req.path = m_crd.objectPath(m_options.version, item.ns, item.name);
    req.body = codecs::toJson(item.object, codecs::JsonStyle::Compact);
    req.fieldValidation = kube::FieldValidation::Ignore;
    kube::Write *w = kube::Write::start(m_client, req);
    m_handles.append(w);
    connect(w, &kube::Write::finished, this, [this, w, item]() mutable {
        m_inFlight--;
        m_handles.removeAll(w);
        w->deleteLater();
        if (m_stopped)
            return;
        const auto &r = w->result();
        m_processedThisRun++;
        if (r) {
            m_record.rewritten++;
            settle(item.seq, true);
        } else {
            const kube::ApiError &e = r.error().api;
            if (e.httpStatus == 404) {
                m_record.gone++;
                settle(item.seq, true);
            } else if (e.httpStatus == 409 && item.attempts < kMaxAttempts) {
                m_record.conflicts++;
                reread(std::move(item));
            } else if (e.httpStatus == 429 ||
                       ((e.httpStatus >= 500 || e.kind == kube::ApiError::Kind::Network) &&
                        item.attempts < kMaxAttempts)) {
                if (e.httpStatus == 429)
                    m_retries429++;
                const int waitS = std::max(1, e.retryAfterSeconds);
                m_throttleUntilMs = std::max(
                    m_throttleUntilMs,
                    m_clock.elapsed() + qint64(waitS) * 1000 * (e.httpStatus == 429 ? 1 : item.attempts));
                m_queue.push_front(std::move(item));
            } else {
                const QString key = m_keys[size_t(item.seq)];
                const QString msg = r.error().userMessage();
                m_failures.insert(key, msg);
                m_record.failed.append(key);
                settle(item.seq, false);
                emit objectFailed(key, msg);
            }
        }
        dispatch();
        maybeFinish();
    });
}

void Rewriter::reread(Item item) {
    m_inFlight++;
    kube::Call *call = m_client->get(m_crd.objectPath(m_options.version, item.ns, item.name));
    m_handles.append(call);
    connect(call, &kube::Call::finished, this, [this, call, item]() mutable {
        m_inFlight--;
        m_handles.removeAll(call);
        call->deleteLater();
        if (m_stopped)
            return;
        const auto &r = call->result();
        if (!r && r.error().httpStatus == 404) {
            m_record.gone++;
            settle(item.seq, true);
        } else if (!r) {
            m_queue.push_front(std::move(item)); // retried with the same body: another 409 re-reads again
        } else if (auto doc = codecs::parseJson(r->body); doc) {
            item.object = *doc;
            m_queue.push_front(std::move(item));
        }
        dispatch();
        maybeFinish();
    });
}

void Rewriter::settle(qint64 seq, bool ok) {
    m_settled[size_t(seq)] = ok ? 1 : 2;
    m_settledThisRun++;
    if (!ok)
        m_failedCount++;
    while (m_lowOpen < qint64(m_settled.size()) && m_settled[size_t(m_lowOpen)] == 1) {
        m_record.watermark = m_keys[size_t(m_lowOpen)];
        m_lowOpen++;
    }
    m_dirty = true;
    emitProgressSoon();
}

void Rewriter::maybeFinish() {
    if (isFinished() || m_stopped || !m_listDone || !m_queue.empty() || m_inFlight > 0 || m_listing)
        return;
    m_stopped = true;
    m_record.complete = m_record.failed.isEmpty();
    m_record.finished = QDateTime::currentDateTimeUtc();
    save();
    m_saveTimer.stop();
    emit progressChanged();
    finish(m_record);
}

void Rewriter::save() {
    m_dirty = false;
    m_store.save(m_record);
}

void Rewriter::emitProgressSoon() {
    if (!m_progressTimer.isActive())
        m_progressTimer.start();
}

void Rewriter::pause() {
    if (m_paused || isFinished())
        return;
    m_paused = true;
    m_dispatchTimer.stop();
    save();
    emit progressChanged();
}

void Rewriter::resume() {
    if (!m_paused || isFinished())
        return;
    m_paused = false;
    emit progressChanged();
    dispatch();
}

void Rewriter::cancel() {
    if (isFinished())
        return;
    m_stopped = true;
    m_dispatchTimer.stop();
    m_saveTimer.stop();
    for (const auto &h : std::as_const(m_handles))
        if (auto *handle = qobject_cast<kube::Handle *>(h.data()))
            handle->abandon();
    m_handles.clear();
    if (!m_record.crd.isEmpty())
        save();
    finish(
        mado::Error{tr("The rewrite was canceled; its progress is saved and it resumes where it stopped.")});
}

RewriteProgress Rewriter::progress() const {
    RewriteProgress p;
    p.total = m_record.total;
    p.rewritten = m_record.rewritten;
    p.gone = m_record.gone;
    p.conflicts = m_record.conflicts;
    p.failed = m_failedCount;
    p.retriesAfter429 = m_retries429;
    p.done = m_skipped + m_settledThisRun;
    if (p.total > 0)
        p.done = std::min(p.done, p.total);
    const double secs = m_clock.isValid() ? double(m_clock.elapsed()) / 1000.0 : 0;
    p.rate = secs > 0.2 ? double(m_processedThisRun) / secs : 0;
    p.etaSeconds = p.rate > 0 ? double(std::max<qint64>(0, p.total - p.done)) / p.rate : -1;
    p.paused = m_paused;
    p.resumed = m_resumed;
    return p;
}

} // namespace migrate
