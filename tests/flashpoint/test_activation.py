"""The activation as the rulebook plays it (seed 003, "Procédure d'activation" L424-L434,
"Agir" L354-L362, "Résolution d'une Action de Combat" L452-L473, "Blessée" L217-L229,
"Marqueurs d'état" L580-L609): who acts, one combat action, the defender's dice, a Wounded
figure that regains a die, states that only lower a characteristic."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.systems.flashpoint import tracker as T
from app.systems.flashpoint.tracker.state import (
    CardSnapshot,
    FighterSnapshot,
    GameSetup,
    PlayerSetup,
)
from app.tracker.errors import EventRejected
from app.tracker.event import Event
from tests.flashpoint.tracker_helpers import Play, setup, team
from tests.profiles import examples


def rejected(play: Play, event_type: str, **payload: Any) -> str:
    with pytest.raises(EventRejected) as caught:
        play(event_type, **payload)
    return caught.value.message("en")


def attack(play: Play, player: int, fighter: str, card: str, target_player: int, target: str):
    return play(
        T.ATTACK_DECLARED,
        player=player,
        fighter=fighter,
        card=card,
        target_player=target_player,
        target=target,
    )


def started() -> Play:
    play = Play()
    play.no_bids()  # nobody bids: Marek (1), the Defensive player, activates first
    return play


def test_only_the_activated_figure_and_its_reinforcements_act() -> None:
    """L424-L434: « Choix de la figurine activée », then its actions, then « Fin de
    l'activation »; the reinforcements count as activated (L496-L500)."""
    play = started()
    assert "No activation is in progress" in rejected(
        play, T.ACTION_TAKEN, player=1, fighter="a", action="run"
    )
    play.activate(1, "a", reinforcements=["c"])
    assert [a.group for a in play.state.current] == [["a", "c"]]
    play(T.ACTION_TAKEN, player=1, fighter="a", action="run")
    play(T.ACTION_TAKEN, player=1, fighter="c", action="jump")
    assert rejected(play, T.ACTION_TAKEN, player=1, fighter="b", action="run") == (
        "Event 5 (action_taken) cannot be applied: Marek B is not activated: only Marek A "
        "(and its reinforcements) acts now."
    )
    assert "is not activated" in rejected(play, T.CARD_USED, player=0, fighter="a", card="rifle")
    # The next activation chosen ends this one: Marek's figure acts no more.
    play.activate(0, "a")
    assert "is not activated" in rejected(play, T.CARD_USED, player=1, fighter="a", card="knife")
    play(T.CARD_USED, player=0, fighter="a", card="medkit")
    # A passive card (AS 0) works whenever its text says, activated or not.
    passive = Play(
        GameSetup(
            (
                PlayerSetup("Ana", "K", team("Ana"), (0, 0)),
                PlayerSetup(
                    "Marek",
                    "W",
                    (
                        FighterSnapshot(
                            "a", "Shield", 1, 1, 0, (CardSnapshot("vest", "Vest", "equipment"),)
                        ),
                    ),
                    (0, 0),
                ),
            ),
            offensive=0,
        )
    )
    passive.no_bids()
    passive(T.CARD_USED, player=1, fighter="a", card="vest")


def test_one_combat_action_per_activation() -> None:
    """L362: « Une figurine est limitée à une seule action de combat par activation »."""
    play = started()
    play.activate(1, "a")
    attack(play, 1, "a", "knife", 0, "a")
    assert rejected(
        play, T.ATTACK_DECLARED, player=1, fighter="a", card="rifle", target_player=0, target="b"
    ) == (
        "Event 4 (attack_declared) cannot be applied: Marek A has already made its combat "
        "action in this activation (one per activation)."
    )
    assert "already made its combat action" in rejected(
        play, T.CARD_USED, player=1, fighter="a", card="rifle"
    )
    play(T.CARD_USED, player=1, fighter="a", card="medkit")  # a strategic action still may
    # The next round's activation has its own combat action.
    play.pass_both()
    play(T.ROUND_ENDED)
    play.no_bids()
    play.activate(1, "a")
    attack(play, 1, "a", "rifle", 0, "a")
    assert play.fighter(1, "a").cards["rifle"] == "tilted"  # step 5: the weapon tilts


