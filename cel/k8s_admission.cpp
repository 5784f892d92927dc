// Admission-time CEL variables with Kubernetes' declared types
// (k8s.io/apiserver/pkg/admission/plugin/cel: BuildRequestType, BuildNamespaceType).
#include "cel/admission.h"

#include <initializer_list>
#include <utility>

namespace cel::admission {

namespace {

TypeP objectType(std::string name, std::initializer_list<std::pair<const char *, TypeP>> fields)
{
    auto decl = std::make_shared<ObjectDecl>();
    decl->name = std::move(name);
    for (const auto &[field, type] : fields)
        decl->fields[field] = ObjectField{type};
    return types::object(std::move(decl));
}

} // namespace

TypeP requestType()
{
    using namespace types;
    const TypeP s = string();
    const TypeP gvk = objectType("kubernetes.GroupVersionKind", {{"group", s}, {"version", s}, {"kind", s}});
    const TypeP gvr = objectType("kubernetes.GroupVersionResource", {{"group", s}, {"version", s}, {"resource", s}});
    const TypeP user = objectType("kubernetes.UserInfo", {{"username", s},
                                                          {"uid", s},
                                                          {"groups", list(s)},
                                                          {"extra", map(s, list(s))}});
    return objectType("kubernetes.AdmissionRequest", {{"kind", gvk},
                                                      {"resource", gvr},
                                                      {"subResource", s},
                                                      {"requestKind", gvk},
                                                      {"requestResource", gvr},
                                                      {"requestSubResource", s},
                                                      {"name", s},
                                                      {"namespace", s},
                                                      {"operation", s},
                                                      {"userInfo", user},
                                                      {"dryRun", boolean()},
                                                      {"options", dyn()}});
}

TypeP namespaceType()
{
    using namespace types;
    const TypeP s = string(), ts = timestamp();
    const TypeP spec = objectType("kubernetes.NamespaceSpec", {{"finalizers", list(s)}});
    const TypeP condition = objectType("kubernetes.NamespaceCondition", {{"status", s},
                                                                          {"type", s},
                                                                          {"lastTransitionTime", ts},
                                                                          {"message", s},
                                                                          {"reason", s}});
    const TypeP status = objectType("kubernetes.NamespaceStatus", {{"conditions", list(condition)}, {"phase", s}});
    const TypeP metadata = objectType("kubernetes.NamespaceMetadata", {{"name", s},
                                                                        {"generateName", s},
                                                                        {"namespace", s},
                                                                        {"labels", map(s, s)},
                                                                        {"annotations", map(s, s)},
                                                                        {"UID", s},
                                                                        {"creationTimestamp", ts},
                                                                        {"deletionGracePeriodSeconds", int64()},
                                                                        {"deletionTimestamp", ts},
                                                                        {"generation", int64()},
                                                                        {"resourceVersion", s},
                                                                        {"finalizers", list(s)}});
    return objectType("kubernetes.Namespace", {{"metadata", metadata}, {"spec", spec}, {"status", status}});
}

void declareVariables(Env &env, const Variables &which)
{
    env.addVariable("object", types::dyn());
    env.addVariable("oldObject", types::dyn());
    env.addVariable("namespaceObject", namespaceType());
    env.addVariable("request", requestType());
    if (which.params)
        env.addVariable("params", types::dyn());
    if (which.authorizer) {
        env.addVariable("authorizer", types::opaque("kubernetes.authorization.Authorizer"));
        env.addVariable("authorizer.requestResource", types::opaque("kubernetes.authorization.ResourceCheck"));
    }
}

} // namespace cel::admission
