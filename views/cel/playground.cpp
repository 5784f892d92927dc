#include "views/cel/playground.h"

#include "codecs/fileerror.h"
#include "codecs/yaml.h"
#include "kube/inputfile.h"
#include "kube/offthread.h"
#include "kube/outputfile.h"
#include "models/apicatalog.h"
#include "models/cel/celbinding.h"
#include "models/cel/celrunner.h"
#include "models/cel/costmodel.h"
#include "models/cel/examples.h"
#include "models/cel/objectschema.h"
#include "models/cel/servercheck.h"
#include "models/connection.h"
#include "models/schema/schemaservice.h"
#include "views/cel/authztable.h"
#include "views/cel/celeditor.h"
#include "views/cel/crdcontextpanel.h"
#include "views/cel/liverunpanel.h"
#include "views/cel/mutationpreview.h"
#include "views/cel/variableseditor.h"
#include "views/highlighter.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QThreadPool>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

namespace views::cel {

namespace {

using ::cel::limits::Environment;
namespace cc = models::celplay::costcolumns;
namespace cr = models::celplay::costroles;

// A pane's text up to this size is read where it is needed (about 12 ms of
// YAML at most); a larger one on the thread pool.
constexpr qsizetype kReadHereCharacters = 64 * 1024;

// Display text and headers of the cost breakdown; sorting on the raw values.
class CostDisplay final : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    QVariant headerData(int section, Qt::Orientation o, int role) const override {
        if (o != Qt::Horizontal || role != Qt::DisplayRole)
            return QSortFilterProxyModel::headerData(section, o, role);
        switch (section) {
        case cc::Expression:
            return Playground::tr("Sub-expression");
        case cc::Kind:
            return Playground::tr("Node");
        case cc::Runtime:
            return Playground::tr("Runtime");
        case cc::EstimatedMin:
            return Playground::tr("Estimate min");
        case cc::EstimatedMax:
            return Playground::tr("Estimate max");
        case cc::Runs:
            return Playground::tr("Runs (max)");
        default:
            return {};
        }
    }
    QVariant data(const QModelIndex &index, int role) const override {
        if (role == Qt::TextAlignmentRole && index.column() >= cc::Runtime)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        QVariant v = QSortFilterProxyModel::data(index, role);
        if (role == Qt::DisplayRole && index.column() >= cc::Runtime)
            return QLocale().toString(v.toDouble(), 'f', 0);
        return v;
    }

protected:
    bool lessThan(const QModelIndex &a, const QModelIndex &b) const override {
        const QVariant x = sourceModel()->data(a, cr::Sort), y = sourceModel()->data(b, cr::Sort);
        if (x.typeId() == QMetaType::Double)
            return x.toDouble() < y.toDouble();
        return x.toString() < y.toString();
    }
};

QString number(std::uint64_t n) {
    return QLocale().toString(qulonglong(n));
}

int percentOf(std::uint64_t v, std::uint64_t limit) {
    if (limit == 0)
        return 0;
    const double p = 100.0 * double(v) / double(limit);
    return int(std::min(p, 100.0));
}

void styleBar(QProgressBar *bar, bool over) {
    bar->setStyleSheet(over ? QStringLiteral("QProgressBar::chunk { background: #d9534f; }")
                            : QStringLiteral("QProgressBar::chunk { background: #5cb85c; }"));
}

} // namespace

