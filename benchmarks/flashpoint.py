"""Flashpoint: a club's design pack costed, a team validated, a long game replayed.

Budgets (issue 25; what a player designing fighters and tracking games expects):
- a generated 1,000-card design pack (archetypes, weapons, equipment, abilities and the
  profiles built from them) read, validated and every card's strategic value (VS) costed
  term by term, as the designer and ``muster catalog`` show them: <= 0.5 s;
- validating a five-fighter team against the built-in pack and that one: <= 16 ms (one frame
  at 60 Hz: the builder validates on every change);
- replaying a 2,000-event game: <= 100 ms (opening a game and every undo replay the log; 100 ms
  feels instant, and is Shatterpoint's budget); recording one event in SQLite: <= 5 ms.

Baselines, measured in the same run: reading the pack's bytes as JSON; reading the team from
its document (what validation starts from); the tracker's (benchmarks/tracker_timing.py).
The game is generated with a fixed seed from the rules' own answers (who may activate, the
dice thrown by the tracker's intents), six rounds of activations with many actions each, so
that it reaches 2,000 events. Exits 1 when over budget.
"""

from __future__ import annotations

import json
import random
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.roster.document import RosterDocument
from app.systems.flashpoint import tracker as fp
from app.systems.flashpoint.catalog import FlashpointCatalog, entry_values, load_catalog
from app.systems.flashpoint.rules import validate
from app.systems.flashpoint.team import team_of
from app.systems.flashpoint.tracker.state import GameSetup, TrackerState
from benchmarks import tracker_timing
from benchmarks.budgets import Figure, interleaved_ms, report

ROOT = Path(__file__).resolve().parent.parent
PACK_CARDS = 1000
PACK_BUDGET_MS = 500.0
TEAM_BUDGET_MS = 16.0
COMMIT_BUDGET_MS = 5.0
REPLAY_BUDGET_MS = 100.0
RUNS = 7
BASELINE = "reading the same bytes as JSON; reading the team from its document; " + (
    tracker_timing.BASELINE
)
TEAM = ROOT / "docs" / "examples" / "flashpoint-team.json"
SOURCE = "benchmarks/flashpoint.py"
MARKERS = ("burning", "poisoned", "staggered")
# Of each move while an activation is open, how likely it is one more action of it: about
# a hundred actions an activation give well over 2,000 events in the six rounds.
ACTION_CHANCE = 0.99


def _name(text: str) -> dict[str, str]:
    return {"en": text, "fr": f"{text} (fr)", "pl": f"{text} (pl)"}


