#include "kube/discovery.h"

#include "codecs/json.h"
#include "kube/client.h"
#include "kube/offthread.h"

#include <QCborArray>
#include <QCborMap>

#include <type_traits>

namespace kube {

namespace {

constexpr char kAggregatedAccept[] =
    "application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList,application/json";

/// What an answer decodes to off the GUI thread: the value, or why not.
template <typename T> struct Decoded {
    T value{};
    std::optional<mado::Error> error;
};

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
        runOffThread(
            this,
            [a = ra->body, b = rb->body] {
                Decoded<Catalog> out;
                for (const QByteArray *body : {&a, &b}) {
                    if ((out.error = Catalog::addAggregated(out.value, *body)))
                        return out;
                }
                out.value.markPreferred();
                return out;
            },
            [this](const Decoded<Catalog> &cat) {
                if (isFinished())
                    return;
                if (cat.error)
                    return fail(*cat.error);
                m_aggregated = true;
                finish(cat.value);
            });
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
        withDocument(core, [this](const QCborValue &doc) {
            const QStringList versions = textList(doc[QLatin1String("versions")]);
            m_pending.groups.first().versions = versions;
            for (qsizetype i = 0; i < versions.size(); ++i)
                legacyGroupVersion(QString(), versions.at(i));
            callDone();
        });
    });
    connect(apis, &Call::finished, this, [this, apis] {
        withDocument(apis, [this](const QCborValue &doc) {
            for (const QCborValue &g : doc[QLatin1String("groups")].toArray()) {
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
    });
}

void Discovery::withDocument(Call *call, std::function<void(const QCborValue &)> use) {
    if (isFinished())
        return;
    if (!call->result())
        return fail(call->result().error());
    runOffThread(
        this,
        [body = call->result()->body] {
            Decoded<QCborValue> out;
            auto doc = codecs::parseJson(body);
            if (doc)
                out.value = std::move(*doc);
            else
                out.error = doc.error();
            return out;
        },
        [this, use = std::move(use)](const Decoded<QCborValue> &doc) {
            if (isFinished())
                return;
            if (doc.error)
                return fail(*doc.error);
            use(doc.value);
        });
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
        runOffThread(
            this,
            [body = call->result()->body, group, version] {
                Decoded<QList<ApiResource>> out;
                auto doc = codecs::parseJson(body);
                if (doc)
                    out.value = Catalog::legacyResources(group, version, *doc);
                else
                    out.error = doc.error();
                return out;
            },
            [this](const Decoded<QList<ApiResource>> &resources) {
                if (isFinished())
                    return;
                if (resources.error)
                    return fail(*resources.error);
                m_pending.resources += resources.value;
                callDone();
            });
    });
}

void Discovery::callDone() {
    if (--m_outstanding > 0)
        return;
    m_calls.clear();
    // Keep the catalog in group order, as the aggregated answer would be.
    runOffThread(
        this,
        [pending = std::exchange(m_pending, Catalog())] {
            Catalog cat;
            cat.groups = pending.groups;
            cat.resources = Catalog::inGroupOrder(cat.groups, pending.resources);
            cat.markPreferred();
            return cat;
        },
        [this](const Catalog &cat) {
            if (!isFinished())
                finish(cat);
        });
}

} // namespace kube
