"""``muster stats lists [--system S] [--format text|json]``: every list's record (see
docs/cli.md and app/campaign/list_records.py)."""

from __future__ import annotations

import argparse
import json
import sys

from app import systems
from app.cli import add_lang_option
from app.i18n import QT_TRANSLATE_NOOP, current_language, translate
from app.workspace import Workspace

CONTEXT = "StatsCommand"
HEADER = (
    QT_TRANSLATE_NOOP("StatsCommand", "List"),
    QT_TRANSLATE_NOOP("StatsCommand", "Game"),
    QT_TRANSLATE_NOOP("StatsCommand", "Games"),
    QT_TRANSLATE_NOOP("StatsCommand", "Wins"),
    QT_TRANSLATE_NOOP("StatsCommand", "Draws"),
    QT_TRANSLATE_NOOP("StatsCommand", "Losses"),
)


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("stats", help="records of the lists")
    actions = parser.add_subparsers(dest="stats_action", metavar="ACTION", required=True)
    lists = actions.add_parser("lists", help="each list's games, wins, draws and losses")
    lists.add_argument("--system", choices=systems.system_ids(), default=None)
    lists.add_argument("--format", choices=("text", "json"), default="text")
    add_lang_option(lists)
    lists.set_defaults(func=run_lists)


def run_lists(args: argparse.Namespace) -> int:
    workspace = Workspace()
    try:
        from app.campaign.list_records import list_records

        records = list_records(workspace.db, args.system)
    finally:
        workspace.close()
    if args.format == "json":
        json.dump([r.to_json() for r in records], sys.stdout, ensure_ascii=False, indent=2)
        print()
        return 0
    language = current_language()
    rows = [[translate(CONTEXT, title, language) for title in HEADER]]
    for r in records:
        game = systems.get(r.system).display_name(language)
        rows.append([r.list, game, str(r.games), str(r.wins), str(r.draws), str(r.losses)])
        for mission, tally in sorted(r.by_mission.items()):
            counts = (str(tally[k]) for k in ("games", "wins", "draws", "losses"))
            rows.append([f"  {mission}", "", *counts])
    widths = [max(len(row[i]) for row in rows) for i in range(len(HEADER))]
    for row in rows:
        cells = [
            cell.ljust(width) if index < 2 else cell.rjust(width)
            for index, (cell, width) in enumerate(zip(row, widths, strict=True))
        ]
        print("  ".join(cells).rstrip())
    return 0
