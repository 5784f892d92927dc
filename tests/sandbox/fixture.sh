#!/usr/bin/env bash
# ctest fixture: start one fresh sandbox for the whole run (up), stop it and
# prove nothing is left running (down).
set -euo pipefail
action=$1 bin=$2 dir=$3
case "$action" in
  up)
    "$bin" down --dir "$dir" >/dev/null 2>&1 || true
    rm -rf "$dir/etcd" "$dir/state.json"
    mkdir -p "$dir"
    # If ctest dies, the sandbox follows it instead of running forever.
    MADO_SANDBOX_WATCH_PID=$PPID "$bin" up --dir "$dir" | tee "$dir/up.json"
    grep -q '"server":"https://127.0.0.1:' "$dir/up.json"
    ;;
  down)
    pids=$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(" ".join(str(p) for p in [d.get("supervisor",0)]+(d.get("pids") or [])))' "$dir/state.json")
    "$bin" down --dir "$dir"
    left=""
    for p in $pids; do
      [ "$p" -gt 0 ] || continue
      state=$(awk '{print $3}' "/proc/$p/stat" 2>/dev/null || true)
      [ -n "$state" ] && [ "$state" != Z ] && left="$left $p"
    done
    if [ -n "$left" ]; then echo "processes left running after down:$left" >&2; exit 1; fi
    if "$bin" status --dir "$dir" >/dev/null; then echo "status still reports running" >&2; exit 1; fi
    echo "sandbox stopped; no process left"
    ;;
esac
