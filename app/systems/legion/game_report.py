"""A tracked Legion game on paper (``muster print game``, the Print dialog's game report):
the result with victory tokens and score, the facts of the game, each army's units as the game
left them, the battle cards, and the whole log round by round."""

from __future__ import annotations

from datetime import datetime

from app import __version__
from app.i18n import QT_TRANSLATE_NOOP, localized, translate
from app.printing.layout import GameReport, ReportSide, Stat, Table
from app.systems.legion.tracker import END_REASON_NAMES, TOKEN_NAMES
from app.systems.legion.tracker.state import TOKENS, GameState, suppressed

CONTEXT = "LegionTracker"
GAME_NAME = QT_TRANSLATE_NOOP("LegionTracker", "Star Wars: Legion")
GAME_REPORT = QT_TRANSLATE_NOOP("LegionTracker", "Game report")
WINS = QT_TRANSLATE_NOOP("LegionTracker", "{player} wins, {tokens} in victory tokens")
NO_WINNER = QT_TRANSLATE_NOOP("LegionTracker", "The game ended without a winner")
NOT_FINISHED = QT_TRANSLATE_NOOP("LegionTracker", "The game is not finished")
ROUNDS = QT_TRANSLATE_NOOP("LegionTracker", "Rounds")
DURATION = QT_TRANSLATE_NOOP("LegionTracker", "Duration")
BLUE = QT_TRANSLATE_NOOP("LegionTracker", "Blue player")
WINNER = QT_TRANSLATE_NOOP("LegionTracker", "Winner")
VICTORY = QT_TRANSLATE_NOOP("LegionTracker", "Victory tokens")
SCORE = QT_TRANSLATE_NOOP("LegionTracker", "Score")
UNITS_DEFEATED = QT_TRANSLATE_NOOP("LegionTracker", "Units defeated")
UNIT = QT_TRANSLATE_NOOP("LegionTracker", "Unit")
POINTS = QT_TRANSLATE_NOOP("LegionTracker", "Points")
WOUNDS = QT_TRANSLATE_NOOP("LegionTracker", "Wounds")
MINIATURES = QT_TRANSLATE_NOOP("LegionTracker", "Miniatures")
TOKENS_LEFT = QT_TRANSLATE_NOOP("LegionTracker", "Tokens")
STATE = QT_TRANSLATE_NOOP("LegionTracker", "At the end")
IN_PLAY = QT_TRANSLATE_NOOP("LegionTracker", "In play")
DEFEATED = QT_TRANSLATE_NOOP("LegionTracker", "Defeated")
PANICKED = QT_TRANSLATE_NOOP("LegionTracker", "Panicked")
SUPPRESSED = QT_TRANSLATE_NOOP("LegionTracker", "Suppressed")
UNNAMED = QT_TRANSLATE_NOOP("LegionTracker", "Unnamed army")
BATTLE_CARDS = QT_TRANSLATE_NOOP("LegionTracker", "Battle cards")
CATEGORY = QT_TRANSLATE_NOOP("LegionTracker", "Row")
CARD = QT_TRANSLATE_NOOP("LegionTracker", "Card")
CATEGORY_NAMES = {
    "primary": QT_TRANSLATE_NOOP("LegionTracker", "Primary objective"),
    "secondary": QT_TRANSLATE_NOOP("LegionTracker", "Secondary objective"),
    "advantage": QT_TRANSLATE_NOOP("LegionTracker", "Advantage"),
    "objective": QT_TRANSLATE_NOOP("LegionTracker", "Objective"),
    "deployment": QT_TRANSLATE_NOOP("LegionTracker", "Deployment"),
    "condition": QT_TRANSLATE_NOOP("LegionTracker", "Condition"),
}
GAME_LOG = QT_TRANSLATE_NOOP("LegionTracker", "Round by round")
GAME_LOG_CONTINUED = QT_TRANSLATE_NOOP("LegionTracker", "Round by round (continued)")
PRINTED_WITH = QT_TRANSLATE_NOOP("LegionTracker", "Printed with Muster {version}")


def _t(text: str, language: str, **params: object) -> str:
    return translate(CONTEXT, text, language, **params)


