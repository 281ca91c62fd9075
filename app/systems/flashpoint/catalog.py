"""The Flashpoint catalogue: the players' own cards (archetypes, weapons, equipment, abilities)
and the fighter designs (profiles) built from them, in ``muster.catalog/1`` packs.

The schema holds what a card *is* (numbers in their ranges, a ranged weapon's range, a reload
with its count); what the rulebook *forbids* (H + P over 5, too many cards for the archetype...)
is left to the rules (rules.py), which report it as violations: a design being worked on can
always be saved, and tells what is wrong with it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, ClassVar, Literal

from app.catalog.pack import ID_PATTERN, LocalizedName, PackBase, PackInfo, load_pack
from app.catalog.schema import FORBID_EXTRA, Bounds, PackModel, Tagged
from app.i18n import QT_TRANSLATE_NOOP, current_language, translate
from app.resources import data_dir
from app.systems.flashpoint import CONTEXT, SYSTEM_ID
from app.systems.flashpoint.costs import (
    Cost,
    archetype_cost,
    chosen_cost,
    melee_cost,
    ranged_cost,
)

BUILTIN_PACK = "examples.json"
MAX_CARDS = 20  # cards of one kind on a profile: far above any archetype's maximum

Marker = Literal["burning", "poisoned", "staggered", "immobilised"]
# The four status markers (seed 003 L580-L609), in the rulebook's order.
MARKERS: tuple[Marker, ...] = ("burning", "poisoned", "staggered", "immobilised")
Usage = Literal["normal", "single_use", "reload"]
Small = Annotated[int, Bounds(ge=0, le=9)]
CardId = Annotated[str, Bounds(pattern=ID_PATTERN, max_length=120)]
Length = Annotated[int, Bounds(ge=0, le=20)]
Chosen = Annotated[int, Bounds(ge=0, le=99)]
Triggers = Annotated[tuple["Trigger", ...], Bounds(max_length=9)]
CardIds = Annotated[tuple[CardId, ...], Bounds(max_length=MAX_CARDS)]


@dataclass(frozen=True, kw_only=True)
class Trigger(PackModel):
    """A trigger: a status marker placed on the defender, or an effect of the designer's."""

    __pydantic_config__ = FORBID_EXTRA
    marker: Marker | None = None
    effect: LocalizedName | None = None

    def __post_init__(self) -> None:
        if (self.marker is None) == (self.effect is None):
            raise ValueError("a trigger is either a 'marker' or an 'effect'")


@dataclass(frozen=True, kw_only=True)
class CardBase(PackModel):
    """What every card has: its id, its name, its effect in the designer's words."""

    __pydantic_config__ = FORBID_EXTRA

    id: CardId
    name: LocalizedName
    text: LocalizedName | None = None  # the card's effect, in the designer's words
    source: Annotated[str, Bounds(min_length=1, max_length=500)]


@dataclass(frozen=True, kw_only=True)
class UsageMixin(PackModel):
    """Single use (discarded after use) or Rechargement (x): stays tilted until x strategic
    actions ready it again (seed 003 L392-L400)."""

    usage: Usage = "normal"
    reload: Small = 0

    def __post_init__(self) -> None:
        if (self.usage == "reload") != (self.reload > 0):
            raise ValueError("'reload' (1 to 9) is given exactly when 'usage' is \"reload\"")


@dataclass(frozen=True, kw_only=True)
class Archetype(CardBase):
    """An archetype: the fighter's base, with its figures and how many cards it carries."""

    kind: Literal["archetype"]
    skill: Small  # Habilité (H)
    power: Small  # Pouvoir (P)
    reinforcement: Small  # Portée de Renfort (Pr)
    base_size: Annotated[int, Bounds(ge=1, le=3)]
    max_weapons: Small
    max_equipment: Small
    max_abilities: Small

    @property
    def cost(self) -> Cost:
        return archetype_cost(self.skill, self.power, self.base_size, self.reinforcement)

    @property
    def points(self) -> int:
        return self.cost.value


@dataclass(frozen=True, kw_only=True)
class Weapon(UsageMixin, CardBase):
    """A melee or ranged weapon."""

    kind: Literal["weapon"]
    weapon_type: Literal["melee", "ranged"]
    force: Small
    range_min: Length | None = None  # ranged only: R min
    range_max: Length | None = None  # ranged only: R max
    breath: bool = False  # a breath weapon (a flamer): ranged, hits along its path
    triggers: Triggers = ()

    def __post_init__(self) -> None:
        super().__post_init__()
        has_range = self.range_min is not None or self.range_max is not None
        if self.weapon_type == "melee" and (has_range or self.breath):
            raise ValueError("a melee weapon has no range and is no breath weapon")
        if self.weapon_type == "ranged" and (self.range_min is None or self.range_max is None):
            raise ValueError("a ranged weapon needs 'range_min' and 'range_max'")

    @property
    def cost(self) -> Cost:
        if self.weapon_type == "melee":
            return melee_cost(self.force, len(self.triggers))
        return ranged_cost(self.force, self.range_min or 0, self.range_max or 0, len(self.triggers))

    @property
    def points(self) -> int:
        return self.cost.value


