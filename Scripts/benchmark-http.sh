#!/usr/bin/env bash
# The HTTP service under load, on loopback, beside the client (wrk, or Python for the live streams):
#   hello       wrk GET / on Hummingbird's hello-world (fittoday-hello): the yardstick
#   plans       POST /v1/plans, local path, a new plan recorded on every request
#   commands    POST /v1/sessions/commands, a new commandId on every request (durable healthSample commands),
#               at each connection count of --command-connections
#   duplicates  the same command (same commandId) replayed: the stored reply
#   fanout      100 SSE streams on one session, 200 commands one every 20 ms: command → stream latency
# Fresh database and data/cache folders in a temp dir; servers on free ports; everything stopped on exit.
# Each run also samples the SQLite write-ahead log's size every 50 ms (its peak: "WAL MB"; the server keeps it
# near FITTODAY_WAL_LIMIT_MB, 32 by default).
# Prints a table at the end; --out FILE also writes the results as JSON.
#
#   Scripts/benchmark-http.sh [--out FILE] [--duration SECONDS] [--threads N] [--connections N]
#                             [--command-connections "1 4 16 64"] [--streams N] [--fanout-commands N]
#                             [--scratch-path DIR] [--no-build] [--perf]
#
# --perf adds a commands run (16 connections, not in the table) with the server under `perf record -g`, and prints
# the functions with the most inclusive time (also kept beside --out, as NAME.perf.txt).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

out="" duration=10 threads=2 connections=32 command_connections="1 4 16 64" streams=100 fanout_commands=200
scratch=.build build=1 profile=0
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out=$2; shift 2 ;;
    --duration) duration=$2; shift 2 ;;
    --threads) threads=$2; shift 2 ;;
    --connections) connections=$2; shift 2 ;;
    --command-connections) command_connections=$2; shift 2 ;;
    --streams) streams=$2; shift 2 ;;
    --fanout-commands) fanout_commands=$2; shift 2 ;;
    --scratch-path) scratch=$2; shift 2 ;;
    --no-build) build=0; shift ;;
    --perf) profile=1; shift ;;
    -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "benchmark-http: unknown argument $1" >&2; exit 64 ;;
  esac
