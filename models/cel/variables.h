#pragma once
// spec.variables of a ValidatingAdmissionPolicy (and MutatingAdmissionPolicy),
// as k8s.io/apiserver/pkg/admission/plugin/cel composition.go runs them:
// compiled in order, each seeing the earlier ones as `variables.<name>`
// (typed by their checked type, object types as dyn); evaluated lazily, at
// most once per evaluation, with their own per-call cost limit; their runtime
// cost is not part of the expression's own cost but is charged to the
// policy's budget next to it. Widget-free.
#include "cel/env.h"

#include <QCoreApplication>
#include <QString>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

namespace models::celplay {

/// One entry of spec.variables.
struct PolicyVariable {
    QString name;
    QString expression;
};

/// A compile error of one variable, at a position of its expression.
struct VariableError {
    int line = 0;   ///< 1-based (0: not positioned, e.g. a bad name)
    int column = 0; ///< 1-based, code points
    int offset = 0; ///< UTF-16 offset in the variable's expression
    QString message;
};

/// What one variable is and did in an evaluation.
struct VariableOutcome {
    QString name;
    bool compiled = false;
    std::vector<VariableError> errors;
    QString type;         ///< its checked type ("list(string)")
    QString declaredType; ///< the type later expressions see (object types become dyn)
    ::cel::CostRange estimated;
    bool evaluated = false; ///< resolved during this evaluation (it was referenced)
    int evaluationOrder = -1;
    std::string valueJson; ///< the value as JSON (null when not evaluated or an error)
    QString error;         ///< its evaluation error (as the referencing expression sees it)
    std::uint64_t runtimeCost = 0;
};

/// The compiled variables of one policy.
class CompiledVariables {
public:
    /// Compiles `variables` in order in `base` (the policy expression's
    /// environment; its own `variables` declaration is replaced).
    static std::shared_ptr<const CompiledVariables> compile(const std::vector<PolicyVariable> &variables,
                                                            const ::cel::Env &base);

    /// kubernetes.variables with every variable as a field.
    ::cel::TypeP type() const { return m_type; }
    /// The outcomes as compiled (nothing evaluated yet).
    const std::vector<VariableOutcome> &compiled() const { return m_outcomes; }
    bool empty() const { return m_entries.empty(); }

private:
    friend class VariableEvaluation;
    struct Entry {
        std::string name;
        std::shared_ptr<const ::cel::Program> program;
        std::string compileError; ///< as the server words it
    };
    std::vector<Entry> m_entries;
    std::vector<VariableOutcome> m_outcomes;
    ::cel::TypeP m_type;
};

/// One evaluation's `variables`: the lazy value to bind, and what was resolved.
class VariableEvaluation {
public:
    /// `activation` holds the other variables (object, request, ...);
    /// `perCallLimit` the limit of each variable's own evaluation.
    VariableEvaluation(std::shared_ptr<const CompiledVariables> compiled, ::cel::Activation activation,
                       std::optional<std::uint64_t> perCallLimit, const std::atomic<bool> *interrupt);
    ~VariableEvaluation();
    VariableEvaluation(const VariableEvaluation &) = delete;
    VariableEvaluation &operator=(const VariableEvaluation &) = delete;

    /// The value of `variables` (bind it; valid while this object lives).
    ::cel::Value value() const { return m_value; }
    /// The outcomes so far, in declaration order.
    const std::vector<VariableOutcome> &outcomes() const { return m_outcomes; }
    /// Sum of the runtime costs of the variables resolved so far.
    std::uint64_t cost() const { return m_cost; }

private:
    ::cel::Value resolve(const std::string &name);

    std::shared_ptr<const CompiledVariables> m_compiled;
    ::cel::Activation m_activation;
    std::optional<std::uint64_t> m_limit;
    const std::atomic<bool> *m_interrupt = nullptr;
    ::cel::Value m_value;
    std::vector<VariableOutcome> m_outcomes;
    std::uint64_t m_cost = 0;
    int m_resolved = 0;
};

/// The type a variable of checked type `t` has in kubernetes.variables
/// (composition.go convertCelTypeToDeclType: scalars, lists and maps kept,
/// sizes unbounded, anything else dyn).
::cel::TypeP declaredVariableType(const ::cel::TypeP &t);

/// Whether a name can be a variable's name (a CEL identifier, not reserved).
bool isValidVariableName(const QString &name);

/// Reads a variables file: a YAML/JSON list of {name, expression} (as in
/// spec.variables), or an object with a `variables` list, or a whole policy
/// with spec.variables. Errors are translated.
std::optional<std::vector<PolicyVariable>> parseVariables(const QByteArray &document, QString *error);

/// The variables as JSON (`-o json`: name, type, value, error, costs).
std::string variablesJson(const std::vector<VariableOutcome> &variables);

class VariablesText {
    Q_DECLARE_TR_FUNCTIONS(models::celplay::VariablesText)
};

} // namespace models::celplay