@dataclass(frozen=True, kw_only=True)
class Equipment(UsageMixin, CardBase):
    """Equipment; grenades and artillery are equipment with a throw length (L) and a blast
    radius (S)."""

    kind: Literal["equipment"]
    equipment_type: Literal["equipment", "grenade", "artillery"] = "equipment"
    actions: Small = 0  # AS: strategic actions to use it; 0 = passive
    points: Chosen  # VS, set by the designer
    throw_length: Length | None = None  # L
    blast: Length | None = None  # S (some grenades have none)
    triggers: Triggers = ()

    def __post_init__(self) -> None:
        super().__post_init__()
        thrown = self.equipment_type != "equipment"
        if not thrown and (self.throw_length is not None or self.blast is not None):
            raise ValueError("only a grenade or artillery has a throw length and a blast")

    @property
    def cost(self) -> Cost:
        return chosen_cost(self.points)


@dataclass(frozen=True, kw_only=True)
class Ability(UsageMixin, CardBase):
    """An ability, its value set by the designer."""

    kind: Literal["ability"]
    actions: Small = 0  # AS; 0 = passive
    points: Chosen  # VS, set by the designer
    artilleur: bool = False  # this ability is Artilleur: its figure may use artillery

    @property
    def cost(self) -> Cost:
        return chosen_cost(self.points)


@dataclass(frozen=True, kw_only=True)
class Profile(CardBase):
    """A fighter's design: an archetype with the cards laid on it."""

    kind: Literal["profile"]
    archetype: CardId
    weapons: CardIds = ()
    equipment: CardIds = ()
    abilities: CardIds = ()

    @property
    def points(self) -> int | None:
        """The value as the catalogue holding the profile prices its cards (not a field: the
        same design costs what each catalogue's cards cost; see FlashpointCatalog)."""
        return self.__dict__.get("_points")

    def priced(self, points: int) -> None:
        object.__setattr__(self, "_points", points)

    def card_ids(self) -> tuple[str, ...]:
        return (*self.weapons, *self.equipment, *self.abilities)


Card = Annotated[Archetype | Weapon | Equipment | Ability | Profile, Tagged("kind")]
CardKind = Literal["archetype", "weapon", "equipment", "ability", "profile"]
CARD_KINDS: tuple[CardKind, ...] = ("archetype", "weapon", "equipment", "ability", "profile")
# The profile's list each kind of card goes in.
PROFILE_FIELDS = {"weapon": "weapons", "equipment": "equipment", "ability": "abilities"}


@dataclass(kw_only=True)
class FlashpointPack(PackBase):
    ENTRIES_FIELD: ClassVar[str] = "cards"

    cards: Annotated[list[Card], Bounds(max_length=5000)] = field(default_factory=list)

    def __post_init__(self) -> None:
        seen: set[str] = set()
        for card in self.cards:
            if card.id in seen:
                raise ValueError(f"card id '{card.id}' appears twice")
            seen.add(card.id)


AnyCard = Archetype | Weapon | Equipment | Ability | Profile


@dataclass
class FlashpointCatalog:
    """Every card and design of the loaded packs; a later pack overrides an earlier one's entry
    with the same id (a club's pack can re-price the examples)."""

    cards: dict[str, AnyCard] = field(default_factory=dict)
    packs: list[PackInfo] = field(default_factory=list)
    overridden: dict[str, str] = field(default_factory=dict)
    system_id: str = SYSTEM_ID

    @property
    def units(self) -> dict[str, AnyCard]:
        """Every entry by id (the generic catalogue contract calls its entries units)."""
        return self.cards

    def add_pack(
        self, pack: FlashpointPack, file: Path | None = None, builtin: bool = False
    ) -> None:
        for card in pack.cards:
            if card.id in self.cards:
                self.overridden[card.id] = pack.id
            self.cards[card.id] = card
        self.packs.append(PackInfo.of(pack, file, builtin))
        self.price_profiles()

    def price_profiles(self) -> None:
        """Sets each profile's value from the cards this catalogue holds now."""
        for card in self.cards.values():
            if isinstance(card, Profile):
                card.priced(profile_breakdown(card, self).total)

    def get(self, card_id: str | None) -> AnyCard | None:
        return self.cards.get(card_id) if card_id else None

    def of_kind(self, kind: CardKind) -> list[AnyCard]:
        return [card for card in self.cards.values() if card.kind == kind]

    def profiles(self) -> list[Profile]:
        return [card for card in self.cards.values() if isinstance(card, Profile)]


