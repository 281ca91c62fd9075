"""Swiss pairing, without the database: who meets whom in the next round.

Round 1 is random (from a recorded seed) or follows a given seeding (1 v 2, 3 v 4... as
organisers list their seeds); a later round is solved whole as one maximum-weight matching
(``networkx.max_weight_matching``), the careful pairing programs' way, rather than greedily
from the top table down (which makes the avoidable rematches of late rounds).

Each possible table costs, in this order of importance (each weight dwarfs everything below
it, so a lower priority never buys a higher one):

1. a rematch (allowed only when no pairing avoids every one);
2. the square of the two players' difference in points (smallest score differences);
3. for the bye (a pseudo-player): how far from the bottom of the standings its player is.

Only players with the fewest byes of everyone active can get the bye, so nobody has a
second bye while others have none.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

import networkx as nx

from app.campaign.errors import PairingError
from app.i18n import QT_TRANSLATE_NOOP

BYE = -1  # the bye's node in the matching graph
# How many players ranked below each one the first attempt lets them meet: enough for score
# groups to pair inside and down, small enough to pair 256 players in well under a second.
WINDOW = 16


@dataclass(frozen=True)
class Entrant:
    """An active player as the pairing sees them: ``rank`` from 1 (the standings' order)."""

    player_id: int
    points: int
    rank: int
    byes: int = 0


@dataclass(frozen=True)
class Pairings:
    tables: list[tuple[int, int]]  # (player, opponent), the top table first
    bye: int | None
    rematches: list[tuple[int, int]]  # forced rematches (shown to the organiser)


def _check_size(count: int) -> None:
    if count < 2:
        raise PairingError(
            QT_TRANSLATE_NOOP("Errors", "No pairings can be made: a round needs 2 players.")
        )


def first_round(player_ids: Sequence[int], seed: int | None, seeded: bool = False) -> Pairings:
    """Round 1: ``player_ids`` in their seeding order when ``seeded`` (1 v 2, 3 v 4...), else
    shuffled by ``seed``; with an odd count the last one has the bye."""
    _check_size(len(player_ids))
    order = list(player_ids)
    if not seeded:
        random.Random(seed).shuffle(order)
    bye = order.pop() if len(order) % 2 else None
    tables = [(order[i], order[i + 1]) for i in range(0, len(order), 2)]
    return Pairings(tables, bye, [])


def next_round(
    entrants: Sequence[Entrant], met: set[frozenset[int]], seed: int | None = None
) -> Pairings:
    """A later round's tables for ``entrants`` (the active players) given the pairs that
    ``met`` already."""
    _check_size(len(entrants))
    pairings = _matched(entrants, met, seed, WINDOW)
    if pairings is None or (pairings.rematches and len(entrants) > WINDOW + 1):
        # The window saw no way round a rematch (or none at all): ask the whole field.
        pairings = _matched(entrants, met, seed, len(entrants))
    if pairings is None:
        raise PairingError(QT_TRANSLATE_NOOP("Errors", "No pairings can be made for this round."))
    return pairings


def _matched(
    entrants: Sequence[Entrant], met: set[frozenset[int]], seed: int | None, window: int
) -> Pairings | None:
    """The best pairing in which each player may meet the ``window`` players ranked nearest
    below them (and so above), or None when that leaves someone out."""
    by_id = {e.player_id: e for e in entrants}
    count = len(entrants)
    fewest_byes = min(e.byes for e in entrants)
    lowest = min(e.points for e in entrants)
    spread = max(e.points for e in entrants) - lowest + 1
    # Weights as integers, each level above the total of every level below it.
    rank_unit = 1
    points_unit = rank_unit * (count + 1)
    rematch_unit = points_unit * (count * spread * spread + 1)
    ceiling = rematch_unit * 2

    ranked = sorted(entrants, key=lambda e: e.rank)
    edges = []
    for i, first in enumerate(ranked):
        for second in ranked[i + 1 : i + 1 + window]:
            rematch = frozenset((first.player_id, second.player_id)) in met
            difference = first.points - second.points
            cost = rematch * rematch_unit + difference * difference * points_unit
            edges.append((first.player_id, second.player_id, ceiling - cost))
    if count % 2:
        for entrant in ranked:
            if entrant.byes == fewest_byes:
                difference = entrant.points - lowest
                cost = difference * difference * points_unit + (count - entrant.rank) * rank_unit
                edges.append((BYE, entrant.player_id, ceiling - cost))
    random.Random(seed).shuffle(edges)  # equal choices vary with the seed, not the ids
    graph: nx.Graph = nx.Graph()
    graph.add_weighted_edges_from(edges)
    matching = nx.max_weight_matching(graph, maxcardinality=True)
    bye: int | None = None
    tables: list[tuple[int, int]] = []
    for a, b in matching:
        if BYE in (a, b):
            bye = b if a == BYE else a
            continue
        first_id, second_id = sorted((a, b), key=lambda pid: by_id[pid].rank)
        tables.append((first_id, second_id))
    if len(tables) * 2 + (bye is not None) != count:
        return None
    tables.sort(key=lambda t: (-(by_id[t[0]].points + by_id[t[1]].points), by_id[t[0]].rank))
    rematches = [t for t in tables if frozenset(t) in met]
    return Pairings(tables, bye, rematches)
