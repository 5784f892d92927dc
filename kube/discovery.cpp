#include "kube/discovery.h"

#include "codecs/json.h"
#include "kube/client.h"

#include <QCborArray>
#include <QCborMap>
#include <QSet>

namespace kube {

namespace {

constexpr char kAggregatedAccept[] =
    "application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList,application/json";

QStringList strings(const QCborValue &v) {
    QStringList out;
    for (const QCborValue &s : v.toArray())
        out.append(s.toString());
    return out;
}

bool sameName(const QString &a, const QString &b) {
    return !a.isEmpty() && a.compare(b, Qt::CaseInsensitive) == 0;
}

bool matchesName(const ApiResource &r, const QString &name) {
    if (sameName(r.name, name) || sameName(r.singularName, name) || sameName(r.kind, name))
        return true;
    for (const QString &s : r.shortNames) {
        if (sameName(s, name))
            return true;
    }
    return false;
}

} // namespace

QString groupVersionPath(const QString &group, const QString &version) {
    if (group.isEmpty())
        return QLatin1String("/api/") + version;
    return QLatin1String("/apis/") + group + QLatin1Char('/') + version;
}

QString ApiResource::path(const QString &namespace_, const QString &objectName) const {
    QString p = groupVersionPath(group, version);
    if (namespaced && !namespace_.isEmpty())
        p += QLatin1String("/namespaces/") + namespace_;
    p += QLatin1Char('/') + name;
    if (!objectName.isEmpty())
        p += QLatin1Char('/') + objectName;
    return p;
}

QList<ApiResource> Catalog::preferredResources() const {
    QList<ApiResource> out;
    for (const ApiResource &r : resources) {
        if (r.preferred)
            out.append(r);
    }
    return out;
}

mado::Result<ApiResource> Catalog::resolve(const QString &spec) const {
    const QString trimmed = spec.trimmed();
    struct Reading {
        QString name;
        QString version;
        QString group;
        bool groupGiven;
    };
    QList<Reading> readings;
    const qsizetype dot = trimmed.indexOf(QLatin1Char('.'));
    if (dot < 0) {
        readings.append({trimmed, {}, {}, false});
    } else {
        const QString name = trimmed.left(dot);
        const QString rest = trimmed.mid(dot + 1);
        readings.append({name, {}, rest, true}); // name.group
        const qsizetype dot2 = rest.indexOf(QLatin1Char('.'));
        if (dot2 > 0)
            readings.append({name, rest.left(dot2), rest.mid(dot2 + 1), true}); // name.version.group
        else
            readings.append({name, rest, {}, true}); // name.version (core group)
    }
    for (const Reading &rd : readings) {
        const ApiResource *best = nullptr;
        int bestRank = INT_MAX;
        for (const ApiResource &r : resources) {
            if (!matchesName(r, rd.name))
                continue;
            if (rd.groupGiven && r.group != rd.group)
                continue;
            if (!rd.version.isEmpty() && r.version != rd.version)
                continue;
            if (rd.version.isEmpty() && !r.preferred)
                continue;
            // Exact plural beats other spellings; then the core group; then discovery order.
            int rank = 0;
            if (!sameName(r.name, rd.name))
                rank += 1000;
            if (!r.group.isEmpty())
                rank += 100;
            if (rank < bestRank) {
                best = &r;
                bestRank = rank;
            }
        }
        if (best)
            return *best;
    }
    return mado::Error{tr("The server doesn't have a resource type \"%1\".").arg(trimmed)};
}

void Catalog::markPreferred() {
    // As kubectl's ServerPreferredResources: a resource's preferred version is
    // the first version of its group, in the group's priority order, serving it.
    for (const ApiGroup &g : std::as_const(groups)) {
        QSet<QString> seen;
        for (const QString &v : g.versions) {
            for (ApiResource &r : resources) {
                if (r.group != g.name || r.version != v)
                    continue;
                r.preferred = !seen.contains(r.name);
                seen.insert(r.name);
            }
        }
    }
}

std::optional<mado::Error> Catalog::addAggregated(Catalog &catalog, const QByteArray &json) {
    auto doc = codecs::parseJson(json);
    if (!doc)
        return doc.error();
    if ((*doc)[QLatin1String("kind")].toString() != QLatin1String("APIGroupDiscoveryList"))
        return mado::Error{tr("The server's discovery answer is not an APIGroupDiscoveryList.")};
    for (const QCborValue &item : (*doc)[QLatin1String("items")].toArray()) {
        ApiGroup group;
        group.name = item[QLatin1String("metadata")][QLatin1String("name")].toString();
        for (const QCborValue &v : item[QLatin1String("versions")].toArray()) {
            const QString version = v[QLatin1String("version")].toString();
            group.versions.append(version);
            if (v[QLatin1String("freshness")].toString() == QLatin1String("Stale"))
                group.staleVersions.append(version);
            for (const QCborValue &res : v[QLatin1String("resources")].toArray()) {
                ApiResource r;
                r.group = group.name;
                r.version = version;
                r.name = res[QLatin1String("resource")].toString();
                r.singularName = res[QLatin1String("singularResource")].toString();
                r.kind = res[QLatin1String("responseKind")][QLatin1String("kind")].toString();
                r.namespaced = res[QLatin1String("scope")].toString() == QLatin1String("Namespaced");
                r.verbs = strings(res[QLatin1String("verbs")]);
                r.shortNames = strings(res[QLatin1String("shortNames")]);
                r.categories = strings(res[QLatin1String("categories")]);
                for (const QCborValue &sub : res[QLatin1String("subresources")].toArray())
                    r.subresources.append(sub[QLatin1String("subresource")].toString());
                catalog.resources.append(r);
            }
        }
        catalog.groups.append(group);
    }
    return std::nullopt;
}

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
        const QStringList versions = strings((*doc)[QLatin1String("versions")]);
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
        QList<ApiResource> found;
        for (const QCborValue &res : (*doc)[QLatin1String("resources")].toArray()) {
            const QString name = res[QLatin1String("name")].toString();
            const qsizetype slash = name.indexOf(QLatin1Char('/'));
            if (slash >= 0) {
                for (ApiResource &parent : found) {
                    if (parent.name == name.left(slash))
                        parent.subresources.append(name.mid(slash + 1));
                }
                continue;
            }
            ApiResource r;
            r.group = group;
            r.version = version;
            r.name = name;
            r.singularName = res[QLatin1String("singularName")].toString();
            r.kind = res[QLatin1String("kind")].toString();
            r.namespaced = res[QLatin1String("namespaced")].toBool();
            r.verbs = strings(res[QLatin1String("verbs")]);
            r.shortNames = strings(res[QLatin1String("shortNames")]);
            r.categories = strings(res[QLatin1String("categories")]);
            found.append(r);
        }
        m_pending.resources += found;
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
    for (const ApiGroup &g : std::as_const(cat.groups)) {
        for (const QString &v : g.versions) {
            for (const ApiResource &r : std::as_const(m_pending.resources)) {
                if (r.group == g.name && r.version == v)
                    cat.resources.append(r);
            }
        }
    }
    cat.markPreferred();
    m_pending = Catalog();
    finish(cat);
}

} // namespace kube
