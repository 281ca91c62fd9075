"""The words of Flashpoint's tracker: markers, steps, end reasons, and the reasons an event is
refused (each a sentence of its own, translated in the FlashpointTracker context)."""

from __future__ import annotations

from typing import Any

from app.i18n import QT_TRANSLATE_NOOP, translate
from app.systems.flashpoint.tracker.state import TrackerState
from app.tracker.errors import EventRejected

CONTEXT = "FlashpointTracker"

MARKER_NAMES = {
    "burning": QT_TRANSLATE_NOOP("FlashpointTracker", "Burning"),
    "poisoned": QT_TRANSLATE_NOOP("FlashpointTracker", "Poisoned"),
    "staggered": QT_TRANSLATE_NOOP("FlashpointTracker", "Staggered"),
    "immobilised": QT_TRANSLATE_NOOP("FlashpointTracker", "Immobilised"),
}
# What a marker does while the figure carries at least one (seed 003 L590-L609).
# A marker's line on a fighter's card (French puts a space before the colon).
MARKER_LINE = QT_TRANSLATE_NOOP("FlashpointTracker", "{marker} ×{count}: {effect}")
MARKER_EFFECTS = {
    "burning": QT_TRANSLATE_NOOP("FlashpointTracker", "Skill becomes 1"),
    "poisoned": QT_TRANSLATE_NOOP(
        "FlashpointTracker",
        "reinforcement range 0; at most 1 activation a round; loses Priority in a Reaction",
    ),
    "staggered": QT_TRANSLATE_NOOP(
        "FlashpointTracker", "no combat action; no grenade or artillery"
    ),
    "immobilised": QT_TRANSLATE_NOOP(
        "FlashpointTracker",
        "reinforcement range 0; at most 1 activation a round; loses Priority; no combat or "
        "strategic action; Skill becomes 0",
    ),
}
DIE_NAMES = {
    "skill": QT_TRANSLATE_NOOP("FlashpointTracker", "Skill"),
    "power": QT_TRANSLATE_NOOP("FlashpointTracker", "Power"),
}
END_REASON_LABELS = {
    "debriefing": QT_TRANSLATE_NOOP("FlashpointTracker", "Debriefing"),
    "conceded": QT_TRANSLATE_NOOP("FlashpointTracker", "Concession"),
    "agreed": QT_TRANSLATE_NOOP("FlashpointTracker", "Agreed by the players"),
}
STEP_NAMES = {
    "initiative": QT_TRANSLATE_NOOP("FlashpointTracker", "Initiative"),
    "activations": QT_TRANSLATE_NOOP("FlashpointTracker", "Alternate activations"),
    "environment": QT_TRANSLATE_NOOP("FlashpointTracker", "Environment"),
    "debriefing": QT_TRANSLATE_NOOP("FlashpointTracker", "Debriefing"),
}

