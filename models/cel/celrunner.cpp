#include "models/cel/celrunner.h"

#include <QPointer>
#include <QThreadPool>

namespace models::celplay {

CelRunner::CelRunner(QObject *parent)
    : QObject(parent) {
    qRegisterMetaType<models::celplay::EvalOutcome>();
    m_timer.setSingleShot(true);
    m_timer.setInterval(250);
    connect(&m_timer, &QTimer::timeout, this, &CelRunner::launch);
}

CelRunner::~CelRunner() {
    if (m_interrupt)
        m_interrupt->store(true);
}

void CelRunner::submit(const EvalRequest &request) {
    m_pending = request;
    if (m_interrupt)
        m_interrupt->store(true);
    m_timer.start();
}

void CelRunner::runNow(const EvalRequest &request) {
    m_pending = request;
    m_timer.stop();
    launch();
}

void CelRunner::cancel() {
    m_timer.stop();
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
