#!/usr/bin/env bash
# Checks the package's shape against its code, and fails naming every mismatch:
#   - each target's declared dependencies (Package.swift, read with `swift package dump-package`) against the
#     modules its Swift files import: an import of a module the target does not declare, and a declared library
#     dependency that no file of the target imports (an executable a test runs is not imported, and is not asked to be);
#   - every Swift file of Sources/, Tests/ and Benchmarks/ outside GeneratedSources/ is at most 400 lines.
#
#   Scripts/check-dependencies.sh [--manifest FILE]
#
# --manifest reads the JSON `swift package dump-package` printed earlier instead of asking SwiftPM again.
# Exit 0 when everything matches, 1 with one line per mismatch, 64 for a bad argument.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
manifest=
while [ $# -gt 0 ]; do
  case $1 in
    --manifest) manifest=$2; shift 2 ;;
    *) echo "usage: $0 [--manifest FILE]" >&2; exit 64 ;;
  esac
done
if [ -z "$manifest" ]; then
  manifest=$(mktemp "${TMPDIR:-/tmp}/fittoday-manifest-XXXXXX")
  trap 'rm -f "$manifest"' EXIT
  (cd "$root" && swift package dump-package) >"$manifest"
fi
exec python3 "$root/Scripts/lib/check_dependencies.py" "$root" "$manifest"
