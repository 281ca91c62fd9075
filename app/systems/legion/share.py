"""The share formats Legion players already exchange (docs/formats.md, "Legion share codes").

- **Legion HQ list link** ``https://legionhq2.com/list/<faction>/<points>:[<force>:]<cards>``:
  ``<cards>`` is comma-separated. A unit is ``<count><unit id><slots>``: one entry per upgrade
  slot, ``0`` for an empty one, else the upgrade's two-character id; ``+1<id><slots>`` adds a
  counterpart with its own slots (its card's upgrade bar, as Legion HQ writes them). Slots
  follow the unit's upgrade bar, then the slots its upgrades add; an upgrade that fits none
  (Legion HQ's "special" slots) is written after them. Command cards and battle cards are
  their bare ids. ``<points>`` names the format (600, 800, 1000, 1600) and
  ``<force>`` the battle force by its link id.
- **Tabletop Simulator JSON**, as Legion HQ reads it: ``armyFaction``, ``battleForce``,
  ``units`` (``name`` and ``upgrades`` by card name, a counterpart among the upgrades),
  ``commandCards``, ``battleFieldDeck``; Muster adds ``format`` (its format id) and, on a
  unit, ``counterpartUpgrades`` (its counterpart's upgrades by name), which other readers
  ignore.

Only cards travel: the army's name travels in the TTS JSON (``title``), notes and casual flag
do not.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from app import jsonio
from app.errors import ShareCodeError
from app.i18n import QT_TRANSLATE_NOOP
from app.numbers import whole_number
from app.roster.document import RosterDocument
from app.systems.legion.army import Army, ArmyUnit, army_of, document_for
from app.systems.legion.catalog import Card, LegionCatalog
from app.systems.legion.formats import by_link_points, get_format

LHQ_BASE = "https://legionhq2.com/list"
MAX_CODE_LENGTH = 20_000
STANDING_ORDERS = "Standing Orders"
# Tabletop Simulator's faction words, and Legion HQ's.
TTS_FACTIONS = {
    "rebel": "rebels",
    "empire": "empire",
    "republic": "republic",
    "separatist": "separatists",
    "mandalorian": "mandalorians",
    "mercenary": "mercenary",
}
# Where Legion HQ's TTS reader puts each row of the battlefield deck, for today's categories.
TTS_DECK_ROWS = {"conditions": "advantage", "deployment": "primary", "objective": "secondary"}
# Muster's own key on a TTS unit: its counterpart's upgrades (other readers ignore it).
TTS_COUNTERPART_UPGRADES = "counterpartUpgrades"
TTS_ROW_OF = {
    "advantage": "conditions",
    "primary": "deployment",
    "secondary": "objective",
    "condition": "conditions",
}

ERRORS = {
    "too_long": QT_TRANSLATE_NOOP(
        "Errors", "This Legion share code is too long ({length} characters; at most {limit})."
    ),
    "lhq_shape": QT_TRANSLATE_NOOP(
        "Errors", "This Legion HQ link has no list after its faction: {detail}."
    ),
    "lhq_faction": QT_TRANSLATE_NOOP(
        "Errors", 'This Legion HQ link names the faction "{faction}", which Legion does not have.'
    ),
    "lhq_points": QT_TRANSLATE_NOOP(
        "Errors", "This Legion HQ link is for a {points}-point game, which is no Legion format."
    ),
    "lhq_force": QT_TRANSLATE_NOOP(
        "Errors", 'This Legion HQ link names the battle force "{force}", which no catalogue has.'
    ),
    "lhq_segment": QT_TRANSLATE_NOOP(
        "Errors", 'Entry {position} of the Legion HQ link ("{entry}") is not a card or a unit.'
    ),
    "unknown_cards": QT_TRANSLATE_NOOP(
        "Errors", "No loaded catalogue knows the cards at {positions}."
    ),
    "no_link_format": QT_TRANSLATE_NOOP(
        "Errors",
        "Legion HQ has no link for the {format} format; choose one of today's formats.",
    ),
    "no_faction": QT_TRANSLATE_NOOP(
        "Errors", "The army has no faction yet, and a Legion HQ link names one."
    ),
    "no_lhq_id": QT_TRANSLATE_NOOP(
        "Errors", "{card} has no Legion HQ id in the catalogue, so it cannot be shared that way."
    ),
    "tts_json": QT_TRANSLATE_NOOP(
        "Errors", "This Tabletop Simulator army is not valid JSON: {detail}."
    ),
    "tts_shape": QT_TRANSLATE_NOOP(
        "Errors", "This Tabletop Simulator army has no {field} where one is expected."
    ),
    "tts_names": QT_TRANSLATE_NOOP("Errors", "No loaded catalogue has the cards named {names}."),
    "tts_object": QT_TRANSLATE_NOOP("Errors", "This Tabletop Simulator army is not a JSON object."),
}

LHQ_LABEL = QT_TRANSLATE_NOOP("Legion", "Legion HQ link")
TTS_LABEL = QT_TRANSLATE_NOOP("Legion", "Tabletop Simulator JSON")

_LINK = re.compile(
    r"(?:legionhq2?\.com)?/list/(?P<faction>[A-Za-z]+)/(?P<hash>[A-Za-z0-9:,+]*)",
    re.IGNORECASE,
)


def _check_length(text: str) -> None:
    if len(text) > MAX_CODE_LENGTH:
        raise ShareCodeError(ERRORS["too_long"], length=len(text), limit=MAX_CODE_LENGTH)


# --- Legion HQ links ----------------------------------------------------------------------


def _slot_list(unit: Card, upgrades: Sequence[Card]) -> list[Card | None]:
    """The upgrades in Legion HQ's slot order: the bar, the added slots, then what fits none."""
    order = list(unit.upgrade_bar)
    for upgrade in upgrades:
        order += list(upgrade.adds_slots)
    placed: list[Card | None] = [None] * len(order)
    leftover = []
    for upgrade in upgrades:
        free = next(
            (i for i, slot in enumerate(order) if slot == upgrade.subtype and placed[i] is None),
            None,
        )
        if free is None:
            leftover.append(upgrade)
        else:
            placed[free] = upgrade
    return placed + leftover


