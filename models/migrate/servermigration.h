#pragma once

// Step 3 done by the server: a StorageVersionMigration object
// (storagemigration.k8s.io, v1 from Kubernetes 1.37, v1beta1 before) created
// for the CRD's resource and followed until its conditions say Succeeded or
// Failed. kube-controller-manager's storage-version-migrator controller does
// the writes; on 1.37 it also trims status.storedVersions when it succeeds and
// the CRD did not change meanwhile. That trim comes after Succeeded: on v1
// the controller marks the object Succeeded with Running still True, updates
// the CRD's status, and only then turns Running False (v1beta1's controller
// removes Running instead). So the handle ends once that clean-up is done (or
// after ServerMigrationOptions::settleMs), and a read of the CRD that follows
// sees the trimmed storedVersions. v1alpha1 turns Running False together with
// Succeeded and never trims: there the handle ends at once.

#include "kube/client.h"
#include "kube/handle.h"
#include "models/migrate/crdstate.h"
#include "models/migrate/progressstore.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QList>
#include <QPointer>
#include <QTimer>

namespace migrate {

/// One entry of status.conditions.
struct MigrationCondition {
    QString type;   ///< Running, Succeeded, Failed
    QString status; ///< True, False, Unknown
    QString reason;
    QString message;
};

/// What the object says about itself.
struct ServerMigrationStatus {
    QString apiVersion;      ///< e.g. storagemigration.k8s.io/v1
    QString name;            ///< the object's name (generated)
    QString resourceVersion; ///< status.resourceVersion: the list the migration covers
    QList<MigrationCondition> conditions;
    qint64 waitedMs = 0; ///< since the object was created

    /// True when condition type is status True.
    bool is(const QString &type) const;
    /// True when condition type is present, whatever its status.
    bool has(const QString &type) const;
    /// The message of condition type (empty when absent).
    QString message(const QString &type) const;
    /// A translated one-line summary, e.g. "Running: Migration is running".
    QString summary() const;
};

/// Where and how to follow.
struct ServerMigrationOptions {
    int pollMs = 500;         ///< how often the object is read
    int silentWarnMs = 30000; ///< after this long without a condition, stalled() is emitted once
    /// After Succeeded, how long to wait for the controller's clean-up (Running
    /// turned False, or removed on v1beta1, once it has updated the CRD's status).
    int settleMs = 30000;
    QString existing; ///< follow this object instead of creating one
};

/// The handle (kube/handle.h shape): creates the object (after checking that
/// the server serves the API and that step 3 may run), follows it, and ends
/// with its final status when Succeeded, or an error: the API is missing, the
/// create was refused, or the object Failed (with its message). On success the
/// store gets a complete RewriteRecord naming the object, so step 4 may run.
class ServerMigration final : public kube::Task<ServerMigrationStatus, mado::Error> {
    Q_OBJECT

public:
    /// Starts; never blocks. Child of client. crd is the state read just
    /// before (its storage version is what the objects are rewritten at).
    static ServerMigration *start(kube::Client *client, const CrdState &crd, const ProgressStore &store,
                                  const ServerMigrationOptions &options = {});
    /// Stops following; the object stays and the server's controller carries on.
    void cancel() override;
    /// The latest status read.
    const ServerMigrationStatus &status() const { return m_status; }

    /// The object to create (JSON) for crd's resource at apiVersion (group/version).
    static QByteArray objectJson(const CrdState &crd, const QString &apiVersion);

signals:
    /// The object was created (or found) and the status read changed.
    void statusChanged();
    /// No condition appeared for ServerMigrationOptions::silentWarnMs: no
    /// controller seems to handle the object. message is translated.
    void stalled(const QString &message);

private:
    ServerMigration(kube::Client *client, const CrdState &crd, const ProgressStore &store,
                    const ServerMigrationOptions &options);
    void discover();
    void create();
    void poll();
    void onObject(const QByteArray &body);
    void fail(const QString &message);

    QPointer<kube::Client> m_client;
    CrdState m_crd;
    ProgressStore m_store;
    ServerMigrationOptions m_options;
    ServerMigrationStatus m_status;
    QTimer m_timer;
    QElapsedTimer m_clock;
    QElapsedTimer m_settle; ///< since Succeeded was first read
    bool m_warned = false;
    QPointer<kube::Call> m_call;
};

} // namespace migrate
