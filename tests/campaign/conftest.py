"""Fixtures of the campaign tests: rosters that need no catalogue, and a campaign to play in."""

from __future__ import annotations

from typing import Any

import pytest

from app.campaign.campaigns import create_campaign
from app.campaign.records import CampaignInfo
from app.roster.document import RosterDocument
from app.systems import base as _base
from app.systems.shatterpoint.system import ShatterpointSystem


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
    return create_campaign(database, "Spring League", "shatterpoint")


class FreeForAll(ShatterpointSystem):
    """A game of any number of players whose rules allow any result: the campaign core's own
    limits (2 to 6 seats, one winner) are tested with it, apart from Shatterpoint's rules.
    (Its rosters and tracker are Shatterpoint's, so that it is a whole Tracked system.)"""

    id = "free-for-all"

    def display_name(self, language: str | None = None) -> str:
        return "Free for all"

    def end_reasons(self, language: str | None = None) -> list[tuple[str, str]]:
        return [("time", "time")]

    def result_problem(self, results: Any, struggles: Any, end_reason: Any = None) -> None:
        return None


@pytest.fixture
def free_for_all(database: Any, monkeypatch: pytest.MonkeyPatch) -> CampaignInfo:
    """A campaign of FreeForAll, a system known only while the test runs."""
    monkeypatch.setitem(_base._registry, FreeForAll.id, FreeForAll())  # type: ignore[arg-type]
    return create_campaign(database, "Free for all", FreeForAll.id)
