"""tournaments: a campaign may be a Swiss tournament

``campaign.kind`` says whether a campaign is a league (every campaign so far) or a Swiss
tournament; a tournament plans ``rounds`` and may give a bye other points than a win's
(``bye_points``). A tournament's participant has a ``seed`` (a given seeding) and
``dropped_after`` (how many rounds had been paired when they dropped); a pairing round keeps
the random ``seed`` it was paired with, so a round 1 can be shown and repeated.

Revision ID: 0009_tournaments
Revises: 0008_scores
Create Date: 2026-11-27
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0009_tournaments"
down_revision: str | None = "0008_scores"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # Added columns only (no batch copy): SQLite adds them in place, keeping every row.
    with op.batch_alter_table("campaign", recreate="never") as batch:
        batch.add_column(
            sa.Column("kind", sa.String(length=20), nullable=False, server_default="league")
        )
        batch.add_column(sa.Column("rounds", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("bye_points", sa.Integer(), nullable=True))
    with op.batch_alter_table("campaign_participant", recreate="never") as batch:
        batch.add_column(sa.Column("seed", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("dropped_after", sa.Integer(), nullable=True))
    with op.batch_alter_table("pairing_round", recreate="never") as batch:
        batch.add_column(sa.Column("seed", sa.Integer(), nullable=True))


def downgrade() -> None:
    # ALTER TABLE ... DROP COLUMN in place (SQLite 3.35 and later): a batch copy would drop
    # the campaign table, and SQLite would delete its games with it (ON DELETE CASCADE).
    with op.batch_alter_table("pairing_round", recreate="never") as batch:
        batch.drop_column("seed")
    with op.batch_alter_table("campaign_participant", recreate="never") as batch:
        batch.drop_column("dropped_after")
        batch.drop_column("seed")
    with op.batch_alter_table("campaign", recreate="never") as batch:
        batch.drop_column("bye_points")
        batch.drop_column("rounds")
        batch.drop_column("kind")
