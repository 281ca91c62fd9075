"""The Legion GameSystem object: what the core asks about this game.

The tracker follows a game at the table (the ``tracker`` package) and campaigns score its results
(``results.py``: victory tokens in the campaign's per-seat score).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.catalog.owned import OwnedShortfall, shortfalls
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.roster.document import RosterDocument
from app.systems.base import CountSpec, RosterStructure, SectionSpec, ShareCodec, Violation
from app.systems.legion import CONTEXT, DISPLAY_NAME, SYSTEM_ID, rules, share
from app.systems.legion.army import Army, army_of, document_for
from app.systems.legion.catalog import Card, LegionCatalog, LegionPack, load_catalog
from app.systems.legion.formats import get_format
from app.systems.scoring import LeagueScore

if TYPE_CHECKING:
    from app.systems.legion.print_layout import LegionPrintLayout
    from app.systems.scoring import ResultProblem, ScoreField, ScoreWords
    from app.tracker.adapter import ModuleTracker

TOTALS = {
    "points": QT_TRANSLATE_NOOP("Legion", "Points: {points} of {limit} ({format})"),
    "ranks": QT_TRANSLATE_NOOP("Legion", "Ranks: {ranks}"),
    "cards": QT_TRANSLATE_NOOP("Legion", "Command cards: {command} · battle cards: {battle}"),
}
OWNED_MESSAGES = {
    "none": QT_TRANSLATE_NOOP(
        "Violations", "Not in your collection: {unit_name} (the army uses {used})."
    ),
    "short": QT_TRANSLATE_NOOP(
        "Violations", "You own {owned} of {unit_name} but the army uses {used}."
    ),
}
SECTION_LABELS = {
    "units": QT_TRANSLATE_NOOP("Legion", "Units"),
    "command_hand": QT_TRANSLATE_NOOP("Legion", "Command hand"),
    "battle_deck": QT_TRANSLATE_NOOP("Legion", "Battle deck"),
}
PIP_LABELS = {
    1: QT_TRANSLATE_NOOP("Legion", "1 pip"),
    2: QT_TRANSLATE_NOOP("Legion", "2 pips"),
    3: QT_TRANSLATE_NOOP("Legion", "3 pips"),
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


def _format_name(format_id: str, language: str) -> str:
    army_format = get_format(format_id)
    return army_format.name.get(language) if army_format is not None else format_id


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

    def roster_structure(
        self, roster: RosterDocument | None = None, catalog: Any = None
    ) -> RosterStructure:
        """A Legion army has no squads: its units are counted by rank (each with the upgrade
        bar of its card), its command hand by pips, its battle deck by category; the limits
        are those of the roster's format and battle force (the default format's without a
        roster)."""
        army = army_of(roster) if roster is not None else Army()
        army_format = rules.army_format(army)
        ranks = rules.rank_limits(army, catalog)
        units = tuple(
            CountSpec(rank, rules.RANK_NAMES[rank], low, high)
            for rank, (low, high) in ranks.items()
        )
        hand = tuple(
            CountSpec(str(pips), PIP_LABELS[pips], count, count)
            for pips, count in rules.HAND_PIPS.items()
        )
        deck = tuple(
            CountSpec(category, rules.CATEGORY_NAMES.get(category, category), count, count)
            for category, count in army_format.battle_deck.items()
        )
        return RosterStructure(
            sections=(
                SectionSpec("units", SECTION_LABELS["units"], units, entry_slots=True),
                SectionSpec("command_hand", SECTION_LABELS["command_hand"], hand),
                SectionSpec("battle_deck", SECTION_LABELS["battle_deck"], deck),
            )
        )

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
                format=_format_name(totals["format"], language),
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

    def entry_name(self, entry: Card, language: str) -> str:
        """A card's name as a catalogue listing shows it: the player's name policy."""
        from app.systems.legion.terms import card_name

        return card_name(entry, language)

    def to_text(self, roster: RosterDocument, catalog: Any, language: str) -> str:
        """The army as plain text for forums and chats (with its Legion HQ link)."""
        from app.systems.legion.text_export import to_text

        return to_text(roster, catalog, language)

    def owned_problems(
        self, roster: RosterDocument, catalog: Any, owned: Mapping[str, int]
    ) -> list[OwnedShortfall]:
        """Unit and upgrade cards the army uses more often than the collection holds them."""
        used = Counter(card_id for unit in army_of(roster).units for card_id in unit.card_ids())
        return shortfalls(
            used,
            lambda card_id: (
                rules.card_name(catalog.get(card_id))
                if catalog.get(card_id) is not None
                else {"en": card_id}
            ),
            owned,
            OWNED_MESSAGES,
        )

    def tracker(self) -> ModuleTracker:
        from app.systems.legion import tracker
        from app.tracker.adapter import ModuleTracker

        return ModuleTracker(tracker)

    def end_reasons(self, language: str | None = None) -> list[tuple[str, str]]:
        """How a game of Legion ends (the last round played first): see results.py."""
        from app.systems.legion import results

        return results.end_reasons(language)

    def result_problem(
        self,
        results: Sequence[str],
        scores: Sequence[int],
        end_reason: str | None = None,
    ) -> ResultProblem | None:
        """``scores`` is the campaign's per-seat primary score: for Legion, victory tokens."""
        from app.systems.legion import results as game_results

        return game_results.result_problem(results, scores, end_reason)

    def score_fields(self) -> Sequence[ScoreField]:
        from app.systems.legion import results as game_results

        return game_results.SCORE_FIELDS

    def tie_breakers(self) -> Sequence[str]:
        from app.systems.legion import results as game_results

        return game_results.TIE_BREAKERS

    def score_words(self) -> ScoreWords:
        from app.systems.legion import results as game_results

        return game_results.SCORE_WORDS

    def league_score(self) -> LeagueScore:
        from app.systems.legion import results as game_results

        return game_results.LEAGUE

    def share_codecs(self) -> Sequence[ShareCodec]:
        return share.codecs()

    def print_layout(self) -> LegionPrintLayout:
        """What Legion's cards and army sheets show (drawn by app/printing)."""
        from app.systems.legion.print_layout import LegionPrintLayout

        return LegionPrintLayout()
