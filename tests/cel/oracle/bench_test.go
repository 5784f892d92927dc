package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/cel-go/cel"
)

// The cel-go side of the CEL benchmark: bench/cel/expressions.jsonl holds the
// cases (corpus format), shared with Mado's engine. Environments, program
// options and cost tracking are the oracle's, i.e. Kubernetes'.
//
//	BenchmarkEval/<case>     evaluation of a planned program (activation reused)
//	BenchmarkCompile/<case>  parse + check in a prepared environment
//
// bench/cel/run-cel-go.sh runs both and prints ns/op per expression.

func benchCases(tb testing.TB) []Case {
	path := os.Getenv("MADO_CEL_BENCH_CASES")
	if path == "" {
		path = filepath.Join("..", "..", "..", "bench", "cel", "expressions.jsonl")
	}
	cases, err := readCorpus(path)
	if err != nil {
		tb.Fatal(err)
	}
	return cases
}

func benchName(c Case) string {
	return strings.TrimPrefix(c.Name, "bench/")
}

// TestBenchCasesEvaluate keeps the benchmark honest: every case must compile,
// evaluate to true, and stay within the per-call cost limit.
func TestBenchCasesEvaluate(t *testing.T) {
	cases := benchCases(t)
	if len(cases) < 30 {
		t.Fatalf("only %d benchmark expressions, want at least 30", len(cases))
	}
	for _, c := range cases {
		r := Run(c)
		if r.Error != nil {
			t.Errorf("%s: %s error: %s", c.Name, r.Error.Phase, r.Error.Message)
			continue
		}
		if b, ok := r.Value.(map[string]any)["bool"]; !ok || b != true {
			t.Errorf("%s: value %v, want true", c.Name, r.Value)
		}
	}
}

func BenchmarkEval(b *testing.B) {
	for _, c := range benchCases(b) {
		p, failed := Prepare(c)
		if failed != nil {
			b.Fatalf("%s: %s", c.Name, failed.Error.Message)
		}
		act, err := cel.NewActivation(p.Activation)
		if err != nil {
			b.Fatal(err)
		}
		ctx := context.Background()
		b.Run(benchName(c), func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if _, _, err := p.Program.ContextEval(ctx, act); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkCompile(b *testing.B) {
	for _, c := range benchCases(b) {
		p, failed := Prepare(c)
		if failed != nil {
			b.Fatalf("%s: %s", c.Name, failed.Error.Message)
		}
		b.Run(benchName(c), func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if _, iss := p.Env.Compile(c.Expr); iss != nil && iss.Err() != nil {
					b.Fatal(iss.Err())
				}
			}
		})
	}
}
