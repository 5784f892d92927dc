#pragma once

// The storage-version migration of one CRD as a widget-free workflow: the
// live state, the plan, the four steps with their safety rules, the rewrite,
// the learning action, the proof and the preflight. The wizard window and
// `mado migrate` both drive it.

#include "kube/apierror.h"
#include "kube/client.h"
#include "kube/handle.h"
#include "models/migrate/crdstate.h"
#include "models/migrate/progressstore.h"
#include "models/migrate/rewriter.h"
#include "models/migrate/servermigration.h"

#include <QCoreApplication>
#include <QHash>
#include <QObject>
#include <QPointer>

#include <functional>

namespace migrate {

/// What a step (or the learning action) did.
struct StepOutcome {
    Step step = Step::Serve;
    bool ok = false;
    bool refusedByMado = false;      ///< a safety rule stopped it before any request
    QString message;                 ///< translated
    QStringList warnings;            ///< Warning headers the server sent (e.g. deprecation)
    QList<kube::StatusCause> causes; ///< the server's field causes of a refusal
};

/// One object of the proof: a defaulted field read through the target version,
/// and the apiVersion etcd holds it in (when read from the sandbox).
struct ProofRow {
    QString key;   ///< ns/name
    QString field; ///< e.g. spec.color
    bool present = false;
    QString value;  ///< JSON text of the field's value when present
    QString stored; ///< stored apiVersion from etcd; empty when unknown
};

/// One SelfSubjectAccessReview of the preflight.
struct PermissionCheck {
    QString verb;
    QString group;
    QString resource;
    QString subresource;
    bool allowed = false;
    QString reason; ///< the server's reason, or the error
};

/// The webhook sample read at one served version.
struct SampleRead {
    QString version;
    bool ok = false;
    QString message;
};

/// The preflight's findings.
struct Preflight {
    QList<PermissionCheck> permissions;
    qint64 objectCount = -1;
    QList<SampleRead> samples;        ///< one per served version when strategy is Webhook
    bool storageMigrationApi = false; ///< the server serves storagemigration.k8s.io
    QString storageMigrationVersion;  ///< v1 or v1beta1
    bool allAllowed() const;
};

/// The migration of one CRD to one target version.
class MigrationSession final : public QObject {
    Q_OBJECT

public:
    /// client outlives the session. store keeps the rewrite's progress.
    MigrationSession(kube::Client *client, const QString &crdName, const QString &target,
                     const ProgressStore &store = ProgressStore(), QObject *parent = nullptr);
    ~MigrationSession() override;

    QString crdName() const { return m_crdName; }
    QString target() const { return m_target; }
    void setTarget(const QString &target);
    bool hasState() const { return m_hasState; }
    const CrdState &state() const { return m_state; }
    std::optional<RewriteRecord> record() const;
    Plan plan() const;
    const ProgressStore &store() const { return m_store; }
    kube::Client *client() const { return m_client; }

    /// Reads the CRD and counts its objects (metadata-only list); stateChanged() or failed().
    void refresh();
    /// Runs one step (Serve, Storage, Trim, Unserve, Remove) after checking its
    /// safety rule against a fresh read; stepFinished() follows. warningText is
    /// Serve's deprecation warning (empty: a default text).
    void runStep(Step step, const QString &warningText = {});
    /// Starts (or resumes) step 3; the session owns the rewriter.
    Rewriter *startRewrite(const RewriteOptions &options);
    Rewriter *rewriter() const { return m_rewriter.get(); }
    /// Step 3 done by the server: creates a StorageVersionMigration for the
    /// CRD's resource and follows it; serverMigrationStarted() follows. Refused
    /// (nullptr, reason in *refused) when step 3 may not run yet; the session
    /// owns the handle and re-reads the CRD when it ends.
    ServerMigration *startServerMigration(QString *refused = nullptr,
                                          const ServerMigrationOptions &options = {});
    ServerMigration *serverMigration() const { return m_serverMigration.get(); }
    /// The learning action: a dry-run update removing the old versions from
    /// spec.versions while they are still stored; learnFinished() carries the
    /// server's refusal and the field path it names.
    void tryRemoveStillStored();
    /// Requests the old versions (one object each) and collects the server's
    /// deprecation warnings; oldVersionWarnings() follows.
    void requestOldVersion();
    /// Reads up to sample objects through the target version and records
    /// whether each defaulted field is there; proofReady(after) follows.
    void readProof(bool after, int sample = 5);
    const QList<ProofRow> &proof(bool after) const { return after ? m_proofAfter : m_proofBefore; }
    /// Reads the stored apiVersion of every object from the sandbox's etcd
    /// (mado-sandbox etcd-get); etcdReady() follows.
    void readEtcd(const QString &sandboxDir = {});
    /// key (ns/name) → stored apiVersion, from the last readEtcd().
    const QHash<QString, QString> &storedVersions() const { return m_stored; }
    /// Checks permissions, counts objects, reads samples (Webhook); preflightReady().
    void runPreflight();
    const Preflight &preflight() const { return m_preflight; }

