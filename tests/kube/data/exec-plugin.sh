#!/bin/sh
# A real exec credential plugin for the tests. Behaviour comes from the environment:
#   PLUGIN_TOKEN_FILE   the token to hand out
#   PLUGIN_COUNT_FILE   appended one line per run
#   PLUGIN_MODE         ok | fail | garbage | bad-first (a wrong token on the first run) | expired
#   PLUGIN_INFO_FILE    where to save KUBERNETES_EXEC_INFO
echo run >> "$PLUGIN_COUNT_FILE"
[ -n "$PLUGIN_INFO_FILE" ] && printf '%s' "$KUBERNETES_EXEC_INFO" > "$PLUGIN_INFO_FILE"
runs=$(wc -l < "$PLUGIN_COUNT_FILE")
token=$(cat "$PLUGIN_TOKEN_FILE")
expiry="2099-01-01T00:00:00Z"
case "$PLUGIN_MODE" in
  fail) echo "plugin: the identity provider refused the login" >&2; exit 3 ;;
  garbage) echo "this is not json"; exit 0 ;;
  bad-first) [ "$runs" -eq 1 ] && token="not-the-right-token" ;;
  expired) expiry="2001-01-01T00:00:00Z" ;;
esac
printf '{"apiVersion":"%s","kind":"ExecCredential","status":{"token":"%s","expirationTimestamp":"%s"}}\n' \
  "${PLUGIN_API_VERSION:-client.authentication.k8s.io/v1}" "$token" "$expiry"
