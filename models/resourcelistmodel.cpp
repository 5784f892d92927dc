#include "models/resourcelistmodel.h"

#include "codecs/json.h"
#include "kube/client.h"

#include <QCborArray>
#include <QtConcurrent/QtConcurrentRun>

namespace models {

using namespace ResourceListDefs;

namespace {
constexpr char kTableAccept[] = "application/json;as=Table;v=v1;g=meta.k8s.io,application/json";

QVariant cellValue(const QCborValue &v) {
    if (v.isString())
        return v.toString();
    if (v.isInteger())
        return v.toInteger();
    if (v.isDouble())
        return v.toDouble();
    if (v.isBool())
        return v.toBool();
    if (v.isNull() || v.isUndefined())
        return {};
    return QString::fromUtf8(codecs::toJson(v, codecs::JsonStyle::Compact));
}
} // namespace

ResourceListModel::ResourceListModel(QObject *parent)
    : QAbstractTableModel(parent) {}

// A page still decoding on the pool works on its own copy of the bytes and
// touches nothing of the model: no need to wait for it.
ResourceListModel::~ResourceListModel() = default;

void ResourceListModel::setSource(kube::Client *client, const kube::ApiResource &resource,
                                  const QString &namespace_) {
    m_client = client;
    m_resource = resource;
    m_namespace = resource.namespaced ? namespace_ : QString();
    reload();
}

void ResourceListModel::reload() {
    ++m_generation;
    if (m_call)
        m_call->abandon();
    beginResetModel();
    m_columns.clear();
    m_priorities.clear();
    m_cells.clear();
    m_names.clear();
    m_namespaces.clear();
    endResetModel();
    m_error.clear();
    if (!m_client)
        return;
    m_loading = true;
    emit loadingChanged(true);
    fetch(QString());
}

ResourceListModel::Page ResourceListModel::decodePage(const QByteArray &body) {
    Page page;
    auto doc = codecs::parseJson(body);
    if (!doc) {
        page.error = doc.error().message;
        return page;
    }
    if ((*doc)[QLatin1String("kind")].toString() != QLatin1String("Table")) {
        page.error = tr("The server did not answer in the Table format.");
        return page;
    }
    for (const QCborValue &c : (*doc)[QLatin1String("columnDefinitions")].toArray()) {
        page.columns.append(c[QLatin1String("name")].toString());
        page.priorities.append(int(c[QLatin1String("priority")].toInteger()));
    }
    const QCborArray rows = (*doc)[QLatin1String("rows")].toArray();
    page.cells.reserve(rows.size());
    for (const QCborValue &row : rows) {
        QList<QVariant> cells;
        for (const QCborValue &cell : row[QLatin1String("cells")].toArray())
            cells.append(cellValue(cell));
        page.cells.append(cells);
        const QCborValue meta = row[QLatin1String("object")][QLatin1String("metadata")];
        page.names.append(meta[QLatin1String("name")].toString());
        page.namespaces.append(meta[QLatin1String("namespace")].toString());
    }
    page.continueToken = (*doc)[QLatin1String("metadata")][QLatin1String("continue")].toString();
    return page;
}

void ResourceListModel::fetch(const QString &continueToken) {
    kube::Request req;
    req.path = m_resource.path(m_namespace);
    req.accept = kTableAccept;
    req.query.addQueryItem(QStringLiteral("limit"), QString::number(m_pageSize));
    if (!continueToken.isEmpty())
        req.query.addQueryItem(QStringLiteral("continue"), continueToken);
    kube::Call *call = m_client->send(req);
    m_call = call;
    const int gen = m_generation;
    connect(call, &kube::Call::finished, this, [this, call, gen] {
        call->deleteLater();
        if (gen != m_generation)
            return;
        const kube::CallResult &r = call->result();
        if (!r) {
            m_error = r.error().userMessage();
            m_loading = false;
            emit failed(m_error);
            emit loadingChanged(false);
            return;
        }
        // Decode on the thread pool; the GUI thread only inserts the finished rows.
        auto *watcher = new QFutureWatcher<Page>(this);
        connect(watcher, &QFutureWatcher<Page>::finished, this, [this, watcher, gen] {
            watcher->deleteLater();
            if (gen != m_generation)
                return;
            takePage(watcher->result());
        });
        watcher->setFuture(QtConcurrent::run(&ResourceListModel::decodePage, r->body));
    });
}

void ResourceListModel::takePage(const Page &page) {
    if (!page.error.isEmpty()) {
        m_error = page.error;
        m_loading = false;
        emit failed(m_error);
        emit loadingChanged(false);
        return;
    }
    if (m_columns.isEmpty() && !page.columns.isEmpty()) {
        beginInsertColumns(QModelIndex(), 0, int(page.columns.size()) - 1);
        m_columns = page.columns;
        m_priorities = page.priorities;
        endInsertColumns();
    }
    if (!page.cells.isEmpty()) {
        const int first = int(m_cells.size());
        beginInsertRows(QModelIndex(), first, first + int(page.cells.size()) - 1);
        m_cells += page.cells;
        m_names += page.names;
        m_namespaces += page.namespaces;
        endInsertRows();
    }
    if (!page.continueToken.isEmpty()) {
        fetch(page.continueToken);
        return;
    }
    m_loading = false;
    emit loadingChanged(false);
}

int ResourceListModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_cells.size());
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
        return m_cells.at(index.row()).value(index.column());
    case NameRole:
        return m_names.at(index.row());
    case NamespaceRole:
        return m_namespaces.at(index.row());
    }
    return {};
}

QVariant ResourceListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= m_columns.size())
        return {};
    if (role == Qt::DisplayRole)
        return m_columns.at(section); // the server's own column names
    if (role == PriorityRole)
        return m_priorities.at(section);
    return {};
}

} // namespace models
