"""Event-sourced games: the event log, the Game service, persistence, undo/redo, replay and
export. Generic over game systems: the rules come from ``system.tracker()``."""

# A game's status (here, not in game.py: the command line offers them without loading the
# database code).
UNFINISHED = "unfinished"
FINISHED = "finished"
