// Unit: the OpenAPI v3 schema model on documents recorded from the sandbox
// (Kubernetes 1.37): tests/data/schema/ holds /openapi/v3, apis/apps/v1
// (gzipped) and the document of a CRD with every Kubernetes extension
// (widget-crd.yaml).
#include "codecs/gzip.h"
#include "kube/schema/openapi.h"
#include "models/schema/explain.h"

#include <QFile>
#include <QTest>
#include <QThreadPool>
#include <QtConcurrent>

using namespace kube;
using namespace Qt::StringLiterals;

namespace {

QByteArray data(const QString &name) {
    QFile f(qEnvironmentVariable("MADO_TEST_DATA") + QStringLiteral("/schema/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    QByteArray bytes = f.readAll();
    if (name.endsWith(QLatin1String(".gz"))) {
        auto plain = codecs::gunzip(bytes);
        if (!plain)
            qFatal("gunzip %s: %s", qPrintable(name), qPrintable(plain.error().message));
        bytes = plain.value();
    }
    return bytes;
}

const GroupVersionKind kDeployment{QStringLiteral("apps"), QStringLiteral("v1"),
                                   QStringLiteral("Deployment")};
const GroupVersionKind kWidget{QStringLiteral("schema.mado.test"), QStringLiteral("v1"),
                               QStringLiteral("Widget")};

QStringList path(const char *dotted) {
    return QString::fromLatin1(dotted).split(QLatin1Char('.'), Qt::SkipEmptyParts);
}

} // namespace

class TestOpenApi final : public QObject {
    Q_OBJECT

    std::shared_ptr<const OpenApiDocument> m_apps;
    std::shared_ptr<const OpenApiDocument> m_widgets;

private slots:
    void initTestCase() {
        auto apps =
            OpenApiDocument::parse(data(QStringLiteral("apis-apps-v1.json.gz")), QStringLiteral("apps/v1"));
        QVERIFY2(apps, qPrintable(apps ? QString() : apps.error().message));
        m_apps = apps.value();
        auto widgets = OpenApiDocument::parse(data(QStringLiteral("apis-schema.mado.test-v1.json")),
                                              QStringLiteral("schema.mado.test/v1"));
        QVERIFY2(widgets, qPrintable(widgets ? QString() : widgets.error().message));
        m_widgets = widgets.value();
    }

    void index() {
        auto index = OpenApiIndex::parse(data(QStringLiteral("openapi-v3-index.json")));
        QVERIFY(index);
        QVERIFY(index->urlOf(QStringLiteral("v1")).startsWith(QLatin1String("/openapi/v3/api/v1?hash=")));
        QVERIFY(index->urlOf(QStringLiteral("apps/v1"))
                    .startsWith(QLatin1String("/openapi/v3/apis/apps/v1?hash=")));
        QCOMPARE(index->hashOf(QStringLiteral("apps/v1")).size(), 128);
        QVERIFY(index->urlOf(QStringLiteral("nosuch.example.com/v1")).isEmpty());
        QCOMPARE(OpenApiIndex::keyOf(QStringLiteral("v1")), QStringLiteral("api/v1"));
        QCOMPARE(OpenApiIndex::keyOf(QStringLiteral("apps/v1")), QStringLiteral("apis/apps/v1"));
    }

    void refusesWhatIsNotOpenApi_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("not json") << QByteArray("{\"openapi\": ");
        QTest::newRow("a Status") << QByteArray(R"({"kind":"Status","code":404})");
        QTest::newRow("an array") << QByteArray("[1,2]");
    }
    void refusesWhatIsNotOpenApi() {
        QFETCH(QByteArray, bytes);
        auto doc = OpenApiDocument::parse(bytes);
        QVERIFY(!doc);
        QVERIFY(!doc.error().message.isEmpty());
    }

    void kindsByGroupVersionKind() {
        const QList<GroupVersionKind> kinds = m_apps->kinds();
        QVERIFY(kinds.contains(kDeployment));
        QVERIFY(kinds.contains(
            GroupVersionKind{QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("StatefulSet")}));
        // The shared meta kinds of other group versions are not this document's kinds.
        for (const GroupVersionKind &k : kinds)
            QCOMPARE(k.groupVersion(), QStringLiteral("apps/v1"));
        QCOMPARE(m_apps->forKind(kDeployment),
                 m_apps->component(QStringLiteral("io.k8s.api.apps.v1.Deployment")));
        QVERIFY(!m_apps->forKind({QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("Nope")}));
    }

    void typesThatContainThemselvesEnd() {
        // A server's document may declare a type that is a map or an array of
        // itself (Go's type T map[string]T), directly or through a wrapper. The
        // resolved nodes then point back at themselves: explainType recursed
        // until the stack overflowed, and the walks down items never ended.
        const QByteArray doc = R"({"openapi": "3.0.0", "info": {"title": "t", "version": "v1"}, "paths": {},
          "components": {"schemas": {
            "t.v1.Tree": {"type": "object", "additionalProperties": {"$ref": "#/components/schemas/t.v1.Tree"}},
            "t.v1.Nest": {"type": "array", "items": {"$ref": "#/components/schemas/t.v1.Nest"}},
            "t.v1.Pair": {"type": "array", "items": {"$ref": "#/components/schemas/t.v1.Other"}},
            "t.v1.Other": {"type": "array", "items": {"allOf": [{"$ref": "#/components/schemas/t.v1.Pair"}]}},
            "t.v1.Holder": {"type": "object",
              "x-kubernetes-group-version-kind": [{"group": "t", "version": "v1", "kind": "Holder"}],
              "properties": {
                "tree": {"$ref": "#/components/schemas/t.v1.Tree"},
                "nest": {"$ref": "#/components/schemas/t.v1.Nest"},
                "pair": {"description": "Pairs.", "allOf": [{"$ref": "#/components/schemas/t.v1.Pair"}]},
                "trees": {"type": "array", "items": {"$ref": "#/components/schemas/t.v1.Tree"}}}}}}})";
        auto parsed = OpenApiDocument::parse(doc, QStringLiteral("t/v1"));
        QVERIFY2(parsed, qPrintable(parsed ? QString() : parsed.error().message));
        const GroupVersionKind holder{QStringLiteral("t"), QStringLiteral("v1"), QStringLiteral("Holder")};
        const auto &document = **parsed;
        const SchemaNode *root = document.forKind(holder);
        QVERIFY(root);
        const auto at = [&](const QString &path) {
            return OpenApiDocument::at(root, path.split(u'.'));
        };
        QCOMPARE(at(QStringLiteral("tree"))->explainType(), QStringLiteral("map[string]Tree"));
        QCOMPARE(at(QStringLiteral("nest"))->explainType(), QStringLiteral("[]Nest"));
        QCOMPARE(at(QStringLiteral("pair"))->explainType(), QStringLiteral("[][]Pair"));
        QCOMPARE(at(QStringLiteral("trees"))->explainType(), QStringLiteral("[]map[string]Tree"));
        // Down the chains: the walks end, on a node of the cycle.
        QVERIFY(at(QStringLiteral("nest.x")) == nullptr);
        QVERIFY(at(QStringLiteral("tree.a.b.c")) != nullptr);
        QVERIFY(at(QStringLiteral("nest"))->innermostItems() != nullptr);
        QVERIFY(at(QStringLiteral("pair"))->fieldHolder() != nullptr);
        // kubectl explain's page for each field, and the recursive field list.
        for (const QString &field : {QStringLiteral("tree"), QStringLiteral("nest"), QStringLiteral("pair"),
                                     QStringLiteral("trees"), QStringLiteral("tree.a")}) {
            const auto page = models::explain(document, holder, field.split(u'.'), false);
            QVERIFY2(page.error.isEmpty(), qPrintable(field + u": "_s + page.error));
            QVERIFY2(page.text.contains(u"FIELD: "_s + field.section(u'.', -1)), qPrintable(page.text));
        }
        const auto all = models::explain(document, holder, {}, true);
        QVERIFY2(all.error.isEmpty(), qPrintable(all.error));
        QVERIFY2(all.text.contains(u"tree\t<map[string]Tree>"_s), qPrintable(all.text));
        QVERIFY2(all.text.contains(u"pair\t<[][]Pair>"_s), qPrintable(all.text));
    }

    void allOfWrapperIsResolved() {
        const SchemaNode *deployment = m_apps->forKind(kDeployment);
        QVERIFY(deployment);
        QCOMPARE(deployment->type, QStringLiteral("object"));
        QVERIFY(deployment->isRequired(QStringLiteral("spec")));
        const SchemaNode *spec = deployment->property(QStringLiteral("spec"));
        QVERIFY(spec);
        QCOMPARE(spec->refName, QStringLiteral("io.k8s.api.apps.v1.DeploymentSpec"));
        QCOMPARE(spec->description,
                 QStringLiteral("Specification of the desired behavior of the Deployment."));
        QCOMPARE(
            spec->typeDescription,
            QStringLiteral("DeploymentSpec is the specification of the desired behavior of the Deployment."));
        QCOMPARE(spec->explainType(), QStringLiteral("DeploymentSpec"));
        QVERIFY(spec->defaultValue && spec->defaultValue->isMap());
        QVERIFY(spec->isRequired(QStringLiteral("selector")));
        QVERIFY(spec->property(QStringLiteral("replicas")));
        QCOMPARE(spec->property(QStringLiteral("replicas"))->format, QStringLiteral("int32"));
    }

    void explainTypes_data() {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("type");
        QTest::newRow("object ref") << QStringLiteral("spec.template.spec") << QStringLiteral("PodSpec");
        QTest::newRow("list of refs")
            << QStringLiteral("spec.template.spec.containers") << QStringLiteral("[]Container");
        QTest::newRow("through a list")
            << QStringLiteral("spec.template.spec.containers.image") << QStringLiteral("string");
        QTest::newRow("map") << QStringLiteral("spec.selector.matchLabels")
                             << QStringLiteral("map[string]string");
        QTest::newRow("integer") << QStringLiteral("spec.replicas") << QStringLiteral("integer");
        QTest::newRow("boolean") << QStringLiteral("spec.paused") << QStringLiteral("boolean");
        QTest::newRow("int or string")
            << QStringLiteral("spec.strategy.rollingUpdate.maxSurge") << QStringLiteral("IntOrString");
        QTest::newRow("quantity map") << QStringLiteral("spec.template.spec.containers.resources.limits")
                                      << QStringLiteral("map[string]Quantity");
        QTest::newRow("list of strings")
            << QStringLiteral("spec.template.spec.containers.command") << QStringLiteral("[]string");
        QTest::newRow("time is a string")
            << QStringLiteral("metadata.creationTimestamp") << QStringLiteral("string");
    }
    void explainTypes() {
        QFETCH(QString, field);
        QFETCH(QString, type);
        const SchemaNode *node =
            OpenApiDocument::at(m_apps->forKind(kDeployment), field.split(QLatin1Char('.')));
        QVERIFY2(node, qPrintable(field));
        QCOMPARE(node->explainType(), type);
    }

    void missingFieldIsNull() {
        QVERIFY(!OpenApiDocument::at(m_apps->forKind(kDeployment), path("spec.nosuch")));
        QVERIFY(!OpenApiDocument::at(nullptr, path("spec")));
    }

    void patchMetadata_data() {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QStringList>("strategies");
        QTest::addColumn<QString>("mergeKey");
        QTest::addColumn<QString>("listType");
        QTest::addColumn<QStringList>("mapKeys");
        QTest::newRow("containers") << QStringLiteral("spec.template.spec.containers")
                                    << QStringList{QStringLiteral("merge")} << QStringLiteral("name")
                                    << QStringLiteral("map") << QStringList{QStringLiteral("name")};
        QTest::newRow("ports") << QStringLiteral("spec.template.spec.containers.ports")
                               << QStringList{QStringLiteral("merge")} << QStringLiteral("containerPort")
                               << QStringLiteral("map")
                               << QStringList{QStringLiteral("containerPort"), QStringLiteral("protocol")};
        QTest::newRow("volumes") << QStringLiteral("spec.template.spec.volumes")
                                 << QStringList{QStringLiteral("merge"), QStringLiteral("retainKeys")}
                                 << QStringLiteral("name") << QStringLiteral("map")
                                 << QStringList{QStringLiteral("name")};
        QTest::newRow("finalizers") << QStringLiteral("metadata.finalizers")
                                    << QStringList{QStringLiteral("merge")} << QStringLiteral("")
                                    << QStringLiteral("set") << QStringList{};
        QTest::newRow("plain") << QStringLiteral("spec.replicas") << QStringList{} << QStringLiteral("")
                               << QStringLiteral("") << QStringList{};
        QTest::newRow("missing") << QStringLiteral("spec.nosuch") << QStringList{} << QStringLiteral("")
                                 << QStringLiteral("") << QStringList{};
    }
    void patchMetadata() {
        QFETCH(QString, field);
        QFETCH(QStringList, strategies);
        QFETCH(QString, mergeKey);
        QFETCH(QString, listType);
        QFETCH(QStringList, mapKeys);
        const PatchMetadata p = m_apps->patchMetadata(kDeployment, field.split(QLatin1Char('.')));
        QCOMPARE(p.strategies, strategies);
        QCOMPARE(p.mergeKey, mergeKey);
        QCOMPARE(p.listType, listType);
        QCOMPARE(p.listMapKeys, mapKeys);
    }

    void crdExtensions() {
        const SchemaNode *widget = m_widgets->forKind(kWidget);
        QVERIFY(widget);
        QCOMPARE(widget->description, QStringLiteral("A Widget is a test object for the schema view."));
        const SchemaNode *spec = widget->property(QStringLiteral("spec"));
        QVERIFY(spec);
        QCOMPARE(spec->explainType(), QStringLiteral("Object"));
        QCOMPARE(spec->required, QStringList{QStringLiteral("size")});
        QCOMPARE(spec->validations.size(), 2);
        QCOMPARE(spec->validations[0].rule, QStringLiteral("self.minReplicas <= self.maxReplicas"));
        QCOMPARE(spec->validations[0].message, QStringLiteral("minReplicas must not exceed maxReplicas"));
        QCOMPARE(spec->validations[0].fieldPath, QStringLiteral(".minReplicas"));
        QCOMPARE(spec->validations[0].reason, QStringLiteral("FieldValueInvalid"));
        QCOMPARE(spec->validations[1].messageExpression,
                 QStringLiteral("'huge widgets allow at most 3 replicas'"));

        const SchemaNode *size = spec->property(QStringLiteral("size"));
        QCOMPARE(size->enumValues.size(), 4);
        QCOMPARE(size->enumValues.at(3).toString(), QStringLiteral("huge"));
        QCOMPARE(size->defaultValue->toString(), QStringLiteral("medium"));

        const SchemaNode *minReplicas = spec->property(QStringLiteral("minReplicas"));
        QCOMPARE(minReplicas->minimum, std::optional<double>(0));
        QCOMPARE(minReplicas->defaultValue->toInteger(), 1);
        QCOMPARE(spec->property(QStringLiteral("maxReplicas"))->maximum, std::optional<double>(100));

        const SchemaNode *port = spec->property(QStringLiteral("port"));
        QVERIFY(port->intOrString);
        QVERIFY(port->extensions.contains(QStringLiteral("x-kubernetes-int-or-string")));

        const SchemaNode *labels = spec->property(QStringLiteral("labels"));
        QCOMPARE(labels->maxProperties, std::optional<qint64>(16));
        QCOMPARE(labels->additionalProperties->maxLength, std::optional<qint64>(63));
        QCOMPARE(labels->explainType(), QStringLiteral("map[string]string"));

        const SchemaNode *tags = spec->property(QStringLiteral("tags"));
        QCOMPARE(tags->maxItems, std::optional<qint64>(10));
        QCOMPARE(tags->patch.listType, QStringLiteral("set"));
        QCOMPARE(tags->items->maxLength, std::optional<qint64>(32));

        const SchemaNode *parts = spec->property(QStringLiteral("parts"));
        QCOMPARE(parts->explainType(), QStringLiteral("[]Object"));
        QCOMPARE(parts->patch.listType, QStringLiteral("map"));
        QCOMPARE(parts->patch.listMapKeys, QStringList{QStringLiteral("name")});
        QVERIFY(parts->items->property(QStringLiteral("count"))->nullable);
        QCOMPARE(parts->items->validations.size(), 1);

        const SchemaNode *templ = spec->property(QStringLiteral("template"));
        QVERIFY(templ->embeddedResource);
        QVERIFY(templ->preserveUnknownFields);
        QVERIFY(spec->property(QStringLiteral("extra"))->preserveUnknownFields);
        QVERIFY(!spec->property(QStringLiteral("extra"))->embeddedResource);

        const SchemaNode *owner = spec->property(QStringLiteral("owner"));
        QCOMPARE(owner->validations.size(), 1);
        QVERIFY(owner->validations[0].optionalOldSelf);

        QCOMPARE(m_widgets->patchMetadata(kWidget, path("spec.parts")).listMapKeys,
                 QStringList{QStringLiteral("name")});
        // metadata resolves to the shared ObjectMeta of the document.
        QCOMPARE(OpenApiDocument::at(widget, path("metadata.name"))->type, QStringLiteral("string"));
    }

    void readableFromManyThreads() {
        // The document is immutable: concurrent readers see the same answers.
        const auto doc = m_apps;
        QList<QFuture<QString>> futures;
        for (int i = 0; i < 8; ++i) {
            futures.append(QtConcurrent::run([doc] {
                QString out;
                for (const GroupVersionKind &k : doc->kinds())
                    out += k.kind + doc->forKind(k)->explainType();
                return out;
            }));
        }
        const QString first = futures.first().result();
        QVERIFY(first.contains(QLatin1String("Deployment")));
        for (auto &f : futures)
            QCOMPARE(f.result(), first);
    }
};

QTEST_GUILESS_MAIN(TestOpenApi)
#include "tst_openapi.moc"
