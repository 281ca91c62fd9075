"""The table's build planner follows the player whose order is being executed: once an order
is revealed, the next player is the one to reveal, but the purchases are still the revealed
order's owner's."""

from __future__ import annotations

from tests.starcraft.ui.test_battle_form import table_in_execution
from tests.starcraft.ui.test_table import click


def planner_rows(view) -> list[str]:
    table = view.planner_table
    return [table.item(row, 0).text() for row in range(table.rowCount())]


def test_the_planner_stays_with_the_revealed_orders_owner(gui, qtbot):
    view = table_in_execution(gui, qtbot)
    assert view.planner_box.title() == "Build planner: Bartek"
    # Bartek (Arcturus Mengsk) reveals a Build order: Celina is next to reveal, but the
    # planner still shows what Bartek may build under it.
    view.order_combo.setCurrentIndex(view.order_combo.findData("construction"))
    click(qtbot, view.reveal_button)
    assert "Celina" in view.round_label.text()
    assert view.planner_box.title() == "Build planner: Bartek"
    assert "Marine" in planner_rows(view) and "Zealot" not in planner_rows(view)
    view.workers_spin.setValue(1)
    click(qtbot, view.built_button)
    assert view.planner_box.title() == "Build planner: Bartek"
    # Celina (Tassadar) reveals hers: the planner follows her.
    view.order_combo.setCurrentIndex(view.order_combo.findData("construction"))
    click(qtbot, view.reveal_button)
    assert view.planner_box.title() == "Build planner: Celina"
    assert "Zealot" in planner_rows(view) and "Marine" not in planner_rows(view)
    # Drawing an Event card instead of executing leaves no order open: the planner is the
    # next player's to reveal again.
    click(qtbot, view.event_check)
    assert view.event_check.isChecked()
    click(qtbot, view.reveal_button)
    assert view.game.state.open_order is None
    assert view.planner_box.title() == "Build planner: Anna"
