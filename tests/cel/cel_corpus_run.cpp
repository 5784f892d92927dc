// Runs Mado's CEL engine over a differential corpus (tests/cel/FORMAT.md) and
// prints one result line per case in the oracle's format.
#include "cel/env.h"
#include "cel/json.h"
#include "cel/limits.h"
#include "cel/schema.h"

#include <cmath>
#include <fstream>
#include <iostream>
#include <map>

namespace {

using cel::Value;
using cel::json::Node;

std::string lower(std::string s)
{
    for (char &c : s)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

// The oracle's error kinds (tests/cel/oracle/README.md).
std::string classify(const std::string &phase, const std::string &msg)
{
    if (phase == "parse")
        return "syntax";
    static const std::vector<std::pair<std::string, std::vector<std::string>>> rules = {
        {"cost_limit", {"cost limit exceeded", "operation cancelled"}},
        {"undeclared", {"undeclared reference"}},
        {"no_matching_overload", {"no matching overload", "no such overload"}},
        {"division_by_zero", {"division by zero"}},
        {"modulus_by_zero", {"modulus by zero"}},
        {"overflow", {"overflow", "range error"}},
        {"no_such_key", {"no such key"}},
        {"no_such_field", {"undefined field", "no such field", "no such attribute"}},
        {"index_out_of_range", {"index out of range", "index out of bounds", "cannot slice", "invalid substring range"}},
        {"type_mismatch", {"expected type", "type mismatch", "does not support field selection",
                           "cannot be range of a comprehension", "unsupported index type"}},
        {"invalid_argument", {"invalid", "illegal", "error parsing regexp", "parse error", "type conversion error",
                              "cannot convert", "must not contain", "must match", "not allowed",
                              "no major.minor.patch", "version string empty", "unknown time zone", "formatting",
                              "called on empty list", "cannot be ordered", "must be non-negative", "out of range",
                              "strconv."}},
    };
    std::string m = lower(msg);
    for (const auto &[kind, subs] : rules)
        for (const auto &s : subs)
            if (m.find(s) != std::string::npos)
                return kind;
    return "other";
}

std::string base64(const std::string &in)
{
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

std::string unbase64(const std::string &in)
{
    static const std::string chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string out;
    int val = 0, bits = -8;
    for (char c : in) {
        auto pos = chars.find(c);
        if (pos == std::string::npos)
            break;
        val = (val << 6) + int(pos);
        bits += 6;
        if (bits >= 0) {
            out += char((val >> bits) & 0xFF);
            bits -= 8;
        }
    }
    return out;
}

std::string encode(const Value &v)
{
    using K = Value::Kind;
    using cel::json::quote;
    switch (v.kind()) {
    case K::Null: return R"({"null":null})";
    case K::Bool: return std::string(R"({"bool":)") + (v.asBool() ? "true" : "false") + "}";
    case K::Int: return R"({"int":")" + std::to_string(v.asInt()) + "\"}";
    case K::Uint: return R"({"uint":")" + std::to_string(v.asUint()) + "\"}";
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
    case K::String: return R"({"string":)" + quote(v.asString()) + "}";
    case K::Bytes: return R"({"bytes":")" + base64(v.asBytes()) + "\"}";
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
    case K::Duration: return R"({"duration":")" + cel::formatGoDuration(v.asDuration()) + "\"}";
    case K::Timestamp: return R"({"timestamp":")" + cel::formatTimestamp(v.asTimestamp()) + "\"}";
    case K::Type: return R"({"type":)" + quote(v.asType().name) + "}";
    case K::Optional:
        return std::string(R"({"optional":)") + (v.optionalHasValue() ? encode(v.optionalValue()) : "null") + "}";
    case K::Opaque:
        return R"({"opaque":{"type":)" + quote(v.asOpaque().typeName()) + R"(,"repr":)" + quote(v.asOpaque().repr()) +
               "}}";
    case K::Error: return "null";
    }
    return "null";
}

Value decode(const Node &n)
{
    if (n.kind != Node::Kind::Object || n.members.size() != 1)
        return Value::error("bad typed value");
    const auto &[k, x] = n.members[0];
    if (k == "null")
        return Value();
    if (k == "bool")
        return Value(x->b);
    if (k == "int")
        return Value(std::int64_t(std::stoll(x->str)));
    if (k == "uint")
        return Value(std::uint64_t(std::stoull(x->str)));
    if (k == "double") {
        if (x->kind == Node::Kind::String) {
            if (x->str == "NaN")
                return Value(std::nan(""));
            return Value(x->str == "-Inf" ? -INFINITY : INFINITY);
        }
        return Value(x->number);
    }
    if (k == "string")
        return Value::string(x->str);
    if (k == "bytes")
        return Value::bytes(unbase64(x->str));
    if (k == "list") {
        cel::List l;
        for (const auto &i : x->items)
            l.push_back(decode(*i));
        return Value::list(std::move(l));
    }
    if (k == "map") {
        auto m = std::make_shared<cel::Map>();
        for (const auto &e : x->items)
            if (e->items.size() == 2)
                m->insert(decode(*e->items[0]), decode(*e->items[1]));
        return Value::map(std::move(m));
    }
    if (k == "duration") {
        auto d = cel::Env::standard()->compile("duration(" + cel::json::quote(x->str) + ")");
        return d.ok() ? d.program->evaluate({}).value : Value::error("bad duration");
    }
    if (k == "timestamp") {
        auto d = cel::Env::standard()->compile("timestamp(" + cel::json::quote(x->str) + ")");
        return d.ok() ? d.program->evaluate({}).value : Value::error("bad timestamp");
    }
    if (k == "optional")
        return x->isNull() ? Value::optionalNone() : Value::optionalOf(decode(*x));
    return Value::error("unsupported typed value " + k);
}

