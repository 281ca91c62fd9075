"""Which units an army may field: faction, battle force and counterparts; how many of
each rank (detachments, Entourage, Field Commander, mercenaries); unique names."""

from __future__ import annotations

from app.systems.legion.army import Army
from app.systems.legion.catalog import RANKS, BattleForce, LegionCatalog
from app.systems.legion.formats import ArmyFormat
from app.systems.legion.rules.context import (
    MERCENARY,
    Context,
    Placed,
    army_format,
    faction_allows,
    faction_mismatch,
    unique_key,
)
from app.systems.legion.rules.violations import card_name, make_violation, rank_name
from app.systems.legion.terms import (
    named_term,
)

# How many mercenary units of each rank an army of another faction may field (Legion HQ's
# validator); Allies of Convenience allows one more in one rank.
MERCENARY_LIMITS = {
    "commander": 1, "operative": 1, "corps": 2, "special": 1, "support": 1, "heavy": 1,
}  # fmt: skip


def check_units(ctx: Context, placed: list[Placed]) -> None:
    force = ctx.battle_force
    for item in placed:
        card = item.card
        if force is not None:
            if not force.allows_unit(card.id):
                ctx.found.append(
                    make_violation(
                        "BATTLE_FORCE_UNIT_NOT_ALLOWED",
                        entry=item.entry,
                        card=card.id,
                        card_name=card_name(card),
                        battle_force=force.name.as_dict(),
                    )
                )
        elif ctx.faction and not faction_allows(card, ctx.faction):
            ctx.found.append(faction_mismatch(ctx, item.entry, card))
        counterpart = item.counterpart
        if counterpart is not None and card.counterpart != counterpart.id:
            ctx.found.append(
                make_violation(
                    "COUNTERPART_MISMATCH",
                    entry=item.entry,
                    card=counterpart.id,
                    card_name=card_name(counterpart),
                    unit_name=card_name(card),
                )
            )
    if force is not None:
        counts: dict[str, int] = {}
        for item in placed:
            counts[item.card.id] = counts.get(item.card.id, 0) + 1
        for limit in force.unit_limits:
            count = sum(counts.get(card_id, 0) for card_id in limit.units)
            if not limit.min <= count <= limit.max:
                first = ctx.catalog.get(limit.units[0])
                ctx.found.append(
                    make_violation(
                        "BATTLE_FORCE_UNIT_LIMIT",
                        card=limit.units[0],
                        card_name=card_name(first) if first else limit.units[0],
                        minimum=limit.min,
                        maximum=limit.max,
                        count=count,
                    )
                )


def rank_limits_and_cap(ctx: Context) -> tuple[dict[str, list[int]], int | None]:
    return _limits_of(ctx.army_format, ctx.battle_force)


def _limits_of(
    army_format: ArmyFormat, force: BattleForce | None
) -> tuple[dict[str, list[int]], int | None]:
    table = force.rank_table(army_format.lhq_mode) if force else None
    if table is None:
        standard: dict[str, list[int]] = {r: list(army_format.ranks[r]) for r in RANKS}
        return standard, None
    limits: dict[str, list[int]] = {r: list(table.ranks.get(r, (0, 0))) for r in RANKS}
    return limits, table.commanders_and_operatives


def rank_limits(army: Army, catalog: LegionCatalog | None) -> dict[str, tuple[int, int]]:
    """Each rank's (minimum, maximum) units for this army: its format's table, or its battle
    force's for that format."""
    force = catalog.battle_forces.get(army.battle_force or "") if catalog is not None else None
    limits, _cap = _limits_of(army_format(army), force)
    return {rank: (low, high) for rank, (low, high) in limits.items()}


