// The watch pane's models without a server: the ring buffer and its batches,
// pause and resume, JSON Lines export, the flight recorder's file round trip
// and memory budget, and the object diff with its noise folding.
#include "models/watch/flightrecorder.h"
#include "models/watch/objectdiff.h"
#include "models/watch/watcheventmodel.h"
#include "models/watch/watcheventmodeldefs.h"
#include "models/watch/watchfeed.h"

#include <QAbstractItemModelTester>
#include <QBuffer>
#include <QCborMap>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace models::watch;
using namespace models::WatchEventDefs;

namespace {

QCborValue configMap(const QString &name, const QString &rv, const QString &value, int generation = 1) {
    QCborMap meta;
    meta.insert(QLatin1String("name"), name);
    meta.insert(QLatin1String("namespace"), QLatin1String("demo"));
    meta.insert(QLatin1String("uid"), QString(QLatin1String("uid-") + name));
    meta.insert(QLatin1String("resourceVersion"), rv);
    meta.insert(QLatin1String("generation"), generation);
    QCborMap mf;
    mf.insert(QLatin1String("manager"), QString(QLatin1String("kubectl-") + rv));
    meta.insert(QLatin1String("managedFields"), QCborArray{mf});
    QCborMap data;
    data.insert(QLatin1String("key"), value);
    QCborMap m;
    m.insert(QLatin1String("apiVersion"), QLatin1String("v1"));
    m.insert(QLatin1String("kind"), QLatin1String("ConfigMap"));
    m.insert(QLatin1String("metadata"), meta);
    m.insert(QLatin1String("data"), data);
    return m;
}

WatchRecord mk(const QString &type, const QString &name, qint64 ms, const QString &rv = {},
               const QString &value = QStringLiteral("v")) {
    WatchRecord r;
    r.type = type;
    r.arrivalMs = ms;
    r.resourceVersion = rv;
    if (type != QLatin1String("BOOKMARK")) {
        r.ns = QStringLiteral("demo");
        r.name = name;
        r.uid = QLatin1String("uid-") + name;
        r.object = configMap(name, rv, value);
    }
    r.bytes = 100 + name.size();
    return r;
}

WatchRecord status(const QString &type, qint64 ms) {
    WatchRecord r;
    r.kind = WatchRecord::Kind::Status;
    r.type = type;
    r.arrivalMs = ms;
    return r;
}

QList<WatchRecord> numbered(QList<WatchRecord> records, qint64 from = 0) {
    for (WatchRecord &r : records)
        r.seq = from++;
    return records;
}

} // namespace

class TestWatchEventModel final : public QObject {
    Q_OBJECT

private slots:
    void ringBufferKeepsTheNewest_data();
    void ringBufferKeepsTheNewest();
    void oneInsertPerBatch();
    void pauseBuffersThenCatchesUp();
    void rolesAreRaw();
    void exportJsonLines();
    void eventsPerSecond();
    void recordingRoundTrip();
    void replayShowsTheSameRows();
    void recorderBudgetDropsOldObjects();
    void recordingRefusesOtherFiles_data();
    void recordingRefusesOtherFiles();
    void diffFoldsNoise();
    void diffShowsNoiseWhenAsked();
    void diffGivesAListedItemItsType();
};

void TestWatchEventModel::ringBufferKeepsTheNewest_data() {
    QTest::addColumn<int>("cap");
    QTest::addColumn<QList<int>>("batches");
    QTest::addColumn<int>("rows");
    QTest::addColumn<QString>("firstName");
    QTest::addColumn<qint64>("dropped");
    QTest::newRow("under the cap") << 10 << QList<int>{3, 4} << 7 << QStringLiteral("o0") << qint64(0);
    QTest::newRow("exactly the cap") << 5 << QList<int>{2, 3} << 5 << QStringLiteral("o0") << qint64(0);
    QTest::newRow("trims the front") << 5 << QList<int>{4, 4} << 5 << QStringLiteral("o3") << qint64(3);
    QTest::newRow("one batch larger than the cap")
        << 3 << QList<int>{10} << 3 << QStringLiteral("o7") << qint64(7);
    QTest::newRow("many small batches")
        << 4 << QList<int>{1, 1, 1, 1, 1, 1} << 4 << QStringLiteral("o2") << qint64(2);
}

