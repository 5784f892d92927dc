#!/usr/bin/env bash
# The translation gate (scripts/ts-check) catches what it is there for: on a copy
# of the sources and .ts files it passes as committed, and fails for a new tr()
# string nobody translated, for a translated string the code dropped (vanished),
# for an unfinished translation, and for a tr() lupdate cannot place in a class.
#   ts-check-selftest.sh SOURCE_DIR
set -euo pipefail
src=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "ts-check-selftest: $*" >&2; exit 1; }
fresh() {
  rm -rf "$work/tree" && mkdir -p "$work/tree/scripts"
  cp -r "$src"/app "$src"/views "$src"/models "$src"/kube "$src"/codecs "$src"/translations "$work/tree/"
  cp "$src"/scripts/ts-check "$src"/scripts/ts-fill "$work/tree/scripts/"
}
expect_fail() { # what, pattern
  if "$work/tree/scripts/ts-check" >"$work/out" 2>&1; then cat "$work/out" >&2; fail "passed with $1"; fi
  grep -q -- "$2" "$work/out" || { cat "$work/out" >&2; fail "$1: no '$2' in the report"; }
  echo "caught: $1"
}

fresh
"$work/tree/scripts/ts-check" >"$work/out" 2>&1 || { cat "$work/out" >&2; fail "the committed tree does not pass"; }

# A new user-visible string without a translation.
fresh
cat >>"$work/tree/views/resourcetreeview.cpp" <<'CPP'
QString views::ResourceTreeView::selftestString() { return tr("A string nobody translated"); }
CPP
expect_fail "an untranslated source string" "unfinished: 'A string nobody translated'"

# A translated string the code no longer has.
fresh
sed -i 's/tr("Filter by name, short name, kind or category")/QString()/' "$work/tree/views/resourcetreeview.cpp"
expect_fail "a vanished entry" "vanished (the code no longer has it): 'Filter by name, short name, kind or category'"

# An unfinished translation in a committed file.
fresh
python3 - "$work/tree/translations/mado_ja.ts" <<'PY'
import sys, xml.etree.ElementTree as ET
path = sys.argv[1]
tree = ET.parse(path)
for msg in tree.getroot().iter("message"):
    if msg.findtext("source") == "Filter by name, short name, kind or category":
        msg.find("translation").set("type", "unfinished")
tree.write(path, encoding="utf-8")
PY
expect_fail "an unfinished translation" "mado_ja.ts: unfinished: 'Filter by name, short name, kind or category'"

# A tr() in a class lupdate cannot name: its string lands in a context no call reaches.
fresh
cat >>"$work/tree/models/namespacemodel.cpp" <<'CPP'
namespace {
using Alias = models::NamespaceModel;
QString selftestLost() { return Alias::tr("A string in no context"); }
}
CPP
expect_fail "a tr() without a class" "lupdate could not place a tr() call"
echo "ts-check-selftest: the gate fails on each of the four faults"
