#include "models/cel/celeval.h"

#include "cel/admission.h"
#include "cel/checker.h"
#include "cel/lexer.h"
#include "cel/schema.h"
#include "models/cel/admissionbinding.h"
#include "models/cel/celbinding.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <functional>
#include <unordered_map>

namespace models::celplay {

namespace {

using ::cel::CostRange;
using ::cel::Env;
using ::cel::Expr;
using ::cel::ExprKind;
using ::cel::json::Node;
using ::cel::json::NodeP;
using ::cel::limits::Environment;

bool resourceRootOf(const Node &schema) {
    const Node *e = schema.get("x-kubernetes-embedded-resource");
    return e && e->b;
}

// The environment of the request at a Kubernetes minor, with its variables
// declared; null with an error message when the schema cannot type `self`.
std::shared_ptr<Env> makeEnv(const EvalRequest &r, const NodeP &schema, int minor, QString *error,
                             bool typedObject = true,
                             std::shared_ptr<const CompiledVariables> *compiledVariables = nullptr) {
    auto env = Env::kubernetes(minor);
    if (r.environment == Environment::Crd) {
        if (!schema) {
            *error = CelEvalText::tr("a CRD validation rule needs the schema of its node");
            return nullptr;
        }
        ::cel::TypeP t = ::cel::schema::declType(*schema, resourceRootOf(*schema), "selfType");
        if (!t) {
            *error = CelEvalText::tr("the schema is not visible to CEL (no type)");
            return nullptr;
        }
        env->sizeRoot = t;
        env->addVariable("self", t);
        env->addVariable("oldSelf", r.optionalOldSelf ? ::cel::types::optional(t) : t);
        return env;
    }
    const bool match = r.environment == Environment::MatchConditions;
    ::cel::admission::Variables which;
    which.params = !match;
    which.patchTypes = r.environment == Environment::MutatingAdmissionPolicy;
    if (typedObject && !match && schema) {
        which.objectType = ::cel::schema::declResourceType(*schema, "Object");
        if (which.objectType) {
            env->sizeRoot = which.objectType;
            env->sizeRootVariables = {"object", "oldObject"};
        }
    }
    ::cel::admission::declareVariables(*env, which);
    for (const auto &[name, value] : r.variables)
        if (!env->findVariable(name) && name != "variables")
            env->addVariable(name, ::cel::types::dyn());
    if (!match) {
        // kubernetes.variables with spec.variables as its fields.
        auto vars = CompiledVariables::compile(r.policyVariables, *env);
        env->addVariable("variables", vars->type());
        if (compiledVariables)
            *compiledVariables = vars;
    }
    return env;
}

::cel::Activation activationFor(const EvalRequest &r) {
    ::cel::Activation act;
    const bool crd = r.environment == Environment::Crd;
    for (const auto &[name, data] : r.variables) {
        if (!data)
            continue;
        if (crd && r.schema && (name == "self" || name == "oldSelf")) {
            ::cel::Value v = ::cel::schema::toValue(*data, *r.schema, resourceRootOf(*r.schema));
            if (name == "oldSelf" && r.optionalOldSelf)
                v = ::cel::Value::optionalOf(v);
            act.vars[name] = v;
        } else if (!crd && name == "request") {
            act.vars[name] = ::cel::admission::requestValue(*data);
        } else if (!crd && name == "namespaceObject") {
            act.vars[name] = ::cel::admission::namespaceValue(*data);
        } else {
            act.vars[name] = celbinding::toValue(*data);
        }
    }
    if (crd && r.optionalOldSelf && !act.vars.count("oldSelf"))
        act.vars["oldSelf"] = ::cel::Value::optionalNone();
    if (r.environment == Environment::ValidatingAdmissionPolicy ||
        r.environment == Environment::MutatingAdmissionPolicy)
        if (!act.vars.count("variables"))
            act.vars["variables"] = ::cel::admission::noVariables();
    return act;
}

// Byte offsets of the expression to UTF-16 offsets.
std::vector<int> utf16Offsets(const std::string &text) {
    std::vector<int> map(text.size() + 1, 0);
    int u = 0;
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        const std::size_t len = c < 0x80 ? 1 : (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : 4;
        for (std::size_t k = 0; k < len && i + k < text.size(); ++k)
            map[i + k] = u;
        u += len == 4 ? 2 : 1;
        i += len;
    }
    map[text.size()] = u;
    return map;
}

struct Spans {
    // byte [start, end) per node id
    std::unordered_map<std::int64_t, std::pair<int, int>> byId;
};

// The source span of every node: from its subtree's first token to its last,
// extended to close the brackets it opened (a call's ')' and the like).
Spans spansOf(const ::cel::Program &program) {
    const ::cel::SourceInfo &src = program.source();
    const std::string &text = src.text;
    std::vector<std::pair<int, int>> tokens; // byte [start, end)
    {
        ::cel::syntax::Lexer lexer(text);
        std::vector<int> starts;
        std::vector<::cel::syntax::Tok> kinds;
        for (;;) {
            ::cel::syntax::Token t = lexer.next();
            if (t.kind == ::cel::syntax::Tok::End || t.kind == ::cel::syntax::Tok::Error)
                break;
            starts.push_back(t.offset);
        }
        for (std::size_t i = 0; i < starts.size(); ++i) {
            int end = i + 1 < starts.size() ? starts[i + 1] : int(text.size());
            while (end > starts[i] + 1 &&
                   std::isspace(static_cast<unsigned char>(text[std::size_t(end - 1)])))
                --end;
            tokens.emplace_back(starts[i], end);
        }
    }
    auto tokenAt = [&](int offset) -> int {
        auto it = std::upper_bound(tokens.begin(), tokens.end(), offset,
                                   [](int o, const std::pair<int, int> &t) { return o < t.first; });
        return int(it - tokens.begin()) - 1;
    };
    Spans spans;
    std::function<std::pair<int, int>(const Expr &)> walk = [&](const Expr &e) -> std::pair<int, int> {
        int lo = INT32_MAX, hi = -1;
        auto it = src.offsets.find(e.id);
        if (it != src.offsets.end())
            lo = hi = it->second;
        auto merge = [&](const Expr *c) {
            if (!c)
                return;
            auto [a, b] = walk(*c);
            if (b < 0)
                return;
            lo = std::min(lo, a);
            hi = std::max(hi, b);
        };
        merge(e.target.get());
        for (const auto &a : e.args)
            merge(a.get());
        for (const auto &en : e.entries) {
            merge(en.key.get());
            merge(en.value.get());
        }
        merge(e.iterRange.get());
        merge(e.accuInit.get());
        merge(e.loopCond.get());
        merge(e.loopStep.get());
        merge(e.result.get());
        if (hi < 0)
            return {0, -1};
        // hi is a start offset: make it the end of the token there, then close brackets.
        int first = tokenAt(lo), last = tokenAt(hi);
        if (first < 0 || last < 0)
            return {lo, hi};
        int depth = 0;
        for (int i = first; i <= last; ++i) {
            char c = text[std::size_t(tokens[std::size_t(i)].first)];
            if (c == '(' || c == '[' || c == '{')
                ++depth;
            else if ((c == ')' || c == ']' || c == '}') && depth > 0)
                --depth;
        }
        // A selection's own offset is its '.': take the field name (and the '?' of `.?`) too.
        if (e.kind == ExprKind::Select && !e.testOnly && it != src.offsets.end() && it->second == hi) {
            while (last + 1 < int(tokens.size()) &&
                   (text[std::size_t(tokens[std::size_t(last)].first)] == '.' ||
                    text[std::size_t(tokens[std::size_t(last)].first)] == '?'))
                ++last;
        }
        while (depth > 0 && last + 1 < int(tokens.size())) {
            ++last;
            char c = text[std::size_t(tokens[std::size_t(last)].first)];
            if (c == '(' || c == '[' || c == '{')
                ++depth;
            else if (c == ')' || c == ']' || c == '}')
                --depth;
        }
        spans.byId[e.id] = {tokens[std::size_t(first)].first, tokens[std::size_t(last)].second};
        return {lo, tokens[std::size_t(last)].first};
    };
    walk(program.root());
    return spans;
}

QString kindOf(const Expr &e) {
    switch (e.kind) {
    case ExprKind::Const:
        return CelEvalText::tr("literal");
    case ExprKind::Ident:
        if (e.name == "@result" || e.name == "__result__" || e.name == "@it" || e.name == "@it2")
            return CelEvalText::tr("loop accumulator");
        return CelEvalText::tr("variable %1").arg(QString::fromStdString(e.name));
    case ExprKind::Select:
        return e.testOnly ? CelEvalText::tr("presence test has()")
                          : CelEvalText::tr("field .%1").arg(QString::fromStdString(e.name));
    case ExprKind::Call: {
        if (e.name == "@not_strictly_false")
            return CelEvalText::tr("loop condition");
        QString name = QString::fromStdString(e.name);
        if (name.startsWith(QLatin1Char('_')) && name.endsWith(QLatin1Char('_')) && name.size() > 2)
            name = name.mid(1, name.size() - 2).remove(QLatin1Char('_'));
        return CelEvalText::tr("call %1").arg(name);
    }
    case ExprKind::List:
        return CelEvalText::tr("list literal");
    case ExprKind::Map:
        return CelEvalText::tr("map literal");
    case ExprKind::Struct:
        return CelEvalText::tr("object literal");
    case ExprKind::Comprehension:
        return CelEvalText::tr("comprehension");
    }
    return {};
}

void indexExprs(const Expr &e, std::unordered_map<std::int64_t, const Expr *> &out) {
    out[e.id] = &e;
    auto visit = [&](const Expr *c) {
        if (c)
            indexExprs(*c, out);
    };
    visit(e.target.get());
    for (const auto &a : e.args)
        visit(a.get());
    for (const auto &en : e.entries) {
        visit(en.key.get());
        visit(en.value.get());
    }
    visit(e.iterRange.get());
    visit(e.accuInit.get());
    visit(e.loopCond.get());
    visit(e.loopStep.get());
    visit(e.result.get());
}

QString prettyValue(const std::string &json) {
    // Laid out again only while a reader may read it (a value may be a string of a GB).
    if (json.size() > (std::size_t(16) << 20))
        return QString::fromStdString(json);
    QJsonParseError err{};
    QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString("[" + json + "]"), &err);
    if (err.error != QJsonParseError::NoError || !doc.isArray() || doc.array().isEmpty())
        return QString::fromStdString(json);
    QJsonValue v = doc.array().at(0);
    if (v.isArray())
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Indented)).trimmed();
    if (v.isObject())
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Indented)).trimmed();
    return QString::fromStdString(json);
}

