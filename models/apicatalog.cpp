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
    connect(m_crdWatch, &kube::Watch::event, this, [this](const QString &type) {
        if (type != QLatin1String("BOOKMARK"))
            scheduleRefresh();
    });
    connect(m_crdWatch, &kube::Watch::failed, this, [this](const kube::ApiError &e) {
        // Without permission to watch CRDs the catalog still works; it only stays as fetched.
        if (e.kind == kube::ApiError::Kind::Network || e.kind == kube::ApiError::Kind::Tls)
            emit connectionLost(e.userMessage());
    });
    m_crdWatch->start();
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
