"""Typed, user-facing errors.

Each error carries an English template (marked for translation under the ``Errors`` context)
and its parameters, so the CLI and the interface can state it as one sentence in the user's
language. Nothing here is a traceback: code that catches a :class:`MusterError` shows
:meth:`MusterError.message` and goes on.
"""

from __future__ import annotations

import re

from app.i18n import QT_TRANSLATE_NOOP, translate

CONTEXT = "Errors"

# What must never reach a terminal or a dialog raw from the input: C0 and C1 control
# characters (CR, LF, ESC...), DEL, the Unicode line and paragraph separators, the
# bidirectional controls (a right-to-left override makes "gpj.exe" read "exe.jpg") and lone
# surrogates (undecodable bytes of a file name or argument, "\ud800" in a JSON string).
UNSAFE_RANGES = (
    (0x00, 0x1F),
    (0x7F, 0x9F),
    (0x061C, 0x061C),
    (0x200E, 0x200F),
    (0x2028, 0x202E),
    (0x2066, 0x2069),
    (0xD800, 0xDFFF),
)
_UNSAFE = re.compile(
    "[" + "".join(f"\\U{low:08x}-\\U{high:08x}" for low, high in UNSAFE_RANGES) + "]"
)
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escape(match: re.Match[str]) -> str:
    char = match.group()
    if char in _NAMED:
        return _NAMED[char]
    code = ord(char)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def one_line(text: str) -> str:
    """``text`` on one line, each control character shown escaped (``\\n``, ``\\x1b``)."""
    return _UNSAFE.sub(_escape, text)


def json_shown(text: str) -> str:
    """JSON text (``json.dumps(..., ensure_ascii=False)``) for a terminal: each character
    :func:`one_line` escapes, written as a ``\\u`` escape — the same data to a JSON reader.
    Raw line feeds are the indentation's (JSON escapes those inside strings)."""
    return _UNSAFE.sub(
        lambda m: m.group() if m.group() == "\n" else f"\\u{ord(m.group()):04x}", text
    )


def has_unsafe(text: str) -> bool:
    """Whether ``text`` holds a character :func:`one_line` would escape."""
    return _UNSAFE.search(text) is not None


class MusterError(Exception):
    template: str = QT_TRANSLATE_NOOP("Errors", "Something went wrong: {detail}")

    def __init__(self, template: str | None = None, **params: object) -> None:
        if template is not None:
            self.template = template
        self.params = params
        super().__init__(self.message("en"))

    def message(self, language: str | None = None) -> str:
        """One line in ``language``; what the input put in it is shown, never obeyed."""
        return one_line(translate(CONTEXT, self.template, language, **self.params))


class FileReadError(MusterError):
    template = QT_TRANSLATE_NOOP("Errors", "Cannot read {file}: {detail}")


class FileWriteError(MusterError):
    template = QT_TRANSLATE_NOOP("Errors", "Cannot write {file}: {detail}")


class CatalogError(MusterError):
    """A catalogue pack that cannot be used. ``problems`` lists each one (file, entry, field)."""

    template = QT_TRANSLATE_NOOP("Errors", "The catalogue pack {file} is not valid: {detail}")

    def __init__(
        self, template: str | None = None, problems: list[str] | None = None, **params: object
    ) -> None:
        self.problems = problems or []
        super().__init__(template, **params)


class RosterFormatError(MusterError):
    template = QT_TRANSLATE_NOOP("Errors", "This is not a Muster roster: {detail}")


class ShareCodeError(MusterError):
    template = QT_TRANSLATE_NOOP("Errors", "This share code cannot be read: {detail}")


class LinkError(MusterError):
    """A link the desktop handed Muster (``file://[``) that names no file and no code."""

    template = QT_TRANSLATE_NOOP(
        "Errors", 'Muster cannot open "{link}": it is neither a file nor a share link.'
    )


class RosterNotFoundError(MusterError):
    template = QT_TRANSLATE_NOOP("Errors", "There is no saved roster number {roster_id}.")


class UnknownSystemError(MusterError):
    template = QT_TRANSLATE_NOOP("Errors", 'Muster does not know the game system "{system}".')


class NotTrackedError(MusterError):
    template = QT_TRANSLATE_NOOP("Errors", "Muster does not track {system} games yet.")


class NotPrintableError(MusterError):
    template = QT_TRANSLATE_NOOP("Errors", "Muster cannot print {system} cards and rosters yet.")


class DatabaseError(MusterError):
    template = QT_TRANSLATE_NOOP("Errors", "The database cannot be used: {detail}")


class DatabaseCorruptError(DatabaseError):
    template = QT_TRANSLATE_NOOP(
        "Errors", "The database file {file} is damaged and cannot be opened."
    )


class DatabaseTooNewError(DatabaseError):
    template = QT_TRANSLATE_NOOP(
        "Errors",
        "The database {file} was written by a newer version of Muster (schema {revision}); "
        "update Muster to open it. Nothing was changed.",
    )


class DatabaseUnreachableError(DatabaseError):
    template = QT_TRANSLATE_NOOP("Errors", "Cannot connect to the database {url}: {detail}")


class DatabaseFullError(DatabaseError):
    template = QT_TRANSLATE_NOOP(
        "Errors",
        "The disk holding the database {file} is full; free some space and try again. "
        "Nothing was changed.",
    )


class DatabaseReadOnlyError(DatabaseError):
    template = QT_TRANSLATE_NOOP(
        "Errors",
        "The folder {folder} is read-only, so Muster cannot write its database {file} there.",
    )


class DatabasePermissionError(DatabaseError):
    template = QT_TRANSLATE_NOOP(
        "Errors", "Muster is not allowed to open the database {file} (permission denied)."
    )


class DatabaseIsFolderError(DatabaseError):
    template = QT_TRANSLATE_NOOP(
        "Errors", "{file} is a folder where Muster expects its database file; nothing was moved."
    )


class DatabaseUrlError(DatabaseError):
    """The configured database address is unusable; ``setting`` names where it was set."""

    template = QT_TRANSLATE_NOOP(
        "Errors",
        'The setting {setting} ("{url}") is not a database address Muster can use; '
        "write it like postgresql+psycopg://user@server/muster, or leave it empty.",
    )


class DatabaseDriverError(DatabaseUrlError):
    template = QT_TRANSLATE_NOOP(
        "Errors",
        'The setting {setting} asks for a "{driver}" database, whose driver is not installed; '
        "use postgresql+psycopg://… or leave it empty.",
    )
