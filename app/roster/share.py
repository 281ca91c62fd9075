"""Share codes: a roster as one line of text that players paste into chats, forums and Muster.

Muster's own code carries the whole roster document (docs/formats.md, "Share codes")::

    MU1.<payload>.<check>

- ``MU1`` names the code's version;
- ``<payload>`` is base64url (no padding) of the raw-deflate-compressed compact JSON of the
  roster document, without ``format`` and without fields that hold their default value;
- ``<check>`` is base64url of the CRC-32 of ``<payload>``, so a mangled code is detected
  before anything is decoded.

Every character is URL-safe (``A-Z a-z 0-9 - _ .``). Game systems add the formats their players
already use (Shatterpoint: SPT list codes, Tabletop Admiral links) through
``GameSystem.share_codecs()``; :func:`decode` recognises all of them in pasted text.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from collections.abc import Callable
from typing import Any
from urllib.parse import unquote

from app import jsonio, systems
from app.errors import MusterError, RosterFormatError, ShareCodeError
from app.i18n import QT_TRANSLATE_NOOP
from app.numbers import shown_number, whole_number
from app.roster.document import ROSTER_FORMAT, RosterDocument

MUSTER_FORMAT = "muster"
VERSION = 1
PREFIX = f"MU{VERSION}."
# The longest text decode() looks for a code in, and the most a Muster code may unpack to (a
# roster file's own limit): a short code cannot make Muster inflate gigabytes.
MAX_TEXT_LENGTH = 64 * 1024
MAX_DECODED_BYTES = jsonio.ROSTER_MAX_BYTES

_DEFAULTS: dict[str, Any] = {"mission_set": None, "casual": False, "notes": "", "name": ""}
_CODE = re.compile(
    r"(?<![A-Za-z0-9])MU(?P<version>[0-9]+)"  # not the end of a longer word ("EMU1.5")
    r"\.(?P<payload>[A-Za-z0-9_\-]*)(?:\.(?P<check>[A-Za-z0-9_\-]*))?"
)

ERRORS = {
    "empty": QT_TRANSLATE_NOOP("Errors", "There is no share code to read: the text is empty."),
    "not_a_code": QT_TRANSLATE_NOOP(
        "Errors",
        "No share code was found in this text; Muster reads its own codes (MU1.…), "
        "SPT list codes (spt[…]) and Tabletop Admiral links.",
    ),
    "newer": QT_TRANSLATE_NOOP(
        "Errors",
        "This share code was made by a newer version of Muster (code version {version}); "
        "update Muster to read it.",
    ),
    "no_check": QT_TRANSLATE_NOOP(
        "Errors", "This Muster share code is cut short: its checksum at the end is missing."
    ),
    "checksum": QT_TRANSLATE_NOOP(
        "Errors",
        "This Muster share code was altered or cut while being copied (its checksum does not "
        "match); copy it again in full.",
    ),
    "base64": QT_TRANSLATE_NOOP(
        "Errors", "This Muster share code contains characters that do not belong in it."
    ),
    "inflate": QT_TRANSLATE_NOOP(
        "Errors", "This Muster share code is damaged: its content cannot be unpacked."
    ),
    "content": QT_TRANSLATE_NOOP(
        "Errors", "This Muster share code does not hold a valid roster: {detail}"
    ),
    "too_long": QT_TRANSLATE_NOOP(
        "Errors",
        "This text is too long to hold a share code: Muster reads up to {limit} characters.",
    ),
    "too_large": QT_TRANSLATE_NOOP(
        "Errors",
        "This Muster share code unpacks to more than {limit}, more than any roster holds; "
        "it was not read.",
    ),
    "unknown_format": QT_TRANSLATE_NOOP(
        "Errors", 'There is no "{format}" share format for this game; use one of: {formats}.'
    ),
}


def _b64encode(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _b64decode(text: str) -> bytes:
    if len(text) % 4 == 1:
        raise ValueError("impossible base64 length")
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _checksum(payload: str) -> str:
    return _b64encode(zlib.crc32(payload.encode("ascii")).to_bytes(4, "big"))


def encode_muster(document: RosterDocument) -> str:
    data = document.to_json()
    data.pop("format", None)
    compact = {k: v for k, v in data.items() if k not in _DEFAULTS or v != _DEFAULTS[k]}
    raw = json.dumps(compact, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    payload = _b64encode(packer.compress(raw) + packer.flush())
    return f"{PREFIX}{payload}.{_checksum(payload)}"


def find_muster(text: str) -> re.Match[str] | None:
    return _CODE.search(text)


def decode_muster(match: re.Match[str]) -> RosterDocument:
    version = whole_number(match.group("version"))
    if version is None or version > VERSION:
        raise ShareCodeError(ERRORS["newer"], version=shown_number(match.group("version")))
    payload, check = match.group("payload"), match.group("check")
    if not check:
        raise ShareCodeError(ERRORS["no_check"])
    if _checksum(payload) != check:
        raise ShareCodeError(ERRORS["checksum"])
    try:
        packed = _b64decode(payload)
    except (ValueError, binascii.Error) as exc:
        raise ShareCodeError(ERRORS["base64"]) from exc
    try:
        inflater = zlib.decompressobj(-15)
        raw = inflater.decompress(packed, MAX_DECODED_BYTES + 1)
        if len(raw) > MAX_DECODED_BYTES:
            raise ShareCodeError(ERRORS["too_large"], limit=jsonio.size_text(MAX_DECODED_BYTES))
        if not inflater.eof:  # cut short: the stream never ends
            raise zlib.error("incomplete deflate stream")
        data = jsonio.loads(raw.decode("utf-8"))
    except (zlib.error, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ShareCodeError(ERRORS["inflate"]) from exc
    # Anything but an object is refused by from_json with a translated reason.
    full = {"format": ROSTER_FORMAT, **_DEFAULTS, **data} if isinstance(data, dict) else data
    try:
        return RosterDocument.from_json(full)
    except RosterFormatError as exc:
        raise ShareCodeError(ERRORS["content"], detail=exc.params.get("detail", "")) from exc


def share_formats(system_id: str | None = None) -> tuple[str, ...]:
    """Muster's own code, then the formats of one game system (or of every one), as their
    packages declare them (no game is loaded to list them)."""
    ids = [system_id] if system_id else systems.system_ids()
    codecs = [format_id for sid in ids for format_id in systems.declared(sid).share_formats]
    return (MUSTER_FORMAT, *codecs)


def encode(document: RosterDocument, fmt: str, catalog: Any) -> str:
    """``document`` as a share code of format ``fmt`` (one of ``share_formats``)."""
    if fmt == MUSTER_FORMAT:
        return encode_muster(document)
    codecs = systems.get(document.system).share_codecs()
    for codec in codecs:
        if codec.format_id == fmt:
            return str(codec.encode(document, catalog))
    formats = ", ".join([MUSTER_FORMAT, *(codec.format_id for codec in codecs)])
    raise ShareCodeError(ERRORS["unknown_format"], format=fmt, formats=formats)


def decode(text: str, catalog_for: Callable[[str], Any]) -> RosterDocument:
    """The roster in ``text``: a Muster code, or any game system's share format.

    ``text`` may be surrounded by whitespace, be a URL, or be a line of chat holding a code.
    ``catalog_for(system_id)`` gives the catalogue a system's own formats resolve units in.
    """
    text = (text or "").strip()
    if not text:
        raise ShareCodeError(ERRORS["empty"])
    if len(text) > MAX_TEXT_LENGTH:
        raise ShareCodeError(ERRORS["too_long"], limit=MAX_TEXT_LENGTH)
    match = find_muster(text)
    if match is not None:
        return decode_muster(match)
    # A code pasted from a link may arrive percent-encoded: spt%5B00010109%2C…%5D.
    readings = [text, unquote(text)] if "%" in text else [text]
    for system_id in systems.system_ids():
        system = systems.get(system_id)
        for codec in system.share_codecs():
            code = next((c for c in map(codec.find, readings) if c is not None), None)
            if code is not None:
                document = codec.decode(code, catalog_for(system_id))
                if not isinstance(document, RosterDocument):  # pragma: no cover - contract
                    raise MusterError(detail="a share codec returned no roster")
                return document
    raise ShareCodeError(ERRORS["not_a_code"])
