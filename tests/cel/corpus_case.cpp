// Setting up one differential-corpus case (tests/cel/FORMAT.md).
#include "corpus_case.h"

#include "cel/admission.h"
#include "cel/authz.h"
#include "cel/schema.h"
#include "cel/text.h"

#include <cmath>

namespace celcase {

using cel::Value;
using cel::json::Node;

namespace {

std::string unbase64(const std::string &in) {
    return cel::base64Decode(in, true).valueOr(std::string());
}

// The oracle's "readonly" policy (tests/cel/oracle/authorizer.go): a selector
// that does not parse is an error without opinion; resource requests allow
// get/list/watch, a service account only in its own namespace; non-resource
// requests allow get/head.
class ReadonlyAuthorizer final : public cel::authz::Authorizer {
public:
    cel::authz::Decision authorize(const cel::authz::Attributes &a) const override {
        using Verdict = cel::authz::Decision::Verdict;
        if (!a.fieldSelector.ok())
            return {Verdict::NoOpinion, "", "invalid field selector"};
        if (!a.labelSelector.ok())
            return {Verdict::NoOpinion, "", "invalid label selector"};
        const std::string &v = a.verb;
        bool allowed = false;
        if (a.resourceRequest) {
            allowed = v == "get" || v == "list" || v == "watch";
            const std::string prefix = "system:serviceaccount:";
            if (a.user.name.starts_with(prefix)) {
                std::vector<std::string> parts;
                std::size_t start = 0;
                for (std::size_t colon; (colon = a.user.name.find(':', start)) != std::string::npos;
                     start = colon + 1)
                    parts.push_back(a.user.name.substr(start, colon - start));
                parts.push_back(a.user.name.substr(start));
                if (parts.size() == 4 && a.namespaceName != parts[2])
                    allowed = false;
            }
        } else {
            allowed = v == "get" || v == "head";
        }
        return {allowed ? Verdict::Allow : Verdict::Deny,
                "readonly: " + v + (allowed ? " allowed" : " denied"), std::nullopt};
    }
};

Value decodeOpaque(const Node &x) {
    const Node *type = x.get("type");
    const Node *repr = x.get("repr");
    if (type && repr && type->str == "kubernetes.authorization.Authorizer" && repr->str == "readonly") {
        cel::authz::UserInfo alice{"alice", "", {"developers", "system:authenticated"}, {}};
        return cel::authz::authorizerValue(std::make_shared<ReadonlyAuthorizer>(), std::move(alice));
    }
    return Value::error("unsupported opaque value");
}

std::string jsonString(const Node *n, const char *key) {
    const Node *v = n ? n->get(key) : nullptr;
    return v && v->kind == Node::Kind::String ? v->str : std::string();
}

// The admission envs (FORMAT.md "vap", "mutating", "match"): variables as Kubernetes binds
// them; the authorizer checks as the request's user, and
// authorizer.requestResource is the request's resource (requestResource, or
// resource when unset), subresource, namespace and name.
bool prepareAdmission(const Node &c, const std::string &envName, cel::Env &env, cel::Activation &act,
                      std::string &error) {
    const bool mutating = envName == "mutating";
    const bool vap = envName == "vap" || mutating;
    cel::admission::declareVariables(env, {vap, true, vap, mutating, nullptr});
    const Node *vars = c.get("vars");
    auto var = [&](const char *name) -> const Node * {
        const Node *v = vars ? vars->get(name) : nullptr;
        return v && !v->isNull() ? v : nullptr;
    };
    if (vars)
        for (const auto &[name, v] : vars->members)
            if (name != "object" && name != "oldObject" && name != "request" && name != "namespaceObject" &&
                name != "authorizer" && !(vap && name == "params")) {
                error = "env " + envName + " has no variable " + name;
                return false;
            }
    for (const char *name : {"object", "oldObject", "params"}) {
        if (!vap && std::string(name) == "params")
            continue;
        act.vars[name] = var(name) ? cel::admission::dataValue(*var(name)) : Value();
    }
    const Node *request = var("request");
    act.vars["request"] = request ? cel::admission::requestValue(*request) : Value();
    const Node *ns = var("namespaceObject");
    act.vars["namespaceObject"] = ns ? cel::admission::namespaceValue(*ns) : Value();
    if (vap)
        act.vars["variables"] = cel::admission::noVariables();
    if (const Node *policy = var("authorizer")) {
        if (policy->str != "readonly") {
            error = "unknown authorizer policy";
            return false;
        }
        cel::authz::UserInfo user;
        cel::authz::RequestResource resource;
        if (request) {
            const Node *info = request->get("userInfo");
            user.name = jsonString(info, "username");
            user.uid = jsonString(info, "uid");
            if (const Node *groups = info ? info->get("groups") : nullptr)
                for (const auto &g : groups->items)
                    user.groups.push_back(g->str);
            if (const Node *extra = info ? info->get("extra") : nullptr)
                for (const auto &[k, vs] : extra->members)
                    for (const auto &x : vs->items)
                        user.extra[k].push_back(x->str);
            const Node *gvr = request->get("requestResource");
            if (!gvr || gvr->isNull())
                gvr = request->get("resource");
            resource.group = jsonString(gvr, "group");
            resource.resource = jsonString(gvr, "resource");
            resource.subresource = jsonString(request, "subResource");
            resource.namespaceName = jsonString(request, "namespace");
            resource.name = jsonString(request, "name");
        }
        auto authorizer = std::make_shared<ReadonlyAuthorizer>();
        act.vars["authorizer.requestResource"] = cel::authz::resourceCheckValue(authorizer, user, resource);
        act.vars["authorizer"] = cel::authz::authorizerValue(authorizer, std::move(user));
    }
    return true;
}

} // namespace

Value decodeTyped(const Node &n) {
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
            l.push_back(decodeTyped(*i));
        return Value::list(std::move(l));
    }
    if (k == "map") {
        auto m = std::make_shared<cel::Map>();
        for (const auto &e : x->items)
            if (e->items.size() == 2)
                m->insert(decodeTyped(*e->items[0]), decodeTyped(*e->items[1]));
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
        return x->isNull() ? Value::optionalNone() : Value::optionalOf(decodeTyped(*x));
    if (k == "opaque")
        return decodeOpaque(*x);
    return Value::error("unsupported typed value " + k);
}

Prepared prepare(const Node &c) {
    Prepared p;
    const Node *exprN = c.get("expr");
    const Node *envN = c.get("env");
    const Node *verN = c.get("k8sVersion");
    std::string envName = envN && envN->kind == Node::Kind::String ? envN->str : "base";
    int minor = 37;
    if (verN && verN->str.size() > 2)
        minor = std::stoi(verN->str.substr(2));
    auto env = cel::Env::kubernetes(minor);
    cel::Activation &act = p.activation;
    if (envName == "base") {
        if (const Node *vars = c.get("vars")) {
            for (const auto &[vname, spec] : vars->members) {
                const Node *t = spec->get("type");
                cel::TypeP type = t ? cel::types::parse(t->str) : nullptr;
                if (!type) {
                    p.setupError = "bad var type";
                    return p;
                }
                env->addVariable(vname, type);
                const Node *val = spec->get("value");
                if (val && !val->isNull())
                    act.vars[vname] = decodeTyped(*val);
            }
        }
    } else if (envName == "crd") {
        const Node *schema = c.get("schema");
        if (!schema || schema->isNull()) {
            p.setupError = "crd case without schema";
            return p;
        }
        bool root = false;
        if (const Node *e = schema->get("x-kubernetes-embedded-resource"))
            root = e->kind == Node::Kind::Bool && e->b;
        cel::TypeP t = cel::schema::declType(*schema, root, "selfType");
        if (!t) {
            p.setupError = "schema is not exposed to CEL";
            return p;
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
    } else if (envName == "vap" || envName == "mutating" || envName == "match") {
        if (!prepareAdmission(c, envName, *env, act, p.setupError))
            return p;
    } else {
        p.setupError = "unsupported env " + envName;
        return p;
    }
    p.env = env;
    p.expr = exprN ? exprN->str : "";
    return p;
}

} // namespace celcase
