"""Flashpoint from the command line: validate a team, list the designs, import and export a
pack of designs, print a team."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.cli import run
from app.roster.document import RosterDocument
from app.systems.flashpoint.team import Fighter, document_for, team_of
from tests.flashpoint.test_rules import legal_team

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "flashpoint-team.json"


def team_file(tmp_path: Path, team=None, name: str = "Kestrel") -> Path:
    file = tmp_path / "team.json"
    document_for(team or legal_team(), name).write(file)
    return file


def test_the_documented_example_team_is_legal(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["validate", str(EXAMPLE), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["legal"] is True and report["violations"] == []
    assert report["totals"]["points"] == 49 and report["totals"]["points_limit"] == 50
    assert report["totals"]["strategic_bonus"]["offensive"] == 3
    document = RosterDocument.read(EXAMPLE)
    assert len(team_of(document).fighters) == 5


def test_validate_text_in_three_languages(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    file = team_file(tmp_path)
    assert run(["validate", str(file)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == [
        "Kestrel: legal.",
        "  No problems found.",
        "Strategic value: 49 of 50 · 5 fighters",
        "Mission: Hold the relay",
        "Strategic Bonus: 3 as Offensive player, 4 as Defensive player (Power 2 of the Leader)",
        "Dice reserves: Skill 9; Power 10 as Offensive player, 11 as Defensive player",
    ]
    assert run(["validate", str(file), "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    assert "Valeur Stratégique : 49 sur 50 · 5 figurines" in out
    assert "Bonus Stratégique : 3 en joueur Offensif" in out
    assert run(["validate", str(file), "--lang", "pl"]) == 0
    out = capsys.readouterr().out
    assert "Wartość strategiczna: 49 z 50 · 5 wojowników" in out


def test_validate_an_illegal_team(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    team = legal_team()
    team.fighters.append(Fighter("profile-breacher", role="leader"))
    file = team_file(tmp_path, team)
    assert run(["validate", str(file), "--format", "json", "--lang", "fr"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert [v["code"] for v in report["violations"]] == ["POINTS_EXCEEDED", "SEVERAL_LEADERS"]
    assert report["violations"][1]["squad"] == 6
    assert report["violations"][0]["message"].startswith(
        "La Valeur Stratégique de la Team est de 64"
    )
    assert run(["validate", str(file)]) == 1
    assert "error POINTS_EXCEEDED" in capsys.readouterr().out


def test_a_casual_team_is_always_legal(tmp_path: Path, capsys) -> None:
    document = document_for(team_of(document_for(legal_team())), "Casual")
    document.system_data["team"]["fighters"][0]["role"] = None
    document.casual = True
    file = tmp_path / "casual.json"
    document.write(file)
    assert run(["validate", str(file), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [(v["code"], v["severity"]) for v in report["violations"]] == [("NO_LEADER", "warning")]


@pytest.mark.parametrize(
    ("team", "detail"),
    [
        ([], '"team" must be an object'),
        ({"fighters": [{"name": "x"}]}, 'fighter 1 must be an object with a "profile" id'),
        ({"fighters": [{"profile": "p", "role": "king"}]}, '"role" must be'),
        ({"mission": {"offensive_bonus": -1}}, '"offensive_bonus" must be a whole number'),
        ({"mission": {"name": 3}}, '"name" must be text'),
    ],
)
def test_a_malformed_team_is_one_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], team: object, detail: str
) -> None:
    file = tmp_path / "bad.json"
    file.write_text(
        json.dumps({"format": "muster.roster/1", "system": "flashpoint", "team": team}), "utf-8"
    )
    assert run(["validate", str(file)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and detail in err and "Traceback" not in err


def test_catalog_list_shows_the_designs(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["catalog", "list", "--system", "flashpoint"]) == 0
    lines = capsys.readouterr().out.splitlines()
    captain = next(line for line in lines if line.startswith("profile-captain "))
    assert captain.split() == ["profile-captain", "Captain", "Profile", "15", "flashpoint-examples"]
    assert any(
        line.split()[:4] == ["weapon-flamer", "Flamer", "Breath", "weapon"] for line in lines
    )
    assert run(["catalog", "list", "--system", "flashpoint", "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    assert "Capitaine" in out and "Arme de tir" in out and "Archétype" in out
    assert run(["catalog", "list", "--system", "flashpoint", "--format", "json"]) == 0
    listing = {entry["id"]: entry for entry in json.loads(capsys.readouterr().out)}
    assert listing["profile-captain"]["archetype"] == "archetype-field-officer"
    assert listing["weapon-carbine"]["names"]["pl"] == "Karabinek"


def test_catalog_list_json_gives_each_computed_value_and_its_terms(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Seed 003 "Créer !" L128-L152: an archetype's VS is H + P + base size + Pr, a ranged
    weapon's Force + (R max − R min) + triggers + 1; a profile's, its archetype's and cards'."""
    assert run(["catalog", "list", "--system", "flashpoint", "--format", "json"]) == 0
    listing = {entry["id"]: entry for entry in json.loads(capsys.readouterr().out)}
    for entry in listing.values():
        assert entry["points"] == sum(term["value"] for term in entry["breakdown"]), entry["id"]
    officer = listing["archetype-field-officer"]
    assert [t["term"] for t in officer["breakdown"]] == [
        "skill",
        "power",
        "base_size",
        "reinforcement",
    ]
    carbine = listing["weapon-carbine"]
    assert [t["term"] for t in carbine["breakdown"]] == ["force", "range", "triggers", "ranged"]
    assert carbine["formula"].endswith(f"= {carbine['points']}")
    captain = listing["profile-captain"]
    assert captain["points"] == 15
    assert captain["breakdown"][0] == {
        "term": "archetype",
        "card": "archetype-field-officer",
        "label": "Field Officer",
        "value": officer["points"],
    }
    assert listing["ability-rally"]["breakdown"] == [
        {"term": "chosen", "label": "chosen", "value": 2}
    ]
    assert (
        run(["catalog", "list", "--system", "flashpoint", "--format", "json", "--lang", "fr"]) == 0
    )
    french = {entry["id"]: entry for entry in json.loads(capsys.readouterr().out)}
    assert french["profile-captain"]["formula"].startswith("Officier de terrain 7 + ")


