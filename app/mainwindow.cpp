#include "app/mainwindow.h"

#include "app/i18n.h"
#include "codecs/json.h"
#include "kube/kubeconfig.h"
#include "kube/sandbox.h"
#include "kube/schema/openapi.h"
#include "models/access/accessmodel.h"
#include "models/apicatalog.h"
#include "models/connection.h"
#include "models/contextmodel.h"
#include "models/namespacemodel.h"
#include "models/resourcelistmodel.h"
#include "models/resourcetreemodel.h"
#include "models/schema/nodejson.h"
#include "models/schema/schemaservice.h"
#include "models/watch/watchregistry.h"
#include "views/cel/playground.h"
#include "views/connectionindicator.h"
#include "views/highlighter.h"
#include "views/icons.h"
#include "views/migrate/migratewizard.h"
#include "views/objectviewer/objectviewer.h"
#include "views/patch/patchcomposer.h"
#include "views/resourcelistview.h"
#include "views/resourcetreeview.h"
#include "views/schema/schemaview.h"

#include "views/watch/watchdock.h"
#include "views/watch/watchpane.h"
#include <QCloseEvent>
#include <QCompleter>
#include <QInputDialog>
#include <QLineEdit>

#include <QActionGroup>
#include <QApplication>
#include <QSettings>

#include <QComboBox>
#include <QDockWidget>
#include <QFileInfo>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QTreeView>

