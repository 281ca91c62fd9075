"""Three clicks of damage read as one line of the log; undo takes back one click at a time."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.tracker.test_languages import start


def lines(view) -> list[str]:
    model = view.log_view.model()
    return [model.index(row, 0).data() for row in range(model.rowCount())]


def test_damage_clicks_share_one_line_of_the_log(gui, qtbot):
    page = start(gui, qtbot)
    view = page.tracker
    assert view is not None
    maul = view.columns[1].panels["1:lord-maul"]
    before = len(lines(view))
    for _ in range(3):
        qtbot.mouseClick(maul.plus_button, Qt.MouseButton.LeftButton)
    assert lines(view)[before:] == ["Before the first turn — Lord Maul suffers 3 damage"]
    assert maul.view.damage == 3

    qtbot.mouseClick(view.undo_button, Qt.MouseButton.LeftButton)
    assert lines(view)[before:] == ["Before the first turn — Lord Maul suffers 2 damage"]
    assert maul.view.damage == 2
    qtbot.mouseClick(view.redo_button, Qt.MouseButton.LeftButton)
    assert lines(view)[before:] == ["Before the first turn — Lord Maul suffers 3 damage"]

    qtbot.mouseClick(maul.minus_button, Qt.MouseButton.LeftButton)
    assert lines(view)[before:] == [
        "Before the first turn — Lord Maul suffers 3 damage",
        "Before the first turn — Lord Maul removes 1 damage",
    ]
    # A change of language tells the log again, the runs still joined.
    gui.languages.apply("fr")
    assert lines(view)[before].startswith("Avant le premier tour — Seigneur Maul subit 3 ")
    gui.languages.apply("en")
    assert len(lines(view)) == before + 2
