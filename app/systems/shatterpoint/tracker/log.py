"""The readable log of a Shatterpoint game (one sentence per event and what it caused, runs of
clicks on one unit told on one line), the result a finished game records and the game's text
summary (``muster game replay --format text``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.i18n import QT_TRANSLATE_NOOP
from app.systems.shatterpoint.tracker.events import (
    ABILITY_USED,
    ACTION_TAKEN,
    ACTIVATION_ENDED,
    CONDITION_GAINED,
    CONDITION_REMOVED,
    DAMAGE_DEALT,
    DAMAGE_REMOVED,
    DECK_CORRECTED,
    FORCE_CORRECTED,
    FORCE_REFRESHED,
    FORCE_SPENT,
    GAME_ENDED,
    MOMENTUM_GAINED,
    OBJECTIVE_CORRECTED,
    ORDER_RESERVED,
    ORDER_REVEALED,
    PLAYERS,
    SHATTERPOINT_CARD,
    SHATTERPOINT_SKIPPED,
    SIDE,
    STANCE_CHANGED,
    STEP_ADVANCED,
    STRAIN_DAMAGE,
    STRAIN_RESOLVED,
    STRUGGLE_CARD_REVEALED,
    STRUGGLE_CORRECTED,
    STRUGGLE_TOKEN_MOVED,
    TURN_ENDED,
    TURN_STARTED,
    UNIT_ACTIVATED,
    UNIT_CORRECTED,
    other,
)
from app.systems.shatterpoint.tracker.names import (
    END_REASON_NAMES,
    _t,
    action_name,
    condition_name,
    phase_numeral,
    step_name,
)
from app.systems.shatterpoint.tracker.reducer import (
    apply,
)
from app.systems.shatterpoint.tracker.rules import (
    _unit_name,
)
from app.systems.shatterpoint.tracker.state import (
    TrackerState,
)
from app.tracker.errors import EventRejected
from app.tracker.event import Event
from app.tracker.reducing import duration_seconds


def _card_text(state: TrackerState, player: int, card: str | None, language: str) -> str:
    if card == SHATTERPOINT_CARD:
        return _t(language, QT_TRANSLATE_NOOP("ShatterpointTracker", "the Shatterpoint card"))
    setup = state.unit_setup(player, card or "")
    return setup.display_name(language) if setup else str(card)


def _main_sentence(state: TrackerState, event: Event, language: str) -> str:
    p = event.payload if isinstance(event.payload, dict) else {}
    active = state.active_player if state.active_player is not None else state.setup.first_player

    def player(index: Any = None) -> str:
        idx = active if index is None else index
        return state.player_name(idx) if idx in PLAYERS else str(idx)

    def unit(player_index: Any = None, unit_id: Any = None) -> str:
        idx = active if player_index is None else player_index
        if idx not in PLAYERS:
            return str(unit_id)
        return _card_text(state, idx, unit_id, language)

    kind = event.type
    if kind == TURN_STARTED:
        nxt = state.setup.first_player if state.turn == 0 else other(active)
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "{player} begins the turn"),
            player=player(nxt),
        )
    if kind == STEP_ADVANCED:
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "step {step}: {name}"),
            step=p.get("step"),
            name=step_name(p.get("step", 0), language),
        )
    if kind == STRUGGLE_CARD_REVEALED:
        if p.get("card"):
            return _t(
                language,
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker", "the struggle card of phase {phase} is revealed: {card}"
                ),
                phase=phase_numeral(state.struggle.phase),
                card=p.get("card"),
            )
        return _t(
            language,
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker", "the struggle card of phase {phase} is revealed"
            ),
            phase=phase_numeral(state.struggle.phase),
        )
    if kind == ORDER_REVEALED:
        if p.get("from") == "reserve":
            return _t(
                language,
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker", "{player} takes the reserved order card of {unit}"
                ),
                player=player(),
                unit=unit(None, p.get("card")),
            )
        if p.get("card") == SHATTERPOINT_CARD:
            return _t(
                language,
                QT_TRANSLATE_NOOP("ShatterpointTracker", "{player} reveals the Shatterpoint card"),
                player=player(),
            )
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "{player} reveals the order card of {unit}"),
            player=player(),
            unit=unit(None, p.get("card")),
        )
    if kind == ORDER_RESERVED:
        return _t(
            language,
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker", "{player} pays 1 Force to reserve the order card of {unit}"
            ),
            player=player(),
            unit=unit(None, state.decks[active].revealed),
        )
    if kind == SHATTERPOINT_SKIPPED:
        return _t(
            language,
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker", "{player} pays 1 Force to skip the Shatterpoint card"
            ),
            player=player(),
        )
    if kind == UNIT_ACTIVATED:
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "{unit} activates"),
            unit=unit(None, p.get("unit")),
        )
    if kind == ACTION_TAKEN:
        name = state.activation.unit if state.activation else None
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "{unit} takes the {action} action"),
            unit=unit(None, name),
            action=action_name(str(p.get("action")), language),
        )
    if kind == ACTIVATION_ENDED:
        name = state.activation.unit if state.activation else None
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "the activation of {unit} ends"),
            unit=unit(None, name),
        )
    if kind in (DAMAGE_DEALT, DAMAGE_REMOVED, CONDITION_GAINED, CONDITION_REMOVED, STANCE_CHANGED):
        target = unit(p.get("player"), p.get("unit"))
        if kind == DAMAGE_DEALT:
            return _t(
                language,
                QT_TRANSLATE_NOOP("ShatterpointTracker", "{unit} suffers %n damage"),
                n=int(p.get("amount") or 0),
                unit=target,
            )
        if kind == DAMAGE_REMOVED:
            return _t(
                language,
                QT_TRANSLATE_NOOP("ShatterpointTracker", "{unit} removes %n damage"),
                n=int(p.get("amount") or 0),
                unit=target,
            )
        if kind == STANCE_CHANGED:
            return _t(
                language,
                QT_TRANSLATE_NOOP("ShatterpointTracker", "{unit} turns to stance side {side}"),
                unit=target,
                side=p.get("side"),
            )
        condition = condition_name(str(p.get("condition")), language)
        if kind == CONDITION_REMOVED:
            return _t(
                language,
                QT_TRANSLATE_NOOP("ShatterpointTracker", "{unit} loses the {condition} condition"),
                unit=target,
                condition=condition,
            )
        existing = (
            state.unit(p.get("player", 0), str(p.get("unit")))
            if p.get("player") in PLAYERS
            else None
        )
        if existing is not None and p.get("condition") in existing.conditions:
            return _t(
                language,
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker",
                    "{unit} already has the {condition} condition and suffers 1 damage instead",
                ),
                unit=target,
                condition=condition,
            )
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "{unit} gains the {condition} condition"),
            unit=target,
            condition=condition,
        )
    if kind == STRAIN_RESOLVED:
        return _t(
            language,
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker",
                "{unit} is Strained: it suffers {amount} damage, then loses Strained",
            ),
            unit=unit(p.get("player"), p.get("unit")),
            amount=STRAIN_DAMAGE,
        )
    if kind == ABILITY_USED:
        user = state.unit(p["player"], str(p.get("unit"))) if p.get("player") in PLAYERS else None
        tax = user.force_tax if user is not None else 0
        printed = p.get("cost")
        cost = printed if isinstance(printed, int) else 0
        if tax:
            return _t(
                language,
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker",
                    "{unit} uses an ability for {amount} Force ({tax} for its Wounded and "
                    "Injured tokens)",
                ),
                unit=unit(p.get("player"), p.get("unit")),
                amount=cost + tax,
                tax=tax,
            )
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "{unit} uses an ability for {amount} Force"),
            unit=unit(p.get("player"), p.get("unit")),
            amount=cost,
        )
    if kind == FORCE_SPENT:
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "{player} spends {amount} Force"),
            player=player(p.get("player")),
            amount=p.get("amount"),
        )
    if kind == FORCE_REFRESHED:
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "{player} refreshes {amount} Force"),
            player=player(p.get("player")),
            amount=p.get("amount"),
        )
    if kind == MOMENTUM_GAINED:
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "an effect gives momentum to {player}"),
            player=player(p.get("player")),
        )
    if kind == STRUGGLE_TOKEN_MOVED:
        return _t(
            language,
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker", "an effect moves the struggle token toward {player}"
            ),
            player=player(p.get("toward")),
        )
    if kind == TURN_ENDED:
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "{player} ends the turn"),
            player=player(),
        )
    if kind == GAME_ENDED:
        reason = _t(language, END_REASON_NAMES.get(str(p.get("reason")), str(p.get("reason"))))
        if p.get("winner") in PLAYERS:
            return _t(
                language,
                QT_TRANSLATE_NOOP("ShatterpointTracker", "the game ends ({reason}): {player} wins"),
                reason=reason,
                player=player(p.get("winner")),
            )
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "the game ends ({reason}) without a winner"),
            reason=reason,
        )
    if kind == UNIT_CORRECTED:
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "correction by hand: {unit}"),
            unit=unit(p.get("player"), p.get("unit")),
        )
    if kind == FORCE_CORRECTED:
        return _t(
            language,
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker", "correction by hand: the Force pool of {player}"
            ),
            player=player(p.get("player")),
        )
    if kind == STRUGGLE_CORRECTED:
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "correction by hand: the struggle track"),
        )
    if kind == OBJECTIVE_CORRECTED:
        index = p.get("index")
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "correction by hand: objective {number}"),
            number=index + 1 if isinstance(index, int) else index,
        )
    if kind == DECK_CORRECTED:
        return _t(
            language,
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker", "correction by hand: the order deck of {player}"
            ),
            player=player(p.get("player")),
        )
    return kind


def _consequences(
    before: TrackerState, after: TrackerState, event: Event, language: str
) -> list[str]:
    parts: list[str] = []
    if event.type in CORRECTION_TYPES_SET:
        return parts
    for player in PLAYERS:
        deck_before, deck_after = before.decks[player], after.decks[player]
        for card in deck_after.removed:
            if card not in deck_before.removed and event.type == ORDER_REVEALED:
                parts.append(
                    _t(
                        language,
                        QT_TRANSLATE_NOOP(
                            "ShatterpointTracker", "the order card of {unit} leaves the game"
                        ),
                        unit=_card_text(after, player, card, language),
                    )
                )
    for units_before, units_after in zip(before.units, after.units, strict=True):
        for ub, ua in zip(units_before, units_after, strict=True):
            name = _unit_name(after, ua, language)
            if ua.wounded > ub.wounded:
                parts.append(
                    _t(
                        language,
                        QT_TRANSLATE_NOOP("ShatterpointTracker", "{unit} is wounded"),
                        unit=name,
                    )
                )
            if ua.injured > ub.injured:
                parts.append(
                    _t(
                        language,
                        QT_TRANSLATE_NOOP(
                            "ShatterpointTracker",
                            "{unit} turns its Wounded token to Injured and clears its damage",
                        ),
                        unit=name,
                    )
                )
            for condition in ub.conditions:
                if condition not in ua.conditions and event.type == UNIT_ACTIVATED:
                    parts.append(
                        _t(
                            language,
                            QT_TRANSLATE_NOOP(
                                "ShatterpointTracker", "{unit} removes the {condition} condition"
                            ),
                            unit=name,
                            condition=condition_name(condition, language),
                        )
                    )
            if ua.defeated and not ub.defeated:
                parts.append(
                    _t(
                        language,
                        QT_TRANSLATE_NOOP(
                            "ShatterpointTracker",
                            "{unit} is defeated and its order card leaves the game",
                        ),
                        unit=name,
                    )
                )
    if event.type == TURN_ENDED and after.struggle.phase == before.struggle.phase:
        for number, (ob, oa) in enumerate(zip(before.objectives, after.objectives, strict=True), 1):
            if oa.controller == ob.controller:
                continue
            if oa.controller is None:
                parts.append(
                    _t(
                        language,
                        QT_TRANSLATE_NOOP(
                            "ShatterpointTracker", "nobody controls objective {number} any more"
                        ),
                        number=number,
                    )
                )
            else:
                parts.append(
                    _t(
                        language,
                        QT_TRANSLATE_NOOP(
                            "ShatterpointTracker", "{player} takes control of objective {number}"
                        ),
                        player=after.player_name(oa.controller),
                        number=number,
                    )
                )
    sb, sa = before.struggle, after.struggle
    if (sa.token != sb.token and event.type != TURN_ENDED) or (
        event.type == TURN_ENDED and sa.phase == sb.phase and sa.token != sb.token
    ):
        parts.append(_token_text(after, sa.token, language))
    for player in PLAYERS:
        gained = len(sa.momentum[player]) - len(sb.momentum[player])
        if (sa.phase == sb.phase and sa.won_by is None and gained > 0) or (
            sa.won_by is not None and sb.won_by is None and gained > 0
        ):
            for _ in range(gained):
                parts.append(
                    _t(
                        language,
                        QT_TRANSLATE_NOOP("ShatterpointTracker", "{player} gains momentum"),
                        player=after.player_name(player),
                    )
                )
    for player in PLAYERS:
        if len(sa.claimed[player]) > len(sb.claimed[player]):
            parts.append(
                _t(
                    language,
                    QT_TRANSLATE_NOOP("ShatterpointTracker", "{player} wins the struggle"),
                    player=after.player_name(player),
                )
            )
    if (
        after.winner is not None
        and after.finished
        and not before.finished
        and event.type != GAME_ENDED
    ):
        parts.append(
            _t(
                language,
                QT_TRANSLATE_NOOP("ShatterpointTracker", "{player} wins the game"),
                player=after.player_name(after.winner),
            )
        )
    if sa.phase > sb.phase:
        parts.append(
            _t(
                language,
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker",
                    "the struggle track and the objectives are reset for phase {phase}",
                ),
                phase=phase_numeral(sa.phase),
            )
        )
    if (
        isinstance(event.payload, dict)
        and "refresh" in event.payload
        and after.active_player is not None
    ):
        parts.append(
            _t(
                language,
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker", "{player} refreshes the order deck and the Force pool"
                ),
                player=after.player_name(after.active_player),
            )
        )
    return parts


def _token_text(state: TrackerState, token: int, language: str) -> str:
    if token == 0:
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "the struggle token moves to the centre"),
        )
    owner = 0 if token * SIDE[0] > 0 else 1
    return _t(
        language,
        QT_TRANSLATE_NOOP(
            "ShatterpointTracker",
            "the struggle token moves to space {space} on the side of {player}",
        ),
        space=abs(token),
        player=state.player_name(owner),
    )


def describe(event: Event, state_before: TrackerState, language: str | None = None) -> str:
    """One line of the readable log, e.g. "Turn 7 — Darth Maul suffers 3 damage; Darth Maul is
    wounded; Anakin gains momentum"."""
    from app.i18n import current_language

    lang = language or current_language()
    parts = [_main_sentence(state_before, event, lang)]
    parts.extend(_consequences_of(event, state_before, lang))
    return _log_line(parts, event, state_before, lang)


