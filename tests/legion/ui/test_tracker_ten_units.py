"""Ten units a side at 1366×768: every unit row of both armies shows at once, whole, inside
the table's one scroll area (compact rows), nothing reaches past the window, and the toolbar's
buttons are one line of text high, in English, French and Polish; the setup's battle-card
choices fit the width too."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QScrollArea, QWidget

from app import systems
from app.systems.legion.army import Army, ArmyUnit, document_for
from app.systems.legion.tracker import new_setup
from tests.legion.tracker_helpers import (
    ATST,
    DECK,
    EMPIRE_HAND,
    LEIA,
    OFFICER,
    REBEL_HAND,
    STORMTROOPERS,
    TROOPERS,
    Z6,
    catalog,
)
from tests.legion.ui.test_tracker_window import click, games_page
from ui.systems.legion.tracker.tracker_view import LegionTrackerView
from ui.tracker import style

REBELS = [
    ArmyUnit(LEIA),
    ArmyUnit("unit-rebel-officer-fighting-for-freedom"),
    ArmyUnit(TROOPERS, [Z6]),
    ArmyUnit(TROOPERS),
    ArmyUnit(TROOPERS),
    ArmyUnit("unit-fleet-troopers"),
    ArmyUnit("unit-rebel-veterans"),
    ArmyUnit("unit-rebel-commandos"),
    ArmyUnit("unit-at-rt"),
    ArmyUnit("unit-t-47-airspeeder"),
]
EMPIRE = [
    ArmyUnit(OFFICER),
    ArmyUnit(STORMTROOPERS),
    ArmyUnit(STORMTROOPERS),
    ArmyUnit(STORMTROOPERS),
    ArmyUnit("unit-snowtroopers"),
    ArmyUnit("unit-shoretroopers"),
    ArmyUnit("unit-scout-troopers"),
    ArmyUnit("unit-imperial-death-troopers"),
    ArmyUnit("unit-e-web-heavy-blaster-team"),
    ArmyUnit(ATST),
]


def army(faction: str, units: list[ArmyUnit], hand: list[str]) -> Army:
    return Army(
        format="standard",
        faction=faction,
        units=units,
        command_hand=list(hand),
        battle_deck={category: list(cards) for category, cards in DECK.items()},
    )


def whole_inside(widget, viewport) -> bool:
    """The widget's whole rectangle lies inside the scroll area's visible part."""
    top_left = widget.mapTo(viewport, QPoint(0, 0))
    return viewport.rect().contains(QRect(top_left, widget.size()))


def start_ten_unit_game(gui, qtbot, language: str) -> LegionTrackerView:
    """A game between the two ten-unit armies at 1366×768, in ``language``, in its setup."""
    gui.window.resize(1366, 768)
    page = games_page(gui, qtbot)
    setup = new_setup(
        [
            ("Anna", document_for(army("rebels", REBELS, REBEL_HAND), "Echo Base")),
            ("Bartek", document_for(army("empire", EMPIRE, EMPIRE_HAND), "Hoth")),
        ],
        catalog(),
        blue_player=0,
    )
    page.start_game(systems.tracked("legion"), setup)
    view = page.tracker
    assert isinstance(view, LegionTrackerView)
    gui.languages.apply(language)
    return view


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_ten_units_a_side_all_show_at_1366_by_768(gui, qtbot, language):
    view = start_ten_unit_game(gui, qtbot, language)
    qtbot.wait(1)  # the layout settles
    # The setup: the battle-card choices (the longest names of the game) inside the window.
    assert view.battle_combos and all(c.isVisible() for c in view.battle_combos.values())
    assert_inside_the_window(gui.window, view)
    for combo in view.battle_combos.values():
        # Each choice wide enough for any of its cards' names (and the combo's arrow).
        metrics = combo.fontMetrics()
        longest = max(metrics.horizontalAdvance(combo.itemText(i)) for i in range(combo.count()))
        assert combo.width() >= longest + 24, (language, combo.objectName())
    shoot(gui.window, f"legion-tracker-setup-{language}.png")
    click(qtbot, view.battle_button)
    click(qtbot, view.deploy_button)
    # A unit with tokens and a played card: the longest texts a row shows in the command phase.
    view.change_token(0, TROOPERS, "aim", 1)
    view.change_token(0, TROOPERS, "suppression", 1)
    qtbot.wait(1)  # the layout settles
    assert gui.window.width() == 1366, gui.window.width()
    # One scroll area at most for the whole table, and it needs no scrolling.
    scroll_areas = [a for a in view.findChildren(QScrollArea) if a.isVisible()]
    assert scroll_areas == [view.army_board], scroll_areas
    assert not view.army_board.verticalScrollBar().isVisible(), language
    viewport = view.army_board.viewport()
    assert_inside_the_window(gui.window, view)
    for button in (view.back_button, view.undo_button, view.end_game_button):
        assert button.height() <= style.COMPACT_TOUCH + 4, (language, button.height())
    for column in view.columns:
        assert len(column.rows) == 10
        for key, row in column.rows.items():
            assert row.compact, key
            assert row.isVisible() and whole_inside(row, viewport), (language, key)
            for widget in (row.name, row.wounds, row.suppression, row.order_button):
                if widget.isVisible():
                    assert row.rect().contains(widget.geometry()), (language, key, widget)
                    assert widget.width() >= widget.sizeHint().width(), (language, key, widget)
            buttons = (row.wound_button, row.heal_button, row.tokens_button, row.correct_button)
            for button in buttons:
                assert row.rect().contains(button.geometry()), (language, key)
    # The compact row keeps the tokens beside the state; its tooltip holds them whole.
    aim = f"{view.rules.token_name('aim', language)} 1"
    assert aim in view.columns[0].rows[TROOPERS].status.toolTip(), language
    shoot(gui.window, f"legion-tracker-ten-units-{language}.png")
    # No sentence in the toolbar: its buttons stay packed at its left end, not spread out.
    assert view.back_button.x() < 20
    assert view.undo_button.x() - view.back_button.geometry().right() < 20
    gui.languages.apply("en")


def assert_inside_the_window(window, view) -> None:
    """Every visible widget of the tracker lies whole inside the window (nothing cut off at
    its right or bottom edge)."""
    frame = window.rect()
    for widget in view.findChildren(QWidget):
        if widget.isVisible() and not widget.isWindow() and widget.width() and widget.height():
            top_left = widget.mapTo(window, QPoint(0, 0))
            assert frame.contains(QRect(top_left, widget.size())), (widget, widget.objectName())


def shoot(window, name: str) -> None:
    folder = os.environ.get("MUSTER_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        window.grab().save(str(Path(folder) / name))
