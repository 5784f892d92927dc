#include "kube/watch.h"

#include "codecs/json.h"
#include "kube/client.h"

#include <QCborArray>
#include <QFutureWatcher>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace kube {

namespace {

constexpr qsizetype kMaxEventBytes = 64 * 1024 * 1024; // no single event may grow the buffer past this

ApiError decodeError(const QString &message) {
    ApiError e;
    e.kind = ApiError::Kind::Decode;
    e.message = message;
    return e;
}

ApiError unreadableEvent(const QString &path, const mado::Error &why) {
    return decodeError(
        Watch::tr("The watch on %1 sent an event that cannot be read: %2").arg(path, why.message));
}

} // namespace

Watch::Watch(Client *client, const WatchRequest &request)
    : Task(client)
    , m_client(client)
    , m_request(request) {}

Watch::~Watch() = default;

Watch *Watch::start(Client *client, const WatchRequest &request) {
    auto *w = new Watch(client, request);
    w->list(QString());
    return w;
}

void Watch::stop() {
    end(m_resourceVersion);
}

void Watch::cancel() {
    ApiError e;
    e.kind = ApiError::Kind::Canceled;
    end(e);
}

void Watch::end(mado::Result<QString, ApiError> result) {
    if (isFinished())
        return;
    ++m_generation;
    m_call.reset();
    m_framer.reset();
    finish(std::move(result));
}

Watch::Page Watch::decodePage(const QByteArray &body) {
    Page page;
    auto doc = codecs::parseJson(body);
    if (!doc) {
        page.error = doc.error();
        return page;
    }
    const QCborArray items = (*doc)[QLatin1String("items")].toArray();
    page.items.reserve(items.size());
    for (const QCborValue &item : items)
        page.items.append(item);
    const QCborValue meta = (*doc)[QLatin1String("metadata")];
    page.resourceVersion = meta[QLatin1String("resourceVersion")].toString();
    page.continueToken = meta[QLatin1String("continue")].toString();
    return page;
}

void Watch::list(const QString &continueToken) {
    Request req;
    req.path = m_request.path;
    req.query.addQueryItem(QStringLiteral("limit"), QString::number(m_request.pageSize));
    if (!continueToken.isEmpty())
        req.query.addQueryItem(QStringLiteral("continue"), continueToken);
    Call *call = m_client->send(req);
    m_call.reset(call);
    const bool first = continueToken.isEmpty();
    const int gen = m_generation;
    connect(call, &Call::finished, this, [this, call, first, gen] {
        const CallResult r = call->result();
        m_call.reset();
        if (!r) {
            if (r.error().httpStatus == 410) { // the continue token expired: list again
                ++m_generation;
                return list(QString());
            }
            return end(r.error());
        }
        // Decode on the thread pool; the GUI thread only hands the page over.
        auto *watcher = new QFutureWatcher<Page>(this);
        connect(watcher, &QFutureWatcher<Page>::finished, this, [this, watcher, first, gen] {
            watcher->deleteLater();
            if (gen == m_generation)
                takePage(watcher->result(), first);
        });
        watcher->setFuture(QtConcurrent::run(&Watch::decodePage, r->body));
    });
}

void Watch::takePage(const Page &page, bool first) {
    if (page.error)
        return end(decodeError(page.error->message));
    const int gen = m_generation;
    emit listBatch(page.items, first);
    if (gen != m_generation) // a slot ended the watch
        return;
    if (!page.continueToken.isEmpty())
        return list(page.continueToken);
    m_resourceVersion = page.resourceVersion;
    emit listed();
    if (gen == m_generation)
        watch();
}

void Watch::watch() {
    Request req;
    req.path = m_request.path;
    req.stream = true;
    req.query.addQueryItem(QStringLiteral("watch"), QStringLiteral("true"));
    req.query.addQueryItem(QStringLiteral("allowWatchBookmarks"), QStringLiteral("true"));
    req.query.addQueryItem(QStringLiteral("resourceVersion"), m_resourceVersion);
    codecs::Limits limits;
    limits.maxInputBytes = kMaxEventBytes;
    m_framer.emplace(codecs::WireFormat::Json, limits);
    m_started.start();
    Call *call = m_client->send(req);
    m_call.reset(call);
    connect(call, &Call::chunk, this, &Watch::consume);
    connect(call, &Call::finished, this, [this, call] {
        const CallResult r = call->result();
        m_call.reset();
        if (!r) {
            if (r.error().httpStatus == 410) { // too old: relist
                ++m_generation;
                return list(QString());
            }
            return end(r.error());
        }
        if (auto framed = m_framer->finish(); !framed)
            return end(unreadableEvent(m_request.path, framed.error()));
        // The server ended the watch (its timeout): resume from the last version
        // seen; a watch that ended at once waits a second, so a server that keeps
        // closing streams is not hammered.
        const int delay = m_started.elapsed() < 1000 ? 1000 : 0;
        const int gen = m_generation;
        QTimer::singleShot(delay, this, [this, gen] {
            if (gen == m_generation)
                watch();
        });
    });
}

void Watch::consume(const QByteArray &data) {
    auto events = m_framer->feed(data);
    if (!events)
        return end(unreadableEvent(m_request.path, events.error()));
    const int gen = m_generation;
    for (const codecs::WatchEvent &ev : std::as_const(*events)) {
        if (ev.type == QLatin1String("ERROR")) {
            // An expired resourceVersion arrives as an ERROR event with a 410 Status.
            if (ev.object[QLatin1String("code")].toInteger() == 410) {
                ++m_generation;
                return list(QString());
            }
            continue;
        }
        const QString rv = ev.object[QLatin1String("metadata")][QLatin1String("resourceVersion")].toString();
        if (!rv.isEmpty())
            m_resourceVersion = rv;
        emit event(ev.type, ev.object);
        if (gen != m_generation) // a slot ended the watch
            return;
    }
    // A bad event after good ones: the framer reports it on its next feed.
    if (auto rest = m_framer->feed(QByteArray()); !rest)
        end(unreadableEvent(m_request.path, rest.error()));
}

} // namespace kube
