"""SQLModel tables. Each module holds the tables of one area; alembic migrations live in
``models/migrations``. Importing this package registers every table in ``SQLModel.metadata``.
"""

from models.campaign import (
    Campaign,
    CampaignParticipant,
    Game,
    GameSeat,
    Pairing,
    PairingRound,
    Player,
    RegisteredStrikeTeam,
)
from models.core import CollectionItem, Roster, Setting
from models.tracker import GamePresence, TrackedGame, TrackedGameEvent

__all__ = [
    "Campaign",
    "CampaignParticipant",
    "CollectionItem",
    "Game",
    "GamePresence",
    "GameSeat",
    "Pairing",
    "PairingRound",
    "Player",
    "RegisteredStrikeTeam",
    "Roster",
    "Setting",
    "TrackedGame",
    "TrackedGameEvent",
]
