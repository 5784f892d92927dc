#include "cel/value.h"

#include "cel/text.h"

#include <charconv>
#include <cmath>
#include <cstring>
#include <functional>
#include <unordered_map>

namespace cel {

Value Value::error(std::string message) {
    return Value(std::make_shared<const ErrorData>(ErrorData{std::move(message), false}));
}

Value Value::stringList(std::vector<std::string> items) {
    auto block = std::make_shared<const std::vector<std::string>>(std::move(items));
    List out;
    out.reserve(block->size());
    for (const std::string &item : *block)
        out.push_back(Value(StringValue{std::shared_ptr<const std::string>(block, &item)}));
    return list(std::move(out));
}

Value Value::costLimitError() {
    return Value(std::make_shared<const ErrorData>(
        ErrorData{"operation cancelled: actual cost limit exceeded", true}));
}

Value Value::optionalOf(Value v) {
    auto d = std::make_shared<OptionalData>();
    d->value = std::move(v);
    return Value(std::shared_ptr<const OptionalData>(std::move(d)));
}

Value Value::optionalNone() {
    static const auto none = std::make_shared<const OptionalData>();
    return Value(none);
}

bool Value::optionalHasValue() const {
    return std::get<std::shared_ptr<const OptionalData>>(m_v)->value.has_value();
}

const Value &Value::optionalValue() const {
    return *std::get<std::shared_ptr<const OptionalData>>(m_v)->value;
}

std::string Value::typeName() const {
    switch (kind()) {
    case Kind::Null:
        return "null_type";
    case Kind::Bool:
        return "bool";
    case Kind::Int:
        return "int";
    case Kind::Uint:
        return "uint";
    case Kind::Double:
        return "double";
    case Kind::String:
        return "string";
    case Kind::Bytes:
        return "bytes";
    case Kind::List:
        return "list";
    case Kind::Map:
        return asMap().objectType.empty() ? "map" : asMap().objectType;
    case Kind::Duration:
        return "google.protobuf.Duration";
    case Kind::Timestamp:
        return "google.protobuf.Timestamp";
    case Kind::Type:
        return "type";
    case Kind::Optional:
        return "optional_type";
    case Kind::Opaque:
        return std::string(asOpaque().typeName());
    case Kind::Error:
        return "error";
    }
    return "dyn";
}

bool isValidUtf8(std::string_view s) {
    std::size_t i = 0;
    while (i < s.size()) {
        auto c = static_cast<unsigned char>(s[i]);
        if (c < 0x80) {
            ++i;
            continue;
        }
        std::size_t n;
        std::uint32_t cp;
        if ((c & 0xE0) == 0xC0) {
            n = 1;
            cp = c & 0x1F;
        } else if ((c & 0xF0) == 0xE0) {
            n = 2;
            cp = c & 0x0F;
        } else if ((c & 0xF8) == 0xF0) {
            n = 3;
            cp = c & 0x07;
        } else {
            return false;
        }
        for (std::size_t k = 1; k <= n; ++k) {
            if (i + k >= s.size())
                return false;
            auto cc = static_cast<unsigned char>(s[i + k]);
            if ((cc & 0xC0) != 0x80)
                return false;
            cp = (cp << 6) | (cc & 0x3F);
        }
        if ((n == 1 && cp < 0x80) || (n == 2 && cp < 0x800) || (n == 3 && cp < 0x10000) || cp > 0x10FFFF ||
            (cp >= 0xD800 && cp < 0xE000))
            return false;
        i += n + 1;
    }
    return true;
}

std::pair<char32_t, std::size_t> decodeRune(std::string_view s, std::size_t i) {
    auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x80)
        return {c, 1};
    std::size_t len = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 0;
    if (len == 0 || c > 0xF4 || i + len > s.size() || !isValidUtf8(s.substr(i, len)))
        return {0xFFFD, 1};
    char32_t r = c & (0x7F >> len);
    for (std::size_t k = 1; k < len; ++k)
        r = (r << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    return {r, len};
}

std::string toValidUtf8(std::string_view s) {
    if (isValidUtf8(s))
        return std::string(s);
    std::string out;
    out.reserve(s.size() + s.size() / 2);
    for (std::size_t i = 0; i < s.size();) {
        auto [cp, n] = decodeRune(s, i);
        if (cp == 0xFFFD && n == 1)
            out += "\xEF\xBF\xBD";
        else
            out.append(s.substr(i, n));
        i += n;
    }
    return out;
}

std::size_t utf8Length(std::string_view s) {
    // Code points = bytes - continuation bytes (10xxxxxx), counted 8 bytes at a time.
    std::size_t cont = 0, i = 0;
    for (; i + 8 <= s.size(); i += 8) {
        std::uint64_t w;
        std::memcpy(&w, s.data() + i, 8);
        std::uint64_t marks = (w & ~(w << 1) & 0x8080808080808080ull) >> 7; // one bit per continuation byte
        cont += std::size_t((marks * 0x0101010101010101ull) >> 56);
    }
    for (; i < s.size(); ++i)
        if ((static_cast<unsigned char>(s[i]) & 0xC0) == 0x80)
            ++cont;
    return s.size() - cont;
}

namespace lib {
// cel/k8s_mutation.cpp: MutatingAdmissionPolicy patch values compare as Kubernetes has them
// and have no size.
bool isPatchValue(const Value &v);
bool patchValueEquals(const Value &a, const Value &b);
} // namespace lib

std::uint64_t Value::costSize() const {
    switch (kind()) {
    case Kind::String:
        return utf8Length(asString());
    case Kind::Bytes:
        return asBytes().size();
    case Kind::List:
        return asList().size();
    case Kind::Map:
        return lib::isPatchValue(*this) ? 1 : asMap().sourceFields.value_or(asMap().size());
    case Kind::Opaque:
        return asOpaque().costSize().value_or(1);
    default:
        return 1;
    }
}

bool isValidMapKey(const Value &v) {
    switch (v.kind()) {
    case Value::Kind::Bool:
    case Value::Kind::Int:
    case Value::Kind::Uint:
    case Value::Kind::String:
        return true;
    default:
        return false;
    }
}

namespace {

std::size_t keyHash(const Value &k) {
    switch (k.kind()) {
    case Value::Kind::Bool:
        return k.asBool() ? 0x9e37 : 0x7f4a;
    case Value::Kind::Int:
        return std::hash<std::int64_t>()(k.asInt());
    case Value::Kind::Uint:
        if (k.asUint() <= std::uint64_t(INT64_MAX))
            return std::hash<std::int64_t>()(std::int64_t(k.asUint()));
        return std::hash<std::uint64_t>()(k.asUint());
    case Value::Kind::String:
        return std::hash<std::string_view>()(k.asString());
    default:
        return 0;
    }
}

bool keyEquals(const Value &a, const Value &b) {
    using K = Value::Kind;
    if (a.kind() == b.kind()) {
        switch (a.kind()) {
        case K::Bool:
            return a.asBool() == b.asBool();
        case K::Int:
            return a.asInt() == b.asInt();
        case K::Uint:
            return a.asUint() == b.asUint();
        case K::String:
            return a.asString() == b.asString();
        default:
            return false;
        }
    }
    if (a.kind() == K::Int && b.kind() == K::Uint)
        return a.asInt() >= 0 && std::uint64_t(a.asInt()) == b.asUint();
    if (a.kind() == K::Uint && b.kind() == K::Int)
        return b.asInt() >= 0 && std::uint64_t(b.asInt()) == a.asUint();
    return false;
}

constexpr std::uint32_t kEmpty = 0xffffffffu;
constexpr std::size_t kIndexThreshold = 8;

} // namespace

void Map::rebuildIndex() {
    std::size_t cap = 16;
    while (cap < m_entries.size() * 2)
        cap <<= 1;
    m_index.assign(cap, kEmpty);
    for (std::uint32_t i = 0; i < m_entries.size(); ++i) {
        std::size_t h = keyHash(m_entries[i].first) & (cap - 1);
        while (m_index[h] != kEmpty)
            h = (h + 1) & (cap - 1);
        m_index[h] = i;
    }
}

const Value *Map::find(const Value &key) const {
    if (key.kind() == Value::Kind::Double) {
        double d = key.asDouble();
        if (std::trunc(d) != d || std::isnan(d))
            return nullptr;
        if (d >= -9223372036854775808.0 && d < 9223372036854775808.0)
            return find(Value(std::int64_t(d)));
        if (d >= 0 && d < 18446744073709551616.0)
            return find(Value(std::uint64_t(d)));
        return nullptr;
    }
    if (!isValidMapKey(key))
        return nullptr;
    if (m_index.empty()) {
        for (const auto &e : m_entries)
            if (keyEquals(e.first, key))
                return &e.second;
        return nullptr;
    }
    std::size_t cap = m_index.size();
    std::size_t h = keyHash(key) & (cap - 1);
    while (m_index[h] != kEmpty) {
        const auto &e = m_entries[m_index[h]];
        if (keyEquals(e.first, key))
            return &e.second;
        h = (h + 1) & (cap - 1);
    }
    return nullptr;
}

void Map::set(Value key, Value value) {
    if (const Value *v = find(key)) {
        const_cast<Value &>(*v) = std::move(value); // points into m_entries, which this map owns mutably
        return;
    }
    insert(std::move(key), std::move(value));
}

bool Map::insert(Value key, Value value) {
    if (find(key))
        return false;
    m_entries.emplace_back(std::move(key), std::move(value));
    if (m_entries.size() > kIndexThreshold) {
        if (m_index.size() < m_entries.size() * 2) {
            rebuildIndex();
        } else {
            std::size_t cap = m_index.size();
            std::size_t h = keyHash(m_entries.back().first) & (cap - 1);
            while (m_index[h] != kEmpty)
                h = (h + 1) & (cap - 1);
            m_index[h] = std::uint32_t(m_entries.size() - 1);
        }
    }
    return true;
}

namespace {

// Compares an int with a double as cel-go does: the int converted to double.
Order cmpIntDouble(std::int64_t i, double d) {
    if (std::isnan(d))
        return Order::Unordered;
    double x = double(i);
    return x < d ? Order::Less : x > d ? Order::Greater : Order::Equal;
}

Order cmpUintDouble(std::uint64_t u, double d) {
    if (std::isnan(d))
        return Order::Unordered;
    double x = double(u);
    return x < d ? Order::Less : x > d ? Order::Greater : Order::Equal;
}

Order flip(Order o) {
    if (o == Order::Less)
        return Order::Greater;
    if (o == Order::Greater)
        return Order::Less;
    return o;
}

template <typename T> Order cmp3(const T &a, const T &b) {
    if (a < b)
        return Order::Less;
    if (b < a)
        return Order::Greater;
    return Order::Equal;
}

} // namespace

bool isOrderable(const Value &v) {
    switch (v.kind()) {
    case Value::Kind::Int:
    case Value::Kind::Uint:
    case Value::Kind::Double:
    case Value::Kind::Bool:
    case Value::Kind::String:
    case Value::Kind::Bytes:
    case Value::Kind::Duration:
    case Value::Kind::Timestamp:
        return true;
    default:
        return false;
    }
}

std::optional<Order> valueCompare(const Value &a, const Value &b) {
    using K = Value::Kind;
    K ka = a.kind(), kb = b.kind();
    switch (ka) {
    case K::Int:
        if (kb == K::Int)
            return cmp3(a.asInt(), b.asInt());
        if (kb == K::Uint)
            return a.asInt() < 0 ? Order::Less : cmp3(std::uint64_t(a.asInt()), b.asUint());
        if (kb == K::Double)
            return cmpIntDouble(a.asInt(), b.asDouble());
        return std::nullopt;
    case K::Uint:
        if (kb == K::Uint)
            return cmp3(a.asUint(), b.asUint());
        if (kb == K::Int)
            return b.asInt() < 0 ? Order::Greater : cmp3(a.asUint(), std::uint64_t(b.asInt()));
        if (kb == K::Double)
            return cmpUintDouble(a.asUint(), b.asDouble());
        return std::nullopt;
    case K::Double:
        if (kb == K::Double) {
            double x = a.asDouble(), y = b.asDouble();
            if (std::isnan(x) || std::isnan(y))
                return Order::Unordered;
            return cmp3(x, y);
        }
        if (kb == K::Int)
            return flip(cmpIntDouble(b.asInt(), a.asDouble()));
        if (kb == K::Uint)
            return flip(cmpUintDouble(b.asUint(), a.asDouble()));
        return std::nullopt;
    case K::Bool:
        if (kb == K::Bool)
            return cmp3(a.asBool(), b.asBool());
        return std::nullopt;
    case K::String:
        if (kb == K::String) {
            int c = a.asString().compare(b.asString());
            return c < 0 ? Order::Less : c > 0 ? Order::Greater : Order::Equal;
        }
        return std::nullopt;
    case K::Bytes:
        if (kb == K::Bytes) {
            int c = a.asBytes().compare(b.asBytes());
            return c < 0 ? Order::Less : c > 0 ? Order::Greater : Order::Equal;
        }
        return std::nullopt;
    case K::Duration:
        if (kb == K::Duration)
            return cmp3(a.asDuration().nanos, b.asDuration().nanos);
        return std::nullopt;
    case K::Timestamp:
        if (kb == K::Timestamp) {
            auto x = a.asTimestamp(), y = b.asTimestamp();
            if (x.seconds != y.seconds)
                return cmp3(x.seconds, y.seconds);
            return cmp3(x.nanos, y.nanos);
        }
        return std::nullopt;
    case K::Opaque:
        if (kb == K::Opaque && a.asOpaque().typeName() == b.asOpaque().typeName()) {
            auto c = a.asOpaque().compare(b.asOpaque());
            if (!c)
                return std::nullopt;
            return *c < 0 ? Order::Less : *c > 0 ? Order::Greater : Order::Equal;
        }
        return std::nullopt;
    default:
        return std::nullopt;
    }
}

namespace {

// Kubernetes keys set elements and map list entries by their Go values, so
// keys match only within one kind: 1 and 1.0 are different set elements.
bool sameKey(const Value &a, const Value &b) {
    return a.kind() == b.kind() && (a.isNull() || valueEquals(a, b));
}

std::size_t keyPartHash(const Value &v) {
    using K = Value::Kind;
    std::size_t h = std::size_t(v.kind()) * 0x9e3779b97f4a7c15u;
    switch (v.kind()) {
    case K::Bool:
        return h ^ std::size_t(v.asBool());
    case K::Int:
        return h ^ std::hash<std::int64_t>()(v.asInt());
    case K::Uint:
        return h ^ std::hash<std::uint64_t>()(v.asUint());
    case K::Double:
        return v.asDouble() == 0 ? h : h ^ std::hash<double>()(v.asDouble());
    case K::String:
        return h ^ std::hash<std::string_view>()(v.asString());
    case K::Bytes:
        return h ^ std::hash<std::string_view>()(v.asBytes());
    case K::Duration:
        return h ^ std::hash<std::int64_t>()(v.asDuration().nanos);
    case K::Timestamp:
        return h ^ std::hash<std::int64_t>()(v.asTimestamp().seconds) ^ std::size_t(v.asTimestamp().nanos);
    default:
        return h;
    }
}

/// The key of a set element or map list entry.
struct ListKey {
    std::vector<Value> parts;
    std::size_t hash = 0;
};
struct ListKeyHash {
    std::size_t operator()(const ListKey &k) const { return k.hash; }
};
struct ListKeyEq {
    bool operator()(const ListKey &a, const ListKey &b) const {
        for (std::size_t i = 0; i < a.parts.size(); ++i)
            if (!sameKey(a.parts[i], b.parts[i]))
                return false;
        return true;
    }
};
/// Distinct keys -> the index of an element (meaning depends on the caller).
using ListKeyIndex = std::unordered_map<ListKey, std::size_t, ListKeyHash, ListKeyEq>;

/// The key of element v of list l; nullopt for a set element that is a list or
/// a map (Kubernetes refuses those). A map list entry's missing or null key
/// property counts as null.
std::optional<ListKey> listKey(const List &l, const Value &v) {
    ListKey k;
    if (l.listType == ListType::Set) {
        if (v.kind() == Value::Kind::List || v.kind() == Value::Kind::Map)
            return std::nullopt;
        k.parts.push_back(v);
    } else {
        for (const std::string &prop : *l.mapKeys) {
            const Value *p = v.kind() == Value::Kind::Map ? v.asMap().find(Value::string(prop)) : nullptr;
            k.parts.push_back(p ? *p : Value());
        }
    }
    for (const Value &p : k.parts)
        k.hash = k.hash * 31 + keyPartHash(p);
    return k;
}

// Kubernetes' Equal of a set or map list x: y holds the same elements (set) or
// the same entries by map key (map), in any order.
bool kubernetesListEquals(const List &x, const List &y) {
    if (x.size() != y.size())
        return false;
    ListKeyIndex index;
    for (std::size_t i = 0; i < x.size(); ++i) {
        auto k = listKey(x, x[i]);
        if (!k)
            return false;
        index.insert_or_assign(std::move(*k), i);
    }
    ListKeyIndex seen;
    for (const Value &v : y) {
        auto k = listKey(x, v);
        if (!k)
            return false;
        auto it = index.find(*k);
        if (it == index.end())
            return false;
        if (x.listType == ListType::Map && !valueEquals(x[it->second], v))
            return false;
        seen.emplace(std::move(*k), 0);
    }
    return seen.size() == index.size();
}

} // namespace

Value kubernetesListConcat(const List &x, const List &y) {
    List r(x.begin(), x.end());
    r.listType = x.listType;
    r.mapKeys = x.mapKeys;
    ListKeyIndex index;
    for (std::size_t i = 0; i < x.size(); ++i) {
        auto k = listKey(x, x[i]);
        if (!k)
            return Value::error("listSet operations are only supported on lists of scalar values");
        index.insert_or_assign(std::move(*k), i);
    }
    for (const Value &v : y) {
        auto k = listKey(x, v);
        if (!k)
            return Value::error("listSet operations are only supported on lists of scalar values");
        auto it = index.find(*k);
        if (x.listType == ListType::Set) {
            if (it == index.end()) {
                index.emplace(std::move(*k), r.size());
                r.push_back(v);
            }
        } else if (it != index.end()) {
            r[it->second] = v; // entries appended from y are not looked up again
        } else {
            r.push_back(v);
        }
    }
    return Value::list(std::move(r));
}

Value equalsOperator(const Value &lhs, const Value &rhs) {
    using K = Value::Kind;
    // cel-go's types.Equal: null first, then the left operand's Equal.
    if (lhs.kind() == K::Null || rhs.kind() == K::Null)
        return Value(lhs.kind() == rhs.kind());
    auto isTrue = [](const Value &v) {
        return v.kind() == K::Bool && v.asBool();
    };
    if (lhs.kind() == K::List && lhs.asList().typedEquality) {
        if (rhs.kind() != K::List)
            return Value::error("no such overload");
        const List &x = lhs.asList(), &y = rhs.asList();
        if (x.size() != y.size())
            return Value(false);
        for (std::size_t i = 0; i < x.size(); ++i)
            if (!isTrue(equalsOperator(x[i], y[i])))
                return Value(false);
        return Value(true);
    }
    if (lhs.kind() == K::Map && lhs.asMap().typed != Map::Typed::No) {
        const Map &x = lhs.asMap();
        const bool goStruct = x.typed == Map::Typed::GoStruct;
        if (goStruct && rhs.kind() == K::Map && rhs.asMap().typed == Map::Typed::GoStruct)
            return Value(valueEquals(lhs, rhs)); // two Go structs: DeepEqual
        if (rhs.kind() != K::Map)
            return Value::error("no such overload");
        const Map &y = rhs.asMap();
        if (x.size() != y.size())
            return Value(false);
        for (const auto &[k, v] : x.entries()) {
            const Value *o = y.find(k);
            if (!o)
                return Value(false);
            Value eq = equalsOperator(v, *o);
            if (!isTrue(eq))
                return goStruct ? eq : Value(false);
        }
        return Value(true);
    }
    // cel-go's own lists and maps stop at an element that is not equal and
    // pass over one whose comparison fails: [request.kind] == [1] is true.
    if (lhs.kind() == K::List && rhs.kind() == K::List && lhs.asList().listType == ListType::Atomic) {
        const List &x = lhs.asList(), &y = rhs.asList();
        if (x.size() != y.size())
            return Value(false);
        for (std::size_t i = 0; i < x.size(); ++i) {
            Value eq = equalsOperator(x[i], y[i]);
            if (eq.kind() == K::Bool && !eq.asBool())
                return Value(false);
        }
        return Value(true);
    }
    if (lhs.kind() == K::Map && rhs.kind() == K::Map && !lib::isPatchValue(lhs) && !lib::isPatchValue(rhs)) {
        const Map &x = lhs.asMap(), &y = rhs.asMap();
        if (x.size() != y.size())
            return Value(false);
        for (const auto &[k, v] : x.entries()) {
            const Value *o = y.find(k);
            if (!o)
                return Value(false);
            Value eq = equalsOperator(v, *o);
            if (eq.kind() == K::Bool && !eq.asBool())
                return Value(false);
        }
        return Value(true);
    }
    return Value(valueEquals(lhs, rhs));
}

bool valueEquals(const Value &a, const Value &b) {
    using K = Value::Kind;
    K ka = a.kind(), kb = b.kind();
    if (ka == kb && ka == K::Int)
        return a.asInt() == b.asInt();
    auto numeric = [](K k) {
        return k == K::Int || k == K::Uint || k == K::Double;
    };
    if (numeric(ka) && numeric(kb)) {
        auto o = valueCompare(a, b);
        return o && *o == Order::Equal;
    }
    if (ka != kb)
        return false;
    switch (ka) {
    case K::Null:
        return true;
    case K::Bool:
        return a.asBool() == b.asBool();
    case K::String:
        return a.asString() == b.asString();
    case K::Bytes:
        return a.asBytes() == b.asBytes();
    case K::Duration:
        return a.asDuration() == b.asDuration();
    case K::Timestamp:
        return a.asTimestamp() == b.asTimestamp();
    case K::Type:
        return a.asType() == b.asType();
    case K::List: {
        const List &x = a.asList(), &y = b.asList();
        if (x.listType != ListType::Atomic)
            return kubernetesListEquals(x, y);
        if (x.size() != y.size())
            return false;
        for (std::size_t i = 0; i < x.size(); ++i)
            if (!valueEquals(x[i], y[i]))
                return false;
        return true;
    }
    case K::Map: {
        const Map &x = a.asMap(), &y = b.asMap();
        if (lib::isPatchValue(a) || lib::isPatchValue(b))
            return lib::patchValueEquals(a, b);
        if (x.size() != y.size())
            return false;
        for (const auto &[k, v] : x.entries()) {
            const Value *o = y.find(k);
            if (!o || !valueEquals(v, *o))
                return false;
        }
        return true;
    }
    case K::Optional:
        if (a.optionalHasValue() != b.optionalHasValue())
            return false;
        return !a.optionalHasValue() || valueEquals(a.optionalValue(), b.optionalValue());
    case K::Opaque:
        return a.asOpaque().equals(b.asOpaque());
    default:
        return false;
    }
}

namespace {

/// Shortest round-trip digits of a finite or special double, in exponent form
/// when the decimal exponent is below -4 or at least expLimit.
std::string formatShortest(double d, int expLimit) {
    if (std::isnan(d))
        return "NaN";
    if (std::isinf(d))
        return d > 0 ? "+Inf" : "-Inf";
    if (d == 0)
        return std::signbit(d) ? "-0" : "0";
    char buf[64];
    auto r = std::to_chars(buf, buf + sizeof buf, d, std::chars_format::scientific);
    const std::string sci(buf, r.ptr); // "-1.2345e+06"
    const bool neg = sci[0] == '-';
    const std::string body = neg ? sci.substr(1) : sci;
    const auto epos = body.find('e');
    std::string digits;
    for (char c : body.substr(0, epos))
        if (c != '.')
            digits += c;
    const int exp = std::stoi(body.substr(epos + 1));
    std::string out;
    if (exp < -4 || exp >= expLimit) {
        out = digits.substr(0, 1);
        if (digits.size() > 1)
            out += "." + digits.substr(1);
        char eb[16];
        std::snprintf(eb, sizeof eb, "e%c%02d", exp < 0 ? '-' : '+', exp < 0 ? -exp : exp);
        out += eb;
    } else if (exp < 0) {
        out = "0." + std::string(std::size_t(-exp - 1), '0') + digits;
    } else if (std::size_t(exp + 1) >= digits.size()) {
        out = digits + std::string(std::size_t(exp + 1) - digits.size(), '0');
    } else {
        out = digits.substr(0, std::size_t(exp + 1)) + "." + digits.substr(std::size_t(exp + 1));
    }
    return neg ? "-" + out : out;
}

} // namespace

// Go's %g with the shortest precision switches to exponent form at 1e6.
std::string formatDoubleG(double d) {
    return formatShortest(d, 6);
}

std::string formatDouble(double d) {
    return formatShortest(d, 21);
}

std::string formatDurationSeconds(Duration d) {
    // Go: strconv.FormatFloat(d.Seconds(), 'f', -1, 64) + "s"
    std::int64_t sec = d.nanos / 1000000000;
    std::int64_t nsec = d.nanos % 1000000000;
    double s = double(sec) + double(nsec) / 1e9;
    char buf[64];
    auto r = std::to_chars(buf, buf + sizeof buf, s, std::chars_format::fixed);
    return std::string(buf, r.ptr) + "s";
}

namespace {

// Writes the fraction v/10^prec into buf (Go's fmtFrac), trimming trailing zeros.
std::string fmtFrac(std::uint64_t &v, int prec) {
    std::string frac;
    bool print = false;
    for (int i = 0; i < prec; ++i) {
        int digit = int(v % 10);
        print = print || digit != 0;
        if (print)
            frac.insert(frac.begin(), char('0' + digit));
        v /= 10;
    }
    if (print)
        frac.insert(frac.begin(), '.');
    return frac;
}

} // namespace

std::string formatGoDuration(Duration d) {
    std::uint64_t u = d.nanos < 0 ? std::uint64_t(0) - std::uint64_t(d.nanos) : std::uint64_t(d.nanos);
    bool neg = d.nanos < 0;
    std::string out;
    if (u < 1000000000ull) {
        if (u == 0)
            return "0s";
        std::string unit;
        int prec;
        if (u < 1000ull) {
            unit = "ns";
            prec = 0;
        } else if (u < 1000000ull) {
            unit = "\xC2\xB5s";
            prec = 3;
        } else {
            unit = "ms";
            prec = 6;
        }
        std::string frac = fmtFrac(u, prec);
        out = std::to_string(u) + frac + unit;
    } else {
        std::string frac = fmtFrac(u, 9);
        std::uint64_t secs = u % 60;
        u /= 60;
        out = std::to_string(secs) + frac + "s";
        if (u > 0) {
            std::uint64_t mins = u % 60;
            u /= 60;
            out = std::to_string(mins) + "m" + out;
            if (u > 0)
                out = std::to_string(u) + "h" + out;
        }
    }
    return neg ? "-" + out : out;
}

namespace {

// Days since 1970-01-01 to civil date (Howard Hinnant's algorithm).
void civilFromDays(std::int64_t z, std::int64_t &y, unsigned &m, unsigned &d) {
    z += 719468;
    std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    auto doe = unsigned(z - era * 146097);
    unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    y = std::int64_t(yoe) + era * 400;
    unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    unsigned mp = (5 * doy + 2) / 153;
    d = doy - (153 * mp + 2) / 5 + 1;
    m = mp < 10 ? mp + 3 : mp - 9;
    if (m <= 2)
        ++y;
}

} // namespace

std::string formatTimestamp(Timestamp t) {
    std::int64_t days = t.seconds / 86400;
    std::int64_t rem = t.seconds % 86400;
    if (rem < 0) {
        rem += 86400;
        --days;
    }
    std::int64_t y;
    unsigned mo, d;
    civilFromDays(days, y, mo, d);
    char buf[64];
    std::snprintf(buf, sizeof buf, "%04lld-%02u-%02uT%02d:%02d:%02d", (long long)y, mo, d, int(rem / 3600),
                  int(rem / 60 % 60), int(rem % 60));
    std::string out = buf;
    if (t.nanos) {
        char nb[16];
        std::snprintf(nb, sizeof nb, ".%09d", t.nanos);
        std::string n = nb;
        while (n.back() == '0')
            n.pop_back();
        out += n;
    }
    return out + "Z";
}

std::string formatTimestampWithOffset(Timestamp t) {
    if (t.offset == 0)
        return formatTimestamp(t);
    Timestamp local{t.seconds + t.offset, t.nanos};
    std::string out = formatTimestamp(local);
    out.pop_back(); // the UTC designator
    std::int32_t off = t.offset < 0 ? -t.offset : t.offset;
    char buf[16];
    std::snprintf(buf, sizeof buf, "%c%02d:%02d", t.offset < 0 ? '-' : '+', int(off / 3600),
                  int(off / 60 % 60));
    return out + buf;
}

namespace {

void debugInto(std::string &out, const Value &v) {
    using K = Value::Kind;
    switch (v.kind()) {
    case K::Null:
        out += "null";
        break;
    case K::Bool:
        out += v.asBool() ? "true" : "false";
        break;
    case K::Int:
        out += std::to_string(v.asInt());
        break;
    case K::Uint:
        out += std::to_string(v.asUint()) + "u";
        break;
    case K::Double:
        out += formatDouble(v.asDouble());
        break;
    case K::String:
        appendQuoted(out, v.asString(), QuoteStyle::CelDebug);
        break;
    case K::Bytes:
        out += "b";
        appendQuoted(out, v.asBytes(), QuoteStyle::CelDebug);
        break;
    case K::List: {
        out += '[';
        bool first = true;
        for (const auto &e : v.asList()) {
            if (!first)
                out += ", ";
            first = false;
            debugInto(out, e);
        }
        out += ']';
        break;
    }
    case K::Map: {
        out += '{';
        bool first = true;
        for (const auto &[k, e] : v.asMap().entries()) {
            if (!first)
                out += ", ";
            first = false;
            debugInto(out, k);
            out += ": ";
            debugInto(out, e);
        }
        out += '}';
        break;
    }
    case K::Duration:
        out += "duration(\"" + formatGoDuration(v.asDuration()) + "\")";
        break;
    case K::Timestamp:
        out += "timestamp(\"" + formatTimestamp(v.asTimestamp()) + "\")";
        break;
    case K::Type:
        out += v.asType().name;
        break;
    case K::Optional:
        if (v.optionalHasValue()) {
            out += "optional.of(";
            debugInto(out, v.optionalValue());
            out += ")";
        } else {
            out += "optional.none()";
        }
        break;
    case K::Opaque:
        out += v.asOpaque().repr();
        break;
    case K::Error:
        out += "error(" + v.asError().message + ")";
        break;
    }
}

} // namespace

std::string Value::debugString() const {
    std::string out;
    debugInto(out, *this);
    return out;
}

} // namespace cel
