"""Legion army-building rules (rules reference 2020, seed 004 L898-1064; today's formats from
Legion HQ's data; digest shared/rules/legion.md §1).

``validate`` never raises on an army, however broken: every problem becomes a Violation with
a stable code (docs/violations.md). ``upgrade_problems`` and ``unit_problems`` answer the
builder's question "what would go wrong if I added this card here?", fast enough to be asked
for every card of the catalogue on every selection.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from app.catalog.pack import LocalizedParam
from app.i18n import QT_TRANSLATE_NOOP, TranslatedParam
from app.numbers import whole_number
from app.systems.base import Severity, Violation
from app.systems.legion.army import Army, ArmyUnit
from app.systems.legion.catalog import RANKS, BattleForce, Card, LegionCatalog, Requirement
from app.systems.legion.formats import DEFAULT_FORMAT, ArmyFormat, get_format
from app.systems.legion.terms import (
    CATEGORY_NAMES,
    KIND_NAMES,
    LANGUAGES,
    RANK_NAMES,
    UPGRADE_TYPE_NAMES,
    Localized,
    counted_term,
    keyword_term,
    named_term,
    names_term,
)
from app.systems.legion.terms import card_name as terms_card_name

# Which side of the Force a faction's army is on, for "Light/Dark Side only" upgrades.
FORCE_AFFINITY = {
    "rebels": "light side",
    "republic": "light side",
    "empire": "dark side",
    "separatists": "dark side",
}
MERCENARY = "mercenary"
# How many mercenary units of each rank an army of another faction may field (Legion HQ's
# validator); Allies of Convenience allows one more in one rank.
MERCENARY_LIMITS = {
    "commander": 1, "operative": 1, "corps": 2, "special": 1, "support": 1, "heavy": 1,
}  # fmt: skip
HAND_PIPS = {1: 2, 2: 2, 3: 2}  # two cards of each of 1, 2 and 3 pips
STANDING_ORDERS_PIPS = 4
# Keywords by which a unit must equip an upgrade of a type.
MANDATORY_UPGRADE_TYPES = {"Heavy Weapon Team": "heavy weapon", "Programmed": "programming"}
MANDATORY_KEYWORDS = frozenset({*MANDATORY_UPGRADE_TYPES, "Flexible Response", "Equip"})

CODES = (
    "UNKNOWN_FORMAT",
    "UNKNOWN_CARD",
    "WRONG_CARD_KIND",
    "UNKNOWN_BATTLE_FORCE",
    "POINTS_EXCEEDED",
    "RANK_BELOW_MINIMUM",
    "RANK_ABOVE_MAXIMUM",
    "COMMANDERS_AND_OPERATIVES_EXCEEDED",
    "FACTION_MISMATCH",
    "MERCENARY_LIMIT",
    "BATTLE_FORCE_UNIT_NOT_ALLOWED",
    "BATTLE_FORCE_UNIT_LIMIT",
    "BATTLE_FORCE_UPGRADE_NOT_ALLOWED",
    "DETACHMENT_PARENT_MISSING",
    "UPGRADE_SLOT_MISSING",
    "UPGRADE_REQUIREMENT_UNMET",
    "DUPLICATE_UPGRADE_ON_UNIT",
    "LEADER_UPGRADE_LIMIT",
    "MANDATORY_UPGRADE_MISSING",
    "COUNTERPART_MISMATCH",
    "DUPLICATE_UNIQUE_NAME",
    "COMMAND_HAND_PIPS",
    "COMMAND_CARD_DUPLICATE",
    "COMMAND_CARD_OWNER_MISSING",
    "CONTINGENCY_LIMIT",
    "BATTLE_DECK_COMPOSITION",
    "CARD_UNRELEASED",
)
WARNING_CODES: frozenset[str] = frozenset()

MESSAGES = {
    "UNKNOWN_FORMAT": QT_TRANSLATE_NOOP(
        "Violations", 'No army format is called "{format}"; the standard format is used.'
    ),
    "UNKNOWN_CARD": QT_TRANSLATE_NOOP(
        "Violations", 'No loaded catalogue has a card with the id "{card_id}".'
    ),
    "WRONG_CARD_KIND": QT_TRANSLATE_NOOP(
        "Violations", "{card_name} cannot stand there: a card of the kind {kind} belongs there."
    ),
    "UNKNOWN_BATTLE_FORCE": QT_TRANSLATE_NOOP(
        "Violations", 'No loaded catalogue has the battle force "{battle_force}".'
    ),
    "POINTS_EXCEEDED": QT_TRANSLATE_NOOP(
        "Violations", "The army costs {points} points; the format allows {limit}."
    ),
    "RANK_BELOW_MINIMUM": QT_TRANSLATE_NOOP(
        "Violations", "{rank} units: the army has {count}; the format requires at least {minimum}."
    ),
    "RANK_ABOVE_MAXIMUM": QT_TRANSLATE_NOOP(
        "Violations", "{rank} units: the army has {count}; the format allows at most {maximum}."
    ),
    "COMMANDERS_AND_OPERATIVES_EXCEEDED": QT_TRANSLATE_NOOP(
        "Violations",
        "The battle force allows {maximum} commanders and operatives together; "
        "the army has {count}.",
    ),
    "FACTION_MISMATCH": QT_TRANSLATE_NOOP(
        "Violations", "{card_name} cannot join an army of the {faction}."
    ),
    "MERCENARY_LIMIT": QT_TRANSLATE_NOOP(
        "Violations",
        "Mercenary {rank} units: the army has {count}; at most %n are allowed.",
    ),
    "BATTLE_FORCE_UNIT_NOT_ALLOWED": QT_TRANSLATE_NOOP(
        "Violations", "{card_name} is not part of the battle force {battle_force}."
    ),
    "BATTLE_FORCE_UNIT_LIMIT": QT_TRANSLATE_NOOP(
        "Violations",
        "The battle force allows {minimum} to {maximum} of {card_name}; the army has {count}.",
    ),
    "BATTLE_FORCE_UPGRADE_NOT_ALLOWED": QT_TRANSLATE_NOOP(
        "Violations", "The battle force {battle_force} does not allow the upgrade {card_name}."
    ),
    "DETACHMENT_PARENT_MISSING": QT_TRANSLATE_NOOP(
        "Violations", "{card_name} is a detachment: it needs its own {parent} unit in the army."
    ),
    "UPGRADE_SLOT_MISSING": QT_TRANSLATE_NOOP(
        "Violations", "{unit_name} has no free {slot} slot for {card_name}."
    ),
    "UPGRADE_REQUIREMENT_UNMET": QT_TRANSLATE_NOOP(
        "Violations", "{unit_name} does not meet the requirements of {card_name}."
    ),
    "DUPLICATE_UPGRADE_ON_UNIT": QT_TRANSLATE_NOOP(
        "Violations", "{unit_name} carries {card_name} twice; a unit takes one copy of an upgrade."
    ),
    "LEADER_UPGRADE_LIMIT": QT_TRANSLATE_NOOP(
        "Violations", "{unit_name} carries more than one Leader upgrade."
    ),
    "MANDATORY_UPGRADE_MISSING": QT_TRANSLATE_NOOP(
        "Violations", "{unit_name} must equip {required} ({keyword})."
    ),
    "COUNTERPART_MISMATCH": QT_TRANSLATE_NOOP(
        "Violations", "{card_name} is not the counterpart of {unit_name}."
    ),
    "DUPLICATE_UNIQUE_NAME": QT_TRANSLATE_NOOP(
        "Violations", "The unique name {card_name} appears more than once in the army."
    ),
    "COMMAND_HAND_PIPS": QT_TRANSLATE_NOOP(
        "Violations",
        "A command hand has two cards each of 1, 2 and 3 pips; this one has {ones}, {twos} "
        "and {threes}.",
    ),
    "COMMAND_CARD_DUPLICATE": QT_TRANSLATE_NOOP(
        "Violations", "The command card {card_name} is taken more than once."
    ),
    "COMMAND_CARD_OWNER_MISSING": QT_TRANSLATE_NOOP(
        "Violations", "The command card {card_name} needs {owner} in the army."
    ),
    "CONTINGENCY_LIMIT": QT_TRANSLATE_NOOP(
        "Violations",
        "Contingency cards: the army sets aside {count}; at most %n are allowed.",
    ),
    "BATTLE_DECK_COMPOSITION": QT_TRANSLATE_NOOP(
        "Violations",
        "Battle deck, {category} cards: the format requires {expected} different cards; "
        "the deck holds {count}.",
    ),
    "CARD_UNRELEASED": QT_TRANSLATE_NOOP(
        "Violations", "{card_name} is not out yet ({when}): its points and rules may change."
    ),
}


def make_violation(
    code: str,
    *,
    entry: int | None = None,
    slot: str | None = None,
    card: str | None = None,
    **params: Any,
) -> Violation:
    """A violation of ``code`` about army entry ``entry`` (from 1), a slot or rank, a card;
    ``params`` fill its message (a slot's type is named in every language)."""
    severity: Severity = "warning" if code in WARNING_CODES else "error"
    if slot is not None and "{slot}" in MESSAGES[code]:
        params["slot"] = _type_name(slot)
    return Violation(code, severity, MESSAGES[code], params, squad=entry, slot=slot, unit=card)


def card_name(card: Card) -> Mapping[str, str]:
    """The card's name as a message parameter, in each language as the player's name policy
    shows it (Settings: in their language where known, or always in English)."""
    return Localized(lambda language: terms_card_name(card, language))


@cache
def _rank_name(rank: str) -> Mapping[str, str]:
    return _term(RANK_NAMES, rank)


@cache
def _type_name(upgrade_type: str) -> Mapping[str, str]:
    return _term(UPGRADE_TYPE_NAMES, upgrade_type)


@cache
def _kind_name(kind: str) -> Mapping[str, str]:
    return _term(KIND_NAMES, kind)


@cache
def category_name(category: str) -> Mapping[str, str]:
    """A battle-card category's name in every language, as a message parameter."""
    return _term(CATEGORY_NAMES, category)


def _term(names: Mapping[str, str], key: str) -> Mapping[str, str]:
    """A game term in each language (the key itself where it has no translation)."""
    template = names.get(key)
    if template is None:
        return {lang: key for lang in LANGUAGES}
    return TranslatedParam("Legion", template)


def keyword_value(card: Card, name: str, catalog: LegionCatalog) -> Any:
    """The value of ``card``'s keyword ``name`` (True for a keyword without one), or None."""
    return catalog.keywords(card).get(name)


def unique_key(card: Card) -> str | None:
    """Two cards with the same key share a unique name (a bullet on the card)."""
    if card.unique_title and card.title is not None:
        return "title:" + card.title.en.casefold()
    return "name:" + card.name.en.casefold() if card.unique else None


@dataclass
class _Context:
    army: Army
    catalog: LegionCatalog
    army_format: ArmyFormat
    battle_force: BattleForce | None
    faction: str
    found: list[Violation]

    def card(self, card_id: str, kind: str, entry: int | None = None) -> Card | None:
        card = self.catalog.get(card_id)
        if card is None:
            self.found.append(
                make_violation("UNKNOWN_CARD", entry=entry, card=card_id, card_id=card_id)
            )
            return None
        if card.kind != kind:
            self.found.append(
                make_violation(
                    "WRONG_CARD_KIND",
                    entry=entry,
                    card=card_id,
                    card_name=card_name(card),
                    kind=_kind_name(kind),
                )
            )
            return None
        return card


def army_faction(army: Army, catalog: LegionCatalog) -> str:
    """The army's faction: as written, else its battle force's, else its first unit's."""
    if army.faction:
        return army.faction
    force = catalog.battle_forces.get(army.battle_force or "")
    if force is not None:
        return force.faction
    for unit in army.units:
        card = catalog.get(unit.unit)
        if card is not None and card.faction and card.faction != MERCENARY:
            return card.faction
    return ""


def army_format(army: Army) -> ArmyFormat:
    return get_format(army.format) or get_format(DEFAULT_FORMAT)  # type: ignore[return-value]


def card_points(card: Card | None, army: Army) -> int:
    if card is None:
        return 0
    return card.points_on(army.points_date) or 0


def unit_points(unit: ArmyUnit, catalog: LegionCatalog, army: Army) -> int:
    return sum(card_points(catalog.get(card_id), army) for card_id in unit.card_ids())


# Upgrades that add a trooper to their unit (rules reference L3077-3079, L4141-4149).
MINIATURE_UPGRADE_TYPES = frozenset({"heavy weapon", "personnel"})


def miniature_wounds(unit: ArmyUnit, catalog: LegionCatalog) -> list[int]:
    """The wounds of each miniature of the unit as fielded: its card's miniatures, then one
    per Heavy Weapon or Personnel upgrade (the unit's wounds, unless the upgrade has its
    own). Empty for a card without stats."""
    card = catalog.get(unit.unit)
    stats = card.stats if card is not None else None
    if stats is None:
        return []
    wounds = [stats.wounds] * max(1, stats.miniatures)
    for upgrade_id in unit.upgrades:
        upgrade = catalog.get(upgrade_id)
        if upgrade is not None and upgrade.subtype in MINIATURE_UPGRADE_TYPES:
            wounds.append(upgrade.wounds if upgrade.wounds is not None else stats.wounds)
    return wounds


def army_points(army: Army, catalog: LegionCatalog) -> int:
    return sum(unit_points(unit, catalog, army) for unit in army.units)


# --- requirements -----------------------------------------------------------------------


def _matches(unit: Card, field_name: str, expected: Any, affinity: str | None) -> bool:
    if field_name == "name":
        return unit.name.en == expected
    if field_name == "title":
        return unit.title is not None and unit.title.en == expected
    if field_name == "faction":
        return unit.faction == expected
    if field_name == "affiliation":
        return (unit.affiliation or "").casefold() == str(expected).casefold()
    if field_name == "rank":
        return unit.rank == expected
    if field_name == "subtype":
        return unit.subtype == expected
    if field_name == "force_affinity":
        return affinity == expected
    if field_name == "keyword":
        names = {keyword.name for keyword in unit.keywords}
        wanted = expected if isinstance(expected, list) else [expected]
        return all(name in names for name in wanted)
    if field_name == "upgrade_bar":
        wanted = expected if isinstance(expected, list) else [expected]
        return all(slot in unit.upgrade_bar for slot in wanted)
    if field_name == "stats":
        stats = unit.stats.model_dump() if unit.stats else {}
        return isinstance(expected, dict) and all(stats.get(k) == v for k, v in expected.items())
    return False


def requirement_met(requirement: Requirement | None, unit: Card, affinity: str | None) -> bool:
    """Whether ``unit`` (in an army of that Force affinity) meets ``requirement``."""
    if requirement is None:
        return True
    # Plain loops: the builder asks this for every upgrade of the catalogue on each selection.
    for key, value in requirement.match.items():
        if not _matches(unit, key, value, affinity):
            return False
    for term in requirement.all:
        if not requirement_met(term, unit, affinity):
            return False
    if requirement.any:
        for term in requirement.any:
            if requirement_met(term, unit, affinity):
                break
        else:
            return False
    return not requirement.none or not any(
        requirement_met(term, unit, affinity) for term in requirement.none
    )


def faction_allows(card: Card, faction: str) -> bool:
    """Whether a card may join an army of ``faction`` (its own, or one it is affiliated to)."""
    if card.affiliations and faction not in card.affiliations:
        return card.faction == faction
    if not card.faction or card.faction == faction:
        return True
    return faction in card.affiliations


# --- the checks ---------------------------------------------------------------------------


@dataclass
class _Placed:
    """One entry of the army with its cards resolved once (unknown ones already reported)."""

    entry: int
    card: Card
    rank: str
    upgrades: list[Card]
    counterpart: Card | None
    counterpart_upgrades: list[Card]


def _resolve(ctx: _Context) -> list[_Placed]:
    placed = []
    force = ctx.battle_force
    for entry, unit in enumerate(ctx.army.units, start=1):
        card = ctx.card(unit.unit, "unit", entry)
        if card is None:
            continue
        rank = card.rank or "corps"
        if force is not None and card.id in force.builds_as_corps:
            rank = "corps"
        upgrades = [c for u in unit.upgrades if (c := ctx.card(u, "upgrade", entry)) is not None]
        counterpart = ctx.card(unit.counterpart, "counterpart", entry) if unit.counterpart else None
        extra = [
            c for u in unit.counterpart_upgrades if (c := ctx.card(u, "upgrade", entry)) is not None
        ]
        placed.append(_Placed(entry, card, rank, upgrades, counterpart, extra))
    return placed


def _check_units(ctx: _Context, placed: list[_Placed]) -> None:
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
            ctx.found.append(_faction_mismatch(ctx, item.entry, card))
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


def _faction_mismatch(ctx: _Context, entry: int | None, card: Card) -> Violation:
    known = ctx.catalog.factions.get(ctx.faction)
    return make_violation(
        "FACTION_MISMATCH",
        entry=entry,
        card=card.id,
        card_name=card_name(card),
        faction=LocalizedParam(known.name) if known else ctx.faction,
    )


def _rank_limits(ctx: _Context) -> tuple[dict[str, list[int]], int | None]:
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


def _check_ranks(ctx: _Context, placed: list[_Placed]) -> None:
    keywords = ctx.catalog.keywords
    limits, cap = _rank_limits(ctx)
    counts: dict[str, int] = dict.fromkeys(RANKS, 0)
    mercenaries: dict[str, int] = dict.fromkeys(RANKS, 0)
    # Entourage: the named unit's rank is ignored (one per unit with the keyword).
    entourage: dict[str, int] = {}
    for item in placed:
        value = keywords(item.card).get("Entourage")
        if isinstance(value, str):
            entourage[value] = entourage.get(value, 0) + 1
    parents: dict[str, int] = {}
    detachments: list[tuple[_Placed, str]] = []
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
                    rank=_rank_name(rank),
                    minimum=minimum,
                    count=counted_for_minimum,
                )
            )
        if counts[rank] > maximum:
            ctx.found.append(
                make_violation(
                    "RANK_ABOVE_MAXIMUM",
                    slot=rank,
                    rank=_rank_name(rank),
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
                    rank=_rank_name(rank),
                    n=allowed,  # "at most 1 is allowed": the limit takes its plural form
                    maximum=allowed,
                    count=mercenaries[rank],
                )
            )


