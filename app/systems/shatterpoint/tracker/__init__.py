"""Shatterpoint's tracker (interim: the reducer module holds the rules, state.py the state)."""

from app.systems.shatterpoint.tracker.reducer import *  # noqa: F403
from app.systems.shatterpoint.tracker.reducer import HANDLERS, INTERFACE, PAYLOAD_FIELDS  # noqa: F401
