"""Downloading from a data repository: http and https only, within limits, cancellable.

Every download has a size it may not pass (the index's own limit, or the size the index
gives a pack), a timeout on each network wait, a deadline for the whole file and a bounded
number of redirects (a loop is named as one). Each address — the first and every redirect's
— is checked before any socket opens: http or https, a host, a port from 1 to 65535, no
control character. The deadline covers everything: connecting, the server's headers (one that
trickles them, or sends ``100 Continue`` lines without end, is cut too) and the body; a
watchdog shuts the connection when it passes, so a read blocked on a trickling server ends
at the deadline, not after its next block. The caller's ``cancel`` event is looked at between
blocks, so a cancelled check ends within one network wait. Every failure is a
:class:`DownloadError` subclass with one translated sentence.
"""

from __future__ import annotations

import http.client
import socket
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import urljoin, urlsplit

from app import __version__
from app.catalog.repository import RepositoryError, localized_detail
from app.i18n import QT_TRANSLATE_NOOP
from app.jsonio import size_text
from app.numbers import whole_number

BLOCK = 64 * 1024
REDIRECT_CODES = (301, 302, 303, 307, 308)


@dataclass(frozen=True)
class Limits:
    timeout: float = 15.0  # seconds of silence from the server before giving up
    deadline: float = 300.0  # seconds for one whole file: connection, headers and body
    redirects: int = 5


# What a download may take when its caller names no limits (docs/cli.md, "Limits"); tests
# put short ones here.
DEFAULT_LIMITS = Limits()


class DownloadError(RepositoryError):
    template = QT_TRANSLATE_NOOP("Errors", "Cannot download {url}: {detail}")


class UnreachableError(DownloadError):
    template = QT_TRANSLATE_NOOP("Errors", "The repository {url} cannot be reached: {detail}")


class HttpStatusError(DownloadError):
    template = QT_TRANSLATE_NOOP(
        "Errors", "The server of {url} answered {status} ({reason}) instead of the file."
    )


class RedirectLoopError(DownloadError):
    template = QT_TRANSLATE_NOOP(
        "Errors", "{url} redirects in a loop (or more than {limit} times); nothing was downloaded."
    )


class TooLargeError(DownloadError):
    template = QT_TRANSLATE_NOOP(
        "Errors",
        "{url} is larger than the {size} bytes the repository index gives it; "
        "the download was stopped.",
    )


class IndexTooLargeError(DownloadError):
    template = QT_TRANSLATE_NOOP(
        "Errors", "The repository index {url} is larger than {limit}; it was not read."
    )


class TruncatedError(DownloadError):
    template = QT_TRANSLATE_NOOP(
        "Errors", "The download of {url} stopped after {got} of {size} bytes."
    )


class TooSlowError(DownloadError):
    template = QT_TRANSLATE_NOOP(
        "Errors",
        "The download of {url} took longer than {seconds} seconds and was stopped ({detail}).",
    )


class HashMismatchError(DownloadError):
    template = QT_TRANSLATE_NOOP(
        "Errors",
        "{url} is not the file the repository index describes (its SHA-256 differs); "
        "it was not used.",
    )


class BadAddressError(DownloadError):
    template = QT_TRANSLATE_NOOP(
        "Errors", '"{url}" is not a web address Muster can use: give an http or https address.'
    )


class CancelledError(DownloadError):
    template = QT_TRANSLATE_NOOP("Errors", "The check for updates was cancelled.")


DETAILS = {
    "timeout": QT_TRANSLATE_NOOP("CatalogUpdates", "no answer within {seconds} seconds"),
    "broken": QT_TRANSLATE_NOOP("CatalogUpdates", "the connection broke ({reason})"),
    "connecting": QT_TRANSLATE_NOOP("CatalogUpdates", "the connection was still being made"),
    "headers": QT_TRANSLATE_NOOP(
        "CatalogUpdates", "the server had not finished the headers of its answer"
    ),
    "body": QT_TRANSLATE_NOOP("CatalogUpdates", "{got} bytes of the file had arrived"),
    "not_http": QT_TRANSLATE_NOOP(
        "CatalogUpdates", "its answer is not one a web server gives (too many or too long headers)"
    ),
}


