#include "kube/schema/openapi.h"

#include "codecs/json.h"

#include <QUrl>
#include <QUrlQuery>

#include <algorithm>
#include <tuple>

namespace kube {

namespace {

const QLatin1String kRefPrefix("#/components/schemas/");

std::optional<qint64> intOf(const QCborMap &m, QLatin1String key) {
    const QCborValue v = m.value(key);
    if (v.isInteger())
        return v.toInteger();
    if (v.isDouble())
        return qint64(v.toDouble());
    return std::nullopt;
}

std::optional<double> numberOf(const QCborMap &m, QLatin1String key) {
    const QCborValue v = m.value(key);
    if (v.isInteger() || v.isDouble())
        return v.toDouble();
    return std::nullopt;
}

QStringList stringsOf(const QCborValue &v) {
    QStringList out;
    for (const QCborValue &e : v.toArray())
        out.append(e.toString());
    return out;
}

/// The component a schema map refers to: its $ref, or the one $ref of an allOf wrapper.
QString refOf(const QCborMap &m) {
    QString ref = m.value(QLatin1String("$ref")).toString();
    if (ref.isEmpty()) {
        const QCborArray all = m.value(QLatin1String("allOf")).toArray();
        if (!all.isEmpty())
            ref = all.at(0).toMap().value(QLatin1String("$ref")).toString();
    }
    if (ref.startsWith(kRefPrefix))
        return ref.mid(kRefPrefix.size());
    return ref;
}

} // namespace

const SchemaNode *SchemaNode::property(QStringView name) const {
    auto it = std::lower_bound(properties.begin(), properties.end(), name,
                               [](const Property &p, QStringView n) { return QStringView(p.first) < n; });
    if (it != properties.end() && it->first == name)
        return it->second;
    return nullptr;
}

QString SchemaNode::explainType() const {
    // Iterative, and each node and each reference at most once on the way: a
    // schema may be an array or a map of itself, so the chain can be a cycle.
    QString prefix;
    const SchemaNode *node = this;
    std::vector<const SchemaNode *> seen;
    QStringList refs;
    auto named = [](const SchemaNode *n) {
        const QString last = n->refName.section(QLatin1Char('.'), -1);
        return last.isEmpty() ? QStringLiteral("Object") : last;
    };
    for (;;) {
        if (std::find(seen.begin(), seen.end(), node) != seen.end() ||
            (!node->refName.isEmpty() && refs.contains(node->refName)))
            return prefix + named(node);
        seen.push_back(node);
        if (!node->refName.isEmpty())
            refs.append(node->refName);
        if (node->items) {
            prefix += QStringLiteral("[]");
            node = node->items;
        } else if (node->additionalProperties && node->type != QLatin1String("array")) {
            prefix += QStringLiteral("map[string]");
            node = node->additionalProperties;
        } else {
            break;
        }
    }
    // A reference to a plain type (Time is a string) is named by that type.
    if (!node->type.isEmpty() && node->type != QLatin1String("object") &&
        node->type != QLatin1String("array"))
        return prefix + node->type;
    if (!node->refName.isEmpty())
        return prefix + named(node);
    return prefix + (node->type == QLatin1String("array") ? node->type : QStringLiteral("Object"));
}

const SchemaNode *SchemaNode::innermostItems() const {
    const SchemaNode *node = this;
    std::vector<const SchemaNode *> seen;
    while (node->items && std::find(seen.begin(), seen.end(), node->items) == seen.end()) {
        seen.push_back(node);
        node = node->items;
    }
    return node;
}

const SchemaNode *SchemaNode::fieldHolder() const {
    const SchemaNode *node = innermostItems();
    if (node->properties.empty() && node->additionalProperties)
        node = node->additionalProperties;
    return node;
}

/// Builds a document: parses every schema map into nodes, then resolves $refs in place.
class OpenApiParser final {
public:
    explicit OpenApiParser(OpenApiDocument &doc)
        : m_doc(doc) {}

