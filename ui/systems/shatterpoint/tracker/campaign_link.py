"""The tracker's offer to add a finished game to a campaign (app/campaign/'s operations)."""

from __future__ import annotations

from typing import Any

from app.campaign.campaigns import create_campaign as new_campaign
from app.campaign.campaigns import list_campaigns
from app.campaign.games import campaign_game_for_tracked, record_game
from app.campaign.records import CampaignInfo, SeatResult
from app.roster.document import RosterDocument
from app.systems.shatterpoint.tracker import TrackerState
from ui.systems.shatterpoint.tracker.result_view import duration_seconds, finished_on


def campaigns(db: Any, system_id: str) -> list[CampaignInfo]:
    return [info for info in list_campaigns(db) if info.system == system_id]


def create_campaign(db: Any, name: str, system_id: str) -> CampaignInfo:
    return new_campaign(db, name, system_id)


def recorded_campaign(db: Any, tracked_game_id: int) -> str | None:
    """The campaign this tracked game was recorded in, if it was."""
    found = campaign_game_for_tracked(db, tracked_game_id)
    return found[0].name if found is not None else None


def seats(state: TrackerState) -> list[SeatResult]:
    result = []
    for player in (0, 1):
        if state.winner is None:
            outcome = "draw"
        else:
            outcome = "win" if state.winner == player else "loss"
        roster = state.setup.players[player].roster
        result.append(
            SeatResult(
                state.player_name(player),
                outcome,  # type: ignore[arg-type]
                len(state.struggle.claimed[player]),
                RosterDocument.from_json(roster) if roster else None,
            )
        )
    return result


def record(db: Any, campaign_id: int, state: TrackerState, tracked_game_id: int) -> int:
    return record_game(
        db,
        campaign_id,
        finished_on(state.finished_at or state.last_at),
        seats(state),
        turns=state.turn,
        duration_s=duration_seconds(state.started_at, state.finished_at or state.last_at),
        source="tracker",
        tracked_game_id=tracked_game_id,
        end_reason=state.end_reason,
    )
