#!/usr/bin/env python3
"""A small WebSocket client for `GET /v1/sessions/{id}/live`: prints each message it receives, sends the commands
given with --send (one JSON object each) once the snapshot has arrived, and stops after --count messages.
Needs the `websockets` package from PyPI (pip install websockets==15.0.1)."""
import argparse
import asyncio
import json

import websockets


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("--token", required=True)
    parser.add_argument("--count", type=int, default=3)
    parser.add_argument("--send", action="append", default=[], help="a command to send (JSON), repeatable")
    args = parser.parse_args()
    headers = {"Authorization": f"Bearer {args.token}"}
    async with websockets.connect(args.url, additional_headers=headers) as socket:
        for received in range(args.count):
            message = json.loads(await socket.recv())
            if message.get("event") == "snapshot":
                message = {"event": "snapshot", "revision": message["revision"], "data": "…"}
            print(json.dumps(message, ensure_ascii=False)[:300])
            if received == 0:
                for command in args.send:
                    await socket.send(command)


asyncio.run(main())
