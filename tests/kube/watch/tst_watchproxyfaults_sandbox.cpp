// Integration: kube::Watch's recovery paths that a healthy sandbox never takes,
// provoked by a real loopback TLS proxy in front of the sandbox's
// kube-apiserver (tests/common/bookmarkdroppingproxy.h) that misbehaves on
// watch requests only:
//
// - 429 Too Many Requests with Retry-After (as priority and fairness answers):
//   the watch waits exactly as long as asked, each time, then watches again;
// - a watch request that never gets an answer: abandoned by the watchdog
//   after its connect timeout, then the watch resumes;
// - a stream that goes silent with its connection open (a middlebox that
//   stops forwarding): abandoned once it is silent past its timeoutSeconds plus
//   the grace, then the watch resumes from where it was and replays what it
//   missed.
//
// Each asserts the history of statuses and that the store equals a fresh list
// of the collection afterwards.
#include "kube/client.h"
#include "kube/kubeconfig.h"
#include "kube/watch.h"
#include "models/watch/watchstore.h"
#include "tests/common/bookmarkdroppingproxy.h"
#include "tests/common/sandboxclient.h"
#include "tests/common/testcluster.h"
#include "tests/kube/watch/watchtesting.h"

#include <QTest>

using namespace kube;
using namespace watchtest;
using Proxy = testcluster::BookmarkDroppingProxy;

class TestWatchProxyFaults final : public QObject {
    Q_OBJECT

    std::unique_ptr<Client> m_client;
    std::unique_ptr<Proxy> m_proxy;
    const QString m_ns = testcluster::ownNamespace(QStringLiteral("watchproxy"));

    QString configMaps() const { return QStringLiteral("/api/v1/namespaces/%1/configmaps").arg(m_ns); }

    /// A client of the sandbox through the proxy (bearer token, forwarded as is).
    std::unique_ptr<Client> proxied() {
        auto cfg = Kubeconfig::load({testcluster::kubeconfig()}, true);
        if (!cfg)
            qFatal("kubeconfig: %s", qPrintable(cfg.error().message));
        auto ctx = cfg->resolve(QStringLiteral("sandbox-token"));
        if (!ctx)
            qFatal("context: %s", qPrintable(ctx.error().message));
        ResolvedContext c = *ctx;
        c.cluster.server = m_proxy->url();
        auto client = Client::create(c);
        if (!client)
            qFatal("client: %s", qPrintable(client.error().userMessage()));
        return std::move(client).value();
    }

    /// The kinds of the statuses from index `from` on, e.g. "Connecting,RetryAfter,...".
    static QString kinds(const Recorder &rec, int from = 0) {
        QStringList out;
        for (int i = from; i < rec.statuses.size(); ++i)
            out.append(WatchStatus::kindName(rec.statuses[i].kind));
        return out.join(QLatin1Char(','));
    }

    static int indexOf(const Recorder &rec, WatchStatus::Kind kind, int from = 0) {
        for (int i = from; i < rec.statuses.size(); ++i) {
            if (rec.statuses[i].kind == kind)
                return i;
        }
        return -1;
    }

    /// Writes a ConfigMap (create or replace).
    void put(const QString &name, const QString &value) {
        kube::Request r;
        r.verb = "PUT";
        r.path = configMaps() + QLatin1Char('/') + name;
        r.contentType = "application/json";
        r.body = codecs::toJson(configMap(name, value), codecs::JsonStyle::Compact);
        const CallResult res = mado::test::await(m_client->send(r), 30000, "put");
        if (!res && res.error().httpStatus == 404)
            write(m_client.get(), "POST", configMaps(), configMap(name, value));
        else if (!res)
            qFatal("put %s: %s", qPrintable(name), qPrintable(res.error().userMessage()));
    }

private slots:
    void initTestCase() {
        m_client = testcluster::sandboxClient();
        QVERIFY(m_client);
        createNamespace(m_client.get(), m_ns);
        for (int i = 0; i < 3; ++i)
            put(QStringLiteral("cm-%1").arg(i), QString::number(i));
        auto cfg = Kubeconfig::load({testcluster::kubeconfig()}, true);
        QVERIFY(cfg);
        auto ctx = cfg->resolve(QStringLiteral("sandbox"));
        QVERIFY(ctx);
        m_proxy =
            std::make_unique<Proxy>(QUrl(ctx->cluster.server),
                                    qEnvironmentVariable("MADO_TEST_SANDBOX_DIR") + QStringLiteral("/pki"));
        m_proxy->setDropInitialEventsEnd(false);
        QVERIFY2(m_proxy->listen(), qPrintable(m_proxy->errorString()));
    }

    void cleanupTestCase() {
        if (m_client)
            write(m_client.get(), "DELETE", QStringLiteral("/api/v1/namespaces/") + m_ns);
    }

