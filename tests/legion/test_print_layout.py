"""Legion unit and upgrade cards and the army sheet, drawn by the generic printing code.

Legion is not registered as a game system yet, so these tests hand its print layout to
app/printing the way ``system.print_layout()`` will (and once through ``roster_job``).
"""

from __future__ import annotations

import io
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from app.i18n import translate
from app.printing import jobs
from app.printing.document import PrintOptions, write_pdf
from app.printing.layout import CardFace, PrintJob, RosterSheet
from app.printing.paper import CARD_PRESETS
from app.roster.document import RosterDocument
from app.systems.legion import print_layout as module
from app.systems.legion.army import Army, ArmyUnit, document_for
from app.systems.legion.catalog import Card
from app.systems.legion.print_layout import LegionPrintLayout
from app.systems.legion.rules import CATEGORY_NAMES, RANK_NAMES, UPGRADE_TYPE_NAMES
from app.systems.legion.share import LegionHqLink
from app.systems.legion.terms import keyword_label, named_card, names_language, weapon_name
from tests.legion.test_rules import LEIA, OFFICER, TROOPERS, Z6, catalog, legal_army
from tests.printing.conftest import page_text, read_pdf

LAYOUT = LegionPrintLayout()
T47 = "unit-t-47-airspeeder"
R2 = "unit-r2-d2-hero-of-a-thousand-devices"
C3PO = "counterpart-c-3po-human-cyborg-relations"
PDFTOPPM = shutil.which("pdftoppm")


def army() -> Army:
    chosen = legal_army()
    chosen.units[1].upgrades = [OFFICER, Z6]
    chosen.units.append(ArmyUnit(T47))
    return chosen


def document(chosen: Army | None = None) -> RosterDocument:
    roster = document_for(chosen or army(), "Écho de la base")
    roster.notes = "Leia reste derrière."
    return roster


def pdf(job: PrintJob, options: PrintOptions) -> bytes:
    out = io.BytesIO()
    write_pdf(out, job, options)
    return out.getvalue()


def cards_pdf(card_ids: list[str], language: str, size: str = "poker") -> bytes:
    options = PrintOptions(what="cards", language=language, card_size=CARD_PRESETS[size])
    faces = LAYOUT.card_faces(card_ids, catalog(), language)
    return pdf(PrintJob(faces=faces, card_count=len(card_ids)), options)


def sheet_pdf(roster: RosterDocument, language: str) -> bytes:
    sheet = LAYOUT.roster_sheet(roster, catalog(), language)
    return pdf(PrintJob(sheets=[sheet]), PrintOptions(what="sheet", language=language))


def texts(data: bytes) -> list[str]:
    return [page_text(page) for page in read_pdf(data).pages]


def test_a_unit_card_shows_its_figures_weapons_keywords_and_upgrade_bar() -> None:
    (text,) = texts(cards_pdf([T47], "en"))
    for expected in (
        "T-47 Airspeeder",
        "HEAVY",
        "125 Points",
        "1 Miniatures 7 Wounds 5 Resilience 3 Speed",
        "Defence: white die",
        "Surges: critical, block",
        "Armor 3 • Arsenal 2 • Cover 1",
        "[Range 1–3] Double Laser Cannon",
        "Red ×3 · Black ×3 · Fixed: Front · Impact 3",
        "Upgrade bar Pilot · Hardpoint · Comms",
        "Star Wars: Legion · Rebel Alliance",
    ):
        assert expected in text, expected


def test_an_upgrade_card_shows_its_type_points_and_weapon() -> None:
    (text,) = texts(cards_pdf([Z6], "en"))
    assert "HEAVY WEAPON UPGRADE" in text
    assert "Z-6 Trooper 20 Points" in text
    assert "[Range 1–3] Z-6 Rotary Blaster White ×6" in text


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        (
            "fr",
            (
                "LOURD",
                "Armure 3 • Arsenal 2 • Couvert 1",
                "125 Points",
                "1 Figurines 7 Blessures 5 Résistance 3 Vitesse",
                "Défense : dé blanc",
                "Adrénaline : Critique, Blocage",
                "[Portée 1–3] Double Laser Cannon",
                "Rouge ×3 · Noir ×3 · Fixe : Avant · Impact 3",
                "Barre d’amélioration Pilote · Point d’accroche · Comms",
                "Star Wars : Légion · Alliance Rebelle",
            ),
        ),
        (
            "pl",
            (
                "CIĘŻKIE",
                "Armor 3 • Arsenal 2 • Cover 1",
                "125 Punkty",
                "1 Figurki 7 Rany 5 Wytrzymałość 3 Szybkość",
                "Obrona: biała kość",
                "Przypływy: krytyczne, blok",
                "[Zasięg 1–3] Double Laser Cannon",
                "Czerwone ×3 · Czarne ×3 · Fixed: Front · Impact 3",
                "Pasek ulepszeń Pilot · Punkt mocowania · Łączność",
            ),
        ),
    ],
)
def test_cards_in_french_and_polish(language: str, expected: tuple[str, ...]) -> None:
    for size in ("poker", "tarot"):
        (text,) = texts(cards_pdf([T47], language, size))
        for part in expected:
            assert part in text, (size, part)


