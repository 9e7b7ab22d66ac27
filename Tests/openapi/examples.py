"""Runs the examples the documentation shows, for the samples check (validate_samples.py).

Every ```sh block of README.md, Examples/README.md and docs/*.md that follows the line `<!-- examples-check: run -->`
runs in bash (-e, pipefail) in a folder of its own: `.build/release/fittoday` there is a copy of the binary under
test, on the PATH, `Examples/` is the repository's, the data and cache folders are new, and the block's `localhost:8080` and
`fittoday serve` are moved to a free port. A block that exits non-zero fails the check. Every JSON value it prints
(a line, or an SSE `data:` line) that is a plan, a command reply, a snapshot or events becomes a sample for the
schemas of openapi.yaml. Every file under Examples/ must be used by a run block, and a `$ cat Examples/FILE` shown
in a docs code block must be followed by the file's exact lines, so what the pages show is what runs.

A block after `<!-- examples-check: transcript -->` is a terminal transcript: each `$ command` (continued by lines
ending in a backslash) runs in one bash, in order, in a folder of its own as above, and what it prints (stdout and
stderr) must be the lines that follow it, exactly; a line `…` alone stands for any number of lines.
"""

import json
import os
import pathlib
import random
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile

MARK = "<!-- examples-check: run -->"
BLOCK = re.compile(re.escape(MARK) + r"\s*\n```(?:sh|bash)\n(.*?)\n```", re.S)
TRANSCRIPT = re.compile(r"<!-- examples-check: transcript -->\s*\n```[a-z]*\n(.*?)\n```", re.S)
END = "\x1fEND"
SHOWN = re.compile(r"^\$ cat (Examples/\S+)\n(.*?)(?=^\$ |^```)", re.S | re.M)
TIME_LIMIT = 180  # seconds for one block (a build is not part of it)


def pages(root):
    return [root / "README.md", root / "Examples/README.md", *sorted((root / "docs").glob("**/*.md"))]


def free_port():
    """A port below the kernel's ephemeral range (where outgoing connections take theirs) that binds now."""
    try:
        low = int(pathlib.Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split()[0])
    except OSError:
        low = 32768
    for _ in range(200):
        port = random.randrange(20000, low)
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port))
                return port
            except OSError:
                continue
    sys.exit("examples: no free port found")


def classify(label, value, keep):
    """Keeps a printed JSON value as a sample when it is one of the documented shapes."""
    if isinstance(value, list):
        if value and all(isinstance(item, dict) and "eventId" in item for item in value):
            for index, event in enumerate(value):
                keep(f"{label} event[{index}]", "SessionEvent", event)
        return
    if not isinstance(value, dict):
        return
    if "commandId" in value and "ok" in value:
        keep(f"{label} reply {value['commandId']} ({value.get('reasonCode', 'ok')})", "CommandReply", value)
    elif "exercises" in value and "generation" in value:
        keep(f"{label} plan {value.get('id')}", "Plan", value)
    elif "exercises" in value and "status" in value and "revision" in value:
        keep(f"{label} snapshot r{value['revision']}", "SessionSnapshot", value)
    elif "events" in value and "revision" in value:
        classify(label, value["events"], keep)


def run_bash(root, binary, label, options, script):
    """Runs a script the way a reader would, in a new folder; returns (status, stdout, stderr)."""
    with tempfile.TemporaryDirectory(prefix="fittoday-example-") as folder:
        work = pathlib.Path(folder)
        (work / ".build/release").mkdir(parents=True)
        shutil.copy2(binary, work / ".build/release/fittoday")
        (work / "Examples").symlink_to(root / "Examples")
        env = {k: v for k, v in os.environ.items()
               if not k.startswith(("OPENAI_", "FITTODAY_", "LC_")) and k != "LANG"}
        env.update(HOME=str(work), XDG_DATA_HOME=str(work / "data"), XDG_CACHE_HOME=str(work / "cache"),
                   FITTODAY_HOME=str(root), LANG="C.UTF-8", COLUMNS="100",
                   PATH=f"{work / '.build/release'}:{os.environ.get('PATH', '/usr/bin:/bin')}")
        # Background jobs (a server) end with the block, whatever happens.
        prologue = "trap 'set +e; jobs -p | xargs -r kill 2>/dev/null; wait' EXIT\n"
        process = subprocess.Popen(["bash", *options, "-c", prologue + script], cwd=work, env=env,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                   start_new_session=True)
        try:
            out, err = process.communicate(timeout=TIME_LIMIT)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.communicate()
            sys.exit(f"examples: {label} did not finish in {TIME_LIMIT} s")
        return process.returncode, out, err


