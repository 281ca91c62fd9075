"""Rules the reducer enforces and the interface reads from the core (issue 9, "Rules the
tracker gets wrong"): the reserve and the last card, objective control, the struggle card
before a turn, the stance once per activation, Strained, the Force tax of abilities, and
unknown payload fields."""

from __future__ import annotations

import pytest

from app.systems.shatterpoint import tracker as sp
from app.systems.shatterpoint.tracker import SHATTERPOINT_CARD
from app.tracker.errors import EventRejected
from tests.tracker.helpers import Table, make_setup

MAUL = "lord-maul"
ANAKIN = "general-anakin-skywalker"
REX = "cc-7567-captain-rex"


def _fresh(**kwargs: object) -> Table:
    return Table(make_setup(**kwargs))  # type: ignore[arg-type]


def _refused(table: Table, event_type: str, payload: dict | None = None) -> str:
    before = table.state.to_json()
    with pytest.raises(EventRejected) as caught:
        table.do(event_type, payload)
    assert table.state.to_json() == before
    return caught.value.message("en")


def _forward(table: Table) -> list[str]:
    """The kinds of the events that take the game forward now, each accepted by the rules."""
    kinds = []
    for event_type, payload in sp.next_events(table.state, table.rng):
        sp.apply(table.state, _event(table, event_type, payload))  # raises if refused
        kinds.append(event_type)
    return kinds


def _event(table: Table, event_type: str, payload: dict) -> object:
    from app.tracker.event import Event

    return Event(table.state.last_seq + 1, event_type, payload, "")


# --- 1. the reserve never holds the last card --------------------------------------------------


def test_the_last_card_of_the_deck_cannot_be_reserved() -> None:
    table = _fresh()
    rest = [c for c in table.state.decks[0].deck if c != REX]
    table.do("deck_corrected", {"player": 0, "deck": [REX], "discard": rest})
    table.start_turn()
    table.reveal()
    assert table.state.decks[0].revealed == REX
    assert not sp.deck_options(table.state, 0, choosing=True).can_reserve
    message = _refused(table, "order_reserved")
    assert "last card of the order deck cannot be reserved" in message
    # The way forward: activate the revealed unit.
    assert _forward(table) == ["unit_activated"]


def test_a_reserve_is_used_before_the_deck_is_refreshed() -> None:
    table = _fresh()
    cards = table.state.decks[0].deck
    table.do(
        "deck_corrected",
        {"player": 0, "deck": [], "reserve": [REX], "discard": [c for c in cards if c != REX]},
    )
    table.start_turn()
    options = sp.deck_options(table.state, 0, choosing=True)
    assert options.can_use_reserve and not options.can_reveal
    _refused(table, "order_revealed", {"card": ANAKIN, "from": "deck", "refresh": []})
    force = table.state.force[0].available
    state = table.intent(sp.reveal_order(table.state, table.rng))
    assert state.decks[0].revealed == REX and state.force[0].available == force


def test_the_shatterpoint_card_is_not_skipped_into_an_empty_deck_with_a_reserve() -> None:
    table = _fresh()
    cards = table.state.decks[0].deck
    discard = [c for c in cards if c not in (REX, SHATTERPOINT_CARD)]
    table.do(
        "deck_corrected",
        {"player": 0, "deck": [SHATTERPOINT_CARD], "reserve": [REX], "discard": discard},
    )
    table.start_turn()
    table.reveal()
    assert table.state.decks[0].revealed == SHATTERPOINT_CARD
    options = sp.deck_options(table.state, 0, choosing=True)
    assert options.shatterpoint_revealed and not options.can_skip_shatterpoint
    assert "reserved card must be used" in _refused(table, "shatterpoint_skipped")
    assert set(_forward(table)) == {"unit_activated"}  # any of the six units


def test_a_deck_of_defeated_units_cards_is_refreshed_on_the_way() -> None:
    table = _fresh()
    cards = table.state.decks[0].deck
    table.do("unit_corrected", {"player": 0, "unit": REX, "defeated": True})
    table.do(
        "deck_corrected",
        {"player": 0, "deck": [REX], "discard": [c for c in cards if c != REX]},
    )
    table.start_turn()
    assert sp.deck_options(table.state, 0, choosing=True).can_reveal
    state = table.reveal()
    assert REX in state.decks[0].removed and state.decks[0].revealed is not None
    assert len(state.decks[0].deck) == 5


