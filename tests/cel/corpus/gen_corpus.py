#!/usr/bin/env python3
"""Generates the families of the CEL differential corpus (tests/cel/FORMAT.md).

Each area is written to gen-<area>.jsonl next to this script; hand-written
cases live in the other *.jsonl files and are not touched. The expected
results (*.expected.jsonl) come from the oracle: tests/cel/oracle/regen.sh
runs this script and then the oracle.

Deterministic: no randomness, no clock; the same script gives the same files.
"""

import base64
import json
import os
import random
import re
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
VERSIONS = ["1.%d" % m for m in range(27, 38)]


class Corpus:
    def __init__(self):
        self.files = defaultdict(list)
        self.counters = defaultdict(int)

    def add(self, area, fn, expr, env="base", ver="1.37", vars=None, schema=None,
            self_=None, old_self=None, file=None, optional_old_self=False):
        key = "%s/%s" % (area, fn)
        self.counters[key] += 1
        case = {
            "name": "%s/%d" % (key, self.counters[key]),
            "expr": expr,
            "env": env,
            "k8sVersion": ver,
            "vars": vars or {},
            "schema": schema,
            "self": self_,
            "oldSelf": old_self,
        }
        if optional_old_self:
            case["optionalOldSelf"] = True
        self.files[file or area].append(case)

    def texts(self):
        out = {}
        for area, cases in sorted(self.files.items()):
            out["gen-%s.jsonl" % area] = "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases)
        return out

    def check(self):
        """Returns the names of generated files that differ from this script's output."""
        texts = self.texts()
        stale = []
        on_disk = {f for f in os.listdir(HERE) if f.startswith("gen-") and f.endswith(".jsonl")
                   and not f.endswith(".expected.jsonl")}
        for name in sorted(on_disk | set(texts)):
            path = os.path.join(HERE, name)
            try:
                with open(path, encoding="utf-8") as f:
                    current = f.read()
            except FileNotFoundError:
                current = None
            if current != texts.get(name):
                stale.append(name)
        return stale

    def write(self):
        texts = self.texts()
        for f in os.listdir(HERE):
            if (f.startswith("gen-") and f.endswith(".jsonl") and not f.endswith(".expected.jsonl")
                    and f not in texts):
                os.remove(os.path.join(HERE, f))
        for name, text in texts.items():
            with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
                f.write(text)
        total = sum(len(c) for c in self.files.values())
        for area, cases in sorted(self.files.items()):
            print("%-14s %5d" % (area, len(cases)), file=sys.stderr)
        print("%-14s %5d" % ("total", total), file=sys.stderr)


# ---- typed values for vars ----------------------------------------------

def tv(v):
    """Typed JSON value for a Python value (bool/int/float/str/bytes/list/dict/None)."""
    if isinstance(v, bool):
        return {"bool": v}
    if isinstance(v, int):
        return {"int": str(v)}
    if isinstance(v, float):
        if v != v:
            return {"double": "NaN"}
        if v in (float("inf"), float("-inf")):
            return {"double": "+Inf" if v > 0 else "-Inf"}
        return {"double": v}
    if isinstance(v, str):
        return {"string": v}
    if isinstance(v, bytes):
        return {"bytes": base64.b64encode(v).decode()}
    if v is None:
        return {"null": None}
    if isinstance(v, list):
        return {"list": [tv(x) for x in v]}
    if isinstance(v, dict):
        return {"map": [[tv(k), tv(x)] for k, x in v.items()]}
    if isinstance(v, U):
        return {"uint": str(v.n)}
    if isinstance(v, Typed):
        return v.value
    raise TypeError(v)


class U:
    def __init__(self, n):
        self.n = n


class Typed:
    def __init__(self, value):
        self.value = value


def var(t, v):
    return {"type": t, "value": tv(v)}


def q(s):
    """A CEL single-quoted string literal."""
    return "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'"


def lst(xs):
    return "[" + ", ".join(xs) + "]"


C = Corpus()

# ---- standard library: arithmetic -----------------------------------------

INTS = ["0", "1", "-1", "7", "-7", "3", "9223372036854775807", "-9223372036854775808", "42"]
for a in ["7", "-7", "9223372036854775807", "-9223372036854775808", "0"]:
    for b in ["2", "-2", "0", "1", "-1"]:
        for op in ["+", "-", "*", "/", "%"]:
            C.add("std", "int_" + {"+": "add", "-": "sub", "*": "mul", "/": "div", "%": "mod"}[op],
                  "x %s y" % op, vars={"x": var("int", int(a)), "y": var("int", int(b))})
for a in ["7u", "0u", "18446744073709551615u"]:
    for b in ["2u", "0u", "1u"]:
        for op in ["+", "-", "*", "/", "%"]:
            C.add("std", "uint_" + {"+": "add", "-": "sub", "*": "mul", "/": "div", "%": "mod"}[op],
                  "%s %s %s" % (a, op, b))
for a in ["1.5", "-0.5", "0.0", "1e308"]:
    for b in ["2.0", "0.0", "-0.0", "1e308"]:
        for op in ["+", "-", "*", "/"]:
            C.add("std", "double_" + {"+": "add", "-": "sub", "*": "mul", "/": "div"}[op],
                  "x %s y" % op, vars={"x": var("double", float(a)), "y": var("double", float(b))})
for e in ["-x", "-(-x)", "--x", "-9223372036854775807 - 1", "-(x)"]:
    C.add("std", "negate", e, vars={"x": var("int", -9223372036854775808)})
    C.add("std", "negate", e, vars={"x": var("int", 5)})
for e in ["-1.5", "-(2.0)", "!true", "!false", "!!true", "!x"]:
    C.add("std", "not_negate", e, vars={"x": var("bool", False)})
C.add("std", "double_mod", "5.0 % 2.0")
C.add("std", "mixed_arith", "1 + 1u")
C.add("std", "mixed_arith", "1 + 1.0")
C.add("std", "mixed_arith", "dyn(1) + 1u")
C.add("std", "mixed_arith", "dyn(1) + dyn(1.0)")

# ---- comparisons ------------------------------------------------------------

VALS = ["1", "2", "1u", "2u", "1.0", "2.5", "'a'", "'b'", "b'a'", "true", "false", "null",
        "[1]", "{'a': 1}", "duration('1s')", "timestamp('2024-01-01T00:00:00Z')", "int", "double('NaN')"]
for a in VALS:
    for b in ["1", "1u", "1.0", "'a'", "true", "null", "double('NaN')", "[1]"]:
        for op in ["==", "!="]:
            C.add("std", "equals", "dyn(%s) %s %s" % (a, op, b))
    C.add("std", "equals_static", "%s == %s" % (a, a))
for a in ["1", "2u", "1.5", "-1", "double('NaN')"]:
    for b in ["1", "1u", "1.5", "-1.0"]:
        for op in ["<", "<=", ">", ">="]:
            C.add("std", "numeric_order", "%s %s %s" % (a, op, b))
for a, b in [("'a'", "'b'"), ("'abc'", "'abd'"), ("'é'", "'e'"), ("b'a'", "b'b'"), ("true", "false"),
             ("duration('1s')", "duration('2s')"),
             ("timestamp('2024-01-01T00:00:00Z')", "timestamp('2023-01-01T00:00:00Z')"),
             ("[1]", "[2]"), ("'a'", "1")]:
    for op in ["<", "<=", ">", ">="]:
        C.add("std", "order", "%s %s %s" % (a, op, b))
# dyn cross-type at runtime
for a, b in [("1", "1u"), ("1", "1.0"), ("1u", "1.0"), ("'1'", "1"), ("[1]", "[1.0]"), ("{1: 'a'}", "{1u: 'a'}")]:
    C.add("std", "dyn_equals", "dyn(%s) == dyn(%s)" % (a, b))
    C.add("std", "dyn_order", "dyn(%s) < dyn(%s)" % (a, b))

# ---- logic and conditionals ---------------------------------------------------

for a in ["true", "false", "x", "1/0 == 1", "y.a"]:
    for b in ["true", "false", "1/0 == 1", "y.a"]:
        for op in ["&&", "||"]:
            C.add("std", "logic", "%s %s %s" % (a, op, b),
                  vars={"x": var("bool", True), "y": var("map(string, bool)", {"b": True})})
for c in ["true", "false", "x > 0", "1/0 > 0"]:
    C.add("std", "conditional", "%s ? 'yes' : 'no'" % c, vars={"x": var("int", 3)})
C.add("std", "conditional", "x ? 1 : 1/0", vars={"x": var("bool", True)})
C.add("std", "conditional", "x ? 1/0 : 2", vars={"x": var("bool", False)})
C.add("std", "conditional", "true ? 1 : 'a'")
C.add("std", "conditional", "1 ? 1 : 2")

# ---- strings and bytes core --------------------------------------------------

STRS = ["", "a", "hello", "héllo wörld", "日本語テキスト", "x" * 40, "abc" * 100]
for s in STRS:
    v = {"s": var("string", s)}
    C.add("str", "size", "size(s)", vars=v)
    C.add("str", "size", "s.size()", vars=v)
    C.add("str", "contains", "s.contains('l')", vars=v)
    C.add("str", "contains", "s.contains(s)", vars=v)
    C.add("str", "startsWith", "s.startsWith('he')", vars=v)
    C.add("str", "startsWith", "s.startsWith(s + 'x')", vars=v)
    C.add("str", "endsWith", "s.endsWith('o')", vars=v)
    C.add("str", "endsWith", "s.endsWith(s)", vars=v)
    C.add("str", "matches", "s.matches('^[a-z]+$')", vars=v)
    C.add("str", "matches", "matches(s, 'l+')", vars=v)
    C.add("str", "concat", "s + s", vars=v)
    C.add("str", "concat", "s + 'tail' == 'tail'", vars=v)
    C.add("str", "compare", "s < 'hello'", vars=v)
    C.add("str", "compare", "s == 'hello'", vars=v)
    C.add("str", "compare", "s != s + ''", vars=v)
    C.add("str", "in_list", "s in ['a', 'hello', 'b']", vars=v)
    C.add("str", "bytes_conv", "bytes(s)", vars=v)
    C.add("str", "bytes_conv", "string(bytes(s)) == s", vars=v)
for b in [b"", b"abc", b"\xff\x00\x01", b"hello world" * 10]:
    v = {"b": var("bytes", b)}
    C.add("bytes", "size", "size(b)", vars=v)
    C.add("bytes", "size", "b.size()", vars=v)
    C.add("bytes", "concat", "b + b'!'", vars=v)
    C.add("bytes", "compare", "b < b'b'", vars=v)
    C.add("bytes", "compare", "b == b'abc'", vars=v)
    C.add("bytes", "string_conv", "string(b)", vars=v)
for lit in ["'\\n\\t\\\\'", "\"double\"", "'''triple\nline'''", "r'raw\\n'", "R\"raw\"", "'\\x41\\u00e9\\U0001F600'",
            "'\\101'", "b'\\xff'", "b'\\377'", "'\\a\\b\\f\\v\\r\\?\\`'", "\"\"\"x\"y\"\"\"", "'\\''", "u'x'"]:
    C.add("str", "literal", lit)

# ---- conversions ------------------------------------------------------------

CONV = {
    "int": ["1", "1u", "1.9", "-1.9", "'42'", "'-42'", "'0x10'", "'abc'", "1e19", "-1e19", "18446744073709551615u",
            "timestamp('2024-01-01T00:00:00Z')", "double('NaN')", "duration('1s')", "true"],
    "uint": ["1", "-1", "1.5", "-1.5", "'42'", "'-1'", "1e20", "18446744073709551615u", "double('Infinity')"],
    "double": ["1", "1u", "'1.5'", "'1e3'", "'NaN'", "'-Infinity'", "'abc'", "9223372036854775807"],
    "string": ["1", "1u", "1.5", "1e100", "-0.0", "true", "b'abc'", "b'\\xff'", "duration('1h1m')",
               "timestamp('2024-01-01T00:00:00.5Z')", "'x'", "null"],
    "bytes": ["'abc'", "'é'", "b'x'", "1"],
    "bool": ["true", "'true'", "'false'", "'TRUE'", "'t'", "'f'", "'1'", "'0'", "'yes'", "1"],
    "duration": ["'1h'", "'1.5s'", "'-2m'", "'1d'", "'abc'", "'100000000000h'", "duration('1s')", "1"],
    "timestamp": ["'2024-01-01T00:00:00Z'", "'2024-01-01T00:00:00+05:30'", "'bad'", "0", "1700000000",
                  "'0001-01-01T00:00:00Z'", "'9999-12-31T23:59:59Z'", "'10000-01-01T00:00:00Z'"],
    "dyn": ["1", "'a'", "[1, 'a']", "{'a': 1}"],
    "type": ["1", "1u", "1.0", "'a'", "b'a'", "true", "null", "[1]", "{'a': 1}", "duration('1s')",
             "timestamp('2024-01-01T00:00:00Z')", "int", "type", "optional.of(1)", "dyn(1)"],
}
for fn, args in CONV.items():
    for a in args:
        C.add("conv", fn, "%s(%s)" % (fn, a))
# strconv.ParseFloat takes a sign before inf and infinity, none before nan.
for lit in ["+NaN", "-nan", "nan", "NAN", "+Inf", "-infinity", "+INFINITY", "++inf", "-infin"]:
    C.add("conv", "double_special", "string(double('%s'))" % lit)
    C.add("conv", "double_special", "string(double(dyn('%s')))" % lit)
C.add("conv", "type", "type(1) == int")
C.add("conv", "type", "type(type(1)) == type")
C.add("conv", "type", "type(null) == null_type")
C.add("conv", "type", "type(x) == string", vars={"x": var("dyn", "a")})

# ---- time -------------------------------------------------------------------

TS = "timestamp('2024-02-29T13:45:30.123456789Z')"
for acc in ["getFullYear", "getMonth", "getDayOfYear", "getDayOfMonth", "getDate", "getDayOfWeek",
            "getHours", "getMinutes", "getSeconds", "getMilliseconds"]:
    C.add("time", acc, "%s.%s()" % (TS, acc))
    for tz in ["'UTC'", "'America/New_York'", "'+05:30'", "'-08:00'", "'Asia/Tokyo'", "'Bad/Zone'"]:
        C.add("time", acc, "%s.%s(%s)" % (TS, acc, tz))
    C.add("time", acc, "t.%s()" % acc, vars={"t": {"type": "timestamp", "value": {"timestamp": "1999-12-31T23:59:59Z"}}})
# Offsets as cel-go's stdlib reads them: any colon makes an offset, hours and
# minutes each by strconv.Atoi (64 bits, signs allowed, no range check), the
# arithmetic wrapping as Go's int and time.Duration do.
for tz in ["+01:75", "01:+05", "+01:-0", "-0:30", "-0:-5", "+1:5", "+01:11111111111", "+99999999999:00",
           "+153722867280912930:07", "-153722867280912930:08", "9223372036854775807:59",
           "-9223372036854775808:00", "1:-9223372036854775808", "153722867280912931:0",
           "+01:99999999999999999999", "99999999999999999999x:1", "abc:12", "01:", ":30", "+:1",
           "+01:30:00", " 01:30", "+05", "Z", "../etc", "America"]:
    for acc in ["getFullYear", "getDayOfYear", "getDayOfWeek", "getHours", "getMinutes"]:
        C.add("time", "zone_" + acc, "%s.%s('%s')" % (TS, acc, tz))
# RFC 3339 as Go's time.Parse reads it: its general parser (behind the strict
# fast path) takes a one-digit hour and offsets up to 24 hours and 60 minutes.
for ts in ["2024-01-01T9:05:00Z", "2024-01-01T09:05:00Z", "2024-01-01T123:05:00Z", "2024-01-01T:05:00Z",
           "2024-01-01T9:5:00Z", "2024-01-01T24:00:00Z", "9999-12-28T00:59:00+24:00", "2024-01-01T00:00:00-24:00",
           "2024-01-01T00:00:00+23:60", "2024-01-01T00:00:00+24:60", "2024-01-01T00:00:00+25:00",
           "2024-01-01T00:00:00+23:61", "2024-01-01T9:05:00.5+01:00", "2024-01-01T9:05:00,5Z"]:
    C.add("time", "rfc3339", "string(timestamp('%s'))" % ts)
