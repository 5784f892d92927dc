// `mado get` against the sandbox, side by side with kubectl on the same objects.
#include "mado_process.h"

#include <QStandardPaths>

namespace {

const QString kNs = QStringLiteral("mado-get-test");

QString kubeconfig() {
    return qEnvironmentVariable("MADO_TEST_KUBECONFIG");
}

MadoRun kubectl(const QStringList &args, const QByteArray &input = {}) {
    QProcess p;
    p.start(QStringLiteral("kubectl"), QStringList{QStringLiteral("--kubeconfig"), kubeconfig()} + args);
    if (!input.isEmpty()) {
        p.write(input);
        p.closeWriteChannel();
    }
    if (!p.waitForFinished(60000))
        qFatal("kubectl did not finish");
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

MadoRun mado(const QStringList &args) {
    return runMado(args + QStringList{QStringLiteral("--kubeconfig"), kubeconfig()});
}

const QByteArray kObjects = R"(apiVersion: v1
kind: Namespace
metadata: {name: mado-get-test}
---
apiVersion: v1
kind: ConfigMap
metadata: {name: alpha, namespace: mado-get-test, labels: {tier: web, app: shop}}
data: {greeting: hello, number: "42"}
---
apiVersion: v1
kind: ConfigMap
metadata: {name: beta, namespace: mado-get-test, labels: {tier: db}}
data: {big: "9007199254740993"}
---
apiVersion: v1
kind: ConfigMap
metadata: {name: gamma, namespace: mado-get-test, labels: {tier: web}}
binaryData: {blob: AAECAwQF}
---
apiVersion: v1
kind: Secret
metadata: {name: creds, namespace: mado-get-test}
stringData: {password: s3cret}
---
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: widgets.get.mado.test}
spec:
  group: get.mado.test
  scope: Namespaced
  names: {plural: widgets, singular: widget, kind: Widget, shortNames: [wdg]}
  versions:
  - name: v1
    served: true
    storage: true
    additionalPrinterColumns:
    - {name: Size, type: integer, jsonPath: .spec.size}
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec: {type: object, properties: {size: {type: integer}, color: {type: string}}}
)";

const QByteArray kWidget = R"(apiVersion: get.mado.test/v1
kind: Widget
metadata: {name: w1, namespace: mado-get-test}
spec: {size: 3, color: blue}
)";

} // namespace

class TestGet final : public QObject {
    Q_OBJECT

    /// mado's output equals kubectl's; kubectl runs before and after, so an
    /// AGE column that ticks over between the runs does not make a false failure.
    void sameAsKubectl(const QStringList &args) {
        const MadoRun before = kubectl(args);
        const MadoRun m = mado(args);
        const MadoRun after = kubectl(args);
        QCOMPARE(m.exitCode, before.exitCode);
        if (m.out != before.out && m.out != after.out)
            QCOMPARE(m.out, before.out);
    }

private slots:
    void initTestCase() {
        if (QStandardPaths::findExecutable(QStringLiteral("kubectl")).isEmpty())
            QSKIP("kubectl is not installed");
        MadoRun r = kubectl({QStringLiteral("apply"), QStringLiteral("-f"), QStringLiteral("-")}, kObjects);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(kubectl({QStringLiteral("wait"), QStringLiteral("--for=condition=Established"),
                         QStringLiteral("--timeout=30s"), QStringLiteral("crd/widgets.get.mado.test")})
                    .exitCode == 0);
        QTRY_VERIFY_WITH_TIMEOUT(
            kubectl({QStringLiteral("apply"), QStringLiteral("-f"), QStringLiteral("-")}, kWidget).exitCode ==
                0,
            15000);
    }

    void likeKubectl_data() {
        QTest::addColumn<QStringList>("args");
        auto row = [](const char *name, const QStringList &a) {
            QTest::newRow(name) << a;
        };
        const QString n = QStringLiteral("-n"), o = QStringLiteral("-o");
        row("table", {QStringLiteral("get"), QStringLiteral("cm"), n, kNs});
        row("wide", {QStringLiteral("get"), QStringLiteral("configmaps"), n, kNs, o, QStringLiteral("wide")});
        row("selector", {QStringLiteral("get"), QStringLiteral("cm"), n, kNs, QStringLiteral("-l"),
                         QStringLiteral("tier=web")});
        row("all namespaces",
            {QStringLiteral("get"), QStringLiteral("serviceaccounts"), QStringLiteral("-A")});
        row("cluster-scoped", {QStringLiteral("get"), QStringLiteral("namespaces")});
        row("one object json", {QStringLiteral("get"), QStringLiteral("cm"), QStringLiteral("alpha"), n, kNs,
                                o, QStringLiteral("json")});
        row("one object yaml",
            {QStringLiteral("get"), QStringLiteral("configmap/beta"), n, kNs, o, QStringLiteral("yaml")});
        row("list json", {QStringLiteral("get"), QStringLiteral("cm"), n, kNs, o, QStringLiteral("json")});
        row("names", {QStringLiteral("get"), QStringLiteral("cm"), n, kNs, o, QStringLiteral("name")});
        row("custom resource table", {QStringLiteral("get"), QStringLiteral("wdg"), n, kNs});
        row("custom resource json", {QStringLiteral("get"), QStringLiteral("widgets.get.mado.test"),
                                     QStringLiteral("w1"), n, kNs, o, QStringLiteral("json")});
        row("field selector", {QStringLiteral("get"), QStringLiteral("cm"), n, kNs,
                               QStringLiteral("--field-selector"), QStringLiteral("metadata.name=gamma")});
        row("empty", {QStringLiteral("get"), QStringLiteral("cm"), n, kNs, QStringLiteral("-l"),
                      QStringLiteral("tier=none")});
        row("not found", {QStringLiteral("get"), QStringLiteral("cm"), QStringLiteral("nope"), n, kNs, o,
                          QStringLiteral("json")});
    }

    void likeKubectl() {
        QFETCH(QStringList, args);
        sameAsKubectl(args);
    }

    void everyWireFormatPrintsTheSameObject_data() {
        QTest::addColumn<QString>("resource");
        QTest::addColumn<QString>("name");
        QTest::newRow("configmap") << QStringLiteral("cm") << QStringLiteral("alpha");
        QTest::newRow("configmap, int64 beyond double") << QStringLiteral("cm") << QStringLiteral("beta");
        QTest::newRow("configmap, binary data") << QStringLiteral("cm") << QStringLiteral("gamma");
        QTest::newRow("custom resource (no protobuf: JSON fallback)")
            << QStringLiteral("widgets") << QStringLiteral("w1");
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
        QCOMPARE(jsonl.out.count(QLatin1Char('\n')), 4); // alpha, beta, gamma, kube-root-ca.crt
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
        kubectl({QStringLiteral("delete"), QStringLiteral("namespace"), kNs, QStringLiteral("--wait=false")});
        kubectl({QStringLiteral("delete"), QStringLiteral("crd"), QStringLiteral("widgets.get.mado.test"),
                 QStringLiteral("--wait=false")});
    }
};

QTEST_GUILESS_MAIN(TestGet)
#include "tst_get.moc"
