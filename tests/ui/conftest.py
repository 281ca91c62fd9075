"""Fixtures for the interface tests: a real Muster window on the offscreen platform."""

from __future__ import annotations

from collections.abc import Iterator

import pytest


@pytest.fixture
def gui(qtbot, home_database) -> Iterator[object]:
    """The window as ``muster`` starts it (database opened), in English."""
    from app.settings import load_preferences
    from ui.application import Gui

    load_preferences().set("language", "en")
    instance = Gui()
    assert instance.start()
    qtbot.addWidget(instance.window)
    qtbot.waitExposed(instance.window)
    yield instance
    instance.window.close()
    instance.languages.apply("en")
    instance.workspace.close()
