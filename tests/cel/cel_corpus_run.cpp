// Runs Mado's CEL engine over a differential corpus (tests/cel/FORMAT.md) and
// prints one result line per case in the oracle's format.
#include "cel/env.h"
#include "cel/json.h"
#include "cel/limits.h"
#include "cel/schema.h"
#include "corpus_case.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <iostream>
#include <map>

namespace {

using cel::Value;
using cel::json::Node;

std::string lower(std::string s) {
    for (char &c : s)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

// The oracle's error kinds (tests/cel/oracle/README.md).
std::string classify(const std::string &phase, const std::string &msg) {
    if (phase == "parse")
        return "syntax";
    static const std::vector<std::pair<std::string, std::vector<std::string>>> rules = {
        {"server_panic", {"panic"}},
        {"cost_limit", {"cost limit exceeded", "operation cancelled", "out of cost budget"}},
        {"undeclared", {"undeclared reference"}},
        {"no_matching_overload", {"no matching overload", "no such overload"}},
        {"division_by_zero", {"division by zero"}},
        {"modulus_by_zero", {"modulus by zero"}},
        {"overflow", {"overflow", "range error"}},
        {"no_such_key", {"no such key"}},
        {"no_such_field", {"undefined field", "no such field", "no such attribute"}},
        {"index_out_of_range",
         {"index out of range", "index out of bounds", "cannot slice", "invalid substring range"}},
        {"type_mismatch",
         {"expected type", "type mismatch", "does not support field selection",
          "cannot be range of a comprehension", "unsupported index type"}},
        {"invalid_argument",
         {"invalid", "illegal", "error parsing regexp", "parse error", "type conversion error",
          "cannot convert", "must not contain", "must match", "not allowed", "no major.minor.patch",
          "version string empty", "unknown time zone", "formatting", "called on empty list",
          "cannot be ordered", "must be non-negative", "out of range", "strconv."}},
    };
    std::string m = lower(msg);
    for (const auto &[kind, subs] : rules)
        for (const auto &s : subs)
            if (m.find(s) != std::string::npos)
                return kind;
    return "other";
}

std::string base64(const std::string &in) {
    static const char *chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string out;
    int val = 0, bits = -6;
    for (unsigned char c : in) {
        val = (val << 8) + c;
        bits += 8;
        while (bits >= 0) {
            out += chars[(val >> bits) & 0x3F];
            bits -= 6;
        }
    }
    if (bits > -6)
        out += chars[((val << 8) >> (bits + 8)) & 0x3F];
    while (out.size() % 4)
        out += '=';
    return out;
}

std::string encode(const Value &v) {
    using K = Value::Kind;
    using cel::json::quote;
    switch (v.kind()) {
    case K::Null:
        return R"({"null":null})";
    case K::Bool:
        return std::string(R"({"bool":)") + (v.asBool() ? "true" : "false") + "}";
    case K::Int:
        return R"({"int":")" + std::to_string(v.asInt()) + "\"}";
    case K::Uint:
        return R"({"uint":")" + std::to_string(v.asUint()) + "\"}";
    case K::Double: {
        double d = v.asDouble();
        if (std::isnan(d))
            return R"({"double":"NaN"})";
        if (std::isinf(d))
            return d > 0 ? R"({"double":"+Inf"})" : R"({"double":"-Inf"})";
        char b[40];
        std::snprintf(b, sizeof b, "%.17g", d);
        return std::string(R"({"double":)") + b + "}";
    }
    case K::String:
        return R"({"string":)" + quote(v.asString()) + "}";
    case K::Bytes:
        return R"({"bytes":")" + base64(v.asBytes()) + "\"}";
    case K::List: {
        std::string out = R"({"list":[)";
        bool first = true;
        for (const auto &e : v.asList()) {
            if (!first)
                out += ",";
            first = false;
            out += encode(e);
        }
        return out + "]}";
    }
    case K::Map: {
        const cel::Map &m = v.asMap();
        if (m.objectType == "JSONPatch" || m.objectType == "Object" || m.objectType.starts_with("Object.")) {
            // FORMAT.md's object form: JSONPatch fields in their order, Object fields sorted.
            std::vector<std::pair<std::string, const Value *>> fields;
            for (const auto &[k, e] : m.entries())
                fields.emplace_back(k.asString(), &e);
            if (m.objectType != "JSONPatch")
                std::sort(fields.begin(), fields.end());
            std::string out = R"({"object":{"type":)" + quote(m.objectType) + R"(,"fields":[)";
            for (std::size_t i = 0; i < fields.size(); ++i)
                out += (i ? ",[" : "[") + quote(fields[i].first) + "," + encode(*fields[i].second) + "]";
            return out + "]}}";
        }
        std::string out = R"({"map":[)";
        bool first = true;
        for (const auto &[k, e] : v.asMap().entries()) {
            if (!first)
                out += ",";
            first = false;
            out += "[" + encode(k) + "," + encode(e) + "]";
        }
        return out + "]}";
    }
    case K::Duration:
        return R"({"duration":")" + cel::formatGoDuration(v.asDuration()) + "\"}";
    case K::Timestamp:
        return R"({"timestamp":")" + cel::formatTimestamp(v.asTimestamp()) + "\"}";
    case K::Type:
        return R"({"type":)" + quote(v.asType().name) + "}";
    case K::Optional:
        return std::string(R"({"optional":)") + (v.optionalHasValue() ? encode(v.optionalValue()) : "null") +
               "}";
    case K::Opaque:
        return R"({"opaque":{"type":)" + quote(v.asOpaque().typeName()) + R"(,"repr":)" +
               quote(v.asOpaque().repr()) + "}}";
    case K::Error:
        return "null";
    }
    return "null";
}