def _lhq(card: Card) -> str:
    if not card.lhq_id:
        raise ShareCodeError(ERRORS["no_lhq_id"], card=card.name.as_dict())
    return card.lhq_id


def _cards(ids: Sequence[str], catalog: LegionCatalog) -> list[Card]:
    return [card for card_id in ids if (card := catalog.get(card_id)) is not None]


class LegionHqLink:
    format_id = "legionhq"
    label = LHQ_LABEL

    def find(self, text: str) -> str | None:
        match = _LINK.search(text)
        return match.group(0) if match else None

    def encode(self, roster: RosterDocument, catalog: LegionCatalog) -> str:
        army = army_of(roster)
        chosen = get_format(army.format)
        if chosen is None or chosen.link_points is None:
            raise ShareCodeError(ERRORS["no_link_format"], format=army.format)
        if not army.faction:
            raise ShareCodeError(ERRORS["no_faction"])
        segments: list[str] = []
        counts: dict[str, int] = {}
        for unit in army.units:
            card = catalog.get(unit.unit)
            if card is None:
                continue
            body = _lhq(card) + "".join(
                _lhq(slot) if slot else "0"
                for slot in _slot_list(card, _cards(unit.upgrades, catalog))
            )
            counterpart = catalog.get(unit.counterpart)
            if counterpart is not None:
                # The counterpart's own bar (Iden's ID10: one comms slot), "0" when empty.
                body += "+1" + _lhq(counterpart)
                body += "".join(
                    _lhq(slot) if slot else "0"
                    for slot in _slot_list(counterpart, _cards(unit.counterpart_upgrades, catalog))
                )
            if body in counts and counts[body] < 9:
                counts[body] += 1
            else:
                segments.append(body)
                counts[body] = 1
        unit_segments = []
        for body in segments:
            unit_segments.append(f"{counts[body]}{body}")
        others = [
            _lhq(card)
            for card in _cards(army.command_hand, catalog)
            if card.name.en != STANDING_ORDERS
        ]
        for category in ("primary", "secondary", "advantage"):
            others += [_lhq(card) for card in _cards(army.battle_deck.get(category, []), catalog)]
        head = str(chosen.link_points)
        force = catalog.battle_forces.get(army.battle_force or "")
        if force is not None:
            head += f":{force.link_id}"
        return f"{LHQ_BASE}/{army.faction}/{head}:{','.join(unit_segments + others)}"

    def decode(self, code: str, catalog: LegionCatalog) -> RosterDocument:
        _check_length(code)
        match = _LINK.search(code)
        if match is None or not match.group("hash"):
            raise ShareCodeError(ERRORS["lhq_shape"], detail=code[:60])
        faction = match.group("faction").lower()
        if faction not in catalog.factions:
            raise ShareCodeError(ERRORS["lhq_faction"], faction=faction)
        army = Army(faction=faction)
        parts = match.group("hash").split(":")
        if len(parts) > 1:
            head = parts[:-1]
            if head[0].isascii() and head[0].isdigit():  # not "²", which isdigit() takes
                chosen = by_link_points(whole_number(head[0][:6]) or 0)
                if chosen is None:
                    raise ShareCodeError(ERRORS["lhq_points"], points=head[0][:6])
                army.format = chosen.id
                head = head[1:]
            if head:
                force = next(
                    (f for f in catalog.battle_forces.values() if f.link_id == head[0]), None
                )
                if force is None:
                    raise ShareCodeError(ERRORS["lhq_force"], force=head[0])
                army.battle_force = force.id
        unknown: list[str] = []

        def resolve(lhq_id: str, position: int) -> Card | None:
            card = catalog.by_lhq_id(lhq_id)
            if card is None:
                unknown.append(f"{position} ({lhq_id})")
            return card

        for position, segment in enumerate(parts[-1].split(","), start=1):
            if not segment:
                continue
            if len(segment) <= 2:
                card = resolve(segment, position)
                if card is None:
                    continue
                if card.kind == "command":
                    army.command_hand.append(card.id)
                elif card.kind == "battle" and card.category:
                    army.battle_deck.setdefault(card.category, []).append(card.id)
                else:
                    raise ShareCodeError(ERRORS["lhq_segment"], position=position, entry=segment)
                continue
            main, _, counterpart = segment.partition("+")
            count, unit_id, upgrades = _unit_segment(main, position)
            unit = resolve(unit_id, position)
            resolved = [c.id for u in upgrades if (c := resolve(u, position)) is not None]
            entry = ArmyUnit(unit.id if unit else unit_id, resolved)
            if counterpart:
                _, cp_id, cp_upgrades = _unit_segment(counterpart, position)
                cp = resolve(cp_id, position)
                entry.counterpart = cp.id if cp else cp_id
                entry.counterpart_upgrades = [
                    c.id for u in cp_upgrades if (c := resolve(u, position)) is not None
                ]
            army.units += [
                ArmyUnit(entry.unit, list(entry.upgrades), entry.counterpart,
                         list(entry.counterpart_upgrades))
                for _ in range(count)
            ]  # fmt: skip
        if unknown:
            raise ShareCodeError(ERRORS["unknown_cards"], positions=", ".join(unknown[:10]))
        standing = next(
            (c for c in catalog.of_kind("command") if c.name.en == STANDING_ORDERS), None
        )
        if standing is not None and army.command_hand:
            army.command_hand.append(standing.id)
        return document_for(army)


