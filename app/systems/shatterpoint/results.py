"""Which results a finished game of Shatterpoint can have.

The rulebooks (FR and PL, "Winning the game": two struggles won win the game): a game ends as
soon as a player claims their second struggle, and that player wins; so nobody claims more than 2,
and at most one player claims 2. A game also ends early, before anyone claims 2: a player
concedes (the other wins), time runs out, or the players agree to stop (a winner or a draw).
``END_REASONS`` are also the tracker's keys (its events re-export them), so a tracked game is
recorded with its own; defined here, the builder and the league read them without loading
the tracker.
"""

from __future__ import annotations

from collections.abc import Sequence

from app.i18n import QT_TRANSLATE_NOOP, SOURCE_LANGUAGE, TRANSLATED_LANGUAGES, translate
from app.systems.scoring import LeagueScore, ResultChecks, ResultProblem, ScoreField, ScoreWords
from app.systems.shatterpoint import CONTEXT

END_REASONS: tuple[str, ...] = ("struggles", "conceded", "time", "agreed")
PLAYERS = 2
STRUGGLES_TO_WIN = 2

END_REASON_LABELS = {
    "struggles": QT_TRANSLATE_NOOP("Shatterpoint", "Two struggles won"),
    "conceded": QT_TRANSLATE_NOOP("Shatterpoint", "Concession"),
    "time": QT_TRANSLATE_NOOP("Shatterpoint", "Time ran out"),
    "agreed": QT_TRANSLATE_NOOP("Shatterpoint", "Agreed by the players"),
}
assert tuple(END_REASON_LABELS) == END_REASONS

PROBLEMS = {
    "players": QT_TRANSLATE_NOOP("Errors", "a game of Shatterpoint has two players, not {count}."),
    "reason": QT_TRANSLATE_NOOP(
        "Errors",
        '"{reason}" is not a way a game ends (struggles, conceded, time or agreed).',
    ),
    "too_many": QT_TRANSLATE_NOOP(
        "Errors", "nobody claims more than 2 struggles: the first to claim 2 wins the game."
    ),
    "both_two": QT_TRANSLATE_NOOP(
        "Errors", "only one player can claim 2 struggles: the game ends as soon as one does."
    ),
    "two_wins": QT_TRANSLATE_NOOP(
        "Errors", "the player who claims 2 struggles wins the game: the result cannot be {result}."
    ),
    "ended_early": QT_TRANSLATE_NOOP(
        "Errors",
        'a game where a player claims 2 struggles ends on "{struggles}", not "{reason}".',
    ),
    "no_second": QT_TRANSLATE_NOOP(
        "Errors", "a game won on struggles ends when the winner claims 2 struggles."
    ),
}
CHECKS = ResultChecks((PLAYERS, PLAYERS), END_REASONS, PROBLEMS["players"], PROBLEMS["reason"])

RESULT_WORDS = {
    "draw": QT_TRANSLATE_NOOP("Shatterpoint", "a draw"),
    "other": QT_TRANSLATE_NOOP("Shatterpoint", "the other player's win"),
}


def end_reason_name(reason: str, language: str | None = None) -> str:
    """The name of a way a game ends, in ``language`` (an unknown key is shown as it is)."""
    if reason not in END_REASON_LABELS:
        return reason
    return translate(CONTEXT, END_REASON_LABELS[reason], language)


def _words(source: str) -> dict[str, str]:
    """``source`` (under the system's context) in every language, for a problem's parameter."""
    return {
        language: translate(CONTEXT, source, language)
        for language in (SOURCE_LANGUAGE, *TRANSLATED_LANGUAGES)
    }


def _problem(key: str, **params: object) -> ResultProblem:
    return ResultProblem(PROBLEMS[key], params)


def end_reasons(language: str | None = None) -> list[tuple[str, str]]:
    return [(reason, end_reason_name(reason, language)) for reason in END_REASONS]


def result_problem(
    results: Sequence[str], struggles: Sequence[int], end_reason: str | None = None
) -> ResultProblem | None:
    """Why these results cannot end a game of Shatterpoint, or None (see the module's text).

    ``results`` and ``struggles`` are given per seat; the campaign core has already checked
    that the results themselves agree (one winner or all drawn) and nothing is negative."""
    problem = CHECKS.problem(results, struggles, end_reason)
    if problem is not None:
        return problem
    if any(claimed > STRUGGLES_TO_WIN for claimed in struggles):
        return _problem("too_many")
    finished = [seat for seat, claimed in enumerate(struggles) if claimed == STRUGGLES_TO_WIN]
    if finished:
        # One player's second struggle ends the game at once: that player won.
        if len(finished) > 1:
            return _problem("both_two")
        if results[finished[0]] != "win":
            word = "draw" if "draw" in results else "other"
            return _problem("two_wins", result=_words(RESULT_WORDS[word]))
        if end_reason not in (None, "struggles"):
            return _problem(
                "ended_early",
                struggles=_words(END_REASON_LABELS["struggles"]),
                reason=_words(END_REASON_LABELS[end_reason]),
            )
        return None
    if end_reason == "struggles":
        return _problem("no_second")
    return CHECKS.conceded_problem(results, end_reason)


# What a league keeps of a game: the struggles each player won (the games CSV's generic
# ``score_1``, ``score_2``, which older files call ``struggles_1``, ``struggles_2``), the
# opponents' and the difference.
SCORE_WORDS = ScoreWords(
    CONTEXT,
    roster=QT_TRANSLATE_NOOP("Shatterpoint", "Strike team"),
    rosters=QT_TRANSLATE_NOOP("Shatterpoint", "Strike teams"),
    score=QT_TRANSLATE_NOOP("Shatterpoint", "Struggles"),
    so_far=QT_TRANSLATE_NOOP("Shatterpoint", "Struggles so far {score}"),
    in_list=QT_TRANSLATE_NOOP("Shatterpoint", "struggles {score} · turn {turns}"),
)
LEAGUE = LeagueScore(
    SCORE_WORDS,
    fields=(
        ScoreField(
            "struggles_won",
            QT_TRANSLATE_NOOP("Shatterpoint", "Struggles won"),
            CONTEXT,
            "primary",
            csv="score",
        ),
        ScoreField(
            "struggles_lost",
            QT_TRANSLATE_NOOP("Shatterpoint", "Struggles lost"),
            CONTEXT,
            "against",
        ),
        ScoreField(
            "struggle_difference",
            QT_TRANSLATE_NOOP("Shatterpoint", "Struggle difference"),
            CONTEXT,
            "difference",
        ),
    ),
    tie_breakers=("struggle_difference", "struggles_won", "head_to_head"),
    # Longshanks' Shatterpoint events (../shared/rules/tournaments.md, "Scoring and
    # tie-breakers seen in use"): struggles won, then the opponents' average points; a bye
    # counts as 2 struggles won. (Wounds inflicted, their third, are not recorded.)
    tournament=("struggles_won", "average_opponent_points", "opponents_points"),
    bye_score=2,
)
SCORE_FIELDS, TIE_BREAKERS = LEAGUE.fields, LEAGUE.tie_breakers