def test_physical_mode_offers_the_discard_when_the_deck_must_be_refreshed() -> None:
    table = _fresh(deck_mode="physical")
    cards = table.state.decks[0].deck
    table.do("deck_corrected", {"player": 0, "deck": [], "discard": cards})
    table.start_turn()
    assert sorted(sp.revealable_cards(table.state, 0)) == sorted(cards)
    state = table.reveal(card=REX)
    assert state.decks[0].revealed == REX and len(state.decks[0].deck) == 6


# --- 3. control never drops back to nobody -----------------------------------------------------


def test_objective_control_passes_only_to_the_opponent() -> None:
    table = _fresh()
    table.start_turn(active=[0, 1])
    assert sp.control_choices(table.state, 0) == (None, 0, 1)
    assert sp.control_choices(table.state, 2) == (None,)  # inactive
    table.reveal()
    table.activate_revealed(*_activation(table))
    table.end_turn([0, None, None])
    table.start_turn()
    table.reveal()
    table.activate_revealed(*_activation(table))
    assert sp.control_choices(table.state, 0) == (0, 1)
    message = _refused(table, "turn_ended", {"control": [None, None, None]})
    assert "keeps control" in message
    state = table.end_turn([1, None, None])
    assert state.objectives[0].controller == 1


# --- 4. the struggle card comes before the turn ------------------------------------------------


def test_a_turn_does_not_start_without_the_struggle_card_that_is_due() -> None:
    table = _fresh()
    assert "Reveal the struggle card of phase 1" in _refused(table, "turn_started")
    assert [kind for kind, _ in sp.next_events(table.state)] == ["struggle_card_revealed"]
    table.do("struggle_card_revealed", {"card": "Phase I", "active": [0], "priority": 0})
    assert "already revealed" in _refused(
        table, "struggle_card_revealed", {"card": "", "active": [1], "priority": None}
    )
    assert [kind for kind, _ in sp.next_events(table.state)] == ["turn_started"]
    table.do("turn_started")
    assert "between turns" in _refused(
        table, "struggle_card_revealed", {"card": "", "active": [1], "priority": None}
    )


def test_after_a_struggle_the_next_card_is_due_before_the_next_turn() -> None:
    table = _fresh()
    table.start_turn()
    table.do("struggle_corrected", {"token": -7})
    table.do("momentum_gained", {"player": 0})  # Anakin wins the first struggle
    table.reveal()
    table.activate_revealed(*_activation(table))
    table.end_turn()
    assert table.state.struggle.phase == 2 and sp.struggle_card_due(table.state)
    assert "phase 2" in _refused(table, "turn_started")


# --- 5. a stance card flips once per activation ------------------------------------------------


def test_the_stance_flips_once_per_activation_of_its_own_unit() -> None:
    table = _fresh()
    # Before the first turn, each side is chosen freely.
    table.do("stance_changed", {"player": 1, "unit": MAUL, "side": "B"})
    table.do("stance_changed", {"player": 1, "unit": MAUL, "side": "A"})
    table.start_turn()
    table.reveal()
    unit, condition = _activation(table)
    table.activate_revealed(unit, condition)
    assert sp.can_flip_stance(table.state, 0, unit)
    assert not sp.can_flip_stance(table.state, 1, MAUL)
    assert "own activation" in _refused(
        table, "stance_changed", {"player": 1, "unit": MAUL, "side": "B"}
    )
    table.do("stance_changed", {"player": 0, "unit": unit, "side": "B"})
    assert not sp.can_flip_stance(table.state, 0, unit)
    assert "already flipped" in _refused(
        table, "stance_changed", {"player": 0, "unit": unit, "side": "A"}
    )
    table.end_turn()
    assert not sp.can_flip_stance(table.state, 0, unit)


# --- 6. Strained -------------------------------------------------------------------------------


def test_a_strained_unit_that_acts_is_offered_its_three_damage() -> None:
    table = _fresh()
    table.start_turn()
    table.reveal()
    unit, condition = _activation(table)
    table.do("condition_gained", {"player": 0, "unit": unit, "condition": "strained"})
    table.activate_revealed(unit, condition)
    assert sp.strain_due(table.state) == []
    table.do("action_taken", {"action": "move"})
    assert sp.strain_due(table.state) == [(0, unit)]
    damage = table.state.unit(0, unit).damage
    before = table.state
    state = table.do("strain_resolved", {"player": 0, "unit": unit})
    after = state.unit(0, unit)
    assert after.damage == min(after.stamina, damage + 3)
    assert "strained" not in after.conditions and sp.strain_due(state) == []
    assert "not Strained" in _refused(table, "strain_resolved", {"player": 0, "unit": unit})
    line = sp.describe(table.events[-1], before, "en")
    assert "is Strained: it suffers 3 damage, then loses Strained" in line


