// Kubernetes CEL libraries (k8s.io/apiserver/pkg/cel/library).
#include "cel/library.h"
#include "cel/runtime.h"

namespace cel::lib {

namespace {
using namespace cel::types;

// The traversal cost Kubernetes charges for list functions: one per element.
RuntimeCostFn listTraversal()
{
    return [](const Value *a, std::size_t, const Value &) { return std::uint64_t(a[0].costSize()); };
}
} // namespace

void addKubernetesLists(Env &env, int version)
{
    Builder b(env);
    const TypeP T = param("T"), LT = list(param("T")), B = boolean(), I = int64();
    std::vector<TypeP> comparable = {int64(), uint64(), dbl(), boolean(), string(), bytes(), duration(), timestamp()};
    for (const TypeP &t : comparable) {
        std::string n = t->toString();
        if (t->kind == TypeKind::Duration)
            n = "duration";
        if (t->kind == TypeKind::Timestamp)
            n = "timestamp";
        b.member("isSorted", "list_" + n + "_is_sorted_bool", {list(t)}, B, [](const Value *a, std::size_t) {
             const List &l = a[0].asList();
             for (std::size_t i = 1; i < l.size(); ++i) {
                 auto o = valueCompare(l[i - 1], l[i]);
                 if (!o)
                     return runtime::noSuchOverload("isSorted");
                 if (*o == Order::Greater)
                     return Value(false);
             }
             return Value(true);
         }).cost = listTraversal();
        auto minmax = [](bool isMin) {
            return [isMin](const Value *a, std::size_t) {
                const List &l = a[0].asList();
                if (l.empty())
                    return Value::error(std::string(isMin ? "min" : "max") + "(list) called on empty list");
                Value best = l[0];
                for (std::size_t i = 1; i < l.size(); ++i) {
                    auto o = valueCompare(l[i], best);
                    if (!o)
                        return runtime::noSuchOverload(isMin ? "min" : "max");
                    if ((isMin && *o == Order::Less) || (!isMin && *o == Order::Greater))
                        best = l[i];
                }
                return best;
            };
        };
        b.member("min", "list_" + n + "_min_" + n, {list(t)}, t, minmax(true)).cost = listTraversal();
        b.member("max", "list_" + n + "_max_" + n, {list(t)}, t, minmax(false)).cost = listTraversal();
    }
    for (const TypeP &t : {int64(), uint64(), dbl(), duration()}) {
        std::string n = t->kind == TypeKind::Duration ? "duration" : t->toString();
        b.member("sum", "list_" + n + "_sum_" + n, {list(t)}, t, [t](const Value *a, std::size_t) {
             const List &l = a[0].asList();
             switch (t->kind) {
             case TypeKind::Int: {
                 std::int64_t s = 0;
                 for (const auto &v : l)
                     if (__builtin_add_overflow(s, v.asInt(), &s))
                         return Value::error("integer overflow");
                 return Value(s);
             }
             case TypeKind::Uint: {
                 std::uint64_t s = 0;
                 for (const auto &v : l)
                     if (__builtin_add_overflow(s, v.asUint(), &s))
                         return Value::error("unsigned integer overflow");
                 return Value(s);
             }
             case TypeKind::Double: {
                 double s = 0;
                 for (const auto &v : l)
                     s += v.asDouble();
                 return Value(s);
             }
             default: {
                 std::int64_t s = 0;
                 for (const auto &v : l)
                     if (__builtin_add_overflow(s, v.asDuration().nanos, &s))
                         return Value::error("integer overflow");
                 return Value(Duration{s});
             }
             }
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
    (void)version;
}

void addKubernetesRegex(Env &env)
{
    Builder b(env);
    const TypeP S = string(), I = int64();
    RuntimeCostFn cost = [](const Value *a, std::size_t, const Value &) {
        return ceilMul(1 + a[0].costSize(), kStringTraversalCostFactor) *
               ceilMul(a[1].costSize(), kRegexStringLengthCostFactor);
    };
    b.member("find", "string_find_string", {S, S}, S, [](const Value *a, std::size_t) {
         std::string err;
         auto re = compileRegex(a[1].asString(), err);
         if (!re)
             return Value::error(err);
         auto m = regexFind(*re, a[0].asString());
         return Value::string(m ? *m : std::string());
     }).cost = cost;
    auto findAll = [](const Value *a, std::size_t n) {
        std::string err;
        auto re = compileRegex(a[1].asString(), err);
        if (!re)
            return Value::error(err);
        std::int64_t limit = n == 3 ? a[2].asInt() : -1;
        List out;
        for (auto &s : regexFindAll(*re, a[0].asString(), limit))
            out.push_back(Value::string(std::move(s)));
        return Value::list(std::move(out));
    };
    b.member("findAll", "string_find_all_string", {S, S}, list(S), findAll).cost = cost;
    b.member("findAll", "string_find_all_string_int", {S, S, I}, list(S), findAll).cost = cost;
}

} // namespace cel::lib
