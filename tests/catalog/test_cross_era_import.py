"""A community unit whose eras are [first, last] belongs to every era between them (PL
rulebook, appendix C: « jedną z er znajdujących się między nimi »)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from app.catalog.report import ImportReport
from app.systems.shatterpoint.catalog import load_catalog
from app.systems.shatterpoint.importer import _Context, read_unit


def _unit(eras: list[str]) -> dict[str, Any]:
    return {
        "sps": "cross-era-scout",
        "name-en": "Cross-era Scout",
        "type": "secondary",
        "pointcost": 4,
        "force": 1,
        "stamina": 6,
        "durability": 2,
        "characters": 1,
        "eras": eras,
    }


def _read(raw: dict[str, Any]) -> Any:
    catalog = load_catalog()
    report = ImportReport(system="shatterpoint")
    unit = read_unit(raw, "scout.json", _Context(Path("/nonexistent"), catalog, report))
    assert unit is not None, [r.reason.message("en") for r in report.rejected]
    return catalog, unit


def test_the_two_ends_of_a_cross_era_unit_cover_every_era_between() -> None:
    catalog, unit = _read(_unit(["fallofthejedi", "thenewrepublic"]))
    assert unit.era_span == ("fotj", "tnr")
    assert unit.eras == ("fotj", "rote", "aor", "tnr")
    assert catalog.eras_of(unit) == {"fotj", "rote", "aor", "tnr"}


def test_the_ends_may_come_last_first() -> None:
    _, unit = _read(_unit(["ageofrebellion", "fallofthejedi"]))
    assert unit.era_span == ("fotj", "aor") and unit.eras == ("fotj", "rote", "aor")


def test_neighbouring_eras_and_single_eras_are_kept_as_given() -> None:
    _, unit = _read(_unit(["fallofthejedi", "reignoftheempire"]))
    assert unit.era_span is None and unit.eras == ("fotj", "rote")
    _, unit = _read(_unit(["reignoftheempire"]))
    assert unit.era_span is None and unit.eras == ("rote",)
    _, unit = _read(_unit(["fallofthejedi", "reignoftheempire", "ageofrebellion"]))
    assert unit.era_span is None and unit.eras == ("fotj", "rote", "aor")
