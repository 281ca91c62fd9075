"""Reading JSON from outside Muster with limits, in one place (docs/cli.md, "Limits").

Roster files, game logs, catalogue packs, community catalogues, share codes and
``preferences.json`` all come through :func:`loads`, and files through :func:`read_text`, so
that no input can exhaust the stack, the memory or the clock:

- a file is read up to its size limit and no further (``/dev/zero`` ends quickly);
- nesting deeper than :data:`MAX_DEPTH` is refused before parsing;
- a whole number outside the 64-bit range a database column holds, a number that is not
  finite (``1e999``, ``NaN``), and a string holding half of a UTF-16 surrogate pair
  (``"\\ud800"``, which no file can store) are refused.

A refusal is a :class:`JsonLimitError`, a ``json.JSONDecodeError`` with a translated reason
and the line it was found on, so every reader that already reports broken JSON reports these
the same way.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
from itertools import accumulate
from pathlib import Path
from typing import Any

from app.errors import FileReadError
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.numbers import whole_number

CONTEXT = "Json"
KIB = 1024
MIB = 1024 * KIB
MAX_DEPTH = 64
MAX_INTEGER = 2**63 - 1
# The usual limit of one file of each kind; callers name theirs.
ROSTER_MAX_BYTES = 1 * MIB
GAME_LOG_MAX_BYTES = 16 * MIB
PACK_MAX_BYTES = 16 * MIB
COMMUNITY_FILE_MAX_BYTES = 1 * MIB
PREFERENCES_MAX_BYTES = 1 * MIB

REASONS = {
    "depth": QT_TRANSLATE_NOOP("Json", "nested more than {depth} levels deep"),
    "integer": QT_TRANSLATE_NOOP("Json", "a whole number is too large ({digits} digits)"),
    "number": QT_TRANSLATE_NOOP("Json", "a number is not finite ({value})"),
    "surrogate": QT_TRANSLATE_NOOP("Json", "a text holds an invalid character (\\u{code:04x})"),
}
ERRORS = {
    "too_large": QT_TRANSLATE_NOOP(
        "Errors", "{file} is too large: Muster reads files of this kind up to {limit}."
    ),
    "not_regular": QT_TRANSLATE_NOOP(
        "Errors", "{file} is not a regular file (a link, a device or a pipe); it was not read."
    ),
    "not_utf8": QT_TRANSLATE_NOOP("Errors", "{file} is not UTF-8 text."),
    "bad_name": QT_TRANSLATE_NOOP(
        "Errors", "{file} cannot be a file name: it holds a NUL character."
    ),
}

# A string (skipped whole) or a bracket: brackets inside strings do not nest anything.
_TOKENS = re.compile(r'"[^"\\]*+(?:\\.[^"\\]*+)*+"|[\[\]{}]')
# An escaped surrogate, which may be half of a pair or alone; checked on the result.
_STRING = re.compile(r'"[^"\\]*+(?:\\.[^"\\]*+)*+"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
_SURROGATE = re.compile("[\ud800-\udfff]")


class JsonLimitError(json.JSONDecodeError):
    """JSON that is well-formed but beyond Muster's limits; ``msg`` says why, translated."""

    def __init__(self, reason: str, text: str, position: int, **params: object) -> None:
        super().__init__(translate(CONTEXT, REASONS[reason], None, **params), text, position)


def size_text(size: int) -> str:
    """A byte count as people write it (``16 MiB``, ``64 KiB``)."""
    if size >= MIB and size % MIB == 0:
        return f"{size // MIB} MiB"
    if size >= KIB and size % KIB == 0:
        return f"{size // KIB} KiB"
    return f"{size} B"


def _check_depth(text: str, max_depth: int) -> None:
    # Cheap when the text cannot nest that deep at all; else strings are taken out (brackets
    # inside them nest nothing) and the brackets left are counted, all in C loops.
    if text.count("[") + text.count("{") <= max_depth:
        return
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    if max(accumulate(map(_STEP.__getitem__, brackets)), default=0) > max_depth:
        # Find where, for the message: only on the refusal path.
        level = 0
        for match in _TOKENS.finditer(text):
            token = match.group()
            level += 1 if token in "[{" else -1 if token in "]}" else 0
            if level > max_depth:
                raise JsonLimitError("depth", text, match.start(), depth=max_depth)
        raise JsonLimitError("depth", text, 0, depth=max_depth)


