#include "views/schema/schemaview.h"

#include "codecs/json.h"
#include "models/schema/schemaservice.h"
#include "models/schema/schematreemodel.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeView>
#include <QUrl>
#include <QVBoxLayout>

namespace views {

using namespace models::SchemaTreeDefs;

namespace {

QString esc(const QString &s) {
    return s.toHtmlEscaped();
}

QString compactJson(const QCborValue &v) {
    return QString::fromUtf8(codecs::toJson(v, codecs::JsonStyle::Compact));
}

QString row(const QString &label, const QString &valueHtml) {
    return QStringLiteral("<tr><td style='padding-right:12px'><b>%1</b></td><td>%2</td></tr>")
        .arg(esc(label), valueHtml);
}

QString number(double d) {
    return QString::number(d, 'g', 15);
}

} // namespace

SchemaFilterProxy::SchemaFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent) {
    setRecursiveFilteringEnabled(true);
}

void SchemaFilterProxy::setSearchText(const QString &text) {
    m_text = text.trimmed();
    invalidateFilter();
}

bool SchemaFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const {
    if (m_text.isEmpty())
        return true;
    const QModelIndex idx = sourceModel()->index(sourceRow, 0, sourceParent);
    return idx.data(Qt::DisplayRole).toString().contains(m_text, Qt::CaseInsensitive) ||
           idx.data(DescriptionRole).toString().contains(m_text, Qt::CaseInsensitive);
}

QVariant SchemaFilterProxy::data(const QModelIndex &index, int role) const {
    const QModelIndex src = mapToSource(index);
    if (role == Qt::DisplayRole && index.column() == NameColumn) {
        QString name = src.data(Qt::DisplayRole).toString();
        if (src.data(RequiredRole).toBool())
            name += QStringLiteral(" *");
        return name;
    }
    if (role == Qt::DisplayRole && index.column() == TypeColumn) {
        const int rules = src.data(ValidationCountRole).toInt();
        const QString type = src.data(TypeRole).toString();
        if (rules > 0)
            return tr("%1 · %n rule(s)", "type, then the number of validation rules", rules).arg(type);
        return type;
    }
    if (role == Qt::ToolTipRole) {
        QString tip = src.data(DescriptionRole).toString();
        if (src.data(RequiredRole).toBool())
            tip = tr("Required.") + QLatin1Char('\n') + tip;
        if (src.data(RecursiveRole).toBool())
            tip += QLatin1Char('\n') +
                   tr("The type repeats one of the field's parents; its fields are not shown again.");
        return tip;
    }
    return QSortFilterProxyModel::data(index, role);
}

SchemaView::SchemaView(models::SchemaService *service, QWidget *parent)
    : QWidget(parent)
    , m_service(service)
    , m_model(new models::SchemaTreeModel(this))
    , m_proxy(new SchemaFilterProxy(this))
    , m_title(new QLabel(this))
    , m_search(new QLineEdit(this))
    , m_tree(new QTreeView(this))
    , m_details(new QTextBrowser(this)) {
    setObjectName(QStringLiteral("SchemaView"));
    m_proxy->setSourceModel(m_model);
    m_title->setObjectName(QStringLiteral("SchemaTitle"));
    m_title->setWordWrap(true);
    m_title->setTextFormat(Qt::RichText);
    m_search->setObjectName(QStringLiteral("SchemaSearch"));
    m_search->setClearButtonEnabled(true);
    m_tree->setObjectName(QStringLiteral("SchemaTree"));
    m_tree->setModel(m_proxy);
    m_tree->setUniformRowHeights(true);
    m_tree->header()->setSectionResizeMode(NameColumn, QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(true);
    m_details->setObjectName(QStringLiteral("SchemaDetails"));
    m_details->setOpenLinks(false);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_tree);
    split->addWidget(m_details);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_title);
    layout->addWidget(m_search);
    layout->addWidget(split, 1);

    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_proxy->setSearchText(text);
        if (!text.trimmed().isEmpty())
            m_tree->expandAll();
    });
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this, &SchemaView::showDetails);
    connect(m_details, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() != QLatin1String("cel"))
            return;
        const QModelIndex src = m_proxy->mapToSource(m_tree->currentIndex());
        const kube::SchemaNode *node = src.isValid() ? m_model->schemaAt(src) : m_model->root();
        const int i = url.path().toInt();
        if (node && i >= 0 && i < node->validations.size())
            emit openRuleInCelPlayground(m_model->kind(), src.data(PathRole).toStringList(),
                                         node->validations[i]);
    });
    retranslate();
}

