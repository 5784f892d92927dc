// cel-go extension libraries: strings, sets, lists.
#include "cel/library.h"
#include "cel/limits.h"
#include "cel/runtime.h"
#include "cel/text.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace cel::lib {

namespace {

// Go's %v of a CEL value in cel-go's error messages (join: invalid input: 1).
std::string goVerbV(const Value &v) {
    switch (v.kind()) {
    case Value::Kind::Int:
        return std::to_string(v.asInt());
    case Value::Kind::Uint:
        return std::to_string(v.asUint());
    case Value::Kind::Double:
        return formatDoubleG(v.asDouble());
    case Value::Kind::Bool:
        return v.asBool() ? "true" : "false";
    case Value::Kind::Null:
        return "NULL_VALUE";
    default:
        return v.debugString();
    }
}

using namespace cel::types;

// Splits a UTF-8 string into code point byte offsets (size n+1, last = s.size()).
std::vector<std::size_t> cpOffsets(const std::string &s) {
    std::vector<std::size_t> off;
    off.reserve(s.size() + 1);
    for (std::size_t i = 0; i < s.size(); ++i)
        if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80)
            off.push_back(i);
    off.push_back(s.size());
    return off;
}

Value indexError(std::int64_t i) {
    return Value::error("index out of range: " + std::to_string(i));
}

std::int64_t cpIndexOf(const std::string &s, const std::string &sub, std::int64_t offset, bool last) {
    auto off = cpOffsets(s);
    auto subLen = std::int64_t(cpOffsets(sub).size() - 1);
    auto n = std::int64_t(off.size() - 1);
    if (!last) {
        for (std::int64_t i = offset; i + subLen <= n; ++i)
            if (s.compare(off[std::size_t(i)], sub.size(), sub) == 0)
                return i;
        return -1;
    }
    for (std::int64_t i = std::min(offset, n - subLen); i >= 0; --i)
        if (s.compare(off[std::size_t(i)], sub.size(), sub) == 0)
            return i;
    return -1;
}

bool isUnicodeSpace(std::uint32_t cp) {
    switch (cp) {
    case '\t':
    case '\n':
    case '\v':
    case '\f':
    case '\r':
    case ' ':
    case 0x85:
    case 0xA0:
    case 0x1680:
    case 0x2028:
    case 0x2029:
    case 0x202F:
    case 0x205F:
    case 0x3000:
        return true;
    default:
        return cp >= 0x2000 && cp <= 0x200A;
    }
}

std::uint32_t decodeAt(const std::string &s, std::size_t i, std::size_t &len) {
    auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) {
        len = 1;
        return c;
    }
    int n = (c & 0xE0) == 0xC0 ? 1 : (c & 0xF0) == 0xE0 ? 2 : 3;
    std::uint32_t cp = c & (n == 1 ? 0x1F : n == 2 ? 0x0F : 0x07);
    len = 1;
    for (int k = 0; k < n && i + len < s.size(); ++k, ++len)
        cp = (cp << 6) | (static_cast<unsigned char>(s[i + len]) & 0x3F);
    return cp;
}

std::string replaceN(const std::string &s, const std::string &from, const std::string &to, std::int64_t n) {
    if (n == 0 || (from == to))
        return s;
    std::string out;
    if (from.empty()) {
        // Go: inserts `to` before each code point and at the end (up to n times).
        auto off = cpOffsets(s);
        std::int64_t count = 0;
        for (std::size_t i = 0; i + 1 < off.size(); ++i) {
            if (n < 0 || count < n) {
                out += to;
                ++count;
            }
            out.append(s, off[i], off[i + 1] - off[i]);
        }
        if (n < 0 || count < n)
            out += to;
        return out;
    }
    std::size_t pos = 0;
    std::int64_t count = 0;
    while (n < 0 || count < n) {
        std::size_t f = s.find(from, pos);
        if (f == std::string::npos)
            break;
        out.append(s, pos, f - pos);
        out += to;
        pos = f + from.size();
        ++count;
    }
    out.append(s, pos, std::string::npos);
    return out;
}

