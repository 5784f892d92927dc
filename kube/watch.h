#pragma once

#include "codecs/mediatype.h"
#include "codecs/watchframing.h"
#include "kube/apierror.h"
#include "kube/continuetokens.h"
#include "kube/handle.h"
#include "kube/pagepipeline.h"
#include "kube/shardselector.h"

#include <QCborValue>
#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QTimer>
#include <QUrlQuery>

#include <memory>
#include <optional>

namespace kube {

/// The metadata of a watched object: of the object itself, of a Table row, or
/// of the one row of a Table (the events of a watch with the Table accept).
QCborValue watchObjectMetadata(const QCborValue &object);

class Call;
class Client;

/// How a watch starts.
enum class WatchMode {
    /// List (in pages) to learn the state and its resourceVersion, then watch
    /// from there. After 410 Gone it lists again.
    ListThenWatch,
    /// A streaming list: one watch request with sendInitialEvents=true and
    /// resourceVersionMatch=NotOlderThan; the state arrives as ADDED events
    /// that end at the BOOKMARK annotated k8s.io/initial-events-end: "true".
    /// After 410 Gone it starts again.
    StreamingList,
    /// Only watch, from WatchRequest::resourceVersion (for owners that list on
    /// their own, e.g. a Table list). On 410 Gone the handle reports
    /// WatchStatus::Expired and finishes with the 410 error instead of relisting.
    FromResourceVersion,
};

/// What to watch, and how.
struct WatchRequest {
    /// The collection, e.g. /api/v1/namespaces/default/pods.
    QString path;
    /// Objects per page of the list (limit/continue); 0: one page.
    int pageSize = 500;
    WatchMode mode = WatchMode::ListThenWatch;
    /// FromResourceVersion: where to start (required). StreamingList: the
    /// NotOlderThan bound (empty: the most recent). ListThenWatch: ignored.
    QString resourceVersion;
    /// A single object: fieldSelector metadata.name=NAME (joined with fieldSelector).
    QString name;
    QString labelSelector;
    QString fieldSelector;
    /// A shard selector (kube::ShardSelector's syntax); empty: every object.
    QString shardSelector;
    /// Do not send shardSelector; filter on the client only (what happens
    /// anyway when a server ignores it). For tests and for servers that refuse it.
    bool shardOnClientOnly = false;
    /// The wire format asked for (json, protobuf or cbor). The stream is
    /// framed by the Content-Type the server answers with.
    codecs::WireFormat wire = codecs::WireFormat::Json;
    /// Replaces the Accept header of the list and the watch requests, e.g.
    /// "application/json;as=Table;g=meta.k8s.io;v=v1" for Table rows: the
    /// events' objects are then Tables of one row.
    QByteArray accept;
    /// The Accept header of the watch requests when it must differ from the
    /// list's (empty: accept): e.g. as=PartialObjectMetadata for the events
    /// after a list in as=PartialObjectMetadataList, which a watch cannot send.
    QByteArray watchAccept;
    /// timeoutSeconds of each watch request (0: a random 5 to 10 minutes, as
    /// client-go does). The server ends the request then (sending a bookmark
    /// 2 s before when the watch cache serves it) and the watch resumes by
    /// itself. A stream silent for 30 s longer than this is taken for dead.
    int timeoutSeconds = 0;
    /// Gives up after this many failed reconnections in a row (-1: never). A
    /// watch whose very first request fails on the network ends at once.
    int maxReconnectAttempts = -1;
};

/// One event of the stream, decoded (on the thread pool).
struct WatchEvent {
    enum class Type { Added, Modified, Deleted, Bookmark, Error };
    Type type = Type::Added;
    QCborValue object; ///< JSON-shaped; a Status for Error; a Table of one row with a Table accept
    QString resourceVersion;
    QString ns; ///< the object's namespace (empty for cluster-scoped objects and bookmarks)
    QString name;
    QString uid;
    qint64 bytes = 0;              ///< the size of the frame on the wire
    qint64 arrivalMs = 0;          ///< when its bytes arrived, ms since the epoch
    bool initialEventsEnd = false; ///< the bookmark that ends a streaming list's initial events
    bool initial = false;          ///< an ADDED event of a streaming list's initial state
    bool complete = true;          ///< false when protobuf carried a kind Mado has no schema for

