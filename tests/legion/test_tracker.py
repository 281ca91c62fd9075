"""The Legion tracker's rules, scenario by scenario, through the pure reducer (no Qt)."""

from __future__ import annotations

import random

import pytest

from app.systems.legion.tracker.state import GameState
from app.tracker.errors import EventRejected
from tests.legion.tracker_helpers import (
    ATST,
    LEIA,
    OFFICER,
    STORMTROOPERS,
    TRACKER,
    TROOPERS,
    Play,
    setup,
)


def command(play: Play, anna: str | None, bartek: str | None, roll: str | None = None) -> None:
    play.do("command_card_played", {"player": 0, "card": anna})
    payload = {"player": 1, "card": bartek}
    if roll is not None:
        payload["roll"] = roll
    play.do("command_card_played", payload)


def to_activation(
    play: Play, anna: list[str] | None = None, bartek: list[str] | None = None
) -> None:
    command(play, "command-assault", "command-push")  # 3 pips against 2: Bartek first
    play.do("orders_issued", {"player": 1, "units": bartek or [OFFICER]})
    play.do("orders_issued", {"player": 0, "units": anna or [LEIA]})


def finish_round(play: Play) -> None:
    rng = random.Random(0)
    while play.state.phase == "activation" and play.state.active_player is not None:
        player = play.state.active_player
        if play.state.players[player].drawn is None and not TRACKER.activatable_units(
            play.state, player
        ):
            play.intent(TRACKER.draw_order(play.state, player, rng))
        unit = TRACKER.activatable_units(play.state, player)[0]
        play.intent(TRACKER.activate(play.state, player, unit, rng))
        play.do("activation_ended")


def test_setup_deploys_and_gives_blue_the_round_counter() -> None:
    play = Play(setup(blue=1))
    with pytest.raises(EventRejected, match="Choose the battle cards"):
        play.do("deployment_completed")
    with pytest.raises(EventRejected, match="not in the battle deck"):
        play.do(
            "battle_cards_chosen",
            {"cards": {"primary": "battle-nope", "secondary": None, "advantage": None}},
        )
    with pytest.raises(EventRejected, match="must name a card"):
        play.do("battle_cards_chosen", {"cards": {"objective": "battle-breakthrough"}})
    state = play.deploy()
    assert state.phase == "command" and state.round == 1 and state.counter == 1
    assert state.battle_cards == {
        "primary": "battle-breakthrough",
        "secondary": "battle-marked-targets",
        "advantage": None,
    }


def test_priority_goes_to_fewer_pips() -> None:
    play = Play()
    play.deploy()
    command(play, "command-assault", "command-ambush")
    assert play.state.priority == 1 and play.state.priority_roll is None


@pytest.mark.parametrize(("face", "priority"), [("block", 0), ("surge", 1), ("blank", 1)])
def test_a_pip_tie_is_broken_by_the_counter_holders_red_die(face: str, priority: int) -> None:
    play = Play()
    play.deploy()
    play.do("command_card_played", {"player": 0, "card": "command-push"})
    with pytest.raises(EventRejected, match="red defence die"):
        play.do("command_card_played", {"player": 1, "card": "command-push"})
    play.do("command_card_played", {"player": 1, "card": "command-push", "roll": face})
    assert play.state.counter == 0 and play.state.priority == priority
    assert play.state.priority_roll == face


def test_no_roll_without_a_tie_and_the_helper_rolls_only_on_a_tie() -> None:
    play = Play()
    play.deploy()
    play.do("command_card_played", {"player": 0, "card": "command-push"})
    with pytest.raises(EventRejected, match="only when the pips tie"):
        play.do("command_card_played", {"player": 1, "card": "command-ambush", "roll": "block"})
    _kind, payload = TRACKER.play_command_card(play.state, 1, "command-ambush", random.Random(1))
    assert "roll" not in payload
    _kind, payload = TRACKER.play_command_card(play.state, 1, "command-push", random.Random(1))
    assert payload["roll"] in ("block", "surge", "blank")


