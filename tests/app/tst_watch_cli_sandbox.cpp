// Integration: `mado watch` on the sandbox: the jsonl shape (kubectl's
// {"type","object"} plus arrival and bytes), --max-events and --timeout ending
// with exit 0, a streaming list's end bookmark, bookmarks with
// --server-timeout, the table output, and usage errors (exit 2).
#include "mado_process.h"
#include "testcluster.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

namespace {

QStringList common() {
    return {QStringLiteral("--kubeconfig"), testcluster::kubeconfig()};
}

QList<QJsonObject> lines(const QString &out) {
    QList<QJsonObject> result;
    for (const QString &line : out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        QJsonParseError err;
        const QJsonDocument doc = QJsonDocument::fromJson(line.toUtf8(), &err);
        if (err.error != QJsonParseError::NoError || !doc.isObject())
            qFatal("not a JSON object line: %s", qPrintable(line));
        result.append(doc.object());
    }
    return result;
}

} // namespace

class TestWatchCli final : public QObject {
    Q_OBJECT

    const QString m_ns = testcluster::ownNamespace(QStringLiteral("watchcli"));
    const QString m_other = testcluster::ownNamespace(QStringLiteral("watchcli-other"));

private slots:
    void initTestCase() {
        for (const QString &ns : {m_ns, m_other})
            QCOMPARE(
                testcluster::kubectl({QStringLiteral("create"), QStringLiteral("namespace"), ns}).exitCode,
                0);
        for (int i = 0; i < 3; ++i)
            QCOMPARE(testcluster::kubectl({QStringLiteral("-n"), m_ns, QStringLiteral("create"),
                                           QStringLiteral("configmap"), QStringLiteral("cm-%1").arg(i),
                                           QStringLiteral("--from-literal=v=%1").arg(i)})
                         .exitCode,
                     0);
    }
    void cleanupTestCase() {
        for (const QString &ns : {m_ns, m_other})
            testcluster::kubectl(
                {QStringLiteral("delete"), QStringLiteral("namespace"), ns, QStringLiteral("--wait=false")});
    }

    void jsonlListThenWatchWithMaxEvents() {
        const MadoRun run =
            runMado(common() + QStringList{QStringLiteral("watch"), QStringLiteral("configmaps"),
                                           QStringLiteral("-n"), m_ns, QStringLiteral("--max-events"),
                                           QStringLiteral("3")});
        QCOMPARE(run.exitCode, 0);
        const QList<QJsonObject> events = lines(run.out);
        QCOMPARE(events.size(), 3);
        QStringList names;
        for (const QJsonObject &e : events) {
            QCOMPARE(e.value(QLatin1String("type")).toString(), QStringLiteral("ADDED"));
            QVERIFY(e.value(QLatin1String("listed")).toBool());
            QVERIFY(e.value(QLatin1String("arrival")).toString().endsWith(QLatin1Char('Z')));
            const QJsonObject meta =
                e.value(QLatin1String("object")).toObject().value(QLatin1String("metadata")).toObject();
            QCOMPARE(meta.value(QLatin1String("namespace")).toString(), m_ns);
            QVERIFY(!meta.contains(QLatin1String("managedFields")));
            names.append(meta.value(QLatin1String("name")).toString());
        }
        QVERIFY(run.err.contains(QLatin1String("Listed")));
    }

