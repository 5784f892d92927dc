// The CRD-rule context without a server: a CRD's versions, nodes and rules;
// self at a node under arrays and maps (every element, with oldSelf
// correlated); messageExpression as the API server uses it (its value, or the
// rule's message when it is empty, has a line break, is too long or fails);
// the cost of all rules of an object against the per-call budget, checked
// against Mado's single evaluation of the same expression (models::celplay::evaluate);
// and the cost distribution.
// Tables of paths, rules and messages: plain literals read better here.
#undef QT_NO_CAST_FROM_ASCII
#include "cel/json.h"
#include "cel/limits.h"
#include "models/cel/celeval.h"
#include "models/cel/crdrules.h"
#include "models/cel/liverun.h"

#include <QFile>
#include <QTest>

using namespace models::celplay;
using cel::json::NodeP;

namespace {

NodeP json(const std::string &text) {
    auto n = cel::json::parse(text);
    if (!n)
        qFatal("bad JSON in test: %s", n.error().c_str());
    return *n;
}

CrdDefinition widgets() {
    QFile f(qEnvironmentVariable("MADO_TEST_DATA") + QStringLiteral("/cel/crdrules-widgets.json"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read the test CRD");
    auto crd = parseCrd(*json(f.readAll().toStdString()));
    if (!crd)
        qFatal("the test CRD does not parse");
    return *crd;
}

// Mado's single evaluation of one expression with self (and oldSelf) bound.
EvalOutcome single(const QString &expr, const NodeP &schema, const NodeP &self, const NodeP &oldSelf = {}) {
    EvalRequest r;
    r.expression = expr;
    r.environment = cel::limits::Environment::Crd;
    r.ruleAge = cel::RuleAge::Stored;
    r.schema = schema;
    r.explain = false;
    r.variables["self"] = self;
    if (oldSelf)
        r.variables["oldSelf"] = oldSelf;
    return evaluate(r);
}

std::string widget(const std::string &name, const std::string &spec) {
    return R"({"apiVersion":"celcrd.mado.test/v1","kind":"Widget","metadata":{"name":")" + name +
           R"(","namespace":"ns"},"spec":)" + spec + "}";
}

} // namespace

class TestCrdRules final : public QObject {
    Q_OBJECT

private slots:
    void readsVersionsNodesAndRules() {
        const CrdDefinition crd = widgets();
        QCOMPARE(crd.name, QStringLiteral("widgets.celcrd.mado.test"));
        QCOMPARE(crd.kind, QStringLiteral("Widget"));
        QVERIFY(crd.namespaced);
        QCOMPARE(crd.collectionPath("v1"), QStringLiteral("/apis/celcrd.mado.test/v1/widgets"));
        QCOMPARE(crd.objectPath("v1", "ns", "a"),
                 QStringLiteral("/apis/celcrd.mado.test/v1/namespaces/ns/widgets/a"));
        const CrdVersion *v = crd.version("v1");
        QVERIFY(v);
        QVERIFY(v->served && v->storage);
        QCOMPARE(v->ruleCount(), 5);
        QStringList paths;
        for (const auto &n : v->nodes)
            paths << n.path;
        QCOMPARE(paths,
                 QStringList({"", "spec", "spec.replicas", "spec.maxReplicas", "spec.items", "spec.items[*]",
                              "spec.items[*].name", "spec.items[*].weight", "spec.items[*].tags",
                              "spec.items[*].tags[*]", "spec.labels", "spec.labels{*}"}));
        const CrdNode *items = v->node("spec.items[*]");
        QVERIFY(items);
        QCOMPARE(items->rules.size(), std::size_t(2));
        QCOMPARE(items->rules[0].messageExpression,
                 QStringLiteral("'item ' + self.name + ' must start with w-'"));
        QCOMPARE(items->rules[1].message, QStringLiteral("weight must not be negative"));
        QCOMPARE(v->node("spec")->rules[0].fieldPath, QStringLiteral(".replicas"));
        // The root is typed as a resource root: metadata.name is visible to CEL.
        const CompiledRule root = compileRule(v->node("")->rules[0], *v->node(""), 37, cel::RuleAge::Stored);
        QVERIFY2(root.program, qPrintable(root.ruleErrors.empty() ? QString() : root.ruleErrors[0].message));
    }

