// Kubernetes quantity library: resource.Quantity semantics (parsing with
// suffixes, rounding up to nano, canonical String(), int64 fast path vs
// arbitrary-precision path as apimachinery keeps them).
#include "cel/library.h"
#include "cel/runtime.h"

#include <array>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <optional>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace cel::lib {

namespace {

enum class QFormat { DecimalExponent, BinarySI, DecimalSI };

// The largest number of decimal digits an operation builds. inf.Dec, which
// Kubernetes uses, has no bound: aligning 1e2000000000 with 1 makes it build
// two billion digits (the API server spends minutes and gigabytes on it);
// here such an operation is an error instead.
constexpr std::int64_t kMaxDigits = 100'000; // kErrTooLarge names it

/// 10^0 .. 10^19, every power of ten below 2^64.
constexpr auto kPow10u64 = [] {
    std::array<std::uint64_t, 20> t{};
    std::uint64_t v = 1;
    for (auto &x : t) {
        x = v;
        v *= 10; // wraps after 10^19, which is not kept
    }
    return t;
}();

/// An unsigned integer of any size: base 10^9 limbs, least significant
/// first, no zero limbs at the top (no limbs is zero). Quantities are decimal
/// (an amount times a power of ten), so every scaling is a shift of limbs and
/// a multiplication or division by a single limb.
class Mag {
public:
    static constexpr std::uint32_t kBase = 1'000'000'000;

    static Mag fromDigits(std::string_view d) {
        Mag m;
        for (std::size_t end = d.size(); end > 0;) {
            const std::size_t begin = end >= 9 ? end - 9 : 0;
            std::uint32_t limb = 0;
            for (std::size_t i = begin; i < end; ++i)
                limb = limb * 10 + std::uint32_t(d[i] - '0');
            m.limbs.push_back(limb);
            end = begin;
        }
        m.trim();
        return m;
    }
    static Mag fromU64(std::uint64_t v) {
        Mag m;
        for (; v != 0; v /= kBase)
            m.limbs.push_back(std::uint32_t(v % kBase));
        return m;
    }

    bool isZero() const { return limbs.empty(); }

    std::int64_t digits() const {
        if (limbs.empty())
            return 0;
        std::int64_t n = std::int64_t(limbs.size() - 1) * 9;
        for (std::uint32_t top = limbs.back(); top != 0; top /= 10)
            ++n;
        return n;
    }

    std::string str() const {
        if (limbs.empty())
            return "0";
        std::string s = std::to_string(limbs.back());
        char buf[16];
        for (std::size_t i = limbs.size() - 1; i-- > 0;) {
            std::snprintf(buf, sizeof buf, "%09u", unsigned(limbs[i]));
            s += buf;
        }
        return s;
    }

    /// The value when it is below 2^64.
    std::optional<std::uint64_t> toU64() const {
        if (limbs.size() > 3) // 10^27 and more
            return std::nullopt;
        Uint128 v = 0;
        for (std::size_t i = limbs.size(); i-- > 0;) {
            v = v * kBase + limbs[i];
            if (v > Uint128(UINT64_MAX))
                return std::nullopt;
        }
        return std::uint64_t(v);
    }

    void mulSmall(std::uint32_t m) { // m < kBase
        std::uint64_t carry = 0;
        for (auto &limb : limbs) {
            const std::uint64_t t = std::uint64_t(limb) * m + carry;
            limb = std::uint32_t(t % kBase);
            carry = t / kBase;
        }
        if (carry)
            limbs.push_back(std::uint32_t(carry));
        trim();
    }

    /// Divides by d (0 < d < kBase) and returns the remainder.
    std::uint32_t divSmall(std::uint32_t d) {
        std::uint64_t rem = 0;
        for (std::size_t i = limbs.size(); i-- > 0;) {
            const std::uint64_t cur = rem * kBase + limbs[i];
            limbs[i] = std::uint32_t(cur / d);
            rem = cur % d;
        }
        trim();
        return std::uint32_t(rem);
    }

    /// × 10^n (n ≥ 0); false, leaving the value as it was, when the result
    /// would have more than kMaxDigits digits.
    bool shiftUp(std::int64_t n) {
        if (isZero() || n == 0)
            return true;
        if (n > kMaxDigits || digits() + n > kMaxDigits)
            return false;
        mulSmall(kPow10[n % 9]);
        limbs.insert(limbs.begin(), std::size_t(n / 9), 0);
        return true;
    }

