package main

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/checker"
	"github.com/google/cel-go/common/types"

	apiextensionsinternal "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions"
	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
	crdcel "k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel"
	"k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel/model"
	utiljson "k8s.io/apimachinery/pkg/util/json"
	"k8s.io/apimachinery/pkg/util/version"
	celconfig "k8s.io/apiserver/pkg/apis/cel"
	apiservercel "k8s.io/apiserver/pkg/cel"
	"k8s.io/apiserver/pkg/cel/environment"
	"k8s.io/apiserver/pkg/cel/library"
)

// Case is one corpus line (tests/cel/FORMAT.md).
type Case struct {
	Name       string `json:"name"`
	Expr       string `json:"expr"`
	Env        string `json:"env"`
	K8sVersion string `json:"k8sVersion"`
	// Vars: name -> VarSpec in env base; name -> plain JSON data (or an
	// authorizer policy name) in the admission envs vap and match.
	Vars    map[string]json.RawMessage `json:"vars"`
	Schema  json.RawMessage            `json:"schema"`
	Self    json.RawMessage            `json:"self"`
	OldSelf json.RawMessage            `json:"oldSelf"`
	// OptionalOldSelf declares oldSelf as optional_type(T) the way a rule with
	// optionalOldSelf: true is compiled (an extension of FORMAT.md).
	OptionalOldSelf bool `json:"optionalOldSelf,omitempty"`
}

// VarSpec declares one variable of the base environment.
type VarSpec struct {
	Type  string          `json:"type"`
	Value json.RawMessage `json:"value"`
}

// ErrorOut is the error part of one oracle line.
type ErrorOut struct {
	Phase   string `json:"phase"`
	Message string `json:"message"`
	Kind    string `json:"kind"`
}

// CostRange is a static cost estimate.
type CostRange struct {
	Min uint64 `json:"min"`
	Max uint64 `json:"max"`
}

// Result is one oracle output line.
type Result struct {
	Name          string     `json:"name"`
	Value         any        `json:"value"`
	Type          *string    `json:"type"`
	Error         *ErrorOut  `json:"error"`
	RuntimeCost   *uint64    `json:"runtimeCost"`
	EstimatedCost *CostRange `json:"estimatedCost"`
}

// selfTypeName replaces Kubernetes' generated "selfType<nanoseconds>" so that
// type names in the output are reproducible.
const selfTypeName = "selfType"

// Prepared is a case compiled to a program, ready to be evaluated repeatedly.
type Prepared struct {
	Env        *cel.Env
	Ast        *cel.Ast
	Program    cel.Program
	Activation map[string]any
	Estimator  checker.CostEstimator
	// Budget, when non-zero, is the runtime cost budget Kubernetes checks
	// after the evaluation (admission envs): a larger cost is an error.
	Budget uint64
}

// baseVars decodes the typed variable declarations of an env base case.
func baseVars(raw map[string]json.RawMessage) (map[string]VarSpec, error) {
	out := make(map[string]VarSpec, len(raw))
	for n, r := range raw {
		var v VarSpec
		if err := json.Unmarshal(r, &v); err != nil {
			return nil, fmt.Errorf("var %s: %w", n, err)
		}
		out[n] = v
	}
	return out, nil
}

func parseVersion(s string) (*version.Version, error) {
	if s == "" {
		s = "1.37"
	}
	parts := strings.Split(s, ".")
	if len(parts) != 2 {
		return nil, fmt.Errorf("k8sVersion %q: want MAJOR.MINOR", s)
	}
	maj, err1 := strconv.ParseUint(parts[0], 10, 32)
	min, err2 := strconv.ParseUint(parts[1], 10, 32)
	if err1 != nil || err2 != nil || maj != 1 || min < 27 || min > 37 {
		return nil, fmt.Errorf("k8sVersion %q: want 1.27 .. 1.37", s)
	}
	return version.MajorMinor(uint(maj), uint(min)), nil
}

var envCache sync.Map // key string -> *cel.Env

