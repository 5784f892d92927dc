// The headless command line against the test sandbox.
#include "mado_process.h"

class TestCliSandbox final : public QObject {
    Q_OBJECT

    QString m_kubeconfig = qEnvironmentVariable("MADO_TEST_KUBECONFIG");

private slots:
    void versionShowsTheServer_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("default context")
            << QStringList{QStringLiteral("version"), QStringLiteral("--kubeconfig"), m_kubeconfig};
        QTest::newRow("token context first")
            << QStringList{QStringLiteral("--context"), QStringLiteral("sandbox-token"),
                           QStringLiteral("version"), QStringLiteral("--kubeconfig"), m_kubeconfig};
    }

    void versionShowsTheServer() {
        QFETCH(QStringList, args);
        const MadoRun r = runMado(args);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QStringLiteral("Server Version: ") +
                               qEnvironmentVariable("MADO_KUBERNETES_VERSION")));
    }

    void unknownContextExit1() {
        const MadoRun r = runMado({QStringLiteral("version"), QStringLiteral("--kubeconfig"), m_kubeconfig,
                                   QStringLiteral("--context"), QStringLiteral("nope")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("\"nope\" is not in the kubeconfig")), qPrintable(r.err));
    }

    void sandboxStatusReportsTheRunningCluster() {
        const MadoRun r = runMado({QStringLiteral("sandbox"), QStringLiteral("status"),
                                   QStringLiteral("--dir"), qEnvironmentVariable("MADO_TEST_SANDBOX_DIR")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("\"running\":true")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("\"server\":\"https://127.0.0.1:")));
    }
};

QTEST_GUILESS_MAIN(TestCliSandbox)
#include "tst_cli_sandbox.moc"
