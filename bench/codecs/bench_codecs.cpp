// Decode throughput of Mado's codecs on one ConfigMap list (generated with a
// fixed seed: realistic names, labels, annotations, managed fields and data),
// side by side with the bare speed limit: simdjson parsing the same JSON bytes
// without building anything of Mado's.
#include "codecs/cbor.h"
#include "codecs/gzip.h"
#include "codecs/json.h"
#include "codecs/listrows.h"
#include "codecs/protobuf.h"
#include "codecs/yaml.h"

#include <QCborArray>
#include <QCborMap>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>

#include <simdjson.h>

#include <QList>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <random>

namespace {

QCborValue generateList(int items, std::mt19937 &rng) {
    const QStringList apps{QStringLiteral("checkout"), QStringLiteral("cart"),   QStringLiteral("catalog"),
                           QStringLiteral("payments"), QStringLiteral("search"), QStringLiteral("ingest"),
                           QStringLiteral("auth"),     QStringLiteral("gateway")};
    const QStringList components{QStringLiteral("frontend"), QStringLiteral("backend"),
                                 QStringLiteral("worker"), QStringLiteral("cache")};
    const QStringList words{QStringLiteral("timeout"), QStringLiteral("replicas"), QStringLiteral("endpoint"),
                            QStringLiteral("level"),   QStringLiteral("retries"),  QStringLiteral("region"),
                            QStringLiteral("feature"), QStringLiteral("pool")};
    auto pick = [&](const QStringList &l) {
        return l[int(rng() % uint32_t(l.size()))];
    };
    auto hex = [&](int n) {
        QString s;
        for (int i = 0; i < n; ++i)
            s += QLatin1Char("0123456789abcdef"[rng() % 16]);
        return s;
    };
    QCborArray list;
    for (int i = 0; i < items; ++i) {
        const QString app = pick(apps);
        const QString ns = QStringLiteral("team-%1").arg(rng() % 20);
        QCborMap labels{
            {QStringLiteral("app.kubernetes.io/name"), app},
            {QStringLiteral("app.kubernetes.io/instance"), QString(app + QLatin1Char('-') + hex(5))},
            {QStringLiteral("app.kubernetes.io/component"), pick(components)},
            {QStringLiteral("app.kubernetes.io/part-of"), QStringLiteral("shop")},
            {QStringLiteral("app.kubernetes.io/managed-by"), QStringLiteral("Helm")}};
        if (rng() % 2)
            labels.insert(QStringLiteral("tier"), rng() % 2 ? QStringLiteral("web") : QStringLiteral("data"));
        const QString created = codecs::formatRfc3339Seconds(1735689600 + qint64(rng() % 31536000));
        QCborMap meta{
            {QStringLiteral("name"), QStringLiteral("%1-config-%2").arg(app).arg(i)},
            {QStringLiteral("namespace"), ns},
            {QStringLiteral("uid"), QString(hex(8) + QLatin1Char('-') + hex(4) + QLatin1Char('-') + hex(4) +
                                            QLatin1Char('-') + hex(4) + QLatin1Char('-') + hex(12))},
            {QStringLiteral("resourceVersion"), QString::number(1000 + i * 7)},
            {QStringLiteral("creationTimestamp"), created},
            {QStringLiteral("labels"), labels},
            {QStringLiteral("annotations"), QCborMap{{QStringLiteral("meta.helm.sh/release-name"), app},
                                                     {QStringLiteral("meta.helm.sh/release-namespace"), ns}}},
            {QStringLiteral("managedFields"),
             QCborArray{QCborMap{
                 {QStringLiteral("manager"), QStringLiteral("helm")},
                 {QStringLiteral("operation"), QStringLiteral("Update")},
                 {QStringLiteral("apiVersion"), QStringLiteral("v1")},
                 {QStringLiteral("time"), created},
                 {QStringLiteral("fieldsType"), QStringLiteral("FieldsV1")},
                 {QStringLiteral("fieldsV1"),
                  QCborMap{{QStringLiteral("f:data"), QCborMap{{QStringLiteral("."), QCborMap{}}}}}}}}}};
        QCborMap data;
        const int keys = 1 + int(rng() % 4);
        for (int k = 0; k < keys; ++k) {
            QString file;
            const int lines = 3 + int(rng() % 30);
            for (int l = 0; l < lines; ++l)
                file += pick(words) + QLatin1Char('.') + pick(words) + QLatin1String(" = ") +
                        QString::number(rng() % 100000) + QLatin1Char('\n');
            data.insert(QStringLiteral("%1-%2.conf").arg(pick(words)).arg(k), file);
        }
        list.append(QCborMap{{QStringLiteral("metadata"), meta}, {QStringLiteral("data"), data}});
    }
    return QCborMap{
        {QStringLiteral("kind"), QStringLiteral("ConfigMapList")},
        {QStringLiteral("apiVersion"), QStringLiteral("v1")},
        {QStringLiteral("metadata"), QCborMap{{QStringLiteral("resourceVersion"), QStringLiteral("99999")}}},
        {QStringLiteral("items"), list}};
}

// The same list as the server answers a list view (Accept as=Table): kubectl's
// columns for ConfigMaps and each row's object as PartialObjectMetadata.
QCborValue tableOf(const QCborValue &list) {
    const auto column = [](const char *name, const char *type, const char *format) {
        return QCborMap{{QStringLiteral("name"), QLatin1String(name)},
                        {QStringLiteral("type"), QLatin1String(type)},
                        {QStringLiteral("format"), QLatin1String(format)},
                        {QStringLiteral("description"), QStringLiteral("")},
                        {QStringLiteral("priority"), 0}};
    };
    QCborArray rows;
    for (const QCborValue &item : list[QLatin1String("items")].toArray()) {
        const QCborValue meta = item[QLatin1String("metadata")];
        rows.append(QCborMap{{QStringLiteral("cells"), QCborArray{meta[QLatin1String("name")],
                                                                  item[QLatin1String("data")].toMap().size(),
                                                                  meta[QLatin1String("creationTimestamp")]}},
                             {QStringLiteral("object"),
                              QCborMap{{QStringLiteral("kind"), QStringLiteral("PartialObjectMetadata")},
                                       {QStringLiteral("apiVersion"), QStringLiteral("meta.k8s.io/v1")},
                                       {QStringLiteral("metadata"), meta}}}});
    }
    return QCborMap{
        {QStringLiteral("kind"), QStringLiteral("Table")},
        {QStringLiteral("apiVersion"), QStringLiteral("meta.k8s.io/v1")},
        {QStringLiteral("metadata"), QCborMap{{QStringLiteral("resourceVersion"), QStringLiteral("99999")}}},
        {QStringLiteral("columnDefinitions"),
         QCborArray{column("Name", "string", "name"), column("Data", "integer", ""),
                    column("Age", "string", "")}},
        {QStringLiteral("rows"), rows}};
}

void check(bool ok, const char *what) {
    if (!ok) {
        std::fprintf(stderr, "bench: %s failed\n", what);
        std::exit(1);
    }
}

} // namespace

