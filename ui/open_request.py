"""Opening what the desktop hands Muster: a roster file (``muster team.muster.json``, a
double-click on the file) or a share link (``muster muster://open/MU1.…``, a click on a link).

Both end in the Builder page, in the roster's own game's builder. A share link is read by the
same decoder as ``muster share decode``: any Muster code, or any code of a game's own formats,
that the link holds (percent-encoded or not)."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import unquote, urlparse

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from app.errors import LinkError, MusterError


def file_path(target: str) -> Path | None:
    """The local file a ``file:`` URL or a plain path names; None for a share link.
    LinkError for a ``file:`` URL that cannot be read (``file://[``)."""
    if target.lower().startswith("muster:"):
        return None
    if target.lower().startswith("file:"):
        try:
            return Path(unquote(urlparse(target).path, errors="strict"))
        except ValueError as exc:  # a bad IPv6 host, bytes that are not UTF-8
            raise LinkError(link=target) from exc
    return Path(target)


def open_in_builder(window: QWidget, target: str) -> None:
    from ui.builder.dialogs import show_error

    window.show_page("builder")  # type: ignore[attr-defined]
    page = window.pages["builder"]  # type: ignore[attr-defined]
    builder = page.current
    try:
        path = file_path(target)
    except MusterError as exc:
        show_error(builder, QCoreApplication.translate("OpenRequest", "Open file"), exc)
        return
    if path is not None:
        page.open_path(path)
        return
    from app.roster import share

    title = QCoreApplication.translate("OpenRequest", "Open share link")
    try:
        document = share.decode(target, builder.workspace.catalog)
    except MusterError as exc:
        show_error(builder, title, exc)
        return
    builder.open_document(document, title, True)
