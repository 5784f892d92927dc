// string.format() of cel-go's strings extension from version 4 (formatter V2):
// locale-free rendering (plain Go number formats, "NaN"/"Infinity" for
// non-finite doubles, %s of lists and maps without quoting), and the
// compile-time validator that checks each clause against its argument's type.
#include "cel/library.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace cel::lib {

namespace {

struct FormatError {
    std::string message;
    std::int64_t id = 0; ///< offending argument node (validator only)
};

const char *const kStringClause =
    "string clause can only be used on strings, bools, bytes, ints, doubles, maps, "
    "lists, types, durations, and timestamps, was given ";
const char *const kDecimalClause = "decimal clause can only be used on ints, uints, and doubles, was given ";
const char *const kFixedClause =
    "fixed-point clause can only be used on ints, uints, and doubles, was given ";
const char *const kScientificClause =
    "scientific clause can only be used on ints, uints, and doubles, was given ";
const char *const kBinaryClause = "only ints, uints, and bools can be formatted as binary, was given ";
const char *const kHexClause = "only ints, uints, bytes, and strings can be formatted as hex, was given ";
const char *const kOctalClause = "octal clause can only be used on ints and uints, was given ";

// Go's strconv.FormatFloat(d, 'f', -1, 64): the shortest fixed form that round-trips.
std::string shortestFixed(double d) {
    char buf[512];
    auto r = std::to_chars(buf, buf + sizeof buf, d, std::chars_format::fixed);
    return std::string(buf, r.ptr);
}

std::optional<std::string> nonFinite(double d) {
    if (std::isnan(d))
        return "NaN";
    if (std::isinf(d))
        return d > 0 ? "Infinity" : "-Infinity";
    return std::nullopt;
}

std::string plainString(const Value &v) {
    switch (v.kind()) {
    case Value::Kind::Bool:
        return v.asBool() ? "true" : "false";
    case Value::Kind::Int:
        return std::to_string(v.asInt());
    case Value::Kind::Uint:
        return std::to_string(v.asUint());
    case Value::Kind::Double:
        return nonFinite(v.asDouble()).value_or(shortestFixed(v.asDouble()));
    case Value::Kind::Bytes:
        return v.asBytes();
    case Value::Kind::String:
        return v.asString();
    case Value::Kind::Duration: {
        // Go's Duration.Seconds(): whole seconds plus the fraction, as a float64.
        std::int64_t n = v.asDuration().nanos;
        double secs = double(n / 1000000000) + double(n % 1000000000) / 1e9;
        return shortestFixed(secs) + "s";
    }
    case Value::Kind::Timestamp:
        return formatTimestamp(v.asTimestamp());
    case Value::Kind::Null:
        return "null";
    case Value::Kind::Type:
        return v.asType().name;
    case Value::Kind::List: {
        std::string out = "[";
        bool first = true;
        for (const Value &e : v.asList()) {
            if (!first)
                out += ", ";
            first = false;
            out += plainString(e);
        }
        return out + "]";
    }
    case Value::Kind::Map: {
        std::vector<std::pair<std::string, std::string>> entries;
        for (const auto &[k, val] : v.asMap().entries())
            entries.emplace_back(plainString(k), plainString(val));
        std::stable_sort(entries.begin(), entries.end(),
                         [](const auto &a, const auto &b) { return a.first < b.first; });
        std::string out = "{";
        for (std::size_t i = 0; i < entries.size(); ++i) {
            if (i)
                out += ", ";
            out += entries[i].first + ": " + entries[i].second;
        }
        return out + "}";
    }
    default:
        throw FormatError{kStringClause + v.typeName()};
    }
}

// The double a %f / %e clause formats (ints and uints are widened).
double numericArg(const Value &v, const char *clauseError) {
    switch (v.kind()) {
    case Value::Kind::Int:
        return double(v.asInt());
    case Value::Kind::Uint:
        return double(v.asUint());
    case Value::Kind::Double:
        return v.asDouble();
    default:
        throw FormatError{clauseError + v.typeName()};
    }
}

std::string printfDouble(const char *conv, int precision, double d) {
    if (auto s = nonFinite(d))
        return *s;
    std::string fmt = std::string("%.*") + conv;
    int n = std::snprintf(nullptr, 0, fmt.c_str(), precision, d);
    std::string out(std::size_t(n) + 1, '\0');
    std::snprintf(out.data(), out.size(), fmt.c_str(), precision, d);
    out.resize(std::size_t(n));
    return out;
}

std::string inBase(std::uint64_t v, int base, bool upper, bool negative = false) {
    const char *digits = upper ? "0123456789ABCDEF" : "0123456789abcdef";
    std::string out;
    do {
        out += digits[v % std::uint64_t(base)];
        v /= std::uint64_t(base);
    } while (v);
    if (negative)
        out += '-';
    std::reverse(out.begin(), out.end());
    return out;
}

std::string signedInBase(std::int64_t v, int base, bool upper) {
    std::uint64_t magnitude = v < 0 ? std::uint64_t(0) - std::uint64_t(v) : std::uint64_t(v);
    return inBase(magnitude, base, upper, v < 0);
}

std::string formatClause(char verb, int precision, const Value &v) {
    switch (verb) {
    case 's':
        return plainString(v);
    case 'd':
        switch (v.kind()) {
        case Value::Kind::Int:
        case Value::Kind::Uint:
        case Value::Kind::Double:
            return plainString(v);
        default:
            throw FormatError{kDecimalClause + v.typeName()};
        }
    case 'f':
        return printfDouble("f", precision, numericArg(v, kFixedClause));
    case 'e':
        return printfDouble("e", precision, numericArg(v, kScientificClause));
    case 'b':
        switch (v.kind()) {
        case Value::Kind::Bool:
            return v.asBool() ? "1" : "0";
        case Value::Kind::Int:
            return signedInBase(v.asInt(), 2, false);
        case Value::Kind::Uint:
            return inBase(v.asUint(), 2, false);
        default:
            throw FormatError{kBinaryClause + v.typeName()};
        }
    case 'x':
    case 'X': {
        const bool upper = verb == 'X';
        switch (v.kind()) {
        case Value::Kind::Int:
            return signedInBase(v.asInt(), 16, upper);
        case Value::Kind::Uint:
            return inBase(v.asUint(), 16, upper);
        case Value::Kind::String:
        case Value::Kind::Bytes: {
            const std::string &s = v.kind() == Value::Kind::String ? v.asString() : v.asBytes();
            std::string out;
            for (unsigned char c : s) {
                out += inBase(c >> 4, 16, upper);
                out += inBase(c & 0xF, 16, upper);
            }
            return out;
        }
        default:
            throw FormatError{kHexClause + v.typeName()};
        }
    }
    case 'o':
        switch (v.kind()) {
        case Value::Kind::Int:
            return signedInBase(v.asInt(), 8, false);
        case Value::Kind::Uint:
            return inBase(v.asUint(), 8, false);
        default:
            throw FormatError{kOctalClause + v.typeName()};
        }
    default:
        throw FormatError{"unrecognized"};
    }
}

} // namespace

