"""The example pack, and the player's designs kept as a user pack."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from app import systems
from app.catalog.pack import PACK_FORMAT
from app.catalog.user_packs import export_pack, import_muster_pack, pack_summaries
from app.errors import CatalogError
from app.systems.flashpoint.catalog import MARKERS, builtin_pack_file, load_catalog
from app.systems.flashpoint.designs import (
    DESIGN_PACK_ID,
    card_from_json,
    design_pack,
    design_pack_file,
    new_card_id,
    remove_design,
    save_design,
)
from app.systems.flashpoint.rules import check_profile
from app.workspace import Workspace


def test_the_system_is_registered_in_its_place() -> None:
    ids = systems.system_ids()
    assert ids.index("flashpoint") == ids.index("legion") + 1  # ORDER 20: after Legion's 10
    system = systems.get("flashpoint")
    assert system.display_name("fr") == "Flashpoint"
    assert isinstance(system, systems.base.Printable)
    assert isinstance(system, systems.base.Tracked)
    assert isinstance(system, systems.base.Scored)


def test_the_example_pack_loads_with_every_kind_of_card() -> None:
    raw = json.loads(builtin_pack_file().read_text("utf-8"))
    assert raw["format"] == PACK_FORMAT and raw["system"] == "flashpoint"
    catalog = load_catalog()
    kinds = {card.kind for card in catalog.cards.values()}
    assert kinds == {"archetype", "weapon", "equipment", "ability", "profile"}
    assert len(catalog.profiles()) >= 6
    for card in catalog.cards.values():
        assert card.name.fr and card.name.pl, card.id  # every name in the three languages
        assert card.source
    markers = {t.marker for c in catalog.cards.values() for t in getattr(c, "triggers", ())}
    assert markers == set(MARKERS)


def test_a_design_is_saved_replaced_and_removed(muster_home: Path) -> None:
    packs = Workspace().paths.user_packs_dir
    duellist = card_from_json(
        {
            "kind": "profile",
            "id": "profile-duellist",
            "name": {"en": "Duellist"},
            "archetype": "archetype-outrider",
            "weapons": ["weapon-shock-maul"],
            "source": "Designed in Muster",
        }
    )
    file = save_design(duellist, packs)
    assert file == design_pack_file(packs) and file.parent.name == "flashpoint"
    catalog = systems.get("flashpoint").load_catalog([file])
    assert catalog.get("profile-duellist").points == 7  # Outrider 4 + shock maul 2 + 1
    # Saving again with the same id replaces the design where it stood.
    knife = card_from_json(
        {
            "kind": "weapon",
            "id": "weapon-bone-knife",
            "name": {"en": "Bone knife"},
            "weapon_type": "melee",
            "force": 1,
            "source": "Designed in Muster",
        }
    )
    save_design(knife, packs)
    rearmed = duellist.model_copy(update={"weapons": ("weapon-bone-knife",)})
    save_design(rearmed, packs)
    pack = design_pack(packs)
    assert [card.id for card in pack.cards] == ["profile-duellist", "weapon-bone-knife"]
    catalog = systems.get("flashpoint").load_catalog([file])
    assert catalog.get("profile-duellist").points == 5
    assert check_profile(catalog.get("profile-duellist"), catalog) == []  # type: ignore[arg-type]
    summaries = pack_summaries(catalog, "flashpoint")
    assert [(s.id, s.units, s.builtin) for s in summaries][-1] == (DESIGN_PACK_ID, 2, False)
    remove_design("profile-duellist", packs)
    assert [card.id for card in design_pack(packs).cards] == ["weapon-bone-knife"]


def test_a_design_that_breaks_the_rules_is_still_saved(muster_home: Path) -> None:
    packs = Workspace().paths.user_packs_dir
    giant = card_from_json(
        {
            "kind": "archetype",
            "id": "archetype-giant",
            "name": {"en": "Giant"},
            "skill": 4,
            "power": 4,
            "reinforcement": 3,
            "base_size": 3,
            "max_weapons": 3,
            "max_equipment": 3,
            "max_abilities": 3,
            "source": "Designed in Muster",
        }
    )
    save_design(giant, packs)
    catalog = Workspace().catalog("flashpoint")
    assert catalog.get("archetype-giant").points == 14
    from app.systems.flashpoint.rules import check_card

    assert [v.code for v in check_card(giant)] == [
        "SKILL_PLUS_POWER_EXCEEDED", "SLOT_BUDGET_EXCEEDED", "HIGH_SKILL",
    ]  # fmt: skip
    # Exported, the pack imports on a club mate's Muster as it was.
    exported = export_pack(catalog, "flashpoint", muster_home / "shared.json", DESIGN_PACK_ID)
    elsewhere = muster_home / "club-mate-packs"
    report = import_muster_pack(exported, elsewhere)
    assert report.added == ["archetype-giant"]
    theirs = systems.get("flashpoint").load_catalog([report.pack_file])
    assert theirs.get("archetype-giant") == giant


def test_new_ids_come_from_the_name() -> None:
    assert new_card_id("weapon", "Lance-flammes lourd", set()) == "weapon-lance-flammes-lourd"
    taken = {"profile-captain", "profile-captain-2"}
    assert new_card_id("profile", "Captain", taken) == "profile-captain-3"
    assert new_card_id("ability", "!!!", set()) == "ability-design"


@pytest.mark.parametrize(
    ("card", "field"),
    [
        ({"kind": "weapon", "weapon_type": "ranged", "force": 1}, "range_min"),
        ({"kind": "weapon", "weapon_type": "melee", "force": 1, "range_max": 2}, "no range"),
        ({"kind": "weapon", "weapon_type": "melee", "force": 1, "usage": "reload"}, "reload"),
        ({"kind": "equipment", "points": 1, "throw_length": 2}, "throw length"),
        ({"kind": "ability", "points": 1, "triggers": []}, "triggers"),
        ({"kind": "weapon", "weapon_type": "melee", "force": 1, "triggers": [{}]}, "marker"),
        (
            {
                "kind": "archetype",
                "skill": 1,
                "power": 1,
                "reinforcement": 0,
                "base_size": 0,
                "max_weapons": 1,
                "max_equipment": 0,
                "max_abilities": 0,
            },
            "base_size",
        ),
    ],
)
def test_a_malformed_card_names_its_problem(card: dict, field: str) -> None:
    with pytest.raises(ValidationError) as raised:
        card_from_json({"id": "x", "name": {"en": "X"}, "source": "s", **card})
    assert field in str(raised.value)


def test_a_damaged_design_pack_is_a_catalogue_error(muster_home: Path) -> None:
    packs = Workspace().paths.user_packs_dir
    file = design_pack_file(packs)
    file.parent.mkdir(parents=True)
    file.write_text("{not json", "utf-8")
    with pytest.raises(CatalogError):
        design_pack(packs)
    workspace = Workspace()
    catalog = workspace.catalog("flashpoint")  # the damaged pack is left out, never blocking
    assert catalog.get("profile-captain") is not None
    assert workspace.catalog_problems["flashpoint"][0].id == DESIGN_PACK_ID


def test_the_designer_asks_one_question_for_any_card() -> None:
    from app.systems.flashpoint.rules import check_design

    catalog = load_catalog()
    giant = card_from_json(
        {
            "kind": "archetype",
            "id": "archetype-giant",
            "name": {"en": "Giant"},
            "skill": 3,
            "power": 1,
            "reinforcement": 0,
            "base_size": 1,
            "max_weapons": 1,
            "max_equipment": 0,
            "max_abilities": 0,
            "source": "s",
        }
    )
    assert [v.code for v in check_design(giant, catalog)] == ["HIGH_SKILL"]
    lone = card_from_json(
        {
            "kind": "profile",
            "id": "profile-lone",
            "name": {"en": "Lone"},
            "archetype": "archetype-missing",
            "source": "s",
        }
    )
    assert [(v.code, v.slot) for v in check_design(lone, catalog)] == [
        ("UNKNOWN_CARD", "archetype")
    ]


def test_a_new_team_needs_its_leader() -> None:
    system = systems.get("flashpoint")
    roster = system.new_roster("Fresh")  # type: ignore[attr-defined]
    assert roster.system == "flashpoint" and roster.to_json()["team"]["fighters"] == []
    violations = system.validate(roster, load_catalog())
    assert [v.code for v in violations] == ["NO_LEADER"]
    assert not system.is_legal(violations)  # type: ignore[attr-defined]
