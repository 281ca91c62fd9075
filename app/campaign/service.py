"""Campaign operations on the database: what the interface, the CLI and the tracker call.

Every change is one short transaction, so two Muster processes sharing a database (SQLite in
WAL mode, or a club's PostgreSQL) can record games into the same campaign at once: a game and
its seats are written together or not at all, and a lost race for a new player's name is
retried rather than reported. Operations that change data return what is needed to reverse
them (the interface wraps them in QUndoStack commands).

The tracker's end-of-game offer calls::

    record_game(db, campaign_id, date, [SeatResult("Ann", "win", 2, roster), ...],
                turns=5, duration_s=5400, notes="", source="tracker", tracked_game_id=12)
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any, TypeVar

from sqlalchemy import delete, func, or_, select
from sqlalchemy import update as sa_update
from sqlalchemy.exc import DBAPIError, IntegrityError, OperationalError
from sqlmodel import Session, col

from app.campaign.errors import (
    CampaignNameTakenError,
    GameAlreadyRecordedError,
    InvalidGameError,
    PlayerHasGamesError,
    PlayerNameTakenError,
    UnknownCampaignError,
    UnknownGameError,
    UnknownPlayerError,
)
from app.campaign.records import (
    SOURCES,
    CampaignInfo,
    GameRecord,
    PlayerInfo,
    Scoring,
    SeatRecord,
    SeatResult,
    StrikeTeamInfo,
    check_result,
    check_seats,
    default_tie_breakers,
    tie_breaker_codes,
)
from app.campaign.teams import team_key
from app.db import Database, explain
from app.errors import RosterFormatError
from app.i18n import QT_TRANSLATE_NOOP
from app.roster.document import RosterDocument
from models.campaign import (
    Campaign,
    CampaignParticipant,
    Game,
    GameSeat,
    Pairing,
    PairingRound,
    Player,
    RegisteredStrikeTeam,
)
from models.core import utcnow

T = TypeVar("T")
TNamed = TypeVar("TNamed", Player, Campaign)
_RETRIES = 8


def _is_transient(exc: Exception) -> bool:
    """A lock timeout or a serialization failure: the same transaction may simply be retried."""
    text = str(getattr(exc, "orig", exc)).lower()
    return "locked" in text or "serializ" in text or "deadlock" in text


def in_transaction(db: Database, work: Callable[[Session], T]) -> T:
    """Runs ``work`` in one transaction and commits.

    ``work`` reads what it needs before writing, so when another process got in first (a lock
    held, or the same participant or player inserted a moment earlier) the whole transaction
    is simply run again and sees the other process's work. A conflict that persists is raised.
    """
    conflicts = 0
    for attempt in range(_RETRIES):
        with db.session() as session:
            try:
                value = work(session)
                session.commit()
                return value
            except OperationalError as exc:
                session.rollback()
                if not _is_transient(exc) or attempt == _RETRIES - 1:
                    # A full disk, a read-only file, a server that went away: one sentence.
                    raise explain(exc, db.file) from exc
            except IntegrityError:
                session.rollback()
                conflicts += 1
                if conflicts > 2:
                    raise
            except DBAPIError as exc:  # a value the database refuses (DataError and the like)
                session.rollback()
                raise explain(exc, db.file) from exc
        time.sleep(0.02 * (attempt + 1))
    raise AssertionError("unreachable")  # pragma: no cover


MAX_NAME = 200  # player.name and campaign.name are VARCHAR(200)


def clean_name(name: str) -> str:
    return " ".join(name.split())


def _checked_name(name: str, missing: str) -> str:
    """``name`` cleaned; raises InvalidGameError (``missing`` when empty) unless the database
    can hold it (PostgreSQL refuses what SQLite would keep)."""
    name = clean_name(name)
    if not name:
        raise InvalidGameError(missing)
    if len(name) > MAX_NAME:
        raise InvalidGameError(
            QT_TRANSLATE_NOOP("Errors", "a name has at most {max} characters."), max=MAX_NAME
        )
    return name


# --- players ------------------------------------------------------------------------------


def _player_info(row: Player) -> PlayerInfo:
    assert row.id is not None
    return PlayerInfo(row.id, row.name, row.club, row.notes)


def _find_player(session: Session, name: str) -> Player | None:
    wanted = clean_name(name)
    row = session.execute(select(Player).where(col(Player.name) == wanted)).scalars().first()
    if row is None:
        row = (
            session.execute(select(Player).where(func.lower(col(Player.name)) == wanted.lower()))
            .scalars()
            .first()
        )
    if row is None:
        row = _casefold_match(session, Player, wanted)
    return row


def _casefold_match(session: Session, table: type[TNamed], wanted: str) -> TNamed | None:
    """The row whose name equals ``wanted`` case aside in any alphabet: SQLite's lower() only
    knows ASCII, so "ŁUCJA" would not find "Łucja" (and an import would make a second one).
    Players and campaigns are few, so comparing their names here is cheap."""
    folded = wanted.casefold()
    names = session.execute(select(col(table.id), col(table.name))).all()
    match = next((row_id for row_id, row_name in names if row_name.casefold() == folded), None)
    return session.get(table, match) if match is not None else None


def list_players(db: Database) -> list[PlayerInfo]:
    with db.session() as session:
        rows = session.execute(select(Player).order_by(col(Player.name))).scalars().all()
        return [_player_info(row) for row in rows]


def find_player(db: Database, name: str) -> PlayerInfo | None:
    with db.session() as session:
        row = _find_player(session, name)
        return _player_info(row) if row else None


def create_player(db: Database, name: str, club: str = "", notes: str = "") -> PlayerInfo:
    name = _checked_name(name, QT_TRANSLATE_NOOP("Errors", "a player needs a name."))

    def work(session: Session) -> PlayerInfo:
        if _find_player(session, name) is not None:
            raise PlayerNameTakenError(name=name)
        row = Player(name=name, club=clean_name(club), notes=notes)
        session.add(row)
        session.flush()
        return _player_info(row)

    try:
        return in_transaction(db, work)
    except IntegrityError as exc:
        raise PlayerNameTakenError(name=name) from exc


def ensure_player(db: Database, name: str) -> tuple[PlayerInfo, bool]:
    """The player called ``name`` (case aside), created if needed; True when it was created.

    Two processes creating the same new player at once both end up with the same row.
    """
    for _ in range(_RETRIES):
        found = find_player(db, name)
        if found is not None:
            return found, False
        try:
            return create_player(db, name), True
        except PlayerNameTakenError:
            continue
    raise PlayerNameTakenError(name=name)  # pragma: no cover


def update_player(db: Database, player: PlayerInfo) -> PlayerInfo:
    """Saves ``player``'s name, club and notes; returns the previous values (for undo)."""
    name = _checked_name(player.name, QT_TRANSLATE_NOOP("Errors", "a player needs a name."))

    def work(session: Session) -> PlayerInfo:
        row = session.get(Player, player.id)
        if row is None:
            raise UnknownPlayerError(name=player.name)
        other = _find_player(session, name)
        if other is not None and other.id != row.id:
            raise PlayerNameTakenError(name=name)
        before = _player_info(row)
        row.name, row.club, row.notes = name, clean_name(player.club), player.notes
        session.add(row)
        return before

    try:
        return in_transaction(db, work)
    except IntegrityError as exc:
        raise PlayerNameTakenError(name=name) from exc


