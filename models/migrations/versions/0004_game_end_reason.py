"""game end reason: how a recorded game ended (struggles, concession, time...)

Revision ID: 0004_game_end_reason
Revises: 0003_tracker
Create Date: 2026-11-26
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004_game_end_reason"
down_revision: str | None = "0003_tracker"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # Games recorded before this revision keep None: the way they ended was not noted.
    with op.batch_alter_table("game") as batch:
        batch.add_column(sa.Column("end_reason", sa.String(length=20), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("game") as batch:
        batch.drop_column("end_reason")
