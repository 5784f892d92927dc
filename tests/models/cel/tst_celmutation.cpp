// MutatingAdmissionPolicy mutations without a server: the patch an
// expression's value becomes (JSONPatch values → RFC 6902 with escaped keys
// and values through JSON; Object values → an apply configuration whose type
// names follow the field path), refused values with their messages, and the
// local application of both patch types (evanphx/json-patch v4 semantics; a
// structured merge that refuses atomic lists and undeclared fields).
#include "cel/json.h"
#include "codecs/json.h"
#include "codecs/yaml.h"
#include "models/cel/celbinding.h"
#include "models/cel/celeval.h"
#include "models/cel/mutation.h"

#include <QCborArray>
#include <QCborMap>
#include <QTest>

using namespace models::celplay;

namespace {

QCborValue yaml(const char *text) {
    auto doc = codecs::parseYaml(QByteArray(text));
    if (!doc)
        qFatal("bad YAML in test: %s", text);
    return *doc;
}

const char *const kDeployment = R"(
apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  namespace: demo
  labels: {app: web}
  annotations: {keep: "yes"}
  finalizers: [a.example/x, b.example/y]
spec:
  replicas: 2
  template:
    spec:
      containers:
      - name: web
        image: nginx:1
        args: [--port, "80"]
      - name: side
        image: busybox
)";

// The parts of the apps/v1 Deployment schema the merge needs, as the OpenAPI
// v3 document has them (containers a map list keyed by name, args atomic,
// finalizers a set through the merge patch strategy).
const char *const kSchema = R"({"type":"object","properties":{
 "apiVersion":{"type":"string"},"kind":{"type":"string"},
 "metadata":{"type":"object","properties":{
   "name":{"type":"string"},"namespace":{"type":"string"},
   "labels":{"type":"object","additionalProperties":{"type":"string"}},
   "annotations":{"type":"object","additionalProperties":{"type":"string"}},
   "finalizers":{"type":"array","items":{"type":"string"},"x-kubernetes-patch-strategy":"merge"}}},
 "spec":{"type":"object","properties":{
   "replicas":{"type":"integer"},
   "selector":{"type":"object","x-kubernetes-map-type":"atomic","properties":{
     "matchLabels":{"type":"object","additionalProperties":{"type":"string"}}}},
   "template":{"type":"object","properties":{
     "metadata":{"type":"object","properties":{"labels":{"type":"object","additionalProperties":{"type":"string"}}}},
     "spec":{"type":"object","properties":{
       "containers":{"type":"array","x-kubernetes-list-type":"map","x-kubernetes-list-map-keys":["name"],
         "items":{"type":"object","properties":{
           "name":{"type":"string"},"image":{"type":"string"},
           "args":{"type":"array","items":{"type":"string"}},
           "env":{"type":"array","x-kubernetes-list-type":"map","x-kubernetes-list-map-keys":["name"],
             "items":{"type":"object","properties":{"name":{"type":"string"},"value":{"type":"string"}}}}}}}}}}}}}}})";

cel::json::NodeP schema() {
    auto n = cel::json::parse(kSchema);
    if (!n)
        qFatal("bad schema");
    return *n;
}

EvalOutcome run(const QString &expr, PatchKind kind) {
    EvalRequest r;
    r.expression = expr;
    r.environment = cel::limits::Environment::MutatingAdmissionPolicy;
    r.patchKind = kind;
    r.variables["object"] = models::celbinding::toNode(yaml(kDeployment));
    return evaluate(r);
}

QCborValue at(const QCborValue &v, const QStringList &path) {
    QCborValue cur = v;
    for (const QString &p : path) {
        bool isIndex = false;
        const int i = p.toInt(&isIndex);
        cur = isIndex ? cur.toArray().at(i) : cur.toMap().value(p);
    }
    return cur;
}

} // namespace

