// Kubernetes CEL libraries (k8s.io/apiserver/pkg/cel/library).
#include "cel/library.h"
#include "cel/runtime.h"

#include <map>
#include <set>

namespace cel::lib {

std::uint64_t formatMaxRegexSize(const Opaque &format) {
    return formatRegexSize(format);
}

namespace {
using namespace cel::types;

// Values cel-go can add to (traits.Adder).
bool isAdder(const Value &v) {
    switch (v.kind()) {
    case Value::Kind::Int:
    case Value::Kind::Uint:
    case Value::Kind::Double:
    case Value::Kind::String:
    case Value::Kind::Bytes:
    case Value::Kind::List:
    case Value::Kind::Duration:
    case Value::Kind::Timestamp:
        return true;
    default:
        return false;
    }
}

// acc.Add(v) for the kinds a sum starts from; anything else has no overload.
Value addForSum(const Value &acc, const Value &v) {
    using K = Value::Kind;
    if (acc.kind() == K::Int && v.kind() == K::Int) {
        std::int64_t r;
        if (__builtin_add_overflow(acc.asInt(), v.asInt(), &r))
            return Value::error("integer overflow");
        return Value(r);
    }
    if (acc.kind() == K::Uint && v.kind() == K::Uint) {
        std::uint64_t r;
        if (__builtin_add_overflow(acc.asUint(), v.asUint(), &r))
            return Value::error("unsigned integer overflow");
        return Value(r);
    }
    if (acc.kind() == K::Double && v.kind() == K::Double)
        return Value(acc.asDouble() + v.asDouble());
    if (acc.kind() == K::Duration && v.kind() == K::Duration) {
        std::int64_t r;
        if (__builtin_add_overflow(acc.asDuration().nanos, v.asDuration().nanos, &r))
            return Value::error("integer overflow");
        return Value(Duration{r});
    }
    if (acc.kind() == K::Duration && v.kind() == K::Timestamp)
        return addTimestampDuration(v.asTimestamp(), acc.asDuration());
    if (acc.kind() == K::Timestamp && v.kind() == K::Duration)
        return addTimestampDuration(acc.asTimestamp(), v.asDuration());
    return runtime::noSuchOverload("sum");
}

// The traversal cost Kubernetes charges for list functions: one per element.
RuntimeCostFn listTraversal() {
    return [](const Value *a, std::size_t, const Value &) {
        return std::uint64_t(a[0].costSize());
    };
}
} // namespace

void addKubernetesLists(Env &env, int version) {
    Builder b(env);
    const TypeP T = param("T"), LT = list(param("T")), B = boolean(), I = int64();
    std::vector<TypeP> comparable = {int64(),  uint64(), dbl(),      boolean(),
                                     string(), bytes(),  duration(), timestamp()};
    for (const TypeP &t : comparable) {
        std::string n = t->toString();
        if (t->kind == TypeKind::Duration)
            n = "duration";
        if (t->kind == TypeKind::Timestamp)
            n = "timestamp";
        b.member("isSorted", "list_" + n + "_is_sorted_bool", {list(t)}, B, [](const Value *a, std::size_t) {
             // Kubernetes' isSorted: each element must be comparable; a pair
             // that cannot be ordered (1 and 'a', NaN) does not unsort the list.
             const List &l = a[0].asList();
             for (std::size_t i = 0; i < l.size(); ++i) {
                 if (!isOrderable(l[i]))
                     return runtime::noSuchOverload("isSorted");
                 if (i > 0)
                     if (auto o = valueCompare(l[i - 1], l[i]); o && *o == Order::Greater)
                         return Value(false);
             }
             return Value(true);
         }).cost = listTraversal();
        auto minmax = [](bool isMin) {
            // Kubernetes' min and max keep the first element that compares
            // better; one that cannot be compared with the best is passed over.
            return [isMin](const Value *a, std::size_t) {
                const List &l = a[0].asList();
                const Value *best = nullptr;
                for (const Value &v : l) {
                    if (!isOrderable(v))
                        return runtime::noSuchOverload(isMin ? "min" : "max");
                    if (!best) {
                        best = &v;
                        continue;
                    }
                    const auto o = valueCompare(*best, v);
                    if (o && *o == (isMin ? Order::Greater : Order::Less))
                        best = &v;
                }
                if (!best)
                    return Value::error(std::string(isMin ? "min" : "max") + "(list) called on empty list");
                return *best;
            };
        };
        b.member("min", "list_" + n + "_min_" + n, {list(t)}, t, minmax(true)).cost = listTraversal();
        b.member("max", "list_" + n + "_max_" + n, {list(t)}, t, minmax(false)).cost = listTraversal();
    }
    for (const TypeP &t : {int64(), uint64(), dbl(), duration()}) {
        std::string n = t->kind == TypeKind::Duration ? "duration" : t->toString();
        b.member("sum", "list_" + n + "_sum_" + n, {list(t)}, t, [t](const Value *a, std::size_t) {
             // Kubernetes adds element to element as values do: a dyn list
             // whose elements do not add ([1, 'a'], [1, 2.5]) has no sum.
             const List &l = a[0].asList();
             if (l.empty()) {
                 switch (t->kind) {
                 case TypeKind::Int:
                     return Value(std::int64_t(0));
                 case TypeKind::Uint:
                     return Value(std::uint64_t(0));
                 case TypeKind::Double:
                     return Value(0.0);
                 default:
                     return Value(Duration{0});
                 }
             }
             Value acc = l[0];
             for (std::size_t i = 0; i < l.size(); ++i) {
                 if (!isAdder(l[i]))
                     return runtime::noSuchOverload("sum");
                 if (i > 0)
                     acc = addForSum(acc, l[i]);
                 if (acc.isError())
                     return acc;
             }
             return acc;
         }).cost = listTraversal();
    }
    auto indexOf = [](bool last) {
        return [last](const Value *a, std::size_t) {
            const List &l = a[0].asList();
            if (!last) {
                for (std::size_t i = 0; i < l.size(); ++i)
                    if (valueEquals(l[i], a[1]))
                        return Value(std::int64_t(i));
            } else {
                for (std::size_t i = l.size(); i > 0; --i)
                    if (valueEquals(l[i - 1], a[1]))
                        return Value(std::int64_t(i - 1));
            }
            return Value(std::int64_t(-1));
        };
    };
    b.member("indexOf", "list_a_index_of_int", {LT, T}, I, indexOf(false)).cost = listTraversal();
    b.member("lastIndexOf", "list_a_last_index_of_int", {LT, T}, I, indexOf(true)).cost = listTraversal();
    if (version >= 1) {
        b.member("includes", "list_includes_dyn_dyn", {dyn(), dyn()}, B, [](const Value *a, std::size_t) {
             if (a[0].kind() == Value::Kind::List) {
                 for (const auto &v : a[0].asList())
                     if (valueEquals(v, a[1]))
                         return Value(true);
                 return Value(false);
             }
             return Value(valueEquals(a[0], a[1]));
         }).cost = listTraversal();
    }
}

void addKubernetesRegex(Env &env) {
    Builder b(env);
    const TypeP S = string(), I = int64();
    RuntimeCostFn cost = [](const Value *a, std::size_t, const Value &) {
        return ceilMul(1 + a[0].costSize(), kStringTraversalCostFactor) *
               ceilMul(a[1].costSize(), kRegexStringLengthCostFactor);
    };
    b.member("find", "string_find_string", {S, S}, S, [](const Value *a, std::size_t) {
         auto re = compileRegex(a[1].asString());
         if (!re)
             return Value::error(re.error());
         auto m = regexFind(**re, a[0].asString());
         return Value::string(m ? *m : std::string());
     }).cost = cost;
    auto findAll = [](const Value *a, std::size_t n) {
        auto re = compileRegex(a[1].asString());
        if (!re)
            return Value::error(re.error());
        std::int64_t limit = n == 3 ? a[2].asInt() : -1;
        return Value::stringList(regexFindAll(**re, a[0].asString(), limit));
    };
    b.member("findAll", "string_find_all_string", {S, S}, list(S), findAll).cost = cost;
    b.member("findAll", "string_find_all_string_int", {S, S, I}, list(S), findAll).cost = cost;
}

} // namespace cel::lib

