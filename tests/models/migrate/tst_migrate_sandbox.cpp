// The CRD storage-version migration lab end to end on the sandbox, through the
// same session the wizard and `mado migrate` drive: refusals out of order, the
// deprecation warning, storedVersions holding both, the server's refusal of an
// early removal (with its field path), the rewrite with a real conflict and a
// real deletion in flight, the proof of defaulting before/after, the stored
// apiVersion read from etcd, the trim, unserve, remove and the closing check.
#include "await.h"
#include "sandboxclient.h"
#include "testcluster.h"

#include "models/migrate/session.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace migrate;

class TstMigrateSandbox final : public QObject {
    Q_OBJECT

    std::unique_ptr<kube::Client> m_client;
    LabOptions m_lab;
    QTemporaryDir m_stateDir;
    MigrationSession *m_session = nullptr;
    QString m_victimDeleted;
    QString m_victimPatched;

    StepOutcome runStep(Step step) {
        QSignalSpy spy(m_session, &MigrationSession::stepFinished);
        m_session->runStep(step);
        if (!spy.wait(30000))
            qFatal("step did not finish");
        return spy.first().first().value<StepOutcome>();
    }
    void refresh() {
        QSignalSpy spy(m_session, &MigrationSession::stateChanged);
        m_session->refresh();
        QVERIFY(spy.wait(30000));
    }
    void readEtcd() {
        QSignalSpy spy(m_session, &MigrationSession::etcdReady);
        m_session->readEtcd(qEnvironmentVariable("MADO_TEST_SANDBOX_DIR"));
        QVERIFY(spy.wait(60000));
        QCOMPARE(spy.first().first().toString(), QString());
    }

private slots:
    void initTestCase() {
        m_client = testcluster::sandboxClient();
        QVERIFY(m_client);
        QVERIFY(m_stateDir.isValid());
        m_lab.group = testcluster::ownGroup(QStringLiteral("migrate"));
        m_lab.ns = testcluster::ownNamespace(QStringLiteral("migrate"));
        m_lab.objects = 30;
        auto *setup = LabSetup::start(m_client.get(), m_lab);
        const auto r = mado::test::await(setup, 120000, "lab setup");
        QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error().message));
        QCOMPARE(*r, 30);
        m_session = new MigrationSession(m_client.get(), labCrdName(m_lab), QStringLiteral("v2"),
                                         ProgressStore(m_stateDir.path()), this);
        refresh();
    }

    void labState() {
        const CrdState &s = m_session->state();
        QCOMPARE(s.storageVersion(), QStringLiteral("v1"));
        QCOMPARE(s.strategy, QStringLiteral("None"));
        QCOMPARE(s.storedVersions, QStringList{QStringLiteral("v1")});
        QVERIFY(!s.version(QStringLiteral("v2"))->served);
        QCOMPARE(s.objectCount, 30);
        QCOMPARE(s.defaultedFields(QStringLiteral("v2")), QStringList{QStringLiteral("spec.color")});
        QCOMPARE(m_session->plan().next(), Step::Serve);
    }

    void outOfOrderRefusedByMado() {
        const StepOutcome storage = runStep(Step::Storage);
        QVERIFY(!storage.ok);
        QVERIFY(storage.refusedByMado);
        const StepOutcome trim = runStep(Step::Trim);
        QVERIFY(trim.refusedByMado);
        QCOMPARE(m_session->state().storageVersion(), QStringLiteral("v1")); // nothing written
    }

    void step1ServeAndDeprecationWarning() {
        const StepOutcome o = runStep(Step::Serve);
        QVERIFY2(o.ok, qPrintable(o.message));
        const CrdState &s = m_session->state();
        QVERIFY(s.version(QStringLiteral("v2"))->served);
        QVERIFY(s.version(QStringLiteral("v1"))->deprecated);
        QVERIFY(!s.version(QStringLiteral("v1"))->deprecationWarning.isEmpty());
        // The server sends the warning on requests of the old version (once the
        // handler picked the CRD change up).
        QStringList warnings;
        for (int i = 0; i < 50 && warnings.isEmpty(); ++i) {
            QSignalSpy spy(m_session, &MigrationSession::oldVersionWarnings);
            m_session->requestOldVersion();
            QVERIFY(spy.wait(30000));
            warnings = spy.first().first().toStringList();
            if (warnings.isEmpty())
                QTest::qWait(200);
        }
        QVERIFY(warnings.contains(s.version(QStringLiteral("v1"))->deprecationWarning));
    }

    void step2StorageBothStored() {
        const StepOutcome o = runStep(Step::Storage);
        QVERIFY2(o.ok, qPrintable(o.message));
        QCOMPARE(m_session->state().storageVersion(), QStringLiteral("v2"));
        QCOMPARE(m_session->state().storedVersions,
                 (QStringList{QStringLiteral("v1"), QStringLiteral("v2")}));
        QCOMPARE(m_session->plan().next(), Step::Rewrite);
        const StepOutcome trim = runStep(Step::Trim);
        QVERIFY(trim.refusedByMado); // no verified rewrite yet
        QCOMPARE(m_session->state().storedVersions.size(), 2);
    }

    void learningRemovalRefusedByServer() {
        QSignalSpy spy(m_session, &MigrationSession::learnFinished);
        m_session->tryRemoveStillStored();
        QVERIFY(spy.wait(30000));
        const StepOutcome o = spy.first().first().value<StepOutcome>();
        QVERIFY(!o.ok);
        QVERIFY(!o.refusedByMado);
        bool named = false;
        for (const kube::StatusCause &c : o.causes)
            named = named || c.field.startsWith(QLatin1String("status.storedVersions"));
        QVERIFY2(named, qPrintable(o.message));
        refresh();
        QVERIFY(m_session->state().version(QStringLiteral("v1"))); // the dry run changed nothing
    }

    void proofBefore() {
        readEtcd();
        QCOMPARE(m_session->storedVersions().size(), 30);
        for (const QString &v : m_session->storedVersions())
            QCOMPARE(v, m_lab.group + QLatin1String("/v1"));
        QSignalSpy spy(m_session, &MigrationSession::proofReady);
        m_session->readProof(false, 5);
        QVERIFY(spy.wait(30000));
        QCOMPARE(m_session->proof(false).size(), 5);
        for (const ProofRow &row : m_session->proof(false)) {
            QCOMPARE(row.field, QStringLiteral("spec.color"));
            QVERIFY2(!row.present, qPrintable(row.key)); // strategy None: the v2 default is not there
            QCOMPARE(row.stored, m_lab.group + QLatin1String("/v1"));
        }
    }

    void step3RewriteWithConflictAndDeletion() {
        RewriteOptions opts;
        opts.concurrency = 4;
        opts.pageSize = 10;
        Rewriter *r = m_session->startRewrite(opts);
        bool once = false;
        // Between the first page's list and its writes: change one object (its
        // listed resourceVersion goes stale → 409) and delete another (→ 404).
        connect(r, &Rewriter::pageListed, this, [this, &once] {
            if (once)
                return;
            once = true;
            m_victimPatched = QStringLiteral("widget-00003");
            m_victimDeleted = QStringLiteral("widget-00005");
            QCOMPARE(testcluster::kubectl({QStringLiteral("-n"), m_lab.ns, QStringLiteral("patch"),
                                           QStringLiteral("widgets.") + m_lab.group, m_victimPatched,
                                           QStringLiteral("--type=merge"), QStringLiteral("-p"),
                                           QStringLiteral(R"({"spec":{"size":"huge"}})")})
                         .exitCode,
                     0);
            QCOMPARE(testcluster::kubectl({QStringLiteral("-n"), m_lab.ns, QStringLiteral("delete"),
                                           QStringLiteral("widgets.") + m_lab.group, m_victimDeleted})
                         .exitCode,
                     0);
        });
        const auto res = mado::test::await(r, 120000, "rewrite");
        QVERIFY2(res.ok(), res.ok() ? "" : qPrintable(res.error().message));
        QVERIFY(res->complete);
        QVERIFY(res->conflicts >= 1);
        QCOMPARE(res->gone, 1);
        QCOMPARE(res->rewritten, 29);
        QVERIFY(res->failed.isEmpty());
        QVERIFY(rewriteCovers(m_session->record(), m_session->state(), QStringLiteral("v2")));
    }

    void proofAfter() {
        readEtcd();
        QCOMPARE(m_session->storedVersions().size(), 29);
        QVERIFY(!m_session->storedVersions().contains(m_lab.ns + QLatin1Char('/') + m_victimDeleted));
        for (const QString &v : m_session->storedVersions())
            QCOMPARE(v, m_lab.group + QLatin1String("/v2"));
        QSignalSpy spy(m_session, &MigrationSession::proofReady);
        m_session->readProof(true, 5);
        QVERIFY(spy.wait(30000));
        QCOMPARE(m_session->proof(true).size(), 5);
        for (const ProofRow &row : m_session->proof(true)) {
            QVERIFY2(row.present, qPrintable(row.key));
            QCOMPARE(row.value, QStringLiteral("\"blue\""));
            QCOMPARE(row.stored, m_lab.group + QLatin1String("/v2"));
        }
    }

    void step4TrimUnserveRemove() {
        QVERIFY(runStep(Step::Remove).refusedByMado); // still stored and served
        StepOutcome o = runStep(Step::Trim);
        QVERIFY2(o.ok, qPrintable(o.message));
        QCOMPARE(m_session->state().storedVersions, QStringList{QStringLiteral("v2")});
        QVERIFY(runStep(Step::Remove).refusedByMado); // v1 still served
        o = runStep(Step::Unserve);
        QVERIFY2(o.ok, qPrintable(o.message));
        QVERIFY(!m_session->state().version(QStringLiteral("v1"))->served);
        o = runStep(Step::Remove);
        QVERIFY2(o.ok, qPrintable(o.message));
        QCOMPARE(m_session->state().versions.size(), 1);
        QVERIFY(m_session->plan().complete());
    }

    void closingCheck() {
        QProcess p;
        p.start(qEnvironmentVariable("MADO_BIN"),
                {QStringLiteral("--kubeconfig"), testcluster::kubeconfig(), QStringLiteral("migrate"),
                 QStringLiteral("check"), labCrdName(m_lab), QStringLiteral("--state-dir"), m_stateDir.path(),
                 QStringLiteral("--sandbox-dir"), qEnvironmentVariable("MADO_TEST_SANDBOX_DIR")});
        QVERIFY(p.waitForFinished(60000));
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(p.exitCode() == 0, qPrintable(out + QString::fromUtf8(p.readAllStandardError())));
        QVERIFY(out.contains(QLatin1String("v2")));
    }

    void cleanupTestCase() {
        testcluster::kubectl({QStringLiteral("delete"), QStringLiteral("crd"), labCrdName(m_lab),
                              QStringLiteral("--wait=false")});
        testcluster::kubectl({QStringLiteral("delete"), QStringLiteral("namespace"), m_lab.ns,
                              QStringLiteral("--wait=false")});
    }
};

QTEST_GUILESS_MAIN(TstMigrateSandbox)
#include "tst_migrate_sandbox.moc"
