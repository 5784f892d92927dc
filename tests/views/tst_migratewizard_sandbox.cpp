// The migration wizard offscreen on the sandbox, driven through its buttons:
// lab, preflight, step 1 (the deprecation warning comes back), step 2
// (storedVersions holds both), the learning action refused with its field
// path, the proof before/after with etcd's stored apiVersion, the rewrite,
// step 4 and the closing check — in en, uk and ja, with screenshots of every
// page when MADO_SCREENSHOT_DIR is set. Then step 3 through a
// StorageVersionMigration and the open wizard retranslated twice.
#include "sandboxclient.h"
#include "testcluster.h"

#include "views/migrate/migratewizard.h"

#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QTreeWidget>

class TstMigrateWizard final : public QObject {
    Q_OBJECT

    std::unique_ptr<kube::Client> m_client;
    QStringList m_groups;
    QStringList m_namespaces;

    static void screenshot(QWidget *w, const QString &name) {
        const QString dir = qEnvironmentVariable("MADO_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QDir().mkpath(dir);
        QTest::qWait(200); // let the layouts follow the texts just set
        QVERIFY(w->grab().save(dir + QLatin1Char('/') + name + QLatin1String(".png")));
    }

    /// Clicks button and waits for the wizard's actionFinished(what); returns (ok, message).
    static std::pair<bool, QString> click(views::MigrateWizard &w, const char *button, const QString &what,
                                          int timeoutMs = 60000) {
        auto *b = w.findChild<QPushButton *>(QLatin1String(button));
        if (!b)
            qFatal("no button %s", button);
        QSignalSpy spy(&w, &views::MigrateWizard::actionFinished);
        b->click();
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < timeoutMs) {
            for (const QList<QVariant> &args : std::as_const(spy))
                if (args.at(0).toString() == what)
                    return {args.at(1).toBool(), args.at(2).toString()};
            spy.wait(200);
        }
        qFatal("%s did not finish", button);
    }
    static QString text(views::MigrateWizard &w, const char *label) {
        return w.findChild<QLabel *>(QLatin1String(label))->text();
    }

private slots:
    void initTestCase() {
        m_client = testcluster::sandboxClient();
        QVERIFY(m_client);
    }

    void lab_data() {
        QTest::addColumn<QString>("lang");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("uk") << QStringLiteral("uk");
        QTest::newRow("ja") << QStringLiteral("ja");
    }

