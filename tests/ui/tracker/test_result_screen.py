"""The result of a finished game replaces the board, with why the game ended, at 1366×768 and
1920×1080, in English, French and Polish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QWidget

from app.systems.shatterpoint import results
from app.systems.shatterpoint import tracker as ts
from tests.ui.tracker.test_languages import start

REASONS = {
    ("conceded", 1): {
        "en": "Anna conceded.",
        "fr": "Anna a abandonné.",
        "pl": "Anna poddaje grę.",
    },
    ("time", None): {
        "en": "Time ran out.",
        "fr": "Le temps est écoulé.",
        "pl": "Skończył się czas.",
    },
}


def fully_shown(widget: QWidget, window: QWidget) -> bool:
    top_left = widget.mapTo(window, QPoint(0, 0))
    return widget.isVisible() and window.rect().contains(QRect(top_left, widget.size()))


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_the_result_replaces_the_board_with_its_reason(gui, qtbot, size):
    page = start(gui, qtbot)
    view = page.tracker
    assert view is not None
    gui.window.resize(*size)
    for (reason, winner), texts in REASONS.items():
        view.record(ts.GAME_ENDED, {"winner": winner, "reason": reason})
        for language, text in texts.items():
            gui.languages.apply(language)
            QApplication.processEvents()
            result = view.result
            assert view.board.currentWidget() is view.result_page
            assert result.reason.text() == text
            for label in (result.title, result.reason, result.details):
                assert fully_shown(label, gui.window), (language, label.objectName())
                assert label.heightForWidth(label.width()) <= label.height()
            assert fully_shown(view.result_log, gui.window)
            assert not view.columns[0].isVisible() and not view.turn_bar.isVisible()
            assert not view.objectives.isVisible() and not view.log_button.isVisible()
        gui.languages.apply("en")
        assert result.title.text() == ("Bartek wins" if winner == 1 else "Game over: a draw")
        view.undo()
        assert view.board.currentWidget() is view.splitter and view.columns[0].isVisible()


def test_the_games_list_says_how_a_game_ended(gui, qtbot):
    """A conceded game reads "Bartek wins 0–0 (Concession)" in the Games list, in the
    interface's language; a game won on struggles shows its score alone."""
    page = start(gui, qtbot)
    view = page.tracker
    assert view is not None
    view.record(ts.GAME_ENDED, {"winner": 1, "reason": "conceded"})
    qtbot.mouseClick(view.back_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.model.rowCount() == 1)
    column = page.model.COLUMNS.index("result")
    names = dict(results.end_reasons("en"))

    def result_text() -> str:
        return str(page.model.data(page.model.index(0, column), Qt.ItemDataRole.DisplayRole))

    assert result_text() == f"Bartek wins 0–0 ({names['conceded']})"
    gui.languages.apply("fr")
    QApplication.processEvents()
    assert result_text().endswith(f"({dict(results.end_reasons('fr'))['conceded']})")
    gui.languages.apply("en")
    assert page.model.unusual_end("shatterpoint", "struggles") == ""
