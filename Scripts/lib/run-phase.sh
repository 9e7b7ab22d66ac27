#!/usr/bin/env bash
# Runs one phase of the test suite (a `swift test` invocation) under a time limit.
#
#   Scripts/lib/run-phase.sh NAME SECONDS COMMAND [ARGUMENT...]
#
# COMMAND is a `swift test` invocation (possibly behind a launcher such as `taskset -c 0`); the script adds
# `--event-stream-output-path FILE --event-stream-version 0` to it, Swift Testing's record of each test's start and end,
# written as it happens (the console text of `swift test` comes only at the end when it is not a terminal). Its output
# is shown as it comes. When the phase runs past its limit, the script prints every thread's stack of the test process
# (gdb in batch mode, Swift names demangled) and the tests and suites that had started and not ended (name, id with
# file and line), kills the phase's processes and exits 124. A hang costs the limit and says where it is.
#
# The limit: SECONDS, or FITTODAY_PHASE_LIMIT_<NAME> (NAME upper-cased) when set, times FITTODAY_PHASE_SCALE (an
# integer, default 1; the one-thread run sets it, everything there being slower).
#
#   Scripts/lib/run-phase.sh --self-test
#
# builds a throw-away package whose one test never ends (a semaphore nobody signals) and checks that its phase is
# stopped in time with the test's name and the blocked frame in the report.
set -uo pipefail

# The tests and suites that started and have not ended, in the order they started, from the event stream $1.
still_running() {
  python3 - "$1" <<'PYTHON'
import json, sys
names, started, ended = {}, [], set()
for line in open(sys.argv[1], encoding="utf-8", errors="replace"):
    try:
        record = json.loads(line)
    except ValueError:
        continue
    payload = record.get("payload", {})
    if record.get("kind") == "test":
        names[payload.get("id")] = "%s %s" % (payload.get("kind", "test"), payload.get("displayName") or payload.get("name"))
    elif payload.get("kind") == "testStarted":
        started.append(payload.get("testID"))
    elif payload.get("kind") in ("testEnded", "testSkipped"):
        ended.add(payload.get("testID"))
for test in started:
    if test not in ended:
        print("  %s  [%s]" % (names.get(test, "test"), test))
PYTHON
}

# Every process under pid $1 (children, grandchildren…), one per line.
descendants() {
  local child
  for child in $(pgrep -P "$1" 2>/dev/null); do
    echo "$child"
    descendants "$child"
  done
}

# Kills the phase: its process group and every process under it (`swift test` starts the test process in a group of
# its own, so the group alone would leave it running).
stop_phase() {
  local everyone
  everyone=$(descendants "$1")
  kill -KILL -- "-$1" 2>/dev/null
  [ -z "$everyone" ] || kill -KILL $everyone 2>/dev/null
}

demangle() {
  if command -v swift-demangle >/dev/null 2>&1; then swift-demangle --simplified
  elif command -v swift >/dev/null 2>&1; then swift demangle --simplified 2>/dev/null || cat
  else cat; fi
}

# The report of a phase past its limit: stacks of each test process, then what was still running.
report_hang() {
  local name=$1 limit=$2 pid=$3 events=$4 found=0 process command
  echo "run-phase: phase '$name' still running after its limit of ${limit} s; stopping it" >&2
  for process in $pid $(descendants "$pid"); do
    command=$(tr '\0' ' ' <"/proc/$process/cmdline" 2>/dev/null) || continue
    case "$command" in
      *.xctest*|*PackageTests*)
        found=1
        echo "run-phase: every thread's stack of the test process $process ($command)" >&2
        if command -v gdb >/dev/null 2>&1; then
          timeout 120 gdb -p "$process" -batch -nx -ex 'set pagination off' -ex 'thread apply all bt' 2>&1 \
            | grep -vE '^\[(New LWP|Thread debugging|Inferior)|^Using host libthread_db|^warning: Section|^During symbol reading|No such file or directory\.$' | demangle >&2
        else
          echo "run-phase: gdb is missing (Scripts/bootstrap.sh installs it)" >&2
        fi ;;
    esac
  done
  [ "$found" = 1 ] || echo "run-phase: no test process found under $pid" >&2
  echo "run-phase: processes of the phase:" >&2
  ps -o pid=,etime=,args= -p "$pid" $(descendants "$pid" | sed 's/^/-p /') 2>/dev/null | cut -c1-200 >&2
  echo "run-phase: tests and suites started and not ended in phase '$name':" >&2
  still_running "$events" >&2
}

