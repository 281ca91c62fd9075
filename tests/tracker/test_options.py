"""The order-deck options and free actions the interface reads from the core (§3.5, §3.7)."""

from app.systems.shatterpoint import tracker as sp
from tests.tracker.helpers import Table, make_setup


def test_deck_options_follow_the_order_deck_rules():
    table = Table(make_setup(deck_mode="physical"))  # the players say which card is revealed
    player = table.state.setup.first_player
    table.start_turn()
    before = sp.deck_options(table.state, player, choosing=True)
    assert before.can_reveal and not before.can_use_reserve and not before.can_reserve
    assert not sp.deck_options(table.state, player, choosing=False).can_reveal

    table.reveal(card="shatterpoint")
    shown = sp.deck_options(table.state, player, choosing=True)
    assert shown.shatterpoint_revealed and shown.can_skip_shatterpoint
    assert not shown.can_reserve  # the Shatterpoint card is never reserved
    assert not shown.can_reveal  # a card is already out


def test_a_revealed_unit_can_be_reserved_once_for_one_force():
    table = Table(make_setup(deck_mode="physical"))  # the players say which card is revealed
    player = table.state.setup.first_player
    table.start_turn()
    unit_card = next(card for card in table.state.decks[player].deck if card != "shatterpoint")
    table.reveal(card=unit_card)
    options = sp.deck_options(table.state, player, choosing=True)
    assert options.can_reserve and options.can_activate_revealed
    table.state.force[player].available = 0
    assert not sp.deck_options(table.state, player, choosing=True).can_reserve


def test_actions_beyond_the_two_or_repeated_are_free():
    table = Table(make_setup(deck_mode="physical"))  # the players say which card is revealed
    player = table.state.setup.first_player
    table.start_turn()
    unit_card = next(card for card in table.state.decks[player].deck if card != "shatterpoint")
    table.reveal(card=unit_card)
    table.activate_revealed()
    activation = table.state.activation
    assert activation is not None
    assert not sp.action_is_free(activation, "move")
    table.do("action_taken", {"action": "move"})
    assert sp.action_is_free(table.state.activation, "move")
    assert not sp.action_is_free(table.state.activation, "combat")
    table.do("action_taken", {"action": "combat"})
    assert sp.action_is_free(table.state.activation, "focus")


def test_turns_alternate_from_the_first_player_and_defeated_units_cannot_be_picked():
    table = Table(make_setup(deck_mode="physical"))
    first = table.state.setup.first_player
    assert sp.next_player(table.state) == first
    table.start_turn()
    assert sp.next_player(table.state) == first
    unit_card = next(card for card in table.state.decks[first].deck if card != "shatterpoint")
    table.reveal(card=unit_card)
    table.activate_revealed()
    table.end_turn()
    assert sp.next_player(table.state) == 1 - first

    units = sp.activatable_units(table.state, first)
    assert unit_card in units
    table.state.units[first][0].defeated = True
    assert table.state.units[first][0].id not in sp.activatable_units(table.state, first)
    assert "shatterpoint" in sp.revealable_cards(table.state, first)


def test_the_struggle_card_is_due_before_the_first_turn_and_not_during_a_turn():
    table = Table(make_setup(deck_mode="physical"))
    assert sp.struggle_card_due(table.state)
    table.start_turn()
    assert not sp.struggle_card_due(table.state)
