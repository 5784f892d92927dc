// MutatingAdmissionPolicy mutations against the sandbox API server:
// - for several JSON patches and apply configurations on a live Deployment and
//   ConfigMap, Mado's local application equals the server's dry-run result
//   (PATCH json-patch+json / forced server-side apply, dryRun=All), fields the
//   server defaults aside; a patch the server refuses fails locally too, and
//   the server's Status reads as a clear message;
// - end to end: a real MutatingAdmissionPolicy and binding scoped to the test
//   namespace mutate created ConfigMaps, and the stored objects equal Mado's
//   local preview of the same expressions on the submitted object.
#include "codecs/json.h"
#include "codecs/yaml.h"
#include "kube/schema/openapi.h"
#include "models/cel/celbinding.h"
#include "models/cel/celeval.h"
#include "models/cel/mutationdryrun.h"
#include "models/cel/objectschema.h"
#include "tests/common/sandboxclient.h"
#include "tests/common/testcluster.h"

#include <QCborMap>
#include <QSignalSpy>
#include <QTest>

using namespace models::celplay;

namespace {

QCborValue getJson(const QStringList &args) {
    const auto run = testcluster::kubectl(args + QStringList{QStringLiteral("-o"), QStringLiteral("json")});
    if (run.exitCode != 0)
        qFatal("kubectl failed: %s", qPrintable(run.err));
    return *codecs::parseJson(run.out.toUtf8());
}

::cel::json::NodeP schemaOf(const QString &gvPath, const kube::GroupVersionKind &gvk) {
    const auto run = testcluster::kubectl({QStringLiteral("get"), QStringLiteral("--raw"), gvPath});
    if (run.exitCode != 0)
        qFatal("openapi: %s", qPrintable(run.err));
    auto doc = kube::OpenApiDocument::parse(run.out.toUtf8(), gvk.groupVersion());
    if (!doc)
        qFatal("openapi parse: %s", qPrintable(doc.error().message));
    return objectSchema(**doc, gvk);
}

EvalOutcome evaluateOn(const QString &expr, PatchKind kind, const QCborValue &object,
                       const ::cel::json::NodeP &schema) {
    EvalRequest r;
    r.expression = expr;
    r.environment = cel::limits::Environment::MutatingAdmissionPolicy;
    r.patchKind = kind;
    r.objectSchema = schema;
    r.variables["object"] = models::celbinding::toNode(object);
    return evaluate(r);
}

} // namespace

class TestCelMutationSandbox final : public QObject {
    Q_OBJECT
    std::unique_ptr<kube::Client> m_client;
    QString m_ns;
    ::cel::json::NodeP m_deploymentSchema, m_configMapSchema;

    const ::cel::json::NodeP &schemaFor(const QString &resource) {
        return resource == QLatin1String("deployments") ? m_deploymentSchema : m_configMapSchema;
    }
    QString pathFor(const QString &resource, const QString &name) const {
        return resource == QLatin1String("deployments")
                   ? QStringLiteral("/apis/apps/v1/namespaces/%1/deployments/%2").arg(m_ns, name)
                   : QStringLiteral("/api/v1/namespaces/%1/configmaps/%2").arg(m_ns, name);
    }

