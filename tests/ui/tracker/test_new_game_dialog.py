"""The New game dialog: a strike team that breaks the rules is played only knowingly, from a
saved roster or a share code."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox, QGroupBox

from app import systems
from app.roster.document import RosterDocument
from app.roster.share import encode_muster
from app.roster.store import RosterStore
from tests.ui.tracker.conftest import REPUBLIC, SHADOW
from ui import systems as game_views
from ui.tracker.new_game_dialog import NewGameDialog


def test_a_broken_strike_team_needs_the_players_consent(gui, qtbot):
    broken = SHADOW.copy()
    broken.name = "Missing support"
    broken.squads[0]["support"] = None
    RosterStore(gui.workspace.db).create(broken)
    rolls = iter([(1, [[["hit"] * 5, ["crit"] * 5]])])
    dialog = NewGameDialog(gui.workspace)
    qtbot.addWidget(dialog)
    assert dialog.system.id == "shatterpoint"
    # The game is chosen only when the tracker follows several.
    assert dialog.system_combo.isVisibleTo(dialog) == (len(game_views.tracker_ids()) > 1)
    options = dialog.options
    options.roll_dice = lambda: next(rolls)
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

    qtbot.mouseClick(options.roll_button, Qt.MouseButton.LeftButton)
    assert options.first_group.checkedId() == 1
    assert options.roll_result.text() == "Bartek goes first."
    assert options.first_radios[1].text() == "Bartek"
    qtbot.mouseClick(options.physical_radio, Qt.MouseButton.LeftButton)
    options.mission_combo.setCurrentText("Twice the Pride")
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.result() == dialog.DialogCode.Accepted
    setup = dialog.setup
    assert [player.name for player in setup.players] == ["Anna", "Bartek"]
    assert setup.players[0].violations == ["SLOT_EMPTY"] and setup.players[1].violations == []
    assert setup.first_player == 1
    assert setup.first_player_roll.rounds == [[["hit"] * 5, ["crit"] * 5]]
    assert setup.deck_mode == "physical" and setup.mission_set == "Twice the Pride"
    assert RosterDocument.from_json(setup.players[1].roster).name == "Republic Strike"


class OtherGameOptions(QGroupBox):
    """A second game's New game box, as the dialog uses one."""

    def __init__(self, workspace, system, parent=None) -> None:
        super().__init__(parent)
        self.system = system
        self.names: list[str] = []

    def set_players(self, names, rosters) -> None:
        self.names = list(names)

    def setup(self, players, accepted, catalog):
        return {"players": [name for name, _ in players]}


def test_the_dialog_offers_the_games_the_tracker_follows_and_remembers_the_choice(
    gui, qtbot, saved_rosters, monkeypatch
):
    # A game the tracker does not follow yet, or the last one (every game has a tracker):
    # either way its choices are replaced by OtherGameOptions here.
    ids = systems.system_ids()
    other = next((s for s in ids if s not in game_views.tracker_ids()), ids[-1])
    real_views = game_views.views

    def views(system_id: str) -> game_views.GameViews:
        found = real_views(system_id)
        if system_id != other:
            return found
        return replace(found, tracker=lambda *args: None, new_game=OtherGameOptions)

    monkeypatch.setattr(game_views, "views", views)
    first = game_views.tracker_ids()[0]
    settings = gui.window.ui_settings
    dialog = NewGameDialog(gui.workspace, ui_settings=settings)
    qtbot.addWidget(dialog)
    dialog.show()
    combo = dialog.system_combo
    offered = [combo.itemData(n) for n in range(combo.count())]
    assert combo.isVisible() and offered == game_views.tracker_ids()  # the registry's order
    assert offered.index(other) >= 1  # after the first game
    assert combo.currentText() == systems.get(first).display_name("en")
    assert dialog.players[0].team_combo.count() == 2  # the first game's saved teams
    combo.setCurrentIndex(offered.index(other) - 1)  # the game before it, then one key down
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert dialog.system.id == other and isinstance(dialog.options, OtherGameOptions)
    assert dialog.options.isVisible()  # the new game's box shows at once in the open dialog
    assert dialog.players[0].team_combo.count() == 0  # none saved for that game
    assert dialog.options.names == ["Player 1", "Player 2"]
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()

    again = NewGameDialog(gui.workspace, ui_settings=settings)
    qtbot.addWidget(again)
    assert again.system.id == other and isinstance(again.options, OtherGameOptions)
    # A team from the builder opens the dialog on its own game.
    chosen = NewGameDialog(gui.workspace, system_id=first, ui_settings=settings)
    qtbot.addWidget(chosen)
    assert chosen.system.id == first and chosen.options.objectName() == "game-options"


def test_a_team_the_rules_cannot_set_up_is_said_in_the_open_dialog(gui, qtbot):
    unknown = SHADOW.copy()
    unknown.name = "Unknown unit"
    unknown.squads[1]["support"] = "no-such-unit"
    RosterStore(gui.workspace.db).create(unknown)
    RosterStore(gui.workspace.db).create(REPUBLIC.copy())
    dialog = NewGameDialog(gui.workspace)
    qtbot.addWidget(dialog)
    dialog.show()
    first, second = dialog.players
    qtbot.keyClicks(first.name_edit, "Anna")
    qtbot.keyClicks(second.name_edit, "Bartek")
    first.team_combo.setCurrentIndex(first.team_combo.findText("Unknown unit"))
    second.team_combo.setCurrentIndex(second.team_combo.findText("Republic Strike"))
    assert first.accept_box.isVisible()  # the unknown unit breaks a rule: played knowingly
    indicator = QPoint(8, first.accept_box.height() // 2)
    qtbot.mouseClick(first.accept_box, Qt.MouseButton.LeftButton, pos=indicator)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isEnabled(), dialog.problem.text()
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and dialog.setup is None
    assert dialog.problem.text() == (
        'The strike team of Anna names a unit that is not in the catalogue: "no-such-unit".'
    )
    assert first.name_edit.text() == "Anna"  # nothing entered is lost
