"""The Legion catalogue: the pack schema (units, upgrades, command and battle cards) and the
merged view the rules work on.

Cards keep Legion HQ's two-character id (``lhq_id``, case-sensitive) beside Muster's own id,
because Legion HQ's share links and Tabletop Simulator files name cards by it. A pack carries
facts only: names, numbers, stats, keyword names with their values, points and the dates they
changed. No card rules text, keyword reminder text or images.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, ClassVar, Literal

from app.catalog.pack import ID_PATTERN, Id, LocalizedName, PackBase, PackInfo, load_pack
from app.catalog.schema import FORBID_EXTRA, Bounds, Check, PackModel
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.resources import data_dir
from app.systems.legion import SYSTEM_ID

if TYPE_CHECKING:
    from pydantic_core import PydanticCustomError

CardKind = Literal["unit", "upgrade", "command", "battle", "counterpart"]
CARD_KINDS: tuple[CardKind, ...] = ("unit", "upgrade", "command", "battle", "counterpart")
Rank = Literal["commander", "operative", "corps", "special", "support", "heavy"]
RANKS: tuple[Rank, ...] = ("commander", "operative", "corps", "special", "support", "heavy")
LHQ_ID_PATTERN = r"^[A-Za-z0-9]{1,3}$"
BUILTIN_PACK = "legion-hq.json"

# The fields a requirement condition may test, as Muster names them.
REQUIREMENT_FIELDS = (
    "name",
    "title",
    "faction",
    "affiliation",
    "rank",
    "subtype",
    "force_affinity",
    "keyword",
    "upgrade_bar",
    "stats",
)

# What is wrong with a pack's card, in the language Muster speaks when it loads the pack.
PROBLEMS = {
    "requirement_fields": QT_TRANSLATE_NOOP(
        "LegionPack", "a requirement tests what Muster does not know: {fields}"
    ),
    "unit_rank": QT_TRANSLATE_NOOP("LegionPack", 'a unit needs its "rank"'),
    "unit_stats": QT_TRANSLATE_NOOP("LegionPack", 'a unit needs its "stats"'),
    "command_pips": QT_TRANSLATE_NOOP("LegionPack", 'a command card needs its "pips"'),
    "card_twice": QT_TRANSLATE_NOOP("LegionPack", 'the card id "{id}" appears twice'),
    "lhq_twice": QT_TRANSLATE_NOOP("LegionPack", 'the Legion HQ id "{id}" appears twice'),
}


def _problem(key: str, **params: object) -> PydanticCustomError:
    """A validation error whose message is translated (pydantic's own prefix is English)."""
    from pydantic_core import PydanticCustomError

    return PydanticCustomError(
        "legion_pack",
        "{detail}",
        {"detail": translate("LegionPack", PROBLEMS[key], None, **params)},
    )


def _bounded(low: int, high: int) -> Bounds:
    return Bounds(ge=low, le=high)


Figure = Annotated[int, _bounded(0, 99)]
Points = Annotated[int, _bounded(0, 9999)]


@dataclass(frozen=True, kw_only=True)
class Keyword(PackModel):
    """A keyword by name, with its value where it has one (Inspire 2, Aid: Emplacement Trooper)."""

    __pydantic_config__ = FORBID_EXTRA
    name: Annotated[str, Bounds(min_length=1, max_length=80)]
    value: int | str | None = None
    permanent: bool = False

    def label(self) -> str:
        """In English, as the pack has it; terms.keyword_label says it in a language."""
        return self.name if self.value in (None, "") else f"{self.name} {self.value}"


@dataclass(frozen=True, kw_only=True)
class Dice(PackModel):
    """A weapon's attack dice by colour."""

    __pydantic_config__ = FORBID_EXTRA
    red: Figure = 0
    black: Figure = 0
    white: Figure = 0


@dataclass(frozen=True, kw_only=True)
class Weapon(PackModel):
    """A weapon: its name, range, dice and keywords."""

    __pydantic_config__ = FORBID_EXTRA
    name: Annotated[str, Bounds(min_length=1, max_length=120)]
    # The name in each language, where Muster knows a translation (Legion HQ's is English).
    names: LocalizedName | None = None
    # None at the far end means "infinite" range; melee is (0, 0).
    range_min: Figure | None = None
    range_max: Figure | None = None
    dice: Dice = field(default_factory=Dice)
    keywords: tuple[Keyword, ...] = ()

    @property
    def melee(self) -> bool:
        return self.range_min == 0 and self.range_max in (0, None)


@dataclass(frozen=True, kw_only=True)
class Stats(PackModel):
    """A unit's figures as its card gives them."""

    __pydantic_config__ = FORBID_EXTRA
    miniatures: Figure
    wounds: Figure
    defense: Literal["red", "white"]
    # Troopers have courage, vehicles resilience; "-" on the card (never suppressed) is None.
    courage: Figure | None = None
    resilience: Figure | None = None
    speed: Annotated[int, _bounded(0, 9)]
    hit_surge: Literal["hit", "crit"] | None = None
    defense_surge: Literal["block"] | None = None


@dataclass(frozen=True, kw_only=True)
class PointsChange(PackModel):
    """A card's points changed on ``date`` from ``before`` to ``after``."""

    __pydantic_config__ = FORBID_EXTRA
    date: dt.date
    before: Points
    after: Points


@dataclass(frozen=True, kw_only=True)
class Erratum(PackModel):
    """A dated change of the card other than points, from Legion HQ's history: the date alone
    (``summary`` is read from packs made before it was dropped, and never written)."""

    __pydantic_config__ = FORBID_EXTRA
    date: dt.date
    summary: Annotated[str, Bounds(max_length=500)] | None = None


def _known_fields(value: dict[str, Any]) -> dict[str, Any]:
    unknown = sorted(set(value) - set(REQUIREMENT_FIELDS))
    if unknown:
        raise _problem("requirement_fields", fields=", ".join(unknown))
    return value


@dataclass(frozen=True, kw_only=True)
class Requirement(PackModel):
    """What a card asks of the unit it goes on (or of the army, for a command card).

    ``all`` / ``any`` / ``none`` combine sub-requirements; ``match`` holds conditions that
    must all hold (``{"faction": "rebels", "rank": "corps"}``); its keys are
    REQUIREMENT_FIELDS.
    """

    __pydantic_config__ = FORBID_EXTRA
    all: tuple[Requirement, ...] = ()
    any: tuple[Requirement, ...] = ()
    none: tuple[Requirement, ...] = ()
    match: Annotated[dict[str, Any], Check(_known_fields)] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return self.model_dump(mode="json", exclude_defaults=True)


@dataclass(frozen=True, kw_only=True)
class Card(PackModel):
    """A card of any kind (unit, upgrade, command, battle, counterpart): its facts."""

    __pydantic_config__ = FORBID_EXTRA

    id: Annotated[str, Bounds(pattern=ID_PATTERN, max_length=120)]
    lhq_id: Annotated[str, Bounds(pattern=LHQ_ID_PATTERN)] | None = None
    kind: CardKind
    name: LocalizedName
    title: LocalizedName | None = None
    subtype: Annotated[str, Bounds(max_length=60)] = ""
    rank: Rank | None = None
    faction: Annotated[str, Bounds(max_length=60)] | None = None
    # The factions whose armies a mercenary unit (or an upgrade) may join.
    affiliations: tuple[str, ...] = ()
    # The group a unit belongs to (a Mandalorian clan, Black Sun, a rogue...).
    affiliation: Annotated[str, Bounds(max_length=60)] | None = None
    points: Points | None = None
    unique: bool = False
    unique_title: bool = False
    unique_count: Annotated[int, _bounded(1, 99)] | None = None
    upgrade_bar: tuple[str, ...] = ()
    # Slots an upgrade card adds to the unit that equips it (e.g. a second Comms).
    adds_slots: tuple[str, ...] = ()
    keywords: tuple[Keyword, ...] = ()
    stats: Stats | None = None
    wounds: Figure | None = None  # counterparts
    weapons: tuple[Weapon, ...] = ()
    requirements: Requirement | None = None
    pips: Annotated[int, _bounded(1, 4)] | None = None  # command cards
    owners: tuple[str, ...] = ()  # command cards: the characters they belong to
    # True when the card needs every owner in the army (Legion HQ's ["AND", ...]), not one.
    owners_together: bool = False
    # Command cards: how many units the card orders where the importer knows it (None: not
    # known, and not checked; see importer.command_orders).
    orders: Annotated[int, _bounded(1, 9)] | None = None
    category: str | None = None  # battle cards: primary / secondary / advantage (2024)
    battle_force: str | None = None
    tts_name: str | None = None  # the name Tabletop Simulator's Legion mod knows it by
    counterpart: str | None = None  # the Muster id of the counterpart card
    equips: tuple[str, ...] = ()  # Muster ids of cards that come with this upgrade
    double_sided: bool = False
    unreleased: str | None = None  # when the data says it is not out yet
    box: str | None = None  # the products it comes in, comma-separated (app/catalog/boxes.py)
    points_history: tuple[PointsChange, ...] = ()
    errata: tuple[Erratum, ...] = ()
    source: Annotated[str, Bounds(min_length=1)]

    def __post_init__(self) -> None:
        if self.kind == "unit":
            if self.rank is None:
                raise _problem("unit_rank")
            if self.stats is None:
                raise _problem("unit_stats")
        if self.kind == "command" and self.pips is None:
            raise _problem("command_pips")

    def points_on(self, date: dt.date | None) -> int | None:
        """The card's points as they stood on ``date`` (None: today's)."""
        if date is None or self.points is None:
            return self.points
        for change in sorted(self.points_history, key=lambda change: change.date):
            if change.date > date:
                return change.before
        return self.points


@dataclass(frozen=True, kw_only=True)
class Faction(PackModel):
    """A faction an army is built for."""

    __pydantic_config__ = FORBID_EXTRA
    id: Annotated[str, Bounds(pattern=r"^[a-z0-9 ]+$")]
    name: LocalizedName


@dataclass(frozen=True, kw_only=True)
class RankTable(PackModel):
    """Rank limits ``[min, max]``, and a cap on commanders and operatives together."""

    __pydantic_config__ = FORBID_EXTRA
    ranks: dict[Rank, tuple[int, int]]
    commanders_and_operatives: Figure | None = None


@dataclass(frozen=True, kw_only=True)
class UnitLimit(PackModel):
    """How many of some units a battle force allows."""

    __pydantic_config__ = FORBID_EXTRA
    units: Annotated[tuple[str, ...], Bounds(min_length=1)]
    min: Figure = 0
    max: Figure


@dataclass(frozen=True, kw_only=True)
class BattleForce(PackModel):
    """A battle force: the units and upgrades it allows, and its own rank tables per mode
    (keyed by Legion HQ's mode names, ``standard mode`` and ``500-point mode``)."""

    __pydantic_config__ = FORBID_EXTRA
    id: Id
    name: LocalizedName
    faction: str
    link_id: Annotated[str, Bounds(pattern=r"^[A-Za-z0-9]{1,6}$")]
    units: dict[Rank, tuple[str, ...]] = field(default_factory=dict)
    allowed_upgrades: tuple[str, ...] = ()
    modes: dict[str, RankTable] = field(default_factory=dict)
    unit_limits: tuple[UnitLimit, ...] = ()
    builds_as_corps: tuple[str, ...] = ()
    no_field_commander: bool = False
    # Legion HQ's list-building rules Muster does not check yet, by Legion HQ's name.
    unchecked_rules: tuple[str, ...] = ()

    def allows_unit(self, card_id: str) -> bool:
        return any(card_id in ids for ids in self.units.values())

    def rank_table(self, lhq_mode: str | None) -> RankTable | None:
        return self.modes.get(lhq_mode or "") or self.modes.get("standard mode")


@dataclass(kw_only=True)
class LegionPack(PackBase):
    ENTRIES_FIELD: ClassVar[str] = "cards"

    factions: list[Faction] = field(default_factory=list)
    battle_forces: list[BattleForce] = field(default_factory=list)
    cards: list[Card] = field(default_factory=list)

    def __post_init__(self) -> None:
        seen: set[str] = set()
        lhq: set[str] = set()
        for card in self.cards:
            if card.id in seen:
                raise _problem("card_twice", id=card.id)
            seen.add(card.id)
            if card.lhq_id is not None:
                if card.lhq_id in lhq:
                    raise _problem("lhq_twice", id=card.lhq_id)
                lhq.add(card.lhq_id)


@dataclass
class LegionCatalog:
    """Every card of the loaded packs; a later pack overrides an earlier one's card by id."""

    cards: dict[str, Card] = field(default_factory=dict)
    factions: dict[str, Faction] = field(default_factory=dict)
    battle_forces: dict[str, BattleForce] = field(default_factory=dict)
    packs: list[PackInfo] = field(default_factory=list)
    overridden: dict[str, str] = field(default_factory=dict)
    system_id: str = SYSTEM_ID
    _by_lhq: dict[str, Card] = field(default_factory=dict, repr=False)
    _keywords: dict[str, dict[str, Any]] = field(default_factory=dict, repr=False)
    _by_name: dict[str, Card] | None = field(default=None, repr=False)
    _by_kind: dict[str, list[Card]] | None = field(default=None, repr=False)

    @property
    def units(self) -> dict[str, Card]:
        """Every card by id (the generic catalogue contract calls its entries units)."""
        return self.cards

    def add_pack(self, pack: LegionPack, file: Path | None = None, builtin: bool = False) -> None:
        for faction in pack.factions:
            self.factions[faction.id] = faction
        for force in pack.battle_forces:
            self.battle_forces[force.id] = force
        self._by_name = None
        self._by_kind = None
        for card in pack.cards:
            if card.id in self.cards:
                self.overridden[card.id] = pack.id
                old = self.cards[card.id]
                if old.lhq_id:
                    self._by_lhq.pop(old.lhq_id, None)
            self.cards[card.id] = card
            self._keywords.pop(card.id, None)
            if card.lhq_id:
                self._by_lhq[card.lhq_id] = card
        self.packs.append(PackInfo.of(pack, file, builtin))

    def get(self, card_id: str | None) -> Card | None:
        return self.cards.get(card_id) if card_id else None

    def keywords(self, card: Card) -> dict[str, Any]:
        """The card's keywords by name, each with its value (True for one without)."""
        found = self._keywords.get(card.id)
        if found is None:
            found = {
                keyword.name: keyword.value if keyword.value not in (None, "") else True
                for keyword in card.keywords
            }
            self._keywords[card.id] = found
        return found

    def named(self, english_name: str) -> Card | None:
        """The card a keyword value or a command card's owner names by its English name
        (a unit first, as "Detachment: Shoretroopers" and owners name units)."""
        if self._by_name is None:
            found: dict[str, Card] = {}
            for card in self.cards.values():
                known = found.get(card.name.en)
                if known is None or (known.kind != "unit" and card.kind == "unit"):
                    found[card.name.en] = card
            self._by_name = found
        return self._by_name.get(english_name)

    def by_lhq_id(self, lhq_id: str) -> Card | None:
        return self._by_lhq.get(lhq_id)

    def of_kind(self, kind: CardKind) -> list[Card]:
        """The cards of ``kind``, in the catalogue's order (the card list asks at every
        filter change)."""
        if self._by_kind is None:
            grouped: dict[str, list[Card]] = {}
            for card in self.cards.values():
                grouped.setdefault(card.kind, []).append(card)
            self._by_kind = grouped
        return list(self._by_kind.get(kind, ()))

    def faction_name(self, faction: str, language: str) -> str:
        known = self.factions.get(faction)
        return known.name.get(language) if known else faction

    def points_dates(self) -> list[dt.date]:
        """Every date on which some card's points changed, newest first."""
        dates = {change.date for card in self.cards.values() for change in card.points_history}
        return sorted(dates, reverse=True)


def builtin_pack_file() -> Path:
    return data_dir(SYSTEM_ID) / BUILTIN_PACK


def load_catalog(user_pack_files: Iterable[Path] = ()) -> LegionCatalog:
    """The built-in pack, then each user pack in order (later ones override earlier ones)."""
    catalog = LegionCatalog()
    builtin = builtin_pack_file()
    catalog.add_pack(load_pack(builtin, LegionPack), builtin, builtin=True)
    for file in user_pack_files:
        catalog.add_pack(load_pack(file, LegionPack), file)
    return catalog
