#pragma once
// Evaluation as you type: requests are debounced, run on the thread pool and
// can be interrupted, so a cost bomb never blocks the GUI thread. The
// playground's one asynchronous unit.
#include "models/cel/celeval.h"

#include <QObject>
#include <QTimer>

#include <atomic>
#include <memory>

namespace models::celplay {

class CelRunner final : public QObject {
    Q_OBJECT
public:
    explicit CelRunner(QObject *parent = nullptr);
    ~CelRunner() override;

    /// Schedules request after the debounce delay; a newer request replaces
    /// it, and a running evaluation is interrupted.
    void submit(const EvalRequest &request);
    /// Runs request at once (no debounce).
    void runNow(const EvalRequest &request);
    /// Interrupts the running evaluation (finished() follows with
    /// EvalOutcome::interrupted) and drops a scheduled one.
    void cancel();
    bool isRunning() const { return m_running > 0; }
    void setDebounce(int ms) { m_timer.setInterval(ms); }

signals:
    /// An evaluation started on the pool.
    void started();
    /// The outcome of the latest request (outcomes of replaced requests are dropped).
    void finished(const models::celplay::EvalOutcome &outcome);

private:
    void launch();
    QTimer m_timer;
    EvalRequest m_pending;
    std::shared_ptr<std::atomic<bool>> m_interrupt;
    quint64 m_generation = 0;
    int m_running = 0;
};

} // namespace models::celplay

Q_DECLARE_METATYPE(models::celplay::EvalOutcome)
