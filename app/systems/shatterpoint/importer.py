"""Importing a community catalogue in the "shatterpoint-data" layout.

The layout: a folder with ``data/units/*.json`` (or a folder of unit files directly), one
JSON object per unit, and optionally ``data/eras/eras.json`` and
``data/expansions/expansions.json``. Keys follow the community's spelling (``name-en``,
``squadpoints``, ``supporting``...); any key may be missing or null. Each unit becomes a
:class:`Unit` of a user pack; a file that cannot become one is rejected with its reason and
never stops the others.

When an imported unit overrides a unit Muster already has, what the community file does not
say (its names in a language it leaves null, its SPT code and Tabletop Admiral id, its
cross-era span, its abilities) is kept from the unit it replaces, so share codes keep working.

Abilities are read by name only (with their type and Force cost when an entry is an object
that gives them): an entry is either an object (``name-en``, ``name-fr``, ``name-pl``,
``type``, ``cost``) or a string, the ability's name or its id written run together
(``howaboutyoustepaside``, see ``ability_names.py``). Rules text is never read.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from app.catalog.ids import compact, slugify
from app.catalog.pack import PACK_FORMAT, LocalizedName, describe_validation_error
from app.catalog.report import ImportReport, read_entry_file
from app.i18n import QT_TRANSLATE_NOOP
from app.numbers import whole_number
from app.systems.shatterpoint import SYSTEM_ID
from app.systems.shatterpoint.ability_names import ABILITY_NAMES, RULEBOOK_NAMES
from app.systems.shatterpoint.catalog import (
    Ability,
    Era,
    ShatterpointCatalog,
    ShatterpointPack,
    Unit,
)

CONTEXT = "ShatterpointImport"
FORMAT_NAME = "shatterpoint-data"

TYPES = {
    "primary": "primary",
    "secondary": "secondary",
    "supporting": "support",
    "support": "support",
}
# The community's era keys, for when neither the eras file nor the catalogue's era names match.
KNOWN_ERAS = {
    "fallofthejedi": "fotj",
    "reignoftheempire": "rote",
    "ageofrebellion": "aor",
    "thenewrepublic": "tnr",
}
# Tags whose trait name cannot be guessed from the tag alone (the catalogue's own traits are
# matched first). Names in French and Polish follow the rulebooks' wording.
KNOWN_TAGS: dict[str, dict[str, str]] = {
    "212th": {"en": "212th", "fr": "212e"},
    "arf": {"en": "ARF", "fr": "ARF", "pl": "ARF"},
    "b2": {"en": "B2", "fr": "B2", "pl": "B2"},
    "clonecommando": {"en": "Clone Commando", "fr": "Commando Clone", "pl": "Klon komandos"},
    "galacticempire": {
        "en": "Galactic Empire", "fr": "Empire Galactique", "pl": "Imperium Galaktyczne"
    },
    "handmaiden": {"en": "Handmaiden", "fr": "Servante", "pl": "Służka"},
    "inquisitorius": {"en": "Inquisitorius", "fr": "Inquisitorius", "pl": "Inkwizytorium"},
}  # fmt: skip
ABILITY_TYPES = {
    "active": "active",
    "reactive": "reactive",
    "innate": "innate",
    "tactic": "tactic",
    "tactical": "tactic",
    "identity": "identity",
}
FIGURES = (("force", 0), ("stamina", 1), ("durability", 1), ("characters", 1))
LANGUAGES = ("en", "fr", "pl")


def units_folder(folder: Path) -> Path:
    nested = folder / "data" / "units"
    return nested if nested.is_dir() else folder


def data_folder(folder: Path) -> Path | None:
    """The folder holding ``eras/`` and ``expansions/``, when the layout has one."""
    if (folder / "data" / "units").is_dir():
        return folder / "data"
    if folder.name == "units" and folder.parent.name == "data":
        return folder.parent
    return None


def recognizes(folder: Path) -> bool:
    return folder.is_dir() and any(units_folder(folder).glob("*.json"))


def catalogue_name(folder: Path) -> str:
    """The catalogue folder's name (not ``units`` or ``data``, its inner folders)."""
    root = folder.resolve()
    while root.name in ("units", "data") and root.parent != root:
        root = root.parent
    return root.name or FORMAT_NAME


def pack_id_for(folder: Path) -> str:
    return slugify(catalogue_name(folder)) or "community"


def _text(value: Any) -> str | None:
    return value.strip() if isinstance(value, str) and value.strip() else None


def _integer(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str):
        return whole_number(value, signed=True)
    return None


