// Integration: for CRD validation rules and admission policy expressions, Mado's
// verdict (compiles in the environment the server uses for new rules, is bool,
// fits the estimated cost limit) equals the sandbox API server's verdict on a
// dry-run create (a CRD carrying the rule, or a ValidatingAdmissionPolicy).
#include "cel/json.h"
#include "models/cel/servercheck.h"
#include "tests/common/await.h"
#include "tests/common/sandboxclient.h"

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
};

QTEST_GUILESS_MAIN(TestCelServerCheck)
#include "tst_celservercheck_sandbox.moc"
