#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

/// The CEL cost budgets the Kubernetes API server enforces (k8s.io/apiserver
/// pkg/apis/cel/config.go and the CRD validation code).
namespace cel::limits {

/// Runtime cost budget of one expression evaluation.
inline constexpr std::uint64_t kPerCallRuntimeBudget = 1'000'000;
/// Runtime budget shared by all CRD validation rules of one object.
inline constexpr std::uint64_t kCrdValidationRuntimeBudget = 10'000'000;
/// Estimated (static) cost limit of one expression.
inline constexpr std::uint64_t kPerExpressionEstimatedLimit = 10'000'000;
/// Estimated cost limit of all expressions of one CRD.
inline constexpr std::uint64_t kCrdTotalEstimatedLimit = 100'000'000;
/// Runtime budget of one admission policy's validations (and of its
/// variables, charged next to the expressions that use them; celconfig.RuntimeCELCostBudget).
inline constexpr std::uint64_t kAdmissionRuntimeBudget = 10'000'000;
/// Runtime budget of admission match conditions (all of one webhook or
/// policy together; each one also stops at kPerCallRuntimeBudget).
inline constexpr std::uint64_t kMatchConditionsRuntimeBudget = 2'500'000;
/// The API server's request size limit, the base of unbounded size estimates.
inline constexpr std::uint64_t kMaxRequestSizeBytes = 3 * 1024 * 1024;

/// The most bytes the functions whose cost does not grow with their result
/// (replace, join, split, format) may build in one evaluation. The API
/// server charges a call after it returns, and replace() by its receiver
/// alone: three nested replace() calls cost 200,200,201 and make a string
/// of a terabyte first, and cel-go's process dies out of memory. Mado stops
/// with an error instead; below the bound it builds what cel-go builds.
inline constexpr std::uint64_t kMaxBuiltBytes = std::uint64_t(1) << 30;

/// The environments Mado's playground offers.
enum class Environment { Crd, ValidatingAdmissionPolicy, MutatingAdmissionPolicy, MatchConditions };

/// The runtime budget that applies to one evaluation in env (for admission
/// contexts the per-call limit every program has).
std::uint64_t runtimeBudget(Environment env);
/// The budget the expressions of one context share (CRD rules of one object,
/// a policy's validations with their variables, a set of match conditions).
std::uint64_t sharedRuntimeBudget(Environment env);

/// Parses "crd", "vap", "mutating" (or "map") or "match"; nullopt when unknown.
std::optional<Environment> parseEnvironment(std::string_view name);

} // namespace cel::limits
