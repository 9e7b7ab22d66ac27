#!/usr/bin/env bash
# HTML sanitizer throughput (and, at the end, the language guard's accuracy) on Wger's real descriptions (../shared/data/wger, or the directory given), in MB/s of
# input HTML:
#   raw        libxml2 alone: htmlReadMemory + xmlFreeDoc per text, with the sanitizer's parse options
#   sanitizer  HTMLSanitizer.plainText(fromHTML:) over the same UTF-8 byte arrays
#   lxml       lxml.html.fromstring(text).text_content() (Benchmarks/lxml-throughput.py, in .venv)
# then the ratios and their goals: sanitizer/raw >= 0.6, sanitizer/lxml >= 2.
#
# The machine is shared and its speed drifts, so the two benchmarks run RUNS times each (default 3), taking
# turns, and the summary uses the medians: MB/s of each engine, sanitizer/raw as the median of the per-round
# ratios measured inside the Swift benchmark (both engines back to back), sanitizer/lxml as the ratio of the
# medians.
#
#   Scripts/benchmark-wger.sh [DATA_DIR]          RUNS=5 Scripts/benchmark-wger.sh
set -euo pipefail
cd "$(dirname "$0")/.."

LXML_VERSION=6.1.3
data_dir=${1:-../shared/data/wger}
runs=${RUNS:-3}

Scripts/bootstrap.sh
Scripts/peers.sh install
.venv/bin/pip install --quiet --disable-pip-version-check "lxml==$LXML_VERSION"

swift build -c release --product fittoday-wger-bench 2>&1 | tail -n 1

swift_lines=()
lxml_lines=()
for run in $(seq "$runs"); do
  swift_output=$(.build/release/fittoday-wger-bench throughput "$data_dir")
  lxml_output=$(.venv/bin/python Benchmarks/lxml-throughput.py "$data_dir")
  if [ "$run" -eq 1 ]; then
    printf '%s\n\n%s\n\n' "$swift_output" "$lxml_output"
  fi
  swift_lines+=("$(tail -n 1 <<<"$swift_output")")
  lxml_lines+=("$(tail -n 1 <<<"$lxml_output")")
done

python3 - "$runs" "${swift_lines[@]}" "${lxml_lines[@]}" <<'PY'
import json, statistics, sys
runs = int(sys.argv[1])
swift = [json.loads(line) for line in sys.argv[2:2 + runs]]
lxml = [json.loads(line) for line in sys.argv[2 + runs:2 + 2 * runs]]
if {(s["texts"], s["megabytes"]) for s in swift + lxml} != {(swift[0]["texts"], swift[0]["megabytes"])}:
    sys.exit("benchmark-wger: the Swift and lxml benchmarks did not read the same texts")
def figure(runs, key, engine):
    return statistics.median(run[key][engine] for run in runs)
raw, sanitizer, lx = figure(swift, "mbPerSecond", "raw"), figure(swift, "mbPerSecond", "sanitizer"), figure(lxml, "mbPerSecond", "lxml")
best = {"raw": figure(swift, "bestMBPerSecond", "raw"), "sanitizer": figure(swift, "bestMBPerSecond", "sanitizer"),
        "lxml": figure(lxml, "bestMBPerSecond", "lxml")}
to_raw = statistics.median(s["ratio"]["sanitizer/raw"] for s in swift)
print(f"{swift[0]['texts']} descriptions, {swift[0]['megabytes']:.3f} MB; MB/s, medians of {runs} runs of the")
print("median round and of the best round")
print("                                             median    best")
print(f"  raw libxml2 (htmlReadMemory + xmlFreeDoc)  {raw:7.1f} {best['raw']:7.1f}")
print(f"  HTMLSanitizer                              {sanitizer:7.1f} {best['sanitizer']:7.1f}")
print(f"  lxml.html.fromstring().text_content()      {lx:7.1f} {best['lxml']:7.1f}")
for name, value, goal in (("sanitizer/raw", to_raw, 0.6), ("sanitizer/lxml", sanitizer / lx, 2.0)):
    verdict = "meets" if value >= goal else "misses"
    print(f"  {name:<15} {value:5.2f}   ({verdict} the goal of {goal:g})")
print(f"  sanitizer/lxml, best rounds: {best['sanitizer'] / best['lxml']:.2f}")
print(json.dumps({"bench": "wger-html-throughput-summary", "runs": runs, "texts": swift[0]["texts"],
                  "megabytes": swift[0]["megabytes"],
                  "mbPerSecond": {"raw": raw, "sanitizer": sanitizer, "lxml": lx}, "bestMBPerSecond": best,
                  "ratio": {"sanitizer/raw": round(to_raw, 3), "sanitizer/lxml": round(sanitizer / lx, 3),
                            "sanitizer/lxml best": round(best["sanitizer"] / best["lxml"], 3)}},
                 separators=(",", ":")))
PY

# The language guard's accuracy on the same data (its figures are in docs/performance.md).
echo
.build/release/fittoday-wger-bench language "$data_dir" | tail -n 1
