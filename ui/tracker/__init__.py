"""The game tracker's interface: the Games page, the new-game dialog and the tracker view."""
