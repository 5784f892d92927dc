// Macro expansion as cel-go's parser/macro.go defines it, and the node
// factory shared with the parser.
#include "cel/macros.h"

#include <algorithm>

namespace cel::syntax {

namespace {

/// Macro expansion that copies subtrees (optMap, optFlatMap) stops here.
constexpr std::int64_t kMaxExpandedNodes = 100'000;

/// cel-go rejects both the hidden accumulator name and the traditional one.
bool isAccumulatorName(const std::string &v) {
    return v == kAccuVar || v == "__result__";
}

bool nonNegativeInt(const Expr &e) {
    return e.kind == ExprKind::Const && e.constant.kind() == Value::Kind::Int && e.constant.asInt() >= 0;
}

// cel-go's math-extension argument rule: numeric literals and any
// non-literal expression; other literals and aggregates are rejected.
bool numericArg(const Expr &e) {
    switch (e.kind) {
    case ExprKind::Const: {
        auto k = e.constant.kind();
        return k == Value::Kind::Int || k == Value::Kind::Uint || k == Value::Kind::Double;
    }
    case ExprKind::List:
    case ExprKind::Map:
    case ExprKind::Struct:
        return false;
    default:
        return true;
    }
}

} // namespace

ExprPtr ExprFactory::node(ExprKind k, std::int32_t offset) {
    auto e = std::make_unique<Expr>();
    e->id = m_nextId++;
    e->kind = k;
    m_offsets[e->id] = offset;
    return e;
}

ExprPtr ExprFactory::call(std::string fn, std::int32_t offset, std::vector<ExprPtr> args, ExprPtr target) {
    auto e = node(ExprKind::Call, offset);
    e->name = std::move(fn);
    e->args = std::move(args);
    e->target = std::move(target);
    return e;
}

ExprPtr ExprFactory::ident(std::string name, std::int32_t offset) {
    auto e = node(ExprKind::Ident, offset);
    e->name = std::move(name);
    return e;
}

ExprPtr ExprFactory::constant(Value v, std::int32_t offset) {
    auto e = node(ExprKind::Const, offset);
    e->constant = std::move(v);
    return e;
}

std::int64_t ExprFactory::entryId(std::int32_t offset) {
    std::int64_t id = m_nextId++;
    m_offsets[id] = offset;
    return id;
}

void ExprFactory::renumber(Expr &e) {
    auto it = m_offsets.find(e.id);
    std::int32_t off = it == m_offsets.end() ? 0 : it->second;
    e.id = m_nextId++;
    m_offsets[e.id] = off;
    if (e.target)
        renumber(*e.target);
    for (auto &a : e.args)
        renumber(*a);
    for (auto &en : e.entries) {
        en.id = m_nextId++;
        if (en.key)
            renumber(*en.key);
        renumber(*en.value);
    }
    if (e.iterRange) {
        renumber(*e.iterRange);
        renumber(*e.accuInit);
        renumber(*e.loopCond);
        renumber(*e.loopStep);
        renumber(*e.result);
    }
}

void ExprFactory::fail(std::int32_t offset, std::string message) {
    if (!m_error)
        m_error = ParseError{offset, std::move(message)};
}

void ExprFactory::failAt(const Expr &e, std::string message) {
    auto it = m_offsets.find(e.id);
    fail(it == m_offsets.end() ? 0 : it->second, std::move(message));
}

std::vector<ExprPtr> vec(ExprPtr a) {
    std::vector<ExprPtr> v;
    v.push_back(std::move(a));
    return v;
}

std::vector<ExprPtr> vec(ExprPtr a, ExprPtr b) {
    std::vector<ExprPtr> v;
    v.push_back(std::move(a));
    v.push_back(std::move(b));
    return v;
}

std::vector<ExprPtr> vec(ExprPtr a, ExprPtr b, ExprPtr c) {
    std::vector<ExprPtr> v;
    v.push_back(std::move(a));
    v.push_back(std::move(b));
    v.push_back(std::move(c));
    return v;
}

ExprPtr Macros::globalCall(std::string name, std::int32_t off, std::vector<ExprPtr> args) {
    if (name == "has" && args.size() == 1) {
        ExprPtr &a = args[0];
        if (a->kind != ExprKind::Select) {
            m_f.failAt(*a, "invalid argument to has() macro");
            return nullptr;
        }
        auto s = m_f.node(ExprKind::Select, off);
        s->target = std::move(a->target);
        s->name = a->name;
        s->testOnly = true;
        return s;
    }
    return m_f.call(std::move(name), off, std::move(args));
}

bool Macros::simpleName(const ExprPtr &e, std::string &out) {
    if (e->kind != ExprKind::Ident) {
        m_f.failAt(*e, "argument must be a simple name");
        return false;
    }
    out = e->name;
    return true;
}

ExprPtr Macros::comprehension(std::int32_t off, std::string iterVar, std::string iterVar2, ExprPtr range,
                              ExprPtr init, ExprPtr cond, ExprPtr step, ExprPtr result, std::string accu) {
    auto c = m_f.node(ExprKind::Comprehension, off);
    c->iterVar = std::move(iterVar);
    c->iterVar2 = std::move(iterVar2);
    c->accuVar = std::move(accu);
    c->iterRange = std::move(range);
    c->accuInit = std::move(init);
    c->loopCond = std::move(cond);
    c->loopStep = std::move(step);
    c->result = std::move(result);
    return c;
}

ExprPtr Macros::listOf(ExprPtr e, std::int32_t off) {
    auto l = m_f.node(ExprKind::List, off);
    l->args.push_back(std::move(e));
    return l;
}

ExprPtr Macros::receiverCall(std::string name, std::int32_t off, ExprPtr target, std::vector<ExprPtr> args) {
    const std::size_t n = args.size();
    auto accu = [&] {
        return m_f.ident(kAccuVar, off);
    };
    bool quant = name == "all" || name == "exists" || name == "exists_one" || name == "existsOne";
    if (quant && (n == 2 || (n == 3 && m_opts.twoVarComprehensions)) && !(name == "existsOne" && n == 2)) {
        std::string v1, v2;
        if (!simpleName(args[0], v1))
            return nullptr;
        if (n == 3 && !simpleName(args[1], v2))
            return nullptr;
        if (isAccumulatorName(v1) || isAccumulatorName(v2)) {
            m_f.failAt(*args[0], "iteration variable overwrites accumulator variable");
            return nullptr;
        }
        if (n == 3 && v1 == v2) {
            m_f.failAt(*args[1], "duplicate variable name: " + v1);
            return nullptr;
        }
        ExprPtr pred = std::move(args[n - 1]);
        if (name == "all") {
            return comprehension(off, v1, v2, std::move(target), m_f.constant(Value(true), off),
                                 m_f.call("@not_strictly_false", off, vec(accu())),
                                 m_f.call("_&&_", off, vec(accu(), std::move(pred))), accu());
        }
        if (name == "exists") {
            return comprehension(off, v1, v2, std::move(target), m_f.constant(Value(false), off),
                                 m_f.call("@not_strictly_false", off, vec(m_f.call("!_", off, vec(accu())))),
                                 m_f.call("_||_", off, vec(accu(), std::move(pred))), accu());
        }
        ExprPtr step = m_f.call(
            "_?_:_", off,
            vec(std::move(pred), m_f.call("_+_", off, vec(accu(), m_f.constant(Value(std::int64_t(1)), off))),
                accu()));
        return comprehension(off, v1, v2, std::move(target), m_f.constant(Value(std::int64_t(0)), off),
                             m_f.constant(Value(true), off), std::move(step),
                             m_f.call("_==_", off, vec(accu(), m_f.constant(Value(std::int64_t(1)), off))));
    }
    if ((name == "map" && (n == 2 || n == 3)) || (name == "filter" && n == 2)) {
        std::string v;
        if (!simpleName(args[0], v))
            return nullptr;
        if (isAccumulatorName(v)) {
            m_f.failAt(*args[0], "iteration variable overwrites accumulator variable");
            return nullptr;
        }
        ExprPtr step;
        if (name == "filter") {
            ExprPtr pred = std::move(args[1]);
            step = m_f.call("_?_:_", off,
                            vec(std::move(pred),
                                m_f.call("_+_", off, vec(accu(), listOf(m_f.ident(v, off), off))), accu()));
        } else if (n == 2) {
            step = m_f.call("_+_", off, vec(accu(), listOf(std::move(args[1]), off)));
        } else {
            step = m_f.call("_?_:_", off,
                            vec(std::move(args[1]),
                                m_f.call("_+_", off, vec(accu(), listOf(std::move(args[2]), off))), accu()));
        }
        return comprehension(off, v, "", std::move(target), m_f.node(ExprKind::List, off),
                             m_f.constant(Value(true), off), std::move(step), accu());
    }
    if (m_opts.twoVarComprehensions &&
        ((name == "transformList" || name == "transformMap" || name == "transformMapEntry") &&
         (n == 3 || n == 4))) {
        std::string v1, v2;
        if (!simpleName(args[0], v1) || !simpleName(args[1], v2))
            return nullptr;
        if (isAccumulatorName(v1) || isAccumulatorName(v2)) {
            m_f.failAt(*args[0], "iteration variable overwrites accumulator variable");
            return nullptr;
        }
        if (v1 == v2) {
            m_f.failAt(*args[1], "duplicate variable name: " + v1);
            return nullptr;
        }
        ExprPtr filter = n == 4 ? std::move(args[2]) : nullptr;
        ExprPtr t = std::move(args[n - 1]);
        ExprPtr step, init;
        if (name == "transformList") {
            init = m_f.node(ExprKind::List, off);
            step = m_f.call("_+_", off, vec(accu(), listOf(std::move(t), off)));
        } else if (name == "transformMap") {
            init = m_f.node(ExprKind::Map, off);
            step = m_f.call("cel.@mapInsert", off, vec(accu(), m_f.ident(v1, off), std::move(t)));
        } else {
            init = m_f.node(ExprKind::Map, off);
            step = m_f.call("cel.@mapInsert", off, vec(accu(), std::move(t)));
        }
        if (filter)
            step = m_f.call("_?_:_", off, vec(std::move(filter), std::move(step), accu()));
        return comprehension(off, v1, v2, std::move(target), std::move(init), m_f.constant(Value(true), off),
                             std::move(step), accu());
    }
    if (m_opts.optionalSyntax && (name == "optMap" || name == "optFlatMap") && n == 2) {
        std::string v;
        if (!simpleName(args[0], v))
            return nullptr;
        // The expansion copies the target, so chained optMap calls double
        // the tree each time: bound the nodes a parse may create.
        if (m_f.nextId() > kMaxExpandedNodes) {
            m_f.fail(off, "expression too large after macro expansion");
            return nullptr;
        }
        ExprPtr targetCopy = target->clone();
        m_f.renumber(*targetCopy);
        ExprPtr hasValue = m_f.call("hasValue", off, {}, std::move(target));
        ExprPtr value = m_f.call("value", off, {}, std::move(targetCopy));
        ExprPtr bound =
            comprehension(off, "#unused", "", m_f.node(ExprKind::List, off), std::move(value),
                          m_f.constant(Value(false), off), m_f.ident(v, off), std::move(args[1]), v);
        ExprPtr some =
            name == "optMap" ? m_f.call("optional.of", off, vec(std::move(bound))) : std::move(bound);
        return m_f.call("_?_:_", off,
                        vec(std::move(hasValue), std::move(some), m_f.call("optional.none", off, {})));
    }
    if (m_opts.mathMacros && (name == "greatest" || name == "least") && target->kind == ExprKind::Ident &&
        target->name == "math")
        return mathMacro(name, off, *target, std::move(args));
    if (m_opts.blockMacros && target->kind == ExprKind::Ident && target->name == "cel") {
        if (name == "block" && n == 2) {
            if (args[0]->kind != ExprKind::List) {
                m_f.failAt(*args[0], "cel.block requires the first arg to be a list literal");
                return nullptr;
            }
            return m_f.call("cel.@block", off, std::move(args));
        }
        if (name == "index" && n == 1) {
            if (!nonNegativeInt(*args[0])) {
                m_f.failAt(*args[0], "cel.index requires a single non-negative int constant arg");
                return nullptr;
            }
            return m_f.ident("@index" + std::to_string(args[0]->constant.asInt()), off);
        }
        if ((name == "iterVar" || name == "accuVar") && n == 2) {
            for (const auto &a : args)
                if (!nonNegativeInt(*a)) {
                    m_f.failAt(*a, "cel." + name + " requires two non-negative int constant args");
                    return nullptr;
                }
            return m_f.ident((name == "iterVar" ? "@it:" : "@ac:") +
                                 std::to_string(args[0]->constant.asInt()) + ":" +
                                 std::to_string(args[1]->constant.asInt()),
                             off);
        }
    }
    if (m_opts.bindMacro && name == "bind" && n == 3 && target->kind == ExprKind::Ident &&
        target->name == "cel") {
        std::string v;
        if (!simpleName(args[0], v))
            return nullptr;
        return comprehension(off, "#unused", "", m_f.node(ExprKind::List, off), std::move(args[1]),
                             m_f.constant(Value(false), off), m_f.ident(v, off), std::move(args[2]), v);
    }
    if (m_opts.sortByMacro && name == "sortBy" && n == 2) {
        // cel.bind(@__sortBy_input__, target,
        //          @__sortBy_input__.@sortByAssociatedKeys(@__sortBy_input__.map(v, key)))
        switch (target->kind) {
        case ExprKind::List:
        case ExprKind::Select:
        case ExprKind::Ident:
        case ExprKind::Comprehension:
        case ExprKind::Call:
            break;
        default:
            m_f.failAt(*target, "sortBy can only be applied to a list, identifier, "
                                "comprehension, call or select expression");
            return nullptr;
        }
        const char *input = "@__sortBy_input__";
        std::vector<ExprPtr> mapArgs;
        mapArgs.push_back(std::move(args[0]));
        mapArgs.push_back(std::move(args[1]));
        ExprPtr keys = receiverCall("map", off, m_f.ident(input, off), std::move(mapArgs));
        if (m_f.failed())
            return nullptr;
        ExprPtr sorted = m_f.call("@sortByAssociatedKeys", off, vec(std::move(keys)), m_f.ident(input, off));
        return comprehension(off, "#unused", "", m_f.node(ExprKind::List, off), std::move(target),
                             m_f.constant(Value(false), off), m_f.ident(input, off), std::move(sorted),
                             input);
    }
    // namespaced functions like optional.of(x), cel.x: keep receiver form; the
    // checker resolves qualified names.
    return m_f.call(std::move(name), off, std::move(args), std::move(target));
}

// math.greatest / math.least: one argument (a number or a non-empty list
// literal of numbers) or two stay as they are, more become a list.
ExprPtr Macros::mathMacro(const std::string &name, std::int32_t off, const Expr &target,
                          std::vector<ExprPtr> args) {
    const std::string label = "math." + name + "()";
    const std::string fn = name == "greatest" ? "math.@max" : "math.@min";
    if (args.empty()) {
        m_f.failAt(target, label + " requires at least one argument");
        return nullptr;
    }
    if (args.size() == 1) {
        const Expr &a = *args[0];
        auto numeric = [](const ExprPtr &x) {
            return numericArg(*x);
        };
        bool numericList =
            a.kind == ExprKind::List && !a.args.empty() && std::all_of(a.args.begin(), a.args.end(), numeric);
        if (!numericList && !numericArg(a)) {
            m_f.failAt(a, label + " invalid single argument value");
            return nullptr;
        }
        return m_f.call(fn, off, std::move(args));
    }
    for (const auto &a : args)
        if (!numericArg(*a)) {
            m_f.failAt(*a, label + " simple literal arguments must be numeric");
            return nullptr;
        }
    if (args.size() == 2)
        return m_f.call(fn, off, std::move(args));
    auto l = m_f.node(ExprKind::List, off);
    l->args = std::move(args);
    return m_f.call(fn, off, vec(std::move(l)));
}

} // namespace cel::syntax
