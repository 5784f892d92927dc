#include "views/icons.h"

#include <QFile>
#include <QHash>

namespace views::icons {

namespace {

constexpr int kSizes[] = {16, 24, 32, 48};

QString actionName(Action a) {
    switch (a) {
    case Action::About:
        return QStringLiteral("about");
    case Action::Cel:
        return QStringLiteral("cel");
    case Action::Contexts:
        return QStringLiteral("contexts");
    case Action::Copy:
        return QStringLiteral("copy");
    case Action::Delete:
        return QStringLiteral("delete");
    case Action::Explain:
        return QStringLiteral("explain");
    case Action::GoTo:
        return QStringLiteral("goto");
    case Action::Language:
        return QStringLiteral("language");
    case Action::Migrate:
        return QStringLiteral("migrate");
    case Action::Open:
        return QStringLiteral("open");
    case Action::Overview:
        return QStringLiteral("overview");
    case Action::Patch:
        return QStringLiteral("patch");
    case Action::Quit:
        return QStringLiteral("quit");
    case Action::Refresh:
        return QStringLiteral("refresh");
    case Action::Resources:
        return QStringLiteral("resources");
    case Action::Sandbox:
        return QStringLiteral("sandbox");
    case Action::Schema:
        return QStringLiteral("schema");
    case Action::Watch:
        return QStringLiteral("watch");
    }
    return {};
}

} // namespace

QIcon named(const QString &category, const QString &name) {
    // Built once per drawing on the GUI thread; QIcon copies share the pixmaps.
    static QHash<QString, QIcon> cache;
    const QString key = category + QLatin1Char('/') + name;
    auto it = cache.constFind(key);
    if (it != cache.constEnd())
        return *it;
    QIcon icon;
    for (int size : kSizes) {
        const QString file = QStringLiteral(":/mado/icons/%1-%2.png").arg(key).arg(size);
        if (QFile::exists(file))
            icon.addFile(file, QSize(size, size));
    }
    cache.insert(key, icon);
    return icon;
}

QIcon action(Action a) {
    return named(QStringLiteral("actions"), actionName(a));
}

QString kindIconName(const QString &group, const QString &resource) {
    // Resources with a drawing of their own (plural names as the API serves them).
    static const QHash<QString, QString> byResource = {
        {QStringLiteral("pods"), QStringLiteral("pod")},
        {QStringLiteral("podtemplates"), QStringLiteral("pod")},
        {QStringLiteral("deployments"), QStringLiteral("deployment")},
        {QStringLiteral("replicasets"), QStringLiteral("replicaset")},
        {QStringLiteral("replicationcontrollers"), QStringLiteral("replicaset")},
        {QStringLiteral("statefulsets"), QStringLiteral("statefulset")},
        {QStringLiteral("daemonsets"), QStringLiteral("daemonset")},
        {QStringLiteral("controllerrevisions"), QStringLiteral("version")},
        {QStringLiteral("jobs"), QStringLiteral("job")},
        {QStringLiteral("cronjobs"), QStringLiteral("cronjob")},
        {QStringLiteral("services"), QStringLiteral("service")},
        {QStringLiteral("endpoints"), QStringLiteral("endpoints")},
        {QStringLiteral("endpointslices"), QStringLiteral("endpoints")},
        {QStringLiteral("ingresses"), QStringLiteral("ingress")},
        {QStringLiteral("ingressclasses"), QStringLiteral("ingress")},
        {QStringLiteral("networkpolicies"), QStringLiteral("networkpolicy")},
        {QStringLiteral("configmaps"), QStringLiteral("configmap")},
        {QStringLiteral("secrets"), QStringLiteral("secret")},
        {QStringLiteral("namespaces"), QStringLiteral("namespace")},
        {QStringLiteral("nodes"), QStringLiteral("node")},
        {QStringLiteral("persistentvolumes"), QStringLiteral("persistentvolume")},
        {QStringLiteral("persistentvolumeclaims"), QStringLiteral("persistentvolumeclaim")},
        {QStringLiteral("storageclasses"), QStringLiteral("storageclass")},
        {QStringLiteral("serviceaccounts"), QStringLiteral("serviceaccount")},
        {QStringLiteral("roles"), QStringLiteral("role")},
        {QStringLiteral("clusterroles"), QStringLiteral("role")},
        {QStringLiteral("rolebindings"), QStringLiteral("rolebinding")},
        {QStringLiteral("clusterrolebindings"), QStringLiteral("rolebinding")},
        {QStringLiteral("customresourcedefinitions"), QStringLiteral("customresourcedefinition")},
        {QStringLiteral("apiservices"), QStringLiteral("apiservice")},
        {QStringLiteral("events"), QStringLiteral("event")},
        {QStringLiteral("leases"), QStringLiteral("lease")},
    };
    // Other resources of a group look like the group's main kind.
    static const QHash<QString, QString> byGroup = {
        {QStringLiteral("apps"), QStringLiteral("deployment")},
        {QStringLiteral("batch"), QStringLiteral("job")},
        {QStringLiteral("networking.k8s.io"), QStringLiteral("service")},
        {QStringLiteral("discovery.k8s.io"), QStringLiteral("endpoints")},
        {QStringLiteral("storage.k8s.io"), QStringLiteral("persistentvolume")},
        {QStringLiteral("rbac.authorization.k8s.io"), QStringLiteral("role")},
        {QStringLiteral("authorization.k8s.io"), QStringLiteral("role")},
        {QStringLiteral("authentication.k8s.io"), QStringLiteral("serviceaccount")},
        {QStringLiteral("certificates.k8s.io"), QStringLiteral("secret")},
        {QStringLiteral("admissionregistration.k8s.io"), QStringLiteral("admission")},
        {QStringLiteral("apiextensions.k8s.io"), QStringLiteral("customresourcedefinition")},
        {QStringLiteral("apiregistration.k8s.io"), QStringLiteral("apiservice")},
        {QStringLiteral("events.k8s.io"), QStringLiteral("event")},
        {QStringLiteral("coordination.k8s.io"), QStringLiteral("lease")},
    };
    const QString base = resource.section(QLatin1Char('/'), 0, 0); // pods/log looks like pods
    auto r = byResource.constFind(base);
    if (r != byResource.constEnd())
        return *r;
    auto g = byGroup.constFind(group);
    if (g != byGroup.constEnd())
        return *g;
    if (!group.isEmpty() && group != QLatin1String("k8s.io") && !group.endsWith(QLatin1String(".k8s.io")))
        return QStringLiteral("custom");
    return QStringLiteral("resource");
}

QIcon forResource(const QString &group, const QString &resource) {
    return named(QStringLiteral("kinds"), kindIconName(group, resource));
}

QIcon apiGroup() {
    return named(QStringLiteral("kinds"), QStringLiteral("group"));
}

QIcon apiVersion() {
    return named(QStringLiteral("kinds"), QStringLiteral("version"));
}

} // namespace views::icons
