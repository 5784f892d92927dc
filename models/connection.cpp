#include "models/connection.h"

#include "codecs/json.h"

namespace models {

Connection::Connection(QObject *parent)
    : QObject(parent) {
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, &Connection::probe);
}

Connection::~Connection() = default;

void Connection::setState(State s) {
    m_state = s;
    emit stateChanged(s);
}

void Connection::reportLost(const QString &reason) {
    if (!m_client || m_state == State::Reconnecting)
        return;
    m_error = reason;
    m_retryDelayMs = 2000;
    setState(State::Reconnecting);
    m_retry.start(m_retryDelayMs);
}

void Connection::disconnectFromServer() {
    m_retry.stop();
    m_probe.reset();
    emit clientAboutToChange();
    m_client.reset();
    m_serverVersion.clear();
    m_error.clear();
    setState(State::Disconnected);
}

QString Connection::proxy() const {
    return m_client ? m_client->proxyDescription() : QString();
}

void Connection::connectTo(const kube::ResolvedContext &context) {
    m_probe.reset();
    emit clientAboutToChange();
    m_client.reset();
    m_contextName = context.name;
    m_serverVersion.clear();
    m_error.clear();
    m_insecure = context.cluster.insecureSkipTlsVerify;
    m_impersonating = context.user.impersonate;
    auto client = kube::Client::create(context);
    if (!client) {
        m_error = client.error().userMessage();
        setState(State::Failed);
        return;
    }
    m_client = std::move(client).value();
    m_retry.stop();
    setState(State::Connecting);
    probe();
}

void Connection::probe() {
    if (!m_client)
        return;
    kube::Call *call = m_client->get(QStringLiteral("/version"));
    m_probe.reset(call);
    connect(call, &kube::Call::finished, this, [this, call] {
        const kube::CallResult r = call->result();
        m_probe.reset();
        if (!r) {
            m_error = r.error().userMessage();
            if (m_state == State::Reconnecting) {
                m_retryDelayMs = std::min(m_retryDelayMs * 2, 15000);
                m_retry.start(m_retryDelayMs);
                emit stateChanged(m_state); // the reason may have changed
                return;
            }
            setState(State::Failed);
            return;
        }
        auto doc = codecs::parseJson(r->body);
        if (!doc) {
            m_error = doc.error().message;
            setState(State::Failed);
            return;
        }
        m_serverVersion = (*doc)[QLatin1String("gitVersion")].toString();
        m_error.clear();
        setState(State::Connected);
        emit connected();
    });
}

} // namespace models