def test_losing_strained_withdraws_the_offer_and_a_wounded_unit_just_loses_it() -> None:
    table = _fresh()
    table.do("condition_gained", {"player": 1, "unit": MAUL, "condition": "strained"})
    table.do("ability_used", {"player": 1, "unit": MAUL, "cost": 0})
    assert sp.strain_due(table.state) == [(1, MAUL)]
    table.do("condition_removed", {"player": 1, "unit": MAUL, "condition": "strained"})
    assert sp.strain_due(table.state) == []
    table.do("condition_gained", {"player": 1, "unit": MAUL, "condition": "strained"})
    table.do("damage_dealt", {"player": 1, "unit": MAUL, "amount": 11})
    state = table.do("strain_resolved", {"player": 1, "unit": MAUL})
    maul = state.unit(1, MAUL)
    assert maul.wounded == 1 and maul.damage == maul.stamina and maul.conditions == []


# --- 7. the Force tax of Wounded and Injured tokens --------------------------------------------


def test_an_ability_costs_its_printed_cost_plus_the_tax() -> None:
    table = _fresh()
    table.do("unit_corrected", {"player": 1, "unit": MAUL, "wounded": 1, "injured": 1})
    assert table.state.unit(1, MAUL).force_tax == 2
    assert sp.ability_cost(table.state, 1, MAUL, 1) == 3
    force = table.state.force[1].available
    before = table.state
    state = table.do("ability_used", {"player": 1, "unit": MAUL, "cost": 1})
    assert state.force[1].available == force - 3
    line = sp.describe(table.events[-1], before, "en")
    assert "Lord Maul uses an ability for 3 Force (2 for its Wounded and Injured tokens)" in line
    table.do("force_corrected", {"player": 1, "available": 1})
    assert "costs 2 Force" in _refused(
        table, "ability_used", {"player": 1, "unit": MAUL, "cost": 0}
    )


# --- 9. unknown fields -------------------------------------------------------------------------


def test_a_misspelt_field_is_refused_with_the_event_number() -> None:
    table = _fresh()
    table.start_turn()
    table.reveal()
    table.activate_revealed(*_activation(table))
    message = _refused(table, "turn_ended", {"contol": [None, None, None]})
    assert message.startswith("Event 5 (turn_ended) cannot be applied:")
    assert 'Unknown field "contol": did you mean "control"?' in message
    message = _refused(table, "activation_ended", {"now": True})
    assert 'Unknown field "now"' in message
    assert set(sp.PAYLOAD_FIELDS) == set(sp.HANDLERS)


# --- a way forward -----------------------------------------------------------------------------


def test_ending_an_activation_twice_is_refused_and_not_offered() -> None:
    table = _fresh()
    table.start_turn()
    table.reveal()
    table.activate_revealed(*_activation(table))
    table.do("activation_ended")
    assert "No unit is activating" in _refused(table, "activation_ended")
    assert _forward(table) == ["turn_ended"]


def test_a_player_without_units_ends_the_turn_without_activating() -> None:
    table = _fresh()
    for unit in table.state.units[0]:
        table.do("unit_corrected", {"player": 0, "unit": unit.id, "defeated": True})
    table.start_turn()
    assert not sp.deck_options(table.state, 0, choosing=True).can_reveal
    assert "no unit left" in _refused(
        table, "order_revealed", {"card": SHATTERPOINT_CARD, "from": "deck"}
    )
    assert _forward(table) == ["turn_ended"]
    table.end_turn()
    assert sp.next_player(table.state) == 1


def _activation(table: Table) -> tuple[str, str | None]:
    player = table.state.active_player
    assert player is not None
    card = table.state.decks[player].revealed
    unit = card if card != SHATTERPOINT_CARD else table.state.units[player][0].id
    assert unit is not None
    found = table.state.unit(player, unit)
    assert found is not None
    return unit, (found.conditions[0] if found.is_wounded and found.conditions else None)
