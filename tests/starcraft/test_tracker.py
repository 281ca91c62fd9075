"""The StarCraft table assistant: set-up, rounds, bookkeeping, victories and tie-breakers."""

import random

import pytest

from app.systems.starcraft.tracker import (
    blocked,
    cp_needed,
    event_deck,
    forces_missing,
    new_setup,
    next_regroup_step,
    special_orders_allowed,
    summary,
)
from app.systems.starcraft.tracker.state import top_epoch
from app.tracker.errors import EventRejected, GameSetupError
from tests.starcraft.helpers import HOMES, start

# --- set-up ---------------------------------------------------------------------------------


def test_starting_forces_are_entered_before_the_first_round():
    table = start(["mengsk", "overmind"])
    assert forces_missing(table.state) == [0, 1]  # the pack does not know them
    table.do(
        "starting_forces",
        player=0,
        units={"marine": 4, "goliath": 1},
        transports=["Chau Sara–Helios"],
    )
    state = table.do("starting_forces", player=1, units={"zergling": 3}, buildings={"hatchery": 1})
    assert forces_missing(state) == []
    assert state.players[0].units == {"marine": 4, "goliath": 1}
    assert state.players[0].transports == ["Chau Sara–Helios"]
    assert state.players[0].buildings == {"barracks": 1}  # the printed building stays
    assert state.players[1].buildings == {"hatchery": 1}
    # Entered again: replaced, not added.
    state = table.do("starting_forces", player=0, units={"marine": 2})
    assert state.players[0].units == {"marine": 2}
    with pytest.raises(EventRejected, match="not a unit of this faction"):
        table.try_("starting_forces", player=0, units={"zealot": 1})
    with pytest.raises(EventRejected, match="6 Marine, no more"):
        table.try_("starting_forces", player=0, units={"marine": 7})
    with pytest.raises(EventRejected, match="level 1"):
        table.try_("starting_forces", player=1, buildings={"spire": 2})
    table.do("round_started")
    with pytest.raises(EventRejected, match="before the first round"):
        table.try_("starting_forces", player=0, units={"marine": 1})


@pytest.mark.parametrize(("players", "removed"), [(6, 0), (5, 5), (4, 10), (3, 15), (2, 20)])
def test_event_deck_is_trimmed_by_player_count(players, removed):
    deck = event_deck(players)
    assert deck == {"I": 25 - removed, "II": 25 - removed, "III": 20}


def test_galactic_conquest_removes_the_end_is_near():
    assert event_deck(4, "galactic_conquest")["III"] == 17
    table = start(["raynor", "overmind"], variant="galactic_conquest")
    assert table.state.setup.end_is_near_cards == 0


def test_random_factions_are_drawn_and_recorded():
    setup = new_setup(
        [("Ann", None), ("Bo", None), ("Cy", None)],
        faction_choice="random",
        starts=[{"bases": ["A"]}, {"bases": ["B"]}, {"bases": ["C"]}],
        rng=random.Random(4),
    )
    assert setup.faction_draw == [p.faction for p in setup.players]
    assert len(set(setup.faction_draw)) == 3
    assert setup.first_player_drawn and 0 <= setup.first_player < 3


def test_setup_refuses_bad_player_counts_and_teams():
    with pytest.raises(GameSetupError):
        new_setup([("Ann", "raynor")], starts=[{"bases": ["A"]}])
    with pytest.raises(GameSetupError):
        start(["raynor", "overmind", "aldaris"], teams=True)
    with pytest.raises(GameSetupError):
        new_setup([("A", "raynor"), ("B", "raynor")], starts=[{"bases": ["A"]}] * 2)


def test_start_takes_the_sheet_and_the_rulebook_defaults():
    table = start(["mengsk", "aldaris", "overmind"])
    mengsk, aldaris, overmind = table.state.players
    # The Zerg printed building is not named in the text: the players give it.
    assert overmind.buildings == {} and overmind.hand == 6
    assert mengsk.buildings == {"barracks": 1} and mengsk.hand == 8
    assert aldaris.buildings == {"gateway": 1} and aldaris.hand == 6
    assert mengsk.resource_total == 3 and mengsk.reserve == 4


# --- planning and execution ----------------------------------------------------------------


def test_four_orders_each_in_turn_order_from_the_first_player():
    table = start(["raynor", "overmind", "aldaris"], first_player=1)
    table.do("round_started")
    turns = []
    while table.state.phase == "planning":
        turns.append(table.state.turn)
        table.do("order_placed", planet=HOMES[table.state.turn])
    assert turns == [1, 2, 0] * 4
    assert table.state.phase == "execution" and table.state.turn == 1


