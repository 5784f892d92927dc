#include "models/connection.h"

#include "codecs/json.h"

namespace models {

Connection::Connection(QObject *parent)
    : QObject(parent)
{
}

Connection::~Connection() = default;

void Connection::setState(State s)
{
    m_state = s;
    emit stateChanged(s);
}

void Connection::disconnectFromServer()
{
    if (m_probe)
        m_probe->cancel();
    m_client.reset();
    m_serverVersion.clear();
    m_error.clear();
    setState(State::Disconnected);
}

void Connection::connectTo(const kube::ResolvedContext &context)
{
    if (m_probe)
        m_probe->cancel();
    m_client.reset();
    m_contextName = context.name;
    m_serverVersion.clear();
    m_error.clear();
    m_insecure = context.cluster.insecureSkipTlsVerify;
    auto client = kube::Client::create(context);
    if (!client) {
        m_error = client.error().userMessage();
        setState(State::Failed);
        return;
    }
    m_client = std::move(client).value();
    setState(State::Connecting);
    kube::Call *call = m_client->get(QStringLiteral("/version"));
    m_probe = call;
    connect(call, &kube::Call::finished, this, [this, call] {
        call->deleteLater();
        const kube::CallResult &r = call->result();
        if (!r) {
            if (r.error().kind == kube::ApiError::Kind::Canceled)
                return;
            m_error = r.error().userMessage();
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
        setState(State::Connected);
    });
}

} // namespace models
