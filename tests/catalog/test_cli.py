from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.cli import run

FIXTURES = Path(__file__).parent / "fixtures"
UNIT_FIELDS = {
    "id", "names", "type", "sp", "pc", "force", "stamina", "durability", "characters", "eras",
    "traits", "source", "pack",
}  # fmt: skip


def test_import_community_folder(community_folder: Path, capsys: pytest.CaptureFixture) -> None:
    assert run(["catalog", "import", str(community_folder)]) == 0
    out = capsys.readouterr().out
    assert "Added: 3" in out and "Changed: 1" in out and "Rejected: 6" in out
    assert "community/data/units/brokenfile.json: broken JSON" in out
    assert "~ general-anakin-skywalker (stamina)" in out


def test_import_muster_pack_explicit_format(capsys: pytest.CaptureFixture) -> None:
    code = run(["catalog", "import", str(FIXTURES / "club_extras.json"), "--format", "muster"])
    assert code == 0
    assert "+ savage-opress" in capsys.readouterr().out


def test_import_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    assert run(["catalog", "import", str(tmp_path / "missing")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("muster: ") and err.count("\n") == 1
    empty = tmp_path / "empty"
    (empty / "data" / "units").mkdir(parents=True)
    (empty / "data" / "units" / "x.json").write_text("{}", encoding="utf-8")
    assert run(["catalog", "import", str(empty), "--format", "shatterpoint-data"]) == 2
    captured = capsys.readouterr()
    assert "nothing valid to import" in captured.err
    assert "no English name" in captured.out
    assert run(["catalog", "import", str(empty), "--format", "muster"]) == 2
    assert "is a folder" in capsys.readouterr().err


def test_list_json(community_folder: Path, capsys: pytest.CaptureFixture) -> None:
    assert run(["catalog", "import", str(community_folder)]) == 0
    capsys.readouterr()
    assert run(["catalog", "list", "--system", "shatterpoint", "--format", "json"]) == 0
    units = json.loads(capsys.readouterr().out)
    by_id = {unit["id"]: unit for unit in units}
    assert len(units) == 23
    for unit in units:
        assert set(unit) >= UNIT_FIELDS
    obi = by_id["general-obi-wan-kenobi"]
    assert obi["names"] == {"en": "General Obi-Wan Kenobi", "fr": "Général Obi-Wan Kenobi"}
    assert (obi["type"], obi["sp"], obi["pc"], obi["eras"]) == ("primary", 8, None, ["fotj"])
    assert obi["pack"] == "community"
    assert by_id["lord-maul"]["pack"] == "shatterpoint-builtin"


def test_list_text_in_polish(capsys: pytest.CaptureFixture) -> None:
    assert run(["catalog", "list", "--lang", "pl"]) == 0
    out = capsys.readouterr().out
    assert "Generał Anakin Skywalker" in out


def test_packs_export_remove(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    assert run(["catalog", "import", str(FIXTURES / "club_extras.json")]) == 0
    assert run(["catalog", "packs", "--format", "json"]) == 0
    capsys.readouterr()
    assert run(["catalog", "packs", "--format", "json"]) == 0
    packs = json.loads(capsys.readouterr().out)
    assert [(p["id"], p["builtin"], p["units"]) for p in packs] == [
        ("shatterpoint-builtin", True, 19),
        ("club-extras", False, 2),
    ]
    out_file = tmp_path / "export.json"
    assert run(["catalog", "export", str(out_file)]) == 0
    assert len(json.loads(out_file.read_text(encoding="utf-8"))["units"]) == 21
    assert run(["catalog", "remove", "club-extras"]) == 0
    assert run(["catalog", "remove", "club-extras"]) == 2
    assert 'no user pack "club-extras"' in capsys.readouterr().err
