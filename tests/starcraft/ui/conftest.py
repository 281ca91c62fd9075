"""The interface fixtures (a real Muster window, offscreen) for StarCraft's screens."""

from tests.ui.conftest import gui  # noqa: F401