Playground::Playground(models::Connection *connection, QWidget *parent)
    : QWidget(parent)
    , m_connection(connection) {
    setObjectName(QStringLiteral("CelPlayground"));
    m_runner = new models::celplay::CelRunner(this);
    m_evaluateTimer = new QTimer(this);
    m_evaluateTimer->setSingleShot(true);
    m_evaluateTimer->setInterval(250);
    connect(m_evaluateTimer, &QTimer::timeout, this, &Playground::evaluateNow);
    m_costModel = new models::celplay::CostModel(this);
    m_costProxy = new CostDisplay(this);
    m_costProxy->setSourceModel(m_costModel);

    // Top bar: context, version, rule age, examples, snippets, actions.
    m_contextLabel = new QLabel(this);
    m_context = new QComboBox(this);
    m_context->setObjectName(QStringLiteral("CelContext"));
    for (int i = 0; i < 4; ++i)
        m_context->addItem(QString());
    m_versionLabel = new QLabel(this);
    m_version = new QComboBox(this);
    m_version->setObjectName(QStringLiteral("CelVersion"));
    for (int m = 27; m <= 37; ++m)
        m_version->addItem(QStringLiteral("1.%1").arg(m), m);
    m_version->setCurrentIndex(m_version->count() - 1);
    m_ruleAge = new QComboBox(this);
    m_ruleAge->setObjectName(QStringLiteral("CelRuleAge"));
    m_ruleAge->addItem(QString());
    m_ruleAge->addItem(QString());
    m_enforceLimit = new QCheckBox(this);
    m_enforceLimit->setObjectName(QStringLiteral("CelEnforceLimit"));
    m_enforceLimit->setChecked(true);
    connect(m_enforceLimit, &QCheckBox::toggled, this, &Playground::scheduleEvaluation);
    m_examples = new QComboBox(this);
    m_examples->setObjectName(QStringLiteral("CelExamples"));
    m_save = new QPushButton(this);
    m_load = new QPushButton(this);
    m_cancel = new QPushButton(this);
    m_cancel->setObjectName(QStringLiteral("CelCancel"));
    m_cancel->setEnabled(false);
    m_serverButton = new QPushButton(this);
    m_serverButton->setObjectName(QStringLiteral("CelCheckServer"));
    auto *top = new QHBoxLayout;
    top->addWidget(m_contextLabel);
    top->addWidget(m_context);
    top->addWidget(m_versionLabel);
    top->addWidget(m_version);
    top->addWidget(m_ruleAge);
    top->addWidget(m_enforceLimit);
    top->addSpacing(12);
    top->addWidget(m_examples, 1);
    top->addWidget(m_load);
    top->addWidget(m_save);
    top->addWidget(m_cancel);
    top->addWidget(m_serverButton);

    // Left: expression and inputs.
    m_editor = new CelEditor(this);
    m_editor->setMinimumHeight(60);
    m_inputs = new QTabWidget(this);
    m_inputs->setObjectName(QStringLiteral("CelInputs"));
    auto yamlPane = [this](const char *name) {
        auto *e = new QPlainTextEdit(this);
        e->setObjectName(QLatin1String(name));
        QFont f = e->font();
        f.setFamily(QStringLiteral("monospace"));
        f.setStyleHint(QFont::Monospace);
        e->setFont(f);
        Highlighter::attach(Highlighter::Language::Yaml, e->document());
        connect(e, &QPlainTextEdit::textChanged, this, &Playground::scheduleEvaluation);
        return e;
    };
    m_schema = yamlPane("CelSchema");
    m_data = yamlPane("CelData");
    m_oldData = yamlPane("CelOldData");
    m_params = yamlPane("CelParams");
    m_request = yamlPane("CelRequest");
    m_objectSchema = yamlPane("CelObjectSchema");
    // Admission contexts: the kind object and oldObject are typed from.
    m_objectKindLabel = new QLabel(this);
    m_objectKind = new QLineEdit(this);
    m_objectKind->setObjectName(QStringLiteral("CelObjectKind"));
    m_objectKind->setPlaceholderText(QStringLiteral("apps/v1/Deployment"));
    m_loadKind = new QPushButton(this);
    m_loadKind->setObjectName(QStringLiteral("CelLoadKind"));
    m_kindStatus = new QLabel(this);
    m_kindStatus->setObjectName(QStringLiteral("CelKindStatus"));
    m_kindStatus->setWordWrap(true);
    m_kindBar = new QWidget(this);
    auto *kindRow = new QHBoxLayout(m_kindBar);
    kindRow->setContentsMargins(0, 0, 0, 0);
    kindRow->addWidget(m_objectKindLabel);
    kindRow->addWidget(m_objectKind, 1);
    kindRow->addWidget(m_loadKind);
    kindRow->addWidget(m_kindStatus, 2);
    connect(m_objectKind, &QLineEdit::returnPressed, this, &Playground::loadObjectSchema);
    connect(m_loadKind, &QPushButton::clicked, this, &Playground::loadObjectSchema);
    // The schema panes are read for completions and what-if bounds once typing pauses.
    m_schemaTimer = new QTimer(this);
    m_schemaTimer->setSingleShot(true);
    m_schemaTimer->setInterval(250);
    connect(m_schemaTimer, &QTimer::timeout, this, &Playground::refreshWhatIf);
    for (QPlainTextEdit *pane : {m_schema, m_objectSchema})
        connect(pane, &QPlainTextEdit::textChanged, m_schemaTimer, qOverload<>(&QTimer::start));
    auto *left = new QSplitter(Qt::Vertical, this);
    left->addWidget(m_editor);
    auto *inputsPage = new QWidget(this);
    auto *il = new QVBoxLayout(inputsPage);
    il->setContentsMargins(0, 0, 0, 0);
    il->addWidget(m_kindBar);
    il->addWidget(m_inputs, 1);
    left->addWidget(inputsPage);
    left->setStretchFactor(0, 1);
    left->setStretchFactor(1, 2);

    // Right: result, costs, details.
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("CelStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_value = new QPlainTextEdit(this);
    m_value->setObjectName(QStringLiteral("CelResult"));
    m_value->setReadOnly(true);
    m_value->setMaximumHeight(110);
    m_runtimeLabel = new QLabel(this);
    m_runtimeLabel->setObjectName(QStringLiteral("CelRuntimeLabel"));
    m_estimateLabel = new QLabel(this);
    m_estimateLabel->setObjectName(QStringLiteral("CelEstimateLabel"));
    m_runtimeBar = new QProgressBar(this);
    m_runtimeBar->setObjectName(QStringLiteral("CelRuntimeBar"));
    m_estimateBar = new QProgressBar(this);
    m_estimateBar->setObjectName(QStringLiteral("CelEstimateBar"));
    for (QProgressBar *b : {m_runtimeBar, m_estimateBar}) {
        b->setRange(0, 100);
        b->setTextVisible(false);
        b->setMaximumHeight(10);
    }
    m_notes = new QLabel(this);
    m_notes->setObjectName(QStringLiteral("CelNotes"));
    m_notes->setWordWrap(true);
    m_notes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_serverVerdict = new QLabel(this);
    m_serverVerdict->setObjectName(QStringLiteral("CelServerVerdict"));
    m_serverVerdict->setWordWrap(true);
    m_costTable = new QTableView(this);
    m_costTable->setObjectName(QStringLiteral("CelCostTable"));
    m_costTable->setModel(m_costProxy);
    m_costTable->setSortingEnabled(true);
    m_costTable->sortByColumn(cc::EstimatedMax, Qt::DescendingOrder);
    m_costTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_costTable->verticalHeader()->hide();
    m_costTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_costTable->horizontalHeader()->setSectionResizeMode(cc::Expression, QHeaderView::Stretch);
    m_whatIf = new QTableWidget(0, 3, this);
    m_whatIf->setObjectName(QStringLiteral("CelWhatIf"));
    m_whatIf->verticalHeader()->hide();
    m_whatIf->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_copySnippet = new QPushButton(this);
    m_copySnippet->setObjectName(QStringLiteral("CelCopySnippet"));
    auto *whatIfPage = new QWidget(this);
    auto *wl = new QVBoxLayout(whatIfPage);
    wl->setContentsMargins(0, 0, 0, 0);
    wl->addWidget(m_whatIf);
    wl->addWidget(m_copySnippet, 0, Qt::AlignRight);
    m_details = new QTabWidget(this);
    m_details->addTab(m_costTable, QString());
    m_details->addTab(whatIfPage, QString());
    m_mutation = new MutationPreview(this);
    m_mutation->setServer(m_connection, nullptr);
    m_details->addTab(m_mutation, QString());
    connect(m_mutation, &MutationPreview::patchKindChanged, this, &Playground::scheduleEvaluation);
    // The CRD-rule context from the cluster and the run over live objects.
    m_crdContext = new CrdContextPanel(connection, this, this);
    m_liveRun = new LiveRunPanel(connection, m_crdContext, this, this);
    m_details->addTab(m_crdContext, QString());
    m_details->addTab(m_liveRun, QString());
    connect(m_liveRun, &LiveRunPanel::objectRequested, this, &Playground::openObjectRequested);
    // Admission contexts: spec.variables and the authorizer's checks.
    m_variablesEditor = new VariablesEditor(this);
    m_authzTable = new AuthzTable(connection, this);
    m_details->addTab(m_authzTable, QString());
    connect(m_variablesEditor, &VariablesEditor::edited, this, &Playground::scheduleEvaluation);
    connect(m_authzTable, &AuthzTable::answersChanged, this, &Playground::evaluateNow);
    auto *right = new QWidget(this);
    auto *rl = new QVBoxLayout(right);
    rl->setContentsMargins(0, 0, 0, 0);
    rl->addWidget(m_status);
    rl->addWidget(m_value);
    rl->addWidget(m_runtimeLabel);
    rl->addWidget(m_runtimeBar);
    rl->addWidget(m_estimateLabel);
    rl->addWidget(m_estimateBar);
    rl->addWidget(m_notes);
    rl->addWidget(m_serverVerdict);
    rl->addWidget(m_details, 1);

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(split, 1);

    connect(m_editor, &QPlainTextEdit::textChanged, this, &Playground::scheduleEvaluation);
    for (QComboBox *c : {m_context, m_version, m_ruleAge})
        connect(c, &QComboBox::currentIndexChanged, this, [this] {
            retranslate();
            updateCompletions();
            scheduleEvaluation();
        });
    connect(m_examples, &QComboBox::activated, this, [this](int i) {
        if (i > 0)
            loadExample(i - 1);
    });
    connect(m_cancel, &QPushButton::clicked, this, &Playground::cancelEvaluation);
    connect(m_serverButton, &QPushButton::clicked, this, &Playground::checkOnServer);
    connect(m_save, &QPushButton::clicked, this, &Playground::saveSnippetToFile);
    connect(m_load, &QPushButton::clicked, this, &Playground::loadSnippetFromFile);
    connect(m_copySnippet, &QPushButton::clicked, this, &Playground::copySnippet);
    connect(m_runner, &models::celplay::CelRunner::started, this, [this] {
        m_cancel->setEnabled(true);
        m_status->setText(tr("Evaluating…"));
    });
    connect(m_runner, &models::celplay::CelRunner::finished, this, &Playground::showOutcome);
    connect(m_costTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (!current.isValid())
                    return m_editor->highlightSpan(-1, 0);
                m_editor->highlightSpan(current.data(cr::Start).toInt(), current.data(cr::Length).toInt());
            });
    connect(m_whatIf, &QTableWidget::cellChanged, this, [this] {
        if (!m_whatIfRefreshing)
            scheduleEvaluation();
    });
    retranslate();
    updateCompletions();
}

