#include "models/cel/objectschema.h"

#include "models/cel/celbinding.h"
#include "models/schema/nodejson.h"

#include <QCborMap>

namespace models::celplay {

namespace {

// The OpenAPI adaptor of the type checker counts `format: int-or-string`
// (how built-in kinds write IntOrString) as x-kubernetes-int-or-string.
QCborMap markIntOrString(QCborMap m) {
    if (m.value(QLatin1String("format")).toString() == QLatin1String("int-or-string"))
        m.insert(QLatin1String("x-kubernetes-int-or-string"), true);
    if (m.contains(QLatin1String("properties"))) {
        QCborMap props = m.value(QLatin1String("properties")).toMap();
        for (auto it = props.begin(); it != props.end(); ++it)
            it.value() = markIntOrString(it.value().toMap());
        m.insert(QLatin1String("properties"), props);
    }
    for (const char *key : {"items", "additionalProperties"})
        if (m.value(QLatin1String(key)).isMap())
            m.insert(QLatin1String(key), markIntOrString(m.value(QLatin1String(key)).toMap()));
    return m;
}

} // namespace

::cel::json::NodeP objectSchema(const kube::OpenApiDocument &doc, const kube::GroupVersionKind &gvk) {
    const kube::SchemaNode *node = doc.forKind(gvk);
    if (!node)
        return nullptr;
    return celbinding::toNode(QCborValue(markIntOrString(resourceSchemaJson(*node))));
}

std::optional<kube::GroupVersionKind> parseKind(const QString &text) {
    const QString t = text.trimmed();
    if (t.isEmpty() || t.contains(QLatin1Char(' ')))
        return std::nullopt;
    if (t.contains(QLatin1Char('/'))) {
        const QStringList parts = t.split(QLatin1Char('/'));
        if (parts.contains(QString()))
            return std::nullopt;
        if (parts.size() == 2)
            return kube::GroupVersionKind{QString(), parts.at(0), parts.at(1)};
        if (parts.size() == 3)
            return kube::GroupVersionKind{parts.at(0), parts.at(1), parts.at(2)};
        return std::nullopt;
    }
    const QStringList parts = t.split(QLatin1Char('.'));
    if (parts.size() < 2 || parts.contains(QString()))
        return std::nullopt;
    return kube::GroupVersionKind{parts.mid(2).join(QLatin1Char('.')), parts.at(1), parts.at(0)};
}

QString kindText(const kube::GroupVersionKind &gvk) {
    return gvk.groupVersion() + QLatin1Char(' ') + gvk.kind;
}

} // namespace models::celplay
