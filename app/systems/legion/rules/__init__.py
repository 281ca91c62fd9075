"""Legion army-building rules (rules reference 2020, seed 004 L898-1064; today's formats from
Legion HQ's data; digest shared/rules/legion.md §1).

``validate`` never raises on an army, however broken: every problem becomes a Violation with
a stable code (docs/violations.md). ``upgrade_problems`` and ``unit_checker`` answer the
builder's question "what would go wrong if I added this card here?", fast enough to be asked
for every card of the catalogue on every selection.

The package joins, and re-exports the public names of:

- ``violations``: the codes, their messages and the terms they name;
- ``context``: what every check reads of an army (faction, format, points, resolved entries);
- ``units``: faction, battle force, counterparts, ranks and unique names;
- ``upgrades``: slots, requirements and the upgrades a unit must equip;
- ``cards``: the command hand, contingencies and the battle deck;
- ``building``: what adding a unit or equipping an upgrade would break.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from app.systems.base import Violation
from app.systems.legion.army import Army
from app.systems.legion.catalog import RANKS, LegionCatalog
from app.systems.legion.formats import get_format
from app.systems.legion.rules.building import unit_checker, upgrade_checker, upgrade_problems
from app.systems.legion.rules.cards import (
    HAND_PIPS,
    STANDING_ORDERS_PIPS,
    check_battle_deck,
    check_command_cards,
    owner_problem,
)
from app.systems.legion.rules.context import (
    FORCE_AFFINITY,
    MERCENARY,
    MINIATURE_UPGRADE_TYPES,
    Context,
    Placed,
    army_faction,
    army_format,
    army_points,
    card_points,
    faction_allows,
    keyword_value,
    miniature_wounds,
    resolve,
    unique_key,
    unit_points,
)
from app.systems.legion.rules.units import (
    MERCENARY_LIMITS,
    check_ranks,
    check_uniques,
    check_units,
    rank_limits,
)
from app.systems.legion.rules.upgrades import (
    MANDATORY_KEYWORDS,
    MANDATORY_UPGRADE_TYPES,
    check_upgrades,
    requirement_met,
    upgrade_slots,
)
from app.systems.legion.rules.violations import (
    CODES,
    MESSAGES,
    WARNING_CODES,
    card_name,
    category_name,
    make_violation,
)

# The term tables the system, print layout and text export read as rules.RANK_NAMES etc.
from app.systems.legion.terms import CATEGORY_NAMES, KIND_NAMES, RANK_NAMES, UPGRADE_TYPE_NAMES

__all__ = [
    "CATEGORY_NAMES",
    "CODES",
    "FORCE_AFFINITY",
    "HAND_PIPS",
    "KIND_NAMES",
    "MANDATORY_KEYWORDS",
    "MANDATORY_UPGRADE_TYPES",
    "MERCENARY",
    "MERCENARY_LIMITS",
    "MESSAGES",
    "MINIATURE_UPGRADE_TYPES",
    "RANK_NAMES",
    "STANDING_ORDERS_PIPS",
    "UPGRADE_TYPE_NAMES",
    "WARNING_CODES",
    "army_faction",
    "army_format",
    "army_points",
    "card_name",
    "card_points",
    "category_name",
    "faction_allows",
    "keyword_value",
    "make_violation",
    "miniature_wounds",
    "owner_problem",
    "rank_limits",
    "requirement_met",
    "totals",
    "unique_key",
    "unit_checker",
    "unit_points",
    "upgrade_checker",
    "upgrade_problems",
    "upgrade_slots",
    "validate",
]


def _check_unreleased(ctx: Context, placed: list[Placed]) -> None:
    """Cards Legion HQ lists before they are out: shown on demand, never a legal choice."""
    army = ctx.army
    fielded = [
        c for item in placed for c in (item.card, *item.upgrades, *item.counterpart_upgrades)
    ]
    others = [
        *army.command_hand,
        *army.contingencies,
        *(i for d in army.battle_deck.values() for i in d),
    ]
    for card in fielded + [c for card_id in others if (c := ctx.catalog.get(card_id))]:
        if card.unreleased:
            entry = next((i.entry for i in placed if card in (i.card, *i.upgrades)), None)
            ctx.found.append(
                make_violation(
                    "CARD_UNRELEASED",
                    entry=entry,
                    card=card.id,
                    card_name=card_name(card),
                    when=card.unreleased,
                )
            )


def validate(army: Army, catalog: LegionCatalog, casual: bool = False) -> list[Violation]:
    found: list[Violation] = []
    chosen = get_format(army.format)
    if chosen is None:
        found.append(make_violation("UNKNOWN_FORMAT", format=army.format))
    force = None
    if army.battle_force:
        force = catalog.battle_forces.get(army.battle_force)
        if force is None:
            found.append(make_violation("UNKNOWN_BATTLE_FORCE", battle_force=army.battle_force))
    ctx = Context(army, catalog, army_format(army), force, army_faction(army, catalog), found)
    placed = resolve(ctx)
    date = army.points_date
    points = 0
    for item in placed:
        for card in (item.card, *item.upgrades, *item.counterpart_upgrades):
            points += card.points_on(date) or 0
        if item.counterpart is not None:
            points += item.counterpart.points_on(date) or 0
    if points > ctx.army_format.points:
        found.append(make_violation("POINTS_EXCEEDED", points=points, limit=ctx.army_format.points))
    check_units(ctx, placed)
    check_ranks(ctx, placed)
    for item in placed:
        check_upgrades(ctx, item)
    check_uniques(ctx, placed)
    # A counterpart's name counts as Legion HQ counts it (a card of ID10's is ID10's).
    fielded = {item.card.name.en for item in placed}
    fielded |= {item.counterpart.name.en for item in placed if item.counterpart is not None}
    check_command_cards(ctx, fielded)
    check_battle_deck(ctx)
    _check_unreleased(ctx, placed)
    if casual:
        found = [violation.as_warning() for violation in found]
    return found


def totals(army: Army, catalog: LegionCatalog) -> dict[str, Any]:
    """Points used and allowed, units per rank, as ``muster validate`` reports them."""
    chosen = army_format(army)
    ranks: Counter[str] = Counter()
    for unit in army.units:
        card = catalog.get(unit.unit)
        if card is not None and card.rank:
            ranks[card.rank] += 1
    return {
        "format": chosen.id,
        "points": army_points(army, catalog),
        "points_limit": chosen.points,
        "ranks": {rank: ranks[rank] for rank in RANKS},
        "command_cards": len(army.command_hand),
        "battle_cards": sum(len(cards) for cards in army.battle_deck.values()),
    }
