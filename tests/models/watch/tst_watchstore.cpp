// The list-watch cache's reconciliation, fed by hand: after a relist the store
// is exactly the new list, and the changes it reports turn the old state into
// the new one.
#include "models/watch/watchstore.h"

#include <QCborArray>
#include <QCborMap>
#include <QSignalSpy>
#include <QTest>

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
