#pragma once

#include "codecs/result.h"

#include <QCborArray>
#include <QCborMap>
#include <QCborValue>
#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <deque>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

/// The OpenAPI v3 schema model of Kubernetes (the documents the API server
/// serves at /openapi/v3/...). One parser, shared by the schema view, `mado
/// explain`, the patch composer (merge keys, list types) and the CEL checker
/// (types, sizes, validations).
///
/// A parsed OpenApiDocument is immutable: hold it in a
/// std::shared_ptr<const OpenApiDocument> and read it from any thread. Its
/// SchemaNode pointers live as long as the document.
namespace kube {

/// A group, version and kind, e.g. {"apps", "v1", "Deployment"}; group "" is the core group.
struct GroupVersionKind {
    QString group;
    QString version;
    QString kind;

    /// "v1" for the core group, "apps/v1" otherwise.
    QString groupVersion() const { return group.isEmpty() ? version : group + QLatin1Char('/') + version; }
    bool operator==(const GroupVersionKind &o) const = default;
};

/// One x-kubernetes-validations rule.
struct SchemaValidation {
    QString rule;              ///< the CEL expression
    QString message;           ///< fixed message shown when the rule fails
    QString messageExpression; ///< CEL expression yielding the message
    QString reason;            ///< e.g. "FieldValueInvalid"
    QString fieldPath;         ///< e.g. ".spec.replicas"
    bool optionalOldSelf = false;
    bool operator==(const SchemaValidation &o) const = default;
};

/// What a strategic merge patch needs to know about one field.
struct PatchMetadata {
    QStringList strategies;  ///< x-kubernetes-patch-strategy split at ',', e.g. {"merge", "retainKeys"}
    QString mergeKey;        ///< x-kubernetes-patch-merge-key
    QString listType;        ///< x-kubernetes-list-type: atomic, set, map ("" when unset)
    QStringList listMapKeys; ///< x-kubernetes-list-map-keys
    QString mapType;         ///< x-kubernetes-map-type: atomic or granular
    bool operator==(const PatchMetadata &o) const = default;
};

/// One schema, with any $ref (or the allOf:[{$ref}] wrapper Kubernetes
/// emits) already resolved: its own description and default win over the
/// referenced schema's, everything else comes from the reference.
struct SchemaNode final {
    using Property = std::pair<QString, const SchemaNode *>;

    QString refName; ///< the component it refers to, e.g. "io.k8s.api.core.v1.Container"; "" when inline
    QString type;    ///< object, array, string, integer, number, boolean, or "" (any)
    QString format;  ///< e.g. int32, date-time, byte, int-or-string
    QString title;
    QString description; ///< the node's own description (a field's) or the referenced type's
    /// The referenced type's own description when the field has its own ("" otherwise).
    QString typeDescription;
    /// description is the referenced type's: the field has none of its own.
    bool descriptionInherited = false;
    QStringList required; ///< names of required properties
    QCborArray enumValues;
    std::optional<QCborValue> defaultValue;
    bool nullable = false;

    std::vector<Property> properties;                 ///< sorted by name
    const SchemaNode *items = nullptr;                ///< arrays: the element schema
    const SchemaNode *additionalProperties = nullptr; ///< maps: the value schema
    bool additionalPropertiesFalse = false;           ///< additionalProperties: false

    std::optional<qint64> maxItems, minItems, maxLength, minLength, maxProperties, minProperties;
    std::optional<double> minimum, maximum, multipleOf;
    bool exclusiveMinimum = false;
    bool exclusiveMaximum = false;
    bool uniqueItems = false;
    QString pattern;

    bool intOrString = false;           ///< x-kubernetes-int-or-string
    bool preserveUnknownFields = false; ///< x-kubernetes-preserve-unknown-fields
    bool embeddedResource = false;      ///< x-kubernetes-embedded-resource
    PatchMetadata patch;                ///< list/map types and patch strategy
    QList<SchemaValidation> validations;
    QList<GroupVersionKind> gvks; ///< x-kubernetes-group-version-kind
    QCborMap extensions;          ///< every x-* key of the node and its reference, raw

    /// The property called name, or nullptr.
    const SchemaNode *property(QStringView name) const;
    /// True when name is among required.
    bool isRequired(const QString &name) const { return required.contains(name); }
    /// The type name kubectl explain prints: string, integer, Object, PodSpec,
    /// []Container, map[string]string, ... A type that is an array or a map of
    /// itself ($ref to itself in items or additionalProperties, which a server's
    /// document may have) is named by its reference where it repeats.
    QString explainType() const;
    /// The innermost element schema of an array (of arrays ...); this node when
    /// it is no array. Stops where a chain of items repeats.
    const SchemaNode *innermostItems() const;
    /// The schema whose properties are this node's fields: its innermost items,
    /// or those items' values when they are a map without properties.
    const SchemaNode *fieldHolder() const;
};

/// The index at /openapi/v3: each group version's document URL, with the
/// server's content hash in its ?hash= query.
struct OpenApiIndex {
    Q_DECLARE_TR_FUNCTIONS(kube::OpenApiIndex)

public:
    /// "api/v1", "apis/apps/v1", ... -> "/openapi/v3/apis/apps/v1?hash=..."
    QHash<QString, QString> urls;

    /// Parses the index document.
    static mado::Result<OpenApiIndex> parse(const QByteArray &json);
    /// The index key of a group version: "v1" -> "api/v1", "apps/v1" -> "apis/apps/v1".
    static QString keyOf(const QString &groupVersion);
    /// The server-relative URL of groupVersion's document, "" when the server has none.
    QString urlOf(const QString &groupVersion) const { return urls.value(keyOf(groupVersion)); }
    /// The hash the server gives groupVersion's document, "" when none.
    QString hashOf(const QString &groupVersion) const;
};

/// One parsed OpenAPI v3 document of one group version.
class OpenApiDocument final {
    Q_DECLARE_TR_FUNCTIONS(kube::OpenApiDocument)

public:
    /// Parses a document (JSON); $refs are resolved against its components. Any thread.
    static mado::Result<std::shared_ptr<const OpenApiDocument>> parse(const QByteArray &json,
                                                                      const QString &groupVersion = {});

    /// The group version this document describes ("" when not told).
    QString groupVersion() const { return m_groupVersion; }
    /// The component schema called name ("io.k8s.api.core.v1.Pod"), or nullptr.
    const SchemaNode *component(const QString &name) const;
    /// Every component's name, sorted.
    QStringList componentNames() const;
    /// The root schema of kind (its x-kubernetes-group-version-kind), or nullptr.
    const SchemaNode *forKind(const GroupVersionKind &gvk) const;
    /// Every kind the document describes.
    QList<GroupVersionKind> kinds() const;

    /// The schema at path below root: property names, stepping through array
    /// items and map values as `kubectl explain` does. nullptr when a step does
    /// not exist.
    static const SchemaNode *at(const SchemaNode *root, const QStringList &path);
    /// The patch metadata of the field at path below kind's root (empty when
    /// the field has none or does not exist).
    PatchMetadata patchMetadata(const GroupVersionKind &gvk, const QStringList &path) const;

private:
    OpenApiDocument() = default;
    friend class OpenApiParser;

    QString m_groupVersion;
    std::deque<SchemaNode> m_nodes; ///< every node; stable addresses
    QHash<QString, const SchemaNode *> m_components;
    QList<std::pair<GroupVersionKind, const SchemaNode *>> m_kinds;
};

} // namespace kube

Q_DECLARE_METATYPE(kube::GroupVersionKind)
Q_DECLARE_METATYPE(kube::SchemaValidation)
