"""The command line: ``muster <command>`` runs headless; see docs/cli.md.

Each area of the core keeps its commands in its own module with a ``register(subparsers)``
function; this file only assembles them. A command returns its exit code. A MusterError
reaches the user as one line on stderr and exit code 2, never as a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence

from app import __version__
from app.errors import MusterError
from app.i18n import set_language
from app.settings import LANGUAGES, load_preferences

# Modules that add subcommands. Each defines register(subparsers) -> None and sets
# ``func`` (args -> int) on the parsers it adds.
COMMAND_MODULES = (
    "app.commands.i18n",
    "app.commands.catalog",
    "app.commands.roster",
    "app.commands.share",
    "app.commands.campaign",
    "app.commands.print",
    "app.commands.game",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="muster",
        description="Muster: army builder, game tracker and campaign manager. "
        "Without a command, opens the window.",
    )
    parser.add_argument("--version", action="version", version=f"Muster {__version__}")
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
    language = getattr(args, "lang", None) or load_preferences().language
    set_language(language)
    return language


def error(message: str) -> int:
    print(f"muster: {message}", file=sys.stderr)
    return 2


def run(argv: Sequence[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 2
    language = apply_language(args)
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
