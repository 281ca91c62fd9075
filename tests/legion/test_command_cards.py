"""Command cards at the table: each keeps its owner in the setup, the event and the log; a
defeated character's cards cannot be played; a card orders no more units than it gives; a
setup's command hand and battle deck are checked as the builder checks them; and a log from an
earlier Muster still replays under its old rules.

Rules reference: seed 004_ec908e9edcb13d02.txt (the French rules reference), « Cartes
Commandement », « Main de Commandement », « Paquet Bataille », « Phase de Commandement ».
"""

from __future__ import annotations

import copy
import json
from dataclasses import replace
from pathlib import Path

import pytest

from app.systems.legion.army import Army, ArmyUnit, document_for
from app.systems.legion.importer import command_orders
from app.systems.legion.tracker import describe, new_setup, playable_cards, read_setup
from app.systems.legion.tracker.rules import defeated_owners
from app.systems.legion.tracker.state import GameSetup
from app.tracker.errors import EventRejected, GameSetupError
from app.tracker.event import Event
from app.tracker.log_file import parse_document, replay
from tests.legion.tracker_helpers import (
    DECK,
    LEIA,
    REBEL_HAND,
    TRACKER,
    TROOPERS,
    Play,
    catalog,
    empire,
)

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "legion-game.json"
REBEL_OFFICER = "unit-rebel-officer-fighting-for-freedom"
LEIAS_CARD = "command-no-time-for-sorrows"  # 2 pips, Leia Organa's
OLD_EMPIRE_HAND = ["command-ambush", "command-push", "command-assault", "command-standing-orders"]


def two_commanders() -> GameSetup:
    """Anna fields Leia Organa and a Rebel Officer, so she still commands once Leia falls."""
    rebels = Army(
        format="standard",
        faction="rebels",
        units=[ArmyUnit(LEIA), ArmyUnit(REBEL_OFFICER), *[ArmyUnit(TROOPERS)] * 3],
        command_hand=list(REBEL_HAND),
        battle_deck={category: list(cards) for category, cards in DECK.items()},
    )
    return new_setup(
        [("Anna", document_for(rebels, "Echo Base")), ("Bartek", document_for(empire(), "Hoth"))],
        catalog(),
        started_at="2026-11-25T19:00:00Z",
    )


def command_phase(game_setup: GameSetup | None = None) -> Play:
    play = Play(game_setup or two_commanders())
    play.deploy()
    return play


# --- the owner in the setup, the event and the log ------------------------------------------


def test_a_command_card_keeps_its_owner_in_the_setup_the_event_and_the_log() -> None:
    """FR « Cartes Commandement »: « Les cartes Commandement spécifiques à un personnage sont
    identifiables par le nom de ce personnage »."""
    play = command_phase()
    hand = {card.id: card for card in play.state.setup.players[0].command_hand}
    assert hand[LEIAS_CARD].owners == (LEIA,)
    assert hand["command-push"].owners == ()  # any commander's card
    again = read_setup(json.loads(json.dumps(play.state.setup.to_json())))
    assert again.players[0].command_hand == play.state.setup.players[0].command_hand

    intent = TRACKER.play_command_card(play.state, 0, LEIAS_CARD)
    assert intent[1]["owners"] == [LEIA]
    assert TRACKER.play_command_card(play.state, 1, "command-push")[1]["owners"] == []
    before = play.state
    play.intent(intent)
    event = play.events[-1]
    assert describe(event, before, "en") == (
        "Round 1 — Anna plays No Time for Sorrows, card of Leia Organa (2 pips)"
    )
    assert "Leia Organa" in describe(event, before, "fr")


def test_an_events_owners_must_be_the_cards_own() -> None:
    play = command_phase()
    with pytest.raises(EventRejected, match='"owners" must list the units'):
        play.do("command_card_played", {"player": 0, "card": LEIAS_CARD, "owners": []})


# --- a defeated character's cards ----------------------------------------------------------


