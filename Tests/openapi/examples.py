"""Runs the examples the documentation shows, for the samples check (validate_samples.py).

Every ```sh block of README.md, Examples/README.md and docs/*.md that follows the line `<!-- examples-check: run -->`
runs in bash (-e, pipefail) in a folder of its own: `.build/release/fittoday` there is a copy of the binary under
test, on the PATH, `Examples/` is the repository's, the data and cache folders are new, and the block's `localhost:8080` and
`fittoday serve` are moved to a free port. A block that exits non-zero fails the check. Every JSON value it prints
(a line, or an SSE `data:` line) that is a plan, a command reply, a snapshot or events becomes a sample for the
schemas of openapi.yaml. Every file under Examples/ must be used by a run block, and a `$ cat Examples/FILE` shown
in a docs code block must be followed by the file's exact lines, so what the pages show is what runs.
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


def run_block(root, binary, label, body, keep):
    with tempfile.TemporaryDirectory(prefix="fittoday-example-") as folder:
        work = pathlib.Path(folder)
        (work / ".build/release").mkdir(parents=True)
        shutil.copy2(binary, work / ".build/release/fittoday")
        (work / "Examples").symlink_to(root / "Examples")
        port = free_port()
        script = body.replace("localhost:8080", f"localhost:{port}").replace(
            "fittoday serve", f"fittoday serve --port {port}")
        env = {k: v for k, v in os.environ.items()
               if not k.startswith(("OPENAI_", "FITTODAY_", "LC_")) and k != "LANG"}
        env.update(HOME=str(work), XDG_DATA_HOME=str(work / "data"), XDG_CACHE_HOME=str(work / "cache"),
                   FITTODAY_HOME=str(root), LANG="C.UTF-8", COLUMNS="100",
                   PATH=f"{work / '.build/release'}:{os.environ.get('PATH', '/usr/bin:/bin')}")
        # Background jobs (a server) end with the block, whatever happens.
        prologue = "trap 'jobs -p | xargs -r kill 2>/dev/null; wait' EXIT\n"
        process = subprocess.Popen(["bash", "-e", "-o", "pipefail", "-c", prologue + script], cwd=work, env=env,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                   start_new_session=True)
        try:
            out, err = process.communicate(timeout=TIME_LIMIT)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.communicate()
            sys.exit(f"examples: {label} did not finish in {TIME_LIMIT} s")
        if process.returncode != 0:
            sys.exit(f"examples: {label} failed ({process.returncode}):\n{err.strip()[-2000:]}")
        for line in out.splitlines():
            text = line[len("data: "):] if line.startswith("data: ") else line
            if text.startswith(("{", "[")):
                try:
                    value = json.loads(text)
                except ValueError:
                    continue
                classify(label, value, keep)
        print(f"ran  {label}")


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
    files = {str(p.relative_to(root)) for p in (root / "Examples").rglob("*") if p.is_file()}
    unused = sorted(files - used - {"Examples/README.md"})
    if unused:
        sys.exit(f"examples: files no run block uses: {', '.join(unused)}")
    if count == 0:
        sys.exit("examples: no block marked to run")
    return count
