"""The figures of the StarCraft catalogue as the players read and fill them in.

Faction sheets, tiles and cards are pictures, so the built-in pack leaves many figures
unknown (``catalog.py``). A player types them from their own sheets, or corrects one, and
each change is saved in a user pack (``muster.catalog/1``, system ``starcraft``, id
``my-starcraft-figures``) holding the whole entry with the figure filled in: loaded after the
built-in pack, its entry replaces the built-in one, and it exports and imports like any pack
so a club can share its sheets. Clearing a figure makes it unknown again.

Each figure is typed as one short line (``2/1`` for 2 minerals and 1 gas, ``Marine 2,
Firebat 1`` for starting units); :func:`parse_figure` reads it and refuses a bad value with
one translated sentence (:class:`FigureError`).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from app.catalog.pack import LANGUAGE_KEYS, LocalizedName, load_pack, write_pack
from app.catalog.pack_files import user_pack_file
from app.catalog.schema import adapter, field_bounds
from app.errors import MusterError, one_line
from app.i18n import QT_TRANSLATE_NOOP, current_language, translate
from app.numbers import whole_number
from app.systems.starcraft import CONTEXT, SYSTEM_ID
from app.systems.starcraft.catalog import Entry as EntryType
from app.systems.starcraft.catalog import (
    Faction,
    Pieces,
    StarcraftCatalog,
    StarcraftPack,
    Unit,
    _Entry,
)
from app.systems.starcraft.terms import KIND_NAMES, field_label, quoted

FILL_PACK_ID = "my-starcraft-figures"
FILL_PACK_NAME = LocalizedName(
    en="My StarCraft figures", fr="Mes valeurs StarCraft", pl="Moje wartości StarCraft"
)
FILL_SOURCE = "Filled in Muster from the players' own faction sheets, tiles and cards"

INTEGER = "integer"
YES_NO = "yes_no"
COST = "cost"
COSTS = "costs"
BUILDING = "building"
TECH = "tech"
UNITS = "units"
SACRIFICE = "sacrifice"
RESOURCES = "resources"
TEXT = "text"

# How each field is typed; a field not named here is a whole number.
FIELD_SHAPES = {
    "flying": YES_NO,
    "targets_ground": YES_NO,
    "targets_air": YES_NO,
    "renfort": YES_NO,
    "cost": COST,
    "worker_cost": COST,
    "transport_cost": COST,
    "base_cost": COST,
    "costs": COSTS,
    "starting_building": BUILDING,
    "tech": TECH,
    "starting_units": UNITS,
    "sacrifice": SACRIFICE,
    "permanent_resources": RESOURCES,
    "special_victory": TEXT,
}
# What a player may correct besides the figures the text lacks: the faction sheet's limits.
PIECE_FIELDS = tuple(f"pieces.{piece.name}" for piece in dataclasses.fields(Pieces))
FACTION_LIMITS = ("hand_limit", "starting_hand", *PIECE_FIELDS)
PIECE_LABELS = {
    "bases": QT_TRANSLATE_NOOP("Starcraft", "bases"),
    "workers": QT_TRANSLATE_NOOP("Starcraft", "workers"),
    "transports": QT_TRANSLATE_NOOP("Starcraft", "transports"),
    "standard_orders": QT_TRANSLATE_NOOP("Starcraft", "standard orders"),
    "special_orders": QT_TRANSLATE_NOOP("Starcraft", "special orders"),
    "combat_cards": QT_TRANSLATE_NOOP("Starcraft", "combat cards"),
    "tech_cards": QT_TRANSLATE_NOOP("Starcraft", "technology cards"),
    "building_tiles": QT_TRANSLATE_NOOP("Starcraft", "building tiles"),
    "module_tokens": QT_TRANSLATE_NOOP("Starcraft", "module tokens"),
}
PIECES_LABEL = QT_TRANSLATE_NOOP("Starcraft", "pieces")
RESOURCE_WORDS = {
    "minerals": QT_TRANSLATE_NOOP("Starcraft", "minerals"),
    "gas": QT_TRANSLATE_NOOP("Starcraft", "gas"),
}
YES = QT_TRANSLATE_NOOP("Starcraft", "yes")
NO = QT_TRANSLATE_NOOP("Starcraft", "no")
HOW_TO_TYPE = {
    INTEGER: QT_TRANSLATE_NOOP("Starcraft", "a whole number"),
    YES_NO: QT_TRANSLATE_NOOP("Starcraft", "yes or no"),
    COST: QT_TRANSLATE_NOOP("Starcraft", "minerals/gas, such as 2/1"),
    COSTS: QT_TRANSLATE_NOOP(
        "Starcraft", "one cost per level, minerals/gas, such as 1/0; 2/1; 3/2"
    ),
    BUILDING: QT_TRANSLATE_NOOP("Starcraft", "a building's name"),
    TECH: QT_TRANSLATE_NOOP("Starcraft", "a technology's name"),
    UNITS: QT_TRANSLATE_NOOP("Starcraft", "units and how many, such as Marine 2, Firebat 1"),
    SACRIFICE: QT_TRANSLATE_NOOP("Starcraft", "a unit and how many, such as Hydralisk 2"),
    RESOURCES: QT_TRANSLATE_NOOP(
        "Starcraft", "resources and capacities, such as minerals 2, gas 1"
    ),
    TEXT: QT_TRANSLATE_NOOP("Starcraft", "the objective's text"),
}


class FigureError(MusterError):
    """A value a player typed that cannot be the figure: one sentence, in their language."""

    template = QT_TRANSLATE_NOOP("Starcraft", "{entry}, {figure}: {value} cannot be this figure.")

    def message(self, language: str | None = None) -> str:
        lang = language or current_language()
        params = {
            key: (
                value.get(lang)
                if isinstance(value, LocalizedName)
                else value.get(lang, value["en"])
                if isinstance(value, dict)
                else value
            )
            for key, value in self.params.items()
        }
        return one_line(translate(CONTEXT, self.template, language, **params))


@dataclass(frozen=True)
class Figure:
    """One figure of one entry as the editor shows it."""

    entry_id: str
    field: str  # "cost", "pieces.bases"...
    known: bool
    editable_to_unknown: bool  # a figure the text may lack (cleared, it becomes unknown)


def field_shape(field: str) -> str:
    return FIELD_SHAPES.get(field, INTEGER)


def figure_label(system: Any, field: str, language: str | None = None) -> str:
    """The field's name in ``language`` ("module slots", "pieces: bases")."""
    key, _dot, piece = field.partition(".")
    if key == "pieces" and piece in PIECE_LABELS:
        return translate(CONTEXT, PIECE_LABELS[piece], language)
    return str(system.field_label(field, language))