namespace app {

namespace {

/// Plain text as HTML that keeps its lines and their indentation: an error
/// with one cause a line, an exec plugin's installHint.
QString htmlLines(const QString &text) {
    QStringList lines = text.toHtmlEscaped().split(QLatin1Char('\n'));
    for (QString &line : lines) {
        qsizetype indent = 0;
        while (indent < line.size() && line.at(indent) == QLatin1Char(' '))
            ++indent;
        line.replace(0, indent, QStringLiteral("&nbsp;").repeated(indent));
    }
    return lines.join(QLatin1String("<br>"));
}

} // namespace

MainWindow::MainWindow(const GlobalOptions &options, QWidget *parent)
    : QMainWindow(parent)
    , m_options(options)
    , m_connection(new models::Connection(this))
    , m_contexts(new models::ContextModel(this))
    , m_catalog(new models::ApiCatalog(this))
    , m_treeModel(new models::ResourceTreeModel(this))
    , m_namespaces(new models::NamespaceModel(this))
    , m_indicator(new views::ConnectionIndicator(m_connection, this))
    , m_schemas(new models::SchemaService(this))
    , m_access(new models::AccessModel(this))
    , m_watchRegistry(new models::WatchRegistry(this)) {
    setObjectName(QStringLiteral("MainWindow"));
    m_treeModel->setAccessModel(m_access);
    resize(1200, 760);

    auto *bar = addToolBar(QString());
    bar->setObjectName(QStringLiteral("ContextToolBar"));
    bar->setMovable(false);
    m_contextLabel = new QLabel(bar);
    m_contextBox = new QComboBox(bar);
    m_contextBox->setObjectName(QStringLiteral("ContextBox"));
    m_contextBox->setModel(m_contexts);
    m_contextBox->setMinimumContentsLength(18);
    m_namespaceLabel = new QLabel(bar);
    m_namespaceBox = new QComboBox(bar);
    m_namespaceBox->setObjectName(QStringLiteral("NamespaceBox"));
    m_namespaceBox->setEditable(true);
    m_namespaceBox->setModel(m_namespaces);
    m_namespaceBox->setInsertPolicy(QComboBox::NoInsert);
    m_namespaceBox->setMinimumContentsLength(24); // names such as team-payments-staging fit whole
    bar->addWidget(m_contextLabel);
    bar->addWidget(m_contextBox);
    bar->addSeparator();
    bar->addWidget(m_namespaceLabel);
    bar->addWidget(m_namespaceBox);

    auto *tabs = new QTabWidget(this);
    tabs->setObjectName(QStringLiteral("CentralTabs"));
    m_overview = new QLabel(tabs);
    m_overview->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_overview->setMargin(16);
    m_overview->setWordWrap(true);
    m_overview->setTextInteractionFlags(Qt::TextSelectableByMouse);
    tabs->addTab(m_overview, views::icons::action(views::icons::Action::Overview), QString());
    tabs->setTabsClosable(true);
    tabs->setDocumentMode(true);
    tabs->tabBar()->setTabButton(0, QTabBar::RightSide, nullptr);
    tabs->setMovable(true);
    connect(tabs, &QTabWidget::tabCloseRequested, this, [this, tabs](int index) {
        if (index > 0) { // the overview stays
            QWidget *w = tabs->widget(index);
            tabs->removeTab(index);
            w->deleteLater();
            saveWorkspace();
        }
    });
    setCentralWidget(tabs);

    statusBar()->addWidget(m_indicator, 1);
    m_statusArea = new QLabel(this);
    m_statusArea->setObjectName(QStringLiteral("StatusArea"));
    statusBar()->addPermanentWidget(m_statusArea);
    connect(tabs, &QTabWidget::currentChanged, this, &MainWindow::updateStatusArea);
    buildDocks();
    buildMenus();
    retranslate();

    connect(m_contextBox, &QComboBox::activated, this, &MainWindow::switchContext);
    // A reset of the namespace list passes through other rows: only the user's choice counts.
    connect(m_namespaces, &QAbstractItemModel::modelAboutToBeReset, this,
            [this] { m_namespaceResetting = true; });
    connect(m_namespaceBox, &QComboBox::currentTextChanged, this, [this](const QString &text) {
        if (!text.isEmpty() && !m_namespaceResetting) {
            m_namespace = text;
            m_access->setNamespace(m_namespace);
            if (!m_connection->contextName().isEmpty())
                QSettings().setValue(
                    settingsScope() + QStringLiteral("/namespace/") + m_connection->contextName(), text);
        }
    });
    restoreGeometry(QSettings().value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(QSettings().value(QStringLiteral("window/state")).toByteArray());
    connect(m_connection, &models::Connection::clientAboutToChange, this, [this] {
        m_catalog->setClient(nullptr);
        m_namespaces->setClient(nullptr);
        m_schemas->setClient(nullptr);
        m_access->setClient(nullptr);
    });
    connect(m_connection, &models::Connection::connected, this, [this] {
        m_catalog->setClient(m_connection->client());
        m_namespaces->setClient(m_connection->client());
        m_schemas->setClient(m_connection->client());
        m_access->setNamespace(m_namespace);
        m_access->setClient(m_connection->client());
    });
    connect(m_catalog, &models::ApiCatalog::catalogChanged, this, [this] {
        m_treeModel->setCatalog(m_catalog->catalog());
        restoreWorkspace();
    });
    // CRDs changed: schemas are read again (unchanged ones from the disk cache).
    connect(m_catalog, &models::ApiCatalog::catalogChanged, m_schemas, &models::SchemaService::invalidate);
    connect(m_catalog, &models::ApiCatalog::connectionLost, m_connection, &models::Connection::reportLost);
    connect(m_catalog, &models::ApiCatalog::failed, this, [this](const QString &message) {
        statusBar()->showMessage(tr("Discovery failed: %1").arg(message));
    });
    // Every change of the list resets the combo box: put the chosen namespace back.
    connect(m_namespaces, &models::NamespaceModel::loaded, this, &MainWindow::restoreNamespace);
    connect(m_namespaces, &QAbstractItemModel::modelReset, this, &MainWindow::restoreNamespace);
    connect(m_connection, &models::Connection::stateChanged, this, &MainWindow::retranslate);
    // Tabs come back once both the connection and the catalog are there, whichever is last.
    connect(m_connection, &models::Connection::stateChanged, this, &MainWindow::restoreWorkspace);
}

MainWindow::~MainWindow() = default;

void MainWindow::buildDocks() {
    auto makeDock = [this](const char *name, Qt::DockWidgetArea area, QWidget *content) {
        auto *dock = new QDockWidget(this);
        dock->setObjectName(QLatin1String(name));
        dock->setWidget(content);
        addDockWidget(area, dock);
        return dock;
    };
    m_treeView = new views::ResourceTreeView(m_treeModel, this);
    m_resourceDock = makeDock("ResourceDock", Qt::LeftDockWidgetArea, m_treeView);
    connect(m_treeView, &views::ResourceTreeView::resourceActivated, this, &MainWindow::openList);
    m_contextTable = new QTableView(this);
    m_contextTable->setModel(m_contexts);
    m_contextTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_contextTable->setSelectionMode(QAbstractItemView::SingleSelection);
    m_contextTable->verticalHeader()->hide();
    m_contextTable->horizontalHeader()->setStretchLastSection(true);
    m_contextDock = makeDock("ContextDock", Qt::LeftDockWidgetArea, m_contextTable);
    m_schemaView = new views::SchemaView(m_schemas, this);
    m_schemaDock = makeDock("SchemaDock", Qt::RightDockWidgetArea, m_schemaView);
    resizeDocks({m_schemaDock}, {380}, Qt::Horizontal);
    connect(m_treeView->tree()->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                const QVariant r = current.siblingAtColumn(0).data(models::ResourceTreeDefs::ApiResourceRole);
                if (r.isValid())
                    m_schemaView->showResource(r.value<kube::ApiResource>());
            });
    m_watch = new views::WatchDock(this);
    m_watch->setWatchRegistry(m_watchRegistry); // panes share watches with the list views
    m_watchDock = makeDock("WatchDock", Qt::BottomDockWidgetArea, m_watch);
    connect(m_treeView, &views::ResourceTreeView::watchRequested, this, &MainWindow::watchCollection);
    connect(m_treeView, &views::ResourceTreeView::migrateRequested, this, &MainWindow::openMigrateWizard);
    connect(m_watch, &views::WatchDock::paneAdded, this, [this] {
        m_watchDock->show();
        m_watchDock->raise();
        if (m_watchDock->height() < 320)
            resizeDocks({m_watchDock}, {360}, Qt::Vertical);
    });
    m_playground = new views::cel::Playground(m_connection, this);
    m_playground->setSchemaService(m_schemas, m_catalog);
    m_celDock = makeDock("CelDock", Qt::BottomDockWidgetArea, m_playground);
    // An object of the playground's run over live objects opens in the object viewer.
    connect(m_playground, &views::cel::Playground::openObjectRequested, this,
            [this](const QString &group, const QString &version, const QString &plural, const QString &ns,
                   const QString &name) {
                if (const auto resource = m_catalog->find(group, version, plural))
                    openObject(*resource, name, ns);
            });
    // A validation rule of the schema view opens in the playground with its node's schema.
    connect(m_schemaView, &views::SchemaView::openRuleInCelPlayground, this,
            [this](const kube::GroupVersionKind &gvk, const QStringList &path,
                   const kube::SchemaValidation &rule) {
                const auto doc = m_schemas->cached(gvk.groupVersion());
                const kube::SchemaNode *node =
                    doc ? kube::OpenApiDocument::at(doc->forKind(gvk), path) : nullptr;
                const QString schema = node ? QString::fromUtf8(codecs::toJson(models::schemaNodeJson(*node),
                                                                               codecs::JsonStyle::Indented))
                                            : QString();
                openCelRule(rule.rule, schema);
                m_celDock->show();
                m_celDock->raise();
            });
    tabifyDockWidget(m_resourceDock, m_contextDock);
    tabifyDockWidget(m_watchDock, m_celDock);
    m_resourceDock->raise();
    m_watchDock->raise();
    resizeDocks({m_resourceDock}, {440}, Qt::Horizontal);
    resizeDocks({m_watchDock}, {160}, Qt::Vertical);
    connect(m_contextTable, &QTableView::activated, this,
            [this](const QModelIndex &index) { switchContext(index.row()); });
}

void MainWindow::buildMenus() {
    QMenu *file = menuBar()->addMenu(QString());
    file->setObjectName(QStringLiteral("FileMenu"));
    QAction *sandbox = file->addAction(QString(), this, &MainWindow::startSandbox);
    sandbox->setObjectName(QStringLiteral("ConnectSandboxAction"));
    sandbox->setIcon(views::icons::action(views::icons::Action::Sandbox));
    QAction *reload = file->addAction(
        QString(), this, [this] { loadKubeconfig(m_kubeconfigPath, m_connection->contextName()); });
    reload->setObjectName(QStringLiteral("ReloadKubeconfigAction"));
    reload->setShortcut(QKeySequence::Refresh);
    reload->setIcon(views::icons::action(views::icons::Action::Refresh));
    QAction *goTo = file->addAction(QString(), this, &MainWindow::showGoTo);
    goTo->setObjectName(QStringLiteral("GoToAction"));
    goTo->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    goTo->setIcon(views::icons::action(views::icons::Action::GoTo));
    file->addSeparator();
    QAction *quit = file->addAction(QString(), qApp, &QApplication::quit);
    quit->setObjectName(QStringLiteral("QuitAction"));
    quit->setShortcut(QKeySequence::Quit);
    quit->setIcon(views::icons::action(views::icons::Action::Quit));

    QMenu *view = menuBar()->addMenu(QString());
    view->setObjectName(QStringLiteral("ViewMenu"));
    for (QDockWidget *dock : {m_resourceDock, m_contextDock, m_schemaDock, m_watchDock, m_celDock})
        view->addAction(dock->toggleViewAction());
    using views::icons::Action;
    m_resourceDock->toggleViewAction()->setIcon(views::icons::action(Action::Resources));
    m_contextDock->toggleViewAction()->setIcon(views::icons::action(Action::Contexts));
    m_schemaDock->toggleViewAction()->setIcon(views::icons::action(Action::Schema));
    m_watchDock->toggleViewAction()->setIcon(views::icons::action(Action::Watch));
    m_celDock->toggleViewAction()->setIcon(views::icons::action(Action::Cel));

    view->addSeparator();
    QMenu *language = view->addMenu(QString());
    language->setObjectName(QStringLiteral("LanguageMenu"));
    language->setIcon(views::icons::action(Action::Language));
    auto *group = new QActionGroup(language);
    // Each language is named in itself, so it can be found whatever the current one.
    const QList<QPair<QString, QString>> languages = {{QStringLiteral("en"), QStringLiteral("English")},
                                                      {QStringLiteral("uk"), QStringLiteral("Українська")},
                                                      {QStringLiteral("ja"), QStringLiteral("日本語")}};
    const QString current = QLocale().name().left(2);
    for (const auto &[code, name] : languages) {
        QAction *a = language->addAction(name);
        a->setCheckable(true);
        a->setChecked(code == current);
        a->setData(code);
        a->setObjectName(QLatin1String("Language_") + code);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [code = code] {
            installTranslations(code);
            QSettings().setValue(QStringLiteral("language"), code);
        });
    }

