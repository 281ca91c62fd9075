"""Battles resolved skirmish by skirmish: pairing, major/minor values, ground/air targeting,
supports, Camouflage and Détecteur, splash damage, retreats."""

import pytest

from app.systems.starcraft.battle import (
    Battle,
    Card,
    Fighter,
    PairingError,
    Skirmish,
    resolve,
    skirmish_count,
)

TANK = Fighter("siege-tank", flying=False, targets_ground=True, targets_air=False)
MARINE = Fighter("marine", support=1, targets_ground=True, targets_air=True)
FIREBAT = Fighter("firebat", support=1, targets_ground=True, targets_air=False)
MUTALISK = Fighter("mutalisk", flying=True, targets_ground=True, targets_air=False)
ZERGLING = Fighter("zergling", support=1)
ULTRALISK = Fighter("ultralisk", support=2)


def card(attack, resistance, symbols=(), **extra):
    return Card(symbols=tuple(symbols), major=(attack, resistance), minor=(1, 1), **extra)


def test_the_rulebook_example_of_ground_and_air():
    # Terran: Siege Tank (card 7/8) vs Mutalisk (card 6/6) supported by Zergling and Ultralisk.
    battle = Battle(
        fighters=((TANK,), (MUTALISK, ZERGLING, ULTRALISK)),
        skirmishes=(
            Skirmish(
                fronts=(0, 0),
                supports=((), (1, 2)),
                cards=(card(7, 8, ["siege-tank"]), card(7, 6, ["mutalisk"])),
            ),
        ),
        choices={(0, 1): 1},  # the Zerg player picks the Zergling to lose
    )
    result = resolve(battle)
    skirmish = result.skirmishes[0]
    # The tank cannot hit the flying Mutalisk: the kill goes to a support, the Zerg's choice.
    assert skirmish.destroyed[1] == (1,)
    # Zergling (1) and Ultralisk (2) can target the ground tank: 7 + 3 = 10 >= 8.
    assert skirmish.attack[1] == 10
    assert skirmish.destroyed[0] == (0,)
    assert result.losses(battle) == [{"siege-tank": 1}, {"zergling": 1}]
    assert result.winner == "defender" and result.retreating is None


def test_a_support_that_cannot_target_adds_nothing():
    battle = Battle(
        fighters=((MARINE, FIREBAT), (MUTALISK,)),
        skirmishes=(
            Skirmish(
                fronts=(0, 0),
                supports=((1,), ()),
                cards=(card(5, 5, ["marine"]), card(2, 6, ["mutalisk"])),
            ),
        ),
    )
    result = resolve(battle)
    assert result.skirmishes[0].attack[0] == 5  # the Firebat cannot hit flying units
    assert result.skirmishes[0].destroyed == ((), ())
    assert result.retreating == "attacker"


def test_minor_values_when_the_front_liner_is_not_on_the_card():
    battle = Battle(
        fighters=((ZERGLING,), (MARINE,)),
        skirmishes=(
            Skirmish(fronts=(0, 0), cards=(card(9, 9, ["ultralisk"]), card(3, 3, ["marine"]))),
        ),
    )
    result = resolve(battle)
    assert result.skirmishes[0].attack == (1, 3)


def test_special_order_and_air_support_bonuses():
    battle = Battle(
        fighters=((MARINE,), (MUTALISK,)),
        skirmishes=(
            Skirmish(fronts=(0, 0), cards=(card(4, 4, ["marine"]), card(4, 6, ["mutalisk"]))),
        ),
        special_order=True,
        air_defence=(True, False),
    )
    result = resolve(battle)
    assert result.skirmishes[0].attack[0] == 6  # +1 special Mobilize, +1 against a flyer
    assert result.skirmishes[0].destroyed[1] == (0,)


def test_camouflage_retreats_unless_detected():
    hidden = Fighter("ghost", camouflage=True)
    battle = Battle(
        fighters=((ULTRALISK,), (hidden,)),
        skirmishes=(Skirmish(fronts=(0, 0), cards=(card(9, 9, ["ultralisk"]), card(1, 1))),),
    )
    result = resolve(battle)
    assert result.skirmishes[0].camouflaged[1] == (0,) and result.destroyed[1] == ()
    detected = Battle(
        fighters=battle.fighters,
        skirmishes=(
            Skirmish(fronts=(0, 0), cards=(card(9, 9, ["ultralisk"], detector=True), card(1, 1))),
        ),
    )
    assert resolve(detected).destroyed[1] == (0,)
    # A base with Air support in the zone gives its owner's units Détecteur.
    air = Battle(fighters=battle.fighters, skirmishes=battle.skirmishes, air_defence=(True, False))
    assert resolve(air).destroyed[1] == (0,)


