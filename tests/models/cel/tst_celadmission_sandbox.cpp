// Integration: the admission contexts against the sandbox API server.
// - authorizer: with a Role and RoleBinding for one test user, the playground's
//   loop (evaluate with a recording authorizer, answer its checks with
//   SubjectAccessReviews, evaluate again) gives
//   authorizer.group('apps').resource('deployments').namespace(ns).check('delete').allowed()
//   true for the bound user and false for another, as `kubectl auth can-i --as` says.
// - spec.variables: Mado's verdict on a ValidatingAdmissionPolicy with
//   variables equals the server's verdict on its dry-run create.
#include "cel/json.h"
#include "models/cel/celeval.h"
#include "models/cel/sarauthorizer.h"
#include "models/cel/servercheck.h"
#include "tests/common/await.h"
#include "tests/common/sandboxclient.h"
#include "tests/common/testcluster.h"

#include <QTest>

using namespace models::celplay;
using cel::limits::Environment;

class TestCelAdmission final : public QObject {
    Q_OBJECT
    std::unique_ptr<kube::Client> m_client;
    QString m_ns;
    QString m_bound;
    QString m_other;

    /// Evaluates with answers from the cluster until no check is pending.
    EvalOutcome evaluateWithCluster(EvalRequest r, int *rounds) {
        r.authzAnswers = std::make_shared<AuthzAnswers>();
        *rounds = 0;
        for (;;) {
            EvalOutcome o = evaluate(r);
            const auto pending = pendingChecks(o.authzChecks);
            if (pending.empty() || *rounds >= kMaxAuthzRounds)
                return o;
            ++*rounds;
            auto *resolve = SarResolve::start(m_client.get(), pending);
            const auto answered = mado::test::await(resolve, 30000, "SubjectAccessReviews");
            resolve->deleteLater();
            if (!answered)
                qFatal("reviews failed: %s", qPrintable(answered.error().userMessage()));
            auto answers = std::make_shared<AuthzAnswers>(*r.authzAnswers);
            for (const auto &[k, d] : *answered)
                (*answers)[k] = d;
            r.authzAnswers = answers;
        }
    }

    bool kubectlCanDelete(const QString &user) {
        const auto run = testcluster::kubectl({QStringLiteral("auth"), QStringLiteral("can-i"),
                                               QStringLiteral("delete"), QStringLiteral("deployments.apps"),
                                               QStringLiteral("-n"), m_ns, QStringLiteral("--as"), user});
        return run.exitCode == 0 && run.out.trimmed() == QLatin1String("yes");
    }

private slots:
    void initTestCase() {
        m_client = testcluster::sandboxClient();
        QVERIFY(m_client);
        m_ns = testcluster::ownNamespace(QStringLiteral("celadm"));
        m_bound = testcluster::ownName(QStringLiteral("alice"));
        m_other = testcluster::ownName(QStringLiteral("bob"));
        QCOMPARE(testcluster::kubectl({QStringLiteral("create"), QStringLiteral("-f"), QStringLiteral("-")},
                                      testcluster::namespaceJson(m_ns))
                     .exitCode,
                 0);
        QCOMPARE(testcluster::kubectl({QStringLiteral("-n"), m_ns, QStringLiteral("create"),
                                       QStringLiteral("role"), QStringLiteral("deleter"),
                                       QStringLiteral("--verb=delete,get"),
                                       QStringLiteral("--resource=deployments.apps")})
                     .exitCode,
                 0);
        QCOMPARE(testcluster::kubectl({QStringLiteral("-n"), m_ns, QStringLiteral("create"),
                                       QStringLiteral("rolebinding"), QStringLiteral("deleter"),
                                       QStringLiteral("--role=deleter"), QStringLiteral("--user=") + m_bound})
                     .exitCode,
                 0);
        // RBAC answers from its informers: wait until the binding is seen.
        QTRY_VERIFY_WITH_TIMEOUT(kubectlCanDelete(m_bound), 20000);
    }

    void cleanupTestCase() {
        if (!m_ns.isEmpty())
            testcluster::kubectl({QStringLiteral("delete"), QStringLiteral("namespace"), m_ns,
                                  QStringLiteral("--wait=false")});
    }

    void authorizerAgreesWithKubectl_data() {
        QTest::addColumn<bool>("bound");
        QTest::newRow("bound user") << true;
        QTest::newRow("other user") << false;
    }