    void selfIsEveryElementUnderArraysAndMaps() {
        const CrdDefinition crd = widgets();
        const CrdVersion &v = *crd.version("v1");
        const NodeP obj = json(widget(
            "a",
            R"({"items":[{"name":"w-1"},{"name":"x"},{"name":"w-3","weight":-1}],"labels":{"a":"1","b":"2"}})"));
        const auto items = instancesAt(v, "spec.items[*]", obj, nullptr);
        QCOMPARE(items.size(), std::size_t(3));
        QCOMPARE(items[1].path, QStringLiteral("spec.items[1]"));
        QCOMPARE(items[1].self->get("name")->str, std::string("x"));
        QVERIFY(!items[1].oldSelf);
        const auto labels = instancesAt(v, "spec.labels{*}", obj, obj);
        QCOMPARE(labels.size(), std::size_t(2));
        QCOMPARE(labels[0].path, QStringLiteral("spec.labels[a]"));
        QVERIFY(labels[0].oldSelf); // map values correlate by key
        // An atomic list's elements have no oldSelf, even on an update.
        QVERIFY(!instancesAt(v, "spec.items[*]", obj, obj)[0].oldSelf);
        QCOMPARE(instancesAt(v, "spec", obj, obj).size(), std::size_t(1));
        QVERIFY(instancesAt(v, "spec.maxReplicas", obj, obj).empty()); // absent: not validated
    }

    void listTypeMapCorrelatesByKey() {
        const NodeP schema = json(
            R"({"type":"object","properties":{"l":{"type":"array","x-kubernetes-list-type":"map",)"
            R"("x-kubernetes-list-map-keys":["k"],"items":{"type":"object","properties":{"k":{"type":"string"},)"
            R"("v":{"type":"integer"}},"x-kubernetes-validations":[{"rule":"self.v >= oldSelf.v"}]}}}})");
        const NodeP crdJson =
            json(R"({"metadata":{"name":"x.g"},"spec":{"group":"g","names":{"plural":"x","kind":"X"},)"
                 R"("versions":[{"name":"v1","served":true,"storage":true,"schema":{"openAPIV3Schema":)" +
                 cel::json::write(*schema) + "}}]}}");
        const CrdDefinition crd = *parseCrd(*crdJson);
        const CrdVersion &v = *crd.version("v1");
        const NodeP now = json(R"({"l":[{"k":"a","v":1},{"k":"b","v":5}]})");
        const NodeP before = json(R"({"l":[{"k":"b","v":6},{"k":"c","v":0}]})");
        const auto inst = instancesAt(v, "l[*]", now, before);
        QCOMPARE(inst.size(), std::size_t(2));
        QVERIFY(!inst[0].oldSelf); // a is new
        QVERIFY(inst[1].oldSelf);
        QCOMPARE(inst[1].oldSelf->get("v")->integer, std::int64_t(6));
        // The transition rule is skipped for the new element and fails for b (5 < 6).
        const auto set = compileRules(v, 37, cel::RuleAge::Stored);
        const ObjectRun run = runObject(set, "l[*]", 0, now, before);
        QCOMPARE(run.chosen.size(), std::size_t(2));
        QVERIFY(run.chosen[0].skipped);
        QVERIFY(!run.chosen[1].passed);
        QCOMPARE(run.chosenMessage, QStringLiteral("l[1]: failed rule: self.v >= oldSelf.v"));
    }

    void messageExpressionAsTheServerUsesIt_data() {
        QTest::addColumn<QString>("messageExpression");
        QTest::addColumn<QString>("message");
        QTest::addColumn<int>("outcome");
        QTest::addColumn<QString>("detail");
        QTest::addColumn<QString>("messageError");
        const auto used = int(MessageOutcome::Used), fallback = int(MessageOutcome::Fallback);
        QTest::newRow("value, trimmed") << "'  too many: ' + string(self.n) + '  '"
                                        << "" << used << "too many: 7"
                                        << "";
        QTest::newRow("empty: the rule's message")
            << "'   '"
            << "n is too big" << fallback << "n is too big"
            << "messageExpression should evaluate to a non-empty string";
        QTest::newRow("empty, no message: the rule")
            << "''"
            << "" << fallback << "failed rule: self.n < 5"
            << "messageExpression should evaluate to a non-empty string";
        QTest::newRow("line break") << "'a\\nb'"
                                    << "m" << fallback << "m"
                                    << "messageExpression should not contain line breaks";
        QTest::newRow("5121 bytes") << "self.s"
                                    << "m" << fallback << "m"
                                    << "messageExpression beyond allowable length of 5120";
        QTest::newRow("5120 bytes") << "self.s.substring(1)"
                                    << "m" << used << QString(5120, QLatin1Char('x')) << "";
        QTest::newRow("evaluation error") << "string(1 / (self.n - 7))"
                                          << "m" << fallback << "m"
                                          << "messageExpression evaluation failed due to: division by zero";
    }

