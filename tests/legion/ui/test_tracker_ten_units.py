"""Ten units a side at 1366×768: every unit row of both armies shows at once, whole, inside
its column's visible area (compact rows), in English, French and Polish."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect

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


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_ten_units_a_side_all_show_at_1366_by_768(gui, qtbot, language):
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
    click(qtbot, view.battle_button)
    click(qtbot, view.deploy_button)
    gui.languages.apply(language)
    # A unit with tokens and a played card: the longest texts a row shows in the command phase.
    view.change_token(0, TROOPERS, "aim", 1)
    view.change_token(0, TROOPERS, "suppression", 1)
    qtbot.wait(1)  # the layout settles
    assert gui.window.width() == 1366, gui.window.width()
    for column in view.columns:
        assert len(column.rows) == 10
        scroll = column.scroll
        assert not scroll.verticalScrollBar().isVisible(), (language, column.player)
        viewport = scroll.viewport()
        for key, row in column.rows.items():
            assert row.compact, key
            assert whole_inside(row, viewport), (language, key)
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
    folder = os.environ.get("MUSTER_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        gui.window.grab().save(str(Path(folder) / f"legion-tracker-ten-units-{language}.png"))
    gui.languages.apply("en")
