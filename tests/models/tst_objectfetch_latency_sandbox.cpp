// Integration: comparing two large versions of a custom resource keeps the
// GUI thread free (no event-loop stall over 50 ms while the line diff of
// millions of cells runs). The test owns its namespace and CRD group.
#include "codecs/json.h"
#include "kube/client.h"
#include "kube/kubeconfig.h"
#include "models/objectfetch.h"
#include "tests/common/eventlooplatency.h"
#include "tests/common/sandboxclient.h"

#include <QCborArray>
#include <QCborMap>
#include <QCoreApplication>
#include <QSignalSpy>
#include <QTest>

using namespace kube;

class TestObjectFetchLatency final : public QObject {
    Q_OBJECT

    std::unique_ptr<Client> m_client;
    const QString m_suffix = QString::number(QCoreApplication::applicationPid());
    const QString m_ns = QStringLiteral("mado-t-latency-") + m_suffix;
    const QString m_group = QStringLiteral("latency%1.mado.test").arg(m_suffix);
    static constexpr int kItems = 1900; // ~1,950 YAML lines: ~3.8 million LCS cells per comparison

    CallResult await(Call *call) {
        QSignalSpy spy(call, &Call::finished);
        if (!call->isFinished() && !spy.wait(30000))
            qFatal("request did not finish within 30 s");
        return call->result();
    }

    CallResult send(const QByteArray &verb, const QString &path, const QCborValue &body = {}) {
        Request r;
        r.verb = verb;
        r.path = path;
        if (!body.isUndefined()) {
            r.contentType = "application/json";
            r.body = codecs::toJson(body, codecs::JsonStyle::Compact);
        }
        return await(m_client->send(r));
    }

    static QCborMap version(const char *name, bool storage) {
        const QCborMap schema{
            {QStringLiteral("type"), QStringLiteral("object")},
            {QStringLiteral("properties"),
             QCborMap{{QStringLiteral("spec"),
                       QCborMap{{QStringLiteral("type"), QStringLiteral("object")},
                                {QStringLiteral("x-kubernetes-preserve-unknown-fields"), true}}}}}};
        return QCborMap{{QStringLiteral("name"), QLatin1String(name)},
                        {QStringLiteral("served"), true},
                        {QStringLiteral("storage"), storage},
                        {QStringLiteral("schema"), QCborMap{{QStringLiteral("openAPIV3Schema"), schema}}}};
    }

    models::ObjectFetch::Target target() const {
        models::ObjectFetch::Target t;
        t.resource.group = m_group;
        t.resource.version = QStringLiteral("v1");
        t.resource.name = QStringLiteral("widgets");
        t.resource.kind = QStringLiteral("Widget");
        t.resource.namespaced = true;
        t.ns = m_ns;
        t.name = QStringLiteral("big");
        t.origin = codecs::ApiOrigin::CustomResource;
        t.servedVersions = {QStringLiteral("v1"), QStringLiteral("v2")};
        return t;
    }

private slots:
    void initTestCase() {
        m_client = testcluster::sandboxClient();
        QVERIFY(m_client);

        auto r = send("POST", QStringLiteral("/api/v1/namespaces"),
                      QCborMap{{QStringLiteral("metadata"), QCborMap{{QStringLiteral("name"), m_ns}}}});
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().userMessage()));
        const QCborMap crd{
            {QStringLiteral("apiVersion"), QStringLiteral("apiextensions.k8s.io/v1")},
            {QStringLiteral("kind"), QStringLiteral("CustomResourceDefinition")},
            {QStringLiteral("metadata"),
             QCborMap{{QStringLiteral("name"), QString(QStringLiteral("widgets.") + m_group)}}},
            {QStringLiteral("spec"),
             QCborMap{
                 {QStringLiteral("group"), m_group},
                 {QStringLiteral("scope"), QStringLiteral("Namespaced")},
                 {QStringLiteral("names"), QCborMap{{QStringLiteral("plural"), QStringLiteral("widgets")},
                                                    {QStringLiteral("singular"), QStringLiteral("widget")},
                                                    {QStringLiteral("kind"), QStringLiteral("Widget")}}},
                 {QStringLiteral("versions"), QCborArray{version("v1", true), version("v2", false)}}}}};
        r = send("POST", QStringLiteral("/apis/apiextensions.k8s.io/v1/customresourcedefinitions"), crd);
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().userMessage()));

        QCborArray items;
        for (int i = 0; i < kItems; ++i)
            items.append(QStringLiteral("a-widget-item-under-the-latency-test-%1").arg(i));
        const QCborMap cr{
            {QStringLiteral("apiVersion"), QString(m_group + QLatin1String("/v1"))},
            {QStringLiteral("kind"), QStringLiteral("Widget")},
            {QStringLiteral("metadata"), QCborMap{{QStringLiteral("name"), QStringLiteral("big")}}},
            {QStringLiteral("spec"), QCborMap{{QStringLiteral("items"), items}}}};
        const QString crPath = QStringLiteral("/apis/%1/v1/namespaces/%2/widgets").arg(m_group, m_ns);
        r = send("POST", crPath, cr);
        for (int i = 0; i < 100 && !r.ok() && r.error().httpStatus == 404; ++i) {
            QTest::qWait(200);
            r = send("POST", crPath, cr);
        }
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().userMessage()));
    }

    void largeVersionComparisonKeepsTheEventLoopFree() {
        models::ObjectFetch fetch(m_client.get());
        mado::test::EventLoopLatency probe;
        QSignalSpy finished(&fetch, &models::ObjectFetch::finished);
        probe.start();
        fetch.start(target());
        QVERIFY(finished.wait(60000));
        probe.stop();

        const QList<models::VersionView> &versions = fetch.versions();
        QCOMPARE(versions.size(), 2);
        QVERIFY2(versions[0].error.isEmpty() && versions[1].error.isEmpty(), qPrintable(versions[1].error));
        const qsizetype lines = versions[1].text.count(QLatin1Char('\n'));
        QVERIFY2(lines > kItems, qPrintable(QString::number(lines)));
        // The comparison ran (the texts are below the size limit) and found the apiVersion line.
        QVERIFY(!versions[1].changedLines.isEmpty());
        QVERIFY(versions[1].changedPaths.contains(QLatin1String("apiVersion")));
        QVERIFY(fetch.isFinished());
        QVERIFY(probe.samples() > 0);
        qInfo("%s", qPrintable(probe.summary()));
        QVERIFY2(probe.maxStallMs() <= 50, qPrintable(probe.summary()));
    }

    void nothingArrivesAfterCancel() {
        models::ObjectFetch fetch(m_client.get());
        QSignalSpy finished(&fetch, &models::ObjectFetch::finished);
        QSignalSpy versions(&fetch, &models::ObjectFetch::versionsChanged);
        int formats = 0;
        connect(&fetch, &models::ObjectFetch::formatChanged, this, [&] { ++formats; });
        fetch.start(target());
        QTRY_VERIFY_WITH_TIMEOUT(formats == 4, 30000);
        fetch.cancel(); // the versions' comparison may be in flight now
        const qsizetype before = finished.size() + versions.size();
        QTest::qWait(1000);
        QCOMPARE(finished.size() + versions.size(), before);
    }

    void cleanupTestCase() {
        (void)send("DELETE",
                   QStringLiteral("/apis/apiextensions.k8s.io/v1/customresourcedefinitions/widgets.") +
                       m_group);
        (void)send("DELETE", QStringLiteral("/api/v1/namespaces/") + m_ns);
    }
};

QTEST_GUILESS_MAIN(TestObjectFetchLatency)
#include "tst_objectfetch_latency_sandbox.moc"