struct Output {
    std::string name;
    std::string value = "null";
    std::string type = "null";
    std::string error = "null";
    std::string runtime = "null";
    std::string estimated = "null";
    std::string line() const
    {
        return R"({"name":)" + cel::json::quote(name) + R"(,"value":)" + value + R"(,"type":)" + type +
               R"(,"error":)" + error + R"(,"runtimeCost":)" + runtime + R"(,"estimatedCost":)" + estimated + "}";
    }
};

std::string errorJson(const std::string &phase, const std::string &msg)
{
    return R"({"phase":")" + phase + R"(","message":)" + cel::json::quote(msg) + R"(,"kind":")" +
           classify(phase, msg) + "\"}";
}

Output run(const Node &c)
{
    Output o;
    const Node *name = c.get("name");
    o.name = name ? name->str : "";
    const Node *exprN = c.get("expr");
    const Node *envN = c.get("env");
    const Node *verN = c.get("k8sVersion");
    std::string envName = envN && envN->kind == Node::Kind::String ? envN->str : "base";
    int minor = 37;
    if (verN && verN->str.size() > 2)
        minor = std::stoi(verN->str.substr(2));
    auto env = cel::Env::kubernetes(minor);
    cel::Activation act;
    if (envName == "base") {
        if (const Node *vars = c.get("vars")) {
            for (const auto &[vname, spec] : vars->members) {
                const Node *t = spec->get("type");
                cel::TypeP type = t ? cel::types::parse(t->str) : nullptr;
                if (!type) {
                    o.error = errorJson("setup", "bad var type");
                    return o;
                }
                env->addVariable(vname, type);
                const Node *val = spec->get("value");
                if (val && !val->isNull())
                    act.vars[vname] = decode(*val);
            }
        }
    } else if (envName == "crd") {
        const Node *schema = c.get("schema");
        if (!schema || schema->isNull()) {
            o.error = errorJson("setup", "crd case without schema");
            return o;
        }
        bool root = false;
        if (const Node *e = schema->get("x-kubernetes-embedded-resource"))
            root = e->kind == Node::Kind::Bool && e->b;
        cel::TypeP t = cel::schema::declType(*schema, root, "selfType");
        if (!t) {
            o.error = errorJson("setup", "schema is not exposed to CEL");
            return o;
        }
        const Node *optOld = c.get("optionalOldSelf");
        bool optionalOld = optOld && optOld->kind == Node::Kind::Bool && optOld->b;
        env->sizeRoot = t;
        env->addVariable("self", t);
        env->addVariable("oldSelf", optionalOld ? cel::types::optional(t) : t);
        const Node *self = c.get("self");
        if (self && !self->isNull())
            act.vars["self"] = cel::schema::toValue(*self, *schema, root);
        const Node *old = c.get("oldSelf");
        if (old && !old->isNull()) {
            Value ov = cel::schema::toValue(*old, *schema, root);
            act.vars["oldSelf"] = optionalOld ? Value::optionalOf(ov) : ov;
        } else if (optionalOld) {
            act.vars["oldSelf"] = Value::optionalNone();
        }
    } else {
        o.error = errorJson("setup", "unsupported env " + envName);
        return o;
    }
    auto r = env->compile(exprN ? exprN->str : "");
    if (!r.ok()) {
        o.error = errorJson(r.phase, r.errors.empty() ? "" : r.errors[0].format());
        if (r.outputType)
            o.type = cel::json::quote(r.outputType->toString());
        return o;
    }
    o.type = cel::json::quote(r.program->outputType()->toString());
    auto est = r.program->estimateCost();
    o.estimated = R"({"min":)" + std::to_string(est.min) + R"(,"max":)" + std::to_string(est.max) + "}";
    auto e = r.program->evaluate(act, cel::limits::kPerCallRuntimeBudget);
    o.runtime = std::to_string(e.cost);
    if (e.value.isError())
        o.error = errorJson("eval", e.value.asError().message);
    else
        o.value = encode(e.value);
    return o;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 2) {
        std::cerr << "usage: cel_corpus_run CORPUS.jsonl...\n";
        return 2;
    }
    for (int i = 1; i < argc; ++i) {
        std::ifstream in(argv[i]);
        if (!in) {
            std::cerr << "cannot open " << argv[i] << "\n";
            return 1;
        }
        std::string line;
        while (std::getline(in, line)) {
            if (line.find_first_not_of(" \t\r") == std::string::npos)
                continue;
            std::string err;
            auto n = cel::json::parse(line, &err);
            if (!n) {
                std::cerr << argv[i] << ": " << err << "\n";
                return 1;
            }
            std::cout << run(*n).line() << "\n";
        }
    }
    return 0;
}