std::optional<FormatClause> parseFormatClause(const std::string &fmt, std::size_t start, int maxPrecision,
                                              std::string &error) {
    const std::string prefix = "could not parse formatting clause: ";
    std::size_t j = start + 1;
    FormatClause c;
    if (fmt[j] == '.') {
        ++j;
        std::string digits;
        while (j < fmt.size() && fmt[j] >= '0' && fmt[j] <= '9')
            digits += fmt[j++];
        if (j >= fmt.size()) {
            error = prefix + "error while parsing precision: could not find end of precision specifier";
            return std::nullopt;
        }
        if (digits.empty()) {
            error = prefix + "error while parsing precision: error while converting precision to integer: "
                             "strconv.Atoi: parsing \"\": invalid syntax";
            return std::nullopt;
        }
        long long p = 0;
        auto r = std::from_chars(digits.data(), digits.data() + digits.size(), p);
        if (r.ec != std::errc() || (maxPrecision >= 0 && p > INT32_MAX)) {
            error = prefix +
                    "error while parsing precision: error while converting precision to integer: "
                    "strconv.Atoi: parsing \"" +
                    digits + "\": value out of range";
            return std::nullopt;
        }
        if (maxPrecision > 0 && p > maxPrecision) {
            error = prefix + "error while parsing precision: precision " + digits +
                    " exceeds maximum allowed precision " + std::to_string(maxPrecision);
            return std::nullopt;
        }
        c.precision = p;
    }
    c.verb = fmt[j];
    if (std::string_view("sdfebxXo").find(c.verb) == std::string_view::npos) {
        std::size_t len = 1;
        auto b = static_cast<unsigned char>(c.verb);
        if (b >= 0x80)
            len = (b & 0xE0) == 0xC0 ? 2 : (b & 0xF0) == 0xE0 ? 3 : 4;
        error = prefix + "unrecognized formatting clause \"" + fmt.substr(j, len) + "\"";
        return std::nullopt;
    }
    c.end = j + 1;
    return c;
}