def test_no_special_order_in_round_one_and_at_most_one_per_rd_module():
    table = start(["raynor", "overmind"], first_player=1)
    table.do("round_started")
    with pytest.raises(EventRejected, match="first round"):
        table.try_("order_placed", planet="Chau Sara", special=True)
    table.place_all()
    table.execute_all()
    table.regroup([0, 0])
    table.do("round_started")
    assert special_orders_allowed(table.state, 0) == 0
    with pytest.raises(EventRejected, match="Research & Development"):
        table.try_("order_placed", planet="Chau Sara", special=True)
    table.do("player_corrected", player=0, modules={"research": 1})
    assert special_orders_allowed(table.state, 0) == 1
    table.do("order_placed", planet="Chau Sara", special=True)
    table.do("order_placed", planet="Helios")
    assert special_orders_allowed(table.state, 0) == 0
    with pytest.raises(EventRejected, match="Research & Development"):
        table.try_("order_placed", planet="Chau Sara", special=True)


def test_blocked_player_draws_an_event_and_play_moves_clockwise():
    table = start(["raynor", "overmind"])
    table.do("round_started")
    for _ in range(4):
        table.do("order_placed", planet="Chau Sara")  # Ann
        table.do("order_placed", planet="Chau Sara")  # Bo, on top of Ann's
    assert table.state.turn == 0 and blocked(table.state)
    with pytest.raises(EventRejected, match="no order on top"):
        table.try_("order_revealed", planet="Chau Sara", order="research", outcome="event")
    table.do("player_blocked")
    assert table.state.players[0].events_held == 1
    assert table.state.turn == 1
    with pytest.raises(EventRejected, match="not blocked"):
        table.try_("player_blocked")
    table.do("order_revealed", planet="Chau Sara", order="research", outcome="event")
    assert table.state.players[1].events_held == 1 and table.state.turn == 0


def test_regrouping_waits_for_every_order_and_goes_step_by_step():
    table = start(["raynor", "overmind"])
    table.plan_at_home()
    with pytest.raises(EventRejected, match="every order"):
        table.try_("regroup_step", step=1)
    table.execute_all()
    assert next_regroup_step(table.state) == 1
    table.do("regroup_step", step=1)
    with pytest.raises(EventRejected, match="step 2"):
        table.try_("regroup_step", step=3)
    with pytest.raises(EventRejected, match='no field "cp"'):
        table.try_("regroup_step", step=2, cp=[1, 1])


def test_the_first_player_token_passes_left():
    table = start(["raynor", "overmind", "aldaris"], first_player=2)
    table.round([0, 0, 0])
    assert table.state.first_player == 0


# --- building and research ---------------------------------------------------------------


def test_built_follows_the_planner_and_the_open_order():
    table = start(["aldaris", "overmind"])
    table.plan_at_home()
    table.do("order_revealed", planet="Chau Sara", order="construction", outcome="executed")
    with pytest.raises(EventRejected, match="build limit"):
        table.try_("built", units={"zealot": 3})
    table.gather(0, minerals=9, gas=2)
    table.do("built", units={"zealot": 2}, building="gateway", module="research")
    aldaris = table.state.players[0]
    assert aldaris.units == {"zealot": 2}
    assert aldaris.buildings == {"gateway": 2} and aldaris.modules == {"research": 1}
    with pytest.raises(EventRejected, match="already built"):
        table.try_("built", units={"zealot": 1})
    # Bo's order is a Research order: nothing to build with it.
    table.do("order_revealed", planet="Helios", order="research", outcome="executed")
    with pytest.raises(EventRejected, match="Build order"):
        table.try_("built", units={"zergling": 1})
    table.do("researched", cards=3)
    assert table.state.players[1].hand == 9
    assert table.state.players[1].events_held == 1


def test_zerg_build_limit_is_twice_the_building_types():
    table = start(["overmind", "raynor"])
    table.do("player_corrected", player=0, buildings={"hatchery": 1, "spire": 1})
    table.plan_at_home()
    table.do("order_revealed", planet="Chau Sara", order="construction", outcome="executed")
    with pytest.raises(EventRejected, match="build limit of 4"):
        table.try_("built", units={"zergling": 5})
    table.do("built", units={"zergling": 4})