def upgrade_slots(unit: Card, upgrades: Iterable[Card]) -> dict[str, int]:
    """How many upgrades of each type the unit may carry, with slots its upgrades add."""
    slots: dict[str, int] = {}
    for slot in unit.upgrade_bar:
        slots[slot] = slots.get(slot, 0) + 1
    for upgrade in upgrades:
        for slot in upgrade.adds_slots:
            slots[slot] = slots.get(slot, 0) + 1
    return slots


def _check_upgrades(ctx: _Context, item: _Placed) -> None:
    _check_upgrade_bar(ctx, item.entry, item.card, item.upgrades)
    _check_mandatory(ctx, item.entry, item.card, item.upgrades)
    if item.counterpart is not None:
        # A counterpart carries upgrades in its own bar (Iden's ID10: a comms slot).
        _check_upgrade_bar(ctx, item.entry, item.counterpart, item.counterpart_upgrades)


def _check_upgrade_bar(ctx: _Context, entry: int, unit: Card, upgrades: list[Card]) -> None:
    """The upgrades ``unit`` (a unit or a counterpart) carries: slots, copies,
    requirements, faction, battle force, Leader."""
    affinity = FORCE_AFFINITY.get(ctx.faction)
    free = upgrade_slots(unit, upgrades)
    seen: set[str] = set()
    leaders = 0
    force = ctx.battle_force
    keywords = ctx.catalog.keywords
    for upgrade in upgrades:
        slot = upgrade.subtype
        problems = []
        if free.get(slot, 0) > 0:
            free[slot] -= 1
        else:
            problems.append("UPGRADE_SLOT_MISSING")
        if upgrade.id in seen:
            problems.append("DUPLICATE_UPGRADE_ON_UNIT")
        seen.add(upgrade.id)
        if upgrade.requirements is not None and not requirement_met(
            upgrade.requirements, unit, affinity
        ):
            problems.append("UPGRADE_REQUIREMENT_UNMET")
        for code in problems:
            ctx.found.append(
                make_violation(
                    code,
                    entry=entry,
                    slot=slot,
                    card=upgrade.id,
                    unit_name=card_name(unit),
                    card_name=card_name(upgrade),
                )
            )
        restricted = upgrade.faction or upgrade.affiliations
        if ctx.faction and restricted and not faction_allows(upgrade, ctx.faction):
            ctx.found.append(_faction_mismatch(ctx, entry, upgrade))
        if force is not None and upgrade.unique and upgrade.id not in force.allowed_upgrades:
            ctx.found.append(
                make_violation(
                    "BATTLE_FORCE_UPGRADE_NOT_ALLOWED",
                    entry=entry,
                    slot=slot,
                    card=upgrade.id,
                    card_name=card_name(upgrade),
                    battle_force=force.name.as_dict(),
                )
            )
        if "Leader" in keywords(upgrade):
            leaders += 1
    if leaders > 1:
        ctx.found.append(
            make_violation(
                "LEADER_UPGRADE_LIMIT", entry=entry, card=unit.id, unit_name=card_name(unit)
            )
        )


