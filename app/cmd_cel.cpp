// mado cel eval: compiles and evaluates one CEL expression the way the API
// server would (Kubernetes environment of a version and rule age, CRD schema
// typing, cost limits) and prints the value, type, error and runtime/estimated
// costs; --explain-cost adds the per-sub-expression breakdown and the schema
// bounds that would make an over-budget rule fit, --check-on-server the
// server's own verdict from a dry-run create. A thin printer over
// models/cel (the playground's units).
#include "app/cli.h"
#include "app/cmd_cel_mutation.h"
#include "cel/json.h"
#include "cel/limits.h"
#include "codecs/fileerror.h"
#include "codecs/json.h"
#include "codecs/yaml.h"
#include "kube/client.h"
#include "kube/inputfile.h"
#include "kube/schema/schemafetch.h"
#include "models/cel/celbinding.h"
#include "models/cel/celeval.h"
#include "models/cel/objectschema.h"
#include "models/cel/sarauthorizer.h"
#include "models/cel/servercheck.h"
#include "models/cel/variables.h"

#include <QFile>

#include <algorithm>

namespace app {

Command *makeCelCrdCommand(const GlobalOptions &options, QObject *parent);

namespace {

using models::celbinding::toNode;

class CelCommand final : public Command {
public:
    using Command::Command;

