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

from app.i18n import QT_TRANSLATE_NOOP, SOURCE_LANGUAGE, translate

_IDENTIFIER = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")


PROBLEMS = {
    "reference": QT_TRANSLATE_NOOP("LegionImport", "a reference to {token} is not data"),
    "unexpected": QT_TRANSLATE_NOOP("LegionImport", "unexpected {token}"),
    "not_closed": QT_TRANSLATE_NOOP("LegionImport", "the object is not closed"),
    "no_object": QT_TRANSLATE_NOOP("LegionImport", "no object named {name}"),
    "not_literal": QT_TRANSLATE_NOOP("LegionImport", "{name} is not an object literal"),
    "json": QT_TRANSLATE_NOOP("LegionImport", "not JSON once read: {detail}"),
}


class JsDataError(ValueError):
    """What stops the reading; ``str()`` says it in English, :meth:`message` in a language."""

    def __init__(self, problem: str, **params: object) -> None:
        self.template = PROBLEMS[problem]
        self.params = params
        super().__init__(self.message(SOURCE_LANGUAGE))

    def message(self, language: str | None = None) -> str:
        return translate("LegionImport", self.template, language, **self.params)


_TOKEN = re.compile(
    r"""(?P<space>\s+|//[^\n]*|/\*.*?\*/)
    |(?P<string>"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`)
    |(?P<punct>[{}\[\]:,])
    |(?P<number>-?\d+(?:\.\d+)?)
    |(?P<word>[A-Za-z_$][A-Za-z0-9_$]*)
    |(?P<other>.)""",
    re.VERBOSE | re.DOTALL,
)
_ESCAPES = {"n": "\n", "t": "\t", "\n": ""}  # a backslash before a newline continues the line


def _string(token: str) -> str:
    body = token[1:-1]
    if "\\" in body:
        body = re.sub(r"\\(.)", lambda m: _ESCAPES.get(m[1], m[1]), body, flags=re.DOTALL)
    return json.dumps(body)


_COLON = re.compile(r"\s*:")
_WORDS = ("true", "false", "null")


def _literal_tokens(text: str, start: int) -> list[str]:
    """The tokens of the object literal opening at ``start``, comments dropped, strings and
    bare keys as JSON strings, up to its closing brace."""
    tokens: list[str] = []
    depth = 0
    for match in _TOKEN.finditer(text, start):
        kind = match.lastgroup
        token = match.group()
        if kind == "space":
            continue
        if kind == "string":
            tokens.append(_string(token))
        elif kind == "punct":
            tokens.append(token)
            if token in "{[":
                depth += 1
            elif token in "}]":
                depth -= 1
                if depth == 0:
                    return tokens
        elif kind == "number":
            tokens.append(token)
        elif kind == "word":
            if token in _WORDS:
                tokens.append(token)
            elif _COLON.match(text, match.end()):
                tokens.append(json.dumps(token))
            else:
                raise JsDataError("reference", token=repr(token))
        else:
            raise JsDataError("unexpected", token=repr(token))
    raise JsDataError("not_closed")


def read_object(source: str, name: str) -> Any:
    """The object literal assigned to ``const NAME = {...}`` in ``source``."""
    match = re.search(rf"\b(?:const|let|var)\s+{re.escape(name)}\s*=\s*", source)
    if not match:
        raise JsDataError("no_object", name=name)
    if not source.startswith("{", match.end()):
        raise JsDataError("not_literal", name=name)
    tokens = _literal_tokens(source, match.end())
    cleaned = [
        token
        for index, token in enumerate(tokens)
        if not (token == "," and index + 1 < len(tokens) and tokens[index + 1] in "}]")
    ]
    try:
        return json.loads("".join(cleaned))
    except json.JSONDecodeError as exc:
        raise JsDataError("json", detail=exc.msg) from exc
