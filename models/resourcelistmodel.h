#pragma once

#include "codecs/listrows.h"
#include "kube/discovery.h"
#include "models/tablefetch.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace kube {
class Client;
} // namespace kube

namespace models {

namespace ResourceListDefs {
enum Role {
    RawRole = Qt::UserRole + 1, ///< the cell as the server sent it (string, number, bool)
    NameRole,                   ///< QString: the object's name (any column)
    NamespaceRole,              ///< QString: the object's namespace (any column)
    PriorityRole,               ///< int, headerData: 0 for kubectl's default columns, more for -o wide ones
};
}

class TableFetch;
struct TablePage;

/// One collection in the server's Table format (as=Table;g=meta.k8s.io;v=v1),
/// fetched page by page (limit/continue) through TableFetch; each page is
/// decoded on the thread pool and appended as one batch of rows. Columns come
/// from the server.
class ResourceListModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    explicit ResourceListModel(QObject *parent = nullptr);
    ~ResourceListModel() override;

    /// Lists resource in namespace_ (all namespaces when empty) through client.
    void setSource(kube::Client *client, const kube::ApiResource &resource, const QString &namespace_);
    /// Fetches the collection again from the first page.
    void reload();
    void setPageSize(int rows) { m_pageSize = rows; }

    const kube::ApiResource &resource() const { return m_resource; }
    QString namespace_() const { return m_namespace; }
    bool isLoading() const { return m_loading; }
    /// The last error (translated), empty when fine.
    QString errorMessage() const { return m_error; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    void loadingChanged(bool loading);
    /// The load ended (every page in, cancelled, or failed): the same result
    /// shape as every other asynchronous unit (see kube/handle.h). On failure
    /// errorMessage() holds the translated text with the server's Status words.
    void finished(const models::TableResult &result);

private:
    void takePage(const TablePage &page);

    QPointer<kube::Client> m_client;
    TableFetch *m_fetch = nullptr;
    kube::ApiResource m_resource;
    QString m_namespace;
    int m_pageSize = 500;
    bool m_loading = false;
    QString m_error;
    QList<codecs::TableColumn> m_columns;
    QList<codecs::TableRow> m_rows;
};

} // namespace models
