#include "kube/execcredential.h"

#include "codecs/fileerror.h"
#include "codecs/json.h"

#include <QCborMap>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QStandardPaths>

#include <memory>

namespace kube {

ExecCredentialPlugin::ExecCredentialPlugin(const ExecConfig &config, const ClusterEntry &cluster,
                                           QObject *parent)
    : QObject(parent)
    , m_config(config)
    , m_cluster(cluster) {}

bool ExecCredentialPlugin::hasValid() const {
    return m_valid &&
           (!m_credential.expiry.isValid() || m_credential.expiry > QDateTime::currentDateTimeUtc());
}

void ExecCredentialPlugin::invalidate() {
    m_valid = false;
    m_credential = {};
}

QByteArray ExecCredentialPlugin::execInfo() const {
    QCborMap spec{{QStringLiteral("interactive"), false}};
    if (m_config.provideClusterInfo) {
        QCborMap cluster{{QStringLiteral("server"), m_cluster.server}};
        if (!m_cluster.tlsServerName.isEmpty())
            cluster.insert(QStringLiteral("tls-server-name"), m_cluster.tlsServerName);
        if (m_cluster.insecureSkipTlsVerify)
            cluster.insert(QStringLiteral("insecure-skip-tls-verify"), true);
        if (!m_cluster.certificateAuthorityData.isEmpty())
            cluster.insert(QStringLiteral("certificate-authority-data"),
                           QString::fromLatin1(m_cluster.certificateAuthorityData.toBase64()));
        if (!m_cluster.proxyUrl.isEmpty())
            cluster.insert(QStringLiteral("proxy-url"), m_cluster.proxyUrl);
        spec.insert(QStringLiteral("cluster"), cluster);
    }
    const QCborMap info{{QStringLiteral("apiVersion"), m_config.apiVersion},
                        {QStringLiteral("kind"), QStringLiteral("ExecCredential")},
                        {QStringLiteral("spec"), spec}};
    return codecs::toJson(info, codecs::JsonStyle::Compact);
}

namespace {

/// The most Mado reads of a plugin's standard output or error. An
/// ExecCredential holds a token or a certificate and its key (a few KiB);
/// a plugin that prints without end would otherwise take all memory.
constexpr qsizetype kMaxExecOutputBytes = 4 << 20;

ApiError execError(const QString &message) {
    ApiError e;
    e.kind = ApiError::Kind::Config;
    e.message = message;
    return e;
}

} // namespace

void ExecRun::cancel() {
    if (isFinished())
        return;
    if (m_process) {
        m_process->disconnect(this);
        m_process->kill();
    }
    ApiError e;
    e.kind = ApiError::Kind::Canceled;
    finish(e);
}

std::optional<QString> ExecCredentialPlugin::refusal() const {
    const QString &v = m_config.apiVersion;
    if (v != QLatin1String("client.authentication.k8s.io/v1") &&
        v != QLatin1String("client.authentication.k8s.io/v1beta1"))
        return tr("The exec credential plugin %1 has an unsupported apiVersion \"%2\" "
                  "(client.authentication.k8s.io/v1 or v1beta1).")
            .arg(m_config.command, v);
    if (v.endsWith(QLatin1String("/v1")) && m_config.interactiveMode.isEmpty())
        return tr("The exec credential plugin %1 must set interactiveMode (Never, IfAvailable or Always).")
            .arg(m_config.command);
    if (m_config.interactiveMode == QLatin1String("Always"))
        return tr("The exec credential plugin %1 needs an interactive terminal (interactiveMode: "
                  "Always), which Mado cannot give it.")
            .arg(m_config.command);
    return std::nullopt;
}

QString ExecCredentialPlugin::startFailure(const QString &qtReason) const {
    // A bare name is looked up in PATH, a path (made absolute from the
    // kubeconfig) is taken as it is.
    const bool installed = m_config.command.contains(QLatin1Char('/'))
                               ? QFileInfo::exists(m_config.command)
                               : !QStandardPaths::findExecutable(m_config.command).isEmpty();
    if (!installed) {
        // As kubectl: the kubeconfig's installHint, when it has one, says how
        // to get the plugin.
        const QString hint = m_config.installHint.trimmed();
        const QString missing =
            tr("The exec credential plugin %1 is not installed: there is no such program.")
                .arg(m_config.command);
        return hint.isEmpty() ? missing : missing + QLatin1String("\n\n") + hint;
    }
    // Qt says "<system call>: <reason>" ("execve: Permission denied"); the
    // call's name means nothing to a user, and the reason may be the C
    // library's English.
    static const QRegularExpression systemCall(QStringLiteral("^[a-z_]+: "));
    QString reason = qtReason;
    reason.remove(systemCall);
    return tr("Cannot run the exec credential plugin %1: %2")
        .arg(m_config.command, mado::systemErrorText(reason));
}

ExecRun *ExecCredentialPlugin::fetch() {
    auto *run = new ExecRun(this);
    if (auto why = refusal()) {
        run->finishLater(execError(*why));
        return run;
    }
    auto *p = new QProcess(run);
    run->m_process = p;
    ++m_runs;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const auto &[name, value] : m_config.env)
        env.insert(name, value);
    env.insert(QStringLiteral("KUBERNETES_EXEC_INFO"), QString::fromUtf8(execInfo()));
    p->setProcessEnvironment(env);
    p->setStandardInputFile(QProcess::nullDevice());
    auto out = std::make_shared<QByteArray>(), errOut = std::make_shared<QByteArray>();
    // Read as it comes, and stopped past the bound.
    auto collect = [this, run, p, out, errOut] {
        *out += p->readAllStandardOutput();
        *errOut += p->readAllStandardError();
        if (out->size() <= kMaxExecOutputBytes && errOut->size() <= kMaxExecOutputBytes)
            return true;
        p->disconnect(run);
        p->kill();
        run->finish(execError(tr("The exec credential plugin %1 printed more than %2 MiB, far more than a "
                                 "credential; Mado stopped it.")
                                  .arg(m_config.command)
                                  .arg(kMaxExecOutputBytes >> 20)));
        return false;
    };
    connect(p, &QProcess::readyReadStandardOutput, run, collect);
    connect(p, &QProcess::readyReadStandardError, run, collect);
    connect(p, &QProcess::finished, run,
            [this, run, p, out, errOut, collect](int code, QProcess::ExitStatus st) {
                p->deleteLater();
                if (!collect())
                    return;
                const QString err = QString::fromUtf8(*errOut).trimmed();
                if (st != QProcess::NormalExit || code != 0) {
                    run->finish(execError(tr("The exec credential plugin %1 failed (exit code %2): %3")
                                              .arg(m_config.command)
                                              .arg(code)
                                              .arg(err)));
                    return;
                }
                auto cred = parse(*out);
                if (!cred) {
                    run->finish(execError(cred.error().message));
                    return;
                }
                m_credential = *cred;
                m_valid = true;
                run->finish(*cred);
            });
    connect(p, &QProcess::errorOccurred, run, [this, run, p](QProcess::ProcessError e) {
        if (e != QProcess::FailedToStart)
            return;
        p->deleteLater();
        // QProcess may report this from inside start(): finish from the event loop.
        run->finishLater(execError(startFailure(p->errorString())));
    });
    p->start(m_config.command, m_config.args);
    return run;
}