/// How often the non-empty pattern occurs in s, not overlapping; counting
/// may stop once past n when n > 0.
std::uint64_t occurrences(const std::string &s, const std::string &pattern, std::int64_t n) {
    if (pattern.size() == 1)
        return std::uint64_t(std::count(s.begin(), s.end(), pattern[0]));
    std::uint64_t count = 0;
    for (std::size_t f = s.find(pattern); f != std::string::npos && (n <= 0 || count < std::uint64_t(n));
         f = s.find(pattern, f + pattern.size()))
        ++count;
    return count;
}

/// Bytes of replaceN(s, from, to, n)'s result, counted without building it
/// (at most s's size when to is not longer than from).
std::uint64_t replacedSize(const std::string &s, const std::string &from, const std::string &to,
                           std::int64_t n) {
    if (n == 0 || from == to || to.size() <= from.size())
        return s.size();
    std::uint64_t count = from.empty() ? utf8Length(s) + 1 // before each code point and at the end
                                       : occurrences(s, from, n);
    if (n > 0)
        count = std::min(count, std::uint64_t(n));
    return s.size() + count * (to.size() - from.size());
}

/// Bytes of the pieces splitN(s, sep, n) makes, each with its value's own size.
std::uint64_t splitSize(const std::string &s, const std::string &sep, std::int64_t n) {
    std::uint64_t pieces = sep.empty() ? utf8Length(s) : occurrences(s, sep, n) + 1;
    if (n > 0)
        pieces = std::min(pieces, std::uint64_t(n));
    return s.size() + pieces * (sizeof(Value) + sizeof(std::string));
}

/// Appends the positions of byte c in text, at most limit of them. Eight bytes
/// at a time: a byte equal to c becomes zero after the xor, and the exact
/// zero-byte test marks it with its high bit.
void bytePositions(std::string_view text, char c, std::size_t limit, std::vector<std::size_t> &out) {
    constexpr std::uint64_t ones = 0x0101010101010101ULL, low7 = 0x7F7F7F7F7F7F7F7FULL;
    const std::uint64_t pattern = ones * static_cast<unsigned char>(c);
    std::size_t i = 0;
    for (; std::endian::native == std::endian::little && i + 8 <= text.size() && out.size() < limit; i += 8) {
        std::uint64_t w;
        std::memcpy(&w, text.data() + i, 8);
        w ^= pattern;
        std::uint64_t zero = ~(((w & low7) + low7) | w | low7);
        while (zero && out.size() < limit) {
            out.push_back(i + std::size_t(std::countr_zero(zero) / 8)); // little-endian byte order
            zero &= zero - 1;
        }
    }
    for (; i < text.size() && out.size() < limit; ++i)
        if (text[i] == c)
            out.push_back(i);
}

std::vector<std::string> splitN(const std::string &s, const std::string &sep, std::int64_t n) {
    std::vector<std::string> out;
    if (n == 0)
        return out;
    if (sep.empty()) {
        auto off = cpOffsets(s);
        std::size_t total = off.size() - 1;
        out.reserve(total);
        for (std::size_t i = 0; i < total; ++i) {
            if (n > 0 && std::int64_t(out.size()) == n - 1) {
                out.push_back(s.substr(off[i]));
                return out;
            }
            out.push_back(s.substr(off[i], off[i + 1] - off[i]));
        }
        return out;
    }
    const std::string_view text = s;
    // Where the pieces end: every separator (at most n - 1 when n > 0).
    const std::size_t limit = n > 0 ? std::size_t(n - 1) : SIZE_MAX;
    std::vector<std::size_t> cuts;
    if (sep.size() == 1)
        bytePositions(text, sep[0], limit, cuts);
    else
        for (std::size_t f = text.find(sep); f != std::string_view::npos && cuts.size() < limit;
             f = text.find(sep, f + sep.size()))
            cuts.push_back(f);
    out.reserve(cuts.size() + 1);
    std::size_t pos = 0;
    for (std::size_t f : cuts) {
        out.emplace_back(text.substr(pos, f - pos));
        pos = f + sep.size();
    }
    out.emplace_back(text.substr(pos));
    return out;
}