Playground::~Playground() {
    m_runner->cancel();
}

void Playground::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange) {
        m_read.clear(); // their errors are in the old language
        m_reading.clear();
        ++m_readGeneration;
        retranslate();
        resumeAfterReads(); // what waited for a read dropped just now
    }
    QWidget::changeEvent(event);
}

void Playground::retranslate() {
    m_contextLabel->setText(tr("Context:"));
    m_versionLabel->setText(tr("Kubernetes:"));
    m_context->setItemText(0, tr("CRD validation rule"));
    m_context->setItemText(1, tr("ValidatingAdmissionPolicy"));
    m_context->setItemText(2, tr("MutatingAdmissionPolicy"));
    m_context->setItemText(3, tr("Match condition"));
    m_ruleAge->setItemText(0, tr("new rule"));
    m_ruleAge->setItemText(1, tr("stored rule"));
    m_ruleAge->setToolTip(tr("A server compiles new or changed rules with the environment of its "
                             "compatibility version (one minor lower) and runs stored rules with its own."));
    m_enforceLimit->setText(tr("Stop at the limit"));
    m_enforceLimit->setToolTip(
        tr("Stop evaluating at the context's runtime budget, as the API server does. "
           "Off, the evaluation runs to the end to show the whole cost (Stop interrupts it)."));
    m_save->setText(tr("Save…"));
    m_load->setText(tr("Open…"));
    m_cancel->setText(tr("Stop"));
    m_serverButton->setText(tr("Check on server"));
    m_serverButton->setToolTip(tr("Submits the rule to the connected cluster in a dry-run create and shows "
                                  "the server's verdict next to "
                                  "Mado's. A policy typed as a kind is created for real, without a binding "
                                  "(it admits nothing), until the "
                                  "server has type-checked it, and is then deleted."));
    m_copySnippet->setText(tr("Copy schema snippet"));
    m_objectKindLabel->setText(tr("object typed as:"));
    m_loadKind->setText(tr("Load schema"));
    m_loadKind->setToolTip(
        tr("Reads the kind's OpenAPI schema from the connected cluster into the Object schema "
           "tab: object and oldObject are then typed from it, as the API server's policy type "
           "checker types them."));
    const bool crd = m_context->currentIndex() == 0;
    m_kindBar->setVisible(m_context->currentIndex() == 1 || m_context->currentIndex() == 2);
    {
        QSignalBlocker block(m_examples);
        const int current = m_examples->currentIndex();
        m_examples->clear();
        m_examples->addItem(tr("Examples…"));
        for (const auto &ex : models::celplay::examples())
            m_examples->addItem(ex.title());
        for (int i = 0; i < models::celplay::examples().size(); ++i)
            m_examples->setItemData(i + 1, models::celplay::examples()[i].description(), Qt::ToolTipRole);
        m_examples->setCurrentIndex(std::max(0, current));
    }
    while (m_inputs->count())
        m_inputs->removeTab(0);
    for (QWidget *w :
         {static_cast<QWidget *>(m_schema), static_cast<QWidget *>(m_data), static_cast<QWidget *>(m_oldData),
          static_cast<QWidget *>(m_params), static_cast<QWidget *>(m_request),
          static_cast<QWidget *>(m_objectSchema), static_cast<QWidget *>(m_variablesEditor)})
        w->hide();
    if (crd) {
        m_inputs->addTab(m_schema, tr("Schema of self"));
        m_inputs->addTab(m_data, QStringLiteral("self"));
        m_inputs->addTab(m_oldData, QStringLiteral("oldSelf"));
    } else {
        m_inputs->addTab(m_data, QStringLiteral("object"));
        m_inputs->addTab(m_oldData, QStringLiteral("oldObject"));
        if (m_context->currentIndex() != 3)
            m_inputs->addTab(m_params, QStringLiteral("params"));
        m_inputs->addTab(m_request, QStringLiteral("request"));
        if (m_context->currentIndex() != 3)
            m_inputs->addTab(m_variablesEditor, QStringLiteral("variables"));
        if (m_kindBar->isVisibleTo(this))
            m_inputs->addTab(m_objectSchema, tr("Object schema"));
    }
    m_details->setTabText(0, tr("Cost by sub-expression"));
    m_details->setTabText(1, tr("What if"));
    m_details->setTabText(2, tr("Mutation"));
    {
        const bool mutating = m_context->currentIndex() == 2;
        if (mutating && !m_details->isTabVisible(2))
            m_details->setCurrentIndex(2);
        m_details->setTabVisible(2, mutating);
    }
    m_details->setTabText(m_details->indexOf(m_crdContext), tr("CRD context"));
    m_details->setTabText(m_details->indexOf(m_liveRun), tr("Live objects"));
    m_details->setTabText(m_details->indexOf(m_authzTable), tr("Authorizer checks"));
    m_details->setTabVisible(m_details->indexOf(m_authzTable), !crd);
    m_whatIf->setHorizontalHeaderLabels({tr("Schema node"), tr("Bound"), tr("Value")});
    m_serverButton->setEnabled(m_context->currentIndex() <= 1);
    if (m_outcome.evaluated || !m_outcome.phase.isEmpty())
        showOutcome(m_outcome);
    else
        updateBars();
}

