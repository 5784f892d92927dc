// The CEL standard library (cel-go's stdlib declarations and runtime semantics).
#include "cel/library.h"
#include "cel/runtime.h"
#include "cel/timeutil.h"

#include <re2/re2.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <list>
#include <mutex>
#include <unordered_map>

namespace cel::lib {

Overload &Builder::global(const std::string &fn, std::string id, std::vector<TypeP> params, TypeP result,
                          OverloadImpl impl) {
    Overload o;
    o.id = std::move(id);
    o.params = std::move(params);
    o.result = std::move(result);
    o.impl = std::move(impl);
    m_pending.emplace_back(fn, std::move(o));
    return m_pending.back().second;
}

Overload &Builder::member(const std::string &fn, std::string id, std::vector<TypeP> params, TypeP result,
                          OverloadImpl impl) {
    Overload &o = global(fn, std::move(id), std::move(params), std::move(result), std::move(impl));
    o.receiver = true;
    return o;
}

void Builder::setCosts(const std::string &overloadId, RuntimeCostFn tracker, EstimateFn estimate) {
    for (auto &[fn, o] : m_pending)
        if (o.id == overloadId) {
            o.tracker = tracker;
            o.estimate = estimate;
        }
}

void Builder::reorder(const std::string &fn, const std::vector<std::string> &ids) {
    std::vector<std::size_t> slots;
    std::vector<std::pair<std::string, Overload>> items;
    for (std::size_t i = 0; i < m_pending.size(); ++i)
        if (m_pending[i].first == fn) {
            slots.push_back(i);
            items.push_back(std::move(m_pending[i]));
        }
    auto rank = [&ids](const Overload &o) {
        return std::size_t(std::find(ids.begin(), ids.end(), o.id) - ids.begin());
    };
    std::stable_sort(items.begin(), items.end(),
                     [&](const auto &x, const auto &y) { return rank(x.second) < rank(y.second); });
    for (std::size_t i = 0; i < slots.size(); ++i)
        m_pending[slots[i]] = std::move(items[i]);
}

void Builder::flush() {
    for (auto &[fn, o] : m_pending) {
        Function f;
        f.name = fn;
        f.overloads.push_back(std::move(o));
        m_env.addFunction(std::move(f));
    }
    m_pending.clear();
}

// ---- regex ----

struct Regex {
    std::unique_ptr<RE2> re;
    /// Every match is non-empty, starts with a byte in [firstLo, firstHi] and
    /// does not depend on the text before it (no ^ $ \A \z \b \B); an empty
    /// range when that is not known.
    int firstLo = 1, firstHi = 0;
};

namespace {

void findFirstBytes(Regex &r, const std::string &pattern) {
    if (pattern.find_first_of("^$") != std::string::npos)
        return;
    for (std::size_t i = pattern.find('\\'); i != std::string::npos && i + 1 < pattern.size();
         i = pattern.find('\\', i + 2))
        if (std::string_view("AzbB").find(pattern[i + 1]) != std::string_view::npos)
            return;
    std::string min, max;
    if (!r.re->PossibleMatchRange(&min, &max, 1) || min.empty())
        return; // unknown, or the empty string matches
    r.firstLo = static_cast<unsigned char>(min[0]);
    r.firstHi = max.empty() ? 0xff : static_cast<unsigned char>(max[0]);
}

struct RegexClassName {
    const char *name;     ///< Go's canonical form
    const char *positive; ///< RE2 class text for \p
    const char *negative; ///< RE2 class text for \P
};

#include "cel/regex_names.inc"

// regexp/syntax's canonicalName: a leading capital, then lower case, without
// '_', '-' or ' ' (Go 1.25 and later look \p{...} names up so).
std::string canonicalClassName(std::string_view name) {
    std::string out;
    bool first = true;
    for (char c : name) {
        if (c == '_' || c == '-' || c == ' ')
            continue;
        if (first) {
            if (c >= 'a' && c <= 'z')
                c = char(c - 'a' + 'A');
            first = false;
        } else if (c >= 'A' && c <= 'Z') {
            c = char(c - 'A' + 'a');
        }
        out += c;
    }
    return out;
}

// A pattern in Go's regexp syntax, written in RE2's: the two differ in named
// groups ((?<name>...), which Go takes since 1.22, is (?P<name>...) to this
// RE2), in \C (any byte to RE2, an error to Go) and in how \p{...} names are
// found (Go ignores case, '_', '-' and spaces, knows category aliases such as
// Letter and the names Any, Assigned, ASCII and LC, and cannot reach names
// such as Old_Italic that its canonical form changes).
Result<std::string> re2Pattern(const std::string &p) {
    std::string out;
    out.reserve(p.size() + 8);
    bool inClass = false;
    for (std::size_t i = 0; i < p.size();) {
        const char c = p[i];
        if (c == '\\' && i + 1 < p.size()) {
            const char n = p[i + 1];
            if (n == 'Q' && !inClass) {
                const std::size_t e = p.find("\\E", i + 2);
                const std::size_t end = e == std::string::npos ? p.size() : e + 2;
                out.append(p, i, end - i);
                i = end;
                continue;
            }
            if (n == 'C')
                return Failure{"error parsing regexp: invalid escape sequence: `\\C`"};
            if (n == 'p' || n == 'P') {
                std::size_t j = i + 2;
                std::string name;
                if (j < p.size() && p[j] == '{') {
                    const std::size_t close = p.find('}', j);
                    if (close == std::string::npos)
                        return Failure{"error parsing regexp: invalid character class range: `" +
                                       p.substr(i) + "`"};
                    name = p.substr(j + 1, close - j - 1);
                    j = close + 1;
                } else if (j < p.size()) {
                    name = p.substr(j, decodeRune(p, j).second);
                    j += name.size();
                }
                bool negated = n == 'P';
                if (!name.empty() && name[0] == '^') {
                    negated = !negated;
                    name.erase(0, 1);
                }
                const std::string canon = canonicalClassName(name);
                const auto *entry = std::find_if(std::begin(kRegexClassNames), std::end(kRegexClassNames),
                                                 [&](const RegexClassName &e) { return canon == e.name; });
                if (name.empty() || entry == std::end(kRegexClassNames))
                    return Failure{"error parsing regexp: invalid character class range: `" +
                                   p.substr(i, j - i) + "`"};
                const std::string text = negated ? entry->negative : entry->positive;
                const bool single = text.size() > 3 && text[0] == '\\' &&
                                    (text[1] == 'p' || text[1] == 'P') && text.find('}') == text.size() - 1;
                if (inClass || single) {
                    out += text;
                } else {
                    out += "[" + text + "]";
                }
                i = j;
                continue;
            }
            const std::size_t len = 1 + decodeRune(p, i + 1).second;
            out.append(p, i, len);
            i += len;
            continue;
        }
        if (inClass) {
            if (c == '[' && i + 1 < p.size() && p[i + 1] == ':') {
                const std::size_t close = p.find(":]", i + 2);
                if (close != std::string::npos) {
                    out.append(p, i, close + 2 - i);
                    i = close + 2;
                    continue;
                }
            }
            if (c == ']')
                inClass = false;
            out += c;
            ++i;
            continue;
        }
        if (c == '[') {
            inClass = true;
            out += c;
            ++i;
            if (i < p.size() && p[i] == '^')
                out += p[i++];
            if (i < p.size() && p[i] == ']')
                out += p[i++]; // a ']' first is a literal
            continue;
        }
        if (p.compare(i, 3, "(?<") == 0 && i + 3 < p.size() && p[i + 3] != '=' && p[i + 3] != '!') {
            out += "(?P<";
            i += 3;
            continue;
        }
        out += c;
        ++i;
    }
    return out;
}

} // namespace

Result<std::shared_ptr<const Regex>> compileRegex(const std::string &pattern) {
    static std::mutex mu;
    static std::unordered_map<std::string, std::shared_ptr<const Regex>> cache;
    {
        std::lock_guard<std::mutex> lock(mu);
        auto it = cache.find(pattern);
        if (it != cache.end())
            return it->second;
    }
    RE2::Options opts;
    opts.set_log_errors(false);
    opts.set_max_mem(64 << 20);
    auto translated = re2Pattern(pattern);
    if (!translated)
        return Failure{translated.error()};
    auto r = std::make_shared<Regex>();
    r->re = std::make_unique<RE2>(*translated, opts);
    if (!r->re->ok())
        return Failure{"error parsing regexp: " + r->re->error()};
    findFirstBytes(*r, *translated);
    std::lock_guard<std::mutex> lock(mu);
    if (cache.size() > 512)
        cache.clear();
    cache.emplace(pattern, r);
    return std::shared_ptr<const Regex>(std::move(r));
}

bool regexPartialMatch(const Regex &re, std::string_view s) {
    return RE2::PartialMatch(re2::StringPiece(s.data(), s.size()), *re.re);
}

namespace {

// The leftmost match in text at or after pos. When the bytes a match can start
// with are known, the leftmost match starts at the first such byte where the
// regex matches: one anchored search there instead of an unanchored one (which
// runs forwards, then backwards to find the start); where it does not match,
// the unanchored search takes over.
bool searchFrom(const Regex &re, re2::StringPiece text, std::size_t pos, re2::StringPiece &m) {
    if (re.firstLo > re.firstHi)
        return re.re->Match(text, pos, text.size(), RE2::UNANCHORED, &m, 1);
    std::size_t p = pos;
    auto canStart = [&](std::size_t i) {
        auto b = static_cast<unsigned char>(text[i]);
        return b >= re.firstLo && b <= re.firstHi;
    };
    while (p < text.size() && !canStart(p))
        ++p;
    if (p >= text.size())
        return false; // matches are not empty
    return re.re->Match(text, p, text.size(), RE2::ANCHOR_START, &m, 1) ||
           re.re->Match(text, p + 1, text.size(), RE2::UNANCHORED, &m, 1);
}

} // namespace

std::optional<std::string> regexFind(const Regex &re, std::string_view s) {
    re2::StringPiece m;
    if (!searchFrom(re, re2::StringPiece(s.data(), s.size()), 0, m))
        return std::nullopt;
    return std::string(m.data(), m.size());
}

std::vector<std::string> regexFindAll(const Regex &re, std::string_view s, std::int64_t limit) {
    std::vector<std::string> out;
    std::size_t pos = 0;
    std::size_t prevEnd = std::string_view::npos;
    const re2::StringPiece text(s.data(), s.size());
    while (pos <= s.size() && (limit < 0 || std::int64_t(out.size()) < limit)) {
        re2::StringPiece m;
        if (!searchFrom(re, text, pos, m))
            break;
        std::size_t start = std::size_t(m.data() - s.data());
        std::size_t end = start + m.size();
        if (m.empty() && start == prevEnd) {
            // Go skips an empty match right after the previous match.
            if (pos >= s.size())
                break;
            pos = start + 1;
            while (pos < s.size() && (static_cast<unsigned char>(s[pos]) & 0xC0) == 0x80)
                ++pos;
            continue;
        }
        out.emplace_back(m.data(), m.size());
        prevEnd = end;
        if (m.empty()) {
            pos = end + 1;
            while (pos < s.size() && (static_cast<unsigned char>(s[pos]) & 0xC0) == 0x80)
                ++pos;
        } else {
            pos = end;
        }
    }
    return out;
}

namespace {

using namespace cel::types;

Value overflow() {
    return Value::error("integer overflow");
}
Value uintOverflow() {
    return Value::error("unsigned integer overflow");
}

// cel-go's actualSize: a present optional counts as its value.
std::uint64_t sizeOf(const Value &v) {
    if (v.kind() == Value::Kind::Optional && v.optionalHasValue())
        return sizeOf(v.optionalValue());
    return v.costSize();
}

Value timestampOrError(std::int64_t sec, std::int64_t nanos) {
    while (nanos < 0) {
        nanos += 1000000000;
        --sec;
    }
    while (nanos >= 1000000000) {
        nanos -= 1000000000;
        ++sec;
    }
    Timestamp t{sec, std::int32_t(nanos)};
    if (!timeutil::inRange(t))
        return Value::error("timestamp overflow");
    return Value(t);
}

Value addTsDur(Timestamp t, Duration d) {
    std::int64_t s = d.nanos / 1000000000, n = d.nanos % 1000000000;
    std::int64_t sec;
    if (__builtin_add_overflow(t.seconds, s, &sec))
        return Value::error("timestamp overflow");
    Value r = timestampOrError(sec, std::int64_t(t.nanos) + n);
    if (r.isError() || t.offset == 0)
        return r;
    return Value(Timestamp{r.asTimestamp().seconds, r.asTimestamp().nanos, t.offset});
}

Value subTs(Timestamp a, Timestamp b) {
    Int128 diff = (Int128)(a.seconds - b.seconds) * 1000000000 + (a.nanos - b.nanos);
    if (diff > INT64_MAX || diff < INT64_MIN)
        return overflow();
    return Value(Duration{std::int64_t(diff)});
}

std::optional<std::int64_t> parseInt(const std::string &s) {
    std::string_view v = s;
    if (!v.empty() && v[0] == '+')
        v.remove_prefix(1);
    std::int64_t out;
    auto r = std::from_chars(v.data(), v.data() + v.size(), out);
    if (r.ec != std::errc() || r.ptr != v.data() + v.size() || v.empty())
        return std::nullopt;
    return out;
}

std::optional<std::uint64_t> parseUint(const std::string &s) {
    // Go's strconv.ParseUint: decimal digits only, no sign.
    std::uint64_t out;
    if (s.empty() || !std::isdigit(static_cast<unsigned char>(s[0])))
        return std::nullopt;
    auto r = std::from_chars(s.data(), s.data() + s.size(), out);
    if (r.ec != std::errc() || r.ptr != s.data() + s.size())
        return std::nullopt;
    return out;
}

/// Go's rule for digit separators: each '_' sits between digits (a base prefix counts as one).
bool goUnderscoresOk(std::string_view v, bool hex) {
    char saw = hex ? '0' : '^';
    for (char c : v) {
        bool digit = std::isdigit(static_cast<unsigned char>(c)) ||
                     (hex && std::isxdigit(static_cast<unsigned char>(c)));
        if (digit) {
            saw = '0';
        } else if (c == '_') {
            if (saw != '0')
                return false;
            saw = '_';
        } else {
            if (saw == '_')
                return false;
            saw = '!';
        }
    }
    return saw != '_';
}

std::optional<double> parseDouble(const std::string &s) {
    // Go's strconv.ParseFloat: decimal or hexadecimal (with a p exponent)
    // notation, '_' digit separators, inf/infinity/nan in any case (a sign
    // before inf, none before nan); overflow is an error, underflow rounds to
    // zero.
    std::string lower;
    for (char c : s)
        lower += char(std::tolower(static_cast<unsigned char>(c)));
    std::string_view v = lower;
    if (v == "nan")
        return std::numeric_limits<double>::quiet_NaN();
    bool neg = false;
    if (!v.empty() && (v[0] == '+' || v[0] == '-')) {
        neg = v[0] == '-';
        v.remove_prefix(1);
    }
    if (v == "inf" || v == "infinity")
        return neg ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
    const bool hex = v.size() > 2 && v[0] == '0' && v[1] == 'x';
    if (hex)
        v.remove_prefix(2);
    if (v.empty())
        return std::nullopt;
    std::string clean;
    if (v.find('_') != std::string_view::npos) {
        if (!goUnderscoresOk(v, hex))
            return std::nullopt;
        for (char c : v)
            if (c != '_')
                clean += c;
        v = clean;
    }
    for (char c : v)
        if (!(std::isdigit(static_cast<unsigned char>(c)) || c == '.' || c == '+' || c == '-' ||
              (hex ? (c == 'p' || (c >= 'a' && c <= 'f')) : c == 'e')))
            return std::nullopt;
    if (hex && v.find('p') == std::string_view::npos)
        return std::nullopt;
    double out;
    auto r = std::from_chars(v.data(), v.data() + v.size(), out,
                             hex ? std::chars_format::hex : std::chars_format::general);
    if (r.ptr != v.data() + v.size())
        return std::nullopt;
    if (r.ec == std::errc::result_out_of_range) {
        const std::string text = (hex ? "0x" : "") + std::string(v);
        out = std::strtod(text.c_str(), nullptr);
        if (std::isinf(out))
            return std::nullopt; // Go returns ±Inf with a range error
    } else if (r.ec != std::errc()) {
        return std::nullopt;
    }
    return neg ? -out : out;
}

Value timeAccessor(const Value *a, std::size_t n, int which) {
    Timestamp t = a[0].asTimestamp();
    std::int64_t off = 0;
    if (n == 2) {
        std::string why;
        auto o = timeutil::zoneOffset(a[1].asString(), t.seconds, &why);
        if (!o)
            return Value::error(why);
        off = *o;
    }
    auto c = timeutil::toCivil(t.seconds + off);
    switch (which) {
    case 0:
        return Value(std::int64_t(c.year));
    case 1:
        return Value(std::int64_t(c.month - 1));
    case 2:
        return Value(std::int64_t(c.dayOfYear));
    case 3:
        return Value(std::int64_t(c.day - 1));
    case 4:
        return Value(std::int64_t(c.day));
    case 5:
        return Value(std::int64_t(c.dayOfWeek));
    case 6:
        return Value(std::int64_t(c.hour));
    case 7:
        return Value(std::int64_t(c.minute));
    case 8:
        return Value(std::int64_t(c.second));
    default:
        return Value(std::int64_t(t.nanos / 1000000));
    }
}

bool isZeroValue(const Value &v) {
    using K = Value::Kind;
    switch (v.kind()) {
    case K::Null:
        return true;
    case K::Bool:
        return !v.asBool();
    case K::Int:
        return v.asInt() == 0;
    case K::Uint:
        return v.asUint() == 0;
    case K::Double:
        return v.asDouble() == 0;
    case K::String:
        return v.asString().empty();
    case K::Bytes:
        return v.asBytes().empty();
    case K::List:
        return v.asList().empty();
    case K::Map:
        return v.asMap().size() == 0;
    case K::Duration:
        return v.asDuration().nanos == 0;
    // Go's zero time.Time, 0001-01-01T00:00:00Z (not the Unix epoch).
    case K::Timestamp:
        return v.asTimestamp().seconds == -62135596800LL && v.asTimestamp().nanos == 0;
    default:
        return false;
    }
}

} // namespace

void addStandard(Env &env, const StdOptions &opts) {
    Builder b(env);
    const TypeP I = int64(), U = uint64(), D = dbl(), B = boolean(), S = string(), BY = bytes(),
                DUR = duration(), TS = timestamp(), DYN = dyn(), A = param("A"), K = param("K"),
                V = param("V"), NUL = null();
    const TypeP LA = list(A), MKV = map(K, V);

    // logic
    b.global("!_", "logical_not", {B}, B, [](const Value *a, std::size_t) { return Value(!a[0].asBool()); });
    b.global("_&&_", "logical_and", {B, B}, B, nullptr);
    b.global("_||_", "logical_or", {B, B}, B, nullptr);
    b.global("_?_:_", "conditional", {B, A, A}, A, nullptr);
    b.global("@not_strictly_false", "not_strictly_false", {B}, B, [](const Value *a, std::size_t) {
         return a[0].kind() == Value::Kind::Bool ? a[0] : Value(true);
     }).nonStrict = true;

    // arithmetic
    b.global("-_", "negate_int64", {I}, I, [](const Value *a, std::size_t) {
        if (a[0].asInt() == INT64_MIN)
            return overflow();
        return Value(-a[0].asInt());
    });
    b.global("-_", "negate_double", {D}, D,
             [](const Value *a, std::size_t) { return Value(-a[0].asDouble()); });
    b.global("_+_", "add_int64", {I, I}, I, [](const Value *a, std::size_t) {
        std::int64_t r;
        if (__builtin_add_overflow(a[0].asInt(), a[1].asInt(), &r))
            return overflow();
        return Value(r);
    });
    b.global("_+_", "add_uint64", {U, U}, U, [](const Value *a, std::size_t) {
        std::uint64_t r;
        if (__builtin_add_overflow(a[0].asUint(), a[1].asUint(), &r))
            return uintOverflow();
        return Value(r);
    });
    b.global("_+_", "add_double", {D, D}, D,
             [](const Value *a, std::size_t) { return Value(a[0].asDouble() + a[1].asDouble()); });
    b.global("_+_", "add_string", {S, S}, S, [](const Value *a, std::size_t) {
         return Value::string(a[0].asString() + a[1].asString());
     }).cost = [](const Value *a, std::size_t, const Value &) {
        return ceilMul(sizeOf(a[0]) + sizeOf(a[1]), kStringTraversalCostFactor);
    };
    b.global("_+_", "add_bytes", {BY, BY}, BY, [](const Value *a, std::size_t) {
         return Value::bytes(a[0].asBytes() + a[1].asBytes());
     }).cost = [](const Value *a, std::size_t, const Value &) {
        return ceilMul(sizeOf(a[0]) + sizeOf(a[1]), kStringTraversalCostFactor);
    };
    b.global("_+_", "add_list", {LA, LA}, LA, [](const Value *a, std::size_t) {
        const List &x = a[0].asList(), &y = a[1].asList();
        if (x.listType != ListType::Atomic)
            return kubernetesListConcat(x, y);
        if (y.empty())
            return a[0];
        if (x.empty())
            return a[1];
        List r;
        r.reserve(x.size() + y.size());
        r.insert(r.end(), x.begin(), x.end());
        r.insert(r.end(), y.begin(), y.end());
        return Value::list(std::move(r));
    });
    b.global("_+_", "add_timestamp_duration", {TS, DUR}, TS,
             [](const Value *a, std::size_t) { return addTsDur(a[0].asTimestamp(), a[1].asDuration()); });
    b.global("_+_", "add_duration_timestamp", {DUR, TS}, TS,
             [](const Value *a, std::size_t) { return addTsDur(a[1].asTimestamp(), a[0].asDuration()); });
    b.global("_+_", "add_duration_duration", {DUR, DUR}, DUR, [](const Value *a, std::size_t) {
        std::int64_t r;
        if (__builtin_add_overflow(a[0].asDuration().nanos, a[1].asDuration().nanos, &r))
            return overflow();
        return Value(Duration{r});
    });
    b.global("_-_", "subtract_int64", {I, I}, I, [](const Value *a, std::size_t) {
        std::int64_t r;
        if (__builtin_sub_overflow(a[0].asInt(), a[1].asInt(), &r))
            return overflow();
        return Value(r);
    });
    b.global("_-_", "subtract_uint64", {U, U}, U, [](const Value *a, std::size_t) {
        std::uint64_t r;
        if (__builtin_sub_overflow(a[0].asUint(), a[1].asUint(), &r))
            return uintOverflow();
        return Value(r);
    });
    b.global("_-_", "subtract_double", {D, D}, D,
             [](const Value *a, std::size_t) { return Value(a[0].asDouble() - a[1].asDouble()); });
    b.global("_-_", "subtract_timestamp_timestamp", {TS, TS}, DUR,
             [](const Value *a, std::size_t) { return subTs(a[0].asTimestamp(), a[1].asTimestamp()); });
    b.global("_-_", "subtract_timestamp_duration", {TS, DUR}, TS, [](const Value *a, std::size_t) {
        if (a[1].asDuration().nanos == INT64_MIN)
            return overflow();
        return addTsDur(a[0].asTimestamp(), Duration{-a[1].asDuration().nanos});
    });
    b.global("_-_", "subtract_duration_duration", {DUR, DUR}, DUR, [](const Value *a, std::size_t) {
        std::int64_t r;
        if (__builtin_sub_overflow(a[0].asDuration().nanos, a[1].asDuration().nanos, &r))
            return overflow();
        return Value(Duration{r});
    });
    b.global("_*_", "multiply_int64", {I, I}, I, [](const Value *a, std::size_t) {
        std::int64_t r;
        if (__builtin_mul_overflow(a[0].asInt(), a[1].asInt(), &r))
            return overflow();
        return Value(r);
    });
    b.global("_*_", "multiply_uint64", {U, U}, U, [](const Value *a, std::size_t) {
        std::uint64_t r;
        if (__builtin_mul_overflow(a[0].asUint(), a[1].asUint(), &r))
            return uintOverflow();
        return Value(r);
    });
    b.global("_*_", "multiply_double", {D, D}, D,
             [](const Value *a, std::size_t) { return Value(a[0].asDouble() * a[1].asDouble()); });
    b.global("_/_", "divide_int64", {I, I}, I, [](const Value *a, std::size_t) {
        if (a[1].asInt() == 0)
            return Value::error("division by zero");
        if (a[0].asInt() == INT64_MIN && a[1].asInt() == -1)
            return overflow();
        return Value(a[0].asInt() / a[1].asInt());
    });
    b.global("_/_", "divide_uint64", {U, U}, U, [](const Value *a, std::size_t) {
        if (a[1].asUint() == 0)
            return Value::error("division by zero");
        return Value(a[0].asUint() / a[1].asUint());
    });
    b.global("_/_", "divide_double", {D, D}, D,
             [](const Value *a, std::size_t) { return Value(a[0].asDouble() / a[1].asDouble()); });
    b.global("_%_", "modulo_int64", {I, I}, I, [](const Value *a, std::size_t) {
        if (a[1].asInt() == 0)
            return Value::error("modulus by zero");
        if (a[0].asInt() == INT64_MIN && a[1].asInt() == -1)
            return overflow();
        return Value(a[0].asInt() % a[1].asInt());
    });
    b.global("_%_", "modulo_uint64", {U, U}, U, [](const Value *a, std::size_t) {
        if (a[1].asUint() == 0)
            return Value::error("modulus by zero");
        return Value(a[0].asUint() % a[1].asUint());
    });

    // comparisons
    struct Cmp {
        const char *fn;
        const char *suffix;
        bool (*test)(Order);
    };
    static const Cmp cmps[] = {
        {"_<_", "less",
         [](Order o) {
             return o == Order::Less;
         }},
        {"_<=_", "less_equals",
         [](Order o) {
             return o == Order::Less || o == Order::Equal;
         }},
        {"_>_", "greater",
         [](Order o) {
             return o == Order::Greater;
         }},
        {"_>=_", "greater_equals",
         [](Order o) {
             return o == Order::Greater || o == Order::Equal;
         }},
    };
    struct Pair {
        TypeP a, b;
        const char *name;
        bool sized;
    };
    std::vector<Pair> pairs = {{B, B, "bool", false},        {I, I, "int64", false},
                               {U, U, "uint64", false},      {D, D, "double", false},
                               {S, S, "string", true},       {BY, BY, "bytes", true},
                               {TS, TS, "timestamp", false}, {DUR, DUR, "duration", false}};
    if (opts.crossTypeNumericComparisons) {
        pairs.push_back({I, U, "int64_uint64", false});
        pairs.push_back({I, D, "int64_double", false});
        pairs.push_back({U, I, "uint64_int64", false});
        pairs.push_back({U, D, "uint64_double", false});
        pairs.push_back({D, I, "double_int64", false});
        pairs.push_back({D, U, "double_uint64", false});
    }
    for (const Cmp &c : cmps) {
        for (const Pair &p : pairs) {
            auto test = c.test;
            Overload &o = b.global(c.fn, std::string(c.suffix) + "_" + p.name, {p.a, p.b}, B,
                                   [test](const Value *a, std::size_t) {
                                       auto ord = valueCompare(a[0], a[1]);
                                       if (!ord)
                                           return runtime::noSuchOverload("compare");
                                       if (*ord == Order::Unordered)
                                           return Value::error("NaN values cannot be ordered");
                                       return Value(test(*ord));
                                   });
            if (p.sized)
                o.cost = [](const Value *a, std::size_t, const Value &) {
                    return ceilMul(std::min(sizeOf(a[0]), sizeOf(a[1])), kStringTraversalCostFactor);
                };
        }
    }
    auto eqCost = [](const Value *a, std::size_t, const Value &) {
        return ceilMul(std::min(sizeOf(a[0]), sizeOf(a[1])), kStringTraversalCostFactor);
    };
    b.global("_==_", "equals", {A, A}, B, [](const Value *a, std::size_t) {
         return equalsOperator(a[0], a[1]);
     }).cost = eqCost;
    b.global("_!=_", "not_equals", {A, A}, B, [](const Value *a, std::size_t) {
         // cel-go: not equal unless Equal answers true (a failed comparison too).
         Value eq = equalsOperator(a[0], a[1]);
         return Value(!(eq.kind() == Value::Kind::Bool && eq.asBool()));
     }).cost = eqCost;

    // in, index
    b.global("@in", "in_list", {A, LA}, B, [](const Value *a, std::size_t) {
         for (const auto &e : a[1].asList())
             if (valueEquals(a[0], e))
                 return Value(true);
         return Value(false);
     }).cost = [](const Value *a, std::size_t, const Value &) {
        return sizeOf(a[1]);
    };
    b.global("@in", "in_map", {K, MKV}, B,
             [](const Value *a, std::size_t) { return Value(a[1].asMap().find(a[0]) != nullptr); });
    b.global("_[_]", "index_list", {LA, I}, A, nullptr);
    b.global("_[_]", "index_map", {MKV, K}, V, nullptr);

    // size
    auto sizeImpl = [](const Value *a, std::size_t) {
        return Value(std::int64_t(a[0].costSize()));
    };
    for (const TypeP &t : {S, BY, LA, MKV}) {
        std::string n = t->kind == TypeKind::String  ? "string"
                        : t->kind == TypeKind::Bytes ? "bytes"
                        : t->kind == TypeKind::List  ? "list"
                                                     : "map";
        b.global("size", "size_" + n, {t}, I, sizeImpl);
        b.member("size", n + "_size", {t}, I, sizeImpl);
    }

    // strings
    b.member("contains", "contains_string", {S, S}, B, [](const Value *a, std::size_t) {
         return Value(a[0].asString().find(a[1].asString()) != std::string::npos);
     }).cost = [](const Value *a, std::size_t, const Value &) {
        return ceilMul(sizeOf(a[0]), kStringTraversalCostFactor) *
               ceilMul(sizeOf(a[1]), kStringTraversalCostFactor);
    };
    bool onPrefix = opts.startsWithCostOnPrefix;
    RuntimeCostFn prefixCost = [onPrefix](const Value *a, std::size_t, const Value &) {
        return ceilMul(sizeOf(a[onPrefix ? 1 : 0]), kStringTraversalCostFactor);
    };
    b.member("startsWith", "starts_with_string", {S, S}, B, [](const Value *a, std::size_t) {
         const std::string &s = a[0].asString(), &p = a[1].asString();
         return Value(s.size() >= p.size() && s.compare(0, p.size(), p) == 0);
     }).cost = prefixCost;
    b.member("endsWith", "ends_with_string", {S, S}, B, [](const Value *a, std::size_t) {
         const std::string &s = a[0].asString(), &p = a[1].asString();
         return Value(s.size() >= p.size() && s.compare(s.size() - p.size(), p.size(), p) == 0);
     }).cost = prefixCost;
    OverloadImpl matchesImpl = [](const Value *a, std::size_t) {
        auto re = compileRegex(a[1].asString());
        if (!re)
            return Value::error(re.error());
        return Value(regexPartialMatch(**re, a[0].asString()));
    };
    RuntimeCostFn matchesCost = [](const Value *a, std::size_t, const Value &) {
        return ceilMul(1 + sizeOf(a[0]), kStringTraversalCostFactor) *
               ceilMul(sizeOf(a[1]), kRegexStringLengthCostFactor);
    };
    b.member("matches", "matches_string", {S, S}, B, matchesImpl).cost = matchesCost;
    b.global("matches", "matches", {S, S}, B, matchesImpl).cost = matchesCost;

    // conversions
    auto ident = [](const Value *a, std::size_t) {
        return a[0];
    };
    b.global("int", "int64_to_int64", {I}, I, ident);
    b.global("int", "uint64_to_int64", {U}, I, [](const Value *a, std::size_t) {
        if (a[0].asUint() > std::uint64_t(INT64_MAX))
            return overflow();
        return Value(std::int64_t(a[0].asUint()));
    });
    b.global("int", "double_to_int64", {D}, I, [](const Value *a, std::size_t) {
        double d = a[0].asDouble();
        if (std::isnan(d) || d <= -9223372036854775808.0 || d >= 9223372036854775807.0)
            return overflow();
        return Value(std::int64_t(d));
    });
    b.global("int", "string_to_int64", {S}, I, [](const Value *a, std::size_t) {
        auto v = parseInt(a[0].asString());
        if (!v)
            return Value::error("strconv.ParseInt: parsing \"" + a[0].asString() + "\": invalid syntax");
        return Value(*v);
    });
    b.global("int", "duration_to_int64", {DUR}, I,
             [](const Value *a, std::size_t) { return Value(std::int64_t(a[0].asDuration().nanos)); });
    b.global("int", "timestamp_to_int64", {TS}, I,
             [](const Value *a, std::size_t) { return Value(a[0].asTimestamp().seconds); });
    b.global("uint", "uint64_to_uint64", {U}, U, ident);
    b.global("uint", "int64_to_uint64", {I}, U, [](const Value *a, std::size_t) {
        if (a[0].asInt() < 0)
            return uintOverflow();
        return Value(std::uint64_t(a[0].asInt()));
    });
    b.global("uint", "double_to_uint64", {D}, U, [](const Value *a, std::size_t) {
        double d = a[0].asDouble();
        if (std::isnan(d) || d < 0 || d >= 18446744073709551615.0)
            return uintOverflow();
        return Value(std::uint64_t(d));
    });
    b.global("uint", "string_to_uint64", {S}, U, [](const Value *a, std::size_t) {
        auto v = parseUint(a[0].asString());
        if (!v)
            return Value::error("strconv.ParseUint: parsing \"" + a[0].asString() + "\": invalid syntax");
        return Value(*v);
    });
    b.global("double", "double_to_double", {D}, D, ident);
    b.global("double", "int64_to_double", {I}, D,
             [](const Value *a, std::size_t) { return Value(double(a[0].asInt())); });
    b.global("double", "uint64_to_double", {U}, D,
             [](const Value *a, std::size_t) { return Value(double(a[0].asUint())); });
    b.global("double", "string_to_double", {S}, D, [](const Value *a, std::size_t) {
        auto v = parseDouble(a[0].asString());
        if (!v)
            return Value::error("strconv.ParseFloat: parsing \"" + a[0].asString() + "\": invalid syntax");
        return Value(*v);
    });
    b.global("string", "string_to_string", {S}, S, ident);
    b.global("string", "int64_to_string", {I}, S,
             [](const Value *a, std::size_t) { return Value::string(std::to_string(a[0].asInt())); });
    b.global("string", "uint64_to_string", {U}, S,
             [](const Value *a, std::size_t) { return Value::string(std::to_string(a[0].asUint())); });
    b.global("string", "double_to_string", {D}, S,
             [](const Value *a, std::size_t) { return Value::string(formatDoubleG(a[0].asDouble())); });
    b.global("string", "bool_to_string", {B}, S,
             [](const Value *a, std::size_t) { return Value::string(a[0].asBool() ? "true" : "false"); });
    b.global("string", "bytes_to_string", {BY}, S, [](const Value *a, std::size_t) {
         if (!isValidUtf8(a[0].asBytes()))
             return Value::error("invalid UTF-8 in bytes, cannot convert to string");
         return Value::string(a[0].asBytes());
     }).cost = [](const Value *a, std::size_t, const Value &) {
        return ceilMul(sizeOf(a[0]), kStringTraversalCostFactor);
    };
    b.global("string", "timestamp_to_string", {TS}, S, [](const Value *a, std::size_t) {
        return Value::string(formatTimestampWithOffset(a[0].asTimestamp()));
    });
    b.global("string", "duration_to_string", {DUR}, S, [](const Value *a, std::size_t) {
        return Value::string(formatDurationSeconds(a[0].asDuration()));
    });
    b.global("bytes", "bytes_to_bytes", {BY}, BY, ident);
    b.global("bytes", "string_to_bytes", {S}, BY, [](const Value *a, std::size_t) {
         return Value::bytes(a[0].asString());
     }).cost = [](const Value *a, std::size_t, const Value &) {
        return ceilMul(sizeOf(a[0]), kStringTraversalCostFactor);
    };
    b.global("bool", "bool_to_bool", {B}, B, ident);
    b.global("bool", "string_to_bool", {S}, B, [](const Value *a, std::size_t) {
        const std::string &s = a[0].asString();
        if (s == "1" || s == "t" || s == "T" || s == "TRUE" || s == "true" || s == "True")
            return Value(true);
        if (s == "0" || s == "f" || s == "F" || s == "FALSE" || s == "false" || s == "False")
            return Value(false);
        return Value::error("strconv.ParseBool: parsing \"" + s + "\": invalid syntax");
    });
    b.global("duration", "duration_to_duration", {DUR}, DUR, ident);
    b.global("duration", "string_to_duration", {S}, DUR, [](const Value *a, std::size_t) {
        auto d = timeutil::parseDuration(a[0].asString());
        if (!d)
            return Value::error("invalid duration: time: invalid duration \"" + a[0].asString() + "\"");
        return Value(*d);
    });
    b.global("timestamp", "timestamp_to_timestamp", {TS}, TS, ident);
    b.global("timestamp", "string_to_timestamp", {S}, TS, [](const Value *a, std::size_t) {
        auto t = timeutil::parseRfc3339(a[0].asString());
        if (!t)
            return Value::error("invalid timestamp: parsing time \"" + a[0].asString() + "\"");
        if (!timeutil::inRange(*t))
            return Value::error("timestamp overflow");
        return Value(*t);
    });
    b.global("timestamp", "int64_to_timestamp", {I}, TS,
             [](const Value *a, std::size_t) { return timestampOrError(a[0].asInt(), 0); });
    b.global("dyn", "to_dyn", {A}, DYN, ident);
    b.global("type", "type", {A}, typeOf(A),
             [](const Value *a, std::size_t) { return Value::type(a[0].typeName()); });

    // time accessors
    static const char *const tsFns[] = {"getFullYear", "getMonth",       "getDayOfYear", "getDayOfMonth",
                                        "getDate",     "getDayOfWeek",   "getHours",     "getMinutes",
                                        "getSeconds",  "getMilliseconds"};
    for (int i = 0; i < 10; ++i) {
        std::string fn = tsFns[i];
        b.member(fn, "timestamp_to_" + fn, {TS}, I,
                 [i](const Value *a, std::size_t n) { return timeAccessor(a, n, i); });
        b.member(fn, "timestamp_to_" + fn + "_with_tz", {TS, S}, I,
                 [i](const Value *a, std::size_t n) { return timeAccessor(a, n, i); });
    }
    b.member("getHours", "duration_to_hours", {DUR}, I, [](const Value *a, std::size_t) {
        return Value(std::int64_t(a[0].asDuration().nanos / 3600000000000LL));
    });
    b.member("getMinutes", "duration_to_minutes", {DUR}, I, [](const Value *a, std::size_t) {
        return Value(std::int64_t(a[0].asDuration().nanos / 60000000000LL));
    });
    b.member("getSeconds", "duration_to_seconds", {DUR}, I, [](const Value *a, std::size_t) {
        return Value(std::int64_t(a[0].asDuration().nanos / 1000000000LL));
    });
    b.member("getMilliseconds", "duration_to_milliseconds", {DUR}, I,
             [part = opts.durationMillisecondsPart](const Value *a, std::size_t) {
                 auto ms = std::int64_t(a[0].asDuration().nanos / 1000000LL);
                 return Value(part ? ms % 1000 : ms);
             });

    // comprehension helper for transformMap / transformMapEntry
    auto mapInsert = [](const Value *a, std::size_t n) {
        auto m = std::make_shared<Map>(a[0].asMap());
        Value failed = runtime::mapInsert(*m, a + 1, n - 1);
        return failed.isError() ? failed : Value::map(std::move(m));
    };
    b.global("cel.@mapInsert", "cel_@mapInsert_map_key_value", {MKV, K, V}, MKV, mapInsert);
    b.global("cel.@mapInsert", "cel_@mapInsert_map_map", {MKV, MKV}, MKV, mapInsert);
    (void)NUL;

    for (const char *t : {"int", "uint", "double", "bool", "string", "bytes", "null_type", "type",
                          "google.protobuf.Duration", "google.protobuf.Timestamp", "list", "map"}) {
        TypeP tt;
        std::string n = t;
        if (n == "list")
            tt = list(DYN);
        else if (n == "map")
            tt = map(DYN, DYN);
        else if (n == "type")
            tt = typeOf(nullptr);
        else
            tt = types::parse(n);
        env.addTypeName(n, tt);
    }
    if (opts.optionalTypes)
        addOptional(env);
    // cel-go declares these overloads in this order; with a type parameter
    // argument the first match binds it (e.g. `-[][0]` is a double).
    b.reorder("-_", {"negate_double", "negate_int64"});
    b.reorder("_+_", {"add_bytes", "add_double", "add_duration_duration", "add_duration_timestamp",
                      "add_timestamp_duration", "add_int64", "add_list", "add_string", "add_uint64"});
    b.reorder("_-_", {"subtract_double", "subtract_duration_duration", "subtract_int64",
                      "subtract_timestamp_duration", "subtract_timestamp_timestamp", "subtract_uint64"});
    b.reorder("_*_", {"multiply_double", "multiply_int64", "multiply_uint64"});
    b.reorder("_/_", {"divide_double", "divide_int64", "divide_uint64"});
    b.reorder("double", {"double_to_double", "int64_to_double", "string_to_double", "uint64_to_double"});
    b.reorder("int", {"int64_to_int64", "double_to_int64", "duration_to_int64", "string_to_int64",
                      "timestamp_to_int64", "uint64_to_int64"});
    b.reorder("string", {"string_to_string", "bool_to_string", "bytes_to_string", "double_to_string",
                         "duration_to_string", "int64_to_string", "timestamp_to_string", "uint64_to_string"});
    b.reorder("timestamp", {"timestamp_to_timestamp", "int64_to_timestamp", "string_to_timestamp"});
    b.reorder("uint", {"uint64_to_uint64", "double_to_uint64", "int64_to_uint64", "string_to_uint64"});
    b.reorder("matches", {"matches", "matches_string"});
}

void addOptional(Env &env) {
    Builder b(env);
    const TypeP A = param("A"), OA = optional(param("A")), B = boolean(), K = param("K"), V = param("V"),
                I = int64();
    b.global("optional.of", "optional_of", {A}, OA,
             [](const Value *a, std::size_t) { return Value::optionalOf(a[0]); });
    b.global("optional.ofNonZeroValue", "optional_ofNonZeroValue", {A}, OA, [](const Value *a, std::size_t) {
        return isZeroValue(a[0]) ? Value::optionalNone() : Value::optionalOf(a[0]);
    });
    b.global("optional.none", "optional_none", {}, OA,
             [](const Value *, std::size_t) { return Value::optionalNone(); });
    b.member("value", "optional_value", {OA}, A, [](const Value *a, std::size_t) {
        if (!a[0].optionalHasValue())
            return Value::error("optional.none() dereference");
        return a[0].optionalValue();
    });
    auto unwrap = [](const Value *a, std::size_t) {
        List out;
        for (const Value &o : a[0].asList())
            if (o.kind() == Value::Kind::Optional && o.optionalHasValue())
                out.push_back(o.optionalValue());
            else if (o.kind() != Value::Kind::Optional)
                return Value::error("value " + o.debugString() + " is not optional");
        return Value::list(std::move(out));
    };
    b.global("optional.unwrap", "optional_unwrap", {list(OA)}, list(A), unwrap);
    b.member("unwrapOpt", "optional_unwrapOpt", {list(OA)}, list(A), unwrap);
    b.member("hasValue", "optional_hasValue", {OA}, B,
             [](const Value *a, std::size_t) { return Value(a[0].optionalHasValue()); });
    b.member("or", "optional_or_optional", {OA, OA}, OA,
             [](const Value *a, std::size_t) { return a[0].optionalHasValue() ? a[0] : a[1]; });
    b.member("orValue", "optional_orValue_value", {OA, A}, A, [](const Value *a, std::size_t) {
        return a[0].optionalHasValue() ? a[0].optionalValue() : a[1];
    });
    b.global("_?._", "select_optional_field", {dyn(), types::string()}, optional(dyn()), nullptr);
    b.global("_[?_]", "map_optindex_optional_value", {map(K, V), K}, optional(V), nullptr);
    b.global("_[?_]", "list_optindex_optional_int", {list(A), I}, OA, nullptr);
    b.global("_[?_]", "optional_map_optindex_optional_value", {optional(map(K, V)), K}, optional(V), nullptr);
    b.global("_[?_]", "optional_list_optindex_optional_int", {optional(list(A)), I}, OA, nullptr);
    b.global("_[_]", "optional_list_index_int", {optional(list(A)), I}, OA, nullptr);
    b.global("_[_]", "optional_map_index_value", {optional(map(K, V)), K}, optional(V), nullptr);
    env.addTypeName("optional_type", optional(dyn()));
}

Value addTimestampDuration(Timestamp t, Duration d) {
    return addTsDur(t, d);
}

} // namespace cel::lib
