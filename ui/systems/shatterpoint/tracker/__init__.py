"""Shatterpoint's tracker screens: the table (tracker_view.py and its panels), the New game
dialog's mission, decks and first-player choices (game_options.py), the result and the
end-of-game dialogs."""
