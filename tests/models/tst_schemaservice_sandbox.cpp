// Integration: the window's schema service on the sandbox: one index fetch
// and one load per group version however many ask, answers from memory
// afterwards, and a fresh start (another client) after the connection changed.
#include "kube/client.h"
#include "models/schema/schemaservice.h"
#include "tests/common/await.h"
#include "tests/common/sandboxclient.h"

#include <QTemporaryDir>
#include <QTest>

using namespace models;

class TestSchemaService final : public QObject {
    Q_OBJECT

    QTemporaryDir m_cache;

private slots:
    void oneLoadForManyLookups() {
        auto client = testcluster::sandboxClient();
        QVERIFY(client);
        SchemaService service;
        service.setCacheDir(m_cache.path());
        service.setClient(client.get());
        SchemaLookup *a = service.lookup(QStringLiteral("v1"));
        SchemaLookup *b = service.lookup(QStringLiteral("v1"));
        SchemaLookup *c = service.lookup(QStringLiteral("apps/v1"));
        const auto ra = mado::test::await(a, 60000, "lookup a");
        const auto rb = mado::test::await(b, 60000, "lookup b");
        const auto rc = mado::test::await(c, 60000, "lookup c");
        QVERIFY(ra && rb && rc);
        QCOMPARE(ra.value(), rb.value()); // the same document object
        QCOMPARE(service.indexFetches(), 1);
        QCOMPARE(service.documentLoads(), 2);
        QVERIFY(service.cached(QStringLiteral("apps/v1")));
        QVERIFY(!service.cached(QStringLiteral("batch/v1")));

        SchemaLookup *again = service.lookup(QStringLiteral("v1"));
        QVERIFY(!again->isFinished()); // finished() never comes from inside lookup()
        const auto rd = mado::test::await(again, 1000, "lookup from memory");
        QVERIFY(rd);
        QCOMPARE(rd.value(), ra.value());
        QCOMPARE(service.documentLoads(), 2);

        // Another connection: everything is fetched again (the documents from disk).
        auto other = testcluster::sandboxClient();
        service.setClient(other.get());
        QVERIFY(!service.cached(QStringLiteral("v1")));
        const auto re = mado::test::await(service.lookup(QStringLiteral("v1")), 60000, "after reconnect");
        QVERIFY(re);
        QVERIFY(re.value() != ra.value());
        QCOMPARE(service.indexFetches(), 2);
        QCOMPARE(service.documentLoads(), 3);
    }

    void failureReachesEveryWaiter() {
        auto client = testcluster::sandboxClient();
        QVERIFY(client);
        SchemaService service;
        service.setCacheDir(m_cache.path());
        service.setClient(client.get());
        SchemaLookup *a = service.lookup(QStringLiteral("nosuch.mado.test/v1"));
        SchemaLookup *b = service.lookup(QStringLiteral("nosuch.mado.test/v1"));
        QVERIFY(!mado::test::await(a, 30000, "a"));
        QVERIFY(!mado::test::await(b, 30000, "b"));
        QVERIFY(b->result().error().userMessage().contains(QLatin1String("nosuch.mado.test/v1")));
    }

    void withoutClientIsAnError() {
        SchemaService service;
        const auto r = mado::test::await(service.lookup(QStringLiteral("v1")), 1000, "no client");
        QVERIFY(!r);
        QCOMPARE(r.error().kind, kube::ApiError::Kind::Config);
    }
};

QTEST_GUILESS_MAIN(TestSchemaService)
#include "tst_schemaservice_sandbox.moc"
