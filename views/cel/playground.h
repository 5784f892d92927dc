#pragma once
// The CEL playground: an expression evaluated as you type (off the GUI
// thread, cancellable) in a Kubernetes context (CRD rule, admission policy,
// match condition), with its value and type, diagnostics at their position,
// runtime and estimated cost against the context's limits, the cost of every
// sub-expression (hover and a sortable table), the schema bounds that would
// bring an over-budget estimate within the limit (what-if controls, a schema
// snippet to copy) and the API server's own verdict from a dry-run create.
#include "models/cel/celeval.h"

#include <QCborValue>
#include <QHash>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTableView;
class QTableWidget;
class QSortFilterProxyModel;

class QLineEdit;

namespace models {
class ApiCatalog;
class Connection;
class SchemaService;
} // namespace models
namespace models::celplay {
class CelRunner;
class CostModel;
class ServerCheck;
} // namespace models::celplay

namespace views::cel {

class AuthzTable;
class CelEditor;
class MutationPreview;
class CrdContextPanel;
class LiveRunPanel;
class VariablesEditor;

class Playground final : public QWidget {
    Q_OBJECT
public:
    /// connection (may be null) backs "Check on server".
    explicit Playground(models::Connection *connection, QWidget *parent = nullptr);
    ~Playground() override;

    void setExpression(const QString &expression);
    void setEnvironment(::cel::limits::Environment environment);
    /// The API server's version (1.minor) and whether the rule is new or stored.
    void setServerVersion(int minor, ::cel::RuleAge age);
    /// The schema of the rule's node and the data of self / oldSelf (YAML or JSON).
    void setContextDocuments(const QString &schema, const QString &data, const QString &oldData = {});
    /// The connection's schemas: admission contexts type object and oldObject
    /// from the chosen kind's schema (may be null: the Object schema tab then
    /// takes a schema by hand).
    /// catalog (may be null) names the kind's resource for "Check on server".
    void setSchemaService(models::SchemaService *service, models::ApiCatalog *catalog = nullptr);
    /// Admission contexts: the kind object is typed from ("apps/v1/Deployment"),
    /// loaded through the schema service into the Object schema tab.
    void setObjectKind(const QString &kind);
    /// Admission contexts: the schema object and oldObject are typed from (JSON
    /// or YAML; empty: dyn), as the Object schema tab holds it.
    void setObjectSchema(const QString &schema);
    /// The outcome shown now.
    const models::celplay::EvalOutcome &outcome() const { return m_outcome; }
    models::celplay::CelRunner *runner() const { return m_runner; }
    /// How often a pane's text was read as YAML: once per change of the pane
    /// (and again after a change of language), not once per keystroke in the
    /// expression.
    int paneReads() const { return m_paneReads; }
    CelEditor *editor() const { return m_editor; }
    /// The MutatingAdmissionPolicy page (patch type, produced patch, diffs).
    MutationPreview *mutationPreview() const { return m_mutation; }
    /// The CRD-rule context from the cluster and its run over live objects.
    CrdContextPanel *crdContext() const { return m_crdContext; }
    LiveRunPanel *liveRun() const { return m_liveRun; }
    /// CRD rules: oldSelf is optional_type(T) (the rule's optionalOldSelf).
    void setOptionalOldSelf(bool on);
    /// The self / object pane (YAML).
    QPlainTextEdit *selfEditor() const { return m_data; }
    /// The oldSelf / oldObject pane (YAML).
    QPlainTextEdit *oldSelfEditor() const { return m_oldData; }
    /// The chosen Kubernetes version (1.minor) and rule age.
    int serverMinor() const;
    ::cel::RuleAge ruleAge() const;
    /// Admission policies: the spec.variables editor.
    VariablesEditor *variablesEditor() const { return m_variablesEditor; }
    /// Admission contexts: the authorizer's checks and the cluster's answers.
    AuthzTable *authzTable() const { return m_authzTable; }

public slots:
    /// Opens a CRD's x-kubernetes-validations rule with its context: the
    /// schema of the node the rule sits on (JSON or YAML) and, optionally, an
    /// object's data at that node. For the schema view and the object viewer.
    void openCrdRule(const QString &rule, const QString &nodeSchema, const QString &data = {});
    /// Evaluates now (no debounce).
    void evaluateNow();
    /// Interrupts a running evaluation.
    void cancelEvaluation();

signals:
    /// A new outcome is shown.
    void evaluated();
    /// Open this custom resource (from the run over live objects).
    void openObjectRequested(const QString &group, const QString &version, const QString &plural,
                             const QString &namespace_, const QString &name);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void scheduleEvaluation();
    models::celplay::EvalRequest buildRequest(QString *inputError);
    void showOutcome(const models::celplay::EvalOutcome &outcome);
    void updateBars();
    void updateCompletions();
    void refreshWhatIf();
    void copySnippet();
    void checkOnServer();
    void loadExample(int index);
    void saveSnippetToFile();
    void loadSnippetFromFile();
    void loadObjectSchema();
    ::cel::json::NodeP objectSchemaNode();

