#include "kube/catalog.h"

#include "codecs/json.h"

#include <QCborArray>
#include <QCborMap>
#include <QHash>

#include <climits>
#include <utility>

namespace kube {

namespace {

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

QStringList textList(const QCborValue &array) {
    QStringList out;
    for (const QCborValue &s : array.toArray())
        out.append(s.toString());
    return out;
}

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
    // Each group's versions by priority: the position of their first mention.
    QHash<QString, QHash<QString, qsizetype>> priority;
    for (const ApiGroup &g : std::as_const(groups)) {
        QHash<QString, qsizetype> &ranks = priority[g.name];
        for (const QString &v : g.versions) {
            if (!ranks.contains(v))
                ranks.insert(v, ranks.size());
        }
    }
    // For each group and resource name, the resource of the best version (the
    // first in catalog order among equals).
    QHash<std::pair<QString, QString>, qsizetype> best;
    QList<qsizetype> rank(resources.size(), -1);
    for (qsizetype i = 0; i < resources.size(); ++i) {
        ApiResource &r = resources[i];
        const auto group = priority.constFind(r.group);
        if (group == priority.cend())
            continue;
        const auto at = group->constFind(r.version);
        if (at == group->cend())
            continue;
        rank[i] = *at;
        r.preferred = false;
        const std::pair<QString, QString> key{r.group, r.name};
        const auto it = best.find(key);
        if (it == best.end())
            best.insert(key, i);
        else if (rank[i] < rank[*it])
            *it = i;
    }
    for (const qsizetype i : std::as_const(best))
        resources[i].preferred = true;
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
                r.verbs = textList(res[QLatin1String("verbs")]);
                r.shortNames = textList(res[QLatin1String("shortNames")]);
                r.categories = textList(res[QLatin1String("categories")]);
                for (const QCborValue &sub : res[QLatin1String("subresources")].toArray())
                    r.subresources.append(sub[QLatin1String("subresource")].toString());
                catalog.resources.append(r);
            }
        }
        catalog.groups.append(group);
    }
    return std::nullopt;
}

QList<ApiResource> Catalog::legacyResources(const QString &group, const QString &version,
                                            const QCborValue &document) {
    QList<ApiResource> found;
    QHash<QString, QList<qsizetype>> byName; // a hostile list may name a resource twice
    for (const QCborValue &res : document[QLatin1String("resources")].toArray()) {
        const QString name = res[QLatin1String("name")].toString();
        const qsizetype slash = name.indexOf(QLatin1Char('/'));
        if (slash >= 0) {
            for (const qsizetype parent : byName.value(name.left(slash)))
                found[parent].subresources.append(name.mid(slash + 1));
            continue;
        }
        ApiResource r;
        r.group = group;
        r.version = version;
        r.name = name;
        r.singularName = res[QLatin1String("singularName")].toString();
        r.kind = res[QLatin1String("kind")].toString();
        r.namespaced = res[QLatin1String("namespaced")].toBool();
        r.verbs = textList(res[QLatin1String("verbs")]);
        r.shortNames = textList(res[QLatin1String("shortNames")]);
        r.categories = textList(res[QLatin1String("categories")]);
        byName[name].append(found.size());
        found.append(r);
    }
    return found;
}

QList<ApiResource> Catalog::inGroupOrder(const QList<ApiGroup> &groups, const QList<ApiResource> &resources) {
    QHash<std::pair<QString, QString>, QList<qsizetype>> byGroupVersion;
    for (qsizetype i = 0; i < resources.size(); ++i)
        byGroupVersion[{resources[i].group, resources[i].version}].append(i);
    QList<ApiResource> out;
    out.reserve(resources.size());
    for (const ApiGroup &g : groups) {
        for (const QString &v : g.versions) {
            for (const qsizetype i : byGroupVersion.value({g.name, v}))
                out.append(resources[i]);
        }
    }
    return out;
}

} // namespace kube
