#include "views/patch/patchcomposer.h"

#include "codecs/json.h"
#include "codecs/yaml.h"
#include "kube/offthread.h"
#include "models/objectfetch.h"
#include "models/patch/patchtext.h"
#include "views/highlighter.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTextBlock>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace views {

using models::patch::ChangeCause;
using models::patch::DiffRow;

namespace {

const QColor kPatchColor(0xd4, 0xf4, 0xd4);     // green: what the patch asked for
const QColor kDefaultColor(0xd6, 0xe6, 0xff);   // blue: server defaults
const QColor kAdmissionColor(0xff, 0xe4, 0xc2); // orange: admission
const QColor kRemovedColor(0xff, 0xd7, 0xd7);   // red: removed

QColor causeColor(std::optional<ChangeCause> cause) {
    if (!cause || *cause == ChangeCause::Patch)
        return kPatchColor;
    return *cause == ChangeCause::Default ? kDefaultColor : kAdmissionColor;
}

QPlainTextEdit *codePane(QWidget *parent, bool readOnly) {
    auto *e = new QPlainTextEdit(parent);
    e->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    e->setReadOnly(readOnly);
    e->setLineWrapMode(QPlainTextEdit::NoWrap);
    return e;
}

} // namespace

PatchComposer::PatchComposer(kube::Client *client, models::SchemaService *schemas, QWidget *parent)
    : QWidget(parent)
    , m_session(new models::patch::PatchSession(client, this))
    , m_validateTimer(new QTimer(this)) {
    m_session->setSchemaService(schemas);
    auto *top = new QVBoxLayout(this);
    m_title = new QLabel(this);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    top->addWidget(m_title);

    // Options.
    auto *options = new QHBoxLayout;
    m_typeLabel = new QLabel(this);
    m_type = new QComboBox(this);
    for (int i = 0; i < 4; ++i)
        m_type->addItem(QString());
    m_type->setCurrentIndex(int(kube::PatchType::Strategic));
    m_validationLabel = new QLabel(this);
    m_validation = new QComboBox(this);
    for (const char *v : {"Strict", "Warn", "Ignore"})
        m_validation->addItem(QString::fromLatin1(v));
    m_managerLabel = new QLabel(this);
    m_manager = new QLineEdit(QStringLiteral("mado"), this);
    m_manager->setMaximumWidth(160);
    m_force = new QCheckBox(this);
    m_pin = new QCheckBox(this);
    options->addWidget(m_typeLabel);
    options->addWidget(m_type);
    options->addWidget(m_validationLabel);
    options->addWidget(m_validation);
    options->addWidget(m_managerLabel);
    options->addWidget(m_manager);
    options->addWidget(m_force);
    options->addWidget(m_pin);
    options->addStretch();
    top->addLayout(options);

    m_pages = new QStackedWidget(this);
    top->addWidget(m_pages, 1);

    // Page 0: compose and preview.
    auto *compose = new QSplitter(Qt::Vertical, m_pages);
    auto *inputs = new QWidget(compose);
    auto *il = new QVBoxLayout(inputs);
    il->setContentsMargins(0, 0, 0, 0);
    m_inputTabs = new QTabWidget(inputs);
    auto *writePage = new QWidget(m_inputTabs);
    auto *wl = new QVBoxLayout(writePage);
    m_editor = codePane(writePage, false);
    Highlighter::attach(Highlighter::Language::Json, m_editor->document());
    m_problems = new QLabel(writePage);
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(QStringLiteral("color: #b00020"));
    wl->addWidget(m_editor, 1);
    wl->addWidget(m_problems);
    m_inputTabs->addTab(writePage, QString());
    auto *copyPage = new QWidget(m_inputTabs);
    auto *cl = new QVBoxLayout(copyPage);
    m_copy = codePane(copyPage, false);
    Highlighter::attach(Highlighter::Language::Yaml, m_copy->document());
    m_copyNote = new QLabel(copyPage);
    m_copyNote->setWordWrap(true);
    cl->addWidget(m_copy, 1);
    cl->addWidget(m_copyNote);
    m_inputTabs->addTab(copyPage, QString());
    il->addWidget(m_inputTabs, 1);
    auto *buttons = new QHBoxLayout;
    m_templateButton = new QPushButton(inputs);
    m_deriveButton = new QPushButton(inputs);
    m_previewButton = new QPushButton(inputs);
    m_writeButton = new QPushButton(inputs);
    m_managedButton = new QPushButton(inputs);
    m_noise = new QCheckBox(inputs);
    m_reveal = new QCheckBox(inputs);
    buttons->addWidget(m_templateButton);
    buttons->addWidget(m_deriveButton);
    buttons->addStretch();
    buttons->addWidget(m_noise);
    buttons->addWidget(m_reveal);
    buttons->addWidget(m_managedButton);
    buttons->addWidget(m_previewButton);
    buttons->addWidget(m_writeButton);
    il->addLayout(buttons);

    auto *previewBox = new QWidget(compose);
    auto *pl = new QVBoxLayout(previewBox);
    pl->setContentsMargins(0, 0, 0, 0);
    m_status = new QLabel(previewBox);
    m_status->setWordWrap(true);
    m_legend = new QLabel(previewBox);
    m_legend->setTextFormat(Qt::RichText);
    m_error = new QLabel(previewBox);
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setStyleSheet(QStringLiteral("color: #b00020"));
    m_warnings = new QLabel(previewBox);
    m_warnings->setWordWrap(true);
    m_warnings->setStyleSheet(QStringLiteral("color: #8a5a00"));
    pl->addWidget(m_status);
    pl->addWidget(m_error);
    pl->addWidget(m_warnings);
    m_conflicts = new QTreeWidget(previewBox);
    m_conflicts->setColumnCount(3);
    m_conflicts->setRootIsDecorated(false);
    m_conflicts->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_conflicts->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_resolveButton = new QPushButton(previewBox);
    pl->addWidget(m_conflicts);
    pl->addWidget(m_resolveButton, 0, Qt::AlignLeft);
    m_conflicts->hide(); // shown with an apply's conflicts only
    m_resolveButton->hide();
    auto *sides = new QSplitter(Qt::Horizontal, previewBox);
    auto column = [sides](QLabel *&caption, QPlainTextEdit *&pane) {
        auto *w = new QWidget(sides);
        auto *l = new QVBoxLayout(w);
        l->setContentsMargins(0, 0, 0, 0);
        caption = new QLabel(w);
        pane = codePane(w, true);
        l->addWidget(caption);
        l->addWidget(pane, 1);
    };
    column(m_leftCaption, m_left);
    column(m_rightCaption, m_right);
    connect(m_left->verticalScrollBar(), &QScrollBar::valueChanged, m_right->verticalScrollBar(),
            &QScrollBar::setValue);
    connect(m_right->verticalScrollBar(), &QScrollBar::valueChanged, m_left->verticalScrollBar(),
            &QScrollBar::setValue);
    pl->addWidget(m_legend);
    pl->addWidget(sides, 3);
    m_changes = new QTreeWidget(previewBox);
    m_changes->setColumnCount(3);
    m_changes->setRootIsDecorated(false);
    m_changes->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_changes->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    pl->addWidget(m_changes, 1);
    compose->addWidget(inputs);
    compose->addWidget(previewBox);
    compose->setStretchFactor(1, 2);
    m_pages->addWidget(compose);

    // Page 1: confirm.
    auto *confirm = new QWidget(m_pages);
    auto *fl = new QVBoxLayout(confirm);
    m_confirmText = new QLabel(confirm);
    m_confirmText->setWordWrap(true);
    auto *confirmSides = new QSplitter(Qt::Horizontal, confirm);
    m_confirmLeft = codePane(confirmSides, true);
    m_confirmRight = codePane(confirmSides, true);
    auto *fb = new QHBoxLayout;
    m_backButton = new QPushButton(confirm);
    m_confirmButton = new QPushButton(confirm);
    fb->addStretch();
    fb->addWidget(m_backButton);
    fb->addWidget(m_confirmButton);
    fl->addWidget(m_confirmText);
    fl->addWidget(confirmSides, 1);
    fl->addLayout(fb);
    m_pages->addWidget(confirm);

    // Page 2: result.
    auto *result = new QWidget(m_pages);
    auto *rl = new QVBoxLayout(result);
    m_resultText = new QLabel(result);
    m_resultText->setWordWrap(true);
    auto *resultSides = new QSplitter(Qt::Horizontal, result);
    m_resultLeft = codePane(resultSides, true);
    m_resultRight = codePane(resultSides, true);
    m_againButton = new QPushButton(result);
    rl->addWidget(m_resultText);
    rl->addWidget(resultSides, 1);
    rl->addWidget(m_againButton, 0, Qt::AlignRight);
    m_pages->addWidget(result);

    m_validateTimer->setSingleShot(true);
    m_validateTimer->setInterval(150);
    connect(m_validateTimer, &QTimer::timeout, this, &PatchComposer::validate);
    // Every change of the composition disables Preview until its check (on
    // the thread pool, once typing pauses) says it can be sent.
    auto edited = [this] {
        m_validateTimer->start();
        updateButtons();
    };
    connect(m_editor, &QPlainTextEdit::textChanged, this, edited);
    connect(m_type, &QComboBox::currentIndexChanged, this, &PatchComposer::onTypeChanged);
    for (QCheckBox *b : {m_force, m_pin})
        connect(b, &QCheckBox::toggled, this, edited);
    connect(m_validation, &QComboBox::currentIndexChanged, this, edited);
    connect(m_manager, &QLineEdit::textChanged, this, edited);
    connect(m_templateButton, &QPushButton::clicked, this, [this] {
        setPatchText(
            QString::fromUtf8(models::patch::PatchText::templateFor(composition().type, m_session->live())));
    });
    connect(m_deriveButton, &QPushButton::clicked, this, &PatchComposer::deriveFromCopy);
    connect(m_previewButton, &QPushButton::clicked, this, &PatchComposer::preview);
    connect(m_writeButton, &QPushButton::clicked, this, &PatchComposer::requestWrite);
    connect(m_confirmButton, &QPushButton::clicked, this, &PatchComposer::confirmWrite);
    connect(m_backButton, &QPushButton::clicked, this, [this] { m_pages->setCurrentIndex(0); });
    connect(m_againButton, &QPushButton::clicked, this, [this] {
        m_pages->setCurrentIndex(0);
        updateButtons();
    });
    connect(m_resolveButton, &QPushButton::clicked, this, &PatchComposer::resolveConflicts);
    connect(m_managedButton, &QPushButton::clicked, this, &PatchComposer::showManagedFields);
    auto represent = [this] {
        m_session->represent({m_noise->isChecked(), m_reveal->isChecked()});
    };
    connect(m_noise, &QCheckBox::toggled, this, represent);
    connect(m_reveal, &QCheckBox::toggled, this, represent);
    connect(m_reveal, &QCheckBox::toggled, this, [this] {
        // A Secret's copy follows the checkbox while it is not edited.
        if (models::ObjectFetch::isSecretDocument(m_session->live()) && m_copy->toPlainText() == m_copyShown)
            fillCopy();
        updateShareChoices();
    });

    connect(m_session, &models::patch::PatchSession::liveLoaded, this, [this] {
        fillCopy();
        if (m_editor->toPlainText().isEmpty())
            setPatchText(QString::fromUtf8(
                models::patch::PatchText::templateFor(composition().type, m_session->live())));
        retranslate();
        updateButtons();
    });
    connect(m_session, &models::patch::PatchSession::derived, this, [this] {
        const auto &d = m_session->derivation();
        setPatchText(QString::fromUtf8(models::patch::patchText(
            composition().type, models::patch::derivedPatch(d, composition().type))));
        if (composition().type == kube::PatchType::Apply && !d.apply.removedPaths.isEmpty())
            m_copyNote->setText(
                tr("Server-side apply cannot remove fields this manager never owned: %1. Use a "
                   "merge or strategic merge patch to remove them.")
                    .arg(d.apply.removedPaths.join(QStringLiteral(", "))));
        else
            m_copyNote->setText(d.empty ? tr("The copy equals the live object: there is nothing to derive.")
                                        : tr("Derived from the edited copy."));
        m_inputTabs->setCurrentIndex(0);
    });
    connect(m_session, &models::patch::PatchSession::previewed, this, &PatchComposer::showPreview);
    connect(m_session, &models::patch::PatchSession::written, this, [this] {
        const auto &p = m_session->lastPreview();
        m_resultText->setText(
            tr("Written. The object now has resourceVersion %1; %n field(s) changed.", nullptr,
               int(p.changes.size()))
                .arg(m_session->live()[QLatin1String("metadata")][QLatin1String("resourceVersion")]
                         .toString()));
        fillDiff(m_resultLeft, m_resultRight, p);
        m_pages->setCurrentIndex(2);
        emit writeShown();
    });
    connect(m_session, &models::patch::PatchSession::failed, this, &PatchComposer::showError);
    // A state change can bring a new live object (loaded, written): check against it.
    connect(m_session, &models::patch::PatchSession::stateChanged, this, &PatchComposer::validate);
    retranslate();
    onTypeChanged();
}

