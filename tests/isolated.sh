#!/bin/sh
# Runs one test program with settings, cache and data folders of its own, fresh
# for each run: no test reads what another test, an earlier run or the user left
# in ~/.config, ~/.cache or ~/.local/share (window state, remembered contexts and
# tabs, the schema cache, migration progress).
dir=$(mktemp -d "${TMPDIR:-/tmp}/mado-test.XXXXXX") || exit 1
trap 'rm -rf "$dir"' EXIT
XDG_CONFIG_HOME="$dir/config" XDG_CACHE_HOME="$dir/cache" XDG_DATA_HOME="$dir/data"
export XDG_CONFIG_HOME XDG_CACHE_HOME XDG_DATA_HOME
"$@"
