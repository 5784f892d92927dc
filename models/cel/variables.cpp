#include "models/cel/variables.h"

#include "cel/lazy.h"
#include "codecs/yaml.h"
#include "models/cel/celbinding.h"
#include "models/cel/celeval.h"

#include <QCborArray>
#include <QCborMap>
#include <QRegularExpression>

#include <algorithm>

namespace models::celplay {

namespace {

using ::cel::TypeKind;
using ::cel::TypeP;

// A 1-based line and column (code points) of text as a UTF-16 offset.
int utf16Offset(const QString &text, int line, int column) {
    int l = 1, i = 0;
    while (l < line && i < text.size()) {
        if (text.at(i) == QLatin1Char('\n'))
            ++l;
        ++i;
    }
    for (int c = 1; c < column && i < text.size(); ++c)
        i += text.at(i).isHighSurrogate() ? 2 : 1;
    return std::min(i, int(text.size()));
}

TypeP variablesType(const std::vector<std::pair<std::string, TypeP>> &fields) {
    auto decl = std::make_shared<::cel::ObjectDecl>();
    decl->name = "kubernetes.variables";
    for (const auto &[name, type] : fields)
        decl->fields[name] = ::cel::ObjectField{type};
    return ::cel::types::object(std::move(decl));
}

} // namespace

TypeP declaredVariableType(const TypeP &t) {
    if (!t)
        return ::cel::types::dyn();
    switch (t->kind) {
    case TypeKind::Null:
        return ::cel::types::null();
    case TypeKind::Bool:
        return ::cel::types::boolean();
    case TypeKind::Int:
        return ::cel::types::int64();
    case TypeKind::Uint:
        return ::cel::types::uint64();
    case TypeKind::Double:
        return ::cel::types::dbl();
    case TypeKind::String:
        return ::cel::types::string();
    case TypeKind::Bytes:
        return ::cel::types::bytes();
    case TypeKind::Duration:
        return ::cel::types::duration();
    case TypeKind::Timestamp:
        return ::cel::types::timestamp();
    case TypeKind::List:
        return ::cel::types::list(declaredVariableType(t->params.empty() ? nullptr : t->params[0]));
    case TypeKind::Map:
        return ::cel::types::map(declaredVariableType(t->params.size() < 2 ? nullptr : t->params[0]),
                                 declaredVariableType(t->params.size() < 2 ? nullptr : t->params[1]));
    default:
        return ::cel::types::dyn();
    }
}

bool isValidVariableName(const QString &name) {
    static const QRegularExpression ident(QStringLiteral("^[_a-zA-Z][_a-zA-Z0-9]*$"));
    static const QStringList reserved = {
        QStringLiteral("true"),    QStringLiteral("false"),     QStringLiteral("null"),
        QStringLiteral("in"),      QStringLiteral("as"),        QStringLiteral("break"),
        QStringLiteral("const"),   QStringLiteral("continue"),  QStringLiteral("else"),
        QStringLiteral("for"),     QStringLiteral("function"),  QStringLiteral("if"),
        QStringLiteral("import"),  QStringLiteral("let"),       QStringLiteral("loop"),
        QStringLiteral("package"), QStringLiteral("namespace"), QStringLiteral("return"),
        QStringLiteral("var"),     QStringLiteral("void"),      QStringLiteral("while")};
    return ident.match(name).hasMatch() && !reserved.contains(name);
}

std::shared_ptr<const CompiledVariables>
CompiledVariables::compile(const std::vector<PolicyVariable> &variables, const ::cel::Env &base) {
    auto out = std::make_shared<CompiledVariables>();
    std::vector<std::pair<std::string, TypeP>> fields;
    for (const PolicyVariable &v : variables) {
        VariableOutcome o;
        o.name = v.name;
        Entry entry;
        entry.name = v.name.toStdString();
        const bool duplicate = std::any_of(out->m_entries.begin(), out->m_entries.end(),
                                           [&](const Entry &e) { return e.name == entry.name; });
        if (!isValidVariableName(v.name)) {
            o.errors.push_back(
                {0, 0, 0,
                 VariablesText::tr("«%1» is not a valid variable name (a CEL identifier: a letter "
                                   "or _ followed by letters, digits or _)")
                     .arg(v.name)});
        } else if (duplicate) {
            o.errors.push_back(
                {0, 0, 0, VariablesText::tr("the variable «%1» is defined twice").arg(v.name)});
        }
        // Each variable sees the ones before it (composition.go adds a
        // variable's field after compiling it).
        auto env = base.clone();
        env->addVariable("variables", variablesType(fields));
        const ::cel::CompileResult r = env->compile(v.expression.toStdString());
        TypeP declared = ::cel::types::dyn();
        if (r.ok()) {
            entry.program = r.program;
            o.type = QString::fromStdString(r.program->outputType()->toString());
            declared = declaredVariableType(r.program->outputType());
            o.estimated = r.program->estimateCost();
        } else {
            std::string all;
            for (const auto &d : r.errors) {
                o.errors.push_back({d.line, d.column, utf16Offset(v.expression, d.line, d.column),
                                    CelEvalText::engineMessage(d.message)});
                all += (all.empty() ? "" : "; ") + d.message;
            }
            entry.compileError = "compilation failed: " + all;
        }
        if (!o.errors.empty() && entry.compileError.empty())
            entry.compileError = o.errors.front().message.toStdString();
        o.compiled = o.errors.empty();
        if (!o.compiled)
            entry.program.reset();
        o.declaredType = QString::fromStdString(declared->toString());
        if (!duplicate) {
            // A variable that fails to compile is still a field (of type dyn):
            // expressions using it compile and fail when they read it.
            fields.emplace_back(entry.name, declared);
            out->m_entries.push_back(std::move(entry));
        }
        out->m_outcomes.push_back(std::move(o));
    }
    out->m_type = variablesType(fields);
    return out;
}

VariableEvaluation::VariableEvaluation(std::shared_ptr<const CompiledVariables> compiled,
                                       ::cel::Activation activation,
                                       std::optional<std::uint64_t> perCallLimit,
                                       const std::atomic<bool> *interrupt)
    : m_compiled(std::move(compiled))
    , m_activation(std::move(activation))
    , m_limit(perCallLimit)
    , m_interrupt(interrupt)
    , m_outcomes(m_compiled->m_outcomes) {
    std::vector<std::string> names;
    for (const auto &e : m_compiled->m_entries)
        names.push_back(e.name);
    // The resolver holds this object by address: the value must not outlive it.
    m_value = ::cel::Value::opaque(std::make_shared<::cel::LazyObject>(
        "kubernetes.variables", std::move(names), [this](const std::string &n) { return resolve(n); }));
    m_activation.vars["variables"] = m_value;
}

VariableEvaluation::~VariableEvaluation() = default;

::cel::Value VariableEvaluation::resolve(const std::string &name) {
    const auto &entries = m_compiled->m_entries;
    auto it = std::find_if(entries.begin(), entries.end(), [&](const auto &e) { return e.name == name; });
    if (it == entries.end())
        return ::cel::Value::error("no such key: " + name);
    auto out = std::find_if(m_outcomes.begin(), m_outcomes.end(),
                            [&](const VariableOutcome &o) { return o.name.toStdString() == name; });
    // (composition.go variableAccessor.Callback)
    if (!it->program) {
        const std::string message =
            "composited variable \"" + name + "\" fails to compile: " + it->compileError;
        if (out != m_outcomes.end()) {
            out->evaluated = true;
            out->evaluationOrder = m_resolved++;
            out->error = QString::fromStdString(message);
            out->valueJson = "null";
        }
        return ::cel::Value::error(message);
    }
    ::cel::EvalOptions opts;
    opts.costLimit = m_limit;
    opts.interrupt = m_interrupt;
    const int order = m_resolved++;
    const ::cel::EvalResult r = it->program->evaluate(m_activation, opts);
    m_cost += r.cost;
    ::cel::Value v = r.value;
    if (v.isError())
        v = ::cel::Value::error("composited variable \"" + name +
                                "\" fails to evaluate: " + v.asError().message);
    if (out != m_outcomes.end()) {
        out->evaluated = true;
        out->evaluationOrder = order;
        out->runtimeCost = r.cost;
        if (v.isError()) {
            out->error = QString::fromStdString(v.asError().message);
            out->valueJson = "null";
        } else {
            out->valueJson = celbinding::valueJson(v);
        }
    }
    return v;
}

std::optional<std::vector<PolicyVariable>> parseVariables(const QByteArray &document, QString *error) {
    auto doc = codecs::parseYaml(document);
    if (!doc) {
        *error = doc.error().message;
        return std::nullopt;
    }
    QCborValue list = *doc;
    if (list.isMap() && list.toMap().value(QStringLiteral("spec")).isMap())
        list = list.toMap().value(QStringLiteral("spec")).toMap().value(QStringLiteral("variables"));
    else if (list.isMap())
        list = list.toMap().value(QStringLiteral("variables"));
    if (!list.isArray()) {
        *error = VariablesText::tr("expected a list of variables (name and expression each)");
        return std::nullopt;
    }
    std::vector<PolicyVariable> out;
    for (const QCborValue &item : list.toArray()) {
        const QCborMap m = item.toMap();
        const QCborValue name = m.value(QStringLiteral("name"));
        const QCborValue expr = m.value(QStringLiteral("expression"));
        if (!item.isMap() || !name.isString() || !expr.isString()) {
            *error = VariablesText::tr("every variable needs a name and an expression (strings)");
            return std::nullopt;
        }
        out.push_back({name.toString(), expr.toString()});
    }
    return out;
}

std::string variablesJson(const std::vector<VariableOutcome> &variables) {
    using ::cel::json::quote;
    std::string s = "[";
    for (std::size_t i = 0; i < variables.size(); ++i) {
        const VariableOutcome &v = variables[i];
        s += std::string(i ? "," : "") + R"({"name":)" + quote(v.name.toStdString()) + R"(,"compiled":)" +
             (v.compiled ? "true" : "false") + R"(,"type":)" +
             (v.type.isEmpty() ? std::string("null") : quote(v.type.toStdString())) + R"(,"declaredType":)" +
             quote(v.declaredType.toStdString()) + R"(,"evaluated":)" + (v.evaluated ? "true" : "false");
        if (v.evaluated)
            s += R"(,"evaluationOrder":)" + std::to_string(v.evaluationOrder) + R"(,"value":)" +
                 (v.valueJson.empty() ? std::string("null") : v.valueJson) + R"(,"runtimeCost":)" +
                 std::to_string(v.runtimeCost);
        if (!v.error.isEmpty())
            s += R"(,"error":)" + quote(v.error.toStdString());
        if (v.compiled)
            s += R"(,"estimatedCost":{"min":)" + std::to_string(v.estimated.min) + R"(,"max":)" +
                 std::to_string(v.estimated.max) + "}";
        if (!v.errors.empty()) {
            s += R"(,"errors":[)";
            for (std::size_t k = 0; k < v.errors.size(); ++k)
                s += std::string(k ? "," : "") + R"({"line":)" + std::to_string(v.errors[k].line) +
                     R"(,"column":)" + std::to_string(v.errors[k].column) + R"(,"message":)" +
                     quote(v.errors[k].message.toStdString()) + "}";
            s += ']';
        }
        s += '}';
    }
    return s + ']';
}

} // namespace models::celplay