void PatchComposer::open(const kube::ApiResource &resource, const QString &namespace_, const QString &name,
                         bool customResource) {
    m_resource = resource;
    m_session->setTarget(resource, namespace_, name, customResource);
    if (customResource && composition().type == kube::PatchType::Strategic)
        setPatchType(kube::PatchType::Merge);
    m_session->loadLive();
    retranslate();
}

models::patch::Composition PatchComposer::composition() const {
    models::patch::Composition c;
    c.type = kube::PatchType(m_type->currentIndex());
    c.text = m_editor->toPlainText().toUtf8();
    c.pinResourceVersion = m_pin->isChecked();
    c.fieldValidation = kube::FieldValidation(m_validation->currentIndex());
    c.fieldManager = m_manager->text().trimmed();
    c.force = c.type == kube::PatchType::Apply && m_force->isChecked();
    return c;
}

void PatchComposer::setPatchType(kube::PatchType type) {
    m_type->setCurrentIndex(int(type));
}

void PatchComposer::setPatchText(const QString &text) {
    m_editor->setPlainText(text);
    validate();
}

QString PatchComposer::validationText() const {
    return m_problems->text();
}

int PatchComposer::page() const {
    return m_pages->currentIndex();
}

void PatchComposer::onTypeChanged() {
    const kube::PatchType t = composition().type;
    m_force->setEnabled(t == kube::PatchType::Apply);
    Highlighter::attach(t == kube::PatchType::Apply ? Highlighter::Language::Yaml
                                                    : Highlighter::Language::Json,
                        m_editor->document());
    validate();
    updateButtons();
}