SchemaView::~SchemaView() = default;

void SchemaView::showResource(const kube::ApiResource &resource) {
    m_resource = resource;
    m_error.clear();
    m_model->setSchema(nullptr, {});
    m_details->clear();
    retranslate();
    models::SchemaLookup *lookup = m_service->lookup(resource.groupVersion());
    m_lookup.reset(lookup);
    connect(lookup, &models::SchemaLookup::finished, this, [this, lookup] {
        const auto result = lookup->result();
        m_lookup.reset();
        if (!result) {
            m_error = result.error().userMessage();
        } else {
            m_model->setSchema(result.value(), {m_resource.group, m_resource.version, m_resource.kind});
            if (!m_model->root())
                m_error = tr("The server's schema has no kind %1.").arg(m_resource.kind);
        }
        retranslate();
        showDetails();
        emit loaded();
    });
}

bool SchemaView::selectField(const QStringList &path) {
    const QModelIndex src = m_model->indexOfPath(path);
    const QModelIndex idx = m_proxy->mapFromSource(src);
    if (!idx.isValid())
        return false;
    m_tree->scrollTo(idx);
    m_tree->setCurrentIndex(idx);
    return true;
}

void SchemaView::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void SchemaView::retranslate() {
    m_search->setPlaceholderText(tr("Search fields by name or description"));
    if (m_resource.kind.isEmpty())
        m_title->setText(tr("Select a resource to see its schema."));
    else if (!m_error.isEmpty())
        m_title->setText(
            tr("<b>%1</b> (%2): %3").arg(esc(m_resource.kind), esc(m_resource.groupVersion()), esc(m_error)));
    else if (m_lookup)
        m_title->setText(tr("<b>%1</b> (%2): loading the schema…")
                             .arg(esc(m_resource.kind), esc(m_resource.groupVersion())));
    else
        m_title->setText(tr("<b>%1</b> (%2): %n field(s)", "", m_model->fieldCount())
                             .arg(esc(m_resource.kind), esc(m_resource.groupVersion())));
    showDetails();
}

void SchemaView::showDetails() {
    const QModelIndex src = m_proxy->mapToSource(m_tree->currentIndex());
    const kube::SchemaNode *node = src.isValid() ? m_model->schemaAt(src) : m_model->root();
    if (!node) {
        m_details->clear();
        return;
    }
    m_details->setHtml(detailsHtml(node, src.data(PathRole).toStringList(), src.data(RequiredRole).toBool()));
}

