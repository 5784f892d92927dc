// Integration: a CRD with validation rules (tests/data/cel/crdrules-widgets.json)
// and custom resources on the sandbox. Mado's verdict on an object's create
// (every rule, messageExpression included) is the API server's own: an object
// Mado says fails is rejected with Mado's message at Mado's path, one it
// passes is accepted. The run over live objects (all, and a sample) gives
// each object the cost Mado's single evaluation gives the rule at every
// element of it, and the distribution figures of those costs; `mado cel eval
// --crd` prints the same.
// Tables of paths, rules and messages: plain literals read better here.
#undef QT_NO_CAST_FROM_ASCII
#include "cel/json.h"
#include "cel/limits.h"
#include "kube/client.h"
#include "models/cel/celeval.h"
#include "models/cel/crdrules.h"
#include "models/cel/liverun.h"
#include "tests/common/await.h"
#include "tests/common/manglingproxy.h"
#include "tests/common/sandboxclient.h"
#include "tests/common/testcluster.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>
#include <QUrlQuery>

using namespace models::celplay;
using cel::json::NodeP;

namespace {

NodeP json(const QByteArray &text) {
    auto n = cel::json::parse(std::string_view(text.constData(), std::size_t(text.size())));
    if (!n)
        qFatal("bad JSON: %s", n.error().c_str());
    return *n;
}

// The edited rule the live runs use: item names of at most 4 characters.
const CrdRule kShortNames{QStringLiteral("self.name.size() <= 4"),
                          {},
                          QStringLiteral("'item ' + self.name + ' is longer than 4'"),
                          {},
                          {},
                          false};

} // namespace

class TestCrdRulesSandbox final : public QObject {
    Q_OBJECT
    std::unique_ptr<kube::Client> m_client;
    QString m_group, m_crdName, m_ns;
    CrdDefinition m_crd;
    QStringList m_created; ///< names of the live objects

    kube::Response send(const QByteArray &verb, const QString &path, const QByteArray &body = {},
                        int *status = nullptr, QString *error = nullptr) {
        kube::Request r;
        r.verb = verb;
        r.path = path.section(QLatin1Char('?'), 0, 0);
        r.query = QUrlQuery(path.section(QLatin1Char('?'), 1));
        r.body = body;
        if (!body.isEmpty())
            r.contentType = "application/json";
        auto result = mado::test::await(m_client->send(r), 60000);
        if (!result) {
            if (status)
                *status = result.error().httpStatus;
            if (error)
                *error = result.error().message;
            return {};
        }
        if (status)
            *status = result->httpStatus;
        return *result;
    }

    QByteArray widget(const QString &name, const QString &spec) const {
        return QStringLiteral(
                   R"({"apiVersion":"%1/v1","kind":"Widget","metadata":{"name":"%2","namespace":"%3"},)"
                   R"("spec":%4})")
            .arg(m_group, name, m_ns, spec)
            .toUtf8();
    }

    static QString items(int n, const QString &prefix) {
        QStringList l;
        for (int i = 0; i < n; ++i)
            l << QStringLiteral(R"({"name":"%1%2","weight":%2})").arg(prefix).arg(i);
        return QLatin1Char('[') + l.join(QLatin1Char(',')) + QLatin1Char(']');
    }

    // The chosen rule's cost on an object through Mado's single evaluation of
    // the rule at each element, plus messageExpression where it returns false.
    std::uint64_t singleCost(const NodeP &object, bool *failed) {
        const CrdVersion version = withRule(*m_crd.version("v1"), "spec.items[*]", 0, kShortNames);
        const CrdNode *node = version.node("spec.items[*]");
        std::uint64_t cost = 0;
        *failed = false;
        for (const NodeInstance &i : instancesAt(version, "spec.items[*]", object, object)) {
            EvalRequest r;
            r.environment = cel::limits::Environment::Crd;
            r.ruleAge = cel::RuleAge::Stored;
            r.schema = node->schema;
            r.explain = false;
            r.variables["self"] = i.self;
            r.expression = kShortNames.rule;
            const EvalOutcome o = evaluate(r);
            cost += o.runtimeCost;
            if (o.valueJson == "false") {
                *failed = true;
                r.expression = kShortNames.messageExpression;
                cost += evaluate(r).runtimeCost;
            }
        }
        return cost;
    }