def test_an_attack_on_a_fresh_figure_lets_it_draw_its_dice() -> None:
    """L456: « Si le défenseur n'a pas déjà été activé (et uniquement dans ce cas), son
    propriétaire effectue immédiatement une séquence d'attribution »; L442: up to its Skill
    of each type, from the reserves."""
    play = started()
    play.activate(1, "a")
    assert "not the defender" in rejected(
        play, T.DEFENDER_DICE, player=0, fighter="a", dice={"power": [3]}
    )
    attack(play, 1, "a", "knife", 0, "a")
    assert play.state.attack is not None and not play.state.attack.defender_drew
    assert "at most 2 dice" in rejected(
        play, T.DEFENDER_DICE, player=0, fighter="a", dice={"power": [1, 2, 3]}
    )
    assert "not the defender" in rejected(
        play, T.DEFENDER_DICE, player=0, fighter="b", dice={"power": [3]}
    )
    reserve = play.state.reserves[0]
    skill, power = reserve.skill, reserve.power
    before = play.state
    play(T.DEFENDER_DICE, player=0, fighter="a", dice={"skill": [5], "power": [2, 6]})
    assert play.fighter(0, "a").dice == {"skill": 1, "power": 2}
    assert play.fighter(0, "a").activations == 0  # defending is no activation
    assert (play.state.reserves[0].skill, play.state.reserves[0].power) == (skill - 1, power - 2)
    assert T.describe(play.events[-1], before, "en") == (
        "Round 1 — Ana A defends with 1 Skill and 2 Power dice"
    )
    assert "already drawn" in rejected(
        play, T.DEFENDER_DICE, player=0, fighter="a", dice={"power": [3]}
    )
    # The dice lost in the comparison are entered as discards; a figure whose card is not
    # tilted is not Wounded for having none left (L219: « dont la carte est inclinée »).
    play(T.DICE_DISCARDED, player=0, fighter="a", die="power", count=2)
    assert not play.fighter(0, "a").wounded


def test_an_activated_defender_may_draw_too() -> None:
    """L444 allows an attribution sequence « en réaction à une attaque »; the combat's step 3
    names only a defender not yet activated. The seed is read the way that refuses least
    (docs/tracker.md): the attacked figure may draw either way."""
    play = started()
    play.activate(1, "a")
    play.activate(0, "a")
    attack(play, 0, "a", "knife", 1, "a")
    play(T.DEFENDER_DICE, player=1, fighter="a", dice={"power": [4]})
    assert play.fighter(1, "a").dice["power"] == 2


def test_a_reacting_figure_attacks_only_the_figure_it_answers() -> None:
    """L526: the reacting figure may attack only the figure that triggered it; the two
    activations interleave, so both figures act."""
    play = started()
    play.activate(1, "a")
    play.activate(0, "a", reaction=True)
    assert [(a.side, a.fighter) for a in play.state.current] == [(1, "a"), (0, "a")]
    assert "only the figure it reacts to" in rejected(
        play,
        T.ATTACK_DECLARED,
        player=0,
        fighter="a",
        card="knife",
        target_player=1,
        target="b",
    )
    attack(play, 0, "a", "knife", 1, "a")
    play(T.CARD_USED, player=1, fighter="a", card="medkit")  # the interrupted one acts too


def test_a_wounded_figure_regains_a_die_and_is_wounded_no_more() -> None:
    """L229: « Si la figurine regagne au moins [un dé], elle n'est plus considérée comme
    Blessée »."""
    play = started()
    play.activate(1, "a")
    play(T.FIGHTER_WOUNDED, player=1, fighter="a")
    wounded = play.fighter(1, "a")
    assert wounded.wounded and T.skill_of(play.state, wounded) == 0
    power = play.state.reserves[1].power
    before = play.state
    play(T.DICE_GAINED, player=1, fighter="a", die="power", count=1)
    healed = play.fighter(1, "a")
    assert not healed.wounded and healed.dice["power"] == 1
    assert T.skill_of(play.state, healed) == 2
    assert play.state.reserves[1].power == power - 1
    assert T.describe(play.events[-1], before, "en") == (
        "Round 1 — Marek A gains 1 Power die; Marek A is Wounded no more"
    )
    assert "holds only" in rejected(
        play, T.DICE_GAINED, player=1, fighter="a", die="power", count=9
    )
    play(T.FIGHTER_WOUNDED, player=1, fighter="b")
    play(T.FIGHTER_WOUNDED, player=1, fighter="b")  # Wounded again: Dead (L233-L238)
    assert "is dead" in rejected(play, T.DICE_GAINED, player=1, fighter="b", die="skill")


