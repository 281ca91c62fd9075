"""A hostile catalogue server on 127.0.0.1 for the tests: it answers each request with raw
bytes, as a test scripts them — headers or a body trickled a byte at a time, headers without
end, ``100 Continue`` lines without end, redirects anywhere, an index whose texts hold
control characters. Every loop is bounded (a number of pieces) and ends when the client goes
away or the server stops; pauses are waits on the stop event, so stopping is immediate."""

from __future__ import annotations

import hashlib
import json
import socket
import threading
from collections.abc import Callable, Iterator
from typing import Any

Piece = tuple[bytes, float]  # bytes to send, then seconds to wait
Script = Callable[[str], Iterator[Piece]]
MAX_PIECES = 20_000


def answer(status: str, headers: dict[str, str], body: bytes = b"") -> Iterator[Piece]:
    head = f"HTTP/1.1 {status}\r\n" + "".join(f"{k}: {v}\r\n" for k, v in headers.items())
    # Any text a fuzzed header holds goes out as bytes, a lone surrogate included (as the
    # invalid UTF-8 a hostile server may send): the server must not fail before Muster reads.
    yield (head + "\r\n").encode("utf-8", "surrogatepass") + body, 0.0


def trickled_headers(pause: float) -> Iterator[Piece]:
    yield b"HTTP/1.1 200 OK\r\n", 0.0
    for _ in range(MAX_PIECES):
        yield b"X", pause


def trickled_body(pause: float, size: int = 5000) -> Iterator[Piece]:
    yield b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n" % size, 0.0
    for _ in range(min(size, MAX_PIECES)):
        yield b" ", pause


def endless_headers() -> Iterator[Piece]:
    yield b"HTTP/1.1 200 OK\r\n", 0.0
    for number in range(MAX_PIECES):
        yield b"X-Header-%d: x\r\n" % number, 0.0


def endless_continue(pause: float) -> Iterator[Piece]:
    for _ in range(MAX_PIECES):
        yield b"HTTP/1.1 100 Continue\r\n\r\n", pause


def redirect(location: str) -> Iterator[Piece]:
    return answer("302 Found", {"Location": location, "Content-Length": "0"})


def json_file(data: bytes) -> Iterator[Piece]:
    return answer(
        "200 OK", {"Content-Type": "application/json", "Content-Length": str(len(data))}, data
    )


def index_for(pack: bytes, line: dict[str, Any], name: str = "Hostile club") -> bytes:
    """An index listing the Shatterpoint ``pack`` served at ``/pack.json``; ``line`` replaces
    fields of its entry (a version, a date...)."""
    raw = json.loads(pack)
    entry = {
        "id": raw["id"],
        "version": raw["version"],
        "date": "2026-11-20",
        "size": len(pack),
        "sha256": hashlib.sha256(pack).hexdigest(),
        "url": "pack.json",
        **line,
    }
    index = {"format": "muster.index/1", "name": name, "systems": {"shatterpoint": [entry]}}
    return json.dumps(index).encode()


class HostileServer:
    def __init__(self) -> None:
        self.script: Script = lambda path: answer("404 Not Found", {"Content-Length": "0"})
        self.stopped = threading.Event()
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.listener.settimeout(0.2)
        self.thread = threading.Thread(target=self._accept, daemon=True)
        self.thread.start()

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.listener.getsockname()[1]}"

    def _accept(self) -> None:
        while not self.stopped.is_set():
            try:
                connection, _ = self.listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            threading.Thread(target=self._serve, args=(connection,), daemon=True).start()

    def _serve(self, connection: socket.socket) -> None:
        with connection:
            connection.settimeout(5)
            request = b""
            try:
                while b"\r\n\r\n" not in request and len(request) < 65536:
                    chunk = connection.recv(4096)
                    if not chunk:
                        return
                    request += chunk
                path = request.split(b" ", 2)[1].decode("ascii", "replace")
                for data, pause in self.script(path):
                    connection.sendall(data)
                    if pause and self.stopped.wait(pause):
                        return
            except (OSError, IndexError):
                return  # the client went away: the download was cut, as it should be

    def stop(self) -> None:
        self.stopped.set()
        self.listener.close()
        self.thread.join(timeout=2)