def test_a_melee_weapon_and_a_unique_title() -> None:
    (text,) = texts(cards_pdf([LEIA], "en"))
    assert "Leia Organa Fearless and Inventive" in text
    assert "[Melee] Martial Arts Black ×3" in text
    assert "1 Miniatures 6 Wounds 2 Courage 2 Speed" in text


def test_the_army_cards_in_army_order_one_per_unit_taken() -> None:
    roster = document()
    ids = LAYOUT.roster_unit_ids(roster)
    assert ids == [LEIA, TROOPERS, OFFICER, Z6, TROOPERS, TROOPERS, T47]
    pages = texts(cards_pdf(ids, "en"))
    assert len(pages) == 1
    assert pages[0].count("Rebel Troopers") == 3


def test_the_army_sheet_shows_every_unit_with_its_tally_boxes() -> None:
    sheet = LAYOUT.roster_sheet(document(), catalog(), "en")
    groups = {group.title: group for group in sheet.groups}
    assert list(groups) == ["Commander (1)", "Corps (3)", "Heavy (1)"]
    leia = groups["Commander (1)"].entries[0]
    assert [(t.label, t.count) for t in leia.tallies] == [("Wounds", 6), ("Suppression", 4)]
    troopers = groups["Corps (3)"].entries[0]
    # Four miniatures of one wound, and the officer's and the Z-6's (personnel and heavy
    # weapon upgrades add a trooper each); panic at twice the courage of 1.
    assert [(t.label, t.count) for t in troopers.tallies] == [("Wounds", 6), ("Suppression", 2)]
    assert troopers.subtitle == "Rebel Officer, Z-6 Trooper"
    assert [(s.label, s.value) for s in troopers.figures] == [
        ("Points", "76"),
        ("Miniatures", "6"),
        ("Courage", "1"),
    ]
    # A vehicle has resilience, no courage: no suppression boxes.
    (speeder,) = groups["Heavy (1)"].entries
    assert [(t.label, t.count) for t in speeder.tallies] == [("Wounds", 7)]
    assert ("Resilience", "5") in [(s.label, s.value) for s in speeder.figures]


def test_the_army_sheet_pdf_has_the_figures_hand_deck_and_link() -> None:
    roster = document()
    (text,) = texts(sheet_pdf(roster, "en"))
    link = LegionHqLink().encode(roster, catalog())
    for expected in (
        "Écho de la base",
        "Star Wars: Legion · Rebel Alliance · Standard",
        "Points 356 / 1000",  # 75 + (40 + 16 + 20) + 40 + 40 + 125
        "Units 5",
        "Commander (1) Points 75",
        "Corps (3) Points 156",
        "Heavy (1) Points 125",
        "Command hand (7)",
        "•• · Push",
        "Standing Orders",
        "Battle deck: Primary (3) Breakthrough Bunker Assault Close the Pocket",
        "Battle deck: Advantage (3)",
        "Leia reste derrière.",
        "Legion HQ link:",
    ):
        assert expected in text, expected
    assert link.startswith("https://legionhq2.com/list/rebels/1000:")
    assert link in text.replace(" ", "")


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        (
            "fr",
            (
                "Star Wars : Légion · Alliance Rebelle",
                "Commandant (1)",
                "Troupiers (3)",
                "Lourd (1)",
                "Blessures",
                "Suppression",
                "Main de Commandement (7)",
                "Paquet Bataille : Principale (3)",
                "Lien Legion HQ :",
            ),
        ),
        (
            "pl",
            (
                "Dowódca (1)",
                "Korpus (3)",
                "Ciężkie (1)",
                "Rany",
                "Przygwożdżenie",
                "Ręka rozkazów (7)",
                "Talia bitwy: Główna (3)",
                "Link Legion HQ:",
            ),
        ),
    ],
)
def test_the_army_sheet_in_french_and_polish(language: str, expected: tuple[str, ...]) -> None:
    (text,) = texts(sheet_pdf(document(), language))
    for part in expected:
        assert part in text, part


