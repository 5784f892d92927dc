#pragma once
// Evaluation as you type: requests are debounced, run on the thread pool and
// can be interrupted, so a cost bomb never blocks the GUI thread. The
// playground's one asynchronous unit.
#include "models/cel/celeval.h"

#include <QObject>

#include <atomic>
#include <memory>

namespace models::celplay {

class CelRunner final : public QObject {
    Q_OBJECT
public:
    explicit CelRunner(QObject *parent = nullptr);
    ~CelRunner() override;

    /// Runs request on the thread pool at once; a running evaluation is
    /// interrupted and its outcome dropped. (The playground waits for typing
    /// to pause before it builds a request: building one reads its documents.)
    void runNow(const EvalRequest &request);
    /// Interrupts the running evaluation (finished() follows with
    /// EvalOutcome::interrupted).
    void cancel();
    bool isRunning() const { return m_running > 0; }

signals:
    /// An evaluation started on the pool.
    void started();
    /// The outcome of the latest request (outcomes of replaced requests are dropped).
    void finished(const models::celplay::EvalOutcome &outcome);

private:
    void launch();
    EvalRequest m_pending;
    std::shared_ptr<std::atomic<bool>> m_interrupt;
    quint64 m_generation = 0;
    int m_running = 0;
};

} // namespace models::celplay

Q_DECLARE_METATYPE(models::celplay::EvalOutcome)
