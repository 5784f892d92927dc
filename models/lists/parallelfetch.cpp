#include "models/lists/parallelfetch.h"

#include "kube/client.h"
#include "kube/shardselector.h"

#include "codecs/json.h"

#include <QCborMap>

#include <algorithm>
#include <limits>

namespace models {

namespace parallel {

QStringList shardSelectors(int parts) {
    parts = std::max(1, parts);
    QStringList out;
    // Range i is [i * step, (i + 1) * step) with step = (2^64 - 1) / parts; the last ends at 2^64.
    const quint64 step = std::numeric_limits<quint64>::max() / quint64(parts);
    for (int i = 0; i < parts; ++i) {
        kube::ShardSelector s;
        kube::ShardSelector::Range r;
        r.start = step * quint64(i);
        if (i + 1 == parts)
            r.endIsTop = true;
        else
            r.end = step * quint64(i + 1);
        s.ranges.append(r);
        out.append(s.toString());
    }
    return out;
}

QByteArray serverKey(const QString &namespace_, const QString &name) {
    return namespace_.isEmpty() ? name.toUtf8() : (namespace_ + QLatin1Char('/') + name).toUtf8();
}

void sortAsServer(QList<codecs::TableRow> &rows) {
    QList<std::pair<QByteArray, qsizetype>> keys;
    keys.reserve(rows.size());
    for (qsizetype i = 0; i < rows.size(); ++i)
        keys.append({serverKey(rows.at(i).ns, rows.at(i).name), i});
    std::sort(keys.begin(), keys.end());
    QList<codecs::TableRow> sorted;
    sorted.reserve(rows.size());
    for (const auto &k : std::as_const(keys))
        sorted.append(std::move(rows[k.second]));
    rows = std::move(sorted);
}

kube::Call *probeShards(kube::Client *client, const QString &collectionPath) {
    kube::Request r;
    r.path = collectionPath;
    // A plain list: Table and PartialObjectMetadataList answers carry no shardInfo.
    r.accept = "application/json";
    r.query.addQueryItem(QStringLiteral("limit"), QStringLiteral("1"));
    r.query.addQueryItem(QStringLiteral("shardSelector"), shardSelectors(2).first());
    return client->send(r);
}

bool honoursShards(const kube::CallResult &result) {
    if (!result)
        return false;
    const auto doc = codecs::parseJson(result->body);
    return doc && (*doc)[QLatin1String("metadata")][QLatin1String("shardInfo")].isMap();
}

} // namespace parallel

ParallelFetch::ParallelFetch(kube::Client *client, QObject *parent)
    : QObject(parent)
    , m_client(client) {}

ParallelFetch::~ParallelFetch() = default;

void ParallelFetch::cancel() {
    for (TableFetch *f : std::as_const(m_fetches)) {
        f->cancel();
        f->deleteLater();
    }
    m_fetches.clear();
    m_running = 0;
}

void ParallelFetch::start(const TableRequest &request, int parts, parallel::Split split) {
    cancel();
    m_summary = {};
    QList<TableRequest> requests;
    parts = std::max(1, parts);
    if (split == parallel::Split::Shards) {
        for (const QString &selector : parallel::shardSelectors(parts)) {
            TableRequest r = request;
            r.shardSelector = selector;
            requests.append(r);
        }
    } else {
        const int streams = std::max<int>(1, std::min<int>(parts, int(request.namespaces.size())));
        for (int i = 0; i < streams; ++i) {
            TableRequest r = request;
            r.namespaces.clear();
            for (qsizetype n = i; n < request.namespaces.size(); n += streams)
                r.namespaces.append(request.namespaces.at(n));
            if (r.namespaces.isEmpty())
                r.namespaces = request.namespaces; // none at all: one stream over the collection
            requests.append(r);
        }
    }
    for (int part = 0; part < requests.size(); ++part) {
        auto *fetch = new TableFetch(m_client, this);
        m_fetches.append(fetch);
        connect(fetch, &TableFetch::page, this,
                [this, part](const TablePage &page) { emit this->page(page, part); });
        connect(fetch, &TableFetch::restarted, this,
                [this, part](const QString &message) { emit restarted(part, message); });
        connect(fetch, &TableFetch::finished, this, [this](const TableResult &result) {
            if (m_running == 0)
                return;
            if (!result) {
                cancel();
                emit finished(result);
                return;
            }
            m_summary.pages += result->pages;
            m_summary.rows += result->rows;
            m_summary.bytes += result->bytes;
            m_summary.restarts += result->restarts;
            if (--m_running == 0)
                emit finished(m_summary);
        });
    }
    m_running = int(m_fetches.size());
    for (int part = 0; part < requests.size(); ++part)
        m_fetches.at(part)->start(requests.at(part));
}

} // namespace models
