#!/usr/bin/env bash
# The offline and PostgreSQL phases of Scripts/test.sh with Swift's cooperative pool reduced to one thread
# (`taskset -c 0`), where any task that blocks its thread (a semaphore, waitUntilExit, a blocking read, sleep)
# stalls every other task: the proof that nothing in the suite or the code it runs does. Same phases, same time
# limits (scaled by FITTODAY_PHASE_SCALE, 3 unless set), same hang report.
set -euo pipefail
cd "$(dirname "$0")/.."
FITTODAY_ONE_THREAD=1 exec Scripts/test.sh "$@"
