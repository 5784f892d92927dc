#pragma once
// Binds what admission-time CEL gets beyond plain data: the lazily evaluated
// `variables` (models/cel/variables.h) and the `authorizer` with
// `authorizer.requestResource` for the user of `request`, answering through
// a RecordingAuthorizer (models/cel/authzrecorder.h). Used by evaluate().
#include "models/cel/celeval.h"

#include <memory>

namespace models::celplay {

/// What one evaluation bound; collect() copies what happened into the outcome.
class AdmissionBinding {
public:
    /// Reports the variables resolved, their cost, the authorization checks
    /// and the notes they call for.
    void collect(EvalOutcome &outcome) const;

private:
    friend AdmissionBinding bindAdmission(::cel::Activation &, const EvalRequest &,
                                          const std::shared_ptr<const CompiledVariables> &,
                                          const ::cel::EvalOptions &);
    ::cel::limits::Environment m_environment = ::cel::limits::Environment::Crd;
    bool m_offline = false;
    std::shared_ptr<RecordingAuthorizer> m_authorizer;
    std::shared_ptr<VariableEvaluation> m_variables;
};

/// Binds `authorizer` (admission contexts) and `variables` (policies) into
/// act. The variables evaluate with options' cost limit and interrupt flag.
AdmissionBinding bindAdmission(::cel::Activation &act, const EvalRequest &request,
                               const std::shared_ptr<const CompiledVariables> &variables,
                               const ::cel::EvalOptions &options);

/// `,"variables":[...],"variablesCost":N,"authorizerChecks":[...]` for
/// outcomeJson (empty for a CRD rule).
std::string admissionJson(const EvalOutcome &outcome);

} // namespace models::celplay
