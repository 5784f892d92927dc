// Integration: for CRD validation rules and admission policy expressions, Mado's
// verdict (compiles in the environment the server uses for new rules, is bool,
// fits the estimated cost limit) equals the sandbox API server's verdict on a
// dry-run create (a CRD carrying the rule, or a ValidatingAdmissionPolicy).
// Policies typed against a resource: Mado's type errors (object typed from the
// resource's OpenAPI schema through the schema service) and the server's own
// type check (status.typeChecking of a created policy) agree.
#include "cel/json.h"
#include "models/cel/objectschema.h"
#include "models/cel/servercheck.h"
#include "models/schema/schemaservice.h"
#include "tests/common/await.h"
#include "tests/common/sandboxclient.h"

#include <QSignalSpy>
#include <QTest>

using namespace models::celplay;
using cel::limits::Environment;

namespace {

const char *const kReplicas = R"({"type":"object","properties":{"replicas":{"type":"integer"},)"
                              R"("name":{"type":"string","maxLength":32}}})";
const char *const kItemsUnbounded =
    R"({"type":"object","properties":{"items":{"type":"array","items":{"type":"string","maxLength":10}}}})";
const char *const kItemsBounded =
    R"({"type":"object","properties":{"items":{"type":"array","maxItems":100,"items":{"type":"string","maxLength":10}}}})";
const char *const kContainers =
    R"({"type":"object","properties":{"containers":{"type":"array","maxItems":10,"items":{"type":"object",)"
    R"("properties":{"name":{"type":"string","maxLength":20},"args":{"type":"array","items":{"type":"string",)"
    R"("maxLength":30}}}}}}})";

} // namespace

class TestCelServerCheck final : public QObject {
    Q_OBJECT
    std::unique_ptr<kube::Client> m_client;

private slots:
    void initTestCase() {
        m_client = testcluster::sandboxClient();
        QVERIFY(m_client);
    }

    void verdictsAgree_data() {
        QTest::addColumn<int>("environment");
        QTest::addColumn<QString>("rule");
        QTest::addColumn<QString>("schema");
        QTest::addColumn<bool>("accepted");
        auto crd = [](const char *name, const char *rule, const char *schema, bool accepted) {
            QTest::newRow(name) << int(Environment::Crd) << QString::fromUtf8(rule)
                                << QString::fromUtf8(schema) << accepted;
        };
        crd("simple comparison", "self.replicas > 0", kReplicas, true);
        crd("syntax error", "self.replicas + ", kReplicas, false);
        crd("unknown field", "self.nope > 0", kReplicas, false);
        crd("not bool", "self.replicas", kReplicas, false);
        crd("unbounded list over the estimated limit", "self.items.all(x, self.items.exists_one(y, x == y))",
            kItemsUnbounded, false);
        crd("same rule with maxItems fits", "self.items.all(x, self.items.exists_one(y, x == y))",
            kItemsBounded, true);
        crd("1.37 function in a new rule", "self.items.includes('a')", kItemsBounded, false);
        crd("format with too few arguments", "'%s %s'.format([self.name]) != ''", kReplicas, false);
        crd("format clause against its argument type", "'%d'.format([self.name]) != ''", kReplicas, false);
        crd("format that fits", "'%s has %d'.format([self.name, self.replicas]) != ''", kReplicas, true);
        crd("nested loop sized from the last selected field",
            "self.containers.all(c, c.args.all(a, a != c.name))", kContainers, true);
        crd("nested loop over the unbounded list", "self.containers.all(c, c.args.all(a, a.size() < 100))",
            kContainers, false);
        crd("semver (1.33+)", "isSemver(self.name)", kReplicas, true);
        crd("optional field", "self.?name.orValue('x') != ''", kReplicas, true);
        QTest::newRow("policy expression")
            << int(Environment::ValidatingAdmissionPolicy) << QStringLiteral("object.metadata.name != ''")
            << QString() << true;
        QTest::newRow("policy syntax error")
            << int(Environment::ValidatingAdmissionPolicy) << QStringLiteral("object.metadata.name !=")
            << QString() << false;
        QTest::newRow("policy format check")
            << int(Environment::ValidatingAdmissionPolicy) << QStringLiteral("'%d'.format(['x']) != ''")
            << QString() << false;
    }

