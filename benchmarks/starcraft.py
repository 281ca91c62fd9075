"""StarCraft: a long six-player game replayed, and a large battle resolved.

Budgets (issue 25; what players at a table expect):
- replaying a six-player game of 2,000 events: <= 100 ms (opening a game and every undo replay
  the log; 100 ms feels instant, and is Shatterpoint's budget); recording one event in
  SQLite: <= 5 ms;
- resolving a battle of 12 attacking and 10 defending units, skirmish by skirmish with their
  cards, supports, Camouflage, Détecteur and splash damage: <= 16 ms (one frame at 60 Hz: the
  battle form resolves again on every change).

Baselines, measured in the same run: the tracker's (benchmarks/tracker_timing.py); for the
battle, reading it from the JSON the form builds (``Battle.from_json``).
The game is generated with a fixed seed from the rules' own answers (whose turn it is to
place or reveal, which orders are on top, the next regrouping step): rounds of orders placed
on the home planets, revealed as Build, Research or Mobilize orders or for an Event card,
research drawing combat cards, battles won and lost, and the ten regrouping steps, with no
conquest points so that the game lasts. Exits 1 when over budget.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.systems.starcraft.battle import Battle, resolve
from app.systems.starcraft.tracker import (
    executing_player,
    new_setup,
    next_regroup_step,
    planning_player,
    revealable,
)
from app.systems.starcraft.tracker.payload import faction_of
from app.systems.starcraft.tracker.state import (
    ORDER_TYPES,
    REGROUP_STEPS,
    GameSetup,
    TrackerState,
)
from benchmarks import tracker_timing
from benchmarks.budgets import Figure, interleaved_ms, report

COMMIT_BUDGET_MS = 5.0
REPLAY_BUDGET_MS = 100.0
BATTLE_BUDGET_MS = 16.0
RUNS = 201
BASELINE = "reading the battle from its JSON; " + tracker_timing.BASELINE
PLAYERS = [
    ("Ann", "raynor", "Chau Sara", "marine"),
    ("Bo", "overmind", "Helios", "zergling"),
    ("Cy", "aldaris", "Torus", "zealot"),
    ("Di", "mengsk", "Pridewater", "marine"),
    ("Ed", "tassadar", "Aiur", "zealot"),
    ("Flo", "queen-of-blades", "Mar Sara", "zergling"),
]


def make_setup() -> GameSetup:
    starts = [
        {
            "bases": [home],
            "units": {unit: 3},
            "workers": 4,
            "permanent": [
                {"resource": "minerals", "capacity": 2},
                {"resource": "gas", "capacity": 1},
            ],
        }
        for _name, _faction, home, unit in PLAYERS
    ]
    players = [(name, faction) for name, faction, _home, _unit in PLAYERS]
    return new_setup(players, first_player=0, starts=starts)


def _regroup(state: TrackerState, step: int) -> dict[str, Any]:
    seats = range(len(state.players))
    payloads: dict[int, dict[str, Any]] = {
        5: {"cp": [0 for _ in seats], "zones": [1 for _ in seats]},
        8: {"played": [p.events_held > 0 for p in state.players], "end_is_near": 0},
        9: {"hands": [_kept(state, n) for n in seats]},
    }
    return {"step": step, **payloads.get(step, {})}


def _kept(state: TrackerState, seat: int) -> int:
    faction = faction_of(state, seat)
    return min(state.players[seat].hand, faction.hand_limit if faction else 99)


def _intent(state: TrackerState, rng: random.Random) -> tuple[str, dict[str, Any]]:
    if state.phase == "setup" or (state.phase == "regrouping" and state.step == REGROUP_STEPS):
        return "round_started", {}
    seat = planning_player(state)
    if seat is not None:
        return "order_placed", {"planet": PLAYERS[seat][2], "special": rng.random() < 0.2}
    step = next_regroup_step(state)
    if step is not None:
        return "regroup_step", _regroup(state, step)
    opened = state.open_order
    if opened is not None and rng.random() < 0.5:
        if opened.order == "research" and not opened.researched:
            return "researched", {"cards": rng.choice((0, 3))}
        if opened.order == "mobilisation" and not opened.battle:
            defender = rng.choice([n for n in range(len(PLAYERS)) if n != opened.player])
            winner = rng.choice(("attacker", "defender"))
            return "battle_resolved", {"defender": defender, "losses": [{}, {}], "winner": winner}
    seat = executing_player(state)
    assert seat is not None
    outcome = "event" if rng.random() < 0.05 else "executed"
    return "order_revealed", {
        "planet": rng.choice(revealable(state)),
        "order": rng.choice(ORDER_TYPES),
        "outcome": outcome,
    }


def _unit(unit: str, **figures: Any) -> dict[str, Any]:
    return {"unit": unit, **figures}


def large_battle() -> dict[str, Any]:
    """12 Terran units against 10 Protoss ones, in 10 skirmishes with supports, each side's
    cards with major and minor values, bonuses, reinforcements and splash damage."""
    attackers = [_unit("marine", targets_air=True, support=1) for _ in range(6)]
    attackers += [_unit("goliath", targets_air=True, support=2) for _ in range(3)]
    attackers += [_unit("siege-tank", support=2), _unit("wraith", flying=True, targets_air=True)]
    attackers += [_unit("science-vessel", flying=True, renfort=True, detector=True)]
    defenders = [_unit("zealot", support=1) for _ in range(5)]
    defenders += [_unit("dragoon", targets_air=True, support=1) for _ in range(3)]
    defenders += [_unit("dark-templar", camouflage=True), _unit("scout", flying=True)]
    skirmishes = []
    for n in range(10):
        supports = [[10, 11] if n == 0 else [], []]
        attack = {"symbols": ["marine", "goliath"], "major": [3, 2], "minor": [1, 1]}
        if n % 3 == 0:
            attack.update(splash="ground", reinforcement_attack=1)
        defence = {"symbols": ["zealot"], "major": [2, 3], "minor": [1, 2], "bonus_resistance": 1}
        if n % 4 == 0:
            defence.update(splash="both", detector=True)
        skirmishes.append({"fronts": [n, n], "supports": supports, "cards": [attack, defence]})
    return {
        "fighters": [attackers, defenders],
        "skirmishes": skirmishes,
        "special_order": True,
        "air_defence": [False, True],
    }


def bench_battle() -> Figure:
    text = json.dumps(large_battle())

    def resolved() -> None:
        battle = Battle.from_json(json.loads(text))
        resolve(battle).losses(battle)

    resolved()  # a pairing the rules refuse would raise here
    battle_ms, read_ms = interleaved_ms(resolved, lambda: Battle.from_json(json.loads(text)), RUNS)
    return Figure(
        "resolve a battle of 12 against 10 units, median",
        battle_ms,
        BATTLE_BUDGET_MS,
        read_ms,
        "reading it from JSON",
    )


def main() -> int:
    ok = report([bench_battle()])
    game = tracker_timing.run(
        "starcraft", make_setup(), _intent, COMMIT_BUDGET_MS, REPLAY_BUDGET_MS
    )
    return 0 if ok and game == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
