"""Fuzzing the commands issue 24 found unfuzzed, with the properties of test_cli_fuzz.py
(documented exit code, one line on stderr on failure, nothing else changed, bounded time):

- ``muster print reference --system starcraft`` with any entries, output paths and a
  StarCraft user pack mutated anywhere inside;
- ``muster print round-sheet`` with any player count and a StarCraft game log mutated
  anywhere inside (its setup's players, factions and numbers);
- ``muster catalog import --format legion-hq`` with small Legion HQ data (a few cards of
  the real ``cards.json`` the Legion tests read too) mutated anywhere inside, with or without
  the real ``battleForcesDict.js`` beside it, whole, cut or spoiled.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fuzz.strategies import deep_mutated, hostile_text, output_names
from tests.fuzz.test_cli_fuzz import FEW, Bench, check, out_path
from tests.profiles import examples

ROOT = Path(__file__).resolve().parents[2]
STARCRAFT_GAME = json.loads((ROOT / "docs/examples/starcraft-game.json").read_text("utf-8"))
STARCRAFT_PACK = json.loads((ROOT / "resources/data/starcraft/factions.json").read_text("utf-8"))
# Where the project's shared data lies: $MUSTER_SHARED, else beside the project (as
# app/systems/shatterpoint/community_pack.py looks for it).
LEGION_HQ_DATA = (
    Path(os.environ.get("MUSTER_SHARED") or ROOT.parent / "shared") / "data" / "legion-hq"
)


def _legion_hq_sample() -> dict[str, Any]:
    """A few cards of each kind: Leia Organa, upgrades of her bar's types, commands, a
    battle card and a counterpart (small, so each import is quick)."""
    cards = json.loads((LEGION_HQ_DATA / "cards.json").read_text("utf-8"))
    sample = {key: cards[key] for key in ("aa", "ab")}
    wanted = {"upgrade": 6, "command": 2, "battle": 1, "counterpart": 1, "unit": 2}
    for key, card in cards.items():
        kind = card.get("cardType")
        if wanted.get(kind, 0) > 0 and key not in sample:
            sample[key] = card
            wanted[kind] -= 1
    return sample


LEGION_HQ = _legion_hq_sample() if LEGION_HQ_DATA.exists() else {}
BATTLE_FORCES = (
    (LEGION_HQ_DATA / "battleForcesDict.js").read_text("utf-8") if LEGION_HQ_DATA.exists() else ""
)


@st.composite
def user_packs(draw: st.DrawFn) -> dict[str, Any]:
    """A StarCraft user pack: two of the built-in entries under a new id, mutated."""
    pack = {
        **{k: v for k, v in STARCRAFT_PACK.items() if k != "entries"},
        "id": "fuzz-factions",
        "version": "1",
        "entries": STARCRAFT_PACK["entries"][:2],
    }
    return dict(draw(deep_mutated(pack)))


@FEW
@given(
    entries=st.lists(st.one_of(st.sampled_from(["raynor", "aldaris"]), hostile_text), max_size=3),
    output=output_names,
    with_pack=st.booleans(),
    data=st.data(),
)
def test_print_starcraft_reference(
    bench: Bench, entries: list[str], output: str, with_pack: bool, data: st.DataObject
) -> None:
    packs = bench.home / "data" / "packs" / "starcraft"
    for stale in packs.glob("*.json"):  # each example with its own pack, or none
        stale.unlink()
    if with_pack:
        pack = bench.put("pack.json", json.dumps(data.draw(user_packs())).encode())
        check(bench, ["catalog", "import", str(pack)], {0, 2})
    target = out_path(bench, output)
    argv = ["print", "reference", "--system", "starcraft", "-o", target]
    for entry in entries:
        argv += ["--entry", entry]
    check(bench, argv, {0, 2}, [target])


@FEW
@given(
    game=st.one_of(st.none(), deep_mutated(STARCRAFT_GAME)),
    players=st.sampled_from([None, "2", "6", "7", "0", "9" * 5000, "x"]),
    output=output_names,
)
def test_print_round_sheet(bench: Bench, game: Any, players: str | None, output: str) -> None:
    target = out_path(bench, output)
    argv = ["print", "round-sheet", "-o", target]
    if game is not None:
        argv += ["--game", str(bench.put("game.json", json.dumps(game).encode()))]
    else:
        argv += ["--system", "starcraft"]
    if players is not None:
        argv += ["--players", players]
    check(bench, argv, {0, 2}, [target])


@st.composite
def battle_forces(draw: st.DrawFn) -> str | None:
    kind = draw(st.sampled_from(["none", "whole", "cut", "spoiled"]))
    if kind == "none":
        return None
    if kind == "whole":
        return BATTLE_FORCES
    if kind == "cut":
        return BATTLE_FORCES[: draw(st.integers(0, len(BATTLE_FORCES)))]
    at = draw(st.integers(0, len(BATTLE_FORCES)))
    return BATTLE_FORCES[:at] + draw(hostile_text) + BATTLE_FORCES[at:]


@pytest.mark.skipif(not LEGION_HQ, reason="Legion HQ's data is not beside the project")
@settings(FEW, max_examples=examples(6))  # each import loads the Legion catalogue (about 1 s)
@given(cards=deep_mutated(LEGION_HQ, changes=4), forces=battle_forces(), as_file=st.booleans())
def test_catalog_import_legion_hq(
    bench: Bench, cards: Any, forces: str | None, as_file: bool
) -> None:
    folder = bench.folder / "legion-hq"
    folder.mkdir(exist_ok=True)
    (folder / "cards.json").write_text(json.dumps(cards), "utf-8")
    beside = folder / "battleForcesDict.js"
    beside.unlink(missing_ok=True)
    if forces is not None:
        beside.write_text(forces, "utf-8", errors="surrogatepass")
    path = folder / "cards.json" if as_file else folder
    check(bench, ["catalog", "import", str(path), "--format", "legion-hq"], {0, 2})