    QMenu *tools = menuBar()->addMenu(QString());
    tools->setObjectName(QStringLiteral("ToolsMenu"));
    QAction *migrateAction = tools->addAction(QString(), this, [this] { openMigrateWizard({}); });
    migrateAction->setObjectName(QStringLiteral("MigrateCrdAction"));
    migrateAction->setIcon(views::icons::action(Action::Migrate));

    QMenu *help = menuBar()->addMenu(QString());
    help->setObjectName(QStringLiteral("HelpMenu"));
    QAction *about = help->addAction(QString(), this, &MainWindow::showAbout);
    about->setObjectName(QStringLiteral("AboutAction"));
    about->setIcon(views::icons::action(Action::About));

    // The toolbar, after the context and namespace boxes: reload, go to, watch docks.
    if (auto *bar = findChild<QToolBar *>(QStringLiteral("ContextToolBar"))) {
        bar->setIconSize(QSize(16, 16));
        bar->addSeparator();
        bar->addAction(reload);
        bar->addAction(goTo);
        bar->addAction(migrateAction);
    }
}

void MainWindow::openMigrateWizard(const QString &crdName) {
    kube::Client *client = m_connection->client();
    if (!client) {
        statusBar()->showMessage(tr("Connect to a cluster first."), 5000);
        return;
    }
    auto *wizard = new views::MigrateWizard(client, crdName, {}, this);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_connection, &models::Connection::clientAboutToChange, wizard, &QWidget::close);
    wizard->show();
}

