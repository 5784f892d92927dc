#include "cel/types.h"

namespace cel {

namespace {

std::string formatType(const Type &t, bool checker) {
    switch (t.kind) {
    case TypeKind::Dyn:
        return "dyn";
    case TypeKind::Error:
        return checker ? "!error!" : "*error*";
    case TypeKind::Null:
        return checker ? "null" : "null_type";
    case TypeKind::Bool:
        return "bool";
    case TypeKind::Int:
        return "int";
    case TypeKind::Uint:
        return "uint";
    case TypeKind::Double:
        return "double";
    case TypeKind::String:
        return "string";
    case TypeKind::Bytes:
        return "bytes";
    case TypeKind::Duration:
        return checker ? "duration" : "google.protobuf.Duration";
    case TypeKind::Timestamp:
        return checker ? "timestamp" : "google.protobuf.Timestamp";
    case TypeKind::List:
        return "list(" + formatType(*t.params[0], checker) + ")";
    case TypeKind::Map:
        return "map(" + formatType(*t.params[0], checker) + ", " + formatType(*t.params[1], checker) + ")";
    case TypeKind::TypeOf:
        return t.params.empty() ? "type" : "type(" + formatType(*t.params[0], checker) + ")";
    case TypeKind::Optional:
        return "optional_type(" + formatType(*t.params[0], checker) + ")";
    case TypeKind::Opaque: {
        if (t.params.empty())
            return t.name;
        std::string s = t.name + "(";
        for (std::size_t i = 0; i < t.params.size(); ++i) {
            if (i)
                s += ", ";
            s += formatType(*t.params[i], checker);
        }
        return s + ")";
    }
    case TypeKind::Object:
        return t.name;
    case TypeKind::Param:
        return t.name;
    }
    return "dyn";
}

} // namespace

std::string Type::toString() const {
    return formatType(*this, false);
}

std::string Type::checkerString() const {
    return formatType(*this, true);
}

namespace types {

namespace {
TypeP simple(TypeKind k) {
    auto t = std::make_shared<Type>();
    t->kind = k;
    return t;
}
} // namespace

TypeP dyn() {
    static const TypeP t = simple(TypeKind::Dyn);
    return t;
}
TypeP error() {
    static const TypeP t = simple(TypeKind::Error);
    return t;
}
TypeP null() {
    static const TypeP t = simple(TypeKind::Null);
    return t;
}
TypeP boolean() {
    static const TypeP t = simple(TypeKind::Bool);
    return t;
}
TypeP int64() {
    static const TypeP t = simple(TypeKind::Int);
    return t;
}
TypeP uint64() {
    static const TypeP t = simple(TypeKind::Uint);
    return t;
}
TypeP dbl() {
    static const TypeP t = simple(TypeKind::Double);
    return t;
}
TypeP string() {
    static const TypeP t = simple(TypeKind::String);
    return t;
}
TypeP bytes() {
    static const TypeP t = simple(TypeKind::Bytes);
    return t;
}
TypeP duration() {
    static const TypeP t = simple(TypeKind::Duration);
    return t;
}
TypeP timestamp() {
    static const TypeP t = simple(TypeKind::Timestamp);
    return t;
}
TypeP list(TypeP elem) {
    auto t = std::make_shared<Type>();
    t->kind = TypeKind::List;
    t->params = {std::move(elem)};
    return t;
}
TypeP map(TypeP key, TypeP value) {
    auto t = std::make_shared<Type>();
    t->kind = TypeKind::Map;
    t->params = {std::move(key), std::move(value)};
    return t;
}
TypeP typeOf(TypeP inner) {
    auto t = std::make_shared<Type>();
    t->kind = TypeKind::TypeOf;
    if (inner)
        t->params = {std::move(inner)};
    return t;
}
TypeP optional(TypeP inner) {
    auto t = std::make_shared<Type>();
    t->kind = TypeKind::Optional;
    t->params = {std::move(inner)};
    return t;
}
TypeP opaque(std::string name, std::vector<TypeP> params) {
    auto t = std::make_shared<Type>();
    t->kind = TypeKind::Opaque;
    t->name = std::move(name);
    t->params = std::move(params);
    return t;
}
TypeP param(std::string name) {
    auto t = std::make_shared<Type>();
    t->kind = TypeKind::Param;
    t->name = std::move(name);
    return t;
}
TypeP object(std::shared_ptr<const ObjectDecl> decl) {
    auto t = std::make_shared<Type>();
    t->kind = TypeKind::Object;
    t->name = decl->name;
    t->object = std::move(decl);
    return t;
}
TypeP withMaxSize(const TypeP &t, std::optional<std::uint64_t> maxSize) {
    auto c = std::make_shared<Type>(*t);
    c->maxSize = maxSize;
    return c;
}

namespace {
struct TypeParser {
    std::string_view s;
    std::size_t p = 0;
    void ws() {
        while (p < s.size() && s[p] == ' ')
            ++p;
    }
    std::string word() {
        ws();
        std::size_t st = p;
        while (p < s.size() && (std::isalnum(static_cast<unsigned char>(s[p])) || s[p] == '_' || s[p] == '.'))
            ++p;
        return std::string(s.substr(st, p - st));
    }
    bool eat(char c) {
        ws();
        if (p < s.size() && s[p] == c) {
            ++p;
            return true;
        }
        return false;
    }
    TypeP parse() {
        std::string w = word();
        if (w == "int")
            return int64();
        if (w == "uint")
            return uint64();
        if (w == "double")
            return dbl();
        if (w == "bool")
            return boolean();
        if (w == "string")
            return string();
        if (w == "bytes")
            return bytes();
        if (w == "dyn" || w == "any")
            return dyn();
        if (w == "null_type" || w == "null")
            return null();
        if (w == "duration" || w == "google.protobuf.Duration")
            return duration();
        if (w == "timestamp" || w == "google.protobuf.Timestamp")
            return timestamp();
        if (w == "list") {
            if (!eat('('))
                return nullptr;
            TypeP e = parse();
            if (!e || !eat(')'))
                return nullptr;
            return list(e);
        }
        if (w == "map") {
            if (!eat('('))
                return nullptr;
            TypeP k = parse();
            if (!k || !eat(','))
                return nullptr;
            TypeP v = parse();
            if (!v || !eat(')'))
                return nullptr;
            return map(k, v);
        }
        if (w == "optional_type" || w == "optional") {
            if (!eat('('))
                return nullptr;
            TypeP e = parse();
            if (!e || !eat(')'))
                return nullptr;
            return optional(e);
        }
        if (w == "type") {
            if (eat('(')) {
                TypeP e = parse();
                if (!e || !eat(')'))
                    return nullptr;
                return typeOf(e);
            }
            return typeOf(nullptr);
        }
        if (w.empty())
            return nullptr;
        return opaque(w);
    }
};
} // namespace

TypeP parse(std::string_view text) {
    TypeParser tp{text};
    TypeP t = tp.parse();
    tp.ws();
    if (tp.p != text.size())
        return nullptr;
    return t;
}

} // namespace types

bool typeEquals(const TypeP &a, const TypeP &b) {
    if (a == b)
        return true;
    if (!a || !b || a->kind != b->kind || a->name != b->name || a->params.size() != b->params.size())
        return false;
    for (std::size_t i = 0; i < a->params.size(); ++i)
        if (!typeEquals(a->params[i], b->params[i]))
            return false;
    return true;
}

} // namespace cel
