#!/bin/bash
# Proves a change left plans byte-identical: runs `fittoday generate --offline --json` for every case in
# Scripts/lib/plan-cases.txt and a 1,000-plan `batch --json` (plus its per-plan --csv) with this checkout's build and
# with the build of a base revision, and diffs the outputs. The batch's timing fields (elapsedSeconds,
# plansPerSecond) are dropped before the diff; nothing else is.
#
#   Scripts/compare-plans.sh [--base REV | --base-binary PATH] [--binary PATH]
#
# --base REV (default: HEAD~1): builds that revision's `fittoday` in a git worktree of its own (a first build takes
# several minutes; the worktree and its build are kept under ${FITTODAY_COMPARE_DIR:-/tmp/fittoday-compare} for
# the next run). --base-binary uses a binary built earlier. --binary (default .build/debug/fittoday, built if
# missing). Exit 0 when every output matches, 1 with the diffs otherwise.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
base=HEAD~1 base_binary= base_home=$root binary="$root/.build/debug/fittoday"
while [ $# -gt 0 ]; do
  case $1 in
    --base) base=$2; shift 2 ;;
    --base-binary) base_binary=$2; shift 2 ;;
    --binary) binary=$2; shift 2 ;;
    *) echo "usage: $0 [--base REV | --base-binary PATH] [--binary PATH]" >&2; exit 64 ;;
  esac
done
work=${FITTODAY_COMPARE_DIR:-/tmp/fittoday-compare}
mkdir -p "$work"

[ -x "$binary" ] || (cd "$root" && swift build --product fittoday)
if [ -z "$base_binary" ]; then
  revision=$(git -C "$root" rev-parse "$base")
  tree="$work/src"
  if [ -d "$tree" ]; then git -C "$tree" checkout -q --detach "$revision"
  else git -C "$root" worktree add -q --detach "$tree" "$revision"; fi
  echo "compare-plans: building $(git -C "$root" log -1 --format='%h %s' "$revision" | cut -c1-70)" >&2
  (cd "$tree" && swift build --product fittoday --scratch-path "$work/build" 2>&1 | tail -1) >&2
  base_binary="$work/build/debug/fittoday"
  base_home=$tree
fi

# Runs every case with binary $1, from checkout $3 (so each build reads its own Catalog/ and Config/), in a clean
# environment, into folder $2.
run_all() {
  local fittoday=$1 out=$2 home=$3
  cd "$home"
  rm -rf "$out"; mkdir -p "$out/db"
  local n=0
  while IFS= read -r line; do
    case $line in ''|'#'*) continue ;; esac
    n=$((n + 1))
    local group=${line%%:*} args=${line#*: }
    # shellcheck disable=SC2086
    env -i PATH="$PATH" HOME="$out" LANG=C.UTF-8 "$fittoday" generate --offline --json --db "$out/db/$group.sqlite" $args \
      > "$out/generate-$n.json" 2> "$out/generate-$n.err" || echo "exit $?" >> "$out/generate-$n.err"
  done < "$root/Scripts/lib/plan-cases.txt"
  env -i PATH="$PATH" HOME="$out" LANG=C.UTF-8 "$fittoday" batch --count 125 --profile full-gym,bodyweight \
    --energy tired,energized --level beginner,advanced --goal strength --minutes 50 --date 2026-01-01 --json \
    --csv "$out/batch.csv" > "$out/batch.raw.json"
  env -i PATH="$PATH" HOME="$out" LANG=C.UTF-8 "$fittoday" batch --count 1000 --date 2026-09-01 --seed 11 --lang en \
    --json --csv "$out/batch-1000.csv" > "$out/batch-1000.raw.json"
  for raw in "$out"/*.raw.json; do
    python3 - "$raw" "${raw%.raw.json}.json" <<'PY'
import json, sys
def strip(value):
    if isinstance(value, dict):
        return {k: strip(v) for k, v in value.items() if k not in ("elapsedSeconds", "plansPerSecond")}
    if isinstance(value, list):
        return [strip(v) for v in value]
    return value
json.dump(strip(json.load(open(sys.argv[1]))), open(sys.argv[2], "w"), indent=1, sort_keys=True)
PY
    rm "$raw"
  done
  rm -rf "$out/db"
}

run_all "$base_binary" "$work/before" "$base_home"
run_all "$binary" "$work/after" "$root"
# The saved-to line names the history file, which differs only by folder.
sed -i "s#$work/before#OUT#g" "$work/before"/*.err; sed -i "s#$work/after#OUT#g" "$work/after"/*.err
if diff -r "$work/before" "$work/after" > "$work/diff.txt"; then
  echo "compare-plans: $(ls "$work/after" | grep -c '^generate-.*json$') generate outputs and 1,500 batch plans (JSON and CSV) are byte-identical"
else
  head -100 "$work/diff.txt"
  echo "compare-plans: outputs differ (full diff: $work/diff.txt)" >&2
  exit 1
fi
