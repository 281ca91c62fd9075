"""The reducer's steps for the regrouping phase's ten steps, and a game's agreed end."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.i18n import QT_TRANSLATE_NOOP
from app.systems.starcraft.tracker.payload import (
    faction_of,
    read_choice,
    read_int,
    read_pairs,
    read_per_player,
    reject,
)
from app.systems.starcraft.tracker.rules import (
    best_of,
    check_elimination,
    end_game_victors,
    execution_over,
    finish,
    normal_victors,
    players_alive,
    seats_from,
    special_applies,
    special_met,
)
from app.systems.starcraft.tracker.state import (
    END_IS_NEAR_CARDS,
    END_IS_NEAR_TO_END,
    REGROUP_STEPS,
    ResourceCard,
    TrackerState,
)


def _regroup_step(state: TrackerState, payload: dict[str, Any]) -> None:
    step = read_int(payload, "step", 1, REGROUP_STEPS)
    if step == 1:
        if state.phase != "execution" or not execution_over(state):
            raise reject(
                QT_TRANSLATE_NOOP(
                    "Starcraft", "Regrouping begins when every order has been revealed."
                )
            )
        state.phase = "regrouping"
        state.step = 0
        state.open_order = None
    elif state.phase != "regrouping" or state.step != step - 1:
        raise reject(
            QT_TRANSLATE_NOOP("Starcraft", "The next step of regrouping is step {step}."),
            step=state.step + 1 if state.phase == "regrouping" else 1,
        )
    allowed = REGROUP_FIELDS[step]
    for key in payload:
        if key != "step" and key not in allowed:
            raise reject(
                QT_TRANSLATE_NOOP("Starcraft", 'Step {step} has no field "{field}".'),
                step=step,
                field=key,
            )
    REGROUP_HANDLERS[step](state, payload)
    state.step = step


def _step_destroy(state: TrackerState, payload: dict[str, Any]) -> None:
    bases = read_pairs(state, payload, "bases_destroyed")
    transports = read_pairs(state, payload, "transports_destroyed")
    for player, planet in bases:
        if planet not in state.players[player].bases:
            raise reject(
                QT_TRANSLATE_NOOP("Starcraft", "{player} has no base on {planet}."),
                player=state.setup.players[player].name,
                planet=str(planet),
            )
        state.players[player].bases.remove(planet)
    for player, route in transports:
        if route not in state.players[player].transports:
            raise reject(
                QT_TRANSLATE_NOOP("Starcraft", "{player} has no transport on {route}."),
                player=state.setup.players[player].name,
                route=str(route),
            )
        state.players[player].transports.remove(route)
    check_elimination(state)


def _step_lose_cards(state: TrackerState, payload: dict[str, Any]) -> None:
    for player, card_id in read_pairs(state, payload, "cards_lost"):
        cards = state.players[player].resources
        card = next((c for c in cards if c.id == card_id), None)
        if card is None:
            raise reject(
                QT_TRANSLATE_NOOP("Starcraft", '{player} has no resource card "{card}".'),
                player=state.setup.players[player].name,
                card=str(card_id),
            )
        if card.permanent:
            raise reject(QT_TRANSLATE_NOOP("Starcraft", "A permanent resource is never lost."))
        cards.remove(card)  # its workers are destroyed with it


def _step_gain_cards(state: TrackerState, payload: dict[str, Any]) -> None:
    held = {c.id for p in state.players for c in p.resources}
    for player, card in read_pairs(state, payload, "cards_gained"):
        valid = (
            isinstance(card, dict)
            and set(card) <= {"id", "resource", "capacity"}
            and isinstance(card.get("id"), str)
            and card["id"].strip()
            and card.get("resource") in ("minerals", "gas")
            and isinstance(card.get("capacity"), int)
            and not isinstance(card.get("capacity"), bool)
            and 1 <= card["capacity"] <= 9
        )
        if not valid:
            raise reject(
                QT_TRANSLATE_NOOP(
                    "Starcraft",
                    'A resource card is {"id": its zone, "resource": "minerals" or "gas", '
                    '"capacity": 1 to 9}.',
                )
            )
        card_id = card["id"].strip()
        if card_id in held:
            raise reject(
                QT_TRANSLATE_NOOP("Starcraft", 'The resource card "{card}" is already held.'),
                card=card_id,
            )
        if state.exhausted.get(card_id) == "exhausted":
            raise reject(
                QT_TRANSLATE_NOOP("Starcraft", 'The zone "{card}" is exhausted for good.'),
                card=card_id,
            )
        side = "partial" if state.exhausted.get(card_id) == "partial" else "normal"
        state.players[player].resources.append(
            ResourceCard(card_id, card["resource"], card["capacity"], side=side)
        )
        held.add(card_id)


def _step_recover(state: TrackerState, payload: dict[str, Any]) -> None:
    for player in state.players:
        player.reserve += player.unavailable + player.on_cards
        player.unavailable = 0
        for card in player.resources:
            card.workers = 0


def _step_score(state: TrackerState, payload: dict[str, Any]) -> None:
    gains = read_per_player(state, payload, "cp")
    zones = payload.get("zones")
    if zones is not None:
        zones = read_per_player(state, payload, "zones")
    for n, gain in enumerate(gains):
        if not isinstance(gain, int) or isinstance(gain, bool) or not 0 <= gain <= 99:
            raise reject(
                QT_TRANSLATE_NOOP("Starcraft", "Conquest points gained are 0 to 99 a round.")
            )
        if gain and state.setup.variant == "galactic_conquest":
            raise reject(
                QT_TRANSLATE_NOOP("Starcraft", "Nobody gains conquest points in Galactic Conquest.")
            )
        if gain and state.players[n].eliminated:
            raise reject(QT_TRANSLATE_NOOP("Starcraft", "That player is out of the game."))
    for n, player in enumerate(state.players):
        player.cp += gains[n]
        if zones is not None:
            count = zones[n]
            if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= 99:
                raise reject(QT_TRANSLATE_NOOP("Starcraft", "A player controls 0 to 99 zones."))
            player.zones = count


def _step_normal_victory(state: TrackerState, payload: dict[str, Any]) -> None:
    winners = normal_victors(state)
    if winners:
        finish(state, winners, "conquest")


def _step_special_victory(state: TrackerState, payload: dict[str, Any]) -> None:
    claimed = payload.get("achieved", [])
    if not isinstance(claimed, list) or not all(
        isinstance(p, int) and not isinstance(p, bool) and 0 <= p < len(state.players)
        for p in claimed
    ):
        raise reject(QT_TRANSLATE_NOOP("Starcraft", '"achieved" must be a list of players.'))
    if state.setup.variant == "galactic_conquest":
        if claimed:
            raise reject(
                QT_TRANSLATE_NOOP(
                    "Starcraft", "In Galactic Conquest the only victory is by elimination."
                )
            )
        return
    achieved = []
    for player in players_alive(state):
        met = special_met(state, player)
        if met is None:
            met = player in claimed
        elif player in claimed and not met:
            raise reject(
                QT_TRANSLATE_NOOP("Starcraft", "{player}'s objective is not met."),
                player=state.setup.players[player].name,
            )
        if met and not special_applies(state, player):
            if player in claimed:
                raise reject(
                    QT_TRANSLATE_NOOP(
                        "Starcraft",
                        "{player}'s objective counts only once the Event deck's top card is of "
                        "epoch III.",
                    ),
                    player=state.setup.players[player].name,
                )
            continue
        if met:
            achieved.append(player)
    for player in claimed:
        if state.players[player].eliminated:
            raise reject(QT_TRANSLATE_NOOP("Starcraft", "That player is out of the game."))
    if achieved:
        finish(state, best_of(state, achieved), "special")


def _step_events(state: TrackerState, payload: dict[str, Any]) -> None:
    played = read_per_player(state, payload, "played")
    end_is_near = read_int(payload, "end_is_near", 0, END_IS_NEAR_CARDS, default=0)
    held = sum(p.events_held for p in state.players)
    for n, value in enumerate(played):
        if not isinstance(value, bool):
            raise reject(QT_TRANSLATE_NOOP("Starcraft", '"played" holds true or false per player.'))
        if value and (state.players[n].events_held == 0 or state.players[n].eliminated):
            raise reject(
                QT_TRANSLATE_NOOP("Starcraft", "{player} holds no Event card to play."),
                player=state.setup.players[n].name,
            )
    if end_is_near > held or state.end_is_near + end_is_near > state.setup.end_is_near_cards:
        raise reject(
            QT_TRANSLATE_NOOP(
                "Starcraft",
                'That many "The End is Near" cards cannot have been drawn ({count} are in '
                "the deck).",
            ),
            count=state.setup.end_is_near_cards,
        )
    for player in state.players:
        player.events_held = 0  # one played, the rest revealed and discarded
    state.end_is_near += end_is_near
    if state.setup.variant != "galactic_conquest" and state.end_is_near >= END_IS_NEAR_TO_END:
        finish(state, end_game_victors(state), "end_game")


def _step_discard(state: TrackerState, payload: dict[str, Any]) -> None:
    hands = read_per_player(state, payload, "hands")
    for n, hand in enumerate(hands):
        faction = faction_of(state, n)
        limit = faction.hand_limit if faction else 99
        if not isinstance(hand, int) or isinstance(hand, bool) or not 0 <= hand <= 99:
            raise reject(QT_TRANSLATE_NOOP("Starcraft", "A hand holds 0 to 99 cards."))
        if hand > limit:
            raise reject(
                QT_TRANSLATE_NOOP(
                    "Starcraft", "{player} keeps at most {limit} combat cards in hand."
                ),
                player=state.setup.players[n].name,
                limit=limit,
            )
    for n, hand in enumerate(hands):
        state.players[n].hand = hand


def _step_pass_token(state: TrackerState, payload: dict[str, Any]) -> None:
    state.first_player = next(
        (s for s in seats_from(state, state.first_player + 1) if not state.players[s].eliminated),
        state.first_player,
    )


REGROUP_HANDLERS: dict[int, Callable[[TrackerState, dict[str, Any]], None]] = {
    1: _step_destroy,
    2: _step_lose_cards,
    3: _step_gain_cards,
    4: _step_recover,
    5: _step_score,
    6: _step_normal_victory,
    7: _step_special_victory,
    8: _step_events,
    9: _step_discard,
    10: _step_pass_token,
}
REGROUP_FIELDS: dict[int, frozenset[str]] = {
    1: frozenset({"bases_destroyed", "transports_destroyed"}),
    2: frozenset({"cards_lost"}),
    3: frozenset({"cards_gained"}),
    4: frozenset(),
    5: frozenset({"cp", "zones"}),
    6: frozenset(),
    7: frozenset({"achieved"}),
    8: frozenset({"played", "end_is_near"}),
    9: frozenset({"hands"}),
    10: frozenset(),
}


def _game_ended(state: TrackerState, payload: dict[str, Any]) -> None:
    reason = read_choice(payload, "reason", ("agreed",))
    winners = payload.get("winners", [])
    if not isinstance(winners, list) or not all(
        isinstance(p, int) and not isinstance(p, bool) and 0 <= p < len(state.players)
        for p in winners
    ):
        raise reject(QT_TRANSLATE_NOOP("Starcraft", '"winners" must be a list of players.'))
    finish(state, list(dict.fromkeys(winners)), reason)
