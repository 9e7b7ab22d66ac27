#!/usr/bin/env bash
# Proves the HTTP contract and its code agree: validates Sources/FitTodayAPI/openapi.yaml (openapi-spec-validator),
# regenerates into a temporary folder with Scripts/openapi-generate.sh and compares the result with the committed
# GeneratedSources/ and OpenAPIDocument.swift. Exit 0 when they match; 1 on an invalid document or any drift.
# The generator's build goes to $OPENAPI_SCRATCH (default .build-openapi); the first run builds it (about a minute).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
api="$root/Sources/FitTodayAPI"

python3 -c 'import openapi_spec_validator, yaml' 2>/dev/null ||
    python3 -m pip install --quiet 'openapi-spec-validator==0.9.0' 'PyYAML==6.0.3'

if ! python3 -m openapi_spec_validator "$api/openapi.yaml" >/dev/null; then
    python3 -m openapi_spec_validator "$api/openapi.yaml" >&2 || true
    echo "openapi-check: Sources/FitTodayAPI/openapi.yaml is not a valid OpenAPI document" >&2
    exit 1
fi

fresh=$(mktemp -d)
trap 'rm -rf "$fresh"' EXIT
"$root/Scripts/openapi-generate.sh" "$fresh"

drift=0
diff -ru "$api/GeneratedSources" "$fresh/GeneratedSources" >"$fresh/GeneratedSources.diff" 2>&1 || drift=1
diff -u "$api/OpenAPIDocument.swift" "$fresh/OpenAPIDocument.swift" >"$fresh/OpenAPIDocument.diff" 2>&1 || drift=1
if [ "$drift" -ne 0 ]; then
    # OpenAPIDocument.swift is one long line of JSON: show the start of each changed line only.
    cat "$fresh/GeneratedSources.diff" "$fresh/OpenAPIDocument.diff" | head -n 80 | cut -c 1-240 >&2
    echo "openapi-check: the committed code differs from openapi.yaml (diff above, committed vs fresh):" \
        "run Scripts/openapi-generate.sh and commit Sources/FitTodayAPI/GeneratedSources and OpenAPIDocument.swift" >&2
    exit 1
fi
echo "openapi-check: openapi.yaml is valid and GeneratedSources/, OpenAPIDocument.swift match it"
