// The migration wizard offscreen on a lab CRD with conversion strategy
// Webhook, against a real conversion webhook (common/conversionwebhook.h):
//  - the lab's object count set by setLabOptions survives (the spin box shows
//    it and the lab creates that many), and the box edits the options;
//  - healthy: after step 1 the wizard reads one object at every served
//    version by itself, the preflight shows both sample reads, and the whole
//    migration runs through the webhook to a passing check;
//  - a webhook answering Failure, then one that is down: the preflight shows
//    the server's message, every step button stays disabled, a step forced
//    through the session is refused by Mado, nothing was written; the open
//    wizard retranslates the blocked page (uk, ja) and back.
// Screenshots (MADO_SCREENSHOT_DIR): migrate-webhook-passing-LANG,
// migrate-webhook-blocked-LANG.
#include "conversionwebhook.h"
#include "sandboxclient.h"
#include "testcluster.h"

#include "views/migrate/migratewizard.h"

#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QTreeWidget>

class TstMigrateWizardWebhook final : public QObject {
    Q_OBJECT

    std::unique_ptr<kube::Client> m_client;
    QStringList m_groups;
    QStringList m_namespaces;

    static QString sandboxDir() { return qEnvironmentVariable("MADO_TEST_SANDBOX_DIR"); }

    static void screenshot(QWidget *w, const QString &name) {
        const QString dir = qEnvironmentVariable("MADO_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QDir().mkpath(dir);
        QTest::qWait(200);
        QVERIFY(w->grab().save(dir + QLatin1Char('/') + name + QLatin1String(".png")));
    }

    /// Runs act and waits for the wizard's actionFinished(what); returns (ok, message).
    static std::pair<bool, QString> waitFor(views::MigrateWizard &w, const QString &what,
                                            const std::function<void()> &act, int timeoutMs = 90000) {
        QSignalSpy spy(&w, &views::MigrateWizard::actionFinished);
        act();
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < timeoutMs) {
            for (const QList<QVariant> &args : std::as_const(spy))
                if (args.at(0).toString() == what)
                    return {args.at(1).toBool(), args.at(2).toString()};
            spy.wait(200);
        }
        qFatal("%s did not finish", qPrintable(what));
    }
    static std::pair<bool, QString> click(views::MigrateWizard &w, const char *button, const QString &what,
                                          int timeoutMs = 90000) {
        auto *b = w.findChild<QPushButton *>(QLatin1String(button));
        if (!b)
            qFatal("no button %s", button);
        // A change of the served versions checks the webhook again first (buttons disabled meanwhile).
        QElapsedTimer wait;
        wait.start();
        while (!b->isEnabled() && wait.elapsed() < 30000)
            QTest::qWait(50);
        if (!b->isEnabled())
            qFatal("button %s is disabled: %s", button, qPrintable(b->toolTip()));
        return waitFor(
            w, what, [b] { b->click(); }, timeoutMs);
    }
    static QString text(views::MigrateWizard &w, const char *label) {
        return w.findChild<QLabel *>(QLatin1String(label))->text();
    }
    static bool enabled(views::MigrateWizard &w, const char *button) {
        return w.findChild<QPushButton *>(QLatin1String(button))->isEnabled();
    }

    migrate::LabOptions labOptions(const QString &purpose, const testcluster::ConversionWebhook &hook,
                                   int objects) {
        migrate::LabOptions opts;
        opts.group = testcluster::ownGroup(purpose);
        opts.ns = testcluster::ownNamespace(purpose);
        opts.objects = objects;
        opts.webhookUrl = hook.url();
        opts.webhookCaBundle = hook.caBundle();
        m_groups << opts.group;
        m_namespaces << opts.ns;
        return opts;
    }

    static QString resourceVersions(const QString &group) {
        const auto c = testcluster::kubectl({QStringLiteral("get"), QStringLiteral("crd"),
                                             QStringLiteral("widgets.") + group, QStringLiteral("-o"),
                                             QStringLiteral("jsonpath={.metadata.resourceVersion} "
                                                            "{.status.storedVersions}")});
        const auto o = testcluster::kubectl(
            {QStringLiteral("get"), QStringLiteral("widgets.v1.") + group, QStringLiteral("-A"),
             QStringLiteral("-o"),
             QStringLiteral("jsonpath={range .items[*]}{.metadata.name}={.metadata.resourceVersion} {end}")});
        return c.out + QLatin1Char('|') + o.out + c.err + o.err;
    }

private slots:
    void initTestCase() {
        m_client = testcluster::sandboxClient();
        QVERIFY(m_client);
        QVERIFY(!sandboxDir().isEmpty());
    }

