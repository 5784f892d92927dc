// spec.variables and the authorizer of the admission contexts, without a
// cluster: variables compile in order, are typed by their checked type,
// evaluate lazily and at most once, their cost is charged once and apart
// from the expression's own (whose breakdown still adds up to it); the
// authorizer records its checks and answers from the answers given.
#include "cel/json.h"
#include "models/cel/celeval.h"
#include "models/cel/sarauthorizer.h"

#include <QTest>

#include <numeric>

using namespace models::celplay;
using cel::limits::Environment;

namespace {

EvalRequest vap(const QString &expr, std::vector<PolicyVariable> vars = {}) {
    EvalRequest r;
    r.expression = expr;
    r.environment = Environment::ValidatingAdmissionPolicy;
    r.ruleAge = cel::RuleAge::Stored;
    r.policyVariables = std::move(vars);
    auto obj = cel::json::parse(R"({"spec":{"replicas":3,"names":["a","bb","ccc"]}})");
    r.variables["object"] = *obj;
    return r;
}

const VariableOutcome &var(const EvalOutcome &o, const char *name) {
    for (const auto &v : o.policyVariables)
        if (v.name == QLatin1String(name))
            return v;
    qFatal("no variable %s", name);
}

std::uint64_t rowsRuntime(const EvalOutcome &o) {
    return std::accumulate(o.rows.begin(), o.rows.end(), std::uint64_t(0),
                           [](std::uint64_t s, const CostRow &r) { return s + r.runtime; });
}

} // namespace

class TestCelVariables final : public QObject {
    Q_OBJECT
private slots:
    void compiledInOrderAndTyped() {
        const auto o =
            evaluate(vap(QStringLiteral("variables.doubled.size() == 3 && variables.n > 2"),
                         {{QStringLiteral("names"), QStringLiteral("object.spec.names")},
                          {QStringLiteral("doubled"), QStringLiteral("variables.names.map(n, n + n)")},
                          {QStringLiteral("n"), QStringLiteral("size(variables.doubled)")}}));
        QVERIFY2(o.compiled, qPrintable(o.diagnostics.empty() ? QString() : o.diagnostics.front().message));
        QCOMPARE(o.valueJson, std::string("true"));
        QCOMPARE(o.type, QStringLiteral("bool"));
        QCOMPARE(var(o, "names").type, QStringLiteral("dyn"));
        QCOMPARE(var(o, "doubled").type, QStringLiteral("list(dyn)"));
        QCOMPARE(var(o, "n").type, QStringLiteral("int"));
        QCOMPARE(var(o, "n").declaredType, QStringLiteral("int"));
        // Typed: an int variable does not add to a string.
        const auto bad =
            evaluate(vap(QStringLiteral("variables.n + 'x'"), {{QStringLiteral("n"), QStringLiteral("1")}}));
        QVERIFY(!bad.compiled);
        QCOMPARE(bad.phase, QStringLiteral("check"));
    }

    void laterVariablesAreNotVisible() {
        const auto o =
            evaluate(vap(QStringLiteral("true"), {{QStringLiteral("a"), QStringLiteral("variables.b + 1")},
                                                  {QStringLiteral("b"), QStringLiteral("1")}}));
        QVERIFY(o.compiled);
        const auto &a = var(o, "a");
        QVERIFY(!a.compiled);
        QCOMPARE(a.errors.size(), std::size_t(1));
        QVERIFY2(a.errors.front().message.contains(QLatin1String("undefined field 'b'")),
                 qPrintable(a.errors.front().message));
        QCOMPARE(a.errors.front().line, 1);
        QCOMPARE(a.errors.front().offset, 9); // at ".b"
        QVERIFY(var(o, "b").compiled);
        // Reading the broken one fails with the server's words.
        const auto use = evaluate(
            vap(QStringLiteral("variables.a == 2"), {{QStringLiteral("a"), QStringLiteral("variables.b + 1")},
                                                     {QStringLiteral("b"), QStringLiteral("1")}}));
        QVERIFY(use.compiled);
        QVERIFY2(use.error.contains(QLatin1String("composited variable \"a\" fails to compile")),
                 qPrintable(use.error));
        // Bad and repeated names.
        const auto names =
            evaluate(vap(QStringLiteral("true"), {{QStringLiteral("1x"), QStringLiteral("1")},
                                                  {QStringLiteral("y"), QStringLiteral("1")},
                                                  {QStringLiteral("y"), QStringLiteral("2")}}));
        QVERIFY(!var(names, "1x").compiled);
        QCOMPARE(names.policyVariables.size(), std::size_t(3));
        QVERIFY(!names.policyVariables[2].compiled);
    }

