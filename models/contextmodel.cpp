#include "models/contextmodel.h"

namespace models {

using namespace ContextModelDefs;

ContextModel::ContextModel(QObject *parent)
    : QAbstractTableModel(parent) {}

void ContextModel::setKubeconfig(const kube::Kubeconfig &config) {
    beginResetModel();
    m_config = config;
    m_names = config.contextNames();
    endResetModel();
}

int ContextModel::rowOf(const QString &name) const {
    return int(m_names.indexOf(name));
}

int ContextModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_names.size());
}

int ContextModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ContextModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QString &name = m_names.at(index.row());
    const kube::ContextEntry &ctx = m_config.contexts()[name];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        switch (index.column()) {
        case NameColumn:
            return name;
        case ClusterColumn:
            return ctx.cluster;
        case UserColumn:
            return ctx.user;
        case NamespaceColumn:
            return ctx.namespace_;
        case ServerColumn:
            return m_config.clusters().value(ctx.cluster).server;
        }
        return {};
    case IsCurrentRole:
        return name == m_config.currentContext();
    case OriginRole:
        return ctx.origin;
    }
    return {};
}

QVariant ContextModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Context");
    case ClusterColumn:
        return tr("Cluster");
    case UserColumn:
        return tr("User");
    case NamespaceColumn:
        return tr("Namespace");
    case ServerColumn:
        return tr("Server");
    }
    return {};
}

} // namespace models