    SchemaNode *make(const QCborMap &m) {
        SchemaNode &node = m_doc.m_nodes.emplace_back();
        const QString ref = refOf(m);
        if (!ref.isEmpty()) {
            m_pendingOf.insert(&node, m_pending.size());
            m_pending.push_back({&node, ref, m, false, false});
        } else
            parseInto(node, m);
        return &node;
    }

    void resolveAll() {
        // resolve() may add nodes (a wrapper's own inline schemas): index, not iterators.
        for (size_t i = 0; i < m_pending.size(); ++i)
            resolve(m_pending[i]);
    }

private:
    struct Pending {
        SchemaNode *node;
        QString ref;
        QCborMap local;
        bool visiting;
        bool done;
    };

    void resolve(Pending &p) {
        if (p.done || p.visiting)
            return;
        p.visiting = true;
        const SchemaNode *target = m_doc.m_components.value(p.ref);
        if (target) {
            // A target that is itself a reference is resolved first.
            const auto it = m_pendingOf.constFind(target);
            if (it != m_pendingOf.constEnd())
                resolve(m_pending[*it]);
            *p.node = *target;
        }
        SchemaNode &node = *p.node;
        node.refName = p.ref;
        const QString typeDescription = node.description;
        parseInto(node, p.local);
        if (p.local.contains(QLatin1String("description")))
            node.typeDescription = typeDescription;
        else
            node.descriptionInherited = !node.description.isEmpty();
        p.visiting = false;
        p.done = true;
    }

    /// Sets the fields the map has; leaves the others as they are.
    void parseInto(SchemaNode &n, const QCborMap &m) {
        for (auto it = m.begin(); it != m.end(); ++it) {
            const QString key = it.key().toString();
            const QCborValue &v = it.value();
            if (key == QLatin1String("type")) {
                // OpenAPI 3.1 style type lists: take the first non-null entry.
                if (v.isArray()) {
                    for (const QCborValue &t : v.toArray()) {
                        if (t.toString() == QLatin1String("null"))
                            n.nullable = true;
                        else if (n.type.isEmpty())
                            n.type = t.toString();
                    }
                } else {
                    n.type = v.toString();
                }
            } else if (key == QLatin1String("format")) {
                n.format = v.toString();
            } else if (key == QLatin1String("title")) {
                n.title = v.toString();
            } else if (key == QLatin1String("description")) {
                n.description = v.toString();
            } else if (key == QLatin1String("required")) {
                n.required = stringsOf(v);
            } else if (key == QLatin1String("enum")) {
                n.enumValues = v.toArray();
            } else if (key == QLatin1String("default")) {
                n.defaultValue = v;
            } else if (key == QLatin1String("nullable")) {
                n.nullable = v.toBool();
            } else if (key == QLatin1String("properties")) {
                n.properties.clear();
                const QCborMap props = v.toMap();
                for (auto p = props.begin(); p != props.end(); ++p)
                    n.properties.emplace_back(p.key().toString(), make(p.value().toMap()));
                std::sort(n.properties.begin(), n.properties.end(),
                          [](const auto &a, const auto &b) { return a.first < b.first; });
            } else if (key == QLatin1String("items")) {
                n.items = v.isMap() ? make(v.toMap()) : nullptr;
            } else if (key == QLatin1String("additionalProperties")) {
                if (v.isMap()) {
                    n.additionalProperties = make(v.toMap());
                } else {
                    n.additionalProperties = nullptr;
                    n.additionalPropertiesFalse = v.isFalse();
                }
            } else if (key == QLatin1String("maxItems")) {
                n.maxItems = intOf(m, QLatin1String("maxItems"));
            } else if (key == QLatin1String("minItems")) {
                n.minItems = intOf(m, QLatin1String("minItems"));
            } else if (key == QLatin1String("maxLength")) {
                n.maxLength = intOf(m, QLatin1String("maxLength"));
            } else if (key == QLatin1String("minLength")) {
                n.minLength = intOf(m, QLatin1String("minLength"));
            } else if (key == QLatin1String("maxProperties")) {
                n.maxProperties = intOf(m, QLatin1String("maxProperties"));
            } else if (key == QLatin1String("minProperties")) {
                n.minProperties = intOf(m, QLatin1String("minProperties"));
            } else if (key == QLatin1String("minimum")) {
                n.minimum = numberOf(m, QLatin1String("minimum"));
            } else if (key == QLatin1String("maximum")) {
                n.maximum = numberOf(m, QLatin1String("maximum"));
            } else if (key == QLatin1String("multipleOf")) {
                n.multipleOf = numberOf(m, QLatin1String("multipleOf"));
            } else if (key == QLatin1String("exclusiveMinimum")) {
                n.exclusiveMinimum = v.toBool();
            } else if (key == QLatin1String("exclusiveMaximum")) {
                n.exclusiveMaximum = v.toBool();
            } else if (key == QLatin1String("uniqueItems")) {
                n.uniqueItems = v.toBool();
            } else if (key == QLatin1String("pattern")) {
                n.pattern = v.toString();
            } else if (key.startsWith(QLatin1String("x-"))) {
                n.extensions.insert(key, v);
                parseExtension(n, key, v);
            }
        }
    }

