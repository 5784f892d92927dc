// The type checker: gradual typing with dyn, type parameters unified through a
// substitution, overload resolution, positioned type errors.
#include "cel/checker.h"

#include "cel/library.h"
#include "cel/runtime.h"
#include "cel/schema.h"

#include <algorithm>
#include <unordered_set>

namespace cel {

Checker::Checker(const Env &env, Program &program)
    : m_env(env)
    , m_prog(program) {}

TypeP Checker::fresh() {
    return types::param("_var" + std::to_string(m_fresh++));
}

TypeP Checker::resolve(const TypeP &t) const {
    TypeP cur = t;
    while (cur && cur->kind == TypeKind::Param) {
        auto it = m_subst.find(cur->name);
        if (it == m_subst.end())
            break;
        cur = it->second;
    }
    return cur;
}

TypeP Checker::substitute(const TypeP &t, bool finalize) const {
    TypeP r = resolve(t);
    if (!r)
        return types::dyn();
    if (r->kind == TypeKind::Param)
        return finalize ? types::dyn() : r;
    if (r->params.empty())
        return r;
    auto c = std::make_shared<Type>(*r);
    for (auto &p : c->params)
        p = substitute(p, finalize);
    return c;
}

bool Checker::occurs(const std::string &name, const TypeP &t) const {
    TypeP r = resolve(t);
    if (!r)
        return false;
    if (r->kind == TypeKind::Param)
        return r->name == name;
    for (const auto &p : r->params)
        if (occurs(name, p))
            return true;
    return false;
}

// Types that accept null, as cel-go's legacy checker allowed (messages, durations,
// timestamps, opaque types such as optionals).
static bool nullable(const TypeP &t) {
    switch (t->kind) {
    case TypeKind::Object:
    case TypeKind::Duration:
    case TypeKind::Timestamp:
    case TypeKind::Opaque:
    case TypeKind::Optional:
        return true;
    default:
        return false;
    }
}

namespace {

// An optional entry ([?x], {?k: x}) whose x is not optional, an error type
// too (cel-go exempts only dyn); the entry keeps x's type.
std::string optionalEntryMismatch(const TypeP &found) {
    const std::string t = found->checkerString();
    return "expected type 'optional_type(" + t + ")' but found '" + t + "'";
}

} // namespace

namespace {

/// cel-go's isEqualOrLessSpecific: dyn and type parameters are the least
/// specific; as the cel-spec tests expect, a nullable type is more general than null.
bool lessSpecific(const TypeP &a, const TypeP &b) {
    if (a->kind == TypeKind::Dyn || a->kind == TypeKind::Param)
        return true;
    if (b->kind == TypeKind::Dyn || b->kind == TypeKind::Param)
        return false;
    if (b->kind == TypeKind::Null && a->kind != TypeKind::Null)
        return nullable(a);
    if (a->kind != b->kind)
        return false;
    switch (a->kind) {
    case TypeKind::Opaque:
    case TypeKind::List:
    case TypeKind::Map:
    case TypeKind::Optional:
        if ((a->kind == TypeKind::Opaque && a->name != b->name) || a->params.size() != b->params.size())
            return false;
        for (std::size_t i = 0; i < a->params.size(); ++i)
            if (!lessSpecific(a->params[i], b->params[i]))
                return false;
        return true;
    case TypeKind::TypeOf:
        return true;
    default:
        return typeEquals(a, b);
    }
}

} // namespace

TypeP Checker::mostGeneral(const TypeP &a, const TypeP &b) const {
    TypeP ra = substitute(a, false), rb = substitute(b, false);
    return lessSpecific(ra, rb) ? a : b;
}

/// The last type parameter of a chain of bound parameters (the one bound to a
/// non-parameter type), or null when t is no bound parameter.
const Type *Checker::boundParam(const TypeP &t) const {
    const Type *last = nullptr;
    TypeP cur = t;
    while (cur && cur->kind == TypeKind::Param) {
        auto it = m_subst.find(cur->name);
        if (it == m_subst.end())
            return nullptr;
        last = cur.get();
        cur = it->second;
    }
    return last;
}

bool Checker::assignable(const TypeP &toIn, const TypeP &fromIn) {
    // A bound type parameter stays compatible with a new type and widens to
    // the more general of the two (cel-go's isValidTypeSubstitution).
    for (const auto &[param, other] : {std::pair{&toIn, &fromIn}, std::pair{&fromIn, &toIn}}) {
        if (const Type *p = boundParam(*param)) {
            TypeP bound = resolve(*param), next = resolve(*other);
            if (next->kind == TypeKind::Param)
                break;
            if (!assignable(bound, next))
                return false;
            if (lessSpecific(next, bound) && !occurs(p->name, next))
                bind(p->name, next);
            return true;
        }
    }
    TypeP to = resolve(toIn), from = resolve(fromIn);
    if (to->kind == TypeKind::Param) {
        if (from->kind == TypeKind::Param && from->name == to->name)
            return true;
        if (occurs(to->name, from))
            return false;
        bind(to->name, from);
        return true;
    }
    if (from->kind == TypeKind::Param) {
        if (occurs(from->name, to))
            return false;
        bind(from->name, to);
        return true;
    }
    if (to->kind == TypeKind::Dyn || from->kind == TypeKind::Dyn || to->kind == TypeKind::Error ||
        from->kind == TypeKind::Error)
        return true;
    if (from->kind == TypeKind::Null)
        return to->kind == TypeKind::Null || nullable(to);
    if (to->kind == TypeKind::Null)
        return nullable(from);
    if (to->kind != from->kind)
        return false;
    switch (to->kind) {
    case TypeKind::Object:
    case TypeKind::Opaque:
        if (to->name != from->name || to->params.size() != from->params.size())
            return false;
        break;
    case TypeKind::TypeOf:
        return true; // type values of any type compare with each other, as in cel-go
    default:
        break;
    }
    for (std::size_t i = 0; i < to->params.size() && i < from->params.size(); ++i)
        if (!assignable(to->params[i], from->params[i]))
            return false;
    return true;
}

void Checker::bind(const std::string &param, TypeP type) {
    auto it = m_subst.find(param);
    m_trail.emplace_back(param, it == m_subst.end() ? std::nullopt : std::optional<TypeP>(it->second));
    m_subst[param] = std::move(type);
}

void Checker::rollback(std::size_t mark) {
    // Undo bindings newest first: a trial costs what it bound, not a copy of
    // every binding so far.
    while (m_trail.size() > mark) {
        auto &[param, previous] = m_trail.back();
        if (previous)
            m_subst[param] = std::move(*previous);
        else
            m_subst.erase(param);
        m_trail.pop_back();
    }
}

bool Checker::tryAssign(const TypeP &to, const TypeP &from) {
    const std::size_t mark = m_trail.size();
    if (assignable(to, from))
        return true;
    rollback(mark);
    return false;
}

void Checker::error(std::int64_t id, std::string message) {
    if (!m_env.typeCheck && message.rfind("program instantiation failed", 0) != 0)
        return;
    auto &offs = m_prog.m_parsed.source.offsets;
    auto it = offs.find(id);
    Diagnostic d;
    d.message = std::move(message);
    if (it != offs.end()) {
        auto [l, c] = m_prog.m_parsed.source.location(it->second);
        d.line = l;
        d.column = c;
    }
    m_errors.push_back(std::move(d));
}

NodeInfo &Checker::info(const Expr &e) {
    if (m_prog.m_info.size() <= std::size_t(e.id))
        m_prog.m_info.resize(std::size_t(e.id) + 1);
    return m_prog.m_info[std::size_t(e.id)];
}

TypeP Checker::set(const Expr &e, TypeP t) {
    info(e).type = t;
    return t;
}

const Checker::Local *Checker::findLocal(const std::string &name) const {
    for (auto it = m_scope.rbegin(); it != m_scope.rend(); ++it)
        if (it->name == name)
            return &*it;
    return nullptr;
}

TypeP Checker::constantType(const Value &v) {
    switch (v.kind()) {
    case Value::Kind::Null:
        return types::null();
    case Value::Kind::Bool:
        return types::boolean();
    case Value::Kind::Int:
        return types::int64();
    case Value::Kind::Uint:
        return types::uint64();
    case Value::Kind::Double:
        return types::dbl();
    case Value::Kind::String:
        return types::string();
    case Value::Kind::Bytes:
        return types::bytes();
    default:
        return types::dyn();
    }
}

// Returns the dotted name of an ident/select chain ("a.b.c"), or "" if it is not one.
static std::string qualifiedName(const Expr &e) {
    if (e.kind == ExprKind::Ident)
        return e.name;
    if (e.kind == ExprKind::Select && !e.testOnly) {
        std::string base = qualifiedName(*e.target);
        if (base.empty())
            return {};
        return base + "." + e.name;
    }
    return {};
}

static std::string rootName(const Expr &e) {
    const Expr *cur = &e;
    while (cur->kind == ExprKind::Select)
        cur = cur->target.get();
    return cur->kind == ExprKind::Ident ? cur->name : std::string();
}

bool Checker::resolveTypeName(const Expr &e, const std::string &name) {
    std::string n = name;
    if (!n.empty() && n[0] == '.')
        n = n.substr(1);
    TypeP t = m_env.findTypeName(n);
    if (!t)
        return false;
    NodeInfo &ni = info(e);
    ni.ref = NodeInfo::Ref::Constant;
    ni.constant = Value::type(n);
    ni.isConstant = true;
    set(e, types::typeOf(t));
    return true;
}

// The names a (possibly qualified) name may stand for in the container, most
// qualified first; a leading dot means the name is absolute.
std::vector<std::string> Checker::candidateNames(const std::string &name) const {
    if (!name.empty() && name[0] == '.')
        return {name.substr(1)};
    std::vector<std::string> candidates;
    for (std::string prefix = m_env.container; !prefix.empty();) {
        candidates.push_back(prefix + "." + name);
        auto dot = prefix.rfind('.');
        prefix = dot == std::string::npos ? std::string() : prefix.substr(0, dot);
    }
    candidates.push_back(name);
    return candidates;
}

// Well-known enum values (google.protobuf.NullValue.NULL_VALUE) are int constants.
bool Checker::resolveEnumValue(const Expr &e, const std::string &name) {
    if (!m_env.wellKnownMessages)
        return false;
    for (const std::string &c : candidateNames(name)) {
        if (auto v = lib::findWellKnownEnumValue(c)) {
            NodeInfo &ni = info(e);
            ni.ref = NodeInfo::Ref::Constant;
            ni.constant = Value(*v);
            ni.isConstant = true;
            set(e, types::int64());
            return true;
        }
    }
    return false;
}

// Message construction: only the protobuf well-known messages exist.
TypeP Checker::checkStruct(Expr &e) {
    const lib::WellKnownMessage *msg = nullptr;
    std::optional<lib::WellKnownMessage> patch;
    if (m_env.patchTypes)
        for (const std::string &c : candidateNames(e.name))
            if ((patch = lib::findPatchType(c))) {
                msg = &*patch;
                break;
            }
    if (m_env.wellKnownMessages && !msg)
        for (const std::string &c : candidateNames(e.name))
            if ((msg = lib::findWellKnownMessage(c)))
                break;
    if (!msg) {
        error(e.id, "undeclared reference to '" + e.name + "' (in container '" + m_env.container + "')");
        for (auto &en : e.entries)
            check(*en.value);
        return set(e, types::error());
    }
    info(e).function = msg->name;
    for (auto &en : e.entries) {
        TypeP vt = check(*en.value);
        auto f = std::find_if(msg->fields.begin(), msg->fields.end(),
                              [&](const auto &x) { return x.first == en.field; });
        TypeP declared;
        if (f != msg->fields.end()) {
            declared = f->second;
        } else if (msg->type->object && msg->type->object->openFields) {
            declared = types::dyn();
        } else if (patch) {
            // Kubernetes' JSONPatch type reports other fields with no type.
            error(en.value->id, "expected type of field '" + en.field + "' is '' but provided type is '" +
                                    substitute(vt, true)->checkerString() + "'");
            continue;
        } else {
            error(en.value->id, "undefined field '" + en.field + "'");
            continue;
        }
        TypeP ft = en.optional ? types::optional(declared) : declared;
        if (!tryAssign(ft, vt))
            error(en.value->id, "expected type of field '" + en.field + "' is '" + ft->checkerString() +
                                    "' but provided type is '" + substitute(vt, true)->checkerString() + "'");
    }
    return set(e, msg->type);
}

// Binds an identifier or a qualified name (a.b.c) to a declared variable, trying
// the container's prefixes first as cel-go does ("x.y" before "y" in container
// "x"). A qualified name becomes an identifier node of the variable's name.
bool Checker::resolveVariable(Expr &e, const std::string &name) {
    for (const std::string &c : candidateNames(name)) {
        TypeP vt = m_env.findVariable(c);
        if (!vt)
            continue;
        e.kind = ExprKind::Ident;
        e.name = c;
        e.target.reset();
        NodeInfo &ni = info(e);
        ni.ref = NodeInfo::Ref::Var;
        auto it = std::find(m_prog.m_varNames.begin(), m_prog.m_varNames.end(), c);
        if (it == m_prog.m_varNames.end()) {
            m_prog.m_varNames.push_back(c);
            ni.slot = int(m_prog.m_varNames.size() - 1);
        } else {
            ni.slot = int(it - m_prog.m_varNames.begin());
        }
        set(e, vt);
        return true;
    }
    return false;
}

TypeP Checker::fieldType(const Expr &e, const TypeP &operandIn, std::string &field) {
    TypeP operand = resolve(operandIn);
    switch (operand->kind) {
    case TypeKind::Dyn:
    case TypeKind::Param:
    case TypeKind::Error:
        return types::dyn();
    case TypeKind::Map:
        return operand->params[1];
    case TypeKind::Object: {
        auto it = operand->object->fields.find(field);
        if (it == operand->object->fields.end() && operand->object->openFields)
            return types::dyn();
        // Kubernetes 1.31+ selects `obj.namespace` as the escaped field `__namespace__`.
        if (it == operand->object->fields.end() && m_env.k8sMinor >= 31 && schema::isReservedWord(field)) {
            it = operand->object->fields.find("__" + field + "__");
            if (it != operand->object->fields.end())
                field = it->first;
        }
        if (it == operand->object->fields.end()) {
            error(e.id, "undefined field '" + field + "'");
            return types::error();
        }
        return it->second.type;
    }
    default:
        // cel-go goes on with dyn after the error, as it does after an error operand.
        error(e.id,
              "type '" + substitute(operand, true)->checkerString() + "' does not support field selection");
        return types::dyn();
    }
}

TypeP Checker::check(Expr &e) {
    if (++m_depth > 1000) {
        --m_depth;
        error(e.id, "expression nesting too deep");
        return set(e, types::error());
    }
    TypeP t = checkNode(e);
    --m_depth;
    return t;
}

TypeP Checker::checkNode(Expr &e) {
    switch (e.kind) {
    case ExprKind::Const:
        info(e).isConstant = true;
        return set(e, constantType(e.constant));
    case ExprKind::Ident: {
        std::string name = e.name;
        if (const Local *l = findLocal(name)) {
            NodeInfo &ni = info(e);
            ni.ref = NodeInfo::Ref::Local;
            ni.slot = l->slot;
            return set(e, l->type);
        }
        if (resolveVariable(e, name))
            return info(e).type;
        if (!name.empty() && name[0] == '.')
            name = name.substr(1);
        if (resolveTypeName(e, name) || resolveEnumValue(e, name))
            return info(e).type;
        if (!m_env.typeCheck) {
            NodeInfo &ni = info(e);
            ni.ref = NodeInfo::Ref::Var;
            m_prog.m_varNames.push_back(name);
            ni.slot = int(m_prog.m_varNames.size() - 1);
            return set(e, types::dyn());
        }
        error(e.id, "undeclared reference to '" + name + "' (in container '" + m_env.container + "')");
        return set(e, types::error());
    }
    case ExprKind::Select: {
        // Qualified variable names (the longest declared one wins), then qualified
        // type names (google.protobuf.Duration) when the root is not a variable.
        std::string q = qualifiedName(e);
        if (!q.empty()) {
            std::string root = rootName(e);
            if (!findLocal(root) && resolveVariable(e, q))
                return info(e).type;
            if (!findLocal(root) && !m_env.findVariable(root) &&
                (resolveTypeName(e, q) || resolveEnumValue(e, q)))
                return info(e).type;
        }
        TypeP operand = check(*e.target);
        if (e.testOnly) {
            TypeP r = resolve(operand);
            if (r->kind == TypeKind::Optional)
                r = resolve(r->params[0]);
            if (r->kind == TypeKind::Object || r->kind == TypeKind::Map || r->kind == TypeKind::Dyn ||
                r->kind == TypeKind::Param || r->kind == TypeKind::Error) {
                if (r->kind == TypeKind::Object)
                    fieldType(e, r, e.name);
                return set(e, types::boolean());
            }
            error(e.id,
                  "type '" + substitute(r, true)->checkerString() + "' does not support field selection");
            return set(e, types::boolean()); // cel-go types a presence test bool, even a failed one
        }
        TypeP r = resolve(operand);
        if (r->kind == TypeKind::Optional)
            return set(e, types::optional(fieldType(e, r->params[0], e.name)));
        return set(e, fieldType(e, operand, e.name));
    }
    case ExprKind::List: {
        TypeP elem;
        bool first = true;
        for (std::size_t i = 0; i < e.args.size(); ++i) {
            TypeP t = check(*e.args[i]);
            bool opt =
                std::find(e.optionalIndices.begin(), e.optionalIndices.end(), i) != e.optionalIndices.end();
            if (opt) {
                TypeP r = resolve(t);
                if (r->kind == TypeKind::Optional)
                    t = r->params[0];
                else if (r->kind != TypeKind::Dyn)
                    error(e.args[i]->id, optionalEntryMismatch(substitute(r, true)));
                else
                    t = types::dyn();
            }
            elem = join(elem, t, first);
            first = false;
        }
        return set(e, types::list(elem ? elem : fresh()));
    }
    case ExprKind::Map: {
        TypeP key, val;
        bool first = true;
        for (auto &en : e.entries) {
            TypeP kt = check(*en.key);
            TypeP vt = check(*en.value);
            if (en.optional) {
                TypeP r = resolve(vt);
                if (r->kind == TypeKind::Optional)
                    vt = r->params[0];
                else if (r->kind != TypeKind::Dyn)
                    error(en.value->id, optionalEntryMismatch(substitute(r, true)));
                else
                    vt = types::dyn();
            }
            TypeP rk = resolve(kt);
            if (rk->kind != TypeKind::Int && rk->kind != TypeKind::Uint && rk->kind != TypeKind::String &&
                rk->kind != TypeKind::Bool && rk->kind != TypeKind::Dyn && rk->kind != TypeKind::Param &&
                rk->kind != TypeKind::Error) {
                // cel-go accepts any key type statically; invalid keys fail at runtime.
            }
            key = join(key, kt, first);
            val = join(val, vt, first);
            first = false;
        }
        return set(e, types::map(key ? key : fresh(), val ? val : fresh()));
    }
    case ExprKind::Struct:
        return checkStruct(e);
    case ExprKind::Comprehension:
        return checkComprehension(e);
    case ExprKind::Call:
        return checkCall(e);
    }
    return set(e, types::dyn());
}

TypeP Checker::join(const TypeP &prev, const TypeP &cur, bool first) {
    if (first || !prev)
        return cur;
    if (tryAssign(prev, cur))
        return mostGeneral(prev, cur);
    return types::dyn();
}

TypeP Checker::checkComprehension(Expr &e) {
    TypeP range = check(*e.iterRange);
    TypeP r = resolve(range);
    TypeP v1 = types::dyn(), v2;
    bool two = !e.iterVar2.empty();
    switch (r->kind) {
    case TypeKind::List:
        if (two) {
            v1 = types::int64();
            v2 = r->params[0];
        } else {
            v1 = r->params[0];
        }
        break;
    case TypeKind::Map:
        v1 = r->params[0];
        if (two)
            v2 = r->params[1];
        break;
    case TypeKind::Dyn:
    case TypeKind::Error:
    case TypeKind::Param:
        v1 = types::dyn();
        if (two)
            v2 = types::dyn();
        break;
    default:
        error(e.iterRange->id, "expression of type '" + substitute(r, true)->checkerString() +
                                   "' cannot be range of a comprehension (must be list, map, or dynamic)");
        v1 = types::dyn();
        if (two)
            v2 = types::dyn();
    }
    TypeP accu = check(*e.accuInit);
    std::size_t mark = m_scope.size();
    int accuSlot = int(m_scope.size());
    m_prog.m_compSlots[e.id] = accuSlot;
    m_scope.push_back({e.accuVar, accu, accuSlot});
    int v1Slot = int(m_scope.size());
    m_scope.push_back({e.iterVar, v1, v1Slot});
    if (two)
        m_scope.push_back({e.iterVar2, v2, int(m_scope.size())});
    m_prog.m_maxLocals = std::max(m_prog.m_maxLocals, int(m_scope.size()));
    TypeP cond = check(*e.loopCond);
    if (!tryAssign(types::boolean(), cond))
        error(e.loopCond->id,
              "expected type 'bool' but found '" + substitute(cond, true)->checkerString() + "'");
    TypeP step = check(*e.loopStep);
    if (!tryAssign(accu, step))
        error(e.loopStep->id, "expected type '" + substitute(accu, true)->checkerString() + "' but found '" +
                                  substitute(step, true)->checkerString() + "'");
    m_scope.resize(mark + 1); // the result sees only the accumulator
    TypeP res = check(*e.result);
    m_scope.resize(mark);
    return set(e, res);
}

// cel.@block([s0, s1, ...], result): slot i sees the slots before it as
// @index0.. and the result sees them all. Every slot has its local from the
// start (unnamed until its turn), so locals of comprehensions inside slot
// expressions never share storage with the slots.
TypeP Checker::checkBlock(Expr &e) {
    Expr &slots = *e.args[0];
    const std::size_t mark = m_scope.size();
    m_prog.m_compSlots[e.id] = int(mark);
    for (std::size_t i = 0; i < slots.args.size(); ++i)
        m_scope.push_back({std::string(), types::dyn(), int(m_scope.size())});
    m_prog.m_maxLocals = std::max(m_prog.m_maxLocals, int(m_scope.size()));
    for (std::size_t i = 0; i < slots.args.size(); ++i) {
        TypeP t = check(*slots.args[i]);
        m_scope[mark + i].name = "@index" + std::to_string(i);
        m_scope[mark + i].type = t;
    }
    set(slots, types::list(types::dyn()));
    TypeP result = check(*e.args[1]);
    m_scope.resize(mark);
    info(e).function = e.name;
    if (const Function *f = m_env.findFunction(e.name))
        for (const Overload &o : f->overloads)
            info(e).overloads.push_back(&o);
    return set(e, result);
}

std::string Checker::signature(const std::vector<TypeP> &args, bool receiver) const {
    std::string s;
    if (receiver) {
        s = substitute(args[0], true)->checkerString() + ".(";
        for (std::size_t i = 1; i < args.size(); ++i) {
            if (i > 1)
                s += ", ";
            s += substitute(args[i], true)->checkerString();
        }
        return s + ")";
    }
    s = "(";
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (i)
            s += ", ";
        s += substitute(args[i], true)->checkerString();
    }
    return s + ")";
}