void PatchComposer::validate() {
    m_validateTimer->stop();
    m_validated.reset();
    updateButtons();
    const models::patch::Composition c = composition();
    const quint64 run = ++m_validationRun;
    // A large patch takes tens of milliseconds to check: never on the GUI thread.
    kube::runOffThread(
        this,
        [c, context = m_session->refusalContext()] {
            return models::patch::PatchSession::validate(c, context);
        },
        [this, c, run](const models::patch::Validation &v) {
            if (run != m_validationRun)
                return; // the composition or the live object changed since
            QStringList lines;
            // The first few problems, then their count: a patch of thousands of bad
            // operations gave a label of thousands of lines that pushed the editor away.
            constexpr qsizetype kShown = 5;
            for (const auto &d : v.problems.first(std::min(kShown, v.problems.size())))
                lines.append(d.line > 0 ? tr("Line %1: %2").arg(d.line).arg(d.message) : d.message);
            if (v.problems.size() > kShown)
                lines.append(tr("… and %n more problem(s).", nullptr, int(v.problems.size() - kShown)));
            if (lines.isEmpty() && !v.refusal.isEmpty())
                lines.append(v.refusal);
            m_problems->setText(lines.join(QLatin1Char('\n')));
            m_validated.emplace(c, v.refusal);
            updateButtons();
            emit validated();
        });
}