def design_pack(rng: random.Random, cards: int = PACK_CARDS) -> dict[str, Any]:
    """A club's pack: a fifth archetypes, a quarter weapons, equipment and abilities, the rest
    profiles built from them (some over their archetype's slots, as designs in progress are)."""
    counts = {"archetype": cards // 5, "weapon": cards // 4, "equipment": cards // 8}
    counts["ability"] = cards // 8
    counts["profile"] = cards - sum(counts.values())
    entries: list[dict[str, Any]] = []
    for n in range(counts["archetype"]):
        entries.append(
            {
                "id": f"archetype-{n}",
                "kind": "archetype",
                "name": _name(f"Archetype {n}"),
                "skill": rng.randint(1, 3),
                "power": rng.randint(1, 3),
                "reinforcement": rng.randint(0, 3),
                "base_size": rng.randint(1, 3),
                "max_weapons": rng.randint(1, 2),
                "max_equipment": rng.randint(0, 2),
                "max_abilities": rng.randint(0, 2),
                "source": SOURCE,
            }
        )
    for n in range(counts["weapon"]):
        weapon: dict[str, Any] = {
            "id": f"weapon-{n}",
            "kind": "weapon",
            "name": _name(f"Weapon {n}"),
            "weapon_type": "melee" if n % 3 == 0 else "ranged",
            "force": rng.randint(1, 4),
            "triggers": [{"marker": rng.choice(MARKERS)}] if n % 4 == 0 else [],
            "source": SOURCE,
        }
        if weapon["weapon_type"] == "ranged":
            weapon["range_min"] = rng.randint(0, 2)
            weapon["range_max"] = weapon["range_min"] + rng.randint(2, 8)
        if n % 5 == 0:
            weapon.update(usage="reload", reload=rng.randint(1, 2))
        entries.append(weapon)
    for n in range(counts["equipment"]):
        entries.append(
            {
                "id": f"equipment-{n}",
                "kind": "equipment",
                "name": _name(f"Equipment {n}"),
                "actions": rng.randint(0, 2),
                "points": rng.randint(1, 4),
                "source": SOURCE,
            }
        )
    for n in range(counts["ability"]):
        entries.append(
            {
                "id": f"ability-{n}",
                "kind": "ability",
                "name": _name(f"Ability {n}"),
                "actions": rng.randint(0, 1),
                "points": rng.randint(1, 3),
                "source": SOURCE,
            }
        )
    for n in range(counts["profile"]):
        entries.append(
            {
                "id": f"profile-{n}",
                "kind": "profile",
                "name": _name(f"Profile {n}"),
                "archetype": f"archetype-{rng.randrange(counts['archetype'])}",
                "weapons": [f"weapon-{rng.randrange(counts['weapon'])}" for _ in range(2)],
                "equipment": [f"equipment-{rng.randrange(counts['equipment'])}"],
                "abilities": [f"ability-{rng.randrange(counts['ability'])}"],
                "source": SOURCE,
            }
        )
    pack = {"format": "muster.catalog/1", "system": "flashpoint", "version": "1"}
    named = {"id": "benchmark-designs", "name": {"en": "Benchmark designs"}}
    return {**pack, **named, "source": "generated", "cards": entries}


def cost_pack(file: Path) -> FlashpointCatalog:
    """The pack read and validated into the catalogue, and every card's value costed."""
    catalog = load_catalog([file])
    for card in catalog.cards.values():
        entry_values(card, catalog, "en")
    return catalog


def make_setup(catalog: FlashpointCatalog) -> GameSetup:
    team = RosterDocument.read(TEAM)
    player = fp.snapshot_team(team, catalog)
    return fp.new_setup([player, player], ["Ana", "Marek"], offensive=1)


def _action(state: TrackerState, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """One more move of the activation in progress: a strategic action, a marker, a card, an
    attack, a die gained or lost; a Wounded fighter now and then, healed by a die (never more
    than two of a side out of the fight, so that the game lasts its six rounds)."""
    activation = state.current[-1]
    side, fighter_id = activation.side, activation.fighter
    fighter = state.fighter(side, fighter_id)
    assert fighter is not None
    who = {"player": side, "fighter": fighter_id}
    roll = rng.random()
    living = [f for f in state.fighters[1 - side] if not f.dead]
    if roll < 0.5:
        return fp.ACTION_TAKEN, {**who, "action": rng.choice(fp.STRATEGIC_ACTIONS)}
    if roll < 0.55 and living:
        target = rng.choice(living)
        return fp.MARKER_PLACED, {
            "player": target.side,
            "fighter": target.id,
            "marker": rng.choice(MARKERS),
        }
    if roll < 0.65:
        marker = next((m for m, count in fighter.markers.items() if count), "burning")
        return fp.MARKER_REMOVED, {**who, "marker": marker}
    if roll < 0.75:
        cards = [card for card, card_state in fighter.cards.items()]
        kind = fp.CARD_RELOADED if roll < 0.67 else fp.CARD_USED
        return kind, {**who, "card": rng.choice(cards or ["none"])}
    if roll < 0.82 and living and fighter.cards:
        target = rng.choice(living)
        return fp.ATTACK_DECLARED, {
            **who,
            "card": rng.choice(list(fighter.cards)),
            "target_player": target.side,
            "target": target.id,
        }
    if roll < 0.9 and state.attack is not None and not state.attack.defender_drew:
        return fp.DEFENDER_DICE, {
            "player": state.attack.target_side,
            "fighter": state.attack.target,
            "dice": fp.roll_dice({"d": {"power": 1}}, rng)["d"],
        }
    wounded = [f for fs in state.fighters[:2] for f in fs if f.wounded and not f.dead]
    if wounded:
        return fp.DICE_GAINED, {"player": wounded[0].side, "fighter": wounded[0].id, "die": "power"}
    if roll < 0.902 and len(fp.able_fighters(state, side)) > 3:
        return fp.FIGHTER_WOUNDED, who
    if roll < 0.95:
        return fp.DICE_GAINED, {**who, "die": rng.choice(("skill", "power"))}
    return fp.DICE_DISCARDED, {**who, "die": "skill"}


def _intent(state: TrackerState, rng: random.Random) -> tuple[str, dict[str, Any]]:
    if state.step == "initiative":
        defensive = state.setup.defensive  # nobody bids: the Defensive player has it
        return fp.INITIATIVE_BID, {"bids": [{}, {}], "rolls": [], "initiative": defensive}
    if state.step == "environment":
        return fp.ROUND_ENDED, {}
    if state.current and rng.random() < ACTION_CHANCE:
        return _action(state, rng)
    side = state.active
    assert side is not None
    choices = fp.activatable(state, side)
    if not choices:
        return fp.PASSED, {"player": side}
    fighter = rng.choice(choices)
    reserve = state.reserves[side]
    shares = {fighter.id: {"skill": min(1, reserve.skill), "power": min(1, reserve.power)}}
    return fp.FIGHTER_ACTIVATED, {
        "player": side,
        "fighter": fighter.id,
        "dice": fp.roll_dice(shares, rng),
    }


def bench_designs(folder: Path) -> tuple[list[Figure], FlashpointCatalog]:
    pack_file = folder / "designs.json"
    pack_file.write_text(json.dumps(design_pack(random.Random(25))), encoding="utf-8")
    catalog = cost_pack(pack_file)
    assert len(catalog.cards) >= PACK_CARDS
    pack_ms, read_ms = interleaved_ms(
        lambda: cost_pack(pack_file), lambda: json.loads(pack_file.read_bytes()), RUNS
    )
    document = json.loads(TEAM.read_text(encoding="utf-8"))
    team = team_of(RosterDocument.from_json(document))
    assert validate(team, catalog) == []
    team_ms, read_team_ms = interleaved_ms(
        lambda: validate(team_of(RosterDocument.from_json(document)), catalog),
        lambda: team_of(RosterDocument.from_json(document)),
        RUNS * 20,
    )
    figures = [
        Figure(
            f"a {PACK_CARDS}-card design pack read, validated and costed, median",
            pack_ms,
            PACK_BUDGET_MS,
            read_ms,
            "reading its bytes as JSON",
        ),
        Figure(
            f"validate a {len(team.fighters)}-fighter team, median",
            team_ms,
            TEAM_BUDGET_MS,
            read_team_ms,
            "reading the team from its document",
        ),
    ]
    return figures, catalog


def main() -> int:
    with tempfile.TemporaryDirectory(prefix="muster-bench-") as folder:
        figures, catalog = bench_designs(Path(folder))
    ok = report(figures)
    game = tracker_timing.run(
        "flashpoint", make_setup(catalog), _intent, COMMIT_BUDGET_MS, REPLAY_BUDGET_MS
    )
    return 0 if ok and game == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
