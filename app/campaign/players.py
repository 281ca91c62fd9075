"""Players: found by name (case aside, in any alphabet), created, edited, deleted and restored."""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col

from app.campaign.errors import PlayerHasGamesError, PlayerNameTakenError, UnknownPlayerError
from app.campaign.records import PlayerInfo
from app.campaign.storage import (
    RETRIES,
    casefold_match,
    checked_name,
    clean_name,
    in_transaction,
    insert_named,
)
from app.db import Database
from app.i18n import QT_TRANSLATE_NOOP
from models.campaign import GameSeat, Player


def player_info(row: Player) -> PlayerInfo:
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
        row = casefold_match(session, Player, wanted)
    return row


def list_players(db: Database) -> list[PlayerInfo]:
    with db.session() as session:
        rows = session.execute(select(Player).order_by(col(Player.name))).scalars().all()
        return [player_info(row) for row in rows]


def find_player(db: Database, name: str) -> PlayerInfo | None:
    with db.session() as session:
        row = _find_player(session, name)
        return player_info(row) if row else None


def create_player(db: Database, name: str, club: str = "", notes: str = "") -> PlayerInfo:
    name = checked_name(name, QT_TRANSLATE_NOOP("Errors", "a player needs a name."))

    def insert(session: Session) -> PlayerInfo:
        row = Player(name=name, club=clean_name(club), notes=notes)
        session.add(row)
        session.flush()
        return player_info(row)

    return insert_named(
        db,
        lambda: PlayerNameTakenError(name=name),
        lambda session: _find_player(session, name),
        insert,
    )


def ensure_player(db: Database, name: str) -> tuple[PlayerInfo, bool]:
    """The player called ``name`` (case aside), created if needed; True when it was created.

    Two processes creating the same new player at once both end up with the same row.
    """
    for _ in range(RETRIES):
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
    name = checked_name(player.name, QT_TRANSLATE_NOOP("Errors", "a player needs a name."))

    def work(session: Session) -> PlayerInfo:
        row = session.get(Player, player.id)
        if row is None:
            raise UnknownPlayerError(name=player.name)
        other = _find_player(session, name)
        if other is not None and other.id != row.id:
            raise PlayerNameTakenError(name=name)
        before = player_info(row)
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
        info = player_info(row)
        session.delete(row)
        return info

    return in_transaction(db, work)


def restore_player(db: Database, player: PlayerInfo) -> None:
    def work(session: Session) -> None:
        session.add(Player(id=player.id, name=player.name, club=player.club, notes=player.notes))

    in_transaction(db, work)


def check_players_exist(session: Session, player_ids: list[int]) -> None:
    found = set(
        session.execute(select(col(Player.id)).where(col(Player.id).in_(player_ids)))
        .scalars()
        .all()
    )
    missing = [pid for pid in player_ids if pid not in found]
    if missing:
        raise UnknownPlayerError(name=str(missing[0]))
