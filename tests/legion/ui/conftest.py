"""Fixtures for Legion's tracker window: the real Muster window (offscreen) with two saved
Legion armies."""

from __future__ import annotations

import pytest

from tests.ui.conftest import gui  # noqa: F401  (the window, as ``muster`` starts it)


@pytest.fixture
def saved_armies(gui) -> tuple[int, int]:  # noqa: F811
    from app.roster.store import RosterStore
    from app.systems.legion.army import document_for
    from tests.legion.tracker_helpers import empire, rebels

    store = RosterStore(gui.workspace.db)
    first = store.create(document_for(rebels(), "Echo Base"))
    second = store.create(document_for(empire(), "Hoth Assault"))
    return first.id, second.id
