#pragma once

#include "kube/handle.h"
#include "kube/watch.h"
#include "models/watch/watchrecord.h"
#include "models/watch/watchregistry.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>

namespace kube {
class Client;
}

namespace models::watch {

/// One live watch as the pane shows it: a kube::Watch whose events, list pages
/// and connection steps become WatchRecords (in batches, as they come), and
/// the set of objects the watch says exist now.
///
/// A streaming list whose initial-events-end bookmark does not come (a proxy
/// on the way may drop it) is given up after fallbackAfterMs() without a new
/// initial event: the session reports StatusType::StreamingFallback and
/// starts again as a list-then-watch, so the objects shown are still right.
///
/// With a WatchRegistry (setRegistry), the session subscribes to the shared
/// watch of its request instead of starting its own: sessions (panes) and
/// list views on the same collection share one watch. A session that joins a
/// watch which has listed already starts from its store: the objects as LIST
/// records and a Listed step. stop() only lets go of the shared watch.
class WatchSession final : public QObject {
    Q_OBJECT

public:
    /// An object the watch says exists now.
    struct Live {
        QString ns;
        QString name;
        QString resourceVersion;
    };

    /// Takes the client (not owned) and what to watch; start() begins.
    WatchSession(kube::Client *client, const kube::WatchRequest &request, QObject *parent = nullptr);
    ~WatchSession() override;

    /// Shares the watches of registry (set before start(); nullptr: its own watch).
    void setRegistry(models::WatchRegistry *registry) { m_registry = registry; }
    /// The shared watch this session follows, when it has a registry and runs.
    models::SharedWatch *sharedWatch() const { return m_lease.get(); }

    /// Starts (or restarts) the watch.
    void start();
    /// Ends the watch; a Stopped record follows.
    void stop();
    bool isRunning() const { return bool(m_watch) || bool(m_lease); }

    /// The request as now used (its mode changes after a fallback).
    const kube::WatchRequest &request() const { return m_request; }
    /// True once the session gave up on the streaming list.
    bool fellBack() const { return m_fellBack; }
    /// Whether to fall back to list-then-watch (default true), and after how
    /// long without an initial event and without the end bookmark (default 3 s).
    void setFallback(bool enabled, int afterMs = 3000);
    int fallbackAfterMs() const { return m_fallbackMs; }

    /// The objects that exist now, by uid.
    const QHash<QString, Live> &objects() const { return m_objects; }
    /// Names ("ns/name", or "name" when cluster-scoped) of objects(), sorted.
    QStringList objectNames() const;

    /// Records for one kube::WatchEvent / WatchStatus / listed object.
    static WatchRecord fromEvent(const kube::WatchEvent &event);
    static WatchRecord fromStatus(const kube::WatchStatus &status);
    static WatchRecord fromListItem(const QCborValue &object, qint64 arrivalMs);

signals:
    /// A batch of records, in order.
    void records(const QList<models::watch::WatchRecord> &records);
    /// objects() changed.
    void objectsChanged();
    /// The watch ended (stop(), or it could not go on: the Stopped record says why).
    void ended();

private:
    void onEvents(const QList<kube::WatchEvent> &events);
    void onStatus(const kube::WatchStatus &status);
    void onListBatch(const QList<QCborValue> &items, bool first);
    void fallBack();
    void startShared();
    void sharedFailed(const kube::ApiError &error);

    kube::Client *m_client;
    kube::WatchRequest m_request;
    kube::HandlePtr<kube::Watch> m_watch;
    QPointer<models::WatchRegistry> m_registry;
    models::WatchLease m_lease;
    QHash<QString, Live> m_objects;
    QTimer m_fallbackTimer;
    int m_fallbackMs = 3000;
    bool m_fallbackEnabled = true;
    bool m_fellBack = false;
    bool m_initialEnded = false;
};

} // namespace models::watch