/// About the bytes format() writes for its arguments: their strings and
/// bytes (a list may hold one many times), and a few for anything else. The
/// walk stops once past limits::kMaxBuiltBytes (a list nested in itself by
/// reference many times would otherwise take long).
std::uint64_t formattedSize(const Value &format, const Value &args) {
    std::uint64_t size = format.asString().size();
    std::vector<const Value *> todo{&args};
    while (!todo.empty() && size <= limits::kMaxBuiltBytes) {
        const Value *v = todo.back();
        todo.pop_back();
        switch (v->kind()) {
        case Value::Kind::String:
            size += v->asString().size() + 2;
            break;
        case Value::Kind::Bytes:
            size += v->asBytes().size() + 2;
            break;
        case Value::Kind::List:
            size += 2;
            for (const Value &e : v->asList())
                todo.push_back(&e);
            break;
        case Value::Kind::Map:
            size += 2;
            for (const auto &[k, e] : v->asMap().entries()) {
                todo.push_back(&k);
                todo.push_back(&e);
            }
            break;
        default:
            size += 8;
        }
    }
    return size;
}

void flattenInto(const List &l, std::int64_t depth, List &out) {
    for (const auto &v : l) {
        if (v.kind() == Value::Kind::List && depth > 0)
            flattenInto(v.asList(), depth - 1, out);
        else
            out.push_back(v);
    }
}

RuntimeCostFn traversal(double factor, std::size_t arg = 0) {
    return [factor, arg](const Value *a, std::size_t, const Value &) {
        return ceilMul(a[arg].costSize(), factor);
    };
}

} // namespace

