#!/usr/bin/env python3
"""Live fan-out latency of FitToday's Server-Sent Events (stdlib only).

Opens N streams (GET /v1/sessions/{id}/stream) on one session, waits for each one's snapshot, then a driver sends
COUNT session commands (new commandIds, one every INTERVAL ms) on one keep-alive connection. For every (command,
stream) pair it measures the time from just before the command was sent, and from its HTTP reply being read, to
that command's revision arriving on the stream. Prints one line of JSON.

Everything runs on one thread around one epoll loop, so the client adds no lock hand-offs; each socket's arrival
time is taken right after its recv() returns (before any parsing), which makes the figures an upper bound: they
include the time this loop took to reach that socket after the others that became readable at the same moment.

    sse_fanout.py --port PORT --token TOKEN --session ID [--streams 100] [--commands 200] [--interval-ms 20]
                  [--stream-ports P1,P2 --command-port P0]   (replicas: streams on some, commands on another)
"""

import argparse
import json
import selectors
import socket
import sys
import time

now = time.perf_counter


def request_bytes(method, path, host, token, body=None, extra=()):
    lines = [f"{method} {path} HTTP/1.1", f"Host: {host}", f"Authorization: Bearer {token}"]
    lines += list(extra)
    if body is not None:
        lines += ["Content-Type: application/json", f"Content-Length: {len(body)}"]
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + (body or b"")


class Stream:
    """One SSE connection: raw bytes in, HTTP head, de-chunking, SSE messages out (revision → arrival time)."""

    def __init__(self, index, sock):
        self.index = index
        self.sock = sock
        self.raw = b""          # bytes not yet consumed by the HTTP layer
        self.head_done = False
        self.chunked = False
        self.chunk_left = 0     # bytes left in the current chunk (chunked bodies)
        self.text = b""         # de-chunked body not yet split into SSE messages
        self.snapshot_revision = None
        self.arrivals = {}      # revision → perf_counter when its bytes were read
        self.closed = False

    def feed(self, data, stamp):
        self.raw += data
        if not self.head_done:
            end = self.raw.find(b"\r\n\r\n")
            if end < 0:
                return
            head = self.raw[:end].decode("latin-1")
            self.raw = self.raw[end + 4:]
            status = head.split("\r\n", 1)[0]
            if " 200 " not in status + " ":
                raise RuntimeError(f"stream {self.index}: {status}")
            self.chunked = "transfer-encoding: chunked" in head.lower()
            self.head_done = True
        if self.chunked:
            self._dechunk()
        else:
            self.text += self.raw
            self.raw = b""
        self._messages(stamp)

    def _dechunk(self):
        while self.raw:
            if self.chunk_left > 0:
                take = self.raw[:self.chunk_left]
                self.text += take
                self.raw = self.raw[len(take):]
                self.chunk_left -= len(take)
                if self.chunk_left == 0:
                    self.chunk_left = -2  # the CRLF after the chunk's data
                continue
            if self.chunk_left < 0:
                skip = min(-self.chunk_left, len(self.raw))
                self.raw = self.raw[skip:]
                self.chunk_left += skip
                continue
            line_end = self.raw.find(b"\r\n")
            if line_end < 0:
                return
            size = int(self.raw[:line_end].split(b";", 1)[0], 16)
            self.raw = self.raw[line_end + 2:]
            if size == 0:
                self.closed = True
                return
            self.chunk_left = size

    def _messages(self, stamp):
        while True:
            end = self.text.find(b"\n\n")
            if end < 0:
                return
            message, self.text = self.text[:end], self.text[end + 2:]
            event, ident = "message", None
            for line in message.split(b"\n"):
                if line.startswith(b"event:"):
                    event = line[6:].strip().decode()
                elif line.startswith(b"id:"):
                    ident = int(line[3:].strip())
            if event == "snapshot":
                self.snapshot_revision = ident
            elif event == "revision" and ident is not None:
                self.arrivals.setdefault(ident, stamp)


class Driver:
    """The command sender: one keep-alive connection, one request in flight at a time."""

    def __init__(self, sock, host, token, run):
        self.sock = sock
        self.host = host
        self.token = token
        self.run = run
        self.buffer = b""
        self.in_flight = None   # (index, sent_at)
        self.sent = {}          # index → perf_counter just before sending
        self.replies = {}       # revision → (index, replied_at)
        self.refused = 0

    def send(self, index):
        body = json.dumps({
            "commandId": f"{self.run}-fanout-{index}", "deviceId": "bench-fanout", "type": "healthSample",
            "heartRateBpm": 60 + index % 120,
        }).encode()
        data = request_bytes("POST", "/v1/sessions/commands", self.host, self.token, body)
        stamp = now()
        self.sock.sendall(data)
        self.sent[index] = stamp
        self.in_flight = (index, stamp)

    def feed(self, data, stamp):
        self.buffer += data
        end = self.buffer.find(b"\r\n\r\n")
        if end < 0:
            return
        head = self.buffer[:end].decode("latin-1").lower()
        length = 0
        for line in head.split("\r\n")[1:]:
            name, _, value = line.partition(":")
            if name.strip() == "content-length":
                length = int(value)
        if "transfer-encoding: chunked" in head:
            raise RuntimeError("chunked command replies are not handled")
        if len(self.buffer) < end + 4 + length:
            return
        body = self.buffer[end + 4:end + 4 + length]
        self.buffer = self.buffer[end + 4 + length:]
        reply = json.loads(body)
        index, _ = self.in_flight
        self.in_flight = None
        if not reply.get("ok"):
            self.refused += 1
            return
        self.replies[reply["revision"]] = (index, stamp)


