"""Legion from the command line: validate, share, print, list and import."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from app.cli import run
from app.systems.legion.army import document_for
from app.systems.legion.share import LegionHqLink
from tests.legion.test_importer import SHARED_DATA
from tests.legion.test_rules import VADER, catalog, legal_army


def army_file(tmp_path: Path, name: str = "Hoth") -> Path:
    file = tmp_path / "army.json"
    document_for(legal_army(), name).write(file)
    return file


def test_validate_a_legal_army(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["validate", str(army_file(tmp_path))]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "Hoth: legal."
    assert out[-3] == "Points: 215 of 1000 (Standard)"
    assert run(["validate", str(army_file(tmp_path)), "--format", "json", "--lang", "fr"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["legal"] is True and report["violations"] == []
    assert report["totals"]["points"] == 215 and report["totals"]["ranks"]["corps"] == 3


def test_validate_an_illegal_army_in_polish(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    army = legal_army()
    army.units = [*army.units[:2], type(army.units[0])(VADER)]
    file = tmp_path / "bad.json"
    document_for(army, "Zła").write(file)
    assert run(["validate", str(file), "--format", "json", "--lang", "pl"]) == 1
    report = json.loads(capsys.readouterr().out)
    codes = {v["code"] for v in report["violations"]}
    assert {"FACTION_MISMATCH", "RANK_BELOW_MINIMUM"} <= codes
    assert any("Korpus" in v["message"] for v in report["violations"])


def test_share_a_legion_hq_link_both_ways(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(["share", "encode", str(army_file(tmp_path)), "--as", "legionhq"]) == 0
    link = capsys.readouterr().out.strip()
    assert link == LegionHqLink().encode(document_for(legal_army()), catalog())
    decoded = tmp_path / "decoded.json"
    assert run(["share", "decode", f"look: {link}", "-o", str(decoded)]) == 0
    capsys.readouterr()
    assert run(["validate", str(decoded)]) == 0
    assert run(["share", "decode", link.replace(",1ah", ",1Qq", 1)]) == 2
    assert "cards at" in capsys.readouterr().err


def test_share_as_tabletop_simulator(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["share", "encode", str(army_file(tmp_path)), "--as", "tts"]) == 0
    text = capsys.readouterr().out
    assert json.loads(text)["title"] == "Hoth"
    decoded = tmp_path / "decoded.json"
    assert run(["share", "decode", text, "-o", str(decoded)]) == 0
    assert json.loads(decoded.read_text(encoding="utf-8"))["name"] == "Hoth"


def test_print_an_army_sheet(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pdf = tmp_path / "army.pdf"
    assert run(["print", "roster", str(army_file(tmp_path)), "-o", str(pdf), "--lang", "fr"]) == 0
    text = subprocess.run(
        ["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    assert "Leia Organa" in text and "Main de Commandement" in text


def test_catalog_list_legion(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["catalog", "list", "--system", "legion", "--lang", "fr"]) == 0
    rows = capsys.readouterr().out.splitlines()
    leia = next(row for row in rows if row.startswith("unit-leia-organa-fearless-and-inventive"))
    assert "Commandant" in leia and " 75 " in leia


def test_legion_is_tracked_and_scored_and_an_untracked_game_is_said_in_one_line() -> None:
    from app import systems
    from app.errors import NotTrackedError

    assert "legion" in systems.tracked_ids() and "legion" in systems.scored_ids()
    error = NotTrackedError(system={"en": "Star Wars: Legion", "fr": "Star Wars : Légion"})
    assert error.message("fr") == "Muster ne suit pas encore les parties de Star Wars : Légion."


@pytest.mark.skipif(not SHARED_DATA.is_dir(), reason="Legion HQ's data is not beside the project")
def test_import_legion_hq_cards_as_a_user_pack(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "lhq"
    source.mkdir()
    shutil.copy(SHARED_DATA / "cards.json", source / "cards.json")
    assert run(["catalog", "import", str(source / "cards.json")]) == 0
    out = capsys.readouterr().out
    assert "Changed: 0" in out and "Rejected: 0" in out
    assert run(["catalog", "import", str(tmp_path / "missing.json"), "--format", "legion-hq"]) == 2


def test_the_documented_example_army_is_legal_and_shares_as_a_legion_hq_link(
    capsys: pytest.CaptureFixture[str],
) -> None:
    example = Path(__file__).resolve().parents[2] / "docs" / "examples" / "legion-army.json"
    assert run(["validate", str(example), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["legal"] is True
    assert report["totals"]["points"] <= report["totals"]["points_limit"]
    assert run(["share", "encode", str(example), "--as", "legionhq"]) == 0
    link = capsys.readouterr().out.strip()
    assert link.startswith("https://legionhq2.com/list/rebels/1000:")


def test_the_cli_names_cards_as_the_settings_choose(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The window's Settings choice, "always in English", holds on the command line too; the
    messages stay in the language of --lang."""
    from app import i18n
    from app.settings import load_preferences

    army = legal_army()
    army.units = [*army.units, type(army.units[0])(VADER)]  # the Empire's, in a Rebel army
    file = tmp_path / "vader.json"
    document_for(army, "Hoth").write(file)

    def outputs() -> tuple[str, str]:
        assert run(["catalog", "list", "--system", "legion", "--lang", "fr"]) == 0
        rows = capsys.readouterr().out.splitlines()
        troopers = next(row for row in rows if row.startswith("unit-rebel-troopers "))
        assert run(["validate", str(file), "--lang", "fr"]) == 1
        return troopers, capsys.readouterr().out

    troopers, report = outputs()
    assert "Soldats Rebelles" in troopers and "Dark Vador" in report
    load_preferences().set("card_names", "english")
    try:
        troopers, report = outputs()
        assert "Rebel Troopers" in troopers and "Troupiers" in troopers
        assert "Darth Vader" in report and "Dark Vador" not in report
    finally:
        i18n.set_card_names_in_english(False)
