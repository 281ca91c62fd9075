"""``muster game export|replay|list`` (see docs/cli.md and docs/tracker.md).

- ``export GAME_ID -o FILE``: writes a tracked game's log as a ``muster.game/1`` file;
- ``replay FILE [--format text|json] [--strict]``: prints the state the log produces (and on
  stderr how many events replayed under an earlier Muster's rules); exit 2 with the first bad
  event named when the log is malformed or impossible;
- ``list [--status unfinished|finished] [--format text|json]``: the tracked games.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from app import systems
from app.cli import add_lang_option
from app.i18n import current_language
from app.jsonio import MAX_INTEGER as MAX_ID
from app.tracker import FINISHED, UNFINISHED
from app.tracker.errors import GameNotFoundError
from app.workspace import Workspace

# The tracker's database and log code is imported by the commands that use it, so that
# building the parser (``muster --help``, every other command) stays light.


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("game", help="export, replay or list tracked games")
    actions = parser.add_subparsers(dest="game_command", metavar="ACTION", required=True)

    export = actions.add_parser("export", help="write a tracked game's event log to a file")
    export.add_argument("game_id", type=int, metavar="GAME_ID")
    export.add_argument("-o", "--output", type=Path, required=True, metavar="FILE")
    add_lang_option(export)
    export.set_defaults(func=run_export)

    replay = actions.add_parser("replay", help="print the state a game log file produces")
    replay.add_argument("file", type=Path, metavar="FILE", help="a muster.game/1 file")
    replay.add_argument("--format", choices=("text", "json"), default="text")
    replay.add_argument(
        "--strict",
        action="store_true",
        help="check every event by today's rules, even those before the log's strict_from",
    )
    add_lang_option(replay)
    replay.set_defaults(func=run_replay)

    listing = actions.add_parser("list", help="list the tracked games, most recent first")
    listing.add_argument("--status", choices=(UNFINISHED, FINISHED), default=None)
    listing.add_argument("--format", choices=("text", "json"), default="text")
    add_lang_option(listing)
    listing.set_defaults(func=run_list)


def run_export(args: argparse.Namespace) -> int:
    from app.tracker.game import Game
    from app.tracker.log_file import export_document, write_document

    if not 0 < args.game_id <= MAX_ID:  # no database row has such a number
        raise GameNotFoundError(game_id=args.game_id)
    workspace = Workspace()
    try:
        game = Game.load(workspace.db, args.game_id)
        write_document(export_document(game), args.output)
    finally:
        workspace.close()
    return 0


def run_replay(args: argparse.Namespace) -> int:
    from app.tracker.log_file import lenient_notice, replay_file

    system_id, state, lenient, total = replay_file(args.file, args.strict)
    tracker = systems.tracked(system_id).tracker()
    if args.format == "json":
        json.dump(tracker.state_to_json(state), sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        print(tracker.summary(state, current_language()))
    if lenient:
        print(f"muster: {lenient_notice(lenient, total)}", file=sys.stderr)
    return 0


def run_list(args: argparse.Namespace) -> int:
    from app.tracker import report
    from app.tracker.game import list_games

    workspace = Workspace()
    try:
        games = list_games(workspace.db, args.status)
    finally:
        workspace.close()
    if args.format == "json":
        json.dump([g.to_json() for g in games], sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
        return 0
    for line in report.game_lines(games, current_language()):
        print(line)
    return 0