done
[ -n "$out" ] && case "$out" in /*) ;; *) out=$root/$out ;; esac

command -v wrk >/dev/null || apt-get install -y wrk >/dev/null || { apt-get update -qq && apt-get install -y wrk >/dev/null; }
command -v curl >/dev/null || apt-get install -y curl >/dev/null
command -v python3 >/dev/null || { echo "benchmark-http: python3 is required" >&2; exit 69; }

if [ "$build" = 1 ]; then
  # One product per call: given several --product options, SwiftPM builds only the last.
  for product in fittoday fittoday-hello; do
    swift build -c release --scratch-path "$scratch" --product "$product" 2>&1 | tail -n 1 >&2
  done
fi
bin=$(cd "$scratch/release" && pwd)
[ -x "$bin/fittoday" ] && [ -x "$bin/fittoday-hello" ] || { echo "benchmark-http: no binaries in $bin" >&2; exit 66; }

work=$(mktemp -d /tmp/fittoday-http-bench-XXXXXX)
export XDG_DATA_HOME=$work/data XDG_CACHE_HOME=$work/cache FITTODAY_RATE_LIMIT=0 FT_LUA_DIR=$root/Benchmarks/http
mkdir -p "$XDG_DATA_HOME" "$XDG_CACHE_HOME"
db=$work/bench.sqlite
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# How busy the machine is before the runs (other processes skew every figure: wrk and the server share 2 cores).
busy_before=$(python3 - <<'PY'
import time
def sample():
    values = [int(v) for v in open("/proc/stat").readline().split()[1:]]
    return sum(values), values[3] + values[4]
total0, idle0 = sample(); time.sleep(1); total1, idle1 = sample()
print(round(100 * (1 - (idle1 - idle0) / max(1, total1 - total0)), 1))
PY
)
echo "== machine busy before the runs: $busy_before% of $(nproc) cores (load $(cut -d' ' -f1-3 /proc/loadavg))" >&2

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
clk_tck=$(getconf CLK_TCK)
# CPU seconds (user + system) used so far by a process.
cpu_of() { awk -v hz="$clk_tck" '{ sub(/^.*\) /, ""); printf "%.3f\n", ($12 + $13) / hz }' "/proc/$1/stat"; }
# CPU seconds used by the whole machine so far (every core, everything but idle and iowait).
machine_cpu() { awk -v hz="$clk_tck" '/^cpu / { printf "%.3f\n", ($2 + $3 + $4 + $7 + $8 + $9) / hz }' /proc/stat; }

results=$work/results.jsonl
# run_wrk NAME SCRIPT URL CONNECTIONS SERVER_PID: one wrk run; its summary, the server's CPU, one line in $results.
run_wrk() {
  local name=$1 script=$2 url=$3 conns=$4 pid=$5
  local before after line machine_before machine_after sampler wal_peak
  echo 0 >"$work/wal.peak"
  # The log's largest size during the run (0 when there is none, as for hello).
  ( peak=0
    while :; do
      size=$(stat -c %s "$db-wal" 2>/dev/null || echo 0)
      [ "$size" -gt "$peak" ] && { peak=$size; echo "$peak" >"$work/wal.peak"; }
      sleep 0.05
    done ) &
  sampler=$!
  before=$(cpu_of "$pid")
  machine_before=$(machine_cpu)
  local cmd=(wrk -t"$(( conns < threads ? conns : threads ))" -c"$conns" -d"${duration}s" --latency -s "$FT_LUA_DIR/$script" "$url")
  echo "== $name: ${cmd[*]}" >&2
  line=$("${cmd[@]}" | tee "$work/$name.wrk" | sed -n 's/^WRK-JSON //p')
  after=$(cpu_of "$pid")
  machine_after=$(machine_cpu)
  kill "$sampler" 2>/dev/null || true
  wait "$sampler" 2>/dev/null || true
  wal_peak=$(cat "$work/wal.peak")
  [ -n "$line" ] || { cat "$work/$name.wrk" >&2; echo "benchmark-http: wrk gave no summary for $name" >&2; exit 1; }
  python3 - "$name" "$conns" "$before" "$after" "$machine_before" "$machine_after" "${cmd[*]}" "$line" "$wal_peak" >>"$results" <<'PY'
import json, sys
name, conns, before, after, machine_before, machine_after, command, line, wal_peak = sys.argv[1:]
row = json.loads(line)
row["walPeakMB"] = round(int(wal_peak) / 1048576, 1)
cpu = float(after) - float(before)
row.update(name=name, connections=int(conns), command=command, serverCpuSeconds=round(cpu, 3),
           serverCores=round(cpu / row["seconds"], 2),
           machineCores=round((float(machine_after) - float(machine_before)) / row["seconds"], 2),
           serverCpuMicrosPerRequest=round(cpu * 1e6 / row["requests"], 1) if row["requests"] else None)
print(json.dumps(row))
PY
  tail -n 1 "$results" >&2
}

# --- hello-world -------------------------------------------------------------------------------------------
hello_port=$(free_port)
"$bin/fittoday-hello" "$hello_port" >"$work/hello.log" 2>&1 &
hello_pid=$!
pids+=("$hello_pid")
for _ in $(seq 1 300); do
  curl -fsS "http://127.0.0.1:$hello_port/" >/dev/null 2>&1 && break
  kill -0 "$hello_pid" 2>/dev/null || { cat "$work/hello.log" >&2; exit 1; }
  sleep 0.05
done
run_wrk hello hello.lua "http://127.0.0.1:$hello_port/" "$connections" "$hello_pid"
kill "$hello_pid"; wait "$hello_pid" 2>/dev/null || true

# --- the service ---------------------------------------------------------------------------------------------
token=$("$bin/fittoday" users add bench --db "$db")
export FT_TOKEN=$token
"$bin/fittoday" serve --host 127.0.0.1 --port 0 --db "$db" --offline 2>"$work/serve.log" &
serve_pid=$!
pids+=("$serve_pid")
port=""
for _ in $(seq 1 600); do
  port=$(sed -n 's|.*http://127\.0\.0\.1:\([0-9][0-9]*\).*|\1|p' "$work/serve.log" | head -n 1)
  [ -n "$port" ] && break
  kill -0 "$serve_pid" 2>/dev/null || { cat "$work/serve.log" >&2; exit 1; }
  sleep 0.05
done
[ -n "$port" ] || { echo "benchmark-http: the server did not say where it listens" >&2; exit 1; }
base=http://127.0.0.1:$port
echo "== fittoday serve on $base (pid $serve_pid, database $db)" >&2
api() { curl -sS -X POST -H "Content-Type: application/json" -H "Authorization: Bearer $token" --data "$2" "$base$1"; }
check() { python3 -c "import json, sys; r = json.loads(sys.argv[1]); sys.exit(0 if r.get('ok') or r.get('id') else 'unexpected reply: ' + sys.argv[1])" "$1"; }

plan=$(api /v1/plans '{"profile":"full-gym","new":true,"offline":true}')
check "$plan"
run_wrk plans plans.lua "$base/v1/plans" "$connections" "$serve_pid"

# The plans run leaves a hundred megabytes of new pages in the write-ahead log; the server copies them into the
# database in the background. Each run is measured on a settled database: wait until the log is copied (the same
# PASSIVE checkpoint the server runs, asked from here until nothing is left; 60 s at most).
settle() {
  python3 - "$db" <<'PY'
import sqlite3, sys, time
connection = sqlite3.connect(sys.argv[1], timeout=10)
deadline = time.time() + 60
while time.time() < deadline:
    busy, log, copied = connection.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
    if busy == 0 and log == copied:
        break
    time.sleep(0.2)
PY
}
settle

# One active session; a healthSample must apply (ok: true) before the commands run is meaningful.
run=$(date +%s%N)
export FT_RUN=$run
started=$(api /v1/sessions/commands "{\"commandId\":\"$run-start\",\"deviceId\":\"bench\",\"type\":\"start\"}")
check "$started"
session=$(python3 -c 'import json, sys; print(json.loads(sys.argv[1])["sessionId"])' "$started")
sample=$(api /v1/sessions/commands "{\"commandId\":\"$run-probe\",\"deviceId\":\"bench\",\"type\":\"healthSample\",\"heartRateBpm\":120}")
check "$sample"
echo "== session $session; a sample command answers: $sample" >&2

for conns in $command_connections; do
  export FT_RUN=$run-c$conns
  run_wrk "commands-c$conns" commands.lua "$base/v1/sessions/commands" "$conns" "$serve_pid"
  settle
done

# A separate run under perf (its figures are not in the table: sampling costs the server some CPU).
if [ "$profile" = 1 ]; then
  if command -v perf >/dev/null; then
    export FT_RUN=$run-perf
    perf record -F 999 -g -o "$work/perf.data" -p "$serve_pid" -- sleep "$duration" >/dev/null 2>&1 &
    perf_pid=$!
    wrk -t"$threads" -c16 -d"${duration}s" -s "$FT_LUA_DIR/commands.lua" "$base/v1/sessions/commands" >/dev/null
    wait "$perf_pid" || true
    # Inclusive time (children counted) per function, demangled when `swift demangle` is there, without the
    # frames every sample goes through (threads, dispatch, the job runner).
    demangle=(cat)
    command -v swift >/dev/null && demangle=(swift demangle --simplified)
    perf report -i "$work/perf.data" --children --sort symbol -g none --percent-limit 2 --stdio 2>/dev/null \
      | grep -E '^ +[0-9]' | sed 's/  */ /g; s/ *$//' | "${demangle[@]}" \
      | grep -vE 'start_thread|_dispatch_|swift_job_run|runJobInEstablishedExecutorContext|0x[0-9a-f]{8,}|partial apply|thunk for' \
      | grep -vE 'entry_SYSCALL|do_syscall|protocol witness|EncodingContainer|__JSONEncoder|closure #1 in JSONEncoder|RefCounts' \
      | grep -vE 'ThreadOpsPosix|MultiThreadedEventLoopGroup|Selector\.whenReady|encodeIfPresent|Array<A>\.encode' \
      | sed 's/ - -$//' | cut -c1-160 | head -n 30 >"$work/perf.txt" || true
    echo "== perf: the server during commands (16 connections), inclusive % of its samples (children, self):" >&2
    cat "$work/perf.txt" >&2
    [ -n "$out" ] && cp "$work/perf.txt" "${out%.json}.perf.txt"
  else
    echo "== perf: not installed; no profile" >&2
  fi