    /// ÷ 10^n (n ≥ 0), truncated; true when what was cut off was not zero.
    bool shiftDown(std::int64_t n) {
        if (isZero() || n == 0)
            return false;
        if (n / 9 >= std::int64_t(limbs.size())) {
            limbs.clear();
            return true;
        }
        bool dropped = false;
        for (std::int64_t i = 0; i < n / 9; ++i)
            dropped = dropped || limbs[std::size_t(i)] != 0;
        limbs.erase(limbs.begin(), limbs.begin() + n / 9);
        const bool rem = divSmall(kPow10[n % 9]) != 0;
        return dropped || rem;
    }

    static int compare(const Mag &a, const Mag &b) {
        if (a.limbs.size() != b.limbs.size())
            return a.limbs.size() < b.limbs.size() ? -1 : 1;
        for (std::size_t i = a.limbs.size(); i-- > 0;)
            if (a.limbs[i] != b.limbs[i])
                return a.limbs[i] < b.limbs[i] ? -1 : 1;
        return 0;
    }
    friend Mag operator+(const Mag &a, const Mag &b) {
        Mag r;
        std::uint32_t carry = 0;
        for (std::size_t i = 0; i < std::max(a.limbs.size(), b.limbs.size()) || carry; ++i) {
            std::uint32_t t =
                carry + (i < a.limbs.size() ? a.limbs[i] : 0) + (i < b.limbs.size() ? b.limbs[i] : 0);
            carry = t >= kBase;
            r.limbs.push_back(carry ? t - kBase : t);
        }
        r.trim();
        return r;
    }
    /// a − b for a ≥ b.
    friend Mag operator-(const Mag &a, const Mag &b) {
        Mag r = a;
        std::int64_t borrow = 0;
        for (std::size_t i = 0; i < r.limbs.size(); ++i) {
            std::int64_t t = std::int64_t(r.limbs[i]) - borrow - (i < b.limbs.size() ? b.limbs[i] : 0);
            borrow = t < 0;
            r.limbs[i] = std::uint32_t(t < 0 ? t + kBase : t);
        }
        r.trim();
        return r;
    }

    std::vector<std::uint32_t> limbs;

private:
    static constexpr std::uint32_t kPow10[9] = {1,      10,      100,      1000,     10000,
                                                100000, 1000000, 10000000, 100000000};
    void trim() {
        while (!limbs.empty() && limbs.back() == 0)
            limbs.pop_back();
    }
};

/// Go's math.Pow10: a product of two table entries (10^(32k) and 10^r), not
/// the correctly rounded power, so asApproximateFloat rounds as Kubernetes
/// does; +Inf above 10^308, 0 below 10^-323.
double goPow10(std::int64_t n) {
    static const double small[32] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10,
                                     1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21,
                                     1e22, 1e23, 1e24, 1e25, 1e26, 1e27, 1e28, 1e29, 1e30, 1e31};
    static const double pos32[10] = {1e0, 1e32, 1e64, 1e96, 1e128, 1e160, 1e192, 1e224, 1e256, 1e288};
    static const double neg32[11] = {1e-0,   1e-32,  1e-64,  1e-96,  1e-128, 1e-160,
                                     1e-192, 1e-224, 1e-256, 1e-288, 1e-320};
    if (n >= 0 && n <= 308)
        return pos32[n / 32] * small[n % 32];
    if (n < 0 && n >= -323)
        return neg32[-n / 32] / small[-n % 32];
    return n > 0 ? std::numeric_limits<double>::infinity() : 0.0;
}

class QuantityValue final : public Opaque {
public:
    bool dec = false; ///< the arbitrary-precision representation (inf.Dec)
    bool neg = false; ///< amount = (neg ? −mag : mag) × 10^scale; never a negative zero
    Mag mag;
    std::int64_t scale = 0;
    QFormat format = QFormat::DecimalSI;
    std::string cached; ///< the original text when it is canonical

    static QuantityValue ofInt(std::int64_t v) {
        QuantityValue q;
        q.neg = v < 0;
        q.mag = Mag::fromU64(v < 0 ? std::uint64_t(0) - std::uint64_t(v) : std::uint64_t(v));
        return q;
    }

    std::string_view typeName() const override { return "kubernetes.Quantity"; }
    bool equals(const Opaque &o) const override {
        auto *q = dynamic_cast<const QuantityValue *>(&o);
        return q && cmp(*q) == 0;
    }
    std::optional<int> compare(const Opaque &o) const override {
        auto *q = dynamic_cast<const QuantityValue *>(&o);
        if (!q)
            return std::nullopt;
        return cmp(*q);
    }