    mado::Result<MutationDryRunOutcome, mado::Error> dryRun(const QString &resource, const QString &name,
                                                            PatchKind kind, const QCborValue &patch) {
        MutationDryRunRequest req;
        req.kind = kind;
        req.path = pathFor(resource, name);
        req.patch = patch;
        req.schema = schemaFor(resource);
        auto *run = MutationDryRun::start(m_client.get(), req);
        QSignalSpy done(run, &MutationDryRun::finished);
        if (!done.wait(30000))
            qFatal("dry run did not finish");
        auto r = run->result();
        run->deleteLater();
        return r;
    }

private slots:
    void initTestCase() {
        m_client = testcluster::sandboxClient();
        QVERIFY(m_client);
        m_ns = testcluster::ownNamespace(QStringLiteral("celmut"));
        QCOMPARE(testcluster::kubectl({QStringLiteral("create"), QStringLiteral("namespace"), m_ns}).exitCode,
                 0);
        const QByteArray objects = QStringLiteral(R"(
apiVersion: apps/v1
kind: Deployment
metadata: {name: web, namespace: %1, labels: {app: web}, annotations: {keep: "yes"}}
spec:
  replicas: 1
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers:
      - name: web
        image: nginx:1
        args: ["--port", "80"]
        env: [{name: A, value: "1"}]
      - name: side
        image: busybox
---
apiVersion: v1
kind: ConfigMap
metadata: {name: conf, namespace: %1}
data: {a: "1", b: "2"}
)")
                                       .arg(m_ns)
                                       .toUtf8();
        const auto applied = testcluster::kubectl(
            {QStringLiteral("apply"), QStringLiteral("-f"), QStringLiteral("-")}, objects);
        QVERIFY2(applied.exitCode == 0, qPrintable(applied.err));
        m_deploymentSchema =
            schemaOf(QStringLiteral("/openapi/v3/apis/apps/v1"),
                     {QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("Deployment")});
        m_configMapSchema = schemaOf(QStringLiteral("/openapi/v3/api/v1"),
                                     {QString(), QStringLiteral("v1"), QStringLiteral("ConfigMap")});
        QVERIFY(m_deploymentSchema && m_configMapSchema);
    }

    void cleanupTestCase() {
        testcluster::kubectl({QStringLiteral("delete"),
                              QStringLiteral("mutatingadmissionpolicybinding,mutatingadmissionpolicy"), m_ns,
                              QStringLiteral("--ignore-not-found"), QStringLiteral("--wait=false")});
        testcluster::kubectl(
            {QStringLiteral("delete"), QStringLiteral("namespace"), m_ns, QStringLiteral("--wait=false")});
    }

