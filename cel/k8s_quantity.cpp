// Kubernetes quantity library: resource.Quantity semantics (parsing with
// suffixes, rounding up to nano, canonical String(), int64 fast path vs
// arbitrary-precision path as apimachinery keeps them).
#include "cel/library.h"
#include "cel/runtime.h"

namespace cel::lib {

namespace {

enum class QFormat { DecimalExponent, BinarySI, DecimalSI };

Int128 pow10i(int n) {
    Int128 r = 1;
    for (int i = 0; i < n; ++i)
        r *= 10;
    return r;
}

std::string int128ToString(Int128 v) {
    if (v == 0)
        return "0";
    bool neg = v < 0;
    Uint128 u = neg ? Uint128(0) - Uint128(v) : Uint128(v);
    std::string s;
    while (u) {
        s += char('0' + int(u % 10));
        u /= 10;
    }
    if (neg)
        s += '-';
    return std::string(s.rbegin(), s.rend());
}

class QuantityValue final : public Opaque {
public:
    bool dec = false; ///< the arbitrary-precision representation (inf.Dec)
    Int128 value = 0; ///< amount = value × 10^scale
    int scale = 0;
    QFormat format = QFormat::DecimalSI;
    std::string cached; ///< the original text when it is canonical

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

    int sign() const { return value > 0 ? 1 : value < 0 ? -1 : 0; }

    int cmp(const QuantityValue &o) const {
        int s = std::min(scale, o.scale);
        Int128 a = value * pow10i(scale - s), b = o.value * pow10i(o.scale - s);
        return a < b ? -1 : a > b ? 1 : 0;
    }

    std::optional<std::int64_t> asInt64() const {
        if (dec || scale < 0)
            return std::nullopt;
        Int128 v = value * pow10i(scale);
        if (v > INT64_MAX || v < INT64_MIN)
            return std::nullopt;
        return std::int64_t(v);
    }

    double approximate() const {
        double base = double(value);
        if (scale == 0)
            return base;
        return base * std::pow(10.0, scale);
    }