TypeP Checker::instantiate(const TypeP &t, std::unordered_map<std::string, TypeP> &map) {
    if (t->kind == TypeKind::Param) {
        auto it = map.find(t->name);
        if (it != map.end())
            return it->second;
        TypeP f = fresh();
        map[t->name] = f;
        return f;
    }
    if (t->params.empty())
        return t;
    auto c = std::make_shared<Type>(*t);
    for (auto &p : c->params)
        p = instantiate(p, map);
    return c;
}

TypeP Checker::checkCall(Expr &e) {
    NodeInfo &self = info(e);
    (void)self;
    std::string fn = e.name;
    bool receiver = e.target != nullptr;
    // Qualified function names: optional.of(x), sets.contains(a, b), cel.@mapInsert(...)
    if (receiver) {
        std::string q = qualifiedName(*e.target);
        if (!q.empty()) {
            std::string root = rootName(*e.target);
            if (!findLocal(root) && !m_env.findVariable(root) && m_env.findFunction(q + "." + fn)) {
                fn = q + "." + fn;
                e.name = fn;
                e.target.reset();
                receiver = false;
            }
        }
    }
    if (fn == "_?._" && e.args.size() == 2 && e.args[1]->kind == ExprKind::Const &&
        e.args[1]->constant.kind() == Value::Kind::String) {
        TypeP operand = check(*e.args[0]);
        check(*e.args[1]);
        TypeP r = resolve(operand);
        if (r->kind == TypeKind::Optional)
            r = resolve(r->params[0]);
        std::string field = e.args[1]->constant.asString();
        TypeP ft = fieldType(e, r, field);
        e.args[1]->constant = Value::string(field);
        info(e).function = fn;
        if (const Function *f = m_env.findFunction(fn))
            for (const Overload &o : f->overloads)
                info(e).overloads.push_back(&o);
        return set(e, types::optional(ft));
    }
    if (fn == "cel.@block" && !receiver && e.args.size() == 2 && e.args[0]->kind == ExprKind::List &&
        m_env.findFunction(fn))
        return checkBlock(e);
    std::vector<TypeP> argTypes;
    if (receiver)
        argTypes.push_back(check(*e.target));
    for (auto &a : e.args)
        argTypes.push_back(check(*a));
    info(e).function = fn;
    const Function *f = m_env.findFunction(fn);
    if (!f) {
        if (receiver)
            error(e.id, "undeclared reference to '" + fn + "' (in container '')");
        else
            error(e.id, "undeclared reference to '" + fn + "' (in container '')");
        return set(e, types::error());
    }
    // cel-go checks each operand of && and || against bool on its own.
    if ((fn == "_&&_" || fn == "_||_") && !receiver && !f->overloads.empty()) {
        bool ok = true;
        for (std::size_t i = 0; i < argTypes.size(); ++i)
            if (!tryAssign(types::boolean(), argTypes[i])) {
                error(e.args[i]->id, "expected type 'bool' but found '" +
                                         substitute(argTypes[i], true)->checkerString() + "'");
                ok = false;
            }
        if (!ok)
            return set(e, types::error());
        info(e).overloads = {&f->overloads.front()};
        return set(e, types::boolean());
    }
    std::vector<const Overload *> matches;
    TypeP result;
    bool resultDiffers = false;
    for (const Overload &o : f->overloads) {
        if (o.receiver != receiver || o.params.size() != argTypes.size())
            continue;
        const std::size_t saved = m_trail.size();
        std::unordered_map<std::string, TypeP> inst;
        bool ok = true;
        for (std::size_t i = 0; i < argTypes.size() && ok; ++i)
            ok = assignable(instantiate(o.params[i], inst), argTypes[i]);
        if (!ok) {
            rollback(saved);
            continue;
        }
        TypeP rt = substitute(instantiate(o.result, inst), false);
        matches.push_back(&o);
        if (!result)
            result = rt;
        else if (!typeEquals(result, rt))
            resultDiffers =
                true; // cel-go compares them as they are: each overload's type parameters are its own
        if (matches.size() > 1) {
            // Keep bindings from the first match only (cel-go keeps the
            // substitution of the last match; differences matter only for dyn).
            rollback(saved);
        }
    }
    if (matches.empty() && !m_env.typeCheck) {
        for (const Overload &o : f->overloads)
            if (o.receiver == receiver && o.params.size() == argTypes.size())
                matches.push_back(&o);
        info(e).overloads = std::move(matches);
        return set(e, types::dyn());
    }
    if (matches.empty()) {
        // An argument that failed to check matches any parameter; a call that
        // still has no overload is reported, the argument written !error!.
        error(e.id, "found no matching overload for '" + fn + "' applied to '" +
                        signature(argTypes, receiver) + "'");
        return set(e, types::error());
    }
    info(e).overloads = std::move(matches);
    if (resultDiffers)
        result = types::dyn();
    return set(e, result);
}

