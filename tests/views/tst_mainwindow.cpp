// The window shell, offscreen, connected to the test sandbox; in en, uk and ja.
#include "app/i18n.h"
#include "app/mainwindow.h"
#include "connectproxy.h"
#include "models/access/accessmodel.h"
#include "models/apicatalog.h"
#include "models/connection.h"
#include "models/contextmodel.h"
#include "models/migrate/session.h"
#include "models/namespacemodel.h"
#include "models/resourcelistmodel.h"
#include "models/resourcetreemodel.h"
#include "models/schema/schematreemodel.h"
#include "sandboxclient.h"
#include "testcluster.h"
#include "views/connectionindicator.h"
#include "views/migrate/migratewizard.h"
#include "views/objectviewer/objectviewer.h"
#include "views/resourcelistview.h"
#include "views/resourcetreeview.h"
#include "views/schema/schemaview.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QTreeView>
#include <QTreeWidget>

#include <memory>

class TestMainWindow final : public QObject {
    Q_OBJECT

    app::GlobalOptions sandboxOptions() const {
        app::GlobalOptions o;
        o.kubeconfig = qEnvironmentVariable("MADO_TEST_KUBECONFIG");
        return o;
    }

    /// A 1400×800 window on the kubeconfig at path, shown and connecting.
    static std::unique_ptr<app::MainWindow> startedWindow(const QString &path) {
        app::GlobalOptions o;
        o.kubeconfig = path;
        auto w = std::make_unique<app::MainWindow>(o);
        w->resize(1400, 800);
        w->show();
        w->start();
        return w;
    }