// Schema path segments: property names, "[]" for array items, "{}" for map values.
std::vector<std::string> splitPath(const QString &path) {
    std::vector<std::string> out;
    QString cur;
    auto flush = [&] {
        if (!cur.isEmpty())
            out.push_back(cur.toStdString());
        cur.clear();
    };
    for (qsizetype i = 0; i < path.size(); ++i) {
        const QChar c = path.at(i);
        if (c == QLatin1Char('.')) {
            flush();
        } else if ((c == QLatin1Char('[') || c == QLatin1Char('{')) && i + 1 < path.size() &&
                   path.at(i + 1) == (c == QLatin1Char('[') ? QLatin1Char(']') : QLatin1Char('}'))) {
            flush();
            out.push_back(c == QLatin1Char('[') ? "[]" : "{}");
            ++i;
        } else {
            cur += c;
        }
    }
    flush();
    return out;
}

NodeP setAt(const Node &n, const std::vector<std::string> &segs, std::size_t i, const std::string &key,
            std::uint64_t value) {
    auto copy = std::make_shared<Node>(n);
    if (i == segs.size()) {
        auto num = std::make_shared<Node>();
        num->kind = Node::Kind::Number;
        num->isInteger = true;
        num->integer = std::int64_t(value);
        num->number = double(value);
        num->str = std::to_string(value);
        bool found = false;
        for (auto &[k, v] : copy->members)
            if (k == key) {
                v = num;
                found = true;
            }
        if (!found)
            copy->members.emplace_back(key, num);
        return copy;
    }
    const std::string &s = segs[i];
    const std::string member = s == "[]" ? "items" : s == "{}" ? "additionalProperties" : "properties";
    for (auto &[k, v] : copy->members) {
        if (k != member || !v)
            continue;
        if (s == "[]" || s == "{}") {
            v = setAt(*v, segs, i + 1, key, value);
        } else {
            auto props = std::make_shared<Node>(*v);
            for (auto &[pk, pv] : props->members)
                if (pk == s && pv)
                    pv = setAt(*pv, segs, i + 1, key, value);
            v = props;
        }
    }
    return copy;
}

