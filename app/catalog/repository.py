"""Data repositories: an ``index.json`` (``muster.index/1``) listing packs on a web server.

For each game system the index lists its packs with their version, date, size and SHA-256,
and where each lies relative to the index. ``publish`` writes the index of a folder of packs,
so a club can host one on any static web server. See docs/formats.md, "Data repository".
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from app import jsonio, systems
from app.catalog.pack import ID_PATTERN, PACK_FORMAT, parse_pack
from app.errors import CatalogError, FileReadError, MusterError, has_unsafe
from app.files import write_text_atomic
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.settings import LANGUAGES

INDEX_FORMAT = "muster.index/1"
INDEX_FILE = "index.json"
INDEX_MAX_BYTES = 1 * jsonio.MIB
PACK_MAX_BYTES = jsonio.PACK_MAX_BYTES
CONTEXT = "CatalogUpdates"
SHA256 = re.compile(r"^[0-9a-f]{64}$")
ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


class RepositoryError(MusterError):
    """A data repository, its index or one of its packs that cannot be used."""

    template = QT_TRANSLATE_NOOP("Errors", "The data repository {url} cannot be used: {detail}")


class IndexFormatError(RepositoryError):
    template = QT_TRANSLATE_NOOP("Errors", "The repository index {url} is not valid: {detail}")


def localized_detail(template: str, **params: Any) -> dict[str, str]:
    """A fragment of a message (``CatalogUpdates`` context) in every language, to put in an
    error's ``{detail}``: the error is shown in its reader's language, the fragment too."""
    return {lang: translate(CONTEXT, template, lang, **params) for lang in LANGUAGES}


DETAILS = {
    "json": QT_TRANSLATE_NOOP("CatalogUpdates", "it is not valid JSON (line {line}): {reason}"),
    "utf8": QT_TRANSLATE_NOOP("CatalogUpdates", "it is not UTF-8 text"),
    "object": QT_TRANSLATE_NOOP("CatalogUpdates", "it is not a JSON object"),
    "format": QT_TRANSLATE_NOOP(
        "CatalogUpdates", 'its "format" is not "{expected}" (it is not a Muster repository index)'
    ),
    "systems": QT_TRANSLATE_NOOP(
        "CatalogUpdates", '"systems" must be an object giving each game\'s list of packs'
    ),
    "system_id": QT_TRANSLATE_NOOP(
        "CatalogUpdates", '"{system}" is not a game id (lower-case letters, digits and dashes)'
    ),
    "pack_list": QT_TRANSLATE_NOOP("CatalogUpdates", '"{field}" must be a list of packs'),
    "pack_object": QT_TRANSLATE_NOOP("CatalogUpdates", '"{field}" must be an object'),
    "missing": QT_TRANSLATE_NOOP("CatalogUpdates", '"{field}" is missing'),
    "text": QT_TRANSLATE_NOOP("CatalogUpdates", '"{field}" must be a text of 1 to 200 characters'),
    "control": QT_TRANSLATE_NOOP(
        "CatalogUpdates", '"{field}" holds control or bidirectional characters'
    ),
    "id": QT_TRANSLATE_NOOP(
        "CatalogUpdates", '"{field}" must be a pack id (lower-case letters, digits and dashes)'
    ),
    "date": QT_TRANSLATE_NOOP("CatalogUpdates", '"{field}" must be a date written YYYY-MM-DD'),
    "size": QT_TRANSLATE_NOOP(
        "CatalogUpdates", '"{field}" must be a whole number of bytes from 1 to {limit}'
    ),
    "sha256": QT_TRANSLATE_NOOP(
        "CatalogUpdates", '"{field}" must be 64 hexadecimal digits (lower case)'
    ),
    "url": QT_TRANSLATE_NOOP(
        "CatalogUpdates",
        '"{field}" must be an address relative to the index, or an http or https address',
    ),
    "twice": QT_TRANSLATE_NOOP("CatalogUpdates", 'the pack "{pack}" of {system} is listed twice'),
}


@dataclass(frozen=True)
class IndexedPack:
    """One pack as the index lists it; ``url`` as written (relative to the index or not)."""

    system: str
    id: str
    version: str
    date: str
    size: int
    sha256: str
    url: str

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "version": self.version,
            "date": self.date,
            "size": self.size,
            "sha256": self.sha256,
            "url": self.url,
        }


@dataclass(frozen=True)
class RepositoryIndex:
    name: str
    packs: tuple[IndexedPack, ...]

    def to_json(self) -> dict[str, Any]:
        by_system: dict[str, list[dict[str, Any]]] = {}
        for pack in self.packs:
            by_system.setdefault(pack.system, []).append(pack.to_json())
        head: dict[str, Any] = {"format": INDEX_FORMAT}
        if self.name:
            head["name"] = self.name
        return {**head, "systems": by_system}


def _refuse(url: str, kind: str, **params: Any) -> IndexFormatError:
    return IndexFormatError(url=url, detail=localized_detail(DETAILS[kind], **params))


def _text(url: str, value: Any, field: str) -> str:
    if not isinstance(value, str) or not 1 <= len(value) <= 200 or not value.strip():
        raise _refuse(url, "text", field=field)
    if has_unsafe(value):  # shown in lists and reports: never an escape code or an override
        raise _refuse(url, "control", field=field)
    return value


def _valid_date(value: str) -> bool:
    if not ISO_DATE.match(value):
        return False
    try:
        date.fromisoformat(value)
    except ValueError:
        return False
    return True


def _relative_or_web(value: str) -> bool:
    if any(ord(char) < 0x20 or char in "\\\x7f" for char in value):
        return False
    parts = urlsplit(value)
    if parts.scheme:
        return parts.scheme in ("http", "https") and bool(parts.netloc)
    return not parts.netloc and not value.startswith("/")


def _pack(url: str, system: str, number: int, raw: Any) -> IndexedPack:
    where = f"systems.{system}[{number}]"
    if not isinstance(raw, dict):
        raise _refuse(url, "pack_object", field=where)

    def field(name: str) -> Any:
        if name not in raw:
            raise _refuse(url, "missing", field=f"{where}.{name}")
        return raw[name]

    pack_id = field("id")
    if not isinstance(pack_id, str) or not re.fullmatch(ID_PATTERN, pack_id):
        raise _refuse(url, "id", field=f"{where}.id")
    version = _text(url, field("version"), f"{where}.version")
    day = field("date")
    if not isinstance(day, str) or not _valid_date(day):
        raise _refuse(url, "date", field=f"{where}.date")
    size = field("size")
    if isinstance(size, bool) or not isinstance(size, int) or not 1 <= size <= PACK_MAX_BYTES:
        raise _refuse(url, "size", field=f"{where}.size", limit=PACK_MAX_BYTES)
    digest = field("sha256")
    if not isinstance(digest, str) or not SHA256.match(digest):
        raise _refuse(url, "sha256", field=f"{where}.sha256")
    address = field("url")
    if not isinstance(address, str) or not address or not _relative_or_web(address):
        raise _refuse(url, "url", field=f"{where}.url")
    return IndexedPack(system, pack_id, version, day, size, digest, address)


def parse_index(raw: Any, url: str = INDEX_FILE) -> RepositoryIndex:
    """The index in ``raw`` (parsed JSON); IndexFormatError naming the field otherwise.

    Keys the format does not name are ignored, so a later Muster may add some."""
    if not isinstance(raw, dict):
        raise _refuse(url, "object")
    if raw.get("format") != INDEX_FORMAT:
        raise _refuse(url, "format", expected=INDEX_FORMAT)
    name = raw.get("name", "")
    if name != "":
        name = _text(url, name, "name")
    listed = raw.get("systems")
    if not isinstance(listed, dict):
        raise _refuse(url, "systems")
    packs: list[IndexedPack] = []
    for system, entries in listed.items():
        if not re.fullmatch(ID_PATTERN, system):
            raise _refuse(url, "system_id", system=system)
        if not isinstance(entries, list):
            raise _refuse(url, "pack_list", field=f"systems.{system}")
        seen: set[str] = set()
        for number, entry in enumerate(entries):
            pack = _pack(url, system, number, entry)
            if pack.id in seen:
                raise _refuse(url, "twice", pack=pack.id, system=system)
            seen.add(pack.id)
            packs.append(pack)
    return RepositoryIndex(name, tuple(packs))


def read_index(data: bytes, url: str) -> RepositoryIndex:
    """The index in the bytes ``data`` downloaded from ``url``."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise _refuse(url, "utf8") from exc
    try:
        raw = jsonio.loads(text)
    except json.JSONDecodeError as exc:
        raise _refuse(url, "json", line=exc.lineno, reason=exc.msg) from exc
    return parse_index(raw, url)


