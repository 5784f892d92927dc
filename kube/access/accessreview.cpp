#include "kube/access/accessreview.h"

#include "codecs/json.h"
#include "kube/client.h"

#include <QCborArray>
#include <QCborMap>

namespace kube {

namespace {

const QLatin1String kAuthorizationPath("/apis/authorization.k8s.io/v1/");

QStringList strings(const QCborValue &v) {
    QStringList out;
    for (const QCborValue &e : v.toArray())
        out.append(e.toString());
    return out;
}

ApiError decodeError(const QString &message) {
    ApiError e;
    e.kind = ApiError::Kind::Decode;
    e.message = message;
    return e;
}

ApiError canceled() {
    ApiError e;
    e.kind = ApiError::Kind::Canceled;
    return e;
}

Call *post(Client *client, const QString &resource, const QByteArray &body) {
    Request r;
    r.verb = "POST";
    r.path = kAuthorizationPath + resource;
    r.body = body;
    r.contentType = "application/json";
    return client->send(r);
}

bool matches(const QStringList &allowed, const QString &value) {
    return allowed.contains(QStringLiteral("*")) || allowed.contains(value);
}

bool resourceMatches(const QStringList &resources, const QString &resource, const QString &subresource) {
    if (subresource.isEmpty())
        return matches(resources, resource);
    const QString combined = resource + QLatin1Char('/') + subresource;
    return resources.contains(QStringLiteral("*")) || resources.contains(combined) ||
           resources.contains(QStringLiteral("*/") + subresource) ||
           resources.contains(resource + QStringLiteral("/*"));
}

} // namespace

AccessReview::AccessReview(Client *client)
    : Task(client) {}

QByteArray AccessReview::body(const AccessCheck &check) {
    QCborMap spec;
    if (!check.nonResourceUrl.isEmpty()) {
        QCborMap attrs;
        attrs.insert(QLatin1String("path"), check.nonResourceUrl);
        attrs.insert(QLatin1String("verb"), check.verb);
        spec.insert(QLatin1String("nonResourceAttributes"), attrs);
    } else {
        QCborMap attrs;
        auto put = [&attrs](const char *key, const QString &value) {
            if (!value.isEmpty())
                attrs.insert(QLatin1String(key), value);
        };
        put("namespace", check.namespace_);
        put("verb", check.verb);
        put("group", check.group);
        put("resource", check.resource);
        put("subresource", check.subresource);
        put("name", check.name);
        spec.insert(QLatin1String("resourceAttributes"), attrs);
    }
    QCborMap doc;
    doc.insert(QLatin1String("apiVersion"), QLatin1String("authorization.k8s.io/v1"));
    doc.insert(QLatin1String("kind"), QLatin1String("SelfSubjectAccessReview"));
    doc.insert(QLatin1String("spec"), spec);
    return codecs::toJson(doc, codecs::JsonStyle::Compact);
}

AccessReview *AccessReview::start(Client *client, const AccessCheck &check) {
    auto *review = new AccessReview(client);
    Call *call = post(client, QStringLiteral("selfsubjectaccessreviews"), body(check));
    review->m_call.reset(call);
    connect(call, &Call::finished, review, [review, call] {
        const CallResult r = call->result();
        review->m_call.reset();
        if (!r)
            return review->finish(r.error());
        auto doc = codecs::parseJson(r->body);
        if (!doc)
            return review->finish(decodeError(doc.error().message));
        const QCborValue status = doc->toMap().value(QLatin1String("status"));
        if (!status.isMap())
            return review->finish(decodeError(tr("The access review came back without a status.")));
        AccessDecision d;
        d.allowed = status[QLatin1String("allowed")].toBool();
        d.denied = status[QLatin1String("denied")].toBool();
        d.reason = status[QLatin1String("reason")].toString();
        d.evaluationError = status[QLatin1String("evaluationError")].toString();
        review->finish(d);
    });
    return review;
}

void AccessReview::cancel() {
    if (isFinished())
        return;
    m_call.reset();
    finish(canceled());
}

bool RulesReviewResult::allows(const QString &verb, const QString &group, const QString &resource,
                               const QString &subresource, const QString &name) const {
    for (const ResourceRule &rule : resourceRules) {
        if (!matches(rule.verbs, verb) || !matches(rule.apiGroups, group) ||
            !resourceMatches(rule.resources, resource, subresource))
            continue;
        if (rule.resourceNames.isEmpty() || (!name.isEmpty() && rule.resourceNames.contains(name)))
            return true;
    }
    return false;
}

mado::Result<RulesReviewResult> RulesReviewResult::parse(const QByteArray &json) {
    auto doc = codecs::parseJson(json);
    if (!doc)
        return mado::Error{tr("The rules review is not valid JSON: %1").arg(doc.error().message)};
    const QCborMap root = doc->toMap();
    const QCborValue status = root.value(QLatin1String("status"));
    if (!status.isMap())
        return mado::Error{tr("The rules review came back without a status.")};
    RulesReviewResult out;
    out.namespace_ = root.value(QLatin1String("spec")).toMap().value(QLatin1String("namespace")).toString();
    for (const QCborValue &v : status[QLatin1String("resourceRules")].toArray()) {
        ResourceRule r;
        r.verbs = strings(v[QLatin1String("verbs")]);
        r.apiGroups = strings(v[QLatin1String("apiGroups")]);
        r.resources = strings(v[QLatin1String("resources")]);
        r.resourceNames = strings(v[QLatin1String("resourceNames")]);
        out.resourceRules.append(r);
    }
    for (const QCborValue &v : status[QLatin1String("nonResourceRules")].toArray())
        out.nonResourceRules.append(
            {strings(v[QLatin1String("verbs")]), strings(v[QLatin1String("nonResourceURLs")])});
    out.incomplete = status[QLatin1String("incomplete")].toBool();
    out.evaluationError = status[QLatin1String("evaluationError")].toString();
    return out;
}

RulesReview::RulesReview(Client *client)
    : Task(client) {}

RulesReview *RulesReview::start(Client *client, const QString &namespace_) {
    auto *review = new RulesReview(client);
    QCborMap spec;
    spec.insert(QLatin1String("namespace"), namespace_);
    QCborMap doc;
    doc.insert(QLatin1String("apiVersion"), QLatin1String("authorization.k8s.io/v1"));
    doc.insert(QLatin1String("kind"), QLatin1String("SelfSubjectRulesReview"));
    doc.insert(QLatin1String("spec"), spec);
    Call *call = post(client, QStringLiteral("selfsubjectrulesreviews"),
                      codecs::toJson(doc, codecs::JsonStyle::Compact));
    review->m_call.reset(call);
    connect(call, &Call::finished, review, [review, call] {
        const CallResult r = call->result();
        review->m_call.reset();
        if (!r)
            return review->finish(r.error());
        auto parsed = RulesReviewResult::parse(r->body);
        if (!parsed)
            return review->finish(decodeError(parsed.error().message));
        review->finish(parsed.value());
    });
    return review;
}

void RulesReview::cancel() {
    if (isFinished())
        return;
    m_call.reset();
    finish(canceled());
}

} // namespace kube
