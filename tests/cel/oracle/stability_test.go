package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// TestKubernetesCostStability checks the oracle against costs that Kubernetes
// itself pins in its CRD validation tests (apiextensions-apiserver
// pkg/apiserver/schema/cel, TestCelCostStability and
// TestCelEstimatedCostStability): the corpus file k8s-stability.jsonl holds the
// rules and data, testdata/k8s-cost-stability.json the recorded costs. A
// difference means the oracle does not build its environments the way the API
// server does.
func TestKubernetesCostStability(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("testdata", "k8s-cost-stability.json"))
	if err != nil {
		t.Fatal(err)
	}
	var want map[string]struct {
		RuntimeCost  uint64  `json:"runtimeCost"`
		EstimatedMax *uint64 `json:"estimatedMax"`
	}
	if err := json.Unmarshal(raw, &want); err != nil {
		t.Fatal(err)
	}
	cases, err := readCorpus(filepath.Join("..", "corpus", "k8s-stability.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) != len(want) {
		t.Fatalf("%d cases but %d recorded costs", len(cases), len(want))
	}
	for _, c := range cases {
		w, ok := want[c.Name]
		if !ok {
			t.Errorf("%s: no recorded cost", c.Name)
			continue
		}
		r := Run(c)
		if r.Error != nil {
			t.Errorf("%s: %s error: %s", c.Name, r.Error.Phase, r.Error.Message)
			continue
		}
		if got, ok := r.Value.(map[string]any)["bool"]; !ok || got != true {
			t.Errorf("%s: value %v, want true", c.Name, r.Value)
		}
		if r.RuntimeCost == nil || *r.RuntimeCost != w.RuntimeCost {
			t.Errorf("%s: runtime cost %v, Kubernetes records %d", c.Name, deref(r.RuntimeCost), w.RuntimeCost)
		}
		if w.EstimatedMax != nil && (r.EstimatedCost == nil || r.EstimatedCost.Max != *w.EstimatedMax) {
			t.Errorf("%s: estimated cost %+v, Kubernetes records max %d", c.Name, r.EstimatedCost, *w.EstimatedMax)
		}
	}
}

func deref(p *uint64) any {
	if p == nil {
		return nil
	}
	return *p
}
