"""``muster i18n``: maintain the translation files (for developers and packaging).

- ``update [--domain D]``: collect new strings from the sources into the ``.ts`` files;
- ``fill LANG FILE.json [--domain D]``: write translations from a JSON object
  ``{"source text": "translation"}`` (or ``{"Context|source text": ...}``) into the ``.ts``;
  a message that counts (``%n``) takes a list of its plural forms, and English (``en``)
  files hold only those;
- ``release``: compile ``.ts`` to ``.qm``;
- ``check``: list unfinished translations (exit 1 if any).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from app import i18n, jsonio
from app.errors import FileReadError


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("i18n", help="update, fill, compile or check translation files")
    parser.add_argument("action", choices=("update", "fill", "release", "check"))
    parser.add_argument(
        "language", nargs="?", choices=(i18n.SOURCE_LANGUAGE, *i18n.TRANSLATED_LANGUAGES)
    )
    parser.add_argument("file", nargs="?", type=Path, help="JSON translations, for fill")
    parser.add_argument(
        "--domain",
        action="append",
        help="only this domain (core, ui, shatterpoint, builder, ...); repeatable",
    )
    parser.set_defaults(func=run)


def _is_translation(value: object) -> bool:
    """A translation: a text, or a counting message's plural forms (a list of texts)."""
    if isinstance(value, list):
        return bool(value) and all(isinstance(form, str) for form in value)
    return isinstance(value, str)


def _read_table(file: Path) -> dict[str, str | list[str]]:
    """The ``{"source": "translation"}`` object of ``file`` (app/jsonio.py's limits)."""
    try:
        raw = jsonio.loads(jsonio.read_text(file, jsonio.PACK_MAX_BYTES))
    except json.JSONDecodeError as exc:
        raise FileReadError(file=str(file), detail=f"line {exc.lineno}: {exc.msg}") from exc
    if not isinstance(raw, dict) or not all(_is_translation(v) for v in raw.values()):
        raise FileReadError(file=str(file), detail='not a {"source": "translation"} object')
    return raw


def run(args: argparse.Namespace) -> int:
    if args.action == "update":
        for file in i18n.update_sources(domains=args.domain):
            print(file)
        return 0
    if args.action == "fill":
        if not args.language or not args.file:
            print("muster: fill needs LANGUAGE and FILE.json", file=sys.stderr)
            return 2
        raw = _read_table(args.file)
        table: dict = {}
        for key, value in raw.items():
            if "|" in key:
                context, source = key.split("|", 1)
                table[(context, source)] = value
            else:
                table[key] = value
        domains = args.domain or sorted(i18n.sources_by_domain())
        for domain in domains:
            file = i18n.ts_file(domain, args.language)
            if file.exists():
                print(f"{file.name}: {i18n.fill_translations(file, table)} filled")
        return 0
    if args.action == "release":
        i18n.compile_translations()
        return 0
    problems = i18n.unfinished_messages(i18n.resources_dir_ts())
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0
