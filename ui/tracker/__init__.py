"""The tracker's generic interface: the Games page, the New game dialog, the games list and
widgets any game's tracker screen can reuse. A game's own screens are in ui/systems/<game>/."""
