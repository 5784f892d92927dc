// `mado get` against the sandbox, side by side with kubectl on the same objects.
#include "mado_process.h"
#include "testcluster.h"

#include <QStandardPaths>

using testcluster::kubeconfig;
using testcluster::kubectl;

namespace {

// Owned by this process: two namespaces, a CRD group and its short name.
const QString kNs = testcluster::ownNamespace(QStringLiteral("get"));
const QString kNs2 = testcluster::ownNamespace(QStringLiteral("get2"));
const QString kGroup = testcluster::ownGroup(QStringLiteral("get"));
const QString kShort = testcluster::ownName(QStringLiteral("wdg"));
const QString kCrd = QStringLiteral("widgets.") + kGroup;
const QString kRunSelector = testcluster::kRunLabel + QLatin1Char('=') + testcluster::suffix();

MadoRun mado(const QStringList &args) {
    return runMado(args + QStringList{QStringLiteral("--kubeconfig"), kubeconfig()});
}

/// The manifest with this process's names in place of $NS2, $NS, $GROUP, $SHORT and $RUN.
QByteArray manifest(const char *text) {
    return QString::fromUtf8(text)
        .replace(QLatin1String("$NS2"), kNs2)
        .replace(QLatin1String("$NS"), kNs)
        .replace(QLatin1String("$GROUP"), kGroup)
        .replace(QLatin1String("$SHORT"), kShort)
        .replace(QLatin1String("$RUN"), testcluster::suffix())
        .toUtf8();
}

const char *const kObjects = R"(apiVersion: v1
kind: Namespace
metadata: {name: $NS, labels: {mado.test/run: "$RUN"}}
---
apiVersion: v1
kind: Namespace
metadata: {name: $NS2, labels: {mado.test/run: "$RUN"}}
---
apiVersion: v1
kind: ConfigMap
metadata: {name: alpha, namespace: $NS, labels: {tier: web, app: shop, mado.test/run: "$RUN"}}
data: {greeting: hello, number: "42"}
---
apiVersion: v1
kind: ConfigMap
metadata: {name: beta, namespace: $NS, labels: {tier: db, mado.test/run: "$RUN"}}
data: {big: "9007199254740993"}
---
apiVersion: v1
kind: ConfigMap
metadata: {name: gamma, namespace: $NS, labels: {tier: web, mado.test/run: "$RUN"}}
binaryData: {blob: AAECAwQF}
---
apiVersion: v1
kind: ConfigMap
metadata: {name: delta-with-a-longer-name, namespace: $NS2, labels: {tier: web, mado.test/run: "$RUN"}}
data: {where: second namespace}
---
apiVersion: v1
kind: Secret
metadata: {name: creds, namespace: $NS}
stringData: {password: s3cret}
---
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: widgets.$GROUP}
spec:
  group: $GROUP
  scope: Namespaced
  names: {plural: widgets, singular: widget, kind: Widget, shortNames: [$SHORT]}
  versions:
  - name: v1
    served: true
    storage: true
    additionalPrinterColumns:
    - {name: Size, type: integer, jsonPath: .spec.size}
    - {name: Color, type: string, jsonPath: .spec.color, priority: 1}
    - {name: Ready, type: boolean, jsonPath: .status.ready}
    - {name: Ratio, type: number, jsonPath: .spec.ratio, priority: 1}
    - {name: Since, type: date, jsonPath: .spec.since}
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec: {type: object, properties: {size: {type: integer}, color: {type: string}, ratio: {type: number}, since: {type: string, format: date-time}}}
          status: {type: object, properties: {ready: {type: boolean}}}
---
apiVersion: v1
kind: Service
metadata: {name: web, namespace: $NS}
spec: {ports: [{port: 80, targetPort: 8080}], selector: {app: web}}
---
apiVersion: apps/v1
kind: Deployment
metadata: {name: web, namespace: $NS}
spec:
  replicas: 2
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec: {containers: [{name: c, image: registry.invalid/web:1}]}
---
apiVersion: v1
kind: Pod
metadata: {name: lonely, namespace: $NS, labels: {app: lonely}}
spec: {containers: [{name: c, image: registry.invalid/lonely:1}]}
)";

const char *const kWidget = R"(apiVersion: $GROUP/v1
kind: Widget
metadata: {name: w1, namespace: $NS}
spec: {size: 3, color: blue, ratio: 0.5, since: "2024-01-02T03:04:05Z"}
---
apiVersion: $GROUP/v1
kind: Widget
metadata: {name: w2, namespace: $NS}
spec: {size: 7}
)";