QString PatchComposer::copyNote() const {
    return m_copyNote->text();
}

bool PatchComposer::isValidated() const {
    return m_validated && m_validated->first == composition() && !m_validateTimer->isActive();
}

void PatchComposer::updateButtons() {
    const models::patch::Composition c = composition();
    const auto state = m_session->state();
    const bool busy = state == models::patch::PatchSession::State::Loading ||
                      state == models::patch::PatchSession::State::Previewing ||
                      state == models::patch::PatchSession::State::Writing;
    const bool sendable = m_validated && m_validated->first == c && m_validated->second.isEmpty();
    m_previewButton->setEnabled(!busy && m_session->live().isMap() && sendable);
    m_writeButton->setEnabled(!busy && m_session->canWrite(c));
    m_deriveButton->setEnabled(!busy && m_session->live().isMap());
    m_templateButton->setEnabled(m_session->live().isMap());
    m_managedButton->setEnabled(m_session->live().isMap());
    m_confirmButton->setEnabled(!busy && m_session->canWrite(c));
}

namespace {
/// The edited copy read as a document, or why it does not read.
struct ReadCopy {
    QCborValue document;
    QString error;
};
} // namespace

void PatchComposer::deriveFromCopy() {
    // The copy of a large object is megabytes of YAML: read on the thread pool
    // (a 680 KB copy took 130 ms), then derived there by the session.
    const quint64 run = ++m_copyRun;
    kube::runOffThread(
        this,
        [text = m_copy->toPlainText().toUtf8()] {
            auto doc = codecs::parseYaml(text);
            return doc ? ReadCopy{*doc, {}} : ReadCopy{{}, doc.error().message};
        },
        [this, run](const ReadCopy &read) {
            if (run != m_copyRun)
                return; // derived again since
            if (!read.error.isEmpty()) {
                m_copyNote->setText(read.error);
                return;
            }
            m_session->derive(read.document);
        });
}

