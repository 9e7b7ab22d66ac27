#!/usr/bin/env python3
"""Probes `fittoday serve`'s connection limits from outside, with the standard library only.

  idle PORT N     opens N connections (half silent, half with a partial head), then sends GET /health on a new
                  one: prints how many of the N the server closed and the new client's status line and time
  slow PORT N S   opens N connections that each send a partial head, waits S seconds: prints how many were
                  answered 408 and how many closed
  latency PORT TOKEN N
                  N sequential GET /health, then N POST /v1/plans, on one keep-alive connection: medians, p99

For a small descriptor budget, start the server under `ulimit -n 256` (its default budget is then 192)."""
import json
import socket
import sys
import time


def connection_closed(sock):
    sock.setblocking(False)
    try:
        return sock.recv(1) == b""
    except BlockingIOError:
        return False
    except OSError:
        return True


def idle(port, count):
    hogs = []
    for index in range(count):
        sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        if index % 2:
            sock.sendall(b"GET /health HTTP/1.1\r\nHost: slow")
        hogs.append(sock)
    time.sleep(0.5)
    start = time.time()
    client = socket.create_connection(("127.0.0.1", port), timeout=10)
    client.sendall(b"GET /health HTTP/1.1\r\nHost: probe\r\nConnection: close\r\n\r\n")
    data = b""
    try:
        while chunk := client.recv(4096):
            data += chunk
    except socket.timeout:
        pass
    elapsed = time.time() - start
    print(f"{len(hogs)} idle or slow connections, {sum(map(connection_closed, hogs))} closed by the server")
    status = data.split(b"\r\n")[0].decode() if data else "no answer"
    print(f"new client: {status} in {elapsed:.3f} s")


def slow(port, count, wait):
    hogs = []
    for _ in range(count):
        sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        sock.sendall(b"GET /health HTTP/1.1\r\nHost: slow\r\nX-Slow: ")
        hogs.append(sock)
    time.sleep(wait)
    answered = closed = 0
    for sock in hogs:
        sock.setblocking(False)
        data = b""
        try:
            while True:
                chunk = sock.recv(65536)
                if not chunk:
                    closed += 1
                    break
                data += chunk
        except BlockingIOError:
            pass
        except OSError:
            closed += 1
        answered += data.startswith(b"HTTP/1.1 408")
    print(f"{count} slow clients: after {wait:.0f} s, {answered} answered 408, {closed} closed")


def latency(port, token, count):
    sock = socket.create_connection(("127.0.0.1", port))

    def exchange(request):
        started = time.perf_counter()
        sock.sendall(request)
        buffer = b""
        while b"\r\n\r\n" not in buffer:
            buffer += sock.recv(65536)
        head, _, body = buffer.partition(b"\r\n\r\n")
        lengths = [line for line in head.split(b"\r\n") if line.lower().startswith(b"content-length:")]
        length = int(lengths[0].split(b":")[1]) if lengths else 0
        while len(body) < length:
            body += sock.recv(65536)
        return time.perf_counter() - started

    def plan(index):
        body = json.dumps({"profile": "full-gym", "date": "2026-11-%02d" % (1 + index % 28), "seed": index}).encode()
        return (b"POST /v1/plans HTTP/1.1\r\nHost: probe\r\nAuthorization: Bearer " + token.encode()
                + b"\r\nContent-Type: application/json\r\nContent-Length: " + str(len(body)).encode() + b"\r\n\r\n" + body)

    health = b"GET /health HTTP/1.1\r\nHost: probe\r\n\r\n"
    for _ in range(200):
        exchange(health)
    for name, make in (("GET /health", lambda _: health), ("POST /v1/plans", plan)):
        times = sorted(exchange(make(index)) for index in range(count))
        print(f"{name:16} median {times[len(times) // 2] * 1000:.3f} ms  p99 {times[int(len(times) * 0.99)] * 1000:.3f} ms")


if __name__ == "__main__":
    mode, arguments = (sys.argv[1], sys.argv[2:]) if len(sys.argv) > 2 else ("help", [])
    if mode == "idle":
        idle(int(arguments[0]), int(arguments[1]))
    elif mode == "slow":
        slow(int(arguments[0]), int(arguments[1]), float(arguments[2]))
    elif mode == "latency":
        latency(int(arguments[0]), arguments[1], int(arguments[2]))
    else:
        print(__doc__)
        sys.exit(64)
