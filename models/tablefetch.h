#pragma once

#include "codecs/listrows.h"
#include "codecs/result.h"
#include "kube/apierror.h"
#include "kube/discovery.h"

#include <QObject>
#include <QPointer>

namespace kube {
class Call;
class Client;
} // namespace kube

namespace models {

/// What to fetch in the server's Table format (as=Table;g=meta.k8s.io;v=v1).
struct TableRequest {
    kube::ApiResource resource;
    QString namespace_; ///< empty: all namespaces (and always for cluster-scoped resources)
    QString name;       ///< one object instead of the collection
    QString labelSelector;
    QString fieldSelector;
    int pageSize = 500; ///< limit of each page; 0 asks for the whole collection at once
};

/// One decoded page: the server's columns and the page's rows.
struct TablePage {
    QList<codecs::TableColumn> columns;
    QList<codecs::TableRow> rows;
    QString continueToken; ///< empty on the last page
    QStringList warnings;  ///< the server's Warning headers for this page
};

/// How a whole fetch ended: the number of pages, or the first error (pages
/// delivered before it stay delivered).
struct TableSummary {
    int pages = 0;
    qsizetype rows = 0;
};
using TableResult = mado::Result<TableSummary, kube::ApiError>;

/// Pages through one collection (limit/continue) in the Table format and
/// decodes each page on the thread pool with codecs::decodeJsonTableRows; the
/// list model and `mado get` both read Tables through it. One page() signal
/// per page, in order, then finished(). Never blocks.
class TableFetch final : public QObject {
    Q_OBJECT

public:
    /// client must outlive the fetch.
    explicit TableFetch(kube::Client *client, QObject *parent = nullptr);
    ~TableFetch() override;

    /// Starts fetching request from its first page, cancelling a fetch in flight.
    void start(const TableRequest &request);
    /// Stops the fetch in flight; no signal follows.
    void cancel();
    bool isRunning() const { return m_running; }

    /// The Accept header of every Table request (JSON as the server's fallback).
    static QByteArray acceptHeader();
    /// Decodes one Table body; runs on any thread. A decode error has Kind::Decode.
    static mado::Result<TablePage, kube::ApiError> decodePage(const QByteArray &body);
    /// The translated message of error for the user (a decode error's own
    /// words, the server's Status otherwise).
    static QString errorMessage(const kube::ApiError &error);

signals:
    /// The next page, decoded.
    void page(const models::TablePage &page);
    /// The fetch ended (not emitted after cancel()).
    void finished(const models::TableResult &result);

private:
    void fetch(const QString &continueToken);
    void takePage(const mado::Result<TablePage, kube::ApiError> &page);
    void end(const TableResult &result);

    kube::Client *m_client;
    TableRequest m_request;
    QPointer<kube::Call> m_call;
    int m_generation = 0;
    bool m_running = false;
    TableSummary m_summary;
};

} // namespace models