    static void parseExtension(SchemaNode &n, const QString &key, const QCborValue &v) {
        if (key == QLatin1String("x-kubernetes-int-or-string")) {
            n.intOrString = v.toBool();
        } else if (key == QLatin1String("x-kubernetes-preserve-unknown-fields")) {
            n.preserveUnknownFields = v.toBool();
        } else if (key == QLatin1String("x-kubernetes-embedded-resource")) {
            n.embeddedResource = v.toBool();
        } else if (key == QLatin1String("x-kubernetes-list-type")) {
            n.patch.listType = v.toString();
        } else if (key == QLatin1String("x-kubernetes-list-map-keys")) {
            n.patch.listMapKeys = stringsOf(v);
        } else if (key == QLatin1String("x-kubernetes-map-type")) {
            n.patch.mapType = v.toString();
        } else if (key == QLatin1String("x-kubernetes-patch-strategy")) {
            n.patch.strategies = v.toString().split(QLatin1Char(','), Qt::SkipEmptyParts);
        } else if (key == QLatin1String("x-kubernetes-patch-merge-key")) {
            n.patch.mergeKey = v.toString();
        } else if (key == QLatin1String("x-kubernetes-validations")) {
            n.validations.clear();
            for (const QCborValue &e : v.toArray()) {
                const QCborMap r = e.toMap();
                SchemaValidation sv;
                sv.rule = r.value(QLatin1String("rule")).toString();
                sv.message = r.value(QLatin1String("message")).toString();
                sv.messageExpression = r.value(QLatin1String("messageExpression")).toString();
                sv.reason = r.value(QLatin1String("reason")).toString();
                sv.fieldPath = r.value(QLatin1String("fieldPath")).toString();
                sv.optionalOldSelf = r.value(QLatin1String("optionalOldSelf")).toBool();
                n.validations.append(sv);
            }
        } else if (key == QLatin1String("x-kubernetes-group-version-kind")) {
            n.gvks.clear();
            for (const QCborValue &e : v.toArray()) {
                const QCborMap g = e.toMap();
                n.gvks.append({g.value(QLatin1String("group")).toString(),
                               g.value(QLatin1String("version")).toString(),
                               g.value(QLatin1String("kind")).toString()});
            }
        }
    }

