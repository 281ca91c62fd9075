"""A tracked game recorded in a campaign from its result alone, whatever its game: the seats,
each with the game's own score (its system's ``result``: ``scores`` per seat is the game's
primary figure — victory tokens, conquest points… — and ``secondary_scores`` the secondary one
where the game has one, such as points of defeated enemy units). A team game's result also gives
``teams`` (each player's team: any numbers, numbered from 1 in the order they first appear)
and ``winners`` (the players of the team that won);
a shared victory (``winners`` without teams) is a draw for those who share it and a loss for
the others."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date, datetime
from typing import Any

from app.campaign.campaigns import get_campaign
from app.campaign.errors import InvalidGameError
from app.campaign.games import record_game
from app.campaign.records import SeatResult
from app.db import Database
from app.i18n import QT_TRANSLATE_NOOP
from app.roster.document import RosterDocument


def seats_from_result(result: Mapping[str, Any]) -> list[SeatResult]:
    """A seat per player of a tracked game's ``result`` (see ``GameTracker.result``)."""
    winner = result.get("winner")
    winners = [int(index) for index in result.get("winners") or []]
    given = list(result.get("teams") or [])
    # The trackers number teams from 0 (a seat index's habit), the campaign from 1.
    numbered = {team: n for n, team in enumerate(dict.fromkeys(given), start=1)}
    teams = [numbered[team] if team is not None else None for team in given]
    secondary = list(result.get("secondary_scores") or [])
    seats = []
    for index, name in enumerate(result.get("players", [])):
        if teams and winners:
            outcome = "win" if index in winners else "loss"
        elif len(winners) > 1:
            outcome = "draw" if index in winners else "loss"
        else:
            outcome = "draw" if winner is None else "win" if winner == index else "loss"
        rosters = result.get("rosters") or []
        roster = rosters[index] if index < len(rosters) else None
        seats.append(
            SeatResult(
                name,
                outcome,  # type: ignore[arg-type]
                int((result.get("scores") or [0] * (index + 1))[index]),
                RosterDocument.from_json(roster) if roster else None,
                int(secondary[index]) if index < len(secondary) else None,
                teams[index] if index < len(teams) else None,
            )
        )
    return seats


def _played_on(moment: Any) -> date:
    if isinstance(moment, str) and moment:
        try:
            return datetime.fromisoformat(moment.replace("Z", "+00:00")).date()
        except ValueError:
            pass
    return date.today()


def record_tracked_game(db: Database, campaign_id: int, tracked_game_id: int) -> int:
    """Records a finished tracked game in a campaign of its game; returns the campaign game's
    id. Raises InvalidGameError for an unfinished game or a campaign of another game."""
    from app.tracker.game import game_result

    result = game_result(tracked_game_id, db)
    if not result.get("finished"):
        raise InvalidGameError(
            QT_TRANSLATE_NOOP("Errors", "a game still being played cannot be recorded yet.")
        )
    campaign = get_campaign(db, campaign_id)
    if campaign.system != result.get("system"):
        raise InvalidGameError(
            QT_TRANSLATE_NOOP("Errors", "a campaign records the games of its own game only.")
        )
    return record_game(
        db,
        campaign_id,
        _played_on(result.get("finished_at")),
        seats_from_result(result),
        turns=int(result.get("turns") or 0) or None,
        duration_s=int(result.get("duration_seconds") or 0) or None,
        source="tracker",
        tracked_game_id=tracked_game_id,
        end_reason=result.get("end_reason"),
    )
