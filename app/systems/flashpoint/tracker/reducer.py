"""Flashpoint's reducer: ``apply`` and one step per event type (docs/tracker.md, "Flashpoint").

The rules are seed 003's (L263-L352 the round, L424-L534 activation, reinforcements, reaction
and re-activation, L217-L240 Wounded and Dead, L386-L404 card tilts, L580-L609 the status
markers). ``apply`` is pure; every die the game throws is thrown in intents.py and written
into the event. What the tracker cannot see (distances, lines of sight, the dice compared in
a combat) the players settle at the table and enter as its outcome: dice discarded, markers
placed, a figure Wounded.
"""

from __future__ import annotations

from typing import Any

from app.systems.flashpoint.tracker.events import (
    ACTION_TAKEN,
    ATTACK_DECLARED,
    CARD_RELOADED,
    CARD_USED,
    DEFENDER_DICE,
    DICE_DISCARDED,
    DICE_GAINED,
    FIGHTER_ACTIVATED,
    FIGHTER_WOUNDED,
    GAME_ENDED,
    INITIATIVE_BID,
    MARKER_PLACED,
    MARKER_REMOVED,
    PASSED,
    ROUND_ENDED,
    STRATEGIC_ACTIONS,
    SUCCESS_POINTS,
    check_fields,
    choice,
    fighter_of,
    number,
)
from app.systems.flashpoint.tracker.names import fighter_name, reject
from app.systems.flashpoint.tracker.rules import (
    able_fighters,
    bid_winner,
    check_acting,
    check_activation,
    check_combat,
    other,
    require_step,
    skill_of,
)
from app.systems.flashpoint.tracker.state import (
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
    Activation,
    Attack,
    CardSnapshot,
    FighterState,
    TrackerState,
)
from app.tracker.errors import EventRejected
from app.tracker.event import Event
from app.tracker.reducing import copying_apply


def apply_in_place(state: TrackerState, event: Event) -> None:
    """Applies ``event`` to ``state`` itself; a refusal names the event, as the other games'
    do ("Event 12 (card_used) cannot be applied: …", docs/cli.md)."""
    try:
        if state.finished:
            raise reject("finished")
        handler = HANDLERS.get(event.type)
        if handler is None:
            raise reject("type", type=str(event.type)[:80])
        check_fields(event.type, event.payload)
        handler(state, event.payload, event.legacy)
    except EventRejected as exc:
        raise exc.for_event(event.seq, event.type) from None
    state.last_at = event.at or state.last_at


apply = copying_apply(apply_in_place)


def _initiative_bid(state: TrackerState, payload: dict[str, Any], legacy: bool = False) -> None:
    require_step(state, "initiative")
    bids = payload.get("bids")
    if not (
        isinstance(bids, list)
        and len(bids) == 2
        and all(isinstance(b, dict) and set(b) <= set(DIE_TYPES) for b in bids)
    ):
        raise reject("shape", field="bids")
    counts = []
    for player, bid in enumerate(bids):
        total = 0
        for die in DIE_TYPES:
            count = number(bid, die, 0, 99, 0)
            if count > getattr(state.reserves[player], die):
                raise reject("bid_reserve", player=state.side_name(player))
            total += count
        counts.append(total)
    rolls = payload.get("rolls", [])
    if not isinstance(rolls, list):
        raise reject("shape", field="rolls")
    initiative = number(payload, "initiative", 0, 1)
    if counts == [0, 0]:
        if rolls or initiative != state.setup.defensive:
            raise reject("no_bid")
    elif counts[0] == counts[1]:
        if bid_winner(counts, rolls) is None:
            raise reject("tie_rolls")
    elif rolls:
        raise reject("no_tie_rolls")
    for player, bid in enumerate(bids):
        for die in DIE_TYPES:
            reserve = state.reserves[player]
            setattr(reserve, die, getattr(reserve, die) - int(bid.get(die, 0)))
    state.initiative = initiative
    state.active = initiative
    state.step = "activations"
    state.passes = 0


def _dice_counts(faces_by_die: Any) -> dict[str, int]:
    """How many dice of each type a thrown ``{"skill": [faces], "power": [faces]}`` holds."""
    if not isinstance(faces_by_die, dict) or not set(faces_by_die) <= set(DIE_TYPES):
        raise reject("shape", field="dice")
    counts = dict.fromkeys(DIE_TYPES, 0)
    for die, faces in faces_by_die.items():
        if not (
            isinstance(faces, list)
            and len(faces) <= 99
            and all(type(f) is int and 1 <= f <= 6 for f in faces)
        ):
            raise reject("shape", field="dice")
        counts[die] = len(faces)
    return counts