D = "duration('25h61m3.5s')"
for acc in ["getHours", "getMinutes", "getSeconds", "getMilliseconds"]:
    C.add("time", "duration_" + acc, "%s.%s()" % (D, acc))
    C.add("time", "duration_" + acc, "duration('-1.5s').%s()" % acc)
for e in ["%s + duration('1h')" % TS, "duration('1h') + %s" % TS, "%s - duration('1h')" % TS,
          "%s - timestamp('2024-01-01T00:00:00Z')" % TS, "duration('1h') - duration('1s')",
          "duration('1h') + duration('1s')", "-duration('1h')", "%s < timestamp('2025-01-01T00:00:00Z')" % TS,
          "duration('1h') > duration('59m')", "timestamp('9999-12-31T23:59:59Z') + duration('1s')",
          "duration('290h') * 1", "duration('2562047h') + duration('1h')",
          "timestamp('0001-01-01T00:00:00Z') - duration('1s')", "int(%s)" % TS, "string(%s)" % TS]:
    C.add("time", "arith", e)

# ---- lists and maps -------------------------------------------------------------

for e in ["[1, 2, 3][0]", "[1, 2, 3][2]", "[1, 2, 3][3]", "[1, 2, 3][-1]", "[1, 2, 3][1u]", "[1, 2, 3][1.0]",
          "[1, 2, 3][1.5]", "[[1], [2, 3]][1][0]", "[1, 2] + [3]", "[] + []", "[1] + ['a']", "size([1, 2, 3])",
          "[1, 2, 3].size()", "2 in [1, 2, 3]", "4 in [1, 2, 3]", "[1, 2] == [1, 2]", "[1, 2] == [2, 1]",
          "[1, 2] != [1, 2, 3]", "[]", "[[]]", "[1, 'a']", "[1, dyn('a')]", "[null, null]",
          "{'a': 1, 'b': 2}['b']", "{'a': 1}['z']", "{'a': 1}.a", "{'a': 1}.z", "{1: 'x', 2u: 'y'}[2]",
          "{1: 'x'}[1.0]", "{true: 1}[true]", "'a' in {'a': 1}", "'z' in {'a': 1}", "size({'a': 1, 'b': 2})",
          "{'a': 1}.size()", "{'a': 1} == {'a': 1}", "{'a': 1} == {'a': 2}", "{'a': 1, 'a': 2}",
          "{}", "{'a': 1, 'b': 'x'}", "{'a': 1, 1: 2}", "{[1]: 2}", "{1.5: 2}", "{null: 1}",
          "{'a': {'b': {'c': 1}}}.a.b.c", "x[0]", "x[5]", "m['k']", "m.k", "m['missing']", "1 in m",
          "'k' in m", "m == {'k': 'v'}", "x + x", "x == [1, 2, 3]", "size(x) > 2"]:
    C.add("coll", "op", e, vars={"x": var("list(int)", [1, 2, 3]), "m": var("map(string, string)", {"k": "v"})})
for n in [0, 1, 10, 100, 1000]:
    v = {"x": var("list(int)", list(range(n)))}
    C.add("coll", "in_sized", "%d in x" % (n - 1), vars=v)
    C.add("coll", "concat_sized", "size(x + x)", vars=v)
    C.add("coll", "equals_sized", "x == x", vars=v)
    sv = {"m": var("map(string, int)", {"k%d" % i: i for i in range(n)})}
    C.add("coll", "map_in_sized", "'k0' in m", vars=sv)
    C.add("coll", "map_size_sized", "size(m)", vars=sv)

# ---- macros -----------------------------------------------------------------------

LISTS = [[], [1], [1, 2, 3], [3, -1, 4, 1, -5], list(range(100)), list(range(1000))]
for xs in LISTS:
    v = {"xs": var("list(int)", xs)}
    C.add("macro", "all", "xs.all(x, x > 0)", vars=v)
    C.add("macro", "all", "xs.all(x, x >= -5)", vars=v)
    C.add("macro", "exists", "xs.exists(x, x == 1)", vars=v)
    C.add("macro", "exists", "xs.exists(x, x < -100)", vars=v)
    C.add("macro", "exists_one", "xs.exists_one(x, x == 1)", vars=v)
    C.add("macro", "exists_one", "xs.exists_one(x, x > 0)", vars=v)
    C.add("macro", "map", "xs.map(x, x * 2)", vars=v)
    C.add("macro", "map3", "xs.map(x, x % 2 == 0, x * 10)", vars=v)
    C.add("macro", "filter", "xs.filter(x, x % 2 == 1)", vars=v)
    C.add("macro", "filter", "size(xs.filter(x, x > 2))", vars=v)
    C.add("macro", "nested", "xs.map(x, xs.exists(y, y == x)).all(b, b)", vars=v) if len(xs) <= 100 else None
for e in ["[1, 2, 0].all(x, 10 / x > 0)", "[0, 2, 1].all(x, 10 / x > 5)", "[0, 1].exists(x, 10 / x > 5)",
          "[0, 1].exists(x, 10 / x < 5)", "[1, 0].exists_one(x, 10 / x > 5)", "[1, 2].map(x, 1 / (x - 1))",
          "[1, 2].filter(x, 1 / (x - 1) > 0)", "{'a': 1, 'b': 2}.all(k, k != 'c')",
          "{'a': 1, 'b': 2}.exists(k, k == 'z')", "{'a': 1, 'b': 2}.exists_one(k, k > 'a')",
          "{'a': 1, 'b': 2}.map(k, k).size()", "{'a': 1, 'b': 2}.filter(k, k == 'a')",
          "[1, 2].all(x, x)", "[1, 2].map(x, y)", "1.all(x, true)", "'abc'.exists(c, true)",
          "[[1, 2], [3]].all(l, l.all(x, x > 0))", "[1, 2, 3].map(x, [x, x]).map(l, l[0])",
          "[1, 2].exists(x, x == 2) || 1 / 0 == 0", "[1].all(x, x == 1) && [].all(x, false)",
          "[1, 2, 3].map(x, x).filter(x, x > 1).exists(x, x == 3)", "dyn([1, 'a']).all(x, x == 1)",
          "dyn([1, 'a']).exists(x, x == 'a')", "[1, 2].map(x, x > 1, 'a')", "[].map(x, x)",
          "[1, 2].all(__result__, true)"]:
    C.add("macro", "misc", e)
for e in ["has(m.a)", "has(m.z)", "has(m.a.b)", "has(x.a)", "has(m.a) && m.a == 1", "has({'a': 1}.a)",
          "has(1)", "has(m)", "has(m['a'])", "has(d.f)", "has(d.g.h)"]:
    C.add("macro", "has", e, vars={"m": var("map(string, int)", {"a": 1}), "x": var("dyn", {"a": {"b": 1}}),
                                   "d": var("dyn", {"f": 1, "g": {"h": 2}})})

# two-variable comprehensions (1.32+)
for xs in [[], [3, 1, 2], list(range(50))]:
    v = {"xs": var("list(int)", xs), "m": var("map(string, int)", {"a": 1, "b": 2, "c": 3})}
    C.add("comp2", "all", "xs.all(i, x, i <= x)", vars=v)
    C.add("comp2", "exists", "xs.exists(i, x, i == x)", vars=v)
    C.add("comp2", "existsOne", "xs.existsOne(i, x, i == 0)", vars=v)
    C.add("comp2", "exists_one", "xs.exists_one(i, x, x == 1)", vars=v)
    C.add("comp2", "transformList", "xs.transformList(i, x, i * x)", vars=v)
    C.add("comp2", "transformList", "xs.transformList(i, x, x > 1, i)", vars=v)
    C.add("comp2", "transformMap", "xs.transformMap(i, x, x * 2)", vars=v)
    C.add("comp2", "transformMap", "xs.transformMap(i, x, i % 2 == 0, x)", vars=v)
    C.add("comp2", "transformMapEntry", "xs.transformMapEntry(i, x, {string(i): x})", vars=v)
    C.add("comp2", "transformMapEntry", "xs.transformMapEntry(i, x, x > 1, {x: i})", vars=v)
for e in ["m.all(k, v, v > 0)", "m.exists(k, v, k == 'z' && v == 2)", "m.existsOne(k, v, v > 2)",
          "m.transformMap(k, v, v * 10)", "m.transformMap(k, v, v > 1, k + k)",
          "m.transformMapEntry(k, v, {v: k})", "m.transformMapEntry(k, v, v > 1, {k + '!': v})",
          "m.transformList(k, v, v).size()", "[1, 1].transformMapEntry(i, x, {x: i})",
          "m.transformMapEntry(k, v, {'same': v})", "[1].all(i, i, true)", "m.all(k, v, 10 / v > 0)", "[1, 2, 3].all(i, v, 10 / (v - 2) > 0)"]:
    C.add("comp2", "misc", e, vars={"m": var("map(string, int)", {"a": 1, "b": 2, "c": 3})})

# ---- optionals --------------------------------------------------------------------

for e in ["optional.of(1)", "optional.none()", "optional.of(1).hasValue()", "optional.none().hasValue()",
          "optional.of(1).value()", "optional.none().value()", "optional.of(1).orValue(2)",
          "optional.none().orValue(2)", "optional.of(1).or(optional.of(2))", "optional.none().or(optional.of(2))",
          "optional.ofNonZeroValue(0)", "optional.ofNonZeroValue('')", "optional.ofNonZeroValue([])",
          "optional.ofNonZeroValue(1)", "optional.ofNonZeroValue({'a': 1})", "optional.ofNonZeroValue(null)",
          "m.?a", "m.?z", "m.?a.orValue(0)", "m.?z.orValue(0)", "m[?'a']", "m[?'z']", "x[?0]", "x[?9]",
          "n.?a.?b", "n.?a.?z", "n.?z.?b", "n.?a.b", "[?optional.of(1), ?optional.none(), 3]",
          "{?'a': optional.of(1), ?'b': optional.none()}", "[?m.?a]", "{?'k': m.?z}",
          "m.?a.optMap(v, v + 1)", "m.?z.optMap(v, v + 1)", "m.?a.optFlatMap(v, optional.of(v * 2))",
          "m.?a.optFlatMap(v, optional.none())", "m.?z.optFlatMap(v, optional.of(v))",
          "optional.of(optional.of(1)).value().value()", "optional.of(1) == optional.of(1)",
          "optional.of(1) == optional.none()", "optional.none() == optional.none()",
          "type(optional.none())", "x[?-1]", "m.?a.value() + 1", "[?1]", "{?'a': 1}",
          "optional.of(1).optMap(v, 1 / 0)", "optional.none().optMap(v, 1 / 0)"]:
    C.add("opt", "misc", e, vars={"m": var("map(string, int)", {"a": 1}), "x": var("list(int)", [1, 2]),
                                  "n": var("map(string, map(string, int))", {"a": {"b": 2}})})
for v in ["1.27", "1.28"]:
    C.add("opt", "version", "optional.of(1).hasValue()", ver=v)
    C.add("opt", "version", "{'a': 1}.?a", ver=v)

# ---- strings extension --------------------------------------------------------------

SX = ["", "hello", "Hello World", "  padded\t\n", "日本語テキスト", "a,b,,c", "ÀÉÎõü"]
for s in SX:
    v = {"s": var("string", s)}
    C.add("strext", "charAt", "s.charAt(0)", vars=v)
    C.add("strext", "charAt", "s.charAt(size(s))", vars=v)
    C.add("strext", "charAt", "s.charAt(size(s) + 1)", vars=v)
    C.add("strext", "indexOf", "s.indexOf('l')", vars=v)
    C.add("strext", "indexOf", "s.indexOf('')", vars=v)
    C.add("strext", "indexOf", "s.indexOf('l', 3)", vars=v)
    C.add("strext", "indexOf", "s.indexOf('o', size(s) + 1)", vars=v)
    C.add("strext", "lastIndexOf", "s.lastIndexOf('l')", vars=v)
    C.add("strext", "lastIndexOf", "s.lastIndexOf('l', 2)", vars=v)
    C.add("strext", "lastIndexOf", "s.lastIndexOf('')", vars=v)
    C.add("strext", "lowerAscii", "s.lowerAscii()", vars=v)
    C.add("strext", "upperAscii", "s.upperAscii()", vars=v)
    C.add("strext", "replace", "s.replace('l', 'L')", vars=v)
    C.add("strext", "replace", "s.replace('', '-')", vars=v)
    C.add("strext", "replace", "s.replace('l', 'LL', 1)", vars=v)
    C.add("strext", "replace", "s.replace('l', '', -1)", vars=v)
    C.add("strext", "split", "s.split(',')", vars=v)
    C.add("strext", "split", "s.split('')", vars=v)
    C.add("strext", "split", "s.split(',', 2)", vars=v)
    C.add("strext", "split", "s.split(',', 0)", vars=v)
    C.add("strext", "split", "s.split(',', -1)", vars=v)
    C.add("strext", "substring", "s.substring(1)", vars=v)
    C.add("strext", "substring", "s.substring(1, 3)", vars=v)
    C.add("strext", "substring", "s.substring(3, 1)", vars=v)
    C.add("strext", "substring", "s.substring(0, size(s))", vars=v)
    C.add("strext", "trim", "s.trim()", vars=v)
    C.add("strext", "join", "s.split('').join()", vars=v)
    C.add("strext", "join", "s.split('').join('|')", vars=v)
    C.add("strext", "quote", "strings.quote(s)", vars=v)
for e in ["['a', 'b'].join()", "['a', 'b'].join(', ')", "[].join('-')", "'%s and %d'.format(['x', 5])",
          "'%.2f'.format([1.2345])", "'%x'.format([255])", "'%X'.format(['hi'])", "'%o'.format([8])",
          "'%b'.format([5])", "'%e'.format([1234.5])", "'%s'.format([[1, 2]])", "'%s'.format([{'a': 1}])",
          "'%d'.format(['x'])", "'%s %s'.format(['only one'])", "'%%'.format([])", "'%s'.format([null])",
          "'%s'.format([duration('1s')])", "'%s'.format([timestamp('2024-01-01T00:00:00Z')])",
          "'%s'.format([b'bytes'])", "'%s'.format([true])", "'%d'.format([1u])", "'%f'.format([1])",
          "'%.3e'.format([0.000123])", "'%s'.format([1.5])", "'%s'.format([double('NaN')])",
          "'%s'.format(x)", "'%z'.format([1])",
          "strings.quote('a\"b\\n')", "strings.quote('\\x00')", "'abc'.reverse()"]:
    C.add("strext", "format", e, vars={"x": var("list(dyn)", ["dyn", 1])})
for ver in ["1.27", "1.28"]:
    for e in ["'abc'.charAt(1)", "['a'].join()", "'a'.indexOf('a')", "'%s'.format(['a'])", "strings.quote('a')"]:
        C.add("strext", "v0", e, ver=ver)

# string formatting (strings extension v2): each clause against each kind of
# value, once as a literal list (checked by the format validator) and once
# through a list(dyn) variable (checked only at runtime).
FMT_VALUES = [("0", 0), ("-5", -5), ("5u", U(5)), ("1.5", 1.5), ("-0.0", -0.0), ("1e21", 1e21), ("'str'", "str"),
              ("b'\\xffA'", b"\xffA"), ("true", True), ("null", None), ("[1, 2]", [1, 2]), ("{'k': 1}", {"k": 1}),
              ("duration('90s')", Typed({"duration": "1m30s"})),
              ("timestamp('2024-01-01T00:00:00Z')", Typed({"timestamp": "2024-01-01T00:00:00Z"})),
              ("double('NaN')", float("nan")), ("double('-Infinity')", float("-inf")), ("255", 255),
              # %s writes a double as string() does (exponent from 1e+06 on), not as %v does (1e+21)
              ("1234567.5", 1234567.5), ("1e20", 1e20)]
