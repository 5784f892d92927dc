#pragma once
// Answers the authorization checks of a CEL evaluation with
// SubjectAccessReviews against the connected cluster (POST
// /apis/authorization.k8s.io/v1/subjectaccessreviews, one per check, all in
// flight at once), in the kube/handle.h shape. The evaluation itself never
// waits for the network: it runs with a RecordingAuthorizer, and the checks
// it could not answer come here; with their answers it runs again
// (AuthzLoop), until no new check appears.
#include "kube/client.h"
#include "kube/handle.h"
#include "models/cel/authzrecorder.h"

#include <QByteArray>

#include <functional>

namespace models::celplay {

/// The SubjectAccessReview that asks `attributes` (authorization.k8s.io/v1 JSON).
QByteArray subjectAccessReview(const ::cel::authz::Attributes &attributes);
/// The decision of a SubjectAccessReview's answer: status.allowed -> Allow,
/// status.denied -> Deny, else no opinion; status.reason and
/// status.evaluationError carried along. An error when the body is not one.
mado::Result<::cel::authz::Decision> decisionOfReview(const QByteArray &body);

/// SubjectAccessReviews for checks, in flight. finished(): the answers by
/// authzKey (a review the server refused becomes a "no opinion" answer whose
/// error names the refusal, e.g. 403 when the user may not create reviews).
class SarResolve final : public kube::Task<AuthzAnswers> {
    Q_OBJECT
public:
    /// Starts one review per check with client (which parents the handle).
    static SarResolve *start(kube::Client *client, const std::vector<::cel::authz::Attributes> &checks);
    void cancel() override;

private:
    using Task::Task;
    std::vector<kube::HandlePtr<kube::Call>> m_calls;
    AuthzAnswers m_answers;
    std::size_t m_open = 0;
};

/// At most this many rounds of "evaluate, ask the cluster, evaluate again".
inline constexpr int kMaxAuthzRounds = 8;

/// The checks of an outcome still waiting for an answer.
std::vector<::cel::authz::Attributes> pendingChecks(const std::vector<AuthzCheck> &checks);

class SarText {
    Q_DECLARE_TR_FUNCTIONS(models::celplay::SarText)
};

} // namespace models::celplay
