"""``muster print roster FILE.json -o out.pdf``, ``muster print game GAME.json -o out.pdf``,
and a game's own documents: ``muster print reference --system S -o out.pdf`` and ``muster
print round-sheet --system S -o out.pdf`` (see docs/cli.md and docs/printing.md).

Writes a roster's sheet and/or its unit cards, or a tracked game's report, as a PDF in the
language of ``--lang``. Exit 0 when written, 2 with one line on stderr for a bad file or a
bad option.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from app.cli import add_lang_option, error
from app.i18n import QT_TRANSLATE_NOOP, current_language, translate
from app.printing.messages import CONTEXT, PAGES_WRITTEN
from app.printing.paper import DEFAULT_BLEED_MM, PAPERS, WHAT_CHOICES, parse_card_size

if TYPE_CHECKING:
    from app.printing.document import PrintOptions
    from app.printing.layout import PrintJob

# The PDF code is imported by the commands that write one, so that building the parser
# (``muster --help``, every other command) stays light.


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "print", help="print a roster (cards, roster sheet) or a game report as a PDF"
    )
    kinds = parser.add_subparsers(dest="print_kind", metavar="KIND", required=True)
    roster = kinds.add_parser("roster", help="a roster's sheet and unit cards as a PDF")
    roster.add_argument("file", type=Path, metavar="FILE.json", help="a muster.roster/1 file")
    roster.add_argument(
        "-o", "--output", type=Path, required=True, metavar="OUT.pdf", help="the PDF to write"
    )
    add_lang_option(roster)
    roster.add_argument("--paper", choices=tuple(PAPERS), default="a4")
    roster.add_argument(
        "--card-size",
        default="poker",
        metavar="poker|tarot|WxH",
        help="card size: poker (63.5 × 88.9 mm), tarot (70 × 120 mm) or WxH in mm",
    )
    roster.add_argument("--what", choices=WHAT_CHOICES, default="both")
    roster.add_argument(
        "--no-crop-marks", action="store_true", help="leave out the crop marks around the cards"
    )
    roster.add_argument(
        "--bleed",
        type=float,
        nargs="?",
        const=DEFAULT_BLEED_MM,
        default=0.0,
        metavar="MM",
        help=f"print a bleed around each card (default {DEFAULT_BLEED_MM:g} mm when given)",
    )
    roster.add_argument(
        "--backs", action="store_true", help="add card backs for duplex (long-edge flip)"
    )
    roster.set_defaults(func=run_print_roster)

    game = kinds.add_parser("game", help="the report of a tracked game as a PDF")
    game.add_argument(
        "file", type=Path, metavar="GAME.json", help="a muster.game/1 log (muster game export)"
    )
    game.add_argument(
        "-o", "--output", type=Path, required=True, metavar="OUT.pdf", help="the PDF to write"
    )
    add_lang_option(game)
    game.add_argument("--paper", choices=tuple(PAPERS), default="a4")
    game.set_defaults(func=run_print_game)

    reference = kinds.add_parser(
        "reference",
        help="a game's reference pages from its catalogue (StarCraft: one page per faction)",
    )
    reference.add_argument("--system", required=True, help="the game system, e.g. starcraft")
    reference.add_argument(
        "--entry",
        action="append",
        default=[],
        metavar="ID",
        help="print only this entry (a faction); may be given several times",
    )
    _document_options(reference)
    reference.set_defaults(func=run_print_document, document="reference")

    round_sheet = kinds.add_parser(
        "round-sheet", help="a sheet to keep one round of a game by hand (StarCraft)"
    )
    round_sheet.add_argument(
        "--system", help="the game system, e.g. starcraft (the game's when --game is given)"
    )
    round_sheet.add_argument(
        "--game",
        type=Path,
        metavar="GAME.json",
        help="a muster.game/1 log whose players the sheet names",
    )
    round_sheet.add_argument(
        "--players",
        type=int,
        choices=range(2, 7),
        default=None,
        metavar="2-6",
        help="rows for this many players when no game is given (default 6)",
    )
    _document_options(round_sheet)
    round_sheet.set_defaults(func=run_print_document, document="round-sheet")


def _document_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "-o", "--output", type=Path, required=True, metavar="OUT.pdf", help="the PDF to write"
    )
    add_lang_option(parser)
    parser.add_argument("--paper", choices=tuple(PAPERS), default="a4")


def run_print_roster(args: argparse.Namespace) -> int:
    from app.printing.document import PrintOptions
    from app.printing.jobs import roster_job
    from app.roster.document import RosterDocument
    from app.workspace import Workspace

    language = current_language()
    options = PrintOptions(
        what=args.what,
        language=language,
        paper=args.paper,
        card_size=parse_card_size(args.card_size),
        crop_marks=not args.no_crop_marks,
        bleed_mm=args.bleed,
        backs=args.backs,
    )
    options.grid()  # a card that does not fit the paper is a bad option: say so before reading
    document = RosterDocument.read(args.file)
    catalog = Workspace().catalog(document.system)
    job = roster_job(document, catalog, options)
    return _write(job, options, args.output, document.name)


def run_print_game(args: argparse.Namespace) -> int:
    from app.printing.document import PrintOptions
    from app.printing.jobs import game_job
    from app.tracker.log_file import parse_document, read_document

    language = current_language()
    options = PrintOptions(what="sheet", language=language, paper=args.paper)
    system_id, setup, events = parse_document(read_document(args.file))
    return _write(game_job(system_id, setup, events, language), options, args.output, "")


def run_print_document(args: argparse.Namespace) -> int:
    from app.printing.document import PrintOptions
    from app.printing.jobs import document_job
    from app.workspace import Workspace

    language = current_language()
    options = PrintOptions(what="sheet", language=language, paper=args.paper)
    setup = None
    system_id = args.system
    if getattr(args, "game", None) is not None:
        from app.tracker.log_file import parse_document, read_document

        system_id, setup, _events = parse_document(read_document(args.game))
    if not system_id:
        return error(
            translate(
                CONTEXT,
                QT_TRANSLATE_NOOP("Printing", "Name the game with --system, or give --game."),
                language,
            )
        )
    catalog = Workspace().catalog(system_id)
    job = document_job(
        system_id,
        args.document,
        catalog,
        language,
        getattr(args, "entry", []),
        setup,
        getattr(args, "players", None),
    )
    return _write(job, options, args.output, "")


def _write(job: PrintJob, options: PrintOptions, output: Path, title: str) -> int:
    from app.files import output_file
    from app.printing.document import write_pdf
    from app.printing.errors import PrintWriteError

    language = current_language()
    # Written beside the target and renamed at the end (app/files.py): a failure never leaves
    # half a PDF in place of a good one, and a device or a pipe is written into, not replaced.
    with output_file(output, error=PrintWriteError) as temporary:
        pages = write_pdf(temporary, job, options, title=title)
    print(translate(CONTEXT, PAGES_WRITTEN, language, file=str(output), n=pages))
    return 0