def test_a_defeated_characters_cards_cannot_be_played() -> None:
    """FR « Cartes Commandement »: « Si un personnage d'un joueur est vaincu, aucune carte
    Commandement spécifique à ce personnage ne peut être jouée »."""
    play = command_phase()
    assert LEIAS_CARD in playable_cards(play.state, 0)
    play.do("unit_defeated", {"player": 0, "unit": LEIA})
    playable = playable_cards(play.state, 0)
    assert LEIAS_CARD not in playable and "command-push" in playable
    assert all(not defeated_owners(play.state, 0, card) for card in playable)
    with pytest.raises(EventRejected) as refused:
        play.do("command_card_played", {"player": 0, "card": LEIAS_CARD})
    assert refused.value.reason_text("en") == (
        "No Time for Sorrows belongs to Leia Organa, who is defeated: the card cannot be played."
    )
    assert "Leia Organa" in refused.value.reason_text("fr")
    offered = [p["card"] for kind, p in TRACKER.next_events(play.state) if p.get("player") == 0]
    assert LEIAS_CARD not in offered and "command-push" in offered


def test_a_card_of_two_characters_together_falls_with_either() -> None:
    """A card that needs two characters together is specific to each of them."""
    play = command_phase()
    hand = play.state.setup.players[0].command_hand
    officer = next(u.key for u in play.state.setup.players[0].units if u.id == REBEL_OFFICER)
    shared = tuple(
        replace(card, owners=(LEIA, officer), owners_together=True)
        if card.id == LEIAS_CARD
        else card
        for card in hand
    )
    players = (replace(play.state.setup.players[0], command_hand=shared),)
    together = replace(play.state.setup, players=players + play.state.setup.players[1:])
    play = command_phase(together)
    play.do("unit_defeated", {"player": 0, "unit": officer})
    assert defeated_owners(play.state, 0, LEIAS_CARD) == [officer]
    assert LEIAS_CARD not in playable_cards(play.state, 0)


def test_an_earlier_musters_event_still_plays_the_defeated_characters_card() -> None:
    play = command_phase()
    play.do("unit_defeated", {"player": 0, "unit": LEIA})
    old = Event(len(play.events) + 1, "command_card_played", {"player": 0, "card": LEIAS_CARD})
    state = TRACKER.apply(play.state, replace(old, legacy=True))
    assert state.players[0].card == LEIAS_CARD


# --- how many units a card orders -----------------------------------------------------------


def reveal(play: Play, rebel_card: str) -> int:
    play.do("command_card_played", {"player": 0, "card": rebel_card})
    play.do("command_card_played", {"player": 1, "card": "command-assault"})
    return play.state.priority or 0


def test_a_card_orders_no_more_units_than_it_gives() -> None:
    """FR « Phase de Commandement », step 3: « Les ordres ne peuvent être donnés qu'à des unités
    éligibles dont le nombre et le type sont indiqués dans la section « Ordre » »."""
    play = command_phase()
    assert reveal(play, "command-push") == 0  # 2 pips against 3: Anna issues orders first
    troopers = [u.key for u in play.state.setup.players[0].units if u.id == TROOPERS]
    with pytest.raises(EventRejected) as refused:
        play.do("orders_issued", {"player": 0, "units": troopers})
    assert refused.value.reason_text("en") == "Push orders at most 2 units."
    play.do("orders_issued", {"player": 0, "units": troopers[:2]})
    assert sum(u.order == "ordered" for u in play.state.players[0].units) == 2


def test_a_card_whose_orders_the_data_lacks_is_not_checked() -> None:
    """Legion HQ's data gives no character's card its orders: the tracker does not refuse."""
    play = command_phase()
    assert reveal(play, LEIAS_CARD) == 0
    troopers = [u.key for u in play.state.setup.players[0].units if u.id == TROOPERS]
    play.do("orders_issued", {"player": 0, "units": [LEIA, *troopers]})
    assert sum(u.order == "ordered" for u in play.state.players[0].units) == 4


def test_the_importer_knows_the_orders_of_the_four_shared_cards_only() -> None:
    """FR « Cartes Commandement »: « Quatre cartes Commandement sont à la disposition de tous
    les Commandants »; Legion HQ's record gives their pips, the importer their orders."""
    assert command_orders("Push", 2, [], {"cardName": "Push"}) == 2
    assert command_orders("Standing Orders", 4, [], {}) == 1
    assert command_orders("Push", 2, [], {"faction": "empire"}) is None
    assert command_orders("Return of the Jedi", 3, ["Luke Skywalker"], {}) is None
    pushes = [card for card in catalog().cards.values() if card.id == "command-push"]
    assert [card.orders for card in pushes] == [2]