def _localized(raw: dict[str, Any], prefix: str, fallback: LocalizedName | None) -> LocalizedName:
    names = {lang: _text(raw.get(f"{prefix}-{lang}")) for lang in LANGUAGES}
    if fallback is not None and compact(fallback.en) == compact(names["en"] or ""):
        for lang in ("fr", "pl"):
            names[lang] = names[lang] or getattr(fallback, lang)
    return LocalizedName(en=names["en"] or "", fr=names["fr"], pl=names["pl"])


def ability_name(entry: str) -> str:
    """The name an ability string stands for: the words it gives, or the known name of an id
    written run together (``coordinatedfire-pinned``: the part after the dash tells two
    abilities of one name apart), or else the id's own letters."""
    text = " ".join(entry.split())
    if " " in text:
        return text
    base = text.split("-")[0] or text
    return ABILITY_NAMES.get(compact(base)) or base


def ability_names(english: str, fr: str | None = None, pl: str | None = None) -> LocalizedName:
    """An ability's name in each language: those given, else the rulebooks' own."""
    name = ability_name(english)
    key = compact(name)
    known = next(
        (pair for k, pair in RULEBOOK_NAMES.items() if compact(ABILITY_NAMES[k]) == key), None
    )
    return LocalizedName(
        en=name, fr=fr or (known[0] if known else None), pl=pl or (known[1] if known else None)
    )


def read_ability(entry: Any) -> Ability | None:
    """One entry of a unit's ``abilities``, or None when it cannot be read."""
    if isinstance(entry, str):
        name = _text(entry)
        return Ability(name=ability_names(name)) if name else None
    if not isinstance(entry, dict):
        return None
    english = _text(entry.get("name-en")) or _text(entry.get("name"))
    if english is None:
        return None
    kind_text = _text(entry.get("type"))
    kind = ABILITY_TYPES.get(kind_text.lower()) if kind_text else None
    if kind_text and kind is None:
        return None
    cost = _integer(entry.get("cost"))
    if entry.get("cost") is not None and cost is None:
        return None
    try:
        return Ability.model_validate(
            {
                "name": ability_names(
                    english, _text(entry.get("name-fr")), _text(entry.get("name-pl"))
                ),
                "type": kind,
                "cost": cost,
            }
        )
    except ValidationError:
        return None


def read_abilities(value: Any) -> tuple[Ability, ...] | None:
    """A unit's abilities, or None (the pack does not say) when any entry is unreadable:
    a card that lists some of them would wrongly look complete."""
    if not isinstance(value, list):
        return None
    abilities = [read_ability(entry) for entry in value]
    if any(ability is None for ability in abilities):
        return None
    return tuple(ability for ability in abilities if ability is not None)


class _Context:
    """What every unit file of one import is read against."""

    def __init__(self, folder: Path, catalog: ShatterpointCatalog, report: ImportReport) -> None:
        self.folder = folder
        self.catalog = catalog
        self.report = report
        self.eras: dict[str, str] = {}  # community era key -> our era id
        self.new_eras: list[Era] = []
        self.traits: dict[str, str] = {compact(key): key for key in catalog.traits}
        self.new_traits: dict[str, LocalizedName] = {}
        self.boxes: dict[str, str] = {}
        for era in catalog.eras:
            self.eras[compact(era.name.en)] = era.id
            self.eras[era.id] = era.id
        for key, era_id in KNOWN_ERAS.items():
            if era_id in catalog.era_ids():
                self.eras.setdefault(key, era_id)
        data = data_folder(folder)
        if data is not None:
            self._read_eras(data / "eras" / "eras.json")
            self._read_expansions(data / "expansions" / "expansions.json")

    def source(self, file: Path) -> str:
        try:
            relative = file.relative_to(self.folder).as_posix()
        except ValueError:
            relative = file.name
        return f"{self.folder.name}/{relative}"

    def _read_eras(self, file: Path) -> None:
        if not file.is_file():
            return
        _, raw = read_entry_file(file, self.source(file), self.report, self.folder)
        if not isinstance(raw, list):
            return
        next_order = max((era.order for era in self.catalog.eras), default=0) + 1
        for entry in raw:
            if not isinstance(entry, dict):
                continue
            key = _text(entry.get("sps")) or _text(entry.get("id"))
            name = _text(entry.get("name-en")) or _text(entry.get("name_en"))
            if key is None:
                continue
            known = self.eras.get(compact(key)) or (name and self.eras.get(compact(name)))
            if known:
                self.eras[key] = known
                continue
            era_id = slugify(key)
            if not era_id or not name:
                continue
            names = LocalizedName(
                en=name,
                fr=_text(entry.get("name-fr")) or _text(entry.get("name_fr")),
                pl=_text(entry.get("name-pl")) or _text(entry.get("name_pl")),
            )
            order = _integer(entry.get("order"))
            era = Era(id=era_id, name=names, order=max(order or next_order, next_order))
            next_order = era.order + 1
            self.new_eras.append(era)
            self.eras[key] = era_id
            self.eras[era_id] = era_id

    def _read_expansions(self, file: Path) -> None:
        if not file.is_file():
            return
        _, raw = read_entry_file(file, self.source(file), self.report, self.folder)
        for entry in raw if isinstance(raw, list) else ():
            if not isinstance(entry, dict):
                continue
            sku = _text(entry.get("sku"))
            name = _text(entry.get("name-en")) or _text(entry.get("name_en"))
            if sku and name:
                self.boxes[sku] = name

    def trait(self, tag: str) -> str | None:
        key = compact(tag)
        if not key:
            return None
        if key in self.traits:
            return self.traits[key]
        known = KNOWN_TAGS.get(key)
        if known:
            name = known["en"]
            self.new_traits[name] = LocalizedName(**known)
        else:
            # A tag written with separators keeps its words; a run-together one keeps one word.
            words = [word for word in slugify(tag).split("-") if word]
            name = " ".join(word[:1].upper() + word[1:] for word in words)
            self.new_traits[name] = LocalizedName(en=name)
        self.traits[key] = name
        return name


