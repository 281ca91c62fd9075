"""A Swiss tournament in the campaign tables: registrations, rounds, results and standings.

A tournament is a campaign of kind "swiss". Its players are the campaign's participants (a
``seed`` when the organiser gives a seeding; ``dropped_after``: how many rounds were paired
when they dropped), each with the list they registered (a registered strike team). Its rounds
are pairing rounds (round 1 keeps the random ``seed`` it was shuffled with); a table with no
second player is the bye; a result is a recorded game linked to its table.

Every change is one transaction (app.campaign.storage.in_transaction) and returns what undoes
it where the interface needs that.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from sqlalchemy import delete, func, select
from sqlmodel import Session, col

from app import systems
from app.campaign.campaigns import campaign_by_name, create_campaign
from app.campaign.errors import NotATournamentError, TournamentError, UnknownPlayerError
from app.campaign.games import record_game, update_game
from app.campaign.pairings import round_tables
from app.campaign.participants import (
    add_participant,
    find_participant,
    register_strike_team,
    strike_teams,
    unregister_strike_team,
)
from app.campaign.players import ensure_player, find_player
from app.campaign.records import CampaignInfo, Scoring, SeatResult, score_fields
from app.campaign.storage import in_transaction
from app.campaign.tournament import swiss
from app.campaign.tournament.standings import Event, SwissStanding, TableResult, compute
from app.db import Database
from app.i18n import QT_TRANSLATE_NOOP
from app.roster.document import RosterDocument
from models.campaign import (
    CampaignParticipant,
    Game,
    GameSeat,
    Pairing,
    PairingRound,
    Player,
)

KIND = "swiss"
DRAW = "draw"


@dataclass
class Entry:
    """A registered player, with the list they play and whether the game's rules accept it."""

    player_id: int
    name: str
    seed: int | None = None
    dropped_after: int | None = None
    list_name: str | None = None
    roster: RosterDocument | None = None
    problems: list[str] = field(default_factory=list)  # the list's errors, in the language

    @property
    def dropped(self) -> bool:
        return self.dropped_after is not None

    @property
    def legal(self) -> bool | None:
        """None when no list was registered."""
        return None if self.roster is None else not self.problems


@dataclass
class SwissTable:
    number: int
    players: tuple[int, int | None]  # the second None: the first has the bye
    names: tuple[str, str | None]
    game_id: int | None = None
    results: tuple[str, str] | None = None
    scores: tuple[int, int] | None = None
    rematch: bool = False

    @property
    def is_bye(self) -> bool:
        return self.players[1] is None

    @property
    def reported(self) -> bool:
        return self.is_bye or self.game_id is not None


@dataclass
class SwissRound:
    number: int
    tables: list[SwissTable]
    seed: int | None = None

    @property
    def complete(self) -> bool:
        return all(table.reported for table in self.tables)

    @property
    def started(self) -> bool:
        return any(table.game_id is not None for table in self.tables)

    def to_json(self) -> dict[str, Any]:
        """``muster tournament pair --format json`` (docs/cli.md)."""
        bye = next((t.names[0] for t in self.tables if t.is_bye), None)
        tables = [
            {"table": t.number, "players": [t.names[0], t.names[1]]}
            for t in self.tables
            if not t.is_bye
        ]
        return {"round": self.number, "tables": tables, "bye": bye}


def _refuse(template: str, **params: object) -> TournamentError:
    return TournamentError(template, **params)


# --- the tournament itself ------------------------------------------------------------


def create_tournament(
    db: Database,
    name: str,
    system: str,
    rounds: int | None = None,
    scoring: Scoring | None = None,
) -> CampaignInfo:
    """A new Swiss tournament of ``system``; its tie-breakers are the game's tournament
    ones (:func:`tie_breakers`), ``scoring`` its points for a win, a draw and a loss."""
    if rounds is not None and rounds < 1:
        raise _refuse(QT_TRANSLATE_NOOP("Errors", "a tournament has at least one round."))
    return create_campaign(db, name, system, scoring, kind=KIND, rounds=rounds)


def tournament_by_name(db: Database, name: str) -> CampaignInfo:
    info = campaign_by_name(db, name)
    if info.kind != KIND:
        raise NotATournamentError(name=info.name)
    return info


def bye_points(info: CampaignInfo) -> int:
    return info.scoring.win if info.bye_points is None else info.bye_points