    /// The closing check: what is missing for the migration to target to be
    /// complete (empty: complete). useEtcd: the last readEtcd() counts as
    /// proof of the rewrite (and every object found in an old encoding is listed).
    QStringList missing(bool useEtcd) const;

    /// A translated one-line duration, e.g. "about 3 min".
    static QString formatDuration(double seconds);

signals:
    void stateChanged();
    void failed(const QString &message);
    void stepFinished(const migrate::StepOutcome &outcome);
    void learnFinished(const migrate::StepOutcome &outcome);
    void oldVersionWarnings(const QStringList &warnings, const QString &error);
    void proofReady(bool after);
    void etcdReady(const QString &error);
    void preflightReady();
    void rewriteStarted(migrate::Rewriter *rewriter);
    void serverMigrationStarted(migrate::ServerMigration *migration);

private:
    void afterRead(std::function<void(const QString &error)> then);
    void count(std::function<void()> then);

    QPointer<kube::Client> m_client;
    QString m_crdName;
    QString m_target;
    ProgressStore m_store;
    CrdState m_state;
    bool m_hasState = false;
    kube::HandlePtr<Rewriter> m_rewriter;
    kube::HandlePtr<ServerMigration> m_serverMigration;
    QList<ProofRow> m_proofBefore;
    QList<ProofRow> m_proofAfter;
    QHash<QString, QString> m_stored;
    Preflight m_preflight;
};

/// What the lab creates.
struct LabOptions {
    QString group = QStringLiteral("lab.mado.io");
    QString ns = QStringLiteral("mado-lab");
    int objects = 20;
    int concurrency = 8;
};

/// The lab CRD's name for options (widgets.GROUP).
QString labCrdName(const LabOptions &options);
/// The lab CRD: v1 served and stored; v2 (not served yet) adds spec.color with
/// a default; strategy None (resources/migrate/lab-crd.json, filled in).
QByteArray labCrdJson(const LabOptions &options);
/// The lab manifest file (resources/migrate, compiled in as :/mado/migrate/)
/// with each placeholder replaced by its value; empty when the file is missing.
QByteArray labManifest(const QString &file, const QList<std::pair<QByteArray, QString>> &values);

/// Creates the lab: namespace, CRD (waits until established and served) and
/// the sample objects (kube/handle.h shape; value: objects created).
class LabSetup final : public kube::Task<int, mado::Error> {
    Q_OBJECT

public:
    /// Starts; never blocks. Child of client.
    static LabSetup *start(kube::Client *client, const LabOptions &options);
    void cancel() override;

signals:
    /// Objects created so far.
    void progress(int created, int total);

private:
    LabSetup(kube::Client *client, const LabOptions &options);
    void step(int phase);
    void createObjects();
    void fail(const QString &message);

    QPointer<kube::Client> m_client;
    LabOptions m_options;
    int m_next = 0;
    int m_created = 0;
    int m_inFlight = 0;
    int m_polls = 0;
};

} // namespace migrate

Q_DECLARE_METATYPE(migrate::StepOutcome)
