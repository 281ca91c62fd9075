"""Keeping catalogues current from data repositories (see docs/formats.md, "Data repository").

The user subscribes to repositories (their index addresses, kept in the preferences; none by
default). :func:`check_updates` reads each index, downloads the packs that differ from the
installed ones, verifies each by size and SHA-256, validates it as a pack of a game this
Muster knows and loads each changed game's catalogue with it, all without touching the
installed packs: it returns an :class:`UpdatePlan` saying what would change (new entries,
changed fields, removed entries, saved rosters that would become illegal). Any failure
refuses the whole check. :func:`apply_plan` installs the packs as user packs, keeping the
versions they replace; :func:`rollback` puts those back. Nothing here names a game.
"""

from __future__ import annotations

import json
import shutil
import tempfile
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import urljoin

from app import jsonio, systems
from app.catalog.download import (
    HashMismatchError,
    Limits,
    check_address,
    fetch,
    fetch_from,
)
from app.catalog.pack import load_pack
from app.catalog.pack_files import user_pack_file, user_pack_files
from app.catalog.report import Reason, diff_fields
from app.catalog.repository import (
    CONTEXT,
    INDEX_FILE,
    INDEX_MAX_BYTES,
    PACK_MAX_BYTES,
    RepositoryError,
    builtin_ids,
    localized_detail,
    read_index,
    sha256_of,
    validate_pack,
)
from app.errors import CatalogError, FileReadError, FileWriteError, MusterError, one_line
from app.files import write_bytes_atomic, write_text_atomic
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.settings import LANGUAGES, Paths, Preferences

PREFERENCE = "catalog_repositories"
HISTORY_FORMAT = "muster.catalog-history/1"
HISTORY_RECORD = "update.json"
NOT_COMPARED = frozenset({"source"})

Progress = Callable[[int, int], None]  # (bytes done, bytes in all; 0 while not yet known)
Rosters = Callable[[str], Sequence[tuple[str, Any]]]  # system -> (name, roster document)


# --- errors ---------------------------------------------------------------------------------


class NotSubscribedError(MusterError):
    template = QT_TRANSLATE_NOOP("Errors", "You do not follow the data repository {url}.")


class PackRefusedError(RepositoryError):
    template = QT_TRANSLATE_NOOP("Errors", "The pack {url} was refused: {detail}.")


class CatalogChangedError(MusterError):
    template = QT_TRANSLATE_NOOP(
        "Errors",
        "The {system} catalogue changed since the check for updates; check again. "
        "Nothing was changed.",
    )


class NothingToRollBackError(MusterError):
    template = QT_TRANSLATE_NOOP(
        "Errors", "There is no update of the {system} catalogue to roll back."
    )


REFUSALS = {
    "json": QT_TRANSLATE_NOOP("CatalogUpdates", "it is not JSON ({reason})"),
    "unknown_game": QT_TRANSLATE_NOOP(
        "CatalogUpdates", 'it is a pack for a game this Muster does not know ("{system}")'
    ),
    "mismatch": QT_TRANSLATE_NOOP(
        "CatalogUpdates",
        "the index lists it as {expected}, but the pack says it is {found}",
    ),
    "invalid": QT_TRANSLATE_NOOP("CatalogUpdates", "it is not a valid pack: {reason}"),
    "together": QT_TRANSLATE_NOOP(
        "CatalogUpdates", "the catalogue does not load with it: {reason}"
    ),
    "builtin": QT_TRANSLATE_NOOP(
        "CatalogUpdates",
        'it has the id of a built-in pack ("{pack}"), which an update never replaces',
    ),
}
NOTICES = {
    "unknown_game": QT_TRANSLATE_NOOP(
        "CatalogUpdates",
        '{url} also offers packs for a game this Muster does not know ("{system}"); '
        "they were left out.",
    ),
    "twice": QT_TRANSLATE_NOOP(
        "CatalogUpdates",
        'The pack "{pack}" is offered by {url} and by {first}; the one from {first} is used.',
    ),
    "rosters": QT_TRANSLATE_NOOP(
        "CatalogUpdates", "Saved rosters were not checked against the update: {reason}"
    ),
}


