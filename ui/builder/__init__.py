"""The strike-team builder: catalogue browser, squads, violations, suggestions, saved rosters."""
