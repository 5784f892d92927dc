#include "cel/limits.h"

namespace cel::limits {

std::uint64_t runtimeBudget(Environment env) {
    switch (env) {
    case Environment::Crd:
        return kCrdValidationRuntimeBudget;
    case Environment::MatchConditions:
    case Environment::ValidatingAdmissionPolicy:
    case Environment::MutatingAdmissionPolicy:
        return kPerCallRuntimeBudget;
    }
    return kPerCallRuntimeBudget;
}

std::uint64_t sharedRuntimeBudget(Environment env) {
    switch (env) {
    case Environment::Crd:
        return kCrdValidationRuntimeBudget;
    case Environment::MatchConditions:
        return kMatchConditionsRuntimeBudget;
    case Environment::ValidatingAdmissionPolicy:
    case Environment::MutatingAdmissionPolicy:
        return kAdmissionRuntimeBudget;
    }
    return kAdmissionRuntimeBudget;
}

std::optional<Environment> parseEnvironment(std::string_view name) {
    if (name == "crd")
        return Environment::Crd;
    if (name == "vap")
        return Environment::ValidatingAdmissionPolicy;
    if (name == "mutating" || name == "map")
        return Environment::MutatingAdmissionPolicy;
    if (name == "match")
        return Environment::MatchConditions;
    return std::nullopt;
}

} // namespace cel::limits
