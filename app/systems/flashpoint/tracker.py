"""Flashpoint's game rules for the tracker: the reducer, the readable log, intent helpers.

The rules are seed 003's (L263-L352 the round, L424-L534 activation, reinforcements, reaction
and re-activation, L217-L240 Wounded and Dead, L386-L404 card tilts, L580-L609 the status
markers). ``apply`` is pure; every die the game throws is thrown by a helper here
(``roll_offensive``, ``roll_bid_ties``, ``roll_dice``) and written into the event. What the
tracker cannot see (distances, lines of sight, the dice compared in a combat) the players
settle at the table and enter as its outcome: dice discarded, markers placed, a figure
Wounded. See docs/tracker.md, "Flashpoint".
"""

from __future__ import annotations

import difflib
import random
from collections.abc import Sequence
from typing import Any

from app.i18n import QT_TRANSLATE_NOOP, translate
from app.systems.flashpoint.tracker_state import (
    DIE_TYPES,
    DISCARDED,
    END_REASONS,
    MARKERS,
    NPC,
    PLAYERS,
    READY,
    RELOADING,
    ROUNDS,
    TILTED,
    CardSnapshot,
    FighterSnapshot,
    FighterState,
    GameSetup,
    PlayerSetup,
    Reserve,
    TrackerState,
    offensive_from_roll,
)
from app.tracker.errors import EventRejected, GameSetupError
from app.tracker.event import Event

CONTEXT = "FlashpointTracker"

INITIATIVE_BID = "initiative_bid"
FIGHTER_ACTIVATED = "fighter_activated"
PASSED = "passed"
DICE_DISCARDED = "dice_discarded"
FIGHTER_WOUNDED = "fighter_wounded"
MARKER_PLACED = "marker_placed"
MARKER_REMOVED = "marker_removed"
CARD_USED = "card_used"
CARD_RELOADED = "card_reloaded"
ROUND_ENDED = "round_ended"
SUCCESS_POINTS = "success_points"
GAME_ENDED = "game_ended"

FIGHTER_FIELDS = {"player", "fighter"}
EVENT_FIELDS: dict[str, set[str]] = {
    INITIATIVE_BID: {"bids", "rolls", "initiative"},
    FIGHTER_ACTIVATED: FIGHTER_FIELDS | {"reaction", "reinforcements", "dice"},
    PASSED: {"player"},
    DICE_DISCARDED: FIGHTER_FIELDS | {"die", "count"},
    FIGHTER_WOUNDED: FIGHTER_FIELDS,
    MARKER_PLACED: FIGHTER_FIELDS | {"marker", "count"},
    MARKER_REMOVED: FIGHTER_FIELDS | {"marker"},
    CARD_USED: FIGHTER_FIELDS | {"card"},
    CARD_RELOADED: FIGHTER_FIELDS | {"card"},
    ROUND_ENDED: set(),
    SUCCESS_POINTS: {"player", "points"},
    GAME_ENDED: {"reason", "player", "winner"},
}
EVENT_TYPES = tuple(EVENT_FIELDS)

MARKER_NAMES = {
    "burning": QT_TRANSLATE_NOOP("FlashpointTracker", "Burning"),
    "poisoned": QT_TRANSLATE_NOOP("FlashpointTracker", "Poisoned"),
    "staggered": QT_TRANSLATE_NOOP("FlashpointTracker", "Staggered"),
    "immobilised": QT_TRANSLATE_NOOP("FlashpointTracker", "Immobilised"),
}
# What a marker does while the figure carries at least one (seed 003 L590-L609).
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
        "At most {limit} dice of each type may be drawn (the Skill of the activated fighter "
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


def _t(language: str | None, source: str, /, **params: Any) -> str:
    return translate(CONTEXT, source, language, **params)


def _reject(key: str, **params: Any) -> EventRejected:
    return EventRejected(R[key], CONTEXT, **params)


def other(player: int) -> int:
    return 1 - player


# --- setup -----------------------------------------------------------------------------------


def offensive_roll(rng: random.Random | None = None) -> tuple[tuple[int, int], ...]:
    """Each player throws a die, ties thrown again (seed 003 L271)."""
    rng = rng or random.Random()
    throws = []
    while True:
        throw = (rng.randint(1, 6), rng.randint(1, 6))
        throws.append(throw)
        if throw[0] != throw[1]:
            return tuple(throws)


