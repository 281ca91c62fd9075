"""Readable lines about tracked games, in the user's language (``muster game list``)."""

from __future__ import annotations

from datetime import UTC

from app import systems
from app.errors import MusterError
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.tracker.game import FINISHED, GameSummary

CONTEXT = "GameList"


def _duration(seconds: int) -> str:
    hours, rest = divmod(max(0, seconds), 3600)
    return f"{hours}:{rest // 60:02d}"


def _figures(game: GameSummary, language: str | None) -> str | None:
    """The game's own score and progress in words, when its tracker tells them
    (``list_figures``: "victory tokens 3–1 · round 6") or its league words do (``in_list``:
    "success points 5–3 · round 6"); None for the struggles and turns."""
    try:
        tracker = systems.tracked(game.system).tracker()
    except MusterError:
        return None
    tell = getattr(tracker, "list_figures", None)
    if tell is not None:
        return str(tell(game.struggles, game.turns, language))
    try:
        words = systems.scored(game.system).score_words()
    except MusterError:
        return None
    score = "–".join(str(figure) for figure in game.struggles)
    return words.word("in_list", language, score=score, turns=game.turns) or None


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
    figures = _figures(game, language)
    if figures is not None:
        return translate(
            CONTEXT,
            QT_TRANSLATE_NOOP(
                "GameList", "#{id} {players} · {outcome} · {figures} · {duration} · {when}"
            ),
            language,
            id=game.id,
            players=players,
            outcome=outcome,
            figures=figures,
            duration=_duration(game.duration_seconds),
            when=when,
        )
    return translate(
        CONTEXT,
        QT_TRANSLATE_NOOP(
            "GameList",
            "#{id} {players} · {outcome} · struggles {struggles} · turn {turns} · {duration} · "
            "{when}",
        ),
        language,
        id=game.id,
        players=players,
        outcome=outcome,
        struggles="–".join(str(s) for s in game.struggles),
        turns=game.turns,
        duration=_duration(game.duration_seconds),
        when=when,
    )


def game_lines(games: list[GameSummary], language: str | None = None) -> list[str]:
    if not games:
        return [translate(CONTEXT, QT_TRANSLATE_NOOP("GameList", "No tracked games."), language)]
    return [game_line(game, language) for game in games]