    OpenApiDocument &m_doc;
    std::deque<Pending> m_pending; ///< a deque: references stay valid while it grows
    QHash<const SchemaNode *, size_t> m_pendingOf;
};

mado::Result<std::shared_ptr<const OpenApiDocument>> OpenApiDocument::parse(const QByteArray &json,
                                                                            const QString &groupVersion) {
    auto parsed = codecs::parseJson(json);
    if (!parsed)
        return mado::Error{tr("The OpenAPI document is not valid JSON: %1").arg(parsed.error().message)};
    const QCborMap root = parsed->toMap();
    if (!root.contains(QLatin1String("openapi")) && !root.contains(QLatin1String("components")))
        return mado::Error{tr("The document is not an OpenAPI v3 document.")};
    std::shared_ptr<OpenApiDocument> doc(new OpenApiDocument);
    doc->m_groupVersion = groupVersion;
    OpenApiParser parser(*doc);
    const QCborMap schemas =
        root.value(QLatin1String("components")).toMap().value(QLatin1String("schemas")).toMap();
    for (auto it = schemas.begin(); it != schemas.end(); ++it)
        doc->m_components.insert(it.key().toString(), parser.make(it.value().toMap()));
    parser.resolveAll();
    for (auto it = doc->m_components.cbegin(); it != doc->m_components.cend(); ++it) {
        for (const GroupVersionKind &g : it.value()->gvks) {
            if (groupVersion.isEmpty() || g.groupVersion() == groupVersion)
                doc->m_kinds.append({g, it.value()});
        }
    }
    std::sort(doc->m_kinds.begin(), doc->m_kinds.end(), [](const auto &a, const auto &b) {
        return std::tie(a.first.group, a.first.version, a.first.kind) <
               std::tie(b.first.group, b.first.version, b.first.kind);
    });
    return std::shared_ptr<const OpenApiDocument>(std::move(doc));
}

const SchemaNode *OpenApiDocument::component(const QString &name) const {
    return m_components.value(name);
}

QStringList OpenApiDocument::componentNames() const {
    QStringList names = m_components.keys();
    names.sort();
    return names;
}

const SchemaNode *OpenApiDocument::forKind(const GroupVersionKind &gvk) const {
    for (const auto &[g, node] : m_kinds) {
        if (g == gvk)
            return node;
    }
    return nullptr;
}

QList<GroupVersionKind> OpenApiDocument::kinds() const {
    QList<GroupVersionKind> out;
    for (const auto &k : m_kinds)
        out.append(k.first);
    return out;
}

const SchemaNode *OpenApiDocument::at(const SchemaNode *root, const QStringList &path) {
    const SchemaNode *node = root;
    for (const QString &step : path) {
        if (!node)
            return nullptr;
        node = node->innermostItems();
        const SchemaNode *next = node->property(step);
        if (!next && node->additionalProperties && node->properties.empty())
            next = node->additionalProperties;
        node = next;
    }
    return node;
}

PatchMetadata OpenApiDocument::patchMetadata(const GroupVersionKind &gvk, const QStringList &path) const {
    const SchemaNode *node = at(forKind(gvk), path);
    return node ? node->patch : PatchMetadata{};
}

mado::Result<OpenApiIndex> OpenApiIndex::parse(const QByteArray &json) {
    auto parsed = codecs::parseJson(json);
    if (!parsed)
        return mado::Error{tr("The OpenAPI index is not valid JSON: %1").arg(parsed.error().message)};
    const QCborValue paths = parsed->toMap().value(QLatin1String("paths"));
    if (!paths.isMap())
        return mado::Error{tr("The OpenAPI index has no paths.")};
    OpenApiIndex index;
    const QCborMap m = paths.toMap();
    for (auto it = m.begin(); it != m.end(); ++it)
        index.urls.insert(it.key().toString(),
                          it.value().toMap().value(QLatin1String("serverRelativeURL")).toString());
    return index;
}

QString OpenApiIndex::keyOf(const QString &groupVersion) {
    if (groupVersion.contains(QLatin1Char('/')))
        return QStringLiteral("apis/") + groupVersion;
    return QStringLiteral("api/") + groupVersion;
}

QString OpenApiIndex::hashOf(const QString &groupVersion) const {
    const QUrl url(urlOf(groupVersion));
    return QUrlQuery(url).queryItemValue(QStringLiteral("hash"));
}

} // namespace kube