def check_address(url: str) -> str:
    """``url`` if it is an http or https address with a host and a usable port;
    BadAddressError otherwise (before any socket opens)."""
    try:
        parts = urlsplit(url)
        port = parts.port  # a ValueError for a port past 65535 or not a number
    except ValueError as exc:
        raise BadAddressError(url=url) from exc
    bad_char = any(ord(char) <= 0x20 or 0x7F <= ord(char) <= 0x9F for char in url)
    if parts.scheme not in ("http", "https") or not parts.hostname or bad_char or port == 0:
        raise BadAddressError(url=url)
    return url


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    """Redirects are followed by :func:`fetch` itself, which counts them, sees loops and
    checks each address (urllib's own handler would parse the address first, and raise on
    ``http://[``): a redirect reaches it as an HTTPError."""

    def http_error_302(self, req: Any, fp: Any, code: int, msg: str, headers: Any) -> Any:
        return None

    http_error_301 = http_error_303 = http_error_307 = http_error_308 = http_error_302


class _Watchdog:
    """Shuts every socket of one download when its deadline passes: a read blocked on a
    server that trickles its headers or its body returns at once."""

    def __init__(self, seconds: float) -> None:
        self.fired = False
        self._sockets: list[socket.socket] = []
        self._lock = threading.Lock()
        self._timer = threading.Timer(max(seconds, 0.0), self._fire)
        self._timer.daemon = True
        self._timer.start()

    def watch(self, sock: socket.socket) -> socket.socket:
        with self._lock:
            self._sockets.append(sock)
            if self.fired:
                _shut(sock)
        return sock

    def _fire(self) -> None:
        with self._lock:
            self.fired = True
            for sock in self._sockets:
                _shut(sock)

    def stop(self) -> None:
        self._timer.cancel()


def _shut(sock: socket.socket) -> None:
    try:
        # The plain socket's shutdown, under TLS too: the TLS layer's own would change its
        # state under the reading thread.
        socket.socket.shutdown(sock, socket.SHUT_RDWR)
    except OSError:
        pass  # already closed


class _Watched(urllib.request.AbstractHTTPHandler):
    """Hands each connection's socket to the download's watchdog as soon as it exists
    (before TLS, before a proxy's tunnel)."""

    watchdog: _Watchdog

    def do_open(self, http_class: Any, req: Any, **http_conn_args: Any) -> Any:
        watchdog = self.watchdog

        def connection(host: str, **args: Any) -> http.client.HTTPConnection:
            made = http_class(host, **args)

            def create(*where: Any, **options: Any) -> socket.socket:
                return watchdog.watch(socket.create_connection(*where, **options))

            made._create_connection = create
            return made  # type: ignore[no-any-return]

        return super().do_open(connection, req, **http_conn_args)


class _WatchedHttp(_Watched, urllib.request.HTTPHandler):
    pass


class _WatchedHttps(_Watched, urllib.request.HTTPSHandler):
    pass


def _opener(watchdog: _Watchdog) -> urllib.request.OpenerDirector:
    handlers: list[_Watched] = [_WatchedHttp(), _WatchedHttps()]
    for handler in handlers:
        handler.watchdog = watchdog
    return urllib.request.build_opener(_NoRedirect(), *handlers)


def _reason(exc: BaseException) -> str:
    if isinstance(exc, urllib.error.URLError) and not isinstance(exc.reason, str):
        exc = exc.reason if isinstance(exc.reason, BaseException) else exc
    return getattr(exc, "strerror", None) or str(exc) or type(exc).__name__


def _too_slow(url: str, limits: Limits, stage: str, **params: Any) -> TooSlowError:
    detail = localized_detail(DETAILS[stage], **params)
    return TooSlowError(url=url, seconds=f"{limits.deadline:g}", detail=detail)


def _open(url: str, limits: Limits, watchdog: _Watchdog) -> http.client.HTTPResponse:
    """The response for ``url`` after following redirects (at most ``limits.redirects``)."""
    seen = {url}
    current = url
    opener = _opener(watchdog)
    started = time.monotonic()
    for _hop in range(limits.redirects + 1):
        check_address(current)
        request = urllib.request.Request(
            current, headers={"User-Agent": f"Muster/{__version__}", "Accept-Encoding": "identity"}
        )
        # Connecting waits no longer than the deadline leaves.
        left = limits.deadline - (time.monotonic() - started)
        try:
            response = opener.open(request, timeout=max(min(limits.timeout, left), 0.001))
        except urllib.error.HTTPError as exc:
            location = exc.headers.get("Location") if exc.code in REDIRECT_CODES else None
            exc.close()
            if location is None:
                raise HttpStatusError(url=current, status=exc.code, reason=exc.reason) from exc
            try:
                current = urljoin(current, location)
            except ValueError as bad:
                raise BadAddressError(url=location) from bad
            if current in seen:
                raise RedirectLoopError(url=url, limit=limits.redirects) from exc
            seen.add(current)
            continue
        except (urllib.error.URLError, OSError, http.client.HTTPException, ValueError) as exc:
            if watchdog.fired or time.monotonic() - started >= limits.deadline:
                connecting = isinstance(exc, urllib.error.URLError)
                raise _too_slow(url, limits, "connecting" if connecting else "headers") from exc
            timed_out = isinstance(exc, TimeoutError) or (
                isinstance(exc, urllib.error.URLError) and isinstance(exc.reason, TimeoutError)
            )
            if timed_out:
                raise UnreachableError(
                    url=current,
                    detail=localized_detail(DETAILS["timeout"], seconds=limits.timeout),
                ) from exc
            if isinstance(exc, http.client.HTTPException):  # urllib's reasons are English
                detail = localized_detail(DETAILS["not_http"])
                raise UnreachableError(url=current, detail=detail) from exc
            raise UnreachableError(url=current, detail=_reason(exc)) from exc
        return response  # type: ignore[no-any-return]
    raise RedirectLoopError(url=url, limit=limits.redirects)


