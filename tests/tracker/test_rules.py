"""One scenario per rule the tracker automates (rules digest §3)."""

from __future__ import annotations

import random

import pytest

from app.systems.shatterpoint import tracker as sp
from app.systems.shatterpoint.tracker_state import SHATTERPOINT_CARD, TrackerState
from app.tracker.errors import EventRejected
from tests.tracker.helpers import Table, make_setup

MAUL = "lord-maul"
ANAKIN = "general-anakin-skywalker"
REX = "cc-7567-captain-rex"


def _fresh(**kwargs: object) -> Table:
    return Table(make_setup(**kwargs))  # type: ignore[arg-type]


def _top_to(table: Table, player: int, card: str) -> None:
    """Puts ``card`` on top of the player's deck with a correction event (as a player would
    after shuffling their physical deck)."""
    deck = table.state.decks[player]
    order = [card] + [c for c in deck.deck if c != card]
    table.do("deck_corrected", {"player": player, "deck": order})


def test_initial_state_follows_setup_rules() -> None:
    state = _fresh().state
    assert state.struggle.token == 0
    assert state.struggle.momentum == [[8], [8]]
    assert [f.total for f in state.force] == [7, 6]  # Anakin 4 + Ahsoka 3; Maul 3 + Ventress 3
    assert all(f.available == f.total for f in state.force)
    assert all(len(d.deck) == 7 and SHATTERPOINT_CARD in d.deck for d in state.decks)
    assert [o.active for o in state.objectives] == [False, False, False]


def test_momentum_on_wounding_goes_to_the_opponent() -> None:
    table = _fresh()
    table.do("damage_dealt", {"player": 1, "unit": MAUL, "amount": 5})
    assert table.state.unit(1, MAUL).damage == 5  # type: ignore[union-attr]
    state = table.do("damage_dealt", {"player": 1, "unit": MAUL, "amount": 10})
    maul = state.unit(1, MAUL)
    assert maul is not None
    assert (maul.damage, maul.wounded) == (11, 1)
    assert state.struggle.momentum == [[8, 7], [8]]


def test_a_wounded_unit_cannot_suffer_damage() -> None:
    table = _fresh()
    table.do("damage_dealt", {"player": 1, "unit": MAUL, "amount": 11})
    with pytest.raises(EventRejected) as caught:
        table.do("damage_dealt", {"player": 1, "unit": MAUL, "amount": 1})
    assert "Wounded" in caught.value.message("en")
    assert caught.value.seq == 2


def test_momentum_fills_the_farthest_free_space_and_a_full_side_gains_nothing() -> None:
    table = _fresh()
    for _ in range(10):
        table.do("momentum_gained", {"player": 0})
    assert sorted(table.state.struggle.momentum[0]) == list(range(1, 9))
    assert table.state.struggle.claimed == [[], []]


def _play_to_turn_two(table: Table) -> None:
    table.do("struggle_card_revealed", {"card": "Phase I", "active": [0, 1, 2], "priority": 1})
    table.play_simple_turn([None, None, None])


def test_first_turn_has_no_struggle_move_and_no_momentum() -> None:
    table = _fresh()
    table.do("struggle_card_revealed", {"card": "Phase I", "active": [0, 1], "priority": None})
    state = table.play_simple_turn([0, 0, None])
    assert state.struggle.token == 0
    assert state.struggle.momentum == [[8], [8]]
    assert state.objectives[0].controller == 0


def test_centre_momentum_for_both_players() -> None:
    table = _fresh()
    _play_to_turn_two(table)
    state = table.play_simple_turn([None, None, None])  # turn 2, nobody controls anything
    assert state.struggle.token == 0
    assert state.struggle.momentum == [[8, 7], [8, 7]]


def test_struggle_move_and_catch_up_momentum() -> None:
    table = _fresh()
    _play_to_turn_two(table)
    # Turn 2 is player 1's: they control two objectives, the token moves two toward them.
    state = table.play_simple_turn([1, 1, None])
    assert state.struggle.token == 2
    assert state.struggle.momentum == [[8], [8]]
    # Turn 3, player 0 controls one (the others stay with player 1): the token is still in
    # player 0's opponent's half, so player 0 gains catch-up momentum.
    state = table.play_simple_turn([0, 1, None])
    assert state.struggle.token == 1
    assert state.struggle.momentum == [[8, 7], [8]]


