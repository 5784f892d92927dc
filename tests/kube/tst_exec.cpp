// Integration: exec credential plugins (a real plugin script) against the sandbox.
#include "codecs/json.h"
#include "kube/client.h"
#include "kube/requesttimeout.h"
#include "tests/common/await.h"

#include <QFile>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace kube;
using mado::test::await;

class TestExec final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    ResolvedContext m_base;

    /// A context whose user is the test plugin in mode.
    ResolvedContext
    pluginContext(const QString &mode,
                  const QString &apiVersion = QStringLiteral("client.authentication.k8s.io/v1")) {
        ResolvedContext c = m_base;
        c.user = {};
        ExecConfig x;
        x.command = QFINDTESTDATA("kube/data/exec-plugin.sh");
        x.apiVersion = apiVersion;
        x.interactiveMode = QStringLiteral("Never");
        x.provideClusterInfo = true;
        x.env = {{QStringLiteral("PLUGIN_TOKEN_FILE"),
                  qEnvironmentVariable("MADO_TEST_SANDBOX_DIR") + QLatin1String("/pki/admin.token")},
                 {QStringLiteral("PLUGIN_COUNT_FILE"), m_dir.filePath(mode + QLatin1String(".count"))},
                 {QStringLiteral("PLUGIN_INFO_FILE"), m_dir.filePath(mode + QLatin1String(".info"))},
                 {QStringLiteral("PLUGIN_MODE"), mode},
                 {QStringLiteral("PLUGIN_API_VERSION"), apiVersion}};
        c.user.exec = x;
        return c;
    }

