"""A Legion army as text for forums, and the collection check, in three languages."""

from __future__ import annotations

from pathlib import Path

import pytest

from app import systems
from app.roster.document import RosterDocument
from app.roster.share import decode
from app.systems.legion.army import army_of

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "legion-army.json"


@pytest.fixture(scope="module")
def legion():
    system = systems.get("legion")
    return system, system.load_catalog()


@pytest.fixture
def roster() -> RosterDocument:
    return RosterDocument.read(EXAMPLE)


@pytest.mark.parametrize(
    ("language", "title", "hand", "verdict"),
    [
        ("en", "Army: Echo Base Defenders", "Command hand: ", "Legal army."),
        ("fr", "Armée : Echo Base Defenders", "Main de Commandement : ", "Armée légale."),
        ("pl", "Armia: Echo Base Defenders", "Ręka kart rozkazów: ", "Armia zgodna z zasadami."),
    ],
)
def test_the_text_lists_units_by_rank_hand_deck_and_links(
    legion, roster, language, title, hand, verdict
):
    system, catalog = legion
    text = system.to_text(roster, catalog, language)
    lines = text.splitlines()
    assert lines[0] == title
    assert any(line.startswith(hand) for line in lines)
    assert verdict in lines
    army = army_of(roster)
    units = [line for line in lines if line.startswith("• ")]
    assert len(units) == len(army.units)
    # Both codes open the same army again.
    link = next(line for line in lines if "legionhq2.com" in line).split(" ", 2)[-1]
    code = lines[-1].split()[-1]
    for shared in (link, code):
        again = decode(shared, lambda _system: catalog)
        assert [u.unit for u in army_of(again).units] == [u.unit for u in army.units]


def test_an_illegal_army_says_why(legion, roster):
    system, catalog = legion
    roster.system_data["army"]["units"] = roster.system_data["army"]["units"][:1]
    text = system.to_text(roster, catalog, "en")
    assert "Not legal yet:" in text
    assert any(line.startswith("- ") for line in text.splitlines())


def test_cards_used_beyond_the_collection_are_named(legion, roster):
    system, catalog = legion
    army = army_of(roster)
    troopers = army.units[1].unit
    owned = {card_id: 9 for unit in army.units for card_id in unit.card_ids()}
    owned[troopers] = 2
    problems = system.owned_problems(roster, catalog, owned)
    assert [(p.unit_id, p.used, p.owned) for p in problems] == [(troopers, 5, 2)]
    assert problems[0].message("en") == "You own 2 of Rebel Troopers but the army uses 5."
    assert "l’armée en utilise 5" in problems[0].message("fr")
    del owned[troopers]
    assert system.owned_problems(roster, catalog, owned)[0].message("pl") == (
        "Rebel Troopers: brak w twojej kolekcji (armia używa 5 szt.)."
    )