def tie_breakers(info: CampaignInfo) -> tuple[str, ...]:
    """The tournament's tie-breakers: the game's (its results.py's ``tournament``)."""
    return tuple(systems.scored(info.system).league_score().tournament)


# --- registration ---------------------------------------------------------------------


def _participant(session: Session, campaign_id: int, player_id: int) -> CampaignParticipant:
    row = find_participant(session, campaign_id, player_id)
    if row is None:
        name = session.get(Player, player_id)
        raise UnknownPlayerError(name=name.name if name else str(player_id))
    return row


def _player_id(db: Database, name: str) -> int:
    found = find_player(db, name)
    if found is None:
        raise UnknownPlayerError(name=name)
    return found.id


def register(
    db: Database,
    info: CampaignInfo,
    player: str,
    roster: RosterDocument | None = None,
    seed: int | None = None,
) -> int:
    """Registers ``player`` (created if new), with ``roster`` as their list; returns the
    player's id. A late entry joins before the next round is paired (with no points for the
    rounds missed), or before a paired round has any result (pair it again to seat them);
    a dropped player registered again plays on."""
    if roster is not None and roster.system != info.system:
        raise _refuse(
            QT_TRANSLATE_NOOP("Errors", "the list is for {game}, not for this tournament's game."),
            game=roster.system,
        )
    current = latest_round(db, info.id)
    if current is not None and current.started and not current.complete:
        raise _refuse(
            QT_TRANSLATE_NOOP(
                "Errors", "round {round} is under way: register players before the next one."
            ),
            round=current.number,
        )
    player_id = ensure_player(db, player)[0].id
    add_participant(db, info.id, player_id)

    def work(session: Session) -> None:
        row = _participant(session, info.id, player_id)
        row.dropped_after = None
        if seed is not None:
            row.seed = seed
        session.add(row)

    in_transaction(db, work)
    if roster is not None:
        for team in strike_teams(db, info.id, player_id):
            unregister_strike_team(db, team.id)  # one list per player
        register_strike_team(db, info.id, player_id, roster)
    return player_id


def drop(db: Database, info: CampaignInfo, player: str) -> int | None:
    """Drops ``player`` from the rounds not paired yet (their results stay); returns what
    ``dropped_after`` was (for undo)."""
    player_id = _player_id(db, player)
    paired = len(rounds(db, info.id))

    def work(session: Session) -> int | None:
        row = _participant(session, info.id, player_id)
        before = row.dropped_after
        row.dropped_after = paired
        session.add(row)
        return before

    return in_transaction(db, work)


def restore_drop(db: Database, info: CampaignInfo, player: str, before: int | None) -> None:
    """Undoes :func:`drop` (``before``: what it returned)."""
    player_id = _player_id(db, player)

    def work(session: Session) -> None:
        row = _participant(session, info.id, player_id)
        row.dropped_after = before
        session.add(row)

    in_transaction(db, work)


def entries(
    db: Database,
    info: CampaignInfo,
    catalog_for: Callable[[str], Any] | None = None,
    language: str | None = None,
) -> list[Entry]:
    """The registered players by name, each with their list and, given ``catalog_for``
    (a system's catalogue), the list's problems under the game's rules."""
    with db.session() as session:
        rows = session.execute(
            select(CampaignParticipant, col(Player.name))
            .join(Player, col(Player.id) == col(CampaignParticipant.player_id))
            .where(col(CampaignParticipant.campaign_id) == info.id)
            .order_by(col(Player.name))
        ).all()
        found = [Entry(p.player_id, name, p.seed, p.dropped_after) for p, name in rows]
    game = systems.get(info.system)
    for entry in found:
        teams = strike_teams(db, info.id, entry.player_id)
        if not teams:
            continue
        entry.roster, entry.list_name = teams[-1].roster, teams[-1].name
        if catalog_for is not None:
            violations = game.validate(entry.roster, catalog_for(info.system))
            entry.problems = [v.message(language) for v in violations if v.severity == "error"]
    return found


# --- rounds -------------------------------------------------------------------------------


def _load_round(session: Session, row: PairingRound, names: dict[int, str]) -> SwissRound:
    tables, seats = round_tables(session, row)
    loaded = []
    for t in tables:
        first = seats.get((t.game_id or 0, t.player_1_id))
        second = seats.get((t.game_id or 0, t.player_2_id or 0))
        played = first is not None and second is not None
        loaded.append(
            SwissTable(
                t.table_number,
                (t.player_1_id, t.player_2_id),
                (names[t.player_1_id], names.get(t.player_2_id or 0)),
                t.game_id if played else None,
                (first[0], second[0]) if first and second else None,
                (first[1], second[1]) if first and second else None,
            )
        )
    return SwissRound(row.number, loaded, row.seed)


