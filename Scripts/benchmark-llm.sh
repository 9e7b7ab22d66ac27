#!/usr/bin/env bash
# The LLM path on the project's own small model (SmolLM2-135M on llama.cpp, as Scripts/peers.sh starts it), at the
# default 10 s deadline: five consecutive `fittoday generate` plans (source, latency, prompt tokens each), then
# `batch --llm --count 20` (first-attempt acceptance, latency p50/p95, tokens per plan). A benchmark, not a test.
#
#   Scripts/benchmark-llm.sh [PROFILE]      (default: home-dumbbells)
set -euo pipefail
cd "$(dirname "$0")/.."
profile=${1:-home-dumbbells}

Scripts/bootstrap.sh
Scripts/build-release.sh fittoday
Scripts/peers.sh install
eval "$(Scripts/peers.sh up)"
trap 'Scripts/peers.sh down >/dev/null 2>&1 || true' EXIT

work=$(mktemp -d /tmp/fittoday-llm-bench-XXXXXX)
export OPENAI_BASE_URL=$FITTODAY_PEER_SMOLLM_URL OPENAI_MODEL=$FITTODAY_PEER_SMOLLM_MODEL
export XDG_DATA_HOME=$work/data XDG_CACHE_HOME=$work/cache FITTODAY_DB=$work/history.sqlite
unset OPENAI_API_KEY FITTODAY_LLM_DEADLINE_SECONDS FITTODAY_LLM_REQUEST_TIMEOUT_SECONDS

cat > "$work/plan.py" <<'PY'
import json, sys
plan = json.load(sys.stdin)
g = plan["generation"]
parts = []
for a in g["attempts"]:
    usage = a.get("usage") or {}
    parts.append("%s %s ms, %s prompt tokens" % (a["outcome"], a.get("latencyMilliseconds", 0), usage.get("promptTokens", "-")))
print("%s  %-5s  %d exercises  [%s]  %s" % (plan["date"], g["source"], len(plan["exercises"]), "; ".join(parts), g.get("fallbackReason") or ""))
PY
cat > "$work/batch.py" <<'PY'
import json, sys
summary = json.load(sys.stdin)
llm = summary["llm"]
print("sources %s, pass rate %.0f%%" % (summary["sources"], summary["passRate"] * 100))
print("first attempt accepted %.0f%% of %d plans; fallbacks %s; rejections %s"
      % (llm["firstAttemptPassRate"] * 100, llm["plans"], llm["fallbackReasons"], llm["rejections"]))
lat = llm["latencyMilliseconds"]
print("latency per attempt p50 %d ms, p95 %d ms, max %d ms" % (lat["p50"], lat["p95"], lat["max"]))
tok = llm["tokens"]
print("tokens %d (prompt %d, completion %d), %.0f per plan" % (tok["total"], tok["prompt"], tok["completion"], tok["perPlan"]))
PY

echo "== five consecutive plans, $profile, default deadline"
for day in 01 02 03 04 05; do
  .build/release/fittoday generate --date "2026-12-$day" --profile "$profile" --json 2>/dev/null | .venv/bin/python "$work/plan.py"
done

echo "== batch --llm --count 20, $profile"
.build/release/fittoday batch --llm --count 20 --profile "$profile" --date 2026-12-01 --seed 1 --json | .venv/bin/python "$work/batch.py"
rm -rf "$work"
