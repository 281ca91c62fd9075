"""Fixtures for the printing tests: a roster of the built-in catalogue and a PDF reader."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest

from app.roster.document import RosterDocument
from app.systems.shatterpoint.catalog import ShatterpointCatalog, load_catalog

SAMPLE_ROSTER = {
    "format": "muster.roster/1",
    "system": "shatterpoint",
    "name": "Les Œillets de la 501e",
    "squads": [
        {
            "primary": "general-anakin-skywalker",
            "secondary": "cc-7567-captain-rex",
            "support": "501st-clone-troopers",
        },
        {
            "primary": "jedi-master-luminara-unduli",
            "secondary": "barriss-offee-jedi-padawan",
            "support": "magnaguard",
        },
    ],
    "mission_set": "Takeover at Tyrus",
    "notes": "Rex reste près de l'objectif.",
}


@pytest.fixture(scope="session")
def catalog() -> ShatterpointCatalog:
    return load_catalog()


@pytest.fixture
def roster() -> RosterDocument:
    return RosterDocument.from_json(SAMPLE_ROSTER)


@pytest.fixture
def roster_file(tmp_path: Path, roster: RosterDocument) -> Path:
    file = tmp_path / "roster.json"
    roster.write(file)
    return file


def read_pdf(data: bytes | Path) -> Any:
    from pypdf import PdfReader

    source: Any = io.BytesIO(data) if isinstance(data, bytes) else str(data)
    return PdfReader(source, strict=True)


def page_text(page: Any) -> str:
    """The page's text with line breaks and runs of spaces made single spaces."""
    return " ".join(page.extract_text().split())
