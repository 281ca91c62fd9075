"""The StarCraft GameSystem object: what the core asks about this game.

StarCraft has no army list: forces start from a faction sheet and grow during the game, so
there is no roster to build or validate. What the game offers is its catalogue (the factions
and their build trees, ``catalog.py``), the build planner (``planner.py``), the table
assistant (``tracker/``) and league results (``results.py``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.i18n import translate
from app.systems.base import RosterStructure, ShareCodec, Violation
from app.systems.scoring import LeagueScore, ResultProblem, ScoreField, ScoreWords
from app.systems.starcraft import CONTEXT, DISPLAY_NAME, SYSTEM_ID, results
from app.systems.starcraft.catalog import StarcraftCatalog, StarcraftPack, load_catalog
from app.systems.starcraft.terms import KIND_NAMES, RACE_NAMES, field_label

if TYPE_CHECKING:
    from app.tracker.adapter import ModuleTracker


class StarcraftSystem:
    id = SYSTEM_ID
    translation_context = CONTEXT
    pack_model = StarcraftPack

    def display_name(self, language: str | None = None) -> str:
        return translate(CONTEXT, DISPLAY_NAME, language)

    def field_label(self, field: str, language: str | None = None) -> str:
        return field_label(field, language)

    def roster_structure(self, roster: Any = None, catalog: Any = None) -> RosterStructure:
        """No army list: a faction's forces come from its sheet and grow during the game."""
        return RosterStructure()

    def load_catalog(self, user_pack_files: Iterable[Path] | None = None) -> StarcraftCatalog:
        return load_catalog(user_pack_files or ())

    def validate(self, roster: Any, catalog: Any) -> list[Violation]:
        """Nothing to check: StarCraft has no rosters (see the module's text)."""
        return []

    def is_legal(self, violations: list[Violation]) -> bool:
        return not any(violation.severity == "error" for violation in violations)

    def totals(self, roster: Any, catalog: Any) -> dict[str, Any]:
        return {}

    def report_totals(self, roster: Any, catalog: Any) -> dict[str, Any]:
        return {}

    def totals_lines(self, totals: Mapping[str, Any], language: str) -> list[str]:
        return []

    def entry_kind(self, entry: Any, language: str) -> str:
        """An entry's kind and race, as a catalogue listing shows it ("unit, Zerg")."""
        kind = translate(CONTEXT, KIND_NAMES[entry.kind], language)
        race = translate(CONTEXT, RACE_NAMES[entry.race], language)
        return f"{kind}, {race}"

    def entry_figures(self, entry: Any, language: str) -> str:
        """An entry's figures in one line, as ``muster catalog list`` shows them ("cost 1/1 ·
        level 1 · 5 unknown"): the filled ones from a user pack included."""
        from app.systems.starcraft.figures import figure_line

        return figure_line(self, entry, language)

    def share_codecs(self) -> Sequence[ShareCodec]:
        return ()

    def print_documents(self) -> Any:
        """What StarCraft prints: a faction reference and a round sheet (print_layout.py)."""
        from app.systems.starcraft.print_layout import StarcraftDocuments

        return StarcraftDocuments(self)

    # --- Tracked ----------------------------------------------------------------------------

    def tracker(self) -> ModuleTracker:
        from app.systems.starcraft import tracker
        from app.tracker.adapter import ModuleTracker

        return ModuleTracker(tracker)

    # --- Scored -----------------------------------------------------------------------------

    def end_reasons(self, language: str | None = None) -> list[tuple[str, str]]:
        return results.end_reasons(language)

    def result_problem(
        self, results_: Sequence[str], scores: Sequence[int], end_reason: str | None = None
    ) -> ResultProblem | None:
        return results.result_problem(results_, scores, end_reason)

    def score_fields(self) -> Sequence[ScoreField]:
        return results.SCORE_FIELDS

    def tie_breakers(self) -> Sequence[str]:
        return results.TIE_BREAKERS

    def score_words(self) -> ScoreWords:
        return results.SCORE_WORDS

    def league_score(self) -> LeagueScore:
        return results.LEAGUE
