package main

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math"
	"net/netip"
	"net/url"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"time"
	"unsafe"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"
	"github.com/google/cel-go/common/types/traits"

	"k8s.io/apimachinery/pkg/api/resource"
	apiservercel "k8s.io/apiserver/pkg/cel"
	"k8s.io/apiserver/pkg/cel/library"
	"k8s.io/apiserver/pkg/cel/mutation"
	"k8s.io/apiserver/pkg/cel/mutation/dynamic"
)

// parseType reads a CEL type name as written in the corpus `vars` (for
// example `int`, `list(string)`, `map(string, list(int))`, `optional_type(int)`).
func parseType(s string) (*cel.Type, error) {
	p := typeParser{src: s}
	t, err := p.parse()
	if err != nil {
		return nil, err
	}
	p.skipSpace()
	if p.pos != len(p.src) {
		return nil, fmt.Errorf("type %q: trailing text at %d", s, p.pos)
	}
	return t, nil
}

type typeParser struct {
	src string
	pos int
}

func (p *typeParser) skipSpace() {
	for p.pos < len(p.src) && p.src[p.pos] == ' ' {
		p.pos++
	}
}

func (p *typeParser) ident() string {
	p.skipSpace()
	start := p.pos
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		if c == '(' || c == ')' || c == ',' || c == ' ' {
			break
		}
		p.pos++
	}
	return p.src[start:p.pos]
}

func (p *typeParser) parse() (*cel.Type, error) {
	name := p.ident()
	if name == "" {
		return nil, fmt.Errorf("type %q: name expected at %d", p.src, p.pos)
	}
	var params []*cel.Type
	p.skipSpace()
	if p.pos < len(p.src) && p.src[p.pos] == '(' {
		p.pos++
		for {
			t, err := p.parse()
			if err != nil {
				return nil, err
			}
			params = append(params, t)
			p.skipSpace()
			if p.pos >= len(p.src) {
				return nil, fmt.Errorf("type %q: unterminated parameters", p.src)
			}
			if p.src[p.pos] == ',' {
				p.pos++
				continue
			}
			if p.src[p.pos] == ')' {
				p.pos++
				break
			}
			return nil, fmt.Errorf("type %q: unexpected %q", p.src, p.src[p.pos])
		}
	}
	want := func(n int) error {
		if len(params) != n {
			return fmt.Errorf("type %s takes %d parameters, got %d", name, n, len(params))
		}
		return nil
	}
	switch name {
	case "int", "uint", "double", "bool", "string", "bytes", "dyn", "null_type", "null",
		"duration", "google.protobuf.Duration", "timestamp", "google.protobuf.Timestamp",
		"net.IP", "net.CIDR", "kubernetes.Quantity", "kubernetes.URL", "kubernetes.Semver",
		"kubernetes.NamedFormat", "kubernetes.authorization.Authorizer":
		if err := want(0); err != nil {
			return nil, err
		}
	}
	switch name {
	case "int":
		return cel.IntType, nil
	case "uint":
		return cel.UintType, nil
	case "double":
		return cel.DoubleType, nil
	case "bool":
		return cel.BoolType, nil
	case "string":
		return cel.StringType, nil
	case "bytes":
		return cel.BytesType, nil
	case "dyn":
		return cel.DynType, nil
	case "null_type", "null":
		return cel.NullType, nil
	case "duration", "google.protobuf.Duration":
		return cel.DurationType, nil
	case "timestamp", "google.protobuf.Timestamp":
		return cel.TimestampType, nil
	case "net.IP":
		return apiservercel.IPType, nil
	case "net.CIDR":
		return apiservercel.CIDRType, nil
	case "kubernetes.Quantity":
		return apiservercel.QuantityType, nil
	case "kubernetes.URL":
		return apiservercel.URLType, nil
	case "kubernetes.Semver":
		return apiservercel.SemverType, nil
	case "kubernetes.NamedFormat":
		return apiservercel.FormatType, nil
	case "kubernetes.authorization.Authorizer":
		return library.AuthorizerType, nil
	case "list":
		if err := want(1); err != nil {
			return nil, err
		}
		return cel.ListType(params[0]), nil
	case "map":
		if err := want(2); err != nil {
			return nil, err
		}
		return cel.MapType(params[0], params[1]), nil
	case "optional_type", "optional":
		if err := want(1); err != nil {
			return nil, err
		}
		return cel.OptionalType(params[0]), nil
	case "type":
		if err := want(1); err != nil {
			return nil, err
		}
		return types.NewTypeTypeWithParam(params[0]), nil
	}
	return nil, fmt.Errorf("unknown type name %q", name)
}

