#include "kube/sandbox.h"

#include "codecs/json.h"

#include <QCborMap>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace kube {

Sandbox::Sandbox(QObject *parent)
    : QObject(parent) {}

QString Sandbox::binary() {
    const QString env = qEnvironmentVariable("MADO_SANDBOX_BIN");
    if (!env.isEmpty())
        return QFileInfo(env).isExecutable() ? env : QString();
    for (const QString &dir : {QCoreApplication::applicationDirPath(), QStringLiteral("/usr/lib/mado")}) {
        const QFileInfo fi(dir + QLatin1String("/mado-sandbox"));
        if (fi.isExecutable())
            return fi.absoluteFilePath();
    }
    return QStandardPaths::findExecutable(QStringLiteral("mado-sandbox"));
}

QString Sandbox::defaultDir() {
    const QString env = qEnvironmentVariable("MADO_SANDBOX_DIR");
    if (!env.isEmpty())
        return env;
    return QDir::homePath() + QLatin1String("/.local/share/mado/sandbox");
}

void Sandbox::run(Action action, const QString &dir) {
    const QString bin = binary();
    if (bin.isEmpty()) {
        emit finished(
            false,
            tr("The sandbox program mado-sandbox was not found next to Mado, in /usr/lib/mado or on PATH."));
        return;
    }
    if (m_process) {
        emit finished(false, tr("A sandbox action is already running."));
        return;
    }
    const char *verb = action == Action::Up ? "up" : action == Action::Down ? "down" : "status";
    m_process = new QProcess(this);
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    m_process->setProgram(bin);
    m_process->setArguments(
        {QLatin1String(verb), QStringLiteral("--dir"), dir.isEmpty() ? defaultDir() : dir});
    connect(m_process, &QProcess::finished, this, [this, action](int code, QProcess::ExitStatus st) {
        const QByteArray out = m_process->readAllStandardOutput().trimmed();
        const QString err = QString::fromUtf8(m_process->readAllStandardError()).trimmed();
        m_process->deleteLater();
        m_process = nullptr;
        m_output = out.mid(out.lastIndexOf('\n') + 1);
        if (auto doc = codecs::parseJson(m_output); doc.ok()) {
            m_server = (*doc)[QLatin1String("server")].toString();
            m_kubeconfig = (*doc)[QLatin1String("kubeconfig")].toString();
        }
        const bool ok = st == QProcess::NormalExit && (code == 0 || (action == Action::Status && code == 3));
        if (!ok)
            emit finished(
                false,
                tr("The sandbox could not be started or stopped (exit code %1): %2").arg(code).arg(err));
        else
            emit finished(true, QString());
    });
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e != QProcess::FailedToStart || !m_process)
            return;
        const QString msg = m_process->errorString();
        m_process->deleteLater();
        m_process = nullptr;
        emit finished(false, tr("Cannot run mado-sandbox: %1").arg(msg));
    });
    m_process->start();
}

} // namespace kube
