#pragma once

#include "kube/discovery.h"
#include "models/resourcetreemodeldefs.h"

#include <QAbstractItemModel>
#include <QPointer>

#include <memory>
#include <vector>

namespace models {

class AccessModel;

/// The API as a tree: groups (core first, then alphabetically) -> versions
/// (the preferred first) -> resources (alphabetically). Raw values only.
/// setCatalog() updates rows in place, so views keep their expansion state.
class ResourceTreeModel final : public QAbstractItemModel {
    Q_OBJECT

public:
    explicit ResourceTreeModel(QObject *parent = nullptr);
    ~ResourceTreeModel() override;

    void setCatalog(const kube::Catalog &catalog);
    /// Shows access's verdicts in the access roles (DeniedVerbsRole, ...),
    /// updated whenever its review changes; nullptr: none.
    void setAccessModel(AccessModel *access);

    /// The index of a resource node, invalid when absent.
    QModelIndex findResource(const QString &group, const QString &version, const QString &resource) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Node;
    struct Desired;
    void sync(Node *parent, const QModelIndex &parentIndex, std::vector<Desired> desired);
    Node *nodeOf(const QModelIndex &index) const;
    QModelIndex indexOf(const Node *node, int column = 0) const;

    void accessChanged();

    std::unique_ptr<Node> m_root;
    QPointer<AccessModel> m_access;
};

} // namespace models
