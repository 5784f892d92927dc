// The Watch dock offscreen on the real sandbox: a watch of one namespace's
// configmaps shows kubectl's creates, changes and deletes with the right
// types, the initial-events-end bookmark, pause/resume, filters, exports, the
// inspector's diff, and a recording replayed offline with the same rows.
// Screenshots in en, uk and ja when MADO_SCREENSHOT_DIR is set (with the
// connection's history: a drop and the reconnect, through a loopback proxy;
// a 410 and its relist; three server errors at one version and their relist).
#include "bookmarkdroppingproxy.h"
#include "kube/client.h"
#include "kube/kubeconfig.h"
#include "models/watch/flightrecorder.h"
#include "models/watch/watcheventmodeldefs.h"
#include "models/watch/watchfeed.h"
#include "models/watch/watchregistry.h"
#include "models/watch/watchsession.h"
#include "sandboxclient.h"
#include "testcluster.h"
#include "views/watch/eventinspector.h"
#include "views/watch/watchdock.h"
#include "views/watch/watcheventproxy.h"
#include "views/watch/watchpane.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProcess>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTranslator>

using namespace models::WatchEventDefs;
using models::watch::WatchRecord;

namespace {

kube::ApiResource configMaps() {
    kube::ApiResource r;
    r.version = QStringLiteral("v1");
    r.name = QStringLiteral("configmaps");
    r.singularName = QStringLiteral("configmap");
    r.kind = QStringLiteral("ConfigMap");
    r.namespaced = true;
    r.verbs = {QStringLiteral("list"), QStringLiteral("watch"), QStringLiteral("get")};
    return r;
}

/// Row of the model whose type and name match, searching from from; -1 if none.
int findRow(const views::WatchPane *pane, const QString &type, const QString &name, int from = 0) {
    const auto *m = pane->feed()->model();
    for (int r = from; r < m->rowCount(); ++r) {
        if (m->record(r).type == type && m->record(r).name == name)
            return r;
    }
    return -1;
}

bool hasInitialEventsEnd(const views::WatchPane *pane) {
    const auto *m = pane->feed()->model();
    for (int r = 0; r < m->rowCount(); ++r) {
        if (m->record(r).initialEventsEnd && m->record(r).type == QLatin1String("BOOKMARK"))
            return true;
    }
    return false;
}

} // namespace

class TestWatchPane final : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void liveRowsHaveTheRightTypes();
    void inspectorDiffsTheModification();
    void inspectorKeepsItsChoiceAcrossLanguages();
    void pauseBuffersAndResumes();
    void filters();
    void exportsShownRows();
    void replayedRecordingShowsTheSameRows();
    void panesShareOneWatch();
    void screenshots();

private:
    QStringList kubectl(const QStringList &args);

    std::unique_ptr<kube::Client> m_client;
    QString m_server;
    QString m_ns;
    QTranslator m_english;
    views::WatchDock *m_dock = nullptr;
    views::WatchPane *m_pane = nullptr;
    QTemporaryDir m_dir;
};

