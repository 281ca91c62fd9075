"""Printed pages keep their margins (issue 22: the round sheet's footer ran into the bottom
margin, flush on the right one): every word of a printed sheet, read back with its box by
``pdftotext -bbox``, lies inside the 14 mm margins, in English, French and Polish."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from app.cli import run
from app.printing.paper import mm
from app.systems.flashpoint.team import Fighter, Mission, Team, document_for

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs pdftotext")

MARGIN = mm(14)
WORD = re.compile(
    r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)</word>'
)
PAGE = re.compile(r'<page width="([\d.]+)" height="([\d.]+)">')


def words_outside(pdf: Path) -> list[str]:
    """The words whose box crosses a margin (half a point of rounding allowed)."""
    html = subprocess.run(
        ["pdftotext", "-bbox", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    outside = []
    for page in html.split("</page>"):
        size = PAGE.search(page)
        if size is None:
            continue
        width, height = float(size[1]), float(size[2])
        for x0, y0, x1, y1, text in WORD.findall(page):
            box = (float(x0), float(y0), float(x1), float(y1))
            inside = (
                box[0] >= MARGIN - 0.5
                and box[1] >= MARGIN - 0.5
                and box[2] <= width - MARGIN + 0.5
                and box[3] <= height - MARGIN + 0.5
            )
            if not inside:
                outside.append(f"{text} {box}")
    assert html.count("<word") > 20  # the page was read, not empty
    return outside


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_starcraft_round_sheet_and_reference_keep_their_margins(
    tmp_path: Path, language: str, capsys: pytest.CaptureFixture[str]
) -> None:
    sheet = tmp_path / "round-sheet.pdf"
    args = ["-o", str(sheet), "--lang", language]
    assert run(["print", "round-sheet", "--system", "starcraft", "--players", "6", *args]) == 0
    assert words_outside(sheet) == []
    reference = tmp_path / "reference.pdf"
    args = ["-o", str(reference), "--lang", language]
    assert run(["print", "reference", "--system", "starcraft", *args]) == 0
    assert words_outside(reference) == []
    capsys.readouterr()


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_a_flashpoint_team_sheet_keeps_its_margins(
    tmp_path: Path, language: str, capsys: pytest.CaptureFixture[str]
) -> None:
    team = Team([Fighter("profile-captain", "Ines", "leader")], Mission("Hold the relay", 1, 2, ""))
    roster = tmp_path / "team.json"
    document_for(team, "Night Stalkers").write(roster)
    pdf = tmp_path / "team.pdf"
    args = ["-o", str(pdf), "--lang", language, "--what", "sheet"]
    assert run(["print", "roster", str(roster), *args]) == 0
    assert words_outside(pdf) == []
    capsys.readouterr()
