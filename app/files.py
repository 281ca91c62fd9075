"""Writing files so that a failure never leaves half a file where a good one stood."""

from __future__ import annotations

from pathlib import Path

from app.errors import FileWriteError


def write_text_atomic(file: Path, text: str, newline: str | None = None) -> None:
    """Writes ``text`` (UTF-8) beside ``file`` first, then renames it over ``file``.

    Raises FileWriteError (one sentence naming the file) when the disk refuses."""
    tmp = file.with_name(file.name + ".tmp")
    try:
        file.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_text(text, encoding="utf-8", newline=newline)
        tmp.replace(file)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise FileWriteError(file=str(file), detail=exc.strerror or str(exc)) from exc
