// GUI + sandbox: the screen review of every window and dialog in English,
// Ukrainian and Japanese. Each is opened on real objects of the sandbox; the
// test fails when a label, button, tab title or column header does not fit
// (clipped or elided), and when a switch of language at run time leaves a text
// in English that a window opened in that language shows translated.
// With MADO_SCREENSHOT_DIR set it saves screens-<window>-<lang>.png there
// (docs/screenshots holds the committed ones).
#include "app/i18n.h"
#include "app/mainwindow.h"
#include "await.h"
#include "codecs/json.h"
#include "kube/write.h"
#include "models/apicatalog.h"
#include "models/connection.h"
#include "models/lists/deleteaction.h"
#include "models/patch/patchsession.h"
#include "sandboxclient.h"
#include "screencheck.h"
#include "testcluster.h"
#include "views/lists/deletedialog.h"
#include "views/migrate/migratewizard.h"
#include "views/patch/patchcomposer.h"
#include "views/schema/schemaview.h"
#include "views/watch/watchdock.h"

#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QDockWidget>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QTimer>

namespace {

void screenshot(QWidget *w, const QString &name) {
    const QString dir = qEnvironmentVariable("MADO_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    QVERIFY(w->grab().save(dir + QLatin1Char('/') + name + QLatin1String(".png")));
}

/// Adds what does not fit in w to findings (the test fails on them at its end:
/// a failed test no longer waits, and the windows after it still get reviewed).
void review(QWidget *w, const QString &what, QStringList &findings) {
    for (const QString &f : screencheck::clipped(w))
        findings << what + QLatin1String(": ") + f;
}

} // namespace

class TestScreens final : public QObject {
    Q_OBJECT

    std::unique_ptr<kube::Client> m_client;
    const QString m_ns = testcluster::ownNamespace(QStringLiteral("screens"));
    kube::ApiResource m_configmaps;

    bool send(kube::WriteVerb verb, const QString &path, const QByteArray &body = {}) {
        kube::WriteRequest req;
        req.verb = verb;
        req.path = path;
        req.body = body;
        kube::Write *w = kube::Write::start(m_client.get(), req);
        const bool ok = mado::test::await(w).ok();
        w->deleteLater();
        return ok;
    }

    app::GlobalOptions options() const {
        app::GlobalOptions o;
        o.kubeconfig = qEnvironmentVariable("MADO_TEST_KUBECONFIG");
        o.namespace_ = m_ns;
        return o;
    }

    /// The main window with what a user has open after a while: the configmaps'
    /// list, one configmap, a watch on them, the configmaps' schema.
    static void populate(app::MainWindow &w, const kube::ApiResource &configmaps) {
        QSettings().clear(); // no tabs restored from the window before
        w.resize(1500, 950);
        w.show();
        w.start();
        QTRY_COMPARE_WITH_TIMEOUT(w.connection()->state(), models::Connection::State::Connected, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(!w.apiCatalog()->catalog().isEmpty(), 20000);
        QVERIFY(w.goTo(QStringLiteral("configmaps")));
        QVERIFY(w.goTo(QStringLiteral("configmaps/settings")));
        QTRY_COMPARE_WITH_TIMEOUT(w.tabs()->count(), 3, 10000);
        w.watchCollection(configmaps);
        w.schemaView()->showResource(configmaps);
        QTest::qWait(2500); // the list, the object, the watch and the schema answer
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        m_client = testcluster::sandboxClient();
        QVERIFY(m_client);
        QVERIFY(send(kube::WriteVerb::Create, QStringLiteral("/api/v1/namespaces"),
                     testcluster::namespaceJson(m_ns)));
        QVERIFY(send(kube::WriteVerb::Create, QStringLiteral("/api/v1/namespaces/%1/configmaps").arg(m_ns),
                     R"({"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"settings",
                         "labels":{"app":"shop"}},"data":{"color":"blue","size":"large"}})"));
        m_configmaps.version = QStringLiteral("v1");
        m_configmaps.name = QStringLiteral("configmaps");
        m_configmaps.singularName = QStringLiteral("configmap");
        m_configmaps.kind = QStringLiteral("ConfigMap");
        m_configmaps.namespaced = true;
        m_configmaps.verbs = {QStringLiteral("get"), QStringLiteral("list"), QStringLiteral("watch"),
                              QStringLiteral("patch"), QStringLiteral("delete")};
    }

