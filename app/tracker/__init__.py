"""Event-sourced games: the event log, the Game service, persistence, undo/redo, replay and
export. Generic over game systems: the rules come from ``system.tracker()``."""