// baseEnv returns the Kubernetes base environment (NewExpressions flavour) for
// a compatibility version, extended with the case's variables.
func baseEnv(ver *version.Version, vars map[string]VarSpec) (*cel.Env, error) {
	names := make([]string, 0, len(vars))
	for n := range vars {
		names = append(names, n)
	}
	sort.Strings(names)
	key := ver.String()
	for _, n := range names {
		key += ";" + n + ":" + vars[n].Type
	}
	if e, ok := envCache.Load(key); ok {
		return e.(*cel.Env), nil
	}
	env := environment.MustBaseEnvSet(ver).NewExpressionsEnv()
	if len(names) > 0 {
		opts := make([]cel.EnvOption, 0, len(names))
		for _, n := range names {
			t, err := parseType(vars[n].Type)
			if err != nil {
				return nil, fmt.Errorf("var %s: %w", n, err)
			}
			opts = append(opts, cel.Variable(n, t))
		}
		var err error
		env, err = env.Extend(opts...)
		if err != nil {
			return nil, err
		}
	}
	envCache.Store(key, env)
	return env, nil
}

// crdSizeEstimator gives sizes of schema paths the way the CRD validation
// compiler does: walk the declared type from `self` through fields,
// @items/@values and @keys, and report {0, MaxElements} of the node reached.
type crdSizeEstimator struct {
	root *apiservercel.DeclType
}

func (e *crdSizeEstimator) EstimateSize(node checker.AstNode) *checker.SizeEstimate {
	path := node.Path()
	if len(path) == 0 {
		return nil
	}
	cur := e.root
	for _, step := range path[1:] {
		var next *apiservercel.DeclType
		switch step {
		case "@items", "@values":
			next = cur.ElemType
		case "@keys":
			next = cur.KeyType
		default:
			if f, ok := cur.Fields[step]; ok {
				next = f.Type
			}
		}
		if next == nil {
			return nil
		}
		cur = next
	}
	return &checker.SizeEstimate{Min: 0, Max: uint64(cur.MaxElements)}
}

func (e *crdSizeEstimator) EstimateCallCost(string, string, *checker.AstNode, []checker.AstNode) *checker.CallEstimate {
	return nil
}

type crdSetup struct {
	env       *cel.Env
	estimator *library.CostEstimator
	sts       *structuralschema.Structural
}

func crdEnv(ver *version.Version, schemaJSON json.RawMessage, optionalOldSelf bool) (*crdSetup, error) {
	if len(schemaJSON) == 0 || string(schemaJSON) == "null" {
		return nil, fmt.Errorf("crd case without schema")
	}
	var props apiextensionsv1.JSONSchemaProps
	if err := json.Unmarshal(schemaJSON, &props); err != nil {
		return nil, fmt.Errorf("schema: %w", err)
	}
	var internal apiextensionsinternal.JSONSchemaProps
	if err := apiextensionsv1.Convert_v1_JSONSchemaProps_To_apiextensions_JSONSchemaProps(&props, &internal, nil); err != nil {
		return nil, fmt.Errorf("schema conversion: %w", err)
	}
	sts, err := structuralschema.NewStructural(&internal)
	if err != nil {
		return nil, fmt.Errorf("structural schema: %w", err)
	}
	isRoot := sts.XEmbeddedResource
	declType := model.SchemaDeclType(sts, isRoot)
	if declType == nil {
		return nil, fmt.Errorf("schema is not exposed to CEL")
	}
	scoped := declType.MaybeAssignTypeName(selfTypeName)
	oldSelfType := scoped.CelType()
	if optionalOldSelf {
		oldSelfType = types.NewOptionalType(scoped.CelType())
	}
	envSet, err := environment.MustBaseEnvSet(ver).Extend(
		environment.VersionedOptions{
			IntroducedVersion: version.MajorMinor(1, 0),
			EnvOptions:        []cel.EnvOption{cel.Variable(crdcel.ScopedVarName, scoped.CelType())},
			DeclTypes:         []*apiservercel.DeclType{scoped},
		},
		environment.VersionedOptions{
			IntroducedVersion: version.MajorMinor(1, 24),
			EnvOptions:        []cel.EnvOption{cel.Variable(crdcel.OldScopedVarName, oldSelfType)},
		},
	)
	if err != nil {
		return nil, err
	}
	activationSchema := sts
	if isRoot {
		activationSchema = model.WithTypeAndObjectMeta(sts)
	}
	return &crdSetup{
		env:       envSet.NewExpressionsEnv(),
		estimator: &library.CostEstimator{SizeEstimator: &crdSizeEstimator{root: declType}},
		sts:       activationSchema,
	}, nil
}

func present(raw json.RawMessage) bool {
	return len(raw) > 0 && string(raw) != "null"
}

func decodeData(raw json.RawMessage) (any, error) {
	var v any
	if err := utiljson.Unmarshal(raw, &v); err != nil {
		return nil, err
	}
	return v, nil
}