    void everyWindowFits_data() {
        QTest::addColumn<QString>("lang");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("uk") << QStringLiteral("uk");
        QTest::newRow("ja") << QStringLiteral("ja");
    }
    void everyWindowFits() {
        QFETCH(QString, lang);
        QCOMPARE(app::installTranslations(lang), lang);
        app::MainWindow w(options());
        populate(w, m_configmaps);
        if (QTest::currentTestFailed())
            return;

        QStringList findings;
        // The main window: the list tab, then the object tab; the watch and schema docks.
        w.tabs()->setCurrentIndex(1);
        QTest::qWait(200);
        review(&w, QStringLiteral("main window with the list"), findings);
        screenshot(&w, QStringLiteral("screens-mainwindow-") + lang);
        w.tabs()->setCurrentIndex(2);
        QTest::qWait(300);
        review(&w, QStringLiteral("main window with the object"), findings);
        screenshot(&w, QStringLiteral("screens-object-") + lang);
        auto *cel = w.findChild<QDockWidget *>(QStringLiteral("CelDock"));
        cel->show();
        cel->raise();
        QTest::qWait(300);
        review(&w, QStringLiteral("main window with the CEL playground"), findings);
        screenshot(&w, QStringLiteral("screens-cel-") + lang);

        // Modal boxes: reviewed while they are open, then closed.
        auto reviewModal = [lang, &findings](const QString &name) {
            QTimer::singleShot(600, [lang, name, &findings] {
                QWidget *box = QApplication::activeModalWidget();
                if (!box) {
                    findings << name + QLatin1String(": no box opened");
                    return;
                }
                findings += screencheck::clipped(box);
                screenshot(box, QStringLiteral("screens-") + name + QLatin1Char('-') + lang);
                if (auto *d = qobject_cast<QDialog *>(box))
                    d->reject();
            });
        };
        reviewModal(QStringLiteral("goto"));
        w.showGoTo();
        reviewModal(QStringLiteral("about"));
        w.findChild<QAction *>(QStringLiteral("AboutAction"))->trigger();
        // The delete dialog, once its dry run has answered.
        {
            views::DeleteDialog d(m_client.get(), m_configmaps, {{m_ns, QStringLiteral("settings")}}, &w);
            QSignalSpy answered(&d, &views::DeleteDialog::answered);
            d.show();
            QTRY_VERIFY2_WITH_TIMEOUT(answered.count() > 0, qPrintable(d.resultText()->toPlainText()), 30000);
            QVERIFY2(d.deleteButton()->isEnabled(), qPrintable(d.resultText()->toPlainText()));
            review(&d, QStringLiteral("delete dialog"), findings);
            screenshot(&d, QStringLiteral("screens-delete-") + lang);
        }
        // The patch composer on the configmap.
        {
            views::PatchComposer c(m_client.get(), w.schemaService());
            c.resize(1100, 800);
            c.open(m_configmaps, m_ns, QStringLiteral("settings"), false);
            c.show();
            QSignalSpy live(c.session(), &models::patch::PatchSession::liveLoaded);
            QTRY_VERIFY_WITH_TIMEOUT(c.session()->live().isMap() || live.count() > 0, 20000);
            QTest::qWait(300);
            review(&c, QStringLiteral("patch composer"), findings);
            screenshot(&c, QStringLiteral("screens-patch-") + lang);
        }
        // The migration wizard's first page.
        {
            views::MigrateWizard m(m_client.get());
            m.resize(1000, 720);
            m.show();
            QTest::qWait(1500);
            review(&m, QStringLiteral("migration wizard"), findings);
            screenshot(&m, QStringLiteral("screens-migrate-") + lang);
        }
        findings.removeDuplicates();
        QVERIFY2(findings.isEmpty(), qPrintable(findings.join(QLatin1Char('\n'))));
    }

    /// Switching en → uk → ja at run time shows what a window opened in that
    /// language shows: no text is left in English where a translation exists.
    void languageSwitchRetranslatesEverything_data() {
        QTest::addColumn<QString>("lang");
        QTest::newRow("uk") << QStringLiteral("uk");
        QTest::newRow("ja") << QStringLiteral("ja");
    }
    void languageSwitchRetranslatesEverything() {
        QFETCH(QString, lang);
        const auto table = screencheck::translations(QStringLiteral(MADO_SOURCE_DIR "/translations/mado_") +
                                                     lang + QLatin1String(".ts"));
        QVERIFY(table.size() > 500);

        app::installTranslations(lang);
        QStringList fresh;
        QStringList freshTitles;
        {
            app::MainWindow w(options());
            populate(w, m_configmaps);
            freshTitles = screencheck::titles(&w);
            views::PatchComposer c(m_client.get(), w.schemaService());
            c.open(m_configmaps, m_ns, QStringLiteral("settings"), false);
            c.show();
            freshTitles << c.windowTitle();
            fresh += screencheck::texts(&c);
            for (int i = 0; i < w.tabs()->count(); ++i) {
                w.tabs()->setCurrentIndex(i);
                QTest::qWait(100);
                fresh += screencheck::texts(&w);
            }
        }

        app::installTranslations(QStringLiteral("en"));
        app::MainWindow w(options());
        populate(w, m_configmaps);
        views::PatchComposer composer(m_client.get(), w.schemaService()); // a window of its own
        composer.open(m_configmaps, m_ns, QStringLiteral("settings"), false);
        composer.show();
        w.findChild<QAction *>(QLatin1String("Language_") + lang)->trigger();
        QTest::qWait(500);
        QStringList left;
        if (!freshTitles.contains(composer.windowTitle()))
            left << composer.windowTitle();
        for (const QString &t : screencheck::untranslated(&composer, table)) {
            if (!fresh.contains(t))
                left << t;
        }
        for (int i = 0; i < w.tabs()->count(); ++i) {
            w.tabs()->setCurrentIndex(i);
            QTest::qWait(100);
            for (const QString &t : screencheck::untranslated(&w, table)) {
                if (!fresh.contains(t)) // what the server says (names, its columns) stays as it is
                    left << t;
            }
        }
        // Tab and dock titles, built with arguments ("configmaps in NS"), read as in the fresh window.
        const QStringList switchedTitles = screencheck::titles(&w);
        for (const QString &t : switchedTitles) {
            if (!freshTitles.contains(t))
                left << t;
        }
        left.removeDuplicates();
        QVERIFY2(left.isEmpty(), qPrintable(QStringLiteral("left in English after the switch: ") +
                                            left.join(QLatin1String(" | "))));
        app::installTranslations(QStringLiteral("en"));
    }

    void cleanupTestCase() {
        if (m_client)
            send(kube::WriteVerb::Delete, QStringLiteral("/api/v1/namespaces/") + m_ns);
    }
};

QTEST_MAIN(TestScreens)
#include "tst_screens_sandbox.moc"
