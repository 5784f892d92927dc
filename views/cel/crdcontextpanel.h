#pragma once
// The playground's CRD-rule context from the live cluster: pick a CRD, a
// served version and a schema node (nodes carrying x-kubernetes-validations
// are marked and list their rules); choosing a rule loads it into the
// playground's editor with its node's schema; self comes from a live custom
// resource at that node's path (every element under arrays and maps, the one
// shown named), oldSelf is the same value (editable in the oldSelf tab to
// simulate an update), optionalOldSelf as the rule says. A messageExpression
// editor under it runs as the API server runs it when the rule returns false.
#include "models/cel/crdrules.h"

#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;
class QTimer;

namespace models {
class Connection;
}

namespace views::cel {

class CelEditor;
class Playground;

class CrdContextPanel final : public QWidget {
    Q_OBJECT
public:
    CrdContextPanel(models::Connection *connection, Playground *playground, QWidget *parent = nullptr);
    ~CrdContextPanel() override;

    /// Reads the cluster's CRDs (again).
    void refresh();
    /// Selects a CRD, version, node and rule (index -1: the node without a
    /// rule); false when one of them does not exist (for tests and "open").
    bool choose(const QString &crd, const QString &version, const QString &nodePath, int ruleIndex);
    /// Selects the object (namespace/name) whose value is self.
    bool chooseObject(const QString &namespaceName);
    /// Selects which element is self (index into instances()).
    void chooseInstance(int index);

    const models::celplay::CrdDefinition *crd() const;
    QString versionName() const;
    QString nodePath() const { return m_nodePath; }
    int ruleIndex() const { return m_ruleIndex; }
    /// The rule as now edited: the playground's expression, this panel's
    /// messageExpression, the stored message, reason, fieldPath, optionalOldSelf.
    models::celplay::CrdRule currentRule() const;
    const std::vector<models::celplay::NodeInstance> &instances() const { return m_instances; }
    /// The last run of the rule (and messageExpression) at the chosen element.
    const models::celplay::RuleRun &lastRun() const { return m_run; }
    CelEditor *messageEditor() const { return m_message; }
    int crdCount() const;
    int objectCount() const;

signals:
    /// The CRD list arrived (or failed).
    void crdsLoaded();
    /// The object list of the chosen version arrived.
    void objectsLoaded();
    /// A new run of the rule at the chosen element is shown.
    void ruleRun();
    /// The chosen CRD, version, node or rule changed.
    void contextChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showCrd();
    void showVersion();
    void selectItem(QTreeWidgetItem *item);
    void loadObjects();
    void loadObject();
    void showInstance();
    /// Fills the element box from m_instances and shows the chosen one.
    void listInstances();
    void scheduleRun();
    void runNow();

    models::Connection *m_connection = nullptr;
    Playground *m_playground = nullptr;
    std::vector<models::celplay::CrdDefinition> m_crds;
    QString m_nodePath;
    int m_ruleIndex = -1;
    std::vector<models::celplay::NodeInstance> m_instances;
    ::cel::json::NodeP m_object;
    models::celplay::RuleRun m_run;
    quint64 m_generation = 0; ///< of the list or object read in flight
    quint64 m_runs = 0;       ///< of the rule run in flight
    std::shared_ptr<std::atomic<bool>> m_interrupt;
    bool m_loadingInstance = false;
    quint64 m_shows = 0; ///< of the element being written into the playground
    quint64 m_shown = 0; ///< the last of them written (runs wait for it)
    /// oldSelf as the playground's oldSelf pane holds it, read once per change
    /// of its text (an element written there by showInstance() is not read).
    struct OldSelfRead {
        QString text; ///< trimmed
        ::cel::json::NodeP node;
        QString error;
    };
    OldSelfRead m_oldSelf;

    QLabel *m_crdLabel = nullptr;
    QComboBox *m_crd = nullptr;
    QLabel *m_versionLabel = nullptr;
    QComboBox *m_version = nullptr;
    QPushButton *m_refresh = nullptr;
    QTreeWidget *m_nodes = nullptr;
    QLabel *m_objectLabel = nullptr;
    QComboBox *m_objectBox = nullptr;
    QLabel *m_instanceLabel = nullptr;
    QComboBox *m_instance = nullptr;
    QCheckBox *m_optionalOldSelf = nullptr;
    QLabel *m_messageLabel = nullptr;
    CelEditor *m_message = nullptr;
    QLabel *m_result = nullptr;
    QLabel *m_status = nullptr;
    QTimer *m_debounce = nullptr;
};

} // namespace views::cel
