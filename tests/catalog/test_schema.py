"""Pack schemas as dataclasses (app/catalog/schema.py): pydantic validates them with the same
messages and error locations as its own models, only when a pack is read; a cached pack
comes back as the same dataclasses without pydantic."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from app.catalog.pack import LocalizedName, describe_validation_error, load_pack, parse_pack
from app.catalog.schema import PackModel
from app.errors import CatalogError
from app.systems.shatterpoint.catalog import Ability, ShatterpointPack, Unit
from tests.core.test_catalog_pack import pack, unit


def problems(raw: dict) -> list[str]:
    with pytest.raises(CatalogError) as caught:
        parse_pack(raw, ShatterpointPack, "mine.json")
    return caught.value.problems


def test_bounds_give_pydantic_messages_naming_the_entry_and_field():
    found = problems(pack([unit(stamina=0, id="Bad Id", source="")]))
    assert (
        "mine.json: entry 'Bad Id': field 'stamina': Input should be greater than or equal to 1"
        in found
    )
    assert any("field 'id': String should match pattern" in line for line in found)
    assert any("field 'source': String should have at least 1 character" in line for line in found)


def test_an_unknown_field_is_refused_as_in_every_game():
    found = problems(pack([unit(colour="red")]))
    assert found == ["mine.json: entry 'test-unit': field 'colour': Extra inputs are not permitted"]
    raw = pack([unit()])
    raw["name"]["de"] = "Prüfpaket"
    assert problems(raw) == ["mine.json: field 'name.de': Extra inputs are not permitted"]


def test_whole_entry_rules_are_validation_errors():
    found = problems(pack([unit(type="primary", pc=3)]))
    assert found == [
        "mine.json: entry 'test-unit': field '(whole entry)': "
        "Value error, a primary unit needs 'sp' (Squad Points)"
    ]
    with pytest.raises(ValueError, match="has no Force cost"):
        Ability.model_validate({"name": {"en": "Rest"}, "type": "innate", "cost": 1})


def test_a_version_a_terminal_would_obey_is_refused():
    raw = pack([unit()])
    raw["version"] = "1.0\x1b[31m"
    assert problems(raw) == [
        "mine.json: field 'version': "
        "Value error, a version may not hold control or bidirectional characters"
    ]


def test_entries_are_frozen_compared_by_value_and_copied_with_changes():
    first = Unit.model_validate(unit())
    again = Unit.model_validate(unit())
    assert first == again and hash(first) == hash(again)
    with pytest.raises(AttributeError):
        first.stamina = 9  # type: ignore[misc]
    stronger = first.model_copy(update={"stamina": 9})
    assert stronger.stamina == 9 and first.stamina != 9
    with pytest.raises(ValueError):
        first.model_copy(update={"sp": None, "type": "primary"})


def test_dumps_are_the_pack_format():
    validated = Unit.model_validate(unit())
    dumped = validated.model_dump(mode="json", exclude_none=True)
    assert Unit.model_validate(dumped) == validated
    assert dumped["eras"] == list(validated.eras)
    assert "spt_code" not in dumped


def test_a_name_without_english_is_never_made():
    with pytest.raises(ValueError):
        LocalizedName(en="")
    assert LocalizedName(en="Maul", fr=None).as_dict() == {"en": "Maul"}
    assert issubclass(LocalizedName, PackModel)


def test_describe_validation_error_reads_dataclass_locations():
    from pydantic import ValidationError

    raw = pack([unit(force=-1)])
    with pytest.raises(ValidationError) as caught:
        ShatterpointPack.model_validate(raw)
    assert describe_validation_error("x.json", raw, caught.value, "units") == [
        "x.json: entry 'test-unit': field 'force': Input should be greater than or equal to 0"
    ]


READ_CACHED = """
import sys
from pathlib import Path
from app.catalog import pack_cache
from app.catalog.pack import load_pack
from app.systems.shatterpoint.catalog import ShatterpointPack
pack_cache.use_folder(Path(sys.argv[2]))
loaded = load_pack(Path(sys.argv[1]), ShatterpointPack)
print(loaded.units[0].name.en, "pydantic" in sys.modules)
"""


def test_a_cached_pack_loads_without_pydantic(tmp_path):
    file = tmp_path / "pack.json"
    file.write_text(json.dumps(pack([unit()])), encoding="utf-8")
    runs = [
        subprocess.run(
            [sys.executable, "-c", READ_CACHED, str(file), str(tmp_path / "cache")],
            capture_output=True,
            text=True,
            timeout=60,
            check=True,
        ).stdout.split()
        for _ in range(2)
    ]
    # The first run validates the file (pydantic); the second reads the cache entry.
    assert runs == [["Test", "Unit", "True"], ["Test", "Unit", "False"]]
    assert load_pack(file, ShatterpointPack).units[0].name.en == "Test Unit"