void addStringsExt(Env &env, int version, bool strictOffsets) {
    env.stringsVersion = version;
    Builder b(env);
    const TypeP S = string(), I = int64(), LS = list(string());
    b.member("charAt", "string_char_at_int", {S, I}, S, [](const Value *a, std::size_t) {
        auto off = cpOffsets(a[0].asString());
        std::int64_t i = a[1].asInt();
        auto n = std::int64_t(off.size() - 1);
        if (i < 0 || i > n)
            return indexError(i);
        if (i == n)
            return Value::string("");
        return Value::string(
            a[0].asString().substr(off[std::size_t(i)], off[std::size_t(i) + 1] - off[std::size_t(i)]));
    });
    b.member("indexOf", "string_index_of_string", {S, S}, I, [](const Value *a, std::size_t) {
        return Value(cpIndexOf(a[0].asString(), a[1].asString(), 0, false));
    });
    // indexOf/lastIndexOf from a code-point offset (the spec's strict bounds in
    // the conformance environment, cel-go's clamping in Kubernetes').
    auto searchFrom = [strictOffsets](bool last) {
        return [strictOffsets, last](const Value *a, std::size_t) {
            std::int64_t off = a[2].asInt();
            if (off < 0)
                return indexError(off);
            auto n = std::int64_t(utf8Length(a[0].asString()));
            if (strictOffsets && off > n)
                return indexError(off);
            if (a[1].asString().empty())
                return Value(off > n ? n : off);
            if (off >= n)
                return Value(std::int64_t(-1));
            return Value(cpIndexOf(a[0].asString(), a[1].asString(), off, last));
        };
    };
    b.member("indexOf", "string_index_of_string_int", {S, S, I}, I, searchFrom(false));
    b.member("lastIndexOf", "string_last_index_of_string", {S, S}, I, [](const Value *a, std::size_t) {
        auto n = std::int64_t(utf8Length(a[0].asString()));
        if (a[1].asString().empty())
            return Value(n);
        return Value(cpIndexOf(a[0].asString(), a[1].asString(), n, true));
    });
    b.member("lastIndexOf", "string_last_index_of_string_int", {S, S, I}, I, searchFrom(true));
    b.member("lowerAscii", "string_lower_ascii", {S}, S, [](const Value *a, std::size_t) {
        std::string s = a[0].asString();
        for (char &c : s)
            if (c >= 'A' && c <= 'Z')
                c = char(c - 'A' + 'a');
        return Value::string(std::move(s));
    });
    b.member("upperAscii", "string_upper_ascii", {S}, S, [](const Value *a, std::size_t) {
        std::string s = a[0].asString();
        for (char &c : s)
            if (c >= 'a' && c <= 'z')
                c = char(c - 'a' + 'A');
        return Value::string(std::move(s));
    });
    // replace and split are charged by their receiver only: what they build
    // is counted first (runtime::BuiltBytes).
    auto replaceImpl = [](const Value *a, std::size_t n) {
        const std::int64_t count = n == 4 ? a[3].asInt() : -1;
        if (auto tooMuch = runtime::BuiltBytes::charge(
                "replace", replacedSize(a[0].asString(), a[1].asString(), a[2].asString(), count)))
            return *tooMuch;
        return Value::string(replaceN(a[0].asString(), a[1].asString(), a[2].asString(), count));
    };
    b.member("replace", "string_replace_string_string", {S, S, S}, S, replaceImpl);
    b.member("replace", "string_replace_string_string_int", {S, S, S, I}, S, replaceImpl);
    auto splitImpl = [](const Value *a, std::size_t n) {
        const std::int64_t count = n == 3 ? a[2].asInt() : -1;
        if (count != 0)
            if (auto tooMuch =
                    runtime::BuiltBytes::charge("split", splitSize(a[0].asString(), a[1].asString(), count)))
                return *tooMuch;
        return Value::stringList(splitN(a[0].asString(), a[1].asString(), count));
    };
    b.member("split", "string_split_string", {S, S}, LS, splitImpl);
    b.member("split", "string_split_string_int", {S, S, I}, LS, splitImpl);
    b.member("substring", "string_substring_int", {S, I}, S, [](const Value *a, std::size_t) {
        auto off = cpOffsets(a[0].asString());
        std::int64_t i = a[1].asInt();
        if (i < 0 || i > std::int64_t(off.size() - 1))
            return indexError(i);
        return Value::string(a[0].asString().substr(off[std::size_t(i)]));
    });
    b.member("substring", "string_substring_int_int", {S, I, I}, S, [](const Value *a, std::size_t) {
        auto off = cpOffsets(a[0].asString());
        std::int64_t s = a[1].asInt(), e = a[2].asInt();
        auto n = std::int64_t(off.size() - 1);
        if (s < 0 || s > n)
            return indexError(s);
        if (e < 0 || e > n)
            return indexError(e);
        if (s > e)
            return Value::error("invalid substring range. start: " + std::to_string(s) +
                                ", end: " + std::to_string(e));
        return Value::string(
            a[0].asString().substr(off[std::size_t(s)], off[std::size_t(e)] - off[std::size_t(s)]));
    });
    b.member("trim", "string_trim", {S}, S, [](const Value *a, std::size_t) {
        const std::string &s = a[0].asString();
        std::size_t st = 0, en = s.size();
        while (st < en) {
            std::size_t len;
            std::uint32_t cp = decodeAt(s, st, len);
            if (!isUnicodeSpace(cp))
                break;
            st += len;
        }
        while (en > st) {
            std::size_t p = en - 1;
            while (p > st && (static_cast<unsigned char>(s[p]) & 0xC0) == 0x80)
                --p;
            std::size_t len;
            std::uint32_t cp = decodeAt(s, p, len);
            if (!isUnicodeSpace(cp))
                break;
            en = p;
        }
        return Value::string(s.substr(st, en - st));
    });
    auto joinImpl = [](const Value *a, std::size_t n) {
        for (const Value &v : a[0].asList())
            if (v.kind() != Value::Kind::String)
                return Value::error("join: invalid input: " + goVerbV(v));
        std::string sep = n == 2 ? a[1].asString() : std::string();
        // A list may hold one string many times: what the result holds is counted first.
        std::uint64_t size = 0;
        for (const Value &v : a[0].asList())
            if (v.kind() == Value::Kind::String)
                size += v.asString().size() + sep.size();
        if (auto tooMuch = runtime::BuiltBytes::charge("join", size))
            return *tooMuch;
        std::string out;
        bool first = true;
        for (const Value &v : a[0].asList()) {
            if (v.kind() != Value::Kind::String)
                return runtime::noSuchOverload("join");
            if (!first)
                out += sep;
            first = false;
            out += v.asString();
        }
        return Value::string(std::move(out));
    };
    b.member("join", "list_join", {LS}, S, joinImpl);
    b.member("join", "list_join_string", {LS, S}, S, joinImpl);
    if (version >= 1) {
        auto formatImpl =
            version >= 4
                ? OverloadImpl([](const Value *a, std::size_t) {
                      if (auto tooMuch = runtime::BuiltBytes::charge("format", formattedSize(a[0], a[1])))
                          return *tooMuch;
                      return formatStringV2(a[0].asString(), a[1].asList());
                  })
                : OverloadImpl([](const Value *a, std::size_t) {
                      if (auto tooMuch = runtime::BuiltBytes::charge("format", formattedSize(a[0], a[1])))
                          return *tooMuch;
                      return formatStringV1(a[0].asString(), a[1].asList());
                  });
        Overload &format = b.member("format", "string_format", {S, list(dyn())}, S, formatImpl);
        format.functionBinding = true;
        format.cost = [](const Value *a, std::size_t, const Value &) {
            return ceilMul(a[0].costSize(), kStringTraversalCostFactor);
        };
        b.global("strings.quote", "strings_quote", {S}, S, [](const Value *a, std::size_t) {
             return Value::string(quote(a[0].asString(), QuoteStyle::CelQuote));
         }).cost = [](const Value *a, std::size_t, const Value &) {
            return ceilMul(a[0].costSize(), kStringTraversalCostFactor);
        };
    }
    if (version >= 3) {
        b.member("reverse", "string_reverse", {S}, S, [](const Value *a, std::size_t) {
            auto off = cpOffsets(a[0].asString());
            std::string out;
            for (std::size_t i = off.size() - 1; i > 0; --i)
                out.append(a[0].asString(), off[i - 1], off[i] - off[i - 1]);
            return Value::string(std::move(out));
        });
    }
    (void)traversal;
}

