"""Random designs and teams: costs are never negative, each constraint is reported exactly when
the rulebook's inequality fails, validation never raises, a legal team stays legal through
saving and reading."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.roster.document import RosterDocument
from app.systems.flashpoint.catalog import (
    MARKERS,
    Archetype,
    FlashpointCatalog,
    FlashpointPack,
    Weapon,
    load_catalog,
)
from app.systems.flashpoint.rules import check_card, check_profile, totals, validate
from app.systems.flashpoint.team import Fighter, Team, document_for, team_of
from tests.profiles import examples

small = st.integers(min_value=0, max_value=9)
archetypes = st.builds(
    lambda skill, power, pr, base, w, e, a: Archetype.model_validate(
        dict(
            kind="archetype",
            id="archetype-random",
            name={"en": "R"},
            source="h",
            skill=skill,
            power=power,
            reinforcement=pr,
            base_size=base,
            max_weapons=w,
            max_equipment=e,
            max_abilities=a,
        )
    ),
    small,
    small,
    small,
    st.integers(1, 3),
    small,
    small,
    small,
)
triggers = st.lists(
    st.one_of(
        st.sampled_from(MARKERS).map(lambda marker: {"marker": marker}),
        st.just({"effect": {"en": "pushed"}}),
    ),
    max_size=9,
)


@st.composite
def weapons(draw: st.DrawFn) -> Weapon:
    data: dict[str, Any] = {
        "kind": "weapon", "id": "weapon-random", "name": {"en": "W"}, "source": "h",
        "force": draw(small), "triggers": draw(triggers),
    }  # fmt: skip
    if draw(st.booleans()):
        data |= {"weapon_type": "melee"}
    else:
        data |= {
            "weapon_type": "ranged",
            "range_min": draw(st.integers(0, 20)),
            "range_max": draw(st.integers(0, 20)),
            "breath": draw(st.booleans()),
        }
    return Weapon.model_validate(data)


@given(archetypes)
def test_an_archetype_is_judged_by_the_inequalities(archetype: Archetype) -> None:
    codes = {violation.code for violation in check_card(archetype)}
    h, p = archetype.skill, archetype.power
    assert archetype.points == h + p + archetype.base_size + archetype.reinforcement >= 1
    assert ("SKILL_PLUS_POWER_EXCEEDED" in codes) == (not h + p < 6)
    used = archetype.reinforcement + archetype.max_weapons + archetype.max_equipment
    used += archetype.max_abilities
    assert ("SLOT_BUDGET_EXCEEDED" in codes) == (not used < h + p + archetype.base_size + 1)
    assert ("HIGH_SKILL" in codes) == (h > 2)


@given(weapons())
def test_a_weapon_cost_is_never_negative(weapon: Weapon) -> None:
    assert weapon.points >= 0
    if weapon.weapon_type == "melee":
        assert weapon.points == weapon.force + len(weapon.triggers)
    else:
        low, high = weapon.range_min or 0, weapon.range_max or 0
        assert weapon.points == weapon.force + max(0, high - low) + len(weapon.triggers) + 1
        codes = {violation.code for violation in check_card(weapon)}
        assert ("RANGE_REVERSED" in codes) == (high < low)


EXAMPLES = load_catalog()
IDS = [*sorted(EXAMPLES.cards), "nothing-here"]


@settings(suppress_health_check=[HealthCheck.too_slow], max_examples=examples(80))
@given(
    archetypes,
    st.lists(st.sampled_from(IDS), max_size=6),
    st.lists(st.sampled_from(IDS), max_size=6),
    st.lists(st.sampled_from(IDS), max_size=6),
)
def test_any_profile_is_checked_without_raising(
    archetype: Archetype, weapon_ids: list[str], equipment_ids: list[str], ability_ids: list[str]
) -> None:
    catalog = FlashpointCatalog()
    catalog.add_pack(
        FlashpointPack.model_validate(
            {
                "format": "muster.catalog/1",
                "system": "flashpoint",
                "id": "random",
                "version": "1",
                "name": {"en": "Random"},
                "cards": [
                    *(
                        card.model_dump(mode="json", exclude_none=True)
                        for card in EXAMPLES.cards.values()
                    ),
                    archetype.model_dump(mode="json"),
                    {
                        "kind": "profile",
                        "id": "profile-random",
                        "name": {"en": "P"},
                        "source": "h",
                        "archetype": "archetype-random",
                        "weapons": weapon_ids,
                        "equipment": equipment_ids,
                        "abilities": ability_ids,
                    },
                ],
            }
        )
    )
    profile = catalog.get("profile-random")
    found = check_profile(profile, catalog)  # type: ignore[arg-type]
    codes = [violation.code for violation in found]
    assert profile.points is not None and profile.points >= archetype.points  # type: ignore[union-attr]
    for field, maximum in (("weapons", archetype.max_weapons),
                           ("equipment", archetype.max_equipment),
                           ("abilities", archetype.max_abilities)):  # fmt: skip
        over = len(getattr(profile, field)) > maximum
        assert over == any(v.code == "CARD_LIMIT_EXCEEDED" and v.slot == field for v in found)
    if "nothing-here" in (*weapon_ids, *equipment_ids, *ability_ids):
        assert "UNKNOWN_CARD" in codes
    for violation in found:
        for language in ("en", "fr", "pl"):
            assert violation.message(language)


PROFILES = [card.id for card in EXAMPLES.profiles()]
fighters = st.lists(
    st.builds(
        Fighter,
        st.sampled_from([*PROFILES, "profile-unknown", "weapon-carbine"]),
        st.text(max_size=20),
        st.sampled_from([None, None, "leader", "strategist"]),
    ),
    max_size=12,
)


@given(fighters)
def test_any_team_is_validated_and_round_trips(chosen: list[Fighter]) -> None:
    team = Team(chosen)
    found = validate(team, EXAMPLES)
    legal = not any(violation.severity == "error" for violation in found)
    result = totals(team, EXAMPLES)
    assert result["points"] >= 0 and result["skill_reserve"] >= 0
    leaders = sum(1 for fighter in chosen if fighter.role == "leader")
    strategists = sum(1 for fighter in chosen if fighter.role == "strategist")
    known = all(fighter.profile in PROFILES for fighter in chosen)
    assert legal == (result["points"] <= 50 and leaders == 1 and strategists <= 1 and known)
    again = team_of(RosterDocument.loads(document_for(team, "T").dumps()))
    assert again == team
    assert validate(again, EXAMPLES) == found


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 30) | st.text(max_size=8),
    lambda children: (
        st.lists(children, max_size=4)
        | st.dictionaries(
            st.sampled_from(
                [
                    "profile",
                    "name",
                    "role",
                    "fighters",
                    "mission",
                    "offensive_bonus",
                    "success_points",
                ]
            ),
            children,
            max_size=4,
        )
    ),
    max_leaves=12,
)


@given(json_values)
def test_any_team_json_is_read_or_refused_in_one_sentence(raw: object) -> None:
    from app.errors import RosterFormatError

    document = RosterDocument(system="flashpoint", system_data={"team": raw})
    try:
        team = team_of(document)
    except RosterFormatError as error:
        assert error.message("fr") and "\n" not in error.message("en")
        return
    validate(team, EXAMPLES)
    totals(team, EXAMPLES)
