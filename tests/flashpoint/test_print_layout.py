"""Flashpoint's cards and team sheet, drawn by the generic printing code in three languages."""

from __future__ import annotations

import io
import shutil
import subprocess
from pathlib import Path

import pytest

from app import systems
from app.printing import jobs
from app.printing.document import PrintOptions, write_pdf
from app.roster.document import RosterDocument
from app.systems.flashpoint.catalog import load_catalog
from app.systems.flashpoint.print_layout import FlashpointPrintLayout
from app.systems.flashpoint.team import document_for
from tests.flashpoint.test_rules import legal_team
from tests.printing.conftest import page_text, read_pdf

LAYOUT = FlashpointPrintLayout()
CATALOG = load_catalog()
EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "flashpoint-team.json"


def roster() -> RosterDocument:
    document = document_for(legal_team(), "Équipe Kestrel")
    document.notes = "Wren part devant."
    return document


def face(card_id: str, language: str = "en"):
    card = CATALOG.get(card_id)
    assert card is not None
    return LAYOUT.card_face(card, CATALOG, language)


def test_the_system_hands_its_layout_to_the_printer() -> None:
    assert isinstance(jobs.layout_of("flashpoint"), FlashpointPrintLayout)
    assert isinstance(systems.printable("flashpoint").print_layout(), FlashpointPrintLayout)


def test_a_profile_card_sums_its_value() -> None:
    captain = face("profile-captain")
    assert (captain.title, captain.subtitle, captain.kind) == (
        "Captain",
        "Field Officer",
        "Profile",
    )
    assert (captain.cost.label, captain.cost.value) == ("SV", "15")  # type: ignore[union-attr]
    assert [(s.label, s.value) for s in captain.stats] == [
        ("Skill", "2"), ("Power", "2"), ("RR", "2"), ("Base", "1"),
    ]  # fmt: skip
    assert [(s.tag, s.title) for s in captain.sections] == [
        ("[7]", "Field Officer"),
        ("[0]", "Bare hands (free)"),
        ("[4]", "Carbine"),
        ("[2]", "Armoured vest"),
        ("[2]", "Rally"),
    ]
    french = face("profile-captain", "fr")
    assert french.kind == "Profil" and french.sections[1].title == "À mains nues (gratuit)"
    assert [s.label for s in french.stats] == ["Habilité", "Pouvoir", "Pr", "Socle"]


def test_weapon_equipment_and_ability_cards() -> None:
    flamer = face("weapon-flamer", "fr")
    assert flamer.kind == "Arme de souffle" and flamer.cost.value == "4"  # type: ignore[union-attr]
    assert [(s.label, s.value) for s in flamer.stats] == [("Force", "2"), ("Portée", "R1")]
    assert [(f.label, f.value) for f in flamer.facts] == [("Déclencheurs :", "Enflammé")]
    rifle = face("weapon-long-rifle")
    assert rifle.stats[1].value == "R2–R4" and rifle.facts == ()
    snare = face("weapon-snare-launcher", "pl")
    assert ("Użycie:", "Przeładowanie (1)") in [(f.label, f.value) for f in snare.facts]
    mortar = face("equipment-light-mortar", "fr")
    assert mortar.kind == "Artillerie"
    assert [(s.label, s.value) for s in mortar.stats] == [("AS", "2"), ("L", "R4"), ("S", "R1")]
    assert "Requiert : Artilleur" in mortar.tags
    assert ("Utilisation :", "Rechargement (2)") in [(f.label, f.value) for f in mortar.facts]
    assert mortar.sections[0].title == "Effet"
    assert mortar.sections[0].text.startswith("Chaque figurine dans le souffle")
    assert flamer.sections[-1].title == "Valeur Stratégique"
    # no-break spaces hold each figure to its label and the total to the sum
    assert flamer.sections[-1].text.replace("\u00a0", " ") == (
        "Force 2 + R max − R min 0 + déclencheurs 1 + tir 1 = 4"
    )
    vest = face("equipment-armoured-vest")
    assert "SA 0: always active" in vest.tags
    artillerist = face("ability-artillerist", "fr")
    assert artillerist.kind == "Capacité" and "Artilleur" in artillerist.tags
    grenade = face("equipment-frag-grenade")
    assert ("Use:", "Single use") in [(f.label, f.value) for f in grenade.facts]
    archetype = face("archetype-bruiser")
    assert [(f.label, f.value) for f in archetype.facts] == [
        ("Cards:", "weapons 2 · equipment 2 · abilities 2")
    ]
    assert archetype.sections[-1].text.replace("\u00a0", " ") == (
        "SK 1 + PW 3 + base size 2 + RR 0 = 6"
    )