def snapshot_team(team_document: Any, catalog: Any, language: str = "en") -> PlayerSetup:
    """A player's setup from a team (a ``muster.roster/1`` document) and the catalogue: each
    fighter's figures and cards as they are today, so the game replays after the designs
    change. The player is named after the team."""
    from app.systems.flashpoint.catalog import Ability, Archetype, Equipment, Profile, Weapon
    from app.systems.flashpoint.rules import strategic_bonus
    from app.systems.flashpoint.team import team_of

    team = team_of(team_document)
    fighters = []
    for number, fighter in enumerate(team.fighters, start=1):
        profile = catalog.get(fighter.profile)
        if not isinstance(profile, Profile):
            raise GameSetupError(
                detail=f'fighter {number}: "{fighter.profile}" is not a profile of the catalogue'
            )
        archetype = catalog.get(profile.archetype)
        if not isinstance(archetype, Archetype):
            raise GameSetupError(detail=f'"{profile.archetype}" is not an archetype')
        cards = []
        for card_id in (*profile.weapons, *profile.equipment, *profile.abilities):
            card = catalog.get(card_id)
            kind: str
            if isinstance(card, Weapon):
                kind = card.weapon_type
                actions = 0
            elif isinstance(card, Equipment):
                kind = card.equipment_type
                actions = card.actions
            elif isinstance(card, Ability):
                kind, actions = "ability", card.actions
            else:
                continue
            name = card.name.get(language) or card.name.get("en") or card.id
            cards.append(CardSnapshot(card.id, name, kind, card.usage, card.reload, actions))
        name = fighter.name or profile.name.get(language) or profile.name.get("en") or profile.id
        fighters.append(
            FighterSnapshot(
                f"f{number}",
                name,
                archetype.skill,
                archetype.power,
                archetype.reinforcement,
                tuple(cards),
            )
        )
    if not fighters:
        raise GameSetupError(detail="a team needs at least one fighter")
    bonus = strategic_bonus(team, catalog)
    return PlayerSetup(
        team_document.name or "",
        team_document.name or "",
        tuple(fighters),
        (bonus.offensive, bonus.defensive),
        team_document.to_json() if hasattr(team_document, "to_json") else None,
    )


def new_setup(
    players: Sequence[PlayerSetup],
    names: Sequence[str] = (),
    offensive: int | None = None,
    npcs: Sequence[FighterSnapshot] = (),
    mission: str = "",
    success_points: str = "",
    rng: random.Random | None = None,
    started_at: str = "",
) -> GameSetup:
    """A game's setup; the Offensive player is rolled when not given."""
    from app.tracker.event import now_iso

    named = [
        PlayerSetup(n, p.team, p.fighters, p.bonus, p.roster) if n else p
        for p, n in zip(players, [*names, "", ""], strict=False)
    ]
    if len(named) != 2:
        raise GameSetupError(detail="a game of Flashpoint has two players")
    roll = None
    if offensive is None:
        roll = offensive_roll(rng)
        offensive = offensive_from_roll(roll)
    return GameSetup(
        (named[0], named[1]),
        int(offensive or 0),
        roll,
        tuple(npcs),
        mission,
        success_points,
        started_at or now_iso(),
    )


def read_setup(data: dict[str, Any]) -> GameSetup:
    return GameSetup.from_json(data)


def _new_fighter(side: int, snapshot: FighterSnapshot) -> FighterState:
    return FighterState(side, snapshot.id, cards={card.id: READY for card in snapshot.cards})


def initial_state(setup: GameSetup) -> TrackerState:
    """The reserves (seed 003 L273-L274): Σ H and Σ P of the team, the Strategic Bonus added
    to the Pouvoir reserve of each player by their side; the NPCs have reserves of their own
    and no bonus (L570)."""
    reserves = []
    for side, player in enumerate(setup.players):
        skill = sum(f.skill for f in player.fighters)
        power = sum(f.power for f in player.fighters)
        power += player.bonus[0] if side == setup.offensive else player.bonus[1]
        reserves.append(Reserve(skill, power, skill, power))
    npc_skill = sum(f.skill for f in setup.npcs)
    npc_power = sum(f.power for f in setup.npcs)
    reserves.append(Reserve(npc_skill, npc_power, npc_skill, npc_power))
    fighters = [[_new_fighter(side, f) for f in p.fighters] for side, p in enumerate(setup.players)]
    fighters.append([_new_fighter(NPC, f) for f in setup.npcs])
    return TrackerState(setup=setup, reserves=reserves, fighters=fighters)


# --- what the rules say about a fighter -------------------------------------------------------


def skill_of(state: TrackerState, fighter: FighterState) -> int:
    """Habilité now: 0 when Wounded or Immobilised, 1 when Burning."""
    snapshot = state.snapshot(fighter.side, fighter.id)
    if snapshot is None or not fighter.able or fighter.markers["immobilised"]:
        return 0
    if fighter.markers["burning"]:
        return min(1, snapshot.skill) if snapshot.skill else 1
    return snapshot.skill


def reinforcement_of(state: TrackerState, fighter: FighterState) -> int:
    """Portée de Renfort now: 0 when Poisoned or Immobilised."""
    snapshot = state.snapshot(fighter.side, fighter.id)
    if snapshot is None or fighter.markers["poisoned"] or fighter.markers["immobilised"]:
        return 0
    return snapshot.reinforcement


def marker_effects(fighter: FighterState, language: str | None = None) -> list[str]:
    """The effects of the markers the fighter carries, one line each, in ``language``."""
    return [
        f"{_t(language, MARKER_NAMES[m])} ×{fighter.markers[m]}: {_t(language, MARKER_EFFECTS[m])}"
        for m in MARKERS
        if fighter.markers[m]
    ]


def able_fighters(state: TrackerState, side: int) -> list[FighterState]:
    return [f for f in state.fighters[side] if f.able]


def activatable(state: TrackerState, side: int) -> list[FighterState]:
    """The fighters of ``side`` an activation may choose now (ignoring whose turn it is)."""
    found = []
    for fighter in state.fighters[side]:
        try:
            _check_activation(state, side, fighter, reinforcements=[], reaction=False)
        except EventRejected:
            continue
        found.append(fighter)
    return found


# --- the reducer ------------------------------------------------------------------------------


def apply(state: TrackerState, event: Event) -> TrackerState:
    """The state after ``event``; ``state`` is left as it was."""
    twin = state.copy()
    apply_in_place(twin, event)
    return twin


