"""Fixtures of the campaign tests: rosters that need no catalogue, and a campaign to play in."""

from __future__ import annotations

from typing import Any

import pytest

from app.campaign import service
from app.campaign.records import CampaignInfo
from app.roster.document import RosterDocument


def roster(name: str, *squads: tuple[str, str, str]) -> RosterDocument:
    """A roster of the given squads (unit ids need not exist: statistics group by id)."""
    return RosterDocument(
        system="shatterpoint",
        name=name,
        squads=[
            {"primary": p, "secondary": s, "support": t}  # type: ignore[dict-item]
            for p, s, t in squads
        ],
    )


@pytest.fixture
def campaign(database: Any) -> CampaignInfo:
    return service.create_campaign(database, "Spring League", "shatterpoint")