void addSetsExt(Env &env) {
    Builder b(env);
    const TypeP LA = list(param("T")), B = boolean();
    auto contains = [](const List &l, const Value &v) {
        for (const auto &e : l)
            if (valueEquals(e, v))
                return true;
        return false;
    };
    auto tracker = [](double factor) -> RuntimeCostFn {
        return [factor](const Value *a, std::size_t, const Value &) {
            return estimate::addSat(
                1, estimate::goFloatToUint64(double(a[0].costSize() * a[1].costSize()) * factor));
        };
    };
    auto estimator = [](double factor) -> EstimateFn {
        return [factor](const estimate::Node *, const std::vector<estimate::Node> &args,
                        const estimate::SizeFn &size) -> std::optional<estimate::Call> {
            if (args.size() != 2)
                return std::nullopt;
            auto c = estimate::multiplyByFactor(
                estimate::multiply(estimate::sizeOf(args[0], size), estimate::sizeOf(args[1], size)), factor);
            return estimate::Call{estimate::add(c, estimate::fixed(1)), std::nullopt};
        };
    };
    {
        Overload &o = b.global("sets.contains", "list_sets_contains_list", {LA, LA}, B,
                               [contains](const Value *a, std::size_t) {
                                   for (const auto &v : a[1].asList())
                                       if (!contains(a[0].asList(), v))
                                           return Value(false);
                                   return Value(true);
                               });
        o.tracker = tracker(1);
        o.estimate = estimator(1);
    }
    {
        Overload &o = b.global("sets.equivalent", "list_sets_equivalent_list", {LA, LA}, B,
                               [contains](const Value *a, std::size_t) {
                                   for (const auto &v : a[1].asList())
                                       if (!contains(a[0].asList(), v))
                                           return Value(false);
                                   for (const auto &v : a[0].asList())
                                       if (!contains(a[1].asList(), v))
                                           return Value(false);
                                   return Value(true);
                               });
        o.tracker = tracker(2);
        o.estimate = estimator(2);
    }
    {
        Overload &o = b.global("sets.intersects", "list_sets_intersects_list", {LA, LA}, B,
                               [contains](const Value *a, std::size_t) {
                                   for (const auto &v : a[1].asList())
                                       if (contains(a[0].asList(), v))
                                           return Value(true);
                                   return Value(false);
                               });
        o.tracker = tracker(1);
        o.estimate = estimator(1);
    }
}