QString SchemaView::detailsHtml(const kube::SchemaNode *node, const QStringList &path, bool required) const {
    QString h;
    const QString name = path.isEmpty() ? m_resource.kind : path.join(QLatin1Char('.'));
    h += QStringLiteral("<h3>%1 &lt;%2&gt;</h3>").arg(esc(name), esc(node->explainType()));
    QString description = node->description;
    if (!node->typeDescription.isEmpty())
        description += QStringLiteral("\n\n") + node->typeDescription;
    h +=
        QStringLiteral("<p>%1</p>")
            .arg(description.isEmpty() ? QStringLiteral("<i>%1</i>").arg(esc(tr("No description.")))
                                       : esc(description).replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    QString t;
    t += row(tr("Type"), esc(node->type.isEmpty() ? tr("any") : node->type));
    if (!node->format.isEmpty())
        t += row(tr("Format"), esc(node->format));
    if (!node->refName.isEmpty())
        t += row(tr("Definition"), esc(node->refName));
    if (!path.isEmpty())
        t += row(tr("Required"), required ? tr("yes") : tr("no"));
    if (!node->required.isEmpty())
        t += row(tr("Required fields"), esc(node->required.join(QStringLiteral(", "))));
    if (node->nullable)
        t += row(tr("Nullable"), tr("yes"));
    if (node->defaultValue)
        t += row(tr("Default"), QStringLiteral("<code>%1</code>").arg(esc(compactJson(*node->defaultValue))));
    if (!node->enumValues.isEmpty()) {
        QStringList values;
        for (const QCborValue &v : node->enumValues)
            values.append(compactJson(v));
        t += row(tr("Enum"), QStringLiteral("<code>%1</code>").arg(esc(values.join(QStringLiteral(", ")))));
    }
    if (node->minimum)
        t += row(node->exclusiveMinimum ? tr("Minimum (exclusive)") : tr("Minimum"), number(*node->minimum));
    if (node->maximum)
        t += row(node->exclusiveMaximum ? tr("Maximum (exclusive)") : tr("Maximum"), number(*node->maximum));
    if (node->multipleOf)
        t += row(tr("Multiple of"), number(*node->multipleOf));
    const QList<std::pair<QString, std::optional<qint64>>> limits = {
        {tr("Min length"), node->minLength},         {tr("Max length"), node->maxLength},
        {tr("Min items"), node->minItems},           {tr("Max items"), node->maxItems},
        {tr("Min properties"), node->minProperties}, {tr("Max properties"), node->maxProperties}};
    for (const auto &[label, value] : limits) {
        if (value)
            t += row(label, QString::number(*value));
    }
    if (!node->pattern.isEmpty())
        t += row(tr("Pattern"), QStringLiteral("<code>%1</code>").arg(esc(node->pattern)));
    if (node->uniqueItems)
        t += row(tr("Unique items"), tr("yes"));
    h += QStringLiteral("<table>%1</table>").arg(t);

    QString x;
    QCborMap shown = node->extensions;
    shown.remove(QStringLiteral("x-kubernetes-validations"));
    shown.remove(QStringLiteral("x-kubernetes-group-version-kind"));
    for (auto it = shown.constBegin(); it != shown.constEnd(); ++it)
        x += row(it.key().toString(), QStringLiteral("<code>%1</code>").arg(esc(compactJson(it.value()))));
    if (!x.isEmpty())
        h += QStringLiteral("<h4>%1</h4><table>%2</table>").arg(esc(tr("Kubernetes extensions")), x);

    if (!node->validations.isEmpty()) {
        h += QStringLiteral("<h4>%1</h4>").arg(esc(tr("Validation rules (x-kubernetes-validations)")));
        for (int i = 0; i < node->validations.size(); ++i) {
            const kube::SchemaValidation &v = node->validations[i];
            QString r;
            r += row(tr("Rule"), QStringLiteral("<code>%1</code>").arg(esc(v.rule)));
            if (!v.message.isEmpty())
                r += row(tr("Message"), esc(v.message));
            if (!v.messageExpression.isEmpty())
                r += row(tr("Message expression"),
                         QStringLiteral("<code>%1</code>").arg(esc(v.messageExpression)));
            if (!v.reason.isEmpty())
                r += row(tr("Reason"), esc(v.reason));
            if (!v.fieldPath.isEmpty())
                r += row(tr("Field path"), esc(v.fieldPath));
            if (v.optionalOldSelf)
                r += row(tr("Optional oldSelf"), tr("yes"));
            h += QStringLiteral("<table>%1</table><p><a href='cel:%2'>%3</a></p>")
                     .arg(r)
                     .arg(i)
                     .arg(esc(tr("Open in the CEL playground")));
        }
    }
    return h;
}

} // namespace views
