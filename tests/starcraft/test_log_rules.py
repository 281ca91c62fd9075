"""Rules a game log's replay once let through (issue 22): the setup checked as New game checks
it, builds paid from the workers' harvest, « La Fin est Proche » only once epoch III is
reached, a battle's losses within what its skirmishes destroy, each battle's winner named.

Quotes are from the French rulebook, /work/shared/seeds/002_9a870d438c553355.txt (Lnnn)."""

from __future__ import annotations

import pytest

from app.systems.starcraft.tracker import apply, new_setup, read_setup
from app.tracker.errors import EventRejected, GameLogFormatError
from app.tracker.event import Event
from tests.starcraft.helpers import HOMES, Table, start


def _setup_json(factions: list[str], teams: bool = False) -> dict:
    starts = [{"bases": [HOMES[seat]]} for seat in range(len(factions))]
    names = [f"P{seat}" for seat in range(len(factions))]
    setup = new_setup(
        list(zip(names, factions, strict=True)), first_player=0, teams=teams, starts=starts
    )
    return setup.to_json()


# --- a log's setup ----------------------------------------------------------------------------


def test_a_logs_event_deck_is_trimmed_by_player_count():
    # L339-343: « 2 joueurs : on retire 20 cartes de l'époque I et 20 cartes de l'époque II »
    data = _setup_json(["raynor", "overmind"])
    assert data["event_deck"] == {"I": 5, "II": 5, "III": 20}
    data["event_deck"] = {"I": 25, "II": 25, "III": 20}
    with pytest.raises(GameLogFormatError, match="with 2 players the Event deck holds 5, 5 and 20"):
        read_setup(data)


def test_a_logs_factions_are_played_once():
    # L329: « chaque joueur choisit la faction qu'il veut jouer » (one sheet each)
    data = _setup_json(["raynor", "overmind"])
    data["players"][1]["faction"] = "raynor"
    with pytest.raises(GameLogFormatError, match="each faction is played once"):
        read_setup(data)


def test_a_logs_team_game_has_four_or_six_players_in_pairs():
    # L1681: « Pour les parties à 4 ou 6 joueurs, cette variante sépare les joueurs en équipes
    # de deux joueurs »
    four = _setup_json(["raynor", "overmind", "tassadar", "mengsk"], teams=True)
    assert read_setup(four).teams
    four["players"][3]["team"] = 0  # three players in one team
    with pytest.raises(GameLogFormatError, match="4 or 6 players, in teams of two"):
        read_setup(four)
    three = _setup_json(["raynor", "overmind", "tassadar"])
    three["teams"] = True
    for seat, player in enumerate(three["players"]):
        player["team"] = seat % 2
    with pytest.raises(GameLogFormatError, match="4 or 6 players"):
        read_setup(three)


# --- builds are paid ----------------------------------------------------------------------


def _build_turn(factions: list[str]) -> Table:
    table = start(factions)
    table.plan_at_home()
    table.do("order_revealed", planet=HOMES[0], order="construction", outcome="executed")
    return table


def test_a_build_is_paid_by_the_workers_harvest_with_the_amount_missing():
    # L697: « Pour chaque travailleur placé de cette façon, le joueur paye une ressource »;
    # L699: a Disciple (Zealot) « coûte 2 minerais ».
    table = _build_turn(["aldaris", "overmind"])
    table.do("workers_assigned", player=0, card="permanent 1", workers=2)
    with pytest.raises(EventRejected, match="2 minerals missing \\(the build costs 4 minerals\\)"):
        table.try_("built", units={"zealot": 2})
    table.do("built", units={"zealot": 1})
    assert table.state.players[0].spent == {"minerals": 2, "gas": 0}


def test_what_is_paid_is_spent_for_the_round():
    table = _build_turn(["aldaris", "overmind"])
    table.do("workers_assigned", player=0, card="permanent 1", workers=2)
    table.do("built", units={"zealot": 1})
    # The next round's harvest starts from nothing (L576: workers come back for next round).
    table.execute_all()
    table.regroup([0, 0])
    table.plan_at_home()
    assert table.state.players[0].gathered == {} and table.state.players[0].spent == {}
    # The first player token passed to Bo at step 10: Bo reveals first.
    table.do("order_revealed", planet=HOMES[1], order="mobilisation", outcome="executed")
    table.do("order_revealed", planet=HOMES[0], order="construction", outcome="executed")
    with pytest.raises(EventRejected, match="2 minerals missing"):
        table.try_("built", units={"zealot": 1})


