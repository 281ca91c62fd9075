"""The readable log, the game's result and its summary."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.i18n import QT_TRANSLATE_NOOP, translate
from app.systems.starcraft import CONTEXT
from app.systems.starcraft.planner import build_limit
from app.systems.starcraft.tracker.intents import holdings
from app.systems.starcraft.tracker.names import ORDER_NAMES, STEP_NAMES, order_name, step_name
from app.systems.starcraft.tracker.payload import catalog_of, faction_name, faction_of
from app.systems.starcraft.tracker.reducer import apply
from app.systems.starcraft.tracker.state import (
    BATTLE_RESOLVED,
    BUILT,
    CP_TRACK_FLIP,
    GAME_ENDED,
    ORDER_PLACED,
    ORDER_REVEALED,
    PLAYER_BLOCKED,
    PLAYER_CORRECTED,
    REGROUP_STEP,
    RESEARCHED,
    ROUND_STARTED,
    STARTING_FORCES,
    UNITS_DESTROYED,
    WORKERS_ASSIGNED,
    TrackerState,
    events_left,
    top_epoch,
)
from app.tracker.errors import EventRejected
from app.tracker.event import Event
from app.tracker.reducing import duration_seconds


def _t(language: str, source: str, /, **params: Any) -> str:
    return translate(CONTEXT, source, language, **params)


def _entry_name(state: TrackerState, entry_id: str, language: str) -> str:
    entry = catalog_of(state.setup).get(entry_id)
    return entry.name.get(language) if entry is not None else entry_id


def _counts_text(state: TrackerState, counts: dict[str, int], language: str) -> str:
    return ", ".join(
        f"{count} × {_entry_name(state, unit, language)}" for unit, count in counts.items() if count
    )


def _main_sentence(state: TrackerState, event: Event, lang: str) -> str:
    p = event.payload

    def name(index: Any) -> str:
        if isinstance(index, int) and 0 <= index < len(state.players):
            return state.setup.players[index].name
        return str(index)

    kind = event.type
    if kind == STARTING_FORCES:
        return _t(
            lang,
            QT_TRANSLATE_NOOP("Starcraft", "{player}'s starting forces: {units}"),
            player=name(p.get("player")),
            units=_counts_text(state, p.get("units") or {}, lang) or "0",
        )
    if kind == ROUND_STARTED:
        return _t(lang, QT_TRANSLATE_NOOP("Starcraft", "planning begins"))
    if kind == ORDER_PLACED:
        template = (
            QT_TRANSLATE_NOOP("Starcraft", "{player} places a special order on {planet}")
            if p.get("special")
            else QT_TRANSLATE_NOOP("Starcraft", "{player} places an order on {planet}")
        )
        return _t(lang, template, player=name(state.turn), planet=p.get("planet"))
    if kind == ORDER_REVEALED:
        order = order_name(p["order"], lang) if str(p.get("order")) in ORDER_NAMES else "?"
        stack = state.stacks.get(str(p.get("planet")), [])
        if stack and stack[-1].special:
            order = _t(lang, QT_TRANSLATE_NOOP("Starcraft", "special {order}"), order=order)
        if p.get("outcome") == "event":
            return _t(
                lang,
                QT_TRANSLATE_NOOP(
                    "Starcraft",
                    "{player} reveals {order} on {planet} and draws an Event card instead",
                ),
                player=name(state.turn),
                order=order,
                planet=p.get("planet"),
            )
        return _t(
            lang,
            QT_TRANSLATE_NOOP("Starcraft", "{player} executes {order} on {planet}"),
            player=name(state.turn),
            order=order,
            planet=p.get("planet"),
        )
    if kind == PLAYER_BLOCKED:
        return _t(
            lang,
            QT_TRANSLATE_NOOP("Starcraft", "{player} is blocked and draws an Event card"),
            player=name(state.turn),
        )
    owner = name(state.open_order.player) if state.open_order else "?"
    if kind == BUILT:
        parts = []
        units = p.get("units") or {}
        if isinstance(units, dict) and units:
            parts.append(_counts_text(state, units, lang))
        if p.get("workers"):
            parts.append(_t(lang, QT_TRANSLATE_NOOP("Starcraft", "%n workers"), n=p["workers"]))
        if p.get("transports"):
            parts.append(
                _t(
                    lang,
                    QT_TRANSLATE_NOOP("Starcraft", "a transport on {routes}"),
                    routes=", ".join(map(str, p["transports"])),
                )
            )
        if p.get("building"):
            level = 1
            if state.open_order is not None:
                level = state.players[state.open_order.player].buildings.get(p["building"], 0) + 1
            parts.append(
                _t(
                    lang,
                    QT_TRANSLATE_NOOP("Starcraft", "{building} level {level}"),
                    building=_entry_name(state, str(p["building"]), lang),
                    level=level,
                )
            )
        if p.get("module"):
            faction = faction_of(state, state.open_order.player) if state.open_order else None
            module = (
                catalog_of(state.setup).module_of(faction.race, p["module"]) if faction else None
            )
            parts.append(module.name.get(lang) if module else str(p["module"]))
        if p.get("base"):
            parts.append(_t(lang, QT_TRANSLATE_NOOP("Starcraft", "a base")))
        return _t(
            lang,
            QT_TRANSLATE_NOOP("Starcraft", "{player} builds {what}"),
            player=owner,
            what=", ".join(parts) or _t(lang, QT_TRANSLATE_NOOP("Starcraft", "nothing")),
        )
    if kind == RESEARCHED:
        tech = p.get("tech")
        if tech:
            return _t(
                lang,
                QT_TRANSLATE_NOOP("Starcraft", "{player} researches and buys {tech}"),
                player=owner,
                tech=_entry_name(state, str(tech), lang),
            )
        return _t(lang, QT_TRANSLATE_NOOP("Starcraft", "{player} researches"), player=owner)
    if kind == WORKERS_ASSIGNED:
        return _t(
            lang,
            QT_TRANSLATE_NOOP("Starcraft", "{player} puts %n workers on {card}"),
            player=name(p.get("player")),
            n=p.get("workers"),
            card=p.get("card"),
        )
    if kind == BATTLE_RESOLVED:
        losses = p.get("losses") or [{}, {}]
        lost = [
            _counts_text(state, side, lang) if isinstance(side, dict) else "" for side in losses
        ]
        return _t(
            lang,
            QT_TRANSLATE_NOOP(
                "Starcraft", "battle: {attacker} attacks {defender}; losses: {a} / {d}"
            ),
            attacker=owner,
            defender=name(p.get("defender")),
            a=lost[0] or "0",
            d=lost[1] or "0",
        )
    if kind == UNITS_DESTROYED:
        what = [_counts_text(state, p.get("units") or {}, lang)]
        what += [str(b) for b in p.get("bases") or []] + [str(t) for t in p.get("transports") or []]
        return _t(
            lang,
            QT_TRANSLATE_NOOP("Starcraft", "{player} loses {what}"),
            player=name(p.get("player")),
            what=", ".join(w for w in what if w),
        )
    if kind == REGROUP_STEP:
        step = p.get("step")
        if not isinstance(step, int) or step not in STEP_NAMES:
            return str(step)
        return _t(
            lang,
            QT_TRANSLATE_NOOP("Starcraft", "regrouping, step {step}: {name}"),
            step=step,
            name=step_name(step, lang),
        )
    if kind == GAME_ENDED:
        return _t(lang, QT_TRANSLATE_NOOP("Starcraft", "the players end the game"))
    if kind == PLAYER_CORRECTED:
        return _t(
            lang,
            QT_TRANSLATE_NOOP("Starcraft", "{player}'s figures are corrected"),
            player=name(p.get("player")),
        )
    return kind


def _consequences(before: TrackerState, after: TrackerState, lang: str) -> list[str]:
    parts = []
    for n, (old, new) in enumerate(zip(before.players, after.players, strict=True)):
        who = after.setup.players[n].name
        if new.cp != old.cp:
            parts.append(
                _t(
                    lang,
                    QT_TRANSLATE_NOOP("Starcraft", "{player} has {cp} CP"),
                    player=who,
                    cp=new.cp,
                )
            )
        if new.eliminated and not old.eliminated:
            parts.append(
                _t(lang, QT_TRANSLATE_NOOP("Starcraft", "{player} is eliminated"), player=who)
            )
    if after.end_is_near > before.end_is_near:
        parts.append(
            _t(
                lang,
                QT_TRANSLATE_NOOP("Starcraft", '"The End is Near" beside the board: {count}'),
                count=after.end_is_near,
            )
        )
    if after.phase == "execution" and before.phase == "planning":
        parts.append(_t(lang, QT_TRANSLATE_NOOP("Starcraft", "execution begins")))
    if after.first_player != before.first_player:
        parts.append(
            _t(
                lang,
                QT_TRANSLATE_NOOP("Starcraft", "{player} is the first player"),
                player=after.setup.players[after.first_player].name,
            )
        )
    if after.finished and not before.finished:
        names = ", ".join(after.setup.players[w].name for w in after.winners)
        reason = END_REASON_WORDS.get(after.end_reason or "", "")
        if names:
            parts.append(
                _t(
                    lang,
                    QT_TRANSLATE_NOOP("Starcraft", "{players} win the game ({reason})"),
                    players=names,
                    reason=_t(lang, reason) if reason else "",
                )
            )
        else:
            parts.append(_t(lang, QT_TRANSLATE_NOOP("Starcraft", "the game ends without a winner")))
    return parts


END_REASON_WORDS = {
    "conquest": QT_TRANSLATE_NOOP("Starcraft", "Conquest points"),
    "special": QT_TRANSLATE_NOOP("Starcraft", "Special victory"),
    "end_game": QT_TRANSLATE_NOOP("Starcraft", "The End is Near"),
    "elimination": QT_TRANSLATE_NOOP("Starcraft", "Elimination"),
    "agreed": QT_TRANSLATE_NOOP("Starcraft", "Agreed by the players"),
}


def describe(event: Event, state_before: TrackerState, language: str | None = None) -> str:
    """One line of the readable log, e.g. "Round 2 — Ann executes Build on Torus"."""
    from app.i18n import current_language

    lang = language or current_language()
    parts = [_main_sentence(state_before, event, lang)]
    try:
        after = apply(state_before, event)
    except EventRejected:
        after = None
    if after is not None:
        parts.extend(_consequences(state_before, after, lang))
    separator = _t(lang, QT_TRANSLATE_NOOP("Starcraft", "{left}; {right}"), left="", right="")
    text = separator.join(part for part in parts if part)
    text = text[:1].upper() + text[1:]
    round_number = state_before.round + (1 if event.type == ROUND_STARTED else 0)
    if round_number == 0:
        return _t(
            lang, QT_TRANSLATE_NOOP("Starcraft", "Before the first round — {line}"), line=text
        )
    return _t(
        lang,
        QT_TRANSLATE_NOOP("Starcraft", "Round {round} — {line}"),
        round=round_number,
        line=text,
    )


def joins_log_line(
    previous: Event, event: Event, before_previous: TrackerState, before: TrackerState
) -> bool:
    return False


def describe_run(
    events: Sequence[Event], states_before: Sequence[TrackerState], language: str | None = None
) -> str:
    return describe(events[0], states_before[0], language)


def result(state: TrackerState) -> dict[str, Any]:
    """The game's result as the campaign module and the games list use it; ``scores``
    holds each player's conquest points (the figure a StarCraft league records)."""
    duration = duration_seconds(state.setup.started_at, state.finished_at or state.last_at)
    cp = [p.cp for p in state.players]
    teams = [p.team for p in state.setup.players] if state.setup.teams else None
    return {
        "players": [p.name for p in state.setup.players],
        # A team game's winners are the winning team's players (they win together).
        **({"teams": teams} if teams else {}),
        "factions": [p.faction for p in state.setup.players],
        "winner": state.winners[0] if len(state.winners) == 1 else None,
        "winners": list(state.winners),
        "finished": state.finished,
        "end_reason": state.end_reason,
        "scores": cp,
        "cp": cp,
        "turns": state.round,
        "duration_seconds": duration,
        "units_defeated": [[] for _ in state.players],
        "rosters": [None for _ in state.players],
    }


