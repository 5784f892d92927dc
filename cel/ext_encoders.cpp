// cel-go's encoders extension (ext.Encoders): base64.encode / base64.decode
// and, from version 1, json.encode.
#include "cel/json.h"
#include "cel/library.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace cel::lib {

namespace {

constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

int sextet(char c) {
    auto p = kAlphabet.find(c);
    return p == std::string_view::npos ? -1 : int(p);
}

std::string corrupt(std::size_t at) {
    return "illegal base64 data at input byte " + std::to_string(at);
}

// Go's base64.StdEncoding (padded) or RawStdEncoding (unpadded) decoding:
// line breaks are skipped, anything else outside the alphabet is an error.
std::optional<std::string> decodeBase64(const std::string &in, bool padded, std::string &error) {
    std::string out;
    int quantum[4];
    int n = 0;
    std::size_t i = 0;
    auto flush = [&](int count) {
        std::uint32_t v = 0;
        for (int k = 0; k < 4; ++k)
            v = (v << 6) | std::uint32_t(k < count ? quantum[k] : 0);
        out += char((v >> 16) & 0xFF);
        if (count > 2)
            out += char((v >> 8) & 0xFF);
        if (count > 3)
            out += char(v & 0xFF);
    };
    for (; i < in.size(); ++i) {
        char c = in[i];
        if (c == '\r' || c == '\n')
            continue;
        if (padded && c == '=') {
            if (n < 2) {
                error = corrupt(i);
                return std::nullopt;
            }
            // One '=' after three symbols, two after two; nothing but line breaks after.
            std::size_t j = i + 1;
            auto skipBreaks = [&] {
                while (j < in.size() && (in[j] == '\r' || in[j] == '\n'))
                    ++j;
            };
            if (n == 2) {
                skipBreaks();
                if (j >= in.size() || in[j] != '=') {
                    error = corrupt(j >= in.size() ? in.size() : j);
                    return std::nullopt;
                }
                ++j;
            }
            skipBreaks();
            if (j < in.size()) {
                error = corrupt(j);
                return std::nullopt;
            }
            flush(n);
            return out;
        }
        int s = sextet(c);
        if (s < 0) {
            error = corrupt(i);
            return std::nullopt;
        }
        quantum[n++] = s;
        if (n == 4) {
            flush(4);
            n = 0;
        }
    }
    if (n == 0)
        return out;
    if (padded || n == 1) {
        error = corrupt(in.size());
        return std::nullopt;
    }
    flush(n);
    return out;
}

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
std::optional<std::string> base64Decode(const std::string &in, std::string &error) {
    if (auto out = decodeBase64(in, true, error))
        return out;
    std::string rawError;
    if (auto out = decodeBase64(in, false, rawError))
        return out;
    error = rawError;
    return std::nullopt;
}

} // namespace

std::string base64Encode(const std::string &in) {
    std::string out;
    out.reserve((in.size() + 2) / 3 * 4);
    std::size_t i = 0;
    for (; i + 2 < in.size(); i += 3) {
        std::uint32_t v = (std::uint32_t(std::uint8_t(in[i])) << 16) |
                          (std::uint32_t(std::uint8_t(in[i + 1])) << 8) | std::uint8_t(in[i + 2]);
        for (int k = 3; k >= 0; --k)
            out += kAlphabet[(v >> (6 * k)) & 0x3F];
    }
    std::size_t rest = in.size() - i;
    if (rest > 0) {
        std::uint32_t v = std::uint32_t(std::uint8_t(in[i])) << 16;
        if (rest == 2)
            v |= std::uint32_t(std::uint8_t(in[i + 1])) << 8;
        out += kAlphabet[(v >> 18) & 0x3F];
        out += kAlphabet[(v >> 12) & 0x3F];
        out += rest == 2 ? kAlphabet[(v >> 6) & 0x3F] : '=';
        out += '=';
    }
    return out;
}

void addEncodersExt(Env &env, int version) {
    Builder b(env);
    using namespace cel::types;
    b.global("base64.decode", "base64_decode_string", {string()}, bytes(), [](const Value *a, std::size_t) {
        std::string error;
        auto out = base64Decode(a[0].asString(), error);
        return out ? Value::bytes(std::move(*out)) : Value::error(error);
    });
    b.global("base64.encode", "base64_encode_bytes", {bytes()}, string(),
             [](const Value *a, std::size_t) { return Value::string(base64Encode(a[0].asBytes())); });
    if (version >= 1) {
        b.global("json.encode", "json_encode_dyn", {dyn()}, string(), [](const Value *a, std::size_t) {
            std::string error;
            auto json = toJsonValue(a[0], error);
            if (!json)
                return Value::error(error);
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
