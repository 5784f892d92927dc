// Shard selectors parsed and matched with the API server's semantics
// (k8s.io/apiserver/pkg/sharding/parser.go, k8s.io/apimachinery/pkg/sharding).
#include "kube/shardselector.h"

#include <QCborMap>
#include <QTest>
#include <QUuid>

using kube::ShardSelector;

class TestShardSelector final : public QObject {
    Q_OBJECT

private slots:
    void fnvMatchesGo_data() {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<quint64>("hash");
        // Reference values of Go's hash/fnv New64a (FNV-1a, 64 bit).
        QTest::newRow("empty") << QByteArray() << quint64(0xcbf29ce484222325ull);
        QTest::newRow("a") << QByteArray("a") << quint64(0xaf63dc4c8601ec8cull);
        QTest::newRow("foobar") << QByteArray("foobar") << quint64(0x85944171f73967e8ull);
    }
    void fnvMatchesGo() {
        QFETCH(QByteArray, input);
        QFETCH(quint64, hash);
        QCOMPARE(ShardSelector::fnv1a64(input), hash);
    }

    void parsesAndPrints_data() {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<QString>("canonical");
        QTest::addColumn<int>("ranges");
        QTest::newRow("one") << "shardRange(object.metadata.uid, '0x0000000000000000', '0x8000000000000000')"
                             << "shardRange(object.metadata.uid, '0x0000000000000000', '0x8000000000000000')"
                             << 1;
        QTest::newRow("two, top bound, spaces")
            << "  shardRange( object.metadata.uid,'0x0000000000000000','0x4000000000000000' )||"
               "shardRange(object.metadata.uid, '0xc000000000000000', '0x10000000000000000') "
            << "shardRange(object.metadata.uid, '0x0000000000000000', '0x4000000000000000') || "
               "shardRange(object.metadata.uid, '0xc000000000000000', '0x10000000000000000')"
            << 2;
        QTest::newRow("parentheses, namespace")
            << "(shardRange(object.metadata.namespace, \"0x0000000000000000\", \"0x10000000000000000\"))"
            << "shardRange(object.metadata.namespace, '0x0000000000000000', '0x10000000000000000')" << 1;
    }
    void parsesAndPrints() {
        QFETCH(QString, expression);
        QFETCH(QString, canonical);
        QFETCH(int, ranges);
        auto sel = ShardSelector::parse(expression);
        QVERIFY2(sel.ok(), sel.ok() ? "" : qPrintable(sel.error().message));
        QCOMPARE(sel->ranges.size(), ranges);
        QCOMPARE(sel->toString(), canonical);
        auto again = ShardSelector::parse(sel->toString());
        QVERIFY(again.ok());
        QCOMPARE(again->toString(), canonical);
    }

    void rejectsMalformed_data() {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("empty") << "  "
                               << "empty";
        QTest::newRow("short hex") << "shardRange(object.metadata.uid, '0x0', '0x8000000000000000')"
                                   << "0x0000000000000000";
        QTest::newRow("upper case")
            << "shardRange(object.metadata.uid, '0x0000000000000000', '0x8000000000000ABC')"
            << "lower-case";
        QTest::newRow("no 0x") << "shardRange(object.metadata.uid, '0000000000000000', '0x8000000000000000')"
                               << "0x";
        QTest::newRow("field")
            << "shardRange(object.metadata.name, '0x0000000000000000', '0x8000000000000000')"
            << "object.metadata.name";
        QTest::newRow("mixed fields")
            << "shardRange(object.metadata.uid, '0x0000000000000000', '0x8000000000000000') || "
               "shardRange(object.metadata.namespace, '0x8000000000000000', '0x10000000000000000')"
            << "object.metadata.namespace";
        QTest::newRow("start not below end")
            << "shardRange(object.metadata.uid, '0x8000000000000000', '0x8000000000000000')"
            << "0x8000000000000000";
        QTest::newRow("top as start")
            << "shardRange(object.metadata.uid, '0x10000000000000000', '0x10000000000000000')"
            << "2^64";
        QTest::newRow("other function") << "size(object.metadata.uid)"
                                        << "size";
        QTest::newRow("and")
            << "shardRange(object.metadata.uid, '0x0000000000000000', '0x8000000000000000') && "
               "shardRange(object.metadata.uid, '0x0000000000000000', '0x8000000000000000')"
            << "position";
        QTest::newRow("unclosed") << "shardRange(object.metadata.uid, '0x0000000000000000"
                                  << "closed";
        QTest::newRow("two args") << "shardRange(object.metadata.uid, '0x0000000000000000')"
                                  << "','";
        // Found by fuzz_shardselector: deep nesting exhausted the stack. The
        // server's CEL parser takes 123 parentheses and refuses 124; so does Mado.
        const QString one = QStringLiteral("shardRange(object.metadata.uid, '0x0000000000000000', "
                                           "'0x8000000000000000')");
        QTest::newRow("124 parentheses")
            << QString(QString(124, QLatin1Char('(')) + one + QString(124, QLatin1Char(')'))) << "123";
        QTest::newRow("100,000 parentheses, never closed") << QString(100000, QLatin1Char('(')) << "123";
    }

