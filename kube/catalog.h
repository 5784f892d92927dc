#pragma once
// The discovery catalog and what parses into it: pure data and functions, no
// network (kube/discovery.h fetches it). Kept apart so that the parsers can be
// fuzzed without the client.

#include "codecs/result.h"

#include <QCborValue>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace kube {

/// The strings of a JSON array (anything else in it as an empty string).
QStringList textList(const QCborValue &array);

/// The path of a group version: /api/v1 for the core group, /apis/GROUP/VERSION otherwise.
QString groupVersionPath(const QString &group, const QString &version);

/// One resource of one group version, as discovery describes it.
struct ApiResource {
    QString group; ///< "" for the core group
    QString version;
    QString name; ///< the plural, e.g. "deployments"
    QString singularName;
    QString kind;
    QStringList shortNames;
    QStringList categories;
    QStringList verbs;
    QStringList subresources; ///< e.g. "status", "scale"
    bool namespaced = false;
    bool preferred = false; ///< the first version of its group (in priority order) serving it

    /// "v1" for the core group, "apps/v1" otherwise.
    QString groupVersion() const { return group.isEmpty() ? version : group + QLatin1Char('/') + version; }
    /// The collection path, e.g. /apis/apps/v1/namespaces/NS/deployments, or
    /// with a name the object's path (.../deployments/NAME): every API path of
    /// a resource is built here.
    QString path(const QString &namespace_ = {}, const QString &name = {}) const;
    bool operator==(const ApiResource &o) const = default;
};

/// One API group with its versions, the preferred first.
struct ApiGroup {
    QString name; ///< "" for the core group
    QStringList versions;
    QStringList staleVersions; ///< versions an aggregated server reported as stale
    QString preferredVersion() const { return versions.value(0); }
};

/// The discovery catalog: every group, version and resource a server serves.
class Catalog final {
    Q_DECLARE_TR_FUNCTIONS(kube::Catalog)

public:
    QList<ApiGroup> groups;       ///< core group first, then as the server ordered them
    QList<ApiResource> resources; ///< all versions; preferred ones flagged

    bool isEmpty() const { return resources.isEmpty(); }
    /// Resources of the preferred version of every group (what kubectl api-resources lists).
    QList<ApiResource> preferredResources() const;

    /// Resolves what a user typed, as kubectl does: plural, singular, short name
    /// or kind (case-insensitive), optionally qualified as name.group or
    /// name.version.group. The preferred version wins; the core group wins ties.
    mado::Result<ApiResource> resolve(const QString &spec) const;

    /// Parses an aggregated discovery document (apidiscovery.k8s.io/v2
    /// APIGroupDiscoveryList) and appends its groups and resources.
    static std::optional<mado::Error> addAggregated(Catalog &catalog, const QByteArray &json);

    /// The resources of one legacy group version document (APIResourceList,
    /// /api/v1 or /apis/GROUP/VERSION); subresources ("pods/log") are added
    /// to their parent's subresources.
    static QList<ApiResource> legacyResources(const QString &group, const QString &version,
                                              const QCborValue &document);

    /// resources reordered as groups and their versions list them (resources
    /// of a group version not listed are left out).
    static QList<ApiResource> inGroupOrder(const QList<ApiGroup> &groups,
                                           const QList<ApiResource> &resources);

    /// Sets ApiResource::preferred from the groups' version order, as
    /// kubectl's ServerPreferredResources: in each group, a resource's first
    /// version (in the group's priority order) that serves it. Resources of
    /// a version no group lists are left as they are; a group named twice (a
    /// hostile answer) counts with its versions in order of first mention.
    /// Linear in the number of resources and versions.
    void markPreferred();
};

} // namespace kube
