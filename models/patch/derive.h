#pragma once

#include "kube/write.h"
#include "models/patch/patchschema.h"

#include <QByteArray>
#include <QCborValue>
#include <QStringList>

/// Patch derivation: from a live object and the user's edited copy, each of
/// the four forms the API server accepts. Pure functions of documents, safe
/// on any thread (the composer runs them on the thread pool).
namespace models::patch {

/// The live object as the user edits it: managedFields and status removed,
/// keys sorted (codecs::canonical).
QCborValue editableCopy(const QCborValue &live);

/// RFC 6902: the operations that turn before into after (add, remove,
/// replace; arrays trimmed to their differing middle).
QCborValue jsonPatch(const QCborValue &before, const QCborValue &after);

/// RFC 7386: the merge patch that turns before into after (removed keys
/// null, arrays replaced whole).
QCborValue mergePatch(const QCborValue &before, const QCborValue &after);

/// The strategic merge patch Kubernetes' strategicpatch.CreateTwoWayMergePatch
/// produces: lists with patch strategy merge merged by their merge key
/// ({"$patch": "delete"} for removed items, $setElementOrder/ lists, primitive
/// lists with $deleteFromPrimitiveList/), $retainKeys for retainKeys fields,
/// removed map keys as null, everything else replaced.
QCborValue strategicMergePatch(const QCborValue &before, const QCborValue &after, const PatchSchema &schema);

/// A minimal server-side apply configuration: apiVersion, kind, the name (and
/// namespace), and only the fields that changed or were added, with the keys
/// of list-map items (x-kubernetes-list-map-keys, else the patch merge key)
/// and atomic lists whole. removedPaths lists what apply cannot remove for a
/// manager that never owned it (removals need merge or strategic).
struct ApplyDerivation {
    QCborValue config;
    QStringList removedPaths;
};
ApplyDerivation applyConfiguration(const QCborValue &before, const QCborValue &after,
                                   const PatchSchema &schema);

/// Every form at once (before and after are normalised with editableCopy).
struct Derivation {
    QCborValue json;
    QCborValue merge;
    QCborValue strategic;
    ApplyDerivation apply;
    bool empty = true; ///< before and after are equal
};
Derivation deriveAll(const QCborValue &live, const QCborValue &edited, const PatchSchema &schema);

/// The form of type from a derivation.
QCborValue derivedPatch(const Derivation &d, kube::PatchType type);

/// Pins resourceVersion rv into a patch of type: a test op at the front of a
/// JSON patch, metadata.resourceVersion in the others. A concurrent change then
/// makes the write fail instead of overwriting it.
QCborValue pinResourceVersion(kube::PatchType type, const QCborValue &patch, const QString &rv);

/// The text of a patch as the composer shows and sends it: JSON (indented)
/// for json, merge and strategic; YAML for apply.
QByteArray patchText(kube::PatchType type, const QCborValue &patch);

/// Escapes a key for a JSON pointer (RFC 6901: ~ as ~0, / as ~1).
QString pointerEscape(const QString &key);

} // namespace models::patch