    // setLabOptions' object count is what the lab creates; the box edits it.
    void labObjectCount() {
        views::MigrateWizard w(m_client.get());
        auto *spin = w.findChild<QSpinBox *>(QStringLiteral("LabObjectsSpin"));
        QVERIFY(spin);
        migrate::LabOptions opts;
        opts.objects = 3;
        w.setLabOptions(opts);
        QCOMPARE(spin->value(), 3);
        QCOMPARE(w.labOptions().objects, 3);
        spin->setValue(9); // as the user would
        QCOMPARE(w.labOptions().objects, 9);
        opts.objects = 0; // an empty lab is allowed
        w.setLabOptions(opts);
        QCOMPARE(spin->value(), 0);
    }

    void healthy() {
        testcluster::ConversionWebhook hook(sandboxDir() + QStringLiteral("/pki"));
        QVERIFY2(hook.listen(), qPrintable(hook.errorString()));
        QTemporaryDir state;
        views::MigrateWizard w(m_client.get());
        w.setStateDir(state.path());
        w.setSandboxDir(sandboxDir());
        w.setLabOptions(labOptions(QStringLiteral("mwwok"), hook, 7));
        w.resize(1280, 960);
        w.show();
        QVERIFY(click(w, "LabButton", QStringLiteral("lab"), 120000).first);
        QTRY_VERIFY_WITH_TIMEOUT(w.session() && w.session()->hasState() &&
                                     !w.session()->conversionCheckNeeded() && enabled(w, "ServeButton"),
                                 30000); // after the check at v1
        // The lab made 7 objects, not the box's former default.
        QTRY_VERIFY(text(w, "StateSummary").contains(QLatin1String("\n7 object")));
        QVERIFY(text(w, "StateSummary").contains(QLatin1String("conversion.strategy: Webhook")));

        QVERIFY(click(w, "ServeButton", QStringLiteral("serve")).first);
        // v2 is served now: the wizard checks the webhook at v1 and v2 by itself.
        QTRY_COMPARE_WITH_TIMEOUT(w.session()->conversion().samples.size(), 2, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(!w.session()->conversion().running, 30000);
        QVERIFY(enabled(w, "StorageButton"));

        w.showPage(views::MigrateWizard::Preflight);
        const auto pre = click(w, "PreflightButton", QStringLiteral("preflight"));
        QVERIFY2(pre.first, qPrintable(pre.second));
        auto *samples = w.findChild<QTreeWidget *>(QStringLiteral("SampleReads"));
        QCOMPARE(samples->topLevelItemCount(), 2);
        for (int i = 0; i < 2; ++i) {
            QCOMPARE(samples->topLevelItem(i)->text(1), QStringLiteral("ok"));
            QVERIFY(samples->topLevelItem(i)->text(2).startsWith(m_namespaces.last() +
                                                                 QLatin1String("/widget-")));
        }
        QVERIFY(pre.second.contains(QLatin1String("Sample read at v2: ok")));
        QVERIFY(!w.findChild<QLabel *>(QStringLiteral("GateLabel"))->isVisible());
        QVERIFY(hook.desiredVersions().contains(m_groups.last() + QLatin1String("/v2")));
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("uk"), QStringLiteral("ja")}) {
            QTranslator tr;
            if (lang != QLatin1String("en")) {
                QVERIFY(tr.load(QLatin1String(":/i18n/mado_") + lang));
                QCoreApplication::installTranslator(&tr);
                QTRY_VERIFY(samples->topLevelItem(0)->text(1) != QLatin1String("ok"));
            }
            screenshot(&w, QStringLiteral("migrate-webhook-passing-") + lang);
            if (lang != QLatin1String("en"))
                QCoreApplication::removeTranslator(&tr);
        }
        QTRY_COMPARE(samples->topLevelItem(0)->text(1), QStringLiteral("ok"));

