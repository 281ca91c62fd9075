"""The Legion violations: their stable codes (docs/violations.md), their messages, and
the game terms those messages name in every language."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from app.i18n import QT_TRANSLATE_NOOP, TranslatedParam
from app.systems.base import Severity, Violation
from app.systems.legion.catalog import Card
from app.systems.legion.terms import (
    CATEGORY_NAMES,
    KIND_NAMES,
    LANGUAGES,
    RANK_NAMES,
    UPGRADE_TYPE_NAMES,
    Localized,
)
from app.systems.legion.terms import card_name as terms_card_name

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
def rank_name(rank: str) -> Mapping[str, str]:
    return _term(RANK_NAMES, rank)


@cache
def _type_name(upgrade_type: str) -> Mapping[str, str]:
    return _term(UPGRADE_TYPE_NAMES, upgrade_type)


@cache
def kind_name(kind: str) -> Mapping[str, str]:
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
