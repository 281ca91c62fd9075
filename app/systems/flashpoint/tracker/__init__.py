"""Flashpoint's rules at the table, as the module app/tracker/adapter.py's ``ModuleTracker``
forwards to, with the public names of the modules it joins, so that
``from app.systems.flashpoint.tracker import ...`` keeps working:

- ``state``: the setup and the state (plain data, written to the log as JSON);
- ``names``: the words of the tracker and the reasons an event is refused;
- ``events``: the event types, their fields and the payload readers;
- ``rules``: what the rules say about a fighter and a turn (the reducer and screens share it);
- ``reducer``: ``apply`` and one step per event type;
- ``setup``: the Offensive roll, a team's snapshot, the initial state;
- ``intents``: the dice the game throws, written into the events;
- ``log``: the readable log, the result and the summary.

Rules reference: seed 003 and the shared rules/flashpoint.md; event payloads: docs/tracker.md,
"Flashpoint".
"""

from __future__ import annotations

from app.systems.flashpoint.tracker.events import (
    ACTION_TAKEN,
    ATTACK_DECLARED,
    CARD_RELOADED,
    CARD_USED,
    DEFENDER_DICE,
    DICE_DISCARDED,
    DICE_GAINED,
    EVENT_FIELDS,
    EVENT_TYPES,
    FIGHTER_ACTIVATED,
    FIGHTER_FIELDS,
    FIGHTER_WOUNDED,
    GAME_ENDED,
    INITIATIVE_BID,
    MARKER_PLACED,
    MARKER_REMOVED,
    PASSED,
    ROUND_ENDED,
    STRATEGIC_ACTIONS,
    SUCCESS_POINTS,
)
from app.systems.flashpoint.tracker.intents import roll_bid_ties, roll_dice
from app.systems.flashpoint.tracker.log import (
    ACTION_NAMES,
    SUMMARY,
    TEXT,
    describe,
    describe_run,
    joins_log_line,
    result,
    summary,
)
from app.systems.flashpoint.tracker.names import (
    CONTEXT,
    DIE_NAMES,
    END_REASON_LABELS,
    MARKER_EFFECTS,
    MARKER_NAMES,
    STEP_NAMES,
    R,
    end_reason_name,
    fighter_name,
)
from app.systems.flashpoint.tracker.reducer import HANDLERS, apply, apply_in_place
from app.systems.flashpoint.tracker.rules import (
    able_fighters,
    activatable,
    bid_winner,
    marker_effects,
    other,
    reinforcement_of,
    skill_of,
)
from app.systems.flashpoint.tracker.setup import (
    initial_state,
    new_setup,
    offensive_roll,
    read_setup,
    snapshot_team,
    team_names,
)

# What the game's screens ask its tracker for (app/tracker/adapter.py forwards them).
INTERFACE = (
    "new_setup",
    "snapshot_team",
    "offensive_roll",
    "roll_bid_ties",
    "roll_dice",
    "bid_winner",
    "activatable",
    "skill_of",
    "reinforcement_of",
    "marker_effects",
)

__all__ = [
    "ACTION_NAMES",
    "ACTION_TAKEN",
    "ATTACK_DECLARED",
    "CARD_RELOADED",
    "CARD_USED",
    "CONTEXT",
    "DEFENDER_DICE",
    "DICE_DISCARDED",
    "DICE_GAINED",
    "DIE_NAMES",
    "END_REASON_LABELS",
    "EVENT_FIELDS",
    "EVENT_TYPES",
    "FIGHTER_ACTIVATED",
    "FIGHTER_FIELDS",
    "FIGHTER_WOUNDED",
    "GAME_ENDED",
    "HANDLERS",
    "INITIATIVE_BID",
    "INTERFACE",
    "MARKER_EFFECTS",
    "MARKER_NAMES",
    "MARKER_PLACED",
    "MARKER_REMOVED",
    "PASSED",
    "ROUND_ENDED",
    "STEP_NAMES",
    "STRATEGIC_ACTIONS",
    "SUCCESS_POINTS",
    "SUMMARY",
    "TEXT",
    "R",
    "able_fighters",
    "activatable",
    "apply",
    "apply_in_place",
    "bid_winner",
    "describe",
    "describe_run",
    "end_reason_name",
    "fighter_name",
    "initial_state",
    "joins_log_line",
    "marker_effects",
    "new_setup",
    "offensive_roll",
    "other",
    "read_setup",
    "reinforcement_of",
    "result",
    "roll_bid_ties",
    "roll_dice",
    "skill_of",
    "snapshot_team",
    "summary",
    "team_names",
]