def apply_in_place(state: TrackerState, event: Event) -> None:
    if state.finished:
        raise _reject("finished")
    handler = HANDLERS.get(event.type)
    if handler is None:
        raise _reject("type", type=event.type)
    _check_fields(event.type, event.payload)
    handler(state, event.payload)
    state.last_at = event.at or state.last_at


def _check_fields(event_type: str, payload: dict[str, Any]) -> None:
    allowed = EVENT_FIELDS[event_type]
    for key in payload:
        if key not in allowed:
            hint = difflib.get_close_matches(key, sorted(allowed), n=1)
            if hint:
                raise _reject("field_hint", field=key, hint=hint[0])
            raise _reject("field", field=key)


def _number(payload: dict[str, Any], key: str, low: int, high: int, default: Any = None) -> int:
    value = payload.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _reject("number", field=key, low=low, high=high)
    return value


def _choice(payload: dict[str, Any], key: str, choices: Sequence[str]) -> str:
    value = payload.get(key)
    if value not in choices:
        raise _reject("choice", field=key, choices=", ".join(choices))
    return str(value)


def _step(state: TrackerState, *steps: str) -> None:
    if state.step not in steps:
        raise _reject("step")


def _side(payload: dict[str, Any]) -> int:
    return _number(payload, "player", 0, NPC)


def _fighter(state: TrackerState, payload: dict[str, Any]) -> FighterState:
    side = _side(payload)
    name = payload.get("fighter")
    fighter = state.fighter(side, name) if isinstance(name, str) else None
    if fighter is None:
        raise _reject("fighter", fighter=str(name))
    return fighter


def _side_name(state: TrackerState, side: int, language: str | None = "en") -> str:
    if side == NPC:
        return _t(language, state.side_name(NPC))
    return state.side_name(side)


def fighter_name(state: TrackerState, side: int, fighter: str) -> str:
    snapshot = state.snapshot(side, fighter)
    return snapshot.name if snapshot else fighter


def _initiative_bid(state: TrackerState, payload: dict[str, Any]) -> None:
    _step(state, "initiative")
    bids = payload.get("bids")
    if not (
        isinstance(bids, list)
        and len(bids) == 2
        and all(isinstance(b, dict) and set(b) <= set(DIE_TYPES) for b in bids)
    ):
        raise _reject("shape", field="bids")
    counts = []
    for player, bid in enumerate(bids):
        total = 0
        for die in DIE_TYPES:
            count = _number(bid, die, 0, 99, 0)
            if count > getattr(state.reserves[player], die):
                raise _reject("bid_reserve", player=state.side_name(player))
            total += count
        counts.append(total)
    rolls = payload.get("rolls", [])
    if not isinstance(rolls, list):
        raise _reject("shape", field="rolls")
    initiative = _number(payload, "initiative", 0, 1)
    if counts == [0, 0]:
        if rolls or initiative != state.setup.defensive:
            raise _reject("no_bid")
    elif counts[0] == counts[1]:
        if bid_winner(counts, rolls) is None:
            raise _reject("tie_rolls")
    elif rolls:
        raise _reject("no_tie_rolls")
    for player, bid in enumerate(bids):
        for die in DIE_TYPES:
            reserve = state.reserves[player]
            setattr(reserve, die, getattr(reserve, die) - int(bid.get(die, 0)))
    state.initiative = initiative
    state.active = initiative
    state.step = "activations"
    state.passes = 0


def bid_winner(counts: Sequence[int], rolls: Any) -> int | None:
    """Who wins the initiative bids: the higher bid, else the tie rolls (each a list of the
    dice each player threw; the higher total wins), or None when the rolls do not decide."""
    if counts[0] != counts[1]:
        return 0 if counts[0] > counts[1] else 1
    if counts[0] == 0 or not isinstance(rolls, list) or not rolls:
        return None
    totals = []
    for roll in rolls:
        if not (isinstance(roll, list) and len(roll) == 2):
            return None
        for player, faces in enumerate(roll):
            if not (
                isinstance(faces, list)
                and len(faces) == counts[player]
                and all(type(f) is int and 1 <= f <= 6 for f in faces)
            ):
                return None
        totals.append((sum(roll[0]), sum(roll[1])))
    if any(a != b for a, b in totals[:-1]) or totals[-1][0] == totals[-1][1]:
        return None
    return 0 if totals[-1][0] > totals[-1][1] else 1


def roll_bid_ties(count: int, rng: random.Random | None = None) -> list[list[list[int]]]:
    """The tie rolls of two equal bids of ``count`` dice, thrown until one total is higher."""
    rng = rng or random.Random()
    rolls = []
    while True:
        roll = [[rng.randint(1, 6) for _ in range(count)] for _ in PLAYERS]
        rolls.append(roll)
        if sum(roll[0]) != sum(roll[1]):
            return rolls


def roll_dice(
    shares: dict[str, dict[str, int]], rng: random.Random | None = None
) -> dict[str, dict[str, list[int]]]:
    """The attribution sequence's throw: ``shares`` says how many dice of each type go to each
    fighter; the faces are thrown here, for ``fighter_activated``'s ``dice``."""
    rng = rng or random.Random()
    return {
        fighter: {die: [rng.randint(1, 6) for _ in range(count)] for die, count in dice.items()}
        for fighter, dice in shares.items()
    }


