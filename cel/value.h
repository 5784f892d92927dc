#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

/// CEL runtime values. A Value is a small tagged union; strings, bytes, lists,
/// maps, optionals, opaque values and errors are shared immutable heap objects,
/// so copying a Value never copies payload data.
namespace cel {

__extension__ typedef __int128 Int128;
__extension__ typedef unsigned __int128 Uint128;

class Value;

/// A CEL error carried inside an evaluation result (never thrown).
struct ErrorData {
    std::string message;
    bool costLimit = false; ///< the evaluation was cancelled by the cost limit
};

struct Null {};

struct Duration {
    std::int64_t nanos = 0;
    friend bool operator==(const Duration &, const Duration &) = default;
};

struct Timestamp {
    std::int64_t seconds = 0; ///< seconds since the Unix epoch (UTC)
    std::int32_t nanos = 0;   ///< 0..999'999'999
    /// UTC offset in seconds the timestamp was written with (Go's time.Time keeps
    /// its location); only string() shows it. Not part of equality.
    std::int32_t offset = 0;
    friend bool operator==(const Timestamp &a, const Timestamp &b) {
        return a.seconds == b.seconds && a.nanos == b.nanos;
    }
};

/// A runtime type value, e.g. the result of type(1) is the type named "int".
struct TypeValue {
    std::string name;
    friend bool operator==(const TypeValue &, const TypeValue &) = default;
};

struct StringValue {
    std::shared_ptr<const std::string> s;
};
struct BytesValue {
    std::shared_ptr<const std::string> s;
};

/// A value of a type the engine does not know itself (Kubernetes IP, CIDR,
/// Quantity, URL, Semver, Format, authorizer objects...).
class Opaque {
public:
    virtual ~Opaque() = default;
    /// The CEL type name, e.g. "net.IP".
    virtual std::string_view typeName() const = 0;
    /// Equality with another opaque value of any type.
    virtual bool equals(const Opaque &other) const = 0;
    /// The String() form used when printing (as the Go implementation prints it).
    virtual std::string repr() const = 0;
    /// Ordering for types that support <, <= (Quantity, Semver); nullopt otherwise.
    virtual std::optional<int> compare(const Opaque &) const { return std::nullopt; }
    /// size() as the cost tracker sees it (cel-go's Sizer), or nullopt (size 1).
    virtual std::optional<std::uint64_t> costSize() const { return std::nullopt; }
};

class List;
class Map;
struct OptionalData;

class Value {
public:
    enum class Kind : std::uint8_t {
        Null,
        Bool,
        Int,
        Uint,
        Double,
        String,
        Bytes,
        List,
        Map,
        Duration,
        Timestamp,
        Type,
        Optional,
        Opaque,
        Error
    };

    Value()
        : m_v(Null{}) {}
    Value(Null)
        : m_v(Null{}) {}
    Value(bool b)
        : m_v(b) {}
    Value(std::int64_t i)
        : m_v(i) {}
    Value(int i)
        : m_v(std::int64_t(i)) {}
    Value(std::uint64_t u)
        : m_v(u) {}
    Value(double d)
        : m_v(d) {}
    Value(Duration d)
        : m_v(d) {}
    Value(Timestamp t)
        : m_v(t) {}
    Value(TypeValue t)
        : m_v(std::move(t)) {}

    static Value string(std::string s) {
        return Value(StringValue{std::make_shared<const std::string>(std::move(s))});
    }
    static Value bytes(std::string s) {
        return Value(BytesValue{std::make_shared<const std::string>(std::move(s))});
    }
    /// (The vector itself is not const: the interpreter may grow a list that
    /// only a comprehension accumulator owns, see Interpreter::evalCall.)
    static Value list(List l);
    /// A list of strings whose elements share one heap block (one allocation
    /// for all of them instead of one per element).
    static Value stringList(std::vector<std::string> items);
    static Value map(std::shared_ptr<const Map> m) { return Value(std::move(m)); }
    static Value error(std::string message);
    static Value costLimitError();
    static Value optionalOf(Value v);
    static Value optionalNone();
    static Value opaque(std::shared_ptr<const Opaque> o) { return Value(std::move(o)); }
    static Value type(std::string name) { return Value(TypeValue{std::move(name)}); }

    Kind kind() const { return Kind(m_v.index()); }
    bool isError() const { return kind() == Kind::Error; }
    bool isNull() const { return kind() == Kind::Null; }