def delete_player(db: Database, player_id: int) -> PlayerInfo:
    """Deletes a player who has no recorded game; returns it (restore with ``restore_player``)."""

    def work(session: Session) -> PlayerInfo:
        row = session.get(Player, player_id)
        if row is None:
            raise UnknownPlayerError(name=str(player_id))
        count = session.execute(
            select(func.count()).select_from(GameSeat).where(col(GameSeat.player_id) == player_id)
        ).scalar_one()
        if count:
            raise PlayerHasGamesError(name=row.name, n=count)
        info = _player_info(row)
        session.delete(row)
        return info

    return in_transaction(db, work)


def restore_player(db: Database, player: PlayerInfo) -> None:
    def work(session: Session) -> None:
        session.add(Player(id=player.id, name=player.name, club=player.club, notes=player.notes))

    in_transaction(db, work)


# --- campaigns ----------------------------------------------------------------------------


def _campaign_info(row: Campaign) -> CampaignInfo:
    assert row.id is not None
    try:
        codes = tie_breaker_codes(row.system)
        breakers = tuple(b for b in json.loads(row.tie_breakers) if b in codes)
    except (ValueError, TypeError):
        breakers = default_tie_breakers(row.system)
    scoring = Scoring(row.points_win, row.points_draw, row.points_loss, breakers)
    return CampaignInfo(
        row.id,
        row.name,
        row.system,
        row.starts_on,
        row.ends_on,
        scoring,
        row.notes,
        row.kind,
        row.rounds,
        row.bye_points,
    )


def list_campaigns(db: Database) -> list[CampaignInfo]:
    with db.session() as session:
        rows = session.execute(select(Campaign).order_by(col(Campaign.name))).scalars().all()
        return [_campaign_info(row) for row in rows]


def get_campaign(db: Database, campaign_id: int) -> CampaignInfo:
    with db.session() as session:
        row = session.get(Campaign, campaign_id)
        if row is None:
            raise UnknownCampaignError(name=str(campaign_id))
        return _campaign_info(row)


