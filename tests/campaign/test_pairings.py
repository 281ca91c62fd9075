"""Round-robin pairings (circle method) and recorded rounds with byes."""

from __future__ import annotations

from itertools import combinations
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.campaign import pairings
from app.campaign.campaigns import create_campaign
from app.campaign.errors import PairingError
from app.campaign.players import create_player


@given(st.integers(min_value=2, max_value=16))
def test_a_full_round_robin_meets_everyone_once_and_gives_each_bye_once(count: int) -> None:
    players = list(range(100, 100 + count))
    met: list[frozenset[int]] = []
    byes: list[int] = []
    for number in range(1, pairings.round_count(count) + 1):
        tables = pairings.round_robin(players, number)
        seated = [t.player_1 for t in tables] + [t.player_2 for t in tables if t.player_2]
        assert sorted(seated) == players  # everybody has a table or the bye, once
        assert [t.number for t in tables] == list(range(1, len(tables) + 1))
        for table in tables:
            if table.player_2 is None:
                byes.append(table.player_1)
            else:
                met.append(frozenset((table.player_1, table.player_2)))
    assert sorted(met, key=sorted) == sorted(
        (frozenset(pair) for pair in combinations(players, 2)), key=sorted
    )
    assert sorted(byes) == (players if count % 2 else [])


def test_rounds_past_the_last_start_the_cycle_again() -> None:
    assert pairings.round_robin([1, 2, 3, 4], 4) == pairings.round_robin([1, 2, 3, 4], 1)
    assert pairings.round_count(4) == 3 and pairings.round_count(5) == 5


def test_too_few_or_repeated_players_are_refused() -> None:
    with pytest.raises(PairingError):
        pairings.round_robin([1], 1)
    with pytest.raises(PairingError):
        pairings.round_robin([1, 2, 2], 1)


def test_rounds_are_recorded_with_their_byes(database: Any) -> None:
    league = create_campaign(database, "League", "shatterpoint")
    ids = [create_player(database, name).id for name in ("Ann", "Bob", "Cid")]
    first = pairings.create_round(database, league.id, ids)
    second = pairings.create_round(database, league.id, ids)
    assert (first.number, second.number) == (1, 2)
    stored = pairings.rounds(database, league.id)
    assert [r.tables for r in stored] == [first.tables, second.tables]
    assert [t.player_2 for t in first.tables][-1] is None  # the bye is the last table
    pairings.delete_round(database, first.id)
    assert [r.number for r in pairings.rounds(database, league.id)] == [2]
