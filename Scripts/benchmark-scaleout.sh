#!/usr/bin/env bash
# Scale-out on one PostgreSQL, on loopback, everything on this machine (wrk, nginx, the replicas, PostgreSQL):
#   commands-rN   POST /v1/sessions/commands through nginx (round-robin) over N = 1, 2, 3 replicas: many people at
#                 once (--people, each with an active session), a new durable command per request
#   fanout-x      SSE streams on the other replicas, commands sent to the first: cross-replica latency (LISTEN/NOTIFY)
#   plans-pg      POST /v1/plans on one replica on PostgreSQL, and plans-sqlite on the SQLite file, same load
# Per run: requests/s, latency, and the CPU each part used (replicas, PostgreSQL, nginx, wrk), which names the
# bottleneck. PostgreSQL is the project's own (Scripts/postgres.sh), a new database per run of this script.
#
#   Scripts/benchmark-scaleout.sh [--out FILE] [--duration SECONDS] [--connections N] [--people N] [--streams N]
#                                 [--fanout-commands N] [--scratch-path DIR] [--no-build]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

out="" duration=10 connections=32 people=64 streams=100 fanout_commands=200 scratch=.build build=1
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out=$2; shift 2 ;;
    --duration) duration=$2; shift 2 ;;
    --connections) connections=$2; shift 2 ;;
    --people) people=$2; shift 2 ;;
    --streams) streams=$2; shift 2 ;;
    --fanout-commands) fanout_commands=$2; shift 2 ;;
    --scratch-path) scratch=$2; shift 2 ;;
    --no-build) build=0; shift ;;
    -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "benchmark-scaleout: unknown argument $1" >&2; exit 64 ;;
  esac