def _find_campaign(session: Session, name: str) -> Campaign | None:
    wanted = clean_name(name)
    row = session.execute(select(Campaign).where(col(Campaign.name) == wanted)).scalars().first()
    if row is None:
        row = (
            session.execute(
                select(Campaign).where(func.lower(col(Campaign.name)) == wanted.lower())
            )
            .scalars()
            .first()
        )
    if row is None:
        row = _casefold_match(session, Campaign, wanted)
    return row


def find_campaign(db: Database, name: str) -> CampaignInfo | None:
    with db.session() as session:
        row = _find_campaign(session, name)
        return _campaign_info(row) if row else None


def campaign_by_name(db: Database, name: str) -> CampaignInfo:
    """The campaign called ``name`` (case aside); raises UnknownCampaignError."""
    found = find_campaign(db, name)
    if found is None:
        raise UnknownCampaignError(name=name)
    return found


def _apply_campaign(row: Campaign, info: CampaignInfo) -> None:
    row.name = clean_name(info.name)
    row.system = info.system
    row.starts_on, row.ends_on = info.starts_on, info.ends_on
    row.points_win = info.scoring.win
    row.points_draw = info.scoring.draw
    row.points_loss = info.scoring.loss
    row.tie_breakers = info.scoring.tie_breakers_json()
    row.notes = info.notes
    row.kind, row.rounds, row.bye_points = info.kind, info.rounds, info.bye_points


def _check_campaign(info: CampaignInfo) -> None:
    _checked_name(info.name, QT_TRANSLATE_NOOP("Errors", "a campaign needs a name."))
    codes = tie_breaker_codes(info.system)
    unknown = [b for b in info.scoring.tie_breakers if b not in codes]
    if unknown:
        raise InvalidGameError(
            QT_TRANSLATE_NOOP("Errors", '"{name}" is not a tie-breaker.'), name=unknown[0]
        )
    if info.starts_on and info.ends_on and info.ends_on < info.starts_on:
        raise InvalidGameError(
            QT_TRANSLATE_NOOP("Errors", "a campaign cannot end before it starts.")
        )


def create_campaign(
    db: Database,
    name: str,
    system: str,
    scoring: Scoring | None = None,
    starts_on: date | None = None,
    ends_on: date | None = None,
    notes: str = "",
    kind: str = "league",
    rounds: int | None = None,
) -> CampaignInfo:
    """A new campaign; ``kind`` "swiss" makes it a tournament of ``rounds`` rounds."""
    scoring = scoring or Scoring(tie_breakers=default_tie_breakers(system))
    info = CampaignInfo(
        0, clean_name(name), system, starts_on, ends_on, scoring, notes, kind, rounds
    )
    _check_campaign(info)

    def work(session: Session) -> CampaignInfo:
        if _find_campaign(session, info.name) is not None:
            raise CampaignNameTakenError(name=info.name)
        row = Campaign(name=info.name, system=system)
        _apply_campaign(row, info)
        session.add(row)
        session.flush()
        return _campaign_info(row)

    try:
        return in_transaction(db, work)
    except IntegrityError as exc:
        raise CampaignNameTakenError(name=info.name) from exc


def ensure_campaign(db: Database, name: str, system: str) -> tuple[CampaignInfo, bool]:
    """The campaign called ``name``, created (for ``system``) if needed; True when created."""
    for _ in range(_RETRIES):
        found = find_campaign(db, name)
        if found is not None:
            return found, False
        try:
            return create_campaign(db, name, system), True
        except CampaignNameTakenError:
            continue
    raise CampaignNameTakenError(name=name)  # pragma: no cover


def update_campaign(db: Database, info: CampaignInfo) -> CampaignInfo:
    """Saves the campaign's settings; returns the previous ones (for undo)."""
    _check_campaign(info)

    def work(session: Session) -> CampaignInfo:
        row = session.get(Campaign, info.id)
        if row is None:
            raise UnknownCampaignError(name=info.name)
        other = _find_campaign(session, info.name)
        if other is not None and other.id != row.id:
            raise CampaignNameTakenError(name=info.name)
        before = _campaign_info(row)
        _apply_campaign(row, info)
        session.add(row)
        return before

    try:
        return in_transaction(db, work)
    except IntegrityError as exc:
        raise CampaignNameTakenError(name=info.name) from exc