    void streamingListEndsWithTheBookmark() {
        const MadoRun run = runMado(
            common() + QStringList{QStringLiteral("watch"), QStringLiteral("configmaps"),
                                   QStringLiteral("-n"), m_ns, QStringLiteral("--send-initial-events"),
                                   QStringLiteral("--wire"), QStringLiteral("protobuf"),
                                   QStringLiteral("--timeout"), QStringLiteral("4")});
        QCOMPARE(run.exitCode, 0);
        const QList<QJsonObject> events = lines(run.out);
        // 3 configmaps and kube-root-ca.crt (when the controller made it), then the bookmark.
        QVERIFY2(events.size() >= 4, qPrintable(run.out + run.err));
        int end = -1;
        for (int i = 0; i < events.size(); ++i) {
            if (events.at(i).value(QLatin1String("initialEventsEnd")).toBool()) {
                end = i;
                break;
            }
            QCOMPARE(events.at(i).value(QLatin1String("type")).toString(), QStringLiteral("ADDED"));
            QVERIFY(events.at(i).value(QLatin1String("bytes")).toInt() > 0);
        }
        QVERIFY2(end >= 3, qPrintable(run.out));
        QCOMPARE(events.at(end).value(QLatin1String("type")).toString(), QStringLiteral("BOOKMARK"));
        QCOMPARE(events.at(end)
                     .value(QLatin1String("object"))
                     .toObject()
                     .value(QLatin1String("metadata"))
                     .toObject()
                     .value(QLatin1String("annotations"))
                     .toObject()
                     .value(QLatin1String("k8s.io/initial-events-end"))
                     .toString(),
                 QStringLiteral("true"));
        QVERIFY(run.err.contains(QLatin1String("Initial events ended")));
    }

    void bookmarksWithAShortServerTimeout() {
        // Writes elsewhere move the watch cache on; the bookmark 2 s before the
        // server's timeout then carries a newer version.
        QProcess watch;
        watch.start(qEnvironmentVariable("MADO_BIN"),
                    common() + QStringList{QStringLiteral("watch"), QStringLiteral("configmaps"),
                                           QStringLiteral("-n"), m_ns, QStringLiteral("--resource-version"),
                                           QStringLiteral("0"), QStringLiteral("--server-timeout"),
                                           QStringLiteral("4"), QStringLiteral("--timeout"),
                                           QStringLiteral("9"), QStringLiteral("-o"),
                                           QStringLiteral("table")});
        QVERIFY(watch.waitForStarted());
        for (int i = 0; i < 12 && watch.state() == QProcess::Running; ++i) {
            testcluster::kubectl({QStringLiteral("-n"), m_other, QStringLiteral("create"),
                                  QStringLiteral("configmap"), QStringLiteral("tick-%1").arg(i)});
            QTest::qWait(300);
        }
        QVERIFY(watch.state() == QProcess::NotRunning || watch.waitForFinished(30000));
        QCOMPARE(watch.exitCode(), 0);
        const QString out = QString::fromUtf8(watch.readAllStandardOutput());
        QVERIFY2(out.startsWith(QLatin1String("TIME")), qPrintable(out));
        QVERIFY2(out.contains(QLatin1String(" BOOKMARK ")), qPrintable(out));
    }

    void usageErrors_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no resource") << QStringList{};
        QTest::newRow("bad wire") << QStringList{QStringLiteral("pods"), QStringLiteral("--wire"),
                                                 QStringLiteral("yaml")};
        QTest::newRow("bad output") << QStringList{QStringLiteral("pods"), QStringLiteral("-o"),
                                                   QStringLiteral("wide")};
        QTest::newRow("max events 0")
            << QStringList{QStringLiteral("pods"), QStringLiteral("--max-events"), QStringLiteral("0")};
        QTest::newRow("timeout text")
            << QStringList{QStringLiteral("pods"), QStringLiteral("--timeout"), QStringLiteral("soon")};
        QTest::newRow("shard selector")
            << QStringList{QStringLiteral("pods"), QStringLiteral("--shard-selector"),
                           QStringLiteral("shardRange(object.metadata.uid, '0x0', '0x8000000000000000')")};
        QTest::newRow("unknown flag") << QStringList{QStringLiteral("pods"), QStringLiteral("--follow")};
    }
    void usageErrors() {
        QFETCH(QStringList, args);
        const MadoRun run = runMado(common() + QStringList{QStringLiteral("watch")} + args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QVERIFY(!run.err.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestWatchCli)
#include "tst_watch_cli_sandbox.moc"
