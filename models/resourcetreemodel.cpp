#include "models/resourcetreemodel.h"

#include "models/access/accessmodel.h"

#include <algorithm>

namespace models {

using namespace ResourceTreeDefs;

namespace {
/// What a node shows; compared to decide whether a row changed.
struct Payload {
    NodeType type = GroupNode;
    QString key; ///< sort and identity key among siblings
    kube::ApiGroup group;
    QString version;
    bool preferred = false;
    bool stale = false;
    kube::ApiResource resource;
};
} // namespace

struct ResourceTreeModel::Node : Payload {
    Node *parent = nullptr;
    std::vector<std::unique_ptr<Node>> children;

    int row() const {
        if (!parent)
            return 0;
        const auto &sib = parent->children;
        for (size_t i = 0; i < sib.size(); ++i) {
            if (sib[i].get() == this)
                return int(i);
        }
        return -1;
    }
};

/// A node as the new catalog wants it, with its own desired children.
struct ResourceTreeModel::Desired {
    Payload value;
    std::vector<Desired> children;
};

ResourceTreeModel::ResourceTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
    , m_root(std::make_unique<Node>()) {}

ResourceTreeModel::~ResourceTreeModel() = default;

void ResourceTreeModel::setCatalog(const kube::Catalog &catalog) {
    std::vector<Desired> groups;
    for (const kube::ApiGroup &g : catalog.groups) {
        Desired gd;
        gd.value.type = GroupNode;
        gd.value.group = g;
        // The core group sorts first: its key is empty, every other key is "1" + name.
        gd.value.key = g.name.isEmpty() ? QString() : QLatin1Char('1') + g.name;
        for (int vi = 0; vi < g.versions.size(); ++vi) {
            const QString &v = g.versions.at(vi);
            Desired vd;
            vd.value.type = VersionNode;
            vd.value.group = g;
            vd.value.version = v;
            vd.value.preferred = vi == 0;
            vd.value.stale = g.staleVersions.contains(v);
            vd.value.key = QString::number(vi).rightJustified(4, QLatin1Char('0')); // server's priority order
            for (const kube::ApiResource &r : catalog.resources) {
                if (r.group != g.name || r.version != v)
                    continue;
                Desired rd;
                rd.value.type = ResourceNode;
                rd.value.group = g;
                rd.value.version = v;
                rd.value.resource = r;
                rd.value.preferred = r.preferred;
                rd.value.key = r.name;
                vd.children.push_back(std::move(rd));
            }
            gd.children.push_back(std::move(vd));
        }
        groups.push_back(std::move(gd));
    }
    sync(m_root.get(), QModelIndex(), std::move(groups));
}

void ResourceTreeModel::sync(Node *parent, const QModelIndex &parentIndex, std::vector<Desired> desired) {
    std::sort(desired.begin(), desired.end(),
              [](const Desired &a, const Desired &b) { return a.value.key < b.value.key; });
    desired.erase(std::unique(desired.begin(), desired.end(),
                              [](const Desired &a, const Desired &b) { return a.value.key == b.value.key; }),
                  desired.end());
    auto &kids = parent->children;
    // Remove what is gone.
    for (int i = int(kids.size()) - 1; i >= 0; --i) {
        const bool keep = std::binary_search(
            desired.begin(), desired.end(), kids[i]->key, [](const auto &a, const auto &b) {
                if constexpr (std::is_same_v<std::decay_t<decltype(a)>, QString>)
                    return a < b.value.key;
                else
                    return a.value.key < b;
            });
        if (!keep) {
            beginRemoveRows(parentIndex, i, i);
            kids.erase(kids.begin() + i);
            endRemoveRows();
        }
    }
    // Insert what is new, update what stays, in one ordered walk.
    for (size_t i = 0; i < desired.size(); ++i) {
        Desired &d = desired[i];
        if (i < kids.size() && kids[i]->key == d.value.key) {
            Node *n = kids[i].get();
            const bool changed = n->preferred != d.value.preferred || n->stale != d.value.stale ||
                                 !(n->resource == d.value.resource) ||
                                 n->group.versions != d.value.group.versions;
            static_cast<Payload &>(*n) = d.value;
            if (changed)
                emit dataChanged(indexOf(n, 0), indexOf(n, ColumnCount - 1));
        } else {
            auto n = std::make_unique<Node>();
            static_cast<Payload &>(*n) = d.value;
            n->parent = parent;
            beginInsertRows(parentIndex, int(i), int(i));
            kids.insert(kids.begin() + qsizetype(i), std::move(n));
            endInsertRows();
        }
        Node *n = kids[i].get();
        sync(n, indexOf(n), std::move(d.children));
    }
}

ResourceTreeModel::Node *ResourceTreeModel::nodeOf(const QModelIndex &index) const {
    return index.isValid() ? static_cast<Node *>(index.internalPointer()) : m_root.get();
}

QModelIndex ResourceTreeModel::indexOf(const Node *node, int column) const {
    if (!node || node == m_root.get())
        return {};
    return createIndex(node->row(), column, const_cast<Node *>(node));
}

QModelIndex ResourceTreeModel::findResource(const QString &group, const QString &version,
                                            const QString &resource) const {
    for (const auto &g : m_root->children) {
        if (g->group.name != group)
            continue;
        for (const auto &v : g->children) {
            if (v->version != version)
                continue;
            for (const auto &r : v->children) {
                if (r->resource.name == resource)
                    return indexOf(r.get());
            }
        }
    }
    return {};
}

QModelIndex ResourceTreeModel::index(int row, int column, const QModelIndex &parent) const {
    if (!hasIndex(row, column, parent))
        return {};
    return createIndex(row, column, nodeOf(parent)->children[size_t(row)].get());
}

QModelIndex ResourceTreeModel::parent(const QModelIndex &child) const {
    if (!child.isValid())
        return {};
    return indexOf(nodeOf(child)->parent);
}

int ResourceTreeModel::rowCount(const QModelIndex &parent) const {
    if (parent.isValid() && parent.column() != 0)
        return 0;
    return int(nodeOf(parent)->children.size());
}

int ResourceTreeModel::columnCount(const QModelIndex &) const {
    return ColumnCount;
}

QVariant ResourceTreeModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Node *n = nodeOf(index);
    const kube::ApiResource &r = n->resource;
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        switch (index.column()) {
        case NameColumn:
            return n->type == GroupNode ? n->group.name : n->type == VersionNode ? n->version : r.name;
        case KindColumn:
            return n->type == ResourceNode ? r.kind : QString();
        case ScopeColumn:
            return n->type == ResourceNode ? QVariant(r.namespaced) : QVariant();
        case ShortNamesColumn:
            return r.shortNames.join(QLatin1Char(','));
        case VerbsColumn:
            return r.verbs.join(QLatin1Char(','));
        }
        return {};
    case NodeTypeRole:
        return n->type;
    case GroupRole:
        return n->group.name;
    case VersionRole:
        return n->version;
    case ResourceRole:
        return r.name;
    case PreferredRole:
        return n->type == GroupNode ? QVariant() : QVariant(n->preferred);
    case NamespacedRole:
        return n->type == ResourceNode ? QVariant(r.namespaced) : QVariant();
    case ShortNamesRole:
        return r.shortNames;
    case CategoriesRole:
        return r.categories;
    case VerbsRole:
        return r.verbs;
    case KindRole:
        return r.kind;
    case StaleRole:
        return n->stale;
    case FilterKeysRole: {
        if (n->type != ResourceNode)
            return QStringList();
        QStringList keys{r.name, r.singularName, r.kind};
        for (QString &k : keys)
            k = k.toLower();
        return keys;
    }
    case ApiResourceRole:
        return n->type == ResourceNode ? QVariant::fromValue(r) : QVariant();
    case AccessKnownRole:
        return m_access && m_access->rules().has_value();
    case DeniedVerbsRole:
        return n->type == ResourceNode && m_access ? m_access->deniedVerbs(r) : QStringList();
    case AccessNamespaceRole:
        return m_access ? m_access->namespace_() : QString();
    }
    return {};
}

void ResourceTreeModel::setAccessModel(AccessModel *access) {
    if (m_access)
        disconnect(m_access, nullptr, this, nullptr);
    m_access = access;
    if (access)
        connect(access, &AccessModel::changed, this, &ResourceTreeModel::accessChanged);
    accessChanged();
}

void ResourceTreeModel::accessChanged() {
    const QList<int> roles{AccessKnownRole, DeniedVerbsRole, AccessNamespaceRole,
                           Qt::DisplayRole, Qt::ToolTipRole, Qt::ForegroundRole};
    for (const auto &group : m_root->children) {
        for (const auto &version : group->children) {
            if (version->children.empty())
                continue;
            const QModelIndex parent = indexOf(version.get());
            emit dataChanged(index(0, 0, parent),
                             index(int(version->children.size()) - 1, ColumnCount - 1, parent), roles);
        }
    }
}

QVariant ResourceTreeModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Name");
    case KindColumn:
        return tr("Kind");
    case ScopeColumn:
        return tr("Namespaced");
    case ShortNamesColumn:
        return tr("Short names");
    case VerbsColumn:
        return tr("Verbs");
    }
    return {};
}

} // namespace models
