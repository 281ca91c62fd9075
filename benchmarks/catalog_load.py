"""Catalogue loading: a generated 2,000-entry Shatterpoint pack, loaded and validated.

Budget (issue 2): loading and validating the pack <= 300 ms (median of the runs). Also times
the community import (issue 6) of a generated 1,000-file "shatterpoint-data" folder, which
has no budget of its own but shows what a large import costs. Baseline, measured in the same
run: reading the pack's bytes as JSON (what any loader does before validating). Exits 1 when
over budget.
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.catalog.importers import import_path
from app.catalog.pack import load_pack
from app.systems.shatterpoint.catalog import ShatterpointPack, load_catalog
from benchmarks.budgets import Figure, verdict

BUDGET_MS = 300.0
BASELINE = "reading its bytes as JSON"
PACK_ENTRIES = 2000
COMMUNITY_FILES = 1000
RUNS = 9
ERAS = ["fotj", "rote", "aor", "tnr"]
COMMUNITY_ERAS = ["fallofthejedi", "reignoftheempire", "ageofrebellion", "thenewrepublic"]
TRAITS = ["Jedi", "Sith", "Trooper", "Clone Trooper", "Mandalorian", "Droid", "Force User"]
TYPES = ["primary", "secondary", "support"]


def generated_unit(n: int, rng: random.Random) -> dict[str, Any]:
    kind = TYPES[n % 3]
    unit: dict[str, Any] = {
        "id": f"generated-unit-{n}",
        "name": {"en": f"Generated Unit {n}", "fr": f"Unité générée {n}", "pl": f"Jednostka {n}"},
        "type": kind,
        "force": rng.randint(0, 5),
        "stamina": rng.randint(6, 14),
        "durability": rng.randint(1, 4),
        "characters": rng.randint(1, 4),
        "eras": rng.sample(ERAS, rng.randint(1, 2)),
        "traits": rng.sample(TRAITS, 3),
        "box": "Benchmark Box",
        "source": "benchmarks/catalog_load.py",
        "spt_code": f"{90000000 + n:08d}",
        "tta_id": 10000 + n,
    }
    if n % 5 == 0:
        unit["unique_name"] = {"en": f"Unique {n // 5}"}
    if n % 50 == 0:
        unit["era_span"] = ["fotj", "aor"]
    unit["sp" if kind == "primary" else "pc"] = rng.randint(2, 9)
    return unit


def generated_pack(rng: random.Random) -> dict[str, Any]:
    builtin = json.loads(
        (
            Path(__file__).resolve().parent.parent / "resources/data/shatterpoint/core.json"
        ).read_text(encoding="utf-8")
    )
    return {
        "format": "muster.catalog/1",
        "system": "shatterpoint",
        "id": "benchmark",
        "version": "1",
        "name": {"en": "Benchmark pack"},
        "source": "generated",
        "eras": builtin["eras"],
        "traits": {trait: {"en": trait} for trait in TRAITS},
        "units": [generated_unit(n, rng) for n in range(PACK_ENTRIES)],
    }


def community_unit(n: int, rng: random.Random) -> dict[str, Any]:
    kind = ["primary", "secondary", "supporting"][n % 3]
    return {
        "version": "090123",
        "name-en": f"Community Unit {n}",
        "name-fr": f"Unité communautaire {n}",
        "name-pl": None,
        "uniquename-en": f"Hero {n}" if n % 4 == 0 else None,
        "type": kind,
        "tags": ["forceuser", "jedi", "galacticrepublic"][: rng.randint(1, 3)],
        "durability": rng.randint(1, 4),
        "stamina": rng.randint(6, 14),
        "force": rng.randint(0, 5),
        "eras": rng.sample(COMMUNITY_ERAS, rng.randint(1, 3)),
        "squadpoints": rng.randint(6, 9) if kind == "primary" else None,
        "pointcost": None if kind == "primary" else rng.randint(2, 6),
        "characters": rng.randint(1, 3),
        "expansions": ["SWP01"],
    }


def median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


def main() -> int:
    rng = random.Random(2026)
    with tempfile.TemporaryDirectory(prefix="muster-bench-") as tmp:
        root = Path(tmp)
        pack_file = root / "benchmark.json"
        pack_file.write_text(json.dumps(generated_pack(rng)), encoding="utf-8")

        load_times, catalog_times, read_times = [], [], []
        for _ in range(RUNS):
            start = time.perf_counter()
            json.loads(pack_file.read_bytes())
            read_times.append(time.perf_counter() - start)
            start = time.perf_counter()
            pack = load_pack(pack_file, ShatterpointPack)
            load_times.append(time.perf_counter() - start)
            start = time.perf_counter()
            catalog = load_catalog([pack_file])
            catalog_times.append(time.perf_counter() - start)
        assert len(pack.units) == PACK_ENTRIES
        assert len(catalog.units) >= PACK_ENTRIES

        folder = root / "shatterpoint-data" / "data" / "units"
        folder.mkdir(parents=True)
        for n in range(COMMUNITY_FILES):
            text = json.dumps(community_unit(n, rng), indent=3)
            (folder / f"unit{n:04d}.json").write_text("\ufeff" + text, encoding="utf-8")
        import_times = []
        for run in range(3):
            start = time.perf_counter()
            report = import_path(folder.parent.parent, root / f"packs-{run}")
            import_times.append(time.perf_counter() - start)
        assert report.imported == COMMUNITY_FILES, report.to_text("en")

    print(
        f"built-in pack + that pack merged into a catalogue: median "
        f"{median_ms(catalog_times):.1f} ms"
    )
    print(
        f"community import of {COMMUNITY_FILES} unit files (read, convert, write the pack): "
        f"median {median_ms(import_times):.0f} ms (no budget)"
    )
    load = Figure(
        f"load + validate a {PACK_ENTRIES}-entry pack, median of {RUNS}",
        median_ms(load_times),
        BUDGET_MS,
        median_ms(read_times),
        BASELINE,
    )
    return verdict([load])


if __name__ == "__main__":
    sys.exit(main())
