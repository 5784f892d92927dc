#include "cel/schema.h"

#include "cel/limits.h"
#include "cel/text.h"
#include "cel/timeutil.h"

#include <set>

namespace cel::schema {

namespace {

constexpr std::int64_t kMaxRequest = std::int64_t(limits::kMaxRequestSizeBytes);

const std::set<std::string, std::less<>> &reserved() {
    static const std::set<std::string, std::less<>> r = {
        "true",     "false",   "null",      "in",       "as",  "break",  "const",
        "continue", "else",    "for",       "function", "if",  "import", "let",
        "loop",     "package", "namespace", "return",   "var", "void",   "while"};
    return r;
}

std::string typeOfSchema(const json::Node &s) {
    const json::Node *t = s.get("type");
    if (t && t->kind == json::Node::Kind::String)
        return t->str;
    return {};
}

std::string formatOf(const json::Node &s) {
    const json::Node *f = s.get("format");
    return f && f->kind == json::Node::Kind::String ? f->str : std::string();
}

bool flag(const json::Node &s, const char *name) {
    const json::Node *f = s.get(name);
    return f && f->kind == json::Node::Kind::Bool && f->b;
}

std::optional<std::int64_t> intProp(const json::Node &s, const char *name) {
    const json::Node *f = s.get(name);
    if (f && f->kind == json::Node::Kind::Number)
        return f->isInteger ? f->integer : std::int64_t(f->number);
    return std::nullopt;
}

std::int64_t zeroIfNegative(std::int64_t v) {
    return v < 0 ? 0 : v;
}

struct Decl {
    TypeP type;
    std::int64_t minSize = 0;
};

std::shared_ptr<json::Node> withTypeAndObjectMeta(const json::Node &s) {
    auto copy = std::make_shared<json::Node>(s);
    auto str = std::make_shared<json::Node>();
    str->kind = json::Node::Kind::Object;
    auto strType = std::make_shared<json::Node>();
    strType->kind = json::Node::Kind::String;
    strType->str = "string";
    str->members.emplace_back("type", strType);
    auto meta = std::make_shared<json::Node>();
    meta->kind = json::Node::Kind::Object;
    auto objType = std::make_shared<json::Node>();
    objType->kind = json::Node::Kind::String;
    objType->str = "object";
    meta->members.emplace_back("type", objType);
    auto metaProps = std::make_shared<json::Node>();
    metaProps->kind = json::Node::Kind::Object;
    metaProps->members.emplace_back("name", str);
    metaProps->members.emplace_back("generateName", str);
    meta->members.emplace_back("properties", metaProps);

    std::shared_ptr<json::Node> props;
    for (auto &[k, v] : copy->members)
        if (k == "properties") {
            props = std::make_shared<json::Node>(*v);
            v = props;
        }
    if (!props) {
        props = std::make_shared<json::Node>();
        props->kind = json::Node::Kind::Object;
        copy->members.emplace_back("properties", props);
    }
    auto set = [&](const std::string &key, json::NodeP val) {
        for (auto &[k, v] : props->members)
            if (k == key) {
                v = val;
                return;
            }
        props->members.emplace_back(key, val);
    };
    set("kind", str);
    set("apiVersion", str);
    set("metadata", meta);
    return copy;
}

std::int64_t maxStringLengthPerRequest(const json::Node &s) {
    if (flag(s, "x-kubernetes-int-or-string"))
        return kMaxRequest - 2;
    std::string f = formatOf(s);
    if (f == "duration")
        return 32;
    if (f == "date")
        return 12;
    if (f == "date-time")
        return 32;
    return kMaxRequest - 2;
}

Decl decl(const json::Node &sIn, bool isResourceRoot, const std::string &name) {
    const json::Node *s = &sIn;
    std::shared_ptr<json::Node> holder;
    if (flag(*s, "x-kubernetes-int-or-string")) {
        Decl d;
        auto ml = intProp(*s, "maxLength");
        d.type =
            types::withMaxSize(types::dyn(), std::uint64_t(ml ? zeroIfNegative(*ml) * 4 : kMaxRequest - 2));
        d.minSize = 1;
        return d;
    }
    if (isResourceRoot) {
        holder = withTypeAndObjectMeta(*s);
        s = holder.get();
    }
    std::string t = typeOfSchema(*s);
    if (t == "array") {
        const json::Node *items = s->get("items");
        if (!items || items->kind != json::Node::Kind::Object)
            return {};
        Decl it = decl(*items, flag(*items, "x-kubernetes-embedded-resource"), name + ".@idx");
        if (!it.type)
            return {};
        auto mi = intProp(*s, "maxItems");
        std::int64_t maxItems = mi ? zeroIfNegative(*mi) : (kMaxRequest - 2) / (it.minSize + 1);
        return {types::withMaxSize(types::list(it.type), std::uint64_t(maxItems)), 2};
    }
    if (t == "object") {
        const json::Node *ap = s->get("additionalProperties");
        if (ap && ap->kind == json::Node::Kind::Object) {
            Decl v = decl(*ap, flag(*ap, "x-kubernetes-embedded-resource"), name + ".@elem");
            if (!v.type)
                return {};
            auto mp = intProp(*s, "maxProperties");
            std::int64_t maxProps = mp ? zeroIfNegative(*mp) : (kMaxRequest - 2) / (v.minSize + 6);
            return {types::withMaxSize(types::map(types::withMaxSize(types::string(), 0), v.type),
                                       std::uint64_t(maxProps)),
                    2};
        }
        std::set<std::string> required;
        if (const json::Node *r = s->get("required"))
            for (const auto &i : r->items)
                if (i->kind == json::Node::Kind::String)
                    required.insert(i->str);
        auto obj = std::make_shared<ObjectDecl>();
        obj->name = name;
        std::int64_t minSize = 2;
        if (const json::Node *props = s->get("properties")) {
            for (const auto &[pname, prop] : props->members) {
                auto esc = escape(pname);
                Decl f = decl(*prop, flag(*prop, "x-kubernetes-embedded-resource"),
                              name + "." + (esc ? *esc : pname));
                if (!f.type)
                    continue;
                if (esc)
                    obj->fields[*esc] = ObjectField{f.type};
                if (required.count(pname) && !prop->get("default"))
                    minSize += std::int64_t(pname.size()) + f.minSize + 4;
            }
        }
        return {types::withMaxSize(types::object(obj), 0), minSize};
    }
    if (t == "string") {
        std::string f = formatOf(*s);
        if (f == "byte") {
            auto ml = intProp(*s, "maxLength");
            return {
                types::withMaxSize(types::bytes(), std::uint64_t(ml ? zeroIfNegative(*ml) : kMaxRequest - 2)),
                2};
        }
        if (f == "duration")
            return {types::withMaxSize(types::duration(), std::uint64_t(maxStringLengthPerRequest(*s))), 3};
        if (f == "date")
            return {types::withMaxSize(types::timestamp(), std::uint64_t(maxStringLengthPerRequest(*s))), 12};
        if (f == "date-time")
            return {types::withMaxSize(types::timestamp(), std::uint64_t(maxStringLengthPerRequest(*s))), 21};
        std::int64_t maxLen;
        if (auto ml = intProp(*s, "maxLength")) {
            maxLen = zeroIfNegative(*ml) * 4;
        } else if (const json::Node *e = s->get("enum"); e && !e->items.empty()) {
            maxLen = 0;
            for (const auto &v : e->items)
                if (v->kind == json::Node::Kind::String && std::int64_t(v->str.size()) > maxLen)
                    maxLen = std::int64_t(v->str.size());
        } else {
            maxLen = maxStringLengthPerRequest(*s);
        }
        return {types::withMaxSize(types::string(), std::uint64_t(maxLen)), 2};
    }
    if (t == "boolean")
        return {types::withMaxSize(types::boolean(), 0), 4};
    if (t == "number")
        return {types::withMaxSize(types::dbl(), 0), 1};
    if (t == "integer")
        return {types::withMaxSize(types::int64(), 0), 1};
    return {};
}

} // namespace

bool isReservedWord(std::string_view name) {
    return reserved().count(name) != 0;
}

std::optional<std::string> escape(std::string_view ident) {
    if (ident.empty() || (ident[0] >= '0' && ident[0] <= '9'))
        return std::nullopt;
    if (reserved().count(ident))
        return "__" + std::string(ident) + "__";
    std::string out;
    for (std::size_t i = 0; i < ident.size(); ++i) {
        char c = ident[i];
        bool alnum = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        if (alnum) {
            out += c;
        } else if (c == '_') {
            if (i + 1 < ident.size() && ident[i + 1] == '_') {
                out += "__underscores__";
                ++i;
            } else {
                out += '_';
            }
        } else if (c == '.') {
            out += "__dot__";
        } else if (c == '-') {
            out += "__dash__";
        } else if (c == '/') {
            out += "__slash__";
        } else {
            return std::nullopt;
        }
    }
    return out;
}

TypeP declType(const json::Node &schema, bool isResourceRoot, const std::string &typeName) {
    return decl(schema, isResourceRoot, typeName).type;
}

TypeP declResourceType(const json::Node &schema, const std::string &typeName) {
    // common.WithTypeAndObjectMeta keeps a schema that already has string
    // kind and apiVersion and an object metadata with string name and
    // generateName (every built-in kind): its full ObjectMeta stays typed.
    auto propType = [](const json::Node *n, const char *name) -> std::string {
        const json::Node *props = n ? n->get("properties") : nullptr;
        const json::Node *p = props ? props->get(name) : nullptr;
        return p ? typeOfSchema(*p) : std::string();
    };
    const json::Node *props = schema.get("properties");
    const json::Node *meta = props ? props->get("metadata") : nullptr;
    const bool complete = propType(&schema, "kind") == "string" &&
                          propType(&schema, "apiVersion") == "string" && meta &&
                          typeOfSchema(*meta) == "object" && propType(meta, "name") == "string" &&
                          propType(meta, "generateName") == "string";
    return decl(schema, !complete, typeName).type;
}

namespace {

/// A `format: byte` string's bytes: its leading base64 characters decoded,
/// the rest (padding included) ignored, as the schema reader has always done.
std::string base64Prefix(std::string_view text) {
    text = text.substr(0, text.find_first_not_of(kBase64Alphabet));
    if (text.size() % 4 == 1)
        text.remove_suffix(1); // a lone symbol holds no whole byte
    return base64Decode(text, false).valueOr(std::string());
}

Value toValueImpl(const json::Node &d, const json::Node &sIn, bool isResourceRoot) {
    const json::Node *s = &sIn;
    std::shared_ptr<json::Node> holder;
    if (isResourceRoot && !flag(*s, "x-kubernetes-int-or-string")) {
        holder = withTypeAndObjectMeta(*s);
        s = holder.get();
    }
    using K = json::Node::Kind;
    if (d.kind == K::Null)
        return Value();
    if (flag(*s, "x-kubernetes-int-or-string")) {
        if (d.kind == K::Number && d.isInteger)
            return Value(d.integer);
        if (d.kind == K::String)
            return Value::string(d.str);
        if (d.kind == K::Number)
            return Value(d.number);
    }
    std::string t = typeOfSchema(*s);
    switch (d.kind) {
    case K::Bool:
        return Value(d.b);
    case K::Number:
        if (t == "number")
            return Value(d.number);
        if (d.isInteger)
            return Value(d.integer);
        return Value(d.number);
    case K::String: {
        std::string f = formatOf(*s);
        if (t == "string" && f == "byte")
            return Value::bytes(base64Prefix(d.str));
        if (t == "string" && f == "duration") {
            if (auto du = timeutil::parseDuration(d.str))
                return Value(*du);
            return Value::error("invalid duration");
        }
        if (t == "string" && (f == "date-time" || f == "date")) {
            std::string txt = f == "date" ? d.str + "T00:00:00Z" : d.str;
            if (auto ts = timeutil::parseRfc3339(txt))
                return Value(*ts);
            return Value::error("invalid timestamp");
        }
        return Value::string(d.str);
    }
    case K::Array: {
        List l;
        const json::Node *items = s->get("items");
        for (const auto &i : d.items) {
            if (items)
                l.push_back(toValueImpl(*i, *items, flag(*items, "x-kubernetes-embedded-resource")));
        }
        const json::Node *listType = s->get("x-kubernetes-list-type");
        if (listType && listType->kind == K::String && listType->str == "set") {
            l.listType = ListType::Set;
        } else if (listType && listType->kind == K::String && listType->str == "map") {
            auto keys = std::make_shared<std::vector<std::string>>();
            if (const json::Node *mk = s->get("x-kubernetes-list-map-keys"))
                for (const auto &k : mk->items)
                    if (k->kind == K::String)
                        keys->push_back(escape(k->str).value_or(k->str));
            l.listType = ListType::Map;
            l.mapKeys = std::move(keys);
        }
        return Value::list(std::move(l));
    }
    case K::Object: {
        auto m = std::make_shared<Map>();
        const json::Node *ap = s->get("additionalProperties");
        const json::Node *props = s->get("properties");
        if (!ap || ap->kind != K::Object)
            m->sourceFields = d.members.size();
        for (const auto &[k, v] : d.members) {
            if (ap && ap->kind == K::Object) {
                m->insert(Value::string(k),
                          toValueImpl(*v, *ap, flag(*ap, "x-kubernetes-embedded-resource")));
                continue;
            }
            const json::Node *ps = props ? props->get(k) : nullptr;
            if (!ps || v->kind == K::Null)
                continue;
            // Kubernetes lists a property it cannot escape under its own name.
            m->insert(Value::string(escape(k).value_or(k)),
                      toValueImpl(*v, *ps, flag(*ps, "x-kubernetes-embedded-resource")));
        }
        return Value::map(std::move(m));
    }
    default:
        return Value();
    }
}

} // namespace

Value toValue(const json::Node &data, const json::Node &schema, bool isResourceRoot) {
    return toValueImpl(data, schema, isResourceRoot);
}

} // namespace cel::schema
