// Protobuf well-known messages that CEL builds as plain values: the wrappers
// (google.protobuf.Int32Value{value: 1} is the int 1), the JSON types
// (Value, Struct, ListValue) and Any, plus the NullValue enum. The engine has
// no protobuf runtime; this table is all it knows of these messages.
#include "cel/library.h"
#include "cel/text.h"

#include <cmath>

namespace cel::lib {

namespace {

using namespace cel::types;
using Fields = std::vector<std::pair<std::string, Value>>;

constexpr std::int64_t kMaxJsonInt = (std::int64_t(1) << 53) - 1;

const Value *field(const Fields &fields, std::string_view name) {
    const Value *found = nullptr;
    for (const auto &[n, v] : fields)
        if (n == name)
            found = &v;
    return found;
}

Value fieldMismatch(const std::string &message, const Value &v) {
    return Value::error("type conversion error from '" + v.typeName() + "' to '" + message + "'");
}

// A wrapper message: the primitive itself, its zero value when unset.
WellKnownMessage wrapper(const char *name, TypeP type, Value zero, Value::Kind kind,
                         std::function<Value(const Value &)> convert = nullptr) {
    WellKnownMessage m;
    m.name = std::string("google.protobuf.") + name;
    m.fields = {{"value", type}};
    m.type = dyn(); // Mado has no wrapper types: a wrapper is a primitive or null
    m.build = [zero, kind, convert, msg = m.name](const Fields &fields) {
        const Value *v = field(fields, "value");
        if (!v)
            return zero;
        if (v->kind() != kind)
            return fieldMismatch(msg, *v);
        return convert ? convert(*v) : *v;
    };
    return m;
}

Value jsonOrError(const Value &v) {
    auto j = toJsonValue(v);
    return j ? *j : Value::error(j.error());
}

std::vector<WellKnownMessage> makeMessages() {
    std::vector<WellKnownMessage> all;
    all.push_back(wrapper("BoolValue", boolean(), Value(false), Value::Kind::Bool));
    all.push_back(wrapper("BytesValue", bytes(), Value::bytes(""), Value::Kind::Bytes));
    all.push_back(wrapper("DoubleValue", dbl(), Value(0.0), Value::Kind::Double));
    all.push_back(wrapper("FloatValue", dbl(), Value(0.0), Value::Kind::Double,
                          [](const Value &v) { return Value(double(float(v.asDouble()))); }));
    all.push_back(
        wrapper("Int32Value", int64(), Value(std::int64_t(0)), Value::Kind::Int, [](const Value &v) {
            if (v.asInt() < INT32_MIN || v.asInt() > INT32_MAX)
                return Value::error("integer overflow");
            return v;
        }));
    all.push_back(wrapper("Int64Value", int64(), Value(std::int64_t(0)), Value::Kind::Int));
    all.push_back(wrapper("StringValue", string(), Value::string(""), Value::Kind::String));
    all.push_back(
        wrapper("UInt32Value", uint64(), Value(std::uint64_t(0)), Value::Kind::Uint, [](const Value &v) {
            if (v.asUint() > UINT32_MAX)
                return Value::error("unsigned integer overflow");
            return v;
        }));
    all.push_back(wrapper("UInt64Value", uint64(), Value(std::uint64_t(0)), Value::Kind::Uint));

    WellKnownMessage list;
    list.name = "google.protobuf.ListValue";
    list.fields = {{"values", types::list(dyn())}};
    list.type = types::list(dyn());
    list.build = [](const Fields &fields) {
        const Value *v = field(fields, "values");
        return v ? jsonOrError(*v) : Value::list({});
    };
    all.push_back(std::move(list));

    WellKnownMessage st;
    st.name = "google.protobuf.Struct";
    st.fields = {{"fields", map(string(), dyn())}};
    st.type = map(string(), dyn());
    st.build = [](const Fields &fields) {
        const Value *v = field(fields, "fields");
        return v ? jsonOrError(*v) : Value::map(std::make_shared<Map>());
    };
    all.push_back(std::move(st));

    // A oneof: the last field set decides; unset is null.
    WellKnownMessage value;
    value.name = "google.protobuf.Value";
    value.fields = {{"null_value", int64()},
                    {"number_value", dbl()},
                    {"string_value", string()},
                    {"bool_value", boolean()},
                    {"struct_value", map(string(), dyn())},
                    {"list_value", types::list(dyn())}};
    value.type = dyn();
    value.build = [](const Fields &fields) {
        if (fields.empty())
            return Value();
        const auto &[name, v] = fields.back();
        if (name == "null_value")
            return Value();
        return jsonOrError(v);
    };
    all.push_back(std::move(value));

    WellKnownMessage any;
    any.name = "google.protobuf.Any";
    any.fields = {{"type_url", string()}, {"value", bytes()}};
    any.type = dyn();
    any.build = [](const Fields &) {
        return Value::error(
            "conversion error: google.protobuf.Any cannot be unpacked without its message types");
    };
    all.push_back(std::move(any));
    return all;
}

} // namespace

const WellKnownMessage *findWellKnownMessage(std::string_view name) {
    static const std::vector<WellKnownMessage> messages = makeMessages();
    for (const auto &m : messages)
        if (m.name == name)
            return &m;
    return nullptr;
}

std::optional<std::int64_t> findWellKnownEnumValue(std::string_view name) {
    if (name == "google.protobuf.NullValue.NULL_VALUE")
        return 0;
    return std::nullopt;
}

Result<Value> toJsonValue(const Value &v) {
    switch (v.kind()) {
    case Value::Kind::Null:
    case Value::Kind::Bool:
    case Value::Kind::Double:
    case Value::Kind::String:
        return Value(v);
    case Value::Kind::Int:
        if (v.asInt() >= -kMaxJsonInt && v.asInt() <= kMaxJsonInt)
            return Value(double(v.asInt()));
        return Value::string(std::to_string(v.asInt()));
    case Value::Kind::Uint:
        if (v.asUint() <= std::uint64_t(kMaxJsonInt))
            return Value(double(v.asUint()));
        return Value::string(std::to_string(v.asUint()));
    case Value::Kind::Bytes:
        return Value::string(base64Encode(v.asBytes()));
    case Value::Kind::Duration:
        return Value::string(formatDurationSeconds(v.asDuration()));
    case Value::Kind::Timestamp:
        return Value::string(formatTimestamp(v.asTimestamp()));
    case Value::Kind::List: {
        List out;
        for (const Value &e : v.asList()) {
            auto j = toJsonValue(e);
            if (!j)
                return j;
            out.push_back(std::move(j).value());
        }
        return Value::list(std::move(out));
    }
    case Value::Kind::Map: {
        auto out = std::make_shared<Map>();
        for (const auto &[k, e] : v.asMap().entries()) {
            if (k.kind() != Value::Kind::String)
                return Failure{"type conversion error from '" + k.typeName() + "' to 'string'"};
            auto j = toJsonValue(e);
            if (!j)
                return j;
            out->insert(k, std::move(j).value());
        }
        return Value::map(std::move(out));
    }
    default:
        return Failure{"type conversion error from '" + v.typeName() + "' to 'google.protobuf.Value'"};
    }
}

} // namespace cel::lib