def test_command_cards_come_from_the_hand_and_are_discarded_standing_orders_stays() -> None:
    play = Play()
    play.deploy()
    with pytest.raises(EventRejected, match="not in the command hand"):
        play.do("command_card_played", {"player": 1, "card": "command-coordinated-bombardment"})
    with pytest.raises(EventRejected, match="must play a command card"):
        play.do("command_card_played", {"player": 0, "card": None})
    command(play, "command-ambush", "command-standing-orders")
    assert play.state.priority == 0
    play.do("orders_issued", {"player": 0, "units": [LEIA]})
    with pytest.raises(EventRejected, match="one unit"):
        play.do("orders_issued", {"player": 1, "units": [OFFICER, STORMTROOPERS]})
    play.do("orders_issued", {"player": 1, "units": [ATST]})
    finish_round(play)
    play.do("round_ended")
    anna, bartek = play.state.players
    assert "command-ambush" in anna.discarded and "command-ambush" not in anna.hand
    assert bartek.discarded == [] and "command-standing-orders" in TRACKER.playable_cards(
        play.state, 1
    )
    with pytest.raises(EventRejected, match="not in the command hand"):
        play.do("command_card_played", {"player": 0, "card": "command-ambush"})


def test_orders_priority_first_then_the_pool_and_its_draws() -> None:
    play = Play()
    play.deploy()
    command(play, "command-assault", "command-push")
    with pytest.raises(EventRejected, match="has priority and issues orders first"):
        play.do("orders_issued", {"player": 0, "units": [LEIA]})
    play.do("orders_issued", {"player": 1, "units": [OFFICER]})
    play.do("orders_issued", {"player": 0, "units": [LEIA, TROOPERS]})
    state = play.state
    assert state.phase == "activation" and state.active_player == 1
    assert state.pool(0) == {"corps": 2}
    assert state.pool(1) == {"corps": 2, "heavy": 1}
    with pytest.raises(EventRejected, match="no face-up order token"):
        play.do("unit_activated", {"player": 1, "unit": ATST})
    with pytest.raises(EventRejected, match="turn of Bartek"):
        play.do("unit_activated", {"player": 0, "unit": LEIA})
    play.do("order_drawn", {"player": 1, "rank": "heavy"})
    assert play.state.pool(1) == {"corps": 2}
    with pytest.raises(EventRejected, match="rank"):
        play.do("unit_activated", {"player": 1, "unit": OFFICER})
    play.do("unit_activated", {"player": 1, "unit": ATST, "rally": []})
    play.do("activation_ended")
    assert play.state.active_player == 0
    play.do("unit_activated", {"player": 0, "unit": LEIA})
    play.do("activation_ended")
    with pytest.raises(EventRejected, match="already activated"):
        play.do("unit_activated", {"player": 1, "unit": ATST})
    with pytest.raises(EventRejected, match="holds no such token"):
        play.do("order_drawn", {"player": 1, "rank": "heavy"})


def test_rally_suppression_and_panic() -> None:
    play = Play()
    play.deploy()
    to_activation(play, anna=[LEIA, TROOPERS])
    # Stormtroopers have courage 1: 1 token suppresses, 2 panic.
    play.do("tokens_gained", {"player": 1, "unit": OFFICER, "token": "suppression", "count": 2})
    play.do("tokens_gained", {"player": 0, "unit": TROOPERS, "token": "suppression", "count": 3})
    with pytest.raises(EventRejected, match="rally"):
        play.do("unit_activated", {"player": 1, "unit": OFFICER})
    play.do("unit_activated", {"player": 1, "unit": OFFICER, "rally": ["blank", "blank"]})
    activation = play.state.activation
    assert activation is not None and activation.actions == 1 and "suppressed" in activation.lost
    assert not play.state.players[1].units[0].panicked  # courage 2: 2 tokens suppress only
    play.do("action_taken", {"action": "aim"})
    with pytest.raises(EventRejected, match="no action left"):
        play.do("action_taken", {"action": "move"})
    play.do("action_taken", {"action": "move", "free": True})
    play.do("activation_ended")
    # Rebel Troopers (courage 1) with 3 tokens rally one away: 2 left, panicked.
    play.do(
        "unit_activated",
        {"player": 0, "unit": TROOPERS, "rally": ["block", "blank", "blank"]},
    )
    unit = play.state.players[0].unit(TROOPERS)
    assert unit is not None and unit.token("suppression") == 2 and unit.panicked
    assert play.state.activation is not None and play.state.activation.actions == 1
    with pytest.raises(EventRejected, match="panicked"):
        play.do("action_taken", {"action": "attack"})
    with pytest.raises(EventRejected, match="panicked"):
        play.do("action_taken", {"action": "move", "free": True})
    play.do("action_taken", {"action": "move"})
    play.do("activation_ended")
    assert "it is no longer panicked" in TRACKER.describe(
        _event(play, "tokens_removed", player=0, unit=TROOPERS, token="suppression", count=1),
        play.state,
    )


