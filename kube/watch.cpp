#include "kube/watch.h"

#include "codecs/decode.h"
#include "codecs/listrows.h"
#include "kube/client.h"
#include "kube/offthread.h"

#include <QCborArray>
#include <QCborMap>
#include <QDateTime>
#include <QMetaMethod>
#include <QRandomGenerator>

#include <algorithm>
#include <cmath>

namespace kube {

namespace {

constexpr qsizetype kMaxEventBytes = 64 * 1024 * 1024; // no single event may grow the buffer past this
constexpr int kBackoffBaseMs = 250;
constexpr int kBackoffCapMs = 1000;      // a restarted server is found again within ~1.2 s
constexpr int kFlushIntervalMs = 16;     // at most ~60 events() signals a second
constexpr int kConnectTimeoutMs = 10000; // a watch request whose headers do not come by then is retried
constexpr int kListTimeoutMs = 60000;
constexpr int kSilenceGraceMs = 30000;       // beyond the request's timeoutSeconds
constexpr int kServerErrorsBeforeRelist = 3; // in a row at one resourceVersion
constexpr int kRelistBackoffBaseMs = 1000;
constexpr int kRelistBackoffCapMs = 30000;
const QLatin1String kInitialEventsEnd("k8s.io/initial-events-end");

qint64 nowMs() {
    return QDateTime::currentMSecsSinceEpoch();
}

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

/// The object a shard selector looks at (a Table row's object).
QCborValue shardSubject(const QCborValue &object) {
    QCborMap m;
    m.insert(QLatin1String("metadata"), watchObjectMetadata(object));
    return m;
}

bool isTransient(const ApiError &e) {
    if (e.kind == ApiError::Kind::Network || e.kind == ApiError::Kind::Tls)
        return true;
    return e.kind == ApiError::Kind::Http &&
           (e.httpStatus == 500 || e.httpStatus == 502 || e.httpStatus == 503 || e.httpStatus == 504);
}

} // namespace

QCborValue watchObjectMetadata(const QCborValue &object) {
    if (object[QLatin1String("kind")].toString() == QLatin1String("Table")) {
        const QCborArray rows = object[QLatin1String("rows")].toArray();
        return rows.isEmpty() ? QCborValue()
                              : rows.first()[QLatin1String("object")][QLatin1String("metadata")];
    }
    if (object[QLatin1String("cells")].isArray())
        return object[QLatin1String("object")][QLatin1String("metadata")];
    return object[QLatin1String("metadata")];
}

// ---------------------------------------------------------------------------

QString WatchEvent::typeName(Type type) {
    switch (type) {
    case Type::Added:
        return QStringLiteral("ADDED");
    case Type::Modified:
        return QStringLiteral("MODIFIED");
    case Type::Deleted:
        return QStringLiteral("DELETED");
    case Type::Bookmark:
        return QStringLiteral("BOOKMARK");
    case Type::Error:
        return QStringLiteral("ERROR");
    }
    return {};
}

QString WatchEvent::typeName() const {
    return typeName(type);
}

std::optional<WatchEvent::Type> WatchEvent::typeFromName(const QString &name) {
    for (Type t : {Type::Added, Type::Modified, Type::Deleted, Type::Bookmark, Type::Error}) {
        if (typeName(t) == name)
            return t;
    }
    return std::nullopt;
}

QString WatchStatus::kindName(Kind kind) {
    switch (kind) {
    case Kind::Connecting:
        return QStringLiteral("Connecting");
    case Kind::Connected:
        return QStringLiteral("Connected");
    case Kind::Listed:
        return QStringLiteral("Listed");
    case Kind::InitialEventsEnd:
        return QStringLiteral("InitialEventsEnd");
    case Kind::Disconnected:
        return QStringLiteral("Disconnected");
    case Kind::Reconnecting:
        return QStringLiteral("Reconnecting");
    case Kind::Expired:
        return QStringLiteral("Expired");
    case Kind::Relisting:
        return QStringLiteral("Relisting");
    case Kind::RetryAfter:
        return QStringLiteral("RetryAfter");
    case Kind::ShardFallback:
        return QStringLiteral("ShardFallback");
    case Kind::ServerError:
        return QStringLiteral("ServerError");
    case Kind::Stopped:
        return QStringLiteral("Stopped");
    }
    return {};
}

QString WatchStatus::text() const {
    const QString why = error ? error->userMessage() : QString();
    switch (kind) {
    case Kind::Connecting:
        return attempt > 0 ? tr("Connecting (attempt %1)").arg(attempt) : tr("Connecting");
    case Kind::Connected:
        return resourceVersion.isEmpty() ? tr("Watching")
                                         : tr("Watching from resourceVersion %1").arg(resourceVersion);
    case Kind::Listed:
        return tr("Listed %n object(s) at resourceVersion %1", nullptr, int(objects)).arg(resourceVersion);
    case Kind::InitialEventsEnd:
        return tr("Initial events ended: %n object(s) at resourceVersion %1", nullptr, int(objects))
            .arg(resourceVersion);
    case Kind::Disconnected:
        return why.isEmpty() ? tr("The server ended the stream") : tr("Disconnected: %1").arg(why);
    case Kind::Reconnecting:
        return tr("Reconnecting in %1 s (attempt %2)")
            .arg(QString::number(delayMs / 1000.0, 'f', 1))
            .arg(attempt);
    case Kind::Expired:
        return tr("410 Gone: resourceVersion %1 is too old").arg(resourceVersion);
    case Kind::Relisting:
        if (error)
            return tr("Listing again in %1 s after %n server error(s) at resourceVersion %2: %3", nullptr,
                      attempt)
                .arg(QString::number(delayMs / 1000.0, 'f', 1), resourceVersion, why);
        return tr("Listing again");
    case Kind::RetryAfter:
        return tr("Too many requests: retrying after %n second(s)", nullptr, retryAfterSeconds);
    case Kind::ShardFallback:
        return tr("The server ignored the shard selector; filtering on the client");
    case Kind::ServerError:
        return tr("The server sent an error event: %1").arg(why);
    case Kind::Stopped:
        return why.isEmpty() ? tr("Stopped") : tr("Stopped: %1").arg(why);
    }
    return {};
}

// ---------------------------------------------------------------------------

/// One page of a list, decoded on the thread pool.
struct Watch::Page {
    QList<QCborValue> items;
    QString resourceVersion;
    QString continueToken;
    bool shardInfo = false;
    std::optional<mado::Error> error;
};

/// The events completed by some chunks of a stream, decoded on the thread pool.
struct Watch::Decoded {
    QList<WatchEvent> events;
    QString skippedResourceVersion; ///< the last version of events dropped by the shard filter
    std::optional<mado::Error> error;
};

/// A watch stream's framer and the chunks waiting for it. One decode job at a
/// time owns the framer; the chunks that arrive meanwhile go in the next job.
struct Watch::Stream {
    std::optional<codecs::WireFormat> format;
    std::optional<codecs::WatchFramer> framer;
    QList<std::pair<QByteArray, qint64>> waiting; ///< chunk, arrival ms
    bool busy = false;
    bool ended = false;
    bool serverError = false; ///< it carried an ERROR event (the failure is counted there)
    std::optional<CallResult> endResult;
    int generation = 0;
    QElapsedTimer opened;
};

Watch::Watch(Client *client, const WatchRequest &request)
    : Task(client)
    , m_client(client)
    , m_request(request) {
    qRegisterMetaType<kube::WatchEvent>();
    qRegisterMetaType<kube::WatchStatus>();
    m_retry.setSingleShot(true);
    m_retry.setTimerType(Qt::PreciseTimer); // a server's Retry-After is honoured, never cut short
    connect(&m_retry, &QTimer::timeout, this, &Watch::retryNow);
    m_watchdog.setSingleShot(true);
    m_watchdog.setTimerType(Qt::PreciseTimer); // a silent stream gets its whole grace, never less
    connect(&m_watchdog, &QTimer::timeout, this, &Watch::watchdogFired);
    m_flushTimer.setSingleShot(true);
    connect(&m_flushTimer, &QTimer::timeout, this, &Watch::flush);
    m_sinceFlush.start();
}

Watch::~Watch() = default;

Watch *Watch::start(Client *client, const WatchRequest &request) {
    auto *w = new Watch(client, request);
    if (!request.shardSelector.isEmpty()) {
        auto sel = ShardSelector::parse(request.shardSelector);
        if (!sel) {
            ApiError e;
            e.kind = ApiError::Kind::Config;
            e.message = sel.error().message;
            ++w->m_generation;
            w->finishLater(e);
            return w;
        }
        w->m_shard = *sel;
    }
    if (request.mode == WatchMode::FromResourceVersion && request.resourceVersion.isEmpty()) {
        ApiError e;
        e.kind = ApiError::Kind::Config;
        e.message = tr("A watch from a resourceVersion needs the resourceVersion.");
        ++w->m_generation;
        w->finishLater(e);
        return w;
    }
    // Start from the event loop, so a caller connects status() before the first report.
    QMetaObject::invokeMethod(w, &Watch::begin, Qt::QueuedConnection);
    return w;
}

void Watch::begin() {
    if (isFinished())
        return;
    switch (m_request.mode) {
    case WatchMode::ListThenWatch:
        list(QString());
        break;
    case WatchMode::StreamingList:
        m_resourceVersion = m_request.resourceVersion;
        m_inInitialEvents = true;
        watch();
        break;
    case WatchMode::FromResourceVersion:
        m_resourceVersion = m_request.resourceVersion;
        watch();
        break;
    }
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
    m_stream.reset();
    m_pages.clear();
    m_retry.stop();
    m_watchdog.stop();
    m_flushTimer.stop();
    m_outbox.clear();
    WatchStatus s;
    s.kind = WatchStatus::Kind::Stopped;
    s.resourceVersion = m_resourceVersion;
    if (!result)
        s.error = result.error();
    report(s);
    finish(std::move(result));
}

void Watch::report(WatchStatus status) {
    flush();
    if (isFinished())
        return;
    status.timeMs = nowMs();
    if (status.resourceVersion.isEmpty() && status.kind != WatchStatus::Kind::Connecting)
        status.resourceVersion = m_resourceVersion;
    emit this->status(status);
}

QByteArray Watch::acceptHeader() const {
    if (!m_request.accept.isEmpty())
        return m_request.accept;
    if (m_request.wire == codecs::WireFormat::Json || m_request.wire == codecs::WireFormat::Yaml)
        return "application/json";
    // A resource that does not speak the format (a CRD in protobuf) answers in JSON.
    return codecs::mediaType(m_request.wire) + ", application/json";
}

QUrlQuery Watch::commonQuery() const {
    QUrlQuery q;
    if (!m_request.labelSelector.isEmpty())
        addQueryText(q, QStringLiteral("labelSelector"), m_request.labelSelector);
    QStringList fields;
    if (!m_request.fieldSelector.isEmpty())
        fields.append(m_request.fieldSelector);
    if (!m_request.name.isEmpty())
        fields.append(QStringLiteral("metadata.name=") + m_request.name);
    if (!fields.isEmpty())
        addQueryText(q, QStringLiteral("fieldSelector"), fields.join(QLatin1Char(',')));
    if (m_shard && !m_request.shardOnClientOnly)
        addQueryText(q, QStringLiteral("shardSelector"), m_request.shardSelector);
    return q;
}

// --- list -------------------------------------------------------------------

void Watch::list(const QString &continueToken) {
    // A new list starts a generation; its next pages belong to it, so that the
    // pages still decoding when the next one is asked for are not dropped.
    const bool first = continueToken.isEmpty();
    if (!first && !m_followed.follow(continueToken))
        return end(ContinueTokens::repeatedError());
    const int gen = first ? ++m_generation : m_generation;
    Request req;
    req.path = m_request.path;
    req.accept = acceptHeader();
    req.query = commonQuery();
    req.throttleRetries = 0; // a 429 is waited out here, shown as WatchStatus::RetryAfter
    if (m_request.pageSize > 0)
        req.query.addQueryItem(QStringLiteral("limit"), QString::number(m_request.pageSize));
    if (!continueToken.isEmpty())
        req.query.addQueryItem(QStringLiteral("continue"), continueToken);
    m_retry.stop();
    if (first) {
        m_pages.clear();
        m_followed.clear();
        m_listing = true;
        WatchStatus s;
        s.kind = WatchStatus::Kind::Connecting;
        s.attempt = m_failures + 1;
        report(s);
        m_listedCount = 0;
    }
    Call *call = m_client->send(req);
    m_call.reset(call);
    armWatchdog(kListTimeoutMs);
    connect(call, &Call::finished, this, [this, call, first, gen] {
        if (gen != m_generation || m_call.get() != call)
            return;
        m_watchdog.stop();
        const CallResult r = call->result();
        m_call.reset();
        if (!r) {
            if (r.error().httpStatus == 410 && !first) { // the continue token expired: list again
                ++m_recoveries;
                return relist();
            }
            return recover(r.error());
        }
        m_everConnected = true;
        const QByteArray contentType = r->contentType;
        const std::optional<ShardSelector> shard = m_shard;
        auto decode = [body = r->body, contentType, shard]() {
            Page page;
            codecs::Limits limits;
            limits.maxInputBytes = std::max<qsizetype>(limits.maxInputBytes, body.size() * 2);
            auto doc = codecs::decodeBody(body, contentType, limits);
            if (!doc) {
                page.error = doc.error();
                return page;
            }
            const QCborValue &d = doc->document;
            const bool table = d[QLatin1String("kind")].toString() == QLatin1String("Table");
            const QCborArray items = d[table ? QLatin1String("rows") : QLatin1String("items")].toArray();
            page.items.reserve(items.size());
            for (const QCborValue &item : items) {
                if (!shard || shard->matches(shardSubject(item)))
                    page.items.append(item);
            }
            const QCborValue meta = d[QLatin1String("metadata")];
            page.resourceVersion = meta[QLatin1String("resourceVersion")].toString();
            page.continueToken = meta[QLatin1String("continue")].toString();
            page.shardInfo = meta[QLatin1String("shardInfo")].isMap();
            return page;
        };
        const auto slot = m_pages.add(first);
        // Decode on the thread pool; the GUI thread only hands the page over.
        runOffThread(this, decode, [this, slot, gen](Page page) {
            if (gen != m_generation)
                return;
            slot->page = std::move(page);
            handOverPages();
        });
        // Meanwhile ask for the next page when the body names it up front.
        if (codecs::wireFormatOf(contentType) == codecs::WireFormat::Json) {
            if (const auto next = m_pages.readAhead(slot, r->body)) {
                ++m_askedAhead;
                list(*next);
            }
        }
    });
}

void Watch::handOverPages() {
    const int gen = m_generation; // a new list, the end or a cancel stops the hand-over
    m_pages.handOver(
        this, [this, gen] { return gen == m_generation; },
        [this](auto &&e) { takePage(*e.page, e.first, e.peeked); });
}

void Watch::takePage(const Page &page, bool first, const std::optional<QString> &peeked) {
    if (page.error)
        return end(decodeError(page.error->message));
    if (!PagePipeline<Page>::agrees(peeked, page.continueToken))
        return end(decodeError(codecs::continueMismatchMessage()));
    const int gen = m_generation;
    if (first && m_shard) {
        m_serverShards = page.shardInfo && !m_request.shardOnClientOnly;
        if (!m_serverShards) {
            WatchStatus s;
            s.kind = WatchStatus::Kind::ShardFallback;
            report(s);
        }
    }
    m_listedCount += page.items.size();
    emit listBatch(page.items, first);
    if (gen != m_generation) // a slot ended the watch
        return;
    if (!page.continueToken.isEmpty()) {
        if (!peeked) // else the next page is already on its way
            list(page.continueToken);
        return;
    }
    m_resourceVersion = page.resourceVersion;
    m_listing = false;
    m_failures = 0;
    WatchStatus s;
    s.kind = WatchStatus::Kind::Listed;
    s.objects = m_listedCount;
    report(s);
    emit listed();
    if (gen == m_generation)
        watch();
}

void Watch::relist() {
    WatchStatus s;
    s.kind = WatchStatus::Kind::Relisting;
    report(s);
    if (m_request.mode == WatchMode::StreamingList) {
        m_resourceVersion.clear();
        m_inInitialEvents = true;
        watch();
    } else {
        list(QString());
    }
}

// --- watch ------------------------------------------------------------------

void Watch::watch() {
    const int gen = ++m_generation;
    m_retry.stop();
    Request req;
    req.path = m_request.path;
    req.stream = true;
    req.accept = m_request.watchAccept.isEmpty() ? acceptHeader() : m_request.watchAccept;
    req.query = commonQuery();
    req.query.addQueryItem(QStringLiteral("watch"), QStringLiteral("true"));
    req.query.addQueryItem(QStringLiteral("allowWatchBookmarks"), QStringLiteral("true"));
    if (m_inInitialEvents) {
        req.query.addQueryItem(QStringLiteral("sendInitialEvents"), QStringLiteral("true"));
        req.query.addQueryItem(QStringLiteral("resourceVersionMatch"), QStringLiteral("NotOlderThan"));
        m_firstInitialBatch = true;
        m_initialCount = 0;
    }
    if (!m_resourceVersion.isEmpty() || m_inInitialEvents)
        req.query.addQueryItem(QStringLiteral("resourceVersion"), m_resourceVersion);
    m_streamTimeoutSeconds = m_request.timeoutSeconds > 0
                                 ? m_request.timeoutSeconds
                                 : 300 + int(QRandomGenerator::global()->bounded(300));
    req.query.addQueryItem(QStringLiteral("timeoutSeconds"), QString::number(m_streamTimeoutSeconds));

    WatchStatus connecting;
    connecting.kind = WatchStatus::Kind::Connecting;
    connecting.attempt = m_failures + 1;
    connecting.resourceVersion = m_resourceVersion;
    report(connecting);

    auto stream = std::make_shared<Stream>();
    stream->generation = gen;
    m_stream = stream;
    m_started.start();
    Call *call = m_client->send(req);
    m_call.reset(call);
    armWatchdog(kConnectTimeoutMs);
    connect(call, &Call::opened, this, [this, call, stream] {
        if (stream->generation != m_generation)
            return;
        armWatchdog(m_streamTimeoutSeconds * 1000 + kSilenceGraceMs);
        stream->format = codecs::wireFormatOf(call->contentType()).value_or(m_request.wire);
        m_streamFormat = *stream->format;
        codecs::Limits limits;
        limits.maxInputBytes = kMaxEventBytes;
        stream->framer.emplace(*stream->format, limits);
        stream->opened.start();
        m_everConnected = true;
        WatchStatus s;
        s.kind = WatchStatus::Kind::Connected;
        report(s);
    });
    connect(call, &Call::chunk, this, &Watch::consume);
    connect(call, &Call::finished, this, [this, call, stream] {
        if (stream->generation != m_generation)
            return;
        stream->ended = true;
        stream->endResult = call->result();
        m_call.reset();
        m_watchdog.stop();
        if (!stream->busy && stream->waiting.isEmpty())
            streamEnded();
    });
}

void Watch::consume(const QByteArray &data) {
    if (!m_stream || data.isEmpty())
        return;
    if (m_stream->framer)
        armWatchdog(m_streamTimeoutSeconds * 1000 + kSilenceGraceMs);
    m_stream->waiting.append({data, nowMs()});
    decodeNext();
}

void Watch::decodeNext() {
    const std::shared_ptr<Stream> stream = m_stream;
    if (!stream || stream->busy || stream->waiting.isEmpty())
        return;
    if (!stream->framer) { // no headers seen (cannot happen with Qt, but be safe)
        stream->format = m_request.wire;
        codecs::Limits limits;
        limits.maxInputBytes = kMaxEventBytes;
        stream->framer.emplace(*stream->format, limits);
    }
    stream->busy = true;
    auto chunks = std::exchange(stream->waiting, {});
    const std::optional<ShardSelector> shard = m_shard;
    const bool initialPhase = m_inInitialEvents;
    auto job = [stream, chunks = std::move(chunks), shard, initialPhase]() {
        Decoded out;
        bool initial = initialPhase;
        for (const auto &[bytes, arrival] : chunks) {
            auto framed = stream->framer->feed(bytes);
            if (!framed) {
                out.error = framed.error();
                return out;
            }
            QList<codecs::WatchEvent> raws = std::move(framed).value();
            for (codecs::WatchEvent &raw : raws) {
                WatchEvent ev;
                const auto type = WatchEvent::typeFromName(raw.type);
                if (!type) {
                    out.error = mado::Error{Watch::tr("an event of unknown type %1").arg(raw.type)};
                    return out;
                }
                ev.type = *type;
                ev.bytes = raw.bytes;
                ev.arrivalMs = arrival;
                ev.complete = raw.complete;
                ev.object = std::move(raw.object);
                if (ev.type != WatchEvent::Type::Error) {
                    const QCborValue meta = watchObjectMetadata(ev.object);
                    ev.resourceVersion =
                        ev.type == WatchEvent::Type::Bookmark
                            ? ev.object[QLatin1String("metadata")][QLatin1String("resourceVersion")]
                                  .toString()
                            : meta[QLatin1String("resourceVersion")].toString();
                    if (ev.type == WatchEvent::Type::Bookmark) {
                        ev.initialEventsEnd = ev.object[QLatin1String("metadata")]
                                                       [QLatin1String("annotations")][kInitialEventsEnd]
                                                           .toString() == QLatin1String("true");
                    } else {
                        ev.ns = meta[QLatin1String("namespace")].toString();
                        ev.name = meta[QLatin1String("name")].toString();
                        ev.uid = meta[QLatin1String("uid")].toString();
                        if (shard && !shard->matches(shardSubject(ev.object))) {
                            out.skippedResourceVersion = ev.resourceVersion;
                            continue;
                        }
                    }
                }
                ev.initial = initial && ev.type == WatchEvent::Type::Added;
                if (ev.initialEventsEnd)
                    initial = false;
                out.events.append(std::move(ev));
            }
        }
        // A bad event after good ones: the framer reports it on its next feed.
        if (auto rest = stream->framer->feed(QByteArray()); !rest)
            out.error = rest.error();
        return out;
    };
    runOffThread(this, job, [this, stream](const Decoded &decoded) {
        stream->busy = false;
        if (stream->generation != m_generation)
            return;
        takeDecoded(decoded);
        if (stream->generation != m_generation)
            return;
        if (!stream->waiting.isEmpty())
            decodeNext();
        else if (stream->ended)
            streamEnded();
    });
}

void Watch::takeDecoded(const Decoded &decoded) {
    const int gen = m_generation;
    if (!decoded.skippedResourceVersion.isEmpty())
        m_resourceVersion = decoded.skippedResourceVersion;
    QList<QCborValue> initialItems;
    auto emitInitial = [&] {
        if (initialItems.isEmpty())
            return;
        m_initialCount += initialItems.size();
        emit listBatch(initialItems, std::exchange(m_firstInitialBatch, false));
        initialItems.clear();
    };
    for (const WatchEvent &ev : decoded.events) {
        if (ev.type == WatchEvent::Type::Error) {
            const QCborValue code = ev.object[QLatin1String("code")];
            if (code.toInteger() == 410) {
                emitInitial();
                WatchStatus s;
                s.kind = WatchStatus::Kind::Expired;
                report(s);
                if (gen != m_generation)
                    return;
                if (m_request.mode == WatchMode::FromResourceVersion) {
                    ApiError e = ApiError::fromHttp(410, QByteArray(), QByteArray());
                    e.reason = ev.object[QLatin1String("reason")].toString();
                    e.message = ev.object[QLatin1String("message")].toString();
                    return end(e);
                }
                ++m_recoveries;
                return relist();
            }
            m_outbox.append(ev);
            ApiError e;
            e.kind = ApiError::Kind::Http;
            e.httpStatus = int(code.toInteger());
            e.reason = ev.object[QLatin1String("reason")].toString();
            e.message = ev.object[QLatin1String("message")].toString();
            WatchStatus s;
            s.kind = WatchStatus::Kind::ServerError;
            s.error = e;
            report(s); // flushes the ERROR event first
            if (gen != m_generation)
                return;
            ++m_failures; // the stream that follows is resumed after a backoff
            if (m_stream)
                m_stream->serverError = true;
            if (serverErrorAtVersion(e))
                return;
            continue;
        }
        m_failures = 0;
        if (!ev.resourceVersion.isEmpty() && ev.resourceVersion != m_errorVersion) {
            // Past the version the server failed at: errors start counting afresh.
            m_errorsAtVersion = 0;
            m_errorRelists = 0;
            m_errorVersion.clear();
        }
        if (!ev.resourceVersion.isEmpty())
            m_resourceVersion = ev.resourceVersion;
        if (ev.initial)
            initialItems.append(ev.object);
        m_outbox.append(ev);
        if (ev.initialEventsEnd && m_inInitialEvents) {
            m_inInitialEvents = false;
            emitInitial();
            if (gen != m_generation)
                return;
            if (m_firstInitialBatch) // no object at all: still a (empty) fresh state
                emit listBatch({}, std::exchange(m_firstInitialBatch, false));
            if (gen != m_generation)
                return;
            flush();
            if (gen != m_generation)
                return;
            emit listed();
            if (gen != m_generation)
                return;
            WatchStatus s;
            s.kind = WatchStatus::Kind::InitialEventsEnd;
            s.objects = m_initialCount;
            report(s);
            if (gen != m_generation)
                return;
        }
    }
    emitInitial();
    if (gen != m_generation)
        return;
    if (decoded.error)
        return end(unreadableEvent(m_request.path, *decoded.error));
    if (m_outbox.isEmpty())
        return;
    const qint64 since = m_sinceFlush.elapsed();
    if (since >= kFlushIntervalMs)
        flush();
    else if (!m_flushTimer.isActive())
        m_flushTimer.start(int(kFlushIntervalMs - since));
}

void Watch::flush() {
    m_flushTimer.stop();
    if (m_outbox.isEmpty())
        return;
    const QList<WatchEvent> batch = std::exchange(m_outbox, {});
    m_sinceFlush.restart();
    const int gen = m_generation;
    emit events(batch);
    if (gen != m_generation || isFinished())
        return;
    if (!isSignalConnected(QMetaMethod::fromSignal(&Watch::event)))
        return;
    for (const WatchEvent &ev : batch) {
        if (ev.initial || ev.type == WatchEvent::Type::Error)
            continue;
        emit event(ev.typeName(), ev.object);
        if (gen != m_generation || isFinished()) // a slot ended the watch
            return;
    }
}

void Watch::streamEnded() {
    const std::shared_ptr<Stream> stream = std::exchange(m_stream, nullptr);
    const CallResult r = *stream->endResult;
    if (!r)
        return recover(r.error());
    if (stream->framer) {
        if (auto framed = stream->framer->finish(); !framed) {
            // Cut off in the middle of an event: a dropped connection.
            ApiError e;
            e.kind = ApiError::Kind::Network;
            e.httpStatus = 200; // the server had answered: the stream broke off
            e.message = framed.error().message;
            return recover(e);
        }
    }
    // The server ended the watch (its timeout): resume from the last version
    // seen; one that ended at once waits, so a server that keeps closing
    // streams is not hammered.
    WatchStatus s;
    s.kind = WatchStatus::Kind::Disconnected;
    report(s);
    if (stream->serverError) {
        // counted with its error
    } else if (m_started.elapsed() < 1000) {
        ++m_failures;
    } else if (m_errorsAtVersion == 0) {
        m_failures = 0; // a stream that lasted, with no error in it
    }
    ++m_recoveries;
    if (m_inInitialEvents && m_request.mode == WatchMode::StreamingList)
        m_resourceVersion = m_request.resourceVersion; // the initial events were cut: stream the list again
    scheduleReconnect(m_failures > 0 ? -1 : 0);
}

void Watch::recover(const ApiError &error) {
    if (error.kind == ApiError::Kind::Canceled)
        return;
    if (error.httpStatus == 410) {
        WatchStatus s;
        s.kind = WatchStatus::Kind::Expired;
        report(s);
        if (m_request.mode == WatchMode::FromResourceVersion)
            return end(error);
        ++m_recoveries;
        return relist();
    }
    if (error.httpStatus == 429) {
        WatchStatus s;
        s.kind = WatchStatus::Kind::RetryAfter;
        s.retryAfterSeconds = std::max(1, error.retryAfterSeconds);
        s.error = error;
        report(s);
        ++m_recoveries;
        return scheduleReconnect(s.retryAfterSeconds * 1000);
    }
    if (!isTransient(error) || !m_everConnected)
        return end(error);
    WatchStatus s;
    s.kind = WatchStatus::Kind::Disconnected;
    s.error = error;
    report(s);
    ++m_failures;
    if (error.kind == ApiError::Kind::Http && error.httpStatus == 500 && !m_listing &&
        serverErrorAtVersion(error))
        return;
    if (m_request.maxReconnectAttempts >= 0 && m_failures > m_request.maxReconnectAttempts)
        return end(error);
    ++m_recoveries;
    if (m_inInitialEvents && m_request.mode == WatchMode::StreamingList)
        m_resourceVersion = m_request.resourceVersion;
    scheduleReconnect(-1);
}

bool Watch::serverErrorAtVersion(const ApiError &error) {
    if (m_errorsAtVersion == 0 || m_errorVersion != m_resourceVersion) {
        m_errorVersion = m_resourceVersion;
        m_errorsAtVersion = 0;
    }
    if (++m_errorsAtVersion < kServerErrorsBeforeRelist)
        return false;
    // The server cannot go on from this version: resuming there again would
    // fail forever. Start from a fresh list instead (its owner's, for a watch
    // that only watches).
    const int errors = std::exchange(m_errorsAtVersion, 0);
    ++m_generation;
    m_call.reset();
    m_stream.reset();
    m_watchdog.stop();
    if (m_request.mode == WatchMode::FromResourceVersion) {
        end(error);
        return true;
    }
    ++m_errorRelists;
    ++m_recoveries;
    m_failures = 0; // the relist is a fresh start; its own backoff is m_errorRelists'
    const double exp = std::min(kRelistBackoffCapMs * 1.0,
                                kRelistBackoffBaseMs * std::pow(2.0, std::min(m_errorRelists - 1, 16)));
    const double jitter = 0.8 + 0.4 * QRandomGenerator::global()->generateDouble();
    WatchStatus s;
    s.kind = WatchStatus::Kind::Relisting;
    s.error = error;
    s.attempt = errors;
    s.delayMs = int(exp * jitter);
    report(s);
    if (m_request.mode == WatchMode::StreamingList) {
        m_resourceVersion.clear();
        m_inInitialEvents = true;
        m_listing = false;
    } else {
        m_listing = true;
    }
    m_retry.start(s.delayMs);
    return true;
}

void Watch::scheduleReconnect(int delayMs) {
    if (delayMs < 0) {
        const double exp =
            std::min(kBackoffCapMs * 1.0, kBackoffBaseMs * std::pow(2.0, std::max(0, m_failures - 1)));
        const double jitter = 0.8 + 0.4 * QRandomGenerator::global()->generateDouble();
        delayMs = int(exp * jitter);
    }
    ++m_generation;
    WatchStatus s;
    s.kind = WatchStatus::Kind::Reconnecting;
    s.attempt = m_failures + 1;
    s.delayMs = delayMs;
    report(s);
    m_retry.start(delayMs);
}

void Watch::armWatchdog(int ms) {
    m_watchdog.start(ms);
}

void Watch::watchdogFired() {
    if (isFinished() || !m_call)
        return;
    // No answer (a request lost in a dying connection), or a stream silent
    // far past its timeout: drop it and go on as after a dropped connection.
    ++m_generation;
    m_call.reset();
    m_stream.reset();
    ApiError e;
    e.kind = ApiError::Kind::Network;
    e.message = tr("The server did not answer in time.");
    recover(e);
}

void Watch::retryNow() {
    if (isFinished())
        return;
    // A list that failed before it completed starts over; a watch resumes.
    if (m_listing)
        list(QString());
    else
        watch();
}

} // namespace kube
