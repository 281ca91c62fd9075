"""Words that depend on what is put in them: plural forms (Qt's numerus forms, read by the
core from the .ts files) and French elision before a name."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from app import i18n
from app.resources import i18n_dir

DAMAGE = "{unit} suffers %n damage"


@pytest.mark.parametrize(
    ("n", "expected"),
    [
        (1, "Maul: otrzymuje 1 obrażenie"),
        (2, "Maul: otrzymuje 2 obrażenia"),
        (5, "Maul: otrzymuje 5 obrażeń"),
        (12, "Maul: otrzymuje 12 obrażeń"),
        (22, "Maul: otrzymuje 22 obrażenia"),
    ],
)
def test_polish_takes_the_plural_form_of_each_count(n, expected):
    assert i18n.translate("ShatterpointTracker", DAMAGE, "pl", n=n, unit="Maul") == expected


def test_french_singular_covers_zero_and_one():
    delete = ("Undo", "Delete %n game(s)")
    assert i18n.translate(*delete, "fr", n=0) == "Supprimer 0 partie"
    assert i18n.translate(*delete, "fr", n=1) == "Supprimer 1 partie"
    assert i18n.translate(*delete, "fr", n=2) == "Supprimer 2 parties"


def test_english_counts_without_brackets():
    """English has plural files of its own (only the messages that count), as Qt advises."""
    rule = ("PlayerBox", "This strike team breaks %n rule(s).")
    assert i18n.translate(*rule, "en", n=1) == "This strike team breaks 1 rule."
    assert i18n.translate(*rule, "en", n=3) == "This strike team breaks 3 rules."
    assert "(s)" not in i18n.translate("Undo", "Delete %n game(s)", "en", n=1)


def test_an_untranslated_count_still_fills_in_the_number():
    assert i18n.translate("Nowhere", "%n things", "pl", n=4) == "4 things"


def test_qt_plural_rules():
    assert [i18n.plural_form("pl", n) for n in (0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 102)] == [
        2, 0, 1, 1, 2, 2, 2, 2, 2, 1, 2, 1,
    ]  # fmt: skip
    assert [i18n.plural_form("fr", n) for n in (0, 1, 2)] == [0, 0, 1]
    assert [i18n.plural_form("en", n) for n in (0, 1, 2)] == [1, 0, 1]


MARKS = ("(s)", "(e)", "(es)", "(y)", "(ów)", "(i)")


def test_no_translation_counts_with_brackets():
    """Brackets such as (s), (y), (ów): a count takes its plural form instead; and (e): French
    words agree with "l'unité" instead of hedging."""
    bad = []
    for ts in sorted(i18n_dir().glob("*.ts")):
        for message in ET.parse(ts).getroot().iter("message"):
            texts = [message.findtext("translation") or ""]
            texts += [form.text or "" for form in message.iterfind("translation/numerusform")]
            for text in texts:
                if any(mark in text for mark in MARKS):
                    bad.append(f"{ts.name}: {text}")
            source = message.findtext("source") or ""
            if "(s)" in source and message.get("numerus") != "yes":
                bad.append(f"{ts.name}: {source} (English shows the brackets)")
    assert bad == []


@pytest.mark.parametrize(
    ("template", "params", "expected"),
    [
        ("Unités de {player}", {"player": "Amélie"}, "Unités d'Amélie"),
        ("Unités de {player}", {"player": "Bartek"}, "Unités de Bartek"),
        ("De {player} à {other}", {"player": "Obi-Wan", "other": "Anna"}, "D'Obi-Wan à Anna"),
        ("il ne reste que {left}", {"left": "Ahsoka"}, "il ne reste qu'Ahsoka"),
        ("la carte de « {unit} »", {"unit": "Asajj"}, "la carte de « Asajj »"),
        ("Yoda de {x}", {"x": 8}, "Yoda de 8"),
        ("un mode {x}", {"x": "Anna"}, "un mode Anna"),
    ],
)
def test_french_elides_de_and_que_before_a_vowel(template, params, expected):
    assert i18n.format_text(template, "fr", **params) == expected


def test_other_languages_do_not_elide():
    assert i18n.format_text("Units of {player}", "en", player="Amélie") == "Units of Amélie"
    assert i18n.format_text("Jednostki de {p}", "pl", p="Amélie") == "Jednostki de Amélie"


def test_core_messages_elide_the_names_they_are_given():
    text = i18n.translate(
        "ShatterpointTracker",
        "{player} reveals the order card of {unit}",
        "fr",
        player="Bartek",
        unit={"en": "Asajj Ventress", "fr": "Asajj Ventress"},
    )
    assert text == "Bartek révèle la carte Ordre d'Asajj Ventress"


def test_rewriting_a_ts_file_keeps_its_layout(tmp_path: Path):
    """fill and update write each file as it was laid out (lupdate's or the merge's), so a
    change touches only the messages that changed."""
    for ts in sorted(i18n_dir().glob("*.ts")):
        copy = tmp_path / ts.name
        copy.write_bytes(ts.read_bytes())
        assert i18n.fill_translations(copy, {}) == 0
        assert copy.read_bytes() == ts.read_bytes(), ts.name


def test_fill_writes_plural_forms(tmp_path: Path):
    ts = tmp_path / "x_pl.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="pl">\n'
        '<context>\n    <name>C</name>\n    <message numerus="yes">\n'
        "        <source>%n game(s)</source>\n"
        '        <translation type="unfinished">\n'
        "            <numerusform></numerusform>\n            <numerusform></numerusform>\n"
        "            <numerusform></numerusform>\n        </translation>\n    </message>\n"
        "</context>\n</TS>\n",
        encoding="utf-8",
    )
    assert i18n.fill_translations(ts, {"%n game(s)": "%n gier"}) == 0  # a list is needed
    assert i18n.fill_translations(ts, {"%n game(s)": ["%n gra", "%n gry", "%n gier"]}) == 1
    assert i18n.unfinished_messages([ts]) == []
    assert i18n.Catalog("pl", tmp_path).translate("C", "%n game(s)", 3) == "3 gry"


def test_the_fill_command_takes_plural_forms_and_refuses_anything_else(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys
):
    from app.cli import run

    ts = tmp_path / "x_pl.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="pl">\n'
        "<context>\n    <name>C</name>\n"
        "    <message>\n        <source>Game</source>\n"
        '        <translation type="unfinished"></translation>\n    </message>\n'
        '    <message numerus="yes">\n        <source>%n game(s)</source>\n'
        '        <translation type="unfinished">\n'
        "            <numerusform></numerusform>\n            <numerusform></numerusform>\n"
        "            <numerusform></numerusform>\n        </translation>\n    </message>\n"
        "</context>\n</TS>\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(i18n, "ts_file", lambda domain, language, folder=None: ts)
    table = tmp_path / "pl.json"
    table.write_text('{"Game": "Gra", "%n game(s)": ["%n gra", "%n gry", "%n gier"]}')
    assert run(["i18n", "fill", "pl", str(table), "--domain", "x"]) == 0
    assert capsys.readouterr().out == "x_pl.ts: 2 filled\n"
    assert i18n.unfinished_messages([ts]) == []
    assert i18n.Catalog("pl", tmp_path).translate("C", "%n game(s)", 5) == "5 gier"
    for broken in ('{"Game": 3}', '{"%n game(s)": []}', '{"%n game(s)": ["%n gra", 2]}'):
        table.write_text(broken)
        assert run(["i18n", "fill", "pl", str(table), "--domain", "x"]) == 2
        assert 'not a {"source": "translation"} object' in capsys.readouterr().err


def test_errors_count_in_every_language():
    from app.campaign.errors import PlayerHasGamesError

    error = PlayerHasGamesError(name="Ann", n=1)
    assert error.message("en") == '"Ann" has played 1 recorded game and cannot be deleted.'
    assert PlayerHasGamesError(name="Ann", n=5).message("pl") == (
        "Gracz „Ann” ma 5 zapisanych gier i nie można go usunąć."
    )
    assert i18n.translate("Printing", "{file}: %n page(s) written.", "fr", file="a.pdf", n=1) == (
        "a.pdf : 1 page écrite."
    )
