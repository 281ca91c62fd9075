"""Importing Legion HQ's card data (``cards.json``) into a Muster Legion pack.

Legion HQ keeps every card in one JSON object keyed by a two-character id. Its records are
hand-written and vary: keywords are a name or ``{name, value}``; a weapon's range is ``[min,
max]``, ``[0]`` (melee), ``[min, null]`` (infinite) or worse; requirements are lists headed by
``"AND"``/``"OR"``/``"NOT"``; points changes live in a dated history of sentences. Each
record becomes a :class:`Card`; a record that cannot become one is rejected with its reason
and never stops the others. Rules text is never read: Legion HQ's data holds none for cards,
and its battle-force rules text (in another file) is not imported.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from app import jsonio
from app.catalog.ids import slugify
from app.catalog.pack import PACK_FORMAT, LocalizedName, describe_validation_error
from app.catalog.report import ImportReport, read_entry_file
from app.errors import FileReadError
from app.i18n import QT_TRANSLATE_NOOP
from app.numbers import whole_number
from app.systems.legion import SYSTEM_ID
from app.systems.legion.catalog import (
    CARD_KINDS,
    RANKS,
    BattleForce,
    Card,
    Faction,
    LegionCatalog,
    LegionPack,
)
from app.systems.legion.js_data import JsDataError, read_object

CONTEXT = "LegionImport"
FORMAT_NAME = "legion-hq"
CARDS_FILE = "cards.json"
READS_FILES = True  # Legion HQ's data is one file (the folder holding it is accepted too)
BATTLE_FORCES_FILE = "battleForcesDict.js"
# Legion HQ's battle-force rule flags that Muster checks, by their Legion HQ name.
CHECKED_FORCE_RULES = {"unitLimits", "buildsAsCorps", "noFieldComm"}

# Legion HQ's requirement keys, as Muster names them.
REQUIREMENT_KEYS = {
    "cardName": "name",
    "title": "title",
    "faction": "faction",
    "affiliation": "affiliation",
    "rank": "rank",
    "cardSubtype": "subtype",
    "forceAffinity": "force_affinity",
    "keywords": "keyword",
    "upgradeBar": "upgrade_bar",
    "stats": "stats",
}
DEFENSE = {"r": "red", "w": "white"}
HIT_SURGE = {"h": "hit", "c": "crit"}
DEFENSE_SURGE = {"b": "block"}
FACTION_NAMES = {
    "rebels": {"en": "Rebel Alliance", "fr": "Alliance Rebelle", "pl": "Sojusz Rebeliantów"},
    "empire": {"en": "Galactic Empire", "fr": "Empire Galactique", "pl": "Imperium Galaktyczne"},
    "republic": {
        "en": "Galactic Republic", "fr": "République Galactique", "pl": "Republika Galaktyczna"
    },
    "separatists": {
        "en": "Separatist Alliance", "fr": "Alliance Séparatiste", "pl": "Sojusz Separatystów"
    },
    "mercenary": {"en": "Mercenaries", "fr": "Mercenaires", "pl": "Najemnicy"},
    "mandalorians": {"en": "Mandalorians", "fr": "Mandaloriens", "pl": "Mandalorianie"},
}  # fmt: skip
_POINTS = re.compile(
    r"\b(?:cost|points?)\s+(?:reduced|increased|changed|raised|lowered)"
    r"\s+from\s+(\d+)\s+to\s+(\d+)(?:\s+points?)?\.?",
    re.IGNORECASE,
)


def cards_file(path: Path) -> Path:
    """The ``cards.json`` of ``path`` (the file itself, or the one inside a folder)."""
    return path / CARDS_FILE if path.is_dir() else path


def recognizes(path: Path) -> bool:
    """A ``cards.json`` whose first record looks like Legion HQ's (read no further than needed)."""
    file = cards_file(path)
    if file.name != CARDS_FILE or not file.is_file():
        return False
    try:
        with file.open("rb") as handle:
            head = handle.read(4096)
    except OSError:
        return False
    return b'"cardType"' in head and b'"cardName"' in head