def test_token_entering_your_momentum_wins_the_struggle_and_resets_at_end_of_turn() -> None:
    table = _fresh()
    _play_to_turn_two(table)
    table.do("struggle_corrected", {"momentum": [[8], [8, 7, 6, 5, 4, 3]]})
    # Turn 2 is player 1's: three objectives move the token 1, 2, 3, onto their momentum on 3.
    table.start_turn()
    table.reveal()
    table.activate_revealed(*_activation_args(table))
    state = table.end_turn([1, 1, 1])
    assert state.struggle.claimed == [[], [1]]
    assert state.struggle.phase == 2
    assert state.struggle.token == 0
    assert state.struggle.momentum == [[8], [8]]
    assert all(not o.active and o.controller is None and not o.priority for o in state.objectives)
    assert state.winner is None and not state.finished


def _activation_args(table: Table) -> tuple[str, str | None]:
    player = table.state.active_player
    assert player is not None
    card = table.state.decks[player].revealed
    unit_id = card
    if card == SHATTERPOINT_CARD:
        unit_id = next(u.id for u in table.state.units[player] if not u.defeated)
    assert unit_id is not None
    unit = table.state.unit(player, unit_id)
    assert unit is not None
    condition = unit.conditions[0] if unit.is_wounded and unit.conditions else None
    return unit_id, condition


def test_momentum_placed_on_the_token_space_wins_the_struggle() -> None:
    table = _fresh()
    table.do("struggle_corrected", {"token": -6, "momentum": [[8, 7], [8]]})
    state = table.do("momentum_gained", {"player": 0})
    assert state.struggle.claimed == [[1], []]
    assert state.struggle.won_by == 0
    assert sorted(state.struggle.momentum[0]) == [7, 8]  # the token is not placed


def test_two_struggles_win_the_game() -> None:
    table = _fresh()
    table.do("struggle_corrected", {"claimed": [[1], []], "phase": 2, "token": -7})
    state = table.do("momentum_gained", {"player": 0})
    assert state.finished and state.winner == 0 and state.end_reason == "struggles"
    result = sp.result(state)
    assert result["scores"] == [2, 0]
    with pytest.raises(EventRejected):
        table.do("turn_started")


def test_wounded_turns_to_injured_at_the_start_of_activation() -> None:
    table = _fresh(first_player=1)
    table.do("condition_gained", {"player": 1, "unit": MAUL, "condition": "exposed"})
    table.do("condition_gained", {"player": 1, "unit": MAUL, "condition": "pinned"})
    table.do("damage_dealt", {"player": 1, "unit": MAUL, "amount": 11})
    _top_to(table, 1, MAUL)
    table.start_turn()
    table.reveal()
    with pytest.raises(EventRejected):  # the player must say which condition goes
        table.do("unit_activated", {"unit": MAUL, "condition_removed": None})
    state = table.do("unit_activated", {"unit": MAUL, "condition_removed": "pinned"})
    maul = state.unit(1, MAUL)
    assert maul is not None
    assert (maul.wounded, maul.injured, maul.damage, maul.conditions) == (0, 1, 0, ["exposed"])


def test_defeat_after_activation_removes_the_order_card() -> None:
    table = _fresh(first_player=1)
    table.do("unit_corrected", {"player": 1, "unit": MAUL, "injured": 1, "wounded": 1})
    _top_to(table, 1, MAUL)
    table.start_turn()
    table.reveal()
    table.do("unit_activated", {"unit": MAUL, "condition_removed": None})
    state = table.end_turn([None, None, None])
    maul = state.unit(1, MAUL)
    assert maul is not None and maul.defeated
    assert MAUL in state.decks[1].removed and MAUL not in state.decks[1].discard


def test_a_defeated_unit_never_activates_and_its_card_is_removed_when_revealed() -> None:
    table = _fresh()
    table.do("unit_corrected", {"player": 0, "unit": REX, "defeated": True})
    _top_to(table, 0, REX)
    table.start_turn()
    state = table.reveal()
    assert REX in state.decks[0].removed
    assert state.decks[0].revealed != REX
    table2 = _fresh()
    table2.do("unit_corrected", {"player": 0, "unit": REX, "defeated": True})
    _top_to(table2, 0, SHATTERPOINT_CARD)
    table2.start_turn()
    table2.reveal()
    with pytest.raises(EventRejected):
        table2.do("unit_activated", {"unit": REX, "condition_removed": None})


def test_duplicate_condition_deals_one_damage_instead() -> None:
    table = _fresh()
    table.do("condition_gained", {"player": 1, "unit": MAUL, "condition": "strained"})
    state = table.do("condition_gained", {"player": 1, "unit": MAUL, "condition": "strained"})
    maul = state.unit(1, MAUL)
    assert maul is not None
    assert maul.conditions == ["strained"] and maul.damage == 1


