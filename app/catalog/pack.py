"""The catalogue pack format (``muster.catalog/1``) and its loading.

A pack is one JSON file: a header shared by every game system, plus the system's own
fields (for Shatterpoint: ``eras`` and ``units``). Each system describes its pack with a
dataclass derived from :class:`PackBase` (app/catalog/schema.py: pydantic validates it when a
file is read, and is not imported for a pack the cache holds). Loading reports every problem
at once, each naming the file, the entry id and the field. See docs/formats.md.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, ClassVar, Literal, TypeVar

from app import jsonio
from app.catalog import pack_cache
from app.catalog.schema import FORBID_EXTRA, Bounds, Check, PackModel, problem_message
from app.errors import CatalogError, FileReadError, has_unsafe
from app.files import write_text_atomic
from app.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from pydantic import ValidationError

# Muster uses no pydantic plugin: without this, building the first model scans every installed
# distribution's entry points for one, a cost each command that loads a catalogue paid.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")

PACK_FORMAT: Literal["muster.catalog/1"] = "muster.catalog/1"
LANGUAGE_KEYS = ("en", "fr", "pl")
ID_PATTERN = r"^[a-z0-9]+(-[a-z0-9]+)*$"
# An entry's id in a dataclass schema (a pydantic model's field says Field(pattern=ID_PATTERN)).
Id = Annotated[str, Bounds(pattern=ID_PATTERN)]


@dataclass(frozen=True, kw_only=True)
class LocalizedName(PackModel):
    """A text in each language; English is required, the others fall back to it."""

    __pydantic_config__ = FORBID_EXTRA
    en: Annotated[str, Bounds(min_length=1)]
    fr: str | None = None
    pl: str | None = None

    def __post_init__(self) -> None:
        # Built in code as well as read from a pack: a name without English is never made.
        if not isinstance(self.en, str) or not self.en:
            raise ValueError("a name needs its English text")

    def get(self, language: str) -> str:
        return getattr(self, language, None) or self.en

    def as_dict(self) -> dict[str, str]:
        return {name: value for name in LANGUAGE_KEYS if (value := getattr(self, name))}


class LocalizedParam(Mapping[str, str]):
    """A localized name as a message parameter, looked up in the message's language only when
    the message is shown (rules make many violations nobody reads)."""

    __slots__ = ("_text",)

    def __init__(self, text: LocalizedName) -> None:
        self._text = text

    def __getitem__(self, language: str) -> str:
        return self._text.get(language)

    def __iter__(self) -> Iterator[str]:
        return iter(LANGUAGE_KEYS)

    def __len__(self) -> int:
        return len(LANGUAGE_KEYS)


def _shown_as_is(version: str) -> str:
    # A version is printed in lists and reports: one that a terminal would obey (an escape
    # code) or that reads backwards (a right-to-left override) is refused.
    if has_unsafe(version):
        raise ValueError("a version may not hold control or bidirectional characters")
    return version


@dataclass(kw_only=True)
class PackBase(PackModel):
    """The header every game's pack starts with; a game's pack is a dataclass deriving from
    it (``@dataclass(kw_only=True)``) with its entries under ``ENTRIES_FIELD``."""

    __pydantic_config__ = FORBID_EXTRA
    ENTRIES_FIELD: ClassVar[str] = "entries"

    format: Literal["muster.catalog/1"]
    system: str
    id: Id
    version: Annotated[str, Bounds(min_length=1), Check(_shown_as_is)]
    name: LocalizedName
    source: str = ""
    # For a pack converted from someone else's data: where it comes from and on what terms.
    repository: str = ""  # the data's repository (an address)
    commit: str = ""  # the repository's commit the data was taken from
    date: str = ""  # when the data was published (an ISO date, or as precise as is known)
    licence: str = ""  # the licence's short name (an SPDX id such as GPL-3.0-only)
    licence_text: str = ""  # the licence's full text


@dataclass(frozen=True)
class PackOrigin:
    """A loaded pack's provenance, as the Catalogue page shows it."""

    source: str = ""
    repository: str = ""
    commit: str = ""
    date: str = ""
    licence: str = ""
    licence_text: str = ""

    @classmethod
    def of(cls, pack: PackBase) -> PackOrigin:
        return cls(*(getattr(pack, name) for name in ORIGIN_FIELDS))


