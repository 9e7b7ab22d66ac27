#!/usr/bin/env bash
# Client-side CPU per Chat Completions request, side by side against the same loopback server (llmock), in
# alternating rounds: FitToday's client called from Swift's cooperative pool and on its transfer executor (as
# `batch --llm` runs), the official OpenAI Python SDK, and plain C libcurl (the floor: no JSON, one thread).
# Prints each round and the medians.
#
#   Scripts/benchmark-client.sh [ROUNDS] [REQUESTS]      (defaults: 5 rounds of 2000 requests)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-5}
requests=${2:-2000}

Scripts/bootstrap.sh
Scripts/peers.sh install
swift build -c release --product fittoday-client-bench 2>&1 | tail -n 1
mkdir -p .build
cc -O2 -o .build/curl-floor Benchmarks/curl-floor.c -lcurl

port=$(.venv/bin/python -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')
.venv/bin/llmock serve --host 127.0.0.1 --port "$port" --log-level warning >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
.venv/bin/python - "http://127.0.0.1:$port/health" <<'PY'
import sys, time, urllib.request
for _ in range(150):
    try:
        urllib.request.urlopen(sys.argv[1], timeout=1)
        sys.exit(0)
    except OSError:
        time.sleep(0.2)
sys.exit("llmock did not start")
PY
url="http://127.0.0.1:$port/v1"

results=$(mktemp)
for round in $(seq 1 "$rounds"); do
  .build/release/fittoday-client-bench --base-url "$url" --requests "$requests" --executor pool | tee -a "$results"
  .build/release/fittoday-client-bench --base-url "$url" --requests "$requests" --executor transfer | tee -a "$results"
  .venv/bin/python Benchmarks/openai-sdk-cpu.py --base-url "$url" --requests "$requests" | tee -a "$results"
  .build/curl-floor "$url/chat/completions" "$requests" | tee -a "$results"
done

.venv/bin/python - "$results" <<'PY'
import json, statistics, sys
rows = [json.loads(line) for line in open(sys.argv[1]) if line.strip()]
def median(client, executor=None):
    return statistics.median(
        r["cpuMicrosecondsPerRequest"] for r in rows
        if r["client"] == client and (executor is None or r.get("executor") == executor))
pool, transfer = median("fittoday", "pool"), median("fittoday", "transfer")
sdk, floor = median("openai-python"), median("c-libcurl-easy")
print(f"median CPU per request over {len(rows) // 4} rounds:")
print(f"  openai-python SDK            {sdk:7.1f} µs")
print(f"  fittoday, transfer executor  {transfer:7.1f} µs   ratio to the SDK {transfer / sdk:.3f} (goal ≤ 0.100)")
print(f"  fittoday, cooperative pool   {pool:7.1f} µs   ratio to the SDK {pool / sdk:.3f}")
print(f"  C libcurl easy (the floor)   {floor:7.1f} µs   ratio to the SDK {floor / sdk:.3f}")
PY
rm -f "$results"
