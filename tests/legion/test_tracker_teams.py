"""Team battles (2v2, the seed's « Combat en équipes »), scenario by scenario through the pure
reducer: two teams of two players, priority by pips with cross-team ties broken by the teams'
pip totals, orders to a teammate's units, teams activating in turn, a team wins."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.systems.legion.army import document_for
from app.systems.legion.tracker import apply
from app.systems.legion.tracker.state import GameSetup
from app.tracker.errors import EventRejected, GameSetupError
from app.tracker.event import Event
from tests.legion.test_tracker_properties import check_bounds, wild_event
from tests.legion.tracker_helpers import (
    LEIA,
    OFFICER,
    STORMTROOPERS,
    TRACKER,
    TROOPERS,
    Play,
    catalog,
    empire,
    new_setup,
    rebels,
)
from tests.profiles import examples

# Seats: Anna and Celina (Rebels) are team 0, Bartek and Darek (Empire) team 1.
TEAMS = (0, 1, 0, 1)


def team_setup(blue: int = 0) -> GameSetup:
    return new_setup(
        [
            ("Anna", document_for(rebels(), "Echo Base")),
            ("Bartek", document_for(empire(), "Hoth")),
            ("Celina", document_for(rebels(), "Yavin")),
            ("Darek", document_for(empire(), "Scarif")),
        ],
        catalog(),
        blue_player=blue,
        started_at="2026-11-25T19:00:00Z",
        teams=TEAMS,
    )


def started(blue: int = 0) -> Play:
    play = Play(team_setup(blue))
    play.deploy()
    return play


def cards(play: Play, anna: str, bartek: str, celina: str, darek: str, **extra) -> None:
    for player, card in enumerate((anna, bartek, celina, darek)):
        payload = {"player": player, "card": card}
        if player == 3:
            payload.update(extra)
        play.do("command_card_played", payload)


def test_the_setup_of_a_team_battle():
    game_setup = team_setup(blue=1)
    assert game_setup.team_game and game_setup.members(0) == [0, 2]
    assert game_setup.side_name(1) == "Bartek & Darek"
    assert game_setup.teammate(3) == 1
    again = TRACKER.setup_from_json(game_setup.to_json())
    assert again == game_setup
    state = TRACKER.initial_state(game_setup)
    assert len(state.players) == 4 and state.counter == 1  # the blue team holds the counter
    data = state.to_json()
    assert [team["players"] for team in data["teams"]] == [[0, 2], [1, 3]]
    # A game of two keeps its setup as before (no "teams").
    assert (
        "teams"
        not in TRACKER.setup_from_json(
            {**game_setup.to_json(), "players": game_setup.to_json()["players"][:2], "teams": None}
        ).to_json()
    )


def test_a_team_battle_needs_two_teams_of_two():
    documents = [("Anna", document_for(rebels(), "A")), ("Bartek", document_for(empire(), "B"))]
    with pytest.raises(GameSetupError):
        new_setup(documents, catalog(), teams=(0, 1))
    with pytest.raises(GameSetupError):
        new_setup(documents * 2, catalog(), teams=(0, 0, 0, 1))


def test_fewest_pips_has_priority_for_the_team():
    play = started()
    # Celina's Ambush (1 pip) is the lowest: her team has priority, no die is rolled.
    cards(play, "command-assault", "command-push", "command-ambush", "command-assault")
    assert play.state.priority == 0 and play.state.priority_roll is None
    assert "Anna & Celina has priority" in TRACKER.describe(play.events[-1], play.states[-2], "en")


def test_a_cross_team_tie_goes_to_the_team_with_fewer_pips_in_all():
    play = started()
    # Anna and Bartek both play 1 pip; Anna's team has 1 + 3 = 4 pips, Bartek's 1 + 2 = 3.
    cards(play, "command-ambush", "command-ambush", "command-assault", "command-push")
    assert play.state.priority == 1 and play.state.priority_roll is None
    assert TRACKER.describe(play.events[-1], play.states[-2], "en").endswith(
        "the pips tie between the teams: Bartek & Darek has fewer pips in all (3 against 4) "
        "and has priority"
    )
    # A roll is refused when the totals decide.
    play = started()
    for player, card in enumerate(("command-ambush", "command-ambush", "command-assault")):
        play.do("command_card_played", {"player": player, "card": card})
    with pytest.raises(EventRejected, match="only when the pips tie"):
        play.do("command_card_played", {"player": 3, "card": "command-push", "roll": "block"})


def test_equal_team_totals_are_rolled_for():
    play = started(blue=1)
    for player, card in enumerate(("command-ambush", "command-ambush", "command-push")):
        play.do("command_card_played", {"player": player, "card": card})
    with pytest.raises(EventRejected, match="red defence die"):
        play.do("command_card_played", {"player": 3, "card": "command-push"})
    play.do("command_card_played", {"player": 3, "card": "command-push", "roll": "block"})
    assert play.state.priority == 1  # block: the round counter's holder, the blue team
    assert play.state.priority_roll == "block"


def test_orders_to_a_teammate_and_teams_activate_in_turn():
    play = started()
    cards(play, "command-ambush", "command-assault", "command-assault", "command-push")
    assert play.state.priority == 0
    # The other team waits until both players of the priority team have issued orders.
    with pytest.raises(EventRejected, match="Anna & Celina has priority"):
        play.do("orders_issued", {"player": 1, "units": [OFFICER]})
    # Anna's Ambush orders one unit: Celina's Leia, her teammate's.
    play.do("orders_issued", {"player": 0, "units": [], "teammate_units": [LEIA]})
    assert play.state.players[2].unit(LEIA).order == "ordered"
    assert play.state.players[0].unit(LEIA).order == "none"
    play.do("orders_issued", {"player": 2, "units": [TROOPERS]})
    with pytest.raises(EventRejected, match="teammate_units"):
        play.do("orders_issued", {"player": 1, "units": [], "teammate_units": "x"})
    play.do("orders_issued", {"player": 1, "units": [OFFICER]})
    play.do("orders_issued", {"player": 3, "units": [STORMTROOPERS]})
    assert play.state.phase == "activation" and play.state.active_player == 0
    # Bartek's team waits its turn; Celina activates the Leia Anna ordered.
    with pytest.raises(EventRejected, match="turn of Anna & Celina"):
        play.do("order_drawn", {"player": 1, "rank": "corps"})
    play.intent(TRACKER.activate(play.state, 2, LEIA))
    play.do("activation_ended")
    assert play.state.active_player == 1
    # Darek draws from his own pool; Bartek waits until Darek's unit has activated.
    play.do("order_drawn", {"player": 3, "rank": "corps"})
    with pytest.raises(EventRejected, match="Darek has drawn an order token"):
        play.intent(TRACKER.activate(play.state, 1, OFFICER))
    play.intent(TRACKER.activate(play.state, 3, "unit-stormtroopers-2"))
    play.do("activation_ended")
    assert play.state.active_player == 0


def test_the_team_wins_and_both_its_players_are_winners():
    play = started()
    play.do("victory_tokens_changed", {"player": 2, "amount": 2, "source": "primary"})
    play.do("victory_tokens_changed", {"player": 1, "amount": 1, "source": "primary"})
    play.do("victory_tokens_changed", {"player": 3, "amount": 1, "source": "secondary"})
    assert play.state.victory(0) == 2 and play.state.victory(1) == 2
    # Tied tokens: the score decides (points of enemy units defeated by the team).
    play.do("unit_defeated", {"player": 3, "unit": STORMTROOPERS})
    assert play.state.score(0) > 0 and play.state.score(1) == 0
    assert TRACKER.winner_on_score(play.state) == 0
    play.do("game_ended", {"winner": 0, "reason": "time"})
    result = TRACKER.result(play.state)
    assert result["winners"] == [0, 2] and result["winner"] == 0
    assert result["teams"] == list(TEAMS) and result["winning_team"] == 0
    assert result["victory_tokens"] == [0, 1, 2, 1]
    assert "Anna & Celina wins" in TRACKER.summary(play.state, "en")


def test_a_team_is_eliminated_when_both_its_armies_are():
    play = started()
    for player in (1, 3):
        for unit in list(play.state.players[player].units):
            if not play.state.finished:
                play.do("unit_defeated", {"player": player, "unit": unit.key})
        if player == 1:
            assert not play.state.finished  # Darek's army still stands
    assert play.state.finished and play.state.winner == 0
    assert play.state.end_reason == "eliminated"


def test_the_report_of_a_team_battle_names_the_team():
    from app.systems.legion.game_report import game_report

    play = started(blue=1)
    play.do("victory_tokens_changed", {"player": 3, "amount": 1, "source": "primary"})
    play.do("game_ended", {"winner": 1, "reason": "agreed"})
    report = game_report(play.state, [], "en")
    assert report.headline.startswith("Bartek & Darek wins, 1–0")
    assert [side.title for side in report.sides] == ["Anna", "Bartek", "Celina", "Darek"]
    assert [bool(side.verdict) for side in report.sides] == [False, True, False, True]


# --- random play of a team battle (the invariants of test_tracker_properties) --------------

TEAM_SETUP = team_setup()


@settings(max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(min_value=0, max_value=10_000),
    wild=st.lists(wild_event(), min_size=1, max_size=40),
)
def test_random_events_in_a_team_battle_are_accepted_or_refused(
    seed: int, wild: list[tuple[str, dict[str, Any]]]
) -> None:
    rng = random.Random(seed)
    state = TRACKER.initial_state(TEAM_SETUP)
    for kind, payload in wild:
        for event_type, event_payload in [(kind, payload), *TRACKER.next_events(state, rng)]:
            before = state.to_json()
            event = Event(state.last_seq + 1, event_type, event_payload, "2026-11-25T20:00:00Z")
            try:
                after = apply(state, event)
            except EventRejected as exc:
                assert exc.message("fr") and exc.message("pl")
                assert state.to_json() == before
                continue
            assert state.to_json() == before
            TRACKER.describe(event, state, "fr")
            check_bounds(after)
            state = after


@settings(max_examples=examples(10), deadline=None)
@given(seed=st.integers(min_value=0, max_value=10_000))
def test_a_team_battle_always_goes_on_until_it_ends(seed: int) -> None:
    rng = random.Random(seed)
    state = TRACKER.initial_state(TEAM_SETUP)
    for _ in range(1200):
        options = TRACKER.next_events(state, rng)
        if state.finished:
            assert options == []
            break
        assert options
        kind, payload = rng.choice(options)
        state = apply(state, Event(state.last_seq + 1, kind, payload, "2026-11-25T20:00:00Z"))
        if rng.random() < 0.15 and state.phase != "setup" and not state.finished:
            player = rng.randrange(4)
            living = state.living(player)
            if living:
                intent = TRACKER.suffer_wounds(state, player, rng.choice(living).key, 2, rng)
                state = apply(state, Event(state.last_seq + 1, *intent, "2026-11-25T20:00:00Z"))
        check_bounds(state)
    assert state.finished
    assert state.winner in (0, 1, None)


def test_a_teammates_commander_lends_courage_against_panic():
    play = started()
    play.do("unit_defeated", {"player": 2, "unit": LEIA})  # Celina's own commander is gone
    play.do("tokens_gained", {"player": 2, "unit": TROOPERS, "token": "suppression", "count": 2})
    # Celina, without a commander, plays no card; Anna's Ambush orders Celina's troopers.
    cards(play, "command-ambush", "command-assault", None, "command-assault")
    play.do("orders_issued", {"player": 0, "units": [], "teammate_units": [TROOPERS]})
    for player in (2, 1, 3):
        play.do("orders_issued", {"player": player, "units": []})
    base = {"player": 2, "unit": TROOPERS, "rally": ["blank", "blank"]}
    # An opponent's commander lends nothing; "courage_player" alone names no commander.
    for wrong in (
        {**base, "courage_from": OFFICER, "courage_player": 1},
        {**base, "courage_player": 0},
    ):
        with pytest.raises(EventRejected, match="courage_player"):
            play.do("unit_activated", wrong)
    # Anna's Leia (courage 2): two suppression tokens are not twice that, no panic.
    intent = TRACKER.activate(play.state, 2, TROOPERS, None, LEIA, 0)
    assert intent[1]["courage_player"] == 0 and intent[1]["courage_from"] == LEIA
    play.do("unit_activated", {**base, "courage_from": LEIA, "courage_player": 0})
    assert not play.state.players[2].unit(TROOPERS).panicked
