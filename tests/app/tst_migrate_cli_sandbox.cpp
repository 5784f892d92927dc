// `mado migrate` on the sandbox: usage errors, lab, plan, check (exit 1 with
// what is missing, exit 0 when complete), run --until, the full run.
#include "testcluster.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

testcluster::ProcessRun mado(const QStringList &args) {
    QProcess p;
    p.start(qEnvironmentVariable("MADO_BIN"),
            QStringList{QStringLiteral("--kubeconfig"), testcluster::kubeconfig(), QStringLiteral("--lang"),
                        QStringLiteral("en")} +
                args);
    if (!p.waitForFinished(180000))
        qFatal("mado %s did not finish", qPrintable(args.join(QLatin1Char(' '))));
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

} // namespace

class TstMigrateCli final : public QObject {
    Q_OBJECT

    QTemporaryDir m_state;
    QString m_group = testcluster::ownGroup(QStringLiteral("mcli"));
    QString m_ns = testcluster::ownNamespace(QStringLiteral("mcli"));
    QString m_crd = QStringLiteral("widgets.") + m_group;

    QStringList withState(QStringList args) {
        return args << QStringLiteral("--state-dir") << m_state.path();
    }

private slots:
    void usage_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no action") << QStringList{QStringLiteral("migrate")};
        QTest::newRow("unknown action") << QStringList{QStringLiteral("migrate"), QStringLiteral("go")};
        QTest::newRow("plan without --to")
            << QStringList{QStringLiteral("migrate"), QStringLiteral("plan"), QStringLiteral("widgets.x.io")};
        QTest::newRow("bad qps") << QStringList{QStringLiteral("migrate"),      QStringLiteral("run"),
                                                QStringLiteral("widgets.x.io"), QStringLiteral("--to"),
                                                QStringLiteral("v2"),           QStringLiteral("--qps"),
                                                QStringLiteral("fast")};
        QTest::newRow("bad until") << QStringList{QStringLiteral("migrate"),      QStringLiteral("run"),
                                                  QStringLiteral("widgets.x.io"), QStringLiteral("--to"),
                                                  QStringLiteral("v2"),           QStringLiteral("--until"),
                                                  QStringLiteral("end")};
    }
    void usage() {
        QFETCH(QStringList, args);
        const auto r = mado(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!r.err.isEmpty());
    }

    void missingCrd() {
        const auto r = mado(withState({QStringLiteral("migrate"), QStringLiteral("plan"),
                                       QStringLiteral("nothings.nowhere.mado.test"), QStringLiteral("--to"),
                                       QStringLiteral("v2")}));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("nothings.nowhere.mado.test")), qPrintable(r.err));
    }

    void lab() {
        const auto r =
            mado({QStringLiteral("-n"), m_ns, QStringLiteral("migrate"), QStringLiteral("lab"),
                  QStringLiteral("--objects"), QStringLiteral("12"), QStringLiteral("--group"), m_group});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(m_crd));
    }

    void planFresh() {
        const auto r =
            mado(withState({QStringLiteral("migrate"), QStringLiteral("plan"), m_crd, QStringLiteral("--to"),
                            QStringLiteral("v2"), QStringLiteral("--qps"), QStringLiteral("4")}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.out.count(QLatin1String("[next]")), 1);
        QCOMPARE(r.out.count(QLatin1String("[pending]")), 5);
        QCOMPARE(r.out.count(QLatin1String("[done]")), 0);
        QVERIFY2(r.out.contains(QLatin1String("12 objects")) || r.out.contains(QLatin1String("12 object")),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("about 3 seconds")) ||
                r.out.contains(QLatin1String("about 3 second")));
    }

    void checkFresh() {
        const auto r = mado(withState({QStringLiteral("migrate"), QStringLiteral("check"), m_crd,
                                       QStringLiteral("--to"), QStringLiteral("v2")}));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains(QLatin1String("the storage version is v1, not v2")), qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("status.storedVersions is [v1], not [v2]")));
        QVERIFY(r.out.contains(QLatin1String("the old version v1 is still served")));
    }

    void runUntilStorage() {
        const auto r =
            mado(withState({QStringLiteral("migrate"), QStringLiteral("run"), m_crd, QStringLiteral("--to"),
                            QStringLiteral("v2"), QStringLiteral("--until"), QStringLiteral("storage"),
                            QStringLiteral("--warning"), QStringLiteral("v1 goes away; use v2")}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const auto p = mado(withState({QStringLiteral("migrate"), QStringLiteral("plan"), m_crd,
                                       QStringLiteral("--to"), QStringLiteral("v2")}));
        QCOMPARE(p.out.count(QLatin1String("[done]")), 2);
        QVERIFY(p.out.contains(QLatin1String("status.storedVersions: [v1, v2]")));
        const auto c = mado(withState({QStringLiteral("migrate"), QStringLiteral("check"), m_crd,
                                       QStringLiteral("--to"), QStringLiteral("v2")}));
        QCOMPARE(c.exitCode, 1);
        QVERIFY2(c.out.contains(QLatin1String("no verified rewrite")), qPrintable(c.out));
        QVERIFY(!c.out.contains(QLatin1String("the storage version is")));
        // The deprecation warning set by step 1 comes back on a v1 request.
        const auto k = testcluster::kubectl(
            {QStringLiteral("get"), QStringLiteral("widgets.v1.") + m_group, QStringLiteral("-n"), m_ns});
        QVERIFY2(k.err.contains(QLatin1String("v1 goes away; use v2")), qPrintable(k.err));
    }

    void runAll() {
        const auto r =
            mado(withState({QStringLiteral("migrate"), QStringLiteral("run"), m_crd, QStringLiteral("--to"),
                            QStringLiteral("v2"), QStringLiteral("--qps"), QStringLiteral("50")}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("12 objects rewritten")), qPrintable(r.err));
        QVERIFY(r.out.contains(QLatin1String("complete")));
        const auto c =
            mado(withState({QStringLiteral("migrate"), QStringLiteral("check"), m_crd,
                            QStringLiteral("--sandbox-dir"), qEnvironmentVariable("MADO_TEST_SANDBOX_DIR")}));
        QVERIFY2(c.exitCode == 0, qPrintable(c.out + c.err));
        // Without the record, etcd alone proves the rewrite.
        QTemporaryDir empty;
        const auto e = mado({QStringLiteral("migrate"), QStringLiteral("check"), m_crd,
                             QStringLiteral("--state-dir"), empty.path(), QStringLiteral("--sandbox-dir"),
                             qEnvironmentVariable("MADO_TEST_SANDBOX_DIR")});
        QVERIFY2(e.exitCode == 0, qPrintable(e.out + e.err));
        const auto n = mado({QStringLiteral("migrate"), QStringLiteral("check"), m_crd,
                             QStringLiteral("--state-dir"), empty.path()});
        QCOMPARE(n.exitCode, 1); // nor record nor etcd: not proven
    }

    void cleanupTestCase() {
        testcluster::kubectl(
            {QStringLiteral("delete"), QStringLiteral("crd"), m_crd, QStringLiteral("--wait=false")});
        testcluster::kubectl(
            {QStringLiteral("delete"), QStringLiteral("namespace"), m_ns, QStringLiteral("--wait=false")});
    }
};

QTEST_GUILESS_MAIN(TstMigrateCli)
#include "tst_migrate_cli_sandbox.moc"
