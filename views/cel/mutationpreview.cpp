#include "views/cel/mutationpreview.h"

#include "codecs/json.h"
#include "models/apicatalog.h"
#include "models/connection.h"
#include "models/patch/patchschema.h"
#include "models/patch/preview.h"
#include "views/highlighter.h"

#include <QCborMap>
#include <QComboBox>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTextBlock>
#include <QVBoxLayout>

namespace views::cel {

using models::celplay::PatchKind;
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

QPlainTextEdit *codePane(QWidget *parent, const char *name) {
    auto *e = new QPlainTextEdit(parent);
    e->setObjectName(QLatin1String(name));
    e->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    e->setReadOnly(true);
    e->setLineWrapMode(QPlainTextEdit::NoWrap);
    return e;
}

QWidget *pair(QWidget *parent, QPlainTextEdit *left, QPlainTextEdit *right) {
    auto *split = new QSplitter(Qt::Horizontal, parent);
    split->addWidget(left);
    split->addWidget(right);
    return split;
}

kube::PatchType writeType(PatchKind kind) {
    return kind == PatchKind::JsonPatch ? kube::PatchType::Json : kube::PatchType::Apply;
}

} // namespace

MutationPreview::MutationPreview(QWidget *parent)
    : QWidget(parent) {
    setObjectName(QStringLiteral("CelMutation"));
    m_typeLabel = new QLabel(this);
    m_type = new QComboBox(this);
    m_type->setObjectName(QStringLiteral("CelPatchType"));
    m_type->addItem(QStringLiteral("ApplyConfiguration"), int(PatchKind::ApplyConfiguration));
    m_type->addItem(QStringLiteral("JSONPatch"), int(PatchKind::JsonPatch));
    m_serverButton = new QPushButton(this);
    m_serverButton->setObjectName(QStringLiteral("CelMutationServer"));
    auto *top = new QHBoxLayout;
    top->addWidget(m_typeLabel);
    top->addWidget(m_type);
    top->addStretch(1);
    top->addWidget(m_serverButton);

    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("CelMutationNote"));
    m_note->setWordWrap(true);
    m_note->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_patchLabel = new QLabel(this);
    m_patch = codePane(this, "CelMutationPatch");
    m_patch->setMaximumHeight(140);
    Highlighter::attach(Highlighter::Language::Yaml, m_patch->document());
    m_localLabel = new QLabel(this);
    m_localLabel->setWordWrap(true);
    m_localLabel->setObjectName(QStringLiteral("CelMutationLocalStatus"));
    m_localBefore = codePane(this, "CelMutationLocalBefore");
    m_localAfter = codePane(this, "CelMutationLocalAfter");
    m_serverStatus = new QLabel(this);
    m_serverStatus->setObjectName(QStringLiteral("CelMutationServerStatus"));
    m_serverStatus->setWordWrap(true);
    m_serverStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_serverBefore = codePane(this, "CelMutationServerBefore");
    m_serverAfter = codePane(this, "CelMutationServerAfter");

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_note);
    layout->addWidget(m_patchLabel);
    layout->addWidget(m_patch);
    layout->addWidget(m_localLabel);
    layout->addWidget(pair(this, m_localBefore, m_localAfter), 2);
    layout->addWidget(m_serverStatus);
    layout->addWidget(pair(this, m_serverBefore, m_serverAfter), 1);

    connect(m_type, &QComboBox::currentIndexChanged, this, [this] {
        retranslate();
        emit patchKindChanged();
    });
    connect(m_serverButton, &QPushButton::clicked, this, &MutationPreview::previewOnServer);
    retranslate();
}

MutationPreview::~MutationPreview() = default;

PatchKind MutationPreview::patchKind() const {
    return PatchKind(m_type->currentData().toInt());
}

void MutationPreview::setPatchKind(PatchKind kind) {
    m_type->setCurrentIndex(std::max(0, m_type->findData(int(kind))));
}

void MutationPreview::setServer(models::Connection *connection, models::ApiCatalog *catalog) {
    m_connection = connection;
    m_catalog = catalog;
}

void MutationPreview::setTarget(kube::Client *client, const QString &objectPath) {
    m_client = client;
    m_objectPath = objectPath;
}

