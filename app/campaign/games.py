"""A campaign's recorded games and their seats: recorded, read, edited, deleted and put back.

The tracker's end-of-game offer calls::

    record_game(db, campaign_id, date, [SeatResult("Ann", "win", 2, roster), ...],
                turns=5, duration_s=5400, notes="", source="tracker", tracked_game_id=12)
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from datetime import date

from sqlalchemy import delete, func, select
from sqlmodel import Session, col

from app.campaign.campaigns import campaign_info
from app.campaign.errors import (
    GameAlreadyRecordedError,
    InvalidGameError,
    UnknownCampaignError,
    UnknownGameError,
)
from app.campaign.pairings import link_pairing
from app.campaign.participants import ensure_participant
from app.campaign.players import check_players_exist, ensure_player
from app.campaign.records import (
    SOURCES,
    CampaignInfo,
    GameRecord,
    SeatRecord,
    SeatResult,
    check_result,
    check_seats,
)
from app.campaign.storage import in_transaction, roster_or_none
from app.campaign.teams import team_key
from app.db import Database
from app.i18n import QT_TRANSLATE_NOOP
from models.campaign import Campaign, Game, GameSeat, Player
from models.core import utcnow


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
        check_players_exist(session, player_ids)
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
                roster=roster_or_none(seat.roster_document),
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
        return campaign_info(row[0]), int(row[1])


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
        check_players_exist(session, player_ids)
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
    check_players_exist(session, player_ids)
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
