"""``muster tournament create|register|drop|pair|swap|report|standings|export``: the JSON
shapes issue 26 names, the text in the user's language, and exit 2 on bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.cli import run
from app.roster import share
from tests.campaign.conftest import roster

# The commands use the MUSTER_HOME database: already at the newest schema (a copy), as after
# a first run, so that each test pays for its commands, not for the migrations.
pytestmark = pytest.mark.usefixtures("home_database")

PLAYERS = ["Ann", "Bob", "Cid", "Dee", "Eve"]


def _json(capsys: pytest.CaptureFixture[str]) -> object:
    return json.loads(capsys.readouterr().out)


@pytest.fixture
def saturday(capsys: pytest.CaptureFixture[str]) -> str:
    assert (
        run(["tournament", "create", "Saturday", "--system", "shatterpoint", "--rounds", "3"]) == 0
    )
    assert run(["tournament", "register", "Saturday", *PLAYERS]) == 0
    capsys.readouterr()
    return "Saturday"


def test_a_whole_event_from_the_command_line(
    saturday: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(["tournament", "pair", saturday, "--seed", "4", "--format", "json"]) == 0
    first = _json(capsys)
    assert isinstance(first, dict) and set(first) == {"round", "tables", "bye"}
    assert first["round"] == 1 and first["bye"] in PLAYERS
    assert [t["table"] for t in first["tables"]] == [1, 2]
    assert all(len(t["players"]) == 2 for t in first["tables"])
    for table in first["tables"]:
        winner = table["players"][0]
        args = ["--round", "1", "--table", str(table["table"]), "--winner", winner]
        assert run(["tournament", "report", saturday, *args, "--scores", "2", "1"]) == 0
    assert "result recorded" in capsys.readouterr().out
    assert run(["tournament", "drop", saturday, first["bye"]]) == 0
    assert run(["tournament", "pair", saturday, "--seed", "4"]) == 0
    text = capsys.readouterr().out
    assert "Round 2" in text and first["bye"] not in text.split("dropped.")[-1]

    assert run(["tournament", "standings", saturday, "--format", "json"]) == 0
    rows = _json(capsys)
    assert isinstance(rows, list) and len(rows) == 5
    assert list(rows[0])[:9] == [
        "rank",
        "player",
        "points",
        "wins",
        "draws",
        "losses",
        "byes",
        "opponents_points",
        "dropped",
    ]
    assert {"struggles_won", "average_opponent_points"} <= set(rows[0])
    bye_row = next(r for r in rows if r["player"] == first["bye"])
    assert (bye_row["points"], bye_row["byes"], bye_row["wins"], bye_row["dropped"]) == (
        3,
        1,
        0,
        True,
    )
    assert run(["tournament", "export", saturday, str(tmp_path / "s.csv")]) == 0
    header = (tmp_path / "s.csv").read_text(encoding="utf-8").splitlines()[0]
    assert header.startswith("rank,player,points,wins,draws,losses,byes,opponents_points")
    assert run(["tournament", "export", saturday, str(tmp_path / "s.pdf"), "--lang", "pl"]) == 0
    assert (tmp_path / "s.pdf").read_bytes().startswith(b"%PDF")


def test_text_in_french_and_polish(saturday: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["tournament", "pair", saturday, "--seed", "1", "--lang", "fr"]) == 0
    assert "Ronde 1" in capsys.readouterr().out
    assert run(["tournament", "standings", saturday, "--lang", "pl"]) == 0
    out = capsys.readouterr().out
    assert "Punkty przeciwników" in out and "pauza 3 pkt" in out


def test_a_list_by_share_code_is_shown_legal_or_not(
    saturday: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code = share.encode_muster(roster("Fay's list", ("no-such-unit", "", "")))
    assert run(["tournament", "register", saturday, "Fay", "--roster", code]) == 0
    assert "Fay: registered with Fay's list, not legal:" in capsys.readouterr().out


@pytest.mark.parametrize(
    "args",
    [
        ["tournament", "pair", "No such event"],
        ["tournament", "drop", "Saturday", "Nobody"],
        ["tournament", "report", "Saturday", "--round", "1", "--table", "1", "--winner", "Ann"],
        ["tournament", "export", "Saturday", "standings.txt"],
        ["tournament", "register", "Saturday", "Gus", "--roster", "not a code"],
        ["tournament", "create", "Saturday", "--system", "legion"],
    ],
)
def test_bad_input_exits_2_with_one_line(
    saturday: str, args: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(args) == 2
    err = capsys.readouterr().err
    assert err.startswith("muster: ") and err.count("\n") == 1


def test_a_league_is_not_a_tournament(capsys: pytest.CaptureFixture[str]) -> None:
    from app.campaign.campaigns import create_campaign
    from app.workspace import Workspace

    workspace = Workspace()
    create_campaign(workspace.db, "Spring League", "legion")
    workspace.close()
    assert run(["tournament", "standings", "Spring League"]) == 2
    assert "is a league, not a tournament" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("what", "language", "heading"),
    [
        ("pairings", "en", "Saturday, round 1: pairings by table"),
        ("by-name", "fr", "Saturday, ronde 1 : appariements par nom"),
        ("slips", "pl", "Saturday, runda 1: karty wyników"),
    ],
)
def test_a_round_prints_for_the_wall_and_the_tables(
    saturday: str,
    tmp_path: Path,
    what: str,
    language: str,
    heading: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    from pypdf import PdfReader

    assert run(["tournament", "pair", saturday, "--seed", "2"]) == 0
    pdf = tmp_path / f"{what}.pdf"
    args = [str(pdf), "--what", what, "--round", "1", "--lang", language]
    assert run(["tournament", "export", saturday, *args]) == 0
    text = " ".join(page.extract_text() for page in PdfReader(pdf).pages)
    assert heading in " ".join(text.split())
    assert all(name in text for name in PLAYERS if what != "slips" or name in text)
    assert sum(name in text for name in PLAYERS) >= 4
    assert run(["tournament", "export", saturday, str(tmp_path / "x.csv"), "--what", what]) == 2
