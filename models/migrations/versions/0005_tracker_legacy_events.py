"""tracker: events recorded before the rules were enforced are marked legacy

Every event already in the database was accepted by a Muster whose tracker did not yet refuse
what the rules refuse today (docs/tracker.md, "Games recorded by an earlier Muster"); it is
marked ``legacy`` so that the game still replays as it was played. Events recorded from now
on are not.

Revision ID: 0005_tracker_legacy_events
Revises: 0004_game_end_reason
Create Date: 2026-11-26
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005_tracker_legacy_events"
down_revision: str | None = "0004_game_end_reason"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column(
        "tracked_game_event",
        sa.Column("legacy", sa.Boolean(), nullable=False, server_default=sa.false()),
    )
    events = sa.table("tracked_game_event", sa.column("legacy", sa.Boolean()))
    op.execute(events.update().values(legacy=True))


def downgrade() -> None:
    with op.batch_alter_table("tracked_game_event") as batch:
        batch.drop_column("legacy")
