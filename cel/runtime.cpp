#include "cel/runtime.h"

#include "cel/lazy.h"
#include "cel/limits.h"

#include <cmath>
#include <utility>

namespace cel::runtime {

Value noSuchOverload(const std::string &function) {
    return Value::error("no such overload: " + function);
}

namespace {
thread_local BuiltBytes *t_builtBytes = nullptr;
} // namespace

BuiltBytes::BuiltBytes()
    : m_outer(std::exchange(t_builtBytes, this)) {}

BuiltBytes::~BuiltBytes() {
    t_builtBytes = m_outer;
}

std::optional<Value> BuiltBytes::charge(const char *function, std::uint64_t bytes) {
    BuiltBytes *b = t_builtBytes;
    if (!b)
        return std::nullopt;
    if (bytes > limits::kMaxBuiltBytes - b->m_bytes)
        return Value::error(std::string(function) + ": the values built in this evaluation would exceed " +
                            std::to_string(limits::kMaxBuiltBytes) + " bytes");
    b->m_bytes += bytes;
    return std::nullopt;
}

Value mapInsert(Map &m, const Value *entries, std::size_t n) {
    if (n == 2) {
        if (!isValidMapKey(entries[0]))
            return Value::error("unsupported key type");
        if (!m.insert(entries[0], entries[1]))
            return Value::error("insert failed: key " + entries[0].debugString() + " already exists");
        return Value();
    }
    for (const auto &[k, v] : entries[0].asMap().entries())
        if (!m.insert(k, v))
            return Value::error("insert failed: key " + k.debugString() + " already exists");
    return Value();
}

Value selectField(const Value &operand, const std::string &field) {
    switch (operand.kind()) {
    case Value::Kind::Map: {
        if (const Value *v = operand.asMap().find(Value::string(field)))
            return *v;
        return Value::error("no such key: " + field);
    }
    case Value::Kind::Optional:
        return optSelect(operand, field);
    case Value::Kind::List:
        return Value::error("unsupported index type 'string' in list");
    case Value::Kind::Opaque:
        if (const LazyObject *lazy = LazyObject::of(operand))
            return lazy->field(field);
        return Value::error("no such key: " + field);
    default:
        // cel-go qualifies other values as a missing key.
        return Value::error("no such key: " + field);
    }
}

Value hasField(const Value &operand, const std::string &field, bool errorOnScalar) {
    switch (operand.kind()) {
    case Value::Kind::Map:
        return Value(operand.asMap().find(Value::string(field)) != nullptr);
    case Value::Kind::Optional:
        if (!operand.optionalHasValue())
            return Value(false);
        return hasField(operand.optionalValue(), field, errorOnScalar);
    case Value::Kind::List:
        return Value::error("unsupported index type 'string' in list");
    case Value::Kind::Opaque:
        if (const LazyObject *lazy = LazyObject::of(operand))
            return lazy->has(field);
        return errorOnScalar ? Value::error("no such key: " + field) : Value(false);
    default:
        // cel-go tests presence on any other value (null, a scalar) as absent.
        return errorOnScalar ? Value::error("no such key: " + field) : Value(false);
    }
}

namespace {

// Converts a list index value to an int index; sets err on failure.
bool listIndex(const Value &index, std::int64_t &out, Value &err) {
    switch (index.kind()) {
    case Value::Kind::Int:
        out = index.asInt();
        return true;
    case Value::Kind::Uint:
        if (index.asUint() > std::uint64_t(INT64_MAX)) {
            err = Value::error("index out of range: " + std::to_string(index.asUint()));
            return false;
        }
        out = std::int64_t(index.asUint());
        return true;
    case Value::Kind::Double: {
        double d = index.asDouble();
        if (std::trunc(d) != d || !(d > -9.3e18 && d < 9.3e18)) {
            err = Value::error("unsupported index value " + formatDouble(d) + " in list");
            return false;
        }
        out = std::int64_t(d);
        return true;
    }
    default:
        err = Value::error("unsupported index type '" + index.typeName() + "' in list");
        return false;
    }
}

} // namespace

Value index(const Value &operand, const Value &idx) {
    switch (operand.kind()) {
    case Value::Kind::List: {
        std::int64_t i = 0;
        Value err;
        if (!listIndex(idx, i, err))
            return err;
        const List &l = operand.asList();
        if (i < 0 || std::uint64_t(i) >= l.size())
            return Value::error("index out of bounds: " + std::to_string(i));
        return l[std::size_t(i)];
    }
    case Value::Kind::Map: {
        if (const Value *v = operand.asMap().find(idx))
            return *v;
        if (!isValidMapKey(idx) && idx.kind() != Value::Kind::Double)
            return Value::error("unsupported key type");
        return Value::error("no such key: " +
                            (idx.kind() == Value::Kind::String ? idx.asString() : idx.debugString()));
    }
    case Value::Kind::Optional:
        return optIndex(operand, idx);
    default:
        return Value::error("no such key: " +
                            (idx.kind() == Value::Kind::String ? idx.asString() : idx.debugString()));
    }
}

Value optIndex(const Value &operand, const Value &idx, bool errorOnScalar) {
    switch (operand.kind()) {
    case Value::Kind::List: {
        std::int64_t i = 0;
        Value err;
        if (!listIndex(idx, i, err))
            return err;
        const List &l = operand.asList();
        if (i < 0 || std::uint64_t(i) >= l.size())
            return Value::optionalNone();
        return Value::optionalOf(l[std::size_t(i)]);
    }
    case Value::Kind::Map:
        if (const Value *v = operand.asMap().find(idx))
            return Value::optionalOf(*v);
        return Value::optionalNone();
    case Value::Kind::Optional:
        if (!operand.optionalHasValue())
            return operand;
        return optIndex(operand.optionalValue(), idx, errorOnScalar);
    default:
        // cel-go tests presence on any other value (a scalar, null) as absent.
        if (errorOnScalar)
            return Value::error("no such key: " +
                                (idx.kind() == Value::Kind::String ? idx.asString() : idx.debugString()));
        return Value::optionalNone();
    }
}

Value optSelect(const Value &operand, const std::string &field, bool errorOnScalar) {
    switch (operand.kind()) {
    case Value::Kind::Map:
        if (const Value *v = operand.asMap().find(Value::string(field)))
            return Value::optionalOf(*v);
        return Value::optionalNone();
    case Value::Kind::Optional:
        if (!operand.optionalHasValue())
            return operand;
        return optSelect(operand.optionalValue(), field, errorOnScalar);
    case Value::Kind::Opaque:
        if (const LazyObject *lazy = LazyObject::of(operand)) {
            if (!lazy->declares(field))
                return Value::optionalNone();
            Value v = lazy->field(field);
            return v.isError() ? v : Value::optionalOf(v);
        }
        return errorOnScalar ? Value::error("no such key: " + field) : Value::optionalNone();
    case Value::Kind::List:
        return Value::error("unsupported index type 'string' in list");
    default:
        // cel-go tests presence on any other value (a scalar, null) as absent.
        return errorOnScalar ? Value::error("no such key: " + field) : Value::optionalNone();
    }
}

bool matches(const TypeP &param, const Value &v);

// The runtime guard on a container's first element: its kind, for scalars.
bool matchesElement(const TypeP &param, const Value &v) {
    switch (param->kind) {
    case TypeKind::List:
    case TypeKind::Map:
    case TypeKind::Object:
    case TypeKind::Optional:
    case TypeKind::Opaque:
        return true;
    default:
        return matches(param, v);
    }
}

bool matches(const TypeP &param, const Value &v) {
    using K = Value::Kind;
    switch (param->kind) {
    case TypeKind::Dyn:
    case TypeKind::Param:
    case TypeKind::Error:
        return true;
    case TypeKind::Null:
        return v.kind() == K::Null;
    case TypeKind::Bool:
        return v.kind() == K::Bool;
    case TypeKind::Int:
        return v.kind() == K::Int;
    case TypeKind::Uint:
        return v.kind() == K::Uint;
    case TypeKind::Double:
        return v.kind() == K::Double;
    case TypeKind::String:
        return v.kind() == K::String;
    case TypeKind::Bytes:
        return v.kind() == K::Bytes;
    case TypeKind::Duration:
        return v.kind() == K::Duration;
    case TypeKind::Timestamp:
        return v.kind() == K::Timestamp;
    case TypeKind::List:
        // As cel-go's runtime type guard: a list matches by its first element
        // (an empty one always), so [1u].sum() finds the uint overload and
        // ['a'].sum() none, where an implementation would read the wrong kind.
        // Elements that are lists or maps are not looked into (cel-go's
        // flatten of list(list(T)) takes dyn([1, 2]) as it is).
        if (v.kind() != K::List)
            return false;
        return param->params.empty() || v.asList().empty() || matchesElement(param->params[0], v.asList()[0]);
    case TypeKind::Map:
        if (v.kind() != K::Map)
            return false;
        if (param->params.size() == 2 && v.asMap().size() > 0) {
            const auto &first = v.asMap().entries().front();
            return matchesElement(param->params[0], first.first) &&
                   matchesElement(param->params[1], first.second);
        }
        return true;
    case TypeKind::Object:
        return v.kind() == K::Map;
    case TypeKind::TypeOf:
        return v.kind() == K::Type;
    case TypeKind::Optional:
        return v.kind() == K::Optional;
    case TypeKind::Opaque:
        return v.kind() == K::Opaque && v.asOpaque().typeName() == param->name;
    }
    return false;
}

const Overload *selectOverload(const std::vector<const Overload *> &candidates, const Value *args,
                               std::size_t n) {
    for (const Overload *o : candidates) {
        if (o->params.size() != n)
            continue;
        bool ok = true;
        for (std::size_t i = 0; i < n && ok; ++i)
            ok = (o->nonStrict && args[i].isError()) || matches(o->params[i], args[i]);
        if (ok)
            return o;
    }
    return nullptr;
}

} // namespace cel::runtime