def sha256_of(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


# --- publishing -------------------------------------------------------------------------


class PublishError(MusterError):
    template = QT_TRANSLATE_NOOP("Errors", "Cannot publish {folder}: {detail}")


PUBLISH = {
    "folder": QT_TRANSLATE_NOOP("CatalogUpdates", "it is not a folder"),
    "empty": QT_TRANSLATE_NOOP("CatalogUpdates", "it holds no catalogue pack (.json file)"),
    "not_pack": QT_TRANSLATE_NOOP(
        "CatalogUpdates", '{file} is not a Muster catalogue pack ("format": "{expected}")'
    ),
    "invalid": QT_TRANSLATE_NOOP("CatalogUpdates", "{file} is not a valid pack: {reason}"),
    "twice": QT_TRANSLATE_NOOP(
        "CatalogUpdates", 'the pack id "{pack}" of {system} is used by {file} and {other}'
    ),
    "builtin": QT_TRANSLATE_NOOP(
        "CatalogUpdates",
        '{file} has the id of a built-in pack ("{pack}"), which Muster never replaces; '
        "give it another id",
    ),
}


def _publish_error(folder: Path, kind: str, **params: Any) -> PublishError:
    return PublishError(folder=str(folder), detail=localized_detail(PUBLISH[kind], **params))


def _pack_date(raw: dict[str, Any], file: Path) -> str:
    """The pack's own ``date`` when it is a day (or starts with one), else the file's."""
    own = raw.get("date")
    if isinstance(own, str) and _valid_date(own[:10]):
        return own[:10]
    return datetime.fromtimestamp(file.stat().st_mtime, UTC).date().isoformat()


def publish(folder: Path, name: str = "") -> tuple[Path, RepositoryIndex]:
    """Writes ``folder/index.json`` listing every pack in ``folder`` (and its sub-folders).

    Each pack is checked as Muster checks a download (a pack of a game this Muster knows,
    valid as a whole), so what is published is what subscribers can install. The packs are
    listed as they are, byte for byte: the index's SHA-256 is the file's."""
    if not folder.is_dir():
        raise _publish_error(folder, "folder")
    files = sorted(
        file
        for file in folder.rglob("*.json")
        if file.is_file() and file.relative_to(folder).as_posix() != INDEX_FILE
    )
    packs: list[IndexedPack] = []
    owners: dict[tuple[str, str], Path] = {}
    for file in files:
        shown = file.relative_to(folder).as_posix()
        try:
            data = jsonio.read_bytes(file, PACK_MAX_BYTES, regular_only=True)
            raw = jsonio.loads(data.decode("utf-8-sig"))
        except (FileReadError, ValueError) as exc:
            reason = exc.message() if isinstance(exc, MusterError) else str(exc)
            raise _publish_error(folder, "invalid", file=shown, reason=reason) from exc
        if not isinstance(raw, dict) or raw.get("format") != PACK_FORMAT:
            raise _publish_error(folder, "not_pack", file=shown, expected=PACK_FORMAT)
        try:
            pack = validate_pack(raw, shown)
        except MusterError as exc:
            raise _publish_error(folder, "invalid", file=shown, reason=exc.message()) from exc
        key = (pack.system, pack.id)
        if key in owners:
            other = owners[key].relative_to(folder).as_posix()
            raise _publish_error(
                folder, "twice", pack=pack.id, system=pack.system, file=shown, other=other
            )
        if pack.id in builtin_ids(pack.system):
            raise _publish_error(folder, "builtin", file=shown, pack=pack.id)
        owners[key] = file
        packs.append(
            IndexedPack(
                pack.system,
                pack.id,
                pack.version,
                _pack_date(raw, file),
                len(data),
                sha256_of(data),
                shown,
            )
        )
    if not packs:
        raise _publish_error(folder, "empty")
    packs.sort(key=lambda p: (systems.system_ids().index(p.system), p.id))
    index = RepositoryIndex(name, tuple(packs))
    target = folder / INDEX_FILE
    text = json.dumps(index.to_json(), indent=2, ensure_ascii=False)
    write_text_atomic(target, text + "\n", newline="")
    return target, index


def validate_pack(raw: dict[str, Any], shown: str) -> Any:
    """``raw`` as a pack of its game; CatalogError (or UnknownSystemError) otherwise."""
    system_id = raw.get("system")
    if not isinstance(system_id, str):
        raise CatalogError(file=shown, detail="field 'system': a game system id is required")
    system = systems.get(system_id)  # UnknownSystemError for a game this Muster does not know
    return parse_pack(raw, system.pack_model, shown)  # type: ignore[attr-defined]


def builtin_ids(system_id: str) -> set[str]:
    from app.catalog.user_packs import builtin_pack_ids

    return builtin_pack_ids(system_id)
