"""game presence: who has a game open now, as a player or a spectator

The Games page shows, beside each game in progress, the Musters that have it open (issue 27,
docs/tracker.md "Who is at the table"). A new table only: no existing row is touched.

Revision ID: 0011_game_presence
Revises: 0010_live_games
Create Date: 2026-11-27
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0011_game_presence"
down_revision: str | None = "0010_live_games"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "game_presence",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "game_id",
            sa.Integer(),
            sa.ForeignKey("tracked_game.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("player", sa.String(length=200), nullable=False),
        sa.Column("role", sa.String(length=20), nullable=False),
        sa.Column("machine", sa.String(length=200), nullable=False),
        sa.Column("opened_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("seen_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_game_presence_game_id", "game_presence", ["game_id"])


def downgrade() -> None:
    op.drop_index("ix_game_presence_game_id", table_name="game_presence")
    op.drop_table("game_presence")
