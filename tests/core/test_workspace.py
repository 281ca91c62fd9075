"""The workspace: catalogues with the user's packs, and never locked out by a damaged one."""

import json


def test_a_damaged_user_pack_is_left_out_not_fatal(workspace):
    folder = workspace.paths.user_packs_dir / "shatterpoint"
    folder.mkdir(parents=True)
    (folder / "broken.json").write_text("{ not json", encoding="utf-8")
    good = {
        "format": "muster.catalog/1",
        "system": "shatterpoint",
        "id": "good",
        "version": "1",
        "name": {"en": "Good"},
        "units": [
            {
                "id": "extra-unit",
                "name": {"en": "Extra Unit"},
                "type": "support",
                "pc": 2,
                "force": 0,
                "stamina": 6,
                "durability": 2,
                "characters": 2,
                "eras": ["fotj"],
                "source": "test",
            }
        ],
    }
    (folder / "good.json").write_text(json.dumps(good), encoding="utf-8")
    catalog = workspace.catalog("shatterpoint")
    assert catalog.get("extra-unit") is not None
    assert catalog.get("lord-maul") is not None
    problems = workspace.catalog_problems["shatterpoint"]
    assert [p.file.name for p in problems] == ["broken.json"]


def test_catalog_is_cached_until_reloaded(workspace):
    first = workspace.catalog("shatterpoint")
    assert workspace.catalog("shatterpoint") is first
    assert workspace.reload_catalog("shatterpoint") is not first
    assert "shatterpoint" not in workspace.catalog_problems