def how_to_type(field: str, language: str | None = None) -> str:
    return translate(CONTEXT, HOW_TO_TYPE[field_shape(field)], language)


def figures_of(entry: Any) -> Iterator[Figure]:
    """The figures of ``entry`` a player may fill in or correct, in the pack's order."""
    for name in entry.figure_fields():
        yield Figure(entry.id, name, entry.is_known(name), True)
    if isinstance(entry, Faction):
        for name in FACTION_LIMITS:
            yield Figure(entry.id, name, True, False)
    elif isinstance(entry, Unit):
        yield Figure(entry.id, "pieces", True, False)


def value_of(entry: Any, field: str) -> Any:
    key, _dot, piece = field.partition(".")
    value = getattr(entry, key)
    return getattr(value, piece) if piece else value


# --- showing a figure ---------------------------------------------------------------------


def _name(catalog: StarcraftCatalog, entry_id: str, language: str) -> str:
    entry = catalog.get(entry_id)
    return str(entry.name.get(language)) if entry is not None else entry_id


def format_cost(cost: Any) -> str:
    return f"{cost.minerals}/{cost.gas}"


def format_figure(
    catalog: StarcraftCatalog, entry: Any, field: str, language: str | None = None
) -> str:
    """The figure as a player types it back (``""`` when it is unknown)."""
    lang = language or "en"
    value = value_of(entry, field)
    if value is None:
        return ""
    shape = field_shape(field)
    if shape == YES_NO:
        return translate(CONTEXT, YES if value else NO, language)
    if shape == COST:
        return format_cost(value)
    if shape == COSTS:
        return "; ".join(format_cost(cost) for cost in value)
    if shape in (BUILDING, TECH):
        return _name(catalog, value, lang)
    if shape == UNITS:
        return ", ".join(f"{_name(catalog, uid, lang)} {count}" for uid, count in value.items())
    if shape == SACRIFICE:
        return f"{_name(catalog, value.unit, lang)} {value.count}"
    if shape == RESOURCES:
        return ", ".join(
            f"{translate(CONTEXT, RESOURCE_WORDS[r.resource], language)} {r.capacity}"
            for r in value
        )
    if shape == TEXT:
        return str(value.text.get(lang)) if value.text is not None else ""
    return str(value)


