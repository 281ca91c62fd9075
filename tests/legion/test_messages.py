"""Bad Legion input is told in the user's language: a malformed army, a pack card the schema
refuses, a Legion HQ data file that is not data."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.catalog.pack import PACK_FORMAT, parse_pack
from app.cli import run
from app.errors import CatalogError, RosterFormatError, ShareCodeError
from app.i18n import set_language
from app.roster.document import RosterDocument
from app.systems.legion.army import army_of
from app.systems.legion.catalog import LegionPack, load_catalog
from app.systems.legion.js_data import JsDataError, read_object
from app.systems.legion.share import TabletopSimulatorJson


def pack(cards: list[dict[str, object]]) -> dict[str, object]:
    return {
        "format": PACK_FORMAT,
        "system": "legion",
        "id": "my-legion",
        "version": "1",
        "name": {"en": "Mine"},
        "cards": cards,
    }


UPGRADE = {
    "id": "upgrade-odd",
    "kind": "upgrade",
    "name": {"en": "Odd"},
    "subtype": "gear",
    "requirements": {"match": {"colour": "red"}},
    "source": "test",
}
COMMAND = {"id": "command-no-pips", "kind": "command", "name": {"en": "No Pips"}, "source": "t"}


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "a requirement tests what Muster does not know: colour"),
        ("fr", "une condition vérifie ce que Muster ne connaît pas : colour"),
        ("pl", "wymóg sprawdza coś, czego Muster nie zna: colour"),
    ],
)
def test_a_pack_card_the_schema_refuses_is_told_in_the_language(
    language: str, expected: str
) -> None:
    set_language(language)
    with pytest.raises(CatalogError) as caught:
        parse_pack(pack([UPGRADE]), LegionPack, "mine.json")
    message = caught.value.message(language)
    assert expected in message
    assert "entry 'upgrade-odd'" in message and "Value error" not in message


def test_every_card_problem_of_a_pack_is_told_in_french() -> None:
    set_language("fr")
    twice = dict(UPGRADE, requirements=None)
    with pytest.raises(CatalogError) as caught:
        parse_pack(pack([COMMAND, twice, twice]), LegionPack, "mine.json")
    message = caught.value.message("fr")
    assert "il manque à une carte Commandement ses « pips »" in message
    with pytest.raises(CatalogError) as caught:
        parse_pack(pack([twice, twice]), LegionPack, "mine.json")
    assert "l’identifiant de carte « upgrade-odd » figure deux fois" in caught.value.message("fr")


@pytest.mark.parametrize(
    ("army", "english", "french", "polish"),
    [
        (
            {"units": "Vader"},
            '"units" must be a list of at most 200',
            "« units » doit être une liste de 200 éléments au plus",
            "„units” musi być listą najwyżej 200 elementów",
        ),
        (
            {"units": [{"unit": "unit-stormtroopers", "upgrades": "all"}]},
            'unit 1: "upgrades" must be a list of card ids',
            "unité 1 : « upgrades » doit être une liste d’identifiants de cartes",
            "jednostka 1: „upgrades” musi być listą identyfikatorów kart",
        ),
        (
            {"points_date": "yesterday"},
            '"points_date" must be a date (YYYY-MM-DD)',
            "« points_date » doit être une date (AAAA-MM-JJ)",
            "„points_date” musi być datą (RRRR-MM-DD)",
        ),
    ],
)
def test_a_malformed_army_is_told_in_each_language(
    army: object, english: str, french: str, polish: str
) -> None:
    document = RosterDocument(system="legion", system_data={"army": army})
    with pytest.raises(RosterFormatError) as caught:
        army_of(document)
    assert english in caught.value.message("en")
    assert french in caught.value.message("fr")
    assert polish in caught.value.message("pl")


def test_muster_validate_says_what_is_wrong_with_the_army_in_french(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    file = tmp_path / "army.json"
    document = {"format": "muster.roster/1", "system": "legion", "army": {"battle_deck": []}}
    file.write_text(json.dumps(document), encoding="utf-8")
    assert run(["validate", str(file), "--lang", "fr"]) == 2
    err = capsys.readouterr().err
    assert "« battle_deck » doit être un objet de listes de cartes" in err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_legion_hq_data_that_is_not_data_is_told_in_the_language() -> None:
    with pytest.raises(JsDataError) as caught:
        read_object("const x = {a: someVariable}", "x")
    assert caught.value.message("fr") == "une référence à 'someVariable' n’est pas une donnée"
    assert caught.value.message("pl") == "odwołanie do 'someVariable' nie jest daną"
    assert str(caught.value) == "a reference to 'someVariable' is not data"


@pytest.mark.parametrize(
    ("text", "french", "polish"),
    [
        ("[1, 2]", "n’est pas un objet JSON", "nie jest obiektem JSON"),
        ('{"units": [{"name": 3}]}', "Il manque « name »", "brakuje pola „name”"),
    ],
)
def test_a_broken_tabletop_simulator_army_is_told_in_the_language(
    text: str, french: str, polish: str
) -> None:
    with pytest.raises(ShareCodeError) as caught:
        TabletopSimulatorJson().decode(text, load_catalog())
    assert french in caught.value.message("fr")
    assert polish in caught.value.message("pl")