    bool asBool() const { return std::get<bool>(m_v); }
    std::int64_t asInt() const { return std::get<std::int64_t>(m_v); }
    std::uint64_t asUint() const { return std::get<std::uint64_t>(m_v); }
    double asDouble() const { return std::get<double>(m_v); }
    const std::string &asString() const { return *std::get<StringValue>(m_v).s; }
    const std::string &asBytes() const { return *std::get<BytesValue>(m_v).s; }
    const List &asList() const { return *std::get<std::shared_ptr<const List>>(m_v); }
    const std::shared_ptr<const List> &listPtr() const { return std::get<std::shared_ptr<const List>>(m_v); }
    const Map &asMap() const { return *std::get<std::shared_ptr<const Map>>(m_v); }
    const std::shared_ptr<const Map> &mapPtr() const { return std::get<std::shared_ptr<const Map>>(m_v); }
    Duration asDuration() const { return std::get<Duration>(m_v); }
    Timestamp asTimestamp() const { return std::get<Timestamp>(m_v); }
    const TypeValue &asType() const { return std::get<TypeValue>(m_v); }
    const Opaque &asOpaque() const { return *std::get<std::shared_ptr<const Opaque>>(m_v); }
    const std::shared_ptr<const Opaque> &opaquePtr() const {
        return std::get<std::shared_ptr<const Opaque>>(m_v);
    }
    const ErrorData &asError() const { return *std::get<std::shared_ptr<const ErrorData>>(m_v); }
    /// For optionals: has a value?
    bool optionalHasValue() const;
    /// For optionals with a value: the value.
    const Value &optionalValue() const;

    /// The CEL runtime type name ("int", "list", "map", "google.protobuf.Duration"...).
    std::string typeName() const;
    /// size() of strings (code points), bytes, lists and maps; 1 for other values
    /// (cel-go's actualSize).
    std::uint64_t costSize() const;

    /// A debug/text rendering (CEL-literal-like).
    std::string debugString() const;

private:
    using Storage = std::variant<Null, bool, std::int64_t, std::uint64_t, double, StringValue, BytesValue,
                                 std::shared_ptr<const List>, std::shared_ptr<const Map>, Duration, Timestamp,
                                 TypeValue, std::shared_ptr<const OptionalData>,
                                 std::shared_ptr<const Opaque>, std::shared_ptr<const ErrorData>>;
    explicit Value(StringValue s)
        : m_v(std::move(s)) {}
    explicit Value(BytesValue s)
        : m_v(std::move(s)) {}
    explicit Value(std::shared_ptr<const List> l)
        : m_v(std::move(l)) {}
    explicit Value(std::shared_ptr<const Map> m)
        : m_v(std::move(m)) {}
    explicit Value(std::shared_ptr<const OptionalData> o)
        : m_v(std::move(o)) {}
    explicit Value(std::shared_ptr<const Opaque> o)
        : m_v(std::move(o)) {}
    explicit Value(std::shared_ptr<const ErrorData> e)
        : m_v(std::move(e)) {}
    Storage m_v;
};

struct OptionalData {
    std::optional<Value> value;
};

/// Kubernetes' x-kubernetes-list-type of a list from CRD data.
enum class ListType : std::uint8_t { Atomic, Set, Map };

/// A CEL list. A list converted from CRD data may carry Kubernetes' set or map
/// list semantics (k8s.io/apiserver/pkg/cel/common): `==` with it on the left
/// ignores order, and `+` with it on the left is a union. A copy is a plain
/// (atomic) list, as every list Kubernetes derives from one (sort, reverse...).
class List : public std::vector<Value> {
public:
    using std::vector<Value>::vector;
    List() = default;
    List(std::vector<Value> v)
        : std::vector<Value>(std::move(v)) {}
    List(const List &other)
        : std::vector<Value>(other) {}
    List(List &&) = default;
    List &operator=(const List &other) {
        std::vector<Value>::operator=(other);
        listType = ListType::Atomic;
        mapKeys.reset();
        return *this;
    }
    List &operator=(List &&) = default;
    ~List() = default;

