// `mado get --parallel`: a collection fetched as several streams at once (by
// shard selector, or by namespace with -A) prints the same rows in the same
// order as one stream, and as kubectl. Two namespaces where one's name is a
// prefix of the other's: the server lists by key ("ns/name"), so the longer
// one comes first ('-' sorts before '/'), which a sort by namespace alone would get wrong.
#include "mado_process.h"
#include "testcluster.h"

#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

using testcluster::kubeconfig;
using testcluster::kubectl;

namespace {

const QString kNs = testcluster::ownNamespace(QStringLiteral("par"));
const QString kNs2 = kNs + QLatin1Char('-') + testcluster::suffix(); // kNs is a prefix of it
const QString kRunSelector = testcluster::kRunLabel + QLatin1Char('=') + testcluster::suffix();
constexpr int kPerNamespace = 60;

MadoRun mado(const QStringList &args) {
    return runMado(args + QStringList{QStringLiteral("--kubeconfig"), kubeconfig()});
}

/// The table with its last column (AGE, seconds apart between runs) blanked.
QString withoutAges(const QString &table) {
    static const QRegularExpression age(QStringLiteral("\\s+\\S+$"), QRegularExpression::MultilineOption);
    return QString(table).replace(age, QString());
}

} // namespace

class TestGetParallel final : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        if (QStandardPaths::findExecutable(QStringLiteral("kubectl")).isEmpty())
            QSKIP("kubectl is not installed");
        QString docs;
        for (const QString &ns : {kNs, kNs2}) {
            docs += QStringLiteral(
                        "apiVersion: v1\nkind: Namespace\nmetadata: {name: %1, labels: {%2: \"%3\"}}\n---\n")
                        .arg(ns, testcluster::kRunLabel, testcluster::suffix());
        }
        QVERIFY(kubectl({QStringLiteral("apply"), QStringLiteral("-f"), QStringLiteral("-")}, docs.toUtf8())
                    .exitCode == 0);
        QString items;
        for (const QString &ns : {kNs, kNs2}) {
            for (int i = 0; i < kPerNamespace; ++i)
                items +=
                    QStringLiteral("---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: cm-%1, namespace: "
                                   "%2, labels: {%3: \"%4\"}}\ndata: {k: \"%5\"}\n")
                        .arg(i)
                        .arg(ns, testcluster::kRunLabel, testcluster::suffix())
                        .arg(QString(i % 7, QLatin1Char('x')));
        }
        const testcluster::ProcessRun r =
            kubectl({QStringLiteral("create"), QStringLiteral("-f"), QStringLiteral("-")}, items.toUtf8());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    }

    void parallelEqualsOneStream_data() {
        QTest::addColumn<QStringList>("scope");
        QTest::addColumn<QStringList>("parallel");
        const QStringList all{QStringLiteral("-A"), QStringLiteral("-l"), kRunSelector};
        const QStringList one{QStringLiteral("-n"), kNs2};
        QTest::newRow("all namespaces, 4 shards")
            << all << QStringList{QStringLiteral("--parallel"), QStringLiteral("4")};
        QTest::newRow("all namespaces, 3 shards, wide")
            << (all + QStringList{QStringLiteral("-o"), QStringLiteral("wide")})
            << QStringList{QStringLiteral("--parallel"), QStringLiteral("3"), QStringLiteral("--parallel-by"),
                           QStringLiteral("shards")};
        QTest::newRow("all namespaces, by namespace")
            << all
            << QStringList{QStringLiteral("--parallel"), QStringLiteral("3"), QStringLiteral("--parallel-by"),
                           QStringLiteral("namespaces")};
        QTest::newRow("one namespace, 5 shards")
            << one << QStringList{QStringLiteral("--parallel"), QStringLiteral("5")};
        QTest::newRow("metadata only, 2 shards")
            << (all + QStringList{QStringLiteral("--metadata-only")})
            << QStringList{QStringLiteral("--parallel"), QStringLiteral("2")};
    }

    void parallelEqualsOneStream() {
        QFETCH(QStringList, scope);
        QFETCH(QStringList, parallel);
        // Small pages, so every stream pages several times.
        const QStringList base = QStringList{QStringLiteral("get"), QStringLiteral("configmaps"),
                                             QStringLiteral("--chunk-size"), QStringLiteral("17")} +
                                 scope;
        const MadoRun single = mado(base + QStringList{QStringLiteral("--parallel"), QStringLiteral("1")});
        QVERIFY2(single.exitCode == 0, qPrintable(single.err));
        const MadoRun many = mado(base + parallel);
        QVERIFY2(many.exitCode == 0, qPrintable(many.err));
        QVERIFY2(many.err.isEmpty(), qPrintable(many.err));
        const QStringList lines = single.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(lines.size() >= kPerNamespace + 1);
        QCOMPARE(withoutAges(many.out), withoutAges(single.out));
    }

    void serverOrderLikeKubectl() {
        // The longer namespace first: the server's key order, as kubectl prints it.
        const QStringList args{QStringLiteral("get"), QStringLiteral("configmaps"), QStringLiteral("-A"),
                               QStringLiteral("-l"), kRunSelector};
        const MadoRun many = mado(args + QStringList{QStringLiteral("--parallel"), QStringLiteral("4")});
        QVERIFY2(many.exitCode == 0, qPrintable(many.err));
        const testcluster::ProcessRun ref = kubectl(args);
        QCOMPARE(ref.exitCode, 0);
        QCOMPARE(withoutAges(many.out), withoutAges(ref.out));
        const QStringList lines = many.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(lines.size() == 2 * kPerNamespace + 1);
        QVERIFY(lines.at(1).startsWith(kNs2 + QLatin1Char(' ')));
        QVERIFY(lines.last().startsWith(kNs + QLatin1Char(' ')));
    }

    void badParallelIsAUsageError() {
        const MadoRun r = mado({QStringLiteral("get"), QStringLiteral("cm"), QStringLiteral("--parallel"),
                                QStringLiteral("many")});
        QVERIFY(r.exitCode != 0);
        QVERIFY2(r.err.contains(QStringLiteral("--parallel")), qPrintable(r.err));
        const MadoRun by = mado({QStringLiteral("get"), QStringLiteral("cm"), QStringLiteral("--parallel-by"),
                                 QStringLiteral("pods")});
        QVERIFY(by.exitCode != 0);
        QVERIFY2(by.err.contains(QStringLiteral("--parallel-by")), qPrintable(by.err));
    }

    void cleanupTestCase() {
        for (const QString &ns : {kNs, kNs2})
            kubectl(
                {QStringLiteral("delete"), QStringLiteral("namespace"), ns, QStringLiteral("--wait=false")});
    }
};

QTEST_GUILESS_MAIN(TestGetParallel)
#include "tst_getparallel_sandbox.moc"