def _check_activation(
    state: TrackerState,
    side: int,
    fighter: FighterState,
    reinforcements: list[FighterState],
    reaction: bool,
) -> None:
    name = fighter_name(state, side, fighter.id)
    if not fighter.able:
        raise _reject("unable", fighter=name)
    if side == NPC:
        if state.step != "environment" or reaction:
            raise _reject("npc_step")
        if fighter.activations:
            raise _reject("npc_once")
        if reinforcements:
            raise _reject("reinforcements")
        return
    if state.step != "activations":
        raise _reject("npc_step" if state.step == "environment" else "step")
    if reaction:
        if state.reactable is None or state.reactable[0] != other(side):
            raise _reject("reaction")
        if fighter.activations:
            raise _reject("reaction_fresh")
    elif state.active != side:
        raise _reject("turn", player=state.side_name(state.active or 0))
    if fighter.activations and (fighter.markers["poisoned"] or fighter.markers["immobilised"]):
        raise _reject("once", fighter=name)
    if fighter.activations:
        if state.last_reactivation[side]:
            raise _reject("reactivation_twice")
        if any(f.activations == 0 for f in able_fighters(state, side) if f is not fighter):
            raise _reject("reactivation_early", fighter=name)
    if reinforcements and (
        reaction
        or fighter.activations
        or reinforcement_of(state, fighter) == 0
        or any(r.activations or not r.able or r is fighter for r in reinforcements)
        or len({r.id for r in reinforcements}) != len(reinforcements)
    ):
        raise _reject("reinforcements")


def _fighter_activated(state: TrackerState, payload: dict[str, Any]) -> None:
    fighter = _fighter(state, payload)
    side = fighter.side
    reaction = payload.get("reaction", False)
    if not isinstance(reaction, bool):
        raise _reject("shape", field="reaction")
    names = payload.get("reinforcements", [])
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise _reject("shape", field="reinforcements")
    reinforcements = []
    for name in names:
        found = state.fighter(side, name)
        if found is None:
            raise _reject("fighter", fighter=name)
        reinforcements.append(found)
    _check_activation(state, side, fighter, reinforcements, reaction)
    dice = payload.get("dice", {})
    if not isinstance(dice, dict):
        raise _reject("shape", field="dice")
    group = {fighter.id: fighter, **{r.id: r for r in reinforcements}}
    limit = sum(skill_of(state, f) for f in group.values())
    drawn = dict.fromkeys(DIE_TYPES, 0)
    for owner, faces_by_die in dice.items():
        if owner not in group:
            raise _reject("dice_owner")
        if not isinstance(faces_by_die, dict) or not set(faces_by_die) <= set(DIE_TYPES):
            raise _reject("shape", field="dice")
        for die, faces in faces_by_die.items():
            if not (
                isinstance(faces, list)
                and len(faces) <= 99
                and all(type(f) is int and 1 <= f <= 6 for f in faces)
            ):
                raise _reject("shape", field="dice")
            drawn[die] += len(faces)
    reserve = state.reserves[side]
    for die in DIE_TYPES:
        if drawn[die] > limit or drawn[die] > getattr(reserve, die):
            raise _reject("dice_limit", limit=limit)
    for die in DIE_TYPES:
        setattr(reserve, die, getattr(reserve, die) - drawn[die])
    for owner, faces_by_die in dice.items():
        for die, faces in faces_by_die.items():
            group[owner].dice[die] += len(faces)
    if side != NPC:
        state.last_reactivation[side] = fighter.activations > 0
    fighter.activations += 1
    for r in reinforcements:
        r.activations += 1
    state.passes = 0
    if side == NPC:
        return
    # The interrupted player activates next after a Reaction (L530): the turn goes to the
    # other side of the reacting player either way.
    state.active = other(side)
    state.reactable = None if reaction or reinforcements else (side, fighter.id)


def _passed(state: TrackerState, payload: dict[str, Any]) -> None:
    _step(state, "activations")
    player = _number(payload, "player", 0, 1)
    if player != state.active:
        raise _reject("turn", player=state.side_name(state.active or 0))
    state.passes += 1
    state.reactable = None
    state.active = other(player)
    if state.passes >= 2:
        state.step = "environment"
        state.active = None


def _wound(state: TrackerState, fighter: FighterState) -> None:
    """Wounded (L219-L227): its dice are lost and its cards tilted; Wounded again, it dies."""
    if fighter.wounded:
        fighter.dead = True
        return
    fighter.wounded = True
    fighter.dice = dict.fromkeys(DIE_TYPES, 0)
    for card, card_state in fighter.cards.items():
        if card_state == READY:
            fighter.cards[card] = TILTED


def _dice_discarded(state: TrackerState, payload: dict[str, Any]) -> None:
    _step(state, "activations", "environment")
    fighter = _fighter(state, payload)
    name = fighter_name(state, fighter.side, fighter.id)
    die = _choice(payload, "die", DIE_TYPES)
    count = _number(payload, "count", 1, 99, 1)
    if fighter.dead:
        raise _reject("dead", fighter=name)
    if fighter.wounded:
        fighter.dead = True  # a Wounded figure that must discard dies (L233-L234)
        return
    if count > fighter.dice[die]:
        raise _reject("dice_held", fighter=name, count=fighter.dice[die])
    fighter.dice[die] -= count
    # A tilted (activated) figure left with no Pouvoir die is Wounded (L219; the die's icon is
    # lost in the seed, the digest infers Pouvoir).
    if fighter.activations and fighter.dice["power"] == 0:
        _wound(state, fighter)