def delete_campaign(db: Database, campaign_id: int) -> None:
    """Deletes a campaign with its games, participants and pairings (the UI confirms first)."""

    def work(session: Session) -> None:
        row = session.get(Campaign, campaign_id)
        if row is None:
            raise UnknownCampaignError(name=str(campaign_id))
        game_ids = select(col(Game.id)).where(col(Game.campaign_id) == campaign_id)
        # Explicit deletes: SQLite only cascades with foreign keys on, and bulk is faster.
        session.execute(delete(GameSeat).where(col(GameSeat.game_id).in_(game_ids)))
        session.execute(delete(Game).where(col(Game.campaign_id) == campaign_id))
        session.delete(row)

    in_transaction(db, work)


# --- participants and their registered strike teams --------------------------------------


def participants(db: Database, campaign_id: int) -> list[PlayerInfo]:
    """Players registered in the campaign or who played in it, by name."""
    with db.session() as session:
        registered = select(col(CampaignParticipant.player_id)).where(
            col(CampaignParticipant.campaign_id) == campaign_id
        )
        played = (
            select(col(GameSeat.player_id))
            .join(Game, col(Game.id) == col(GameSeat.game_id))
            .where(col(Game.campaign_id) == campaign_id)
        )
        rows = (
            session.execute(
                select(Player)
                .where(col(Player.id).in_(registered.union(played)))
                .order_by(col(Player.name))
            )
            .scalars()
            .all()
        )
        return [_player_info(row) for row in rows]


def find_participant(
    session: Session, campaign_id: int, player_id: int
) -> CampaignParticipant | None:
    """The player's row in the campaign, if they take part."""
    return (
        session.execute(
            select(CampaignParticipant).where(
                col(CampaignParticipant.campaign_id) == campaign_id,
                col(CampaignParticipant.player_id) == player_id,
            )
        )
        .scalars()
        .first()
    )


def ensure_participant(session: Session, campaign_id: int, player_id: int) -> int:
    row = find_participant(session, campaign_id, player_id)
    if row is None:
        row = CampaignParticipant(campaign_id=campaign_id, player_id=player_id)
        session.add(row)
        session.flush()
    assert row.id is not None
    return row.id


def is_participant(db: Database, campaign_id: int, player_id: int) -> bool:
    """Whether the player is registered in the campaign (playing a game registers them)."""
    with db.session() as session:
        found = session.execute(
            select(col(CampaignParticipant.id)).where(
                col(CampaignParticipant.campaign_id) == campaign_id,
                col(CampaignParticipant.player_id) == player_id,
            )
        ).first()
        return found is not None


def add_participant(db: Database, campaign_id: int, player_id: int) -> None:
    for _ in range(_RETRIES):
        try:
            in_transaction(db, lambda s: ensure_participant(s, campaign_id, player_id))
            return
        except IntegrityError:
            continue  # registered meanwhile by another process


def remove_participant(db: Database, campaign_id: int, player_id: int) -> list[StrikeTeamInfo]:
    """Unregisters a player (and their strike teams); their recorded games stay.

    Returns the strike teams removed (give them to :func:`restore_participant` to undo).
    """

    def work(session: Session) -> list[StrikeTeamInfo]:
        removed = _strike_teams(session, campaign_id, player_id)
        ids = select(col(CampaignParticipant.id)).where(
            col(CampaignParticipant.campaign_id) == campaign_id,
            col(CampaignParticipant.player_id) == player_id,
        )
        session.execute(
            delete(RegisteredStrikeTeam).where(col(RegisteredStrikeTeam.participant_id).in_(ids))
        )
        session.execute(
            delete(CampaignParticipant).where(
                col(CampaignParticipant.campaign_id) == campaign_id,
                col(CampaignParticipant.player_id) == player_id,
            )
        )
        return removed

    return in_transaction(db, work)


def restore_participant(
    db: Database, campaign_id: int, player_id: int, teams: Sequence[StrikeTeamInfo] = ()
) -> None:
    """Registers the player again with the strike teams they had (undo of a removal)."""

    def work(session: Session) -> None:
        if session.get(Player, player_id) is None:
            raise UnknownPlayerError(name=str(player_id))
        participant = ensure_participant(session, campaign_id, player_id)
        for team in teams:
            if session.get(RegisteredStrikeTeam, team.id) is None:
                session.add(_team_row(participant, team.roster, team.id))

    in_transaction(db, work)


def _team_row(
    participant_id: int, roster: RosterDocument, team_id: int | None = None
) -> RegisteredStrikeTeam:
    return RegisteredStrikeTeam(
        id=team_id,
        participant_id=participant_id,
        name=roster.name,
        document=json.dumps(roster.to_json(), ensure_ascii=False),
        team_key=team_key(roster),
    )


def register_strike_team(
    db: Database, campaign_id: int, player_id: int, roster: RosterDocument
) -> StrikeTeamInfo:
    """Registers ``roster`` as one of the player's strike teams for the campaign."""
    add_participant(db, campaign_id, player_id)

    def work(session: Session) -> StrikeTeamInfo:
        participant = ensure_participant(session, campaign_id, player_id)
        row = _team_row(participant, roster)
        session.add(row)
        session.flush()
        assert row.id is not None
        return StrikeTeamInfo(row.id, player_id, row.name, roster, row.team_key)

    return in_transaction(db, work)