    void lab() {
        QFETCH(QString, lang);
        QTranslator tr;
        QVERIFY(tr.load(QLatin1String(":/i18n/mado_") + lang));
        QCoreApplication::installTranslator(&tr);
        QTemporaryDir state;
        migrate::LabOptions opts;
        opts.group = testcluster::ownGroup(QStringLiteral("mwiz") + lang);
        opts.ns = testcluster::ownNamespace(QStringLiteral("mwiz") + lang);
        m_groups << opts.group;
        m_namespaces << opts.ns;

        views::MigrateWizard w(m_client.get());
        w.setStateDir(state.path());
        w.setSandboxDir(qEnvironmentVariable("MADO_TEST_SANDBOX_DIR"));
        w.setLabOptions(opts);
        w.resize(1280, 760);
        w.show();
        if (lang != QLatin1String("en"))
            QVERIFY(w.findChild<QPushButton *>(QStringLiteral("LabButton"))->text() !=
                    QLatin1String("Create the lab"));

        QVERIFY(click(w, "LabButton", QStringLiteral("lab"), 120000).first);
        QTRY_COMPARE(w.findChild<QTreeWidget *>(QStringLiteral("StatePanel"))->topLevelItemCount(), 2);

        w.showPage(views::MigrateWizard::Preflight);
        const auto pre = click(w, "PreflightButton", QStringLiteral("preflight"));
        QVERIFY2(pre.first, qPrintable(pre.second)); // the sandbox admin may do everything
        QCOMPARE(w.findChild<QTreeWidget *>(QStringLiteral("Permissions"))->topLevelItemCount(), 5);
        screenshot(&w, QStringLiteral("migrate-preflight-") + lang);

        w.showPage(views::MigrateWizard::Serve);
        QVERIFY(click(w, "ServeButton", QStringLiteral("serve")).first);
        bool warned = false;
        for (int i = 0; i < 40 && !warned; ++i) {
            warned = click(w, "AskOldButton", QStringLiteral("warning")).first;
            if (!warned)
                QTest::qWait(250);
        }
        QVERIFY(warned);
        QVERIFY(text(w, "ServeResult").contains(QLatin1String("is deprecated; use")));
        screenshot(&w, QStringLiteral("migrate-step1-serve-") + lang);

        w.showPage(views::MigrateWizard::Storage);
        QVERIFY(click(w, "StorageButton", QStringLiteral("storage")).first);
        QTRY_VERIFY(text(w, "StorageResult").contains(QLatin1String("[v1, v2]")));
        screenshot(&w, QStringLiteral("migrate-step2-storage-") + lang);

        w.showPage(views::MigrateWizard::Cleanup);
        QVERIFY(!click(w, "TrimButton", QStringLiteral("trim")).first); // refused by Mado before the rewrite
        const auto learn = click(w, "LearnButton", QStringLiteral("learn"));
        QVERIFY(learn.first); // the server refused, as the lesson wants
        QVERIFY2(text(w, "LearnResult").contains(QLatin1String("status.storedVersions")),
                 qPrintable(learn.second));
        screenshot(&w, QStringLiteral("migrate-step4-learn-") + lang);

        w.showPage(views::MigrateWizard::Proof);
        QVERIFY(click(w, "ProofBeforeButton", QStringLiteral("proof")).first);
        QVERIFY(click(w, "EtcdButton", QStringLiteral("etcd")).first);
        auto *table = w.findChild<QTableWidget *>(QStringLiteral("ProofTable"));
        QCOMPARE(table->rowCount(), 5);
        QCOMPARE(table->item(0, 4)->text(), opts.group + QLatin1String("/v1"));

        w.showPage(views::MigrateWizard::Rewrite);
        const auto rw = click(w, "StartButton", QStringLiteral("rewrite"), 180000);
        QVERIFY2(rw.first, qPrintable(rw.second));
        auto *bar = w.findChild<QProgressBar *>(QStringLiteral("RewriteProgress"));
        QCOMPARE(bar->value(), bar->maximum());
        QCOMPARE(bar->maximum(), 20);
        screenshot(&w, QStringLiteral("migrate-step3-rewrite-") + lang);

        w.showPage(views::MigrateWizard::Proof);
        QVERIFY(click(w, "ProofAfterButton", QStringLiteral("proof")).first);
        QVERIFY(click(w, "EtcdButton", QStringLiteral("etcd")).first);
        for (int r = 0; r < table->rowCount(); ++r) {
            QVERIFY(table->item(r, 3)->text().contains(QLatin1String("\"blue\"")));
            QVERIFY(!table->item(r, 2)->text().contains(QLatin1String("\"blue\"")));
            QCOMPARE(table->item(r, 4)->text(), opts.group + QLatin1String("/v2"));
        }
        screenshot(&w, QStringLiteral("migrate-proof-") + lang);

        w.showPage(views::MigrateWizard::Cleanup);
        QVERIFY(!click(w, "RemoveButton", QStringLiteral("remove")).first); // still stored: refused
        QVERIFY(click(w, "TrimButton", QStringLiteral("trim")).first);
        QVERIFY(click(w, "UnserveButton", QStringLiteral("unserve")).first);
        QVERIFY(click(w, "RemoveButton", QStringLiteral("remove")).first);
        QTRY_COMPARE(w.findChild<QTreeWidget *>(QStringLiteral("StatePanel"))->topLevelItemCount(), 1);
        screenshot(&w, QStringLiteral("migrate-step4-cleanup-") + lang);

        w.showPage(views::MigrateWizard::Check);
        const auto check = click(w, "CheckButton", QStringLiteral("check"));
        QVERIFY2(check.first, qPrintable(check.second));
        screenshot(&w, QStringLiteral("migrate-check-") + lang);
        QCoreApplication::removeTranslator(&tr);
    }