def _fighter_wounded(state: TrackerState, payload: dict[str, Any]) -> None:
    _step(state, "activations", "environment")
    fighter = _fighter(state, payload)
    if fighter.dead:
        raise _reject("dead", fighter=fighter_name(state, fighter.side, fighter.id))
    _wound(state, fighter)


def _marker_placed(state: TrackerState, payload: dict[str, Any]) -> None:
    _step(state, "activations", "environment")
    fighter = _fighter(state, payload)
    marker = _choice(payload, "marker", MARKERS)
    count = _number(payload, "count", 1, 9, 1)
    if fighter.dead:
        raise _reject("dead", fighter=fighter_name(state, fighter.side, fighter.id))
    fighter.markers[marker] += count


def _marker_removed(state: TrackerState, payload: dict[str, Any]) -> None:
    """A strategic action removes a marker: at most one of each type per figure and round."""
    _step(state, "activations", "environment")
    fighter = _fighter(state, payload)
    marker = _choice(payload, "marker", MARKERS)
    if fighter.dead or not fighter.markers[marker] or marker in fighter.markers_removed:
        raise _reject("marker_once", fighter=fighter_name(state, fighter.side, fighter.id))
    fighter.markers[marker] -= 1
    fighter.markers_removed.append(marker)


def _card(state: TrackerState, fighter: FighterState, payload: dict[str, Any]) -> CardSnapshot:
    snapshot = state.snapshot(fighter.side, fighter.id)
    card_id = payload.get("card")
    card = next((c for c in snapshot.cards if c.id == card_id), None) if snapshot else None
    if card is None:
        raise _reject(
            "card", fighter=fighter_name(state, fighter.side, fighter.id), card=str(card_id)
        )
    return card


def _card_used(state: TrackerState, payload: dict[str, Any]) -> None:
    _step(state, "activations", "environment")
    fighter = _fighter(state, payload)
    card = _card(state, fighter, payload)
    name = fighter_name(state, fighter.side, fighter.id)
    if not fighter.able:
        raise _reject("unable", fighter=name)
    if fighter.cards[card.id] != READY:
        raise _reject("card_state", card=card.name)
    combat = card.kind in ("melee", "ranged")
    if fighter.markers["staggered"] and card.kind in ("melee", "ranged", "grenade", "artillery"):
        raise _reject("staggered", fighter=name)
    if fighter.markers["immobilised"] and (combat or card.actions > 0):
        raise _reject("immobilised", fighter=name)
    if card.usage == "single_use":
        fighter.cards[card.id] = DISCARDED
    elif card.usage == "reload":
        fighter.cards[card.id] = RELOADING
    elif card.kind != "melee":  # melee weapon cards never tilt (L494)
        fighter.cards[card.id] = TILTED


def _card_reloaded(state: TrackerState, payload: dict[str, Any]) -> None:
    _step(state, "activations", "environment")
    fighter = _fighter(state, payload)
    card = _card(state, fighter, payload)
    if not fighter.able:
        raise _reject("unable", fighter=fighter_name(state, fighter.side, fighter.id))
    if fighter.cards[card.id] != RELOADING:
        raise _reject("card_reload", card=card.name)
    fighter.cards[card.id] = READY


def _round_ended(state: TrackerState, payload: dict[str, Any]) -> None:
    """The discard step, the reserve rebuild and the end of the round (L329-L348)."""
    _step(state, "environment")
    if any(f.able and not f.activations for f in state.fighters[NPC]):
        raise _reject("npcs_left")
    for side, fighters in enumerate(state.fighters):
        reserve = state.reserves[side]
        power_back = 0
        for fighter in fighters:
            if fighter.dead:
                continue
            power_back += fighter.dice["power"]  # Pouvoir dice still on profiles go back
            fighter.dice = dict.fromkeys(DIE_TYPES, 0)  # Habilité dice are discarded
            for marker in MARKERS:
                fighter.markers[marker] = max(0, fighter.markers[marker] - 1)
            if fighter.wounded:
                fighter.dead = True
        skill = sum(
            s.skill for f in fighters if f.able and (s := state.snapshot(side, f.id)) is not None
        )
        reserve.skill = min(reserve.skill_start, reserve.skill + skill)
        reserve.power = min(reserve.power_start, reserve.power + power_back)
        for fighter in fighters:
            fighter.activations = 0
            fighter.markers_removed = []
            for card, card_state in fighter.cards.items():
                if card_state == TILTED and fighter.able:
                    fighter.cards[card] = READY
    state.last_reactivation = [False, False, False]
    state.reactable = None
    state.initiative = None
    state.passes = 0
    if state.round >= ROUNDS or any(not able_fighters(state, p) for p in PLAYERS):
        state.step = "debriefing"
    else:
        state.round += 1
        state.step = "initiative"


def _success_points(state: TrackerState, payload: dict[str, Any]) -> None:
    _step(state, "debriefing")
    player = _number(payload, "player", 0, 1)
    state.success_points[player] = _number(payload, "points", 0, 999)