void MainWindow::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate() {
    setWindowTitle(m_connection->contextName().isEmpty() ? tr("Mado — Kubernetes API explorer")
                                                         : tr("Mado — %1").arg(m_connection->contextName()));
    m_contextLabel->setText(tr("Context:") + QLatin1Char(' '));
    m_namespaceLabel->setText(QLatin1Char(' ') + tr("Namespace:") + QLatin1Char(' '));
    m_resourceDock->setWindowTitle(tr("Resources"));
    m_contextDock->setWindowTitle(tr("Contexts"));
    m_watchDock->setWindowTitle(tr("Watch"));
    m_celDock->setWindowTitle(tr("CEL playground"));
    m_schemaDock->setWindowTitle(tr("Schema"));
    auto *tabs = qobject_cast<QTabWidget *>(centralWidget());
    tabs->setTabText(0, tr("Overview"));
    const QList<QMenu *> menus = menuBar()->findChildren<QMenu *>(Qt::FindDirectChildrenOnly);
    for (QMenu *m : menus) {
        if (m->objectName() == QLatin1String("FileMenu"))
            m->setTitle(tr("&File"));
        else if (m->objectName() == QLatin1String("ViewMenu"))
            m->setTitle(tr("&View"));
        else if (m->objectName() == QLatin1String("ToolsMenu"))
            m->setTitle(tr("&Tools"));
        else if (m->objectName() == QLatin1String("HelpMenu"))
            m->setTitle(tr("&Help"));
    }
    if (auto *a = findChild<QAction *>(QStringLiteral("ConnectSandboxAction")))
        a->setText(tr("Connect to the local &sandbox"));
    if (auto *a = findChild<QAction *>(QStringLiteral("ReloadKubeconfigAction")))
        a->setText(tr("&Reload kubeconfig"));
    if (auto *a = findChild<QAction *>(QStringLiteral("GoToAction")))
        a->setText(tr("&Go to resource…"));
    if (auto *a = findChild<QAction *>(QStringLiteral("QuitAction")))
        a->setText(tr("&Quit"));
    if (auto *m = findChild<QMenu *>(QStringLiteral("LanguageMenu")))
        m->setTitle(tr("&Language"));
    if (auto *a = findChild<QAction *>(QStringLiteral("MigrateCrdAction")))
        a->setText(tr("&Migrate CRD storage version…"));
    if (auto *a = findChild<QAction *>(QStringLiteral("AboutAction")))
        a->setText(tr("&About Mado"));

    using State = models::Connection::State;
    QString overview;
    switch (m_connection->state()) {
    case State::Connected:
        overview =
            tr("<h2>Connected</h2><p>Context: <b>%1</b><br>Server: %2<br>Kubernetes version: "
               "%3<br>Namespace: %4</p>")
                .arg(m_connection->contextName().toHtmlEscaped(), m_connection->server().toHtmlEscaped(),
                     m_connection->serverVersion().toHtmlEscaped(), m_namespace.toHtmlEscaped());
        break;
    case State::Connecting:
    case State::Reconnecting:
        overview = tr("<h2>Connecting…</h2><p>%1</p>").arg(m_connection->server().toHtmlEscaped());
        break;
    case State::Failed:
        overview = tr("<h2>Connection failed</h2><p>%1</p>").arg(htmlLines(m_connection->errorMessage()));
        break;
    case State::Disconnected:
        overview = tr(
            "<h2>Not connected</h2><p>Choose a context, or start the local sandbox from the File menu.</p>");
        break;
    }
    m_overview->setText(overview);
}