// decodeValue turns a typed JSON value (see tests/cel/FORMAT.md) into a CEL value.
func decodeValue(raw json.RawMessage) (ref.Val, error) {
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil {
		return nil, fmt.Errorf("typed value must be an object: %.60s", raw)
	}
	if len(obj) != 1 {
		return nil, fmt.Errorf("typed value must have exactly one key: %.60s", raw)
	}
	for k, v := range obj {
		switch k {
		case "int":
			var s string
			if err := json.Unmarshal(v, &s); err != nil {
				return nil, err
			}
			n, err := strconv.ParseInt(s, 10, 64)
			if err != nil {
				return nil, err
			}
			return types.Int(n), nil
		case "uint":
			var s string
			if err := json.Unmarshal(v, &s); err != nil {
				return nil, err
			}
			n, err := strconv.ParseUint(s, 10, 64)
			if err != nil {
				return nil, err
			}
			return types.Uint(n), nil
		case "double":
			var f float64
			if err := json.Unmarshal(v, &f); err == nil {
				return types.Double(f), nil
			}
			var s string
			if err := json.Unmarshal(v, &s); err != nil {
				return nil, err
			}
			switch s {
			case "NaN":
				return types.Double(math.NaN()), nil
			case "+Inf":
				return types.Double(math.Inf(1)), nil
			case "-Inf":
				return types.Double(math.Inf(-1)), nil
			}
			return nil, fmt.Errorf("bad double %q", s)
		case "bool":
			var b bool
			if err := json.Unmarshal(v, &b); err != nil {
				return nil, err
			}
			return types.Bool(b), nil
		case "string":
			var s string
			if err := json.Unmarshal(v, &s); err != nil {
				return nil, err
			}
			return types.String(s), nil
		case "bytes":
			var s string
			if err := json.Unmarshal(v, &s); err != nil {
				return nil, err
			}
			b, err := base64.StdEncoding.DecodeString(s)
			if err != nil {
				return nil, err
			}
			return types.Bytes(b), nil
		case "null":
			return types.NullValue, nil
		case "list":
			var items []json.RawMessage
			if err := json.Unmarshal(v, &items); err != nil {
				return nil, err
			}
			vals := make([]ref.Val, 0, len(items))
			for _, it := range items {
				e, err := decodeValue(it)
				if err != nil {
					return nil, err
				}
				vals = append(vals, e)
			}
			return types.NewRefValList(types.DefaultTypeAdapter, vals), nil
		case "map":
			var entries [][2]json.RawMessage
			if err := json.Unmarshal(v, &entries); err != nil {
				return nil, err
			}
			m := make(map[ref.Val]ref.Val, len(entries))
			for _, e := range entries {
				key, err := decodeValue(e[0])
				if err != nil {
					return nil, err
				}
				val, err := decodeValue(e[1])
				if err != nil {
					return nil, err
				}
				m[key] = val
			}
			return types.NewRefValMap(types.DefaultTypeAdapter, m), nil
		case "duration":
			var s string
			if err := json.Unmarshal(v, &s); err != nil {
				return nil, err
			}
			d, err := time.ParseDuration(s)
			if err != nil {
				return nil, err
			}
			return types.Duration{Duration: d}, nil
		case "timestamp":
			var s string
			if err := json.Unmarshal(v, &s); err != nil {
				return nil, err
			}
			t, err := time.Parse(time.RFC3339Nano, s)
			if err != nil {
				return nil, err
			}
			return types.Timestamp{Time: t.UTC()}, nil
		case "type":
			var s string
			if err := json.Unmarshal(v, &s); err != nil {
				return nil, err
			}
			switch s {
			case "list":
				return types.ListType, nil
			case "map":
				return types.MapType, nil
			case "type":
				return types.TypeType, nil
			case "optional_type":
				return types.OptionalType, nil
			}
			t, err := parseType(s)
			if err != nil {
				return nil, err
			}
			return t, nil
		case "optional":
			if string(v) == "null" {
				return types.OptionalNone, nil
			}
			inner, err := decodeValue(v)
			if err != nil {
				return nil, err
			}
			return types.OptionalOf(inner), nil
		case "opaque":
			var o struct {
				Type string `json:"type"`
				Repr string `json:"repr"`
			}
			if err := json.Unmarshal(v, &o); err != nil {
				return nil, err
			}
			return decodeOpaque(o.Type, o.Repr)
		}
		return nil, fmt.Errorf("unknown typed value key %q", k)
	}
	return nil, fmt.Errorf("unreachable")
}

