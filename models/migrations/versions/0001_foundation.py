"""foundation: settings, rosters, collection

Revision ID: 0001_foundation
Revises:
Create Date: 2026-11-25
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001_foundation"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "setting",
        sa.Column("key", sa.String(length=200), primary_key=True),
        sa.Column("value", sa.Text(), nullable=False),
    )
    op.create_table(
        "roster",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("system", sa.String(length=50), nullable=False),
        sa.Column("name", sa.String(length=300), nullable=False),
        sa.Column("document", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_roster_system", "roster", ["system"])
    op.create_index("ix_roster_updated_at", "roster", ["updated_at"])
    op.create_table(
        "collection_item",
        sa.Column("system", sa.String(length=50), primary_key=True),
        sa.Column("unit_id", sa.String(length=200), primary_key=True),
        sa.Column("count", sa.Integer(), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("collection_item")
    op.drop_index("ix_roster_updated_at", "roster")
    op.drop_index("ix_roster_system", "roster")
    op.drop_table("roster")
    op.drop_table("setting")
