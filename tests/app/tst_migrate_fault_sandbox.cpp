// The fault test of the rewrite: `mado migrate run` killed (SIGKILL) at random
// points at least five times while it rewrites many objects, restarted, and
// finished: every object present and stored at the new version in etcd,
// storedVersions trimmed only at the end, the saved progress never going back.
// MADO_MIGRATE_FAULT_OBJECTS sets the count (default 1500; bench/ runs 10,000).
#include "await.h"
#include "sandboxclient.h"
#include "testcluster.h"

#include "codecs/json.h"
#include "models/migrate/session.h"

#include <QCborMap>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

class TstMigrateFault final : public QObject {
    Q_OBJECT

    std::unique_ptr<kube::Client> m_client;
    QTemporaryDir m_state;
    migrate::LabOptions m_lab;
    int m_objects = 1500;

    QStringList storedVersions() {
        const auto r =
            testcluster::kubectl({QStringLiteral("get"), QStringLiteral("crd"), migrate::labCrdName(m_lab),
                                  QStringLiteral("-o"), QStringLiteral("jsonpath={.status.storedVersions}")});
        QString out = r.out;
        return out.remove(QLatin1Char('['))
            .remove(QLatin1Char(']'))
            .remove(QLatin1Char('"'))
            .split(QLatin1Char(','));
    }

    QProcess *startRun(const QStringList &extra = {}) {
        auto *p = new QProcess(this);
        p->start(qEnvironmentVariable("MADO_BIN"),
                 QStringList{QStringLiteral("--kubeconfig"), testcluster::kubeconfig(),
                             QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("migrate"),
                             QStringLiteral("run"), migrate::labCrdName(m_lab), QStringLiteral("--to"),
                             QStringLiteral("v2"), QStringLiteral("--state-dir"), m_state.path()} +
                     extra);
        return p;
    }

private slots:
    void initTestCase() {
        m_objects = qEnvironmentVariableIntValue("MADO_MIGRATE_FAULT_OBJECTS");
        if (m_objects <= 0)
            m_objects = 1500;
        m_client = testcluster::sandboxClient();
        QVERIFY(m_client);
        m_lab.group = testcluster::ownGroup(QStringLiteral("mfault"));
        m_lab.ns = testcluster::ownNamespace(QStringLiteral("mfault"));
        m_lab.objects = m_objects;
        m_lab.concurrency = 16;
        const auto r =
            mado::test::await(migrate::LabSetup::start(m_client.get(), m_lab), 600000, "lab setup");
        QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error().message));
    }

    void killAndResume() {
        QProcess *storage = startRun({QStringLiteral("--until"), QStringLiteral("storage")});
        QVERIFY(storage->waitForFinished(120000));
        QCOMPARE(storage->exitCode(), 0);
        QCOMPARE(storedVersions(), (QStringList{QStringLiteral("v1"), QStringLiteral("v2")}));

        migrate::ProgressStore store(m_state.path());
        int kills = 0;
        QString lastWatermark;
        int finishedOnItsOwn = 0;
        for (int round = 0; round < 12 && kills < 6; ++round) {
            // 60 writes/s: six runs killed after 1.2-3 s rewrite well under the 1,500
            // objects on an idle machine too, so the kills land mid-rewrite.
            QProcess *p = startRun({QStringLiteral("--qps"), QStringLiteral("60")});
            QVERIFY(p->waitForStarted());
            const int after = 1200 + int(QRandomGenerator::global()->bounded(1800));
            if (p->waitForFinished(after)) {
                finishedOnItsOwn++;
                break;
            }
            p->kill();
            QVERIFY(p->waitForFinished(10000));
            kills++;
            // Killed mid-rewrite: nothing trimmed, and the saved progress never goes back.
            const auto rec = store.load(m_client->server(), migrate::labCrdName(m_lab));
            if (storedVersions() == QStringList{QStringLiteral("v2")}) {
                // Killed just after its last step: a trim is only allowed after a verified rewrite.
                QVERIFY(rec && rec->complete);
                break;
            }
            QCOMPARE(storedVersions(), (QStringList{QStringLiteral("v1"), QStringLiteral("v2")}));
            if (rec) {
                QVERIFY2(rec->watermark >= lastWatermark,
                         qPrintable(rec->watermark + QLatin1String(" < ") + lastWatermark));
                lastWatermark = rec->watermark;
                QVERIFY(!rec->complete);
            }
        }
        QVERIFY2(kills >= 5, qPrintable(QStringLiteral("only %1 kills before the rewrite ended").arg(kills)));
        QVERIFY(!lastWatermark.isEmpty()); // the killed runs made saved progress
        QProcess *last = startRun();
        QVERIFY(last->waitForFinished(600000));
        const QString err = QString::fromUtf8(last->readAllStandardError());
        QVERIFY2(last->exitCode() == 0, qPrintable(err));
        QCOMPARE(storedVersions(), QStringList{QStringLiteral("v2")});
        const auto rec = store.load(m_client->server(), migrate::labCrdName(m_lab));
        QVERIFY(rec && rec->complete);
        QVERIFY(rec->passes >= 2);

        // etcd: every object present, every one stored as v2.
        QProcess etcd;
        etcd.start(qEnvironmentVariable("MADO_SANDBOX_BIN"),
                   {QStringLiteral("etcd-get"), QStringLiteral("--dir"),
                    qEnvironmentVariable("MADO_TEST_SANDBOX_DIR"), QStringLiteral("--prefix"),
                    QStringLiteral("/registry/%1/widgets/").arg(m_lab.group)});
        QVERIFY(etcd.waitForFinished(120000));
        QCOMPARE(etcd.exitCode(), 0);
        const QList<QByteArray> lines = etcd.readAllStandardOutput().trimmed().split('\n');
        QCOMPARE(int(lines.size()), m_objects);
        int atV2 = 0;
        for (const QByteArray &line : lines) {
            const auto doc = codecs::parseJson(line);
            QVERIFY(doc.ok());
            atV2 += doc->toMap().value(QLatin1String("apiVersion")).toString() ==
                    m_lab.group + QLatin1String("/v2");
        }
        QCOMPARE(atV2, m_objects);
        qInfo("%d kills, %d passes, %lld writes in all for %d objects", kills, rec->passes, rec->rewritten,
              m_objects);
    }

    void cleanupTestCase() {
        testcluster::kubectl({QStringLiteral("delete"), QStringLiteral("crd"), migrate::labCrdName(m_lab),
                              QStringLiteral("--wait=false")});
        testcluster::kubectl({QStringLiteral("delete"), QStringLiteral("namespace"), m_lab.ns,
                              QStringLiteral("--wait=false")});
    }
};

QTEST_GUILESS_MAIN(TstMigrateFault)
#include "tst_migrate_fault_sandbox.moc"