void MainWindow::start() {
    const QStringList files = kube::Kubeconfig::defaultFiles(m_options.kubeconfig);
    bool anyExists = false;
    for (const QString &f : files)
        anyExists = anyExists || QFileInfo::exists(f);
    if (m_options.sandbox || (!anyExists && m_options.kubeconfig.isEmpty())) {
        startSandbox();
        return;
    }
    loadKubeconfig(m_options.kubeconfig, m_options.context);
}

void MainWindow::startSandbox() {
    if (m_sandbox) {
        statusBar()->showMessage(tr("A sandbox action is already running."));
        return;
    }
    statusBar()->showMessage(tr("Starting the local sandbox cluster…"));
    kube::Sandbox *sandbox = kube::Sandbox::start({kube::Sandbox::Action::Up, {}}, this);
    m_sandbox.reset(sandbox);
    connect(sandbox, &kube::Sandbox::finished, this, [this, sandbox] {
        const kube::Sandbox::ResultType result = sandbox->result();
        m_sandbox.reset();
        if (!result) {
            statusBar()->showMessage(result.error().message);
            QMessageBox::warning(this, tr("Local sandbox"), result.error().message);
            return;
        }
        statusBar()->showMessage(tr("The local sandbox is running at %1.").arg(result->server), 8000);
        loadKubeconfig(result->kubeconfig, QStringLiteral("sandbox"));
    });
}

void MainWindow::loadKubeconfig(const QString &path, const QString &context) {
    m_kubeconfigPath = path;
    auto cfg = kube::Kubeconfig::load(kube::Kubeconfig::defaultFiles(path), !path.isEmpty());
    if (!cfg) {
        statusBar()->showMessage(cfg.error().message);
        QMessageBox::warning(this, tr("Kubeconfig"), cfg.error().message);
        return;
    }
    m_contexts->setKubeconfig(*cfg);
    const QString remembered = QSettings().value(settingsScope() + QStringLiteral("/context")).toString();
    QString name = context;
    if (name.isEmpty())
        name =
            !remembered.isEmpty() && m_contexts->rowOf(remembered) >= 0 ? remembered : cfg->currentContext();
    const int row = m_contexts->rowOf(name);
    if (row < 0) {
        const QString msg = name.isEmpty() ? tr("The kubeconfig sets no current context; choose one.")
                                           : tr("The context \"%1\" is not in the kubeconfig.").arg(name);
        statusBar()->showMessage(msg);
        return;
    }
    m_contextBox->setCurrentIndex(row);
    switchContext(row);
}