def test_a_tech_requisite_unit_destroys_its_sacrifice():
    table = start(["aldaris", "raynor"])
    table.do("player_corrected", player=0, units={"high-templar": 2}, techs=["mobilise-archons"])
    table.plan_at_home()
    table.do("order_revealed", planet="Chau Sara", order="construction", outcome="executed")
    with pytest.raises(EventRejected, match="destroys 2 friendly"):
        table.try_("built", units={"archon": 1})
    table.gather(0, gas=1)
    table.do("built", units={"archon": 1}, sacrificed={"high-templar": 2})
    assert table.state.players[0].units == {"archon": 1}


# --- workers and overexploitation ---------------------------------------------------------


def test_overexploitation_flips_then_exhausts():
    table = start(["raynor", "overmind"], first_player=1)
    table.round(
        [0, 0], cards_gained=[[0, {"id": "Torus 1", "resource": "minerals", "capacity": 2}]]
    )
    table.do("player_corrected", player=0, reserve=6)
    table.plan_at_home()
    table.do("order_revealed", planet="Chau Sara", order="construction", outcome="executed")
    with pytest.raises(EventRejected, match="permanent resource"):
        table.try_("workers_assigned", player=0, card="permanent 1", workers=3)
    with pytest.raises(EventRejected, match="At most 4"):
        table.try_("workers_assigned", player=0, card="Torus 1", workers=5)
    table.do("workers_assigned", player=0, card="Torus 1", workers=3)
    card = next(c for c in table.state.players[0].resources if c.id == "Torus 1")
    assert card.side == "partial" and table.state.exhausted == {"Torus 1": "partial"}
    table.do("workers_assigned", player=0, card="Torus 1", workers=1)
    ann = table.state.players[0]
    assert all(c.id != "Torus 1" for c in ann.resources)
    assert table.state.exhausted == {"Torus 1": "exhausted"}
    assert ann.unavailable == 4 and ann.reserve == 2 and ann.workers == 6
    with pytest.raises(EventRejected, match="Only 2 workers"):
        table.try_("workers_assigned", player=0, card="permanent 1", workers=3)


def test_workers_come_back_at_step_4_and_lost_cards_destroy_theirs():
    table = start(["raynor", "overmind"], first_player=1)
    table.round([0, 0], cards_gained=[[0, {"id": "Torus 1", "resource": "gas", "capacity": 2}]])
    table.plan_at_home()
    table.do("order_revealed", planet="Chau Sara", order="construction", outcome="executed")
    table.do("workers_assigned", player=0, card="Torus 1", workers=2)
    table.do("workers_assigned", player=0, card="permanent 1", workers=1)
    table.execute_all()
    table.do("regroup_step", step=1)
    table.do("regroup_step", step=2, cards_lost=[[0, "Torus 1"]])
    table.do("regroup_step", step=3)
    table.do("regroup_step", step=4)
    ann = table.state.players[0]
    assert ann.reserve == 2 and ann.on_cards == 0 and ann.unavailable == 0


# --- victories -------------------------------------------------------------------------------


def test_normal_victory_at_15_checked_at_step_6():
    table = start(["raynor", "overmind", "tassadar"])
    table.round([10, 3, 4])
    assert not table.state.finished
    table.round([5, 3, 4])
    assert table.state.finished and table.state.winners == [0]
    assert table.state.end_reason == "conquest" and table.state.step == 6


def test_aldaris_opponents_need_20():
    table = start(["raynor", "aldaris", "overmind"])
    assert cp_needed(table.state, 0) == 20 and cp_needed(table.state, 1) == 15
    table.round([16, 14, 0])
    assert not table.state.finished
    table.round([0, 1, 0])
    assert table.state.winners == [1]


@pytest.mark.parametrize(
    ("field", "values", "winner"),
    [
        ("cp", [16, 15], 0),
        ("resources", [3, 5], 1),
        ("zones", [2, 1], 0),
        ("bases", [1, 2], 1),
        ("reserve", [3, 1], 0),
    ],
)
def test_tie_breakers_in_the_rules_order(field, values, winner):
    table = start(["raynor", "overmind"])
    cp = [15, 15]
    zones = [1, 1]
    if field == "cp":
        cp = values
    if field == "resources":
        table.do(
            "player_corrected", player=1, reserve=4
        )  # equal workers; resources differ by the cards below
    if field == "zones":
        zones = values
    if field == "bases":
        table.do("player_corrected", player=1, bases=["Helios", "Aiur"])
    if field == "reserve":
        table.do("player_corrected", player=0, reserve=values[0])
        table.do("player_corrected", player=1, reserve=values[1])
    gained = []
    if field == "resources":
        gained = [[1, {"id": "Aiur 1", "resource": "gas", "capacity": 2}]]
    table.round(cp, zones, cards_gained=gained)
    assert table.state.finished and table.state.winners == [winner]