void Checker::finalize(Expr &e) {
    NodeInfo &ni = info(e);
    if (ni.type)
        ni.type = substitute(ni.type, true);
    else
        ni.type = types::dyn();
    if (e.target)
        finalize(*e.target);
    for (auto &a : e.args)
        finalize(*a);
    for (auto &en : e.entries) {
        if (en.key)
            finalize(*en.key);
        finalize(*en.value);
    }
    if (e.iterRange) {
        finalize(*e.iterRange);
        finalize(*e.accuInit);
        finalize(*e.loopCond);
        finalize(*e.loopStep);
        finalize(*e.result);
    }
    if (e.kind == ExprKind::Call)
        planCall(e, ni);
    if (e.kind == ExprKind::Call && m_errors.empty())
        foldCall(e, ni);
    // Constant folding of literal aggregates (cel-go's OptOptimize).
    if (m_env.optimize && (e.kind == ExprKind::List || e.kind == ExprKind::Map) && m_errors.empty()) {
        bool allConst = true;
        for (auto &a : e.args)
            allConst = allConst && info(*a).isConstant;
        for (auto &en : e.entries)
            allConst = allConst && info(*en.key).isConstant && info(*en.value).isConstant && !en.optional;
        if (!e.optionalIndices.empty())
            allConst = false;
        if (allConst) {
            if (e.kind == ExprKind::List) {
                List l;
                for (auto &a : e.args)
                    l.push_back(constValue(*a));
                ni.constant = Value::list(std::move(l));
                ni.isConstant = true;
            } else {
                auto m = std::make_shared<Map>();
                bool ok = true;
                for (auto &en : e.entries) {
                    Value k = constValue(*en.key);
                    if (m_env.goMapLiterals)
                        m->set(std::move(k), constValue(*en.value));
                    else if (!isValidMapKey(k) || !m->insert(std::move(k), constValue(*en.value)))
                        ok = false; // left to evaluation, which reports the error
                }
                if (ok) {
                    ni.constant = Value::map(std::move(m));
                    ni.isConstant = true;
                }
            }
        }
    }
}