def _consequences_of(event: Event, state_before: TrackerState, language: str) -> list[str]:
    try:
        after = apply(state_before, event)
    except EventRejected:
        return []
    return _consequences(state_before, after, event, language)


# Steps a player repeats click by click on one unit: one line of the log says them all.
MERGED_STEPS = frozenset({DAMAGE_DEALT, DAMAGE_REMOVED})


def joins_log_line(
    previous: Event, event: Event, before_previous: TrackerState, before: TrackerState
) -> bool:
    """Whether ``event`` is told on the same line of the readable log as ``previous`` (the
    event just before it): the same step on the same unit, repeated (3 clicks of damage read
    "suffers 3 damage"). A line that tells a consequence (Wounded, a struggle won) ends there;
    the events stay separate in the log, so undo still takes back one click at a time."""
    if event.type != previous.type or event.type not in MERGED_STEPS:
        return False
    p, q = previous.payload, event.payload
    if (p.get("player"), p.get("unit")) != (q.get("player"), q.get("unit")):
        return False
    if before.activation != before_previous.activation or before.turn != before_previous.turn:
        return False
    return not _consequences_of(previous, before_previous, "en")


def describe_run(
    events: Sequence[Event], states_before: Sequence[TrackerState], language: str | None = None
) -> str:
    """One line of the readable log for consecutive events that ``joins_log_line`` groups;
    ``states_before[i]`` is the state before ``events[i]``."""
    if len(events) == 1:
        return describe(events[0], states_before[0], language)
    from app.i18n import current_language

    lang = language or current_language()
    last = events[-1]
    total = sum(int(e.payload.get("amount", 0)) for e in events)
    together = Event(events[0].seq, last.type, {**last.payload, "amount": total}, last.at)
    parts = [_main_sentence(states_before[0], together, lang)]
    parts.extend(_consequences_of(last, states_before[-1], lang))
    return _log_line(parts, events[0], states_before[0], lang)