    /// Saves a screenshot when MADO_SCREENSHOT_DIR is set (docs/screenshots).
    static void screenshot(QWidget *w, const QString &name) {
        const QString dir = qEnvironmentVariable("MADO_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QDir().mkpath(dir);
        QVERIFY(w->grab().save(dir + QLatin1Char('/') + name + QLatin1String(".png")));
    }

private slots:
    void initTestCase() {
        // Settings written by the window (language, last context, tabs) go to a
        // throwaway place, emptied first: an earlier run's choices must not leak in.
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void connectsToTheSandbox() {
        app::MainWindow w(sandboxOptions());
        w.show();
        w.start();
        QTRY_COMPARE_WITH_TIMEOUT(w.connection()->state(), models::Connection::State::Connected, 30000);
        QCOMPARE(w.connection()->serverVersion(), qEnvironmentVariable("MADO_KUBERNETES_VERSION"));
        QVERIFY2(w.indicator()->text().startsWith(QStringLiteral("Connected to https://127.0.0.1:")),
                 qPrintable(w.indicator()->text()));
        QCOMPARE(w.contextModel()->rowCount(), 3);
        QCOMPARE(w.findChild<QComboBox *>(QStringLiteral("ContextBox"))->currentText(),
                 QStringLiteral("sandbox"));
        QCOMPARE(w.findChild<QComboBox *>(QStringLiteral("NamespaceBox"))->currentText(),
                 QStringLiteral("default"));
        QCOMPARE(w.windowTitle(), QStringLiteral("Mado — sandbox"));
        const QStringList docks = {QStringLiteral("ResourceDock"), QStringLiteral("ContextDock"),
                                   QStringLiteral("WatchDock"), QStringLiteral("CelDock"),
                                   QStringLiteral("SchemaDock")};
        for (const QString &name : docks)
            QVERIFY2(w.findChild<QDockWidget *>(name), qPrintable(name));
        QTRY_VERIFY_WITH_TIMEOUT(
            w.resourceTreeModel()
                ->findResource(QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("deployments"))
                .isValid(),
            10000);
        screenshot(&w, QStringLiteral("mainwindow-en"));
    }

    void schemaDockFollowsTheTree() {
        app::MainWindow w(sandboxOptions());
        w.show();
        w.start();
        QTRY_VERIFY_WITH_TIMEOUT(
            w.resourceTreeModel()
                ->findResource(QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("deployments"))
                .isValid(),
            30000);
        // The window's permissions: the sandbox admin may do everything.
        QTRY_VERIFY_WITH_TIMEOUT(w.accessModel()->rules().has_value(), 30000);
        const QModelIndex deployments = w.resourceTreeModel()->findResource(
            QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("deployments"));
        QVERIFY(deployments.data(models::ResourceTreeDefs::DeniedVerbsRole).toStringList().isEmpty());
        QVERIFY(deployments.data(models::ResourceTreeDefs::AccessKnownRole).toBool());
        QTreeView *tree = w.resourceTreeView()->tree();
        tree->setCurrentIndex(w.resourceTreeView()->proxy()->mapFromSource(deployments));
        QTRY_VERIFY_WITH_TIMEOUT(w.schemaView()->model()->root() != nullptr, 60000);
        QCOMPARE(w.schemaView()->model()->kind().kind, QStringLiteral("Deployment"));
        QVERIFY(w.schemaView()->selectField({QStringLiteral("spec"), QStringLiteral("template"),
                                             QStringLiteral("spec"), QStringLiteral("containers")}));
        QVERIFY(
            w.schemaView()->details()->toPlainText().contains(QLatin1String("x-kubernetes-patch-merge-key")));
    }

    void treeFilter_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("expected"); // group/version/resource of every visible resource
        QTest::newRow("short name") << QStringLiteral("deploy")
                                    << QStringList{QStringLiteral("apps/v1/deployments")};
        QTest::newRow("kind, any case")
            << QStringLiteral("replicaset") << QStringList{QStringLiteral("apps/v1/replicasets")};
        QTest::newRow("short name cm")
            << QStringLiteral("cm") << QStringList{QStringLiteral("/v1/configmaps")};
        QTest::newRow("category all")
            << QStringLiteral("all")
            << QStringList{QStringLiteral("/v1/pods"),
                           QStringLiteral("/v1/replicationcontrollers"),
                           QStringLiteral("/v1/services"),
                           QStringLiteral("apps/v1/daemonsets"),
                           QStringLiteral("apps/v1/deployments"),
                           QStringLiteral("apps/v1/replicasets"),
                           QStringLiteral("apps/v1/statefulsets"),
                           QStringLiteral("autoscaling/v1/horizontalpodautoscalers"),
                           QStringLiteral("autoscaling/v2/horizontalpodautoscalers"),
                           QStringLiteral("batch/v1/cronjobs"),
                           QStringLiteral("batch/v1/jobs")};
    }

    void treeFilter() {
        QFETCH(QString, text);
        QFETCH(QStringList, expected);
        app::MainWindow w(sandboxOptions());
        w.show();
        w.start();
        QTRY_VERIFY_WITH_TIMEOUT(w.resourceTreeModel()->rowCount() > 10, 30000);
        views::ResourceTreeView *view = w.resourceTreeView();
        view->filterEdit()->setText(text);
        QStringList visible;
        const QAbstractItemModel *m = view->tree()->model();
        for (int g = 0; g < m->rowCount(); ++g) {
            const QModelIndex gi = m->index(g, 0);
            for (int v = 0; v < m->rowCount(gi); ++v) {
                const QModelIndex vi = m->index(v, 0, gi);
                for (int r = 0; r < m->rowCount(vi); ++r) {
                    const QModelIndex ri = m->index(r, 0, vi);
                    // Other tests' CRDs come and go meanwhile; this test owns none.
                    if (testcluster::isOtherTestsGroup(
                            ri.data(models::ResourceTreeDefs::GroupRole).toString()))
                        continue;
                    visible.append(
                        ri.data(models::ResourceTreeDefs::GroupRole).toString() + QLatin1Char('/') +
                        ri.data(models::ResourceTreeDefs::VersionRole).toString() + QLatin1Char('/') +
                        ri.data(models::ResourceTreeDefs::ResourceRole).toString());
                }
            }
        }
        visible.sort();
        QCOMPARE(visible, expected);
        // The core group is shown by name, not as an empty string.
        if (text == QLatin1String("cm"))
            QCOMPARE(m->index(0, 0).data().toString(), QStringLiteral("core"));
        if (text == QLatin1String("deploy"))
            screenshot(&w, QStringLiteral("resource-filter-en"));
    }

    void activatingAResourceOpensItsList() {
        app::MainWindow w(sandboxOptions());
        w.show();
        w.start();
        QTRY_VERIFY_WITH_TIMEOUT(w.resourceTreeModel()->rowCount() > 10, 30000);
        auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("CentralTabs"));
        emit w.resourceTreeView()->resourceActivated(
            *w.apiCatalog()->find(QString(), QStringLiteral("v1"), QStringLiteral("namespaces")));
        QCOMPARE(tabs->count(), 2);
        QCOMPARE(tabs->tabText(1), QStringLiteral("namespaces"));
        auto *list = qobject_cast<views::ResourceListView *>(tabs->widget(1));
        QVERIFY(list);
        QTRY_VERIFY_WITH_TIMEOUT(!list->model()->isLoading() && list->model()->rowCount() >= 4, 30000);
        // The view heads columns as kubectl does (the server's column name, upper case).
        QCOMPARE(list->table()->model()->headerData(0, Qt::Horizontal).toString(), QStringLiteral("NAME"));
        emit w.resourceTreeView()->resourceActivated(*w.apiCatalog()->find(
            QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("deployments")));
        QCOMPARE(tabs->tabText(2), QStringLiteral("deployments in default"));
        tabs->setCurrentIndex(1);
        screenshot(&w, QStringLiteral("list-en"));

        // Activating a row opens the object in the viewer; not one of another
        // test's namespaces, which may be gone by then.
        QModelIndex first = list->table()->model()->index(0, 0);
        for (int r = 1; testcluster::isOtherTestsNamespace(first.data().toString()); ++r)
            first = list->table()->model()->index(r, 0);
        const QString name = first.data().toString();
        emit list->table()->activated(first);
        QCOMPARE(tabs->count(), 4);
        QCOMPARE(tabs->tabText(3), QStringLiteral("Namespace/") + name);
        auto *viewer = qobject_cast<views::ObjectViewer *>(tabs->widget(3));
        QVERIFY(viewer);
        QTRY_VERIFY_WITH_TIMEOUT(viewer->formatPane(codecs::WireFormat::Json)
                                     ->toPlainText()
                                     .contains(QStringLiteral("\"name\": \"") + name),
                                 30000);
        screenshot(&w, QStringLiteral("object-viewer-en"));
        // A list belongs to its connection: switching context closes it.
        const int row = w.contextModel()->rowOf(QStringLiteral("sandbox-token"));
        emit w.findChild<QComboBox *>(QStringLiteral("ContextBox"))->activated(row);
        QTRY_COMPARE(tabs->count(), 1);
    }

