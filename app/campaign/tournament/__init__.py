"""Swiss tournaments: a campaign of kind "swiss" played in rounds paired by score.

``swiss`` pairs a round (no database), ``standings`` ranks the players with each game's
tie-breakers (no database), ``service`` keeps registrations, rounds and results in the
campaign's tables. See docs/campaign.md, "Tournaments".
"""

# What `muster tournament export --what` prints for a round (export.py draws each).
ROUND_SHEET_NAMES = ("pairings", "by-name", "slips")
