"""Legion's game terms and card names in the interface language, read from the core (the
rules' own words in each language; a card's English name where no translation is known)."""

from __future__ import annotations

from typing import Any

from app.i18n import current_language
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
    if card is None:
        return fallback
    name = terms.card_name(card, _lang(language))
    if card.title is not None:
        return f"{name}, {card.title.get(_lang(language))}"
    return name


def format_name(army_format: ArmyFormat, language: str | None = None) -> str:
    return army_format.name.get(_lang(language))


def faction_name(catalog: LegionCatalog, faction: str, language: str | None = None) -> str:
    return catalog.faction_name(faction, _lang(language))


def named(value: Any, language: str | None = None) -> str:
    """A LocalizedName (a battle force's, say) in the interface language."""
    return str(value.get(_lang(language)))
