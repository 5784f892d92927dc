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
#include <vector>

namespace migrate {

/// A text Mado writes, produced again in the current language at each call
/// (a view keeps it and calls it again after a language change).
using LiveText = std::function<QString()>;

/// What a step (or the learning action) did.
struct StepOutcome {
    Step step = Step::Serve;
    bool ok = false;
    bool refusedByMado = false;      ///< a safety rule stopped it before any request
    QString message;                 ///< translated (text() when the outcome was made)
    LiveText text;                   ///< message again, in the current language
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

/// The webhook sample read at one served version: one object listed
/// (limit=1) through that version, which makes the API server run the
/// conversion webhook for an object stored in another version.
struct SampleRead {
    QString version;
    bool ok = false;
    bool timedOut = false; ///< no answer within the sample timeout (counts as a failure)
    bool empty = false;    ///< the collection holds no object, so nothing was converted
    QString object;        ///< ns/name of the object read, when one was
    kube::ApiError error;  ///< the failure (Status message and HTTP status from the server)
    qint64 ms = 0;         ///< how long the read took
    /// A translated line for this read, e.g. "v2: HTTP 500: conversion webhook … failed: …".
    QString describe(int timeoutSeconds) const;
};

/// The conversion check of a CRD with strategy Webhook: one sample read per
/// served version. It belongs to the served versions and webhook config it was
/// made for (key); a change of either makes it stale.
struct ConversionCheck {
    QString key;
    bool running = false;
    QList<SampleRead> samples;
    /// The first failed sample, or nullptr.
    const SampleRead *failure() const;
};

/// The preflight's findings.
struct Preflight {
    QList<PermissionCheck> permissions;
    qint64 objectCount = -1;
    QList<SampleRead> samples;        ///< one per served version when strategy is Webhook
    bool conversionChecked = false;   ///< the samples were read (strategy Webhook)
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
    /// Starts (or resumes) step 3; the session owns the rewriter. Refused
    /// (nullptr, reason in *refused) while conversionBlock() is not empty.
    Rewriter *startRewrite(const RewriteOptions &options, QString *refused = nullptr);
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

    /// With strategy Webhook: reads one object at every served version (each
    /// read bounded by sampleTimeout()); conversionChecked() follows, also at
    /// once when the strategy is not Webhook.
    void checkConversion();
    const ConversionCheck &conversion() const { return m_conversion; }
    /// True when the strategy is Webhook and no finished check matches the
    /// CRD's current served versions and webhook config.
    bool conversionCheckNeeded() const;
    /// The translated reason every step is blocked by the conversion webhook
    /// (a failed or missing check under strategy Webhook), or empty.
    QString conversionBlock() const;
    /// The bound of one sample read in seconds (default 10; the API server
    /// itself waits up to 30 s for a conversion webhook).
    void setSampleTimeout(int seconds) { m_sampleTimeout = seconds; }
    int sampleTimeout() const { return m_sampleTimeout; }
    /// conversionBlock()'s texts: no check yet; failure failed.
    static QString conversionUncheckedText();
    static QString conversionFailureText(const SampleRead &failure, int timeoutSeconds);

    /// The closing check: what is missing for the migration to target to be
    /// complete (empty: complete). useEtcd: the last readEtcd() counts as
    /// proof of the rewrite (and every object found in an old encoding is listed).
    QStringList missing(bool useEtcd) const;

    /// The last failure of refresh() (failed()), in the current language.
    QString lastError() const { return m_lastError ? m_lastError() : QString(); }
    LiveText lastErrorText() const { return m_lastError; }

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
    void conversionChecked();

private:
    /// Reads the CRD, then then(error): error is empty (no function) on success.
    void afterRead(std::function<void(const LiveText &error)> then);
    void count(std::function<void()> then);
    /// runStep() once the CRD is read and the conversion checked.
    void writeStep(Step step, const QString &warningText);
    QString conversionKey() const;
    /// Reads the samples into m_conversion; then() once all finished.
    void readSamples(std::function<void()> then);

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
    ConversionCheck m_conversion;
    LiveText m_lastError;
    int m_conversionGeneration = 0;
    std::vector<std::function<void()>> m_conversionWaiters;
    int m_sampleTimeout = 10;
};

/// What the lab creates.
struct LabOptions {
    QString group = QStringLiteral("lab.mado.io");
    QString ns = QStringLiteral("mado-lab");
    int objects = 20;
    int concurrency = 8;
    /// Non-empty: the lab CRD converts through this webhook (strategy Webhook,
    /// clientConfig.url) with caBundle (base64 PEM) instead of strategy None.
    QString webhookUrl;
    QByteArray webhookCaBundle;
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
