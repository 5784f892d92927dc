#include "models/cel/celbinding.h"

#include <QByteArray>
#include <QCborArray>
#include <QCborMap>

#include <cmath>

namespace models::celbinding {

namespace {

std::string base64(const std::string &in) {
    return QByteArray::fromStdString(in).toBase64().toStdString();
}

} // namespace

cel::json::NodeP toNode(const QCborValue &v) {
    auto n = std::make_shared<cel::json::Node>();
    using K = cel::json::Node::Kind;
    if (v.isMap()) {
        n->kind = K::Object;
        const QCborMap m = v.toMap();
        for (auto it = m.constBegin(); it != m.constEnd(); ++it)
            n->members.emplace_back(it.key().toString().toStdString(), toNode(it.value()));
    } else if (v.isArray()) {
        n->kind = K::Array;
        for (const QCborValue &e : v.toArray())
            n->items.push_back(toNode(e));
    } else if (v.isBool()) {
        n->kind = K::Bool;
        n->b = v.toBool();
    } else if (v.isInteger()) {
        n->kind = K::Number;
        n->isInteger = true;
        n->integer = v.toInteger();
        n->number = double(n->integer);
        n->str = std::to_string(n->integer);
    } else if (v.isDouble()) {
        n->kind = K::Number;
        n->number = v.toDouble();
        n->str = cel::formatDouble(n->number);
    } else if (v.isString()) {
        n->kind = K::String;
        n->str = v.toString().toStdString();
    }
    return n;
}

cel::Value toValue(const cel::json::Node &n) {
    using K = cel::json::Node::Kind;
    switch (n.kind) {
    case K::Null:
        return cel::Value();
    case K::Bool:
        return cel::Value(n.b);
    case K::Number:
        return n.isInteger ? cel::Value(n.integer) : cel::Value(n.number);
    case K::String:
        return cel::Value::string(n.str);
    case K::Array: {
        cel::List l;
        for (const auto &i : n.items)
            l.push_back(toValue(*i));
        return cel::Value::list(std::move(l));
    }
    case K::Object: {
        auto m = std::make_shared<cel::Map>();
        for (const auto &[k, v] : n.members)
            m->insert(cel::Value::string(k), toValue(*v));
        return cel::Value::map(std::move(m));
    }
    }
    return cel::Value();
}

std::string valueJson(const cel::Value &v) {
    using K = cel::Value::Kind;
    switch (v.kind()) {
    case K::Null:
        return "null";
    case K::Bool:
        return v.asBool() ? "true" : "false";
    case K::Int:
        return std::to_string(v.asInt());
    case K::Uint:
        return std::to_string(v.asUint());
    case K::Double: {
        double d = v.asDouble();
        if (std::isnan(d) || std::isinf(d))
            return cel::json::quote(cel::formatDouble(d));
        return cel::formatDouble(d).find_first_of("e") != std::string::npos
                   ? QByteArray::number(d, 'g', 17).toStdString()
                   : cel::formatDouble(d);
    }
    case K::String:
        return cel::json::quote(v.asString());
    case K::Bytes:
        return cel::json::quote(base64(v.asBytes()));
    case K::List: {
        std::string out = "[";
        bool first = true;
        for (const auto &e : v.asList()) {
            out += (first ? "" : ",") + valueJson(e);
            first = false;
        }
        return out + "]";
    }
    case K::Map: {
        std::string out = "{";
        bool first = true;
        for (const auto &[k, e] : v.asMap().entries()) {
            std::string key = k.kind() == K::String ? k.asString() : k.debugString();
            out += (first ? "" : ",") + cel::json::quote(key) + ":" + valueJson(e);
            first = false;
        }
        return out + "}";
    }
    case K::Duration:
        return cel::json::quote(cel::formatGoDuration(v.asDuration()));
    case K::Timestamp:
        return cel::json::quote(cel::formatTimestamp(v.asTimestamp()));
    case K::Type:
        return cel::json::quote(v.asType().name);
    case K::Optional:
        return v.optionalHasValue() ? valueJson(v.optionalValue()) : "null";
    case K::Opaque:
        return cel::json::quote(v.asOpaque().repr());
    case K::Error:
        return "null";
    }
    return "null";
}

} // namespace models::celbinding