void MainWindow::switchContext(int row) {
    const QString name = m_contexts->index(row, models::ContextModelDefs::NameColumn).data().toString();
    auto ctx = m_contexts->kubeconfig().resolve(name);
    if (!ctx) {
        statusBar()->showMessage(ctx.error().message);
        return;
    }
    m_contextBox->setCurrentIndex(row);
    if (!m_connection->contextName().isEmpty() && m_connection->contextName() != name)
        saveWorkspace();
    m_workspaceRestored = false;
    QSettings settings;
    settings.setValue(settingsScope() + QStringLiteral("/context"), name);
    const QString rememberedNs =
        settings.value(settingsScope() + QStringLiteral("/namespace/") + name).toString();
    m_namespace = !m_options.namespace_.isEmpty() ? m_options.namespace_
                  : !rememberedNs.isEmpty()       ? rememberedNs
                                                  : ctx->namespace_;
    m_access->setNamespace(m_namespace);
    kube::ResolvedContext context = *ctx;
    applyImpersonation(m_options, context);
    m_connection->connectTo(context);
    restoreNamespace();
}

void MainWindow::restoreNamespace() {
    const QString ns = m_namespace;
    m_namespaceResetting = false;
    const int i = m_namespaceBox->findText(ns);
    if (i >= 0)
        m_namespaceBox->setCurrentIndex(i);
    else
        m_namespaceBox->setEditText(ns);
    m_namespaceBox->setToolTip(m_namespaces->forbidden()
                                   ? tr("Listing namespaces is forbidden for this user; type a namespace.")
                                   : QString());
}

void MainWindow::openList(const kube::ApiResource &resource) {
    models::WorkspaceTab state;
    if (resource.namespaced && !m_namespace.isEmpty())
        state.namespaces = {m_namespace};
    openListTab(resource, state);
}

void MainWindow::openListTab(const kube::ApiResource &resource, const models::WorkspaceTab &state) {
    kube::Client *client = m_connection->client();
    if (!client || m_connection->state() != models::Connection::State::Connected)
        return;
    if (!resource.verbs.contains(QLatin1String("list"))) {
        statusBar()->showMessage(tr("%1 cannot be listed.").arg(resource.name), 5000);
        return;
    }
    const models::AccessVerdict may = m_access->verdict(resource, QStringLiteral("list"));
    if (may.state == models::AccessVerdict::State::Denied) {
        statusBar()->showMessage(may.reason, 8000);
        return;
    }
    auto *tabs = qobject_cast<QTabWidget *>(centralWidget());
    auto *model = new models::ResourceListModel;
    model->setWatchRegistry(m_watchRegistry);
    models::ListQuery query;
    query.resource = resource;
    query.namespaces = state.namespaces;
    query.labelSelector = state.labelSelector;
    query.fieldSelector = state.fieldSelector;
    query.shape = state.metadataOnly ? models::ListShape::Metadata : models::ListShape::Table;
    query.metadataThreshold =
        state.metadataOnly ? 0 : QSettings().value(QStringLiteral("lists/metadataThreshold"), 20000).toInt();
    model->setQuery(client, query);
    auto *view = new views::ResourceListView(model, tabs);
    connect(view, &views::ResourceListView::watchRequested, this,
            [this, resource] { watchCollection(resource); });
    connect(view, &views::ResourceListView::objectActivated, this,
            [this, resource](const QString &name, const QString &ns) { openObject(resource, name, ns); });
    connect(view, &views::ResourceListView::migrateRequested, this, &MainWindow::openMigrateWizard);
    connect(view, &views::ResourceListView::patchRequested, this,
            [this, resource](const QString &name, const QString &ns) { openPatch(resource, name, ns); });
    connect(view, &views::ResourceListView::titleChanged, this, [this, tabs, view](const QString &title) {
        tabs->setTabText(tabs->indexOf(view), title);
        saveWorkspace();
    });
    connect(model, &models::ResourceListModel::progress, this, &MainWindow::updateStatusArea);
    connect(model, &models::ResourceListModel::finished, this, [this, model](const models::TableResult &r) {
        if (!r && !model->errorMessage().isEmpty())
            m_statusArea->setProperty("lastError", model->errorMessage());
        updateStatusArea();
    });
    // A list belongs to the client it was opened with.
    connect(m_connection, &models::Connection::clientAboutToChange, view, &QObject::deleteLater);
    tabs->setCurrentIndex(
        tabs->addTab(view, views::icons::forResource(resource.group, resource.name), view->title()));
    view->table()->setFocus();
    saveWorkspace();
}

