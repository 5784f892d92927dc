// `mado migrate` on a lab CRD with conversion strategy Webhook, against a real
// conversion webhook (common/conversionwebhook.h, HTTPS on loopback, called by
// the sandbox's API server):
//  - healthy: the sample reads pass at every served version, the full run
//    migrates through the webhook, `mado migrate check` (with etcd) passes
//    and every object carries the field the webhook converts;
//  - a webhook answering Failure, one answering HTTP 500, one that is down
//    (port closed) and one that never answers: `plan` and `run` exit 1
//    naming the version and the server's message, and nothing was written
//    (the CRD's and every object's resourceVersion are unchanged).
#include "conversionwebhook.h"
#include "testcluster.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

testcluster::ProcessRun mado(const QStringList &args) {
    QProcess p;
    p.start(qEnvironmentVariable("MADO_BIN"),
            QStringList{QStringLiteral("--kubeconfig"), testcluster::kubeconfig(), QStringLiteral("--lang"),
                        QStringLiteral("en")} +
                args);
    if (!p.waitForFinished(180000))
        qFatal("mado %s did not finish", qPrintable(args.join(QLatin1Char(' '))));
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

QString sandboxDir() {
    return qEnvironmentVariable("MADO_TEST_SANDBOX_DIR");
}

} // namespace

class TstMigrateWebhook final : public QObject {
    Q_OBJECT

    QTemporaryDir m_state;
    QStringList m_groups;
    QStringList m_namespaces;

    QStringList withState(QStringList args) {
        return args << QStringLiteral("--state-dir") << m_state.path();
    }

    /// Creates the lab for purpose with its conversion through hook; returns the CRD's name.
    QString lab(const QString &purpose, const testcluster::ConversionWebhook &hook, int objects = 6) {
        const QString group = testcluster::ownGroup(purpose);
        const QString ns = testcluster::ownNamespace(purpose);
        m_groups << group;
        m_namespaces << ns;
        const auto r = mado({QStringLiteral("-n"), ns, QStringLiteral("migrate"), QStringLiteral("lab"),
                             QStringLiteral("--objects"), QString::number(objects), QStringLiteral("--group"),
                             group, QStringLiteral("--webhook-url"), hook.url(),
                             QStringLiteral("--webhook-ca"), sandboxDir() + QStringLiteral("/pki/ca.crt")});
        if (r.exitCode != 0)
            qWarning("lab: %s", qPrintable(r.err));
        return r.exitCode == 0 && r.out.contains(hook.url()) ? QStringLiteral("widgets.") + group : QString();
    }

    /// name=resourceVersion of the CRD and of every object (read at the storage
    /// version v1, which needs no conversion): any write changes it.
    static QString versions(const QString &crd) {
        const QString group = crd.mid(crd.indexOf(QLatin1Char('.')) + 1);
        const auto c =
            testcluster::kubectl({QStringLiteral("get"), QStringLiteral("crd"), crd, QStringLiteral("-o"),
                                  QStringLiteral("jsonpath={.metadata.resourceVersion} "
                                                 "{.status.storedVersions}")});
        const auto o = testcluster::kubectl(
            {QStringLiteral("get"), QStringLiteral("widgets.v1.") + group, QStringLiteral("-A"),
             QStringLiteral("-o"),
             QStringLiteral("jsonpath={range .items[*]}{.metadata.name}={.metadata.resourceVersion} {end}")});
        if (c.exitCode != 0 || o.exitCode != 0)
            return QStringLiteral("unreadable: ") + c.err + o.err;
        return c.out + QLatin1Char('|') + o.out;
    }

private slots:
    void initTestCase() { QVERIFY(!sandboxDir().isEmpty()); }

    // A healthy webhook: the whole migration runs through it.
    void healthy() {
        testcluster::ConversionWebhook hook(sandboxDir() + QStringLiteral("/pki"));
        QVERIFY2(hook.listen(), qPrintable(hook.errorString()));
        const QString crd = lab(QStringLiteral("mwhok"), hook);
        QVERIFY(!crd.isEmpty());
        const QString group = m_groups.last();

        const auto run = mado(withState({QStringLiteral("migrate"), QStringLiteral("run"), crd,
                                         QStringLiteral("--to"), QStringLiteral("v2")}));
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.err.contains(QLatin1String("Sample read at v1: ok")), qPrintable(run.err));
        QVERIFY2(run.err.contains(QLatin1String("Sample read at v2: ok")), qPrintable(run.err));
        QVERIFY(hook.reviews() > 0);
        QVERIFY(hook.objectsConverted() >= 6);
        QVERIFY(hook.desiredVersions().contains(group + QLatin1String("/v2")));

        const auto check =
            mado(withState({QStringLiteral("migrate"), QStringLiteral("check"), crd, QStringLiteral("--to"),
                            QStringLiteral("v2"), QStringLiteral("--sandbox-dir"), sandboxDir()}));
        QVERIFY2(check.exitCode == 0, qPrintable(check.out + check.err));

