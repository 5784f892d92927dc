#!/usr/bin/env bash
# Regenerates the CEL differential corpus families (tests/cel/corpus/gen_corpus.py)
# and the oracle's expected results (tests/cel/corpus/*.expected.jsonl).
#   tests/cel/oracle/regen.sh           rewrite gen-*.jsonl and every *.expected.jsonl
#   tests/cel/oracle/regen.sh --check   change nothing; exit 1 if anything is out of date
# Needs Go (the oracle module pins cel-go and k8s.io/apiserver as Kubernetes v1.37.2 does)
# and python3. Builds with the same flags as mado-sandbox so Go's build cache is shared.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
corpus=$(cd "$here/../corpus" && pwd)
mode=write
if [[ ${1:-} == --check ]]; then mode=check; fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$here" && "${GO:-go}" build -p 2 -trimpath -pgo=off -o "$tmp/oracle" .)

if [[ $mode == check ]]; then
  "${PYTHON3:-python3}" "$corpus/gen_corpus.py" --check
else
  "${PYTHON3:-python3}" "$corpus/gen_corpus.py"
fi

shopt -s nullglob
inputs=()
for f in "$corpus"/*.jsonl; do
  [[ $f == *.expected.jsonl ]] || inputs+=("$f")
done
status=0
for f in "$corpus"/*.expected.jsonl; do
  src=${f%.expected.jsonl}.jsonl
  if [[ ! -e $src ]]; then
    if [[ $mode == check ]]; then
      echo "$f has no corpus file" >&2; status=1
    else
      rm -f "$f"
    fi
  fi
done
# -repeat: when writing, every case is evaluated several times; a result that
# depends on Go's random map iteration order is reported and fails the run.
repeat=10
if [[ $mode == check ]]; then repeat=1; fi
"$tmp/oracle" -repeat "$repeat" "-$mode" "${inputs[@]}" || status=$?
exit $status
