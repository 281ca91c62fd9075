"""The readable log, the result and the summary of a Flashpoint game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.i18n import QT_TRANSLATE_NOOP, translate
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
    SUCCESS_POINTS,
)
from app.systems.flashpoint.tracker.names import (
    CONTEXT,
    MARKER_NAMES,
    STEP_NAMES,
    fighter_name,
    tr,
)
from app.systems.flashpoint.tracker.reducer import apply
from app.systems.flashpoint.tracker.rules import marker_effects
from app.systems.flashpoint.tracker.state import (
    DISCARDED,
    NPC,
    PLAYERS,
    RELOADING,
    TrackerState,
)
from app.tracker.event import Event
from app.tracker.reducing import duration_seconds

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
    "attack": QT_TRANSLATE_NOOP("FlashpointTracker", "{fighter} attacks {target} with {card}"),
    "defender_dice": QT_TRANSLATE_NOOP(
        "FlashpointTracker", "{fighter} defends with {skill} Skill and {power} Power dice"
    ),
    "gained_skill": QT_TRANSLATE_NOOP("FlashpointTracker", "{fighter} gains %n Skill die(s)"),
    "gained_power": QT_TRANSLATE_NOOP("FlashpointTracker", "{fighter} gains %n Power die(s)"),
    "recovers": QT_TRANSLATE_NOOP("FlashpointTracker", "{fighter} is Wounded no more"),
}
ACTION_NAMES = {
    "run": QT_TRANSLATE_NOOP("FlashpointTracker", "{fighter} runs"),
    "terrain": QT_TRANSLATE_NOOP(
        "FlashpointTracker", "{fighter} enters or leaves difficult terrain"
    ),
    "disengage": QT_TRANSLATE_NOOP("FlashpointTracker", "{fighter} disengages"),
    "jump": QT_TRANSLATE_NOOP("FlashpointTracker", "{fighter} jumps"),
    "operate": QT_TRANSLATE_NOOP("FlashpointTracker", "{fighter} operates a mechanism"),
    "order": QT_TRANSLATE_NOOP("FlashpointTracker", "{fighter} gives an order to an NPC"),
}


def _name(state: TrackerState, side: int, lang: str) -> str:
    return tr(lang, TEXT["npc"]) if side == NPC else state.setup.players[side].name


def _dice_count(dice: Any, die: str) -> int:
    if not isinstance(dice, dict):
        return 0
    return sum(len(d.get(die, [])) for d in dice.values() if isinstance(d, dict))


def _main_sentences(
    event: Event, before: TrackerState, after: TrackerState, lang: str
) -> list[str]:
    p = event.payload
    say = lambda key, **params: tr(lang, TEXT[key], **params)  # noqa: E731
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
        marker = tr(lang, MARKER_NAMES[p["marker"]])
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
            say("marker_removed", fighter=fighter, marker=tr(lang, MARKER_NAMES[p["marker"]]))
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
    elif event.type in (ATTACK_DECLARED, DEFENDER_DICE, DICE_GAINED, ACTION_TAKEN):
        parts.extend(_action_sentences(event, before, lang))
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


def _action_sentences(event: Event, before: TrackerState, lang: str) -> list[str]:
    """The sentences of a combat action, a defender's dice, dice gained or a strategic action."""
    p = event.payload
    side = int(p.get("player", 0))
    fighter = fighter_name(before, side, str(p.get("fighter", "")))
    if event.type == ATTACK_DECLARED:
        snapshot = before.snapshot(side, str(p["fighter"]))
        card = next((c for c in snapshot.cards if c.id == p["card"]), None) if snapshot else None
        target = fighter_name(before, int(p["target_player"]), str(p["target"]))
        return [
            tr(
                lang,
                TEXT["attack"],
                fighter=fighter,
                target=target,
                card=card.name if card else str(p["card"]),
            )
        ]
    if event.type == DEFENDER_DICE:
        dice = p.get("dice", {})
        return [
            tr(
                lang,
                TEXT["defender_dice"],
                fighter=fighter,
                skill=len(dice.get("skill", [])),
                power=len(dice.get("power", [])),
            )
        ]
    if event.type == DICE_GAINED:
        key = "gained_skill" if p.get("die") == "skill" else "gained_power"
        parts = [translate(CONTEXT, TEXT[key], lang, n=int(p.get("count", 1)), fighter=fighter)]
        was = before.fighter(side, str(p["fighter"]))
        if was is not None and was.wounded:
            parts.append(tr(lang, TEXT["recovers"], fighter=fighter))
        return parts
    return [tr(lang, ACTION_NAMES[str(p["action"])], fighter=fighter)]


def _when(state: TrackerState, lang: str) -> str:
    if state.step == "debriefing":
        return tr(lang, TEXT["debriefing"])
    return tr(lang, TEXT["round"], round=state.round)


def describe(event: Event, state_before: TrackerState, language: str | None = None) -> str:
    """One line of the readable log: what ``event`` did, in ``language``."""
    from app.i18n import current_language

    lang = language or current_language()
    after = apply(state_before, event)
    separator = tr(lang, TEXT["join"], left="", right="")
    what = separator.join(_main_sentences(event, state_before, after, lang))
    what = what[:1].upper() + what[1:]
    return tr(lang, TEXT["line"], when=_when(state_before, lang), what=what)


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
    duration = duration_seconds(state.setup.started_at, state.last_at)
    return {
        "players": [p.name for p in state.setup.players],
        "winner": state.winner,
        "finished": state.finished,
        "end_reason": state.end_reason,
        "scores": [int(points or 0) for points in state.success_points],
        "mission": state.setup.mission.strip() or None,  # as the players named it
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
    say = lambda source, **params: tr(lang, source, **params)  # noqa: E731
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
