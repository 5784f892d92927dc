// Unit: the codecs on synthetic input — exactness, writers, negotiation, and
// hostile bytes (truncation, wrong magic, depth and size bombs).
#include "codecs/cbor.h"
#include "codecs/decode.h"
#include "codecs/fileerror.h"
#include "codecs/gzip.h"
#include "codecs/json.h"
#include "codecs/listrows.h"
#include "codecs/mapbuilder.h"
#include "codecs/mediatype.h"
#include "codecs/numbertext.h"
#include "codecs/protobuf.h"
#include "codecs/watchframing.h"
#include "codecs/yaml.h"
#include "tests/codecs/rowsagainsttree.h"

#include <QCborArray>
#include <QCborMap>
#include <QCborStreamWriter>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace codecs;

namespace {

QCborMap sampleObject() {
    return QCborMap{
        {QStringLiteral("apiVersion"), QStringLiteral("v1")},
        {QStringLiteral("kind"), QStringLiteral("ConfigMap")},
        {QStringLiteral("metadata"),
         QCborMap{{QStringLiteral("name"), QStringLiteral("demo")},
                  {QStringLiteral("labels"), QCborMap{{QStringLiteral("app"), QStringLiteral("web")}}}}},
        {QStringLiteral("data"), QCborMap{{QStringLiteral("script"), QStringLiteral("echo one\necho two\n")},
                                          {QStringLiteral("yes"), QStringLiteral("yes")},
                                          {QStringLiteral("number"), QStringLiteral("0123")},
                                          {QStringLiteral("empty"), QString()},
                                          {QStringLiteral("colon"), QStringLiteral("a: b")},
                                          {QStringLiteral("unicode"), QStringLiteral("窓 вікно")}}},
        {QStringLiteral("big"), qint64(9007199254740993)},
        {QStringLiteral("neg"), qint64(-42)},
        {QStringLiteral("ratio"), 0.25},
        {QStringLiteral("list"),
         QCborArray{QStringLiteral("a"), QCborMap{{QStringLiteral("k"), true}}, QCborArray{1, 2}}},
        {QStringLiteral("none"), QCborValue(QCborValue::Null)}};
}

QByteArray nested(int depth, char open, char close) {
    return QByteArray(depth, open) + QByteArray(depth, close);
}

// A protobuf length-delimited field (number, bytes).
QByteArray pbField(int number, const QByteArray &b) {
    QByteArray out(1, char(number << 3 | 2));
    for (quint64 v = quint64(b.size());; v >>= 7) {
        out.append(char(v >= 0x80 ? (v & 0x7f) | 0x80 : v));
        if (v < 0x80)
            break;
    }
    return out + b;
}

// A protobuf WidgetList body (k8s envelope, resourceVersion 1) of one item with this ObjectMeta.
QByteArray widgetListOf(const QByteArray &meta) {
    const QByteArray list = pbField(1, pbField(2, "1")) + pbField(2, pbField(1, meta));
    return QByteArray("k8s\0", 4) + pbField(1, pbField(1, "v1") + pbField(2, "WidgetList")) +
           pbField(2, list);
}

} // namespace

class TestCodecs final : public QObject {
    Q_OBJECT

private slots:
    /// Every decoder keeps a map of any size whole, in the order its keys were
    /// first given, a repeated key keeping its place and taking its last
    /// value (YAML refuses a repeated key, also past the 32nd). Maps of more
    /// than 32 keys are built another way: QCborMap::insert scanned the map
    /// per key, and one ConfigMap of 30,000 keys took 2.6 s from JSON or
    /// CBOR and 5.5 s from YAML.
    void largeMapsDecodeWhole_data() {
        QTest::addColumn<int>("keys");
        for (int n : {3, 32, 33, 100, 30000})
            QTest::addRow("%d keys", n) << n;
    }
    void largeMapsDecodeWhole() {
        QFETCH(int, keys);
        // Keys k0..k<keys-1> in a shuffled order (a fixed stride), then k0 again.
        QList<int> order;
        const int stride = keys > 7 && keys % 7 ? 7 : 1;
        for (int i = 0; i < keys; ++i)
            order.append(int((qint64(i) * stride) % keys));
        QByteArray json = "{\"kind\":\"ConfigMap\",\"data\":{";
        QByteArray cbor;
        QCborStreamWriter w(&cbor);
        w.startMap(2);
        w.append(QStringLiteral("kind"));
        w.append(QStringLiteral("ConfigMap"));
        w.append(QStringLiteral("data"));
        w.startMap(quint64(keys + 1));
        QByteArray yaml = "kind: ConfigMap\ndata:\n";
        for (int i : std::as_const(order)) {
            const QByteArray k = "k" + QByteArray::number(i), v = "v" + QByteArray::number(i);
            json += "\"" + k + "\":\"" + v + "\",";
            w.append(QString::fromLatin1(k));
            w.append(QString::fromLatin1(v));
            yaml += "  " + k + ": " + v + "\n";
        }
        json += "\"k0\":\"last\"}}";
        w.append(QStringLiteral("k0"));
        w.append(QStringLiteral("last"));
        w.endMap();
        w.endMap();

        const auto expectData = [&](const QCborValue &doc, const char *format, bool lastWins) {
            const QCborMap data = doc[QLatin1String("data")].toMap();
            QVERIFY2(data.size() == keys, format);
            qsizetype at = 0;
            for (auto it = data.cbegin(); it != data.cend(); ++it, ++at) {
                const int i = order.at(at);
                QCOMPARE(it.key().toString(), QStringLiteral("k%1").arg(i));
                QCOMPARE(it.value().toString(),
                         i == 0 && lastWins ? QStringLiteral("last") : QStringLiteral("v%1").arg(i));
            }
        };
        const auto fromJson = parseJson(withJsonPadding(json));
        QVERIFY(fromJson.ok());
        expectData(*fromJson, "json", true);
        const auto fromCbor = parseCbor(cbor);
        QVERIFY(fromCbor.ok());
        expectData(*fromCbor, "cbor", true);
        const auto fromYaml = parseYaml(yaml);
        QVERIFY2(fromYaml.ok(), fromYaml.ok() ? "" : qPrintable(fromYaml.error().message));
        expectData(*fromYaml, "yaml", false);
        const auto twice = parseYaml(yaml + "  k" + QByteArray::number(order.last()) + ": again\n");
        QVERIFY(!twice.ok());
        QVERIFY2(twice.error().message.contains(QLatin1String("appears twice")),
                 qPrintable(twice.error().message));
        // Protobuf: the map arrives sorted by key, as Go writes it.
        const QCborValue list(QCborMap{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                                       {QStringLiteral("kind"), QStringLiteral("ConfigMapList")},
                                       {QStringLiteral("items"), QCborArray{*fromYaml}}});
        const auto fromPb = decodeProtobufObject(encodeConfigMapListForTesting(list));
        QVERIFY(fromPb.ok());
        const QCborMap pbData = fromPb->object[QLatin1String("items")][0][QLatin1String("data")].toMap();
        QCOMPARE(pbData.size(), qsizetype(keys));
        QCOMPARE(canonical(pbData), canonical((*fromYaml)[QLatin1String("data")]));
    }

    /// toYaml writes a map's keys in kubectl's order (go-yaml's: digit runs by
    /// value) and leaves -a, :b, ?c unquoted as kubectl does. The expected
    /// order is kubectl 1.32's output for the same ConfigMap (tst_get checks
    /// the two side by side on the sandbox).
    void yamlKeysInKubectlOrder() {
        const QStringList expected{QStringLiteral("-a"),
                                   QStringLiteral(".a"),
                                   QStringLiteral("_a"),
                                   QStringLiteral("0"),
                                   QStringLiteral("00"),
                                   QStringLiteral("1"),
                                   QStringLiteral("1-"),
                                   QStringLiteral("01"),
                                   QStringLiteral("10"),
                                   QStringLiteral("99999999999999999998"),
                                   QStringLiteral("99999999999999999999"),
                                   QStringLiteral("A1"),
                                   QStringLiteral("Z"),
                                   QStringLiteral("a"),
                                   QStringLiteral("a-1"),
                                   QStringLiteral("a.1"),
                                   QStringLiteral("a_1"),
                                   QStringLiteral("a1-"),
                                   QStringLiteral("a1."),
                                   QStringLiteral("a1_"),
                                   QStringLiteral("a10b1"),
                                   QStringLiteral("a1b2"),
                                   QStringLiteral("a1b10"),
                                   QStringLiteral("aa"),
                                   QStringLiteral("k0"),
                                   QStringLiteral("k00"),
                                   QStringLiteral("k1"),
                                   QStringLiteral("k01"),
                                   QStringLiteral("k2"),
                                   QStringLiteral("k10"),
                                   QStringLiteral("v1.9"),
                                   QStringLiteral("v1.09"),
                                   QStringLiteral("v1.10"),
                                   QStringLiteral("v10"),
                                   QStringLiteral("x9"),
                                   QStringLiteral("x9a"),
                                   QStringLiteral("x09"),
                                   QStringLiteral("x09a")};
        QCborMap m;
        for (qsizetype i = expected.size() - 1; i >= 0; --i)
            m.insert(expected.at(i), QStringLiteral("x"));
        const QList<QByteArray> lines = toYaml(QCborValue(m)).trimmed().split('\n');
        QStringList keys;
        for (const QByteArray &line : lines) {
            QByteArray key = line.left(line.lastIndexOf(": x"));
            if (key.startsWith('"'))
                key = key.mid(1, key.size() - 2);
            keys.append(QString::fromUtf8(key));
        }
        QCOMPARE(keys, expected);
        QVERIFY(lines.contains("-a: x"));
        const QByteArray marks = toYaml(QCborMap{{QStringLiteral(":b"), QStringLiteral("?c")},
                                                 {QStringLiteral("---x"), QStringLiteral("-")}});
        QCOMPARE(marks, QByteArray("\"---x\": \"-\"\n:b: ?c\n"));
        QCOMPARE(canonical(*parseYaml(marks)),
                 canonical(QCborMap{{QStringLiteral(":b"), QStringLiteral("?c")},
                                    {QStringLiteral("---x"), QStringLiteral("-")}}));
    }