    void start(const QStringList &args) override {
        setCommandPath(QStringLiteral("cel eval"));
        // A CRD validation rule in its cluster context: app/cmd_cel_crd.cpp.
        if (args.contains(QLatin1String("--crd")) ||
            std::any_of(args.begin(), args.end(),
                        [](const QString &a) { return a.startsWith(QLatin1String("--crd=")); })) {
            Command *crd = makeCelCrdCommand(m_options, this);
            connect(crd, &Command::finished, this, [this](int code) { finish(code); });
            return crd->start(args);
        }
        ArgParser parser;
        parser.option({"--env"})
            .option({"--k8s-version"})
            .option({"--rule"})
            .option({"--schema"})
            .option({"--var"})
            .option({"--object-resource"})
            .option({"--variables"})
            .option({"--variable"})
            .option({"--authorizer"})
            .option({"--user"})
            .option({"--group"})
            .flag({"--explain-cost"})
            .flag({"--check-on-server"})
            .option({"--patch-type"})
            .option({"--object"})
            .flag({"--dry-run"})
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
        const bool envGiven = parser.isSet("--env");
        const QString envName = envGiven ? parser.value("--env") : QStringLiteral("crd");
        const QString version = parser.value("--k8s-version");
        const QString schemaFile = parser.value("--schema");
        const QString output = parser.isSet("--output") ? parser.value("--output") : QStringLiteral("json");
        const QString rule = parser.isSet("--rule") ? parser.value("--rule") : QStringLiteral("new");
        const auto parsedEnv = cel::limits::parseEnvironment(envName.toStdString());
        if (!parsedEnv) {
            usageError(Cli::tr("unknown environment \"%1\" (crd, vap, mutating or map, match)").arg(envName));
            return;
        }
        m_request.environment = *parsedEnv;
        if (!envGiven && schemaFile.isEmpty())
            m_request.environment = cel::limits::Environment::ValidatingAdmissionPolicy;
        if (output != QLatin1String("json") && output != QLatin1String("text")) {
            usageError(Cli::tr("unknown output format \"%1\" (json, text)").arg(output));
            return;
        }
        if (rule != QLatin1String("new") && rule != QLatin1String("stored")) {
            usageError(Cli::tr("unknown rule age \"%1\" (new, stored)").arg(rule));
            return;
        }
        m_request.ruleAge = rule == QLatin1String("new") ? cel::RuleAge::New : cel::RuleAge::Stored;
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
        m_request.serverMinor = minor;
        m_request.expression = words.at(1);
        m_request.explain = parser.isSet("--explain-cost");
        m_json = output == QLatin1String("json");
        if (m_request.environment == cel::limits::Environment::Crd) {
            if (schemaFile.isEmpty()) {
                fail(Cli::tr("--env crd needs --schema FILE"));
                return;
            }
            auto read = readDocument(schemaFile);
            if (!read) {
                fail(read.error().message);
                return;
            }
            m_request.schema = *read;
        }
        for (const QString &v : parser.values("--var")) {
            const qsizetype eq = v.indexOf(QLatin1Char('='));
            if (eq <= 0) {
                usageError(Cli::tr("--var needs NAME=FILE"));
                return;
            }
            auto read = readDocument(v.mid(eq + 1));
            if (!read) {
                fail(read.error().message);
                return;
            }
            m_request.variables[v.left(eq).toStdString()] = *read;
        }
        if (!parseAdmission(parser))
            return;
        m_checkOnServer = parser.isSet("--check-on-server");
        if (!parseMutationOptions(parser))
            return;
        if (!parser.isSet("--object-resource"))
            return run();
        if (m_request.environment != cel::limits::Environment::ValidatingAdmissionPolicy &&
            m_request.environment != cel::limits::Environment::MutatingAdmissionPolicy) {
            usageError(Cli::tr("--object-resource needs --env vap or --env mutating"));
            return;
        }
        // object and oldObject typed from the resource's OpenAPI schema.
        m_client = makeClient();
        if (!m_client)
            return;
        const QString spec = parser.value("--object-resource");
        discover(m_client, [this, spec](const kube::Catalog &catalog) {
            auto resolved = catalog.resolve(spec);
            if (!resolved)
                return fail(resolved.error().message);
            m_resource = *resolved;
            fetchSchema(m_client, m_resource.groupVersion(), [this](const kube::OpenApiDocument &doc) {
                const kube::GroupVersionKind gvk{m_resource.group, m_resource.version, m_resource.kind};
                m_request.objectSchema = models::celplay::objectSchema(doc, gvk);
                m_request.objectKind = models::celplay::kindText(gvk);
                if (!m_request.objectSchema)
                    return fail(Cli::tr("The server's OpenAPI document has no schema for %1.")
                                    .arg(m_request.objectKind));
                if (!m_objectName.isEmpty())
                    return fetchObject();
                run();
            });
        });
    }

private:
    /// --patch-type, --object and --dry-run; false after a usage error.
    bool parseMutationOptions(const ArgParser &parser) {
        using cel::limits::Environment;
        if (parser.isSet("--patch-type")) {
            const auto kind = models::celplay::parsePatchKind(parser.value("--patch-type"));
            if (!kind) {
                usageError(
                    Cli::tr("unknown patch type \"%1\" (json, apply)").arg(parser.value("--patch-type")));
                return false;
            }
            if (m_request.environment != Environment::MutatingAdmissionPolicy) {
                usageError(Cli::tr("--patch-type needs --env map"));
                return false;
            }
            m_request.patchKind = *kind;
        }
        if (parser.isSet("--object")) {
            const QString spec = parser.value("--object");
            if (!parser.isSet("--object-resource")) {
                usageError(Cli::tr("--object needs --object-resource"));
                return false;
            }
            m_objectNamespace =
                spec.contains(QLatin1Char('/')) ? spec.section(QLatin1Char('/'), 0, 0) : QString();
            m_objectName = spec.section(QLatin1Char('/'), -1);
            if (m_objectName.isEmpty()) {
                usageError(Cli::tr("--object needs NAMESPACE/NAME or NAME"));
                return false;
            }
        }
        m_dryRun = parser.isSet("--dry-run");
        if (m_dryRun && (m_objectName.isEmpty() || m_request.patchKind == models::celplay::PatchKind::None)) {
            usageError(Cli::tr("--dry-run needs --patch-type and --object"));
            return false;
        }
        if (auto it = m_request.variables.find("object"); it != m_request.variables.end() && it->second) {
            auto doc = codecs::parseJson(QByteArray::fromStdString(cel::json::write(*it->second)));
            if (doc)
                m_object = *doc;
        }
        return true;
    }

