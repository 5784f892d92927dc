#!/usr/bin/env python3
"""Fills in "go" for every case of cases.json: the proxy Go's net/http takes
from the environment (http.ProxyFromEnvironment, as kubectl does) for the
case's server, with exactly the case's variables set. Rerun after adding a
case:  python3 tests/data/proxyenv/record.py
"""
import json, os, pathlib, subprocess, tempfile

here = pathlib.Path(__file__).resolve().parent
path = here / "cases.json"
cases = json.loads(path.read_text())
keep = {k: v for k, v in os.environ.items() if k in ("PATH", "HOME", "GOCACHE", "GOPATH", "GOMODCACHE")}
with tempfile.TemporaryDirectory() as tmp:
    binary = os.path.join(tmp, "goproxy")
    subprocess.run(["go", "build", "-o", binary, str(here / "goproxy.go")], check=True,
                   env=dict(keep, GO111MODULE="off"))
    for case in cases:
        out = subprocess.run([binary, case["server"]], env=case["env"], capture_output=True,
                             text=True, check=True)
        case["go"] = out.stdout.strip()
path.write_text(json.dumps(cases, indent=1, ensure_ascii=False) + "\n")
print(f"recorded {len(cases)} cases from {subprocess.run(['go', 'version'], capture_output=True, text=True).stdout.strip()}")