for clause in ["%s", "%d", "%f", "%.3f", "%e", "%.1e", "%x", "%X", "%o", "%b", "%5s", "%%"]:
    for lit, val in FMT_VALUES:
        C.add("strfmt", clause.strip("%.0123456789") or "percent", "'<%s>'.format([%s])" % (clause, lit))
        C.add("strfmt", (clause.strip("%.0123456789") or "percent") + "_runtime", "'<%s>'.format(args)" % clause,
              vars={"args": {"type": "list(dyn)", "value": tv([val])}})

# Strings inside lists and maps are written as Go's strconv.Quote writes them:
# code points that unicode.IsPrint refuses (C1 controls, spaces other than
# U+0020, format characters, unassigned and private-use code points) escaped.
for lit in ["'\\u0085\\u00a0\\u00ad\\u00e9'", "'\\u2028\\u200b\\ufeff\\uFFFD'",
            "'\\U0001F600\\U000E0001\\U0010FFFF\\uE000'", "'\\u0378\\u0300\\u3000'"]:
    C.add("strfmt", "quoted_runes", "'%%s'.format([[%s]])" % lit)
    C.add("strfmt", "quoted_runes", "'%%s'.format([{%s: 1}])" % lit)

# Precisions and widths of every size (formatter of versions 1..3): cel-go
# writes the number into an x/text format string, which keeps at most
# int16(N) and at least uint8(N) fraction digits for %.Nf, pads %Ne to
# uint16(N) runes, and reads no number above 10,000,009 ("%!(NOVERB)");
# above int64 it is an Atoi error. Long results are checked by size and ends.
def fmt_probe(s, tail=False):
    cut = "%s.size() < 20 ? 0 : %s.size() - 20" % (s, s) if tail else "0, %s.size() < 40 ? %s.size() : 40" % (s, s)
    return "string(%s.size()) + ' ' + %s.substring(%s)" % (s, s, cut)
for prec in [0, 1, 2, 5, 9, 16, 17, 20, 30, 100, 200, 254, 255, 256, 257, 300, 511, 1000, 32766, 32767, 32768,
             40000, 65535, 65536, 65537, 65791, 1000000, 10000009, 10000010, 4294967299]:
    for lit in ["1.5", "1.425", "0.1", "-2.5", "123456.789", "1e300", "5e-324", "-0.001", "-0.0", "2.0 / 3.0", "'NaN'"]:
        s = "'%%.%df'.format([%s])" % (prec, lit)
        C.add("fmtprec", "fixed", s if prec < 300 else fmt_probe(s))
for width in [0, 1, 13, 20, 255, 256, 300, 65535, 65536, 65546, 1000001, 10000009, 10000010]:
    for lit in ["1.5", "-2.5", "1e300", "5e-324", "'-Infinity'"]:
        s = "'%%.%de'.format([%s])" % (width, lit)
        C.add("fmtprec", "scientific", s if width < 300 else fmt_probe(s, tail=True))
for e in ["'a%.10000010fb%sc'.format([1.5, 'x'])", "'%.00000000000000000000000003f'.format([1.5])",
          "'%.9223372036854775807f'.format([1.5])", "'%.9223372036854775808f'.format([1.5])",
          "'%.99999999999999999999s'.format(['x'])", "'%.10000010d'.format([1])", "'%.10000010s'.format(['q'])"]:
    C.add("fmtprec", "parse", e)
for f in ["%.99999999999999999999f", "%.10000010f", "%.300f", "%.9223372036854775808e", "%.9223372036854775807e",
          "%.99999999999999999999s", "%.10000010d", "a%.0003fb"]:
    C.add("fmtprec", "parse_runtime", "s.format([1.5])", vars={"s": var("string", f)})

# string(double) and double(string): Go's shortest formatting and parsing
for d in [0.1, 0.5, 1.0, 100.0, 1e20, 1e21, 1e-6, 1e-7, 123.456, 2.5e-10, 1.7976931348623157e308, 5e-324, -1.5, 1e15,
          1e16, 12345678.9, 0.30000000000000004, -0.0]:
    C.add("conv", "string_double", "string(d)", vars={"d": var("double", d)})
    C.add("conv", "string_double", "double(string(d)) == d", vars={"d": var("double", d)})
for t in ["1", "1.0", "-1.5e3", ".5", "5.", "1e400", "-1e400", "0x10", "inf", "Infinity", "-inf", "nan", "NaN", "1_0",
          " 1", "1 ", "+1.5", "1e-400", "4.9e-324", "1.7976931348623159e308"]:
    C.add("conv", "double_string", "double(s)", vars={"s": var("string", t)})
    C.add("conv", "int_string", "int(s)", vars={"s": var("string", t)})
    C.add("conv", "uint_string", "uint(s)", vars={"s": var("string", t)})

# ---- sets --------------------------------------------------------------------------

for a, b in [([], []), ([1, 2, 3], [1]), ([1, 2, 3], [4]), ([1, 2], [2, 1, 1]), ([1, 2], [])]:
    v = {"a": var("list(int)", a), "b": var("list(int)", b)}
    for fn in ["contains", "equivalent", "intersects"]:
        C.add("sets", fn, "sets.%s(a, b)" % fn, vars=v)
        C.add("sets", fn, "sets.%s(b, a)" % fn, vars=v)
for e in ["sets.contains([1], [1.0])", "sets.contains([1], [1u])", "sets.equivalent([1, 2.0], [2u, 1])",
          "sets.intersects(['a'], ['b', 'a'])", "sets.contains([[1]], [[1]])", "sets.contains([{'a': 1}], [{'a': 1}])",
          "sets.contains(x, x)", "sets.contains([1], ['a'])", "sets.contains(dyn([1]), dyn(['a']))",
          "sets.equivalent([], [1])", "sets.intersects([], [])", "sets.contains(x, [999])"]:
    C.add("sets", "misc", e, vars={"x": var("list(int)", list(range(200)))})
for ver in ["1.28", "1.29"]:
    C.add("sets", "version", "sets.contains([1], [1])", ver=ver)

# ---- lists extension (v3, 1.34+) --------------------------------------------------

for xs in [[], [3, 1, 2], [1, 1, 2, 2, 3], list(range(30, 0, -1))]:
    v = {"xs": var("list(int)", xs)}
    C.add("listext", "slice", "xs.slice(0, size(xs))", vars=v)
    C.add("listext", "slice", "xs.slice(1, 2)", vars=v)
    C.add("listext", "slice", "xs.slice(2, 1)", vars=v)
    C.add("listext", "sort", "xs.sort()", vars=v)
    C.add("listext", "sortBy", "xs.sortBy(x, -x)", vars=v)
    C.add("listext", "reverse", "xs.reverse()", vars=v)
    C.add("listext", "distinct", "xs.distinct()", vars=v)
    C.add("listext", "flatten", "[xs, xs].flatten()", vars=v)
for e in ["[[1, [2]], [[3]]].flatten()", "[[1, [2]], [[3]]].flatten(1)", "[[1, [2]], [[3]]].flatten(2)",
          "[[1, [2]]].flatten(-1)", "[1, 2].flatten()", "lists.range(5)", "lists.range(0)", "lists.range(-1)",
          "['b', 'a', 'c'].sort()", "[b'b', b'a'].sort()", "[2.5, 1.0].sort()", "[true, false].sort()",
          "[duration('2s'), duration('1s')].sort()", "[1, 'a'].sort()", "dyn([1, 'a']).sort()",
          "[{'n': 2}, {'n': 1}].sortBy(m, m.n)", "['bb', 'a', 'ccc'].sortBy(s, size(s))",
          "[1, 2, 3].slice(-1, 2)", "[1, 2, 3].slice(0, 4)", "[1, 1.0, 1u].distinct()", "['a', 'b', 'a'].distinct()",
          "[[1], [1], [2]].distinct()", "[1, 2, 3].reverse().reverse()", "lists.range(1000).size()",
          "lists.range(10).map(x, x * x).reverse()[0]"]:
    C.add("listext", "misc", e)
for ver in ["1.33", "1.34"]:
    C.add("listext", "version", "[2, 1].sort()", ver=ver)
    C.add("listext", "version", "lists.range(3)", ver=ver)

# ---- Kubernetes lists ----------------------------------------------------------------

KL = {
    "list(int)": [[], [1, 2, 3], [3, 2, 1], [1, 1, 1], [5, -3, 9, 0]],
    "list(uint)": [[U(1), U(2)], [U(9), U(0)]],
    "list(double)": [[1.5, 2.5], [2.0, -1.0], [0.1, 0.2, 0.3]],
    "list(string)": [["a", "b"], ["b", "a", "c"], ["x" * 10, "y" * 20]],
    "list(bool)": [[False, True], [True, False]],
}
for t, samples in KL.items():
    for xs in samples:
        v = {"xs": var(t, xs)}
        C.add("k8slists", "isSorted", "xs.isSorted()", vars=v)
        C.add("k8slists", "min", "xs.min()", vars=v)
        C.add("k8slists", "max", "xs.max()", vars=v)
        if t in ("list(int)", "list(uint)", "list(double)"):
            C.add("k8slists", "sum", "xs.sum()", vars=v)
        C.add("k8slists", "indexOf", "xs.indexOf(xs[0])" if xs else "xs.indexOf(1)", vars=v)
        C.add("k8slists", "lastIndexOf", "xs.lastIndexOf(xs[0])" if xs else "xs.lastIndexOf(1)", vars=v)
# cel-go's runtime type guard picks an overload by a list's first element: a
# dyn list of uints sums as uint, one of strings or nulls has no overload (Mado
# read the wrong kind and aborted); flatten of list(list(T)) looks no deeper.
for e in ["dyn([1u, 2u]).sum()", "dyn([1.5, 2.5]).sum()", "dyn([duration('1s')]).sum()", "dyn([]).sum()",
          "dyn(['a']).sum()", "dyn([null]).sum()", "[null].sum()", "[null].min()", "[null].max()",
          "[null].isSorted()", "dyn(['b', 'a']).min()", "dyn([b'a']).max()", "dyn([true, false]).isSorted()",
          "dyn([1, 2]).join(',')", "dyn([1, 2, 3, 4]).flatten()", "dyn(['a']).flatten()", "dyn([[1], [2]]).flatten()",
          "dyn({1: 'a'}).transformMap(k, v, v)", "dyn([timestamp('2024-01-01T00:00:00Z')]).min()"]:
    C.add("k8slists", "runtime_guard", e)
for e in ["[duration('1s'), duration('2m')].sum()", "[duration('1s'), duration('2m')].max()",
          "[timestamp('2024-01-01T00:00:00Z'), timestamp('2023-01-01T00:00:00Z')].min()",
          "[timestamp('2023-01-01T00:00:00Z'), timestamp('2024-01-01T00:00:00Z')].isSorted()",
          "[b'a', b'b'].isSorted()", "[b'z', b'b'].max()", "[9223372036854775807, 1].sum()",
          "[18446744073709551615u, 1u].sum()", "[1, 2, 3].indexOf(4)", "[1, 2, 1].lastIndexOf(1)",
          "['a', 'b', 'a'].indexOf('a')", "[[1], [2]].indexOf([2])", "[1.0, 2.0].indexOf(2.0)",
          "[].sum()", "[].min()", "[].max()", "[1, 2].includes(2)", "[1, 2].includes(3)",
          "[1, 2].includes('a')", "['a'].includes('a')", "[[1]].includes([1])", "dyn([1, 'x']).includes('x')",
          "lists.range(100).sum()", "lists.range(1000).isSorted()", "lists.range(1000).reverse().min()",
          "[double('NaN'), 1.0].isSorted()", "[double('NaN'), 1.0].max()", "[1, 2].sum() == 3"]:
    C.add("k8slists", "misc", e)
# has(chain.f) is one attribute to cel-go: each qualifier applied costs one
# (the test's own only when reached, on an optional only when the field is
# there), the step one less the free presence test, nothing for a
# conditional attribute, which costs nothing as any select's operand either.
PRESENCE_VARS = {"m": var("map(string, dyn)", {"a": {"b": 1}})}
for e in ["has({}.a.b)", "has({}.a.b.c)", "has({'a':{}}.a.b.c)", "has({'a':{'b':{}}}.a.b.c)", "has(m.x.b)",
          "has(m['x'].b)", "has([{}][1].a)", "has([m][0].x.y)", "has(dyn(m).x.b)", "has(dyn(1).a)",
          "has(m.a.b) && has(m.x.y)", "[has({}.a.b)].size()", "has({'a':{}}.?a.b)", "has({'a':{}}.?x.b)",
          "has(m.?x.b)", "has(m[?'x'].b)", "has(m.?a.z)", "has(m.?a.b)", "has(optional.of({}).a)",
          "has(optional.none().a)", "has(optional.of({'a':1}).a)", "has((true ? m : m).a)",
          "has((false ? m : m).x.y)", "has((true ? {} : {}).a.b)", "has((true ? m.a : {}).b)",
          "has((m.a.b > 0 ? m : m).a)", "[1, 2].exists(i, has((i > 1 ? m : m).a))", "(true ? m : m).a",
          "(true ? m : m).x.y", "(true ? m.a : {}).b", "(true ? {} : {}).a", "(true ? m : m)['a'].b",
          "(false ? m : m).?a.b", "has((true ? (false ? m : m) : m).a.b)"]:
    C.add("k8slists", "presence_cost", e, vars=PRESENCE_VARS)
# A presence test that is a conditional's branch is resolved, not run: no step.
for e in ["(has(m.a) ? has((b ? m : m.a).b) : false)", "b ? has((b ? m : m).x) : false",
          "b ? has(m.a.b) : has(m.x)", "!b ? true : has((true ? m : m).a.z)"]:
    C.add("k8slists", "presence_cost", e, vars=dict(PRESENCE_VARS, b=var("bool", True)))
# Optional qualification of a value that has no fields or keys (a string, a
# number, null) is absent, not an error; a list refuses a string key. x[?k]
# on dyn is dyn (two overloads with their own type parameters).
OPT_VARS = {"m": var("map(string, dyn)", {"a": {"b": 1}, "s": "hi"})}
for e in ["dyn('hi').?c", "dyn(1).?a", "dyn(null).?a", "dyn(b'x').?a", "dyn([1]).?a", "dyn({'s':'hi'}).?s.?c",
          "dyn('hi')[?'b']", "dyn(1)[?0]", "dyn(true)[?true]", "dyn([1])[?'a']", "m.?s.?x.orValue(7)",
          "optional.ofNonZeroValue(m.s).?b.hasValue()", "dyn(m)[?'a']", "type(dyn(m)[?'a'])",
          "[dyn([1])[?0], optional.of(1)]", "dyn('hi')['b']", "has(dyn('x').a)",
          "optional.of({}) == optional.none()", "optional.of({}) == optional.of({})",
          "{'a':{}}[?'a'] == optional.none()", "{'a':[1, 2]}[?'a'] != optional.none()"]:
    C.add("k8slists", "optional_scalar", e, vars=OPT_VARS)
# cel-go plans a constant index as a qualifier of its kind; null, bytes, lists,
# maps, durations and types cannot be one (program instantiation fails).
for e in ["dyn(m)[null]", "dyn(m)[?null]", "dyn(m)[[1]]", "dyn([1])[[0]]", "dyn(m)[{}]", "dyn(m)[b'x']",
          "dyn(m)[duration('1s')]", "dyn(m)[int]", "dyn(m)[dyn(null)]", "dyn(m)[1.5]", "dyn(m)[true]"]:
    C.add("k8slists", "constant_qualifier", e, vars=OPT_VARS)