def unregister_strike_team(db: Database, team_id: int) -> None:
    query = delete(RegisteredStrikeTeam).where(col(RegisteredStrikeTeam.id) == team_id)
    in_transaction(db, lambda s: s.execute(query))


def strike_teams(db: Database, campaign_id: int, player_id: int) -> list[StrikeTeamInfo]:
    with db.session() as session:
        return _strike_teams(session, campaign_id, player_id)


def _strike_teams(session: Session, campaign_id: int, player_id: int) -> list[StrikeTeamInfo]:
    rows = session.execute(
        select(RegisteredStrikeTeam, col(CampaignParticipant.player_id))
        .join(
            CampaignParticipant,
            col(CampaignParticipant.id) == col(RegisteredStrikeTeam.participant_id),
        )
        .where(
            col(CampaignParticipant.campaign_id) == campaign_id,
            col(CampaignParticipant.player_id) == player_id,
        )
        .order_by(col(RegisteredStrikeTeam.name), col(RegisteredStrikeTeam.id))
    ).all()
    teams = []
    for team, pid in rows:
        roster = _roster_or_none(team.document)
        if roster is not None:
            teams.append(StrikeTeamInfo(team.id, pid, team.name, roster, team.team_key))
    return teams


# --- games --------------------------------------------------------------------------------


def _roster_or_none(text: str | None) -> RosterDocument | None:
    if not text:
        return None
    try:
        return RosterDocument.loads(text)
    except RosterFormatError:
        return None


def _resolve_players(db: Database, seats: Sequence[SeatResult]) -> list[int]:
    """Player ids for the seats, creating players named for the first time."""
    ids = []
    for seat in seats:
        if isinstance(seat.player, int):
            ids.append(seat.player)
        else:
            ids.append(ensure_player(db, seat.player)[0].id)
    if len(set(ids)) != len(ids):
        raise InvalidGameError(
            QT_TRANSLATE_NOOP("Errors", "{player} cannot play against themselves."),
            player=next(s.player for s, i in zip(seats, ids, strict=True) if ids.count(i) > 1),
        )
    return ids


def seat_rows(game_id: int, seats: Sequence[SeatResult], player_ids: list[int]) -> list[GameSeat]:
    return [
        GameSeat(
            game_id=game_id,
            seat=number,
            player_id=player_id,
            roster_document=(
                json.dumps(seat.roster.to_json(), ensure_ascii=False) if seat.roster else None
            ),
            team_key=team_key(seat.roster),
            primary_score=seat.primary_score,
            result=seat.result,
            score=seat.score,
            team=seat.team,
        )
        for number, (seat, player_id) in enumerate(zip(seats, player_ids, strict=True), start=1)
    ]


def has_rounds(session: Session, campaign_id: int) -> bool:
    """Whether the campaign has pairing rounds (else no game can be linked to a table)."""
    found = session.execute(
        select(col(PairingRound.id)).where(col(PairingRound.campaign_id) == campaign_id).limit(1)
    ).first()
    return found is not None


def link_pairing(session: Session, campaign_id: int, game_id: int, player_ids: list[int]) -> None:
    """Links the game to its table of the campaign's latest round, when two players who were
    paired there (and have no game linked yet) played it; a game whose players changed is
    unlinked first. Games of other rounds or between players not paired are left alone."""
    session.execute(sa_update(Pairing).where(col(Pairing.game_id) == game_id).values(game_id=None))
    if len(player_ids) != 2:
        return
    latest = (
        select(col(PairingRound.id))
        .where(col(PairingRound.campaign_id) == campaign_id)
        .order_by(col(PairingRound.number).desc())
        .limit(1)
        .scalar_subquery()
    )
    first, second = player_ids
    table = (
        session.execute(
            select(Pairing).where(
                col(Pairing.round_id) == latest,
                col(Pairing.game_id).is_(None),
                or_(
                    (col(Pairing.player_1_id) == first) & (col(Pairing.player_2_id) == second),
                    (col(Pairing.player_1_id) == second) & (col(Pairing.player_2_id) == first),
                ),
            )
        )
        .scalars()
        .first()
    )
    if table is not None:
        table.game_id = game_id
        session.add(table)


def _check_players_exist(session: Session, player_ids: list[int]) -> None:
    found = set(
        session.execute(select(col(Player.id)).where(col(Player.id).in_(player_ids)))
        .scalars()
        .all()
    )
    missing = [pid for pid in player_ids if pid not in found]
    if missing:
        raise UnknownPlayerError(name=str(missing[0]))


