// mado cel eval --crd NAME: a CRD validation rule in its context on the
// cluster. The CRD is read from the server; the rule is the one stored at a
// schema node (--node, --rule-index) or the expression given; self is that
// node's value in a live object (every element under arrays and maps), oldSelf
// the same object or a YAML file; messageExpression runs as the server runs it
// when the rule fails; all the CRD's rules of the object are costed against the
// per-call budget. --over-live runs the rule over every live object (or a
// sample) and prints the cost distribution and the failures. A thin printer
// over models/cel/crdrules.h and liverun.h (what the playground's CRD panel uses).
#include "app/cli.h"
#include "cel/json.h"
#include "cel/limits.h"
#include "codecs/fileerror.h"
#include "codecs/yaml.h"
#include "kube/inputfile.h"
#include "models/cel/celbinding.h"
#include "models/cel/crdrules.h"
#include "models/cel/liverun.h"

#include <QFile>

#include <algorithm>

namespace app {

namespace {

using namespace models::celplay;
using cel::json::NodeP;
using cel::json::quote;

std::string statsJson(const CostStats &s) {
    std::string h = "[";
    for (std::size_t i = 0; i < s.counts.size(); ++i)
        h += (i ? "," : "") + std::string(R"({"from":)") + std::to_string(s.edges[i]) + R"(,"to":)" +
             std::to_string(s.edges[i + 1]) + R"(,"count":)" + std::to_string(s.counts[i]) + "}";
    return R"({"count":)" + std::to_string(s.count) + R"(,"min":)" + std::to_string(s.min) + R"(,"median":)" +
           std::to_string(s.median) + R"(,"p90":)" + std::to_string(s.p90) + R"(,"max":)" +
           std::to_string(s.max) + R"(,"histogram":)" + h + "]}";
}

std::string diagnosticsJson(const std::vector<Diagnostic> &d) {
    std::string s = "[";
    for (std::size_t i = 0; i < d.size(); ++i)
        s += (i ? "," : "") + std::string(R"({"line":)") + std::to_string(d[i].line) + R"(,"column":)" +
             std::to_string(d[i].column) + R"(,"message":)" + quote(d[i].message.toStdString()) + "}";
    return s + "]";
}

const char *outcomeName(MessageOutcome o) {
    switch (o) {
    case MessageOutcome::Used:
        return "used";
    case MessageOutcome::Fallback:
        return "fallback";
    case MessageOutcome::OverBudget:
        return "overBudget";
    case MessageOutcome::None:
        break;
    }
    return "none";
}

class CelCrdCommand final : public Command {
public:
    using Command::Command;