void collectUnbounded(const Node &n, const QString &path, std::vector<std::pair<QString, QString>> &out) {
    const Node *type = n.get("type");
    const std::string t = type && type->kind == Node::Kind::String ? type->str : std::string();
    if (t == "array") {
        if (!n.get("maxItems"))
            out.emplace_back(path, QStringLiteral("maxItems"));
        if (const Node *items = n.get("items"))
            collectUnbounded(*items, path + QStringLiteral("[]"), out);
    } else if (t == "string") {
        const Node *format = n.get("format");
        const std::string f = format ? format->str : std::string();
        if (!n.get("maxLength") && !n.get("enum") && f != "duration" && f != "date" && f != "date-time")
            out.emplace_back(path, QStringLiteral("maxLength"));
    } else if (t == "object" || n.get("properties") || n.get("additionalProperties")) {
        if (const Node *ap = n.get("additionalProperties"); ap && ap->kind == Node::Kind::Object) {
            if (!n.get("maxProperties"))
                out.emplace_back(path, QStringLiteral("maxProperties"));
            collectUnbounded(*ap, path + QStringLiteral("{}"), out);
        }
        if (const Node *props = n.get("properties"))
            for (const auto &[name, child] : props->members)
                if (child)
                    collectUnbounded(*child,
                                     path.isEmpty() ? QString::fromStdString(name)
                                                    : path + QLatin1Char('.') + QString::fromStdString(name),
                                     out);
    }
}

