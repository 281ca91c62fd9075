"""The game tracker's interface: the Games page, the new-game dialog and the tracker view."""

from ui.tracker.none_guard import protect_none

protect_none()
