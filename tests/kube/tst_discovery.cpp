// Integration: discovery against the sandbox, aggregated and legacy. Other
// tests create and delete CRDs meanwhile: their groups are left out where two
// discoveries are compared.
#include "kube/client.h"
#include "kube/discovery.h"
#include "testcluster.h"
#include "tests/common/await.h"
#include "tests/common/sandboxclient.h"

#include <QSignalSpy>
#include <QTest>

using namespace kube;

class TestDiscovery final : public QObject {
    Q_OBJECT

    std::unique_ptr<Client> m_client;
    Catalog m_aggregated;

    Catalog discover(bool legacy) {
        HandlePtr<Discovery> d(Discovery::start(m_client.get(), {legacy}));
        const auto r = mado::test::await(d.get(), 30000, "discovery");
        if (!r)
            qFatal("discovery failed: %s", qPrintable(r.error().userMessage()));
        if (d->usedAggregated() == legacy)
            qFatal("wrong discovery path");
        return *r;
    }

    /// Every resource of c but those of other tests' groups, one sorted line each.
    static QStringList describe(const Catalog &c) {
        QStringList out;
        for (ApiResource r : c.resources) {
            if (testcluster::isOtherTestsGroup(r.group))
                continue;
            r.verbs.sort();
            r.shortNames.sort();
            r.categories.sort();
            r.subresources.sort();
            out.append(QStringList{r.groupVersion(), r.name, r.singularName, r.kind,
                                   r.namespaced ? QStringLiteral("ns") : QStringLiteral("cluster"),
                                   r.preferred ? QStringLiteral("preferred") : QString(),
                                   r.verbs.join(QLatin1Char(',')), r.shortNames.join(QLatin1Char(',')),
                                   r.categories.join(QLatin1Char(',')), r.subresources.join(QLatin1Char(','))}
                           .join(QLatin1Char(' ')));
        }
        out.sort();
        return out;
    }

private slots:
    void initTestCase() {
        m_client = testcluster::sandboxClient();
        QVERIFY(m_client);
        m_aggregated = discover(false);
    }

    void catalogHasTheCoreGroupFirst() {
        QVERIFY(m_aggregated.resources.size() > 50);
        QCOMPARE(m_aggregated.groups.first().name, QString());
        QCOMPARE(m_aggregated.groups.first().preferredVersion(), QStringLiteral("v1"));
        QVERIFY(std::any_of(m_aggregated.groups.begin(), m_aggregated.groups.end(), [](const ApiGroup &g) {
            return g.name == QLatin1String("storagemigration.k8s.io");
        }));
    }

    void aggregatedEqualsLegacy() {
        const Catalog legacy = discover(true);
        QCOMPARE(describe(legacy), describe(m_aggregated));
        QStringList aggGroups, legGroups;
        for (const ApiGroup &g : m_aggregated.groups) {
            if (!testcluster::isOtherTestsGroup(g.name))
                aggGroups.append(g.name + QLatin1Char(':') + g.versions.join(QLatin1Char(',')));
        }
        for (const ApiGroup &g : legacy.groups) {
            if (!testcluster::isOtherTestsGroup(g.name))
                legGroups.append(g.name + QLatin1Char(':') + g.versions.join(QLatin1Char(',')));
        }
        aggGroups.sort();
        legGroups.sort();
        QCOMPARE(legGroups, aggGroups);
    }

    void canceledOrDroppedAtAnyPointEndsOnce_data() {
        QTest::addColumn<bool>("legacy");
        QTest::newRow("aggregated") << false;
        QTest::newRow("legacy") << true;
    }

