"""A StarCraft game in the database: every step an event, undo, resume days later, export."""

from typing import Any

from app.tracker.game import Game, game_result, list_games
from app.tracker.log_file import export_document, parse_document, replay
from tests.starcraft.helpers import HOMES, start


def test_a_game_is_resumed_undone_and_exported(database: Any) -> None:
    setup = start(["mengsk", "overmind", "aldaris", "raynor", "tassadar", "queen-of-blades"])
    setup = setup.state.setup
    game = Game.create(database, "starcraft", setup)
    game.record("round_started")
    game.record("order_placed", {"planet": HOMES[0]})
    game.record("order_placed", {"planet": HOMES[1]})
    assert game.state.turn == 2
    game.undo()
    assert game.state.turn == 1
    resumed = Game.load(database, game.id)
    assert resumed.state.turn == 1 and resumed.can_redo
    resumed.redo()
    assert resumed.log_lines("fr")[-1] == "Tour 1 — Bo place un ordre sur Helios"
    summary = list_games(database)[0]
    assert summary.system == "starcraft" and summary.players[5] == "Flo"
    assert summary.teams[:2] == ["Arcturus Mengsk", "Overmind"]  # the factions, not teams
    assert game_result(game.id, database)["scores"] == [0] * 6
    document = export_document(resumed)
    system_id, read_back, events = parse_document(document)
    assert replay(system_id, read_back, events).turn == 2
