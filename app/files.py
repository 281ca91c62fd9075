"""Writing files so that a failure never leaves half a file where a good one stood.

Every file Muster writes (packs, roster files, game logs, CSV and PDF exports) goes through
:func:`output_file`, which decides what the target path is before anything is written:

- a missing file, or a regular file, is written beside the target under a temporary name and
  renamed over it at the end (an existing file keeps its permissions);
- a symbolic link is followed: the file it points to is replaced as above, and the link stays;
- a device or a pipe (``-o /dev/null``, ``-o /dev/stdout``, a FIFO) is written through, never
  replaced, whoever runs Muster;
- a folder, a missing folder (unless the caller asks for it to be made), or a name the system
  refuses (too long) ends as one translated sentence naming the file, and nothing is left
  behind.
"""

from __future__ import annotations

import os
import shutil
import stat
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

from app.errors import FileWriteError, MusterError
from app.i18n import QT_TRANSLATE_NOOP

ERRORS = {
    "folder": QT_TRANSLATE_NOOP("Errors", "{file} is a folder: give the name of a file to write."),
    "no_folder": QT_TRANSLATE_NOOP(
        "Errors", "Cannot write {file}: the folder {folder} does not exist."
    ),
    "text": QT_TRANSLATE_NOOP(
        "Errors", "Cannot write {file}: the text holds a character that is not valid Unicode."
    ),
}


def _temporary(folder: Path) -> Path:
    """A new, empty file in ``folder`` with a short name (so that a long target name still
    leaves room for it), created with the permissions the user's umask gives new files."""
    for _ in range(20):
        candidate = folder / f".muster-{os.urandom(6).hex()}.tmp"
        try:
            os.close(os.open(candidate, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
        except FileExistsError:
            continue
        return candidate
    raise FileExistsError(f"no free temporary name in {folder}")  # pragma: no cover


@contextmanager
def output_file(
    file: Path,
    *,
    create_folder: bool = False,
    error: type[MusterError] = FileWriteError,
) -> Iterator[Path]:
    """Yields a temporary path to write the whole content of ``file`` to; when the block ends
    without an exception, that content becomes ``file`` (see the module's docstring).

    Any failure removes the temporary file and raises ``error`` (a MusterError taking
    ``file`` and ``detail``), or the folder errors of :data:`ERRORS`; a MusterError raised in
    the block passes through unchanged."""
    shown = str(file)
    temporary: Path | None = None
    try:
        try:
            mode: int | None = os.stat(file).st_mode  # what a link (even /dev/stdout) names
        except FileNotFoundError:
            mode = None
        # A file is replaced where the links lead; a device or a pipe is opened as named.
        target = Path(os.path.realpath(file)) if mode is None or stat.S_ISREG(mode) else file
        if mode is not None and stat.S_ISDIR(mode):
            raise FileWriteError(ERRORS["folder"], file=shown)
        through = mode is not None and not stat.S_ISREG(mode)
        if through:
            # A device or a pipe: written into, never replaced; the content waits elsewhere.
            temporary = _temporary(Path(tempfile.gettempdir()))
        else:
            folder = target.parent
            if not folder.is_dir():
                if not create_folder or folder.exists():
                    raise FileWriteError(ERRORS["no_folder"], file=shown, folder=str(folder))
                folder.mkdir(parents=True, exist_ok=True)
            temporary = _temporary(folder)
            if mode is not None:
                os.chmod(temporary, stat.S_IMODE(mode))
        yield temporary
        if through:
            with open(temporary, "rb") as source, open(target, "wb") as sink:
                shutil.copyfileobj(source, sink)
        else:
            os.replace(temporary, target)
            temporary = None
    except MusterError:
        raise
    except OSError as exc:
        raise error(file=shown, detail=exc.strerror or str(exc)) from exc
    finally:
        if temporary is not None:
            with suppress(OSError):
                temporary.unlink()


def write_bytes_atomic(
    file: Path,
    data: bytes,
    *,
    create_folder: bool = False,
    error: type[MusterError] = FileWriteError,
) -> None:
    """Writes ``data`` to ``file`` through :func:`output_file`."""
    with output_file(file, create_folder=create_folder, error=error) as temporary:
        temporary.write_bytes(data)


def write_text_atomic(
    file: Path,
    text: str,
    newline: str | None = None,
    *,
    create_folder: bool = False,
    error: type[MusterError] = FileWriteError,
) -> None:
    """Writes ``text`` (UTF-8) to ``file`` through :func:`output_file`.

    ``newline`` as for ``open()``: None turns each ``\\n`` into the system's line ending, ""
    writes the text as it is. Raises a MusterError naming the file when it cannot be
    written, before anything is created when the text cannot be encoded."""
    if newline is None and os.linesep != "\n":
        text = text.replace("\n", os.linesep)
    elif newline not in (None, ""):
        text = text.replace("\n", newline)
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise FileWriteError(ERRORS["text"], file=str(file)) from exc
    write_bytes_atomic(file, data, create_folder=create_folder, error=error)
