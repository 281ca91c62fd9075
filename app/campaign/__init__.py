"""The campaign manager: players, campaigns (leagues), recorded games, standings, statistics,
pairings and CSV/PDF exchange. The interface and the CLI change them through :mod:`.players`,
:mod:`.campaigns`, :mod:`.participants` and :mod:`.games`, each change one transaction
(:mod:`.storage`); the tracker records a finished game with :func:`.games.record_game`."""
