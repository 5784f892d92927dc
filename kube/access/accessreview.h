#pragma once

#include "kube/handle.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

/// What the user of a connection may do: SelfSubjectAccessReview for single
/// checks, SelfSubjectRulesReview for everything in one namespace.
namespace kube {

class Client;
class Call;

/// One question "may I VERB this?": a resource (group, resource, optional
/// subresource and name, namespace "" for all or cluster scope) or a
/// non-resource URL (e.g. /healthz).
struct AccessCheck {
    QString verb;
    QString group;
    QString resource; ///< plural, e.g. "pods"; "*" for all
    QString subresource;
    QString name;
    QString namespace_;
    QString nonResourceUrl; ///< when set, the check is about this path and the resource fields are ignored
    bool operator==(const AccessCheck &o) const = default;
};

/// The server's answer to an AccessCheck.
struct AccessDecision {
    bool allowed = false;
    bool denied = false;     ///< an authorizer said no explicitly (not only "no opinion")
    QString reason;          ///< the authorizer's reason, often empty
    QString evaluationError; ///< an authorizer failed to decide
};

/// Asks the server one AccessCheck (POST selfsubjectaccessreviews).
class AccessReview final : public Task<AccessDecision> {
    Q_OBJECT

public:
    /// Starts the review; the handle is a child of client.
    static AccessReview *start(Client *client, const AccessCheck &check);
    void cancel() override;
    /// The request body sent for check (JSON).
    static QByteArray body(const AccessCheck &check);

private:
    explicit AccessReview(Client *client);
    HandlePtr<Call> m_call;
};

/// One rule of a SelfSubjectRulesReview about resources.
struct ResourceRule {
    QStringList verbs;
    QStringList apiGroups;
    QStringList resources; ///< may hold "*", "pods/log", "*/scale"
    QStringList resourceNames;
    bool operator==(const ResourceRule &o) const = default;
};

/// One rule about non-resource URLs.
struct NonResourceRule {
    QStringList verbs;
    QStringList nonResourceURLs;
    bool operator==(const NonResourceRule &o) const = default;
};

/// What the user may do in one namespace, as the server enumerates it.
struct RulesReviewResult {
    Q_DECLARE_TR_FUNCTIONS(kube::RulesReviewResult)

public:
    QString namespace_;
    QList<ResourceRule> resourceRules;
    QList<NonResourceRule> nonResourceRules;
    bool incomplete = false; ///< the server could not list everything (evaluationError says why)
    QString evaluationError;

    /// True when some rule lets the user verb every object of resource
    /// (group, optional subresource) in the reviewed namespace; named-object
    /// rules count only when name is given and listed.
    bool allows(const QString &verb, const QString &group, const QString &resource,
                const QString &subresource = {}, const QString &name = {}) const;
    /// Parses a SelfSubjectRulesReview answer (JSON).
    static mado::Result<RulesReviewResult> parse(const QByteArray &json);
};

/// Asks the server what the user may do in a namespace (POST selfsubjectrulesreviews).
class RulesReview final : public Task<RulesReviewResult> {
    Q_OBJECT

public:
    /// Starts the review; the handle is a child of client.
    static RulesReview *start(Client *client, const QString &namespace_);
    void cancel() override;

private:
    explicit RulesReview(Client *client);
    HandlePtr<Call> m_call;
};

} // namespace kube
