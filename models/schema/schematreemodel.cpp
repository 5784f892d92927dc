#include "models/schema/schematreemodel.h"

namespace models {

using namespace SchemaTreeDefs;

struct SchemaTreeModel::Field {
    QString name;
    QStringList path;
    const kube::SchemaNode *schema = nullptr;
    bool required = false;
    bool recursive = false;
    Field *parent = nullptr;
    int row = 0;
    std::vector<std::unique_ptr<Field>> children;
};

namespace {

/// The schema whose properties are a field's children: array items, map values.
const kube::SchemaNode *holderOf(const kube::SchemaNode *node) {
    return node ? node->fieldHolder() : nullptr;
}

} // namespace

SchemaTreeModel::SchemaTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
    , m_root(std::make_unique<Field>()) {}

SchemaTreeModel::~SchemaTreeModel() = default;

void SchemaTreeModel::setSchema(std::shared_ptr<const kube::OpenApiDocument> doc,
                                const kube::GroupVersionKind &gvk) {
    beginResetModel();
    m_doc = std::move(doc);
    m_gvk = gvk;
    m_root = std::make_unique<Field>();
    m_count = 0;
    m_rootSchema = m_doc ? m_doc->forKind(gvk) : nullptr;
    if (m_rootSchema) {
        QStringList chain;
        if (!m_rootSchema->refName.isEmpty())
            chain.append(m_rootSchema->refName);
        m_root->schema = m_rootSchema;
        build(m_root.get(), m_rootSchema, chain);
    }
    endResetModel();
}

void SchemaTreeModel::build(Field *field, const kube::SchemaNode *schema, QStringList &chain) {
    const kube::SchemaNode *holder = holderOf(schema);
    if (!holder)
        return;
    for (const auto &[name, child] : holder->properties) {
        auto f = std::make_unique<Field>();
        f->name = name;
        f->path = field->path;
        f->path.append(name);
        f->schema = child;
        f->required = holder->isRequired(name);
        f->parent = field;
        f->row = int(field->children.size());
        ++m_count;
        const kube::SchemaNode *inner = holderOf(child);
        const QString ref = inner ? inner->refName : QString();
        if (inner && !inner->properties.empty()) {
            if (!ref.isEmpty() && chain.contains(ref)) {
                f->recursive = true;
            } else {
                if (!ref.isEmpty())
                    chain.append(ref);
                build(f.get(), child, chain);
                if (!ref.isEmpty())
                    chain.removeLast();
            }
        }
        field->children.push_back(std::move(f));
    }
}

SchemaTreeModel::Field *SchemaTreeModel::fieldOf(const QModelIndex &index) const {
    return index.isValid() ? static_cast<Field *>(index.internalPointer()) : m_root.get();
}

const kube::SchemaNode *SchemaTreeModel::schemaAt(const QModelIndex &index) const {
    return index.isValid() ? fieldOf(index)->schema : nullptr;
}

QModelIndex SchemaTreeModel::indexOfPath(const QStringList &path) const {
    const Field *f = m_root.get();
    for (const QString &step : path) {
        const Field *next = nullptr;
        for (const auto &c : f->children) {
            if (c->name == step) {
                next = c.get();
                break;
            }
        }
        if (!next)
            return {};
        f = next;
    }
    return f == m_root.get() ? QModelIndex() : createIndex(f->row, 0, const_cast<Field *>(f));
}

QModelIndex SchemaTreeModel::index(int row, int column, const QModelIndex &parent) const {
    if (!hasIndex(row, column, parent))
        return {};
    return createIndex(row, column, fieldOf(parent)->children[size_t(row)].get());
}

QModelIndex SchemaTreeModel::parent(const QModelIndex &child) const {
    if (!child.isValid())
        return {};
    Field *p = fieldOf(child)->parent;
    if (!p || p == m_root.get())
        return {};
    return createIndex(p->row, 0, p);
}

int SchemaTreeModel::rowCount(const QModelIndex &parent) const {
    if (parent.column() > 0)
        return 0;
    return int(fieldOf(parent)->children.size());
}

int SchemaTreeModel::columnCount(const QModelIndex &) const {
    return ColumnCount;
}

QVariant SchemaTreeModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Field *f = fieldOf(index);
    switch (role) {
    case Qt::DisplayRole:
        return index.column() == NameColumn ? f->name : f->schema->explainType();
    case PathRole:
        return f->path;
    case TypeRole:
        return f->schema->explainType();
    case DescriptionRole:
        return f->schema->description;
    case RequiredRole:
        return f->required;
    case ValidationCountRole:
        return int(f->schema->validations.size());
    case RecursiveRole:
        return f->recursive;
    }
    return {};
}

QVariant SchemaTreeModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == NameColumn ? tr("Field") : tr("Type");
}

} // namespace models