    void start(const QStringList &args) override {
        setCommandPath(QStringLiteral("cel eval"));
        ArgParser parser;
        parser.option({"--crd"})
            .option({"--crd-version"})
            .option({"--node"})
            .option({"--rule-index"})
            .option({"--self-object"})
            .option({"--old-self"})
            .option({"--message-expression"})
            .flag({"--over-live"})
            .option({"--sample"})
            .option({"--seed"})
            .option({"--k8s-version"})
            .option({"--rule"})
            .option({"-o", "--output"});
        if (!parseArgs(parser, args))
            return;
        const QStringList &words = parser.positionals();
        if (words.isEmpty() || words.first() != QLatin1String("eval"))
            return usageError(Cli::tr("cel needs a subcommand: eval"));
        if (words.size() > 2)
            return usageError(Cli::tr("unexpected argument \"%1\"").arg(words.at(2)));
        if (words.size() == 2)
            m_expression = words.at(1);
        m_crdName = parser.value("--crd");
        m_versionName = parser.value("--crd-version");
        m_nodePath = parser.value("--node");
        if (m_nodePath.isNull())
            return usageError(Cli::tr("--crd needs --node PATH (\"\" for the root, e.g. spec.items[*])"));
        m_nodePath.replace(QStringLiteral("[]"), QStringLiteral("[*]"))
            .replace(QStringLiteral("{}"), QStringLiteral("{*}"));
        if (m_nodePath == QLatin1String("self") || m_nodePath == QLatin1String("."))
            m_nodePath.clear();
        bool ok = true;
        if (parser.isSet("--rule-index")) {
            m_ruleIndex = parser.value("--rule-index").toInt(&ok);
            if (!ok || m_ruleIndex < 0)
                return usageError(Cli::tr("--rule-index needs a number from 0"));
        }
        m_selfObject = parser.value("--self-object");
        m_messageExpression = parser.value("--message-expression");
        m_messageGiven = parser.isSet("--message-expression");
        m_overLive = parser.isSet("--over-live");
        if (parser.isSet("--sample")) {
            m_sample = parser.value("--sample").toInt(&ok);
            if (!ok || m_sample < 1)
                return usageError(Cli::tr("--sample needs a number from 1"));
        }
        if (parser.isSet("--seed")) {
            m_seed = parser.value("--seed").toUInt(&ok);
            if (!ok)
                return usageError(Cli::tr("--seed needs a number"));
        }
        if (!m_overLive && m_selfObject.isEmpty())
            return usageError(Cli::tr("--crd needs --self-object NAMESPACE/NAME or --over-live"));
        if (m_overLive && !m_selfObject.isEmpty())
            return usageError(Cli::tr("--self-object and --over-live exclude each other"));
        if (!m_overLive && parser.isSet("--sample"))
            return usageError(Cli::tr("--sample needs --over-live"));
        const QString output = parser.isSet("--output") ? parser.value("--output") : QStringLiteral("json");
        if (output != QLatin1String("json") && output != QLatin1String("text"))
            return usageError(Cli::tr("unknown output format \"%1\" (json, text)").arg(output));
        m_json = output == QLatin1String("json");
        const QString rule = parser.isSet("--rule") ? parser.value("--rule") : QStringLiteral("stored");
        if (rule != QLatin1String("new") && rule != QLatin1String("stored"))
            return usageError(Cli::tr("unknown rule age \"%1\" (new, stored)").arg(rule));
        m_age = rule == QLatin1String("new") ? cel::RuleAge::New : cel::RuleAge::Stored;
        if (parser.isSet("--k8s-version")) {
            const QString version = parser.value("--k8s-version");
            QString v = version.startsWith(QLatin1Char('v')) ? version.mid(1) : version;
            ok = false;
            if (v.startsWith(QLatin1String("1.")))
                m_minor = v.mid(2).section(QLatin1Char('.'), 0, 0).toInt(&ok);
            if (!ok || m_minor < 27 || m_minor > 37)
                return usageError(
                    Cli::tr("unsupported Kubernetes version \"%1\" (1.27 to 1.37)").arg(version));
        }
        if (parser.isSet("--old-self")) {
            QFile f(parser.value("--old-self"));
            if (!f.open(QIODevice::ReadOnly))
                return fail(Cli::tr("cannot read %1: %2").arg(f.fileName(), mado::fileErrorText(f)));
            QString tooLarge;
            const auto text = mado::readInputFile(f, f.fileName(), &tooLarge);
            if (!text)
                return fail(tooLarge);
            auto doc = codecs::parseYaml(*text);
            if (!doc)
                return fail(Cli::tr("cannot parse %1: %2").arg(f.fileName(), doc.error().message));
            m_oldSelf = models::celbinding::toNode(*doc);
        }
        m_client = makeClient();
        if (!m_client)
            return;
        auto *call = m_client->get(
            QStringLiteral("/apis/apiextensions.k8s.io/v1/customresourcedefinitions/%1").arg(m_crdName));
        connect(call, &kube::Call::finished, this, [this, call] {
            call->deleteLater();
            const auto &r = call->result();
            if (!r)
                return fail(r.error().userMessage());
            auto doc = cel::json::parse(std::string_view(r->body.constData(), std::size_t(r->body.size())));
            if (!doc)
                return fail(QString::fromStdString(doc.error()));
            auto crd = parseCrd(**doc);
            if (!crd)
                return fail(crd.error().message);
            m_crd = *crd;
            choose();
        });
    }

private:
    /// Picks the version, node and rule; then evaluates.
    void choose() {
        if (m_versionName.isEmpty())
            for (const auto &v : m_crd.versions)
                if (v.storage)
                    m_versionName = v.name;
        const CrdVersion *version = m_crd.version(m_versionName);
        if (!version)
            return fail(
                Cli::tr("The CustomResourceDefinition %1 has no version %2.").arg(m_crd.name, m_versionName));
        const CrdNode *node = version->node(m_nodePath);
        if (!node) {
            QStringList withRules;
            for (const auto &n : version->nodes)
                if (!n.rules.empty())
                    withRules << (n.path.isEmpty() ? QStringLiteral("\"\"") : n.path);
            return fail(
                Cli::tr("The schema of %1 %2 has no node %3; nodes with rules: %4")
                    .arg(m_crd.name, m_versionName, m_nodePath, withRules.join(QStringLiteral(", "))));
        }
        const int count = int(node->rules.size());
        if (m_expression.isEmpty() && m_ruleIndex >= count)
            return fail(
                count == 0
                    ? Cli::tr("The node %1 has no validation rules; give the rule as EXPR.").arg(m_nodePath)
                    : Cli::tr("The node %1 has %n rule(s); --rule-index goes from 0.", nullptr, count)
                          .arg(m_nodePath));
        if (m_ruleIndex > count)
            m_ruleIndex = count;
        CrdRule rule = m_ruleIndex < count ? node->rules[std::size_t(m_ruleIndex)] : CrdRule{};
        if (!m_expression.isEmpty())
            rule.rule = m_expression;
        if (m_messageGiven)
            rule.messageExpression = m_messageExpression;
        m_rule = rule;
        m_version = withRule(*version, m_nodePath, m_ruleIndex, rule);
        const CompiledRule compiled = compileRule(rule, *m_version.node(m_nodePath), m_minor, m_age);
        if (!compiled.program || (!rule.messageExpression.isEmpty() && !compiled.message))
            return printCompileErrors(compiled);
        m_compiled = compiled;
        // The API server refuses a CRD whose rule or messageExpression is estimated over the limit.
        if (compiled.estimate.max > cel::limits::kPerExpressionEstimatedLimit)
            err() << Cli::tr("warning: the estimated cost %1 of the rule exceeds the limit of %2 for one "
                             "expression, so the API server would reject the CRD")
                         .arg(QString::number(compiled.estimate.max),
                              QString::number(cel::limits::kPerExpressionEstimatedLimit))
                  << '\n';
        if (compiled.message && compiled.messageEstimate.max > cel::limits::kPerExpressionEstimatedLimit)
            err()
                << Cli::tr(
                       "warning: the estimated cost %1 of messageExpression exceeds the limit of %2 for one "
                       "expression, so the API server would reject the CRD")
                       .arg(QString::number(compiled.messageEstimate.max),
                            QString::number(cel::limits::kPerExpressionEstimatedLimit))
                << '\n';
        if (m_overLive)
            return runOverLive();
        const QString ns = m_selfObject.contains(QLatin1Char('/'))
                               ? m_selfObject.section(QLatin1Char('/'), 0, 0)
                               : QString();
        const QString name = m_selfObject.section(QLatin1Char('/'), -1);
        if (m_crd.namespaced && ns.isEmpty())
            return usageError(
                Cli::tr("%1 is namespaced: --self-object needs NAMESPACE/NAME").arg(m_crd.kind));
        if (!checkPathSegments(ns, name))
            return;
        auto *call = m_client->get(m_crd.objectPath(m_versionName, ns, name));
        connect(call, &kube::Call::finished, this, [this, call] {
            call->deleteLater();
            const auto &r = call->result();
            if (!r)
                return fail(r.error().userMessage());
            auto doc = cel::json::parse(std::string_view(r->body.constData(), std::size_t(r->body.size())));
            if (!doc)
                return fail(QString::fromStdString(doc.error()));
            printObject(*doc);
        });
    }

