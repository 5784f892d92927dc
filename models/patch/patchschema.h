#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

namespace models::patch {

/// The patch metadata of one field, as the OpenAPI v3 schema states it:
/// x-kubernetes-patch-strategy, x-kubernetes-patch-merge-key,
/// x-kubernetes-list-type and x-kubernetes-list-map-keys.
struct FieldPatchMeta {
    QStringList strategies;  ///< "merge", "retainKeys", "replace" (the strategy split at ',')
    QString mergeKey;        ///< for a merged list of maps, e.g. "name"
    QString listType;        ///< "atomic", "set", "map", or empty
    QStringList listMapKeys; ///< for listType map, e.g. {"containerPort", "protocol"}

    bool merges() const { return strategies.contains(QLatin1String("merge")); }
    bool retainsKeys() const { return strategies.contains(QLatin1String("retainKeys")); }
    bool replaces() const { return strategies.contains(QLatin1String("replace")); }
    bool isEmpty() const { return strategies.isEmpty() && mergeKey.isEmpty() && listType.isEmpty(); }
};

/// Where patch derivation asks for field metadata. A path names fields from
/// the object's root with list items transparent: the containers' ports of a
/// Deployment are "spec.template.spec.containers.ports". The schema service
/// (kube/schema) backs it for a live cluster; tests fill StaticPatchSchema.
class PatchSchema {
public:
    virtual ~PatchSchema() = default;
    /// The metadata of the field at path; empty when the schema states none
    /// (lists are then replaced whole, maps merged key by key).
    virtual FieldPatchMeta lookup(const QString &path) const = 0;
};

/// A PatchSchema filled by hand: a table from path to metadata.
class StaticPatchSchema final : public PatchSchema {
public:
    /// Sets the metadata of path; returns *this for chaining.
    StaticPatchSchema &set(const QString &path, FieldPatchMeta meta) {
        m_table.insert(path, std::move(meta));
        return *this;
    }
    FieldPatchMeta lookup(const QString &path) const override { return m_table.value(path); }

private:
    QHash<QString, FieldPatchMeta> m_table;
};

/// A schema that knows nothing (custom resources, or no schema yet).
class EmptyPatchSchema final : public PatchSchema {
public:
    FieldPatchMeta lookup(const QString &) const override { return {}; }
};

} // namespace models::patch
