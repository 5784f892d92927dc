#pragma once

#include "kube/handle.h"
#include "kube/watch.h"

#include <QElapsedTimer>
#include <QObject>
#include <QSet>
#include <QTimer>

namespace kube {
class Client;
}

namespace models::watch {

/// One probe of the protocol doctor: a watch of the collection in one mode.
struct DoctorProbe {
    bool ran = false;
    QString error;            ///< why the probe could not watch (translated), if so
    qint64 initialEvents = 0; ///< objects of a streaming list's initial state (each uid once)
    QSet<QString> initialUids;
    bool initialEventsEnd = false;  ///< the initial-events-end bookmark arrived
    qint64 initialEventsEndMs = -1; ///< when, after the probe started
    qint64 listedObjects = -1;      ///< objects the list returned (list-then-watch)
    int bookmarks = 0;              ///< bookmarks other than the initial-events-end one
    int changes = 0;                ///< ADDED, MODIFIED and DELETED events after the initial state
    QList<qint64> bookmarkMs;       ///< their arrival, ms after the probe started
    bool serverShards = false;      ///< the list answer carried metadata.shardInfo
    bool shardFallback = false;     ///< the watch reported that the server ignored the selector
};

/// What the doctor found, in plain words.
struct DoctorFinding {
    enum class Verdict { Good, Warning, Problem, Info };
    enum class Code {
        InitialEventsEndArrived,
        InitialEventsEndMissing,
        StreamingFailed,
        BookmarksArrive,
        NoBookmarks,
        NoBookmarksQuiet,
        ShardsHonoured,
        ShardsIgnored,
        ShardFailed,
        ListThenWatchFailed,
    };
    Code code;
    Verdict verdict;
    QString text; ///< translated
};

struct DoctorReport {
    DoctorProbe streaming;
    DoctorProbe listThenWatch;
    DoctorProbe shard;
    qint64 durationMs = 0;
    QList<DoctorFinding> findings;
};

/// The watch protocol doctor: probes one collection with a streaming list,
/// with a list-then-watch and with a shard selector side by side for a few
/// seconds, and says in plain words what the path to the API server does:
/// whether the initial-events-end bookmark arrives, whether bookmarks arrive
/// and how often, whether the server honours shard selectors. Never blocks;
/// finished() comes once with report().
class ProtocolDoctor final : public QObject {
    Q_OBJECT

public:
    struct Options {
        /// The collection (path, selectors); the mode is the doctor's.
        kube::WatchRequest request;
        /// How long each probe watches.
        int probeMs = 8000;
        /// Each watch request's timeoutSeconds: the server sends a bookmark
        /// about 2 s before it ends a request, so short requests show bookmarks.
        int requestTimeoutSeconds = 4;
        /// The selector of the shard probe: half the hash space.
        QString shardSelector = QStringLiteral("shardRange(object.metadata.uid, '0x0000000000000000', "
                                               "'0x8000000000000000')");
    };

    explicit ProtocolDoctor(QObject *parent = nullptr);
    ~ProtocolDoctor() override;

    /// Starts the probes (any earlier run is dropped).
    void start(kube::Client *client, const Options &options);
    void cancel();
    bool isRunning() const { return m_running; }
    const DoctorReport &report() const { return m_report; }

    /// The findings for the probes' outcomes (translated).
    static QList<DoctorFinding> diagnose(const DoctorReport &report, const Options &options);

signals:
    void finished();

private:
    void watchProbe(kube::HandlePtr<kube::Watch> &slot, DoctorProbe *probe, kube::WatchRequest request);
    void finish();

    Options m_options;
    DoctorReport m_report;
    kube::HandlePtr<kube::Watch> m_streaming;
    kube::HandlePtr<kube::Watch> m_listThenWatch;
    kube::HandlePtr<kube::Watch> m_shard;
    QElapsedTimer m_clock;
    QTimer m_timer;
    bool m_running = false;
};

} // namespace models::watch
