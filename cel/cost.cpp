// Static cost estimation as cel-go's checker/cost.go computes it, with
// Kubernetes' library estimator and schema-based sizes.
#include "cel/env.h"
#include "cel/estimate.h"
#include "cel/library.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace cel {

namespace estimate {

std::uint64_t addSat(std::uint64_t x, std::uint64_t y) {
    if (y > 0 && x > kMax - y)
        return kMax;
    return x + y;
}

std::uint64_t mulSat(std::uint64_t x, std::uint64_t y) {
    if (y != 0 && x > kMax / y)
        return kMax;
    return x * y;
}

std::uint64_t mulFactor(std::uint64_t x, double y) {
    double xf = double(x);
    if (xf > 0 && y > 0 && xf > double(kMax) / y)
        return kMax;
    double c = std::ceil(xf * y);
    if (c >= 18446744073709551616.0)
        return kMax;
    return std::uint64_t(c);
}

Range add(Range a, Range b) {
    return {addSat(a.min, b.min), addSat(a.max, b.max)};
}
Range multiply(Range a, Range b) {
    return {mulSat(a.min, b.min), mulSat(a.max, b.max)};
}
Range multiplyByFactor(Range a, double f) {
    return {mulFactor(a.min, f), mulFactor(a.max, f)};
}
Range unite(Range a, Range b) {
    return {std::min(a.min, b.min), std::max(a.max, b.max)};
}

} // namespace estimate

using namespace estimate;

namespace {

// A field path as cel-go's estimator keeps it: a Go slice (a shared backing
// array, a length, the array's capacity). cel-go builds paths with append(),
// which writes into the backing array when it has room, so two paths built
// from the same prefix can share storage and the later append overwrites the
// element the earlier one recorded. The API server's estimate depends on that
// (a nested comprehension can be sized from the wrong field), so Mado keeps
// paths the same way.
struct GoPath {
    std::shared_ptr<std::vector<std::string>> array; ///< size() is the capacity
    std::size_t length = 0;

    static GoPath of(const std::string &name) {
        return GoPath{std::make_shared<std::vector<std::string>>(1, name), 1};
    }
    std::optional<std::vector<std::string>> materialize() const {
        if (length == 0)
            return std::nullopt;
        return std::vector<std::string>(array->begin(), array->begin() + std::ptrdiff_t(length));
    }
    const std::string *first() const { return length ? &(*array)[0] : nullptr; }
};

// Go's append of one element: in place when the capacity allows, else a new
// array grown as the runtime grows slices of 16-byte elements (double below
// 256 elements; the byte sizes are then malloc size classes already).
GoPath goAppend(const GoPath &p, const std::string &element, bool share = true) {
    const std::size_t cap = p.array ? p.array->size() : 0;
    if (share && p.length < cap) {
        (*p.array)[p.length] = element;
        return GoPath{p.array, p.length + 1};
    }
    const std::size_t newLength = p.length + 1;
    std::size_t newCap = cap * 2;
    if (newLength > newCap)
        newCap = newLength;
    else if (cap >= 256) {
        newCap = cap;
        while (newCap < newLength)
            newCap += (newCap + 3 * 256) / 4;
    }
    auto array = std::make_shared<std::vector<std::string>>(newCap);
    for (std::size_t i = 0; i < p.length; ++i)
        (*array)[i] = (*p.array)[i];
    (*array)[p.length] = element;
    return GoPath{std::move(array), newLength};
}

__extension__ typedef __int128 Int128;

Int128 mulClamp(Int128 a, std::uint64_t b) {
    const Int128 limit = Int128(1) << 100;
    if (a == 0 || b == 0)
        return 0;
    // a may be near a saturated uint64 and b too: their product does not fit
    // even 128 bits, and then it is past the clamp with a's sign.
    Int128 r = 0;
    if (__builtin_mul_overflow(a, Int128(b), &r))
        return a > 0 ? limit : -limit;
    if (r > limit)
        return limit;
    if (r < -limit)
        return -limit;
    return r;
}

} // namespace

