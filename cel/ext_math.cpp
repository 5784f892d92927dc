// cel-go's math extension (ext.Math): the math.@min / math.@max helpers behind
// the math.least / math.greatest macros (expanded by the parser), rounding,
// sign, floating-point predicates, bitwise operations and sqrt.
#include "cel/library.h"
#include "cel/runtime.h"

#include <cmath>

namespace cel::lib {

namespace {

using namespace cel::types;

// One step of min/max: the preferred of a and b, or the comparison error
// suffixed with the helper's name as cel-go reports it.
Value pickPair(const Value &a, const Value &b, bool greatest, const char *fn) {
    if (a.isError())
        return a;
    if (b.isError())
        return b;
    if (!isOrderable(a))
        return Value::error("no such overload");
    auto order = valueCompare(a, b);
    if (!order)
        return Value::error(std::string("no such overload: ") + fn);
    if (*order == Order::Unordered)
        return Value::error(std::string("NaN values cannot be ordered: ") + fn);
    if (greatest)
        return *order == Order::Less ? b : a;
    return *order == Order::Greater ? b : a;
}

Value pickList(const List &l, bool greatest, const char *fn) {
    if (l.empty())
        return Value::error(std::string(fn) + "(list) argument must not be empty");
    Value best = l[0];
    for (std::size_t i = 1; i < l.size(); ++i)
        best = pickPair(best, l[i], greatest, fn);
    switch (best.kind()) {
    case Value::Kind::Int:
    case Value::Kind::Uint:
    case Value::Kind::Double:
    case Value::Kind::Error:
        return best;
    default:
        return Value::error(std::string("no such overload: ") + fn);
    }
}

void addMinMax(Builder &b, const std::string &fn, const char *idPrefix, bool greatest) {
    const char *name = greatest ? "math.@max" : "math.@min";
    const std::pair<const char *, TypeP> nums[] = {{"double", dbl()}, {"int", int64()}, {"uint", uint64()}};
    auto identity = [](const Value *a, std::size_t) {
        return a[0];
    };
    auto pair = [greatest, name](const Value *a, std::size_t) {
        return pickPair(a[0], a[1], greatest, name);
    };
    auto overList = [greatest, name](const Value *a, std::size_t) {
        return pickList(a[0].asList(), greatest, name);
    };
    for (const auto &[n, t] : nums)
        b.global(fn, std::string(idPrefix) + n, {t}, t, identity);
    for (const auto &[n1, t1] : nums)
        for (const auto &[n2, t2] : nums)
            b.global(fn, std::string(idPrefix) + n1 + "_" + n2, {t1, t2}, t1 == t2 ? t1 : dyn(), pair);
    for (const auto &[n, t] : nums)
        b.global(fn, std::string(idPrefix) + "list_" + n, {list(t)}, t, overList);
}

std::uint64_t shifted(std::uint64_t v, std::int64_t bits, bool left) {
    if (bits >= 64)
        return 0;
    return left ? v << bits : v >> bits;
}

} // namespace

void addMathExt(Env &env, int version) {
    Builder b(env);
    addMinMax(b, "math.@max", "math_@max_", true);
    addMinMax(b, "math.@min", "math_@min_", false);
    if (version >= 1) {
        const TypeP D = dbl(), I = int64(), U = uint64(), B = boolean();
        auto unaryDouble = [&](const char *fn, const char *id, double (*f)(double)) {
            b.global(fn, id, {D}, D, [f](const Value *a, std::size_t) { return Value(f(a[0].asDouble())); });
        };
        unaryDouble("math.ceil", "math_ceil_double", [](double d) { return std::ceil(d); });
        unaryDouble("math.floor", "math_floor_double", [](double d) { return std::floor(d); });
        unaryDouble("math.round", "math_round_double", [](double d) { return std::round(d); });
        unaryDouble("math.trunc", "math_trunc_double", [](double d) { return std::trunc(d); });
        b.global("math.isInf", "math_isInf_double", {D}, B,
                 [](const Value *a, std::size_t) { return Value(bool(std::isinf(a[0].asDouble()))); });
        b.global("math.isNaN", "math_isNaN_double", {D}, B,
                 [](const Value *a, std::size_t) { return Value(bool(std::isnan(a[0].asDouble()))); });
        b.global("math.isFinite", "math_isFinite_double", {D}, B,
                 [](const Value *a, std::size_t) { return Value(bool(std::isfinite(a[0].asDouble()))); });

        b.global("math.abs", "math_abs_double", {D}, D,
                 [](const Value *a, std::size_t) { return Value(std::fabs(a[0].asDouble())); });
        b.global("math.abs", "math_abs_int", {I}, I, [](const Value *a, std::size_t) {
            std::int64_t v = a[0].asInt();
            if (v == INT64_MIN)
                return Value::error("integer overflow");
            return Value(v < 0 ? -v : v);
        });
        b.global("math.abs", "math_abs_uint", {U}, U, [](const Value *a, std::size_t) { return a[0]; });
        b.global("math.sign", "math_sign_double", {D}, D, [](const Value *a, std::size_t) {
            double d = a[0].asDouble();
            if (std::isnan(d))
                return Value(d);
            return Value(d > 0 ? 1.0 : d < 0 ? -1.0 : 0.0);
        });
        b.global("math.sign", "math_sign_int", {I}, I, [](const Value *a, std::size_t) {
            std::int64_t v = a[0].asInt();
            return Value(std::int64_t(v > 0 ? 1 : v < 0 ? -1 : 0));
        });
        b.global("math.sign", "math_sign_uint", {U}, U, [](const Value *a, std::size_t) {
            return Value(std::uint64_t(a[0].asUint() == 0 ? 0 : 1));
        });

        auto bitwise = [&](const char *fn, const char *name, auto op) {
            b.global(
                fn, std::string("math_") + name + "_int_int", {I, I}, I, [op](const Value *a, std::size_t) {
                    return Value(std::int64_t(op(std::uint64_t(a[0].asInt()), std::uint64_t(a[1].asInt()))));
                });
            b.global(fn, std::string("math_") + name + "_uint_uint", {U, U}, U,
                     [op](const Value *a, std::size_t) {
                         return Value(std::uint64_t(op(a[0].asUint(), a[1].asUint())));
                     });
        };
        bitwise("math.bitAnd", "bitAnd", [](std::uint64_t x, std::uint64_t y) { return x & y; });
        bitwise("math.bitOr", "bitOr", [](std::uint64_t x, std::uint64_t y) { return x | y; });
        bitwise("math.bitXor", "bitXor", [](std::uint64_t x, std::uint64_t y) { return x ^ y; });
        b.global("math.bitNot", "math_bitNot_int_int", {I}, I, [](const Value *a, std::size_t) {
            return Value(std::int64_t(~std::uint64_t(a[0].asInt())));
        });
        b.global("math.bitNot", "math_bitNot_uint_uint", {U}, U,
                 [](const Value *a, std::size_t) { return Value(~a[0].asUint()); });

        // Shifts by 64 or more give 0; right shifts of ints do not extend the sign.
        auto shift = [&](const char *fn, const char *name, bool left) {
            std::string err = std::string("math.") + name + "() negative offset: ";
            b.global(fn, std::string("math_") + name + "_int_int", {I, I}, I,
                     [left, err](const Value *a, std::size_t) {
                         if (a[1].asInt() < 0)
                             return Value::error(err + std::to_string(a[1].asInt()));
                         return Value(std::int64_t(shifted(std::uint64_t(a[0].asInt()), a[1].asInt(), left)));
                     });
            b.global(fn, std::string("math_") + name + "_uint_int", {U, I}, U,
                     [left, err](const Value *a, std::size_t) {
                         if (a[1].asInt() < 0)
                             return Value::error(err + std::to_string(a[1].asInt()));
                         return Value(shifted(a[0].asUint(), a[1].asInt(), left));
                     });
        };
        shift("math.bitShiftLeft", "bitShiftLeft", true);
        shift("math.bitShiftRight", "bitShiftRight", false);
    }
    if (version >= 2) {
        const TypeP D = dbl();
        b.global("math.sqrt", "math_sqrt_double", {D}, D,
                 [](const Value *a, std::size_t) { return Value(std::sqrt(a[0].asDouble())); });
        b.global("math.sqrt", "math_sqrt_int", {int64()}, D,
                 [](const Value *a, std::size_t) { return Value(std::sqrt(double(a[0].asInt()))); });
        b.global("math.sqrt", "math_sqrt_uint", {uint64()}, D,
                 [](const Value *a, std::size_t) { return Value(std::sqrt(double(a[0].asUint()))); });
    }
}

} // namespace cel::lib
