#!/usr/bin/env bash
# Builds the release `fittoday` (or another product given as $1) the way the figures of docs/performance.md were measured:
# the Swift runtime linked statically, and libcurl and libxml2 left out of the start-up dependencies (the shims
# open them on first use, so nothing refers to them at link time; SwiftPM still names them from pkg-config).
set -euo pipefail
cd "$(dirname "$0")/.."
product=${1:-fittoday}
swift build -c release --product "$product" --static-swift-stdlib 2>&1 | tail -n 1 >&2
binary=.build/release/$product
if nm -D --undefined-only "$binary" | grep -qE ' (curl|xml|html)[A-Za-z_]+$'; then
  echo "build-release: $product refers to libcurl or libxml2 symbols; keeping them linked" >&2
else
  for library in libcurl.so.4 libxml2.so.2; do
    if patchelf --print-needed "$binary" | grep -qx "$library"; then patchelf --remove-needed "$library" "$binary"; fi
  done
fi
