#pragma once

#include "cel/value.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// The pluggable authorizer behind Kubernetes' authz CEL library
/// (`authorizer.group('apps').resource('deployments').check('get')`). The
/// engine builds a request description from the chained builder calls and asks
/// an Authorizer for a decision; what answers (a fixed test policy, a
/// SubjectAccessReview against a cluster) is up to the embedding application.
namespace cel::authz {

/// The principal a check is made for (k8s.io/apiserver user.Info).
struct UserInfo {
    std::string name;
    std::string uid;
    std::vector<std::string> groups;
    std::map<std::string, std::vector<std::string>> extra;
};

/// A selector requirement's operator (k8s.io/apimachinery selection.Operator).
enum class SelectorOperator : std::uint8_t {
    DoesNotExist, ///< "!"
    Equals,       ///< "="
    DoubleEquals, ///< "=="
    In,           ///< "in"
    NotEquals,    ///< "!="
    NotIn,        ///< "notin"
    Exists,       ///< "exists"
    GreaterThan,  ///< "gt"
    LessThan,     ///< "lt"
};

/// The operator's spelling in Kubernetes ("=", "notin", "exists", "gt", ...).
std::string_view operatorName(SelectorOperator op);

/// One term of a field selector: `field op value` (op is Equals or NotEquals).
struct FieldRequirement {
    std::string field;
    SelectorOperator op = SelectorOperator::Equals;
    std::string value;
    friend bool operator==(const FieldRequirement &, const FieldRequirement &) = default;
};

/// One term of a label selector: a key, an operator and its (sorted, unique) values.
struct LabelRequirement {
    std::string key;
    SelectorOperator op = SelectorOperator::Exists;
    std::vector<std::string> values;
    friend bool operator==(const LabelRequirement &, const LabelRequirement &) = default;
};

/// A field selector as written and as parsed. An empty raw text means "no
/// selector"; a non-empty error means it did not parse (and requirements is empty).
struct FieldSelector {
    std::string raw;
    std::vector<FieldRequirement> requirements;
    std::string error;
    bool ok() const { return error.empty(); }
};

/// A label selector as written and as parsed (same conventions as FieldSelector).
struct LabelSelector {
    std::string raw;
    std::vector<LabelRequirement> requirements;
    std::string error;
    bool ok() const { return error.empty(); }
};

/// Parses a field selector as k8s.io/apimachinery fields.ParseSelector does
/// ("a=b,c!=d", with `\,` `\=` `\\` escapes in values); terms are sorted.
FieldSelector parseFieldSelector(std::string raw);
/// Parses a label selector as k8s.io/apimachinery labels.ParseToRequirements
/// does ("app in (a,b),!canary,tier=web", keys and values validated), sorted by key.
LabelSelector parseLabelSelector(std::string raw);

/// What is being asked: a resource request (apiGroup/resource/... set) or a
/// non-resource request (path set), for a user and a verb.
struct Attributes {
    UserInfo user;
    std::string verb;
    bool resourceRequest = false;
    std::string path; ///< non-resource requests
    std::string apiGroup, apiVersion, resource, subresource, namespaceName, name;
    FieldSelector fieldSelector; ///< resource requests; raw is empty when none was given
    LabelSelector labelSelector;
};

/// An authorizer's answer (k8s.io/apiserver authorizer.Decision, reason, error).
struct Decision {
    enum class Verdict : std::uint8_t { Deny, Allow, NoOpinion };
    Verdict verdict = Verdict::NoOpinion;
    std::string reason;
    std::optional<std::string> error; ///< set when the check itself failed
};

/// Answers authorization checks made from CEL. authorize() runs synchronously
/// on the evaluating thread, possibly from several threads at once; it must
/// not throw (report failures in Decision::error).
class Authorizer {
public:
    virtual ~Authorizer() = default;
    virtual Decision authorize(const Attributes &attributes) const = 0;
};

/// The CEL value of type kubernetes.authorization.Authorizer that checks as
/// `user` through `authorizer` (bind it to the `authorizer` variable).
Value authorizerValue(std::shared_ptr<const Authorizer> authorizer, UserInfo user);

/// The resource a request is about (admission's authorizer.requestResource).
struct RequestResource {
    std::string group, resource, subresource, namespaceName, name;
};

/// The CEL value of type kubernetes.authorization.ResourceCheck preset to
/// `request` (k8s NewResourceAuthorizerVal; bind it to `authorizer.requestResource`).
Value resourceCheckValue(std::shared_ptr<const Authorizer> authorizer, UserInfo user,
                         RequestResource request);

/// The user a service account authenticates as (system:serviceaccount:NS:NAME
/// with its groups), as serviceAccount(ns, name) builds it.
UserInfo serviceAccountUser(const std::string &namespaceName, const std::string &name);

} // namespace cel::authz
