#pragma once
// The authorizer behind `authorizer` in the playground and `mado cel eval`:
// it answers from the answers known so far (SubjectAccessReviews already
// made) and records every check, so that the checks it could not answer can
// be sent to the cluster off the evaluating thread and the expression
// evaluated again with their answers (models/cel/sarauthorizer.h).
// Widget-free and network-free; authorize() is thread-safe.
#include "cel/authz.h"
#include "cel/json.h"

#include <QCoreApplication>
#include <QString>

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace models::celplay {

/// One distinct authorization check an evaluation made, and its answer.
struct AuthzCheck {
    ::cel::authz::Attributes attributes;
    ::cel::authz::Decision decision;
    bool pending = false; ///< no answer yet: a SubjectAccessReview is to be made
    bool offline = false; ///< no cluster to ask: answered "no opinion"
    int count = 0;        ///< how often the evaluation made it
};

/// Answers known so far, by authzKey().
using AuthzAnswers = std::map<std::string, ::cel::authz::Decision>;

/// A key naming everything a check asks (user, verb, resource or path, selectors).
std::string authzKey(const ::cel::authz::Attributes &attributes);

/// Answers from known answers and records the checks. With no answers at all
/// (null: no connected cluster) every check is "no opinion", which the authz
/// library reads as not allowed, as the API server's union authorizer does
/// when no authorizer has an opinion. With answers, a check not among them
/// is pending and answered "no opinion" for now.
class RecordingAuthorizer final : public ::cel::authz::Authorizer {
public:
    explicit RecordingAuthorizer(std::shared_ptr<const AuthzAnswers> answers);
    ::cel::authz::Decision authorize(const ::cel::authz::Attributes &attributes) const override;
    /// The distinct checks made, in the order first made.
    std::vector<AuthzCheck> checks() const;

private:
    std::shared_ptr<const AuthzAnswers> m_answers;
    mutable std::mutex m_mutex;
    mutable std::vector<AuthzCheck> m_checks;
    mutable std::map<std::string, std::size_t> m_index;
};

/// request.userInfo of an AdmissionRequest (username, uid, groups, extra).
::cel::authz::UserInfo userOfRequest(const ::cel::json::Node &request);
/// The resource of an AdmissionRequest as authorizer.requestResource checks
/// it (the request's own resource and subresource, namespace and name).
::cel::authz::RequestResource resourceOfRequest(const ::cel::json::Node &request);

/// A copy of an AdmissionRequest (null: an empty one) whose userInfo names
/// `user` (username, groups; uid and extra when set).
::cel::json::NodeP requestWithUser(const ::cel::json::NodeP &request, const ::cel::authz::UserInfo &user);

/// A check as a short text: "delete apps/deployments in ns/name" or "get /healthz".
QString describeCheck(const ::cel::authz::Attributes &attributes);
/// The decision as a word: allowed, denied, no opinion (translated).
QString verdictText(const ::cel::authz::Decision &decision);

/// The checks as JSON (`-o json`).
std::string authzChecksJson(const std::vector<AuthzCheck> &checks);

class AuthzText {
    Q_DECLARE_TR_FUNCTIONS(models::celplay::AuthzText)
};

} // namespace models::celplay