        // Every object went through the webhook's v1 → v2 conversion before its rewrite.
        const auto get =
            testcluster::kubectl({QStringLiteral("get"), QStringLiteral("widgets.v2.") + group,
                                  QStringLiteral("-A"), QStringLiteral("-o"), QStringLiteral("json")});
        QCOMPARE(get.exitCode, 0);
        const QJsonArray items =
            QJsonDocument::fromJson(get.out.toUtf8()).object().value(QLatin1String("items")).toArray();
        QCOMPARE(items.size(), 6);
        for (const QJsonValue &it : items)
            QCOMPARE(it.toObject()
                         .value(QLatin1String("spec"))
                         .toObject()
                         .value(QLatin1String("color"))
                         .toString(),
                     QStringLiteral("blue"));
        // Deleted while the webhook still answers (the CRD finalizer lists the objects).
        testcluster::kubectl({QStringLiteral("delete"), QStringLiteral("crd"), crd});
    }

    void blocked_data() {
        QTest::addColumn<int>("mode");
        QTest::addColumn<QString>("expected");
        using M = testcluster::ConversionWebhook::Mode;
        QTest::newRow("Failure") << int(M::Failure) << QStringLiteral("widgets are frozen by the test");
        QTest::newRow("HTTP 500") << int(M::Http500) << QStringLiteral("converter crashed");
        QTest::newRow("down") << -1 << QStringLiteral("connection refused");
        QTest::newRow("no answer") << int(M::Hang) << QStringLiteral("no answer within 3 seconds");
    }

    // A failing webhook blocks plan and run before any write.
    void blocked() {
        QFETCH(int, mode);
        QFETCH(QString, expected);
        testcluster::ConversionWebhook hook(sandboxDir() + QStringLiteral("/pki"));
        QVERIFY2(hook.listen(), qPrintable(hook.errorString()));
        const QString tag = QString::fromLatin1(QTest::currentDataTag()).toLower().remove(QLatin1Char(' '));
        const QString crd = lab(QStringLiteral("mwh") + tag, hook, 4);
        QVERIFY(!crd.isEmpty());
        // Step 1 while the webhook works: v2 is served, so reading it needs the webhook.
        const auto serve =
            mado(withState({QStringLiteral("migrate"), QStringLiteral("run"), crd, QStringLiteral("--to"),
                            QStringLiteral("v2"), QStringLiteral("--until"), QStringLiteral("serve")}));
        QVERIFY2(serve.exitCode == 0, qPrintable(serve.err));
        const QString before = versions(crd);
        QVERIFY2(before.contains(QLatin1String("[\"v1\"]")), qPrintable(before));

        if (mode < 0)
            hook.close();
        else
            hook.setMode(testcluster::ConversionWebhook::Mode(mode), expected);
        const QStringList timeout = {QStringLiteral("--sample-timeout"), QStringLiteral("3")};
        QElapsedTimer clock;
        clock.start();
        const auto plan = mado(withState(QStringList{QStringLiteral("migrate"), QStringLiteral("plan"), crd,
                                                     QStringLiteral("--to"), QStringLiteral("v2")} +
                                         timeout));
        const qint64 planMs = clock.elapsed();
        if (mode == int(testcluster::ConversionWebhook::Mode::Failure))
            qInfo("the blocked plan:\n%s%s", qPrintable(plan.out), qPrintable(plan.err));
        QCOMPARE(plan.exitCode, 1);
        QVERIFY2(plan.err.contains(QLatin1String("Sample read at v2 failed")), qPrintable(plan.err));
        QVERIFY2(plan.err.contains(expected, Qt::CaseInsensitive), qPrintable(plan.err));
        QVERIFY2(plan.err.contains(QLatin1String("The conversion webhook fails")), qPrintable(plan.err));
        QVERIFY2(plan.out.contains(QLatin1String("[pending] Step 2")), qPrintable(plan.out));
        QVERIFY2(plan.out.contains(expected, Qt::CaseInsensitive), qPrintable(plan.out));

        clock.restart();
        const auto run = mado(withState(QStringList{QStringLiteral("migrate"), QStringLiteral("run"), crd,
                                                    QStringLiteral("--to"), QStringLiteral("v2")} +
                                        timeout));
        const qint64 runMs = clock.elapsed();
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QLatin1String("Mado refuses to run Step 2")), qPrintable(run.err));
        QVERIFY2(run.err.contains(expected, Qt::CaseInsensitive), qPrintable(run.err));
        // Nothing was written: the CRD (storage still v1) and every object are as they were.
        QCOMPARE(versions(crd), before);
        qInfo("%s webhook: plan blocked in %lld ms, run refused in %lld ms", QTest::currentDataTag(), planMs,
              runMs);
        // The storage never moved, so the CRD's finalizer needs no conversion to delete the objects.
        testcluster::kubectl({QStringLiteral("delete"), QStringLiteral("crd"), crd});
    }

    void cleanupTestCase() {
        // A CRD whose webhook is gone cannot be deleted once its storage moved
        // (its finalizer cannot list the objects): strategy None first.
        for (const QString &g : std::as_const(m_groups))
            testcluster::kubectl(
                {QStringLiteral("patch"), QStringLiteral("crd"), QStringLiteral("widgets.") + g,
                 QStringLiteral("--type=merge"), QStringLiteral("-p"),
                 QStringLiteral(R"({"spec":{"conversion":{"strategy":"None","webhook":null}}})")});
        for (const QString &g : std::as_const(m_groups))
            testcluster::kubectl({QStringLiteral("delete"), QStringLiteral("crd"),
                                  QStringLiteral("widgets.") + g, QStringLiteral("--ignore-not-found"),
                                  QStringLiteral("--wait=false")});
        for (const QString &ns : std::as_const(m_namespaces))
            testcluster::kubectl(
                {QStringLiteral("delete"), QStringLiteral("namespace"), ns, QStringLiteral("--wait=false")});
    }
};

QTEST_MAIN(TstMigrateWebhook)
#include "tst_migrate_webhook_sandbox.moc"