    void printCompileErrors(const CompiledRule &c) {
        if (m_json) {
            out() << QString::fromStdString(R"({"compiled":false,"ruleErrors":)" +
                                            diagnosticsJson(c.ruleErrors) + R"(,"messageExpressionErrors":)" +
                                            diagnosticsJson(c.messageErrors) + "}")
                  << '\n';
        } else {
            for (const auto &d : c.ruleErrors)
                err() << Cli::tr("error: %1")
                             .arg(d.line > 0
                                      ? QStringLiteral("%1:%2: %3").arg(d.line).arg(d.column).arg(d.message)
                                      : d.message)
                      << '\n';
            for (const auto &d : c.messageErrors)
                err() << Cli::tr("messageExpression error: %1")
                             .arg(d.line > 0
                                      ? QStringLiteral("%1:%2: %3").arg(d.line).arg(d.column).arg(d.message)
                                      : d.message)
                      << '\n';
        }
        out().flush();
        finish(ExitError);
    }

    void printObject(const NodeP &object) {
        const NodeP old = m_oldSelf ? m_oldSelf : object;
        const CompiledRuleSet set = compileRules(m_version, m_minor, m_age);
        const ObjectRun run = runObject(set, m_nodePath, m_ruleIndex, object, old);
        if (m_json) {
            std::string runs = "[";
            for (std::size_t i = 0; i < run.chosen.size(); ++i) {
                const RuleRun &r = run.chosen[i];
                runs += (i ? "," : "") + std::string(R"({"path":)") + quote(r.path.toStdString()) +
                        R"(,"skipped":)" + (r.skipped ? "true" : "false") + R"(,"passed":)" +
                        (r.passed ? "true" : "false") + R"(,"error":)" + quote(r.error.toStdString()) +
                        R"(,"cost":)" + std::to_string(r.cost) + R"(,"messageExpression":{"outcome":")" +
                        outcomeName(r.messageOutcome) + R"(","cost":)" + std::to_string(r.messageCost) +
                        R"(,"error":)" + quote(r.messageError.toStdString()) + R"(},"message":)" +
                        quote(r.message.toStdString()) + "}";
            }
            runs += "]";
            std::string messages = "[";
            for (qsizetype i = 0; i < run.messages.size(); ++i)
                messages += (i ? "," : "") + quote(run.messages.at(i).toStdString());
            messages += "]";
            out() << QString::fromStdString(
                         R"({"crd":)" + quote(m_crd.name.toStdString()) + R"(,"version":)" +
                         quote(m_versionName.toStdString()) + R"(,"node":)" +
                         quote(m_nodePath.toStdString()) + R"(,"rule":)" + quote(m_rule.rule.toStdString()) +
                         R"(,"messageExpression":)" + quote(m_rule.messageExpression.toStdString()) +
                         R"(,"estimatedCost":{"min":)" + std::to_string(m_compiled.estimate.min) +
                         R"(,"max":)" + std::to_string(m_compiled.estimate.max) +
                         R"(},"messageExpressionEstimatedCost":{"min":)" +
                         std::to_string(m_compiled.messageEstimate.min) + R"(,"max":)" +
                         std::to_string(m_compiled.messageEstimate.max) + R"(},"runs":)" + runs +
                         R"(,"failed":)" + (run.chosenFailed ? "true" : "false") + R"(,"ruleCost":)" +
                         std::to_string(run.chosenCost) + R"(,"objectCost":)" +
                         std::to_string(run.totalCost) + R"(,"objectBudget":)" +
                         std::to_string(cel::limits::kCrdValidationRuntimeBudget) + R"(,"budgetExceeded":)" +
                         (run.budgetExceeded ? "true" : "false") + R"(,"objectMessages":)" + messages + "}")
                  << '\n';
            out().flush();
            return finish(ExitOk);
        }
        out() << Cli::tr("rule: %1").arg(m_rule.rule) << '\n';
        out() << Cli::tr("estimated cost: %1 to %2")
                     .arg(QString::number(m_compiled.estimate.min), QString::number(m_compiled.estimate.max))
              << '\n';
        if (m_compiled.message)
            out() << Cli::tr("messageExpression estimated cost: %1 to %2")
                         .arg(QString::number(m_compiled.messageEstimate.min),
                              QString::number(m_compiled.messageEstimate.max))
                  << '\n';
        if (run.chosen.empty())
            out() << Cli::tr("The object has no value at %1; the rule does not run.")
                         .arg(m_nodePath.isEmpty() ? QStringLiteral("self") : m_nodePath)
                  << '\n';
        for (const RuleRun &r : run.chosen) {
            const QString where = r.path.isEmpty() ? QStringLiteral("self") : r.path;
            if (r.skipped)
                out() << Cli::tr("%1: skipped (a transition rule without an old value)").arg(where) << '\n';
            else if (r.passed)
                out() << Cli::tr("%1: passed, cost %2").arg(where, QString::number(r.cost)) << '\n';
            else
                out() << Cli::tr("%1: failed, cost %2: %3").arg(where, QString::number(r.cost), r.message)
                      << '\n';
            if (r.messageOutcome == MessageOutcome::Used)
                out() << "  " << Cli::tr("messageExpression used, cost %1").arg(r.messageCost) << '\n';
            else if (r.messageOutcome != MessageOutcome::None)
                out() << "  "
                      << Cli::tr("messageExpression not used, cost %1: %2")
                             .arg(QString::number(r.messageCost), r.messageError)
                      << '\n';
        }
        out() << Cli::tr("all rules of the object: cost %1 of the per-call budget %2")
                     .arg(QString::number(run.totalCost),
                          QString::number(cel::limits::kCrdValidationRuntimeBudget))
              << '\n';
        if (run.budgetExceeded)
            out() << Cli::tr("The budget runs out: the API server rejects a write of this object.") << '\n';
        out().flush();
        finish(ExitOk);
    }

