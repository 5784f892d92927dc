#include "models/cel/celrunner.h"

#include <QPointer>
#include <QThreadPool>

namespace models::celplay {

CelRunner::CelRunner(QObject *parent)
    : QObject(parent) {
    qRegisterMetaType<models::celplay::EvalOutcome>();
}

CelRunner::~CelRunner() {
    if (m_interrupt)
        m_interrupt->store(true);
}

void CelRunner::runNow(const EvalRequest &request) {
    m_pending = request;
    launch();
}

void CelRunner::cancel() {
    if (m_interrupt)
        m_interrupt->store(true);
}

void CelRunner::launch() {
    if (m_interrupt)
        m_interrupt->store(true);
    auto flag = std::make_shared<std::atomic<bool>>(false);
    m_interrupt = flag;
    const quint64 generation = ++m_generation;
    ++m_running;
    emit started();
    QPointer<CelRunner> self(this);
    EvalRequest request = m_pending;
    QThreadPool::globalInstance()->start([self, flag, generation, request] {
        EvalOutcome outcome = evaluate(request, flag.get());
        // Back on the runner's thread; a runner deleted meanwhile hears nothing.
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, generation, outcome] {
                if (!self)
                    return;
                --self->m_running;
                if (generation == self->m_generation || outcome.interrupted)
                    if (generation == self->m_generation)
                        emit self->finished(outcome);
            },
            Qt::QueuedConnection);
    });
}

} // namespace models::celplay
