"""Turns a Shatterpoint tracker state into the plain views the widgets show, and says which
actions the rules allow right now (so buttons are enabled only when pressing them makes sense;
the reducer still has the last word)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from app.i18n import translate
from app.systems.base import Tracked
from app.systems.shatterpoint.tracker import SHATTERPOINT_CARD, TrackerState
from ui.systems.shatterpoint.tracker.views import (
    DeckView,
    ForceView,
    ObjectiveView,
    TrackView,
    TurnView,
    UnitView,
)


def unit_key(player: int, unit_id: str) -> str:
    return f"{player}:{unit_id}"


def split_key(key: str) -> tuple[int, str]:
    player, _, unit_id = key.partition(":")
    return int(player), unit_id


class StateAdapter:
    def __init__(self, system: Tracked, state: TrackerState, language: str) -> None:
        self.system = system
        self.rules: Any = system.tracker()
        self.state = state
        self.language = language

    def players(self) -> tuple[str, str]:
        return (self.state.player_name(0), self.state.player_name(1))

    def unit_name(self, player: int, unit_id: str) -> str:
        if unit_id == SHATTERPOINT_CARD:
            return QCoreApplication.translate("StateAdapter", "Shatterpoint card")
        setup = self.state.unit_setup(player, unit_id)
        return setup.display_name(self.language) if setup else unit_id

    def role_name(self, unit_type: str) -> str:
        for slot in self.system.roster_structure().slots:
            if slot.unit_type == unit_type:
                return translate(self.system.translation_context, slot.label, self.language)
        return unit_type

    def units(self, player: int) -> list[UnitView]:
        state = self.state
        activation = state.activation
        strained = set(self.rules.strain_due(state))
        available = state.force[player].available
        views = []
        for unit in state.units[player]:
            setup = state.unit_setup(player, unit.id)
            can_deal, can_remove = self.rules.damage_choices(state, player, unit.id)
            activating = (
                activation is not None
                and not activation.ended
                and activation.player == player
                and activation.unit == unit.id
            )
            views.append(
                UnitView(
                    key=unit_key(player, unit.id),
                    player=player,
                    name=self.unit_name(player, unit.id),
                    role=self.role_name(setup.type) if setup else "",
                    damage=unit.damage,
                    stamina=unit.stamina,
                    wounded=unit.wounded,
                    injured=unit.injured,
                    durability=unit.durability,
                    conditions=frozenset(unit.conditions),
                    hunker=unit.hunker,
                    stance=unit.stance,
                    defeated=unit.defeated,
                    activating=activating,
                    can_flip_stance=self.rules.can_flip_stance(state, player, unit.id),
                    can_deal_damage=can_deal,
                    can_remove_damage=can_remove,
                    strain_due=(player, unit.id) in strained,
                    force_tax=self.rules.ability_cost(state, player, unit.id, 0),
                    force_available=available,
                )
            )
        return views

    def track(self) -> TrackView:
        struggle = self.state.struggle
        return TrackView(
            token=struggle.token,
            momentum=(tuple(struggle.momentum[0]), tuple(struggle.momentum[1])),
            struggles_won=(len(struggle.claimed[0]), len(struggle.claimed[1])),
            phase=struggle.phase,
            players=self.players(),
            card=struggle.card,
        )

    def force(self, player: int) -> ForceView:
        pool = self.state.force[player]
        return ForceView(player, pool.total, pool.available)

    def next_player(self) -> int:
        """Whose turn it is, or between turns whose turn comes next."""
        return int(self.rules.next_player(self.state))

    def is_active(self, player: int) -> bool:
        """The player is taking a turn, or the next turn is theirs (their first button starts
        it)."""
        return not self.state.finished and self.next_player() == player

    def choosing_order(self, player: int) -> bool:
        """The player has yet to pick this turn's order card or unit."""
        state = self.state
        return self.is_active(player) and (not state.in_turn or state.activation is None)

    def deck(self, player: int) -> DeckView:
        state = self.state
        deck = state.decks[player]
        options = self.rules.deck_options(state, player, self.choosing_order(player))
        return DeckView(
            player=player,
            deck=len(deck.deck) + (1 if deck.shatterpoint_aside else 0),
            reserve=self.unit_name(player, deck.reserve[0]) if deck.reserve else None,
            discard=len(deck.discard),
            removed=len(deck.removed),
            revealed=(self.unit_name(player, deck.revealed) if deck.revealed is not None else None),
            shatterpoint_revealed=options.shatterpoint_revealed,
            can_reveal=options.can_reveal,
            can_use_reserve=options.can_use_reserve,
            can_reserve=options.can_reserve,
            can_skip_shatterpoint=options.can_skip_shatterpoint,
            can_activate=options.can_activate_revealed,
            physical=state.setup.deck_mode == "physical",
        )

    def pick_choices(self, player: int) -> list[tuple[str, str]]:
        """Units the player may activate by the Shatterpoint card: any of theirs not defeated."""
        return [
            (unit_key(player, unit_id), self.unit_name(player, unit_id))
            for unit_id in self.rules.activatable_units(self.state, player)
        ]

    def physical_cards(self, player: int) -> list[tuple[str, str]]:
        """Cards a player may say they revealed from their real deck (physical mode)."""
        cards = self.rules.revealable_cards(self.state, player)
        return [(card, self.unit_name(player, card)) for card in cards]

    def objectives(self) -> list[ObjectiveView]:
        """During a turn each objective offers the controllers the rules allow at its end;
        between turns the button is a correction by hand (anyone, or nobody)."""
        state = self.state
        return [
            ObjectiveView(
                index,
                o.active,
                o.priority,
                o.controller,
                tuple(self.rules.control_choices(state, index)) if state.in_turn else (None, 0, 1),
            )
            for index, o in enumerate(state.objectives)
        ]

    def can_start_turn(self) -> bool:
        """The next turn can start (after its struggle card, when one is due)."""
        options = self.rules.turn_options(self.state)
        return bool(options.start_turn or options.reveal_struggle_card)

    def _waiting_for(self, options: Any, player: int) -> tuple[str, str]:
        """The first step the rules accept now to move the turn on (see ``TurnView.waiting``),
        read from the same options that enable the buttons."""
        if options.end_activation or not self.state.in_turn:
            return "", ""
        if len(options.activatable) == 1:
            return "activate", self.unit_name(player, options.activatable[0])
        if options.activatable:
            return "choose_unit", ""
        deck = options.deck
        if deck is not None and deck.can_reveal:
            return ("reveal_or_reserve" if deck.can_use_reserve else "reveal"), ""
        if deck is not None and deck.can_use_reserve:
            return "reserve", ""
        return ("end_turn", "") if options.end_turn else ("", "")

    def turn(self) -> TurnView:
        state = self.state
        options = self.rules.turn_options(state)
        activation = state.activation
        active = self.next_player()
        activating = None
        actions: frozenset[str] = frozenset()
        if activation is not None:
            activating = self.unit_name(activation.player, activation.unit)
            actions = frozenset(activation.actions) | frozenset(activation.free_actions)
        waiting, waiting_unit = self._waiting_for(options, active)
        return TurnView(
            turn=state.turn,
            active_player=active,
            step=state.step,
            activating=activating if activation is not None and not activation.ended else None,
            actions_taken=actions,
            can_end_activation=options.end_activation,
            can_end_turn=options.end_turn,
            waiting=waiting,
            waiting_unit=waiting_unit,
            finished=state.finished,
            winner=state.winner,
            players=self.players(),
        )
