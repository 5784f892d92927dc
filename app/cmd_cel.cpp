// mado cel eval: compiles and evaluates one CEL expression the way the API
// server would (Kubernetes environment of a version, CRD schema typing, cost
// limits) and prints the value, type, error and runtime/estimated costs.
#include "app/cli.h"
#include "cel/admission.h"
#include "cel/env.h"
#include "cel/json.h"
#include "cel/limits.h"
#include "cel/schema.h"
#include "codecs/yaml.h"
#include "models/cel/celbinding.h"

#include <QFile>

namespace app {

namespace {

using models::celbinding::toNode;
using models::celbinding::toValue;
using models::celbinding::valueJson;

class CelCommand final : public Command {
public:
    using Command::Command;

    void start(const QStringList &args) override {
        setCommandPath(QStringLiteral("cel eval"));
        ArgParser parser;
        parser.option({"--env"})
            .option({"--k8s-version"})
            .option({"--schema"})
            .option({"--var"})
            .option({"-o", "--output"});
        if (!parseArgs(parser, args))
            return;
        const QStringList &words = parser.positionals();
        if (words.isEmpty() || words.first() != QLatin1String("eval")) {
            usageError(Cli::tr("cel needs a subcommand: eval"));
            return;
        }
        if (words.size() < 2) {
            usageError(Cli::tr("cel eval needs an expression"));
            return;
        }
        if (words.size() > 2) {
            usageError(Cli::tr("unexpected argument \"%1\"").arg(words.at(2)));
            return;
        }
        const QString expr = words.at(1);
        const bool envGiven = parser.isSet("--env");
        const QString envName = envGiven ? parser.value("--env") : QStringLiteral("crd");
        const QString version = parser.value("--k8s-version");
        const QString schemaFile = parser.value("--schema");
        const QString output = parser.isSet("--output") ? parser.value("--output") : QStringLiteral("json");
        QList<QPair<QString, QString>> vars;
        for (const QString &v : parser.values("--var")) {
            const qsizetype eq = v.indexOf(QLatin1Char('='));
            if (eq <= 0) {
                usageError(Cli::tr("--var needs NAME=FILE"));
                return;
            }
            vars.append({v.left(eq), v.mid(eq + 1)});
        }
        const auto parsedEnv = cel::limits::parseEnvironment(envName.toStdString());
        if (!parsedEnv) {
            usageError(Cli::tr("unknown environment \"%1\" (crd, vap, mutating, match)").arg(envName));
            return;
        }
        cel::limits::Environment env = *parsedEnv;
        if (!envGiven && schemaFile.isEmpty())
            env = cel::limits::Environment::ValidatingAdmissionPolicy;
        if (output != QLatin1String("json") && output != QLatin1String("text")) {
            usageError(Cli::tr("unknown output format \"%1\" (json, text)").arg(output));
            return;
        }
        int minor = 37;
        if (!version.isEmpty()) {
            QString v = version.startsWith(QLatin1Char('v')) ? version.mid(1) : version;
            bool ok = false;
            if (v.startsWith(QLatin1String("1.")))
                minor = v.mid(2).section(QLatin1Char('.'), 0, 0).toInt(&ok);
            if (!ok || minor < 27 || minor > 37) {
                usageError(Cli::tr("unsupported Kubernetes version \"%1\" (1.27 to 1.37)").arg(version));
                return;
            }
        }
        finish(run(expr, env, minor, schemaFile, vars, output == QLatin1String("json")));
    }

private:
    /// A YAML or JSON file as the engine's JSON tree, or why it cannot be read.
    static mado::Result<cel::json::NodeP> readDocument(const QString &path) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return mado::Error{Cli::tr("cannot read %1: %2").arg(path, f.errorString())};
        auto doc = codecs::parseYaml(f.readAll());
        if (!doc)
            return mado::Error{Cli::tr("cannot parse %1: %2").arg(path, doc.error().message)};
        return toNode(*doc);
    }

