"""The campaign manager: players, campaigns (leagues), recorded games, standings, statistics,
pairings and CSV/PDF exchange. The interface and the CLI go through :mod:`app.campaign.service`;
the tracker records a finished game with :func:`app.campaign.service.record_game`."""
