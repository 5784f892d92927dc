// Differential: a corpus of edits on Deployments (one with lists of 300
// items), Pods, Services, a ConfigMap of 1,000 keys and a custom resource.
// For each edit Mado derives the strategic merge, merge and JSON
// patches from the live object and the edited copy (patch metadata from the
// sandbox's OpenAPI v3 schema through the schema service); each is sent as a
// dry run, and the object the server answers must equal the edited object
// (as a dry-run update of it answers: the edited object plus server defaults),
// and equal what `kubectl patch --dry-run=server -o json` answers for the
// same patch. Nothing is written. Owns namespace mado-t-pdiff-* and one CRD group.
// The corpus below is a long table of pointers and names: plain literals read
// better there than QStringLiteral on every one.
#undef QT_NO_CAST_FROM_ASCII
#include "codecs/json.h"
#include "kube/client.h"
#include "kube/discovery.h"
#include "kube/write.h"
#include "models/patch/derive.h"
#include "models/patch/openapipatchschema.h"
#include "models/patch/paths.h"
#include "models/patch/preview.h"
#include "models/schema/schemaservice.h"
#include "tests/common/await.h"
#include "tests/common/sandboxclient.h"
#include "tests/common/testcluster.h"

#include <QCborArray>
#include <QCborMap>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using mado::test::await;
using namespace models::patch;

namespace {

using Edit = std::function<QCborValue(QCborValue)>;

QCborValue json(const char *text) {
    auto r = codecs::parseJson(QByteArray(text));
    if (!r)
        qFatal("bad JSON in the corpus: %s", qPrintable(r.error().message));
    return *r;
}

/// doc with value at a JSON pointer (the parents exist; "-" appends to a list).
QCborValue put(const QCborValue &doc, const QString &pointer, const QCborValue &value) {
    const QString parent = pointer.section(QLatin1Char('/'), 0, -2);
    const QString last = pointer.section(QLatin1Char('/'), -1);
    const Path pp = pointerPath(parent, doc);
    const QCborValue container = parent.isEmpty() ? doc : valueAt(doc, pp).value_or(QCborValue());
    if (container.isArray()) {
        QCborArray a = container.toArray();
        if (last == QLatin1String("-"))
            a.append(value);
        else
            a.insert(last.toInt(), value);
        return setAt(doc, pp, a);
    }
    QCborMap m = container.toMap();
    m.insert(last, value);
    return setAt(doc, pp, m);
}

QCborValue drop(const QCborValue &doc, const QString &pointer) {
    return removeAt(doc, pointerPath(pointer, doc));
}

Edit set(const QString &pointer, const QCborValue &value) {
    return [=](const QCborValue &d) {
        return put(d, pointer, value);
    };
}
Edit del(const QString &pointer) {
    return [=](const QCborValue &d) {
        return drop(d, pointer);
    };
}
Edit both(Edit a, Edit b) {
    return [=](const QCborValue &d) {
        return b(a(d));
    };
}

} // namespace

Q_DECLARE_METATYPE(Edit)

namespace {

struct Case {
    QString name;
    QString object; ///< "deployment", "pod", "service", "widget", "crowded", "many"
    Edit edit;
};

} // namespace

class TestPatchDifferential final : public QObject {
    Q_OBJECT

    std::unique_ptr<kube::Client> m_client;
    models::SchemaService *m_schemas = nullptr;
    QTemporaryDir m_cache;
    const QString m_ns = testcluster::ownNamespace(QStringLiteral("pdiff"));
    const QString m_group = testcluster::ownGroup(QStringLiteral("pdiff"));
    QHash<QString, kube::ApiResource> m_resources;
    static constexpr int kLongList = 300; ///< environment variables and finalizers of Deployment "c"
    static constexpr int kManyKeys =
        1000; ///< keys of ConfigMap "m" (its JSON patch stays under argv's 128 KB for kubectl)
    int m_compared = 0;
    int m_kubectlCompared = 0;

    kube::ApiResource resource(const QString &group, const QString &version, const QString &plural,
                               const QString &kind) {
        kube::ApiResource r;
        r.group = group;
        r.version = version;
        r.name = plural;
        r.kind = kind;
        r.namespaced = true;
        return r;
    }

    kube::Write::ResultType send(kube::WriteRequest req) {
        kube::Write *w = kube::Write::start(m_client.get(), req);
        auto r = await(w);
        w->deleteLater();
        return r;
    }

