"""Legion's tracker: the New game choices and the game at the table."""
