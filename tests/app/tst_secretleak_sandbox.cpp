// Credentials and Secret values never leak (issue 19, part B).
//
// Runs a realistic slice of the command line against the sandbox -- get, patch,
// watch, explain, errors, verbose request logging, an exec credential plugin,
// failing plugins, a refused token and proxies with a password -- with known
// credentials and a Secret with a known value, then greps everything Mado
// wrote for them: standard output and error of every run, and every file
// under the settings, cache and data folders it was given. What a user asks
// for explicitly (`get secret -o json`, `watch secrets -o jsonl`) prints the
// values, as kubectl does; that output is compared with kubectl's and left
// out of the grep.

#include "mado_process.h"
#include "testcluster.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

namespace {

QByteArray readFile(const QString &path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// The value of "key: value" on the first line of text that has key.
QString yamlValue(const QString &text, const QString &key) {
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        const QString t = line.trimmed();
        if (t.startsWith(key + QLatin1Char(':')))
            return t.mid(key.size() + 1).trimmed();
    }
    return {};
}

} // namespace

class TestSecretLeak final : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void nothingMadoWritesHoldsACredentialOrASecretValue();

private:
    /// Runs mado with the private folders and -v 8, and with the variables of
    /// extra; keeps what it printed (its standard output only if keep).
    MadoRun run(QStringList args, bool keep = true, const QHash<QString, QString> &extra = {});
    /// A merge patch file that sets the label checked=value.
    QString patchFile(const QString &value) {
        const QString path = m_dir.filePath(QStringLiteral("patch-") + value + QStringLiteral(".json"));
        QFile f(path);
        if (f.open(QIODevice::WriteOnly))
            f.write(QStringLiteral(R"({"metadata":{"labels":{"checked":"%1"}}})").arg(value).toUtf8());
        return path;
    }
    void writeKubeconfigs();

    QTemporaryDir m_dir;
    QString m_ns;
    QString m_secretValue;
    QString m_token;
    QString m_keyLine;
    QString m_keyData;
    QString m_wrongToken;
    QString m_execMarker;
    QString m_proxyPassword;
    QString m_execConfig, m_badExecConfig, m_failingExecConfig, m_wrongTokenConfig;
    QStringList m_printed; ///< what every run printed (stdout unless asked for, stderr)
    int m_runs = 0;
};