void PatchComposer::preview() {
    m_error->clear();
    m_warnings->clear();
    m_conflicts->clear();
    m_conflicts->hide();
    m_resolveButton->hide();
    m_status->setText(tr("Sending the patch as a dry run…"));
    m_session->preview(composition(), {m_noise->isChecked(), m_reveal->isChecked()});
}

void PatchComposer::fillDiff(QPlainTextEdit *left, QPlainTextEdit *right,
                             const models::patch::Preview &preview) {
    QStringList l, r;
    QList<QPair<int, QColor>> lmarks, rmarks;
    for (const DiffRow &row : preview.rows) {
        const int line = int(l.size());
        l.append(row.left);
        r.append(row.right);
        switch (row.kind) {
        case DiffRow::Kind::Same:
            break;
        case DiffRow::Kind::Removed:
            lmarks.append({line, kRemovedColor});
            break;
        case DiffRow::Kind::Added:
            rmarks.append({line, causeColor(row.cause)});
            break;
        case DiffRow::Kind::Changed:
            lmarks.append({line, kRemovedColor});
            rmarks.append({line, causeColor(row.cause)});
            break;
        }
    }
    auto paint = [](QPlainTextEdit *pane, const QStringList &lines, const QList<QPair<int, QColor>> &marks) {
        pane->setPlainText(lines.join(QLatin1Char('\n')));
        QList<QTextEdit::ExtraSelection> sels;
        for (const auto &[line, color] : marks) {
            QTextEdit::ExtraSelection s;
            s.cursor = QTextCursor(pane->document()->findBlockByNumber(line));
            s.format.setBackground(color);
            s.format.setProperty(QTextFormat::FullWidthSelection, true);
            sels.append(s);
        }
        pane->setExtraSelections(sels);
    };
    paint(left, l, lmarks);
    paint(right, r, rmarks);
    // Scroll both to the first change.
    const auto first = std::find_if(preview.rows.begin(), preview.rows.end(),
                                    [](const DiffRow &row) { return row.kind != DiffRow::Kind::Same; });
    if (first != preview.rows.end()) {
        const int line = int(first - preview.rows.begin());
        for (QPlainTextEdit *pane : {left, right}) {
            QTextCursor c(pane->document()->findBlockByNumber(std::max(0, line - 3)));
            pane->setTextCursor(c);
            pane->centerCursor();
        }
    }
}

