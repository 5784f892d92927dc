// GUI, offscreen, against the sandbox: the workspace. Tabs (lists and objects)
// come back after a restart; the go-to box resolves names like kubectl; the
// last namespace is remembered per kubeconfig and context; two tabs on one
// collection share the window's one list-then-watch.
#include "app/i18n.h"
#include "app/mainwindow.h"
#include "models/apicatalog.h"
#include "models/connection.h"
#include "models/resourcelistmodel.h"
#include "models/watch/watchregistry.h"
#include "views/resourcelistview.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

class TestWorkspace final : public QObject {
    Q_OBJECT

    static app::GlobalOptions options() {
        app::GlobalOptions o;
        o.kubeconfig = qEnvironmentVariable("MADO_TEST_KUBECONFIG");
        return o;
    }

    static bool ready(app::MainWindow &w) {
        return w.connection()->state() == models::Connection::State::Connected &&
               !w.apiCatalog()->catalog().isEmpty();
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("MadoTest"));
        QCoreApplication::setApplicationName(QStringLiteral("workspace"));
        QSettings().clear();
    }

    void goToResolvesLikeKubectl_data() {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QString>("title");
        QTest::newRow("plural") << QStringLiteral("configmaps") << QStringLiteral("configmaps in default");
        QTest::newRow("short name") << QStringLiteral("cm") << QStringLiteral("configmaps in default");
        QTest::newRow("singular") << QStringLiteral("deployment") << QStringLiteral("deployments in default");
        QTest::newRow("kind") << QStringLiteral("Namespace") << QStringLiteral("namespaces");
        QTest::newRow("resource.group")
            << QStringLiteral("deployments.apps") << QStringLiteral("deployments in default");
        QTest::newRow("one object") << QStringLiteral("ns/default") << QStringLiteral("Namespace/default");
    }

    void goToResolvesLikeKubectl() {
        QFETCH(QString, spec);
        QFETCH(QString, title);
        app::MainWindow w(options());
        w.show();
        w.start();
        QTRY_VERIFY_WITH_TIMEOUT(ready(w), 30000);
        auto *goTo = w.findChild<QAction *>(QStringLiteral("GoToAction"));
        QVERIFY(goTo);
        QCOMPARE(goTo->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_K));
        const int before = w.tabs()->count();
        QVERIFY(w.goTo(spec));
        QCOMPARE(w.tabs()->count(), before + 1);
        QCOMPARE(w.tabs()->tabText(w.tabs()->currentIndex()), title);
        QVERIFY(!w.goTo(QStringLiteral("nonsense-things")));
        QCOMPARE(w.tabs()->count(), before + 1);
    }

    void twoTabsOnOneCollectionShareOneWatch() {
        QSettings().clear();
        app::MainWindow w(options());
        w.show();
        w.start();
        QTRY_VERIFY_WITH_TIMEOUT(ready(w), 30000);
        QVERIFY(w.goTo(QStringLiteral("cm")));
        auto *first = qobject_cast<views::ResourceListView *>(w.tabs()->currentWidget());
        QVERIFY(w.goTo(QStringLiteral("configmaps")));
        auto *second = qobject_cast<views::ResourceListView *>(w.tabs()->currentWidget());
        QVERIFY(first && second && first != second);
        QTRY_VERIFY_WITH_TIMEOUT(!first->model()->isLoading() && !second->model()->isLoading(), 30000);
        QVERIFY(first->model()->sharedWatch());
        QCOMPARE(second->model()->sharedWatch(), first->model()->sharedWatch());
        QCOMPARE(first->model()->sharedWatch()->subscribers(), 2);
        QCOMPARE(w.watchRegistry()->size(), 1);
        QCOMPARE(second->model()->rowCount(), first->model()->rowCount());
        QVERIFY(w.goTo(QStringLiteral("secrets"))); // another collection: another watch
        QTRY_VERIFY_WITH_TIMEOUT(
            !qobject_cast<views::ResourceListView *>(w.tabs()->currentWidget())->model()->isLoading(), 30000);
        QCOMPARE(w.watchRegistry()->size(), 2);
        // Closing one configmaps tab keeps the watch for the other.
        w.tabs()->tabCloseRequested(w.tabs()->indexOf(first));
        QTRY_COMPARE_WITH_TIMEOUT(second->model()->sharedWatch()->subscribers(), 1, 5000);
        QCOMPARE(w.watchRegistry()->size(), 2);
        QCOMPARE(second->model()->openWatches(), 1);
    }

    void sharedWatchInTheStatusArea_data() {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("words");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("1 shared watch open");
        QTest::newRow("uk") << QStringLiteral("uk") << QStringLiteral("1 спільне спостереження відкрите");
        QTest::newRow("ja") << QStringLiteral("ja") << QStringLiteral("共有ウォッチ 1 件");
    }

    void sharedWatchInTheStatusArea() {
        // Two tabs on configmaps, one watch: the status area says so, in each
        // language; screenshots (lists-shared-watch-LANG.png) when MADO_SCREENSHOT_DIR is set.
        QFETCH(QString, lang);
        QFETCH(QString, words);
        QSettings().clear();
        QCOMPARE(app::installTranslations(lang), lang);
        app::MainWindow w(options());
        w.resize(1200, 640);
        w.show();
        w.start();
        QTRY_VERIFY_WITH_TIMEOUT(ready(w), 30000);
        QVERIFY(w.goTo(QStringLiteral("cm")));
        QVERIFY(w.goTo(QStringLiteral("configmaps")));
        auto *list = qobject_cast<views::ResourceListView *>(w.tabs()->currentWidget());
        QTRY_VERIFY_WITH_TIMEOUT(list && !list->model()->isLoading(), 30000);
        auto *status = w.findChild<QLabel *>(QStringLiteral("StatusArea"));
        QVERIFY(status);
        QTRY_VERIFY2_WITH_TIMEOUT(status->text().contains(words), qPrintable(status->text()), 10000);
        const QString dir = qEnvironmentVariable("MADO_SCREENSHOT_DIR");
        if (!dir.isEmpty()) {
            QDir().mkpath(dir);
            QVERIFY(w.grab().save(dir + QStringLiteral("/lists-shared-watch-%1.png").arg(lang)));
        }
        app::installTranslations(QStringLiteral("en"));
    }

    void tabsComeBackAfterARestart() {
        QSettings().clear();
        QList<models::WorkspaceTab> saved;
        {
            app::MainWindow w(options());
            w.show();
            w.start();
            QTRY_VERIFY_WITH_TIMEOUT(ready(w), 30000);
            QVERIFY(w.goTo(QStringLiteral("cm")));
            auto *list = qobject_cast<views::ResourceListView *>(w.tabs()->currentWidget());
            QVERIFY(list);
            // A list with its own namespaces, selector and the metadata-only shape.
            list->namespacesEdit()->setText(QStringLiteral("default, kube-system"));
            list->labelSelectorEdit()->setText(QStringLiteral("!mado.test/none"));
            list->metadataCheck()->setChecked(true); // applies the query
            QVERIFY(w.goTo(QStringLiteral("ns/kube-system")));
            QVERIFY(w.goTo(QStringLiteral("deploy")));
            w.tabs()->tabCloseRequested(w.tabs()->count() - 1); // closed tabs stay closed
            saved = w.workspaceTabs();
            QCOMPARE(saved.size(), 2);
            w.close();
        }
        app::MainWindow again(options());
        again.show();
        again.start();
        QTRY_VERIFY_WITH_TIMEOUT(ready(again), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(again.tabs()->count(), 3, 10000); // the overview and two
        QCOMPARE(again.workspaceTabs(), saved);
        auto *list = qobject_cast<views::ResourceListView *>(again.tabs()->widget(1));
        QVERIFY(list);
        QCOMPARE(list->model()->query().namespaces,
                 QStringList({QStringLiteral("default"), QStringLiteral("kube-system")}));
        QCOMPARE(list->model()->query().labelSelector, QStringLiteral("!mado.test/none"));
        QCOMPARE(list->model()->shape(), models::ListShape::Metadata);
        QVERIFY(list->metadataCheck()->isChecked());
        QCOMPARE(again.tabs()->tabText(2), QStringLiteral("Namespace/kube-system"));
    }

    void namespaceRememberedPerContext() {
        QSettings().clear();
        {
            app::MainWindow w(options());
            w.show();
            w.start();
            QTRY_VERIFY_WITH_TIMEOUT(ready(w), 30000);
            auto *box = w.findChild<QComboBox *>(QStringLiteral("NamespaceBox"));
            box->setEditText(QStringLiteral("kube-system"));
            w.close();
        }
        app::MainWindow again(options());
        again.show();
        again.start();
        QTRY_VERIFY_WITH_TIMEOUT(ready(again), 30000);
        QTRY_COMPARE(again.findChild<QComboBox *>(QStringLiteral("NamespaceBox"))->currentText(),
                     QStringLiteral("kube-system"));
        QVERIFY(again.goTo(QStringLiteral("cm")));
        QCOMPARE(again.tabs()->tabText(again.tabs()->currentIndex()),
                 QStringLiteral("configmaps in kube-system"));
    }
};

QTEST_MAIN(TestWorkspace)
#include "tst_workspace_sandbox.moc"
