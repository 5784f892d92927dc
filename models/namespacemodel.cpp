#include "models/namespacemodel.h"

#include "kube/watch.h"

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
    delete m_watch;
    m_watch = nullptr;
    m_forbidden = false;
    setStringList({});
    if (!client)
        return;
    m_watch = new kube::Watch(client, QStringLiteral("/api/v1/namespaces"), this);
    connect(m_watch, &kube::Watch::listed, this, [this](const QList<QCborValue> &items) {
        QStringList names;
        for (const QCborValue &ns : items)
            names.append(ns[QLatin1String("metadata")][QLatin1String("name")].toString());
        setNames(names);
        emit loaded();
    });
    connect(m_watch, &kube::Watch::event, this, [this](const QString &type, const QCborValue &object) {
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
    connect(m_watch, &kube::Watch::failed, this, [this](const kube::ApiError &e) {
        if (e.httpStatus == 403) {
            m_forbidden = true;
            emit loaded();
        }
    });
    m_watch->start();
}

} // namespace models