ORIGIN_FIELDS = ("source", "repository", "commit", "date", "licence", "licence_text")


@dataclass
class PackInfo:
    """A pack as a loaded catalogue keeps it (every game's catalogue lists its packs so)."""

    id: str
    version: str
    name: LocalizedName
    file: Path | None
    builtin: bool
    origin: PackOrigin = field(default_factory=PackOrigin)
    fills_gaps: bool = False  # its entries never replace those of the packs before it

    @classmethod
    def of(
        cls, pack: PackBase, file: Path | None, builtin: bool, fills_gaps: bool = False
    ) -> PackInfo:
        return cls(pack.id, pack.version, pack.name, file, builtin, PackOrigin.of(pack), fills_gaps)


P = TypeVar("P", bound=PackBase)


def read_json(file: Path) -> Any:
    """Reads a JSON file, tolerating a UTF-8 byte-order mark; errors name the file and line.

    Within the limits of app/jsonio.py (size, nesting, numbers)."""
    try:
        text = jsonio.read_text(file, jsonio.PACK_MAX_BYTES)
    except FileReadError as exc:
        raise CatalogError(file=str(file), detail=exc.message()) from exc
    try:
        return jsonio.loads(text)
    except json.JSONDecodeError as exc:
        raise CatalogError(
            QT_TRANSLATE_NOOP(
                "Errors", "{file} is not valid JSON (line {line}, column {column}): {detail}"
            ),
            file=str(file),
            line=exc.lineno,
            column=exc.colno,
            detail=exc.msg,
        ) from exc


def describe_validation_error(
    file: Path | str, raw: Any, error: ValidationError, entries_field: str
) -> list[str]:
    """One line per problem: ``file: entry 'id': field 'name.en': message``."""
    problems = []
    for item in error.errors():
        loc = list(item["loc"])
        where = f"{file}"
        if len(loc) >= 2 and loc[0] == entries_field and isinstance(loc[1], int):
            index = loc[1]
            entries = raw.get(entries_field) if isinstance(raw, dict) else None
            entry_id = None
            if (
                isinstance(entries, list)
                and index < len(entries)
                and isinstance(entries[index], dict)
            ):
                entry_id = entries[index].get("id")
            where += f": entry '{entry_id}'" if entry_id else f": entry #{index + 1}"
            loc = loc[2:]
        field_name = ".".join(str(part) for part in loc) or "(whole entry)"
        problems.append(f"{where}: field '{field_name}': {problem_message(item)}")
    return problems


def parse_pack(raw: Any, model: type[P], file: Path | str = "<pack>") -> P:
    if not isinstance(raw, dict):
        raise CatalogError(file=str(file), detail="a pack is a JSON object")
    if raw.get("format") != PACK_FORMAT:
        raise CatalogError(
            QT_TRANSLATE_NOOP(
                "Errors", '{file} is not a Muster catalogue pack (format must be "{expected}").'
            ),
            file=str(file),
            expected=PACK_FORMAT,
        )
    from pydantic import ValidationError

    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        problems = describe_validation_error(file, raw, exc, model.ENTRIES_FIELD)
        raise CatalogError(problems=problems, file=str(file), detail="; ".join(problems)) from exc


def load_pack(file: Path, model: type[P]) -> P:
    """The pack ``file`` validated as ``model``; from the validated-pack cache when the file
    and the schema are those the cache entry was made from (app/catalog/pack_cache.py)."""
    return pack_cache.cached(file, model, lambda: parse_pack(read_json(file), model, file))


def write_pack(pack: PackBase, file: Path, create_folder: bool = False) -> None:
    text = json.dumps(pack.model_dump(mode="json", exclude_none=True), indent=2, ensure_ascii=False)
    write_text_atomic(file, text + "\n", create_folder=create_folder)
