#include "models/cel/crdrules.h"

#include "cel/ast.h"
#include "cel/limits.h"
#include "cel/schema.h"
#include "models/cel/celeval.h"

#include <functional>

namespace models::celplay {

namespace {

using ::cel::json::Node;
using ::cel::json::NodeP;
using K = Node::Kind;

QString str(const Node *n) {
    return n && n->kind == K::String ? QString::fromStdString(n->str) : QString();
}

bool flag(const Node &n, const char *key) {
    const Node *v = n.get(key);
    return v && v->kind == K::Bool && v->b;
}

std::vector<CrdRule> rulesOf(const Node &schema) {
    std::vector<CrdRule> out;
    const Node *list = schema.get("x-kubernetes-validations");
    if (!list || list->kind != K::Array)
        return out;
    for (const auto &item : list->items) {
        if (!item || item->kind != K::Object)
            continue;
        CrdRule r;
        r.rule = str(item->get("rule"));
        r.message = str(item->get("message"));
        r.messageExpression = str(item->get("messageExpression"));
        r.reason = str(item->get("reason"));
        r.fieldPath = str(item->get("fieldPath"));
        r.optionalOldSelf = flag(*item, "optionalOldSelf");
        out.push_back(r);
    }
    return out;
}

// A copy of the root schema marked as a resource root (apiVersion, kind and
// metadata.name/generateName visible to CEL, as on the server).
NodeP asResourceRoot(const NodeP &schema) {
    if (flag(*schema, "x-kubernetes-embedded-resource"))
        return schema;
    auto copy = std::make_shared<Node>(*schema);
    auto t = std::make_shared<Node>();
    t->kind = K::Bool;
    t->b = true;
    copy->members.emplace_back("x-kubernetes-embedded-resource", t);
    return copy;
}

void collectNodes(const NodeP &schema, const QString &path, int depth, std::vector<CrdNode> &out) {
    if (!schema || schema->kind != K::Object)
        return;
    CrdNode n;
    n.path = path;
    n.type = str(schema->get("type"));
    n.depth = depth;
    n.rules = rulesOf(*schema);
    n.schema = depth == 0 ? asResourceRoot(schema) : schema;
    out.push_back(n);
    if (const Node *props = schema->get("properties"); props && props->kind == K::Object)
        for (const auto &[name, child] : props->members)
            collectNodes(child,
                         path.isEmpty() ? QString::fromStdString(name)
                                        : path + QLatin1Char('.') + QString::fromStdString(name),
                         depth + 1, out);
    for (const auto &[key, child] : schema->members) {
        if (key == "items")
            collectNodes(child, path + QStringLiteral("[*]"), depth + 1, out);
        else if (key == "additionalProperties" && child && child->kind == K::Object)
            collectNodes(child, path + QStringLiteral("{*}"), depth + 1, out);
    }
}

// Visits every non-null value of object together with its schema node path,
// its field path and the correlated old value, parents before children.
// visit returns false to stop the walk.
using Visit = std::function<bool(const QString &nodePath, const QString &fieldPath, const NodeP &value,
                                 const NodeP &old)>;

bool sameJson(const Node &a, const Node &b) {
    return ::cel::json::write(a) == ::cel::json::write(b);
}

NodeP correlatedItem(const Node &schema, const Node &item, const NodeP &oldList) {
    if (!oldList || oldList->kind != K::Array)
        return nullptr;
    const QString listType = str(schema.get("x-kubernetes-list-type"));
    if (listType == QLatin1String("map")) {
        const Node *keys = schema.get("x-kubernetes-list-map-keys");
        if (!keys || keys->kind != K::Array)
            return nullptr;
        for (const auto &o : oldList->items) {
            if (!o || o->kind != K::Object)
                continue;
            bool match = true;
            for (const auto &k : keys->items) {
                const Node *a = item.get(k->str);
                const Node *b = o->get(k->str);
                if (bool(a) != bool(b) || (a && !sameJson(*a, *b))) {
                    match = false;
                    break;
                }
            }
            if (match)
                return o;
        }
    } else if (listType == QLatin1String("set")) {
        for (const auto &o : oldList->items)
            if (o && sameJson(*o, item))
                return o;
    }
    return nullptr; // atomic lists: elements have no old value
}

bool walk(const Node &schema, const NodeP &value, const NodeP &old, const QString &nodePath,
          const QString &fieldPath, const Visit &visit) {
    if (!value || value->kind == K::Null)
        return true;
    if (!visit(nodePath, fieldPath, value, old && old->kind != K::Null ? old : nullptr))
        return false;
    auto child = [&](const QString &name) {
        return fieldPath.isEmpty() ? name : fieldPath + QLatin1Char('.') + name;
    };
    if (value->kind == K::Object) {
        const Node *props = schema.get("properties");
        if (props && props->kind == K::Object) {
            for (const auto &[name, ps] : props->members) {
                if (!ps)
                    continue;
                const Node *v = value->get(name);
                if (!v)
                    continue;
                NodeP vp, op;
                for (const auto &[k, m] : value->members)
                    if (k == name)
                        vp = m;
                if (old && old->kind == K::Object)
                    for (const auto &[k, m] : old->members)
                        if (k == name)
                            op = m;
                const QString qn = QString::fromStdString(name);
                if (!walk(*ps, vp, op, nodePath.isEmpty() ? qn : nodePath + QLatin1Char('.') + qn, child(qn),
                          visit))
                    return false;
            }
        }
        const Node *ap = schema.get("additionalProperties");
        if (ap && ap->kind == K::Object && !(props && props->kind == K::Object && !props->members.empty())) {
            for (const auto &[k, v] : value->members) {
                NodeP op;
                if (old && old->kind == K::Object)
                    for (const auto &[ok, ov] : old->members)
                        if (ok == k)
                            op = ov;
                if (!walk(*ap, v, op, nodePath + QStringLiteral("{*}"),
                          fieldPath + QLatin1Char('[') + QString::fromStdString(k) + QLatin1Char(']'), visit))
                    return false;
            }
        }
    } else if (value->kind == K::Array) {
        const Node *items = schema.get("items");
        if (items && items->kind == K::Object) {
            for (std::size_t i = 0; i < value->items.size(); ++i) {
                const NodeP &item = value->items[i];
                const NodeP op = item ? correlatedItem(schema, *item, old) : nullptr;
                if (!walk(*items, item, op, nodePath + QStringLiteral("[*]"),
                          fieldPath + QLatin1Char('[') + QString::number(i) + QLatin1Char(']'), visit))
                    return false;
            }
        }
    }
    return true;
}

// UTF-16 offset of a 1-based line and code-point column of text.
int offsetOf(const std::string &text, int line, int column) {
    int l = 1;
    std::size_t byte = 0;
    while (l < line && byte < text.size()) {
        if (text[byte] == '\n')
            ++l;
        ++byte;
    }
    for (int col = 1; col < column && byte < text.size(); ++col) {
        const auto c = static_cast<unsigned char>(text[byte]);
        byte += c < 0x80 ? 1 : (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : 4;
    }
    return int(QString::fromUtf8(text.data(), qsizetype(std::min(byte, text.size()))).size());
}

std::vector<Diagnostic> diagnosticsOf(const ::cel::CompileResult &r, const std::string &text) {
    std::vector<Diagnostic> out;
    for (const auto &d : r.errors)
        out.push_back(
            {d.line, d.column, offsetOf(text, d.line, d.column), CelEvalText::engineMessage(d.message)});
    return out;
}

bool mentions(const ::cel::Expr &e, const std::string &name) {
    if (e.kind == ::cel::ExprKind::Ident && e.name == name)
        return true;
    auto in = [&](const ::cel::Expr *c) {
        return c && mentions(*c, name);
    };
    if (in(e.target.get()) || in(e.iterRange.get()) || in(e.accuInit.get()) || in(e.loopCond.get()) ||
        in(e.loopStep.get()) || in(e.result.get()))
        return true;
    for (const auto &a : e.args)
        if (in(a.get()))
            return true;
    for (const auto &en : e.entries)
        if (in(en.key.get()) || in(en.value.get()))
            return true;
    return false;
}

QString ruleErrorString(const CrdRule &r) {
    return !r.message.trimmed().isEmpty() ? r.message.trimmed() : r.rule.trimmed();
}

QString ruleMessageOrDefault(const CrdRule &r) {
    return r.message.isEmpty() ? QStringLiteral("failed rule: %1").arg(ruleErrorString(r))
                               : r.message.trimmed();
}

// Go's strings.TrimSpace for the ASCII and Unicode white space Go knows.
QString goTrim(const QString &s) {
    return s.trimmed();
}

} // namespace

const CrdNode *CrdVersion::node(const QString &path) const {
    for (const auto &n : nodes)
        if (n.path == path)
            return &n;
    return nullptr;
}

int CrdVersion::ruleCount() const {
    int n = 0;
    for (const auto &node : nodes)
        n += int(node.rules.size());
    return n;
}

const CrdVersion *CrdDefinition::version(const QString &name) const {
    for (const auto &v : versions)
        if (v.name == name)
            return &v;
    return nullptr;
}

QString CrdDefinition::collectionPath(const QString &version, const QString &ns) const {
    const QString base = QStringLiteral("/apis/%1/%2/").arg(group, version);
    return namespaced && !ns.isEmpty() ? base + QStringLiteral("namespaces/%1/%2").arg(ns, plural)
                                       : base + plural;
}

QString CrdDefinition::objectPath(const QString &version, const QString &ns, const QString &name) const {
    return collectionPath(version, namespaced ? ns : QString()) + QLatin1Char('/') + name;
}

mado::Result<CrdDefinition> parseCrd(const Node &crd) {
    const Node *spec = crd.get("spec");
    const Node *meta = crd.get("metadata");
    if (!spec || spec->kind != K::Object || !meta)
        return mado::Error{CrdRulesText::tr("This is not a CustomResourceDefinition (it has no spec).")};
    CrdDefinition d;
    d.name = str(meta->get("name"));
    d.group = str(spec->get("group"));
    if (const Node *names = spec->get("names")) {
        d.plural = str(names->get("plural"));
        d.kind = str(names->get("kind"));
    }
    d.namespaced = str(spec->get("scope")) != QLatin1String("Cluster");
    const Node *versions = spec->get("versions");
    if (!versions || versions->kind != K::Array || d.plural.isEmpty())
        return mado::Error{CrdRulesText::tr("The CustomResourceDefinition %1 has no versions.").arg(d.name)};
    for (const auto &v : versions->items) {
        if (!v || v->kind != K::Object)
            continue;
        CrdVersion cv;
        cv.name = str(v->get("name"));
        cv.served = flag(*v, "served");
        cv.storage = flag(*v, "storage");
        if (const Node *schema = v->get("schema"))
            for (const auto &[k, s] : schema->members)
                if (k == "openAPIV3Schema")
                    cv.schema = s;
        if (cv.schema)
            collectNodes(cv.schema, QString(), 0, cv.nodes);
        d.versions.push_back(std::move(cv));
    }
    return d;
}

std::vector<NodeInstance> instancesAt(const CrdVersion &version, const QString &nodePath, const NodeP &object,
                                      const NodeP &oldObject) {
    std::vector<NodeInstance> out;
    if (!version.schema || !object)
        return out;
    walk(*version.schema, object, oldObject, QString(), QString(),
         [&](const QString &np, const QString &fp, const NodeP &value, const NodeP &old) {
             if (np == nodePath)
                 out.push_back({fp, value, old});
             return true;
         });
    return out;
}

CompiledRule compileRule(const CrdRule &rule, const CrdNode &node, int serverMinor, ::cel::RuleAge age) {
    CompiledRule c;
    c.rule = rule;
    c.nodePath = node.path;
    c.schema = node.schema;
    auto env = ::cel::Env::kubernetes(::cel::environmentMinor(serverMinor, age));
    const ::cel::TypeP t =
        node.schema ? ::cel::schema::declType(
                          *node.schema, flag(*node.schema, "x-kubernetes-embedded-resource"), "selfType")
                    : nullptr;
    if (!t) {
        c.ruleErrors.push_back({0, 0, 0,
                                CrdRulesText::tr("the schema of %1 is not visible to CEL (no type)")
                                    .arg(node.path.isEmpty() ? QStringLiteral("self") : node.path)});
        return c;
    }
    env->sizeRoot = t;
    env->addVariable("self", t);
    env->addVariable("oldSelf", rule.optionalOldSelf ? ::cel::types::optional(t) : t);
    const std::string text = rule.rule.toStdString();
    auto compiled = env->compile(text);
    if (!compiled.ok()) {
        c.ruleErrors = diagnosticsOf(compiled, text);
    } else if (compiled.program->outputType()->toString() != "bool") {
        // The server's words (apiextensions-apiserver's compiler).
        c.ruleErrors.push_back({0, 0, 0, QStringLiteral("cel expression must evaluate to a bool")});
    } else {
        c.program = compiled.program;
        c.usesOldSelf = mentions(c.program->root(), "oldSelf");
        c.estimate = c.program->estimateCost();
    }
    if (rule.messageExpression.isEmpty())
        return c;
    const std::string mtext = rule.messageExpression.toStdString();
    auto message = env->compile(mtext);
    if (!message.ok()) {
        c.messageErrors = diagnosticsOf(message, mtext);
        return c;
    }
    c.messageType = QString::fromStdString(message.program->outputType()->toString());
    if (c.messageType != QLatin1String("string")) {
        c.messageErrors.push_back({1, 1, 0, QStringLiteral("messageExpression must evaluate to a string")});
        return c;
    }
    c.message = message.program;
    c.messageEstimate = c.message->estimateCost();
    return c;
}

CompiledRuleSet compileRules(const CrdVersion &version, int serverMinor, ::cel::RuleAge age) {
    CompiledRuleSet set;
    set.version = version;
    for (const auto &node : version.nodes)
        for (std::size_t i = 0; i < node.rules.size(); ++i) {
            CompiledRule c = compileRule(node.rules[i], node, serverMinor, age);
            c.index = int(i);
            set.rules.push_back(std::move(c));
        }
    return set;
}

RuleRun runRule(const CompiledRule &rule, const NodeInstance &instance, std::uint64_t remainingBudget,
                const std::atomic<bool> *interrupt) {
    RuleRun run;
    run.path = instance.path;
    if (!rule.program) {
        run.error = rule.ruleErrors.empty() ? QString() : rule.ruleErrors.front().message;
        run.message = QStringLiteral("rule compile error: %1").arg(run.error);
        return run;
    }
    if (rule.usesOldSelf && !instance.oldSelf && !rule.rule.optionalOldSelf) {
        run.skipped = true;
        run.passed = true;
        return run;
    }
    const bool root = flag(*rule.schema, "x-kubernetes-embedded-resource");
    const ::cel::Value self = ::cel::schema::toValue(*instance.self, *rule.schema, root);
    ::cel::Activation activation; // what messageExpression gets (the server passes the plain one)
    activation.vars["self"] = self;
    if (instance.oldSelf)
        activation.vars["oldSelf"] = ::cel::schema::toValue(*instance.oldSelf, *rule.schema, root);
    ::cel::Activation ruleActivation = activation;
    if (rule.rule.optionalOldSelf)
        ruleActivation.vars["oldSelf"] = instance.oldSelf
                                             ? ::cel::Value::optionalOf(activation.vars["oldSelf"])
                                             : ::cel::Value::optionalNone();
    ::cel::EvalOptions opts;
    opts.costLimit = ::cel::limits::kPerCallRuntimeBudget;
    opts.interrupt = interrupt;
    const ::cel::EvalResult result = rule.program->evaluate(ruleActivation, opts);
    run.cost = result.cost;
    // The server's words (k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel/validation.go).
    if (result.cost > remainingBudget) {
        run.budgetExceeded = true;
        run.message = QStringLiteral(
            "validation failed due to running out of cost budget, no further validation rules will be run");
        return run;
    }
    if (result.value.isError()) {
        const QString err = QString::fromStdString(result.value.asError().message);
        run.error = err;
        if (err.startsWith(QLatin1String("no such overload")))
            run.message =
                QStringLiteral("'%1': call arguments did not match a supported operator, function or "
                               "macro signature for rule: %2")
                    .arg(err, ruleErrorString(rule.rule));
        else if (err.startsWith(QLatin1String("operation cancelled: actual cost limit exceeded"))) {
            run.budgetExceeded = true;
            run.message = QStringLiteral("'%1': no further validation rules will be run due to call cost "
                                         "exceeds limit for rule: %2")
                              .arg(err, ruleErrorString(rule.rule));
        } else
            run.message = QStringLiteral("%1 evaluating rule: %2").arg(err, ruleErrorString(rule.rule));
        return run;
    }
    if (result.value.kind() == ::cel::Value::Kind::Bool && result.value.asBool()) {
        run.passed = true;
        return run;
    }
    std::uint64_t remaining = remainingBudget - result.cost;
    if (rule.message) {
        const ::cel::EvalResult m = rule.message->evaluate(activation, opts);
        run.messageCost = m.cost;
        if (m.cost > remaining) {
            run.messageOutcome = MessageOutcome::OverBudget;
            run.budgetExceeded = true;
            run.messageError =
                QStringLiteral("messageExpression evaluation failed due to running out of cost "
                               "budget, no further validation rules will be run");
            run.message = run.messageError;
            return run;
        }
        if (m.value.isError() &&
            QString::fromStdString(m.value.asError().message)
                .startsWith(QLatin1String("operation cancelled: actual cost limit exceeded"))) {
            run.messageOutcome = MessageOutcome::OverBudget;
            run.budgetExceeded = true;
            run.messageError =
                QStringLiteral("no further validation rules will be run due to call cost exceeds "
                               "limit for messageExpression: \"%1\"")
                    .arg(rule.rule.messageExpression);
            run.message = run.messageError;
            return run;
        }
        if (m.value.isError()) {
            run.messageError = QStringLiteral("messageExpression evaluation failed due to: %1")
                                   .arg(QString::fromStdString(m.value.asError().message));
        } else if (m.value.kind() != ::cel::Value::Kind::String) {
            run.messageError = QStringLiteral("messageExpression failed to convert to string");
        } else {
            const std::string trimmed = goTrim(QString::fromStdString(m.value.asString())).toStdString();
            if (trimmed.size() > std::size_t(kMaxMessageExpressionBytes))
                run.messageError = QStringLiteral("messageExpression beyond allowable length of %1")
                                       .arg(kMaxMessageExpressionBytes);
            else if (trimmed.find('\n') != std::string::npos)
                run.messageError = QStringLiteral("messageExpression should not contain line breaks");
            else if (trimmed.empty())
                run.messageError = QStringLiteral("messageExpression should evaluate to a non-empty string");
            else {
                run.messageOutcome = MessageOutcome::Used;
                run.message = QString::fromStdString(trimmed);
            }
        }
        if (run.messageOutcome != MessageOutcome::Used)
            run.messageOutcome = MessageOutcome::Fallback;
    }
    if (run.message.isEmpty())
        run.message = ruleMessageOrDefault(rule.rule);
    return run;
}

namespace {
QString withPath(const QString &path, const CrdRule &rule, const QString &detail) {
    QString fp = rule.fieldPath;
    if (fp.startsWith(QLatin1Char('.')) && path.isEmpty())
        fp = fp.mid(1);
    const QString p = path + fp;
    return p.isEmpty() ? detail : p + QStringLiteral(": ") + detail;
}
} // namespace

ObjectRun runObject(const CompiledRuleSet &set, const QString &chosenNode, int chosenIndex,
                    const NodeP &object, const NodeP &oldObject, const std::atomic<bool> *interrupt) {
    ObjectRun out;
    if (!set.version.schema || !object)
        return out;
    std::uint64_t remaining = ::cel::limits::kCrdValidationRuntimeBudget;
    walk(*set.version.schema, object, oldObject, QString(), QString(),
         [&](const QString &np, const QString &fp, const NodeP &value, const NodeP &old) {
             for (const auto &rule : set.rules) {
                 if (rule.nodePath != np)
                     continue;
                 const RuleRun run = runRule(rule, {fp, value, old}, remaining, interrupt);
                 const bool chosen = rule.nodePath == chosenNode && rule.index == chosenIndex;
                 const std::uint64_t spent = run.cost + run.messageCost;
                 out.totalCost += spent;
                 if (chosen) {
                     out.chosen.push_back(run);
                     out.chosenCost += spent;
                 }
                 const bool failed = !run.passed && !run.skipped;
                 if (failed) {
                     ++out.failures;
                     out.messages << withPath(fp, rule.rule, run.message);
                     if (chosen && !out.chosenFailed) {
                         out.chosenFailed = true;
                         out.chosenMessage = withPath(fp, rule.rule, run.message);
                     }
                 }
                 if (run.budgetExceeded) {
                     out.budgetExceeded = true;
                     return false;
                 }
                 remaining -= std::min(remaining, spent);
                 if (interrupt && interrupt->load())
                     return false;
             }
             return true;
         });
    return out;
}

} // namespace models::celplay