    /// spec.variables (--variables FILE, --variable NAME=EXPR), the
    /// authorizer (--authorizer none|cluster) and request.userInfo (--user,
    /// --group); false after a usage error.
    bool parseAdmission(const ArgParser &parser) {
        using cel::limits::Environment;
        const bool policy = m_request.environment == Environment::ValidatingAdmissionPolicy ||
                            m_request.environment == Environment::MutatingAdmissionPolicy;
        if ((parser.isSet("--variables") || parser.isSet("--variable")) && !policy) {
            usageError(Cli::tr("--variables and --variable need --env vap or --env mutating"));
            return false;
        }
        if (parser.isSet("--variables")) {
            const QString path = parser.value("--variables");
            QFile f(path);
            if (!f.open(QIODevice::ReadOnly)) {
                fail(Cli::tr("cannot read %1: %2").arg(path, mado::fileErrorText(f)));
                return false;
            }
            QString error;
            const auto text = mado::readInputFile(f, path, &error);
            if (!text) {
                fail(error);
                return false;
            }
            auto vars = models::celplay::parseVariables(*text, &error);
            if (!vars) {
                fail(Cli::tr("cannot parse %1: %2").arg(path, error));
                return false;
            }
            m_request.policyVariables = *vars;
        }
        for (const QString &v : parser.values("--variable")) {
            const qsizetype eq = v.indexOf(QLatin1Char('='));
            if (eq <= 0) {
                usageError(Cli::tr("--variable needs NAME=EXPRESSION"));
                return false;
            }
            m_request.policyVariables.push_back({v.left(eq), v.mid(eq + 1)});
        }
        const QString authorizer =
            parser.isSet("--authorizer") ? parser.value("--authorizer") : QStringLiteral("none");
        if (authorizer != QLatin1String("none") && authorizer != QLatin1String("cluster")) {
            usageError(Cli::tr("unknown authorizer \"%1\" (none, cluster)").arg(authorizer));
            return false;
        }
        m_clusterAuthorizer = authorizer == QLatin1String("cluster");
        if (m_clusterAuthorizer && m_request.environment == Environment::Crd) {
            usageError(Cli::tr("--authorizer needs an admission environment (vap, mutating, match)"));
            return false;
        }
        if (m_clusterAuthorizer)
            m_request.authzAnswers = std::make_shared<models::celplay::AuthzAnswers>();
        if (parser.isSet("--user") || parser.isSet("--group")) {
            if (m_request.environment == Environment::Crd) {
                usageError(
                    Cli::tr("--user and --group need an admission environment (vap, mutating, match)"));
                return false;
            }
            cel::authz::UserInfo user;
            auto it = m_request.variables.find("request");
            if (it != m_request.variables.end() && it->second)
                user = models::celplay::userOfRequest(*it->second);
            if (parser.isSet("--user"))
                user.name = parser.value("--user").toStdString();
            if (parser.isSet("--group")) {
                user.groups.clear();
                for (const QString &g : parser.values("--group"))
                    user.groups.push_back(g.toStdString());
            }
            m_request.variables["request"] = models::celplay::requestWithUser(
                it != m_request.variables.end() ? it->second : nullptr, user);
        }
        return true;
    }

    /// Reads the --object from the server; it becomes `object` (unless --var gives one).
    void fetchObject() {
        kube::Call *call = m_client->get(m_resource.path(m_objectNamespace, m_objectName));
        connect(call, &kube::Call::finished, this, [this, call] {
            call->deleteLater();
            const kube::CallResult &r = call->result();
            if (!r)
                return fail(r.error().userMessage());
            auto doc = codecs::parseJson(r->body);
            if (!doc)
                return fail(doc.error().message);
            if (m_object.isUndefined()) {
                m_object = *doc;
                m_request.variables["object"] = toNode(*doc);
            }
            run();
        });
    }

    /// The server preview of the produced patch (--dry-run), then the output.
    void dryRun(const models::celplay::EvalOutcome &o) {
        models::celplay::MutationDryRunRequest req;
        req.kind = m_request.patchKind;
        req.path = m_resource.path(m_objectNamespace, m_objectName);
        req.patch = o.patch.patch;
        req.schema = m_request.objectSchema;
        auto *run = models::celplay::MutationDryRun::start(m_client, req);
        connect(run, &models::celplay::MutationDryRun::finished, this, [this, run] {
            run->deleteLater();
            const auto &r = run->result();
            if (!r) {
                m_jsonOut.insert(QLatin1String("dryRunError"), r.error().message);
                if (m_json)
                    printJson();
                else
                    err() << Cli::tr("server dry run failed: %1").arg(r.error().message) << '\n';
                return finish(ExitError);
            }
            if (m_json) {
                m_jsonOut.insert(QLatin1String("dryRun"), app::celmut::dryRunJson(*r));
                printJson();
            } else {
                out() << app::celmut::dryRunReport(*r);
                out().flush();
            }
            finish(r->local.ok && r->agree ? m_code : ExitError);
        });
    }

    void printJson() {
        out() << QString::fromUtf8(codecs::toJson(m_jsonOut, codecs::JsonStyle::Compact)) << '\n';
        out().flush();
    }

