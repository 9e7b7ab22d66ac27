#!/usr/bin/env bash
# A live session over HTTP with curl, as docs/http.md shows it: a plan, a start, a set, the same set again (a retry:
# the first reply, nothing applied), a stale edit (409), the stream, the snapshot, the events and the metrics.
#
#   Examples/http/session.sh [BASE_URL] [TOKEN]
#
# BASE_URL defaults to http://127.0.0.1:8080; TOKEN to the contents of ana.token (`fittoday users add ana > ana.token`).
# Run it against a server with a new database (a person can have one active session, and the ids below are fixed).
set -euo pipefail
base=${1:-http://127.0.0.1:8080}
token=${2:-$(cat ana.token)}
auth="Authorization: Bearer $token"
json='Content-Type: application/json'

# Today's plan for this person (the local composer unless the server has an LLM).
curl -s -H "$auth" -H "$json" -d '{"focus":["peito","triceps"],"profile":"full-gym","minutes":45}' "$base/v1/plans"
echo
# Start it, complete the first set, send that set again with the same commandId, then a stale edit.
curl -s -H "$auth" -H "$json" -d '{"commandId":"7f1c0a52","deviceId":"phone","type":"start"}' "$base/v1/sessions/commands"
echo
set1='{"commandId":"b2d4e6f8","deviceId":"watch-1","type":"completeSet","setId":"1.1","reps":8,"weightKg":60,"rpe":8}'
curl -s -H "$auth" -H "$json" -d "$set1" "$base/v1/sessions/commands"
echo
curl -s -H "$auth" -H "$json" -d "$set1" "$base/v1/sessions/commands"
echo
curl -s -w '\n(HTTP %{http_code})\n' -H "$auth" -H "$json" -H 'Accept-Language: en' \
     -d '{"commandId":"c3","deviceId":"phone","type":"updateSet","setId":"1.1","reps":9,"expectedRevision":1}' \
     "$base/v1/sessions/commands"
# The stream from the start (a watch listening), for one second: the snapshot, then nothing new.
curl -s -N --max-time 1 -H "$auth" "$base/v1/sessions/session-7f1c0a52/stream" || true
echo
# The snapshot, the events after revision 1, and the service's own counters.
curl -s -H "$auth" "$base/v1/sessions/session-7f1c0a52"
echo
curl -s -H "$auth" "$base/v1/sessions/session-7f1c0a52/events?after=1"
echo
curl -s "$base/metrics" | grep '^fittoday_' || true
