// Integration: kube::Watch and the shared list-watch cache against the
// sandbox: bookmarks (timeoutSeconds makes the watch cache send one 2 s before
// the deadline), streaming lists ending at the initial-events-end bookmark,
// shard selectors honoured by
// the server and applied on the client giving the same set, the three wire
// formats agreeing, one object by name, and the registry sharing one watch.
// The test owns its namespace (testcluster::ownNamespace).
#include "kube/client.h"
#include "kube/watch.h"
#include "models/watch/watchregistry.h"
#include "tests/common/await.h"
#include "tests/common/sandboxclient.h"
#include "tests/common/testcluster.h"
#include "tests/kube/watch/watchtesting.h"

#include <QSet>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace kube;
using namespace watchtest;

class TestWatchSandbox final : public QObject {
    Q_OBJECT

    std::unique_ptr<Client> m_client;
    const QString m_ns = testcluster::ownNamespace(QStringLiteral("watch"));
    const QString m_other = testcluster::ownNamespace(QStringLiteral("watch-other"));

    QString configMaps(const QString &ns = {}) const {
        return QStringLiteral("/api/v1/namespaces/%1/configmaps").arg(ns.isEmpty() ? m_ns : ns);
    }
    void createConfigMap(const QString &name, const QString &value, const QString &ns = {}) {
        write(m_client.get(), "POST", configMaps(ns), configMap(name, value));
    }

private slots:
    void initTestCase() {
        m_client = testcluster::sandboxClient();
        QVERIFY(m_client);
        createNamespace(m_client.get(), m_ns);
        createNamespace(m_client.get(), m_other);
        createConfigMap(QStringLiteral("tick"), QStringLiteral("0"), m_other);
        for (int i = 0; i < 5; ++i)
            createConfigMap(QStringLiteral("base-%1").arg(i), QString::number(i));
    }

    void cleanupTestCase() {
        if (!m_client)
            return;
        write(m_client.get(), "DELETE", QStringLiteral("/api/v1/namespaces/") + m_ns);
        write(m_client.get(), "DELETE", QStringLiteral("/api/v1/namespaces/") + m_other);
    }

    void bookmarksArriveAndAdvanceTheResumePoint() {
        WatchRequest req;
        req.path = configMaps();
        req.timeoutSeconds = 4; // the watch cache bookmarks 2 s before the deadline
        HandlePtr<Watch> watch(Watch::start(m_client.get(), req));
        Recorder rec(watch.get());
        // A bookmark carries the watch cache's latest version, and is only sent
        // when that is newer than what the watcher saw: writes to configmaps
        // elsewhere (not watched here) move it on, as any busy cluster does.
        QTimer ticker;
        int ticks = 0;
        connect(&ticker, &QTimer::timeout, this, [&] {
            kube::Request r;
            r.verb = "PUT";
            r.path = configMaps(m_other) + QStringLiteral("/tick");
            r.contentType = "application/json";
            r.body = codecs::toJson(configMap(QStringLiteral("tick"), QString::number(++ticks)),
                                    codecs::JsonStyle::Compact);
            kube::Call *call = m_client->send(r);
            connect(call, &kube::Call::finished, call, &QObject::deleteLater);
        });
        ticker.start(300);
        QTRY_VERIFY_WITH_TIMEOUT(rec.count(WatchEvent::Type::Bookmark) >= 1, 15000);
        const WatchEvent bookmark = [&] {
            for (const WatchEvent &e : rec.events)
                if (e.type == WatchEvent::Type::Bookmark)
                    return e;
            return WatchEvent();
        }();
        QVERIFY(!bookmark.resourceVersion.isEmpty());
        QVERIFY(!bookmark.initialEventsEnd);
        QVERIFY(bookmark.bytes > 0);
        QVERIFY(bookmark.arrivalMs > 0);
        // The server ends the request at its timeout; the watch resumes by itself
        // from the bookmark's version, without an error.
        QTRY_VERIFY_WITH_TIMEOUT(rec.count(WatchStatus::Kind::Connected) >= 2, 15000);
        QVERIFY(!watch->isFinished());
        for (const WatchStatus &s : std::as_const(rec.statuses)) {
            if (s.kind == WatchStatus::Kind::Disconnected)
                QVERIFY2(!s.error, qPrintable(rec.history()));
        }
        QVERIFY(watch->recoveries() >= 1);
        QVERIFY(watch->resourceVersion().toLongLong() >= bookmark.resourceVersion.toLongLong());
    }