void Checker::planCall(const Expr &e, NodeInfo &ni) {
    const std::string &fn = ni.function.empty() ? e.name : ni.function;
    using C = NodeInfo::Call;
    if (!e.target) {
        if (fn == "_&&_")
            ni.call = C::And;
        else if (fn == "_||_")
            ni.call = C::Or;
        else if (fn == "_?_:_")
            ni.call = C::Ternary;
        else if (fn == "_[_]" && e.args.size() == 2)
            ni.call = C::Index;
        else if (fn == "_[?_]" && e.args.size() == 2)
            ni.call = C::OptIndex;
        else if (fn == "_?._" && e.args.size() == 2)
            ni.call = C::OptSelect;
        else if (fn == "cel.@block" && e.args.size() == 2 && e.args[0]->kind == ExprKind::List)
            ni.call = C::Block;
    } else if (e.args.size() == 1 && ni.overloads.size() == 1) {
        if (fn == "or" && ni.overloads[0]->id == "optional_or_optional")
            ni.call = C::OptOr;
        else if (fn == "orValue" && ni.overloads[0]->id == "optional_orValue_value")
            ni.call = C::OptOrValue;
    }
    // cel-go plans a constant index as a qualifier of the constant's kind:
    // only strings, numbers and bools can be one (dyn(m)[null] fails to plan).
    if ((ni.call == C::Index || ni.call == C::OptIndex) &&
        (e.args[1]->kind == ExprKind::Const || info(*e.args[1]).isConstant)) {
        const Value index = constValue(*e.args[1]);
        const char *goType = nullptr;
        switch (index.kind()) {
        case Value::Kind::Null:
            goType = "types.Null";
            break;
        case Value::Kind::Bytes:
            goType = "types.Bytes";
            break;
        case Value::Kind::List:
            goType = "*types.baseList";
            break;
        case Value::Kind::Map:
            goType = "*types.baseMap";
            break;
        case Value::Kind::Duration:
            goType = "types.Duration";
            break;
        case Value::Kind::Timestamp:
            goType = "types.Timestamp";
            break;
        case Value::Kind::Type:
            goType = "*types.Type";
            break;
        default:
            break;
        }
        if (goType)
            planError(e.id, std::string("program instantiation failed: invalid qualifier type: ") + goType);
    }
    ni.kubernetesCostRule = m_env.k8sMinor > 0 ? lib::kubernetesCostRule(fn) : 0;
    // cel-go plans three or more arguments, dynamic dispatch over several
    // overloads (unless the function has one singleton binding, as the
    // operators do) and FunctionBinding overloads as variadic calls.
    static const std::unordered_set<std::string> singletons = {"!_",
                                                               "-_",
                                                               "_+_",
                                                               "_-_",
                                                               "_*_",
                                                               "_/_",
                                                               "_%_",
                                                               "_<_",
                                                               "_<=_",
                                                               "_>_",
                                                               "_>=_",
                                                               "@in",
                                                               "in",
                                                               "size",
                                                               "type",
                                                               "dyn",
                                                               "matches",
                                                               "sort",
                                                               "@sortByAssociatedKeys"};
    const std::size_t argc = e.args.size() + (e.target ? 1 : 0);
    ni.varArgs = ni.call == C::Generic && (argc >= 3 || (ni.overloads.size() > 1 && !singletons.count(fn)) ||
                                           (ni.overloads.size() == 1 && ni.overloads[0]->functionBinding));
}

