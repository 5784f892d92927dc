#!/usr/bin/env bash
# The list benchmark: against one cluster and one collection, side by side:
# the raw pages over one connection (the transfer limit), `kubectl get -A`, and Mado
# filling its list model headless and in a window (offscreen), for the Table,
# metadata-only and full-object shapes.
#
#   bench/lists/run.sh KUBECONFIG [RESOURCE=configmaps] [PAGE=500]
#
# Seed first with build/bin/mado_seed (see seed.cpp). Prints a Markdown table.
# The raw transfer is one single-stream client (Python's http.client: one TLS
# connection, gzip, each page read whole, only its continue token looked at):
# what any peer must at least spend on the same paged list.
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
# The APIVERSION column of api-resources (SHORTNAMES may be empty: read it by position).
path=$(kubectl --kubeconfig "$kc" api-resources | awk -v r="$resource" 'NR==1 {at=index($0, "APIVERSION")} $1==r {split(substr($0, at), f, " "); print f[1]}')
case $path in v1) base=/api/v1/$resource ;; *) base=/apis/$path/$resource ;; esac

raw_pages() { # accept -> "ms bytes pages gzip-bytes": every page over one TLS connection, as a client keeps it
  python3 - "$server" "$base" "$1" "$page" "$tmp" <<'PY'
import http.client, re, ssl, sys, time, urllib.parse, zlib
server, base, accept, page, tmp = sys.argv[1:6]
u = urllib.parse.urlsplit(server)
ctx = ssl.create_default_context(cafile=tmp + "/ca")
ctx.load_cert_chain(tmp + "/cert", tmp + "/key")
conn = http.client.HTTPSConnection(u.hostname, u.port, context=ctx)
cont, total, wire, pages = "", 0, 0, 0
token = re.compile(rb'"continue":"([^"]*)"')
t = time.monotonic()
while True:
    q = "limit=%s" % page + ("&continue=" + urllib.parse.quote(cont) if cont else "")
    # gzip as Mado's client (and kubectl's) ask; a user agent that is not curl's (no pretty-printing).
    conn.request("GET", base + "?" + q, headers={"Accept": accept, "Accept-Encoding": "gzip", "User-Agent": "bench-lists"})
    r = conn.getresponse()
    body = r.read()
    if r.status != 200:
        sys.exit("HTTP %d: %s" % (r.status, body[:200]))
    wire += len(body); pages += 1
    if r.getheader("Content-Encoding") == "gzip":
        body = zlib.decompress(body, 31)
    total += len(body)
    m = token.search(body[:4096]) # the list's metadata comes first
    cont = m.group(1).decode() if m else ""
    if not cont:
        break
print("%d %d %d %d" % ((time.monotonic() - t) * 1000, total, pages, wire))
PY
}

echo "| what | shape | wall ms | first rows ms | bytes | peak RSS MB | longest GUI stall ms |"
echo "|---|---|---|---|---|---|---|"
for shape in table metadata objects; do
  case $shape in
    table) accept='application/json;as=Table;g=meta.k8s.io;v=v1' ;;
    metadata) accept='application/json;as=PartialObjectMetadataList;g=meta.k8s.io;v=v1' ;;
    objects) accept='application/json' ;;
  esac
  read -r ms bytes pages wire < <(raw_pages "$accept")
  echo "| raw pages, one connection ($pages; $wire B gzip) | $shape | $ms | | $bytes | | |"
  for w in "" --window; do
    j=$("$bin/bench_lists" --kubeconfig "$kc" --resource "$resource" --shape "$shape" --page-size "$page" $w 2>/dev/null)
    python3 -c 'import json,sys; d=json.loads(sys.argv[1]); print("| Mado %s | %s | %d | %d | %d | %.0f | %.1f |" % ("window (offscreen)" if d["window"] else "headless", d["shape"], d["ms"], d["firstRowsMs"], d["bytes"], d["peakRssMB"], d["maxStallMs"]))' "$j"
  done
  if [ "$shape" != objects ]; then # the window's default: live rows from the shared list-then-watch
    for k in 1 4; do # one stream, and the default above 20,000 objects: 4 shard streams
      j=$("$bin/bench_lists" --kubeconfig "$kc" --resource "$resource" --shape "$shape" --page-size "$page" --window --live --parallel $k 2>/dev/null)
      python3 -c 'import json,sys; d=json.loads(sys.argv[1]); print("| Mado window, live (shared list-then-watch, %d stream%s) | %s | %d | %d | %s | %.0f | %.1f |" % (d["streams"], "" if d["streams"] == 1 else "s", d["shape"], d["ms"], d["firstRowsMs"], d["bytes"], d["peakRssMB"], d["maxStallMs"]))' "$j"
    done
  fi
  if [ "$shape" = table ]; then # mado get -A: one stream, and 4 streams at once (shards, else namespaces)
    for k in 1 4; do
      start=$(date +%s%N)
      /usr/bin/time -f "%M" -o "$tmp/rss" "$bin/mado" --kubeconfig "$kc" get "$resource" -A --chunk-size "$page" --parallel $k >/dev/null
      end=$(date +%s%N)
      echo "| mado get -A --parallel $k | table | $(((end - start) / 1000000)) | | | $(($(cat "$tmp/rss") / 1024)) | |"
    done
  fi
done
for args in "" "-o json"; do
  start=$(date +%s%N)
  /usr/bin/time -f "%M" -o "$tmp/rss" kubectl --kubeconfig "$kc" get "$resource" -A --chunk-size "$page" $args >/dev/null
  end=$(date +%s%N)
  label=table; [ -n "$args" ] && label=objects
  echo "| kubectl get -A ${args:-(table)} | $label | $(((end - start) / 1000000)) | | | $(($(cat "$tmp/rss") / 1024)) | |"
done
