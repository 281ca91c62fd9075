"""Game log files (``muster.game/1``): export a tracked game, read one back, replay it.

The file is the setup plus the live events (undone ones are not part of the game); see
docs/tracker.md. Replaying checks every event with the system's rules, so a hand-edited or
damaged log is refused with the first bad event named. ``strict_from`` is the first event
today's rules check: the events before it were recorded by an earlier Muster and replay as it
accepted them; a file without it was written by an earlier Muster, so all its events do.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app import jsonio, systems
from app.errors import MusterError
from app.files import write_text_atomic
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.tracker.errors import GameLogFormatError
from app.tracker.event import Event, now_iso

if TYPE_CHECKING:  # the database code: replaying a file needs none of it
    from app.tracker.game import Game

GAME_FORMAT = "muster.game/1"
# An event is these fields and no other: a misspelt one is refused, never ignored. What its
# payload may hold is the game system's rule (its reducer refuses unknown payload fields).
EVENT_FIELDS = frozenset({"seq", "type", "payload", "at"})
STRICT_FROM = "strict_from"
CONTEXT = "GameLog"


def _detail(text: str, **params: Any) -> str:
    # Details are shown inside a translated sentence; they are translated here too.
    return translate(CONTEXT, text, None, **params)


def export_document(game: Game) -> dict[str, Any]:
    return {
        "format": GAME_FORMAT,
        "system": game.system.id,
        "exported_at": now_iso(),
        "setup": game.tracker.setup_to_json(game.setup),
        STRICT_FROM: strict_from(game.events),
        "events": [event.to_json() for event in game.events],
    }


def strict_from(events: list[Event]) -> int:
    """The first event today's rules check: the one after the last an earlier Muster recorded
    (those come first: an old game resumed goes on with new events)."""
    return max((event.seq for event in events if event.legacy), default=0) + 1


def write_document(document: dict[str, Any], file: Path) -> None:
    write_text_atomic(file, json.dumps(document, indent=2, ensure_ascii=False) + "\n")


def read_document(file: Path) -> dict[str, Any]:
    text = jsonio.read_text(file, jsonio.GAME_LOG_MAX_BYTES)
    try:
        data = jsonio.loads(text)
    except json.JSONDecodeError as exc:
        raise GameLogFormatError(
            detail=_detail(
                QT_TRANSLATE_NOOP("GameLog", "not JSON (line {line}: {error})"),
                line=exc.lineno,
                error=exc.msg,
            )
        ) from exc
    if not isinstance(data, dict):
        raise GameLogFormatError(
            detail=_detail(QT_TRANSLATE_NOOP("GameLog", "the document must be a JSON object"))
        )
    return data


def parse_document(data: dict[str, Any], strict: bool = False) -> tuple[str, Any, list[Event]]:
    """The system id, the setup object and the events of a ``muster.game/1`` document.
    ``strict``: every event is checked by today's rules, whatever ``strict_from`` says."""
    if data.get("format") != GAME_FORMAT:
        raise GameLogFormatError(
            detail=_detail(
                QT_TRANSLATE_NOOP("GameLog", '"format" must be "{format}"'), format=GAME_FORMAT
            )
        )
    system_id = data.get("system")
    if not isinstance(system_id, str):
        raise GameLogFormatError(
            detail=_detail(QT_TRANSLATE_NOOP("GameLog", '"system" must name a game system'))
        )
    tracker = systems.tracked(system_id).tracker()
    raw_setup = data.get("setup")
    if not isinstance(raw_setup, dict):
        raise GameLogFormatError(
            detail=_detail(QT_TRANSLATE_NOOP("GameLog", '"setup" must be an object'))
        )
    try:
        setup = tracker.setup_from_json(raw_setup)
    except MusterError:
        raise
    except KeyError as exc:
        raise GameLogFormatError(
            detail=_detail(
                QT_TRANSLATE_NOOP("GameLog", 'the setup lacks the field "{field}"'),
                field=exc.args[0] if exc.args else "?",
            )
        ) from exc
    except (TypeError, ValueError, AttributeError) as exc:
        raise GameLogFormatError(
            detail=_detail(
                QT_TRANSLATE_NOOP("GameLog", "the setup is incomplete or wrong ({problem})"),
                problem=str(exc),
            )
        ) from exc
    raw_events = data.get("events")
    if not isinstance(raw_events, list):
        raise GameLogFormatError(
            detail=_detail(QT_TRANSLATE_NOOP("GameLog", '"events" must be a list'))
        )
    # Written by an earlier Muster: every event was accepted by its rules, and replays so.
    first_strict = data.get(STRICT_FROM, len(raw_events) + 1)
    if isinstance(first_strict, bool) or not isinstance(first_strict, int) or first_strict < 1:
        raise GameLogFormatError(
            detail=_detail(
                QT_TRANSLATE_NOOP(
                    "GameLog", '"strict_from" must be a whole number of 1 or more (an event number)'
                )
            )
        )
    events = []
    for number, raw in enumerate(raw_events, start=1):
        seq = raw.get("seq") if isinstance(raw, dict) else None
        valid = (
            isinstance(raw, dict)
            and isinstance(seq, int)
            and not isinstance(seq, bool)
            and isinstance(raw.get("type"), str)
            and isinstance(raw.get("payload", {}), dict)
            and isinstance(raw.get("at", ""), str)
        )
        if not valid:
            raise GameLogFormatError(
                detail=_detail(
                    QT_TRANSLATE_NOOP(
                        "GameLog",
                        'event number {number} must be an object with a whole-number "seq", a '
                        '"type", an object "payload" and a text "at"',
                    ),
                    number=number,
                )
            )
        for key in raw:
            if key not in EVENT_FIELDS:
                raise GameLogFormatError(
                    detail=_detail(
                        QT_TRANSLATE_NOOP(
                            "GameLog", 'event number {number} has an unknown field "{field}"'
                        ),
                        number=number,
                        field=key,
                    )
                )
        event = Event.from_json(raw)
        legacy = event.seq < first_strict and not strict
        events.append(replace(event, legacy=True) if legacy else event)
    return system_id, setup, events


