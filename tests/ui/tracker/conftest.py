"""Fixtures for the tracker's interface tests: two saved strike teams and helpers that drive
modal dialogs the way a player does."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from app import systems
from app.roster.document import RosterDocument

REPUBLIC = RosterDocument(
    "shatterpoint",
    "Republic Strike",
    [
        {
            "primary": "general-anakin-skywalker",
            "secondary": "cc-7567-captain-rex",
            "support": "501st-clone-troopers",
        },
        {
            "primary": "ahsoka-tano-jedi-no-more",
            "secondary": "bo-katan-kryze",
            "support": "clan-kryze-mandalorians",
        },
    ],
    "Twice the Pride",
)
SHADOW = RosterDocument(
    "shatterpoint",
    "Shadow Collective",
    [
        {
            "primary": "lord-maul",
            "secondary": "gar-saxon-merciless-commander",
            "support": "mandalorian-super-commandos",
        },
        {
            "primary": "asajj-ventress-sith-assassin",
            "secondary": "kalani-super-tactical-droid",
            "support": "b1-battle-droids",
        },
    ],
    "Ready to Rumble",
)


@pytest.fixture
def saved_rosters(gui) -> tuple[int, int]:
    from app.roster.store import RosterStore

    store = RosterStore(gui.workspace.db)
    first = store.create(REPUBLIC.copy())
    second = store.create(SHADOW.copy())
    return first.id, second.id


def when_modal(qtbot, handler: Callable[[QWidget], None]) -> list[str]:
    """Runs ``handler`` on the next modal dialog as soon as it shows; returns a list that
    records failures inside the handler (a test asserts it is empty)."""
    problems: list[str] = []

    def poll() -> None:
        shown = [
            widget
            for widget in QApplication.topLevelWidgets()
            if isinstance(widget, QDialog) and widget.isVisible() and widget.isModal()
        ]
        if not shown:
            QTimer.singleShot(10, poll)
            return
        dialog = shown[-1]
        try:
            handler(dialog)
        except Exception as exc:  # reported by the test, never lost in the event loop
            problems.append(repr(exc))
            dialog.close()

    QTimer.singleShot(0, poll)
    return problems


def start_game(gui, names, rosters, accepted=((), ()), **options):
    """Starts a Shatterpoint game on the Games page from what the New game dialog would have
    made of these choices (``options``: the tracker core's ``new_setup`` keywords)."""
    system = systems.tracked("shatterpoint")
    setup = system.tracker().new_setup(
        list(zip(names, rosters, strict=True)),
        gui.workspace.catalog("shatterpoint"),
        violations=[list(codes) for codes in accepted],
        **options,
    )
    return gui.window.pages["games"].start_game(system, setup)
