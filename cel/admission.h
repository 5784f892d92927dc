#pragma once

#include "cel/env.h"

/// The variables Kubernetes declares for admission-time CEL (ValidatingAdmissionPolicy,
/// MutatingAdmissionPolicy and webhook match conditions), as
/// k8s.io/apiserver/pkg/admission/plugin/cel builds them.
namespace cel::admission {

/// kubernetes.AdmissionRequest: kind, resource, subResource, requestKind,
/// requestResource, requestSubResource, name, namespace, operation, userInfo,
/// dryRun, options.
TypeP requestType();
/// kubernetes.Namespace: the namespace object with a reduced metadata, spec and status.
TypeP namespaceType();

struct Variables {
    bool params = true;     ///< `params` (policies with a paramKind)
    bool authorizer = true; ///< `authorizer` and `authorizer.requestResource`
};

/// Declares object, oldObject (dyn), request, namespaceObject and, as asked,
/// params (dyn), authorizer and authorizer.requestResource.
void declareVariables(Env &env, const Variables &which);

} // namespace cel::admission