    void authorizerAgreesWithKubectl() {
        QFETCH(bool, bound);
        const QString user = bound ? m_bound : m_other;
        EvalRequest r;
        r.environment = Environment::ValidatingAdmissionPolicy;
        r.expression = QStringLiteral("authorizer.group('apps').resource('deployments').namespace('%1')"
                                      ".check('delete').allowed()")
                           .arg(m_ns);
        r.variables["request"] =
            requestWithUser(nullptr, {user.toStdString(), "", {"system:authenticated"}, {}});
        int rounds = 0;
        const EvalOutcome o = evaluateWithCluster(r, &rounds);
        QVERIFY2(o.error.isEmpty(), qPrintable(o.error));
        QCOMPARE(rounds, 1);
        QCOMPARE(o.authzChecks.size(), std::size_t(1));
        QVERIFY(!o.authzChecks.front().pending);
        QVERIFY(!o.authzChecks.front().decision.error);
        const bool kubectlSays = kubectlCanDelete(user);
        QCOMPARE(kubectlSays, bound);
        QCOMPARE(o.valueJson, std::string(kubectlSays ? "true" : "false"));
        if (bound) // RBAC names the binding that allowed it
            QVERIFY2(QString::fromStdString(o.authzChecks.front().decision.reason)
                         .contains(QLatin1String("deleter")),
                     o.authzChecks.front().decision.reason.c_str());
    }

    void checksInsideVariablesAndSecondRound() {
        // A variable makes a check, and a second check depends on its answer.
        EvalRequest r;
        r.environment = Environment::ValidatingAdmissionPolicy;
        r.expression =
            QStringLiteral(
                "variables.canDelete && authorizer.group('apps').resource('deployments')"
                ".namespace('%1').check('get').allowed() && "
                "!authorizer.group('apps').resource('deployments').namespace('%1').check('create').allowed()")
                .arg(m_ns);
        r.policyVariables = {
            {QStringLiteral("canDelete"),
             QStringLiteral("authorizer.group('apps').resource('deployments').namespace('%1')"
                            ".check('delete').allowed()")
                 .arg(m_ns)}};
        r.variables["request"] = requestWithUser(nullptr, {m_bound.toStdString(), "", {}, {}});
        int rounds = 0;
        const EvalOutcome o = evaluateWithCluster(r, &rounds);
        QCOMPARE(o.valueJson, std::string("true"));
        QCOMPARE(rounds, 3); // each && operand needs the answer before it
        QCOMPARE(o.authzChecks.size(), std::size_t(3));
        QVERIFY(o.policyVariables.front().evaluated);
    }

    void policyWithVariablesVerdictsAgree_data() {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<QStringList>("variables"); // name=expression
        QTest::addColumn<bool>("accepted");
        QTest::newRow("variables in order") << QStringLiteral("variables.n > 0")
                                            << QStringList{QStringLiteral("keys=object.data.map(k, k)"),
                                                           QStringLiteral("n=size(variables.keys)")}
                                            << true;
        QTest::newRow("later variable")
            << QStringLiteral("true") << QStringList{QStringLiteral("a=variables.b"), QStringLiteral("b=1")}
            << false;
        QTest::newRow("undefined variable")
            << QStringLiteral("variables.nope == 1") << QStringList{QStringLiteral("a=1")} << false;
        QTest::newRow("typed variable misuse")
            << QStringLiteral("variables.a + 'x' == 'x'") << QStringList{QStringLiteral("a=1")} << false;
        QTest::newRow("variable syntax error")
            << QStringLiteral("true") << QStringList{QStringLiteral("a=1 +")} << false;
        QTest::newRow("bad variable name")
            << QStringLiteral("true") << QStringList{QStringLiteral("9a=1")} << false;
        QTest::newRow("authorizer in a variable")
            << QStringLiteral("variables.ok")
            << QStringList{QStringLiteral("ok=authorizer.requestResource.check('get').allowed()")} << true;
    }

    void policyWithVariablesVerdictsAgree() {
        QFETCH(QString, expression);
        QFETCH(QStringList, variables);
        QFETCH(bool, accepted);
        ServerCheckRequest req;
        req.expression = expression;
        req.environment = Environment::ValidatingAdmissionPolicy;
        for (const QString &v : variables)
            req.variables.push_back({v.section(QLatin1Char('='), 0, 0), v.section(QLatin1Char('='), 1)});
        const Verdict local = localVerdict(req, 37);
        auto *check = ServerCheck::start(m_client.get(), req);
        const auto server = mado::test::await(check, 30000, "dry-run create");
        check->deleteLater();
        QVERIFY2(server, server ? "" : qPrintable(server.error().userMessage()));
        QCOMPARE(local.accepted, accepted);
        QVERIFY2(server->accepted == local.accepted,
                 qPrintable(QStringLiteral("server %1 (%2), Mado %3 (%4)")
                                .arg(server->accepted)
                                .arg(server->reasons.join(QLatin1String("; ")))
                                .arg(local.accepted)
                                .arg(local.reasons.join(QLatin1String("; ")))));
    }
};

QTEST_GUILESS_MAIN(TestCelAdmission)
#include "tst_celadmission_sandbox.moc"
