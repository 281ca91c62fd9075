"""``muster campaign``: import-games, standings (text and JSON), exports, exit codes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.campaign.games_csv import HEADER
from app.cli import run

# The commands use the MUSTER_HOME database: already at the newest schema (a copy), as after
# a first run, so that each test pays for its commands, not for the migrations.
pytestmark = pytest.mark.usefixtures("home_database")

CSV = (
    ",".join(HEADER)
    + "\n2026-03-01,Spring League,Ann,Bob,Ann,2,1,,,5,\n"
    + "2026-03-08,Spring League,Bob,Cid,draw,1,1,,,4,\n"
    + "2026-03-09,Spring League,Cid,Ann,Cid,2,0,,,6,\n"
)


def write(tmp_path: Path, text: str) -> Path:
    file = tmp_path / "games.csv"
    file.write_text(text, encoding="utf-8")
    return file


def test_import_then_standings_as_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["campaign", "import-games", str(write(tmp_path, CSV))]) == 0
    out = capsys.readouterr().out
    assert "Games imported: 3" in out and "Spring League" in out and "Ann, Bob, Cid" in out
    assert run(["campaign", "standings", "spring league", "--format", "json"]) == 0
    table = json.loads(capsys.readouterr().out)
    assert table == [
        {
            "rank": 1,
            "player": "Cid",
            "played": 2,
            "won": 1,
            "drawn": 1,
            "lost": 0,
            "points": 4,
            "scores_for": 3,
            "scores_against": 1,
            "scores": {"struggles_won": 3, "struggles_lost": 1, "struggle_difference": 2},
        },
        {
            "rank": 2,
            "player": "Ann",
            "played": 2,
            "won": 1,
            "drawn": 0,
            "lost": 1,
            "points": 3,
            "scores_for": 2,
            "scores_against": 3,
            "scores": {"struggles_won": 2, "struggles_lost": 3, "struggle_difference": -1},
        },
        {
            "rank": 3,
            "player": "Bob",
            "played": 2,
            "won": 0,
            "drawn": 1,
            "lost": 1,
            "points": 1,
            "scores_for": 2,
            "scores_against": 3,
            "scores": {"struggles_won": 2, "struggles_lost": 3, "struggle_difference": -1},
        },
    ]


def test_standings_as_text_in_polish(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    run(["campaign", "import-games", str(write(tmp_path, CSV))])
    capsys.readouterr()
    assert run(["campaign", "standings", "Spring League", "--lang", "pl"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Spring League"
    assert lines[-3].split()[:2] == ["1", "Cid"]


def test_bad_rows_exit_1_and_keep_the_good_ones(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = CSV + "2026-03-10,Spring League,Ann,Bob,nobody,1,1,,,,\n"
    assert run(["campaign", "import-games", str(write(tmp_path, text))]) == 1
    out = capsys.readouterr().out
    assert "Games imported: 3" in out and "Line 5" in out


@pytest.mark.parametrize(
    "argv",
    [
        ["campaign", "standings", "Nowhere"],
        ["campaign", "import-games", "/nonexistent/games.csv"],
        ["campaign", "export-standings", "Nowhere", "x.pdf"],
    ],
)
def test_bad_input_exits_2_with_one_line(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("muster: ") and err.count("\n") == 1


def test_a_file_with_another_header_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(["campaign", "import-games", str(write(tmp_path, "a,b,c\n1,2,3\n"))]) == 2
    assert "header" in capsys.readouterr().err


def test_exports(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    run(["campaign", "import-games", str(write(tmp_path, CSV))])
    games = tmp_path / "out.csv"
    assert run(["campaign", "export-games", str(games), "--campaign", "Spring League"]) == 0
    assert games.read_text(encoding="utf-8") == CSV
    csv_file, pdf_file = tmp_path / "s.csv", tmp_path / "s.pdf"
    assert run(["campaign", "export-standings", "Spring League", str(csv_file)]) == 0
    # today's columns, then the game's own fields (struggles won, lost, difference)
    assert csv_file.read_text(encoding="utf-8").splitlines()[1] == "1,Cid,2,1,1,0,4,3,1,3,1,2"
    assert (
        run(["campaign", "export-standings", "Spring League", str(pdf_file), "--lang", "pl"]) == 0
    )
    from pypdf import PdfReader

    text = PdfReader(str(pdf_file)).pages[0].extract_text()
    assert "Spring League" in text and "Cid" in text
    assert run(["campaign", "export-standings", "Spring League", str(tmp_path / "s.txt")]) == 2
    capsys.readouterr()
    assert run(["campaign", "list", "--format", "json"]) == 0
    listing = json.loads(capsys.readouterr().out)
    assert listing == [
        {
            "name": "Spring League",
            "system": "shatterpoint",
            "starts_on": None,
            "ends_on": None,
            "games": 3,
        }
    ]


def test_standings_pdf_on_letter_paper(tmp_path: Path) -> None:
    run(["campaign", "import-games", str(write(tmp_path, CSV))])
    pdf_file = tmp_path / "letter.pdf"
    assert (
        run(["campaign", "export-standings", "Spring League", str(pdf_file), "--paper", "letter"])
        == 0
    )
    from pypdf import PdfReader

    box = PdfReader(str(pdf_file)).pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (612, 792)  # 8.5 x 11 in