    /// Evaluates and prints; then the server check when asked.
    void run() {
        auto outcome = models::celplay::evaluate(m_request);
        // The authorizer's checks the cluster has not answered yet: ask it
        // with SubjectAccessReviews, then evaluate again with the answers.
        const auto pending = models::celplay::pendingChecks(outcome.authzChecks);
        if (m_clusterAuthorizer && !pending.empty() && m_authzRounds < models::celplay::kMaxAuthzRounds) {
            ++m_authzRounds;
            if (!m_client)
                m_client = makeClient();
            if (!m_client)
                return;
            auto *resolve = models::celplay::SarResolve::start(m_client, pending);
            connect(resolve, &models::celplay::SarResolve::finished, this, [this, resolve] {
                resolve->deleteLater();
                if (!resolve->result())
                    return fail(resolve->result().error().userMessage());
                auto answers = std::make_shared<models::celplay::AuthzAnswers>(*m_request.authzAnswers);
                for (const auto &[key, decision] : *resolve->result())
                    (*answers)[key] = decision;
                m_request.authzAnswers = answers;
                run();
            });
            return;
        }
        const int code = printOutcome(outcome);
        if (m_request.patchKind != models::celplay::PatchKind::None) {
            if (m_dryRun && outcome.patch.ok) {
                m_code = code;
                return dryRun(outcome);
            }
            if (m_json)
                printJson();
            return finish(code);
        }
        if (!m_checkOnServer)
            return finish(code);
        m_code = code;
        checkOnServer();
    }

    /// A YAML or JSON file as the engine's JSON tree, or why it cannot be read.
    static mado::Result<cel::json::NodeP> readDocument(const QString &path) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return mado::Error{Cli::tr("cannot read %1: %2").arg(path, mado::fileErrorText(f))};
        QString tooLarge;
        const auto text = mado::readInputFile(f, path, &tooLarge);
        if (!text)
            return mado::Error{tooLarge};
        auto doc = codecs::parseYaml(*text);
        if (!doc)
            return mado::Error{Cli::tr("cannot parse %1: %2").arg(path, doc.error().message)};
        return toNode(*doc);
    }

    static QString range(cel::CostRange r) {
        return r.min == r.max ? QString::number(r.min)
                              : Cli::tr("%1 to %2").arg(QString::number(r.min), QString::number(r.max));
    }