run() {
  local name=$1 seconds=$2; shift 2
  local variable="FITTODAY_PHASE_LIMIT_$(echo "$name" | tr '[:lower:]-' '[:upper:]_')"
  local limit=$(( ${!variable:-$seconds} * ${FITTODAY_PHASE_SCALE:-1} ))
  local log events pid status start
  log=$(mktemp "${TMPDIR:-/tmp}/fittoday-phase-$name-XXXXXX")
  events=$(mktemp "${TMPDIR:-/tmp}/fittoday-phase-$name-events-XXXXXX")
  echo "run-phase: $name (limit ${limit} s): $*" >&2
  # Its own process group (job control), so that a hang can be stopped with everything the phase started.
  set -m
  "$@" --event-stream-output-path "$events" --event-stream-version 0 >"$log" 2>&1 &
  pid=$!
  set +m
  trap 'stop_phase '"$pid"'; exit 130' INT TERM
  tail -n +1 -f --pid="$pid" "$log" &
  local tailer=$!
  start=$SECONDS
  while kill -0 "$pid" 2>/dev/null; do
    if (( SECONDS - start >= limit )); then
      report_hang "$name" "$limit" "$pid" "$events"
      stop_phase "$pid"
      wait "$pid" 2>/dev/null
      wait "$tailer" 2>/dev/null
      rm -f "$log" "$events"
      return 124
    fi
    sleep 1
  done
  wait "$pid"
  status=$?
  wait "$tailer" 2>/dev/null
  trap - INT TERM
  echo "run-phase: $name ended with status $status after $(( SECONDS - start )) s" >&2
  rm -f "$log" "$events"
  return "$status"
}

self_test() {
  local package output status
  package=$(mktemp -d "${TMPDIR:-/tmp}/fittoday-phase-self-test-XXXXXX")
  mkdir -p "$package/Tests/HangTests"
  cat >"$package/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription
let package = Package(name: "Hang", targets: [.testTarget(name: "HangTests", path: "Tests/HangTests")])
SWIFT
  cat >"$package/Tests/HangTests/HangTests.swift" <<'SWIFT'
import Foundation
import Testing

@Suite("run-phase self-test") struct HangTests {
    @Test("ends at once") func quick() { #expect(1 + 1 == 2) }

    @Test("never ends: waits on a semaphore nobody signals")
    func hangs() { DispatchSemaphore(value: 0).wait() }
}
SWIFT
  (cd "$package" && swift build --build-tests >/dev/null 2>&1) || { echo "self-test: the package did not build" >&2; return 1; }
  output=$(cd "$package" && run self-test "${FITTODAY_SELF_TEST_LIMIT:-20}" swift test --skip-build 2>&1)
  status=$?
  rm -rf "$package"
  echo "$output"
  local failures=0
  [ "$status" = 124 ] || { echo "self-test: FAILED: status $status, not 124" >&2; failures=1; }
  grep -q 'function never ends: waits on a semaphore nobody signals  \[HangTests.HangTests/hangs()' <<<"$output" \
    || { echo "self-test: FAILED: the hanging test is not named" >&2; failures=1; }
  grep -qE 'in .*semaphore.*wait|dispatch_semaphore_wait' <<<"$output" \
    || { echo "self-test: FAILED: no stack shows the semaphore wait" >&2; failures=1; }
  grep -q '^  function ends at once' <<<"$output" && { echo "self-test: FAILED: a finished test is listed" >&2; failures=1; }
  [ "$failures" = 0 ] && echo "self-test: passed (stopped at the limit, stacks shown, the hanging test named)" >&2
  return "$failures"
}

if [ "${1:-}" = "--self-test" ]; then
  self_test
  exit $?
fi
[ $# -ge 3 ] || { echo "usage: $0 NAME SECONDS COMMAND [ARGUMENT...] | --self-test" >&2; exit 64; }
run "$@"
