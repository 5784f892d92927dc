// Evaluation of a checked program with CEL's error/absorption semantics and the
// runtime cost accounting of cel-go's CostTracker.
#include "cel/interpreter.h"

#include "cel/library.h"
#include "cel/runtime.h"

#include <algorithm>
#include <new>
#include <stdexcept>
#include <utility>

namespace cel {

namespace {

bool isAttributeNode(const Expr &e, const Program &p) {
    switch (e.kind) {
    case ExprKind::Ident:
        return p.info(e.id).ref != NodeInfo::Ref::Constant;
    case ExprKind::Select:
        return !e.testOnly;
    case ExprKind::Call:
        return (e.name == "_[_]" || e.name == "_[?_]" || e.name == "_?._") && e.args.size() == 2 && !e.target;
    default:
        return false;
    }
}

bool isConditional(const Expr &e, const Program &p) {
    const NodeInfo &ni = p.info(e.id);
    return e.kind == ExprKind::Call && ni.call == NodeInfo::Call::Ternary && !ni.isConstant;
}

// The node an attribute chain (selects and indexes) starts from.
const Expr &chainRoot(const Expr &e, const Program &p) {
    const Expr *at = &e;
    while (isAttributeNode(*at, p)) {
        if (at->kind == ExprKind::Select)
            at = at->target.get();
        else if (at->kind == ExprKind::Call)
            at = at->args[0].get();
        else
            break;
    }
    return *at;
}

// The `accu + [...]` call of a list-building macro's step (map, filter,
// transformList: `accu + [e]`, or `cond ? accu + [e] : accu`), or nullptr.
const Expr *accumulatorAppend(const Expr &step, const Program &p, std::size_t accuSlot) {
    const Expr *c = &step;
    if (c->kind == ExprKind::Call && c->name == "_?_:_" && c->args.size() == 3 && !c->target)
        c = c->args[1].get();
    const bool append = c->kind == ExprKind::Call && c->name == "_+_" && c->args.size() == 2;
    const bool insert = c->kind == ExprKind::Call && c->name == "cel.@mapInsert" && c->args.size() >= 2;
    if ((!append && !insert) || c->target)
        return nullptr;
    const Expr &accu = *c->args[0];
    if (accu.kind != ExprKind::Ident)
        return nullptr;
    const NodeInfo &ai = p.info(accu.id);
    return ai.ref == NodeInfo::Ref::Local && std::size_t(ai.slot) == accuSlot ? c : nullptr;
}

} // namespace

Interpreter::Interpreter(const Program &program, const Activation &activation,
                         std::optional<std::uint64_t> limit)
    : m_prog(program)
    , m_limit(limit) {
    m_vars.resize(program.m_varNames.size());
    m_bound.resize(program.m_varNames.size(), false);
    for (std::size_t i = 0; i < program.m_varNames.size(); ++i) {
        auto it = activation.vars.find(program.m_varNames[i]);
        if (it != activation.vars.end()) {
            m_vars[i] = it->second;
            m_bound[i] = true;
        }
    }
    m_locals.resize(std::size_t(program.m_maxLocals) + 1);
    m_accuInit.resize(m_locals.size(), nullptr);
    m_pending.resize(m_locals.size());
}

bool Interpreter::charge(std::uint64_t n) {
    m_cost += n;
    if (m_perNode && m_current >= 0 && std::size_t(m_current) < m_perNode->size())
        (*m_perNode)[std::size_t(m_current)] += n;
    if ((m_limit && m_cost > *m_limit) || (m_interrupt && m_interrupt->load(std::memory_order_relaxed))) {
        if (m_interrupt && m_interrupt->load(std::memory_order_relaxed) && !m_abort.isError())
            m_abort = Value::error("operation interrupted");
        m_cancelled = true;
        return false;
    }
    return true;
}

Value Interpreter::run() {
    runtime::BuiltBytes built;
    Value v;
    try {
        v = eval(m_prog.root());
    } catch (const std::bad_alloc &) {
        // The last guard (runtime::BuiltBytes bounds the known ways to this):
        // an error of this evaluation, not the end of the program.
        return Value::error("out of memory");
    } catch (const std::length_error &) {
        return Value::error("out of memory");
    }
    if (m_cancelled)
        return m_abort.isError() ? m_abort : Value::costLimitError();
    return v;
}

Value Interpreter::eval(const Expr &e) {
    if (!m_perNode)
        return evalNode(e);
    const std::int64_t saved = std::exchange(m_current, e.id);
    Value v = evalNode(e);
    m_current = saved;
    return v;
}

Value Interpreter::evalNode(const Expr &e) {
    if (m_cancelled)
        return Value::costLimitError();
    const NodeInfo &ni = m_prog.info(e.id);
    switch (e.kind) {
    case ExprKind::Const:
        return e.constant;
    case ExprKind::Ident:
        switch (ni.ref) {
        case NodeInfo::Ref::Local: {
            if (!std::exchange(m_rootFree, false))
                charge(1);
            const auto slot = std::size_t(ni.slot);
            if (m_pending[slot].expr)
                return resolveSlot(slot);
            // cel-go initialises a comprehension's accumulator when it is first read.
            if (const Expr *init = std::exchange(m_accuInit[slot], nullptr))
                m_locals[slot] = eval(*init);
            return m_locals[slot];
        }
        case NodeInfo::Ref::Var:
            if (!std::exchange(m_rootFree, false))
                charge(1);
            if (!m_bound[std::size_t(ni.slot)])
                return Value::error("no such attribute(s): " + e.name);
            return m_vars[std::size_t(ni.slot)];
        case NodeInfo::Ref::Constant:
            return ni.constant;
        default:
            return Value::error("undeclared reference to '" + e.name + "'");
        }
    case ExprKind::Select:
        return evalSelect(e, ni);
    case ExprKind::List:
        if (ni.isConstant)
            return ni.constant;
        return evalList(e);
    case ExprKind::Map:
        if (ni.isConstant)
            return ni.constant;
        return evalMap(e);
    case ExprKind::Struct:
        return evalStruct(e, ni);
    case ExprKind::Comprehension:
        return evalComprehension(e);
    case ExprKind::Call:
        if (ni.isConstant)
            return ni.constant;
        if (ni.setMembership)
            return evalSetMembership(e);
        return evalCall(e, ni);
    }
    return Value::error("invalid expression");
}

Value Interpreter::evalSelect(const Expr &e, const NodeInfo &ni) {
    if (ni.ref == NodeInfo::Ref::Constant)
        return ni.constant;
    if (e.testOnly)
        return evalPresenceTest(e);
    Value operand = evalOperand(*e.target);
    if (m_cancelled)
        return operand;
    // cel-go resolves an attribute's qualifiers only on a value: an error ends
    // the qualification uncharged, an optional one qualifies only if present.
    if (operand.isError())
        return operand;
    if (operand.kind() == Value::Kind::Optional) {
        if (!operand.optionalHasValue())
            return operand;
        Value r = runtime::optSelect(operand, e.name, m_prog.m_env->errorOnBadPresenceTest);
        if (r.kind() == Value::Kind::Optional && r.optionalHasValue())
            charge(1);
        return r;
    }
    charge(1);
    if (m_prog.m_env->patchTypes && lib::isPatchValue(operand))
        return patchField(*e.target, operand, e.name, false);
    return runtime::selectField(operand, e.name);
}

// cel-go plans has(chain.f) as one attribute whose last qualifier only tests
// presence. Its cost is each qualifier applied (the test's own only when it
// is reached, and on an optional only when the field is there) plus the
// attribute's step: one, none for a conditional attribute, less one when
// presence tests are free (Kubernetes). The sum wraps as cel-go's unsigned
// counter does: has((c ? a : b).f) with nothing applied costs 2^64 - 1.
// The chain's root is therefore not charged as other chains' roots are. A
// presence test that is a branch of a conditional is resolved as an
// attribute, never run as a step: only its qualifiers cost.
Value Interpreter::evalPresenceTest(const Expr &e) {
    const bool resolvedOnly = std::exchange(m_presenceResolved, false);
    m_rootFree = true;
    Value operand = evalOperand(*e.target);
    if (m_cancelled)
        return operand;
    Value r = operand;
    bool applied = false;
    if (!operand.isError()) {
        if (m_prog.m_env->patchTypes && lib::isPatchValue(operand))
            r = patchField(*e.target, operand, e.name, true);
        else
            r = runtime::hasField(operand, e.name, m_prog.m_env->errorOnBadPresenceTest);
        applied = operand.kind() != Value::Kind::Optional || (r.kind() == Value::Kind::Bool && r.asBool());
    }
    std::uint64_t step = applied ? 1 : 0;
    if (!resolvedOnly) {
        step += isConditional(chainRoot(*e.target, m_prog), m_prog) ? 0 : 1;
        if (!m_prog.m_env->presenceTestHasCost)
            step -= 1;
    }
    if (step != 0)
        charge(step);
    return r;
}

// Kubernetes reads an Object's field through its declared type (a plain value,
// null when unset); through dyn an Object has no fields. JSONPatch fields read
// either way, the strings empty when unset.
Value Interpreter::patchField(const Expr &target, const Value &operand, const std::string &field, bool test) {
    if (!lib::isApplyConfiguration(operand)) {
        if (test)
            return lib::patchFieldPresent(operand, field);
        if (const Value *v = operand.asMap().find(Value::string(field)))
            return *v;
        return field == "value" ? Value() : Value::error("unsupported indexer: " + field);
    }
    const TypeP &t = m_prog.m_info[std::size_t(target.id)].type;
    if (!t || t->kind != TypeKind::Object || !t->object || !t->object->openFields)
        return test ? Value(false) : Value::error("no such key: " + field);
    if (test)
        return Value(operand.asMap().find(Value::string(field)) != nullptr);
    return lib::applyConfigurationField(operand, field);
}

Value Interpreter::evalOperand(const Expr &operand) {
    bool free = std::exchange(m_rootFree, false);
    bool attr = isAttributeNode(operand, m_prog);
    m_rootFree = free && attr;
    Value v = eval(operand);
    m_rootFree = false;
    // A conditional operand is cel-go's conditional attribute, which costs nothing itself.
    if (!attr && !free && !isConditional(operand, m_prog))
        charge(1);
    return v;
}

Value Interpreter::evalList(const Expr &e) {
    List out;
    out.reserve(e.args.size());
    Value err;
    bool failed = false;
    std::size_t optPos = 0;
    for (std::size_t i = 0; i < e.args.size(); ++i) {
        Value v = eval(*e.args[i]);
        if (m_cancelled)
            return v;
        bool opt = optPos < e.optionalIndices.size() && e.optionalIndices[optPos] == i;
        if (opt)
            ++optPos;
        if (v.isError()) {
            err = v;
            failed = true;
            break;
        }
        if (opt) {
            if (v.kind() != Value::Kind::Optional) {
                err = Value::error("cannot initialize optional list element from non-optional value " +
                                   v.debugString());
                failed = true;
                break;
            }
            if (v.optionalHasValue())
                out.push_back(v.optionalValue());
            continue;
        }
        out.push_back(std::move(v));
    }
    charge(10);
    if (failed)
        return err;
    return Value::list(std::move(out));
}

Value Interpreter::evalMap(const Expr &e) {
    auto m = std::make_shared<Map>();
    Value err;
    bool failed = false;
    for (const auto &en : e.entries) {
        Value k = eval(*en.key);
        if (m_cancelled)
            return k;
        if (k.isError()) {
            err = k;
            failed = true;
            break;
        }
        Value v = eval(*en.value);
        if (m_cancelled)
            return v;
        if (v.isError()) {
            err = v;
            failed = true;
            break;
        }
        if (en.optional) {
            if (v.kind() != Value::Kind::Optional) {
                err = Value::error("cannot initialize optional entry '" + k.debugString() +
                                   "' from non-optional value " + v.debugString());
                failed = true;
                break;
            }
            if (!v.optionalHasValue())
                continue;
            v = Value(v.optionalValue()); // copy first: v owns the referenced value
        }
        if (m_prog.m_env->goMapLiterals) {
            m->set(std::move(k), std::move(v));
        } else if (!isValidMapKey(k)) {
            err = Value::error("unsupported key type");
            failed = true;
            break;
        } else if (!m->insert(std::move(k), std::move(v))) {
            err = Value::error("Failed with repeated key");
            failed = true;
            break;
        }
    }
    charge(30);
    if (failed)
        return err;
    return Value::map(std::move(m));
}

Value Interpreter::evalComprehension(const Expr &e) {
    Value range = eval(*e.iterRange);
    if (m_cancelled || range.isError())
        return range;
    // Slots: accumulator at depth d, iteration variables d+1, d+2 (see Checker).
    const auto accuSlot = std::size_t(m_prog.m_compSlots.at(e.id));
    std::size_t v1 = accuSlot + 1, v2 = accuSlot + 2;
    bool two = !e.iterVar2.empty();
    m_accuInit[accuSlot] = e.accuInit.get();
    const Expr *outerAppend = std::exchange(m_accuAppend, accumulatorAppend(*e.loopStep, m_prog, accuSlot));
    const std::size_t outerAppendSlot = std::exchange(m_accuAppendSlot, accuSlot);
    auto iterate = [&](const Value &a, const Value *b) -> bool {
        m_locals[v1] = a;
        if (two && b)
            m_locals[v2] = *b;
        Value c = eval(*e.loopCond);
        if (m_cancelled)
            return false;
        if (c.kind() == Value::Kind::Bool && !c.asBool())
            return false;
        if (c.isError()) {
            m_locals[accuSlot] = c;
            m_accuInit[accuSlot] = nullptr;
            return false;
        }
        Value next = eval(*e.loopStep);
        m_locals[accuSlot] = std::move(next);
        m_accuInit[accuSlot] = nullptr;
        return !m_cancelled;
    };
    if (range.kind() == Value::Kind::List) {
        auto keep = range.listPtr();
        const List &l = *keep;
        for (std::size_t i = 0; i < l.size(); ++i) {
            if (two) {
                Value idx{std::int64_t(i)};
                if (!iterate(idx, &l[i]))
                    break;
            } else if (!iterate(l[i], nullptr)) {
                break;
            }
        }
    } else if (range.kind() == Value::Kind::Map) {
        auto keep = range.mapPtr();
        for (const auto &[k, v] : keep->entries())
            if (!iterate(k, &v))
                break;
    } else {
        m_accuInit[accuSlot] = nullptr;
        m_accuAppend = outerAppend;
        m_accuAppendSlot = outerAppendSlot;
        return Value::error("cannot iterate over " + range.typeName());
    }
    m_accuAppend = outerAppend;
    m_accuAppendSlot = outerAppendSlot;
    if (m_cancelled)
        return Value::costLimitError();
    Value r = eval(*e.result);
    m_locals[v1] = Value();
    m_accuInit[accuSlot] = nullptr;
    return r;
}

Value Interpreter::evalStruct(const Expr &e, const NodeInfo &ni) {
    const lib::WellKnownMessage *msg = ni.function.empty() ? nullptr : lib::findWellKnownMessage(ni.function);
    std::optional<lib::WellKnownMessage> patch;
    if (!msg && m_prog.m_env->patchTypes && !ni.function.empty() && (patch = lib::findPatchType(ni.function)))
        msg = &*patch;
    if (!msg)
        return Value::error("unknown type '" + e.name + "'");
    std::vector<std::pair<std::string, Value>> fields;
    for (const auto &en : e.entries) {
        Value v = eval(*en.value);
        if (m_cancelled)
            return v;
        // cel-go charges the construction also when a field fails.
        if (v.isError()) {
            charge(40);
            return v;
        }
        if (en.optional) {
            if (v.kind() != Value::Kind::Optional) {
                charge(40);
                return Value::error("cannot initialize optional entry '" + en.field +
                                    "' from non-optional value " + v.debugString());
            }
            if (!v.optionalHasValue())
                continue;
            v = Value(v.optionalValue());
        }
        fields.emplace_back(en.field, std::move(v));
    }
    charge(40);
    return msg->build(fields);
}

Value Interpreter::evalBlock(const Expr &e) {
    const auto &slots = e.args[0]->args;
    const auto base = std::size_t(m_prog.m_compSlots.at(e.id));
    for (std::size_t i = 0; i < slots.size(); ++i)
        m_pending[base + i] = {slots[i].get(), base + slots.size()};
    Value r = eval(*e.args[1]);
    for (std::size_t i = 0; i < slots.size(); ++i) {
        m_pending[base + i] = {};
        m_locals[base + i] = Value();
    }
    return r;
}

// The first reference to a block slot evaluates it; the locals above the block
// are kept, as the reference may come from inside a comprehension using them.
Value Interpreter::resolveSlot(std::size_t slot) {
    const PendingSlot p = std::exchange(m_pending[slot], PendingSlot{});
    const auto scratch = std::ptrdiff_t(p.scratch);
    std::vector<Value> saved(m_locals.begin() + scratch, m_locals.end());
    Value v = eval(*p.expr);
    std::copy(saved.begin(), saved.end(), m_locals.begin() + scratch);
    m_locals[slot] = v;
    return v;
}

Value Interpreter::evalSetMembership(const Expr &e) {
    Value v = eval(*e.args[0]);
    if (m_cancelled || v.isError())
        return v;
    const Value &list = m_prog.info(e.args[1]->id).isConstant && e.args[1]->kind != ExprKind::Const
                            ? m_prog.info(e.args[1]->id).constant
                            : e.args[1]->constant;
    for (const Value &x : list.asList())
        if (valueEquals(v, x))
            return Value(true);
    return Value(false);
}

Value Interpreter::evalLogic(const Expr &e, bool isAnd) {
    Value l = eval(*e.args[0]);
    if (m_cancelled)
        return l;
    if (l.kind() == Value::Kind::Bool && l.asBool() != isAnd)
        return l; // short-circuit: false && _, true || _
    Value r = eval(*e.args[1]);
    if (m_cancelled)
        return r;
    if (r.kind() == Value::Kind::Bool && r.asBool() != isAnd)
        return r;
    if (l.kind() == Value::Kind::Bool && r.kind() == Value::Kind::Bool)
        return Value(isAnd);
    if (l.isError())
        return l;
    if (r.isError())
        return r;
    return Value::error(std::string("no such overload: ") + (isAnd ? "_&&_" : "_||_"));
}

Value Interpreter::evalCall(const Expr &e, const NodeInfo &ni) {
    const std::string &fn = ni.function.empty() ? e.name : ni.function;
    switch (ni.call) {
    case NodeInfo::Call::And:
        return evalLogic(e, true);
    case NodeInfo::Call::Or:
        return evalLogic(e, false);
    case NodeInfo::Call::Ternary: {
        Value c = eval(*e.args[0]);
        if (m_cancelled || c.isError())
            return c;
        if (c.kind() != Value::Kind::Bool)
            return Value::error("no such overload: _?_:_");
        // Attribute branches are resolved without observing the attribute itself.
        const Expr &branch = *e.args[c.asBool() ? 1 : 2];
        m_rootFree = isAttributeNode(branch, m_prog);
        m_presenceResolved = branch.kind == ExprKind::Select && branch.testOnly;
        Value r = eval(branch);
        m_rootFree = false;
        m_presenceResolved = false;
        return r;
    }
    case NodeInfo::Call::Index:
    case NodeInfo::Call::OptIndex: {
        Value operand = evalOperand(*e.args[0]);
        if (m_cancelled || operand.isError())
            return operand; // qualifiers of a failed attribute are never evaluated
        const bool optionalOperand = operand.kind() == Value::Kind::Optional;
        if (optionalOperand && !operand.optionalHasValue())
            return operand;
        const bool optional = optionalOperand || ni.call == NodeInfo::Call::OptIndex;
        Value index = eval(*e.args[1]);
        if (m_cancelled)
            return index;
        // An attribute used as a qualifier is observed once, as the qualification;
        // optional qualification is observed only when the element is present.
        const bool attrIndex = isAttributeNode(*e.args[1], m_prog);
        if (index.isError()) {
            if (!optional && !attrIndex)
                charge(1);
            return index;
        }
        Value r = ni.call == NodeInfo::Call::Index && !optionalOperand
                      ? runtime::index(operand, index)
                      : runtime::optIndex(operand, index, m_prog.m_env->errorOnBadPresenceTest);
        bool present = !optional || (r.kind() == Value::Kind::Optional && r.optionalHasValue());
        if (present && !attrIndex)
            charge(1);
        return r;
    }
    case NodeInfo::Call::OptSelect: {
        Value operand = evalOperand(*e.args[0]);
        if (m_cancelled || operand.isError())
            return operand;
        if (operand.kind() == Value::Kind::Optional && !operand.optionalHasValue())
            return operand;
        Value r =
            runtime::optSelect(operand, e.args[1]->constant.asString(), m_prog.m_env->errorOnBadPresenceTest);
        if (r.kind() == Value::Kind::Optional && r.optionalHasValue())
            charge(1); // observed only when present
        return r;
    }
    case NodeInfo::Call::OptOr:
    case NodeInfo::Call::OptOrValue: {
        Value lhs = eval(*e.target);
        if (m_cancelled || lhs.isError())
            return lhs;
        if (lhs.kind() != Value::Kind::Optional)
            return runtime::noSuchOverload(fn);
        if (lhs.optionalHasValue())
            return ni.call == NodeInfo::Call::OptOr ? lhs : lhs.optionalValue();
        return eval(*e.args[0]);
    }
    case NodeInfo::Call::Block:
        return evalBlock(e);
    case NodeInfo::Call::Generic:
        break;
    }
    const std::size_t n = e.args.size() + (e.target ? 1 : 0);
    Value argsBuf[4];
    std::vector<Value> argsVec;
    Value *args = argsBuf;
    if (n > 4) {
        argsVec.resize(n);
        args = argsVec.data();
    }
    bool nonStrict = !ni.overloads.empty() && ni.overloads[0]->nonStrict;
    std::size_t i = 0;
    const Value *firstErr = nullptr;
    auto take = [&](const Expr &a) -> bool {
        args[i] = eval(a);
        if (m_cancelled)
            return false;
        if (args[i].isError() && !firstErr)
            firstErr = &args[i];
        ++i;
        // cel-go's variadic calls stop at the first error; the cost tracker then
        // misses the unevaluated arguments and charges the call nothing.
        return !(firstErr && ni.varArgs && !nonStrict && i < n);
    };
    if (e.target && !take(*e.target))
        return m_cancelled ? args[i] : *firstErr;
    for (const auto &a : e.args)
        if (!take(*a))
            return m_cancelled ? args[i] : *firstErr;
    if (firstErr && !nonStrict) {
        chargeCall(ni, args, n, *firstErr);
        return *firstErr;
    }
    const Overload *ov = runtime::selectOverload(ni.overloads, args, n);
    if (!ov && ni.overloads.size() > 1)
        for (const Overload *c : ni.overloads)
            if (c->unguarded && c->params.size() == n) {
                ov = c;
                break;
            }
    if (!ov) {
        Value err = Value::error("no such overload: " + fn);
        chargeCall(ni, args, n, err);
        return err;
    }
    if (&e == m_accuAppend && ov->id == "add_list") {
        // As cel-go's mutable accumulator lists: the step's result replaces the
        // accumulator, so once its slot lets go, a list nothing else shares
        // grows in place instead of being copied on every step. The cost of
        // add_list does not depend on its arguments.
        m_locals[m_accuAppendSlot] = Value();
        if (args[0].listPtr().use_count() == 1 && !args[1].asList().empty()) {
            auto &grown = const_cast<List &>(args[0].asList()); // allocated non-const by Value::list
            const List &tail = args[1].asList();
            grown.insert(grown.end(), tail.begin(), tail.end());
            chargeCall(ni, args, n, args[0]);
            return args[0];
        }
    }
    if (&e == m_accuAppend && ov->id.rfind("cel_@mapInsert", 0) == 0) {
        // The same for transformMap's map: cel.@mapInsert into a map only the
        // accumulator holds inserts in place (its cost does not depend on the map).
        m_locals[m_accuAppendSlot] = Value();
        if (args[0].mapPtr().use_count() == 1) {
            auto &grown = const_cast<Map &>(args[0].asMap()); // every Map is allocated non-const
            Value failed = runtime::mapInsert(grown, args + 1, n - 1);
            chargeCall(ni, args, n, failed.isError() ? failed : args[0]);
            return failed.isError() ? failed : args[0];
        }
    }
    Value result = ov->impl(args, n);
    chargeCall(ni, args, n, result);
    return result;
}

void Interpreter::chargeCall(const NodeInfo &ni, const Value *args, std::size_t n, const Value &result) {
    // The overload cel-go planned: the checker's single candidate, or none
    // (dynamic dispatch), in which case only rules keyed by function name apply.
    const Overload *ov = ni.overloads.size() == 1 ? ni.overloads[0] : nullptr;
    if (ov && ov->tracker) {
        try {
            charge(ov->tracker(args, n, result));
        } catch (const TrackerPanic &p) {
            m_cancelled = true;
            m_abort = Value::error("internal error: " + p.message);
        }
        return;
    }
    if (ni.kubernetesCostRule) {
        static const std::string noOverload;
        if (auto c =
                lib::kubernetesCallCost(ni.kubernetesCostRule, ov ? ov->id : noOverload, args, n, result)) {
            charge(*c);
            return;
        }
    }
    charge(ov && ov->cost ? ov->cost(args, n, result) : 1);
}

EvalResult Program::evaluate(const Activation &activation, std::optional<std::uint64_t> costLimit) const {
    Interpreter in(*this, activation, costLimit);
    EvalResult r;
    r.value = in.run();
    r.cost = in.cost();
    return r;
}

EvalResult Program::evaluate(const Activation &activation, const EvalOptions &options) const {
    Interpreter in(*this, activation, options.costLimit);
    std::vector<std::uint64_t> perNode;
    if (options.perNodeCost) {
        perNode.assign(m_info.size(), 0);
        in.m_perNode = &perNode;
    }
    in.m_interrupt = options.interrupt;
    EvalResult r;
    r.value = in.run();
    r.cost = in.cost();
    if (options.perNodeCost) {
        for (std::size_t id = 0; id < perNode.size(); ++id)
            if (perNode[id])
                r.perNode.push_back({std::int64_t(id), perNode[id]});
    }
    return r;
}

} // namespace cel