def _refused(url: str, kind: str, **params: Any) -> PackRefusedError:
    return PackRefusedError(url=url, detail=localized_detail(REFUSALS[kind], **params))


# --- subscriptions ------------------------------------------------------------------------


def repositories(prefs: Preferences) -> list[str]:
    """The subscribed repositories, in the order they were added."""
    value = prefs.get(PREFERENCE, [])
    return [url for url in value if isinstance(url, str)] if isinstance(value, list) else []


def index_url(repository: str) -> str:
    """A repository's index: its address, or ``index.json`` in it when it ends with "/"."""
    return repository + INDEX_FILE if repository.endswith("/") else repository


def subscribe(prefs: Preferences, url: str) -> bool:
    """Adds ``url``; False when it was already there. BadAddressError for a non-web address."""
    url = check_address(url.strip())
    current = repositories(prefs)
    if url in current:
        return False
    prefs.set(PREFERENCE, [*current, url])
    return True


def unsubscribe(prefs: Preferences, url: str) -> None:
    """Removes ``url``; the packs installed from it stay (the Catalogue page removes packs)."""
    url = url.strip()
    current = repositories(prefs)
    if url not in current:
        raise NotSubscribedError(url=url)
    prefs.set(PREFERENCE, [known for known in current if known != url])


# --- what an update changes ---------------------------------------------------------------


@dataclass(frozen=True)
class FieldChange:
    field: str  # as diff_fields names it: "points", "name.fr"
    before: Any
    after: Any


@dataclass(frozen=True)
class EntryNote:
    id: str
    name: Mapping[str, str]  # language -> name


@dataclass(frozen=True)
class EntryChange:
    id: str
    name: Mapping[str, str]
    fields: tuple[FieldChange, ...]


@dataclass
class PackUpdate:
    system: str
    pack_id: str
    repository: str
    url: str
    version: str
    date: str
    previous_version: str | None  # None: a pack not installed yet
    previous_sha256: str | None
    data: bytes = field(repr=False)


@dataclass
class SystemUpdate:
    system: str
    packs: list[PackUpdate]
    added: list[EntryNote] = field(default_factory=list)
    changed: list[EntryChange] = field(default_factory=list)
    removed: list[EntryNote] = field(default_factory=list)
    illegal_rosters: list[str] = field(default_factory=list)


@dataclass
class UpdatePlan:
    repositories: list[str]
    systems: list[SystemUpdate] = field(default_factory=list)
    notices: list[Reason] = field(default_factory=list)

    @property
    def nothing_to_do(self) -> bool:
        return not self.systems

    @property
    def pack_count(self) -> int:
        return sum(len(update.packs) for update in self.systems)


def _names(entry: Any) -> dict[str, str]:
    name: Any = getattr(entry, "name", None)
    if hasattr(name, "get"):
        return {lang: str(name.get(lang)) for lang in LANGUAGES}
    return {lang: str(name or "") for lang in LANGUAGES}


def _value_at(data: Mapping[str, Any], dotted: str) -> Any:
    key, _dot, inner = dotted.partition(".")
    value = data.get(key)
    if inner and isinstance(value, Mapping):
        return value.get(inner)
    return value


def _dump(entry: Any) -> dict[str, Any]:
    return entry.model_dump(mode="json", exclude_none=True)  # type: ignore[no-any-return]


def compare_catalogs(before: Any, after: Any) -> tuple[list[Any], list[Any], list[Any]]:
    """(added, changed, removed) entries between two catalogues of one game."""
    added = [
        EntryNote(i, _names(after.units[i])) for i in sorted(after.units) if i not in before.units
    ]
    removed = [
        EntryNote(i, _names(before.units[i])) for i in sorted(before.units) if i not in after.units
    ]
    changed = []
    for entry_id in sorted(set(before.units) & set(after.units)):
        old, new = _dump(before.units[entry_id]), _dump(after.units[entry_id])
        fields = diff_fields(old, new, NOT_COMPARED)
        if fields:
            changes = tuple(FieldChange(f, _value_at(old, f), _value_at(new, f)) for f in fields)
            changed.append(EntryChange(entry_id, _names(after.units[entry_id]), changes))
    return added, changed, removed


