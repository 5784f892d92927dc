#include "models/tablefetch.h"

#include "codecs/decode.h"
#include "codecs/mediatype.h"
#include "kube/client.h"
#include "kube/offthread.h"

#include <QCoreApplication>

#include <optional>

namespace models {

namespace {
constexpr char kTableAccept[] = "application/json;as=Table;v=v1;g=meta.k8s.io,application/json";
constexpr char kMetadataAccept[] =
    "application/json;as=PartialObjectMetadataList;v=v1;g=meta.k8s.io,application/json";
constexpr char kObjectsAccept[] = "application/json";

kube::ApiError decodeError(const QString &message) {
    kube::ApiError error;
    error.kind = kube::ApiError::Kind::Decode;
    error.message = message;
    return error;
}

/// kind: the list's kind ("ConfigMapList", "PartialObjectMetadataList", ...).
mado::Result<TablePage, kube::ApiError> decodeList(const QByteArray &body, QString *kind = nullptr) {
    TablePage page;
    auto info = codecs::decodeJsonListRows(
        body, [&page](codecs::ObjectRow &&row) { page.rows.append(TableFetch::metadataRow(row)); });
    if (!info)
        return decodeError(info.error().message);
    if (kind)
        *kind = info->kind;
    page.columns = TableFetch::metadataColumns();
    page.continueToken = info->continueToken;
    page.resourceVersion = info->resourceVersion;
    page.remainingItemCount = info->remainingItemCount;
    return page;
}
} // namespace

TableFetch::TableFetch(kube::Client *client, QObject *parent)
    : QObject(parent)
    , m_client(client) {}

// A page still decoding on the pool works on its own copy of the bytes and
// touches nothing of this object: no need to wait for it.
TableFetch::~TableFetch() {
    cancel();
}

QByteArray TableFetch::acceptHeader() {
    return kTableAccept;
}

QByteArray TableFetch::acceptHeader(ListShape shape) {
    switch (shape) {
    case ListShape::Table:
        return kTableAccept;
    case ListShape::Metadata:
        return kMetadataAccept;
    case ListShape::Objects:
        break;
    }
    return kObjectsAccept;
}

QList<codecs::TableColumn> TableFetch::metadataColumns() {
    using namespace MetadataColumns;
    // The server's own column vocabulary (names in English like a Table's).
    QList<codecs::TableColumn> c(Count);
    c[Name] = {QStringLiteral("Name"), QStringLiteral("string"), QString(), 0};
    c[Namespace] = {QStringLiteral("Namespace"), QStringLiteral("string"), QString(), 0};
    c[Labels] = {QStringLiteral("Labels"), QStringLiteral("string"), QString(), 0};
    c[Annotations] = {QStringLiteral("Annotations"), QStringLiteral("integer"), QString(), 0};
    c[Owner] = {QStringLiteral("Owner"), QStringLiteral("string"), QString(), 0};
    c[Finalizers] = {QStringLiteral("Finalizers"), QStringLiteral("string"), QString(), 0};
    c[Age] = {QStringLiteral("Age"), QStringLiteral("date"), QStringLiteral("age"), 0};
    return c;
}

codecs::TableRow TableFetch::metadataRow(const codecs::ObjectRow &object) {
    using namespace MetadataColumns;
    codecs::TableRow row;
    row.name = object.name;
    row.ns = object.ns;
    row.created = object.created;
    row.cells.resize(Count);
    row.cells[Name] = object.name;
    if (!object.ns.isEmpty())
        row.cells[Namespace] = object.ns;
    if (!object.labels.isEmpty()) {
        QString labels;
        for (const auto &[k, v] : object.labels) {
            if (!labels.isEmpty())
                labels += QLatin1Char(',');
            labels += k + QLatin1Char('=') + v;
        }
        row.cells[Labels] = labels;
    }
    row.cells[Annotations] = qint64(object.annotations);
    if (!object.owner.isEmpty())
        row.cells[Owner] = object.owner;
    if (!object.finalizers.isEmpty())
        row.cells[Finalizers] = object.finalizers.join(QLatin1Char(','));
    if (object.created != std::numeric_limits<qint64>::min())
        row.cells[Age] = codecs::formatRfc3339Seconds(object.created);
    return row;
}

mado::Result<TablePage, kube::ApiError> TableFetch::decodePage(const QByteArray &body) {
    return decodePage(body, ListShape::Table);
}

mado::Result<TablePage, kube::ApiError> TableFetch::decodePage(const QByteArray &body, ListShape shape) {
    if (shape != ListShape::Table)
        return decodeList(body);
    TablePage page;
    auto info = codecs::decodeJsonTableRows(
        body, [&page](codecs::TableRow &&row) { page.rows.append(std::move(row)); });
    if (!info) {
        // A resource without Table support answers with its plain list.
        QString kind;
        auto plain = decodeList(body, &kind);
        if (plain && kind.endsWith(QLatin1String("List"))) {
            plain.value().plainList = true;
            return plain;
        }
        return decodeError(info.error().message);
    }
    page.columns = info->columns;
    page.continueToken = info->continueToken;
    page.resourceVersion = info->resourceVersion;
    page.remainingItemCount = info->remainingItemCount;
    return page;
}

QString TableFetch::errorMessage(const kube::ApiError &error) {
    if (error.kind == kube::ApiError::Kind::Decode)
        return error.message;
    if (error.httpStatus == 406)
        return codecs::notAcceptableMessage(kTableAccept, error.message);
    return error.userMessage();
}

bool TableFetch::isExpired(const kube::ApiError &error) {
    return error.kind == kube::ApiError::Kind::Http && error.httpStatus == 410;
}

QUrlQuery TableFetch::query(const TableRequest &request, const QString &continueToken) {
    QUrlQuery q;
    if (request.shape == ListShape::Table && request.includeObject != IncludeObject::Metadata) {
        q.addQueryItem(QStringLiteral("includeObject"), request.includeObject == IncludeObject::None
                                                            ? QStringLiteral("None")
                                                            : QStringLiteral("Object"));
    }
    if (!request.name.isEmpty())
        return q;
    const int limit =
        continueToken.isEmpty() && request.firstPageSize > 0 ? request.firstPageSize : request.pageSize;
    if (limit > 0)
        q.addQueryItem(QStringLiteral("limit"), QString::number(limit));
    if (!continueToken.isEmpty())
        q.addQueryItem(QStringLiteral("continue"), continueToken);
    if (!request.labelSelector.isEmpty())
        kube::addQueryText(q, QStringLiteral("labelSelector"), request.labelSelector);
    if (!request.fieldSelector.isEmpty())
        kube::addQueryText(q, QStringLiteral("fieldSelector"), request.fieldSelector);
    if (!request.shardSelector.isEmpty())
        kube::addQueryText(q, QStringLiteral("shardSelector"), request.shardSelector);
    return q;
}

void TableFetch::start(const TableRequest &request) {
    cancel();
    m_request = request;
    if (!m_request.resource.namespaced) {
        m_request.namespace_.clear();
        m_request.namespaces.clear();
    }
    m_request.namespaces.removeAll(QString());
    m_request.namespaces.removeDuplicates();
    m_summary = {};
    m_nsIndex = 0;
    m_running = true;
    m_followed.clear();
    fetch(m_request.continueToken);
}

void TableFetch::cancel() {
    ++m_generation;
    m_running = false;
    m_pages.clear();
    if (m_call) {
        m_call->disconnect(this);
        m_call->cancel();
        m_call->deleteLater();
    }
}

QString TableFetch::currentNamespace() const {
    if (!m_request.namespaces.isEmpty())
        return m_request.namespaces.value(m_nsIndex);
    return m_request.namespace_;
}

void TableFetch::fetch(const QString &continueToken) {
    if (!continueToken.isEmpty() && !m_followed.follow(continueToken))
        return end(kube::ContinueTokens::repeatedError());
    kube::Request req;
    req.path = m_request.resource.path(currentNamespace(), m_request.name);
    req.accept = acceptHeader(m_request.shape);
    req.query = query(m_request, continueToken);
    kube::Call *call = m_client->send(req);
    m_call = call;
    const int gen = m_generation;
    const bool continuing = !continueToken.isEmpty();
    connect(call, &kube::Call::finished, this, [this, call, gen, continuing] {
        call->deleteLater();
        if (gen != m_generation)
            return;
        const kube::CallResult &r = call->result();
        if (!r) {
            if (continuing && isExpired(r.error()) && m_summary.restarts < 3) {
                // The snapshot the token pointed at was compacted away: start over.
                // Pages of the old snapshot still decoding are dropped.
                const int restart = ++m_generation;
                m_pages.clear();
                m_followed.clear();
                ++m_summary.restarts;
                m_summary.pages = 0;
                m_summary.rows = 0;
                m_nsIndex = 0;
                emit restarted(QCoreApplication::translate(
                    "models::TableFetch",
                    "The list expired on the server while it was paged (410 Gone); loading it again "
                    "from the start."));
                if (restart != m_generation)
                    return;
                return fetch(QString());
            }
            return end(r.error());
        }
        // Pages are JSON: an answer in another API format is not read as broken JSON.
        if (auto unaccepted =
                codecs::unacceptedContentType(acceptHeader(m_request.shape), r->contentType, r->body))
            return end(decodeError(unaccepted->message));
        m_summary.bytes += r->body.size();
        const auto slot = m_pages.add(!continuing);
        // Decode on the thread pool; this thread only hands the finished page on.
        using Decoded = std::optional<PageResult>; // futures need a default
        kube::runOffThread(
            this, [body = r->body, shape = m_request.shape]() -> Decoded { return decodePage(body, shape); },
            [this, gen, slot, warnings = r->warnings, size = r->body.size()](Decoded page) {
                if (gen != m_generation)
                    return;
                if (*page) {
                    page->value().warnings = warnings;
                    page->value().bytes = size;
                }
                slot->page = std::move(*page);
                handOverPages();
            });
        // Meanwhile ask for the next page when the body names it up front.
        if (m_request.name.isEmpty()) {
            if (const auto next = m_pages.readAhead(slot, r->body)) {
                ++m_summary.askedAhead;
                fetch(*next);
            }
        }
    });
}

void TableFetch::handOverPages() {
    const int gen = m_generation; // a new list, the end or a cancel stops the hand-over
    m_pages.handOver(
        this, [this, gen] { return gen == m_generation; }, [this](auto &&e) { takePage(*e.page, e.peeked); });
}

void TableFetch::takePage(const PageResult &page, const std::optional<QString> &peeked) {
    if (!page)
        return end(page.error());
    if (!kube::PagePipeline<PageResult>::agrees(peeked, page->continueToken)) {
        kube::ApiError error;
        error.kind = kube::ApiError::Kind::Decode;
        error.message = codecs::continueMismatchMessage();
        return end(error);
    }
    ++m_summary.pages;
    m_summary.rows += page->rows.size();
    m_summary.resourceVersion = page->resourceVersion;
    const int gen = m_generation;
    emit this->page(*page);
    if (gen != m_generation) // a receiver cancelled or restarted
        return;
    if (!page->continueToken.isEmpty() && m_request.name.isEmpty()) {
        if (!peeked) // else the next page is already on its way
            fetch(page->continueToken);
        return;
    }
    if (m_nsIndex + 1 < m_request.namespaces.size()) {
        ++m_nsIndex;
        return fetch(QString());
    }
    end(m_summary);
}

void TableFetch::end(const TableResult &result) {
    m_running = false;
    ++m_generation;
    m_pages.clear();
    emit finished(result);
}

} // namespace models