        QVERIFY(click(w, "StorageButton", QStringLiteral("storage")).first);
        const auto rw = click(w, "StartButton", QStringLiteral("rewrite"), 180000);
        QVERIFY2(rw.first, qPrintable(rw.second));
        QCOMPARE(w.findChild<QProgressBar *>(QStringLiteral("RewriteProgress"))->maximum(), 7);
        QVERIFY(click(w, "TrimButton", QStringLiteral("trim")).first);
        QVERIFY(click(w, "UnserveButton", QStringLiteral("unserve")).first);
        QVERIFY(click(w, "RemoveButton", QStringLiteral("remove")).first);
        const auto check = click(w, "CheckButton", QStringLiteral("check"));
        QVERIFY2(check.first, qPrintable(check.second));
        QVERIFY(hook.objectsConverted() >= 7);
        testcluster::kubectl(
            {QStringLiteral("delete"), QStringLiteral("crd"), QStringLiteral("widgets.") + m_groups.last()});
    }

    void blocked() {
        testcluster::ConversionWebhook hook(sandboxDir() + QStringLiteral("/pki"));
        QVERIFY2(hook.listen(), qPrintable(hook.errorString()));
        QTemporaryDir state;
        views::MigrateWizard w(m_client.get());
        w.setStateDir(state.path());
        const migrate::LabOptions opts = labOptions(QStringLiteral("mwwfail"), hook, 4);
        w.setLabOptions(opts);
        w.resize(1280, 960);
        w.show();
        QVERIFY(click(w, "LabButton", QStringLiteral("lab"), 120000).first);
        QTRY_VERIFY_WITH_TIMEOUT(w.session() && w.session()->hasState() &&
                                     !w.session()->conversionCheckNeeded() && enabled(w, "ServeButton"),
                                 30000); // after the check at v1
        QVERIFY(click(w, "ServeButton", QStringLiteral("serve")).first);
        QTRY_VERIFY_WITH_TIMEOUT(
            w.session()->conversion().samples.size() == 2 && !w.session()->conversion().running, 30000);
        const QString before = resourceVersions(opts.group);

        const QString serverMessage = QStringLiteral("widgets are frozen by the test");
        hook.setMode(testcluster::ConversionWebhook::Mode::Failure, serverMessage);
        w.showPage(views::MigrateWizard::Preflight);
        const auto pre = click(w, "PreflightButton", QStringLiteral("preflight"));
        QVERIFY(!pre.first);
        QVERIFY2(pre.second.contains(QLatin1String("Sample read at v2 failed")), qPrintable(pre.second));
        QVERIFY2(pre.second.contains(serverMessage), qPrintable(pre.second));
        auto *gate = w.findChild<QLabel *>(QStringLiteral("GateLabel"));
        QVERIFY(gate->isVisible());
        QVERIFY(gate->text().contains(serverMessage));
        auto *samples = w.findChild<QTreeWidget *>(QStringLiteral("SampleReads"));
        QCOMPARE(samples->topLevelItem(1)->text(0), QStringLiteral("v2"));
        QVERIFY(samples->topLevelItem(1)->text(4).contains(serverMessage));
        for (const char *b : {"ServeButton", "StorageButton", "StartButton", "ServerMigrationButton",
                              "TrimButton", "UnserveButton", "RemoveButton"})
            QVERIFY2(!enabled(w, b), b);
        // A step forced past the disabled buttons: Mado refuses it before any request.
        const auto forced =
            waitFor(w, QStringLiteral("storage"), [&w] { w.session()->runStep(migrate::Step::Storage); });
        QVERIFY(!forced.first);
        QVERIFY2(forced.second.contains(QLatin1String("Mado refuses this step")), qPrintable(forced.second));
        QVERIFY(forced.second.contains(serverMessage));
        QVERIFY(!w.session()->startRewrite({}));
        QCOMPARE(resourceVersions(opts.group), before);

        // The blocked page and the refusal below it follow the language, the server's words kept.
        const QString englishGate = gate->text();
        const QString englishMessage = text(w, "MessageLabel");
        screenshot(&w, QStringLiteral("migrate-webhook-blocked-en"));
        for (const QString &lang : {QStringLiteral("uk"), QStringLiteral("ja")}) {
            QTranslator tr;
            QVERIFY(tr.load(QLatin1String(":/i18n/mado_") + lang));
            QCoreApplication::installTranslator(&tr);
            QTRY_VERIFY(gate->text() != englishGate);
            QVERIFY(gate->text().contains(serverMessage));
            QVERIFY(text(w, "MessageLabel") != englishMessage);
            QVERIFY(text(w, "MessageLabel").contains(serverMessage));
            QVERIFY(text(w, "PreflightSummary").contains(serverMessage));
            QVERIFY(!text(w, "PreflightSummary").contains(QLatin1String("Sample read at")));
            screenshot(&w, QStringLiteral("migrate-webhook-blocked-") + lang);
            QCoreApplication::removeTranslator(&tr);
        }
        QTRY_COMPARE(gate->text(), englishGate);
        QCOMPARE(text(w, "MessageLabel"), englishMessage);

        // Down: the port refuses connections; the preflight still ends, blocked.
        hook.close();
        QElapsedTimer clock;
        clock.start();
        const auto down = click(w, "PreflightButton", QStringLiteral("preflight"));
        qInfo("preflight with the webhook down: blocked in %lld ms", clock.elapsed());
        QVERIFY(!down.first);
        QVERIFY2(down.second.contains(QLatin1String("connection refused")), qPrintable(down.second));
        QVERIFY(!enabled(w, "StorageButton"));
        QCOMPARE(resourceVersions(opts.group), before);
        testcluster::kubectl(
            {QStringLiteral("delete"), QStringLiteral("crd"), QStringLiteral("widgets.") + opts.group});
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

QTEST_MAIN(TstMigrateWizardWebhook)
#include "tst_migratewizard_webhook_sandbox.moc"