    void unusedVariableCostsNothingAndItsErrorStaysHidden() {
        const auto o = evaluate(
            vap(QStringLiteral("object.spec.replicas > 1"),
                {{QStringLiteral("boom"), QStringLiteral("1 / 0 == 1")},
                 {QStringLiteral("big"), QStringLiteral("object.spec.names.all(n, n.size() < 9)")}}));
        QVERIFY(o.compiled);
        QVERIFY(o.error.isEmpty());
        QCOMPARE(o.valueJson, std::string("true"));
        QCOMPARE(o.variablesCost, std::uint64_t(0));
        QVERIFY(!var(o, "boom").evaluated);
        QVERIFY(!var(o, "big").evaluated);
        QVERIFY(var(o, "boom").error.isEmpty());
        // Used, its error is the expression's.
        const auto used = evaluate(
            vap(QStringLiteral("variables.boom"), {{QStringLiteral("boom"), QStringLiteral("1 / 0 == 1")}}));
        QVERIFY(used.error.contains(QLatin1String("composited variable \"boom\" fails to evaluate")));
        QVERIFY(var(used, "boom").evaluated);
    }

    void referencedTwiceIsEvaluatedOnce() {
        const QString body = QStringLiteral("object.spec.names.filter(n, n.size() > 1)");
        // The variable's own cost, from evaluating its expression alone.
        const auto alone = evaluate(vap(body));
        QVERIFY(alone.evaluated && alone.error.isEmpty());
        const auto o =
            evaluate(vap(QStringLiteral("size(variables.long) == 2 && variables.long[0] == 'bb' && "
                                        "variables.long.all(x, x != '')"),
                         {{QStringLiteral("long"), body}}));
        QVERIFY(o.error.isEmpty());
        QCOMPARE(o.valueJson, std::string("true"));
        const auto &v = var(o, "long");
        QVERIFY(v.evaluated);
        QCOMPARE(v.evaluationOrder, 0);
        QCOMPARE(v.runtimeCost, alone.runtimeCost);
        QCOMPARE(o.variablesCost, alone.runtimeCost);
        QCOMPARE(v.valueJson, std::string(R"(["bb","ccc"])"));
        // The expression's breakdown adds up to its own cost, which excludes the variable's.
        QCOMPARE(rowsRuntime(o), o.runtimeCost);
        // Chained: b uses a; a is evaluated once, before b finishes.
        const auto chain = evaluate(vap(QStringLiteral("variables.b + variables.a"),
                                        {{QStringLiteral("a"), QStringLiteral("object.spec.replicas * 2")},
                                         {QStringLiteral("b"), QStringLiteral("variables.a + 1")}}));
        QCOMPARE(chain.valueJson, std::string("13"));
        QCOMPARE(var(chain, "b").evaluationOrder, 0);
        QCOMPARE(var(chain, "a").evaluationOrder, 1);
        QCOMPARE(chain.variablesCost, var(chain, "a").runtimeCost + var(chain, "b").runtimeCost);
        QCOMPARE(rowsRuntime(chain), chain.runtimeCost);
        // has() resolves the variable too (lazy.MapValue.Contains).
        const auto has = evaluate(
            vap(QStringLiteral("has(variables.a)"), {{QStringLiteral("a"), QStringLiteral("1 / 0")}}));
        QVERIFY(has.error.contains(QLatin1String("fails to evaluate")));
    }

    void variableHasItsOwnPerCallLimit() {
        // Each variable stops at the per-call limit on its own.
        const QString heavy =
            QStringLiteral("[1,2,3,4,5,6,7,8,9,10].map(a, [1,2,3,4,5,6,7,8,9,10].map(b, "
                           "[1,2,3,4,5,6,7,8,9,10].map(c, [1,2,3,4,5,6,7,8,9,10].map(d, "
                           "[1,2,3,4,5,6,7,8,9,10].map(e, [1,2,3,4,5,6,7,8,9,10].map(f, f))))))");
        const auto o = evaluate(vap(QStringLiteral("size(variables.h) > 0"), {{QStringLiteral("h"), heavy}}));
        QVERIFY(o.compiled);
        QVERIFY(var(o, "h").evaluated);
        QVERIFY2(var(o, "h").error.contains(QLatin1String("cost")), qPrintable(var(o, "h").error));
        QVERIFY(var(o, "h").runtimeCost > cel::limits::kPerCallRuntimeBudget);
        QVERIFY(o.runtimeCost < 100);
    }

