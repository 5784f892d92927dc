#!/usr/bin/env python3
"""Compares an engine's results with the oracle's, case by case (tests/cel/FORMAT.md).

    compare.py EXPECTED.jsonl ACTUAL.jsonl [--show N]   exit 1 on any difference
    compare.py --self-test

Both files hold one result line per case. Cases are matched by name; a case
missing from ACTUAL counts as a difference. Per case it checks:

  value      typed values equal; maps compare as sets of entries (the oracle
             sorts entries, cel-go's iteration order is random); doubles
             compare exactly, NaN equal to NaN
  type       the checked type string
  error      both absent, or the same phase and kind (messages are not compared)
  runtime    runtimeCost
  estimated  estimatedCost {min, max}

It prints, per area (the first part of a case name), how many cases agree on
each of these, then the first N differences.
"""

import json
import math
import sys
from collections import OrderedDict, defaultdict

DIMENSIONS = ["value", "type", "error", "runtime", "estimated"]


def canon(v):
    """A hashable canonical form of a typed value."""
    if v is None:
        return None
    if not isinstance(v, dict) or len(v) != 1:
        return ("?", json.dumps(v, sort_keys=True))
    (k, x), = v.items()
    if k == "double":
        if isinstance(x, str):
            return ("double", x)
        if isinstance(x, (int, float)) and math.isnan(x):
            return ("double", "NaN")
        return ("double", float(x))
    if k == "list":
        return ("list", tuple(canon(e) for e in x))
    if k == "map":
        return ("map", frozenset((canon(e[0]), canon(e[1])) for e in x))
    if k == "optional":
        return ("optional", canon(x))
    if k == "opaque":
        return ("opaque", x.get("type"), x.get("repr"))
    if k == "object":
        return ("object", x.get("type"), tuple((f[0], canon(f[1])) for f in x.get("fields", [])))
    return (k, json.dumps(x, sort_keys=True))


def error_key(e):
    return None if e is None else (e.get("phase"), e.get("kind"))


def differences(exp, act):
    """Names of the dimensions on which two result lines differ."""
    if act is None:
        return list(DIMENSIONS)
    out = []
    if canon(exp.get("value")) != canon(act.get("value")):
        out.append("value")
    if exp.get("type") != act.get("type"):
        out.append("type")
    if error_key(exp.get("error")) != error_key(act.get("error")):
        out.append("error")
    if exp.get("runtimeCost") != act.get("runtimeCost"):
        out.append("runtime")
    if exp.get("estimatedCost") != act.get("estimatedCost"):
        out.append("estimated")
    return out


def load(path):
    rows = OrderedDict()
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if line.strip():
                r = json.loads(line)
                if "name" not in r:
                    raise SystemExit("%s:%d: result without a name" % (path, n))
                rows[r["name"]] = r
    return rows


def compare(expected, actual, show=20, out=sys.stdout):
    per_area = defaultdict(lambda: defaultdict(int))
    diffs = []
    for name, exp in expected.items():
        area = name.split("/")[0]
        per_area[area]["cases"] += 1
        d = differences(exp, actual.get(name))
        for dim in DIMENSIONS:
            if dim not in d:
                per_area[area][dim] += 1
        if d:
            diffs.append((name, d, exp, actual.get(name)))
    out.write("%-16s %6s %6s %6s %6s %8s %9s\n" % ("area", "cases", *DIMENSIONS))
    total = defaultdict(int)
    for area in sorted(per_area):
        c = per_area[area]
        out.write("%-16s %6d %6d %6d %6d %8d %9d\n" % (area, c["cases"], *(c[d] for d in DIMENSIONS)))
        for k, v in c.items():
            total[k] += v
    out.write("%-16s %6d %6d %6d %6d %8d %9d\n" % ("total", total["cases"], *(total[d] for d in DIMENSIONS)))
    for name, d, exp, act in diffs[:show]:
        out.write("\n%s differs in %s\n  oracle: %s\n  engine: %s\n" % (
            name, ", ".join(d), json.dumps(exp, ensure_ascii=False), json.dumps(act, ensure_ascii=False)))
    return len(diffs)


def self_test():
    base = {"name": "a/b/1", "value": {"map": [[{"string": "x"}, {"int": "1"}], [{"string": "y"}, {"double": "NaN"}]]},
            "type": "map(string, dyn)", "error": None, "runtimeCost": 3, "estimatedCost": {"min": 1, "max": 4}}
    same = dict(base, value={"map": [[{"string": "y"}, {"double": "NaN"}], [{"string": "x"}, {"int": "1"}]]})
    assert differences(base, same) == [], "map order or NaN must not matter"
    assert differences(base, dict(base, runtimeCost=4)) == ["runtime"]
    assert differences(base, dict(base, value={"map": []})) == ["value"]
    assert differences(base, dict(base, type="map(string, int)")) == ["type"]
    err = dict(base, value=None, error={"phase": "eval", "message": "x", "kind": "overflow"})
    assert differences(err, dict(err, error={"phase": "eval", "message": "other text", "kind": "overflow"})) == []
    assert differences(err, dict(err, error={"phase": "check", "message": "x", "kind": "overflow"})) == ["error"]
    assert differences(base, None) == DIMENSIONS
    assert differences({"value": {"int": "1"}}, {"value": {"uint": "1"}}) == ["value"]
    assert differences({"value": {"double": 1}}, {"value": {"double": 1.0}}) == []
    sink = open("/dev/null", "w")
    assert compare(OrderedDict([("a/b/1", base)]), {"a/b/1": same}, out=sink) == 0
    assert compare(OrderedDict([("a/b/1", base)]), {}, out=sink) == 1
    print("compare.py self-test passed")


def main(argv):
    if argv == ["--self-test"]:
        self_test()
        return 0
    show = 20
    if "--show" in argv:
        i = argv.index("--show")
        show = int(argv[i + 1])
        argv = argv[:i] + argv[i + 2:]
    if len(argv) != 2:
        sys.stderr.write(__doc__)
        return 2
    return 1 if compare(load(argv[0]), load(argv[1]), show) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