def percentile(values, fraction):
    if not values:
        return None
    ordered = sorted(values)
    rank = max(0, min(len(ordered) - 1, int(round(fraction * len(ordered) + 0.5)) - 1))
    return ordered[rank]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--token", required=True)
    parser.add_argument("--session", required=True)
    parser.add_argument("--streams", type=int, default=100)
    parser.add_argument("--commands", type=int, default=200)
    parser.add_argument("--interval-ms", type=float, default=20)
    parser.add_argument("--run", default=str(int(time.time() * 1000)))
    parser.add_argument("--settle-seconds", type=float, default=5)
    # Replicas: the streams spread over these ports (round-robin), the commands go to --command-port.
    parser.add_argument("--stream-ports", default="")
    parser.add_argument("--command-port", type=int, default=0)
    args = parser.parse_args()
    host = f"{args.host}:{args.port}"
    stream_ports = [int(p) for p in args.stream_ports.split(",") if p] or [args.port]
    command_port = args.command_port or args.port

    selector = selectors.DefaultSelector()
    streams = []
    for index in range(args.streams):
        sock = socket.create_connection((args.host, stream_ports[index % len(stream_ports)]))
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        sock.sendall(request_bytes(
            "GET", f"/v1/sessions/{args.session}/stream", host, args.token, extra=["Accept: text/event-stream"]))
        sock.setblocking(False)
        stream = Stream(index, sock)
        streams.append(stream)
        selector.register(sock, selectors.EVENT_READ, stream)

    driver_sock = socket.create_connection((args.host, command_port))
    driver_sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    driver = Driver(driver_sock, host, args.token, args.run)
    driver_sock.setblocking(False)
    selector.register(driver_sock, selectors.EVENT_READ, driver)

    def pump(timeout):
        events = selector.select(timeout)
        received = []
        for key, _ in events:  # read everything first, stamping each socket as its recv() returns
            try:
                data = key.fileobj.recv(1 << 20)
            except BlockingIOError:
                continue
            received.append((key, data, now()))
        for key, data, stamp in received:
            if not data:
                selector.unregister(key.fileobj)
                key.data.closed = True
                continue
            key.data.feed(data, stamp)

    # Every stream has its snapshot before the first command.
    deadline = now() + 30
    while any(s.snapshot_revision is None for s in streams):
        if now() > deadline:
            sys.exit("sse_fanout: not every stream opened within 30 s")
        pump(0.5)
    opened = now()

    interval = args.interval_ms / 1000
    next_send, index = now(), 0
    while index < args.commands or driver.in_flight is not None:
        if driver.in_flight is None and index < args.commands and now() >= next_send:
            driver.send(index)
            index += 1
            next_send += interval
        wait = max(0.0, next_send - now()) if driver.in_flight is None else 0.05
        pump(wait)
    # Let the last revisions reach every stream.
    expected = set(driver.replies)
    settle = now() + args.settle_seconds
    while now() < settle and any(not expected <= set(s.arrivals) for s in streams if not s.closed):
        pump(0.05)
    elapsed = now() - opened

    from_send, from_reply = [], []
    missing = 0
    for revision, (command_index, replied_at) in driver.replies.items():
        sent_at = driver.sent[command_index]
        for stream in streams:
            arrived = stream.arrivals.get(revision)
            if arrived is None:
                missing += 1
                continue
            from_send.append((arrived - sent_at) * 1000)
            from_reply.append((arrived - replied_at) * 1000)
    round_trips = [(replied - driver.sent[i]) * 1000 for i, replied in driver.replies.values()]

    def summary(values):
        return {
            "p50": round(percentile(values, 0.50), 3), "p90": round(percentile(values, 0.90), 3),
            "p99": round(percentile(values, 0.99), 3), "max": round(max(values), 3),
        } if values else None

    print(json.dumps({
        "streams": args.streams, "streamsOpen": sum(not s.closed for s in streams),
        "commands": args.commands, "applied": len(driver.replies), "refused": driver.refused,
        "pairs": len(from_send), "missingPairs": missing, "seconds": round(elapsed, 3),
        "fromSendMs": summary(from_send), "fromReplyMs": summary(from_reply), "commandRoundTripMs": summary(round_trips),
    }, separators=(",", ":")))
    for stream in streams:
        stream.sock.close()
    driver_sock.close()
    return 0 if missing == 0 and driver.refused == 0 and from_send else 1


if __name__ == "__main__":
    sys.exit(main())
