#!/usr/bin/env python3
"""Cost attribution against the oracle: for every case of the differential corpus
the runtime costs Mado attributes to AST nodes must add up to the runtime cost
cel-go reports, and the per-node shares of the estimate to cel-go's estimated
range.

    attribution.py RUNNER CORPUS_DIR

RUNNER is cel_corpus_run; it is run with --attribution, which prints the sums
of the breakdowns in place of the totals. An estimate whose max saturates at
2^64-1 cannot be split exactly: its max is counted apart ("saturated") and
only its min is compared. Exit status 1 on any other difference.
"""

import json
import os
import subprocess
import sys

SATURATED = 2**64 - 1


def main(argv):
    if len(argv) != 2:
        sys.stderr.write(__doc__)
        return 2
    runner, corpus = argv
    files = sorted(f for f in os.listdir(corpus)
                   if f.endswith(".jsonl") and not f.endswith(".expected.jsonl")
                   and os.path.exists(os.path.join(corpus, f[:-6] + ".expected.jsonl")))
    total = runtime_ok = est_ok = saturated = 0
    failures = []
    for name in files:
        expected = {}
        with open(os.path.join(corpus, name[:-6] + ".expected.jsonl"), encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    r = json.loads(line)
                    expected[r["name"]] = r
        out = subprocess.run([runner, "--attribution", os.path.join(corpus, name)],
                             capture_output=True, text=True, check=True)
        for line in out.stdout.splitlines():
            if not line.strip():
                continue
            r = json.loads(line)
            e = expected.get(r["name"])
            if e is None or e.get("estimatedCost") is None:
                continue  # compile errors: nothing to attribute
            total += 1
            if r["runtimeCost"] == e["runtimeCost"]:
                runtime_ok += 1
            else:
                failures.append("%s: runtime per-node sum %s, cel-go %s" %
                                (r["name"], r["runtimeCost"], e["runtimeCost"]))
            want, got = e["estimatedCost"], r["estimatedCost"] or {}
            if want["max"] == SATURATED:
                saturated += 1
                same = got.get("min") == want["min"]
            else:
                same = got.get("min") == want["min"] and got.get("max") == want["max"]
            if same:
                est_ok += 1
            else:
                failures.append("%s: estimated shares sum to %s, cel-go %s" % (r["name"], got, want))
    print("cases %d  runtime sums equal %d  estimated sums equal %d  (max saturated, min compared: %d)"
          % (total, runtime_ok, est_ok, saturated))
    for f in failures[:40]:
        print("  " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