# cel-go's homogeneous literal validator panics on an optional entry of type
# dyn (kube-apiserver resets the request); not after a list's first mismatch.
for e in ["[?m.a[?'b']]", "{?'k': m.a[?'b']}", "[?dyn(m)[?'s'], has({}.z.s)]", "size([?m['a'][?'s']])",
          "{?'k': dyn(m.a)[?'s']}", "[1, 'a', ?dyn(m)[?'s']]", "[?m.?a]", "'%s'.format([[?dyn(m)[?'a']]])",
          "[?dyn(m)[?'a']].size() >= 0 ? 1 : [1, 'x'].size()"]:
    C.add("k8slists", "server_panic", e, vars=OPT_VARS)
# Check errors: cel-go reports them sorted by position, and a call whose
# overloads an argument that failed to check cannot rescue is reported with
# that argument written !error!; the literal validators take any literal.
ERR_VARS = {"i": var("int", 1), "s": var("string", "a"), "l": var("list(int)", [1]),
            "m": var("map(string, int)", {"a": 1})}
for e in ["size(size(q))", "size(size(q)) + 1", "'x' % q.r.split(l)", "'x' / l.all(1u)", "matches(u)",
          "m * q.r", "double(1) ? q : 1", "i ? q : s", "true.startsWith(q)", "1u.split(u)", "size(q) + 'a'",
          "[q, q.r] + 1", "q.r.s + m.x.y", "timestamp(null)", "duration(null)", "timestamp(1u)",
          "timestamp(dyn(null))", "s.size().lowerAscii(q)"]:
    C.add("err", "error_order", e, vars=ERR_VARS)
for ver in ["1.28", "1.29"]:
    C.add("err", "error_order", "timestamp(null)", ver=ver)
# cel-go goes on after a check error: a selection on a type without fields
# is dyn, a failed presence test is bool, an optional entry of an error type
# is a mismatch; validators report even when a constant fails to plan.
OPT_ERR = {"o": var("optional_type(int)", Typed({"optional": {"int": "5"}})), "l": var("list(int)", [1]),
           "m": var("map(string, dyn)", {"a": {"b": 1}})}
for e in ["{?'k': l[?-1].optFlatMap(v, v[?'b'])}", "[?optional.of(1).optFlatMap(v, v[?'b'])]",
          "optional.of(has([m][0].b.b)) == o.or(optional.of('').?s)", "o.orValue(o.optMap(v, has(v.a)).value())",
          "[?1]", "{?'k': 'x'}", "'x'.a.b + 1", "has('x'.a) + 1",
          "'%x %s %v'.format([b'abc', string(b'\\xff\\xfe')])", "[timestamp('x'), string(b'\\xff')]",
          "strings.quote('%s'.format(['a b'])).matches('^[a-z]*$')", "bytes(strings.quote('%s'.format(['x']))) < b''"]:
    C.add("err", "after_error", e, vars=OPT_ERR)
# Lists of mixed values (a dyn list, an int-or-string array): Kubernetes'
# isSorted, min and max pass over pairs they cannot order, sum adds element to
# element (Mado aborted reading 'a' as an int), sort and sortBy need one type,
# join names the element that is not a string.
MIXED = {"a": var("list(dyn)", [1, "a"]), "b": var("list(dyn)", [2, "a", 1]), "c": var("list(dyn)", ["a", 1]),
         "d": var("list(dyn)", [3, "x", 2]), "f": var("list(dyn)", [1, 2.0]), "g": var("list(dyn)", [2, 1.0]),
         "h": var("list(dyn)", [1, None]), "k": var("list(dyn)", [1, 2.5]), "n": var("list(dyn)", [[1], 2]),
         "s": var("list(dyn)", ["x", "y", 3])}
for e in ["a.isSorted()", "b.isSorted()", "c.isSorted()", "d.isSorted()", "g.isSorted()", "h.isSorted()",
          "a.max()", "a.min()", "c.min()", "d.min()", "d.max()", "g.max()", "g.min()", "h.max()",
          "a.sum()", "k.sum()", "f.sum()", "a.sort()", "f.sort()", "n.sort()", "h.sort()", "n.sortBy(x, x)",
          "a.sortBy(x, x)", "s.join()", "s.join(',')", "a.join()", "a.indexOf('a')", "a.distinct()"]:
    C.add("k8slists", "mixed", e, vars=MIXED)
for n in [10, 100, 1000]:
    v = {"xs": var("list(int)", list(range(n)))}
    for fn in ["isSorted()", "sum()", "min()", "max()", "indexOf(%d)" % (n - 1), "lastIndexOf(0)", "includes(%d)" % n]:
        C.add("k8slists", "sized", "xs.%s" % fn, vars=v)
for ver in ["1.36", "1.37"]:
    C.add("k8slists", "version", "[1, 2].includes(1)", ver=ver)
    C.add("k8slists", "version", "[1, 2].isSorted()", ver=ver)

# ---- regex --------------------------------------------------------------------------------

for s in ["abc 123 def 456", "", "no digits here", "1" * 50]:
    v = {"s": var("string", s)}
    for e in ["s.find('[0-9]+')", "s.find('x(y)?')", "s.findAll('[0-9]+')", "s.findAll('[0-9]+', 1)",
              "s.findAll('[0-9]+', 0)", "s.findAll('[0-9]+', -1)", "s.findAll('[a-z]', 2)", "s.matches('\\\\d')",
              "s.find('(?i)ABC')", "s.findAll('')"]:
        C.add("regex", e.split("(")[0].split(".")[-1], e, vars=v)
for e in ["'abc'.find('[')", "'abc'.findAll('(')", "'abc'.matches(r)", "'abc'.find(r)", "'aaa'.find('a{2}')",
          "'x'.matches('\\\\p{L}')", "'日本'.find('.')", "'ab'.findAll('a|b', 5)", "'a.b'.matches('a\\\\.b')",
          "'abc'.matches('^abc$')", "'abc'.matches('b')"]:
    C.add("regex", "misc", e, vars={"r": var("string", "(")})
C.add("regex", "version", "'abc'.matches('[')", ver="1.28")
# Go's regexp syntax where RE2's differs: named groups (?<name>...), \C, and
# \p{...} names as Go finds them (case, '_', '-' and spaces ignored; category
# aliases; Any, Assigned, ASCII, LC; Old_Italic and SignWriting unreachable;
# Cn, which RE2 lacks); a conversion of a literal compiled when planned.
for pat in ["(?<n>a)b", "(?<n>a)(?P<m>b)", "(?<=a)b", "\\\\Ca", "[\\\\C]", "\\\\pl", "\\\\p{greek}",
            "\\\\p{^Greek}", "\\\\P{^Lu}", "\\\\p{Letter}", "\\\\p{Uppercase_Letter}", "\\\\p{upper case-letter}",
            "\\\\p{Old_Italic}", "\\\\p{SignWriting}", "\\\\p{Egyptian_Hieroglyphs}", "\\\\p{Kawi}", "\\\\p{Any}",
            "\\\\p{Assigned}", "[\\\\P{Assigned}]", "\\\\p{Cn}", "\\\\p{Unassigned}", "\\\\p{ASCII}+", "[^\\\\p{ascii}]",
            "\\\\p{LC}", "\\\\P{LC}", "[\\\\p{Cased_Letter}1]", "\\\\p{Nope}", "\\\\p{L", "\\\\Q\\\\p{x}\\\\E",
            "[]\\\\pN]", "[[:digit:]\\\\pL]+", "[\\\\P{LC}]", "[^\\\\P{LC}x]", "[\\\\P{Cased_Letter}\\\\d]+",
            "[\\\\p{^LC}]", "\\\\P{lc}+"]:
    for text in ["a\\u0378b", "Ab\\u00e9\\u0660", "\\U00010300\\u03a9"]:
        C.add("regex", "go_syntax", "'%s'.find('%s')" % (text, pat))
    C.add("regex", "go_syntax", "'ab'.matches(dyn('%s'))" % pat)
C.add("regex", "version", "'abc'.matches('[')", ver="1.29")
C.add("regex", "version", "'abc'.find('[')", ver="1.28")

# ---- URL ---------------------------------------------------------------------------------------

URLS = ["https://user:pw@example.com:8443/a%20b/c?x=1&y=2&x=3#frag", "http://[::1]:80/", "https://example.com",
        "/relative/path", "ftp://ftp.example.com/pub", "not a url", "https://ex ample.com", "https://example.com/?q=%zz",
        "https://例え.jp/パス", "mailto:someone@example.com", "",
        # Go stores the host decoded: an escape in a host only for a byte above
        # 0x7f or %25, in an IPv6 zone for a byte a host may hold, or a space.
        "http://[fe80::1%25eth0]:8080/x", "https://%C3%BC.com/", "https://h%41/", "https://h%25/",
        "http://[fe80::1%25%65th0]/", "http://[fe80::1%25%C3%BC]/", "http://[fe80::1%25a%20b]/",
        "http://[fe80::1%25a%2Fb]/", "https://%c3%bc:80/"]
for u in URLS:
    v = {"u": var("string", u)}
    C.add("url", "isURL", "isURL(u)", vars=v)
    C.add("url", "url", "url(u)", vars=v)
    for acc in ["getScheme", "getHost", "getHostname", "getPort", "getEscapedPath", "getQuery"]:
        C.add("url", acc, "url(u).%s()" % acc, vars=v)
C.add("url", "misc", "url('https://a.com') == url('https://a.com')")
C.add("url", "misc", "type(url('https://a.com'))")
C.add("url", "misc", "string(url('https://a.com'))")

# ---- IP ----------------------------------------------------------------------------------------

IPS = ["192.168.1.1", "0.0.0.0", "127.0.0.1", "::1", "::", "fe80::1", "ff02::1", "224.0.0.1", "169.254.1.1",
       "2001:db8::1", "2001:DB8::1", "2001:db8:0:0:0:0:0:1", "::ffff:1.2.3.4", "fe80::1%eth0", "01.2.3.4",
       "1.2.3", "256.1.1.1", "8.8.8.8", ""]
for ip in IPS:
    v = {"s": var("string", ip)}
    C.add("ip", "isIP", "isIP(s)", vars=v)
    C.add("ip", "ip", "ip(s)", vars=v)
    C.add("ip", "isCanonical", "ip.isCanonical(s)", vars=v)
    for acc in ["family", "isUnspecified", "isLoopback", "isLinkLocalMulticast", "isLinkLocalUnicast",
                "isGlobalUnicast"]:
        C.add("ip", acc, "ip(s).%s()" % acc, vars=v)
    C.add("ip", "string", "string(ip(s))", vars=v)
for e in ["ip('1.2.3.4') == ip('1.2.3.4')", "ip('::1') == ip('0:0::1')", "ip('1.2.3.4') == ip('::ffff:1.2.3.4')",
          "type(ip('1.2.3.4'))", "ip('1.2.3.4') != ip('1.2.3.5')"]:
    C.add("ip", "misc", e)
for ver in ["1.29", "1.30"]:
    C.add("ip", "version", "isIP('1.2.3.4')", ver=ver)
    C.add("ip", "version", "isCIDR('1.2.3.0/24')", ver=ver)

# ---- CIDR --------------------------------------------------------------------------------------

CIDRS = ["192.168.0.0/16", "192.168.1.5/16", "10.0.0.0/8", "::1/128", "2001:db8::/32", "0.0.0.0/0", "::/0",
         "1.2.3.4/33", "::ffff:1.2.3.4/24", "1.2.3.4", "01.2.3.0/24", "fe80::/10", ""]
for c in CIDRS:
    v = {"s": var("string", c)}
    C.add("cidr", "isCIDR", "isCIDR(s)", vars=v)
    C.add("cidr", "cidr", "cidr(s)", vars=v)
    C.add("cidr", "ip", "cidr(s).ip()", vars=v)
    C.add("cidr", "prefixLength", "cidr(s).prefixLength()", vars=v)
    C.add("cidr", "masked", "cidr(s).masked()", vars=v)
    C.add("cidr", "string", "string(cidr(s))", vars=v)
    C.add("cidr", "containsIP", "cidr(s).containsIP('192.168.3.4')", vars=v)
    C.add("cidr", "containsIP", "cidr(s).containsIP(ip('2001:db8::5'))", vars=v)
    C.add("cidr", "containsCIDR", "cidr(s).containsCIDR('192.168.4.0/24')", vars=v)
    C.add("cidr", "containsCIDR", "cidr(s).containsCIDR(cidr('2001:db8:1::/48'))", vars=v)
for e in ["cidr('10.0.0.0/8').containsIP('bad')", "cidr('10.0.0.0/8').containsCIDR('bad')",
          "cidr('10.0.0.0/8') == cidr('10.0.0.0/8')", "cidr('10.0.0.1/8') == cidr('10.0.0.0/8')",
          "cidr('10.0.0.0/8').containsCIDR('10.0.0.0/8')", "cidr('10.0.0.0/16').containsCIDR('10.0.0.0/8')",
          "type(cidr('10.0.0.0/8'))", "cidr('10.0.0.0/8').ip().family()"]:
    C.add("cidr", "misc", e)

# ---- quantity -------------------------------------------------------------------------------------

QS = ["1", "1.5", "100m", "1k", "1Ki", "1M", "1Mi", "2Gi", "1e3", "1E3", "-5", "0", "0.1", "1.5Gi", "9223372036854775807",
      "9223372036854775808", "1Ei", "abc", "", "1.2.3", "5Mb", "+1"]
for s in QS:
    v = {"s": var("string", s)}
    C.add("quantity", "isQuantity", "isQuantity(s)", vars=v)
    C.add("quantity", "quantity", "quantity(s)", vars=v)
    for acc in ["isInteger()", "asInteger()", "asApproximateFloat()"]:
        C.add("quantity", acc.split("(")[0], "quantity(s).%s" % acc, vars=v)
    C.add("quantity", "sign", "sign(quantity(s))", vars=v)
    C.add("quantity", "compareTo", "quantity(s).compareTo(quantity('1'))", vars=v)
    C.add("quantity", "isGreaterThan", "quantity(s).isGreaterThan(quantity('1k'))", vars=v)
    C.add("quantity", "isLessThan", "quantity(s).isLessThan(quantity('1Mi'))", vars=v)
    C.add("quantity", "add", "quantity(s).add(quantity('500m'))", vars=v)
    C.add("quantity", "add", "quantity(s).add(3)", vars=v)
    C.add("quantity", "sub", "quantity(s).sub(quantity('1'))", vars=v)
    C.add("quantity", "sub", "quantity(s).sub(1)", vars=v)
for e in ["quantity('1Gi') == quantity('1024Mi')", "quantity('1k') == quantity('1000')",
          "quantity('9223372036854775807').add(1)", "quantity('-9223372036854775808').sub(1)",
          "quantity('1').add(9223372036854775807)", "type(quantity('1'))", "quantity('1') < quantity('2')",
          "string(quantity('1Gi'))", "quantity('1').sign()"]:
    C.add("quantity", "misc", e)
for ver in ["1.27", "1.28"]:
    C.add("quantity", "version", "isQuantity('1Gi')", ver=ver)

# ---- semver ------------------------------------------------------------------------------------------

SV = ["1.2.3", "v1.2.3", "1.2", "1", "01.2.3", "1.2.3-alpha.1+build.5", "1.2.3-rc.1", "0.0.0", "1.2.3.4", "", "v1",
      "1.02.3"]
for s in SV:
    v = {"s": var("string", s)}
    C.add("semver", "isSemver", "isSemver(s)", vars=v)
    C.add("semver", "isSemver", "isSemver(s, true)", vars=v)
    C.add("semver", "isSemver", "isSemver(s, false)", vars=v)
    C.add("semver", "semver", "semver(s)", vars=v)
    C.add("semver", "semver", "semver(s, true)", vars=v)
    for acc in ["major", "minor", "patch"]:
        C.add("semver", acc, "semver(s, true).%s()" % acc, vars=v)
    C.add("semver", "compareTo", "semver(s, true).compareTo(semver('1.2.3'))", vars=v)
    C.add("semver", "isGreaterThan", "semver(s, true).isGreaterThan(semver('1.0.0'))", vars=v)
    C.add("semver", "isLessThan", "semver(s, true).isLessThan(semver('1.2.3-rc.2'))", vars=v)