def test_contingencies_and_a_counterpart_on_the_sheet() -> None:
    chosen = army()
    chosen.contingencies = ["command-ambush"]
    chosen.units.append(ArmyUnit(R2, counterpart=C3PO))
    sheet = LAYOUT.roster_sheet(document(chosen), catalog(), "en")
    assert sheet.checklists[0].title == "Contingencies (1)"
    assert sheet.checklists[0].items == ("• · Ambush",)
    entries = [entry for group in sheet.groups for entry in group.entries]
    c3po = next(entry for entry in entries if entry.kind == "Counterpart")
    assert c3po.title == catalog().get(C3PO).name.en  # type: ignore[union-attr]
    assert [t.label for t in c3po.tallies] == ["Wounds"]


def test_an_army_legion_hq_cannot_link_prints_muster_s_own_code() -> None:
    chosen = army()
    chosen.faction = ""
    sheet = LAYOUT.roster_sheet(document(chosen), catalog(), "en", share_code="MU1.abc")
    assert (sheet.share_label, sheet.share_code) == ("Share code:", "MU1.abc")


def test_a_grand_army_stays_on_one_page() -> None:
    """Sixteen units: the groups are drawn smaller so the hand and deck keep their room."""
    chosen = army()
    chosen.format = "grand-army"
    chosen.units += [ArmyUnit(TROOPERS) for _ in range(9)] + [ArmyUnit(T47)] * 2
    chosen.contingencies = ["command-ambush"]
    data = sheet_pdf(document(chosen), "en")
    (page,) = read_pdf(data).pages
    found: dict[str, float] = {}

    def visit(text: str, cm: list[float], tm: list[float], _font: object, _size: float) -> None:
        if text.strip():
            found.setdefault(text.strip(), cm[5] + tm[5] * cm[3])

    page.extract_text(visitor_text=visit)
    assert "Fortified Position" in found and "Legion HQ link:" in found
    assert found["Fortified Position"] > found["Legion HQ link:"] + 10
    assert "Units 16" in page_text(page)


def test_the_whole_job_through_roster_job(tmp_path: Path) -> None:
    """``muster print roster army.json``: the command finds Legion's layout through the
    registered system (``jobs.layout_of``), as every game's roster is printed."""
    from app.cli import run

    assert isinstance(jobs.layout_of("legion"), LegionPrintLayout)
    roster = document()
    file = tmp_path / "army.json"
    roster.write(file)
    out = tmp_path / "army.pdf"
    assert run(["print", "roster", str(file), "-o", str(out), "--what", "both"]) == 0
    pages = texts(out.read_bytes())
    assert len(pages) == 1 + 1  # the sheet, then seven cards on one page
    assert "Écho de la base" in pages[0] and "Legion HQ link:" in pages[0]
    assert "Z-6 Rotary Blaster" in pages[1]
    job = jobs.roster_job(roster, catalog(), PrintOptions(what="both"))
    assert job.card_count == 7
    assert [face.title for face in job.faces] == [
        face.title for face in LAYOUT.card_faces(LAYOUT.roster_unit_ids(roster), catalog(), "en")
    ]


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", ("Game report", "Anna wins, 3–3 in victory tokens (Last round played)", "Score")),
        ("fr", ("Rapport de partie", "Anna l'emporte, 3–3 en pions Victoire", "Round par round")),
        ("pl", ("Raport z gry", "Wygrywa Anna, 3–3 w żetonach zwycięstwa", "Runda po rundzie")),
    ],
)
def test_a_tracked_game_report_prints_in_three_languages(
    language: str, expected: tuple[str, ...]
) -> None:
    import json

    from app.tracker.log_file import parse_document

    example = Path(__file__).resolve().parents[2] / "docs" / "examples" / "legion-game.json"
    system_id, setup, events = parse_document(json.loads(example.read_text("utf-8")))
    job = jobs.game_job(system_id, setup, events, language)
    pages = texts(pdf(job, PrintOptions(what="sheet", language=language)))
    text = " ".join(" ".join(page.split()) for page in pages)
    for words in expected:
        assert words in text
    assert "Breakthrough" in pages[0] and "139" in pages[0]


# --- no rules text ----------------------------------------------------------------------


def _words(text: str) -> set[str]:
    return {word.casefold() for word in re.findall(r"\w+", text)}