int main(int argc, char **argv) {
    QCoreApplication app(argc, argv);
    QCommandLineParser cli;
    cli.addHelpOption();
    cli.addOption({QStringLiteral("items"), QStringLiteral("List items (default 10000)."),
                   QStringLiteral("N"), QStringLiteral("10000")});
    cli.addOption({QStringLiteral("runs"),
                   QStringLiteral("Runs per measurement; the median counts (default 9)."),
                   QStringLiteral("N"), QStringLiteral("9")});
    cli.process(app);
    const int items = cli.value(QStringLiteral("items")).toInt();
    const int runs = std::max(1, cli.value(QStringLiteral("runs")).toInt());

    std::mt19937 rng(20261202);
    const QCborValue list = generateList(items, rng);
    const QByteArray json = codecs::withJsonPadding(codecs::toJson(list, codecs::JsonStyle::Compact));
    const QByteArray pb = codecs::encodeConfigMapListForTesting(list);
    const QByteArray cbor = codecs::toCbor(list);
    const QByteArray yaml = codecs::toYaml(list);
    const QByteArray gz = codecs::gzip(json);
    const QByteArray table =
        codecs::withJsonPadding(codecs::toJson(tableOf(list), codecs::JsonStyle::Compact));

    // Sanity: every format holds the same list.
    {
        auto fromPb = codecs::decodeProtobufObject(pb);
        check(fromPb.ok() && codecs::canonical(fromPb->object) == codecs::canonical(list),
              "protobuf round trip");
        auto fromJson = codecs::parseJson(json);
        check(fromJson.ok() && codecs::canonical(*fromJson) == codecs::canonical(list), "json round trip");
    }

    struct Row {
        const char *name;
        qsizetype bytes;
        std::function<void()> run;
        std::function<void()> prepare;
        int maxRuns = 1 << 30;
        std::vector<double> ms;
        double median = 0;
    };
    QList<codecs::ObjectRow> model;
    model.reserve(items);
    auto sink = [&](codecs::ObjectRow &&r) {
        model.append(std::move(r));
    };
    const auto clearModel = [&] {
        model.clear();
        model.reserve(items);
    };
    QList<codecs::TableRow> tableModel;
    tableModel.reserve(items);
    auto tableSink = [&](codecs::TableRow &&r) {
        tableModel.append(std::move(r));
    };
    const auto clearTableModel = [&] {
        tableModel.clear();
        tableModel.reserve(items);
    };
    simdjson::dom::parser parser;
    check(!parser.allocate(size_t(std::max(json.size(), table.size()))), "simdjson allocate");

    std::vector<Row> rows;
    const auto add = [&](const char *name, qsizetype bytes, std::function<void()> run,
                         std::function<void()> prepare = {}, int maxRuns = 1 << 30) {
        Row r;
        r.name = name;
        r.bytes = bytes;
        r.run = std::move(run);
        r.prepare = std::move(prepare);
        r.maxRuns = maxRuns;
        rows.push_back(std::move(r));
    };
    add("simdjson DOM parse, nothing built (bare limit)", json.size(), [&] {
        simdjson::dom::element root;
        check(!parser.parse(json.constData(), size_t(json.size()), false).get(root), "simdjson parse");
    });
    add(
        "JSON -> model rows (decodeJsonListRows)", json.size(),
        [&] { check(codecs::decodeJsonListRows(json, sink).ok() && model.size() == items, "json rows"); },
        clearModel);
    add(
        "protobuf -> model rows (decodeProtobufListRows)", pb.size(),
        [&] {
            check(codecs::decodeProtobufListRows(pb, sink).ok() && model.size() == items, "protobuf rows");
        },
        clearModel);
    // What the list model and `mado get` run: a Table page decoded into rows.
    add("simdjson DOM parse of the Table page, nothing built (bare limit)", table.size(), [&] {
        simdjson::dom::element root;
        check(!parser.parse(table.constData(), size_t(table.size()), false).get(root),
              "simdjson table parse");
    });
    add(
        "Table -> list-model rows (decodeJsonTableRows; list model, mado get)", table.size(),
        [&] {
            check(codecs::decodeJsonTableRows(table, tableSink).ok() && tableModel.size() == items,
                  "table rows");
        },
        clearTableModel);
    add("Table -> whole QCborValue tree (parseJson; the list path before)", table.size(),
        [&] { check(codecs::parseJson(table).ok(), "parseJson table"); }, {});
    add("JSON -> whole QCborValue tree (parseJson)", json.size(),
        [&] { check(codecs::parseJson(json).ok(), "parseJson"); }, {});
    add("protobuf -> whole QCborValue tree (decodeProtobufObject)", pb.size(),
        [&] { check(codecs::decodeProtobufObject(pb).ok(), "decodeProtobufObject"); }, {});
    add("CBOR -> whole QCborValue tree (parseCbor)", cbor.size(),
        [&] { check(codecs::parseCbor(cbor).ok(), "parseCbor"); }, {});
    add(
        "YAML -> whole QCborValue tree (parseYaml)", yaml.size(),
        [&] { check(codecs::parseYaml(yaml).ok(), "parseYaml"); }, {}, 3);
    add("gzip'd JSON -> JSON bytes (gunzip)", gz.size(), [&] { check(codecs::gunzip(gz).ok(), "gunzip"); },
        {});
    add("JSON writer (toJson, compact)", json.size(),
        [&] { check(!codecs::toJson(list, codecs::JsonStyle::Compact).isEmpty(), "toJson"); }, {});
    // What every fetched object and the patch composer's live object go
    // through: the canonical form (keys sorted). A ConfigMap of 30,000 keys
    // against the bare parse of its JSON (QCborMap::insert made it quadratic).
    add("canonical form of the whole list (fetched objects, patch composer)", json.size(),
        [&] { check(codecs::canonical(list).isMap(), "canonical list"); }, {});
    QCborMap bigData;
    for (int i = 0; i < 30000; ++i)
        bigData.insert(QStringLiteral("key-%1").arg(29999 - i), QStringLiteral("v"));
    const QCborValue bigMap(QCborMap{{QStringLiteral("data"), bigData}});
    const QByteArray bigJson = codecs::withJsonPadding(codecs::toJson(bigMap, codecs::JsonStyle::Compact));
    check(!parser.allocate(size_t(std::max({json.size(), table.size(), bigJson.size()}))),
          "simdjson allocate");
    add("simdjson DOM parse of one ConfigMap of 30,000 keys (bare limit)", bigJson.size(), [&] {
        simdjson::dom::element root;
        check(!parser.parse(bigJson.constData(), size_t(bigJson.size()), false).get(root),
              "simdjson big parse");
    });
    add("JSON -> whole QCborValue tree of that ConfigMap (parseJson)", bigJson.size(),
        [&] { check(codecs::parseJson(bigJson).ok(), "parseJson big"); }, {});
    add("canonical form of that ConfigMap", bigJson.size(),
        [&] {
            check(codecs::canonical(bigMap)[QLatin1String("data")].toMap().size() == 30000, "canonical big");
        },
        {});
    // Round robin, so a change in machine load touches every decoder alike.
    for (int round = 0; round < runs; ++round) {
        for (Row &r : rows) {
            if (round >= r.maxRuns)
                continue;
            if (r.prepare)
                r.prepare();
            QElapsedTimer timer;
            timer.start();
            r.run();
            r.ms.push_back(double(timer.nsecsElapsed()) / 1e6);
        }
    }
    for (Row &r : rows) {
        std::sort(r.ms.begin(), r.ms.end());
        r.median = r.ms[r.ms.size() / 2];
    }

    std::printf("ConfigMapList of %d items, seed 20261202; median of %d round-robin runs; JSON %.1f MB, "
                "protobuf %.1f MB, CBOR %.1f MB, YAML %.1f MB\n\n",
                items, runs, double(json.size()) / 1e6, double(pb.size()) / 1e6, double(cbor.size()) / 1e6,
                double(yaml.size()) / 1e6);
    std::printf("| decoder | input MB | ms | MB/s of its input | JSON-equivalent MB/s | items/s "
                "|\n|---|---:|---:|---:|---:|---:|\n");
    for (const Row &r : rows) {
        std::printf("| %s | %.1f | %.1f | %.0f | %.0f | %.0f |\n", r.name, double(r.bytes) / 1e6, r.median,
                    double(r.bytes) / 1e3 / r.median, double(json.size()) / 1e3 / r.median,
                    items / (r.median / 1e3));
    }
    const double bare = rows[0].median, jsonRows = rows[1].median, pbRows = rows[2].median;
    const double tableBare = rows[3].median, tableRows = rows[4].median, tableTree = rows[5].median;
    std::printf("\nJSON rows reach %.0f%% of the bare simdjson parse throughput (goal >= 50%%).\n",
                100.0 * bare / jsonRows);
    std::printf("protobuf rows are %.2fx the speed of JSON rows (goal > 1).\n", jsonRows / pbRows);
    const double bigBare = rows[rows.size() - 3].median, bigTree = rows[rows.size() - 2].median,
                 bigCanonical = rows[rows.size() - 1].median;
    std::printf(
        "A ConfigMap of 30,000 keys: its tree takes %.1fx the bare parse of its JSON, its canonical form "
        "%.1fx.\n",
        bigTree / bigBare, bigCanonical / bigBare);
    std::printf("Table rows (the list model's decoder) reach %.0f%% of the bare parse of the Table bytes and "
                "run %.1fx "
                "the speed of the whole-tree decode they replace.\n",
                100.0 * tableBare / tableRows, tableTree / tableRows);
    return 0;
}
