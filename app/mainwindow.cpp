#include "app/mainwindow.h"

#include "app/i18n.h"
#include "kube/kubeconfig.h"
#include "kube/sandbox.h"
#include "models/apicatalog.h"
#include "models/connection.h"
#include "models/contextmodel.h"
#include "models/namespacemodel.h"
#include "models/resourcelistmodel.h"
#include "models/resourcetreemodel.h"
#include "views/connectionindicator.h"
#include "views/highlighter.h"
#include "views/objectviewer/objectviewer.h"
#include "views/resourcelistview.h"
#include "views/resourcetreeview.h"
#include "views/watch/watchdock.h"
#include "views/watch/watchpane.h"

#include <QActionGroup>
#include <QApplication>
#include <QSettings>

#include <QComboBox>
#include <QDockWidget>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>

namespace app {

MainWindow::MainWindow(const GlobalOptions &options, QWidget *parent)
    : QMainWindow(parent)
    , m_options(options)
    , m_connection(new models::Connection(this))
    , m_contexts(new models::ContextModel(this))
    , m_catalog(new models::ApiCatalog(this))
    , m_treeModel(new models::ResourceTreeModel(this))
    , m_namespaces(new models::NamespaceModel(this))
    , m_indicator(new views::ConnectionIndicator(m_connection, this)) {
    setObjectName(QStringLiteral("MainWindow"));
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
    m_namespaceBox->setMinimumContentsLength(14);
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
    tabs->addTab(m_overview, QString());
    tabs->setTabsClosable(true);
    tabs->setDocumentMode(true);
    tabs->tabBar()->setTabButton(0, QTabBar::RightSide, nullptr);
    connect(tabs, &QTabWidget::tabCloseRequested, this, [tabs](int index) {
        if (index > 0) // the overview stays
            tabs->widget(index)->deleteLater();
    });
    setCentralWidget(tabs);

    statusBar()->addWidget(m_indicator, 1);
    buildDocks();
    buildMenus();
    retranslate();

    connect(m_contextBox, &QComboBox::activated, this, &MainWindow::switchContext);
    connect(m_namespaceBox, &QComboBox::currentTextChanged, this, [this](const QString &text) {
        if (!text.isEmpty())
            m_namespace = text;
    });
    connect(m_connection, &models::Connection::clientAboutToChange, this, [this] {
        m_catalog->setClient(nullptr);
        m_namespaces->setClient(nullptr);
    });
    connect(m_connection, &models::Connection::connected, this, [this] {
        m_catalog->setClient(m_connection->client());
        m_namespaces->setClient(m_connection->client());
    });
    connect(m_catalog, &models::ApiCatalog::catalogChanged, this,
            [this] { m_treeModel->setCatalog(m_catalog->catalog()); });
    connect(m_catalog, &models::ApiCatalog::connectionLost, m_connection, &models::Connection::reportLost);
    connect(m_catalog, &models::ApiCatalog::failed, this, [this](const QString &message) {
        statusBar()->showMessage(tr("Discovery failed: %1").arg(message));
    });
    // Every change of the list resets the combo box: put the chosen namespace back.
    connect(m_namespaces, &models::NamespaceModel::loaded, this, &MainWindow::restoreNamespace);
    connect(m_namespaces, &QAbstractItemModel::modelReset, this, &MainWindow::restoreNamespace);
    connect(m_connection, &models::Connection::stateChanged, this, &MainWindow::retranslate);
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
    auto placeholder = [this] {
        auto *l = new QLabel(this);
        l->setAlignment(Qt::AlignCenter);
        l->setWordWrap(true);
        l->setEnabled(false);
        return l;
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
    m_watch = new views::WatchDock(this);
    m_watchDock = makeDock("WatchDock", Qt::BottomDockWidgetArea, m_watch);
    connect(m_treeView, &views::ResourceTreeView::watchRequested, this, &MainWindow::watchCollection);
    connect(m_watch, &views::WatchDock::paneAdded, this, [this] {
        m_watchDock->show();
        m_watchDock->raise();
        if (m_watchDock->height() < 320)
            resizeDocks({m_watchDock}, {360}, Qt::Vertical);
    });
    m_celDock = makeDock("CelDock", Qt::BottomDockWidgetArea, placeholder());
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
    QAction *reload = file->addAction(
        QString(), this, [this] { loadKubeconfig(m_kubeconfigPath, m_connection->contextName()); });
    reload->setObjectName(QStringLiteral("ReloadKubeconfigAction"));
    reload->setShortcut(QKeySequence::Refresh);
    file->addSeparator();
    QAction *quit = file->addAction(QString(), qApp, &QApplication::quit);
    quit->setObjectName(QStringLiteral("QuitAction"));
    quit->setShortcut(QKeySequence::Quit);

    QMenu *view = menuBar()->addMenu(QString());
    view->setObjectName(QStringLiteral("ViewMenu"));
    for (QDockWidget *dock : {m_resourceDock, m_contextDock, m_watchDock, m_celDock})
        view->addAction(dock->toggleViewAction());

    view->addSeparator();
    QMenu *language = view->addMenu(QString());
    language->setObjectName(QStringLiteral("LanguageMenu"));
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
        connect(a, &QAction::triggered, this, [code] {
            installTranslations(code);
            QSettings().setValue(QStringLiteral("language"), code);
        });
    }

    QMenu *help = menuBar()->addMenu(QString());
    help->setObjectName(QStringLiteral("HelpMenu"));
    QAction *about = help->addAction(QString(), this, &MainWindow::showAbout);
    about->setObjectName(QStringLiteral("AboutAction"));
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
    qobject_cast<QLabel *>(m_celDock->widget())->setText(tr("The CEL playground will be shown here."));
    auto *tabs = qobject_cast<QTabWidget *>(centralWidget());
    tabs->setTabText(0, tr("Overview"));
    const QList<QMenu *> menus = menuBar()->findChildren<QMenu *>(Qt::FindDirectChildrenOnly);
    for (QMenu *m : menus) {
        if (m->objectName() == QLatin1String("FileMenu"))
            m->setTitle(tr("&File"));
        else if (m->objectName() == QLatin1String("ViewMenu"))
            m->setTitle(tr("&View"));
        else if (m->objectName() == QLatin1String("HelpMenu"))
            m->setTitle(tr("&Help"));
    }
    if (auto *a = findChild<QAction *>(QStringLiteral("ConnectSandboxAction")))
        a->setText(tr("Connect to the local &sandbox"));
    if (auto *a = findChild<QAction *>(QStringLiteral("ReloadKubeconfigAction")))
        a->setText(tr("&Reload kubeconfig"));
    if (auto *a = findChild<QAction *>(QStringLiteral("QuitAction")))
        a->setText(tr("&Quit"));
    if (auto *m = findChild<QMenu *>(QStringLiteral("LanguageMenu")))
        m->setTitle(tr("&Language"));
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
        overview =
            tr("<h2>Connection failed</h2><p>%1</p>").arg(m_connection->errorMessage().toHtmlEscaped());
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
    const QString name = context.isEmpty() ? cfg->currentContext() : context;
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
    m_namespace = m_options.namespace_.isEmpty() ? ctx->namespace_ : m_options.namespace_;
    m_connection->connectTo(*ctx);
    restoreNamespace();
}

void MainWindow::restoreNamespace() {
    const QString ns = m_namespace;
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
    kube::Client *client = m_connection->client();
    if (!client || m_connection->state() != models::Connection::State::Connected)
        return;
    if (!resource.verbs.contains(QLatin1String("list"))) {
        statusBar()->showMessage(tr("%1 cannot be listed.").arg(resource.name), 5000);
        return;
    }
    auto *tabs = qobject_cast<QTabWidget *>(centralWidget());
    auto *model = new models::ResourceListModel;
    auto *view = new views::ResourceListView(model, tabs);
    model->setSource(client, resource, m_namespace);
    connect(view, &views::ResourceListView::watchRequested, this,
            [this, resource] { watchCollection(resource); });
    connect(view, &views::ResourceListView::objectActivated, this,
            [this, resource](const QString &name, const QString &ns) { openObject(resource, name, ns); });
    // A list belongs to the client it was opened with.
    connect(m_connection, &models::Connection::clientAboutToChange, view, &QObject::deleteLater);
    tabs->setCurrentIndex(tabs->addTab(view, view->title()));
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
    connect(m_connection, &models::Connection::clientAboutToChange, viewer, &QObject::deleteLater);
    tabs->setCurrentIndex(tabs->addTab(viewer, tr("%1/%2", "kind/name").arg(resource.kind, name)));
}

void MainWindow::showAbout() {
    QMessageBox::about(
        this, tr("About Mado"),
        tr("<h3>Mado %1</h3><p>A desktop explorer for the Kubernetes API.</p>"
           "<p>Qt %2 · syntax highlighting: %3</p>")
            .arg(QLatin1String(MADO_VERSION), QLatin1String(qVersion()), views::Highlighter::engineName()));
}

} // namespace app