def test_renfort_is_never_a_front_liner_unless_the_whole_side_is():
    queen = Fighter("queen", renfort=True)
    assert skirmish_count(((queen, queen), (MARINE, MARINE))) == 1
    assert skirmish_count(((queen, ZERGLING), (MARINE, MARINE))) == 1
    assert skirmish_count(((ZERGLING, ZERGLING, queen), (MARINE, MARINE, MARINE))) == 2
    wrong = Battle(
        fighters=((queen, ZERGLING), (MARINE,)),
        skirmishes=(Skirmish(fronts=(0, 0), supports=((1,), ())),),
    )
    with pytest.raises(PairingError) as error:
        resolve(wrong)
    assert error.value.key == "renfort_front"


def test_a_defender_of_renfort_units_only_retreats():
    queen = Fighter("queen", renfort=True)
    battle = Battle(
        fighters=((MARINE,), (queen, queen)),
        skirmishes=(
            Skirmish(
                fronts=(0, 0),
                supports=((), (1,)),
                cards=(Card(minor=(0, 9)), Card(minor=(0, 9))),
            ),
        ),
    )
    result = resolve(battle)
    assert result.destroyed == ((), ())
    assert result.retreating == "defender" and result.winner == "attacker"


def test_as_many_skirmishes_as_possible_and_every_unit_used():
    with pytest.raises(PairingError) as error:
        resolve(
            Battle(
                fighters=((MARINE, MARINE), (ZERGLING, ZERGLING)),
                skirmishes=(Skirmish(fronts=(0, 0), supports=((1,), (1,))),),
            )
        )
    assert error.value.key == "count"
    with pytest.raises(PairingError) as error:
        resolve(
            Battle(
                fighters=((MARINE, MARINE, MARINE), (ZERGLING,)),
                skirmishes=(Skirmish(fronts=(0, 0), supports=((1,), ())),),
            )
        )
    assert error.value.key == "every_unit_once"


def test_splash_damage_takes_a_surviving_unit_of_its_kind():
    battle = Battle(
        fighters=((TANK,), (ULTRALISK, MUTALISK, ZERGLING)),
        skirmishes=(
            Skirmish(
                fronts=(0, 0),
                supports=((), (1, 2)),
                cards=(card(12, 20, ["siege-tank"], splash="ground"), card(1, 1)),
            ),
        ),
        splash_choices=((1, 2),),
    )
    result = resolve(battle)
    # The Ultralisk dies in the skirmish; the splash takes the Zergling (a ground unit).
    assert sorted(result.destroyed[1]) == [0, 2]
    assert result.retreating == "attacker"  # the Mutalisk is left


def test_splash_says_which_side_loses_and_which_units_it_may_take():
    wraith = Fighter("wraith", flying=True, targets_ground=True, targets_air=True)
    hydralisk = Fighter("hydralisk", targets_ground=True, targets_air=True)
    defiler = Fighter("defiler", renfort=True)
    scourge = Fighter("scourge", flying=True, renfort=True)
    # Attacker: Tank and Marine in front, a Wraith and a Marine in support; defender: an
    # Ultralisk and a Hydralisk in front, a Defiler and a Scourge (Renfort) in support.
    battle = Battle(
        fighters=((TANK, MARINE, wraith, MARINE), (ULTRALISK, hydralisk, defiler, scourge)),
        skirmishes=(
            Skirmish(
                fronts=(0, 0),
                supports=((2,), (2,)),
                cards=(card(12, 20, ["siege-tank"], splash="ground"), card(1, 1)),
            ),
            Skirmish(
                fronts=(1, 1),
                supports=((3,), (3,)),
                cards=(card(1, 1), card(9, 9, ["hydralisk"], reinforcement_splash="both")),
            ),
        ),
        splash_choices=((0, 3), (1, 3)),  # the attacker gives up Marine 2; (1, 3) flies
    )
    result = resolve(battle)
    # The Tank's card kills the Ultralisk; the Hydralisk's reinforcement kills Marine 1. The
    # attacker loses theirs first: either kind, among the Tank, the Wraith and Marine 2.
    first, second = result.splash
    assert (first.side, first.kind, first.skirmish) == (0, "both", 1)
    assert first.candidates == (0, 2, 3) and first.chosen == 3
    # The defender's is a ground unit: the Hydralisk or the Defiler, never the flying Scourge
    # (their choice named it, which the card cannot take: the first is taken).
    assert (second.side, second.kind, second.skirmish) == (1, "ground", 0)
    assert second.candidates == (1, 2) and second.chosen == 1
    assert sorted(result.destroyed[0]) == [1, 3] and sorted(result.destroyed[1]) == [0, 1]
    assert result.skirmishes[1].splash == ((), ("both",))


