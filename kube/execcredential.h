#pragma once

#include "kube/handle.h"
#include "kube/kubeconfig.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QObject>
#include <QPointer>

class QProcess;

namespace kube {

/// What an exec credential plugin returned (client.authentication.k8s.io ExecCredential status).
struct ExecCredential {
    QByteArray token;
    QByteArray clientCertificatePem;
    QByteArray clientKeyPem;
    QDateTime expiry; ///< invalid when the plugin gave none (valid until a 401)
};

/// One run of an exec credential plugin (the handle shape of kube/handle.h):
/// the credential, or a Config error naming the plugin.
class ExecRun final : public Task<ExecCredential> {
    Q_OBJECT

public:
    /// Stops the plugin; finished() follows with a Canceled error.
    void cancel() override;

private:
    friend class ExecCredentialPlugin;
    explicit ExecRun(QObject *parent)
        : Task(parent) {}

    QPointer<QProcess> m_process;
};

/// Runs a kubeconfig user's exec credential plugin (v1 and v1beta1) without
/// blocking, and caches what it returns until its expirationTimestamp.
class ExecCredentialPlugin final : public QObject {
    Q_OBJECT

public:
    ExecCredentialPlugin(const ExecConfig &config, const ClusterEntry &cluster, QObject *parent = nullptr);

    /// True when a credential is cached and not expired.
    bool hasValid() const;
    const ExecCredential &credential() const { return m_credential; }
    /// Forgets the cached credential (after the server answered 401).
    void invalidate();
    /// Runs the plugin; the returned run (owned by the caller) finishes once
    /// the credential is cached, or with the error.
    ExecRun *fetch();
    /// How often the plugin has run (for tests and diagnostics).
    int runs() const { return m_runs; }

    /// Parses a plugin's stdout; errors name the plugin.
    mado::Result<ExecCredential> parse(const QByteArray &stdoutBytes) const;

private:
    QByteArray execInfo() const;
    /// The configuration's reason not to run the plugin, if any.
    std::optional<QString> refusal() const;
    /// Why the plugin did not start, from QProcess's reason.
    QString startFailure(const QString &qtReason) const;

    ExecConfig m_config;
    ClusterEntry m_cluster;
    ExecCredential m_credential;
    bool m_valid = false;
    int m_runs = 0;
};

} // namespace kube
