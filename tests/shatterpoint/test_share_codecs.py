"""SPT list codes and Tabletop Admiral links: round trips, variants and mangled codes."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.errors import ShareCodeError
from app.roster import share
from app.roster.document import RosterDocument
from app.systems.shatterpoint.catalog import ShatterpointCatalog
from tests.profiles import examples
from tests.shatterpoint.conftest import CORE_TEAM, roster

CORE_SPT = "spt[00010109,00010106,00010101,00010111,00010108,00010112]"
CORE_TTA = "https://tabletopadmiral.com/shatterpoint/listbuilder/5,7,9,18,11,19"


def decode(text: str, catalog: ShatterpointCatalog) -> RosterDocument:
    return share.decode(text, lambda system_id: catalog)


def reason(text: str, catalog: ShatterpointCatalog) -> str:
    with pytest.raises(ShareCodeError) as caught:
        decode(text, catalog)
    return caught.value.message("en")


def test_spt_encode_and_decode_the_core_team(core):
    assert share.encode(roster(mission_set=None), "spt", core) == CORE_SPT
    document = decode(CORE_SPT, core)
    assert document.squads == CORE_TEAM
    assert document.system == "shatterpoint"
    assert document.mission_set is None


def test_spt_mission_set_code_is_kept_and_written_back_first(core):
    code = "spt[00099001,00010109,00010106,00010101,00010111,00010108,00010112]"
    document = decode(code, core)
    assert document.mission_set == "spt:00099001"
    assert document.squads == CORE_TEAM
    assert share.encode(document, "spt", core) == code


def test_a_mission_set_by_name_does_not_travel_in_spt(core):
    assert share.encode(roster(mission_set="Shifting Priorities"), "spt", core) == CORE_SPT


@pytest.mark.parametrize(
    "text",
    [
        CORE_SPT,
        f"  {CORE_SPT}\n",
        f"my list for Saturday: {CORE_SPT} - thoughts?",
        CORE_SPT.upper(),
        "spt[ 00010109, 00010106,00010101 ,00010111,00010108,00010112 ]",
        "https://example.org/register?list=spt%5B00010109%2C00010106%2C00010101%2C00010111"
        "%2C00010108%2C00010112%5D&event=3",
    ],
)
def test_spt_variants(core, text):
    assert decode(text, core).squads == CORE_TEAM


def test_spt_unknown_codes_are_reported_by_position(core):
    message = reason("spt[00010109,00010106,12345678,00010111,00010108,87654321]", core)
    assert (
        message
        == "No loaded catalogue knows the units at position 3 (12345678), position 6 (87654321)."
    )


def test_spt_wrong_bracket(core):
    assert "square brackets" in reason("spt(00010109,00010106,00010101)", core)
    assert '"spt{…]"' in reason("spt{00010109,00010106]", core)


def test_spt_cut_short(core):
    assert "closing ]" in reason("spt[00010109,00010106,000101", core)


def test_spt_bad_entry(core):
    assert reason("spt[00010109,0001O106]", core) == (
        'Entry 2 of the SPT list code ("0001O106") is not an 8-digit unit code.'
    )
    assert "holds no unit codes" in reason("spt[]", core)


def test_spt_needs_a_complete_team(core):
    document = roster([CORE_TEAM[0], {**CORE_TEAM[1], "support": None}])
    with pytest.raises(ShareCodeError) as caught:
        share.encode(document, "spt", core)
    assert "Squad 2 is not complete" in caught.value.message("en")


def test_spt_needs_known_units(core):
    document = roster([CORE_TEAM[0], {**CORE_TEAM[1], "support": "jar-jar"}])
    with pytest.raises(ShareCodeError, match="jar-jar"):
        share.encode(document, "spt", core)


def test_tta_encode_and_decode(core):
    assert share.encode(roster(), "tta", core) == CORE_TTA
    assert decode(CORE_TTA, core).squads == CORE_TEAM


@pytest.mark.parametrize(
    "text",
    [
        "https://tabletopadmiral.com/shatterpoint/listbuilder/5,7,9,18,11,19",
        "http://www.tabletopadmiral.com/shatterpoint/listbuilder/5-7-9-18-11-19/",
        "tabletopadmiral.com/shatterpoint/listbuilder/5_7_9_18_11_19",
        "https://tabletopadmiral.com/shatterpoint/listbuilder/5%2C7%2C9%2C18%2C11%2C19?ref=x#top",
        "https://TabletopAdmiral.com/Shatterpoint/ListBuilder/5.7.9.18.11.19",
        "look <https://tabletopadmiral.com/shatterpoint/listbuilder/5/7/9/18/11/19> here",
    ],
)
def test_tta_variants(core, text):
    assert decode(text, core).squads == CORE_TEAM


def test_tta_errors(core):
    base = "https://tabletopadmiral.com/shatterpoint/listbuilder/"
    assert "no unit ids" in reason(base, core)
    assert (
        reason(base + "5,7,999", core) == "No loaded catalogue knows the units at position 3 (999)."
    )
    assert 'Entry 2 of the Tabletop Admiral link ("x")' in reason(base + "5,x,9", core)


def test_a_short_list_leaves_slots_empty(core):
    document = decode("spt[00010109,00010106]", core)
    assert document.squads == [
        {"primary": "general-anakin-skywalker", "secondary": "cc-7567-captain-rex", "support": None}
    ]


def test_unknown_format(core):
    with pytest.raises(ShareCodeError, match="muster, spt, tta"):
        share.encode(roster(), "bbcode", core)


def test_error_messages_are_translated(core):
    with pytest.raises(ShareCodeError) as caught:
        decode("spt[00010109,12345678]", core)
    assert caught.value.message("fr") != caught.value.message("en")
    assert "12345678" in caught.value.message("pl")


@st.composite
def full_teams(draw, catalog: ShatterpointCatalog) -> RosterDocument:
    by_type = {
        kind: sorted(u.id for u in catalog.units.values() if u.type == kind and u.spt_code)
        for kind in ("primary", "secondary", "support")
    }
    squads = [
        {kind: draw(st.sampled_from(ids)) for kind, ids in by_type.items()}
        for _ in range(draw(st.integers(1, 3)))
    ]
    mission = draw(st.one_of(st.none(), st.from_regex(r"\Aspt:99[0-9]{6}\Z")))
    return RosterDocument("shatterpoint", "", squads, mission)


@settings(max_examples=examples(60), suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_spt_and_tta_round_trip(core, data):
    document = data.draw(full_teams(core))
    assert decode(share.encode(document, "spt", core), core).to_json() == document.to_json()
    via_tta = decode(share.encode(document, "tta", core), core)
    assert via_tta.squads == document.squads