def _names(session: Session, campaign_id: int) -> dict[int, str]:
    return dict(
        session.execute(
            select(col(Player.id), col(Player.name))
            .join(CampaignParticipant, col(CampaignParticipant.player_id) == col(Player.id))
            .where(col(CampaignParticipant.campaign_id) == campaign_id)
        ).all()
    )


def rounds(db: Database, campaign_id: int) -> list[SwissRound]:
    with db.session() as session:
        names = _names(session, campaign_id)
        rows = session.execute(
            select(PairingRound)
            .where(col(PairingRound.campaign_id) == campaign_id)
            .order_by(col(PairingRound.number))
        ).scalars()
        found = [_load_round(session, row, names) for row in rows]
    met: set[frozenset[int]] = set()
    for number in found:
        for table in number.tables:
            if table.players[1] is not None:
                pair = frozenset((table.players[0], table.players[1]))
                table.rematch = pair in met
        for table in number.tables:
            if table.players[1] is not None:
                met.add(frozenset((table.players[0], table.players[1])))
    return found


def latest_round(db: Database, campaign_id: int) -> SwissRound | None:
    found = rounds(db, campaign_id)
    return found[-1] if found else None


def round_numbered(db: Database, info: CampaignInfo, number: int | None = None) -> SwissRound:
    """Round ``number`` (the latest when None); refused when it does not exist."""
    found = rounds(db, info.id)
    if number is None and found:
        return found[-1]
    chosen = [r for r in found if r.number == number]
    if not chosen:
        if number is None:
            raise _refuse(QT_TRANSLATE_NOOP("Errors", "no round has been paired yet."))
        raise _refuse(QT_TRANSLATE_NOOP("Errors", "there is no round {round}."), round=number)
    return chosen[0]


def _active(entries_: Sequence[Entry]) -> list[Entry]:
    return [entry for entry in entries_ if not entry.dropped]


def _pairings(
    db: Database, info: CampaignInfo, earlier: list[SwissRound], seed: int
) -> swiss.Pairings:
    active = _active(entries(db, info))
    if not earlier:
        seeded = [e for e in active if e.seed is not None]
        if seeded:  # the given seeding first, the unseeded after them by name
            order = sorted(seeded, key=lambda e: e.seed or 0) + [
                e for e in active if e.seed is None
            ]
            return swiss.first_round([e.player_id for e in order], seed, seeded=True)
        return swiss.first_round([e.player_id for e in active], seed)
    table = standings(db, info)
    active_ids = {e.player_id for e in active}
    entrants = [
        swiss.Entrant(row.player_id, row.points, position, row.byes)
        for position, row in enumerate(table, start=1)
        if row.player_id in active_ids
    ]
    met = {
        frozenset((t.players[0], t.players[1]))
        for r in earlier
        for t in r.tables
        if t.players[1] is not None
    }
    return swiss.next_round(entrants, met, seed)


def pair_next_round(db: Database, info: CampaignInfo, seed: int | None = None) -> SwissRound:
    """Pairs and records the next round (see app/campaign/tournament/swiss.py); ``seed``
    makes a random choice repeatable (one is drawn and recorded when not given)."""
    earlier = rounds(db, info.id)
    if earlier and not earlier[-1].complete:
        raise _refuse(
            QT_TRANSLATE_NOOP("Errors", "round {round} still has tables without a result."),
            round=earlier[-1].number,
        )
    if info.rounds is not None and len(earlier) >= info.rounds:
        raise _refuse(
            QT_TRANSLATE_NOOP("Errors", "all {rounds} rounds have been paired."),
            rounds=info.rounds,
        )
    seed = secrets.randbelow(2**31) if seed is None else seed
    pairings = _pairings(db, info, earlier, seed)
    number = len(earlier) + 1
    _write_round(db, info.id, number, pairings, seed)
    return rounds(db, info.id)[-1]