    int sign() const { return mag.isZero() ? 0 : neg ? -1 : 1; }

    /// Exact at any size and scale: the order of magnitude decides first,
    /// and only amounts of the same order are aligned (by fewer digits than
    /// they have).
    int cmp(const QuantityValue &o) const {
        const int sa = sign(), sb = o.sign();
        if (sa != sb)
            return sa < sb ? -1 : 1;
        if (sa == 0)
            return 0;
        const std::int64_t oa = mag.digits() + scale, ob = o.mag.digits() + o.scale;
        int m;
        if (oa != ob) {
            m = oa < ob ? -1 : 1;
        } else if (auto small = alignedSmall(o)) {
            m = small->first < small->second ? -1 : small->first > small->second ? 1 : 0;
        } else {
            Mag a = mag, b = o.mag;
            (scale > o.scale ? a : b).shiftUp(scale > o.scale ? scale - o.scale : o.scale - scale);
            m = Mag::compare(a, b);
        }
        return sa > 0 ? m : -m;
    }

    /// Both magnitudes aligned to the smaller scale, without allocating,
    /// when both are below 2^64 and the scales differ by at most 19 (the
    /// common case: every quantity an object holds).
    std::optional<std::pair<Uint128, Uint128>> alignedSmall(const QuantityValue &o) const {
        const std::int64_t d = scale - o.scale;
        if (d > 19 || d < -19)
            return std::nullopt;
        const auto a = mag.toU64(), b = o.mag.toU64();
        if (!a || !b)
            return std::nullopt;
        Uint128 x = *a, y = *b;
        if (d > 0)
            x *= kPow10u64[d];
        else if (d < 0)
            y *= kPow10u64[-d];
        return std::pair(x, y);
    }

    /// The amount scaled to 10^s (s ≤ scale) as an int64, when it fits.
    std::optional<std::int64_t> int64At(std::int64_t s) const {
        if (mag.isZero())
            return 0;
        const std::int64_t shift = scale - s;
        if (shift < 0 || mag.digits() + shift > 19)
            return std::nullopt;
        const auto m = mag.toU64(); // below 10^19: it fits
        const Uint128 u = Uint128(*m) * kPow10u64[shift];
        if (u > (neg ? Uint128(INT64_MAX) + 1 : Uint128(INT64_MAX)))
            return std::nullopt;
        return neg ? std::int64_t(std::uint64_t(0) - std::uint64_t(u)) : std::int64_t(std::uint64_t(u));
    }

    std::optional<std::int64_t> asInt64() const {
        if (dec || scale < 0)
            return std::nullopt;
        return int64At(0);
    }

    // Quantity.AsApproximateFloat64: the amount as the nearest double, times Go's Pow10.
    double approximate() const {
        double base = std::strtod(mag.str().c_str(), nullptr);
        if (neg)
            base = -base;
        if (scale == 0)
            return base;
        return base * goPow10(scale);
    }

    std::string repr() const override {
        if (!cached.empty())
            return cached;
        if (mag.isZero())
            return "0";
        QFormat f = format;
        Mag whole; // the amount at scale 0, when BinarySI keeps it exactly
        if (f == QFormat::BinarySI) {
            if (cmp(ofInt(-1024)) > 0 && cmp(ofInt(1024)) < 0) {
                f = QFormat::DecimalSI;
            } else {
                whole = mag;
                const bool exact = scale >= 0 ? whole.shiftUp(scale) : !whole.shiftDown(-scale);
                if (!exact) // a fraction (or more digits than kMaxDigits): shown as DecimalSI
                    f = QFormat::DecimalSI;
            }
        }
        const std::string sgn = neg ? "-" : "";
        if (f == QFormat::BinarySI) {
            // Kubernetes removes every factor of 1024; past Ei there is no
            // suffix and the number is shown without one, as Kubernetes does.
            int exp = 0;
            for (Mag q = whole; !q.isZero() && q.divSmall(1024) == 0; q = whole) {
                whole = q;
                ++exp;
            }
            static const char *const bin[] = {"", "Ki", "Mi", "Gi", "Ti", "Pi", "Ei"};
            return sgn + whole.str() + (exp <= 6 ? bin[exp] : "");
        }
        Mag amount = mag;
        std::int64_t exponent = scale;
        for (Mag q = amount; q.divSmall(10) == 0; q = amount) {
            amount = q;
            ++exponent;
        }
        while (exponent % 3 != 0) {
            amount.mulSmall(10);
            --exponent;
        }
        std::string suffix;
        if (f == QFormat::DecimalSI) {
            static const std::pair<int, const char *> si[] = {{-9, "n"}, {-6, "u"}, {-3, "m"},
                                                              {3, "k"},  {6, "M"},  {9, "G"},
                                                              {12, "T"}, {15, "P"}, {18, "E"}};
            for (const auto &[e, sfx] : si)
                if (exponent == e)
                    suffix = sfx;
        } else if (exponent != 0) {
            suffix = "e" + std::to_string(exponent);
        }
        return sgn + amount.str() + suffix;
    }
};

