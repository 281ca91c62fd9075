"""The New game dialog: a strike team that breaks the rules is played only knowingly, from a
saved roster or a share code."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox

from app import systems
from app.roster.document import RosterDocument
from app.roster.share import encode_muster
from app.roster.store import RosterStore
from tests.ui.tracker.conftest import REPUBLIC, SHADOW
from ui.tracker.new_game_dialog import NewGameDialog


def test_a_broken_strike_team_needs_the_players_consent(gui, qtbot):
    broken = SHADOW.copy()
    broken.name = "Missing support"
    broken.squads[0]["support"] = None
    RosterStore(gui.workspace.db).create(broken)
    system = systems.get("shatterpoint")
    rolls = iter([(1, [[["hit"] * 5, ["crit"] * 5]])])
    dialog = NewGameDialog(gui.workspace, system, lambda: next(rolls))
    qtbot.addWidget(dialog)
    dialog.show()
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    first, second = dialog.players
    qtbot.keyClicks(first.name_edit, "Anna")
    qtbot.keyClicks(second.name_edit, "Bartek")
    first.team_combo.setCurrentIndex(first.team_combo.findText("Missing support"))
    assert first.violation_list.count() >= 1
    assert "Squad 1 has no Support unit." in [
        first.violation_list.item(row).text() for row in range(first.violation_list.count())
    ]
    assert not ok.isEnabled()
    assert "tick the box" in dialog.problem.text()

    # The second team comes from a pasted share code.
    assert second.add_share_code("Here is my list: " + encode_muster(REPUBLIC) + " good luck")
    assert second.document() is not None and second.document().name == "Republic Strike"
    assert second.summary.text() == "This strike team is legal."

    indicator = QPoint(8, first.accept_box.height() // 2)
    qtbot.mouseClick(first.accept_box, Qt.MouseButton.LeftButton, pos=indicator)
    assert first.accept_box.isChecked() and ok.isEnabled()
    second.name_edit.setText("anna")
    assert not ok.isEnabled()
    assert dialog.problem.text() == "The two players need different names."
    second.name_edit.setText("Bartek")

    qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    assert dialog.first_group.checkedId() == 1
    assert dialog.roll_result.text() == "Bartek goes first."
    qtbot.mouseClick(dialog.physical_radio, Qt.MouseButton.LeftButton)
    choice = dialog.choice()
    assert choice.names == ("Anna", "Bartek")
    assert choice.accepted[0] == ["SLOT_EMPTY"] and choice.accepted[1] == []
    assert choice.first_player == 1 and choice.roll == [[["hit"] * 5, ["crit"] * 5]]
    assert choice.deck_mode == "physical"
    assert isinstance(choice.rosters[1], RosterDocument)