def test_duplicate_condition_can_wound() -> None:
    table = _fresh()
    table.do("damage_dealt", {"player": 1, "unit": MAUL, "amount": 10})
    table.do("condition_gained", {"player": 1, "unit": MAUL, "condition": "disarmed"})
    state = table.do("condition_gained", {"player": 1, "unit": MAUL, "condition": "disarmed"})
    assert state.unit(1, MAUL).wounded == 1  # type: ignore[union-attr]
    assert state.struggle.momentum[0] == [8, 7]


def test_reserve_costs_one_force_once_per_turn() -> None:
    table = _fresh()
    _top_to(table, 0, REX)
    table.start_turn()
    table.reveal()
    state = table.do("order_reserved")
    assert state.decks[0].reserve == [REX]
    assert state.force[0].available == 6
    table.reveal()
    if table.state.decks[0].revealed != SHATTERPOINT_CARD:
        with pytest.raises(EventRejected):
            table.do("order_reserved")  # only once per turn
    table.activate_revealed(*_activation_args(table))
    table.end_turn([None, None, None])
    table.play_simple_turn([None, None, None])  # player 1
    table.start_turn()
    state = table.intent(sp.reveal_order(table.state, table.rng, from_reserve=True))
    assert state.decks[0].revealed == REX and state.decks[0].reserve == []


def test_reserve_refused_without_force_or_for_the_shatterpoint_card() -> None:
    table = _fresh()
    table.do("force_corrected", {"player": 0, "available": 0})
    _top_to(table, 0, REX)
    table.start_turn()
    table.reveal()
    with pytest.raises(EventRejected):
        table.do("order_reserved")
    table = _fresh()
    _top_to(table, 0, SHATTERPOINT_CARD)
    table.start_turn()
    table.reveal()
    with pytest.raises(EventRejected):
        table.do("order_reserved")


def test_shatterpoint_card_activates_any_unit() -> None:
    table = _fresh()
    _top_to(table, 0, SHATTERPOINT_CARD)
    table.start_turn()
    table.reveal()
    state = table.do("unit_activated", {"unit": REX, "condition_removed": None})
    assert state.activation is not None and state.activation.unit == REX
    assert SHATTERPOINT_CARD in state.decks[0].discard


def test_skipping_the_shatterpoint_card_costs_force_and_shuffles_it_back() -> None:
    table = _fresh()
    _top_to(table, 0, SHATTERPOINT_CARD)
    table.start_turn()
    table.reveal()
    state = table.do("shatterpoint_skipped")
    assert state.force[0].available == 6
    state = table.reveal()
    revealed = state.decks[0].revealed
    assert revealed not in (None, SHATTERPOINT_CARD)
    assert SHATTERPOINT_CARD in state.decks[0].deck and len(state.decks[0].deck) == 6
    with pytest.raises(EventRejected):
        table.do("order_reserved")  # the card revealed after a skip must be activated
    table.do("unit_activated", {"unit": revealed, "condition_removed": None})


def test_deck_and_force_refresh_at_end_of_turn_when_nothing_is_left() -> None:
    table = _fresh()
    for _ in range(12):  # player 0 plays turns 1, 3, ..., 11: six of the seven cards
        table.play_simple_turn([None, None, None])
    table.do("force_spent", {"player": 0, "amount": 5})
    assert table.state.decks[0].deck  # player 0 has played 6 cards so far
    table.start_turn()  # turn 13: the last card
    table.do("force_corrected", {"player": 0, "available": 2})
    table.reveal()
    table.activate_revealed(*_activation_args(table))
    assert not table.state.decks[0].deck
    state = table.end_turn([None, None, None])
    assert len(state.decks[0].deck) == 7 and state.decks[0].discard == []
    assert state.force[0].available == state.force[0].total
    assert state.force[1].available == state.force[1].total


def test_refresh_when_a_card_must_be_revealed_and_none_is_left() -> None:
    table = _fresh()
    table.do("deck_corrected", {"player": 0, "deck": [], "discard": table.state.decks[0].deck})
    table.do("force_spent", {"player": 0, "amount": 3})
    table.start_turn()
    state = table.reveal()
    assert state.decks[0].revealed is not None and len(state.decks[0].deck) == 6
    assert state.force[0].available == 7


