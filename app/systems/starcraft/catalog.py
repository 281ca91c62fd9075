"""The StarCraft catalogue: factions, units, buildings, modules and technologies.

Faction sheets, building tiles and cards are pictures in the rulebook, so most figures are not
in its text. A pack says so: a figure the text does not give is ``null`` and its field is named
in the entry's ``unknown`` list (the two always agree, the schema checks it). A user pack
that gives an entry with the same id fills the figures in from the players' own sheets.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, ClassVar, Literal

from app.catalog.pack import ID_PATTERN, LocalizedName, PackBase, PackInfo, load_pack
from app.catalog.schema import FORBID_EXTRA, Bounds, PackModel, Tagged
from app.resources import data_dir
from app.systems.starcraft import SYSTEM_ID

Race = Literal["terran", "protoss", "zerg"]
RACES: tuple[Race, ...] = ("terran", "protoss", "zerg")
ModuleType = Literal["supply", "research", "air_support"]
MODULE_TYPES: tuple[ModuleType, ...] = ("supply", "research", "air_support")
MAX_BUILDING_LEVEL = 3  # FR « Chaque bâtiment a un niveau (1, 2 ou 3) »
BUILTIN_PACK = "factions.json"


Count = Annotated[int, Bounds(ge=0, le=99)]
Ref = Annotated[str, Bounds(pattern=ID_PATTERN)]
Level = Annotated[int, Bounds(ge=1, le=MAX_BUILDING_LEVEL)]


@dataclass(frozen=True, kw_only=True)
class Cost(PackModel):
    """Minerals and gas, as printed under a unit, on a token's back or at a card's foot."""

    __pydantic_config__ = FORBID_EXTRA
    minerals: Count
    gas: Count

    @property
    def total(self) -> int:
        return self.minerals + self.gas


@dataclass(frozen=True, kw_only=True)
class _Entry(PackModel):
    """What every entry has. ``unknown`` names the figures the pack does not know."""

    __pydantic_config__ = FORBID_EXTRA
    FIGURES: ClassVar[tuple[str, ...]] = ()

    id: Annotated[str, Bounds(pattern=ID_PATTERN, max_length=80)]
    name: LocalizedName
    source: str = ""
    unknown: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        figures = self.figure_fields()
        for name in self.unknown:
            if name not in figures:
                raise ValueError(
                    f"'{name}' in unknown is not a figure of this entry "
                    f"({', '.join(figures) or 'it has none'})"
                )
            if getattr(self, name) is not None:
                raise ValueError(f"'{name}' is listed as unknown but has a value")
        for name in figures:
            if getattr(self, name) is None and name not in self.unknown:
                raise ValueError(f"'{name}' has no value: give it, or list it in unknown")

    def figure_fields(self) -> tuple[str, ...]:
        """The fields that hold a figure the rulebook's text may not give."""
        return self.FIGURES

    def is_known(self, figure: str) -> bool:
        return figure not in self.unknown


@dataclass(frozen=True, kw_only=True)
class Pieces(PackModel):
    """The cardboard and cards a faction gets (FR « Limite de matériel »)."""

    __pydantic_config__ = FORBID_EXTRA
    bases: Count
    workers: Count
    transports: Count
    standard_orders: Count
    special_orders: Count
    combat_cards: Count
    tech_cards: Count
    building_tiles: Count
    module_tokens: Count


@dataclass(frozen=True, kw_only=True)
class PermanentResource(PackModel):
    """A resource a faction always has, and how much of it."""

    __pydantic_config__ = FORBID_EXTRA
    resource: Literal["minerals", "gas"]
    capacity: Annotated[int, Bounds(ge=1, le=9)]


@dataclass(frozen=True, kw_only=True)
class SpecialVictory(PackModel):
    """A faction's own objective. ``rule`` is what Muster checks by itself: ``bases_on_planets``
    (bases on ``planets`` different planets) or ``aldaris`` (opponents need 20 CP, two « La Fin
    est Proche » win); ``null`` when only the players can tell (they say so at step 7)."""

    __pydantic_config__ = FORBID_EXTRA
    rule: Literal["bases_on_planets", "aldaris"] | None = None
    planets: Annotated[int, Bounds(ge=1, le=12)] | None = None
    text: LocalizedName | None = None
    # Most objectives count only while the Event deck's top card is of epoch III.
    epoch_iii_only: bool | None = None