def record_game(
    db: Database,
    campaign_id: int,
    played_on: date,
    seats: Sequence[SeatResult],
    turns: int | None = None,
    duration_s: int | None = None,
    notes: str = "",
    source: str = "manual",
    tracked_game_id: int | None = None,
    end_reason: str | None = None,
) -> int:
    """Records a finished game with its seats in one transaction; returns the game's id.

    Seats are numbered from 1 in the order given. Players given by name are found (case aside)
    or created. ``end_reason`` is how the game ended (a key of the campaign's system's
    ``end_reasons()``; None: not noted). Raises InvalidGameError for seats that do not make a
    game or a result the game's rules do not allow,
    UnknownCampaignError, and GameAlreadyRecordedError when ``tracked_game_id`` is already
    recorded (so a tracker offering the same game twice does not count it twice).
    """
    check_seats(list(seats))
    if source not in SOURCES:
        raise InvalidGameError(
            QT_TRANSLATE_NOOP("Errors", '"{source}" is not a source of games.'), source=source
        )
    _check_figures(turns, duration_s)
    player_ids = _resolve_players(db, seats)

    def work(session: Session) -> int:
        campaign = session.get(Campaign, campaign_id)
        if campaign is None:
            raise UnknownCampaignError(name=str(campaign_id))
        check_result(campaign.system, seats, end_reason)
        if tracked_game_id is not None:
            existing = session.execute(
                select(col(Game.id)).where(col(Game.tracked_game_id) == tracked_game_id)
            ).scalar()
            if existing is not None:
                raise GameAlreadyRecordedError(game_id=existing)
        _check_players_exist(session, player_ids)
        now = utcnow()
        game = Game(
            campaign_id=campaign_id,
            played_on=played_on,
            turns=turns,
            duration_s=duration_s,
            notes=notes,
            source=source,
            tracked_game_id=tracked_game_id,
            end_reason=end_reason,
            created_at=now,
            updated_at=now,
        )
        session.add(game)
        session.flush()
        assert game.id is not None
        session.add_all(seat_rows(game.id, seats, player_ids))
        for player_id in player_ids:
            ensure_participant(session, campaign_id, player_id)
        link_pairing(session, campaign_id, game.id, player_ids)
        return game.id

    return in_transaction(db, work)


def _check_figures(turns: int | None, duration_s: int | None) -> None:
    if (turns is not None and turns < 0) or (duration_s is not None and duration_s < 0):
        raise InvalidGameError(
            QT_TRANSLATE_NOOP("Errors", "turns and duration cannot be negative.")
        )


def _game_record(game: Game, seats: Iterable[tuple[GameSeat, str]]) -> GameRecord:
    assert game.id is not None
    return GameRecord(
        id=game.id,
        campaign_id=game.campaign_id,
        played_on=game.played_on,
        seats=[
            SeatRecord(
                seat=seat.seat,
                player_id=seat.player_id,
                player_name=name,
                result=seat.result,  # type: ignore[arg-type]
                primary_score=seat.primary_score,
                roster=_roster_or_none(seat.roster_document),
                team_key=seat.team_key,
                score=seat.score,
                team=seat.team,
            )
            for seat, name in sorted(seats, key=lambda pair: pair[0].seat)
        ],
        turns=game.turns,
        duration_s=game.duration_s,
        notes=game.notes,
        source=game.source,
        tracked_game_id=game.tracked_game_id,
        end_reason=game.end_reason,
    )


def _load_seats(session: Session, game_id: int) -> list[tuple[GameSeat, str]]:
    return list(
        session.execute(
            select(GameSeat, col(Player.name))
            .join(Player, col(Player.id) == col(GameSeat.player_id))
            .where(col(GameSeat.game_id) == game_id)
        ).all()
    )


def get_game(db: Database, game_id: int) -> GameRecord:
    with db.session() as session:
        game = session.get(Game, game_id)
        if game is None:
            raise UnknownGameError(game_id=game_id)
        return _game_record(game, _load_seats(session, game_id))


def campaign_game_for_tracked(
    db: Database, tracked_game_id: int
) -> tuple[CampaignInfo, int] | None:
    """The campaign a tracked game was recorded in and the id of its game there, or None
    (so the tracker offers "Add to a campaign" only for a game not recorded yet)."""
    with db.session() as session:
        row = session.execute(
            select(Campaign, col(Game.id))
            .join(Game, col(Game.campaign_id) == col(Campaign.id))
            .where(col(Game.tracked_game_id) == tracked_game_id)
            .order_by(col(Game.id))
        ).first()
        if row is None:
            return None
        return _campaign_info(row[0]), int(row[1])