def _reject(ctx: _Context, source: str, template: str, **params: Any) -> None:
    ctx.report.reject(source, template, context=CONTEXT, **params)


def read_unit(raw: Any, source: str, ctx: _Context) -> Unit | None:
    """The unit a community file describes, or None after recording why it cannot be one."""
    if not isinstance(raw, dict):
        _reject(
            ctx, source, QT_TRANSLATE_NOOP("ShatterpointImport", "the file is not a JSON object")
        )
        return None
    english = _text(raw.get("name-en"))
    if english is None:
        _reject(
            ctx,
            source,
            QT_TRANSLATE_NOOP("ShatterpointImport", "the unit has no English name (name-en)"),
        )
        return None
    unit_id = slugify(english)
    if not unit_id:
        _reject(
            ctx,
            source,
            QT_TRANSLATE_NOOP(
                "ShatterpointImport", 'the name "{name}" has no letter or digit to make an id from'
            ),
            name=english,
        )
        return None
    kind = TYPES.get(str(raw.get("type")).strip().lower()) if raw.get("type") is not None else None
    if kind is None:
        _reject(
            ctx,
            source,
            QT_TRANSLATE_NOOP(
                "ShatterpointImport",
                'unknown unit type "{value}" (primary, secondary or supporting)',
            ),
            value=raw.get("type"),
        )
        return None
    figures: dict[str, int] = {}
    missing = []
    for key, minimum in FIGURES:
        value = _integer(raw.get(key))
        if value is None:
            missing.append(key)
        elif value < minimum:
            _reject(
                ctx,
                source,
                QT_TRANSLATE_NOOP(
                    "ShatterpointImport", "{field} must be at least {minimum}, not {value}"
                ),
                field=key,
                minimum=minimum,
                value=value,
            )
            return None
        else:
            figures[key] = value
    if missing:
        _reject(
            ctx,
            source,
            QT_TRANSLATE_NOOP("ShatterpointImport", "missing figures: {fields}"),
            fields=", ".join(missing),
        )
        return None
    points_key = "squadpoints" if kind == "primary" else "pointcost"
    points = _integer(raw.get(points_key))
    if points is None or points < 0:
        template = (
            QT_TRANSLATE_NOOP(
                "ShatterpointImport", "a primary unit needs its Squad Points (squadpoints)"
            )
            if kind == "primary"
            else QT_TRANSLATE_NOOP(
                "ShatterpointImport", "a secondary or support unit needs its Point Cost (pointcost)"
            )
        )
        _reject(ctx, source, template)
        return None
    era_keys = raw.get("eras")
    era_keys = [era_keys] if isinstance(era_keys, str) else era_keys
    if not isinstance(era_keys, list) or not [e for e in era_keys if _text(e)]:
        _reject(ctx, source, QT_TRANSLATE_NOOP("ShatterpointImport", "the unit has no era"))
        return None
    eras: list[str] = []
    for key in era_keys:
        text = _text(key)
        if text is None:
            continue
        era_id = ctx.eras.get(text) or ctx.eras.get(compact(text))
        if era_id is None:
            _reject(
                ctx,
                source,
                QT_TRANSLATE_NOOP("ShatterpointImport", 'unknown era "{era}"'),
                era=text,
            )
            return None
        if era_id not in eras:
            eras.append(era_id)
    era_span = _cross_era_span(eras, ctx)
    if era_span is not None:
        eras = _eras_between(era_span, ctx)
    tags = raw.get("tags")
    traits: list[str] = []
    for tag in tags if isinstance(tags, list) else ():
        trait = ctx.trait(tag) if isinstance(tag, str) else None
        if trait and trait not in traits:
            traits.append(trait)
    existing = ctx.catalog.units.get(unit_id)
    name = _localized(raw, "name", existing.name if existing else None)
    unique: LocalizedName | None
    if _text(raw.get("uniquename-en")):
        unique = _localized(raw, "uniquename", existing.unique_name if existing else None)
    else:
        unique = existing.unique_name if existing else None
    expansions = raw.get("expansions")
    boxes = (
        [ctx.boxes.get(sku, sku) for sku in expansions if _text(sku)]
        if isinstance(expansions, list)
        else []
    )
    fields: dict[str, Any] = {
        "id": unit_id,
        "name": name,
        "unique_name": unique,
        "type": kind,
        "sp" if kind == "primary" else "pc": points,
        **figures,
        "eras": tuple(eras),
        "traits": tuple(traits),
        "abilities": read_abilities(raw.get("abilities")),
        "box": ", ".join(str(box).strip() for box in boxes) or (existing.box if existing else ""),
        "source": source,
    }
    if era_span is not None:
        fields["era_span"] = era_span
    if existing is not None:
        fields["era_span"] = existing.era_span or era_span
        fields["spt_code"] = existing.spt_code
        fields["tta_id"] = existing.tta_id
        if fields["abilities"] is None:
            fields["abilities"] = existing.abilities
    try:
        return Unit.model_validate(fields)
    except ValidationError as exc:
        _reject(
            ctx,
            source,
            QT_TRANSLATE_NOOP("ShatterpointImport", "the unit is not valid: {detail}"),
            detail="; ".join(describe_validation_error(source, fields, exc, "units")),
        )
        return None