// Prepare parses, checks and plans one case. On a parse, check or setup
// failure it returns a Result describing the failure and a nil Prepared.
func Prepare(c Case) (*Prepared, *Result) {
	res := &Result{Name: c.Name}
	fail := func(phase, msg string) (*Prepared, *Result) {
		res.Error = &ErrorOut{Phase: phase, Message: msg, Kind: classify(phase, msg)}
		return nil, res
	}
	ver, err := parseVersion(c.K8sVersion)
	if err != nil {
		return fail("setup", err.Error())
	}
	p := &Prepared{Activation: map[string]any{}}
	var progOpts []cel.ProgramOption
	var admission *admissionSetup
	switch c.Env {
	case "", "base":
		vars, err := baseVars(c.Vars)
		if err != nil {
			return fail("setup", err.Error())
		}
		p.Env, err = baseEnv(ver, vars)
		if err != nil {
			return fail("setup", err.Error())
		}
		for n, v := range vars {
			if !present(v.Value) {
				continue
			}
			val, err := decodeValue(v.Value)
			if err != nil {
				return fail("setup", fmt.Sprintf("var %s: %v", n, err))
			}
			p.Activation[n] = val
		}
		p.Estimator = &library.CostEstimator{}
	case "crd":
		setup, err := crdEnv(ver, c.Schema, c.OptionalOldSelf)
		if err != nil {
			return fail("setup", err.Error())
		}
		p.Env = setup.env
		p.Estimator = setup.estimator
		progOpts = []cel.ProgramOption{
			cel.CostLimit(celconfig.PerCallLimit),
			cel.CostTracking(setup.estimator),
			cel.InterruptCheckFrequency(celconfig.CheckFrequency),
		}
		if present(c.Self) {
			obj, err := decodeData(c.Self)
			if err != nil {
				return fail("setup", "self: "+err.Error())
			}
			p.Activation[crdcel.ScopedVarName] = crdcel.UnstructuredToVal(obj, setup.sts)
		}
		if present(c.OldSelf) {
			old, err := decodeData(c.OldSelf)
			if err != nil {
				return fail("setup", "oldSelf: "+err.Error())
			}
			oldVal := crdcel.UnstructuredToVal(old, setup.sts)
			if c.OptionalOldSelf {
				p.Activation[crdcel.OldScopedVarName] = types.OptionalOf(oldVal)
			} else {
				p.Activation[crdcel.OldScopedVarName] = oldVal
			}
		} else if c.OptionalOldSelf {
			p.Activation[crdcel.OldScopedVarName] = types.OptionalNone
		}
	case "vap", "match", "mutating":
		admission, err = admissionEnv(ver, c.Env)
		if err != nil {
			return fail("setup", err.Error())
		}
		p.Env = admission.env
		p.Estimator = &library.CostEstimator{}
		p.Budget = uint64(admissionKinds[c.Env].budget)
		p.Activation, err = admissionActivation(c.Env, c.Vars, admission)
		if err != nil {
			return fail("setup", err.Error())
		}
	default:
		return fail("setup", fmt.Sprintf("unsupported env %q", c.Env))
	}

	parsed, iss := p.Env.Parse(c.Expr)
	if iss != nil && iss.Err() != nil {
		return fail("parse", firstIssue(iss))
	}
	checked, iss, panicked := checkRecovering(p.Env, parsed)
	if panicked != "" {
		return fail("check", panicked)
	}
	if iss != nil && iss.Err() != nil {
		return fail("check", firstIssue(iss))
	}
	p.Ast = checked
	t := typeString(checked.OutputType())
	res.Type = &t
	if admission != nil {
		// Kubernetes' own compiler must agree; its program is the one evaluated.
		compiled := admission.compiler.CompileCELExpression(anyExpression{c.Expr}, admission.decls, environment.NewExpressions)
		if compiled.Error != nil {
			return fail("setup", "oracle environment disagrees with Kubernetes: "+compiled.Error.Error())
		}
		if !compiled.OutputType.IsExactType(checked.OutputType()) {
			return fail("setup", "oracle output type disagrees with Kubernetes: "+compiled.OutputType.String())
		}
		p.Program = compiled.Program
		return p, nil
	}
	prog, err := p.Env.Program(checked, progOpts...)
	if err != nil {
		res.Error = &ErrorOut{Phase: "check", Message: "program instantiation failed: " + err.Error()}
		res.Error.Kind = classify("check", err.Error())
		return nil, res
	}
	p.Program = prog
	return p, nil
}

