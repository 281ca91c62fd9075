"""The readable log and the setup, in English, French and Polish with the rulebook terms."""

from __future__ import annotations

import pytest

from app.roster.document import RosterDocument
from app.systems import get
from app.systems.shatterpoint import tracker as sp
from app.tracker.errors import GameSetupError
from tests.tracker.helpers import SEPARATISTS, Table, catalog, make_setup

MAUL = "lord-maul"


def _wound_line(language: str) -> str:
    table = Table(make_setup())
    table.start_turn()
    before = table.state
    table.do("damage_dealt", {"player": 1, "unit": MAUL, "amount": 11})
    return sp.describe(table.events[-1], before, language)


def test_wounding_reads_like_the_table_talk() -> None:
    assert _wound_line("en") == (
        "Turn 1 — Lord Maul suffers 11 damage; Lord Maul is wounded; Anakin gains momentum"
    )


@pytest.mark.parametrize(
    ("language", "terms"),
    [
        ("fr", ["Tour 1", "Seigneur Maul", "Blessé", "Impulsion"]),
        ("pl", ["Tura 1", "osłabiona", "znacznik postępu"]),
    ],
)
def test_the_log_uses_the_rulebook_terms(language: str, terms: list[str]) -> None:
    line = _wound_line(language)
    for term in terms:
        assert term in line


def test_injured_struggle_and_conditions_in_french_and_polish() -> None:
    table = Table(make_setup(first_player=1))
    table.do("condition_gained", {"player": 1, "unit": MAUL, "condition": "strained"})
    table.do("damage_dealt", {"player": 1, "unit": MAUL, "amount": 11})
    order = [MAUL] + [c for c in table.state.decks[1].deck if c != MAUL]
    table.do("deck_corrected", {"player": 1, "deck": order})
    table.start_turn()
    table.reveal()
    before = table.state
    table.do("unit_activated", {"unit": MAUL, "condition_removed": "strained"})
    event = table.events[-1]
    assert "Estropié" in sp.describe(event, before, "fr")
    assert "Contraint" in sp.describe(event, before, "fr")
    assert "okaleczenie" in sp.describe(event, before, "pl")
    assert "Zmęczenie" in sp.describe(event, before, "pl")
    table.do("struggle_corrected", {"token": 6, "momentum": [[8], [8, 7]]})
    before = table.state
    table.do("momentum_gained", {"player": 1})
    assert "remporte la Lutte" in sp.describe(table.events[-1], before, "fr")
    assert "wygrywa zmaganie" in sp.describe(table.events[-1], before, "pl")


def test_every_event_of_a_game_has_a_log_line() -> None:
    table = Table(make_setup())
    table.do("struggle_card_revealed", {"card": "Phase I", "active": [0], "priority": 0})
    for _ in range(6):
        table.play_simple_turn([None, None, None])
    state = sp.initial_state(table.setup)
    for event in table.events:
        for language in ("en", "fr", "pl"):
            line = sp.describe(event, state, language)
            assert line and "{" not in line
        state = sp.apply(state, event)


def test_step_condition_and_action_names() -> None:
    assert sp.step_name(9, "fr") == "Déplacement du pion Lutte"
    assert sp.condition_name("exposed", "pl") == "Zagrożenie"
    assert sp.action_name("take_cover", "fr") == "Se mettre à couvert"


def test_setup_refuses_an_unknown_unit() -> None:
    roster = RosterDocument("shatterpoint", "x", [{"primary": "no-such-unit"}])
    other = RosterDocument("shatterpoint", "y", [dict(s) for s in SEPARATISTS])
    with pytest.raises(GameSetupError) as caught:
        sp.new_setup([("Ann", roster), ("Bob", other)], catalog())
    assert caught.value.message("en") == (
        'The strike team of Ann names a unit that is not in the catalogue: "no-such-unit".'
    )
    assert "Le groupe de combat d'Ann" in caught.value.message("fr")  # elided


def test_setup_snapshots_the_units_and_the_force_pool() -> None:
    setup = make_setup()
    maul = setup.players[1].unit(MAUL)
    assert maul is not None
    assert (maul.stamina, maul.durability, maul.force, maul.squad) == (11, 2, 3, 1)
    assert maul.name["en"] == "Lord Maul" and maul.name["fr"] == "Seigneur Maul"
    tracker = get("shatterpoint").tracker()
    assert tracker.initial_state(setup).force[1].total == 6


def test_an_impossible_setup_is_refused() -> None:
    setup = make_setup()
    setup.decks[1] = setup.decks[1][:-1]
    with pytest.raises(GameSetupError) as caught:
        sp.initial_state(setup)
    assert "The order deck of Maul" in caught.value.message("en")
    setup = make_setup()
    setup.first_player = 2
    with pytest.raises(GameSetupError):
        sp.initial_state(setup)