    void verdictsAgree() {
        QFETCH(int, environment);
        QFETCH(QString, rule);
        QFETCH(QString, schema);
        QFETCH(bool, accepted);
        ServerCheckRequest req;
        req.expression = rule;
        req.environment = Environment(environment);
        if (!schema.isEmpty())
            req.schema = *cel::json::parse(schema.toStdString());
        const Verdict local = localVerdict(req, 37);
        auto *check = ServerCheck::start(m_client.get(), req);
        const auto result = mado::test::await(check, 30000, "dry-run create");
        check->deleteLater();
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().userMessage()));
        const Verdict &server = *result;
        const QString detail =
            QStringLiteral("server: %1 %2 | mado: %3 %4")
                .arg(server.accepted ? QStringLiteral("accepted") : QStringLiteral("rejected"),
                     server.reasons.join(QStringLiteral("; ")),
                     local.accepted ? QStringLiteral("accepted") : QStringLiteral("rejected"),
                     local.reasons.join(QStringLiteral("; ")));
        QVERIFY2(server.accepted == accepted, qPrintable(detail));
        QVERIFY2(local.accepted == server.accepted, qPrintable(detail));
    }

    void typedPolicyVerdictsAgree_data() {
        QTest::addColumn<QString>("group");
        QTest::addColumn<QString>("version");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("resource");
        QTest::addColumn<QString>("expression");
        QTest::addColumn<bool>("clean");
        auto deploy = [](const char *name, const char *expr, bool clean) {
            QTest::newRow(name) << QStringLiteral("apps") << QStringLiteral("v1")
                                << QStringLiteral("Deployment") << QStringLiteral("deployments")
                                << QString::fromUtf8(expr) << clean;
        };
        auto pod = [](const char *name, const char *expr, bool clean) {
            QTest::newRow(name) << QString() << QStringLiteral("v1") << QStringLiteral("Pod")
                                << QStringLiteral("pods") << QString::fromUtf8(expr) << clean;
        };
        deploy("known field", "object.spec.replicas > 0", true);
        deploy("misspelt field", "object.spec.replica > 0", false);
        deploy("nested list", "object.spec.template.spec.containers.all(c, c.image != '')", true);
        deploy("misspelt field in a loop", "object.spec.template.spec.containers.all(c, c.imag != '')",
               false);
        deploy("metadata labels", "object.metadata.labels['app'] == 'web'", true);
        deploy("unknown metadata field", "object.metadata.owner == 'x'", false);
        deploy("int compared with string", "object.spec.replicas == 'three'", false);
        deploy("presence test", "has(object.spec.paused) || object.spec.strategy.type == 'Recreate'", true);
        deploy("int-or-string", "object.spec.strategy.rollingUpdate.maxSurge == '25%'", true);
        pod("pod field", "object.spec.nodeName.startsWith('node-')", true);
        pod("string plus int", "object.spec.nodeName + 1 > 0", false);
        // Quantity is "one of string or number": no CEL type, so a map of
        // quantities is left out of the typed object (requests is undefined).
        pod("quantity maps are not typed",
            "object.spec.containers.all(c, !has(c.resources.requests) || "
            "quantity(c.resources.requests['memory']).isInteger())",
            false);
        QTest::newRow("configmap data")
            << QString() << QStringLiteral("v1") << QStringLiteral("ConfigMap")
            << QStringLiteral("configmaps") << QStringLiteral("object.data['k'] == 'v'") << true;
        QTest::newRow("configmap unknown field")
            << QString() << QStringLiteral("v1") << QStringLiteral("ConfigMap")
            << QStringLiteral("configmaps") << QStringLiteral("object.spec.x == 'v'") << false;
    }

    void typedPolicyVerdictsAgree() {
        QFETCH(QString, group);
        QFETCH(QString, version);
        QFETCH(QString, kind);
        QFETCH(QString, resource);
        QFETCH(QString, expression);
        QFETCH(bool, clean);
        const kube::GroupVersionKind gvk{group, version, kind};
        models::SchemaService schemas;
        schemas.setClient(m_client.get());
        models::SchemaLookup *lookup = schemas.lookup(gvk.groupVersion());
        const auto doc = mado::test::await(lookup, 60000, "schema lookup");
        QVERIFY2(doc.ok(), qPrintable(doc.ok() ? QString() : doc.error().userMessage()));
        ServerCheckRequest req;
        req.expression = expression;
        req.environment = Environment::ValidatingAdmissionPolicy;
        req.objectGroup = group;
        req.objectVersion = version;
        req.objectResource = resource;
        req.objectKind = kindText(gvk);
        req.objectSchema = objectSchema(**doc, gvk);
        QVERIFY(req.objectSchema);
        const Verdict local = localVerdict(req, 37);
        const int policiesBefore = temporaryPolicies();
        QVERIFY(policiesBefore >= 0);
        auto *check = ServerCheck::start(m_client.get(), req);
        const auto result = mado::test::await(check, 60000, "typed policy check");
        check->deleteLater();
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().userMessage()));
        const Verdict &server = *result;
        const QString detail =
            QStringLiteral("server: %1 | mado: %2")
                .arg(server.warnings.join(QStringLiteral("; ")), local.warnings.join(QStringLiteral("; ")));
        QVERIFY(server.accepted);
        QVERIFY(local.accepted);
        QVERIFY(server.typeChecked);
        QVERIFY(local.typeChecked);
        QVERIFY2(server.warnings.isEmpty() == clean, qPrintable(detail));
        QVERIFY2(local.warnings.isEmpty() == clean, qPrintable(detail));
        // The temporary policy is gone.
        QCOMPARE(temporaryPolicies(), policiesBefore);
    }

    // Cancelled while the temporary policy is being created or type-checked:
    // the handle ends with a canceled error and the policy is still deleted.
    void cancelledTypedCheckLeavesNoPolicy() {
        const int before = temporaryPolicies();
        QVERIFY(before >= 0);
        for (int delayMs : {0, 150}) {
            ServerCheckRequest req;
            req.expression = QStringLiteral("object.data['k'] == 'v'");
            req.environment = Environment::ValidatingAdmissionPolicy;
            req.objectVersion = QStringLiteral("v1");
            req.objectResource = QStringLiteral("configmaps");
            auto *check = ServerCheck::start(m_client.get(), req);
            QSignalSpy done(check, &ServerCheck::finished);
            QTest::qWait(delayMs);
            const bool cancelled = !check->isFinished();
            if (cancelled)
                check->cancel();
            QTRY_VERIFY_WITH_TIMEOUT(check->isFinished(), 10000);
            check->deleteLater();
            QCOMPARE(done.count(), 1);
            if (cancelled) // else it had its verdict already
                QVERIFY(!check->result().ok());
            // The create in flight lands meanwhile; then its policy goes too.
            QTest::qWait(1000);
            QTRY_COMPARE_WITH_TIMEOUT(temporaryPolicies(), before, 20000);
        }
    }

private:
    /// How many of the typed check's temporary policies exist (-1: the list failed).
    int temporaryPolicies() {
        kube::Request get;
        get.path = QStringLiteral("/apis/admissionregistration.k8s.io/v1/validatingadmissionpolicies");
        auto *list = m_client->send(get);
        const auto listed = mado::test::await(list, 30000, "list policies");
        list->deleteLater();
        return listed.ok() ? int(listed->body.count("\"name\":\"mado-celcheck-")) : -1;
    }
};

QTEST_GUILESS_MAIN(TestCelServerCheck)
#include "tst_celservercheck_sandbox.moc"