    ListType listType = ListType::Atomic;
    /// ListType::Map: the key properties (x-kubernetes-list-map-keys) as CEL
    /// field names, i.e. escaped.
    std::shared_ptr<const std::vector<std::string>> mapKeys;
    /// A typed Go value as Kubernetes hands it to CEL (SchemalessTypedToVal:
    /// the admission request): compared with a value that is not a list, it
    /// has no equality overload.
    bool typedEquality = false;
};

inline Value Value::list(List l) {
    return Value(std::shared_ptr<const List>(std::make_shared<List>(std::move(l))));
}

/// A CEL map: keys are bool, int, uint or string (int and uint keys with the same
/// numeric value are the same key). Insertion order is kept for iteration.
class Map final {
public:
    /// Optional CEL object type name when the map stands for an object (CRD objects).
    std::string objectType;
    /// For an object read through its schema: the fields its data had, unknown
    /// and null ones included. Kubernetes sizes the object by them in runtime
    /// costs (its unstructured map's Size), though CEL sees only the known ones.
    std::optional<std::size_t> sourceFields;
    /// As List::typedEquality, for a Go map or a Go struct (a struct answers
    /// a map field by field, passing on a field's failure).
    enum class Typed : std::uint8_t { No, GoMap, GoStruct };
    Typed typed = Typed::No;

    /// Adds an entry; false when the key already exists (the map is unchanged).
    bool insert(Value key, Value value);
    /// Adds an entry or replaces the value of an existing key (a map literal's
    /// later entry wins in cel-go).
    void set(Value key, Value value);
    /// The value stored under key, or nullptr. Doubles with an integral value find
    /// int/uint keys, as cel-go's heterogeneous lookup does.
    const Value *find(const Value &key) const;
    std::size_t size() const { return m_entries.size(); }
    const std::vector<std::pair<Value, Value>> &entries() const { return m_entries; }

private:
    std::vector<std::pair<Value, Value>> m_entries;
    std::vector<std::uint32_t> m_index; // open addressing table, built when large
    void rebuildIndex();
};

/// Is this value usable as a map key?
bool isValidMapKey(const Value &v);

/// CEL equality (heterogeneous numeric equality, deep list/map equality; a
/// Kubernetes set or map list on the left compares ignoring order).
bool valueEquals(const Value &a, const Value &b);

/// `x + y` for a Kubernetes set or map list x: a set list appends the elements
/// of y it does not hold yet; a map list replaces its elements whose map keys an
/// element of y has, and appends the others. The result keeps x's list type; an
/// error when a set holds lists or maps.
Value kubernetesListConcat(const List &x, const List &y);

/// Three-way ordering for comparable values of compatible kinds (numbers across
/// int/uint/double, strings, bytes, bools, durations, timestamps, ordered opaques).
/// nullopt when not comparable; for NaN comparisons the result is `unordered`.
/// The `_==_` of cel-go's left operand: valueEquals, except that a typed
/// Go value (List/Map::typedEquality) answers a value of another kind with
/// "no such overload" and a typed struct passes on its fields' answers.
Value equalsOperator(const Value &lhs, const Value &rhs);

enum class Order { Less, Equal, Greater, Unordered };
std::optional<Order> valueCompare(const Value &a, const Value &b);
/// Can cel-go order the value (traits.Comparer: numbers, bool, string, bytes,
/// duration, timestamp)?
bool isOrderable(const Value &v);

/// Is s well-formed UTF-8 (no surrogates, no overlong forms)?
bool isValidUtf8(std::string_view s);

/// The code point at s[i] and its length in bytes; an invalid sequence is
/// U+FFFD of length 1, as Go's range loop and utf8.DecodeRuneInString give it.
std::pair<char32_t, std::size_t> decodeRune(std::string_view s, std::size_t i);

/// s with each byte that is not part of valid UTF-8 replaced by U+FFFD, as
/// Go's conversion of a string to runes does; s itself when it is valid.
std::string toValidUtf8(std::string_view s);

/// Number of Unicode code points of a UTF-8 string.
std::size_t utf8Length(std::string_view s);

/// Formats a double the way cel-go's string(double) does (Go 'g' with the
/// shortest representation that round-trips).
std::string formatDouble(double d);
/// Go's fmt %g of a double (cel-go's string(double)).
std::string formatDoubleG(double d);
/// Formats a duration as cel-go's string(duration) does ("1.5s").
std::string formatDurationSeconds(Duration d);
/// Go's time.Duration String form ("1h2m3.5s").
std::string formatGoDuration(Duration d);
/// RFC 3339 in UTC with nanoseconds trimmed ("2006-01-02T15:04:05.999Z").
std::string formatTimestamp(Timestamp t);
/// RFC 3339 in the timestamp's own UTC offset ("2006-01-02T16:04:05.999+01:00"),
/// as Go formats a time.Time (cel-go's string(timestamp)).
std::string formatTimestampWithOffset(Timestamp t);

} // namespace cel