    // Step 3 by the server from the wizard, then the open wizard follows two
    // language changes (its buttons, pages and the StorageVersionMigration's
    // result are retranslated), with a screenshot in each language.
    void serverMigrationAndLanguageChange() {
        QTemporaryDir state;
        migrate::LabOptions opts;
        opts.group = testcluster::ownGroup(QStringLiteral("mwizsvm"));
        opts.ns = testcluster::ownNamespace(QStringLiteral("mwizsvm"));
        opts.objects = 12;
        m_groups << opts.group;
        m_namespaces << opts.ns;
        views::MigrateWizard w(m_client.get());
        w.setStateDir(state.path());
        w.setLabOptions(opts);
        w.resize(1280, 760);
        w.show();
        QVERIFY(click(w, "LabButton", QStringLiteral("lab"), 120000).first);
        QTRY_COMPARE(w.findChild<QTreeWidget *>(QStringLiteral("StatePanel"))->topLevelItemCount(), 2);
        // Refused before step 2, with the reason.
        w.showPage(views::MigrateWizard::Rewrite);
        const auto early = click(w, "ServerMigrationButton", QStringLiteral("servermigration"));
        QVERIFY(!early.first);
        QVERIFY2(early.second.contains(QLatin1String("step 2")), qPrintable(early.second));
        QVERIFY(click(w, "ServeButton", QStringLiteral("serve")).first);
        QVERIFY(click(w, "StorageButton", QStringLiteral("storage")).first);
        const auto done = click(w, "ServerMigrationButton", QStringLiteral("servermigration"), 240000);
        QVERIFY2(done.first, qPrintable(done.second));
        QTRY_VERIFY_WITH_TIMEOUT(
            text(w, "StateSummary").contains(QLatin1String("status.storedVersions: [v2]")), 30000);

        auto translated = [](const char *source) {
            return QCoreApplication::translate("views::MigrateWizard", source);
        };
        auto *svmButton = w.findChild<QPushButton *>(QStringLiteral("ServerMigrationButton"));
        auto *steps = w.findChild<QListWidget *>(QStringLiteral("StepList"));
        const QString englishStatus = text(w, "ServerMigrationStatus");
        screenshot(&w, QStringLiteral("migrate-step3-server-en"));
        for (const QString &lang : {QStringLiteral("uk"), QStringLiteral("ja")}) {
            QTranslator tr;
            QVERIFY(tr.load(QLatin1String(":/i18n/mado_") + lang));
            QCoreApplication::installTranslator(&tr); // LanguageChange reaches the open wizard
            QTRY_COMPARE(svmButton->text(), translated("Create a StorageVersionMigration"));
            QVERIFY(svmButton->text() != QLatin1String("Create a StorageVersionMigration"));
            QCOMPARE(steps->item(0)->text(), translated("Preflight"));
            QCOMPARE(w.windowTitle(), translated("Migrate a CRD's storage version"));
            QVERIFY(text(w, "ServerMigrationStatus") != englishStatus);
            QCOMPARE(text(w, "MessageLabel"), text(w, "ServerMigrationStatus"));
            QVERIFY(!text(w, "StateSummary").contains(QLatin1String("Next:")));
            screenshot(&w, QStringLiteral("migrate-step3-server-") + lang);
            QCoreApplication::removeTranslator(&tr);
        }
        QTRY_COMPARE(svmButton->text(), QStringLiteral("Create a StorageVersionMigration"));
        QCOMPARE(text(w, "ServerMigrationStatus"), englishStatus);
    }

    void cleanupTestCase() {
        for (const QString &g : std::as_const(m_groups))
            testcluster::kubectl({QStringLiteral("delete"), QStringLiteral("crd"),
                                  QStringLiteral("widgets.") + g, QStringLiteral("--wait=false")});
        for (const QString &ns : std::as_const(m_namespaces))
            testcluster::kubectl(
                {QStringLiteral("delete"), QStringLiteral("namespace"), ns, QStringLiteral("--wait=false")});
    }
};

QTEST_MAIN(TstMigrateWizard)
#include "tst_migratewizard_sandbox.moc"