void PatchComposer::showPreview() {
    const auto &p = m_session->lastPreview();
    const auto &result = m_session->lastResult();
    m_error->clear();
    const QString asked = tr("Dry run: %n change(s) the patch asked for", nullptr, p.patchChanges);
    const QString byServer = tr("%n change(s) by the server (defaults, admission)", nullptr, p.serverChanges);
    m_status->setText(p.folded ? tr("%1; %2 (resourceVersion, generation and managedFields folded)",
                                    "the dry run's two change counts")
                                     .arg(asked, byServer)
                               : tr("%1; %2", "the dry run's two change counts").arg(asked, byServer));
    m_warnings->setText(result.warnings.isEmpty() ? QString()
                                                  : tr("Warnings from the server:") + QLatin1Char('\n') +
                                                        result.warnings.join(QLatin1Char('\n')));
    fillDiff(m_left, m_right, p);
    m_changes->clear();
    for (const auto &c : p.changes) {
        auto *item = new QTreeWidgetItem(m_changes);
        item->setText(0, c.pathText);
        item->setText(1, c.after ? models::patch::PreviewText::causeName(c.cause) : tr("removed"));
        item->setText(2, c.owners.join(QStringLiteral(", ")));
        item->setBackground(1, c.after ? causeColor(c.cause) : kRemovedColor);
    }
    m_conflicts->hide();
    m_resolveButton->hide();
    updateButtons();
    emit previewShown();
}

void PatchComposer::showError(const QString &message) {
    m_status->clear();
    m_error->setText(message);
    const auto &e = m_session->lastError();
    m_conflicts->clear();
    const bool conflicts = e && !e->conflicts.isEmpty() && composition().type == kube::PatchType::Apply;
    if (conflicts) {
        for (const kube::ApplyConflict &c : e->conflicts) {
            auto *item = new QTreeWidgetItem(m_conflicts, {c.field, c.manager});
            auto *choice = new QComboBox(m_conflicts);
            choice->addItems({tr("Force: take the field over"), tr("Drop it from the configuration"),
                              tr("Share it: apply the value it has now")});
            m_conflicts->setItemWidget(item, 2, choice);
        }
    }
    updateShareChoices();
    m_conflicts->setVisible(conflicts);
    m_resolveButton->setVisible(conflicts);
    updateButtons();
    emit errorShown(message);
}

void PatchComposer::fillCopy() {
    // Written as YAML on the thread pool (about 100 ms for an object of 1.5 MB).
    // A Secret's values show as fingerprint masks until revealed; deriving
    // puts the live value back wherever a mask is left as it was.
    const quint64 run = ++m_copyWrites;
    kube::runOffThread(
        this,
        [live = m_session->live(), reveal = m_reveal->isChecked()] {
            QCborValue copy = models::patch::editableCopy(live);
            if (!reveal && models::ObjectFetch::isSecretDocument(copy))
                copy = models::ObjectFetch::maskSecret(copy, {}, models::ObjectFetch::MaskStyle::Fingerprint);
            return QString::fromUtf8(codecs::toYaml(copy));
        },
        [this, run](const QString &text) {
            if (run != m_copyWrites) // loaded again since
                return;
            m_copy->setPlainText(text);
            m_copyShown = text;
        });
}