void TestSecretLeak::initTestCase() {
    QVERIFY(m_dir.isValid());
    const QString kubeconfigText = QString::fromUtf8(readFile(testcluster::kubeconfig()));
    m_token = QString::fromUtf8(
        readFile(qEnvironmentVariable("MADO_TEST_SANDBOX_DIR") + QStringLiteral("/pki/admin.token"))
            .trimmed());
    QVERIFY(m_token.size() >= 16);
    QVERIFY2(kubeconfigText.contains(m_token), "the sandbox-token context uses pki/admin.token");
    m_keyData = yamlValue(kubeconfigText, QStringLiteral("client-key-data"));
    QVERIFY(m_keyData.size() > 100);
    // A line from the middle of the client key's PEM body.
    const QStringList pem =
        QString::fromUtf8(QByteArray::fromBase64(m_keyData.toLatin1())).split(QLatin1Char('\n'));
    QVERIFY(pem.size() >= 3);
    m_keyLine = pem.at(1);
    QVERIFY(m_keyLine.size() >= 40);
    // Compare a chunk from the middle of the base64 data, not its well-known PEM header.
    m_keyData = m_keyData.mid(60, 48);

    const QString suffix = testcluster::suffix();
    m_secretValue = QStringLiteral("mado-secret-value-") + suffix;
    m_wrongToken = QStringLiteral("refused-token-") + suffix + QStringLiteral("-0123456789");
    m_execMarker = QStringLiteral("exec-output-") + suffix;
    m_proxyPassword = QStringLiteral("proxy-pw-") + suffix;
    m_ns = testcluster::ownNamespace(QStringLiteral("leak"));
    auto r = testcluster::kubectl({QStringLiteral("create"), QStringLiteral("-f"), QStringLiteral("-")},
                                  testcluster::namespaceJson(m_ns));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    r = testcluster::kubectl({QStringLiteral("-n"), m_ns, QStringLiteral("create"), QStringLiteral("secret"),
                              QStringLiteral("generic"), QStringLiteral("db"),
                              QStringLiteral("--from-literal=password=") + m_secretValue,
                              QStringLiteral("--from-literal=user=admin")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    writeKubeconfigs();
}

void TestSecretLeak::cleanupTestCase() {
    if (!m_ns.isEmpty())
        testcluster::kubectl(
            {QStringLiteral("delete"), QStringLiteral("namespace"), m_ns, QStringLiteral("--wait=false")});
}

void TestSecretLeak::writeKubeconfigs() {
    const QString text = QString::fromUtf8(readFile(testcluster::kubeconfig()));
    const QString server = yamlValue(text, QStringLiteral("server"));
    const QString ca = yamlValue(text, QStringLiteral("certificate-authority-data"));
    auto script = [this](const QString &name, const QString &body) {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return QString();
        f.write("#!/bin/sh\n" + body.toUtf8() + '\n');
        f.close();
        f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        return path;
    };
    auto config = [&](const QString &name, const QString &user) {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return QString();
        f.write(
            QStringLiteral("apiVersion: v1\nkind: Config\nclusters:\n- name: c\n  cluster:\n    server: %1\n"
                           "    certificate-authority-data: %2\nusers:\n- name: u\n  user:\n%3\n"
                           "contexts:\n- name: x\n  context:\n    cluster: c\n    user: u\n"
                           "current-context: x\n")
                .arg(server, ca, user)
                .toUtf8());
        return path;
    };
    const QString exec = QStringLiteral("    exec:\n      apiVersion: client.authentication.k8s.io/v1\n"
                                        "      command: %1\n      interactiveMode: Never\n");
    const QString good = script(
        QStringLiteral("plugin-good"),
        QStringLiteral(R"(printf '{"apiVersion":"client.authentication.k8s.io/v1","kind":"ExecCredential",)"
                       R"("status":{"token":"%1"}}')")
            .arg(m_token));
    const QString bad = script(
        QStringLiteral("plugin-bad"),
        QStringLiteral(R"(printf '{"kind":"ExecCredential","status":{"token":"%1"')").arg(m_execMarker));
    const QString failing =
        script(QStringLiteral("plugin-failing"),
               QStringLiteral(R"(printf '{"status":{"token":"%1"}}'; echo "cannot log in" >&2; exit 3)")
                   .arg(m_execMarker));
    m_execConfig = config(QStringLiteral("exec.kubeconfig"), exec.arg(good));
    m_badExecConfig = config(QStringLiteral("bad-exec.kubeconfig"), exec.arg(bad));
    m_failingExecConfig = config(QStringLiteral("failing-exec.kubeconfig"), exec.arg(failing));
    m_wrongTokenConfig =
        config(QStringLiteral("wrong-token.kubeconfig"), QStringLiteral("    token: ") + m_wrongToken);
    QVERIFY(!m_execConfig.isEmpty() && !m_badExecConfig.isEmpty() && !m_failingExecConfig.isEmpty() &&
            !m_wrongTokenConfig.isEmpty());
}

MadoRun TestSecretLeak::run(QStringList args, bool keep, const QHash<QString, QString> &extra) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("KUBECONFIG"));
    env.insert(QStringLiteral("HOME"), m_dir.filePath(QStringLiteral("home")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("home/config")));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), m_dir.filePath(QStringLiteral("home/cache")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("home/data")));
    for (auto it = extra.cbegin(); it != extra.cend(); ++it)
        env.insert(it.key(), it.value());
    p.setProcessEnvironment(env);
    args << QStringLiteral("-v") << QStringLiteral("8");
    p.start(qEnvironmentVariable("MADO_BIN"), args);
    if (!p.waitForFinished(60000))
        qFatal("mado %s did not finish", qPrintable(args.join(QLatin1Char(' '))));
    ++m_runs;
    MadoRun r{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
              QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
    const QString what = QStringLiteral("mado ") + args.join(QLatin1Char(' '));
    if (keep)
        m_printed << what + QStringLiteral(" [stdout]\n") + r.out;
    m_printed << what + QStringLiteral(" [stderr]\n") + r.err;
    return r;
}

