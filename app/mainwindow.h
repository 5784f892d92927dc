#pragma once

#include "app/options.h"
#include "kube/handle.h"
#include "models/lists/workspacestate.h"

#include <QMainWindow>

class QComboBox;
class QDockWidget;
class QLabel;
class QTabWidget;
class QTableView;

namespace kube {
class Sandbox;
struct ApiResource;
} // namespace kube
namespace models {
class ApiCatalog;
class Connection;
class ContextModel;
class NamespaceModel;
class ResourceTreeModel;
class SchemaService;
class AccessModel;
class WatchRegistry;
} // namespace models
namespace views {
class ConnectionIndicator;
class ResourceTreeView;
class SchemaView;
class WatchDock;
} // namespace views
namespace views::cel {
class Playground;
} // namespace views::cel

namespace app {

/// The window shell: docks, menus, the context switcher and the connection
/// indicator. Its only logic is wiring models to views.
class MainWindow final : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(const GlobalOptions &options, QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Loads the kubeconfig and connects, or starts the local sandbox when
    /// there is no kubeconfig (or --sandbox was given). Never blocks.
    void start();

    /// Opens a CRD's x-kubernetes-validations rule in the CEL playground with
    /// its context (the schema of the rule's node, optionally an object's data
    /// there): the schema view and the object viewer connect to it.
    void openCelRule(const QString &rule, const QString &nodeSchema, const QString &data = {});

    models::Connection *connection() const { return m_connection; }
    models::ContextModel *contextModel() const { return m_contexts; }
    views::ConnectionIndicator *indicator() const { return m_indicator; }
    models::ApiCatalog *apiCatalog() const { return m_catalog; }
    models::ResourceTreeModel *resourceTreeModel() const { return m_treeModel; }
    models::NamespaceModel *namespaceModel() const { return m_namespaces; }
    views::ResourceTreeView *resourceTreeView() const { return m_treeView; }
    /// The connection's OpenAPI schemas (shared by the schema view, the patch composer, the CEL checker).
    models::SchemaService *schemaService() const { return m_schemas; }
    /// What the user may do in the current namespace (the tree shows it).
    models::AccessModel *accessModel() const { return m_access; }
    views::SchemaView *schemaView() const { return m_schemaView; }
    /// The window's shared list-then-watches: every list tab (and whatever
    /// else keeps a collection live) acquires its watch here, so one
    /// collection open in several tabs is listed and watched once.
    models::WatchRegistry *watchRegistry() const { return m_watchRegistry; }

    /// The central tab widget (tab 0 is the overview).
    QTabWidget *tabs() const;
    /// Opens the go-to box (Ctrl+K): a resource by plural, singular, short name
    /// or kind (like kubectl), optionally "/NAME" for one object.
    void showGoTo();
    /// Opens what spec names ("pods", "deploy/web", "cm"), as the go-to box does;
    /// false with a status message when spec resolves to nothing.
    bool goTo(const QString &spec);
    /// The open tabs, as restored on the next start.
    QList<models::WorkspaceTab> workspaceTabs() const;
    views::WatchDock *watchDock() const { return m_watch; }
    /// Starts a watch of resource's collection in the current namespace (a tab in the Watch dock).
    void watchCollection(const kube::ApiResource &resource);
    /// Opens the storage-version migration wizard (its own window) on crdName,
    /// its newest version preselected; empty crdName: the wizard asks.
    void openMigrateWizard(const QString &crdName);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void buildMenus();
    void buildDocks();
    void retranslate();
    void loadKubeconfig(const QString &path, const QString &context);
    void switchContext(int row);
    void startSandbox();
    void showAbout();
    void restoreNamespace();
    void openList(const kube::ApiResource &resource);
    void openObject(const kube::ApiResource &resource, const QString &name, const QString &namespace_);
    /// Opens the patch composer on one object (its own window), the live object loaded.
    void openPatch(const kube::ApiResource &resource, const QString &name, const QString &namespace_);
    void openListTab(const kube::ApiResource &resource, const models::WorkspaceTab &state);
    void saveWorkspace() const;
    void restoreWorkspace();
    QString settingsScope() const;
    void updateStatusArea();

    GlobalOptions m_options;
    models::Connection *m_connection;
    models::ContextModel *m_contexts;
    models::ApiCatalog *m_catalog;
    models::ResourceTreeModel *m_treeModel;
    models::NamespaceModel *m_namespaces;
    kube::HandlePtr<kube::Sandbox> m_sandbox; ///< a sandbox start in flight
    views::ConnectionIndicator *m_indicator;
    QComboBox *m_contextBox = nullptr;
    QComboBox *m_namespaceBox = nullptr;
    QLabel *m_contextLabel = nullptr;
    QLabel *m_namespaceLabel = nullptr;
    QDockWidget *m_resourceDock = nullptr;
    QDockWidget *m_contextDock = nullptr;
    QDockWidget *m_watchDock = nullptr;
    QDockWidget *m_celDock = nullptr;
    views::cel::Playground *m_playground = nullptr;
    QTableView *m_contextTable = nullptr;
    views::ResourceTreeView *m_treeView = nullptr;
    views::WatchDock *m_watch = nullptr;
    QString m_namespace;
    QLabel *m_overview = nullptr;
    QString m_kubeconfigPath;
    models::SchemaService *m_schemas = nullptr;
    models::AccessModel *m_access = nullptr;
    views::SchemaView *m_schemaView = nullptr;
    QDockWidget *m_schemaDock = nullptr;
    QLabel *m_statusArea = nullptr;
    bool m_workspaceRestored = false;
    bool m_namespaceResetting = false; ///< the namespace list is being reset: its rows are not choices
    models::WatchRegistry *m_watchRegistry = nullptr;
};

} // namespace app
