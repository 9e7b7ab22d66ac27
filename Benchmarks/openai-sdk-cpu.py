"""Client-side CPU cost of one Chat Completions call made with the official OpenAI Python SDK.

The Swift client's own cost is compared with this figure, so the request is the
same small structured-output call every time, sent sequentially to a local
OpenAI-compatible server (llmock, from Scripts/peers.sh). Only this process is
measured: time.process_time() is its user + system CPU, which leaves out the
server's work even though the server runs on the same machine.

    python Benchmarks/openai-sdk-cpu.py --base-url http://127.0.0.1:PORT/v1 --requests 500

Prints one JSON line:
    {"client":"openai-python","version":...,"requests":N,
     "cpuMicrosecondsPerRequest":...,"wallMicrosecondsPerRequest":...}
"""

from __future__ import annotations

import argparse
import json
import sys
import time

import openai
from openai import OpenAI

PLAN_SCHEMA = {
    "type": "object",
    "additionalProperties": False,
    "required": ["exercises"],
    "properties": {
        "exercises": {
            "type": "array",
            "items": {
                "type": "object",
                "additionalProperties": False,
                "required": ["exerciseId", "sets"],
                "properties": {
                    "exerciseId": {"type": "string", "enum": ["push-up", "goblet-squat", "plank"]},
                    "sets": {"type": "integer"},
                },
            },
        }
    },
}

MESSAGES = [
    {"role": "system", "content": "Você monta treinos. Responda só com JSON."},
    {"role": "user", "content": "Treino curto de corpo inteiro para hoje."},
]


def one_call(client: OpenAI, model: str) -> None:
    completion = client.chat.completions.create(
        model=model,
        messages=MESSAGES,
        response_format={
            "type": "json_schema",
            "json_schema": {"name": "plan", "strict": True, "schema": PLAN_SCHEMA},
        },
        seed=42,
        temperature=0.2,
        max_completion_tokens=256,
    )
    # Touch the answer the way a caller would, so lazy parsing is not skipped.
    content = completion.choices[0].message.content
    if not content:
        raise RuntimeError("the server answered without content")


def main() -> int:
    parser = argparse.ArgumentParser(description="CPU per request of the OpenAI Python SDK.")
    parser.add_argument("--base-url", required=True, help="OpenAI base URL, e.g. http://127.0.0.1:8000/v1")
    parser.add_argument("--requests", type=int, required=True, help="timed requests")
    parser.add_argument("--warmup", type=int, default=20, help="untimed requests first (default 20)")
    parser.add_argument("--model", default="gpt-4o-mini")
    arguments = parser.parse_args()
    if arguments.requests < 1 or arguments.warmup < 0:
        parser.error("--requests must be at least 1 and --warmup at least 0")

    client = OpenAI(base_url=arguments.base_url, api_key="sk-bench", max_retries=0)
    try:
        for _ in range(arguments.warmup):
            one_call(client, arguments.model)

        wall_start = time.perf_counter()
        cpu_start = time.process_time()
        for _ in range(arguments.requests):
            one_call(client, arguments.model)
        cpu = time.process_time() - cpu_start
        wall = time.perf_counter() - wall_start
    finally:
        client.close()

    print(json.dumps({
        "client": "openai-python",
        "version": openai.__version__,
        "requests": arguments.requests,
        "cpuMicrosecondsPerRequest": round(cpu * 1e6 / arguments.requests, 1),
        "wallMicrosecondsPerRequest": round(wall * 1e6 / arguments.requests, 1),
    }, separators=(",", ":")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
