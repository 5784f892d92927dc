#include "models/tablefetch.h"

#include "codecs/mediatype.h"
#include "kube/client.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include <optional>

namespace models {

namespace {
constexpr char kTableAccept[] = "application/json;as=Table;v=v1;g=meta.k8s.io,application/json";
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

mado::Result<TablePage, kube::ApiError> TableFetch::decodePage(const QByteArray &body) {
    TablePage page;
    auto info = codecs::decodeJsonTableRows(
        body, [&page](codecs::TableRow &&row) { page.rows.append(std::move(row)); });
    if (!info) {
        kube::ApiError error;
        error.kind = kube::ApiError::Kind::Decode;
        error.message = info.error().message;
        return error;
    }
    page.columns = info->columns;
    page.continueToken = info->continueToken;
    return page;
}

QString TableFetch::errorMessage(const kube::ApiError &error) {
    if (error.kind == kube::ApiError::Kind::Decode)
        return error.message;
    if (error.httpStatus == 406)
        return codecs::notAcceptableMessage(kTableAccept, error.message);
    return error.userMessage();
}

void TableFetch::start(const TableRequest &request) {
    cancel();
    m_request = request;
    if (!m_request.resource.namespaced)
        m_request.namespace_.clear();
    m_summary = {};
    m_running = true;
    fetch(QString());
}

void TableFetch::cancel() {
    ++m_generation;
    m_running = false;
    if (m_call) {
        m_call->disconnect(this);
        m_call->cancel();
        m_call->deleteLater();
    }
}

void TableFetch::fetch(const QString &continueToken) {
    kube::Request req;
    req.path = m_request.resource.path(m_request.namespace_, m_request.name);
    req.accept = kTableAccept;
    if (m_request.name.isEmpty()) {
        if (m_request.pageSize > 0)
            req.query.addQueryItem(QStringLiteral("limit"), QString::number(m_request.pageSize));
        if (!continueToken.isEmpty())
            req.query.addQueryItem(QStringLiteral("continue"), continueToken);
        if (!m_request.labelSelector.isEmpty())
            req.query.addQueryItem(QStringLiteral("labelSelector"), m_request.labelSelector);
        if (!m_request.fieldSelector.isEmpty())
            req.query.addQueryItem(QStringLiteral("fieldSelector"), m_request.fieldSelector);
    }
    kube::Call *call = m_client->send(req);
    m_call = call;
    const int gen = m_generation;
    connect(call, &kube::Call::finished, this, [this, call, gen] {
        call->deleteLater();
        if (gen != m_generation)
            return;
        const kube::CallResult &r = call->result();
        if (!r)
            return end(r.error());
        // Decode on the thread pool; this thread only hands the finished page on.
        using Decoded = std::optional<mado::Result<TablePage, kube::ApiError>>; // futures need a default
        auto *watcher = new QFutureWatcher<Decoded>(this);
        connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, gen, warnings = r->warnings] {
            watcher->deleteLater();
            if (gen != m_generation)
                return;
            Decoded page = watcher->result();
            if (*page)
                page->value().warnings = warnings;
            takePage(*page);
        });
        watcher->setFuture(QtConcurrent::run([body = r->body]() -> Decoded { return decodePage(body); }));
    });
}

void TableFetch::takePage(const mado::Result<TablePage, kube::ApiError> &page) {
    if (!page)
        return end(page.error());
    ++m_summary.pages;
    m_summary.rows += page->rows.size();
    const int gen = m_generation;
    emit this->page(*page);
    if (gen != m_generation) // a receiver cancelled or restarted
        return;
    if (!page->continueToken.isEmpty() && m_request.name.isEmpty())
        return fetch(page->continueToken);
    end(m_summary);
}

void TableFetch::end(const TableResult &result) {
    m_running = false;
    ++m_generation;
    emit finished(result);
}

} // namespace models
