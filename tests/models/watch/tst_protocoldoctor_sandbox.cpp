// The protocol doctor and the streaming-list fallback on the real sandbox:
// directly, and through a loopback TLS-terminating proxy that drops the
// initial-events-end bookmark. The doctor must name the dropped bookmark, and
// a watch session must fall back to list-then-watch and know exactly the
// objects kubectl lists.
#include "bookmarkdroppingproxy.h"
#include "kube/client.h"
#include "kube/kubeconfig.h"
#include "models/watch/protocoldoctor.h"
#include "models/watch/watchsession.h"
#include "sandboxclient.h"
#include "testcluster.h"

#include <QDateTime>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace models::watch;

class TestProtocolDoctor final : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void doctorDirect();
    void doctorThroughDroppingProxy();
    void sessionFallsBackThroughDroppingProxy();

private:
    std::unique_ptr<kube::Client> proxiedClient();
    /// Changes a configmap during a probe: the server sends bookmarks only when the resourceVersion moves on.
    void changeDuringProbe();
    QStringList kubectlNames() const;
    static const DoctorFinding *find(const QList<DoctorFinding> &findings, DoctorFinding::Code code);

    std::unique_ptr<kube::Client> m_client;
    std::unique_ptr<testcluster::BookmarkDroppingProxy> m_proxy;
    QString m_ns;
    kube::WatchRequest m_request;
};