    void streamingListEndsWithTheInitialEventsEndBookmark() {
        WatchRequest req;
        req.path = configMaps();
        req.mode = WatchMode::StreamingList;
        HandlePtr<Watch> watch(Watch::start(m_client.get(), req));
        Recorder rec(watch.get());
        QTRY_VERIFY_WITH_TIMEOUT(rec.count(WatchStatus::Kind::InitialEventsEnd) == 1, 15000);
        QCOMPARE(rec.listedCount, 1);
        // The initial ADDED events, then the bookmark that ends them.
        QSet<QString> initial;
        int endAt = -1;
        for (int i = 0; i < rec.events.size(); ++i) {
            const WatchEvent &e = rec.events.at(i);
            if (e.initialEventsEnd) {
                endAt = i;
                QCOMPARE(e.type, WatchEvent::Type::Bookmark);
                break;
            }
            QCOMPARE(e.type, WatchEvent::Type::Added);
            QVERIFY(e.initial);
            initial.insert(e.name);
        }
        QVERIFY2(endAt >= 0, qPrintable(rec.history()));
        const QMap<QString, QString> fresh = freshList(m_client.get(), configMaps());
        QCOMPARE(initial.size(), fresh.size());
        QCOMPARE(rec.listedItems.size(), fresh.size());
        for (const QString &key : fresh.keys())
            QVERIFY(initial.contains(key.section(QLatin1Char('/'), 1)));
        // Then live events, not initial.
        // Time to spare under the sanitizers: the old check (the last event,
        // within 10 s) failed once in the sanitizer run of 2026-12-06.
        createConfigMap(QStringLiteral("after-stream"), QStringLiteral("x"));
        const QString after = QStringLiteral("after-stream");
        QTRY_VERIFY_WITH_TIMEOUT(rec.named(after), 20000);
        QVERIFY(!rec.named(after)->initial);
        QCOMPARE(rec.named(after)->type, WatchEvent::Type::Added);
        write(m_client.get(), "DELETE", configMaps() + QStringLiteral("/after-stream"));
    }

    void aSingleObjectByName() {
        WatchRequest req;
        req.path = configMaps();
        req.name = QStringLiteral("base-2");
        HandlePtr<Watch> watch(Watch::start(m_client.get(), req));
        Recorder rec(watch.get());
        QTRY_COMPARE_WITH_TIMEOUT(rec.listedCount, 1, 10000);
        QCOMPARE(rec.listedItems.size(), 1);
        write(m_client.get(), "PUT", configMaps() + QStringLiteral("/base-3"),
              configMap(QStringLiteral("base-3"), QStringLiteral("changed")));
        write(m_client.get(), "PUT", configMaps() + QStringLiteral("/base-2"),
              configMap(QStringLiteral("base-2"), QStringLiteral("changed")));
        QTRY_VERIFY_WITH_TIMEOUT(rec.count(WatchEvent::Type::Modified) == 1, 10000);
        for (const WatchEvent &e : std::as_const(rec.events)) {
            if (e.type != WatchEvent::Type::Bookmark)
                QCOMPARE(e.name, QStringLiteral("base-2"));
        }
    }

    // A paged list asks for each next page as soon as the answer names it, while
    // the page decodes on the thread pool; the pages still reach the consumer
    // whole, once each, in the server's order, and the watch follows.
    void pagedListAsksAheadAndKeepsTheOrder() {
        const QString ns = testcluster::ownNamespace(QStringLiteral("paged"));
        createNamespace(m_client.get(), ns);
        for (int i = 0; i < 46; ++i)
            createConfigMap(QStringLiteral("p-%1").arg(i, 2, 10, QLatin1Char('0')), QString::number(i), ns);
        WatchRequest req;
        req.path = configMaps(ns);
        req.pageSize = 4;
        HandlePtr<Watch> watch(Watch::start(m_client.get(), req));
        Recorder rec(watch.get());
        QTRY_COMPARE_WITH_TIMEOUT(rec.listedCount, 1, 20000);
        const QMap<QString, QString> fresh = freshList(m_client.get(), configMaps(ns));
        QCOMPARE(fresh.size(), 47); // kube-root-ca.crt too
        QStringList names;
        for (const QCborValue &item : std::as_const(rec.listedItems))
            names.append(item[QLatin1String("metadata")][QLatin1String("name")].toString());
        QStringList expected;
        for (const QString &key : fresh.keys())
            expected.append(key.section(QLatin1Char('/'), 1));
        QCOMPARE(names, expected); // the server's order is by name within a namespace
        QVERIFY2(watch->pagesAskedAhead() >= 1, qPrintable(rec.history()));
        QVERIFY(watch->pagesAskedAhead() <= 11); // 12 pages: the last names none
        createConfigMap(QStringLiteral("p-after"), QStringLiteral("x"), ns);
        QTRY_VERIFY_WITH_TIMEOUT(rec.named(QStringLiteral("p-after")), 20000);
        write(m_client.get(), "DELETE", QStringLiteral("/api/v1/namespaces/") + ns);
    }

