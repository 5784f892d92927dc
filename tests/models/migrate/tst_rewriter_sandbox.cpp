// Step 3's rewrite against the sandbox, two behaviours the lab test does not
// reach:
// - pause and resume: while paused no object is written (etcd holds exactly
//   the objects counted as rewritten, the rest still in the old encoding), the
//   saved record is unfinished, and after resume every object is rewritten;
// - 429 Too Many Requests with Retry-After: a FlowSchema of the server's API
//   Priority and Fairness sends this test's updates (and only them, made as
//   the sandbox's viewer user with a role for this CRD) to a priority level
//   of a few seats that rejects instead of queueing, so
//   eight writes in flight get real 429s; the rewrite waits as asked and still
//   covers every object without a failure.
#include "await.h"
#include "manglingproxy.h"
#include "sandboxclient.h"
#include "testcluster.h"

#include "models/migrate/session.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace migrate;

class TstRewriterSandbox final : public QObject {
    Q_OBJECT

    std::unique_ptr<kube::Client> m_client;
    QTemporaryDir m_stateDir;
    QStringList m_crds;
    QStringList m_namespaces;
    QStringList m_flowObjects;

    /// A lab with objects, moved through steps 1 and 2, ready for step 3.
    MigrationSession *readyLab(const QString &purpose, int objects) {
        LabOptions lab;
        lab.group = testcluster::ownGroup(purpose);
        lab.ns = testcluster::ownNamespace(purpose);
        lab.objects = objects;
        m_crds << labCrdName(lab);
        m_namespaces << lab.ns;
        auto *setup = LabSetup::start(m_client.get(), lab);
        const auto r = mado::test::await(setup, 180000, "lab setup");
        if (!r)
            qFatal("lab setup: %s", qPrintable(r.error().message));
        auto *s = new MigrationSession(m_client.get(), labCrdName(lab), QStringLiteral("v2"),
                                       ProgressStore(m_stateDir.path()), this);
        for (Step step : {Step::Serve, Step::Storage}) {
            QSignalSpy spy(s, &MigrationSession::stepFinished);
            s->runStep(step);
            if (!spy.wait(30000) || !spy.first().first().value<StepOutcome>().ok)
                qFatal("step %s failed", qPrintable(stepKey(step)));
        }
        return s;
    }

    /// objects of session's CRD per stored apiVersion, read from etcd.
    QHash<QString, int> storedCounts(MigrationSession *s) {
        QSignalSpy spy(s, &MigrationSession::etcdReady);
        s->readEtcd(qEnvironmentVariable("MADO_TEST_SANDBOX_DIR"));
        if (!spy.wait(60000) || !spy.first().first().toString().isEmpty())
            qFatal("etcd read failed");
        QHash<QString, int> counts;
        for (const QString &v : s->storedVersions())
            counts[v]++;
        return counts;
    }

private slots:
    void initTestCase() {
        m_client = testcluster::sandboxClient();
        QVERIFY(m_client);
        QVERIFY(m_stateDir.isValid());
    }

    void pauseAndResume() {
        MigrationSession *s = readyLab(QStringLiteral("rwpause"), 120);
        const QString v1 = s->state().group + QStringLiteral("/v1");
        const QString v2 = s->state().group + QStringLiteral("/v2");
        RewriteOptions opts;
        opts.concurrency = 4;
        opts.qps = 40; // slow enough to pause in the middle
        opts.pageSize = 30;
        Rewriter *r = s->startRewrite(opts);
        QTRY_VERIFY_WITH_TIMEOUT(r->progress().done >= 20, 60000);
        r->pause();
        QVERIFY(r->progress().paused);
        // The writes already in flight land; then nothing moves.
        QTest::qWait(1500);
        const RewriteProgress atPause = r->progress();
        QVERIFY2(atPause.done < 120, "the rewrite finished before the pause took hold");
        QTest::qWait(2000);
        const RewriteProgress later = r->progress();
        QCOMPARE(later.done, atPause.done);
        QCOMPARE(later.rewritten, atPause.rewritten);
        QVERIFY(!r->isFinished());
        // The server agrees: exactly the rewritten objects are stored at v2.
        QHash<QString, int> counts = storedCounts(s);
        QCOMPARE(counts.value(v2), int(atPause.rewritten));
        QCOMPARE(counts.value(v1), 120 - int(atPause.rewritten));
        // The saved record is unfinished, with a watermark inside the collection.
        const auto saved = s->record();
        QVERIFY(saved);
        QVERIFY(!saved->complete);
        QVERIFY(saved->rewritten <= atPause.rewritten);

        r->resume();
        QVERIFY(!r->progress().paused);
        const auto res = mado::test::await(r, 120000, "rewrite after resume");
        QVERIFY2(res.ok(), res.ok() ? "" : qPrintable(res.error().message));
        QVERIFY(res->complete);
        QCOMPARE(res->rewritten, 120);
        QVERIFY(res->failed.isEmpty());
        counts = storedCounts(s);
        QCOMPARE(counts.value(v2), 120);
        QCOMPARE(counts.value(v1), 0);
    }

