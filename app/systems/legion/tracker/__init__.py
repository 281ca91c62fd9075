"""The rules of a Legion game at the table, the module the core's ``ModuleTracker``
(app/tracker/adapter.py) forwards to, with the public names of the modules it joins, so that
``from app.systems.legion.tracker import ...`` keeps working:

- ``state``: the setup and the state of a game, and the game's constants;
- ``events``: the events' fields and the payload readers;
- ``rules``: the rules the reducer and the interface share;
- ``reducer``: the reducer (``apply``) and the initial state;
- ``setup``: a game's setup from saved armies or from a game log;
- ``intents``: events made from what a player does, dice rolled there;
- ``names`` and ``log``: the names, the readable log, the result and summary.

Rules reference: seed 004 and the shared rules/legion.md §2; event payloads: docs/tracker.md,
"Star Wars: Legion".
"""

from __future__ import annotations

from app.systems.legion.tracker.events import (
    FIELDS,
    KNOWN_FIELDS,
    Intent,
    Payload,
)
from app.systems.legion.tracker.intents import (
    activate,
    draw_order,
    next_events,
    play_command_card,
    roll,
    suffer_wounds,
)
from app.systems.legion.tracker.log import (
    RUNS,
    describe,
    describe_run,
    joins_log_line,
    list_figures,
    result,
    summary,
)
from app.systems.legion.tracker.names import (
    ACTION_NAMES,
    CONTEXT,
    END_REASON_NAMES,
    FACE_NAMES,
    LOST_NAMES,
    PHASE_NAMES,
    RANK_NAMES,
    TOKEN_NAMES,
    action_name,
    end_reason_name,
    phase_name,
    rank_name,
    token_name,
)
from app.systems.legion.tracker.reducer import (
    HANDLERS,
    apply,
    apply_in_place,
    initial_state,
    winner_on_score,
)
from app.systems.legion.tracker.rules import (
    activatable_units,
    card_pips,
    damage_roll_due,
    has_commander,
    playable_cards,
    promotion_choices,
    rally_dice,
    waiting_units,
)
from app.systems.legion.tracker.setup import (
    new_setup,
    read_setup,
)

__all__ = [
    "ACTION_NAMES",
    "CONTEXT",
    "END_REASON_NAMES",
    "FACE_NAMES",
    "FIELDS",
    "HANDLERS",
    "KNOWN_FIELDS",
    "LOST_NAMES",
    "PHASE_NAMES",
    "RANK_NAMES",
    "RUNS",
    "TOKEN_NAMES",
    "Intent",
    "Payload",
    "action_name",
    "activatable_units",
    "activate",
    "apply",
    "apply_in_place",
    "card_pips",
    "damage_roll_due",
    "describe",
    "describe_run",
    "draw_order",
    "end_reason_name",
    "has_commander",
    "initial_state",
    "joins_log_line",
    "list_figures",
    "new_setup",
    "next_events",
    "phase_name",
    "play_command_card",
    "playable_cards",
    "promotion_choices",
    "rally_dice",
    "rank_name",
    "read_setup",
    "result",
    "roll",
    "suffer_wounds",
    "summary",
    "token_name",
    "waiting_units",
    "winner_on_score",
]


# What the game's screens ask its tracker for (app/tracker/adapter.py forwards them).
INTERFACE = (
    "new_setup",
    "play_command_card",
    "draw_order",
    "activate",
    "suffer_wounds",
    "next_events",
    "playable_cards",
    "activatable_units",
    "promotion_choices",
    "damage_roll_due",
    "winner_on_score",
    "token_name",
    "action_name",
    "rank_name",
    "phase_name",
    "end_reason_name",
    "list_figures",
)