def _fighter_activated(state: TrackerState, payload: dict[str, Any], legacy: bool = False) -> None:
    fighter = fighter_of(state, payload)
    side = fighter.side
    reaction = payload.get("reaction", False)
    if not isinstance(reaction, bool):
        raise reject("shape", field="reaction")
    names = payload.get("reinforcements", [])
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise reject("shape", field="reinforcements")
    reinforcements = []
    for name in names:
        found = state.fighter(side, name)
        if found is None:
            raise reject("fighter", fighter=name)
        reinforcements.append(found)
    check_activation(state, side, fighter, reinforcements, reaction)
    dice = payload.get("dice", {})
    if not isinstance(dice, dict):
        raise reject("shape", field="dice")
    group = {fighter.id: fighter, **{r.id: r for r in reinforcements}}
    limit = sum(skill_of(state, f) for f in group.values())
    drawn = dict.fromkeys(DIE_TYPES, 0)
    for owner, faces_by_die in dice.items():
        if owner not in group:
            raise reject("dice_owner")
        for die, count in _dice_counts(faces_by_die).items():
            drawn[die] += count
    reserve = state.reserves[side]
    for die in DIE_TYPES:
        if drawn[die] > limit or drawn[die] > getattr(reserve, die):
            raise reject("dice_limit", n=limit)
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
    # Choosing a figure ends the activations in progress, but for the one a Reaction answers:
    # the two interleave (L526).
    opened = Activation(side, fighter.id, [r.id for r in reinforcements], reaction)
    state.current = [*state.current, opened] if reaction else [opened]
    state.attack = None
    if side == NPC:
        return
    # The interrupted player activates next after a Reaction (L530): the turn goes to the
    # other side of the reacting player either way.
    state.active = other(side)
    state.reactable = None if reaction or reinforcements else (side, fighter.id)


def _passed(state: TrackerState, payload: dict[str, Any], legacy: bool = False) -> None:
    require_step(state, "activations")
    player = number(payload, "player", 0, 1)
    if player != state.active:
        raise reject("turn", player=state.side_name(state.active or 0))
    state.passes += 1
    state.reactable = None
    state.current = []
    state.attack = None
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


def _dice_discarded(state: TrackerState, payload: dict[str, Any], legacy: bool = False) -> None:
    require_step(state, "activations", "environment")
    fighter = fighter_of(state, payload)
    name = fighter_name(state, fighter.side, fighter.id)
    die = choice(payload, "die", DIE_TYPES)
    count = number(payload, "count", 1, 99, 1)
    if fighter.dead:
        raise reject("dead", fighter=name)
    if fighter.wounded:
        fighter.dead = True  # a Wounded figure that must discard dies (L233-L234)
        return
    if count > fighter.dice[die]:
        raise reject("dice_held", fighter=name, count=fighter.dice[die])
    fighter.dice[die] -= count
    # A tilted (activated) figure left with no Pouvoir die is Wounded (L219; the die's icon is
    # lost in the seed, the digest infers Pouvoir).
    if fighter.activations and fighter.dice["power"] == 0:
        _wound(state, fighter)


def _fighter_wounded(state: TrackerState, payload: dict[str, Any], legacy: bool = False) -> None:
    _wound(state, _living(state, payload))


def _living(state: TrackerState, payload: dict[str, Any]) -> FighterState:
    """The fighter an event of the activations or Environment step names, refused when dead."""
    require_step(state, "activations", "environment")
    fighter = fighter_of(state, payload)
    if fighter.dead:
        raise reject("dead", fighter=fighter_name(state, fighter.side, fighter.id))
    return fighter


def _marker_placed(state: TrackerState, payload: dict[str, Any], legacy: bool = False) -> None:
    fighter = _living(state, payload)
    marker = choice(payload, "marker", MARKERS)
    fighter.markers[marker] += number(payload, "count", 1, 9, 1)


def _marker_removed(state: TrackerState, payload: dict[str, Any], legacy: bool = False) -> None:
    """A strategic action removes a marker: at most one of each type per figure and round."""
    require_step(state, "activations", "environment")
    fighter = fighter_of(state, payload)
    marker = choice(payload, "marker", MARKERS)
    if fighter.dead or not fighter.markers[marker] or marker in fighter.markers_removed:
        raise reject("marker_once", fighter=fighter_name(state, fighter.side, fighter.id))
    fighter.markers[marker] -= 1
    fighter.markers_removed.append(marker)