    std::string repr() const override {
        if (!cached.empty())
            return cached;
        if (value == 0)
            return "0";
        QFormat f = format;
        Int128 rounded = 0;
        if (f == QFormat::BinarySI) {
            Int128 whole = value * pow10i(std::max(scale, 0));
            bool exact = scale >= 0;
            if (scale < 0) {
                Int128 d = pow10i(-scale);
                exact = value % d == 0;
                whole = value / d;
            }
            if (cmpInt(-1024) > 0 && cmpInt(1024) < 0)
                f = QFormat::DecimalSI;
            else if (!exact)
                f = QFormat::DecimalSI;
            rounded = whole;
        }
        if (f == QFormat::BinarySI) {
            Int128 amount = rounded;
            int exp = 0;
            while (amount != 0 && amount % 1024 == 0 && exp < 6) {
                amount /= 1024;
                ++exp;
            }
            static const char *const bin[] = {"", "Ki", "Mi", "Gi", "Ti", "Pi", "Ei"};
            return int128ToString(amount) + bin[exp];
        }
        Int128 amount = value;
        int exponent = scale;
        while (amount != 0 && amount % 10 == 0) {
            amount /= 10;
            ++exponent;
        }
        while (((exponent % 3) + 3) % 3 != 0) {
            amount *= 10;
            --exponent;
        }
        std::string suffix;
        if (f == QFormat::DecimalSI) {
            switch (exponent) {
            case -9:
                suffix = "n";
                break;
            case -6:
                suffix = "u";
                break;
            case -3:
                suffix = "m";
                break;
            case 0:
                break;
            case 3:
                suffix = "k";
                break;
            case 6:
                suffix = "M";
                break;
            case 9:
                suffix = "G";
                break;
            case 12:
                suffix = "T";
                break;
            case 15:
                suffix = "P";
                break;
            case 18:
                suffix = "E";
                break;
            default:
                break;
            }
        } else if (exponent != 0) {
            suffix = "e" + std::to_string(exponent);
        }
        return int128ToString(amount) + suffix;
    }

private:
    int cmpInt(std::int64_t x) const {
        QuantityValue o;
        o.value = x;
        return cmp(o);
    }
};

constexpr Int128 kMaxAllowed = Int128(INT64_MAX);

// resource.ParseQuantity
std::optional<QuantityValue> parseQuantity(const std::string &str) {
    if (str.empty())
        return std::nullopt;
    QuantityValue q;
    if (str == "0") {
        q.cached = "0";
        return q;
    }
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
        while (pos < end && std::string("eEinumkKMGTP").find(str[pos]) != std::string::npos)
            ++pos;
        if (pos < end && (str[pos] == '-' || str[pos] == '+'))
            ++pos;
        while (pos < end && str[pos] >= '0' && str[pos] <= '9')
            ++pos;
        if (pos != end)
            return std::nullopt;
        suf = str.substr(sufStart);
    }
    int base = 10, exponent = 0;
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
        if (suf.size() > 1 && (suf[0] == 'e' || suf[0] == 'E')) {
            std::string digits = suf.substr(1);
            std::size_t i = 0;
            if (digits[0] == '+' || digits[0] == '-')
                i = 1;
            if (i >= digits.size() || digits.size() > 12)
                return std::nullopt;
            for (std::size_t k = i; k < digits.size(); ++k)
                if (digits[k] < '0' || digits[k] > '9')
                    return std::nullopt;
            exponent = std::stoi(digits);
            format = QFormat::DecimalExponent;
        } else {
            return std::nullopt;
        }
    }
    // the int64 fast path
    int precision = 0, scale = 0;
    std::int64_t mantissa = 1;
    if (format != QFormat::BinarySI) {
        scale = exponent;
        precision = 18 - int(num.size() + denom.size());
    } else if (exponent >= 0 && denom.empty()) {
        mantissa = std::int64_t(1) << exponent;
        precision = 15 - int(num.size()) - int(float(exponent) * 3 / 10) - 1;
    } else {
        precision = -1;
    }
    if (precision >= 0) {
        scale -= int(denom.size());
        if (scale >= -9) {
            std::string shifted = num + denom;
            std::int64_t v = 0;
            bool ok = shifted.size() <= 19;
            for (char c : shifted) {
                if (__builtin_mul_overflow(v, 10, &v) || __builtin_add_overflow(v, c - '0', &v))
                    ok = false;
            }
            std::int64_t result;
            if (ok && !__builtin_mul_overflow(v, mantissa, &result)) {
                q.value = positive ? result : -Int128(result);
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
    // arbitrary precision
    std::string digits = num + denom;
    if (digits.size() > 36)
        return std::nullopt;
    Int128 amount = 0;
    for (char c : digits)
        amount = amount * 10 + (c - '0');
    int decScale = -int(denom.size()); // amount × 10^decScale
    if (base == 10) {
        decScale += exponent;
    } else {
        for (int i = 0; i < exponent; ++i)
            amount *= 2;
    }
    // round up (away from zero) to nano
    if (amount != 0 && decScale < -9 - 37) {
        // 10^(-9-decScale) exceeds any 36-digit amount (and soon overflows
        // Int128; found by fuzz_cel_eval): the quotient is 0 with a
        // remainder, so the amount rounds up to the smallest quantity, 1n.
        amount = 1;
        decScale = -9;
    } else if (amount != 0 && decScale < -9) {
        Int128 d = pow10i(-9 - decScale);
        Int128 qv = amount / d;
        if (amount % d != 0)
            ++qv;
        amount = qv;
        decScale = -9;
    }
    // binary quantities are capped at the int64 maximum
    bool over = false;
    if (format == QFormat::BinarySI) {
        Int128 whole = decScale >= 0 ? amount * pow10i(decScale) : -1;
        over = decScale >= 0
                   ? whole > kMaxAllowed
                   : (amount / pow10i(-decScale) > kMaxAllowed ||
                      (amount / pow10i(-decScale) == kMaxAllowed && amount % pow10i(-decScale) != 0));
    }
    if (over) {
        amount = kMaxAllowed;
        decScale = 0;
    }
    if (format == QFormat::BinarySI && amount != 0) {
        // below one -> DecimalSI
        bool lessThanOne = decScale < 0 && amount < pow10i(-decScale);
        if (lessThanOne)
            format = QFormat::DecimalSI;
    }
    q.dec = true;
    q.value = positive ? amount : -amount;
    q.scale = decScale;
    q.format = format;
    return q;
}

std::shared_ptr<const QuantityValue> quantityOf(const Value &v) {
    return std::dynamic_pointer_cast<const QuantityValue>(v.opaquePtr());
}

Value addQuantities(const QuantityValue &a, const QuantityValue &b, bool subtract) {
    auto r = std::make_shared<QuantityValue>(a);
    r->cached.clear();
    Int128 bv = subtract ? -b.value : b.value;
    if (a.value == 0)
        r->format = b.format;
    int s = std::min(a.scale, b.scale);
    Int128 x = a.value * pow10i(a.scale - s), y = bv * pow10i(b.scale - s);
    if (b.value == 0) {
        return Value::opaque(r);
    }
    if (a.value == 0) {
        r->value = bv;
        r->scale = b.scale;
        r->dec = a.dec || b.dec;
        return Value::opaque(r);
    }
    Int128 sum = x + y;
    r->value = sum;
    r->scale = s;
    bool fitsInt64 = sum <= INT64_MAX && sum >= INT64_MIN && x <= INT64_MAX && x >= INT64_MIN;
    r->dec = a.dec || b.dec || !fitsInt64;
    return Value::opaque(r);
}

} // namespace

void addKubernetesQuantity(Env &env) {
    Builder b(env);
    const TypeP Q = types::opaque("kubernetes.Quantity"), S = types::string(), B = types::boolean(),
                I = types::int64(), D = types::dbl();
    b.global("quantity", "string_to_quantity", {S}, Q, [](const Value *a, std::size_t) {
        auto q = parseQuantity(a[0].asString());
        if (!q)
            return Value::error("quantities must match the regular expression "
                                "'^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'");
        return Value::opaque(std::make_shared<QuantityValue>(*q));
    });
    b.global("isQuantity", "is_quantity_string", {S}, B,
             [](const Value *a, std::size_t) { return Value(parseQuantity(a[0].asString()).has_value()); });
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
        QuantityValue o;
        o.value = a[1].asInt();
        o.format = QFormat::DecimalExponent;
        return addQuantities(*quantityOf(a[0]), o, false);
    });
    b.member("sub", "quantity_sub", {Q, Q}, Q, [](const Value *a, std::size_t) {
        return addQuantities(*quantityOf(a[0]), *quantityOf(a[1]), true);
    });
    b.member("sub", "quantity_sub_int", {Q, I}, Q, [](const Value *a, std::size_t) {
        QuantityValue o;
        o.value = a[1].asInt();
        o.format = QFormat::DecimalExponent;
        return addQuantities(*quantityOf(a[0]), o, true);
    });
    env.addTypeName("kubernetes.Quantity", Q);
}

} // namespace cel::lib