class TestCelMutation final : public QObject {
    Q_OBJECT
private slots:
    void jsonPatchEscapesKeysAndConvertsValues() {
        const EvalOutcome o = run(QStringLiteral(R"([
              JSONPatch{op: "add", path: "/metadata/annotations/" + jsonpatch.escapeKey("example.com/a~b"), value: "x"},
              JSONPatch{op: "replace", path: "/spec/replicas", value: object.spec.replicas + 1},
              JSONPatch{op: "add", path: "/metadata/annotations/bytes", value: string(b"hi")},
              JSONPatch{op: "add", path: "/metadata/labels/ratio", value: string(1.5)},
              JSONPatch{op: "remove", path: "/metadata/annotations/keep"}
            ])"),
                                  PatchKind::JsonPatch);
        QVERIFY2(o.error.isEmpty(), qPrintable(o.error));
        QVERIFY2(o.patch.ok, qPrintable(o.patch.error));
        const QCborArray ops = o.patch.patch.toArray();
        QCOMPARE(ops.size(), 5);
        QCOMPARE(ops.at(0).toMap().value(QLatin1String("path")).toString(),
                 QStringLiteral("/metadata/annotations/example.com~1a~0b"));
        QVERIFY(!ops.at(0).toMap().contains(QLatin1String("from"))); // empty from is left out
        QVERIFY(ops.at(1).toMap().value(QLatin1String("value")).isInteger());
        QCOMPARE(ops.at(1).toMap().value(QLatin1String("value")).toInteger(), 3);
        QVERIFY(!ops.at(4).toMap().contains(QLatin1String("value"))); // no value set: none sent

