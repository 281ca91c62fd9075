"""Reading the data objects of Legion HQ's JavaScript modules (``legionModes.js``,
``battleForcesDict.js``) without running them.

They are object literals: unquoted keys, single or double quotes, trailing commas, comments,
backslash-continued strings, and ``import`` lines before them. This turns such a literal into
JSON text and parses it; anything else (a function, a variable reference) is an error, so the
reader never guesses.
"""

from __future__ import annotations

import json
import re
from typing import Any

_IDENTIFIER = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")


class JsDataError(ValueError):
    pass


def _tokens(text: str) -> list[str]:
    """The literal's tokens, comments dropped, strings as JSON strings."""
    tokens: list[str] = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c.isspace():
            i += 1
        elif text.startswith("//", i):
            end = text.find("\n", i)
            i = n if end < 0 else end
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            if end < 0:
                raise JsDataError("unclosed comment")
            i = end + 2
        elif c in "\"'`":
            j, chars = i + 1, []
            while j < n and text[j] != c:
                if text[j] == "\\" and j + 1 < n:
                    following = text[j + 1]
                    if following == "\n":  # a line continuation
                        j += 2
                        continue
                    chars.append({"n": "\n", "t": "\t"}.get(following, following))
                    j += 2
                    continue
                chars.append(text[j])
                j += 1
            if j >= n:
                raise JsDataError("unclosed string")
            tokens.append(json.dumps("".join(chars)))
            i = j + 1
        elif c in "{}[]:,":
            tokens.append(c)
            i += 1
        elif c == "-" or c.isdigit():
            match = re.compile(r"-?\d+(\.\d+)?").match(text, i)
            if not match:
                raise JsDataError(f"unexpected {c!r}")
            tokens.append(match.group())
            i = match.end()
        else:
            match = _IDENTIFIER.match(text, i)
            if not match:
                raise JsDataError(f"unexpected {c!r}")
            word = match.group()
            tokens.append(word if word in ("true", "false", "null") else json.dumps(word))
            if word not in ("true", "false", "null") and (
                not text[match.end() :].lstrip().startswith(":")
            ):
                raise JsDataError(f"a reference to {word!r} is not data")
            i = match.end()
    return tokens


def read_object(source: str, name: str) -> Any:
    """The object literal assigned to ``const NAME = {...}`` in ``source``."""
    match = re.search(rf"\b(?:const|let|var)\s+{re.escape(name)}\s*=\s*", source)
    if not match:
        raise JsDataError(f"no object named {name}")
    start = match.end()
    if start >= len(source) or source[start] != "{":
        raise JsDataError(f"{name} is not an object literal")
    depth, i, quote = 0, start, ""
    while i < len(source):
        c = source[i]
        if quote:
            if c == "\\":
                i += 2
                continue
            if c == quote:
                quote = ""
        elif source.startswith("//", i):
            i = source.find("\n", i)
            if i < 0:
                break
            continue
        elif c in "\"'`":
            quote = c
        elif c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                break
        i += 1
    else:
        raise JsDataError(f"{name} is not closed")
    tokens = _tokens(source[start : i + 1])
    cleaned = [
        token
        for index, token in enumerate(tokens)
        if not (token == "," and index + 1 < len(tokens) and tokens[index + 1] in "}]")
    ]
    try:
        return json.loads("".join(cleaned))
    except json.JSONDecodeError as exc:
        raise JsDataError(str(exc)) from exc
