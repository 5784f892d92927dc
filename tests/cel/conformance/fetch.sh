#!/bin/sh
# Installs the npm package @bufbuild/cel-spec (the official CEL conformance tests)
# into DIR and writes them as JSON lines to DIR/conformance.jsonl.
# Usage: fetch.sh DIR
set -eu
dir=$1
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$dir"
if [ ! -f "$dir/node_modules/@bufbuild/cel-spec/package.json" ]; then
    (cd "$dir" && npm install --no-audit --no-fund --silent --no-save @bufbuild/cel-spec@0.6.1 >/dev/null)
fi
NODE_PATH="$dir/node_modules" node "$here/dump.js" > "$dir/conformance.jsonl.tmp"
mv "$dir/conformance.jsonl.tmp" "$dir/conformance.jsonl"
