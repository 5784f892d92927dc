// Runs the official CEL conformance tests (dumped from @bufbuild/cel-spec by
// tests/cel/conformance/fetch.sh) against Mado's engine. Prints per-file pass,
// fail and skip counts (and, with -v, each failure and each skip reason), and
// checks the pass counts against a committed baseline.
#include "cel/env.h"
#include "cel/json.h"
#include "cel/library.h"
#include "cel/text.h"
#include "cel/timeutil.h"

#include <cmath>
#include <fstream>
#include <iostream>
#include <map>
#include <set>

namespace {

using cel::Value;
using cel::json::Node;

struct Skip {
    std::string reason;
};

std::string unbase64(const std::string &in) {
    return cel::base64Decode(in, true).valueOr(std::string());
}

// A google.protobuf.Value/Struct/ListValue in proto3 JSON form: CEL sees JSON
// as null, double, string, bool, map(string, dyn) and list(dyn).
Value decodeJson(const Node &n) {
    switch (n.kind) {
    case Node::Kind::Null:
        return Value();
    case Node::Kind::Bool:
        return Value(n.b);
    case Node::Kind::Number:
        return Value(n.number);
    case Node::Kind::String:
        return Value::string(n.str);
    case Node::Kind::Array: {
        cel::List l;
        for (const auto &v : n.items)
            l.push_back(decodeJson(*v));
        return Value::list(std::move(l));
    }
    case Node::Kind::Object: {
        auto m = std::make_shared<cel::Map>();
        for (const auto &[k, v] : n.members)
            m->insert(Value::string(k), decodeJson(*v));
        return Value::map(std::move(m));
    }
    }
    return Value();
}

// A wrapper message in proto3 JSON (64-bit integers are strings, bytes base64);
// an error value when the type is not a wrapper.
Value decodeWrapper(const std::string &type, const Node *v) {
    const std::string prefix = "type.googleapis.com/google.protobuf.";
    if (type.rfind(prefix, 0) != 0 || !v)
        return Value::error("not a wrapper");
    const std::string name = type.substr(prefix.size());
    if (name == "Int32Value" || name == "Int64Value")
        return Value(std::int64_t(v->kind == Node::Kind::String ? std::stoll(v->str) : v->integer));
    if (name == "UInt32Value" || name == "UInt64Value")
        return Value(
            std::uint64_t(v->kind == Node::Kind::String ? std::stoull(v->str) : std::uint64_t(v->integer)));
    if (name == "FloatValue" || name == "DoubleValue")
        return Value(v->number);
    if (name == "BoolValue")
        return Value(v->b);
    if (name == "StringValue")
        return Value::string(v->str);
    if (name == "BytesValue")
        return Value::bytes(unbase64(v->str));
    return Value::error("not a wrapper");
}

// cel.expr.Value in proto3 JSON -> engine value; throws Skip for protobuf messages.
Value decodeValue(const Node &n) {
    if (n.members.empty())
        throw Skip{"empty value"};
    const auto &[k, x] = n.members[0];
    if (k == "nullValue")
        return Value();
    if (k == "boolValue")
        return Value(x->b);
    if (k == "int64Value")
        return Value(std::int64_t(x->kind == Node::Kind::String ? std::stoll(x->str) : x->integer));
    if (k == "uint64Value")
        return Value(
            std::uint64_t(x->kind == Node::Kind::String ? std::stoull(x->str) : std::uint64_t(x->integer)));
    if (k == "doubleValue") {
        if (x->kind == Node::Kind::String) {
            if (x->str == "NaN")
                return Value(std::nan(""));
            if (x->str == "Infinity")
                return Value(INFINITY);
            if (x->str == "-Infinity")
                return Value(-INFINITY);
            return Value(std::stod(x->str));
        }
        return Value(x->number);
    }
    if (k == "stringValue")
        return Value::string(x->str);
    if (k == "bytesValue")
        return Value::bytes(unbase64(x->str));
    if (k == "typeValue")
        return Value::type(x->str);
    if (k == "listValue") {
        cel::List l;
        if (const Node *vs = x->get("values"))
            for (const auto &v : vs->items)
                l.push_back(decodeValue(*v));
        return Value::list(std::move(l));
    }
    if (k == "mapValue") {
        auto m = std::make_shared<cel::Map>();
        if (const Node *es = x->get("entries"))
            for (const auto &e : es->items)
                m->insert(decodeValue(*e->get("key")), decodeValue(*e->get("value")));
        return Value::map(std::move(m));
    }
    if (k == "objectValue") {
        const Node *t = x->get("@type");
        const Node *v = x->get("value");
        std::string type = t ? t->str : "";
        if (type == "type.googleapis.com/google.protobuf.Duration" && v) {
            if (auto d =
                    cel::timeutil::parseDuration(v->str.size() && v->str.back() == 's' ? v->str : v->str))
                return Value(*d);
        }
        if (type == "type.googleapis.com/google.protobuf.Timestamp" && v) {
            if (auto ts = cel::timeutil::parseRfc3339(v->str))
                return Value(*ts);
        }
        if ((type == "type.googleapis.com/google.protobuf.Value" ||
             type == "type.googleapis.com/google.protobuf.Struct" ||
             type == "type.googleapis.com/google.protobuf.ListValue") &&
            v)
            return decodeJson(*v);
        if (Value w = decodeWrapper(type, v); !w.isError())
            return w;
        const Node *packed = v ? v->get("@type") : nullptr; // the message inside an Any
        throw Skip{"protobuf test messages (value " + (packed ? packed->str : type) + ")"};
    }
    if (k == "enumValue")
        throw Skip{"protobuf test messages (enum value " + (x->get("type") ? x->get("type")->str : "") + ")"};
    throw Skip{"value kind " + k};
}

cel::TypeP decodeType(const Node &n) {
    if (n.members.empty())
        return cel::types::dyn();
    const auto &[k, x] = n.members[0];
    if (k == "primitive") {
        static const std::map<std::string, cel::TypeP> prims = {
            {"BOOL", cel::types::boolean()},  {"INT64", cel::types::int64()},
            {"UINT64", cel::types::uint64()}, {"DOUBLE", cel::types::dbl()},
            {"STRING", cel::types::string()}, {"BYTES", cel::types::bytes()}};
        auto it = prims.find(x->str);
        if (it == prims.end())
            throw Skip{"primitive " + x->str};
        return it->second;
    }
    if (k == "dyn")
        return cel::types::dyn();
    if (k == "null")
        return cel::types::null();
    if (k == "listType")
        return cel::types::list(x->get("elemType") ? decodeType(*x->get("elemType")) : cel::types::dyn());
    if (k == "mapType")
        return cel::types::map(decodeType(*x->get("keyType")), decodeType(*x->get("valueType")));
    if (k == "wellKnown" || k == "messageType") {
        if (x->str == "DURATION" || x->str == "google.protobuf.Duration")
            return cel::types::duration();
        if (x->str == "TIMESTAMP" || x->str == "google.protobuf.Timestamp")
            return cel::types::timestamp();
        // The JSON types are plain CEL types (as cel-go's checker declares them);
        // Mado has no wrapper types, so a wrapper (a primitive or null) is dyn.
        if (x->str == "google.protobuf.Struct")
            return cel::types::map(cel::types::string(), cel::types::dyn());
        if (x->str == "google.protobuf.ListValue")
            return cel::types::list(cel::types::dyn());
        if (x->str.rfind("google.protobuf.", 0) == 0 && cel::lib::findWellKnownMessage(x->str))
            return cel::types::dyn();
        throw Skip{"protobuf test messages (declared type " + x->str + ")"};
    }
    if (k == "wrapper")
        return cel::types::dyn();
    if (k == "typeParam")
        return cel::types::param(x->str);
    if (k == "type")
        return cel::types::typeOf(decodeType(*x));
    if (k == "error")
        return cel::types::error();
    if (k == "abstractType") {
        const Node *name = x->get("name");
        const Node *ps = x->get("parameterTypes");
        std::vector<cel::TypeP> params;
        if (ps)
            for (const auto &p : ps->items)
                params.push_back(decodeType(*p));
        if (name && name->str == "optional_type" && params.size() == 1)
            return cel::types::optional(params[0]);
        if (name)
            return cel::types::opaque(name->str, std::move(params));
    }
    throw Skip{"declared type " + k};
}

// A function declaration of a test's type environment (checking only: calls
// fail at runtime).
cel::Function decodeFunction(const std::string &name, const Node &decl) {
    cel::Function f;
    f.name = name;
    if (const Node *os = decl.get("overloads")) {
        for (const auto &o : os->items) {
            cel::Overload ov;
            ov.id = o->get("overloadId") ? o->get("overloadId")->str : name;
            ov.receiver = o->get("isInstanceFunction") && o->get("isInstanceFunction")->b;
            if (const Node *ps = o->get("params"))
                for (const auto &p : ps->items)
                    ov.params.push_back(decodeType(*p));
            ov.result = o->get("resultType") ? decodeType(*o->get("resultType")) : cel::types::dyn();
            ov.impl = [name](const Value *, std::size_t) {
                return Value::error("no implementation of " + name);
            };
            f.overloads.push_back(std::move(ov));
        }
    }
    return f;
}

// Strict value equality for test expectations (kinds must match; NaN equals NaN).
bool sameValue(const Value &a, const Value &b) {
    if (a.kind() != b.kind())
        return false;
    switch (a.kind()) {
    case Value::Kind::Double:
        if (std::isnan(a.asDouble()) && std::isnan(b.asDouble()))
            return true;
        return a.asDouble() == b.asDouble();
    case Value::Kind::List: {
        const auto &x = a.asList(), &y = b.asList();
        if (x.size() != y.size())
            return false;
        for (std::size_t i = 0; i < x.size(); ++i)
            if (!sameValue(x[i], y[i]))
                return false;
        return true;
    }
    case Value::Kind::Map: {
        if (a.asMap().size() != b.asMap().size())
            return false;
        for (const auto &[k, v] : a.asMap().entries()) {
            const Value *o = b.asMap().find(k);
            if (!o || !sameValue(v, *o))
                return false;
        }
        return true;
    }
    case Value::Kind::Type:
        return a.asType().name == b.asType().name;
    default:
        return cel::valueEquals(a, b);
    }
}

// Throws Skip when a test needs the protobuf test messages (TestAllTypes and its
// enums, by name or through the container), which Mado's engine does not model.
// The well-known messages (wrappers, Value, Struct, ListValue, Any, Duration,
// Timestamp) are known to the standard environment.
void skipProtobuf(const std::string &expr, const std::string &container) {
    if (container.rfind("cel.expr.conformance", 0) == 0)
        throw Skip{"protobuf test messages (container " + container + ")"};
    for (const char *w : {"TestAllTypes", "cel.expr.conformance", "GlobalEnum", "proto2", "proto3"})
        if (expr.find(w) != std::string::npos)
            throw Skip{"protobuf test messages (expression)"};
}

enum class Outcome { Pass, Fail, Skip };

Outcome runTest(const Node &line, std::string &detail) {
    const Node &t = *line.get("test");
    std::string expr = t.get("expr") ? t.get("expr")->str : "";
    try {
        const Node *container = t.get("container");
        skipProtobuf(expr, container ? container->str : std::string());
        auto env = cel::Env::standard()->clone();
        // The conformance suite runs cel-go without OptOptimize and with
        // EnableErrorOnBadPresenceTest (Kubernetes: the other way round).
        env->optimize = false;
        env->errorOnBadPresenceTest = true;
        if (container)
            env->container = container->str;
        if (t.get("disableCheck") && t.get("disableCheck")->b)
            env->typeCheck = false;
        bool checkOnly = t.get("checkOnly") && t.get("checkOnly")->b;
        cel::Activation act;
        if (const Node *te = t.get("typeEnv")) {
            for (const auto &d : te->items) {
                const Node *name = d->get("name");
                if (const Node *id = d->get("ident"))
                    env->addVariable(name->str, decodeType(*id->get("type")));
                else if (const Node *fn = d->get("function"); fn && checkOnly)
                    env->addFunction(decodeFunction(name->str, *fn));
                else
                    throw Skip{"custom function implementations"};
            }
        }
        if (const Node *bs = t.get("bindings")) {
            for (const auto &[name, ev] : bs->members) {
                const Node *v = ev->get("value");
                if (!v)
                    throw Skip{"binding without value"};
                act.vars[name] = decodeValue(*v);
                if (!env->findVariable(name))
                    env->addVariable(name, cel::types::dyn());
            }
        }
        auto r = env->compile(expr);
        if (!r.ok()) {
            if (t.get("evalError") &&
                (r.phase == cel::CompilePhase::Check || r.phase == cel::CompilePhase::Parse) &&
                r.errors[0].message.find("program instantiation") != std::string::npos)
                return Outcome::Pass;
            detail = std::string(cel::phaseName(r.phase)) + " error: " + r.errors[0].format();
            return Outcome::Fail;
        }
        if (checkOnly || t.get("typedResult")) {
            // The test's own deduced type when it has one, else the type cel-es reports.
            std::string want;
            const Node *deduced = t.get("typedResult") ? t.get("typedResult")->get("deducedType") : nullptr;
            if (deduced)
                want = decodeType(*deduced)->toString();
            else if (const Node *type = line.get("type"); type && !type->isNull())
                want = type->str;
            if (!want.empty() && r.program->outputType()->toString() != want) {
                detail = "type " + r.program->outputType()->toString() + ", expected " + want;
                return Outcome::Fail;
            }
            if (checkOnly)
                return Outcome::Pass;
        }
        auto res = r.program->evaluate(act);
        if (t.get("evalError")) {
            if (res.value.isError())
                return Outcome::Pass;
            detail = "value " + res.value.debugString() + ", expected an error";
            return Outcome::Fail;
        }
        const Node *expected = t.get("value");
        if (!expected && t.get("typedResult"))
            expected = t.get("typedResult")->get("result");
        // A test without a result expects true (the proto default of SimpleTest).
        Value want = expected ? decodeValue(*expected) : Value(true);
        if (res.value.isError()) {
            detail = "error " + res.value.asError().message + ", expected " + want.debugString();
            return Outcome::Fail;
        }
        if (!sameValue(res.value, want)) {
            detail = "value " + res.value.debugString() + ", expected " + want.debugString();
            return Outcome::Fail;
        }
        return Outcome::Pass;
    } catch (const Skip &s) {
        detail = s.reason;
        return Outcome::Skip;
    } catch (const std::exception &e) {
        detail = std::string("harness: ") + e.what();
        return Outcome::Fail;
    }
}

} // namespace

