"""Random event sequences: the reducer only ever refuses with EventRejected, and the counts
stay within the rules (workers never negative, CP never below 0, pieces within the supply)."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.systems.starcraft.tracker import apply, catalog_of, describe, summary
from app.systems.starcraft.tracker.state import EVENT_TYPES
from app.tracker.errors import EventRejected
from app.tracker.event import Event
from tests.profiles import examples
from tests.starcraft.helpers import HOMES, start

PLANETS = st.sampled_from([*HOMES[:4], "Aiur", ""])
SMALL = st.integers(min_value=-1, max_value=9)
UNITS = st.dictionaries(
    st.sampled_from(["marine", "zealot", "zergling", "archon", "high-templar", "goliath"]),
    SMALL,
    max_size=2,
)
ANY = st.one_of(st.none(), st.booleans(), SMALL, st.text(max_size=3), st.lists(SMALL, max_size=2))
PAYLOAD_VALUES = {
    "planet": PLANETS,
    "special": st.booleans(),
    "order": st.sampled_from(["construction", "mobilisation", "research", "x"]),
    "outcome": st.sampled_from(["executed", "event"]),
    "player": st.integers(min_value=-1, max_value=4),
    "defender": st.integers(min_value=0, max_value=3),
    "units": UNITS,
    "sacrificed": UNITS,
    "workers": SMALL,
    "transports": st.lists(st.sampled_from(["A–B", "B–C"]), max_size=2),
    "building": st.sampled_from([None, "gateway", "barracks", "spire", "hatchery"]),
    "module": st.sampled_from([None, "supply", "research", "air_support"]),
    "base": st.booleans(),
    "cards": st.sampled_from([0, 3, 2]),
    "tech": st.sampled_from([None, "spider-mines", "mobilise-archons", "nope"]),
    "extra_event": st.booleans(),
    "tech_to_hand": st.booleans(),
    "card": st.sampled_from(["permanent 1", "permanent 2", "Torus 1"]),
    "losses": st.lists(UNITS, min_size=2, max_size=2),
    "step": st.integers(min_value=0, max_value=11),
    "cp": st.lists(SMALL, min_size=3, max_size=3),
    "zones": st.lists(SMALL, min_size=3, max_size=3),
    "cards_gained": st.lists(
        st.tuples(
            st.integers(min_value=0, max_value=2),
            st.fixed_dictionaries(
                {
                    "id": st.sampled_from(["Torus 1", "Aiur 2"]),
                    "resource": st.sampled_from(["minerals", "gas"]),
                    "capacity": st.integers(min_value=0, max_value=3),
                }
            ),
        ).map(list),
        max_size=2,
    ),
    "cards_lost": st.lists(
        st.tuples(st.integers(0, 2), st.sampled_from(["Torus 1", "permanent 1"])).map(list),
        max_size=1,
    ),
    "bases_destroyed": st.lists(st.tuples(st.integers(0, 2), PLANETS).map(list), max_size=1),
    "achieved": st.lists(st.integers(0, 2), max_size=2),
    "played": st.lists(st.booleans(), min_size=3, max_size=3),
    "end_is_near": st.integers(min_value=0, max_value=3),
    "hands": st.lists(SMALL, min_size=3, max_size=3),
    "reserve": SMALL,
    "unavailable": SMALL,
    "reason": st.sampled_from(["agreed", "x"]),
    "bases": st.lists(PLANETS, max_size=3),
    "buildings": st.dictionaries(
        st.sampled_from(["gateway", "barracks", "spire", "nope"]), SMALL, max_size=2
    ),
}
FIELDS = {
    "starting_forces": ["player", "units", "transports", "buildings"],
    "round_started": [],
    "order_placed": ["planet", "special"],
    "order_revealed": ["planet", "order", "outcome"],
    "player_blocked": [],
    "built": ["units", "sacrificed", "workers", "building", "module", "base", "transports"],
    "researched": ["cards", "tech", "extra_event", "tech_to_hand"],
    "workers_assigned": ["player", "card", "workers"],
    "battle_resolved": ["defender", "losses"],
    "units_destroyed": ["player", "units", "bases"],
    "regroup_step": [
        "step",
        "cp",
        "zones",
        "cards_gained",
        "cards_lost",
        "bases_destroyed",
        "achieved",
        "played",
        "end_is_near",
        "hands",
    ],
    "game_ended": ["reason"],
    "player_corrected": [
        "player",
        "units",
        "reserve",
        "unavailable",
        "bases",
        "transports",
        "resources",
    ],
}
assert set(FIELDS) == set(EVENT_TYPES)


@st.composite
def events(draw):
    kind = draw(st.sampled_from(sorted(FIELDS)))
    names = draw(st.lists(st.sampled_from(FIELDS[kind] or ["x"]), unique=True, max_size=4))
    payload = {name: draw(PAYLOAD_VALUES.get(name, ANY)) for name in names if FIELDS[kind]}
    if draw(st.integers(0, 20)) == 0:
        payload["bogus"] = draw(ANY)
    return kind, payload


def _check(state):
    catalog = catalog_of(state.setup)
    for n, player in enumerate(state.players):
        faction = catalog.faction(state.setup.players[n].faction)
        assert player.reserve >= 0 and player.unavailable >= 0
        assert all(card.workers >= 0 for card in player.resources)
        assert player.workers <= faction.pieces.workers
        assert player.cp >= 0 and player.hand >= 0 and player.events_held >= 0
        assert len(player.bases) <= faction.pieces.bases
        assert len(player.transports) <= faction.pieces.transports
        for unit_id, count in player.units.items():
            assert 0 < count <= catalog.unit(unit_id).pieces


@settings(
    max_examples=examples(50, full=1500),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(st.lists(events(), max_size=60), st.booleans())
def test_random_events_only_raise_event_rejected(sequence, guided):
    table = start(["mengsk", "aldaris", "overmind"])
    state = table.state
    for kind, payload in sequence:
        if guided and kind == "order_placed" and state.phase == "planning":
            payload = {"planet": HOMES[state.turn], **payload}
        event = Event(state.last_seq + 1, kind, payload, "2026-11-26T20:00:00Z")
        try:
            after = apply(state, event)
        except EventRejected as error:
            assert error.message("fr") and error.message("pl")
            continue
        for language in ("en", "fr", "pl"):
            assert describe(event, state, language)
        state = after
        _check(state)
    assert summary(state, "pl")