    /// ADDED, MODIFIED, DELETED, BOOKMARK or ERROR.
    QString typeName() const;
    static QString typeName(Type type);
    static std::optional<Type> typeFromName(const QString &name);
};

/// One step in the history of a watch's connection, for the user to see.
struct WatchStatus {
    Q_DECLARE_TR_FUNCTIONS(kube::WatchStatus)

public:
    enum class Kind {
        Connecting,       ///< a list or watch request is sent (attempt)
        Connected,        ///< the watch stream is open (resourceVersion: from where)
        Listed,           ///< a list completed (objects, resourceVersion)
        InitialEventsEnd, ///< a streaming list's initial events ended (objects, resourceVersion)
        Disconnected,     ///< the stream ended or failed (error: why; none for a server timeout)
        Reconnecting,     ///< the next attempt comes after delayMs (attempt)
        Expired,          ///< 410 Gone: the resourceVersion is too old
        Relisting,        ///< listing (or streaming the list) again after Expired, or after
                          ///< repeated server errors at one resourceVersion (error: the last
                          ///< one; attempt: how many came in a row; delayMs: the wait before)
        RetryAfter,       ///< 429: waiting retryAfterSeconds as the server asked
        ShardFallback,    ///< the server ignored the shard selector: filtered on the client
        ServerError,      ///< an ERROR event other than 410 (error: its Status)
        Stopped,          ///< the watch ended (error: why, when it failed)
    };
    Kind kind = Kind::Connecting;
    qint64 timeMs = 0; ///< when, ms since the epoch
    QString resourceVersion;
    int attempt = 0;
    int delayMs = 0;
    int retryAfterSeconds = 0;
    qint64 objects = -1;
    std::optional<ApiError> error;

    /// A translated one-line description, e.g. "Reconnecting in 1.2 s (attempt 3)".
    QString text() const;
    /// The kind's stable English name (Connecting, Expired, ...), for JSON output.
    static QString kindName(Kind kind);
};

/// A watch of one collection (the handle shape of kube/handle.h), in one of
/// three modes (WatchMode), in JSON, protobuf or CBOR, with bookmarks always
/// allowed. Never blocks: pages and frames are decoded on the thread pool and
/// handed over in batches (a burst of frames becomes one events()).
///
/// Recovery, each step reported by status():
/// - the stream ends (server timeout), drops, or the server restarts: watch
///   again from the last resourceVersion seen (bookmarks advance it), after
///   an exponential backoff with jitter when the previous attempt failed;
/// - 410 Gone (as HTTP status or as an ERROR event): list again (or restart
///   the streaming list) and go on; listBatch(first=true) then starts the new
///   state, so consumers that rebuild on it end with exactly a fresh list;
///   FromResourceVersion finishes with the 410 error instead;
/// - 429: waits Retry-After seconds;
/// - an ERROR event other than 410 (or an HTTP 500) is delivered and
///   reported, then the watch resumes as after a dropped connection, with a
///   growing backoff; the third in a row at one resourceVersion (a server
///   that cannot resume from there, e.g. "PrevKv=nil" after an etcd
///   compaction) makes it list again instead (Relisting with the error),
///   after a backoff that grows with each such relist (up to 30 s), so it
///   never loops; FromResourceVersion finishes with the error instead.
///
/// With a shard selector, objects outside the shard are dropped on the client
/// too (a no-op when the server filtered); a list answer without
/// metadata.shardInfo reports ShardFallback.
///
/// The watch goes on until stop() or cancel(), or until it cannot go on (an
/// API error other than 410/429/5xx, the first request failing, too many
/// reconnections); finished() then comes once; result() is the
/// resourceVersion reached after stop(), or the error.
class Watch final : public Task<QString> {
    Q_OBJECT

public:
    /// Starts the watch; the handle is a child of client. A malformed shard
    /// selector finishes it (asynchronously) with a Config error.
    static Watch *start(Client *client, const WatchRequest &request);
    ~Watch() override;

