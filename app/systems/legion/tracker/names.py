"""The names a Legion game's log and screens use: phases, tokens, actions, ranks, end
reasons, and the units and cards of a game's setup, in the player's language.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from app.i18n import (
    QT_TRANSLATE_NOOP,
    SOURCE_LANGUAGE,
    card_name_language,
    card_names_in_english,
    current_language,
    localized,
    translate,
)
from app.systems.legion.tracker.state import (
    ACTIONS,
    ACTIVATION,
    COMMAND,
    FINISHED,
    SETUP,
    TOKENS,
    GameState,
)

CONTEXT = "LegionTracker"

# --- the readable log -------------------------------------------------------------------------

PHASE_NAMES = {
    SETUP: QT_TRANSLATE_NOOP("LegionTracker", "Setup"),
    COMMAND: QT_TRANSLATE_NOOP("LegionTracker", "Command phase"),
    ACTIVATION: QT_TRANSLATE_NOOP("LegionTracker", "Activation phase"),
    FINISHED: QT_TRANSLATE_NOOP("LegionTracker", "Game over"),
}
TOKEN_NAMES = {
    "suppression": QT_TRANSLATE_NOOP("LegionTracker", "suppression"),
    "aim": QT_TRANSLATE_NOOP("LegionTracker", "aim"),
    "dodge": QT_TRANSLATE_NOOP("LegionTracker", "dodge"),
    "surge": QT_TRANSLATE_NOOP("LegionTracker", "surge"),
    "standby": QT_TRANSLATE_NOOP("LegionTracker", "standby"),
    "immobilize": QT_TRANSLATE_NOOP("LegionTracker", "immobilize"),
    "ion": QT_TRANSLATE_NOOP("LegionTracker", "ion"),
    "poison": QT_TRANSLATE_NOOP("LegionTracker", "poison"),
    "observation": QT_TRANSLATE_NOOP("LegionTracker", "observation"),
    "shield": QT_TRANSLATE_NOOP("LegionTracker", "shield"),
    "inactive_shield": QT_TRANSLATE_NOOP("LegionTracker", "inactive shield"),
    "smoke": QT_TRANSLATE_NOOP("LegionTracker", "smoke"),
    "graffiti": QT_TRANSLATE_NOOP("LegionTracker", "graffiti"),
    "charge": QT_TRANSLATE_NOOP("LegionTracker", "charge"),
    "damaged": QT_TRANSLATE_NOOP("LegionTracker", "damaged"),
    "disabled": QT_TRANSLATE_NOOP("LegionTracker", "disabled"),
    "weapon_destroyed": QT_TRANSLATE_NOOP("LegionTracker", "weapon destroyed"),
}
assert set(TOKEN_NAMES) == set(TOKENS)
ACTION_NAMES = {
    "move": QT_TRANSLATE_NOOP("LegionTracker", "move"),
    "attack": QT_TRANSLATE_NOOP("LegionTracker", "attack"),
    "aim": QT_TRANSLATE_NOOP("LegionTracker", "aim"),
    "dodge": QT_TRANSLATE_NOOP("LegionTracker", "dodge"),
    "standby": QT_TRANSLATE_NOOP("LegionTracker", "standby"),
    "recover": QT_TRANSLATE_NOOP("LegionTracker", "recover"),
    "card": QT_TRANSLATE_NOOP("LegionTracker", "card action"),
}
assert set(ACTION_NAMES) == set(ACTIONS)
FACE_NAMES = {
    "block": QT_TRANSLATE_NOOP("LegionTracker", "block"),
    "surge": QT_TRANSLATE_NOOP("LegionTracker", "defence surge"),
    "blank": QT_TRANSLATE_NOOP("LegionTracker", "blank"),
}
RANK_NAMES = {
    "commander": QT_TRANSLATE_NOOP("LegionTracker", "Commander"),
    "operative": QT_TRANSLATE_NOOP("LegionTracker", "Operative"),
    "corps": QT_TRANSLATE_NOOP("LegionTracker", "Corps"),
    "special": QT_TRANSLATE_NOOP("LegionTracker", "Special Forces"),
    "support": QT_TRANSLATE_NOOP("LegionTracker", "Support"),
    "heavy": QT_TRANSLATE_NOOP("LegionTracker", "Heavy"),
}
END_REASON_NAMES = {
    "rounds": QT_TRANSLATE_NOOP("LegionTracker", "Last round played"),
    "eliminated": QT_TRANSLATE_NOOP("LegionTracker", "Army eliminated"),
    "conceded": QT_TRANSLATE_NOOP("LegionTracker", "Concession"),
    "time": QT_TRANSLATE_NOOP("LegionTracker", "Time ran out"),
    "agreed": QT_TRANSLATE_NOOP("LegionTracker", "Agreed by the players"),
}
LOST_NAMES = {
    "suppressed": QT_TRANSLATE_NOOP("LegionTracker", "suppressed: 1 action lost"),
    "damaged": QT_TRANSLATE_NOOP("LegionTracker", "damaged: 1 action lost"),
    "ion": QT_TRANSLATE_NOOP("LegionTracker", "ion: an action lost per token"),
    "panicked": QT_TRANSLATE_NOOP(
        "LegionTracker", "panicked: one move toward the nearest edge, no free action"
    ),
}


def _t(language: str | None, source: str, /, **params: Any) -> str:
    return translate(CONTEXT, source, language, **params)


def token_name(token: str, language: str | None = None) -> str:
    return _t(language, TOKEN_NAMES[token]) if token in TOKEN_NAMES else token


def action_name(action: str, language: str | None = None) -> str:
    return _t(language, ACTION_NAMES[action]) if action in ACTION_NAMES else action


def rank_name(rank: str, language: str | None = None) -> str:
    return _t(language, RANK_NAMES[rank]) if rank in RANK_NAMES else rank


def phase_name(phase: str, language: str | None = None) -> str:
    return _t(language, PHASE_NAMES[phase]) if phase in PHASE_NAMES else phase


def end_reason_name(reason: str, language: str | None = None) -> str:
    return _t(language, END_REASON_NAMES[reason]) if reason in END_REASON_NAMES else reason


def line_names(names: Sequence[Any], language: str | None = None) -> list[str]:
    """The names of one line (units and cards, each a text by language, or plain text) all
    in one language: the player's card-name language (Settings) where each has a text in it,
    else English, so a line never mixes two languages."""
    shown = card_name_language(language or current_language())
    dicts = [name for name in names if isinstance(name, Mapping)]
    if not all(name.get(shown) for name in dicts):
        shown = SOURCE_LANGUAGE
    return [localized(name, shown) if isinstance(name, Mapping) else str(name) for name in names]


def _policy(names: dict[str, str]) -> dict[str, str]:
    """A name as the player's choice shows it: only its English text with "always in
    English" (the log's messages put it in their language otherwise)."""
    if card_names_in_english():
        return {SOURCE_LANGUAGE: localized(names, SOURCE_LANGUAGE)}
    return names


def _unit_name(state: GameState, player: int, key: str, language: str | None = None) -> Any:
    setup = state.setup.players[player].unit(key)
    return _policy(dict(setup.name)) if setup is not None else key


def _card_name(state: GameState, player: int, card: str | None) -> Any:
    for entry in state.setup.players[player].command_hand:
        if entry.id == card:
            return _policy(dict(entry.name))
    return card or "—"


def _battle_card_name(state: GameState, card: str) -> Any:
    for player in state.setup.players:
        for cards in player.battle_deck.values():
            for entry in cards:
                if entry.id == card:
                    return _policy(dict(entry.name))
    return card