@dataclass(frozen=True, kw_only=True)
class Faction(_Entry):
    """A faction's sheet."""

    FIGURES: ClassVar[tuple[str, ...]] = (
        "module_slots",
        "starting_building",
        "starting_units",
        "starting_workers",
        "starting_transports",
        "permanent_resources",
        "special_victory",
        "worker_cost",
        "transport_cost",
        "base_cost",
    )
    kind: Literal["faction"] = "faction"
    race: Race
    colour: LocalizedName
    pieces: Pieces
    hand_limit: Annotated[int, Bounds(ge=0, le=20)]
    starting_hand: Annotated[int, Bounds(ge=0, le=20)]
    module_slots: Annotated[int, Bounds(ge=0, le=12)] | None = None
    starting_building: Ref | None = None
    starting_units: dict[str, int] | None = None
    starting_workers: Count | None = None
    starting_transports: Count | None = None
    permanent_resources: tuple[PermanentResource, ...] | None = None
    special_victory: SpecialVictory | None = None
    worker_cost: Cost | None = None
    transport_cost: Cost | None = None
    base_cost: Cost | None = None


@dataclass(frozen=True, kw_only=True)
class SacrificeCost(PackModel):
    """Friendly units already on the active planet destroyed to build a tech-requisite unit."""

    __pydantic_config__ = FORBID_EXTRA
    unit: Ref
    count: Annotated[int, Bounds(ge=1, le=9)]


@dataclass(frozen=True, kw_only=True)
class Unit(_Entry):
    """A unit: how many a faction has, how it is unlocked, its figures."""

    FIGURES: ClassVar[tuple[str, ...]] = (
        "level",
        "tech",
        "sacrifice",
        "cost",
        "flying",
        "targets_ground",
        "targets_air",
        "support",
        "renfort",
    )
    kind: Literal["unit"] = "unit"
    race: Race
    # How many of this unit a faction has (on the board at once).
    pieces: Annotated[int, Bounds(ge=1, le=20)]
    figures: Literal[1, 2] = 1  # Zergling and Masse: two figures on one base, one unit
    # Unlocked by a building (from ``level`` on), or by a technology (a tech-requisite unit).
    building: Ref | None = None
    level: Level | None = None
    tech_requisite: bool = False
    tech: Ref | None = None
    sacrifice: SacrificeCost | None = None
    cost: Cost | None = None
    flying: bool | None = None
    targets_ground: bool | None = None
    targets_air: bool | None = None
    support: Annotated[int, Bounds(ge=0, le=9)] | None = None
    renfort: bool | None = None

    def __post_init__(self) -> None:
        if (self.building is not None) == self.tech_requisite:
            raise ValueError("a unit comes from a building, or is tech-requisite: one of the two")
        super().__post_init__()

    def figure_fields(self) -> tuple[str, ...]:
        # A building's unit has a level; a tech-requisite unit a technology and a sacrifice.
        skip = ("tech", "sacrifice") if self.building is not None else ("level",)
        return tuple(name for name in self.FIGURES if name not in skip)


@dataclass(frozen=True, kw_only=True)
class Building(_Entry):
    """A building tile: the units it lets its owner build, its levels' costs."""

    FIGURES: ClassVar[tuple[str, ...]] = ("max_level", "costs")
    kind: Literal["building"] = "building"
    race: Race
    units: tuple[str, ...]  # what the building lets its owner build, at one level or another
    max_level: Level | None = None
    costs: tuple[Cost, ...] | None = None  # level 1, 2, 3

    def __post_init__(self) -> None:
        super().__post_init__()
        known = self.costs is not None and self.max_level is not None
        if known and len(self.costs or ()) != self.max_level:
            raise ValueError("costs: one per level, from level 1 to max_level")


