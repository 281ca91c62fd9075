"""Every unit of both strike teams — name, damage track, Wounded and Injured tokens,
conditions — shows without scrolling at 1366×768 and at 1920×1080, in English, French and
Polish; the navigation gives the tracker its width; the stance button names the stance card
and the side face up."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QWidget

from app.systems.shatterpoint import tracker_state as ts
from tests.ui.tracker.test_languages import start
from ui.tracker.unit_panel import UnitPanel

STANCE = {"en": "Stance {side}", "fr": "Posture {side}", "pl": "Karta walki {side}"}


def rect_in(widget: QWidget, ancestor: QWidget) -> QRect:
    return QRect(widget.mapTo(ancestor, QPoint(0, 0)), widget.size())


def text_fits(widget) -> bool:
    return widget.fontMetrics().horizontalAdvance(widget.text().replace("&", "")) + 4 <= (
        widget.width()
    )


def whole_table_problems(view, window: QWidget) -> list[str]:
    """What of the units does not show in full; empty when every unit does."""
    problems = []
    screen = window.rect()
    for column in view.columns:
        viewport = column.units_scroll.viewport()
        shown = rect_in(viewport, window).intersected(screen)
        if column.units_scroll.verticalScrollBar().maximum() > 0:
            problems.append(f"{column.objectName()} scrolls")
        for key, panel in column.panels.items():
            assert isinstance(panel, UnitPanel)
            parts = [panel, panel.name, panel.bar, panel.pips, panel.damage_label]
            parts += list(panel.condition_buttons.values())
            for part in parts:
                if not part.isVisible() or not shown.contains(rect_in(part, window)):
                    problems.append(f"{key}: {part.objectName() or type(part).__name__} hidden")
            if panel.name.heightForWidth(panel.name.width()) > panel.name.height():
                problems.append(f"{key}: name cut ({panel.name.text()})")
            for button in (*panel.condition_buttons.values(), panel.stance_button):
                if not text_fits(button):
                    problems.append(f"{key}: {button.text()} cut")
    return problems


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_every_unit_shows_without_scrolling(gui, qtbot, size, tmp_path: Path):
    page = start(gui, qtbot)
    view = page.tracker
    assert view is not None
    window = gui.window
    window.resize(*size)
    # The navigation shows its icons alone while the tracker is shown.
    qtbot.waitUntil(lambda: window.nav.width() == window.NAV_COMPACT_WIDTH)
    assert window.nav.item(1).text() == "" and window.nav.item(1).toolTip() == "Games"
    view.record(ts.STRUGGLE_CARD_REVEALED, {"card": "", "active": [0, 1], "priority": None})
    qtbot.mouseClick(view.start_turn_button, Qt.MouseButton.LeftButton)
    view.reveal(1)
    # The card revealed and its Activate button take no row from the units.
    for language in ("en", "fr", "pl"):
        gui.languages.apply(language)
        QApplication.processEvents()
        qtbot.waitUntil(lambda: whole_table_problems(view, window) == [], timeout=3000)
    gui.languages.apply("en")
    if view.state.decks[1].revealed == ts.SHATTERPOINT_CARD:
        view.columns[1].deck.pick_menu.actions()[0].trigger()
    else:
        qtbot.mouseClick(view.columns[1].deck.activate_button, Qt.MouseButton.LeftButton)
    maul = view.columns[1].panels["1:lord-maul"]
    for _ in range(3):
        qtbot.mouseClick(maul.plus_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(maul.condition_buttons["pinned"], Qt.MouseButton.LeftButton)
    for language in ("en", "fr", "pl"):
        gui.languages.apply(language)
        QApplication.processEvents()
        qtbot.waitUntil(lambda: whole_table_problems(view, window) == [], timeout=3000)
        shot = window.grab()
        assert (shot.width(), shot.height()) == size
        assert shot.save(str(tmp_path / f"tracker-{size[0]}-{language}.png"))
        assert maul.stance_button.text() == STANCE[language].format(side="A")
        assert maul.damage_label.text() == "3/11"
        assert maul.condition_buttons["pinned"].isChecked()
    gui.languages.apply("en")

    # The stance button flips the card: the side face up shows, dark for side B.
    qtbot.mouseClick(maul.stance_button, Qt.MouseButton.LeftButton)
    assert maul.view.stance == "B" and maul.stance_button.text() == "Stance B"
    assert "background: #3d3d3d" in maul.stance_button.styleSheet()

    # Back to the list: the navigation has its names again.
    qtbot.mouseClick(view.back_button, Qt.MouseButton.LeftButton)
    assert window.nav.width() == window.NAV_WIDTH and window.nav.item(1).text() == "Games"
