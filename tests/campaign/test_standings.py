"""Standings arithmetic: points, struggles, and each tie-breaker on its own."""

from __future__ import annotations

from datetime import date

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.campaign.records import TIE_BREAKERS, Scoring
from app.campaign.standings import SeatRow, compute_standings
from tests.profiles import examples

NAMES = {1: "Ann", 2: "Bob", 3: "Cid", 4: "Dee"}


class Games:
    """Builds seat rows game by game: ``add(winner, loser, s_w, s_l)`` or a draw."""

    def __init__(self) -> None:
        self.rows: list[SeatRow] = []
        self.next_id = 1

    def win(self, winner: int, loser: int, won: int = 2, lost: int = 0) -> Games:
        day = date(2026, 1, self.next_id % 28 + 1)
        self.rows += [
            SeatRow(self.next_id, day, winner, "win", won),
            SeatRow(self.next_id, day, loser, "loss", lost),
        ]
        self.next_id += 1
        return self

    def draw(self, a: int, b: int, sa: int = 1, sb: int = 1) -> Games:
        day = date(2026, 1, self.next_id % 28 + 1)
        self.rows += [
            SeatRow(self.next_id, day, a, "draw", sa),
            SeatRow(self.next_id, day, b, "draw", sb),
        ]
        self.next_id += 1
        return self


def table(games: Games, scoring: Scoring) -> list[tuple[int, str, int]]:
    return [(s.rank, s.player, s.points) for s in compute_standings(games.rows, NAMES, scoring)]


def test_points_and_figures_follow_the_scoring() -> None:
    games = Games().win(1, 2, 2, 1).draw(1, 3, 1, 1).win(3, 2, 2, 0)
    result = {s.player: s for s in compute_standings(games.rows, NAMES, Scoring())}
    ann, bob, cid, dee = (result[n] for n in ("Ann", "Bob", "Cid", "Dee"))
    assert (ann.played, ann.won, ann.drawn, ann.lost, ann.points) == (2, 1, 1, 0, 4)
    assert (ann.scores_for, ann.scores_against, ann.score_difference) == (3, 2, 1)
    assert (bob.played, bob.won, bob.lost, bob.points) == (2, 0, 2, 0)
    assert (bob.scores_for, bob.scores_against) == (1, 4)
    assert (cid.points, cid.scores_for, cid.scores_against) == (4, 3, 1)
    # Dee has not played: 0 points but a better difference (0) than Bob (-3).
    assert (dee.played, dee.points, dee.rank, bob.rank) == (0, 0, 3, 4)
    assert (cid.rank, ann.rank) == (1, 2)
    custom = {s.player: s.points for s in compute_standings(games.rows, NAMES, Scoring(2, 1, 1))}
    assert custom == {"Ann": 3, "Bob": 2, "Cid": 3, "Dee": 0}


def test_score_difference_breaks_a_tie_on_points() -> None:
    games = Games().win(1, 3, 2, 1).win(2, 4, 2, 0)
    scoring = Scoring(tie_breakers=("score_difference",))
    assert table(games, scoring)[:2] == [(1, "Bob", 3), (2, "Ann", 3)]


def test_scores_for_breaks_a_tie_on_difference() -> None:
    # Both +1, but Ann won more struggles.
    games = Games().win(1, 3, 3, 2).win(2, 4, 2, 1)
    scoring = Scoring(tie_breakers=("score_difference", "scores_for"))
    assert table(games, scoring)[:2] == [(1, "Ann", 3), (2, "Bob", 3)]
    only_difference = Scoring(tie_breakers=("score_difference",))
    assert table(games, only_difference)[:2] == [(1, "Ann", 3), (1, "Bob", 3)]


def test_head_to_head_counts_only_games_between_the_tied_players() -> None:
    # Ann and Bob both have 6 points and the same struggles; Bob beat Ann.
    games = Games().win(2, 1, 2, 1).win(1, 3, 2, 1).win(1, 4, 2, 1).win(3, 2, 2, 1).win(2, 4, 2, 1)
    ranked = table(games, Scoring(tie_breakers=("head_to_head",)))
    assert ranked[:2] == [(1, "Bob", 6), (2, "Ann", 6)]