/// A table's rows without those of other tests' namespaces (in the first
/// column: NAMESPACE of `-A`, NAME of `get namespaces`).
struct OwnRows {
    QStringList cells; ///< each kept row's cells, joined by one space
    bool dropped = false;
};

OwnRows ownRows(const QString &table) {
    OwnRows rows;
    for (const QString &line : table.split(QLatin1Char('\n'))) {
        const QStringList cells = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (!cells.isEmpty() && testcluster::isOtherTestsNamespace(cells.first()))
            rows.dropped = true;
        else
            rows.cells.append(cells.join(QLatin1Char(' ')));
    }
    return rows;
}

} // namespace

class TestGet final : public QObject {
    Q_OBJECT

    /// mado's output equals kubectl's; kubectl runs before and after, so an
    /// AGE column that ticks over between the runs does not make a false failure.
    /// With clusterWide, rows of other tests' namespaces, which come and go while
    /// this runs, are left out; when any were, the rest is compared cell by cell
    /// since the names left out may have set a column's width.
    void sameAsKubectl(const QStringList &args, bool clusterWide) {
        const testcluster::ProcessRun before = kubectl(args);
        const MadoRun m = mado(args);
        const testcluster::ProcessRun after = kubectl(args);
        QCOMPARE(m.exitCode, before.exitCode);
        if (m.out == before.out || m.out == after.out)
            return;
        const OwnRows mine = ownRows(m.out), theirs = ownRows(before.out), later = ownRows(after.out);
        if (!clusterWide || !(mine.dropped || theirs.dropped || later.dropped))
            QCOMPARE(m.out, before.out);
        else if (mine.cells != later.cells)
            QCOMPARE(mine.cells, theirs.cells);
    }

    /// Waits until the controller manager has given namespace ns its
    /// kube-root-ca.crt and default service account, which appear in listings.
    static bool controllersDone(const QString &ns) {
        return kubectl({QStringLiteral("get"), QStringLiteral("configmap/kube-root-ca.crt"),
                        QStringLiteral("serviceaccount/default"), QStringLiteral("-n"), ns})
                   .exitCode == 0;
    }

private slots:
    void initTestCase() {
        if (QStandardPaths::findExecutable(QStringLiteral("kubectl")).isEmpty())
            QSKIP("kubectl is not installed");
        const testcluster::ProcessRun r =
            kubectl({QStringLiteral("apply"), QStringLiteral("-f"), QStringLiteral("-")}, manifest(kObjects));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(kubectl({QStringLiteral("wait"), QStringLiteral("--for=condition=Established"),
                         QStringLiteral("--timeout=30s"), QStringLiteral("crd/") + kCrd})
                    .exitCode == 0);
        QTRY_VERIFY_WITH_TIMEOUT(
            kubectl({QStringLiteral("apply"), QStringLiteral("-f"), QStringLiteral("-")}, manifest(kWidget))
                    .exitCode == 0,
            15000);
        // A ConfigMap of 20,000 keys: every decoder built such maps in time
        // square to their size (docs/reliability.md, "Maps of many keys").
        QByteArray huge =
            "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: huge, namespace: " + kNs.toUtf8() +
            "}\ndata:\n";
        for (int i = 0; i < 20000; ++i)
            huge += "  k" + QByteArray::number(i) + ": \"" + QByteArray::number(i * 7 % 1000) + "\"\n";
        // Keys whose order in YAML is go-yaml's (digit runs by value), not byte
        // order. go-yaml's comparison is not a strict order for every set of
        // keys ("1a" < "01" < "10" < "1a"); kubectl then prints such keys in an
        // order that changes from run to run (Go's map order feeds the sort),
        // so the set here has no such cycle.
        huge += "---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: keys, namespace: " + kNs.toUtf8() +
                "}\ndata:\n";
        for (const char *k : {"k2",
                              "k10",
                              "k1",
                              "k01",
                              "k0",
                              "k00",
                              "a1b2",
                              "a1b10",
                              "a10b1",
                              "a1-",
                              "a1.",
                              "a1_",
                              "a-1",
                              "a.1",
                              "a_1",
                              "1",
                              "01",
                              "10",
                              "1-",
                              "A1",
                              "Z",
                              "a",
                              "aa",
                              "x9",
                              "x09",
                              "x9a",
                              "x09a",
                              ".a",
                              "-a",
                              "_a",
                              "v1.10",
                              "v1.9",
                              "v1.09",
                              "v10",
                              "99999999999999999999",
                              "99999999999999999998",
                              "0",
                              "00"})
            huge += "  \"" + QByteArray(k) + "\": x\n";
        const testcluster::ProcessRun created =
            kubectl({QStringLiteral("create"), QStringLiteral("-f"), QStringLiteral("-")}, huge);
        QVERIFY2(created.exitCode == 0, qPrintable(created.err));
        QTRY_VERIFY_WITH_TIMEOUT(controllersDone(kNs) && controllersDone(kNs2), 30000);
        // The deployment's pods exist (they stay Pending: the sandbox has no scheduler).
        QTRY_VERIFY_WITH_TIMEOUT(
            kubectl({QStringLiteral("get"), QStringLiteral("deploy/web"), QStringLiteral("-n"), kNs,
                     QStringLiteral("-o"), QStringLiteral("jsonpath={.status.replicas}")})
                    .out == QStringLiteral("2"),
            30000);
    }