done
[ -n "$out" ] && case "$out" in /*) ;; *) out=$root/$out ;; esac

command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }
command -v curl >/dev/null || apt-get install -y -qq curl >/dev/null
[ "$build" = 1 ] && swift build -c release --scratch-path "$scratch" --product fittoday 2>&1 | tail -n 1 >&2
bin=$(cd "$scratch/release" && pwd)
[ -x "$bin/fittoday" ] || { echo "benchmark-scaleout: no fittoday in $bin" >&2; exit 66; }

work=$(mktemp -d /tmp/fittoday-scaleout-XXXXXX)
chmod 755 "$work"
export XDG_DATA_HOME=$work/data XDG_CACHE_HOME=$work/cache FITTODAY_RATE_LIMIT=0 FT_LUA_DIR=$root/Benchmarks/http
export FITTODAY_NGINX_DIR=$work/nginx
mkdir -p "$XDG_DATA_HOME" "$XDG_CACHE_HOME"
server_url=$(Scripts/postgres.sh start)
name=bench_$(date +%s)
PGPASSWORD=fittoday psql -q -h 127.0.0.1 -p "${FITTODAY_PG_PORT:-55432}" -U fittoday -d fittoday -c "CREATE DATABASE $name"
url=${server_url%/*}/$name
pids=()
cleanup() {
  Scripts/nginx.sh stop >/dev/null 2>&1 || true
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  PGPASSWORD=fittoday psql -q -h 127.0.0.1 -p "${FITTODAY_PG_PORT:-55432}" -U fittoday -d fittoday \
    -c "DROP DATABASE IF EXISTS $name WITH (FORCE)" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
clk_tck=$(getconf CLK_TCK)
# CPU seconds (user + system) used so far by the processes given.
cpu_of() { local total=0 pid; for pid in "$@"; do
  [ -r "/proc/$pid/stat" ] && total=$(awk -v t="$total" -v hz="$clk_tck" '{ sub(/^.*\) /, ""); printf "%.3f", t + ($12 + $13) / hz }' "/proc/$pid/stat")
done; echo "$total"; }
postgres_pids() { pgrep -f "postgres" -u fittoday-pg | tr '\n' ' '; }
nginx_pids() { pgrep -f "nginx: (master|worker) process.*$FITTODAY_NGINX_DIR|nginx: worker process" | tr '\n' ' '; }

# start_replica NAME STORE-ARGS...: a replica on a free port; echoes "pid port".
start_replica() {
  local label=$1; shift
  "$bin/fittoday" serve --host 127.0.0.1 --port 0 --offline "$@" 2>"$work/$label.log" &
  local pid=$! port=""
  pids+=("$pid")
  for _ in $(seq 1 600); do
    port=$(sed -n 's|.*http://127\.0\.0\.1:\([0-9][0-9]*\).*|\1|p' "$work/$label.log" | head -n 1)
    [ -n "$port" ] && break
    kill -0 "$pid" 2>/dev/null || { cat "$work/$label.log" >&2; exit 1; }
    sleep 0.05
  done
  [ -n "$port" ] || { echo "benchmark-scaleout: $label did not start" >&2; exit 1; }
  echo "$pid $port"
}

results=$work/results.jsonl
# run_wrk NAME SCRIPT URL "REPLICA PIDS": one wrk run and the CPU of each part.
run_wrk() {
  local label=$1 script=$2 target=$3 replicas=$4
  local r0 p0 n0 r1 p1 n1 line
  r0=$(cpu_of $replicas); p0=$(cpu_of $(postgres_pids)); n0=$(cpu_of $(nginx_pids))
  local cmd=(wrk -t2 -c"$connections" -d"${duration}s" --latency -s "$FT_LUA_DIR/$script" "$target")
  echo "== $label: ${cmd[*]}" >&2
  line=$("${cmd[@]}" | tee "$work/$label.wrk" | sed -n 's/^WRK-JSON //p')
  r1=$(cpu_of $replicas); p1=$(cpu_of $(postgres_pids)); n1=$(cpu_of $(nginx_pids))
  [ -n "$line" ] || { cat "$work/$label.wrk" >&2; exit 1; }
  python3 - "$label" "$line" "$r0" "$r1" "$p0" "$p1" "$n0" "$n1" "${cmd[*]}" "$(echo $replicas | wc -w)" >>"$results" <<'PY'
import json, sys
label, line, r0, r1, p0, p1, n0, n1, command, count = sys.argv[1:]
row = json.loads(line)
s = row["seconds"]
row.update(name=label, command=command, replicas=int(count),
           cores={"replicas": round((float(r1) - float(r0)) / s, 2), "postgres": round((float(p1) - float(p0)) / s, 2),
                  "nginx": round((float(n1) - float(n0)) / s, 2)})
print(json.dumps(row))
PY
  tail -n 1 "$results" >&2
}

# --- people, each with today's plan and an active session ------------------------------------------------------
read -r first_pid first_port < <(start_replica replica-1 --postgres "$url")
tokens=()
for i in $(seq 1 "$people"); do
  tokens+=("$("$bin/fittoday" users add "bench-$i" --postgres "$url" 2>/dev/null)")
done
run=$(date +%s%N)
for token in "${tokens[@]}"; do
  curl -fsS -X POST -H "Authorization: Bearer $token" -H "Content-Type: application/json" \
    --data '{"profile":"full-gym","offline":true}' "http://127.0.0.1:$first_port/v1/plans" >/dev/null
  curl -fsS -X POST -H "Authorization: Bearer $token" -H "Content-Type: application/json" \
    --data "{\"commandId\":\"$run-start-${token:3:12}\",\"deviceId\":\"bench\",\"type\":\"start\"}" \
    "http://127.0.0.1:$first_port/v1/sessions/commands" >/dev/null
done
FT_TOKENS=$(IFS=,; echo "${tokens[*]}")
export FT_TOKENS
echo "== $people people, each with an active session, on $(echo "$url" | sed 's|//[^@]*@|//***@|')" >&2

# --- commands through nginx over 1, 2, 3 replicas ----------------------------------------------------------------
replica_pids=("$first_pid") replica_ports=("$first_port")
nginx_port=$(free_port)
for count in 1 2 3; do
  while [ ${#replica_pids[@]} -lt "$count" ]; do
    read -r pid port < <(start_replica "replica-$(( ${#replica_pids[@]} + 1 ))" --postgres "$url")
    replica_pids+=("$pid"); replica_ports+=("$port")
  done
  Scripts/nginx.sh start "$nginx_port" "${replica_ports[@]}" >/dev/null
  export FT_RUN=$run-r$count
  run_wrk "commands-r$count" commands_people.lua "http://127.0.0.1:$nginx_port/v1/sessions/commands" "${replica_pids[*]}"
done

# --- cross-replica fan-out: streams on replicas 2 and 3, commands to replica 1 --------------------------------
token=${tokens[0]}
session=$(curl -fsS -H "Authorization: Bearer $token" "http://127.0.0.1:$first_port/v1/sessions/active" \
  | python3 -c 'import json, sys; print(json.load(sys.stdin)["id"])')
fanout_cmd=(python3 "$FT_LUA_DIR/sse_fanout.py" --port "$first_port" --command-port "$first_port"
  --stream-ports "${replica_ports[1]},${replica_ports[2]}" --token "$token" --session "$session"
  --streams "$streams" --commands "$fanout_commands" --interval-ms 20 --run "$run-fanout")
echo "== fanout-x: ${fanout_cmd[*]/$token/\$TOKEN}" >&2
fanout=$("${fanout_cmd[@]}") || { echo "$fanout" >&2; exit 1; }
python3 - "$fanout" >>"$results" <<'PY'
import json, sys
row = json.loads(sys.argv[1]); row.update(name="fanout-x"); print(json.dumps(row))
PY
tail -n 1 "$results" >&2

# --- plans: one replica on PostgreSQL, then one on SQLite ----------------------------------------------------------
export FT_TOKEN=$token
run_wrk plans-pg plans.lua "http://127.0.0.1:$first_port/v1/plans" "$first_pid"
for pid in "${replica_pids[@]}"; do kill "$pid"; wait "$pid" 2>/dev/null || true; done
db=$work/bench.sqlite
FT_TOKEN=$("$bin/fittoday" users add bench --db "$db" 2>/dev/null)
export FT_TOKEN
read -r sqlite_pid sqlite_port < <(start_replica sqlite --db "$db")
run_wrk plans-sqlite plans.lua "http://127.0.0.1:$sqlite_port/v1/plans" "$sqlite_pid"

# --- the table ---------------------------------------------------------------------------------------------------
python3 - "$results" "$out" "$(nproc)" "$people" <<'PY'
import json, sys
path, out, cores, people = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
rows = [json.loads(line) for line in open(path) if line.strip()]
print()
print(f"{'run':<16}{'replicas':>9}{'req/s':>9}{'p50 ms':>9}{'p99 ms':>9}{'errors':>8}   cores busy: replicas / postgres / nginx")
for r in rows:
    if r["name"] == "fanout-x":
        continue
    lat, c = r["latencyMs"], r["cores"]
    print(f"{r['name']:<16}{r['replicas']:>9}{r['rps']:>9,.0f}{lat['p50']:>9.2f}{lat['p99']:>9.2f}"
          f"{r['non2xx'] + r['socketErrors']:>8}   {c['replicas']:.2f} / {c['postgres']:.2f} / {c['nginx']:.2f}")
fan = next((r for r in rows if r["name"] == "fanout-x"), {})
if fan.get("fromSendMs"):
    s = fan["fromSendMs"]
    print(f"fanout-x: {fan['streams']} streams on replicas 2-3 × {fan['applied']} commands on replica 1 = {fan['pairs']} pairs "
          f"(missing {fan['missingPairs']}); from send p50 {s['p50']:.2f} ms p99 {s['p99']:.2f} ms max {s['max']:.2f} ms; "
          f"p99 ≤ 50 ms: {'met' if s['p99'] <= 50 else 'MISSED'}")
print(f"{cores} cores; wrk, nginx, the replicas and PostgreSQL all on this machine; {people} people")
if out:
    with open(out, "w") as f:
        json.dump({"cores": cores, "people": people, "runs": rows}, f, indent=2)
        f.write("\n")
PY