void TestWatchEventModel::ringBufferKeepsTheNewest() {
    QFETCH(int, cap);
    QFETCH(QList<int>, batches);
    WatchEventModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCap(cap);
    int n = 0;
    for (int size : batches) {
        QList<WatchRecord> batch;
        for (int i = 0; i < size; ++i, ++n)
            batch.append(mk(QStringLiteral("ADDED"), QStringLiteral("o%1").arg(n), 1000 + n));
        model.append(numbered(batch, n - size));
    }
    QTEST(model.rowCount(), "rows");
    QTEST(model.record(0).name, "firstName");
    QCOMPARE(model.record(model.rowCount() - 1).name, QStringLiteral("o%1").arg(n - 1));
    QTEST(model.droppedCount(), "dropped");
    QCOMPARE(model.receivedCount(), qint64(n));
}

void TestWatchEventModel::oneInsertPerBatch() {
    WatchEventModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCap(100);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QList<WatchRecord> batch;
    for (int i = 0; i < 80; ++i)
        batch.append(mk(QStringLiteral("MODIFIED"), QStringLiteral("a%1").arg(i), 1000));
    model.append(batch);
    model.append(batch); // 160 > 100: one removal of 60 at the front, one insertion of 80
    QCOMPARE(inserted.size(), 2);
    QCOMPARE(removed.size(), 1);
    QCOMPARE(removed.at(0).at(1).toInt(), 0);
    QCOMPARE(removed.at(0).at(2).toInt(), 59);
    QCOMPARE(model.rowCount(), 100);
    // List items are recorded, never rows.
    WatchRecord item = mk(QStringLiteral("LIST"), QStringLiteral("x"), 1);
    item.kind = WatchRecord::Kind::ListItem;
    model.append({item});
    QCOMPARE(inserted.size(), 2);
}

void TestWatchEventModel::pauseBuffersThenCatchesUp() {
    WatchEventModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCap(10);
    model.append({mk(QStringLiteral("ADDED"), QStringLiteral("a"), 1)});
    model.setPaused(true);
    QSignalSpy pending(&model, &WatchEventModel::pendingChanged);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    for (int i = 0; i < 3; ++i)
        model.append({mk(QStringLiteral("MODIFIED"), QStringLiteral("a"), 2 + i)});
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.pendingCount(), 3);
    QCOMPARE(pending.size(), 3);
    QCOMPARE(inserted.size(), 0);
    model.setPaused(false);
    QCOMPARE(inserted.size(), 1); // caught up in one batch
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(model.pendingCount(), 0);
    QCOMPARE(model.record(3).arrivalMs, qint64(4));
    // More waiting than the cap: only the newest cap rows survive.
    model.setPaused(true);
    for (int i = 0; i < 25; ++i)
        model.append({mk(QStringLiteral("MODIFIED"), QStringLiteral("b%1").arg(i), 10 + i)});
    QCOMPARE(model.pendingCount(), 10);
    model.setPaused(false);
    QCOMPARE(model.rowCount(), 10);
    QCOMPARE(model.record(0).name, QStringLiteral("b15"));
}

void TestWatchEventModel::rolesAreRaw() {
    WatchEventModel model;
    WatchRecord end = mk(QStringLiteral("BOOKMARK"), {}, 5000, QStringLiteral("42"));
    end.initialEventsEnd = true;
    model.append(numbered({mk(QStringLiteral("ADDED"), QStringLiteral("c"), 4000, QStringLiteral("41")), end,
                           status(StatusType::Expired, 6000)}));
    QCOMPARE(model.index(0, TimeColumn).data().toLongLong(), 4000);
    QCOMPARE(model.index(0, TypeColumn).data().toString(), QStringLiteral("ADDED"));
    QCOMPARE(model.index(0, NameColumn).data(NameRole).toString(), QStringLiteral("c"));
    QCOMPARE(model.index(0, 0).data(ResourceVersionRole).toString(), QStringLiteral("41"));
    QCOMPARE(model.index(1, 0).data(InitialEventsEndRole).toBool(), true);
    QCOMPARE(model.index(0, 0).data(InitialEventsEndRole).toBool(), false);
    QCOMPARE(model.index(2, 0).data(RowKindRole).toInt(), int(WatchRecord::Kind::Status));
    QCOMPARE(model.index(2, TypeColumn).data().toString(), QStringLiteral("Expired"));
    QVERIFY(!model.index(2, SizeColumn).data().isValid()); // a status row has no size
    QCOMPARE(model.index(1, 0).data(SeqRole).toLongLong(), 1);
}