void Playground::setOptionalOldSelf(bool on) {
    m_optionalOldSelf = on;
    scheduleEvaluation();
}

int Playground::serverMinor() const {
    return m_version->currentData().toInt();
}

::cel::RuleAge Playground::ruleAge() const {
    return m_ruleAge->currentIndex() == 1 ? ::cel::RuleAge::Stored : ::cel::RuleAge::New;
}

void Playground::setExpression(const QString &expression) {
    m_editor->setPlainText(expression);
}

void Playground::setEnvironment(Environment environment) {
    m_context->setCurrentIndex(int(environment));
}

void Playground::setServerVersion(int minor, ::cel::RuleAge age) {
    m_version->setCurrentIndex(std::clamp(minor, 27, 37) - 27);
    m_ruleAge->setCurrentIndex(age == ::cel::RuleAge::New ? 0 : 1);
}

void Playground::setContextDocuments(const QString &schema, const QString &data, const QString &oldData) {
    m_schema->setPlainText(schema);
    m_data->setPlainText(data);
    m_oldData->setPlainText(oldData);
}

void Playground::openCrdRule(const QString &rule, const QString &nodeSchema, const QString &data) {
    setEnvironment(Environment::Crd);
    setContextDocuments(nodeSchema, data);
    setExpression(rule);
}

void Playground::scheduleEvaluation() {
    m_evaluateTimer->start();
}

void Playground::evaluateNow() {
    m_evaluateTimer->stop();
    // A large pane is read on the thread pool: the evaluation waits for it.
    m_evaluateAfterReads = !readPanes(requestPanes());
    if (m_evaluateAfterReads)
        return;
    if (m_schemaTimer->isActive()) { // the what-if bounds of the schema as it is now
        m_schemaTimer->stop();
        refreshWhatIf();
    }
    QString error;
    auto req = buildRequest(&error);
    if (!error.isEmpty()) {
        m_status->setText(error);
        return;
    }
    m_runner->runNow(req);
}

void Playground::cancelEvaluation() {
    m_evaluateTimer->stop();
    m_evaluateAfterReads = false;
    m_runner->cancel();
}