    void switchingContextReconnects() {
        app::MainWindow w(sandboxOptions());
        w.show();
        w.start();
        QTRY_COMPARE_WITH_TIMEOUT(w.connection()->state(), models::Connection::State::Connected, 30000);
        auto *box = w.findChild<QComboBox *>(QStringLiteral("ContextBox"));
        const int row = w.contextModel()->rowOf(QStringLiteral("sandbox-token"));
        QVERIFY(row >= 0);
        box->setCurrentIndex(row);
        emit box->activated(row);
        QCOMPARE(w.connection()->contextName(), QStringLiteral("sandbox-token"));
        QTRY_COMPARE_WITH_TIMEOUT(w.connection()->state(), models::Connection::State::Connected, 30000);
        QVERIFY(w.indicator()->text().contains(QStringLiteral("context sandbox-token")));
    }

    void withoutKubeconfigItStartsTheSandboxAndReconnects() {
        // No kubeconfig anywhere: the window starts its own sandbox and connects.
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QByteArray oldHome = qgetenv("HOME");
        qputenv("HOME", home.path().toLocal8Bit());
        qunsetenv("KUBECONFIG");
        const QString dir = home.filePath(QStringLiteral("sandbox"));
        qputenv("MADO_SANDBOX_DIR", dir.toLocal8Bit());
        auto sandbox = [&](const char *action) {
            return QProcess::execute(qEnvironmentVariable("MADO_SANDBOX_BIN"),
                                     {QLatin1String(action), QStringLiteral("--dir"), dir});
        };
        {
            app::MainWindow w{app::GlobalOptions()};
            w.show();
            w.start();
            QTRY_COMPARE_WITH_TIMEOUT(w.connection()->state(), models::Connection::State::Connected, 90000);
            QCOMPARE(w.connection()->contextName(), QStringLiteral("sandbox"));
            QTRY_VERIFY_WITH_TIMEOUT(w.resourceTreeModel()->rowCount() > 10, 30000);

            // The server goes away: the indicator says so and keeps trying.
            QCOMPARE(sandbox("down"), 0);
            QTRY_COMPARE_WITH_TIMEOUT(w.connection()->state(), models::Connection::State::Reconnecting,
                                      30000);
            QVERIFY2(w.indicator()->text().startsWith(QStringLiteral("Reconnecting to https://127.0.0.1:")),
                     qPrintable(w.indicator()->text()));
            // It comes back on the same address: connected again, the catalog refetched.
            QCOMPARE(sandbox("up"), 0);
            QTRY_COMPARE_WITH_TIMEOUT(w.connection()->state(), models::Connection::State::Connected, 60000);
            QTRY_VERIFY_WITH_TIMEOUT(w.resourceTreeModel()->rowCount() > 10, 30000);
        }
        QCOMPARE(sandbox("down"), 0);
        qunsetenv("MADO_SANDBOX_DIR");
        qputenv("HOME", oldHome);
    }