    void shardSelectorsOnServerAndClientGiveTheSameSet() {
        const QString shardNs = testcluster::ownNamespace(QStringLiteral("shard"));
        createNamespace(m_client.get(), shardNs);
        for (int i = 0; i < 24; ++i)
            createConfigMap(QStringLiteral("s-%1").arg(i), QString::number(i), shardNs);
        const QStringList halves = {
            QStringLiteral("shardRange(object.metadata.uid, '0x0000000000000000', '0x8000000000000000')"),
            QStringLiteral("shardRange(object.metadata.uid, '0x8000000000000000', '0x10000000000000000')")};
        models::WatchRegistry registry;
        QSet<QString> all;
        QList<models::WatchLease> leases;
        for (const QString &half : halves) {
            auto sel = ShardSelector::parse(half);
            QVERIFY(sel.ok());
            QMap<QString, models::WatchLease> byMode;
            for (bool clientOnly : {false, true}) {
                WatchRequest req;
                req.path = configMaps(shardNs);
                req.shardSelector = half;
                req.shardOnClientOnly = clientOnly;
                models::WatchLease lease = registry.acquire(m_client.get(), req);
                Recorder rec(lease->watch());
                QTRY_VERIFY_WITH_TIMEOUT(lease->store()->hasSynced(), 15000);
                QCOMPARE(lease->watch()->serverShards(), !clientOnly);
                QCOMPARE(rec.count(WatchStatus::Kind::ShardFallback), clientOnly ? 1 : 0);
                byMode.insert(clientOnly ? QStringLiteral("client") : QStringLiteral("server"), lease);
                leases.append(lease);
            }
            const QMap<QString, QString> server = storeList(*byMode.value(QStringLiteral("server"))->store());
            const QMap<QString, QString> client = storeList(*byMode.value(QStringLiteral("client"))->store());
            QCOMPARE(server, client);
            // Exactly the objects whose uid hashes into the half.
            const kube::CallResult list = mado::test::await(m_client->get(configMaps(shardNs)));
            QVERIFY(list.ok());
            int expected = 0;
            for (const QCborValue &item : (*codecs::parseJson(list->body))[QLatin1String("items")].toArray())
                expected += sel->matches(item) ? 1 : 0;
            QCOMPARE(server.size(), expected);
            for (const QString &k : server.keys()) {
                QVERIFY2(!all.contains(k), "the halves overlap");
                all.insert(k);
            }
        }
        QCOMPARE(all.size(),
                 freshList(m_client.get(), configMaps(shardNs)).size()); // 24 and kube-root-ca.crt
        QCOMPARE(registry.size(), 4);
        // Live events are filtered the same way on both paths.
        for (int i = 24; i < 32; ++i)
            createConfigMap(QStringLiteral("s-%1").arg(i), QString::number(i), shardNs);
        const qsizetype total = freshList(m_client.get(), configMaps(shardNs)).size();
        QTRY_VERIFY_WITH_TIMEOUT(leases.at(0)->store()->size() + leases.at(2)->store()->size() == total,
                                 15000);
        QTRY_COMPARE_WITH_TIMEOUT(storeList(*leases.at(0)->store()), storeList(*leases.at(1)->store()),
                                  15000);
        QTRY_COMPARE_WITH_TIMEOUT(storeList(*leases.at(2)->store()), storeList(*leases.at(3)->store()),
                                  15000);
        write(m_client.get(), "DELETE", QStringLiteral("/api/v1/namespaces/") + shardNs);
    }