class Estimator final {
public:
    explicit Estimator(const Program &p, bool record = false, bool intended = false)
        : m_p(p)
        , m_env(*p.m_env)
        , m_record(record)
        , m_intended(intended) {}

    Range run() { return cost(*m_p.m_root); }

    // The breakdown of the last run(): every visited node with its inclusive
    // cost, the loop sizes around it and its share of the total.
    CostBreakdown breakdown(Range total) const {
        CostBreakdown b;
        b.total = total;
        std::unordered_map<std::int64_t, std::size_t> index;
        for (std::size_t i = 0; i < m_order.size(); ++i)
            index[m_order[i]] = i;
        std::vector<Range> iterations(m_order.size(), Range{1, 1});
        for (std::size_t i = 0; i < m_order.size(); ++i) {
            const Visit &v = m_visits.at(m_order[i]);
            auto it = v.parent < 0 ? index.end() : index.find(v.parent);
            Range base = it == index.end() ? Range{1, 1} : iterations[it->second];
            iterations[i] = multiply(base, v.factor);
        }
        std::vector<Int128> selfMin(m_order.size()), selfMax(m_order.size());
        for (std::size_t i = 0; i < m_order.size(); ++i) {
            const Visit &v = m_visits.at(m_order[i]);
            selfMin[i] = Int128(v.inclusive.min);
            selfMax[i] = Int128(v.inclusive.max);
        }
        // Subtract each child's inclusive cost from its parent, scaled by the
        // loop factor the parent applied (1 outside loop bodies).
        for (std::size_t i = 0; i < m_order.size(); ++i) {
            const Visit &v = m_visits.at(m_order[i]);
            if (v.parent < 0)
                continue;
            auto it = index.find(v.parent);
            if (it == index.end())
                continue;
            selfMin[it->second] -= mulClamp(Int128(v.inclusive.min), v.factor.min);
            selfMax[it->second] -= mulClamp(Int128(v.inclusive.max), v.factor.max);
        }
        for (std::size_t i = 0; i < m_order.size(); ++i) {
            const Visit &v = m_visits.at(m_order[i]);
            NodeEstimatedCost n;
            n.id = m_order[i];
            n.inclusive = v.inclusive;
            n.iterations = iterations[i];
            n.rangeSize = v.rangeSize;
            Int128 mn = mulClamp(selfMin[i], iterations[i].min);
            Int128 mx = mulClamp(selfMax[i], iterations[i].max);
            n.selfMin = double(mn);
            n.selfMax = double(mx);
            n.selfMinHi = std::int64_t(mn >> 64);
            n.selfMinLo = std::uint64_t(mn);
            n.selfMaxHi = std::int64_t(mx >> 64);
            n.selfMaxLo = std::uint64_t(mx);
            b.nodes.push_back(n);
        }
        return b;
    }

private:
    struct EntrySize {
        TypeKind container;
        Range key, val;
    };
    struct Local {
        GoPath path;
        std::optional<Range> size;
        std::optional<EntrySize> entry;
    };

    struct Visit {
        Range inclusive;
        std::int64_t parent = -1;
        Range factor{1, 1}; ///< the parent multiplies this node's cost by it (loop bodies)
        std::optional<Range> rangeSize;
    };

    const Program &m_p;
    const Env &m_env;
    const bool m_record;
    const bool m_intended; ///< paths never share storage (the estimate cel-go means to give)
    std::vector<std::int64_t> m_order;
    std::unordered_map<std::int64_t, Visit> m_visits;
    std::vector<std::int64_t> m_parents;       ///< nodes being costed (innermost last)
    std::vector<Range> m_factors{Range{1, 1}}; ///< loop factor in force per nesting level
    std::unordered_map<std::int64_t, GoPath> m_paths;
    std::unordered_map<std::int64_t, Range> m_sizes;
    std::unordered_map<std::int64_t, EntrySize> m_entries;
    std::unordered_map<std::string, std::vector<Local>> m_locals;

