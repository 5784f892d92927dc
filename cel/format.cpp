// string.format() of cel-go's strings extension (the formatter of versions
// 1..3, which Kubernetes uses), including the number rendering of
// golang.org/x/text/message for the en locale (%f grouping, %e superscripts).
#include "cel/library.h"
#include "cel/text.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <vector>

namespace cel::lib {

namespace {

struct FormatError {
    std::string message;
};

std::string typeNameOf(const Value &v) {
    return v.typeName();
}

std::string formatString(const Value &v);

std::string clauseForMember(const Value &v);

std::string quoteForCel(const Value &v, const std::string &s) {
    switch (v.kind()) {
    case Value::Kind::String:
        return quote(s, QuoteStyle::Go);
    case Value::Kind::Bytes:
        return "b" + quote(s, QuoteStyle::Go);
    case Value::Kind::Double: {
        double d = v.asDouble();
        if (std::isnan(d) || std::isinf(d))
            return quote(s, QuoteStyle::Go);
        return s;
    }
    default:
        return s;
    }
}

std::string decimal(const Value &v) {
    if (v.kind() == Value::Kind::Int)
        return std::to_string(v.asInt());
    if (v.kind() == Value::Kind::Uint)
        return std::to_string(v.asUint());
    throw FormatError{"decimal clause can only be used on integers, was given " + typeNameOf(v)};
}

std::string formatList(const Value &v) {
    std::string out = "[";
    bool first = true;
    for (const auto &m : v.asList()) {
        if (!first)
            out += ", ";
        first = false;
        out += quoteForCel(m, clauseForMember(m));
    }
    return out + "]";
}

std::string formatMap(const Value &v) {
    std::vector<std::pair<std::string, std::string>> pairs;
    for (const auto &[k, val] : v.asMap().entries()) {
        std::string ks;
        switch (k.kind()) {
        case Value::Kind::String:
        case Value::Kind::Bool:
            ks = formatString(k);
            break;
        case Value::Kind::Int:
        case Value::Kind::Uint:
            ks = decimal(k);
            break;
        default:
            throw FormatError{"no formatting function for map key of type " + typeNameOf(k)};
        }
        pairs.emplace_back(quoteForCel(k, ks), quoteForCel(val, clauseForMember(val)));
    }
    std::stable_sort(pairs.begin(), pairs.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    std::string out = "{";
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        if (i)
            out += ", ";
        out += pairs[i].first + ":" + pairs[i].second;
    }
    return out + "}";
}

std::string formatString(const Value &v) {
    switch (v.kind()) {
    case Value::Kind::List:
        return formatList(v);
    case Value::Kind::Map:
        return formatMap(v);
    case Value::Kind::Int:
        return std::to_string(v.asInt());
    case Value::Kind::Uint:
        return std::to_string(v.asUint());
    case Value::Kind::Double:
        return formatDoubleG(v.asDouble());
    case Value::Kind::Bool:
        return v.asBool() ? "true" : "false";
    case Value::Kind::String:
        return v.asString();
    case Value::Kind::Bytes:
        if (!isValidUtf8(v.asBytes()))
            throw FormatError{"invalid UTF-8 in bytes, cannot convert to string"};
        return v.asBytes();
    case Value::Kind::Timestamp:
        return formatTimestampWithOffset(v.asTimestamp());
    case Value::Kind::Duration:
        return formatDurationSeconds(v.asDuration());
    case Value::Kind::Type:
        return v.asType().name;
    case Value::Kind::Null:
        return "null";
    default:
        throw FormatError{
            "string clause can only be used on strings, bools, bytes, ints, doubles, maps, lists, "
            "types, durations, and timestamps, was given " +
            typeNameOf(v)};
    }
}

std::string clauseForMember(const Value &v) {
    switch (v.kind()) {
    case Value::Kind::Int:
    case Value::Kind::Uint:
        return decimal(v);
    case Value::Kind::String:
    case Value::Kind::Bytes:
    case Value::Kind::Bool:
    case Value::Kind::Null:
    case Value::Kind::Type:
        return formatString(v);
    case Value::Kind::Timestamp:
        return "timestamp(" + quote(formatTimestampWithOffset(v.asTimestamp()), QuoteStyle::Go) + ")";
    case Value::Kind::Duration:
        return "duration(" + quote(formatDurationSeconds(v.asDuration()), QuoteStyle::Go) + ")";
    case Value::Kind::List:
        return formatList(v);
    case Value::Kind::Map:
        return formatMap(v);
    case Value::Kind::Double: {
        char b[512];
        std::snprintf(b, sizeof b, "%.6f", v.asDouble());
        return b;
    }
    default:
        throw FormatError{"no formatting function for " + typeNameOf(v)};
    }
}

// A double argument of %f/%e (strings "NaN", "Infinity", "-Infinity" allowed).
double floatArg(const Value &v, const char *clause) {
    if (v.kind() == Value::Kind::Double)
        return v.asDouble();
    if (v.kind() == Value::Kind::String) {
        const std::string &s = v.asString();
        if (s == "NaN")
            return std::nan("");
        if (s == "Infinity")
            return INFINITY;
        if (s == "-Infinity")
            return -INFINITY;
    }
    throw FormatError{std::string(clause) + " clause can only be used on doubles, was given " +
                      typeNameOf(v)};
}

std::string groupThousands(const std::string &digits) {
    std::string out;
    int n = int(digits.size());
    for (int i = 0; i < n; ++i) {
        out += digits[std::size_t(i)];
        int rest = n - i - 1;
        if (rest > 0 && rest % 3 == 0)
            out += ',';
    }
    return out;
}

std::string padRunes(const std::string &s, int width) {
    int runes = int(utf8Length(s));
    if (runes >= width)
        return s;
    return std::string(std::size_t(width - runes), ' ') + s;
}

// x/text/message's %.Nf for the en locale. Its number formatter keeps the
// precision in narrow fields: at most int16(N) fraction digits (a negative
// one means the shortest digits that read back as the same double) and at
// least uint8(N), so '%.256f' shows 1.5 as "1.5" and '%.40000f' as the
// shortest digits padded to 64 places.
std::string fixed(double d, std::int64_t precision) {
    if (std::isnan(d))
        return "NaN";
    if (std::isinf(d))
        return d > 0 ? "\xE2\x88\x9E" : "-\xE2\x88\x9E";
    const int maxFrac = std::int16_t(std::uint16_t(precision));
    const int minFrac = std::uint8_t(precision);
    // The significant digits of |d| and the place of the decimal point
    // (digits × 10^(exp − digits.size())), as strconv gives them.
    std::string digits;
    int exp = 0;
    if (maxFrac >= 0) {
        std::vector<char> buf(400 + std::size_t(maxFrac)); // 309 integer digits at most
        std::snprintf(buf.data(), buf.size(), "%.*f", maxFrac, std::fabs(d));
        bool point = false;
        for (const char *c = buf.data(); *c; ++c) {
            if (*c == '.') {
                point = true;
                continue;
            }
            digits += *c;
            exp += point ? 0 : 1;
        }
    } else {
        char buf[40];
        const auto r = std::to_chars(buf, buf + sizeof buf, std::fabs(d), std::chars_format::scientific);
        const std::string_view t(buf, std::size_t(r.ptr - buf));
        const std::size_t e = t.find('e');
        for (char c : t.substr(0, e))
            if (c != '.')
                digits += c;
        exp = std::atoi(std::string(t.substr(e + 1)).c_str()) + 1;
    }
    std::size_t lead = 0;
    while (lead < digits.size() && digits[lead] == '0')
        ++lead;
    digits.erase(0, lead);
    exp -= int(lead);
    while (!digits.empty() && digits.back() == '0')
        digits.pop_back();
    int end = int(digits.size()); // digits shown, counted from the first significant one
    if (digits.empty()) {
        exp = 0;
        end = minFrac;
    } else {
        end = std::max(end, exp + minFrac);
    }
    std::string ip = "0", fp;
    if (exp > 0) {
        ip = digits.substr(0, std::size_t(std::min<int>(exp, int(digits.size()))));
        ip.append(std::size_t(exp) - ip.size(), '0');
    }
    if (end - exp > 0) {
        fp = ".";
        if (exp < 0)
            fp.append(std::size_t(-exp), '0');
        if (int(digits.size()) > exp)
            fp += digits.substr(std::size_t(std::max(exp, 0)));
        fp.append(std::size_t(end - exp) - (fp.size() - 1), '0');
    }
    return (d < 0 ? "-" : "") + groupThousands(ip) + fp;
}

std::string superscript(int n) {
    static const char *const digits[] = {"\xE2\x81\xB0", "\xC2\xB9",     "\xC2\xB2",     "\xC2\xB3",
                                         "\xE2\x81\xB4", "\xE2\x81\xB5", "\xE2\x81\xB6", "\xE2\x81\xB7",
                                         "\xE2\x81\xB8", "\xE2\x81\xB9"};
    std::string out;
    if (n < 0) {
        out += "\xE2\x81\xBB";
        n = -n;
    }
    std::string d = std::to_string(n);
    if (d.size() < 2)
        d = "0" + d;
    for (char c : d)
        out += digits[c - '0'];
    return out;
}

// x/text/message's %Ne (N is a width there, kept as a uint16): six
// decimals, ×10 and a superscript exponent.
std::string scientific(double d, std::int64_t width) {
    std::string s;
    if (std::isnan(d)) {
        s = "NaN";
    } else if (std::isinf(d)) {
        s = d > 0 ? "\xE2\x88\x9E" : "-\xE2\x88\x9E";
    } else {
        char buf[64];
        std::snprintf(buf, sizeof buf, "%.6e", std::fabs(d));
        std::string t = buf;
        auto e = t.find('e');
        std::string mant = t.substr(0, e);
        int exp = std::stoi(t.substr(e + 1));
        s = (d < 0 ? "-" : "") + mant + "\xC3\x97" + "10" + superscript(exp);
    }
    return padRunes(s, std::uint16_t(width));
}

template <typename T> std::string toBase(T v, int base, bool upper) {
    if (v == 0)
        return "0";
    std::string out;
    const char *digits = upper ? "0123456789ABCDEF" : "0123456789abcdef";
    while (v) {
        out += digits[v % T(base)];
        v /= T(base);
    }
    std::reverse(out.begin(), out.end());
    return out;
}

std::string signedBase(std::int64_t v, int base, bool upper) {
    if (v < 0)
        return "-" + toBase<std::uint64_t>(std::uint64_t(0) - std::uint64_t(v), base, upper);
    return toBase<std::uint64_t>(std::uint64_t(v), base, upper);
}

// cel-go writes the precision into an x/text format string ("%.Nf", "%Ne"),
// whose parser takes no number above 10,000,009 (it gives up once the digits
// read so far pass a million): the clause then has no verb.
constexpr std::int64_t kGoFormatNumberMax = 10'000'009;
constexpr const char *kGoNoVerb = "%!(NOVERB)";

std::string formatClause(char verb, std::optional<std::int64_t> precision, const Value &v) {
    switch (verb) {
    case 's':
        return formatString(v);
    case 'd':
        return decimal(v);
    case 'f': {
        const double x = floatArg(v, "fixed-point");
        return precision > kGoFormatNumberMax ? kGoNoVerb : fixed(x, precision.value_or(6));
    }
    case 'e': {
        const double x = floatArg(v, "scientific");
        return precision > kGoFormatNumberMax ? kGoNoVerb : scientific(x, precision.value_or(6));
    }
    case 'b':
        if (v.kind() == Value::Kind::Int)
            return signedBase(v.asInt(), 2, false);
        if (v.kind() == Value::Kind::Uint)
            return toBase<std::uint64_t>(v.asUint(), 2, false);
        if (v.kind() == Value::Kind::Bool)
            return v.asBool() ? "1" : "0";
        throw FormatError{"only integers and bools can be formatted as binary, was given " + typeNameOf(v)};
    case 'x':
    case 'X': {
        bool upper = verb == 'X';
        if (v.kind() == Value::Kind::String || v.kind() == Value::Kind::Bytes) {
            const std::string &s = v.kind() == Value::Kind::String ? v.asString() : v.asBytes();
            std::string out;
            for (unsigned char c : s) {
                char b[4];
                std::snprintf(b, sizeof b, upper ? "%02X" : "%02x", c);
                out += b;
            }
            return out;
        }
        if (v.kind() == Value::Kind::Int)
            return signedBase(v.asInt(), 16, upper);
        if (v.kind() == Value::Kind::Uint)
            return toBase<std::uint64_t>(v.asUint(), 16, upper);
        throw FormatError{"only integers, byte buffers, and strings can be formatted as hex, was given " +
                          typeNameOf(v)};
    }
    case 'o':
        if (v.kind() == Value::Kind::Int)
            return signedBase(v.asInt(), 8, false);
        if (v.kind() == Value::Kind::Uint)
            return toBase<std::uint64_t>(v.asUint(), 8, false);
        throw FormatError{"octal clause can only be used on integers, was given " + typeNameOf(v)};
    default:
        throw FormatError{"unrecognized"};
    }
}

} // namespace

Value formatStringV1(const std::string &fmt, const List &args, std::size_t *argsUsed) {
    std::string out;
    std::size_t i = 0, argIndex = 0;
    try {
        while (i < fmt.size()) {
            if (fmt[i] != '%') {
                out += fmt[i++];
                continue;
            }
            if (i + 1 < fmt.size() && fmt[i + 1] == '%') {
                out += '%';
                i += 2;
                continue;
            }
            if (argIndex >= args.size())
                return Value::error("index " + std::to_string(argIndex) + " out of range");
            if (i + 1 >= fmt.size())
                return Value::error("unexpected end of string");
            std::string error;
            const auto clause = parseFormatClause(fmt, i, -1, error);
            if (!clause)
                return Value::error(error);
            out += formatClause(clause->verb, clause->precision, args[argIndex]);
            ++argIndex;
            i = clause->end;
        }
    } catch (const FormatError &e) {
        return Value::error("error during formatting: " + e.message);
    }
    if (argsUsed)
        *argsUsed = argIndex;
    return Value::string(std::move(out));
}

} // namespace cel::lib