    /// MapIndex finds what QCborMap::find finds, for small maps (a scan) and
    /// large ones (a hash): the first of a repeated key, keys that are not
    /// text, nothing for a key that is not there.
    void mapIndexFindsWhatTheMapHas_data() {
        QTest::addColumn<int>("keys");
        for (int n : {4, 32, 33, 500})
            QTest::addRow("%d keys", n) << n;
    }
    void mapIndexFindsWhatTheMapHas() {
        QFETCH(int, keys);
        QByteArray bytes;
        QCborStreamWriter w(&bytes);
        w.startMap(quint64(keys + 2));
        for (int i = 0; i < keys; ++i) {
            w.append(QStringLiteral("k%1").arg(i));
            w.append(qint64(i));
        }
        w.append(QStringLiteral("k1")); // repeated: the first one counts
        w.append(qint64(-1));
        w.append(qint64(7)); // an integer key
        w.append(QStringLiteral("seven"));
        w.endMap();
        const QCborMap m = QCborValue::fromCbor(bytes).toMap();
        QCOMPARE(m.size(), keys + 2);
        const MapIndex index(m);
        for (int i = 0; i < keys; ++i) {
            const QCborValue key(QStringLiteral("k%1").arg(i));
            QCOMPARE(index.indexOf(key), qsizetype(i));
            QCOMPARE(index.value(key), m.value(key));
        }
        QCOMPARE(index.value(QCborValue(qint64(7))).toString(), QStringLiteral("seven"));
        QCOMPARE(index.indexOf(QCborValue(qint64(7))), qsizetype(keys + 1));
        QVERIFY(!index.contains(QCborValue(QStringLiteral("7"))));
        QVERIFY(!index.contains(QCborValue(QStringLiteral("absent"))));
        QVERIFY(index.value(QCborValue(QStringLiteral("absent"))).isUndefined());
    }

    /// A map of any size comes out with its keys sorted by their UTF-8 bytes,
    /// each once with the value given last (as Go's JSON decoding keeps it),
    /// its values canonical too. Maps of more than 32 keys are built another
    /// way (QCborMap::insert scanned the map per key: 30,000 keys took 2.8 s).
    void canonicalMapsOfAnySize_data() {
        QTest::addColumn<int>("keys");
        for (int n : {1, 5, 32, 33, 100, 30000})
            QTest::addRow("%d keys", n) << n;
    }
    void canonicalMapsOfAnySize() {
        QFETCH(int, keys);
        // Written as CBOR so that a key can appear twice: key i is "k<i>", the
        // keys run backwards, each is given twice (first "old", then "v<i>"),
        // and the integer key 7 reads as the text "7" after "k..." keys.
        QByteArray bytes;
        QCborStreamWriter w(&bytes);
        w.startMap(quint64(2 * keys + 2));
        for (int pass = 0; pass < 2; ++pass) {
            for (int i = keys - 1; i >= 0; --i) {
                w.append(QStringLiteral("k%1").arg(i));
                if (pass == 0)
                    w.append(QStringLiteral("old"));
                else if (i == 0)
                    QCborValue(
                        QCborMap{{QStringLiteral("z"), 1.0}, {QStringLiteral("a"), QByteArray("\x01")}})
                        .toCbor(w);
                else
                    w.append(QStringLiteral("v%1").arg(i));
            }
            if (pass == 0) {
                w.append(qint64(7));
                w.append(QStringLiteral("integer key"));
            } else {
                w.append(QStringLiteral("7"));
                w.append(QStringLiteral("text key"));
            }
        }
        w.endMap();
        const QCborValue doc = QCborValue::fromCbor(bytes);
        QCOMPARE(doc.toMap().size(), 2 * keys + 2);

        const QCborMap out = canonical(doc).toMap();
        QCOMPARE(out.size(), keys + 1);
        QStringList expectedKeys{QStringLiteral("7")};
        for (int i = 0; i < keys; ++i)
            expectedKeys.append(QStringLiteral("k%1").arg(i));
        std::sort(expectedKeys.begin(), expectedKeys.end(),
                  [](const QString &a, const QString &b) { return a.toUtf8() < b.toUtf8(); });
        QStringList gotKeys;
        for (auto it = out.cbegin(); it != out.cend(); ++it)
            gotKeys.append(it.key().toString());
        QCOMPARE(gotKeys, expectedKeys);
        QCOMPARE(out.value(QStringLiteral("7")).toString(), QStringLiteral("text key"));
        for (int i : {1, keys / 2, keys - 1})
            if (i > 0 && i < keys)
                QCOMPARE(out.value(QStringLiteral("k%1").arg(i)).toString(), QStringLiteral("v%1").arg(i));
        // The nested map is canonical: sorted, whole numbers as integers, bytes as base64.
        QCOMPARE(toJson(out.value(QStringLiteral("k0")), JsonStyle::Compact),
                 QByteArray(R"({"a":"AQ==","z":1})"));
    }

    void tableRows_data() {
        QTest::addColumn<QByteArray>("cell");
        QTest::addColumn<QVariant>("expected");
        QTest::newRow("string") << QByteArray(R"("web-1")") << QVariant(QStringLiteral("web-1"));
        QTest::newRow("integer") << QByteArray("3") << QVariant(qint64(3));
        QTest::newRow("big integer stays exact")
            << QByteArray("9007199254740993") << QVariant(qint64(9007199254740993LL));
        QTest::newRow("number") << QByteArray("0.5") << QVariant(0.5);
        QTest::newRow("bool") << QByteArray("true") << QVariant(true);
        QTest::newRow("null") << QByteArray("null") << QVariant();
        QTest::newRow("object as compact JSON")
            << QByteArray(R"({"a": [1, 2]})") << QVariant(QStringLiteral(R"({"a":[1,2]})"));
        QTest::newRow("string that begins with U+FEFF")
            << QByteArray("\"\xef\xbb\xbfx\"") << QVariant(QString(QChar(0xfeff) + QStringLiteral("x")));
        QTest::newRow("U+FEFF escaped")
            << QByteArray(R"("\ufeffx")") << QVariant(QString(QChar(0xfeff) + QStringLiteral("x")));
    }

