"""Every unit of both strike teams — name, damage track, Wounded and Injured tokens,
conditions, the Force tax of a wounded unit and the Strained damage due — shows without
scrolling at 1366×768 and at 1920×1080, in English, French and Polish; the navigation gives
the tracker its width; the stance button names the stance card and the side face up."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QWidget

from app.systems.shatterpoint import tracker as ts
from tests.ui.tracker.test_languages import start
from ui.systems.shatterpoint.tracker.unit_panel import UnitPanel

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
            toggles = list(panel.condition_buttons.values())
            if panel.view.strain_due:
                parts.append(panel.strain_button)
                if panel.compact:  # "3 damage" takes the Strained toggle's place
                    toggles.remove(panel.condition_buttons["strained"])
            parts += toggles
            if panel.view.force_tax and not panel.view.defeated:
                parts.append(panel.ability_button)
            for part in parts:
                if not part.isVisible() or not shown.contains(rect_in(part, window)):
                    problems.append(f"{key}: {part.objectName() or type(part).__name__} hidden")
            if panel.name.heightForWidth(panel.name.width()) > panel.name.height():
                problems.append(f"{key}: name cut ({panel.name.text()})")
            for button in (*toggles, panel.stance_button, panel.strain_button):
                if button.isVisible() and not text_fits(button):
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
        # A wait for the layout to settle in the new language, not a timing check.
        qtbot.waitUntil(lambda: whole_table_problems(view, window) == [], timeout=15_000)
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
        # A wait for the layout to settle in the new language, not a timing check.
        qtbot.waitUntil(lambda: whole_table_problems(view, window) == [], timeout=15_000)
        shot = window.grab()
        assert (shot.width(), shot.height()) == size
        assert shot.save(str(tmp_path / f"tracker-{size[0]}-{language}.png"))
        assert maul.stance_button.text() == STANCE[language].format(side="A")
        assert maul.damage_label.text() == "3/11"
        assert maul.condition_buttons["pinned"].isChecked()
    gui.languages.apply("en")

    # The stance button flips the card of the unit activating (only then, by the rules): the
    # side face up shows, dark for side B.
    active = view.columns[1].panels[f"1:{view.state.activation.unit}"]
    assert maul.stance_button.isEnabled() == (active is maul)
    qtbot.mouseClick(active.stance_button, Qt.MouseButton.LeftButton)
    assert active.view.stance == "B" and active.stance_button.text() == "Stance B"
    assert "background: #3d3d3d" in active.stance_button.styleSheet()

    # Every unit wounded (each ability costs 1 Force more: a "Spend 1" button) and the
    # activating unit Strained after an action (its 3 damage due): still no scrolling.
    qtbot.mouseClick(active.condition_buttons["strained"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.turn_bar.action_buttons["focus"], Qt.MouseButton.LeftButton)
    assert active.view.strain_due
    for column in view.columns:
        for panel in column.panels.values():
            while not panel.view.wounded:
                qtbot.mouseClick(panel.plus_button, Qt.MouseButton.LeftButton)
            assert panel.view.force_tax == 1 and panel.ability_button.text() == "Spend 1"
    for language in ("en", "fr", "pl"):
        gui.languages.apply(language)
        QApplication.processEvents()
        # A wait for the layout to settle in the new language, not a timing check.
        qtbot.waitUntil(lambda: whole_table_problems(view, window) == [], timeout=15_000)
        assert window.grab().save(str(tmp_path / f"wounded-{size[0]}-{language}.png"))
    gui.languages.apply("en")
    strained = active.condition_buttons["strained"]
    assert active.strain_button.text() == ("3 damage" if active.compact else "Strained: 3 damage")
    assert strained.isChecked() and strained.isVisible() != active.compact
    qtbot.mouseClick(active.strain_button, Qt.MouseButton.LeftButton)
    assert not active.view.strain_due and "strained" not in active.view.conditions
    assert strained.isVisible() and not active.strain_button.isVisible()

    # Back to the list: the navigation has its names again.
    qtbot.mouseClick(view.back_button, Qt.MouseButton.LeftButton)
    assert window.nav.width() == window.NAV_WIDTH and window.nav.item(1).text() == "Games"


def test_the_shatterpoint_card_takes_no_width_from_the_other_side(gui, qtbot):
    """The compact deck line names the Shatterpoint card once (its pick button), so the side
    that revealed it does not widen and squeeze the other side's panels into scrolling."""
    # A physical deck: the player says which card came up (a digital deck would reveal
    # whatever card its shuffle put on top).
    page = start(gui, qtbot, deck_mode="physical")
    view = page.tracker
    assert view is not None
    window = gui.window
    window.resize(1366, 768)
    qtbot.waitUntil(lambda: window.nav.width() == window.NAV_COMPACT_WIDTH)
    view.record(ts.STRUGGLE_CARD_REVEALED, {"card": "", "active": [0, 1], "priority": None})
    qtbot.mouseClick(view.start_turn_button, Qt.MouseButton.LeftButton)
    revealing = view.rules.next_player(view.state)  # the first player, whoever it is
    view.record(*view.rules.reveal_order(view.state, view.rng, card=ts.SHATTERPOINT_CARD))
    deck = view.columns[revealing].deck
    for language in ("en", "fr", "pl"):
        gui.languages.apply(language)
        QApplication.processEvents()
        # A wait for the layout to settle in the new language, not a timing check.
        qtbot.waitUntil(lambda: whole_table_problems(view, window) == [], timeout=15_000)
        assert deck.pick_button.isVisible() and not deck.revealed.isVisible()
        widths = [column.width() for column in view.columns]
        assert abs(widths[0] - widths[1]) <= 20, (language, widths)
    gui.languages.apply("en")


def test_a_window_made_smaller_mid_game_still_shows_every_unit(gui, qtbot):
    """In Polish the full-height table is compact for want of width, with the log beside;
    made 1366×768 mid-game, the log folds and the units' toggles return to one row (a scroll
    bar left from the narrower moment kept them on two, and so itself). The card revealed
    before is named once, by its Activate button: said twice, the longest name of the deck
    widened its side and squeezed the other into scrolling."""
    # A physical deck, to reveal that card whatever a shuffle would have put on top.
    page = start(gui, qtbot, deck_mode="physical")
    view = page.tracker
    window = gui.window
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: window.nav.width() == window.NAV_COMPACT_WIDTH)
    view.record(ts.STRUGGLE_CARD_REVEALED, {"card": "", "active": [0, 1], "priority": None})
    qtbot.mouseClick(view.start_turn_button, Qt.MouseButton.LeftButton)
    view.record(
        *view.rules.reveal_order(view.state, view.rng, card="gar-saxon-merciless-commander")
    )
    deck = view.columns[1].deck
    try:
        gui.languages.apply("pl")
        QApplication.processEvents()
        qtbot.waitUntil(lambda: whole_table_problems(view, window) == [], timeout=15_000)
        window.resize(1366, 768)
        QApplication.processEvents()
        # A wait for the layout to settle at the new size, not a timing check.
        qtbot.waitUntil(lambda: whole_table_problems(view, window) == [], timeout=15_000)
        assert not view.side.isVisible()
        assert deck.activate_button.text() == "Aktywuj: Gar Saxon, bezlitosny dowódca"
        assert not deck.revealed.isVisible()
        widths = [column.width() for column in view.columns]
        assert abs(widths[0] - widths[1]) <= 20, widths
    finally:
        gui.languages.apply("en")