R = {
    "no_activation": QT_TRANSLATE_NOOP(
        "FlashpointTracker",
        "No activation is in progress: {fighter} must be activated before it acts.",
    ),
    "not_activated": QT_TRANSLATE_NOOP(
        "FlashpointTracker",
        "{fighter} is not activated: only {active} (and its reinforcements) acts now.",
    ),
    "one_combat": QT_TRANSLATE_NOOP(
        "FlashpointTracker",
        "{fighter} has already made its combat action in this activation (one per activation).",
    ),
    "weapon": QT_TRANSLATE_NOOP("FlashpointTracker", "{card} is not a weapon."),
    "target": QT_TRANSLATE_NOOP(
        "FlashpointTracker", "{fighter} is not an enemy that can be attacked."
    ),
    "reaction_target": QT_TRANSLATE_NOOP(
        "FlashpointTracker", "A reacting figure may attack only the figure it reacts to."
    ),
    "not_attacked": QT_TRANSLATE_NOOP(
        "FlashpointTracker",
        "{fighter} is not the defender of the attack in progress, or has already drawn its "
        "dice for it.",
    ),
    "defender_limit": QT_TRANSLATE_NOOP(
        "FlashpointTracker",
        "The defender draws at most %n dice of each type (its Skill), and no more than "
        "the reserve holds.",
    ),
    "gained_reserve": QT_TRANSLATE_NOOP(
        "FlashpointTracker", "The reserve holds only {count} dice of that type."
    ),
    "immobilised_action": QT_TRANSLATE_NOOP(
        "FlashpointTracker", "{fighter} is Immobilised: no strategic action."
    ),
    "finished": QT_TRANSLATE_NOOP("FlashpointTracker", "The game is over."),
    "type": QT_TRANSLATE_NOOP("FlashpointTracker", 'There is no event type "{type}".'),
    "field": QT_TRANSLATE_NOOP("FlashpointTracker", 'Unknown field "{field}".'),
    "field_hint": QT_TRANSLATE_NOOP(
        "FlashpointTracker", 'Unknown field "{field}": did you mean "{hint}"?'
    ),
    "number": QT_TRANSLATE_NOOP(
        "FlashpointTracker", 'The field "{field}" must be a whole number from {low} to {high}.'
    ),
    "choice": QT_TRANSLATE_NOOP(
        "FlashpointTracker", 'The field "{field}" must be one of: {choices}.'
    ),
    "shape": QT_TRANSLATE_NOOP("FlashpointTracker", 'The field "{field}" is not well formed.'),
    "step": QT_TRANSLATE_NOOP(
        "FlashpointTracker", "This cannot be done at this step of the round."
    ),
    "fighter": QT_TRANSLATE_NOOP(
        "FlashpointTracker", "There is no fighter {fighter} on that side."
    ),
    "bid_reserve": QT_TRANSLATE_NOOP(
        "FlashpointTracker", "{player} cannot bid more dice than their reserves hold."
    ),
    "no_bid": QT_TRANSLATE_NOOP(
        "FlashpointTracker",
        "When nobody bids, the Defensive player gets the initiative and no dice are rolled.",
    ),
    "tie_rolls": QT_TRANSLATE_NOOP(
        "FlashpointTracker",
        "Tied bids are rolled until one player wins: every roll but the last is a tie, and "
        "each throws the dice bid.",
    ),
    "no_tie_rolls": QT_TRANSLATE_NOOP(
        "FlashpointTracker", "The higher bid wins: no dice are rolled."
    ),
    "turn": QT_TRANSLATE_NOOP("FlashpointTracker", "It is {player}'s turn to activate."),
    "npc_step": QT_TRANSLATE_NOOP(
        "FlashpointTracker", "The NPCs activate in the Environment step, and only they do."
    ),
    "reaction": QT_TRANSLATE_NOOP(
        "FlashpointTracker",
        "A Reaction answers an opponent's activation that has just begun, called no "
        "reinforcements, and was not itself a Reaction.",
    ),
    "reaction_fresh": QT_TRANSLATE_NOOP(
        "FlashpointTracker", "Only a fighter not yet activated this round may react."
    ),
    "unable": QT_TRANSLATE_NOOP(
        "FlashpointTracker", "{fighter} is Wounded or Dead and cannot act."
    ),
    "once": QT_TRANSLATE_NOOP(
        "FlashpointTracker",
        "{fighter} is Poisoned or Immobilised: at most one activation a round.",
    ),
    "npc_once": QT_TRANSLATE_NOOP("FlashpointTracker", "An NPC activates once a round."),
    "reactivation_twice": QT_TRANSLATE_NOOP(
        "FlashpointTracker", "Two re-activations in a row are not allowed."
    ),
    "reactivation_early": QT_TRANSLATE_NOOP(
        "FlashpointTracker",
        "{fighter} cannot be re-activated until every other fighter of the team has "
        "activated at least once.",
    ),
    "reinforcements": QT_TRANSLATE_NOOP(
        "FlashpointTracker",
        "Reinforcements are called by a fighter with a reinforcement range, on its first "
        "activation of the round, never in a Reaction nor by an NPC, and come from fighters "
        "of the team not yet activated.",
    ),
    "dice_owner": QT_TRANSLATE_NOOP(
        "FlashpointTracker",
        "Dice go only to the activated fighter and its reinforcements.",
    ),
    "dice_limit": QT_TRANSLATE_NOOP(
        "FlashpointTracker",
        "At most %n dice of each type may be drawn (the Skill of the activated fighter "
        "and of its reinforcements), and no more than the reserve holds.",
    ),
    "dice_held": QT_TRANSLATE_NOOP(
        "FlashpointTracker", "{fighter} holds only {count} dice of that type."
    ),
    "dead": QT_TRANSLATE_NOOP("FlashpointTracker", "{fighter} is dead."),
    "marker_once": QT_TRANSLATE_NOOP(
        "FlashpointTracker",
        "{fighter} carries no such marker, or one of this type was already removed from it "
        "this round.",
    ),
    "card": QT_TRANSLATE_NOOP("FlashpointTracker", "{fighter} has no card {card}."),
    "card_state": QT_TRANSLATE_NOOP(
        "FlashpointTracker", "{card} is tilted or discarded and cannot be used."
    ),
    "card_reload": QT_TRANSLATE_NOOP("FlashpointTracker", "{card} is not waiting to be reloaded."),
    "staggered": QT_TRANSLATE_NOOP(
        "FlashpointTracker", "{fighter} is Staggered: no combat action, no grenade or artillery."
    ),
    "immobilised": QT_TRANSLATE_NOOP(
        "FlashpointTracker",
        "{fighter} is Immobilised: no combat action and no strategic action.",
    ),
    "npcs_left": QT_TRANSLATE_NOOP(
        "FlashpointTracker",
        "The NPCs not yet activated this round activate before the round ends.",
    ),
    "end_debriefing": QT_TRANSLATE_NOOP(
        "FlashpointTracker",
        "The game ends at the debriefing once both players have counted their success points.",
    ),
    "winner": QT_TRANSLATE_NOOP(
        "FlashpointTracker",
        'Only a game the players agree to end names a "winner" (0, 1 or null); a conceded '
        'game names the "player" who concedes.',
    ),
}


def tr(language: str | None, source: str, /, **params: Any) -> str:
    return translate(CONTEXT, source, language, **params)


def reject(key: str, **params: Any) -> EventRejected:
    return EventRejected(R[key], CONTEXT, **params)


def fighter_name(state: TrackerState, side: int, fighter: str) -> str:
    snapshot = state.snapshot(side, fighter)
    return snapshot.name if snapshot else fighter


def end_reason_name(reason: str, language: str | None = None) -> str:
    if reason not in END_REASON_LABELS:
        return reason
    return tr(language, END_REASON_LABELS[reason])
