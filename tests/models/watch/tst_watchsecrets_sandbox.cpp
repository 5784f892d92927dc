// The watch pane never holds a Secret's values (issue 19, part B): the records
// of a live watch on Secrets -- listed and watched, in each wire format -- carry
// masks with a per-run fingerprint, so the table, the inspector and the diffs
// show that a value changed without showing it, and the exported JSON Lines
// and recordings hold no value. So does a second pane that joins a shared
// watch after its list, and a recording replayed from a file.

#include "await.h"
#include "sandboxclient.h"
#include "testcluster.h"

#include "models/watch/watchfeed.h"
#include "models/watch/watchregistry.h"

#include <QCborMap>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using models::watch::WatchFeed;
using models::watch::WatchRecord;

class TestWatchSecrets final : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void secretValuesAreMaskedWithFingerprints_data();
    void secretValuesAreMaskedWithFingerprints();
    void aPaneJoiningASharedWatchIsMasked();
    void aReplayedRecordingIsMasked();

private:
    /// Checks that feed's exported rows and recording name the Secret name
    /// and hold none of values, plain or base64.
    static void exportsHoldNoValue(const WatchFeed &feed, const QString &name, const QStringList &values);
    /// Creates the Secret name holding pw=value; false when kubectl failed.
    bool createSecret(const QString &name, const QString &value);
    std::unique_ptr<kube::Client> m_client;
    QString m_ns;
    int m_round = 0;
};

void TestWatchSecrets::initTestCase() {
    m_client = testcluster::sandboxClient();
    QVERIFY(m_client);
    m_ns = testcluster::ownNamespace(QStringLiteral("watchsecrets"));
    const auto r = testcluster::kubectl({QStringLiteral("create"), QStringLiteral("-f"), QStringLiteral("-")},
                                        testcluster::namespaceJson(m_ns));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
}

void TestWatchSecrets::cleanupTestCase() {
    if (!m_ns.isEmpty())
        testcluster::kubectl(
            {QStringLiteral("delete"), QStringLiteral("namespace"), m_ns, QStringLiteral("--wait=false")});
}

void TestWatchSecrets::secretValuesAreMaskedWithFingerprints_data() {
    QTest::addColumn<int>("wire");
    QTest::newRow("json") << int(codecs::WireFormat::Json);
    QTest::newRow("protobuf") << int(codecs::WireFormat::Protobuf);
    QTest::newRow("cbor") << int(codecs::WireFormat::Cbor);
}

void TestWatchSecrets::secretValuesAreMaskedWithFingerprints() {
    QFETCH(int, wire);
    const QString name = QStringLiteral("s%1").arg(++m_round);
    const QString first = QStringLiteral("first-value-") + testcluster::suffix();
    const QString second = QStringLiteral("second-value-") + testcluster::suffix();
    auto r =
        testcluster::kubectl({QStringLiteral("-n"), m_ns, QStringLiteral("create"), QStringLiteral("secret"),
                              QStringLiteral("generic"), name, QStringLiteral("--from-literal=pw=") + first,
                              QStringLiteral("--from-literal=same=unchanged")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));

    WatchFeed feed;
    QList<WatchRecord> seen;
    connect(&feed, &WatchFeed::ingested, this,
            [&seen](const QList<WatchRecord> &records) { seen += records; });
    kube::WatchRequest req;
    req.path = QStringLiteral("/api/v1/namespaces/%1/secrets").arg(m_ns);
    req.name = name;
    req.wire = codecs::WireFormat(wire);
    models::watch::RecordingHeader header;
    header.path = req.path;
    header.resource = QStringLiteral("secrets");
    header.ns = m_ns;
    feed.startLive(m_client.get(), req, header);
    auto objectsWith = [&seen](const QString &type) {
        QList<QCborValue> out;
        for (const WatchRecord &rec : std::as_const(seen)) {
            if (rec.type == type && rec.object.isMap())
                out << rec.object;
        }
        return out;
    };
    QTRY_VERIFY_WITH_TIMEOUT(!objectsWith(QStringLiteral("LIST")).isEmpty() ||
                                 !objectsWith(QStringLiteral("ADDED")).isEmpty(),
                             30000);
    QTest::qWait(500); // the watch is open after the list
    r = testcluster::kubectl({QStringLiteral("-n"), m_ns, QStringLiteral("patch"), QStringLiteral("secret"),
                              name, QStringLiteral("--type"), QStringLiteral("merge"), QStringLiteral("-p"),
                              QStringLiteral(R"({"stringData":{"pw":"%1"}})").arg(second)});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QTRY_VERIFY_WITH_TIMEOUT(!objectsWith(QStringLiteral("MODIFIED")).isEmpty(), 30000);

    QList<QCborValue> before = objectsWith(QStringLiteral("LIST"));
    before += objectsWith(QStringLiteral("ADDED"));
    const QCborValue after = objectsWith(QStringLiteral("MODIFIED")).last();
    const QCborValue beforeData = before.first()[QLatin1String("data")];
    const QCborValue afterData = after[QLatin1String("data")];
    const QString pwBefore = beforeData[QLatin1String("pw")].toString();
    const QString pwAfter = afterData[QLatin1String("pw")].toString();
    QVERIFY2(pwBefore.startsWith(QStringLiteral("•••••••• #")), qPrintable(pwBefore));
    QVERIFY2(pwAfter.startsWith(QStringLiteral("•••••••• #")), qPrintable(pwAfter));
    QVERIFY2(pwBefore != pwAfter, "the fingerprint shows that the value changed");
    QCOMPARE(beforeData[QLatin1String("same")].toString(), afterData[QLatin1String("same")].toString());

    exportsHoldNoValue(feed, name, {first, second});
    if (QTest::currentTestFailed())
        return;
    feed.stop();
}

