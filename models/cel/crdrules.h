#pragma once
// The CRD validation-rule context of the CEL playground: a CustomResourceDefinition
// read as the API server reads it (versions, schema nodes, their
// x-kubernetes-validations), the values of `self`/`oldSelf` at a node of a live
// object (every element under arrays and maps, as the server walks them), and
// the rules run as k8s.io/apiextensions-apiserver runs them on a write: each
// rule within the per-expression limit, messageExpression when a rule returns
// false (string, trimmed, no line breaks, at most 5120 bytes, non-empty, else
// the rule's message), and all rules of one object sharing the per-call budget
// of 10,000,000. Widget-free and network-free; every function may run on a
// worker thread.
#include "cel/env.h"
#include "cel/json.h"
#include "codecs/result.h"
#include "models/cel/celeval.h"

#include <QCoreApplication>
#include <QString>

#include <atomic>
#include <memory>
#include <vector>

namespace models::celplay {

/// One x-kubernetes-validations entry.
struct CrdRule {
    QString rule;
    QString message;
    QString messageExpression;
    QString reason;
    QString fieldPath;
    bool optionalOldSelf = false;
};

/// One schema node of a CRD version.
struct CrdNode {
    QString path; ///< "" for the root, "spec", "spec.items[*]" (array items), "spec.labels{*}" (map values)
    QString type; ///< the schema's type ("" when unset)
    int depth = 0;
    std::vector<CrdRule> rules;
    /// The node's schema as the CEL environment types `self` with (the root
    /// carries x-kubernetes-embedded-resource, so apiVersion, kind and
    /// metadata.name/generateName are visible as on the server).
    ::cel::json::NodeP schema;
};

/// One version of a CRD.
struct CrdVersion {
    QString name;
    bool served = false;
    bool storage = false;
    ::cel::json::NodeP schema;  ///< openAPIV3Schema
    std::vector<CrdNode> nodes; ///< every node, depth first, properties in schema order
    /// The node at path, or nullptr.
    const CrdNode *node(const QString &path) const;
    /// Number of rules over all nodes.
    int ruleCount() const;
};

/// A CustomResourceDefinition as the playground needs it.
struct CrdDefinition {
    QString name; ///< plural.group
    QString group;
    QString plural;
    QString kind;
    bool namespaced = true;
    std::vector<CrdVersion> versions;
    /// The version called name, or nullptr.
    const CrdVersion *version(const QString &name) const;
    /// The API path of the version's collection (all namespaces when ns is
    /// empty) or of one object.
    QString collectionPath(const QString &version, const QString &ns = {}) const;
    QString objectPath(const QString &version, const QString &ns, const QString &name) const;
};

/// Reads a CustomResourceDefinition object (apiextensions.k8s.io/v1 JSON).
mado::Result<CrdDefinition> parseCrd(const ::cel::json::Node &crd);

/// The value of `self` at one place of an object, and of `oldSelf` there.
struct NodeInstance {
    QString path;               ///< the field path as the server names it: "spec.items[2]", "spec.labels[a]"
    ::cel::json::NodeP self;    ///< never null
    ::cel::json::NodeP oldSelf; ///< null when the old object has no correlated value
};

/// Every value of the schema node `nodePath` in object (non-null values only,
/// as the server validates them), with oldSelf correlated as the server does:
/// by property and map key, by the keys of list-type map lists, by equality in
/// set lists; atomic list elements have none. oldObject may be null (a create).
std::vector<NodeInstance> instancesAt(const CrdVersion &version, const QString &nodePath,
                                      const ::cel::json::NodeP &object, const ::cel::json::NodeP &oldObject);

/// A rule compiled for its node.
struct CompiledRule {
    CrdRule rule;
    QString nodePath;
    int index = 0;             ///< position among its node's rules
    ::cel::json::NodeP schema; ///< the node's schema (types self and oldSelf)
    std::shared_ptr<const ::cel::Program> program;
    std::shared_ptr<const ::cel::Program> message; ///< messageExpression
    std::vector<Diagnostic> ruleErrors;            ///< compile errors of the rule (offsets into rule)
    std::vector<Diagnostic> messageErrors;         ///< of messageExpression (offsets into messageExpression)
    QString messageType;                           ///< checked type of messageExpression
    bool usesOldSelf = false;                      ///< a transition rule
    ::cel::CostRange estimate;
    ::cel::CostRange messageEstimate;
};

/// Compiles one rule (and its messageExpression) in the environment the
/// server would use (serverMinor and the rule's age).
CompiledRule compileRule(const CrdRule &rule, const CrdNode &node, int serverMinor, ::cel::RuleAge age);

/// Every rule of a version, compiled.
struct CompiledRuleSet {
    CrdVersion version;
    std::vector<CompiledRule> rules;
};
CompiledRuleSet compileRules(const CrdVersion &version, int serverMinor, ::cel::RuleAge age);

/// How messageExpression ended.
enum class MessageOutcome {
    None,      ///< no messageExpression, or the rule did not return false
    Used,      ///< its value is the message
    Fallback,  ///< evaluation failed or the value was not allowed: the rule's message is used
    OverBudget ///< it ran out of budget: the server stops validating the object
};

/// One evaluation of a rule at one instance.
struct RuleRun {
    QString path;                  ///< the instance's field path (the error's path, before fieldPath)
    bool skipped = false;          ///< a transition rule without an old value (not evaluated)
    bool passed = false;           ///< returned true
    QString error;                 ///< evaluation error (the server reports "... evaluating rule: ...")
    bool budgetExceeded = false;   ///< the per-expression or per-call limit stopped validation
    std::uint64_t cost = 0;        ///< runtime cost of the rule
    std::uint64_t messageCost = 0; ///< runtime cost of messageExpression (when it ran)
    MessageOutcome messageOutcome = MessageOutcome::None;
    QString messageError; ///< why messageExpression's value was not used (the server's words)
    QString message;      ///< the detail the server reports when the rule fails
};

/// Runs one compiled rule at one instance within remainingBudget (the
/// per-call budget left for the object); the message as the server forms it.
RuleRun runRule(const CompiledRule &rule, const NodeInstance &instance, std::uint64_t remainingBudget,
                const std::atomic<bool> *interrupt = nullptr);

/// Every rule of a version over one object, as one write runs them.
struct ObjectRun {
    std::vector<RuleRun> chosen;  ///< the runs of the chosen rule, one per instance
    std::uint64_t chosenCost = 0; ///< their cost (rule plus messageExpression)
    bool chosenFailed = false;    ///< the chosen rule failed (false or error) at some instance
    QString chosenMessage;        ///< the first failure's message (path: detail)
    std::uint64_t totalCost = 0;  ///< cost of all rules of the object
    bool budgetExceeded = false;  ///< the per-call budget ran out (the server rejects the write)
    int failures = 0;             ///< failing rule runs over all rules
    QStringList messages;         ///< every failure, "path: detail", as the server lists them
};

/// Runs every rule of the set over object (oldObject null: a create; the
/// same object: an update that changes nothing). chosenNode/chosenIndex pick
/// the rule whose runs are reported in detail (chosenIndex -1: none).
ObjectRun runObject(const CompiledRuleSet &set, const QString &chosenNode, int chosenIndex,
                    const ::cel::json::NodeP &object, const ::cel::json::NodeP &oldObject,
                    const std::atomic<bool> *interrupt = nullptr);

/// The largest messageExpression result the server uses, in bytes.
inline constexpr int kMaxMessageExpressionBytes = 5 * 1024;

/// Context-free translations of this unit.
class CrdRulesText {
    Q_DECLARE_TR_FUNCTIONS(models::celplay::CrdRulesText)
};

} // namespace models::celplay
