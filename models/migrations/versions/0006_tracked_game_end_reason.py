"""tracker: a tracked game keeps how it ended (struggles, concession, time...)

The Games list names how a finished game ended when it is not the usual way. Games finished
before this revision keep None until their next event is recorded (the list then shows the
score alone, as before).

Revision ID: 0006_tracked_game_end_reason
Revises: 0005_tracker_legacy_events
Create Date: 2026-11-26
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006_tracked_game_end_reason"
down_revision: str | None = "0005_tracker_legacy_events"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("tracked_game") as batch:
        batch.add_column(sa.Column("end_reason", sa.String(length=20), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("tracked_game") as batch:
        batch.drop_column("end_reason")