def summary(state: TrackerState, language: str | None = None) -> str:
    """The state as a few readable lines in ``language``."""
    from app.i18n import current_language

    lang = language or current_language()
    phase_words = {
        "setup": QT_TRANSLATE_NOOP("Starcraft", "set up"),
        "planning": QT_TRANSLATE_NOOP("Starcraft", "planning"),
        "execution": QT_TRANSLATE_NOOP("Starcraft", "execution"),
        "regrouping": QT_TRANSLATE_NOOP("Starcraft", "regrouping"),
    }
    left = events_left(state)
    lines = [
        _t(
            lang,
            QT_TRANSLATE_NOOP(
                "Starcraft",
                "Round {round}, {phase}; Event deck: epoch {epoch}, cards left: {left}; "
                '"The End is Near": {end}',
            ),
            round=state.round,
            phase=_t(lang, phase_words[state.phase]),
            epoch=top_epoch(state),
            left="∞" if left is None else left,
            end=state.end_is_near,
        )
    ]
    if state.phase == "regrouping" and state.step:
        lines.append(
            _t(
                lang,
                QT_TRANSLATE_NOOP("Starcraft", "Regrouping step {step} done: {name}"),
                step=state.step,
                name=step_name(state.step, lang),
            )
        )
    for n, player in enumerate(state.players):
        setup = state.setup.players[n]
        flip = " (+15)" if player.cp >= CP_TRACK_FLIP else ""
        main = _t(
            lang,
            QT_TRANSLATE_NOOP(
                "Starcraft",
                "{player} ({faction}): {cp} CP{flip}; resources {resources}; workers "
                "{reserve} in reserve, {unavailable} unavailable, {on_cards} on cards; bases "
                "{bases}; transports {transports}; units {units}; buildings {buildings}; "
                "modules {modules}; technologies {techs}; hand {hand}; events {events}",
            ),
            player=setup.name,
            faction=faction_name(state, n, lang),
            cp=player.cp,
            flip=flip,
            resources=player.resource_total,
            reserve=player.reserve,
            unavailable=player.unavailable,
            on_cards=player.on_cards,
            bases=", ".join(player.bases) or "-",
            transports=len(player.transports),
            units=_counts_text(state, player.units, lang) or "-",
            buildings=", ".join(
                f"{_entry_name(state, b, lang)} {level}" for b, level in player.buildings.items()
            )
            or "-",
            modules=sum(player.modules.values()),
            techs=", ".join(_entry_name(state, t, lang) for t in player.techs) or "-",
            hand=player.hand,
            events=player.events_held,
        )
        extra = _t(
            lang,
            QT_TRANSLATE_NOOP("Starcraft", "build limit {limit}; special orders a round {special}"),
            limit=build_limit(catalog_of(state.setup), holdings(state, n)),
            special=player.modules.get("research", 0),
        )
        lines.append(
            _t(lang, QT_TRANSLATE_NOOP("Starcraft", "{left}; {right}"), left=main, right=extra)
            + (
                " — " + _t(lang, QT_TRANSLATE_NOOP("Starcraft", "eliminated"))
                if player.eliminated
                else ""
            )
        )
    if state.finished:
        names = ", ".join(state.setup.players[w].name for w in state.winners) or "-"
        lines.append(
            _t(
                lang,
                QT_TRANSLATE_NOOP("Starcraft", "Finished: {players} ({reason})"),
                players=names,
                reason=_t(lang, END_REASON_WORDS.get(state.end_reason or "", "")),
            )
        )
    return "\n".join(lines)
