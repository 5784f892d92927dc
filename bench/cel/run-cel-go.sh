#!/usr/bin/env bash
# cel-go side of the CEL benchmark: runs the Go testing benchmarks of the oracle
# module (tests/cel/oracle/bench_test.go) over bench/cel/expressions.jsonl with
# Kubernetes' environments and options (cel-go v0.29.2, k8s.io/apiserver v0.37.2)
# and prints, per expression, ns/op for evaluation and for compile (parse + check).
#
#   bench/cel/run-cel-go.sh [--json] [--benchtime 300ms] [--count 1] [--filter AREA-REGEX]
# (AREA-REGEX matches the first part of a case name: field, string, regex, comp, ...)
#
# --json prints one line per expression: {"name","evalNsPerOp","compileNsPerOp"}
# (the median over --count runs). Not run by ctest.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
oracle=$(cd "$here/../../tests/cel/oracle" && pwd)
json=0 benchtime=300ms count=1 filter=.
while [[ $# -gt 0 ]]; do
  case $1 in
    --json) json=1 ;;
    --benchtime) benchtime=$2; shift ;;
    --count) count=$2; shift ;;
    --filter) filter=$2; shift ;;
    -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
  shift
done

raw=$(mktemp)
trap 'rm -f "$raw"' EXIT
(cd "$oracle" && MADO_CEL_BENCH_CASES="$here/expressions.jsonl" \
  "${GO:-go}" test -p 2 -trimpath -pgo=off -count="$count" -run '^$' \
  -bench "^Benchmark(Eval|Compile)\$/($filter)" -benchtime "$benchtime" .) >"$raw"

"${PYTHON3:-python3}" - "$raw" "$json" "$here/expressions.jsonl" <<'PY'
import json, re, statistics, sys
raw, as_json, cases_path = sys.argv[1], sys.argv[2] == "1", sys.argv[3]
order = [json.loads(l)["name"] for l in open(cases_path, encoding="utf-8") if l.strip()]
runs = {}
pat = re.compile(r"^Benchmark(Eval|Compile)/(\S+?)(-\d+)?\s+\d+\s+([\d.]+) ns/op")
for line in open(raw, encoding="utf-8"):
    m = pat.match(line)
    if m:
        runs.setdefault(("bench/" + m.group(2), m.group(1)), []).append(float(m.group(4)))
if not runs:
    sys.stdout.write(open(raw, encoding="utf-8").read())
    sys.exit("no benchmark results")
rows = []
for name in order:
    ev, co = runs.get((name, "Eval")), runs.get((name, "Compile"))
    if ev is None and co is None:
        continue
    rows.append((name, statistics.median(ev) if ev else None, statistics.median(co) if co else None))
if as_json:
    for name, ev, co in rows:
        print(json.dumps({"name": name, "evalNsPerOp": ev, "compileNsPerOp": co}))
else:
    fmt = lambda v: "-" if v is None else "%.0f" % v
    width = max(len(r[0]) for r in rows)
    print("%-*s  %14s  %16s" % (width, "expression (cel-go v0.29.2)", "eval ns/op", "compile ns/op"))
    for name, ev, co in rows:
        print("%-*s  %14s  %16s" % (width, name, fmt(ev), fmt(co)))
    evs = [r[1] for r in rows if r[1] is not None]
    cos = [r[2] for r in rows if r[2] is not None]
    if evs and cos:
        print("%-*s  %14s  %16s" % (width, "median", fmt(statistics.median(evs)), fmt(statistics.median(cos))))
PY
