"""A Legion army as plain text for forums and chats, in the player's language: units by rank
with their upgrades and points, the command hand, the battle deck, and the Legion HQ link
(the Muster code too), so a reader can open the list in either tool."""

from __future__ import annotations

from app.errors import MusterError
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.roster.document import RosterDocument
from app.systems.legion import rules
from app.systems.legion.army import army_of
from app.systems.legion.catalog import RANKS, Card, LegionCatalog
from app.systems.legion.terms import names_language

CONTEXT = "LegionText"

TEXTS = {
    "title": QT_TRANSLATE_NOOP("LegionText", "Army: {name}"),
    "untitled": QT_TRANSLATE_NOOP("LegionText", "Untitled army"),
    "format": QT_TRANSLATE_NOOP("LegionText", "{format} · {points} of {limit} points"),
    "faction": QT_TRANSLATE_NOOP("LegionText", "Faction: {faction}"),
    "battle_force": QT_TRANSLATE_NOOP("LegionText", "Battle force: {force}"),
    "points_date": QT_TRANSLATE_NOOP("LegionText", "Points as of {date}"),
    "casual": QT_TRANSLATE_NOOP("LegionText", "Casual play (house rules allowed)"),
    "rank": QT_TRANSLATE_NOOP("LegionText", "{rank} ({count})"),
    "unit": QT_TRANSLATE_NOOP("LegionText", "{name} ({points})"),
    "upgrade": QT_TRANSLATE_NOOP("LegionText", "{name} ({points})"),
    "unknown": QT_TRANSLATE_NOOP("LegionText", "unknown card “{card_id}”"),
    "command_hand": QT_TRANSLATE_NOOP("LegionText", "Command hand: {cards}"),
    "contingencies": QT_TRANSLATE_NOOP("LegionText", "Contingencies: {cards}"),
    "battle_deck": QT_TRANSLATE_NOOP("LegionText", "{category}: {cards}"),
    "none": QT_TRANSLATE_NOOP("LegionText", "none"),
    "legal": QT_TRANSLATE_NOOP("LegionText", "Legal army."),
    "illegal": QT_TRANSLATE_NOOP("LegionText", "Not legal yet:"),
    "link": QT_TRANSLATE_NOOP("LegionText", "Legion HQ: {link}"),
    "muster_code": QT_TRANSLATE_NOOP("LegionText", "Muster code: {code}"),
}


def _t(key: str, language: str, **params: object) -> str:
    return translate(CONTEXT, TEXTS[key], language, **params)


def _card_name(catalog: LegionCatalog, card_id: str, language: str) -> str:
    card = catalog.get(card_id)
    if card is None:
        return _t("unknown", language, card_id=card_id)
    shown = names_language((card,), language)  # the name and title in one language
    name = card.name.get(shown)
    title = card.title.get(shown) if card.title else ""
    return f"{name}, {title}" if title else name


def _row_language(catalog: LegionCatalog, card_ids: list[str], language: str) -> str:
    """One language for the names of a unit's lines, or of one line listing cards."""
    return names_language([c for i in card_ids if (c := catalog.get(i)) is not None], language)


def _names(catalog: LegionCatalog, card_ids: list[str], language: str) -> str:
    shown = _row_language(catalog, card_ids, language)
    names = [_card_name(catalog, card_id, shown) for card_id in card_ids]
    return ", ".join(names) if names else _t("none", language)


def to_text(roster: RosterDocument, catalog: LegionCatalog, language: str) -> str:
    from app.roster.share import encode_muster
    from app.systems.legion.share import LegionHqLink

    army = army_of(roster)
    chosen = rules.army_format(army)
    lines = [_t("title", language, name=roster.name.strip() or _t("untitled", language))]
    lines.append(
        _t(
            "format",
            language,
            format=chosen.name.get(language),
            points=rules.army_points(army, catalog),
            limit=chosen.points,
        )
    )
    faction = rules.army_faction(army, catalog)
    if faction:
        lines.append(_t("faction", language, faction=catalog.faction_name(faction, language)))
    force = catalog.battle_forces.get(army.battle_force or "")
    if force is not None:
        lines.append(_t("battle_force", language, force=force.name.get(language)))
    if army.points_date is not None:
        lines.append(_t("points_date", language, date=army.points_date.isoformat()))
    if roster.casual:
        lines.append(_t("casual", language))
    by_rank: dict[str, list[tuple[Card | None, int]]] = {rank: [] for rank in RANKS}
    unranked: list[tuple[Card | None, int]] = []
    for index, unit in enumerate(army.units):
        card = catalog.get(unit.unit)
        (by_rank[card.rank] if card is not None and card.rank in by_rank else unranked).append(
            (card, index)
        )
    for rank, entries in [*by_rank.items(), ("", unranked)]:
        if not entries:
            continue
        lines.append("")
        label = translate("Legion", rules.RANK_NAMES[rank], language) if rank else "?"
        lines.append(_t("rank", language, rank=label, count=len(entries)))
        for _card, index in entries:
            unit = army.units[index]
            points = rules.unit_points(unit, catalog, army)
            shown = _row_language(catalog, unit.card_ids(), language)
            name = _card_name(catalog, unit.unit, shown)
            lines.append("• " + _t("unit", language, name=name, points=points))
            for card_id in unit.upgrades + ([unit.counterpart] if unit.counterpart else []):
                upgrade = catalog.get(card_id)
                lines.append(
                    "    – "
                    + _t(
                        "upgrade",
                        language,
                        name=_card_name(catalog, card_id, shown),
                        points=rules.card_points(upgrade, army),
                    )
                )
            for card_id in unit.counterpart_upgrades:
                lines.append("      – " + _card_name(catalog, card_id, shown))
    lines.append("")
    lines.append(_t("command_hand", language, cards=_names(catalog, army.command_hand, language)))
    if army.contingencies:
        lines.append(
            _t("contingencies", language, cards=_names(catalog, army.contingencies, language))
        )
    for category in chosen.battle_deck:
        label = translate("Legion", rules.CATEGORY_NAMES.get(category, category), language)
        cards = _names(catalog, army.battle_deck.get(category, []), language)
        lines.append(_t("battle_deck", language, category=label, cards=cards))
    violations = rules.validate(army, catalog, casual=roster.casual)
    errors = [violation for violation in violations if violation.severity == "error"]
    lines.append("")
    if errors:
        lines.append(_t("illegal", language))
        lines.extend(f"- {violation.message(language)}" for violation in errors)
    else:
        lines.append(_t("legal", language))
    try:
        lines.append(_t("link", language, link=LegionHqLink().encode(roster, catalog)))
    except MusterError:
        pass  # a list Legion HQ cannot hold (an unknown card): the Muster code still can
    lines.append(_t("muster_code", language, code=encode_muster(roster)))
    return "\n".join(lines) + "\n"