private slots:
    void initTestCase() {
        auto cfg = Kubeconfig::load({qEnvironmentVariable("MADO_TEST_KUBECONFIG")}, true);
        QVERIFY(cfg.ok());
        auto ctx = cfg->resolve(QStringLiteral("sandbox"));
        QVERIFY(ctx.ok());
        m_base = *ctx;
    }

    void tokenFromPluginIsUsedAndCached_data() {
        QTest::addColumn<QString>("apiVersion");
        QTest::newRow("v1") << QStringLiteral("client.authentication.k8s.io/v1");
        QTest::newRow("v1beta1") << QStringLiteral("client.authentication.k8s.io/v1beta1");
    }

    void tokenFromPluginIsUsedAndCached() {
        QFETCH(QString, apiVersion);
        auto c = Client::create(pluginContext(QStringLiteral("ok"), apiVersion));
        QVERIFY(c.ok());
        // Two requests at once and one after: the plugin runs once.
        Call *a = (*c)->get(QStringLiteral("/api/v1/namespaces/default"));
        Call *b = (*c)->get(QStringLiteral("/api/v1/namespaces/kube-system"));
        QVERIFY(await(a).ok());
        QVERIFY(await(b).ok());
        const CallResult r = await((*c)->get(QStringLiteral("/api/v1/namespaces")));
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().userMessage()));
        QCOMPARE((*c)->execPluginRuns(), 1);
        QFile info(m_dir.filePath(QStringLiteral("ok.info")));
        QVERIFY(info.open(QIODevice::ReadOnly));
        auto doc = codecs::parseJson(info.readAll());
        QVERIFY(doc.ok());
        QCOMPARE((*doc)[QLatin1String("kind")].toString(), QStringLiteral("ExecCredential"));
        QCOMPARE((*doc)[QLatin1String("spec")][QLatin1String("interactive")].toBool(), false);
        QCOMPARE((*doc)[QLatin1String("spec")][QLatin1String("cluster")][QLatin1String("server")].toString(),
                 m_base.cluster.server);
        QFile::remove(m_dir.filePath(QStringLiteral("ok.count")));
    }

    void refusedCredentialRunsThePluginAgain() {
        auto c = Client::create(pluginContext(QStringLiteral("bad-first")));
        QVERIFY(c.ok());
        const CallResult r = await((*c)->get(QStringLiteral("/api/v1/namespaces")));
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().userMessage()));
        QCOMPARE((*c)->execPluginRuns(), 2);
    }

    void refusedTokenEndsEveryParallelReadIn401() {
        // The API server ends an HTTP/2 connection after answering 401. Every
        // read multiplexed on it must still end in its own 401; before, the
        // client dropped its connections in a way that left a sibling of the
        // first 401 waiting until the transfer timeout (a watch: forever).
        ResolvedContext c = m_base;
        c.user = {};
        c.user.token = QStringLiteral("not-a-valid-token");
        const auto restore = qScopeGuard([timeout = requestTimeout()] { setRequestTimeout(timeout); });
        setRequestTimeout(20); // a stalled read ends as a network error, not a 401
        const QStringList paths{QStringLiteral("/api"),          QStringLiteral("/apis"),
                                QStringLiteral("/version"),      QStringLiteral("/api/v1/namespaces"),
                                QStringLiteral("/apis/apps/v1"), QStringLiteral("/api/v1/configmaps")};
        for (int round = 0; round < 25; ++round) {
            auto client = Client::create(c);
            QVERIFY(client.ok());
            QList<Call *> calls;
            for (const QString &path : paths)
                calls.append((*client)->get(path));
            for (qsizetype i = 0; i < calls.size(); ++i) {
                const CallResult r = await(calls[i], 60000);
                QVERIFY2(
                    !r.ok() && r.error().httpStatus == 401,
                    qPrintable(QStringLiteral("round %1, %2: %3")
                                   .arg(round)
                                   .arg(paths[i], r.ok() ? QStringLiteral("ok") : r.error().userMessage())));
            }
        }
    }

    void expiredCredentialIsNotCached() {
        auto c = Client::create(pluginContext(QStringLiteral("expired")));
        QVERIFY(c.ok());
        QVERIFY(await((*c)->get(QStringLiteral("/version"))).ok());
        QVERIFY(await((*c)->get(QStringLiteral("/version"))).ok());
        QCOMPARE((*c)->execPluginRuns(), 2);
    }

    void failingPluginShowsItsStderr() {
        auto c = Client::create(pluginContext(QStringLiteral("fail")));
        QVERIFY(c.ok());
        const CallResult r = await((*c)->get(QStringLiteral("/version")));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ApiError::Kind::Config);
        const QString text = r.error().userMessage();
        QVERIFY2(text.contains(QStringLiteral("exit code 3")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("the identity provider refused the login")), qPrintable(text));
    }

    void garbageOutputIsAnError() {
        auto c = Client::create(pluginContext(QStringLiteral("garbage")));
        QVERIFY(c.ok());
        const CallResult r = await((*c)->get(QStringLiteral("/version")));
        QVERIFY(!r.ok());
        QVERIFY2(r.error().userMessage().contains(QStringLiteral("did not print an ExecCredential")),
                 qPrintable(r.error().userMessage()));
    }

    void missingPluginIsAnError_data() {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("hint");
        QTest::newRow("path") << QStringLiteral("/nonexistent/mado-plugin") << QString();
        QTest::newRow("path, with the kubeconfig's installHint")
            << QStringLiteral("/nonexistent/mado-plugin")
            << QStringLiteral("mado-plugin is needed to sign in:\n  apt install mado-plugin");
        QTest::newRow("name not in PATH")
            << QStringLiteral("mado-no-such-plugin") << QStringLiteral("see the wiki");
    }

    void missingPluginIsAnError() {
        QFETCH(QString, command);
        QFETCH(QString, hint);
        ResolvedContext ctx = pluginContext(QStringLiteral("ok"));
        ctx.user.exec->command = command;
        ctx.user.exec->installHint = hint;
        auto c = Client::create(ctx);
        QVERIFY(c.ok());
        const CallResult r = await((*c)->get(QStringLiteral("/version")));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ApiError::Kind::Config);
        const QString text = r.error().userMessage();
        // As kubectl: says the program is missing, then the hint as written.
        QVERIFY2(text.contains(QStringLiteral("The exec credential plugin %1 is not installed").arg(command)),
                 qPrintable(text));
        if (!hint.isEmpty())
            QVERIFY2(text.endsWith(QLatin1String("\n\n") + hint), qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("execve")), qPrintable(text));
    }

    // A plugin that exists but cannot run: the reason, without the name of
    // the system call Qt puts before it ("execve: ").
    void pluginThatCannotRun_data() {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<bool>("executable");
        QTest::addColumn<QString>("reason");
        QTest::newRow("not executable")
            << QByteArray("#!/bin/sh\n") << false << QStringLiteral("Permission denied");
        QTest::newRow("no #! line, not a binary")
            << QByteArray("echo hello\n") << true
            << QStringLiteral("The file is not a program this system can run");
    }

    void pluginThatCannotRun() {
        QFETCH(QByteArray, content);
        QFETCH(bool, executable);
        QFETCH(QString, reason);
        // Beside the test binary, not in the temporary directory: /tmp may be
        // mounted noexec, where even a proper program fails with EACCES.
        QTemporaryDir programs(QCoreApplication::applicationDirPath() + QLatin1String("/tst_exec-XXXXXX"));
        QVERIFY2(programs.isValid(), qPrintable(programs.errorString()));
        const QString path = programs.filePath(QStringLiteral("plugin-%1").arg(int(executable)));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QCOMPARE(f.write(content), content.size());
        f.close();
        QFileDevice::Permissions mode = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
        if (executable)
            mode |= QFileDevice::ExeOwner;
        QVERIFY(f.setPermissions(mode));
        ResolvedContext ctx = pluginContext(QStringLiteral("ok"));
        ctx.user.exec->command = path;
        auto c = Client::create(ctx);
        QVERIFY(c.ok());
        const CallResult r = await((*c)->get(QStringLiteral("/version")));
        QVERIFY(!r.ok());
        const QString text = r.error().userMessage();
        QVERIFY2(
            text.contains(QStringLiteral("Cannot run the exec credential plugin %1: %2").arg(path, reason)),
            qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("execve")), qPrintable(text));
    }

    void interactiveAlwaysIsRefused() {
        ResolvedContext ctx = pluginContext(QStringLiteral("ok"));
        ctx.user.exec->interactiveMode = QStringLiteral("Always");
        auto c = Client::create(ctx);
        QVERIFY(c.ok());
        const CallResult r = await((*c)->get(QStringLiteral("/version")));
        QVERIFY(!r.ok());
        QVERIFY(r.error().userMessage().contains(QStringLiteral("interactive terminal")));
        QCOMPARE((*c)->execPluginRuns(), 0);
    }

    void tokenFileIsReadAndReread() {
        const QString path = m_dir.filePath(QStringLiteral("token"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("wrong-token\n");
        f.close();
        ResolvedContext ctx = m_base;
        ctx.user = {};
        ctx.user.tokenFile = path;
        auto c = Client::create(ctx);
        QVERIFY(c.ok());
        CallResult r = await((*c)->get(QStringLiteral("/api/v1/namespaces")));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().httpStatus, 401);
        // The token is rotated on disk: the next request uses the new one.
        QTest::qWait(20);
        QFile admin(qEnvironmentVariable("MADO_TEST_SANDBOX_DIR") + QLatin1String("/pki/admin.token"));
        QVERIFY(admin.open(QIODevice::ReadOnly));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(admin.readAll());
        f.close();
        r = await((*c)->get(QStringLiteral("/api/v1/namespaces")));
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().userMessage()));
    }
};

QTEST_GUILESS_MAIN(TestExec)
#include "tst_exec.moc"