def _log_line(parts: list[str], event: Event, state_before: TrackerState, lang: str) -> str:
    # The separator is translated: French puts a space before the semicolon.
    separator = _t(
        lang, QT_TRANSLATE_NOOP("ShatterpointTracker", "{left}; {right}"), left="", right=""
    )
    text = separator.join(part for part in parts if part)
    text = text[:1].upper() + text[1:]
    turn = state_before.turn + (1 if event.type == TURN_STARTED else 0)
    if turn == 0:
        return _t(
            lang,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "Before the first turn — {line}"),
            line=text,
        )
    return _t(
        lang, QT_TRANSLATE_NOOP("ShatterpointTracker", "Turn {turn} — {line}"), turn=turn, line=text
    )


CORRECTION_TYPES_SET = frozenset(
    {UNIT_CORRECTED, FORCE_CORRECTED, STRUGGLE_CORRECTED, OBJECTIVE_CORRECTED, DECK_CORRECTED}
)


# --- the result -------------------------------------------------------------------------


def result(state: TrackerState) -> dict[str, Any]:
    """The game's result as the campaign module and the games list use it."""
    duration = duration_seconds(state.setup.started_at, state.finished_at or state.last_at)
    return {
        "players": [p.name for p in state.setup.players],
        "winner": state.winner,
        "finished": state.finished,
        "end_reason": state.end_reason,
        "scores": [len(claimed) for claimed in state.struggle.claimed],  # struggles won
        "turns": state.turn,
        "duration_seconds": duration,
        "units_defeated": [[u.id for u in units if u.defeated] for units in state.units],
        "rosters": [p.roster for p in state.setup.players],
        # The mission set chosen at setup (each list's record is kept by mission).
        "mission": (state.setup.mission_set or "").strip() or None,
    }


