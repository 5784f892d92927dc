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
};

/// Accepted, or rejected with the reasons (the server's field causes, or Mado's).
struct Verdict {
    bool accepted = false;
    QStringList reasons;
};

/// The manifest submitted: a CRD (group celcheck.mado.dev) whose `spec` has the
/// node's schema and the rule, or a ValidatingAdmissionPolicy on config maps.
QByteArray checkManifest(const ServerCheckRequest &request, const QString &name);

/// Mado's verdict for the submission: the rule must compile in the
/// environment the server uses for new rules of version 1.serverMinor, CRD
/// rules must be bool with an estimated cost within the per-rule limit.
Verdict localVerdict(const ServerCheckRequest &request, int serverMinor);

/// The dry-run create in flight (kube/handle.h shape). finished(): the
/// server's verdict (2xx accepted, 422 rejected with its causes), or an
/// ApiError for anything else.
class ServerCheck final : public kube::Task<Verdict> {
    Q_OBJECT
public:
    /// Starts the dry run with client (which parents the handle).
    static ServerCheck *start(kube::Client *client, const ServerCheckRequest &request);
    void cancel() override;

private:
    using Task::Task;
    kube::HandlePtr<kube::Call> m_call;
};

class ServerCheckText {
    Q_DECLARE_TR_FUNCTIONS(models::celplay::ServerCheckText)
};

} // namespace models::celplay