def test_a_special_build_takes_one_resource_off():
    # L1405: « il a une remise d'une ressource (gaz ou minerai) pour l'achat d'une unité »
    table = start(["aldaris", "overmind"])
    table.round([0, 0])
    table.do("player_corrected", player=0, modules={"research": 1})
    table.do("round_started")
    placed = [0, 0]
    while table.state.phase == "planning":
        seat = table.state.turn
        special = seat == 0 and placed[0] == 3  # on top of the stack: revealed first
        table.do("order_placed", planet=HOMES[seat], special=special)
        placed[seat] += 1
    table.do("order_revealed", planet=HOMES[1], order="mobilisation", outcome="executed")
    table.do("order_revealed", planet=HOMES[0], order="construction", outcome="executed")
    table.do("workers_assigned", player=0, card="permanent 1", workers=1)
    table.do("built", units={"zealot": 1})
    assert table.state.players[0].spent == {"minerals": 1, "gas": 0}


def test_an_old_log_replays_its_unpaid_build():
    # docs/tracker.md: events before a log's strict_from replay as an earlier Muster took them.
    table = _build_turn(["aldaris", "overmind"])
    event = Event(table.state.last_seq + 1, "built", {"units": {"zealot": 2}}, "", legacy=True)
    assert apply(table.state, event).players[0].units == {"zealot": 2}


# --- « La Fin est Proche » --------------------------------------------------------------------


def _to_step_eight(table: Table) -> None:
    table.plan_at_home()
    table.execute_all()
    for step in range(1, 5):
        table.do("regroup_step", step=step)
    table.do("regroup_step", step=5, cp=[0, 0])
    table.do("regroup_step", step=6)
    table.do("regroup_step", step=7)


def test_the_end_is_near_waits_for_epoch_three():
    # L321: the game ends « après qu'un certain nombre de cartes Événement Époque III aient été
    # piochées »; L1675: the three « La fin est Proche » go with epoch III.
    table = start(["raynor", "overmind"])
    table.state.players[0].events_held = 2
    _to_step_eight(table)
    with pytest.raises(EventRejected, match="epoch III card: 0 epoch III cards"):
        table.try_("regroup_step", step=8, played=[True, False], end_is_near=1)
    table.reach_epoch_three(1)
    with pytest.raises(EventRejected, match="epoch III card: 1 epoch III card has been drawn"):
        table.try_("regroup_step", step=8, played=[True, False], end_is_near=2)
    table.do("regroup_step", step=8, played=[True, False], end_is_near=1)
    assert table.state.end_is_near == 1 and not table.state.finished


# --- a battle's losses ------------------------------------------------------------------------

FIGHTERS = [
    [
        {"unit": "firebat", "support": 1, "targets_ground": True},
        {"unit": "marine", "support": 1, "targets_ground": True, "targets_air": True},
    ],
    [
        {"unit": "zergling", "support": 1, "targets_ground": True},
        {"unit": "mutalisk", "flying": True, "targets_ground": True},
    ],
]
# Skirmish 1: the Firebat's card (5/5, ground splash) destroys the Zergling; skirmish 2: the
# Marine and the Mutalisk both hold (1 attack against 9 resistance).
SKIRMISHES = [
    {
        "fronts": [0, 0],
        "cards": [{"major": [5, 5], "symbols": ["firebat"], "splash": "ground"}, {"minor": [1, 1]}],
    },
    {"fronts": [1, 1], "cards": [{"minor": [1, 9]}, {"minor": [1, 9]}]},
]


def _battle_turn() -> Table:
    table = start(["mengsk", "overmind"])
    table.do("player_corrected", player=0, units={"firebat": 1, "marine": 1})
    table.do("player_corrected", player=1, units={"zergling": 1, "mutalisk": 1})
    table.plan_at_home()
    table.do("order_revealed", planet=HOMES[0], order="mobilisation", outcome="executed")
    return table