bool PatchComposer::isMaskedSecretValue(const QString &field) const {
    if (m_reveal->isChecked() || !models::ObjectFetch::isSecretDocument(m_session->live()))
        return false;
    for (const QLatin1String prefix : {QLatin1String(".data"), QLatin1String(".stringData"),
                                       QLatin1String(".metadata.annotations.kubectl.kubernetes.io/"
                                                     "last-applied-configuration")}) {
        if (field == prefix || field.startsWith(prefix + QLatin1Char('.')) ||
            field.startsWith(prefix + QLatin1Char('[')))
            return true;
    }
    return field == QLatin1String(".metadata.annotations") || field == QLatin1String(".metadata");
}

void PatchComposer::updateShareChoices() {
    // Sharing copies the live value into the configuration, in the editor's
    // plain text: not for a Secret value that is masked.
    const auto &e = m_session->lastError();
    for (int i = 0; i < m_conflicts->topLevelItemCount(); ++i) {
        QComboBox *combo = conflictChoice(i);
        auto *model = combo ? qobject_cast<QStandardItemModel *>(combo->model()) : nullptr;
        if (!model || !e || i >= e->conflicts.size())
            continue;
        const bool masked = isMaskedSecretValue(e->conflicts[i].field);
        QStandardItem *share = model->item(2);
        share->setEnabled(!masked);
        share->setToolTip(masked ? tr("Reveal secret values to share this one: sharing copies the live "
                                      "value into the configuration.")
                                 : QString());
    }
}

QString PatchComposer::errorText() const {
    return m_error->text();
}

QComboBox *PatchComposer::conflictChoice(int row) const {
    return qobject_cast<QComboBox *>(m_conflicts->itemWidget(m_conflicts->topLevelItem(row), 2));
}

void PatchComposer::setResolution(int row, int resolution) {
    if (QComboBox *combo = conflictChoice(row))
        combo->setCurrentIndex(resolution);
}

void PatchComposer::resolveConflicts() {
    const auto &e = m_session->lastError();
    if (!e || e->conflicts.isEmpty())
        return;
    QList<models::patch::Resolution> choices;
    for (int i = 0; i < m_conflicts->topLevelItemCount(); ++i) {
        QComboBox *combo = conflictChoice(i);
        choices.append(models::patch::Resolution(combo ? combo->currentIndex() : 0));
        if (choices.last() == models::patch::Resolution::Share && i < e->conflicts.size() &&
            isMaskedSecretValue(e->conflicts[i].field)) {
            m_error->setText(tr("The field %1 holds a Secret value, which is masked: reveal secret values "
                                "to share it, or force or drop it.")
                                 .arg(e->conflicts[i].field));
            return;
        }
    }
    const auto checked = models::patch::PatchText::check(kube::PatchType::Apply, composition().text);
    const auto resolved =
        models::patch::resolveConflicts(checked.document, m_session->live(), e->conflicts, choices);
    setPatchText(QString::fromUtf8(models::patch::patchText(kube::PatchType::Apply, resolved.config)));
    m_force->setChecked(resolved.force);
    preview();
}

void PatchComposer::requestWrite() {
    if (!m_session->canWrite(composition()))
        return;
    const auto &p = m_session->lastPreview();
    m_confirmText->setText(
        tr("Write this %1 to %2 \"%3\"? The server's dry run answered with the object on the right; %n "
           "field(s) "
           "change.",
           nullptr, int(p.changes.size()))
            .arg(kube::patchTypeName(composition().type), m_resource.kind, m_session->name()));
    fillDiff(m_confirmLeft, m_confirmRight, p);
    m_pages->setCurrentIndex(1);
    updateButtons();
}

void PatchComposer::confirmWrite() {
    if (m_pages->currentIndex() != 1 || !m_session->canWrite(composition()))
        return;
    m_beforeWrite = m_session->live();
    m_session->write(composition());
}