        const AppliedPatch applied = applyJsonPatch(yaml(kDeployment), o.patch.patch);
        QVERIFY2(applied.ok, qPrintable(applied.error));
        const QCborMap ann =
            at(applied.object, {QStringLiteral("metadata"), QStringLiteral("annotations")}).toMap();
        QCOMPARE(ann.value(QLatin1String("example.com/a~b")).toString(), QStringLiteral("x"));
        QCOMPARE(ann.value(QLatin1String("bytes")).toString(), QStringLiteral("hi"));
        QVERIFY(!ann.contains(QLatin1String("keep")));
        QCOMPARE(at(applied.object, {QStringLiteral("spec"), QStringLiteral("replicas")}).toInteger(), 3);
    }

    void jsonPatchValuesThroughJson() {
        const EvalOutcome o = run(QStringLiteral(R"([
              JSONPatch{op: "add", path: "/a", value: b"hi"},
              JSONPatch{op: "add", path: "/b", value: duration("90s")},
              JSONPatch{op: "add", path: "/c", value: 2.5},
              JSONPatch{op: "add", path: "/d", value: [1u, 2u]},
              JSONPatch{op: "add", path: "/spec/template", value: Object.spec.template{
                  metadata: Object.spec.template.metadata{labels: {"tier": "web"}}}}
            ])"),
                                  PatchKind::JsonPatch);
        QVERIFY2(o.patch.ok, qPrintable(o.patch.error));
        const QCborArray ops = o.patch.patch.toArray();
        auto value = [&](int i) {
            return ops.at(i).toMap().value(QLatin1String("value"));
        };
        QCOMPARE(value(0).toString(), QStringLiteral("aGk=")); // bytes: base64
        QCOMPARE(value(1).toString(), QStringLiteral("90s"));
        QCOMPARE(value(2).toDouble(), 2.5);
        QCOMPARE(codecs::toJson(value(3), codecs::JsonStyle::Compact), QByteArray("[1,2]"));
        QCOMPARE(at(value(4), {QStringLiteral("metadata"), QStringLiteral("labels"), QStringLiteral("tier")})
                     .toString(),
                 QStringLiteral("web"));
    }

    void refusedValues_data() {
        QTest::addColumn<QString>("expr");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("message");
        QTest::newRow("object type name off the field path")
            << QStringLiteral("Object{spec: Object.spec.wrong{replicas: 1}}")
            << int(PatchKind::ApplyConfiguration)
            << QStringLiteral("type mismatch: unexpected type name Object.spec.wrong, expected Object.spec");
        QTest::newRow("map key not a string")
            << QStringLiteral("Object{metadata: Object.metadata{labels: {1: 'a'}}}")
            << int(PatchKind::ApplyConfiguration) << QStringLiteral("map key of type int");
        QTest::newRow("jsonpatch expression returns an Object")
            << QStringLiteral("Object{}") << int(PatchKind::JsonPatch)
            << QStringLiteral("must evaluate to a list of JSONPatch values");
        QTest::newRow("apply expression returns a list")
            << QStringLiteral("[JSONPatch{op: 'add', path: '/a'}]") << int(PatchKind::ApplyConfiguration)
            << QStringLiteral("must evaluate to an Object value");
        QTest::newRow("value not JSON")
            << QStringLiteral("[JSONPatch{op: 'add', path: '/a', value: type(1)}]")
            << int(PatchKind::JsonPatch) << QStringLiteral("could not be written as JSON");
    }
    void refusedValues() {
        QFETCH(QString, expr);
        QFETCH(int, kind);
        QFETCH(QString, message);
        const EvalOutcome o = run(expr, PatchKind(kind));
        QVERIFY2(o.compiled, qPrintable(o.diagnostics.empty() ? QString() : o.diagnostics.front().message));
        QVERIFY2(o.error.isEmpty(), qPrintable(o.error));
        QVERIFY(!o.patch.ok);
        QVERIFY2(o.patch.error.contains(message), qPrintable(o.patch.error));
    }

    void jsonPatchFieldOfWrongTypeIsACompileError() {
        const EvalOutcome o = run(QStringLiteral("[JSONPatch{op: 1, path: '/a'}]"), PatchKind::JsonPatch);
        QVERIFY(!o.compiled);
        QVERIFY(!o.diagnostics.empty());
    }

    void jsonPatchApplicationErrors_data() {
        QTest::addColumn<QString>("patch");
        QTest::addColumn<QString>("message");
        QTest::newRow("bad op") << QStringLiteral(R"([{"op":"frobnicate","path":"/spec"}])")
                                << QStringLiteral("Unexpected kind: frobnicate");
        QTest::newRow("missing parent")
            << QStringLiteral(R"([{"op":"add","path":"/spec/nosuch/x","value":1}])")
            << QStringLiteral("add operation does not apply: doc is missing path");
        QTest::newRow("remove missing key") << QStringLiteral(R"([{"op":"remove","path":"/metadata/nope"}])")
                                            << QStringLiteral("Unable to remove nonexistent key: nope");
        QTest::newRow("replace under a missing parent")
            << QStringLiteral(R"([{"op":"replace","path":"/metadata/nope/x","value":1}])")
            << QStringLiteral("replace operation does not apply: doc is missing path");
        QTest::newRow("move from a missing key")
            << QStringLiteral(R"([{"op":"move","from":"/metadata/nope","path":"/metadata/x"}])")
            << QStringLiteral("Unable to remove nonexistent key: nope");
        QTest::newRow("index out of range")
            << QStringLiteral(R"([{"op":"add","path":"/spec/template/spec/containers/5","value":{}}])")
            << QStringLiteral("Unable to access invalid index: 5");
        QTest::newRow("not an index")
            << QStringLiteral(R"([{"op":"add","path":"/spec/template/spec/containers/x","value":{}}])")
            << QStringLiteral("value was not a proper array index: 'x'");
    }
    void jsonPatchApplicationErrors() {
        QFETCH(QString, patch);
        QFETCH(QString, message);
        const AppliedPatch a = applyJsonPatch(yaml(kDeployment), *codecs::parseJson(patch.toUtf8()));
        QVERIFY(!a.ok);
        QVERIFY2(a.error.contains(message), qPrintable(a.error));
    }

    void jsonPatchArrayOpsAndMoveCopy() {
        const auto patch = codecs::parseJson(R"([
            {"op":"add","path":"/spec/template/spec/containers/-","value":{"name":"last","image":"x"}},
            {"op":"add","path":"/spec/template/spec/containers/0","value":{"name":"first","image":"y"}},
            {"op":"copy","from":"/metadata/labels/app","path":"/metadata/labels/copied"},
            {"op":"move","from":"/metadata/annotations/keep","path":"/metadata/annotations/moved"},
            {"op":"test","path":"/spec/replicas","value":2.0}])");
        const AppliedPatch a = applyJsonPatch(yaml(kDeployment), *patch);
        QVERIFY2(a.ok, qPrintable(a.error));
        QVERIFY(!a.testFailed);
        const QCborArray containers = at(a.object, {QStringLiteral("spec"), QStringLiteral("template"),
                                                    QStringLiteral("spec"), QStringLiteral("containers")})
                                          .toArray();
        QCOMPARE(containers.size(), 4);
        QCOMPARE(containers.at(0).toMap().value(QLatin1String("name")).toString(), QStringLiteral("first"));
        QCOMPARE(containers.at(3).toMap().value(QLatin1String("name")).toString(), QStringLiteral("last"));
        QCOMPARE(
            at(a.object, {QStringLiteral("metadata"), QStringLiteral("labels"), QStringLiteral("copied")})
                .toString(),
            QStringLiteral("web"));
        const QCborMap ann =
            at(a.object, {QStringLiteral("metadata"), QStringLiteral("annotations")}).toMap();
        QVERIFY(!ann.contains(QLatin1String("keep")));
        QCOMPARE(ann.value(QLatin1String("moved")).toString(), QStringLiteral("yes"));
    }

    // json-patch v4 quirks Kubernetes inherits: replace of a missing member
    // adds it; copy of a missing member copies null.
    void jsonPatchV4Quirks() {
        const auto patch = codecs::parseJson(R"([
            {"op":"replace","path":"/metadata/added","value":"r"},
            {"op":"copy","from":"/metadata/nope","path":"/metadata/copied"}])");
        const AppliedPatch a = applyJsonPatch(yaml(kDeployment), *patch);
        QVERIFY2(a.ok, qPrintable(a.error));
        const QCborMap meta = at(a.object, {QStringLiteral("metadata")}).toMap();
        QCOMPARE(meta.value(QLatin1String("added")).toString(), QStringLiteral("r"));
        QVERIFY(meta.contains(QLatin1String("copied")));
        QVERIFY(meta.value(QLatin1String("copied")).isNull());
    }

    void failedTestLeavesTheObjectUnchanged() {
        const auto patch = codecs::parseJson(R"([
            {"op":"replace","path":"/spec/replicas","value":9},
            {"op":"test","path":"/metadata/labels/app","value":"other"}])");
        const AppliedPatch a = applyJsonPatch(yaml(kDeployment), *patch);
        QVERIFY(a.ok);
        QVERIFY(a.testFailed);
        QCOMPARE(a.object, yaml(kDeployment));
        QVERIFY(a.error.contains(QLatin1String("unchanged")));
    }

    void applyConfigurationMergesByListKeys() {
        const EvalOutcome o = run(QStringLiteral(R"(Object{
              metadata: Object.metadata{labels: {"tier": "web"}, finalizers: ["c.example/z", "a.example/x"]},
              spec: Object.spec{template: Object.spec.template{spec: Object.spec.template.spec{
                containers: [Object.spec.template.spec.containers{name: "web", image: "nginx:2"},
                             Object.spec.template.spec.containers{name: "new", image: "alpine"}]}}}})"),
                                  PatchKind::ApplyConfiguration);
        QVERIFY2(o.patch.ok, qPrintable(o.patch.error));
        QVERIFY(codecs::toYaml(o.patch.patch).contains("image: nginx:2"));
        const auto s = schema();
        const AppliedPatch a = applyConfiguration(yaml(kDeployment), o.patch.patch, s.get());
        QVERIFY2(a.ok, qPrintable(a.error));
        const QCborArray containers = at(a.object, {QStringLiteral("spec"), QStringLiteral("template"),
                                                    QStringLiteral("spec"), QStringLiteral("containers")})
                                          .toArray();
        QCOMPARE(containers.size(), 3);
        QCOMPARE(containers.at(0).toMap().value(QLatin1String("image")).toString(),
                 QStringLiteral("nginx:2"));
        // Fields the configuration leaves out stay (a merge, not a replace).
        QCOMPARE(containers.at(0).toMap().value(QLatin1String("args")).toArray().size(), 2);
        QCOMPARE(containers.at(1).toMap().value(QLatin1String("name")).toString(), QStringLiteral("side"));
        QCOMPARE(containers.at(2).toMap().value(QLatin1String("name")).toString(), QStringLiteral("new"));
        const QCborMap labels = at(a.object, {QStringLiteral("metadata"), QStringLiteral("labels")}).toMap();
        QCOMPARE(labels.value(QLatin1String("app")).toString(), QStringLiteral("web"));
        QCOMPARE(labels.value(QLatin1String("tier")).toString(), QStringLiteral("web"));
        // A set: the new item comes where the configuration has it, before the shared one.
        QCOMPARE(codecs::toJson(at(a.object, {QStringLiteral("metadata"), QStringLiteral("finalizers")}),
                                codecs::JsonStyle::Compact),
                 QByteArray(R"(["c.example/z","a.example/x","b.example/y"])"));
    }

    void applyConfigurationRefusals_data() {
        QTest::addColumn<QString>("expr");
        QTest::addColumn<QString>("message");
        QTest::newRow("atomic list") << QStringLiteral(
                                            R"(Object{spec: Object.spec{template: Object.spec.template{
                spec: Object.spec.template.spec{containers: [Object.spec.template.spec.containers{
                name: "web", args: ["--x"]}]}}}})")
                                     << QStringLiteral("may not mutate atomic arrays, maps or structs: "
                                                       ".spec.template.spec.containers[0].args");
        QTest::newRow("atomic struct")
            << QStringLiteral(
                   R"(Object{spec: Object.spec{selector: Object.spec.selector{matchLabels: {"a": "b"}}}})")
            << QStringLiteral("may not mutate atomic arrays, maps or structs: .spec.selector");
        QTest::newRow("undeclared field") << QStringLiteral("Object{spec: Object.spec{bogus: 1}}")
                                          << QStringLiteral(".spec.bogus: field not declared in schema");
        QTest::newRow("wrong type") << QStringLiteral("Object{spec: Object.spec{replicas: 'three'}}")
                                    << QStringLiteral(
                                           ".spec.replicas: expected numeric (int or float), got string");
        QTest::newRow("list item without its key")
            << QStringLiteral(R"(Object{spec: Object.spec{template: Object.spec.template{
                spec: Object.spec.template.spec{containers: [Object.spec.template.spec.containers{image: "x"}]}}}})")
            << QStringLiteral("omits key field \"name\"");
    }
    void applyConfigurationRefusals() {
        QFETCH(QString, expr);
        QFETCH(QString, message);
        const EvalOutcome o = run(expr, PatchKind::ApplyConfiguration);
        QVERIFY2(o.patch.ok, qPrintable(o.patch.error));
        const auto s = schema();
        const AppliedPatch a = applyConfiguration(yaml(kDeployment), o.patch.patch, s.get());
        QVERIFY(!a.ok);
        QVERIFY2(a.error.contains(message), qPrintable(a.error));
    }

    void applyRequestBodyNamesTheTarget() {
        const QCborValue body = applyRequestBody(yaml("spec: {replicas: 4}"), yaml(kDeployment));
        QCOMPARE(at(body, {QStringLiteral("kind")}).toString(), QStringLiteral("Deployment"));
        QCOMPARE(at(body, {QStringLiteral("metadata"), QStringLiteral("namespace")}).toString(),
                 QStringLiteral("demo"));
        QCOMPARE(at(body, {QStringLiteral("spec"), QStringLiteral("replicas")}).toInteger(), 4);
    }

    void patchKindNames() {
        QCOMPARE(parsePatchKind(QStringLiteral("json")), PatchKind::JsonPatch);
        QCOMPARE(parsePatchKind(QStringLiteral("ApplyConfiguration")), PatchKind::ApplyConfiguration);
        QVERIFY(!parsePatchKind(QStringLiteral("merge")));
    }
};

QTEST_GUILESS_MAIN(TestCelMutation)
#include "tst_celmutation.moc"