    void forbiddenNamespacesLeaveFreeText() {
        app::GlobalOptions o = sandboxOptions();
        o.context = QStringLiteral("sandbox-viewer");
        app::MainWindow w(o);
        w.show();
        w.start();
        QTRY_COMPARE_WITH_TIMEOUT(w.connection()->state(), models::Connection::State::Connected, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(w.namespaceModel()->forbidden(), 30000);
        auto *box = w.findChild<QComboBox *>(QStringLiteral("NamespaceBox"));
        QVERIFY(box->isEditable());
        QCOMPARE(box->currentText(), QStringLiteral("default"));
        QVERIFY(box->toolTip().contains(QStringLiteral("forbidden")));
    }

    void unreachableServerShowsTheReason() {
        QTemporaryFile cfg;
        QVERIFY(cfg.open());
        cfg.write("current-context: dead\nclusters:\n- name: dead\n  cluster: {server: "
                  "\"https://127.0.0.1:1\", insecure-skip-tls-verify: true}\n"
                  "contexts:\n- name: dead\n  context: {cluster: dead}\n");
        cfg.close();
        app::GlobalOptions o;
        o.kubeconfig = cfg.fileName();
        app::MainWindow w(o);
        w.show();
        w.start();
        QTRY_COMPARE_WITH_TIMEOUT(w.connection()->state(), models::Connection::State::Failed, 30000);
        const QString text = w.indicator()->text();
        QVERIFY2(text.startsWith(QStringLiteral("Connection failed: Cannot reach the server:")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("TLS verification is disabled")), qPrintable(text));
    }

    // An exec credential plugin that is not installed: the window says so in
    // the user's language and shows the kubeconfig's installHint, as kubectl
    // prints it.
    void missingExecPluginShowsItsInstallHint_data() {
        QTest::addColumn<QString>("lang");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("uk") << QStringLiteral("uk");
        QTest::newRow("ja") << QStringLiteral("ja");
    }

    void missingExecPluginShowsItsInstallHint() {
        QFETCH(QString, lang);
        QCOMPARE(app::installTranslations(lang), lang);
        const auto english = qScopeGuard([] { app::installTranslations(QStringLiteral("en")); });
        QTemporaryFile cfg;
        QVERIFY(cfg.open());
        cfg.write("current-context: x\nclusters:\n- name: c\n  cluster: {server: \"https://127.0.0.1:1\"}\n"
                  "users:\n- name: u\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1\n"
                  "      command: mado-no-such-auth-plugin\n      interactiveMode: Never\n"
                  "      installHint: |\n        Install mado-no-such-auth-plugin:\n"
                  "          https://example.com/install\n"
                  "contexts:\n- name: x\n  context: {cluster: c, user: u}\n");
        cfg.close();
        app::GlobalOptions o;
        o.kubeconfig = cfg.fileName();
        app::MainWindow w(o);
        w.resize(1000, 700);
        w.show();
        w.start();
        QTRY_COMPARE_WITH_TIMEOUT(w.connection()->state(), models::Connection::State::Failed, 30000);
        const QString headline =
            QCoreApplication::translate(
                "kube::ExecCredentialPlugin",
                "The exec credential plugin %1 is not installed: there is no such program.")
                .arg(QStringLiteral("mado-no-such-auth-plugin"));
        if (lang != QLatin1String("en"))
            QVERIFY(!headline.startsWith(QLatin1String("The exec credential plugin")));
        const QString text = w.indicator()->text();
        QVERIFY2(text.contains(headline), qPrintable(text));
        QVERIFY2(
            text.contains(QLatin1String("Install mado-no-such-auth-plugin:\n  https://example.com/install")),
            qPrintable(text));
        // The overview keeps the hint's lines and indentation.
        auto *overview = qobject_cast<QLabel *>(w.tabs()->widget(0));
        QVERIFY(overview);
        QVERIFY2(overview->text().contains(QLatin1String(
                     "Install mado-no-such-auth-plugin:<br>&nbsp;&nbsp;https://example.com/install")),
                 qPrintable(overview->text()));
        screenshot(&w, QStringLiteral("exec-plugin-missing-") + lang);
    }

    // A kubeconfig that is not YAML: the window says why in the user's
    // language, yaml-cpp's reason too (it writes English only).
    void badKubeconfigIsExplainedInTheUsersLanguage_data() {
        QTest::addColumn<QString>("lang");
        QTest::newRow("uk") << QStringLiteral("uk");
        QTest::newRow("ja") << QStringLiteral("ja");
    }

    void badKubeconfigIsExplainedInTheUsersLanguage() {
        QFETCH(QString, lang);
        QCOMPARE(app::installTranslations(lang), lang);
        const auto english = qScopeGuard([] { app::installTranslations(QStringLiteral("en")); });
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("config"));
        QFile cfg(path);
        QVERIFY(cfg.open(QIODevice::WriteOnly));
        cfg.write("clusters: [\n  - name: c\n");
        cfg.close();
        app::GlobalOptions o;
        o.kubeconfig = path;
        app::MainWindow w(o);
        w.resize(1000, 700);
        w.show();
        QString shown;
        QTimer poll;
        connect(&poll, &QTimer::timeout, this, [&] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                poll.stop();
                shown = box->text();
                screenshot(box, QStringLiteral("kubeconfig-error-") + lang);
                box->accept();
            }
        });
        poll.start(50);
        QTimer::singleShot(20000, &poll, &QTimer::stop); // no box at all: the comparison below fails
        w.start();
        QTRY_VERIFY_WITH_TIMEOUT(!poll.isActive(), 25000);
        const QString reason =
            QCoreApplication::translate("codecs", "a sequence entry (\"- \") where none can be");
        QVERIFY(reason != QStringLiteral("a sequence entry (\"- \") where none can be"));
        QCOMPARE(shown,
                 QCoreApplication::translate(
                     "kube::Kubeconfig", "The kubeconfig file %1 is not valid YAML (line %2, column %3): %4")
                     .arg(QFileInfo(path).absoluteFilePath())
                     .arg(2)
                     .arg(3)
                     .arg(reason));
    }

    // A CRD opens the migration wizard, preselected on it and its newest
    // version: from its resource's node in the tree and from its row in the
    // customresourcedefinitions list (both context menus).
    void crdContextMenusOpenTheMigrationWizard() {
        const std::unique_ptr<kube::Client> setupClient = testcluster::sandboxClient();
        QVERIFY(setupClient);
        migrate::LabOptions lab;
        lab.group = testcluster::ownGroup(QStringLiteral("mwctx"));
        lab.ns = testcluster::ownNamespace(QStringLiteral("mwctx"));
        lab.objects = 2;
        auto *setup = migrate::LabSetup::start(setupClient.get(), lab);
        QSignalSpy labDone(setup, &migrate::LabSetup::finished);
        QVERIFY(labDone.wait(120000));
        QVERIFY2(setup->result().ok(),
                 setup->result().ok() ? "" : qPrintable(setup->result().error().message));
        const QString crd = migrate::labCrdName(lab);

        app::GlobalOptions admin = sandboxOptions();
        admin.context = QStringLiteral("sandbox"); // not the viewer an earlier test left remembered
        app::MainWindow w(admin);
        w.show();
        w.start();
        QTRY_VERIFY_WITH_TIMEOUT(
            w.apiCatalog()->find(lab.group, QStringLiteral("v1"), QStringLiteral("widgets")), 30000);
        auto wizardOn = [&w](const QString &name) -> views::MigrateWizard * {
            for (auto *wiz : w.findChildren<views::MigrateWizard *>())
                if (wiz->findChild<QLineEdit *>(QStringLiteral("CrdEdit"))->text() == name)
                    return wiz;
            return nullptr;
        };
        auto trigger = [](QWidget *owner) {
            QMenu *menu = nullptr;
            QTRY_VERIFY((menu = owner->findChild<QMenu *>()) != nullptr);
            QAction *a = menu->findChild<QAction *>(QStringLiteral("MigrateCrdAction"));
            QVERIFY(a);
            a->trigger();
            menu->close();
        };

        // The tree: the custom resource's node (built-in ones offer no migration).
        views::ResourceTreeView *tree = w.resourceTreeView();
        tree->filterEdit()->setText(QStringLiteral("widgets"));
        QModelIndex node;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                const QAbstractItemModel *m = tree->tree()->model();
                const QModelIndexList hits = m->match(m->index(0, 0), models::ResourceTreeDefs::GroupRole,
                                                      lab.group, -1, Qt::MatchExactly | Qt::MatchRecursive);
                for (const QModelIndex &i : hits)
                    if (i.data(models::ResourceTreeDefs::ResourceRole).toString() == QLatin1String("widgets"))
                        node = i;
                return node.isValid();
            }(),
            30000);
        tree->tree()->scrollTo(node);
        emit tree->tree()->customContextMenuRequested(tree->tree()->visualRect(node).center());
        trigger(tree);
        views::MigrateWizard *fromTree = nullptr;
        QTRY_VERIFY((fromTree = wizardOn(crd)) != nullptr);
        QTRY_VERIFY2_WITH_TIMEOUT(
            fromTree->findChild<QLineEdit *>(QStringLiteral("TargetEdit"))->text() == QLatin1String("v2"),
            qPrintable(fromTree->findChild<QLabel *>(QStringLiteral("MessageLabel"))->text()), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(
            fromTree->findChild<QTreeWidget *>(QStringLiteral("StatePanel"))->topLevelItemCount(), 2, 30000);
        fromTree->close();
        QTRY_VERIFY(!wizardOn(crd));

        // The CRD list: the lab CRD's row.
        auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("CentralTabs"));
        emit tree->resourceActivated(*w.apiCatalog()->find(QStringLiteral("apiextensions.k8s.io"),
                                                           QStringLiteral("v1"),
                                                           QStringLiteral("customresourcedefinitions")));
        auto *list = qobject_cast<views::ResourceListView *>(tabs->widget(tabs->count() - 1));
        QVERIFY(list);
        QModelIndex row;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                const QAbstractItemModel *m = list->table()->model();
                for (int r = 0; r < m->rowCount(); ++r)
                    if (m->index(r, 0).data().toString() == crd)
                        row = m->index(r, 0);
                return row.isValid();
            }(),
            30000);
        list->table()->scrollTo(row);
        emit list->table()->customContextMenuRequested(list->table()->visualRect(row).center());
        trigger(list);
        views::MigrateWizard *fromList = nullptr;
        QTRY_VERIFY((fromList = wizardOn(crd)) != nullptr);
        QTRY_COMPARE_WITH_TIMEOUT(fromList->findChild<QLineEdit *>(QStringLiteral("TargetEdit"))->text(),
                                  QStringLiteral("v2"), 30000);
        fromList->close();

        testcluster::kubectl(
            {QStringLiteral("delete"), QStringLiteral("crd"), crd, QStringLiteral("--wait=false")});
        testcluster::kubectl(
            {QStringLiteral("delete"), QStringLiteral("namespace"), lab.ns, QStringLiteral("--wait=false")});
    }

    void impersonationIsShownAndObeyed_data() {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("note");
        QTest::newRow("en") << QStringLiteral("en")
                            << QStringLiteral("acting as mado-viewer (impersonation)");
        QTest::newRow("uk") << QStringLiteral("uk") << QStringLiteral("діє як mado-viewer (імперсонація)");
        QTest::newRow("ja") << QStringLiteral("ja") << QStringLiteral("mado-viewer になりすまし中");
    }

    // --as (or the kubeconfig user's as): the admin's credentials act as the
    // viewer, who may not list namespaces, and the window says whom it acts as.
    void impersonationIsShownAndObeyed() {
        QFETCH(QString, lang);
        QFETCH(QString, note);
        QCOMPARE(app::installTranslations(lang), lang);
        app::GlobalOptions o = sandboxOptions();
        o.as = QStringLiteral("mado-viewer");
        app::MainWindow w(o);
        w.resize(1400, 800);
        w.show();
        w.start();
        QTRY_COMPARE_WITH_TIMEOUT(w.connection()->state(), models::Connection::State::Connected, 30000);
        QCOMPARE(w.connection()->impersonating(), QStringLiteral("mado-viewer"));
        QTRY_VERIFY_WITH_TIMEOUT(w.namespaceModel()->forbidden(), 30000);
        QVERIFY2(w.indicator()->text().contains(note), qPrintable(w.indicator()->text()));
        screenshot(&w, QStringLiteral("reliability-impersonation-") + lang);
        app::installTranslations(QStringLiteral("en"));
    }

    void proxyFromTheEnvironmentIsUsedAndShown_data() {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("note");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("through the proxy http://127.0.0.1:");
        QTest::newRow("uk") << QStringLiteral("uk") << QStringLiteral("через проксі http://127.0.0.1:");
        QTest::newRow("ja") << QStringLiteral("ja") << QStringLiteral("プロキシ http://127.0.0.1:");
    }

    // Behind a corporate proxy: HTTPS_PROXY (as kubectl takes it) carries the
    // window's requests to a server only the proxy can reach, and the status
    // bar says which proxy, from where, without its password.
    void proxyFromTheEnvironmentIsUsedAndShown() {
        QFETCH(QString, lang);
        QFETCH(QString, note);
        testcluster::ConnectProxy proxy;
        QVERIFY(proxy.listen());
        proxy.requireCredentials("mado:s3cret");
        QFile sandbox(qEnvironmentVariable("MADO_TEST_KUBECONFIG"));
        QVERIFY(sandbox.open(QIODevice::ReadOnly));
        QByteArray config = sandbox.readAll();
        const qsizetype at = config.indexOf("server: https://127.0.0.1:");
        QVERIFY(at >= 0);
        const qsizetype hostAt = config.indexOf("127.0.0.1", at);
        // A name in the sandbox's certificate that no resolver here knows.
        config.replace(hostAt, 9, "kubernetes.default.svc");
        QTemporaryFile cfg;
        QVERIFY(cfg.open());
        cfg.write(config);
        cfg.close();
        qputenv("HTTPS_PROXY",
                QByteArray("http://mado:s3cret@127.0.0.1:") + QByteArray::number(proxy.port()));
        const auto unset = qScopeGuard([] { qunsetenv("HTTPS_PROXY"); });
        QCOMPARE(app::installTranslations(lang), lang);
        const auto window = startedWindow(cfg.fileName());
        app::MainWindow &w = *window;
        QTRY_COMPARE_WITH_TIMEOUT(w.connection()->state(), models::Connection::State::Connected, 30000);
        QVERIFY(!proxy.tunnels().isEmpty());
        QVERIFY(proxy.tunnels().first().startsWith(QLatin1String("kubernetes.default.svc:")));
        const QString text = w.indicator()->text();
        QVERIFY2(text.contains(note + QString::number(proxy.port()) + QLatin1String(" (HTTPS_PROXY)")),
                 qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("s3cret")) && !text.contains(QLatin1String("mado@")),
                 qPrintable(text));
        // The resource tree came through the proxy too.
        QTRY_VERIFY_WITH_TIMEOUT(w.resourceTreeModel()->rowCount() > 10, 30000);
        screenshot(&w, QStringLiteral("reliability-proxy-") + lang);
        app::installTranslations(QStringLiteral("en"));
    }

    void insecureClusterWarnsInEveryLanguage_data() {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("warning");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("TLS verification is disabled");
        QTest::newRow("uk") << QStringLiteral("uk")
                            << QStringLiteral("Перевірку TLS для цього кластера вимкнено");
        QTest::newRow("ja") << QStringLiteral("ja") << QStringLiteral("TLS 検証が無効です");
    }

    // Only the kubeconfig's own insecure-skip-tls-verify turns TLS verification
    // off, and then the window says so for as long as it is connected.
    void insecureClusterWarnsInEveryLanguage() {
        QFETCH(QString, lang);
        QFETCH(QString, warning);
        QFile sandbox(qEnvironmentVariable("MADO_TEST_KUBECONFIG"));
        QVERIFY(sandbox.open(QIODevice::ReadOnly));
        QString server, token;
        bool inTokenUser = false;
        for (const QByteArray &raw : sandbox.readAll().split('\n')) {
            const QString line = QString::fromUtf8(raw).trimmed();
            if (line.startsWith(QLatin1String("server:")))
                server = line.mid(7).trimmed();
            if (line == QLatin1String("- name: sandbox-token-admin"))
                inTokenUser = true;
            if (inTokenUser && token.isEmpty() && line.startsWith(QLatin1String("token:")))
                token = line.mid(6).trimmed();
        }
        QVERIFY(!server.isEmpty() && !token.isEmpty());
        QTemporaryFile cfg;
        QVERIFY(cfg.open());
        cfg.write(QStringLiteral("current-context: lax\nclusters:\n- name: lax\n  cluster: {server: \"%1\", "
                                 "insecure-skip-tls-verify: true}\nusers:\n- name: t\n  user: {token: %2}\n"
                                 "contexts:\n- name: lax\n  context: {cluster: lax, user: t}\n")
                      .arg(server, token)
                      .toUtf8());
        cfg.close();
        QCOMPARE(app::installTranslations(lang), lang);
        const auto window = startedWindow(cfg.fileName());
        app::MainWindow &w = *window;
        QTRY_COMPARE_WITH_TIMEOUT(w.connection()->state(), models::Connection::State::Connected, 30000);
        QVERIFY(w.connection()->insecure());
        QVERIFY2(w.indicator()->text().contains(warning), qPrintable(w.indicator()->text()));
        // Still there after the window has settled (lists loaded, tree filled).
        QTest::qWait(1500);
        QVERIFY2(w.indicator()->text().contains(warning), qPrintable(w.indicator()->text()));
        QVERIFY(w.indicator()->isVisible());
        screenshot(&w, QStringLiteral("reliability-insecure-tls-") + lang);
        app::installTranslations(QStringLiteral("en"));
    }

    void translated_data() {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("connected");
        QTest::addColumn<QString>("watchDock");
        QTest::newRow("uk") << QStringLiteral("uk") << QStringLiteral("Файл")
                            << QStringLiteral("Підключено до") << QStringLiteral("Спостереження");
        QTest::newRow("ja") << QStringLiteral("ja") << QStringLiteral("ファイル")
                            << QStringLiteral("接続しました") << QStringLiteral("ウォッチ");
    }

    void translated() {
        QFETCH(QString, lang);
        QFETCH(QString, file);
        QFETCH(QString, connected);
        QFETCH(QString, watchDock);
        QCOMPARE(app::installTranslations(lang), lang);
        app::MainWindow w(sandboxOptions());
        w.show();
        w.start();
        QTRY_COMPARE_WITH_TIMEOUT(w.connection()->state(), models::Connection::State::Connected, 30000);
        const QList<QMenu *> menus = w.menuBar()->findChildren<QMenu *>(Qt::FindDirectChildrenOnly);
        bool found = false;
        for (QMenu *m : menus)
            found = found || m->title().contains(file);
        QVERIFY2(found, "the File menu is not translated");
        QVERIFY2(w.indicator()->text().contains(connected), qPrintable(w.indicator()->text()));
        QCOMPARE(w.findChild<QDockWidget *>(QStringLiteral("WatchDock"))->windowTitle(), watchDock);
        QTRY_VERIFY_WITH_TIMEOUT(
            w.resourceTreeModel()
                ->findResource(QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("deployments"))
                .isValid(),
            10000);
        screenshot(&w, QStringLiteral("mainwindow-") + lang);
    }

    void switchesLanguageAtRunTime() {
        app::installTranslations(QStringLiteral("en"));
        app::MainWindow w(sandboxOptions());
        w.show();
        w.start();
        QTRY_COMPARE_WITH_TIMEOUT(w.connection()->state(), models::Connection::State::Connected, 30000);
        auto *watch = w.findChild<QDockWidget *>(QStringLiteral("WatchDock"));
        QCOMPARE(watch->windowTitle(), QStringLiteral("Watch"));
        w.findChild<QAction *>(QStringLiteral("Language_uk"))->trigger();
        QTRY_COMPARE(watch->windowTitle(), QStringLiteral("Спостереження")); // on the LanguageChange event
        QVERIFY2(w.indicator()->text().startsWith(QStringLiteral("Підключено до")),
                 qPrintable(w.indicator()->text()));
        QCOMPARE(w.resourceTreeView()->filterEdit()->placeholderText(),
                 QStringLiteral("Фільтр за назвою, скороченням, видом або категорією"));
        w.findChild<QAction *>(QStringLiteral("Language_ja"))->trigger();
        QTRY_COMPARE(watch->windowTitle(), QStringLiteral("ウォッチ"));
        w.findChild<QAction *>(QStringLiteral("Language_en"))->trigger();
        QTRY_COMPARE(watch->windowTitle(), QStringLiteral("Watch"));
        QVERIFY(w.indicator()->text().startsWith(QStringLiteral("Connected to")));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
