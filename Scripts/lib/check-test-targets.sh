#!/usr/bin/env bash
# Checks that Scripts/test.sh's phases, chosen by test target, still hold every suite where it belongs.
#
#   Scripts/lib/check-test-targets.sh [PACKAGE_ROOT]
#   Scripts/lib/check-test-targets.sh --print      # the phases' targets, as shell assignments Scripts/test.sh evals
#
# 1. PostgreSQL is reached only from the PostgreSQL targets (FitTodayPostgresTests, FitTodayScaleOutTests, and the
#    TestPostgres support target): no other folder under Tests/ names TestPostgres, TestDatabase or
#    FITTODAY_TEST_POSTGRES_URL, and no other target in Package.swift depends on TestPostgres. A suite that needs the
#    database in another target would run in the offline phase, before the server is up or alongside the CPU-heavy
#    suites; this makes it fail loudly instead.
# 2. Every target a phase names (the timed, PostgreSQL and peer targets) is a test target of Package.swift, and has
#    its folder: a renamed target cannot silently fall into the offline phase.
# Exits 0 when both hold, 65 (bad data) naming each offender when not.
set -euo pipefail
# The targets of each phase (every other test target is offline); Scripts/test.sh reads these names from here.
timed_targets="FitTodayTimedTests"
postgres_targets="FitTodayPostgresTests FitTodayScaleOutTests"
peer_targets="FitTodayPeerTests"
allowed_postgres="$postgres_targets TestPostgres"
if [ "${1:-}" = "--print" ]; then
  printf 'timed_targets="%s"\npostgres_targets="%s"\npeer_targets="%s"\n' "$timed_targets" "$postgres_targets" "$peer_targets"
  exit 0
fi
root=${1:-$(cd "$(dirname "$0")/../.." && pwd)}
cd "$root"

failures=0
# 1a. Sources: where the test database is named.
while IFS= read -r file; do
  folder=$(echo "$file" | cut -d/ -f2)
  case " $allowed_postgres " in
    *" $folder "*) ;;
    *) echo "check-test-targets: $file reaches PostgreSQL (TestPostgres, TestDatabase or FITTODAY_TEST_POSTGRES_URL) outside the PostgreSQL targets ($postgres_targets); move its suite there" >&2
       failures=$((failures + 1)) ;;
  esac
done < <(grep -rlE '\bTestPostgres\b|\bTestDatabase\b|FITTODAY_TEST_POSTGRES_URL' Tests --include='*.swift' || true)

# 1b and 2. Package.swift: who depends on TestPostgres; which test targets exist.
report=$(python3 - "$allowed_postgres" "$timed_targets $postgres_targets $peer_targets" <<'PYTHON'
import re, sys, os
allowed, phased = set(sys.argv[1].split()), sys.argv[2].split()
text = open("Package.swift", encoding="utf-8").read()
targets = {}
for match in re.finditer(r'\.(testTarget|target)\(\s*name:\s*"([^"]+)"', text):
    # The declaration runs to the next target's start.
    following = re.search(r'\n        \.(?:testTarget|target|executableTarget|systemLibrary)\(', text[match.end():])
    body = text[match.end(): match.end() + following.start()] if following else text[match.end():]
    targets[match.group(2)] = (match.group(1), body)
for name, (kind, body) in sorted(targets.items()):
    if '"TestPostgres"' in body and name not in allowed:
        print(f"{name} depends on TestPostgres in Package.swift; only {' '.join(sorted(allowed - {'TestPostgres'}))} may")
for name in phased:
    if targets.get(name, (None,))[0] != "testTarget":
        print(f"{name} is named by a phase of Scripts/test.sh but is not a test target of Package.swift")
    elif not os.path.isdir(os.path.join("Tests", name)):
        print(f"{name} has no folder Tests/{name}")
PYTHON
)
if [ -n "$report" ]; then
  while IFS= read -r line; do echo "check-test-targets: $line" >&2; done <<<"$report"
  failures=$((failures + $(wc -l <<<"$report")))
fi
[ "$failures" = 0 ] || exit 65
echo "check-test-targets: PostgreSQL only in $postgres_targets; every phase's target exists" >&2