// resource.ParseQuantity's three errors, with its messages.
const char *const kErrFormat =
    "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'";
const char *const kErrSuffix = "unable to parse quantity's suffix";
const char *const kErrNumeric = "unable to parse numeric part of quantity";
// Not Kubernetes': an amount Mado will not build (see kMaxDigits).
const char *const kErrTooLarge = "quantity has more than 100000 digits";

// resource.ParseQuantity: the quantity, or the message of its error.
std::variant<QuantityValue, const char *> parseQuantity(const std::string &str) {
    if (str.empty())
        return kErrFormat;
    QuantityValue q;
    if (str == "0") {
        q.cached = "0";
        return q;
    }
    // parseQuantityString: sign, number, fraction, then a suffix of letters,
    // a sign and digits.
    bool positive = true;
    std::size_t pos = 0, end = str.size();
    if (str[0] == '-') {
        positive = false;
        ++pos;
    } else if (str[0] == '+') {
        ++pos;
    }
    while (pos < end && str[pos] == '0')
        ++pos;
    std::string num, denom, suf;
    if (pos >= end) {
        num = "0";
    } else {
        std::size_t st = pos;
        while (pos < end && str[pos] >= '0' && str[pos] <= '9')
            ++pos;
        num = str.substr(st, pos - st);
        if (num.empty())
            num = "0";
        if (pos < end && str[pos] == '.') {
            ++pos;
            std::size_t ds = pos;
            while (pos < end && str[pos] >= '0' && str[pos] <= '9')
                ++pos;
            denom = str.substr(ds, pos - ds);
        }
        std::size_t sufStart = pos;
        while (pos < end && std::string_view("eEinumkKMGTP").find(str[pos]) != std::string_view::npos)
            ++pos;
        if (pos < end && (str[pos] == '-' || str[pos] == '+'))
            ++pos;
        while (pos < end && str[pos] >= '0' && str[pos] <= '9')
            ++pos;
        if (pos != end)
            return kErrFormat;
        suf = str.substr(sufStart);
    }
    int base = 10;
    std::int32_t exponent = 0;
    QFormat format;
    static const std::pair<const char *, int> dec[] = {{"", 0},  {"n", -9}, {"u", -6}, {"m", -3}, {"k", 3},
                                                       {"M", 6}, {"G", 9},  {"T", 12}, {"P", 15}, {"E", 18}};
    static const std::pair<const char *, int> bin[] = {{"Ki", 10}, {"Mi", 20}, {"Gi", 30},
                                                       {"Ti", 40}, {"Pi", 50}, {"Ei", 60}};
    bool found = false;
    for (const auto &[s, e] : dec)
        if (suf == s) {
            exponent = e;
            format = QFormat::DecimalSI;
            found = true;
        }
    if (!found)
        for (const auto &[s, e] : bin)
            if (suf == s) {
                base = 2;
                exponent = e;
                format = QFormat::BinarySI;
                found = true;
            }
    if (!found) {
        // "e" or "E" and an exponent that strconv.ParseInt reads as an int64;
        // Kubernetes then keeps its low 32 bits (int32(parsed)), so 1e4294967296 is 1.
        if (suf.size() < 2 || (suf[0] != 'e' && suf[0] != 'E'))
            return kErrSuffix;
        std::size_t i = 1;
        const bool negExp = suf[i] == '-';
        if (suf[i] == '+' || suf[i] == '-')
            ++i;
        if (i >= suf.size())
            return kErrSuffix;
        Uint128 v = 0;
        for (std::size_t k = i; k < suf.size(); ++k) {
            if (suf[k] < '0' || suf[k] > '9')
                return kErrSuffix;
            v = v * 10 + Uint128(suf[k] - '0');
            if (v > Uint128(INT64_MAX) + 1)
                return kErrSuffix;
        }
        if (v > Uint128(INT64_MAX) + (negExp ? 1 : 0))
            return kErrSuffix;
        const std::uint64_t bits = negExp ? std::uint64_t(0) - std::uint64_t(v) : std::uint64_t(v);
        exponent = std::int32_t(std::uint32_t(bits));
        format = QFormat::DecimalExponent;
    }
    // the int64 fast path
    int precision = 0;
    std::int64_t scale = 0;
    std::int64_t mantissa = 1;
    if (format != QFormat::BinarySI) {
        scale = exponent;
        precision = 18 - int(std::min<std::size_t>(num.size() + denom.size(), 1000));
    } else if (exponent >= 0 && denom.empty()) {
        mantissa = std::int64_t(1) << exponent;
        precision = 15 - int(std::min<std::size_t>(num.size(), 1000)) - int(float(exponent) * 3 / 10) - 1;
    } else {
        precision = -1;
    }
    if (precision >= 0) {
        scale -= std::int64_t(denom.size());
        if (scale >= -9) {
            const std::string shifted = num + denom;
            std::int64_t v = 0;
            for (char c : shifted) {
                if (__builtin_mul_overflow(v, 10, &v) || __builtin_add_overflow(v, c - '0', &v))
                    return kErrNumeric;
            }
            std::int64_t result;
            if (!__builtin_mul_overflow(v, mantissa, &result)) {
                q.neg = !positive && result != 0;
                q.mag = Mag::fromU64(std::uint64_t(result));
                q.scale = scale;
                q.format = format;
                bool canonical;
                if (format == QFormat::BinarySI)
                    canonical = exponent % 10 == 0 && (v & 0x07) != 0;
                else
                    canonical =
                        scale % 3 == 0 &&
                        !(shifted.size() >= 3 && shifted.compare(shifted.size() - 3, 3, "000") == 0) &&
                        shifted[0] != '0';
                if (canonical)
                    q.cached = str;
                return q;
            }
        }
    }
    // arbitrary precision (inf.Dec)
    Mag amount = Mag::fromDigits(num + denom);
    std::int64_t decScale = -std::int64_t(denom.size()); // amount × 10^decScale
    if (base == 10) {
        decScale += exponent;
    } else {
        for (int left = exponent; left > 0; left -= 29)
            amount.mulSmall(std::uint32_t(1) << std::min(left, 29));
    }
    // A non-zero amount is rounded to nano (inf.Dec's Round to scale 9, up,
    // away from zero): cut below it, or written with nine decimals.
    if (!amount.isZero() && decScale < -9) {
        if (amount.shiftDown(-9 - decScale))
            amount = amount + Mag::fromU64(1);
        decScale = -9;
    } else if (!amount.isZero() && decScale > -9) {
        if (!amount.shiftUp(decScale + 9))
            return kErrTooLarge;
        decScale = -9;
    }
    QuantityValue maxAllowed = QuantityValue::ofInt(INT64_MAX);
    q.mag = std::move(amount);
    q.scale = decScale;
    // binary quantities are capped at the int64 maximum
    if (format == QFormat::BinarySI && q.cmp(maxAllowed) > 0) {
        q.mag = maxAllowed.mag;
        q.scale = 0;
    }
    // below one -> DecimalSI
    if (format == QFormat::BinarySI && q.sign() > 0 && q.cmp(QuantityValue::ofInt(1)) < 0)
        format = QFormat::DecimalSI;
    q.dec = true;
    q.neg = !positive && !q.mag.isZero();
    q.format = format;
    return q;
}