def _unit_segment(segment: str, position: int) -> tuple[int, str, list[str]]:
    """``(count, unit id, upgrade ids)`` of ``<count><id><slots>``; empty slots dropped."""
    count = whole_number(segment[:1])
    if len(segment) < 3 or not count:
        raise ShareCodeError(ERRORS["lhq_segment"], position=position, entry=segment[:40])
    upgrades: list[str] = []
    rest = segment[3:]
    i = 0
    while i < len(rest):
        if rest[i] == "0":
            i += 1
            continue
        if i + 2 > len(rest):
            raise ShareCodeError(ERRORS["lhq_segment"], position=position, entry=segment[:40])
        upgrades.append(rest[i : i + 2])
        i += 2
    return count, segment[1:3], upgrades


# --- Tabletop Simulator -------------------------------------------------------------------


def tts_name(card: Card) -> str:
    if card.tts_name:
        return card.tts_name
    return f"{card.name.en} {card.title.en}" if card.title else card.name.en


def _tts_unit(card: Card, unit: ArmyUnit, catalog: LegionCatalog) -> dict[str, Any]:
    """A unit as TTS JSON has it: its upgrades and its counterpart by name; the counterpart's
    own upgrades under Muster's key (Legion HQ's reader would put them on the unit)."""
    upgrades = [*unit.upgrades, *([unit.counterpart] if unit.counterpart else [])]
    data: dict[str, Any] = {
        "name": tts_name(card),
        "upgrades": [tts_name(c) for c in _cards(upgrades, catalog)],
    }
    if unit.counterpart and unit.counterpart_upgrades:
        data[TTS_COUNTERPART_UPGRADES] = [
            tts_name(c) for c in _cards(unit.counterpart_upgrades, catalog)
        ]
    return data