def _has_errors(system: Any, roster: Any, catalog: Any) -> bool:
    return any(v.severity == "error" for v in system.validate(roster, catalog))


def newly_illegal(
    system: Any, rosters: Iterable[tuple[str, Any]], before: Any, after: Any
) -> list[str]:
    """The names of the rosters legal with ``before`` and not with ``after``."""
    names = []
    for name, roster in rosters:
        try:
            if not _has_errors(system, roster, before) and _has_errors(system, roster, after):
                names.append(name)
        except MusterError:
            continue  # a roster its game cannot read was not legal before either
    return names


def _usable_packs(packs_root: Path, system_id: str) -> dict[str, Path]:
    """The installed user packs that load, by file name (a broken one is left out, as the
    catalogue leaves it out)."""
    model = systems.get(system_id).pack_model  # type: ignore[attr-defined]
    usable = {}
    for file in user_pack_files(packs_root, system_id):
        try:
            load_pack(file, model)
        except CatalogError:
            continue
        usable[file.name] = file
    return usable


def preview(
    system_id: str, packs: list[PackUpdate], packs_root: Path, rosters: Rosters | None
) -> SystemUpdate:
    """What installing ``packs`` would change in the game's catalogue and its saved rosters;
    PackRefusedError when the catalogue does not load with them."""
    system = systems.get(system_id)
    usable = _usable_packs(packs_root, system_id)
    before = system.load_catalog([usable[name] for name in sorted(usable)])
    with tempfile.TemporaryDirectory(prefix="muster-update-") as staging:
        staged = dict(usable)
        for pack in packs:
            file = Path(staging) / f"{pack.pack_id}.json"
            file.write_bytes(pack.data)
            staged[file.name] = file
        try:
            after = system.load_catalog([staged[name] for name in sorted(staged)])
        except CatalogError as exc:
            raise _refused(packs[0].url, "together", reason=exc.message()) from exc
    added, changed, removed = compare_catalogs(before, after)
    update = SystemUpdate(system_id, packs, added, changed, removed)
    if rosters is not None:
        update.illegal_rosters = newly_illegal(system, rosters(system_id), before, after)
    return update


def _installed(packs_root: Path, system_id: str, pack_id: str) -> bytes | None:
    file = user_pack_file(packs_root, system_id, pack_id)
    if not file.is_file():
        return None
    try:
        return jsonio.read_bytes(file, PACK_MAX_BYTES)
    except FileReadError:
        return b""  # unreadable: replaced like any pack that differs


def _version_of(data: bytes | None) -> str | None:
    if not data:
        return None
    try:
        raw = jsonio.loads(data.decode("utf-8-sig"))
    except ValueError:
        return None
    version = raw.get("version") if isinstance(raw, dict) else None
    return version if isinstance(version, str) else None


def _verified_pack(data: bytes, url: str, system_id: str, pack_id: str, version: str) -> None:
    """Refuses what is not the pack the index promised: a pack of a known game, that game's
    and that id's, at that version, valid as a whole."""
    try:
        raw = jsonio.loads(data.decode("utf-8-sig"))
    except UnicodeDecodeError as exc:
        raise _refused(url, "json", reason=exc.reason) from exc
    except ValueError as exc:
        raise _refused(url, "json", reason=str(exc)) from exc
    claimed = raw.get("system") if isinstance(raw, dict) else None
    if isinstance(claimed, str) and claimed not in systems.system_ids():
        raise _refused(url, "unknown_game", system=claimed)
    if isinstance(raw, dict):
        found = (raw.get("system"), raw.get("id"), raw.get("version"))
        if found != (system_id, pack_id, version):
            expected = f"{system_id}/{pack_id} {version}"
            shown = "/".join(str(part) for part in found[:2]) + f" {found[2]}"
            raise _refused(url, "mismatch", expected=expected, found=shown)
    try:
        validate_pack(raw if isinstance(raw, dict) else {}, url)
    except MusterError as exc:
        raise _refused(url, "invalid", reason=exc.message()) from exc


