#!/usr/bin/env bash
# How long after `fittoday users revoke` (another process, on the same SQLite file) the person's open SSE stream
# ends, through the built binary and curl: ten people, each with a started session and a stream, each revoked at a
# random moment of the revocation watch's second. Prints the seconds from the revoke's return to the stream's end,
# one a line, and fails if a revoked token still opens a stream.
#
#   Scripts/revocation-latency.sh [path/to/fittoday]     (default .build/debug/fittoday)
set -euo pipefail

fittoday=${1:-.build/debug/fittoday}
dir=$(mktemp -d)
db=$dir/service.sqlite
server=
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$dir"' EXIT

"$fittoday" users add nobody --db "$db" >/dev/null 2>&1
"$fittoday" serve --db "$db" --port 0 --offline >"$dir/serve.log" 2>&1 &
server=$!
port=
for _ in $(seq 100); do
    port=$(grep -o 'http://127.0.0.1:[0-9]*' "$dir/serve.log" | head -1 | cut -d: -f3) && [ -n "$port" ] && break
    sleep 0.1
done

for run in $(seq 10); do
    token=$("$fittoday" users add "person$run" --db "$db" 2>/dev/null)
    auth="Authorization: Bearer $token"
    curl -s -X POST "localhost:$port/v1/plans" -H "$auth" -H 'Content-Type: application/json' \
        -d '{"profile":"full-gym","date":"2026-11-20","seed":5}' >/dev/null
    session=$(curl -s -X POST "localhost:$port/v1/sessions/commands" -H "$auth" -H 'Content-Type: application/json' \
        -d '{"commandId":"s","deviceId":"phone","type":"start","date":"2026-11-20"}' \
        | python3 -c 'import json, sys; print(json.load(sys.stdin)["sessionId"])')
    curl -sN "localhost:$port/v1/sessions/$session/stream" -H "$auth" >/dev/null &
    stream=$!
    sleep "0.$((RANDOM % 9 + 1))"
    "$fittoday" users revoke "person$run" --db "$db" >/dev/null 2>&1
    start=$(date +%s.%N)
    wait "$stream" || true
    end=$(date +%s.%N)
    python3 -c "print(round($end - $start, 2))"
    status=$(curl -s -o /dev/null -w '%{http_code}' "localhost:$port/v1/sessions/$session/stream" -H "$auth")
    [ "$status" = 401 ] || { echo "a revoked token opened a stream: $status" >&2; exit 1; }
done
