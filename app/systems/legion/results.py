"""Which results a finished game of Legion can have (the campaign's per-game check).

The rules reference (FR « Gagner la partie »): a player whose units are all defeated is
eliminated and the opponent wins at once; otherwise after the last round the player with the
most victory tokens wins, then the higher score, then the blue player, so a game played to its
end always has a winner and never goes to the player with fewer victory tokens. A game also
ends early: a player concedes (the other wins), time runs out, or the players agree to stop.
The campaign's per-seat primary score holds each player's victory tokens; the
keys are the tracker's (``END_REASONS``), so a tracked game is recorded with its own.
"""

from __future__ import annotations

from collections.abc import Sequence

from app.i18n import QT_TRANSLATE_NOOP
from app.systems.legion.tracker import end_reason_name
from app.systems.legion.tracker.state import END_REASONS
from app.systems.scoring import LeagueScore, ResultChecks, ResultProblem, ScoreField, ScoreWords

PLAYERS = 2

PROBLEMS = {
    "players": QT_TRANSLATE_NOOP("Errors", "a game of Legion has two players, not {count}."),
    "reason": QT_TRANSLATE_NOOP(
        "Errors",
        '"{reason}" is not a way a game of Legion ends (rounds, eliminated, conceded, time or '
        "agreed).",
    ),
    "needs_winner": QT_TRANSLATE_NOOP(
        "Errors",
        "a game of Legion played to its end has a winner: victory tokens, then the score, then "
        "the blue player decide.",
    ),
    "fewer_tokens": QT_TRANSLATE_NOOP(
        "Errors",
        "after the last round the player with the most victory tokens wins, not the one with "
        "fewer.",
    ),
}
CHECKS = ResultChecks((PLAYERS, PLAYERS), END_REASONS, PROBLEMS["players"], PROBLEMS["reason"])


def end_reasons(language: str | None = None) -> list[tuple[str, str]]:
    return [(reason, end_reason_name(reason, language)) for reason in END_REASONS]


def result_problem(
    results: Sequence[str], victory_tokens: Sequence[int], end_reason: str | None = None
) -> ResultProblem | None:
    """Why these results (per seat) with these victory tokens cannot end a game of Legion in
    this way, or None when they can."""
    problem = CHECKS.problem(results, victory_tokens, end_reason)
    if problem is not None:
        return problem
    if end_reason in ("rounds", "eliminated") and "win" not in results:
        return ResultProblem(PROBLEMS["needs_winner"])
    if end_reason == "rounds":
        winner = results.index("win")
        if victory_tokens[winner] < victory_tokens[1 - winner]:
            return ResultProblem(PROBLEMS["fewer_tokens"])
    return CHECKS.conceded_problem(results, end_reason)


# What a league keeps of a game, as the rules reference decides one (« Gagner la partie »):
# victory tokens, then the score (the points of the enemy units defeated, upgrades included).
LEAGUE_CONTEXT = "Legion"
SCORE_WORDS = ScoreWords(
    LEAGUE_CONTEXT,
    roster=QT_TRANSLATE_NOOP("Legion", "Army"),
    rosters=QT_TRANSLATE_NOOP("Legion", "Armies"),
    score=QT_TRANSLATE_NOOP("Legion", "Victory tokens"),
    so_far=QT_TRANSLATE_NOOP("Legion", "Victory tokens so far {score}"),
    choose=QT_TRANSLATE_NOOP("Legion", "Choose an army."),
    none_saved=QT_TRANSLATE_NOOP(
        "Legion",
        "No saved army yet: build one in the Builder, or open a file or a share code here.",
    ),
    breaks=QT_TRANSLATE_NOOP("Legion", "This army breaks %n rule(s)."),
    legal=QT_TRANSLATE_NOOP("Legion", "This army is legal."),
    play_anyway=QT_TRANSLATE_NOOP("Legion", "Play with this army anyway"),
    choose_for=QT_TRANSLATE_NOOP("Legion", "Choose an army for {player}."),
    breaks_for=QT_TRANSLATE_NOOP(
        "Legion", "{player}'s army breaks the rules: tick the box to play it anyway."
    ),
    paste_code=QT_TRANSLATE_NOOP("Legion", "Paste the army's share code:"),
    register_button=QT_TRANSLATE_NOOP("Legion", "Register an &army…"),
    withdraw_button=QT_TRANSLATE_NOOP("Legion", "&Withdraw an army…"),
    register_title=QT_TRANSLATE_NOOP("Legion", "Register an army"),
    withdraw_title=QT_TRANSLATE_NOOP("Legion", "Withdraw an army"),
    roster_of=QT_TRANSLATE_NOOP("Legion", "Army of {name}:"),
    withdraw_of=QT_TRANSLATE_NOOP("Legion", "Army of {name} to withdraw:"),
    registered=QT_TRANSLATE_NOOP("Legion", "Registered armies: {names}"),
    none_registered=QT_TRANSLATE_NOOP("Legion", "No registered army."),
    stats_hint=QT_TRANSLATE_NOOP(
        "Legion",
        "Record games with the players' armies to see how each army and each unit fares, and "
        "charts of the results over time.",
    ),
)
LEAGUE = LeagueScore(
    SCORE_WORDS,
    fields=(
        ScoreField("victory_tokens", QT_TRANSLATE_NOOP("Legion", "Victory tokens"), LEAGUE_CONTEXT),
        ScoreField(
            "enemy_points", QT_TRANSLATE_NOOP("Legion", "Score"), LEAGUE_CONTEXT, "secondary"
        ),
    ),
    # Legion's tournament regulations 2.0 (../shared/rules/tournaments.md, "Scoring and
    # tie-breakers seen in use"): margin of victory, strength of schedule, extended strength.
    tournament=(
        "margin_of_victory",
        "strength_of_schedule",
        "extended_strength_of_schedule",
        "opponents_points",
    ),
)
SCORE_FIELDS, TIE_BREAKERS = LEAGUE.fields, LEAGUE.tie_breakers