def test_designs_travel_as_a_pack(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pack = json.loads(Path("resources/data/flashpoint/examples.json").read_text("utf-8"))
    club = {
        **pack,
        "id": "club-fighters",
        "name": {"en": "Our club"},
        "cards": [
            {
                "kind": "profile",
                "id": "profile-duellist",
                "name": {"en": "Duellist"},
                "archetype": "archetype-outrider",
                "weapons": ["weapon-shock-maul"],
                "source": "club night",
            },
        ],
    }
    file = tmp_path / "club.json"
    file.write_text(json.dumps(club), "utf-8")
    assert run(["catalog", "import", str(file)]) == 0
    capsys.readouterr()
    assert run(["catalog", "list", "--system", "flashpoint", "--format", "json"]) == 0
    listing = {entry["id"]: entry for entry in json.loads(capsys.readouterr().out)}
    assert listing["profile-duellist"]["pack"] == "club-fighters"
    exported = tmp_path / "out.json"
    assert (
        run(
            [
                "catalog",
                "export",
                str(exported),
                "--system",
                "flashpoint",
                "--pack",
                "club-fighters",
            ]
        )
        == 0
    )
    assert json.loads(exported.read_text("utf-8"))["cards"][0]["id"] == "profile-duellist"
    merged = tmp_path / "merged.json"
    assert run(["catalog", "export", str(merged), "--system", "flashpoint"]) == 0
    assert len(json.loads(merged.read_text("utf-8"))["cards"]) == len(pack["cards"]) + 1
    team = legal_team()
    team.fighters[3] = Fighter("profile-duellist")  # Outrider 4 + shock maul 3 = 7
    capsys.readouterr()
    assert run(["validate", str(team_file(tmp_path, team)), "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["totals"]["points"] == 48


def test_a_broken_design_pack_is_refused_with_its_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    file = tmp_path / "broken.json"
    file.write_text(
        json.dumps(
            {
                "format": "muster.catalog/1",
                "system": "flashpoint",
                "id": "broken",
                "version": "1",
                "name": {"en": "Broken"},
                "cards": [
                    {
                        "kind": "archetype",
                        "id": "archetype-giant",
                        "name": {"en": "Giant"},
                        "skill": 2,
                        "power": 2,
                        "reinforcement": 0,
                        "base_size": 4,
                        "max_weapons": 1,
                        "max_equipment": 0,
                        "max_abilities": 0,
                        "source": "x",
                    }
                ],
            }
        ),
        "utf-8",
    )
    assert run(["catalog", "import", str(file)]) == 2
    out = capsys.readouterr()
    assert "archetype-giant" in out.out + out.err and "base_size" in out.out + out.err


def test_print_a_team(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "team.pdf"
    assert run(["print", "roster", str(EXAMPLE), "-o", str(out), "--lang", "pl"]) == 0
    # The sheet, then 5 fighters' cards: 4 + 2 + 2 + 4 + 3 = 15 cards on 2 pages of 9.
    assert capsys.readouterr().out.strip() == f"{out}: zapisano 3 strony."


def test_a_team_travels_as_a_muster_share_code(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(["share", "encode", str(EXAMPLE)]) == 0
    code = capsys.readouterr().out.strip()
    decoded = tmp_path / "decoded.json"
    assert run(["share", "decode", f"our team: {code}", "-o", str(decoded)]) == 0
    assert RosterDocument.read(decoded).to_json() == RosterDocument.read(EXAMPLE).to_json()
    assert run(["share", "encode", str(EXAMPLE), "--as", "spt"]) == 2


def test_a_malformed_team_is_told_in_the_user_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    file = tmp_path / "bad.json"
    team = {"fighters": [{"profile": "profile-captain", "role": "roi"}]}
    file.write_text(
        json.dumps({"format": "muster.roster/1", "system": "flashpoint", "team": team}), "utf-8"
    )
    assert run(["validate", str(file), "--lang", "fr"]) == 2
    assert "figurine 1 : « role » doit être « leader », « strategist » ou null" in (
        capsys.readouterr().err
    )
    assert run(["validate", str(file), "--lang", "pl"]) == 2
    assert "wojownik 1: „role”" in capsys.readouterr().err