def test_states_lower_characteristics_and_never_raise_them() -> None:
    """L584: Enflammé « habilité est réduite à 1 » (a Skill of 0 stays 0); L598-L609:
    Empoisonné and Immobilisé « Pr réduite à 0 », Immobilisé « habilité est réduite à 0 »."""
    fighters = (
        FighterSnapshot("zero", "Zero", 0, 3, 2),
        FighterSnapshot("three", "Three", 3, 2, 1),
    )
    play = Play(
        GameSetup(
            (
                PlayerSetup("Ana", "K", fighters, (0, 0)),
                PlayerSetup("Marek", "W", team("M"), (0, 0)),
            ),
            offensive=0,
        )
    )
    play.no_bids()
    zero, three = play.fighter(0, "zero"), play.fighter(0, "three")
    for fighter in (zero, three):
        play(T.MARKER_PLACED, player=0, fighter=fighter.id, marker="burning")
    zero, three = play.fighter(0, "zero"), play.fighter(0, "three")
    assert (T.skill_of(play.state, zero), T.skill_of(play.state, three)) == (0, 1)
    assert T.reinforcement_of(play.state, zero) == 2  # Burning leaves Pr alone
    play(T.MARKER_PLACED, player=0, fighter="zero", marker="poisoned")
    play(T.MARKER_PLACED, player=0, fighter="three", marker="immobilised")
    zero, three = play.fighter(0, "zero"), play.fighter(0, "three")
    assert T.reinforcement_of(play.state, zero) == 0
    assert (T.skill_of(play.state, three), T.reinforcement_of(play.state, three)) == (0, 0)


def test_immobilised_takes_no_strategic_action() -> None:
    """L607: Immobilisé « ne peut effectuer d'action de combat ou stratégique »."""
    play = started()
    play.activate(1, "a")
    play(T.MARKER_PLACED, player=1, fighter="a", marker="immobilised")
    assert "no strategic action" in rejected(
        play, T.ACTION_TAKEN, player=1, fighter="a", action="run"
    )


def test_every_refusal_names_its_event() -> None:
    """docs/cli.md: « Event N (type) cannot be applied: … », as the other games say it."""
    play = started()
    assert rejected(play, T.PASSED, player=0).startswith("Event 2 (passed) cannot be applied: ")
    assert rejected(play, "teleported").startswith(
        'Event 2 (teleported) cannot be applied: There is no event type "teleported".'
    )


def test_events_recorded_by_an_earlier_muster_replay_as_they_were() -> None:
    """docs/tracker.md, "Games recorded by an earlier Muster": a weapon used by a figure not
    activated, and twice in an activation, replay when the event is marked legacy."""
    state = T.initial_state(setup())
    events = [
        Event(1, T.INITIATIVE_BID, {"bids": [{}, {}], "rolls": [], "initiative": 1}),
        Event(2, T.CARD_USED, {"player": 0, "fighter": "a", "card": "rifle"}, legacy=True),
        Event(3, T.FIGHTER_ACTIVATED, {"player": 1, "fighter": "a", "dice": {}}),
        Event(4, T.CARD_USED, {"player": 1, "fighter": "a", "card": "knife"}, legacy=True),
        Event(5, T.CARD_USED, {"player": 1, "fighter": "a", "card": "rifle"}, legacy=True),
    ]
    for event in events:
        state = T.apply(state, event)
    assert state.fighter(1, "a").cards["rifle"] == "tilted"
    with pytest.raises(EventRejected, match="already made its combat action"):
        T.apply(state, Event(6, T.CARD_USED, {"player": 1, "fighter": "a", "card": "launcher"}))


@settings(max_examples=examples(60), deadline=None)
@given(
    st.sampled_from(["a", "b", "c"]),
    st.sampled_from(["knife", "rifle", "launcher"]),
    st.integers(0, 3),
    st.integers(0, 3),
    st.booleans(),
)
def test_any_fresh_figure_attacked_draws_within_its_skill_and_the_reserve(
    defender: str, weapon: str, skill: int, power: int, bid: bool
) -> None:
    """Random play of an attack on a fresh figure: the defender's dice are accepted exactly
    when they stay within its Skill (L442) and its side's reserve, and it stays fresh."""
    play = Play()
    play(
        T.INITIATIVE_BID,
        bids=[{"power": 4}, {}] if bid else [{}, {}],
        rolls=[],
        initiative=0 if bid else 1,
    )
    attacker_side = 0 if bid else 1
    play.activate(attacker_side, "a")
    attack(play, attacker_side, "a", weapon, 1 - attacker_side, defender)
    side = 1 - attacker_side
    state = play.state
    limit = T.skill_of(state, play.fighter(side, defender))
    reserve = state.reserves[side]
    fits = skill <= min(limit, reserve.skill) and power <= min(limit, reserve.power)
    dice = {"skill": [1] * skill, "power": [6] * power}
    try:
        play(T.DEFENDER_DICE, player=side, fighter=defender, dice=dice)
    except EventRejected as exc:
        assert not fits and "at most" in exc.message("en")
        return
    assert fits
    assert play.fighter(side, defender).dice == {"skill": skill, "power": power}
    assert play.fighter(side, defender).activations == 0
    assert play.state.reserves[side].skill == reserve.skill - skill
    assert play.state.reserves[side].power == reserve.power - power
