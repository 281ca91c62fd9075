"""The command hand, the contingencies set aside and the battle deck."""

from __future__ import annotations

from app.systems.base import Violation
from app.systems.legion.catalog import Card, LegionCatalog
from app.systems.legion.rules.context import Context, faction_mismatch
from app.systems.legion.rules.violations import card_name, category_name, make_violation
from app.systems.legion.terms import (
    names_term,
)

HAND_PIPS = {1: 2, 2: 2, 3: 2}  # two cards of each of 1, 2 and 3 pips
STANDING_ORDERS_PIPS = 4


def owner_problem(card: Card, unit_names: set[str], catalog: LegionCatalog) -> Violation | None:
    """COMMAND_CARD_OWNER_MISSING unless the army fields the card's character: any one of
    its owners, or all of them when the card needs them together ("Not Out of it Yet")."""
    if not card.owners:
        return None
    present = [owner in unit_names for owner in card.owners]
    if all(present) if card.owners_together else any(present):
        return None
    missing = tuple(o for o, here in zip(card.owners, present, strict=True) if not here)
    return make_violation(
        "COMMAND_CARD_OWNER_MISSING",
        card=card.id,
        card_name=card_name(card),
        owner=names_term(missing, catalog, together=card.owners_together),
    )


def check_command_cards(ctx: Context, unit_names: set[str]) -> None:
    hand = [card for card_id in ctx.army.command_hand if (card := ctx.card(card_id, "command"))]
    set_aside = [
        card for card_id in ctx.army.contingencies if (card := ctx.card(card_id, "command"))
    ]
    pips = {1: 0, 2: 0, 3: 0}
    others = 0
    for card in hand:
        if card.pips in pips:
            pips[card.pips] += 1  # type: ignore[index]
        elif card.pips != STANDING_ORDERS_PIPS:
            others += 1
    # A hand not chosen yet is no broken hand: the army is legal once its units are, and
    # the builder fills the hand on demand (as Legion HQ judges a list by its units).
    chosen = bool(hand or set_aside)
    if chosen and (others or any(pips[p] != n for p, n in HAND_PIPS.items())):
        ctx.found.append(
            make_violation("COMMAND_HAND_PIPS", ones=pips[1], twos=pips[2], threes=pips[3])
        )
    seen: set[str] = set()
    for card in hand + set_aside:
        key = card.name.en.casefold()
        if key in seen:
            ctx.found.append(
                make_violation("COMMAND_CARD_DUPLICATE", card=card.id, card_name=card_name(card))
            )
        seen.add(key)
        owner_missing = owner_problem(card, unit_names, ctx.catalog)
        if owner_missing is not None:
            ctx.found.append(owner_missing)
        elif card.faction and ctx.faction and card.faction != ctx.faction and not card.owners:
            ctx.found.append(faction_mismatch(ctx, None, card))
    if set_aside:
        allowed = 0
        for unit in ctx.army.units:
            card = ctx.catalog.get(unit.unit)
            value = ctx.catalog.keywords(card).get("Contingencies") if card else None
            if isinstance(value, int) or (isinstance(value, str) and value.isdigit()):
                allowed = max(allowed, int(value))
        if len(set_aside) > allowed:
            ctx.found.append(
                make_violation(
                    "CONTINGENCY_LIMIT", n=allowed, maximum=allowed, count=len(set_aside)
                )
            )


def check_battle_deck(ctx: Context) -> None:
    deck = ctx.army.battle_deck
    if not any(deck.values()):
        return  # not chosen yet: filled on demand, as the command hand
    for category, expected in ctx.army_format.battle_deck.items():
        cards = [c for card_id in deck.get(category, []) if (c := ctx.card(card_id, "battle"))]
        wrong = [card for card in cards if card.category != category]
        for card in wrong:
            ctx.found.append(
                make_violation(
                    "WRONG_CARD_KIND",
                    card=card.id,
                    card_name=card_name(card),
                    kind=category_name(category),
                )
            )
        # Two printings of one card (the same name) are the same card.
        distinct = {card.name.en.casefold() for card in cards if card.category == category}
        if len(distinct) != expected or len(cards) != expected:
            ctx.found.append(
                make_violation(
                    "BATTLE_DECK_COMPOSITION",
                    slot=category,
                    expected=expected,
                    category=category_name(category),
                    count=len(distinct),
                )
            )
    for category in sorted(set(deck) - set(ctx.army_format.battle_deck)):
        if deck[category]:
            ctx.found.append(
                make_violation(
                    "BATTLE_DECK_COMPOSITION",
                    slot=category,
                    expected=0,
                    category=category_name(category),
                    count=len(deck[category]),
                )
            )