def _check_mandatory(ctx: _Context, entry: int, unit: Card, upgrades: list[Card]) -> None:
    own = ctx.catalog.keywords(unit)
    if not own.keys() & MANDATORY_KEYWORDS:
        return
    types: dict[str, int] = {}
    for upgrade in upgrades:
        types[upgrade.subtype] = types.get(upgrade.subtype, 0) + 1
    names = {upgrade.name.en for upgrade in upgrades}

    def missing(required: Mapping[str, str], keyword: str, slot: str | None = None) -> None:
        ctx.found.append(
            make_violation(
                "MANDATORY_UPGRADE_MISSING",
                entry=entry,
                slot=slot,
                card=unit.id,
                unit_name=card_name(unit),
                required=required,
                keyword=keyword_term(keyword),
            )
        )

    for keyword, upgrade_type in MANDATORY_UPGRADE_TYPES.items():
        if keyword in own and not types.get(upgrade_type):
            missing(named_term(upgrade_type), keyword, upgrade_type)
    flexible = own.get("Flexible Response")
    needed = whole_number(str(flexible)) or 0
    if types.get("heavy weapon", 0) < needed:
        missing(counted_term(needed, "heavy weapon"), "Flexible Response", "heavy weapon")
    equip = own.get("Equip")
    if isinstance(equip, str):
        for required in (name.strip() for name in equip.split(",")):
            # Equip names a card ("A280") or, in today's cards, an upgrade type ("Doctrine"):
            # any upgrade of that type then fulfils it.
            as_type = required.casefold()
            if as_type in UPGRADE_TYPE_NAMES:
                if not types.get(as_type):
                    missing(named_term(as_type), "Equip", as_type)
            elif required and required not in names:
                missing(named_term(required, ctx.catalog), "Equip")


