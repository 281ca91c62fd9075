"""Translations shared by the core and the interface.

The ``.ts`` files in ``resources/i18n/`` are the single source of every translated string.
The interface loads them compiled to ``.qm`` (by ``pyside6-lrelease``) through QTranslator;
the core (CLI messages, violation texts, errors) reads the same ``.ts`` files directly, so it
can speak French and Polish without importing Qt.

Files are split by *domain* (``<domain>_<lang>.ts``) so that each area of the code owns
its own file. :data:`DOMAINS` maps source folders to domains; the most specific prefix wins.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterable, Mapping
from pathlib import Path

from app.resources import i18n_dir, project_root

# xml, subprocess and shutil are imported where used: the window's start-up never needs them.

SOURCE_LANGUAGE = "en"
TRANSLATED_LANGUAGES = ("fr", "pl")

# (source path prefix, domain). Longest prefix wins; paths are relative to the project root.
# A game's packages (app/systems/<game>/, ui/systems/<game>/) are the domain <game>.
GAME_PACKAGES = ("app/systems/", "ui/systems/")
DOMAINS: tuple[tuple[str, str], ...] = (
    ("app/", "core"),
    ("models/", "core"),
    ("ui/", "ui"),
    ("ui/builder/", "builder"),
    ("ui/catalogue/", "catalogue"),
    ("ui/unit_browser/", "builder"),
    ("app/tracker/", "tracker"),
    ("ui/tracker/", "tracker"),
    ("app/campaign/", "campaign"),
    ("ui/campaign/", "campaign"),
    ("app/printing/", "printing"),
    ("ui/printing/", "printing"),
)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for extraction by lupdate under ``context``; returns it unchanged."""
    return text


def domain_of(relative_path: str) -> str | None:
    for prefix in GAME_PACKAGES:
        game, slash, _rest = relative_path.removeprefix(prefix).partition("/")
        if relative_path.startswith(prefix) and slash:
            return game
    best: tuple[int, str] | None = None
    for prefix, domain in DOMAINS:
        if relative_path.startswith(prefix) and (best is None or len(prefix) > best[0]):
            best = (len(prefix), domain)
    return best[1] if best else None


def sources_by_domain(root: Path | None = None) -> dict[str, list[Path]]:
    root = root or project_root()
    found: dict[str, list[Path]] = {}
    for top in ("app", "ui", "models"):
        for file in sorted((root / top).rglob("*.py")):
            rel = file.relative_to(root).as_posix()
            if "/migrations/" in rel:
                continue
            domain = domain_of(rel)
            if domain:
                found.setdefault(domain, []).append(file)
    return found


def ts_file(domain: str, language: str, folder: Path | None = None) -> Path:
    return (folder or i18n_dir()) / f"{domain}_{language}.ts"


def _parse_ts(file: Path) -> dict[tuple[str, str], str]:
    import xml.etree.ElementTree as ET

    table: dict[tuple[str, str], str] = {}
    root = ET.parse(file).getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            if source is None or translation is None:
                continue
            if translation.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            numerus = translation.findall("numerusform")
            text = numerus[0].text if numerus else translation.text
            if text:
                table[(name, source)] = text
    return table


class Catalog:
    """All translations of one language, read from the ``.ts`` files."""

    def __init__(self, language: str, folder: Path | None = None) -> None:
        self.language = language
        self._table: dict[tuple[str, str], str] = {}
        if language != SOURCE_LANGUAGE:
            for file in sorted((folder or i18n_dir()).glob(f"*_{language}.ts")):
                self._table.update(_parse_ts(file))

    def translate(self, context: str, text: str) -> str:
        return self._table.get((context, text), text)


_catalogs: dict[str, Catalog] = {}
_lock = threading.Lock()
_current = SOURCE_LANGUAGE


def catalog(language: str) -> Catalog:
    with _lock:
        if language not in _catalogs:
            _catalogs[language] = Catalog(language)
        return _catalogs[language]


def set_language(language: str) -> None:
    """The language the core speaks when a caller does not name one."""
    global _current
    _current = language


def current_language() -> str:
    return _current


def localized(text: Mapping[str, str] | None, language: str, fallback: str = "en") -> str:
    """A text given in several languages (``{"en": ..., "fr": ...}``) in ``language``, else in
    English, else in any language it has."""
    if not text:
        return ""
    return text.get(language) or text.get(fallback) or next(iter(text.values()), "")


