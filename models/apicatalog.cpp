#include "models/apicatalog.h"

#include "kube/client.h"

namespace models {

ApiCatalog::ApiCatalog(QObject *parent)
    : QObject(parent) {
    // Several CRD events in a burst give one refresh; a second one a moment
    // later catches the group the API server publishes once the CRD is established.
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(150);
    m_settle.setSingleShot(true);
    m_settle.setInterval(900);
    connect(&m_debounce, &QTimer::timeout, this, &ApiCatalog::refresh);
    connect(&m_settle, &QTimer::timeout, this, &ApiCatalog::refresh);
}

ApiCatalog::~ApiCatalog() = default;

void ApiCatalog::setClient(kube::Client *client) {
    m_crdWatch.reset();
    m_discovery.reset();
    m_debounce.stop();
    m_settle.stop();
    m_client = client;
    m_catalog = {};
    m_crds.clear();
    m_error.clear();
    emit catalogChanged();
    if (!client)
        return;
    refresh();

    kube::WatchRequest crds;
    crds.path = QStringLiteral("/apis/apiextensions.k8s.io/v1/customresourcedefinitions");
    // A lost connection ends the watch and is reported (the Connection reconnects the client).
    crds.maxReconnectAttempts = 0;
    kube::Watch *watch = kube::Watch::start(client, crds);
    m_crdWatch.reset(watch);
    auto crdKey = [](const QCborValue &crd) -> QString {
        const QCborValue spec = crd[QLatin1String("spec")];
        return spec[QLatin1String("names")][QLatin1String("plural")].toString() + QLatin1Char('.') +
               spec[QLatin1String("group")].toString();
    };
    connect(watch, &kube::Watch::listBatch, this, [this, crdKey](const QList<QCborValue> &items, bool first) {
        if (first)
            m_listingCrds.clear();
        for (const QCborValue &crd : items)
            m_listingCrds.insert(crdKey(crd));
    });
    connect(watch, &kube::Watch::listed, this, [this] { m_crds = std::exchange(m_listingCrds, {}); });
    connect(watch, &kube::Watch::event, this, [this, crdKey](const QString &type, const QCborValue &crd) {
        if (type == QLatin1String("BOOKMARK"))
            return;
        if (type == QLatin1String("DELETED"))
            m_crds.remove(crdKey(crd));
        else
            m_crds.insert(crdKey(crd));
        scheduleRefresh();
    });
    connect(watch, &kube::Watch::finished, this, [this, watch] {
        m_crdWatch.reset();
        if (watch->result())
            return;
        // Without permission to watch CRDs the catalog still works; it only stays as fetched.
        const kube::ApiError &e = watch->result().error();
        if (e.kind == kube::ApiError::Kind::Network || e.kind == kube::ApiError::Kind::Tls)
            emit connectionLost(e.userMessage());
    });
}

bool ApiCatalog::isCustomResource(const QString &group, const QString &resource) const {
    return m_crds.contains(resource + QLatin1Char('.') + group);
}

QStringList ApiCatalog::servedVersions(const QString &group, const QString &resource) const {
    QStringList out;
    for (const kube::ApiResource &r : m_catalog.resources) {
        if (r.group == group && r.name == resource && !out.contains(r.version))
            out.append(r.version);
    }
    return out;
}

std::optional<kube::ApiResource> ApiCatalog::find(const QString &group, const QString &version,
                                                  const QString &resource) const {
    for (const kube::ApiResource &r : m_catalog.resources) {
        if (r.group == group && r.version == version && r.name == resource)
            return r;
    }
    return std::nullopt;
}

ObjectFetch::Target ApiCatalog::objectTarget(const kube::ApiResource &resource, const QString &namespace_,
                                             const QString &name) const {
    ObjectFetch::Target target;
    target.resource = resource;
    target.ns = resource.namespaced ? namespace_ : QString();
    target.name = name;
    if (isCustomResource(resource.group, resource.name)) {
        target.origin = codecs::ApiOrigin::CustomResource;
        target.servedVersions = servedVersions(resource.group, resource.name);
    }
    return target;
}

void ApiCatalog::refresh() {
    if (!m_client)
        return;
    // A refresh already running is restarted.
    kube::Discovery *discovery = kube::Discovery::start(m_client);
    m_discovery.reset(discovery);
    connect(discovery, &kube::Discovery::finished, this, [this, discovery] {
        const kube::Discovery::ResultType &r = discovery->result();
        if (!r) {
            m_error = r.error().userMessage();
            emit failed(m_error);
        } else {
            m_error.clear();
            m_catalog = *r;
            emit catalogChanged();
        }
        if (m_discovery.get() == discovery)
            m_discovery.reset();
    });
}

void ApiCatalog::scheduleRefresh() {
    m_debounce.start();
    m_settle.start();
}

} // namespace models
