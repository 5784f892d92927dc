// Admission-time CEL variables with Kubernetes' declared types
// (k8s.io/apiserver/pkg/admission/plugin/cel: BuildRequestType, BuildNamespaceType).
#include "cel/admission.h"
#include "cel/library.h"

#include <algorithm>
#include <initializer_list>
#include <utility>

namespace cel::admission {

namespace {

TypeP objectType(std::string name, std::initializer_list<std::pair<const char *, TypeP>> fields) {
    auto decl = std::make_shared<ObjectDecl>();
    decl->name = std::move(name);
    for (const auto &[field, type] : fields)
        decl->fields[field] = ObjectField{type};
    return types::object(std::move(decl));
}

} // namespace

TypeP requestType() {
    using namespace types;
    const TypeP s = string();
    const TypeP gvk = objectType("kubernetes.GroupVersionKind", {{"group", s}, {"version", s}, {"kind", s}});
    const TypeP gvr =
        objectType("kubernetes.GroupVersionResource", {{"group", s}, {"version", s}, {"resource", s}});
    const TypeP user =
        objectType("kubernetes.UserInfo",
                   {{"username", s}, {"uid", s}, {"groups", list(s)}, {"extra", map(s, list(s))}});
    return objectType("kubernetes.AdmissionRequest", {{"kind", gvk},
                                                      {"resource", gvr},
                                                      {"subResource", s},
                                                      {"requestKind", gvk},
                                                      {"requestResource", gvr},
                                                      {"requestSubResource", s},
                                                      {"name", s},
                                                      {"namespace", s},
                                                      {"operation", s},
                                                      {"userInfo", user},
                                                      {"dryRun", boolean()},
                                                      {"options", dyn()}});
}

TypeP namespaceType() {
    using namespace types;
    const TypeP s = string(), ts = timestamp();
    const TypeP spec = objectType("kubernetes.NamespaceSpec", {{"finalizers", list(s)}});
    const TypeP condition =
        objectType("kubernetes.NamespaceCondition",
                   {{"status", s}, {"type", s}, {"lastTransitionTime", ts}, {"message", s}, {"reason", s}});
    const TypeP status =
        objectType("kubernetes.NamespaceStatus", {{"conditions", list(condition)}, {"phase", s}});
    const TypeP metadata =
        objectType("kubernetes.NamespaceMetadata", {{"name", s},
                                                    {"generateName", s},
                                                    {"namespace", s},
                                                    {"labels", map(s, s)},
                                                    {"annotations", map(s, s)},
                                                    {"UID", s},
                                                    {"creationTimestamp", ts},
                                                    {"deletionGracePeriodSeconds", int64()},
                                                    {"deletionTimestamp", ts},
                                                    {"generation", int64()},
                                                    {"resourceVersion", s},
                                                    {"finalizers", list(s)}});
    return objectType("kubernetes.Namespace", {{"metadata", metadata}, {"spec", spec}, {"status", status}});
}

void declareVariables(Env &env, const Variables &which) {
    env.addVariable("object", which.objectType ? which.objectType : types::dyn());
    env.addVariable("oldObject", which.objectType ? which.objectType : types::dyn());
    env.addVariable("namespaceObject", namespaceType());
    env.addVariable("request", requestType());
    if (which.params)
        env.addVariable("params", types::dyn());
    if (which.authorizer) {
        env.addVariable("authorizer", types::opaque("kubernetes.authorization.Authorizer"));
        env.addVariable("authorizer.requestResource",
                        types::opaque("kubernetes.authorization.ResourceCheck"));
    }
    if (which.variables)
        env.addVariable("variables", objectType("kubernetes.variables", {}));
    env.patchTypes = which.patchTypes;
    if (which.patchTypes && !env.findFunction("jsonpatch.escapeKey"))
        lib::addKubernetesJsonPatch(env);
}

Value noVariables() {
    auto m = std::make_shared<Map>();
    m->objectType = "kubernetes.variables";
    return Value::map(std::move(m));
}

Value dataValue(const json::Node &n) {
    using K = json::Node::Kind;
    switch (n.kind) {
    case K::Null:
        return Value();
    case K::Bool:
        return Value(n.b);
    case K::Number:
        return n.isInteger ? Value(n.integer) : Value(n.number);
    case K::String:
        return Value::string(n.str);
    case K::Array: {
        List l;
        for (const auto &i : n.items)
            l.push_back(dataValue(*i));
        return Value::list(std::move(l));
    }
    case K::Object: {
        auto m = std::make_shared<Map>();
        for (const auto &[k, v] : n.members)
            m->insert(Value::string(k), dataValue(*v));
        return Value::map(std::move(m));
    }
    }
    return Value();
}

namespace {

// How a Go struct field reaches CEL (k8s.io/apiserver/pkg/cel/common
// SchemalessTypedToVal): `omitempty` drops empty strings, zero numbers, false
// and empty lists and maps, nil pointers; struct-typed fields always stay.
enum class Presence : std::uint8_t { Always, OmitEmpty, Pointer };

bool isEmptyJson(const json::Node *n) {
    using K = json::Node::Kind;
    if (!n)
        return true;
    switch (n->kind) {
    case K::Null:
        return true;
    case K::Bool:
        return !n->b;
    case K::Number:
        return n->number == 0;
    case K::String:
        return n->str.empty();
    case K::Array:
        return n->items.empty();
    case K::Object:
        return n->members.empty();
    }
    return true;
}

struct Struct {
    const json::Node *in;
    std::shared_ptr<Map> out = std::make_shared<Map>();