def _vocabulary(card: Card, language: str) -> set[str]:
    """Every word a card may print: the pack's facts about it and the layout's own labels."""
    shown = names_language((card,), language)  # the name and title in one language
    facts = [card.name.get(shown), card.title.get(shown) if card.title else ""]
    facts += [keyword_label(keyword, language, catalog()) for keyword in card.keywords]
    for weapon in card.weapons:
        facts.append(weapon_name(weapon, language))
        facts += [keyword_label(keyword, language, catalog()) for keyword in weapon.keywords]
    facts.append(catalog().faction_name(card.faction or "", language))
    facts += [named_card(owner, language, catalog()) for owner in card.owners]
    facts.append(str(card.points))
    words = _words(" ".join(facts))
    labels = [value for value in vars(module).values() if isinstance(value, str)]
    for names in (RANK_NAMES, UPGRADE_TYPE_NAMES, CATEGORY_NAMES, module.DIE_NAMES):
        labels += list(names.values())
    labels += list(module.SURGE_NAMES.values()) + list(module.DICE_NAMES.values())
    for label in labels:
        words |= _words(translate("Legion", label, language))
    return words | {str(number) for number in range(100)}


def _face_words(face: CardFace) -> set[str]:
    parts = [face.title, face.subtitle, face.kind, face.footer, face.back_title, face.back_caption]
    parts += [f"{stat.label} {stat.value}" for stat in (*face.stats, *face.facts)]
    parts += list(face.tags)
    parts += [f"{s.tag} {s.title} {s.text}" for s in face.sections]
    if face.cost:
        parts.append(f"{face.cost.label} {face.cost.value}")
    return _words(" ".join(parts))


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_no_card_prints_a_word_that_is_not_a_name_number_or_label(language: str) -> None:
    """Every card of the pack: no rules text or reminder text can slip onto a card."""
    for card in catalog().cards.values():
        face = LAYOUT.card_face(card, catalog(), language)
        extra = _face_words(face) - _vocabulary(card, language)
        assert not extra, (card.id, extra)


def test_the_sheet_prints_no_words_but_names_numbers_and_labels() -> None:
    roster = document()
    sheet: RosterSheet = LAYOUT.roster_sheet(roster, catalog(), "en")
    cards = [catalog().get(card) for card in army().card_ids()]
    allowed: set[str] = _words(roster.name + " " + roster.notes + " " + sheet.share_code)
    for card in cards:
        assert card is not None
        allowed |= _vocabulary(card, "en")
    allowed |= _words(catalog().faction_name("rebels", "en") + " Standard Muster")
    allowed |= {str(number) for number in range(2000)}  # totals
    (text,) = texts(sheet_pdf(roster, "en"))
    assert _words(text) - allowed <= _words(module.__version__)


@pytest.mark.skipif(PDFTOPPM is None, reason="poppler's pdftoppm is not installed")
@pytest.mark.parametrize(
    "options",
    [
        PrintOptions(language="en"),
        PrintOptions(language="fr", paper="letter", backs=True, bleed_mm=3.0),
        PrintOptions(language="pl", card_size=CARD_PRESETS["tarot"], crop_marks=False),
    ],
    ids=["en-a4", "fr-letter-backs-bleed", "pl-tarot"],
)
def test_every_page_renders_with_poppler(tmp_path: Path, options: PrintOptions) -> None:
    roster = document()
    ids = LAYOUT.roster_unit_ids(roster)
    job = PrintJob(
        faces=LAYOUT.card_faces(ids, catalog(), options.language),
        sheets=[LAYOUT.roster_sheet(roster, catalog(), options.language)],
        card_count=len(ids),
    )
    file = tmp_path / "army.pdf"
    file.write_bytes(pdf(job, options))
    result = subprocess.run(
        [str(PDFTOPPM), "-r", "30", "-png", str(file), str(tmp_path / "page")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    pages = sorted(tmp_path.glob("page-*.png"))
    assert len(pages) == len(read_pdf(file).pages) > 1


def test_a_full_poker_card_says_it_goes_on_and_a_tarot_card_holds_it_all() -> None:
    boba = "unit-boba-fett-infamous-bounty-hunter"
    (poker,) = texts(cards_pdf([boba], "en", "poker"))
    (tarot,) = texts(cards_pdf([boba], "en", "tarot"))
    assert "Fett's EE-3 Carbine" in poker and "…" in poker
    assert "Upgrade bar" not in poker
    assert "Upgrade bar Training · Training · Comms · Gear · Gear" in tarot
    assert "…" not in tarot