# --- reading what a player typed ----------------------------------------------------------


def _each(template: str) -> dict[str, str]:
    """``template`` in every language, so that an error shows in the language it is read in."""
    return {lang: translate(CONTEXT, template, lang) for lang in LANGUAGE_KEYS}


def _fail(template: str, **params: Any) -> FigureError:
    return FigureError(template, **params)


def _bounds(entry: Any, field: str) -> tuple[int, int]:
    key, _dot, piece = field.partition(".")
    model = Pieces if piece else type(entry)
    bounds = field_bounds(model, piece or key)
    return (0 if bounds.ge is None else bounds.ge), (99 if bounds.le is None else bounds.le)


def _numbers(text: str) -> list[int]:
    # A number past whole_number's digits is no count (-1, as several numbers are).
    found = (whole_number(n) for n in re.findall(r"[0-9]+", text))
    return [-1 if n is None else n for n in found]


def _fold(text: str) -> str:
    return " ".join(text.casefold().split())


def _find(catalog: StarcraftCatalog, kind: str, race: str, text: str, shown: dict[str, Any]) -> Any:
    wanted = _fold(text)
    for candidate in catalog.of_kind(kind):  # type: ignore[arg-type]
        if candidate.race != race:
            continue
        names = {candidate.id, *(_fold(n) for n in candidate.name.as_dict().values())}
        if wanted in names:
            return candidate
    raise _fail(
        QT_TRANSLATE_NOOP("Starcraft", "{entry}, {figure}: its race has no {kind} named {value}."),
        **shown,
    )


def _items(text: str) -> list[tuple[str, int | None]]:
    """``Marine 2, 2 Firebat; Ghost`` → [("Marine", 2), ("Firebat", 2), ("Ghost", None)]."""
    found = []
    for part in re.split(r"[,;\n]", text):
        part = part.strip()
        if not part:
            continue
        numbers = _numbers(part)
        words = re.sub(r"[×x*]?\s*\d+\s*[×x*]?", " ", part).strip(" :=-")
        found.append((words, numbers[0] if len(numbers) == 1 else None if not numbers else -1))
    return found


