#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

/// Pieces of the static cost estimator shared with libraries that bring their
/// own estimates (Kubernetes' library.CostEstimator).
namespace cel {

struct Expr;
struct Type;
using TypeP = std::shared_ptr<const Type>;

struct CostRange {
    std::uint64_t min = 0;
    std::uint64_t max = 0;
};

} // namespace cel

namespace cel::estimate {

using Range = CostRange;

inline constexpr std::uint64_t kMax = UINT64_MAX;

Range add(Range a, Range b);
Range multiply(Range a, Range b);
Range multiplyByFactor(Range a, double factor);
Range unite(Range a, Range b);
inline Range fixed(std::uint64_t v) {
    return {v, v};
}
inline Range unknown() {
    return {0, kMax};
}
std::uint64_t addSat(std::uint64_t a, std::uint64_t b);
std::uint64_t mulSat(std::uint64_t a, std::uint64_t b);
std::uint64_t mulFactor(std::uint64_t x, double f);

/// uint64(x) for a float64 as Go computes it on amd64 (out-of-range values
/// wrap the way the generated code does, without undefined behaviour here).
inline std::uint64_t goFloatToUint64(double x) {
    constexpr double two63 = 9223372036854775808.0;
    if (!(x == x))
        return 0x8000000000000000ull;
    if (x < two63) {
        if (x <= -two63)
            return 0x8000000000000000ull;
        return std::uint64_t(std::int64_t(x));
    }
    double y = x - two63;
    std::uint64_t r = y >= two63 ? 0x8000000000000000ull : std::uint64_t(std::int64_t(y));
    return r ^ 0x8000000000000000ull;
}

/// cel-go's AstNode: an argument or target as the estimator sees it.
struct Node {
    std::optional<std::vector<std::string>> path;
    TypeP type;
    const Expr *expr = nullptr;
    std::optional<Range> computedSize;
};

/// The size estimator of the environment (path-based), for library estimates.
using SizeFn = std::function<std::optional<Range>(const Node &)>;

struct Call {
    Range cost;
    std::optional<Range> resultSize;
};

/// Size of a node as extension estimators compute it: its computed size, else
/// the environment's estimate, else unknown.
inline Range sizeOf(const Node &n, const SizeFn &size) {
    if (n.computedSize)
        return *n.computedSize;
    if (auto s = size(n))
        return *s;
    return unknown();
}

} // namespace cel::estimate