    /// A run of the edited rule kShortNames at spec.items[*] of v1, pageSize objects a page.
    LiveRunRequest shortNamesRun(int pageSize) const {
        LiveRunRequest req;
        req.crd = m_crd;
        req.version = QStringLiteral("v1");
        req.nodePath = QStringLiteral("spec.items[*]");
        req.ruleIndex = 0;
        req.rule = kShortNames;
        req.pageSize = pageSize;
        return req;
    }

private slots:
    void initTestCase() {
        m_client = testcluster::sandboxClient();
        QVERIFY(m_client);
        m_group = testcluster::ownGroup(QStringLiteral("celcrd"));
        m_crdName = QStringLiteral("widgets.") + m_group;
        m_ns = testcluster::ownNamespace(QStringLiteral("celcrd"));
        QFile f(qEnvironmentVariable("MADO_TEST_DATA") + QStringLiteral("/cel/crdrules-widgets.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray crd = f.readAll().replace("celcrd.mado.test", m_group.toUtf8());
        int status = 0;
        QString error;
        send("POST", QStringLiteral("/apis/apiextensions.k8s.io/v1/customresourcedefinitions"), crd, &status,
             &error);
        QVERIFY2(status == 201, qPrintable(error));
        send("POST", QStringLiteral("/api/v1/namespaces"), testcluster::namespaceJson(m_ns), &status, &error);
        QVERIFY2(status == 201, qPrintable(error));
        // Wait until the CRD serves and reads back as Mado reads it.
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                int s = 0;
                send("GET", QStringLiteral("/apis/%1/v1/namespaces/%2/widgets").arg(m_group, m_ns), {}, &s);
                return s == 200;
            }(),
            60000);
        const kube::Response got = send(
            "GET", QStringLiteral("/apis/apiextensions.k8s.io/v1/customresourcedefinitions/") + m_crdName);
        auto parsed = parseCrd(*json(got.body));
        QVERIFY(parsed);
        m_crd = *parsed;
        QCOMPARE(m_crd.version("v1")->ruleCount(), 5);
    }

    void cleanupTestCase() {
        if (!m_client)
            return;
        send("DELETE",
             QStringLiteral("/apis/apiextensions.k8s.io/v1/customresourcedefinitions/") + m_crdName);
        send("DELETE", QStringLiteral("/api/v1/namespaces/") + m_ns);
    }