    void localEqualsServerDryRun_data() {
        QTest::addColumn<QString>("resource");
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("expr");
        const int json = int(PatchKind::JsonPatch), apply = int(PatchKind::ApplyConfiguration);
        QTest::newRow("json: escaped label key, replicas from object")
            << QStringLiteral("deployments") << QStringLiteral("web") << json
            << QStringLiteral(
                   R"([JSONPatch{op: "add", path: "/metadata/labels/" + jsonpatch.escapeKey("example.com/team"), value: "a"},
                  JSONPatch{op: "replace", path: "/spec/replicas", value: object.spec.replicas + 2}])");
        QTest::newRow("json: insert into a list, remove an annotation")
            << QStringLiteral("deployments") << QStringLiteral("web") << json
            << QStringLiteral(
                   R"([JSONPatch{op: "add", path: "/spec/template/spec/containers/0/env/0", value: {"name": "B", "value": "2"}},
                  JSONPatch{op: "remove", path: "/metadata/annotations/keep"},
                  JSONPatch{op: "add", path: "/spec/template/spec/containers/1/args", value: ["sleep", "1"]}])");
        QTest::newRow("json: configmap copy, move, test")
            << QStringLiteral("configmaps") << QStringLiteral("conf") << json
            << QStringLiteral(R"([JSONPatch{op: "test", path: "/data/a", value: "1"},
                  JSONPatch{op: "copy", from: "/data/a", path: "/data/c"},
                  JSONPatch{op: "move", from: "/data/b", path: "/data/d"}])");
        QTest::newRow("apply: container by name, labels")
            << QStringLiteral("deployments") << QStringLiteral("web") << apply
            << QStringLiteral(R"(Object{metadata: Object.metadata{labels: {"tier": "web"}},
                  spec: Object.spec{template: Object.spec.template{spec: Object.spec.template.spec{
                    containers: [Object.spec.template.spec.containers{name: "side", image: "busybox:2"}]}}}})");
        QTest::newRow("apply: env merged by name")
            << QStringLiteral("deployments") << QStringLiteral("web") << apply
            << QStringLiteral(
                   R"(Object{spec: Object.spec{template: Object.spec.template{spec: Object.spec.template.spec{
                    containers: [Object.spec.template.spec.containers{name: "web",
                      env: [Object.spec.template.spec.containers.env{name: "A", value: "10"},
                            Object.spec.template.spec.containers.env{name: "C", value: "3"}]}]}}}})");
        QTest::newRow("apply: configmap data")
            << QStringLiteral("configmaps") << QStringLiteral("conf") << apply
            << QStringLiteral(R"(Object{data: {"b": "20", "e": string(size(object.data))}})");
    }
    void localEqualsServerDryRun() {
        QFETCH(QString, resource);
        QFETCH(QString, name);
        QFETCH(int, kind);
        QFETCH(QString, expr);
        const QCborValue live = getJson({QStringLiteral("-n"), m_ns, QStringLiteral("get"), resource, name});
        const EvalOutcome o = evaluateOn(expr, PatchKind(kind), live, schemaFor(resource));
        QVERIFY2(o.compiled && o.error.isEmpty(),
                 qPrintable(o.error + (o.diagnostics.empty() ? QString() : o.diagnostics.front().message)));
        QVERIFY2(o.patch.ok, qPrintable(o.patch.error));
        const auto r = dryRun(resource, name, PatchKind(kind), o.patch.patch);
        QVERIFY2(r, qPrintable(r ? QString() : r.error().message));
        QVERIFY2(r->local.ok, qPrintable(r->local.error));
        QVERIFY(!r->preview.changes.isEmpty()); // the patch did change the object
        QVERIFY2(r->agree, qPrintable(r->differences.join(QStringLiteral(", "))));
        // And nothing was stored.
        const QCborValue after = getJson({QStringLiteral("-n"), m_ns, QStringLiteral("get"), resource, name});
        QCOMPARE(
            after.toMap().value(QLatin1String("metadata")).toMap().value(QLatin1String("resourceVersion")),
            live.toMap().value(QLatin1String("metadata")).toMap().value(QLatin1String("resourceVersion")));
    }

    void refusedByBoth() {
        const QCborValue live = getJson({QStringLiteral("-n"), m_ns, QStringLiteral("get"),
                                         QStringLiteral("configmaps"), QStringLiteral("conf")});
        const EvalOutcome o = evaluateOn(QStringLiteral(R"([JSONPatch{op: "remove", path: "/data/nosuch"}])"),
                                         PatchKind::JsonPatch, live, m_configMapSchema);
        QVERIFY(o.patch.ok);
        const AppliedPatch local = applyJsonPatch(live, o.patch.patch);
        QVERIFY(!local.ok);
        QVERIFY2(local.error.contains(QLatin1String("nonexistent")), qPrintable(local.error));
        const auto r =
            dryRun(QStringLiteral("configmaps"), QStringLiteral("conf"), PatchKind::JsonPatch, o.patch.patch);
        QVERIFY(!r);
        // The server's Status says 422 without naming the operation; the message adds Mado's own reason.
        QVERIFY2(r.error().message.contains(QLatin1String("422")), qPrintable(r.error().message));
        QVERIFY2(r.error().message.contains(QLatin1String("Unable to remove nonexistent key: nosuch")),
                 qPrintable(r.error().message));
    }

    // A real MutatingAdmissionPolicy mutates what is created in the namespace;
    // the stored object equals Mado's preview on the submitted object.
    void policyEndToEnd_data() {
        QTest::addColumn<QString>("patchType");
        QTest::addColumn<QString>("expr");
        QTest::newRow("JSONPatch")
            << QStringLiteral("JSONPatch")
            << QStringLiteral(R"([JSONPatch{op: "add", path: "/data/size", value: string(size(object.data))},
                  JSONPatch{op: "add", path: "/metadata/labels", value: {"mutated": "json"}},
                  JSONPatch{op: "add", path: "/metadata/annotations", value: {"example.com/ab": "1"}}])");
        QTest::newRow("ApplyConfiguration")
            << QStringLiteral("ApplyConfiguration")
            << QStringLiteral(R"(Object{metadata: Object.metadata{labels: {"mutated": "apply"}},
                  data: {"a": "overridden", "extra": "e2e"}})");
    }
    void policyEndToEnd() {
        QFETCH(QString, patchType);
        QFETCH(QString, expr);
        const QString policy = m_ns; // cluster-scoped names, unique per run
        const QString field = patchType == QLatin1String("JSONPatch") ? QStringLiteral("jsonPatch")
                                                                      : QStringLiteral("applyConfiguration");
        QCborMap exprMap;
        exprMap.insert(QLatin1String("expression"), expr);
        const QString manifest =
            QStringLiteral(R"(apiVersion: admissionregistration.k8s.io/v1
kind: MutatingAdmissionPolicy
metadata: {name: %1}
spec:
  matchConstraints:
    resourceRules:
    - {apiGroups: [""], apiVersions: ["v1"], operations: ["CREATE"], resources: ["configmaps"]}
  matchConditions:
  - {name: e2e, expression: 'object.metadata.name.startsWith("e2e-")'}
  failurePolicy: Fail
  reinvocationPolicy: Never
  mutations:
  - patchType: %2
    %3: %4
---
apiVersion: admissionregistration.k8s.io/v1
kind: MutatingAdmissionPolicyBinding
metadata: {name: %1}
spec:
  policyName: %1
  matchResources:
    namespaceSelector:
      matchLabels: {kubernetes.io/metadata.name: %5}
)")
                .arg(policy, patchType, field,
                     QString::fromUtf8(codecs::toJson(exprMap, codecs::JsonStyle::Compact)), m_ns);
        const auto applied = testcluster::kubectl(
            {QStringLiteral("apply"), QStringLiteral("-f"), QStringLiteral("-")}, manifest.toUtf8());
        QVERIFY2(applied.exitCode == 0, qPrintable(applied.err));

        // The policy takes effect once the API server's informer has it: create until mutated.
        const QString mark =
            patchType == QLatin1String("JSONPatch") ? QStringLiteral("json") : QStringLiteral("apply");
        auto mutated = [&mark](const QCborValue &o) {
            return o.toMap()
                       .value(QLatin1String("metadata"))
                       .toMap()
                       .value(QLatin1String("labels"))
                       .toMap()
                       .value(QLatin1String("mutated")) == QCborValue(mark);
        };
        QCborValue submitted, stored;
        for (int attempt = 0; attempt < 60; ++attempt) {
            const QString name = QStringLiteral("e2e-%1-%2").arg(patchType.toLower()).arg(attempt);
            submitted =
                *codecs::parseYaml(QStringLiteral("apiVersion: v1\nkind: ConfigMap\nmetadata: {name: %1, "
                                                  "namespace: %2}\ndata: {a: \"1\", b: \"2\"}\n")
                                       .arg(name, m_ns)
                                       .toUtf8());
            const auto created =
                testcluster::kubectl({QStringLiteral("create"), QStringLiteral("-f"), QStringLiteral("-"),
                                      QStringLiteral("-o"), QStringLiteral("json")},
                                     codecs::toJson(submitted));
            QVERIFY2(created.exitCode == 0, qPrintable(created.err));
            stored = *codecs::parseJson(created.out.toUtf8());
            if (mutated(stored))
                break;
            QTest::qWait(500);
        }
        QVERIFY2(mutated(stored), "the policy never mutated a created ConfigMap");

        const EvalOutcome o = evaluateOn(
            expr,
            patchType == QLatin1String("JSONPatch") ? PatchKind::JsonPatch : PatchKind::ApplyConfiguration,
            submitted, m_configMapSchema);
        QVERIFY2(o.patch.ok, qPrintable(o.patch.error + o.error));
        const AppliedPatch local = applyPatch(
            patchType == QLatin1String("JSONPatch") ? PatchKind::JsonPatch : PatchKind::ApplyConfiguration,
            submitted, o.patch.patch, m_configMapSchema.get());
        QVERIFY2(local.ok, qPrintable(local.error));
        // Compare what the submitted object and the policy decide: data, labels, annotations.
        for (const char *path : {"data", "metadata.labels", "metadata.annotations"}) {
            auto at = [](const QCborValue &v, const QString &p) {
                QCborValue cur = v;
                for (const QString &k : p.split(QLatin1Char('.')))
                    cur = cur.toMap().value(k);
                return codecs::toJson(codecs::canonical(cur), codecs::JsonStyle::Compact);
            };
            QCOMPARE(at(local.object, QLatin1String(path)), at(stored, QLatin1String(path)));
        }
        testcluster::kubectl({QStringLiteral("delete"),
                              QStringLiteral("mutatingadmissionpolicybinding,mutatingadmissionpolicy"),
                              policy, QStringLiteral("--wait=true")});
        // Let the deletion reach the admission plugin before the next row's policy.
        QTest::qWait(1500);
    }
};

QTEST_GUILESS_MAIN(TestCelMutationSandbox)
#include "tst_celmutation_sandbox.moc"
