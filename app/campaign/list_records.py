"""Every list's record: games, wins, draws and losses of each list, by mission where one was
recorded (``muster stats lists``).

A list is known by its game and the canonical key of its units (app/campaign/teams.py), so
a saved roster, the same list registered in a tournament or named in a league game, and the
list a tracked game was started with are one record whatever their names. Each game counts
once: a campaign game (league or tournament) by its seats; a finished tracked game by its
result unless it was recorded in a campaign (then its campaign game counts, with the tracked
game's mission). A game's mission is the ``mission`` its tracker's result gives, where the
game has one (each game's tracker says what its mission is: docs/campaign.md, "Every list's
record"); a league or tournament game entered by hand records none.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import select
from sqlmodel import col

from app.campaign.teams import team_key
from app.db import Database
from app.errors import MusterError
from app.roster.document import RosterDocument
from app.roster.store import RosterStore
from models.campaign import Campaign, Game, GameSeat
from models.tracker import TrackedGame

RESULT_FIELDS = {"win": "wins", "draw": "draws", "loss": "losses"}


@dataclass
class ListRecord:
    list: str
    system: str
    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    by_mission: dict[str, dict[str, int]] = field(default_factory=dict)
    saved: bool = False  # a saved roster (else a list only seen in games)
    key: str = ""  # the canonical key of its units (app/campaign/teams.py)

    def add(self, result: str, mission: str | None) -> None:
        self.games += 1
        name = RESULT_FIELDS.get(result)
        if name is None:
            return
        setattr(self, name, getattr(self, name) + 1)
        if mission:
            tally = self.by_mission.setdefault(
                mission, {"games": 0, "wins": 0, "draws": 0, "losses": 0}
            )
            tally["games"] += 1
            tally[name] += 1

    def to_json(self) -> dict[str, Any]:
        """A row of ``muster stats lists --format json`` (docs/cli.md)."""
        return {
            "list": self.list,
            "system": self.system,
            "games": self.games,
            "wins": self.wins,
            "draws": self.draws,
            "losses": self.losses,
            "by_mission": self.by_mission,
        }


def _roster_name(document: str | None) -> tuple[str, str]:
    """(name, key) of a stored roster document; empty when it cannot be read."""
    if not document:
        return "", ""
    try:
        roster = RosterDocument.loads(document)
    except MusterError:
        return "", ""
    return roster.name, team_key(roster)


def _tracked_missions(db: Database, tracked_ids: set[int]) -> dict[int, str | None]:
    """Each tracked game's mission, as its tracker's result names it (None: no mission)."""
    from app.tracker.game import game_result

    missions: dict[int, str | None] = {}
    for game_id in tracked_ids:
        try:
            missions[game_id] = game_result(game_id, db).get("mission")
        except MusterError:
            continue  # a game whose system or log this Muster cannot read
    return missions


def _tracked_results(
    db: Database, recorded: set[int]
) -> list[tuple[str, str, str, str | None, str]]:
    """(system, list key, result, mission, list name) of each seat of each finished tracked
    game not recorded in a campaign."""
    from app.tracker.game import game_result

    with db.session() as session:
        ids = session.execute(
            select(col(TrackedGame.id)).where(col(TrackedGame.status) == "finished")
        ).scalars()
        wanted = [game_id for game_id in ids if game_id not in recorded]
    seats = []
    for game_id in wanted:
        try:
            result = game_result(game_id, db)
        except MusterError:
            continue  # a game whose system or log this Muster cannot read
        winner = result.get("winner")
        mission = result.get("mission")
        for index, roster in enumerate(result.get("rosters") or []):
            if not roster:
                continue
            try:
                document = RosterDocument.from_json(roster)
                key = team_key(document)
            except (MusterError, TypeError, ValueError):
                continue
            outcome = "draw" if winner is None else "win" if winner == index else "loss"
            seats.append((str(result["system"]), key, outcome, mission, document.name))
    return seats


def list_records(db: Database, system: str | None = None) -> list[ListRecord]:
    """Each saved roster's record (a roster with no game has a zero record), then each list
    seen only in games; by game and name."""
    records: dict[tuple[str, str], ListRecord] = {}
    for saved in RosterStore(db).list(system):
        key = team_key(saved.document)
        if key and (saved.system, key) not in records:
            records[(saved.system, key)] = ListRecord(saved.name, saved.system, saved=True, key=key)
    with db.session() as session:
        rows = session.execute(
            select(
                col(Campaign.system),
                col(GameSeat.team_key),
                col(GameSeat.result),
                col(GameSeat.roster_document),
                col(Game.tracked_game_id),
            )
            .join(Game, col(Game.id) == col(GameSeat.game_id))
            .join(Campaign, col(Campaign.id) == col(Game.campaign_id))
        ).all()
    recorded = {row[4] for row in rows if row[4] is not None}
    # A campaign game recorded from a tracked game has the mission its tracker gives.
    missions = _tracked_missions(db, {row[4] for row in rows if row[4] and row[1]})
    seats: list[tuple[str, str, str, str | None]] = []
    names: dict[tuple[str, str], str] = {}
    for game_system, key, result, document, tracked_id in rows:
        if key:
            seats.append((game_system, key, result, missions.get(tracked_id)))
            if (game_system, key) not in names:
                names[(game_system, key)] = _roster_name(document)[0]
    for game_system, key, result, mission, name in _tracked_results(db, recorded):
        seats.append((game_system, key, result, mission))
        names.setdefault((game_system, key), name)
    by_key: dict[tuple[str, str], list[tuple[str, str | None]]] = defaultdict(list)
    for game_system, key, result, mission in seats:
        if key and (system is None or game_system == system):
            by_key[(game_system, key)].append((result, mission))
    for where, results in by_key.items():
        record = records.get(where)
        if record is None:
            name = names.get(where) or where[1]
            record = records[where] = ListRecord(name, where[0], key=where[1])
        for result, mission in results:
            record.add(result, mission)
    return sorted(records.values(), key=lambda r: (r.system, r.list.casefold()))


def saved_list_records(db: Database, system: str | None = None) -> dict[int, ListRecord]:
    """Each saved roster's record by the roster's id (the builder's saved lists); rosters of
    the same units share one record, as they are one list."""
    by_key = {(r.system, r.key): r for r in list_records(db, system)}
    found = {}
    for saved in RosterStore(db).list(system):
        record = by_key.get((saved.system, team_key(saved.document)))
        if record is not None:
            found[saved.id] = record
    return found
