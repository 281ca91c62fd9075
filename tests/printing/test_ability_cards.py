"""Cards print a unit's abilities by name (with type and cost when the pack has them), and
nothing when the pack does not list them."""

from __future__ import annotations

import io
import shutil
import subprocess
from pathlib import Path

import pytest

from app.catalog.pack import LocalizedName
from app.printing.document import PrintOptions, write_pdf
from app.printing.jobs import units_job
from app.systems.shatterpoint.catalog import Ability, ShatterpointCatalog
from app.systems.shatterpoint.print_layout import ShatterpointPrintLayout
from tests.printing.conftest import page_text, read_pdf

GRIEVOUS = [
    "Onward",
    "Scuttle",
    "I Have Been Trained in Your Jedi Arts",
    "Appetite for Destruction",
    "Another Fine Addition to My Collection",
]


def pdf(unit_ids: list[str], catalog: ShatterpointCatalog, language: str = "en") -> bytes:
    options = PrintOptions(what="cards", language=language)
    out = io.BytesIO()
    write_pdf(out, units_job("shatterpoint", unit_ids, catalog, options), options)
    return out.getvalue()


def with_abilities(catalog: ShatterpointCatalog, unit_id: str, abilities) -> ShatterpointCatalog:
    units = dict(catalog.units)
    units[unit_id] = units[unit_id].model_copy(update={"abilities": tuple(abilities)})
    return ShatterpointCatalog(catalog.eras, catalog.traits, units, catalog.packs)


def test_a_card_lists_the_abilities_the_pack_names(catalog) -> None:
    face = ShatterpointPrintLayout().card_face(catalog.units["general-grievous"], catalog, "fr")
    assert [section.title for section in face.sections] == GRIEVOUS
    # Names only: no rules text, and no type or cost the pack does not give.
    assert all(section.text == "" and section.tag == "" for section in face.sections)
    text = page_text(read_pdf(pdf(["general-grievous"], catalog)).pages[0])
    for name in GRIEVOUS:
        assert name in text


def test_a_unit_without_listed_abilities_prints_none(catalog) -> None:
    anakin = catalog.units["general-anakin-skywalker"].model_copy(update={"abilities": None})
    face = ShatterpointPrintLayout().card_face(anakin, catalog, "en")
    assert face.sections == ()


def test_the_core_pack_names_abilities_as_the_rulebooks_do(catalog) -> None:
    anakin = catalog.units["general-anakin-skywalker"]
    layout = ShatterpointPrintLayout()
    lines = {
        language: [
            f"{s.tag} {s.title}".strip()
            for s in layout.card_face(anakin, catalog, language).sections
        ]
        for language in ("en", "fr", "pl")
    }
    assert lines["en"] == [
        "[Force 1] Force Jump",
        "[Force 2] I'm Going to End This",
        "Deflect",
        "This Is Where the Fun Begins",
    ]
    assert lines["fr"][:3] == [
        "[Force 1] Saut de la Force",
        "[Force 2] Je vais mettre un terme à tout ça",
        "Déflexion",
    ]
    assert lines["pl"] == [
        "[Moc 1] Skok Mocy",
        "[Moc 2] Położę temu kres",
        "Odbicie",
        "No to zaczynajmy zabawę",
    ]


@pytest.mark.parametrize(
    ("language", "reactive", "innate"),
    [
        ("en", "[Reactive · Force 1] Deflect", "[Innate] Jetpack"),
        ("fr", "[Réactive · Force 1] Deflect", "[Innée] Jetpack"),
        ("pl", "[Reakcyjna · Moc 1] Deflect", "[Wrodzona] Jetpack"),
    ],
)
def test_type_and_cost_in_the_rulebooks_words(catalog, language, reactive, innate) -> None:
    abilities = [
        Ability(name=LocalizedName(en="Deflect"), type="reactive", cost=1),
        Ability(name=LocalizedName(en="Jetpack"), type="innate"),
    ]
    catalog = with_abilities(catalog, "lord-maul", abilities)
    face = ShatterpointPrintLayout().card_face(catalog.units["lord-maul"], catalog, language)
    assert [f"{s.tag} {s.title}" for s in face.sections] == [reactive, innate]
    text = page_text(read_pdf(pdf(["lord-maul"], catalog, language)).pages[0])
    assert reactive in text and innate in text


def test_a_list_too_long_for_the_card_says_it_goes_on(catalog) -> None:
    abilities = [Ability(name=LocalizedName(en=f"Ability number {n}")) for n in range(1, 31)]
    catalog = with_abilities(catalog, "lord-maul", abilities)
    text = page_text(read_pdf(pdf(["lord-maul"], catalog)).pages[0])
    assert "Ability number 1 " in text
    assert "Ability number 30" not in text
    assert text.rstrip().endswith("…") or "… " in text


def test_an_ability_with_a_cost_must_be_active_or_reactive() -> None:
    with pytest.raises(ValueError, match="innate ability has no Force cost"):
        Ability(name=LocalizedName(en="Jetpack"), type="innate", cost=1)


PDFTOPPM = shutil.which("pdftoppm")


@pytest.mark.skipif(PDFTOPPM is None, reason="poppler's pdftoppm is not installed")
def test_ability_cards_render_with_poppler(catalog, tmp_path: Path) -> None:
    file = tmp_path / "cards.pdf"
    ids = ["general-grievous", "savage-opress", "general-anakin-skywalker"]
    file.write_bytes(pdf(ids, catalog, "pl"))
    result = subprocess.run(
        [str(PDFTOPPM), "-r", "30", "-png", str(file), str(tmp_path / "page")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0 and result.stderr == ""
    assert [p.stat().st_size > 1000 for p in tmp_path.glob("page-*.png")] == [True]
