#pragma once

#include "kube/discovery.h"
#include "kube/watch.h"
#include "models/objectfetch.h"

#include <optional>

#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTimer>

namespace kube {
class Client;
} // namespace kube

namespace models {

/// Keeps a server's discovery catalog current: fetches it, and refetches it
/// whenever a CustomResourceDefinition is created, changed or removed (a watch
/// on CRDs), without a restart. Widget-free; views read catalog().
class ApiCatalog final : public QObject {
    Q_OBJECT

public:
    explicit ApiCatalog(QObject *parent = nullptr);
    ~ApiCatalog() override;

    /// Starts on client (nullptr stops). The client must outlive this use.
    void setClient(kube::Client *client);
    const kube::Catalog &catalog() const { return m_catalog; }
    /// True when group/resource is served by a CustomResourceDefinition.
    bool isCustomResource(const QString &group, const QString &resource) const;
    /// The versions of group that serve resource, in the group's priority order.
    QStringList servedVersions(const QString &group, const QString &resource) const;
    /// The resource group/version/resource (plural) of the catalog, if served.
    std::optional<kube::ApiResource> find(const QString &group, const QString &version,
                                          const QString &resource) const;
    /// The object name in namespace_ of resource, as the object viewer fetches
    /// it: a custom resource with its served versions, a built-in one with protobuf.
    ObjectFetch::Target objectTarget(const kube::ApiResource &resource, const QString &namespace_,
                                     const QString &name) const;
    /// The last discovery or watch error (translated), empty when fine.
    QString errorMessage() const { return m_error; }

    /// Refetches discovery now.
    void refresh();

signals:
    void catalogChanged();
    void failed(const QString &message);
    /// The CRD watch lost the server (network): the connection should reconnect.
    void connectionLost(const QString &message);

private:
    void scheduleRefresh();

    QPointer<kube::Client> m_client;
    kube::HandlePtr<kube::Discovery> m_discovery;
    kube::HandlePtr<kube::Watch> m_crdWatch;
    kube::Catalog m_catalog;
    QString m_error;
    QTimer m_debounce;
    QTimer m_settle;
    QSet<QString> m_crds;        ///< "plural.group" of every CRD
    QSet<QString> m_listingCrds; ///< the CRDs of a list still arriving page by page
};

} // namespace models