    void likeKubectl_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<bool>("clusterWide"); // lists other tests' namespaces too
        auto row = [](const char *name, const QStringList &a, bool clusterWide = false) {
            QTest::newRow(name) << a << clusterWide;
        };
        const QString n = QStringLiteral("-n"), o = QStringLiteral("-o"), l = QStringLiteral("-l");
        row("table", {QStringLiteral("get"), QStringLiteral("cm"), n, kNs});
        row("wide", {QStringLiteral("get"), QStringLiteral("configmaps"), n, kNs, o, QStringLiteral("wide")});
        row("selector", {QStringLiteral("get"), QStringLiteral("cm"), n, kNs, l, QStringLiteral("tier=web")});
        row("all namespaces",
            {QStringLiteral("get"), QStringLiteral("serviceaccounts"), QStringLiteral("-A")}, true);
        row("all namespaces, own objects",
            {QStringLiteral("get"), QStringLiteral("configmaps"), QStringLiteral("-A"), l, kRunSelector});
        row("cluster-scoped", {QStringLiteral("get"), QStringLiteral("namespaces")}, true);
        row("cluster-scoped, own objects",
            {QStringLiteral("get"), QStringLiteral("namespaces"), l, kRunSelector});
        row("one object json", {QStringLiteral("get"), QStringLiteral("cm"), QStringLiteral("alpha"), n, kNs,
                                o, QStringLiteral("json")});
        row("one object yaml",
            {QStringLiteral("get"), QStringLiteral("configmap/beta"), n, kNs, o, QStringLiteral("yaml")});
        row("list json", {QStringLiteral("get"), QStringLiteral("cm"), n, kNs, o, QStringLiteral("json")});
        row("one object of 20,000 keys json", {QStringLiteral("get"), QStringLiteral("cm"),
                                               QStringLiteral("huge"), n, kNs, o, QStringLiteral("json")});
        row("keys in go-yaml's order", {QStringLiteral("get"), QStringLiteral("cm"), QStringLiteral("keys"),
                                        n, kNs, o, QStringLiteral("yaml")});
        row("one object of 20,000 keys yaml", {QStringLiteral("get"), QStringLiteral("cm"),
                                               QStringLiteral("huge"), n, kNs, o, QStringLiteral("yaml")});
        row("names", {QStringLiteral("get"), QStringLiteral("cm"), n, kNs, o, QStringLiteral("name")});
        row("custom resource table", {QStringLiteral("get"), kShort, n, kNs});
        row("custom resource wide (priority 1 columns, nulls, dates)",
            {QStringLiteral("get"), kShort, n, kNs, o, QStringLiteral("wide")});
        row("pods", {QStringLiteral("get"), QStringLiteral("pods"), n, kNs});
        row("pods wide", {QStringLiteral("get"), QStringLiteral("po"), n, kNs, o, QStringLiteral("wide")});
        row("services", {QStringLiteral("get"), QStringLiteral("svc"), n, kNs});
        row("services wide",
            {QStringLiteral("get"), QStringLiteral("services"), n, kNs, o, QStringLiteral("wide")});
        row("deployments", {QStringLiteral("get"), QStringLiteral("deploy"), n, kNs});
        row("deployments wide",
            {QStringLiteral("get"), QStringLiteral("deployments"), n, kNs, o, QStringLiteral("wide")});
        row("configmaps, pages of 2", {QStringLiteral("get"), QStringLiteral("cm"), n, kNs,
                                       QStringLiteral("--chunk-size"), QStringLiteral("2")});
        row("namespaces wide, own",
            {QStringLiteral("get"), QStringLiteral("ns"), l, kRunSelector, o, QStringLiteral("wide")});
        row("crd (date column left as kubectl prints it)",
            {QStringLiteral("get"), QStringLiteral("crd"), kCrd});
        row("custom resource json",
            {QStringLiteral("get"), kCrd, QStringLiteral("w1"), n, kNs, o, QStringLiteral("json")});
        row("field selector", {QStringLiteral("get"), QStringLiteral("cm"), n, kNs,
                               QStringLiteral("--field-selector"), QStringLiteral("metadata.name=gamma")});
        row("empty", {QStringLiteral("get"), QStringLiteral("cm"), n, kNs, l, QStringLiteral("tier=none")});
        row("not found", {QStringLiteral("get"), QStringLiteral("cm"), QStringLiteral("nope"), n, kNs, o,
                          QStringLiteral("json")});
    }

    void likeKubectl() {
        QFETCH(QStringList, args);
        QFETCH(bool, clusterWide);
        sameAsKubectl(args, clusterWide);
    }

    void everyWireFormatPrintsTheSameObject_data() {
        QTest::addColumn<QString>("resource");
        QTest::addColumn<QString>("name");
        QTest::newRow("configmap") << QStringLiteral("cm") << QStringLiteral("alpha");
        QTest::newRow("configmap, int64 beyond double") << QStringLiteral("cm") << QStringLiteral("beta");
        QTest::newRow("configmap, binary data") << QStringLiteral("cm") << QStringLiteral("gamma");
        QTest::newRow("configmap of 20,000 keys") << QStringLiteral("cm") << QStringLiteral("huge");
        QTest::newRow("custom resource (no protobuf: JSON fallback)") << kCrd << QStringLiteral("w1");
    }

    void everyWireFormatPrintsTheSameObject() {
        QFETCH(QString, resource);
        QFETCH(QString, name);
        const QStringList base{QStringLiteral("get"), resource, name,
                               QStringLiteral("-n"),  kNs,      QStringLiteral("-o"),
                               QStringLiteral("json")};
        const MadoRun reference = mado(base + QStringList{QStringLiteral("--wire"), QStringLiteral("json")});
        QVERIFY2(reference.exitCode == 0, qPrintable(reference.err));
        QVERIFY(reference.out.contains(QStringLiteral("\"name\": \"") + name + QLatin1Char('"')));
        for (const char *wire : {"protobuf", "cbor", "yaml"}) {
            const MadoRun r = mado(base + QStringList{QStringLiteral("--wire"), QLatin1String(wire)});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            QCOMPARE(r.out, reference.out);
        }
    }

    void protobufWithoutASchemaSaysSo() {
        // Mado decodes protobuf bodies of the kinds it has .proto files for; for
        // others (a Namespace) it keeps apiVersion, kind and metadata and warns.
        const MadoRun r =
            mado({QStringLiteral("get"), QStringLiteral("ns"), kNs, QStringLiteral("-o"),
                  QStringLiteral("json"), QStringLiteral("--wire"), QStringLiteral("protobuf")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains(QStringLiteral("no protobuf schema for Namespace")), qPrintable(r.err));
        QVERIFY(r.out.contains(QStringLiteral("\"name\": \"") + kNs + QLatin1Char('"')));
        const MadoRun cbor = mado({QStringLiteral("get"), QStringLiteral("ns"), kNs, QStringLiteral("-o"),
                                   QStringLiteral("json"), QStringLiteral("--wire"), QStringLiteral("cbor")});
        QVERIFY(cbor.out.contains(QStringLiteral("\"phase\": \"Active\"")));
        QVERIFY(cbor.err.isEmpty());
    }

    void pagedListEqualsOnePage() {
        const QStringList base{QStringLiteral("get"), QStringLiteral("cm"),  QStringLiteral("-n"), kNs,
                               QStringLiteral("-o"),  QStringLiteral("json")};
        const MadoRun whole = mado(base);
        const MadoRun paged = mado(base + QStringList{QStringLiteral("--chunk-size"), QStringLiteral("1")});
        QCOMPARE(paged.exitCode, 0);
        QCOMPARE(paged.out, whole.out);
        const MadoRun jsonl = mado({QStringLiteral("get"), QStringLiteral("cm"), QStringLiteral("-n"), kNs,
                                    QStringLiteral("-o"), QStringLiteral("jsonl"),
                                    QStringLiteral("--chunk-size"), QStringLiteral("2")});
        QCOMPARE(jsonl.exitCode, 0);
        QCOMPARE(jsonl.out.count(QLatin1Char('\n')), 6); // alpha, beta, gamma, huge, keys, kube-root-ca.crt
    }

    void metadataOnly() {
        const MadoRun r =
            mado({QStringLiteral("get"), QStringLiteral("cm"), QStringLiteral("alpha"), QStringLiteral("-n"),
                  kNs, QStringLiteral("-o"), QStringLiteral("json"), QStringLiteral("--metadata-only")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QStringLiteral("\"kind\": \"PartialObjectMetadata\"")));
        QVERIFY(r.out.contains(QStringLiteral("\"tier\": \"web\"")));
        QVERIFY(!r.out.contains(QStringLiteral("\n    \"data\": {"))); // no top-level data
    }

    void metadataOnlyTable() {
        const MadoRun r =
            mado({QStringLiteral("get"), QStringLiteral("cm"), QStringLiteral("-n"), kNs,
                  QStringLiteral("--metadata-only"), QStringLiteral("-l"), QStringLiteral("tier=web")});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3); // header, alpha, gamma
        QVERIFY(lines.at(0).startsWith(QStringLiteral("NAME ")));
        for (const char *h : {"LABELS", "ANNOTATIONS", "OWNER", "FINALIZERS", "AGE"})
            QVERIFY2(lines.at(0).contains(QLatin1String(h)), qPrintable(lines.at(0)));
        QVERIFY(lines.at(1).startsWith(QStringLiteral("alpha ")));
        QVERIFY(lines.at(1).contains(QStringLiteral("tier=web")));
        const MadoRun all = mado({QStringLiteral("get"), QStringLiteral("cm"), QStringLiteral("-A"),
                                  QStringLiteral("--metadata-only"), QStringLiteral("-l"), kRunSelector});
        QCOMPARE(all.exitCode, 0);
        QVERIFY(all.out.startsWith(QStringLiteral("NAMESPACE ")));
        QCOMPARE(all.out.count(QLatin1Char('\n')), 5); // header and four ConfigMaps in two namespaces
    }

    void errors_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("not found") << QStringList{QStringLiteral("get"), QStringLiteral("cm"),
                                                  QStringLiteral("nope"), QStringLiteral("-n"), kNs}
                                   << 1 << QStringLiteral("configmaps \"nope\" not found");
        QTest::newRow("unknown type") << QStringList{QStringLiteral("get"), QStringLiteral("frobs")} << 1
                                      << QStringLiteral("doesn't have a resource type \"frobs\"");
        QTest::newRow("bad wire") << QStringList{QStringLiteral("get"), QStringLiteral("cm"),
                                                 QStringLiteral("--wire"), QStringLiteral("xml")}
                                  << 2 << QStringLiteral("--wire must be one of");
        QTest::newRow("bad output") << QStringList{QStringLiteral("get"), QStringLiteral("cm"),
                                                   QStringLiteral("-o"), QStringLiteral("toml")}
                                    << 2 << QStringLiteral("--output must be one of");
        QTest::newRow("no type") << QStringList{QStringLiteral("get")} << 2
                                 << QStringLiteral("get needs a resource type");
        QTest::newRow("bad label selector")
            << QStringList{QStringLiteral("get"), QStringLiteral("cm"), QStringLiteral("-l"),
                           QStringLiteral("tier in (web")}
            << 1
            << QStringLiteral("Invalid label selector «tier in (web»: Found the end of the selector, "
                              "expected ',' or ')'.");
        QTest::newRow("bad field selector")
            << QStringList{QStringLiteral("get"), QStringLiteral("cm"), QStringLiteral("--field-selector"),
                           QStringLiteral("metadata.name")}
            << 1 << QStringLiteral("has no operator");
    }

    void errors() {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, message);
        const MadoRun r = mado(args);
        QCOMPARE(r.exitCode, code);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void forbiddenListShowsTheStatus() {
        const MadoRun r = runMado({QStringLiteral("get"), QStringLiteral("secrets"), QStringLiteral("-n"),
                                   kNs, QStringLiteral("--context"), QStringLiteral("sandbox-viewer"),
                                   QStringLiteral("--kubeconfig"), kubeconfig()});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("Permission denied (403 Forbidden).")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("cannot list resource \"secrets\"")), qPrintable(r.err));
    }

    void cleanupTestCase() {
        for (const QString &ns : {kNs, kNs2})
            kubectl(
                {QStringLiteral("delete"), QStringLiteral("namespace"), ns, QStringLiteral("--wait=false")});
        kubectl({QStringLiteral("delete"), QStringLiteral("crd"), kCrd, QStringLiteral("--wait=false")});
    }
};

QTEST_GUILESS_MAIN(TestGet)
#include "tst_get.moc"
