"""The window resumes a game an earlier Muster recorded (with events today's rules refuse) and
plays on under today's rules; a Wounded unit's damage buttons follow the core."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from sqlalchemy import text

from app.db import open_database
from app.settings import default_database_url
from app.systems.shatterpoint import tracker as sp
from app.tracker.game import Game
from tests.tracker.helpers import make_setup, record_turn_start
from tests.tracker.legacy import CASES, write_old_database
from tests.ui.tracker.test_rules_in_the_window import click, open_view
from ui.application import Gui
from ui.tracker.games_page import GamesPage

MAUL = "lord-maul"


def _resume_first_game(gui: Gui, qtbot: Any) -> GamesPage:
    gui.window.show_page("games")
    page = gui.window.pages["games"]
    assert isinstance(page, GamesPage)
    qtbot.waitUntil(page.isVisible)
    assert page.proxy.rowCount() == 1
    page.table.setFocus()
    page.table.selectRow(0)
    gui.window.activateWindow()
    qtbot.waitUntil(gui.window.isActiveWindow)
    qtbot.keyClick(page.table, Qt.Key.Key_Return)
    return page


@pytest.mark.parametrize("case", ["reserve-last-card", "control-back-to-nobody", "stance-twice"])
def test_the_window_resumes_a_game_an_earlier_muster_recorded(
    qtbot: Any, muster_home: Any, case: str
) -> None:
    old = CASES[case]()
    # The database as the earlier Muster left it; starting Muster migrates it.
    game_id = write_old_database(default_database_url(), old.table)
    gui = Gui()
    qtbot.addWidget(gui.window)
    assert gui.start()
    page = _resume_first_game(gui, qtbot)
    view = page.tracker
    assert view is not None, "the game did not open"
    assert view.state.to_json() == old.table.state.to_json()
    assert view.log_model.rowCount() >= 1
    # Play on through the window: the buttons offered are today's rules.
    state = view.state
    if not state.in_turn:
        click(qtbot, view.start_turn_button)
    elif state.activation is not None and not state.activation.ended:
        click(qtbot, view.turn_bar.end_activation_button)
    else:
        click(qtbot, view.turn_bar.end_turn_button)
    assert view.game.events[-1].seq == len(old.table.events) + 1
    assert not view.game.events[-1].legacy
    if case == "stance-twice":
        # The unit flipped its card (twice) in this activation: no further flip is offered,
        # and the core refuses one.
        activation = old.table.state.activation
        assert activation is not None
        key = f"0:{activation.unit}"
        assert not view.columns[0].panels[key].stance_button.isEnabled()
    with gui.workspace.db.engine.connect() as conn:
        flags = conn.execute(
            text("SELECT legacy FROM tracked_game_event WHERE game_id = :g ORDER BY seq"),
            {"g": game_id},
        ).scalars()
        assert [bool(f) for f in flags] == [True] * len(old.table.events) + [False]
    gui.workspace.close()


def test_a_wounded_units_damage_buttons_follow_the_core(qtbot: Any, tmp_path: Any) -> None:
    db = open_database(f"sqlite:///{tmp_path / 'wounded.db'}", backups_dir=None)
    try:
        game = Game.create(db, "shatterpoint", make_setup())
        record_turn_start(game)
        view = open_view(qtbot, game)
        panel = view.columns[1].panels[f"1:{MAUL}"]
        assert panel.plus_button.isEnabled() and not panel.minus_button.isEnabled()
        click(qtbot, panel.plus_button)
        assert panel.minus_button.isEnabled()
        maul = view.state.unit(1, MAUL)
        assert maul is not None
        while not maul.is_wounded:
            click(qtbot, panel.plus_button)
            maul = view.state.unit(1, MAUL)
            assert maul is not None
        # Wounded: the core refuses damage (and its removal); the buttons say so.
        assert sp.damage_choices(view.state, 1, MAUL) == (False, False)
        assert not panel.plus_button.isEnabled() and not panel.minus_button.isEnabled()
        events = len(game.events)
        qtbot.mouseClick(panel.plus_button, Qt.MouseButton.LeftButton)
        assert len(game.events) == events
        # Undo the click that wounded it: both buttons again.
        click(qtbot, view.undo_button)
        assert panel.plus_button.isEnabled() and panel.minus_button.isEnabled()
    finally:
        db.dispose()
