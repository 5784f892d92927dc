// MutatingAdmissionPolicy patch types (k8s.io/apiserver/pkg/cel/mutation):
// JSONPatch, a JSON Patch operation, and the Object apply configuration types
// (Object, Object.spec, Object.spec.template, ...) that accept any field. Both
// are maps carrying their type name at runtime.
#include "cel/library.h"

namespace cel::lib {

namespace {

constexpr std::string_view kJsonPatch = "JSONPatch";
constexpr std::string_view kObject = "Object";

bool isObjectTypeName(std::string_view name) {
    return name == kObject || (name.size() > kObject.size() && name.substr(0, kObject.size()) == kObject &&
                               name[kObject.size()] == '.');
}

// The Go type Kubernetes names when a JSONPatch string field gets another value.
std::string goTypeName(const Value &v) {
    switch (v.kind()) {
    case Value::Kind::Int:
        return "int64";
    case Value::Kind::Uint:
        return "uint64";
    case Value::Kind::Double:
        return "float64";
    case Value::Kind::Bytes:
        return "[]uint8";
    case Value::Kind::Null:
        return "structpb.NullValue";
    default:
        return v.typeName();
    }
}

Value buildJsonPatch(const std::vector<std::pair<std::string, Value>> &fields) {
    Value op = Value::string(""), path = Value::string(""), from = Value::string("");
    const Value *value = nullptr;
    for (const auto &[name, v] : fields) {
        if (name == "value") {
            value = &v;
            continue;
        }
        if (v.kind() != Value::Kind::String)
            return Value::error("unexpected type " + goTypeName(v) + " for JSONPatchType '" + name +
                                "' field");
        (name == "op" ? op : name == "path" ? path : from) = v;
    }
    auto m = std::make_shared<Map>();
    m->objectType = std::string(kJsonPatch);
    m->insert(Value::string("op"), op);
    m->insert(Value::string("path"), path);
    m->insert(Value::string("from"), from);
    if (value)
        m->insert(Value::string("value"), *value);
    return Value::map(std::move(m));
}

bool isPatchMap(const Value &v, bool object) {
    if (v.kind() != Value::Kind::Map || v.asMap().objectType.empty())
        return false;
    return object ? isObjectTypeName(v.asMap().objectType) : v.asMap().objectType == kJsonPatch;
}

// The plain form of a field value: Object values become maps, in lists and maps too.
Value plain(const Value &v) {
    switch (v.kind()) {
    case Value::Kind::List: {
        List out;
        for (const Value &e : v.asList())
            out.push_back(plain(e));
        return Value::list(std::move(out));
    }
    case Value::Kind::Map: {
        if (!v.asMap().objectType.empty() && !isObjectTypeName(v.asMap().objectType))
            return v;
        auto out = std::make_shared<Map>();
        for (const auto &[k, e] : v.asMap().entries())
            out->insert(k, plain(e));
        return Value::map(std::move(out));
    }
    default:
        return v;
    }
}

// reflect.DeepEqual of the values Kubernetes stores in an Object: same kinds
// and values; CEL lists never compare equal (they hold functions).
bool deepEquals(const Value &a, const Value &b) {
    if (a.kind() != b.kind())
        return false;
    switch (a.kind()) {
    case Value::Kind::List:
        return false;
    case Value::Kind::Map: {
        const Map &x = a.asMap(), &y = b.asMap();
        if (x.objectType != y.objectType || x.size() != y.size())
            return false;
        for (const auto &[k, v] : x.entries()) {
            const Value *o = y.find(k);
            if (!o || !deepEquals(v, *o))
                return false;
        }
        return true;
    }
    case Value::Kind::Double:
        return a.asDouble() == b.asDouble();
    case Value::Kind::Opaque:
    case Value::Kind::Optional:
    case Value::Kind::Type:
    case Value::Kind::Error:
        return false;
    default:
        return valueEquals(a, b);
    }
}

} // namespace

std::optional<WellKnownMessage> findPatchType(std::string_view name) {
    using namespace cel::types;
    WellKnownMessage m;
    m.name = std::string(name);
    auto decl = std::make_shared<ObjectDecl>();
    decl->name = m.name;
    if (name == kJsonPatch) {
        m.fields = {{"op", string()}, {"path", string()}, {"from", string()}, {"value", dyn()}};
        for (const auto &[n, t] : m.fields)
            decl->fields[n] = ObjectField{t};
        m.build = buildJsonPatch;
    } else if (isObjectTypeName(name)) {
        decl->openFields = true;
        m.build = [type = m.name](const std::vector<std::pair<std::string, Value>> &fields) {
            auto map = std::make_shared<Map>();
            map->objectType = type;
            for (const auto &[n, v] : fields)
                map->set(Value::string(n), v);
            return Value::map(std::move(map));
        };
    } else {
        return std::nullopt;
    }
    m.type = object(std::move(decl));
    return m;
}

void addKubernetesJsonPatch(Env &env) {
    Builder b(env);
    b.global("jsonpatch.escapeKey", "string_jsonpatch_escapeKey_string", {types::string()}, types::string(),
             [](const Value *a, std::size_t) {
                 std::string out;
                 for (char c : a[0].asString()) {
                     if (c == '~')
                         out += "~0";
                     else if (c == '/')
                         out += "~1";
                     else
                         out += c;
                 }
                 return Value::string(std::move(out));
             });
}

bool isApplyConfiguration(const Value &v) {
    return isPatchMap(v, true);
}

bool isPatchValue(const Value &v) {
    return isPatchMap(v, true) || isPatchMap(v, false);
}

Value applyConfigurationField(const Value &object, const std::string &field) {
    const Value *v = object.asMap().find(Value::string(field));
    if (!v)
        return Value();
    if (v->kind() == Value::Kind::Map && v->asMap().objectType.empty())
        for (const auto &[k, e] : v->asMap().entries())
            if (k.kind() != Value::Kind::String)
                return Value::error("cannot get field \"" + field + "\"");
    return plain(*v);
}

Value patchFieldPresent(const Value &patch, const std::string &field) {
    const Value *v = patch.asMap().find(Value::string(field));
    if (!v)
        return Value(false);
    if (field == "value")
        return Value(true);
    return Value(v->kind() == Value::Kind::String && !v->asString().empty());
}

bool patchValueEquals(const Value &a, const Value &b) {
    if (!isPatchValue(a) || !isPatchValue(b) || a.asMap().objectType != b.asMap().objectType)
        return false;
    const Map &x = a.asMap(), &y = b.asMap();
    if (x.objectType == kJsonPatch) {
        for (const char *f : {"op", "path", "from"})
            if (!valueEquals(*x.find(Value::string(f)), *y.find(Value::string(f))))
                return false;
        const Value *xv = x.find(Value::string("value")), *yv = y.find(Value::string("value"));
        if (!xv || !yv)
            return !xv && !yv;
        return valueEquals(*xv, *yv);
    }
    return deepEquals(a, b);
}

} // namespace cel::lib