models::celplay::EvalRequest Playground::buildRequest(QString *inputError) {
    models::celplay::EvalRequest r;
    r.expression = m_editor->toPlainText();
    r.environment = Environment(std::max(0, m_context->currentIndex()));
    r.serverMinor = m_version->currentData().toInt();
    r.ruleAge = m_ruleAge->currentIndex() == 1 ? ::cel::RuleAge::Stored : ::cel::RuleAge::New;
    r.enforceLimit = m_enforceLimit->isChecked();
    r.optionalOldSelf = m_optionalOldSelf && r.environment == Environment::Crd;
    auto parse = [this, inputError](QPlainTextEdit *e, const QString &what) -> ::cel::json::NodeP {
        const ReadPane &read = readPane(e);
        if (!read.error.isEmpty())
            *inputError = tr("%1: %2").arg(what, read.error);
        return read.node;
    };
    const bool crd = r.environment == Environment::Crd;
    if (crd) {
        r.schema = parse(m_schema, tr("Schema of self"));
        // What-if bounds replace the schema's own.
        if (r.schema)
            for (int row = 0; row < m_whatIf->rowCount(); ++row) {
                auto *spin = qobject_cast<QSpinBox *>(m_whatIf->cellWidget(row, 2));
                if (spin && spin->value() > 0)
                    r.schema = models::celplay::withBound(
                        *r.schema, m_whatIf->item(row, 0)->data(Qt::UserRole).toString(),
                        m_whatIf->item(row, 1)->text(), std::uint64_t(spin->value()));
            }
        if (!r.schema && inputError->isEmpty())
            *inputError = tr("A CRD validation rule needs the schema of its node (the Schema of self tab).");
    }
    if (auto d = parse(m_data, crd ? QStringLiteral("self") : QStringLiteral("object")))
        r.variables[crd ? "self" : "object"] = d;
    if (auto d = parse(m_oldData, crd ? QStringLiteral("oldSelf") : QStringLiteral("oldObject")))
        r.variables[crd ? "oldSelf" : "oldObject"] = d;
    if (r.environment == Environment::ValidatingAdmissionPolicy ||
        r.environment == Environment::MutatingAdmissionPolicy) {
        r.objectSchema = objectSchemaNode();
        if (!r.objectSchema && !m_objectSchema->toPlainText().trimmed().isEmpty() && inputError->isEmpty())
            *inputError = tr("Object schema: not a YAML or JSON schema");
        r.objectKind = m_loadedKind.isEmpty() ? tr("the Object schema tab") : m_loadedKind;
    }
    if (r.environment == Environment::MutatingAdmissionPolicy)
        r.patchKind = m_mutation->patchKind();
    if (!crd) {
        if (auto d = parse(m_params, QStringLiteral("params")))
            r.variables["params"] = d;
        if (auto d = parse(m_request, QStringLiteral("request")))
            r.variables["request"] = d;
        if (r.environment != Environment::MatchConditions)
            r.policyVariables = m_variablesEditor->variables();
        r.authzAnswers = m_authzTable->answers();
    }
    return r;
}

void Playground::showOutcome(const models::celplay::EvalOutcome &o) {
    m_outcome = o;
    m_cancel->setEnabled(m_runner->isRunning());
    {
        std::vector<models::celplay::Diagnostic> marks = o.diagnostics;
        marks.insert(marks.end(), o.typeErrors.begin(), o.typeErrors.end());
        m_editor->setDiagnostics(marks);
    }
    m_editor->setCostRows(o.rows);
    m_costModel->setOutcome(o);
    m_variablesEditor->showOutcome(o);
    m_authzTable->showOutcome(o);
    if (!o.compiled) {
        QStringList lines;
        for (const auto &d : o.diagnostics)
            lines << (d.line > 0 ? tr("%1:%2: %3").arg(d.line).arg(d.column).arg(d.message) : d.message);
        m_status->setText(o.phase == QLatin1String("parse")
                              ? tr("Syntax error: %1").arg(lines.join(QLatin1Char('\n')))
                              : tr("Compile error: %1").arg(lines.join(QLatin1Char('\n'))));
        m_value->clear();
    } else if (o.interrupted) {
        m_status->setText(tr("Stopped after a runtime cost of %1.").arg(number(o.runtimeCost)));
        m_value->clear();
    } else if (!o.error.isEmpty()) {
        m_status->setText(tr("Type %1 — evaluation error: %2").arg(o.type, o.error));
        m_value->clear();
    } else {
        m_status->setText(tr("Type %1").arg(o.type));
        // A value may be a string of a GB: the pane shows its start (laying
        // out one line of a million characters takes the GUI thread seconds).
        constexpr qsizetype kShown = qsizetype(1) << 16;
        m_value->setPlainText(o.valueText.size() <= kShown
                                  ? o.valueText
                                  : o.valueText.left(kShown) + QLatin1Char('\n') +
                                        tr("… and %n more character(s), not shown.", nullptr,
                                           int(std::min<qsizetype>(o.valueText.size() - kShown, INT_MAX))));
    }
    if (o.compiled && !o.typeErrors.empty()) {
        QStringList lines;
        for (const auto &d : o.typeErrors)
            lines << (d.line > 0 ? tr("%1:%2: %3").arg(d.line).arg(d.column).arg(d.message) : d.message);
        m_status->setText(
            m_status->text() + QLatin1Char('\n') +
            tr("Type error against the object's schema: %1").arg(lines.join(QLatin1Char('\n'))));
    }
    if (m_context->currentIndex() == 2) {
        const QCborValue object = readPane(m_data).document; // a copy: objectSchemaNode() may add to m_read
        m_mutation->showOutcome(o, object.isMap() ? object : QCborValue(), objectSchemaNode());
    }
    updateBars();
    emit evaluated();
}

