#pragma once

#include <QCoreApplication>
#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace kube {

/// Runs the `mado-sandbox` binary (a real etcd + kube-apiserver +
/// kube-controller-manager on loopback) without blocking: up, down, status.
class Sandbox final : public QObject {
    Q_OBJECT

public:
    enum class Action { Up, Down, Status };

    explicit Sandbox(QObject *parent = nullptr);

    /// Where mado-sandbox lives: $MADO_SANDBOX_BIN, next to this program,
    /// /usr/lib/mado, or PATH. Empty when not found.
    static QString binary();
    /// The default sandbox folder: $MADO_SANDBOX_DIR or ~/.local/share/mado/sandbox.
    static QString defaultDir();

    /// Starts an action; finished() follows. dir empty means defaultDir().
    void run(Action action, const QString &dir = {});

    /// The last JSON line the binary printed (up/status), e.g.
    /// {"server":..,"kubeconfig":..,"pids":[..]}.
    QByteArray output() const { return m_output; }
    QString server() const { return m_server; }
    QString kubeconfig() const { return m_kubeconfig; }

signals:
    /// ok is false with a translated message when the action failed.
    void finished(bool ok, const QString &message);

private:
    QProcess *m_process = nullptr;
    QByteArray m_output;
    QString m_server;
    QString m_kubeconfig;
};

} // namespace kube
