"""One GameTracker for every game: it forwards the protocol to a game's tracker module.

A game's tracker module (or package) defines its rules as functions under the protocol's
usual names — ``read_setup``, ``initial_state``, ``apply``, ``apply_in_place``,
``describe``, ``joins_log_line``, ``describe_run``, ``result``, ``summary`` —, its
``CONTEXT`` (the translation context of its messages), its ``HANDLERS`` (event type →
reducer step) and ``INTERFACE``: the names of the intents and rules its screens ask the
tracker for (``tracker.new_setup(...)``, ``tracker.activatable_units(state)``). It may
define ``team_names(setup)``; without one, a player's roster name is their team's name.
States and setups write themselves (``to_json``) and a state says when the game is over
(``finished``).
"""

from __future__ import annotations

from collections.abc import Sequence
from types import ModuleType
from typing import Any

from app.tracker.event import Event

REQUIRED = (
    "CONTEXT",
    "HANDLERS",
    "INTERFACE",
    "read_setup",
    "initial_state",
    "apply",
    "apply_in_place",
    "describe",
    "joins_log_line",
    "describe_run",
    "result",
    "summary",
)


def roster_names(setup: dict[str, Any]) -> list[str]:
    """Each player's roster name, from a stored setup (JSON); "" when unnamed."""
    names = []
    for player in setup.get("players", []) if isinstance(setup, dict) else []:
        roster = player.get("roster") if isinstance(player, dict) else None
        name = roster.get("name", "") if isinstance(roster, dict) else ""
        names.append(name if isinstance(name, str) else "")
    return names


class ModuleTracker:
    """The object a game's ``tracker()`` returns (the GameTracker protocol of base.py)."""

    def __init__(self, rules: ModuleType) -> None:
        missing = [name for name in REQUIRED if not hasattr(rules, name)]
        if missing:
            raise TypeError(f"{rules.__name__} lacks {', '.join(missing)}")
        self.rules = rules
        self.context: str = rules.CONTEXT
        self.event_types = rules.HANDLERS.keys()
        for name in rules.INTERFACE:
            setattr(self, name, getattr(rules, name))

    def setup_from_json(self, data: dict[str, Any]) -> Any:
        return self.rules.read_setup(data)

    def setup_to_json(self, setup: Any) -> dict[str, Any]:
        result: dict[str, Any] = setup.to_json()
        return result

    def team_names(self, setup: dict[str, Any]) -> list[str]:
        own = getattr(self.rules, "team_names", None)
        return list(own(setup)) if own is not None else roster_names(setup)

    def initial_state(self, setup: Any) -> Any:
        return self.rules.initial_state(setup)

    def apply(self, state: Any, event: Event) -> Any:
        return self.rules.apply(state, event)

    def apply_in_place(self, state: Any, event: Event) -> None:
        self.rules.apply_in_place(state, event)

    def describe(self, event: Event, state_before: Any, language: str | None = None) -> str:
        return str(self.rules.describe(event, state_before, language))

    def joins_log_line(self, previous: Any, event: Any, before_previous: Any, before: Any) -> bool:
        return bool(self.rules.joins_log_line(previous, event, before_previous, before))

    def describe_run(
        self, events: Sequence[Event], states_before: Sequence[Any], language: str | None = None
    ) -> str:
        return str(self.rules.describe_run(events, states_before, language))

    def state_to_json(self, state: Any) -> dict[str, Any]:
        result: dict[str, Any] = state.to_json()
        return result

    def result(self, state: Any) -> dict[str, Any]:
        result: dict[str, Any] = self.rules.result(state)
        return result

    def is_finished(self, state: Any) -> bool:
        return bool(state.finished)

    def summary(self, state: Any, language: str | None = None) -> str:
        return str(self.rules.summary(state, language))

    def __getattr__(self, name: str) -> Any:
        # Only reached for names not set in __init__: say which game lacks what.
        if name == "rules":
            raise AttributeError(name)
        raise AttributeError(f"the tracker of {self.rules.__name__} has no {name!r}")
