"""Readable lines about tracked games, in the user's language (``muster game list``)."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC

from app import systems
from app.errors import MusterError
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.tracker.game import FINISHED, GameSummary

CONTEXT = "GameList"


def _duration(seconds: int) -> str:
    hours, rest = divmod(max(0, seconds), 3600)
    return f"{hours}:{rest // 60:02d}"


def _figures(game: GameSummary, language: str | None) -> str:
    return figures(game.system, game.scores, game.turns, language)


def figures(system_id: str, scores: list[int], turns: int, language: str | None) -> str:
    """A game's own score and progress in words, as its tracker tells them
    (``list_figures``: "victory tokens 3–1 · round 6") or its league words do (``in_list``,
    the same in the game's words); else the generic "score 2–1 · turn 4"."""
    score = "–".join(str(figure) for figure in scores)
    try:
        tracker = systems.tracked(system_id).tracker()
    except MusterError:
        tracker = None
    tell = getattr(tracker, "list_figures", None)
    if tell is not None:
        return str(tell(scores, turns, language))
    try:
        words = systems.scored(system_id).score_words()
    except MusterError:
        words = None
    own = words.word("in_list", language, score=score, turns=turns) if words else ""
    generic = QT_TRANSLATE_NOOP("GameList", "score {score} · turn {turns}")
    return own or translate(CONTEXT, generic, language, score=score, turns=turns)


def game_line(game: GameSummary, language: str | None = None) -> str:
    players = " – ".join(game.players)
    if any(game.teams):
        players += " (" + " – ".join(team or "—" for team in game.teams) + ")"
    updated = game.updated_at
    if updated.tzinfo is None:  # SQLite gives the stored UTC time back without its zone
        updated = updated.replace(tzinfo=UTC)
    when = updated.astimezone().strftime("%Y-%m-%d %H:%M")  # the player's local time
    if game.status == FINISHED:
        if game.winner_name:
            outcome = translate(
                CONTEXT,
                QT_TRANSLATE_NOOP("GameList", "finished, {player} won"),
                language,
                player=game.winner_name,
            )
        else:
            outcome = translate(
                CONTEXT, QT_TRANSLATE_NOOP("GameList", "finished without a winner"), language
            )
    else:
        outcome = translate(CONTEXT, QT_TRANSLATE_NOOP("GameList", "unfinished"), language)
    return translate(
        CONTEXT,
        QT_TRANSLATE_NOOP(
            "GameList", "#{id} {players} · {outcome} · {figures} · {duration} · {when}"
        ),
        language,
        id=game.id,
        players=players,
        outcome=outcome,
        figures=_figures(game, language),
        duration=_duration(game.duration_seconds),
        when=when,
    )


def game_lines(
    games: list[GameSummary],
    language: str | None = None,
    at_the_table: Mapping[int, str] | None = None,
) -> list[str]:
    """A line per game; ``at_the_table`` (by game id: who has it open now, in words) ends the
    line of a game someone has open."""
    if not games:
        return [translate(CONTEXT, QT_TRANSLATE_NOOP("GameList", "No tracked games."), language)]
    lines = []
    for game in games:
        line = game_line(game, language)
        who = (at_the_table or {}).get(game.id)
        if who:
            line += translate(
                CONTEXT, QT_TRANSLATE_NOOP("GameList", " · at the table: {who}"), language, who=who
            )
        lines.append(line)
    return lines
