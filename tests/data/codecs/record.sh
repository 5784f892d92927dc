#!/usr/bin/env bash
# Records the wire bytes that tests/codecs replays, from a real sandbox:
#   build/bin/mado-sandbox up --dir /tmp/codecs-sb
#   tests/data/codecs/record.sh /tmp/codecs-sb https://127.0.0.1:PORT
# Each file is a response body exactly as the server sent it; the .ct file
# beside it holds the Content-Type header.
set -euo pipefail
dir=$1 server=$2
out=$(cd "$(dirname "$0")" && pwd)
kc() { kubectl --kubeconfig "$dir/kubeconfig" "$@"; }
get() { # name accept path [extra curl args]
  local name=$1 accept=$2 path=$3; shift 3
  curl -sS --cacert "$dir/pki/ca.crt" --cert "$dir/pki/admin.crt" --key "$dir/pki/admin.key" \
    -H "Accept: $accept" -o "$out/$name" -D "$out/$name.headers" "$@" "$server$path"
  grep -i '^content-type:' "$out/$name.headers" | tr -d '\r' | sed 's/^[^:]*: //' > "$out/$name.ct"
  rm "$out/$name.headers"
}
kc apply -f - <<'YAML'
apiVersion: v1
kind: ConfigMap
metadata:
  name: rec-config
  namespace: default
  labels: {app.kubernetes.io/name: shop, app.kubernetes.io/component: frontend, tier: web}
  annotations: {mado.example/note: "recorded for codec tests"}
data:
  greeting: "hello, 世界"
  config.yaml: |
    listen: 8080
    replicas: 3
  empty: ""
binaryData:
  blob: AAECA/+A
---
apiVersion: v1
kind: Secret
metadata: {name: rec-secret, namespace: default}
type: Opaque
data: {password: czNjcjN0, token: YWJjZGVm}
---
apiVersion: v1
kind: Pod
metadata: {name: rec-pod, namespace: default, labels: {app: rec}}
spec:
  containers:
  - name: web
    image: registry.example/web:1.2.3
    ports: [{containerPort: 8080, name: http}]
    env: [{name: MODE, value: production}]
    resources: {requests: {cpu: 250m, memory: 64Mi}}
---
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: widgets.rec.mado.example}
spec:
  group: rec.mado.example
  names: {plural: widgets, singular: widget, kind: Widget}
  scope: Namespaced
  versions:
  - name: v1
    served: true
    storage: true
    schema: {openAPIV3Schema: {type: object, properties: {spec: {type: object, x-kubernetes-preserve-unknown-fields: true}}}}
  - name: v2
    served: true
    storage: false
    schema: {openAPIV3Schema: {type: object, properties: {spec: {type: object, x-kubernetes-preserve-unknown-fields: true}}}}
YAML
kc wait --for condition=established crd/widgets.rec.mado.example
sleep 2
kc apply -f - <<'YAML'
apiVersion: rec.mado.example/v1
kind: Widget
metadata: {name: rec-widget, namespace: default}
spec: {size: 3, big: 9007199254740993, ratio: 0.25, tags: [a, b], nested: {on: true, none: null}}
YAML
for i in $(seq 1 40); do
  kc create configmap "rec-bulk-$i" -n default --from-literal=k=v$i >/dev/null
done

J=application/json P=application/vnd.kubernetes.protobuf C=application/cbor Y=application/yaml
cm=/api/v1/namespaces/default/configmaps
for f in json:$J yaml:$Y pb:$P cbor:$C; do
  ext=${f%%:*} mt=${f#*:}
  get "configmap.$ext" "$mt" "$cm/rec-config"
  get "pod.$ext" "$mt" /api/v1/namespaces/default/pods/rec-pod
  get "secret.$ext" "$mt" /api/v1/namespaces/default/secrets/rec-secret
  get "configmaplist.$ext" "$mt" "$cm?limit=20"
  get "widget.$ext" "$mt" /apis/rec.mado.example/v1/namespaces/default/widgets/rec-widget
  get "status404.$ext" "$mt" "$cm/does-not-exist"
  get "watch.$ext" "$mt" "$cm?watch=1&resourceVersion=0&timeoutSeconds=1"
  get "metalist.$ext" "$mt;as=PartialObjectMetadataList;g=meta.k8s.io;v=v1" "$cm?limit=5"
  get "table.$ext" "$mt;as=Table;g=meta.k8s.io;v=v1" "$cm?limit=5"
done
get widget-v2.json $J /apis/rec.mado.example/v2/namespaces/default/widgets/rec-widget
get widget-fallback.json "$P, $J" /apis/rec.mado.example/v1/namespaces/default/widgets/rec-widget
get watch-pb.cbor "$C" "$cm?watch=1&resourceVersion=0&timeoutSeconds=1"
get configmaplist-all.json.gz $J "$cm" -H 'Accept-Encoding: gzip'