void TestSecretLeak::nothingMadoWritesHoldsACredentialOrASecretValue() {
    QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("home"))));
    const QString kc = testcluster::kubeconfig();
    const QStringList token{QStringLiteral("--kubeconfig"), kc,
                            QStringLiteral("--context"),    QStringLiteral("sandbox-token"),
                            QStringLiteral("-n"),           m_ns};
    const QStringList cert{QStringLiteral("--kubeconfig"), kc,
                           QStringLiteral("--context"),    QStringLiteral("sandbox"),
                           QStringLiteral("-n"),           m_ns};

    MadoRun r = run(token + QStringList{QStringLiteral("get"), QStringLiteral("secrets")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(r.out.contains(QLatin1String("db")));
    // The request log (-v 8) is there, with the credential masked.
    QVERIFY2(r.err.contains(QLatin1String("GET https://")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QLatin1String("Authorization: Bearer <masked>")), qPrintable(r.err));
    // The logged URL is the one sent, percent-encoded (a space, a non-ASCII
    // letter), so it can be pasted into curl; it was logged decoded.
    r = run(token + QStringList{QStringLiteral("get"), QStringLiteral("secrets"), QStringLiteral("-l"),
                                QStringLiteral("app in (a,b)"), QStringLiteral("--field-selector"),
                                QStringLiteral("metadata.name!=\u00e9")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains(QLatin1String("labelSelector=app%20in%20%28a%2Cb%29")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QLatin1String("fieldSelector=metadata.name%21%3D%C3%A9")), qPrintable(r.err));
    r = run(cert + QStringList{QStringLiteral("get"), QStringLiteral("secret"), QStringLiteral("db")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    r = run(token + QStringList{QStringLiteral("get"), QStringLiteral("secret"), QStringLiteral("missing")});
    QVERIFY(r.exitCode != 0);
    r = run(token + QStringList{QStringLiteral("patch"), QStringLiteral("secret"), QStringLiteral("db"),
                                QStringLiteral("--type"), QStringLiteral("merge"), QStringLiteral("-p"),
                                patchFile(QStringLiteral("yes"))});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    r = run(token + QStringList{QStringLiteral("patch"), QStringLiteral("secret"), QStringLiteral("db"),
                                QStringLiteral("--type"), QStringLiteral("merge"), QStringLiteral("-p"),
                                patchFile(QStringLiteral("again")), QStringLiteral("-o"),
                                QStringLiteral("diff")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(r.out.contains(QLatin1String("again")));
    r = run(token + QStringList{QStringLiteral("watch"), QStringLiteral("configmaps"), QStringLiteral("-o"),
                                QStringLiteral("jsonl"), QStringLiteral("--max-events"),
                                QStringLiteral("1")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    r = run(cert + QStringList{QStringLiteral("watch"), QStringLiteral("secrets"), QStringLiteral("-o"),
                               QStringLiteral("table"), QStringLiteral("--max-events"), QStringLiteral("1")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    r = run(token + QStringList{QStringLiteral("explain"), QStringLiteral("secrets.data")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    r = run(token + QStringList{QStringLiteral("auth"), QStringLiteral("can-i"), QStringLiteral("get"),
                                QStringLiteral("secrets")});

    // Asked for explicitly, values print as kubectl prints them (base64 in data).
    const QString b64 = QString::fromLatin1(m_secretValue.toUtf8().toBase64());
    r = run(token + QStringList{QStringLiteral("get"), QStringLiteral("secret"), QStringLiteral("db"),
                                QStringLiteral("-o"), QStringLiteral("json")},
            false);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8())
                 .object()
                 .value(QLatin1String("data"))
                 .toObject()
                 .value(QLatin1String("password"))
                 .toString(),
             b64);
    const auto k =
        testcluster::kubectl({QStringLiteral("-n"), m_ns, QStringLiteral("get"), QStringLiteral("secret"),
                              QStringLiteral("db"), QStringLiteral("-o"), QStringLiteral("json")});
    QVERIFY(k.out.contains(b64));
    r = run(token + QStringList{QStringLiteral("watch"), QStringLiteral("secrets"), QStringLiteral("-o"),
                                QStringLiteral("jsonl"), QStringLiteral("--max-events"), QStringLiteral("1")},
            false);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(r.out.contains(b64));

    // An exec plugin's token, a plugin's broken and failing output, a refused token.
    r = run({QStringLiteral("--kubeconfig"), m_execConfig, QStringLiteral("-n"), m_ns, QStringLiteral("get"),
             QStringLiteral("configmaps")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    r = run({QStringLiteral("--kubeconfig"), m_badExecConfig, QStringLiteral("get"),
             QStringLiteral("namespaces")});
    QVERIFY(r.exitCode != 0);
    QVERIFY2(r.err.contains(QLatin1String("plugin-bad")), qPrintable(r.err));
    r = run({QStringLiteral("--kubeconfig"), m_failingExecConfig, QStringLiteral("get"),
             QStringLiteral("namespaces")});
    QVERIFY(r.exitCode != 0);
    QVERIFY2(r.err.contains(QLatin1String("cannot log in")), qPrintable(r.err));
    r = run({QStringLiteral("--kubeconfig"), m_wrongTokenConfig, QStringLiteral("get"),
             QStringLiteral("namespaces")});
    QVERIFY(r.exitCode != 0);
    QVERIFY2(r.err.contains(QLatin1String("401")) || r.err.contains(QLatin1String("Unauthorized")),
             qPrintable(r.err));

    // A proxy's password, in HTTPS_PROXY and in a kubeconfig's proxy-url:
    // Mado can use the one proxy (which refuses the connection), not the other.
    QString proxied = QString::fromUtf8(readFile(kc));
    QVERIFY(proxied.contains(QLatin1String("https://127.0.0.1:")));
    proxied.replace(QLatin1String("https://127.0.0.1:"), QLatin1String("https://kubernetes.default.svc:"));
    const QString proxiedConfig = m_dir.filePath(QStringLiteral("proxied.kubeconfig"));
    {
        QFile f(proxiedConfig);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(proxied.toUtf8());
    }
    const QStringList viaProxy{QStringLiteral("--kubeconfig"), proxiedConfig,
                               QStringLiteral("--context"),    QStringLiteral("sandbox-token"),
                               QStringLiteral("get"),          QStringLiteral("namespaces")};
    r = run(
        viaProxy, true,
        {{QStringLiteral("HTTPS_PROXY"), QStringLiteral("http://mado:%1@127.0.0.1:1").arg(m_proxyPassword)}});
    QVERIFY(r.exitCode != 0);
    QVERIFY2(r.err.contains(QLatin1String("Proxy http://127.0.0.1:1 (HTTPS_PROXY)")), qPrintable(r.err));
    r = run(
        viaProxy, true,
        {{QStringLiteral("HTTPS_PROXY"), QStringLiteral("https://mado:%1@proxy.corp").arg(m_proxyPassword)}});
    QVERIFY(r.exitCode != 0);
    QVERIFY2(r.err.contains(QLatin1String("https://mado@proxy.corp")), qPrintable(r.err));
    // The kubeconfig's proxy-url (its error message once printed the password).
    const QString proxyUrlConfig = m_dir.filePath(QStringLiteral("proxy-url.kubeconfig"));
    {
        QString text = proxied;
        const qsizetype server = text.indexOf(QLatin1String("server: https://kubernetes.default.svc:"));
        QVERIFY(server > 0);
        const qsizetype lineStart = text.lastIndexOf(QLatin1Char('\n'), server) + 1;
        text.insert(lineStart,
                    text.mid(lineStart, server - lineStart) +
                        QStringLiteral("proxy-url: https://mado:%1@proxy.corp\n").arg(m_proxyPassword));
        QFile f(proxyUrlConfig);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text.toUtf8());
    }
    r = run({QStringLiteral("--kubeconfig"), proxyUrlConfig, QStringLiteral("--context"),
             QStringLiteral("sandbox-token"), QStringLiteral("get"), QStringLiteral("namespaces")});
    QVERIFY(r.exitCode != 0);
    QVERIFY2(r.err.contains(QLatin1String("proxy-url \"https://mado@proxy.corp\"")), qPrintable(r.err));

    // Everything Mado wrote: what it printed and every file in its folders.
    QStringList haystacks = m_printed;
    int files = 0;
    QDirIterator it(m_dir.filePath(QStringLiteral("home")), QDir::Files | QDir::Hidden,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        haystacks << path + QStringLiteral(" [file]\n") + QString::fromUtf8(readFile(path));
        ++files;
    }
    qInfo("%d runs of mado, %d files in its folders", m_runs, files);
    const QList<QPair<const char *, QString>> needles{{"bearer token", m_token},
                                                      {"refused token", m_wrongToken},
                                                      {"client key (PEM)", m_keyLine},
                                                      {"client key (kubeconfig)", m_keyData},
                                                      {"exec plugin output", m_execMarker},
                                                      {"proxy password", m_proxyPassword},
                                                      {"Secret value", m_secretValue},
                                                      {"Secret value (base64)", b64}};
    for (const QString &h : std::as_const(haystacks)) {
        for (const auto &[what, needle] : needles) {
            if (h.contains(needle))
                QFAIL(qPrintable(QStringLiteral("%1 leaked in %2").arg(QLatin1String(what), h.left(2000))));
        }
    }
}

QTEST_GUILESS_MAIN(TestSecretLeak)
#include "tst_secretleak_sandbox.moc"