    TypeP typeOf(const Expr &e) const { return m_p.info(e.id).type; }

    const Local *peekLocal(const std::string &name) const {
        auto it = m_locals.find(name);
        if (it == m_locals.end() || it->second.empty())
            return nullptr;
        return &it->second.back();
    }

    GoPath getPath(const Expr &e) const {
        if (e.kind == ExprKind::Ident) {
            if (const Local *l = peekLocal(e.name))
                return l->path;
        }
        auto it = m_paths.find(e.id);
        if (it == m_paths.end())
            return GoPath{};
        return it->second;
    }

    void addPath(const Expr &e, GoPath path) { m_paths[e.id] = std::move(path); }

    // Kubernetes' CRD size estimator: walk the root type by the path.
    std::optional<Range> estimateSize(const estimate::Node &n) const {
        if (!m_env.sizeRoot || !n.path || n.path->empty())
            return std::nullopt;
        if (!m_env.sizeRootVariables.empty() &&
            std::find(m_env.sizeRootVariables.begin(), m_env.sizeRootVariables.end(), (*n.path)[0]) ==
                m_env.sizeRootVariables.end())
            return std::nullopt;
        TypeP cur = m_env.sizeRoot;
        for (std::size_t i = 1; i < n.path->size(); ++i) {
            const std::string &step = (*n.path)[i];
            TypeP next;
            if (step == "@items" || step == "@values") {
                if (cur->kind == TypeKind::List)
                    next = cur->params[0];
                else if (cur->kind == TypeKind::Map)
                    next = cur->params[1];
            } else if (step == "@keys") {
                if (cur->kind == TypeKind::Map)
                    next = cur->params[0];
            } else if (cur->kind == TypeKind::Object) {
                auto it = cur->object->fields.find(step);
                if (it != cur->object->fields.end())
                    next = it->second.type;
            }
            if (!next)
                return std::nullopt;
            cur = next;
        }
        return Range{0, cur->maxSize.value_or(0)};
    }

    static bool isScalar(const TypeP &t) {
        switch (t->kind) {
        case TypeKind::Bool:
        case TypeKind::Double:
        case TypeKind::Duration:
        case TypeKind::Int:
        case TypeKind::Timestamp:
        case TypeKind::Uint:
            return true;
        case TypeKind::Optional:
            return isScalar(t->params[0]);
        default:
            return false;
        }
    }

    static std::optional<Range> exprSize(const Expr &e) {
        std::uint64_t v;
        switch (e.kind) {
        case ExprKind::Const:
            switch (e.constant.kind()) {
            case Value::Kind::String:
                v = utf8Length(e.constant.asString());
                break;
            case Value::Kind::Bytes:
                v = e.constant.asBytes().size();
                break;
            default:
                v = 1;
            }
            break;
        case ExprKind::List:
            v = e.args.size();
            break;
        case ExprKind::Map:
            v = e.entries.size();
            break;
        default:
            return std::nullopt;
        }
        return fixed(v);
    }

    std::optional<Range> computeSize(const Expr &e) {
        auto it = m_sizes.find(e.id);
        if (it != m_sizes.end())
            return it->second;
        if (auto s = exprSize(e))
            return s;
        estimate::Node n{getPath(e).materialize(), typeOf(e), &e, std::nullopt};
        if (auto s = estimateSize(n)) {
            m_sizes[e.id] = *s;
            return s;
        }
        if (isScalar(typeOf(e)))
            return fixed(1);
        if (e.kind == ExprKind::Ident)
            if (const Local *l = peekLocal(e.name); l && l->size)
                return l->size;
        return std::nullopt;
    }

    std::optional<EntrySize> computeEntrySize(const Expr &e) const {
        auto it = m_entries.find(e.id);
        if (it != m_entries.end())
            return it->second;
        if (e.kind == ExprKind::Ident)
            if (const Local *l = peekLocal(e.name); l && l->entry)
                return l->entry;
        return std::nullopt;
    }