class _Rejected(ValueError):
    """A record that cannot become a card; ``template`` and ``params`` say why."""

    def __init__(self, template: str, **params: Any) -> None:
        super().__init__(template)
        self.template = template
        self.params = params


def _text(value: Any) -> str:
    return value.strip() if isinstance(value, str) else ""


def _integer(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        return whole_number(value, 4, signed=True)
    return None


_MONTHS = {
    name: number
    for number, name in enumerate(
        ("january", "february", "march", "april", "may", "june", "july", "august",
         "september", "october", "november", "december"),
        start=1,
    )
}  # fmt: skip
_DAY_MONTH_YEAR = re.compile(r"(\d{1,2})\s+([A-Za-z]+)\s+(\d{4})")
_ISO_DATE = re.compile(r"(\d{4})-(\d{2})-(\d{2})")


def parse_date(text: Any) -> dt.date | None:
    """``"19 June 2026"`` (Legion HQ's way) or an ISO date; None when it is neither.

    Parsed by hand: strptime is locale-dependent and slow."""
    if not isinstance(text, str):
        return None
    text = text.strip()
    try:
        if match := _DAY_MONTH_YEAR.fullmatch(text):
            month = _MONTHS.get(match[2].lower())
            return dt.date(int(match[3]), month, int(match[1])) if month else None
        if match := _ISO_DATE.fullmatch(text):
            return dt.date(int(match[1]), int(match[2]), int(match[3]))
    except ValueError:
        return None
    return None


def read_keyword(raw: Any) -> dict[str, Any] | None:
    if isinstance(raw, str) and raw.strip():
        return {"name": raw.strip()}
    if isinstance(raw, dict) and _text(raw.get("name")):
        keyword: dict[str, Any] = {"name": _text(raw["name"])}
        value = raw.get("value")
        if isinstance(value, bool):
            value = None
        if isinstance(value, int) or (isinstance(value, str) and value.strip()):
            keyword["value"] = value.strip() if isinstance(value, str) else value
        if raw.get("isPermanent") is True:
            keyword["permanent"] = True
        return keyword
    return None


def read_keywords(raw: Any) -> list[dict[str, Any]]:
    if not isinstance(raw, list):
        return []
    return [keyword for item in raw if (keyword := read_keyword(item)) is not None]


def read_range(raw: Any) -> tuple[int | None, int | None]:
    """Legion HQ's range: ``[0]`` melee, ``[1, 3]``, ``[1, null]`` (1 to infinite), ``[]``."""
    if not isinstance(raw, list) or not raw:
        return None, None
    low = _integer(raw[0])
    if len(raw) == 1:
        return low, low
    return low, _integer(raw[1])


def read_weapon(raw: Any) -> dict[str, Any] | None:
    if not isinstance(raw, dict) or not _text(raw.get("name")):
        return None
    low, high = read_range(raw.get("range"))
    dice: dict[str, Any] = raw["dice"] if isinstance(raw.get("dice"), dict) else {}
    return {
        "name": _text(raw["name"]),
        "range_min": low,
        "range_max": high,
        "dice": {
            colour: max(0, _integer(dice.get(key)) or 0)
            for colour, key in (("red", "r"), ("black", "b"), ("white", "w"))
        },
        "keywords": read_keywords(raw.get("keywords")),
    }


def read_stats(raw: Any, subtype: str) -> dict[str, Any] | None:
    if not isinstance(raw, dict):
        return None
    courage = _integer(raw.get("courage"))
    vehicle = "vehicle" in subtype
    stats: dict[str, Any] = {
        "miniatures": _integer(raw.get("minicount")),
        "wounds": _integer(raw.get("hp")),
        "defense": DEFENSE.get(_text(raw.get("defense"))),
        "speed": _integer(raw.get("speed")),
        "hit_surge": HIT_SURGE.get(_text(raw.get("hitsurge"))),
        "defense_surge": DEFENSE_SURGE.get(_text(raw.get("defsurge"))),
    }
    # Legion HQ writes a vehicle's resilience in its courage field, and "-" as -1 or 0.
    value = courage if courage is not None and courage > 0 else None
    stats["resilience" if vehicle else "courage"] = value
    return stats


def read_requirement(raw: Any) -> dict[str, Any] | None:
    """Legion HQ's requirement list as a Muster requirement tree (None: no requirement)."""
    if isinstance(raw, dict):
        conditions: dict[str, Any] = {}
        for key, value in raw.items():
            field = REQUIREMENT_KEYS.get(key)
            if field is None:
                raise _Rejected(
                    QT_TRANSLATE_NOOP("LegionImport", 'unknown requirement "{field}"'), field=key
                )
            if field == "stats" and isinstance(value, dict):
                value = {k: DEFENSE.get(v, v) if k == "defense" else v for k, v in value.items()}
            conditions[field] = value
        return {"match": conditions} if conditions else None
    if not isinstance(raw, list) or not raw:
        return None
    operator = "all"
    items = raw
    if isinstance(raw[0], str):
        operator = {"AND": "all", "OR": "any", "NOT": "none"}.get(raw[0].upper(), "")
        if not operator:
            raise _Rejected(
                QT_TRANSLATE_NOOP("LegionImport", 'unknown requirement operator "{operator}"'),
                operator=raw[0],
            )
        items = raw[1:]
    terms = [term for item in items if (term := read_requirement(item)) is not None]
    if not terms:
        return None
    if operator == "all" and len(terms) == 1:
        return terms[0]
    return {operator: terms}


def read_history(raw: Any) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Points changes and other errata from Legion HQ's dated history."""
    points: list[dict[str, Any]] = []
    errata: list[dict[str, Any]] = []
    if not isinstance(raw, list):
        return points, errata
    for entry in raw:
        if not isinstance(entry, dict):
            continue
        date = parse_date(entry.get("date"))
        if date is None:
            continue
        description = _text(entry.get("description"))
        match = _POINTS.search(description)
        if match:
            points.append({"date": date, "before": int(match[1]), "after": int(match[2])})
        rest = _POINTS.sub("", description).strip(" .") if match else description
        if rest:
            # Only the date: Legion HQ's summary often says what the card now does, text that
            # is the publisher's to ship, and nothing in Muster shows it.
            errata.append({"date": date})
    return points, errata


# The command cards every commander may play (seed 004, « Cartes Commandement »: « Embuscade »,
# « Poussée », « Assaut » et « Tenir la position »), as Legion HQ names them, with the number
# of units each orders as printed. Legion HQ's data holds no card's orders, only its pips and
# owners: these four shared cards (no owner, faction nor battle force) are the only ones whose
# orders follow from those — as many units as their pips, one for the 4-pip Standing Orders.
SHARED_COMMAND_CARDS = ("Ambush", "Push", "Assault", "Standing Orders")
STANDING_ORDERS_PIPS = 4


def command_orders(name: str, pips: int, owners: list[str], raw: dict[str, Any]) -> int | None:
    """How many units a command card orders, where the data tells; None for every other card
    (a character's or a faction's card orders what its text says, which the data lacks)."""
    shared = not owners and not _text(raw.get("faction")) and not _text(raw.get("battleForce"))
    if not shared or name not in SHARED_COMMAND_CARDS:
        return None
    return 1 if pips == STANDING_ORDERS_PIPS else pips


def card_id(raw: dict[str, Any], taken: set[str]) -> str:
    """Muster's id: kind, name and title as a slug, made unique with a number."""
    parts = [str(raw.get("cardType", "")), _text(raw.get("cardName")), _text(raw.get("title"))]
    base = slugify(" ".join(part for part in parts if part)) or "card"
    base = base[:100].strip("-")
    candidate, number = base, 2
    while candidate in taken:
        candidate, number = f"{base}-{number}", number + 1
    taken.add(candidate)
    return candidate


def read_card(lhq_id: str, raw: Any, source: str, taken: set[str]) -> dict[str, Any]:
    """The fields of a :class:`Card` from one Legion HQ record; raises _Rejected."""
    if not isinstance(raw, dict):
        raise _Rejected(QT_TRANSLATE_NOOP("LegionImport", "the record is not an object"))
    kind = _text(raw.get("cardType"))
    if kind not in CARD_KINDS:
        raise _Rejected(
            QT_TRANSLATE_NOOP("LegionImport", 'unknown card type "{type}"'), type=kind or "-"
        )
    name = _text(raw.get("cardName"))
    if not name:
        raise _Rejected(QT_TRANSLATE_NOOP("LegionImport", "the card has no name"))
    subtype = _text(raw.get("cardSubtype"))
    fields: dict[str, Any] = {
        "id": card_id(raw, taken),
        "lhq_id": lhq_id,
        "kind": kind,
        "name": {"en": name},
        "subtype": subtype,
        "source": source,
    }
    if _text(raw.get("title")):
        fields["title"] = {"en": _text(raw["title"])}
    faction = _text(raw.get("faction"))
    if faction:
        fields["faction"] = faction
    affiliations = raw.get("affiliations")
    if isinstance(affiliations, list):
        fields["affiliations"] = [_text(a) for a in affiliations if _text(a)]
    if _text(raw.get("affiliation")):
        fields["affiliation"] = _text(raw["affiliation"])
    cost = _integer(raw.get("cost"))
    unreleased = _text(raw.get("isUnreleased"))
    # Legion HQ gives a card not out yet 0 points until its points are known: no price.
    if cost is not None and not (unreleased and cost == 0):
        fields["points"] = cost
    fields["unique"] = raw.get("isUnique") is True
    fields["unique_title"] = raw.get("isUniqueTitle") is True
    if _integer(raw.get("uniqueCount")):
        fields["unique_count"] = _integer(raw.get("uniqueCount"))
    if isinstance(raw.get("upgradeBar"), list):
        fields["upgrade_bar"] = [_text(slot) for slot in raw["upgradeBar"] if _text(slot)]
    if isinstance(raw.get("additionalUpgradeSlots"), list):
        fields["adds_slots"] = [_text(s) for s in raw["additionalUpgradeSlots"] if _text(s)]
    fields["keywords"] = read_keywords(raw.get("keywords"))
    if isinstance(raw.get("weapons"), list):
        fields["weapons"] = [w for item in raw["weapons"] if (w := read_weapon(item))]
    if kind == "unit":
        rank = _text(raw.get("rank"))
        if rank not in RANKS:
            raise _Rejected(
                QT_TRANSLATE_NOOP("LegionImport", 'unknown rank "{rank}"'), rank=rank or "-"
            )
        fields["rank"] = rank
        fields["stats"] = read_stats(raw.get("stats"), subtype)
    if kind == "counterpart" and _integer(raw.get("wounds")) is not None:
        fields["wounds"] = _integer(raw.get("wounds"))
    if kind == "command":
        pips = _integer(subtype)
        if pips is None:
            raise _Rejected(
                QT_TRANSLATE_NOOP("LegionImport", 'a command card\'s pips "{pips}" are not 1 to 4'),
                pips=subtype or "-",
            )
        fields["pips"] = pips
        owners = raw.get("commander")
        owners = owners if isinstance(owners, list) else [owners]
        if owners and owners[0] == "AND":  # Legion HQ: every character named, not any one
            fields["owners_together"] = True
            owners = owners[1:]
        fields["owners"] = [_text(owner) for owner in owners if _text(owner)]
        orders = command_orders(name, pips, fields["owners"], raw)
        if orders is not None:
            fields["orders"] = orders
    if kind == "battle":
        fields["category"] = subtype or None
    if _text(raw.get("ttsName")):
        fields["tts_name"] = _text(raw["ttsName"])
    if _text(raw.get("battleForce")):
        fields["battle_force"] = _text(raw["battleForce"])
    requirement = read_requirement(raw.get("requirements"))
    if requirement is not None:
        fields["requirements"] = requirement
    fields["double_sided"] = raw.get("isDoubleSided") is True
    if unreleased:
        fields["unreleased"] = unreleased
    if _text(raw.get("specialIssue")):  # the only product Legion HQ's data names
        fields["box"] = _text(raw["specialIssue"])
    fields["points_history"], fields["errata"] = read_history(raw.get("history"))
    return fields


def _link_ids(cards: dict[str, dict[str, Any]], raw: dict[str, Any]) -> None:
    """Turns Legion HQ ids in ``counterpartId`` and ``equip`` into Muster ids."""
    for lhq_id, fields in cards.items():
        record = raw.get(lhq_id)
        if not isinstance(record, dict):
            continue
        counterpart = record.get("counterpartId")
        if isinstance(counterpart, str) and counterpart in cards:
            fields["counterpart"] = cards[counterpart]["id"]
        equips = record.get("equip")
        if isinstance(equips, list):
            fields["equips"] = [cards[e]["id"] for e in equips if isinstance(e, str) and e in cards]


def import_folder(
    path: Path,
    catalog: LegionCatalog,
    report: ImportReport,
    progress: Callable[[int, int], None] | None = None,
    *,
    pack_id: str = "legion-hq-import",
    version: str | None = None,
    name: LocalizedName | None = None,
    source: str | None = None,
) -> LegionPack | None:
    """Reads Legion HQ's ``cards.json`` at ``path``; returns its pack, or None if nothing was
    valid. ``progress(done, total)`` is called as records are read."""
    file = cards_file(path)
    readable, raw = read_entry_file(file, file.name, report)
    if not readable:
        return None
    if not isinstance(raw, dict):
        report.reject(
            file.name,
            QT_TRANSLATE_NOOP("LegionImport", "Legion HQ's cards.json is one object of cards"),
            context=CONTEXT,
        )
        return None
    taken: set[str] = set()
    fields_by_lhq: dict[str, dict[str, Any]] = {}
    origin = source or f"{FORMAT_NAME}: {file.name}"
    total = len(raw)
    for done, (lhq_id, record) in enumerate(sorted(raw.items()), start=1):
        where = f"{file.name}: {lhq_id}"
        try:
            if not re.fullmatch(r"[A-Za-z0-9]{1,3}", str(lhq_id)):
                raise _Rejected(
                    QT_TRANSLATE_NOOP("LegionImport", 'the id "{id}" is not a Legion HQ id'),
                    id=str(lhq_id)[:40],
                )
            fields_by_lhq[lhq_id] = read_card(lhq_id, record, origin, taken)
        except _Rejected as exc:
            report.reject(where, exc.template, context=CONTEXT, **exc.params)
        if progress is not None and (done % 50 == 0 or done == total):
            progress(done, total)
    _link_ids(fields_by_lhq, raw)
    cards: list[Card] = []
    for lhq_id, fields in fields_by_lhq.items():
        try:
            card = Card.model_validate(fields)
        except ValidationError as exc:
            report.reject(
                f"{file.name}: {lhq_id}",
                QT_TRANSLATE_NOOP("LegionImport", "the card is not valid: {detail}"),
                context=CONTEXT,
                detail="; ".join(describe_validation_error(lhq_id, fields, exc, "cards")),
            )
            continue
        existing = catalog.cards.get(card.id)
        if existing is not None:
            card = _keep_translations(card, existing)
        cards.append(card)
    if not cards:
        return None
    forces = _read_battle_forces(file.parent / BATTLE_FORCES_FILE, fields_by_lhq, report)
    factions = sorted({card.faction for card in cards if card.faction})
    return LegionPack(
        format=PACK_FORMAT,
        system=SYSTEM_ID,
        id=pack_id,
        version=version or dt.date.today().strftime("%Y.%m.%d"),
        name=name or LocalizedName(en="Legion HQ cards"),
        source=origin,
        factions=[
            Faction(id=faction, name=LocalizedName(**FACTION_NAMES.get(faction, {"en": faction})))
            for faction in factions
        ],
        battle_forces=forces,
        cards=cards,
    )


def _read_battle_forces(
    file: Path, cards: dict[str, dict[str, Any]], report: ImportReport
) -> list[BattleForce]:
    """Legion HQ's battle forces beside its cards, when the file is there. Their rules text
    (``plainTextRules``) is the publisher's and is never read."""
    if not file.is_file():
        return []
    try:
        text = jsonio.read_text(file, jsonio.COMMUNITY_FILE_MAX_BYTES, regular_only=True)
        raw = read_object(text, "battleForcesDict")
    except (FileReadError, JsDataError) as exc:
        detail = exc.message()
        report.reject(
            file.name,
            QT_TRANSLATE_NOOP("LegionImport", "the battle forces cannot be read: {detail}"),
            context=CONTEXT,
            detail=detail[:200],
        )
        return []

    def ids(values: Any) -> list[str]:
        if not isinstance(values, list):
            return []
        return [cards[v]["id"] for v in values if isinstance(v, str) and v in cards]

    forces = []
    for name, record in raw.items() if isinstance(raw, dict) else ():
        where = f"{file.name}: {name}"
        try:
            forces.append(BattleForce.model_validate(_battle_force(name, record, ids)))
        except KeyError as exc:
            report.reject(where, FORCE_FIELD_MISSING, context=CONTEXT, field=str(exc.args[0])[:60])
        except (ValidationError, TypeError, ValueError) as exc:
            if isinstance(exc, ValidationError):
                detail = "; ".join(describe_validation_error(name, record, exc, "battle_forces"))
            else:
                detail = str(exc).splitlines()[0]
            report.reject(where, FORCE_INVALID, context=CONTEXT, detail=detail[:200])
    return forces


FORCE_INVALID = QT_TRANSLATE_NOOP("LegionImport", "the battle force is not valid: {detail}")
FORCE_FIELD_MISSING = QT_TRANSLATE_NOOP("LegionImport", 'the battle force has no "{field}"')


def _battle_force(name: str, record: dict[str, Any], ids: Callable[[Any], list[str]]) -> dict:
    rules: dict[str, Any] = record["rules"] if isinstance(record.get("rules"), dict) else {}
    modes = {}
    for mode, table in record.items():
        if mode.endswith(" mode") and isinstance(table, dict):
            modes[mode] = {
                "ranks": {rank: table[rank] for rank in RANKS if rank in table},
                "commanders_and_operatives": table.get("commOp"),
            }
    limits = [
        {"units": ids(limit.get("ids")), "min": limit["count"][0], "max": limit["count"][1]}
        for limit in rules.get("unitLimits", [])
        if isinstance(limit, dict) and ids(limit.get("ids"))
    ]
    return {
        "id": slugify(name),
        "name": {"en": name},
        "faction": record["faction"],
        "link_id": record["linkId"],
        "units": {rank: ids(record.get(rank)) for rank in RANKS if record.get(rank)},
        "allowed_upgrades": ids(record.get("allowedUpgrades")),
        "modes": modes,
        "unit_limits": limits,
        "builds_as_corps": ids(rules.get("buildsAsCorps")),
        "no_field_commander": rules.get("noFieldComm") is True,
        "unchecked_rules": sorted(set(rules) - CHECKED_FORCE_RULES),
    }


def _keep_translations(card: Card, existing: Card) -> Card:
    """Legion HQ's data is English only and names no box but a special issue: keep the French
    and Polish names Muster already has (the card's, its title's and its weapons') and the
    boxes Muster's own list gave the card (resources/data/legion/boxes.json)."""
    name = LocalizedName(en=card.name.en, fr=existing.name.fr, pl=existing.name.pl)
    title = card.title
    if title is not None and existing.title is not None:
        title = LocalizedName(en=title.en, fr=existing.title.fr, pl=existing.title.pl)
    known = {weapon.name: weapon.names for weapon in existing.weapons if weapon.names}
    weapons = tuple(
        weapon.model_copy(update={"names": known[weapon.name]}) if weapon.name in known else weapon
        for weapon in card.weapons
    )
    box = card.box or existing.box
    return card.model_copy(update={"name": name, "title": title, "weapons": weapons, "box": box})