def check_ranks(ctx: Context, placed: list[Placed]) -> None:
    keywords = ctx.catalog.keywords
    limits, cap = rank_limits_and_cap(ctx)
    counts: dict[str, int] = dict.fromkeys(RANKS, 0)
    mercenaries: dict[str, int] = dict.fromkeys(RANKS, 0)
    # Entourage: the named unit's rank is ignored (one per unit with the keyword).
    entourage: dict[str, int] = {}
    for item in placed:
        value = keywords(item.card).get("Entourage")
        if isinstance(value, str):
            entourage[value] = entourage.get(value, 0) + 1
    parents: dict[str, int] = {}
    detachments: list[tuple[Placed, str]] = []
    field_commander = allies = False
    counts_mercenaries = ctx.faction != MERCENARY
    for item in placed:
        card, rank = item.card, item.rank
        own = keywords(card)
        name = card.name.en
        if entourage.get(name, 0) > 0:
            entourage[name] -= 1
            limits[rank][1] += 1
        detachment = own.get("Detachment")
        if isinstance(detachment, str):
            detachments.append((item, detachment))
            limits[rank][1] += 1  # a detachment does not take a rank place of its own
        else:
            parents[name] = parents.get(name, 0) + 1
            parents[card.subtype] = parents.get(card.subtype, 0) + 1
        counts[rank] += 1
        if counts_mercenaries and card.faction == MERCENARY:
            mercenaries[rank] += 1
        if "Field Commander" in own or any("Field Commander" in keywords(u) for u in item.upgrades):
            field_commander = True
        if "Allies of Convenience" in own:
            allies = True
    force = ctx.battle_force
    if field_commander and not (force and force.no_field_commander):
        limits["commander"][0] = 0
    for item, parent in detachments:
        if parents.get(parent, 0) > 0:
            parents[parent] -= 1
        else:
            ctx.found.append(
                make_violation(
                    "DETACHMENT_PARENT_MISSING",
                    entry=item.entry,
                    card=item.card.id,
                    card_name=card_name(item.card),
                    parent=named_term(parent, ctx.catalog),
                )
            )
    for rank in RANKS:
        minimum, maximum = limits[rank]
        counted_for_minimum = counts[rank] - mercenaries[rank]
        if counted_for_minimum < minimum:
            ctx.found.append(
                make_violation(
                    "RANK_BELOW_MINIMUM",
                    slot=rank,
                    rank=rank_name(rank),
                    minimum=minimum,
                    count=counted_for_minimum,
                )
            )
        if counts[rank] > maximum:
            ctx.found.append(
                make_violation(
                    "RANK_ABOVE_MAXIMUM",
                    slot=rank,
                    rank=rank_name(rank),
                    maximum=maximum,
                    count=counts[rank],
                )
            )
    leaders = counts["commander"] + counts["operative"]
    if cap is not None and leaders > cap:
        ctx.found.append(
            make_violation("COMMANDERS_AND_OPERATIVES_EXCEEDED", maximum=cap, count=leaders)
        )
    # Allies of Convenience: one more mercenary unit, in one rank.
    extra_rank = next(
        (r for r in RANKS if allies and mercenaries[r] == MERCENARY_LIMITS[r] + 1), None
    )
    for rank in RANKS:
        allowed = MERCENARY_LIMITS[rank] + (1 if rank == extra_rank else 0)
        if mercenaries[rank] > allowed:
            ctx.found.append(
                make_violation(
                    "MERCENARY_LIMIT",
                    slot=rank,
                    rank=rank_name(rank),
                    n=allowed,  # "at most 1 is allowed": the limit takes its plural form
                    maximum=allowed,
                    count=mercenaries[rank],
                )
            )


def check_uniques(ctx: Context, placed: list[Placed]) -> None:
    seen: dict[str, int] = {}
    for item in placed:
        cards = [item.card, *item.upgrades]
        if item.counterpart is not None:
            cards += [item.counterpart, *item.counterpart_upgrades]
        for card in cards:
            if not (card.unique or card.unique_title):
                continue
            key = unique_key(card)
            if key is None:
                continue
            seen[key] = seen.get(key, 0) + 1
            if seen[key] == (card.unique_count or 1) + 1:
                ctx.found.append(
                    make_violation(
                        "DUPLICATE_UNIQUE_NAME",
                        entry=item.entry,
                        card=card.id,
                        card_name=card_name(card),
                    )
                )


def unique_names(army: Army, catalog: LegionCatalog) -> dict[str, int]:
    """How many times each unique name already stands in the army."""
    taken: dict[str, int] = {}
    for unit in army.units:
        for card_id in unit.card_ids():
            card = catalog.get(card_id)
            if card is None or not (card.unique or card.unique_title):
                continue
            key = unique_key(card)
            if key is not None:
                taken[key] = taken.get(key, 0) + 1
    return taken
