#include "models/cel/admissionbinding.h"

namespace models::celplay {

using ::cel::limits::Environment;

AdmissionBinding bindAdmission(::cel::Activation &act, const EvalRequest &r,
                               const std::shared_ptr<const CompiledVariables> &variables,
                               const ::cel::EvalOptions &options) {
    AdmissionBinding b;
    b.m_environment = r.environment;
    if (r.environment == Environment::Crd)
        return b;
    // authorizer and authorizer.requestResource check as the request's user.
    ::cel::authz::UserInfo user;
    ::cel::authz::RequestResource resource;
    if (auto it = r.variables.find("request"); it != r.variables.end() && it->second) {
        user = userOfRequest(*it->second);
        resource = resourceOfRequest(*it->second);
    }
    b.m_offline = !r.authzAnswers;
    b.m_authorizer = std::make_shared<RecordingAuthorizer>(r.authzAnswers);
    act.vars["authorizer"] = ::cel::authz::authorizerValue(b.m_authorizer, user);
    act.vars["authorizer.requestResource"] = ::cel::authz::resourceCheckValue(b.m_authorizer, user, resource);
    if (variables && r.environment != Environment::MatchConditions) {
        b.m_variables =
            std::make_shared<VariableEvaluation>(variables, act, options.costLimit, options.interrupt);
        act.vars["variables"] = b.m_variables->value();
    }
    return b;
}

void AdmissionBinding::collect(EvalOutcome &o) const {
    if (m_variables) {
        o.policyVariables = m_variables->outcomes();
        o.variablesCost = m_variables->cost();
        const std::uint64_t total = o.runtimeCost + o.variablesCost;
        const std::uint64_t budget = ::cel::limits::sharedRuntimeBudget(m_environment);
        if (o.variablesCost > 0)
            o.notes << CelEvalText::tr(
                           "The variables this expression used cost %1 at runtime; the API server "
                           "charges them to the policy's budget of %2 next to the expression's "
                           "own %3 (total %4), not to the expression's per-call limit.")
                           .arg(o.variablesCost)
                           .arg(budget)
                           .arg(o.runtimeCost)
                           .arg(total);
        if (total > budget)
            o.notes << CelEvalText::tr("Together with its variables the expression costs %1, over the "
                                       "policy's runtime budget of %2: the API server stops validating.")
                           .arg(total)
                           .arg(budget);
    }
    if (m_authorizer) {
        o.authzChecks = m_authorizer->checks();
        if (m_offline && !o.authzChecks.empty())
            o.notes << CelEvalText::tr(
                "No cluster connection: every authorizer check answers \"no opinion\", "
                "which allowed() reads as false, as when no authorizer of the API "
                "server has an opinion.");
    }
}

std::string admissionJson(const EvalOutcome &o) {
    std::string s;
    if (!o.policyVariables.empty())
        s += R"(,"variables":)" + variablesJson(o.policyVariables) + R"(,"variablesCost":)" +
             std::to_string(o.variablesCost);
    if (!o.authzChecks.empty())
        s += R"(,"authorizerChecks":)" + authzChecksJson(o.authzChecks);
    return s;
}

} // namespace models::celplay
