"""``muster validate FILE [--format text|json] [--lang en|fr|pl]`` (see docs/cli.md).

Exit 0 when the roster is legal (a casual roster always is: its errors are warnings), 1 when
it is not, 2 when the file cannot be read or is not a roster. The JSON output is a stable
contract; the text output is for people, in their language.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from app import systems
from app.cli import add_lang_option
from app.errors import json_shown, one_line
from app.i18n import QT_TRANSLATE_NOOP, current_language, translate
from app.roster.document import RosterDocument
from app.workspace import Workspace

CONTEXT = "RosterCommand"

TEXTS = {
    "legal": QT_TRANSLATE_NOOP("RosterCommand", "{name}: legal."),
    "illegal": QT_TRANSLATE_NOOP("RosterCommand", "{name}: not legal."),
    "untitled": QT_TRANSLATE_NOOP("RosterCommand", "Untitled roster"),
    "error": QT_TRANSLATE_NOOP("RosterCommand", "error"),
    "warning": QT_TRANSLATE_NOOP("RosterCommand", "warning"),
    "no_problem": QT_TRANSLATE_NOOP("RosterCommand", "No problems found."),
}


def _tr(key: str, **params: Any) -> str:
    return translate(CONTEXT, TEXTS[key], current_language(), **params)


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "validate", help="check a roster file against its game's rules (exit 0 legal, 1 not)"
    )
    parser.add_argument("file", type=Path, metavar="FILE", help="a muster.roster/1 file")
    parser.add_argument("--format", choices=("text", "json"), default="text")
    add_lang_option(parser)
    parser.set_defaults(func=run_validate)


def validation_report(document: RosterDocument, workspace: Workspace, language: str) -> dict:
    """The ``muster validate --format json`` object for ``document``."""
    system = systems.get(document.system)
    catalog = workspace.catalog(document.system)
    violations = system.validate(document, catalog)
    return {
        "legal": not any(v.severity == "error" for v in violations),
        "violations": [v.to_json(language) for v in violations],
        "totals": system.report_totals(document, catalog),  # each game's own (docs/cli.md)
    }


def _text(report: dict, document: RosterDocument) -> str:
    name = document.name
    lines = [_tr("legal" if report["legal"] else "illegal", name=name or _tr("untitled"))]
    for violation in report["violations"]:
        lines.append(f"  {_tr(violation['severity'])} {violation['code']}: {violation['message']}")
    if not report["violations"]:
        lines.append("  " + _tr("no_problem"))
    system = systems.get(document.system)
    lines.extend(system.totals_lines(report["totals"], current_language()))
    return "\n".join(lines)


def run_validate(args: argparse.Namespace) -> int:
    document = RosterDocument.read(args.file)
    language = current_language()
    report = validation_report(document, Workspace(), language)
    if args.format == "json":
        print(json_shown(json.dumps(report, ensure_ascii=False, indent=2)))
    else:
        print("\n".join(one_line(line) for line in _text(report, document).split("\n")))
    return 0 if report["legal"] else 1
