#!/usr/bin/env bash
# Connect-to-tree benchmark against a fresh sandbox, side by side with kubectl.
# usage: bench/discovery/run.sh [RUNS]   (after scripts/build)
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
bin=${MADO_BUILD_DIR:-$here/build}/bin
dir=$(mktemp -d)
trap '"$bin/mado-sandbox" down --dir "$dir" >/dev/null; rm -rf "$dir"' EXIT
"$bin/mado-sandbox" up --dir "$dir" >/dev/null
"$bin/bench_discovery" --kubeconfig "$dir/kubeconfig" --runs "${1:-15}"
