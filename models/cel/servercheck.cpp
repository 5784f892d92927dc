#include "models/cel/servercheck.h"

#include "models/cel/celbinding.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QRandomGenerator>
#include <QTimer>

namespace models::celplay {

namespace {

QString randomSuffix() {
    QString s;
    for (int i = 0; i < 8; ++i)
        s += QChar(u'a' + QRandomGenerator::global()->bounded(26));
    return s;
}

// `,"variables":[{"name":..,"expression":..}]` (nothing when there are none).
std::string policyVariablesJson(const std::vector<PolicyVariable> &variables) {
    if (variables.empty())
        return {};
    std::string s = R"(,"variables":[)";
    for (std::size_t i = 0; i < variables.size(); ++i)
        s += std::string(i ? "," : "") + R"({"name":)" + ::cel::json::quote(variables[i].name.toStdString()) +
             R"(,"expression":)" + ::cel::json::quote(variables[i].expression.toStdString()) + "}";
    return s + "]";
}

} // namespace

QByteArray checkManifest(const ServerCheckRequest &r, const QString &name) {
    using ::cel::json::quote;
    const std::string n = name.toStdString();
    if (r.environment == ::cel::limits::Environment::Crd) {
        // The node's schema with the rule appended to its x-kubernetes-validations.
        std::string rule = R"({"rule":)" + quote(r.expression.toStdString());
        if (!r.messageExpression.isEmpty())
            rule += R"(,"messageExpression":)" + quote(r.messageExpression.toStdString());
        rule += "}";
        std::string node = "{";
        bool first = true, hadRules = false;
        if (r.schema)
            for (const auto &[key, value] : r.schema->members) {
                if (!value)
                    continue;
                node += (first ? "" : ",") + quote(key) + ":";
                first = false;
                if (key == "x-kubernetes-validations" && value->kind == ::cel::json::Node::Kind::Array) {
                    std::string list = ::cel::json::write(*value);
                    list.pop_back();
                    node += list + (value->items.empty() ? "" : ",") + rule + "]";
                    hadRules = true;
                } else {
                    node += ::cel::json::write(*value);
                }
            }
        else
            node += R"("type":"object")", first = false;
        if (!hadRules)
            node += std::string(first ? "" : ",") + R"("x-kubernetes-validations":[)" + rule + "]";
        node += "}";
        const std::string plural = "celchecks" + n;
        const std::string crd =
            R"({"apiVersion":"apiextensions.k8s.io/v1","kind":"CustomResourceDefinition","metadata":{"name":)" +
            quote(plural + ".celcheck.mado.dev") +
            R"(},"spec":{"group":"celcheck.mado.dev","scope":"Namespaced","names":{"plural":)" +
            quote(plural) + R"(,"singular":)" + quote("celcheck" + n) + R"(,"kind":)" +
            quote("CelCheck" + n) +
            R"(},"versions":[{"name":"v1","served":true,"storage":true,"schema":{"openAPIV3Schema":)"
            R"({"type":"object","properties":{"spec":)" +
            node + "}}}}]}}";
        return QByteArray::fromStdString(crd);
    }
    const bool typed = !r.objectResource.isEmpty();
    const std::string policy =
        R"({"apiVersion":"admissionregistration.k8s.io/v1","kind":"ValidatingAdmissionPolicy","metadata":{"name":)" +
        quote("mado-celcheck-" + n) +
        R"(},"spec":{"failurePolicy":"Fail","matchConstraints":{"resourceRules":[{"apiGroups":[)" +
        quote(typed ? r.objectGroup.toStdString() : std::string()) + R"(],"apiVersions":[)" +
        quote(typed ? r.objectVersion.toStdString() : std::string("v1")) +
        R"(],"operations":["CREATE","UPDATE"],"resources":[)" +
        quote(typed ? r.objectResource.toStdString() : std::string("configmaps")) +
        R"(]}]},"validations":[{"expression":)" + quote(r.expression.toStdString()) + "}]" +
        policyVariablesJson(r.variables) + "}}";
    return QByteArray::fromStdString(policy);
}

Verdict localVerdict(const ServerCheckRequest &r, int serverMinor) {
    EvalRequest req;
    req.expression = r.expression;
    req.environment = r.environment == ::cel::limits::Environment::Crd
                          ? ::cel::limits::Environment::Crd
                          : ::cel::limits::Environment::ValidatingAdmissionPolicy;
    req.serverMinor = serverMinor;
    req.ruleAge = ::cel::RuleAge::New;
    req.schema = r.schema;
    req.objectSchema = r.objectResource.isEmpty() ? nullptr : r.objectSchema;
    req.objectKind = r.objectKind;
    req.explain = false;
    req.policyVariables =
        r.environment == ::cel::limits::Environment::Crd ? std::vector<PolicyVariable>{} : r.variables;
    EvalOutcome o = evaluate(req);
    Verdict v;
    // spec.variables: every one must compile (and have a proper, unique name).
    for (const VariableOutcome &var : o.policyVariables)
        for (const VariableError &e : var.errors)
            v.reasons << ServerCheckText::tr("variable %1: %2")
                             .arg(var.name,
                                  e.line > 0
                                      ? QStringLiteral("%1:%2: %3").arg(e.line).arg(e.column).arg(e.message)
                                      : e.message);
    if (!o.compiled) {
        v.reasons.clear();
        for (const Diagnostic &d : o.diagnostics)
            v.reasons << (d.line > 0 ? QStringLiteral("%1:%2: %3").arg(d.line).arg(d.column).arg(d.message)
                                     : d.message);
        return v;
    }
    if (o.type != QLatin1String("bool") && o.type != QLatin1String("dyn"))
        v.reasons << ServerCheckText::tr("the rule must evaluate to bool, not %1").arg(o.type);
    if (r.environment == ::cel::limits::Environment::Crd &&
        o.estimated.max > ::cel::limits::kPerExpressionEstimatedLimit)
        v.reasons << ServerCheckText::tr("estimated rule cost %1 exceeds the limit of %2")
                         .arg(o.estimated.max)
                         .arg(::cel::limits::kPerExpressionEstimatedLimit);
    v.accepted = v.reasons.isEmpty();
    if (req.objectSchema) {
        v.typeChecked = true;
        for (const Diagnostic &d : o.typeErrors)
            v.warnings << (d.line > 0 ? QStringLiteral("%1:%2: %3").arg(d.line).arg(d.column).arg(d.message)
                                      : d.message);
    }
    return v;
}

namespace {

// Deletes a temporary policy; the call belongs to the client, so the delete
// goes through even when the check is cancelled or deleted meanwhile.
kube::Call *deletePolicy(kube::Client *client, const QString &path) {
    kube::Request req;
    req.verb = "DELETE";
    req.path = path;
    kube::Call *call = client->send(req);
    QObject::connect(call, &kube::Call::finished, client, [call] { call->deleteLater(); });
    return call;
}

kube::ApiError canceled() {
    kube::ApiError e;
    e.kind = kube::ApiError::Kind::Canceled;
    return e;
}

} // namespace

ServerCheck *ServerCheck::start(kube::Client *client, const ServerCheckRequest &request) {
    auto *check = new ServerCheck(client);
    check->m_client = client;
    const bool typed =
        request.environment != ::cel::limits::Environment::Crd && !request.objectResource.isEmpty();
    kube::Request req;
    req.verb = "POST";
    req.path = request.environment == ::cel::limits::Environment::Crd
                   ? QStringLiteral("/apis/apiextensions.k8s.io/v1/customresourcedefinitions")
                   : QStringLiteral("/apis/admissionregistration.k8s.io/v1/validatingadmissionpolicies");
    if (!typed)
        req.query.addQueryItem(QStringLiteral("dryRun"), QStringLiteral("All"));
    const QString suffix = randomSuffix();
    req.body = checkManifest(request, suffix);
    req.contentType = "application/json";
    kube::Call *call = client->send(req);
    if (!typed) {
        check->m_call = kube::HandlePtr<kube::Call>(call);
    } else {
        // A real create: never cancelled half-way, so that a created policy is
        // always deleted (the call belongs to the client).
        QObject::connect(call, &kube::Call::finished, client, [call] { call->deleteLater(); });
    }
    QPointer<ServerCheck> self(check);
    const QString policyPath = req.path + QStringLiteral("/mado-celcheck-") + suffix;
    QObject::connect(call, &kube::Call::finished, client, [self, client, call, typed, policyPath] {
        const kube::CallResult &r = call->result();
        if (typed && r && (!self || self->m_cancelled)) {
            deletePolicy(client, policyPath);
            return;
        }
        if (!self || self->isFinished())
            return;
        Verdict v;
        if (r) {
            v.accepted = true;
            if (!typed) {
                self->finish(v);
                return;
            }
            // Created for real: the server's type check arrives in the status.
            self->m_policyPath = policyPath;
            self->poll();
            return;
        }
        if (r.error().httpStatus == 422) {
            for (const kube::StatusCause &c : r.error().causes)
                v.reasons << c.message;
            if (v.reasons.isEmpty())
                v.reasons << r.error().message;
            self->finish(v);
            return;
        }
        self->finish(r.error());
    });
    return check;
}

void ServerCheck::poll() {
    kube::Request req;
    req.path = m_policyPath;
    kube::Call *call = m_client->send(req);
    m_call = kube::HandlePtr<kube::Call>(call);
    connect(call, &kube::Call::finished, this, [this, call] {
        const kube::CallResult &r = call->result();
        Verdict v;
        v.accepted = true;
        v.typeChecked = true;
        if (!r) {
            deletePolicy(m_client, m_policyPath);
            m_policyPath.clear();
            finish(r.error());
            return;
        }
        const QJsonObject policy = QJsonDocument::fromJson(r->body).object();
        const QJsonObject status = policy.value(QLatin1String("status")).toObject();
        const bool current = status.contains(QLatin1String("typeChecking")) &&
                             status.value(QLatin1String("observedGeneration")).toInteger() >=
                                 policy.value(QLatin1String("metadata"))
                                     .toObject()
                                     .value(QLatin1String("generation"))
                                     .toInteger();
        if (!current) {
            if (++m_polls > 150) {
                deletePolicy(m_client, m_policyPath);
                m_policyPath.clear();
                kube::ApiError e;
                e.kind = kube::ApiError::Kind::Http;
                e.message = ServerCheckText::tr("the server did not type-check the policy within 30 seconds");
                finish(e);
                return;
            }
            QTimer::singleShot(200, this, [this] {
                if (!isFinished())
                    poll();
            });
            return;
        }
        const QJsonArray warnings = status.value(QLatin1String("typeChecking"))
                                        .toObject()
                                        .value(QLatin1String("expressionWarnings"))
                                        .toArray();
        for (const QJsonValue &w : warnings)
            v.warnings << w.toObject().value(QLatin1String("warning")).toString().trimmed();
        // The verdict once the temporary policy is gone.
        kube::Call *del = deletePolicy(m_client, m_policyPath);
        m_policyPath.clear();
        connect(del, &kube::Call::finished, this, [this, v] { finish(v); });
    });
}

void ServerCheck::cancel() {
    if (isFinished())
        return;
    m_cancelled = true;
    if (m_call && !m_call->isFinished())
        m_call->cancel();
    // A created policy is deleted now; one still being created, when it is.
    if (!m_policyPath.isEmpty()) {
        deletePolicy(m_client, m_policyPath);
        m_policyPath.clear();
    }
    finish(canceled());
}

} // namespace models::celplay