std::optional<CostRange> estimateFor(const EvalRequest &r, const NodeP &schema, int minor) {
    QString error;
    auto env = makeEnv(r, schema, minor, &error);
    if (!env)
        return std::nullopt;
    auto c = env->compile(r.expression.toStdString());
    if (!c.ok())
        return std::nullopt;
    return c.program->estimateCost();
}

std::string costJson(CostRange r) {
    return R"({"min":)" + std::to_string(r.min) + R"(,"max":)" + std::to_string(r.max) + "}";
}

std::string numberJson(double d) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.17g", d);
    return buf;
}

} // namespace

::cel::json::NodeP withBound(const ::cel::json::Node &schema, const QString &path, const QString &keyword,
                             std::uint64_t value) {
    return setAt(schema, splitPath(path), 0, keyword.toStdString(), value);
}

std::vector<std::pair<QString, QString>> unboundedNodes(const ::cel::json::Node &schema) {
    std::vector<std::pair<QString, QString>> out;
    collectUnbounded(schema, QString(), out);
    return out;
}

QString boundsSnippet(const std::vector<std::pair<QString, std::pair<QString, std::uint64_t>>> &bounds) {
    // One nested YAML block per bound, in the schema's own structure.
    QString out;
    for (const auto &[path, bound] : bounds) {
        int indent = 0;
        auto line = [&](const QString &s) {
            out += QString(indent, QLatin1Char(' ')) + s + QLatin1Char('\n');
        };
        for (const std::string &seg : splitPath(path)) {
            if (seg == "[]") {
                line(QStringLiteral("items:"));
            } else if (seg == "{}") {
                line(QStringLiteral("additionalProperties:"));
            } else {
                line(QStringLiteral("properties:"));
                indent += 2;
                line(QString::fromStdString(seg) + QLatin1Char(':'));
            }
            indent += 2;
        }
        line(bound.first + QStringLiteral(": ") + QString::number(bound.second));
    }
    return out;
}

QString CelEvalText::engineMessage(const std::string &message) {
    if (message == ::cel::kServerPanicMessage)
        return tr(
            "kube-apiserver cannot check this expression: its CEL library (cel-go) crashes on an optional "
            "entry of type dyn in a list or map literal, and the server resets the request instead of "
            "answering. Give the entry a type: write x.?field, or index a value whose type is known, "
            "instead of x[?key] on a dyn value.");
    return QString::fromStdString(message);
}

