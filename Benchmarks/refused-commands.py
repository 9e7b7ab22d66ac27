#!/usr/bin/env python3
"""Sends 3,000 session commands with 60 KB ids to a fresh `fittoday serve` and prints the statuses, the server's
resident memory and the database's size (with its WAL) before and after: refused commands must cost neither.

    python3 Benchmarks/refused-commands.py [path/to/fittoday]    (default .build/debug/fittoday)
"""
import http.client, json, os, subprocess, sys, tempfile, time

binary = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/fittoday"
folder = tempfile.mkdtemp(prefix="fittoday-refused-")
db = os.path.join(folder, "history.sqlite")
port = 18431
token = subprocess.run([binary, "users", "add", "ana", "--db", db], capture_output=True, text=True, check=True).stdout.strip()
server = subprocess.Popen(
    [binary, "serve", "--port", str(port), "--offline", "--db", db], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    env=dict(os.environ, FITTODAY_RATE_LIMIT="0"))


def rss_mb():
    for line in open(f"/proc/{server.pid}/status"):
        if line.startswith("VmRSS"):
            return int(line.split()[1]) // 1024


def db_mb():
    return sum(os.path.getsize(db + suffix) for suffix in ["", "-wal"] if os.path.exists(db + suffix)) / (1024 * 1024)


deadline = time.time() + 120
while True:
    try:
        probe = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        probe.request("GET", "/health")
        probe.getresponse().read()
        break
    except OSError:
        if time.time() > deadline:
            sys.exit("the server did not start")
        time.sleep(0.2)

connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
headers = {"Authorization": "Bearer " + token, "Content-Type": "application/json"}


def post(command):
    connection.request("POST", "/v1/sessions/commands", body=json.dumps(command), headers=headers)
    response = connection.getresponse()
    response.read()
    return response.status


for index in range(50):
    post({"commandId": f"warm-{index}", "deviceId": "phone", "type": "pause"})
before = (rss_mb(), db_mb())
statuses = {}
for index in range(3000):
    status = post({"commandId": "x" * 60_000 + str(index), "deviceId": "phone", "type": "pause"})
    statuses[status] = statuses.get(status, 0) + 1
after = (rss_mb(), db_mb())
print("statuses:", statuses)
print(f"server RSS: {before[0]} MB before, {after[0]} MB after")
print(f"database + WAL: {before[1]:.1f} MB before, {after[1]:.1f} MB after")
server.terminate()
server.wait()
