// Discovery answers: the aggregated APIGroupDiscoveryList and a legacy
// APIResourceList (the first byte picks which), then the preferred versions
// and name resolution over what they gave. No crash, and markPreferred marks
// exactly the resources its contract names (checked here the slow way).
#include "fuzz_common.h"
#include "kube/catalog.h"

#include <QHash>

namespace {

// The priority of a resource's version in its group (first mention across
// group entries of that name), or -1 when no group lists it.
qsizetype priorityOf(const kube::Catalog &c, const kube::ApiResource &r) {
    QStringList versions;
    for (const kube::ApiGroup &g : c.groups) {
        if (g.name != r.group)
            continue;
        for (const QString &v : g.versions) {
            if (!versions.contains(v))
                versions.append(v);
        }
    }
    return versions.indexOf(r.version);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1)
        return 0;
    const QByteArray body = fuzz::bytes(data + 1, size - 1);
    kube::Catalog catalog;
    if (data[0] & 1) {
        const auto doc = codecs::parseJson(body, fuzz::limits());
        if (!doc.ok())
            return 0;
        catalog.groups.append({QStringLiteral("g"), {QStringLiteral("v2"), QStringLiteral("v1")}, {}});
        const QList<kube::ApiResource> v1 =
            kube::Catalog::legacyResources(QStringLiteral("g"), QStringLiteral("v1"), *doc);
        const QList<kube::ApiResource> v2 =
            kube::Catalog::legacyResources(QStringLiteral("g"), QStringLiteral("v2"), *doc);
        catalog.resources = kube::Catalog::inGroupOrder(catalog.groups, v1 + v2);
        if (catalog.resources.size() != v1.size() + v2.size() ||
            (!v2.isEmpty() && !(catalog.resources.first() == v2.first()))) {
            std::fprintf(stderr, "inGroupOrder lost or misordered resources\n");
            std::abort();
        }
    } else if (kube::Catalog::addAggregated(catalog, body)) {
        return 0;
    }
    catalog.markPreferred();
    // The check is quadratic: on answers small enough to keep the rate up
    // (bugs show on small inputs; libFuzzer shrinks what it finds).
    if (catalog.resources.size() <= 256) {
        QList<qsizetype> priority;
        for (const kube::ApiResource &r : std::as_const(catalog.resources))
            priority.append(priorityOf(catalog, r));
        for (qsizetype i = 0; i < catalog.resources.size(); ++i) {
            const kube::ApiResource &r = catalog.resources[i];
            if (priority[i] < 0)
                continue;
            bool beaten = false;
            for (qsizetype j = 0; j < catalog.resources.size() && !beaten; ++j) {
                const kube::ApiResource &o = catalog.resources[j];
                beaten = j != i && priority[j] >= 0 && o.group == r.group && o.name == r.name &&
                         (priority[j] < priority[i] || (priority[j] == priority[i] && j < i));
            }
            if (r.preferred == beaten) {
                std::fprintf(stderr, "resource %lld (%s) preferred=%d against the contract\n",
                             static_cast<long long>(i), qPrintable(r.name), int(r.preferred));
                std::abort();
            }
        }
    }
    // Resolution over hostile names: no crash; a resolved resource matches.
    for (qsizetype i = 0; i < std::min<qsizetype>(catalog.resources.size(), 8); ++i) {
        const kube::ApiResource &r = catalog.resources[i];
        for (const QString &spec :
             {r.name, r.kind, r.shortNames.value(0), r.name + QLatin1Char('.') + r.group,
              r.name + QLatin1Char('.') + r.version + QLatin1Char('.') + r.group}) {
            (void)catalog.resolve(spec);
        }
        (void)r.path(QStringLiteral("ns"), QStringLiteral("o"));
    }
    (void)catalog.preferredResources();
    return 0;
}