void MainWindow::watchCollection(const kube::ApiResource &resource) {
    kube::Client *client = m_connection->client();
    if (!client || m_connection->state() != models::Connection::State::Connected)
        return;
    if (!resource.verbs.contains(QLatin1String("watch"))) {
        statusBar()->showMessage(tr("%1 cannot be watched.").arg(resource.name), 5000);
        return;
    }
    m_watch->watchCollection(client, resource, m_namespace, m_connection->contextName(),
                             m_connection->server());
}

void MainWindow::openObject(const kube::ApiResource &resource, const QString &name,
                            const QString &namespace_) {
    kube::Client *client = m_connection->client();
    if (!client)
        return;
    auto *tabs = qobject_cast<QTabWidget *>(centralWidget());
    auto *viewer = new views::ObjectViewer(client, tabs);
    viewer->showObject(m_catalog->objectTarget(resource, namespace_, name));
    connect(viewer, &views::ObjectViewer::patchRequested, this,
            [this, resource, name, namespace_] { openPatch(resource, name, namespace_); });
    connect(m_connection, &models::Connection::clientAboutToChange, viewer, &QObject::deleteLater);
    models::WorkspaceTab state;
    state.kind = models::WorkspaceTab::Kind::Object;
    state.group = resource.group;
    state.version = resource.version;
    state.resource = resource.name;
    state.name = name;
    if (!namespace_.isEmpty())
        state.namespaces = {namespace_};
    viewer->setProperty("madoTab", QStringLiteral("object"));
    viewer->setProperty("madoState", models::saveWorkspace({state}));
    tabs->setCurrentIndex(tabs->addTab(viewer, views::icons::forResource(resource.group, resource.name),
                                       tr("%1/%2", "kind/name").arg(resource.kind, name)));
    saveWorkspace();
}

QTabWidget *MainWindow::tabs() const {
    return qobject_cast<QTabWidget *>(centralWidget());
}

QString MainWindow::settingsScope() const {
    // One group per kubeconfig file (its path, '/' kept out of the key).
    QString path = m_kubeconfigPath.isEmpty() ? QStringLiteral("default") : m_kubeconfigPath;
    path.replace(QLatin1Char('/'), QLatin1Char('|'));
    return QStringLiteral("kubeconfigs/") + path;
}

QList<models::WorkspaceTab> MainWindow::workspaceTabs() const {
    QList<models::WorkspaceTab> out;
    QTabWidget *t = tabs();
    for (int i = 1; i < t->count(); ++i) {
        QWidget *w = t->widget(i);
        if (auto *list = qobject_cast<views::ResourceListView *>(w)) {
            const models::ListQuery &q = list->model()->query();
            models::WorkspaceTab tab;
            tab.group = q.resource.group;
            tab.version = q.resource.version;
            tab.resource = q.resource.name;
            tab.namespaces = q.namespaces;
            tab.labelSelector = q.labelSelector;
            tab.fieldSelector = q.fieldSelector;
            tab.metadataOnly = q.shape == models::ListShape::Metadata;
            out.append(tab);
        } else if (w->property("madoTab").toString() == QLatin1String("object")) {
            out += models::loadWorkspace(w->property("madoState"));
        }
    }
    return out;
}

void MainWindow::saveWorkspace() const {
    if (!m_workspaceRestored || m_connection->contextName().isEmpty())
        return;
    QSettings().setValue(settingsScope() + QStringLiteral("/tabs/") + m_connection->contextName(),
                         models::saveWorkspace(workspaceTabs()));
}