void MutationPreview::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void MutationPreview::retranslate() {
    m_typeLabel->setText(tr("patchType:"));
    m_serverButton->setText(tr("Preview on server (dry run)"));
    m_patchLabel->setText(patchKind() == PatchKind::JsonPatch
                              ? tr("The JSON patch (RFC 6902) the expression produces:")
                              : tr("The apply configuration the expression produces:"));
    if (patchKind() == PatchKind::JsonPatch) {
        m_note->setText(tr("The expression returns a list of JSONPatch values; Kubernetes applies them in "
                           "order to the object. A failing test operation leaves the object unchanged. The "
                           "server preview sends the same patch as a JSON patch with dryRun=All (there a "
                           "failing test is an error)."));
        m_serverButton->setToolTip(tr("PATCH application/json-patch+json with dryRun=All to the object named "
                                      "by the object input's kind, namespace and name."));
    } else {
        m_note->setText(
            tr("The expression returns an Object; Kubernetes merges it into the object with structured "
               "merge (lists of type map by their keys, sets by value), refuses atomic lists, maps and "
               "structs, and removes nothing. The server preview approximates this with a server-side apply "
               "dry run as field manager %1, forced: it merges the same way for a manager that owns "
               "nothing, but it accepts atomic fields (replacing them whole) where the policy refuses them.")
                .arg(QLatin1String(models::celplay::kDryRunFieldManager)));
        m_serverButton->setToolTip(tr("Server-side apply with dryRun=All and force to the object named by "
                                      "the object input's kind, namespace and name."));
    }
}

