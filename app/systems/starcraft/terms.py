"""StarCraft's words for its catalogue: the game's name, entry kinds, races and the figures of
a faction sheet, shared by the GameSystem object, the figures a player fills in and the
printed pages (a module of its own so that none of them imports another for a word)."""

from __future__ import annotations

from app.catalog.pack import LANGUAGE_KEYS
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.systems.starcraft import CONTEXT

KIND_NAMES = {
    "faction": QT_TRANSLATE_NOOP("Starcraft", "faction"),
    "unit": QT_TRANSLATE_NOOP("Starcraft", "unit"),
    "building": QT_TRANSLATE_NOOP("Starcraft", "building"),
    "module": QT_TRANSLATE_NOOP("Starcraft", "module"),
    "tech": QT_TRANSLATE_NOOP("Starcraft", "technology"),
}
RACE_NAMES = {
    "terran": QT_TRANSLATE_NOOP("Starcraft", "Terran"),
    "protoss": QT_TRANSLATE_NOOP("Starcraft", "Protoss"),
    "zerg": QT_TRANSLATE_NOOP("Starcraft", "Zerg"),
}
FIELD_LABELS = {
    "name": QT_TRANSLATE_NOOP("Starcraft", "name"),
    "race": QT_TRANSLATE_NOOP("Starcraft", "race"),
    "colour": QT_TRANSLATE_NOOP("Starcraft", "colour"),
    "pieces": QT_TRANSLATE_NOOP("Starcraft", "pieces"),
    "hand_limit": QT_TRANSLATE_NOOP("Starcraft", "hand limit"),
    "starting_hand": QT_TRANSLATE_NOOP("Starcraft", "starting hand"),
    "module_slots": QT_TRANSLATE_NOOP("Starcraft", "module slots"),
    "starting_building": QT_TRANSLATE_NOOP("Starcraft", "starting building"),
    "starting_units": QT_TRANSLATE_NOOP("Starcraft", "starting units"),
    "starting_workers": QT_TRANSLATE_NOOP("Starcraft", "starting workers"),
    "starting_transports": QT_TRANSLATE_NOOP("Starcraft", "starting transports"),
    "permanent_resources": QT_TRANSLATE_NOOP("Starcraft", "permanent resources"),
    "special_victory": QT_TRANSLATE_NOOP("Starcraft", "special victory"),
    "worker_cost": QT_TRANSLATE_NOOP("Starcraft", "worker cost"),
    "transport_cost": QT_TRANSLATE_NOOP("Starcraft", "transport cost"),
    "base_cost": QT_TRANSLATE_NOOP("Starcraft", "base cost"),
    "building": QT_TRANSLATE_NOOP("Starcraft", "building"),
    "level": QT_TRANSLATE_NOOP("Starcraft", "level"),
    "tech": QT_TRANSLATE_NOOP("Starcraft", "technology"),
    "sacrifice": QT_TRANSLATE_NOOP("Starcraft", "sacrifice"),
    "cost": QT_TRANSLATE_NOOP("Starcraft", "cost"),
    "costs": QT_TRANSLATE_NOOP("Starcraft", "costs"),
    "flying": QT_TRANSLATE_NOOP("Starcraft", "flying"),
    "targets_ground": QT_TRANSLATE_NOOP("Starcraft", "targets ground units"),
    "targets_air": QT_TRANSLATE_NOOP("Starcraft", "targets flying units"),
    "support": QT_TRANSLATE_NOOP("Starcraft", "support value"),
    "renfort": QT_TRANSLATE_NOOP("Starcraft", "Reinforcement"),
    "max_level": QT_TRANSLATE_NOOP("Starcraft", "highest level"),
    "copies": QT_TRANSLATE_NOOP("Starcraft", "copies"),
    "unknown": QT_TRANSLATE_NOOP("Starcraft", "unknown figures"),
}


def field_label(field: str, language: str | None = None) -> str:
    """A figure's name in ``language`` ("module slots"); an unknown field stays as it is."""
    key, dot, rest = field.partition(".")
    if key not in FIELD_LABELS:
        return field
    label = translate(CONTEXT, FIELD_LABELS[key], language)
    return f"{label}.{rest}" if dot else label


MINERALS_COUNT = QT_TRANSLATE_NOOP("Starcraft", "%n mineral(s)")
GAS_COUNT = QT_TRANSLATE_NOOP("Starcraft", "%n gas")
COST_PAIR = QT_TRANSLATE_NOOP("Starcraft", "{minerals} and {gas}")


def cost_words(minerals: int, gas: int, language: str | None = None) -> str:
    """A cost with its resources named ("2 minerals and 1 gas", "1 mineral"), never "2/1"."""
    parts = [
        translate(CONTEXT, template, language, n=count)
        for template, count in ((MINERALS_COUNT, minerals), (GAS_COUNT, gas))
        if count
    ]
    if len(parts) == 2:
        return translate(CONTEXT, COST_PAIR, language, minerals=parts[0], gas=parts[1])
    return parts[0] if parts else translate(CONTEXT, MINERALS_COUNT, language, n=0)


def cost_in_languages(minerals: int, gas: int) -> dict[str, str]:
    """The cost in every language, as a message's parameter (shown in the message's)."""
    return {language: cost_words(minerals, gas, language) for language in LANGUAGE_KEYS}


def quoted(text: str) -> dict[str, str]:
    """``text`` between each language's quotation marks, as a message's parameter: English
    "…", French « … » (with its non-breaking spaces), Polish „…”."""
    return {"en": f'"{text}"', "fr": f"«\u00a0{text}\u00a0»", "pl": f"„{text}”"}