class TabletopSimulatorJson:
    format_id = "tts"
    label = TTS_LABEL

    def find(self, text: str) -> str | None:
        stripped = text.strip()
        if (
            stripped.startswith("{")
            and '"units"' in stripped
            and ('"armyFaction"' in stripped or '"commandCards"' in stripped)
        ):
            return stripped
        return None

    def encode(self, roster: RosterDocument, catalog: LegionCatalog) -> str:
        army = army_of(roster)
        faction_word = next((k for k, v in TTS_FACTIONS.items() if v == army.faction), "")
        force = catalog.battle_forces.get(army.battle_force or "")
        deck: dict[str, list[str]] = {"conditions": [], "deployment": [], "objective": []}
        for category, ids in army.battle_deck.items():
            row = TTS_ROW_OF.get(category, category)
            deck.setdefault(row, []).extend(tts_name(card) for card in _cards(ids, catalog))
        data = {
            "title": roster.name,
            "armyFaction": faction_word,
            "battleForce": force.name.en if force else "",
            "units": [
                _tts_unit(card, unit, catalog)
                for unit in army.units
                if (card := catalog.get(unit.unit)) is not None
            ],
            "commandCards": [tts_name(card) for card in _cards(army.command_hand, catalog)],
            "battleFieldDeck": deck,
            # Muster's own: Legion HQ's reader ignores it, Muster reads the format back.
            "format": army.format,
        }
        return json.dumps(data, ensure_ascii=False, indent=2)

    def decode(self, code: str, catalog: LegionCatalog) -> RosterDocument:
        _check_length(code)
        try:
            data = jsonio.loads(code)
        except json.JSONDecodeError as exc:
            raise ShareCodeError(ERRORS["tts_json"], detail=str(exc)[:80]) from exc
        if not isinstance(data, dict):
            raise ShareCodeError(ERRORS["tts_object"])
        faction = TTS_FACTIONS.get(str(data.get("armyFaction", "")).lower(), "")
        army = Army(faction=faction)
        if isinstance(data.get("format"), str) and get_format(data["format"]) is not None:
            army.format = data["format"]
        force_name = data.get("battleForce")
        if isinstance(force_name, str) and force_name:
            force = next(
                (f for f in catalog.battle_forces.values() if f.name.en == force_name), None
            )
            if force is None:
                raise ShareCodeError(ERRORS["lhq_force"], force=force_name[:60])
            army.battle_force = force.id
        index = _name_index(catalog, faction)
        missing: list[str] = []

        def find(name: Any, kinds: tuple[str, ...]) -> Card | None:
            if not isinstance(name, str):
                raise ShareCodeError(ERRORS["tts_shape"], field="name")
            for kind in kinds:
                card = index.get((kind, name.strip().upper()))
                if card is not None:
                    return card
            missing.append(f'"{name[:60]}"')
            return None

        units = data.get("units", [])
        if not isinstance(units, list):
            raise ShareCodeError(ERRORS["tts_shape"], field="units")
        for raw in units:
            if not isinstance(raw, dict):
                raise ShareCodeError(ERRORS["tts_shape"], field="unit")
            unit = find(raw.get("name"), ("unit",))
            entry = ArmyUnit(unit.id if unit else "")
            upgrades = raw.get("upgrades", [])
            if not isinstance(upgrades, list):
                raise ShareCodeError(ERRORS["tts_shape"], field="upgrades")
            for name in upgrades:
                card = find(name, ("upgrade", "counterpart"))
                if card is None:
                    continue
                if card.kind == "counterpart":
                    entry.counterpart = card.id
                else:
                    entry.upgrades.append(card.id)
            extra = raw.get(TTS_COUNTERPART_UPGRADES, [])
            if not isinstance(extra, list):
                raise ShareCodeError(ERRORS["tts_shape"], field=TTS_COUNTERPART_UPGRADES)
            for name in extra:
                card = find(name, ("upgrade",))
                if card is not None and entry.counterpart is not None:
                    entry.counterpart_upgrades.append(card.id)
            army.units.append(entry)
        commands = data.get("commandCards", [])
        if not isinstance(commands, list):
            raise ShareCodeError(ERRORS["tts_shape"], field="commandCards")
        for name in commands:
            card = find(name, ("command",))
            if card is not None:
                army.command_hand.append(card.id)
        deck = data.get("battleFieldDeck", {})
        if not isinstance(deck, dict):
            raise ShareCodeError(ERRORS["tts_shape"], field="battleFieldDeck")
        for row, names in deck.items():
            if not isinstance(names, list):
                raise ShareCodeError(ERRORS["tts_shape"], field=str(row)[:40])
            for name in names:
                card = find(name, ("battle",))
                if card is not None:
                    category = card.category or TTS_DECK_ROWS.get(str(row), str(row))
                    army.battle_deck.setdefault(category, []).append(card.id)
        if missing:
            raise ShareCodeError(ERRORS["tts_names"], names=", ".join(missing[:8]))
        title = data.get("title")
        return document_for(army, title if isinstance(title, str) else "")


