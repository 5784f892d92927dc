#include "cel/limits.h"

namespace cel::limits {

std::uint64_t runtimeBudget(Environment env) {
    switch (env) {
    case Environment::Crd:
        return kCrdValidationRuntimeBudget;
    case Environment::MatchConditions:
        return kMatchConditionsRuntimeBudget;
    case Environment::ValidatingAdmissionPolicy:
    case Environment::MutatingAdmissionPolicy:
        return kPerCallRuntimeBudget;
    }
    return kPerCallRuntimeBudget;
}

bool parseEnvironment(std::string_view name, Environment &out) {
    if (name == "crd")
        out = Environment::Crd;
    else if (name == "vap")
        out = Environment::ValidatingAdmissionPolicy;
    else if (name == "mutating")
        out = Environment::MutatingAdmissionPolicy;
    else if (name == "match")
        out = Environment::MatchConditions;
    else
        return false;
    return true;
}

} // namespace cel::limits