void TestProtocolDoctor::initTestCase() {
    m_client = testcluster::sandboxClient();
    QVERIFY(m_client);
    m_ns = testcluster::ownNamespace(QStringLiteral("doctor"));
    auto r = testcluster::kubectl({QStringLiteral("create"), QStringLiteral("-f"), QStringLiteral("-")},
                                  testcluster::namespaceJson(m_ns));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    for (const char *name : {"alpha", "beta", "gamma"}) {
        r = testcluster::kubectl({QStringLiteral("-n"), m_ns, QStringLiteral("create"),
                                  QStringLiteral("configmap"), QLatin1String(name),
                                  QStringLiteral("--from-literal=k=v")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    }
    // The controller manager adds kube-root-ca.crt: wait for it, so the set stays put.
    QTRY_COMPARE_WITH_TIMEOUT(kubectlNames().size(), 4, 30000);
    m_request.path = QStringLiteral("/api/v1/namespaces/%1/configmaps").arg(m_ns);

    auto cfg = kube::Kubeconfig::load({testcluster::kubeconfig()}, true);
    QVERIFY(cfg);
    auto ctx = cfg->resolve(QStringLiteral("sandbox"));
    QVERIFY(ctx);
    m_proxy = std::make_unique<testcluster::BookmarkDroppingProxy>(
        QUrl(ctx->cluster.server), qEnvironmentVariable("MADO_TEST_SANDBOX_DIR") + QStringLiteral("/pki"));
    QVERIFY2(m_proxy->listen(), qPrintable(m_proxy->errorString()));
}

void TestProtocolDoctor::cleanupTestCase() {
    if (!m_ns.isEmpty())
        testcluster::kubectl(
            {QStringLiteral("delete"), QStringLiteral("namespace"), m_ns, QStringLiteral("--wait=false")});
}

std::unique_ptr<kube::Client> TestProtocolDoctor::proxiedClient() {
    auto cfg = kube::Kubeconfig::load({testcluster::kubeconfig()}, true);
    if (!cfg)
        return nullptr;
    auto ctx = cfg->resolve(QStringLiteral("sandbox-token"));
    if (!ctx)
        return nullptr;
    kube::ResolvedContext c = *ctx;
    c.cluster.server = m_proxy->url();
    auto client = kube::Client::create(c);
    return client ? std::move(client).value() : nullptr;
}

void TestProtocolDoctor::changeDuringProbe() {
    QTimer::singleShot(1000, this, [this] {
        testcluster::kubectl({QStringLiteral("-n"), m_ns, QStringLiteral("label"),
                              QStringLiteral("--overwrite"), QStringLiteral("configmap"),
                              QStringLiteral("beta"),
                              QStringLiteral("probe=%1").arg(QDateTime::currentMSecsSinceEpoch())});
    });
}

QStringList TestProtocolDoctor::kubectlNames() const {
    const auto r =
        testcluster::kubectl({QStringLiteral("-n"), m_ns, QStringLiteral("get"), QStringLiteral("configmaps"),
                              QStringLiteral("-o"), QStringLiteral("name")});
    QStringList names;
    for (const QString &line : r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        names << m_ns + QLatin1Char('/') + line.section(QLatin1Char('/'), 1);
    names.sort();
    return names;
}

const DoctorFinding *TestProtocolDoctor::find(const QList<DoctorFinding> &findings,
                                              DoctorFinding::Code code) {
    for (const DoctorFinding &f : findings) {
        if (f.code == code)
            return &f;
    }
    return nullptr;
}

void TestProtocolDoctor::doctorDirect() {
    ProtocolDoctor doctor;
    QSignalSpy done(&doctor, &ProtocolDoctor::finished);
    ProtocolDoctor::Options o;
    o.request = m_request;
    doctor.start(m_client.get(), o);
    changeDuringProbe();
    QVERIFY(done.wait(o.probeMs + 10000));
    const DoctorReport &r = doctor.report();
    QStringList texts;
    for (const DoctorFinding &f : r.findings)
        texts << f.text;
    qInfo().noquote() << texts.join(QLatin1Char('\n'));
    QVERIFY2(r.streaming.initialEventsEnd, qPrintable(texts.join(QLatin1Char('\n'))));
    const qint64 objects = qint64(kubectlNames().size()); // ours and kube-root-ca.crt
    QCOMPARE(r.streaming.initialEvents, objects);
    QCOMPARE(r.listThenWatch.listedObjects, objects);
    QVERIFY(find(r.findings, DoctorFinding::Code::InitialEventsEndArrived));
    QVERIFY(!find(r.findings, DoctorFinding::Code::InitialEventsEndMissing));
    // Requests of 4 s with a change meanwhile: the server sends a bookmark before it ends one.
    QVERIFY2(find(r.findings, DoctorFinding::Code::BookmarksArrive),
             qPrintable(texts.join(QLatin1Char('\n'))));
    QVERIFY(r.listThenWatch.bookmarks >= 1);
    // The shard probe ran and gave a verdict either way.
    QVERIFY(find(r.findings, DoctorFinding::Code::ShardsHonoured) ||
            find(r.findings, DoctorFinding::Code::ShardsIgnored));
}

void TestProtocolDoctor::doctorThroughDroppingProxy() {
    auto client = proxiedClient();
    QVERIFY(client);
    const int droppedBefore = m_proxy->dropped();
    ProtocolDoctor doctor;
    QSignalSpy done(&doctor, &ProtocolDoctor::finished);
    ProtocolDoctor::Options o;
    o.request = m_request;
    doctor.start(client.get(), o);
    changeDuringProbe();
    QVERIFY(done.wait(o.probeMs + 10000));
    const DoctorReport &r = doctor.report();
    QStringList texts;
    for (const DoctorFinding &f : r.findings)
        texts << f.text;
    qInfo().noquote() << texts.join(QLatin1Char('\n'));
    QVERIFY(m_proxy->dropped() > droppedBefore);
    QVERIFY(!r.streaming.initialEventsEnd);
    QCOMPARE(r.streaming.initialEvents, qint64(kubectlNames().size()));
    const DoctorFinding *missing = find(r.findings, DoctorFinding::Code::InitialEventsEndMissing);
    QVERIFY2(missing, qPrintable(texts.join(QLatin1Char('\n'))));
    QCOMPARE(missing->verdict, DoctorFinding::Verdict::Problem);
    QVERIFY(missing->text.contains(QLatin1String("k8s.io/initial-events-end")));
    // Ordinary bookmarks pass the proxy.
    QVERIFY2(find(r.findings, DoctorFinding::Code::BookmarksArrive),
             qPrintable(texts.join(QLatin1Char('\n'))));
}

void TestProtocolDoctor::sessionFallsBackThroughDroppingProxy() {
    auto client = proxiedClient();
    QVERIFY(client);
    kube::WatchRequest request = m_request;
    request.mode = kube::WatchMode::StreamingList;
    WatchSession session(client.get(), request);
    session.setFallback(true, 2000);
    QList<WatchRecord> records;
    connect(&session, &WatchSession::records, this,
            [&records](const QList<WatchRecord> &batch) { records += batch; });
    session.start();
    QTRY_VERIFY_WITH_TIMEOUT(session.fellBack(), 20000);
    QCOMPARE(session.request().mode, kube::WatchMode::ListThenWatch);
    bool fallbackRow = false;
    for (const WatchRecord &r : std::as_const(records))
        fallbackRow =
            fallbackRow || (r.kind == WatchRecord::Kind::Status && r.type == StatusType::StreamingFallback);
    QVERIFY(fallbackRow);
    QTRY_COMPARE_WITH_TIMEOUT(session.objectNames(), kubectlNames(), 20000);
    // And it keeps watching: a new object appears, a deleted one goes.
    auto r = testcluster::kubectl({QStringLiteral("-n"), m_ns, QStringLiteral("create"),
                                   QStringLiteral("configmap"), QStringLiteral("delta")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    r = testcluster::kubectl({QStringLiteral("-n"), m_ns, QStringLiteral("delete"),
                              QStringLiteral("configmap"), QStringLiteral("alpha")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QTRY_COMPARE_WITH_TIMEOUT(session.objectNames(), kubectlNames(), 20000);
    QVERIFY(session.objectNames().contains(m_ns + QStringLiteral("/delta")));
    session.stop();
}

QTEST_GUILESS_MAIN(TestProtocolDoctor)
#include "tst_protocoldoctor_sandbox.moc"
