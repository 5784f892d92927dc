#pragma once
// The server preview of a MutatingAdmissionPolicy mutation: the live object is
// read, the produced patch is sent to it through the write path with dryRun=All
// (a JSON patch as PATCH application/json-patch+json; an apply configuration as
// a server-side apply under the field manager kDryRunFieldManager, forced), and
// the server's answer is compared with the live object and with Mado's own
// application of the patch to the same live object. kube/handle.h shape.
#include "kube/handle.h"
#include "kube/write.h"
#include "models/cel/mutation.h"
#include "models/patch/preview.h"

#include <QCborValue>
#include <QPointer>

namespace kube {
class Call;
class Client;
} // namespace kube

namespace models::celplay {

/// The field manager of the server preview's server-side apply.
inline constexpr const char *kDryRunFieldManager = "mado-cel-preview";

struct MutationDryRunRequest {
    PatchKind kind = PatchKind::JsonPatch;
    QString path;              ///< the live object's API path
    QCborValue patch;          ///< producePatch's patch
    ::cel::json::NodeP schema; ///< the resource's schema (for the local merge); may be null
};

struct MutationDryRunOutcome {
    QCborValue live;   ///< the object as stored
    QCborValue server; ///< the server's dry-run answer
    QStringList warnings;
    models::patch::Preview preview; ///< server answer against live
    AppliedPatch local;             ///< Mado's application of the patch to live
    /// Mado's result and the server's agree on every field the patch names
    /// and everything else the server did not change on its own (compared
    /// without resourceVersion, generation, managedFields and timestamps).
    bool agree = false;
    QStringList differences; ///< paths where they differ
    /// Fields only the server's answer has (its defaults for what the patch
    /// added); they do not count as differences.
    QStringList defaulted;
};

/// Translated error of a dry run: the server's Status as WriteError says it.
using MutationDryRunError = mado::Error;

class MutationDryRun final : public kube::Task<MutationDryRunOutcome, MutationDryRunError> {
    Q_OBJECT

public:
    /// Reads the live object, then sends the dry run; never blocks.
    static MutationDryRun *start(kube::Client *client, const MutationDryRunRequest &request);
    void cancel() override;

private:
    MutationDryRun(kube::Client *client, MutationDryRunRequest request);
    void onLive();
    void onWrite();

    kube::Client *m_client;
    MutationDryRunRequest m_request;
    MutationDryRunOutcome m_outcome;
    QPointer<kube::Call> m_get;
    kube::HandlePtr<kube::Write> m_write;
};

/// The paths where local (Mado's result) and server (the server's answer)
/// differ, leaving out fields only the server sets on a write
/// (resourceVersion, generation, managedFields); fields only server has go
/// to defaulted (when given) instead.
QStringList objectDifferences(const QCborValue &local, const QCborValue &server,
                              QStringList *defaulted = nullptr);

} // namespace models::celplay
