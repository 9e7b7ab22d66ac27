"""Serve a GGUF model over llama.cpp's OpenAI-compatible HTTP API, through xllamacpp.

xllamacpp embeds llama.cpp's own C++ server: building an ``xllamacpp.Server``
loads the model and starts listening on ``hostnames``/``port`` in background
threads, with the usual routes (/health, /v1/models, /v1/chat/completions...).
This script only fills in the parameters, then stays alive until SIGTERM or
SIGINT. Scripts/peers.sh starts it; run it by hand with ``--help``.
"""

from __future__ import annotations

import argparse
import signal
import sys
import time

import xllamacpp


def parse_arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model", required=True, help="path of the .gguf file")
    parser.add_argument("--alias", default="SmolLM2-135M-Instruct",
                        help="model name reported by /v1/models and in answers")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0, help="0 lets the server pick one")
    parser.add_argument("--ctx-size", type=int, default=8192, help="context window in tokens")
    parser.add_argument("--threads", type=int, default=1,
                        help="CPU threads while generating, one token at a time (default 1)")
    parser.add_argument("--threads-batch", type=int, default=2,
                        help="CPU threads while reading the prompt, many tokens at once (default 2)")
    parser.add_argument("--flash-attn", choices=("on", "off", "auto"), default="off",
                        help="flash attention (default off: generation measured twice as fast without it on CPU)")
    parser.add_argument("--parallel", type=int, default=1, help="requests decoded at the same time")
    return parser.parse_args()


def main() -> int:
    arguments = parse_arguments()

    params = xllamacpp.CommonParams()
    params.model.path = arguments.model
    params.model_alias = {arguments.alias}
    params.hostnames = [arguments.host]
    params.port = arguments.port
    params.n_ctx = arguments.ctx_size
    params.n_parallel = arguments.parallel
    params.cpuparams.n_threads = arguments.threads
    params.cpuparams_batch.n_threads = arguments.threads_batch
    params.flash_attn_type = {
        "on": xllamacpp.llama_flash_attn_type.LLAMA_FLASH_ATTN_TYPE_ENABLED,
        "off": xllamacpp.llama_flash_attn_type.LLAMA_FLASH_ATTN_TYPE_DISABLED,
        "auto": xllamacpp.llama_flash_attn_type.LLAMA_FLASH_ATTN_TYPE_AUTO,
    }[arguments.flash_attn]
    params.ui = False  # no web page, only the API
    params.cache_ram_mib = 256  # host-memory prompt cache: a small model needs little

    stopping = False

    def stop(signum: int, _frame: object) -> None:
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)

    started = time.monotonic()
    server = xllamacpp.Server(params)  # returns once the model is loaded and the port is bound
    print(f"smollm2_server: listening on {server.listening_address} "
          f"after {time.monotonic() - started:.2f} s", flush=True)

    while not stopping:
        time.sleep(0.5)
    print("smollm2_server: stopping", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
