"""A Flashpoint team as text for forums: the value out of 50, the mission, each fighter with
its profile, role, figures and cards, the bonus and reserves, legality and the Muster code,
in the player's language."""

from __future__ import annotations

from pathlib import Path

from app import systems
from app.roster import share
from app.roster.document import RosterDocument
from app.systems.flashpoint.catalog import load_catalog
from app.systems.flashpoint.team import Fighter, Team, document_for

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "flashpoint-team.json"


def test_the_example_team_as_text() -> None:
    team = RosterDocument.read(EXAMPLE)
    text = systems.get("flashpoint").to_text(team, load_catalog(), "en")
    lines = text.splitlines()
    assert lines[0] == "Team: Salvage Crew Kestrel"
    assert lines[1] == "Strategic value: 49 of 50 · 5 fighters"
    assert "Mission: Hold the relay" in lines
    assert "• Captain Ines Varga — Captain, Leader (15): SK 2 · PW 2 · RR 2" in lines
    assert "    – Weapons: Carbine" in lines
    assert "• Doc Halvorsen — Medic, Strategist (8): SK 1 · PW 2 · RR 1" in lines
    # English has letters of its own, written out before the fighters' lines; the
    # rulebook's H, P, Pr are French only.
    assert "SK: Skill · PW: Power · RR: reinforcement range" in lines
    polish = systems.get("flashpoint").to_text(team, load_catalog(), "pl").splitlines()
    assert "Z: Zręczność · M: Moc · ZW: zasięg wsparcia" in polish
    assert not any(" H " in line or " Pr " in line for line in lines + polish)
    assert "Legal team." in lines
    code = lines[-1].removeprefix("Muster code: ")
    assert (
        share.decode(code, lambda system_id: load_catalog()).to_json() == team.to_json()
    )  # the reader can open it


def test_a_team_breaking_the_rules_says_why_in_french() -> None:
    team = document_for(Team([Fighter("profile-rifleman"), Fighter("no-such-profile")]), "")
    text = systems.get("flashpoint").to_text(team, load_catalog(), "fr")
    lines = text.splitlines()
    assert lines[0] == "Team : Team sans nom"
    assert "• Fusilier (9) : H 2 · P 1 · Pr 1" in lines  # no name given: the profile's
    assert "• profil inconnu « no-such-profile »" in lines
    assert "Pas encore légale :" in lines
    assert any("Leader" in line for line in lines if line.startswith("- "))
