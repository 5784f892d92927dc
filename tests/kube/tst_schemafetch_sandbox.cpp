// Integration: OpenAPI v3 documents fetched from the sandbox, the disk cache
// keyed by the server's hash (a second connection sends only the index
// request), and a CRD's schema with its extensions.
#include "kube/client.h"
#include "kube/schema/schemafetch.h"
#include "testcluster.h"
#include "tests/common/await.h"
#include "tests/common/sandboxclient.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace kube;

namespace {

QByteArray crdManifest(const QString &group) {
    QFile f(qEnvironmentVariable("MADO_TEST_DATA") + QStringLiteral("/schema/widget-crd.yaml"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read widget-crd.yaml");
    return QString::fromUtf8(f.readAll()).replace(QStringLiteral("schema.mado.test"), group).toUtf8();
}

} // namespace

class TestSchemaFetch final : public QObject {
    Q_OBJECT

    QTemporaryDir m_cache;
    const QString m_group = testcluster::ownGroup(QStringLiteral("schema"));

    static SchemaFetch::ResultType fetch(Client *client, const SchemaRequest &request,
                                         int *requests = nullptr, bool *fromCache = nullptr) {
        HandlePtr<SchemaFetch> f(SchemaFetch::start(client, request));
        const auto r = mado::test::await(f.get(), 60000, "schema fetch");
        if (requests)
            *requests = f->requestsSent();
        if (fromCache)
            *fromCache = f->fromCache();
        return r;
    }

private slots:
    void initTestCase() {
        QVERIFY(m_cache.isValid());
        if (QStandardPaths::findExecutable(QStringLiteral("kubectl")).isEmpty())
            QSKIP("kubectl is not installed");
        const auto r = testcluster::kubectl(
            {QStringLiteral("apply"), QStringLiteral("-f"), QStringLiteral("-")}, crdManifest(m_group));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(
            testcluster::kubectl({QStringLiteral("wait"), QStringLiteral("--for=condition=Established"),
                                  QStringLiteral("--timeout=30s"), QStringLiteral("crd/widgets.") + m_group})
                .exitCode == 0);
    }

    void cleanupTestCase() {
        testcluster::kubectl({QStringLiteral("delete"), QStringLiteral("crd"),
                              QStringLiteral("widgets.") + m_group, QStringLiteral("--wait=false"),
                              QStringLiteral("--ignore-not-found")});
    }

    void secondConnectionHitsTheDiskCache() {
        const QString dir = m_cache.path() + QStringLiteral("/second");
        SchemaRequest req{QStringLiteral("v1"), dir, std::nullopt, true};

        auto first = testcluster::sandboxClient();
        QVERIFY(first);
        int requests = 0;
        bool cached = true;
        const auto a = fetch(first.get(), req, &requests, &cached);
        QVERIFY2(a, qPrintable(a ? QString() : a.error().userMessage()));
        QCOMPARE(requests, 2); // the index and the document
        QVERIFY(!cached);
        const QStringList files = QDir(dir + QStringLiteral("/api_v1")).entryList(QDir::Files);
        QCOMPARE(files.size(), 1);
        const QString file = dir + QStringLiteral("/api_v1/") + files.first();
        const QDateTime written = QFileInfo(file).lastModified();
        QVERIFY((*a)->forKind({QString(), QStringLiteral("v1"), QStringLiteral("Pod")}));
        first.reset();

        QThread::msleep(20); // a rewrite would show in the modification time
        auto second = testcluster::sandboxClient();
        QVERIFY(second);
        const auto b = fetch(second.get(), req, &requests, &cached);
        QVERIFY2(b, qPrintable(b ? QString() : b.error().userMessage()));
        QCOMPARE(requests, 1); // only the index: the document came from disk
        QVERIFY(cached);
        QCOMPARE(QFileInfo(file).lastModified(), written);
        QCOMPARE(QDir(dir + QStringLiteral("/api_v1")).entryList(QDir::Files), files);
        const SchemaNode *pod = (*b)->forKind({QString(), QStringLiteral("v1"), QStringLiteral("Pod")});
        QVERIFY(pod);
        QCOMPARE(
            OpenApiDocument::at(pod, {QStringLiteral("spec"), QStringLiteral("containers")})->explainType(),
            QStringLiteral("[]Container"));
    }

    void damagedCacheFileIsFetchedAgain() {
        const QString dir = m_cache.path() + QStringLiteral("/damaged");
        auto client = testcluster::sandboxClient();
        QVERIFY(client);
        SchemaRequest req{QStringLiteral("apps/v1"), dir, std::nullopt, true};
        int requests = 0;
        bool cached = false;
        const auto a = fetch(client.get(), req, &requests, &cached);
        QVERIFY(a);
        const QStringList files = QDir(dir + QStringLiteral("/apis_apps_v1")).entryList(QDir::Files);
        QCOMPARE(files.size(), 1);
        QFile f(dir + QStringLiteral("/apis_apps_v1/") + files.first());
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("{\"openapi\": \"3.0.0\", \"compon");
        f.close();
        const auto b = fetch(client.get(), req, &requests, &cached);
        QVERIFY(b);
        QVERIFY(!cached);
        QCOMPARE(requests, 2);
        QVERIFY((*b)->forKind({QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("Deployment")}));
        // The damaged file was replaced by the server's document.
        const auto c = fetch(client.get(), req, &requests, &cached);
        QVERIFY(c);
        QVERIFY(cached);
    }

    void crdSchemaWithExtensions() {
        auto client = testcluster::sandboxClient();
        QVERIFY(client);
        const QString gv = m_group + QStringLiteral("/v1");
        // The OpenAPI controller publishes a new CRD's document within seconds.
        std::shared_ptr<const OpenApiDocument> doc;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                const auto r =
                    fetch(client.get(), {gv, m_cache.path() + QStringLiteral("/crd"), std::nullopt, true});
                if (r)
                    doc = r.value();
                return bool(r);
            }(),
            30000);
        const SchemaNode *widget = doc->forKind({m_group, QStringLiteral("v1"), QStringLiteral("Widget")});
        QVERIFY(widget);
        const SchemaNode *spec = widget->property(QStringLiteral("spec"));
        QVERIFY(spec);
        QCOMPARE(spec->validations.size(), 2);
        QCOMPARE(spec->validations[0].rule, QStringLiteral("self.minReplicas <= self.maxReplicas"));
        QVERIFY(spec->property(QStringLiteral("port"))->intOrString);
        QVERIFY(spec->property(QStringLiteral("template"))->embeddedResource);
        const PatchMetadata parts =
            doc->patchMetadata({m_group, QStringLiteral("v1"), QStringLiteral("Widget")},
                               {QStringLiteral("spec"), QStringLiteral("parts")});
        QCOMPARE(parts.listType, QStringLiteral("map"));
        QCOMPARE(parts.listMapKeys, QStringList{QStringLiteral("name")});
    }