def _offset(report: Progress, start: int, total: int) -> Callable[[int], None]:
    """One download's progress as part of all of them."""
    return lambda got: report(start + got, total)


def check_updates(
    repository_urls: Sequence[str],
    packs_root: Path,
    rosters: Rosters | None = None,
    limits: Limits | None = None,
    cancel: threading.Event | None = None,
    progress: Progress | None = None,
) -> UpdatePlan:
    """Reads every index and downloads what differs from the installed packs; installs
    nothing. A MusterError (a DownloadError, an IndexFormatError, a PackRefusedError) refuses
    the whole check."""
    cancel = cancel or threading.Event()
    report = progress or (lambda _done, _total: None)
    plan = UpdatePlan(list(repository_urls))
    known = systems.system_ids()
    chosen: dict[tuple[str, str], tuple[str, Any, str]] = {}
    for repository in repository_urls:
        report(0, 0)
        url = index_url(repository)
        data, final = fetch_from(url, INDEX_MAX_BYTES, limits=limits, cancel=cancel)
        index = read_index(data, url)
        unknown_noted: set[str] = set()
        for pack in index.packs:
            if pack.system not in known:
                if pack.system not in unknown_noted:
                    unknown_noted.add(pack.system)
                    plan.notices.append(
                        Reason(
                            NOTICES["unknown_game"], {"url": url, "system": pack.system}, CONTEXT
                        )
                    )
                continue
            key = (pack.system, pack.id)
            if key in chosen:
                first = chosen[key][0]
                plan.notices.append(
                    Reason(NOTICES["twice"], {"pack": pack.id, "url": url, "first": first}, CONTEXT)
                )
                continue
            address = urljoin(final, pack.url)
            if pack.id in builtin_ids(pack.system):
                raise _refused(address, "builtin", pack=pack.id)
            chosen[key] = (url, pack, address)
    wanted = []
    for (system_id, pack_id), (repository, pack, address) in chosen.items():
        current = _installed(packs_root, system_id, pack_id)
        if current is not None and sha256_of(current) == pack.sha256:
            continue
        wanted.append((repository, pack, address, current))
    total = sum(pack.size for _r, pack, _a, _c in wanted)
    done = 0
    by_system: dict[str, list[PackUpdate]] = {}
    for repository, pack, address, current in wanted:
        data = fetch(
            address,
            pack.size,
            exact=True,
            limits=limits,
            cancel=cancel,
            progress=_offset(report, done, total),
        )
        done += pack.size
        if sha256_of(data) != pack.sha256:
            raise HashMismatchError(url=address)
        _verified_pack(data, address, pack.system, pack.id, pack.version)
        by_system.setdefault(pack.system, []).append(
            PackUpdate(
                pack.system,
                pack.id,
                repository,
                address,
                pack.version,
                pack.date,
                _version_of(current),
                sha256_of(current) if current is not None else None,
                data,
            )
        )
    for system_id in known:
        if system_id in by_system:
            plan.systems.append(preview(system_id, by_system[system_id], packs_root, rosters))
    report(total, total)
    return plan


def saved_rosters(workspace: Any) -> tuple[Rosters | None, Reason | None]:
    """The saved rosters of each game, read from the workspace's database now (so a check
    running in another thread never touches it); a notice instead when it cannot be opened."""
    try:
        from app.roster.store import RosterStore

        saved = RosterStore(workspace.db).list()
    except MusterError as exc:
        return None, Reason(NOTICES["rosters"], {"reason": exc.message()}, CONTEXT)
    by_system: dict[str, list[tuple[str, Any]]] = {}
    for roster in saved:
        by_system.setdefault(roster.system, []).append((roster.name, roster.document))
    return (lambda system_id: by_system.get(system_id, [])), None