# --- the text summary (``muster game replay --format text``) -------------------------------


def summary(state: TrackerState, language: str | None = None) -> str:
    """The state as a few readable lines in ``language``."""
    from app.i18n import current_language

    lang = language or current_language()
    tr = lambda source, **params: _t(lang, source, **params)  # noqa: E731
    names = [state.player_name(p) for p in PLAYERS]
    lines = []
    if state.turn == 0:
        lines.append(tr(QT_TRANSLATE_NOOP("ShatterpointTracker", "Before the first turn")))
    elif state.step == 0 and state.active_player is not None and not state.finished:
        lines.append(
            tr(
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker", "Turn {turn} is over; {player} plays next"
                ),
                turn=state.turn,
                player=names[other(state.active_player)],
            )
        )
    else:
        active = names[state.active_player] if state.active_player is not None else "—"
        lines.append(
            tr(
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker", "Turn {turn}, {player} is the active player"
                ),
                turn=state.turn,
                player=active,
            )
            + (f" · {state.step}. {step_name(state.step, lang)}" if state.step else "")
        )
    struggle = state.struggle
    lines.append(
        tr(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker",
                "Struggle {phase} {card}· struggles won: {first} {one}, {second} {two}",
            ),
            phase=phase_numeral(struggle.phase),
            card=f"({struggle.card}) " if struggle.card else "",
            first=names[0],
            one=len(struggle.claimed[0]),
            second=names[1],
            two=len(struggle.claimed[1]),
        )
    )
    token = (
        tr(QT_TRANSLATE_NOOP("ShatterpointTracker", "the centre"))
        if struggle.token == 0
        else tr(
            QT_TRANSLATE_NOOP("ShatterpointTracker", "space {space} on the side of {player}"),
            space=abs(struggle.token),
            player=names[0 if struggle.token * SIDE[0] > 0 else 1],
        )
    )
    lines.append(
        tr(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker",
                "Struggle token on {where}; momentum: {first} {one}; {second} {two}",
            ),
            where=token,
            first=names[0],
            one=", ".join(str(d) for d in sorted(struggle.momentum[0], reverse=True)) or "—",
            second=names[1],
            two=", ".join(str(d) for d in sorted(struggle.momentum[1], reverse=True)) or "—",
        )
    )
    for index, objective in enumerate(state.objectives, start=1):
        status = (
            tr(QT_TRANSLATE_NOOP("ShatterpointTracker", "active"))
            if objective.active
            else tr(QT_TRANSLATE_NOOP("ShatterpointTracker", "inactive"))
        )
        if objective.priority:
            status += ", " + tr(QT_TRANSLATE_NOOP("ShatterpointTracker", "priority"))
        if objective.controller is not None:
            status += ", " + tr(
                QT_TRANSLATE_NOOP("ShatterpointTracker", "controlled by {player}"),
                player=names[objective.controller],
            )
        lines.append(
            tr(
                QT_TRANSLATE_NOOP("ShatterpointTracker", "Objective {number}: {status}"),
                number=index,
                status=status,
            )
        )
    for player in PLAYERS:
        pool, deck = state.force[player], state.decks[player]
        lines.append(
            tr(
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker",
                    "{player}: Force {available} of {total} · order deck {deck}, "
                    "reserve {reserve}, discard {discard}, removed {removed}",
                ),
                player=names[player],
                available=pool.available,
                total=pool.total,
                deck=len(deck.deck),
                reserve=_card_text(state, player, deck.reserve[0], lang) if deck.reserve else "—",
                discard=len(deck.discard),
                removed=len(deck.removed),
            )
        )
        for unit in state.units[player]:
            text = tr(
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker",
                    "  {unit}: damage {damage}/{stamina}, Wounded {wounded}, "
                    "Injured {injured}/{durability}, hunker {hunker}, stance {stance}",
                ),
                unit=_unit_name(state, unit, lang),
                damage=unit.damage,
                stamina=unit.stamina,
                wounded=unit.wounded,
                injured=unit.injured,
                durability=unit.durability,
                hunker=unit.hunker,
                stance=unit.stance,
            )
            if unit.conditions:
                text += " · " + ", ".join(condition_name(c, lang) for c in unit.conditions)
            if unit.defeated:
                text += " · " + tr(QT_TRANSLATE_NOOP("ShatterpointTracker", "defeated"))
            lines.append(text)
    if state.finished:
        reason = tr(END_REASON_NAMES.get(state.end_reason or "", state.end_reason or ""))
        if state.winner is not None:
            lines.append(
                tr(
                    QT_TRANSLATE_NOOP(
                        "ShatterpointTracker", "Game over ({reason}): {player} wins."
                    ),
                    reason=reason,
                    player=names[state.winner],
                )
            )
        else:
            lines.append(
                tr(
                    QT_TRANSLATE_NOOP(
                        "ShatterpointTracker", "Game over ({reason}), without a winner."
                    ),
                    reason=reason,
                )
            )
    return "\n".join(lines)
