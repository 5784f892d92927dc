#pragma once

#include "kube/discovery.h"

#include <QSortFilterProxyModel>
#include <QWidget>

class QLineEdit;
class QTreeView;

namespace models {
class ResourceTreeModel;
}

namespace views {

/// Presentation and filtering of the resource tree: the core group shown as
/// "core", preferred versions in bold, scope as words, stale versions greyed.
/// Filters on raw roles: a resource matches when its plural, singular or kind
/// contains the text, or a short name or category equals it (like `kubectl get all`).
class ResourceTreeProxy final : public QSortFilterProxyModel {
    Q_OBJECT

public:
    explicit ResourceTreeProxy(QObject *parent = nullptr);

    void setFilterText(const QString &text);
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    /// True when the user may not list the resource at src, or use any of its verbs (greyed, in italics).
    static bool listDenied(const QModelIndex &src);

    QString m_text;
};

/// The resource tree dock's content: a filter box above the tree.
class ResourceTreeView final : public QWidget {
    Q_OBJECT

public:
    explicit ResourceTreeView(models::ResourceTreeModel *model, QWidget *parent = nullptr);

    QTreeView *tree() const { return m_tree; }
    QLineEdit *filterEdit() const { return m_filter; }
    ResourceTreeProxy *proxy() const { return m_proxy; }

signals:
    /// A resource was activated (double-click or Enter).
    void resourceActivated(const kube::ApiResource &resource);
    /// "Watch this collection" was chosen on a resource node (its context menu).
    void watchRequested(const kube::ApiResource &resource);
    /// "Migrate storage version…" was chosen on a custom resource's node: the CRD's name.
    void migrateRequested(const QString &crdName);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    ResourceTreeProxy *m_proxy;
    QLineEdit *m_filter;
    QTreeView *m_tree;
};

} // namespace views