namespace cel::lib {

namespace {

// Kubernetes' traversalCost: byte length × 0.1 (truncated) for strings and
// bytes, summed over list elements and map entries, 1 for anything else.
std::uint64_t traversalCost(const Value &v) {
    switch (v.kind()) {
    case Value::Kind::String:
        return std::uint64_t(double(v.asString().size()) * kStringTraversalCostFactor);
    case Value::Kind::Bytes:
        return std::uint64_t(double(v.asBytes().size()) * kStringTraversalCostFactor);
    case Value::Kind::List: {
        std::uint64_t c = 0;
        for (const auto &e : v.asList())
            c += traversalCost(e);
        return c;
    }
    case Value::Kind::Map: {
        std::uint64_t c = 0;
        for (const auto &[k, e] : v.asMap().entries())
            c += traversalCost(k) + traversalCost(e);
        return c;
    }
    default:
        return 1;
    }
}

std::uint64_t ceilSize(const Value &v, double f) {
    return ceilMul(v.costSize(), f);
}

bool isKubernetesOpaque(const Value &v) {
    return v.kind() == Value::Kind::Opaque;
}

} // namespace

namespace {

// The rules of Kubernetes' library.CostEstimator.CallCost, keyed by function name.
enum class CostRule : std::uint8_t {
    None,
    Check,
    One,
    Selector,
    Traversal,
    Size,
    DoubleSize,
    Join,
    Regex,
    Ip,
    ContainsIP,
    ContainsCIDR,
    Validate,
    Equals
};

CostRule costRule(std::string_view fn) {
    using R = CostRule;
    static const std::map<std::string_view, CostRule, std::less<>> rules = {{"check", R::Check},
                                                                            {"serviceAccount", R::One},
                                                                            {"path", R::One},
                                                                            {"group", R::One},
                                                                            {"resource", R::One},
                                                                            {"subresource", R::One},
                                                                            {"namespace", R::One},
                                                                            {"name", R::One},
                                                                            {"allowed", R::One},
                                                                            {"reason", R::One},
                                                                            {"error", R::One},
                                                                            {"errored", R::One},
                                                                            {"fieldSelector", R::Selector},
                                                                            {"labelSelector", R::Selector},
                                                                            {"isSorted", R::Traversal},
                                                                            {"sum", R::Traversal},
                                                                            {"max", R::Traversal},
                                                                            {"min", R::Traversal},
                                                                            {"indexOf", R::Traversal},
                                                                            {"lastIndexOf", R::Traversal},
                                                                            {"includes", R::Traversal},
                                                                            {"url", R::Size},
                                                                            {"lowerAscii", R::Size},
                                                                            {"upperAscii", R::Size},
                                                                            {"substring", R::Size},
                                                                            {"trim", R::Size},
                                                                            {"jsonpatch.escapeKey", R::Size},
                                                                            {"replace", R::DoubleSize},
                                                                            {"split", R::DoubleSize},
                                                                            {"join", R::Join},
                                                                            {"find", R::Regex},
                                                                            {"findAll", R::Regex},
                                                                            {"cidr", R::Size},
                                                                            {"isIP", R::Size},
                                                                            {"isCIDR", R::Size},
                                                                            {"ip", R::Ip},
                                                                            {"ip.isCanonical", R::DoubleSize},
                                                                            {"masked", R::One},
                                                                            {"prefixLength", R::One},
                                                                            {"family", R::One},
                                                                            {"isUnspecified", R::One},
                                                                            {"isLoopback", R::One},
                                                                            {"isLinkLocalMulticast", R::One},
                                                                            {"isLinkLocalUnicast", R::One},
                                                                            {"isGlobalUnicast", R::One},
                                                                            {"containsIP", R::ContainsIP},
                                                                            {"containsCIDR", R::ContainsCIDR},
                                                                            {"quantity", R::Size},
                                                                            {"isQuantity", R::Size},
                                                                            {"semver", R::Size},
                                                                            {"isSemver", R::Size},
                                                                            {"validate", R::Validate},
                                                                            {"format.named", R::One},
                                                                            {"sign", R::One},
                                                                            {"asInteger", R::One},
                                                                            {"isInteger", R::One},
                                                                            {"asApproximateFloat", R::One},
                                                                            {"isGreaterThan", R::One},
                                                                            {"isLessThan", R::One},
                                                                            {"compareTo", R::One},
                                                                            {"add", R::One},
                                                                            {"sub", R::One},
                                                                            {"major", R::One},
                                                                            {"minor", R::One},
                                                                            {"patch", R::One},
                                                                            {"getScheme", R::One},
                                                                            {"getHostname", R::One},
                                                                            {"getHost", R::One},
                                                                            {"getPort", R::One},
                                                                            {"getEscapedPath", R::One},
                                                                            {"getQuery", R::One},
                                                                            {"_==_", R::Equals}};
    auto it = rules.find(fn);
    return it == rules.end() ? R::None : it->second;
}

} // namespace

std::uint8_t kubernetesCostRule(const std::string &function) {
    return std::uint8_t(costRule(function));
}

std::optional<std::uint64_t> kubernetesCallCost(std::uint8_t rule, const std::string &id, const Value *args,
                                                std::size_t n, const Value &result) {
    const double f = kStringTraversalCostFactor;
    switch (CostRule(rule)) {
    case CostRule::None:
        return std::nullopt;
    case CostRule::Check:
        return 350000;
    case CostRule::One:
        return 1;
    case CostRule::Selector:
        if (n >= 2) {
            std::uint64_t len = args[1].costSize();
            estimate::Range parse = estimate::multiplyByFactor({len, len}, f);
            estimate::Range reqCount = estimate::multiplyByFactor({len, len}, 0.5);
            estimate::Range reqCost = estimate::multiplyByFactor(reqCount, 50);
            return estimate::add(estimate::add({10, 10}, parse), reqCost).max;
        }
        return std::nullopt;
    case CostRule::Traversal:
        return n > 0 ? traversalCost(args[0]) : 0;
    case CostRule::Size:
        if (n >= 1)
            return ceilSize(args[0], f);
        return std::nullopt;
    case CostRule::DoubleSize:
        if (n >= 1)
            return ceilSize(args[0], 2 * f);
        return std::nullopt;
    case CostRule::Join:
        if (n >= 1)
            return ceilSize(result, 2 * f);
        return std::nullopt;
    case CostRule::Regex:
        if (n >= 2)
            return ceilMul(1 + args[0].costSize(), f) *
                   ceilMul(args[1].costSize(), kRegexStringLengthCostFactor);
        return std::nullopt;
    case CostRule::Ip:
        if (n >= 1) {
            if (id == "cidr_ip")
                return 1;
            return ceilSize(args[0], f);
        }
        return std::nullopt;
    case CostRule::ContainsIP:
        if (n >= 2) {
            std::uint64_t cidr = args[0].costSize(), other = args[1].costSize();
            std::uint64_t c = ceilMul(cidr + cidr, f);
            if (id == "cidr_contains_ip_string")
                c += ceilMul(other, f);
            return c;
        }
        return std::nullopt;
    case CostRule::ContainsCIDR:
        if (n >= 2) {
            std::uint64_t cidr = args[0].costSize(), other = args[1].costSize();
            std::uint64_t c = ceilMul(cidr + cidr, f) + ceilMul(cidr, f) + 1;
            if (id == "cidr_contains_cidr_string")
                c += ceilMul(other, f);
            return c;
        }
        return std::nullopt;
    case CostRule::Validate:
        if (n >= 2 && args[0].kind() == Value::Kind::Opaque &&
            args[0].asOpaque().typeName() == "kubernetes.NamedFormat") {
            std::uint64_t maxRegex = formatMaxRegexSize(args[0].asOpaque());
            return ceilMul(1 + args[1].costSize(), f) * ceilMul(maxRegex, kRegexStringLengthCostFactor);
        }
        return std::nullopt;
    case CostRule::Equals:
        if (n == 2 && isKubernetesOpaque(args[0]))
            return 1;
        return std::nullopt;
    }
    return std::nullopt;
}

std::optional<estimate::Call> kubernetesEstimateCallCost(const std::string &fn, const std::string &id,
                                                         const estimate::Node *target,
                                                         const std::vector<estimate::Node> &args,
                                                         const estimate::SizeFn &sizeFn) {
    using estimate::Range;
    const double f = kStringTraversalCostFactor;
    auto size = [&](const estimate::Node &n) -> Range {
        if (n.computedSize)
            return *n.computedSize;
        if (auto s = sizeFn(n))
            return *s;
        return estimate::unknown();
    };
    auto fixedCall = [](std::uint64_t v) {
        return estimate::Call{estimate::fixed(v), std::nullopt};
    };
    auto elementNode = [](const estimate::Node &list) -> std::optional<estimate::Node> {
        if (!list.type || list.type->params.empty())
            return std::nullopt;
        estimate::Node el;
        el.type = list.type->params[0];
        if (list.path) {
            auto p = *list.path;
            p.push_back("@items");
            el.path = p;
        }
        return el;
    };
    if (fn == "check")
        return fixedCall(350000);
    if (fn == "serviceAccount" || fn == "path" || fn == "group" || fn == "resource" || fn == "subresource" ||
        fn == "namespace" || fn == "name" || fn == "allowed" || fn == "reason" || fn == "error" ||
        fn == "errored")
        return fixedCall(1);
    if (fn == "fieldSelector" || fn == "labelSelector") {
        if (args.size() == 1) {
            Range len = size(args[0]);
            Range parse = estimate::multiplyByFactor(len, f);
            Range req = estimate::multiplyByFactor(estimate::multiplyByFactor(len, 0.5), 50);
            return estimate::Call{estimate::add(estimate::add({10, 10}, parse), req), std::nullopt};
        }
        return std::nullopt;
    }
    if (fn == "isSorted" || fn == "sum" || fn == "max" || fn == "min" || fn == "indexOf" ||
        fn == "lastIndexOf" || fn == "includes") {
        if (!target)
            return std::nullopt;
        Range el{1, 1};
        if (auto en = elementNode(*target)) {
            TypeKind k = en->type->kind;
            if (k == TypeKind::String || k == TypeKind::Bytes)
                el = estimate::add(el, estimate::multiplyByFactor(size(*en), f));
            return estimate::Call{estimate::multiply(size(*target), el), std::nullopt};
        }
        if (fn == "includes")
            return estimate::Call{estimate::multiply(size(*target), el), std::nullopt};
        return estimate::Call{estimate::multiplyByFactor(size(*target), f), std::nullopt};
    }
    if (fn == "url" || fn == "jsonpatch.escapeKey") {
        if (args.size() == 1) {
            Range sz = size(args[0]);
            return estimate::Call{estimate::multiplyByFactor(sz, f), sz};
        }
        return std::nullopt;
    }
    if (fn == "lowerAscii" || fn == "upperAscii" || fn == "substring" || fn == "trim") {
        if (target) {
            Range sz = size(*target);
            return estimate::Call{estimate::multiplyByFactor(sz, f), sz};
        }
        return std::nullopt;
    }
    if (fn == "replace") {
        if (target && args.size() >= 2) {
            Range sz = size(*target), from = size(args[0]), with = size(args[1]);
            Range count{0, 0}, retained{0, 0};
            if (from.min == 0) {
                count.max = sz.max < estimate::kMax ? sz.max + 1 : sz.max;
                retained.max = sz.max;
            } else if (with.max <= from.min) {
                count.max = 0;
                retained.max = sz.max;
            } else {
                count.max = estimate::goFloatToUint64(std::ceil(double(sz.max) / double(from.min)));
            }
            if (from.max == 0) {
                count.min = sz.min < estimate::kMax ? sz.min + 1 : sz.min;
                retained.min = sz.min;
            } else if (from.max <= with.min) {
                count.min = 0;
                retained.min = sz.min;
            } else {
                count.min = estimate::goFloatToUint64(std::ceil(double(sz.min) / double(from.max)));
            }
            Range rs = estimate::add(estimate::multiply(count, with), retained);
            return estimate::Call{estimate::multiplyByFactor(sz, 2 * f), rs};
        }
        return std::nullopt;
    }
    if (fn == "split") {
        if (target) {
            Range sz = size(*target);
            std::uint64_t mx = sz.max;
            if (args.size() > 1 && args[1].expr && args[1].expr->kind == ExprKind::Const &&
                args[1].expr->constant.kind() == Value::Kind::Int)
                mx = std::uint64_t(args[1].expr->constant.asInt());
            return estimate::Call{estimate::multiplyByFactor(sz, 2 * f), Range{0, mx}};
        }
        return std::nullopt;
    }
    if (fn == "join") {
        if (target) {
            Range sz{0, 0};
            Range listSize = size(*target);
            if (auto en = elementNode(*target))
                sz = estimate::multiply(listSize, size(*en));
            if (!args.empty()) {
                Range sep = size(args[0]);
                Range seps{listSize.min > 0 ? listSize.min - 1 : 0, listSize.max > 0 ? listSize.max - 1 : 0};
                sz = estimate::add(sz, estimate::multiply(sep, seps));
            }
            return estimate::Call{estimate::multiplyByFactor(sz, f), sz};
        }
        return std::nullopt;
    }
    if (fn == "find" || fn == "findAll") {
        if (target && !args.empty()) {
            Range sz = size(*target);
            Range sc = estimate::multiplyByFactor(estimate::add(sz, {1, 1}), f);
            Range rc = estimate::multiplyByFactor(size(args[0]), kRegexStringLengthCostFactor);
            return estimate::Call{estimate::multiply(sc, rc), Range{0, sz.max}};
        }
        return std::nullopt;
    }
    if (fn == "cidr" || fn == "isIP" || fn == "isCIDR" || fn == "quantity" || fn == "isQuantity" ||
        fn == "semver" || fn == "isSemver") {
        if (!args.empty())
            return estimate::Call{estimate::multiplyByFactor(size(args[0]), f), std::nullopt};
        return std::nullopt;
    }
    if (fn == "ip") {
        if (id == "cidr_ip")
            return fixedCall(1);
        if (!args.empty())
            return estimate::Call{estimate::multiplyByFactor(size(args[0]), f), std::nullopt};
        return std::nullopt;
    }
    if (fn == "ip.isCanonical") {
        if (!args.empty())
            return estimate::Call{estimate::multiplyByFactor(size(args[0]), 2 * f), std::nullopt};
        return std::nullopt;
    }
    if (fn == "masked" || fn == "prefixLength" || fn == "family" || fn == "isUnspecified" ||
        fn == "isLoopback" || fn == "isLinkLocalMulticast" || fn == "isLinkLocalUnicast" ||
        fn == "isGlobalUnicast")
        return fixedCall(1);
    if (fn == "containsIP" || fn == "containsCIDR") {
        if (!args.empty()) {
            Range sz{4, 16};
            Range c = estimate::multiplyByFactor(estimate::add(sz, sz), f);
            if (fn == "containsCIDR") {
                c = estimate::add(c, estimate::multiplyByFactor(sz, f));
                c = estimate::add(c, {1, 1});
            }
            if (id == "cidr_contains_ip_string" || id == "cidr_contains_cidr_string")
                c = estimate::add(c, estimate::multiplyByFactor(size(args[0]), f));
            return estimate::Call{c, std::nullopt};
        }
        return std::nullopt;
    }
    if (fn == "validate") {
        if (!args.empty())
            return estimate::Call{
                estimate::multiplyByFactor(estimate::multiplyByFactor(size(args[0]), f),
                                           double(kMaxNameFormatRegexSize) * kRegexStringLengthCostFactor),
                std::nullopt};
        return std::nullopt;
    }
    if (fn == "format.named")
        return fixedCall(1);
    if (fn == "sign" || fn == "asInteger" || fn == "isInteger" || fn == "asApproximateFloat" ||
        fn == "isGreaterThan" || fn == "isLessThan" || fn == "compareTo" || fn == "add" || fn == "sub" ||
        fn == "major" || fn == "minor" || fn == "patch")
        return fixedCall(1);
    if (fn == "getScheme" || fn == "getHostname" || fn == "getHost" || fn == "getPort" ||
        fn == "getEscapedPath" || fn == "getQuery")
        return fixedCall(1);
    if (fn == "_==_" && args.size() == 2 && args[0].type && args[1].type &&
        typeEquals(args[0].type, args[1].type)) {
        const TypeP &t = args[0].type;
        if (t->kind == TypeKind::Opaque) {
            const std::string &name = t->name;
            if (name == "net.IP" || name == "net.CIDR" || name == "kubernetes.Quantity" ||
                name == "kubernetes.Semver" || name.rfind("kubernetes.authorization.", 0) == 0)
                return fixedCall(1);
            if (name == "kubernetes.NamedFormat")
                return estimate::Call{estimate::multiplyByFactor({1, kMaxFormatSize}, f), std::nullopt};
            if (name == "kubernetes.URL") {
                Range sz{1, 1};
                if (args[1].computedSize)
                    sz = estimate::unite(*args[1].computedSize, *args[1].computedSize);
                return estimate::Call{estimate::multiplyByFactor({1, sz.max}, f), std::nullopt};
            }
        }
    }
    return std::nullopt;
}

} // namespace cel::lib
