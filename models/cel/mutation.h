#pragma once
// MutatingAdmissionPolicy mutations in the playground: the patch a mutation
// expression's value becomes, as the API server converts it
// (k8s.io/apiserver/pkg/admission/plugin/policy/mutating/patch: json_patch.go
// turns a list of JSONPatch values into an RFC 6902 patch, smd.go an Object
// value into an apply configuration), and what that patch does to an object,
// applied locally the way the server applies it (evanphx/json-patch v4 for a
// JSON patch; a structured merge that rejects atomic lists, maps and structs
// for an apply configuration). Pure functions of values; safe on any thread.
#include "cel/json.h"
#include "cel/value.h"

#include <QByteArray>
#include <QCborValue>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace models::celplay {

/// A mutation's patchType.
enum class PatchKind { None, ApplyConfiguration, JsonPatch };

/// "apply" / "json" as the command line writes them; nullopt when neither.
std::optional<PatchKind> parsePatchKind(const QString &name);

/// The patch an expression produced, or why Kubernetes would refuse its value.
struct ProducedPatch {
    bool ok = false;
    /// JsonPatch: an array of operations (op, path, from when not empty, value
    /// when set); ApplyConfiguration: the configuration's map.
    QCborValue patch;
    QString error; ///< translated
};

/// Converts an evaluated value as Kubernetes does: a list of JSONPatch values
/// (values through JSON: ints and doubles as numbers, bytes base64,
/// durations and timestamps as strings) or one Object value, whose nested
/// Object type names must follow the field path ("Object.spec.template").
ProducedPatch producePatch(const ::cel::Value &value, PatchKind kind);

/// The outcome of applying a patch to an object locally.
struct AppliedPatch {
    bool ok = false;
    QCborValue object; ///< the mutated object (the input when a test op failed)
    /// A JSON patch's test op failed: Kubernetes then leaves the object as it
    /// was, without an error.
    bool testFailed = false;
    QString error; ///< translated
};

/// Applies an RFC 6902 patch as evanphx/json-patch v4 (the library Kubernetes
/// uses) does: add, remove, replace, move, copy and test; "-" appends; a
/// failing test op leaves the object unchanged.
AppliedPatch applyJsonPatch(const QCborValue &object, const QCborValue &patch);

/// Merges an apply configuration into object as Kubernetes' mutating policy
/// does (structured-merge-diff Merge, no ownership): maps and structs merge
/// field by field, list-type map and set lists item by item, scalars are
/// replaced. With schema (the resource's OpenAPI schema, refs resolved) it
/// refuses what the server refuses: fields the schema does not declare, and
/// any atomic list, map or struct in the configuration. Without a schema,
/// lists are replaced whole.
AppliedPatch applyConfiguration(const QCborValue &object, const QCborValue &config,
                                const ::cel::json::Node *schema);

/// Applies a produced patch of kind.
AppliedPatch applyPatch(PatchKind kind, const QCborValue &object, const QCborValue &patch,
                        const ::cel::json::Node *schema);

/// The patch as text: indented JSON for a JSON patch, YAML for an apply configuration.
QByteArray patchKindText(PatchKind kind, const QCborValue &patch);

/// The apply configuration as the server-side apply of the server preview
/// sends it: apiVersion, kind, metadata.name (and namespace) of the target
/// object added.
QCborValue applyRequestBody(const QCborValue &config, const QCborValue &target);

/// Context-free translations of this unit.
class MutationText {
    Q_DECLARE_TR_FUNCTIONS(models::celplay::MutationText)
};

} // namespace models::celplay
