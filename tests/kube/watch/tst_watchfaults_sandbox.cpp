// Integration, run alone (RUN_SERIAL: it compacts etcd and restarts the
// sandbox's kube-apiserver, which other tests must not see):
//
// - 410 Gone from an etcd compaction: a watch loses its connection (a loopback
//   TCP pipe is cut), objects change meanwhile, etcd is compacted, the pipe
//   comes back: the watch resumes from its old resourceVersion, gets 410,
//   lists again, and its store equals a fresh list (nothing lost, nothing stale).
//   PodTemplates bypass the sandbox's watch cache, so their watches read etcd.
// - An object changed while the watch is away and etcd compacted at that
//   change's revision: the server answers each resume from the watch's
//   version with a 500 ERROR event ("PrevKv=nil"); after three in a row the
//   watch lists again (with a backoff) instead of resuming there forever.
// - Five kube-apiserver restarts under a steady write load
//   (bench::LoadGenerator): afterwards the store equals a fresh list exactly.
//   How long each recovery took after the server was ready again is printed
//   (a figure for docs/benchmarks.md, not an assertion).
#include "bench/watch/loadgen.h"
#include "kube/client.h"
#include "kube/watch.h"
#include "models/watch/watchstore.h"
#include "tests/common/await.h"
#include "tests/common/sandboxclient.h"
#include "tests/common/testcluster.h"
#include "tests/kube/watch/watchtesting.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>

using namespace kube;
using namespace watchtest;

namespace {

/// Runs mado-sandbox SUBCOMMAND --dir DIR without blocking the event loop;
/// returns its JSON output.
QJsonObject sandbox(const QString &subcommand, int timeoutMs = 180000) {
    QProcess p;
    p.start(qEnvironmentVariable("MADO_SANDBOX_BIN"),
            {subcommand, QStringLiteral("--dir"), qEnvironmentVariable("MADO_TEST_SANDBOX_DIR")});
    QSignalSpy done(&p, &QProcess::finished);
    if (!done.wait(timeoutMs) || p.exitCode() != 0)
        qFatal("mado-sandbox %s failed: %s", qPrintable(subcommand), p.readAllStandardError().constData());
    return QJsonDocument::fromJson(p.readAllStandardOutput()).object();
}

} // namespace

class TestWatchFaults final : public QObject {
    Q_OBJECT

    std::unique_ptr<Client> m_client;
    const QString m_ns = testcluster::ownNamespace(QStringLiteral("watchfault"));

    QString podTemplates() const { return QStringLiteral("/api/v1/namespaces/%1/podtemplates").arg(m_ns); }
    QString configMaps() const { return QStringLiteral("/api/v1/namespaces/%1/configmaps").arg(m_ns); }

private slots:
    void initTestCase() {
        m_client = testcluster::sandboxClient();
        QVERIFY(m_client);
        createNamespace(m_client.get(), m_ns);
    }

    void cleanupTestCase() {
        if (m_client)
            write(m_client.get(), "DELETE", QStringLiteral("/api/v1/namespaces/") + m_ns);
    }

