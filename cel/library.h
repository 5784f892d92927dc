#pragma once

#include "cel/env.h"
#include "cel/estimate.h"
#include "cel/result.h"

#include <cmath>

/// Function libraries: the standard library and extensions. Each adds its
/// declarations and implementations to an environment.
namespace cel::lib {

/// cel-go's cost constants (common/cost.go).
inline constexpr double kStringTraversalCostFactor = 0.1;
inline constexpr double kRegexStringLengthCostFactor = 0.25;

inline std::uint64_t ceilMul(std::uint64_t size, double factor) {
    return std::uint64_t(std::ceil(double(size) * factor));
}

/// Small helper to declare overloads tersely.
class Builder {
public:
    explicit Builder(Env &env)
        : m_env(env) {}
    Overload &global(const std::string &fn, std::string id, std::vector<TypeP> params, TypeP result,
                     OverloadImpl impl);
    Overload &member(const std::string &fn, std::string id, std::vector<TypeP> params, TypeP result,
                     OverloadImpl impl);
    /// Attaches an overload cost tracker and estimator to a pending overload.
    void setCosts(const std::string &overloadId, RuntimeCostFn tracker, EstimateFn estimate);
    /// Puts the pending overloads of a function in the given order (cel-go's
    /// declaration order, which decides how type parameters bind when several
    /// overloads match).
    void reorder(const std::string &fn, const std::vector<std::string> &ids);
    /// Commits all pending overloads into the environment.
    void flush();
    ~Builder() { flush(); }

private:
    Env &m_env;
    std::vector<std::pair<std::string, Overload>> m_pending;
};

struct StdOptions {
    bool crossTypeNumericComparisons = true;
    bool optionalTypes = true;
    bool startsWithCostOnPrefix = true; ///< cel-go >= v0.29 charges the prefix size
    /// duration.getMilliseconds() is the milliseconds part (0..999) as cel-spec
    /// defines it; cel-go returns the whole duration in milliseconds (cel-go#453).
    bool durationMillisecondsPart = false;
};

void addStandard(Env &env, const StdOptions &opts);
void addOptional(Env &env);

/// Strings extension (ext.Strings) at the given version (0..4). strictOffsets:
/// indexOf / lastIndexOf offsets past the end of the string are errors, as the
/// cel-spec conformance tests expect (cel-go v0.29 returns -1 for them).
void addStringsExt(Env &env, int version, bool strictOffsets = false);
/// Sets extension (sets.contains, sets.equivalent, sets.intersects).
void addSetsExt(Env &env);
/// Lists extension (ext.Lists) at the given version.
void addListsExt(Env &env, int version);
/// Math extension (ext.Math) at the given version (0..2): the math.@min and
/// math.@max helpers of the math.least / math.greatest macros (the parser
/// expands those when ParseOptions::mathMacros is set), rounding, sign,
/// floating-point predicates, bitwise operations (1) and sqrt (2).
void addMathExt(Env &env, int version);
/// Encoders extension (ext.Encoders): base64.encode / base64.decode, and
/// json.encode from version 1.
void addEncodersExt(Env &env, int version);

/// A protobuf well-known message CEL can construct (Env::wellKnownMessages):
/// the wrappers build their primitive, Value / Struct / ListValue their JSON
/// value, Any fails (no message types to unpack it into).
struct WellKnownMessage {
    std::string name; ///< e.g. "google.protobuf.Int32Value"
    std::vector<std::pair<std::string, TypeP>> fields;
    TypeP type; ///< checked type of a construction (dyn for wrappers: Mado has no wrapper types)
    /// The value from the fields set (in source order); unset fields take their default.
    std::function<Value(const std::vector<std::pair<std::string, Value>> &fields)> build;
};
const WellKnownMessage *findWellKnownMessage(std::string_view name);
/// A MutatingAdmissionPolicy patch type (Env::patchTypes), as Kubernetes'
/// dynamic type resolver declares them: "JSONPatch" (op, path, from: string;
/// value: dyn) or an apply configuration type "Object" / "Object.<field>..."
/// that takes any field as dyn. `fields` is empty for an Object type; its value
/// is a map carrying the type name. nullopt for other names.
std::optional<WellKnownMessage> findPatchType(std::string_view name);
/// jsonpatch.escapeKey (Kubernetes' JSONPatch library, in the mutating environment).
void addKubernetesJsonPatch(Env &env);
/// Is v a value of an Object apply configuration type?
bool isApplyConfiguration(const Value &v);
/// Is v a JSONPatch or Object value?
bool isPatchValue(const Value &v);
/// timestamp + duration with cel-go's range check ("timestamp overflow").
Value addTimestampDuration(Timestamp t, Duration d);
/// has(patch.field) on a JSONPatch: op, path and from when not empty, value when set.
Value patchFieldPresent(const Value &patch, const std::string &field);
/// A field of an Object apply configuration read through its static type, as
/// Kubernetes does: the value in its plain form (nested Object values become
/// maps), null when the field is not set.
Value applyConfigurationField(const Value &object, const std::string &field);
/// Equality of two patch values of the same type as Kubernetes has it:
/// JSONPatch values compare their fields with CEL equality; Object values compare
/// field by field strictly (same kinds, no numeric conversion), lists never equal.
bool patchValueEquals(const Value &a, const Value &b);
/// Values of well-known enums (google.protobuf.NullValue.NULL_VALUE is 0).
std::optional<std::int64_t> findWellKnownEnumValue(std::string_view name);
/// A value in CEL's JSON form (google.protobuf.Value): numbers become doubles
/// (ints beyond 2^53 decimal strings), bytes base64, durations and timestamps
/// strings; maps need string keys. A failure (cel-go's conversion error) otherwise.
Result<Value> toJsonValue(const Value &v);

/// cel.@block of the bindings extension (ext.Bindings version 1); the parser
/// produces it from cel.block(...) when ParseOptions::blockMacros is set.
void addBlockExt(Env &env);

/// Kubernetes libraries.
void addKubernetesLists(Env &env, int version);
void addKubernetesRegex(Env &env);
void addKubernetesQuantity(Env &env);
void addKubernetesIp(Env &env);
void addKubernetesCidr(Env &env);
void addKubernetesSemver(Env &env, int version);
void addKubernetesFormat(Env &env);
void addKubernetesUrls(Env &env);
/// Authz (Kubernetes 1.27+): authorizer.path/group/serviceAccount, resource
/// checks and decisions; values come from cel/authz.h.
void addKubernetesAuthz(Env &env);
/// AuthzSelectors (Kubernetes 1.31+): fieldSelector and labelSelector on resource checks.
void addKubernetesAuthzSelectors(Env &env);
/// apimachinery's validation message for a value that fails a regex: msg, the
/// examples, and the regex itself.
std::string validationRegexError(const std::string &msg, const std::string &regex,
                                 std::initializer_list<const char *> examples);
/// The regex size of a format value (kubernetes.NamedFormat).
std::uint64_t formatRegexSize(const Opaque &format);

inline constexpr std::uint64_t kMaxFormatSize = 64;
inline constexpr std::uint64_t kMaxNameFormatRegexSize = 128;

/// The regex size of a kubernetes.NamedFormat value (for validate() costs).
std::uint64_t formatMaxRegexSize(const Opaque &format);

/// Kubernetes' CallCost rule for a function name (0 when it has none), for
/// programs to look up once instead of on every call.
std::uint8_t kubernetesCostRule(const std::string &function);
/// Kubernetes' library.CostEstimator.CallCost for a function whose rule
/// kubernetesCostRule gave (it is keyed by function name, so it also covers
/// same-named extension functions); nullopt when not handled.
std::optional<std::uint64_t> kubernetesCallCost(std::uint8_t rule, const std::string &overloadId,
                                                const Value *args, std::size_t n, const Value &result);
/// Kubernetes' library.CostEstimator.EstimateCallCost; nullopt when not handled.
std::optional<estimate::Call> kubernetesEstimateCallCost(const std::string &function,
                                                         const std::string &overloadId,
                                                         const estimate::Node *target,
                                                         const std::vector<estimate::Node> &args,
                                                         const estimate::SizeFn &sizeEstimator);

/// One clause of a string.format string, from its '%' to its verb.
struct FormatClause {
    char verb = 0;
    std::optional<std::int64_t> precision; ///< the N of ".N", when written
    std::size_t end = 0;                   ///< offset after the clause
};
/// Parses the clause whose '%' is at fmt[start] as cel-go does; its parse
/// error message on failure. maxPrecision −1: the rules of versions 1..3
/// (any int64 precision); 0: version 4+ without a limit (up to INT32_MAX);
/// above 0: version 4+ with that limit.
std::optional<FormatClause> parseFormatClause(const std::string &fmt, std::size_t start, int maxPrecision,
                                              std::string &error);

/// string.format of the strings extension (formatter of versions 1..3); argsUsed
/// receives the number of arguments the format string consumed.
Value formatStringV1(const std::string &format, const List &args, std::size_t *argsUsed = nullptr);

/// string.format of the strings extension from version 4 (cel-go's formatter
/// V2); maxPrecision 0 means no limit on %.Nf / %.Ne precisions.
Value formatStringV2(const std::string &format, const List &args, int maxPrecision = 0);

/// A compile-time problem of a string.format call, at a node.
struct FormatIssue {
    std::int64_t id = 0;
    std::string message;
};
/// cel-go's string.format validator of strings version 4+: a literal format
/// string applied to a list literal is checked clause by clause against the
/// checked types of the list's elements (dyn passes), and for surplus arguments.
std::optional<FormatIssue> validateFormatV2(const std::string &format, const Expr &argList,
                                            const std::function<TypeP(const Expr &)> &typeOf,
                                            std::int64_t callId, int maxPrecision = 0);

/// cel-go's string.format validator of strings versions 1..3 (Kubernetes 1.29+):
/// a literal format string applied to a list literal, whatever its elements,
/// is checked against the checked types of the elements (dyn passes), for
/// missing and for surplus arguments.
std::optional<FormatIssue> validateFormatV1(const std::string &format, const Expr &argList,
                                            const std::function<TypeP(const Expr &)> &typeOf,
                                            std::int64_t callId);

/// Compiles an RE2 pattern (cached); a failure with cel-go's message when invalid.
struct Regex;
Result<std::shared_ptr<const Regex>> compileRegex(const std::string &pattern);
bool regexPartialMatch(const Regex &re, std::string_view s);
/// First match of re in s (std::nullopt when none).
std::optional<std::string> regexFind(const Regex &re, std::string_view s);
std::vector<std::string> regexFindAll(const Regex &re, std::string_view s, std::int64_t limit);

} // namespace cel::lib