    Range sizeOrUnknown(const Expr &e) {
        auto s = computeSize(e);
        return s ? *s : unknown();
    }

    static Range sizeOrUnknown(const estimate::Node &n) {
        return n.computedSize ? *n.computedSize : unknown();
    }

    // cel-go's newAstNode: the path (a slice read later, when the call is
    // priced), the type and the size computed now.
    struct PendingNode {
        GoPath path;
        estimate::Node node;
    };
    PendingNode node(const Expr &e) {
        GoPath path = getPath(e);
        if (const std::string *first = path.first(); first && (*first == kAccuVar || *first == "__result__"))
            path = GoPath{};
        return PendingNode{path, estimate::Node{std::nullopt, typeOf(e), &e, computeSize(e)}};
    }
    static estimate::Node resolve(const PendingNode &p) {
        estimate::Node n = p.node;
        n.path = p.path.materialize();
        return n;
    }

    Range cost(const Expr &e) {
        if (!m_record)
            return costOf(e);
        const std::int64_t parent = m_parents.empty() ? -1 : m_parents.back();
        const Range factor = m_factors.back();
        m_parents.push_back(e.id);
        m_factors.push_back(Range{1, 1});
        m_order.push_back(e.id);
        Visit &slot = m_visits[e.id];
        slot.parent = parent;
        slot.factor = factor;
        Range r = costOf(e);
        m_parents.pop_back();
        m_factors.pop_back();
        Visit &v = m_visits[e.id];
        v.inclusive = r;
        return r;
    }

    // Costs the loop condition and step of a comprehension; their cost counts
    // once per element of the range (known only afterwards: fixed up later).
    Range costInLoop(const Expr &e) {
        if (!m_record)
            return costOf(e);
        return cost(e);
    }

    void setLoopFactor(const Expr &comp, const Expr &loop, Range count) {
        if (!m_record)
            return;
        auto it = m_visits.find(loop.id);
        if (it != m_visits.end())
            it->second.factor = count;
        m_visits[comp.id].rangeSize = count;
    }

    Range costOf(const Expr &e) {
        switch (e.kind) {
        case ExprKind::Const:
            return fixed(0);
        case ExprKind::Ident: {
            if (const Local *l = peekLocal(e.name))
                addPath(e, l->path);
            else
                addPath(e, GoPath::of(e.name));
            return fixed(1);
        }
        case ExprKind::Select: {
            if (m_p.info(e.id).ref == NodeInfo::Ref::Constant) {
                // cel-go's checker rewrote the qualified name to an identifier:
                // its path is that one name.
                addPath(e, GoPath::of(e.name));
                return fixed(1);
            }
            if (e.testOnly)
                return add(fixed(m_env.presenceTestHasCost ? 1 : 0), cost(*e.target));
            Range sum = cost(*e.target);
            TypeKind k = typeOf(*e.target)->kind;
            if (k == TypeKind::Map || k == TypeKind::Object || k == TypeKind::Param)
                sum = add(sum, fixed(1));
            addPath(e, goAppend(getPath(*e.target), e.name, !m_intended));
            return sum;
        }
        case ExprKind::Call:
            return costCall(e);
        case ExprKind::List: {
            Range sum{0, 0};
            Range item{kMax, 0};
            if (e.args.empty())
                item.min = 0;
            for (const auto &a : e.args) {
                sum = add(sum, cost(*a));
                item = unite(item, sizeOrUnknown(*a));
            }
            m_entries[e.id] = EntrySize{TypeKind::List, fixed(1), item};
            return add(sum, fixed(10));
        }
        case ExprKind::Map: {
            Range sum{0, 0};
            Range ks{kMax, 0}, vs{kMax, 0};
            if (e.entries.empty()) {
                ks.min = 0;
                vs.min = 0;
            }
            for (const auto &en : e.entries) {
                sum = add(sum, cost(*en.key));
                sum = add(sum, cost(*en.value));
                ks = unite(ks, sizeOrUnknown(*en.key));
                vs = unite(vs, sizeOrUnknown(*en.value));
            }
            m_entries[e.id] = EntrySize{TypeKind::Map, ks, vs};
            return add(sum, fixed(30));
        }
        case ExprKind::Struct: {
            Range sum{0, 0};
            for (const auto &en : e.entries)
                sum = add(sum, cost(*en.value));
            return add(sum, fixed(40));
        }
        case ExprKind::Comprehension:
            return isBind(e) ? costBind(e) : costComprehension(e);
        }
        return fixed(0);
    }

