"""The rules of a Legion game at the table, as the GameTracker the core asks for
(``LegionTracker``), with the public names of the modules it joins, so that
``from app.systems.legion.tracker import ...`` keeps working:

- ``tracker_events``: the events' fields and the payload readers;
- ``tracker_rules``: the rules the reducer and the interface share;
- ``tracker_reducer``: the reducer (``apply``) and the initial state;
- ``tracker_setup``: a game's setup from saved armies or from a game log;
- ``tracker_intents``: events made from what a player does, dice rolled there;
- ``tracker_names`` and ``tracker_log``: the names, the readable log, the result and summary.

Rules reference: seed 004 and the shared rules/legion.md §2; event payloads: docs/tracker.md,
"Star Wars: Legion".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.systems.legion.tracker_events import (
    FIELDS,
    KNOWN_FIELDS,
    Intent,
    Payload,
)
from app.systems.legion.tracker_intents import (
    activate,
    draw_order,
    next_events,
    play_command_card,
    roll,
    suffer_wounds,
)
from app.systems.legion.tracker_log import (
    RUNS,
    describe,
    describe_run,
    joins_log_line,
    list_figures,
    result,
    summary,
)
from app.systems.legion.tracker_names import (
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
from app.systems.legion.tracker_reducer import (
    HANDLERS,
    apply,
    apply_in_place,
    initial_state,
    winner_on_score,
)
from app.systems.legion.tracker_rules import (
    activatable_units,
    card_pips,
    damage_roll_due,
    has_commander,
    playable_cards,
    promotion_choices,
    rally_dice,
    waiting_units,
)
from app.systems.legion.tracker_setup import (
    new_setup,
    read_setup,
)
from app.systems.legion.tracker_state import GameSetup, GameState
from app.tracker.event import Event

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
    "LegionTracker",
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


class LegionTracker:
    """The object ``LegionSystem.tracker()`` returns (the GameTracker protocol)."""

    context = CONTEXT
    event_types = HANDLERS.keys()

    def setup_from_json(self, data: dict[str, Any]) -> GameSetup:
        return read_setup(data)

    def setup_to_json(self, setup: GameSetup) -> dict[str, Any]:
        return setup.to_json()

    def team_names(self, setup: dict[str, Any]) -> list[str]:
        """Each player's army name, from a stored setup (JSON); "" when unnamed."""
        names = []
        for player in setup.get("players", []) if isinstance(setup, dict) else []:
            roster = player.get("roster") if isinstance(player, dict) else None
            name = roster.get("name", "") if isinstance(roster, dict) else ""
            names.append(name if isinstance(name, str) else "")
        return names

    def initial_state(self, setup: GameSetup) -> GameState:
        return initial_state(setup)

    def apply(self, state: GameState, event: Event) -> GameState:
        return apply(state, event)

    def apply_in_place(self, state: GameState, event: Event) -> None:
        apply_in_place(state, event)

    def describe(self, event: Event, state_before: GameState, language: str | None = None) -> str:
        return describe(event, state_before, language)

    joins_log_line = staticmethod(joins_log_line)

    def describe_run(
        self,
        events: Sequence[Event],
        states_before: Sequence[GameState],
        language: str | None = None,
    ) -> str:
        return describe_run(events, states_before, language)

    def state_to_json(self, state: GameState) -> dict[str, Any]:
        return state.to_json()

    def result(self, state: GameState) -> dict[str, Any]:
        return result(state)

    def is_finished(self, state: GameState) -> bool:
        return state.finished

    def summary(self, state: GameState, language: str | None = None) -> str:
        return summary(state, language)

    # intents
    new_setup = staticmethod(new_setup)
    play_command_card = staticmethod(play_command_card)
    draw_order = staticmethod(draw_order)
    activate = staticmethod(activate)
    suffer_wounds = staticmethod(suffer_wounds)
    next_events = staticmethod(next_events)
    # rules the interface asks
    playable_cards = staticmethod(playable_cards)
    activatable_units = staticmethod(activatable_units)
    promotion_choices = staticmethod(promotion_choices)
    damage_roll_due = staticmethod(damage_roll_due)
    winner_on_score = staticmethod(winner_on_score)
    token_name = staticmethod(token_name)
    action_name = staticmethod(action_name)
    rank_name = staticmethod(rank_name)
    phase_name = staticmethod(phase_name)
    end_reason_name = staticmethod(end_reason_name)
    list_figures = staticmethod(list_figures)