void Checker::foldCall(Expr &e, NodeInfo &ni) {
    static const char *const conversions[] = {"bool", "bytes",  "double",    "duration", "dyn",
                                              "int",  "string", "timestamp", "type",     "uint"};
    const std::string &fn = ni.function.empty() ? e.name : ni.function;
    // cel-go's validators run on the checked tree before any planning, so
    // they report whatever a plan error elsewhere would; the planner stops at
    // its first error, and folds constants only with the optimizer.
    const bool plan = m_planErrors.empty();
    const bool fold = plan && m_env.optimize;
    if (!e.target && e.args.size() == 1 && info(*e.args[0]).isConstant) {
        bool conversion = false;
        for (const char *c : conversions)
            conversion = conversion || fn == c;
        if (conversion) {
            // Kubernetes 1.29+ validates duration and timestamp literals when checking.
            const bool validated = m_env.literalValidators && (fn == "duration" || fn == "timestamp") &&
                                   e.args[0]->kind == ExprKind::Const;
            if (!validated && !fold)
                return;
            Value arg = constValue(*e.args[0]);
            const Overload *ov = runtime::selectOverload(ni.overloads, &arg, 1);
            Value v = ov && ov->impl ? ov->impl(&arg, 1) : runtime::noSuchOverload(fn);
            if (v.isError()) {
                if (validated)
                    error(e.args[0]->id, "invalid " + fn + " argument");
                else
                    planError(e.id, "program instantiation failed: " + v.asError().message);
                return;
            }
            if (fold) {
                ni.constant = v;
                ni.isConstant = true;
            }
            return;
        }
    }
    // string.format with a literal format string applied to a list literal is
    // checked when the expression is compiled (cel-go's format validators),
    // by the checked types of the list's elements.
    if (fn == "format" && e.target && e.target->kind == ExprKind::Const &&
        e.target->constant.kind() == Value::Kind::String && e.args.size() == 1 &&
        e.args[0]->kind == ExprKind::List && !ni.overloads.empty() &&
        ni.overloads[0]->id == "string_format") {
        if (m_env.stringsVersion >= 4) {
            auto issue = lib::validateFormatV2(
                e.target->constant.asString(), *e.args[0], [this](const Expr &x) { return info(x).type; },
                e.id);
            if (issue)
                error(issue->id, issue->message);
            return;
        }
        if (m_env.stringsVersion >= 1) {
            auto issue = lib::validateFormatV1(
                e.target->constant.asString(), *e.args[0], [this](const Expr &x) { return info(x).type; },
                e.id);
            if (issue)
                error(issue->id, issue->message);
        }
        return;
    }
    // Regular expressions given as literals are compiled when the program is planned.
    if (fn == "matches" || fn == "find" || fn == "findAll") {
        const Expr *pattern = nullptr;
        if (e.target && !e.args.empty())
            pattern = e.args[0].get();
        else if (!e.target && e.args.size() == 2)
            pattern = e.args[1].get();
        // A conversion of a literal (dyn('...')) is folded to a constant when
        // the program is planned, and cel-go compiles it there too.
        if (pattern && pattern->kind != ExprKind::Const && info(*pattern).isConstant) {
            if (!fold)
                return;
            const Value folded = constValue(*pattern);
            if (folded.kind() == Value::Kind::String)
                if (auto re = lib::compileRegex(folded.asString()); !re)
                    planError(pattern->id, "program instantiation failed: " + re.error());
            return;
        }
        if (pattern && pattern->kind == ExprKind::Const && pattern->constant.kind() == Value::Kind::String) {
            if (auto re = lib::compileRegex(pattern->constant.asString()); !re) {
                if (m_env.literalValidators && fn == "matches")
                    error(pattern->id, "invalid matches argument");
                else if (plan)
                    planError(pattern->id, "program instantiation failed: " + re.error());
                return;
            }
            // cel-go's regex optimisation replaces the call with a variadic one.
            if (m_env.optimize)
                ni.varArgs = true;
        }
    }
    if (fold && fn == "@in" && e.args.size() == 2 && info(*e.args[1]).isConstant &&
        ni.overloads.size() == 1 && ni.overloads[0]->id == "in_list") {
        Value list = constValue(*e.args[1]);
        if (list.kind() != Value::Kind::List)
            return;
        if (list.asList().empty()) {
            ni.constant = Value(false);
            ni.isConstant = true;
            return;
        }
        for (const Value &v : list.asList()) {
            auto k = v.kind();
            if (k != Value::Kind::Bool && k != Value::Kind::Int && k != Value::Kind::Uint &&
                k != Value::Kind::Double && k != Value::Kind::String)
                return;
        }
        ni.setMembership = true;
    }
}