    static bool isBind(const Expr &e) {
        return e.iterRange->kind == ExprKind::List && e.iterRange->args.empty() &&
               e.loopCond->kind == ExprKind::Const && e.loopCond->constant.kind() == Value::Kind::Bool &&
               !e.loopCond->constant.asBool() && e.accuVar != kAccuVar;
    }

    void pushLocal(const std::string &name, const Expr &e) {
        GoPath path = getPath(e);
        auto size = computeSize(e);
        m_locals[name].push_back(Local{path, size, computeEntrySize(e)});
    }
    void popLocal(const std::string &name) { m_locals[name].pop_back(); }

    Range costBind(const Expr &e) {
        Range sum = cost(*e.iterRange);
        sum = add(sum, cost(*e.accuInit));
        pushLocal(e.accuVar, *e.accuInit);
        sum = add(sum, cost(*e.result));
        popLocal(e.accuVar);
        if (auto s = computeSize(*e.result))
            m_sizes[e.id] = *s;
        if (auto en = computeEntrySize(*e.result))
            m_entries[e.id] = *en;
        return sum;
    }

    void pushIter(const std::string &name, const Expr &range, int mode) // 0 single, 1 key, 2 value
    {
        auto entry = computeEntrySize(range);
        TypeKind container = entry ? entry->container : typeOf(range)->kind;
        std::optional<Range> size;
        std::string sub;
        if (mode == 0) {
            if (entry)
                size = entry->key;
            sub = "@keys";
            if (container == TypeKind::List) {
                size = entry ? std::optional<Range>(entry->val) : std::nullopt;
                sub = "@items";
            }
        } else if (mode == 1) {
            if (entry)
                size = entry->key;
            sub = container == TypeKind::List ? "@indices" : "@keys";
        } else {
            if (entry)
                size = entry->val;
            sub = container == TypeKind::List ? "@items" : "@values";
        }
        m_locals[name].push_back(Local{goAppend(getPath(range), sub, !m_intended), size, std::nullopt});
    }

    Range costComprehension(const Expr &e) {
        Range sum = cost(*e.iterRange);
        sum = add(sum, cost(*e.accuInit));
        pushLocal(e.accuVar, *e.accuInit);
        bool two = !e.iterVar2.empty();
        if (two) {
            pushIter(e.iterVar, *e.iterRange, 1);
            pushIter(e.iterVar2, *e.iterRange, 2);
        } else {
            pushIter(e.iterVar, *e.iterRange, 0);
        }
        Range loop = costInLoop(*e.loopCond);
        Range step = costInLoop(*e.loopStep);
        popLocal(e.iterVar);
        if (two)
            popLocal(e.iterVar2);
        sum = add(sum, cost(*e.result));
        popLocal(e.accuVar);
        Range rangeCnt = sizeOrUnknown(*e.iterRange);
        setLoopFactor(e, *e.loopCond, rangeCnt);
        setLoopFactor(e, *e.loopStep, rangeCnt);
        sum = add(sum, multiply(rangeCnt, add(step, loop)));
        switch (e.accuInit->kind) {
        case ExprKind::Const:
            if (auto s = computeSize(*e.accuInit))
                m_sizes[e.id] = *s;
            break;
        case ExprKind::List:
        case ExprKind::Map:
            m_sizes[e.id] = rangeCnt;
            if (auto en = computeEntrySize(*e.loopStep))
                m_entries[e.id] = *en;
            break;
        default:
            break;
        }
        return sum;
    }