def _game_ended(state: TrackerState, payload: dict[str, Any]) -> None:
    reason = _choice(payload, "reason", END_REASONS)
    if reason == "debriefing":
        if state.step != "debriefing" or None in state.success_points:
            raise _reject("end_debriefing")
        if "winner" in payload or "player" in payload:
            raise _reject("winner")
        a, b = (int(p or 0) for p in state.success_points)
        state.winner = None if a == b else (0 if a > b else 1)
    elif reason == "conceded":
        if "winner" in payload:
            raise _reject("winner")
        player = _number(payload, "player", 0, 1)
        state.conceded_by = player
        state.winner = other(player)
    else:
        if "player" in payload:
            raise _reject("winner")
        winner = payload.get("winner")
        if winner is not None and winner not in PLAYERS:
            raise _reject("winner")
        state.winner = winner
    state.finished = True
    state.end_reason = reason


HANDLERS = {
    INITIATIVE_BID: _initiative_bid,
    FIGHTER_ACTIVATED: _fighter_activated,
    PASSED: _passed,
    DICE_DISCARDED: _dice_discarded,
    FIGHTER_WOUNDED: _fighter_wounded,
    MARKER_PLACED: _marker_placed,
    MARKER_REMOVED: _marker_removed,
    CARD_USED: _card_used,
    CARD_RELOADED: _card_reloaded,
    ROUND_ENDED: _round_ended,
    SUCCESS_POINTS: _success_points,
    GAME_ENDED: _game_ended,
}


# --- the readable log -------------------------------------------------------------------------

TEXT = {
    "round": QT_TRANSLATE_NOOP("FlashpointTracker", "Round {round}"),
    "debriefing": QT_TRANSLATE_NOOP("FlashpointTracker", "Debriefing"),
    "line": QT_TRANSLATE_NOOP("FlashpointTracker", "{when} — {what}"),
    "join": QT_TRANSLATE_NOOP("FlashpointTracker", "{left}; {right}"),
    "bid": QT_TRANSLATE_NOOP(
        "FlashpointTracker", "dice bid: {first} {a}, {second} {b}; {player} has the initiative"
    ),
    "no_bid": QT_TRANSLATE_NOOP(
        "FlashpointTracker",
        "nobody bids; {player}, the Defensive player, has the initiative",
    ),
    "activated": QT_TRANSLATE_NOOP(
        "FlashpointTracker", "{player} activates {fighter} ({skill} Skill, {power} Power dice)"
    ),
    "reactivated": QT_TRANSLATE_NOOP(
        "FlashpointTracker",
        "{player} re-activates {fighter} ({skill} Skill, {power} Power dice)",
    ),
    "reacts": QT_TRANSLATE_NOOP(
        "FlashpointTracker",
        "{player} reacts with {fighter} ({skill} Skill, {power} Power dice)",
    ),
    "reinforced": QT_TRANSLATE_NOOP("FlashpointTracker", "reinforced by {fighters}"),
    "passed": QT_TRANSLATE_NOOP("FlashpointTracker", "{player} passes"),
    "step_over": QT_TRANSLATE_NOOP(
        "FlashpointTracker", "both players have passed: the Environment step begins"
    ),
    "discarded_skill": QT_TRANSLATE_NOOP("FlashpointTracker", "{fighter} discards %n Skill die(s)"),
    "discarded_power": QT_TRANSLATE_NOOP("FlashpointTracker", "{fighter} discards %n Power die(s)"),
    "wounded": QT_TRANSLATE_NOOP("FlashpointTracker", "{fighter} is Wounded"),
    "dead": QT_TRANSLATE_NOOP("FlashpointTracker", "{fighter} is Dead"),
    "marker_placed": QT_TRANSLATE_NOOP(
        "FlashpointTracker", "{fighter} receives %n {marker} marker(s)"
    ),
    "marker_removed": QT_TRANSLATE_NOOP(
        "FlashpointTracker", "a {marker} marker is removed from {fighter}"
    ),
    "card_used": QT_TRANSLATE_NOOP("FlashpointTracker", "{fighter} uses {card}"),
    "card_discarded": QT_TRANSLATE_NOOP("FlashpointTracker", "{card} is discarded (single use)"),
    "card_reloading": QT_TRANSLATE_NOOP("FlashpointTracker", "{card} stays tilted until reloaded"),
    "card_reloaded": QT_TRANSLATE_NOOP("FlashpointTracker", "{fighter} reloads {card}"),
    "round_ended": QT_TRANSLATE_NOOP(
        "FlashpointTracker",
        "end of the round: {first} has {a_skill} Skill and {a_power} Power dice in reserve, "
        "{second} {b_skill} and {b_power}",
    ),
    "died_discard": QT_TRANSLATE_NOOP(
        "FlashpointTracker", "at the discard step, these die: {fighters}"
    ),
    "to_debriefing": QT_TRANSLATE_NOOP("FlashpointTracker", "the debriefing begins"),
    "points": QT_TRANSLATE_NOOP("FlashpointTracker", "{player} scores %n success point(s)"),
    "won": QT_TRANSLATE_NOOP("FlashpointTracker", "{player} wins the game"),
    "draw": QT_TRANSLATE_NOOP("FlashpointTracker", "the game is a draw"),
    "conceded": QT_TRANSLATE_NOOP("FlashpointTracker", "{player} concedes"),
    "agreed": QT_TRANSLATE_NOOP("FlashpointTracker", "the players agree to end the game"),
    "npc": QT_TRANSLATE_NOOP("FlashpointTracker", "the NPCs"),
}


