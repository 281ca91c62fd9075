"""``muster game export|replay|list`` (see docs/cli.md and docs/tracker.md).

- ``export GAME_ID -o FILE``: writes a tracked game's log as a ``muster.game/1`` file;
- ``replay FILE [--format text|json] [--strict]``: prints the state the log produces (and on
  stderr how many events replayed under an earlier Muster's rules); exit 2 with the first bad
  event named when the log is malformed or impossible;
- ``list [--status unfinished|finished] [--format text|json]``: the tracked games;
- ``import LOG.json``: a game log becomes a tracked game (its id printed), refused as
  ``replay`` refuses it;
- ``record GAME_ID --event JSON [--by NAME]``: one event through the rules (exit 2 with the
  reason when refused, naming what another Muster recorded first when that is why);
- ``follow GAME_ID [--format text|json] [--timeout S]``: each step as any Muster on the
  database commits it, until the game is finished or S seconds pass without one.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from app import jsonio, systems
from app.cli import add_lang_option
from app.i18n import current_language
from app.jsonio import MAX_INTEGER as MAX_ID
from app.tracker import FINISHED, UNFINISHED
from app.tracker.errors import EventOptionError, GameNotFoundError, TimeoutOptionError
from app.workspace import Workspace

# The tracker's database and log code is imported by the commands that use it, so that
# building the parser (``muster --help``, every other command) stays light.

MAX_TIMEOUT = 86_400.0  # a day: longer than any game is played
EVENT_FIELDS = frozenset({"type", "payload"})


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

    imports = actions.add_parser("import", help="make a game log file a tracked game")
    imports.add_argument("file", type=Path, metavar="LOG.json", help="a muster.game/1 file")
    add_by_option(imports)
    add_lang_option(imports)
    imports.set_defaults(func=run_import)

    record = actions.add_parser("record", help="record one event of a tracked game")
    record.add_argument("game_id", type=int, metavar="GAME_ID")
    record.add_argument(
        "--event",
        required=True,
        metavar="JSON",
        help='the event as a JSON object: {"type": ..., "payload": {...}}',
    )
    add_by_option(record)
    add_lang_option(record)
    record.set_defaults(func=run_record)

    follow = actions.add_parser("follow", help="print a game's events as they are recorded")
    follow.add_argument("game_id", type=int, metavar="GAME_ID")
    follow.add_argument("--format", choices=("text", "json"), default="json")
    follow.add_argument(
        "--timeout",
        type=float,
        default=None,
        metavar="S",
        help="stop after S seconds without an event (default: when the game is finished)",
    )
    add_lang_option(follow)
    follow.set_defaults(func=run_follow)


def add_by_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--by",
        default="",
        metavar="NAME",
        help="who records (default: the player_name preference, else your user name)",
    )


def run_export(args: argparse.Namespace) -> int:
    from app.tracker.game import Game
    from app.tracker.log_file import export_document, write_document

    _checked_id(args.game_id)
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
    from app.tracker.presence import presence_text, present

    workspace = Workspace()
    try:
        games = list_games(workspace.db, args.status)
        open_now = present(workspace.db)
    finally:
        workspace.close()
    if args.format == "json":
        listed = [
            {**g.to_json(), "at_the_table": [p.to_json() for p in open_now.get(g.id, [])]}
            for g in games
        ]
        json.dump(listed, sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
        return 0
    language = current_language()
    words = {game_id: presence_text(found, language) for game_id, found in open_now.items()}
    for line in report.game_lines(games, language, words):
        print(line)
    return 0


def run_import(args: argparse.Namespace) -> int:
    from app.tracker.log_file import import_file

    workspace = Workspace()
    try:
        game = import_file(workspace.db, args.file, args.by)
    finally:
        workspace.close()
    print(game.id)
    return 0


def _checked_id(game_id: int) -> int:
    if not 0 < game_id <= MAX_ID:  # no database row has such a number
        raise GameNotFoundError(game_id=game_id)
    return game_id


def run_record(args: argparse.Namespace) -> int:
    from app.tracker.game import Game

    event_type, payload = read_event_option(args.event)
    workspace = Workspace()
    try:
        game = Game.load(workspace.db, _checked_id(args.game_id), args.by)
        game.record(event_type, payload)
        print(change_line_of_last(game))
    finally:
        workspace.close()
    return 0


def read_event_option(text: str) -> tuple[str, dict[str, Any]]:
    """The ``--event`` option's type and payload; EventOptionError names what is wrong."""
    try:
        data = jsonio.loads(text)
    except ValueError as exc:
        raise EventOptionError(detail=str(exc)) from exc
    if not isinstance(data, dict):
        raise EventOptionError(detail=text)
    unknown = sorted(set(data) - EVENT_FIELDS)
    payload = data.get("payload", {})
    if unknown or not isinstance(data.get("type"), str) or not isinstance(payload, dict):
        raise EventOptionError(detail=text)
    return data["type"], payload


def change_line_of_last(game: Any) -> str:
    """The last event of ``game`` (a tracker Game) as the log tells it, with its number."""
    entry = game.last_log_entry(current_language())
    return f"{game.events[-1].seq}. {entry.text if entry else ''}"


def run_follow(args: argparse.Namespace) -> int:
    from app.tracker.live import Follower, change_json, change_line

    if args.timeout is not None and not 0 <= args.timeout <= MAX_TIMEOUT:
        raise TimeoutOptionError(value=args.timeout, most=MAX_TIMEOUT)
    workspace = Workspace()
    follower = None
    try:
        follower = Follower(workspace.db, _checked_id(args.game_id))
        tracker = follower.game.tracker
        for change in follower.steps(args.timeout):
            if args.format == "json":
                line = json.dumps(change_json(change), ensure_ascii=False, separators=(",", ":"))
            else:
                line = change_line(change, tracker, current_language())
            print(line, flush=True)
    finally:
        if follower is not None:
            follower.close()
        workspace.close()
    return 0