def test_a_tie_that_survives_every_breaker_is_shared():
    table = start(["raynor", "overmind"])
    table.round([15, 15], [1, 1])
    assert table.state.winners == [0, 1]
    assert table.state.end_reason == "conquest"


def test_overmind_special_victory_needs_epoch_iii():
    table = start(["overmind", "raynor"])
    table.do("player_corrected", player=0, bases=["Chau Sara", "Helios", "Torus"])
    table.round([0, 0])
    assert not table.state.finished  # epoch I: the objective does not count yet
    table.plan_at_home()
    table.execute_all()
    table.do("regroup_step", step=1)
    for step in (2, 3, 4):
        table.do("regroup_step", step=step)
    table.do("regroup_step", step=5, cp=[0, 0])
    table.do("regroup_step", step=6)
    with pytest.raises(EventRejected, match="epoch III"):
        table.try_("regroup_step", step=7, achieved=[0])
    # Deep in the deck: the top card is of epoch III.
    table.state.events_drawn = 10
    assert top_epoch(table.state) == "III"
    table.do("regroup_step", step=7)
    assert table.state.winners == [0] and table.state.end_reason == "special"


def test_a_claimed_objective_muster_can_check_is_checked():
    table = start(["overmind", "raynor"])
    table.state.events_drawn = 10
    table.plan_at_home()
    table.execute_all()
    for step in (1, 2, 3, 4):
        table.do("regroup_step", step=step)
    table.do("regroup_step", step=5, cp=[0, 0])
    table.do("regroup_step", step=6)
    with pytest.raises(EventRejected, match="not met"):
        table.try_("regroup_step", step=7, achieved=[0])
    # Raynor's objective is on his sheet: the players say it is met.
    table.do("regroup_step", step=7, achieved=[1])
    assert table.state.winners == [1]


def test_two_special_victories_go_to_the_most_cp():
    table = start(["raynor", "tassadar", "mengsk"])
    table.state.events_drawn = 30
    table.round([3, 5, 1], achieved=[0, 1])
    assert table.state.winners == [1]


def test_end_game_at_two_end_is_near_cards():
    table = start(["raynor", "overmind", "tassadar"])
    table.reach_epoch_three(2)
    table.state.players[0].events_held = 1
    table.state.players[1].events_held = 1
    table.round([1, 0, 0], played=[True, True, False], end_is_near=1)
    assert not table.state.finished and table.state.end_is_near == 1
    table.state.players[2].events_held = 1
    table.round([0, 4, 0], played=[False, False, True], end_is_near=1)
    assert table.state.finished and table.state.end_reason == "end_game"
    assert table.state.winners == [1]  # 4 CP beats 1


def test_aldaris_wins_the_end_game_whatever_the_cp():
    table = start(["raynor", "aldaris"])
    table.reach_epoch_three(2)
    table.state.players[0].events_held = 2
    table.round([10, 0], played=[True, False], end_is_near=2)
    assert table.state.winners == [1] and table.state.end_reason == "end_game"


def test_end_is_near_cannot_exceed_the_cards_drawn():
    table = start(["raynor", "overmind"])
    table.plan_at_home()
    table.execute_all()
    for step in range(1, 5):
        table.do("regroup_step", step=step)
    table.do("regroup_step", step=5, cp=[0, 0])
    table.do("regroup_step", step=6)
    table.do("regroup_step", step=7)
    with pytest.raises(EventRejected, match="cannot have been drawn"):
        table.try_("regroup_step", step=8, played=[False, False], end_is_near=1)


def test_elimination_ends_the_game_and_discards_orders():
    table = start(["raynor", "overmind", "tassadar"])
    table.plan_at_home()
    table.do("order_revealed", planet="Chau Sara", order="mobilisation", outcome="executed")
    table.do("units_destroyed", player=1, bases=["Helios"])
    bo = table.state.players[1]
    assert bo.eliminated and "Helios" not in table.state.stacks
    assert not table.state.finished
    table.do("units_destroyed", player=2, bases=["Torus"])
    assert table.state.finished and table.state.winners == [0]
    assert table.state.end_reason == "elimination"