def test_a_ground_splash_never_takes_a_flying_unit():
    # L1560: « Pour chaque carte dégâts répercutés terrestre, l'adversaire doit détruire une
    # unité terrestre de son choix »: the Mutalisk flies, nothing is left on the ground.
    table = _battle_turn()
    battle = {"fighters": FIGHTERS, "skirmishes": SKIRMISHES}
    with pytest.raises(EventRejected, match=r"(?i)destroy 0 mutalisk of the defender's"):
        table.try_(
            "battle_resolved",
            defender=1,
            battle=battle,
            losses=[{}, {"zergling": 1, "mutalisk": 1}],
        )
    state = table.do("battle_resolved", defender=1, battle=battle, losses=[{}, {"zergling": 1}])
    assert state.players[1].units == {"mutalisk": 1}


def test_the_replays_state_names_each_battles_winner():
    # L1287-: the attacker retreats while a defender survives; the defender holds the zone.
    table = _battle_turn()
    battle = {"fighters": FIGHTERS, "skirmishes": SKIRMISHES}
    state = table.do("battle_resolved", defender=1, battle=battle, losses=[{}, {"zergling": 1}])
    assert state.to_json()["battles"] == [
        {"round": 1, "planet": HOMES[0], "attacker": 0, "defender": 1, "winner": 1}
    ]


def test_a_battle_without_its_skirmishes_says_its_winner_or_none():
    table = _battle_turn()
    state = table.do("battle_resolved", defender=1, losses=[{}, {}], winner="attacker")
    assert state.battles[0].winner == 0
    table = _battle_turn()
    assert table.do("battle_resolved", defender=1, losses=[{}, {}]).battles[0].winner is None


def _battle_of(attacker: dict, defender: dict) -> Table:
    table = start(["mengsk", "overmind"])
    table.do("player_corrected", player=0, units=attacker)
    table.do("player_corrected", player=1, units=defender)
    table.plan_at_home()
    table.do("order_revealed", planet=HOMES[0], order="mobilisation", outcome="executed")
    return table


def test_a_camouflaged_unit_retreats_instead_of_being_lost():
    # L1552: « Le camouflage permet à une unité de se retirer au lieu d'être détruite lors
    # d'une escarmouche ».
    table = _battle_of({"marine": 1}, {"hydralisk": 1})
    battle = {
        "fighters": [
            [{"unit": "marine", "targets_ground": True, "targets_air": True}],
            [{"unit": "hydralisk", "camouflage": True}],
        ],
        "skirmishes": [{"fronts": [0, 0], "cards": [{"minor": [5, 5]}, {"minor": [1, 1]}]}],
    }
    with pytest.raises(EventRejected, match=r"(?i)destroy 0 hydralisk of the defender's"):
        table.try_("battle_resolved", defender=1, battle=battle, losses=[{}, {"hydralisk": 1}])
    table.do("battle_resolved", defender=1, battle=battle, losses=[{}, {}])


def test_a_support_that_cannot_target_the_front_liner_adds_nothing():
    # L1036 and L1317-1383: a support adds its value only against a front-liner it can
    # target; a Firebat (ground only) does not help the Marine against a Mutalisk.
    table = _battle_of({"marine": 1, "firebat": 1}, {"mutalisk": 1})
    battle = {
        "fighters": [
            [
                {"unit": "marine", "targets_ground": True, "targets_air": True},
                {"unit": "firebat", "support": 1, "targets_ground": True},
            ],
            [{"unit": "mutalisk", "flying": True, "targets_ground": True}],
        ],
        "skirmishes": [
            {
                "fronts": [0, 0],
                "supports": [[1], []],
                "cards": [{"minor": [5, 5]}, {"minor": [1, 6]}],
            }
        ],
    }
    with pytest.raises(EventRejected, match=r"(?i)destroy 0 mutalisk of the defender's"):
        table.try_("battle_resolved", defender=1, battle=battle, losses=[{}, {"mutalisk": 1}])
