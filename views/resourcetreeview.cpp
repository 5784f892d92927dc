#include "views/resourcetreeview.h"

#include "models/migrate/crdstate.h"

#include "models/resourcetreemodel.h"
#include "views/icons.h"

#include <QEvent>
#include <QFont>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QPalette>
#include <QTreeView>
#include <QVBoxLayout>

namespace views {

using namespace models::ResourceTreeDefs;

ResourceTreeProxy::ResourceTreeProxy(QObject *parent)
    : QSortFilterProxyModel(parent) {
    setRecursiveFilteringEnabled(true);
    setAutoAcceptChildRows(false);
}

void ResourceTreeProxy::setFilterText(const QString &text) {
    m_text = text.trimmed().toLower();
    invalidateFilter();
}

bool ResourceTreeProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const {
    if (m_text.isEmpty())
        return true;
    const QModelIndex idx = sourceModel()->index(sourceRow, 0, sourceParent);
    if (idx.data(NodeTypeRole).toInt() != ResourceNode)
        return false; // groups and versions stay when a resource under them matches
    for (const QString &key : idx.data(FilterKeysRole).toStringList()) {
        if (key.contains(m_text))
            return true;
    }
    const QStringList exact =
        idx.data(ShortNamesRole).toStringList() + idx.data(CategoriesRole).toStringList();
    for (const QString &key : exact) {
        if (key.compare(m_text, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

bool ResourceTreeProxy::listDenied(const QModelIndex &src) {
    const QStringList denied = src.data(DeniedVerbsRole).toStringList();
    return denied.contains(QLatin1String("list")) ||
           (!denied.isEmpty() && denied.size() == src.data(VerbsRole).toStringList().size());
}

QVariant ResourceTreeProxy::data(const QModelIndex &index, int role) const {
    const QModelIndex src = mapToSource(index);
    const int type = src.data(NodeTypeRole).toInt();
    const bool preferred = src.data(PreferredRole).toBool();
    const bool stale = src.data(StaleRole).toBool();
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == NameColumn && type == GroupNode && src.data(GroupRole).toString().isEmpty())
            return tr("core", "the core API group");
        if (index.column() == NameColumn && type == VersionNode && stale)
            return tr("%1 (stale)", "an API version the server reported as stale")
                .arg(src.data(VersionRole).toString());
        if (index.column() == ScopeColumn && type == ResourceNode)
            return src.data(NamespacedRole).toBool() ? tr("Namespaced") : tr("Cluster-scoped");
        if (index.column() == VerbsColumn && type == ResourceNode) {
            const QStringList denied = src.data(DeniedVerbsRole).toStringList();
            if (denied.isEmpty())
                break;
            QStringList allowed = src.data(VerbsRole).toStringList();
            for (const QString &v : denied)
                allowed.removeAll(v);
            if (allowed.isEmpty())
                return tr("not allowed: %1", "verbs the user may not use").arg(denied.join(QLatin1Char(',')));
            return tr("%1 · not allowed: %2", "allowed verbs, then the verbs the user may not use")
                .arg(allowed.join(QLatin1Char(',')), denied.join(QLatin1Char(',')));
        }
        break;
    case Qt::DecorationRole:
        if (index.column() != NameColumn)
            break;
        if (type == GroupNode)
            return icons::apiGroup();
        if (type == VersionNode)
            return icons::apiVersion();
        return icons::forResource(src.data(GroupRole).toString(), src.data(ResourceRole).toString());
    case Qt::FontRole:
        if (type == VersionNode && preferred) {
            QFont f;
            f.setBold(true);
            return f;
        }
        if (type == ResourceNode && listDenied(src)) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        break;
    case Qt::ForegroundRole:
        if (stale || (type == ResourceNode && listDenied(src)))
            return QPalette().brush(QPalette::Disabled, QPalette::Text);
        break;
    case Qt::ToolTipRole:
        if (type == VersionNode && preferred)
            return tr("The group's preferred version");
        if (type == ResourceNode) {
            QString tip = tr("%1 (%2)\nVerbs: %3\nCategories: %4")
                              .arg(src.data(KindRole).toString(), src.data(ResourceRole).toString(),
                                   src.data(VerbsRole).toStringList().join(QLatin1String(", ")),
                                   src.data(CategoriesRole).toStringList().join(QLatin1String(", ")));
            const QStringList denied = src.data(DeniedVerbsRole).toStringList();
            if (!denied.isEmpty()) {
                tip += QLatin1Char('\n');
                tip +=
                    src.data(NamespacedRole).toBool()
                        ? tr("You may not %1 in the namespace «%2»: no role or cluster role bound to you "
                             "grants it (SelfSubjectRulesReview).")
                              .arg(denied.join(QLatin1String(", ")), src.data(AccessNamespaceRole).toString())
                        : tr("You may not %1: no cluster role bound to you grants it "
                             "(SelfSubjectRulesReview).")
                              .arg(denied.join(QLatin1String(", ")));
            }
            return tip;
        }
        break;
    }
    return QSortFilterProxyModel::data(index, role);
}

ResourceTreeView::ResourceTreeView(models::ResourceTreeModel *model, QWidget *parent)
    : QWidget(parent)
    , m_proxy(new ResourceTreeProxy(this))
    , m_filter(new QLineEdit(this))
    , m_tree(new QTreeView(this)) {
    m_proxy->setSourceModel(model);
    m_filter->setObjectName(QStringLiteral("ResourceFilter"));
    m_filter->setClearButtonEnabled(true);
    m_tree->setObjectName(QStringLiteral("ResourceTree"));
    m_tree->setModel(m_proxy);
    m_tree->setUniformRowHeights(true);
    m_tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_filter);
    layout->addWidget(m_tree, 1);
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_proxy->setFilterText(text);
        if (!text.isEmpty())
            m_tree->expandAll();
    });
    connect(m_tree, &QTreeView::activated, this, [this](const QModelIndex &index) {
        const QModelIndex src = m_proxy->mapToSource(index);
        if (src.data(NodeTypeRole).toInt() == ResourceNode)
            emit resourceActivated(src.data(ApiResourceRole).value<kube::ApiResource>());
    });
    m_tree->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_tree, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        const QModelIndex src = m_proxy->mapToSource(m_tree->indexAt(pos));
        if (src.data(NodeTypeRole).toInt() != ResourceNode)
            return;
        const auto resource = src.data(ApiResourceRole).value<kube::ApiResource>();
        auto *menu = new QMenu(this);
        menu->setAttribute(Qt::WA_DeleteOnClose);
        QAction *watch = menu->addAction(icons::action(icons::Action::Watch), tr("Watch this collection"),
                                         this, [this, resource] { emit watchRequested(resource); });
        watch->setObjectName(QStringLiteral("WatchCollectionAction"));
        watch->setEnabled(resource.verbs.contains(QLatin1String("watch")));
        if (const QString crd = migrate::crdNameFor(resource.group, resource.name); !crd.isEmpty()) {
            QAction *migrate =
                menu->addAction(icons::action(icons::Action::Migrate), tr("Migrate storage version…"), this,
                                [this, crd] { emit migrateRequested(crd); });
            migrate->setObjectName(QStringLiteral("MigrateCrdAction"));
        }
        menu->popup(m_tree->viewport()->mapToGlobal(pos)); // no nested event loop
    });
    // Expand groups as they appear so the preferred versions are one click
    // away, and open the core group's preferred version (pods, services, ...).
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex &parent, int first, int last) {
                if (!parent.isValid()) {
                    for (int r = first; r <= last; ++r)
                        m_tree->expand(m_proxy->index(r, 0));
                } else if (first == 0 && parent.data(NodeTypeRole).toInt() == GroupNode &&
                           m_proxy->mapToSource(parent).data(GroupRole).toString().isEmpty()) {
                    m_tree->expand(m_proxy->index(0, 0, parent));
                }
            });
    retranslate();
}

void ResourceTreeView::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ResourceTreeView::retranslate() {
    m_filter->setPlaceholderText(tr("Filter by name, short name, kind or category"));
}

} // namespace views