    void malformedShardSelectorEndsTheWatch() {
        WatchRequest req;
        req.path = configMaps();
        req.shardSelector = QStringLiteral("shardRange(object.metadata.uid, '0x0', '0x8000000000000000')");
        HandlePtr<Watch> watch(Watch::start(m_client.get(), req));
        const Watch::ResultType r = mado::test::await(watch.get(), 5000, "watch");
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ApiError::Kind::Config);
        QVERIFY2(r.error().message.contains(QLatin1String("0x0000000000000000")),
                 qPrintable(r.error().message));
    }

    void wireFormatsAgree() {
        const QList<codecs::WireFormat> wires = {codecs::WireFormat::Json, codecs::WireFormat::Protobuf,
                                                 codecs::WireFormat::Cbor};
        QList<std::shared_ptr<HandlePtr<Watch>>> watches;
        QList<std::shared_ptr<Recorder>> recs;
        for (codecs::WireFormat wire : wires) {
            WatchRequest req;
            req.path = configMaps();
            req.wire = wire;
            req.mode = WatchMode::StreamingList;
            auto w = std::make_shared<HandlePtr<Watch>>(Watch::start(m_client.get(), req));
            recs.append(std::make_shared<Recorder>(w->get()));
            watches.append(w);
        }
        for (const auto &rec : recs)
            QTRY_VERIFY_WITH_TIMEOUT(rec->count(WatchStatus::Kind::InitialEventsEnd) == 1, 15000);
        createConfigMap(QStringLiteral("wire"), QStringLiteral("1"));
        write(m_client.get(), "PUT", configMaps() + QStringLiteral("/wire"),
              configMap(QStringLiteral("wire"), QStringLiteral("2")));
        write(m_client.get(), "DELETE", configMaps() + QStringLiteral("/wire"));
        for (const auto &rec : recs)
            QTRY_VERIFY_WITH_TIMEOUT(rec->count(WatchEvent::Type::Deleted) >= 1, 15000);
        auto summary = [](const Recorder &rec) {
            QStringList out;
            for (const WatchEvent &e : rec.events) {
                if (e.type == WatchEvent::Type::Bookmark && !e.initialEventsEnd)
                    continue; // periodic bookmarks come when they come
                if (e.initialEventsEnd) {
                    // Each stream's list is served at the cluster's version when
                    // it started: a write elsewhere between the starts moves it.
                    out.append(e.resourceVersion.toLongLong() > 0 ? QStringLiteral("initial events end")
                                                                  : QStringLiteral("end without a version"));
                    continue;
                }
                QString line = e.typeName() + QLatin1Char(' ') + e.ns + QLatin1Char('/') + e.name +
                               QLatin1Char(' ') + e.resourceVersion + QLatin1Char(' ') + e.uid;
                if (e.type != WatchEvent::Type::Bookmark)
                    line += QLatin1Char(' ') + e.object[QLatin1String("data")][QLatin1String("v")].toString();
                out.append(line);
            }
            return out;
        };
        for (int i = 0; i < wires.size(); ++i)
            QCOMPARE(watches.at(i)->get()->streamFormat(), wires.at(i));
        const QStringList json = summary(*recs.at(0));
        QVERIFY(json.size() >= 7);
        QCOMPARE(summary(*recs.at(1)), json);
        QCOMPARE(summary(*recs.at(2)), json);
        // Protobuf frames are the smallest.
        qint64 jsonBytes = 0, protoBytes = 0;
        for (const WatchEvent &e : recs.at(0)->events)
            jsonBytes += e.bytes;
        for (const WatchEvent &e : recs.at(1)->events)
            protoBytes += e.bytes;
        QVERIFY(protoBytes > 0 && protoBytes < jsonBytes);
    }

    void registrySharesOneWatchAndStopsItWithTheLastLease() {
        models::WatchRegistry registry;
        WatchRequest req;
        req.path = configMaps();
        models::WatchLease a = registry.acquire(m_client.get(), req);
        models::WatchLease b = registry.acquire(m_client.get(), req);
        QCOMPARE(a.get(), b.get());
        QCOMPARE(a->subscribers(), 2);
        QCOMPARE(registry.size(), 1);
        WatchRequest other = req;
        other.labelSelector = QStringLiteral("x=y");
        models::WatchLease c = registry.acquire(m_client.get(), other);
        QVERIFY(c.get() != a.get());
        QCOMPARE(registry.size(), 2);
        QTRY_VERIFY_WITH_TIMEOUT(a->store()->hasSynced(), 10000);
        QCOMPARE(storeList(*a->store()), freshList(m_client.get(), configMaps()));
        QPointer<Watch> handle = a->watch();
        a.reset();
        QVERIFY(!handle.isNull());
        QCOMPARE(b->subscribers(), 1);
        b.reset();
        QCOMPARE(registry.size(), 1);
        QTRY_VERIFY(handle.isNull()); // the last lease let it go: stopped and deleted
        c.reset();
        QCOMPARE(registry.size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestWatchSandbox)
#include "tst_watch_sandbox.moc"