void TestWatchSecrets::exportsHoldNoValue(const WatchFeed &feed, const QString &name,
                                          const QStringList &values) {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(feed.exportRows(dir.filePath(QStringLiteral("rows.jsonl"))));
    QVERIFY(feed.exportRecording(dir.filePath(QStringLiteral("recording"))));
    for (const QString &file : {QStringLiteral("rows.jsonl"), QStringLiteral("recording")}) {
        QFile f(dir.filePath(file));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QVERIFY2(bytes.contains(name.toUtf8()), qPrintable(file));
        for (const QString &v : values)
            QVERIFY2(!bytes.contains(v.toUtf8()) && !bytes.contains(v.toUtf8().toBase64()),
                     qPrintable(file + QLatin1String(" holds a Secret value")));
    }
}

bool TestWatchSecrets::createSecret(const QString &name, const QString &value) {
    const auto r =
        testcluster::kubectl({QStringLiteral("-n"), m_ns, QStringLiteral("create"), QStringLiteral("secret"),
                              QStringLiteral("generic"), name, QStringLiteral("--from-literal=pw=") + value});
    if (r.exitCode != 0)
        qWarning("%s", qPrintable(r.err));
    return r.exitCode == 0;
}

namespace {

/// Every Secret value of records (data of each object) with the objects' names.
QStringList dataValues(const QList<WatchRecord> &records) {
    QStringList out;
    for (const WatchRecord &rec : records) {
        const QCborMap data = rec.object[QLatin1String("data")].toMap();
        for (auto it = data.cbegin(); it != data.cend(); ++it)
            out << rec.name + QLatin1Char('=') + it.value().toString();
    }
    return out;
}

} // namespace