    void messageExpressionAsTheServerUsesIt() {
        QFETCH(QString, messageExpression);
        QFETCH(QString, message);
        QFETCH(int, outcome);
        QFETCH(QString, detail);
        QFETCH(QString, messageError);
        CrdNode node;
        node.schema =
            json(R"({"type":"object","properties":{"n":{"type":"integer"},"s":{"type":"string"}}})");
        CrdRule rule{"self.n < 5", message, messageExpression, {}, {}, false};
        const CompiledRule c = compileRule(rule, node, 37, cel::RuleAge::Stored);
        QVERIFY(c.program);
        QVERIFY2(c.message, qPrintable(c.messageErrors.empty() ? QString() : c.messageErrors[0].message));
        const NodeP self = json(R"({"n":7,"s":")" + std::string(5121, 'x') + R"("})");
        const RuleRun run = runRule(c, {QString(), self, nullptr}, cel::limits::kCrdValidationRuntimeBudget);
        QVERIFY(!run.passed);
        QCOMPARE(int(run.messageOutcome), outcome);
        QCOMPARE(run.message, detail);
        QCOMPARE(run.messageError, messageError);
        // Both costs are what Mado's single evaluation of each expression gives.
        QCOMPARE(run.cost, single(rule.rule, node.schema, self).runtimeCost);
        const EvalOutcome m = single(messageExpression, node.schema, self);
        QCOMPARE(run.messageCost, m.runtimeCost);
    }

    void messageExpressionMustBeAString() {
        CrdNode node;
        node.schema = json(R"({"type":"object","properties":{"n":{"type":"integer"}}})");
        CompiledRule c =
            compileRule({"self.n < 5", {}, "self.n", {}, {}, false}, node, 37, cel::RuleAge::Stored);
        QVERIFY(c.program);
        QVERIFY(!c.message);
        QCOMPARE(c.messageType, QStringLiteral("int"));
        QCOMPARE(c.messageErrors.at(0).message,
                 QStringLiteral("messageExpression must evaluate to a string"));
        c = compileRule({"self.n < 5", {}, "'n is ' + self.nope", {}, {}, false}, node, 37,
                        cel::RuleAge::Stored);
        QVERIFY(!c.message);
        QCOMPARE(c.messageErrors.size(), std::size_t(1));
        QCOMPARE(c.messageErrors[0].line, 1);
        QCOMPARE(c.messageErrors[0].column, 15); // at ".nope"
        QVERIFY(c.messageErrors[0].message.contains("nope"));
    }

    void optionalOldSelfRunsOnCreate() {
        CrdNode node;
        node.schema = json(R"({"type":"object","properties":{"n":{"type":"integer"}}})");
        const NodeP self = json(R"({"n":3})");
        const CompiledRule plain =
            compileRule({"self.n >= oldSelf.n", {}, {}, {}, {}, false}, node, 37, cel::RuleAge::Stored);
        QVERIFY(plain.usesOldSelf);
        QVERIFY(runRule(plain, {QString(), self, nullptr}, 10'000'000).skipped);
        const CompiledRule optional = compileRule(
            {"oldSelf.hasValue() ? self.n >= oldSelf.value().n : self.n == 1", {}, {}, {}, {}, true}, node,
            37, cel::RuleAge::Stored);
        QVERIFY(optional.program);
        const RuleRun create = runRule(optional, {QString(), self, nullptr}, 10'000'000);
        QVERIFY(!create.skipped);
        QVERIFY(!create.passed); // 3 != 1
        const RuleRun update = runRule(optional, {QString(), self, json(R"({"n":2})")}, 10'000'000);
        QVERIFY(update.passed);
    }

    void objectCostIsTheSumOfEveryRuleRun() {
        const CrdDefinition crd = widgets();
        const CrdVersion &v = *crd.version("v1");
        const NodeP obj =
            json(widget("mixed", R"({"replicas":4,"maxReplicas":3,"items":[{"name":"w-1"},{"name":"x"},)"
                                 R"({"name":"w-3","weight":-1}],"labels":{"a":"1"}})"));
        const auto set = compileRules(v, 37, cel::RuleAge::Stored);
        const ObjectRun run = runObject(set, "spec.items[*]", 0, obj, obj);
        QCOMPARE(run.chosen.size(), std::size_t(3));
        QVERIFY(run.chosenFailed);
        QCOMPARE(run.chosenMessage, QStringLiteral("spec.items[1]: item x must start with w-"));
        QCOMPARE(run.messages, QStringList({"spec.replicas: replicas exceed maxReplicas",
                                            "spec.items[1]: item x must start with w-",
                                            "spec.items[2]: weight must not be negative"}));
        // Independently: each rule at each instance through Mado's single evaluation.
        std::uint64_t expected = 0;
        for (const CompiledRule &r : set.rules) {
            const CrdNode *node = v.node(r.nodePath);
            for (const NodeInstance &i : instancesAt(v, r.nodePath, obj, obj)) {
                const EvalOutcome o = single(r.rule.rule, node->schema, i.self, i.oldSelf);
                QVERIFY2(o.error.isEmpty(), qPrintable(o.error));
                expected += o.runtimeCost;
                if (o.valueJson == "false" && !r.rule.messageExpression.isEmpty())
                    expected += single(r.rule.messageExpression, node->schema, i.self, i.oldSelf).runtimeCost;
            }
        }
        QVERIFY(expected > 0);
        QCOMPARE(run.totalCost, expected);
        QVERIFY(!run.budgetExceeded);
    }