    void serverAgreesOnCreate_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("spec");
        QTest::newRow("valid") << "ok-1"
                               << R"({"replicas":1,"maxReplicas":3,"items":[{"name":"w-a"}]})";
        QTest::newRow("valid, labels")
            << "ok-2"
            << R"({"replicas":2,"labels":{"team":"a"},"items":[{"name":"w-b"},{"name":"w-c","weight":3}]})";
        QTest::newRow("big list") << "big" << QString(R"({"replicas":1,"items":)") + items(1500, "w-") + "}";
        QTest::newRow("item prefix (messageExpression)") << "bad-prefix"
                                                         << R"({"items":[{"name":"w-a"},{"name":"x-b"}]})";
        QTest::newRow("negative weight (message)") << "bad-weight"
                                                   << R"({"items":[{"name":"w-a","weight":-2}]})";
        QTest::newRow("replicas over max (fieldPath)") << "bad-replicas"
                                                       << R"({"replicas":5,"maxReplicas":3})";
        QTest::newRow("label key (map rule)") << "bad-label"
                                              << R"({"labels":{"a-very-long-label-key-here":"v"}})";
        QTest::newRow("root rule (name)") << QStringLiteral("n").repeated(41) << R"({"replicas":1})";
        QTest::newRow("two failures") << "bad-two"
                                      << R"({"replicas":9,"maxReplicas":1,"items":[{"name":"zz"}]})";
    }

    void serverAgreesOnCreate() {
        QFETCH(QString, name);
        QFETCH(QString, spec);
        const QByteArray body = widget(name, spec);
        const CompiledRuleSet set = compileRules(*m_crd.version("v1"), 37, cel::RuleAge::Stored);
        for (const auto &r : set.rules)
            QVERIFY2(r.program, qPrintable(r.rule.rule));
        // A create: no old object.
        const ObjectRun mado = runObject(set, "spec.items[*]", 0, json(body), nullptr);
        int status = 0;
        QString error;
        send("POST", m_crd.collectionPath("v1", m_ns), body, &status, &error);
        if (mado.failures == 0) {
            QVERIFY2(status == 201, qPrintable(error));
            m_created << name;
            return;
        }
        QCOMPARE(status, 422);
        for (const QString &m : mado.messages) {
            // Mado's "path: detail"; the server's "path: Invalid value: \"object\": detail".
            // A root rule's message has no path.
            const qsizetype colon = m.startsWith(QLatin1String("spec")) ? m.indexOf(QLatin1String(": ")) : -1;
            const QString path = colon < 0 ? QString() : m.left(colon);
            const QString detail = colon < 0 ? m : m.mid(colon + 2);
            QVERIFY2(error.contains(detail), qPrintable(QStringLiteral("%1 not in %2").arg(detail, error)));
            if (!path.isEmpty())
                QVERIFY2(error.contains(path + QLatin1String(": Invalid value")),
                         qPrintable(path + " not in " + error));
        }
        QCOMPARE(error.count(QLatin1String("Invalid value")), mado.failures);
    }

    void unboundedMessageExpressionIsRejected() {
        // string(int) has no size bound for the estimator: the server refuses
        // the CRD for the messageExpression's estimated cost, and Mado's
        // estimate of it is over the per-expression limit.
        QFile f(qEnvironmentVariable("MADO_TEST_DATA") + QStringLiteral("/cel/crdrules-widgets.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray original =
            "self.replicas > 2 * self.maxReplicas ? 'replicas are more than twice maxReplicas' "
            ": 'replicas exceed maxReplicas'";
        const QByteArray unbounded =
            "'replicas ' + string(self.replicas) + ' exceed ' + string(self.maxReplicas)";
        QByteArray crd = f.readAll();
        QVERIFY(crd.contains(original));
        crd.replace(original, unbounded).replace("celcrd.mado.test", ("x" + m_group).toUtf8());
        const auto parsed = parseCrd(*json(crd));
        QVERIFY(parsed);
        const CrdNode *spec = parsed->version("v1")->node("spec");
        const CompiledRule c = compileRule(spec->rules[0], *spec, 37, cel::RuleAge::New);
        QVERIFY(c.message);
        QVERIFY(c.messageEstimate.max > cel::limits::kPerExpressionEstimatedLimit);
        int status = 0;
        QString error;
        send("POST", QStringLiteral("/apis/apiextensions.k8s.io/v1/customresourcedefinitions?dryRun=All"),
             crd, &status, &error);
        QCOMPARE(status, 422);
        QVERIFY2(error.contains("estimated messageExpression cost exceeds budget"), qPrintable(error));
    }

    void runOverEveryLiveObject() {
        QVERIFY(m_created.size() >= 3);
        const LiveRunRequest req = shortNamesRun(2); // several pages
        auto *run = LiveRun::start(m_client.get(), req);
        QSignalSpy progress(run, &LiveRun::progress);
        const auto result = mado::test::await(run, 120000, "live run");
        QVERIFY2(result, qPrintable(result ? QString() : result.error().message));
        QVERIFY(progress.count() >= 2);
        QCOMPARE(result->listed, int(m_created.size()));
        QCOMPARE(int(result->objects.size()), int(m_created.size()));
        // Each object's cost and verdict against Mado's single evaluation of the object read by hand.
        std::vector<std::uint64_t> costs;
        int failed = 0;
        for (const LiveObject &o : result->objects) {
            QCOMPARE(o.namespace_, m_ns);
            const kube::Response got = send("GET", m_crd.objectPath("v1", m_ns, o.name));
            bool fails = false;
            const std::uint64_t cost = singleCost(json(got.body), &fails);
            QCOMPARE(o.ruleCost, cost);
            QCOMPARE(o.failed, fails);
            if (fails) {
                ++failed;
                QVERIFY2(o.message.contains(QLatin1String(" is longer than 4")), qPrintable(o.message));
            }
            QVERIFY(o.totalCost >= o.ruleCost);
            QVERIFY(o.totalCost < cel::limits::kCrdValidationRuntimeBudget);
            costs.push_back(cost);
        }
        QVERIFY(failed >= 1); // "big" has item names "w-1000" and longer
        QCOMPARE(result->failed, failed);
        std::sort(costs.begin(), costs.end());
        const auto n = costs.size();
        QCOMPARE(result->ruleCost.min, costs.front());
        QCOMPARE(result->ruleCost.max, costs.back());
        QCOMPARE(result->ruleCost.median, costs[(n + 1) / 2 - 1]);
        QCOMPARE(result->ruleCost.p90, costs[std::size_t(std::ceil(0.9 * double(n))) - 1]);
        int inHistogram = 0;
        for (int c : result->ruleCost.counts)
            inHistogram += c;
        QCOMPARE(inHistogram, int(n));
        // The big list is the costliest and runs once per element.
        const auto big = std::find_if(result->objects.begin(), result->objects.end(),
                                      [](const LiveObject &o) { return o.name == QLatin1String("big"); });
        QVERIFY(big != result->objects.end());
        QCOMPARE(big->instances, 1500);
        QCOMPARE(big->ruleCost, costs.back());
    }

    // A cache in between that ignores the query answers every page with the
    // first one and its continue token: the run ends with an error after the
    // second page instead of evaluating the same objects forever.
    void repeatedContinueTokenEndsTheRun() {
        testcluster::ManglingProxy proxy(QUrl(testcluster::sandboxServer()),
                                         qEnvironmentVariable("MADO_TEST_SANDBOX_DIR") +
                                             QStringLiteral("/pki"));
        proxy.setRules({testcluster::ManglingProxy::samePageForever("limit=")});
        QVERIFY2(proxy.listen(), qPrintable(proxy.errorString()));
        const auto client = testcluster::sandboxClient(QStringLiteral("sandbox-token"), proxy.url());
        QVERIFY(client);
        const LiveRunRequest req = shortNamesRun(2);
        const auto result = mado::test::await(LiveRun::start(client.get(), req), 60000, "live run");
        QVERIFY(!result);
        QCOMPARE(result.error().message, kube::ContinueTokens::repeatedMessage());
        // The first page, then the same page once more: no third request.
        QCOMPARE(proxy.mangled().size(), 2);
    }

    void sampleOfN() {
        LiveRunRequest req = shortNamesRun(1);
        req.sample = 2;
        req.seed = 7;
        const auto result = mado::test::await(LiveRun::start(m_client.get(), req), 120000, "sample");
        QVERIFY(result);
        QCOMPARE(result->listed, int(m_created.size()));
        QCOMPARE(int(result->objects.size()), 2);
        QVERIFY(result->objects[0].name != result->objects[1].name);
        for (const LiveObject &o : result->objects) {
            QVERIFY(m_created.contains(o.name));
            bool fails = false;
            QCOMPARE(o.ruleCost,
                     singleCost(json(send("GET", m_crd.objectPath("v1", m_ns, o.name)).body), &fails));
        }
    }

    void cancelStopsTheRun() {
        const LiveRunRequest req = shortNamesRun(1);
        auto *run = LiveRun::start(m_client.get(), req);
        run->cancel();
        QVERIFY(run->isFinished());
        QCOMPARE(run->result().error().kind, kube::ApiError::Kind::Canceled);
        run->deleteLater();
    }

    void cliPrintsTheSame() {
        const QString mado = qEnvironmentVariable("MADO_BIN");
        auto runMado = [&](const QStringList &args) {
            QProcess p;
            p.start(mado, QStringList{QStringLiteral("--kubeconfig"), testcluster::kubeconfig(),
                                      QStringLiteral("--context"), QStringLiteral("sandbox")} +
                              args);
            if (!p.waitForFinished(120000))
                qFatal("mado did not finish");
            return std::make_pair(p.exitCode(),
                                  QByteArray(p.readAllStandardOutput() + p.readAllStandardError()));
        };
        // One object: the stored rule at each item of "ok-2".
        auto [code, out] = runMado({"cel", "eval", "--crd", m_crdName, "--node", "spec.items[*]",
                                    "--self-object", m_ns + QStringLiteral("/ok-2")});
        QVERIFY2(code == 0, out.constData());
        QJsonObject o = QJsonDocument::fromJson(out).object();
        QCOMPARE(o.value("runs").toArray().size(), 2);
        QCOMPARE(o.value("failed").toBool(), false);
        QCOMPARE(o.value("objectBudget").toInteger(), qint64(cel::limits::kCrdValidationRuntimeBudget));
        const NodeP ok2 = json(send("GET", m_crd.objectPath("v1", m_ns, "ok-2")).body);
        const ObjectRun expect = runObject(compileRules(*m_crd.version("v1"), 37, cel::RuleAge::Stored),
                                           "spec.items[*]", 0, ok2, ok2);
        QCOMPARE(quint64(o.value("objectCost").toInteger()), quint64(expect.totalCost));
        // An edited rule and messageExpression on the same object: the message Kubernetes would give.
        std::tie(code, out) =
            runMado({"cel", "eval", "self.name == 'w-b'", "--crd", m_crdName, "--node", "spec.items[*]",
                     "--message-expression", "'  ' + self.name + ' is not w-b  '", "--self-object",
                     m_ns + QStringLiteral("/ok-2")});
        QVERIFY2(code == 0, out.constData());
        o = QJsonDocument::fromJson(out).object();
        const QJsonArray runs = o.value("runs").toArray();
        QCOMPARE(runs.size(), 2);
        QCOMPARE(runs[0].toObject().value("passed").toBool(), true);
        QCOMPARE(runs[1].toObject().value("message").toString(), QStringLiteral("w-c is not w-b"));
        QCOMPARE(runs[1].toObject().value("messageExpression").toObject().value("outcome").toString(),
                 QStringLiteral("used"));
        // A messageExpression that is not a string: the server's compile error, exit 1.
        std::tie(code, out) =
            runMado({"cel", "eval", "--crd", m_crdName, "--node", "spec.items[*]", "--message-expression",
                     "1", "--self-object", m_ns + QStringLiteral("/ok-2")});
        QCOMPARE(code, 1);
        QVERIFY2(out.contains("messageExpression must evaluate to a string"), out.constData());
        // Over live objects: the distribution the model gives.
        std::tie(code, out) =
            runMado({"cel", "eval", kShortNames.rule, "--crd", m_crdName, "--node", "spec.items[*]",
                     "--message-expression", kShortNames.messageExpression, "--over-live"});
        QVERIFY2(code == 0, out.constData());
        o = QJsonDocument::fromJson(out).object();
        QCOMPARE(o.value("listed").toInt(), int(m_created.size()));
        std::uint64_t maxCost = 0;
        int failed = 0;
        for (const QString &name : m_created) {
            bool fails = false;
            maxCost = std::max(
                maxCost, singleCost(json(send("GET", m_crd.objectPath("v1", m_ns, name)).body), &fails));
            failed += fails ? 1 : 0;
        }
        QCOMPARE(o.value("failed").toInt(), failed);
        QCOMPARE(quint64(o.value("ruleCost").toObject().value("max").toInteger()), quint64(maxCost));
        QCOMPARE(o.value("failures").toArray().size(), failed);
        // Text output names the figures.
        std::tie(code, out) = runMado({"cel", "eval", "--crd", m_crdName, "--node", "spec.items[*]",
                                       "--over-live", "--sample", "2", "-o", "text"});
        QVERIFY2(code == 0, out.constData());
        QVERIFY2(out.contains("median") && out.contains("p90"), out.constData());
        // Usage errors.
        std::tie(code, out) = runMado({"cel", "eval", "--crd", m_crdName, "--node", "spec.items[*]"});
        QCOMPARE(code, 2);
        std::tie(code, out) =
            runMado({"cel", "eval", "--crd", m_crdName, "--node", "spec.nope", "--over-live"});
        QCOMPARE(code, 1);
        QVERIFY2(out.contains("spec.items[*]"), out.constData()); // nodes with rules are listed
    }
};

QTEST_GUILESS_MAIN(TestCrdRulesSandbox)
#include "tst_crdrules_sandbox.moc"
