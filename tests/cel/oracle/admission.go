package main

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types"

	admissionv1 "k8s.io/api/admission/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/version"
	plugincel "k8s.io/apiserver/pkg/admission/plugin/cel"
	celconfig "k8s.io/apiserver/pkg/apis/cel"
	"k8s.io/apiserver/pkg/authentication/user"
	apiservercel "k8s.io/apiserver/pkg/cel"
	"k8s.io/apiserver/pkg/cel/common"
	"k8s.io/apiserver/pkg/cel/environment"
	"k8s.io/apiserver/pkg/cel/library"
	"k8s.io/apiserver/pkg/cel/mutation"
)

// Admission environments (tests/cel/FORMAT.md, env "vap", "mutating" and "match").
//
// "vap" is a ValidatingAdmissionPolicy validation with a paramKind: the
// composition environment (`variables`, no variables defined) with params and
// the authorizer. "match" is a webhook matchCondition: no params, no
// `variables`, with the authorizer. Both compile in the NewExpressions
// environment of k8sVersion. The declarations are Kubernetes' own
// (plugincel.BuildRequestType, BuildNamespaceType); every case is also
// compiled by plugincel's compiler and evaluated with the program it returns.

const variablesTypeName = "kubernetes.variables"

type admissionKind struct {
	params, variables, patchTypes bool
	budget                        int64
}

var admissionKinds = map[string]admissionKind{
	"vap":   {params: true, variables: true, budget: celconfig.RuntimeCELCostBudget},
	"match": {params: false, variables: false, budget: celconfig.RuntimeCELCostBudgetMatchConditions},
	// A MutatingAdmissionPolicy mutation (JSONPatch or ApplyConfiguration
	// expression): the "vap" declarations plus Kubernetes' patch types (the
	// Object and JSONPatch types of the dynamic type resolver).
	"mutating": {params: true, variables: true, patchTypes: true, budget: celconfig.RuntimeCELCostBudget},
}

type admissionSetup struct {
	env      *cel.Env
	compiler plugincel.Compiler
	composed *plugincel.CompositedCompiler
	decls    plugincel.OptionalVariableDeclarations
}

var admissionCache = map[string]*admissionSetup{}

func admissionEnv(ver *version.Version, kind string) (*admissionSetup, error) {
	k := kind + ";" + ver.String()
	if s, ok := admissionCache[k]; ok {
		return s, nil
	}
	ak := admissionKinds[kind]
	s := &admissionSetup{decls: plugincel.OptionalVariableDeclarations{
		HasParams: ak.params, HasAuthorizer: true, HasPatchTypes: ak.patchTypes}}
	base := environment.MustBaseEnvSet(ver)
	if ak.variables {
		cc, err := plugincel.NewCompositedCompiler(base)
		if err != nil {
			return nil, err
		}
		s.composed = cc
		s.compiler = cc.Compiler
		// The same extension NewCompositedCompiler makes, to get at the env.
		empty := apiservercel.NewObjectType(variablesTypeName, map[string]*apiservercel.DeclField{})
		base, err = base.Extend(environment.VersionedOptions{
			IntroducedVersion: version.MajorMinor(1, 0),
			EnvOptions:        []cel.EnvOption{cel.Variable(plugincel.VariableVarName, empty.CelType())},
			DeclTypes:         []*apiservercel.DeclType{empty},
		})
		if err != nil {
			return nil, err
		}
	} else {
		s.compiler = plugincel.NewCompiler(base)
	}
	// createEnvForOpts, for the declarations this kind uses.
	requestType := plugincel.BuildRequestType()
	namespaceType := plugincel.BuildNamespaceType()
	opts := []cel.EnvOption{
		cel.Variable(plugincel.ObjectVarName, cel.DynType),
		cel.Variable(plugincel.OldObjectVarName, cel.DynType),
		cel.Variable(plugincel.NamespaceVarName, namespaceType.CelType()),
		cel.Variable(plugincel.RequestVarName, requestType.CelType()),
		cel.Variable(plugincel.AuthorizerVarName, library.AuthorizerType),
		cel.Variable(plugincel.RequestResourceAuthorizerVarName, library.ResourceCheckType),
	}
	if ak.params {
		opts = append(opts, cel.Variable(plugincel.ParamsVarName, cel.DynType))
	}
	set, err := base.Extend(environment.VersionedOptions{
		IntroducedVersion: version.MajorMinor(1, 0),
		EnvOptions:        opts,
		DeclTypes:         []*apiservercel.DeclType{namespaceType, requestType},
	}, environment.StrictCostOpt)
	if err != nil {
		return nil, err
	}
	if ak.patchTypes {
		// plugincel's hasPatchTypes (unexported): the same options.
		set, err = set.Extend(environment.VersionedOptions{
			IntroducedVersion: version.MajorMinor(1, 0),
			EnvOptions: []cel.EnvOption{
				common.ResolverEnvOption(&mutation.DynamicTypeResolver{}),
				environment.UnversionedLib(library.JSONPatch),
			},
		})
		if err != nil {
			return nil, err
		}
	}
	s.env, err = set.Env(environment.NewExpressions)
	if err != nil {
		return nil, err
	}
	admissionCache[k] = s
	return s, nil
}