# --- applying and rolling back ------------------------------------------------------------


def history_root(paths: Paths) -> Path:
    """Where the packs an update replaced are kept: ``catalog-history/<system>/``."""
    return paths.data_dir / "catalog-history"


@dataclass(frozen=True)
class HistoryPack:
    id: str
    version: str
    previous_version: str | None
    kept: bool  # the previous version is kept (False: the update installed a new pack)


@dataclass(frozen=True)
class History:
    system: str
    applied: str  # ISO date and time (UTC)
    packs: tuple[HistoryPack, ...]


def read_history(root: Path, system_id: str) -> History | None:
    """The last update of ``system_id`` that can be rolled back, or None."""
    record = root / system_id / HISTORY_RECORD
    if not record.is_file():
        return None
    try:
        raw = jsonio.loads(jsonio.read_text(record, jsonio.MIB))
        packs = tuple(
            HistoryPack(p["id"], p["version"], p.get("previous_version"), bool(p["kept"]))
            for p in raw["packs"]
        )
        return History(system_id, str(raw["applied"]), packs)
    except (FileReadError, ValueError, KeyError, TypeError):
        return None


def histories(root: Path) -> list[History]:
    """Every game's last update that can be rolled back, in the registry's order."""
    found = (read_history(root, system_id) for system_id in systems.system_ids())
    return [history for history in found if history is not None]


def _keep_previous(update: SystemUpdate, packs_root: Path, root: Path) -> None:
    """Writes the history of ``update`` (the packs it replaces, and what it installs) into
    ``root/<system>/``, replacing the game's older history only once it is whole."""
    final = root / update.system
    fresh = root / f".{update.system}.new"
    shutil.rmtree(fresh, ignore_errors=True)
    try:
        fresh.mkdir(parents=True)
        packs = []
        for pack in update.packs:
            current = user_pack_file(packs_root, update.system, pack.pack_id)
            kept = current.is_file()
            if kept:
                shutil.copyfile(current, fresh / current.name)
            packs.append(
                {
                    "id": pack.pack_id,
                    "version": pack.version,
                    "previous_version": pack.previous_version,
                    "kept": kept,
                    "repository": pack.repository,
                }
            )
        record = {
            "format": HISTORY_FORMAT,
            "system": update.system,
            "applied": datetime.now(UTC).isoformat(timespec="seconds"),
            "packs": packs,
        }
        write_text_atomic(fresh / HISTORY_RECORD, json.dumps(record, indent=2) + "\n")
        shutil.rmtree(final, ignore_errors=True)
        fresh.rename(final)
    except OSError as exc:
        shutil.rmtree(fresh, ignore_errors=True)
        raise FileWriteError(file=str(final), detail=exc.strerror or str(exc)) from exc


def _restore(root: Path, system_id: str, packs_root: Path, pack_ids: Iterable[str]) -> None:
    """Puts back the history's version of each of ``pack_ids`` (removing a pack it lacks)."""
    for pack_id in pack_ids:
        kept = root / system_id / f"{pack_id}.json"
        target = user_pack_file(packs_root, system_id, pack_id)
        if kept.is_file():
            write_bytes_atomic(target, kept.read_bytes(), create_folder=True)
        else:
            target.unlink(missing_ok=True)