void TestWatchEventModel::exportJsonLines() {
    WatchEventModel model;
    model.append(numbered({mk(QStringLiteral("ADDED"), QStringLiteral("d"), 1, QStringLiteral("7")),
                           mk(QStringLiteral("DELETED"), QStringLiteral("d"), 2, QStringLiteral("8"))}));
    QBuffer all;
    all.open(QIODevice::WriteOnly);
    QVERIFY(model.exportJsonLines(&all));
    const QList<QByteArray> lines = all.data().trimmed().split('\n');
    QCOMPARE(lines.size(), 2);
    const QJsonObject first = QJsonDocument::fromJson(lines.at(0)).object();
    QCOMPARE(first.value(QLatin1String("type")).toString(), QStringLiteral("ADDED"));
    QCOMPARE(first.value(QLatin1String("resourceVersion")).toString(), QStringLiteral("7"));
    QCOMPARE(first.value(QLatin1String("object")).toObject().value(QLatin1String("kind")).toString(),
             QStringLiteral("ConfigMap"));
    QBuffer some;
    some.open(QIODevice::WriteOnly);
    QVERIFY(model.exportJsonLines(&some, {1}));
    QCOMPARE(QJsonDocument::fromJson(some.data().trimmed()).object().value(QLatin1String("type")).toString(),
             QStringLiteral("DELETED"));
}

