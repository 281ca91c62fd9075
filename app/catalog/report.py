"""What an import did: the entries it added, the ones it changed, the files it rejected.

A rejection keeps its reason as a translatable template and its parameters, so the same
report reads in English, French or Polish in the CLI and in the interface.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app import jsonio
from app.errors import FileReadError, one_line
from app.i18n import QT_TRANSLATE_NOOP, translate

CONTEXT = "CatalogImport"


@dataclass(frozen=True)
class Reason:
    """A sentence in English under a translation ``context``, with its ``{fields}``."""

    template: str
    params: dict[str, Any] = field(default_factory=dict)
    context: str = CONTEXT

    def message(self, language: str | None = None) -> str:
        return one_line(translate(self.context, self.template, language, **self.params))


@dataclass(frozen=True)
class Rejection:
    source: str  # the file (or "file: entry") that was left out
    reason: Reason

    def to_json(self, language: str | None = None) -> dict[str, str]:
        return {"file": self.source, "reason": self.reason.message(language)}


@dataclass(frozen=True)
class Change:
    entry_id: str
    fields: tuple[str, ...]  # the fields whose value differs from the entry it overrides


@dataclass
class ImportReport:
    system: str
    pack_id: str = ""
    pack_file: Path | None = None  # where the user pack was written; None when nothing was
    added: list[str] = field(default_factory=list)
    changed: list[Change] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)  # overrides identical to what they replace
    rejected: list[Rejection] = field(default_factory=list)

    @property
    def imported(self) -> int:
        return len(self.added) + len(self.changed) + len(self.unchanged)

    def reject(self, source: str, template: str, context: str = CONTEXT, **params: Any) -> None:
        self.rejected.append(Rejection(source, Reason(template, params, context)))

    def to_json(self, language: str | None = None) -> dict[str, Any]:
        return {
            "system": self.system,
            "pack": self.pack_id,
            "file": str(self.pack_file) if self.pack_file else None,
            "added": list(self.added),
            "changed": [{"id": c.entry_id, "fields": list(c.fields)} for c in self.changed],
            "unchanged": list(self.unchanged),
            "rejected": [r.to_json(language) for r in self.rejected],
        }

    def to_text(self, language: str | None = None) -> str:
        def tr(text: str, **params: Any) -> str:
            return translate(CONTEXT, text, language, **params)

        lines = []
        if self.pack_file is not None:
            lines.append(
                tr(
                    QT_TRANSLATE_NOOP("CatalogImport", 'Imported pack "{pack}" into {file}.'),
                    pack=self.pack_id,
                    file=self.pack_file,
                )
            )
        else:
            lines.append(tr(QT_TRANSLATE_NOOP("CatalogImport", "Nothing was imported.")))
        lines.append(
            tr(QT_TRANSLATE_NOOP("CatalogImport", "Added: {count}"), count=len(self.added))
        )
        lines.extend(f"  + {entry}" for entry in self.added)
        lines.append(
            tr(QT_TRANSLATE_NOOP("CatalogImport", "Changed: {count}"), count=len(self.changed))
        )
        lines.extend(f"  ~ {c.entry_id} ({', '.join(c.fields)})" for c in self.changed)
        if self.unchanged:
            lines.append(
                tr(
                    QT_TRANSLATE_NOOP("CatalogImport", "Unchanged: {count}"),
                    count=len(self.unchanged),
                )
            )
        lines.append(
            tr(QT_TRANSLATE_NOOP("CatalogImport", "Rejected: {count}"), count=len(self.rejected))
        )
        lines.extend(
            f"  - {one_line(r.source)}: {r.reason.message(language)}" for r in self.rejected
        )
        return "\n".join(lines)


def diff_fields(old: dict[str, Any], new: dict[str, Any], ignore: frozenset[str]) -> list[str]:
    """The fields that differ between two entries (as JSON), ``ignore`` left out; a field
    holding an object (a localized name) is named down to its key, e.g. ``name.fr``."""
    differing: list[str] = []
    for key in sorted((set(old) | set(new)) - ignore):
        before, after = old.get(key), new.get(key)
        if before == after:
            continue
        if isinstance(before, dict) and isinstance(after, dict):
            inner = sorted(set(before) | set(after))
            differing.extend(f"{key}.{k}" for k in inner if before.get(k) != after.get(k))
        else:
            differing.append(key)
    return differing


def _inside(file: Path, root: Path) -> bool:
    real = os.path.realpath(file)
    return os.path.commonpath([real, os.path.realpath(root)]) == os.path.realpath(root)


def read_entry_file(
    file: Path, source: str, report: ImportReport, root: Path | None = None
) -> tuple[bool, Any]:
    """``(True, the JSON in file)`` (a UTF-8 byte-order mark is allowed), or ``(False, None)``
    after adding a rejection to ``report`` when it cannot be read or is not JSON.

    The file was found by walking a folder: it is read only if it is a regular file (not a
    link, a device or a pipe) of at most ``jsonio.COMMUNITY_FILE_MAX_BYTES``, and, given the
    ``root`` folder of the import, only if it lies inside it (no link leads out)."""
    if root is not None and not _inside(file, root):
        report.reject(
            source,
            QT_TRANSLATE_NOOP(
                "CatalogImport", "the file lies outside the imported folder (through a link)"
            ),
        )
        return False, None
    try:
        data = jsonio.read_bytes(file, jsonio.COMMUNITY_FILE_MAX_BYTES, regular_only=True)
    except FileReadError as exc:
        report.reject(
            source,
            QT_TRANSLATE_NOOP("CatalogImport", "the file cannot be read: {detail}"),
            detail=exc.params.get("detail") or exc.message(),
        )
        return False, None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        report.reject(source, QT_TRANSLATE_NOOP("CatalogImport", "the file is not UTF-8 text"))
        return False, None
    try:
        return True, jsonio.loads(text)
    except json.JSONDecodeError as exc:
        report.reject(
            source,
            QT_TRANSLATE_NOOP(
                "CatalogImport", "broken JSON at line {line}, column {column}: {detail}"
            ),
            line=exc.lineno,
            column=exc.colno,
            detail=exc.msg,
        )
        return False, None
