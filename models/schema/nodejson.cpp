#include "models/schema/nodejson.h"

#include "kube/schema/openapi.h"

#include <QCborArray>
#include <QStringList>

namespace models {

namespace {

// refs: the referenced types on the way down (nullptr: depth limit only).
QCborMap nodeJson(const kube::SchemaNode &node, int maxDepth, QStringList *refs) {
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
    if (refs && !node.refName.isEmpty()) {
        // A type that contains itself (JSONSchemaProps): left open, as dyn.
        if (refs->contains(node.refName)) {
            out.insert(QLatin1String("x-kubernetes-preserve-unknown-fields"), true);
            return out;
        }
        refs->append(node.refName);
    }
    const qsizetype pushed = refs && !node.refName.isEmpty() ? 1 : 0;
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
                properties.insert(name, nodeJson(*child, maxDepth - 1, refs));
        }
        put("properties", properties);
    }
    if (node.items)
        put("items", nodeJson(*node.items, maxDepth - 1, refs));
    if (node.additionalProperties)
        put("additionalProperties", nodeJson(*node.additionalProperties, maxDepth - 1, refs));
    if (pushed)
        refs->removeLast();
    return out;
}

} // namespace

QCborMap schemaNodeJson(const kube::SchemaNode &node, int maxDepth) {
    return nodeJson(node, maxDepth, nullptr);
}

QCborMap resourceSchemaJson(const kube::SchemaNode &node) {
    QStringList refs;
    return nodeJson(node, 64, &refs);
}

} // namespace models