def _era_order(ctx: _Context) -> list[str]:
    eras = {era.id: era.order for era in ctx.catalog.eras}
    for era in ctx.new_eras:
        eras.setdefault(era.id, era.order)
    return sorted(eras, key=lambda era_id: eras[era_id])


def _cross_era_span(eras: list[str], ctx: _Context) -> tuple[str, str] | None:
    """Two eras that are not next to each other are the two ends of a cross-era unit (PL
    appendix C: it belongs to « jedną z er znajdujących się między nimi »), first to last."""
    if len(eras) != 2:
        return None
    order = _era_order(ctx)
    if not all(era in order for era in eras):
        return None
    first, last = sorted(eras, key=order.index)
    if order.index(last) - order.index(first) < 2:
        return None
    return first, last


def _eras_between(span: tuple[str, str], ctx: _Context) -> list[str]:
    order = _era_order(ctx)
    return order[order.index(span[0]) : order.index(span[1]) + 1]


def import_folder(
    folder: Path,
    catalog: ShatterpointCatalog,
    report: ImportReport,
    progress: Callable[[int, int], None] | None = None,
) -> ShatterpointPack | None:
    """Reads every unit file of ``folder``; returns their pack, or None if none was valid.

    ``progress(done, total)`` is called after each file."""
    ctx = _Context(folder, catalog, report)
    units: dict[str, Unit] = {}
    origin: dict[str, str] = {}
    files = sorted(units_folder(folder).glob("*.json"))
    for done, file in enumerate(files, start=1):
        if progress is not None:
            progress(done, len(files))
        source = ctx.source(file)
        readable, raw = read_entry_file(file, source, report, folder)
        if not readable:
            continue
        unit = read_unit(raw, source, ctx)
        if unit is None:
            continue
        if unit.id in units:
            _reject(
                ctx,
                source,
                QT_TRANSLATE_NOOP(
                    "ShatterpointImport", 'unit id "{id}" is already taken by {other}'
                ),
                id=unit.id,
                other=origin[unit.id],
            )
            continue
        units[unit.id] = unit
        origin[unit.id] = source
    if not units:
        return None
    used_eras = {era for unit in units.values() for era in unit.eras}
    used_traits = {trait for unit in units.values() for trait in unit.traits}
    return ShatterpointPack(
        format=PACK_FORMAT,
        system=SYSTEM_ID,
        id=pack_id_for(folder),
        version=date.today().strftime("%Y.%m.%d"),
        name=LocalizedName(en=catalogue_name(folder)),
        source=f"{FORMAT_NAME}: {folder.resolve()}",
        eras=[era for era in ctx.new_eras if era.id in used_eras],
        traits={k: v for k, v in ctx.new_traits.items() if k in used_traits},
        units=list(units.values()),
    )
