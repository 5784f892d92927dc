#pragma once

// A probe of the current thread's event loop: how late a short, precise timer
// fires while the code under test runs. A stall (a slot or a decode that keeps
// the loop busy) shows up as one late tick.
//
// On a loaded machine the scheduler also makes ticks late while the thread
// does nothing. So a tick's stall is its lateness, but at most the CPU time the
// thread spent between the two ticks: what the code kept the loop busy with.
// maxLatenessMs() keeps the raw wall-clock figure.
//
//     mado::test::EventLoopLatency probe;
//     probe.start();
//     ... run the work, spinning the event loop (QSignalSpy::wait, QTRY_*) ...
//     probe.stop();
//     QVERIFY2(probe.maxStallMs() <= 50, qPrintable(probe.summary()));

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>

#include <algorithm>
#include <time.h>

namespace mado::test {

class EventLoopLatency final {
public:
    /// intervalMs: how often the probe ticks; a tick later than that is a stall.
    explicit EventLoopLatency(int intervalMs = 5)
        : m_intervalMs(intervalMs) {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(intervalMs);
        QObject::connect(&m_timer, &QTimer::timeout, [this] { tick(); });
    }

    /// Starts measuring (forgetting earlier samples).
    void start() {
        m_lateMs.clear();
        m_stallMs.clear();
        m_clock.start();
        m_last = 0;
        m_lastCpu = threadCpuNs();
        m_timer.start();
    }
    /// Stops measuring; the samples stay.
    void stop() {
        tick();
        m_timer.stop();
    }

    /// Ticks seen.
    qsizetype samples() const { return m_stallMs.size(); }
    /// The longest time the thread kept the loop busy beyond the interval, in ms.
    double maxStallMs() const { return maxOf(m_stallMs); }
    /// The latest tick by the wall clock (scheduler delays included), in ms.
    double maxLatenessMs() const { return maxOf(m_lateMs); }
    /// The q-quantile (0..1) of the stalls, in ms.
    double quantileMs(double q) const {
        if (m_stallMs.isEmpty())
            return 0;
        QList<double> sorted = m_stallMs;
        std::sort(sorted.begin(), sorted.end());
        return sorted.at(std::min<qsizetype>(sorted.size() - 1, qsizetype(q * double(sorted.size()))));
    }
    /// One line for test output: samples, median, p99 and max stall, max lateness.
    QString summary() const {
        return QStringLiteral("event loop: %1 ticks of %2 ms, stall median %3 ms, p99 %4 ms, max %5 ms "
                              "(wall-clock lateness max %6 ms)")
            .arg(samples())
            .arg(m_intervalMs)
            .arg(quantileMs(0.5), 0, 'f', 2)
            .arg(quantileMs(0.99), 0, 'f', 2)
            .arg(maxStallMs(), 0, 'f', 2)
            .arg(maxLatenessMs(), 0, 'f', 2);
    }

private:
    static qint64 threadCpuNs() {
        timespec ts{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
        return qint64(ts.tv_sec) * 1000000000 + ts.tv_nsec;
    }
    static double maxOf(const QList<double> &v) {
        return v.isEmpty() ? 0 : *std::max_element(v.begin(), v.end());
    }

    void tick() {
        if (!m_clock.isValid())
            return;
        const qint64 now = m_clock.nsecsElapsed();
        const qint64 cpu = threadCpuNs();
        const double lateMs = std::max(0.0, double(now - m_last) / 1e6 - m_intervalMs);
        const double busyMs = double(cpu - m_lastCpu) / 1e6;
        m_last = now;
        m_lastCpu = cpu;
        m_lateMs.append(lateMs);
        m_stallMs.append(std::min(lateMs, busyMs));
    }

    int m_intervalMs;
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    qint64 m_lastCpu = 0;
    QList<double> m_lateMs;  ///< per tick, by the wall clock
    QList<double> m_stallMs; ///< per tick, at most the thread's CPU time
};

} // namespace mado::test
