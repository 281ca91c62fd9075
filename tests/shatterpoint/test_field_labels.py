"""How the import report names a unit's changed fields, in each language."""

from __future__ import annotations

from app import systems


def test_fields_are_named_in_words_in_each_language() -> None:
    system = systems.get("shatterpoint")
    assert system.field_label("stamina", "en") == "stamina"
    assert system.field_label("stamina", "fr") == "vigueur"
    assert system.field_label("stamina", "pl") == "kondycja"
    assert system.field_label("name.fr", "en") == "name (French)"
    assert system.field_label("name.fr", "pl") == "nazwa (francuska)"
    assert system.field_label("unique_name.pl", "fr") == "nom unique (polonais)"
    assert system.field_label("sp", "fr") == "PE"
    assert system.field_label("tta_id", "en") == "Tabletop Admiral id"


def test_unknown_fields_and_languages_are_shown_as_they_are() -> None:
    system = systems.get("shatterpoint")
    assert system.field_label("base", "fr") == "base"
    assert system.field_label("abilities", "fr") == "capacités"
    assert system.field_label("name.de", "en") == "name.de"
