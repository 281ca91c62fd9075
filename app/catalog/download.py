"""Downloading from a data repository: http and https only, within limits, cancellable.

Every download has a size it may not pass (the index's own limit, or the size the index
gives a pack), a timeout on each network wait, a deadline for the whole file and a bounded
number of redirects (a loop is named as one). The caller's ``cancel`` event is looked at
between blocks, so a cancelled check ends within one network wait. Every failure is a
:class:`DownloadError` subclass with one translated sentence.
"""

from __future__ import annotations

import http.client
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import urljoin, urlsplit

from app import __version__
from app.catalog.repository import RepositoryError, localized_detail
from app.i18n import QT_TRANSLATE_NOOP
from app.jsonio import size_text

BLOCK = 64 * 1024
REDIRECT_CODES = (301, 302, 303, 307, 308)


@dataclass(frozen=True)
class Limits:
    timeout: float = 15.0  # seconds of silence from the server before giving up
    deadline: float = 300.0  # seconds for one whole file
    redirects: int = 5


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
        "Errors", "The download of {url} took longer than {seconds} seconds and was stopped."
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
}


def check_address(url: str) -> str:
    """``url`` if it is an http or https address with a host; BadAddressError otherwise."""
    try:
        parts = urlsplit(url)
    except ValueError as exc:
        raise BadAddressError(url=url) from exc
    bad_char = any(ord(char) <= 0x20 or char == "\x7f" for char in url)
    if parts.scheme not in ("http", "https") or not parts.hostname or bad_char:
        raise BadAddressError(url=url)
    return url


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    """Redirects are followed by :func:`fetch` itself, which counts them and sees loops."""

    def redirect_request(self, *args: object, **kwargs: object) -> None:
        return None


_opener = urllib.request.build_opener(_NoRedirect())


def _reason(exc: BaseException) -> str:
    if isinstance(exc, urllib.error.URLError) and not isinstance(exc.reason, str):
        exc = exc.reason if isinstance(exc.reason, BaseException) else exc
    return getattr(exc, "strerror", None) or str(exc) or type(exc).__name__


def _open(url: str, limits: Limits) -> http.client.HTTPResponse:
    """The response for ``url`` after following redirects (at most ``limits.redirects``)."""
    seen = {url}
    current = url
    for _hop in range(limits.redirects + 1):
        check_address(current)
        request = urllib.request.Request(
            current, headers={"User-Agent": f"Muster/{__version__}", "Accept-Encoding": "identity"}
        )
        try:
            response = _opener.open(request, timeout=limits.timeout)
        except urllib.error.HTTPError as exc:
            location = exc.headers.get("Location") if exc.code in REDIRECT_CODES else None
            exc.close()
            if location is None:
                raise HttpStatusError(url=current, status=exc.code, reason=exc.reason) from exc
            current = urljoin(current, location)
            if current in seen:
                raise RedirectLoopError(url=url, limit=limits.redirects) from exc
            seen.add(current)
            continue
        except TimeoutError as exc:
            raise UnreachableError(
                url=current, detail=localized_detail(DETAILS["timeout"], seconds=limits.timeout)
            ) from exc
        except (urllib.error.URLError, OSError, http.client.HTTPException, ValueError) as exc:
            if isinstance(exc, urllib.error.URLError) and isinstance(exc.reason, TimeoutError):
                raise UnreachableError(
                    url=current,
                    detail=localized_detail(DETAILS["timeout"], seconds=limits.timeout),
                ) from exc
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
    limits = limits or Limits()
    cancel = cancel or threading.Event()
    if cancel.is_set():
        raise CancelledError(url=url)
    started = time.monotonic()
    response = _open(url, limits)
    final = response.geturl() or url
    chunks: list[bytes] = []
    got = 0
    try:
        announced = response.headers.get("Content-Length")
        if announced is not None and announced.strip().isdigit() and int(announced) > max_bytes:
            raise _too_large(url, max_bytes, exact)
        while True:
            if cancel.is_set():
                raise CancelledError(url=url)
            if time.monotonic() - started > limits.deadline:
                raise TooSlowError(url=url, seconds=int(limits.deadline))
            try:
                chunk = response.read(min(BLOCK, max_bytes + 1 - got))
            except TimeoutError as exc:
                if exact:
                    raise TruncatedError(url=url, got=got, size=max_bytes) from exc
                raise UnreachableError(
                    url=url, detail=localized_detail(DETAILS["timeout"], seconds=limits.timeout)
                ) from exc
            except (http.client.HTTPException, OSError) as exc:
                if exact:
                    raise TruncatedError(url=url, got=got, size=max_bytes) from exc
                raise UnreachableError(
                    url=url, detail=localized_detail(DETAILS["broken"], reason=_reason(exc))
                ) from exc
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