def test_an_allied_commander_lends_courage_against_panic() -> None:
    play = Play()
    play.deploy()
    to_activation(play, anna=[LEIA, TROOPERS])
    play.do("order_drawn", {"player": 1, "rank": "corps"})
    play.do("unit_activated", {"player": 1, "unit": STORMTROOPERS})
    play.do("activation_ended")
    play.do("tokens_gained", {"player": 0, "unit": TROOPERS, "token": "suppression", "count": 2})
    with pytest.raises(EventRejected, match="Commander"):
        play.do(
            "unit_activated",
            {
                "player": 0,
                "unit": TROOPERS,
                "rally": ["blank", "blank"],
                "courage_from": f"{TROOPERS}-2",
            },
        )
    play.do(
        "unit_activated",
        {"player": 0, "unit": TROOPERS, "rally": ["blank", "blank"], "courage_from": LEIA},
    )
    unit = play.state.players[0].unit(TROOPERS)
    assert unit is not None and not unit.panicked  # Leia's courage 3: 2 < 6


def test_actions_once_each_but_move_and_standby_rules() -> None:
    play = Play()
    play.deploy()
    to_activation(play)
    play.do("unit_activated", {"player": 1, "unit": OFFICER})
    play.do("action_taken", {"action": "attack"})
    with pytest.raises(EventRejected, match="attacked"):
        play.do("action_taken", {"action": "standby"})
    with pytest.raises(EventRejected, match="once"):
        play.do("action_taken", {"action": "attack", "free": True})
    play.do("action_taken", {"action": "dodge"})
    play.do("activation_ended")
    play.do("unit_activated", {"player": 0, "unit": LEIA})
    play.do("action_taken", {"action": "standby"})
    assert play.state.players[0].units[0].token("standby") == 1
    play.do("action_taken", {"action": "move", "free": True})  # acting loses standby
    assert play.state.players[0].units[0].token("standby") == 0


def test_end_phase_cleans_up_and_passes_the_counter() -> None:
    play = Play()
    play.deploy()
    to_activation(play)
    for token in ("aim", "dodge", "surge", "smoke", "observation", "graffiti", "shield"):
        play.do("tokens_gained", {"player": 0, "unit": LEIA, "token": token, "count": 1})
    play.do("tokens_gained", {"player": 0, "unit": LEIA, "token": "suppression", "count": 2})
    play.do("tokens_gained", {"player": 0, "unit": TROOPERS, "token": "suppression", "count": 1})
    play.do("tokens_gained", {"player": 0, "unit": LEIA, "token": "standby", "count": 1})
    with pytest.raises(EventRejected, match="more than one standby"):
        play.do("tokens_gained", {"player": 0, "unit": LEIA, "token": "standby", "count": 1})
    with pytest.raises(EventRejected, match="Every unit activates"):
        play.do("round_ended")
    play.do("unit_activated", {"player": 1, "unit": OFFICER})
    play.do("activation_ended")
    # Leia: the rally dice are rolled, both blank
    play.do("unit_activated", {"player": 0, "unit": LEIA, "rally": ["blank", "blank"]})
    play.do("activation_ended")
    finish_round(play)
    before = play.state
    play.do("round_ended")
    state = play.state
    leia = state.players[0].unit(LEIA)
    assert leia is not None
    assert leia.tokens == {"graffiti": 1, "shield": 1, "suppression": 1}
    assert state.players[0].unit(TROOPERS).tokens == {}  # type: ignore[union-attr]
    assert state.round == 2 and state.counter == 1 and state.phase == "command"
    assert all(unit.order == "none" for p in state.players for unit in p.units)
    assert "round 2 begins, Bartek holds the round counter" in TRACKER.describe(
        play.events[-1], before
    )


def test_a_new_commander_is_promoted_when_every_commander_is_defeated() -> None:
    play = Play()
    play.deploy()
    to_activation(play)
    play.intent(TRACKER.suffer_wounds(play.state, 1, OFFICER, 6))
    assert play.state.players[1].unit(OFFICER).defeated  # type: ignore[union-attr]
    finish_round(play)
    assert TRACKER.promotion_choices(play.state, 1) == [STORMTROOPERS, f"{STORMTROOPERS}-2"]
    with pytest.raises(EventRejected, match="promote"):
        play.do("round_ended")
    with pytest.raises(EventRejected, match="trooper unit's leader"):
        play.do("round_ended", {"promote": [None, ATST]})
    play.do("round_ended", {"promote": [None, STORMTROOPERS]})
    assert play.state.players[1].unit(STORMTROOPERS).commander  # type: ignore[union-attr]
    assert TRACKER.playable_cards(play.state, 1)