def parse_figure(
    catalog: StarcraftCatalog, entry: Any, field: str, text: str, language: str | None = None
) -> Any:
    """The value of ``field`` that ``text`` gives (None: unknown), in the pack's JSON form.

    Raises FigureError with one sentence when the text cannot be that figure."""
    lang = language or "en"
    label = {lang: figure_label_for(entry, field, lang) for lang in LANGUAGE_KEYS}
    value_shown = text.strip()
    shown = {"value": quoted(value_shown), "figure": label, "entry": entry.name}
    if not value_shown:
        if field not in entry.figure_fields():
            raise _fail(
                QT_TRANSLATE_NOOP(
                    "Starcraft",
                    "{entry}, {figure}: the sheet prints this figure, it cannot be left empty.",
                ),
                **shown,
            )
        return None
    shape = field_shape(field)
    race = getattr(entry, "race", "")
    if shape == INTEGER:
        low, high = _bounds(entry, field)
        number = whole_number(value_shown)
        if number is None or not low <= number <= high:
            raise _fail(
                QT_TRANSLATE_NOOP(
                    "Starcraft", "{entry}, {figure}: type a whole number from {low} to {high}."
                ),
                low=low,
                high=high,
                **shown,
            )
        costs = getattr(entry, "costs", None) if field == "max_level" else None
        if costs is not None and len(costs) != number:
            raise _fail(
                QT_TRANSLATE_NOOP(
                    "Starcraft",
                    "{entry}, {figure}: its costs are given for {levels} levels; correct them "
                    "first, or empty them.",
                ),
                levels=len(costs),
                **shown,
            )
        return number
    if shape == YES_NO:
        word = _fold(value_shown)
        yes = {_fold(translate(CONTEXT, YES, lang)), "yes", "y", "1", "true"}
        no = {_fold(translate(CONTEXT, NO, lang)), "no", "n", "0", "false"}
        if word in yes | no:
            return word in yes
        raise _fail(
            QT_TRANSLATE_NOOP("Starcraft", "{entry}, {figure}: type {yes} or {no}."),
            yes=_each(YES),
            no=_each(NO),
            **shown,
        )
    if shape in (COST, COSTS):
        numbers = _numbers(value_shown)
        parts = [p for p in re.split(r"[;\n]", value_shown) if p.strip()]
        pairs = [_numbers(p) for p in parts] if shape == COSTS else [numbers]
        if not pairs or any(len(p) != 2 or max(p) > 99 for p in pairs):
            raise _fail(
                QT_TRANSLATE_NOOP(
                    "Starcraft",
                    "{entry}, {figure}: type minerals/gas, such as 2/1 for 2 minerals and 1 gas.",
                ),
                **shown,
            )
        costs = [{"minerals": p[0], "gas": p[1]} for p in pairs]
        if shape == COST:
            return costs[0]
        levels = getattr(entry, "max_level", None)
        if levels is not None and len(costs) != levels:
            raise _fail(
                QT_TRANSLATE_NOOP(
                    "Starcraft",
                    "{entry}, {figure}: it has {levels} levels, type one cost per level, "
                    'separated by ";".',
                ),
                levels=levels,
                **shown,
            )
        if len(costs) > 3:
            raise _fail(
                QT_TRANSLATE_NOOP(
                    "Starcraft", "{entry}, {figure}: a building has at most 3 levels, so 3 costs."
                ),
                **shown,
            )
        return costs
    if shape == BUILDING:
        return _find(catalog, "building", race, value_shown, _kind(shown, "building", lang)).id
    if shape == TECH:
        return _find(catalog, "tech", race, value_shown, _kind(shown, "tech", lang)).id
    if shape in (UNITS, SACRIFICE):
        items = _items(value_shown)
        if shape == SACRIFICE and len(items) != 1:
            items = []
        result: dict[str, int] = {}
        for words, count in items:
            if count is None:
                count = 1
            if count < 1 or count > 20 or not words:
                raise _fail(
                    QT_TRANSLATE_NOOP(
                        "Starcraft",
                        "{entry}, {figure}: type a unit's name and how many, such as Marine 2.",
                    ),
                    **shown,
                )
            unit = _find(catalog, "unit", race, words, _kind(shown, "unit", lang))
            result[unit.id] = result.get(unit.id, 0) + count
        if not result:
            raise _fail(
                QT_TRANSLATE_NOOP(
                    "Starcraft",
                    "{entry}, {figure}: type a unit's name and how many, such as Marine 2.",
                ),
                **shown,
            )
        if shape == SACRIFICE:
            ((unit_id, count),) = result.items()
            if count > 9:
                raise _fail(
                    QT_TRANSLATE_NOOP("Starcraft", "{entry}, {figure}: at most 9 units."),
                    **shown,
                )
            return {"unit": unit_id, "count": count}
        return result
    if shape == RESOURCES:
        words_of = (
            {_fold(translate(CONTEXT, word, lang)): key for key, word in RESOURCE_WORDS.items()}
            | {key: key for key in RESOURCE_WORDS}
            | {"mineral": "minerals"}
        )
        resources = []
        for words, count in _items(value_shown):
            resource = words_of.get(_fold(words))
            if resource is None or count is None or not 1 <= count <= 9:
                raise _fail(
                    QT_TRANSLATE_NOOP(
                        "Starcraft",
                        "{entry}, {figure}: type {minerals} or {gas} and a capacity from 1 to 9, "
                        "such as {minerals} 2, {gas} 1.",
                    ),
                    minerals=_each(RESOURCE_WORDS["minerals"]),
                    gas=_each(RESOURCE_WORDS["gas"]),
                    **shown,
                )
            resources.append({"resource": resource, "capacity": count})
        return resources
    # TEXT: a faction's objective, in the language it was typed in.
    old = getattr(entry, field, None)
    data = old.model_dump(mode="json", exclude_none=True) if old is not None else {}
    texts = dict(data.get("text") or {})
    texts[lang] = value_shown
    texts.setdefault("en", value_shown)
    data["text"] = texts
    return data


