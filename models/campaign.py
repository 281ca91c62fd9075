"""Tables of the campaign manager: players, campaigns (leagues), recorded games and pairings.

A game's participants are rows of ``game_seat`` (seat number, player, strike team, result
figures, team), so that games of two to six players, and teams, fit the same schema.
``game.tracked_game_id`` points at the tracker's game without a foreign key: the tracker's
table comes in a later revision and a recorded result must outlive the tracked log it came
from.
"""

from __future__ import annotations

from datetime import date, datetime

import sqlalchemy as sa
from sqlmodel import Field, SQLModel

from models.core import utcnow


class Player(SQLModel, table=True):
    __tablename__ = "player"
    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(max_length=200, unique=True)
    club: str = Field(default="", max_length=200)
    notes: str = Field(default="", sa_type=sa.Text)
    created_at: datetime = Field(default_factory=utcnow)


class Campaign(SQLModel, table=True):
    """A campaign or league: its game system, dates, scoring and tie-breakers."""

    __tablename__ = "campaign"
    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(max_length=200, unique=True)
    system: str = Field(max_length=50)
    starts_on: date | None = None
    ends_on: date | None = None
    points_win: int = 3
    points_draw: int = 1
    points_loss: int = 0
    tie_breakers: str = Field(
        default='["score_difference", "scores_for", "head_to_head"]',
        sa_type=sa.Text,
        description="JSON list of tie-breaker codes, applied in order",
    )
    notes: str = Field(default="", sa_type=sa.Text)
    created_at: datetime = Field(default_factory=utcnow)
    # "league" (games in any order, round-robin pairings) or "swiss" (a tournament: rounds
    # paired by score, app/campaign/tournament/).
    kind: str = Field(
        default="league", max_length=20, sa_column_kwargs={"server_default": "league"}
    )
    rounds: int | None = Field(default=None, description="a tournament's planned rounds")
    bye_points: int | None = Field(
        default=None, description="what a bye scores in a tournament (None: a win's points)"
    )


class CampaignParticipant(SQLModel, table=True):
    __tablename__ = "campaign_participant"
    __table_args__ = (sa.UniqueConstraint("campaign_id", "player_id"),)
    id: int | None = Field(default=None, primary_key=True)
    campaign_id: int = Field(foreign_key="campaign.id", ondelete="CASCADE", index=True)
    player_id: int = Field(foreign_key="player.id", ondelete="CASCADE", index=True)
    joined_at: datetime = Field(default_factory=utcnow)
    seed: int | None = Field(default=None, description="a tournament's seeding (1 the top)")
    dropped_after: int | None = Field(
        default=None, description="the rounds a tournament had when the player dropped"
    )


class RegisteredStrikeTeam(SQLModel, table=True):
    """A strike team a participant registered for the campaign (a roster document)."""

    __tablename__ = "registered_strike_team"
    id: int | None = Field(default=None, primary_key=True)
    participant_id: int = Field(
        foreign_key="campaign_participant.id", ondelete="CASCADE", index=True
    )
    name: str = Field(default="", max_length=300)
    document: str = Field(sa_type=sa.Text, description="muster.roster/1 JSON")
    team_key: str = Field(default="", sa_type=sa.Text)


class Game(SQLModel, table=True):
    __tablename__ = "game"
    __table_args__ = (sa.Index("ix_game_campaign_played", "campaign_id", "played_on", "id"),)
    id: int | None = Field(default=None, primary_key=True)
    campaign_id: int = Field(foreign_key="campaign.id", ondelete="CASCADE")
    played_on: date
    turns: int | None = None
    duration_s: int | None = None
    notes: str = Field(default="", sa_type=sa.Text)
    source: str = Field(default="manual", max_length=20, description="manual, tracker or csv")
    tracked_game_id: int | None = Field(default=None, index=True)
    end_reason: str | None = Field(
        default=None, max_length=20, description="how the game ended (the system's key)"
    )
    created_at: datetime = Field(default_factory=utcnow)
    updated_at: datetime = Field(default_factory=utcnow)


class GameSeat(SQLModel, table=True):
    """One participant of a game: who, with which strike team, and how it went."""

    __tablename__ = "game_seat"
    __table_args__ = (sa.UniqueConstraint("game_id", "seat"),)
    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="game.id", ondelete="CASCADE", index=True)
    seat: int
    player_id: int = Field(foreign_key="player.id", ondelete="RESTRICT", index=True)
    roster_document: str | None = Field(default=None, sa_type=sa.Text)
    team_key: str = Field(
        default="", sa_type=sa.Text, description="canonical key of the strike team's units"
    )
    # The game's own score (its system's ``score_fields``): the primary figure (victory tokens,
    # success points, conquest points…) and the secondary one where the game has one.
    primary_score: int = 0
    result: str = Field(max_length=4, description="win, draw or loss")
    score: int | None = None
    team: int | None = Field(default=None, description="the seat's team in a team game")


class PairingRound(SQLModel, table=True):
    __tablename__ = "pairing_round"
    __table_args__ = (sa.UniqueConstraint("campaign_id", "number"),)
    id: int | None = Field(default=None, primary_key=True)
    campaign_id: int = Field(foreign_key="campaign.id", ondelete="CASCADE", index=True)
    number: int
    created_at: datetime = Field(default_factory=utcnow)
    seed: int | None = Field(default=None, description="the random seed of a random pairing")


class Pairing(SQLModel, table=True):
    """One table of a round; ``player_2_id`` is empty when ``player_1_id`` has the bye."""

    __tablename__ = "pairing"
    id: int | None = Field(default=None, primary_key=True)
    round_id: int = Field(foreign_key="pairing_round.id", ondelete="CASCADE", index=True)
    table_number: int
    player_1_id: int = Field(foreign_key="player.id", ondelete="CASCADE")
    player_2_id: int | None = Field(default=None, foreign_key="player.id", ondelete="CASCADE")
    game_id: int | None = Field(default=None, foreign_key="game.id", ondelete="SET NULL")