void MutationPreview::fillDiff(QPlainTextEdit *left, QPlainTextEdit *right, const QCborValue &before,
                               const QCborValue &after, kube::PatchType type, const QCborValue &patch) {
    const models::patch::EmptyPatchSchema none;
    const models::patch::Preview preview = models::patch::computePreview(before, after, type, patch, none);
    QStringList l, r;
    QList<QPair<int, QColor>> lmarks, rmarks;
    for (const DiffRow &row : preview.rows) {
        const int line = int(l.size());
        l.append(row.left);
        r.append(row.right);
        if (row.kind == DiffRow::Kind::Removed || row.kind == DiffRow::Kind::Changed)
            lmarks.append({line, kRemovedColor});
        if (row.kind == DiffRow::Kind::Added || row.kind == DiffRow::Kind::Changed)
            rmarks.append({line, causeColor(row.cause)});
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
    const auto first = std::find_if(preview.rows.begin(), preview.rows.end(),
                                    [](const DiffRow &row) { return row.kind != DiffRow::Kind::Same; });
    if (first != preview.rows.end()) {
        const int line = int(first - preview.rows.begin());
        for (QPlainTextEdit *pane : {left, right}) {
            pane->setTextCursor(QTextCursor(pane->document()->findBlockByNumber(std::max(0, line - 3))));
            pane->centerCursor();
        }
    }
}

void MutationPreview::showOutcome(const models::celplay::EvalOutcome &o, const QCborValue &object,
                                  const ::cel::json::NodeP &schema) {
    m_produced = o.patch;
    m_object = object;
    m_schema = schema;
    m_localBefore->clear();
    m_localAfter->clear();
    if (!o.compiled || !o.error.isEmpty() || !o.evaluated) {
        m_patch->clear();
        m_localLabel->setText(tr("No patch: the expression did not evaluate."));
        m_serverButton->setEnabled(false);
        return;
    }
    if (!o.patch.ok) {
        m_patch->clear();
        m_localLabel->setText(tr("Kubernetes would refuse this value: %1").arg(o.patch.error));
        m_serverButton->setEnabled(false);
        return;
    }
    m_patch->setPlainText(QString::fromUtf8(models::celplay::patchKindText(patchKind(), o.patch.patch)));
    m_serverButton->setEnabled(object.isMap());
    if (!object.isMap()) {
        m_localLabel->setText(tr("Give an object (the object tab) to see what the patch does to it."));
        return;
    }
    const models::celplay::AppliedPatch applied =
        models::celplay::applyPatch(patchKind(), object, o.patch.patch, schema.get());
    if (!applied.ok) {
        m_localLabel->setText(tr("Applying the patch fails, so the API server would refuse the request: %1")
                                  .arg(applied.error));
        return;
    }
    if (applied.testFailed)
        m_localLabel->setText(applied.error);
    else if (patchKind() == PatchKind::ApplyConfiguration && !schema)
        m_localLabel->setText(tr("What the patch does to the object (without the kind's schema lists are "
                                 "replaced whole and atomic fields are not refused; load the schema for "
                                 "the server's merge):"));
    else
        m_localLabel->setText(tr("What the patch does to the object (applied by Mado):"));
    fillDiff(m_localBefore, m_localAfter, object, applied.object, writeType(patchKind()), o.patch.patch);
}

void MutationPreview::previewOnServer() {
    kube::Client *client = m_client ? m_client : m_connection ? m_connection->client() : nullptr;
    if (!client) {
        m_serverStatus->setText(
            tr("Not connected: connect to a cluster to preview the patch on its API server."));
        emit serverPreviewShown();
        return;
    }
    if (!m_produced.ok || !m_object.isMap()) {
        m_serverStatus->setText(
            tr("Nothing to preview: the expression produced no patch, or there is no object."));
        emit serverPreviewShown();
        return;
    }
    const QCborMap obj = m_object.toMap();
    const QString apiVersion = obj.value(QLatin1String("apiVersion")).toString();
    const QString kind = obj.value(QLatin1String("kind")).toString();
    const QCborMap meta = obj.value(QLatin1String("metadata")).toMap();
    const QString name = meta.value(QLatin1String("name")).toString();
    const QString ns = meta.value(QLatin1String("namespace")).toString();
    const QString group =
        apiVersion.contains(QLatin1Char('/')) ? apiVersion.section(QLatin1Char('/'), 0, 0) : QString();
    const QString version = apiVersion.section(QLatin1Char('/'), -1);
    std::optional<kube::ApiResource> resource;
    if (m_catalog)
        for (const kube::ApiResource &res : m_catalog->catalog().resources)
            if (res.group == group && res.version == version && res.kind == kind &&
                !res.name.contains(QLatin1Char('/'))) {
                resource = res;
                break;
            }
    if (!m_objectPath.isEmpty()) {
        // an explicit target
    } else if (name.isEmpty() || kind.isEmpty() || !resource) {
        m_serverStatus->setText(
            tr("The object input names no object the cluster serves: it needs apiVersion, "
               "kind and metadata.name (and metadata.namespace) of a live object."));
        emit serverPreviewShown();
        return;
    }
    models::celplay::MutationDryRunRequest req;
    req.kind = patchKind();
    req.path = m_objectPath.isEmpty() ? resource->path(ns, name) : m_objectPath;
    req.patch = m_produced.patch;
    req.schema = m_schema;
    m_run.reset(models::celplay::MutationDryRun::start(client, req));
    m_serverStatus->setText(tr("Asking the server…"));
    m_serverBefore->clear();
    m_serverAfter->clear();
    connect(m_run.get(), &models::celplay::MutationDryRun::finished, this, [this] {
        auto *run = m_run.get();
        const auto r = run->result();
        m_run.reset();
        if (!r) {
            m_serverStatus->setText(tr("The server refused the dry run: %1").arg(r.error().message));
            emit serverPreviewShown();
            return;
        }
        QString text = r->preview.changes.isEmpty() ? tr("Server dry run: no change to the live object.")
                                                    : tr("Server dry run: %n change(s) to the live object.",
                                                         nullptr, int(r->preview.changes.size()));
        if (!r->local.ok)
            text +=
                QLatin1Char(' ') + tr("Mado's application to the live object fails: %1").arg(r->local.error);
        else if (r->agree)
            text += QLatin1Char(' ') + tr("Mado's application to the live object agrees.");
        else
            text += QLatin1Char(' ') + tr("Mado's application to the live object differs at: %1")
                                           .arg(r->differences.join(QStringLiteral(", ")));
        if (r->local.ok && !r->defaulted.isEmpty())
            text += QLatin1Char(' ') +
                    tr("The server also set defaults at: %1").arg(r->defaulted.join(QStringLiteral(", ")));
        for (const QString &w : r->warnings)
            text += QLatin1Char('\n') + tr("Warning: %1").arg(w);
        m_serverStatus->setText(text);
        fillDiff(m_serverBefore, m_serverAfter, r->live, r->server, writeType(patchKind()), m_produced.patch);
        emit serverPreviewShown();
    });
}

QString MutationPreview::patchText() const {
    return m_patch->toPlainText();
}

QString MutationPreview::localDiffText() const {
    return m_localLabel->text() + QLatin1Char('\n') + m_localAfter->toPlainText();
}

QString MutationPreview::serverStatusText() const {
    return m_serverStatus->text();
}

QString MutationPreview::serverDiffText() const {
    return m_serverAfter->toPlainText();
}

} // namespace views::cel
