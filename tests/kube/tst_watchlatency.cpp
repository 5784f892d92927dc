// Integration (slow): the watch lists a large custom resource collection page
// by page, decoding off the GUI thread, while the event loop stays responsive
// (no stall over 50 ms). The test owns its namespace and its CRD group.
#include "codecs/json.h"
#include "kube/client.h"
#include "kube/watch.h"
#include "tests/common/await.h"
#include "tests/common/eventlooplatency.h"
#include "tests/common/sandboxclient.h"

#include <QCborArray>
#include <QCborMap>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QSet>
#include <QSignalSpy>
#include <QTest>

#include <functional>

using namespace kube;
using mado::test::await;

namespace {

constexpr int kObjects = 3000;
constexpr int kPageSize = 500;
constexpr int kInFlight = 64; // creations sent at once (HTTP/2 streams)
constexpr double kMaxStallMs = 50;

QString suffix() {
    return QString::number(QRandomGenerator::global()->generate64() % 0xffffffffu, 36);
}

} // namespace

class TestWatchLatency final : public QObject {
    Q_OBJECT

    std::unique_ptr<Client> m_client;
    const QString m_ns = QStringLiteral("mado-t-watch-") + suffix();
    const QString m_group = QStringLiteral("w") + suffix() + QStringLiteral(".mado.test");
    bool m_crdCreated = false;
    bool m_nsCreated = false;

    QString crdName() const { return QStringLiteral("probes.") + m_group; }
    QString collection() const {
        return QStringLiteral("/apis/%1/v1/namespaces/%2/probes").arg(m_group, m_ns);
    }

    Request post(const QString &path, const QCborMap &doc) const {
        Request r;
        r.verb = "POST";
        r.path = path;
        r.contentType = "application/json";
        r.body = codecs::toJson(doc, codecs::JsonStyle::Compact);
        return r;
    }

    QCborMap probe(int i) const {
        // About 1.5 KiB each, so that a page is a real payload to decode.
        QCborArray samples;
        for (int k = 0; k < 40; ++k)
            samples.append(
                QCborMap{{QStringLiteral("at"), i * 40 + k}, {QStringLiteral("value"), double(k) / 7}});
        return QCborMap{
            {QStringLiteral("apiVersion"), QString(m_group + QStringLiteral("/v1"))},
            {QStringLiteral("kind"), QStringLiteral("Probe")},
            {QStringLiteral("metadata"), QCborMap{{QStringLiteral("name"), QStringLiteral("p-%1").arg(i)}}},
            {QStringLiteral("spec"), QCborMap{{QStringLiteral("index"), i},
                                              {QStringLiteral("note"), QString(200, QLatin1Char('x'))},
                                              {QStringLiteral("samples"), samples}}}};
    }

    /// Creates kObjects probes, kInFlight at a time; returns how many failed.
    int createProbes() {
        int next = 0;
        int done = 0;
        int failed = 0;
        QString firstError;
        std::function<void()> sendOne = [&] {
            const int i = next++;
            Call *call = m_client->send(post(collection(), probe(i)));
            connect(call, &Call::finished, this, [&, call] {
                call->deleteLater();
                if (!call->result()) {
                    if (firstError.isEmpty())
                        firstError = call->result().error().userMessage();
                    ++failed;
                }
                ++done;
                if (next < kObjects)
                    sendOne();
            });
        };
        for (int i = 0; i < kInFlight && next < kObjects; ++i)
            sendOne();
        if (!QTest::qWaitFor([&] { return done == kObjects; }, 60000))
            qFatal("creating %d objects took over 60 s", kObjects);
        if (failed)
            qWarning("%d creations failed, the first: %s", failed, qPrintable(firstError));
        return failed;
    }

private slots:
    void initTestCase() {
        m_client = testcluster::sandboxClient();
        QVERIFY(m_client);
        QElapsedTimer setup;
        setup.start();

        const QCborMap ns{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                          {QStringLiteral("kind"), QStringLiteral("Namespace")},
                          {QStringLiteral("metadata"), QCborMap{{QStringLiteral("name"), m_ns}}}};
        const CallResult nsCreated = await(m_client->send(post(QStringLiteral("/api/v1/namespaces"), ns)));
        QVERIFY2(nsCreated.ok(), qPrintable(nsCreated ? QString() : nsCreated.error().userMessage()));
        m_nsCreated = true;

        const QCborMap schema{{QStringLiteral("type"), QStringLiteral("object")},
                              {QStringLiteral("x-kubernetes-preserve-unknown-fields"), true}};
        const QCborMap crd{
            {QStringLiteral("apiVersion"), QStringLiteral("apiextensions.k8s.io/v1")},
            {QStringLiteral("kind"), QStringLiteral("CustomResourceDefinition")},
            {QStringLiteral("metadata"), QCborMap{{QStringLiteral("name"), crdName()}}},
            {QStringLiteral("spec"),
             QCborMap{
                 {QStringLiteral("group"), m_group},
                 {QStringLiteral("scope"), QStringLiteral("Namespaced")},
                 {QStringLiteral("names"), QCborMap{{QStringLiteral("plural"), QStringLiteral("probes")},
                                                    {QStringLiteral("singular"), QStringLiteral("probe")},
                                                    {QStringLiteral("kind"), QStringLiteral("Probe")}}},
                 {QStringLiteral("versions"),
                  QCborArray{QCborMap{
                      {QStringLiteral("name"), QStringLiteral("v1")},
                      {QStringLiteral("served"), true},
                      {QStringLiteral("storage"), true},
                      {QStringLiteral("schema"), QCborMap{{QStringLiteral("openAPIV3Schema"), schema}}}}}}}}};
        const CallResult crdCreated = await(m_client->send(
            post(QStringLiteral("/apis/apiextensions.k8s.io/v1/customresourcedefinitions"), crd)));
        QVERIFY2(crdCreated.ok(), qPrintable(crdCreated ? QString() : crdCreated.error().userMessage()));
        m_crdCreated = true;
        // The collection is served once the CRD is established.
        QTRY_VERIFY_WITH_TIMEOUT(await(m_client->get(collection())).ok(), 20000);

        QCOMPARE(createProbes(), 0);
        qInfo("setup: %d objects in %.1f s", kObjects, double(setup.elapsed()) / 1000);
    }