def _too_large(url: str, max_bytes: int, exact: bool) -> DownloadError:
    if exact:
        return TooLargeError(url=url, size=max_bytes)
    return IndexTooLargeError(url=url, limit=size_text(max_bytes))


def fetch(
    url: str,
    max_bytes: int,
    *,
    exact: bool = False,
    limits: Limits | None = None,
    cancel: threading.Event | None = None,
    progress: Callable[[int], None] | None = None,
) -> bytes:
    """The body at ``url``: at most ``max_bytes``, exactly ``max_bytes`` when ``exact`` (a pack
    whose size the index gives). ``progress(bytes_read_so_far)`` follows each block."""
    return fetch_from(url, max_bytes, exact=exact, limits=limits, cancel=cancel, progress=progress)[
        0
    ]


def fetch_from(
    url: str,
    max_bytes: int,
    *,
    exact: bool = False,
    limits: Limits | None = None,
    cancel: threading.Event | None = None,
    progress: Callable[[int], None] | None = None,
) -> tuple[bytes, str]:
    """As :func:`fetch`, with the address the body came from (after redirects), against
    which the addresses it holds are read."""
    limits = limits or DEFAULT_LIMITS
    cancel = cancel or threading.Event()
    if cancel.is_set():
        raise CancelledError(url=url)
    watchdog = _Watchdog(limits.deadline)
    try:
        return _download(url, max_bytes, exact, limits, cancel, progress, watchdog)
    finally:
        watchdog.stop()


def _download(
    url: str,
    max_bytes: int,
    exact: bool,
    limits: Limits,
    cancel: threading.Event,
    progress: Callable[[int], None] | None,
    watchdog: _Watchdog,
) -> tuple[bytes, str]:
    started = time.monotonic()
    response = _open(url, limits, watchdog)
    final = response.geturl() or url
    chunks: list[bytes] = []
    got = 0
    try:
        if watchdog.fired:  # the shut connection ended headers that were still trickling
            raise _too_slow(url, limits, "headers")
        announced = whole_number(response.headers.get("Content-Length") or "")
        if announced is not None and announced > max_bytes:
            raise _too_large(url, max_bytes, exact)
        while True:
            if cancel.is_set():
                raise CancelledError(url=url)
            if watchdog.fired or time.monotonic() - started > limits.deadline:
                raise _too_slow(url, limits, "body", got=got)
            try:
                chunk = response.read(min(BLOCK, max_bytes + 1 - got))
            except (http.client.HTTPException, OSError) as exc:
                if watchdog.fired:
                    raise _too_slow(url, limits, "body", got=got) from exc
                raise _read_failure(url, got, max_bytes, exact, limits, exc) from exc
            if watchdog.fired:  # the shut connection reads as the end of the file
                raise _too_slow(url, limits, "body", got=got)
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
            if got > max_bytes:
                raise _too_large(url, max_bytes, exact)
            if progress is not None:
                progress(got)
    finally:
        response.close()
    if exact and got < max_bytes:
        raise TruncatedError(url=url, got=got, size=max_bytes)
    return b"".join(chunks), final


def _read_failure(
    url: str, got: int, max_bytes: int, exact: bool, limits: Limits, exc: BaseException
) -> DownloadError:
    if exact:
        return TruncatedError(url=url, got=got, size=max_bytes)
    if isinstance(exc, TimeoutError):
        detail = localized_detail(DETAILS["timeout"], seconds=limits.timeout)
    else:
        detail = localized_detail(DETAILS["broken"], reason=_reason(exc))
    return UnreachableError(url=url, detail=detail)
