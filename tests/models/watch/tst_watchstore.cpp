// The list-watch cache's reconciliation, fed by hand: after a relist the store
// is exactly the new list, and the changes it reports turn the old state into
// the new one.
#include "models/watch/watchstore.h"

#include "kube/watch.h"

#include <QCborArray>
#include <QCborMap>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>

using models::WatchChange;
using models::WatchStore;

namespace {

QCborValue object(const char *ns, const char *name, const char *rv) {
    return QCborMap{
        {QStringLiteral("metadata"), QCborMap{{QStringLiteral("namespace"), QString::fromUtf8(ns)},
                                              {QStringLiteral("name"), QString::fromUtf8(name)},
                                              {QStringLiteral("resourceVersion"), QString::fromUtf8(rv)}}}};
}

QStringList strings(std::initializer_list<const char *> list) {
    QStringList out;
    for (const char *s : list)
        out.append(QString::fromUtf8(s));
    return out;
}

kube::WatchEvent makeEvent(kube::WatchEvent::Type type, const QCborValue &obj) {
    kube::WatchEvent ev;
    ev.type = type;
    ev.object = obj;
    ev.resourceVersion = obj[QLatin1String("metadata")][QLatin1String("resourceVersion")].toString();
    return ev;
}

} // namespace

class TestWatchStore final : public QObject {
    Q_OBJECT

private slots:
    void listThenEvents() {
        WatchStore store;
        QSignalSpy changed(&store, &WatchStore::changed);
        QSignalSpy synced(&store, &WatchStore::synced);
        store.applyListPage({object("a", "x", "1"), object("a", "y", "2")}, true);
        QVERIFY(!store.hasSynced());
        QCOMPARE(store.size(), 0); // a list shows only once complete
        store.applyListPage({object("", "z", "3")}, false);
        store.applyListEnd(QStringLiteral("3"));
        QVERIFY(store.hasSynced());
        QCOMPARE(synced.size(), 1);
        QCOMPARE(store.keys(), strings({"a/x", "a/y", "z"}));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.takeFirst().at(0).value<QList<WatchChange>>().size(), 3);

