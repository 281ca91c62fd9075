"""``muster tournament``: run a Swiss tournament from the command line (see docs/cli.md).

- ``create NAME --system S [--rounds N]``;
- ``register NAME PLAYER... [--roster FILE_OR_CODE] [--seed N]``: each player, with the list
  (a roster file or any share code Muster reads), which is checked by the game's rules;
- ``drop NAME PLAYER``;
- ``pair NAME [--seed N] [--again] [--format text|json]``: pairs the next round (``--again``:
  pairs the latest round again while it has no result);
- ``swap NAME PLAYER PLAYER``: swaps two players of a round with no result yet;
- ``report NAME --round N --table T --winner PLAYER|draw [--scores X Y]``;
- ``standings NAME [--format text|json]``;
- ``export NAME FILE [--what standings|pairings|by-name|slips] [--round N]``: the standings
  as CSV or PDF, by FILE's extension; or a round's pairings by table, by player name, or its
  result slips, as PDF.

Bad input (an unknown tournament or player, a round that cannot be paired...) exits 2 with
one line on stderr.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app import systems
from app.campaign.tournament import ROUND_SHEET_NAMES
from app.cli import add_lang_option
from app.i18n import QT_TRANSLATE_NOOP, current_language, translate
from app.workspace import Workspace

if TYPE_CHECKING:
    from app.campaign.records import CampaignInfo
    from app.roster.document import RosterDocument

CONTEXT = "TournamentCommand"
TEXTS = {
    "created": QT_TRANSLATE_NOOP("TournamentCommand", "Created the tournament {name}."),
    "registered": QT_TRANSLATE_NOOP("TournamentCommand", "{player}: registered."),
    "legal": QT_TRANSLATE_NOOP("TournamentCommand", "{player}: registered with {list}, legal."),
    "illegal": QT_TRANSLATE_NOOP(
        "TournamentCommand", "{player}: registered with {list}, not legal: {problems}"
    ),
    "dropped": QT_TRANSLATE_NOOP("TournamentCommand", "{player} dropped."),
    "swapped": QT_TRANSLATE_NOOP("TournamentCommand", "Swapped {first} and {second}."),
    "rematch": QT_TRANSLATE_NOOP(
        "TournamentCommand", "Warning: {first} and {second} have met before."
    ),
    "reported": QT_TRANSLATE_NOOP(
        "TournamentCommand", "Round {round}, table {table}: result recorded."
    ),
    "forced": QT_TRANSLATE_NOOP(
        "TournamentCommand",
        "Warning: {first} and {second} meet again: no pairing avoids every rematch.",
    ),
}


def _swiss() -> Any:
    """The tournaments' service, imported when a command runs (the parser stays light)."""
    from app.campaign.tournament import service

    return service


def _export() -> Any:
    from app.campaign.tournament import export

    return export


def _say(key: str, **params: Any) -> None:
    print(translate(CONTEXT, TEXTS[key], current_language(), **params))


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("tournament", help="run a Swiss tournament")
    actions = parser.add_subparsers(dest="tournament_action", metavar="ACTION", required=True)

    def action(name: str, text: str, run: Any) -> argparse.ArgumentParser:
        sub = actions.add_parser(name, help=text)
        sub.add_argument("name", metavar="NAME", help="the tournament's name")
        add_lang_option(sub)
        sub.set_defaults(func=run)
        return sub

    create = action("create", "create a tournament", run_create)
    # Every declared game (listing the scored ones would load them all); the service refuses
    # a game without leagues.
    create.add_argument("--system", required=True, choices=systems.system_ids())
    create.add_argument("--rounds", type=int, metavar="N", help="the rounds planned")

    reg = action("register", "register players (late entries too)", run_register)
    reg.add_argument("players", nargs="+", metavar="PLAYER")
    reg.add_argument("--roster", metavar="FILE_OR_CODE", help="the list: a file or share code")
    reg.add_argument("--seed", type=int, metavar="N", help="the player's seeding (1 the top)")

    drop = action("drop", "drop a player from the rounds to come", run_drop)
    drop.add_argument("player", metavar="PLAYER")

    pair = action("pair", "pair the next round", run_pair)
    pair.add_argument("--seed", type=int, metavar="N", help="seed of the random choices")
    pair.add_argument("--again", action="store_true", help="pair the latest round again")
    pair.add_argument("--format", choices=("text", "json"), default="text")

    swap = action("swap", "swap two players before the round starts", run_swap)
    swap.add_argument("first", metavar="PLAYER")
    swap.add_argument("second", metavar="PLAYER")

    rep = action("report", "record a table's result", run_report)
    rep.add_argument("--round", type=int, required=True, metavar="N")
    rep.add_argument("--table", type=int, required=True, metavar="T")
    rep.add_argument("--winner", required=True, metavar="PLAYER|draw")
    rep.add_argument("--scores", type=int, nargs=2, metavar=("X", "Y"))

    std = action("standings", "print the standings", run_standings)
    std.add_argument("--format", choices=("text", "json"), default="text")

    exp = action("export", "write the standings to a CSV or PDF file", run_export)
    exp.add_argument("file", type=Path, metavar="FILE", help="ends in .csv or .pdf")
    exp.add_argument(
        "--what",
        choices=("standings", *ROUND_SHEET_NAMES),
        default="standings",
        help="standings (default), or a round's pairings by table, by name, or result "
        "slips (PDF only)",
    )
    exp.add_argument("--round", type=int, metavar="N", help="the round (default: the latest)")