// checkRecovering checks as Env.Check does; a panic inside cel-go (one of
// its validators indexing past a type's parameters) comes back as a message:
// kube-apiserver's handler panics on the same expression and resets the request.
func checkRecovering(env *cel.Env, parsed *cel.Ast) (checked *cel.Ast, iss *cel.Issues, panicked string) {
	defer func() {
		if r := recover(); r != nil {
			panicked = fmt.Sprintf("cel-go panicked: %v", r)
		}
	}()
	checked, iss = env.Check(parsed)
	return checked, iss, ""
}

func firstIssue(iss *cel.Issues) string {
	errs := iss.Errors()
	if len(errs) == 0 {
		return iss.String()
	}
	e := errs[0]
	loc := e.Location
	if loc != nil && loc.Line() > 0 {
		return fmt.Sprintf("%d:%d: %s", loc.Line(), loc.Column()+1, e.Message)
	}
	return e.Message
}

// Run evaluates a case and returns its oracle line.
func Run(c Case) *Result {
	p, failed := Prepare(c)
	if failed != nil {
		return failed
	}
	res := &Result{Name: c.Name}
	t := typeString(p.Ast.OutputType())
	res.Type = &t
	if est, err := p.Env.EstimateCost(p.Ast, p.Estimator); err == nil {
		res.EstimatedCost = &CostRange{Min: est.Min, Max: est.Max}
	}
	val, det, err := p.Program.ContextEval(context.Background(), p.Activation)
	if det != nil {
		if cost := det.ActualCost(); cost != nil {
			c := *cost
			res.RuntimeCost = &c
		}
	}
	if p.Budget > 0 && res.RuntimeCost != nil && *res.RuntimeCost > p.Budget {
		// activation.Evaluate: the cost is checked after the evaluation.
		msg := "validation failed due to running out of cost budget, no further validation rules will be run"
		res.Error = &ErrorOut{Phase: "eval", Message: msg, Kind: classify("eval", msg)}
		return res
	}
	if err != nil {
		msg := err.Error()
		res.Error = &ErrorOut{Phase: "eval", Message: msg, Kind: classify("eval", msg)}
		return res
	}
	enc, encErr := encodeValue(val)
	if encErr != nil {
		msg := encErr.Error()
		res.Error = &ErrorOut{Phase: "eval", Message: msg, Kind: classify("eval", msg)}
		return res
	}
	res.Value = enc
	return res
}

// classify derives the short, stable error kind of tests/cel/FORMAT.md from a
// message. The table is documented in tests/cel/oracle/README.md.
func classify(phase, msg string) string {
	m := strings.ToLower(msg)
	switch phase {
	case "parse":
		return "syntax"
	case "setup":
		return "other"
	}
	for _, rule := range kindRules {
		for _, sub := range rule.substrings {
			if strings.Contains(m, sub) {
				return rule.kind
			}
		}
	}
	return "other"
}

// kindRules: the first rule with a substring contained in the lower-cased
// message gives the kind; no match gives "other". Parse errors are "syntax".
var kindRules = []struct {
	kind       string
	substrings []string
}{
	{"server_panic", []string{"panic"}},
	{"cost_limit", []string{"cost limit exceeded", "operation cancelled", "out of cost budget"}},
	{"undeclared", []string{"undeclared reference"}},
	{"no_matching_overload", []string{"no matching overload", "no such overload"}},
	{"division_by_zero", []string{"division by zero"}},
	{"modulus_by_zero", []string{"modulus by zero"}},
	{"overflow", []string{"overflow", "range error"}},
	{"no_such_key", []string{"no such key"}},
	{"no_such_field", []string{"undefined field", "no such field", "no such attribute"}},
	{"index_out_of_range", []string{"index out of range", "index out of bounds", "cannot slice",
		"invalid substring range"}},
	{"type_mismatch", []string{"expected type", "type mismatch", "does not support field selection",
		"cannot be range of a comprehension", "unsupported index type"}},
	{"invalid_argument", []string{"invalid", "illegal", "error parsing regexp", "parse error",
		"type conversion error", "cannot convert", "must not contain", "must match", "not allowed",
		"no major.minor.patch", "version string empty", "unknown time zone", "formatting",
		"called on empty list", "cannot be ordered", "must be non-negative", "out of range", "strconv."}},
}