    void nestingUpToTheServersLimitParses() {
        const QString one = QStringLiteral("shardRange(object.metadata.uid, '0x0000000000000000', "
                                           "'0x8000000000000000')");
        auto sel =
            ShardSelector::parse(QString(123, QLatin1Char('(')) + one + QString(123, QLatin1Char(')')));
        QVERIFY2(sel.ok(), qPrintable(sel.ok() ? QString() : sel.error().message));
        QCOMPARE(sel->toString(), one);
        // Nesting is counted per term: siblings do not add up.
        QString siblings;
        for (int i = 0; i < 3; ++i)
            siblings += (i ? QStringLiteral(" || ") : QString()) + QString(100, QLatin1Char('(')) + one +
                        QString(100, QLatin1Char(')'));
        QVERIFY(ShardSelector::parse(siblings).ok());
    }
    void rejectsMalformed() {
        QFETCH(QString, expression);
        QFETCH(QString, mentions);
        auto sel = ShardSelector::parse(expression);
        QVERIFY(!sel.ok());
        QVERIFY2(sel.error().message.contains(mentions), qPrintable(sel.error().message));
    }

    void rangesAreHalfOpen() {
        auto sel = ShardSelector::parse(
            QStringLiteral("shardRange(object.metadata.uid, '0x0000000000000010', '0x0000000000000020') || "
                           "shardRange(object.metadata.uid, '0xffffffffffffff00', '0x10000000000000000')"));
        QVERIFY(sel.ok());
        QVERIFY(!sel->matchesHash(0x0f));
        QVERIFY(sel->matchesHash(0x10));
        QVERIFY(sel->matchesHash(0x1f));
        QVERIFY(!sel->matchesHash(0x20));
        QVERIFY(!sel->matchesHash(0xfffffffffffffeffull));
        QVERIFY(sel->matchesHash(0xffffffffffffff00ull));
        QVERIFY(sel->matchesHash(0xffffffffffffffffull));
    }

    void matchesObjectsByTheirField() {
        // Two halves of the space partition any set of objects.
        auto low = ShardSelector::parse(
            QStringLiteral("shardRange(object.metadata.uid, '0x0000000000000000', '0x8000000000000000')"));
        auto high = ShardSelector::parse(
            QStringLiteral("shardRange(object.metadata.uid, '0x8000000000000000', '0x10000000000000000')"));
        QVERIFY(low.ok() && high.ok());
        int lows = 0;
        for (int i = 0; i < 200; ++i) {
            const QString uid =
                QUuid::createUuid().toString(QUuid::WithoutBraces); // as the server makes them
            const QCborMap obj{{QStringLiteral("metadata"), QCborMap{{QStringLiteral("uid"), uid}}}};
            const bool inLow = low->matches(obj);
            QCOMPARE(high->matches(obj), !inLow);
            QCOMPARE(inLow, ShardSelector::fnv1a64(uid.toUtf8()) < 0x8000000000000000ull);
            lows += inLow ? 1 : 0;
        }
        QVERIFY(lows > 50 && lows < 150); // the hash spreads them
    }
};

QTEST_GUILESS_MAIN(TestShardSelector)
#include "tst_shardselector.moc"