def apply_plan(plan: UpdatePlan, packs_root: Path, root: Path) -> list[Path]:
    """Installs the plan's packs, keeping each game's previous packs for :func:`rollback`.

    Refused, with nothing changed, when an installed pack changed since the check. A write
    that fails puts back what was already written for that game."""
    for update in plan.systems:
        for pack in update.packs:
            current = _installed(packs_root, update.system, pack.pack_id)
            now = sha256_of(current) if current is not None else None
            if now != pack.previous_sha256:
                raise CatalogChangedError(system=_system_names(update.system))
    written: list[Path] = []
    for update in plan.systems:
        _keep_previous(update, packs_root, root)
        done: list[str] = []
        try:
            for pack in update.packs:
                target = user_pack_file(packs_root, update.system, pack.pack_id)
                write_bytes_atomic(target, pack.data, create_folder=True)
                done.append(pack.pack_id)
                written.append(target)
        except MusterError:
            _restore(root, update.system, packs_root, done)
            shutil.rmtree(root / update.system, ignore_errors=True)
            raise
    return written


@dataclass(frozen=True)
class RollbackReport:
    system: str
    restored: tuple[tuple[str, str], ...]  # (pack id, version put back)
    removed: tuple[str, ...]  # packs the update had added


def rollback(system_id: str, packs_root: Path, root: Path) -> RollbackReport:
    """Puts back the packs the last update of ``system_id`` replaced, and removes the packs
    it added; the history is then gone (a second rollback has nothing to do)."""
    systems.get(system_id)  # UnknownSystemError for a game this Muster does not know
    history = read_history(root, system_id)
    if history is None:
        raise NothingToRollBackError(system=_system_names(system_id))
    try:
        _restore(root, system_id, packs_root, (pack.id for pack in history.packs))
    except OSError as exc:
        raise FileWriteError(file=str(packs_root), detail=exc.strerror or str(exc)) from exc
    shutil.rmtree(root / system_id, ignore_errors=True)
    restored = tuple((p.id, p.previous_version or "") for p in history.packs if p.kept)
    removed = tuple(p.id for p in history.packs if not p.kept)
    return RollbackReport(system_id, restored, removed)


def _system_names(system_id: str) -> dict[str, str]:
    system = systems.get(system_id)
    return {lang: system.display_name(lang) for lang in LANGUAGES}


# --- reports --------------------------------------------------------------------------------

TEXTS = {
    "up_to_date": QT_TRANSLATE_NOOP("CatalogUpdates", "Every catalogue is up to date."),
    "no_repository": QT_TRANSLATE_NOOP(
        "CatalogUpdates",
        "You follow no data repository: add one with muster catalog subscribe URL.",
    ),
    "system": QT_TRANSLATE_NOOP("CatalogUpdates", "{system}:"),
    "pack_new": QT_TRANSLATE_NOOP("CatalogUpdates", "new pack {pack} {version} ({date})"),
    "pack_update": QT_TRANSLATE_NOOP(
        "CatalogUpdates", "pack {pack}: {previous} → {version} ({date})"
    ),
    "added": QT_TRANSLATE_NOOP("CatalogUpdates", "New entries: %n"),
    "changed": QT_TRANSLATE_NOOP("CatalogUpdates", "Changed entries: %n"),
    "removed": QT_TRANSLATE_NOOP("CatalogUpdates", "Removed entries: %n"),
    "illegal": QT_TRANSLATE_NOOP("CatalogUpdates", "Saved rosters that become illegal: %n"),
    "applied": QT_TRANSLATE_NOOP(
        "CatalogUpdates",
        "Updated %n pack(s); the versions they replaced are kept (Roll back restores them).",
    ),
    "checked": QT_TRANSLATE_NOOP(
        "CatalogUpdates", "%n pack(s) to update; nothing was changed yet."
    ),
    "rolled_back": QT_TRANSLATE_NOOP(
        "CatalogUpdates", "The {system} catalogue is back as it was before its last update."
    ),
    "restored": QT_TRANSLATE_NOOP("CatalogUpdates", "pack {pack} is back at version {version}"),
    "unknown_version": QT_TRANSLATE_NOOP("CatalogUpdates", "(unknown)"),
    "removed_pack": QT_TRANSLATE_NOOP("CatalogUpdates", "pack {pack} is removed"),
}


