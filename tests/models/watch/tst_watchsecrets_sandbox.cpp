// The watch pane never holds a Secret's values (issue 19, part B): the records
// of a live watch on Secrets -- listed and watched, in each wire format -- carry
// masks with a per-run fingerprint, so the table, the inspector and the diffs
// show that a value changed without showing it, and the exported JSON Lines
// and recordings hold no value.

#include "await.h"
#include "sandboxclient.h"
#include "testcluster.h"

#include "models/watch/watchfeed.h"

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

private:
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

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(feed.exportRows(dir.filePath(QStringLiteral("rows.jsonl"))));
    QVERIFY(feed.exportRecording(dir.filePath(QStringLiteral("recording"))));
    for (const QString &file : {QStringLiteral("rows.jsonl"), QStringLiteral("recording")}) {
        QFile f(dir.filePath(file));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QVERIFY2(bytes.contains(name.toUtf8()), qPrintable(file));
        for (const QString &v : {first, second}) {
            QVERIFY2(!bytes.contains(v.toUtf8()) && !bytes.contains(v.toUtf8().toBase64()),
                     qPrintable(file + QLatin1String(" holds a Secret value")));
        }
    }
    feed.stop();
}

QTEST_GUILESS_MAIN(TestWatchSecrets)
#include "tst_watchsecrets_sandbox.moc"
