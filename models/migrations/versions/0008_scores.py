"""scores: the generic columns of a game's primary figure say what they hold

The campaign and the tracker called every game's primary figure "struggles" (Shatterpoint's
word) although it holds Legion's victory tokens, Flashpoint's success points or StarCraft's
conquest points. ``game_seat.struggles_won`` becomes ``primary_score`` and
``tracked_game.struggles`` becomes ``scores``; every value stays where it was.

The generic tie-breaker codes follow: ``struggle_difference`` and ``struggles_won`` become
``score_difference`` and ``scores_for`` in the leagues of every game but Shatterpoint, where
they are the game's own score fields and stay.

The columns are renamed in place (``ALTER TABLE ... RENAME COLUMN``, SQLite 3.25 and later)
rather than by batch mode's copy of the table: copying ``tracked_game`` would drop the table
its events point at, and SQLite would delete the events with it (ON DELETE CASCADE).

Revision ID: 0008_scores
Revises: 0007_league_scores
Create Date: 2026-11-27
"""

import json
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0008_scores"
down_revision: str | None = "0007_league_scores"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# The game whose own score fields the old codes are (written out as at this revision).
OWN_CODES_OF = "shatterpoint"
CODES = {"struggle_difference": "score_difference", "struggles_won": "scores_for"}


def _renamed(stored: str, codes: dict[str, str]) -> str | None:
    """The stored tie-breakers with ``codes`` renamed, or None when nothing changes (a list
    that is not JSON stays as it is: the campaign module reads it as the game's default)."""
    try:
        breakers = json.loads(stored)
    except (TypeError, ValueError):
        return None
    if not isinstance(breakers, list):
        return None
    renamed = [codes.get(code, code) if isinstance(code, str) else code for code in breakers]
    return json.dumps(renamed) if renamed != breakers else None


def _rename_tie_breakers(codes: dict[str, str]) -> None:
    conn = op.get_bind()
    campaigns = sa.table(
        "campaign", sa.column("id", sa.Integer), sa.column("system"), sa.column("tie_breakers")
    )
    rows = conn.execute(
        sa.select(campaigns.c.id, campaigns.c.tie_breakers).where(
            campaigns.c.system != OWN_CODES_OF
        )
    ).all()
    for campaign_id, stored in rows:
        changed = _renamed(stored, codes)
        if changed is not None:
            conn.execute(
                campaigns.update()
                .where(campaigns.c.id == campaign_id)
                .values(tie_breakers=changed)
            )


def _rename_columns(game_seat: tuple[str, str], tracked_game: tuple[str, str]) -> None:
    # recreate="never": a rename SQLite does in place (see the module's text).
    with op.batch_alter_table("game_seat", recreate="never") as batch:
        batch.alter_column(game_seat[0], new_column_name=game_seat[1])
    with op.batch_alter_table("tracked_game", recreate="never") as batch:
        batch.alter_column(tracked_game[0], new_column_name=tracked_game[1])


def upgrade() -> None:
    _rename_columns(("struggles_won", "primary_score"), ("struggles", "scores"))
    _rename_tie_breakers(CODES)


def downgrade() -> None:
    _rename_columns(("primary_score", "struggles_won"), ("scores", "struggles"))
    _rename_tie_breakers({new: old for old, new in CODES.items()})