std::shared_ptr<const QuantityValue> quantityOf(const Value &v) {
    return std::dynamic_pointer_cast<const QuantityValue>(v.opaquePtr());
}

// Quantity.Add and Quantity.Sub: int64 arithmetic while both amounts are
// int64 and the result fits, inf.Dec (exact, any size) otherwise.
Value addQuantities(const QuantityValue &a, const QuantityValue &b, bool subtract) {
    auto r = std::make_shared<QuantityValue>(a);
    r->cached.clear();
    const bool bneg = subtract ? !b.neg && !b.mag.isZero() : b.neg;
    if (a.mag.isZero())
        r->format = b.format;
    if (!a.dec && !b.dec) {
        if (b.mag.isZero())
            return Value::opaque(r);
        if (a.mag.isZero()) {
            r->neg = bneg;
            r->mag = b.mag;
            r->scale = b.scale;
            return Value::opaque(r);
        }
        const std::int64_t s = std::min(a.scale, b.scale);
        auto x = a.int64At(s), y = b.int64At(s);
        std::int64_t sum;
        if (x && y &&
            (subtract ? !__builtin_sub_overflow(*x, *y, &sum) : !__builtin_add_overflow(*x, *y, &sum))) {
            *r = QuantityValue::ofInt(sum);
            r->scale = s;
            r->format = a.format;
            return Value::opaque(r);
        }
    }
    const std::int64_t s = std::min(a.scale, b.scale);
    Mag x = a.mag, y = b.mag;
    if (!x.shiftUp(a.scale - s) || !y.shiftUp(b.scale - s))
        return Value::error("quantity arithmetic needs more than " + std::to_string(kMaxDigits) + " digits");
    if (a.neg == bneg) {
        r->mag = x + y;
        r->neg = a.neg;
    } else if (Mag::compare(x, y) >= 0) {
        r->mag = x - y;
        r->neg = a.neg;
    } else {
        r->mag = y - x;
        r->neg = bneg;
    }
    if (r->mag.isZero())
        r->neg = false;
    r->scale = s;
    r->dec = true;
    return Value::opaque(r);
}

} // namespace

