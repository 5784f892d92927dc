#pragma once

#include "app/options.h"
#include "kube/handle.h"

#include <QMainWindow>

class QComboBox;
class QDockWidget;
class QLabel;
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
} // namespace models
namespace views {
class ConnectionIndicator;
class ResourceTreeView;
class WatchDock;
} // namespace views

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

    models::Connection *connection() const { return m_connection; }
    models::ContextModel *contextModel() const { return m_contexts; }
    views::ConnectionIndicator *indicator() const { return m_indicator; }
    models::ApiCatalog *apiCatalog() const { return m_catalog; }
    models::ResourceTreeModel *resourceTreeModel() const { return m_treeModel; }
    models::NamespaceModel *namespaceModel() const { return m_namespaces; }
    views::ResourceTreeView *resourceTreeView() const { return m_treeView; }
    views::WatchDock *watchDock() const { return m_watch; }
    /// Starts a watch of resource's collection in the current namespace (a tab in the Watch dock).
    void watchCollection(const kube::ApiResource &resource);

protected:
    void changeEvent(QEvent *event) override;

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
    QTableView *m_contextTable = nullptr;
    views::ResourceTreeView *m_treeView = nullptr;
    views::WatchDock *m_watch = nullptr;
    QString m_namespace;
    QLabel *m_overview = nullptr;
    QString m_kubeconfigPath;
};

} // namespace app
