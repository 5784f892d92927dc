#pragma once
// "Check on the server": submits a CEL rule to the connected API server in a
// dry-run create (a CRD with the rule in x-kubernetes-validations, or a
// ValidatingAdmissionPolicy with the expression) and reports the server's
// verdict; localVerdict() gives Mado's verdict for the same submission.
#include "cel/json.h"
#include "cel/limits.h"
#include "kube/client.h"
#include "kube/handle.h"
#include "models/cel/celeval.h"

#include <QCoreApplication>
#include <QStringList>

namespace models::celplay {

struct ServerCheckRequest {
    QString expression;
    QString messageExpression; ///< CRD rules only; may be empty
    ::cel::limits::Environment environment = ::cel::limits::Environment::Crd; ///< Crd or an admission policy
    ::cel::json::NodeP schema; ///< CRD: the schema of the rule's node
    /// ValidatingAdmissionPolicy: the resource the policy matches (e.g. group
    /// "apps", version "v1", resource "deployments") and its schema (objectSchema()).
    /// Set, the check creates the policy for real (it has no binding, so it
    /// admits nothing), waits for the server's type check in its status and
    /// deletes it; empty: a dry-run create on config maps.
    QString objectGroup;
    QString objectVersion;
    QString objectResource;
    QString objectKind;                    ///< for Mado's note ("apps/v1 Deployment")
    ::cel::json::NodeP objectSchema;       ///< for Mado's own type check
    std::vector<PolicyVariable> variables; ///< policies: spec.variables
};

/// Accepted, or rejected with the reasons (the server's field causes, or Mado's).
struct Verdict {
    bool accepted = false;
    QStringList reasons;
    /// Policies typed against a resource: the type-check warnings (the
    /// server's status.typeChecking.expressionWarnings, or Mado's type errors).
    QStringList warnings;
    bool typeChecked = false; ///< warnings hold a type check's outcome
};

/// The manifest submitted: a CRD (group celcheck.mado.dev) whose `spec` has the
/// node's schema and the rule, or a ValidatingAdmissionPolicy on config maps.
QByteArray checkManifest(const ServerCheckRequest &request, const QString &name);

/// Mado's verdict for the submission: the rule must compile in the
/// environment the server uses for new rules of version 1.serverMinor, CRD
/// rules must be bool with an estimated cost within the per-rule limit.
Verdict localVerdict(const ServerCheckRequest &request, int serverMinor);

/// The dry-run create in flight (kube/handle.h shape). finished(): the
/// server's verdict (2xx accepted, 422 rejected with its causes; for a typed
/// policy check also the type-check warnings of its status), or an ApiError
/// for anything else (a typed check that sees no status within 30 s fails).
class ServerCheck final : public kube::Task<Verdict> {
    Q_OBJECT
public:
    /// Starts the dry run with client (which parents the handle).
    static ServerCheck *start(kube::Client *client, const ServerCheckRequest &request);
    void cancel() override;

private:
    using Task::Task;
    void poll();
    kube::Client *m_client = nullptr;
    kube::HandlePtr<kube::Call> m_call;
    QString m_policyPath; ///< the created policy (typed checks), deleted at the end
    int m_polls = 0;
    bool m_cancelled = false;
};

class ServerCheckText {
    Q_DECLARE_TR_FUNCTIONS(models::celplay::ServerCheckText)
};

} // namespace models::celplay