void MainWindow::restoreWorkspace() {
    if (m_workspaceRestored || m_connection->state() != models::Connection::State::Connected ||
        m_catalog->catalog().isEmpty())
        return;
    m_workspaceRestored = true;
    const QList<models::WorkspaceTab> saved = models::loadWorkspace(
        QSettings().value(settingsScope() + QStringLiteral("/tabs/") + m_connection->contextName()));
    for (const models::WorkspaceTab &t : saved) {
        auto r = m_catalog->find(t.group, t.version, t.resource);
        if (!r)
            continue;
        if (t.kind == models::WorkspaceTab::Kind::List)
            openListTab(*r, t);
        else
            openObject(*r, t.name, t.namespaces.value(0));
    }
    if (!saved.isEmpty())
        tabs()->setCurrentIndex(1);
}

void MainWindow::closeEvent(QCloseEvent *event) {
    saveWorkspace();
    QSettings s;
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), saveState());
    QMainWindow::closeEvent(event);
}

void MainWindow::showGoTo() {
    QStringList names;
    for (const kube::ApiResource &r : m_catalog->catalog().preferredResources()) {
        if (r.name.contains(QLatin1Char('/')))
            continue;
        names << (r.group.isEmpty() ? r.name : r.name + QLatin1Char('.') + r.group);
        names << r.shortNames;
        names << r.kind;
    }
    names.removeDuplicates();
    QInputDialog dialog(this);
    dialog.setObjectName(QStringLiteral("GoToBox"));
    dialog.setWindowTitle(tr("Go to"));
    dialog.setLabelText(tr("Resource (plural, singular, short name or kind), optionally /name:"));
    if (auto *edit = dialog.findChild<QLineEdit *>()) {
        auto *completer = new QCompleter(names, edit);
        completer->setCaseSensitivity(Qt::CaseInsensitive);
        completer->setFilterMode(Qt::MatchContains);
        edit->setCompleter(completer);
    }
    if (dialog.exec() == QDialog::Accepted)
        goTo(dialog.textValue());
}

bool MainWindow::goTo(const QString &text) {
    const QString spec = text.trimmed();
    if (spec.isEmpty())
        return false;
    const QString type = spec.section(QLatin1Char('/'), 0, 0);
    const QString name = spec.section(QLatin1Char('/'), 1);
    auto r = m_catalog->catalog().resolve(type);
    if (!r) {
        statusBar()->showMessage(r.error().message, 8000);
        return false;
    }
    if (name.isEmpty())
        openList(*r);
    else
        openObject(*r, name, r->namespaced ? m_namespace : QString());
    return true;
}

void MainWindow::updateStatusArea() {
    QStringList parts;
    if (auto *list = qobject_cast<views::ResourceListView *>(tabs()->currentWidget())) {
        const models::ResourceListModel *m = list->model();
        const QString size = QLocale().formattedDataSize(m->bytesReceived());
        if (m->isLoading())
            parts.append(tr("Loading %1: %2 received").arg(m->resource().name, size));
        else
            parts.append(tr("%1: %2 in the last list").arg(m->resource().name, size));
    }
    if (m_watchRegistry->size() > 0)
        parts.append(tr("%n shared watch(es) open", nullptr, m_watchRegistry->size()));
    const QString lastError = m_statusArea->property("lastError").toString();
    if (!lastError.isEmpty())
        parts.append(tr("Last error: %1").arg(lastError));
    m_statusArea->setText(parts.join(QStringLiteral(" · ")));
}

void MainWindow::openPatch(const kube::ApiResource &resource, const QString &name,
                           const QString &namespace_) {
    kube::Client *client = m_connection->client();
    if (!client)
        return;
    auto *composer = new views::PatchComposer(client, m_schemas);
    composer->setAttribute(Qt::WA_DeleteOnClose);
    composer->setWindowFlag(Qt::Window);
    composer->setWindowIcon(views::icons::action(views::icons::Action::Patch));
    composer->open(resource, namespace_, name, m_catalog->isCustomResource(resource.group, resource.name));
    connect(m_connection, &models::Connection::clientAboutToChange, composer, &QWidget::close);
    composer->resize(1100, 800);
    composer->show();
}

void MainWindow::showAbout() {
    QMessageBox::about(
        this, tr("About Mado"),
        tr("<h3>Mado %1</h3><p>A desktop explorer for the Kubernetes API.</p>"
           "<p>Qt %2 · syntax highlighting: %3</p>")
            .arg(QLatin1String(MADO_VERSION), QLatin1String(qVersion()), views::Highlighter::engineName()));
}

void MainWindow::openCelRule(const QString &rule, const QString &nodeSchema, const QString &data) {
    m_playground->openCrdRule(rule, nodeSchema, data);
    m_celDock->show();
    m_celDock->raise();
}

} // namespace app
