// Step 3 done by the server: a StorageVersionMigration object created by the
// session on the sandbox (which serves storagemigration.k8s.io/v1 and runs
// kube-controller-manager's storage-version-migrator controller) and followed
// to its Succeeded condition. Proves in etcd that every object was rewritten
// at the new version, that the record names the object and unlocks step 4,
// and that a StorageVersionMigration the controller fails ends as a failure
// with the controller's message.
#include "await.h"
#include "sandboxclient.h"
#include "testcluster.h"

#include "codecs/json.h"
#include "models/migrate/session.h"

#include <QCborMap>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace migrate;

class TstServerMigrationSandbox final : public QObject {
    Q_OBJECT

    std::unique_ptr<kube::Client> m_client;
    LabOptions m_lab;
    QTemporaryDir m_stateDir;
    MigrationSession *m_session = nullptr;

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

private slots:
    void initTestCase() {
        m_client = testcluster::sandboxClient();
        QVERIFY(m_client);
        QVERIFY(m_stateDir.isValid());
        m_lab.group = testcluster::ownGroup(QStringLiteral("svm"));
        m_lab.ns = testcluster::ownNamespace(QStringLiteral("svm"));
        m_lab.objects = 25;
        auto *setup = LabSetup::start(m_client.get(), m_lab);
        const auto r = mado::test::await(setup, 120000, "lab setup");
        QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error().message));
        m_session = new MigrationSession(m_client.get(), labCrdName(m_lab), QStringLiteral("v2"),
                                         ProgressStore(m_stateDir.path()), this);
        refresh();
    }

    void refusedBeforeStorageMoves() {
        QString refused;
        QVERIFY(!m_session->startServerMigration(&refused));
        QVERIFY2(refused.contains(QLatin1String("step 2")), qPrintable(refused));
        QVERIFY(!m_session->serverMigration());
    }

    void serverRewritesEveryObject() {
        QVERIFY(runStep(Step::Serve).ok);
        QVERIFY(runStep(Step::Storage).ok);
        QCOMPARE(m_session->state().storedVersions,
                 (QStringList{QStringLiteral("v1"), QStringLiteral("v2")}));

        QString refused;
        ServerMigrationOptions options;
        options.pollMs = 250;
        ServerMigration *m = m_session->startServerMigration(&refused, options);
        QVERIFY2(m, qPrintable(refused));
        QStringList seen;
        connect(m, &ServerMigration::statusChanged, this, [&seen, m] { seen << m->status().summary(); });
        QSignalSpy state(m_session, &MigrationSession::stateChanged);
        const auto r = mado::test::await(m, 240000, "StorageVersionMigration");
        QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error().message));
        QCOMPARE(r->apiVersion, QStringLiteral("storagemigration.k8s.io/v1"));
        QVERIFY(r->is(QStringLiteral("Succeeded")));
        QVERIFY(!r->is(QStringLiteral("Failed")));
        // The handle ended after the controller's clean-up (it trims storedVersions, then turns Running
        // False).
        QVERIFY2(!r->is(QStringLiteral("Running")), qPrintable(r->summary()));
        QVERIFY2(!seen.isEmpty(), "no status was reported while following");

        // The session re-reads the CRD when the migration ends.
        QVERIFY(state.wait(30000));
        const auto rec = m_session->record();
        QVERIFY(rec);
        QCOMPARE(rec->serverMigration, r->name);
        QVERIFY(rewriteCovers(rec, m_session->state(), QStringLiteral("v2")));
        // 1.37's controller trims storedVersions itself when the CRD did not change meanwhile.
        QCOMPARE(m_session->state().storedVersions, QStringList{QStringLiteral("v2")});
        QCOMPARE(m_session->plan().next(), Step::Unserve);

        // etcd holds every object in the new encoding.
        QSignalSpy etcd(m_session, &MigrationSession::etcdReady);
        m_session->readEtcd(qEnvironmentVariable("MADO_TEST_SANDBOX_DIR"));
        QVERIFY(etcd.wait(60000));
        QCOMPARE(etcd.first().first().toString(), QString());
        QCOMPARE(m_session->storedVersions().size(), 25);
        for (auto it = m_session->storedVersions().cbegin(); it != m_session->storedVersions().cend(); ++it)
            QCOMPARE(it.value(), m_lab.group + QStringLiteral("/v2"));
    }

    void followingAMissingObjectFails() {
        ServerMigrationOptions options;
        options.existing = QStringLiteral("mado-no-such-migration");
        auto *m = ServerMigration::start(m_client.get(), m_session->state(), ProgressStore(m_stateDir.path()),
                                         options);
        const auto r = mado::test::await(m, 30000, "follow");
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message.contains(QLatin1String("mado-no-such-migration")),
                 qPrintable(r.error().message));
    }

    // The controller fails a migration of a resource nobody serves (after
    // giving discovery a minute); Mado reports the failure with its message
    // and records nothing.
    void failedConditionIsAFailure() {
        CrdState ghost = m_session->state();
        ghost.name = QStringLiteral("ghosts.") + m_lab.group + QStringLiteral(".invalid");
        ghost.group = m_lab.group + QStringLiteral(".invalid");
        ghost.plural = QStringLiteral("ghosts");
        ghost.uid = QStringLiteral("no-uid");
        ServerMigrationOptions options;
        options.pollMs = 1000;
        auto *m = ServerMigration::start(m_client.get(), ghost, ProgressStore(m_stateDir.path()), options);
        const auto r = mado::test::await(m, 180000, "failing StorageVersionMigration");
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message.contains(QLatin1String("failed")), qPrintable(r.error().message));
        QVERIFY(m->status().is(QStringLiteral("Failed")));
        QVERIFY(!ProgressStore(m_stateDir.path()).load(m_client->server(), ghost.name));
    }
};

QTEST_MAIN(TstServerMigrationSandbox)
#include "tst_servermigration_sandbox.moc"