    void runOverLive() {
        LiveRunRequest req;
        req.crd = m_crd;
        req.version = m_versionName;
        req.nodePath = m_nodePath;
        req.ruleIndex = m_ruleIndex;
        req.rule = m_rule;
        req.sample = m_sample;
        req.seed = m_seed;
        req.serverMinor = m_minor;
        req.ruleAge = m_age;
        auto *run = LiveRun::start(m_client, req);
        connect(run, &LiveRun::finished, this, [this, run] {
            run->deleteLater();
            const auto &r = run->result();
            if (!r)
                return fail(r.error().userMessage());
            printLive(*r);
        });
    }

    void printLive(const LiveRunResult &r) {
        std::vector<const LiveObject *> closest;
        for (const auto &o : r.objects)
            closest.push_back(&o);
        std::sort(closest.begin(), closest.end(),
                  [](const LiveObject *a, const LiveObject *b) { return a->totalCost > b->totalCost; });
        closest.resize(std::min<std::size_t>(closest.size(), 5));
        if (m_json) {
            auto obj = [](const LiveObject &o) {
                return R"({"namespace":)" + quote(o.namespace_.toStdString()) + R"(,"name":)" +
                       quote(o.name.toStdString()) + R"(,"failed":)" + (o.failed ? "true" : "false") +
                       R"(,"message":)" + quote(o.message.toStdString()) + R"(,"instances":)" +
                       std::to_string(o.instances) + R"(,"ruleCost":)" + std::to_string(o.ruleCost) +
                       R"(,"objectCost":)" + std::to_string(o.totalCost) + R"(,"budgetExceeded":)" +
                       (o.budgetExceeded ? "true" : "false") + "}";
            };
            std::string objects = "[", failures = "[", near = "[";
            bool first = true, firstF = true;
            for (const auto &o : r.objects) {
                objects += (first ? "" : ",") + obj(o);
                first = false;
                if (o.failed) {
                    failures += (firstF ? "" : ",") + obj(o);
                    firstF = false;
                }
            }
            for (std::size_t i = 0; i < closest.size(); ++i)
                near += (i ? "," : "") + obj(*closest[i]);
            out() << QString::fromStdString(
                         R"({"crd":)" + quote(m_crd.name.toStdString()) + R"(,"version":)" +
                         quote(m_versionName.toStdString()) + R"(,"node":)" +
                         quote(m_nodePath.toStdString()) + R"(,"rule":)" + quote(m_rule.rule.toStdString()) +
                         R"(,"listed":)" + std::to_string(r.listed) + R"(,"evaluated":)" +
                         std::to_string(r.objects.size()) + R"(,"failed":)" + std::to_string(r.failed) +
                         R"(,"ruleCost":)" + statsJson(r.ruleCost) + R"(,"objectCost":)" +
                         statsJson(r.totalCost) + R"(,"objectBudget":)" +
                         std::to_string(cel::limits::kCrdValidationRuntimeBudget) + R"(,"failures":)" +
                         failures + R"(],"closestToLimit":)" + near + R"(],"objects":)" + objects + "]}")
                  << '\n';
            out().flush();
            return finish(ExitOk);
        }
        out() << Cli::tr("%n object(s) listed", nullptr, r.listed) << ", "
              << Cli::tr("%n evaluated", nullptr, int(r.objects.size())) << ", "
              << Cli::tr("%n failed", nullptr, r.failed) << '\n';
        auto stats = [](const CostStats &s) {
            return Cli::tr("min %1, median %2, p90 %3, max %4")
                .arg(QString::number(s.min), QString::number(s.median), QString::number(s.p90),
                     QString::number(s.max));
        };
        out() << Cli::tr("rule cost: %1").arg(stats(r.ruleCost)) << '\n';
        int most = 1;
        for (int c : r.ruleCost.counts)
            most = std::max(most, c);
        for (std::size_t i = 0; i < r.ruleCost.counts.size(); ++i)
            out() << QStringLiteral("  %1 – %2  %3 %4\n")
                         .arg(r.ruleCost.edges[i], 10)
                         .arg(r.ruleCost.edges[i + 1] - 1, -10)
                         .arg(
                             QString(std::max(r.ruleCost.counts[i] ? 1 : 0, r.ruleCost.counts[i] * 40 / most),
                                     QLatin1Char('#')),
                             -40)
                         .arg(r.ruleCost.counts[i]);
        out() << Cli::tr("all rules per object: %1 (budget %2)")
                     .arg(stats(r.totalCost), QString::number(cel::limits::kCrdValidationRuntimeBudget))
              << '\n';
        if (r.failed > 0) {
            out() << Cli::tr("failures:") << '\n';
            for (const auto &o : r.objects)
                if (o.failed)
                    out() << "  "
                          << (o.namespace_.isEmpty() ? o.name : o.namespace_ + QLatin1Char('/') + o.name)
                          << "  " << o.message << '\n';
        }
        out() << Cli::tr("closest to the limit:") << '\n';
        for (const LiveObject *o : closest)
            out() << "  " << (o->namespace_.isEmpty() ? o->name : o->namespace_ + QLatin1Char('/') + o->name)
                  << "  "
                  << Cli::tr("cost %1 (rule %2)")
                         .arg(QString::number(o->totalCost), QString::number(o->ruleCost))
                  << '\n';
        out().flush();
        finish(ExitOk);
    }

    QString m_expression;
    QString m_crdName, m_versionName, m_nodePath, m_selfObject, m_messageExpression;
    bool m_messageGiven = false;
    int m_ruleIndex = 0;
    bool m_overLive = false;
    int m_sample = 0;
    quint32 m_seed = 0;
    int m_minor = 37;
    cel::RuleAge m_age = cel::RuleAge::Stored;
    bool m_json = true;
    NodeP m_oldSelf;
    kube::Client *m_client = nullptr;
    CrdDefinition m_crd;
    CrdVersion m_version;
    CrdRule m_rule;
    CompiledRule m_compiled;
};

} // namespace

Command *makeCelCrdCommand(const GlobalOptions &options, QObject *parent) {
    return new CelCrdCommand(options, parent);
}

} // namespace app
