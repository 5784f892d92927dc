#pragma once

#include <QCborValue>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

/// Paths into an object and the field ownership recorded in managedFields.
namespace models::patch {

/// One step of a path: a map key, or an index into a list.
struct PathSeg {
    QString key;
    int index = -1; ///< >= 0 for a list index
    bool isIndex() const { return index >= 0; }
    bool operator==(const PathSeg &) const = default;
};
using Path = QList<PathSeg>;
/// For QHash<Path, …> (a Path hashes as the list of its segments).
inline size_t qHash(const PathSeg &s, size_t seed = 0) {
    return qHashMulti(seed, s.key, s.index);
}

/// "spec.template.spec.containers[0].image".
QString pathText(const Path &path);
/// The schema path of PatchSchema (field names, list items transparent).
QString schemaPath(const Path &path);
/// True when prefix is path or one of its ancestors.
bool isPrefix(const Path &prefix, const Path &path);
/// The value at path, or nullopt when there is none.
std::optional<QCborValue> valueAt(const QCborValue &doc, const Path &path);
/// Every leaf (scalar, empty map, empty list) of doc with its path.
QList<QPair<Path, QCborValue>> leaves(const QCborValue &doc);
/// A JSON pointer (RFC 6901) as a path, resolving "-" against doc's list.
Path pointerPath(const QString &pointer, const QCborValue &doc = {});
/// The reference tokens of a JSON pointer, unescaped ("/a~1b/0" → "a/b", "0"; "" → none).
QStringList pointerTokens(const QString &pointer);
/// The element a pointer token names in a list of size elements: its number,
/// or the last element for "-" (-1 when the list is empty); nullopt when the
/// token is not a position (a list has no member of that name).
std::optional<int> pointerListIndex(const QString &token, qsizetype size);

/// One manager's entry of metadata.managedFields.
struct ManagedEntry {
    QString manager;
    QString operation; ///< Apply or Update
    QString subresource;
    QString apiVersion;
    QString time;
    QCborValue fields; ///< fieldsV1
};
/// The managedFields of an object.
QList<ManagedEntry> managedEntries(const QCborValue &object);
/// Who owns what of one object, from its managedFields: each manager's
/// fieldsV1 read once against the object, so asking for every changed path of
/// a preview costs a lookup per path segment (reading fieldsV1 again per path
/// took a minute for a Deployment of 1,000 environment variables).
class FieldOwners {
public:
    explicit FieldOwners(const QCborValue &object);
    /// The managers that own path: the value itself, or an ancestor owned
    /// whole ("manager (Apply)", "manager (Update) status"), each once.
    QStringList of(const Path &path) const;

private:
    struct Owner {
        QString label;
        QHash<Path, bool> nodes; ///< the fieldsV1 tree by path; true where owned whole
    };
    QList<Owner> m_owners;
};
/// The managers that own path of object after the write (FieldOwners for one path).
QStringList ownersOf(const QCborValue &object, const Path &path);
/// What one manager owns, as readable paths (f:spec → spec, k:{"name":"web"} → [name=web]).
QStringList ownedPaths(const QCborValue &fieldsV1);

/// A field path as the server names it in an apply conflict:
/// .spec.containers[name="web"].image, .metadata.labels.app, .spec.ports[port=80,protocol="TCP"].
struct FieldPathSeg {
    QString field;                          ///< a field name, or empty for a selector
    QList<QPair<QString, QCborValue>> keys; ///< [k=v,...] of a list-map item
    std::optional<QCborValue> value;        ///< [=v] of a set item
    int index = -1;                         ///< [3]
};
/// Parses a server field path; nullopt when it is not one.
std::optional<QList<FieldPathSeg>> parseFieldPath(const QString &text);
/// Resolves a server field path against doc into a Path (item selectors become
/// indexes; a dotted name such as a label key is found whole); nullopt when
/// doc has nothing there.
std::optional<Path> resolveFieldPath(const QCborValue &doc, const QString &text);
/// doc without the value at path (an emptied map or list is kept).
QCborValue removeAt(const QCborValue &doc, const Path &path);
/// doc with value set at path (maps created on the way; lists must exist).
QCborValue setAt(const QCborValue &doc, const Path &path, const QCborValue &value);

} // namespace models::patch
