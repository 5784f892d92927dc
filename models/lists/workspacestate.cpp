#include "models/lists/workspacestate.h"

#include <QVariantMap>

namespace models {

QVariant saveWorkspace(const QList<WorkspaceTab> &tabs) {
    QVariantList out;
    for (const WorkspaceTab &t : tabs) {
        QVariantMap m;
        m[QStringLiteral("kind")] =
            t.kind == WorkspaceTab::Kind::List ? QStringLiteral("list") : QStringLiteral("object");
        m[QStringLiteral("group")] = t.group;
        m[QStringLiteral("version")] = t.version;
        m[QStringLiteral("resource")] = t.resource;
        m[QStringLiteral("namespaces")] = t.namespaces;
        m[QStringLiteral("name")] = t.name;
        m[QStringLiteral("labelSelector")] = t.labelSelector;
        m[QStringLiteral("fieldSelector")] = t.fieldSelector;
        m[QStringLiteral("metadataOnly")] = t.metadataOnly;
        out.append(m);
    }
    return out;
}

QList<WorkspaceTab> loadWorkspace(const QVariant &value) {
    QList<WorkspaceTab> tabs;
    for (const QVariant &v : value.toList()) {
        const QVariantMap m = v.toMap();
        const QString kind = m.value(QStringLiteral("kind")).toString();
        if ((kind != QLatin1String("list") && kind != QLatin1String("object")) ||
            m.value(QStringLiteral("resource")).toString().isEmpty())
            continue;
        WorkspaceTab t;
        t.kind = kind == QLatin1String("list") ? WorkspaceTab::Kind::List : WorkspaceTab::Kind::Object;
        t.group = m.value(QStringLiteral("group")).toString();
        t.version = m.value(QStringLiteral("version")).toString();
        t.resource = m.value(QStringLiteral("resource")).toString();
        t.namespaces = m.value(QStringLiteral("namespaces")).toStringList();
        t.name = m.value(QStringLiteral("name")).toString();
        t.labelSelector = m.value(QStringLiteral("labelSelector")).toString();
        t.fieldSelector = m.value(QStringLiteral("fieldSelector")).toString();
        t.metadataOnly = m.value(QStringLiteral("metadataOnly")).toBool();
        if (t.kind == WorkspaceTab::Kind::Object && t.name.isEmpty())
            continue;
        tabs.append(t);
    }
    return tabs;
}

} // namespace models