def _kind(shown: dict[str, Any], kind: str, language: str) -> dict[str, Any]:
    return {**shown, "kind": _each(KIND_NAMES[kind])}


def figure_label_for(entry: Any, field: str, language: str | None = None) -> str:
    key, _dot, piece = field.partition(".")
    if key == "pieces" and piece in PIECE_LABELS:
        return translate(CONTEXT, PIECE_LABELS[piece], language)
    return field_label(field, language)


def with_figure(entry: Any, field: str, value: Any) -> Any:
    """A copy of ``entry`` whose ``field`` holds ``value`` (None: unknown), validated."""
    data = entry.model_dump(mode="json", exclude_none=True)
    key, _dot, piece = field.partition(".")
    unknown = [name for name in data.get("unknown", []) if name != key]
    if piece:
        data[key] = {**data[key], piece: value}
    elif value is None:
        data.pop(key, None)
        unknown.append(key)
    else:
        data[key] = value
    order = list(entry.figure_fields())
    data["unknown"] = sorted(set(unknown), key=order.index)
    data["source"] = FILL_SOURCE
    if not data["unknown"]:
        data.pop("unknown")
    try:
        return adapter(EntryType).validate_python(data)  # type: ignore[no-any-return]
    except ValueError as exc:  # pydantic's ValidationError is one
        raise _fail(
            FigureError.template,
            value=quoted(str(value)),
            figure={lang: figure_label_for(entry, field, lang) for lang in LANGUAGE_KEYS},
            entry=entry.name,
        ) from exc


# --- the pack of filled figures -----------------------------------------------------------


def fill_pack_file(packs_root: Path) -> Path:
    return user_pack_file(packs_root, SYSTEM_ID, FILL_PACK_ID)


def fill_pack(packs_root: Path) -> StarcraftPack:
    """The user's pack of filled figures as saved, or a new empty one (CatalogError if it is
    damaged)."""
    file = fill_pack_file(packs_root)
    if file.is_file():
        return load_pack(file, StarcraftPack)
    return StarcraftPack(
        format="muster.catalog/1",
        system=SYSTEM_ID,
        id=FILL_PACK_ID,
        version=date.today().strftime("%Y.%m.%d"),
        name=FILL_PACK_NAME,
        source=FILL_SOURCE,
    )


def saved_entry(packs_root: Path, entry_id: str) -> dict[str, Any] | None:
    """The entry as the fill pack holds it (None when the pack does not hold it)."""
    for entry in fill_pack(packs_root).entries:
        if entry.id == entry_id:
            return entry.model_dump(mode="json", exclude_none=True)
    return None


def put_entry(packs_root: Path, entry_id: str, data: dict[str, Any] | None) -> Path:
    """Writes ``data`` as the fill pack's entry ``entry_id`` (None takes it out); the entry
    keeps its place in the pack."""
    pack = fill_pack(packs_root)
    entries = [e.model_dump(mode="json", exclude_none=True) for e in pack.entries]
    position = next((n for n, e in enumerate(entries) if e["id"] == entry_id), len(entries))
    entries = [e for e in entries if e["id"] != entry_id]
    if data is not None:
        entries.insert(position, data)
    updated = StarcraftPack.model_validate(
        {
            **pack.model_dump(mode="json", exclude={"entries"}, exclude_none=True),
            "version": date.today().strftime("%Y.%m.%d"),
            "entries": entries,
        }
    )
    file = fill_pack_file(packs_root)
    write_pack(updated, file, create_folder=True)
    return file


