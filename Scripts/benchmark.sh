#!/usr/bin/env bash
# The speed figures in the README: composer and batch in-process, then whole commands with hyperfine.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/bootstrap.sh
command -v hyperfine >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq hyperfine >/dev/null; }
swift build -c release --product fittoday-bench 2>&1 | tail -n 1
swift build -c release --product fittoday 2>&1 | tail -n 1
.build/release/fittoday-bench
db=$(mktemp -u /tmp/fittoday-bench-XXXXXX.sqlite)
hyperfine -N --warmup 3 --runs 40 --prepare "rm -f $db" \
  -n "generate --offline (cold process, new db)" ".build/release/fittoday generate --offline --date 2026-11-22 --db $db"
hyperfine -N --warmup 2 --runs 20 \
  -n "batch --count 10000 (full-gym)" ".build/release/fittoday batch --count 10000 --profile full-gym --date 2026-01-01 --seed 1"
rm -f "$db"