    QCborValue get(const QString &path) {
        kube::Call *c = m_client->get(path);
        const auto r = await(c);
        c->deleteLater();
        return r ? *codecs::parseJson(r->body) : QCborValue();
    }

    bool create(const QString &object, const QByteArray &body) {
        kube::WriteRequest req;
        req.verb = kube::WriteVerb::Create;
        req.path = m_resources.value(object).path(m_ns);
        req.body = body;
        auto r = send(req);
        for (int i = 0; i < 50 && !r && r.error().api.httpStatus == 404; ++i) { // a CRD just established
            QTest::qWait(200);
            r = send(req);
        }
        if (!r)
            qWarning("create %s: %s", qPrintable(object), qPrintable(r.error().userMessage()));
        return r.ok();
    }

    /// The object as compared: noise (resourceVersion, generation, managedFields) folded.
    static QByteArray comparable(const QCborValue &o) {
        return codecs::toJson(presentable(o, {}), codecs::JsonStyle::Indented);
    }

    std::shared_ptr<const PatchSchema> schemaFor(const QCborValue &live) {
        const QString apiVersion = live[QLatin1String("apiVersion")].toString();
        const kube::GroupVersionKind gvk{
            apiVersion.contains(QLatin1Char('/')) ? apiVersion.section(QLatin1Char('/'), 0, 0) : QString(),
            apiVersion.section(QLatin1Char('/'), -1), live[QLatin1String("kind")].toString()};
        auto r = await(m_schemas->lookup(gvk.groupVersion()));
        if (!r)
            qFatal("schema of %s: %s", qPrintable(gvk.groupVersion()), qPrintable(r.error().userMessage()));
        auto schema = std::make_shared<OpenApiPatchSchema>(r.value(), gvk);
        if (!schema->knowsKind())
            qFatal("the schema does not describe %s", qPrintable(gvk.kind));
        return schema;
    }

private slots:
    void initTestCase() {
        m_client = testcluster::sandboxClient();
        QVERIFY(m_client);
        QVERIFY(m_cache.isValid());
        m_schemas = new models::SchemaService(this);
        m_schemas->setCacheDir(m_cache.path());
        m_schemas->setClient(m_client.get());
        m_resources.insert(QStringLiteral("deployment"),
                           resource(QStringLiteral("apps"), QStringLiteral("v1"),
                                    QStringLiteral("deployments"), QStringLiteral("Deployment")));
        m_resources.insert(QStringLiteral("pod"),
                           resource({}, QStringLiteral("v1"), QStringLiteral("pods"), QStringLiteral("Pod")));
        m_resources.insert(
            QStringLiteral("service"),
            resource({}, QStringLiteral("v1"), QStringLiteral("services"), QStringLiteral("Service")));
        m_resources.insert(QStringLiteral("crowded"),
                           resource(QStringLiteral("apps"), QStringLiteral("v1"),
                                    QStringLiteral("deployments"), QStringLiteral("Deployment")));
        m_resources.insert(
            QStringLiteral("many"),
            resource({}, QStringLiteral("v1"), QStringLiteral("configmaps"), QStringLiteral("ConfigMap")));
        m_resources.insert(
            QStringLiteral("widget"),
            resource(m_group, QStringLiteral("v1"), QStringLiteral("widgets"), QStringLiteral("Widget")));
        kube::WriteRequest ns;
        ns.verb = kube::WriteVerb::Create;
        ns.path = QStringLiteral("/api/v1/namespaces");
        ns.body = testcluster::namespaceJson(m_ns);
        QVERIFY(send(ns));
        const QByteArray crd =
            QStringLiteral(R"({"apiVersion":"apiextensions.k8s.io/v1","kind":"CustomResourceDefinition",
            "metadata":{"name":"widgets.%1"},"spec":{"group":"%1","scope":"Namespaced",
            "names":{"plural":"widgets","singular":"widget","kind":"Widget"},
            "versions":[{"name":"v1","served":true,"storage":true,"schema":{"openAPIV3Schema":{"type":"object",
            "properties":{"spec":{"type":"object","properties":{
              "size":{"type":"integer","default":1},
              "color":{"type":"string"},
              "tags":{"type":"array","items":{"type":"string"}},
              "config":{"type":"object","additionalProperties":{"type":"string"}},
              "parts":{"type":"array","items":{"type":"object","properties":{
                 "name":{"type":"string"},"count":{"type":"integer"}}}}}}}}}}]}})")
                .arg(m_group)
                .toUtf8();
        QCOMPARE(
            testcluster::kubectl({QStringLiteral("apply"), QStringLiteral("-f"), QStringLiteral("-")}, crd)
                .exitCode,
            0);
        QCOMPARE(testcluster::kubectl({QStringLiteral("wait"), QStringLiteral("--for=condition=Established"),
                                       QStringLiteral("crd/widgets.") + m_group})
                     .exitCode,
                 0);
        QVERIFY(create(QStringLiteral("deployment"), R"({"apiVersion":"apps/v1","kind":"Deployment",
            "metadata":{"name":"d","labels":{"app":"d","tier":"web"},"annotations":{"note":"base"}},
            "spec":{"replicas":2,"selector":{"matchLabels":{"app":"d"}},
              "strategy":{"type":"RollingUpdate","rollingUpdate":{"maxSurge":1,"maxUnavailable":0}},
              "template":{"metadata":{"labels":{"app":"d"}},"spec":{
                "containers":[
                  {"name":"web","image":"nginx:1.25","args":["--a","--b"],
                   "ports":[{"containerPort":80,"protocol":"TCP"},{"containerPort":443,"protocol":"TCP"}],
                   "env":[{"name":"A","value":"1"},{"name":"B","value":"2"}],
                   "volumeMounts":[{"name":"cache","mountPath":"/cache"}],
                   "resources":{"limits":{"cpu":"500m","memory":"128Mi"}}},
                  {"name":"side","image":"busybox:1.36","command":["sleep","3600"]}],
                "volumes":[{"name":"cache","emptyDir":{}}],
                "nodeSelector":{"disk":"ssd"},
                "tolerations":[{"key":"k","operator":"Exists","effect":"NoSchedule"}],
                "hostAliases":[{"ip":"10.0.0.1","hostnames":["a.local"]}]}}}})"));
        QVERIFY(create(QStringLiteral("pod"), R"({"apiVersion":"v1","kind":"Pod",
            "metadata":{"name":"p","labels":{"app":"p"},"finalizers":["mado.test/keep"]},
            "spec":{"containers":[{"name":"main","image":"nginx:1.25"},{"name":"helper","image":"busybox:1.36"}],
              "tolerations":[{"key":"a","operator":"Exists"}]}})"));
        QVERIFY(create(QStringLiteral("service"), R"({"apiVersion":"v1","kind":"Service",
            "metadata":{"name":"s","labels":{"app":"s"}},
            "spec":{"selector":{"app":"s","tier":"web"},
              "ports":[{"name":"http","port":80,"targetPort":8080,"protocol":"TCP"},
                       {"name":"https","port":443,"targetPort":8443,"protocol":"TCP"}]}})"));
        // Long lists and a large map: kLongList environment variables and
        // finalizers on Deployment "c", kManyKeys keys in ConfigMap "m".
        QCborArray env, finalizers;
        for (int i = 0; i < kLongList; ++i) {
            env.append(
                QCborMap{{QStringLiteral("name"), QStringLiteral("E%1").arg(i, 4, 10, QLatin1Char('0'))},
                         {QStringLiteral("value"), QString::number(i)}});
            finalizers.append(QStringLiteral("mado.test/f%1").arg(i, 4, 10, QLatin1Char('0')));
        }
        QCborValue crowded = json(R"({"apiVersion":"apps/v1","kind":"Deployment","metadata":{"name":"c"},
            "spec":{"replicas":0,"selector":{"matchLabels":{"app":"c"}},
              "template":{"metadata":{"labels":{"app":"c"}},"spec":{
                "containers":[{"name":"main","image":"nginx:1.25"}]}}}})");
        crowded = put(crowded, "/metadata/finalizers", finalizers);
        crowded = put(crowded, "/spec/template/spec/containers/0/env", env);
        QVERIFY(create(QStringLiteral("crowded"), codecs::toJson(crowded, codecs::JsonStyle::Compact)));
        QCborMap data;
        for (int i = 0; i < kManyKeys; ++i)
            data.insert(QStringLiteral("k%1").arg(i), QStringLiteral("v%1").arg(i));
        const QCborMap many{
            {QStringLiteral("apiVersion"), QStringLiteral("v1")},
            {QStringLiteral("kind"), QStringLiteral("ConfigMap")},
            {QStringLiteral("metadata"), QCborMap{{QStringLiteral("name"), QStringLiteral("m")}}},
            {QStringLiteral("data"), data}};
        QVERIFY(create(QStringLiteral("many"), codecs::toJson(many, codecs::JsonStyle::Compact)));
        QVERIFY(create(QStringLiteral("widget"),
                       QStringLiteral(R"({"apiVersion":"%1/v1","kind":"Widget","metadata":{"name":"w"},
            "spec":{"size":3,"color":"red","tags":["a","b","c"],"config":{"x":"1","y":"2"},
              "parts":[{"name":"p1","count":1},{"name":"p2","count":2}]}})")
                           .arg(m_group)
                           .toUtf8()));
    }

    void corpus_data() {
        QTest::addColumn<QString>("object");
        QTest::addColumn<Edit>("edit");
        const QString c0 = QStringLiteral("/spec/template/spec/containers/0");
        const QString c1 = QStringLiteral("/spec/template/spec/containers/1");
        const QString pod = QStringLiteral("/spec/template/spec");
        const QList<Case> cases = {
            // Deployments
            {"replicas", "deployment", set("/spec/replicas", 5)},
            {"image of a container by key", "deployment", set(c0 + "/image", QStringLiteral("nginx:1.26"))},
            {"container added", "deployment",
             set(pod + "/containers/-", json(R"({"name":"log","image":"busybox:1.36","args":["tail"]})"))},
            {"container added first", "deployment",
             set(pod + "/containers/0", json(R"({"name":"init","image":"busybox:1.36"})"))},
            {"container deleted ($patch: delete)", "deployment", del(c1)},
            {"containers reordered", "deployment",
             [c0](const QCborValue &d) {
                 const QCborValue first = *valueAt(d, pointerPath(c0, d));
                 return put(drop(d, c0), QStringLiteral("/spec/template/spec/containers/-"), first);
             }},
            {"env var changed by name", "deployment", set(c0 + "/env/1/value", QStringLiteral("20"))},
            {"env var added and one removed", "deployment",
             both(del(c0 + "/env/0"), set(c0 + "/env/-", json(R"({"name":"C","value":"3"})")))},
            {"port added by containerPort", "deployment",
             set(c0 + "/ports/-", json(R"({"containerPort":8080,"protocol":"TCP","name":"alt"})"))},
            {"port removed", "deployment", del(c0 + "/ports/1")},
            {"atomic args changed", "deployment", set(c0 + "/args/1", QStringLiteral("--c"))},
            {"command list emptied", "deployment", del(c1 + "/command")},
            {"strategy to Recreate ($retainKeys)", "deployment",
             set("/spec/strategy", json(R"({"type":"Recreate"})"))},
            {"volume source changed ($retainKeys in a list)", "deployment",
             both(del(pod + "/volumes/0"),
                  set(pod + "/volumes/0", json(R"({"name":"cache","configMap":{"name":"cfg"}})")))},
            {"volume and mount added", "deployment",
             both(set(pod + "/volumes/-", json(R"({"name":"tmp","emptyDir":{"medium":"Memory"}})")),
                  set(c0 + "/volumeMounts/-", json(R"({"name":"tmp","mountPath":"/tmp"})")))},
            {"nested map key added and removed", "deployment",
             both(del("/metadata/labels/tier"), set("/metadata/labels/team", QStringLiteral("blue")))},
            {"template labels nested map", "deployment",
             set("/spec/template/metadata/labels/version", QStringLiteral("v2"))},
            {"resource limits nested map", "deployment",
             both(set(c0 + "/resources/limits/cpu", QStringLiteral("1")),
                  set(c0 + "/resources/requests", json(R"({"memory":"64Mi"})")))},
            {"finalizer added (primitive list)", "deployment",
             set("/metadata/finalizers", json(R"(["mado.test/a","mado.test/b"])"))},
            {"annotation removed", "deployment", del("/metadata/annotations/note")},
            {"node selector replaced", "deployment", set(pod + "/nodeSelector", json(R"({"zone":"a"})"))},
            {"atomic tolerations appended", "deployment",
             set(pod + "/tolerations/-", json(R"({"key":"x","operator":"Equal","value":"y"})"))},
            {"host alias added by ip", "deployment",
             set(pod + "/hostAliases/-", json(R"({"ip":"10.0.0.2","hostnames":["b.local"]})"))},
            {"image pull secret added", "deployment",
             set(pod + "/imagePullSecrets", json(R"([{"name":"reg"}])"))},
            // Pods
            {"pod image", "pod", set("/spec/containers/1/image", QStringLiteral("busybox:1.37"))},
            {"pod finalizer added", "pod", set("/metadata/finalizers/-", QStringLiteral("mado.test/more"))},
            {"pod finalizer removed ($deleteFromPrimitiveList)", "pod", del("/metadata/finalizers/0")},
            {"pod labels and annotations", "pod",
             both(set("/metadata/labels/app", QStringLiteral("p2")),
                  set("/metadata/annotations", json(R"({"why":"test"})")))},
            {"pod toleration added", "pod",
             set("/spec/tolerations/-",
                 json(R"({"key":"b","operator":"Exists","effect":"NoExecute","tolerationSeconds":5})"))},
            {"pod activeDeadlineSeconds", "pod", set("/spec/activeDeadlineSeconds", 600)},
            // Services
            {"service port changed by key", "service", set("/spec/ports/0/targetPort", 9090)},
            {"service port added", "service",
             set("/spec/ports/-",
                 json(R"({"name":"metrics","port":9100,"targetPort":9100,"protocol":"TCP"})"))},
            {"service port removed", "service", del("/spec/ports/0")},
            {"service selector nested map", "service",
             both(del("/spec/selector/tier"), set("/spec/selector/role", QStringLiteral("api")))},
            {"service session affinity", "service", set("/spec/sessionAffinity", QStringLiteral("ClientIP"))},
            {"service external IPs (primitive list)", "service",
             set("/spec/externalIPs", json(R"(["192.0.2.10"])"))},
            // Long lists and a large map: items matched by key, whatever the length.
            {"long env list reversed, one changed, one removed, one added", "crowded",
             [](const QCborValue &d) {
                 const QString at = "/spec/template/spec/containers/0/env";
                 const QCborArray env = valueAt(d, pointerPath(at, d))->toArray();
                 QCborArray edited{json(R"({"name":"NEW","value":"n"})")};
                 for (qsizetype i = env.size() - 1; i >= 0; --i) {
                     QCborMap item = env.at(i).toMap();
                     if (i == 4)
                         continue;
                     if (i == 3)
                         item.insert(QStringLiteral("value"), QStringLiteral("changed"));
                     edited.append(item);
                 }
                 return put(d, at, edited);
             }},
            {"long finalizer list: every third removed, others added, reversed", "crowded",
             [](const QCborValue &d) {
                 const QCborArray finalizers =
                     d[QLatin1String("metadata")][QLatin1String("finalizers")].toArray();
                 QCborArray edited;
                 for (qsizetype i = finalizers.size() - 1; i >= 0; --i) {
                     if (i % 3 == 0)
                         continue;
                     edited.append(finalizers.at(i));
                     if (i % 7 == 0)
                         edited.append(QStringLiteral("mado.test/g%1").arg(i));
                 }
                 return put(d, "/metadata/finalizers", edited);
             }},
            {"every value of a large map changed, some keys removed and added", "many",
             [](const QCborValue &d) {
                 const QCborMap data = d[QLatin1String("data")].toMap();
                 QCborMap edited;
                 for (auto it = data.begin(); it != data.end(); ++it) {
                     const QString key = it.key().toString();
                     if (key.endsWith(QLatin1String("7")))
                         continue;
                     edited.insert(key, QString(it.value().toString() + QStringLiteral("-changed")));
                     if (key.endsWith(QLatin1String("3")))
                         edited.insert(QString(key + QStringLiteral("-new")), QStringLiteral("n"));
                 }
                 return put(d, "/data", edited);
             }},
            // A custom resource (merge and JSON patches only)
            {"widget scalar", "widget", set("/spec/size", 7)},
            {"widget list of strings", "widget",
             both(del("/spec/tags/0"), set("/spec/tags/-", QStringLiteral("d")))},
            {"widget nested map", "widget",
             both(del("/spec/config/x"), set("/spec/config/z", QStringLiteral("3")))},
            {"widget list of objects", "widget", set("/spec/parts/1/count", 5)},
            {"widget field removed (default comes back)", "widget", del("/spec/size")},
        };
        for (const Case &c : cases)
            QTest::newRow(qPrintable(c.name)) << c.object << c.edit;
    }

    void corpus() {
        QFETCH(QString, object);
        QFETCH(Edit, edit);
        const kube::ApiResource res = m_resources.value(object);
        const QString name = object.left(1);
        const QString path = res.path(m_ns, name);
        const QCborValue live = get(path);
        QVERIFY(live.isMap());
        const QCborValue edited = edit(editableCopy(live));
        QVERIFY2(editableCopy(live) != codecs::canonical(edited), "the edit changes nothing");

        // What the user wanted, as the server would store it: a dry-run update of the edited object.
        kube::WriteRequest update;
        update.verb = kube::WriteVerb::Update;
        update.path = path;
        update.body = codecs::toJson(edited, codecs::JsonStyle::Compact);
        update.dryRun = true;
        const auto wanted = send(update);
        QVERIFY2(wanted, wanted ? "" : qPrintable(wanted.error().userMessage()));
        const QByteArray expected = comparable(wanted->object);

        const auto schema = schemaFor(live);
        const Derivation d = deriveAll(live, edited, *schema);
        QVERIFY(!d.empty);
        QList<kube::PatchType> types{kube::PatchType::Merge, kube::PatchType::Json};
        if (object != QLatin1String("widget"))
            types.prepend(kube::PatchType::Strategic);
        for (kube::PatchType type : types) {
            const QByteArray patch = codecs::toJson(derivedPatch(d, type), codecs::JsonStyle::Compact);
            kube::WriteRequest req;
            req.path = path;
            req.patchType = type;
            req.body = patch;
            req.dryRun = true;
            const auto r = send(req);
            QVERIFY2(r, qPrintable(kube::patchTypeName(type) + QStringLiteral(" patch ") +
                                   QString::fromUtf8(patch) + QStringLiteral(": ") +
                                   (r ? QString() : r.error().userMessage())));
            const QByteArray got = comparable(r->object);
            if (got != expected) {
                qWarning("%s patch: %s", qPrintable(kube::patchTypeName(type)), patch.constData());
                QCOMPARE(QString::fromUtf8(got), QString::fromUtf8(expected));
            }
            ++m_compared;
            const testcluster::ProcessRun k = testcluster::kubectl(
                {QStringLiteral("patch"),
                 res.name + (res.group.isEmpty() ? QString() : QLatin1Char('.') + res.group), name,
                 QStringLiteral("-n"), m_ns, QStringLiteral("--type"), kube::patchTypeName(type),
                 QStringLiteral("-p"), QString::fromUtf8(patch), QStringLiteral("--dry-run=server"),
                 QStringLiteral("-o"), QStringLiteral("json")});
            QVERIFY2(k.exitCode == 0, qPrintable(k.err));
            const auto kdoc = codecs::parseJson(k.out.toUtf8());
            QVERIFY(kdoc);
            QCOMPARE(QString::fromUtf8(comparable(*kdoc)), QString::fromUtf8(got));
            ++m_kubectlCompared;
        }
    }

    void cleanupTestCase() {
        qInfo("%d dry-run patches compared with the edited object, %d with kubectl patch --dry-run=server",
              m_compared, m_kubectlCompared);
        if (!m_client)
            return;
        // The finalizers of the pod and Deployment "c" would keep the namespace; drop them first.
        for (const auto &[object, name] : {std::pair{"pod", "p"}, std::pair{"crowded", "c"}}) {
            kube::WriteRequest unfinal;
            unfinal.path =
                m_resources.value(QString::fromLatin1(object)).path(m_ns, QString::fromLatin1(name));
            unfinal.patchType = kube::PatchType::Merge;
            unfinal.body = R"({"metadata":{"finalizers":null}})";
            (void)send(unfinal);
        }
        testcluster::kubectl({QStringLiteral("delete"), QStringLiteral("crd"),
                              QStringLiteral("widgets.") + m_group, QStringLiteral("--wait=false"),
                              QStringLiteral("--ignore-not-found")});
        kube::WriteRequest del;
        del.verb = kube::WriteVerb::Delete;
        del.path = QStringLiteral("/api/v1/namespaces/") + m_ns;
        (void)send(del);
    }
};

QTEST_GUILESS_MAIN(TestPatchDifferential)
#include "tst_patchdifferential_sandbox.moc"