def _card(state: TrackerState, fighter: FighterState, payload: dict[str, Any]) -> CardSnapshot:
    snapshot = state.snapshot(fighter.side, fighter.id)
    card_id = payload.get("card")
    card = next((c for c in snapshot.cards if c.id == card_id), None) if snapshot else None
    if card is None:
        raise reject(
            "card", fighter=fighter_name(state, fighter.side, fighter.id), card=str(card_id)
        )
    return card


def _card_used(state: TrackerState, payload: dict[str, Any], legacy: bool = False) -> None:
    require_step(state, "activations", "environment")
    fighter = fighter_of(state, payload)
    card = _card(state, fighter, payload)
    name = fighter_name(state, fighter.side, fighter.id)
    if not fighter.able:
        raise reject("unable", fighter=name)
    if fighter.cards[card.id] != READY:
        raise reject("card_state", card=card.name)
    combat = card.kind in ("melee", "ranged")
    if fighter.markers["staggered"] and card.kind in ("melee", "ranged", "grenade", "artillery"):
        raise reject("staggered", fighter=name)
    if fighter.markers["immobilised"] and (combat or card.actions > 0):
        raise reject("immobilised", fighter=name)
    # A weapon, a grenade, artillery or a card with strategic actions is used by an action of
    # the activated figure; a passive card (AS 0) works whenever its text says.
    if combat or card.kind in ("grenade", "artillery") or card.actions > 0:
        check_acting(state, fighter, legacy)
    if combat:
        check_combat(state, fighter, legacy)
    _tilt(fighter, card)


def _tilt(fighter: FighterState, card: CardSnapshot) -> None:
    """A used card is tilted, discarded (single use) or waits for its reload (L386-L404)."""
    if card.usage == "single_use":
        fighter.cards[card.id] = DISCARDED
    elif card.usage == "reload":
        fighter.cards[card.id] = RELOADING
    elif card.kind != "melee":  # melee weapon cards never tilt (L494)
        fighter.cards[card.id] = TILTED


def _card_reloaded(state: TrackerState, payload: dict[str, Any], legacy: bool = False) -> None:
    require_step(state, "activations", "environment")
    fighter = fighter_of(state, payload)
    card = _card(state, fighter, payload)
    if not fighter.able:
        raise reject("unable", fighter=fighter_name(state, fighter.side, fighter.id))
    if fighter.cards[card.id] != RELOADING:
        raise reject("card_reload", card=card.name)
    check_acting(state, fighter, legacy)  # a reload costs strategic actions (L400)
    fighter.cards[card.id] = READY


def _round_ended(state: TrackerState, payload: dict[str, Any], legacy: bool = False) -> None:
    """The discard step, the reserve rebuild and the end of the round (L329-L348)."""
    require_step(state, "environment")
    if any(f.able and not f.activations for f in state.fighters[NPC]):
        raise reject("npcs_left")
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
    state.current = []
    state.attack = None
    state.initiative = None
    state.passes = 0
    if state.round >= ROUNDS or any(not able_fighters(state, p) for p in PLAYERS):
        state.step = "debriefing"
    else:
        state.round += 1
        state.step = "initiative"


def _success_points(state: TrackerState, payload: dict[str, Any], legacy: bool = False) -> None:
    require_step(state, "debriefing")
    player = number(payload, "player", 0, 1)
    state.success_points[player] = number(payload, "points", 0, 999)


def _game_ended(state: TrackerState, payload: dict[str, Any], legacy: bool = False) -> None:
    reason = choice(payload, "reason", END_REASONS)
    if reason == "debriefing":
        if state.step != "debriefing" or None in state.success_points:
            raise reject("end_debriefing")
        if "winner" in payload or "player" in payload:
            raise reject("winner")
        a, b = (int(p or 0) for p in state.success_points)
        state.winner = None if a == b else (0 if a > b else 1)
    elif reason == "conceded":
        if "winner" in payload:
            raise reject("winner")
        player = number(payload, "player", 0, 1)
        state.conceded_by = player
        state.winner = other(player)
    else:
        if "player" in payload:
            raise reject("winner")
        winner = payload.get("winner")
        if winner is not None and winner not in PLAYERS:
            raise reject("winner")
        state.winner = winner
    state.finished = True
    state.end_reason = reason