def _name_index(catalog: LegionCatalog, faction: str) -> dict[tuple[str, str], Card]:
    """Cards by (kind, upper-case name) as Tabletop Simulator writes them. Where two cards
    share a name, one that can join the army's faction wins, else the first in the catalogue
    (as Legion HQ's reader does)."""
    index: dict[tuple[str, str], tuple[bool, Card]] = {}
    bare: dict[tuple[str, str], tuple[bool, Card]] = {}

    def offer(
        table: dict[tuple[str, str], tuple[bool, Card]],
        key: tuple[str, str],
        fits: bool,
        card: Card,
    ) -> None:
        known = table.get(key)
        if known is None or (fits and not known[0]):
            table[key] = (fits, card)

    for card in catalog.cards.values():
        fits = (
            not faction
            or not card.faction
            or card.faction == faction
            or (faction in card.affiliations)
        )
        names = {tts_name(card)}
        if card.title:
            names |= {f"{card.name.en} {card.title.en}", f"{card.name.en}, {card.title.en}"}
            offer(bare, (card.kind, card.name.en.upper()), fits, card)
        else:
            names.add(card.name.en)
        for name in names:
            offer(index, (card.kind, name.upper()), fits, card)
    for key, entry in bare.items():  # the name alone, when no untitled card has it
        index.setdefault(key, entry)
    return {key: card for key, (_, card) in index.items()}


def ambiguous_names(catalog: LegionCatalog) -> set[str]:
    """Card ids whose Tabletop Simulator name (what ``encode`` writes) is also a name another
    card of their kind is found by: such a card may come back from TTS JSON as the other one,
    in Legion HQ as in Muster."""
    found_by: dict[tuple[str, str], set[str]] = {}
    for card in catalog.cards.values():
        names = {tts_name(card)}
        if card.title:
            names |= {f"{card.name.en} {card.title.en}", f"{card.name.en}, {card.title.en}"}
        else:
            names.add(card.name.en)
        for name in names:
            found_by.setdefault((card.kind, name.upper()), set()).add(card.id)
    return {
        card.id
        for card in catalog.cards.values()
        if len(found_by[(card.kind, tts_name(card).upper())]) > 1
    }


def codecs() -> tuple[LegionHqLink, TabletopSimulatorJson]:
    return LegionHqLink(), TabletopSimulatorJson()