namespace {

std::uint64_t allocatingListCall(double factor, std::uint64_t size) {
    if (factor < 0)
        factor = 1;
    return estimate::addSat(estimate::addSat(estimate::goFloatToUint64(double(size) * factor), 1), 10);
}

std::optional<estimate::Call> estimateAllocating(double factor, estimate::Range listSize) {
    auto c = estimate::add(estimate::add(estimate::multiplyByFactor(listSize, factor), estimate::fixed(1)),
                           estimate::fixed(10));
    return estimate::Call{c, listSize};
}

std::uint64_t nodeAsUint(const estimate::Node &n, std::uint64_t dflt) {
    if (!n.expr || n.expr->kind != ExprKind::Const || n.expr->constant.kind() != Value::Kind::Int)
        return dflt;
    std::int64_t v = n.expr->constant.asInt();
    return v < 0 ? 0 : std::uint64_t(v);
}

/// Go's name of a value's dynamic type, as a failed type assertion reports it.
std::string goTypeName(const Value &v) {
    return v.isError() ? "*types.Err" : "types." + v.typeName();
}

/// cel-go's sort and distinct trackers assert a list argument; anything else panics.
const List &trackedList(const Value &v) {
    if (v.kind() != Value::Kind::List)
        throw TrackerPanic{"interface conversion: " + goTypeName(v) +
                           " is not traits.Lister: missing method Add"};
    return v.asList();
}

std::uint64_t selfCompare(const List &l) {
    std::uint64_t sz = l.size();
    double factor = 2.0;
    if (sz == 0)
        return allocatingListCall(factor, 0);
    if (l[0].kind() == Value::Kind::String || l[0].kind() == Value::Kind::Bytes)
        factor += kStringTraversalCostFactor;
    return allocatingListCall(factor, estimate::mulSat(sz, sz));
}

} // namespace