    void tableRows() {
        QFETCH(QByteArray, cell);
        QFETCH(QVariant, expected);
        const QByteArray body =
            R"({"kind":"Table","apiVersion":"meta.k8s.io/v1","metadata":{"continue":"next"},)"
            R"("columnDefinitions":[{"name":"Name","type":"string","priority":0},{"name":"X","type":"string","priority":1}],)"
            R"("rows":[{"cells":["a",)" +
            cell + R"(],"object":{"metadata":{"name":"a","namespace":"web"}}}]})";
        QList<TableRow> rows;
        auto info = decodeJsonTableRows(body, [&](TableRow &&r) { rows.append(std::move(r)); });
        QVERIFY2(info.ok(), qPrintable(info.ok() ? QString() : info.error().message));
        QCOMPARE(info->continueToken, QStringLiteral("next"));
        QCOMPARE(info->columns.size(), 2);
        QCOMPARE(info->columns.at(1).priority, 1);
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.at(0).name, QStringLiteral("a"));
        QCOMPARE(rows.at(0).ns, QStringLiteral("web"));
        QCOMPARE(rows.at(0).cells.at(1), expected);
    }

    // A hostile server may name a key twice. The rows show what the
    // object's own view (parseJson's tree, where the last key counts in
    // full, as in kubectl's unstructured decoding) shows.
    void listRowsTakeTheLastOfDuplicateKeys_data() {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("labels");
        QTest::addColumn<int>("rows");
        QTest::newRow("items twice")
            << QByteArray(
                   R"({"kind":"PodList","items":[{"metadata":{"name":"first"}}],"items":[{"metadata":{"name":"last"}}]})")
            << QStringLiteral("last") << QString() << 1;
        QTest::newRow("an item's metadata twice")
            << QByteArray(
                   R"({"items":[{"metadata":{"name":"first","labels":{"a":"1"}},"metadata":{"name":"last"}}]})")
            << QStringLiteral("last") << QString() << 1;
        QTest::newRow("name twice") << QByteArray(
                                           R"({"items":[{"metadata":{"name":"first","name":"last"}}]})")
                                    << QStringLiteral("last") << QString() << 1;
        QTest::newRow("a refused type, then a valid one")
            << QByteArray(R"({"items":[{"metadata":{"name":7,"name":"last"}}]})") << QStringLiteral("last")
            << QString() << 1;
        QTest::newRow("labels twice")
            << QByteArray(R"({"items":[{"metadata":{"name":"n","labels":{"a":"1"},"labels":{"b":"2"}}}]})")
            << QStringLiteral("n") << QStringLiteral("b=2") << 1;
        QTest::newRow("a label key twice")
            << QByteArray(R"({"items":[{"metadata":{"name":"n","labels":{"a":"1","b":"2","a":"3"}}}]})")
            << QStringLiteral("n") << QStringLiteral("a=3,b=2") << 1;
        QByteArray many = R"({"items":[{"metadata":{"name":"n","labels":{)";
        for (int i = 0; i < 20; ++i)
            many += QStringLiteral(R"("k%1":"v%1",)").arg(i).toUtf8();
        many += R"("k3":"again","k19":"again"}}}]})";
        QString manyLabels;
        for (int i = 0; i < 20; ++i) {
            manyLabels += QStringLiteral("k%1=%2,").arg(i).arg(
                i == 3 || i == 19 ? QStringLiteral("again") : QStringLiteral("v%1").arg(i));
        }
        manyLabels.chop(1);
        QTest::newRow("a key twice among many labels") << many << QStringLiteral("n") << manyLabels << 1;
    }

    void listRowsTakeTheLastOfDuplicateKeys() {
        QFETCH(QByteArray, body);
        QFETCH(QString, name);
        QFETCH(QString, labels);
        QFETCH(int, rows);
        for (const bool keepRaw : {false, true}) {
            QList<ObjectRow> got;
            const auto info = decodeJsonListRows(
                body, [&](ObjectRow &&r) { got.append(std::move(r)); }, {}, keepRaw);
            QVERIFY2(info.ok(), qPrintable(info.ok() ? QString() : info.error().message));
            QCOMPARE(got.size(), rows);
            QCOMPARE(got[0].name, name);
            QStringList pairs;
            for (const auto &[k, v] : got[0].labels)
                pairs.append(k + QLatin1Char('=') + v);
            QCOMPARE(pairs.join(QLatin1Char(',')), labels);
            QCOMPARE(codecs::testing::listRowsDisagreement(body, *info, got, keepRaw), QString());
        }
    }

    void listRowsCountDistinctAnnotationsAndTheLastOwners() {
        const QByteArray body =
            R"({"items":[{"metadata":{"name":"n","annotations":{"a":"1","b":"2","a":"3"},)"
            R"("finalizers":["x"],"finalizers":["y","z"],)"
            R"("ownerReferences":[{"kind":"ReplicaSet","name":"old","controller":true}],)"
            R"("ownerReferences":[{"kind":"Job","name":"j","kind":"CronJob"}],)"
            R"("creationTimestamp":null,"creationTimestamp":"2024-01-02T03:04:05Z"}}],)"
            R"("metadata":{"continue":"a"},"metadata":{"resourceVersion":"9"}})";
        QList<ObjectRow> got;
        const auto info = decodeJsonListRows(body, [&](ObjectRow &&r) { got.append(std::move(r)); });
        QVERIFY(info.ok());
        QCOMPARE(got.size(), 1);
        QCOMPARE(got[0].annotations, 2);
        QCOMPARE(got[0].finalizers, QStringList({QStringLiteral("y"), QStringLiteral("z")}));
        QCOMPARE(got[0].owner, QStringLiteral("CronJob/j"));
        QCOMPARE(got[0].created, parseRfc3339Seconds("2024-01-02T03:04:05Z"));
        QCOMPARE(info->continueToken, QString());
        QCOMPARE(info->resourceVersion, QStringLiteral("9"));
        QCOMPARE(codecs::testing::listRowsDisagreement(body, *info, got, false), QString());
    }

    void tableRowsTakeTheLastOfDuplicateKeys() {
        const QByteArray body =
            R"({"kind":"Table","metadata":{"continue":"c"},)"
            R"("columnDefinitions":[{"name":"A","type":"string"}],)"
            R"("columnDefinitions":[{"name":"Name","type":"integer","type":"string","priority":2}],)"
            R"("rows":[{"cells":["dropped"]}],)"
            R"("rows":[{"cells":["x"],"cells":["y"],"object":{"metadata":{"name":"a"},"metadata":{"name":"b"}}}]})";
        QList<TableRow> got;
        const auto info = decodeJsonTableRows(body, [&](TableRow &&r) { got.append(std::move(r)); });
        QVERIFY2(info.ok(), qPrintable(info.ok() ? QString() : info.error().message));
        QCOMPARE(info->columns.size(), 1);
        QCOMPARE(info->columns[0], (TableColumn{QStringLiteral("Name"), QStringLiteral("string"), {}, 2}));
        QCOMPARE(got.size(), 1);
        QCOMPARE(got[0].cells, QList<QVariant>{QStringLiteral("y")});
        QCOMPARE(got[0].name, QStringLiteral("b"));
        QCOMPARE(codecs::testing::tableRowsDisagreement(body, *info, got), QString());
        // kind named twice: the last decides whether the body is a Table.
        QVERIFY(
            !decodeJsonTableRows(R"({"kind":"Table","kind":"PodList","rows":[]})", [](TableRow &&) {}).ok());
        QVERIFY(
            decodeJsonTableRows(R"({"kind":"PodList","kind":"Table","rows":[]})", [](TableRow &&) {}).ok());
    }

    void tableRowsRefuseAList() {
        auto info = decodeJsonTableRows(R"({"kind":"ConfigMapList","items":[]})", [](TableRow &&) {});
        QVERIFY(!info.ok());
        QVERIFY(!decodeJsonTableRows("{truncated", [](TableRow &&) {}).ok());
    }

    void peekContinue_data() {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<bool>("known");
        QTest::addColumn<QString>("token");
        QTest::newRow("Table page")
            << QByteArray(R"({"kind":"Table","apiVersion":"meta.k8s.io/v1",)"
                          R"("metadata":{"resourceVersion":"7","continue":"abc="},"rows":[]})")
            << true << QStringLiteral("abc=");
        QTest::newRow("last page") << QByteArray(R"({"kind":"ConfigMapList","apiVersion":"v1",)"
                                                 R"("metadata":{"resourceVersion":"7"},"items":[]})")
                                   << true << QString();
        QTest::newRow("spaces and escapes")
            << QByteArray(" {\n \"kind\" : \"A\\\"List\" ,\n \"metadata\" : { \"continue\" : \"a\\u002Fb}\", "
                          "\"shardInfo\": {\"selector\": \"x\"} } , \"items\" : [ ] }")
            << true << QStringLiteral("a/b}");
        QTest::newRow("number before metadata")
            << QByteArray(R"({"n":12,"metadata":{"continue":"t"}})") << true << QStringLiteral("t");
        QTest::newRow("no metadata") << QByteArray(R"({"kind":"X","items":[]})") << false << QString();
        QTest::newRow("empty object") << QByteArray("{}") << true << QString();
        QTest::newRow("items first") << QByteArray(R"({"items":[],"metadata":{"continue":"t"}})") << false
                                     << QString();
        QTest::newRow("cut in the metadata")
            << QByteArray("{\"kind\":\"X\",\"metadata\":{\"continue\":\"t") << false << QString();
        QTest::newRow("cut after the key") << QByteArray(R"({"kind":"X","metadata")") << false << QString();
        QTest::newRow("continue not a string")
            << QByteArray(R"({"metadata":{"continue":5},"items":[]})") << false << QString();
        QTest::newRow("metadata not an object") << QByteArray(R"({"metadata":"x"})") << false << QString();
        QTest::newRow("not JSON") << QByteArray("k8s\0\x0a") << false << QString();
        QTest::newRow("gzip") << QByteArray("\x1f\x8b\x08") << false << QString();
        QTest::newRow("empty") << QByteArray() << false << QString();
        QTest::newRow("a key never closed") << QByteArray("{\"kind") << false << QString();
    }

    void peekContinue() {
        QFETCH(QByteArray, body);
        QFETCH(bool, known);
        QFETCH(QString, token);
        const std::optional<QString> peeked = peekJsonContinue(body);
        QCOMPARE(peeked.has_value(), known);
        if (known)
            QCOMPARE(*peeked, token);
    }

    void jsonKeepsInt64Exact() {
        auto doc = parseJson("{\"a\":9007199254740993,\"b\":-9223372036854775808,\"c\":1.5,\"d\":\"x\"}");
        QVERIFY(doc.ok());
        QCOMPARE((*doc)[QLatin1String("a")].toInteger(), qint64(9007199254740993));
        QCOMPARE((*doc)[QLatin1String("b")].toInteger(), std::numeric_limits<qint64>::min());
        QCOMPARE((*doc)[QLatin1String("c")].toDouble(), 1.5);
        QCOMPARE(toJson(*doc, JsonStyle::Compact),
                 QByteArray("{\"a\":9007199254740993,\"b\":-9223372036854775808,\"c\":1.5,\"d\":\"x\"}"));
    }

    void jsonErrorsNameTheOffset() {
        auto doc = parseJson("{\"a\": [1, 2,, 3]}");
        QVERIFY(!doc.ok());
        QVERIFY2(doc.error().message.contains(QLatin1String("byte 13")), qPrintable(doc.error().message));
        QVERIFY(!parseJson(QByteArray()).ok());
        QVERIFY(!parseJson("{\"a\": 1").ok());
        QVERIFY(!parseJson("{\"a\": 1} trailing").ok());
    }

    void jsonDepthIsCapped() {
        Limits limits;
        limits.maxDepth = 50;
        QVERIFY(parseJson(nested(40, '[', ']'), limits).ok());
        auto deep = parseJson(nested(100000, '[', ']'), limits);
        QVERIFY(!deep.ok());
        QVERIFY2(deep.error().message.contains(QLatin1String("50")), qPrintable(deep.error().message));
    }

    void jsonSizeIsCapped() {
        Limits limits;
        limits.maxInputBytes = 10;
        QVERIFY(!parseJson("{\"aaaaaaaaaaaa\": 1}", limits).ok());
    }

    void jsonWriterEscapesAndRoundTrips() {
        const QCborValue doc = sampleObject();
        for (JsonStyle style : {JsonStyle::Compact, JsonStyle::Indented}) {
            const QByteArray text = toJson(doc, style);
            auto back = parseJson(text);
            QVERIFY2(back.ok(), text.constData());
            QCOMPARE(canonical(*back), canonical(doc));
        }
        QCOMPARE(toJson(QCborValue(QStringLiteral("a\"b\\c\n\x01")), JsonStyle::Compact),
                 QByteArray("\"a\\\"b\\\\c\\n\\u0001\""));
        QCOMPARE(toJson(QCborValue(QByteArray("\x00\x01\x02", 3)), JsonStyle::Compact),
                 QByteArray("\"AAEC\""));
        QCOMPARE(toJson(QCborMap{}, JsonStyle::Indented), QByteArray("{}\n"));
        // Four-space indentation, keys in document order, like kubectl -o json.
        QCOMPARE(toJson(QCborMap{{QStringLiteral("b"), 1}, {QStringLiteral("a"), QCborArray{true}}}),
                 QByteArray("{\n    \"b\": 1,\n    \"a\": [\n        true\n    ]\n}\n"));
    }

    void yamlRoundTripsKubectlStyle() {
        const QCborValue doc = sampleObject();
        const QByteArray text = toYaml(doc);
        // Sorted keys, sequences flush with their key, ambiguous strings quoted, block scalars.
        QVERIFY2(text.startsWith("apiVersion: v1\nbig: 9007199254740993\n"), text.constData());
        QVERIFY2(text.contains("list:\n- a\n- k: true\n- - 1\n  - 2\n"), text.constData());
        QVERIFY2(text.contains("  script: |\n    echo one\n    echo two\n"), text.constData());
        QVERIFY2(text.contains("  \"yes\": \"yes\"\n"), text.constData());
        QVERIFY2(text.contains("  number: \"0123\"\n"), text.constData());
        QVERIFY2(text.contains("  empty: \"\"\n"), text.constData());
        QVERIFY2(text.contains("  colon: \"a: b\"\n"), text.constData());
        auto back = parseYaml(text);
        QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.error().message));
        QCOMPARE(canonical(*back), canonical(doc));
    }

    void yamlScalarsResolveLikeKubectl_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QCborValue>("expected");
        QTest::newRow("int") << QByteArray("v: 42") << QCborValue(42);
        QTest::newRow("big int") << QByteArray("v: 9007199254740993") << QCborValue(qint64(9007199254740993));
        QTest::newRow("hex") << QByteArray("v: 0x1f") << QCborValue(31);
        QTest::newRow("float") << QByteArray("v: 2.5") << QCborValue(2.5);
        QTest::newRow("quoted int") << QByteArray("v: \"42\"") << QCborValue(QStringLiteral("42"));
        QTest::newRow("null") << QByteArray("v: ~") << QCborValue(QCborValue::Null);
        QTest::newRow("empty") << QByteArray("v:") << QCborValue(QCborValue::Null);
        QTest::newRow("yaml 1.1 on") << QByteArray("v: on") << QCborValue(true);
        QTest::newRow("false") << QByteArray("v: False") << QCborValue(false);
        QTest::newRow("string") << QByteArray("v: hello world") << QCborValue(QStringLiteral("hello world"));
        QTest::newRow("block") << QByteArray("v: |-\n  a\n  b") << QCborValue(QStringLiteral("a\nb"));
        QTest::newRow("version-like") << QByteArray("v: 1.2.3") << QCborValue(QStringLiteral("1.2.3"));
    }

    void yamlScalarsResolveLikeKubectl() {
        QFETCH(QByteArray, text);
        QFETCH(QCborValue, expected);
        auto doc = parseYaml(text);
        QVERIFY2(doc.ok(), qPrintable(doc.ok() ? QString() : doc.error().message));
        QCOMPARE((*doc)[QLatin1String("v")], expected);
    }

    void yamlMultiDocument() {
        auto docs = parseYamlDocuments("---\na: 1\n---\n# only a comment\n---\nb: [x, z]\n...\n");
        QVERIFY(docs.ok());
        QCOMPARE(docs->size(), 2);
        QCOMPARE(docs->at(1)[QLatin1String("b")][1].toString(), QStringLiteral("z"));
        const QByteArray out = toYamlDocuments(*docs);
        QCOMPARE(out, QByteArray("---\na: 1\n---\nb:\n- x\n- z\n"));
        auto one = parseYaml("a: 1\n---\nb: 2\n");
        QVERIFY(!one.ok());
    }

    void yamlErrorsNameLineAndColumn() {
        auto doc = parseYaml("a: 1\nb: [1, 2\nc: 3\n");
        QVERIFY(!doc.ok());
        QVERIFY2(doc.error().message.contains(QLatin1String("line 3")), qPrintable(doc.error().message));
        QVERIFY2(doc.error().message.contains(QLatin1String("column")), qPrintable(doc.error().message));
        auto tab = parseYaml("a:\n\tb: 1\n");
        QVERIFY(!tab.ok());
        QVERIFY2(tab.error().message.contains(QLatin1String("line 2")), qPrintable(tab.error().message));
    }

    // yaml-cpp writes its messages in English; Mado says them in its own
    // words, in the user's language. Each row makes yaml-cpp 0.7 raise one of them.
    void yamlLibraryErrorsInMadoWords_data() {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("detail");
        const auto row = [](const char *tag, const char *yaml, const char *source, const char *detail = "") {
            QTest::newRow(tag) << QByteArray(yaml) << QString::fromUtf8(source) << QString::fromUtf8(detail);
        };
        row("directive args", "%YAML 1.2 1.3\n---\na\n", "a %YAML directive takes exactly one argument");
        row("major version", "%YAML 2.0\n---\na\n", "the YAML major version is too large");
        row("bad version", "%YAML x\n---\na\n", "bad YAML version: %1", "x");
        row("repeated yaml", "%YAML 1.2\n%YAML 1.2\n---\na\n", "the %YAML directive is repeated");
        row("tag args", "%TAG !a!\n---\na\n", "a %TAG directive takes exactly two arguments");
        row("repeated tag", "%TAG !a! x:\n%TAG !a! y:\n---\na\n", "the %TAG directive is repeated");
        row("verbatim tag", "!<abc d", "a verbatim tag (!<...>) without its closing '>'");
        row("flow sequence", "a: [1, 2", "a flow sequence '[' without its closing ']'");
        row("flow mapping", "a: {b: 1", "a flow mapping '{' without its closing '}'");
        row("block mapping", "a:\n  b: 1\n c: 2\n", "the end of a mapping was not found");
        row("two tags", "!a !b c", "one node has two tags");
        row("two anchors", "&a &b c", "one node has two anchors");
        row("hex escape", "\"\\xZZ\"", "a character that is not a hexadecimal digit in an escape sequence");
        row("code point", "\"\\U0011FFFF\"", "not a Unicode code point: %1", "1179647");
        row("escape", "\"\\q\"", "unknown escape character: %1", "q");
        row("token", "a: `b", "unknown token");
        row("document marker", "\"a\n---\nb\"", "a document marker (--- or ...) inside a quoted scalar");
        row("eof in quotes", "'abc", "the input ends inside a quoted scalar");
        row("tab", "a: |\n\tb", "a tab in the indentation (YAML indents with spaces)");
        row("flow end", "]", "a closing ']' or '}' without its opening one");
        row("map value", "a: b: c", "a mapping value (\": \") where none can be");
        row("alias name", "*", "no alias name after '*'");
        row("anchor name", "&", "no anchor name after '&'");
        row("zero indent", "a: |0\n b", "a block scalar cannot have an indentation of zero");
        row("block header", "a: |x\n b", "an unexpected character in the header of a block scalar");
    }

    void yamlLibraryErrorsInMadoWords() {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, source);
        QFETCH(QString, detail);
        // The document limits are off: yaml-cpp's own error is the one under test.
        Limits limits;
        limits.maxDepth = 100000;
        auto english = parseYaml(yaml, limits);
        QVERIFY(!english.ok());
        const QString expected = detail.isEmpty() ? source : source.arg(detail);
        QVERIFY2(english.error().message.endsWith(expected), qPrintable(english.error().message));
        for (const char *lang : {"uk", "ja"}) {
            QTranslator t;
            QVERIFY(t.load(QStringLiteral(":/i18n/mado_") + QLatin1String(lang)));
            QCoreApplication::installTranslator(&t);
            auto translated = parseYaml(yaml, limits);
            QCoreApplication::removeTranslator(&t);
            QVERIFY(!translated.ok());
            QString words = t.translate("codecs", source.toUtf8().constData());
            QVERIFY2(!words.isEmpty(),
                     qPrintable(QStringLiteral("no %1 translation of %2").arg(QLatin1String(lang), source)));
            if (!detail.isEmpty())
                words = words.arg(detail);
            QVERIFY2(translated.error().message.endsWith(words), qPrintable(translated.error().message));
        }
    }

    void yamlLibraryDepthLimitIsNestingNotBadFile() {
        // yaml-cpp stops at 500 levels and calls it "bad file".
        Limits limits;
        limits.maxDepth = 100000;
        auto deep = parseYaml(nested(600, '[', ']'), limits);
        QVERIFY(!deep.ok());
        QVERIFY2(deep.error().message.endsWith(QLatin1String("nested deeper than 499 levels")),
                 qPrintable(deep.error().message));
    }

    // The C library's English for a file error Qt does not translate itself.
    void fileErrorsInTheUsersLanguage() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString loop = dir.filePath(QStringLiteral("loop-a"));
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("loop-b")), loop));
        QVERIFY(QFile::link(loop, dir.filePath(QStringLiteral("loop-b"))));
        const char *source = "Too many levels of symbolic links (a symbolic link loop?)";
        QFile f(loop);
        QVERIFY(!f.open(QIODevice::ReadOnly));
        QCOMPARE(mado::fileErrorText(f), QString::fromLatin1(source));
        QTranslator t;
        QVERIFY(t.load(QStringLiteral(":/i18n/mado_ja")));
        QCoreApplication::installTranslator(&t);
        const QString ja = mado::fileErrorText(f);
        QCoreApplication::removeTranslator(&t);
        QVERIFY(!ja.isEmpty());
        QCOMPARE(ja, t.translate("codecs", source));
        QVERIFY(ja != QString::fromLatin1(source));
        // A text Mado does not know passes through.
        QCOMPARE(mado::systemErrorText(QStringLiteral("Something else")), QStringLiteral("Something else"));
    }

    void unacceptedContentType_data() {
        QTest::addColumn<QByteArray>("accept");
        QTest::addColumn<QByteArray>("contentType");
        QTest::addColumn<QString>("error"); // its start; empty: accepted
        const QByteArray table = "application/json;as=Table;v=v1;g=meta.k8s.io,application/json";
        QTest::newRow("json for a table") << table << QByteArray("application/json") << QString();
        QTest::newRow("parameters and case")
            << QByteArray("application/json") << QByteArray("Application/JSON; charset=utf-8") << QString();
        QTest::newRow("cbor-seq for cbor")
            << QByteArray("application/cbor") << QByteArray("application/cbor-seq") << QString();
        QTest::newRow("anything") << QByteArray("application/json, */*") << QByteArray("text/plain")
                                  << QString();
        QTest::newRow("any text") << QByteArray("text/*") << QByteArray("text/plain") << QString();
        QTest::newRow("no content type") << QByteArray("application/json") << QByteArray() << QString();
        QTest::newRow("html from a proxy")
            << table << QByteArray("text/html")
            << QStringLiteral("The server answered with text/html, which is not a Kubernetes API format");
        QTest::newRow("protobuf for json")
            << table << QByteArray("application/vnd.kubernetes.protobuf")
            << QStringLiteral(
                   "The server answered in application/vnd.kubernetes.protobuf, but Mado asked for "
                   "application/json.");
        QTest::newRow("json for protobuf")
            << QByteArray("application/vnd.kubernetes.protobuf") << QByteArray("application/json")
            << QStringLiteral("The server answered in application/json, but Mado asked for "
                              "application/vnd.kubernetes.protobuf.");
    }

    void unacceptedContentType() {
        QFETCH(QByteArray, accept);
        QFETCH(QByteArray, contentType);
        QFETCH(QString, error);
        const auto found = codecs::unacceptedContentType(accept, contentType, "<html>hello</html>");
        if (error.isEmpty()) {
            QVERIFY2(!found, qPrintable(found ? found->message : QString()));
            return;
        }
        QVERIFY(found);
        QVERIFY2(found->message.startsWith(error), qPrintable(found->message));
        // Without a body there is nothing to misread.
        QVERIFY(!codecs::unacceptedContentType(accept, contentType, QByteArray()));
    }

    void yamlAliasBombEndsInAnError() {
        QByteArray bomb = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n";
        for (int i = 1; i < 12; ++i) {
            bomb += "a" + QByteArray::number(i) + ": &a" + QByteArray::number(i) + " [";
            for (int j = 0; j < 10; ++j)
                bomb += (j ? ", *a" : "*a") + QByteArray::number(i - 1);
            bomb += "]\n";
        }
        QElapsedTimer t;
        t.start();
        auto doc = parseYaml(bomb);
        QVERIFY(!doc.ok());
        QVERIFY2(doc.error().message.contains(QLatin1String("alias")), qPrintable(doc.error().message));
        QVERIFY(t.elapsed() < 5000);
        // Small legitimate aliases still work.
        auto ok = parseYaml("base: &b {x: 1}\nuse: *b\n");
        QVERIFY(ok.ok());
        QCOMPARE((*ok)[QLatin1String("use")][QLatin1String("x")].toInteger(), 1);
    }

    void yamlFuzzFindingsStayFixed_data() {
        QTest::addColumn<QByteArray>("text");
        // yaml-cpp 0.7 loops forever on these (found by fuzz_decode_body).
        QTest::newRow("stray comma") << QByteArray(",a");
        QTest::newRow("stray comma after a document marker") << QByteArray("---\n,a");
        QTest::newRow("stray comma after a sequence") << QByteArray("- a\n,b");
        QTest::newRow("stray comma and quote") << QByteArray(",'");
    }

    void yamlFuzzFindingsStayFixed() {
        QFETCH(QByteArray, text);
        QElapsedTimer t;
        t.start();
        QVERIFY(!parseYamlDocuments(text).ok());
        QVERIFY(t.elapsed() < 2000);
    }

    void yamlLongKeysRoundTrip() {
        // Found by fuzz_yaml: implicit keys may not exceed 1024 characters.
        const QCborMap doc{{QString(1500, QLatin1Char('k')), 1}, {QStringLiteral("multi\nline"), 2}};
        auto back = parseYaml(toYaml(doc));
        QVERIFY2(back.ok(), toYaml(doc).left(200).constData());
        QCOMPARE(canonical(*back), canonical(doc));
    }

    void byteOrderMarkInAValueRoundTrips() {
        // Found by fuzz_yaml (2026-12-06): a value that began with U+FEFF
        // read back without it (QString::fromUtf8 drops a leading BOM). It is
        // kept, and written escaped: YAML allows no BOM inside a document.
        const QString bom(QChar(0xfeff));
        const QStringList values{QString(bom + QStringLiteral("\u2500\uff25")),
                                 QString(QStringLiteral("a") + bom + QStringLiteral("b")), bom,
                                 QString(QStringLiteral("line\n") + bom + QStringLiteral("\nend"))};
        for (const QString &value : values) {
            QCborMap doc;
            doc.insert(QStringLiteral("v"), value);
            doc.insert(QString(bom + QStringLiteral("k")), 1);
            const QByteArray text = toYaml(doc);
            QVERIFY2(!text.contains("\xef\xbb\xbf"), text.constData());
            auto back = parseYaml(text);
            QVERIFY2(back.ok(), text.constData());
            QCOMPARE(canonical(*back), canonical(doc));
            auto alone = parseYaml(toYaml(QCborValue(value)));
            QVERIFY(alone.ok());
            QCOMPARE(alone->toString(), value);
        }
    }

    void controlsAndYaml11LineBreaksAreWrittenEscaped() {
        // YAML 1.2 allows no C1 control and no U+FFFE/U+FFFF in a document
        // (go-yaml, so kubectl apply, refuses such a file: "control characters
        // are not allowed"), and YAML 1.1 readers such as go-yaml take U+0085,
        // U+2028 and U+2029 for line breaks. The writer put them raw into
        // plain scalars; each is now escaped in double quotes, in values and
        // keys, alone or in block candidates, and reads back the same.
        const QList<char16_t> escaped{0x80,   0x85,   0x9b,   0x9d, 0x9f, 0x2028,
                                      0x2029, 0xfffe, 0xffff, 0x7f, 0x01};
        for (const char16_t u : escaped) {
            const QString c(QChar{u});
            const QStringList values{c, QString(QStringLiteral("a") + c + QStringLiteral("b")),
                                     QString(QStringLiteral("line\n") + c + QStringLiteral("\nend")),
                                     QString(QStringLiteral("x: ") + c)};
            for (const QString &value : values) {
                QCborMap doc;
                doc.insert(QStringLiteral("v"), value);
                doc.insert(QString(QStringLiteral("k") + c), 1);
                const QByteArray text = toYaml(doc);
                QVERIFY2(!text.contains(c.toUtf8()), text.constData());
                const QString hex = QString::number(u, 16).rightJustified(u < 0x80 ? 2 : 4, QLatin1Char('0'));
                const QString escape = QLatin1String(u < 0x80 ? "\\x" : "\\u") + hex;
                QVERIFY2(text.contains(escape.toUtf8()), text.constData());
                auto back = parseYaml(text);
                QVERIFY2(back.ok(), text.constData());
                QCOMPARE(canonical(*back), canonical(doc));
            }
        }
        // Printable text around them stays as it is: Latin-1 above U+009F,
        // other scripts, and characters beyond U+FFFF (surrogate pairs).
        const QString printable = QStringLiteral("\u00e9\u00a0\u0436\u65e5\U0001F600\uFFFD");
        QCborMap doc;
        doc.insert(QStringLiteral("v"), printable);
        doc.insert(QStringLiteral("w"), QString(printable + QChar(0x85)));
        const QByteArray text = toYaml(doc);
        const QByteArray plain = QByteArray("v: ") + printable.toUtf8() + '\n';
        const QByteArray quoted = QByteArray("w: \"") + printable.toUtf8() + "\\u0085\"\n";
        QVERIFY2(text.contains(plain), text.constData());
        QVERIFY2(text.contains(quoted), text.constData());
        auto back = parseYaml(text);
        QVERIFY2(back.ok(), text.constData());
        QCOMPARE(canonical(*back), canonical(doc));
    }

    void byteOrderMarkAtTheStartOfAJsonStringIsKept() {
        // QString::fromUtf8 drops a BOM at the start of its input; in a
        // string or a key it is text (raw or escaped, one or more).
        const QString bom(QChar(0xfeff));
        auto doc =
            parseJson(QByteArray("{\"a\":\"\xef\xbb\xbfx\",\"b\":\"\\ufeff\\ufeffy\",\"\xef\xbb\xbfk\":1}"));
        QVERIFY(doc.ok());
        QCOMPARE((*doc)[QLatin1String("a")].toString(), QString(bom + QStringLiteral("x")));
        QCOMPARE((*doc)[QLatin1String("b")].toString(), QString(bom + bom + QStringLiteral("y")));
        QVERIFY(doc->toMap().contains(QString(bom + QStringLiteral("k"))));
        const QCborValue canon = canonical(*doc);
        QVERIFY(canon.toMap().contains(QString(bom + QStringLiteral("k"))));
        auto back = parseJson(toJson(*doc, JsonStyle::Compact));
        QVERIFY(back.ok());
        QCOMPARE(*back, canon);
        auto fromYaml = parseYaml(toYaml(*doc));
        QVERIFY(fromYaml.ok());
        QCOMPARE(canonical(*fromYaml), canon);
    }

    void byteOrderMarkAtTheStartOfACborOrProtobufStringIsKept() {
        // The JSON and YAML readers lost it (fuzz_yaml); the CBOR, protobuf
        // and list-row readers decoded text the same way. A BOM is text in a
        // value or key: a file kept in a ConfigMap, a column of a Table.
        const QString bom(QChar(0xfeff));
        const QString value(bom + QStringLiteral("v"));
        const QString key(bom + QStringLiteral("k"));

        // CBOR: text strings, and untagged byte strings of UTF-8 (Go's
        // strings as some encoders write them).
        const QCborMap doc{{key, value}};
        auto fromCbor = parseCbor(toCbor(doc));
        QVERIFY(fromCbor.ok());
        QCOMPARE((*fromCbor)[key].toString(), value);
        QCOMPARE(canonical(*fromCbor), canonical(doc));
        QCborMap byteKeys;
        byteKeys.insert(QCborValue(QByteArray("\xef\xbb\xbfk")), QByteArray("\xef\xbb\xbfv"));
        auto fromByteKeys = parseCbor(byteKeys.toCborValue().toCbor());
        QVERIFY(fromByteKeys.ok());
        QCOMPARE((*fromByteKeys)[key].toString(), value);
        QVERIFY2(cborDiagnostic(*parseCborRaw(toCbor(doc))).contains(QString(QStringLiteral("\"") + value)),
                 qPrintable(cborDiagnostic(*parseCborRaw(toCbor(doc)))));

        // Protobuf: the decoded object, its list rows, the field dump.
        const QCborMap list{
            {QStringLiteral("apiVersion"), QStringLiteral("v1")},
            {QStringLiteral("kind"), QStringLiteral("ConfigMapList")},
            {QStringLiteral("metadata"), QCborMap{{QStringLiteral("resourceVersion"), QStringLiteral("7")}}},
            {QStringLiteral("items"),
             QCborArray{QCborMap{
                 {QStringLiteral("metadata"), QCborMap{{QStringLiteral("name"), QStringLiteral("cm")},
                                                       {QStringLiteral("labels"), QCborMap{{key, value}}}}},
                 {QStringLiteral("data"), QCborMap{{key, value}}}}}}};
        const QByteArray pb = encodeConfigMapListForTesting(list);
        auto obj = decodeProtobufObject(pb);
        QVERIFY(obj.ok());
        QCOMPARE(canonical(obj->object), canonical(list));
        QList<ObjectRow> rows;
        QVERIFY(decodeProtobufListRows(pb, [&](ObjectRow &&r) { rows.append(std::move(r)); }).ok());
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows[0].labels.value(0), std::make_pair(key, value));
        auto tree = protobufFieldTree(obj->envelope.raw);
        QVERIFY(tree.ok());
        QVERIFY(protobufFieldTreeText(*tree).contains(QString(QStringLiteral("\"") + value)));

        // JSON list rows (simdjson), the same list.
        rows.clear();
        QVERIFY(decodeJsonListRows(toJson(list), [&](ObjectRow &&r) { rows.append(std::move(r)); }).ok());
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows[0].labels.value(0), std::make_pair(key, value));
    }

    void largeIntegralDoubleRoundTrip() {
        // Found by fuzz_json: 111111111111111111.0 is a double; written as
        // 111111111111111100 it read back as an int64 of another value.
        for (const char *text : {"{\"n\": 111111111111111111.0}", "{\"n\": -4.5e18}", "{\"n\": 1e300}"}) {
            auto doc = parseJson(QByteArray(text));
            QVERIFY(doc.ok());
            QVERIFY((*doc)[QLatin1String("n")].isDouble());
            auto back = parseJson(toJson(*doc, JsonStyle::Compact));
            QVERIFY2(back.ok(), text);
            QVERIFY2((*back)[QLatin1String("n")].isDouble(), toJson(*back, JsonStyle::Compact).constData());
            QCOMPARE(canonical(*back), canonical(*doc));
            auto fromYaml = parseYaml(toYaml(*doc));
            QVERIFY2(fromYaml.ok(), toYaml(*doc).constData());
            QCOMPARE(canonical(*fromYaml), canonical(*doc));
        }
        QCOMPARE(doubleText(2.5), QByteArray("2.5"));
        QCOMPARE(doubleText(100.0), QByteArray("100"));
    }

    void cborBytesRoundTrip() {
        // Found by fuzz_cbor: byte strings must keep tag 22 to stay bytes.
        const QCborMap doc{{QStringLiteral("data"), QByteArray("text-looking bytes")}};
        auto back = parseCbor(toCbor(doc));
        QVERIFY(back.ok());
        QVERIFY((*back)[QLatin1String("data")].isByteArray());
    }

    void cborDepthCountsContainersNotTags() {
        // Found by fuzz_cbor: a document at the depth limit decoded, but its
        // re-encoding did not, because toCbor's self-described tag counted as
        // a level. Tags are now bounded on their own.
        Limits limits;
        limits.maxDepth = 64;
        auto arrays = [](int n, const QByteArray &leaf) -> QByteArray {
            return QByteArray(n, '\x81') + leaf;
        };
        // An integer, and a byte string that is not UTF-8 (toCbor tags it 22).
        const QList<QByteArray> leaves{QByteArrayLiteral("\x01"), QByteArrayLiteral("\x42\xff\x00")};
        for (const QByteArray &leaf : leaves) {
            auto doc = parseCbor(arrays(64, leaf), limits);
            QVERIFY2(doc.ok(), qPrintable(doc.ok() ? QString() : doc.error().message));
            auto back = parseCbor(toCbor(*doc), limits);
            QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.error().message));
            QCOMPARE(back->toCbor(), doc->toCbor());
            auto deeper = parseCbor(arrays(65, leaf), limits);
            QVERIFY(!deeper.ok());
            QVERIFY2(deeper.error().message.contains(QLatin1String("64")),
                     qPrintable(deeper.error().message));
        }
        // A chain of tags is bounded too (tag 100 is 0xd8 0x64).
        QByteArray tags64, tags65;
        for (int i = 0; i < 64; ++i)
            tags64 += QByteArray("\xd8\x64");
        tags65 = tags64 + QByteArray("\xd8\x64");
        QVERIFY(parseCbor(tags64 + "\x01", limits).ok());
        QVERIFY(!parseCbor(tags65 + "\x01", limits).ok());
        // The fuzzer's input, now a seed of the cbor corpus.
        QFile finding(qEnvironmentVariable("MADO_TEST_DATA") +
                      QLatin1String("/../fuzz/seeds/cbor/roundtrip-depth.cbor"));
        QVERIFY2(finding.open(QIODevice::ReadOnly), qPrintable(finding.fileName()));
        auto doc = parseCbor(finding.readAll(), limits);
        QVERIFY2(doc.ok(), qPrintable(doc.ok() ? QString() : doc.error().message));
        auto back = parseCbor(toCbor(*doc), limits);
        QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.error().message));
        QCOMPARE(canonical(*back), canonical(*doc));
    }

    void yamlDepthIsCapped() {
        Limits limits;
        limits.maxDepth = 30;
        auto doc = parseYaml(nested(60, '[', ']'), limits);
        QVERIFY(!doc.ok());
        auto deep = parseYaml(nested(5000, '[', ']'));
        QVERIFY(!deep.ok());
    }

    void cborSelfDescribedAndByteStrings() {
        const QByteArray bytes = toCbor(sampleObject());
        QCOMPARE(bytes.left(3), QByteArray("\xd9\xd9\xf7"));
        auto back = parseCbor(bytes);
        QVERIFY(back.ok());
        QCOMPARE(canonical(*back), canonical(sampleObject()));
        // Kubernetes' style: strings as byte strings, []byte under tag 22.
        const QCborValue k8s(
            QCborTag(55799),
            QCborMap{{QByteArray("name"), QByteArray("x")},
                     {QByteArray("blob"), QCborValue(QCborTag(22), QByteArray("\xff\x00", 2))}});
        auto decoded = parseCbor(k8s.toCbor());
        QVERIFY(decoded.ok());
        QCOMPARE((*decoded)[QLatin1String("name")].toString(), QStringLiteral("x"));
        QCOMPARE(toJson(*decoded, JsonStyle::Compact), QByteArray("{\"name\":\"x\",\"blob\":\"/wA=\"}"));
        const QString diag = cborDiagnostic(k8s);
        QVERIFY2(diag.startsWith(QLatin1String("55799({")), qPrintable(diag));
        QVERIFY2(diag.contains(QLatin1String("'name': 'x'")), qPrintable(diag));
        QVERIFY2(diag.contains(QLatin1String("22(h'ff00')")), qPrintable(diag));
    }

    void cborHostile_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("truncated") << toCbor(sampleObject()).chopped(3) << QStringLiteral("truncated");
        QTest::newRow("trailing") << toCbor(QCborValue(1)) + QByteArray("\x01")
                                  << QStringLiteral("unexpected bytes");
        QTest::newRow("huge array") << QByteArray("\x9b\x7f\xff\xff\xff\xff\xff\xff\xff", 9)
                                    << QStringLiteral("limit");
        QTest::newRow("huge string") << QByteArray("\x5b\x00\xff\xff\xff\xff\xff\xff\xff", 9)
                                     << QStringLiteral("limit");
        QTest::newRow("deep") << QByteArray(5000, '\x81') + QByteArray("\x01") << QStringLiteral("deeper");
        QTest::newRow("stray break") << QByteArray("\xff") << QStringLiteral("break");
        QTest::newRow("reserved") << QByteArray("\x1c") << QStringLiteral("reserved");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("empty");
    }

    void cborHostile() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, fragment);
        auto doc = parseCbor(bytes);
        QVERIFY(!doc.ok());
        QVERIFY2(doc.error().message.contains(fragment), qPrintable(doc.error().message));
    }

    void gzipIsTransparentAndBounded() {
        const QByteArray json = toJson(sampleObject());
        const QByteArray gz = gzip(json);
        QVERIFY(isGzip(gz));
        auto decoded = decodeBody(gz, "application/json");
        QVERIFY(decoded.ok());
        QVERIFY(decoded->wasGzipped);
        QCOMPARE(canonical(decoded->document), canonical(sampleObject()));
        auto cut = gunzip(gz.left(gz.size() / 2));
        QVERIFY(!cut.ok());
        QVERIFY2(cut.error().message.contains(QLatin1String("truncated")), qPrintable(cut.error().message));
        // A bomb: 64 MiB of zeros compress to ~64 KiB; the cap stops it.
        const QByteArray bomb = gzip(QByteArray(64 << 20, '\0'), 9);
        Limits limits;
        limits.maxDecompressedBytes = 1 << 20;
        auto capped = gunzip(bomb, limits);
        QVERIFY(!capped.ok());
        QVERIFY2(capped.error().message.contains(QLatin1String("1048576")),
                 qPrintable(capped.error().message));
    }

    void contentTypeMismatchesAreClear() {
        const QByteArray pb =
            encodeConfigMapListForTesting(QCborMap{{QStringLiteral("items"), QCborArray{}}});
        auto wrong = decodeBody(pb, "application/json");
        QVERIFY(!wrong.ok());
        QVERIFY2(wrong.error().message.contains(QLatin1String("protobuf")),
                 qPrintable(wrong.error().message));
        auto html = decodeBody("<html><body>Bad gateway</body></html>", "text/html; charset=utf-8");
        QVERIFY(!html.ok());
        QVERIFY2(html.error().message.contains(QLatin1String("text/html")), qPrintable(html.error().message));
        QVERIFY2(html.error().message.contains(QLatin1String("Bad gateway")),
                 qPrintable(html.error().message));
        auto jsonAsPb = decodeBody("{\"kind\":\"Status\"}", "application/vnd.kubernetes.protobuf");
        QVERIFY(!jsonAsPb.ok());
        QVERIFY2(jsonAsPb.error().message.contains(QLatin1String("JSON")),
                 qPrintable(jsonAsPb.error().message));
        // An empty content type sniffs.
        auto sniffed = decodeBody(pb, QByteArray());
        QVERIFY(sniffed.ok());
        QCOMPARE(sniffed->format, WireFormat::Protobuf);
    }

    void protobufEnvelopeErrors_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("fragment");
        const QByteArray good = encodeConfigMapListForTesting(
            QCborMap{{QStringLiteral("items"),
                      QCborArray{QCborMap{
                          {QStringLiteral("data"), QCborMap{{QStringLiteral("k"), QStringLiteral("v")}}}}}}});
        QTest::newRow("short") << QByteArray("k8") << QStringLiteral("truncated");
        QTest::newRow("wrong magic") << QByteArray("k9s\0\x0a\x00", 6) << QStringLiteral("6b 39 73 00");
        QTest::newRow("truncated") << good.chopped(2) << QStringLiteral("truncated");
        QTest::newRow("length past end")
            << QByteArray("k8s\0\x12\xff\xff\x03", 8) << QStringLiteral("truncated");
        QTest::newRow("bad varint") << QByteArray("k8s\0\x08\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff", 15)
                                    << QStringLiteral("malformed");
        QTest::newRow("encoding") << QByteArray("k8s\0\x12\x00\x1a\x04gzip", 12) << QStringLiteral("gzip");
    }

    void protobufEnvelopeErrors() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, fragment);
        auto env = decodeProtobufObject(bytes);
        QVERIFY(!env.ok());
        QVERIFY2(env.error().message.contains(fragment), qPrintable(env.error().message));
    }

    // Protobuf merges a message field sent twice (the last scalar counts,
    // repeated fields add up, a map key seen again replaces its value). A
    // list row shows what the item's own decode shows.
    void protobufRowsMergeRepeatedMetadataAsTheObjectDoes() {
        const auto varint = [](quint64 v) -> QByteArray {
            QByteArray out;
            for (; v >= 0x80; v >>= 7)
                out.append(char(v | 0x80));
            return out.append(char(v));
        };
        const auto bytesField = [&](int field, const QByteArray &b) -> QByteArray {
            return varint(quint64(field) << 3 | 2) + varint(quint64(b.size())) + b;
        };
        const auto varintField = [&](int field, quint64 v) -> QByteArray {
            return varint(quint64(field) << 3) + varint(v);
        };
        const auto entry = [&](int field, const QByteArray &k, const QByteArray &v) -> QByteArray {
            return bytesField(field, bytesField(1, k) + bytesField(2, v));
        };
        const auto owner = [&](const QByteArray &kind, const QByteArray &name,
                               bool controller) -> QByteArray {
            QByteArray o = kind.isNull() ? QByteArray() : bytesField(1, kind);
            return bytesField(13, o + bytesField(3, name) + varintField(6, controller));
        };
        const QByteArray first = bytesField(1, "first") + entry(11, "a", "1") + entry(11, "b", "2") +
                                 bytesField(8, varintField(1, 100)) + owner("ReplicaSet", "rs", true) +
                                 entry(12, "x", "1");
        const QByteArray last = bytesField(1, "last") + entry(11, "a", "3") + entry(12, "x", "2") +
                                entry(12, "y", "3") + bytesField(8, varintField(2, 5)) +
                                owner("Job", "j", true) + owner(QByteArray(), "no-kind", false) +
                                bytesField(14, "f");
        const QByteArray item = bytesField(1, first) + bytesField(1, last);
        const QByteArray list = bytesField(1, bytesField(2, "9")) + bytesField(2, item);
        const QByteArray body = QByteArray("k8s\0", 4) +
                                bytesField(1, bytesField(1, "v1") + bytesField(2, "WidgetList")) +
                                bytesField(2, list);
        QList<ObjectRow> rows;
        const auto info = decodeProtobufListRows(
            body, [&](ObjectRow &&r) { rows.append(std::move(r)); }, {}, true);
        QVERIFY2(info.ok(), qPrintable(info.ok() ? QString() : info.error().message));
        QCOMPARE(info->resourceVersion, QStringLiteral("9"));
        QCOMPARE(rows.size(), 1);
        const ObjectRow &row = rows[0];
        QCOMPARE(row.name, QStringLiteral("last"));
        const QList<std::pair<QString, QString>> labels{{QStringLiteral("a"), QStringLiteral("3")},
                                                        {QStringLiteral("b"), QStringLiteral("2")}};
        QCOMPARE(row.labels, labels);
        QCOMPARE(row.annotations, 2);
        QCOMPARE(row.created, qint64(100)); // the second Time sets only nanos
        QCOMPARE(row.owner, QStringLiteral("ReplicaSet/rs"));
        QCOMPARE(row.finalizers, QStringList{QStringLiteral("f")});
        // The item's own decode (of an unknown kind: its metadata) agrees.
        const auto object = decodeProtobufMessage(QStringLiteral("v1"), QStringLiteral("Widget"), row.raw);
        QVERIFY(object.ok());
        QCOMPARE(object->metadata.toMap().value(QLatin1String("name")).toString(), QStringLiteral("last"));
        QCOMPARE(codecs::testing::rowDisagreement(row, object->object.toMap(), false), QString());
    }

    void protobufRowKeysThatReadAsTheSameTextAreOneKey() {
        // Protobuf strings need not be UTF-8; the item's decode turns each
        // stray byte into U+FFFD and keys its maps by that text, so these
        // three label keys are one there, and so are the two annotation keys.
        // Go writes map keys in byte order, so the greatest key's value
        // counts (a\xff: 3), wherever it stands on the wire.
        const auto field = pbField;
        const auto entry = [&](int number, const QByteArray &k, const QByteArray &v) -> QByteArray {
            return field(number, field(1, k) + field(2, v));
        };
        const QByteArray meta = field(1, "w") + entry(11, "b", "4") + entry(11, "a\xff", "3") +
                                entry(11, "a\xc0", "1") + entry(11, "a\xef\xbf\xbd", "2") +
                                entry(12, "x\x80", "1") + entry(12, "x\xfe", "2");
        QList<ObjectRow> rows;
        const auto info = decodeProtobufListRows(
            widgetListOf(meta), [&](ObjectRow &&r) { rows.append(std::move(r)); }, {}, true);
        QVERIFY2(info.ok(), qPrintable(info.ok() ? QString() : info.error().message));
        QCOMPARE(rows.size(), 1);
        const QList<std::pair<QString, QString>> labels{{QStringLiteral("a\ufffd"), QStringLiteral("3")},
                                                        {QStringLiteral("b"), QStringLiteral("4")}};
        QCOMPARE(rows[0].labels, labels);
        QCOMPARE(rows[0].annotations, 1);
        for (int run = 0; run < 8; ++run) { // libprotobuf's map order changes from run to run
            const auto object =
                decodeProtobufMessage(QStringLiteral("v1"), QStringLiteral("Widget"), rows[0].raw);
            QVERIFY(object.ok());
            const QCborMap objectLabels = object->metadata.toMap().value(QLatin1String("labels")).toMap();
            QCOMPARE(objectLabels.size(), 2);
            QCOMPARE(objectLabels.value(QStringLiteral("a\ufffd")).toString(), QStringLiteral("3"));
            QCOMPARE(codecs::testing::rowDisagreement(rows[0], object->object.toMap(), false), QString());
        }
    }

    // A label entry without its value (or key) is an empty one, as in the
    // item's own decode. fuzz_protobuf found the interner hashing the
    // missing value's empty view with memcpy from a null pointer (UBSan).
    void protobufRowLabelWithoutValueIsEmpty() {
        const QByteArray meta = pbField(1, "w") + pbField(11, pbField(1, "k")) + pbField(11, pbField(2, "v"));
        QList<ObjectRow> rows;
        const auto info = decodeProtobufListRows(
            widgetListOf(meta), [&](ObjectRow &&r) { rows.append(std::move(r)); }, {}, true);
        QVERIFY(info.ok());
        QCOMPARE(rows.size(), 1);
        const QList<std::pair<QString, QString>> labels{{QStringLiteral("k"), QString()},
                                                        {QString(), QStringLiteral("v")}};
        QCOMPARE(rows[0].labels, labels);
        const auto object =
            decodeProtobufMessage(QStringLiteral("v1"), QStringLiteral("Widget"), rows[0].raw);
        QVERIFY(object.ok());
        QCOMPARE(codecs::testing::rowDisagreement(rows[0], object->object.toMap(), false), QString());
    }

    // libprotobuf hands a map's entries over in hash order, seeded anew for
    // every map; the decode writes them in byte order, as Go's JSON does, so
    // the protobuf view of an object shows its keys as the JSON view does.
    void protobufMapsComeInKeyOrder() {
        QCborMap data;
        QStringList keys;
        for (char c = 'l'; c >= 'a'; --c) {
            keys.prepend(QString(QLatin1Char(c)));
            data.insert(keys.first(), QStringLiteral("v"));
        }
        keys.prepend(QStringLiteral("Z")); // upper case sorts first in byte order
        data.insert(QStringLiteral("Z"), QStringLiteral("v"));
        const QCborMap list{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                            {QStringLiteral("kind"), QStringLiteral("ConfigMapList")},
                            {QStringLiteral("items"),
                             QCborArray{QCborMap{{QStringLiteral("metadata"),
                                                  QCborMap{{QStringLiteral("name"), QStringLiteral("c")}}},
                                                 {QStringLiteral("data"), data}}}}};
        for (int run = 0; run < 8; ++run) {
            const auto obj = decodeProtobufObject(encodeConfigMapListForTesting(list));
            QVERIFY(obj.ok());
            QStringList seen;
            const QCborMap decoded = obj->object[QLatin1String("items")][0][QLatin1String("data")].toMap();
            for (auto it = decoded.constBegin(); it != decoded.constEnd(); ++it)
                seen.append(it.key().toString());
            QCOMPARE(seen, keys);
        }
    }

    void protobufRoundTripOfAConfigMapList() {
        QCborArray items;
        for (int i = 0; i < 3; ++i) {
            items.append(QCborMap{
                {QStringLiteral("metadata"),
                 QCborMap{{QStringLiteral("name"), QStringLiteral("cm-%1").arg(i)},
                          {QStringLiteral("namespace"), QStringLiteral("ns")},
                          {QStringLiteral("creationTimestamp"), QStringLiteral("2024-02-29T23:59:59Z")},
                          {QStringLiteral("labels"), QCborMap{{QStringLiteral("i"), QString::number(i)}}}}},
                {QStringLiteral("data"), QCborMap{{QStringLiteral("k"), QStringLiteral("v")}}}});
        }
        const QCborMap list{
            {QStringLiteral("apiVersion"), QStringLiteral("v1")},
            {QStringLiteral("kind"), QStringLiteral("ConfigMapList")},
            {QStringLiteral("metadata"), QCborMap{{QStringLiteral("resourceVersion"), QStringLiteral("7")}}},
            {QStringLiteral("items"), items}};
        const QByteArray pb = encodeConfigMapListForTesting(list);
        auto obj = decodeProtobufObject(pb);
        QVERIFY2(obj.ok(), qPrintable(obj.ok() ? QString() : obj.error().message));
        QVERIFY(obj->complete);
        QCOMPARE(canonical(obj->object), canonical(list));
        QList<ObjectRow> rows;
        auto info = decodeProtobufListRows(pb, [&](ObjectRow &&r) { rows.append(std::move(r)); });
        QVERIFY(info.ok());
        QCOMPARE(info->resourceVersion, QStringLiteral("7"));
        QCOMPARE(rows.size(), 3);
        QCOMPARE(rows[2].name, QStringLiteral("cm-2"));
        QCOMPARE(rows[2].created, qint64(1709251199));
        QCOMPARE(formatRfc3339Seconds(rows[2].created), QStringLiteral("2024-02-29T23:59:59Z"));
        QCOMPARE(rows[2].labels.value(0).second, QStringLiteral("2"));
        auto tree = protobufFieldTree(obj->envelope.raw);
        QVERIFY(tree.ok());
        const QString text = protobufFieldTreeText(*tree);
        QVERIFY2(text.contains(QLatin1String("1: \"cm-0\"")), qPrintable(text));
    }

    void rfc3339_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("seconds");
        QTest::newRow("epoch") << QStringLiteral("1970-01-01T00:00:00Z") << qint64(0);
        QTest::newRow("fraction") << QStringLiteral("2026-12-02T12:50:34.123456Z") << qint64(1796215834);
        QTest::newRow("offset") << QStringLiteral("2026-12-02T14:50:34+02:00") << qint64(1796215834);
        QTest::newRow("garbage") << QStringLiteral("yesterday") << std::numeric_limits<qint64>::min();
    }

    void rfc3339() {
        QFETCH(QString, text);
        QFETCH(qint64, seconds);
        const QByteArray u = text.toUtf8();
        QCOMPARE(parseRfc3339Seconds(std::string_view(u.constData(), size_t(u.size()))), seconds);
    }

    void negotiation() {
        QCOMPARE(acceptHeader(WireFormat::Protobuf),
                 QByteArray("application/vnd.kubernetes.protobuf, application/json"));
        QCOMPARE(acceptHeader(WireFormat::Protobuf, ApiOrigin::CustomResource),
                 QByteArray("application/json"));
        QCOMPARE(acceptHeader(WireFormat::Cbor, ApiOrigin::CustomResource),
                 QByteArray("application/cbor, application/json"));
        QCOMPARE(acceptHeader(WireFormat::Json), QByteArray("application/json"));
        QVERIFY(!servedFormats(ApiOrigin::CustomResource).testFlag(FormatFlag::Protobuf));
        QCOMPARE(wireFormatOf("application/vnd.kubernetes.protobuf;stream=watch"), WireFormat::Protobuf);
        QCOMPARE(wireFormatOf("application/cbor-seq"), WireFormat::Cbor);
        QCOMPARE(wireFormatOf("Application/JSON; charset=utf-8"), WireFormat::Json);
        QVERIFY(!wireFormatOf("text/html").has_value());
        QCOMPARE(watchMediaType(WireFormat::Cbor).value(), QByteArray("application/cbor-seq"));
        QVERIFY(!watchMediaType(WireFormat::Yaml).has_value());
        const QString msg =
            notAcceptableMessage("application/vnd.kubernetes.protobuf", QStringLiteral("only json"));
        QVERIFY(msg.contains(QLatin1String("application/vnd.kubernetes.protobuf")));
        QVERIFY(msg.contains(QLatin1String("only json")));
    }

    void jsonWatchFramingHandlesAnySplit() {
        QByteArray stream;
        for (int i = 0; i < 5; ++i) {
            stream += "{\"type\":\"ADDED\",\"object\":{\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"n" +
                      QByteArray::number(i) + "\",\"note\":\"} { \\\" ]\"}}}" + "\n";
        }
        for (int chunk : {1, 7, 64, 100000}) {
            WatchFramer framer(WireFormat::Json);
            QList<WatchEvent> all;
            for (qsizetype at = 0; at < stream.size(); at += chunk) {
                auto ev = framer.feed(stream.mid(at, chunk));
                QVERIFY(ev.ok());
                all += *ev;
            }
            QVERIFY(framer.finish().ok());
            QCOMPARE(all.size(), 5);
            QCOMPARE(all[4].object[QLatin1String("metadata")][QLatin1String("name")].toString(),
                     QStringLiteral("n4"));
            QCOMPARE(all[0].object[QLatin1String("metadata")][QLatin1String("note")].toString(),
                     QStringLiteral("} { \" ]"));
        }
        WatchFramer cut(WireFormat::Json);
        QVERIFY(cut.feed(stream.left(30)).ok());
        QVERIFY(!cut.finish().ok());
        WatchFramer junk(WireFormat::Json);
        QVERIFY(!junk.feed("<html>").ok());
        QVERIFY(!junk.feed("{}").ok()); // stays failed
    }

    void cborScanResumesWhereItStopped() {
        // One item with every kind of head: 1-, 2- and 4-byte lengths, tags,
        // an indefinite-length map and text string, a float.
        QByteArray item("\xd9\xd9\xf7" // tag 55799
                        "\xbf"         // indefinite map
                        "\x64type\x65"
                        "ADDED"
                        "\x66object\xa3" // map of 3
                        "\x64long\x79\x01\x2c" +
                        QByteArray(300, 'x') +
                        "\x65"
                        "chunk\x7f\x62"
                        "ab\x61"
                        "c\xff" // "ab" "c" in chunks
                        "\x65"
                        "float\xfb\x40\x09\x21\xfb\x54\x44\x2d\x18"
                        "\xff");
        auto whole = cborItemLength(item.constData(), item.size());
        QVERIFY(whole.ok());
        QCOMPARE(*whole, item.size());
        // Fed one byte more each time, the resumed scan needs more until the
        // last byte and then agrees with the scan of the whole.
        CborItemScanner scanner;
        for (qsizetype n = 1; n <= item.size(); ++n) {
            auto len = scanner.scan(item.constData(), n);
            QVERIFY(len.ok());
            QCOMPARE(*len, n == item.size() ? item.size() : qsizetype(0));
        }
        // A bad byte after a good prefix fails the resumed scan as it fails
        // the whole one, naming the same byte.
        QByteArray bad = item.left(9) + QByteArray("\x1c"); // after the key "type"
        CborItemScanner resumed;
        QVERIFY(resumed.scan(bad.constData(), 9).ok());
        auto err = resumed.scan(bad.constData(), bad.size());
        auto fresh = cborItemLength(bad.constData(), bad.size());
        QVERIFY(!err.ok() && !fresh.ok());
        QCOMPARE(err.error().message, fresh.error().message);

        // The watch framer, fed the sequence in pieces of any size, frames
        // the same events.
        const QByteArray event2 = toCbor(QCborMap{{QStringLiteral("type"), QStringLiteral("BOOKMARK")},
                                                  {QStringLiteral("object"), sampleObject()}});
        const QByteArray stream = item + event2 + item;
        for (int chunk : {1, 2, 3, 7, 64, 100000}) {
            WatchFramer framer(WireFormat::Cbor);
            QList<WatchEvent> all;
            for (qsizetype at = 0; at < stream.size(); at += chunk) {
                auto ev = framer.feed(stream.mid(at, chunk));
                QVERIFY(ev.ok());
                all += *ev;
            }
            QVERIFY(framer.finish().ok());
            QCOMPARE(all.size(), 3);
            QCOMPARE(all[0].type, QStringLiteral("ADDED"));
            QCOMPARE(all[0].bytes, item.size());
            QCOMPARE(all[0].object[QLatin1String("long")].toString(), QString(300, QLatin1Char('x')));
            QCOMPARE(all[0].object[QLatin1String("chunk")].toString(), QStringLiteral("abc"));
            QCOMPARE(all[1].type, QStringLiteral("BOOKMARK"));
            QCOMPARE(canonical(all[1].object), canonical(sampleObject()));
            QCOMPARE(canonical(all[2].object), canonical(all[0].object));
        }
    }

    void protobufWatchFrameTooLargeIsRefused() {
        Limits limits;
        limits.maxInputBytes = 1 << 20;
        WatchFramer framer(WireFormat::Protobuf, limits);
        auto ev = framer.feed(QByteArray("\x7f\xff\xff\xff", 4));
        QVERIFY(!ev.ok());
        QVERIFY2(ev.error().message.contains(QLatin1String("limit")), qPrintable(ev.error().message));
    }
};

QTEST_GUILESS_MAIN(TestCodecs)
#include "tst_codecs.moc"