void PatchComposer::showManagedFields() {
    auto *w = new QTreeWidget;
    w->setAttribute(Qt::WA_DeleteOnClose);
    w->setWindowTitle(tr("Managed fields of %1").arg(m_session->name()));
    w->setHeaderLabels({tr("Manager / field"), tr("Operation"), tr("Time")});
    for (const auto &e : models::patch::managedEntries(m_session->live())) {
        auto *top = new QTreeWidgetItem(
            w, {e.manager,
                e.operation + (e.subresource.isEmpty()
                                   ? QString()
                                   : QStringLiteral(" (") + e.subresource + QLatin1Char(')')),
                e.time});
        for (const QString &p : models::patch::ownedPaths(e.fields))
            new QTreeWidgetItem(top, {p});
    }
    w->expandAll();
    w->resizeColumnToContents(0);
    w->resize(640, 480);
    w->show();
}

void PatchComposer::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PatchComposer::retranslate() {
    const QString ns = m_session->namespace_();
    if (!m_session->name().isEmpty())
        setWindowTitle(tr("Patch %1/%2", "kind/name").arg(m_resource.kind, m_session->name()));
    m_title->setText(
        ns.isEmpty() ? tr("Patch %1 \"%2\"").arg(m_resource.kind, m_session->name())
                     : tr("Patch %1 \"%2\" in namespace \"%3\"").arg(m_resource.kind, m_session->name(), ns));
    m_typeLabel->setText(tr("Type:"));
    m_type->setItemText(int(kube::PatchType::Json), tr("JSON patch (RFC 6902)"));
    m_type->setItemText(int(kube::PatchType::Merge), tr("Merge patch (RFC 7386)"));
    m_type->setItemText(int(kube::PatchType::Strategic), tr("Strategic merge patch"));
    m_type->setItemText(int(kube::PatchType::Apply), tr("Server-side apply"));
    m_validationLabel->setText(tr("Field validation:"));
    m_managerLabel->setText(tr("Field manager:"));
    m_force->setText(tr("Force"));
    m_force->setToolTip(tr("Server-side apply: take over fields other managers own."));
    m_pin->setText(tr("Pin resourceVersion"));
    m_pin->setToolTip(tr("Fail instead of overwriting when the object changed since it was loaded."));
    m_inputTabs->setTabText(0, tr("Patch"));
    m_inputTabs->setTabText(1, tr("Edit a copy"));
    m_copyNote->setText(tr("Edit the copy of the live object, then derive the patch of the chosen type."));
    m_templateButton->setText(tr("Template"));
    m_deriveButton->setText(tr("Derive from edit"));
    m_previewButton->setText(tr("Preview (dry run)"));
    m_writeButton->setText(tr("Write…"));
    m_managedButton->setText(tr("Managed fields…"));
    m_noise->setText(tr("Show noise fields"));
    m_noise->setToolTip(tr("Show resourceVersion, generation and managedFields in the diff."));
    m_reveal->setText(tr("Reveal secret values"));
    m_leftCaption->setText(tr("Live object"));
    m_rightCaption->setText(tr("Server's answer (dry run)"));
    m_legend->setText(tr("<span style='background:#d4f4d4'>&nbsp;your patch&nbsp;</span> "
                         "<span style='background:#d6e6ff'>&nbsp;server default&nbsp;</span> "
                         "<span style='background:#ffe4c2'>&nbsp;admission&nbsp;</span> "
                         "<span style='background:#ffd7d7'>&nbsp;removed&nbsp;</span>"));
    m_changes->setHeaderLabels({tr("Changed field"), tr("Changed by"), tr("Owned after the write by")});
    m_conflicts->setHeaderLabels({tr("Conflicting field"), tr("Owned by"), tr("Resolution")});
    m_resolveButton->setText(tr("Rewrite the configuration and preview again"));
    m_backButton->setText(tr("Back"));
    m_confirmButton->setText(tr("Write now"));
    m_resultLeft->setPlaceholderText(QString());
    m_againButton->setText(tr("Compose another patch"));
    validate(); // the validation line in the new language
}

} // namespace views