def _name(state: TrackerState, side: int, lang: str) -> str:
    return _t(lang, TEXT["npc"]) if side == NPC else state.setup.players[side].name


def _dice_count(dice: Any, die: str) -> int:
    if not isinstance(dice, dict):
        return 0
    return sum(len(d.get(die, [])) for d in dice.values() if isinstance(d, dict))


def _main_sentences(
    event: Event, before: TrackerState, after: TrackerState, lang: str
) -> list[str]:
    p = event.payload
    say = lambda key, **params: _t(lang, TEXT[key], **params)  # noqa: E731
    side = p.get("player", 0)
    fighter = fighter_name(before, side, str(p.get("fighter", "")))
    parts: list[str] = []
    if event.type == INITIATIVE_BID:
        who = _name(before, after.initiative or 0, lang)
        bids = p["bids"]
        a, b = (sum(int(v) for v in bid.values()) for bid in bids)
        if a == b == 0:
            parts.append(say("no_bid", player=who))
        else:
            parts.append(
                say(
                    "bid",
                    first=_name(before, 0, lang),
                    second=_name(before, 1, lang),
                    a=a,
                    b=b,
                    player=who,
                )
            )
    elif event.type == FIGHTER_ACTIVATED:
        state = before.fighter(side, str(p["fighter"]))
        key = (
            "reacts"
            if p.get("reaction")
            else "reactivated"
            if state and state.activations
            else "activated"
        )
        dice = p.get("dice", {})
        parts.append(
            say(
                key,
                player=_name(before, side, lang),
                fighter=fighter,
                skill=_dice_count(dice, "skill"),
                power=_dice_count(dice, "power"),
            )
        )
        if p.get("reinforcements"):
            names = ", ".join(fighter_name(before, side, r) for r in p["reinforcements"])
            parts.append(say("reinforced", fighters=names))
    elif event.type == PASSED:
        parts.append(say("passed", player=_name(before, side, lang)))
        if after.step == "environment":
            parts.append(say("step_over"))
    elif event.type == DICE_DISCARDED:
        key = "discarded_skill" if p.get("die") == "skill" else "discarded_power"
        parts.append(translate(CONTEXT, TEXT[key], lang, n=int(p.get("count", 1)), fighter=fighter))
    elif event.type == MARKER_PLACED:
        marker = _t(lang, MARKER_NAMES[p["marker"]])
        parts.append(
            translate(
                CONTEXT,
                TEXT["marker_placed"],
                lang,
                n=int(p.get("count", 1)),
                fighter=fighter,
                marker=marker,
            )
        )
    elif event.type == MARKER_REMOVED:
        parts.append(
            say("marker_removed", fighter=fighter, marker=_t(lang, MARKER_NAMES[p["marker"]]))
        )
    elif event.type in (CARD_USED, CARD_RELOADED):
        snapshot = before.snapshot(side, str(p["fighter"]))
        card = next((c for c in snapshot.cards if c.id == p["card"]), None) if snapshot else None
        card_name = card.name if card else str(p["card"])
        key = "card_used" if event.type == CARD_USED else "card_reloaded"
        parts.append(say(key, fighter=fighter, card=card_name))
        now = after.fighter(side, str(p["fighter"]))
        if event.type == CARD_USED and now is not None:
            if now.cards.get(str(p["card"])) == DISCARDED:
                parts.append(say("card_discarded", card=card_name))
            elif now.cards.get(str(p["card"])) == RELOADING:
                parts.append(say("card_reloading", card=card_name))
    elif event.type == ROUND_ENDED:
        dead = [
            fighter_name(before, f.side, f.id)
            for side_fighters in before.fighters
            for f in side_fighters
            if f.wounded and not f.dead
        ]
        if dead:
            parts.append(say("died_discard", fighters=", ".join(dead)))
        r0, r1 = after.reserves[0], after.reserves[1]
        parts.append(
            say(
                "round_ended",
                first=_name(before, 0, lang),
                second=_name(before, 1, lang),
                a_skill=r0.skill,
                a_power=r0.power,
                b_skill=r1.skill,
                b_power=r1.power,
            )
        )
        if after.step == "debriefing":
            parts.append(say("to_debriefing"))
    elif event.type == SUCCESS_POINTS:
        parts.append(
            translate(
                CONTEXT, TEXT["points"], lang, n=int(p["points"]), player=_name(before, side, lang)
            )
        )
    elif event.type == GAME_ENDED:
        if p.get("reason") == "conceded":
            parts.append(say("conceded", player=_name(before, int(p["player"]), lang)))
        elif p.get("reason") == "agreed":
            parts.append(say("agreed"))
        if after.winner is None:
            parts.append(say("draw"))
        else:
            parts.append(say("won", player=_name(before, after.winner, lang)))
    if event.type in (DICE_DISCARDED, FIGHTER_WOUNDED):
        was = before.fighter(side, str(p["fighter"]))
        now = after.fighter(side, str(p["fighter"]))
        if was is not None and now is not None:
            if now.dead and not was.dead:
                parts.append(say("dead", fighter=fighter))
            elif now.wounded and not was.wounded:
                parts.append(say("wounded", fighter=fighter))
    return parts


def _when(state: TrackerState, lang: str) -> str:
    if state.step == "debriefing":
        return _t(lang, TEXT["debriefing"])
    return _t(lang, TEXT["round"], round=state.round)


