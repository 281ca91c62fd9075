"""Flashpoint's tracker rules, each from seed 003 (line numbers in the test names' docstrings)."""

from __future__ import annotations

import random

import pytest

from app.systems.flashpoint import tracker as T
from app.systems.flashpoint.tracker.state import GameSetup, offensive_from_roll
from app.tracker.errors import EventRejected, GameLogFormatError
from tests.flashpoint.tracker_helpers import Play, setup


def rejected(play: Play, event_type: str, **payload: object) -> str:
    with pytest.raises(EventRejected) as caught:
        play(event_type, **payload)
    return caught.value.message("en")


def test_reserves_are_the_sums_plus_the_strategic_bonus_by_side() -> None:
    """L273-L274: Σ H, Σ P, plus the bonus (Offensive 1, Defensive 2)."""
    state = Play().state
    assert [(r.skill, r.power) for r in state.reserves[:2]] == [(5, 4 + 1), (5, 4 + 2)]
    assert state.reserves[0].power_start == 5


def test_the_offensive_roll_rerolls_ties_and_must_name_the_offensive_player() -> None:
    rng = random.Random(3)
    throws = T.offensive_roll(rng)
    assert all(a == b for a, b in throws[:-1]) and throws[-1][0] != throws[-1][1]
    assert offensive_from_roll(((3, 3), (2, 5))) == 1
    data = setup().to_json()
    data["offensive_roll"] = [[3, 3], [2, 5]]
    assert GameSetup.from_json(data | {"offensive": 1}).offensive == 1
    with pytest.raises(GameLogFormatError):
        GameSetup.from_json(data)  # the roll names player 1, the setup player 0


def test_nobody_bids_the_defensive_player_has_the_initiative() -> None:
    play = Play()
    assert "Defensive" in rejected(play, T.INITIATIVE_BID, bids=[{}, {}], initiative=0)
    state = play.no_bids()
    assert (state.initiative, state.active, state.step) == (1, 1, "activations")


def test_the_higher_bid_chooses_and_bid_dice_are_discarded() -> None:
    play = Play()
    assert "no dice" in rejected(
        play, T.INITIATIVE_BID, bids=[{"power": 2}, {"skill": 1}], rolls=[[[1], [2]]], initiative=0
    )
    assert "reserves" in rejected(play, T.INITIATIVE_BID, bids=[{"power": 9}, {}], initiative=0)
    state = play(T.INITIATIVE_BID, bids=[{"power": 2}, {"skill": 1}], initiative=1)
    assert state.initiative == 1
    assert (state.reserves[0].power, state.reserves[1].skill) == (3, 4)


def test_tied_bids_are_rolled_until_someone_wins() -> None:
    play = Play()
    bids = [{"skill": 1}, {"skill": 1}]
    assert "Tied" in rejected(play, T.INITIATIVE_BID, bids=bids, rolls=[[[3], [3]]], initiative=0)
    rolls = T.roll_bid_ties(1, random.Random(1))
    assert T.bid_winner([1, 1], rolls) is not None
    assert T.bid_winner([1, 1], [[[3], [3]], [[5], [2]]]) == 0
    state = play(T.INITIATIVE_BID, bids=bids, rolls=[[[3], [3]], [[5], [2]]], initiative=1)
    assert state.initiative == 1


def test_activations_alternate_and_draw_up_to_the_skill() -> None:
    """L319, L442: up to H dice of each type, from the reserve; then the other player."""
    play = Play()
    play.no_bids()
    assert "turn" in rejected(play, T.FIGHTER_ACTIVATED, player=0, fighter="a")
    with pytest.raises(EventRejected, match="At most 2 dice"):
        play.activate(1, "a", skill=3)
    state = play.activate(1, "a", skill=2, power=1)
    assert (state.reserves[1].skill, state.reserves[1].power) == (3, 5)
    assert play.fighter(1, "a").dice == {"skill": 2, "power": 1}
    assert state.active == 0