def test_a_fighter_prints_its_whole_set_of_cards() -> None:
    ids = LAYOUT.roster_unit_ids(roster())
    assert ids == ["profile-captain", "profile-rifleman", "profile-rifleman",
                   "profile-outrider", "profile-medic"]  # fmt: skip
    titles = [f.title for f in LAYOUT.card_faces(ids[:2], CATALOG, "en")]
    assert titles == ["Captain", "Carbine", "Armoured vest", "Rally", "Rifleman", "Carbine"]


def test_the_team_sheet() -> None:
    sheet = LAYOUT.roster_sheet(roster(), CATALOG, "en", share_code="MU1.abc")
    assert sheet.title == "Équipe Kestrel"
    assert sheet.subtitle == (
        "Flashpoint · Mission: Hold the relay\nTwo figures x / y: the first counts when this "
        "team plays as the Offensive player, the second when it plays as the Defensive player.\n"
        "SV: strategic value · RR: reinforcement range"
    )
    [group] = sheet.groups
    assert group.title == "Fighters (5)"
    assert group.totals[0].value == "49 / 50"
    first = group.entries[0]
    assert (first.title, first.kind) == ("Varga", "Leader")
    assert first.subtitle == "Captain · Field Officer · Carbine, Armoured vest, Rally"
    assert [(s.label, s.value) for s in first.figures] == [
        ("SV", "15"), ("Skill", "2"), ("Power", "2"), ("RR", "2"),
    ]  # fmt: skip
    assert [(t.label, t.count) for t in first.tallies] == [
        ("Activated (rounds)", 6), ("Wounded, Dead", 2),
    ]  # fmt: skip
    assert group.entries[4].kind == "Strategist" and group.entries[1].kind == "Fighter"
    assert [(s.label, s.value) for s in sheet.summary] == [
        ("Skill reserve", "9"), ("Power reserve", "10 / 11"), ("Strategic Bonus", "3 / 4"),
    ]  # fmt: skip
    assert sheet.pool is not None and sheet.pool.count == 11
    assert sheet.record is not None and len(sheet.record.rows) == 6
    assert sheet.checklist is not None and sheet.checklist.items == (
        "Outrider: Smoke canister (Single use)",
        "Medic: Field dressing (Single use)",
    )
    assert sheet.writing_boxes[0].value.startswith("Hold the relay. Strategic Bonus of the mission")
    assert sheet.writing_boxes[1].value == "Wren part devant."
    assert sheet.share_code == "MU1.abc"


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_the_pdf_in_each_language(language: str) -> None:
    options = PrintOptions(what="both", language=language)
    job = jobs.roster_job(RosterDocument.read(EXAMPLE), CATALOG, options)
    buffer = io.BytesIO()
    pages = write_pdf(buffer, job, options)
    assert pages == 3  # the sheet, then 15 cards on two pages of nine
    pdf = read_pdf(buffer.getvalue())
    sheet = page_text(pdf.pages[0])
    cards = page_text(pdf.pages[1])
    expected = {
        "en": ("Strategic Bonus", "Bare hands (free)"),
        "fr": ("Bonus Stratégique", "À mains nues (gratuit)"),
        "pl": ("Premia strategiczna", "Gołe ręce (za darmo)"),
    }[language]
    assert expected[0] in sheet and "Salvage Crew Kestrel" in sheet
    assert expected[1] in cards


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="pdftoppm is not installed")
def test_the_pdf_renders(tmp_path: Path) -> None:
    options = PrintOptions(what="both", language="fr")
    job = jobs.roster_job(RosterDocument.read(EXAMPLE), CATALOG, options)
    pdf = tmp_path / "team.pdf"
    write_pdf(pdf, job, options)
    subprocess.run(["pdftoppm", "-r", "30", "-png", str(pdf), str(tmp_path / "page")], check=True)
    assert len(list(tmp_path.glob("page-*.png"))) == 3