    Range costCall(const Expr &e) {
        const NodeInfo &ni = m_p.info(e.id);
        const std::string &fn = ni.function.empty() ? e.name : ni.function;
        if (fn == "dyn" && e.args.size() == 1 && !e.target) {
            Range c = cost(*e.args[0]);
            if (auto s = computeSize(*e.args[0]))
                m_sizes[e.id] = *s;
            if (auto en = computeEntrySize(*e.args[0]))
                m_entries[e.id] = *en;
            return add(fixed(1), c);
        }
        std::vector<Range> argCosts;
        std::vector<PendingNode> pendingArgs;
        for (const auto &a : e.args) {
            argCosts.push_back(cost(*a));
            pendingArgs.push_back(node(*a));
        }
        if (ni.overloads.empty())
            return fixed(0);
        Range sum{0, 0};
        std::optional<estimate::Node> target;
        if (e.target) {
            sum = add(sum, cost(*e.target));
            target = resolve(node(*e.target));
        }
        // The arguments' paths are read now, after the target was costed (which
        // may have appended into an array an argument's path shares).
        std::vector<estimate::Node> args;
        for (const auto &p : pendingArgs)
            args.push_back(resolve(p));
        Range fnCost{kMax, 0};
        std::optional<Range> resultSize;
        for (const Overload *o : ni.overloads) {
            estimate::Call oc = functionCost(e, fn, *o, target ? &*target : nullptr, args, argCosts);
            fnCost = unite(fnCost, oc.cost);
            if (oc.resultSize)
                resultSize = resultSize ? unite(*resultSize, *oc.resultSize) : *oc.resultSize;
            if ((o->id == "index_list" || o->id == "index_map") && !e.args.empty()) {
                auto en = computeEntrySize(*e.args[0]);
                resultSize = en ? std::optional<Range>(en->val) : std::nullopt;
                addPath(e, goAppend(getPath(*e.args[0]), o->id == "index_list" ? "@items" : "@values",
                                    !m_intended));
            }
            if (!resultSize)
                resultSize = computeSize(e);
        }
        if (resultSize)
            m_sizes[e.id] = *resultSize;
        return add(sum, fnCost);
    }

