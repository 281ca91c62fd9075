"""The Shatterpoint GameSystem object: what the core and the interface ask about this game."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.i18n import QT_TRANSLATE_NOOP, translate
from app.roster.document import RosterDocument
from app.systems.base import RosterStructure, ShareCodec, SlotSpec, Violation
from app.systems.shatterpoint import (
    CONTEXT,
    DISPLAY_NAME,
    SYSTEM_ID,
    rules,
    share,
    suggest,
    text_export,
)
from app.systems.shatterpoint.catalog import ShatterpointCatalog, ShatterpointPack, load_catalog

if TYPE_CHECKING:
    from app.systems.scoring import LeagueScore, ResultProblem, ScoreField, ScoreWords
    from app.systems.shatterpoint.print_layout import ShatterpointPrintLayout
    from app.tracker.adapter import ModuleTracker

TOTALS = {
    "squad": QT_TRANSLATE_NOOP("Shatterpoint", "Squad {squad}: {pc} of {sp} points spent"),
    "team": QT_TRANSLATE_NOOP(
        "Shatterpoint", "Force pool: {force} · characters: {characters} · units: {units}"
    ),
}


# How an import report names a unit's fields (the pack's keys). Lower case: they are listed
# after "differs in:". A localized field is named with its language, e.g. "name.fr".
FIELD_LABELS = {
    "name": QT_TRANSLATE_NOOP("Shatterpoint", "name"),
    "unique_name": QT_TRANSLATE_NOOP("Shatterpoint", "unique name"),
    "type": QT_TRANSLATE_NOOP("Shatterpoint", "unit type"),
    "sp": QT_TRANSLATE_NOOP("Shatterpoint", "SP"),
    "pc": QT_TRANSLATE_NOOP("Shatterpoint", "PC"),
    "force": QT_TRANSLATE_NOOP("Shatterpoint", "Force"),
    "stamina": QT_TRANSLATE_NOOP("Shatterpoint", "stamina"),
    "durability": QT_TRANSLATE_NOOP("Shatterpoint", "durability"),
    "characters": QT_TRANSLATE_NOOP("Shatterpoint", "characters"),
    "eras": QT_TRANSLATE_NOOP("Shatterpoint", "eras"),
    "traits": QT_TRANSLATE_NOOP("Shatterpoint", "traits"),
    "abilities": QT_TRANSLATE_NOOP("Shatterpoint", "abilities"),
    "box": QT_TRANSLATE_NOOP("Shatterpoint", "box"),
    "source": QT_TRANSLATE_NOOP("Shatterpoint", "source"),
    "spt_code": QT_TRANSLATE_NOOP("Shatterpoint", "SPT code"),
    "tta_id": QT_TRANSLATE_NOOP("Shatterpoint", "Tabletop Admiral id"),
}
FIELD_LANGUAGES = {
    "en": QT_TRANSLATE_NOOP("Shatterpoint", "{field} (English)"),
    "fr": QT_TRANSLATE_NOOP("Shatterpoint", "{field} (French)"),
    "pl": QT_TRANSLATE_NOOP("Shatterpoint", "{field} (Polish)"),
}


class ShatterpointSystem:
    id = SYSTEM_ID
    translation_context = CONTEXT
    pack_model = ShatterpointPack

    def display_name(self, language: str | None = None) -> str:
        return translate(CONTEXT, DISPLAY_NAME, language)

    def field_label(self, field: str, language: str | None = None) -> str:
        """A unit field as an import report names it (``stamina``, ``name.fr``), in words;
        an unknown field is shown as it is."""
        key, _dot, lang = field.partition(".")
        if key not in FIELD_LABELS:
            return field
        label = translate(CONTEXT, FIELD_LABELS[key], language)
        if not lang:
            return label
        if lang not in FIELD_LANGUAGES:
            return f"{label}.{lang}"
        return translate(CONTEXT, FIELD_LANGUAGES[lang], language, field=label)

    # The results module is imported where it is used, as in every game: the window's first
    # page (the builder) needs none of it.
    def end_reasons(self, language: str | None = None) -> list[tuple[str, str]]:
        """Two struggles won, a concession, time, or the players' agreement."""
        from app.systems.shatterpoint import results as game_results

        return game_results.end_reasons(language)

    def result_problem(
        self,
        results: Sequence[str],
        struggles: Sequence[int],
        end_reason: str | None = None,
    ) -> ResultProblem | None:
        """Why a game cannot end so (see app/systems/shatterpoint/results.py), or None."""
        from app.systems.shatterpoint import results as game_results

        return game_results.result_problem(results, struggles, end_reason)

    def score_fields(self) -> Sequence[ScoreField]:
        from app.systems.shatterpoint import results as game_results

        return game_results.SCORE_FIELDS

    def tie_breakers(self) -> Sequence[str]:
        from app.systems.shatterpoint import results as game_results

        return game_results.TIE_BREAKERS

    def score_words(self) -> ScoreWords:
        from app.systems.shatterpoint import results as game_results

        return game_results.SCORE_WORDS

    def league_score(self) -> LeagueScore:
        from app.systems.shatterpoint import results as game_results

        return game_results.LEAGUE

    def roster_structure(self, roster: Any = None, catalog: Any = None) -> RosterStructure:
        """Two squads of a Primary, a Secondary and a Support, whatever the roster."""
        return RosterStructure(
            group_label=QT_TRANSLATE_NOOP("Shatterpoint", "Squad"),
            group_count=rules.SQUAD_COUNT,
            slots=tuple(SlotSpec(key, label, key) for key, label in rules.SLOT_LABELS.items()),
        )

    def new_roster(self, name: str = "") -> RosterDocument:
        structure = self.roster_structure()
        squads = [
            {slot.key: None for slot in structure.slots} for _ in range(structure.group_count)
        ]
        return RosterDocument(SYSTEM_ID, name, squads)  # type: ignore[arg-type]

    def load_catalog(self, user_pack_files: Iterable[Path] | None = None) -> ShatterpointCatalog:
        return load_catalog(user_pack_files or ())

    def validate(self, roster: RosterDocument, catalog: Any) -> list[Violation]:
        return rules.validate(roster, catalog)

    def totals(self, roster: RosterDocument, catalog: Any) -> dict[str, Any]:
        return rules.totals(roster, catalog)

    def report_totals(self, roster: RosterDocument, catalog: Any) -> dict[str, Any]:
        """``muster validate``'s ``totals`` (a public contract, docs/cli.md)."""
        totals = rules.totals(roster, catalog)
        return {
            "squads": [{"sp": s["sp"], "pc": s["pc"]} for s in totals["squads"]],
            "force": totals["force"],
            "characters": totals["characters"],
            "units": totals["units"],
        }

    def totals_lines(self, totals: Mapping[str, Any], language: str) -> list[str]:
        """``report_totals`` in words, for ``muster validate``'s text output."""
        lines = [
            translate(CONTEXT, TOTALS["squad"], language, squad=number, sp=squad["sp"],
                      pc=squad["pc"])
            for number, squad in enumerate(totals["squads"], start=1)
        ]  # fmt: skip
        lines.append(
            translate(
                CONTEXT,
                TOTALS["team"],
                language,
                force=totals["force"],
                characters=totals["characters"],
                units=totals["units"],
            )
        )
        return lines

    def entry_kind(self, entry: Any, language: str) -> str:
        """A unit's type as a catalogue listing shows it."""
        label = rules.SLOT_LABELS.get(entry.type)
        return translate(CONTEXT, label, language) if label else entry.type

    def tracker(self) -> ModuleTracker:
        from app.systems.shatterpoint import tracker
        from app.tracker.adapter import ModuleTracker

        return ModuleTracker(tracker)

    def is_legal(self, violations: list[Violation]) -> bool:
        return rules.is_legal(violations)

    def placement_problems(
        self, roster: RosterDocument, catalog: Any, squad: int, slot: str, unit_id: str
    ) -> list[Violation]:
        """What putting ``unit_id`` in ``slot`` of ``squad`` (from 1) would break."""
        return rules.placement_problems(roster, catalog, squad, slot, unit_id)

    def placement_checker(
        self, roster: RosterDocument, catalog: Any, squad: int, slot: str
    ) -> Callable[[str], list[Violation]]:
        """``placement_problems`` for one slot and many units, reading the roster once."""
        return rules.placement_checker(roster, catalog, squad, slot)

    def owned_problems(
        self, roster: RosterDocument, catalog: Any, owned: Mapping[str, int]
    ) -> list[rules.OwnedShortfall]:
        """Units the roster uses more often than the collection holds them."""
        return rules.owned_problems(roster, catalog, owned)

    def suggest(
        self,
        catalog: Any,
        primary_id: str,
        roster: RosterDocument | None = None,
        squad: int | None = None,
        owned: Mapping[str, int] | None = None,
        limit: int | None = None,
    ) -> list[suggest.Suggestion]:
        return suggest.suggest(catalog, primary_id, roster, squad, owned, limit)

    def share_codecs(self) -> Sequence[ShareCodec]:
        return share.CODECS

    def to_text(self, roster: RosterDocument, catalog: Any, language: str) -> str:
        return text_export.to_text(roster, catalog, language)

    def print_layout(self) -> ShatterpointPrintLayout:
        """What this game's cards and roster sheets show (drawn by app/printing)."""
        from app.systems.shatterpoint.print_layout import ShatterpointPrintLayout

        return ShatterpointPrintLayout()

    def mission_set_label(self, mission_set: str | None, language: str) -> str | None:
        """The roster's mission set as players read it (an SPT code shown as such)."""
        return text_export.mission_set_label(mission_set, language)
