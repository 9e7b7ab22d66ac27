#!/usr/bin/env bash
# The main job: install what is missing, build a release binary, print today's plan offline (embedded store).
# Extra arguments go to `fittoday generate` (e.g. Scripts/today.sh --profile bodyweight --lang en).
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/bootstrap.sh
Scripts/build-release.sh fittoday
exec .build/release/fittoday generate --offline "$@"