        store.applyEvents(
            {makeEvent(kube::WatchEvent::Type::Modified, object("a", "x", "4")),
             makeEvent(kube::WatchEvent::Type::Deleted, object("a", "y", "5")),
             makeEvent(kube::WatchEvent::Type::Bookmark,
                       QCborMap{{QStringLiteral("metadata"),
                                 QCborMap{{QStringLiteral("resourceVersion"), QStringLiteral("7")}}}}),
             makeEvent(kube::WatchEvent::Type::Added, object("b", "w", "6"))});
        QCOMPARE(changed.size(), 1);
        const auto changes = changed.takeFirst().at(0).value<QList<WatchChange>>();
        QCOMPARE(changes.size(), 3);
        QCOMPARE(changes.at(0).kind, WatchChange::Kind::Modified);
        QCOMPARE(
            changes.at(0).previous[QLatin1String("metadata")][QLatin1String("resourceVersion")].toString(),
            QStringLiteral("1"));
        QCOMPARE(changes.at(1).kind, WatchChange::Kind::Deleted);
        QCOMPARE(changes.at(2).kind, WatchChange::Kind::Added);
        QCOMPARE(store.keys(), strings({"a/x", "b/w", "z"}));
        QCOMPARE(store.resourceVersion(), QStringLiteral("6"));
    }

    void relistReconciles() {
        WatchStore store;
        store.applyListPage({object("a", "keep", "1"), object("a", "gone", "2"), object("a", "changed", "3")},
                            true);
        store.applyListEnd(QStringLiteral("3"));
        QSignalSpy changed(&store, &WatchStore::changed);
        // A relist after 410: first=true forgets the half-finished state.
        store.applyListPage({object("a", "stale", "9")}, true);
        store.applyListPage({object("a", "keep", "1"), object("a", "changed", "8")}, true);
        store.applyListPage({object("a", "new", "10")}, false);
        QCOMPARE(store.size(), 3); // still the old state until the list ends
        store.applyListEnd(QStringLiteral("10"));
        QCOMPARE(store.keys(), strings({"a/changed", "a/keep", "a/new"}));
        QCOMPARE(store.lists(), 2);
        QCOMPARE(changed.size(), 1);
        QMap<QString, WatchChange::Kind> kinds;
        for (const WatchChange &c : changed.first().at(0).value<QList<WatchChange>>())
            kinds.insert(c.key, c.kind);
        QCOMPARE(kinds.size(), 3);
        QCOMPARE(kinds.value(QStringLiteral("a/gone")), WatchChange::Kind::Deleted);
        QCOMPARE(kinds.value(QStringLiteral("a/changed")), WatchChange::Kind::Modified);
        QCOMPARE(kinds.value(QStringLiteral("a/new")), WatchChange::Kind::Added);
    }

    void tableRowsAreKeyedByTheirObject() {
        const QCborMap row{{QStringLiteral("cells"), QCborArray{QStringLiteral("web")}},
                           {QStringLiteral("object"), object("ns", "web", "5")}};
        const QCborMap table{{QStringLiteral("kind"), QStringLiteral("Table")},
                             {QStringLiteral("rows"), QCborArray{row}}};
        QCOMPARE(WatchStore::keyOf(row), QStringLiteral("ns/web"));
        QCOMPARE(WatchStore::keyOf(table), QStringLiteral("ns/web"));
        WatchStore store;
        store.applyListPage({row}, true);
        store.applyListEnd(QStringLiteral("5"));
        store.applyEvents({makeEvent(kube::WatchEvent::Type::Modified, table)});
        QCOMPARE(store.size(), 1);
        QVERIFY(
            store.object(QStringLiteral("ns/web"))[QLatin1String("cells")].isArray()); // stored as the row
    }

    void bigListsReconcileAsideAndHoldEvents() {
        // Above the threshold a completed list is compared on the thread pool;
        // events that come meanwhile apply after it, in order, so the end
        // state is the list followed by the events.
        WatchStore store;
        store.setAsyncThreshold(10);
        QList<QCborValue> items;
        QList<QByteArray> names;
        for (int i = 0; i < 50; ++i)
            names.append(QByteArray(QByteArray("o") + QByteArray::number(i)));
        for (const QByteArray &n : names)
            items.append(object("a", n.constData(), "1"));
        QSignalSpy synced(&store, &WatchStore::synced);
        QSignalSpy changed(&store, &WatchStore::changed);
        store.applyListPage(items, true);
        store.applyListEnd(QStringLiteral("1"));
        QVERIFY(store.isReconciling());
        QVERIFY(!store.hasSynced());
        store.applyEvents({makeEvent(kube::WatchEvent::Type::Modified, object("a", "o1", "2")),
                           makeEvent(kube::WatchEvent::Type::Deleted, object("a", "o2", "3")),
                           makeEvent(kube::WatchEvent::Type::Added, object("a", "new", "4"))});
        QCOMPARE(changed.size(), 0); // held
        QVERIFY(synced.wait(10000));
        QVERIFY(!store.isReconciling());
        QCOMPARE(changed.size(), 2); // the list's 50 Added, then the held events' 3 changes
        QCOMPARE(changed.at(0).at(0).value<QList<WatchChange>>().size(), 50);
        QCOMPARE(changed.at(1).at(0).value<QList<WatchChange>>().size(), 3);
        QCOMPARE(store.size(), 50);
        QVERIFY(store.object(QStringLiteral("a/o2")).isUndefined());
        QCOMPARE(
            store.object(QStringLiteral("a/o1"))[QLatin1String("metadata")][QLatin1String("resourceVersion")]
                .toString(),
            QStringLiteral("2"));
        QCOMPARE(store.resourceVersion(), QStringLiteral("4"));

        // A relist, and a second one completing while the first is still being reconciled.
        changed.clear();
        QList<QCborValue> relist;
        for (int i = 10; i < 60; ++i)
            relist.append(object("a", QByteArray(QByteArray("o") + QByteArray::number(i)).constData(), "5"));
        store.applyListPage(relist, true);
        store.applyListEnd(QStringLiteral("5"));
        QVERIFY(store.isReconciling());
        relist.removeLast();
        store.applyListPage(relist, true);
        store.applyListEnd(QStringLiteral("6"));
        store.applyEvents({makeEvent(kube::WatchEvent::Type::Added, object("a", "late", "7"))});
        QTRY_COMPARE_WITH_TIMEOUT(store.lists(), 3, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(!store.isReconciling() && store.size() == 50, 10000);
        QStringList expected;
        for (int i = 10; i < 59; ++i)
            expected.append(QStringLiteral("a/o%1").arg(i));
        expected.append(QStringLiteral("a/late"));
        std::sort(expected.begin(), expected.end());
        QCOMPARE(store.keys(), expected);
        QCOMPARE(store.resourceVersion(), QStringLiteral("7"));
    }

    void compactFormKeepsWhatAListShows() {
        const QCborMap meta{
            {QStringLiteral("name"), QStringLiteral("web")},
            {QStringLiteral("namespace"), QStringLiteral("ns")},
            {QStringLiteral("uid"), QStringLiteral("u-1")},
            {QStringLiteral("resourceVersion"), QStringLiteral("9")},
            {QStringLiteral("creationTimestamp"), QStringLiteral("2026-01-01T00:00:00Z")},
            {QStringLiteral("labels"), QCborMap{{QStringLiteral("app"), QStringLiteral("web")}}},
            {QStringLiteral("annotations"),
             QCborMap{{QStringLiteral("big"), QString(4096, QLatin1Char('x'))}}},
            {QStringLiteral("finalizers"), QCborArray{QStringLiteral("f/x")}},
            {QStringLiteral("ownerReferences"),
             QCborArray{QCborMap{{QStringLiteral("kind"), QStringLiteral("ReplicaSet")},
                                 {QStringLiteral("name"), QStringLiteral("web-1")},
                                 {QStringLiteral("uid"), QStringLiteral("u-0")},
                                 {QStringLiteral("controller"), true}}}},
            {QStringLiteral("managedFields"),
             QCborArray{QCborMap{{QStringLiteral("manager"), QStringLiteral("k")}}}},
        };
        const QCborMap obj{{QStringLiteral("kind"), QStringLiteral("ConfigMap")},
                           {QStringLiteral("metadata"), meta},
                           {QStringLiteral("data"), QCborMap{{QStringLiteral("k"), QStringLiteral("v")}}}};
        const QCborMap row{{QStringLiteral("cells"), QCborArray{QStringLiteral("web"), 1}},
                           {QStringLiteral("object"), obj}};
        WatchStore store;
        store.setForm(WatchStore::Form::Compact);
        store.applyListPage({row}, true);
        store.applyListEnd(QStringLiteral("9"));
        const QCborValue kept = store.object(QStringLiteral("ns/web"));
        QCOMPARE(kept[QLatin1String("cells")].toArray(), row[QLatin1String("cells")].toArray());
        const QCborValue m = kube::watchObjectMetadata(kept);
        QCOMPARE(m[QLatin1String("resourceVersion")].toString(), QStringLiteral("9"));
        QCOMPARE(m[QLatin1String("labels")][QLatin1String("app")].toString(), QStringLiteral("web"));
        QCOMPARE(m[QLatin1String("annotations")].toMap().size(), 1);
        QCOMPARE(m[QLatin1String("annotations")][QLatin1String("big")].toString(), QString());
        QCOMPARE(m[QLatin1String("finalizers")].toArray().size(), 1);
        QCOMPARE(m[QLatin1String("ownerReferences")][0][QLatin1String("name")].toString(),
                 QStringLiteral("web-1"));
        QVERIFY(m[QLatin1String("ownerReferences")][0][QLatin1String("controller")].toBool());
        QVERIFY(m[QLatin1String("managedFields")].isUndefined());
        QVERIFY(kept[QLatin1String("object")][QLatin1String("data")].isUndefined());
        QVERIFY(kept.toCbor().size() < QCborValue(row).toCbor().size() / 4);
        // A whole object (metadata-only or plain watches) keeps its kind and metadata.
        const QCborValue plain = WatchStore::compacted(obj);
        QCOMPARE(plain[QLatin1String("kind")].toString(), QStringLiteral("ConfigMap"));
        QCOMPARE(plain[QLatin1String("metadata")][QLatin1String("uid")].toString(), QStringLiteral("u-1"));
        QVERIFY(plain[QLatin1String("data")].isUndefined());

        // Many annotations: every key kept, in order, without its value.
        QCborMap many;
        for (int i = 0; i < 5000; ++i)
            many.insert(QStringLiteral("a%1").arg(i), QStringLiteral("value"));
        QCborMap manyMeta{{QStringLiteral("name"), QStringLiteral("many")},
                          {QStringLiteral("annotations"), many}};
        const QCborMap keys = WatchStore::compacted(QCborMap{
            {QStringLiteral("metadata"), manyMeta}})[QLatin1String("metadata")][QLatin1String("annotations")]
                                  .toMap();
        QCOMPARE(keys.size(), 5000);
        QCOMPARE(keys.keys().first().toString(), QStringLiteral("a0"));
        QCOMPARE(keys.keys().last().toString(), QStringLiteral("a4999"));
        QCOMPARE(keys.value(QStringLiteral("a2500")).toString(), QString());
        QVERIFY(keys.value(QStringLiteral("a2500")).isString());
    }

    void initialEventsComeAsListPages() {
        WatchStore store;
        kube::WatchEvent initial = makeEvent(kube::WatchEvent::Type::Added, object("a", "x", "1"));
        initial.initial = true;
        store.applyEvents({initial});
        QCOMPARE(store.size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestWatchStore)
#include "tst_watchstore.moc"