void addListsExt(Env &env, int version) {
    Builder b(env);
    const TypeP T = param("T"), LT = list(param("T")), I = int64();
    b.member("slice", "list_slice", {LT, I, I}, LT, [](const Value *a, std::size_t) {
        const List &l = a[0].asList();
        std::int64_t s = a[1].asInt(), e = a[2].asInt();
        if (s < 0 || e < 0)
            return Value::error("cannot slice(" + std::to_string(s) + ", " + std::to_string(e) +
                                "), negative indexes not supported");
        if (s > e)
            return Value::error("cannot slice(" + std::to_string(s) + ", " + std::to_string(e) +
                                "), start index must be less than or equal to end index");
        if (std::uint64_t(e) > l.size())
            return Value::error("cannot slice(" + std::to_string(s) + ", " + std::to_string(e) +
                                "), list is length " + std::to_string(l.size()));
        return Value::list(List(l.begin() + s, l.begin() + e));
    });
    if (version >= 1) {
        auto flat = &flattenInto;
        b.member("flatten", "list_flatten", {list(LT)}, LT, [flat](const Value *a, std::size_t) {
            List out;
            flat(a[0].asList(), 1, out);
            return Value::list(std::move(out));
        });
        b.member("flatten", "list_flatten_int", {list(dyn()), I}, list(dyn()),
                 [flat](const Value *a, std::size_t) {
                     if (a[1].asInt() < 0)
                         return Value::error("level must be non-negative");
                     List out;
                     flat(a[0].asList(), a[1].asInt(), out);
                     return Value::list(std::move(out));
                 });
    }
    if (version >= 2) {
        b.global("lists.range", "lists_range", {I}, list(I), [](const Value *a, std::size_t) {
            constexpr std::int64_t maxRange = 1'000'000; // cel-go's default ListsMaxRangeSize
            const std::int64_t n = a[0].asInt();
            if (n < 0)
                return Value::error("lists.range: size must be non-negative, got " + std::to_string(n));
            if (n > maxRange)
                return Value::error("lists.range: size " + std::to_string(n) + " exceeds maximum allowed (" +
                                    std::to_string(maxRange) + ")");
            List out;
            out.reserve(std::size_t(n));
            for (std::int64_t i = 0; i < n; ++i)
                out.push_back(Value(i));
            return Value::list(std::move(out));
        });
        b.member("reverse", "list_reverse", {LT}, LT, [](const Value *a, std::size_t) {
            List l = a[0].asList();
            std::reverse(l.begin(), l.end());
            return Value::list(std::move(l));
        });
        b.member("distinct", "list_distinct", {LT}, LT, [](const Value *a, std::size_t) {
            List out;
            for (const auto &v : a[0].asList()) {
                bool seen = false;
                for (const auto &o : out)
                    if (valueEquals(o, v)) {
                        seen = true;
                        break;
                    }
                if (!seen)
                    out.push_back(v);
            }
            return Value::list(std::move(out));
        });
        b.member("first", "list_first", {LT}, optional(T), [](const Value *a, std::size_t) {
            const List &l = a[0].asList();
            return l.empty() ? Value::optionalNone() : Value::optionalOf(l.front());
        });
        b.member("last", "list_last", {LT}, optional(T), [](const Value *a, std::size_t) {
            const List &l = a[0].asList();
            return l.empty() ? Value::optionalNone() : Value::optionalOf(l.back());
        });
        // The sortBy macro's helper: orders a list by a parallel list of keys.
        // cel-go asks the first key to be comparable and every key to be of
        // its type (an int and a double do not sort together).
        auto sortByKeys = [](const Value *a, std::size_t) {
            const List &l = a[0].asList();
            const List &keys = a[1].asList();
            if (l.size() != keys.size())
                return Value::error(
                    "@sortByAssociatedKeys() expected a list of the same size as the associated keys "
                    "list, but got " +
                    std::to_string(l.size()) + " and " + std::to_string(keys.size()) +
                    " elements respectively");
            if (l.empty())
                return a[0];
            if (!isOrderable(keys[0]))
                return Value::error("list elements must be comparable");
            for (const Value &k : keys)
                if (k.kind() != keys[0].kind())
                    return Value::error("list elements must have the same type");
            std::vector<std::size_t> order(l.size());
            for (std::size_t i = 0; i < order.size(); ++i)
                order[i] = i;
            std::stable_sort(order.begin(), order.end(), [&keys](std::size_t x, std::size_t y) {
                auto o = valueCompare(keys[x], keys[y]);
                return o && *o == Order::Less;
            });
            List out;
            out.reserve(l.size());
            for (std::size_t i : order)
                out.push_back(l[i]);
            return Value::list(std::move(out));
        };
        // sort is the list sorted by itself, one binding for every overload.
        auto sortImpl = [sortByKeys](const Value *a, std::size_t) {
            const Value both[2] = {a[0], a[0]};
            return sortByKeys(both, 2);
        };
        for (const TypeP &t :
             {int64(), uint64(), dbl(), boolean(), string(), bytes(), duration(), timestamp()})
            b.member("sort", "list_" + t->toString() + "_sort", {list(t)}, list(t), sortImpl).unguarded =
                true;
        for (const TypeP &t :
             {int64(), uint64(), dbl(), boolean(), duration(), timestamp(), string(), bytes()})
            b.member("@sortByAssociatedKeys", "list_" + t->toString() + "_sortByAssociatedKeys",
                     {LT, list(t)}, LT, sortByKeys)
                .unguarded = true;
        env.parseOptions.sortByMacro = true;
    }
    if (version >= 3) {
        auto outputSize = [](const Value *, std::size_t, const Value &r) {
            return allocatingListCall(1, r.costSize());
        };
        b.setCosts("list_slice", outputSize,
                   [](const estimate::Node *t, const std::vector<estimate::Node> &args,
                      const estimate::SizeFn &size) -> std::optional<estimate::Call> {
                       if (!t || args.size() != 2)
                           return std::nullopt;
                       auto sz = estimate::sizeOf(*t, size);
                       std::uint64_t start = nodeAsUint(args[0], 0), end = nodeAsUint(args[1], sz.max);
                       return estimateAllocating(1, estimate::fixed(end - start));
                   });
        RuntimeCostFn flatTrack = [](const Value *a, std::size_t n, const Value &) {
            if (n == 2 && a[1].kind() != Value::Kind::Int)
                throw TrackerPanic{"interface conversion: ref.Val is " + goTypeName(a[1]) +
                                   ", not types.Int"};
            double depth = n == 2 ? double(a[1].asInt()) : 1.0;
            return allocatingListCall(depth, a[0].costSize());
        };
        EstimateFn flatEst = [](const estimate::Node *t, const std::vector<estimate::Node> &args,
                                const estimate::SizeFn &size) -> std::optional<estimate::Call> {
            if (!t || args.size() > 1)
                return std::nullopt;
            std::uint64_t depth = args.size() == 1 ? nodeAsUint(args[0], UINT64_MAX) : 1;
            return estimateAllocating(double(depth), estimate::sizeOf(*t, size));
        };
        b.setCosts("list_flatten", flatTrack, flatEst);
        b.setCosts("list_flatten_int", flatTrack, flatEst);
        b.setCosts("lists_range", outputSize,
                   [](const estimate::Node *t, const std::vector<estimate::Node> &args,
                      const estimate::SizeFn &) -> std::optional<estimate::Call> {
                       if (t || args.size() != 1)
                           return std::nullopt;
                       return estimateAllocating(1, estimate::fixed(nodeAsUint(args[0], UINT64_MAX)));
                   });
        b.setCosts("list_reverse", outputSize,
                   [](const estimate::Node *t, const std::vector<estimate::Node> &args,
                      const estimate::SizeFn &size) -> std::optional<estimate::Call> {
                       if (!t || !args.empty())
                           return std::nullopt;
                       return estimateAllocating(1, estimate::sizeOf(*t, size));
                   });
        b.setCosts(
            "list_distinct",
            [](const Value *a, std::size_t, const Value &) { return selfCompare(trackedList(a[0])); },
            [](const estimate::Node *t, const std::vector<estimate::Node> &args,
               const estimate::SizeFn &size) -> std::optional<estimate::Call> {
                if (!t || !args.empty())
                    return std::nullopt;
                auto sz = estimate::sizeOf(*t, size);
                return estimateAllocating(2.0, estimate::multiply(sz, sz));
            });
        for (const TypeP &t :
             {int64(), uint64(), dbl(), boolean(), string(), bytes(), duration(), timestamp()}) {
            bool str = t->kind == TypeKind::String || t->kind == TypeKind::Bytes;
            b.setCosts(
                "list_" + t->toString() + "_sort",
                [](const Value *a, std::size_t, const Value &) { return selfCompare(trackedList(a[0])); },
                [str](const estimate::Node *tg, const std::vector<estimate::Node> &args,
                      const estimate::SizeFn &size) -> std::optional<estimate::Call> {
                    if (!tg || !args.empty())
                        return std::nullopt;
                    auto sz = estimate::sizeOf(*tg, size);
                    return estimateAllocating(2.0 + (str ? kStringTraversalCostFactor : 0.0),
                                              estimate::multiply(sz, sz));
                });
            b.setCosts(
                "list_" + t->toString() + "_sortByAssociatedKeys",
                [](const Value *a, std::size_t, const Value &) { return selfCompare(trackedList(a[1])); },
                [str](const estimate::Node *, const std::vector<estimate::Node> &args,
                      const estimate::SizeFn &size) -> std::optional<estimate::Call> {
                    if (args.size() != 1)
                        return std::nullopt;
                    auto sz = estimate::sizeOf(args[0], size);
                    return estimateAllocating(2.0 + (str ? kStringTraversalCostFactor : 0.0),
                                              estimate::multiply(sz, sz));
                });
        }
    }
}

} // namespace cel::lib
