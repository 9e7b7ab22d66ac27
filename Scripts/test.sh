#!/usr/bin/env bash
# Runs the whole test suite: installs what is missing, builds, starts PostgreSQL and the real peer servers (llmock,
# SmolLM2 on llama.cpp, an HTTPS + HTTP/2 server) on 127.0.0.1, installs nginx (the replica tests start their own),
# then runs every Swift Testing test, the peer tests included.
# Each `swift test` phase runs under a time limit (Scripts/lib/run-phase.sh): past it, the test process's stacks and
# the tests still running are printed and the run fails. FITTODAY_PHASE_LIMIT_<PHASE> changes one limit (seconds).
# FITTODAY_ONE_THREAD=1 (Scripts/test-one-thread.sh) runs the offline and PostgreSQL phases with Swift's global
# executor reduced to one thread (Scripts/lib/one-thread-executor.c, preloaded into the test process) and the whole
# phase on one CPU (`taskset -c 0`), where a task that blocks its thread stops every other at once; the peer and
# HTTP-contract phases are left out.
set -euo pipefail
cd "$(dirname "$0")/.."
one_thread=${FITTODAY_ONE_THREAD:-0}
pin=()
if [ "$one_thread" = 1 ]; then
  # One CPU for everything: the limits are scaled up.
  export FITTODAY_PHASE_SCALE=${FITTODAY_PHASE_SCALE:-3}
  toolchain=$(dirname "$(readlink -f "$(command -v swift)")")
  runtime=$toolchain/../lib/swift/linux
  executor=$(mktemp -d "${TMPDIR:-/tmp}/fittoday-one-thread-XXXXXX")
  trap 'rm -rf "$executor"' EXIT
  "$toolchain/clang" -shared -fPIC -O2 Scripts/lib/one-thread-executor.c -o "$executor/one-thread-executor.so" \
    -L"$runtime" -lswift_Concurrency -lpthread -Wl,-rpath,"$runtime"
  pin=(env LD_PRELOAD="$executor/one-thread-executor.so" taskset -c 0)
fi
phase() { Scripts/lib/run-phase.sh "$1" "$2" "${pin[@]}" swift test --skip-build "${@:3}"; }
# Each suite in the target of its phase (PostgreSQL reached only from the PostgreSQL targets).
Scripts/lib/check-test-targets.sh
Scripts/bootstrap.sh
# The house: every target's imports match what Package.swift declares, no Swift file over 400 lines outside generated
# code, docs/architecture.md's targets table true to Package.swift, and every path the docs name exists.
Scripts/check-dependencies.sh
Scripts/check-architecture.sh
[ "$one_thread" = 1 ] || Scripts/peers.sh install
swift build --build-tests
if [ "$one_thread" = 1 ]; then
  # Proof that it works: the measured width (Scripts/lib/pool-width.swift) of the executor the test process gets
  # (the executor installs itself in programs named *.xctest) is 1.
  swiftc -O Scripts/lib/pool-width.swift -o "$executor/pool-width.xctest"
  width=$("${pin[@]}" "$executor/pool-width.xctest")
  echo "test: Swift's global executor in the one-thread run: $width thread(s) wide" >&2
  [ "$width" = 1 ] || { echo "test: the executor is $width threads wide, not 1" >&2; exit 70; }
fi
# PostgreSQL (Debian's, a cluster of its own on loopback) for the store suites and the replica tests, and nginx for
# the replica tests, which start it in front of their replicas; both installed when missing.
Scripts/nginx.sh install
if [ "$one_thread" = 1 ]; then
  trap 'Scripts/postgres.sh stop; rm -rf "$executor"' EXIT
else
  trap 'Scripts/peers.sh down; Scripts/postgres.sh stop' EXIT
fi
FITTODAY_TEST_POSTGRES_URL=$(Scripts/postgres.sh start)
export FITTODAY_TEST_POSTGRES_URL
if [ "$one_thread" != 1 ]; then
  peers=$(Scripts/peers.sh up)
  eval "$peers"
  # A missing peer fails its tests instead of skipping them.
  export FITTODAY_REQUIRE_PEERS=1
fi
# Phases are chosen by test target (docs/testing.md), never by suite name: the targets of each phase are in
# Scripts/lib/check-test-targets.sh, which checked above that PostgreSQL is reached from no other target. A test id is
# `Target.Suite/test`, so `^Target\.` selects one target's suites.
# The suites that time HTTP exchanges against in-process servers (FitTodayTimedTests) run first, on their own: the
# CPU-heavy suites (thousands of composed plans) would otherwise hold Swift's cooperative threads, which those
# servers and clients share, and turn their timing checks into races. Then every other offline target, in parallel;
# then the PostgreSQL targets (stores, replicas, the fault tests through nginx), which also wait on deadlines (a 3 s
# lease, replicas answering within seconds), among themselves; then the peer tests, one suite at a time (the model
# needs the CPU).
eval "$(Scripts/lib/check-test-targets.sh --print)"
targets() { echo "^($(echo "$*" | tr ' ' '|'))\\."; }
# Limits (seconds): a few times what each phase takes here (whole run 4–5 min with the build done).
phase timed 600 --filter "$(targets $timed_targets)"
phase offline 1200 --skip "$(targets $timed_targets $postgres_targets $peer_targets)"
phase postgres 900 --filter "$(targets $postgres_targets)"
[ "$one_thread" = 1 ] && exit 0
phase peers 1200 --filter "$(targets $peer_targets)"
# The HTTP contract: openapi.yaml is valid and the committed generated code matches it; then schemathesis against a
# live server (seeded, bounded), every response conforming and none a 5xx.
Scripts/openapi-check.sh
python3 Tests/openapi/validate_samples.py
Scripts/schemathesis.sh
