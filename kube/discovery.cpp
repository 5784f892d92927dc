#include "kube/discovery.h"

#include "codecs/json.h"
#include "kube/client.h"

#include <QCborArray>
#include <QCborMap>

namespace kube {

namespace {

constexpr char kAggregatedAccept[] =
    "application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList,application/json";

} // namespace

Discovery::Discovery(Client *client)
    : Task(client)
    , m_client(client) {}

Discovery::~Discovery() = default;

Discovery *Discovery::start(Client *client, const DiscoveryRequest &request) {
    auto *d = new Discovery(client);
    if (request.legacyOnly)
        d->startLegacy();
    else
        d->startAggregated();
    return d;
}

void Discovery::cancel() {
    ApiError e;
    e.kind = ApiError::Kind::Canceled;
    fail(e);
}

void Discovery::fail(const ApiError &error) {
    if (isFinished())
        return;
    m_calls.clear();
    finish(error);
}

void Discovery::fail(const mado::Error &decodeError) {
    ApiError e;
    e.kind = ApiError::Kind::Decode;
    e.message = decodeError.message;
    fail(e);
}

Call *Discovery::send(const QString &path, const QByteArray &accept) {
    Request r;
    r.path = path;
    r.accept = accept;
    Call *call = m_client->send(r);
    m_calls.emplace_back(call);
    return call;
}

void Discovery::startAggregated() {
    Call *a = send(QStringLiteral("/api"), kAggregatedAccept);
    Call *b = send(QStringLiteral("/apis"), kAggregatedAccept);
    auto done = [this, a, b] {
        if (isFinished() || !a->isFinished() || !b->isFinished())
            return;
        const CallResult ra = a->result();
        const CallResult rb = b->result();
        m_calls.clear();
        for (const CallResult *r : {&ra, &rb}) {
            if (!*r)
                return fail(r->error());
        }
        // A server without aggregated discovery answers with the legacy documents.
        if (!ra->contentType.contains("as=APIGroupDiscoveryList") ||
            !rb->contentType.contains("as=APIGroupDiscoveryList"))
            return startLegacy();
        Catalog cat;
        for (const CallResult *r : {&ra, &rb}) {
            if (auto err = Catalog::addAggregated(cat, (*r)->body))
                return fail(*err);
        }
        cat.markPreferred();
        m_aggregated = true;
        finish(cat);
    };
    connect(a, &Call::finished, this, done);
    connect(b, &Call::finished, this, done);
}

void Discovery::startLegacy() {
    m_aggregated = false;
    m_pending = Catalog();
    m_outstanding = 2;
    Call *core = send(QStringLiteral("/api"));
    Call *apis = send(QStringLiteral("/apis"));
    // Groups are appended when their list arrives; the core group always comes first.
    m_pending.groups.append(ApiGroup{QString(), {}, {}});
    connect(core, &Call::finished, this, [this, core] {
        const auto doc = takeDocument(core);
        if (!doc)
            return;
        const QStringList versions = textList((*doc)[QLatin1String("versions")]);
        m_pending.groups.first().versions = versions;
        for (qsizetype i = 0; i < versions.size(); ++i)
            legacyGroupVersion(QString(), versions.at(i));
        callDone();
    });
    connect(apis, &Call::finished, this, [this, apis] {
        const auto doc = takeDocument(apis);
        if (!doc)
            return;
        for (const QCborValue &g : (*doc)[QLatin1String("groups")].toArray()) {
            ApiGroup group;
            group.name = g[QLatin1String("name")].toString();
            const QString preferred =
                g[QLatin1String("preferredVersion")][QLatin1String("version")].toString();
            group.versions.append(preferred);
            for (const QCborValue &v : g[QLatin1String("versions")].toArray()) {
                const QString version = v[QLatin1String("version")].toString();
                if (version != preferred)
                    group.versions.append(version);
            }
            m_pending.groups.append(group);
            for (const QString &version : std::as_const(group.versions))
                legacyGroupVersion(group.name, version);
        }
        callDone();
    });
}

std::optional<QCborValue> Discovery::takeDocument(Call *call) {
    if (isFinished())
        return std::nullopt;
    if (!call->result()) {
        fail(call->result().error());
        return std::nullopt;
    }
    auto doc = codecs::parseJson(call->result()->body);
    if (!doc) {
        fail(doc.error());
        return std::nullopt;
    }
    return *doc;
}

void Discovery::legacyGroupVersion(const QString &group, const QString &version) {
    ++m_outstanding;
    Call *call = send(groupVersionPath(group, version));
    connect(call, &Call::finished, this, [this, call, group, version] {
        if (isFinished())
            return;
        if (!call->result()) {
            // An unavailable aggregated API (503) is flagged, not fatal.
            for (ApiGroup &g : m_pending.groups) {
                if (g.name == group)
                    g.staleVersions.append(version);
            }
            callDone();
            return;
        }
        auto doc = codecs::parseJson(call->result()->body);
        if (!doc)
            return fail(doc.error());
        m_pending.resources += Catalog::legacyResources(group, version, *doc);
        callDone();
    });
}

void Discovery::callDone() {
    if (--m_outstanding > 0)
        return;
    m_calls.clear();
    // Keep the catalog in group order, as the aggregated answer would be.
    Catalog cat;
    cat.groups = m_pending.groups;
    cat.resources = Catalog::inGroupOrder(cat.groups, m_pending.resources);
    cat.markPreferred();
    m_pending = Catalog();
    finish(cat);
}

} // namespace kube
