"""How a game's results are checked and its leagues scored: the types each game's
``results.py`` declares its score with, and the checks every game's ``result_problem`` makes
first. Beside the contract of app/systems/base.py rather than in it: a roster builder needs
none of this, and the window's first page does not build these classes."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from app.i18n import QT_TRANSLATE_NOOP, translate

ERRORS_CONTEXT = "Errors"


@dataclass(frozen=True)
class ResultProblem:
    """Why a game's result cannot be, by the game's rules: a template marked under the
    ``Errors`` context (a lower-case fragment, as the campaign's errors are) and its
    parameters; a parameter that maps languages to text is shown in the message's language."""

    template: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def message(self, language: str | None = None) -> str:
        return translate(ERRORS_CONTEXT, self.template, language, **self.params)


ScoreColumn = Literal["primary", "secondary", "against", "difference"]


@dataclass(frozen=True)
class ScoreField:
    """One figure of a game's league score (see docs/campaign.md, "Scores per game").

    ``column`` says where it comes from: ``primary`` and ``secondary`` are entered per seat
    (stored in the seat's ``primary_score`` and ``score`` columns); ``against`` is the primary
    figure of the opponents (of the other teams in a team game) and ``difference`` the primary
    figure minus that, both summed by the standings. ``key`` names the field in the standings
    JSON and as a tie-breaker; ``csv`` the games CSV's columns (``<csv>_1``, ``<csv>_2``),
    the key unless given."""

    key: str
    label: str  # English, translatable under ``context``
    context: str
    column: ScoreColumn = "primary"
    csv: str = ""

    @property
    def per_seat(self) -> bool:
        """Whether a recorded game gives it for each seat (else the standings derive it)."""
        return self.column in ("primary", "secondary")

    @property
    def csv_stem(self) -> str:
        return self.csv or self.key

    def name(self, language: str | None = None) -> str:
        return translate(self.context, self.label, language)


@dataclass(frozen=True)
class ScoreWords:
    """How the generic screens name a game's rosters and its score (English sources,
    translated under ``context``): "Strike team" / "Army" / "Faction", "Struggles so far
    {score}" / "Victory tokens so far {score}"."""

    context: str
    roster: str  # a player's roster, as a field's label: "Strike team"
    rosters: str  # a column of them: "Strike teams"
    score: str  # a column of the game's per-seat figures, "Struggles"
    so_far: str  # an unfinished game's figures: "Struggles so far {score}"
    # A game's figures in ``muster game list``: "success points {score} · round {turns}";
    # "" where the list's own (score and turn) or the tracker's ``list_figures`` serve.
    in_list: str = ""
    # The New game dialog's sentences about a player's roster; "" where the dialog's own
    # (which name a strike team) serve, or where the game's players bring no roster.
    choose: str = ""  # "Choose an army."
    none_saved: str = ""  # "No saved army yet: build one in the Builder, or open a file ..."
    breaks: str = ""  # "This army breaks %n rule(s)."
    legal: str = ""  # "This army is legal."
    play_anyway: str = ""  # "Play with this army anyway"
    choose_for: str = ""  # "Choose an army for {player}."
    breaks_for: str = ""  # "{player}'s army breaks the rules: tick the box to play it anyway."
    paste_code: str = ""  # "Paste the army's share code:"
    # The Campaigns page's sentences about registered rosters; "" where the page's own serve.
    register_button: str = ""  # "Register an &army…"
    withdraw_button: str = ""  # "&Withdraw an army…"
    register_title: str = ""  # "Register an army" (also the undo step's name)
    withdraw_title: str = ""  # "Withdraw an army"
    roster_of: str = ""  # "Army of {name}:"
    withdraw_of: str = ""  # "Army of {name} to withdraw:"
    registered: str = ""  # "Registered armies: {names}"
    none_registered: str = ""  # "No registered army."
    stats_hint: str = ""  # "Record games with the players' armies to see how each army ..."

    def word(self, which: str, language: str | None = None, **params: object) -> str:
        """One of the words in ``language``, its ``{fields}`` (and ``n``) filled; "" for a
        sentence the game leaves to the dialog."""
        text = getattr(self, which)
        return translate(self.context, text, language, **params) if text else ""


@dataclass(frozen=True)
class LeagueScore:
    """How a game's leagues score it, declared once in its ``results.py``: the generic
    screens' ``words``, the figures a league keeps (the primary first) and the default
    tie-breakers of a new league.

    ``fields`` defaults to the one primary figure ``key``, named as ``words.score``;
    ``tie_breakers`` to the fields whose higher value wins (not the opponents'), in order,
    then head-to-head. A Swiss tournament's tie-breakers (``tournament``, after points) are
    codes of ``fields`` and those app/campaign/tournament/standings.py computes; they default
    to the league's, then opponents' match points. ``bye_score`` is the primary figure a bye
    counts for its player."""

    words: ScoreWords
    key: str = ""
    fields: tuple[ScoreField, ...] = ()
    tie_breakers: tuple[str, ...] = ()
    tournament: tuple[str, ...] = ()
    bye_score: int = 0

    def __post_init__(self) -> None:
        if not self.fields:
            primary = ScoreField(self.key, self.words.score, self.words.context, "primary")
            object.__setattr__(self, "fields", (primary,))
        if not self.tie_breakers:
            own = tuple(f.key for f in self.fields if f.column != "against")
            object.__setattr__(self, "tie_breakers", (*own, "head_to_head"))
        if not self.tournament:
            league = tuple(code for code in self.tie_breakers if code != "opponents_points")
            object.__setattr__(self, "tournament", (*league, "opponents_points"))


# A rule every game's leagues share: whoever concedes loses to the others.
CONCEDED_WITHOUT_WINNER = QT_TRANSLATE_NOOP(
    "Errors", "a conceded game has a winner: the player who did not concede."
)


@dataclass(frozen=True)
class ResultChecks:
    """The checks every game's ``result_problem`` makes first, each with the game's own
    sentence (``players``: "... has two players, not {count}."; ``reason``: "{reason}" is
    not a way a game ends ...), under the ``Errors`` context."""

    seats: tuple[int, int]  # the fewest and the most players of a game
    end_reasons: tuple[str, ...]
    players: str
    reason: str

    def problem(
        self, results: Sequence[str], scores: Sequence[int], end_reason: str | None
    ) -> ResultProblem | None:
        """A wrong number of seats (or of scores), or a way of ending the game has not."""
        fewest, most = self.seats
        if not fewest <= len(results) <= most or len(scores) != len(results):
            return ResultProblem(self.players, {"count": len(results)})
        if end_reason is not None and end_reason not in self.end_reasons:
            return ResultProblem(self.reason, {"reason": end_reason})
        return None

    @staticmethod
    def conceded_problem(results: Sequence[str], end_reason: str | None) -> ResultProblem | None:
        """A conceded game that nobody won."""
        if end_reason == "conceded" and "win" not in results:
            return ResultProblem(CONCEDED_WITHOUT_WINNER)
        return None
