#!/usr/bin/env bash
# Runs the whole test suite: installs what is missing, builds, then runs every Swift Testing test.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/bootstrap.sh
swift build --build-tests
swift test --skip-build