def _integer(token: str) -> int:
    value = whole_number(token, 19, signed=True)
    if value is None or not -MAX_INTEGER - 1 <= value <= MAX_INTEGER:
        raise ValueError(("integer", len(token.lstrip("-"))))
    return value


def _float(token: str) -> float:
    value = float(token)
    if not math.isfinite(value):
        raise ValueError(("number", token[:40]))
    return value


def _constant(token: str) -> float:
    raise ValueError(("number", token))


def _lone_surrogate(value: Any) -> str | None:
    """The first lone surrogate in any string (key or value) of ``value``, if any."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found = _SURROGATE.search(item)
            if found is not None:
                try:
                    item.encode("utf-8")
                except UnicodeEncodeError as exc:
                    return item[exc.start]
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return None


def loads(text: str, max_depth: int = MAX_DEPTH) -> Any:
    """``json.loads`` within Muster's limits; raises ``json.JSONDecodeError`` (a
    :class:`JsonLimitError` for a limit) for anything it refuses."""
    _check_depth(text, max_depth)
    try:
        value = json.loads(text, parse_int=_integer, parse_float=_float, parse_constant=_constant)
    except ValueError as exc:
        if isinstance(exc, json.JSONDecodeError):
            raise
        reason = exc.args[0] if exc.args and isinstance(exc.args[0], tuple) else None
        if reason is None:  # pragma: no cover - json raises nothing else
            raise json.JSONDecodeError(str(exc), text, 0) from exc
        kind, detail = reason
        params = {"digits": detail} if kind == "integer" else {"value": detail}
        raise JsonLimitError(kind, text, _position_of(text, kind, detail), **params) from exc
    except RecursionError as exc:  # deeper than the interpreter allows: refused above, normally
        raise JsonLimitError("depth", text, 0, depth=max_depth) from exc
    if _SURROGATE_ESCAPE.search(text) or _SURROGATE.search(text):
        char = _lone_surrogate(value)
        if char is not None:
            position = max(0, text.lower().find(f"\\u{ord(char):04x}"))
            raise JsonLimitError("surrogate", text, position, code=ord(char))
    return value


def _position_of(text: str, kind: str, detail: object) -> int:
    """Where, roughly, the refused number is (for the line number in the message)."""
    if kind == "integer":
        match = re.search(rf"-?\d{{{int(str(detail))}}}", text)
        return match.start() if match else 0
    return max(0, text.find(str(detail)))


def read_bytes(file: Path, max_bytes: int, regular_only: bool = False) -> bytes:
    """The content of ``file``, at most ``max_bytes`` long.

    Reads no further than the limit, so a device that never ends is refused quickly. With
    ``regular_only`` (files found by walking a folder, rather than named by the user), a
    symbolic link, a device, a pipe or a socket is refused without waiting on it.
    Raises FileReadError naming the file."""
    try:
        if regular_only:
            flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
            try:
                descriptor = os.open(file, flags)
            except OSError as exc:
                if file.is_symlink():
                    raise FileReadError(ERRORS["not_regular"], file=str(file)) from exc
                raise
            with os.fdopen(descriptor, "rb") as handle:
                if not stat.S_ISREG(os.fstat(descriptor).st_mode):
                    raise FileReadError(ERRORS["not_regular"], file=str(file))
                data = handle.read(max_bytes + 1)
        else:
            with open(file, "rb") as handle:
                data = handle.read(max_bytes + 1)
    except OSError as exc:
        raise FileReadError(file=str(file), detail=exc.strerror or str(exc)) from exc
    except ValueError as exc:  # a NUL in the name: no system opens such a file
        raise FileReadError(ERRORS["bad_name"], file=str(file)) from exc
    if len(data) > max_bytes:
        raise FileReadError(ERRORS["too_large"], file=str(file), limit=size_text(max_bytes))
    return data


def read_text(file: Path, max_bytes: int, regular_only: bool = False) -> str:
    """``file`` as UTF-8 text (a byte-order mark is allowed), within ``max_bytes``."""
    data = read_bytes(file, max_bytes, regular_only)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise FileReadError(ERRORS["not_utf8"], file=str(file)) from exc