// decodeOpaque builds a Kubernetes library value from its type name and the
// String() form the oracle prints for it.
func decodeOpaque(typeName, repr string) (ref.Val, error) {
	switch typeName {
	case "net.IP":
		a, err := netip.ParseAddr(repr)
		if err != nil {
			return nil, err
		}
		return apiservercel.IP{Addr: a}, nil
	case "net.CIDR":
		p, err := netip.ParsePrefix(repr)
		if err != nil {
			return nil, err
		}
		return apiservercel.CIDR{Prefix: p}, nil
	case "kubernetes.Quantity":
		q, err := resource.ParseQuantity(repr)
		if err != nil {
			return nil, err
		}
		return apiservercel.Quantity{Quantity: &q}, nil
	case "kubernetes.URL":
		u, err := url.Parse(repr)
		if err != nil {
			return nil, err
		}
		return apiservercel.URL{URL: u}, nil
	case "kubernetes.authorization.Authorizer":
		return newPolicyAuthorizerVal(repr)
	}
	return nil, fmt.Errorf("opaque type %q cannot be used as input", typeName)
}

// encodeValue renders a CEL value in the typed JSON form of tests/cel/FORMAT.md.
// Map entries are sorted by the JSON text of their key: cel-go iterates Go maps
// in random order, so no other order is reproducible.
func encodeValue(v ref.Val) (any, error) {
	if v == nil {
		return nil, fmt.Errorf("nil value")
	}
	switch x := v.(type) {
	case types.Bool:
		return map[string]any{"bool": bool(x)}, nil
	case types.Int:
		return map[string]any{"int": strconv.FormatInt(int64(x), 10)}, nil
	case types.Uint:
		return map[string]any{"uint": strconv.FormatUint(uint64(x), 10)}, nil
	case types.Double:
		f := float64(x)
		switch {
		case math.IsNaN(f):
			return map[string]any{"double": "NaN"}, nil
		case math.IsInf(f, 1):
			return map[string]any{"double": "+Inf"}, nil
		case math.IsInf(f, -1):
			return map[string]any{"double": "-Inf"}, nil
		}
		return map[string]any{"double": f}, nil
	case types.String:
		return map[string]any{"string": string(x)}, nil
	case types.Bytes:
		return map[string]any{"bytes": base64.StdEncoding.EncodeToString([]byte(x))}, nil
	case types.Null:
		return map[string]any{"null": nil}, nil
	case types.Duration:
		return map[string]any{"duration": x.Duration.String()}, nil
	case types.Timestamp:
		return map[string]any{"timestamp": x.Time.UTC().Format(time.RFC3339Nano)}, nil
	case *types.Type:
		return map[string]any{"type": x.TypeName()}, nil
	case *types.Optional:
		if !x.HasValue() {
			return map[string]any{"optional": nil}, nil
		}
		inner, err := encodeValue(x.GetValue())
		if err != nil {
			return nil, err
		}
		return map[string]any{"optional": inner}, nil
	case apiservercel.Format:
		return opaque(x, x.Name), nil
	case *mutation.JSONPatchVal:
		// op, path and from are always there (empty when not set), value when set.
		fields := []any{[]any{"op", map[string]any{"string": x.Op}},
			[]any{"path", map[string]any{"string": x.Path}},
			[]any{"from", map[string]any{"string": x.From}}}
		if x.Val != nil {
			e, err := encodeValue(x.Val)
			if err != nil {
				return nil, err
			}
			fields = append(fields, []any{"value", e})
		}
		return map[string]any{"object": map[string]any{"type": mutation.JSONPatchTypeName, "fields": fields}}, nil
	case *dynamic.ObjectVal:
		return encodeObject(x)
	}
	switch x := v.(type) {
	case traits.Mapper:
		return encodeMap(x)
	case traits.Lister:
		items := []any{}
		it := x.Iterator()
		for it.HasNext() == types.True {
			e, err := encodeValue(it.Next())
			if err != nil {
				return nil, err
			}
			items = append(items, e)
		}
		return map[string]any{"list": items}, nil
	case fmt.Stringer:
		return opaque(v, x.String()), nil
	}
	return opaque(v, ""), nil
}