    void perCallBudgetIsSharedByTheRulesOfOneObject() {
        // A rule costing ~30,000 per element: 400 elements fit within 1,000,000
        // each but together exceed the object's 10,000,000.
        const NodeP crdJson = json(
            R"({"metadata":{"name":"x.g"},"spec":{"group":"g","names":{"plural":"x","kind":"X"},"versions":[{"name":"v1",)"
            R"("served":true,"storage":true,"schema":{"openAPIV3Schema":{"type":"object","properties":{"l":{"type":"array",)"
            R"("items":{"type":"object","properties":{"v":{"type":"array","items":{"type":"integer"}}},)"
            R"j("x-kubernetes-validations":[{"rule":"self.v.all(x, self.v.exists(y, y >= x))"}]}}}}}}]}})j");
        const CrdDefinition crd = *parseCrd(*crdJson);
        const CrdVersion &v = *crd.version("v1");
        std::string elem = R"({"v":[)";
        for (int i = 0; i < 40; ++i)
            elem += (i ? "," : "") + std::to_string(i);
        elem += "]}";
        auto object = [&](int n) {
            std::string s = R"({"l":[)";
            for (int i = 0; i < n; ++i)
                s += (i ? "," : "") + elem;
            return json(s + "]}");
        };
        const auto set = compileRules(v, 37, cel::RuleAge::Stored);
        const NodeP one = object(1);
        const std::uint64_t perElement = runObject(set, "l[*]", 0, one, nullptr).totalCost;
        QCOMPARE(perElement, single(set.rules[0].rule.rule, v.node("l[*]")->schema, json(elem)).runtimeCost);
        QVERIFY(perElement < cel::limits::kPerCallRuntimeBudget);
        const int fit = int(cel::limits::kCrdValidationRuntimeBudget / perElement);
        const ObjectRun within = runObject(set, "l[*]", 0, object(fit), nullptr);
        QVERIFY(!within.budgetExceeded);
        QCOMPARE(within.totalCost, perElement * std::uint64_t(fit));
        const ObjectRun over = runObject(set, "l[*]", 0, object(fit + 1), nullptr);
        QVERIFY(over.budgetExceeded);
        QCOMPARE(over.messages.last(),
                 QStringLiteral(
                     "l[%1]: validation failed due to running out of cost budget, no further validation "
                     "rules will be run")
                     .arg(fit));
    }

    void costStatistics() {
        const CostStats s = costStats({5, 1, 9, 3, 7, 2, 8, 4, 6, 10});
        QCOMPARE(s.count, 10);
        QCOMPARE(s.min, std::uint64_t(1));
        QCOMPARE(s.max, std::uint64_t(10));
        QCOMPARE(s.median, std::uint64_t(5)); // the 5th smallest
        QCOMPARE(s.p90, std::uint64_t(9));    // the 9th smallest
        int total = 0;
        for (int c : s.counts)
            total += c;
        QCOMPARE(total, 10);
        QCOMPARE(s.counts.size(), std::size_t(10));
        QCOMPARE(s.counts.front(), 1);
        const CostStats same = costStats({4, 4, 4});
        QCOMPARE(same.counts, std::vector<int>{3});
        QCOMPARE(same.median, std::uint64_t(4));
        QCOMPARE(costStats({}).count, 0);
    }

    void editedRuleReplacesTheStoredOne() {
        const CrdDefinition crd = widgets();
        const CrdVersion edited =
            withRule(*crd.version("v1"), "spec.items[*]", 0, {"self.name.size() > 0", {}, {}, {}, {}, false});
        QCOMPARE(edited.node("spec.items[*]")->rules[0].rule, QStringLiteral("self.name.size() > 0"));
        QCOMPARE(edited.ruleCount(), 5);
        const CrdVersion added =
            withRule(*crd.version("v1"), "spec.replicas", 0, {"self >= 0", {}, {}, {}, {}, false});
        QCOMPARE(added.ruleCount(), 6);
    }
};

QTEST_GUILESS_MAIN(TestCrdRules)
#include "tst_crdrules.moc"