void TestWatchSecrets::aPaneJoiningASharedWatchIsMasked() {
    // Two panes on Secrets share one watch; the second joins once the first
    // has listed, and starts from the shared store, whose objects are whole.
    const QString name = QStringLiteral("shared");
    const QString value = QStringLiteral("shared-value-") + testcluster::suffix();
    QVERIFY(createSecret(name, value));
    models::WatchRegistry registry;
    kube::WatchRequest req;
    req.path = QStringLiteral("/api/v1/namespaces/%1/secrets").arg(m_ns);
    models::watch::RecordingHeader header;
    header.path = req.path;
    header.resource = QStringLiteral("secrets");
    header.ns = m_ns;
    WatchFeed first, second;
    first.setRegistry(&registry);
    second.setRegistry(&registry);
    QList<WatchRecord> seenFirst, seenSecond;
    connect(&first, &WatchFeed::ingested, this,
            [&seenFirst](const QList<WatchRecord> &records) { seenFirst += records; });
    connect(&second, &WatchFeed::ingested, this,
            [&seenSecond](const QList<WatchRecord> &records) { seenSecond += records; });
    first.startLive(m_client.get(), req, header);
    QTRY_VERIFY_WITH_TIMEOUT(
        first.session() && first.session()->objectNames().contains(m_ns + QLatin1Char('/') + name), 30000);
    QTRY_VERIFY_WITH_TIMEOUT(
        first.session()->sharedWatch() && first.session()->sharedWatch()->store()->hasSynced(), 30000);
    second.startLive(m_client.get(), req, header);
    QVERIFY(second.session() && second.session()->sharedWatch() &&
            second.session()->sharedWatch() == first.session()->sharedWatch());
    QTRY_VERIFY_WITH_TIMEOUT(dataValues(seenSecond).join(QLatin1Char(' ')).contains(name + QLatin1Char('=')),
                             30000);
    for (const QList<WatchRecord> *seen : {&seenFirst, &seenSecond}) {
        const QStringList values = dataValues(*seen);
        QVERIFY(!values.isEmpty());
        for (const QString &v : values)
            QVERIFY2(v.section(QLatin1Char('='), 1).startsWith(QStringLiteral("•••••••• #")), qPrintable(v));
    }
    // The same value has the same fingerprint in both panes.
    QCOMPARE(dataValues(seenSecond).filter(name + QLatin1Char('=')).first(),
             dataValues(seenFirst).filter(name + QLatin1Char('=')).first());
    // A change after the join comes to both panes through the shared watch, masked.
    const QString changed = QStringLiteral("changed-value-") + testcluster::suffix();
    const auto r =
        testcluster::kubectl({QStringLiteral("-n"), m_ns, QStringLiteral("patch"), QStringLiteral("secret"),
                              name, QStringLiteral("--type"), QStringLiteral("merge"), QStringLiteral("-p"),
                              QStringLiteral(R"({"stringData":{"pw":"%1"}})").arg(changed)});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    auto modified = [](const QList<WatchRecord> &seen) {
        return std::count_if(seen.cbegin(), seen.cend(),
                             [](const WatchRecord &rec) { return rec.type == QLatin1String("MODIFIED"); });
    };
    QTRY_VERIFY_WITH_TIMEOUT(modified(seenFirst) > 0 && modified(seenSecond) > 0, 30000);
    exportsHoldNoValue(second, name, {value, changed});
    if (QTest::currentTestFailed())
        return;
    for (const QList<WatchRecord> *seen : {&seenFirst, &seenSecond})
        for (const QString &v : dataValues(*seen))
            QVERIFY2(v.section(QLatin1Char('='), 1).startsWith(QStringLiteral("•••••••• #")), qPrintable(v));
    first.stop();
    second.stop();
}

void TestWatchSecrets::aReplayedRecordingIsMasked() {
    // A recording that holds a value (written by an older Mado, or by hand)
    // is masked as it is replayed; one that holds masks keeps them as they are.
    const QByteArray value = "replayed-value";
    models::watch::FlightRecorder recorder;
    models::watch::RecordingHeader header;
    header.path = QStringLiteral("/api/v1/namespaces/%1/secrets").arg(m_ns);
    header.resource = QStringLiteral("secrets");
    recorder.setHeader(header);
    WatchRecord listed;
    listed.type = QStringLiteral("LIST");
    listed.name = QStringLiteral("old");
    listed.ns = m_ns;
    listed.uid = QStringLiteral("u1");
    QCborMap data;
    data[QStringLiteral("pw")] = QString::fromLatin1(value.toBase64());
    data[QStringLiteral("kept")] = QStringLiteral("•••••••• #abcdef");
    QCborMap object;
    object[QStringLiteral("metadata")] = QCborMap{{QStringLiteral("name"), QStringLiteral("old")}};
    object[QStringLiteral("data")] = data;
    listed.object = object;
    recorder.append({listed});
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("old-recording"));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(recorder.write(&f));
    }
    WatchFeed feed;
    QList<WatchRecord> seen;
    connect(&feed, &WatchFeed::ingested, this,
            [&seen](const QList<WatchRecord> &records) { seen += records; });
    QVERIFY(feed.replayFile(file));
    const QStringList values = dataValues(seen);
    QCOMPARE(values.size(), 2);
    for (const QString &v : values)
        QVERIFY2(v.section(QLatin1Char('='), 1).startsWith(QStringLiteral("•••••••• #")), qPrintable(v));
    QVERIFY(values.contains(QStringLiteral("old=•••••••• #abcdef")));
    QVERIFY(feed.exportRecording(dir.filePath(QStringLiteral("again"))));
    QFile again(dir.filePath(QStringLiteral("again")));
    QVERIFY(again.open(QIODevice::ReadOnly));
    QVERIFY(!again.readAll().contains(value.toBase64()));
}

QTEST_GUILESS_MAIN(TestWatchSecrets)
#include "tst_watchsecrets_sandbox.moc"