def run_block(root, binary, label, body, keep):
    port = free_port()
    script = body.replace("localhost:8080", f"localhost:{port}").replace(
        "fittoday serve", f"fittoday serve --port {port}")
    status, out, err = run_bash(root, binary, label, ["-e", "-o", "pipefail"], script)
    if status != 0:
        sys.exit(f"examples: {label} failed ({status}):\n{err.strip()[-2000:]}")
    for line in out.splitlines():
        text = line[len("data: "):] if line.startswith("data: ") else line
        if text.startswith(("{", "[")):
            try:
                value = json.loads(text)
            except ValueError:
                continue
            classify(label, value, keep)
    print(f"ran  {label}")


def transcript_steps(body):
    """[(command, expected lines)] of a transcript block."""
    steps, lines = [], body.split("\n")
    index = 0
    while index < len(lines):
        if not lines[index].startswith("$ "):
            sys.exit(f"examples: a transcript line is neither a command nor its output: {lines[index]!r}")
        command = lines[index][2:]
        while command.endswith("\\") and index + 1 < len(lines):
            index += 1
            command = command[:-1] + "\n" + lines[index]
        index += 1
        expected = []
        while index < len(lines) and not lines[index].startswith("$ "):
            expected.append(lines[index].rstrip())
            index += 1
        steps.append((command, expected))
    return steps


def matches(expected, actual):
    """Line by line; a line `…` alone matches any number of lines."""
    if not expected:
        return not actual
    if expected[0] == "…":
        return any(matches(expected[1:], actual[start:]) for start in range(len(actual) + 1))
    return bool(actual) and expected[0] == actual[0] and matches(expected[1:], actual[1:])


def run_transcript(root, binary, label, body):
    steps = transcript_steps(body)
    # One shell for the whole block (state and `$?` carry over); a marker after each command's output.
    script = "".join(f"{{ {command}\n}} 2>&1; __status=$?; printf '\\n{END}\\n'; (exit $__status)\n"
                     for command, _ in steps)
    _, out, err = run_bash(root, binary, label, [], script)
    outputs = out.split(f"\n{END}\n")
    for number, ((command, expected), output) in enumerate(zip(steps, outputs), start=1):
        actual = [line.rstrip() for line in output.split("\n")]
        if actual and actual[-1] == "":
            actual.pop()
        if not matches(expected, actual):
            sys.exit(f"examples: {label}, `$ {command}` printed:\n" + "\n".join(actual) +
                     "\nand the page shows:\n" + "\n".join(expected))
    if len(outputs) < len(steps):
        sys.exit(f"examples: {label} stopped early:\n{err.strip()[-2000:]}")
    print(f"ran  {label} ({len(steps)} commands)")


def run_examples(root, binary, keep):
    """Runs every marked block; `keep(label, schema, value)` receives the samples."""
    used = set()
    count = 0
    for page in pages(root):
        text = page.read_text()
        name = page.relative_to(root)
        for shown, lines in SHOWN.findall(text):
            path = root / shown
            if not path.is_file() or path.read_text().strip("\n") != lines.strip("\n"):
                sys.exit(f"examples: {name} shows `cat {shown}` with lines that are not the file's")
        for index, match in enumerate(BLOCK.finditer(text), start=1):
            body = match.group(1)
            used.update(re.findall(r"Examples/[\w./-]+", body))
            run_block(root, binary, f"{name} example {index}", body, keep)
            count += 1
        for index, match in enumerate(TRANSCRIPT.finditer(text), start=1):
            run_transcript(root, binary, f"{name} transcript {index}", match.group(1))
            count += 1
    files = {str(p.relative_to(root)) for p in (root / "Examples").rglob("*") if p.is_file()}
    unused = sorted(files - used - {"Examples/README.md"})
    if unused:
        sys.exit(f"examples: files no run block uses: {', '.join(unused)}")
    if count == 0:
        sys.exit("examples: no block marked to run")
    return count
