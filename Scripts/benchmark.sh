#!/usr/bin/env bash
# The speed figures of docs/performance.md: composer and batch in-process, then whole commands with hyperfine.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/bootstrap.sh
command -v hyperfine >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq hyperfine >/dev/null; }
Scripts/build-release.sh fittoday-bench
Scripts/build-release.sh fittoday
.build/release/fittoday-bench
db=$(mktemp -u /tmp/fittoday-bench-XXXXXX.sqlite)
# A cold start: a new process and a new database each run (the catalog cache is warm after the first run, as it is
# for a person from the second command on).
hyperfine -N --warmup 3 --runs 40 --prepare "rm -f $db" \
  -n "generate --offline (cold process, new db)" ".build/release/fittoday generate --offline --date 2026-11-22 --db $db"
hyperfine -N --warmup 3 --runs 20 -n "catalog list --json" ".build/release/fittoday catalog list --json"
hyperfine -N --warmup 2 --runs 20 \
  -n "batch --count 10000 (full-gym)" ".build/release/fittoday batch --count 10000 --profile full-gym --date 2026-01-01 --seed 1"
rm -f "$db"
