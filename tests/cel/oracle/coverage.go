package main

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"k8s.io/apimachinery/pkg/util/version"
	"k8s.io/apiserver/pkg/cel/environment"
)

// overloadCoverage reports which function overloads of the Kubernetes 1.37
// base environment no corpus case resolves to exactly. A case counts for an
// overload when the checker bound a call to that overload alone (calls on dyn
// arguments that leave several candidates do not count).
func overloadCoverage(cases []Case, w io.Writer) int {
	env := environment.MustBaseEnvSet(version.MajorMinor(1, 37)).NewExpressionsEnv()
	all := map[string]string{}
	for name, fn := range env.Functions() {
		for _, o := range fn.OverloadDecls() {
			all[o.ID()] = name
		}
	}
	hits := map[string]int{}
	for _, c := range cases {
		p, failed := Prepare(c)
		if failed != nil {
			continue
		}
		for _, ref := range p.Ast.NativeRep().ReferenceMap() {
			if len(ref.OverloadIDs) == 1 {
				hits[ref.OverloadIDs[0]]++
			}
		}
	}
	var missing []string
	for id, fn := range all {
		if hits[id] == 0 {
			missing = append(missing, fmt.Sprintf("%s (%s)", id, fn))
		}
	}
	sort.Strings(missing)
	fmt.Fprintf(w, "overloads: %d declared, %d resolved by some case, %d never\n", len(all), len(all)-len(missing), len(missing))
	if len(missing) > 0 {
		fmt.Fprintln(w, "  "+strings.Join(missing, "\n  "))
	}
	return len(missing)
}
