package main

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/google/cel-go/common/types/ref"

	"k8s.io/apiserver/pkg/authentication/user"
	"k8s.io/apiserver/pkg/authorization/authorizer"
	"k8s.io/apiserver/pkg/cel/library"
)

// policyAuthorizer is a small, deterministic authorizer that backs the
// Kubernetes authz library in the oracle. It is real code, not a stub: the
// C++ side implements the same policy so that results can be compared.
//
// Policy "readonly" (the only one):
//   - A selector that fails to parse (field or label) yields an error decision
//     (no opinion) with the error "invalid field selector" or "invalid label
//     selector" (the parser's own message is left out on purpose).
//   - Non-resource requests: "get" and "head" are allowed, everything else denied.
//   - Resource requests: "get", "list" and "watch" are allowed, everything else
//     denied. A service-account user (system:serviceaccount:NS:NAME) is
//     additionally limited to its own namespace.
//   - Reasons: "readonly: VERB allowed" or "readonly: VERB denied".
type policyAuthorizer struct{}

func (policyAuthorizer) Authorize(_ context.Context, a authorizer.Attributes) (authorizer.Decision, string, error) {
	if _, perr := a.GetFieldSelector(); perr != nil {
		return authorizer.DecisionNoOpinion, "", errors.New("invalid field selector")
	}
	if _, perr := a.GetLabelSelector(); perr != nil {
		return authorizer.DecisionNoOpinion, "", errors.New("invalid label selector")
	}
	verb := a.GetVerb()
	allowed := false
	if a.IsResourceRequest() {
		switch verb {
		case "get", "list", "watch":
			allowed = true
		}
		if u := a.GetUser(); u != nil && strings.HasPrefix(u.GetName(), "system:serviceaccount:") {
			parts := strings.Split(u.GetName(), ":")
			if len(parts) == 4 && a.GetNamespace() != parts[2] {
				allowed = false
			}
		}
	} else {
		switch verb {
		case "get", "head":
			allowed = true
		}
	}
	if allowed {
		return authorizer.DecisionAllow, "readonly: " + verb + " allowed", nil
	}
	return authorizer.DecisionDeny, "readonly: " + verb + " denied", nil
}

// newPolicyAuthorizerVal returns an Authorizer value for the given policy, for
// the user "alice" in group "developers".
func newPolicyAuthorizerVal(policy string) (ref.Val, error) {
	if policy != "readonly" {
		return nil, fmt.Errorf("unknown authorizer policy %q (only \"readonly\")", policy)
	}
	u := &user.DefaultInfo{Name: "alice", Groups: []string{"developers", "system:authenticated"}}
	return library.NewAuthorizerVal(u, policyAuthorizer{}), nil
}
