#pragma once

// The state of one CustomResourceDefinition as the storage-version migration
// sees it, and the plan (the steps left) to make version V its only stored
// version. Pure functions over documents: no network, no widgets.

#include "models/migrate/progressstore.h"

#include <QCborValue>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace migrate {

/// One entry of spec.versions.
struct CrdVersion {
    QString name;
    bool served = false;
    bool storage = false;
    bool deprecated = false;
    QString deprecationWarning;
};

/// What the migration reads of a CRD (and the object count from a metadata list).
struct CrdState {
    QString name; ///< e.g. widgets.lab.mado.io
    QString uid;
    QString resourceVersion;
    QString group;
    QString plural;
    QString kind;
    bool namespaced = true;
    QString strategy = QStringLiteral("None"); ///< spec.conversion.strategy
    QList<CrdVersion> versions;
    QStringList storedVersions; ///< status.storedVersions
    qint64 objectCount = -1;    ///< -1: not counted yet
    QCborValue raw;             ///< the CRD as read

    /// Parses a CRD document; an error names what is missing.
    static std::optional<CrdState> fromDocument(const QCborValue &doc, QString *error = nullptr);
    /// The version with storage: true (empty when none).
    QString storageVersion() const;
    /// The entry named name, or nullptr.
    const CrdVersion *version(const QString &name) const;
    /// The API path of the collection at version (all namespaces), e.g. /apis/G/V/widgets.
    QString collectionPath(const QString &version) const;
    /// The API path of one object at version.
    QString objectPath(const QString &version, const QString &ns, const QString &name) const;
    /// The etcd key prefix of the resource: /registry/GROUP/PLURAL/.
    QString etcdPrefix() const;
    /// Paths (dot-separated, e.g. spec.color) of fields with a default in version's schema.
    QStringList defaultedFields(const QString &version) const;
};

/// The steps of a storage-version migration, in their only safe order.
enum class Step {
    Serve,     ///< 1: the new version served, the old ones deprecated
    Storage,   ///< 2: storage moved to the new version
    Rewrite,   ///< 3: every object written once at the new version
    Trim,      ///< 4a: status.storedVersions = [new]
    Unserve,   ///< 4b: old versions served: false
    Remove,    ///< 4c: old versions removed from spec.versions
    StepCount, ///< count sentinel
};

/// The machine name of a step ("serve", "storage", "rewrite", "trim", "unserve", "remove").
QString stepKey(Step step);
/// A translated title of a step, e.g. "Step 1 — serve the new version".
QString stepTitle(Step step);

/// One line of the plan.
struct PlanItem {
    Step step = Step::Serve;
    bool done = false;
    QString blocked; ///< translated reason it may not run yet (empty: it may)
};

/// The plan to reach target, with the rewrite record of this CRD (if any).
struct Plan {
    Q_DECLARE_TR_FUNCTIONS(migrate::Plan)

public:
    QString target;
    QString error; ///< translated: why no plan exists (e.g. target not in spec.versions)
    QList<PlanItem> items;

    /// Builds the plan. A step is done when the CRD (and for Rewrite, the
    /// record) shows it; the first step not done may run unless its safety
    /// rule blocks it; later steps are blocked by the earlier ones.
    static Plan compute(const CrdState &state, const QString &target,
                        const std::optional<RewriteRecord> &record);
    /// True when every step is done.
    bool complete() const;
    /// The first step not done, or StepCount.
    Step next() const;
    /// The item of step.
    const PlanItem &item(Step step) const { return items.at(int(step)); }
};

/// True when record proves a full rewrite of this CRD's objects at version:
/// same CRD uid, same version, complete with no failures.
bool rewriteCovers(const std::optional<RewriteRecord> &record, const CrdState &state, const QString &version);

/// The translated reason step must not run now, or empty when it may (the
/// safety rules: serve before storage, storage before rewrite, trim only after
/// a verified rewrite, unserve only after the trim, remove only what is
/// unserved and no longer stored).
QString safetyBlock(Step step, const CrdState &state, const QString &target,
                    const std::optional<RewriteRecord> &record);

/// The CRD document with step applied (Serve, Storage, Unserve, Remove: the
/// object for a PUT; Trim: the object for a PUT of the status subresource).
/// warningText is the deprecation warning set on the old versions by Serve.
QCborValue applyStep(const CrdState &state, Step step, const QString &target,
                     const QString &warningText = {});

/// The CRD with the old versions removed from spec.versions regardless of the
/// rules: the learning action's body (sent as a dry run, the server refuses
/// while an old version is still stored).
QCborValue withOldVersionsRemoved(const CrdState &state, const QString &target);

/// The name of the CRD that would define resource plural in group
/// (plural.group), or empty when group is a built-in Kubernetes group (the
/// core group, one without a dot, or one under k8s.io): those are not CRDs.
QString crdNameFor(const QString &group, const QString &plural);

/// The newest version of spec.versions in Kubernetes' version priority (v2 >
/// v1 > v1beta2 > v1beta1 > v1alpha1 > other names): the usual target.
QString newestVersion(const CrdState &state);

/// The default deprecation warning for old when target replaces it.
QString defaultDeprecationWarning(const CrdState &state, const QString &old, const QString &target);

} // namespace migrate
