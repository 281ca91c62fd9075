"""Two, four and six players at the table, set up and played through the widgets, the window at
1366×768 in English, French and Polish: every player's column and the question asked fit."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QDialogButtonBox, QTableWidget

from tests.starcraft.ui.test_table import click, games_page
from tests.ui.tracker.conftest import when_modal
from ui.systems.starcraft.game_options import StarcraftOptions
from ui.systems.starcraft.table_view import TableView

NAMES = ["Anna", "Bartek", "Celina", "Dawid", "Emil", "Zofia"]
HOMES = ["Char", "Aiur", "Korhal", "Zerus", "Shakuras", "Tarsonis"]


def new_game(qtbot, dialog, players: int) -> None:
    dialog.system_combo.setCurrentIndex(dialog.system_combo.findData("starcraft"))
    options = dialog.options
    assert isinstance(options, StarcraftOptions)
    options.count_spin.setValue(players)
    for seat in range(players):
        qtbot.keyClicks(options.name_edits[seat], NAMES[seat])
        qtbot.keyClicks(options.home_edits[seat], HOMES[seat])
        options.worker_spins[seat].setValue(4)
    options.first_combo.setCurrentIndex(options.first_combo.findText("Anna"))
    assert dialog.problem.text() == ""
    click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))


def cut_cells(table: QTableWidget) -> list[str]:
    """The cells whose text does not fit their cell once wrapped (word by word)."""
    metrics = table.fontMetrics()
    cut = []
    for row in range(table.rowCount()):
        for column in range(table.columnCount()):
            item = table.item(row, column)
            if item is None or not item.text():
                continue
            room = QRect(0, 0, table.columnWidth(column) - 8, 10_000)
            flags = int(Qt.TextFlag.TextWordWrap)
            needed = metrics.boundingRect(room, flags, item.text())
            if needed.width() > room.width() or needed.height() > table.rowHeight(row):
                cut.append(item.text())
    return cut


@pytest.mark.parametrize("players", [2, 4, 6])
def test_two_and_six_players_play_a_round_start_readably(gui, qtbot, players):
    page = games_page(gui, qtbot)
    problems = when_modal(qtbot, lambda dialog: new_game(qtbot, dialog, players))
    click(qtbot, page.new_button)
    qtbot.waitUntil(lambda: isinstance(page.tracker, TableView))
    assert problems == []
    view = page.tracker
    gui.window.resize(1366, 768)
    assert view.players_table.columnCount() == players
    # Each player enters one unit of their race's first kind.
    for seat in range(players):
        view.forces.show_player(seat)
        next(iter(view.forces.unit_spins.values())).setValue(2)
        click(qtbot, view.forces.record_button)
    assert "Every player is ready" in view.asks_label.text()
    click(qtbot, view.start_button)
    for _ in range(4 * players):
        view.planet_combo.setEditText(HOMES[view.active_player()])
        click(qtbot, view.place_button)
    view.order_combo.setCurrentIndex(view.order_combo.findData("mobilisation"))
    click(qtbot, view.reveal_button)
    assert view.battle_button.isVisible()
    for language, words in (("en", "Round 1"), ("fr", "Tour 1"), ("pl", "Runda 1")):
        gui.languages.apply(language)
        qtbot.wait(10)
        assert view.round_label.text().startswith(words)
        qtbot.waitUntil(lambda: not view.fit_timer.isActive())
        table = view.players_table
        # Every row of every player shown: no scroll bar, no overflow, no cut text.
        assert not table.horizontalScrollBar().isVisible()
        assert not table.verticalScrollBar().isVisible()
        assert cut_cells(table) == []
        assert all(table.columnWidth(c) >= 120 for c in range(players))
        # The window's minimum follows its layout's next pass (after the log folded again in
        # the language before): a wait for that pass, not a timing check.
        qtbot.waitUntil(lambda: gui.window.minimumSizeHint().width() <= 1280)
        for button in (view.correct_button, view.end_button, view.undo_button):
            assert button.width() >= button.sizeHint().width()  # nothing cut off
        assert view.ask_box.isVisible() and view.effects_box.isVisible()
        # The log folds on a laptop's screen (issue 22): its button tells what waits in it.
        lines = len(view.log_model.lines)
        assert not view.folding_log.isVisible()
        assert view.log_pane_button().text().endswith(f"({lines})")
        # Shown on demand, it takes its room beside the table without widening the window.
        click(qtbot, view.log_pane_button())
        qtbot.waitUntil(lambda: not view.fit_timer.isActive())
        assert view.folding_log.isVisible() and gui.window.width() == 1366
        assert gui.window.minimumSizeHint().width() <= 1366
        assert not table.horizontalScrollBar().isVisible()
        click(qtbot, view.log_pane_button())  # folded again, and so remembered
    gui.languages.apply("en")
    # Back in the Games list, the game names every player and each one's conquest points.
    click(qtbot, view.back_button)
    qtbot.waitUntil(lambda: page.model.rowCount() == 1)
    row = {
        page.model.COLUMNS[c]: page.model.index(0, c).data() for c in range(len(page.model.COLUMNS))
    }
    expected = "Anna vs Bartek" if players == 2 else ", ".join(NAMES[:players])
    assert row["players"] == expected
    assert row["result"].endswith("–".join(["0"] * players))