def games(db: Database, campaign_id: int) -> list[GameRecord]:
    """Every game of the campaign with its seats, oldest first (one consistent read)."""
    with db.session() as session, session.begin():
        rows = session.execute(
            select(Game, GameSeat, col(Player.name))
            .join(GameSeat, col(GameSeat.game_id) == col(Game.id))
            .join(Player, col(Player.id) == col(GameSeat.player_id))
            .where(col(Game.campaign_id) == campaign_id)
            .order_by(col(Game.played_on), col(Game.id))
        ).all()
        grouped: dict[int, tuple[Game, list[tuple[GameSeat, str]]]] = {}
        for game, seat, name in rows:
            grouped.setdefault(game.id, (game, []))[1].append((seat, name))
        return [_game_record(game, seats) for game, seats in grouped.values()]


def update_game(
    db: Database,
    game_id: int,
    played_on: date,
    seats: Sequence[SeatResult],
    turns: int | None = None,
    duration_s: int | None = None,
    notes: str = "",
    end_reason: str | None = None,
    *,
    check_rules: bool = True,
) -> GameRecord:
    """Replaces a game's date, figures, seats and way of ending in one transaction; returns the
    game as it was (give it to :func:`restore_game_state` to undo). ``check_rules=False``
    puts back a game recorded before its result was checked against the game's rules."""
    check_seats(list(seats))
    _check_figures(turns, duration_s)
    player_ids = _resolve_players(db, seats)

    def work(session: Session) -> GameRecord:
        game = session.get(Game, game_id)
        if game is None:
            raise UnknownGameError(game_id=game_id)
        campaign = session.get(Campaign, game.campaign_id)
        if campaign is not None and check_rules:
            check_result(campaign.system, seats, end_reason)
        _check_players_exist(session, player_ids)
        before = _game_record(game, _load_seats(session, game_id))
        game.played_on, game.turns, game.duration_s, game.notes = (
            played_on,
            turns,
            duration_s,
            notes,
        )
        game.end_reason = end_reason
        game.updated_at = utcnow()
        session.add(game)
        session.execute(delete(GameSeat).where(col(GameSeat.game_id) == game_id))
        session.flush()
        session.add_all(seat_rows(game_id, seats, player_ids))
        for player_id in player_ids:
            ensure_participant(session, game.campaign_id, player_id)
        link_pairing(session, game.campaign_id, game_id, player_ids)
        return before

    return in_transaction(db, work)


def restore_game_state(db: Database, record: GameRecord) -> GameRecord:
    """Puts a game back exactly as ``record`` describes it (undo of an edit)."""
    return update_game(
        db,
        record.id,
        record.played_on,
        record.seat_results(),
        record.turns,
        record.duration_s,
        record.notes,
        record.end_reason,
        check_rules=False,
    )


def delete_game(db: Database, game_id: int) -> GameRecord:
    """Deletes a game and its seats; returns it whole (give it to :func:`restore_game`)."""

    def work(session: Session) -> GameRecord:
        game = session.get(Game, game_id)
        if game is None:
            raise UnknownGameError(game_id=game_id)
        record = _game_record(game, _load_seats(session, game_id))
        session.execute(delete(GameSeat).where(col(GameSeat.game_id) == game_id))
        session.execute(delete(Game).where(col(Game.id) == game_id))
        return record

    return in_transaction(db, work)


def delete_games(db: Database, game_ids: Sequence[int]) -> list[GameRecord]:
    """Deletes several games in one transaction; returns them whole (see ``restore_games``)."""

    def work(session: Session) -> list[GameRecord]:
        records = []
        for game_id in game_ids:
            game = session.get(Game, game_id)
            if game is None:
                raise UnknownGameError(game_id=game_id)
            records.append(_game_record(game, _load_seats(session, game_id)))
        session.execute(delete(GameSeat).where(col(GameSeat.game_id).in_(list(game_ids))))
        session.execute(delete(Game).where(col(Game.id).in_(list(game_ids))))
        return records

    return in_transaction(db, work)


def restore_games(db: Database, records: Sequence[GameRecord]) -> None:
    """Re-inserts deleted games under their old ids, in one transaction."""

    def work(session: Session) -> None:
        for record in records:
            _insert_record(session, record)

    in_transaction(db, work)


