#pragma once

#include "cel/env.h"

#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace cel {

/// The check error of an expression the API server's cel-go panics on (its
/// homogeneous aggregate literal validator reads the parameter of an optional
/// entry's type, and an entry of type dyn has none): kube-apiserver resets the
/// request instead of answering. Mado's window translates it.
inline constexpr const char kServerPanicMessage[] =
    "the API server's CEL (cel-go) panics checking this entry: an optional entry of type dyn in a list or "
    "map "
    "literal; kube-apiserver resets the request instead of answering";

/// Type-checks a parsed expression against an environment and annotates the
/// program's node table (types, references, candidate overloads).
class Checker final {
public:
    Checker(const Env &env, Program &program);
    /// Checks the tree (the checker may rewrite qualified function calls);
    /// returns positioned type errors (empty on success).
    std::vector<Diagnostic> run(Expr &root);

private:
    struct Local {
        std::string name;
        TypeP type;
        int slot;
    };

    TypeP check(Expr &e);
    TypeP checkNode(Expr &e);
    TypeP checkCall(Expr &e);
    TypeP checkComprehension(Expr &e);
    TypeP checkBlock(Expr &e);
    /// The type of operand.field; may rename field to the object field it selects.
    TypeP fieldType(const Expr &e, const TypeP &operand, std::string &field);
    TypeP join(const TypeP &prev, const TypeP &cur, bool first);
    TypeP mostGeneral(const TypeP &a, const TypeP &b) const;
    const Type *boundParam(const TypeP &t) const;
    bool resolveTypeName(const Expr &e, const std::string &name);
    bool resolveVariable(Expr &e, const std::string &name);
    bool resolveEnumValue(const Expr &e, const std::string &name);
    std::vector<std::string> candidateNames(const std::string &name) const;
    TypeP checkStruct(Expr &e);
    TypeP fresh();
    TypeP resolve(const TypeP &t) const;
    TypeP substitute(const TypeP &t, bool finalize) const;
    TypeP instantiate(const TypeP &t, std::unordered_map<std::string, TypeP> &map);
    bool occurs(const std::string &name, const TypeP &t) const;
    bool assignable(const TypeP &to, const TypeP &from);
    bool tryAssign(const TypeP &to, const TypeP &from);
    std::string signature(const std::vector<TypeP> &args, bool receiver) const;
    void error(std::int64_t id, std::string message);
    NodeInfo &info(const Expr &e);
    TypeP set(const Expr &e, TypeP t);
    const Local *findLocal(const std::string &name) const;
    static TypeP constantType(const Value &v);
    void finalize(Expr &e);
    Value constValue(const Expr &e);
    void foldCall(Expr &e, NodeInfo &ni);
    void planCall(const Expr &e, NodeInfo &ni);
    void planError(std::int64_t id, std::string message);
    void validateHomogeneous(const Expr &e, bool exempt);
    const Expr *homogeneousPanic(const Expr &e, bool exempt);

public:
    /// True when checking succeeded but planning (constant folding) failed.
    bool planFailed() const { return m_planFailed; }

private:
    const Env &m_env;
    Program &m_prog;
    std::vector<Diagnostic> m_errors;
    std::vector<Diagnostic> m_planErrors;
    bool m_planFailed = false;
    std::unordered_map<std::string, TypeP> m_subst;
    /// Bindings made, with the binding each replaced, so trials can be undone.
    std::vector<std::pair<std::string, std::optional<TypeP>>> m_trail;
    void bind(const std::string &param, TypeP type);
    void rollback(std::size_t mark);
    std::vector<Local> m_scope;
    int m_fresh = 0;
    int m_depth = 0;
};

} // namespace cel
