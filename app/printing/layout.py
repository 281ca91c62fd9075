"""What a game system hands to the printer: plain descriptions of cards and roster sheets.

A game's print layout (``system.print_layout()``) turns its units and rosters into these,
already translated; :mod:`app.printing.cards` and :mod:`app.printing.sheet` draw them without
knowing which game they come from.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any, Protocol

Colour = str  # "#rrggbb"
# A table cell holding only this is printed as an empty box, to fill in by hand (a figure the
# catalogue does not know yet).
BLANK = "\u2610"


@dataclass(frozen=True)
class Stat:
    label: str
    value: str


@dataclass(frozen=True)
class CardSection:
    """A titled block of text on a card (an ability, say)."""

    title: str
    text: str
    tag: str = ""  # a short marker printed before the title (an ability's type or cost)


@dataclass(frozen=True)
class CardFace:
    """One card: its front, and what its back shows when backs are printed."""

    title: str
    subtitle: str  # a second name line (a unique name); may be empty
    kind: str  # the band's label (a unit type)
    colour: Colour  # the band's colour
    cost: Stat | None  # the badge in the band's corner
    stats: tuple[Stat, ...]
    facts: tuple[Stat, ...] = ()  # labelled lines under the stats (an era)
    tags: tuple[str, ...] = ()  # printed as one line of keywords (traits)
    sections: tuple[CardSection, ...] = ()
    footer: str = ""  # small print at the bottom (the game's name)
    back_title: str = ""  # the large word on the back (the game's name)
    back_caption: str = ""  # the smaller line under it (the unit type)
    # How small the sections' type may shrink so that they all fit (1: never; a game whose
    # cards must print whole asks for less).
    smallest_text: float = 1.0
    # Empty: a full card ends with an ellipsis. Else the card never does: the sections that do
    # not fit go on a further card, which shows this subtitle ("continued").
    continued: str = ""


@dataclass(frozen=True)
class Tally:
    """A row of empty boxes to tick during a game (one per point of a stat)."""

    label: str
    count: int


@dataclass(frozen=True)
class SheetEntry:
    """One unit of a roster sheet."""

    title: str
    subtitle: str
    kind: str
    colour: Colour
    figures: tuple[Stat, ...]  # short columns: points, Force...
    tallies: tuple[Tally, ...]


@dataclass(frozen=True)
class SheetGroup:
    """A squad: its heading, its units and its totals."""

    title: str
    entries: tuple[SheetEntry, ...]
    totals: tuple[Stat, ...] = ()


@dataclass(frozen=True)
class Checklist:
    """A titled list of lines, each with a box to tick."""

    title: str
    items: tuple[str, ...]


@dataclass(frozen=True)
class RecordTable:
    """Rows to fill in by hand: a label per row, an empty cell per column."""

    title: str
    columns: tuple[str, ...]
    rows: tuple[str, ...]


@dataclass(frozen=True)
class RosterSheet:
    """One page: a strike team as it goes to the table."""

    title: str
    subtitle: str
    groups: tuple[SheetGroup, ...]
    summary: tuple[Stat, ...] = ()
    pool: Tally | None = None  # a resource spent and refreshed during play (a Force pool)
    checklist: Checklist | None = None  # an order deck
    record: RecordTable | None = None  # the game's score (Shatterpoint's struggles)
    # More lists to tick (a battle deck), each under the shorter of the two lower columns.
    checklists: tuple[Checklist, ...] = ()
    writing_boxes: tuple[Stat, ...] = ()  # (label, text already known) e.g. mission, notes
    share_label: str = ""
    share_code: str = ""  # printed as text and as a QR code when not empty
    footer: str = ""


@dataclass(frozen=True)
class Table:
    """A table already filled in: a header row and rows of cells."""

    title: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class ReportSide:
    """One player of a finished game: who, with what, and how it went."""

    title: str  # the player
    subtitle: str  # the strike team
    verdict: str  # "Winner", or ""
    figures: tuple[Stat, ...]
    units: Table


@dataclass(frozen=True)
class GameReport:
    """A tracked game on paper: the result and facts first, then the whole log."""

    title: str
    subtitle: str
    headline: str  # the result in one sentence
    facts: tuple[Stat, ...]
    sides: tuple[ReportSide, ...]
    tables: tuple[Table, ...]  # the score, units...
    log_title: str
    log: tuple[str, ...]
    continued: str  # the heading of the log's following pages
    footer: str = ""


class PrintLayout(Protocol):
    """What a game system's print layout offers (see ``GameSystem.print_layout``)."""

    def card_faces(
        self, unit_ids: Iterable[str], catalog: Any, language: str
    ) -> Iterator[CardFace]:
        """A face per known unit, in the order given; unknown ids are skipped."""
        ...

    def roster_sheet(
        self, roster: Any, catalog: Any, language: str, share_code: str = ""
    ) -> RosterSheet: ...

    def roster_unit_ids(self, roster: Any) -> list[str]:
        """The units of a roster in the order their cards are printed."""
        ...

    def game_report(self, state: Any, log: list[str], language: str) -> GameReport:
        """The report of a tracked game from its final state and its readable log."""
        ...


@dataclass(frozen=True)
class FaceSource:
    """Card faces made afresh at each pass: the pages are counted (continuation cards
    included) on a first pass, then drawn on a second, and neither holds them all."""

    make: Callable[[], Iterable[CardFace]]

    def __iter__(self) -> Iterator[CardFace]:
        return iter(self.make())


@dataclass
class PrintJob:
    """Everything one PDF holds, already described by the game's layout."""

    faces: Iterable[CardFace] = ()
    sheets: list[RosterSheet] = field(default_factory=list)
    reports: list[GameReport] = field(default_factory=list)
    card_count: int | None = None  # known in advance when ``faces`` is a generator
