"""One click fills a legal command hand and a legal battle deck; an army whose hand and
deck are still empty is legal once its units are, and a game fills them on demand."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from app.roster.document import RosterDocument
from app.systems.legion.army import Army, ArmyUnit, document_for
from app.systems.legion.army_edits import fill_battle_deck, fill_command_hand, ready_to_play
from app.systems.legion.rules import HAND_PIPS, validate
from app.systems.legion.tracker.setup import new_setup
from tests.legion.test_rules import LEIA, TROOPERS, VADER, catalog
from tests.profiles import examples

STORMTROOPERS = "unit-stormtroopers"


def units_only(commander: str, corps: str, faction: str) -> Army:
    return Army(
        format="standard",
        faction=faction,
        units=[ArmyUnit(commander), *(ArmyUnit(corps) for _ in range(3))],
    )


def test_units_alone_are_a_legal_army_but_a_hand_begun_is_checked() -> None:
    army = units_only(LEIA, TROOPERS, "rebels")
    assert validate(army, catalog()) == []
    army.command_hand = ["command-ambush"]
    assert [v.code for v in validate(army, catalog())] == ["COMMAND_HAND_PIPS"]
    army.command_hand = []
    army.battle_deck = {"primary": ["battle-breakthrough"]}
    assert {v.code for v in validate(army, catalog())} == {"BATTLE_DECK_COMPOSITION"}


def test_the_suggested_hand_takes_the_characters_cards_first() -> None:
    # Seed 004 « Main de Commandement »: « deux cartes à 1 point lumineux, deux cartes à 2
    # points lumineux et deux cartes à 3 points lumineux » and one copy of each card.
    army = units_only(VADER, STORMTROOPERS, "empire")
    added = fill_command_hand(army, catalog())
    assert added == army.command_hand and len(added) == 7
    pips = [catalog().get(card_id).pips for card_id in added]
    assert all(pips.count(p) == n for p, n in HAND_PIPS.items()) and pips.count(4) == 1
    vaders = {c.id for c in catalog().of_kind("command") if c.owners == ("Darth Vader",)}
    assert len(vaders & set(added)) >= 3
    assert fill_battle_deck(army, catalog()) and validate(army, catalog()) == []
    # Full: a second click adds nothing.
    assert fill_command_hand(army, catalog()) == [] and fill_battle_deck(army, catalog()) == []


@settings(max_examples=examples(25), deadline=None)
@given(st.data())
def test_the_suggestion_is_legal_for_any_commander_and_corps(data: st.DataObject) -> None:
    faction = data.draw(st.sampled_from(["rebels", "empire", "republic", "separatists"]))
    units = [c for c in catalog().of_kind("unit") if c.faction == faction and not c.unreleased]
    commanders = [c.id for c in units if c.rank == "commander"]
    corps = [c.id for c in units if c.rank == "corps" and not c.unique]
    army = units_only(data.draw(st.sampled_from(commanders)), data.draw(st.sampled_from(corps)),
                      faction)  # fmt: skip
    before = {v.code for v in validate(army, catalog())}
    fill_command_hand(army, catalog())
    fill_battle_deck(army, catalog())
    after = {v.code for v in validate(army, catalog())}
    assert after <= before  # the hand and the deck add no problem of their own
    assert len(army.command_hand) == 7


def test_a_game_fills_an_empty_hand_and_deck_and_keeps_a_chosen_one() -> None:
    chosen = units_only(LEIA, TROOPERS, "rebels")
    chosen.command_hand = ["command-ambush"]
    filled = ready_to_play(Army.from_json(chosen.to_json()), catalog())
    assert (
        filled.command_hand == ["command-ambush"]
        and sum(map(len, filled.battle_deck.values())) == 9
    )
    documents: list[RosterDocument] = [
        document_for(units_only(LEIA, TROOPERS, "rebels"), "Rebels"),
        document_for(units_only(VADER, STORMTROOPERS, "empire"), "Empire"),
    ]
    setup = new_setup([("Ann", documents[0]), ("Bo", documents[1])], catalog())
    assert all(len(player.command_hand) == 7 for player in setup.players)
    assert all(sum(map(len, player.battle_deck.values())) == 9 for player in setup.players)
