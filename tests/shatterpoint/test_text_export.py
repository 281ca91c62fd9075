"""The plain-text export for forums and chats."""

from __future__ import annotations

from app import systems
from app.roster import share
from app.systems.shatterpoint.text_export import to_text
from tests.shatterpoint.conftest import CORE_TEAM, roster


def test_english_text(core):
    text = to_text(roster(mission_set="spt:00099001"), core, "en")
    lines = text.splitlines()
    assert lines[0] == "Strike team: Test team"
    assert "Mission set: the mission set with SPT code 00099001" in lines
    assert "Squad 1: 7 of 7 SP spent" in lines
    assert "  Primary: General Anakin Skywalker (7 SP, Force 4)" in lines
    assert "  Secondary: CC-7567 Captain Rex (4 PC)" in lines
    assert "  Support: 501st Clone Troopers (3 PC)" in lines
    assert "Force pool: 7 · characters: 8 · units: 6 · order deck: 7" in lines
    assert "Legal strike team." in lines
    muster_line = next(line for line in lines if line.startswith("Muster code: "))
    code = muster_line.removeprefix("Muster code: ")
    assert (
        share.decode(code, lambda s: core).to_json() == roster(mission_set="spt:00099001").to_json()
    )
    assert (
        "SPT list code: spt[00099001,00010109,00010106,00010101,00010111,00010108,00010112]"
        in lines
    )


def test_french_and_polish_use_the_rulebook_terms(core):
    french = to_text(roster(), core, "fr")
    assert "Général Anakin Skywalker" in french
    assert "Groupe de combat" in french and "Escouade 1" in french and "PE" in french
    polish = to_text(roster(), core, "pl")
    assert "Generał Anakin Skywalker" in polish
    assert "Grupa uderzeniowa" in polish and "Oddział 1" in polish and "PO" in polish


def test_an_illegal_incomplete_team(core):
    document = roster(
        [CORE_TEAM[0], {"primary": "lord-maul", "secondary": "nobody", "support": None}]
    )
    text = to_text(document, core, "en")
    assert "Not legal yet:" in text
    assert "  Support: (empty)" in text
    assert "  Secondary: unknown unit “nobody”" in text
    assert "Squad 2 has no Support unit." in text
    assert "SPT list code" not in text  # an incomplete team has none
    assert "Muster code: MU1." in text


def test_the_system_object_exports_too(core):
    system = systems.get("shatterpoint")
    assert system.to_text(roster(), core, "en") == to_text(roster(), core, "en")


def test_the_system_fulfils_the_game_system_contract():
    from app.systems.base import GameSystem

    system = systems.get("shatterpoint")
    assert isinstance(system, GameSystem)
    assert [codec.format_id for codec in system.share_codecs()] == ["spt", "tta"]


def test_mission_set_labels():
    system = systems.get("shatterpoint")
    assert system.mission_set_label(None, "en") is None
    assert system.mission_set_label("  ", "en") is None
    assert system.mission_set_label("Shifting Priorities", "fr") == "Shifting Priorities"
    assert system.mission_set_label("spt:00099001", "pl") == "zestaw z misją o kodzie SPT 00099001"