    void tooManyRequestsWaitsAndFinishes() {
        MigrationSession *s = readyLab(QStringLiteral("rw429"), 80);
        const QString name = testcluster::ownName(QStringLiteral("a-mado-rw429")).toLower();
        m_flowObjects << name;
        // A priority level with no borrowing and no queue, and a flow schema
        // that sends this CRD's updates (nothing else) there, ahead of "exempt".
        // The flow schema may not go ahead of "exempt", which holds the admin
        // (system:masters): the rewrite runs as the sandbox's viewer user, given
        // the verbs it needs on this CRD alone.
        const QString group = s->state().group;
        const QByteArray rbac = QStringLiteral(R"({"apiVersion":"v1","kind":"List","items":[
            {"apiVersion":"rbac.authorization.k8s.io/v1","kind":"ClusterRole","metadata":{"name":"%1"},
             "rules":[{"apiGroups":["%2"],"resources":["widgets"],"verbs":["get","list","update"]}]},
            {"apiVersion":"rbac.authorization.k8s.io/v1","kind":"ClusterRoleBinding","metadata":{"name":"%1"},
             "roleRef":{"apiGroup":"rbac.authorization.k8s.io","kind":"ClusterRole","name":"%1"},
             "subjects":[{"apiGroup":"rbac.authorization.k8s.io","kind":"User","name":"mado-viewer"}]}]})")
                                    .arg(name, group)
                                    .toUtf8();
        // A priority level with no borrowing and no queue, and a flow schema
        // that sends the viewer's updates of this CRD (nothing else) there.
        const QByteArray flow = QStringLiteral(R"({"apiVersion":"v1","kind":"List","items":[
            {"apiVersion":"flowcontrol.apiserver.k8s.io/v1","kind":"PriorityLevelConfiguration",
             "metadata":{"name":"%1"},
             "spec":{"type":"Limited","limited":{"nominalConcurrencyShares":1,"lendablePercent":0,
             "borrowingLimitPercent":0,"limitResponse":{"type":"Reject"}}}},
            {"apiVersion":"flowcontrol.apiserver.k8s.io/v1","kind":"FlowSchema","metadata":{"name":"%1"},
             "spec":{"priorityLevelConfiguration":{"name":"%1"},"matchingPrecedence":2,
             "distinguisherMethod":{"type":"ByUser"},
             "rules":[{"subjects":[{"kind":"User","user":{"name":"mado-viewer"}}],
             "resourceRules":[{"verbs":["update"],"apiGroups":["%2"],"resources":["widgets"],
             "namespaces":["*"]}]}]}}]})")
                                    .arg(name, group)
                                    .toUtf8();
        for (const QByteArray &doc : {rbac, flow}) {
            const testcluster::ProcessRun run = testcluster::kubectl(
                {QStringLiteral("create"), QStringLiteral("-f"), QStringLiteral("-")}, doc);
            QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        }
        QTRY_VERIFY_WITH_TIMEOUT(
            testcluster::kubectl({QStringLiteral("auth"), QStringLiteral("can-i"), QStringLiteral("update"),
                                  QStringLiteral("widgets.") + group, QStringLiteral("-A"),
                                  QStringLiteral("--as=mado-viewer")})
                    .out.trimmed() == QLatin1String("yes"),
            30000);
        // The flow-control controller has taken the schema up once it marks it not dangling.
        QTRY_VERIFY_WITH_TIMEOUT(
            testcluster::kubectl(
                {QStringLiteral("get"), QStringLiteral("flowschema"), name, QStringLiteral("-o"),
                 QStringLiteral("jsonpath={.status.conditions[?(@.type==\"Dangling\")].status}")})
                    .out.trimmed() == QLatin1String("False"),
            30000);

        const std::unique_ptr<kube::Client> viewer =
            testcluster::sandboxClient(QStringLiteral("sandbox-viewer"));
        QVERIFY(viewer);
        RewriteOptions opts;
        opts.concurrency = 8;
        opts.qps = 0; // uncapped: the server is the limit
        opts.pageSize = 80;
        opts.version = QStringLiteral("v2");
        Rewriter *r = Rewriter::start(viewer.get(), s->state(), opts, ProgressStore(m_stateDir.path()));
        const auto res = mado::test::await(r, 300000, "rewrite under 429");
        QVERIFY2(res.ok(), res.ok() ? "" : qPrintable(res.error().message));
        QVERIFY(res->complete);
        QCOMPARE(res->rewritten, 80);
        QVERIFY(res->failed.isEmpty());
        QVERIFY2(r->progress().retriesAfter429 > 0, "the server sent no 429: the test proved nothing");
        const QHash<QString, int> counts = storedCounts(s);
        QCOMPARE(counts.value(s->state().group + QStringLiteral("/v2")), 80);
    }

    // A cache in between that ignores the query answers every page of the
    // rewrite's list with the first one and its continue token: the rewrite
    // stops with the error after that page, its objects written once, the
    // record saved unfinished, instead of writing the same page forever.
    void repeatedContinueTokenStopsTheRewrite() {
        MigrationSession *s = readyLab(QStringLiteral("rwrepeat"), 6);
        testcluster::ManglingProxy proxy(QUrl(testcluster::sandboxServer()),
                                         qEnvironmentVariable("MADO_TEST_SANDBOX_DIR") +
                                             QStringLiteral("/pki"));
        proxy.setRules({testcluster::ManglingProxy::samePageForever("limit=")});
        QVERIFY2(proxy.listen(), qPrintable(proxy.errorString()));
        const auto client = testcluster::sandboxClient(QStringLiteral("sandbox-token"), proxy.url());
        QVERIFY(client);
        RewriteOptions opts;
        opts.pageSize = 2;
        opts.version = QStringLiteral("v2");
        Rewriter *r = Rewriter::start(client.get(), s->state(), opts, ProgressStore(m_stateDir.path()));
        const auto res = mado::test::await(r, 60000, "rewrite through the cache");
        QVERIFY(!res.ok());
        QVERIFY2(res.error().message.contains(kube::ContinueTokens::repeatedMessage()),
                 qPrintable(res.error().message));
        QCOMPARE(proxy.mangled().size(), 2); // no third page asked for
        QVERIFY(r->progress().rewritten <= 2);
        // Saved under the server the rewrite talked to (the proxy).
        const auto saved = ProgressStore(m_stateDir.path()).load(client->server(), m_crds.last());
        QVERIFY(saved);
        QVERIFY(!saved->complete);
        // Only the first page's objects may have been written.
        const QHash<QString, int> counts = storedCounts(s);
        QVERIFY(counts.value(s->state().group + QStringLiteral("/v2")) <= 2);
        QCOMPARE(counts.value(s->state().group + QStringLiteral("/v1")) +
                     counts.value(s->state().group + QStringLiteral("/v2")),
                 6);
    }

    void cleanupTestCase() {
        for (const QString &n : std::as_const(m_flowObjects)) {
            testcluster::kubectl({QStringLiteral("delete"), QStringLiteral("flowschema"), n});
            testcluster::kubectl({QStringLiteral("delete"), QStringLiteral("prioritylevelconfiguration"), n});
            testcluster::kubectl({QStringLiteral("delete"), QStringLiteral("clusterrolebinding"), n});
            testcluster::kubectl({QStringLiteral("delete"), QStringLiteral("clusterrole"), n});
        }
        for (const QString &c : std::as_const(m_crds))
            testcluster::kubectl(
                {QStringLiteral("delete"), QStringLiteral("crd"), c, QStringLiteral("--wait=false")});
        for (const QString &ns : std::as_const(m_namespaces))
            testcluster::kubectl(
                {QStringLiteral("delete"), QStringLiteral("namespace"), ns, QStringLiteral("--wait=false")});
    }
};

QTEST_GUILESS_MAIN(TstRewriterSandbox)
#include "tst_rewriter_sandbox.moc"