# --- the setup's command hand and battle deck ------------------------------------------------


def test_a_new_game_refuses_a_hand_the_builder_refuses() -> None:
    """FR « Main de Commandement »: « deux cartes à 1 point lumineux, deux cartes à 2 points
    lumineux et deux cartes à 3 points lumineux »."""
    short = empire()
    short.command_hand = list(OLD_EMPIRE_HAND)
    with pytest.raises(GameSetupError) as refused:
        new_setup(
            [("Anna", document_for(empire(), "A")), ("Bartek", document_for(short, "B"))],
            catalog(),
        )
    assert "Bartek" in refused.value.message("en")
    assert "two cards each of 1, 2 and 3 pips; this one has 1, 1 and 1" in (
        refused.value.message("en")
    )


def test_a_hand_knowingly_accepted_starts_and_replays() -> None:
    """The New game box's "play anyway": the rule's code kept in the setup, never refused."""
    short = empire()
    short.command_hand = list(OLD_EMPIRE_HAND)
    accepted = new_setup(
        [("Anna", document_for(empire(), "A")), ("Bartek", document_for(short, "B"))],
        catalog(),
        violations=[[], ["COMMAND_HAND_PIPS"]],
    )
    again = read_setup(json.loads(json.dumps(accepted.to_json())))
    assert again.players[1].violations == ("COMMAND_HAND_PIPS",)
    assert "violations" not in accepted.to_json()["players"][0]
    play = command_phase(again)
    assert play.state.phase == "command"
    broken = replace(again, players=(again.players[0], replace(again.players[1], violations=())))
    with pytest.raises(EventRejected, match="two cards each of 1, 2 and 3 pips"):
        command_phase(broken)


def test_a_new_game_refuses_a_battle_deck_the_builder_refuses() -> None:
    """FR « Paquet Bataille »: a deck of each type's cards « sans doublon »."""
    thin = empire()
    thin.battle_deck = {**thin.battle_deck, "primary": thin.battle_deck["primary"][:2]}
    with pytest.raises(GameSetupError, match="Battle deck"):
        new_setup(
            [("Anna", document_for(empire(), "A")), ("Bartek", document_for(thin, "B"))],
            catalog(),
        )


# --- the example game, today's and an earlier Muster's ---------------------------------------


def old_style(document: dict) -> dict:
    """The example as an earlier Muster wrote it: the Empire's hand of four cards, no owners
    nor orders, no ``strict_from``."""
    old = copy.deepcopy(document)
    del old["strict_from"]
    bartek = old["setup"]["players"][1]
    bartek["command_hand"] = [
        card for card in bartek["command_hand"] if card["id"] in OLD_EMPIRE_HAND
    ]
    bartek["roster"]["army"]["command_hand"] = list(OLD_EMPIRE_HAND)
    for player in old["setup"]["players"]:
        for card in player["command_hand"]:
            card.pop("owners", None)
            card.pop("orders", None)
    for event in old["events"]:
        event["payload"].pop("owners", None)
    return old


def test_the_example_has_legal_hands_and_replays_under_todays_rules() -> None:
    document = json.loads(EXAMPLE.read_text("utf-8"))
    assert document["strict_from"] == 1
    for player in document["setup"]["players"]:
        assert sorted(card["pips"] for card in player["command_hand"]) == [1, 1, 2, 2, 3, 3, 4]
    system_id, game_setup, events = parse_document(document)
    assert replay(system_id, game_setup, events).finished


def test_an_earlier_musters_log_replays_under_its_old_rules() -> None:
    document = json.loads(EXAMPLE.read_text("utf-8"))
    today = replay(*parse_document(document))
    old = old_style(document)
    earlier = replay(*parse_document(old))
    assert earlier.finished and earlier.winner == today.winner
    # The same game to the end, told apart only by the cards the Empire held.
    for side in (0, 1):
        assert earlier.victory(side) == today.victory(side)
        assert earlier.players[side].units == today.players[side].units
    old["strict_from"] = 1  # read as if today's Muster wrote it: the hand is refused
    with pytest.raises(EventRejected) as refused:
        replay(*parse_document(old))
    assert refused.value.seq == 1
    assert refused.value.reason_text("en").startswith("The army of Bartek: A command hand")
