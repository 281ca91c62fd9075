"""Translations shared by the core and the interface.

The ``.ts`` files in ``resources/i18n/`` are the single source of every translated string.
The interface loads them compiled to ``.qm`` (by ``pyside6-lrelease``) through QTranslator;
the core (CLI messages, violation texts, errors) reads the same ``.ts`` files directly, so it
can speak French and Polish without importing Qt.

Files are split by *domain* (``<domain>_<lang>.ts``) so that each area of the code owns
its own file. :data:`DOMAINS` maps source folders to domains; the most specific prefix wins.
"""

from __future__ import annotations

import os
import re
import string
import sys
import threading
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path

from app.resources import i18n_dir, project_root

# xml, subprocess and shutil are imported where used: the window's start-up never needs them.

SOURCE_LANGUAGE = "en"
TRANSLATED_LANGUAGES = ("fr", "pl")
LANGUAGES = (SOURCE_LANGUAGE, *TRANSLATED_LANGUAGES)

# (source path prefix, domain). Longest prefix wins; paths are relative to the project root.
# A game's packages (app/systems/<game>/, ui/systems/<game>/) are the domain <game>.
GAME_PACKAGES = ("app/systems/", "ui/systems/")
DOMAINS: tuple[tuple[str, str], ...] = (
    ("app/", "core"),
    ("models/", "core"),
    ("ui/", "ui"),
    ("ui/builder/", "builder"),
    ("ui/catalogue/", "catalogue"),
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


# How many plural forms each language has, and which one a count takes: Qt's own rules
# (QTranslator's numerus rules), so the core and the interface agree on every count.
PLURAL_FORMS = {"en": 2, "fr": 2, "pl": 3}


def plural_form(language: str, n: int) -> int:
    """The index of the ``numerusform`` that ``n`` takes in ``language``."""
    n = abs(n)
    if language == "pl":
        if n == 1:
            return 0
        return 1 if 2 <= n % 10 <= 4 and not 10 <= n % 100 <= 19 else 2
    if language == "fr":
        return 0 if n <= 1 else 1
    return 0 if n == 1 else 1


Entry = str | tuple[str, ...]


def _parse_ts(file: Path) -> dict[tuple[str, str], Entry]:
    import xml.etree.ElementTree as ET

    table: dict[tuple[str, str], Entry] = {}
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
            if numerus:
                forms = tuple(form.text or "" for form in numerus)
                if all(forms):
                    table[(name, source)] = forms
            elif translation.text:
                table[(name, source)] = translation.text
    return table


class Catalog:
    """All translations of one language, read from the ``.ts`` files when first needed.

    English, the source language, has files too: they hold only the plural forms of the
    messages that count something (``%n``), as Qt recommends (``tests/core/test_i18n.py``
    checks it). So an English text that counts nothing is its own translation, and English
    files are read only when a plural is asked for: the window starts without them."""

    def __init__(self, language: str, folder: Path | None = None) -> None:
        self.language = language
        self._folder = folder
        self._table: dict[tuple[str, str], Entry] | None = None

    def _entries(self) -> dict[tuple[str, str], Entry]:
        if self._table is None:
            table: dict[tuple[str, str], Entry] = {}
            for file in sorted((self._folder or i18n_dir()).glob(f"*_{self.language}.ts")):
                table.update(_parse_ts(file))
            self._table = table
        return self._table

    def translate(self, context: str, text: str, n: int | None = None) -> str:
        """``text`` in this language; with ``n``, the plural form ``n`` takes, ``%n`` filled."""
        if n is None and self.language == SOURCE_LANGUAGE:
            return text
        entry = self._entries().get((context, text), text)
        if isinstance(entry, tuple):
            entry = entry[min(plural_form(self.language, n or 0), len(entry) - 1)]
        return entry if n is None else entry.replace("%n", str(n))


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


# The player's choice for the names of cards and units: in their language where one is
# known, or always in English (as many players name them). Set from the preferences.
_card_names_in_english = False


def set_card_names_in_english(on: bool) -> None:
    global _card_names_in_english
    _card_names_in_english = on


def card_names_in_english() -> bool:
    """Whether the player chose card and unit names always in English."""
    return _card_names_in_english


def card_name_language(language: str) -> str:
    """The language card names are shown in when the interface speaks ``language``."""
    return SOURCE_LANGUAGE if _card_names_in_english else language


def localized(text: Mapping[str, str] | None, language: str, fallback: str = "en") -> str:
    """A text given in several languages (``{"en": ..., "fr": ...}``) in ``language``, else in
    English, else in any language it has."""
    if not text:
        return ""
    return text.get(language) or text.get(fallback) or next(iter(text.values()), "")


class TranslatedParam(Mapping[str, str]):
    """A translatable text as a message parameter (a unit type's or a rank's name), translated
    only into the language the message is shown in: building it reads no translation file,
    and rules make many messages nobody reads."""

    __slots__ = ("_context", "_text")

    def __init__(self, context: str, text: str) -> None:
        self._context = context
        self._text = text

    def __getitem__(self, language: str) -> str:
        if language not in LANGUAGES:
            raise KeyError(language)
        return translate(self._context, self._text, language)

    def __iter__(self) -> Iterator[str]:
        return iter(LANGUAGES)

    def __len__(self) -> int:
        return len(LANGUAGES)


def translate(context: str, text: str, language: str | None = None, **params: object) -> str:
    """``text`` in ``language`` (default: the current one), with ``{name}`` fields filled.

    The parameter ``n`` is the count of a text that counts something (it holds ``%n``): the
    language's plural form for ``n`` is chosen, as Qt's ``tr(text, "", n)`` does, and ``%n``
    becomes ``n``. A parameter given in several languages (a unit's name) is shown in the
    message's; names given as plain dicts (a card and its owner) share one language: the
    message's if each has a text in it, else English, so a message never mixes two."""
    lang = language or _current
    count = params.pop("n", None)
    n = int(count) if isinstance(count, int | str) else None
    result = catalog(lang).translate(context, text, n)
    if not params:
        return result
    names = [value for value in params.values() if type(value) is dict]
    names_in = lang if all(name.get(lang) for name in names) else SOURCE_LANGUAGE
    resolved = {
        key: localized(value, names_in if type(value) is dict else lang)
        if isinstance(value, Mapping)
        else value
        for key, value in params.items()
    }
    return format_text(result, lang, **resolved)


# Words that French elides before a vowel: "de" + "Amélie" is "d'Amélie".
_ELIDING = re.compile(r"(?:^|(?<=[\s(«\"]))(de|que|lorsque|puisque|jusque)\s+$", re.IGNORECASE)
_VOWELS = "aeiouàâäéèêëîïôöùûüœæ"


def format_text(text: str, language: str | None = None, /, **params: object) -> str:
    """``text.format(**params)``, with the grammar a language asks of the words put in.

    French: a name that starts with a vowel, put after "de" or "que", elides it ("Unités de
    {player}" with Amélie reads "Unités d'Amélie"). The interface calls this on its ``tr()``
    templates; :func:`translate` calls it on the core's."""
    lang = language or _current
    if lang != "fr":
        return text.format(**params)
    formatter = string.Formatter()
    out: list[str] = []
    for literal, field, spec, conversion in formatter.parse(text):
        out.append(literal)
        if field is None:
            continue
        value, _ = formatter.get_field(field, (), params)
        value = formatter.convert_field(value, conversion)
        shown = formatter.format_field(value, formatter.format(spec or "", **params))
        if shown[:1].lower() in _VOWELS and shown[:1].isalpha():
            before = "".join(out)
            match = _ELIDING.search(before)
            if match:
                word = match.group(1)
                out = [before[: match.start(1)] + word[:-1] + "'"]
        out.append(shown)
    return "".join(out)


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
    """Compiles every ``.ts`` whose ``.qm`` is missing or older; returns the ``.qm`` written.

    The window asks at each start from a source checkout: with every ``.qm`` current, it only
    compares the files' times (lrelease is looked for, and subprocess imported, when one is
    stale)."""
    folder = folder or i18n_dir()
    stale = [
        ts
        for ts in sorted(folder.glob("*.ts"))
        if force
        or not (qm := ts.with_suffix(".qm")).exists()
        or qm.stat().st_mtime < ts.stat().st_mtime
    ]
    if not stale:
        return []
    import subprocess

    command = lrelease_command()
    if command is None:
        raise RuntimeError("pyside6-lrelease was not found; install PySide6")
    written = []
    for ts in stale:
        qm = ts.with_suffix(".qm")
        # Compiled beside, then renamed over: a running Muster maps its .qm files into
        # memory, and rewriting one in place under it would crash it (SIGBUS).
        partial = qm.with_name(f".{qm.name}.{os.getpid()}.partial")
        try:
            subprocess.run([*command, "-silent", str(ts), "-qm", str(partial)], check=True)
            os.replace(partial, qm)
        finally:
            partial.unlink(missing_ok=True)
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
    languages = (SOURCE_LANGUAGE, *TRANSLATED_LANGUAGES)
    for domain, files in sources_by_domain(root).items():
        if wanted is not None and domain not in wanted:
            continue
        targets = {language: ts_file(domain, language, folder) for language in languages}
        before = {
            language: (
                _plural_translations(ts) if ts.exists() else {},
                _ts_style(ts) if ts.exists() else "lupdate",
            )
            for language, ts in targets.items()
        }
        # One run reads the domain's sources once for its three files; each file's language
        # is the one it names (core_fr.ts: French), as -target-language would set it.
        subprocess.run(
            [
                *command,
                "-silent",
                "-no-obsolete",
                "-locations",
                "none",
                *map(str, files),
                "-ts",
                *map(str, targets.values()),
            ],
            check=True,
        )
        for language, ts in targets.items():
            kept, style = before[language]
            if _settle_plurals(ts, language, kept, style):
                written.append(ts)
    return written


def _is_plural(source: str) -> bool:
    return "%n" in source


def _plural_translations(file: Path) -> dict[tuple[str, str], list[str]]:
    import xml.etree.ElementTree as ET

    kept = {}
    for context in ET.parse(file).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            forms = message.findall("translation/numerusform")
            if _is_plural(source) and forms and all(form.text for form in forms):
                kept[(name, source)] = [form.text or "" for form in forms]
    return kept


def _settle_plurals(
    file: Path, language: str, kept: dict[tuple[str, str], list[str]], style: str
) -> bool:
    """After lupdate: every message that counts (``%n`` in its source) becomes a plural one
    with the language's number of forms, keeping the translations it had. lupdate knows
    this only for ``tr(text, "", n)``; the core marks such texts with ``QT_TRANSLATE_NOOP``
    like any other. The English file keeps only these messages (Qt's "plural only" file);
    it is removed when a domain has none. The file keeps the layout it had before lupdate
    (``style``), so an update changes only the messages that changed. Returns whether the
    file is kept."""
    import xml.etree.ElementTree as ET

    tree = ET.parse(file)
    root = tree.getroot()
    changed = False
    count = PLURAL_FORMS.get(language, 2)
    for context in list(root.iter("context")):
        name = context.findtext("name") or ""
        for message in list(context.iter("message")):
            source = message.findtext("source") or ""
            if not _is_plural(source):
                if language == SOURCE_LANGUAGE:
                    context.remove(message)
                    changed = True
                continue
            translation = message.find("translation")
            forms = translation.findall("numerusform") if translation is not None else []
            if (
                message.get("numerus") == "yes"
                and len(forms) == count
                and all(form.text for form in forms)
            ):
                continue
            texts = kept.get((name, source)) or [form.text or "" for form in forms]
            if translation is not None:
                message.remove(translation)
            translation = ET.SubElement(message, "translation")
            texts = (list(texts) + [""] * count)[:count]
            if not all(texts):
                translation.set("type", "unfinished")
            for text in texts:
                ET.SubElement(translation, "numerusform").text = text
            message.set("numerus", "yes")
            changed = True
        if not context.findall("message"):
            root.remove(context)
    if language == SOURCE_LANGUAGE and not root.findall("context"):
        file.unlink()
        return False
    if changed or style != "lupdate":
        _write_ts(tree, file, style)
    return True


def _ts_style(file: Path) -> str:
    """How a ``.ts`` file is laid out: "lupdate" (contexts at the margin, as lupdate writes)
    or "indented" (every level indented, as ElementTree and the merge of branches write)."""
    with open(file, encoding="utf-8") as handle:
        for line in handle:
            if line.lstrip().startswith("<context"):
                return "lupdate" if line.startswith("<context") else "indented"
    return "lupdate"


def _write_ts(tree: object, file: Path, style: str | None = None) -> None:
    """Writes ``tree`` in the layout ``file`` already has, so a rewrite changes only the
    messages whose content changed (branches are merged message by message)."""
    import xml.etree.ElementTree as ET

    assert isinstance(tree, ET.ElementTree)
    if style is None:
        style = _ts_style(file) if file.exists() else "lupdate"
    ET.indent(tree, "    ")
    text = ET.tostring(tree.getroot(), encoding="unicode")
    if style == "lupdate":
        text = "\n".join(line.removeprefix("    ") for line in text.split("\n"))
        # Quotes escaped in the texts, as lupdate writes them.
        text = re.sub(
            r">([^<]*)<",
            lambda m: ">" + m.group(1).replace("'", "&apos;").replace('"', "&quot;") + "<",
            text,
        )
    with open(file, "w", encoding="utf-8", newline="\n") as handle:
        handle.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        handle.write(text)
        handle.write("\n")


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


def fill_translations(file: Path, translations: dict) -> int:
    """Writes translations into a ``.ts`` file (a developer's tool, used after ``update``).

    Keys are source texts, or (context, source) pairs for a text that differs by context.
    A message that counts (``%n``) takes a list: its plural forms, in Qt's order.
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
            if isinstance(text, list) != (message.get("numerus") == "yes"):
                continue  # a plural message takes a list of forms, any other a string
            if isinstance(text, list):
                for form in translation.findall("numerusform"):
                    translation.remove(form)
                for form in text:
                    ET.SubElement(translation, "numerusform").text = form
            else:
                translation.text = text
            translation.attrib.pop("type", None)
            filled += 1
    _write_ts(tree, file)
    return filled
