"""Each button the Shatterpoint tracker greys says what the rules wait for before it unlocks,
in its tooltip, and the status line's place says it too (ui/tracker/frame.py,
``explain_greyed`` and ``show_waiting``).

The order of a turn rests on the French rulebook (seeds/000, "JOUER LA PARTIE", steps 2 and
3): the active player "révèle la carte du sommet de son paquet Ordres" (or takes the one in
reserve), then "active l'unité qui correspond" to it. The actions and the end of the
activation wait for that unit; the window reads what the rules accept next from the same
``turn_options`` that enable the buttons."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton

from app import systems
from app.db import open_database
from app.systems.shatterpoint.tracker import SHATTERPOINT_CARD
from app.tracker.game import Game
from tests.tracker.helpers import make_setup, record_turn_start
from ui.systems.shatterpoint.tracker.tracker_view import TrackerView

REX = "cc-7567-captain-rex"


@pytest.fixture
def database(tmp_path: Path, muster_home: Path) -> Iterator[Any]:
    db = open_database(f"sqlite:///{tmp_path / 'greyed.db'}", backups_dir=None)
    yield db
    db.dispose()


def open_view(qtbot: Any, database: Any, top_card: str) -> TrackerView:
    """Anakin's turn 1 at step 2, ``top_card`` on top of his order deck."""
    game = Game.create(database, "shatterpoint", make_setup(first_player=0))
    rest = [c for c in game.state.decks[0].deck if c != top_card]
    game.record("deck_corrected", {"player": 0, "deck": [top_card, *rest], "discard": []})
    record_turn_start(game)
    view = TrackerView(game, systems.get("shatterpoint"))
    qtbot.addWidget(view)
    view.resize(1366, 768)
    view.show()
    qtbot.waitExposed(view)
    return view


def greyed(view: TrackerView) -> list[QAbstractButton]:
    bar = view.turn_bar
    buttons = [*bar.action_buttons.values(), bar.end_activation_button, bar.end_turn_button]
    return [b for b in buttons if b.isVisibleTo(view) and not b.isEnabled()]


def says(view: TrackerView, sentence: str) -> None:
    """Every greyed turn button's tooltip ends with ``sentence``, and the status line's place
    shows it."""
    assert greyed(view), "nothing greyed"
    for button in greyed(view):
        assert button.toolTip().endswith(sentence), (button.objectName(), button.toolTip())
    assert view.waiting.isVisible() and view.waiting.text() == sentence


def click(qtbot: Any, button: QAbstractButton) -> None:
    assert button.isVisible() and button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_each_greyed_button_says_what_unlocks_it(qtbot: Any, database: Any) -> None:
    view = open_view(qtbot, database, REX)
    bar = view.turn_bar
    # Step 2: every action, End activation and End turn wait for an order card.
    assert len(greyed(view)) == len(bar.action_buttons) + 2
    says(view, "Reveal an order card first.")
    # The button's own tooltip stays, the reason after it.
    assert bar.end_turn_button.toolTip().startswith("End the turn with the objective")

    # Step 3: the revealed card's unit is what they wait for now.
    click(qtbot, view.columns[0].deck.reveal_button)
    says(view, "Activate CC-7567 Captain Rex first.")

    # The unit activates: nothing waits, no reason is said, the tooltips are the buttons' own.
    click(qtbot, view.columns[0].deck.activate_button)
    assert not greyed(view) and not view.waiting.isVisible()
    assert bar.end_activation_button.toolTip() == "End the unit's activation (E)"
    assert bar.action_buttons["move"].toolTip() == ""

    # The activation over, the actions wait for the end of the turn.
    click(qtbot, bar.end_activation_button)
    says(view, "This activation is over: end the turn.")

    # A refusal takes the status line's place until the game changes.
    view.show_problem("Refused.")
    assert view.status.isVisible() and not view.waiting.isVisible()
    click(qtbot, bar.end_turn_button)
    assert not view.status.isVisible() and view.status.text() == ""


def test_the_shatterpoint_card_waits_for_a_unit_chosen(qtbot: Any, database: Any) -> None:
    view = open_view(qtbot, database, SHATTERPOINT_CARD)
    click(qtbot, view.columns[0].deck.reveal_button)
    says(view, "Choose the unit to activate first.")


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        ("fr", "Révélez d'abord une carte Ordre."),
        ("pl", "Najpierw odkryj kartę rozkazu."),
    ],
)
def test_the_reason_speaks_the_players_language(
    qtbot: Any, database: Any, language: str, sentence: str
) -> None:
    from app.i18n import set_language
    from ui.i18n import LanguageManager

    languages = LanguageManager()
    languages.apply(language)
    try:
        view = open_view(qtbot, database, REX)
        says(view, sentence)
        view.grab().save(f"/tmp/greyed-{language}.png")
    finally:
        languages.apply("en")
        set_language("en")
