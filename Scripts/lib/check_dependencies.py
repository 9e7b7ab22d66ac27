"""The checks of Scripts/check-dependencies.sh: declared dependencies against imports, and file lengths.

Arguments: the repository root and a file holding `swift package dump-package`'s JSON.
"""
import json
import os
import re
import sys

LINE_LIMIT = 400

# Modules of the toolchain and the system: imported freely, never declared.
SYSTEM_MODULES = {
    "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
    "FoundationXML", "Dispatch", "Synchronization", "Observation", "RegexBuilder", "_Concurrency",
    "_StringProcessing", "Swift", "Testing", "XCTest", "Glibc", "Musl", "Darwin", "Android", "WinSDK", "ucrt", "os",
}

# `import M`, `public import M`, `@testable import M`, `import struct M.Type`, `import M.Submodule`.
IMPORT = re.compile(
    r"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+"
    r"(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)"
)


def target_folder(root, target):
    if target.get("path"):
        return os.path.join(root, target["path"])
    base = "Tests" if target["type"] == "test" else "Sources"
    return os.path.join(root, base, target["name"])


def swift_files(folder):
    for directory, subfolders, files in os.walk(folder):
        subfolders.sort()
        for name in sorted(files):
            if name.endswith(".swift"):
                yield os.path.join(directory, name)


def imports_of(path):
    """The modules a Swift file imports, outside block comments and multi-line string literals."""
    modules = set()
    in_comment = in_string = False
    with open(path, encoding="utf-8") as file:
        for line in file:
            stripped = line.strip()
            if in_comment:
                in_comment = "*/" not in stripped
                continue
            if stripped.count('"""') % 2 == 1:
                in_string = not in_string
                continue
            if in_string:
                continue
            if stripped.startswith("/*") and "*/" not in stripped:
                in_comment = True
                continue
            match = IMPORT.match(line)
            if match:
                modules.add(match.group(1))
    return modules


def declared(target):
    """(module name, kind) for each declared dependency; kind is "target" or "product"."""
    result = []
    for dependency in target.get("dependencies", []):
        if "byName" in dependency:
            result.append((dependency["byName"][0], "target"))
        elif "target" in dependency:
            result.append((dependency["target"][0], "target"))
        elif "product" in dependency:
            result.append((dependency["product"][0], "product"))
    return result


def check_dependencies(root, package):
    problems = []
    targets = {target["name"]: target for target in package["targets"]}
    for target in package["targets"]:
        if target["type"] in ("system", "binary", "plugin", "macro"):
            continue
        folder = target_folder(root, target)
        relative = os.path.relpath(folder, root)
        imported = {}
        for path in swift_files(folder):
            for module in imports_of(path):
                imported.setdefault(module, os.path.relpath(path, root))
        dependencies = declared(target)
        names = {name for name, _ in dependencies}
        for module in sorted(imported):
            if module in SYSTEM_MODULES or module in names or module == target["name"]:
                continue
            problems.append(
                f"{target['name']} ({relative}): imports {module} (first in {imported[module]}) without declaring it")
        for name, kind in dependencies:
            if name in imported:
                continue
            # An executable a test target depends on is built for the test to run, not imported.
            if kind == "target" and targets.get(name, {}).get("type") == "executable":
                continue
            problems.append(f"{target['name']} ({relative}): declares {name} but no file imports it")
    return problems


def check_lengths(root):
    problems = []
    for top in ("Sources", "Tests", "Benchmarks"):
        for path in swift_files(os.path.join(root, top)):
            relative = os.path.relpath(path, root)
            if "GeneratedSources" in relative.split(os.sep):
                continue
            with open(path, encoding="utf-8") as file:
                lines = sum(1 for _ in file)
            if lines > LINE_LIMIT:
                problems.append(f"{relative}: {lines} lines (at most {LINE_LIMIT} outside GeneratedSources/)")
    return problems


def main():
    root, manifest = sys.argv[1], sys.argv[2]
    with open(manifest, encoding="utf-8") as file:
        package = json.load(file)
    problems = check_dependencies(root, package) + check_lengths(root)
    for problem in problems:
        print(f"check-dependencies: {problem}", file=sys.stderr)
    if problems:
        print(f"check-dependencies: {len(problems)} mismatch(es)", file=sys.stderr)
        return 1
    print(f"check-dependencies: {len(package['targets'])} targets match their imports; no Swift file over "
          f"{LINE_LIMIT} lines")
    return 0


if __name__ == "__main__":
    sys.exit(main())