def test_reinforcements_add_their_skill_and_count_as_activated() -> None:
    """L496-L500."""
    play = Play()
    play.no_bids()
    play.activate(1, "a", skill=3, power=2, reinforcements=["b"])
    assert play.fighter(1, "b").activations == 1
    # B has no reinforcement range: it cannot call reinforcements
    play.activate(0, "b")
    with pytest.raises(EventRejected, match="Reinforcements"):
        play.activate(1, "c", reinforcements=["b"])


def test_poisoned_fighters_have_no_reinforcement_range() -> None:
    play = Play()
    play.no_bids()
    play(T.MARKER_PLACED, player=1, fighter="a", marker="poisoned")
    with pytest.raises(EventRejected, match="Reinforcements"):
        play.activate(1, "a", reinforcements=["c"])


def test_a_reaction_answers_an_activation_and_the_interrupted_player_goes_on() -> None:
    """L502-L530."""
    play = Play()
    play.no_bids()
    play.activate(1, "a")
    state = play.activate(0, "b", reaction=True)
    assert state.active == 0 or state.active == 1
    # the interrupted player (1) activates next
    assert state.active == 1
    with pytest.raises(EventRejected, match="Reaction"):
        play.activate(0, "c", reaction=True)


def test_no_reaction_to_an_activation_with_reinforcements() -> None:
    play = Play()
    play.no_bids()
    play.activate(1, "a", reinforcements=["c"])
    with pytest.raises(EventRejected, match="Reaction"):
        play.activate(0, "b", reaction=True)


def test_reactivation_waits_for_the_whole_team_and_never_twice_in_a_row() -> None:
    """L532-L534."""
    play = Play()
    play.no_bids()
    play.activate(1, "a")
    play.activate(0, "a")
    with pytest.raises(EventRejected, match="every other fighter"):
        play.activate(1, "a")
    play.activate(1, "b")
    play.activate(0, "b")
    play.activate(1, "c")
    play.activate(0, "c")
    play.activate(1, "a")  # a re-activation
    play.activate(0, "a")
    with pytest.raises(EventRejected, match="Two re-activations"):
        play.activate(1, "b")


def test_two_passes_end_the_step_and_npcs_activate_in_the_environment() -> None:
    """L321, L325-L327, L568-L572."""
    play = Play(setup(npcs=True))
    play.no_bids()
    with pytest.raises(EventRejected, match="NPC"):
        play.activate(2, "beast")
    play(T.PASSED, player=1)
    play.activate(0, "a")  # a pass not followed by another does not end the step
    play(T.PASSED, player=1)
    state = play(T.PASSED, player=0)
    assert state.step == "environment"
    assert "NPCs" in rejected(play, T.ROUND_ENDED)
    play.activate(2, "beast")
    with pytest.raises(EventRejected, match="once a round"):
        play.activate(2, "beast")
    assert play(T.ROUND_ENDED).round == 2


def test_a_tilted_fighter_with_no_power_die_is_wounded_and_then_dies() -> None:
    """L219-L240."""
    play = Play()
    play.no_bids()
    play.activate(1, "a", skill=2, power=1)
    play(T.DICE_DISCARDED, player=1, fighter="a", die="skill", count=1)
    assert not play.fighter(1, "a").wounded
    play(T.DICE_DISCARDED, player=1, fighter="a", die="power")
    fighter = play.fighter(1, "a")
    assert fighter.wounded and fighter.dice == {"skill": 0, "power": 0}
    assert fighter.cards["rifle"] == "tilted"
    assert "Wounded" in rejected(play, T.CARD_USED, player=1, fighter="a", card="knife")
    play(T.FIGHTER_WOUNDED, player=1, fighter="a")
    assert play.fighter(1, "a").dead


