"""The report of a tracked Flashpoint game (``muster print game``): the result, each side's
fighters as the game left them, then the whole readable log."""

from __future__ import annotations

from app import __version__
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.printing.layout import GameReport, ReportSide, Stat, Table
from app.systems.flashpoint.tracker import (
    CONTEXT,
    END_REASON_LABELS,
    MARKER_NAMES,
    SUMMARY,
    fighter_name,
)
from app.systems.flashpoint.tracker.state import MARKERS, PLAYERS, TrackerState

WORDS = {
    "title": QT_TRANSLATE_NOOP("FlashpointTracker", "Flashpoint game report"),
    "wins": QT_TRANSLATE_NOOP(
        "FlashpointTracker", "{player} wins, {score} success points ({reason})"
    ),
    "draw": QT_TRANSLATE_NOOP("FlashpointTracker", "A draw, {score} success points ({reason})"),
    "unfinished": QT_TRANSLATE_NOOP("FlashpointTracker", "The game is not finished"),
    "rounds": QT_TRANSLATE_NOOP("FlashpointTracker", "Rounds"),
    "offensive": QT_TRANSLATE_NOOP("FlashpointTracker", "Offensive player"),
    "mission": QT_TRANSLATE_NOOP("FlashpointTracker", "Mission"),
    "conditions": QT_TRANSLATE_NOOP("FlashpointTracker", "Success points"),
    "winner": QT_TRANSLATE_NOOP("FlashpointTracker", "Winner"),
    "reserves": QT_TRANSLATE_NOOP("FlashpointTracker", "Dice reserves (Skill, Power)"),
    "dead": QT_TRANSLATE_NOOP("FlashpointTracker", "Fighters dead"),
    "fighter": QT_TRANSLATE_NOOP("FlashpointTracker", "Fighter"),
    "state": QT_TRANSLATE_NOOP("FlashpointTracker", "State"),
    "markers": QT_TRANSLATE_NOOP("FlashpointTracker", "Markers"),
    "log": QT_TRANSLATE_NOOP("FlashpointTracker", "Game log"),
    "continued": QT_TRANSLATE_NOOP("FlashpointTracker", "Game log (continued)"),
    "footer": QT_TRANSLATE_NOOP("FlashpointTracker", "Printed with Muster {version}"),
}


def _t(source: str, language: str, **params: object) -> str:
    return translate(CONTEXT, source, language, **params)


def game_report(state: TrackerState, log: list[str], language: str) -> GameReport:
    setup = state.setup
    points = [int(p or 0) for p in state.success_points]
    reason = _t(END_REASON_LABELS.get(state.end_reason or "", ""), language)
    if not state.finished:
        headline = _t(WORDS["unfinished"], language)
    elif state.winner is None:
        headline = _t(WORDS["draw"], language, score=f"{points[0]}–{points[1]}", reason=reason)
    else:
        score = f"{points[state.winner]}–{points[1 - state.winner]}"
        player = setup.players[state.winner].name
        headline = _t(WORDS["wins"], language, player=player, score=score, reason=reason)
    facts = [
        Stat(_t(WORDS["rounds"], language), str(state.round)),
        Stat(_t(WORDS["offensive"], language), setup.players[setup.offensive].name),
    ]
    if setup.mission:
        facts.append(Stat(_t(WORDS["mission"], language), setup.mission))
    sides = []
    for side in PLAYERS:
        rows = []
        for fighter in state.fighters[side]:
            status = (
                SUMMARY["dead"]
                if fighter.dead
                else SUMMARY["wounded"]
                if fighter.wounded
                else SUMMARY["fresh"]
            )
            markers = ", ".join(
                f"{_t(MARKER_NAMES[m], language)} ×{fighter.markers[m]}"
                for m in MARKERS
                if fighter.markers[m]
            )
            rows.append((fighter_name(state, side, fighter.id), _t(status, language), markers))
        reserve = state.reserves[side]
        dead = sum(1 for f in state.fighters[side] if f.dead)
        sides.append(
            ReportSide(
                title=setup.players[side].name,
                subtitle=setup.players[side].team,
                verdict=_t(WORDS["winner"], language) if state.winner == side else "",
                figures=(
                    Stat(_t(WORDS["conditions"], language), str(points[side])),
                    Stat(
                        _t(WORDS["reserves"], language),
                        f"{reserve.skill}/{reserve.skill_start}, "
                        f"{reserve.power}/{reserve.power_start}",
                    ),
                    Stat(_t(WORDS["dead"], language), f"{dead} / {len(state.fighters[side])}"),
                ),
                units=Table(
                    "",
                    (
                        _t(WORDS["fighter"], language),
                        _t(WORDS["state"], language),
                        _t(WORDS["markers"], language),
                    ),
                    tuple(rows),
                ),
            )
        )
    return GameReport(
        title=_t(WORDS["title"], language),
        subtitle=" – ".join(p.name for p in setup.players),
        headline=headline,
        facts=tuple(facts),
        sides=tuple(sides),
        tables=(),
        log_title=_t(WORDS["log"], language),
        log=tuple(log),
        continued=_t(WORDS["continued"], language),
        footer=_t(WORDS["footer"], language, version=__version__),
    )