def _open(args: argparse.Namespace) -> tuple[Workspace, CampaignInfo]:
    workspace = Workspace()
    try:
        return workspace, _swiss().tournament_by_name(workspace.db, args.name)
    except BaseException:
        workspace.close()
        raise


def run_create(args: argparse.Namespace) -> int:
    workspace = Workspace()
    try:
        info = _swiss().create_tournament(workspace.db, args.name, args.system, args.rounds)
    finally:
        workspace.close()
    _say("created", name=info.name)
    return 0


def _roster(text: str, workspace: Workspace) -> RosterDocument:
    """A roster file when ``text`` names one, else a share code (or text holding one)."""
    path = Path(text)
    if path.is_file():
        from app.roster.document import RosterDocument

        return RosterDocument.read(path)
    from app.roster import share

    return share.decode(text, workspace.catalog)


def run_register(args: argparse.Namespace) -> int:
    workspace, info = _open(args)
    language = current_language()
    try:
        roster = _roster(args.roster, workspace) if args.roster else None
        for player in args.players:
            _swiss().register(workspace.db, info, player, roster, args.seed)
        listed = {
            e.name.casefold(): e
            for e in _swiss().entries(workspace.db, info, workspace.catalog, language)
        }
    finally:
        workspace.close()
    for player in args.players:
        entry = listed[" ".join(player.split()).casefold()]
        if entry.roster is None:
            _say("registered", player=entry.name)
        elif entry.legal:
            _say("legal", player=entry.name, list=entry.list_name or "—")
        else:
            problems = "; ".join(entry.problems)
            _say("illegal", player=entry.name, list=entry.list_name or "—", problems=problems)
    return 0


def run_drop(args: argparse.Namespace) -> int:
    workspace, info = _open(args)
    try:
        _swiss().drop(workspace.db, info, args.player)
    finally:
        workspace.close()
    _say("dropped", player=args.player)
    return 0


def run_pair(args: argparse.Namespace) -> int:
    workspace, info = _open(args)
    try:
        pair = _swiss().repair_round if args.again else _swiss().pair_next_round
        current = pair(workspace.db, info, args.seed)
    finally:
        workspace.close()
    if args.format == "json":
        print(json.dumps(current.to_json(), ensure_ascii=False, indent=2))
        return 0
    sys.stdout.write(_export().round_text(current, current_language()))
    for table in current.tables:
        if table.rematch:
            _say("forced", first=table.names[0], second=table.names[1])
    return 0


def run_swap(args: argparse.Namespace) -> int:
    workspace, info = _open(args)
    try:
        rematches = _swiss().swap(workspace.db, info, args.first, args.second)
    finally:
        workspace.close()
    _say("swapped", first=args.first, second=args.second)
    for first, second in rematches:
        _say("rematch", first=first, second=second)
    return 0


def run_report(args: argparse.Namespace) -> int:
    workspace, info = _open(args)
    try:
        scores = tuple(args.scores) if args.scores else None
        _swiss().report(workspace.db, info, args.round, args.table, args.winner, scores)  # type: ignore[arg-type]
    finally:
        workspace.close()
    _say("reported", round=args.round, table=args.table)
    return 0


def run_standings(args: argparse.Namespace) -> int:
    workspace, info = _open(args)
    try:
        table = _swiss().standings(workspace.db, info)
    finally:
        workspace.close()
    if args.format == "json":
        json.dump([row.to_json() for row in table], sys.stdout, ensure_ascii=False, indent=2)
        print()
        return 0
    language = current_language()
    print(info.name)
    print(_export().scoring_line(info, _swiss().bye_points(info), language))
    print()
    sys.stdout.write(_export().standings_text(info, table, language))
    return 0


def run_export(args: argparse.Namespace) -> int:
    suffix = args.file.suffix.lower()
    if suffix not in (".csv", ".pdf") or (args.what != "standings" and suffix != ".pdf"):
        from app.campaign.errors import StandingsFileTypeError

        raise StandingsFileTypeError(file=str(args.file))
    workspace, info = _open(args)
    try:
        if args.what == "standings":
            table = _swiss().standings(workspace.db, info)
        else:
            current = _swiss().round_numbered(workspace.db, info, args.round)
    finally:
        workspace.close()
    language = current_language()
    if args.what == "standings":
        _export().write_standings(args.file, info, table, _swiss().bye_points(info), language)
    else:
        _export().write_round_pdf(args.file, info, current, args.what, language)
    print(args.file)
    return 0