    void unknownGroupVersionIsAnError() {
        auto client = testcluster::sandboxClient();
        QVERIFY(client);
        const auto r =
            fetch(client.get(), {QStringLiteral("nosuch.mado.test/v9"), m_cache.path(), std::nullopt, true});
        QVERIFY(!r);
        QVERIFY(r.error().userMessage().contains(QLatin1String("nosuch.mado.test/v9")));
    }

    void givenIndexSkipsTheIndexRequest() {
        auto client = testcluster::sandboxClient();
        QVERIFY(client);
        HandlePtr<OpenApiIndexFetch> i(OpenApiIndexFetch::start(client.get()));
        const auto index = mado::test::await(i.get(), 30000, "index");
        QVERIFY(index);
        int requests = 0;
        bool cached = false;
        const auto r = fetch(
            client.get(),
            {QStringLiteral("batch/v1"), m_cache.path() + QStringLiteral("/given"), index.value(), true},
            &requests, &cached);
        QVERIFY(r);
        QCOMPARE(requests, 1);
        QVERIFY(!cached);
        QVERIFY((*r)->forKind({QStringLiteral("batch"), QStringLiteral("v1"), QStringLiteral("CronJob")}));
    }
};

QTEST_GUILESS_MAIN(TestSchemaFetch)
#include "tst_schemafetch_sandbox.moc"
