"""Suggestions of Secondary + Support pairs for a Primary."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.systems.shatterpoint import rules
from app.systems.shatterpoint.suggest import suggest
from tests.profiles import examples
from tests.shatterpoint.conftest import EXTRA_PACK, roster


def pairs(suggestions):
    return [(s.secondary.id, s.support.id) for s in suggestions]


def test_every_suggestion_is_legal_and_the_fullest_come_first(core):
    found = suggest(core, "general-anakin-skywalker")
    assert found
    points = [s.points for s in found]
    assert points == sorted(points, reverse=True)
    assert all(s.points <= 7 and s.spare == 7 - s.points for s in found)
    for suggestion in found:
        squad = {
            "primary": "general-anakin-skywalker",
            "secondary": suggestion.secondary.id,
            "support": suggestion.support.id,
        }
        other = {"primary": "cad-bane-notorious-hunter", "secondary": None, "support": None}
        codes = {v.code for v in rules.validate(roster([squad, other]), core)}
        assert not codes & {"SQUAD_POINTS_EXCEEDED", "ERA_MISMATCH", "DUPLICATE_UNIT_NAME"}
        assert "DUPLICATE_UNIQUE_NAME" not in codes


def test_ties_are_ordered_by_name(core):
    found = suggest(core, "lord-maul")
    for points in {s.points for s in found}:
        same = [(s.secondary.name.en, s.support.name.en) for s in found if s.points == points]
        assert same == sorted(same, key=lambda pair: (pair[0].casefold(), pair[1].casefold()))


def test_the_primary_and_its_budget(core):
    # Anakin (7 SP) affords Rex (4) + 501st (3) exactly, never Kalani (5) + Clan Kryze (4).
    found = suggest(core, "general-anakin-skywalker")
    assert ("cc-7567-captain-rex", "501st-clone-troopers") in pairs(found)
    assert ("kalani-super-tactical-droid", "clan-kryze-mandalorians") not in pairs(found)
    assert found[0].points == 7


def test_no_unique_name_clash_with_the_primary(core):
    # Ahsoka Tano, Jedi No More never gets Padawan Ahsoka Tano.
    found = suggest(core, "ahsoka-tano-jedi-no-more")
    assert found
    assert all(s.secondary.id != "padawan-ahsoka-tano" for s in found)


def test_the_rest_of_the_roster_is_respected(core):
    document = roster(
        [
            {
                "primary": "general-anakin-skywalker",
                "secondary": "jango-fett-bounty-hunter",
                "support": None,
            },
            {"primary": "padawan-ahsoka-tano", "secondary": "cc-7567-captain-rex", "support": None},
        ]
    )
    found = suggest(core, "general-anakin-skywalker", document, squad=1)
    ids = {unit for pair in pairs(found) for unit in pair}
    assert "cc-7567-captain-rex" not in ids  # in squad 2
    assert "jango-fett-bounty-hunter" in ids  # in the squad being filled: it may be replaced
    found = suggest(core, "lord-maul", document, squad=2)
    assert all(s.secondary.id != "jango-fett-bounty-hunter" for s in found)


def test_owned_units_only(core):
    owned = {
        "cc-7567-captain-rex": 1,
        "501st-clone-troopers": 2,
        "bo-katan-kryze": 0,
        "magnaguard": 1,
    }
    found = suggest(core, "general-anakin-skywalker", owned=owned)
    assert pairs(found) == [
        ("cc-7567-captain-rex", "501st-clone-troopers"),
        ("cc-7567-captain-rex", "magnaguard"),
    ]


def test_owned_copies_used_elsewhere_count(core):
    document = roster(
        [
            {"primary": "general-anakin-skywalker", "secondary": None, "support": None},
            {"primary": "lord-maul", "secondary": None, "support": "501st-clone-troopers"},
        ]
    )
    owned = {"cc-7567-captain-rex": 1, "501st-clone-troopers": 1, "magnaguard": 1}
    found = suggest(core, "general-anakin-skywalker", document, squad=1, owned=owned)
    assert pairs(found) == [("cc-7567-captain-rex", "magnaguard")]


def test_eras_are_shared(catalog):
    found = suggest(catalog, "imperial-commander")
    extra = {unit["id"] for unit in EXTRA_PACK["units"]}
    assert [pair for pair in pairs(found) if set(pair) <= extra] == [
        ("imperial-agent", "stormtroopers"),
        ("wandering-mercenary", "stormtroopers"),
    ]
    # The built-in units it may take are those that share its era (Reign of the Empire).
    for suggestion in found:
        for unit in (suggestion.secondary, suggestion.support):
            assert "rote" in catalog.eras_of(unit)


def test_not_a_primary_gives_nothing(core):
    assert suggest(core, "cc-7567-captain-rex") == []
    assert suggest(core, "nobody") == []


def test_limit(core):
    assert suggest(core, "lord-maul", limit=2) == suggest(core, "lord-maul")[:2]


PRIMARIES = [
    "general-anakin-skywalker",
    "ahsoka-tano-jedi-no-more",
    "lord-maul",
    "imperial-commander",
    "rebel-leader",
    "count-dooku-separatist-leader",
]
ANY_UNIT = st.one_of(
    st.none(),
    st.sampled_from(
        [
            "cc-7567-captain-rex",
            "padawan-ahsoka-tano",
            "bo-katan-kryze",
            "magnaguard",
            "stormtroopers",
            "bounty-droid",
            "lord-maul-reprint",
            "nobody",
        ]
    ),
)


@settings(max_examples=examples(60), suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    primary=st.sampled_from(PRIMARIES),
    others=st.lists(
        st.fixed_dictionaries({"primary": ANY_UNIT, "secondary": ANY_UNIT, "support": ANY_UNIT}),
        max_size=2,
    ),
    owned=st.one_of(st.none(), st.dictionaries(ANY_UNIT.filter(bool), st.integers(-1, 2))),
)
def test_suggestions_agree_with_placement_checks(catalog, primary, others, owned):
    """Every suggested pair fits where the builder's own checks say it may go."""
    document = roster([{"primary": primary, "secondary": None, "support": None}, *others])
    for found in suggest(catalog, primary, document, squad=1, owned=owned):
        assert rules.placement_problems(document, catalog, 1, "secondary", found.secondary.id) == []
        with_secondary = roster(
            [{"primary": primary, "secondary": found.secondary.id, "support": None}, *others]
        )
        assert (
            rules.placement_problems(with_secondary, catalog, 1, "support", found.support.id) == []
        )
        if owned is not None:
            assert owned.get(found.secondary.id, 0) > 0 and owned.get(found.support.id, 0) > 0