Value Checker::constValue(const Expr &e) {
    if (e.kind == ExprKind::Const)
        return e.constant;
    return info(e).constant;
}

std::vector<Diagnostic> Checker::run(Expr &root) {
    check(root);
    finalize(root);
    // cel-go's HomogeneousAggregateLiterals is an AST validator run after checking.
    if (m_errors.empty() && m_env.homogeneousAggregateLiterals) {
        if (const Expr *at = homogeneousPanic(root, false))
            error(at->id, kServerPanicMessage);
        else
            validateHomogeneous(root, false);
    }
    if (m_errors.empty())
        return std::move(m_planErrors);
    m_planFailed = false; // the check errors are reported; no plan was made
    // cel-go reports its issues sorted by position (Errors.ToDisplayString sorts
    // them in place, and Issues.Err() goes through it): size(size(q)) reports
    // the outer size's overload at 1:5 before q's undeclared reference at 1:11.
    std::stable_sort(m_errors.begin(), m_errors.end(), [](const Diagnostic &a, const Diagnostic &b) {
        return a.line < b.line || (a.line == b.line && a.column < b.column);
    });
    return std::move(m_errors);
}

// cel-go's validator walks every list literal's elements up to the first
// mismatch and every map literal's entries, and takes the parameter of each
// optional entry's type: an entry typed dyn (m.a[?'b'] with m.a dyn) has none,
// and the index panics. Returns that entry, or nullptr.
const Expr *Checker::homogeneousPanic(const Expr &e, bool exempt) {
    const bool inFormat =
        exempt || (e.kind == ExprKind::Call && e.name == "format" && m_env.findFunction("format"));
    if (!exempt && e.kind == ExprKind::List) {
        TypeP first;
        for (std::size_t i = 0; i < e.args.size(); ++i) {
            TypeP t = info(*e.args[i]).type;
            if (std::find(e.optionalIndices.begin(), e.optionalIndices.end(), i) != e.optionalIndices.end()) {
                if (t->params.empty())
                    return e.args[i].get();
                t = t->params[0];
            }
            if (!first)
                first = t;
            else if (!typeEquals(first, t))
                break;
        }
    }
    if (!exempt && e.kind == ExprKind::Map) {
        for (const auto &en : e.entries)
            if (en.optional && info(*en.value).type->params.empty())
                return en.value.get();
    }
    auto walk = [&](const Expr &child) {
        return homogeneousPanic(child, inFormat);
    };
    if (e.target)
        if (const Expr *at = walk(*e.target))
            return at;
    for (const auto &a : e.args)
        if (const Expr *at = walk(*a))
            return at;
    for (const auto &en : e.entries) {
        if (en.key)
            if (const Expr *at = walk(*en.key))
                return at;
        if (const Expr *at = walk(*en.value))
            return at;
    }
    if (e.iterRange)
        for (const Expr *c :
             {e.iterRange.get(), e.accuInit.get(), e.loopCond.get(), e.loopStep.get(), e.result.get()})
            if (const Expr *at = walk(*c))
                return at;
    return nullptr;
}