def _check_uniques(ctx: _Context, placed: list[_Placed]) -> None:
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


def _check_command_cards(ctx: _Context, unit_names: set[str]) -> None:
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
            ctx.found.append(_faction_mismatch(ctx, None, card))
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


def _check_battle_deck(ctx: _Context) -> None:
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


def _check_unreleased(ctx: _Context, placed: list[_Placed]) -> None:
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
    ctx = _Context(army, catalog, army_format(army), force, army_faction(army, catalog), found)
    placed = _resolve(ctx)
    date = army.points_date
    points = 0
    for item in placed:
        for card in (item.card, *item.upgrades, *item.counterpart_upgrades):
            points += card.points_on(date) or 0
        if item.counterpart is not None:
            points += item.counterpart.points_on(date) or 0
    if points > ctx.army_format.points:
        found.append(make_violation("POINTS_EXCEEDED", points=points, limit=ctx.army_format.points))
    _check_units(ctx, placed)
    _check_ranks(ctx, placed)
    for item in placed:
        _check_upgrades(ctx, item)
    _check_uniques(ctx, placed)
    # A counterpart's name counts as Legion HQ counts it (a card of ID10's is ID10's).
    fielded = {item.card.name.en for item in placed}
    fielded |= {item.counterpart.name.en for item in placed if item.counterpart is not None}
    _check_command_cards(ctx, fielded)
    _check_battle_deck(ctx)
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


