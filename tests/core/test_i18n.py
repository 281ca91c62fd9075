"""Every string is translated: French and Polish .ts files are complete and consistent."""

import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from app import i18n
from app.resources import i18n_dir

FIELD = re.compile(r"\{[a-z_]+\}")


def test_no_missing_or_unfinished_translation(tmp_path: Path):
    """Collects the sources' strings into copies of the .ts files, as a developer would, and
    fails on any string that has no finished French or Polish translation."""
    for ts in i18n_dir().glob("*.ts"):
        shutil.copy(ts, tmp_path / ts.name)
    i18n.update_sources(folder=tmp_path)
    problems = i18n.unfinished_messages(sorted(tmp_path.glob("*.ts")))
    assert problems == [], "untranslated strings:\n" + "\n".join(problems)


def test_every_domain_has_both_languages():
    for domain in i18n.sources_by_domain():
        for language in i18n.TRANSLATED_LANGUAGES:
            assert i18n.ts_file(domain, language).exists(), (domain, language)


@pytest.mark.parametrize("ts", sorted(i18n_dir().glob("*.ts")), ids=lambda p: p.name)
def test_translations_keep_the_placeholders(ts: Path):
    """A translation that drops or renames a {field} would fail at run time."""
    bad = []
    for message in ET.parse(ts).getroot().iter("message"):
        source = message.findtext("source") or ""
        forms = [form.text or "" for form in message.iterfind("translation/numerusform")]
        for translation in forms or [message.findtext("translation") or ""]:
            if translation and sorted(FIELD.findall(source)) != sorted(FIELD.findall(translation)):
                bad.append(f"{source!r} -> {translation!r}")
    assert bad == []


def test_core_translates_without_qt():
    assert i18n.translate("Errors", "Cannot read {file}: {detail}", "fr", file="a", detail="b") == (
        "Impossible de lire a : b"
    )
    assert i18n.translate("Errors", "Cannot read {file}: {detail}", "en", file="a", detail="b") == (
        "Cannot read a: b"
    )


@pytest.mark.parametrize(
    "ts", sorted(i18n_dir().glob(f"*_{i18n.SOURCE_LANGUAGE}.ts")), ids=lambda p: p.name
)
def test_english_files_hold_plural_forms_only(ts: Path):
    """English is the source language: its files give the plural forms of the texts that
    count something and nothing else, so the core returns any other English text as it is
    without reading them (app/i18n.py, Catalog)."""
    finished = [
        message.findtext("source")
        for message in ET.parse(ts).getroot().iter("message")
        if (translation := message.find("translation")) is not None
        and translation.get("type") not in ("unfinished", "obsolete", "vanished")
        and translation.find("numerusform") is None
        and (translation.text or "").strip()
    ]
    assert finished == []


def test_english_plurals_are_read_when_first_asked_for(tmp_path: Path):
    (tmp_path / "x_en.ts").write_text(
        '<?xml version="1.0" encoding="utf-8"?><TS version="2.1" language="en">'
        '<context><name>Ctx</name><message numerus="yes"><source>%n unit(s)</source>'
        "<translation><numerusform>%n unit</numerusform><numerusform>%n units</numerusform>"
        "</translation></message></context></TS>",
        encoding="utf-8",
    )
    english = i18n.Catalog("en", tmp_path)
    assert english.translate("Ctx", "Plain") == "Plain"
    assert english._table is None  # nothing read for a text that counts nothing
    assert english.translate("Ctx", "%n unit(s)", 1) == "1 unit"
    assert english.translate("Ctx", "%n unit(s)", 3) == "3 units"


def test_unknown_text_falls_back_to_english():
    assert i18n.translate("Nowhere", "Plain text", "pl") == "Plain text"


def test_unfinished_entries_are_reported(tmp_path: Path):
    ts = tmp_path / "x_fr.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="fr">'
        "<context><name>C</name><message><source>Hello</source>"
        '<translation type="unfinished"></translation></message></context></TS>',
        encoding="utf-8",
    )
    assert i18n.unfinished_messages([ts]) == ["x_fr.ts: C: 'Hello'"]


def test_release_compiles_qm_files(tmp_path: Path):
    for ts in i18n_dir().glob("core_*.ts"):
        shutil.copy(ts, tmp_path / ts.name)
    written = i18n.compile_translations(tmp_path)
    # core_en.qm too once the core has messages that count (English plural forms)
    expected = sorted(ts.with_suffix(".qm").name for ts in tmp_path.glob("*.ts"))
    assert {"core_fr.qm", "core_pl.qm"} <= set(expected)
    assert sorted(p.name for p in written) == expected
    assert all(p.stat().st_size > 0 for p in written)
    assert i18n.compile_translations(tmp_path) == []  # up to date: nothing to do


def test_domain_of_prefers_the_most_specific_prefix():
    assert i18n.domain_of("app/db.py") == "core"
    assert i18n.domain_of("app/systems/shatterpoint/rules.py") == "shatterpoint"
    assert i18n.domain_of("ui/main_window.py") == "ui"


def test_release_replaces_a_qm_file_instead_of_rewriting_it(tmp_path: Path):
    """A running Muster maps its .qm files: a second copy compiling them must not change the
    bytes under the first one (SIGBUS), so each file is written beside and renamed over."""
    ts = next(iter(i18n_dir().glob("core_fr.ts")))
    shutil.copy(ts, tmp_path / ts.name)
    (qm,) = i18n.compile_translations(tmp_path)
    before = qm.stat().st_ino
    i18n.compile_translations(tmp_path, force=True)
    assert qm.stat().st_ino != before  # a new file took the name; the old one is untouched
    assert sorted(p.name for p in tmp_path.iterdir()) == ["core_fr.qm", "core_fr.ts"]


def test_a_translated_parameter_reads_its_language_only_when_shown(monkeypatch):
    """A message parameter that is itself a translatable text (a unit type's name) is
    translated into the message's language when the message is shown, not before."""
    monkeypatch.setattr(i18n, "_catalogs", {})
    param = i18n.TranslatedParam("Violations", "a Primary unit")
    assert i18n._catalogs == {}
    assert param["fr"] == i18n.translate("Violations", "a Primary unit", "fr") != "a Primary unit"
    assert set(i18n._catalogs) == {"fr"}
    assert dict(param) == {
        lang: i18n.translate("Violations", "a Primary unit", lang) for lang in ("en", "fr", "pl")
    }
    with pytest.raises(KeyError):
        param["de"]
    message = i18n.translate("Violations", "{what}", "pl", what=param)
    assert message == i18n.translate("Violations", "a Primary unit", "pl")
