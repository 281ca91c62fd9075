"""Who takes part in a campaign, and the strike teams (lists) each participant registered."""

from __future__ import annotations

import json
from collections.abc import Sequence

from sqlalchemy import delete, select
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col

from app.campaign.errors import UnknownPlayerError
from app.campaign.players import player_info
from app.campaign.records import PlayerInfo, StrikeTeamInfo
from app.campaign.storage import RETRIES, in_transaction, roster_or_none
from app.campaign.teams import team_key
from app.db import Database
from app.roster.document import RosterDocument
from models.campaign import CampaignParticipant, Game, GameSeat, Player, RegisteredStrikeTeam


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
        return [player_info(row) for row in rows]


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
    for _ in range(RETRIES):
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
        roster = roster_or_none(team.document)
        if roster is not None:
            teams.append(StrikeTeamInfo(team.id, pid, team.name, roster, team.team_key))
    return teams