void addKubernetesQuantity(Env &env) {
    Builder b(env);
    const TypeP Q = types::opaque("kubernetes.Quantity"), S = types::string(), B = types::boolean(),
                I = types::int64(), D = types::dbl();
    b.global("quantity", "string_to_quantity", {S}, Q, [](const Value *a, std::size_t) {
        auto q = parseQuantity(a[0].asString());
        if (auto *err = std::get_if<const char *>(&q))
            return Value::error(*err);
        return Value::opaque(std::make_shared<QuantityValue>(std::get<QuantityValue>(std::move(q))));
    });
    b.global("isQuantity", "is_quantity_string", {S}, B, [](const Value *a, std::size_t) {
        return Value(std::holds_alternative<QuantityValue>(parseQuantity(a[0].asString())));
    });
    b.global("sign", "quantity_sign", {Q}, I,
             [](const Value *a, std::size_t) { return Value(std::int64_t(quantityOf(a[0])->sign())); });
    b.member("isGreaterThan", "quantity_is_greater_than", {Q, Q}, B, [](const Value *a, std::size_t) {
        return Value(quantityOf(a[0])->cmp(*quantityOf(a[1])) == 1);
    });
    b.member("isLessThan", "quantity_is_less_than", {Q, Q}, B, [](const Value *a, std::size_t) {
        return Value(quantityOf(a[0])->cmp(*quantityOf(a[1])) == -1);
    });
    b.member("compareTo", "quantity_compare_to", {Q, Q}, I, [](const Value *a, std::size_t) {
        return Value(std::int64_t(quantityOf(a[0])->cmp(*quantityOf(a[1]))));
    });
    b.member("asApproximateFloat", "quantity_get_float", {Q}, D,
             [](const Value *a, std::size_t) { return Value(quantityOf(a[0])->approximate()); });
    b.member("asInteger", "quantity_get_int", {Q}, I, [](const Value *a, std::size_t) {
        auto v = quantityOf(a[0])->asInt64();
        if (!v)
            return Value::error("cannot convert value to integer");
        return Value(*v);
    });
    b.member("isInteger", "quantity_is_integer", {Q}, B,
             [](const Value *a, std::size_t) { return Value(quantityOf(a[0])->asInt64().has_value()); });
    b.member("add", "quantity_add", {Q, Q}, Q, [](const Value *a, std::size_t) {
        return addQuantities(*quantityOf(a[0]), *quantityOf(a[1]), false);
    });
    b.member("add", "quantity_add_int", {Q, I}, Q, [](const Value *a, std::size_t) {
        QuantityValue o = QuantityValue::ofInt(a[1].asInt());
        o.format = QFormat::DecimalExponent;
        return addQuantities(*quantityOf(a[0]), o, false);
    });
    b.member("sub", "quantity_sub", {Q, Q}, Q, [](const Value *a, std::size_t) {
        return addQuantities(*quantityOf(a[0]), *quantityOf(a[1]), true);
    });
    b.member("sub", "quantity_sub_int", {Q, I}, Q, [](const Value *a, std::size_t) {
        QuantityValue o = QuantityValue::ofInt(a[1].asInt());
        o.format = QFormat::DecimalExponent;
        return addQuantities(*quantityOf(a[0]), o, true);
    });
    env.addTypeName("kubernetes.Quantity", Q);
}

} // namespace cel::lib