// encodeObject writes an Object apply configuration with its fields sorted by
// name. The fields are not exported; reflection reads them.
func encodeObject(o *dynamic.ObjectVal) (any, error) {
	fv := reflect.ValueOf(o).Elem().FieldByName("fields")
	fields := *(*map[string]ref.Val)(unsafe.Pointer(fv.UnsafeAddr()))
	names := make([]string, 0, len(fields))
	for n := range fields {
		names = append(names, n)
	}
	sort.Strings(names)
	out := []any{}
	for _, n := range names {
		e, err := encodeValue(fields[n])
		if err != nil {
			return nil, err
		}
		out = append(out, []any{n, e})
	}
	return map[string]any{"object": map[string]any{"type": o.Type().TypeName(), "fields": out}}, nil
}

func opaque(v ref.Val, repr string) map[string]any {
	return map[string]any{"opaque": map[string]any{"type": v.Type().TypeName(), "repr": repr}}
}

func encodeMap(m traits.Mapper) (any, error) {
	type entry struct {
		keyText string
		pair    []any
	}
	var entries []entry
	it := m.Iterator()
	for it.HasNext() == types.True {
		k := it.Next()
		if k == nil {
			// Kubernetes' unstructured objects report unknown fields of
			// x-kubernetes-preserve-unknown-fields objects as nil keys.
			continue
		}
		ek, err := encodeValue(k)
		if err != nil {
			return nil, err
		}
		val, found := m.Find(k)
		if !found {
			// Null fields of Kubernetes objects are iterated but read as absent.
			continue
		}
		if types.IsError(val) {
			return nil, val.(*types.Err)
		}
		ev, err := encodeValue(val)
		if err != nil {
			return nil, err
		}
		kt, _ := json.Marshal(ek)
		entries = append(entries, entry{keyText: string(kt), pair: []any{ek, ev}})
	}
	sort.Slice(entries, func(i, j int) bool { return entries[i].keyText < entries[j].keyText })
	out := make([]any, 0, len(entries))
	for _, e := range entries {
		out = append(out, e.pair)
	}
	return map[string]any{"map": out}, nil
}

// typeString renders a checked CEL type the way cel-go prints it.
func typeString(t *cel.Type) string {
	if t == nil {
		return ""
	}
	return strings.TrimSpace(t.String())
}
