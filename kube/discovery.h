#pragma once

#include "codecs/result.h"
#include "kube/apierror.h"
#include "kube/handle.h"

#include <QCborValue>
#include <QCoreApplication>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <vector>

namespace kube {

class Client;
class Call;

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

    /// Sets ApiResource::preferred from the groups' version order.
    void markPreferred();
};

/// What a discovery should do.
struct DiscoveryRequest {
    /// Skip aggregated discovery and walk /api + /apis/GROUP/VERSION (for
    /// servers without aggregated discovery, and tests).
    bool legacyOnly = false;
};

/// Fetches the catalog (the handle shape of kube/handle.h): aggregated
/// discovery on /api and /apis, falling back to the legacy /api +
/// /apis/GROUP/VERSION walk when the server lacks it. Never blocks.
class Discovery final : public Task<Catalog> {
    Q_OBJECT

public:
    /// Starts a discovery; finished() follows. The handle is a child of client.
    static Discovery *start(Client *client, const DiscoveryRequest &request = {});
    ~Discovery() override;

    /// Stops every request; finished() follows with a Canceled error.
    void cancel() override;
    /// True when the catalog came from aggregated discovery (valid after finished()).
    bool usedAggregated() const { return m_aggregated; }

private:
    explicit Discovery(Client *client);
    void startAggregated();
    void startLegacy();
    Call *send(const QString &path, const QByteArray &accept = "application/json");
    void legacyGroupVersion(const QString &group, const QString &version);
    void callDone();
    /// A legacy call's JSON document; nullopt (after fail() where it failed)
    /// when the call failed or the discovery already ended.
    std::optional<QCborValue> takeDocument(Call *call);
    void fail(const ApiError &error);
    void fail(const mado::Error &decodeError);

    Client *m_client;
    Catalog m_pending;
    std::vector<HandlePtr<Call>> m_calls;
    int m_outstanding = 0;
    bool m_aggregated = false;
};

} // namespace kube
