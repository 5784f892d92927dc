#include "models/cel/sarauthorizer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace models::celplay {

namespace {

QString q(const std::string &s) {
    return QString::fromStdString(s);
}

} // namespace

QByteArray subjectAccessReview(const ::cel::authz::Attributes &a) {
    QJsonObject spec;
    if (a.resourceRequest) {
        QJsonObject ra;
        auto put = [&](const char *key, const std::string &value) {
            if (!value.empty())
                ra.insert(QLatin1String(key), q(value));
        };
        put("namespace", a.namespaceName);
        put("verb", a.verb);
        put("group", a.apiGroup);
        put("version", a.apiVersion);
        put("resource", a.resource);
        put("subresource", a.subresource);
        put("name", a.name);
        if (!a.fieldSelector.raw.empty())
            ra.insert(QStringLiteral("fieldSelector"),
                      QJsonObject{{QStringLiteral("rawSelector"), q(a.fieldSelector.raw)}});
        if (!a.labelSelector.raw.empty())
            ra.insert(QStringLiteral("labelSelector"),
                      QJsonObject{{QStringLiteral("rawSelector"), q(a.labelSelector.raw)}});
        spec.insert(QStringLiteral("resourceAttributes"), ra);
    } else {
        spec.insert(QStringLiteral("nonResourceAttributes"),
                    QJsonObject{{QStringLiteral("path"), q(a.path)}, {QStringLiteral("verb"), q(a.verb)}});
    }
    if (!a.user.name.empty())
        spec.insert(QStringLiteral("user"), q(a.user.name));
    if (!a.user.uid.empty())
        spec.insert(QStringLiteral("uid"), q(a.user.uid));
    if (!a.user.groups.empty()) {
        QJsonArray groups;
        for (const auto &g : a.user.groups)
            groups.append(q(g));
        spec.insert(QStringLiteral("groups"), groups);
    }
    if (!a.user.extra.empty()) {
        QJsonObject extra;
        for (const auto &[key, values] : a.user.extra) {
            QJsonArray l;
            for (const auto &v : values)
                l.append(q(v));
            extra.insert(q(key), l);
        }
        spec.insert(QStringLiteral("extra"), extra);
    }
    const QJsonObject review{{QStringLiteral("apiVersion"), QStringLiteral("authorization.k8s.io/v1")},
                             {QStringLiteral("kind"), QStringLiteral("SubjectAccessReview")},
                             {QStringLiteral("spec"), spec}};
    return QJsonDocument(review).toJson(QJsonDocument::Compact);
}

mado::Result<::cel::authz::Decision> decisionOfReview(const QByteArray &body) {
    const QJsonDocument doc = QJsonDocument::fromJson(body);
    const QJsonObject status = doc.object().value(QStringLiteral("status")).toObject();
    if (!doc.isObject() ||
        doc.object().value(QStringLiteral("kind")).toString() != QLatin1String("SubjectAccessReview"))
        return mado::Error{SarText::tr("the server's answer is not a SubjectAccessReview")};
    ::cel::authz::Decision d;
    if (status.value(QStringLiteral("allowed")).toBool())
        d.verdict = ::cel::authz::Decision::Verdict::Allow;
    else if (status.value(QStringLiteral("denied")).toBool())
        d.verdict = ::cel::authz::Decision::Verdict::Deny;
    else
        d.verdict = ::cel::authz::Decision::Verdict::NoOpinion;
    d.reason = status.value(QStringLiteral("reason")).toString().toStdString();
    const QString evalError = status.value(QStringLiteral("evaluationError")).toString();
    if (!evalError.isEmpty())
        d.error = evalError.toStdString();
    return d;
}

SarResolve *SarResolve::start(kube::Client *client, const std::vector<::cel::authz::Attributes> &checks) {
    auto *task = new SarResolve(client);
    if (checks.empty()) {
        task->finishLater(AuthzAnswers{});
        return task;
    }
    task->m_open = checks.size();
    for (const auto &a : checks) {
        kube::Request req;
        req.verb = "POST";
        req.path = QStringLiteral("/apis/authorization.k8s.io/v1/subjectaccessreviews");
        req.body = subjectAccessReview(a);
        req.contentType = "application/json";
        kube::Call *call = client->send(req);
        task->m_calls.emplace_back(call);
        const std::string key = authzKey(a);
        connect(call, &kube::Call::finished, task, [task, call, key] {
            const kube::CallResult &r = call->result();
            ::cel::authz::Decision d;
            if (r) {
                auto decided = decisionOfReview(r->body);
                if (decided)
                    d = *decided;
                else
                    d.error = decided.error().message.toStdString();
            } else {
                d.error = r.error().userMessage().toStdString();
            }
            task->m_answers[key] = d;
            if (--task->m_open == 0)
                task->finish(task->m_answers);
        });
    }
    return task;
}

void SarResolve::cancel() {
    m_calls.clear();
    kube::ApiError e;
    e.kind = kube::ApiError::Kind::Canceled;
    e.message = SarText::tr("canceled");
    finish(e);
}

std::vector<::cel::authz::Attributes> pendingChecks(const std::vector<AuthzCheck> &checks) {
    std::vector<::cel::authz::Attributes> out;
    for (const AuthzCheck &c : checks)
        if (c.pending)
            out.push_back(c.attributes);
    return out;
}

} // namespace models::celplay