int firstVersionWith(const std::string &function) {
    static const auto envs = [] {
        std::vector<std::shared_ptr<Env>> v;
        for (int m = 27; m <= 37; ++m)
            v.push_back(Env::kubernetes(m));
        return v;
    }();
    if (envs.front()->findFunction(function))
        return 0;
    for (int m = 28; m <= 37; ++m)
        if (envs[std::size_t(m - 27)]->findFunction(function))
            return m;
    return 0;
}

EvalOutcome evaluate(const EvalRequest &r, const std::atomic<bool> *interrupt) {
    EvalOutcome o;
    o.environmentMinor = ::cel::environmentMinor(r.serverMinor, r.ruleAge);
    o.runtimeLimit = ::cel::limits::runtimeBudget(r.environment);
    o.estimatedLimit = ::cel::limits::kPerExpressionEstimatedLimit;
    if (o.environmentMinor != r.serverMinor)
        o.notes
            << CelEvalText::tr(
                   "A new or changed rule on a Kubernetes 1.%1 server is compiled with the 1.%2 environment "
                   "(its compatibility version); stored rules run with 1.%1.")
                   .arg(r.serverMinor)
                   .arg(o.environmentMinor);
    const std::string text = r.expression.toStdString();
    const std::vector<int> u16 = utf16Offsets(text);
    QString envError;
    const bool crd = r.environment == Environment::Crd;
    const NodeP &schema = crd ? r.schema : r.objectSchema;
    // An admission policy runs with object as dyn (the server's compiler);
    // the typed check below is what its type checker reports.
    std::shared_ptr<const CompiledVariables> policyVariables;
    auto env = makeEnv(r, schema, o.environmentMinor, &envError, crd, &policyVariables);
    if (policyVariables)
        o.policyVariables = policyVariables->compiled();
    if (!env) {
        o.phase = QStringLiteral("setup");
        o.diagnostics.push_back({0, 0, 0, envError});
        return o;
    }
    auto compiled = env->compile(text);
    auto offsetOf = [&](int line, int column) {
        // line/column (1-based, code points) to a UTF-16 offset
        int l = 1, byte = 0;
        while (l < line && byte < int(text.size())) {
            if (text[std::size_t(byte)] == '\n')
                ++l;
            ++byte;
        }
        int col = 1;
        while (col < column && byte < int(text.size())) {
            const auto c = static_cast<unsigned char>(text[std::size_t(byte)]);
            byte += c < 0x80 ? 1 : (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : 4;
            ++col;
        }
        return u16[std::size_t(std::min(byte, int(text.size())))];
    };
    if (!compiled.ok()) {
        o.phase = QString::fromLatin1(::cel::phaseName(compiled.phase));
        for (const auto &d : compiled.errors)
            o.diagnostics.push_back(
                {d.line, d.column, offsetOf(d.line, d.column), CelEvalText::engineMessage(d.message)});
        if (compiled.outputType)
            o.type = QString::fromStdString(compiled.outputType->toString());
        // Functions of a newer Kubernetes: compile with the newest environment
        // and name the calls the chosen one lacks, where they are used.
        if (compiled.phase == ::cel::CompilePhase::Check && o.environmentMinor < 37) {
            auto newest = makeEnv(r, schema, 37, &envError, crd);
            auto again = newest ? newest->compile(text) : ::cel::CompileResult{};
            if (again.ok()) {
                std::unordered_map<std::int64_t, const Expr *> exprs;
                indexExprs(again.program->root(), exprs);
                std::vector<Diagnostic> flags;
                for (const auto &[id, e] : exprs) {
                    if (e->kind != ExprKind::Call || env->findFunction(e->name))
                        continue;
                    const int since = firstVersionWith(e->name);
                    if (since == 0)
                        continue;
                    auto it = again.program->source().offsets.find(id);
                    const int byte = it == again.program->source().offsets.end() ? 0 : it->second;
                    auto [line, col] = again.program->source().location(byte);
                    flags.push_back(
                        {line, col, u16[std::size_t(byte)],
                         CelEvalText::tr(
                             "%1() is not available in the Kubernetes 1.%2 environment; it arrived "
                             "in 1.%3")
                             .arg(QString::fromStdString(e->name))
                             .arg(o.environmentMinor)
                             .arg(since)});
                }
                std::sort(flags.begin(), flags.end(),
                          [](const Diagnostic &a, const Diagnostic &b) { return a.offset < b.offset; });
                o.diagnostics.insert(o.diagnostics.end(), flags.begin(), flags.end());
            }
        }
        return o;
    }
    o.compiled = true;
    const ::cel::Program &runProgram = *compiled.program;
    // object and oldObject typed from the resource's schema: type errors as
    // the policy type checker finds them, and the estimate with its bounds.
    ::cel::CompileResult typed;
    if (!crd && schema && r.environment != Environment::MatchConditions) {
        auto typedEnv = makeEnv(r, schema, o.environmentMinor, &envError, true);
        if (typedEnv)
            typed = typedEnv->compile(text);
        if (typedEnv && !typed.ok())
            for (const auto &d : typed.errors)
                o.typeErrors.push_back(
                    {d.line, d.column, offsetOf(d.line, d.column), CelEvalText::engineMessage(d.message)});
        if (!o.typeErrors.empty())
            o.notes << CelEvalText::tr("Typed from the schema of %1, the expression does not check. The API "
                                       "server accepts the "
                                       "policy (it compiles object as dyn) but reports these errors as "
                                       "type-checking warnings in "
                                       "its status, and the expression fails when it runs.")
                           .arg(r.objectKind.isEmpty() ? CelEvalText::tr("the resource") : r.objectKind);
        else if (typedEnv && typed.ok())
            o.notes
                << CelEvalText::tr(
                       "object and oldObject are typed from the schema of %1; the estimate uses its bounds.")
                       .arg(r.objectKind.isEmpty() ? CelEvalText::tr("the resource") : r.objectKind);
    }
    const ::cel::Program &program = typed.ok() ? *typed.program : runProgram;
    o.type = QString::fromStdString(program.outputType()->toString());
    o.estimated = program.estimateCost();
    const CostRange intended = program.estimateCostIntended();
    if (intended.min != o.estimated.min || intended.max != o.estimated.max) {
        o.intendedEstimate = intended;
        o.notes
            << CelEvalText::tr(
                   "The API server estimates %1 to %2: its estimator sizes a nested loop from the field the "
                   "inner body selected last (cel-go appends to a shared path). Without that quirk the "
                   "estimate would be %3 to %4. The server's number decides acceptance.")
                   .arg(o.estimated.min)
                   .arg(o.estimated.max)
                   .arg(intended.min)
                   .arg(intended.max);
    }
    ::cel::EvalOptions opts;
    if (r.enforceLimit)
        opts.costLimit = o.runtimeLimit;
    opts.perNodeCost = r.explain;
    opts.interrupt = interrupt;
    ::cel::Activation act = activationFor(r);
    const AdmissionBinding admission = bindAdmission(act, r, policyVariables, opts);
    auto result = runProgram.evaluate(act, opts);
    o.evaluated = true;
    o.runtimeCost = result.cost;
    admission.collect(o);
    if (result.value.isError()) {
        o.error = QString::fromStdString(result.value.asError().message);
        o.interrupted = interrupt && interrupt->load() && o.error == QLatin1String("operation interrupted");
        o.valueJson = "null";
    } else {
        o.valueJson = celbinding::valueJson(result.value);
        o.valueText = prettyValue(o.valueJson);
        if (r.environment == Environment::MutatingAdmissionPolicy && r.patchKind != PatchKind::None)
            o.patch = producePatch(result.value, r.patchKind);
    }
    if (r.explain) {
        const Spans spans = spansOf(program);
        std::unordered_map<std::int64_t, const Expr *> exprs;
        indexExprs(program.root(), exprs);
        std::unordered_map<std::int64_t, std::uint64_t> runtime;
        for (const auto &n : result.perNode)
            runtime[n.id] = n.cost;
        const ::cel::CostBreakdown breakdown = program.estimateCostBreakdown();
        for (const auto &n : breakdown.nodes) {
            CostRow row;
            row.id = n.id;
            row.estimatedMin = n.selfMin;
            row.estimatedMax = n.selfMax;
            row.inclusive = n.inclusive;
            row.iterations = n.iterations;
            row.rangeSize = n.rangeSize;
            if (auto it = runtime.find(n.id); it != runtime.end()) {
                row.runtime = it->second;
                runtime.erase(it);
            }
            if (row.runtime == 0 && n.selfMin == 0 && n.selfMax == 0 && n.inclusive.max == 0)
                continue;
            o.rows.push_back(row);
        }
        for (const auto &[id, cost] : runtime) {
            CostRow row;
            row.id = id;
            row.runtime = cost;
            o.rows.push_back(row);
        }
        for (CostRow &row : o.rows) {
            if (auto it = exprs.find(row.id); it != exprs.end())
                row.kind = kindOf(*it->second);
            if (auto it = spans.byId.find(row.id); it != spans.byId.end()) {
                const auto [a, b] = it->second;
                row.start = u16[std::size_t(std::clamp(a, 0, int(text.size())))];
                row.length = u16[std::size_t(std::clamp(b, 0, int(text.size())))] - row.start;
                row.text =
                    QString::fromStdString(text.substr(std::size_t(a), std::size_t(std::max(0, b - a))));
            }
        }
        std::stable_sort(o.rows.begin(), o.rows.end(), [](const CostRow &a, const CostRow &b) {
            return a.start != b.start ? a.start < b.start : a.length > b.length;
        });
        // Why the estimate is so high: which unbounded schema node drives it,
        // and the largest bound that keeps the rule within the limit.
        if (r.environment == Environment::Crd && r.schema && o.estimated.max > o.estimatedLimit) {
            for (const auto &[path, keyword] : unboundedNodes(*r.schema)) {
                auto one = estimateFor(r, withBound(*r.schema, path, keyword, 1), o.environmentMinor);
                if (!one || one->max >= o.estimated.max)
                    continue;
                BoundHint h;
                h.path = path;
                h.keyword = keyword;
                h.estimateWithOne = *one;
                if (one->max <= o.estimatedLimit) {
                    std::uint64_t lo = 1, hi = 10'000'000;
                    while (lo < hi) {
                        const std::uint64_t mid = lo + (hi - lo + 1) / 2;
                        auto e = estimateFor(r, withBound(*r.schema, path, keyword, mid), o.environmentMinor);
                        if (e && e->max <= o.estimatedLimit)
                            lo = mid;
                        else
                            hi = mid - 1;
                    }
                    h.suggested = lo;
                    if (auto e = estimateFor(r, withBound(*r.schema, path, keyword, lo), o.environmentMinor))
                        h.estimateWithBound = *e;
                }
                o.hints.push_back(h);
            }
            std::stable_sort(o.hints.begin(), o.hints.end(), [](const BoundHint &a, const BoundHint &b) {
                return a.estimateWithOne.max < b.estimateWithOne.max;
            });
            // No single bound is enough: the largest bound that fits when set on
            // every driver at once.
            const bool single = std::any_of(o.hints.begin(), o.hints.end(),
                                            [](const BoundHint &h) { return h.suggested > 0; });
            if (!single && o.hints.size() > 1) {
                auto boundAll = [&](std::uint64_t v) {
                    NodeP s = r.schema;
                    for (const BoundHint &h : o.hints)
                        s = withBound(*s, h.path, h.keyword, v);
                    return estimateFor(r, s, o.environmentMinor);
                };
                auto one = boundAll(1);
                if (one && one->max <= o.estimatedLimit) {
                    std::uint64_t lo = 1, hi = 10'000'000;
                    while (lo < hi) {
                        const std::uint64_t mid = lo + (hi - lo + 1) / 2;
                        auto e = boundAll(mid);
                        if (e && e->max <= o.estimatedLimit)
                            lo = mid;
                        else
                            hi = mid - 1;
                    }
                    BoundHint all;
                    all.suggested = lo;
                    all.estimateWithOne = *one;
                    if (auto e = boundAll(lo))
                        all.estimateWithBound = *e;
                    for (const BoundHint &h : o.hints)
                        all.together.emplace_back(h.path, h.keyword);
                    o.hints.insert(o.hints.begin(), all);
                }
            }
        }
    }
    return o;
}

std::string outcomeJson(const EvalOutcome &o, bool explain) {
    using ::cel::json::quote;
    std::string error = "null";
    if (!o.compiled) {
        const QString msg = o.diagnostics.empty() ? QString() : o.diagnostics.front().message;
        const QString pos =
            o.diagnostics.empty() || o.diagnostics.front().line == 0
                ? QString()
                : QStringLiteral("%1:%2: ").arg(o.diagnostics.front().line).arg(o.diagnostics.front().column);
        error = R"({"phase":)" + quote(o.phase.toStdString()) + R"(,"message":)" +
                quote(QString(pos + msg).toStdString()) + "}";
    } else if (!o.error.isEmpty()) {
        error = R"({"phase":"eval","message":)" + quote(o.error.toStdString()) + "}";
    }
    std::string s = R"({"value":)" + (o.evaluated && o.error.isEmpty() ? o.valueJson : std::string("null")) +
                    R"(,"type":)" + (o.type.isEmpty() ? std::string("null") : quote(o.type.toStdString())) +
                    R"(,"error":)" + error + R"(,"runtimeCost":)" +
                    (o.evaluated ? std::to_string(o.runtimeCost) : std::string("null")) +
                    R"(,"estimatedCost":)" + (o.compiled ? costJson(o.estimated) : std::string("null"));
    if (!o.typeErrors.empty()) {
        s += R"(,"typeErrors":[)";
        for (std::size_t i = 0; i < o.typeErrors.size(); ++i) {
            const Diagnostic &d = o.typeErrors[i];
            s += std::string(i ? "," : "") + R"({"line":)" + std::to_string(d.line) + R"(,"column":)" +
                 std::to_string(d.column) + R"(,"message":)" + quote(d.message.toStdString()) + "}";
        }
        s += ']';
    }
    if (explain && o.compiled) {
        s += R"(,"environmentMinor":)" + std::to_string(o.environmentMinor);
        if (o.intendedEstimate)
            s += R"(,"intendedEstimatedCost":)" + costJson(*o.intendedEstimate);
        s += R"(,"costBreakdown":[)";
        bool first = true;
        for (const CostRow &row : o.rows) {
            if (!first)
                s += ',';
            first = false;
            s += R"({"id":)" + std::to_string(row.id) + R"(,"text":)" + quote(row.text.toStdString()) +
                 R"(,"start":)" + std::to_string(row.start) + R"(,"length":)" + std::to_string(row.length) +
                 R"(,"runtime":)" + std::to_string(row.runtime) + R"(,"estimated":{"min":)" +
                 numberJson(row.estimatedMin) + R"(,"max":)" + numberJson(row.estimatedMax) +
                 R"(},"inclusive":)" + costJson(row.inclusive) + R"(,"iterations":)" +
                 costJson(row.iterations);
            if (row.rangeSize)
                s += R"(,"rangeSize":)" + costJson(*row.rangeSize);
            s += '}';
        }
        s += ']';
        if (!o.hints.empty()) {
            s += R"(,"boundHints":[)";
            first = true;
            for (const BoundHint &h : o.hints) {
                if (!first)
                    s += ',';
                first = false;
                if (!h.together.empty()) {
                    s += R"({"together":[)";
                    for (std::size_t i = 0; i < h.together.size(); ++i)
                        s += std::string(i ? "," : "") + R"({"path":)" +
                             quote(h.together[i].first.toStdString()) + R"(,"keyword":)" +
                             quote(h.together[i].second.toStdString()) + "}";
                    s += R"(],"suggested":)" + std::to_string(h.suggested) + R"(,"estimateWithSuggested":)" +
                         costJson(h.estimateWithBound) + '}';
                    continue;
                }
                s += R"({"path":)" + quote(h.path.toStdString()) + R"(,"keyword":)" +
                     quote(h.keyword.toStdString()) + R"(,"suggested":)" + std::to_string(h.suggested) +
                     R"(,"estimateWithSuggested":)" + costJson(h.estimateWithBound) +
                     R"(,"estimateWithOne":)" + costJson(h.estimateWithOne) + '}';
            }
            s += ']';
        }
    }
    s += admissionJson(o);
    return s + '}';
}

} // namespace models::celplay
