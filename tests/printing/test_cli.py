"""``muster print roster``: exit codes, messages, and the PDF it writes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.cli import run
from app.roster import share
from tests.printing.conftest import read_pdf


def test_prints_a_roster(roster_file: Path, tmp_path: Path, capsys) -> None:
    out = tmp_path / "out.pdf"
    assert run(["print", "roster", str(roster_file), "-o", str(out)]) == 0
    assert "2 pages" in capsys.readouterr().out
    reader = read_pdf(out)
    assert len(reader.pages) == 2


def test_options_reach_the_document(roster_file: Path, tmp_path: Path) -> None:
    out = tmp_path / "out.pdf"
    argv = ["print", "roster", str(roster_file), "-o", str(out), "--lang", "pl"]
    argv += ["--paper", "letter", "--card-size", "tarot", "--what", "cards", "--backs"]
    assert run(argv) == 0
    reader = read_pdf(out)
    # Six tarot cards, four to a page: two pages of fronts, each followed by its backs.
    assert len(reader.pages) == 4
    assert float(reader.pages[0].mediabox.width) == pytest.approx(612.0)
    assert "Generał Anakin" in reader.pages[0].extract_text()


def test_a_custom_card_size(roster_file: Path, tmp_path: Path) -> None:
    out = tmp_path / "out.pdf"
    assert run(["print", "roster", str(roster_file), "-o", str(out), "--card-size", "90x90"]) == 0
    assert len(read_pdf(out).pages) == 2


def test_the_sheet_carries_a_share_code_that_reads_back(
    roster_file: Path, tmp_path: Path, catalog
) -> None:
    out = tmp_path / "out.pdf"
    assert run(["print", "roster", str(roster_file), "-o", str(out), "--what", "sheet"]) == 0
    text = read_pdf(out).pages[0].extract_text()
    # The code wraps over several lines at the foot, between its label and the imprint.
    printed = "".join(text[text.index("Share code:") + 11 : text.index("Printed with")].split())
    decoded = share.decode(printed, lambda _system: catalog)
    assert decoded.squads == json.loads(roster_file.read_text())["squads"]


@pytest.mark.parametrize(
    ("option", "message"),
    [
        (["--card-size", "10x"], 'The card size "10x" cannot be used'),
        (["--card-size", "20x20"], "too small"),
        (["--card-size", "400x90"], "does not fit"),
        (["--bleed", "50"], "A bleed of 50 mm cannot be used"),
    ],
)
def test_bad_options_exit_2_with_one_line(
    roster_file: Path, tmp_path: Path, capsys, option: list[str], message: str
) -> None:
    out = tmp_path / "out.pdf"
    assert run(["print", "roster", str(roster_file), "-o", str(out), *option]) == 2
    err = capsys.readouterr().err
    assert err.startswith("muster: ") and message in err
    assert err.count("\n") == 1
    assert not out.exists()


@pytest.mark.parametrize(
    "option", [["--paper", "a3"], ["--what", "everything"], ["--lang", "de"], []]
)
def test_unknown_choices_exit_2(roster_file: Path, tmp_path: Path, option: list[str]) -> None:
    argv = ["print", "roster", str(roster_file), *option]
    if option:
        argv += ["-o", str(tmp_path / "out.pdf")]  # without options: -o is missing
    with pytest.raises(SystemExit) as exited:
        run(argv)
    assert exited.value.code == 2


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "Cannot read"),
        ("{not json", "not JSON"),
        ('{"format": "something/else"}', "not a Muster roster"),
        ('{"format": "muster.roster/1", "system": "chess", "squads": []}', "chess"),
    ],
)
def test_bad_roster_files_exit_2(tmp_path: Path, capsys, content: str | None, message: str) -> None:
    file = tmp_path / "roster.json"
    if content is not None:
        file.write_text(content, encoding="utf-8")
    out = tmp_path / "out.pdf"
    assert run(["print", "roster", str(file), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("muster: ") and message in err
    assert not out.exists()


def test_messages_follow_the_language(tmp_path: Path, capsys) -> None:
    out = tmp_path / "out.pdf"
    assert (
        run(["print", "roster", str(tmp_path / "none.json"), "-o", str(out), "--lang", "fr"]) == 2
    )
    assert "Impossible de lire" in capsys.readouterr().err


def test_a_missing_output_folder_exit_2(roster_file: Path, tmp_path: Path, capsys) -> None:
    out = tmp_path / "no" / "such" / "out.pdf"
    assert run(["print", "roster", str(roster_file), "-o", str(out)]) == 2
    assert "does not exist" in capsys.readouterr().err


def test_an_output_that_is_a_folder_exit_2(roster_file: Path, tmp_path: Path, capsys) -> None:
    assert run(["print", "roster", str(roster_file), "-o", str(tmp_path)]) == 2
    assert "is a folder" in capsys.readouterr().err


def test_a_failed_print_keeps_the_previous_pdf(roster_file: Path, tmp_path: Path) -> None:
    out = tmp_path / "out.pdf"
    out.write_bytes(b"%PDF-previous")
    assert run(["print", "roster", str(roster_file), "-o", str(out), "--card-size", "1x"]) == 2
    assert out.read_bytes() == b"%PDF-previous"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".muster-")] == []
