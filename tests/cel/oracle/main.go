// Command oracle evaluates a CEL differential corpus with cel-go and the
// Kubernetes CEL libraries at the versions Kubernetes v1.37.2 uses, and prints
// one result line per case (tests/cel/FORMAT.md).
//
// Usage:
//
//	oracle [-repeat N] FILE.jsonl...          results of all files on stdout ("-": stdin)
//	oracle [-repeat N] -write FILE.jsonl...   write FILE.expected.jsonl next to each
//	oracle [-repeat N] -check FILE.jsonl...   exit 1 if a FILE.expected.jsonl differs
//	oracle -expr EXPR [-env base] [-k8s 1.37] one ad-hoc expression
//
// With -repeat N every case is evaluated N times and a case whose output is
// not the same every time is reported as nondeterministic (exit status 3).
package main

import (
	_ "time/tzdata"

	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
)

func main() {
	repeat := flag.Int("repeat", 1, "evaluate each case N times and require identical output")
	write := flag.Bool("write", false, "write FILE.expected.jsonl next to each corpus file")
	check := flag.Bool("check", false, "compare with FILE.expected.jsonl; exit 1 on a difference")
	expr := flag.String("expr", "", "evaluate one expression instead of corpus files")
	envName := flag.String("env", "base", "environment for -expr")
	k8s := flag.String("k8s", "1.37", "Kubernetes version for -expr")
	coverage := flag.Bool("coverage", false, "report overloads of the 1.37 base environment no case resolves to")
	flag.Parse()

	if *coverage {
		var all []Case
		for _, path := range flag.Args() {
			cases, err := readCorpus(path)
			if err != nil {
				fmt.Fprintf(os.Stderr, "%s: %v\n", path, err)
				os.Exit(2)
			}
			all = append(all, cases...)
		}
		overloadCoverage(all, os.Stdout)
		return
	}

	if *expr != "" {
		line, _ := encodeLine(Run(Case{Name: "expr", Expr: *expr, Env: *envName, K8sVersion: *k8s}))
		os.Stdout.Write(line)
		return
	}
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: oracle [-repeat N] [-write|-check] CORPUS.jsonl...")
		os.Exit(2)
	}

	status := 0
	seen := map[string]string{}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for _, path := range flag.Args() {
		cases, err := readCorpus(path)
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", path, err)
			os.Exit(2)
		}
		var buf bytes.Buffer
		for _, c := range cases {
			if prev, dup := seen[c.Name]; dup {
				fmt.Fprintf(os.Stderr, "%s: duplicate case name %q (first in %s)\n", path, c.Name, prev)
				status = max(status, 2)
			}
			seen[c.Name] = path
			line, r := encodeLine(Run(c))
			if r.Error != nil && r.Error.Phase == "setup" {
				fmt.Fprintf(os.Stderr, "%s: case %s: setup error: %s\n", path, c.Name, r.Error.Message)
				status = max(status, 2)
			}
			for i := 1; i < *repeat; i++ {
				again, _ := encodeLine(Run(c))
				if !bytes.Equal(again, line) {
					fmt.Fprintf(os.Stderr, "%s: case %s is nondeterministic:\n  %s  %s", path, c.Name, line, again)
					status = max(status, 3)
					break
				}
			}
			buf.Write(line)
		}
		expected := strings.TrimSuffix(path, ".jsonl") + ".expected.jsonl"
		switch {
		case *write:
			if err := os.WriteFile(expected, buf.Bytes(), 0o644); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(2)
			}
		case *check:
			old, err := os.ReadFile(expected)
			if err != nil {
				fmt.Fprintf(os.Stderr, "%s: %v\n", expected, err)
				status = max(status, 1)
				continue
			}
			if d := firstDifference(old, buf.Bytes()); d != "" {
				fmt.Fprintf(os.Stderr, "%s is out of date (run tests/cel/oracle/regen.sh):\n%s\n", expected, d)
				status = max(status, 1)
			}
		default:
			out.Write(buf.Bytes())
		}
	}
	out.Flush()
	os.Exit(status)
}

func readCorpus(path string) ([]Case, error) {
	var f io.Reader = os.Stdin
	if path != "-" {
		file, err := os.Open(path)
		if err != nil {
			return nil, err
		}
		defer file.Close()
		f = file
	}
	var cases []Case
	r := bufio.NewReader(f)
	lineNo := 0
	for {
		line, err := r.ReadBytes('\n')
		if len(bytes.TrimSpace(line)) > 0 {
			lineNo++
			var c Case
			dec := json.NewDecoder(bytes.NewReader(line))
			dec.DisallowUnknownFields()
			if derr := dec.Decode(&c); derr != nil {
				return nil, fmt.Errorf("line %d: %v", lineNo, derr)
			}
			if c.Name == "" {
				return nil, fmt.Errorf("line %d: case without a name", lineNo)
			}
			cases = append(cases, c)
		}
		if err == io.EOF {
			return cases, nil
		}
		if err != nil {
			return nil, err
		}
	}
}

func encodeLine(r *Result) ([]byte, *Result) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(r); err != nil {
		fallback := &Result{Name: r.Name, Error: &ErrorOut{Phase: "eval", Message: "oracle: " + err.Error(), Kind: "other"}}
		buf.Reset()
		_ = enc.Encode(fallback)
		return buf.Bytes(), fallback
	}
	return buf.Bytes(), r
}

func firstDifference(a, b []byte) string {
	la := strings.Split(string(a), "\n")
	lb := strings.Split(string(b), "\n")
	for i := 0; i < len(la) || i < len(lb); i++ {
		var x, y string
		if i < len(la) {
			x = la[i]
		}
		if i < len(lb) {
			y = lb[i]
		}
		if x != y {
			return fmt.Sprintf("line %d\n  committed: %s\n  oracle:    %s", i+1, x, y)
		}
	}
	return ""
}
