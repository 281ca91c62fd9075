"""Legion's game terms and card names in the interface language, read from the core (the
rules' own words in each language; a card's English name where no translation is known)."""

from __future__ import annotations

from typing import Any

from app.i18n import card_name_language, current_language
from app.systems.legion import terms
from app.systems.legion.catalog import Card, Keyword, LegionCatalog
from app.systems.legion.formats import ArmyFormat


def _lang(language: str | None) -> str:
    return language or current_language()


def rank_name(rank: str, language: str | None = None) -> str:
    return terms.rank_name(rank, _lang(language))


def upgrade_type_name(upgrade_type: str, language: str | None = None) -> str:
    return terms.upgrade_type_name(upgrade_type, _lang(language)) if upgrade_type else "?"


def category_name(category: str, language: str | None = None) -> str:
    return terms.category_name(category, _lang(language))


def keyword_label(
    keyword: Keyword, catalog: LegionCatalog | None = None, language: str | None = None
) -> str:
    """A keyword with its value as the rules reference words it ("Saut 1")."""
    return terms.keyword_label(keyword, _lang(language), catalog)


def card_name(card: Card | None, fallback: str = "", language: str | None = None) -> str:
    """The card's name and title, both in the interface language or both in English."""
    if card is None:
        return fallback
    shown = terms.names_language((card,), _lang(language))
    if card.title is not None:
        return f"{card.name.get(shown)}, {card.title.get(shown)}"
    return card.name.get(shown)


def row_language(cards: list[Card | None], language: str | None = None) -> str:
    """The language of the card names of one row (a unit and its upgrades)."""
    return terms.names_language([card for card in cards if card is not None], _lang(language))


def name_in_english_only(card: Card, language: str | None = None) -> bool:
    """Whether the card is shown in English for want of a name in the player's language."""
    shown = _lang(language)
    return card_name_language(shown) != "en" and not terms.name_known(card, shown)


def format_name(army_format: ArmyFormat, language: str | None = None) -> str:
    return army_format.name.get(_lang(language))


def faction_name(catalog: LegionCatalog, faction: str, language: str | None = None) -> str:
    return catalog.faction_name(faction, _lang(language))


def named(value: Any, language: str | None = None) -> str:
    """A LocalizedName (a battle force's, say) in the interface language."""
    return str(value.get(_lang(language)))