    // The answers are parsed on the thread pool, so a discovery can be
    // canceled or dropped while a parse runs: it ends once, and what comes
    // back from the pool afterwards is ignored.
    void canceledOrDroppedAtAnyPointEndsOnce() {
        QFETCH(bool, legacy);
        int canceled = 0, completed = 0;
        for (int delay : {0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512}) {
            HandlePtr<Discovery> d(Discovery::start(m_client.get(), {legacy}));
            QSignalSpy spy(d.get(), &Handle::finished);
            QTest::qWait(delay);
            const bool endedBefore = d->isFinished();
            d->cancel();
            const auto r = mado::test::await(d.get(), 30000, "canceled discovery");
            QTest::qWait(50);
            QCOMPARE(spy.count(), 1);
            if (endedBefore) {
                QVERIFY(r.ok());
                QVERIFY(r->resources.size() > 50);
                ++completed;
            } else {
                QVERIFY(!r.ok());
                QCOMPARE(r.error().kind, ApiError::Kind::Canceled);
                ++canceled;
            }
            // Dropped mid-way: the handle goes while its parses may still run.
            HandlePtr<Discovery> dropped(Discovery::start(m_client.get(), {legacy}));
            QTest::qWait(delay);
            dropped.reset();
        }
        QVERIFY(canceled > 0);
        QTest::qWait(100);
        qInfo("canceled %d times, ended before the cancel %d times", canceled, completed);
    }

    void resolve_data() {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QString>("groupVersion");
        QTest::addColumn<QString>("name");
        QTest::newRow("plural") << "configmaps"
                                << "v1"
                                << "configmaps";
        QTest::newRow("singular") << "configmap"
                                  << "v1"
                                  << "configmaps";
        QTest::newRow("short name") << "cm"
                                    << "v1"
                                    << "configmaps";
        QTest::newRow("kind") << "ConfigMap"
                              << "v1"
                              << "configmaps";
        QTest::newRow("kind lower") << "deployment"
                                    << "apps/v1"
                                    << "deployments";
        QTest::newRow("short deploy") << "deploy"
                                      << "apps/v1"
                                      << "deployments";
        QTest::newRow("resource.group") << "deployments.apps"
                                        << "apps/v1"
                                        << "deployments";
        QTest::newRow("resource.version.group") << "deployments.v1.apps"
                                                << "apps/v1"
                                                << "deployments";
        QTest::newRow("core wins events") << "events"
                                          << "v1"
                                          << "events";
        QTest::newRow("events.events.k8s.io") << "events.events.k8s.io"
                                              << "events.k8s.io/v1"
                                              << "events";
        QTest::newRow("hpa preferred v2") << "hpa"
                                          << "autoscaling/v2"
                                          << "horizontalpodautoscalers";
        QTest::newRow("hpa v1 asked") << "hpa.v1.autoscaling"
                                      << "autoscaling/v1"
                                      << "horizontalpodautoscalers";
        QTest::newRow("crd") << "crd"
                             << "apiextensions.k8s.io/v1"
                             << "customresourcedefinitions";
        QTest::newRow("only in v1beta1") << "leasecandidates"
                                         << "coordination.k8s.io/v1beta1"
                                         << "leasecandidates";
    }

    void resolve() {
        QFETCH(QString, spec);
        QFETCH(QString, groupVersion);
        QFETCH(QString, name);
        auto r = m_aggregated.resolve(spec);
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().message));
        QCOMPARE(r->groupVersion(), groupVersion);
        QCOMPARE(r->name, name);
    }

    void unknownResource() {
        auto r = m_aggregated.resolve(QStringLiteral("frobnicators"));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().message,
                 QStringLiteral("The server doesn't have a resource type \"frobnicators\"."));
    }

    void paths() {
        QCOMPARE(m_aggregated.resolve(QStringLiteral("cm"))->path(QStringLiteral("web")),
                 QStringLiteral("/api/v1/namespaces/web/configmaps"));
        QCOMPARE(m_aggregated.resolve(QStringLiteral("deploy"))->path(),
                 QStringLiteral("/apis/apps/v1/deployments"));
        QCOMPARE(m_aggregated.resolve(QStringLiteral("ns"))->path(QStringLiteral("web")),
                 QStringLiteral("/api/v1/namespaces"));
    }
};

QTEST_GUILESS_MAIN(TestDiscovery)
#include "tst_discovery.moc"
