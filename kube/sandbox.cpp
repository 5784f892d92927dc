#include "kube/sandbox.h"

#include "codecs/json.h"

#include <QCborMap>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace kube {

Sandbox::Sandbox(QObject *parent)
    : SandboxTask(parent) {}

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

Sandbox *Sandbox::start(const SandboxRequest &request, QObject *parent) {
    auto *s = new Sandbox(parent);
    s->run(request);
    return s;
}

void Sandbox::cancel() {
    if (isFinished())
        return;
    if (m_process) {
        m_process->disconnect(this);
        m_process->terminate();
    }
    finish(mado::Error{tr("The sandbox action was canceled.")});
}

void Sandbox::run(const SandboxRequest &request) {
    const QString bin = binary();
    if (bin.isEmpty()) {
        finishLater(mado::Error{
            tr("The sandbox program mado-sandbox was not found next to Mado, in /usr/lib/mado or on PATH.")});
        return;
    }
    const Action action = request.action;
    const char *verb = action == Action::Up       ? "up"
                       : action == Action::Down   ? "down"
                       : action == Action::Status ? "status"
                                                  : "etcd-get";
    m_process = new QProcess(this);
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    m_process->setProgram(bin);
    QStringList args{QLatin1String(verb), QStringLiteral("--dir"),
                     request.dir.isEmpty() ? defaultDir() : request.dir};
    if (action == Action::EtcdGet) {
        if (request.etcdPrefix)
            args << QStringLiteral("--prefix");
        args << request.etcdKey;
    }
    m_process->setArguments(args);
    connect(m_process, &QProcess::finished, this, [this, action](int code, QProcess::ExitStatus st) {
        const QByteArray out = m_process->readAllStandardOutput().trimmed();
        const QString err = QString::fromUtf8(m_process->readAllStandardError()).trimmed();
        m_process->deleteLater();
        SandboxInfo info;
        info.output = out.mid(out.lastIndexOf('\n') + 1);
        if (action == Action::EtcdGet && !out.isEmpty())
            info.lines = out.split('\n');
        if (auto doc = codecs::parseJson(info.output); doc.ok()) {
            info.server = (*doc)[QLatin1String("server")].toString();
            info.kubeconfig = (*doc)[QLatin1String("kubeconfig")].toString();
        }
        const bool ok = st == QProcess::NormalExit && (code == 0 || (action == Action::Status && code == 3));
        if (!ok)
            finish(mado::Error{
                action == Action::EtcdGet
                    ? tr("The sandbox's etcd could not be read (exit code %1): %2").arg(code).arg(err)
                    : tr("The sandbox could not be started or stopped (exit code %1): %2")
                          .arg(code)
                          .arg(err)});
        else
            finish(info);
    });
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e != QProcess::FailedToStart || !m_process)
            return;
        const QString msg = m_process->errorString();
        m_process->deleteLater();
        // QProcess may report this from inside start(): finish from the event loop.
        finishLater(mado::Error{tr("Cannot run mado-sandbox: %1").arg(msg)});
    });
    m_process->start();
}

} // namespace kube