namespace {

// Walks the format string: calls onText for literal text and onClause for each
// clause with its argument index; returns an error message or nullopt.
template <typename Text, typename ClauseFn>
std::optional<std::string> walk(const std::string &fmt, std::size_t argCount, int maxPrecision, Text onText,
                                ClauseFn onClause) {
    std::size_t i = 0, argIndex = 0;
    while (i < fmt.size()) {
        if (fmt[i] != '%') {
            onText(fmt[i++]);
            continue;
        }
        if (i + 1 < fmt.size() && fmt[i + 1] == '%') {
            onText('%');
            i += 2;
            continue;
        }
        if (argIndex >= argCount)
            return "index " + std::to_string(argIndex) + " out of range";
        if (i + 1 >= fmt.size())
            return std::string("unexpected end of string");
        std::string error;
        auto clause = parseFormatClause(fmt, i, maxPrecision, error);
        if (!clause)
            return error;
        if (auto e = onClause(*clause, argIndex))
            return "error during formatting: " + *e;
        ++argIndex;
        i = clause->end;
    }
    return std::nullopt;
}

// The type's name as cel-go's Type.TypeName() gives it in format errors.
std::string typeName(const TypeP &t) {
    switch (t->kind) {
    case TypeKind::List:
        return "list";
    case TypeKind::Map:
        return "map";
    case TypeKind::Optional:
        return "optional_type";
    case TypeKind::Duration:
        return "google.protobuf.Duration";
    case TypeKind::Timestamp:
        return "google.protobuf.Timestamp";
    case TypeKind::TypeOf:
        return "type";
    case TypeKind::Null:
        return "null_type";
    case TypeKind::Opaque:
    case TypeKind::Object:
        return t->name;
    default:
        return t->toString();
    }
}

bool kindIn(TypeKind k, std::initializer_list<TypeKind> allowed) {
    return k == TypeKind::Dyn || std::find(allowed.begin(), allowed.end(), k) != allowed.end();
}

// The validator's %s rule: the argument's type must be printable; list and map
// literals are checked element by element. Returns the offending node or nullptr.
const Expr *unprintable(const Expr &e, const std::function<TypeP(const Expr &)> &typeOf) {
    using K = TypeKind;
    if (!kindIn(typeOf(e)->kind, {K::List, K::Map, K::Int, K::Uint, K::Double, K::Bool, K::String,
                                  K::Timestamp, K::Bytes, K::Duration, K::TypeOf, K::Null}))
        return &e;
    if (e.kind == ExprKind::List)
        for (const auto &a : e.args)
            if (const Expr *bad = unprintable(*a, typeOf))
                return bad;
    if (e.kind == ExprKind::Map)
        for (const auto &en : e.entries) {
            if (const Expr *bad = unprintable(*en.key, typeOf))
                return bad;
            if (const Expr *bad = unprintable(*en.value, typeOf))
                return bad;
        }
    return nullptr;
}

} // namespace

Value formatStringV2(const std::string &format, const List &args, int maxPrecision) {
    std::string out;
    auto error = walk(
        format, args.size(), maxPrecision, [&](char c) { out += c; },
        [&](const FormatClause &c, std::size_t argIndex) -> std::optional<std::string> {
            try {
                out += formatClause(c.verb, int(c.precision.value_or(6)), args[argIndex]);
            } catch (const FormatError &e) {
                return e.message;
            }
            return std::nullopt;
        });
    if (error)
        return Value::error(*error);
    return Value::string(std::move(out));
}