def describe(event: Event, state_before: TrackerState, language: str | None = None) -> str:
    """One line of the readable log: what ``event`` did, in ``language``."""
    from app.i18n import current_language

    lang = language or current_language()
    after = apply(state_before, event)
    separator = _t(lang, TEXT["join"], left="", right="")
    what = separator.join(_main_sentences(event, state_before, after, lang))
    what = what[:1].upper() + what[1:]
    return _t(lang, TEXT["line"], when=_when(state_before, lang), what=what)


def joins_log_line(
    previous: Event, event: Event, before_previous: TrackerState, before: TrackerState
) -> bool:
    """Each Flashpoint event is a line of its own: a discard or a marker is a table decision
    worth reading apart."""
    return False


def describe_run(
    events: Sequence[Event], states_before: Sequence[TrackerState], language: str | None = None
) -> str:
    return "\n".join(
        describe(event, state, language) for event, state in zip(events, states_before, strict=True)
    )


# --- results ----------------------------------------------------------------------------------


def result(state: TrackerState) -> dict[str, Any]:
    """The game's result as the campaign module and the games list use it; a Flashpoint game
    is won on success points, the game's primary score."""
    from datetime import datetime

    def parse(text: str) -> datetime | None:
        try:
            return datetime.fromisoformat(text.replace("Z", "+00:00")) if text else None
        except ValueError:
            return None

    start, end = parse(state.setup.started_at), parse(state.last_at)
    duration = int((end - start).total_seconds()) if start and end and end >= start else 0
    return {
        "players": [p.name for p in state.setup.players],
        "winner": state.winner,
        "finished": state.finished,
        "end_reason": state.end_reason,
        "scores": [int(points or 0) for points in state.success_points],
        "success_points": list(state.success_points),
        "turns": state.round,
        "duration_seconds": duration,
        "units_defeated": [[f.id for f in state.fighters[p] if f.dead] for p in PLAYERS],
        "rosters": [p.roster for p in state.setup.players],
    }


def summary(state: TrackerState, language: str | None = None) -> str:
    """The state in a few readable lines (``muster game replay --format text``)."""
    from app.i18n import current_language

    lang = language or current_language()
    say = lambda source, **params: _t(lang, source, **params)  # noqa: E731
    lines = [
        say(
            SUMMARY["where"],
            when=say(TEXT["round"], round=state.round),
            step=say(STEP_NAMES[state.step]),
            offensive=state.setup.players[state.setup.offensive].name,
        )
    ]
    if state.finished:
        if state.winner is None:
            lines.append(say(TEXT["draw"]))
        else:
            lines.append(say(TEXT["won"], player=state.setup.players[state.winner].name))
    for side in (*PLAYERS, NPC):
        if side == NPC and not state.fighters[NPC]:
            continue
        reserve = state.reserves[side]
        lines.append(
            say(
                SUMMARY["reserves"],
                side=_name(state, side, lang),
                skill=reserve.skill,
                skill_start=reserve.skill_start,
                power=reserve.power,
                power_start=reserve.power_start,
            )
        )
        for fighter in state.fighters[side]:
            status = (
                say(SUMMARY["dead"])
                if fighter.dead
                else say(SUMMARY["wounded"])
                if fighter.wounded
                else say(SUMMARY["activated"])
                if fighter.activations
                else say(SUMMARY["fresh"])
            )
            line = say(
                SUMMARY["fighter"],
                fighter=fighter_name(state, side, fighter.id),
                status=status,
                skill=fighter.dice["skill"],
                power=fighter.dice["power"],
            )
            effects = marker_effects(fighter, lang)
            lines.append("  " + line + "".join("\n    " + e for e in effects))
    for side in PLAYERS:
        if state.success_points[side] is not None:
            lines.append(
                translate(
                    CONTEXT,
                    TEXT["points"],
                    lang,
                    n=int(state.success_points[side] or 0),
                    player=state.setup.players[side].name,
                )
            )
    return "\n".join(lines)


SUMMARY = {
    "where": QT_TRANSLATE_NOOP(
        "FlashpointTracker", "{when}, step: {step} (Offensive player: {offensive})"
    ),
    "reserves": QT_TRANSLATE_NOOP(
        "FlashpointTracker",
        "{side}: Skill reserve {skill} of {skill_start}, Power reserve {power} of {power_start}",
    ),
    "fighter": QT_TRANSLATE_NOOP(
        "FlashpointTracker", "{fighter}: {status}; dice held: {skill} Skill, {power} Power"
    ),
    "fresh": QT_TRANSLATE_NOOP("FlashpointTracker", "not activated"),
    "activated": QT_TRANSLATE_NOOP("FlashpointTracker", "activated"),
    "wounded": QT_TRANSLATE_NOOP("FlashpointTracker", "Wounded"),
    "dead": QT_TRANSLATE_NOOP("FlashpointTracker", "Dead"),
}


def end_reason_name(reason: str, language: str | None = None) -> str:
    if reason not in END_REASON_LABELS:
        return reason
    return _t(language, END_REASON_LABELS[reason])


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


def team_names(setup: dict[str, Any]) -> list[str]:
    players = setup.get("players", []) if isinstance(setup, dict) else []
    return [
        p.get("team", "") if isinstance(p, dict) and isinstance(p.get("team"), str) else ""
        for p in players
    ]