for e in ["semver('1.2.3') == semver('1.2.3')", "semver('1.2.3+a') == semver('1.2.3+b')", "type(semver('1.0.0'))"]:
    C.add("semver", "misc", e)
for ver in ["1.32", "1.33"]:
    C.add("semver", "version", "isSemver('1.0.0')", ver=ver)

# ---- format ---------------------------------------------------------------------------------------------

FORMATS = ["dns1123Label", "dns1123Subdomain", "dns1035Label", "qualifiedName", "dns1123LabelPrefix",
           "dns1123SubdomainPrefix", "dns1035LabelPrefix", "labelValue", "uri", "uuid", "byte", "date", "datetime"]
FSAMPLES = ["my-name", "My_Name", "", "a" * 64, "example.com/key", "1abc", "https://x.y/z",
            "123e4567-e89b-12d3-a456-426614174000", "aGVsbG8=", "2024-02-29", "2024-02-29T10:00:00Z", "-x"]
for fmt in FORMATS:
    C.add("format", "ctor", "format.%s()" % fmt)
    C.add("format", "named", "format.named('%s')" % fmt)
    for s in FSAMPLES:
        C.add("format", fmt, "format.%s().validate(s)" % fmt, vars={"s": var("string", s)})
for e in ["format.named('nope')", "format.named('dns1123Label').value().validate('ok')",
          "format.named('dns1123Label').hasValue()", "format.dns1123Label() == format.dns1123Label()",
          "type(format.uuid())"]:
    C.add("format", "misc", e)
for ver in ["1.30", "1.31"]:
    C.add("format", "version", "format.dns1123Label().validate('x')", ver=ver)

# ---- authz ---------------------------------------------------------------------------------------------

AUTH = {"authorizer": {"type": "kubernetes.authorization.Authorizer",
                       "value": {"opaque": {"type": "kubernetes.authorization.Authorizer", "repr": "readonly"}}}}
for verb in ["get", "list", "watch", "create", "delete"]:
    for chain in ["authorizer.group('').resource('pods')",
                  "authorizer.group('apps').resource('deployments').namespace('default')",
                  "authorizer.group('apps').resource('deployments').subresource('scale').namespace('ns').name('web')",
                  "authorizer.serviceAccount('default', 'sa').group('').resource('pods').namespace('default')",
                  "authorizer.serviceAccount('default', 'sa').group('').resource('pods').namespace('other')"]:
        for acc in ["allowed()", "reason()", "errored()"]:
            C.add("authz", "resource_check", "%s.check('%s').%s" % (chain, verb, acc), vars=AUTH)
for verb in ["get", "head", "post"]:
    for acc in ["allowed()", "reason()", "errored()", "error()"]:
        C.add("authz", "path_check", "authorizer.path('/healthz').check('%s').%s" % (verb, acc), vars=AUTH)
for e in ["authorizer.group('').resource('pods').fieldSelector('spec.nodeName=n1').check('list').allowed()",
          "authorizer.group('').resource('pods').labelSelector('app=web').check('list').allowed()",
          "authorizer.group('').resource('pods').labelSelector('app in (a,b)').check('list').reason()",
          "authorizer.group('').resource('pods').labelSelector('!!!').check('list').errored()",
          "authorizer.group('').resource('pods').labelSelector('!!!').check('list').error()",
          "authorizer.group('').resource('pods').fieldSelector('a==b==c').check('list').errored()",
          "authorizer.group('').resource('pods').check('get').error()",
          "authorizer.group('').resource('pods').fieldSelector('').check('list').allowed()"]:
    C.add("authz", "selectors", e, vars=AUTH)
    C.add("authz", "selectors_v130", e, vars=AUTH, ver="1.30")
C.add("authz", "version", "authorizer.path('/x').check('get').allowed()", vars=AUTH, ver="1.27")

# ---- errors: parse and check ------------------------------------------------------------------------------

for e in ["1 +", "(1", "1)", "[1, 2", "{'a' 1}", "a.", "'unterminated", "1 ? 2", "1 ?: 2", "&&", "a.b.", "1..2",
          "'\\q'", "b'\\u00e9'", "0x", "1e", "in", "null.x", "x.in", "as", "break", "const", "continue", "else",
          "for", "function", "if", "import", "let", "loop", "package", "namespace", "return", "var", "void", "while",
          "9223372036854775808", "-9223372036854775809", "18446744073709551616u", "'\\xZZ'", "`backtick`", "1 = 1",
          "a[", "x.all(1, true)", "has(x)", "has(x[0])", "[1].map(1, 1)", "[1].exists(x)", "#", "1 +* 2",
          "'''unterminated", "{1: 2,}", "[1, 2,]", "f(1,)", ".x", "x..y",
          "(" * 40 + "1" + ")" * 40, "[" * 40 + "]" * 40, "-" * 60 + "1", "1" + " + 1" * 300,
          "a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v.w.x.y.z"]:
    C.add("err", "parse", e)
for e in ["undefined_var", "1 + 'a'", "'a' - 'b'", "size(1)", "1.contains('a')", "[1, 2].foo()", "int('1', 2)",
          "true + true", "{'a': 1}.a.b", "x.nosuch", "x + 1", "-'a'", "!1", "1 < 'a'", "'a'.startsWith(1)",
          "timestamp(1.5)", "duration(1)", "matches('a')", "[1] == ['a']", "{'a': 1} == {1: 'a'}", "m.k + 1",
          "optional.of(1) + 1", "ip(1)", "cidr('a').containsIP(1)", "quantity(1)", "url(1)",
          "duration('bad')", "timestamp('bad')", "'a'.matches('(')", "[1, 'a']", "{'a': 1, 'b': 'x'}",
          "sets.contains(1, 2)", "[1].sum('a')", "x.size(1)", "size()", "dyn(1, 2)", "type(1, 2)",
          # checker messages name duration, timestamp and null as cel-go's do
          "duration('1s') + 1", "[timestamp('2024-01-01T00:00:00Z')] + 1", "null + 1", "duration('1s').x",
          "null.x", "dyn([1, null]).min()", "[1].all(x, null)", "duration('1s').all(x, true)",
          "optional.of(duration('1s')) + 1"]:
    C.add("err", "check", e, vars={"x": var("string", "s"), "m": var("map(string, string)", {"k": "v"})})
for e in ["[1, 2][5]", "{'a': 1}['b']", "1 / 0", "1 % 0", "9223372036854775807 + 1", "int('x')", "uint(-1)",
          "dyn('a') + dyn(1)", "dyn([]).foo", "dyn(1).x", "dyn({'a': 1}).b", "duration('1s') / 0",
          "x / (x - 5)", "-9223372036854775808 / -1", "-9223372036854775808 % -1", "0u - 1u",
          "18446744073709551615u + 1u", "double('x')", "timestamp('1970-01-01T00:00:00Z') - duration('87600000h')",
          "[1, 2, 3].map(i, [1][i])", "{'a': 1}.filter(k, {'b': 1}[k] == 1)", "dyn(1) == dyn('a') ? 1 : dyn('a')[0]",
          "dyn([1])['a']", "dyn({'a': 1})[1]", "dyn({1: 'a'})[1.5]"]:
    C.add("err", "eval", e, vars={"x": var("int", 5)})

# ---- cost limit ---------------------------------------------------------------------------------------------

COST_VARS = {"xs": var("list(int)", list(range(400))), "s": var("string", "ab" * 2500)}
for e in ["lists.range(1000).map(x, lists.range(1000).map(y, x + y)).size()",
          "lists.range(1000).all(x, lists.range(1000).all(y, y >= 0))",
          "lists.range(200).map(x, lists.range(200).map(y, x * y)).size()",
          "lists.range(100).map(x, lists.range(100).map(y, x)).size()",
          "lists.range(300).map(x, lists.range(300).filter(y, y > x).size()).sum()",
          "xs.map(x, xs.map(y, x + y)).size()", "xs.all(x, xs.exists(y, y == x))",
          "xs.all(x, xs.all(y, y >= 0))", "xs.map(x, s).size()", "xs.all(x, s.contains(s))",
          "xs.all(x, s.matches('(a|b)*c') == false)", "xs.map(x, s + s).size()",
          "s.matches('(a|b)*c')", "s.contains(s)", "s + s + s + s == s", "s.split('a').size()",
          "xs.map(x, s.split('b').size()).sum()", "xs.map(x, s.lowerAscii()).size()"]:
    tokens = set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", e))
    used = {k: v for k, v in COST_VARS.items() if k in tokens}
    C.add("cost", "limit", e, vars=used)

# ---- version gating: representative calls at every version -----------------------------------------------------

GATED = {
    "authz_types": "type(1) == int",
    "cross_numeric": "1 < 2.0",
    "optional": "optional.of(1).hasValue()",
    "quantity": "isQuantity('1')",
    "strings_v2": "['a'].join()",
    "strings_v0": "'a'.replace('a', 'b')",
    "sets": "sets.contains([1], [1])",
    "ip": "isIP('1.2.3.4')",
    "cidr": "isCIDR('1.2.3.0/24')",
    "format": "format.named('uuid').hasValue()",
    "comp2": "[1].all(i, x, x > i)",
    "semver": "isSemver('1.0.0')",
    "lists_ext": "[2, 1].sort() == [1, 2]",
    "includes": "[1].includes(1)",
    "k8s_lists": "[1, 2].isSorted()",
    "regex_validator": "'a'.matches('(')",
    "duration_validator": "duration('bad') == duration('1s')",
    "timestamp_validator": "timestamp('bad') == timestamp('2024-01-01T00:00:00Z')",
    "homogeneous_validator": "size([1, dyn('a')]) == 2",
    "url": "isURL('https://a')",
    "regex_find": "'a1'.find('[0-9]') == '1'",
    "bind": "cel.bind(x, 1, x + 1) == 2",
}
for ver in VERSIONS:
    for key, e in GATED.items():
        C.add("version", key, e, ver=ver)


# ---- CRD: schema-driven types and costs -----------------------------------------------------------------------------

def obj(props, **extra):
    s = {"type": "object", "properties": props}
    s.update(extra)
    return s


STR = {"type": "string"}
INT = {"type": "integer"}
NUM = {"type": "number"}
BOOL = {"type": "boolean"}

# Kubernetes sizes an object by all the fields of its data (unknown ones of
# x-kubernetes-preserve-unknown-fields, nulls) when it prices an equality.
PRESERVE = {"type": "object", "x-kubernetes-preserve-unknown-fields": True}
for sch, data in [(PRESERVE, {"any": 1}), (PRESERVE, {"a": 1, "b": [1, 2]}), (PRESERVE, {}),
                  (dict(PRESERVE, properties={"a": INT}), {"a": 1, "any": "x"}),
                  (obj({"a": INT}), {"a": 1, "b": None}),
                  (dict(PRESERVE, properties={"a": INT}), dict({"a": 1}, **{"u%d" % i: i for i in range(12)}))]:
    C.add("crd", "unknown_fields", "self == self", env="crd", schema=sch, self_=data)
    C.add("crd", "unknown_fields", "self == oldSelf", env="crd", schema=sch, self_=data, old_self=data)
for name, sch, data in [
    ("unbounded", STR, "hello"),
    ("maxLength", dict(STR, maxLength=10), "hello"),
    ("maxLength1", dict(STR, maxLength=1), "h"),
    ("enum", dict(STR, enum=["a", "bbbb", "cc"]), "bbbb"),
    ("duration", dict(STR, format="duration"), "1h"),
    ("intorstring", {"x-kubernetes-int-or-string": True}, "50%"),
    ("intorstring_int", {"x-kubernetes-int-or-string": True}, 5),
]:
    for e in ["self == self", "size(self) > 0", "self.startsWith('h')", "self.matches('^[a-z]+$')",
              "self.contains('ll')", "self + self != ''", "self.lowerAscii() == self", "self.split('l').size() > 0",
              "self.find('l+') != ''", "self.findAll('l').size() >= 0", "isQuantity(self)", "isURL(self)",
              "self.substring(0) == self", "self.replace('l', 'L') != ''", "self.trim() == self", "self.indexOf('l') > -10",
              "[self, self].join('') != ''", "self.charAt(0) != ''", "self.upperAscii() != ''",
              "self.split('') == self.split('')", "self.endsWith('o')", "type(self) == string",
              "type(self) == int"]:
        C.add("crd", "string_" + name, e, env="crd", schema=sch, self_=data)
for name, sch, data, exprs in [
    ("duration", dict(STR, format="duration"), "1h30m",
     ["self > duration('1h')", "self.getMinutes() == 90", "self + duration('1s') > self", "string(self)", "self",
      "type(self)", "[self, self].sum()", "self == duration('90m')"]),
    ("date", dict(STR, format="date"), "2024-02-29",
     ["self.getFullYear() == 2024", "self", "type(self)", "self < timestamp('2025-01-01T00:00:00Z')",
      "string(self)", "self.getDayOfYear()", "self + duration('24h')"]),
    ("datetime", dict(STR, format="date-time"), "2024-01-01T10:00:00+02:00",
     ["self.getHours()", "self.getHours('Europe/Kyiv')", "self", "type(self)", "int(self)",
      "self - timestamp('2024-01-01T00:00:00Z')", "[self].max() == self"]),
    ("byte", dict(STR, format="byte"), "aGVsbG8=",
     ["size(self)", "self", "string(self)", "self == b'hello'", "self + b'!'", "type(self)"]),
    ("bytes_maxLength", dict(STR, format="byte", maxLength=16), "aGVsbG8=",
     ["size(self) <= 16", "self == self", "self < b'z'", "string(self) == 'hello'"]),
]:
    for e in exprs:
        C.add("crd", "typed_" + name, e, env="crd", schema=sch, self_=data)
for name, sch, data in [
    ("unbounded", {"type": "array", "items": INT}, [3, 1, 2]),
    ("maxItems", {"type": "array", "items": INT, "maxItems": 5}, [3, 1, 2]),
    ("strings", {"type": "array", "items": dict(STR, maxLength=8), "maxItems": 20}, ["a", "b"]),
    ("strings_unbounded", {"type": "array", "items": STR}, ["a", "b"]),
    ("set", {"type": "array", "items": INT, "x-kubernetes-list-type": "set", "maxItems": 10}, [1, 2, 3]),
    ("nested", {"type": "array", "items": {"type": "array", "items": INT, "maxItems": 4}, "maxItems": 3},
     [[1, 2], [3]]),
    ("numbers", {"type": "array", "items": NUM, "maxItems": 100}, [1.5, 2, 3.25]),
    ("objects", {"type": "array", "items": obj({"n": dict(STR, maxLength=4)}, required=["n"]), "maxItems": 50},
     [{"n": "a"}, {"n": "bb"}]),
]:
    for e in ["size(self) >= 0", "self.all(x, x == x)", "self.exists(x, x == self[0])", "self.map(x, x).size() > 0",
              "self.filter(x, x != self[0]).size() >= 0", "self == self", "self + self != self",
              "self.exists_one(x, x == self[0])", "self.map(x, self.map(y, [x, y])).size() > 0",
              "self.all(x, self.all(y, x == y || x != y))", "self.isSorted() || true", "self.indexOf(self[0]) == 0",
              "self.sort() == self.sort()", "self.distinct().size() > 0", "self.reverse().size() > 0",
              "self.slice(0, 1).size() == 1", "self[0] == self[0]", "self[0] in self",
              "self.all(i, x, i >= 0)", "self.transformList(i, x, i).size() > 0", "sets.contains(self, self)",
              "self.size() + 1 > 0", "self.includes(self[0])"]:
        C.add("crd", "list_" + name, e, env="crd", schema=sch, self_=data)
