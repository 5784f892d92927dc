#!/usr/bin/env python3
"""Differential test: Mado's CEL engine against the cel-go oracle's recorded results.

    differential.py RUNNER CORPUS_DIR BASELINE.json [--update] [--report FILE]

Runs RUNNER (cel_corpus_run) on every corpus file that has a *.expected.jsonl,
compares case by case with tests/cel/oracle/compare.py's rules, prints the
agreement per file and dimension, and fails when any file agrees on fewer
cases (all five dimensions equal) than BASELINE records. --update rewrites
the baseline with today's counts.
"""

import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "oracle"))
import compare  # noqa: E402


def main(argv):
    update = "--update" in argv
    argv = [a for a in argv if a != "--update"]
    report = None
    if "--report" in argv:
        i = argv.index("--report")
        report = argv[i + 1]
        argv = argv[:i] + argv[i + 2:]
    if len(argv) != 3:
        sys.stderr.write(__doc__)
        return 2
    runner, corpus, baseline_path = argv
    files = sorted(f for f in os.listdir(corpus)
                   if f.endswith(".jsonl") and not f.endswith(".expected.jsonl")
                   and os.path.exists(os.path.join(corpus, f[:-6] + ".expected.jsonl")))
    baseline = {}
    if os.path.exists(baseline_path):
        with open(baseline_path, encoding="utf-8") as f:
            baseline = json.load(f)
    counts = {}
    dims_total = {d: 0 for d in compare.DIMENSIONS}
    cases_total = 0
    agree_total = 0
    lines = []
    header = "%-26s %6s %6s %6s %6s %6s %8s %9s" % ("file", "cases", "agree", *compare.DIMENSIONS)
    lines.append(header)
    failed = []
    for name in files:
        out = subprocess.run([runner, os.path.join(corpus, name)], capture_output=True, text=True)
        if out.returncode != 0:
            failed.append("%s: runner exited with %d: %s" % (name, out.returncode, out.stderr.strip()[:200]))
            actual = {}
        else:
            actual = {}
            for line in out.stdout.splitlines():
                if line.strip():
                    r = json.loads(line)
                    actual[r["name"]] = r
        expected = compare.load(os.path.join(corpus, name[:-6] + ".expected.jsonl"))
        agree = 0
        dims = {d: 0 for d in compare.DIMENSIONS}
        for case, exp in expected.items():
            d = compare.differences(exp, actual.get(case))
            if not d:
                agree += 1
            for dim in compare.DIMENSIONS:
                if dim not in d:
                    dims[dim] += 1
        counts[name] = agree
        cases_total += len(expected)
        agree_total += agree
        for dim in compare.DIMENSIONS:
            dims_total[dim] += dims[dim]
        lines.append("%-26s %6d %6d %6d %6d %6d %8d %9d" % (name, len(expected), agree,
                                                            *(dims[d] for d in compare.DIMENSIONS)))
        if name in baseline and agree < baseline[name]:
            failed.append("%s: %d cases agree, baseline %d" % (name, agree, baseline[name]))
    lines.append("%-26s %6d %6d %6d %6d %6d %8d %9d" % ("total", cases_total, agree_total,
                                                        *(dims_total[d] for d in compare.DIMENSIONS)))
    text = "\n".join(lines) + "\n"
    sys.stdout.write(text)
    if report:
        with open(report, "w", encoding="utf-8") as f:
            f.write(text)
    if update:
        with open(baseline_path, "w", encoding="utf-8") as f:
            json.dump(counts, f, indent=1, sort_keys=True)
            f.write("\n")
        return 0
    for msg in failed:
        sys.stderr.write("REGRESSION: %s\n" % msg)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
