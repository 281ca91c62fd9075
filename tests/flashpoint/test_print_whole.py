"""A printed team carries every card whole (issue 23, "Print"): a weapon with a long trigger
list, a fighter with many cards, in English, French and Polish, read back with pdftotext."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from dataclasses import replace
from pathlib import Path

import pytest

from app.cli import run
from app.systems.flashpoint.team import Fighter, Mission, Team, document_for

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs pdftotext")

MARKERS = {
    "en": ("Burning", "Poisoned", "Staggered", "Immobilised"),
    "fr": ("Enflammé", "Empoisonné", "Déstabilisé", "Immobilisé"),
    "pl": ("Podpalony", "Zatruty", "Zdestabilizowany", "Unieruchomiony"),
}
CLAWS = {"en": "Venomous claws", "fr": "Griffes venimeuses", "pl": "Jadowite szpony"}
EFFECT = {
    "en": "The target is pushed back one range band and loses its cover until its next activation.",
    "fr": "La cible recule d'une portée et perd son couvert jusqu'à sa prochaine activation.",
    "pl": "Cel cofa się o jeden zasięg i traci osłonę do swojej następnej aktywacji.",
}

ABBREVIATIONS = {
    "en": ("SV: strategic value", "RR: reinforcement range", "SA: strategic actions"),
    "fr": ("VS : valeur stratégique", "Pr : Portée de Renfort", "AS : actions stratégiques"),
    "pl": ("WS: wartość strategiczna", "ZW: zasięg wsparcia", "AS: akcje strategiczne"),
}


def club_pack(tmp_path: Path) -> Path:
    pack = json.loads(Path("resources/data/flashpoint/examples.json").read_text("utf-8"))
    claws = {
        "kind": "weapon",
        "id": "weapon-venomous-claws",
        "name": CLAWS,
        "weapon_type": "melee",
        "force": 2,
        "triggers": [
            {"marker": "burning"},
            {"marker": "poisoned"},
            {"marker": "staggered"},
            {"marker": "immobilised"},
            {"effect": EFFECT},
        ],
        "source": "club night",
    }
    stalker = {
        "kind": "profile",
        "id": "profile-stalker",
        "name": {"en": "Stalker", "fr": "Traqueur", "pl": "Tropiciel"},
        "archetype": "archetype-field-officer",
        "weapons": ["weapon-venomous-claws", "weapon-dart-launcher"],
        "equipment": ["equipment-armoured-vest"],
        "abilities": ["ability-rally"],
        "source": "club night",
    }
    file = tmp_path / "club.json"
    club = {**pack, "id": "club-cards", "name": {"en": "Club"}, "cards": [claws, stalker]}
    file.write_text(json.dumps(club), "utf-8")
    return file


def printed_text(tmp_path: Path, language: str) -> str:
    team = Team(
        [Fighter("profile-stalker", "Vess", "leader"), Fighter("profile-captain", "Ines")],
        Mission("Hold the relay", 1, 2, ""),
    )
    roster = tmp_path / "team.json"
    document_for(team, "Night Stalkers").write(roster)
    pdf = tmp_path / f"team-{language}.pdf"
    assert run(["print", "roster", str(roster), "-o", str(pdf), "--lang", language]) == 0
    text = subprocess.run(
        ["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    return re.sub(r"\s+", " ", text.replace("\u00a0", " "))


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_a_printed_team_carries_every_trigger_and_card_name_whole(
    tmp_path: Path, language: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(["catalog", "import", str(club_pack(tmp_path))]) == 0
    capsys.readouterr()
    text = printed_text(tmp_path, language)
    assert "…" not in text
    # The claws' four markers, once cut after the third (« Enflammé, Empoisonné, Imm… »): the
    # list now goes on under itself (pdftotext reads the cards' columns interleaved, so each
    # name is looked for on its own).
    for marker in MARKERS[language]:
        assert re.search(rf"(?<!\w){marker}(?!\w)", text), marker
    assert EFFECT[language] in text
    catalog_names = json.loads(Path("resources/data/flashpoint/examples.json").read_text("utf-8"))
    names = {card["id"]: card["name"].get(language) for card in catalog_names["cards"]}
    for card in (
        "weapon-dart-launcher",
        "equipment-armoured-vest",
        "ability-rally",
        "weapon-carbine",
    ):
        assert names[card] in text, names[card]
    assert CLAWS[language] in text
    # The sheet lists each fighter's cards whole, and says what "x / y" means in words.
    sheet_cards = ", ".join(
        [
            CLAWS[language],
            names["weapon-dart-launcher"],
            names["equipment-armoured-vest"],
            names["ability-rally"],
        ]
    )
    assert sheet_cards in text, sheet_cards
    legend = {
        "en": "the first counts when",
        "fr": "le premier vaut quand",
        "pl": "pierwsza obowiązuje",
    }
    assert legend[language] in text
    # Each card's and the sheet's abbreviations are written out beside them (own per language).
    for words in ABBREVIATIONS[language]:
        assert words in text, words


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_a_cost_line_never_leaves_a_figure_alone(language: str) -> None:
    """The ranged weapon's value, once broken as « … + tir 1 » / « = 3 »: no-break spaces
    hold each figure to its label and the total to the last term, at any width."""
    from app.printing.fonts import REGULAR, register_fonts
    from app.printing.text import wrap
    from app.systems.flashpoint.catalog import load_catalog
    from app.systems.flashpoint.print_layout import FlashpointPrintLayout

    register_fonts()
    catalog = load_catalog()
    face = FlashpointPrintLayout().card_face(catalog.get("weapon-carbine"), catalog, language)
    formula = face.sections[-1].text
    assert formula.endswith("\u00a0=\u00a04")
    for width in range(90, 260, 7):  # a poker card holds 162 points of text, a tarot more
        for line in wrap(formula, REGULAR, 6, width):
            assert not re.fullmatch(r"[=+]?[\s\u00a0]*\d+", line), (width, line)


def test_a_card_too_full_for_one_goes_on_a_next_card_never_cut() -> None:
    """Issue 23: the font shrinks to a floor, then the card continues, never an ellipsis."""
    from app.printing.cards import continued_faces
    from app.printing.document import PrintOptions
    from app.printing.fonts import register_fonts
    from app.printing.layout import CardSection
    from app.systems.flashpoint.catalog import load_catalog
    from app.systems.flashpoint.print_layout import FlashpointPrintLayout

    register_fonts()
    catalog = load_catalog()
    face = FlashpointPrintLayout().card_face(catalog.get("weapon-carbine"), catalog, "fr")
    long = tuple(CardSection(f"Effet {n}", EFFECT["fr"] * 3) for n in range(8))
    face = replace(face, sections=face.sections + long)
    slot = PrintOptions().grid().slot(0)
    printed = list(continued_faces([face], slot))
    assert len(printed) > 1
    assert [s for f in printed for s in f.sections] == list(face.sections)  # each once, whole
    assert all(f.subtitle == "suite" and f.cost is None for f in printed[1:])
    assert printed[0].cost == face.cost


def test_the_page_count_counts_the_cards_a_full_card_goes_on_to() -> None:
    """Nine cards fill an A4 page of poker cards; one of them too full for one card goes on
    to a tenth, on a second page: the count said before printing is the PDF's."""
    import io

    from pypdf import PdfReader

    from app.printing.document import PrintOptions, page_count, write_pdf
    from app.printing.layout import CardSection, FaceSource, PrintJob
    from app.systems.flashpoint.catalog import load_catalog
    from app.systems.flashpoint.print_layout import FlashpointPrintLayout

    catalog = load_catalog()
    layout = FlashpointPrintLayout()
    carbine = layout.card_face(catalog.get("weapon-carbine"), catalog, "fr")
    long = tuple(CardSection(f"Effet {n}", EFFECT["fr"] * 3) for n in range(8))
    faces = [replace(carbine, sections=carbine.sections + long)] + [carbine] * 8
    options = PrintOptions(what="cards")
    assert options.grid().per_page == 9
    job = PrintJob(faces=FaceSource(lambda: iter(faces)), card_count=len(faces))
    assert page_count(job, options) == 2
    out = io.BytesIO()
    assert write_pdf(out, job, options) == 2 == len(PdfReader(out).pages)
    # A one-shot iterator cannot be counted ahead: its card count is taken as it is.
    assert page_count(PrintJob(faces=iter(faces), card_count=9), options) == 1