for name, sch, data in [
    ("unbounded", {"type": "object", "additionalProperties": INT}, {"a": 1, "b": 2}),
    ("maxProperties", {"type": "object", "additionalProperties": INT, "maxProperties": 4}, {"a": 1, "b": 2}),
    ("strings", {"type": "object", "additionalProperties": dict(STR, maxLength=3), "maxProperties": 10},
     {"a": "x", "b": "yy"}),
]:
    for e in ["size(self) > 0", "self.all(k, k != '')", "self.exists(k, self[k] == self[k])", "'a' in self",
              "self.map(k, k).size() > 0", "self == self", "self.filter(k, k == 'a').size() <= 1",
              "self.all(k, self.all(j, j == k || j != k))", "has(self.a)", "self.a == self.a", "self.?a.hasValue()",
              "self.all(k, v, k != '' && v == v)", "self.transformMap(k, v, v).size() > 0",
              "self.exists_one(k, k == 'a')", "self[?'zz'].hasValue()"]:
        C.add("crd", "map_" + name, e, env="crd", schema=sch, self_=data)

SPEC = obj({
    "replicas": dict(INT, minimum=0, maximum=10),
    "minReplicas": INT,
    "name": dict(STR, maxLength=63),
    "image": STR,
    "ratio": NUM,
    "enabled": BOOL,
    "mode": dict(STR, enum=["Auto", "Manual"]),
    "timeout": dict(STR, format="duration"),
    "start": dict(STR, format="date-time"),
    "labels": {"type": "object", "additionalProperties": dict(STR, maxLength=63), "maxProperties": 64},
    "ports": {"type": "array", "maxItems": 16, "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["port"],
              "items": obj({"port": INT, "protocol": dict(STR, enum=["TCP", "UDP"])}, required=["port"])},
    "tags": {"type": "array", "items": dict(STR, maxLength=16), "x-kubernetes-list-type": "set"},
    "extra": {"type": "object", "x-kubernetes-preserve-unknown-fields": True},
    "quantity": {"x-kubernetes-int-or-string": True},
    "namespace": dict(STR, maxLength=8),
    "int": STR,
    "dashed-name": STR,
    "dotted.name": STR,
    "slash/name": STR,
    "__underscored__": STR,
}, required=["name"])
SPEC_DATA = {"replicas": 3, "minReplicas": 1, "name": "web", "image": "nginx:1.25", "ratio": 0.5, "enabled": True,
             "mode": "Auto", "timeout": "30s", "start": "2024-01-01T00:00:00Z", "labels": {"app": "web", "tier": "fe"},
             "ports": [{"port": 80, "protocol": "TCP"}, {"port": 443}], "tags": ["a", "b"],
             "extra": {"anything": [1, 2]}, "quantity": "500m", "namespace": "ns", "int": "kw",
             "dashed-name": "d", "dotted.name": "dot", "slash/name": "sl", "__underscored__": "u"}
OLD_DATA = dict(SPEC_DATA, replicas=2, tags=["b", "a"], ports=[{"port": 443}, {"port": 80, "protocol": "TCP"}])
for e in ["self.replicas <= 10", "self.minReplicas <= self.replicas", "self.name.size() <= 63",
          "self.image.startsWith('nginx')", "self.ratio < 1.0", "self.enabled", "self.mode == 'Auto'",
          "duration(self.timeout) < duration('1m')", "timestamp(self.start) > timestamp('2000-01-01T00:00:00Z')",
          "self.labels.all(k, self.labels[k].size() <= 63)", "self.ports.all(p, p.port > 0)",
          "self.ports.exists(p, has(p.protocol) && p.protocol == 'TCP')", "self.ports.map(p, p.port).sum() > 0",
          "self.tags.all(t, t.size() <= 16)", "has(self.extra)", "has(self.missing)", "has(self.minReplicas)",
          "self.?minReplicas.orValue(0) >= 0", "self.?image.orValue('') != ''", "has(self.ports[1].protocol)",
          "self.ports[1].?protocol.orValue('TCP') == 'TCP'", "self.__namespace__ == 'ns'", "self.__int__ == 'kw'",
          "self.int == 'kw'", "self.dashed__dash__name == 'd'", "self.dotted__dot__name == 'dot'",
          "self.slash__slash__name == 'sl'", "self.__underscores__underscored__underscores__ == 'u'",
          "self.quantity == '500m'", "isQuantity(string(self.quantity))", "self.extra.anything.size() == 2",
          "self", "self.labels", "self.ports", "self.ports[0]", "self.tags", "type(self.ports[0].port)",
          "self.replicas + self.minReplicas", "self.ratio * 2.0", "self.replicas * 2.0",
          "self.nosuchfield == 1", "self.name == 1", "self.labels.app", "self.labels['missing'] == 'x'",
          "self == oldSelf", "self.replicas >= oldSelf.replicas", "self.tags == oldSelf.tags",
          "self.ports == oldSelf.ports", "self.tags + ['c']", "self.tags + ['a', 'z']",
          "self.ports + [{'port': 80, 'protocol': 'UDP'}]" , "oldSelf.replicas"]:
    C.add("crd", "object", e, env="crd", schema=SPEC, self_=SPEC_DATA, old_self=OLD_DATA)
for ver in ["1.30", "1.31"]:
    for e in ["self.namespace == 'ns'", "self.__namespace__ == 'ns'", "self.int == 'kw'", "self.__int__ == 'kw'"]:
        C.add("crd", "keyword_fields", e, env="crd", ver=ver, schema=SPEC, self_=SPEC_DATA)
for e in ["oldSelf.hasValue()", "oldSelf.orValue(self).replicas == 3", "!oldSelf.hasValue() || oldSelf.value().replicas <= self.replicas"]:
    C.add("crd", "optional_old_self", e, env="crd", schema=SPEC, self_=SPEC_DATA, optional_old_self=True)
    C.add("crd", "optional_old_self", e, env="crd", schema=SPEC, self_=SPEC_DATA, old_self=OLD_DATA,
          optional_old_self=True)
C.add("crd", "no_old_self", "self == oldSelf", env="crd", schema=SPEC, self_=SPEC_DATA)

EMBEDDED = {"type": "object", "x-kubernetes-embedded-resource": True, "properties": {
    "spec": obj({"x": INT})}}
for e in ["self.kind == 'Foo'", "self.apiVersion == 'v1'", "self.metadata.name == 'n'", "has(self.metadata.generateName)",
          "self.metadata.name.size() <= 253", "self.spec.x == 1"]:
    C.add("crd", "embedded", e, env="crd", schema=EMBEDDED,
          self_={"apiVersion": "v1", "kind": "Foo", "metadata": {"name": "n"}, "spec": {"x": 1}})

# Kubernetes library functions on bounded and unbounded strings: their
# estimated costs come from the schema's maxLength (or the request size limit).
LIB_DATA = {"u": "https://example.com:8443/a/b?c=d", "ip": "10.1.2.3", "cidr": "10.0.0.0/8", "q": "1536Mi",
            "sv": "1.2.3", "name": "web-01", "csv": "a,b,c", "names": ["a", "bb", "ccc"]}
LIB_EXPRS = ["isURL(self.u)", "url(self.u).getHost()", "url(self.u).getEscapedPath()", "url(self.u).getQuery()",
             "isIP(self.ip)", "ip(self.ip).family()", "ip.isCanonical(self.ip)", "string(ip(self.ip))",
             "isCIDR(self.cidr)", "cidr(self.cidr).containsIP(self.ip)", "cidr(self.cidr).containsIP(ip(self.ip))",
             "cidr(self.cidr).containsCIDR(self.cidr)", "cidr(self.cidr).masked().prefixLength()", "string(cidr(self.cidr))",
             "isQuantity(self.q)", "quantity(self.q).asInteger()", "quantity(self.q).isLessThan(quantity(self.q))",
             "isSemver(self.sv)", "semver(self.sv).major()", "isSemver(self.sv, true)",
             "format.dns1123Label().validate(self.name)", "format.named('uuid').value().validate(self.name)",
             "self.name.find('[0-9]+')", "self.name.findAll('[a-z]')", "self.name.matches('^[a-z0-9-]+$')",
             "self.csv.split(',')", "self.csv.split(',', 2)", "self.csv.replace(',', ';')", "self.csv.replace(',', ';', 1)",
             "self.names.join(',')", "self.names.join()", "self.name.lowerAscii()", "self.name.upperAscii()",
             "self.name.trim()", "self.name.substring(1)", "self.name.substring(1, 2)", "self.name.charAt(1)",
             "self.name.indexOf('0')", "self.name.lastIndexOf('0', 3)", "self.name.startsWith(self.csv)",
             "self.name.endsWith(self.csv)", "self.name.contains(self.csv)", "self.name + self.csv",
             "self.name == self.csv", "self.name < self.csv", "bytes(self.name)", "string(bytes(self.name))",
             "self.names.isSorted()", "self.names.min()", "self.names.indexOf('bb')", "self.names.includes('bb')",
             "self.names.sort()", "self.names.distinct()", "self.names.reverse()", "'%s'.format([self.name])",
             "strings.quote(self.name)"]
for bound in [None, 1, 16, 253, 4096]:
    sstr = dict(STR, maxLength=bound) if bound else STR
    sch = obj({k: sstr for k in LIB_DATA if k != "names"})
    sch["properties"]["names"] = {"type": "array", "items": sstr, "maxItems": bound or 10}
    for e in LIB_EXPRS:
        C.add("crd", "libcost_%s" % (bound or "unbounded"), e, env="crd", schema=sch, self_=LIB_DATA)

# Runtime cost limit reached on CRD data (per-call limit 1,000,000).
BIG = {"type": "array", "items": INT, "maxItems": 5000}
for e in ["self.all(x, self.all(y, x + y >= 0))", "self.map(x, self.filter(y, y < x).size()).size() > 0",
          "self.all(x, x >= 0)", "self.map(x, x * 2).sum() > 0", "self.sort() == self", "self.distinct().size() > 0",
          "self.exists(x, self.exists(y, x == y + 1))", "sets.equivalent(self, self)"]:
    C.add("crd", "cost_limit", e, env="crd", schema=BIG, self_=list(range(2000)))

# Cost-only schema families: the same rule against growing bounds.
for n in [1, 10, 100, 1000, None]:
    items = dict(STR, maxLength=n) if n else STR
    arr = {"type": "array", "items": items}
    if n:
        arr["maxItems"] = n
    for e in ["self.all(s, s.size() < 5)", "self.all(s, s.matches('^[a-z]+$'))", "self.map(s, s + s).size() >= 0",
              "self.exists(s, self.exists(t, s == t))", "self.all(s, s.contains('a') || true)"]:
        C.add("crd", "bounds", e, env="crd", schema=arr, self_=["abc", "de"])
for n in [1, 8, 64, None]:
    m = {"type": "object", "additionalProperties": {"type": "array", "items": INT, "maxItems": 4}}
    if n:
        m["maxProperties"] = n
    for e in ["self.all(k, self[k].all(v, v > 0))", "self.exists(k, k.startsWith('a'))"]:
        C.add("crd", "map_bounds", e, env="crd", schema=m, self_={"a": [1, 2]})
for min_props in [obj({}), obj({"a": INT}, required=["a"]), obj({"long_name_field": STR, "b": BOOL}, required=["long_name_field", "b"])]:
    arr = {"type": "array", "items": min_props}
    C.add("crd", "min_size", "self.all(x, true)", env="crd", schema=arr, self_=[])
    C.add("crd", "min_size", "self.map(x, 1).size() >= 0", env="crd", schema=arr, self_=[])
for items in [BOOL, NUM, INT, {"type": "array", "items": INT}, {"type": "object", "additionalProperties": INT}]:
    arr = {"type": "array", "items": items}
    C.add("crd", "min_size", "self.all(x, true)", env="crd", schema=arr, self_=[])

# ---- random well-typed expressions (fixed seed) ------------------------------------------------------------------
# Mixed operators, precedence, short-circuiting, errors inside comprehensions and
# cost accumulation across many node kinds. Maps are only indexed, never
# iterated, so results do not depend on iteration order.

class RandomExprs:
    def __init__(self, seed):
        self.r = random.Random(seed)

    def pick(self, *choices):
        return self.r.choice(choices)

    def int_(self, d):
        r = self.r
        if d <= 0:
            return self.pick("i", "j", str(r.randint(-3, 9)), "size(s)", "size(xs)")
        k = r.randint(0, 13)
        if k <= 4:
            return "(%s %s %s)" % (self.int_(d - 1), self.pick("+", "-", "*", "/", "%"), self.int_(d - 1))
        if k == 5:
            return "-%s" % self.int_(d - 1)
        if k == 6:
            return "(%s ? %s : %s)" % (self.bool_(d - 1), self.int_(d - 1), self.int_(d - 1))
        if k == 7:
            return "size(%s)" % self.str_(d - 1)
        if k == 8:
            return "%s[%s]" % (self.list_(d - 1), self.int_(d - 2))
        if k == 9:
            return "%s.indexOf(%s)" % (self.str_(d - 1), self.str_(d - 2))
        if k == 10:
            return "m[%s]" % self.pick("'a'", "'b'", "'z'", "s")
        if k == 11:
            return "int(%s)" % self.pick("d", "2.5", "-0.5", "'%d'" % r.randint(0, 99), "'x'")
        if k == 12:
            return "%s.size()" % self.list_(d - 1)
        return self.int_(0)

    def bool_(self, d):
        if d <= 0:
            return self.pick("true", "false", "b", "i > j", "s == ''")
        k = self.r.randint(0, 10)
        if k <= 2:
            return "(%s %s %s)" % (self.int_(d - 1), self.pick("<", "<=", ">", ">=", "==", "!="), self.int_(d - 1))
        if k == 3:
            return "(%s %s %s)" % (self.bool_(d - 1), self.pick("&&", "||"), self.bool_(d - 1))
        if k == 4:
            return "!%s" % self.bool_(d - 1)
        if k == 5:
            return "(%s in %s)" % (self.int_(d - 1), self.list_(d - 1))
        if k == 6:
            return "%s.%s(x, %s)" % (self.list_(d - 1), self.pick("all", "exists", "exists_one"),
                                     self.bool_x(d - 1))
        if k == 7:
            return "%s.%s(%s)" % (self.str_(d - 1), self.pick("startsWith", "endsWith", "contains", "matches"),
                                  self.pick("'a'", "''", "s", "'^[a-z]*$'", "'b+'"))
        if k == 8:
            return "has(m.%s)" % self.pick("a", "z")
        if k == 9:
            return "(%s %s %s)" % (self.str_(d - 1), self.pick("<", "==", "!=", ">="), self.str_(d - 1))
        return self.bool_(0)

    def bool_x(self, d):
        return "(%s)" % self.bool_(d).replace("i >", "x >").replace("(i ", "(x ") \
            if self.r.random() < 0.5 else "(x %s %s)" % (self.pick("<", ">", "==", "!=", "% 2 =="),
                                                         self.int_(max(d - 1, 0)))

    def str_(self, d):
        if d <= 0:
            return self.pick("s", "t", "'a'", "''", "'abc'", "'日本'")
        k = self.r.randint(0, 9)
        if k <= 1:
            return "(%s + %s)" % (self.str_(d - 1), self.str_(d - 1))
        if k == 2:
            return "%s.%s()" % (self.str_(d - 1), self.pick("lowerAscii", "upperAscii", "trim"))
        if k == 3:
            return "%s.substring(%s)" % (self.str_(d - 1), self.int_(d - 2))
        if k == 4:
            return "string(%s)" % self.int_(d - 1)
        if k == 5:
            return "(%s ? %s : %s)" % (self.bool_(d - 1), self.str_(d - 1), self.str_(d - 1))
        if k == 6:
            return "%s.replace(%s, %s)" % (self.str_(d - 1), self.pick("'a'", "''", "s"), self.pick("'-'", "''"))
        if k == 7:
            return "%s.charAt(%s)" % (self.str_(d - 1), self.int_(d - 2))
        if k == 8:
            return "[%s, %s].join(%s)" % (self.str_(d - 1), self.str_(d - 1), self.pick("''", "','"))
        return self.str_(0)

    def list_(self, d):
        if d <= 0:
            return self.pick("xs", "[]", "[1, 2, 3]", "[i, j]", "ys")
        k = self.r.randint(0, 7)
        if k == 0:
            return "%s.map(x, %s)" % (self.list_(d - 1), self.pick("x * 2", "x + i", "x / (x - 1)", "-x", "x % 3"))
        if k == 1:
            return "%s.filter(x, %s)" % (self.list_(d - 1), self.bool_x(d - 1))
        if k == 2:
            return "(%s + %s)" % (self.list_(d - 1), self.list_(d - 1))
        if k == 3:
            return "lists.range(%d)" % self.r.randint(0, 12)
        if k == 4:
            return "%s.map(x, %s, x)" % (self.list_(d - 1), self.bool_x(d - 1))
        if k == 5:
            return "[%s, %s]" % (self.int_(d - 1), self.int_(d - 1))
        if k == 6:
            return "%s.%s()" % (self.list_(d - 1), self.pick("reverse", "distinct", "sort"))
        return self.list_(0)


