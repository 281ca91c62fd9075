"""``muster campaign``: campaign records from the command line (see docs/cli.md).

- ``import-games FILE.csv [--system S]``: imports a games CSV and prints the report; exit 0
  when every row was imported (or was already recorded), 1 when some rows were rejected (the
  good ones are kept), 2 when the file cannot be read or is not a games file;
- ``standings NAME [--format text|json]``: the standings of a campaign, in rank order;
- ``export-games FILE.csv [--campaign NAME]``: the games (of one campaign, or all) as CSV;
- ``export-standings NAME FILE [--paper a4|letter]``: the standings as CSV or PDF (by
  FILE's extension);
- ``list [--format text|json]``: the campaigns.

An unknown campaign exits 2 with one line on stderr.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from app import systems
from app.campaign.errors import StandingsFileTypeError
from app.cli import add_lang_option
from app.i18n import current_language
from app.printing.paper import PAPERS
from app.workspace import Workspace

# The campaign code (and SQLAlchemy under it) is imported by the commands that use it, so
# that building the parser (``muster --help``, every other command) stays light.


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("campaign", help="import games, print or export standings")
    actions = parser.add_subparsers(dest="campaign_action", metavar="ACTION", required=True)

    imp = actions.add_parser("import-games", help="import games from a CSV file")
    imp.add_argument("file", type=Path, metavar="FILE.csv")
    # Every game, without loading one to ask whether campaigns score it: a game they do not
    # score is refused when the command runs (NotTrackedError).
    ids = systems.system_ids()
    imp.add_argument(
        "--system",
        choices=ids,
        default=None,
        help="game system of campaigns the file creates (default: the rosters' system, "
        f"else {ids[0]})",
    )
    add_lang_option(imp)
    imp.set_defaults(func=run_import)

    std = actions.add_parser("standings", help="print a campaign's standings")
    std.add_argument("name", metavar="NAME", help="the campaign's name")
    std.add_argument("--format", choices=("text", "json"), default="text")
    add_lang_option(std)
    std.set_defaults(func=run_standings)

    exg = actions.add_parser("export-games", help="write games to a CSV file")
    exg.add_argument("file", type=Path, metavar="FILE.csv")
    exg.add_argument("--campaign", metavar="NAME", help="only this campaign (default: all)")
    add_lang_option(exg)
    exg.set_defaults(func=run_export_games)

    exs = actions.add_parser("export-standings", help="write standings to a CSV or PDF file")
    exs.add_argument("name", metavar="NAME", help="the campaign's name")
    exs.add_argument("file", type=Path, metavar="FILE", help="ends in .csv or .pdf")
    exs.add_argument(
        "--paper", choices=tuple(PAPERS), default="a4", help="paper size of a PDF (default a4)"
    )
    add_lang_option(exs)
    exs.set_defaults(func=run_export_standings)

    lst = actions.add_parser("list", help="list the campaigns")
    lst.add_argument("--format", choices=("text", "json"), default="text")
    add_lang_option(lst)
    lst.set_defaults(func=run_list)


def run_import(args: argparse.Namespace) -> int:
    from app.campaign import games_csv

    if args.system is not None:
        systems.scored(args.system)
    workspace = Workspace()
    try:
        report = games_csv.import_games_file(
            workspace.db, args.file, workspace.catalog, default_system=args.system
        )
    finally:
        workspace.close()
    for line in report.lines(current_language()):
        print(line)
    return 1 if report.bad_rows else 0


def run_standings(args: argparse.Namespace) -> int:
    from app.campaign.campaigns import campaign_by_name
    from app.campaign.records import score_fields
    from app.campaign.standings import standings
    from app.campaign.standings_export import scoring_line, standings_text

    workspace = Workspace()
    try:
        campaign = campaign_by_name(workspace.db, args.name)
        table = standings(workspace.db, campaign.id)
    finally:
        workspace.close()
    fields = score_fields(campaign.system)
    if args.format == "json":
        json.dump(
            [entry.to_json(fields) for entry in table], sys.stdout, ensure_ascii=False, indent=2
        )
        print()
        return 0
    language = current_language()
    print(campaign.name)
    print(scoring_line(campaign, language))
    print()
    sys.stdout.write(standings_text(table, language, fields))
    return 0


def run_export_games(args: argparse.Namespace) -> int:
    from app.campaign import games_csv
    from app.campaign.campaigns import campaign_by_name

    workspace = Workspace()
    try:
        ids = None
        if args.campaign:
            ids = [campaign_by_name(workspace.db, args.campaign).id]
        text, written, left_out = games_csv.export_games(workspace.db, ids)
    finally:
        workspace.close()
    games_csv.write_games_file(args.file, text)
    print(games_csv.export_summary(written, left_out, current_language()))
    return 0


def run_export_standings(args: argparse.Namespace) -> int:
    suffix = args.file.suffix.lower()
    if suffix not in (".csv", ".pdf"):
        raise StandingsFileTypeError(file=str(args.file))
    from app.campaign.campaigns import campaign_by_name
    from app.campaign.records import score_fields
    from app.campaign.standings import standings
    from app.campaign.standings_export import write_standings_csv, write_standings_pdf

    workspace = Workspace()
    try:
        campaign = campaign_by_name(workspace.db, args.name)
        table = standings(workspace.db, campaign.id)
    finally:
        workspace.close()
    fields = score_fields(campaign.system)
    if suffix == ".csv":
        write_standings_csv(args.file, table, fields)
    else:
        write_standings_pdf(
            args.file, campaign, table, current_language(), paper=args.paper, fields=fields
        )
    print(args.file)
    return 0


def run_list(args: argparse.Namespace) -> int:
    from app.campaign.campaigns import list_campaigns
    from app.campaign.games import game_count

    workspace = Workspace()
    try:
        campaigns = list_campaigns(workspace.db)
        counts = {c.id: game_count(workspace.db, c.id) for c in campaigns}
    finally:
        workspace.close()
    if args.format == "json":
        data = [
            {
                "name": c.name,
                "system": c.system,
                "starts_on": c.starts_on.isoformat() if c.starts_on else None,
                "ends_on": c.ends_on.isoformat() if c.ends_on else None,
                "games": counts[c.id],
            }
            for c in campaigns
        ]
        json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
        print()
        return 0
    for c in campaigns:
        print(f"{c.name}\t{c.system}\t{counts[c.id]}")
    return 0
