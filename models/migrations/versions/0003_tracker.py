"""tracker: tracked games and their event logs

Revision ID: 0003_tracker
Revises: 0002_campaign
Create Date: 2026-11-25
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003_tracker"
down_revision: str | None = "0002_campaign"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "tracked_game",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("system", sa.String(length=50), nullable=False),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("players", sa.Text(), nullable=False),
        sa.Column("setup", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("event_count", sa.Integer(), nullable=False),
        sa.Column("winner", sa.Integer(), nullable=True),
        sa.Column("winner_name", sa.String(length=200), nullable=False),
        sa.Column("struggles", sa.Text(), nullable=False),
        sa.Column("turns", sa.Integer(), nullable=False),
        sa.Column("duration_seconds", sa.Integer(), nullable=False),
        sa.Column("units_defeated", sa.Text(), nullable=False),
    )
    op.create_index("ix_tracked_game_status", "tracked_game", ["status"])
    op.create_index("ix_tracked_game_updated_at", "tracked_game", ["updated_at"])
    op.create_table(
        "tracked_game_event",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "game_id",
            sa.Integer(),
            sa.ForeignKey("tracked_game.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("type", sa.String(length=50), nullable=False),
        sa.Column("payload", sa.Text(), nullable=False),
        sa.Column("at", sa.String(length=40), nullable=False),
        sa.Column("undone", sa.Boolean(), nullable=False),
        sa.UniqueConstraint("game_id", "seq", name="uq_tracked_game_event_seq"),
    )


def downgrade() -> None:
    op.drop_table("tracked_game_event")
    op.drop_index("ix_tracked_game_updated_at", "tracked_game")
    op.drop_index("ix_tracked_game_status", "tracked_game")
    op.drop_table("tracked_game")