std::optional<FormatIssue> validateFormatV2(const std::string &format, const Expr &argList,
                                            const std::function<TypeP(const Expr &)> &typeOf,
                                            std::int64_t callId, int maxPrecision) {
    using K = TypeKind;
    std::int64_t badId = callId;
    std::size_t used = 0;
    auto error = walk(
        format, argList.args.size(), maxPrecision, [](char) {},
        [&](const FormatClause &c, std::size_t argIndex) -> std::optional<std::string> {
            const Expr &arg = *argList.args[argIndex];
            used = argIndex + 1;
            badId = arg.id;
            const K kind = typeOf(arg)->kind;
            const std::string given = typeName(typeOf(arg));
            switch (c.verb) {
            case 's':
                if (const Expr *bad = unprintable(arg, typeOf)) {
                    badId = bad->id;
                    return kStringClause + typeName(typeOf(*bad));
                }
                return std::nullopt;
            case 'd':
                return kindIn(kind, {K::Int, K::Uint, K::Double}) ? std::nullopt
                                                                  : std::optional(kDecimalClause + given);
            case 'f':
                return kindIn(kind, {K::Int, K::Uint, K::Double}) ? std::nullopt
                                                                  : std::optional(kFixedClause + given);
            case 'e':
                return kindIn(kind, {K::Int, K::Uint, K::Double}) ? std::nullopt
                                                                  : std::optional(kScientificClause + given);
            case 'b':
                return kindIn(kind, {K::Bool, K::Int, K::Uint}) ? std::nullopt
                                                                : std::optional(kBinaryClause + given);
            case 'x':
            case 'X':
                return kindIn(kind, {K::Int, K::Uint, K::String, K::Bytes})
                           ? std::nullopt
                           : std::optional(kHexClause + given);
            default:
                return kindIn(kind, {K::Int, K::Uint}) ? std::nullopt : std::optional(kOctalClause + given);
            }
        });
    if (error)
        return FormatIssue{error->rfind("error during formatting", 0) == 0 ? badId : callId, *error};
    if (used < argList.args.size())
        return FormatIssue{callId, "too many arguments supplied to string.format (expected " +
                                       std::to_string(used) + ", got " + std::to_string(argList.args.size()) +
                                       ")"};
    return std::nullopt;
}

std::optional<FormatIssue> validateFormatV1(const std::string &format, const Expr &argList,
                                            const std::function<TypeP(const Expr &)> &typeOf,
                                            std::int64_t callId) {
    using K = TypeKind;
    const std::size_t count = argList.args.size();
    std::size_t i = 0, argIndex = 0, requested = 0;
    while (i < format.size()) {
        if (format[i] != '%') {
            ++i;
            continue;
        }
        if (i + 1 < format.size() && format[i + 1] == '%') {
            i += 2;
            continue;
        }
        // cel-go's V1 checker counts the argument as requested before it looks
        // at the rest of the clause, and reports a truncated clause first.
        ++requested;
        if (i + 1 >= format.size())
            return FormatIssue{callId, "unexpected end of string"};
        if (argIndex >= count)
            return FormatIssue{callId, "index " + std::to_string(argIndex) + " out of range"};
        std::string error;
        auto clause = parseFormatClause(format, i, -1, error);
        if (!clause)
            return FormatIssue{callId, error};
        const Expr &arg = *argList.args[argIndex];
        const TypeP type = typeOf(arg);
        const std::string given = typeName(type);
        std::optional<std::pair<std::int64_t, std::string>> bad;
        switch (clause->verb) {
        case 's':
            if (const Expr *u = unprintable(arg, typeOf))
                bad = {u->id, kStringClause + typeName(typeOf(*u))};
            break;
        case 'd':
            if (!kindIn(type->kind, {K::Int, K::Uint}))
                bad = {arg.id, "decimal clause can only be used on integers, was given " + given};
            break;
        case 'f':
            if (!kindIn(type->kind, {K::Double, K::String}))
                bad = {arg.id, "fixed-point clause can only be used on doubles, was given " + given};
            break;
        case 'e':
            if (!kindIn(type->kind, {K::Double, K::String}))
                bad = {arg.id, "scientific clause can only be used on doubles, was given " + given};
            break;
        case 'b':
            if (!kindIn(type->kind, {K::Int, K::Uint, K::Bool}))
                bad = {arg.id, "only integers and bools can be formatted as binary, was given " + given};
            break;
        case 'x':
        case 'X':
            if (!kindIn(type->kind, {K::Int, K::Uint, K::String, K::Bytes}))
                bad = {arg.id,
                       "only integers, byte buffers, and strings can be formatted as hex, was given " +
                           given};
            break;
        default:
            if (!kindIn(type->kind, {K::Int, K::Uint}))
                bad = {arg.id, "octal clause can only be used on integers, was given " + given};
            break;
        }
        if (bad)
            return FormatIssue{bad->first, "error during formatting: " + bad->second};
        ++argIndex;
        i = clause->end;
    }
    if (requested < count)
        return FormatIssue{callId, "too many arguments supplied to string.format (expected " +
                                       std::to_string(requested) + ", got " + std::to_string(count) + ")"};
    return std::nullopt;
}

} // namespace cel::lib