RANDOM_VARS = {"i": var("int", 7), "j": var("int", -2), "d": var("double", 3.75), "b": var("bool", True),
               "s": var("string", "banana"), "t": var("string", "Ab c"), "xs": var("list(int)", [4, 0, 1, 9, 2]),
               "ys": var("list(int)", list(range(40))), "m": var("map(string, int)", {"a": 1, "b": 0})}
RE = RandomExprs(20261202)
for n in range(700):
    depth = 2 + n % 4
    gen = [RE.int_, RE.bool_, RE.str_, RE.list_][n % 4]
    e = gen(depth)
    tokens = set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", e))
    C.add("random", ["int", "bool", "string", "list"][n % 4], e,
          vars={k: v for k, v in RANDOM_VARS.items() if k in tokens})


# ---- admission environments (env vap and match) --------------------------
# Variables as plain JSON (FORMAT.md); request and namespaceObject go through
# Kubernetes' typed structs, so empty omitempty fields are absent at runtime.

ADM_REQUEST = {
    "uid": "705ab4f5-6393-11e8-b7cc-42010a800002",
    "kind": {"group": "apps", "version": "v1", "kind": "Deployment"},
    "resource": {"group": "apps", "version": "v1", "resource": "deployments"},
    "requestKind": {"group": "apps", "version": "v1beta1", "kind": "Deployment"},
    "requestResource": {"group": "apps", "version": "v1beta1", "resource": "deployments"},
    "name": "web",
    "namespace": "team-a",
    "operation": "UPDATE",
    "userInfo": {"username": "system:serviceaccount:team-a:deployer", "uid": "u-42",
                 "groups": ["system:serviceaccounts", "system:serviceaccounts:team-a", "system:authenticated"],
                 "extra": {"scopes": ["read", "write"], "empty": []}},
    "dryRun": False,
    "options": {"apiVersion": "meta.k8s.io/v1", "kind": "UpdateOptions", "fieldManager": "kubectl"},
}
ADM_REQUEST_SCALE = {
    "uid": "1", "kind": {"group": "autoscaling", "version": "v1", "kind": "Scale"},
    "resource": {"group": "apps", "version": "v1", "resource": "deployments"}, "subResource": "scale",
    "requestSubResource": "scale", "name": "web", "namespace": "team-b", "operation": "UPDATE",
    "userInfo": {"username": "alice", "groups": ["developers"]}, "dryRun": True,
}
ADM_REQUEST_MIN = {"uid": "", "kind": {"kind": "Namespace", "version": "v1"},
                   "resource": {"version": "v1", "resource": "namespaces"}, "operation": "CREATE",
                   "userInfo": {"username": "admin"}}
ADM_NS = {
    "metadata": {"name": "team-a", "uid": "ns-uid-1", "resourceVersion": "812",
                 "labels": {"env": "prod", "team": "a", "kubernetes.io/metadata.name": "team-a"},
                 "annotations": {"owner": "alice@example.com"},
                 "creationTimestamp": "2024-03-01T12:00:00Z", "generation": 3,
                 "finalizers": ["example.com/cleanup"], "ownerReferences": [{"name": "x"}]},
    "spec": {"finalizers": ["kubernetes"]},
    "status": {"phase": "Active", "conditions": [
        {"type": "NamespaceDeletionDiscoveryFailure", "status": "False", "reason": "ResourcesDiscovered",
         "message": "All resources successfully discovered", "lastTransitionTime": "2024-03-02T08:30:00Z"},
        {"type": "NamespaceContentRemaining", "status": "False"}]},
}
ADM_NS_TERMINATING = {"metadata": {"name": "old", "deletionTimestamp": "2024-05-01T00:00:00Z",
                                   "deletionGracePeriodSeconds": 0},
                      "spec": {}, "status": {"phase": "Terminating"}}
ADM_OBJECT = {"apiVersion": "apps/v1", "kind": "Deployment",
              "metadata": {"name": "web", "namespace": "team-a", "labels": {"app": "web", "tier": "frontend"},
                           "annotations": {"note": "x" * 40}},
              "spec": {"replicas": 3, "paused": False, "ratio": 0.5,
                       "template": {"spec": {"containers": [
                           {"name": "app", "image": "registry.example.com/web:1.2", "ports": [{"containerPort": 8080}]},
                           {"name": "sidecar", "image": "busybox", "resources": {"limits": {"cpu": "250m"}}}]}}}}
ADM_OLD = {"apiVersion": "apps/v1", "kind": "Deployment",
           "metadata": {"name": "web", "namespace": "team-a", "labels": {"app": "web"}},
           "spec": {"replicas": 2, "template": {"spec": {"containers": [{"name": "app", "image": "web:1.1"}]}}}}
ADM_PARAMS = {"apiVersion": "example.com/v1", "kind": "Limits", "maxReplicas": 5, "allowedRegistries":
              ["registry.example.com", "mirror.example.com"], "required": {"labels": ["app", "team"]}}
ADM_FULL = {"object": ADM_OBJECT, "oldObject": ADM_OLD, "request": ADM_REQUEST, "namespaceObject": ADM_NS,
            "params": ADM_PARAMS, "authorizer": "readonly"}


def adm(fn, expr, env="vap", ver="1.37", **vars_):
    v = dict(ADM_FULL) if not vars_ else vars_
    if env == "match":
        v = {k: x for k, x in v.items() if k not in ("params", "namespaceObject")}
    C.add("admission", fn, expr, env=env, ver=ver, vars=v)


def admv(fn, expr, **vars_):
    """A case with exactly the given variables (vap)."""
    C.add("admission", fn, expr, env="vap", vars=vars_)


# Kubernetes hands the admission request to CEL as typed Go values
# (SchemalessTypedToVal): compared with a value of another kind they have no
# equality overload, a struct passes on a field's failure, cel-go's own lists
# pass over a failed element, and != is "not equal to true".
for e in ["request.userInfo == object.spec.template.spec.containers[0].ports", "request == object.spec.template.spec.containers",
          "request.userInfo.groups == object.spec.replicas", "request.userInfo.groups == object.metadata.annotations",
          "object.spec.template.spec.containers == request.userInfo.groups", "request.userInfo.groups != dyn(1)",
          "request.kind != dyn(1)", "dyn([request.kind]) == dyn([1])", "dyn({'a': request.userInfo.groups}) == dyn({'a': 1})",
          "dyn(1) == request.kind", "request.userInfo.groups == dyn(null)", "request == request",
          "request.kind == dyn({'group': 'apps', 'version': 'v1', 'kind': 'Deployment'})",
          "request.userInfo.extra == dyn({'scopes': ['read', 'write'], 'empty': []})", "request.options == dyn(1)",
          "namespaceObject.metadata == dyn(1)", "namespaceObject.status == dyn([])",
          "namespaceObject.metadata.labels == dyn(1)", "dyn([namespaceObject.metadata]) == dyn([1])",
          "namespaceObject != dyn(1)", "object.metadata == dyn(1)"]:
    adm("request_equality", e)


# request fields
for e in ["request.kind.group", "request.kind.version", "request.kind.kind", "request.resource.resource",
          "request.requestKind.version", "request.requestResource.group", "request.name", "request.namespace",
          "request.operation", "request.uid" , "request.userInfo.username", "request.userInfo.uid",
          "request.userInfo.groups", "request.userInfo.groups.size()", "request.userInfo.extra['scopes']",
          "request.userInfo.extra.size()", "request.dryRun", "request.options.fieldManager",
          "request.options.kind == 'UpdateOptions'", "request.kind", "request.userInfo",
          "request.operation in ['CREATE', 'UPDATE']", "request.resource.group + '/' + request.resource.resource",
          "'system:authenticated' in request.userInfo.groups",
          "request.userInfo.username.startsWith('system:serviceaccount:')",
          "request.userInfo.username.split(':')[2]", "request.subResource", "request.requestSubResource",
          "request.object", "request.oldObject"]:
    adm("request", e)
for e in ["request.subResource", "request.requestSubResource", "request.dryRun", "request.options",
          "request.name + '/' + request.subResource", "has(request.subResource)", "has(request.options)",
          "request.requestKind", "has(request.requestKind)", "request.kind.kind"]:
    admv("request_scale", e, request=ADM_REQUEST_SCALE, authorizer="readonly")
for e in ["request.kind.group", "request.name", "has(request.name)", "has(request.namespace)",
          "has(request.kind.group)", "has(request.userInfo.groups)", "request.userInfo.groups",
          "has(request.dryRun)", "request.dryRun", "request.options", "has(request.requestResource)",
          "request.requestResource.resource", "request.uid", "has(request.uid)", "has(request.userInfo.extra)",
          "request.?namespace.orValue('cluster-scoped')", "request.?dryRun.orValue(false)",
          "request.?requestKind.kind.orValue(request.kind.kind)"]:
    admv("request_min", e, request=ADM_REQUEST_MIN)

# namespaceObject
for e in ["namespaceObject.metadata.name", "namespaceObject.metadata.labels['env']",
          "namespaceObject.metadata.labels.env == 'prod'", "'team' in namespaceObject.metadata.labels",
          "namespaceObject.metadata.labels.all(k, !k.startsWith('x'))",
          "namespaceObject.metadata.annotations.owner.endsWith('@example.com')",
          "namespaceObject.metadata.creationTimestamp", "namespaceObject.metadata.generation",
          "namespaceObject.metadata.resourceVersion", "namespaceObject.metadata.finalizers",
          "namespaceObject.metadata.UID", "has(namespaceObject.metadata.UID)", "namespaceObject.metadata.uid",
          "namespaceObject.metadata.ownerReferences", "namespaceObject.spec.finalizers",
          "namespaceObject.status.phase", "namespaceObject.status.conditions.size()",
          "namespaceObject.status.conditions[0].reason", "namespaceObject.status.conditions[1].lastTransitionTime",
          "namespaceObject.status.conditions[1].reason", "has(namespaceObject.status.conditions[1].message)",
          "namespaceObject.status.conditions.all(c, c.status == 'False')",
          "namespaceObject.status.conditions.exists(c, c.type == 'NamespaceContentRemaining')",
          "namespaceObject.status.conditions[0].lastTransitionTime",
          "namespaceObject.metadata.creationTimestamp < timestamp('2025-01-01T00:00:00Z')",
          "timestamp(string(namespaceObject.metadata.creationTimestamp)) < timestamp('2025-01-01T00:00:00Z')",
          "string(namespaceObject.metadata.creationTimestamp)", "has(namespaceObject.metadata.deletionTimestamp)",
          "has(namespaceObject.metadata.labels)", "has(namespaceObject.metadata.generateName)",
          "namespaceObject.metadata.generateName", "namespaceObject.?metadata.?generateName.orValue('none')",
          "namespaceObject.metadata.?labels[?'env']", "namespaceObject.metadata.labels[?'missing'].hasValue()",
          "namespaceObject.metadata.name == request.namespace", "namespaceObject.metadata.deletionGracePeriodSeconds",
          "namespaceObject"]:
    adm("namespace", e)
for e in ["namespaceObject.status.phase == 'Terminating'", "namespaceObject.metadata.deletionTimestamp",
          "has(namespaceObject.metadata.deletionTimestamp)", "namespaceObject.metadata.deletionGracePeriodSeconds",
          "namespaceObject.metadata.deletionGracePeriodSeconds + 1", "has(namespaceObject.spec.finalizers)",
          "has(namespaceObject.metadata.creationTimestamp)", "namespaceObject.metadata.labels",
          "namespaceObject.status.conditions"]:
    admv("namespace_terminating", e, namespaceObject=ADM_NS_TERMINATING)
for e in ["namespaceObject == null", "has(namespaceObject.metadata)", "namespaceObject.metadata.name",
          "request == null", "has(request.userInfo)", "request.userInfo.username", "object == null",
          "oldObject", "params == null", "has(object.spec)"]:
    admv("null_vars", e)

# object, oldObject, params as dyn data
for e in ["object.spec.replicas", "object.spec.replicas <= params.maxReplicas", "object.spec.ratio * 2.0",
          "object.spec.paused", "object.metadata.labels.app", "object.metadata.labels.size() >= params.required.labels.size()",
          "params.required.labels.all(l, l in object.metadata.labels)",
          "object.spec.template.spec.containers.all(c, params.allowedRegistries.exists(r, c.image.startsWith(r + '/')))",
          "object.spec.template.spec.containers.map(c, c.name)", "object.spec.template.spec.containers[0].ports[0].containerPort",
          "object.spec.template.spec.containers[1].resources.limits.cpu", "quantity(object.spec.template.spec.containers[1].resources.limits.cpu).isLessThan(quantity('1'))",
          "object.spec.replicas > oldObject.spec.replicas", "object.spec.replicas - oldObject.spec.replicas",
          "oldObject.metadata.labels == object.metadata.labels", "has(object.spec.strategy)",
          "has(oldObject.spec.paused)", "object.?spec.?strategy.?type.orValue('RollingUpdate')",
          "object.spec.strategy", "object.spec.replicas + 'x'", "object.spec.ratio + 1", "object.spec.replicas == 3.0",
          "object.metadata.annotations.note.size()", "object.kind + '/' + object.metadata.name",
          "params.maxReplicas", "params.allowedRegistries[1]", "params.allowedRegistries[2]", "params.missing",
          "type(object)", "type(object.spec.replicas)", "type(request)", "type(namespaceObject)",
          "object.metadata.labels.filter(k, k.size() > 3).size()", "object.spec.template.spec.containers.size() * 10"]:
    adm("object", e)
for e in ["oldObject == null && request.operation == 'CREATE'", "has(oldObject.spec)", "oldObject.spec",
          "object.spec.replicas"]:
    admv("create", e, object=ADM_OBJECT, request=dict(ADM_REQUEST, operation="CREATE"))

# authorizer
for e in ["authorizer.requestResource.check('get').allowed()", "authorizer.requestResource.check('update').allowed()",
          "authorizer.requestResource.check('update').reason()", "authorizer.requestResource.check('list').reason()",
          "authorizer.requestResource.subresource('status').check('get').allowed()",
          "authorizer.requestResource.namespace('other').check('get').allowed()",
          "authorizer.requestResource.name('x').check('get').allowed()",
          "authorizer.group('apps').resource('deployments').namespace('team-a').check('watch').allowed()",
          "authorizer.group('apps').resource('deployments').namespace('team-b').check('watch').allowed()",
          "authorizer.path('/healthz').check('get').allowed()",
          "authorizer.serviceAccount('team-b', 'builder').group('').resource('pods').namespace('team-b').check('list').allowed()",
          "authorizer.requestResource.check('get').errored()",
          "['get', 'list', 'delete'].filter(v, authorizer.requestResource.check(v).allowed())",
          "type(authorizer)", "type(authorizer.requestResource)"]:
    adm("authz", e)
for e in ["authorizer.requestResource.check('get').allowed()", "authorizer.requestResource.check('patch').reason()",
          "authorizer.requestResource.subresource('scale').check('get').allowed()"]:
    admv("authz_scale", e, request=ADM_REQUEST_SCALE, authorizer="readonly")
