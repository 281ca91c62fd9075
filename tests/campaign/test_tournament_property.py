"""A hypothesis property over random Swiss tournaments (issue 26's "Done means"): 8–40
players over 3–6 rounds with random drops, late entries and results, paired and ranked by the
pure core (app/campaign/tournament/swiss.py and standings.py). After every round:

- every active player sits exactly once (at a table or on the bye);
- no rematch while a pairing without one exists (checked by an independent matching over the
  pairs not yet played);
- nobody has a second bye while an active player has none;
- the standings' points equal the results' (3/1/0 and a bye's 3).

The suite runs few examples; ``-m slow`` runs many more.
"""

from __future__ import annotations

import networkx as nx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.campaign.records import Scoring
from app.campaign.tournament import swiss
from app.campaign.tournament.standings import Event, TableResult, compute
from tests.profiles import examples

SCORING = Scoring(3, 1, 0)
BYE_POINTS = 3
OUTCOMES = {"first": ("win", "loss"), "second": ("loss", "win"), "draw": ("draw", "draw")}


def _rematch_avoidable(
    active: list[swiss.Entrant], met: set[frozenset[int]], fewest_byes: int
) -> bool:
    """Whether some pairing of ``active`` has no rematch (the bye, if any, to a player with
    the fewest byes): a perfect matching of the pairs not met yet."""
    graph: nx.Graph = nx.Graph()
    graph.add_nodes_from(e.player_id for e in active)
    for i, first in enumerate(active):
        for second in active[i + 1 :]:
            if frozenset((first.player_id, second.player_id)) not in met:
                graph.add_edge(first.player_id, second.player_id)
    if len(active) % 2:
        graph.add_edges_from((swiss.BYE, e.player_id) for e in active if e.byes == fewest_byes)
    matching = nx.max_weight_matching(graph, maxcardinality=True)
    return len(matching) * 2 == graph.number_of_nodes()


def _play(data: st.DataObject, players: int, rounds: int) -> None:
    names = {pid: f"P{pid:02d}" for pid in range(players)}
    active = set(range(players - data.draw(st.integers(0, 3), label="late entries")))
    late = [pid for pid in names if pid not in active]
    results: list[TableResult] = []
    byes: list[tuple[int, int]] = []
    met: set[frozenset[int]] = set()
    dropped: set[int] = set()
    seed = data.draw(st.integers(0, 2**16), label="seed")
    for number in range(1, rounds + 1):
        if late and data.draw(st.booleans(), label="a late entry joins"):
            active.add(late.pop())
        event = Event(names, results, byes, SCORING, BYE_POINTS, ("opponents_points",))
        table = [row for row in compute(event) if row.player_id in active]
        entrants = [
            swiss.Entrant(row.player_id, row.points, rank, row.byes)
            for rank, row in enumerate(table, start=1)
        ]
        if number == 1:
            pairings = swiss.first_round(sorted(active), seed)
        else:
            pairings = swiss.next_round(entrants, met, seed + number)
        seated = [pid for pair in pairings.tables for pid in pair]
        if pairings.bye is not None:
            seated.append(pairings.bye)
        assert sorted(seated) == sorted(active), "every active player sits exactly once"
        if pairings.rematches:
            fewest = min(e.byes for e in entrants)
            assert not _rematch_avoidable(entrants, met, fewest), "an avoidable rematch"
        if pairings.bye is not None:
            had = {pid for _, pid in byes}
            if pairings.bye in had:
                assert active <= had, "a second bye while someone active has none"
            byes.append((number, pairings.bye))
        for first, second in pairings.tables:
            outcome = data.draw(st.sampled_from(sorted(OUTCOMES)), label="result")
            scores = (data.draw(st.integers(0, 2)), data.draw(st.integers(0, 2)))
            results.append(TableResult(number, (first, second), OUTCOMES[outcome], scores))
            met.add(frozenset((first, second)))
        if len(active) > 4 and data.draw(st.booleans(), label="someone drops"):
            leaving = data.draw(st.sampled_from(sorted(active)), label="who drops")
            active.discard(leaving)
            dropped.add(leaving)
    final = compute(
        Event(
            names,
            results,
            byes,
            SCORING,
            BYE_POINTS,
            ("opponents_points",),
            dropped=frozenset(dropped),
        )
    )
    for row in final:
        earned = sum(
            SCORING.points(r.results[r.players.index(row.player_id)])
            for r in results
            if row.player_id in r.players
        )
        assert row.points == earned + BYE_POINTS * row.byes, "points equal the results"
        assert row.dropped == (row.player_id in dropped)


@settings(max_examples=examples(8), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), players=st.integers(8, 40), rounds=st.integers(3, 6))
def test_random_tournaments_pair_and_score_as_the_issue_says(
    data: st.DataObject, players: int, rounds: int
) -> None:
    _play(data, players, rounds)


@pytest.mark.slow
@settings(
    max_examples=examples(40, full=3000),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(data=st.data(), players=st.integers(8, 40), rounds=st.integers(3, 6))
def test_many_random_tournaments(data: st.DataObject, players: int, rounds: int) -> None:
    _play(data, players, rounds)