@dataclass(frozen=True)
class FigureChange:
    """One figure typed in: the fill pack's entry before and after (None: not in the pack),
    so that it can be undone and redone."""

    entry_id: str
    field: str
    before: dict[str, Any] | None
    after: dict[str, Any]

    def apply(self, packs_root: Path) -> Path:
        return put_entry(packs_root, self.entry_id, self.after)

    def revert(self, packs_root: Path) -> Path:
        return put_entry(packs_root, self.entry_id, self.before)


def change_figure(
    catalog: StarcraftCatalog,
    entry_id: str,
    field: str,
    text: str,
    packs_root: Path,
    language: str | None = None,
) -> FigureChange | None:
    """Reads ``text`` as the figure (FigureError when it cannot be) and describes the change
    to the fill pack; None when the figure already has that value. Nothing is written: call
    ``apply`` (the interface does it through its undo stack)."""
    entry = catalog.get(entry_id)
    if not isinstance(entry, _Entry):
        raise _fail(
            QT_TRANSLATE_NOOP("Starcraft", "There is no entry {value} in the StarCraft catalogue."),
            value=entry_id,
            figure=field,
            entry=entry_id,
        )
    value = parse_figure(catalog, entry, field, text, language)
    updated = with_figure(entry, field, value)
    if _same_figures(updated, entry):
        return None
    return FigureChange(
        entry_id,
        field,
        saved_entry(packs_root, entry_id),
        updated.model_dump(mode="json", exclude_none=True),
    )


def change_figures(
    catalog: StarcraftCatalog,
    entry_id: str,
    texts: dict[str, str],
    packs_root: Path,
    language: str | None = None,
) -> FigureChange | None:
    """Several figures of one entry typed in at once (the faction sheet dialog): each read as
    ``change_figure`` reads it (FigureError names the first that cannot be), one change to the
    fill pack; None when nothing changes."""
    entry = catalog.get(entry_id)
    if not isinstance(entry, _Entry):
        return None
    updated = entry
    for field, text in texts.items():
        updated = with_figure(updated, field, parse_figure(catalog, entry, field, text, language))
    if _same_figures(updated, entry):
        return None
    return FigureChange(
        entry_id,
        ",".join(texts),
        saved_entry(packs_root, entry_id),
        updated.model_dump(mode="json", exclude_none=True),
    )


def _same_figures(a: Any, b: Any) -> bool:
    ignore = {"source"}
    return bool(
        a.model_dump(mode="json", exclude=ignore) == b.model_dump(mode="json", exclude=ignore)
    )


def unknown_count(catalog: StarcraftCatalog, entries: list[Any] | None = None) -> int:
    """How many figures of ``entries`` (all of the catalogue's) are still unknown."""
    return sum(
        len(e.unknown) for e in (entries if entries is not None else catalog.entries.values())
    )


def faction_entries(catalog: StarcraftCatalog, faction: Faction) -> list[Any]:
    """The faction, then what its race builds: units, buildings, modules, technologies."""
    race = faction.race
    modules = [m for m in catalog.of_kind("module") if m.race == race]
    return [
        faction,
        *catalog.units_of(race),
        *catalog.buildings_of(race),
        *modules,
        *catalog.techs_of(race),
    ]


def figure_line(system: Any, entry: Any, language: str, catalog: Any = None) -> str:
    """The entry's known figures in one line, then how many are unknown (CLI listings)."""
    from app.systems.starcraft.catalog import load_catalog

    names = catalog if catalog is not None else _names_catalog(load_catalog)
    parts = [
        f"{figure_label(system, name, language)} {format_figure(names, entry, name, language)}"
        for name in entry.figure_fields()
        if entry.is_known(name) and value_of(entry, name) is not None and field_shape(name) != TEXT
    ]
    if entry.unknown:
        parts.append(translate(CONTEXT, UNKNOWN_COUNT, language, n=len(entry.unknown)))
    return " · ".join(parts)


UNKNOWN_COUNT = QT_TRANSLATE_NOOP("Starcraft", "%n unknown")
_NAMES: list[StarcraftCatalog] = []


def _names_catalog(load: Any) -> StarcraftCatalog:
    """The built-in catalogue, for the names of what an entry refers to (loaded once)."""
    if not _NAMES:
        _NAMES.append(load())
    return _NAMES[0]