admv("authz_missing", "authorizer.requestResource.check('get').allowed()", request=ADM_REQUEST)

# variables (a policy without variables) and check errors
for e in ["variables", "variables.foo", "has(variables.foo)", "type(variables)", "request.userName",
          "request.userInfo.name", "namespaceObject.metadata.ownerReferences", "request.kind.kind + 1",
          "object.spec.replicas.", "request.dryRun == 'true'", "namespaceObject.status.conditions[0].lastTransitionTime.getFullYear()",
          "request.userInfo.groups[0] + request.userInfo.extra['scopes'][1]", "size(request.userInfo.extra)",
          "request.options.dryRun.all(d, d == 'All')", "missingVar == 1"]:
    adm("check", e)

# env match: webhook matchConditions (no params, no variables)
for e in ["request.resource.resource == 'deployments'", "params", "variables", "object.spec.replicas",
          "authorizer.requestResource.check('get').allowed()", "namespaceObject", "has(namespaceObject.metadata)",
          "!(request.userInfo.groups.exists(g, g == 'system:masters'))", "request.userInfo.username",
          "object.metadata.?labels[?'app'].orValue('') == 'web'", "oldObject.spec.replicas < object.spec.replicas",
          "request.userInfo.groups.all(g, g.startsWith('system:'))"]:
    adm("match", e, env="match")

# versions: libraries that arrived over time, and admission vars in each
for ver in ["1.27", "1.28", "1.30", "1.32", "1.34", "1.37"]:
    for e in ["request.userInfo.username.split(':').size()",
              "namespaceObject.metadata.labels.all(k, k != '') ? 1 : 0",
              "request.userInfo.groups.sortBy(g, g.size())[0]",
              "object.metadata.?labels.?app.orValue('')",
              "authorizer.requestResource.fieldSelector('spec.nodeName=n1').check('list').allowed()",
              "request.userInfo.groups.map(g, g.upperAscii()).join(',')",
              "cel.bind(n, request.namespace, n + '/' + request.name)"]:
        adm("versions", e, ver=ver)

# cost: comprehensions over unbounded lists and strings
BIG_GROUPS = ["group-%03d" % i for i in range(300)]
BIG_REQ = dict(ADM_REQUEST, userInfo={"username": "u" * 2000, "groups": BIG_GROUPS})
for e in ["request.userInfo.groups.all(g, g.startsWith('group-'))",
          "request.userInfo.groups.exists(g, g == 'group-299')",
          "request.userInfo.groups.filter(g, g.endsWith('7')).size()",
          "request.userInfo.groups.map(g, g + g).size()",
          "request.userInfo.groups.all(a, request.userInfo.groups.exists(b, b == a))",
          "request.userInfo.username.contains('uuuv')", "request.userInfo.username.matches('^u+$')",
          "request.userInfo.username.replace('u', 'vv').size()", "request.userInfo.username.split('').size()",
          "request.userInfo.groups.join(',').size()", "request.userInfo.username.lowerAscii() == request.userInfo.username",
          "request.userInfo.groups.all(a, request.userInfo.groups.all(b, request.userInfo.groups.exists(c, c == a + b)))"]:
    admv("cost", e, request=BIG_REQ)
for e in ["request.userInfo.groups.all(a, request.userInfo.groups.all(b, (a + b).size() > 0))",
          "request.userInfo.groups.map(a, request.userInfo.groups.map(b, a + b)).size()"]:
    C.add("admission", "cost_match", e, env="match", vars={"request": BIG_REQ})
    admv("cost_vap", e, request=BIG_REQ)


# ---- MutatingAdmissionPolicy mutations (env mutating) --------------------
# The vap variables plus Kubernetes' patch types: JSONPatch and the Object
# apply configuration types (Object, Object.spec, ...) of the dynamic resolver.


def mut(fn, expr, **vars_):
    C.add("mutating", fn, expr, env="mutating", vars=vars_ if vars_ else dict(ADM_FULL))


for e in ["[JSONPatch{op: 'add', path: '/spec/replicas', value: 1}]",
          "[JSONPatch{op: 'replace', path: '/spec/replicas', value: object.spec.replicas + 1}]",
          "[JSONPatch{op: 'remove', path: '/metadata/labels/tier'}]",
          "[JSONPatch{op: 'test', path: '/spec/replicas', value: 3}, JSONPatch{op: 'replace', path: '/spec/replicas', value: 4}]",
          "[JSONPatch{op: 'move', from: '/metadata/labels/tier', path: '/metadata/labels/layer'}]",
          "[JSONPatch{op: 'copy', from: '/metadata/name', path: '/metadata/labels/name'}]",
          "[JSONPatch{op: 'add', path: '/metadata/labels/' + jsonpatch.escapeKey('example.com/owner'), value: request.userInfo.username}]",
          "[JSONPatch{op: 'add', path: '/metadata/annotations', value: {'a': 'b', 'c': 'd'}}]",
          "[JSONPatch{op: 'add', path: '/spec/template/spec/containers/-', value: {'name': 'sidecar2', 'image': 'busybox'}}]",
          "object.spec.template.spec.containers.map(c, JSONPatch{op: 'replace', path: '/spec/template/spec/containers/' + string(object.spec.template.spec.containers.indexOf(c)) + '/image', value: 'mirror/' + c.image})",
          "object.spec.template.spec.containers.filter(c, !has(c.ports)).map(c, JSONPatch{op: 'add', path: '/x', value: c.name})",
          "has(object.metadata.labels) ? [JSONPatch{op: 'add', path: '/metadata/labels/env', value: 'prod'}] : [JSONPatch{op: 'add', path: '/metadata/labels', value: {'env': 'prod'}}]",
          "object.spec.replicas > params.maxReplicas ? [JSONPatch{op: 'replace', path: '/spec/replicas', value: params.maxReplicas}] : []",
          "[JSONPatch{op: 'add', path: '/spec/list', value: [1, 2.5, 'x', true, null]}]",
          "[JSONPatch{op: 'add', path: '/spec/x', value: object.spec.template}]",
          "[JSONPatch{op: 'add', path: '/a', value: 1u}, JSONPatch{op: 'add', path: '/b', value: b'xyz'}]",
          "[JSONPatch{op: 'add', path: '/a', value: duration('1h')}, JSONPatch{op: 'add', path: '/b', value: timestamp('2024-01-01T00:00:00Z')}]",
          "[JSONPatch{}]", "[JSONPatch{op: 'add'}]", "JSONPatch{op: 'add', path: '/a'}",
          "[JSONPatch{op: 'add', path: '/a', value: Object{x: 1}}]",
          "[JSONPatch{?op: optional.of('add'), path: '/a', ?value: optional.none()}]",
          "[JSONPatch{op: 'add', path: '/a', ?value: object.?spec.?replicas}]",
          "[JSONPatch{op: 'add', path: '/a', ?value: object.?spec.?missing}]",
          "JSONPatch{op: 'x'}.op", "JSONPatch{op: 'x'}.path", "JSONPatch{op: 'x'}.from", "JSONPatch{op: 'x'}.value",
          "JSONPatch{op: 'x', value: [1, 2]}.value", "JSONPatch{op: 'x', value: {'k': 1}}.value.k",
          "dyn(JSONPatch{op: 'a'}).op", "dyn(JSONPatch{op: 'a', value: 2}).value",
          "has(JSONPatch{op: 'a'}.op)", "has(JSONPatch{op: 'a'}.path)", "has(JSONPatch{op: ''}.op)",
          "has(JSONPatch{value: null}.value)", "has(JSONPatch{}.value)", "has(dyn(JSONPatch{op: 'a'}).op)",
          "JSONPatch{op: 'a'} == JSONPatch{op: 'a'}", "JSONPatch{op: 'a'} == JSONPatch{op: 'b'}",
          "JSONPatch{op: 'a'} == JSONPatch{op: 'a', path: ''}", "JSONPatch{op: 'a', value: 1} == JSONPatch{op: 'a', value: 1.0}",
          "JSONPatch{op: 'a', value: [1]} == JSONPatch{op: 'a', value: [1]}", "JSONPatch{op: 'a', value: 1} == JSONPatch{op: 'a'}",
          "JSONPatch{op: 'a'} != JSONPatch{op: 'a', from: '/x'}", "[JSONPatch{op: 'a'}] == [JSONPatch{op: 'a'}]",
          "JSONPatch{op: 'a'} in [JSONPatch{op: 'b'}, JSONPatch{op: 'a'}]",
          "[JSONPatch{op: 'add', path: '/a'}].size()", "[JSONPatch{op: 'a'}, JSONPatch{op: 'b'}].map(p, p.op)",
          "[JSONPatch{op: 'a', path: '/x'}].exists(p, p.path == '/x')",
          "jsonpatch.escapeKey('a/b~c')", "jsonpatch.escapeKey('')", "jsonpatch.escapeKey('~/~/')",
          "jsonpatch.escapeKey(object.metadata.name)",
          # check errors
          "JSONPatch{op: 1}", "JSONPatch{path: ['x']}", "JSONPatch{from: null}", "JSONPatch{op: 'x', foo: 1}",
          "JSONPatch{op: 'x'}.value.y", "JSONPatch{} == Object{}", "[JSONPatch{op: 'x'}] + [Object{}]",
          "JSONPatchX{}", "jsonpatch.escapeKey(1)",
          # eval errors
          "JSONPatch{op: dyn(1)}", "JSONPatch{path: dyn(2.5)}", "JSONPatch{from: dyn(true)}",
          "[JSONPatch{op: 'add', path: '/a', value: 1 / 0}]", "[JSONPatch{op: 'add', path: object.missing}]",
          ]:
    mut("jsonpatch", e)

for e in ["Object{}", "Object{spec: Object.spec{replicas: 1}}",
          "Object{metadata: Object.metadata{labels: {'app': 'web', 'env': 'prod'}}}",
          "Object{metadata: Object.metadata{annotations: {'owner': request.userInfo.username}}}",
          "Object{spec: Object.spec{template: Object.spec.template{spec: Object.spec.template.spec{containers: [Object.spec.template.spec.containers{name: 'app', image: 'nginx'}]}}}}",
          "Object{spec: Object.spec{template: Object.spec.template{spec: Object.spec.template.spec{initContainers: [Object.spec.template.spec.initContainers{name: 'init', args: ['a', 'b']}, Object.spec.template.spec.initContainers{name: 'init2'}]}}}}",
          "Object{spec: Object.spec{replicas: object.spec.replicas > params.maxReplicas ? params.maxReplicas : object.spec.replicas}}",
          "Object{spec: Object.spec{replicas: 1, paused: true, ratio: 0.25, name: 'x', data: b'ab', big: 5u}}",
          "Object{spec: Object.spec{n: null}}", "Object{a: 1, a: 2}", "Object{a: [], b: {}}",
          "Object{a: [[1, 2], [3]]}", "Object{a: {'k': Object.a{v: 1}}}", "Object{a: [{'k': 'v'}, {'k': 'w'}]}",
          "Object{spec: Object.spec{template: object.spec.template}}",
          "Object{metadata: Object.metadata{labels: object.metadata.labels}}",
          "Object{a: Object.b{c: 1}}", "Object.spec{}", "Object.spec.template.spec{x: 1}",
          "Object{?a: optional.of(1)}", "Object{?a: optional.none()}", "Object{?a: object.?spec.?replicas, ?b: object.?spec.?nope}",
          "Object{a: duration('1m')}", "Object{a: timestamp('2024-01-01T00:00:00Z')}",
          "Object{a: JSONPatch{op: 'x'}}",
          "Object{spec: Object.spec{containers: object.spec.template.spec.containers.map(c, Object.spec.containers{name: c.name})}}",
          "Object{metadata: Object.metadata{labels: object.metadata.labels.filter(k, k != 'tier').map(k, [k, object.metadata.labels[k]]).size() > 0 ? {'kept': 'yes'} : {}}}",
          "[Object{a: 1}, Object{a: 2}]", "{'x': Object{}}",
          "request.operation == 'UPDATE' ? Object{spec: Object.spec{replicas: 0}} : Object{}",
          # selection and presence
          "Object{a: 1}.a", "Object{a: 1}.b", "Object{a: 1}.a + 1", "Object{a: [1, 2]}.a", "Object{a: [1, 2]}.a.size()",
          "Object{a: {'x': 1}}.a", "Object{a: {'x': 1}}.a.x", "Object{a: Object.a{b: 2}}.a",
          "Object{a: Object.a{b: 2}}.a.b", "Object{a: Object.a{b: [Object.a.b{c: 1}]}}.a",
          "Object{a: 1u}.a", "Object{a: b'x'}.a", "Object{a: null}.a", "Object{a: 2.5}.a",
          "Object{}.a.b", "Object{a: 1}.a.b", "[Object{a: 1}][0].a", "dyn(Object{a: 1}).a",
          "has(Object{a: 1}.a)", "has(Object{a: 1}.b)", "has(Object{a: null}.a)", "has(dyn(Object{a: 1}).a)",
          "Object{a: [1]}.a == [1]", "Object{a: Object.a{b: 1}}.a == {'b': 1}",
          # equality
          "Object{} == Object{}", "Object{a: 1} == Object{a: 1}", "Object{a: 1} == Object{a: 2}",
          "Object{a: 1} == Object{a: 1.0}", "Object{a: 'x'} == Object{a: 'x'}", "Object{a: 1} != Object{a: 2}",
          "Object{a: 1} == Object{b: 1}", "Object{a: 1} == Object{a: 1, b: 2}",
          "Object{a: Object.a{b: 1}} == Object{a: Object.a{b: 1}}", "Object{a: Object.a{b: 1}} == Object{a: Object.a{b: 2}}",
          "Object{a: {'x': 1}} == Object{a: {'x': 1}}", "Object{a: {'x': 1}} == Object{a: {'x': 2}}",
          "Object{a: [1]} == Object{a: [1]}", "Object{a: []} == Object{a: []}", "Object{a: null} == Object{a: null}",
          "Object{a: 1} == dyn(1)", "dyn(Object{}) == dyn({})", "[Object{a: 1}] == [Object{a: 1}]",
          "Object.spec{a: 1} == Object.spec{a: 1}",
          # check errors
          "Object{a: 1} == Object.x{a: 1}", "Object{a: [1, Object.a{b: 1}]}", "Objectx{}", "Foo{}",
          "Object{a: 1 + 'x'}", "Object{a: undefinedVar}", "Object{?a: 1}", "object.x == Object{}",
          # eval errors
          "Object{a: 1 / 0}", "Object{a: object.missing}", "Object{a: {1: 2}}.a", "Object{?a: dyn(1)}",
          ]:
    mut("object", e)

# costs
for e in ["object.spec.template.spec.containers.map(c, JSONPatch{op: 'add', path: '/x', value: c})",
          "request.userInfo.groups.map(g, JSONPatch{op: 'add', path: '/g/-', value: g})",
          "request.userInfo.groups.map(g, Object{name: g}).size()",
          "Object{spec: Object.spec{groups: request.userInfo.groups.map(g, Object.spec.groups{name: g})}}",
          "[1, 2, 3].map(i, Object{a: Object.a{b: Object.a.b{c: i}}})",
          "request.userInfo.groups.all(a, request.userInfo.groups.exists(b, JSONPatch{op: a} == JSONPatch{op: b}))"]:
    mut("cost", e, request=BIG_REQ)
for ver in ["1.30", "1.33", "1.37"]:
    C.add("mutating", "version", "[JSONPatch{op: 'add', path: '/a/' + jsonpatch.escapeKey('k/1'), value: Object{x: 1}}]",
          env="mutating", ver=ver, vars=dict(ADM_FULL))

if __name__ == "__main__":
    if sys.argv[1:] == ["--check"]:
        stale = C.check()
        for name in stale:
            print("%s is out of date: run tests/cel/oracle/regen.sh" % name, file=sys.stderr)
        sys.exit(1 if stale else 0)
    C.write()