void Playground::updateBars() {
    const auto &o = m_outcome;
    const std::uint64_t runtimeLimit =
        ::cel::limits::runtimeBudget(Environment(std::max(0, m_context->currentIndex())));
    const std::uint64_t estimateLimit = ::cel::limits::kPerExpressionEstimatedLimit;
    if (o.evaluated) {
        m_runtimeLabel->setText(
            tr("Runtime cost %1 of %2 per evaluation").arg(number(o.runtimeCost), number(runtimeLimit)));
        m_runtimeBar->setValue(std::max(o.runtimeCost > 0 ? 1 : 0, percentOf(o.runtimeCost, runtimeLimit)));
        styleBar(m_runtimeBar, o.runtimeCost > runtimeLimit);
    } else {
        m_runtimeLabel->setText(tr("Runtime cost: —"));
        m_runtimeBar->setValue(0);
    }
    if (o.compiled) {
        m_estimateLabel->setText(
            tr("Estimated cost %1 to %2, limit %3 per rule")
                .arg(number(o.estimated.min), number(o.estimated.max), number(estimateLimit)));
        m_estimateBar->setValue(
            std::max(o.estimated.max > 0 ? 1 : 0, percentOf(o.estimated.max, estimateLimit)));
        styleBar(m_estimateBar, o.estimated.max > estimateLimit);
    } else {
        m_estimateLabel->setText(tr("Estimated cost: —"));
        m_estimateBar->setValue(0);
    }
    QStringList notes = o.notes;
    if (o.compiled && o.estimated.max > estimateLimit) {
        if (m_context->currentIndex() == 0)
            notes.prepend(
                tr("The API server would reject this rule: its estimated cost exceeds the limit of %1.")
                    .arg(number(estimateLimit)));
        for (const auto &h : o.hints) {
            if (!h.together.empty()) {
                QStringList nodes;
                for (const auto &[path, keyword] : h.together)
                    nodes << (path.isEmpty() ? QStringLiteral("self") : QStringLiteral("self.") + path) +
                                 QStringLiteral(" (") + keyword + QLatin1Char(')');
                notes
                    << tr("Why so high: no single bound is enough. With %1 on each of %2 the estimate is %3, "
                          "within the limit.")
                           .arg(number(h.suggested), nodes.join(QStringLiteral(", ")),
                                number(h.estimateWithBound.max));
                continue;
            }
            const QString node = h.path.isEmpty() ? QStringLiteral("self") : QStringLiteral("self.") + h.path;
            if (h.suggested > 0)
                notes << tr("Why so high: %1 has no %2. With %2: %3 the estimate is %4, within the limit.")
                             .arg(node, h.keyword, number(h.suggested), number(h.estimateWithBound.max));
            else
                notes << tr("%1 has no %2, but even %2: 1 leaves the estimate at %3.")
                             .arg(node, h.keyword, number(h.estimateWithOne.max));
        }
    }
    m_notes->setText(notes.join(QLatin1Char('\n')));
    m_notes->setVisible(!notes.isEmpty());
}

void Playground::updateCompletions() {
    const int minor = ::cel::environmentMinor(m_version->currentData().toInt(), m_ruleAge->currentIndex() == 1
                                                                                    ? ::cel::RuleAge::Stored
                                                                                    : ::cel::RuleAge::New);
    auto env = ::cel::Env::kubernetes(minor);
    QStringList words;
    for (const std::string &f : env->functionNames())
        if (!f.empty() && (std::isalpha(static_cast<unsigned char>(f[0])) != 0))
            words << QString::fromStdString(f);
    if (m_context->currentIndex() == 0) {
        words << QStringLiteral("self") << QStringLiteral("oldSelf");
        if (const ::cel::json::NodeP node = readPane(m_schema).node) {
            std::function<void(const ::cel::json::Node &)> walk = [&](const ::cel::json::Node &n) {
                if (const auto *props = n.get("properties"))
                    for (const auto &[name, child] : props->members) {
                        words << QString::fromStdString(name);
                        if (child)
                            walk(*child);
                    }
                if (const auto *items = n.get("items"))
                    walk(*items);
                if (const auto *ap = n.get("additionalProperties");
                    ap && ap->kind == ::cel::json::Node::Kind::Object)
                    walk(*ap);
            };
            walk(*node);
        }
    } else {
        words << QStringLiteral("object") << QStringLiteral("oldObject") << QStringLiteral("request")
              << QStringLiteral("namespaceObject") << QStringLiteral("authorizer");
        if (m_context->currentIndex() != 3)
            words << QStringLiteral("params") << QStringLiteral("variables");
        // Fields of the object's schema, one level of each type is enough to
        // offer every name the schema has.
        if (auto node = m_kindBar && m_kindBar->isVisibleTo(this) ? objectSchemaNode() : nullptr) {
            QSet<QString> seen;
            std::function<void(const ::cel::json::Node &, int)> walk = [&](const ::cel::json::Node &n,
                                                                           int depth) {
                if (depth > 12)
                    return;
                if (const auto *props = n.get("properties"))
                    for (const auto &[name, child] : props->members) {
                        const QString w = QString::fromStdString(name);
                        if (!seen.contains(w)) {
                            seen.insert(w);
                            words << w;
                        }
                        if (child)
                            walk(*child, depth + 1);
                    }
                if (const auto *items = n.get("items"))
                    walk(*items, depth + 1);
            };
            walk(*node, 0);
        }
    }
    m_editor->setCompletions(words);
}

void Playground::refreshWhatIf() {
    updateCompletions();
    const ::cel::json::NodeP node = readPane(m_schema).node;
    if (!node)
        return;
    const auto nodes = models::celplay::unboundedNodes(*node);
    m_whatIfRefreshing = true;
    m_whatIf->setRowCount(int(nodes.size()));
    for (int i = 0; i < int(nodes.size()); ++i) {
        const auto &[path, keyword] = nodes[std::size_t(i)];
        auto *pathItem =
            new QTableWidgetItem(path.isEmpty() ? QStringLiteral("self") : QStringLiteral("self.") + path);
        pathItem->setData(Qt::UserRole, path);
        pathItem->setFlags(Qt::ItemIsEnabled);
        auto *kw = new QTableWidgetItem(keyword);
        kw->setFlags(Qt::ItemIsEnabled);
        m_whatIf->setItem(i, 0, pathItem);
        m_whatIf->setItem(i, 1, kw);
        auto *spin = new QSpinBox(m_whatIf);
        spin->setRange(0, 100000000);
        spin->setSpecialValueText(tr("none"));
        connect(spin, &QSpinBox::valueChanged, this, &Playground::scheduleEvaluation);
        m_whatIf->setCellWidget(i, 2, spin);
    }
    m_whatIfRefreshing = false;
}

void Playground::copySnippet() {
    std::vector<std::pair<QString, std::pair<QString, std::uint64_t>>> bounds;
    for (int row = 0; row < m_whatIf->rowCount(); ++row) {
        auto *spin = qobject_cast<QSpinBox *>(m_whatIf->cellWidget(row, 2));
        if (spin && spin->value() > 0)
            bounds.push_back({m_whatIf->item(row, 0)->data(Qt::UserRole).toString(),
                              {m_whatIf->item(row, 1)->text(), std::uint64_t(spin->value())}});
    }
    if (bounds.empty())
        for (const auto &h : m_outcome.hints)
            if (h.suggested > 0) {
                if (h.together.empty())
                    bounds.push_back({h.path, {h.keyword, h.suggested}});
                for (const auto &[path, keyword] : h.together)
                    bounds.push_back({path, {keyword, h.suggested}});
                break;
            }
    QApplication::clipboard()->setText(models::celplay::boundsSnippet(bounds));
}

