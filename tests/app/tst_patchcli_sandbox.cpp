// Integration: `mado patch` on the sandbox: a dry run prints the server's
// object and stores nothing; -o diff marks server defaults; the write goes
// through; the patch is read from standard input; warnings go to stderr;
// strict validation names the field; an apply conflict names the manager;
// usage errors exit 2. Owns mado-t-pcli-*.
#include "mado_process.h"
#include "testcluster.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

class TestPatchCli final : public QObject {
    Q_OBJECT

    const QString m_ns = testcluster::ownNamespace(QStringLiteral("pcli"));

    MadoRun patch(const QStringList &args, const QByteArray &stdinPatch = {}) {
        QStringList all{QStringLiteral("--kubeconfig"), testcluster::kubeconfig(), QStringLiteral("-n"), m_ns,
                        QStringLiteral("patch")};
        all += args;
        if (stdinPatch.isEmpty())
            return runMado(all);
        QProcess p;
        p.start(qEnvironmentVariable("MADO_BIN"), all);
        p.write(stdinPatch);
        p.closeWriteChannel();
        if (!p.waitForFinished(60000))
            qFatal("mado patch did not finish");
        return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }

    QString replicas() {
        return testcluster::kubectl({QStringLiteral("-n"), m_ns, QStringLiteral("get"),
                                     QStringLiteral("deploy/web"), QStringLiteral("-o"),
                                     QStringLiteral("jsonpath={.spec.replicas}")})
            .out;
    }

private slots:
    void initTestCase() {
        QVERIFY(testcluster::kubectl({QStringLiteral("apply"), QStringLiteral("-f"), QStringLiteral("-")},
                                     testcluster::namespaceJson(m_ns))
                    .exitCode == 0);
        QCOMPARE(testcluster::kubectl({QStringLiteral("-n"), m_ns, QStringLiteral("create"),
                                       QStringLiteral("deployment"), QStringLiteral("web"),
                                       QStringLiteral("--image=nginx:1.25")})
                     .exitCode,
                 0);
    }

    void dryRunJson() {
        const MadoRun r =
            patch({QStringLiteral("deployment"), QStringLiteral("web"), QStringLiteral("--type"),
                   QStringLiteral("merge"), QStringLiteral("-p"), QStringLiteral("-"),
                   QStringLiteral("--dry-run"), QStringLiteral("-o"), QStringLiteral("json")},
                  R"({"spec":{"replicas":4}})");
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("spec")).toObject().value(QStringLiteral("replicas")).toInt(), 4);
        QVERIFY(!o.value(QStringLiteral("metadata")).toObject().contains(QStringLiteral("managedFields")));
        QCOMPARE(replicas(), QStringLiteral("1"));
    }

    void diffMarksDefaultsAndWrites() {
        QTemporaryFile file;
        QVERIFY(file.open());
        file.write(
            R"({"spec":{"template":{"spec":{"containers":[{"name":"side","image":"busybox:1.36"}]}}}})");
        file.close();
        const MadoRun r =
            patch({QStringLiteral("deploy/web"), QStringLiteral("--type"), QStringLiteral("strategic"),
                   QStringLiteral("-p"), file.fileName(), QStringLiteral("-o"), QStringLiteral("diff")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QLatin1String("+         name: side")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QLatin1String("imagePullPolicy: IfNotPresent    # server default")),
                 qPrintable(r.out));
        QVERIFY2(
            r.out.contains(QLatin1String(
                "spec.template.spec.containers[name=\"side\"].image: your patch; owned by mado (Update)")),
            qPrintable(r.out));
        const QString images =
            testcluster::kubectl({QStringLiteral("-n"), m_ns, QStringLiteral("get"),
                                  QStringLiteral("deploy/web"), QStringLiteral("-o"),
                                  QStringLiteral("jsonpath={.spec.template.spec.containers[*].name}")})
                .out;
        // A strategic merge patch without $setElementOrder puts the new item first.
        QCOMPARE(images, QStringLiteral("side nginx"));
    }

    void warningsAndStrict() {
        const QStringList args{QStringLiteral("deployment"), QStringLiteral("web"), QStringLiteral("--type"),
                               QStringLiteral("merge"),      QStringLiteral("-p"),  QStringLiteral("-"),
                               QStringLiteral("--dry-run")};
        const QByteArray bogus = R"({"spec":{"replicaz":2}})";
        MadoRun r = patch(args, bogus);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("spec.replicaz")), qPrintable(r.err));
        r = patch(args + QStringList{QStringLiteral("--field-validation"), QStringLiteral("Warn")}, bogus);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains(QLatin1String("Warning: unknown field \"spec.replicaz\"")),
                 qPrintable(r.err));
    }

    void applyConflictNamesTheManager() {
        const QByteArray config =
            "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  replicas: 7\n";
        const QStringList args{
            QStringLiteral("deployment"),      QStringLiteral("web"), QStringLiteral("--type"),
            QStringLiteral("apply"),           QStringLiteral("-p"),  QStringLiteral("-"),
            QStringLiteral("--field-manager"), QStringLiteral("bob")};
        MadoRun r = patch(args, config);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String(".spec.replicas is owned by \"kubectl-create\"")),
                 qPrintable(r.err));
        QCOMPARE(replicas(), QStringLiteral("1"));
        r = patch(args + QStringList{QStringLiteral("--force")}, config);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(replicas(), QStringLiteral("7"));
    }

    void usageErrors() {
        QCOMPARE(patch({QStringLiteral("deployment"), QStringLiteral("web"), QStringLiteral("-p"),
                        QStringLiteral("-")})
                     .exitCode,
                 2);
        QCOMPARE(patch({QStringLiteral("deployment"), QStringLiteral("web"), QStringLiteral("--type"),
                        QStringLiteral("merge"), QStringLiteral("-p"), QStringLiteral("-"),
                        QStringLiteral("--force")})
                     .exitCode,
                 2);
    }

    void cleanupTestCase() {
        testcluster::kubectl(
            {QStringLiteral("delete"), QStringLiteral("namespace"), m_ns, QStringLiteral("--wait=false")});
    }
};

QTEST_GUILESS_MAIN(TestPatchCli)
#include "tst_patchcli_sandbox.moc"
