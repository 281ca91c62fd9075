"""The dice the game throws, thrown here and written into the events (``apply`` stays pure)."""

from __future__ import annotations

import random

from app.systems.flashpoint.tracker.state import PLAYERS


def roll_bid_ties(count: int, rng: random.Random | None = None) -> list[list[list[int]]]:
    """The tie rolls of two equal bids of ``count`` dice, thrown until one total is higher."""
    rng = rng or random.Random()
    rolls = []
    while True:
        roll = [[rng.randint(1, 6) for _ in range(count)] for _ in PLAYERS]
        rolls.append(roll)
        if sum(roll[0]) != sum(roll[1]):
            return rolls


def roll_dice(
    shares: dict[str, dict[str, int]], rng: random.Random | None = None
) -> dict[str, dict[str, list[int]]]:
    """The attribution sequence's throw: ``shares`` says how many dice of each type go to each
    fighter; the faces are thrown here, for ``fighter_activated``'s ``dice``."""
    rng = rng or random.Random()
    return {
        fighter: {die: [rng.randint(1, 6) for _ in range(count)] for die, count in dice.items()}
        for fighter, dice in shares.items()
    }
