#pragma once

#include <QCborMap>

namespace kube {
struct SchemaNode;
}

namespace models {

/// A schema node written back as the structural OpenAPI schema a CRD carries
/// (type, format, properties, items, additionalProperties, required, enum,
/// limits, nullable and the x-kubernetes-* extensions), for the CEL
/// playground's CRD context. Descriptions are left out; nesting stops at
/// maxDepth (core types may refer to themselves).
QCborMap schemaNodeJson(const kube::SchemaNode &node, int maxDepth = 32);

/// A resource's whole schema (a kind's root) written the same way, for typing
/// admission policies' object: every referenced type expanded except one that
/// contains itself, which is left open (x-kubernetes-preserve-unknown-fields).
QCborMap resourceSchemaJson(const kube::SchemaNode &node);

} // namespace models
