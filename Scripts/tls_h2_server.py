"""A loopback HTTPS server that offers HTTP/2 (ALPN h2, then http/1.1), for the transport's peer tests.

It makes a throw-away certificate authority with trustme, writes the CA's PEM to --ca-file, and serves every
path with a small JSON body naming the HTTP version the request came over. Served by hypercorn.

    python Scripts/tls_h2_server.py --port N --ca-file PATH
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import tempfile

import trustme
from hypercorn.asyncio import serve
from hypercorn.config import Config


async def app(scope, receive, send):
    if scope["type"] != "http":
        return
    body = json.dumps({"httpVersion": scope["http_version"], "path": scope["path"]}).encode()
    await send({
        "type": "http.response.start",
        "status": 200,
        "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())],
    })
    await send({"type": "http.response.body", "body": body})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--ca-file", required=True, help="where to write the CA certificate (PEM)")
    arguments = parser.parse_args()

    authority = trustme.CA()
    leaf = authority.issue_cert("127.0.0.1", "localhost")
    authority.cert_pem.write_to_path(arguments.ca_file)
    folder = tempfile.mkdtemp(prefix="fittoday-tls-")
    cert_file = os.path.join(folder, "server.pem")
    key_file = os.path.join(folder, "server.key")
    leaf.cert_chain_pems[0].write_to_path(cert_file)
    for extra in leaf.cert_chain_pems[1:]:
        extra.write_to_path(cert_file, append=True)
    leaf.private_key_pem.write_to_path(key_file)

    config = Config()
    config.bind = [f"{arguments.host}:{arguments.port}"]
    config.certfile = cert_file
    config.keyfile = key_file
    config.alpn_protocols = ["h2", "http/1.1"]
    # The tests may reach it late on a busy machine: keep idle connections open.
    config.keep_alive_timeout = 300
    config.accesslog = None
    config.errorlog = "-"
    asyncio.run(serve(app, config))


if __name__ == "__main__":
    main()