# --- while building: what adding a card would break ------------------------------------


def upgrade_checker(
    army: Army, catalog: LegionCatalog, entry: int, counterpart: bool = False
) -> Callable[[str], list[Violation]]:
    """For army entry ``entry`` (from 1), or its counterpart: what equipping each upgrade
    would break, reading the army once. The builder greys every upgrade of the catalogue with
    it on each selection."""
    unit_entry = army.units[entry - 1]
    if counterpart:
        unit = catalog.get(unit_entry.counterpart) if unit_entry.counterpart else None
        equipped = unit_entry.counterpart_upgrades
    else:
        unit = catalog.get(unit_entry.unit)
        equipped = unit_entry.upgrades
    faction = army_faction(army, catalog)
    force = catalog.battle_forces.get(army.battle_force or "")
    affinity = FORCE_AFFINITY.get(faction)
    current = [c for u in equipped if (c := catalog.get(u)) is not None]
    free = upgrade_slots(unit, current) if unit is not None else {}
    for upgrade in current:
        if free.get(upgrade.subtype, 0) > 0:
            free[upgrade.subtype] -= 1
    on_unit = {upgrade.id for upgrade in current}
    has_leader = any("Leader" in catalog.keywords(upgrade) for upgrade in current)
    taken = _unique_names(army, catalog)
    known = catalog.factions.get(faction)
    faction_param = LocalizedParam(known.name) if known else faction

    def problems(card_id: str) -> list[Violation]:
        upgrade = catalog.get(card_id)
        if upgrade is None:
            return [make_violation("UNKNOWN_CARD", entry=entry, card=card_id, card_id=card_id)]
        if unit is None or upgrade.kind != "upgrade":
            return [
                make_violation(
                    "WRONG_CARD_KIND",
                    entry=entry,
                    card=card_id,
                    card_name=card_name(upgrade),
                    kind=_kind_name("upgrade"),
                )
            ]
        found = []
        slot = upgrade.subtype
        codes = []
        # An upgrade that adds a slot of its own type brings the slot it takes.
        if free.get(slot, 0) <= 0 and slot not in upgrade.adds_slots:
            codes.append("UPGRADE_SLOT_MISSING")
        if card_id in on_unit:
            codes.append("DUPLICATE_UPGRADE_ON_UNIT")
        if upgrade.requirements is not None and not requirement_met(
            upgrade.requirements, unit, affinity
        ):
            codes.append("UPGRADE_REQUIREMENT_UNMET")
        for code in codes:
            found.append(
                make_violation(
                    code,
                    entry=entry,
                    slot=slot,
                    card=card_id,
                    unit_name=card_name(unit),
                    card_name=card_name(upgrade),
                )
            )
        restricted = upgrade.faction or upgrade.affiliations
        if faction and restricted and not faction_allows(upgrade, faction):
            found.append(
                make_violation(
                    "FACTION_MISMATCH",
                    entry=entry,
                    card=card_id,
                    card_name=card_name(upgrade),
                    faction=faction_param,
                )
            )
        if force is not None and upgrade.unique and card_id not in force.allowed_upgrades:
            found.append(
                make_violation(
                    "BATTLE_FORCE_UPGRADE_NOT_ALLOWED",
                    entry=entry,
                    slot=slot,
                    card=card_id,
                    card_name=card_name(upgrade),
                    battle_force=LocalizedParam(force.name),
                )
            )
        if has_leader and "Leader" in catalog.keywords(upgrade):
            found.append(
                make_violation(
                    "LEADER_UPGRADE_LIMIT", entry=entry, card=unit.id, unit_name=card_name(unit)
                )
            )
        key = unique_key(upgrade) if (upgrade.unique or upgrade.unique_title) else None
        if key is not None and taken.get(key, 0) >= (upgrade.unique_count or 1):
            found.append(
                make_violation(
                    "DUPLICATE_UNIQUE_NAME", entry=entry, card=card_id, card_name=card_name(upgrade)
                )
            )
        return found

    return problems


