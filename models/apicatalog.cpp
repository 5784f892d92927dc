#include "models/apicatalog.h"

#include "kube/client.h"
#include "kube/watch.h"

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
    delete m_crdWatch;
    m_crdWatch = nullptr;
    delete m_discovery;
    m_discovery = nullptr;
    m_debounce.stop();
    m_settle.stop();
    m_client = client;
    m_catalog = {};
    m_crds.clear();
    m_error.clear();
    emit catalogChanged();
    if (!client)
        return;
    m_discovery = new kube::Discovery(client, this);
    connect(m_discovery, &kube::Discovery::finished, this, [this](const QString &error) {
        if (!error.isEmpty()) {
            m_error = error;
            emit failed(error);
            return;
        }
        m_error.clear();
        m_catalog = m_discovery->catalog();
        emit catalogChanged();
    });
    m_discovery->refresh();

    m_crdWatch = new kube::Watch(
        client, QStringLiteral("/apis/apiextensions.k8s.io/v1/customresourcedefinitions"), this);
    auto crdKey = [](const QCborValue &crd) -> QString {
        const QCborValue spec = crd[QLatin1String("spec")];
        return spec[QLatin1String("names")][QLatin1String("plural")].toString() + QLatin1Char('.') +
               spec[QLatin1String("group")].toString();
    };
    connect(m_crdWatch, &kube::Watch::listed, this, [this, crdKey](const QList<QCborValue> &items) {
        m_crds.clear();
        for (const QCborValue &crd : items)
            m_crds.insert(crdKey(crd));
    });
    connect(m_crdWatch, &kube::Watch::event, this,
            [this, crdKey](const QString &type, const QCborValue &crd) {
                if (type == QLatin1String("BOOKMARK"))
                    return;
                if (type == QLatin1String("DELETED"))
                    m_crds.remove(crdKey(crd));
                else
                    m_crds.insert(crdKey(crd));
                scheduleRefresh();
            });
    connect(m_crdWatch, &kube::Watch::failed, this, [this](const kube::ApiError &e) {
        // Without permission to watch CRDs the catalog still works; it only stays as fetched.
        if (e.kind == kube::ApiError::Kind::Network || e.kind == kube::ApiError::Kind::Tls)
            emit connectionLost(e.userMessage());
    });
    m_crdWatch->start();
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
    if (m_discovery)
        m_discovery->refresh();
}

void ApiCatalog::scheduleRefresh() {
    m_debounce.start();
    m_settle.start();
}

} // namespace models
