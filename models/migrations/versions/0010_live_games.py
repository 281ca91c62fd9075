"""live games: a game's log has a version, and each event says who recorded and who undid it

Two Muster processes may play one game at once (issue 27, docs/tracker.md "Live games").
Every write to a game's log (record, undo, redo) raises ``tracked_game.log_version`` by one
under the condition that it is still the version the writer read, so a writer that did not
see the other's change is refused instead of forking the game. ``recorded_by`` and
``undone_by`` name the players, so the one whose action lost is told who acted first.
Existing games start at version 0 and their events name nobody.

The columns are added in place (``ALTER TABLE ... ADD COLUMN``): batch mode's copy of
``tracked_game`` would drop the table its events point at (see 0008).

Revision ID: 0010_live_games
Revises: 0008_scores (the lead chains it after 0009 when the branches meet)
Create Date: 2026-11-27
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0010_live_games"
down_revision: str | None = "0009_tournaments"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column(
        "tracked_game",
        sa.Column("log_version", sa.Integer(), nullable=False, server_default="0"),
    )
    for name in ("recorded_by", "undone_by"):
        op.add_column(
            "tracked_game_event",
            sa.Column(name, sa.String(length=200), nullable=False, server_default=""),
        )


def downgrade() -> None:
    for name in ("undone_by", "recorded_by"):
        op.drop_column("tracked_game_event", name)
    op.drop_column("tracked_game", "log_version")
