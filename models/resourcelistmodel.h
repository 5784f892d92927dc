#pragma once

#include "kube/discovery.h"

#include <QAbstractTableModel>
#include <QFutureWatcher>
#include <QPointer>

namespace kube {
class Call;
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

/// One collection in the server's Table format (as=Table;g=meta.k8s.io;v=v1),
/// fetched page by page (limit/continue); each page is decoded on the thread
/// pool and appended as one batch of rows. Columns come from the server.
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

    /// One decoded page (public for the decoder on the thread pool).
    struct Page {
        QStringList columns;
        QList<int> priorities;
        QList<QList<QVariant>> cells;
        QStringList names;
        QStringList namespaces;
        QString continueToken;
        QString error;
    };
    /// Decodes a Table page; runs on any thread.
    static Page decodePage(const QByteArray &body);

signals:
    void loadingChanged(bool loading);
    /// A page failed: message is translated, with the server's Status words.
    void failed(const QString &message);

private:
    void fetch(const QString &continueToken);
    void takePage(const Page &page);

    QPointer<kube::Client> m_client;
    kube::ApiResource m_resource;
    QString m_namespace;
    QPointer<kube::Call> m_call;
    int m_generation = 0;
    int m_pageSize = 500;
    bool m_loading = false;
    QString m_error;
    QStringList m_columns;
    QList<int> m_priorities;
    QList<QList<QVariant>> m_cells;
    QStringList m_names;
    QStringList m_namespaces;
};

} // namespace models