def test_discard_step_and_reserve_rebuild() -> None:
    """L329-L344: markers one of each type, Wounded die, Habilité from figures able, Pouvoir
    back from the profiles, never above the start."""
    play = Play()
    play.no_bids()
    play.activate(1, "a", skill=2, power=1)
    play(T.MARKER_PLACED, player=0, fighter="a", marker="burning", count=2)
    play(T.MARKER_PLACED, player=0, fighter="a", marker="staggered")
    play.activate(0, "b", skill=1, power=1)
    play(T.FIGHTER_WOUNDED, player=0, fighter="c")
    play.pass_both()
    state = play(T.ROUND_ENDED)
    ana_a = play.fighter(0, "a")
    assert ana_a.markers == {"burning": 1, "poisoned": 0, "staggered": 0, "immobilised": 0}
    assert play.fighter(0, "c").dead
    # Ana: skill 5-1=4, +H of the able A (2) and B (1) -> capped at 5; power 5-1+1 back = 5
    assert (state.reserves[0].skill, state.reserves[0].power) == (5, 5)
    # Marek: skill 5-2+5 capped 5; power 6-1+1 = 6
    assert (state.reserves[1].skill, state.reserves[1].power) == (5, 6)
    assert play.fighter(1, "a").dice == {"skill": 0, "power": 0}
    assert state.step == "initiative" and state.round == 2


def test_power_lost_in_combat_never_comes_back() -> None:
    play = Play()
    play.no_bids()
    play.activate(1, "b", skill=1, power=1)
    play(T.DICE_DISCARDED, player=1, fighter="b", die="power")
    play.pass_both()
    state = play(T.ROUND_ENDED)
    assert state.reserves[1].power == 6 - 1


def test_card_tilts_single_use_and_reload() -> None:
    """L386-L404, L494."""
    play = Play()
    play.no_bids()
    play.activate(1, "a")
    for card in ("knife", "grenade", "medkit"):
        play(T.CARD_USED, player=1, fighter="a", card=card)
    cards = play.fighter(1, "a").cards
    assert (cards["knife"], cards["grenade"], cards["medkit"]) == ("ready", "discarded", "tilted")
    for player, fighter in ((0, "a"), (1, "b"), (0, "b"), (1, "c"), (0, "c"), (1, "a")):
        play.activate(player, fighter)
    play(T.CARD_USED, player=1, fighter="a", card="rifle")
    assert play.fighter(1, "a").cards["rifle"] == "tilted"
    assert "tilted" in rejected(play, T.CARD_USED, player=1, fighter="a", card="rifle")
    play.pass_both()
    play(T.ROUND_ENDED)
    cards = play.fighter(1, "a").cards
    assert (cards["rifle"], cards["grenade"]) == ("ready", "discarded")
    play.no_bids()
    play.activate(1, "a")
    play(T.CARD_USED, player=1, fighter="a", card="launcher")
    play.pass_both()
    play(T.ROUND_ENDED)
    assert play.fighter(1, "a").cards["launcher"] == "reloading"
    play.no_bids()
    play.activate(1, "a")
    play(T.CARD_RELOADED, player=1, fighter="a", card="launcher")
    assert play.fighter(1, "a").cards["launcher"] == "ready"
    assert "not waiting" in rejected(play, T.CARD_RELOADED, player=1, fighter="a", card="rifle")


def test_status_markers_and_their_effects() -> None:
    """L580-L609."""
    play = Play()
    play.no_bids()
    play(T.MARKER_PLACED, player=1, fighter="a", marker="burning")
    assert T.skill_of(play.state, play.fighter(1, "a")) == 1
    with pytest.raises(EventRejected, match="At most 1 die"):
        play.activate(1, "a", skill=2)
    play(T.MARKER_PLACED, player=1, fighter="a", marker="staggered")
    play.activate(1, "a")
    assert "Staggered" in rejected(play, T.CARD_USED, player=1, fighter="a", card="knife")
    play(T.MARKER_REMOVED, player=1, fighter="a", marker="staggered")
    assert "already removed" in rejected(
        play, T.MARKER_REMOVED, player=1, fighter="a", marker="staggered"
    )
    play(T.MARKER_PLACED, player=1, fighter="a", marker="immobilised")
    assert T.skill_of(play.state, play.fighter(1, "a")) == 0
    assert T.reinforcement_of(play.state, play.fighter(1, "a")) == 0
    assert "Immobilised" in rejected(play, T.CARD_USED, player=1, fighter="a", card="medkit")
    effects = T.marker_effects(play.fighter(1, "a"), "en")
    assert any(line.startswith("Burning ×1: Skill becomes 1") for line in effects)


