#pragma once

#include "kube/client.h"

#include <QCborValue>
#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

namespace bench {

/// A steady write load on the API server, for the watch fault test and the
/// watch benchmarks (machinery and pane): it keeps `objects` ConfigMaps in a
/// namespace and updates them round-robin at `writesPerSecond` (0: as fast as
/// `inFlight` concurrent requests allow), every `deleteEvery`-th write deleting
/// and re-creating its object instead (0: never). Failed writes (the server
/// restarting) are counted and the load goes on. Never blocks.
class LoadGenerator final : public QObject {
    Q_OBJECT

public:
    struct Options {
        QString ns;
        QString prefix = QStringLiteral("load-");
        int objects = 20;
        double writesPerSecond = 50; ///< 0: flat out, bounded by inFlight
        int inFlight = 8;
        int deleteEvery = 0;
        int payloadBytes = 64; ///< the size of each ConfigMap's data value
    };

    LoadGenerator(kube::Client *client, const Options &options, QObject *parent = nullptr);

    /// Creates the objects (those already there are kept), then writes until stop().
    void start();
    /// Stops sending; writes in flight still finish (see idle()).
    void stop();

    qint64 writes() const { return m_ok; }       ///< writes the server accepted
    qint64 failures() const { return m_failed; } ///< writes that failed (server away, conflicts)
    int inFlight() const { return m_inFlight; }
    /// Accepted writes per second since start().
    double rate() const;
    /// When an object written by a LoadGenerator was sent (ms since the
    /// epoch, from its data.v), or 0 for other objects.
    static qint64 sentAtOf(const QCborValue &object);

signals:
    /// The objects exist; the steady load begins.
    void ready();
    /// stop() was called and nothing is in flight any more.
    void idle();

private:
    void pump();
    void send(int index, bool create);
    kube::Request writeRequest(int index, bool create) const;

    kube::Client *m_client;
    Options m_options;
    QTimer m_timer;
    QElapsedTimer m_clock;
    bool m_running = false;
    bool m_ready = false;
    int m_creating = 0;
    int m_inFlight = 0;
    qint64 m_sent = 0;
    qint64 m_ok = 0;
    qint64 m_failed = 0;
    qint64 m_sequence = 0;
};

} // namespace bench
