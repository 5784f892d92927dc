#!/bin/bash
# The rewrite (step 3 of a CRD storage-version migration) of N custom resources
# on a sandbox of its own: Mado at its default settings side by side with a
# single-worker list-and-PUT baseline (what kube-storage-version-migrator does
# by default: one worker), then Mado with a QPS cap on a second lab of 2,000
# objects, to show the cap holds (pick a cap below the uncapped rate).
#
#   bench/migrate/run.sh [BUILD_DIR] [OBJECTS] [QPS_CAP]     (defaults: build 10000 50)
#   bench/migrate/run.sh fault [BUILD_DIR] [OBJECTS]         the kill-and-resume fault test at OBJECTS
set -euo pipefail
if [[ ${1:-} == fault ]]; then
  BUILD=$(realpath "${2:-build}"); N=${3:-10000}
  DIR=$(mktemp -d /tmp/mado-bench-migrate.XXXXXX)
  trap '"$BUILD/bin/mado-sandbox" down --dir "$DIR" >/dev/null 2>&1 || true; rm -rf "$DIR"' EXIT
  "$BUILD/bin/mado-sandbox" up --dir "$DIR" >/dev/null
  MADO_TEST_KUBECONFIG=$DIR/kubeconfig MADO_TEST_SANDBOX_DIR=$DIR MADO_BIN=$BUILD/bin/mado \
    MADO_SANDBOX_BIN=$BUILD/bin/mado-sandbox MADO_MIGRATE_FAULT_OBJECTS=$N QT_QPA_PLATFORM=offscreen \
    "$BUILD/bin/tst_migrate_fault_sandbox"
  exit
fi
BUILD=$(realpath "${1:-build}"); N=${2:-10000}; CAP=${3:-50}
DIR=$(mktemp -d /tmp/mado-bench-migrate.XXXXXX)
trap '"$BUILD/bin/mado-sandbox" down --dir "$DIR" >/dev/null 2>&1 || true; rm -rf "$DIR"' EXIT
"$BUILD/bin/mado-sandbox" up --dir "$DIR" >/dev/null
MADO=("$BUILD/bin/mado" --kubeconfig "$DIR/kubeconfig" --lang en)
CRD=widgets.bench.mado.io
t0=$(date +%s.%N)
"${MADO[@]}" -n bench migrate lab --objects "$N" --group bench.mado.io >/dev/null
echo "seeded $N objects in $(echo "$(date +%s.%N) - $t0" | bc) s"
"${MADO[@]}" migrate run $CRD --to v2 --until storage --state-dir "$DIR/state" >/dev/null 2>&1

rewrite() { # crd, objects, label, extra args...: prints objects/s measured around the whole command
  local CRD=$1 N=$2 label=$3; shift 3
  local s e
  s=$(date +%s.%N)
  "${MADO[@]}" migrate rewrite $CRD --to v2 --state-dir "$DIR/state" "$@" 2>"$DIR/log" >/dev/null
  e=$(date +%s.%N)
  local inner
  inner=$(grep -o '[0-9.]* objects/s$' "$DIR/log" | tail -1)
  printf '%-44s %8.1f objects/s wall (%s inside the rewriter), %6.1f s\n' "$label" \
    "$(echo "$N / ($e - $s)" | bc -l)" "$inner" "$(echo "$e - $s" | bc -l)"
}
rewrite $CRD "$N" "baseline: 1 worker, list and PUT, no cap" --concurrency 1
rewrite $CRD "$N" "mado defaults (8 in flight, no cap)"
"${MADO[@]}" -n bench-cap migrate lab --objects 2000 --group cap.mado.io >/dev/null
"${MADO[@]}" migrate run widgets.cap.mado.io --to v2 --until storage --state-dir "$DIR/state" >/dev/null 2>&1
rewrite widgets.cap.mado.io 2000 "mado, --qps $CAP (2,000 objects)" --qps "$CAP"
