// cel-go's encoders extension (ext.Encoders): base64.encode / base64.decode
// and, from version 1, json.encode.
#include "cel/json.h"
#include "cel/library.h"
#include "cel/text.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace cel::lib {

namespace {

struct JsonError {
    std::string message;
};

void jsonString(const std::string &s, std::string &out) {
    if (!isValidUtf8(s))
        throw JsonError{"string field contains invalid UTF-8"};
    out += json::quote(s);
}

// protojson's number form: shortest fixed notation, exponent form below 1e-6
// and from 1e21, and a one-digit negative exponent without its leading zero.
void jsonNumber(double d, std::string &out) {
    if (std::isnan(d) || std::isinf(d))
        throw JsonError{"google.protobuf.Value.number_value: invalid " + formatDouble(d) + " value"};
    double a = std::fabs(d);
    bool exp = a != 0 && (a < 1e-6 || a >= 1e21);
    char buf[64];
    auto r = std::to_chars(buf, buf + sizeof buf, d,
                           exp ? std::chars_format::scientific : std::chars_format::fixed);
    std::string s(buf, r.ptr);
    if (exp && s.size() >= 4 && s[s.size() - 4] == 'e' && s[s.size() - 3] == '-' && s[s.size() - 2] == '0')
        s.erase(s.size() - 2, 1);
    out += s;
}

// Writes a value of CEL's JSON form (see toJsonValue) compactly, map keys sorted
// as protojson does.
void writeJson(const Value &v, std::string &out) {
    switch (v.kind()) {
    case Value::Kind::Null:
        out += "null";
        return;
    case Value::Kind::Bool:
        out += v.asBool() ? "true" : "false";
        return;
    case Value::Kind::Double:
        jsonNumber(v.asDouble(), out);
        return;
    case Value::Kind::String:
        jsonString(v.asString(), out);
        return;
    case Value::Kind::List: {
        out += '[';
        bool first = true;
        for (const Value &e : v.asList()) {
            if (!first)
                out += ',';
            first = false;
            writeJson(e, out);
        }
        out += ']';
        return;
    }
    case Value::Kind::Map: {
        std::vector<const std::pair<Value, Value> *> entries;
        for (const auto &e : v.asMap().entries())
            entries.push_back(&e);
        std::sort(entries.begin(), entries.end(),
                  [](const auto *x, const auto *y) { return x->first.asString() < y->first.asString(); });
        out += '{';
        bool first = true;
        for (const auto *e : entries) {
            if (!first)
                out += ',';
            first = false;
            jsonString(e->first.asString(), out);
            out += ':';
            writeJson(e->second, out);
        }
        out += '}';
        return;
    }
    default:
        throw JsonError{"type conversion error from '" + v.typeName() + "' to 'google.protobuf.Value'"};
    }
}

// base64.decode: padded first, unpadded when the padded form is corrupt.
Result<std::string> decodePaddedOrRaw(const std::string &in) {
    if (auto out = base64Decode(in, true))
        return out;
    return base64Decode(in, false);
}

} // namespace

void addEncodersExt(Env &env, int version) {
    Builder b(env);
    using namespace cel::types;
    b.global("base64.decode", "base64_decode_string", {string()}, bytes(), [](const Value *a, std::size_t) {
        auto out = decodePaddedOrRaw(a[0].asString());
        return out ? Value::bytes(std::move(out).value()) : Value::error(out.error());
    });
    b.global("base64.encode", "base64_encode_bytes", {bytes()}, string(),
             [](const Value *a, std::size_t) { return Value::string(base64Encode(a[0].asBytes())); });
    if (version >= 1) {
        b.global("json.encode", "json_encode_dyn", {dyn()}, string(), [](const Value *a, std::size_t) {
            auto json = toJsonValue(a[0]);
            if (!json)
                return Value::error(json.error());
            std::string out;
            try {
                writeJson(*json, out);
            } catch (const JsonError &e) {
                return Value::error(e.message);
            }
            return Value::string(std::move(out));
        });
    }
}

} // namespace cel::lib