def test_games_won_prefers_wins_over_draws() -> None:
    # Ann: 1 win + 0 draws = 3; Bob: 3 draws = 3.
    games = Games().win(1, 3, 2, 1).draw(2, 3).draw(2, 4).draw(2, 4)
    ranked = table(games, Scoring(tie_breakers=("games_won",)))
    assert ranked[:2] == [(1, "Ann", 3), (2, "Bob", 3)]


def test_opponents_points_rewards_the_harder_schedule() -> None:
    # Ann, Bob and Cid have 3 points each. Ann met Cid (3 points), Cid met Ann and Dee (3 + 0),
    # Bob only met Dee (0).
    games = Games().win(1, 3, 2, 1).win(2, 4, 2, 1).win(3, 4, 2, 1)
    ranked = table(games, Scoring(tie_breakers=("opponents_points",)))
    assert ranked[:3] == [(1, "Ann", 3), (1, "Cid", 3), (3, "Bob", 3)]


def test_tie_breakers_apply_in_the_campaign_order() -> None:
    # Ann: difference +2, 2 struggles; Bob: difference +1, 3 struggles.
    games = Games().win(1, 3, 2, 0).win(2, 4, 3, 2)
    assert table(games, Scoring(tie_breakers=("score_difference", "scores_for")))[0][1] == ("Ann")
    assert table(games, Scoring(tie_breakers=("scores_for", "score_difference")))[0][1] == ("Bob")


def test_players_tied_on_everything_share_a_rank_and_are_listed_by_name() -> None:
    games = Games().draw(2, 1).draw(3, 4)
    ranked = table(games, Scoring())
    assert ranked == [(1, "Ann", 1), (1, "Bob", 1), (1, "Cid", 1), (1, "Dee", 1)]


@pytest.mark.parametrize("breakers", [(), ("head_to_head", "games_won")])
def test_a_three_way_tie_is_split_by_the_mini_league(breakers: tuple[str, ...]) -> None:
    # Ann, Bob and Cid each beat one of the others: head-to-head cannot split them.
    games = Games().win(1, 2, 2, 1).win(2, 3, 2, 1).win(3, 1, 2, 1)
    ranked = table(games, Scoring(tie_breakers=breakers))
    assert [r[0] for r in ranked] == [1, 1, 1, 4]


def test_multiplayer_game_counts_every_other_seat_against() -> None:
    day = date(2026, 2, 1)
    rows = [
        SeatRow(1, day, 1, "win", 3),
        SeatRow(1, day, 2, "loss", 1),
        SeatRow(1, day, 3, "loss", 2),
    ]
    result = {s.player: s for s in compute_standings(rows, NAMES, Scoring())}
    assert (result["Ann"].scores_for, result["Ann"].scores_against) == (3, 3)
    assert (result["Cid"].scores_for, result["Cid"].scores_against) == (2, 4)
    assert result["Ann"].to_json() == {
        "rank": 1,
        "player": "Ann",
        "played": 1,
        "won": 1,
        "drawn": 0,
        "lost": 0,
        "points": 3,
        "scores_for": 3,
        "scores_against": 3,
    }


@settings(max_examples=examples(40), deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from([(1, 2), (2, 3), (3, 4), (1, 4), (2, 4), (1, 3)]),
            st.sampled_from(["win", "loss", "draw"]),
            st.integers(0, 2),
            st.integers(0, 2),
        ),
        max_size=30,
    ),
    st.permutations(list(TIE_BREAKERS)),
)
def test_standings_invariants(games: list, breakers: list[str]) -> None:
    built = Games()
    for (a, b), outcome, sa, sb in games:
        if outcome == "draw":
            built.draw(a, b, sa, sb)
        elif outcome == "win":
            built.win(a, b, sa, sb)
        else:
            built.win(b, a, sb, sa)
    scoring = Scoring(tie_breakers=tuple(breakers))
    table = compute_standings(built.rows, NAMES, scoring)
    assert sorted(s.player for s in table) == sorted(NAMES.values())
    assert all(s.played == s.won + s.drawn + s.lost for s in table)
    assert sum(s.won for s in table) == sum(s.lost for s in table)
    assert sum(s.scores_for for s in table) == sum(s.scores_against for s in table)
    assert sum(s.played for s in table) == 2 * len(games)
    assert [s.points for s in table] == sorted((s.points for s in table), reverse=True)
    ranks = [s.rank for s in table]
    assert ranks[0] == 1 and ranks == sorted(ranks)
    for position, entry in enumerate(table, start=1):
        assert entry.rank <= position