@dataclass(frozen=True, kw_only=True)
class Module(_Entry):
    """A module token."""

    FIGURES: ClassVar[tuple[str, ...]] = ("cost",)
    kind: Literal["module"] = "module"
    module: ModuleType
    race: Race
    cost: Cost | None = None


@dataclass(frozen=True, kw_only=True)
class Tech(_Entry):
    """A technology card."""

    FIGURES: ClassVar[tuple[str, ...]] = ("copies", "cost")
    kind: Literal["tech"] = "tech"
    race: Race
    copies: Annotated[int, Bounds(ge=1, le=9)] | None = None
    cost: Cost | None = None
    unlocks: Ref | None = None


Entry = Annotated[Faction | Unit | Building | Module | Tech, Tagged("kind")]
EntryKind = Literal["faction", "unit", "building", "module", "tech"]
ENTRY_KINDS: tuple[EntryKind, ...] = ("faction", "unit", "building", "module", "tech")


@dataclass(kw_only=True)
class StarcraftPack(PackBase):
    ENTRIES_FIELD: ClassVar[str] = "entries"

    entries: list[Entry] = field(default_factory=list)

    def __post_init__(self) -> None:
        seen: set[str] = set()
        for entry in self.entries:
            if entry.id in seen:
                raise ValueError(f"entry id '{entry.id}' appears twice")
            seen.add(entry.id)


@dataclass
class StarcraftCatalog:
    """Every entry of the loaded packs; a later pack's entry replaces an earlier one's by id."""

    entries: dict[str, Any] = field(default_factory=dict)
    packs: list[PackInfo] = field(default_factory=list)
    overridden: dict[str, str] = field(default_factory=dict)
    system_id: str = SYSTEM_ID

    @property
    def units(self) -> dict[str, Any]:
        """Every entry by id (the generic catalogue contract calls its entries units)."""
        return self.entries

    def add_pack(
        self, pack: StarcraftPack, file: Path | None = None, builtin: bool = False
    ) -> None:
        for entry in pack.entries:
            if entry.id in self.entries:
                self.overridden[entry.id] = pack.id
            self.entries[entry.id] = entry
        self.packs.append(PackInfo.of(pack, file, builtin))

    def get(self, entry_id: str | None) -> Any:
        return self.entries.get(entry_id) if entry_id else None

    def of_kind(self, kind: EntryKind) -> list[Any]:
        return [entry for entry in self.entries.values() if entry.kind == kind]

    def factions(self) -> list[Faction]:
        return self.of_kind("faction")

    def faction(self, faction_id: str) -> Faction | None:
        entry = self.entries.get(faction_id)
        return entry if isinstance(entry, Faction) else None

    def unit(self, unit_id: str) -> Unit | None:
        entry = self.entries.get(unit_id)
        return entry if isinstance(entry, Unit) else None

    def building(self, building_id: str) -> Building | None:
        entry = self.entries.get(building_id)
        return entry if isinstance(entry, Building) else None

    def tech(self, tech_id: str) -> Tech | None:
        entry = self.entries.get(tech_id)
        return entry if isinstance(entry, Tech) else None

    def units_of(self, race: str) -> list[Unit]:
        return [u for u in self.of_kind("unit") if u.race == race]

    def buildings_of(self, race: str) -> list[Building]:
        return [b for b in self.of_kind("building") if b.race == race]

    def module_of(self, race: str, module: str) -> Module | None:
        for entry in self.of_kind("module"):
            if entry.race == race and entry.module == module:
                return entry  # type: ignore[no-any-return]
        return None

    def techs_of(self, race: str) -> list[Tech]:
        return [t for t in self.of_kind("tech") if t.race == race]


def builtin_pack_file() -> Path:
    return data_dir(SYSTEM_ID) / BUILTIN_PACK


def load_catalog(user_pack_files: Iterable[Path] = ()) -> StarcraftCatalog:
    """The built-in pack, then each user pack in order (later ones override earlier ones)."""
    catalog = StarcraftCatalog()
    builtin = builtin_pack_file()
    catalog.add_pack(load_pack(builtin, StarcraftPack), builtin, builtin=True)
    for file in user_pack_files:
        catalog.add_pack(load_pack(file, StarcraftPack), file)
    return catalog