def _duration(state: GameState) -> str:
    def parse(text: str | None) -> datetime | None:
        try:
            return datetime.fromisoformat((text or "").replace("Z", "+00:00"))
        except ValueError:
            return None

    start = parse(state.setup.started_at)
    end = parse(state.finished_at or state.last_at)
    if start is None or end is None or end < start or start.tzinfo != end.tzinfo:
        return "—"
    minutes = int((end - start).total_seconds()) // 60
    return f"{minutes // 60}:{minutes % 60:02d}"


def _battle_card(state: GameState, card: str, language: str) -> str:
    for player in state.setup.players:
        for cards in player.battle_deck.values():
            for entry in cards:
                if entry.id == card:
                    return localized(entry.name, language)
    return card


def game_report(state: GameState, log: list[str], language: str) -> GameReport:
    players = state.setup.players
    winner = state.winner
    if state.finished and winner is not None:
        # Sides: a player, or in a team battle a team (its players' tokens together).
        tokens = f"{state.victory(winner)}–{state.victory(1 - winner)}"
        headline = _t(WINS, language, player=state.setup.side_name(winner), tokens=tokens)
    elif state.finished:
        headline = _t(NO_WINNER, language)
    else:
        headline = _t(NOT_FINISHED, language)
    if state.finished and state.end_reason in END_REASON_NAMES:
        headline += f" ({_t(END_REASON_NAMES[state.end_reason], language)})"
    facts = (
        Stat(_t(ROUNDS, language), str(state.round)),
        Stat(_t(DURATION, language), _duration(state)),
        Stat(_t(BLUE, language), state.setup.side_name(state.setup.blue_player)),
    )
    sides = []
    for index, player in enumerate(players):
        rows = []
        for unit in state.players[index].units:
            setup = state.unit_setup(index, unit.key)
            alive = sum(
                1 for got, most in zip(unit.wounds, setup.wounds, strict=True) if got < most
            )
            tokens = ", ".join(
                f"{_t(TOKEN_NAMES[token], language)} {unit.tokens[token]}"
                for token in TOKENS
                if unit.tokens.get(token)
            )
            if unit.defeated:
                status = DEFEATED
            elif unit.panicked:
                status = PANICKED
            elif suppressed(setup, unit):
                status = SUPPRESSED
            else:
                status = IN_PLAY
            rows.append(
                (
                    localized(setup.name, language),
                    str(setup.points),
                    f"{sum(unit.wounds)}/{sum(setup.wounds)}",
                    f"{alive}/{len(setup.wounds)}",
                    tokens or "—",
                    _t(status, language),
                )
            )
        defeated = sum(1 for unit in state.players[index].units if unit.defeated)
        army = str(player.roster.get("name") or "").strip() or _t(UNNAMED, language)
        sides.append(
            ReportSide(
                title=player.name,
                subtitle=army,
                verdict=_t(WINNER, language) if winner == state.setup.side_of(index) else "",
                figures=(
                    Stat(_t(VICTORY, language), str(state.players[index].victory)),
                    Stat(_t(SCORE, language), str(state.score(state.setup.side_of(index)))),
                    Stat(
                        _t(UNITS_DEFEATED, language),
                        f"{defeated} / {len(state.players[index].units)}",
                    ),
                ),
                units=Table(
                    "",
                    tuple(
                        _t(text, language)
                        for text in (UNIT, POINTS, WOUNDS, MINIATURES, TOKENS_LEFT, STATE)
                    ),
                    tuple(rows),
                ),
            )
        )
    cards = tuple(
        (
            _t(CATEGORY_NAMES[category], language) if category in CATEGORY_NAMES else category,
            _battle_card(state, card, language) if card else "—",
        )
        for category, card in (state.battle_cards or {}).items()
    )
    tables = (
        (Table(_t(BATTLE_CARDS, language), (_t(CATEGORY, language), _t(CARD, language)), cards),)
        if cards
        else ()
    )
    day = state.setup.started_at[:10] if len(state.setup.started_at) >= 10 else ""
    return GameReport(
        title=_t(GAME_REPORT, language),
        subtitle=" · ".join(part for part in (_t(GAME_NAME, language), day) if part),
        headline=headline,
        facts=facts,
        sides=tuple(sides),
        tables=tables,
        log_title=_t(GAME_LOG, language),
        log=tuple(log),
        continued=_t(GAME_LOG_CONTINUED, language),
        footer=_t(PRINTED_WITH, language, version=__version__),
    )
