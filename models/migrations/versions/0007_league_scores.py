"""league scores per game: a seat's team, and each game's own tie-breakers

A seat may carry a team number (Legion's 2v2 battles, StarCraft's teams of two): the players
of one team win or lose together. Every seat keeps its figures where they were: ``struggles_won``
holds the game's primary figure (Shatterpoint's struggles won, Legion's victory tokens,
Flashpoint's success points, StarCraft's conquest points) and ``score`` the secondary one
(Legion's points of enemy units defeated), as the games recorded so far already hold them.

Campaigns of another game than Shatterpoint were given Shatterpoint's tie-breakers (the only
ones there were): they get their game's own, the figures the tie-breakers named mapped to the
game's primary figure. The lists are written out here, as they are at this revision.

Revision ID: 0007_league_scores
Revises: 0006_tracked_game_end_reason
Create Date: 2026-11-26
"""

import json
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007_league_scores"
down_revision: str | None = "0006_tracked_game_end_reason"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

OLD_DEFAULT = ["struggle_difference", "struggles_won", "head_to_head"]
OLD_FIGURES = ("struggle_difference", "struggles_won")
# Each game's primary figure and default tie-breakers at this revision.
GAMES = {
    "legion": ("victory_tokens", ["victory_tokens", "enemy_points", "head_to_head"]),
    "flashpoint": ("success_points", ["success_points", "head_to_head"]),
    "starcraft": ("conquest_points", ["conquest_points", "head_to_head"]),
}


def _own_tie_breakers(system: str, stored: str) -> str | None:
    """The campaign's tie-breakers in its game's terms, or None when they stay as they are."""
    if system not in GAMES:
        return None
    primary, default = GAMES[system]
    try:
        codes = json.loads(stored)
    except (TypeError, ValueError):
        return json.dumps(default)
    if not isinstance(codes, list):
        return json.dumps(default)
    if codes == OLD_DEFAULT:
        return json.dumps(default)
    mapped: list[str] = []
    for code in codes:
        code = primary if code in OLD_FIGURES else code
        if isinstance(code, str) and code not in mapped:
            mapped.append(code)
    return json.dumps(mapped) if mapped != codes else None


def upgrade() -> None:
    with op.batch_alter_table("game_seat") as batch:
        batch.add_column(sa.Column("team", sa.Integer(), nullable=True))
    conn = op.get_bind()
    campaigns = sa.table(
        "campaign", sa.column("id", sa.Integer), sa.column("system"), sa.column("tie_breakers")
    )
    rows = conn.execute(
        sa.select(campaigns.c.id, campaigns.c.system, campaigns.c.tie_breakers)
    ).all()
    for campaign_id, system, stored in rows:
        changed = _own_tie_breakers(system, stored)
        if changed is not None:
            conn.execute(
                campaigns.update()
                .where(campaigns.c.id == campaign_id)
                .values(tie_breakers=changed)
            )


def downgrade() -> None:
    # The tie-breakers stay in the game's terms: an older Muster ignores the codes it does not
    # know (a league of another game than Shatterpoint then breaks ties by head-to-head).
    with op.batch_alter_table("game_seat") as batch:
        batch.drop_column("team")
