package main

import (
	"encoding/json"
	"testing"
)

func TestParseType(t *testing.T) {
	for in, want := range map[string]string{
		"int":                             "int",
		"list(string)":                    "list(string)",
		"map(string, list(int))":          "map(string, list(int))",
		"map(string,map(string, double))": "map(string, map(string, double))",
		"optional_type(bytes)":            "optional_type(bytes)",
		"timestamp":                       "google.protobuf.Timestamp",
		"duration":                        "google.protobuf.Duration",
		"net.IP":                          "net.IP",
		"dyn":                             "dyn",
	} {
		got, err := parseType(in)
		if err != nil {
			t.Errorf("%s: %v", in, err)
			continue
		}
		if got.String() != want {
			t.Errorf("%s: parsed as %s, want %s", in, got, want)
		}
	}
	for _, bad := range []string{"", "list", "list(int", "map(int)", "int(int)", "nosuch", "list(int))"} {
		if _, err := parseType(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

// Typed values survive decode -> CEL value -> encode unchanged.
func TestTypedValueRoundTrip(t *testing.T) {
	for _, in := range []string{
		`{"int":"-9223372036854775808"}`, `{"uint":"18446744073709551615"}`, `{"double":1.5}`,
		`{"double":"NaN"}`, `{"double":"-Inf"}`, `{"bool":false}`, `{"string":"é\n"}`, `{"bytes":"/wA="}`,
		`{"null":null}`, `{"list":[{"int":"1"},{"list":[]}]}`,
		`{"map":[[{"int":"1"},{"string":"a"}],[{"string":"k"},{"bool":true}]]}`,
		`{"duration":"1h0m0.5s"}`, `{"timestamp":"2024-02-29T13:45:30.123456789Z"}`, `{"type":"list"}`,
		`{"optional":null}`, `{"optional":{"int":"1"}}`,
		`{"opaque":{"repr":"10.0.0.0/8","type":"net.CIDR"}}`, `{"opaque":{"repr":"1Gi","type":"kubernetes.Quantity"}}`,
	} {
		v, err := decodeValue(json.RawMessage(in))
		if err != nil {
			t.Errorf("%s: %v", in, err)
			continue
		}
		enc, err := encodeValue(v)
		if err != nil {
			t.Errorf("%s: %v", in, err)
			continue
		}
		out, _ := json.Marshal(enc)
		if string(out) != in {
			t.Errorf("round trip of %s gave %s", in, out)
		}
	}
}

func TestClassify(t *testing.T) {
	for _, c := range []struct{ phase, msg, kind string }{
		{"parse", "1:3: Syntax error: mismatched input", "syntax"},
		{"check", "1:1: undeclared reference to 'x' (in container '')", "undeclared"},
		{"check", "1:3: found no matching overload for '_+_' applied to '(int, string)'", "no_matching_overload"},
		{"eval", "no such overload", "no_matching_overload"},
		{"eval", "division by zero", "division_by_zero"},
		{"eval", "modulus by zero", "modulus_by_zero"},
		{"eval", "integer overflow", "overflow"},
		{"eval", "no such key: a", "no_such_key"},
		{"eval", "no such attribute(s): oldSelf", "no_such_field"},
		{"eval", "index out of bounds: 3", "index_out_of_range"},
		{"eval", "operation cancelled: actual cost limit exceeded", "cost_limit"},
		{"check", "1:5: expected type 'int' but found 'string'", "type_mismatch"},
		{"eval", "quantities must match the regular expression", "invalid_argument"},
		{"eval", "optional.none() dereference", "other"},
	} {
		if got := classify(c.phase, c.msg); got != c.kind {
			t.Errorf("classify(%s, %q) = %s, want %s", c.phase, c.msg, got, c.kind)
		}
	}
}
