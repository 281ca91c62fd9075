"""Round-robin pairings for a league (the circle method), with byes recorded.

With an odd number of players a "bye" joins the circle; whoever meets it sits the round out,
and the round records it as a table with no second player. Over ``n - 1`` rounds (``n`` even,
counting the bye) every player meets every other exactly once.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import func, or_, select
from sqlalchemy import update as sa_update
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col

from app.campaign.errors import PairingError
from app.campaign.storage import in_transaction
from app.db import Database
from app.i18n import QT_TRANSLATE_NOOP
from models.campaign import GameSeat, Pairing, PairingRound, Player


@dataclass(frozen=True)
class Table:
    number: int
    player_1: int
    player_2: int | None  # None: player_1 has the bye
    # The game these two played, once recorded (link_pairing below links it).
    game_id: int | None = None
    winner: int | None = None  # None with a game: a draw
    scores: tuple[int, int] | None = None  # the game's primary figure of player_1 and player_2

    @property
    def played(self) -> bool:
        return self.game_id is not None


@dataclass
class Round:
    id: int
    number: int
    tables: list[Table]


def round_count(players: int) -> int:
    """How many rounds a full round robin of ``players`` takes."""
    if players < 2:
        return 0
    return players - 1 if players % 2 == 0 else players


def round_robin(players: Sequence[int], round_number: int) -> list[Table]:
    """The tables of round ``round_number`` (from 1) of a round robin of ``players``.

    Rounds past the last one start the cycle again. The bye, if any, is the last table.
    """
    if len(players) < 2:
        raise PairingError(
            QT_TRANSLATE_NOOP("Errors", "No pairings can be made: a round needs 2 players.")
        )
    if len(set(players)) != len(players):
        raise PairingError(
            QT_TRANSLATE_NOOP("Errors", "No pairings can be made: a player is listed twice.")
        )
    circle: list[int | None] = list(players)
    if len(circle) % 2:
        circle.append(None)
    size = len(circle)
    turn = (round_number - 1) % (size - 1)
    # The first seat stays put; the others rotate one place per round.
    rest = circle[1:]
    rest = rest[-turn:] + rest[:-turn] if turn else rest
    arranged = [circle[0], *rest]
    pairs: list[tuple[int | None, int | None]] = [
        (arranged[i], arranged[size - 1 - i]) for i in range(size // 2)
    ]
    # Alternate the first seat's side so nobody is always player 1.
    if turn % 2:
        pairs[0] = (pairs[0][1], pairs[0][0])
    tables: list[Table] = []
    bye: int | None = None
    for first, second in pairs:
        if first is None or second is None:
            bye = first if first is not None else second
            continue
        tables.append(Table(len(tables) + 1, first, second))
    if bye is not None:
        tables.append(Table(len(tables) + 1, bye, None))
    return tables


def round_tables(
    session: Session, row: PairingRound
) -> tuple[list[Pairing], dict[tuple[int, int], tuple[str, int]]]:
    """A round's tables by number, and the (result, primary figure) of each seat of their
    games by (game, player)."""
    tables = list(
        session.execute(
            select(Pairing)
            .where(col(Pairing.round_id) == row.id)
            .order_by(col(Pairing.table_number))
        ).scalars()
    )
    game_ids = [t.game_id for t in tables if t.game_id is not None]
    seats: dict[tuple[int, int], tuple[str, int]] = {}
    if game_ids:
        for game_id, player_id, result, primary in session.execute(
            select(
                col(GameSeat.game_id),
                col(GameSeat.player_id),
                col(GameSeat.result),
                col(GameSeat.primary_score),
            ).where(col(GameSeat.game_id).in_(game_ids))
        ):
            seats[(game_id, player_id)] = (result, primary)
    return tables, seats


def _round(session: Session, row: PairingRound) -> Round:
    tables, seats = round_tables(session, row)
    assert row.id is not None
    return Round(row.id, row.number, [_table(t, seats) for t in tables])


def _table(row: Pairing, seats: dict[tuple[int, int], tuple[str, int]]) -> Table:
    first = seats.get((row.game_id or 0, row.player_1_id))
    second = seats.get((row.game_id or 0, row.player_2_id or 0))
    if row.game_id is None or first is None or second is None:
        # Not played yet (or the game no longer seats these two): no result to show.
        return Table(row.table_number, row.player_1_id, row.player_2_id)
    winner = (
        row.player_1_id if first[0] == "win" else row.player_2_id if second[0] == "win" else None
    )
    return Table(
        row.table_number,
        row.player_1_id,
        row.player_2_id,
        row.game_id,
        winner,
        (first[1], second[1]),
    )


def rounds(db: Database, campaign_id: int) -> list[Round]:
    with db.session() as session:
        rows = session.execute(
            select(PairingRound)
            .where(col(PairingRound.campaign_id) == campaign_id)
            .order_by(col(PairingRound.number))
        ).scalars()
        return [_round(session, row) for row in rows]


def create_round(db: Database, campaign_id: int, players: Sequence[int]) -> Round:
    """Pairs the next round of the campaign's round robin of ``players`` and records it.

    ``players`` are ordered once for the whole league (the interface passes the participants
    by name), so round ``k`` is the ``k``-th round of the same circle.
    """

    def work(session: Session) -> Round:
        known = set(
            session.execute(select(col(Player.id)).where(col(Player.id).in_(players))).scalars()
        )
        if len(known) != len(set(players)):
            raise PairingError(
                QT_TRANSLATE_NOOP("Errors", "No pairings can be made: a player no longer exists.")
            )
        last = session.execute(
            select(func.max(col(PairingRound.number))).where(
                col(PairingRound.campaign_id) == campaign_id
            )
        ).scalar()
        number = (last or 0) + 1
        tables = round_robin(players, number)
        row = PairingRound(campaign_id=campaign_id, number=number)
        session.add(row)
        session.flush()
        assert row.id is not None
        for table in tables:
            session.add(
                Pairing(
                    round_id=row.id,
                    table_number=table.number,
                    player_1_id=table.player_1,
                    player_2_id=table.player_2,
                )
            )
        return Round(row.id, number, tables)

    for _ in range(5):
        try:
            return in_transaction(db, work)
        except IntegrityError:
            continue  # another process took this round number; pair the next one
    raise PairingError(
        QT_TRANSLATE_NOOP("Errors", "No pairings can be made: the database is busy, try again.")
    )


def delete_round(db: Database, round_id: int) -> None:
    def work(session: Session) -> None:
        row = session.get(PairingRound, round_id)
        if row is not None:
            session.execute(
                Pairing.__table__.delete().where(Pairing.__table__.c.round_id == round_id)  # type: ignore[attr-defined]
            )
            session.delete(row)

    in_transaction(db, work)


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