def test_single_kind_splash_before_ground_or_flying_so_that_most_units_fall():
    # The seed's example: two ground units and a flying one left, against a flying splash and
    # a ground-or-flying one: the flying one goes to the flying card, a ground one to the other.
    wraith = Fighter("wraith", flying=True, targets_ground=True, targets_air=True)
    battle = Battle(
        fighters=((TANK, MARINE, FIREBAT, wraith), (ULTRALISK,)),
        skirmishes=(
            Skirmish(
                fronts=(0, 0),
                supports=((1, 2, 3), ()),
                cards=(
                    card(1, 1),
                    card(12, 9, ["ultralisk"], splash="both", reinforcement_splash="air"),
                ),
            ),
        ),
        splash_choices=((0, 2),),  # the Firebat, for the ground-or-flying card
    )
    result = resolve(battle)
    flying, either = result.splash
    assert (flying.kind, flying.candidates, flying.chosen) == ("air", (3,), 3)
    assert (either.kind, either.candidates, either.chosen) == ("both", (1, 2), 2)
    assert result.losses(battle)[0] == {"siege-tank": 1, "wraith": 1, "firebat": 1}
    assert result.retreating == "attacker" and result.winner == "defender"


def test_a_camouflage_unit_that_retreats_triggers_splash_and_escapes_it():
    ghost = Fighter("ghost", camouflage=True)
    battle = Battle(
        fighters=((TANK,), (ghost, ZERGLING)),
        skirmishes=(
            Skirmish(
                fronts=(0, 0),
                supports=((), (1,)),
                cards=(card(12, 20, ["siege-tank"], splash="ground"), card(1, 1)),
            ),
        ),
    )
    result = resolve(battle)
    assert result.skirmishes[0].camouflaged == ((), (0,))
    # The Ghost left the battle: the splash can only take the Zergling, and the attacker
    # holds the zone.
    (hit,) = result.splash
    assert (hit.side, hit.candidates, hit.chosen) == (1, (1,), 1)
    assert result.destroyed[1] == (1,) and result.winner == "attacker"


def test_splash_choices_from_older_logs_name_no_side():
    data = {
        "fighters": [[{"unit": "siege-tank"}], [{"unit": "ultralisk"}, {"unit": "zergling"}]],
        "skirmishes": [
            {
                "fronts": [0, 0],
                "supports": [[], [1]],
                "cards": [{"major": [9, 9], "symbols": ["siege-tank"], "splash": "ground"}, {}],
            }
        ],
        "splash_choices": [1],
    }
    assert Battle.from_json(data).splash_choices == ((None, 1),)
    assert resolve(Battle.from_json(data)).splash[0].chosen == 1
    data["splash_choices"] = [[1, 1]]
    assert Battle.from_json(data).splash_choices == ((1, 1),)


def test_battle_event_applies_losses_and_checks_the_pairing():
    from tests.starcraft.helpers import start

    table = start(["mengsk", "overmind"])
    table.do("player_corrected", player=0, units={"marine": 2})
    table.do("player_corrected", player=1, units={"zergling": 1})
    table.plan_at_home()
    table.do("order_revealed", planet="Chau Sara", order="mobilisation", outcome="executed")
    fighters = [
        [{"unit": "marine", "support": 1}, {"unit": "marine", "support": 1}],
        [{"unit": "zergling"}],
    ]
    bad = {"fighters": fighters, "skirmishes": []}
    from app.systems.starcraft.tracker import battle_intent
    from app.tracker.errors import EventRejected

    with pytest.raises(EventRejected, match="as many skirmishes as possible: 1"):
        table.try_("battle_resolved", defender=1, battle=bad, losses=[{}, {}])
    good = {
        "fighters": fighters,
        "skirmishes": [{"fronts": [0, 0], "supports": [[1], []]}],
    }
    (kind, payload), outcome = battle_intent(table.state, 1, good)
    # No card values entered: 0 against 0 is enough force, both front-liners fall.
    assert payload["losses"] == [{"marine": 1}, {"zergling": 1}]
    assert outcome.winner == "attacker"
    payload["losses"] = [{}, {"zergling": 1}]  # corrected by the players
    table.do(kind, **payload)
    assert table.state.players[1].units == {}
    assert not table.state.players[1].eliminated  # a base is left
    with pytest.raises(EventRejected, match="one battle at most"):
        table.try_("battle_resolved", defender=1, losses=[{}, {}])
