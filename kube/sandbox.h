#pragma once

#include "codecs/result.h"
#include "kube/handle.h"

#include <QCoreApplication>
#include <QObject>
#include <QPointer>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace kube {

/// What the sandbox should do.
struct SandboxRequest {
    enum class Action { Up, Down, Status, EtcdGet };
    Action action = Action::Up;
    QString dir;             ///< empty means Sandbox::defaultDir()
    QString etcdKey{};       ///< EtcdGet: the etcd key (or prefix) to read, e.g. /registry/GROUP/RESOURCE/
    bool etcdPrefix = false; ///< EtcdGet: every key under etcdKey
};

/// What the sandbox binary reported.
struct SandboxInfo {
    /// The last JSON line the binary printed (up/status), e.g.
    /// {"server":..,"kubeconfig":..,"pids":[..]}.
    QByteArray output;
    QString server;
    QString kubeconfig;
    /// EtcdGet: every line printed, one JSON object per key:
    /// {"key","apiVersion","kind","modRevision","bytes","encoding"}.
    QList<QByteArray> lines;
};

using SandboxTask = Task<SandboxInfo, mado::Error>;

/// One run of the `mado-sandbox` binary (a real etcd + kube-apiserver +
/// kube-controller-manager on loopback): up, down or status, without blocking.
/// The handle shape of kube/handle.h; errors are translated messages.
class Sandbox final : public SandboxTask {
    Q_OBJECT

public:
    using Action = SandboxRequest::Action;

    /// Where mado-sandbox lives: $MADO_SANDBOX_BIN, next to this program,
    /// /usr/lib/mado, or PATH. Empty when not found.
    static QString binary();
    /// The default sandbox folder: $MADO_SANDBOX_DIR or ~/.local/share/mado/sandbox.
    static QString defaultDir();

    /// Starts an action; finished() follows.
    static Sandbox *start(const SandboxRequest &request, QObject *parent = nullptr);

    /// Stops the binary (SIGTERM); finished() follows with an error.
    void cancel() override;

private:
    explicit Sandbox(QObject *parent);
    void run(const SandboxRequest &request);

    QPointer<QProcess> m_process;
};

} // namespace kube
