"""Print jobs for a roster or for a selection of catalogue units, through the game's layout."""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import Any

from app import systems
from app.errors import MusterError
from app.printing.document import PrintOptions
from app.printing.errors import NoSuchDocumentError, NothingToPrintError
from app.printing.layout import FaceSource, GameReport, PrintJob, PrintLayout, RosterSheet
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
    faces = _faces(layout, unit_ids, catalog, language) if options.what != "sheet" else ()
    return PrintJob(faces=faces, sheets=sheets, card_count=len(unit_ids))


def units_job(
    system_id: str, unit_ids: Iterable[str], catalog: Any, options: PrintOptions
) -> PrintJob:
    """Cards of any selection of catalogue units (no roster sheet)."""
    layout = layout_of(system_id)
    known = [uid for uid in unit_ids if _known(catalog, uid)]
    if not known:
        raise NothingToPrintError()
    return PrintJob(faces=_faces(layout, known, catalog, options.language), card_count=len(known))


def _faces(layout: PrintLayout, unit_ids: list[str], catalog: Any, language: str) -> FaceSource:
    return FaceSource(lambda: layout.card_faces(unit_ids, catalog, language))


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


def documents_of(system_id: str, document: str = "") -> Any:
    """The game's own printed documents (``system.print_documents()``: StarCraft's faction
    reference and round sheet), or NoSuchDocumentError when it has none."""
    system = systems.get(system_id)
    documents = getattr(system, "print_documents", None)
    if documents is None:
        raise NoSuchDocumentError(document=document, system=_system_names(system))
    return documents()


def document_job(
    system_id: str,
    document: str,
    catalog: Any,
    language: str,
    entry_ids: Iterable[str] = (),
    setup: Any = None,
    players: int | None = None,
) -> PrintJob:
    """One of a game's own documents, by name (``reference``, ``round-sheet``): its sheets
    and reports. ``entry_ids`` chooses entries (factions), ``setup`` a game's players (a
    round sheet's names), ``players`` how many rows a sheet without a game has."""
    documents = documents_of(system_id, document)
    if document not in documents.titles(language):
        raise NoSuchDocumentError(document=document, system=_system_names(systems.get(system_id)))
    pages = documents.pages(document, catalog, language, list(entry_ids), setup, players)
    if not pages:
        raise NothingToPrintError()
    return PrintJob(
        sheets=[page for page in pages if isinstance(page, RosterSheet)],
        reports=[page for page in pages if isinstance(page, GameReport)],
        card_count=0,
    )


def _system_names(system: Any) -> dict[str, str]:
    return {lang: system.display_name(lang) for lang in ("en", "fr", "pl")}
