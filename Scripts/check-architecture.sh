#!/bin/bash
# Keeps docs/architecture.md true to Package.swift: the table between `<!-- targets:begin -->` and
# `<!-- targets:end -->` must be exactly the targets SwiftPM reads from Package.swift (kind, name, the project's own
# targets each depends on, the packages' products it uses), and every target must be named in the page's prose too.
# It also keeps every page honest about files: a path under Sources/, Tests/, Scripts/, Examples/, Catalog/, Config/,
# Prompts/ or docs/ that README.md or docs/*.md names in backticks or a link must exist.
#
#   Scripts/check-architecture.sh           # exit 0 when the page matches, 1 with a diff otherwise
#   Scripts/check-architecture.sh --write   # rewrites the table from Package.swift
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
page="$root/docs/architecture.md"
cd "$root"
dump=$(mktemp); trap 'rm -f "$dump"' EXIT
swift package dump-package > "$dump"
python3 - "$page" "${1:-}" "$dump" <<'PY'
import json, re, sys
page_path, mode = sys.argv[1], sys.argv[2]
package = json.load(open(sys.argv[3]))
own = {t["name"] for t in package["targets"]}
kinds = {"regular": "library", "executable": "executable", "test": "tests", "system": "system library"}
rows = ["| target | kind | depends on (this package) | uses (other packages) |", "|---|---|---|---|"]
for target in package["targets"]:
    names = []
    for dependency in target["dependencies"]:
        for key in ("byName", "target", "product"):
            if key in dependency:
                names.append(dependency[key][0])
    ours = ", ".join(f"`{n}`" for n in names if n in own) or "—"
    theirs = ", ".join(n for n in names if n not in own) or "—"
    rows.append(f"| `{target['name']}` | {kinds.get(target['type'], target['type'])} | {ours} | {theirs} |")
table = "\n" + "\n".join(rows) + "\n"
try:
    text = open(page_path).read()
except FileNotFoundError:
    sys.exit(f"check-architecture: {page_path} is missing")
pattern = re.compile(r"(<!-- targets:begin -->)(.*?)(<!-- targets:end -->)", re.S)
match = pattern.search(text)
if not match:
    sys.exit("check-architecture: docs/architecture.md has no <!-- targets:begin --> ... <!-- targets:end --> table")
if mode == "--write":
    open(page_path, "w").write(pattern.sub(lambda m: m.group(1) + table + m.group(3), text))
    print(f"check-architecture: wrote {len(package['targets'])} targets")
    sys.exit(0)
problems = []
if match.group(2) != table:
    import difflib
    problems.append("the targets table differs from Package.swift (Scripts/check-architecture.sh --write remakes it):")
    problems += list(difflib.unified_diff(match.group(2).strip().splitlines(), table.strip().splitlines(), "page", "Package.swift", lineterm=""))
prose = pattern.sub("", text)
for name in sorted(own):
    if not re.search(r"\b" + re.escape(name) + r"\b", prose):
        problems.append(f"target {name} is not named outside the table")
# The layers drawn under "## The layers": every library and executable in one layer, and every arrow between them
# pointing to a lower layer.
layer_of, current = {}, None
block = re.search(r"## The layers\n+```\n(.*?)```", text, re.S)
if not block:
    problems.append("docs/architecture.md has no ## The layers drawing")
else:
    for line in block.group(1).splitlines():
        head = re.match(r"layer (\d+)", line)
        if head:
            current = int(head.group(1))
        names = re.split(r"\s{2,}", line[10:].strip())[0] if len(line) > 10 else ""
        for name in re.split(r",\s*", names):
            if name in own and current is not None:
                layer_of[name] = current
    for target in package["targets"]:
        if target["type"] not in ("regular", "executable") or target["name"].startswith("fittoday-"):
            continue
        if target["name"].startswith("Test") or target["name"] == "FitTodayTestSupport":
            continue
        if target["name"] not in layer_of:
            problems.append(f"target {target['name']} is in no layer of the drawing")
            continue
        for dependency in target["dependencies"]:
            for key in ("byName", "target"):
                name = dependency.get(key, [None])[0]
                if name in layer_of and layer_of[name] >= layer_of[target["name"]]:
                    problems.append(
                        f"{target['name']} (layer {layer_of[target['name']]}) depends on {name} (layer {layer_of[name]}): arrows point down only")
import glob, os
root = os.path.dirname(os.path.dirname(page_path))
pages = [os.path.join(root, "README.md")] + sorted(glob.glob(os.path.join(root, "docs", "**", "*.md"), recursive=True))
path_pattern = re.compile(r"(?:`|\]\()(?:\.\./)*((?:Sources|Tests|Scripts|Examples|Catalog|Config|Prompts|docs)/[A-Za-z0-9_+./-]*[A-Za-z0-9_+/-])")
for page in pages:
    base = os.path.dirname(page)
    for number, line in enumerate(open(page), 1):
        for found in path_pattern.findall(line):
            candidates = [os.path.join(root, found), os.path.normpath(os.path.join(base, found))]
            if "*" in found or any(os.path.exists(c) for c in candidates):
                continue
            problems.append(f"{os.path.relpath(page, root)}:{number}: names {found}, which does not exist")
if problems:
    print("\n".join(problems))
    sys.exit(1)
print(f"check-architecture: docs/architecture.md names all {len(own)} targets of Package.swift")
PY
