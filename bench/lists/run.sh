#!/usr/bin/env bash
# The list benchmark: against one cluster and one collection, side by side:
# curl fetching the raw pages (the transfer limit), `kubectl get -A`, and Mado
# filling its list model headless and in a window (offscreen), for the Table,
# metadata-only and full-object shapes.
#
#   bench/lists/run.sh KUBECONFIG [RESOURCE=configmaps] [PAGE=500]
#
# Seed first with build/bin/mado_seed (see seed.cpp). Prints a Markdown table.
# curl runs once per page (a new TLS connection each time), kubectl and Mado
# keep one connection: curl's figure is an upper bound of the raw transfer.
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
path=$(kubectl --kubeconfig "$kc" api-resources -o wide | awk -v r="$resource" '$1==r {print $3}')
case $path in v1) base=/api/v1/$resource ;; *) base=/apis/$path/$resource ;; esac

curl_pages() { # accept -> "ms bytes pages"
  python3 - "$server$base" "$1" "$page" "$tmp" <<'PY'
import json, subprocess, sys, time, urllib.parse
url, accept, page, tmp = sys.argv[1:5]
cont, total, pages = "", 0, 0
t = time.monotonic()
while True:
    q = "limit=%s" % page + ("&continue=" + urllib.parse.quote(cont) if cont else "")
    # The API server pretty-prints JSON for a user agent starting "curl": name another.
    # --compressed asks for gzip, as Mado's client (and kubectl's) do.
    body = subprocess.run(["curl", "-sf", "--compressed", "-A", "bench-lists", "--cacert", tmp + "/ca", "--cert", tmp + "/cert", "--key", tmp + "/key",
                           "-H", "Accept: " + accept, url + "?" + q], capture_output=True, check=True).stdout
    total += len(body); pages += 1
    cont = json.loads(body).get("metadata", {}).get("continue", "")
    if not cont:
        break
print("%d %d %d" % ((time.monotonic() - t) * 1000, total, pages))
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
  read -r ms bytes pages < <(curl_pages "$accept")
  echo "| curl, raw pages ($pages) | $shape | $ms | | $bytes | | |"
  for w in "" --window; do
    j=$("$bin/bench_lists" --kubeconfig "$kc" --resource "$resource" --shape "$shape" --page-size "$page" $w 2>/dev/null)
    python3 -c 'import json,sys; d=json.loads(sys.argv[1]); print("| Mado %s | %s | %d | %d | %d | %.0f | %.1f |" % ("window (offscreen)" if d["window"] else "headless", d["shape"], d["ms"], d["firstRowsMs"], d["bytes"], d["peakRssMB"], d["maxStallMs"]))' "$j"
  done
done
for args in "" "-o json"; do
  start=$(date +%s%N)
  /usr/bin/time -f "%M" -o "$tmp/rss" kubectl --kubeconfig "$kc" get "$resource" -A --chunk-size "$page" $args >/dev/null
  end=$(date +%s%N)
  echo "| kubectl get -A ${args:-(table)} | ${args:+objects}${args:-table} | $(((end - start) / 1000000)) | | | $(($(cat "$tmp/rss") / 1024)) | |"
done
