"""Print jobs for a roster or for a selection of catalogue units, through the game's layout."""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import Any

from app import systems
from app.errors import MusterError
from app.printing.document import PrintOptions
from app.printing.errors import NothingToPrintError
from app.printing.layout import PrintJob, PrintLayout
from app.roster import share
from app.roster.document import RosterDocument
from app.tracker import readable_log

log = logging.getLogger(__name__)


def layout_of(system_id: str) -> PrintLayout:
    return systems.printable(system_id).print_layout()


def share_code(roster: RosterDocument, catalog: Any) -> str:
    """The roster's Muster share code ("" if it cannot be made: the sheet prints without it)."""
    try:
        return str(share.encode(roster, "muster", catalog))
    except MusterError as exc:
        # A roster that cannot be shared still prints; only its code is left out.
        log.warning("no share code for the roster sheet: %s", exc)
        return ""


def roster_job(roster: RosterDocument, catalog: Any, options: PrintOptions) -> PrintJob:
    layout = layout_of(roster.system)
    language = options.language
    unit_ids = [uid for uid in layout.roster_unit_ids(roster) if _known(catalog, uid)]
    if not unit_ids and options.what == "cards":
        raise NothingToPrintError()
    sheets = []
    if options.what in ("sheet", "both"):
        sheets.append(layout.roster_sheet(roster, catalog, language, share_code(roster, catalog)))
    faces = layout.card_faces(unit_ids, catalog, language) if options.what != "sheet" else ()
    return PrintJob(faces=faces, sheets=sheets, card_count=len(unit_ids))


def units_job(
    system_id: str, unit_ids: Iterable[str], catalog: Any, options: PrintOptions
) -> PrintJob:
    """Cards of any selection of catalogue units (no roster sheet)."""
    layout = layout_of(system_id)
    known = [uid for uid in unit_ids if _known(catalog, uid)]
    if not known:
        raise NothingToPrintError()
    return PrintJob(
        faces=layout.card_faces(known, catalog, options.language), card_count=len(known)
    )


def _known(catalog: Any, unit_id: str) -> bool:
    return catalog.get(unit_id) is not None


def game_job(system_id: str, setup: Any, events: list[Any], language: str) -> PrintJob:
    """The report of a tracked game, replayed from its setup and events (print it as a sheet)."""
    tracker = systems.tracked(system_id).tracker()
    states = [tracker.initial_state(setup)]
    for event in events:
        states.append(tracker.apply(states[-1], event))
    state = states[-1]
    log = [entry.text for entry in readable_log.entries(tracker, events, states, language)]
    report = layout_of(system_id).game_report(state, log, language)
    return PrintJob(reports=[report], card_count=0)
