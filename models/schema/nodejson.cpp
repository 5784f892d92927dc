#include "models/schema/nodejson.h"

#include "kube/schema/openapi.h"

#include <QCborArray>

namespace models {

QCborMap schemaNodeJson(const kube::SchemaNode &node, int maxDepth) {
    QCborMap out;
    auto put = [&out](const char *key, const QCborValue &value) {
        out.insert(QLatin1String(key), value);
    };
    if (!node.type.isEmpty())
        put("type", node.type);
    if (!node.format.isEmpty())
        put("format", node.format);
    if (node.nullable)
        put("nullable", true);
    if (!node.enumValues.isEmpty())
        put("enum", node.enumValues);
    if (node.defaultValue)
        put("default", *node.defaultValue);
    if (!node.pattern.isEmpty())
        put("pattern", node.pattern);
    const std::pair<const char *, const std::optional<qint64> *> limits[] = {
        {"maxItems", &node.maxItems},           {"minItems", &node.minItems},
        {"maxLength", &node.maxLength},         {"minLength", &node.minLength},
        {"maxProperties", &node.maxProperties}, {"minProperties", &node.minProperties}};
    for (const auto &[key, value] : limits) {
        if (*value)
            put(key, **value);
    }
    if (node.minimum)
        put("minimum", *node.minimum);
    if (node.maximum)
        put("maximum", *node.maximum);
    if (node.uniqueItems)
        put("uniqueItems", true);
    // Every x-kubernetes-* extension as the server wrote it (list types, map
    // keys, int-or-string, preserve-unknown-fields, embedded-resource, rules).
    for (auto it = node.extensions.begin(); it != node.extensions.end(); ++it)
        out.insert(it.key(), it.value());
    if (maxDepth <= 0)
        return out;
    if (!node.required.isEmpty()) {
        QCborArray required;
        for (const QString &name : node.required)
            required.append(name);
        put("required", required);
    }
    if (!node.properties.empty()) {
        QCborMap properties;
        for (const auto &[name, child] : node.properties) {
            if (child)
                properties.insert(name, schemaNodeJson(*child, maxDepth - 1));
        }
        put("properties", properties);
    }
    if (node.items)
        put("items", schemaNodeJson(*node.items, maxDepth - 1));
    if (node.additionalProperties)
        put("additionalProperties", schemaNodeJson(*node.additionalProperties, maxDepth - 1));
    return out;
}

} // namespace models