    int printOutcome(const models::celplay::EvalOutcome &o) {
        using cel::limits::Environment;
        // The API server refuses a CRD validation rule whose estimated cost
        // exceeds the per-rule limit when the CRD is written.
        if (o.compiled && m_request.environment == Environment::Crd &&
            o.estimated.max > cel::limits::kPerExpressionEstimatedLimit)
            err() << Cli::tr("warning: the estimated cost %1 exceeds the limit of %2 for one CRD validation "
                             "rule, so the API server would reject this rule; maxItems, maxProperties and "
                             "maxLength in the schema bound it")
                         .arg(QString::number(o.estimated.max),
                              QString::number(cel::limits::kPerExpressionEstimatedLimit))
                  << '\n';
        const bool failed = !o.compiled || !o.error.isEmpty();
        const bool patching = m_request.patchKind != models::celplay::PatchKind::None;
        const bool patchFailed = patching && o.evaluated && o.error.isEmpty() && !o.patch.ok;
        if (m_json && patching) {
            // One JSON object: the evaluation, the patch, and later the dry run.
            auto doc = codecs::parseJson(
                QByteArray::fromStdString(models::celplay::outcomeJson(o, m_request.explain)));
            m_jsonOut = doc ? doc->toMap() : QCborMap();
            app::celmut::addPatchJson(m_jsonOut, o, m_request.patchKind, m_object,
                                      m_request.objectSchema.get());
            return failed || patchFailed ? ExitError : ExitOk;
        }
        if (m_json) {
            out() << QString::fromStdString(models::celplay::outcomeJson(o, m_request.explain)) << '\n';
            out().flush();
            return failed ? ExitError : ExitOk;
        }
        if (!o.compiled) {
            for (const auto &d : o.diagnostics)
                err() << Cli::tr("error: %1")
                             .arg(d.line > 0
                                      ? QStringLiteral("%1:%2: %3").arg(d.line).arg(d.column).arg(d.message)
                                      : d.message)
                      << '\n';
        } else if (!o.error.isEmpty()) {
            err() << Cli::tr("error: %1").arg(o.error) << '\n';
            printTypeErrors(o);
        } else {
            printTypeErrors(o);
            out() << o.valueText << '\n';
            if (patching)
                out() << app::celmut::patchReport(o, m_request.patchKind, m_object,
                                                  m_request.objectSchema.get());
        }
        if (!o.type.isEmpty())
            out() << Cli::tr("type: %1").arg(o.type) << '\n';
        if (o.evaluated)
            out() << Cli::tr("runtime cost: %1").arg(QString::number(o.runtimeCost)) << '\n';
        printAdmission(o);
        if (o.compiled)
            out() << Cli::tr("estimated cost: %1 to %2")
                         .arg(QString::number(o.estimated.min), QString::number(o.estimated.max))
                  << '\n';
        if (m_request.explain && o.compiled) {
            for (const QString &n : o.notes)
                out() << Cli::tr("note: %1").arg(n) << '\n';
            out() << Cli::tr("cost by sub-expression (runtime; share of the estimate; runs):") << '\n';
            for (const auto &row : o.rows) {
                const QString est = row.estimatedMin == row.estimatedMax
                                        ? QString::number(row.estimatedMax, 'g', 20)
                                        : Cli::tr("%1 to %2")
                                              .arg(QString::number(row.estimatedMin, 'g', 20),
                                                   QString::number(row.estimatedMax, 'g', 20));
                out() << QStringLiteral("  %1  %2  %3  ×%4  %5\n")
                             .arg(QString::number(row.runtime), 8)
                             .arg(est, 24)
                             .arg(row.kind, -22)
                             .arg(range(row.iterations), -12)
                             .arg(row.text);
            }
            for (const auto &h : o.hints) {
                if (!h.together.empty()) {
                    QStringList nodes;
                    for (const auto &[path, keyword] : h.together)
                        nodes << (path.isEmpty() ? QStringLiteral("self") : path) + QLatin1Char(' ') +
                                     keyword;
                    out()
                        << Cli::tr(
                               "hint: no single bound is enough; %1 on each of %2 keeps the estimate within "
                               "the limit (estimate %3)")
                               .arg(QString::number(h.suggested), nodes.join(QStringLiteral(", ")),
                                    range(h.estimateWithBound))
                        << '\n';
                    continue;
                }
                if (h.suggested > 0)
                    out() << Cli::tr("hint: %1 is unbounded; %2: %3 keeps the estimate within the limit "
                                     "(estimate %4)")
                                 .arg(h.path.isEmpty() ? QStringLiteral("self") : h.path, h.keyword,
                                      QString::number(h.suggested), range(h.estimateWithBound))
                          << '\n';
                else
                    out() << Cli::tr("hint: %1 is unbounded; even %2: 1 leaves the estimate at %3")
                                 .arg(h.path.isEmpty() ? QStringLiteral("self") : h.path, h.keyword,
                                      range(h.estimateWithOne))
                          << '\n';
            }
        }
        out().flush();
        return failed || patchFailed ? ExitError : ExitOk;
    }

    /// The variables (value or error, cost) and the authorizer's checks.
    void printAdmission(const models::celplay::EvalOutcome &o) {
        for (const auto &v : o.policyVariables) {
            QString state;
            if (!v.compiled) {
                QStringList errors;
                for (const auto &e : v.errors)
                    errors << (e.line > 0
                                   ? QStringLiteral("%1:%2: %3").arg(e.line).arg(e.column).arg(e.message)
                                   : e.message);
                state = Cli::tr("does not compile: %1").arg(errors.join(QStringLiteral("; ")));
            } else if (!v.evaluated) {
                state = Cli::tr("not evaluated (not used)");
            } else if (!v.error.isEmpty()) {
                state = Cli::tr("error: %1").arg(v.error);
            } else {
                state = Cli::tr("%1 (runtime cost %2)")
                            .arg(QString::fromStdString(v.valueJson), QString::number(v.runtimeCost));
            }
            out() << Cli::tr("variable %1 (%2): %3")
                         .arg(v.name, v.type.isEmpty() ? v.declaredType : v.type, state)
                  << '\n';
        }
        if (!o.policyVariables.empty())
            out() << Cli::tr("variables' runtime cost: %1").arg(QString::number(o.variablesCost)) << '\n';
        for (const auto &c : o.authzChecks) {
            QString answer = models::celplay::verdictText(c.decision);
            if (c.offline)
                answer = Cli::tr("%1 (no cluster connection)").arg(answer);
            if (!c.decision.reason.empty())
                answer += QStringLiteral(": ") + QString::fromStdString(c.decision.reason);
            if (c.decision.error)
                answer += QStringLiteral(" [") + QString::fromStdString(*c.decision.error) + QLatin1Char(']');
            out() << Cli::tr("authorizer check as %1: %2 -> %3")
                         .arg(QString::fromStdString(c.attributes.user.name),
                              models::celplay::describeCheck(c.attributes), answer)
                  << '\n';
        }
    }

