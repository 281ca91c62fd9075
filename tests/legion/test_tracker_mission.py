"""A Legion game's mission, for each list's record (``muster stats lists``'s ``by_mission``):
the objective card the players chose, by its English name; none before the cards are chosen."""

from __future__ import annotations

from app.systems.legion.tracker.log import result
from tests.legion.tracker_helpers import Play


def test_the_mission_is_the_objective_card_chosen() -> None:
    play = Play()
    assert result(play.state)["mission"] is None
    play.deploy()  # chooses Breakthrough as the primary objective
    mission = result(play.state)["mission"]
    assert mission is not None and "breakthrough" in mission.casefold()
