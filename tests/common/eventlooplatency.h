#pragma once
// Watches the event loop's latency: a precise timer ticking every few
// milliseconds records the largest gap between two ticks. A stall of the
// thread (work done in a slot instead of off the thread) shows as a gap.
#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <algorithm>

namespace mado::test {

class EventLoopLatency final : public QObject {
public:
    explicit EventLoopLatency(int intervalMs = 5, QObject *parent = nullptr)
        : QObject(parent) {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(intervalMs);
        QObject::connect(&m_timer, &QTimer::timeout, this, [this] {
            m_maxGapMs = std::max(m_maxGapMs, m_clock.restart());
            ++m_ticks;
        });
    }

    /// Starts measuring from now (forgets earlier gaps).
    void start() {
        m_maxGapMs = 0;
        m_ticks = 0;
        m_clock.start();
        m_timer.start();
    }
    /// Stops measuring; the last gap up to now counts.
    void stop() {
        if (m_timer.isActive())
            m_maxGapMs = std::max(m_maxGapMs, m_clock.elapsed());
        m_timer.stop();
    }
    /// The largest time between two ticks (or since the last one), in ms.
    qint64 maxGapMs() const { return m_maxGapMs; }
    int ticks() const { return m_ticks; }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_maxGapMs = 0;
    int m_ticks = 0;
};

} // namespace mado::test
