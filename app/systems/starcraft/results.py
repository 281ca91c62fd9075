"""Which results a finished game of StarCraft can have, for leagues.

A game seats 2 to 6 players; the per-seat figure a league records for StarCraft is each
player's conquest points (CP) at the end (the campaign's primary score). The
rulebook (« Victoire », p. 17–18) ends a game in four ways, and players may also stop by
agreement:

- ``conquest``: at step 6 of regrouping a player has 15 CP or more (20 for Aldaris's
  opponents); the one with the most CP wins, ties broken by resources, zones, bases and
  workers in reserve, and a tie that survives all of them is a shared victory;
- ``special``: a faction's own objective, at step 7;
- ``end_game``: two « La Fin est Proche » cards out at the end of step 8: the most CP wins
  (the same tie-breakers) — unless Aldaris plays, who then wins whatever the CP;
- ``elimination``: every other player is out: one winner, never shared;
- ``agreed``: the players stop; any result.

A shared victory is recorded as a draw for the players who share it and a loss for the others.
"""

from __future__ import annotations

from collections.abc import Sequence

from app.i18n import QT_TRANSLATE_NOOP, translate
from app.systems.scoring import LeagueScore, ResultChecks, ResultProblem, ScoreWords
from app.systems.starcraft import CONTEXT

MIN_PLAYERS = 2
MAX_PLAYERS = 6
NORMAL_VICTORY_CP = 15
ALDARIS_OPPONENTS_CP = 20

END_REASONS = ("conquest", "special", "end_game", "elimination", "agreed")
END_REASON_LABELS = {
    "conquest": QT_TRANSLATE_NOOP("Starcraft", "Conquest points"),
    "special": QT_TRANSLATE_NOOP("Starcraft", "Special victory"),
    "end_game": QT_TRANSLATE_NOOP("Starcraft", "The End is Near"),
    "elimination": QT_TRANSLATE_NOOP("Starcraft", "Elimination"),
    "agreed": QT_TRANSLATE_NOOP("Starcraft", "Agreed by the players"),
}
assert tuple(END_REASON_LABELS) == END_REASONS

PROBLEMS = {
    "players": QT_TRANSLATE_NOOP("Errors", "a game of StarCraft has 2 to 6 players, not {count}."),
    "reason": QT_TRANSLATE_NOOP(
        "Errors",
        '"{reason}" is not a way a game of StarCraft ends (conquest, special, end_game, '
        "elimination or agreed).",
    ),
    "no_winner": QT_TRANSLATE_NOOP(
        "Errors", "a game won this way has a winner, or players who share the victory."
    ),
    "short": QT_TRANSLATE_NOOP(
        "Errors",
        "a conquest victory needs at least {needed} conquest points; the winner has {cp}.",
    ),
    "not_most": QT_TRANSLATE_NOOP(
        "Errors",
        "the winner of a conquest victory has the most conquest points: {cp} is fewer than {best}.",
    ),
    "shared_unequal": QT_TRANSLATE_NOOP(
        "Errors", "players who share a victory have the same conquest points."
    ),
    "elimination_shared": QT_TRANSLATE_NOOP(
        "Errors", "a victory by elimination has one winner: the last player in the game."
    ),
}


CHECKS = ResultChecks(
    (MIN_PLAYERS, MAX_PLAYERS), END_REASONS, PROBLEMS["players"], PROBLEMS["reason"]
)


def end_reason_name(reason: str, language: str | None = None) -> str:
    if reason not in END_REASON_LABELS:
        return reason
    return translate(CONTEXT, END_REASON_LABELS[reason], language)


def end_reasons(language: str | None = None) -> list[tuple[str, str]]:
    return [(reason, end_reason_name(reason, language)) for reason in END_REASONS]


def _problem(key: str, **params: object) -> ResultProblem:
    return ResultProblem(PROBLEMS[key], params)


def result_problem(
    results: Sequence[str], cp: Sequence[int], end_reason: str | None = None
) -> ResultProblem | None:
    """Why these results (one per seat) with these conquest points cannot end a game of
    StarCraft in this way, or None. The campaign core has already checked that the results
    agree with each other (at most one winner, never a winner and a draw)."""
    problem = CHECKS.problem(results, cp, end_reason)
    if problem is not None or end_reason in (None, "agreed"):
        return problem
    winners = [seat for seat, result in enumerate(results) if result == "win"]
    sharing = [seat for seat, result in enumerate(results) if result == "draw"]
    victors = winners or sharing
    if not victors:
        return _problem("no_winner")
    if end_reason == "elimination":
        return _problem("elimination_shared") if sharing else None
    if sharing and len({cp[seat] for seat in sharing}) > 1 and end_reason != "special":
        return _problem("shared_unequal")
    if end_reason == "conquest":
        best_cp = min(cp[seat] for seat in victors)
        if best_cp < NORMAL_VICTORY_CP:
            return _problem("short", needed=NORMAL_VICTORY_CP, cp=best_cp)
        # Aldaris's opponents need 20: below that, a player with more CP did not qualify.
        others = [cp[seat] for seat in range(len(cp)) if seat not in victors]
        if others and max(others) > best_cp and max(others) >= ALDARIS_OPPONENTS_CP:
            return _problem("not_most", cp=best_cp, best=max(others))
    return None


# What a league keeps of a game: each player's conquest points at the end.
SCORE_WORDS = ScoreWords(
    CONTEXT,
    roster=QT_TRANSLATE_NOOP("Starcraft", "Faction"),
    rosters=QT_TRANSLATE_NOOP("Starcraft", "Factions"),
    score=QT_TRANSLATE_NOOP("Starcraft", "Conquest points"),
    so_far=QT_TRANSLATE_NOOP("Starcraft", "Conquest points so far {score}"),
    in_list=QT_TRANSLATE_NOOP("Starcraft", "conquest points {score} · round {turns}"),
)
LEAGUE = LeagueScore(SCORE_WORDS, key="conquest_points")
SCORE_FIELDS, TIE_BREAKERS = LEAGUE.fields, LEAGUE.tie_breakers