    estimate::Call functionCost(const Expr &e, const std::string &fn, const Overload &ov,
                                const estimate::Node *target, const std::vector<estimate::Node> &args,
                                const std::vector<Range> &argCosts) {
        const std::string &id = ov.id;
        auto argSum = [&] {
            Range s{0, 0};
            for (const auto &a : argCosts)
                s = add(s, a);
            return s;
        };
        estimate::SizeFn sizeFn = [this](const estimate::Node &n) {
            return estimateSize(n);
        };
        if (ov.estimate) {
            if (auto est = ov.estimate(target, args, sizeFn))
                return {add(est->cost, argSum()), est->resultSize};
        }
        if (m_env.k8sMinor > 0) {
            if (auto est = lib::kubernetesEstimateCallCost(fn, id, target, args, sizeFn))
                return {add(est->cost, argSum()), est->resultSize};
        }
        const double f = lib::kStringTraversalCostFactor;
        if (id == "string_format" && target)
            return {add(multiplyByFactor(sizeOrUnknown(*target), f), argSum()), std::nullopt};
        if (id == "string_to_bytes" && args.size() == 1) {
            Range sz = sizeOrUnknown(args[0]);
            return {add(multiplyByFactor(sz, f), argSum()), Range{sz.min, mulSat(sz.max, 4)}};
        }
        if (id == "bytes_to_string" && args.size() == 1) {
            Range sz = sizeOrUnknown(args[0]);
            return {add(multiplyByFactor(sz, f), argSum()), Range{sz.min / 4, sz.max}};
        }
        if (id == "strings_quote" && args.size() == 1) {
            Range sz = sizeOrUnknown(args[0]);
            // cel-go's estimate writes this size without overflow checks: an
            // unknown size (2^64 - 1) wraps to 0.
            return {add(multiplyByFactor(sz, f), argSum()), Range{sz.min + 2, sz.max * 2 + 2}};
        }
        if ((id == "starts_with_string" || id == "ends_with_string") && args.size() == 1)
            return {add(multiplyByFactor(sizeOrUnknown(args[0]), f), argSum()), std::nullopt};
        if (id == "in_list" && args.size() == 2)
            return {add(multiplyByFactor(sizeOrUnknown(args[1]), 1), argSum()), std::nullopt};
        if (id == "matches" || id == "matches_string") {
            const estimate::Node *str = nullptr, *re = nullptr;
            if (id == "matches_string" && target && args.size() == 1) {
                str = target;
                re = &args[0];
            } else if (id == "matches" && !target && args.size() == 2) {
                str = &args[0];
                re = &args[1];
            }
            if (str && re) {
                Range sc = multiplyByFactor(add(sizeOrUnknown(*str), fixed(1)), f);
                Range rc = multiplyByFactor(sizeOrUnknown(*re), lib::kRegexStringLengthCostFactor);
                return {add(multiply(sc, rc), argSum()), std::nullopt};
            }
        }
        if (id == "contains_string" && target && args.size() == 1) {
            Range sc = multiplyByFactor(sizeOrUnknown(*target), f);
            Range subc = multiplyByFactor(sizeOrUnknown(args[0]), f);
            return {add(multiply(sc, subc), argSum()), std::nullopt};
        }
        if (id == "logical_or" || id == "logical_and")
            return {Range{argCosts[0].min, add(argCosts[0], argCosts[1]).max}, std::nullopt};
        if (id == "conditional") {
            Range size = unite(sizeOrUnknown(args[1]), sizeOrUnknown(args[2]));
            auto t = computeEntrySize(*e.args[1]);
            auto f2 = computeEntrySize(*e.args[2]);
            if (t && f2)
                m_entries[e.id] = EntrySize{t->container, unite(t->key, f2->key), unite(t->val, f2->val)};
            return {add(argCosts[0], unite(argCosts[1], argCosts[2])), size};
        }
        if ((id == "add_string" || id == "add_bytes" || id == "add_list") && args.size() == 2) {
            Range rs = add(sizeOrUnknown(args[0]), sizeOrUnknown(args[1]));
            auto l = computeEntrySize(*e.args[0]);
            auto r = computeEntrySize(*e.args[1]);
            if (l && r)
                m_entries[e.id] = EntrySize{l->container, unite(l->key, r->key), unite(l->val, r->val)};
            if (id == "add_list")
                return {add(fixed(1), argSum()), rs};
            return {add(multiplyByFactor(rs, f), argSum()), rs};
        }
        static const char *const sized[] = {
            "less_string", "greater_string", "less_equals_string", "greater_equals_string",
            "less_bytes",  "greater_bytes",  "less_equals_bytes",  "greater_equals_bytes",
            "equals",      "not_equals"};
        for (const char *s : sized) {
            if (id == s) {
                Range l = sizeOrUnknown(args[0]), r = sizeOrUnknown(args[1]);
                std::uint64_t smallest = std::min(l.max, r.max);
                Range c{smallest > 0 ? 1u : 0u, smallest};
                return {add(multiplyByFactor(c, f), argSum()), std::nullopt};
            }
        }
        return {add(fixed(1), argSum()), std::nullopt};
    }
};

CostRange Program::estimateCost() const {
    Estimator e(*this);
    return e.run();
}

CostRange Program::estimateCostIntended() const {
    Estimator e(*this, false, true);
    return e.run();
}

CostBreakdown Program::estimateCostBreakdown() const {
    Estimator e(*this, true);
    Range total = e.run();
    return e.breakdown(total);
}

} // namespace cel