QStringList TestWatchPane::kubectl(const QStringList &args) {
    const auto r = testcluster::kubectl(QStringList{QStringLiteral("-n"), m_ns} + args);
    if (r.exitCode != 0)
        qWarning("kubectl %s: %s", qPrintable(args.join(QLatin1Char(' '))), qPrintable(r.err));
    return r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

void TestWatchPane::initTestCase() {
    qRegisterMetaType<views::WatchPane *>();
    QVERIFY(m_english.load(QStringLiteral(":/i18n/mado_en")));
    QCoreApplication::installTranslator(&m_english);
    m_client = testcluster::sandboxClient();
    QVERIFY(m_client);
    auto cfg = kube::Kubeconfig::load({testcluster::kubeconfig()}, true);
    QVERIFY(cfg);
    m_server = cfg->resolve(QStringLiteral("sandbox"))->cluster.server;
    m_ns = testcluster::ownNamespace(QStringLiteral("watchpane"));
    auto r = testcluster::kubectl({QStringLiteral("create"), QStringLiteral("-f"), QStringLiteral("-")},
                                  testcluster::namespaceJson(m_ns));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    kubectl({QStringLiteral("create"), QStringLiteral("configmap"), QStringLiteral("seed"),
             QStringLiteral("--from-literal=a=1")});
    m_dock = new views::WatchDock;
    m_dock->resize(1200, 560);
    m_dock->show();
    m_pane = m_dock->watchCollection(m_client.get(), configMaps(), m_ns, QStringLiteral("sandbox"), m_server);
    QVERIFY(m_pane);
    QCOMPARE(m_dock->paneCount(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(hasInitialEventsEnd(m_pane), 20000);
}

void TestWatchPane::cleanupTestCase() {
    delete m_dock;
    if (!m_ns.isEmpty())
        testcluster::kubectl(
            {QStringLiteral("delete"), QStringLiteral("namespace"), m_ns, QStringLiteral("--wait=false")});
}

void TestWatchPane::liveRowsHaveTheRightTypes() {
    // The seed object came as an initial ADDED before the end bookmark.
    const int seed = findRow(m_pane, QStringLiteral("ADDED"), QStringLiteral("seed"));
    QVERIFY(seed >= 0);
    QVERIFY(m_pane->feed()->model()->record(seed).initial);
    kubectl({QStringLiteral("create"), QStringLiteral("configmap"), QStringLiteral("one"),
             QStringLiteral("--from-literal=k=first")});
    kubectl({QStringLiteral("patch"), QStringLiteral("configmap"), QStringLiteral("one"),
             QStringLiteral("--type=merge"), QStringLiteral("-p"),
             QStringLiteral(R"({"data":{"k":"second"}})")});
    kubectl({QStringLiteral("delete"), QStringLiteral("configmap"), QStringLiteral("one")});
    QTRY_VERIFY_WITH_TIMEOUT(findRow(m_pane, QStringLiteral("DELETED"), QStringLiteral("one")) >= 0, 20000);
    const int added = findRow(m_pane, QStringLiteral("ADDED"), QStringLiteral("one"));
    const int modified = findRow(m_pane, QStringLiteral("MODIFIED"), QStringLiteral("one"));
    const int deleted = findRow(m_pane, QStringLiteral("DELETED"), QStringLiteral("one"));
    QVERIFY(added >= 0 && added < modified && modified < deleted);
    const auto *m = m_pane->feed()->model();
    QCOMPARE(m->record(added).ns, m_ns);
    QVERIFY(m->record(modified).resourceVersion.toLongLong() > m->record(added).resourceVersion.toLongLong());
    QVERIFY(m->record(modified).bytes > 0);
    // The view shows the bookmark marked, the status rows as sentences.
    auto *proxy = m_pane->proxy();
    bool endShown = false;
    bool connectedShown = false;
    for (int r = 0; r < proxy->rowCount(); ++r) {
        const QModelIndex i = proxy->index(r, TypeColumn);
        if (i.data(InitialEventsEndRole).toBool()) {
            endShown = i.data().toString().contains(QLatin1String("initial events end"));
            QVERIFY(i.data(Qt::BackgroundRole).isValid());
        }
        if (i.data(TypeRole).toString() == QLatin1String("Connected"))
            connectedShown =
                proxy->index(r, NameColumn).data().toString().startsWith(QLatin1String("Watching"));
    }
    QVERIFY(endShown);
    QVERIFY(connectedShown);
}

void TestWatchPane::inspectorDiffsTheModification() {
    const int modified = findRow(m_pane, QStringLiteral("MODIFIED"), QStringLiteral("one"));
    QVERIFY(modified >= 0);
    QSignalSpy diffed(m_pane->inspector(), &views::EventInspector::diffReady);
    m_pane->table()->setCurrentIndex(
        m_pane->proxy()->mapFromSource(m_pane->feed()->model()->index(modified, 0)));
    QVERIFY(diffed.wait(10000));
    const auto &d = m_pane->inspector()->lastDiff();
    QCOMPARE(d.added, 1);
    QCOMPARE(d.removed, 1);
    QVERIFY(d.folded.contains(QStringLiteral("metadata.resourceVersion")));
    QVERIFY(d.folded.contains(QStringLiteral("metadata.managedFields")));
    QString changed;
    for (const auto &l : d.lines) {
        if (l.op == models::watch::ObjectDiff::Op::Added)
            changed = l.text.trimmed();
    }
    QCOMPARE(changed, QStringLiteral("\"k\": \"second\""));
    // The object is written on the thread pool; it arrives on its own.
    QTRY_VERIFY_WITH_TIMEOUT(
        m_pane->inspector()->objectPane()->toPlainText().contains(QLatin1String("\"second\"")), 10000);
    // With the noise shown, resourceVersion and managedFields differ too.
    m_pane->inspector()->setShowNoise(true);
    QVERIFY(diffed.wait(10000));
    QVERIFY(m_pane->inspector()->lastDiff().added > 1);
    QVERIFY(m_pane->inspector()->lastDiff().folded.isEmpty());
    m_pane->inspector()->setShowNoise(false);
    QVERIFY(diffed.wait(10000));
}

void TestWatchPane::inspectorKeepsItsChoiceAcrossLanguages() {
    // The MODIFIED event of "one" is selected (the test before); the versions are
    // chosen the other way round: the newer one against the older one.
    views::EventInspector *inspector = m_pane->inspector();
    auto *from = inspector->findChild<QComboBox *>(QStringLiteral("DiffFrom"));
    auto *to = inspector->findChild<QComboBox *>(QStringLiteral("DiffTo"));
    QVERIFY(from && to);
    const int newer = to->currentIndex();
    const int older = from->currentIndex();
    QVERIFY(older >= 0 && newer > older);
    QSignalSpy diffed(inspector, &views::EventInspector::diffReady);
    QSignalSpy shown(inspector, &views::EventInspector::objectShown);
    inspector->compare(from->itemData(newer).toLongLong(), to->itemData(older).toLongLong());
    QVERIFY(diffed.wait(10000));
    QCOMPARE(from->currentIndex(), newer);
    QCOMPARE(to->currentIndex(), older);
    QCOMPARE(inspector->lastDiff().added, 1);
    const QString object = inspector->objectPane()->toPlainText();
    QVERIFY(object.contains(QLatin1String("\"second\"")));
    const QString englishLabel = from->itemText(newer);
    diffed.clear();
    shown.clear();

    QTranslator uk;
    QVERIFY(uk.load(QStringLiteral(":/i18n/mado_uk")));
    QCoreApplication::installTranslator(&uk);
    const auto removeUk = qScopeGuard([&uk] { QCoreApplication::removeTranslator(&uk); });
    // The words follow the language (the change arrives as an event); the choice,
    // the object and the diff stay.
    QTRY_COMPARE_WITH_TIMEOUT(inspector->tabs()->tabText(1),
                              QCoreApplication::translate("views::EventInspector", "Diff"), 5000);
    QVERIFY(inspector->tabs()->tabText(1) != QLatin1String("Diff"));
    QCOMPARE(inspector->tabs()->currentIndex(), 1);
    QCOMPARE(from->currentIndex(), newer);
    QCOMPARE(to->currentIndex(), older);
    QVERIFY(from->itemText(newer) != englishLabel);
    QVERIFY(from->itemText(newer).contains(QStringLiteral("MODIFIED")));
    bool summaryTranslated = false;
    for (const QLabel *l : inspector->findChildren<QLabel *>())
        summaryTranslated = summaryTranslated ||
                            l->text().startsWith(QCoreApplication::translate("views::EventInspector",
                                                                             "%n line(s) added", nullptr, 1));
    QVERIFY(summaryTranslated);
    QTest::qWait(300);
    QCOMPARE(diffed.count(), 0);
    QCOMPARE(shown.count(), 0);
    QCOMPARE(inspector->objectPane()->toPlainText(), object);
}

void TestWatchPane::pauseBuffersAndResumes() {
    auto *m = m_pane->feed()->model();
    m_pane->pauseButton()->click();
    QVERIFY(m->isPaused());
    const int rows = m->rowCount();
    kubectl({QStringLiteral("create"), QStringLiteral("configmap"), QStringLiteral("two")});
    // The recorder takes every frame at once; the table waits.
    auto recorded = [this] {
        const auto *rec = m_pane->feed()->recorder();
        for (qint64 i = 0; i < rec->size(); ++i) {
            if (rec->at(i).type == QLatin1String("ADDED") && rec->at(i).name == QLatin1String("two"))
                return true;
        }
        return false;
    };
    QTRY_VERIFY_WITH_TIMEOUT(recorded(), 20000);
    QVERIFY(m->pendingCount() >= 1);
    QCOMPARE(m->rowCount(), rows);
    QCOMPARE(findRow(m_pane, QStringLiteral("ADDED"), QStringLiteral("two")), -1);
    m_pane->pauseButton()->click();
    QVERIFY(!m->isPaused());
    QVERIFY(findRow(m_pane, QStringLiteral("ADDED"), QStringLiteral("two")) >= rows);
    QCOMPARE(m->pendingCount(), 0);
}

void TestWatchPane::filters() {
    auto *proxy = m_pane->proxy();
    m_pane->nameFilter()->setText(QStringLiteral("one"));
    QCOMPARE(proxy->rowCount(), 3); // ADDED, MODIFIED, DELETED
    for (int r = 0; r < proxy->rowCount(); ++r)
        QCOMPARE(proxy->index(r, 0).data(NameRole).toString(), QStringLiteral("one"));
    m_pane->setTypes({QStringLiteral("DELETED")});
    QCOMPARE(proxy->rowCount(), 1);
    QCOMPARE(proxy->index(0, 0).data(TypeRole).toString(), QStringLiteral("DELETED"));
    m_pane->nameFilter()->clear();
    m_pane->setTypes({views::WatchEventProxy::connectionType(), QStringLiteral("BOOKMARK")});
    QVERIFY(proxy->rowCount() >= 2);
    for (int r = 0; r < proxy->rowCount(); ++r) {
        const QModelIndex i = proxy->index(r, 0);
        QVERIFY(i.data(RowKindRole).toInt() == int(WatchRecord::Kind::Status) ||
                i.data(TypeRole).toString() == QLatin1String("BOOKMARK"));
    }
    m_pane->setTypes({});
    QCOMPARE(proxy->rowCount(), m_pane->feed()->model()->rowCount());
}

void TestWatchPane::exportsShownRows() {
    m_pane->nameFilter()->setText(QStringLiteral("one"));
    const QString file = m_dir.filePath(QStringLiteral("events.jsonl"));
    auto written = m_pane->exportShownRows(file);
    QVERIFY2(written, written ? "" : qPrintable(written.error().message));
    QCOMPARE(*written, qint64(3));
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QStringList types;
    while (!f.atEnd()) {
        const QJsonObject o = QJsonDocument::fromJson(f.readLine()).object();
        QCOMPARE(o.value(QLatin1String("name")).toString(), QStringLiteral("one"));
        QCOMPARE(o.value(QLatin1String("namespace")).toString(), m_ns);
        types << o.value(QLatin1String("type")).toString();
    }
    QCOMPARE(types,
             (QStringList{QStringLiteral("ADDED"), QStringLiteral("MODIFIED"), QStringLiteral("DELETED")}));
    m_pane->nameFilter()->clear();
}

void TestWatchPane::replayedRecordingShowsTheSameRows() {
    const QString file = m_dir.filePath(QStringLiteral("watch.madowatch.jsonl"));
    m_pane->feed()->model()->setPaused(true); // hold the live rows still while comparing
    auto written = m_pane->feed()->exportRecording(file);
    QVERIFY(written);
    QSignalSpy added(m_dock, &views::WatchDock::paneAdded);
    m_dock->openRecording(file);
    // Read off the GUI thread: meanwhile a tab says so.
    QCOMPARE(m_dock->paneCount(), 2);
    QVERIFY(!m_dock->pane(1));
    QVERIFY(added.wait(20000));
    views::WatchPane *replay = m_dock->pane(1);
    QVERIFY(replay);
    QCOMPARE(m_dock->paneCount(), 2);
    QVERIFY(replay->feed()->isReplay());
    const auto *live = m_pane->proxy();
    const auto *again = replay->proxy();
    QCOMPARE(again->rowCount(), live->rowCount());
    for (int r = 0; r < live->rowCount(); ++r) {
        for (int c = 0; c < ColumnCount; ++c)
            QCOMPARE(again->index(r, c).data(), live->index(r, c).data());
        QCOMPARE(again->index(r, 0).data(Qt::BackgroundRole), live->index(r, 0).data(Qt::BackgroundRole));
    }
    m_pane->feed()->model()->setPaused(false);
    QCOMPARE(replay->feed()->recorder()->header().ns, m_ns);

    // A tab closed while its recording is still being read is dropped.
    added.clear();
    m_dock->openRecording(file);
    QCOMPARE(m_dock->paneCount(), 3);
    emit m_dock->tabs()->tabCloseRequested(2);
    QCOMPARE(m_dock->paneCount(), 2);
    QVERIFY(!added.wait(3000));
    QCOMPARE(m_dock->paneCount(), 2);
    QCOMPARE(m_dock->pane(1), replay);
}

void TestWatchPane::panesShareOneWatch() {
    // Two panes on one collection (and a list view, through the same registry)
    // are one watch; the second joins from the shared store; either may stop alone.
    views::WatchDock dock;
    models::WatchRegistry registry;
    dock.setWatchRegistry(&registry);
    views::WatchPane *first =
        dock.watchCollection(m_client.get(), configMaps(), m_ns, QStringLiteral("sandbox"), m_server,
                             kube::WatchMode::ListThenWatch);
    QTRY_VERIFY_WITH_TIMEOUT(findRow(first, QStringLiteral("Connected"), QString()) >= 0, 20000);
    views::WatchPane *second =
        dock.watchCollection(m_client.get(), configMaps(), m_ns, QStringLiteral("sandbox"), m_server,
                             kube::WatchMode::ListThenWatch);
    QCOMPARE(registry.size(), 1);
    models::watch::WatchSession *a = first->feed()->session();
    models::watch::WatchSession *b = second->feed()->session();
    QVERIFY(a && b && a->sharedWatch() && a->sharedWatch() == b->sharedWatch());
    QCOMPARE(a->sharedWatch()->subscribers(), 2);
    // The late pane starts from the store: its objects as LIST records and a Listed step.
    QTRY_COMPARE_WITH_TIMEOUT(b->objectNames(), a->objectNames(), 5000);
    QVERIFY(findRow(second, QStringLiteral("Listed"), QString()) >= 0);
    QVERIFY(b->objectNames().contains(m_ns + QStringLiteral("/seed")));

    kubectl({QStringLiteral("create"), QStringLiteral("configmap"), QStringLiteral("shared")});
    QTRY_VERIFY_WITH_TIMEOUT(findRow(first, QStringLiteral("ADDED"), QStringLiteral("shared")) >= 0, 20000);
    QTRY_VERIFY_WITH_TIMEOUT(findRow(second, QStringLiteral("ADDED"), QStringLiteral("shared")) >= 0, 20000);

    // The first stops; the watch goes on for the second.
    first->feed()->stop();
    QVERIFY(findRow(first, QStringLiteral("Stopped"), QString()) >= 0);
    QCOMPARE(registry.size(), 1);
    QCOMPARE(b->sharedWatch()->subscribers(), 1);
    kubectl({QStringLiteral("delete"), QStringLiteral("configmap"), QStringLiteral("shared")});
    QTRY_VERIFY_WITH_TIMEOUT(findRow(second, QStringLiteral("DELETED"), QStringLiteral("shared")) >= 0,
                             20000);
    QCOMPARE(findRow(first, QStringLiteral("DELETED"), QStringLiteral("shared")), -1);
    QCOMPARE(b->objectNames(), testcluster::kubectl({QStringLiteral("-n"), m_ns, QStringLiteral("get"),
                                                     QStringLiteral("configmaps"), QStringLiteral("-o"),
                                                     QStringLiteral("jsonpath={range .items[*]}") + m_ns +
                                                         QStringLiteral("/{.metadata.name} {end}")})
                                   .out.split(QLatin1Char(' '), Qt::SkipEmptyParts));
    // The last one lets go: the watch ends.
    second->feed()->stop();
    QTRY_COMPARE_WITH_TIMEOUT(registry.size(), 0, 5000);
}

void TestWatchPane::screenshots() {
    const QString dir = qEnvironmentVariable("MADO_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("MADO_SCREENSHOT_DIR is not set");
    // A watch through a loopback proxy, so the connection can be cut for real.
    testcluster::BookmarkDroppingProxy proxy(QUrl(m_server), qEnvironmentVariable("MADO_TEST_SANDBOX_DIR") +
                                                                 QStringLiteral("/pki"));
    proxy.setDropInitialEventsEnd(false);
    QVERIFY(proxy.listen());
    auto cfg = kube::Kubeconfig::load({testcluster::kubeconfig()}, true);
    kube::ResolvedContext ctx = *cfg->resolve(QStringLiteral("sandbox-token"));
    ctx.cluster.server = proxy.url();
    auto client = std::move(kube::Client::create(ctx)).value();
    views::WatchDock dock;
    dock.resize(1280, 560);
    dock.show();
    views::WatchPane *pane =
        dock.watchCollection(client.get(), configMaps(), m_ns, QStringLiteral("sandbox"), proxy.url());
    QTRY_VERIFY_WITH_TIMEOUT(hasInitialEventsEnd(pane), 20000);
    kubectl({QStringLiteral("create"), QStringLiteral("configmap"), QStringLiteral("three"),
             QStringLiteral("--from-literal=k=1")});
    kubectl({QStringLiteral("label"), QStringLiteral("configmap"), QStringLiteral("three"),
             QStringLiteral("tier=web")});
    QTRY_VERIFY_WITH_TIMEOUT(findRow(pane, QStringLiteral("MODIFIED"), QStringLiteral("three")) >= 0, 20000);
    proxy.abortAll();
    QTRY_VERIFY_WITH_TIMEOUT(findRow(pane, QStringLiteral("Disconnected"), QString()) >= 0, 20000);
    const int dropped = findRow(pane, QStringLiteral("Disconnected"), QString());
    QTRY_VERIFY_WITH_TIMEOUT(findRow(pane, QStringLiteral("Connected"), QString(), dropped) >= 0, 20000);
    kubectl({QStringLiteral("delete"), QStringLiteral("configmap"), QStringLiteral("three")});
    QTRY_VERIFY_WITH_TIMEOUT(findRow(pane, QStringLiteral("DELETED"), QStringLiteral("three")) >= 0, 20000);
    const int modified = findRow(pane, QStringLiteral("MODIFIED"), QStringLiteral("three"));
    QSignalSpy diffed(pane->inspector(), &views::EventInspector::diffReady);
    pane->table()->setCurrentIndex(pane->proxy()->mapFromSource(pane->feed()->model()->index(modified, 0)));
    QVERIFY(diffed.wait(10000));
    // A second tab: podtemplates, which the sandbox serves from etcd without the watch cache, so an
    // etcd compaction while the connection is down gives the reconnect 410 Gone and a relist.
    kube::ApiResource pt = configMaps();
    pt.name = QStringLiteral("podtemplates");
    pt.singularName = QStringLiteral("podtemplate");
    pt.kind = QStringLiteral("PodTemplate");
    views::WatchDock relistDock;
    relistDock.resize(1280, 560);
    relistDock.show();
    views::WatchPane *relist = relistDock.watchCollection(client.get(), pt, m_ns, QStringLiteral("sandbox"),
                                                          proxy.url(), kube::WatchMode::ListThenWatch);
    QTRY_VERIFY_WITH_TIMEOUT(findRow(relist, QStringLiteral("Connected"), QString()) >= 0, 20000);
    const QByteArray podTemplate =
        QStringLiteral(R"({"apiVersion":"v1","kind":"PodTemplate","metadata":{"name":"web"},)"
                       R"("template":{"spec":{"containers":[{"name":"c","image":"nginx"}]}}})")
            .toUtf8();
    testcluster::kubectl(
        {QStringLiteral("-n"), m_ns, QStringLiteral("apply"), QStringLiteral("-f"), QStringLiteral("-")},
        podTemplate);
    QTRY_VERIFY_WITH_TIMEOUT(findRow(relist, QStringLiteral("ADDED"), QStringLiteral("web")) >= 0, 20000);
    // The connection goes down; meanwhile the collection changes and etcd is compacted.
    proxy.setRefusing(true);
    proxy.abortAll();
    // (A new object: an update's event would need the previous value, which compaction removed.)
    testcluster::kubectl(
        {QStringLiteral("-n"), m_ns, QStringLiteral("apply"), QStringLiteral("-f"), QStringLiteral("-")},
        QByteArray(podTemplate).replace("\"web\"", "\"web2\""));
    kubectl({QStringLiteral("create"), QStringLiteral("configmap"),
             QStringLiteral("after-web2")}); // etcd moves on
    QProcess compact;
    compact.start(
        qEnvironmentVariable("MADO_SANDBOX_BIN"),
        {QStringLiteral("compact"), QStringLiteral("--dir"), qEnvironmentVariable("MADO_TEST_SANDBOX_DIR")});
    QVERIFY(compact.waitForFinished(30000));
    QVERIFY2(compact.exitCode() == 0, compact.readAllStandardError().constData());
    QTest::qWait(1500); // a reconnect attempt or two fails meanwhile
    proxy.setRefusing(false);
    auto history = [relist] {
        QStringList types;
        for (int r = 0; r < relist->feed()->model()->rowCount(); ++r)
            types << relist->feed()->model()->record(r).type + QLatin1Char('[') +
                         relist->feed()->model()->record(r).detail + QLatin1Char(']');
        return types.join(QLatin1Char(' '));
    };
    QTRY_VERIFY2_WITH_TIMEOUT(findRow(relist, QStringLiteral("Expired"), QString()) >= 0,
                              qPrintable(history()), 20000);
    const int expired = findRow(relist, QStringLiteral("Expired"), QString());
    QTRY_VERIFY_WITH_TIMEOUT(findRow(relist, QStringLiteral("InitialEventsEnd"), QString(), expired) >= 0 ||
                                 findRow(relist, QStringLiteral("Listed"), QString(), expired) >= 0,
                             20000);
    QVERIFY(findRow(relist, QStringLiteral("Relisting"), QString(), expired) >= 0);
    // After the relist the watch goes on.
    kubectl({QStringLiteral("label"), QStringLiteral("--overwrite"), QStringLiteral("podtemplate"),
             QStringLiteral("web"), QStringLiteral("tier=db")});
    QTRY_VERIFY_WITH_TIMEOUT(findRow(relist, QStringLiteral("MODIFIED"), QStringLiteral("web"), expired) >= 0,
                             20000);
    relist->table()->setCurrentIndex(relist->proxy()->mapFromSource(relist->feed()->model()->index(
        findRow(relist, QStringLiteral("MODIFIED"), QStringLiteral("web"), expired), 0)));
    // Then a change the server cannot replay: etcd compacted at exactly the revision after the
    // watch's version (see tst_watchfaults_sandbox). Three 500 ERROR events, then a relist.
    const auto lastStep = [relist] {
        const auto *m = relist->feed()->model();
        for (int r = m->rowCount() - 1; r >= 0; --r) {
            if (m->record(r).kind == models::watch::WatchRecord::Kind::Status)
                return m->record(r).type; // the connection's last step
        }
        return QString();
    };
    for (int tries = 0; tries < 8 && findRow(relist, QStringLiteral("ServerError"), QString(), expired) < 0;
         ++tries) {
        QTRY_COMPARE_WITH_TIMEOUT(lastStep(), QStringLiteral("Connected"), 20000);
        const int rows = relist->feed()->model()->rowCount();
        proxy.setRefusing(true);
        proxy.abortAll();
        QTRY_COMPARE_WITH_TIMEOUT(lastStep(), QStringLiteral("Reconnecting"), 15000);
        kubectl({QStringLiteral("label"), QStringLiteral("--overwrite"), QStringLiteral("podtemplate"),
                 QStringLiteral("web"), QStringLiteral("try=%1").arg(tries)});
        QProcess again;
        again.start(qEnvironmentVariable("MADO_SANDBOX_BIN"),
                    {QStringLiteral("compact"), QStringLiteral("--dir"),
                     qEnvironmentVariable("MADO_TEST_SANDBOX_DIR")});
        QVERIFY(again.waitForFinished(30000));
        proxy.setRefusing(false);
        QTRY_VERIFY_WITH_TIMEOUT(findRow(relist, QStringLiteral("ServerError"), QString(), rows) >= 0 ||
                                     findRow(relist, QStringLiteral("Listed"), QString(), rows) >= 0,
                                 20000);
    }
    const int serverError = findRow(relist, QStringLiteral("ServerError"), QString(), expired);
    QVERIFY2(serverError >= 0, qPrintable(history()));
    QTRY_VERIFY2_WITH_TIMEOUT(findRow(relist, QStringLiteral("Listed"), QString(), serverError) >= 0,
                              qPrintable(history()), 20000);
    QVERIFY(findRow(relist, QStringLiteral("Relisting"), QString(), serverError) >= 0);
    QTest::qWait(500);
    relist->table()->scrollToBottom();

    QDir().mkpath(dir);
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("uk"), QStringLiteral("ja")}) {
        QTranslator tr;
        if (lang != QLatin1String("en")) {
            QVERIFY(tr.load(QLatin1String(":/i18n/mado_") + lang));
            QCoreApplication::installTranslator(&tr);
        }
        QTest::qWait(1200); // the status line and timeline repaint on their timers
        QVERIFY(dock.grab().save(dir + QStringLiteral("/watch-pane-") + lang + QStringLiteral(".png")));
        QVERIFY(
            relistDock.grab().save(dir + QStringLiteral("/watch-relist-") + lang + QStringLiteral(".png")));
        if (lang != QLatin1String("en"))
            QCoreApplication::removeTranslator(&tr);
    }
    pane->feed()->stop();
    relist->feed()->stop();
}

QTEST_MAIN(TestWatchPane)
#include "tst_watchpane_sandbox.moc"