    void cleanupTestCase() {
        // Deleting the CRD deletes its objects; the namespace goes with the rest.
        if (m_crdCreated) {
            Request del;
            del.verb = "DELETE";
            del.path = QStringLiteral("/apis/apiextensions.k8s.io/v1/customresourcedefinitions/") + crdName();
            QVERIFY(await(m_client->send(del)).ok());
        }
        if (m_nsCreated) {
            Request del;
            del.verb = "DELETE";
            del.path = QStringLiteral("/api/v1/namespaces/") + m_ns;
            QVERIFY(await(m_client->send(del)).ok());
        }
    }

    void listIsPagedAndTheEventLoopStaysFree() {
        mado::test::EventLoopLatency latency;
        QElapsedTimer clock;
        clock.start();
        latency.start();
        WatchRequest request;
        request.path = collection();
        request.pageSize = kPageSize;
        HandlePtr<Watch> watch(Watch::start(m_client.get(), request));
        int batches = 0;
        int firsts = 0;
        QSet<QString> names;
        connect(watch.get(), &Watch::listBatch, this, [&](const QList<QCborValue> &items, bool first) {
            ++batches;
            firsts += first ? 1 : 0;
            for (const QCborValue &item : items)
                names.insert(item[QLatin1String("metadata")][QLatin1String("name")].toString());
        });
        QSignalSpy listed(watch.get(), &Watch::listed);
        QSignalSpy events(watch.get(), &Watch::event);
        QVERIFY(listed.wait(60000));
        latency.stop();
        const qint64 listMs = clock.elapsed();
        qInfo("listed %lld objects in %d pages in %lld ms; %s", qlonglong(names.size()), batches, listMs,
              qPrintable(latency.summary()));

        QCOMPARE(names.size(), kObjects);
        QCOMPARE(batches, (kObjects + kPageSize - 1) / kPageSize);
        QCOMPARE(firsts, 1);
        QVERIFY(latency.samples() > 10);
        QVERIFY2(latency.maxStallMs() <= kMaxStallMs, qPrintable(latency.summary()));
        QVERIFY(!watch->isFinished());
        QVERIFY(!watch->resourceVersion().isEmpty());

        // The watch goes on from the list's resourceVersion: a new object arrives as ADDED.
        QVERIFY(await(m_client->send(post(collection(), probe(kObjects)))).ok());
        QTRY_VERIFY_WITH_TIMEOUT(!events.isEmpty(), 10000);
        QCOMPARE(events.first().at(0).toString(), QStringLiteral("ADDED"));
        QCOMPARE(events.first()
                     .at(1)
                     .value<QCborValue>()[QLatin1String("metadata")][QLatin1String("name")]
                     .toString(),
                 QStringLiteral("p-%1").arg(kObjects));

        // stop() ends it with the resourceVersion reached.
        QSignalSpy finished(watch.get(), &Watch::finished);
        watch->stop();
        QCOMPARE(finished.size(), 1);
        QVERIFY(watch->result().ok());
        QCOMPARE(*watch->result(), watch->resourceVersion());
    }
};

QTEST_GUILESS_MAIN(TestWatchLatency)
#include "tst_watchlatency.moc"