void Playground::setSchemaService(models::SchemaService *service, models::ApiCatalog *catalog) {
    m_schemas = service;
    m_catalog = catalog;
    m_mutation->setServer(m_connection, catalog);
}

void Playground::setObjectKind(const QString &kind) {
    m_objectKind->setText(kind);
    loadObjectSchema();
}

void Playground::setObjectSchema(const QString &schema) {
    m_loadedKind.clear();
    m_objectSchema->setPlainText(schema);
    scheduleEvaluation();
}

::cel::json::NodeP Playground::objectSchemaNode() {
    const ReadPane &read = readPane(m_objectSchema);
    return read.node && read.node->kind == ::cel::json::Node::Kind::Object ? read.node : nullptr;
}

Playground::ReadPane Playground::read(const QString &text) {
    ReadPane read{text, {}, nullptr, {}};
    if (text.trimmed().isEmpty())
        return read;
    auto doc = codecs::parseYaml(text.toUtf8());
    if (!doc) {
        read.error = doc.error().message;
        return read;
    }
    read.document = *doc;
    read.node = models::celbinding::toNode(*doc);
    return read;
}

const Playground::ReadPane &Playground::readPane(const QPlainTextEdit *pane) {
    ReadPane &last = m_read[pane];
    const QString text = pane->toPlainText();
    if (text == last.text) // a new entry holds "": right for an empty pane
        return last;
    if (text.size() < kReadHereCharacters) {
        if (!text.trimmed().isEmpty())
            ++m_paneReads;
        last = read(text);
        return last;
    }
    const auto reading = m_reading.constFind(pane);
    if (reading == m_reading.constEnd() || *reading != text) {
        m_reading.insert(pane, text);
        ++m_paneReads;
        kube::runOffThread(
            this, [text] { return read(text); },
            [this, pane, generation = m_readGeneration](ReadPane done) {
                if (generation != m_readGeneration)
                    return; // the language changed: read again for errors in the new one
                if (m_reading.value(pane) == done.text)
                    m_reading.remove(pane);
                const QString now = pane->toPlainText();
                if (m_read.value(pane).text != now) // never over a read of the text as it is
                    m_read.insert(pane, std::move(done));
                paneRead(pane);
            });
    }
    return last;
}

bool Playground::readPanes(const QList<const QPlainTextEdit *> &panes) {
    bool all = true;
    for (const QPlainTextEdit *pane : panes)
        all = readPane(pane).text == pane->toPlainText() && all;
    return all;
}

QList<const QPlainTextEdit *> Playground::requestPanes() const {
    const auto environment = Environment(std::max(0, m_context->currentIndex()));
    if (environment == Environment::Crd)
        return {m_schema, m_data, m_oldData};
    QList<const QPlainTextEdit *> panes{m_data, m_oldData, m_params, m_request};
    if (environment == Environment::ValidatingAdmissionPolicy ||
        environment == Environment::MutatingAdmissionPolicy)
        panes.append(m_objectSchema);
    return panes;
}

void Playground::paneRead(const QPlainTextEdit *pane) {
    if (pane == m_schema)
        refreshWhatIf(); // and the completions
    else if (pane == m_objectSchema)
        updateCompletions();
    resumeAfterReads();
}

void Playground::resumeAfterReads() {
    if (m_evaluateAfterReads)
        evaluateNow();
    if (m_checkAfterReads)
        checkOnServer();
}

void Playground::loadObjectSchema() {
    const auto gvk = models::celplay::parseKind(m_objectKind->text());
    if (!gvk) {
        m_kindStatus->setText(
            tr("Write the kind as GROUP/VERSION/KIND, e.g. apps/v1/Deployment (v1/Pod for the "
               "core group)."));
        return;
    }
    if (!m_schemas || !m_schemas->client()) {
        m_kindStatus->setText(tr("Not connected: connect to a cluster to read the schema of %1, or paste a "
                                 "schema into the Object schema tab.")
                                  .arg(models::celplay::kindText(*gvk)));
        return;
    }
    const int generation = ++m_kindLoads;
    m_kindStatus->setText(tr("Reading the schema of %1…").arg(models::celplay::kindText(*gvk)));
    models::SchemaLookup *lookup = m_schemas->lookup(gvk->groupVersion());
    connect(lookup, &models::SchemaLookup::finished, this, [this, lookup, gvk = *gvk, generation] {
        lookup->deleteLater();
        if (generation != m_kindLoads)
            return;
        const auto &r = lookup->result();
        if (!r) {
            m_kindStatus->setText(tr("Cannot read the schema of %1: %2")
                                      .arg(models::celplay::kindText(gvk), r.error().userMessage()));
            return;
        }
        // The resolved schema is written out on a worker thread (a pod's is large).
        QPointer<Playground> self(this);
        std::shared_ptr<const kube::OpenApiDocument> doc = *r;
        QThreadPool::globalInstance()->start([self, doc, gvk, generation] {
            const ::cel::json::NodeP node = models::celplay::objectSchema(*doc, gvk);
            const QByteArray json =
                node ? QByteArray::fromStdString(::cel::json::write(*node)) : QByteArray();
            const QByteArray pretty =
                json.isEmpty() ? QByteArray() : QJsonDocument::fromJson(json).toJson(QJsonDocument::Indented);
            QMetaObject::invokeMethod(
                qApp,
                [self, node, pretty, gvk, generation] {
                    if (!self || generation != self->m_kindLoads)
                        return;
                    const QString kind = models::celplay::kindText(gvk);
                    if (!node) {
                        self->m_kindStatus->setText(tr("The server has no schema for %1.").arg(kind));
                        return;
                    }
                    {
                        QSignalBlocker block(self->m_objectSchema);
                        self->m_objectSchema->setPlainText(QString::fromUtf8(pretty));
                    }
                    // Read already: its node is the one it was written from.
                    self->m_read[self->m_objectSchema] =
                        ReadPane{self->m_objectSchema->toPlainText(), {}, node, {}};
                    self->m_loadedKind = kind;
                    self->m_kindStatus->setText(tr("object and oldObject are typed as %1.").arg(kind));
                    self->updateCompletions();
                    self->scheduleEvaluation();
                },
                Qt::QueuedConnection);
        });
    });
}

