// Integration: `mado watch` on the sandbox: the jsonl shape (kubectl's
// {"type","object"} plus arrival and bytes), --max-events and --timeout ending
// with exit 0, a streaming list's end bookmark, bookmarks with
// --server-timeout, the table output (laid out as `kubectl get -w` lays it
// out), a recording made with --record and replayed with --replay printing
// exactly what the live watch printed, the protocol doctor (--doctor), and
// usage errors (exit 2).
#include "mado_process.h"
#include "testcluster.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
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

/// The cells of a table line (columns are separated by at least three spaces,
/// and no cell of these tables holds three spaces).
QStringList cells(const QString &line) {
    return line.trimmed().split(QRegularExpression(QStringLiteral(" {3,}")));
}

/// Where the cell-th cell of a table line starts.
qsizetype cellStart(const QString &line, int cell) {
    qsizetype at = 0;
    for (int c = 0; c < cell; ++c) {
        at = line.indexOf(QLatin1Char(' '), at);
        while (at < line.size() && line.at(at) == QLatin1Char(' '))
            ++at;
    }
    return at;
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
            QCOMPARE(e.value(QLatin1String("object")).toObject().value(QLatin1String("kind")).toString(),
                     QStringLiteral("ConfigMap"));
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

    void tableAsKubectlGetWatch() {
        // As kubectl get -w: the list and its header are one table; every later
        // event is printed at once, its columns as wide as the widest cell so
        // far (kubectl's tabwriter remembers its widths across flushes).
        const QString longName = QStringLiteral("a-rather-long-configmap-name-for-the-table");
        QProcess watch;
        watch.start(qEnvironmentVariable("MADO_BIN"),
                    common() + QStringList{QStringLiteral("watch"), QStringLiteral("configmaps"),
                                           QStringLiteral("-n"), m_ns, QStringLiteral("--timeout"),
                                           QStringLiteral("7"), QStringLiteral("-o"),
                                           QStringLiteral("table")});
        QVERIFY(watch.waitForStarted());
        QTest::qWait(2500);
        QCOMPARE(testcluster::kubectl({QStringLiteral("-n"), m_ns, QStringLiteral("create"),
                                       QStringLiteral("configmap"), longName})
                     .exitCode,
                 0);
        QTest::qWait(500);
        QCOMPARE(
            testcluster::kubectl({QStringLiteral("-n"), m_ns, QStringLiteral("label"),
                                  QStringLiteral("configmap"), QStringLiteral("cm-0"), QStringLiteral("t=1")})
                .exitCode,
            0);
        QVERIFY(watch.waitForFinished(30000));
        QCOMPARE(watch.exitCode(), 0);
        const QStringList out =
            QString::fromUtf8(watch.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY2(out.size() >= 6, qPrintable(out.join(QLatin1Char('\n'))));
        const QString &header = out.first();
        QCOMPARE(cells(header), (QStringList{QStringLiteral("TIME"), QStringLiteral("TYPE"),
                                             QStringLiteral("NAMESPACE"), QStringLiteral("NAME"),
                                             QStringLiteral("RESOURCEVERSION"), QStringLiteral("BYTES")}));
        // Header and listed rows share their column starts.
        int listed = 0;
        for (int i = 1; i < out.size() && cells(out[i]).last() == QLatin1String("-"); ++i, ++listed) {
            for (int c = 1; c < 6; ++c)
                QCOMPARE(cellStart(out[i], c), cellStart(header, c));
        }
        QVERIFY(listed >= 3);
        // The wide name widens its column for itself and for every later row; the other columns stay.
        const QString added = out.filter(longName).value(0);
        QVERIFY2(!added.isEmpty(), qPrintable(out.join(QLatin1Char('\n'))));
        QCOMPARE(cells(added).value(1), QStringLiteral("ADDED"));
        QVERIFY(cells(added).last().toInt() > 0); // its size on the wire
        for (int c = 1; c < 4; ++c)
            QCOMPARE(cellStart(added, c), cellStart(header, c));
        QCOMPARE(cellStart(added, 4), cellStart(added, 3) + longName.size() + 3);
        QString modified;
        for (const QString &line : out) {
            if (cells(line).value(1) == QLatin1String("MODIFIED") &&
                cells(line).value(3) == QLatin1String("cm-0"))
                modified = line;
        }
        QVERIFY2(!modified.isEmpty(), qPrintable(out.join(QLatin1Char('\n'))));
        // A short name, padded to the widest name so far.
        QCOMPARE(cellStart(modified, 1), cellStart(added, 1));
        QCOMPARE(cellStart(modified, 4) - cellStart(modified, 3), longName.size() + 3);
    }

    void recordAndReplay() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("cm.madowatch.jsonl"));
        QProcess watch;
        watch.start(qEnvironmentVariable("MADO_BIN"),
                    common() + QStringList{QStringLiteral("watch"), QStringLiteral("configmaps"),
                                           QStringLiteral("-n"), m_ns, QStringLiteral("--timeout"),
                                           QStringLiteral("6"), QStringLiteral("--server-timeout"),
                                           QStringLiteral("3"), QStringLiteral("--record"), file});
        QVERIFY(watch.waitForStarted());
        QTest::qWait(2000);
        QCOMPARE(testcluster::kubectl({QStringLiteral("-n"), m_ns, QStringLiteral("create"),
                                       QStringLiteral("configmap"), QStringLiteral("recorded"),
                                       QStringLiteral("--from-literal=v=1")})
                     .exitCode,
                 0);
        QCOMPARE(testcluster::kubectl({QStringLiteral("-n"), m_ns, QStringLiteral("delete"),
                                       QStringLiteral("configmap"), QStringLiteral("recorded")})
                     .exitCode,
                 0);
        QVERIFY(watch.waitForFinished(30000));
        const QString liveErr = QString::fromUtf8(watch.readAllStandardError());
        QCOMPARE(watch.exitCode(), 0);
        const QString live = QString::fromUtf8(watch.readAllStandardOutput());
        QVERIFY2(liveErr.contains(file), qPrintable(liveErr));

        // The file: the header, then the records (list items, events, connection steps).
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> fileLines = f.readAll().split('\n');
        const QJsonObject header = QJsonDocument::fromJson(fileLines.first()).object();
        QCOMPARE(header.value(QLatin1String("format")).toString(), QStringLiteral("mado-watch-recording"));
        QCOMPARE(header.value(QLatin1String("path")).toString(),
                 QStringLiteral("/api/v1/namespaces/%1/configmaps").arg(m_ns));
        QCOMPARE(header.value(QLatin1String("mode")).toString(), QStringLiteral("ListThenWatch"));
        QVERIFY(header.value(QLatin1String("records")).toInt() > 6);

        // Replayed offline (no kubeconfig at all): the very same lines.
        const MadoRun replay = runMado({QStringLiteral("--kubeconfig"), dir.filePath(QStringLiteral("none")),
                                        QStringLiteral("watch"), QStringLiteral("--replay"), file});
        QCOMPARE(replay.exitCode, 0);
        QCOMPARE(replay.out, live);
        const QList<QJsonObject> events = lines(live);
        QStringList types;
        for (const QJsonObject &e : events) {
            if (e.value(QLatin1String("object"))
                    .toObject()
                    .value(QLatin1String("metadata"))
                    .toObject()
                    .value(QLatin1String("name")) == QLatin1String("recorded"))
                types << e.value(QLatin1String("type")).toString();
        }
        QCOMPARE(types, (QStringList{QStringLiteral("ADDED"), QStringLiteral("DELETED")}));
        // The connection's history, in the pane's words, on stderr of both.
        QVERIFY2(replay.err.contains(QLatin1String("Listed")), qPrintable(replay.err));
        QVERIFY2(replay.err.contains(QLatin1String("The server ended the stream")), qPrintable(replay.err));

        // --max-events and the table work on a replay too.
        const MadoRun table =
            runMado({QStringLiteral("watch"), QStringLiteral("--replay"), file, QStringLiteral("-o"),
                     QStringLiteral("table"), QStringLiteral("--max-events"), QStringLiteral("2")});
        QCOMPARE(table.exitCode, 0);
        const QStringList rows = table.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(rows.size(), 3);
        QVERIFY(rows.first().startsWith(QLatin1String("TIME")));

        // Not a recording: a clear error.
        const MadoRun bad =
            runMado({QStringLiteral("watch"), QStringLiteral("--replay"), testcluster::kubeconfig()});
        QCOMPARE(bad.exitCode, 1);
        QVERIFY(bad.out.isEmpty());
        QVERIFY(!bad.err.isEmpty());
    }

    void doctor() {
        const MadoRun run =
            runMado(common() + QStringList{QStringLiteral("watch"), QStringLiteral("configmaps"),
                                           QStringLiteral("-n"), m_ns, QStringLiteral("--doctor"),
                                           QStringLiteral("--probe-seconds"), QStringLiteral("3")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        const QStringList findings = run.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY2(findings.size() >= 3, qPrintable(run.out));
        QVERIFY2(findings.first().startsWith(QLatin1String("[ok] The streaming list works")),
                 qPrintable(run.out));
        QVERIFY(findings.filter(QStringLiteral("shard selector")).size() == 1);
        QVERIFY(run.err.contains(QLatin1String("Probing")));
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
        QTest::newRow("replay with a resource")
            << QStringList{QStringLiteral("pods"), QStringLiteral("--replay"), QStringLiteral("x.jsonl")};
        QTest::newRow("doctor with record")
            << QStringList{QStringLiteral("pods"), QStringLiteral("--doctor"), QStringLiteral("--record"),
                           QStringLiteral("x.jsonl")};
        QTest::newRow("probe seconds without doctor")
            << QStringList{QStringLiteral("pods"), QStringLiteral("--probe-seconds"), QStringLiteral("3")};
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