def test_poisoned_fighters_activate_once_a_round() -> None:
    play = Play()
    play.no_bids()
    play(T.MARKER_PLACED, player=1, fighter="b", marker="poisoned")
    play.activate(1, "b")
    play.activate(0, "a")
    play.activate(1, "a")
    play.activate(0, "b")
    play.activate(1, "c")
    play.activate(0, "c")
    with pytest.raises(EventRejected, match="at most one activation"):
        play.activate(1, "b")


def play_six_rounds(play: Play) -> None:
    for _ in range(6):
        play.no_bids()
        play.pass_both()
        play(T.ROUND_ENDED)


def test_six_rounds_then_the_debriefing_decides_on_success_points() -> None:
    """L304, L346-L352."""
    play = Play()
    play_six_rounds(play)
    assert play.state.step == "debriefing" and play.state.round == 6
    assert "debriefing" in rejected(play, T.GAME_ENDED, reason="debriefing")
    play(T.SUCCESS_POINTS, player=0, points=3)
    play(T.SUCCESS_POINTS, player=1, points=5)
    state = play(T.GAME_ENDED, reason="debriefing")
    assert (state.finished, state.winner, state.end_reason) == (True, 1, "debriefing")
    assert T.result(state)["scores"] == [3, 5]
    assert "over" in rejected(play, T.PASSED, player=0)


def test_equal_success_points_are_a_draw() -> None:
    play = Play()
    play_six_rounds(play)
    play(T.SUCCESS_POINTS, player=0, points=2)
    play(T.SUCCESS_POINTS, player=1, points=2)
    assert play(T.GAME_ENDED, reason="debriefing").winner is None


def test_a_team_with_no_fighter_able_ends_the_confrontation() -> None:
    play = Play()
    play.no_bids()
    for fighter in ("a", "b", "c"):
        play(T.FIGHTER_WOUNDED, player=0, fighter=fighter)
    play.pass_both()
    assert play(T.ROUND_ENDED).step == "debriefing"


def test_concession_and_agreement() -> None:
    play = Play()
    assert play(T.GAME_ENDED, reason="conceded", player=0).winner == 1
    play = Play()
    assert "winner" in rejected(play, T.GAME_ENDED, reason="conceded", player=0, winner=0)
    assert play(T.GAME_ENDED, reason="agreed", winner=None).winner is None


def test_unknown_fields_and_types_are_refused() -> None:
    play = Play()
    assert 'did you mean "bids"' in rejected(play, T.INITIATIVE_BID, bidz=[], initiative=1)
    assert "no event type" in rejected(play, "dance")
    play.no_bids()
    assert "no fighter" in rejected(play, T.MARKER_PLACED, player=0, fighter="z", marker="burning")


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_every_event_is_told_in_each_language(language: str) -> None:
    play = Play()
    play(T.INITIATIVE_BID, bids=[{"power": 1}, {}], initiative=0)
    play.activate(0, "a", reinforcements=["c"])
    play(T.CARD_USED, player=0, fighter="a", card="grenade")
    play(T.MARKER_PLACED, player=1, fighter="a", marker="burning")
    play(T.DICE_DISCARDED, player=0, fighter="a", die="power")
    play.pass_both()
    play(T.ROUND_ENDED)
    states = [T.initial_state(play.state.setup)]
    for event in play.events[:-1]:
        states.append(T.apply(states[-1], event))
    lines = [T.describe(e, s, language) for e, s in zip(play.events, states, strict=True)]
    assert all(line and "{" not in line for line in lines)
    if language == "en":
        assert (
            lines[1] == "Round 1 — Ana activates Ana A (1 Skill, 1 Power dice); reinforced by Ana C"
        )
        assert "Ana A is Wounded" in lines[4]
        assert "At the discard step, these die: Ana A" in lines[-1]
    else:
        assert lines[1] != T.describe(play.events[1], states[1], "en")
    assert T.summary(play.state, language)