def _attack_declared(state: TrackerState, payload: dict[str, Any], legacy: bool = False) -> None:
    """A combat action (L452-L473, step 1): the attacker, its weapon and the defender; the
    weapon is tilted as step 5 says. The dice compared are settled at the table and entered
    as discards and markers."""
    require_step(state, "activations", "environment")
    attacker = fighter_of(state, payload)
    card = _card(state, attacker, payload)
    name = fighter_name(state, attacker.side, attacker.id)
    if card.kind not in ("melee", "ranged"):
        raise reject("weapon", card=card.name)
    target_side = number(payload, "target_player", 0, NPC)
    target = state.fighter(target_side, str(payload.get("target")))
    if target is None or target.dead or target_side == attacker.side:
        raise reject("target", fighter=str(payload.get("target")))
    if not attacker.able:
        raise reject("unable", fighter=name)
    if attacker.cards[card.id] != READY:
        raise reject("card_state", card=card.name)
    if attacker.markers["staggered"]:
        raise reject("staggered", fighter=name)
    if attacker.markers["immobilised"]:
        raise reject("immobilised", fighter=name)
    check_acting(state, attacker, legacy)
    activation = state.activation_of(attacker.side, attacker.id)
    if activation is not None and activation.reaction:
        answered = next((a for a in state.current if not a.reaction), None)
        if answered is not None and (answered.side, answered.fighter) != (target_side, target.id):
            raise reject("reaction_target")
    check_combat(state, attacker, legacy)
    _tilt(attacker, card)
    state.attack = Attack(attacker.side, attacker.id, target_side, target.id)


def _defender_dice(state: TrackerState, payload: dict[str, Any], legacy: bool = False) -> None:
    """The defender's attribution sequence (L456 and L444): the attacked figure draws up to
    its Skill of each type from its side's reserve, rolls them and places them on its
    profile. The rulebook's combat gives it to a defender not yet activated; the attribution
    sequence's own paragraph allows one in answer to an attack, so the tracker accepts it for
    any defender of the attack in progress (docs/tracker.md)."""
    require_step(state, "activations", "environment")
    fighter = fighter_of(state, payload)
    attack = state.attack
    if (
        attack is None
        or (attack.target_side, attack.target) != (fighter.side, fighter.id)
        or attack.defender_drew
    ):
        raise reject("not_attacked", fighter=fighter_name(state, fighter.side, fighter.id))
    counts = _dice_counts(payload.get("dice", {}))
    limit = skill_of(state, fighter)
    reserve = state.reserves[fighter.side]
    for die in DIE_TYPES:
        if counts[die] > limit or counts[die] > getattr(reserve, die):
            raise reject("defender_limit", n=limit)
    for die in DIE_TYPES:
        setattr(reserve, die, getattr(reserve, die) - counts[die])
        fighter.dice[die] += counts[die]
    attack.defender_drew = True


def _dice_gained(state: TrackerState, payload: dict[str, Any], legacy: bool = False) -> None:
    """A game effect gives a figure dice from its side's reserve. A Wounded figure that
    regains a die is Wounded no more (L229); its cards stay tilted until the round ends."""
    fighter = _living(state, payload)
    die = choice(payload, "die", DIE_TYPES)
    count = number(payload, "count", 1, 9, 1)
    reserve = state.reserves[fighter.side]
    if count > getattr(reserve, die):
        raise reject("gained_reserve", count=getattr(reserve, die))
    setattr(reserve, die, getattr(reserve, die) - count)
    fighter.dice[die] += count
    fighter.wounded = False


def _action_taken(state: TrackerState, payload: dict[str, Any], legacy: bool = False) -> None:
    """A strategic action that moves the figure or acts on the table (L367-L378): run, enter
    or leave difficult terrain, disengage, jump, operate a mechanism, order an NPC."""
    require_step(state, "activations", "environment")
    fighter = fighter_of(state, payload)
    choice(payload, "action", STRATEGIC_ACTIONS)
    name = fighter_name(state, fighter.side, fighter.id)
    if not fighter.able:
        raise reject("unable", fighter=name)
    if fighter.markers["immobilised"]:
        raise reject("immobilised_action", fighter=name)
    check_acting(state, fighter, legacy)


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
    ATTACK_DECLARED: _attack_declared,
    DEFENDER_DICE: _defender_dice,
    DICE_GAINED: _dice_gained,
    ACTION_TAKEN: _action_taken,
}
