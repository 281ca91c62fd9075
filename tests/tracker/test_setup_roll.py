"""A first-player roll made before the setup (the New game dialog shows the dice) is kept
with the setup and survives the database."""

from __future__ import annotations

from typing import Any

from app.roster.document import RosterDocument
from app.systems.shatterpoint import tracker as sp
from app.tracker.game import Game
from tests.tracker.helpers import REPUBLIC, SEPARATISTS, catalog

ROLL = [[["hit", "hit", "crit", "failure", "expertise"], ["crit", "crit", "hit", "hit", "failure"]]]


def rosters() -> list[tuple[str, RosterDocument]]:
    return [
        ("Anakin", RosterDocument("shatterpoint", "Republic", [dict(s) for s in REPUBLIC])),
        ("Maul", RosterDocument("shatterpoint", "Shadow", [dict(s) for s in SEPARATISTS])),
    ]


def test_a_roll_made_beforehand_is_kept(database: Any) -> None:
    setup = sp.new_setup(rosters(), catalog(), first_player=1, first_player_roll=ROLL)
    assert setup.first_player == 1
    assert setup.first_player_roll is not None and setup.first_player_roll.rounds == ROLL
    game = Game.create(database, "shatterpoint", setup)
    loaded = Game.load(database, game.id).setup
    assert loaded.first_player_roll is not None and loaded.first_player_roll.rounds == ROLL


def test_no_roll_when_the_first_player_was_entered() -> None:
    setup = sp.new_setup(rosters(), catalog(), first_player=0)
    assert setup.first_player_roll is None
