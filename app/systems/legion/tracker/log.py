"""The readable log of a Legion game (one sentence per event, runs told on one line in three
languages), the result a finished game records and the game's summary.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.i18n import QT_TRANSLATE_NOOP
from app.systems.legion.tracker.events import (
    Payload,
)
from app.systems.legion.tracker.names import (
    FACE_NAMES,
    LOST_NAMES,
    PHASE_NAMES,
    _battle_card_name,
    _card_name,
    _t,
    _unit_name,
    action_name,
    end_reason_name,
    line_names,
    phase_name,
    rank_name,
    token_name,
)
from app.systems.legion.tracker.reducer import (
    apply,
)
from app.systems.legion.tracker.rules import (
    card_pips,
    command_card,
)
from app.systems.legion.tracker.state import (
    ACTION_TAKEN,
    ACTIVATION,
    ACTIVATION_ENDED,
    BATTLE_CARDS_CHOSEN,
    COMMAND_CARD_PLAYED,
    DEPLOYMENT_COMPLETED,
    GAME_ENDED,
    ORDER_DRAWN,
    ORDERS_ISSUED,
    ROUND_ENDED,
    SETUP,
    TOKENS,
    TOKENS_GAINED,
    TOKENS_REMOVED,
    UNIT_ACTIVATED,
    UNIT_CORRECTED,
    UNIT_DEFEATED,
    VEHICLE_DAMAGE_BY_FACE,
    VICTORY_TOKENS_CHANGED,
    WOUNDS_HEALED,
    WOUNDS_SUFFERED,
    GameState,
    suppressed,
)
from app.tracker.event import Event
from app.tracker.reducing import duration_seconds


def describe(event: Event, before: GameState, language: str | None = None) -> str:
    """One sentence about ``event`` (applied to ``before``), in ``language``."""
    return _line(event.type, event.payload, before, apply(before, event), language)


def _line(
    kind: str, payload: Payload, before: GameState, after: GameState, lang: str | None
) -> str:
    names = [p.name for p in before.setup.players]
    text = _describe_event(kind, payload, before, after, lang, names)
    prefix = (
        _t(lang, QT_TRANSLATE_NOOP("LegionTracker", "Round {round}"), round=before.round)
        if before.round
        else _t(lang, PHASE_NAMES[SETUP])
    )
    if after.finished and not before.finished:
        text += "; " + _game_over(after, lang)
    return f"{prefix} — {text}"


def _game_over(state: GameState, lang: str | None) -> str:
    reason = end_reason_name(state.end_reason or "", lang)
    if state.winner is None:
        return _t(
            lang,
            QT_TRANSLATE_NOOP("LegionTracker", "the game is over ({reason}), without a winner"),
            reason=reason,
        )
    return _t(
        lang,
        QT_TRANSLATE_NOOP("LegionTracker", "{player} wins ({reason})"),
        player=state.setup.side_name(state.winner),
        reason=reason,
    )


def _card_owners(state: GameState, player: int, card: str) -> tuple[str, ...]:
    """The fielded characters a command card belongs to (none: any commander's card, or a
    setup from an earlier Muster that did not keep them)."""
    entry = command_card(state, player, card)
    return entry.owners or () if entry is not None else ()


def _describe_event(
    kind: str,
    payload: Payload,
    before: GameState,
    after: GameState,
    lang: str | None,
    names: list[str],
) -> str:
    tr = _t
    if kind == BATTLE_CARDS_CHOSEN:
        chosen = [
            _battle_card_name(before, card)
            for card in (after.battle_cards or {}).values()
            if card is not None
        ]
        texts = line_names(chosen, lang)
        return tr(
            lang,
            QT_TRANSLATE_NOOP("LegionTracker", "Battle cards: {cards}"),
            cards=", ".join(texts) or "—",
        )
    if kind == DEPLOYMENT_COMPLETED:
        return tr(
            lang,
            QT_TRANSLATE_NOOP(
                "LegionTracker",
                "The armies are deployed; {player}, the blue player, takes the round counter",
            ),
            player=before.setup.side_name(before.setup.blue_player),
        )
    if kind == COMMAND_CARD_PLAYED:
        player = payload["player"]
        card = payload["card"]
        if card is None:
            text = tr(
                lang,
                QT_TRANSLATE_NOOP("LegionTracker", "{player} plays no command card"),
                player=names[player],
            )
        elif owners := [
            _unit_name(before, player, key) for key in _card_owners(before, player, card)
        ]:
            card_text, *owner_texts = line_names([_card_name(before, player, card), *owners], lang)
            text = tr(
                lang,
                QT_TRANSLATE_NOOP(
                    "LegionTracker", "{player} plays {card}, card of {owner} (%n pips)"
                ),
                player=names[player],
                card=card_text,
                owner=" & ".join(owner_texts),
                n=card_pips(before, player, card),
            )
        else:
            text = tr(
                lang,
                QT_TRANSLATE_NOOP("LegionTracker", "{player} plays {card} (%n pips)"),
                player=names[player],
                card=_card_name(before, player, card),
                n=card_pips(before, player, card),
            )
        if after.priority is not None:
            if after.priority_roll is not None:
                text += "; " + tr(
                    lang,
                    QT_TRANSLATE_NOOP(
                        "LegionTracker",
                        "the pips tie: {holder} rolls {face}, {player} has priority",
                    ),
                    holder=before.setup.side_name(before.counter),
                    face=tr(lang, FACE_NAMES[after.priority_roll]),
                    player=before.setup.side_name(after.priority),
                )
            elif (totals := _team_pip_totals(after)) is not None:
                text += "; " + tr(
                    lang,
                    QT_TRANSLATE_NOOP(
                        "LegionTracker",
                        "the pips tie between the teams: {player} has fewer pips in all "
                        "({fewer} against {more}) and has priority",
                    ),
                    player=before.setup.side_name(after.priority),
                    fewer=totals[after.priority],
                    more=totals[1 - after.priority],
                )
            else:
                text += "; " + tr(
                    lang,
                    QT_TRANSLATE_NOOP("LegionTracker", "{player} has priority"),
                    player=before.setup.side_name(after.priority),
                )
        return text
    if kind == ORDERS_ISSUED:
        player = payload["player"]
        units = [_unit_name(before, player, key) for key in payload["units"]]
        mate = before.setup.teammate(player)
        if mate is not None:
            units += [_unit_name(before, mate, key) for key in payload.get("teammate_units", [])]
        texts = line_names(units, lang)
        text = tr(
            lang,
            QT_TRANSLATE_NOOP("LegionTracker", "{player} issues orders to: {units}"),
            player=names[player],
            units=", ".join(texts) or "—",
        )
        if after.phase == ACTIVATION:
            text += "; " + tr(
                lang,
                QT_TRANSLATE_NOOP("LegionTracker", "Activation phase: {player} activates first"),
                player=before.setup.side_name(after.active_player)
                if after.active_player is not None
                else "—",
            )
        return text
    if kind == ORDER_DRAWN:
        return tr(
            lang,
            QT_TRANSLATE_NOOP("LegionTracker", "{player} draws a {rank} order token from the pool"),
            player=names[payload["player"]],
            rank=rank_name(payload["rank"], lang),
        )
    if kind == UNIT_ACTIVATED:
        player = payload["player"]
        text = tr(
            lang,
            QT_TRANSLATE_NOOP("LegionTracker", "{unit} activates"),
            unit=_unit_name(before, player, payload["unit"]),
        )
        rally = payload.get("rally") or []
        if rally:
            rallied = sum(1 for face in rally if face != "blank")
            text += "; " + tr(
                lang,
                QT_TRANSLATE_NOOP("LegionTracker", "rallies: %n suppression removed"),
                n=rallied,
            )
        activation = after.activation
        if activation is not None:
            for reason in activation.lost:
                text += "; " + tr(lang, LOST_NAMES[reason])
            text += "; " + tr(
                lang,
                QT_TRANSLATE_NOOP("LegionTracker", "%n actions"),
                n=activation.actions,
            )
        return text
    if kind == ACTION_TAKEN:
        activation = before.activation
        assert activation is not None
        template = (
            QT_TRANSLATE_NOOP("LegionTracker", "{unit}: free {action}")
            if payload.get("free")
            else QT_TRANSLATE_NOOP("LegionTracker", "{unit}: {action}")
        )
        return tr(
            lang,
            template,
            unit=_unit_name(before, activation.player, activation.unit),
            action=action_name(payload["action"], lang),
        )
    if kind == ACTIVATION_ENDED:
        activation = before.activation
        assert activation is not None
        text = tr(
            lang,
            QT_TRANSLATE_NOOP("LegionTracker", "{unit} ends its activation"),
            unit=_unit_name(before, activation.player, activation.unit),
        )
        return text + _defeats(before, after, lang)
    if kind == ROUND_ENDED:
        text = tr(
            lang,
            QT_TRANSLATE_NOOP(
                "LegionTracker",
                "End phase: command cards discarded, aim, dodge and standby tokens removed, one "
                "suppression removed from each unit",
            ),
        )
        for player, key in enumerate(payload.get("promote") or [None, None]):
            if key is not None:
                text += "; " + tr(
                    lang,
                    QT_TRANSLATE_NOOP("LegionTracker", "{unit} is promoted to commander"),
                    unit=_unit_name(before, player, key),
                )
        if not after.finished:
            text += "; " + tr(
                lang,
                QT_TRANSLATE_NOOP(
                    "LegionTracker", "round {round} begins, {player} holds the round counter"
                ),
                round=after.round,
                player=before.setup.side_name(after.counter),
            )
        return text
    if kind in (WOUNDS_SUFFERED, WOUNDS_HEALED):
        player = payload["player"]
        unit = _unit_name(before, player, payload["unit"])
        if kind == WOUNDS_HEALED:
            return tr(
                lang,
                QT_TRANSLATE_NOOP("LegionTracker", "{unit} heals %n wounds"),
                unit=unit,
                n=payload["amount"],
            )
        text = tr(
            lang,
            QT_TRANSLATE_NOOP("LegionTracker", "{unit} suffers %n wounds"),
            unit=unit,
            n=payload["amount"],
        )
        face = payload.get("damage_roll")
        if face is not None:
            text += "; " + tr(
                lang,
                QT_TRANSLATE_NOOP("LegionTracker", "red die {face}: {token}"),
                face=tr(lang, FACE_NAMES[face]),
                token=token_name(VEHICLE_DAMAGE_BY_FACE[face], lang),
            )
        return text + _defeats(before, after, lang)
    if kind == UNIT_DEFEATED:
        return tr(
            lang,
            QT_TRANSLATE_NOOP("LegionTracker", "{unit} is defeated"),
            unit=_unit_name(before, payload["player"], payload["unit"]),
        )
    if kind in (TOKENS_GAINED, TOKENS_REMOVED):
        player = payload["player"]
        template = (
            QT_TRANSLATE_NOOP("LegionTracker", "{unit} gains %n {token}")
            if kind == TOKENS_GAINED
            else QT_TRANSLATE_NOOP("LegionTracker", "{unit} loses %n {token}")
        )
        text = tr(
            lang,
            template,
            unit=_unit_name(before, player, payload["unit"]),
            token=token_name(payload["token"], lang),
            n=payload["count"],
        )
        unit_after = after.players[player].unit(payload["unit"])
        unit_before = before.players[player].unit(payload["unit"])
        setup = before.unit_setup(player, payload["unit"])
        if unit_after and unit_before and payload["token"] == "suppression":
            if suppressed(setup, unit_after) and not suppressed(setup, unit_before):
                text += "; " + tr(lang, QT_TRANSLATE_NOOP("LegionTracker", "it is suppressed"))
            if unit_before.panicked and not unit_after.panicked:
                text += "; " + tr(
                    lang, QT_TRANSLATE_NOOP("LegionTracker", "it is no longer panicked")
                )
        return text
    if kind == VICTORY_TOKENS_CHANGED:
        player = payload["player"]
        amount = payload["amount"]
        template = (
            QT_TRANSLATE_NOOP("LegionTracker", "{player} gains %n victory tokens ({total})")
            if amount > 0
            else QT_TRANSLATE_NOOP("LegionTracker", "{player} loses %n victory tokens ({total})")
        )
        return tr(
            lang, template, player=names[player], n=abs(amount), total=after.players[player].victory
        )
    if kind == GAME_ENDED:
        return tr(lang, QT_TRANSLATE_NOOP("LegionTracker", "The game is ended early"))
    if kind == UNIT_CORRECTED:
        unit = after.players[payload["player"]].unit(payload["unit"])
        setup = before.unit_setup(payload["player"], payload["unit"])
        assert unit is not None
        return tr(
            lang,
            QT_TRANSLATE_NOOP(
                "LegionTracker", "{unit} corrected by hand: wounds {wounds}/{total}{state}"
            ),
            unit=_unit_name(before, payload["player"], payload["unit"]),
            wounds=sum(unit.wounds),
            total=sum(setup.wounds),
            state=", " + tr(lang, QT_TRANSLATE_NOOP("LegionTracker", "defeated"))
            if unit.defeated
            else "",
        )
    return kind


def _team_pip_totals(state: GameState) -> list[int] | None:
    """In a team battle whose fewest pips both teams played, each team's pips in all (the
    tie-break); None otherwise."""
    setup = state.setup
    if not setup.team_game:
        return None
    pips = {
        p: card_pips(state, p, data.card)
        for p, data in enumerate(state.players)
        if data.card is not None
    }
    if not pips:
        return None
    low = min(pips.values())
    if len({setup.side_of(p) for p, value in pips.items() if value == low}) != 2:
        return None
    return [sum(pips.get(p, 0) for p in setup.members(side)) for side in (0, 1)]


def _defeats(before: GameState, after: GameState, lang: str | None) -> str:
    text = ""
    for player in range(len(before.players)):
        for old, new in zip(before.players[player].units, after.players[player].units, strict=True):
            setup = before.unit_setup(player, old.key)
            minis = sum(
                1
                for was, now, most in zip(old.wounds, new.wounds, setup.wounds, strict=True)
                if was < most <= now
            )
            if new.defeated and not old.defeated:
                text += "; " + _t(
                    lang,
                    QT_TRANSLATE_NOOP("LegionTracker", "{unit} is defeated ({points} points)"),
                    unit=_unit_name(before, player, old.key),
                    points=setup.points,
                )
            elif minis:
                text += "; " + _t(
                    lang,
                    QT_TRANSLATE_NOOP("LegionTracker", "%n miniatures defeated"),
                    n=minis,
                )
    return text


# Consecutive events of these kinds on one unit are told on one line; the field they add up.
RUNS = {
    TOKENS_GAINED: "count",
    TOKENS_REMOVED: "count",
    WOUNDS_SUFFERED: "amount",
    WOUNDS_HEALED: "amount",
}


def joins_log_line(previous: Event, event: Event, before_previous: Any, before: Any) -> bool:
    """Repeated steps on one unit read as one line ("gains 3 suppression tokens", "suffers 3
    wounds"); a vehicle damage roll ends the run (its line tells the roll)."""
    return (
        previous.type == event.type
        and event.type in RUNS
        and "damage_roll" not in previous.payload
        and all(
            previous.payload.get(k) == event.payload.get(k) for k in ("player", "unit", "token")
        )
    )


def describe_run(
    events: Sequence[Event], states_before: Sequence[GameState], language: str | None = None
) -> str:
    """One line for a run of events ``joins_log_line`` joins: told as one event from the first
    state to the last."""
    if len(events) == 1:
        return describe(events[0], states_before[0], language)
    first, last = events[0], events[-1]
    field = RUNS.get(first.type, "count")
    payload = {**last.payload, field: sum(int(event.payload.get(field, 0)) for event in events)}
    return _line(first.type, payload, states_before[0], apply(states_before[-1], last), language)


# --- result and summary ----------------------------------------------------------------------


def _mission(state: GameState) -> str | None:
    """The game's mission for each list's record: the objective card chosen (the "primary"
    row of today's battle deck, the "objective" row of the 2020 one), by its English name
    (one key whatever the players' language); None before the cards are chosen."""
    chosen = state.battle_cards or {}
    card = chosen.get("primary") or chosen.get("objective")
    if not card:
        return None
    name = _battle_card_name(state, card)
    return str(name.get("en") or card) if isinstance(name, dict) else str(name)


def result(state: GameState) -> dict[str, Any]:
    """The game's result as the campaign module and the games list use it. ``scores`` is
    the generic primary score: for Legion, each player's victory tokens; ``secondary_scores``
    the points of enemy units each side defeated."""
    duration = duration_seconds(state.setup.started_at, state.finished_at or state.last_at)
    setup = state.setup
    found = {
        "players": [p.name for p in setup.players],
        "winner": state.winner,
        "finished": state.finished,
        "end_reason": state.end_reason,
        "scores": [p.victory for p in state.players],
        "victory_tokens": [p.victory for p in state.players],
        "secondary_scores": [state.score(setup.side_of(p)) for p in range(len(state.players))],
        "blue_player": setup.blue_player,
        "turns": state.round,
        "duration_seconds": duration,
        "finished_at": state.finished_at,
        "units_defeated": [[u.key for u in p.units if u.defeated] for p in state.players],
        "rosters": [p.roster for p in setup.players],
        "mission": _mission(state),
    }
    if setup.teams is not None:
        # A team battle: "winner" is a seat (the winning team's first player), as every game's
        # result has it; "winners" are all the winning team's seats, "teams" each seat's team.
        winners = setup.members(state.winner) if state.winner is not None else []
        found["winner"] = winners[0] if winners else None
        found["winners"] = winners
        found["teams"] = list(setup.teams)
        found["winning_team"] = state.winner
    return found


def summary(state: GameState, language: str | None = None) -> str:
    """The state as a few readable lines in ``language`` (``muster game replay``)."""
    lang = language
    names = [p.name for p in state.setup.players]
    lines = []
    if state.phase == SETUP:
        lines.append(_t(lang, PHASE_NAMES[SETUP]))
    elif not state.finished:
        lines.append(
            _t(
                lang,
                QT_TRANSLATE_NOOP(
                    "LegionTracker", "Round {round} · {phase} · round counter: {player}"
                ),
                round=state.round,
                phase=phase_name(state.phase, lang),
                player=state.setup.side_name(state.counter),
            )
        )
    for index, player in enumerate(state.players):
        lines.append(
            _t(
                lang,
                QT_TRANSLATE_NOOP(
                    "LegionTracker",
                    "{player}{blue}: victory tokens {victory} · score {score} · command cards "
                    "left {hand}",
                ),
                player=names[index],
                blue=" (" + _t(lang, QT_TRANSLATE_NOOP("LegionTracker", "blue player")) + ")"
                if state.setup.side_of(index) == state.setup.blue_player
                else "",
                victory=player.victory,
                score=state.score(state.setup.side_of(index)),
                hand=len(player.hand) + 1,
            )
        )
        for unit in player.units:
            setup = state.unit_setup(index, unit.key)
            defeated_minis = sum(
                1 for got, most in zip(unit.wounds, setup.wounds, strict=True) if got >= most
            )
            text = _t(
                lang,
                QT_TRANSLATE_NOOP(
                    "LegionTracker",
                    "  {unit}: wounds {wounds}/{total}, miniatures {alive} of {minis}",
                ),
                unit=_unit_name(state, index, unit.key),
                wounds=sum(unit.wounds),
                total=sum(setup.wounds),
                alive=len(setup.wounds) - defeated_minis,
                minis=len(setup.wounds),
            )
            tokens = [
                f"{token_name(token, lang)} {unit.tokens[token]}"
                for token in TOKENS
                if unit.tokens.get(token)
            ]
            if tokens:
                text += " · " + ", ".join(tokens)
            if unit.panicked:
                text += " · " + _t(lang, QT_TRANSLATE_NOOP("LegionTracker", "panicked"))
            elif suppressed(setup, unit):
                text += " · " + _t(lang, QT_TRANSLATE_NOOP("LegionTracker", "suppressed"))
            if unit.defeated:
                text += " · " + _t(lang, QT_TRANSLATE_NOOP("LegionTracker", "defeated"))
            lines.append(text)
    if state.finished:
        lines.append(_game_over(state, lang)[:1].upper() + _game_over(state, lang)[1:] + ".")
    return "\n".join(lines)


def list_figures(victory_tokens: Sequence[int], rounds: int, language: str | None = None) -> str:
    """A game's victory tokens and round for the games list (``muster game list``)."""
    return _t(
        language,
        QT_TRANSLATE_NOOP("LegionTracker", "victory tokens {tokens} · round {round}"),
        tokens="–".join(str(count) for count in victory_tokens),
        round=rounds,
    )
