#include "models/resourcelistmodel.h"

#include "kube/client.h"
#include "models/tablefetch.h"

namespace models {

using namespace ResourceListDefs;

ResourceListModel::ResourceListModel(QObject *parent)
    : QAbstractTableModel(parent) {}

ResourceListModel::~ResourceListModel() = default;

void ResourceListModel::setSource(kube::Client *client, const kube::ApiResource &resource,
                                  const QString &namespace_) {
    if (client != m_client) {
        delete m_fetch;
        m_fetch = nullptr;
        m_client = client;
        if (client) {
            m_fetch = new TableFetch(client, this);
            connect(m_fetch, &TableFetch::page, this, &ResourceListModel::takePage);
            connect(m_fetch, &TableFetch::finished, this, [this](const TableResult &result) {
                m_loading = false;
                if (!result)
                    m_error = TableFetch::errorMessage(result.error());
                emit loadingChanged(false);
                emit finished(result);
            });
        }
    }
    m_resource = resource;
    m_namespace = resource.namespaced ? namespace_ : QString();
    reload();
}

void ResourceListModel::reload() {
    if (m_fetch)
        m_fetch->cancel();
    beginResetModel();
    m_columns.clear();
    m_rows.clear();
    endResetModel();
    m_error.clear();
    if (!m_client)
        return;
    m_loading = true;
    emit loadingChanged(true);
    TableRequest request;
    request.resource = m_resource;
    request.namespace_ = m_namespace;
    request.pageSize = m_pageSize;
    m_fetch->start(request);
}

void ResourceListModel::takePage(const TablePage &page) {
    if (m_columns.isEmpty() && !page.columns.isEmpty()) {
        beginInsertColumns(QModelIndex(), 0, int(page.columns.size()) - 1);
        m_columns = page.columns;
        endInsertColumns();
    }
    if (!page.rows.isEmpty()) {
        const int first = int(m_rows.size());
        beginInsertRows(QModelIndex(), first, first + int(page.rows.size()) - 1);
        m_rows += page.rows;
        endInsertRows();
    }
}

int ResourceListModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ResourceListModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_columns.size());
}

QVariant ResourceListModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case RawRole:
        return m_rows.at(index.row()).cells.value(index.column());
    case NameRole:
        return m_rows.at(index.row()).name;
    case NamespaceRole:
        return m_rows.at(index.row()).ns;
    }
    return {};
}

QVariant ResourceListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= m_columns.size())
        return {};
    if (role == Qt::DisplayRole)
        return m_columns.at(section).name; // the server's own column names
    if (role == PriorityRole)
        return m_columns.at(section).priority;
    return {};
}

} // namespace models