struct Output {
    std::string name;
    std::string value = "null";
    std::string type = "null";
    std::string error = "null";
    std::string runtime = "null";
    std::string estimated = "null";
    std::string line() const {
        return R"({"name":)" + cel::json::quote(name) + R"(,"value":)" + value + R"(,"type":)" + type +
               R"(,"error":)" + error + R"(,"runtimeCost":)" + runtime + R"(,"estimatedCost":)" + estimated +
               "}";
    }
};

std::string errorJson(const std::string &phase, const std::string &msg) {
    return R"({"phase":")" + phase + R"(","message":)" + cel::json::quote(msg) + R"(,"kind":")" +
           classify(phase, msg) + "\"}";
}

Output run(const Node &c) {
    Output o;
    const Node *name = c.get("name");
    o.name = name ? name->str : "";
    celcase::Prepared p = celcase::prepare(c);
    if (!p.setupError.empty()) {
        o.error = errorJson("setup", p.setupError);
        return o;
    }
    auto r = p.env->compile(p.expr);
    if (!r.ok()) {
        o.error = errorJson(cel::phaseName(r.phase), r.errors.empty() ? "" : r.errors[0].format());
        if (r.outputType)
            o.type = cel::json::quote(r.outputType->toString());
        return o;
    }
    o.type = cel::json::quote(r.program->outputType()->toString());
    auto est = r.program->estimateCost();
    o.estimated = R"({"min":)" + std::to_string(est.min) + R"(,"max":)" + std::to_string(est.max) + "}";
    auto e = r.program->evaluate(p.activation, cel::limits::kPerCallRuntimeBudget);
    o.runtime = std::to_string(e.cost);
    if (e.value.isError())
        o.error = errorJson("eval", e.value.asError().message);
    else
        o.value = encode(e.value);
    return o;
}

__extension__ typedef __int128 Int128;

std::string int128String(Int128 v) {
    if (v == 0)
        return "0";
    const bool negative = v < 0;
    std::string out;
    while (v != 0) {
        int digit = int(v % 10);
        out += char('0' + (negative ? -digit : digit));
        v /= 10;
    }
    if (negative)
        out += '-';
    return std::string(out.rbegin(), out.rend());
}

// --attribution: the same case, but the costs printed are the sums of the
// per-node breakdowns (runtime cost per node, estimated share per node), so
// tests/cel/attribution.py can compare them with the oracle's totals.
Output runAttribution(const Node &c) {
    Output o;
    const Node *name = c.get("name");
    o.name = name ? name->str : "";
    celcase::Prepared p = celcase::prepare(c);
    if (!p.setupError.empty())
        return o;
    auto r = p.env->compile(p.expr);
    if (!r.ok())
        return o;
    auto b = r.program->estimateCostBreakdown();
    Int128 mn = 0, mx = 0;
    for (const auto &n : b.nodes) {
        mn += (Int128(n.selfMinHi) << 64) | Int128(n.selfMinLo);
        mx += (Int128(n.selfMaxHi) << 64) | Int128(n.selfMaxLo);
    }
    o.estimated = R"({"min":)" + int128String(mn) + R"(,"max":)" + int128String(mx) + "}";
    cel::EvalOptions opts;
    opts.costLimit = cel::limits::kPerCallRuntimeBudget;
    opts.perNodeCost = true;
    auto e = r.program->evaluate(p.activation, opts);
    std::uint64_t sum = 0;
    for (const auto &n : e.perNode)
        sum += n.cost;
    o.runtime = std::to_string(sum);
    return o;
}

} // namespace

int main(int argc, char **argv) {
    if (argc < 2) {
        std::cerr << "usage: cel_corpus_run [--attribution] CORPUS.jsonl...\n";
        return 2;
    }
    const bool attribution = std::string(argv[1]) == "--attribution";
    for (int i = attribution ? 2 : 1; i < argc; ++i) {
        std::ifstream in(argv[i]);
        if (!in) {
            std::cerr << "cannot open " << argv[i] << "\n";
            return 1;
        }
        std::string line;
        while (std::getline(in, line)) {
            if (line.find_first_not_of(" \t\r") == std::string::npos)
                continue;
            auto n = cel::json::parse(line);
            if (!n) {
                std::cerr << argv[i] << ": " << n.error() << "\n";
                return 1;
            }
            std::cout << (attribution ? runAttribution(**n) : run(**n)).line() << "\n";
        }
    }
    return 0;
}
