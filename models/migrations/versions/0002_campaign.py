"""campaign: players, campaigns, participants, games with seats, pairings

Revision ID: 0002_campaign
Revises: 0001_foundation
Create Date: 2026-11-25
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002_campaign"
down_revision: str | None = "0001_foundation"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "player",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("club", sa.String(length=200), nullable=False),
        sa.Column("notes", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("name", name="uq_player_name"),
    )
    op.create_table(
        "campaign",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("system", sa.String(length=50), nullable=False),
        sa.Column("starts_on", sa.Date(), nullable=True),
        sa.Column("ends_on", sa.Date(), nullable=True),
        sa.Column("points_win", sa.Integer(), nullable=False),
        sa.Column("points_draw", sa.Integer(), nullable=False),
        sa.Column("points_loss", sa.Integer(), nullable=False),
        sa.Column("tie_breakers", sa.Text(), nullable=False),
        sa.Column("notes", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("name", name="uq_campaign_name"),
    )
    op.create_table(
        "campaign_participant",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "campaign_id",
            sa.Integer(),
            sa.ForeignKey("campaign.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column(
            "player_id", sa.Integer(), sa.ForeignKey("player.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column("joined_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("campaign_id", "player_id", name="uq_participant_campaign_player"),
    )
    op.create_index("ix_campaign_participant_campaign_id", "campaign_participant", ["campaign_id"])
    op.create_index("ix_campaign_participant_player_id", "campaign_participant", ["player_id"])
    op.create_table(
        "registered_strike_team",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "participant_id",
            sa.Integer(),
            sa.ForeignKey("campaign_participant.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("name", sa.String(length=300), nullable=False),
        sa.Column("document", sa.Text(), nullable=False),
        sa.Column("team_key", sa.Text(), nullable=False),
    )
    op.create_index(
        "ix_registered_strike_team_participant_id", "registered_strike_team", ["participant_id"]
    )
    op.create_table(
        "game",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "campaign_id",
            sa.Integer(),
            sa.ForeignKey("campaign.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("played_on", sa.Date(), nullable=False),
        sa.Column("turns", sa.Integer(), nullable=True),
        sa.Column("duration_s", sa.Integer(), nullable=True),
        sa.Column("notes", sa.Text(), nullable=False),
        sa.Column("source", sa.String(length=20), nullable=False),
        # No foreign key: the tracker's table comes in a later revision.
        sa.Column("tracked_game_id", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_game_campaign_played", "game", ["campaign_id", "played_on", "id"])
    op.create_index("ix_game_tracked_game_id", "game", ["tracked_game_id"])
    op.create_table(
        "game_seat",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "game_id", sa.Integer(), sa.ForeignKey("game.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column(
            "player_id",
            sa.Integer(),
            sa.ForeignKey("player.id", ondelete="RESTRICT"),
            nullable=False,
        ),
        sa.Column("roster_document", sa.Text(), nullable=True),
        sa.Column("team_key", sa.Text(), nullable=False),
        sa.Column("struggles_won", sa.Integer(), nullable=False),
        sa.Column("result", sa.String(length=4), nullable=False),
        sa.Column("score", sa.Integer(), nullable=True),
        sa.UniqueConstraint("game_id", "seat", name="uq_game_seat_game_seat"),
    )
    op.create_index("ix_game_seat_game_id", "game_seat", ["game_id"])
    op.create_index("ix_game_seat_player_id", "game_seat", ["player_id"])
    op.create_table(
        "pairing_round",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "campaign_id",
            sa.Integer(),
            sa.ForeignKey("campaign.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("campaign_id", "number", name="uq_pairing_round_campaign_number"),
    )
    op.create_index("ix_pairing_round_campaign_id", "pairing_round", ["campaign_id"])
    op.create_table(
        "pairing",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "round_id",
            sa.Integer(),
            sa.ForeignKey("pairing_round.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("table_number", sa.Integer(), nullable=False),
        sa.Column(
            "player_1_id",
            sa.Integer(),
            sa.ForeignKey("player.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column(
            "player_2_id",
            sa.Integer(),
            sa.ForeignKey("player.id", ondelete="CASCADE"),
            nullable=True,
        ),
        sa.Column(
            "game_id", sa.Integer(), sa.ForeignKey("game.id", ondelete="SET NULL"), nullable=True
        ),
    )
    op.create_index("ix_pairing_round_id", "pairing", ["round_id"])


def downgrade() -> None:
    op.drop_index("ix_pairing_round_id", "pairing")
    op.drop_table("pairing")
    op.drop_index("ix_pairing_round_campaign_id", "pairing_round")
    op.drop_table("pairing_round")
    op.drop_index("ix_game_seat_player_id", "game_seat")
    op.drop_index("ix_game_seat_game_id", "game_seat")
    op.drop_table("game_seat")
    op.drop_index("ix_game_tracked_game_id", "game")
    op.drop_index("ix_game_campaign_played", "game")
    op.drop_table("game")
    op.drop_index("ix_registered_strike_team_participant_id", "registered_strike_team")
    op.drop_table("registered_strike_team")
    op.drop_index("ix_campaign_participant_player_id", "campaign_participant")
    op.drop_index("ix_campaign_participant_campaign_id", "campaign_participant")
    op.drop_table("campaign_participant")
    op.drop_table("campaign")
    op.drop_table("player")
