"""The campaign operations the Campaigns page (``ui/campaign/page.py`` and its tabs) calls,
gathered where the page reaches them as ``service.<name>``. Each lives with what it knows:
``players``, ``campaigns``, ``participants`` (and their strike teams), ``games`` (recorded
games), ``game_list`` (the games list's pages) and ``storage`` (the one-transaction helper
they all share); every other caller imports them from there."""

from __future__ import annotations

from app.campaign.campaigns import (
    create_campaign,
    delete_campaign,
    find_campaign,
    list_campaigns,
    update_campaign,
)
from app.campaign.games import game_count, get_game
from app.campaign.participants import is_participant, participants, strike_teams
from app.campaign.players import find_player

__all__ = [
    "create_campaign",
    "delete_campaign",
    "find_campaign",
    "find_player",
    "game_count",
    "get_game",
    "is_participant",
    "list_campaigns",
    "participants",
    "strike_teams",
    "update_campaign",
]