    models::Connection *m_connection = nullptr;
    models::celplay::CelRunner *m_runner = nullptr;
    models::celplay::CostModel *m_costModel = nullptr;
    QSortFilterProxyModel *m_costProxy = nullptr;
    models::celplay::EvalOutcome m_outcome;
    models::celplay::ServerCheck *m_check = nullptr;

    QComboBox *m_context = nullptr;
    QComboBox *m_version = nullptr;
    QComboBox *m_ruleAge = nullptr;
    QComboBox *m_examples = nullptr;
    QCheckBox *m_enforceLimit = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_load = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_serverButton = nullptr;
    QLabel *m_contextLabel = nullptr;
    QLabel *m_versionLabel = nullptr;
    CelEditor *m_editor = nullptr;
    QTabWidget *m_inputs = nullptr;
    QPlainTextEdit *m_schema = nullptr;
    QPlainTextEdit *m_data = nullptr;
    QPlainTextEdit *m_oldData = nullptr;
    QPlainTextEdit *m_params = nullptr;
    QPlainTextEdit *m_request = nullptr;
    QPlainTextEdit *m_objectSchema = nullptr;
    QLabel *m_objectKindLabel = nullptr;
    QLineEdit *m_objectKind = nullptr;
    QPushButton *m_loadKind = nullptr;
    QLabel *m_kindStatus = nullptr;
    QWidget *m_kindBar = nullptr;
    models::SchemaService *m_schemas = nullptr;
    models::ApiCatalog *m_catalog = nullptr;
    QString m_loadedKind; ///< the kind whose schema the Object schema tab holds
    int m_kindLoads = 0;  ///< generation of the kind load in flight
    /// A YAML pane's text as read the last time: each keystroke in the
    /// expression builds a request from every pane, and a pane may hold a
    /// large object or schema (a 680 KB document takes 130 ms to read).
    struct ReadPane {
        QString text;
        QCborValue document;
        ::cel::json::NodeP node; ///< null for an empty pane or an error
        QString error;           ///< in the language of the time it was read
    };
    static ReadPane read(const QString &text);
    /// The pane's read: a small text is read here when it changed; a large one
    /// on the thread pool, and until that read lands the last read stands
    /// (paneRead() follows).
    const ReadPane &readPane(const QPlainTextEdit *pane);
    /// Whether every pane holds a read of its text now (reads of large texts start).
    bool readPanes(const QList<const QPlainTextEdit *> &panes);
    /// The panes a request of the chosen context is built from.
    QList<const QPlainTextEdit *> requestPanes() const;
    /// A read from the pool landed: what waited for it goes on.
    void paneRead(const QPlainTextEdit *pane);
    void resumeAfterReads();
    QHash<const QPlainTextEdit *, ReadPane> m_read;
    QHash<const QPlainTextEdit *, QString> m_reading; ///< texts being read on the pool
    int m_readGeneration = 0;                         ///< a change of language drops reads under way
    bool m_evaluateAfterReads = false;
    bool m_checkAfterReads = false;
    int m_paneReads = 0;
    /// Evaluation waits until typing pauses: the request is built then.
    QTimer *m_evaluateTimer = nullptr;
    QTimer *m_schemaTimer = nullptr; ///< completions and what-if rows once typing in a schema pauses
    QLabel *m_status = nullptr;
    QPlainTextEdit *m_value = nullptr;
    QLabel *m_runtimeLabel = nullptr;
    QLabel *m_estimateLabel = nullptr;
    QProgressBar *m_runtimeBar = nullptr;
    QProgressBar *m_estimateBar = nullptr;
    QLabel *m_notes = nullptr;
    QLabel *m_serverVerdict = nullptr;
    QTabWidget *m_details = nullptr;
    QTableView *m_costTable = nullptr;
    QTableWidget *m_whatIf = nullptr;
    QPushButton *m_copySnippet = nullptr;
    bool m_whatIfRefreshing = false;
    MutationPreview *m_mutation = nullptr;
    CrdContextPanel *m_crdContext = nullptr;
    LiveRunPanel *m_liveRun = nullptr;
    bool m_optionalOldSelf = false;
    VariablesEditor *m_variablesEditor = nullptr;
    AuthzTable *m_authzTable = nullptr;
};

} // namespace views::cel