def test_team_victory_at_30_and_40_against_aldaris():
    table = start(["raynor", "overmind", "tassadar", "mengsk"], teams=True)
    teams = [p.team for p in table.state.setup.players]
    assert teams == [0, 1, 0, 1]  # seated alternately
    assert cp_needed(table.state, 0) == 30
    table.round([14, 10, 14, 10])
    assert not table.state.finished  # 28 and 20
    table.round([1, 0, 1, 0])
    assert table.state.winners == [0, 2]
    # The league records it as one team's win: both its players win, the others lose.
    from app.campaign.records import check_seats
    from app.campaign.tracked import seats_from_result
    from app.systems.starcraft.tracker import result

    seats = seats_from_result(result(table.state))
    assert [(s.result, s.team) for s in seats] == [("win", 1), ("loss", 2), ("win", 1), ("loss", 2)]
    check_seats(seats)
    with_aldaris = start(["raynor", "aldaris", "tassadar", "mengsk"], teams=True)
    assert cp_needed(with_aldaris.state, 0) == 40 and cp_needed(with_aldaris.state, 1) == 30


def test_teammates_cannot_fight():
    table = start(["raynor", "overmind", "tassadar", "mengsk"], teams=True)
    table.plan_at_home()
    table.do("order_revealed", planet="Chau Sara", order="mobilisation", outcome="executed")
    with pytest.raises(EventRejected, match="teammate"):
        table.try_("battle_resolved", defender=2, losses=[{}, {}])


def test_galactic_conquest_scores_nothing():
    table = start(["raynor", "overmind"], variant="galactic_conquest")
    table.plan_at_home()
    table.execute_all()
    for step in range(1, 5):
        table.do("regroup_step", step=step)
    with pytest.raises(EventRejected, match="Galactic Conquest"):
        table.try_("regroup_step", step=5, cp=[1, 0])


def test_hand_limit_at_step_9():
    table = start(["raynor", "overmind"])
    table.plan_at_home()
    table.execute_all()
    for step in range(1, 5):
        table.do("regroup_step", step=step)
    table.do("regroup_step", step=5, cp=[0, 0])
    for step in (6, 7):
        table.do("regroup_step", step=step)
    table.do("regroup_step", step=8, played=[False, False])
    with pytest.raises(EventRejected, match="at most 6"):
        table.try_("regroup_step", step=9, hands=[8, 7])
    table.do("regroup_step", step=9, hands=[8, 6])  # Terran: 8


def test_finished_game_refuses_events_and_summary_says_so():
    table = start(["raynor", "overmind"])
    table.round([15, 0])
    with pytest.raises(EventRejected, match="over"):
        table.try_("round_started")
    text = summary(table.state, "en")
    assert "Finished: Ann" in text and "15 CP (+15)" in text


def test_unknown_fields_and_types_are_refused_with_a_sentence():
    table = start(["raynor", "overmind"])
    table.do("round_started")
    with pytest.raises(EventRejected, match='did you mean "planet"'):
        table.try_("order_placed", plnet="X")
    with pytest.raises(EventRejected, match="Unknown event type"):
        table.try_("order_exploded")


def test_a_correction_sets_resource_cards_and_workers_on_them():
    table = start(["raynor", "overmind"])
    cards = [
        {"id": "permanent 1", "resource": "minerals", "capacity": 2, "permanent": True},
        {"id": "Torus 1", "resource": "gas", "capacity": 2, "workers": 1, "side": "partial"},
    ]
    state = table.do("player_corrected", player=0, resources=cards, reserve=3)
    player = state.players[0]
    assert [(c.id, c.resource, c.capacity, c.workers, c.side) for c in player.resources] == [
        ("permanent 1", "minerals", 2, 0, "normal"),
        ("Torus 1", "gas", 2, 1, "partial"),
    ]
    assert player.workers == 4 and player.resource_total == 4
    for bad in (
        [{"id": "A", "resource": "ore", "capacity": 1}],
        [{"id": "A", "resource": "gas", "capacity": 0}],
        [{"id": "A", "resource": "gas", "capacity": 1}] * 2,
        [{"id": "A", "resource": "gas", "capacity": 1, "workers": -1}],
        [{"id": "A", "resource": "gas", "capacity": 1, "permanent": True, "side": "partial"}],
    ):
        with pytest.raises(EventRejected, match="resources"):
            table.try_("player_corrected", player=0, resources=bad)
    with pytest.raises(EventRejected, match="15 workers"):
        table.try_(
            "player_corrected",
            player=0,
            reserve=14,
            resources=[{"id": "A", "resource": "gas", "capacity": 1, "workers": 2}],
        )
