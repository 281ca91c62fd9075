"""The command line: ``muster <command>`` runs headless; see docs/cli.md.

Each area of the core keeps its commands in its own module with a ``register(subparsers)``
function; this file only assembles them. A command returns its exit code. A MusterError
reaches the user as one line on stderr and exit code 2, never as a traceback.
"""

from __future__ import annotations

import argparse
import codecs
import importlib
import os
import re
import sys
from collections.abc import Sequence
from typing import NoReturn

from app import __version__
from app.errors import MusterError, one_line
from app.i18n import (
    QT_TRANSLATE_NOOP,
    SOURCE_LANGUAGE,
    TRANSLATED_LANGUAGES,
    set_card_names_in_english,
    set_language,
    translate,
)

UTF8 = ("utf-8", "utf8")
LANGUAGES = (SOURCE_LANGUAGE, *TRANSLATED_LANGUAGES)
SURROGATES = re.compile("[\ud800-\udfff]")
VERSION_TEXT = f"Muster {__version__}"

# Modules that add subcommands. Each defines register(subparsers) -> None and sets
# ``func`` (args -> int) on the parsers it adds. Building the parser imports them all (for
# ``--help``), so each imports at module level only what its parsers need: the heavy code
# (a game's modules, SQLAlchemy, catalogues, the PDF writer) is imported by the command that
# runs (tests/core/test_startup_imports.py; docs/architecture.md, "Start-up").
COMMAND_MODULES = (
    "app.commands.i18n",
    "app.commands.catalog",
    "app.commands.roster",
    "app.commands.share",
    "app.commands.campaign",
    "app.commands.tournament",
    "app.commands.stats",
    "app.commands.print",
    "app.commands.game",
)


class Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line on stderr (and exit 2), like every other error;
    ``muster COMMAND --help`` still prints the whole usage."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {one_line(message)}\n")


def build_parser() -> argparse.ArgumentParser:
    from app import systems

    parser = Parser(
        prog="muster",
        description="Muster: army builder, game tracker and campaign manager. "
        "Without a command, opens the window.",
        # Every game by its id and name, from the games' declarations: none is loaded.
        epilog="games (SYSTEM, --system): "
        + "; ".join(f"{sid} ({systems.declared(sid).name or sid})" for sid in systems.system_ids()),
    )
    parser.add_argument("--version", action="version", version=VERSION_TEXT)
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="open the main window offscreen, print 'ok' once shown, and exit",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(subparsers)
    return parser


def add_lang_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=None,
        help="language of the messages (default: your preference or system's)",
    )


def apply_language(args: argparse.Namespace) -> str:
    """The messages' language (``--lang``, else the preference), and the card names' policy
    the window's Settings chose (in the player's language where known, or always English)."""
    from app.settings import load_preferences

    prefs = load_preferences()
    language = getattr(args, "lang", None) or prefs.language
    set_language(language)
    set_card_names_in_english(prefs.card_names_in_english)
    return language


def error(message: str) -> int:
    print(f"muster: {one_line(message)}", file=sys.stderr)
    return 2


def _keep_undecodable(error: UnicodeError) -> tuple[str | bytes, int]:
    """Writes what cannot be encoded as the bytes it came from (a file name's undecodable
    bytes), else escaped (``\\ud800``), so printing a name never fails."""
    if isinstance(error, UnicodeEncodeError):
        piece = error.object[error.start : error.end]
        if all("\udc80" <= char <= "\udcff" for char in piece):
            return bytes(ord(char) - 0xDC00 for char in piece), error.end
        return "".join(f"\\u{ord(char):04x}" for char in piece), error.end
    raise error


codecs.register_error("muster.output", _keep_undecodable)


def _tolerant_output() -> None:
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None and getattr(stream, "encoding", "").lower() in UTF8:
            reconfigure(errors="muster.output")


def _undecodable_argument(args: argparse.Namespace) -> str | None:
    """A text argument holding bytes that are not UTF-8 (a name typed in another encoding).
    File names may hold such bytes; names stored in the database may not."""
    for value in vars(args).values():
        if isinstance(value, str) and SURROGATES.search(value):
            return value
    return None


def run(argv: Sequence[str]) -> int:
    _tolerant_output()
    if list(argv) == ["--version"]:
        # What argparse's version action prints, without building the parser: the whole
        # parser imports every command module, for an answer that needs none of them.
        print(VERSION_TEXT)
        return 0
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 2
    language = apply_language(args)
    bad = _undecodable_argument(args)
    if bad is not None:
        return error(
            translate(
                "Errors",
                QT_TRANSLATE_NOOP(
                    "Errors",
                    'The argument "{value}" is not valid text: it holds bytes that are not UTF-8.',
                ),
                language,
                value=bad,
            )
        )
    try:
        return int(args.func(args))
    except MusterError as exc:
        return error(exc.message(language))
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader went away (``muster ... | head``): stop quietly, as Unix tools do, and
        # keep Python from complaining again when it flushes stdout at exit.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141
