"""The Shatterpoint catalogue: the pack schema and the merged view the rules work on."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, ClassVar, Literal

from app.catalog.pack import Id, LocalizedName, PackBase, PackInfo, load_pack
from app.catalog.schema import FORBID_EXTRA, Bounds, PackModel
from app.resources import data_dir
from app.systems.shatterpoint import SYSTEM_ID

UnitType = Literal["primary", "secondary", "support"]
UNIT_TYPES: tuple[UnitType, ...] = ("primary", "secondary", "support")
AbilityType = Literal["active", "reactive", "innate", "tactic", "identity"]
ABILITY_TYPES: tuple[AbilityType, ...] = ("active", "reactive", "innate", "tactic", "identity")
# Only active and reactive abilities have a Force cost (the rulebooks' ability table).
COSTED_ABILITIES = frozenset({"active", "reactive"})
BUILTIN_PACK = "core.json"
# The community catalogue converted by Muster's importer; the core pack wins over it.
COMMUNITY_PACK = "community.json"

AtLeastZero = Annotated[int, Bounds(ge=0)]
AtLeastOne = Annotated[int, Bounds(ge=1)]


@dataclass(frozen=True, kw_only=True)
class Era(PackModel):
    """An era of the game, in the order the packs give it."""

    __pydantic_config__ = FORBID_EXTRA
    id: Id
    name: LocalizedName
    order: int


@dataclass(frozen=True, kw_only=True)
class Ability(PackModel):
    """An ability as a card names it: the name, and its type and Force cost when the pack
    knows them. Never the ability's rules text (that is the publisher's)."""

    __pydantic_config__ = FORBID_EXTRA
    name: LocalizedName
    type: AbilityType | None = None
    cost: AtLeastZero | None = None

    def __post_init__(self) -> None:
        if self.cost is not None and self.type is not None and self.type not in COSTED_ABILITIES:
            raise ValueError(f"a {self.type} ability has no Force cost")


@dataclass(frozen=True, kw_only=True)
class Unit(PackModel):
    """A unit card's facts: its names, type, points, figures, eras and traits."""

    __pydantic_config__ = FORBID_EXTRA

    id: Id
    name: LocalizedName
    unique_name: LocalizedName | None = None
    type: UnitType
    sp: AtLeastZero | None = None  # Squad Points, Primary units only
    pc: AtLeastZero | None = None  # Point Cost, Secondary and Support
    force: AtLeastZero
    stamina: AtLeastOne
    durability: AtLeastOne
    characters: AtLeastOne
    eras: Annotated[tuple[str, ...], Bounds(min_length=1)]
    # A cross-era unit (PL rulebook, appendix C) belongs to every era between its two ends.
    era_span: tuple[str, str] | None = None
    traits: tuple[str, ...] = ()
    # None: the pack does not say; () : the unit has none.
    abilities: tuple[Ability, ...] | None = None
    box: str = ""
    source: Annotated[str, Bounds(min_length=1)]
    spt_code: Annotated[str, Bounds(pattern=r"^[0-9]{8}$")] | None = None
    tta_id: AtLeastZero | None = None

    def __post_init__(self) -> None:
        if self.type == "primary" and self.sp is None:
            raise ValueError("a primary unit needs 'sp' (Squad Points)")
        if self.type != "primary" and self.pc is None:
            raise ValueError(f"a {self.type} unit needs 'pc' (Point Cost)")

    @property
    def points(self) -> int:
        return (self.sp if self.type == "primary" else self.pc) or 0


@dataclass(kw_only=True)
class ShatterpointPack(PackBase):
    """A Shatterpoint pack: its eras, trait names and units."""

    ENTRIES_FIELD: ClassVar[str] = "units"

    eras: list[Era] = field(default_factory=list)
    traits: dict[str, LocalizedName] = field(default_factory=dict)
    units: list[Unit] = field(default_factory=list)

    def __post_init__(self) -> None:
        seen: set[str] = set()
        for unit in self.units:
            if unit.id in seen:
                raise ValueError(f"unit id '{unit.id}' appears twice")
            seen.add(unit.id)


@dataclass
class ShatterpointCatalog:
    """Every unit the loaded packs hold; a later pack overrides an earlier one's unit by id."""

    eras: list[Era] = field(default_factory=list)
    traits: dict[str, LocalizedName] = field(default_factory=dict)
    units: dict[str, Unit] = field(default_factory=dict)
    packs: list[PackInfo] = field(default_factory=list)
    overridden: dict[str, str] = field(default_factory=dict)  # unit id -> pack id it came from
    system_id: str = SYSTEM_ID

    def add_pack(
        self,
        pack: ShatterpointPack,
        file: Path | None = None,
        builtin: bool = False,
        keep_existing: bool = False,
    ) -> None:
        """Adds ``pack``; its units replace those of the same id, unless ``keep_existing``
        (a pack that only fills in what the packs before it lack)."""
        known = {era.id for era in self.eras}
        for era in pack.eras:
            if era.id not in known:
                self.eras.append(era)
        self.eras.sort(key=lambda era: era.order)
        self.traits.update(pack.traits)
        for unit in pack.units:
            if unit.id in self.units:
                if keep_existing:
                    continue
                self.overridden[unit.id] = pack.id
            self.units[unit.id] = unit
        self.packs.append(PackInfo.of(pack, file, builtin, fills_gaps=keep_existing))

    def get(self, unit_id: str | None) -> Unit | None:
        return self.units.get(unit_id) if unit_id else None

    def era_ids(self) -> list[str]:
        return [era.id for era in self.eras]

    def era_name(self, era_id: str, language: str) -> str:
        for era in self.eras:
            if era.id == era_id:
                return era.name.get(language)
        return era_id

    def trait_name(self, trait: str, language: str) -> str:
        name = self.traits.get(trait)
        return name.get(language) if name else trait

    def eras_of(self, unit: Unit) -> frozenset[str]:
        """The unit's eras, with every era between the ends of a cross-era span."""
        eras = set(unit.eras)
        if unit.era_span:
            order = self.era_ids()
            start, end = unit.era_span
            if start in order and end in order:
                lo, hi = sorted((order.index(start), order.index(end)))
                eras.update(order[lo : hi + 1])
            else:
                eras.update(unit.era_span)
        return frozenset(eras)

    def by_spt_code(self) -> dict[str, Unit]:
        return {unit.spt_code: unit for unit in self.units.values() if unit.spt_code}

    def by_tta_id(self) -> dict[int, Unit]:
        return {unit.tta_id: unit for unit in self.units.values() if unit.tta_id is not None}


def builtin_pack_file() -> Path:
    return data_dir(SYSTEM_ID) / BUILTIN_PACK


def community_pack_file() -> Path:
    return data_dir(SYSTEM_ID) / COMMUNITY_PACK


def load_catalog(user_pack_files: Iterable[Path] = ()) -> ShatterpointCatalog:
    """The built-in packs (the hand-checked core pack, then the community pack for the units
    the core lacks), then each user pack in order (later ones override earlier ones)."""
    catalog = ShatterpointCatalog()
    builtin = builtin_pack_file()
    catalog.add_pack(load_pack(builtin, ShatterpointPack), builtin, builtin=True)
    community = community_pack_file()
    if community.is_file():
        pack = load_pack(community, ShatterpointPack)
        catalog.add_pack(pack, community, builtin=True, keep_existing=True)
    for file in user_pack_files:
        catalog.add_pack(load_pack(file, ShatterpointPack), file)
    return catalog