void TestWatchEventModel::eventsPerSecond() {
    WatchEventModel model;
    QList<WatchRecord> batch;
    for (int i = 0; i < 5; ++i)
        batch.append(mk(QStringLiteral("ADDED"), QStringLiteral("e"), 10'000 + i));
    for (int i = 0; i < 3; ++i)
        batch.append(mk(QStringLiteral("ADDED"), QStringLiteral("e"), 12'500 + i));
    batch.append(status(StatusType::Connected, 12'600)); // not an event
    model.append(batch);
    QCOMPARE(model.eventsPerSecond(4, 12'999), (QList<int>{0, 5, 0, 3}));
}

void TestWatchEventModel::recordingRoundTrip() {
    FlightRecorder rec;
    RecordingHeader h;
    h.context = QStringLiteral("sandbox");
    h.path = QStringLiteral("/api/v1/namespaces/demo/configmaps");
    h.resource = QStringLiteral("configmaps");
    h.ns = QStringLiteral("demo");
    h.mode = QStringLiteral("StreamingList");
    h.startedMs = 123;
    rec.setHeader(h);
    WatchRecord end = mk(QStringLiteral("BOOKMARK"), {}, 3, QStringLiteral("11"));
    end.initialEventsEnd = true;
    WatchRecord relist = status(StatusType::Reconnecting, 4);
    relist.attempt = 2;
    relist.delayMs = 500;
    relist.detail = QStringLiteral("connection refused");
    rec.append(
        {mk(QStringLiteral("ADDED"), QStringLiteral("f"), 1, QStringLiteral("10")), end, relist,
         mk(QStringLiteral("MODIFIED"), QStringLiteral("f"), 5, QStringLiteral("12"), QStringLiteral("w"))});
    QBuffer buf;
    buf.open(QIODevice::ReadWrite);
    QVERIFY(rec.write(&buf));
    buf.seek(0);
    auto back = FlightRecorder::read(&buf);
    QVERIFY2(back, back ? "" : qPrintable(back.error().message));
    QCOMPARE(back->header.path, h.path);
    QCOMPARE(back->header.mode, h.mode);
    QCOMPARE(back->header.startedMs, 123);
    QCOMPARE(back->records.size(), 4);
    for (int i = 0; i < 4; ++i) {
        QCOMPARE(back->records.at(i).seq, rec.at(i).seq);
        QCOMPARE(back->records.at(i).type, rec.at(i).type);
        QCOMPARE(back->records.at(i).arrivalMs, rec.at(i).arrivalMs);
        QCOMPARE(back->records.at(i).resourceVersion, rec.at(i).resourceVersion);
        QCOMPARE(back->records.at(i).object, rec.at(i).object);
    }
    QVERIFY(back->records.at(1).initialEventsEnd);
    QCOMPARE(back->records.at(2).attempt, 2);
    QCOMPARE(back->records.at(2).delayMs, 500);
    QCOMPARE(back->records.at(2).detail, QStringLiteral("connection refused"));
    QCOMPARE(rec.previousVersion(3)->resourceVersion, QStringLiteral("10"));
}

void TestWatchEventModel::replayShowsTheSameRows() {
    QTemporaryDir dir;
    WatchFeed live;
    live.model()->setCap(50);
    QList<WatchRecord> batch;
    for (int i = 0; i < 30; ++i)
        batch.append(mk(i % 3 ? QStringLiteral("MODIFIED") : QStringLiteral("ADDED"),
                        QStringLiteral("g%1").arg(i % 7), 100 + i, QString::number(200 + i)));
    WatchRecord item = mk(QStringLiteral("LIST"), QStringLiteral("g0"), 99, QStringLiteral("199"));
    item.kind = WatchRecord::Kind::ListItem;
    live.ingest({item});
    live.ingest(batch);
    live.ingest({status(StatusType::Expired, 140), status(StatusType::Relisting, 141)});
    const QString file = dir.filePath(QStringLiteral("r.madowatch.jsonl"));
    auto written = live.exportRecording(file);
    QVERIFY(written);
    QCOMPARE(*written, qint64(33));

    WatchFeed replay;
    replay.model()->setCap(50);
    QAbstractItemModelTester tester(replay.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto read = replay.replayFile(file);
    QVERIFY2(read, read ? "" : qPrintable(read.error().message));
    QVERIFY(replay.isReplay());
    QCOMPARE(replay.model()->rowCount(), live.model()->rowCount());
    for (int r = 0; r < live.model()->rowCount(); ++r) {
        for (int c = 0; c < ColumnCount; ++c)
            QCOMPARE(replay.model()->index(r, c).data(), live.model()->index(r, c).data());
        QCOMPARE(replay.model()->record(r).object, live.model()->record(r).object);
    }
    QCOMPARE(replay.recorder()->size(), live.recorder()->size());
}

void TestWatchEventModel::recorderBudgetDropsOldObjects() {
    FlightRecorder rec;
    QList<WatchRecord> batch;
    for (int i = 0; i < 100; ++i)
        batch.append(mk(QStringLiteral("MODIFIED"), QStringLiteral("h"), i, QString::number(i)));
    const qint64 each = batch.first().footprint();
    rec.setObjectBudget(each * 10);
    rec.append(batch);
    QCOMPARE(rec.size(), 100); // every frame's metadata stays
    int withObject = 0;
    for (qint64 i = 0; i < rec.size(); ++i)
        withObject += rec.at(i).hasObject() ? 1 : 0;
    QVERIFY2(withObject <= 10 && withObject >= 9, qPrintable(QString::number(withObject)));
    QVERIFY(rec.at(99).hasObject()); // the newest kept
    QVERIFY(!rec.at(0).hasObject());
    QCOMPARE(rec.versionsOf(QStringLiteral("uid-h")).size(), withObject);
    rec.setMaxRecords(20);
    QCOMPARE(rec.size(), 20);
    QCOMPARE(rec.at(0).seq, 80);
    QVERIFY(rec.bySeq(79) == nullptr);
    QCOMPARE(rec.bySeq(85)->resourceVersion, QStringLiteral("85"));
}

void TestWatchEventModel::recordingRefusesOtherFiles_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("plain JSON Lines export") << QByteArray(R"({"type":"ADDED","time":1})"
                                                           "\n");
    QTest::newRow("newer version") << QByteArray(R"({"format":"mado-watch-recording","version":9})"
                                                 "\n");
    QTest::newRow("broken record") << QByteArray(R"({"format":"mado-watch-recording","version":1})"
                                                 "\n{\"kind\":\"event\",\n");
    QTest::newRow("unknown kind") << QByteArray(R"({"format":"mado-watch-recording","version":1})"
                                                "\n{\"kind\":\"other\"}\n");
}

void TestWatchEventModel::recordingRefusesOtherFiles() {
    QFETCH(QByteArray, bytes);
    QBuffer buf(&bytes);
    buf.open(QIODevice::ReadOnly);
    auto r = FlightRecorder::read(&buf);
    QVERIFY(!r);
    QVERIFY(!r.error().message.isEmpty());
}

void TestWatchEventModel::diffFoldsNoise() {
    const QCborValue a = configMap(QStringLiteral("i"), QStringLiteral("10"), QStringLiteral("one"), 1);
    const QCborValue b = configMap(QStringLiteral("i"), QStringLiteral("11"), QStringLiteral("two"), 2);
    const ObjectDiff d = ObjectDiff::compare(a, b, false);
    QCOMPARE(d.added, 1);
    QCOMPARE(d.removed, 1);
    QCOMPARE(d.folded, ObjectDiff::noisePaths());
    QStringList changed;
    for (const ObjectDiff::Line &l : d.lines) {
        if (l.op != ObjectDiff::Op::Same)
            changed << l.text.trimmed();
    }
    QCOMPARE(changed, (QStringList{QStringLiteral("\"key\": \"one\""), QStringLiteral("\"key\": \"two\"")}));
    // Only noise differs: identical once folded.
    const QCborValue c = configMap(QStringLiteral("i"), QStringLiteral("12"), QStringLiteral("one"), 3);
    QVERIFY(ObjectDiff::compare(a, c, false).identical());
}

void TestWatchEventModel::diffShowsNoiseWhenAsked() {
    const QCborValue a = configMap(QStringLiteral("i"), QStringLiteral("10"), QStringLiteral("one"), 1);
    const QCborValue c = configMap(QStringLiteral("i"), QStringLiteral("12"), QStringLiteral("one"), 3);
    const ObjectDiff d = ObjectDiff::compareAsync(a, c, true).result();
    QVERIFY(d.folded.isEmpty());
    QCOMPARE(d.added, 3); // generation, manager, resourceVersion
    QCOMPARE(d.removed, 3);
}

void TestWatchEventModel::diffGivesAListedItemItsType() {
    // As a list's item: no apiVersion or kind; as a watch event's object: both.
    QCborMap listed = configMap(QStringLiteral("i"), QStringLiteral("10"), QStringLiteral("one"), 1).toMap();
    listed.remove(QLatin1String("apiVersion"));
    listed.remove(QLatin1String("kind"));
    const QCborValue watched = configMap(QStringLiteral("i"), QStringLiteral("11"), QStringLiteral("two"), 2);
    QVERIFY(watched[QLatin1String("kind")].isString());
    // Only the data changed; the type is not reported as added.
    for (const bool noise : {false, true}) {
        const ObjectDiff d = ObjectDiff::compare(listed, watched, noise);
        QStringList changed;
        for (const ObjectDiff::Line &l : d.lines) {
            if (l.op != ObjectDiff::Op::Same && !l.text.contains(QLatin1String("resourceVersion")) &&
                !l.text.contains(QLatin1String("generation")) && !l.text.contains(QLatin1String("manager")))
                changed << l.text.trimmed();
        }
        QCOMPARE(changed,
                 (QStringList{QStringLiteral("\"key\": \"one\""), QStringLiteral("\"key\": \"two\"")}));
    }
    // A type that really changed is still a change.
    QCborMap otherKind = watched.toMap();
    otherKind.insert(QLatin1String("kind"), QStringLiteral("Secret"));
    const ObjectDiff d = ObjectDiff::compare(watched, otherKind, false);
    QCOMPARE(d.added, 1);
    QCOMPARE(d.removed, 1);
}

QTEST_GUILESS_MAIN(TestWatchEventModel)
#include "tst_watcheventmodel.moc"