void Playground::checkOnServer() {
    kube::Client *client = m_connection ? m_connection->client() : nullptr;
    if (!client) {
        m_serverVerdict->setText(
            tr("Not connected: connect to a cluster to check the rule on its API server."));
        return;
    }
    m_checkAfterReads = !readPanes(requestPanes());
    if (m_checkAfterReads)
        return;
    QString error;
    const auto req = buildRequest(&error);
    models::celplay::ServerCheckRequest check;
    check.expression = req.expression;
    check.environment =
        req.environment == Environment::Crd ? Environment::Crd : Environment::ValidatingAdmissionPolicy;
    check.schema = req.schema;
    // A policy typed against a kind the cluster serves: the server's own type check.
    if (req.objectSchema && !m_loadedKind.isEmpty() && m_catalog) {
        const auto gvk = models::celplay::parseKind(m_objectKind->text());
        if (gvk)
            for (const kube::ApiResource &res : m_catalog->catalog().resources)
                if (res.group == gvk->group && res.version == gvk->version && res.kind == gvk->kind &&
                    !res.name.contains(QLatin1Char('/'))) {
                    check.objectGroup = res.group;
                    check.objectVersion = res.version;
                    check.objectResource = res.name;
                    check.objectKind = m_loadedKind;
                    check.objectSchema = req.objectSchema;
                    break;
                }
    }
    const auto local = models::celplay::localVerdict(check, req.serverMinor);
    if (m_check)
        m_check->abandon();
    m_check = models::celplay::ServerCheck::start(client, check);
    m_serverVerdict->setText(tr("Asking the server…"));
    connect(m_check, &models::celplay::ServerCheck::finished, this, [this, local] {
        auto *c = std::exchange(m_check, nullptr);
        c->deleteLater();
        const auto &r = c->result();
        if (!r) {
            m_serverVerdict->setText(tr("Server check failed: %1").arg(r.error().userMessage()));
            return;
        }
        auto verdict = [](const models::celplay::Verdict &v) {
            QString text =
                v.accepted ? tr("accepted") : tr("rejected: %1").arg(v.reasons.join(QStringLiteral("; ")));
            if (v.typeChecked)
                text += v.warnings.isEmpty()
                            ? tr("; type check clean")
                            : tr("; type-check warnings: %1").arg(v.warnings.join(QStringLiteral("; ")));
            return text;
        };
        m_serverVerdict->setText(tr("Server: %1\nMado: %2").arg(verdict(*r), verdict(local)));
    });
}

void Playground::loadExample(int index) {
    const auto &ex = models::celplay::examples().at(index);
    m_context->setCurrentIndex(int(ex.environment));
    m_schema->setPlainText(ex.schemaYaml);
    m_data->setPlainText(ex.dataYaml);
    m_oldData->setPlainText(ex.environment == Environment::Crd ? ex.dataYaml : QString());
    m_editor->setPlainText(ex.expression);
    if (!ex.objectKind.isEmpty())
        setObjectKind(ex.objectKind);
}

void Playground::saveSnippetToFile() {
    const QString path = QFileDialog::getSaveFileName(this, tr("Save CEL snippet"), QString(),
                                                      tr("CEL snippets (*.celsnippet.json)"));
    if (path.isEmpty())
        return;
    models::celplay::Snippet s;
    s.expression = m_editor->toPlainText();
    static const char *const names[] = {"crd", "vap", "mutating", "match"};
    s.environment = QLatin1String(names[std::max(0, m_context->currentIndex())]);
    s.serverMinor = m_version->currentData().toInt();
    s.storedRule = m_ruleAge->currentIndex() == 1;
    s.schemaYaml = m_schema->toPlainText();
    s.dataYaml = m_data->toPlainText();
    s.oldDataYaml = m_oldData->toPlainText();
    mado::OutputFile f(path); // a temporary file renamed on commit: a crash keeps the old snippet whole
    if (!f.open() || f.device().write(models::celplay::saveSnippet(s)) < 0 || !f.commit())
        m_status->setText(tr("Cannot save %1: %2").arg(path, mado::fileErrorText(f.device())));
}

void Playground::loadSnippetFromFile() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Open CEL snippet"), QString(),
                                                      tr("CEL snippets (*.celsnippet.json)"));
    if (path.isEmpty())
        return;
    QFile f(path);
    models::celplay::Snippet s;
    QString tooLarge;
    const auto text = f.open(QIODevice::ReadOnly) ? mado::readInputFile(f, path, &tooLarge) : std::nullopt;
    if (!text || !models::celplay::loadSnippet(*text, &s)) {
        m_status->setText(tooLarge.isEmpty() ? tr("Cannot open %1: not a CEL snippet").arg(path) : tooLarge);
        return;
    }
    const auto env = ::cel::limits::parseEnvironment(s.environment.toStdString());
    m_context->setCurrentIndex(int(env.value_or(Environment::Crd)));
    setServerVersion(s.serverMinor, s.storedRule ? ::cel::RuleAge::Stored : ::cel::RuleAge::New);
    setContextDocuments(s.schemaYaml, s.dataYaml, s.oldDataYaml);
    setExpression(s.expression);
}

} // namespace views::cel