void Checker::validateHomogeneous(const Expr &e, bool exempt) {
    if (!m_errors.empty())
        return;
    // The strings extension's format validator exempts literals under format().
    bool inFormat =
        exempt || (e.kind == ExprKind::Call && e.name == "format" && m_env.findFunction("format"));
    if (!exempt && e.kind == ExprKind::List) {
        TypeP first;
        for (std::size_t i = 0; i < e.args.size(); ++i) {
            TypeP t = info(*e.args[i]).type;
            if (std::find(e.optionalIndices.begin(), e.optionalIndices.end(), i) != e.optionalIndices.end() &&
                t->kind == TypeKind::Optional)
                t = t->params[0];
            if (!first) {
                first = t;
                continue;
            }
            if (!typeEquals(first, t)) {
                error(e.args[i]->id, "expected type '" + first->checkerString() + "' but found '" +
                                         t->checkerString() + "'");
                return;
            }
        }
    }
    if (!exempt && e.kind == ExprKind::Map) {
        TypeP kt0, vt0;
        for (const auto &en : e.entries) {
            TypeP kt = info(*en.key).type, vt = info(*en.value).type;
            if (en.optional && vt->kind == TypeKind::Optional)
                vt = vt->params[0];
            if (!kt0) {
                kt0 = kt;
                vt0 = vt;
                continue;
            }
            if (!typeEquals(kt0, kt)) {
                error(en.key->id,
                      "expected type '" + kt0->checkerString() + "' but found '" + kt->checkerString() + "'");
                return;
            }
            if (!typeEquals(vt0, vt)) {
                error(en.value->id,
                      "expected type '" + vt0->checkerString() + "' but found '" + vt->checkerString() + "'");
                return;
            }
        }
    }
    if (e.target)
        validateHomogeneous(*e.target, inFormat);
    for (const auto &a : e.args)
        validateHomogeneous(*a, inFormat);
    for (const auto &en : e.entries) {
        if (en.key)
            validateHomogeneous(*en.key, inFormat);
        validateHomogeneous(*en.value, inFormat);
    }
    if (e.iterRange) {
        validateHomogeneous(*e.iterRange, inFormat);
        validateHomogeneous(*e.accuInit, inFormat);
        validateHomogeneous(*e.loopCond, inFormat);
        validateHomogeneous(*e.loopStep, inFormat);
        validateHomogeneous(*e.result, inFormat);
    }
}

void Checker::planError(std::int64_t id, std::string message) {
    std::size_t before = m_errors.size();
    error(id, std::move(message));
    m_planErrors.push_back(m_errors.back());
    m_errors.resize(before);
    m_planFailed = true;
}

} // namespace cel
