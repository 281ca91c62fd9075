"""Swiss tournaments on the database (SQLite and PostgreSQL): registration with a list,
late entries, drops, seeded and random round 1, byes, swaps, re-pairing, results and each
game's tie-breakers. No Qt. Rules quoted from ../shared/rules/tournaments.md (the digest)."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from typing import Any

import pytest

from app.campaign.campaigns import campaign_by_name, create_campaign, update_campaign
from app.campaign.errors import NotATournamentError, TournamentError
from app.campaign.games import record_game
from app.campaign.records import CampaignInfo, Scoring, SeatResult
from app.campaign.tournament import service as swiss
from app.campaign.tournament.standings import Event, TableResult, compute
from app.systems import scored
from tests.campaign.conftest import roster

NAMES = ("Ann", "Bob", "Cid", "Dee", "Eve")


@pytest.fixture
def event(database: Any) -> CampaignInfo:
    info = swiss.create_tournament(database, "Saturday", "shatterpoint", rounds=3)
    for name in NAMES:
        swiss.register(database, info, name)
    return info


def _report_all(database: Any, info: CampaignInfo, number: int) -> None:
    """The first-named player of each table wins 2 struggles to 1."""
    current = swiss.rounds(database, info.id)[number - 1]
    for table in current.tables:
        if not table.is_bye:
            swiss.report(database, info, number, table.number, table.names[0], (2, 1))


def test_a_tournament_is_a_campaign_of_kind_swiss_and_leagues_stay_leagues(
    database: Any, event: CampaignInfo
) -> None:
    league = create_campaign(database, "Spring League", "shatterpoint")
    assert (event.kind, event.rounds) == ("swiss", 3)
    assert campaign_by_name(database, "Spring League").kind == "league"
    assert league.kind == "league"
    with pytest.raises(NotATournamentError):
        swiss.tournament_by_name(database, "Spring League")
    assert swiss.tournament_by_name(database, "saturday").id == event.id


def test_round_one_is_random_from_a_recorded_seed_and_repeats_with_it(database: Any) -> None:
    orders = []
    for name in ("Day one", "Day one again"):
        info = swiss.create_tournament(database, name, "legion")
        for player in NAMES:
            swiss.register(database, info, player)
        first = swiss.pair_next_round(database, info, seed=42)
        assert first.seed == 42
        orders.append(first.to_json())
    assert orders[0] == orders[1]
    assert len(orders[0]["tables"]) == 2 and orders[0]["bye"] in NAMES


def test_a_given_seeding_pairs_one_against_two(database: Any) -> None:
    info = swiss.create_tournament(database, "Seeded", "flashpoint")
    for seed, name in enumerate(("Dee", "Ann", "Cid", "Bob"), start=1):
        swiss.register(database, info, name, seed=seed)
    tables = swiss.pair_next_round(database, info).to_json()["tables"]
    assert [t["players"] for t in tables] == [["Dee", "Ann"], ["Cid", "Bob"]]


def test_a_bye_scores_as_a_win_counted_in_byes_and_its_value_can_change(
    database: Any, event: CampaignInfo
) -> None:
    # tournaments.md, "Pairing": "the bye goes to the lowest-ranked player who has not had one".
    first = swiss.pair_next_round(database, event, seed=1)
    bye = first.to_json()["bye"]
    _report_all(database, event, 1)
    row = next(r for r in swiss.standings(database, event) if r.player == bye)
    # A Shatterpoint bye: "a win, recorded as 2 struggles won against 0" (tournaments.md).
    assert (row.points, row.wins, row.byes, row.tie_breakers["struggles_won"]) == (3, 0, 1, 2)
    update_campaign(database, replace(event, bye_points=1))
    changed = swiss.tournament_by_name(database, "Saturday")
    row = next(r for r in swiss.standings(database, changed) if r.player == bye)
    assert row.points == 1
    second = swiss.pair_next_round(database, changed, seed=1)
    assert second.to_json()["bye"] != bye  # nobody has a second bye while others have none


def test_results_per_table_draws_and_corrections_make_the_standings(
    database: Any, event: CampaignInfo
) -> None:
    first = swiss.pair_next_round(database, event, seed=3)
    played = [t for t in first.tables if not t.is_bye]
    swiss.report(database, event, 1, played[0].number, "draw", (1, 1))
    swiss.report(database, event, 1, played[1].number, played[1].names[1] or "", (0, 2))
    table = {r.player: r for r in swiss.standings(database, event)}
    assert table[played[0].names[0]].draws == 1 and table[played[0].names[0]].points == 1
    assert table[played[1].names[1] or ""].wins == 1
    # The organiser corrects table 1: its first player won after all.
    swiss.report(database, event, 1, played[0].number, played[0].names[0], (2, 0))
    table = {r.player: r for r in swiss.standings(database, event)}
    assert (table[played[0].names[0]].points, table[played[0].names[0]].draws) == (3, 0)
    assert table[played[0].names[1] or ""].losses == 1
    elsewhere = next(name for name in NAMES if name not in played[0].names)
    with pytest.raises(TournamentError):
        swiss.report(database, event, 1, played[0].number, elsewhere, (2, 0))


def test_a_round_is_paired_only_once_the_last_one_has_every_result(
    database: Any, event: CampaignInfo
) -> None:
    swiss.pair_next_round(database, event, seed=5)
    with pytest.raises(TournamentError):
        swiss.pair_next_round(database, event)
    _report_all(database, event, 1)
    swiss.pair_next_round(database, event, seed=5)
    _report_all(database, event, 2)
    swiss.pair_next_round(database, event, seed=5)
    _report_all(database, event, 3)
    with pytest.raises(TournamentError):  # all 3 rounds paired
        swiss.pair_next_round(database, event)


def test_late_entries_drops_and_re_pairing_an_unplayed_round(
    database: Any, event: CampaignInfo
) -> None:
    swiss.pair_next_round(database, event, seed=7)
    swiss.register(database, event, "Fay")  # arrives before any result: pair again
    again = swiss.repair_round(database, event, seed=7)
    seated = {n for t in again.tables for n in t.names if n}
    assert seated == {*NAMES, "Fay"} and again.number == 1
    _report_all(database, event, 1)
    swiss.drop(database, event, "Ann")
    second = swiss.pair_next_round(database, event, seed=7)
    assert "Ann" not in {n for t in second.tables for n in t.names}
    swiss.report(database, event, 2, second.tables[0].number, second.tables[0].names[0])
    with pytest.raises(TournamentError):  # a round with a result cannot be paired again
        swiss.repair_round(database, event)
    with pytest.raises(TournamentError):  # nor take a new player in the middle
        swiss.register(database, event, "Gus")
    assert next(r for r in swiss.standings(database, event) if r.player == "Ann").dropped


def test_a_swap_before_the_round_starts_warns_of_the_rematch_it_makes(
    database: Any, event: CampaignInfo
) -> None:
    first = swiss.pair_next_round(database, event, seed=11)
    _report_all(database, event, 1)
    second = swiss.pair_next_round(database, event, seed=11)
    assert not any(t.rematch for t in second.tables)
    opponents = {t.names[0]: t.names[1] for t in first.tables if not t.is_bye}
    one, other = next(iter(opponents.items()))
    assert other is not None
    # Seat ``other`` where ``one``'s round-2 opponent sits: they meet again.
    table = next(t for t in second.tables if one in t.names and not t.is_bye)
    rival = table.names[1] if table.names[0] == one else table.names[0]
    assert rival is not None
    if rival != other:
        warnings = swiss.swap(database, event, rival, other)
        assert any({one, other} == set(pair) for pair in warnings)
    swiss.report(database, event, 2, second.tables[0].number, "draw")
    with pytest.raises(TournamentError):
        swiss.swap(database, event, one, other)


def test_a_list_is_registered_and_checked_by_the_game_s_rules(
    database: Any, event: CampaignInfo, workspace: Any
) -> None:
    catalog = workspace.catalog("shatterpoint")
    primary = next(u for u in catalog.units.values() if u.type == "primary")
    swiss.register(database, event, "Ann", roster("Odd list", (primary.id, "", "")))
    swiss.register(database, event, "Bob", roster("Bob's list", ("no-such-unit", "", "")))
    listed = {e.name: e for e in swiss.entries(database, event, workspace.catalog, "en")}
    assert listed["Ann"].list_name == "Odd list" and listed["Ann"].legal is False
    assert listed["Bob"].legal is False and listed["Bob"].problems
    assert listed["Cid"].legal is None  # no list registered
    with pytest.raises(TournamentError):  # another game's list
        swiss.register(database, event, "Cid", replace(roster("x"), system="legion"))


def _two_rounds(tie_breakers: tuple[str, ...], fields: Any = ()) -> dict[str, Any]:
    """A, B, C, D over two rounds: A beats B 5–2 and C 4–4 draws D, then A beats C 3–1 and
    D beats B 6–0; E had the bye in round 1 and lost to nobody."""
    results = [
        TableResult(1, (1, 2), ("win", "loss"), (5, 2)),
        TableResult(1, (3, 4), ("draw", "draw"), (4, 4)),
        TableResult(2, (1, 3), ("win", "loss"), (3, 1)),
        TableResult(2, (4, 2), ("win", "loss"), (6, 0)),
    ]
    names = {1: "A", 2: "B", 3: "C", 4: "D", 5: "E"}
    event = Event(names, results, [(1, 5)], Scoring(3, 1, 0), 3, tie_breakers, fields)
    return {row.player: row for row in compute(event)}


def test_legion_strength_of_schedule_extended_and_margin_of_victory() -> None:
    # tournaments.md: "Strength of schedule: for each opponent, their tournament points
    # divided by the rounds they played; add these up and divide by the number of opponents."
    codes = tuple(scored("legion").league_score().tournament)
    assert codes[:3] == (
        "margin_of_victory",
        "strength_of_schedule",
        "extended_strength_of_schedule",
    )
    rows = _two_rounds(codes)
    # A met B (0 points over 2 rounds) and C (1 over 2): (0 + 0.5) / 2.
    assert rows["A"].tie_breakers["strength_of_schedule"] == 0.25
    # B met A (6/2 = 3) and D (4/2 = 2): 2.5; C met D (2) and A (3): 2.5; ESoS of A: 2.5.
    assert rows["A"].tie_breakers["extended_strength_of_schedule"] == 2.5
    assert rows["A"].tie_breakers["margin_of_victory"] == (5 - 2) + (3 - 1)
    # "Byes are left out of these averages": E met nobody.
    assert rows["E"].tie_breakers["strength_of_schedule"] == 0.0
    assert rows["E"].opponents_points == 0 and rows["E"].points == 3


def test_opponents_points_and_shatterpoint_average_opponent_points() -> None:
    # tournaments.md: "opponents' match points (the sum of the opponents' tournament points;
    # a bye adds nothing)".
    codes = tuple(scored("shatterpoint").league_score().tournament)
    assert codes == ("struggles_won", "average_opponent_points", "opponents_points")
    rows = _two_rounds(codes, scored("shatterpoint").score_fields())
    assert rows["A"].opponents_points == 0 + 1
    assert rows["D"].opponents_points == 1 + 0
    assert rows["D"].tie_breakers["average_opponent_points"] == 0.5
    assert rows["D"].tie_breakers["struggles_won"] == 10
    # A 6 points, D 4 (a draw and a win), E 3 (the bye), C 1, B 0.
    assert [rows[p].rank for p in "ADECB"] == [1, 2, 3, 4, 5]


@pytest.mark.parametrize("game", ["flashpoint", "starcraft"])
def test_flashpoint_and_starcraft_use_their_league_tie_breakers(game: str) -> None:
    league = scored(game).league_score()
    assert tuple(league.tournament) == (*league.tie_breakers, "opponents_points")


def test_a_drop_and_a_pairing_can_be_undone(database: Any, event: CampaignInfo) -> None:
    before = swiss.drop(database, event, "Bob")
    assert next(e for e in swiss.entries(database, event) if e.name == "Bob").dropped
    swiss.restore_drop(database, event, "Bob", before)
    assert not next(e for e in swiss.entries(database, event) if e.name == "Bob").dropped
    swiss.pair_next_round(database, event, seed=2)
    assert swiss.unpair_round(database, event).number == 1
    assert swiss.rounds(database, event.id) == []


def test_a_tracked_game_between_paired_players_reports_their_table(
    database: Any, event: CampaignInfo
) -> None:
    first = swiss.pair_next_round(database, event, seed=9)
    table = next(t for t in first.tables if not t.is_bye)
    ids = table.players
    seats = [SeatResult(ids[1], "win", 2), SeatResult(ids[0], "loss", 1)]  # type: ignore[arg-type]
    record_game(database, event.id, date(2026, 11, 28), seats, source="tracker", tracked_game_id=77)
    reported = swiss.rounds(database, event.id)[0]
    linked = next(t for t in reported.tables if t.number == table.number)
    assert linked.reported and linked.results == ("loss", "win")
    row = next(r for r in swiss.standings(database, event) if r.player_id == ids[1])
    assert (row.wins, row.points) == (1, 3)
