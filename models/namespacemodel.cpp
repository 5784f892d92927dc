#include "models/namespacemodel.h"

namespace models {

NamespaceModel::NamespaceModel(QObject *parent)
    : QStringListModel(parent) {}

void NamespaceModel::setNames(QStringList names) {
    names.sort();
    names.removeDuplicates();
    if (names != stringList())
        setStringList(names);
}

void NamespaceModel::setClient(kube::Client *client) {
    m_watch.reset();
    m_forbidden = false;
    setStringList({});
    if (!client)
        return;
    kube::WatchRequest request;
    request.path = QStringLiteral("/api/v1/namespaces");
    kube::Watch *watch = kube::Watch::start(client, request);
    m_watch.reset(watch);
    connect(watch, &kube::Watch::listBatch, this, [this](const QList<QCborValue> &items, bool first) {
        if (first)
            m_listing.clear();
        for (const QCborValue &ns : items)
            m_listing.append(ns[QLatin1String("metadata")][QLatin1String("name")].toString());
    });
    connect(watch, &kube::Watch::listed, this, [this] {
        setNames(std::exchange(m_listing, {}));
        emit loaded();
    });
    connect(watch, &kube::Watch::event, this, [this](const QString &type, const QCborValue &object) {
        const QString name = object[QLatin1String("metadata")][QLatin1String("name")].toString();
        QStringList names = stringList();
        if (type == QLatin1String("ADDED"))
            names.append(name);
        else if (type == QLatin1String("DELETED"))
            names.removeAll(name);
        else
            return;
        setNames(names);
    });
    connect(watch, &kube::Watch::finished, this, [this, watch] {
        m_watch.reset();
        if (!watch->result() && watch->result().error().httpStatus == 403) {
            m_forbidden = true;
            emit loaded();
        }
    });
}

} // namespace models