fi

duplicate_id=$run-duplicate
export FT_DUPLICATE_ID=$duplicate_id
check "$(api /v1/sessions/commands "{\"commandId\":\"$duplicate_id\",\"deviceId\":\"bench\",\"type\":\"healthSample\",\"heartRateBpm\":99}")"
run_wrk duplicates duplicates.lua "$base/v1/sessions/commands" "$connections" "$serve_pid"

# --- live fan-out ------------------------------------------------------------------------------------------
fanout_cmd=(python3 "$FT_LUA_DIR/sse_fanout.py" --port "$port" --token "$token" --session "$session"
  --streams "$streams" --commands "$fanout_commands" --interval-ms 20 --run "$run")
echo "== fanout: ${fanout_cmd[*]/$token/\$TOKEN}" >&2
before=$(cpu_of "$serve_pid")
fanout=$("${fanout_cmd[@]}") || { echo "$fanout" >&2; echo "benchmark-http: the fan-out run failed" >&2; }
after=$(cpu_of "$serve_pid")
echo "$fanout" >&2
python3 - "$fanout" "$before" "$after" "${fanout_cmd[*]/$token/\$TOKEN}" >>"$results" <<'PY'
import json, sys
line, before, after, command = sys.argv[1:]
row = json.loads(line) if line.strip().startswith("{") else {"error": line}
row.update(name="fanout", command=command, serverCpuSeconds=round(float(after) - float(before), 3))
print(json.dumps(row))
PY