    void compactionGives410AndTheRelistLosesNothing() {
        for (int i = 0; i < 6; ++i)
            write(m_client.get(), "POST", podTemplates(),
                  podTemplate(QStringLiteral("pt-%1").arg(i), QString::number(i)));
        TcpPipe pipe(QStringLiteral("127.0.0.1"), serverPort());
        std::unique_ptr<Client> viaPipe = clientVia(pipe.port());
        WatchRequest req;
        req.path = podTemplates();
        HandlePtr<Watch> watch(Watch::start(viaPipe.get(), req));
        Recorder rec(watch.get());
        models::WatchStore store;
        store.attach(watch.get());
        QTRY_VERIFY_WITH_TIMEOUT(store.hasSynced(), 15000);
        QTRY_VERIFY_WITH_TIMEOUT(rec.count(WatchStatus::Kind::Connected) == 1, 15000);
        QCOMPARE(store.size(), 6);
        const QString before = store.resourceVersion();

        // The connection drops; the collection changes while the watch is away.
        pipe.cut();
        QTRY_VERIFY_WITH_TIMEOUT(rec.count(WatchStatus::Kind::Disconnected) >= 1, 15000);
        write(m_client.get(), "DELETE", podTemplates() + QStringLiteral("/pt-0"));
        write(m_client.get(), "DELETE", podTemplates() + QStringLiteral("/pt-1"));
        write(m_client.get(), "PUT", podTemplates() + QStringLiteral("/pt-2"),
              podTemplate(QStringLiteral("pt-2"), QStringLiteral("changed")));
        for (int i = 6; i < 9; ++i)
            write(m_client.get(), "POST", podTemplates(),
                  podTemplate(QStringLiteral("pt-%1").arg(i), QString::number(i)));
        const QJsonObject compacted = sandbox(QStringLiteral("compact"));
        QVERIFY(compacted.value(QLatin1String("revision")).toInteger() >
                store.resourceVersion().toLongLong());
        QVERIFY(pipe.restore());

        // Back: 410 for the old version, a relist, and the store is the fresh list.
        QTRY_VERIFY_WITH_TIMEOUT(rec.count(WatchStatus::Kind::Expired) >= 1, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(store.lists() >= 2, 20000);
        QVERIFY2(rec.count(WatchStatus::Kind::Relisting) >= 1, qPrintable(rec.history()));
        QVERIFY(!watch->isFinished());
        const QMap<QString, QString> fresh = freshList(m_client.get(), podTemplates());
        QCOMPARE(fresh.size(), 7);
        QCOMPARE(storeList(store), fresh);
        qInfo("410 after compaction to revision %lld; history:\n%s",
              qlonglong(compacted.value(QLatin1String("revision")).toInteger()), qPrintable(rec.history()));

        // And it goes on watching.
        write(m_client.get(), "DELETE", podTemplates() + QStringLiteral("/pt-8"));
        QTRY_COMPARE_WITH_TIMEOUT(storeList(store), freshList(m_client.get(), podTemplates()), 15000);

        // A watch that only watches (its owner lists) reports the expiry and
        // ends with the 410 instead of relisting.
        WatchRequest from;
        from.path = podTemplates();
        from.mode = WatchMode::FromResourceVersion;
        from.resourceVersion = before; // compacted away
        HandlePtr<Watch> old(Watch::start(m_client.get(), from));
        Recorder oldRec(old.get());
        const Watch::ResultType r = mado::test::await(old.get(), 15000, "watch");
        QVERIFY(!r.ok());
        QCOMPARE(r.error().httpStatus, 410);
        QCOMPARE(oldRec.count(WatchStatus::Kind::Expired), 1);
        QCOMPARE(oldRec.count(WatchStatus::Kind::Relisting), 0);
        QCOMPARE(oldRec.listedCount, 0);
    }

    void serverErrorsAtOneVersionLeadToARelist() {
        // While the watch is away, an object is changed and etcd is compacted
        // at exactly that change's revision, the first one after the watch's
        // version: etcd still lets a watch start there (no 410), but cannot
        // give the change's previous value, so the server (no watch cache for
        // podtemplates) answers each resume from the watch's version with a
        // 500 ERROR event "etcd event received with PrevKv=nil". The watch
        // must not resume there forever: the third error in a row makes it
        // list again, visibly, after a backoff.
        write(m_client.get(), "POST", podTemplates(),
              podTemplate(QStringLiteral("pe-old"), QStringLiteral("1")));
        TcpPipe pipe(QStringLiteral("127.0.0.1"), serverPort());
        std::unique_ptr<Client> viaPipe = clientVia(pipe.port());
        WatchRequest req;
        req.path = podTemplates();
        HandlePtr<Watch> watch(Watch::start(viaPipe.get(), req));
        Recorder rec(watch.get());
        models::WatchStore store;
        store.attach(watch.get());
        QTRY_VERIFY_WITH_TIMEOUT(store.hasSynced(), 15000);

        // Other writers of the sandbox (leases) may take the revision after the
        // watch's version first; the server then answers 410 and the watch
        // relists, and the test tries again from the new version.
        int tries = 0;
        for (; tries < 8 && rec.count(WatchStatus::Kind::ServerError) == 0; ++tries) {
            QTRY_VERIFY_WITH_TIMEOUT(rec.statuses.last().kind == WatchStatus::Kind::Connected, 20000);
            const int lists = store.lists();
            pipe.cut();
            QTRY_VERIFY_WITH_TIMEOUT(rec.statuses.last().kind == WatchStatus::Kind::Reconnecting, 15000);
            write(m_client.get(), "PUT", podTemplates() + QStringLiteral("/pe-old"),
                  podTemplate(QStringLiteral("pe-old"), QStringLiteral("away-%1").arg(tries)));
            sandbox(QStringLiteral("compact"));
            QVERIFY(pipe.restore());
            QTRY_VERIFY2_WITH_TIMEOUT(rec.count(WatchStatus::Kind::ServerError) > 0 || store.lists() > lists,
                                      qPrintable(rec.history()), 20000);
        }
        QVERIFY2(rec.count(WatchStatus::Kind::ServerError) > 0, qPrintable(rec.history()));

        // The server's errors are shown (as ERROR events and statuses), then a relist with the error.
        int relisting = -1;
        QTRY_VERIFY2_WITH_TIMEOUT(
            [&] {
                for (int i = 0; i < rec.statuses.size(); ++i) {
                    if (rec.statuses[i].kind == WatchStatus::Kind::Relisting && rec.statuses[i].error) {
                        relisting = i;
                        return true;
                    }
                }
                return false;
            }(),
            qPrintable(rec.history()), 30000);
        const WatchStatus relist = rec.statuses[relisting];
        const QString failedAt = relist.resourceVersion;
        QCOMPARE(relist.error->httpStatus, 500);
        QVERIFY2(relist.error->message.contains(QLatin1String("PrevKv=nil")),
                 qPrintable(relist.error->message));
        QCOMPARE(relist.attempt, 3);
        QVERIFY(relist.delayMs >= 800);
        int errorsBefore = 0;
        for (int i = 0; i < relisting; ++i) {
            const WatchStatus &s = rec.statuses[i];
            if (s.kind == WatchStatus::Kind::ServerError) {
                ++errorsBefore;
                QCOMPARE(s.resourceVersion, failedAt);
            }
        }
        QCOMPARE(errorsBefore, 3);
        int errorEvents = 0;
        for (const WatchEvent &e : rec.events)
            errorEvents +=
                e.type == WatchEvent::Type::Error && e.object[QLatin1String("code")].toInteger() == 500;
        QVERIFY(errorEvents >= 3);
        // Each resume after an error came after a backoff.
        for (int i = 0; i < relisting; ++i) {
            if (rec.statuses[i].kind == WatchStatus::Kind::ServerError) {
                int next = i + 1;
                while (next < relisting && rec.statuses[next].kind != WatchStatus::Kind::Reconnecting)
                    ++next;
                if (next < relisting)
                    QVERIFY2(rec.statuses[next].delayMs >= 150, qPrintable(rec.history()));
            }
        }
        qInfo("server errors at %s after %d tries, then a relist; history:\n%s", qPrintable(failedAt), tries,
              qPrintable(rec.history()));

        // After the relist: the store is the fresh list, and the watch goes on without errors.
        QTRY_COMPARE_WITH_TIMEOUT(storeList(store), freshList(m_client.get(), podTemplates()), 15000);
        QVERIFY(!watch->isFinished());
        const int errors = rec.count(WatchStatus::Kind::ServerError);
        write(m_client.get(), "PUT", podTemplates() + QStringLiteral("/pe-old"),
              podTemplate(QStringLiteral("pe-old"), QStringLiteral("changed-after-relist")));
        QTRY_COMPARE_WITH_TIMEOUT(storeList(store), freshList(m_client.get(), podTemplates()), 15000);
        QTest::qWait(2000);
        QCOMPARE(rec.count(WatchStatus::Kind::ServerError), errors); // no loop
        QVERIFY(!watch->isFinished());

        // A watch that only watches gives up on that version with the error (its owner lists).
        WatchRequest from;
        from.path = podTemplates();
        from.mode = WatchMode::FromResourceVersion;
        from.resourceVersion = failedAt;
        HandlePtr<Watch> old(Watch::start(m_client.get(), from));
        Recorder oldRec(old.get());
        const Watch::ResultType r = mado::test::await(old.get(), 30000, "watch");
        QVERIFY2(!r.ok(), qPrintable(oldRec.history()));
        QCOMPARE(r.error().httpStatus, 500);
        QCOMPARE(oldRec.count(WatchStatus::Kind::ServerError), 3);
        QCOMPARE(oldRec.count(WatchStatus::Kind::Relisting), 0);
    }

    void apiserverRestartsUnderLoad() {
        bench::LoadGenerator::Options opts;
        opts.ns = m_ns;
        opts.objects = 30;
        opts.writesPerSecond = 40;
        opts.deleteEvery = 9;
        bench::LoadGenerator load(m_client.get(), opts);
        QSignalSpy ready(&load, &bench::LoadGenerator::ready);
        load.start();
        QVERIFY(ready.wait(30000));

        WatchRequest req;
        req.path = configMaps();
        HandlePtr<Watch> watch(Watch::start(m_client.get(), req));
        Recorder rec(watch.get());
        models::WatchStore store;
        store.attach(watch.get());
        QTRY_VERIFY_WITH_TIMEOUT(store.hasSynced(), 15000);
        QTest::qWait(1500);

        QList<qint64> recoveries;
        for (int round = 0; round < 5; ++round) {
            const qsizetype seen = rec.statuses.size();
            const QJsonObject restarted = sandbox(QStringLiteral("restart-apiserver"));
            const qint64 downAt = restarted.value(QLatin1String("downAt")).toInteger();
            const qint64 readyAt = restarted.value(QLatin1String("readyAt")).toInteger();
            QVERIFY(readyAt > downAt);
            // Recovered: the watch stream is open again (after the server went away).
            auto connectedAt = [&]() -> qint64 {
                for (qsizetype i = seen; i < rec.statuses.size(); ++i) {
                    const WatchStatus &s = rec.statuses.at(i);
                    if (s.kind == WatchStatus::Kind::Connected && s.timeMs >= downAt)
                        return s.timeMs;
                }
                return 0;
            };
            QTRY_VERIFY2_WITH_TIMEOUT(connectedAt() > 0, qPrintable(rec.history()), 30000);
            recoveries.append(std::max<qint64>(0, connectedAt() - readyAt));
            qInfo("restart %d: down %lld ms, watch open again %lld ms after /readyz; %lld writes so far",
                  round + 1, qlonglong(readyAt - downAt), qlonglong(connectedAt() - readyAt),
                  qlonglong(load.writes()));
            QVERIFY(!watch->isFinished());
            QStringList steps;
            for (qsizetype i = seen; i < rec.statuses.size(); ++i)
                steps.append(WatchStatus::kindName(rec.statuses.at(i).kind) + QLatin1Char('@') +
                             QString::number(rec.statuses.at(i).timeMs - readyAt));
            qInfo("  steps (ms after /readyz): %s", qPrintable(steps.join(QLatin1Char(' '))));
            QTest::qWait(1000); // some load between restarts
        }
        QSignalSpy idle(&load, &bench::LoadGenerator::idle);
        load.stop();
        QVERIFY(load.inFlight() == 0 || idle.wait(30000));
        qInfo("load: %lld writes accepted, %lld failed (server away), %.1f/s", qlonglong(load.writes()),
              qlonglong(load.failures()), load.rate());

        // The live list equals a fresh list exactly (names and resourceVersions).
        QMap<QString, QString> fresh;
        QTRY_VERIFY_WITH_TIMEOUT((fresh = freshList(m_client.get(), configMaps()), storeList(store) == fresh),
                                 20000);
        QVERIFY(fresh.size() >= opts.objects - 1);
        QVERIFY(watch->recoveries() >= 5);
        const qint64 worst = *std::max_element(recoveries.cbegin(), recoveries.cend());
        qInfo("recoveries after /readyz (ms): %s; worst %lld ms (goal: 3000); %d relist(s); history of %lld "
              "steps",
              qPrintable([&] {
                  QStringList l;
                  for (qint64 r : recoveries)
                      l.append(QString::number(r));
                  return l.join(QLatin1Char(' '));
              }()),
              qlonglong(worst), store.lists() - 1, qlonglong(rec.statuses.size()));
    }
};

QTEST_GUILESS_MAIN(TestWatchFaults)
#include "tst_watchfaults_sandbox.moc"
