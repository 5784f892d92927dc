#pragma once

#include "cel/ast.h"
#include "cel/parser.h"
#include "cel/types.h"
#include "cel/value.h"

#include "cel/estimate.h"

#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

/// The public entry point of the CEL engine: an environment (declarations,
/// functions, options) compiles expressions to programs; a program evaluates
/// against an activation and reports runtime and estimated cost.
namespace cel {

class Program;

/// The stage at which compiling failed.
enum class CompilePhase : std::uint8_t { None, Parse, Check };

/// "parse" or "check", as `mado cel eval -o json` and the differential test
/// write it; "" for None.
const char *phaseName(CompilePhase phase);

struct CompileResult {
    std::shared_ptr<const Program> program;
    CompilePhase phase = CompilePhase::None; ///< Parse or Check on failure
    std::vector<Diagnostic> errors;
    TypeP outputType; ///< set when checking succeeded (also when planning failed)
    bool ok() const { return program != nullptr; }
};

/// Variable values for one evaluation.
struct Activation {
    std::unordered_map<std::string, Value> vars;
};

/// Runtime cost charged while a node was being evaluated (its own cost, not
/// its children's); the costs of all nodes add up to EvalResult::cost.
struct NodeRuntimeCost {
    std::int64_t id = 0;
    std::uint64_t cost = 0;
};

struct EvalResult {
    Value value;                          ///< the result, or an error value
    std::uint64_t cost = 0;               ///< runtime cost as cel-go computes it
    std::vector<NodeRuntimeCost> perNode; ///< filled when EvalOptions::perNodeCost (nodes that cost > 0)
};

struct EvalOptions {
    std::optional<std::uint64_t> costLimit; ///< cancels evaluation with cel-go's cost-limit error
    bool perNodeCost = false;               ///< attribute the runtime cost to the nodes that incurred it
    /// Checked at every cost step: when it becomes true (from any thread)
    /// evaluation stops with the error "operation interrupted".
    const std::atomic<bool> *interrupt = nullptr;
};

/// The estimated cost of one node as cel-go's estimator computes it, and its
/// share of the program's estimate: `self` is the node's cost without its
/// children's, multiplied by how often the node runs (the sizes of the
/// comprehensions around it). The shares of all nodes add up to the estimate
/// (exactly, while no range saturates at 2^64-1).
struct NodeEstimatedCost {
    std::int64_t id = 0;
    CostRange inclusive;        ///< one evaluation of the node, children included
    CostRange iterations{1, 1}; ///< product of the sizes of enclosing comprehension loops
    double selfMin = 0;         ///< share of the estimate's min (may be negative: short-circuit)
    double selfMax = 0;         ///< share of the estimate's max
    /// Exact shares as signed 128-bit integers split into two halves (for tests).
    std::int64_t selfMinHi = 0, selfMaxHi = 0;
    std::uint64_t selfMinLo = 0, selfMaxLo = 0;
    /// The size estimate cel-go used for a comprehension's range (unknown: {0, 2^64-1}).
    std::optional<CostRange> rangeSize;
};

struct CostBreakdown {
    CostRange total;
    std::vector<NodeEstimatedCost> nodes; ///< every node the estimator visited, in visiting order
};

/// Whether the API server meets a rule as new (created or changed in this
/// request) or as stored (already in etcd).
enum class RuleAge : std::uint8_t { New, Stored };

/// The Kubernetes minor whose CEL environment a server of version
/// 1.serverMinor uses: stored rules get the server's own environment, new or
/// changed ones the environment of its default compatibility version, one
/// minor lower (a v1.37 server compiles new rules with the 1.36 environment).
/// Never below 27, the oldest environment Mado has.
int environmentMinor(int serverMinor, RuleAge age);

class Env final : public std::enable_shared_from_this<Env> {
public:
    /// An empty environment (no functions).
    Env();

    /// The CEL standard environment the cel-spec conformance tests run against:
    /// standard library, optional types, cross-type numeric comparisons, the
    /// strings (4), sets, lists (3), math (2), encoders (1) and cel.@block
    /// extensions with their macros, and the protobuf well-known messages. Where
    /// cel-go v0.29 departs from cel-spec (duration.getMilliseconds, indexOf
    /// offsets past the end) it follows cel-spec.
    static std::shared_ptr<Env> standard();
    /// Kubernetes' base environment of version 1.minor (27..37), as
    /// k8s.io/apiserver/pkg/cel/environment/base.go enables libraries and options.
    static std::shared_ptr<Env> kubernetes(int minor);

    /// A copy that can be extended without touching this environment.
    std::shared_ptr<Env> clone() const;

    /// Declares a variable.
    void addVariable(const std::string &name, TypeP type);
    /// Adds overloads of a function (merged with existing overloads of that name).
    void addFunction(Function f);
    /// Declares a named type (e.g. an object type) so `type` identifiers resolve.
    void addTypeName(const std::string &name, TypeP type);

    const Function *findFunction(std::string_view name) const;
    /// Names of every declared function (operators included), unordered.
    std::vector<std::string> functionNames() const;
    /// Names of the declared variables, unordered.
    std::vector<std::string> variableNames() const;
    TypeP findVariable(std::string_view name) const;
    TypeP findTypeName(std::string_view name) const;