def test_wounds_per_miniature_and_the_unit_leader_last() -> None:
    play = Play()
    play.deploy()
    # Rebel Troopers with a Z-6 trooper: 5 miniatures of 1 wound.
    troopers = play.state.unit_setup(0, TROOPERS)
    assert troopers.wounds == (1, 1, 1, 1, 1) and troopers.points > 0
    play.do("wounds_suffered", {"player": 0, "unit": TROOPERS, "amount": 3})
    unit = play.state.players[0].unit(TROOPERS)
    assert unit is not None and unit.wounds == [0, 1, 1, 1, 0]
    with pytest.raises(EventRejected, match="not healed"):
        play.do("wounds_healed", {"player": 0, "unit": TROOPERS, "amount": 1})
    play.do("wounds_suffered", {"player": 0, "unit": TROOPERS, "amount": 9})
    unit = play.state.players[0].unit(TROOPERS)
    assert unit is not None and unit.defeated and unit.wounds == [1, 1, 1, 1, 1]
    assert play.state.score(1) == troopers.points
    with pytest.raises(EventRejected, match="is defeated"):
        play.do("wounds_suffered", {"player": 0, "unit": TROOPERS, "amount": 1})
    play.do("wounds_suffered", {"player": 0, "unit": LEIA, "amount": 2})
    play.do("wounds_healed", {"player": 0, "unit": LEIA, "amount": 1})
    assert play.state.players[0].unit(LEIA).wounds == [1]  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("face", "token"), [("block", "damaged"), ("blank", "disabled"), ("surge", "weapon_destroyed")]
)
def test_a_vehicle_at_its_resilience_rolls_for_damage_once(face: str, token: str) -> None:
    play = Play()
    play.deploy()
    play.do("wounds_suffered", {"player": 1, "unit": ATST, "amount": 7})
    with pytest.raises(EventRejected, match="red defence die"):
        play.do("wounds_suffered", {"player": 1, "unit": ATST, "amount": 1})
    play.do("wounds_suffered", {"player": 1, "unit": ATST, "amount": 1, "damage_roll": face})
    atst = play.state.players[1].unit(ATST)
    assert atst is not None and atst.tokens == {token: 1}
    with pytest.raises(EventRejected, match="No vehicle damage roll"):
        play.do("wounds_suffered", {"player": 1, "unit": ATST, "amount": 1, "damage_roll": face})
    with pytest.raises(EventRejected, match="Only a vehicle"):
        play.do("tokens_gained", {"player": 1, "unit": OFFICER, "token": token, "count": 1})
    with pytest.raises(EventRejected, match="never gains suppression"):
        play.do("tokens_gained", {"player": 1, "unit": ATST, "token": "suppression", "count": 1})
    with pytest.raises(EventRejected, match="poison"):
        play.do("tokens_gained", {"player": 1, "unit": ATST, "token": "poison", "count": 1})


def test_a_damaged_vehicle_rolls_as_it_activates() -> None:
    play = Play()
    play.deploy()
    play.do("wounds_suffered", {"player": 1, "unit": ATST, "amount": 8, "damage_roll": "block"})
    play.do("tokens_gained", {"player": 1, "unit": ATST, "token": "ion", "count": 1})
    to_activation(play, bartek=[ATST])
    _kind, payload = TRACKER.activate(play.state, 1, ATST, random.Random(2))
    assert payload["damaged_roll"] in ("block", "surge", "blank")
    with pytest.raises(EventRejected, match="damaged vehicle"):
        play.do("unit_activated", {"player": 1, "unit": ATST})
    play.do("unit_activated", {"player": 1, "unit": ATST, "damaged_roll": "blank"})
    activation = play.state.activation
    assert activation is not None and activation.actions == 0
    assert activation.lost == ["damaged", "ion"]
    play.do("action_taken", {"action": "attack", "free": True})  # ion leaves free actions
    play.do("activation_ended")
    assert play.state.players[1].unit(ATST).token("ion") == 0  # type: ignore[union-attr]