    void variablesFile() {
        QString error;
        auto vars = parseVariables("spec:\n  variables:\n  - name: a\n    expression: '1'\n  - name: b\n    "
                                   "expression: variables.a + 1\n",
                                   &error);
        QVERIFY(vars);
        QCOMPARE(vars->size(), std::size_t(2));
        QCOMPARE(vars->at(1).expression, QStringLiteral("variables.a + 1"));
        QVERIFY(!parseVariables("- name: a\n", &error));
        QVERIFY(!error.isEmpty());
    }

    void authorizerWithoutClusterAnswersNoOpinion() {
        auto r = vap(QStringLiteral(
            "authorizer.group('apps').resource('deployments').namespace('ns').check('delete').allowed()"));
        r.variables["request"] = requestWithUser(nullptr, {"alice", "", {"devs"}, {}});
        const auto o = evaluate(r);
        QCOMPARE(o.valueJson, std::string("false"));
        QCOMPARE(o.authzChecks.size(), std::size_t(1));
        const AuthzCheck &c = o.authzChecks.front();
        QVERIFY(c.offline);
        QCOMPARE(c.attributes.user.name, std::string("alice"));
        QCOMPARE(c.attributes.verb, std::string("delete"));
        QCOMPARE(c.attributes.apiGroup, std::string("apps"));
        QCOMPARE(c.attributes.namespaceName, std::string("ns"));
        QVERIFY(!o.notes.isEmpty());
    }

    void authorizerAnswersFromTheClusterAnswers() {
        auto r = vap(QStringLiteral(
            "authorizer.group('apps').resource('deployments').namespace('ns').check('delete').allowed() "
            "&& !authorizer.requestResource.check('update').allowed()"));
        r.variables["request"] = requestWithUser(
            *cel::json::parse(
                R"({"resource":{"group":"apps","version":"v1","resource":"deployments"},"namespace":"ns","name":"web"})"),
            {"bob", "", {}, {}});
        r.authzAnswers = std::make_shared<AuthzAnswers>();
        // Round 1: both unknown, pending.
        auto o = evaluate(r);
        QCOMPARE(o.valueJson, std::string("false"));
        auto pending = pendingChecks(o.authzChecks);
        QCOMPARE(pending.size(), std::size_t(1)); // && stops at the first (not allowed yet)
        auto answers = std::make_shared<AuthzAnswers>();
        cel::authz::Decision allow;
        allow.verdict = cel::authz::Decision::Verdict::Allow;
        (*answers)[authzKey(pending.front())] = allow;
        r.authzAnswers = answers;
        // Round 2: the first is answered, the second (requestResource) is new.
        o = evaluate(r);
        pending = pendingChecks(o.authzChecks);
        QCOMPARE(pending.size(), std::size_t(1));
        QCOMPARE(pending.front().resource, std::string("deployments"));
        QCOMPARE(pending.front().name, std::string("web"));
        QCOMPARE(pending.front().verb, std::string("update"));
        cel::authz::Decision deny;
        deny.verdict = cel::authz::Decision::Verdict::Deny;
        deny.reason = "no";
        (*answers)[authzKey(pending.front())] = deny;
        o = evaluate(r);
        QVERIFY(pendingChecks(o.authzChecks).empty());
        QCOMPARE(o.valueJson, std::string("true"));
        // The review asked for the second check.
        const QByteArray sar = subjectAccessReview(o.authzChecks.back().attributes);
        QVERIFY(sar.contains("\"user\":\"bob\""));
        QVERIFY(sar.contains("\"verb\":\"update\""));
        QVERIFY(sar.contains("\"name\":\"web\""));
        auto d = decisionOfReview(
            R"({"kind":"SubjectAccessReview","status":{"allowed":false,"denied":true,"reason":"r"}})");
        QVERIFY(d);
        QVERIFY(d->verdict == cel::authz::Decision::Verdict::Deny);
    }

    void jsonHasVariablesAndChecks() {
        auto r = vap(QStringLiteral("variables.a > 0"),
                     {{QStringLiteral("a"), QStringLiteral("object.spec.replicas")}});
        const auto o = evaluate(r);
        const std::string j = outcomeJson(o, false);
        auto parsed = cel::json::parse(j);
        QVERIFY2(parsed, j.c_str());
        const cel::json::Node *vars = (*parsed)->get("variables");
        QVERIFY(vars && vars->items.size() == 1);
        QCOMPARE(vars->items[0]->get("value")->integer, std::int64_t(3));
        QVERIFY((*parsed)->get("variablesCost"));
    }
};

QTEST_GUILESS_MAIN(TestCelVariables)
#include "tst_celvariables.moc"