def test_empty_deck_with_a_reserve_must_use_the_reserve() -> None:
    table = _fresh()
    cards = table.state.decks[0].deck
    table.do(
        "deck_corrected",
        {"player": 0, "deck": [], "reserve": [REX], "discard": [c for c in cards if c != REX]},
    )
    table.start_turn()
    event = sp.reveal_order(table.state, table.rng)
    assert event[1]["from"] == "reserve"
    with pytest.raises(EventRejected):
        table.do("order_revealed", {"card": ANAKIN, "from": "deck", "refresh": []})


def test_digital_mode_reveals_only_the_top_card() -> None:
    table = _fresh()
    table.start_turn()
    top = table.state.decks[0].deck[0]
    other_card = table.state.decks[0].deck[1]
    with pytest.raises(EventRejected):
        table.do("order_revealed", {"card": other_card, "from": "deck"})
    assert table.do("order_revealed", {"card": top, "from": "deck"}).decks[0].revealed == top


def test_physical_mode_takes_the_card_the_player_names() -> None:
    table = _fresh(deck_mode="physical")
    table.start_turn()
    state = table.reveal(card=REX)
    assert state.decks[0].revealed == REX


def test_two_actions_each_once() -> None:
    table = _fresh()
    table.start_turn()
    table.reveal()
    table.activate_revealed(*_activation_args(table))
    table.do("action_taken", {"action": "move"})
    with pytest.raises(EventRejected):
        table.do("action_taken", {"action": "move"})
    state = table.do("action_taken", {"action": "take_cover"})
    assert state.unit(0, state.activation.unit).hunker == 1  # type: ignore[union-attr]
    with pytest.raises(EventRejected):
        table.do("action_taken", {"action": "combat"})
    table.do("action_taken", {"action": "combat", "free": True})


def test_wounded_during_its_own_activation_ends_it() -> None:
    table = _fresh()
    table.start_turn()
    table.reveal()
    unit_id, _ = _activation_args(table)
    table.activate_revealed(unit_id)
    unit = table.state.unit(0, unit_id)
    assert unit is not None
    state = table.do("damage_dealt", {"player": 0, "unit": unit_id, "amount": unit.stamina})
    assert state.activation is not None and state.activation.ended
    with pytest.raises(EventRejected):
        table.do("action_taken", {"action": "move"})


def test_first_player_roll_decides_by_crits_then_hits_then_expertise() -> None:
    assert sp.roll_winner([["crit"] * 1 + ["failure"] * 4, ["hit"] * 5]) == 0
    assert (
        sp.roll_winner([["hit", "failure"] + ["failure"] * 3, ["hit", "hit"] + ["failure"] * 3])
        == 1
    )
    assert (
        sp.roll_winner([["expertise"] * 2 + ["failure"] * 3, ["expertise"] + ["failure"] * 4]) == 0
    )
    assert sp.roll_winner([["failure"] * 5, ["failure"] * 5]) is None
    for seed in range(30):
        winner, roll = sp.roll_first_player(random.Random(seed))
        assert all(sp.roll_winner(r) is None for r in roll.rounds[:-1])
        assert sp.roll_winner(roll.rounds[-1]) == winner
        assert all(len(faces) == 5 for r in roll.rounds for faces in r)


def test_setup_rolls_when_no_first_player_is_given() -> None:
    setup = make_setup(first_player=None, seed=3)
    assert setup.first_player_roll is not None
    assert sp.roll_winner(setup.first_player_roll.rounds[-1]) == setup.first_player


def test_state_round_trips_through_json() -> None:
    table = _fresh()
    for _ in range(4):
        table.play_simple_turn([None, None, None])
    data = table.state.to_json()
    assert TrackerState.from_json(data).to_json() == data


def test_rejected_event_names_itself_and_changes_nothing() -> None:
    table = _fresh()
    before = table.state.to_json()
    with pytest.raises(EventRejected) as caught:
        table.do("unit_activated", {"unit": ANAKIN})
    assert caught.value.message("en").startswith("Event 1 (unit_activated) cannot be applied:")
    assert table.state.to_json() == before


def test_physical_mode_removes_a_defeated_units_card_the_player_turned_up() -> None:
    table = _fresh(deck_mode="physical")
    table.do("unit_corrected", {"player": 0, "unit": REX, "defeated": True})
    table.start_turn()
    with pytest.raises(EventRejected):
        table.reveal(card=REX)
    state = table.intent(sp.reveal_order(table.state, card=ANAKIN, removed=[REX]))
    assert state.decks[0].revealed == ANAKIN and REX in state.decks[0].removed
