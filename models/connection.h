#pragma once

#include "kube/client.h"
#include "kube/kubeconfig.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <memory>

namespace models {

/// The connection to one context: owns its client and checks the server by
/// asking for /version. A widget-free workflow the window's indicator shows.
class Connection final : public QObject {
    Q_OBJECT

public:
    enum class State { Disconnected, Connecting, Connected, Reconnecting, Failed };
    Q_ENUM(State)

    explicit Connection(QObject *parent = nullptr);
    ~Connection() override;

    /// Connects to context (replacing any earlier connection); never blocks.
    void connectTo(const kube::ResolvedContext &context);
    void disconnectFromServer();
    /// Something using the client lost the server: go to Reconnecting and
    /// probe /version (every 2 s, backing off to 15 s) until it answers.
    void reportLost(const QString &reason);

    State state() const { return m_state; }
    /// The client while connected or connecting, else nullptr.
    kube::Client *client() const { return m_client.get(); }
    QString contextName() const { return m_contextName; }
    QString server() const { return m_client ? m_client->server() : QString(); }
    /// The server's gitVersion once connected.
    QString serverVersion() const { return m_serverVersion; }
    /// Why the last attempt failed (translated), empty otherwise.
    QString errorMessage() const { return m_error; }
    /// True when the kubeconfig disabled TLS verification for this cluster.
    bool insecure() const { return m_insecure; }
    /// The user the context's requests act as (kubeconfig as, or --as); empty: none.
    QString impersonating() const { return m_impersonating; }
    /// The proxy the client goes through (kube::Client::proxyDescription); empty: none.
    QString proxy() const;

signals:
    void stateChanged(models::Connection::State state);
    /// The client is ready for use: after Connecting, and again after Reconnecting.
    void connected();
    /// The client is about to be replaced or dropped: stop using it now.
    void clientAboutToChange();

private:
    void setState(State s);
    void probe();

    std::unique_ptr<kube::Client> m_client;
    kube::HandlePtr<kube::Call> m_probe;
    State m_state = State::Disconnected;
    QString m_contextName;
    QString m_serverVersion;
    QString m_error;
    bool m_insecure = false;
    QString m_impersonating;
    QTimer m_retry;
    int m_retryDelayMs = 0;
};

} // namespace models
