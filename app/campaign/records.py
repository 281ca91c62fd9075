"""Plain values the campaign manager exchanges with its callers (CLI, interface, tracker)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Literal

from app import systems
from app.campaign.errors import InvalidGameError
from app.errors import MusterError
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.roster.document import RosterDocument
from app.systems.scoring import ScoreField

Result = Literal["win", "draw", "loss"]
RESULTS: tuple[Result, ...] = ("win", "draw", "loss")
SOURCES = ("manual", "tracker", "csv")
MAX_SEATS = 6

TIE_BREAKERS = (
    "score_difference",
    "scores_for",
    "head_to_head",
    "games_won",
    "opponents_points",
)
DEFAULT_TIE_BREAKERS = ("score_difference", "scores_for", "head_to_head")
# Tie-breakers every game's leagues offer, beside the figures of the game's own score.
GENERIC_TIE_BREAKERS = ("head_to_head", "games_won", "opponents_points")

TIE_BREAKER_NAMES = {
    "score_difference": QT_TRANSLATE_NOOP("TieBreakers", "Score difference"),
    "scores_for": QT_TRANSLATE_NOOP("TieBreakers", "Score for"),
    "head_to_head": QT_TRANSLATE_NOOP("TieBreakers", "Head-to-head"),
    "games_won": QT_TRANSLATE_NOOP("TieBreakers", "Games won"),
    "opponents_points": QT_TRANSLATE_NOOP("TieBreakers", "Opponents' points"),
}


def score_fields(system: str) -> tuple[ScoreField, ...]:
    """The figures a league of ``system`` keeps (its ``score_fields()``); none for a game
    whose games no campaign scores yet."""
    try:
        return tuple(systems.scored(system).score_fields())
    except MusterError:
        return ()


def tie_breaker_codes(system: str) -> tuple[str, ...]:
    """The tie-breakers a league of ``system`` may use: the figures of the game's score that
    a higher value wins (not the opponents' figures), then the generic ones."""
    fields = score_fields(system)
    if not fields:  # a game this Muster does not score: today's codes, on the primary figure
        return TIE_BREAKERS
    own = tuple(f.key for f in fields if f.column != "against")
    return own + tuple(code for code in GENERIC_TIE_BREAKERS if code not in own)


def default_tie_breakers(system: str) -> tuple[str, ...]:
    """A new league's tie-breakers: the game's own (Shatterpoint's are today's default)."""
    try:
        return tuple(systems.scored(system).tie_breakers())
    except MusterError:
        return DEFAULT_TIE_BREAKERS


def tie_breaker_name(code: str, system: str, language: str | None = None) -> str:
    """A tie-breaker in words: the game's figure's name, or a generic tie-breaker's."""
    for score_field in score_fields(system):
        if score_field.key == code:
            return score_field.name(language)
    if code in TIE_BREAKER_NAMES:
        return translate("TieBreakers", TIE_BREAKER_NAMES[code], language)
    return code


@dataclass(frozen=True)
class Scoring:
    """Points for each result, and the tie-breakers applied in order after points."""

    win: int = 3
    draw: int = 1
    loss: int = 0
    tie_breakers: tuple[str, ...] = DEFAULT_TIE_BREAKERS

    def points(self, result: str) -> int:
        return self.win if result == "win" else self.draw if result == "draw" else self.loss

    def tie_breakers_json(self) -> str:
        return json.dumps(list(self.tie_breakers))


@dataclass
class SeatResult:
    """One participant of a game as the caller gives it.

    ``player`` is a player's id, or a name (a player of that name is created if none exists).
    """

    player: int | str
    result: Result
    primary_score: int = 0  # the game's primary figure (its first score field)
    roster: RosterDocument | None = None
    score: int | None = None  # the game's secondary figure, where it has one
    team: int | None = None  # in a team game, the seat's team (from 1)


@dataclass
class SeatRecord:
    seat: int
    player_id: int
    player_name: str
    result: Result
    primary_score: int
    roster: RosterDocument | None
    team_key: str
    score: int | None
    team: int | None = None


@dataclass
class GameRecord:
    """A recorded game with its seats: what edits return so that they can be undone."""

    id: int
    campaign_id: int
    played_on: date
    seats: list[SeatRecord]
    turns: int | None = None
    duration_s: int | None = None
    notes: str = ""
    source: str = "manual"
    tracked_game_id: int | None = None
    end_reason: str | None = None  # a key of the system's end_reasons(); None: not noted

    def seat_results(self) -> list[SeatResult]:
        return [
            SeatResult(s.player_id, s.result, s.primary_score, s.roster, s.score, s.team)
            for s in self.seats
        ]

    def winner_name(self) -> str | None:
        """The player who won (the players of the team that won, "Ann & Bob"), or None for a
        draw (or a game with no winner)."""
        winners = [seat.player_name for seat in self.seats if seat.result == "win"]
        return " & ".join(winners) if winners else None


@dataclass
class PlayerInfo:
    id: int
    name: str
    club: str = ""
    notes: str = ""


@dataclass
class CampaignInfo:
    id: int
    name: str
    system: str
    starts_on: date | None = None
    ends_on: date | None = None
    scoring: Scoring = field(default_factory=Scoring)
    notes: str = ""
    kind: str = "league"  # or "swiss": a tournament (app/campaign/tournament/)
    rounds: int | None = None  # a tournament's planned rounds
    bye_points: int | None = None  # what a tournament's bye scores (None: a win's points)


@dataclass
class StrikeTeamInfo:
    id: int
    player_id: int
    name: str
    roster: RosterDocument
    team_key: str


def check_seats(seats: list[SeatResult]) -> None:
    """Raises InvalidGameError unless the seats make a game: 2–6 different players, each with a
    known result and non-negative figures, and at most one winner unless nobody lost. In a
    team game (every seat has a team, at least two teams) the winners are exactly one team's
    players and every other player lost."""
    if not 2 <= len(seats) <= MAX_SEATS:
        raise InvalidGameError(
            QT_TRANSLATE_NOOP("Errors", "a game has 2 to 6 players, not {count}."),
            count=len(seats),
        )
    seen: set[str] = set()
    for seat in seats:
        who = seat.player.strip().casefold() if isinstance(seat.player, str) else str(seat.player)
        if not who:
            raise InvalidGameError(QT_TRANSLATE_NOOP("Errors", "every seat needs a player."))
        if who in seen:
            raise InvalidGameError(
                QT_TRANSLATE_NOOP("Errors", "{player} cannot play against themselves."),
                player=seat.player,
            )
        seen.add(who)
        if seat.result not in RESULTS:
            raise InvalidGameError(
                QT_TRANSLATE_NOOP("Errors", '"{result}" is not a result (win, draw or loss).'),
                result=seat.result,
            )
        if seat.primary_score < 0 or (seat.score is not None and seat.score < 0):
            raise InvalidGameError(QT_TRANSLATE_NOOP("Errors", "scores cannot be negative."))
    results = [seat.result for seat in seats]
    if "draw" in results and "win" in results:
        raise InvalidGameError(
            QT_TRANSLATE_NOOP("Errors", "a game cannot have both a winner and a draw.")
        )
    teams = [seat.team for seat in seats]
    if any(team is not None for team in teams):
        _check_teams(seats)
        return
    if results.count("win") > 1:
        raise InvalidGameError(QT_TRANSLATE_NOOP("Errors", "a game has at most one winner."))
    if len(seats) == 2 and sorted(results) not in (["draw", "draw"], ["loss", "win"]):
        raise InvalidGameError(
            QT_TRANSLATE_NOOP("Errors", "in a two-player game, one player wins or both draw.")
        )


def _check_teams(seats: list[SeatResult]) -> None:
    teams = [seat.team for seat in seats]
    if None in teams or any(team is not None and team < 1 for team in teams):
        raise InvalidGameError(
            QT_TRANSLATE_NOOP("Errors", "in a team game every seat needs a team (1, 2...).")
        )
    if len(set(teams)) < 2:
        raise InvalidGameError(QT_TRANSLATE_NOOP("Errors", "a team game has at least two teams."))
    winners = {seat.team for seat in seats if seat.result == "win"}
    if len(winners) > 1:
        raise InvalidGameError(
            QT_TRANSLATE_NOOP("Errors", "only one team can win: its players win together.")
        )
    for seat in seats:
        if winners and (seat.result == "win") != (seat.team in winners):
            raise InvalidGameError(
                QT_TRANSLATE_NOOP(
                    "Errors", "the players of the team that won win, and every other player lost."
                )
            )
        if not winners and "draw" in [s.result for s in seats] and seat.result != "draw":
            raise InvalidGameError(
                QT_TRANSLATE_NOOP("Errors", "a drawn team game is a draw for every player.")
            )


def one_seat_per_team(seats: Sequence[SeatResult]) -> list[SeatResult]:
    """The seats a game's rules judge: every seat, or in a team game the first seat of each
    team (teammates share their team's result and figures)."""
    if not any(seat.team is not None for seat in seats):
        return list(seats)
    first: dict[int | None, SeatResult] = {}
    for seat in seats:
        first.setdefault(seat.team, seat)
    return list(first.values())


def check_result(system: str, seats: Sequence[SeatResult], end_reason: str | None = None) -> None:
    """Raises InvalidGameError when the game's rules say these seats cannot end a game in this
    way (``end_reason``: a key of the system's ``end_reasons()``, or None when not noted).

    Anything that records a game calls it after :func:`check_seats`: the dialog, the
    tracker's offer and the games file import alike."""
    judged = one_seat_per_team(seats)
    problem = systems.scored(system).result_problem(
        [seat.result for seat in judged], [seat.primary_score for seat in judged], end_reason
    )
    if problem is not None:
        raise InvalidGameError(problem.template, **problem.params)
