// Unit: bytes recorded from a real kube-apiserver v1.37.2 (tests/data/codecs,
// see record.sh there) decode to the same JSON in every wire format.
#include "codecs/cbor.h"
#include "codecs/decode.h"
#include "codecs/json.h"
#include "codecs/listrows.h"
#include "codecs/protobuf.h"
#include "codecs/watchframing.h"

#include <QCborArray>
#include <QCborMap>
#include <QFile>
#include <QTest>

using namespace codecs;

namespace {

QByteArray readData(const QString &name) {
    QFile f(qEnvironmentVariable("MADO_TEST_DATA") + QLatin1String("/codecs/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    return f.readAll();
}

QByteArray contentType(const QString &name) {
    return readData(name + QLatin1String(".ct")).trimmed();
}

QCborValue decodeFile(const QString &name, bool *complete = nullptr) {
    auto d = decodeBody(readData(name), contentType(name));
    if (!d.ok())
        qFatal("%s: %s", qPrintable(name), qPrintable(d.error().message));
    if (complete)
        *complete = d->complete;
    QCborValue doc = canonical(d->document);
    // Pages of one list fetched one after another differ only in the list's
    // resourceVersion (and the continue token that embeds it).
    if (doc.isMap() && doc.toMap().contains(QLatin1String("items"))) {
        QCborMap m = doc.toMap();
        QCborMap meta = m.value(QLatin1String("metadata")).toMap();
        meta.remove(QLatin1String("resourceVersion"));
        meta.remove(QLatin1String("continue"));
        m.insert(QStringLiteral("metadata"), meta);
        doc = m;
    }
    return doc;
}

QString diffHint(const QCborValue &a, const QCborValue &b) {
    return QString::fromUtf8(toJson(a, JsonStyle::Compact).left(600)) + QLatin1String("\n  vs\n") +
           QString::fromUtf8(toJson(b, JsonStyle::Compact).left(600));
}

} // namespace

class TestCodecsReplay final : public QObject {
    Q_OBJECT

private slots:
    // The early read of a page's continue token (the reader asks for the next
    // page with it while this one decodes) agrees with the full decode, as
    // the server wrote the bodies, compact and indented.
    void peekedContinueEqualsTheDecodedOne_data() {
        QTest::addColumn<QString>("file");
        QTest::newRow("Table") << QStringLiteral("table.json");
        QTest::newRow("ConfigMapList") << QStringLiteral("configmaplist.json");
        QTest::newRow("PartialObjectMetadataList") << QStringLiteral("metalist.json");
    }

    void peekedContinueEqualsTheDecodedOne() {
        QFETCH(QString, file);
        const QByteArray body = readData(file);
        QString decoded;
        if (file == QLatin1String("table.json")) {
            auto info = decodeJsonTableRows(body, [](TableRow &&) {});
            QVERIFY(info.ok());
            decoded = info->continueToken;
        } else {
            auto info = decodeJsonListRows(body, [](ObjectRow &&) {});
            QVERIFY(info.ok());
            decoded = info->continueToken;
        }
        QVERIFY(!decoded.isEmpty()); // recorded as the first page of a longer list
        QCOMPARE(peekJsonContinue(body).value_or(QStringLiteral("(unknown)")), decoded);
        auto doc = parseJson(body);
        QVERIFY(doc.ok());
        QCOMPARE(peekJsonContinue(toJson(*doc, JsonStyle::Compact)).value_or(QStringLiteral("(unknown)")),
                 decoded);
    }

    void everyFormatDecodesToTheSameJson_data() {
        QTest::addColumn<QString>("object");
        QTest::addColumn<QStringList>("formats");
        const QStringList all{QStringLiteral("yaml"), QStringLiteral("cbor"), QStringLiteral("pb")};
        QTest::newRow("ConfigMap") << QStringLiteral("configmap") << all;
        QTest::newRow("Secret") << QStringLiteral("secret") << all;
        QTest::newRow("ConfigMapList page") << QStringLiteral("configmaplist") << all;
        QTest::newRow("PartialObjectMetadataList") << QStringLiteral("metalist") << all;
        QTest::newRow("Status 404") << QStringLiteral("status404") << all;
        QTest::newRow("Pod (no protobuf schema)")
            << QStringLiteral("pod") << QStringList{QStringLiteral("yaml"), QStringLiteral("cbor")};
        QTest::newRow("custom resource")
            << QStringLiteral("widget") << QStringList{QStringLiteral("yaml"), QStringLiteral("cbor")};
    }

    void everyFormatDecodesToTheSameJson() {
        QFETCH(QString, object);
        QFETCH(QStringList, formats);
        const QCborValue json = decodeFile(object + QLatin1String(".json"));
        QVERIFY(json.isMap());
        for (const QString &f : formats) {
            bool complete = false;
            const QCborValue other = decodeFile(object + QLatin1Char('.') + f, &complete);
            QVERIFY(complete);
            QVERIFY2(other == json, qPrintable(f + QLatin1String(": ") + diffHint(other, json)));
        }
    }

    void int64StaysExactAcrossFormats() {
        for (const char *f : {"widget.json", "widget.yaml", "widget.cbor"}) {
            const QCborValue w = decodeFile(QString::fromLatin1(f));
            QCOMPARE(w[QLatin1String("spec")][QLatin1String("big")].toInteger(), qint64(9007199254740993));
            QCOMPARE(w[QLatin1String("spec")][QLatin1String("ratio")].toDouble(), 0.25);
        }
    }

    void protobufOfAKindWithoutSchemaKeepsMetadataAndDumpsFields() {
        bool complete = true;
        const QCborValue pod = decodeFile(QStringLiteral("pod.pb"), &complete);
        QVERIFY(!complete);
        const QCborValue json = decodeFile(QStringLiteral("pod.json"));
        QCOMPARE(pod[QLatin1String("kind")], json[QLatin1String("kind")]);
        QCOMPARE(pod[QLatin1String("apiVersion")], json[QLatin1String("apiVersion")]);
        QVERIFY2(pod[QLatin1String("metadata")] == json[QLatin1String("metadata")],
                 qPrintable(diffHint(pod[QLatin1String("metadata")], json[QLatin1String("metadata")])));
        auto obj = decodeProtobufObject(readData(QStringLiteral("pod.pb")));
        QVERIFY(obj.ok());
        QCOMPARE(obj->envelope.kind, QStringLiteral("Pod"));
        auto tree = protobufFieldTree(obj->envelope.raw);
        QVERIFY(tree.ok());
        const QString text = protobufFieldTreeText(*tree);
        QVERIFY2(text.contains(QLatin1String("\"registry.example/web:1.2.3\"")), qPrintable(text.left(2000)));
        QVERIFY2(text.contains(QLatin1String("\"rec-pod\"")), qPrintable(text.left(2000)));
    }

    void notAcceptableAnswersDecode_data() {
        QTest::addColumn<QString>("file");
        QTest::newRow("custom resource asked in protobuf (Status in protobuf)")
            << QStringLiteral("widget.pb");
        QTest::newRow("Table asked in protobuf (Status in JSON)") << QStringLiteral("table.pb");
        QTest::newRow("Table asked in CBOR") << QStringLiteral("table.cbor");
        QTest::newRow("watch asked in YAML") << QStringLiteral("watch.yaml");
    }

    void notAcceptableAnswersDecode() {
        QFETCH(QString, file);
        const QCborValue status = decodeFile(file);
        QCOMPARE(status[QLatin1String("kind")].toString(), QStringLiteral("Status"));
        QCOMPARE(status[QLatin1String("code")].toInteger(), 406);
        QCOMPARE(status[QLatin1String("reason")].toString(), QStringLiteral("NotAcceptable"));
        QVERIFY(status[QLatin1String("message")].toString().contains(QLatin1String("application/json")));
    }

    void fallbackAcceptServesJsonForACustomResource() {
        QCOMPARE(contentType(QStringLiteral("widget-fallback.json")), QByteArray("application/json"));
        QCOMPARE(decodeFile(QStringLiteral("widget-fallback.json"))[QLatin1String("kind")].toString(),
                 QStringLiteral("Widget"));
        QCOMPARE(decodeFile(QStringLiteral("widget-v2.json"))[QLatin1String("apiVersion")].toString(),
                 QStringLiteral("rec.mado.example/v2"));
    }

    void listRowsAgreeBetweenJsonAndProtobuf() {
        QList<ObjectRow> fromJson, fromPb;
        auto ji = decodeJsonListRows(
            readData(QStringLiteral("configmaplist.json")),
            [&](ObjectRow &&r) { fromJson.append(std::move(r)); }, {}, true);
        auto pi = decodeProtobufListRows(
            readData(QStringLiteral("configmaplist.pb")), [&](ObjectRow &&r) { fromPb.append(std::move(r)); },
            {}, true);
        QVERIFY(ji.ok());
        QVERIFY(pi.ok());
        QCOMPARE(ji->kind, QStringLiteral("ConfigMapList"));
        QCOMPARE(pi->kind, QStringLiteral("ConfigMapList"));
        QCOMPARE(ji->items, 20);
        QCOMPARE(pi->items, 20);
        QVERIFY(!ji->resourceVersion.isEmpty());
        QVERIFY(!pi->resourceVersion.isEmpty());
        QVERIFY(!ji->continueToken.isEmpty());
        QVERIFY(!pi->continueToken.isEmpty());
        QCOMPARE(ji->remainingItemCount, pi->remainingItemCount);
        QVERIFY(ji->remainingItemCount > 0);
        for (qsizetype i = 0; i < fromJson.size(); ++i) {
            QCOMPARE(fromJson[i].name, fromPb[i].name);
            QCOMPARE(fromJson[i].ns, QStringLiteral("default"));
            QCOMPARE(fromJson[i].uid, fromPb[i].uid);
            QCOMPARE(fromJson[i].resourceVersion, fromPb[i].resourceVersion);
            QCOMPARE(fromJson[i].created, fromPb[i].created);
            QVERIFY(fromJson[i].created > 1700000000);
            QCOMPARE(fromJson[i].labels, fromPb[i].labels);
            // Each row's raw bytes decode to the item itself, in both formats.
            auto item = parseJson(fromJson[i].raw);
            QVERIFY(item.ok());
            auto pbItem =
                decodeProtobufMessage(QStringLiteral("v1"), QStringLiteral("ConfigMap"), fromPb[i].raw);
            QVERIFY(pbItem.ok());
            QCOMPARE(canonical((*item)[QLatin1String("data")]),
                     canonical(pbItem->object[QLatin1String("data")]));
        }
        QCOMPARE(fromJson.first().name, QStringLiteral("kube-root-ca.crt"));
    }

    void gzipResponseDecodes() {
        const QByteArray gz = readData(QStringLiteral("configmaplist-gz.json.gz"));
        auto d = decodeBody(gz, "application/json");
        QVERIFY(d.ok());
        QVERIFY(d->wasGzipped);
        QCOMPARE(d->document[QLatin1String("items")].toArray().size(), 151); // 150 + kube-root-ca.crt
        auto cut = decodeBody(gz.left(gz.size() - 100), "application/json");
        QVERIFY(!cut.ok());
    }

    void watchStreamsAgree_data() {
        QTest::addColumn<int>("chunk");
        QTest::newRow("1 byte") << 1;
        QTest::newRow("333 bytes") << 333;
        QTest::newRow("whole body") << (1 << 24);
    }

    void watchStreamsAgree() {
        QFETCH(int, chunk);
        QList<QList<WatchEvent>> streams;
        for (const auto &[file, format] :
             {std::pair{"watch.json", WireFormat::Json}, std::pair{"watch.pb", WireFormat::Protobuf},
              std::pair{"watch.cbor", WireFormat::Cbor}}) {
            const QByteArray bytes = readData(QString::fromLatin1(file));
            QCOMPARE(wireFormatOf(contentType(QString::fromLatin1(file))), format);
            WatchFramer framer(format);
            QList<WatchEvent> events;
            for (qsizetype at = 0; at < bytes.size(); at += chunk) {
                auto ev = framer.feed(bytes.mid(at, chunk));
                QVERIFY2(ev.ok(), qPrintable(ev.ok() ? QString() : ev.error().message));
                events += *ev;
            }
            QVERIFY(framer.finish().ok());
            streams.append(events);
        }
        QVERIFY(streams[0].size() >= 40);
        for (int s = 1; s < 3; ++s) {
            QCOMPARE(streams[s].size(), streams[0].size());
            for (qsizetype i = 0; i < streams[0].size(); ++i) {
                QCOMPARE(streams[s][i].type, streams[0][i].type);
                QVERIFY(streams[s][i].complete);
                QVERIFY2(
                    canonical(streams[s][i].object) == canonical(streams[0][i].object),
                    qPrintable(diffHint(canonical(streams[s][i].object), canonical(streams[0][i].object))));
            }
        }
        QCOMPARE(streams[0].first().type, QStringLiteral("ADDED"));
    }

    void truncatedWatchStreamsSayHowMuchIsLeft() {
        const QByteArray pb = readData(QStringLiteral("watch.pb"));
        WatchFramer framer(WireFormat::Protobuf);
        auto ev = framer.feed(pb.left(pb.size() - 10));
        QVERIFY(ev.ok());
        auto end = framer.finish();
        QVERIFY(!end.ok());
        QVERIFY2(end.error().message.contains(QLatin1String("middle")), qPrintable(end.error().message));
    }

    void everyPrefixOfARecordedBodyFailsCleanly_data() {
        QTest::addColumn<QString>("file");
        for (const char *f :
             {"configmap.json", "configmap.pb", "configmap.cbor", "configmap.yaml", "secret.pb", "pod.pb"})
            QTest::newRow(f) << QString::fromLatin1(f);
    }

    void everyPrefixOfARecordedBodyFailsCleanly() {
        QFETCH(QString, file);
        const QByteArray bytes = readData(file);
        const QByteArray ct = contentType(file);
        const bool yaml = file.endsWith(QLatin1String(".yaml"));
        int failures = 0;
        for (qsizetype n = 0; n < bytes.size(); ++n) {
            auto d = decodeBody(bytes.left(n), ct);
            if (!d.ok()) {
                QVERIFY(!d.error().message.isEmpty());
                ++failures;
            }
        }
        // YAML prefixes cut at a line end are valid YAML; everything else must be refused.
        if (yaml)
            QVERIFY(failures > 0);
        else
            QVERIFY2(failures >= bytes.size() - 6, qPrintable(QString::number(failures)));
        QVERIFY(decodeBody(bytes, ct).ok());
    }
};

QTEST_GUILESS_MAIN(TestCodecsReplay)
#include "tst_codecs_replay.moc"