def upgrade_problems(
    army: Army, catalog: LegionCatalog, entry: int, card_id: str, counterpart: bool = False
) -> list[Violation]:
    """What equipping upgrade ``card_id`` on army entry ``entry`` (from 1), or on its
    counterpart, would break."""
    return upgrade_checker(army, catalog, entry, counterpart)(card_id)


def unit_checker(army: Army, catalog: LegionCatalog) -> Callable[[str], list[Violation]]:
    """What adding each unit to the army would break: faction or battle force, the rank
    maximum already reached, a unique name already taken, the points limit passed."""
    faction = army_faction(army, catalog)
    force = catalog.battle_forces.get(army.battle_force or "")
    chosen = army_format(army)
    ctx = _Context(army, catalog, chosen, force, faction, [])
    limits, _cap = _rank_limits(ctx)
    counts: dict[str, int] = dict.fromkeys(RANKS, 0)
    for unit in army.units:
        card = catalog.get(unit.unit)
        if card is not None and card.rank:
            rank = "corps" if force is not None and card.id in force.builds_as_corps else card.rank
            counts[rank] += 1
    taken = _unique_names(army, catalog)
    points = army_points(army, catalog)

    def problems(card_id: str) -> list[Violation]:
        card = catalog.get(card_id)
        if card is None:
            return [make_violation("UNKNOWN_CARD", card=card_id, card_id=card_id)]
        if card.kind != "unit":
            return [
                make_violation(
                    "WRONG_CARD_KIND",
                    card=card_id,
                    card_name=card_name(card),
                    kind=_kind_name("unit"),
                )
            ]
        found = []
        if force is not None:
            if not force.allows_unit(card_id):
                found.append(
                    make_violation(
                        "BATTLE_FORCE_UNIT_NOT_ALLOWED",
                        card=card_id,
                        card_name=card_name(card),
                        battle_force=LocalizedParam(force.name),
                    )
                )
        elif faction and not faction_allows(card, faction):
            found.append(_faction_mismatch(ctx, None, card))
        rank = "corps" if force is not None and card_id in force.builds_as_corps else card.rank
        if rank is not None and counts[rank] >= limits[rank][1]:
            found.append(
                make_violation(
                    "RANK_ABOVE_MAXIMUM",
                    slot=rank,
                    card=card_id,
                    rank=_rank_name(rank),
                    maximum=limits[rank][1],
                    count=counts[rank] + 1,
                )
            )
        key = unique_key(card) if (card.unique or card.unique_title) else None
        if key is not None and taken.get(key, 0) >= (card.unique_count or 1):
            found.append(
                make_violation("DUPLICATE_UNIQUE_NAME", card=card_id, card_name=card_name(card))
            )
        total = points + (card.points_on(army.points_date) or 0)
        if total > chosen.points:
            found.append(
                make_violation("POINTS_EXCEEDED", card=card_id, points=total, limit=chosen.points)
            )
        return found

    return problems


def _unique_names(army: Army, catalog: LegionCatalog) -> dict[str, int]:
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