def _insert_record(session: Session, record: GameRecord) -> int:
    seats = record.seat_results()
    player_ids = [seat.player_id for seat in record.seats]
    if session.get(Campaign, record.campaign_id) is None:
        raise UnknownCampaignError(name=str(record.campaign_id))
    _check_players_exist(session, player_ids)
    now = utcnow()
    session.add(
        Game(
            id=record.id,
            campaign_id=record.campaign_id,
            played_on=record.played_on,
            turns=record.turns,
            duration_s=record.duration_s,
            notes=record.notes,
            source=record.source,
            tracked_game_id=record.tracked_game_id,
            end_reason=record.end_reason,
            created_at=now,
            updated_at=now,
        )
    )
    session.flush()
    session.add_all(seat_rows(record.id, seats, player_ids))
    link_pairing(session, record.campaign_id, record.id, player_ids)
    return record.id


def restore_game(db: Database, record: GameRecord) -> int:
    """Re-inserts a deleted game under its old id (undo of a delete); returns the id."""
    return in_transaction(db, lambda session: _insert_record(session, record))


def game_count(db: Database, campaign_id: int) -> int:
    with db.session() as session:
        return int(
            session.execute(
                select(func.count()).select_from(Game).where(col(Game.campaign_id) == campaign_id)
            ).scalar_one()
        )


@dataclass
class GameSummary:
    """What the games list shows of a game (the list fetches these a page at a time)."""

    id: int
    played_on: date
    players: list[str]
    results: list[str]
    scores: list[int]
    turns: int | None
    source: str
    notes: str
    end_reason: str | None = None
    teams: list[int | None] = field(default_factory=list)  # each seat's team (team games)

    @property
    def winner(self) -> str | None:
        """The winner, or the players of the team that won ("Ann & Bob"); None for a draw."""
        winners = [
            name for name, result in zip(self.players, self.results, strict=True) if result == "win"
        ]
        return " & ".join(winners) if winners else None


GAME_SORT_KEYS = ("date", "players", "winner", "scores", "turns", "source", "notes")


def _game_sort_expression(key: str) -> Any:
    """What the games list sorts on for ``key`` (one of GAME_SORT_KEYS), as SQL."""
    if key == "date":
        return col(Game.played_on)
    if key in ("players", "winner"):
        # The first seat's player, or the winner (no row, so NULL, for a draw), case aside.
        seat = select(func.lower(col(Player.name))).join(
            GameSeat, col(GameSeat.player_id) == col(Player.id)
        )
        seat = seat.where(col(GameSeat.game_id) == col(Game.id))
        if key == "players":
            seat = seat.where(col(GameSeat.seat) == 1)
        else:
            seat = seat.where(col(GameSeat.result) == "win")
        return func.coalesce(seat.limit(1).scalar_subquery(), "")
    if key == "scores":
        return (
            select(func.sum(col(GameSeat.primary_score)))
            .where(col(GameSeat.game_id) == col(Game.id))
            .scalar_subquery()
        )
    if key == "turns":
        return func.coalesce(col(Game.turns), -1)
    if key == "source":
        return col(Game.source)
    if key == "notes":
        return func.lower(col(Game.notes))
    raise ValueError(key)


def game_summaries(
    db: Database,
    campaign_id: int,
    offset: int = 0,
    limit: int = 200,
    sort: str = "date",
    descending: bool = True,
) -> list[GameSummary]:
    """A page of the campaign's games in the order of ``sort`` (newest first by default),
    each with its seats in seat order.

    The database sorts, so the games list pages through ten thousand games in any order
    without reading them all; the game's id breaks ties so that pages never overlap.
    """
    expression = _game_sort_expression(sort)
    ordering = (
        (expression.desc(), col(Game.id).desc())
        if descending
        else (expression.asc(), col(Game.id).asc())
    )
    with db.engine.connect() as conn:
        page = conn.execute(
            select(
                col(Game.id),
                col(Game.played_on),
                col(Game.turns),
                col(Game.source),
                col(Game.notes),
                col(Game.end_reason),
            )
            .where(col(Game.campaign_id) == campaign_id)
            .order_by(*ordering)
            .offset(offset)
            .limit(limit)
        ).all()
        if not page:
            return []
        summaries = {
            int(row[0] or 0): GameSummary(
                int(row[0] or 0), row[1], [], [], [], row[2], row[3], row[4], row[5]
            )
            for row in page
        }
        seats = conn.execute(
            select(
                col(GameSeat.game_id),
                col(Player.name),
                col(GameSeat.result),
                col(GameSeat.primary_score),
                col(GameSeat.team),
            )
            .join(Player, col(Player.id) == col(GameSeat.player_id))
            .where(col(GameSeat.game_id).in_(list(summaries)))
            .order_by(col(GameSeat.game_id), col(GameSeat.seat))
        )
        for game_id, name, result, primary, team in seats:
            summary = summaries[game_id]
            summary.players.append(name)
            summary.results.append(result)
            summary.scores.append(primary)
            summary.teams.append(team)
    # A game deleted between the two reads has no seats: leave it out.
    return [summary for summary in summaries.values() if summary.players]
