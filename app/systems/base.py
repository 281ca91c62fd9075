"""The contract every game system fulfils, and the registry that finds them.

The core and the interface never test which game they are dealing with: they ask the
system object for its roster structure, its catalogue schema, its validation, its tracker
and its print layouts.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Literal, Protocol, cast, runtime_checkable

from app.errors import NotPrintableError, NotTrackedError, UnknownSystemError
from app.i18n import SOURCE_LANGUAGE, TRANSLATED_LANGUAGES, translate

if TYPE_CHECKING:
    from app.catalog.model import Catalog
    from app.printing.layout import PrintLayout
    from app.systems.scoring import LeagueScore, ResultProblem, ScoreField, ScoreWords

Severity = Literal["error", "warning"]
LocalizedText = Mapping[str, str]
VIOLATIONS_CONTEXT = "Violations"


@dataclass(frozen=True)
class Violation:
    """One broken rule. ``code`` is a stable public identifier (see docs/violations.md).

    ``params`` fill the template's ``{fields}``; a value that is a mapping of language to text
    (a unit's name, say) is shown in the language of the message.
    """

    code: str
    severity: Severity
    template: str
    params: Mapping[str, Any] = field(default_factory=dict)
    squad: int | None = None  # numbered from 1
    slot: str | None = None
    unit: str | None = None

    def message(self, language: str | None = None) -> str:
        return translate(VIOLATIONS_CONTEXT, self.template, language, **self.params)

    def as_warning(self) -> Violation:
        return replace(self, severity="warning")

    def to_json(self, language: str | None = None) -> dict[str, Any]:
        return {
            "code": self.code,
            "severity": self.severity,
            "squad": self.squad,
            "slot": self.slot,
            "unit": self.unit,
            "message": self.message(language),
        }


@dataclass(frozen=True)
class SlotSpec:
    """One slot of a squad: its key, its label and the unit type it takes."""

    key: str  # as written in roster files, e.g. "primary"
    label: str  # English, translatable under the system's context
    unit_type: str


@dataclass(frozen=True)
class CountSpec:
    """A category a roster counts its entries in, with the limits the roster's format sets
    (Legion's ranks: Commander 1–2; a command hand's 1-pip cards: exactly 2)."""

    key: str  # as the roster and the catalogue name it, e.g. "commander"
    label: str  # English, translatable under the system's context
    minimum: int = 0
    maximum: int | None = None  # None: no limit


@dataclass(frozen=True)
class SectionSpec:
    """A part of a roster holding a list of entries counted by category (Legion's units by
    rank, its command hand by pips, its battle deck by category). ``entry_slots``: each entry
    carries slots of its own, given by its catalogue card (a Legion unit's upgrade bar)."""

    key: str  # where the roster keeps the list, e.g. "units"
    label: str  # English, translatable under the system's context
    counts: tuple[CountSpec, ...]
    entry_slots: bool = False


@dataclass(frozen=True)
class RosterStructure:
    """How a roster is laid out, as data: ``group_count`` groups (squads) of fixed ``slots``
    (Shatterpoint's two squads of Primary, Secondary, Support), and ``sections`` of counted
    entries (a Legion army's units, command hand and battle deck). A game uses either or
    both; generic code reads them instead of testing which game it is."""

    group_label: str = ""
    group_count: int = 0
    slots: tuple[SlotSpec, ...] = ()
    sections: tuple[SectionSpec, ...] = ()

    def section(self, key: str) -> SectionSpec | None:
        return next((section for section in self.sections if section.key == key), None)


class ShareCodec(Protocol):
    """A share-code format players of one game already exchange (e.g. Shatterpoint's SPT).

    ``find`` returns the code inside pasted text (a URL, a line of chat), or None when the
    text holds none of this format; ``decode`` raises ShareCodeError with a precise reason.
    """

    format_id: str  # as given to `muster share encode --as`
    label: str  # English, translatable under the system's context

    def find(self, text: str) -> str | None: ...

    def encode(self, roster: Any, catalog: Any) -> str: ...

    def decode(self, code: str, catalog: Any) -> Any: ...


class GameTracker(Protocol):
    """A system's game rules for the tracker (see docs/tracker.md).

    ``apply`` is pure: it returns a new state and never changes ``state``; an event the rules
    do not allow raises ``app.tracker.errors.EventRejected``. Helpers that *create* events
    from a player's intent (and decide any randomness) are system-specific extras.
    """

    def setup_from_json(self, data: dict[str, Any]) -> Any: ...

    def setup_to_json(self, setup: Any) -> dict[str, Any]: ...

    def initial_state(self, setup: Any) -> Any: ...

    def apply(self, state: Any, event: Any) -> Any: ...

    def describe(self, event: Any, state_before: Any, language: str | None = None) -> str: ...

    def joins_log_line(
        self, previous: Any, event: Any, before_previous: Any, before: Any
    ) -> bool: ...

    def describe_run(
        self, events: Sequence[Any], states_before: Sequence[Any], language: str | None = None
    ) -> str: ...

    def state_to_json(self, state: Any) -> dict[str, Any]: ...

    def result(self, state: Any) -> dict[str, Any]: ...

    def summary(self, state: Any, language: str | None = None) -> str: ...


@runtime_checkable
class GameSystem(Protocol):
    id: str
    translation_context: str

    def display_name(self, language: str | None = None) -> str: ...

    def roster_structure(
        self, roster: Any = None, catalog: Catalog | None = None
    ) -> RosterStructure:
        """The layout of this game's rosters; of ``roster`` when given (its format sets the
        limits: a Legion army's rank table depends on its format and battle force)."""
        ...

    def load_catalog(self, user_pack_files: list[Any] | None = None) -> Catalog: ...

    def validate(self, roster: Any, catalog: Catalog) -> list[Violation]: ...

    def totals(self, roster: Any, catalog: Catalog) -> dict[str, Any]: ...

    def report_totals(self, roster: Any, catalog: Catalog) -> dict[str, Any]:
        """The ``totals`` object of ``muster validate --format json`` (each game's own)."""
        ...

    def totals_lines(self, totals: Mapping[str, Any], language: str) -> list[str]:
        """``report_totals`` in words, one line each, for ``muster validate``'s text."""
        ...

    def entry_kind(self, entry: Any, language: str) -> str:
        """A catalogue entry's kind in words (a unit type, a rank), for listings."""
        ...

    def share_codecs(self) -> Sequence[ShareCodec]: ...

    def field_label(self, field: str, language: str | None = None) -> str:
        """A catalogue entry's field (``stamina``, ``name.fr``) in words, for import reports."""
        ...


# What a game offers beyond building and checking rosters. The generic code asks whether a
# system has each capability (``capable(system, Tracked)``, or ``tracked``, ``scored``,
# ``printable`` by id) before using it.


@runtime_checkable
class Tracked(GameSystem, Protocol):
    """A game the tracker can follow at the table."""

    def tracker(self) -> GameTracker: ...


@runtime_checkable
class Scored(Protocol):
    """A game a campaign can score: how its games end, which results are possible, and the
    figures and words of its leagues."""

    def end_reasons(self, language: str | None = None) -> list[tuple[str, str]]:
        """How a game of this system can end: (key, name in ``language``), the usual first.
        The keys are those the tracker records and the campaign stores."""
        ...

    def result_problem(
        self, results: Sequence[str], scores: Sequence[int], end_reason: str | None = None
    ) -> ResultProblem | None:
        """Why a finished game cannot have these results (``win``, ``draw``, ``loss``, one per
        seat in seat order) with these scores and this way of ending (a key of
        ``end_reasons``; None when not noted: then any way that fits), or None when it can.
        ``scores`` is the game's primary figure (its first ``score_fields``); in a team
        game the campaign asks about one seat per team."""
        ...

    def score_fields(self) -> Sequence[ScoreField]:
        """The figures a league keeps of this game, the primary (per seat) first."""
        ...

    def tie_breakers(self) -> Sequence[str]:
        """The default tie-breakers of this game's leagues, in order: keys of
        ``score_fields`` and the campaign's generic ones (``head_to_head``...)."""
        ...

    def score_words(self) -> ScoreWords:
        """How the generic screens name this game's rosters and score."""
        ...

    def league_score(self) -> LeagueScore:
        """The whole declaration of the game's ``results.py`` (a tournament's tie-breakers
        and what a bye scores among the rest)."""
        ...


@runtime_checkable
class Buildable(GameSystem, Protocol):
    """A game whose rosters the generic builder edits slot by slot."""

    def placement_problems(
        self, roster: Any, catalog: Catalog, squad: int, slot: str, unit_id: str
    ) -> list[Violation]:
        """What putting ``unit_id`` in ``slot`` of ``squad`` (from 1) would break."""
        ...

    def owned_problems(self, roster: Any, catalog: Catalog, owned: Mapping[str, int]) -> list[Any]:
        """Units the roster uses more often than the collection holds; each has ``message()``."""
        ...

    def to_text(self, roster: Any, catalog: Catalog, language: str) -> str:
        """The roster as plain text for forums and chats."""
        ...


@runtime_checkable
class Printable(GameSystem, Protocol):
    """A game whose cards and rosters app/printing draws."""

    def print_layout(self) -> PrintLayout:
        """The game's card and roster-sheet content, drawn by app/printing."""
        ...


@dataclass(frozen=True)
class Declaration:
    """What a game package's ``__init__`` says of its game without loading it: enough for the
    command line's choices and help, and for menus that list every game."""

    system_id: str
    factory: Callable[[], GameSystem]
    context: str = ""  # the translation context of ``name``
    name: str = ""  # English, translatable under ``context``; the id when not given
    import_formats: Mapping[str, str] = field(default_factory=dict)
    share_formats: tuple[str, ...] = ()  # the ``format_id`` of each of its share codecs
    short: str = ""  # a short name for a list's column ("Legion"); ``name`` when not given

    def display_name(self, language: str | None = None) -> str:
        return translate(self.context, self.name, language) if self.name else self.system_id

    def short_name(self, language: str | None = None) -> str:
        return (
            translate(self.context, self.short, language)
            if self.short
            else self.display_name(language)
        )


_registry: dict[str, GameSystem] = {}
_declarations: dict[str, Declaration] = {}


def register(
    system_id: str,
    factory: Callable[[], GameSystem],
    import_formats: Mapping[str, str] | None = None,
    *,
    context: str = "",
    name: str = "",
    share_formats: Sequence[str] = (),
    short_name: str = "",
) -> None:
    """Registers a system lazily: ``factory`` runs the first time the system is asked for.

    ``import_formats`` names the catalogue formats of other tools the system reads, each with
    the module that reads it (see app/catalog/importers.py); nothing is imported until used.
    ``context`` and ``name`` give its name (``short_name`` its short one), ``share_formats``
    its share codes' formats, so that listing them loads nothing either."""
    _declarations[system_id] = Declaration(
        system_id,
        factory,
        context,
        name,
        dict(import_formats or {}),
        tuple(share_formats),
        short_name,
    )


def declared(system_id: str) -> Declaration:
    """What the system's package declares, without loading the system."""
    declaration = _declarations.get(system_id)
    if declaration is None:
        raise UnknownSystemError(system=system_id)
    return declaration


def display_name(system_id: str, language: str | None = None) -> str:
    """The system's name in ``language``, without loading the system."""
    return declared(system_id).display_name(language)


def short_name(system_id: str, language: str | None = None) -> str:
    """The system's short name in ``language`` (a list's Game column), without loading it."""
    return declared(system_id).short_name(language)


def import_formats() -> dict[str, str]:
    """Every registered system's community catalogue formats: name -> importer module."""
    return {
        name: module
        for declaration in _declarations.values()
        for name, module in declaration.import_formats.items()
    }


def get(system_id: str) -> GameSystem:
    if system_id not in _registry:
        _registry[system_id] = declared(system_id).factory()
    return _registry[system_id]


def _names(system: GameSystem) -> dict[str, str]:
    """The system's name in every language, for a message parameter."""
    return {lang: system.display_name(lang) for lang in (SOURCE_LANGUAGE, *TRANSLATED_LANGUAGES)}


# isinstance against a runtime-checkable Protocol lists the protocol's members every time:
# tens of microseconds, asked at every paint of a league's table.
_capabilities: dict[tuple[int, type], tuple[object, bool]] = {}


def capable(system: object, capability: type) -> bool:
    """Whether ``system`` has ``capability`` (``Tracked``, ``Scored``...), answered once per
    system object."""
    key = (id(system), capability)
    known = _capabilities.get(key)
    if known is None or known[0] is not system:  # the id of an object gone since
        known = (system, isinstance(system, capability))
        _capabilities[key] = known
    return known[1]


def tracked(system_id: str) -> Tracked:
    """The system, which the tracker can follow; NotTrackedError when it cannot (yet)."""
    system = get(system_id)
    if not capable(system, Tracked):
        raise NotTrackedError(system=_names(system))
    return cast(Tracked, system)


def printable(system_id: str) -> Printable:
    """The system, whose cards app/printing draws; NotPrintableError when it cannot (yet)."""
    system = get(system_id)
    if not capable(system, Printable):
        raise NotPrintableError(system=_names(system))
    return cast(Printable, system)


def system_ids() -> list[str]:
    """Every registered system, in the order registered (the flagship first)."""
    return list(_declarations)


def scored(system_id: str) -> Scored:
    """The system, whose games a campaign scores; NotTrackedError when it cannot (yet)."""
    system = get(system_id)
    if not capable(system, Scored):
        raise NotTrackedError(system=_names(system))
    return cast(Scored, system)


def tracked_ids() -> list[str]:
    """The systems whose games the tracker follows, in registered order."""
    return [system_id for system_id in _declarations if capable(get(system_id), Tracked)]


def scored_ids() -> list[str]:
    """The systems whose games campaigns score, in registered order."""
    return [system_id for system_id in _declarations if capable(get(system_id), Scored)]
