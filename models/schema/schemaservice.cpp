#include "models/schema/schemaservice.h"

#include "kube/client.h"

namespace models {

namespace {

kube::ApiError canceled() {
    kube::ApiError e;
    e.kind = kube::ApiError::Kind::Canceled;
    return e;
}

} // namespace

void SchemaLookup::cancel() {
    finish(canceled());
}

SchemaService::SchemaService(QObject *parent)
    : QObject(parent) {}

SchemaService::~SchemaService() {
    setClient(nullptr);
}

void SchemaService::setClient(kube::Client *client) {
    if (client == m_client && client)
        return;
    m_client = nullptr;
    invalidate();
    // Lookups of the previous client end canceled.
    const auto waiting = std::exchange(m_waiting, {});
    for (const auto &list : waiting) {
        for (const QPointer<SchemaLookup> &l : list) {
            if (l)
                l->finish(canceled());
        }
    }
    m_client = client;
}

void SchemaService::invalidate() {
    m_indexFetch.reset();
    m_index.reset();
    m_documents.clear();
    const auto loading = std::exchange(m_loading, {});
    for (kube::SchemaFetch *f : loading)
        f->abandon();
    // Lookups in flight start over with a fresh index.
    if (!m_waiting.isEmpty() && m_client)
        fetchIndex();
}

std::shared_ptr<const kube::OpenApiDocument> SchemaService::cached(const QString &groupVersion) const {
    return m_documents.value(groupVersion);
}

SchemaLookup *SchemaService::lookup(const QString &groupVersion) {
    auto *l = new SchemaLookup(groupVersion, this);
    if (auto doc = m_documents.value(groupVersion)) {
        l->finishLater(doc);
        return l;
    }
    if (!m_client) {
        kube::ApiError e;
        e.kind = kube::ApiError::Kind::Config;
        e.message = tr("Not connected.");
        l->finishLater(e);
        return l;
    }
    m_waiting[groupVersion].append(l);
    if (m_loading.contains(groupVersion))
        return l;
    if (m_index)
        load(groupVersion);
    else
        fetchIndex();
    return l;
}

void SchemaService::fetchIndex() {
    if (m_indexFetch)
        return;
    ++m_indexFetches;
    kube::OpenApiIndexFetch *f = kube::OpenApiIndexFetch::start(m_client);
    m_indexFetch.reset(f);
    connect(f, &kube::OpenApiIndexFetch::finished, this, [this, f] {
        const kube::OpenApiIndexFetch::ResultType r = f->result();
        m_indexFetch.reset();
        if (!r) {
            for (const QString &gv : m_waiting.keys())
                settle(gv, r.error());
            return;
        }
        m_index = r.value();
        for (const QString &gv : m_waiting.keys()) {
            if (!m_loading.contains(gv))
                load(gv);
        }
    });
}

void SchemaService::load(const QString &groupVersion) {
    ++m_loads;
    kube::SchemaRequest req;
    req.groupVersion = groupVersion;
    req.cacheDir = m_cacheDir;
    req.index = m_index;
    kube::SchemaFetch *f = kube::SchemaFetch::start(m_client, req);
    m_loading.insert(groupVersion, f);
    connect(f, &kube::SchemaFetch::finished, this, [this, f, groupVersion] {
        f->deleteLater();
        m_loading.remove(groupVersion);
        const kube::SchemaFetch::ResultType r = f->result();
        if (r) {
            m_documents.insert(groupVersion, r.value());
            emit documentLoaded(groupVersion);
        }
        settle(groupVersion, r);
    });
}

void SchemaService::settle(const QString &groupVersion, const kube::SchemaFetch::ResultType &result) {
    const QList<QPointer<SchemaLookup>> waiting = m_waiting.take(groupVersion);
    for (const QPointer<SchemaLookup> &l : waiting) {
        if (l)
            l->finish(result);
    }
}

} // namespace models