def test_poison_wounds_at_the_end_of_the_activation() -> None:
    play = Play()
    play.deploy()
    to_activation(play)
    play.do("tokens_gained", {"player": 1, "unit": OFFICER, "token": "poison", "count": 2})
    play.do("unit_activated", {"player": 1, "unit": OFFICER})
    play.do("activation_ended")
    officer = play.state.players[1].unit(OFFICER)
    assert officer is not None and officer.wounds == [2] and officer.token("poison") == 0


def _event(play: Play, kind: str, **payload: object):  # type: ignore[no-untyped-def]
    from app.tracker.event import Event

    return Event(len(play.events) + 1, kind, dict(payload), "2026-11-25T21:00:00Z")


def _to_the_end(play: Play) -> GameState:
    while not play.state.finished:
        state = play.state
        if state.phase == "command":
            for player in (0, 1):
                play.intent(TRACKER.play_command_card(state, player, "command-standing-orders"))
                state = play.state
            first = play.state.priority
            assert first is not None
            play.do("orders_issued", {"player": first, "units": []})
            play.do("orders_issued", {"player": 1 - first, "units": []})
        finish_round(play)
        if not play.state.finished:
            promote = [(TRACKER.promotion_choices(play.state, p) or [None])[0] for p in (0, 1)]
            play.do("round_ended", {"promote": promote})
    return play.state


def test_victory_tokens_decide_after_round_six() -> None:
    play = Play(setup(blue=0))
    play.deploy()
    play.do("victory_tokens_changed", {"player": 1, "amount": 2, "source": "primary"})
    play.do("victory_tokens_changed", {"player": 0, "amount": 1, "source": "secondary"})
    with pytest.raises(EventRejected, match="only 1 victory"):
        play.do("victory_tokens_changed", {"player": 0, "amount": -2, "source": "other"})
    state = _to_the_end(play)
    assert state.round == 6 and state.end_reason == "rounds" and state.winner == 1
    result = TRACKER.result(state)
    assert result["scores"] == [1, 2] and result["victory_tokens"] == [1, 2]
    with pytest.raises(EventRejected, match="over"):
        play.do("victory_tokens_changed", {"player": 0, "amount": 1, "source": "other"})


def test_tied_tokens_go_to_the_score_then_to_blue() -> None:
    play = Play(setup(blue=1))
    play.deploy()
    assert _to_the_end(play).winner == 1  # all tied: the blue player
    play = Play(setup(blue=1))
    play.deploy()
    play.do("wounds_suffered", {"player": 1, "unit": STORMTROOPERS, "amount": 4})
    state = _to_the_end(play)
    assert state.score(0) == 42 and state.winner == 0


def test_an_eliminated_army_loses_at_once() -> None:
    play = Play()
    play.deploy()
    for key in (OFFICER, STORMTROOPERS, f"{STORMTROOPERS}-2"):
        play.do("unit_defeated", {"player": 1, "unit": key})
    before = play.state
    play.do("wounds_suffered", {"player": 1, "unit": ATST, "amount": 11})
    assert play.state.finished and play.state.winner == 0
    assert play.state.end_reason == "eliminated" and play.state.round == 1
    text = TRACKER.describe(play.events[-1], before)
    assert "AT-ST is defeated (145 points)" in text and "Anna wins (Army eliminated)" in text


def test_unlimited_rounds_end_when_the_troopers_are_gone() -> None:
    play = Play(setup(rounds=None))
    play.deploy()
    for key in (OFFICER, STORMTROOPERS, f"{STORMTROOPERS}-2"):
        play.do("unit_defeated", {"player": 1, "unit": key})
    assert play.state.finished and play.state.end_reason == "eliminated"


def test_a_game_ended_early() -> None:
    play = Play()
    play.deploy()
    with pytest.raises(EventRejected, match="conceded game has a winner"):
        play.do("game_ended", {"winner": None, "reason": "conceded"})
    play.do("game_ended", {"winner": None, "reason": "time"})
    assert play.state.finished and play.state.winner is None


def test_unknown_fields_and_types_are_refused_with_a_reason() -> None:
    play = Play()
    with pytest.raises(EventRejected, match='did you mean "cards"'):
        play.do("battle_cards_chosen", {"card": {}})
    with pytest.raises(EventRejected, match="Unknown event type"):
        play.do("struggle_card_revealed", {})
    with pytest.raises(EventRejected, match="not begun"):
        play.do("wounds_suffered", {"player": 0, "unit": LEIA, "amount": 1})