    int run(const QString &exprText, cel::limits::Environment env, int minor, const QString &schemaFile,
            const QList<QPair<QString, QString>> &vars, bool json) {
        auto celEnv = cel::Env::kubernetes(minor);
        cel::Activation act;
        cel::json::NodeP schema;
        bool resourceRoot = false;
        if (env == cel::limits::Environment::Crd) {
            if (schemaFile.isEmpty()) {
                fail(Cli::tr("--env crd needs --schema FILE"));
                return ExitError;
            }
            auto read = readDocument(schemaFile);
            if (!read) {
                fail(read.error().message);
                return ExitError;
            }
            schema = *read;
            if (const cel::json::Node *e = schema->get("x-kubernetes-embedded-resource"))
                resourceRoot = e->b;
            cel::TypeP t = cel::schema::declType(*schema, resourceRoot, "selfType");
            if (!t) {
                fail(Cli::tr("the schema is not visible to CEL (no type)"));
                return ExitError;
            }
            celEnv->sizeRoot = t;
            celEnv->addVariable("self", t);
            celEnv->addVariable("oldSelf", t);
        } else {
            // Kubernetes' admission variables: request and namespaceObject are
            // typed; webhook match conditions have no params or variables.
            const bool match = env == cel::limits::Environment::MatchConditions;
            cel::admission::declareVariables(
                *celEnv, {!match, true, false, env == cel::limits::Environment::MutatingAdmissionPolicy});
            if (!match)
                celEnv->addVariable("variables", cel::types::dyn());
        }
        for (const auto &[name, file] : vars) {
            auto read = readDocument(file);
            if (!read) {
                fail(read.error().message);
                return ExitError;
            }
            const cel::json::NodeP data = *read;
            std::string n = name.toStdString();
            if (schema && (n == "self" || n == "oldSelf"))
                act.vars[n] = cel::schema::toValue(*data, *schema, resourceRoot);
            else if (!schema && n == "request") // converted as the API server converts an AdmissionRequest
                act.vars[n] = cel::admission::requestValue(*data);
            else if (!schema && n == "namespaceObject")
                act.vars[n] = cel::admission::namespaceValue(*data);
            else
                act.vars[n] = toValue(*data);
            if (!celEnv->findVariable(n))
                celEnv->addVariable(n, cel::types::dyn());
        }
        auto compiled = celEnv->compile(exprText.toStdString());
        std::string value = "null", type = "null", errorJson = "null", runtime = "null", estimated = "null";
        QString errorText;
        std::string textValue;
        int code = ExitOk;
        if (!compiled.ok()) {
            errorText =
                QString::fromStdString(compiled.errors.empty() ? std::string() : compiled.errors[0].format());
            errorJson = R"({"phase":")" + std::string(cel::phaseName(compiled.phase)) + R"(","message":)" +
                        cel::json::quote(errorText.toStdString()) + "}";
            if (compiled.outputType)
                type = cel::json::quote(compiled.outputType->toString());
            code = ExitError;
        } else {
            type = cel::json::quote(compiled.program->outputType()->toString());
            cel::CostRange est = compiled.program->estimateCost();
            estimated = R"({"min":)" + std::to_string(est.min) + R"(,"max":)" + std::to_string(est.max) + "}";
            // The API server refuses a CRD validation rule whose estimated cost
            // exceeds the per-rule limit when the CRD is written.
            if (env == cel::limits::Environment::Crd && est.max > cel::limits::kPerExpressionEstimatedLimit)
                err() << Cli::tr(
                             "warning: the estimated cost %1 exceeds the limit of %2 for one CRD validation "
                             "rule, so the API server would reject this rule; maxItems, maxProperties and "
                             "maxLength in the schema bound it")
                             .arg(QString::number(est.max),
                                  QString::number(cel::limits::kPerExpressionEstimatedLimit))
                      << '\n';
            auto result = compiled.program->evaluate(act, cel::limits::runtimeBudget(env));
            runtime = std::to_string(result.cost);
            if (result.value.isError()) {
                errorText = QString::fromStdString(result.value.asError().message);
                errorJson = R"({"phase":"eval","message":)" + cel::json::quote(errorText.toStdString()) + "}";
                code = ExitError;
            } else {
                value = valueJson(result.value);
                textValue = result.value.debugString();
            }
        }
        if (json) {
            out() << QString::fromStdString(R"({"value":)" + value + R"(,"type":)" + type + R"(,"error":)" +
                                            errorJson + R"(,"runtimeCost":)" + runtime +
                                            R"(,"estimatedCost":)" + estimated + "}")
                  << '\n';
        } else {
            if (errorText.isEmpty())
                out() << QString::fromStdString(textValue) << '\n';
            else
                err() << Cli::tr("error: %1").arg(errorText) << '\n';
            if (type != "null")
                out() << Cli::tr("type: %1").arg(QString::fromStdString(type).remove(QLatin1Char('"')))
                      << '\n';
            if (runtime != "null")
                out() << Cli::tr("runtime cost: %1").arg(QString::fromStdString(runtime)) << '\n';
            if (estimated != "null") {
                auto est = compiled.program->estimateCost();
                out() << Cli::tr("estimated cost: %1 to %2")
                             .arg(QString::number(est.min), QString::number(est.max))
                      << '\n';
            }
        }
        out().flush();
        return code;
    }
};

} // namespace

Command *makeCelCommand(const GlobalOptions &options, QObject *parent) {
    return new CelCommand(options, parent);
}

} // namespace app