log_lines=$(wc -l <"$work/serve.log")

# --- the table -----------------------------------------------------------------------------------------------
python3 - "$results" "$out" "$log_lines" "$(nproc)" "$busy_before" <<'PY'
import json, sys
path, out, log_lines, cores, busy = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), float(sys.argv[5])
rows = [json.loads(line) for line in open(path) if line.strip()]
by_name = {r["name"]: r for r in rows}
hello = by_name["hello"]["rps"]
commands = [r for r in rows if r["name"].startswith("commands-")]
fastest = max(commands, key=lambda r: r["rps"])
within = max((r for r in commands if r["latencyMs"]["p99"] <= 10), key=lambda r: r["rps"], default=None)
best = within or fastest

def verdict(ok):
    return "met" if ok else "MISSED"

print()
print(f"{'run':<14}{'conns':>6}{'req/s':>10}{'p50 ms':>9}{'p99 ms':>9}{'errors':>8}{'server':>8}{'machine':>9}"
      f"{'µs CPU/req':>11}{'WAL MB':>8}  target    (server, machine: cores busy)")
targets = {
    "hello": "yardstick (ref ~46,000)",
    "plans": f"≥ 1,000 plans/s: {verdict(by_name['plans']['rps'] >= 1000)}",
    "duplicates": f"≥ 0.3 × hello = {0.3 * hello:,.0f}: {verdict(by_name['duplicates']['rps'] >= 0.3 * hello)}",
}
for r in rows:
    if r["name"] == "fanout":
        continue
    lat = r["latencyMs"]
    target = targets.get(r["name"], "")
    if r["name"].startswith("commands-"):
        target = f"≥ 2,000/s, p99 ≤ 10 ms: {verdict(r['rps'] >= 2000 and lat['p99'] <= 10)}"
    print(f"{r['name']:<14}{r['connections']:>6}{r['rps']:>10,.0f}{lat['p50']:>9.2f}{lat['p99']:>9.2f}"
          f"{r['non2xx'] + r['socketErrors']:>8}{r['serverCores']:>8.2f}{r['machineCores']:>9.2f}"
          f"{r['serverCpuMicrosPerRequest']:>11.1f}{r.get('walPeakMB', 0):>8.1f}  {target}")
fan = by_name.get("fanout", {})
if "fromSendMs" in fan and fan["fromSendMs"]:
    s, rp = fan["fromSendMs"], fan["fromReplyMs"]
    print(f"fanout: {fan['streams']} streams × {fan['applied']} commands = {fan['pairs']} pairs "
          f"(missing {fan['missingPairs']}, refused {fan['refused']}); from send p50 {s['p50']:.2f} ms p99 {s['p99']:.2f} ms "
          f"max {s['max']:.2f} ms; from reply p50 {rp['p50']:.2f} ms p99 {rp['p99']:.2f} ms; "
          f"p99 ≤ 20 ms: {verdict(s['p99'] <= 20)}")
else:
    print(f"fanout: failed {fan}")
print(f"commands: fastest {fastest['name']} ({fastest['rps']:,.0f}/s, p99 {fastest['latencyMs']['p99']:.2f} ms); "
      + (f"best with p99 ≤ 10 ms {within['name']} ({within['rps']:,.0f}/s)" if within else "no run had p99 ≤ 10 ms"))
print(f"write-ahead log: peak {max(r.get('walPeakMB', 0) for r in rows):.1f} MB over every run")
print(f"duplicates/hello = {by_name['duplicates']['rps'] / hello:.3f}; {cores} cores, wrk beside the server; "
      f"machine {busy:.0f}% busy before the runs; server log lines: {log_lines}")
if out:
    with open(out, "w") as f:
        json.dump({"cores": cores, "busyBeforePercent": busy, "runs": rows, "bestCommands": best["name"],
                   "duplicatesOverHello": round(by_name["duplicates"]["rps"] / hello, 3)}, f, indent=2)
        f.write("\n")
PY
