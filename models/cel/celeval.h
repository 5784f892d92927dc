#pragma once
// One CEL evaluation as the API server would run it, with everything the
// playground and `mado cel eval` show: value and type, positioned
// diagnostics, runtime and estimated cost against the context's limits, the
// per-sub-expression cost breakdown and, for an estimate over its limit, the
// schema bounds that would make it fit. Widget-free; evaluate() is a pure
// function that may run on a worker thread.
#include "cel/env.h"
#include "cel/json.h"
#include "cel/limits.h"
#include "models/cel/authzrecorder.h"
#include "models/cel/mutation.h"
#include "models/cel/variables.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <atomic>
#include <map>
#include <optional>
#include <vector>

namespace models::celplay {

/// The inputs of one evaluation.
struct EvalRequest {
    QString expression;
    ::cel::limits::Environment environment = ::cel::limits::Environment::Crd;
    int serverMinor = 37;                         ///< Kubernetes version of the API server (1.27..1.37)
    ::cel::RuleAge ruleAge = ::cel::RuleAge::New; ///< new rules get the compatibility version's environment
    ::cel::json::NodeP schema;                    ///< CRD: the OpenAPI v3 schema of the rule's node
    bool optionalOldSelf = false;                 ///< CRD: oldSelf is optional_type(T)
    /// Admission policies: the OpenAPI v3 schema of the matched resource (refs
    /// resolved, as models::schemaNodeJson writes it). object and oldObject are
    /// then typed from it as the API server's policy type checker types them,
    /// and the estimate uses its bounds; null: both stay dyn.
    ::cel::json::NodeP objectSchema;
    QString objectKind; ///< the matched resource's kind ("apps/v1 Deployment"), for notes
    /// Variable values (plain JSON): self/oldSelf (CRD), object, oldObject,
    /// params, request, namespaceObject (admission). Missing ones stay unbound.
    std::map<std::string, ::cel::json::NodeP> variables;
    bool explain = true;      ///< compute the per-node breakdown and the bound hints
    bool enforceLimit = true; ///< stop at the context's runtime budget as the server does
    /// MutatingAdmissionPolicy: the mutation's patchType; the value is then
    /// converted to the patch it produces (EvalOutcome::patch).
    PatchKind patchKind = PatchKind::None;
    /// Admission policies: spec.variables, compiled in order and bound lazily
    /// as `variables` (models/cel/variables.h).
    std::vector<PolicyVariable> policyVariables;
    /// Admission contexts: the answers the cluster gave to authorization
    /// checks so far (SubjectAccessReviews); null: no cluster, every check
    /// answers "no opinion". The user is request.userInfo.
    std::shared_ptr<const AuthzAnswers> authzAnswers;
};

/// A compile error at a position of the expression.
struct Diagnostic {
    int line = 0;   ///< 1-based
    int column = 0; ///< 1-based, in code points
    int offset = 0; ///< in UTF-16 units of the expression (for editors)
    QString message;
};

/// The cost of one sub-expression.
struct CostRow {
    std::int64_t id = 0;
    QString text;                              ///< the sub-expression's source text
    int start = 0;                             ///< UTF-16 offset of its first character
    int length = 0;                            ///< UTF-16 length
    QString kind;                              ///< "call _+_", "select .spec", "comprehension", ...
    std::uint64_t runtime = 0;                 ///< runtime cost charged by this node itself
    double estimatedMin = 0;                   ///< share of the estimate's min (see cel::NodeEstimatedCost)
    double estimatedMax = 0;                   ///< share of the estimate's max
    ::cel::CostRange inclusive;                ///< one evaluation of the node, children included
    ::cel::CostRange iterations{1, 1};         ///< how often it runs (enclosing loops)
    std::optional<::cel::CostRange> rangeSize; ///< comprehensions: the size the estimate assumed
};

/// A schema node without a bound, and what bounding it would do.
struct BoundHint {
    QString path;    ///< schema path of the node, e.g. "spec.containers" or "spec.containers[*].args"
    QString keyword; ///< maxItems, maxProperties or maxLength
    std::uint64_t suggested = 0;        ///< largest value that keeps the estimate within the limit (0: none)
    ::cel::CostRange estimateWithBound; ///< the estimate with `suggested` set
    ::cel::CostRange estimateWithOne;   ///< the estimate with the bound 1 (how much it drives the cost)
    /// A combined hint: the same bound `suggested` on every one of these
    /// (path, keyword) nodes (when no single bound is enough).
    std::vector<std::pair<QString, QString>> together;
};

/// The outputs.
struct EvalOutcome {
    bool compiled = false;
    QString phase; ///< "parse" or "check" when not compiled
    std::vector<Diagnostic> diagnostics;
    /// Admission with an objectSchema: the errors of the typed check. The API
    /// server compiles object as dyn, so it accepts such a policy and reports
    /// these as status.typeChecking warnings; at runtime the expression fails.
    std::vector<Diagnostic> typeErrors;
    QString type; ///< checked output type
    bool evaluated = false;
    QString valueText;        ///< the value pretty-printed (multi-line JSON-like)
    std::string valueJson;    ///< the value as plain JSON ("null" for errors)
    QString error;            ///< evaluation error
    bool interrupted = false; ///< stopped by the interrupt flag
    std::uint64_t runtimeCost = 0;
    ::cel::CostRange estimated;
    std::optional<::cel::CostRange> intendedEstimate; ///< set when the server's estimate differs from it
    std::uint64_t runtimeLimit = 0;                   ///< the context's per-evaluation budget
    std::uint64_t estimatedLimit = 0;                 ///< the context's static limit (0: none applies)
    int environmentMinor = 37;                        ///< the Kubernetes environment actually used
    std::vector<CostRow> rows;                        ///< the breakdown, in source order
    std::vector<BoundHint> hints; ///< when the estimate is over its limit: drivers, most important first
    QStringList notes;            ///< translated remarks (environment, quirks, missing functions)
    /// MutatingAdmissionPolicy with a patchKind: the patch the value produces.
    ProducedPatch patch;
    /// spec.variables: compiled, and those the evaluation resolved.
    std::vector<VariableOutcome> policyVariables;
    /// The runtime cost of the variables resolved (charged to the policy's
    /// budget next to runtimeCost, not part of it).
    std::uint64_t variablesCost = 0;
    /// The authorization checks made (pending ones need a SubjectAccessReview).
    std::vector<AuthzCheck> authzChecks;
};

/// Compiles and evaluates; never throws. `interrupt` (may be null) stops a
/// running evaluation when set from another thread.
EvalOutcome evaluate(const EvalRequest &request, const std::atomic<bool> *interrupt = nullptr);

/// Schema bounds to try: "maxItems" etc. set on the schema node at `path`
/// (the BoundHint path form). Returns a copy of the schema.
::cel::json::NodeP withBound(const ::cel::json::Node &schema, const QString &path, const QString &keyword,
                             std::uint64_t value);

/// Every node of a schema that has no bound (arrays without maxItems, maps
/// without maxProperties, strings without maxLength, enum or format), as
/// (path, keyword) pairs.
std::vector<std::pair<QString, QString>> unboundedNodes(const ::cel::json::Node &schema);

/// The YAML snippet that sets the given bounds, one block per schema path.
QString boundsSnippet(const std::vector<std::pair<QString, std::pair<QString, std::uint64_t>>> &bounds);

/// The outcome as the JSON object `mado cel eval -o json` prints (with
/// "costBreakdown" when explain is set).
std::string outcomeJson(const EvalOutcome &outcome, bool explain);

/// The first Kubernetes version that has a function, or 0 when every version
/// 1.27+ has it or no version has it.
int firstVersionWith(const std::string &function);

/// Context-free translations of this unit.
class CelEvalText {
    Q_DECLARE_TR_FUNCTIONS(models::celplay::CelEvalText)
public:
    /// A compile error of the CEL engine as the window shows it: cel-go's own
    /// messages as they are (the API server answers with them), Mado's own
    /// ones (cel::kServerPanicMessage) translated.
    static QString engineMessage(const std::string &message);
};

} // namespace models::celplay
