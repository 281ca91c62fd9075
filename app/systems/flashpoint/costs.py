"""The rulebook's cost formulas ("Créer !", seed 003 L128-L152), each with its terms, so that a
designer can show how a strategic value (VS) is summed while the player types.

- archetype: VS = H + P + base size + Pr;
- melee weapon: VS = Force + number of triggers;
- ranged weapon: VS = Force + (R max − R min) + number of triggers + 1;
- equipment and abilities: the designer sets the VS ("à déterminer empiriquement");
- bare hands: free.

A term never goes below zero: a ranged weapon whose R max is under its R min counts a span of
0 (and the rules report the reversed range), so no cost is ever negative.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.i18n import QT_TRANSLATE_NOOP, translate
from app.systems.flashpoint import CONTEXT

TERM_LABELS = {
    "skill": QT_TRANSLATE_NOOP("Flashpoint", "SK"),
    "power": QT_TRANSLATE_NOOP("Flashpoint", "PW"),
    "base_size": QT_TRANSLATE_NOOP("Flashpoint", "base size"),
    "reinforcement": QT_TRANSLATE_NOOP("Flashpoint", "RR"),
    "force": QT_TRANSLATE_NOOP("Flashpoint", "Force"),
    "range": QT_TRANSLATE_NOOP("Flashpoint", "R max − R min"),
    "triggers": QT_TRANSLATE_NOOP("Flashpoint", "triggers"),
    "ranged": QT_TRANSLATE_NOOP("Flashpoint", "ranged"),
    "chosen": QT_TRANSLATE_NOOP("Flashpoint", "chosen"),
}

# Each language's own letters (the rulebook's H, P, Pr only in French), written out wherever
# they are shown.
LEGEND = QT_TRANSLATE_NOOP("Flashpoint", "SK: Skill · PW: Power · RR: reinforcement range")
ABBREVIATED = frozenset({"skill", "power", "reinforcement"})
# The tables' and cards' "SV" column, written out under them.
VALUE_LEGEND = QT_TRANSLATE_NOOP("Flashpoint", "SV: strategic value")


def legend(language: str | None = None) -> str:
    """What the letters of Skill, Power and reinforcement range stand for, in the language."""
    return translate(CONTEXT, LEGEND, language)


def value_legend(language: str | None = None) -> str:
    """What the letters of strategic value stand for, in the language."""
    return translate(CONTEXT, VALUE_LEGEND, language)


@dataclass(frozen=True)
class Term:
    """One addend of a formula: ``key`` names it (TERM_LABELS), ``value`` is what it adds."""

    key: str
    value: int

    def label(self, language: str | None = None) -> str:
        return translate(CONTEXT, TERM_LABELS[self.key], language)


@dataclass(frozen=True)
class Cost:
    """A strategic value and the terms it is the sum of."""

    terms: tuple[Term, ...]

    @property
    def value(self) -> int:
        return sum(term.value for term in self.terms)

    def formula(self, language: str | None = None, space: str = " ") -> str:
        """``SK 2 + PW 1 + base size 1 + RR 1 = 5``, in the language's words; ``space`` joins
        each figure to its label and the total to the sum (a no-break space in print)."""
        if not self.terms:
            return "0"
        sums = " + ".join(f"{term.label(language)}{space}{term.value}" for term in self.terms)
        return f"{sums}{space}={space}{self.value}"


def archetype_cost(skill: int, power: int, base_size: int, reinforcement: int) -> Cost:
    return Cost(
        (
            Term("skill", max(0, skill)),
            Term("power", max(0, power)),
            Term("base_size", max(0, base_size)),
            Term("reinforcement", max(0, reinforcement)),
        )
    )


def melee_cost(force: int, triggers: int) -> Cost:
    return Cost((Term("force", max(0, force)), Term("triggers", max(0, triggers))))


def ranged_cost(force: int, range_min: int, range_max: int, triggers: int) -> Cost:
    return Cost(
        (
            Term("force", max(0, force)),
            Term("range", max(0, range_max - range_min)),
            Term("triggers", max(0, triggers)),
            Term("ranged", 1),
        )
    )


def chosen_cost(points: int) -> Cost:
    """Equipment and abilities: the value the designer gave."""
    return Cost((Term("chosen", max(0, points)),))


def slot_budget(skill: int, power: int, base_size: int) -> int:
    """How much Pr and the three maxima may add up to: H + P + base size (the rulebook's
    ``Pr + maxima < H + P + base size + 1``)."""
    return skill + power + base_size


MAX_SKILL_PLUS_POWER = 5  # the rulebook's H + P < 6
ADVISED_MAX_SKILL = 2  # the rulebook advises Skill 2 at most, save in rare cases
TEAM_LIMIT = 50
