#!/usr/bin/env bash
# Installs what FitToday needs beyond the Swift toolchain, only when it is missing. Safe to run again.
set -euo pipefail

# Debian packages: SQLite headers for GRDB (the embedded history store), libcurl for outbound HTTP
# (OpenAI, Wger), libxml2 for Wger's HTML; patchelf drops those two from the release binary's start-up
# dependencies (they are opened on first use); ncurses for the full-screen `train`, and tmux, which its tests
# drive it in; curl and python3-venv for the HTTP contract test (schemathesis) and the HTTP benchmarks; gdb for the
# stacks Scripts/test.sh prints when a test phase passes its time limit (Scripts/lib/run-phase.sh).
packages=(libsqlite3-dev libcurl4-openssl-dev libxml2-dev libncurses-dev tmux pkg-config patchelf curl gdb)

missing=()
for package in "${packages[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "bootstrap: installing ${missing[*]}" >&2
  sudo_cmd=()
  [ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
fi
command -v swift >/dev/null || { echo "bootstrap: the Swift toolchain (6.1 or later) is required" >&2; exit 69; }
