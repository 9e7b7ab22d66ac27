#!/usr/bin/env bash
# The contract test: schemathesis (PyPI, pinned, in its own venv under .build-schemathesis/) generates requests
# from Sources/FitTodayAPI/openapi.yaml as served at /openapi.json, against a live `fittoday serve` on a fresh
# database, with a fixed seed and a bounded number of examples per operation. Every response must conform to
# the document (status, content type, headers, body schema) and none may be a 5xx. The stream routes (SSE,
# WebSocket) and the plain-text /metrics are left out: they are described, not generated.
# Usage: Scripts/schemathesis.sh [path to the fittoday binary, default .build/debug/fittoday]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
binary=${1:-$root/.build/debug/fittoday}
venv="$root/.build-schemathesis/venv"
if ! "$venv/bin/python" -c 'import schemathesis' 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet 'schemathesis==4.32.5'
fi

work=$(mktemp -d)
server=""
cleanup() {
    if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT
export XDG_DATA_HOME="$work/data" XDG_CACHE_HOME="$work/cache" FITTODAY_RATE_LIMIT=0 LANG=C.UTF-8
db="$work/service.sqlite"
token=$("$binary" users add schemathesis --db "$db" 2>/dev/null)
"$binary" serve --port 0 --offline --db "$db" 2>"$work/serve.log" &
server=$!
port=""
for _ in $(seq 600); do
    port=$(grep -oE 'http://127\.0\.0\.1:[0-9]+' "$work/serve.log" | head -1 | sed 's/.*://') || true
    [ -n "$port" ] && break
    kill -0 "$server" 2>/dev/null || { cat "$work/serve.log" >&2; exit 1; }
    sleep 0.1
done
[ -n "$port" ] || { echo "schemathesis: the server did not start" >&2; exit 1; }
base="http://127.0.0.1:$port"
# Something to find: today's plan and a live session.
curl -fsS -o /dev/null -H "Authorization: Bearer $token" -H 'Content-Type: application/json' \
    -d '{"profile":"full-gym"}' "$base/v1/plans"
curl -fsS -o /dev/null -H "Authorization: Bearer $token" -H 'Content-Type: application/json' \
    -d '{"commandId":"schemathesis-start","deviceId":"cli","type":"start"}' "$base/v1/sessions/commands"

# schemathesis keeps its own state in the current folder: the temporary one.
cd "$work"
"$venv/bin/st" run "$base/openapi.json" \
    --url "$base" \
    --header "Authorization: Bearer $token" \
    --checks not_a_server_error,status_code_conformance,content_type_conformance,response_headers_conformance,response_schema_conformance \
    --exclude-path-regex '/stream$|/live$|^/metrics$|^/openapi\.json$' \
    --seed 20261123 --max-examples "${SCHEMATHESIS_EXAMPLES:-25}" \
    --generation-deterministic \
    --workers 1 --no-color
