"""The Legion GameSystem object: what the core asks about this game.

The tracker follows a game at the table (``tracker.py``) and campaigns score its results
(``results.py``: victory tokens in the campaign's per-seat score).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.i18n import QT_TRANSLATE_NOOP, translate
from app.roster.document import RosterDocument
from app.systems.base import RosterStructure, ShareCodec, Violation
from app.systems.legion import SYSTEM_ID, rules, share
from app.systems.legion.army import Army, army_of, document_for
from app.systems.legion.catalog import Card, LegionCatalog, LegionPack, load_catalog

if TYPE_CHECKING:
    from app.systems.base import ResultProblem
    from app.systems.legion.print_layout import LegionPrintLayout
    from app.systems.legion.tracker import LegionTracker

CONTEXT = "Legion"
DISPLAY_NAME = QT_TRANSLATE_NOOP("Legion", "Star Wars: Legion")
TOTALS = {
    "points": QT_TRANSLATE_NOOP("Legion", "Points: {points} of {limit} ({format})"),
    "ranks": QT_TRANSLATE_NOOP("Legion", "Ranks: {ranks}"),
    "cards": QT_TRANSLATE_NOOP("Legion", "Command cards: {command} · battle cards: {battle}"),
}
FIELD_LABELS = {
    "name": QT_TRANSLATE_NOOP("Legion", "name"),
    "title": QT_TRANSLATE_NOOP("Legion", "title"),
    "points": QT_TRANSLATE_NOOP("Legion", "points"),
    "points_history": QT_TRANSLATE_NOOP("Legion", "points history"),
    "errata": QT_TRANSLATE_NOOP("Legion", "errata"),
    "keywords": QT_TRANSLATE_NOOP("Legion", "keywords"),
    "stats": QT_TRANSLATE_NOOP("Legion", "stats"),
    "weapons": QT_TRANSLATE_NOOP("Legion", "weapons"),
    "upgrade_bar": QT_TRANSLATE_NOOP("Legion", "upgrade bar"),
    "requirements": QT_TRANSLATE_NOOP("Legion", "requirements"),
}


class LegionSystem:
    id = SYSTEM_ID
    translation_context = CONTEXT
    pack_model = LegionPack

    def display_name(self, language: str | None = None) -> str:
        return translate(CONTEXT, DISPLAY_NAME, language)

    def field_label(self, field: str, language: str | None = None) -> str:
        key, dot, rest = field.partition(".")
        if key not in FIELD_LABELS:
            return field
        label = translate(CONTEXT, FIELD_LABELS[key], language)
        return f"{label}.{rest}" if dot else label

    def roster_structure(self) -> RosterStructure:
        """A Legion army has no squads: its units are counted by rank (see army.py)."""
        return RosterStructure(group_label="", group_count=0, slots=())

    def new_roster(self, name: str = "") -> RosterDocument:
        return document_for(Army(), name)

    def load_catalog(self, user_pack_files: Iterable[Path] | None = None) -> LegionCatalog:
        return load_catalog(user_pack_files or ())

    def validate(self, roster: RosterDocument, catalog: Any) -> list[Violation]:
        return rules.validate(army_of(roster), catalog, casual=roster.casual)

    def is_legal(self, violations: list[Violation]) -> bool:
        return not any(violation.severity == "error" for violation in violations)

    def totals(self, roster: RosterDocument, catalog: Any) -> dict[str, Any]:
        return rules.totals(army_of(roster), catalog)

    def report_totals(self, roster: RosterDocument, catalog: Any) -> dict[str, Any]:
        """``muster validate``'s ``totals`` for a Legion army (docs/cli.md)."""
        return self.totals(roster, catalog)

    def totals_lines(self, totals: Mapping[str, Any], language: str) -> list[str]:
        ranks = ", ".join(
            f"{translate(CONTEXT, rules.RANK_NAMES[rank], language)} {count}"
            for rank, count in totals["ranks"].items()
            if count
        )
        return [
            translate(
                CONTEXT,
                TOTALS["points"],
                language,
                points=totals["points"],
                limit=totals["points_limit"],
                format=totals["format"],
            ),
            translate(CONTEXT, TOTALS["ranks"], language, ranks=ranks or "-"),
            translate(
                CONTEXT,
                TOTALS["cards"],
                language,
                command=totals["command_cards"],
                battle=totals["battle_cards"],
            ),
        ]

    def entry_kind(self, entry: Card, language: str) -> str:
        """A card's kind as a catalogue listing shows it (its rank, for a unit)."""
        if entry.kind == "unit" and entry.rank:
            return translate(CONTEXT, rules.RANK_NAMES[entry.rank], language)
        if entry.kind == "upgrade":
            return translate(
                CONTEXT, rules.UPGRADE_TYPE_NAMES.get(entry.subtype, ""), language
            ) or (entry.subtype)
        return translate(CONTEXT, rules.KIND_NAMES[entry.kind], language)

    def tracker(self) -> LegionTracker:
        from app.systems.legion.tracker import LegionTracker

        return LegionTracker()

    def end_reasons(self, language: str | None = None) -> list[tuple[str, str]]:
        """How a game of Legion ends (the last round played first): see results.py."""
        from app.systems.legion import results

        return results.end_reasons(language)

    def result_problem(
        self,
        results: Sequence[str],
        struggles: Sequence[int],
        end_reason: str | None = None,
    ) -> ResultProblem | None:
        """``struggles`` is the campaign's per-seat score: for Legion, victory tokens."""
        from app.systems.legion import results as game_results

        return game_results.result_problem(results, struggles, end_reason)

    def share_codecs(self) -> Sequence[ShareCodec]:
        return share.codecs()

    def print_layout(self) -> LegionPrintLayout:
        """What Legion's cards and army sheets show (drawn by app/printing)."""
        from app.systems.legion.print_layout import LegionPrintLayout

        return LegionPrintLayout()
