"""The readable log tells a run of repeated steps on one unit on one line ("suffers 3
damage"), while each click stays its own event, so undo takes back one at a time."""

from __future__ import annotations

from typing import Any

from app.systems.shatterpoint import tracker as sp
from app.tracker import readable_log
from app.tracker.adapter import ModuleTracker
from app.tracker.game import Game
from tests.tracker.helpers import Table, make_setup, record_turn_start

MAUL = "lord-maul"
SAXON = "gar-saxon-merciless-commander"


def _table_states(table: Table) -> list[Any]:
    states = [sp.initial_state(table.setup)]
    for event in table.events:
        states.append(sp.apply(states[-1], event))
    return states


def _texts(table: Table, language: str = "en") -> list[str]:
    tracker = ModuleTracker(sp)
    entries = readable_log.entries(tracker, table.events, _table_states(table), language)
    return [entry.text for entry in entries]


def _damage(table: Table, unit: str, amount: int = 1, player: int = 1) -> None:
    table.do("damage_dealt", {"player": player, "unit": unit, "amount": amount})


def test_three_damage_clicks_read_as_one_line() -> None:
    table = Table(make_setup())
    table.start_turn()  # the struggle card, then the turn: two lines of their own
    before, recorded = len(_texts(table)), len(table.events)
    for _ in range(3):
        _damage(table, MAUL)
    lines = _texts(table)
    assert lines[-1] == "Turn 1 — Lord Maul suffers 3 damage"
    assert len(lines) == before + 1 and len(table.events) == recorded + 3
    french, polish = _texts(table, "fr"), _texts(table, "pl")
    assert len(french) == len(polish) == before + 1
    assert french[-1].startswith("Tour 1 — Seigneur Maul subit 3 ")
    assert polish[-1].startswith("Tura 1 — Lord Maul") and "3" in polish[-1]


def test_another_unit_or_another_kind_starts_a_new_line() -> None:
    table = Table(make_setup())
    table.start_turn()
    before = len(_texts(table))
    _damage(table, MAUL)
    _damage(table, MAUL)
    _damage(table, SAXON, 2)
    table.do("damage_removed", {"player": 1, "unit": SAXON, "amount": 1})
    table.do("damage_removed", {"player": 1, "unit": SAXON, "amount": 1})
    _damage(table, MAUL)
    assert _texts(table)[before:] == [
        "Turn 1 — Lord Maul suffers 2 damage",
        "Turn 1 — Gar Saxon, Merciless Commander suffers 2 damage",
        "Turn 1 — Gar Saxon, Merciless Commander removes 2 damage",
        "Turn 1 — Lord Maul suffers 1 damage",
    ]


def test_the_click_that_wounds_tells_the_whole_run_and_its_consequences() -> None:
    table = Table(make_setup())
    table.start_turn()
    before = len(_texts(table))
    stamina = table.state.unit(1, MAUL).stamina
    for _ in range(stamina):
        _damage(table, MAUL)
    assert _texts(table)[before:] == [
        f"Turn 1 — Lord Maul suffers {stamina} damage; Lord Maul is wounded; Anakin gains momentum"
    ]


def test_the_game_service_tells_the_last_line_again_after_undo(database: Any) -> None:
    game = Game.create(database, "shatterpoint", make_setup())
    record_turn_start(game)  # the struggle card of phase I, then the turn
    assert len(game.log_lines("en")) == 2
    for _ in range(3):
        game.record("damage_dealt", {"player": 1, "unit": MAUL, "amount": 1})
    entry = game.last_log_entry("en")
    assert entry is not None
    assert (entry.first, entry.last, entry.text) == (3, 5, "Turn 1 — Lord Maul suffers 3 damage")
    assert [e.text for e in game.log_entries("en")][-1] == entry.text
    assert len(game.log_lines("en")) == 5  # every event is still there
    game.undo()
    entry = game.last_log_entry("en")
    assert entry is not None and entry.text == "Turn 1 — Lord Maul suffers 2 damage"
    game.undo()
    game.undo()
    entry = game.last_log_entry("en")
    assert entry is not None and (entry.first, entry.last) == (2, 2)
    game.undo()
    entry = game.last_log_entry("en")
    assert entry is not None and (entry.first, entry.last) == (1, 1)
    game.undo()
    assert game.last_log_entry("en") is None