def _write_round(
    db: Database, campaign_id: int, number: int, pairings: swiss.Pairings, seed: int | None
) -> None:
    def work(session: Session) -> None:
        row = PairingRound(campaign_id=campaign_id, number=number, seed=seed)
        session.add(row)
        session.flush()
        assert row.id is not None
        for table_number, (first, second) in enumerate(pairings.tables, start=1):
            session.add(
                Pairing(
                    round_id=row.id,
                    table_number=table_number,
                    player_1_id=first,
                    player_2_id=second,
                )
            )
        if pairings.bye is not None:
            session.add(
                Pairing(
                    round_id=row.id, table_number=len(pairings.tables) + 1, player_1_id=pairings.bye
                )
            )

    in_transaction(db, work)


def _round_row(session: Session, campaign_id: int, number: int) -> PairingRound:
    row = (
        session.execute(
            select(PairingRound).where(
                col(PairingRound.campaign_id) == campaign_id, col(PairingRound.number) == number
            )
        )
        .scalars()
        .first()
    )
    if row is None:
        raise _refuse(QT_TRANSLATE_NOOP("Errors", "there is no round {round}."), round=number)
    return row


def unpair_round(db: Database, info: CampaignInfo) -> SwissRound:
    """Deletes the latest round while no table of it has a result (to pair it again, or to
    undo its pairing); returns it."""
    current = latest_round(db, info.id)
    if current is None:
        raise _refuse(QT_TRANSLATE_NOOP("Errors", "no round has been paired yet."))
    _check_not_started(current)

    def work(session: Session) -> None:
        row = _round_row(session, info.id, current.number)
        session.execute(delete(Pairing).where(col(Pairing.round_id) == row.id))
        session.delete(row)

    in_transaction(db, work)
    return current


def repair_round(db: Database, info: CampaignInfo, seed: int | None = None) -> SwissRound:
    """Pairs the latest round again (after late entries or drops), while no table of it has
    a result."""
    unpair_round(db, info)
    return pair_next_round(db, info, seed)


def restore_round(db: Database, info: CampaignInfo, before: SwissRound) -> None:
    """Puts back the latest round's tables as ``before`` had them (undo of a re-pairing),
    while no table of the latest round has a result."""
    unpair_round(db, info)
    tables = [(t.players[0], t.players[1]) for t in before.tables if t.players[1] is not None]
    bye = next((t.players[0] for t in before.tables if t.is_bye), None)
    _write_round(db, info.id, before.number, swiss.Pairings(tables, bye, []), before.seed)


def _check_not_started(current: SwissRound) -> None:
    if current.started:
        raise _refuse(
            QT_TRANSLATE_NOOP("Errors", "round {round} has results already."),
            round=current.number,
        )


def swap(db: Database, info: CampaignInfo, first: str, second: str) -> list[tuple[str, str]]:
    """Swaps two players' seats in the latest round before any result is reported (either
    may hold the bye); returns the rematches the swap makes (names), for the warning."""
    current = latest_round(db, info.id)
    if current is None:
        raise _refuse(QT_TRANSLATE_NOOP("Errors", "no round has been paired yet."))
    _check_not_started(current)
    a, b = _player_id(db, first), _player_id(db, second)

    def work(session: Session) -> None:
        row = _round_row(session, info.id, current.number)
        tables = session.execute(select(Pairing).where(col(Pairing.round_id) == row.id)).scalars()
        swapped = {a: b, b: a}
        seen: set[int] = set()
        for table in tables:
            first_id, second_id = table.player_1_id, table.player_2_id
            seen.update(pid for pid in (first_id, second_id) if pid in swapped)
            if first_id in swapped and second_id in swapped:
                continue  # the two share a table: swapping changes nothing
            if first_id in swapped:
                table.player_1_id = swapped[first_id]
            elif second_id is not None and second_id in swapped:
                table.player_2_id = swapped[second_id]
            session.add(table)
        if seen != {a, b}:
            missing = first if a not in seen else second
            raise _refuse(
                QT_TRANSLATE_NOOP("Errors", "{player} has no table in round {round}."),
                player=missing,
                round=current.number,
            )

    in_transaction(db, work)
    after = rounds(db, info.id)[-1]
    return [
        (t.names[0], t.names[1] or "")
        for t in after.tables
        if t.rematch and {a, b} & {t.players[0], t.players[1]}
    ]


# --- results --------------------------------------------------------------------------


def _registered_list(db: Database, info: CampaignInfo, player_id: int) -> RosterDocument | None:
    """The list the player registered (it goes with their games, for each list's record)."""
    teams = strike_teams(db, info.id, player_id)
    return teams[-1].roster if teams else None


