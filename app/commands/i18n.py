"""``muster i18n``: maintain the translation files (for developers and packaging)."""

from __future__ import annotations

import argparse
import sys

from app import i18n


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("i18n", help="update, compile or check the translation files")
    parser.add_argument(
        "action",
        choices=("update", "release", "check"),
        help="update: collect new strings into the .ts files; "
        "release: compile .ts to .qm; check: list unfinished translations",
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if args.action == "update":
        for file in i18n.update_sources():
            print(file)
        return 0
    if args.action == "release":
        i18n.compile_translations()
        return 0
    problems = i18n.unfinished_messages(sorted(i18n.resources_dir_ts()))
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0
