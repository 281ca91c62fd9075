"""Which results a finished game of Flashpoint can have (the Flashpoint rulebook, L350-L352:
at the debriefing the higher total of success points wins).

A league stores a Flashpoint game's success points as its primary score.
A game ended at the debriefing is won by the higher total, and equal totals are a draw; a
conceded game is won by the other player; the players may also agree to end a game, with
any result. The keys are the tracker's (``END_REASONS``).
"""

from __future__ import annotations

from collections.abc import Sequence

from app.i18n import QT_TRANSLATE_NOOP
from app.systems.flashpoint import CONTEXT
from app.systems.flashpoint.tracker import END_REASON_LABELS, end_reason_name
from app.systems.flashpoint.tracker.state import END_REASONS
from app.systems.scoring import LeagueScore, ResultChecks, ResultProblem, ScoreWords

PLAYERS = 2

PROBLEMS = {
    "players": QT_TRANSLATE_NOOP("Errors", "a game of Flashpoint has two players, not {count}."),
    "reason": QT_TRANSLATE_NOOP(
        "Errors", '"{reason}" is not a way a game ends (debriefing, conceded or agreed).'
    ),
    "highest": QT_TRANSLATE_NOOP(
        "Errors",
        "at the debriefing the higher total of success points wins, and equal totals are a draw.",
    ),
}
assert tuple(END_REASON_LABELS) == END_REASONS
CHECKS = ResultChecks((PLAYERS, PLAYERS), END_REASONS, PROBLEMS["players"], PROBLEMS["reason"])


def end_reasons(language: str | None = None) -> list[tuple[str, str]]:
    return [(reason, end_reason_name(reason, language)) for reason in END_REASONS]


def result_problem(
    results: Sequence[str], points: Sequence[int], end_reason: str | None = None
) -> ResultProblem | None:
    """Why these results (per seat) with these success points cannot end a game, or None."""
    problem = CHECKS.problem(results, points, end_reason)
    if problem is not None:
        return problem
    if end_reason == "debriefing":
        a, b = points
        expected = ["draw", "draw"] if a == b else ["win", "loss"] if a > b else ["loss", "win"]
        if list(results) != expected:
            return ResultProblem(PROBLEMS["highest"])
    return CHECKS.conceded_problem(results, end_reason)


# What a league keeps of a game: each player's success points at the debriefing.
SCORE_WORDS = ScoreWords(
    CONTEXT,
    roster=QT_TRANSLATE_NOOP("Flashpoint", "Team"),
    rosters=QT_TRANSLATE_NOOP("Flashpoint", "Teams"),
    score=QT_TRANSLATE_NOOP("Flashpoint", "Success points"),
    so_far=QT_TRANSLATE_NOOP("Flashpoint", "Success points so far {score}"),
    in_list=QT_TRANSLATE_NOOP("Flashpoint", "success points {score} · round {turns}"),
    choose=QT_TRANSLATE_NOOP("Flashpoint", "Choose a team."),
    none_saved=QT_TRANSLATE_NOOP(
        "Flashpoint",
        "No saved team yet: build one in the Builder, or open a file or a share code here.",
    ),
    breaks=QT_TRANSLATE_NOOP("Flashpoint", "This team breaks %n rule(s)."),
    legal=QT_TRANSLATE_NOOP("Flashpoint", "This team is legal."),
    play_anyway=QT_TRANSLATE_NOOP("Flashpoint", "Play with this team anyway"),
    choose_for=QT_TRANSLATE_NOOP("Flashpoint", "Choose a team for {player}."),
    breaks_for=QT_TRANSLATE_NOOP(
        "Flashpoint", "{player}'s team breaks the rules: tick the box to play it anyway."
    ),
    paste_code=QT_TRANSLATE_NOOP("Flashpoint", "Paste the team's share code:"),
    register_button=QT_TRANSLATE_NOOP("Flashpoint", "Register a &team…"),
    withdraw_button=QT_TRANSLATE_NOOP("Flashpoint", "&Withdraw a team…"),
    register_title=QT_TRANSLATE_NOOP("Flashpoint", "Register a team"),
    withdraw_title=QT_TRANSLATE_NOOP("Flashpoint", "Withdraw a team"),
    roster_of=QT_TRANSLATE_NOOP("Flashpoint", "Team of {name}:"),
    withdraw_of=QT_TRANSLATE_NOOP("Flashpoint", "Team of {name} to withdraw:"),
    registered=QT_TRANSLATE_NOOP("Flashpoint", "Registered teams: {names}"),
    none_registered=QT_TRANSLATE_NOOP("Flashpoint", "No registered team."),
    stats_hint=QT_TRANSLATE_NOOP(
        "Flashpoint",
        "Record games with the players' teams to see how each team and each fighter fares, "
        "and charts of the results over time.",
    ),
)
LEAGUE = LeagueScore(SCORE_WORDS, key="success_points")
SCORE_FIELDS, TIE_BREAKERS = LEAGUE.fields, LEAGUE.tie_breakers
