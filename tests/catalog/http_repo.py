"""A data repository on 127.0.0.1 for the tests: an http.server in a thread whose routes
serve files, redirect, stop half-way, lie about sizes or die, as a test asks."""

from __future__ import annotations

import hashlib
import json
import socket
import struct
import threading
import time
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

FIXTURES = Path(__file__).parent / "fixtures"


@dataclass
class Route:
    body: bytes = b""
    kind: str = "ok"  # ok | nolength | redirect | truncate | die | slow | status
    location: str = ""
    status: int = 200
    delay: float = 0.0


class RepoServer:
    def __init__(self) -> None:
        self.routes: dict[str, Route] = {}
        self.requests: list[str] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def do_GET(self) -> None:
                server.requests.append(self.path)
                route = server.routes.get(self.path.split("?")[0])
                if route is None:
                    self.send_error(404)
                    return
                server.serve(self, route)

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        # serve_forever looks for shutdown() between polls: a short poll stops the server at
        # once at the end of each test (the default half second added up to seconds a run).
        self.thread = threading.Thread(
            target=self.httpd.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True
        )
        self.thread.start()

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}"

    def url(self, path: str) -> str:
        return self.base + path

    def serve(self, handler: BaseHTTPRequestHandler, route: Route) -> None:
        body = route.body
        if route.kind == "redirect":
            handler.send_response(302)
            handler.send_header("Location", route.location)
            handler.send_header("Content-Length", "0")
            handler.end_headers()
            return
        if route.kind == "status":
            handler.send_error(route.status)
            return
        if route.kind == "slow":
            time.sleep(route.delay)
        handler.send_response(200)
        handler.send_header("Content-Type", "application/json")
        if route.kind != "nolength":
            handler.send_header("Content-Length", str(len(body)))
        handler.end_headers()
        if route.kind in ("truncate", "die"):
            handler.wfile.write(body[: len(body) // 2])
            handler.wfile.flush()
            if route.kind == "die":
                # The server goes away: the connection is reset, and nothing answers again.
                sock = handler.connection
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                threading.Thread(target=self.stop, daemon=True).start()
            handler.close_connection = True
            handler.connection.close()
            return
        handler.wfile.write(body)

    def put(self, path: str, body: bytes, kind: str = "ok") -> str:
        self.routes[path] = Route(body, kind)
        return self.url(path)

    def publish(
        self,
        packs: dict[str, bytes],
        index_path: str = "/index.json",
        overrides: dict[str, dict[str, Any]] | None = None,
        kinds: dict[str, str] | None = None,
    ) -> str:
        """Serves each pack (``system/id``: its bytes) at ``/<system>/<id>.json`` and an index
        describing them (``overrides`` replaces fields of a pack's line); returns its URL."""
        listing: dict[str, list[dict[str, Any]]] = {}
        for key, data in packs.items():
            system, pack_id = key.split("/")
            raw = json.loads(data)
            line = {
                "id": pack_id,
                "version": raw.get("version", "1"),
                "date": "2026-11-20",
                "size": len(data),
                "sha256": hashlib.sha256(data).hexdigest(),
                "url": f"{system}/{pack_id}.json",
            }
            line.update((overrides or {}).get(key, {}))
            listing.setdefault(system, []).append(line)
            self.put(f"/{system}/{pack_id}.json", data, (kinds or {}).get(key, "ok"))
        index = {"format": "muster.index/1", "name": "Test club", "systems": listing}
        return self.put(index_path, json.dumps(index).encode())

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def pack_bytes(version: str, rex_pc: int, with_savage: bool = True, **header: Any) -> bytes:
    """A Shatterpoint pack ``club-points``: Captain Rex at ``rex_pc`` points, and (when
    ``with_savage``) Savage Opress, a unit the built-in pack lacks."""
    core = json.loads(
        (Path(__file__).parents[2] / "resources/data/shatterpoint/core.json").read_text("utf-8")
    )
    rex = next(u for u in core["units"] if u["id"] == "cc-7567-captain-rex")
    extras = json.loads((FIXTURES / "club_extras.json").read_text("utf-8"))
    savage = next(u for u in extras["units"] if u["id"] == "savage-opress")
    units = [{**rex, "pc": rex_pc}] + ([savage] if with_savage else [])
    pack = {
        "format": "muster.catalog/1",
        "system": "shatterpoint",
        "id": "club-points",
        "version": version,
        "name": {"en": "Club points", "fr": "Points du club", "pl": "Punkty klubu"},
        "source": "test repository",
        "traits": extras["traits"],
        "units": units,
        **header,
    }
    return json.dumps(pack, indent=1).encode()
