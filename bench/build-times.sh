#!/usr/bin/env bash
# Build times for docs/benchmarks.md ("Build"): a clean clone built with warm
# caches (CI's case), two one-file rebuilds, and a cold build of what scripts/run
# needs (no ccache, empty Go build cache). Clones this repository's HEAD into
# /tmp; takes about 15 minutes on 2 cores. Run it on an otherwise idle machine.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-/tmp/mado-build-times}
rm -rf "$work" && mkdir -p "$work"
timed() { # label command...
  local s e
  s=$(date +%s.%N)
  "${@:2}" >"$work/$1.log" 2>&1
  e=$(date +%s.%N)
  printf '%-40s %8.1f s\n' "$1" "$(echo "$e - $s" | bc)"
}
git clone -q "$repo" "$work/warm"
cd "$work/warm"
timed warm-clone-full-build scripts/build
echo "// one-file rebuild probe" >>models/tablefetch.cpp
timed one-file-models-tablefetch scripts/build
echo "// one-file rebuild probe" >>app/cmd_get.cpp
timed one-file-app-cmd_get scripts/build
git clone -q "$repo" "$work/cold"
cd "$work/cold"
CCACHE_DISABLE=1 GOCACHE="$work/gocache" timed cold-window-build scripts/build --target mado --target mado_sandbox
uptime