type anyExpression struct{ expr string }

func (e anyExpression) GetExpression() string    { return e.expr }
func (e anyExpression) ReturnTypes() []*cel.Type { return []*cel.Type{cel.AnyType} }

// requestResource is the admission.Attributes part NewResourceAuthorizerVal reads.
type requestResource struct {
	gvr                          schema.GroupVersionResource
	subresource, namespace, name string
}

func (r requestResource) GetResource() schema.GroupVersionResource { return r.gvr }
func (r requestResource) GetSubresource() string                   { return r.subresource }
func (r requestResource) GetNamespace() string                     { return r.namespace }
func (r requestResource) GetName() string                          { return r.name }

// admissionActivation binds the variables the way newActivation does: object,
// oldObject and params as unstructured data, request and namespaceObject through
// Kubernetes' typed structs (SchemalessTypedToVal), the authorizer for the
// request's user and authorizer.requestResource for the request's resource.
func admissionActivation(kind string, vars map[string]json.RawMessage, s *admissionSetup) (map[string]any, error) {
	act := map[string]any{}
	plain := func(name string) error {
		act[name] = types.NullValue
		raw, ok := vars[name]
		if !ok || !present(raw) {
			return nil
		}
		v, err := decodeData(raw)
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		act[name] = types.DefaultTypeAdapter.NativeToValue(v)
		return nil
	}
	for _, n := range []string{plugincel.ObjectVarName, plugincel.OldObjectVarName} {
		if err := plain(n); err != nil {
			return nil, err
		}
	}
	if admissionKinds[kind].params {
		if err := plain(plugincel.ParamsVarName); err != nil {
			return nil, err
		}
	}
	var req *admissionv1.AdmissionRequest
	if raw, ok := vars[plugincel.RequestVarName]; ok && present(raw) {
		req = &admissionv1.AdmissionRequest{}
		if err := json.Unmarshal(raw, req); err != nil {
			return nil, fmt.Errorf("request: %w", err)
		}
	}
	if req != nil {
		act[plugincel.RequestVarName] = common.SchemalessTypedToVal(req)
	} else {
		act[plugincel.RequestVarName] = types.NullValue
	}
	var ns *corev1.Namespace
	if raw, ok := vars[plugincel.NamespaceVarName]; ok && present(raw) {
		ns = &corev1.Namespace{}
		if err := json.Unmarshal(raw, ns); err != nil {
			return nil, fmt.Errorf("namespaceObject: %w", err)
		}
		ns = plugincel.CreateNamespaceObject(ns)
	}
	if ns != nil {
		act[plugincel.NamespaceVarName] = common.SchemalessTypedToVal(ns)
	} else {
		act[plugincel.NamespaceVarName] = types.NullValue
	}
	if raw, ok := vars[plugincel.AuthorizerVarName]; ok && present(raw) {
		var policy string
		if err := json.Unmarshal(raw, &policy); err != nil {
			return nil, fmt.Errorf("authorizer: want a policy name: %w", err)
		}
		if policy != "readonly" {
			return nil, fmt.Errorf("unknown authorizer policy %q (only \"readonly\")", policy)
		}
		u := &user.DefaultInfo{}
		rr := requestResource{}
		if req != nil {
			u.Name, u.UID, u.Groups = req.UserInfo.Username, req.UserInfo.UID, req.UserInfo.Groups
			if len(req.UserInfo.Extra) > 0 {
				u.Extra = map[string][]string{}
				for k, v := range req.UserInfo.Extra {
					u.Extra[k] = v
				}
			}
			gvr := req.Resource
			if req.RequestResource != nil {
				gvr = *req.RequestResource
			}
			rr = requestResource{
				gvr:         schema.GroupVersionResource{Group: gvr.Group, Version: gvr.Version, Resource: gvr.Resource},
				subresource: req.SubResource, namespace: req.Namespace, name: req.Name,
			}
		}
		act[plugincel.AuthorizerVarName] = library.NewAuthorizerVal(u, policyAuthorizer{})
		act[plugincel.RequestResourceAuthorizerVarName] = library.NewResourceAuthorizerVal(u, policyAuthorizer{}, rr)
	}
	if s.composed != nil {
		ctx := s.composed.CreateContext(context.Background())
		act[plugincel.VariableVarName] = ctx.Variables(act)
	}
	for n := range vars {
		switch n {
		case plugincel.ObjectVarName, plugincel.OldObjectVarName, plugincel.RequestVarName,
			plugincel.NamespaceVarName, plugincel.AuthorizerVarName:
		case plugincel.ParamsVarName:
			if !admissionKinds[kind].params {
				return nil, fmt.Errorf("env %s has no params", kind)
			}
		default:
			return nil, fmt.Errorf("env %s has no variable %q", kind, n)
		}
	}
	return act, nil
}