def test_the_log_reads_in_three_languages() -> None:
    play = Play()
    play.deploy()
    command(play, "command-push", "command-push", roll="blank")
    lines = {
        lang: TRACKER.describe(play.events[-1], play.states[-2], lang)
        for lang in ("en", "fr", "pl")
    }
    assert lines["en"] == (
        "Round 1 — Bartek plays Push (2 pips); the pips tie: Anna rolls blank, Bartek has priority"
    )
    assert "Round 1" in lines["fr"] and "priorité" in lines["fr"]
    assert "Runda 1" in lines["pl"] and "inicjatywę" in lines["pl"]
    summary = TRACKER.summary(play.state, "fr")
    assert "pions Victoire" in summary


def test_repeated_wounds_on_one_unit_read_as_one_line() -> None:
    from app.tracker import readable_log

    play = Play()
    play.deploy()
    for _ in range(3):
        play.do("wounds_suffered", {"player": 0, "unit": TROOPERS, "amount": 1})
    play.do("wounds_suffered", {"player": 1, "unit": ATST, "amount": 7})
    play.do("wounds_suffered", {"player": 1, "unit": ATST, "amount": 1, "damage_roll": "blank"})
    play.do("wounds_suffered", {"player": 1, "unit": ATST, "amount": 1})
    lines = [entry.text for entry in readable_log.entries(TRACKER, play.events, play.states, "en")]
    assert lines[-3:] == [
        "Round 1 — Rebel Troopers 1 suffers 3 wounds; 3 miniatures defeated",
        "Round 1 — AT-ST suffers 8 wounds; red die blank: disabled",
        "Round 1 — AT-ST suffers 1 wound",
    ]


def test_recover_removes_suppression_and_ends_panic() -> None:
    play = Play()
    play.deploy()
    to_activation(play, anna=[LEIA, TROOPERS])
    play.do("unit_activated", {"player": 1, "unit": OFFICER})
    play.do("activation_ended")
    play.do("tokens_gained", {"player": 0, "unit": TROOPERS, "token": "suppression", "count": 1})
    play.do("unit_activated", {"player": 0, "unit": TROOPERS, "rally": ["blank"]})
    assert play.state.activation is not None and play.state.activation.actions == 1
    play.do("action_taken", {"action": "recover"})
    unit = play.state.players[0].unit(TROOPERS)
    assert unit is not None and unit.token("suppression") == 0
    with pytest.raises(EventRejected, match="no action left"):
        play.do("action_taken", {"action": "move"})  # the action lost stays lost


def test_a_unit_corrected_by_hand() -> None:
    play = Play()
    play.deploy()
    play.do("wounds_suffered", {"player": 0, "unit": TROOPERS, "amount": 5})
    assert play.state.players[0].unit(TROOPERS).defeated  # type: ignore[union-attr]
    with pytest.raises(EventRejected, match="so is the unit"):
        play.do("unit_corrected", {"player": 0, "unit": TROOPERS, "defeated": False})
    with pytest.raises(EventRejected, match="each of the 5 miniatures"):
        play.do("unit_corrected", {"player": 0, "unit": TROOPERS, "wounds": [0, 2, 0, 0, 0]})
    with pytest.raises(EventRejected, match="one standby at most"):
        play.do("unit_corrected", {"player": 0, "unit": LEIA, "tokens": {"standby": 2}})
    before = play.state
    play.do("unit_corrected", {"player": 0, "unit": TROOPERS, "wounds": [0, 1, 1, 0, 0]})
    unit = play.state.players[0].unit(TROOPERS)
    assert unit is not None and not unit.defeated and unit.order == "activated"
    assert play.state.score(1) == 0
    assert TRACKER.describe(play.events[-1], before) == (
        "Round 1 — Rebel Troopers 1 corrected by hand: wounds 2/5"
    )
    play.do("unit_corrected", {"player": 0, "unit": LEIA, "tokens": {"aim": 2, "dodge": 0}})
    assert play.state.players[0].unit(LEIA).tokens == {"aim": 2}  # type: ignore[union-attr]
    for key in (OFFICER, STORMTROOPERS, f"{STORMTROOPERS}-2", ATST):
        play.do("unit_corrected", {"player": 1, "unit": key, "defeated": True})
    assert play.state.finished and play.state.winner == 0
