#pragma once

#include "cel/env.h"
#include "cel/json.h"

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
    bool variables = false; ///< `variables` as an admission policy without variables has it
    /// MutatingAdmissionPolicy mutations: the JSONPatch and Object types (Env::patchTypes).
    bool patchTypes = false;
    /// The type of object and oldObject (schema::declResourceType of the
    /// matched resource, as the policy type checker has it); nullptr: dyn.
    TypeP objectType;
};

/// Declares object, oldObject (dyn or objectType), request, namespaceObject and, as asked,
/// params (dyn), authorizer and authorizer.requestResource, and `variables`
/// (kubernetes.variables, an object type with no fields); with patchTypes, the
/// JSONPatch and Object types can be built.
void declareVariables(Env &env, const Variables &which);

/// The value of `variables` for a policy that defines none (an empty
/// kubernetes.variables object).
Value noVariables();
/// Plain JSON data (object, oldObject, params) as Kubernetes hands it to CEL:
/// integral numbers become int, others double.
Value dataValue(const json::Node &data);
/// An AdmissionRequest (admission.k8s.io/v1 JSON) as the value `request` has at
/// runtime: Kubernetes converts its Go struct field by field, so fields with
/// `omitempty` and an empty value are absent, the others present even when
/// empty; object, oldObject and options are there (null when not set).
Value requestValue(const json::Node &request);
/// A Namespace (v1 JSON) as `namespaceObject` has it at runtime: only the
/// metadata fields Kubernetes copies, empty `omitempty` fields absent,
/// timestamps as their RFC 3339 strings (not timestamps).
Value namespaceValue(const json::Node &ns);

} // namespace cel::admission