    /// Ends the watch; finished() follows with the resourceVersion reached.
    void stop();
    /// Ends the watch; finished() follows with a Canceled error.
    void cancel() override;
    /// The last resourceVersion seen (a list's, an event's or a bookmark's).
    QString resourceVersion() const { return m_resourceVersion; }
    const WatchRequest &request() const { return m_request; }
    /// The wire format of the current stream (from its Content-Type).
    codecs::WireFormat streamFormat() const { return m_streamFormat; }
    /// Whether the server filtered by the shard selector (false before a list
    /// answered, and for StreamingList where no list answer tells).
    bool serverShards() const { return m_serverShards; }
    /// How many list pages were asked for before the page naming them was
    /// handed over (read ahead from the body while it decoded).
    int pagesAskedAhead() const { return m_askedAhead; }
    /// How many times the watch recovered (reconnected or relisted) so far.
    int recoveries() const { return m_recoveries; }

signals:
    /// One page of a list: the initial list, a relist after 410 Gone, or (in
    /// StreamingList) a batch of the initial events. On the first page of a
    /// list first is true: forget the items known so far then.
    void listBatch(const QList<QCborValue> &items, bool first);
    /// The list is complete (after its last listBatch()); events follow.
    void listed();
    /// A batch of events, in order: every ADDED, MODIFIED, DELETED, BOOKMARK
    /// and ERROR, the initial events of a streaming list included (initial).
    void events(const QList<kube::WatchEvent> &events);
    /// A step in the connection's history.
    void status(const kube::WatchStatus &status);
    /// Per event, for simple callers: ADDED, MODIFIED, DELETED or BOOKMARK,
    /// never an initial event of a streaming list (those come as listBatch()).
    void event(const QString &type, const QCborValue &object);

private:
    struct Page;
    struct Decoded;
    struct Stream;

    Watch(Client *client, const WatchRequest &request);
    void begin();
    void list(const QString &continueToken);
    void takePage(const Page &page, bool first, const std::optional<QString> &peeked);
    void handOverPages();
    void watch();
    void consume(const QByteArray &data);
    void decodeNext();
    void takeDecoded(const Decoded &decoded);
    void flush();
    void streamEnded();
    void recover(const ApiError &error);
    /// Counts a server error at the current resourceVersion; true when the
    /// watch gave up on that version (it relists, or ended).
    bool serverErrorAtVersion(const ApiError &error);
    void relist();
    void scheduleReconnect(int delayMs);
    void retryNow();
    void armWatchdog(int ms);
    void watchdogFired();
    void report(WatchStatus status);
    void end(mado::Result<QString, ApiError> result);
    QUrlQuery commonQuery() const;
    QByteArray acceptHeader() const;

    Client *m_client;
    WatchRequest m_request;
    std::optional<ShardSelector> m_shard;
    QString m_resourceVersion;
    codecs::WireFormat m_streamFormat = codecs::WireFormat::Json;
    bool m_serverShards = false;
    int m_recoveries = 0;
    int m_askedAhead = 0;
    int m_failures = 0;        ///< failed attempts in a row (backoff exponent)
    QString m_errorVersion;    ///< the resourceVersion of the last server errors
    int m_errorsAtVersion = 0; ///< server errors in a row at m_errorVersion
    int m_errorRelists = 0;    ///< relists after server errors with no progress since (backoff exponent)
    bool m_everConnected = false;
    bool m_listing = false;         ///< a list is under way (a retry lists again)
    bool m_inInitialEvents = false; ///< StreamingList: before the initial-events-end bookmark
    bool m_firstInitialBatch = false;
    qint64 m_initialCount = 0;
    qint64 m_listedCount = 0;
    PagePipeline<Page> m_pages;       ///< list pages answered and not yet handed over
    ContinueTokens m_followed;        ///< the continue tokens this list has asked for
    std::shared_ptr<Stream> m_stream; ///< the current watch stream's framer and queue
    HandlePtr<Call> m_call;
    QElapsedTimer m_started;
    QTimer m_retry;
    QTimer m_watchdog; ///< a request with no answer, or a stream silent too long, is abandoned
    int m_streamTimeoutSeconds = 0;
    QTimer m_flushTimer;
    QElapsedTimer m_sinceFlush;
    QList<WatchEvent> m_outbox;
    /// Bumped by every new list (not by its next pages), watch request and the
    /// end: stale results are dropped.
    int m_generation = 0;
};

} // namespace kube

Q_DECLARE_METATYPE(kube::WatchEvent)
Q_DECLARE_METATYPE(kube::WatchStatus)