    void printTypeErrors(const models::celplay::EvalOutcome &o) {
        for (const auto &d : o.typeErrors)
            err() << Cli::tr("type error (%1): %2")
                         .arg(m_request.objectKind,
                              d.line > 0
                                  ? QStringLiteral("%1:%2: %3").arg(d.line).arg(d.column).arg(d.message)
                                  : d.message)
                  << '\n';
    }

    void checkOnServer() {
        using cel::limits::Environment;
        if (m_request.environment != Environment::Crd &&
            m_request.environment != Environment::ValidatingAdmissionPolicy)
            return fail(Cli::tr("--check-on-server needs --env crd or --env vap"));
        if (!m_client)
            m_client = makeClient();
        if (!m_client)
            return;
        models::celplay::ServerCheckRequest req;
        req.expression = m_request.expression;
        req.environment = m_request.environment;
        req.schema = m_request.schema;
        if (m_request.objectSchema) {
            req.objectGroup = m_resource.group;
            req.objectVersion = m_resource.version;
            req.objectResource = m_resource.name;
            req.objectKind = m_request.objectKind;
            req.objectSchema = m_request.objectSchema;
        }
        const models::celplay::Verdict local = models::celplay::localVerdict(req, m_request.serverMinor);
        auto *check = models::celplay::ServerCheck::start(m_client, req);
        connect(check, &models::celplay::ServerCheck::finished, this, [this, check, local] {
            check->deleteLater();
            const auto &r = check->result();
            if (!r)
                return fail(r.error().userMessage());
            const models::celplay::Verdict &server = *r;
            const bool agree = server.accepted == local.accepted &&
                               (!server.typeChecked || server.warnings.isEmpty() == local.warnings.isEmpty());
            if (m_json) {
                auto list = [](const QStringList &l) {
                    std::string s = "[";
                    for (qsizetype i = 0; i < l.size(); ++i)
                        s += (i ? "," : "") + cel::json::quote(l.at(i).toStdString());
                    return s + "]";
                };
                out() << QString::fromStdString(
                             R"({"serverCheck":{"server":{"accepted":)" +
                             std::string(server.accepted ? "true" : "false") + R"(,"reasons":)" +
                             list(server.reasons) + R"(},"mado":{"accepted":)" +
                             (local.accepted ? "true" : "false") + R"(,"reasons":)" + list(local.reasons) +
                             R"(},"agree":)" + (agree ? "true" : "false") + "}}")
                      << '\n';
            } else {
                out() << (server.accepted ? Cli::tr("server: accepted") : Cli::tr("server: rejected"))
                      << '\n';
                for (const QString &s : server.reasons)
                    out() << "  " << s << '\n';
                for (const QString &s : server.warnings)
                    out() << "  " << Cli::tr("type-check warning: %1").arg(s) << '\n';
                out() << (local.accepted ? Cli::tr("Mado: accepted") : Cli::tr("Mado: rejected")) << '\n';
                for (const QString &s : local.reasons)
                    out() << "  " << s << '\n';
                for (const QString &s : local.warnings)
                    out() << "  " << Cli::tr("type-check warning: %1").arg(s) << '\n';
                if (!agree)
                    out() << Cli::tr("The verdicts differ.") << '\n';
            }
            out().flush();
            finish(m_code);
        });
    }

    models::celplay::EvalRequest m_request;
    bool m_json = true;
    bool m_checkOnServer = false;
    kube::ApiResource m_resource; ///< --object-resource, resolved
    int m_code = ExitOk;
    kube::Client *m_client = nullptr;
    QString m_objectNamespace, m_objectName; ///< --object
    QCborValue m_object;                     ///< the object the patch applies to (--object or --var object=)
    bool m_dryRun = false;
    QCborMap m_jsonOut;               ///< -o json with --patch-type: printed once, after the dry run
    bool m_clusterAuthorizer = false; ///< --authorizer cluster
    int m_authzRounds = 0;
};

} // namespace

Command *makeCelCommand(const GlobalOptions &options, QObject *parent) {
    return new CelCommand(options, parent);
}

} // namespace app
