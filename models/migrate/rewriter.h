#pragma once

// Step 3 of a storage-version migration: write every object once at the
// storage version, so etcd holds it in the new encoding.
//
// The no-op write is an update (PUT) of the object exactly as listed at the
// storage version, carrying its resourceVersion. Why PUT and not the
// server-side apply of apiVersion/kind/name/uid/resourceVersion Kubernetes'
// migrator sends: it needs only the `update` verb the user already has for the
// resource, it adds no field manager entry to every object's managedFields,
// and its optimistic concurrency is the plain one every client knows (a 409
// means re-read and retry). Its cost, the full object in the request, is paid
// once per object and the list already brought the bytes.
//
// Paged list (limit/continue), bounded concurrency, a QPS cap (token bucket),
// 409 → re-read + retry, 404 → already gone, 429 → wait Retry-After, pause,
// resume, cancel; progress persisted through ProgressStore so a killed Mado
// resumes: objects are listed in key order, and the record keeps the key
// below which every object is done (the watermark).

#include "kube/client.h"
#include "kube/continuetokens.h"
#include "kube/handle.h"
#include "models/migrate/crdstate.h"
#include "models/migrate/progressstore.h"

#include <QCborValue>
#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QPointer>
#include <QTimer>

#include <deque>
#include <vector>

namespace migrate {

/// How to rewrite.
struct RewriteOptions {
    int concurrency = 8; ///< writes in flight at most
    double qps = 0;      ///< writes per second at most; 0: uncapped
    int pageSize = 500;  ///< objects per list page
    QString version;     ///< the storage version to write at (the CRD's current one)
};

/// A snapshot of the progress.
struct RewriteProgress {
    qint64 total = 0;
    qint64 done = 0; ///< rewritten + gone + skipped by a resume + failed
    qint64 rewritten = 0;
    qint64 gone = 0;
    qint64 conflicts = 0;
    qint64 failed = 0;
    qint64 retriesAfter429 = 0;
    double rate = 0;        ///< objects per second in this run
    double etaSeconds = -1; ///< -1: unknown
    bool paused = false;
    bool resumed = false; ///< this run continued a saved record
};

using RewriteTask = kube::Task<RewriteRecord, mado::Error>;

/// The rewrite of one CRD's objects (the handle shape of kube/handle.h).
class Rewriter final : public RewriteTask {
    Q_OBJECT

public:
    /// Starts (or resumes, when store holds an unfinished record of this CRD
    /// at this version) the rewrite; never blocks. Child of client.
    static Rewriter *start(kube::Client *client, const CrdState &crd, const RewriteOptions &options,
                           const ProgressStore &store);
    ~Rewriter() override;

    /// Stops dispatching writes (those in flight finish); the record is saved.
    void pause();
    /// Continues after pause().
    void resume();
    /// Stops; the record is saved; finished() follows with a canceled error.
    void cancel() override;

    RewriteProgress progress() const;
    const RewriteRecord &record() const { return m_record; }
    /// Per-object failures of this run: key → translated message.
    const QHash<QString, QString> &failures() const { return m_failures; }

signals:
    /// Progress moved (at most every 100 ms, and at pause/resume/end).
    void progressChanged();
    /// A page of objects was listed (count objects); the writes of that page follow.
    void pageListed(int count);
    /// An object failed for good (e.g. 422); key is ns/name.
    void objectFailed(const QString &key, const QString &message);

private:
    struct Item {
        qint64 seq = 0;
        QString ns;
        QString name;
        QCborValue object;
        int attempts = 0;
    };

    Rewriter(kube::Client *client, const CrdState &crd, const RewriteOptions &options,
             const ProgressStore &store);
    void begin();
    void listNext();
    void onPage(kube::Call *call);
    /// Stops the run on a list that cannot go on: saved, reported, finished.
    void listFailed(const kube::ApiError &error);
    void dispatch();
    void write(Item item);
    void reread(Item item);
    void settle(qint64 seq, bool ok);
    void maybeFinish();
    void save();
    void emitProgressSoon();
    bool takeToken(int *waitMs);

    QPointer<kube::Client> m_client;
    CrdState m_crd;
    RewriteOptions m_options;
    ProgressStore m_store;
    RewriteRecord m_record;

    QString m_continue;
    kube::ContinueTokens m_followed; ///< the continue tokens this run's list has asked for
    QString m_lastListedKey;
    QString m_skipUpTo; ///< keys <= this were done before (watermark) or are already queued
    bool m_listing = false;
    bool m_listDone = false;
    bool m_paused = false;
    bool m_stopped = false;
    std::deque<Item> m_queue;
    int m_inFlight = 0;
    QList<QPointer<QObject>> m_handles;

    std::vector<QString> m_keys; ///< by seq
    std::vector<char> m_settled; ///< by seq: 0 open, 1 done, 2 failed
    qint64 m_lowOpen = 0;        ///< lowest seq not settled ok
    qint64 m_skipped = 0;
    qint64 m_settledThisRun = 0;
    bool m_countSkips = true;
    int m_listRetries = 0;
    qint64 m_failedCount = 0;
    qint64 m_retries429 = 0;
    qint64 m_processedThisRun = 0;
    QHash<QString, QString> m_failures;

    double m_tokens = 0;
    QElapsedTimer m_clock;
    qint64 m_lastRefillMs = 0;
    qint64 m_throttleUntilMs = 0;
    QTimer m_dispatchTimer;
    QTimer m_saveTimer;
    QTimer m_progressTimer;
    bool m_dirty = false;
    bool m_resumed = false;
};

/// The key of an object in list (and etcd) order: ns/name, or name.
QString objectKey(const QString &ns, const QString &name);

} // namespace migrate