def builtin_pack_file() -> Path:
    return data_dir(SYSTEM_ID) / BUILTIN_PACK


def load_catalog(user_pack_files: Iterable[Path] = ()) -> FlashpointCatalog:
    """The built-in example pack, then each user pack in order."""
    catalog = FlashpointCatalog()
    builtin = builtin_pack_file()
    catalog.add_pack(load_pack(builtin, FlashpointPack), builtin, builtin=True)
    for file in user_pack_files:
        catalog.add_pack(load_pack(file, FlashpointPack), file)
    return catalog


# --- a profile's value, term by term ----------------------------------------------------

BARE_HANDS = QT_TRANSLATE_NOOP("Flashpoint", "Bare hands (free)")
UNKNOWN = QT_TRANSLATE_NOOP("Flashpoint", "unknown card {card_id}")
# Which list of a profile holds each kind of card, and which maximum caps it.
PROFILE_SLOTS = (
    ("weapons", "weapon", "max_weapons"),
    ("equipment", "equipment", "max_equipment"),
    ("abilities", "ability", "max_abilities"),
)


@dataclass(frozen=True)
class BreakdownLine:
    """One addend of a profile's value: its archetype or one of its cards.

    ``card`` is None for an id the catalogue does not know (it adds nothing) and for bare
    hands, the free melee weapon of a profile without one (``bare_hands``)."""

    kind: str  # archetype, weapon, equipment, ability
    card_id: str
    card: AnyCard | None
    cost: Cost | None
    bare_hands: bool = False

    @property
    def value(self) -> int:
        return self.cost.value if self.cost is not None else 0

    def label(self, language: str | None = None) -> str:
        """The card's name, "Bare hands (free)", or "unknown card <id>", in the language."""
        if self.bare_hands:
            return translate(CONTEXT, BARE_HANDS, language)
        if self.card is None:
            return translate(CONTEXT, UNKNOWN, language, card_id=self.card_id)
        return self.card.name.get(language or current_language())


@dataclass(frozen=True)
class Breakdown:
    """How a profile's VS is summed: the archetype's, then each card's, in profile order."""

    lines: tuple[BreakdownLine, ...]

    @property
    def total(self) -> int:
        return sum(line.value for line in self.lines)

    def formula(self, language: str | None = None) -> str:
        """``Field Officer 7 + Carbine 4 + Rally 2 = 13``, in the language."""
        terms = " + ".join(f"{line.label(language)} {line.value}" for line in self.lines)
        return f"{terms} = {self.total}"


def _line(kind: str, card_id: str, catalog: FlashpointCatalog) -> BreakdownLine:
    card = catalog.get(card_id)
    if card is None or card.kind != kind or isinstance(card, Profile):
        return BreakdownLine(kind, card_id, None, None)
    return BreakdownLine(kind, card_id, card, card.cost)


def profile_breakdown(profile: Profile, catalog: FlashpointCatalog) -> Breakdown:
    """The profile's value, term by term (unknown cards count for nothing; bare hands are
    listed, free, when the profile has no melee weapon)."""
    lines = [_line("archetype", profile.archetype, catalog)]
    for slot, kind, _maximum in PROFILE_SLOTS:
        lines.extend(_line(kind, card_id, catalog) for card_id in getattr(profile, slot))
    if not has_melee_weapon(profile, catalog):
        lines.insert(1, BreakdownLine("weapon", "", None, Cost(()), bare_hands=True))
    return Breakdown(tuple(lines))


def has_melee_weapon(profile: Profile, catalog: FlashpointCatalog) -> bool:
    weapons = (catalog.get(card_id) for card_id in profile.weapons)
    return any(isinstance(w, Weapon) and w.weapon_type == "melee" for w in weapons)


def profile_value(profile: Profile, catalog: FlashpointCatalog) -> int:
    return profile_breakdown(profile, catalog).total


def entry_values(
    entry: AnyCard, catalog: FlashpointCatalog, language: str | None = None
) -> dict[str, Any]:
    """An entry's strategic value (VS) and the terms it is the sum of, in ``language``: a
    card's formula terms (H, P, base size, Pr; Force, range, triggers; or the designer's
    chosen value), a profile's archetype and cards."""
    if isinstance(entry, Profile):
        breakdown = profile_breakdown(entry, catalog)
        terms = [
            {
                "term": line.kind,
                "card": line.card_id or None,
                "label": line.label(language),
                "value": line.value,
            }
            for line in breakdown.lines
        ]
        return {
            "points": breakdown.total,
            "breakdown": terms,
            "formula": breakdown.formula(language),
        }
    cost = entry.cost
    terms = [
        {"term": term.key, "label": term.label(language), "value": term.value}
        for term in cost.terms
    ]
    return {"points": cost.value, "breakdown": terms, "formula": cost.formula(language)}
