"""Campaigns (leagues and tournaments) themselves: their names, systems, dates and scoring."""

from __future__ import annotations

import json
from datetime import date

from sqlalchemy import delete, func, select
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col

from app.campaign.errors import CampaignNameTakenError, InvalidGameError, UnknownCampaignError
from app.campaign.records import CampaignInfo, Scoring, default_tie_breakers, tie_breaker_codes
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
from models.campaign import Campaign, Game, GameSeat


def campaign_info(row: Campaign) -> CampaignInfo:
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
        return [campaign_info(row) for row in rows]


def get_campaign(db: Database, campaign_id: int) -> CampaignInfo:
    with db.session() as session:
        row = session.get(Campaign, campaign_id)
        if row is None:
            raise UnknownCampaignError(name=str(campaign_id))
        return campaign_info(row)


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
        row = casefold_match(session, Campaign, wanted)
    return row


def find_campaign(db: Database, name: str) -> CampaignInfo | None:
    with db.session() as session:
        row = _find_campaign(session, name)
        return campaign_info(row) if row else None


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
    checked_name(info.name, QT_TRANSLATE_NOOP("Errors", "a campaign needs a name."))
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

    def insert(session: Session) -> CampaignInfo:
        row = Campaign(name=info.name, system=system)
        _apply_campaign(row, info)
        session.add(row)
        session.flush()
        return campaign_info(row)

    return insert_named(
        db,
        lambda: CampaignNameTakenError(name=info.name),
        lambda session: _find_campaign(session, info.name),
        insert,
    )


def ensure_campaign(db: Database, name: str, system: str) -> tuple[CampaignInfo, bool]:
    """The campaign called ``name``, created (for ``system``) if needed; True when created."""
    for _ in range(RETRIES):
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
        before = campaign_info(row)
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