    /// Parses and type-checks. On failure the result carries positioned diagnostics.
    CompileResult compile(std::string_view text) const;

    ParseOptions parseOptions;
    bool crossTypeNumericComparisons = true;
    bool presenceTestHasCost = true; ///< Kubernetes sets false
    /// cel-go's EnableErrorOnBadPresenceTest (off in Kubernetes): has() and
    /// optional selection on a value without fields fail instead of being absent.
    bool errorOnBadPresenceTest = false;
    bool typeCheck = true; ///< false: type errors are ignored (unchecked ASTs)
    bool optimize = true;  ///< constant list/map folding (cel-go OptOptimize)
    /// cel-go builds map literals as Go maps: any key, the last duplicate wins
    /// (Kubernetes). Off, the CEL spec's errors apply (repeated or unsupported keys).
    bool goMapLiterals = false;
    bool homogeneousAggregateLiterals = false; ///< cel-go's homogeneous aggregate literal validator
    bool wellKnownMessages = false; ///< google.protobuf wrappers, Value, Struct, ListValue, Any can be built
    /// MutatingAdmissionPolicy patch types: JSONPatch and the Object, Object.spec, ...
    /// apply configuration types can be built (lib::findPatchType).
    bool patchTypes = false;
    bool literalValidators = false; ///< duration/timestamp/regex literal validators (K8s 1.29+)
    int k8sMinor = 0;               ///< 0 when not a Kubernetes environment
    std::string container;          ///< namespace of the expression: `y` in container "x" may mean "x.y"
    int stringsVersion = -1;        ///< strings extension version (-1: none); picks the string.format rules
    /// Root type for schema-based size estimates (Kubernetes' CRD size
    /// estimator walks it by path: fields, @items, @values, @keys).
    TypeP sizeRoot;
    /// The variables whose paths start at sizeRoot (empty: every variable, as
    /// for a CRD rule's self and oldSelf).
    std::vector<std::string> sizeRootVariables;

private:
    friend class Checker;
    std::unordered_map<std::string, TypeP> m_vars;
    std::unordered_map<std::string, Function> m_functions;
    std::unordered_map<std::string, TypeP> m_typeNames;
};

/// Per-node information computed by the checker and used by evaluation.
struct NodeInfo {
    enum class Ref : std::uint8_t { None, Var, Local, Constant };
    TypeP type;
    Ref ref = Ref::None;
    int slot = -1;                           ///< variable or local slot
    Value constant;                          ///< Ref::Constant (type identifiers, folded literals)
    std::vector<const Overload *> overloads; ///< candidate overloads of a call
    std::string function;                    ///< resolved function name (qualified names resolved)
    bool isConstant = false;                 ///< literal or folded constant aggregate
    bool setMembership = false;              ///< `x in [constant primitives]`: charged nothing itself
    /// How the interpreter runs a call node (decided once, when the program is built).
    enum class Call : std::uint8_t {
        Generic,
        And,
        Or,
        Ternary,
        Index,
        OptIndex,
        OptSelect,
        OptOr,
        OptOrValue,
        Block
    };
    Call call = Call::Generic;
    std::uint8_t kubernetesCostRule =
        0; ///< Kubernetes' rule pricing this function name (lib::kubernetesCostRule)
    /// cel-go plans the call as variadic: arguments are evaluated until the
    /// first error, and a call whose arguments were not all evaluated costs nothing.
    bool varArgs = false;
};

class Program final {
public:
    TypeP outputType() const { return m_info[std::size_t(m_root->id)].type; }
    /// Static cost range as cel-go's checker estimates it (with Kubernetes'
    /// estimator and schema sizes when the environment has them).
    CostRange estimateCost() const;
    /// Evaluates; the cost limit (when set) cancels evaluation with an error value.
    EvalResult evaluate(const Activation &activation,
                        std::optional<std::uint64_t> costLimit = std::nullopt) const;
    /// Evaluates with options (per-node runtime cost, an interrupt flag).
    EvalResult evaluate(const Activation &activation, const EvalOptions &options) const;
    /// The estimate cel-go means to give: as estimateCost(), but field paths
    /// never share storage. cel-go (and so the API server) appends to paths
    /// in place, so a nested comprehension can be sized from a field the inner
    /// body selected last; where the two differ, the server uses estimateCost().
    CostRange estimateCostIntended() const;
    /// The estimate with each visited node's share (see NodeEstimatedCost).
    CostBreakdown estimateCostBreakdown() const;
    const SourceInfo &source() const { return m_parsed.source; }
    const Expr &root() const { return *m_root; }
    const NodeInfo &info(std::int64_t id) const { return m_info[std::size_t(id)]; }

private:
    friend class Checker;
    friend class Env;
    friend class Interpreter;
    friend class Estimator;
    std::shared_ptr<const Env> m_env;
    ParsedExpr m_parsed;
    Expr *m_root = nullptr;
    std::vector<NodeInfo> m_info;
    std::vector<std::string> m_varNames; ///< slot -> variable name
    int m_maxLocals = 0;
    std::unordered_map<std::int64_t, int> m_compSlots; ///< comprehension id -> accumulator slot
};

} // namespace cel
