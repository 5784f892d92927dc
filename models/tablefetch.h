#pragma once

#include "codecs/listrows.h"
#include "codecs/result.h"
#include "kube/apierror.h"
#include "kube/continuetokens.h"
#include "kube/discovery.h"
#include "kube/pagepipeline.h"

#include <QObject>
#include <QPointer>

namespace kube {
class Call;
class Client;
} // namespace kube

namespace models {

/// The shape a collection is fetched in.
enum class ListShape {
    Table,    ///< as=Table;g=meta.k8s.io;v=v1: the server's columns (a plain list where unsupported)
    Metadata, ///< as=PartialObjectMetadataList: metadata columns only, smallest pages
    Objects,  ///< the plain list of whole objects (name, namespace, age columns)
};

/// How much of each object a Table row carries (includeObject=).
enum class IncludeObject { None, Metadata, Object };

/// What to fetch.
struct TableRequest {
    kube::ApiResource resource;
    QString namespace_; ///< empty: all namespaces (and always for cluster-scoped resources)
    /// Several namespaces, fetched one after the other into one list; when
    /// set, namespace_ is ignored.
    QStringList namespaces;
    QString name; ///< one object instead of the collection
    QString labelSelector;
    QString fieldSelector;
    /// A shard selector (kube/shardselector.h) sent with every page; empty: none.
    QString shardSelector;
    int pageSize = 500;    ///< limit of each page; 0 asks for the whole collection at once
    int firstPageSize = 0; ///< limit of the first page when not 0 (a small page that tells the size)
    ListShape shape = ListShape::Table;
    /// Resume a paged list from this continue token instead of its first page.
    QString continueToken;
    /// What Table rows carry; Metadata gives every row its name and namespace
    /// (None: only the cells, for printing one namespace).
    IncludeObject includeObject = IncludeObject::Metadata;
};

/// One decoded page: the columns and the page's rows.
struct TablePage {
    QList<codecs::TableColumn> columns;
    QList<codecs::TableRow> rows;
    QString continueToken; ///< empty on the last page
    QString resourceVersion;
    qint64 remainingItemCount = -1; ///< -1 when the server did not say
    qsizetype bytes = 0;            ///< of the body as received
    QStringList warnings;           ///< the server's Warning headers for this page
    bool plainList = false;         ///< a Table was asked for and a plain list came back
};

/// How a whole fetch ended: the number of pages, or the first error (pages
/// delivered before it stay delivered).
struct TableSummary {
    int pages = 0;
    qsizetype rows = 0;
    qsizetype bytes = 0;
    int restarts = 0;        ///< fresh lists after an expired continue token
    int askedAhead = 0;      ///< pages asked for while the page naming them decoded
    QString resourceVersion; ///< of the last list (one namespace): where a watch can start
};
using TableResult = mado::Result<TableSummary, kube::ApiError>;

/// Column indexes of the metadata-only and plain-list shapes.
namespace MetadataColumns {
enum Column { Name, Namespace, Labels, Annotations, Owner, Finalizers, Age, Count };
}

/// Pages through one collection (limit/continue) and decodes each page on the
/// thread pool (codecs::decodeJsonTableRows, or decodeJsonListRows for the
/// metadata-only and plain shapes); the list model and `mado get` both read
/// lists through it. One page() signal per page, in order, then finished().
/// An expired continue token (410) restarts from a fresh list once, with
/// restarted(). Never blocks.
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
    /// Bytes received so far by this fetch.
    qsizetype bytes() const { return m_summary.bytes; }

    /// The Accept header of every Table request (JSON as the server's fallback).
    static QByteArray acceptHeader();
    /// The Accept header of a request of shape.
    static QByteArray acceptHeader(ListShape shape);
    /// The query of request's page after continueToken in namespace ns.
    static QUrlQuery query(const TableRequest &request, const QString &continueToken);
    /// Decodes one Table body; runs on any thread. A decode error has Kind::Decode.
    static mado::Result<TablePage, kube::ApiError> decodePage(const QByteArray &body);
    /// Decodes one body of shape (a plain list where a Table was asked for is
    /// read as one); runs on any thread.
    static mado::Result<TablePage, kube::ApiError> decodePage(const QByteArray &body, ListShape shape);
    /// The columns of the metadata-only and plain-list shapes.
    static QList<codecs::TableColumn> metadataColumns();
    /// The row of object in the metadata columns.
    static codecs::TableRow metadataRow(const codecs::ObjectRow &object);
    /// The translated message of error for the user (a decode error's own
    /// words, the server's Status otherwise).
    static QString errorMessage(const kube::ApiError &error);
    /// True when error is the 410 of an expired continue token or resourceVersion.
    static bool isExpired(const kube::ApiError &error);

signals:
    /// The next page, decoded.
    void page(const models::TablePage &page);
    /// The continue token expired (410): every page delivered so far is void,
    /// and the list starts again from its first page. message is translated.
    void restarted(const QString &message);
    /// The fetch ended (not emitted after cancel()).
    void finished(const models::TableResult &result);

private:
    void fetch(const QString &continueToken);
    using PageResult = mado::Result<TablePage, kube::ApiError>;
    void takePage(const PageResult &page, const std::optional<QString> &peeked);
    void handOverPages();
    void end(const TableResult &result);
    QString currentNamespace() const;

    kube::Client *m_client;
    TableRequest m_request;
    QPointer<kube::Call> m_call;
    kube::PagePipeline<PageResult> m_pages; ///< pages answered and not yet handed over
    kube::ContinueTokens m_followed;        ///< the continue tokens this list has asked for
    /// Bumped by a new list (start, restart, cancel, end), not by its next pages.
    int m_generation = 0;
    int m_nsIndex = 0;
    bool m_running = false;
    TableSummary m_summary;
};

} // namespace models