def report(
    db: Database,
    info: CampaignInfo,
    round_number: int,
    table_number: int,
    winner: str,
    scores: tuple[int, int] | None = None,
    secondary: tuple[int, int] | None = None,
    played_on: date | None = None,
) -> int:
    """Records (or corrects) the result of one table: ``winner`` a player's name or "draw";
    ``scores`` each side's primary figure, in the table's order. Returns the game's id."""
    chosen = round_numbered(db, info, round_number)
    table = next((t for t in chosen.tables if t.number == table_number), None)
    if table is None or table.is_bye:
        raise _refuse(
            QT_TRANSLATE_NOOP("Errors", "round {round} has no table {table} with two players."),
            round=round_number,
            table=table_number,
        )
    first, second = table.players
    assert second is not None
    if winner.casefold() == DRAW:
        results = ("draw", "draw")
    else:
        winner_id = _player_id(db, winner)
        if winner_id not in (first, second):
            raise _refuse(
                QT_TRANSLATE_NOOP("Errors", "{player} does not play at table {table}."),
                player=winner,
                table=table_number,
            )
        results = ("win", "loss") if winner_id == first else ("loss", "win")
    primary = scores or (0, 0)
    other = secondary or (None, None)
    lists = [_registered_list(db, info, pid) for pid in (first, second)]
    seats = [
        SeatResult(first, results[0], primary[0], lists[0], other[0]),  # type: ignore[arg-type]
        SeatResult(second, results[1], primary[1], lists[1], other[1]),  # type: ignore[arg-type]
    ]
    when = played_on or date.today()
    if table.game_id is not None:
        update_game(db, table.game_id, when, seats)
        return table.game_id
    game_id = record_game(db, info.id, when, seats)

    def link(session: Session) -> None:
        row = _round_row(session, info.id, round_number)
        pairing = (
            session.execute(
                select(Pairing).where(
                    col(Pairing.round_id) == row.id, col(Pairing.table_number) == table_number
                )
            )
            .scalars()
            .one()
        )
        pairing.game_id = game_id
        session.add(pairing)

    in_transaction(db, link)
    return game_id


# --- standings ------------------------------------------------------------------------


def event(db: Database, info: CampaignInfo) -> Event:
    """What the standings are computed from, read in three queries."""
    with db.session() as session:
        participants = session.execute(
            select(
                col(CampaignParticipant.player_id), col(CampaignParticipant.dropped_after)
            ).where(col(CampaignParticipant.campaign_id) == info.id)
        ).all()
        names = _names(session, info.id)
        tables = session.execute(
            select(
                col(PairingRound.number),
                col(Pairing.player_1_id),
                col(Pairing.player_2_id),
                col(Pairing.game_id),
            )
            .join(PairingRound, col(PairingRound.id) == col(Pairing.round_id))
            .where(col(PairingRound.campaign_id) == info.id)
        ).all()
        # Every game of a tournament is one of its tables: read the seats by campaign.
        seats = {
            (game_id, player_id): (result, primary, score)
            for game_id, player_id, result, primary, score in session.execute(
                select(
                    col(GameSeat.game_id),
                    col(GameSeat.player_id),
                    col(GameSeat.result),
                    col(GameSeat.primary_score),
                    func.coalesce(col(GameSeat.score), 0),
                )
                .join(Game, col(Game.id) == col(GameSeat.game_id))
                .where(col(Game.campaign_id) == info.id)
            )
        }
    results, byes = [], []
    for number, first, second, game_id in tables:
        if second is None:
            byes.append((number, first))
            continue
        a, b = seats.get((game_id or 0, first)), seats.get((game_id or 0, second))
        if a is not None and b is not None:
            results.append(
                TableResult(number, (first, second), (a[0], b[0]), (a[1], b[1]), (a[2], b[2]))
            )
    league = systems.scored(info.system).league_score()
    return Event(
        players=names,
        results=results,
        byes=byes,
        scoring=info.scoring,
        bye_points=bye_points(info),
        tie_breakers=tie_breakers(info),
        fields=score_fields(info.system),
        bye_score=league.bye_score,
        dropped=frozenset(pid for pid, dropped in participants if dropped is not None),
    )


def standings(db: Database, info: CampaignInfo) -> list[SwissStanding]:
    return compute(event(db, info))