def translate(context: str, text: str, language: str | None = None, **params: object) -> str:
    """``text`` in ``language`` (default: the current one), with ``{name}`` fields filled.

    A parameter given in several languages (a unit's name) is shown in the message's."""
    lang = language or _current
    result = catalog(lang).translate(context, text)
    if not params:
        return result
    resolved = {
        key: localized(value, lang) if isinstance(value, Mapping) else value
        for key, value in params.items()
    }
    return result.format(**resolved)


# --- building the .qm files -------------------------------------------------------------


def lrelease_command() -> list[str] | None:
    import shutil

    candidates = [
        Path(sys.executable).with_name("pyside6-lrelease"),
        shutil.which("pyside6-lrelease"),
    ]
    for candidate in candidates:
        if candidate and Path(candidate).exists():
            return [str(candidate)]
    return None


def lupdate_command() -> list[str] | None:
    import shutil

    candidates = [
        Path(sys.executable).with_name("pyside6-lupdate"),
        shutil.which("pyside6-lupdate"),
    ]
    for candidate in candidates:
        if candidate and Path(candidate).exists():
            return [str(candidate)]
    return None


def compile_translations(folder: Path | None = None, force: bool = False) -> list[Path]:
    """Compiles every ``.ts`` whose ``.qm`` is missing or older; returns the ``.qm`` written."""
    import subprocess

    folder = folder or i18n_dir()
    command = lrelease_command()
    if command is None:
        raise RuntimeError("pyside6-lrelease was not found; install PySide6")
    written = []
    for ts in sorted(folder.glob("*.ts")):
        qm = ts.with_suffix(".qm")
        if force or not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime:
            subprocess.run([*command, "-silent", str(ts), "-qm", str(qm)], check=True)
            written.append(qm)
    return written


def update_sources(
    folder: Path | None = None, root: Path | None = None, domains: Iterable[str] | None = None
) -> list[Path]:
    """Runs lupdate over each domain's sources into its ``.ts`` files (new strings unfinished)."""
    import subprocess

    folder = folder or i18n_dir()
    command = lupdate_command()
    if command is None:
        raise RuntimeError("pyside6-lupdate was not found; install PySide6")
    wanted = set(domains) if domains else None
    written = []
    for domain, files in sources_by_domain(root).items():
        if wanted is not None and domain not in wanted:
            continue
        for language in TRANSLATED_LANGUAGES:
            ts = ts_file(domain, language, folder)
            subprocess.run(
                [
                    *command,
                    "-silent",
                    "-no-obsolete",
                    "-locations",
                    "none",
                    "-target-language",
                    language,
                    *map(str, files),
                    "-ts",
                    str(ts),
                ],
                check=True,
            )
            written.append(ts)
    return written


def unfinished_messages(files: Iterable[Path]) -> list[str]:
    """Each message of ``files`` that has no finished translation, as ``file: context: text``."""
    import xml.etree.ElementTree as ET

    problems = []
    for file in files:
        root = ET.parse(file).getroot()
        for context in root.iter("context"):
            name = context.findtext("name") or ""
            for message in context.iter("message"):
                translation = message.find("translation")
                source = message.findtext("source") or ""
                kind = translation.get("type") if translation is not None else "missing"
                if kind in ("obsolete", "vanished"):
                    continue
                texts = []
                if translation is not None:
                    forms = translation.findall("numerusform")
                    texts = [f.text for f in forms] if forms else [translation.text]
                if kind in ("unfinished", "missing") or not all(texts):
                    problems.append(f"{file.name}: {name}: {source!r}")
    return problems


def resources_dir_ts() -> list[Path]:
    return sorted(i18n_dir().glob("*.ts"))


def fill_translations(file: Path, translations: dict[str, str] | dict[tuple[str, str], str]) -> int:
    """Writes translations into a ``.ts`` file (a developer's tool, used after ``update``).

    Keys are source texts, or (context, source) pairs for a text that differs by context.
    Returns how many messages were filled.
    """
    import xml.etree.ElementTree as ET

    tree = ET.parse(file)
    filled = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            text = translations.get((name, source)) or translations.get(source)  # type: ignore[call-overload]
            if not text:
                continue
            translation = message.find("translation")
            if translation is None:
                translation = ET.SubElement(message, "translation")
            translation.text = text
            translation.attrib.pop("type", None)
            filled += 1
    ET.indent(tree, "    ")
    with open(file, "wb") as handle:
        handle.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(handle, encoding="utf-8", xml_declaration=False)
        handle.write(b"\n")
    return filled