    void tooManyRequestsWaitsRetryAfter() {
        m_proxy->setTooManyRequests(2, 2);
        std::unique_ptr<Client> client = proxied();
        WatchRequest req;
        req.path = configMaps();
        HandlePtr<Watch> watch(Watch::start(client.get(), req));
        Recorder rec(watch.get());
        models::WatchStore store;
        store.attach(watch.get());
        QTRY_VERIFY_WITH_TIMEOUT(rec.count(WatchStatus::Kind::Connected) == 1, 30000);
        QCOMPARE(m_proxy->tooManyAnswered(), 2);
        QVERIFY(!watch->isFinished());

        // list, then two watches answered 429 (each waited out as asked), then the stream.
        QCOMPARE(kinds(rec), QStringLiteral("Connecting,Listed,Connecting,RetryAfter,Reconnecting,Connecting,"
                                            "RetryAfter,Reconnecting,Connecting,Connected"));
        for (int i = indexOf(rec, WatchStatus::Kind::RetryAfter); i >= 0;
             i = indexOf(rec, WatchStatus::Kind::RetryAfter, i + 1)) {
            const WatchStatus &retry = rec.statuses[i];
            QCOMPARE(retry.retryAfterSeconds, 2);
            QVERIFY(retry.error && retry.error->httpStatus == 429);
            QCOMPARE(rec.statuses[i + 1].delayMs, 2000);
            // The next request went out no sooner than the server asked.
            QVERIFY2(rec.statuses[i + 2].timeMs - retry.timeMs >= 1950, qPrintable(rec.history()));
        }
        QCOMPARE(rec.statuses[indexOf(rec, WatchStatus::Kind::Connected)].resourceVersion,
                 rec.statuses[indexOf(rec, WatchStatus::Kind::Listed)].resourceVersion);

        // It watches: a change arrives, and the store is the fresh list.
        put(QStringLiteral("cm-0"), QStringLiteral("after-429"));
        QTRY_COMPARE_WITH_TIMEOUT(storeList(store), freshList(m_client.get(), configMaps()), 15000);
        QCOMPARE(store.lists(), 1);
    }

    void unansweredWatchIsAbandoned() {
        m_proxy->setStallWatches(Proxy::StallMode::Headers, 1);
        std::unique_ptr<Client> client = proxied();
        WatchRequest req;
        req.path = configMaps();
        HandlePtr<Watch> watch(Watch::start(client.get(), req));
        Recorder rec(watch.get());
        models::WatchStore store;
        store.attach(watch.get());
        QTRY_VERIFY_WITH_TIMEOUT(store.hasSynced(), 15000);
        const int stalledAt = m_proxy->watchRequests();
        // Changes while the request hangs.
        put(QStringLiteral("cm-1"), QStringLiteral("while-stalled"));
        put(QStringLiteral("cm-new"), QStringLiteral("created-while-stalled"));
        QTRY_VERIFY_WITH_TIMEOUT(rec.count(WatchStatus::Kind::Connected) == 1, 30000);
        QCOMPARE(m_proxy->stalled(), 1);
        QVERIFY(m_proxy->watchRequests() > stalledAt);

        QCOMPARE(
            kinds(rec),
            QStringLiteral("Connecting,Listed,Connecting,Disconnected,Reconnecting,Connecting,Connected"));
        const WatchStatus &dropped = rec.statuses[indexOf(rec, WatchStatus::Kind::Disconnected)];
        QVERIFY(dropped.error && dropped.error->kind == ApiError::Kind::Network);
        // Resumed from the listed version: what changed meanwhile is replayed, nothing relisted.
        QCOMPARE(rec.statuses.last().resourceVersion, rec.statuses[1].resourceVersion);
        QTRY_COMPARE_WITH_TIMEOUT(storeList(store), freshList(m_client.get(), configMaps()), 15000);
        QCOMPARE(store.lists(), 1);
        QVERIFY(!watch->isFinished());
    }

    void silentStreamIsAbandoned() {
        // The server ends each watch after 1 s; silence past 1 s + the grace means a dead path.
        m_proxy->setStallWatches(Proxy::StallMode::Body, 1, 0);
        std::unique_ptr<Client> client = proxied();
        WatchRequest req;
        req.path = configMaps();
        req.timeoutSeconds = 1;
        HandlePtr<Watch> watch(Watch::start(client.get(), req));
        Recorder rec(watch.get());
        models::WatchStore store;
        store.attach(watch.get());
        QTRY_VERIFY_WITH_TIMEOUT(rec.count(WatchStatus::Kind::Connected) == 1, 15000);
        const QString listedAt = store.resourceVersion();
        put(QStringLiteral("cm-2"), QStringLiteral("while-silent"));
        QTest::qWait(3000);
        // Still the one silent stream: nothing arrived, nothing reconnected.
        QCOMPARE(rec.count(WatchStatus::Kind::Connected), 1);
        QCOMPARE(rec.count(WatchStatus::Kind::Disconnected), 0);
        QCOMPARE(store.resourceVersion(), listedAt);

        QTRY_VERIFY_WITH_TIMEOUT(rec.count(WatchStatus::Kind::Connected) >= 2, 60000);
        QCOMPARE(m_proxy->stalled(), 1);
        const int gone = indexOf(rec, WatchStatus::Kind::Disconnected);
        QVERIFY(gone > 0);
        QVERIFY(rec.statuses[gone].error && rec.statuses[gone].error->kind == ApiError::Kind::Network);
        // Abandoned no sooner than 1 s + 30 s of silence after the stream opened.
        const qint64 silentMs =
            rec.statuses[gone].timeMs - rec.statuses[indexOf(rec, WatchStatus::Kind::Connected)].timeMs;
        QVERIFY2(silentMs >= 30900, qPrintable(QString::number(silentMs)));
        QCOMPARE(
            kinds(rec, gone).left(QStringLiteral("Disconnected,Reconnecting,Connecting,Connected").size()),
            QStringLiteral("Disconnected,Reconnecting,Connecting,Connected"));
        QCOMPARE(rec.statuses[gone + 3].resourceVersion, listedAt);
        QTRY_COMPARE_WITH_TIMEOUT(storeList(store), freshList(m_client.get(), configMaps()), 15000);
        QCOMPARE(store.lists(), 1);
        QVERIFY(!watch->isFinished());
    }
};

QTEST_GUILESS_MAIN(TestWatchProxyFaults)
#include "tst_watchproxyfaults_sandbox.moc"
