"""Legion HQ links and Tabletop Simulator JSON, both ways."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.errors import ShareCodeError
from app.systems.legion.army import Army, ArmyUnit, army_of, document_for
from app.systems.legion.rules import validate
from app.systems.legion.share import LegionHqLink, TabletopSimulatorJson, ambiguous_names
from tests.legion.test_rules import OFFICER, TROOPERS, Z6, catalog, legal_army
from tests.profiles import examples

LINK = LegionHqLink()
TTS = TabletopSimulatorJson()


def verdict(army: Army) -> Counter[str]:
    return Counter(v.code for v in validate(army, catalog()))


def round_trip(codec: LegionHqLink | TabletopSimulatorJson, army: Army) -> Army:
    code = codec.encode(document_for(army, "Hoth"), catalog())
    found = codec.find(f"look at this: {code} ") if codec is LINK else codec.find(code)
    assert found is not None
    return army_of(codec.decode(found, catalog()))


def test_a_legal_army_as_a_legion_hq_link() -> None:
    army = legal_army()
    army.units[1].upgrades = [OFFICER, Z6]
    link = LINK.encode(document_for(army), catalog())
    # Leia (ab) with four empty slots; the troopers with Z-6 in the heavy-weapon slot and the
    # officer in the personnel slot; two plain troopers as one segment of count 2.
    assert link.startswith("https://legionhq2.com/list/rebels/1000:1ab0000,1ah")
    assert ",2ah0000," in link
    back = round_trip(LINK, army)
    assert verdict(back) == Counter()
    assert sorted(u.unit for u in back.units) == sorted(u.unit for u in army.units)
    assert back.battle_deck == army.battle_deck
    assert sorted(back.command_hand) == sorted(army.command_hand)


def test_a_legal_army_through_tabletop_simulator_json() -> None:
    army = legal_army()
    document = document_for(army, "Hoth")
    text = TTS.encode(document, catalog())
    data = json.loads(text)
    assert data["armyFaction"] == "rebel" and data["title"] == "Hoth"
    assert data["units"][0]["name"] == "Leia Organa Fearless and Inventive"
    assert data["battleFieldDeck"]["deployment"] == [
        "Breakthrough", "Bunker Assault", "Close the Pocket"
    ]  # fmt: skip
    back = TTS.decode(text, catalog())
    assert back.name == "Hoth"
    assert verdict(army_of(back)) == Counter()


def test_battle_force_and_format_travel_in_the_link() -> None:
    army = legal_army()
    army.format = "recon"
    army.battle_force = "bright-tree-village"
    link = LINK.encode(document_for(army), catalog())
    assert "/rebels/600:btv:" in link
    back = army_of(LINK.decode(link, catalog()))
    assert (back.format, back.battle_force) == ("recon", "bright-tree-village")


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("https://legionhq2.com/list/rebels/", "has no list after its faction"),
        ("https://legionhq2.com/list/jedi/1000:1ab", 'the faction "jedi"'),
        ("https://legionhq2.com/list/rebels/1234:1ab", "1234-point game"),
        ("https://legionhq2.com/list/rebels/1000:zz:1ab", 'battle force "zz"'),
        ("https://legionhq2.com/list/rebels/1000:0ab", 'Entry 1 of the Legion HQ link ("0ab")'),
        ("https://legionhq2.com/list/rebels/1000:1ab000,1Qq", "cards at 2 (Qq)"),
        ("https://legionhq2.com/list/rebels/1000:1abc", 'Entry 1 of the Legion HQ link ("1abc")'),
    ],
)
def test_a_mangled_link_names_what_is_wrong(text: str, reason: str) -> None:
    with pytest.raises(ShareCodeError) as error:
        LINK.decode(text, catalog())
    assert reason in error.value.message("en")
    assert error.value.message("pl") and error.value.message("fr")


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ('{"units": [', "not valid JSON"),
        ('{"armyFaction": "rebel", "units": 3}', "no units"),
        ('{"armyFaction": "rebel", "units": [{"name": "Nobody"}]}', '"Nobody"'),
        ('{"armyFaction": "rebel", "units": [], "battleForce": "Nowhere"}', '"Nowhere"'),
        ("[" * 5000 + "]" * 5000, "not valid JSON"),
    ],
)
def test_a_broken_tts_army_names_what_is_wrong(text: str, reason: str) -> None:
    with pytest.raises(ShareCodeError) as error:
        TTS.decode(text, catalog())
    assert reason in error.value.message("en")


def test_a_code_over_the_limit_is_refused_before_reading() -> None:
    with pytest.raises(ShareCodeError, match="too long"):
        LINK.decode("https://legionhq2.com/list/rebels/1000:" + "1ah0000," * 5000, catalog())


def test_2020_formats_have_no_legion_hq_link() -> None:
    army = legal_army()
    army.format = "2020-standard"
    with pytest.raises(ShareCodeError, match="no link for the 2020-standard format"):
        LINK.encode(document_for(army), catalog())


@st.composite
def shareable_armies(draw: st.DrawFn) -> Army:
    cards = catalog()
    faction = draw(st.sampled_from(["rebels", "empire", "republic", "separatists"]))
    # Tabletop Simulator names cards; two cards of one name cannot both survive it.
    clear = set(cards.cards) - ambiguous_names(cards)
    units = [c for c in cards.of_kind("unit") if c.faction == faction and c.id in clear]
    upgrades = sorted(c.id for c in cards.of_kind("upgrade") if c.id in clear)
    commands = sorted(c.id for c in cards.of_kind("command") if c.id in clear)
    battles = sorted(c.id for c in cards.of_kind("battle") if c.id in clear)
    army = Army(format=draw(st.sampled_from(["recon", "escalation", "standard", "grand-army"])))
    army.faction = faction
    for _ in range(draw(st.integers(0, 8))):
        unit = draw(st.sampled_from(units))
        entry = ArmyUnit(
            unit.id, draw(st.lists(st.sampled_from(upgrades), max_size=3, unique=True))
        )
        # Its counterpart, sometimes, with upgrades of its own (Iden's ID10: a comms card).
        if unit.counterpart in clear and draw(st.booleans()):
            entry.counterpart = unit.counterpart
            entry.counterpart_upgrades = draw(
                st.lists(st.sampled_from(upgrades), max_size=2, unique=True)
            )
        army.units.append(entry)
    army.command_hand = draw(st.lists(st.sampled_from(commands), max_size=7, unique=True))
    for category in ("primary", "secondary", "advantage"):
        of_category = [b for b in battles if cards.cards[b].category == category]
        army.battle_deck[category] = draw(
            st.lists(st.sampled_from(of_category), max_size=3, unique=True)
        )
    return army


@given(shareable_armies())
@settings(max_examples=examples(60), deadline=None)
def test_the_verdict_survives_both_round_trips(army: Army) -> None:
    army.command_hand = [c for c in army.command_hand if c != "command-standing-orders"]
    before = verdict(army)
    assert verdict(round_trip(TTS, army)) == before
    after_link = round_trip(LINK, army)
    if army.command_hand:
        after_link.command_hand.remove("command-standing-orders")
    assert verdict(after_link) == before


def test_troopers_constant_is_a_corps_unit() -> None:
    assert catalog().cards[TROOPERS].rank == "corps"


def iden_army(droid_upgrades: list[str]) -> Army:
    return Army(
        format="standard",
        faction="empire",
        units=[
            ArmyUnit(
                "unit-iden-versio-inferno-squad-leader",
                counterpart="counterpart-iden-s-id10-seeker-droid",
                counterpart_upgrades=droid_upgrades,
            )
        ],
    )


def test_a_counterparts_own_upgrades_survive_both_round_trips() -> None:
    army = iden_army(["upgrade-hq-uplink"])
    link = LINK.encode(document_for(army), catalog())
    # Iden (kg) with her four empty slots, then ID10 (lw) with HQ Uplink (dm) in its comms slot.
    assert link.endswith(":1kg0000+1lwdm")
    for codec in (LINK, TTS):
        back = round_trip(codec, army)
        assert back.units[0].counterpart == "counterpart-iden-s-id10-seeker-droid"
        assert back.units[0].counterpart_upgrades == ["upgrade-hq-uplink"]
        assert back.units[0].upgrades == []
    data = json.loads(TTS.encode(document_for(army), catalog()))
    assert data["units"][0]["upgrades"] == ["Iden's ID10 Seeker Droid"]
    assert data["units"][0]["counterpartUpgrades"] == ["HQ Uplink"]


def test_an_empty_counterpart_slot_is_written_as_legion_hq_writes_it() -> None:
    link = LINK.encode(document_for(iden_army([])), catalog())
    assert link.endswith(":1kg0000+1lw0")
    assert round_trip(LINK, iden_army([])).units[0].counterpart_upgrades == []
    assert "counterpartUpgrades" not in TTS.encode(document_for(iden_army([])), catalog())
