"""`muster validate` and `muster share`: exit codes, the JSON shape, languages."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli import run
from app.roster.document import RosterDocument

ROOT = Path(__file__).resolve().parents[2]
CORE_TEAM = [
    {
        "primary": "general-anakin-skywalker",
        "secondary": "cc-7567-captain-rex",
        "support": "501st-clone-troopers",
    },
    {
        "primary": "lord-maul",
        "secondary": "gar-saxon-merciless-commander",
        "support": "mandalorian-super-commandos",
    },
]
SPT = "spt[00010109,00010106,00010101,00010111,00010108,00010112]"


def write(tmp_path: Path, squads=None, mission="Shifting Priorities", casual=False) -> Path:
    file = tmp_path / "team.json"
    RosterDocument(
        "shatterpoint", "Team", CORE_TEAM if squads is None else squads, mission, casual
    ).write(file)
    return file


ILLEGAL = [
    {
        "primary": "general-anakin-skywalker",
        "secondary": "kalani-super-tactical-droid",
        "support": "b1-battle-droids",
    },
    {"primary": "padawan-ahsoka-tano", "secondary": None, "support": "jar-jar"},
]


def test_legal_exits_0(tmp_path, capsys):
    assert run(["validate", str(write(tmp_path))]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Team: legal.")


def test_illegal_exits_1_with_json(tmp_path, capsys):
    assert run(["validate", str(write(tmp_path, ILLEGAL, None)), "--format", "json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert set(report) == {"legal", "violations", "totals"}
    assert report["legal"] is False
    for violation in report["violations"]:
        assert set(violation) == {"code", "severity", "squad", "slot", "unit", "message"}
        assert violation["slot"] in (None, "primary", "secondary", "support")
    found = {(v["code"], v["squad"], v["slot"], v["unit"]) for v in report["violations"]}
    assert found == {
        ("SQUAD_POINTS_EXCEEDED", 1, "primary", "general-anakin-skywalker"),
        ("WRONG_UNIT_TYPE", 2, "primary", "padawan-ahsoka-tano"),
        ("SLOT_EMPTY", 2, "secondary", None),
        ("UNKNOWN_UNIT", 2, "support", "jar-jar"),
        ("NO_MISSION_SET", None, None, None),
    }
    severities = {v["code"]: v["severity"] for v in report["violations"]}
    assert severities["NO_MISSION_SET"] == "warning" and severities["SLOT_EMPTY"] == "error"
    assert report["totals"] == {
        "squads": [{"sp": 7, "pc": 8}, {"sp": 0, "pc": 0}],
        "force": 4,
        "characters": 5,
        "units": 4,
    }


def test_casual_exits_0_with_its_warnings(tmp_path, capsys):
    assert run(["validate", str(write(tmp_path, ILLEGAL, casual=True)), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["legal"] is True
    assert report["violations"] and {v["severity"] for v in report["violations"]} == {"warning"}


@pytest.mark.parametrize("language", ["fr", "pl"])
def test_messages_in_the_language_asked(tmp_path, capsys, language):
    file = str(write(tmp_path, ILLEGAL))
    assert run(["validate", file, "--format", "json", "--lang", "en"]) == 1
    english = json.loads(capsys.readouterr().out)
    assert run(["validate", file, "--format", "json", "--lang", language]) == 1
    translated = json.loads(capsys.readouterr().out)
    assert [v["code"] for v in translated["violations"]] == [
        v["code"] for v in english["violations"]
    ]
    for en, other in zip(english["violations"], translated["violations"], strict=True):
        assert en["message"] != other["message"]
    assert run(["validate", file, "--lang", language]) == 1
    text = capsys.readouterr().out
    assert "not legal" not in text


@pytest.mark.parametrize(
    "content",
    [None, "not json at all", '{"format": "muster.catalog/1"}', "[1, 2]"],
)
def test_unreadable_or_not_a_roster_exits_2(tmp_path, capsys, content):
    file = tmp_path / "bad.json"
    if content is not None:
        file.write_text(content, encoding="utf-8")
    assert run(["validate", str(file)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("muster: ")


def test_unknown_system_exits_2(tmp_path, capsys):
    file = tmp_path / "x.json"
    RosterDocument("chess", "x", []).write(file)
    assert run(["validate", str(file)]) == 2
    assert "chess" in capsys.readouterr().err


def test_share_encode_every_format(tmp_path, capsys):
    file = str(write(tmp_path))
    assert run(["share", "encode", file, "--as", "spt"]) == 0
    assert capsys.readouterr().out.strip() == SPT
    assert run(["share", "encode", file, "--as", "tta"]) == 0
    assert capsys.readouterr().out.strip().endswith("/listbuilder/5,7,9,18,11,19")
    assert run(["share", "encode", file]) == 0
    code = capsys.readouterr().out.strip()
    assert code.startswith("MU1.")
    assert run(["share", "decode", code]) == 0
    decoded = RosterDocument.loads(capsys.readouterr().out)
    assert decoded.to_json() == RosterDocument.read(Path(file)).to_json()


def test_share_encode_incomplete_team_as_spt_exits_2(tmp_path, capsys):
    file = str(write(tmp_path, ILLEGAL))
    assert run(["share", "encode", file, "--as", "spt"]) == 2
    assert "Squad 2 is not complete" in capsys.readouterr().err


def test_share_decode_to_a_file(tmp_path, capsys):
    out = tmp_path / "decoded.json"
    assert run(["share", "decode", f"  my list: {SPT} ", "-o", str(out)]) == 0
    assert capsys.readouterr().out == ""
    assert RosterDocument.read(out).squads == CORE_TEAM


@pytest.mark.parametrize(
    "text", ["hello", "spt[00010109,99999999]", "spt(00010109)", "MU1.abc.def", ""]
)
def test_share_decode_bad_text_exits_2(capsys, text):
    assert run(["share", "decode", text]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert len(captured.err.strip().splitlines()) == 1


def test_share_decode_error_in_polish(capsys):
    assert run(["share", "decode", "spt[00010109,99999999]", "--lang", "pl"]) == 2
    err = capsys.readouterr().err
    assert "99999999" in err and "No loaded catalogue" not in err


def test_validate_as_a_real_process(tmp_path):
    file = write(tmp_path, ILLEGAL)
    env = {**os.environ, "MUSTER_HOME": str(tmp_path / "home")}
    result = subprocess.run(
        [sys.executable, "-m", "app", "validate", str(file), "--format", "json"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 1, result.stderr
    assert json.loads(result.stdout)["legal"] is False
    missing = subprocess.run(
        [sys.executable, "-m", "app", "validate", str(tmp_path / "missing.json")],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert missing.returncode == 2
    assert missing.stderr.startswith("muster: ") and "Traceback" not in missing.stderr


HUGE = "9" * 5000  # past Python's own limit of 4,300 digits for int()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (f"MU{HUGE}.abc.def", "newer version of Muster (code version 999999999999…)"),
        (f"MU1{'0' * 5000}.abc.def", "newer version of Muster"),
        (f"tabletopadmiral.com/shatterpoint/listbuilder/{HUGE},1", "999999"),
        ("tabletopadmiral.com/shatterpoint/listbuilder/²,1", "²"),
        (f"legionhq2.com/list/rebels/{HUGE}:1ab", "a 999999-point game"),
        ("legionhq2.com/list/rebels/²ab", "no list after its faction"),
    ],
)
def test_share_decode_of_numbers_past_every_limit_is_one_sentence(capsys, text, expected):
    """Issue 24: a code's version or unit number of 5,000 digits ended in a ValueError."""
    assert run(["share", "decode", text]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and expected in err and len(err) < 400