def _value_text(value: Any) -> str:
    if value is None:
        return "–"
    if isinstance(value, str):
        text = value
    elif isinstance(value, list) and all(not isinstance(v, dict | list) for v in value):
        text = ", ".join(str(v) for v in value)
    elif isinstance(value, dict | list):
        text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    else:
        text = str(value)
    return text if len(text) <= 60 else text[:59] + "…"


def change_text(change: FieldChange, system_id: str, language: str) -> str:
    """``Squad Points 8 → 9`` in ``language``."""
    label = systems.get(system_id).field_label(change.field, language)
    return f"{label} {_value_text(change.before)} → {_value_text(change.after)}"


def plan_lines(plan: UpdatePlan, language: str) -> list[str]:
    """The plan in words, one line each, for the command line and the preview."""

    def say(key: str, **params: Any) -> str:
        return translate(CONTEXT, TEXTS[key], language, **params)

    lines = [notice.message(language) for notice in plan.notices]
    if not plan.repositories:
        return [*lines, say("no_repository")]
    if plan.nothing_to_do:
        return [*lines, say("up_to_date")]
    for update in plan.systems:
        system = systems.get(update.system)
        lines.append(say("system", system=system.display_name(language)))
        for pack in update.packs:
            if pack.previous_version is None:
                line = say("pack_new", pack=pack.pack_id, version=pack.version, date=pack.date)
            else:
                line = say(
                    "pack_update",
                    pack=pack.pack_id,
                    previous=pack.previous_version or say("unknown_version"),
                    version=pack.version,
                    date=pack.date,
                )
            lines.append(f"  {line}")
        lines.append("  " + say("added", n=len(update.added)))
        lines.extend(f"    + {e.name[language]} ({e.id})" for e in update.added)
        lines.append("  " + say("changed", n=len(update.changed)))
        for entry in update.changed:
            changes = "; ".join(change_text(c, update.system, language) for c in entry.fields)
            lines.append(f"    ~ {entry.name[language]} ({entry.id}): {changes}")
        lines.append("  " + say("removed", n=len(update.removed)))
        lines.extend(f"    - {e.name[language]} ({e.id})" for e in update.removed)
        if update.illegal_rosters:
            lines.append("  " + say("illegal", n=len(update.illegal_rosters)))
            lines.extend(f"    ! {name}" for name in update.illegal_rosters)
    return [one_line(line) for line in lines]  # versions and names come from a server


def plan_json(plan: UpdatePlan, status: str, language: str) -> dict[str, Any]:
    return {
        "status": status,
        "repositories": list(plan.repositories),
        "notices": [notice.message(language) for notice in plan.notices],
        "systems": [
            {
                "system": update.system,
                "packs": [
                    {
                        "id": pack.pack_id,
                        "version": pack.version,
                        "previous_version": pack.previous_version,
                        "date": pack.date,
                        "repository": pack.repository,
                        "url": pack.url,
                        "size": len(pack.data),
                    }
                    for pack in update.packs
                ],
                "added": [entry.id for entry in update.added],
                "changed": [
                    {
                        "id": entry.id,
                        "fields": [
                            {"field": c.field, "before": c.before, "after": c.after}
                            for c in entry.fields
                        ],
                    }
                    for entry in update.changed
                ],
                "removed": [entry.id for entry in update.removed],
                "illegal_rosters": list(update.illegal_rosters),
            }
            for update in plan.systems
        ],
    }


def summary_text(key: str, language: str, **params: Any) -> str:
    """One of the report's sentences (``applied``, ``checked``, ``rolled_back``...)."""
    return translate(CONTEXT, TEXTS[key], language, **params)


def rollback_lines(report: RollbackReport, language: str) -> list[str]:
    system = systems.display_name(report.system, language)
    lines = [summary_text("rolled_back", language, system=system)]
    unknown = summary_text("unknown_version", language)
    lines.extend(
        "  " + summary_text("restored", language, pack=pack, version=version or unknown)
        for pack, version in report.restored
    )
    lines.extend(
        "  " + summary_text("removed_pack", language, pack=pack) for pack in report.removed
    )
    return [one_line(line) for line in lines]
