#!/usr/bin/env bash
# The parallel-fetch comparison (issue 12), Table shape, all namespaces, one run
# of each, side by side: the single-stream raw transfer (run.sh's raw_pages),
# the window's live list with 1 and 4 shard streams, `mado get -A` with
# --parallel 1 and 4, and `kubectl get -A`. Prints a Markdown table.
#
#   bench/lists/parallel.sh KUBECONFIG [RESOURCE=configmaps] [PAGE=500]
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
kc=$1 resource=${2:-configmaps} page=${3:-500}
bin=$here/build/bin
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
server=$(kubectl --kubeconfig "$kc" config view --raw --minify -o jsonpath='{.clusters[0].cluster.server}')
kubectl --kubeconfig "$kc" config view --raw --minify -o jsonpath='{.clusters[0].cluster.certificate-authority-data}' | base64 -d >"$tmp/ca"
kubectl --kubeconfig "$kc" config view --raw --minify -o jsonpath='{.users[0].user.client-certificate-data}' | base64 -d >"$tmp/cert"
kubectl --kubeconfig "$kc" config view --raw --minify -o jsonpath='{.users[0].user.client-key-data}' | base64 -d >"$tmp/key"
path=$(kubectl --kubeconfig "$kc" api-resources | awk -v r="$resource" 'NR==1 {at=index($0, "APIVERSION")} $1==r {split(substr($0, at), f, " "); print f[1]}')
case $path in v1) base=/api/v1/$resource ;; *) base=/apis/$path/$resource ;; esac
# The single-stream raw transfer, as in run.sh.
raw_ms=$(python3 - "$server" "$base" "$page" "$tmp" <<'PY'
import http.client, re, ssl, sys, time, urllib.parse
server, base, page, tmp = sys.argv[1:5]
u = urllib.parse.urlsplit(server)
ctx = ssl.create_default_context(cafile=tmp + "/ca")
ctx.load_cert_chain(tmp + "/cert", tmp + "/key")
conn = http.client.HTTPSConnection(u.hostname, u.port, context=ctx)
cont = ""
token = re.compile(rb'"continue":"([^"]*)"')
import zlib
t = time.monotonic()
while True:
    q = "limit=%s" % page + ("&continue=" + urllib.parse.quote(cont) if cont else "")
    conn.request("GET", base + "?" + q, headers={"Accept": "application/json;as=Table;g=meta.k8s.io;v=v1", "Accept-Encoding": "gzip", "User-Agent": "bench-lists"})
    r = conn.getresponse(); body = r.read()
    if r.getheader("Content-Encoding") == "gzip":
        body = zlib.decompress(body, 31)
    m = token.search(body[:4096])
    cont = m.group(1).decode() if m else ""
    if not cont:
        break
print("%d" % ((time.monotonic() - t) * 1000))
PY
)
echo "| what | wall ms | × raw | first rows ms | peak RSS MB | longest GUI stall ms |"
echo "|---|---|---|---|---|---|"
echo "| raw Table pages, one stream | $raw_ms | 1.00 | | | |"
for k in 1 4; do
  j=$("$bin/bench_lists" --kubeconfig "$kc" --resource "$resource" --shape table --page-size "$page" --window --live --parallel $k 2>/dev/null)
  python3 -c 'import json,sys; d=json.loads(sys.argv[1]); raw=float(sys.argv[2]); print("| Mado window, live, %d stream%s (%d rows) | %d | %.2f | %d | %.0f | %.1f |" % (d["streams"], "" if d["streams"] == 1 else "s", d["rows"], d["ms"], d["ms"] / raw, d["firstRowsMs"], d["peakRssMB"], d["maxStallMs"]))' "$j" "$raw_ms"
done
for k in 1 4; do
  start=$(date +%s%N)
  /usr/bin/time -f "%M" -o "$tmp/rss" "$bin/mado" --kubeconfig "$kc" get "$resource" -A --chunk-size "$page" --parallel $k >"$tmp/mado-$k.txt"
  end=$(date +%s%N)
  ms=$(((end - start) / 1000000))
  echo "| mado get -A --parallel $k | $ms | $(python3 -c "print('%.2f' % ($ms / $raw_ms))") | | $(($(cat "$tmp/rss") / 1024)) | |"
done
start=$(date +%s%N)
/usr/bin/time -f "%M" -o "$tmp/rss" kubectl --kubeconfig "$kc" get "$resource" -A --chunk-size "$page" >"$tmp/kubectl.txt"
end=$(date +%s%N)
ms=$(((end - start) / 1000000))
echo "| kubectl get -A | $ms | $(python3 -c "print('%.2f' % ($ms / $raw_ms))") | | $(($(cat "$tmp/rss") / 1024)) | |"
# The same rows in the same order (the AGE column blanked: seconds apart).
strip() { sed -E 's/[[:space:]]+[^[:space:]]+$//' "$1"; }
if cmp -s <(strip "$tmp/mado-1.txt") <(strip "$tmp/mado-4.txt") && cmp -s <(strip "$tmp/mado-4.txt") <(strip "$tmp/kubectl.txt"); then
  echo; echo "mado get --parallel 4 = --parallel 1 = kubectl (ages aside): yes ($(wc -l <"$tmp/kubectl.txt") lines)"
else
  echo; echo "mado get --parallel 4 = --parallel 1 = kubectl (ages aside): NO"
fi