    const json::Node *get(const char *key) const { return in ? in->get(key) : nullptr; }
    bool skip(const char *key, Presence p) const {
        const json::Node *n = get(key);
        return (p == Presence::OmitEmpty && isEmptyJson(n)) ||
               (p == Presence::Pointer && (!n || n->isNull()));
    }
    void put(const char *key, Value v) { out->insert(Value::string(key), std::move(v)); }
    void string(const char *key, Presence p) {
        if (!skip(key, p)) {
            const json::Node *n = get(key);
            put(key, Value::string(n ? n->str : std::string()));
        }
    }
    void data(const char *key, Presence p) {
        if (!skip(key, p)) {
            const json::Node *n = get(key);
            put(key, n ? dataValue(*n) : Value());
        }
    }
    void nested(const char *key, Presence p, Value (*convert)(const json::Node *)) {
        if (!skip(key, p))
            put(key, convert(get(key)));
    }
    Value value() { return Value::map(std::move(out)); }
};

Value groupVersion(const json::Node *n, const char *last) {
    Struct s{n};
    s.string("group", Presence::Always);
    s.string("version", Presence::Always);
    s.string(last, Presence::Always);
    return s.value();
}

Value gvk(const json::Node *n) {
    return groupVersion(n, "kind");
}
Value gvr(const json::Node *n) {
    return groupVersion(n, "resource");
}

Value userInfo(const json::Node *n) {
    Struct s{n};
    s.string("username", Presence::OmitEmpty);
    s.string("uid", Presence::OmitEmpty);
    s.data("groups", Presence::OmitEmpty);
    s.data("extra", Presence::OmitEmpty);
    return s.value();
}

// runtime.RawExtension: its JSON, or null.
Value raw(const json::Node *n) {
    return n ? dataValue(*n) : Value();
}

Value objectMeta(const json::Node *n) {
    Struct s{n};
    for (const char *key : {"name", "generateName", "namespace", "uid", "resourceVersion"})
        s.string(key, Presence::OmitEmpty);
    s.data("generation", Presence::OmitEmpty);
    s.data("creationTimestamp", Presence::OmitEmpty);
    s.data("deletionTimestamp", Presence::Pointer);
    s.data("deletionGracePeriodSeconds", Presence::Pointer);
    for (const char *key : {"labels", "annotations", "finalizers"})
        s.data(key, Presence::OmitEmpty);
    return s.value();
}

Value namespaceSpec(const json::Node *n) {
    Struct s{n};
    s.data("finalizers", Presence::OmitEmpty);
    return s.value();
}

Value namespaceCondition(const json::Node *n) {
    Struct s{n};
    s.string("type", Presence::Always);
    s.string("status", Presence::Always);
    s.data("lastTransitionTime", Presence::Always); // a struct: null when unset
    s.string("reason", Presence::OmitEmpty);
    s.string("message", Presence::OmitEmpty);
    return s.value();
}

Value namespaceStatus(const json::Node *n) {
    Struct s{n};
    s.string("phase", Presence::OmitEmpty);
    if (!s.skip("conditions", Presence::OmitEmpty)) {
        List conditions;
        for (const auto &c : s.get("conditions")->items)
            conditions.push_back(namespaceCondition(c.get()));
        s.put("conditions", Value::list(std::move(conditions)));
    }
    return s.value();
}

} // namespace

Value untypedRequestValue(const json::Node &request);
Value untypedNamespaceValue(const json::Node &ns);

namespace {

// Kubernetes hands the request to CEL as typed Go values (SchemalessTypedToVal):
// its structs, maps and lists answer equality with a value of another kind
// with "no such overload". Its raw objects (object, oldObject, options) are
// unstructured data and stay as they are.
Value typedGo(const Value &v, bool goStruct) {
    if (v.kind() == Value::Kind::List) {
        List l;
        for (const Value &e : v.asList())
            l.push_back(typedGo(e, false));
        l.typedEquality = true;
        return Value::list(std::move(l));
    }
    if (v.kind() != Value::Kind::Map)
        return v;
    auto m = std::make_shared<Map>();
    for (const auto &[k, e] : v.asMap().entries())
        m->insert(k, typedGo(e, false));
    m->typed = goStruct ? Map::Typed::GoStruct : Map::Typed::GoMap;
    return Value::map(std::move(m));
}

// A Go struct: its struct fields are structs too, except the raw ones (kept
// as unstructured data) and the Go maps.
Value typedGoStruct(const Value &v, std::initializer_list<const char *> raw = {}) {
    static const char *const goMaps[] = {"extra", "labels", "annotations"};
    auto m = std::make_shared<Map>();
    for (const auto &[k, e] : v.asMap().entries()) {
        const std::string &key = k.asString();
        const bool isRaw = std::any_of(raw.begin(), raw.end(), [&](const char *r) { return key == r; });
        const bool isMap =
            std::any_of(std::begin(goMaps), std::end(goMaps), [&](const char *r) { return key == r; });
        const bool isStruct = e.kind() == Value::Kind::Map && !isMap;
        m->insert(k, isRaw ? e : isStruct ? typedGoStruct(e) : typedGo(e, false));
    }
    m->typed = Map::Typed::GoStruct;
    return Value::map(std::move(m));
}

} // namespace

Value requestValue(const json::Node &request) {
    return typedGoStruct(untypedRequestValue(request), {"object", "oldObject", "options"});
}

Value untypedRequestValue(const json::Node &request) {
    Struct s{&request};
    s.string("uid", Presence::Always);
    s.nested("kind", Presence::Always, gvk);
    s.nested("resource", Presence::Always, gvr);
    s.string("subResource", Presence::OmitEmpty);
    s.nested("requestKind", Presence::Pointer, gvk);
    s.nested("requestResource", Presence::Pointer, gvr);
    s.string("requestSubResource", Presence::OmitEmpty);
    s.string("name", Presence::OmitEmpty);
    s.string("namespace", Presence::OmitEmpty);
    s.string("operation", Presence::Always);
    s.nested("userInfo", Presence::Always, userInfo);
    s.nested("object", Presence::Always, raw);
    s.nested("oldObject", Presence::Always, raw);
    s.data("dryRun", Presence::Pointer);
    s.nested("options", Presence::Always, raw);
    return s.value();
}

Value namespaceValue(const json::Node &ns) {
    return typedGoStruct(untypedNamespaceValue(ns));
}

Value untypedNamespaceValue(const json::Node &ns) {
    Struct s{&ns};
    s.nested("metadata", Presence::Always, objectMeta);
    s.nested("spec", Presence::Always, namespaceSpec);
    s.nested("status", Presence::Always, namespaceStatus);
    return s.value();
}

} // namespace cel::admission
