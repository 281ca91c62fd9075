"""The Flashpoint GameSystem object: what the core asks about this game.

The command line validates teams, lists the designs and prints the players' cards and team
sheets; ``tracker()`` follows a game at the table (tracker/) and ``end_reasons`` /
``result_problem`` let a league record its result (results.py).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.i18n import translate
from app.roster.document import RosterDocument
from app.systems.base import CountSpec, RosterStructure, SectionSpec, ShareCodec, Violation
from app.systems.flashpoint import CONTEXT, DISPLAY_NAME, SYSTEM_ID, rules
from app.systems.flashpoint.catalog import (
    AnyCard,
    FlashpointCatalog,
    FlashpointPack,
    entry_values,
    load_catalog,
)
from app.systems.flashpoint.names import (
    FIELD_LABELS,
    FIGHTERS_LABEL,
    KIND_NAMES,
    ROLE_NAMES,
    kind_key,
    totals_lines,
)
from app.systems.flashpoint.team import Team, document_for, team_of
from app.systems.scoring import LeagueScore, ResultProblem, ScoreField, ScoreWords

if TYPE_CHECKING:
    from app.systems.flashpoint.print_layout import FlashpointPrintLayout
    from app.tracker.adapter import ModuleTracker


class FlashpointSystem:
    id = SYSTEM_ID
    translation_context = CONTEXT
    pack_model = FlashpointPack

    def display_name(self, language: str | None = None) -> str:
        return translate(CONTEXT, DISPLAY_NAME, language)

    def field_label(self, field: str, language: str | None = None) -> str:
        key, dot, rest = field.partition(".")
        if key not in FIELD_LABELS:
            return field
        label = translate(CONTEXT, FIELD_LABELS[key], language)
        return f"{label}.{rest}" if dot else label

    def roster_structure(self, roster: Any = None, catalog: Any = None) -> RosterStructure:
        """A team has no squads: its fighters are listed in ``team`` (see team.py), counted by
        role: exactly one Leader, at most one Stratège."""
        roles = (
            CountSpec("leader", ROLE_NAMES["leader"], 1, 1),
            CountSpec("strategist", ROLE_NAMES["strategist"], 0, 1),
        )
        return RosterStructure(sections=(SectionSpec("fighters", FIGHTERS_LABEL, roles),))

    def new_roster(self, name: str = "") -> RosterDocument:
        return document_for(Team(), name)

    def load_catalog(self, user_pack_files: Iterable[Path] | None = None) -> FlashpointCatalog:
        return load_catalog(user_pack_files or ())

    def validate(self, roster: RosterDocument, catalog: Any) -> list[Violation]:
        return rules.validate_roster(roster, catalog)

    def is_legal(self, violations: list[Violation]) -> bool:
        return not any(violation.severity == "error" for violation in violations)

    def totals(self, roster: RosterDocument, catalog: Any) -> dict[str, Any]:
        return rules.totals(team_of(roster), catalog)

    def report_totals(self, roster: RosterDocument, catalog: Any) -> dict[str, Any]:
        """``muster validate``'s ``totals`` for a team (docs/cli.md)."""
        return self.totals(roster, catalog)

    def totals_lines(self, totals: Mapping[str, Any], language: str) -> list[str]:
        return totals_lines(totals, language)

    def to_text(self, roster: RosterDocument, catalog: Any, language: str) -> str:
        """The team as plain text for forums and chats (text_export.py)."""
        from app.systems.flashpoint.text_export import to_text

        return to_text(roster, catalog, language)

    def entry_kind(self, entry: AnyCard, language: str) -> str:
        """A card's kind as a catalogue listing shows it (a weapon's or equipment's type)."""
        return translate(CONTEXT, KIND_NAMES[kind_key(entry)], language)

    def entry_values(
        self, entry: AnyCard, catalog: FlashpointCatalog, language: str | None = None
    ) -> dict[str, Any]:
        """``catalog list --format json``'s computed value of an entry and its terms, as the
        designer shows them (docs/cli.md)."""
        return entry_values(entry, catalog, language)

    def share_codecs(self) -> Sequence[ShareCodec]:
        return ()  # Muster's own share code carries a team; no other format exists

    def print_layout(self) -> FlashpointPrintLayout:
        """What Flashpoint's cards and team sheets show (drawn by app/printing)."""
        from app.systems.flashpoint.print_layout import FlashpointPrintLayout

        return FlashpointPrintLayout()

    def tracker(self) -> ModuleTracker:
        from app.systems.flashpoint import tracker
        from app.tracker.adapter import ModuleTracker

        return ModuleTracker(tracker)

    def end_reasons(self, language: str | None = None) -> list[tuple[str, str]]:
        """The debriefing, a concession, or the players' agreement."""
        from app.systems.flashpoint import results

        return results.end_reasons(language)

    def result_problem(
        self, results: Sequence[str], scores: Sequence[int], end_reason: str | None = None
    ) -> ResultProblem | None:
        """Why a game cannot end so; ``scores`` are the success points (results.py)."""
        from app.systems.flashpoint import results as game_results

        return game_results.result_problem(results, scores, end_reason)

    def score_fields(self) -> Sequence[ScoreField]:
        from app.systems.flashpoint import results as game_results

        return game_results.SCORE_FIELDS

    def tie_breakers(self) -> Sequence[str]:
        from app.systems.flashpoint import results as game_results

        return game_results.TIE_BREAKERS

    def score_words(self) -> ScoreWords:
        from app.systems.flashpoint import results as game_results

        return game_results.SCORE_WORDS

    def league_score(self) -> LeagueScore:
        from app.systems.flashpoint import results as game_results

        return game_results.LEAGUE