def replay(system_id: str, setup: Any, events: list[Event]) -> Any:
    """The state the events produce; raises ``EventRejected`` naming the first bad event."""
    tracker = systems.tracked(system_id).tracker()
    state = tracker.initial_state(setup)
    in_place = getattr(tracker, "apply_in_place", None)
    for event in events:
        if in_place is not None:
            in_place(state, event)
        else:
            state = tracker.apply(state, event)
    return state


def replay_file(file: Path, strict: bool = False) -> tuple[str, Any, int, int]:
    """Reads and replays a game log file; returns the system id, the final state, how many
    events replayed under an earlier Muster's rules (none when ``strict``) and of how many."""
    system_id, setup, events = parse_document(read_document(file), strict)
    lenient = sum(1 for event in events if event.legacy)
    return system_id, replay(system_id, setup, events), lenient, len(events)


def lenient_notice(count: int, total: int, language: str | None = None) -> str:
    """What a replay says of the events it checked by an earlier Muster's rules."""
    return translate(
        CONTEXT,
        QT_TRANSLATE_NOOP(
            "GameLog",
            "%n of {total} event(s) replayed under the rules of the earlier Muster that recorded "
            "them (the log's strict_from); --strict checks them all by today's rules.",
        ),
        language,
        n=count,
        total=total,
    )


def import_file(db: Any, file: Path, by: str = "") -> Game:
    """A game log file becomes a tracked game (``muster game import``): refused as a replay
    refuses it, and when its events are not numbered 1, 2, 3... (the database keeps them so)."""
    system_id, setup, events = parse_document(read_document(file))
    for number, event in enumerate(events, start=1):
        if event.seq != number:
            raise GameLogFormatError(
                detail=_detail(
                    QT_TRANSLATE_NOOP("GameLog", "event number {number} has the seq {seq}"),
                    number=number,
                    seq=event.seq,
                )
            )
    from app.tracker.game import Game  # the database code, only for an import

    return Game.import_log(db, system_id, setup, events, by)