int main(int argc, char **argv) {
    if (argc < 2) {
        std::cerr
            << "usage: cel_conformance conformance.jsonl [-v] [--baseline FILE] [--write-baseline FILE]\n";
        return 2;
    }
    bool verbose = false;
    std::string baselinePath, writeBaseline;
    for (int i = 2; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "-v")
            verbose = true;
        else if (a == "--baseline" && i + 1 < argc)
            baselinePath = argv[++i];
        else if (a == "--write-baseline" && i + 1 < argc)
            writeBaseline = argv[++i];
    }
    std::ifstream in(argv[1]);
    if (!in) {
        std::cerr << "cannot open " << argv[1] << "\n";
        return 1;
    }
    struct Counts {
        int pass = 0, fail = 0, skip = 0;
    };
    std::map<std::string, Counts> perFile;
    std::map<std::string, int> skipReasons;
    std::string line;
    while (std::getline(in, line)) {
        auto n = cel::json::parse(line).valueOr(nullptr);
        if (!n)
            continue;
        std::string file = n->get("file")->str;
        std::string name = n->get("section")->str + "/" + n->get("test")->get("name")->str;
        std::string detail;
        Outcome o = runTest(*n, detail);
        Counts &c = perFile[file];
        if (o == Outcome::Pass) {
            ++c.pass;
        } else if (o == Outcome::Fail) {
            ++c.fail;
            if (verbose)
                std::cout << "FAIL " << file << "/" << name << ": " << detail << "\n";
        } else {
            ++c.skip;
            ++skipReasons[file + ": " + detail];
            if (verbose)
                std::cout << "SKIP " << file << "/" << name << ": " << detail << "\n";
        }
    }
    int tp = 0, tf = 0, ts = 0;
    std::cout << "file                  pass  fail  skip\n";
    for (const auto &[f, c] : perFile) {
        char buf[128];
        std::snprintf(buf, sizeof buf, "%-20s %5d %5d %5d\n", f.c_str(), c.pass, c.fail, c.skip);
        std::cout << buf;
        tp += c.pass;
        tf += c.fail;
        ts += c.skip;
    }
    char buf[128];
    std::snprintf(buf, sizeof buf, "%-20s %5d %5d %5d\n", "total", tp, tf, ts);
    std::cout << buf << "\nskip reasons:\n";
    for (const auto &[r, count] : skipReasons)
        std::cout << "  " << count << "  " << r << "\n";
    if (!writeBaseline.empty()) {
        std::ofstream out(writeBaseline);
        out << "{\n";
        bool first = true;
        for (const auto &[f, c] : perFile) {
            out << (first ? "" : ",\n") << " " << cel::json::quote(f) << ": " << c.pass;
            first = false;
        }
        out << "\n}\n";
    }
    int rc = 0;
    if (!baselinePath.empty()) {
        std::ifstream b(baselinePath);
        std::string text((std::istreambuf_iterator<char>(b)), std::istreambuf_iterator<char>());
        auto base = cel::json::parse(text).valueOr(nullptr);
        if (!base) {
            std::cerr << "cannot read baseline " << baselinePath << "\n";
            return 1;
        }
        for (const auto &[f, v] : base->members) {
            int want = int(v->integer);
            int got = perFile.count(f) ? perFile[f].pass : 0;
            if (got < want) {
                std::cerr << "REGRESSION: " << f << ": " << got << " pass, baseline " << want << "\n";
                rc = 1;
            }
        }
    }
    return rc;
}
