#pragma once

#include "kube/write.h"
#include "models/patch/patchschema.h"
#include "models/patch/paths.h"

#include <QCborValue>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

/// The preview of a write: what the server's answer (a dry run, or the real
/// write) changes against the live object, who asked for each change, and who
/// owns it afterwards. Pure functions; the composer runs them off the GUI thread.
namespace models::patch {

/// Who made a change: the patch asked for it; the server added a field the
/// patch did not name (defaulting); or changed one it did not name (mutating
/// admission, a webhook or a policy). The last two are told apart by whether
/// the field existed before.
enum class ChangeCause { Patch, Default, Admission };

/// One changed leaf.
struct Change {
    Path path;
    QString pathText;
    std::optional<QCborValue> before; ///< absent: added
    std::optional<QCborValue> after;  ///< absent: removed
    ChangeCause cause = ChangeCause::Patch;
    QStringList owners; ///< the managers owning the path after the write ("mado (Apply)")
};

/// One row of the side-by-side diff: the live object's line on the left and
/// the answer's on the right (either may be absent).
struct DiffRow {
    enum class Kind { Same, Changed, Removed, Added };
    Kind kind = Kind::Same;
    QString left, right;
    std::optional<ChangeCause> cause; ///< of the right line, when it changed
};

struct PreviewOptions {
    bool showNoise = false;     ///< keep resourceVersion, generation and managedFields
    bool revealSecrets = false; ///< show a Secret's values unmasked
};

struct Preview {
    QList<Change> changes;
    QList<DiffRow> rows;
    int patchChanges = 0;  ///< changes the patch asked for
    int serverChanges = 0; ///< changes the patch did not ask for
    bool folded = false;   ///< noise fields were removed
};

/// Compares live with result (the server's answer to patch of type) and
/// attributes every changed leaf. schema gives the list keys used to match
/// patch list items to the answer's items.
Preview computePreview(const QCborValue &live, const QCborValue &result, kube::PatchType type,
                       const QCborValue &patch, const PatchSchema &schema,
                       const PreviewOptions &options = {});

/// The paths (into the answer) a patch names, each with the patch's value
/// there (nullopt for a JSON patch op without one).
QList<QPair<Path, std::optional<QCborValue>>> coveredPaths(kube::PatchType type, const QCborValue &patch,
                                                           const QCborValue &live, const QCborValue &result,
                                                           const PatchSchema &schema);

/// The object as the preview shows it: noise folded unless shown, a Secret masked unless revealed.
QCborValue presentable(const QCborValue &object, const PreviewOptions &options);

/// Translated texts of the preview, shared by the window and `mado patch`.
class PreviewText final {
    Q_DECLARE_TR_FUNCTIONS(models::patch::PreviewText)

public:
    /// "your patch", "server default", "admission".
    static QString causeName(ChangeCause cause);
    /// A unified diff of the preview's rows with context lines of context
    /// around each change; lines the patch did not ask for end with their cause.
    static QString unifiedDiff(const Preview &preview, int context = 3);
    /// One line per change: path, cause, and owners after the write.
    static QString changeSummary(const Preview &preview);
};

/// How to settle one field of an apply conflict (the Kubernetes documentation's three choices).
enum class Resolution { Force, Drop, Share };

struct ResolvedApply {
    QCborValue config;
    bool force = false;     ///< some field is to be taken over
    QStringList unresolved; ///< fields that could not be found in the configuration
};

/// Rewrites an apply configuration for the conflicts: Drop removes the field
/// from config, Share sets it to the value it has in live (so both managers
/// own it), Force keeps it and sets force. resolutions[i] is for conflicts[i].
ResolvedApply resolveConflicts(const QCborValue &config, const QCborValue &live,
                               const QList<kube::ApplyConflict> &conflicts,
                               const QList<Resolution> &resolutions);

} // namespace models::patch