mado::Result<ExecCredential> ExecCredentialPlugin::parse(const QByteArray &stdoutBytes) const {
    auto doc = codecs::parseJson(stdoutBytes);
    if (!doc || !doc->isMap())
        return mado::Error{
            tr("The exec credential plugin %1 did not print an ExecCredential: %2")
                .arg(m_config.command, doc ? QStringLiteral("not an object") : doc.error().message)};
    const QCborValue &d = *doc;
    if (d[QLatin1String("kind")].toString() != QLatin1String("ExecCredential") ||
        d[QLatin1String("apiVersion")].toString() != m_config.apiVersion)
        return mado::Error{tr("The exec credential plugin %1 printed kind \"%2\" of apiVersion \"%3\"; "
                              "expected ExecCredential of %4.")
                               .arg(m_config.command, d[QLatin1String("kind")].toString(),
                                    d[QLatin1String("apiVersion")].toString(), m_config.apiVersion)};
    const QCborValue status = d[QLatin1String("status")];
    ExecCredential c;
    c.token = status[QLatin1String("token")].toString().toUtf8();
    c.clientCertificatePem = status[QLatin1String("clientCertificateData")].toString().toUtf8();
    c.clientKeyPem = status[QLatin1String("clientKeyData")].toString().toUtf8();
    const QString expiry = status[QLatin1String("expirationTimestamp")].toString();
    if (!expiry.isEmpty()) {
        c.expiry = QDateTime::fromString(expiry, Qt::ISODateWithMs);
        if (!c.expiry.isValid())
            return mado::Error{tr("The exec credential plugin %1 gave an invalid expirationTimestamp \"%2\".")
                                   .arg(m_config.command, expiry)};
    }
    if (c.token.isEmpty() && (c.clientCertificatePem.isEmpty() || c.clientKeyPem.isEmpty()))
        return mado::Error{
            tr("The exec credential plugin %1 returned neither a token nor a client certificate and key.")
                .arg(m_config.command)};
    return c;
}

} // namespace kube
