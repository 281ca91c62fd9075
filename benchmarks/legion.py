"""Legion army building: import, validation and greying against issue 11's budgets.

- import of Legion HQ's whole cards.json (with its battle forces) <= 300 ms, from
  ../shared/data/legion-hq when it is beside the project (skipped otherwise);
- validating a 1,000-point army of 10 units and 20 upgrades <= 0.2 ms;
- greying every upgrade of the catalogue (434) for one unit's slot <= 16 ms.

Medians of several runs, each against a baseline measured in the same run: the import
against reading cards.json's bytes as JSON, the validation against summing the army's points
(what any check reads), the greying against looking each upgrade up in the catalogue. Exits 1
when a figure is over its budget.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.catalog.report import ImportReport
from app.resources import project_root
from app.systems.legion.army import Army, ArmyUnit
from app.systems.legion.catalog import LegionCatalog, load_catalog
from app.systems.legion.importer import import_folder
from app.systems.legion.rules import army_points, upgrade_checker, validate
from benchmarks.budgets import Figure, interleaved_ms, report

IMPORT_BUDGET_MS = 300.0
VALIDATE_BUDGET_MS = 0.2
GREYING_BUDGET_MS = 16.0
LEGION_HQ = project_root().parent / "shared" / "data" / "legion-hq"
BASELINE = "reading the same bytes; summing the army's points; looking the upgrades up"


def army() -> Army:
    """A Rebel army of about 800 points: 10 units, 20 upgrades, its hand and battle deck."""
    troopers = ["upgrade-z-6-trooper", "upgrade-rebel-officer", "upgrade-recon-intel"]
    units = [ArmyUnit("unit-leia-organa-fearless-and-inventive", ["upgrade-improvised-orders"])]
    units += [ArmyUnit("unit-rebel-troopers", list(troopers)) for _ in range(5)]
    units += [ArmyUnit("unit-rebel-commandos", ["upgrade-recon-intel"]) for _ in range(2)]
    units += [ArmyUnit("unit-t-47-airspeeder", ["upgrade-wedge-antilles", "upgrade-hq-uplink"])]
    units += [ArmyUnit("unit-rebel-veterans", [])]
    hand = ["command-ambush", "command-push", "command-assault", "command-standing-orders"]
    hand += [
        "command-coordinated-bombardment",
        "command-no-time-for-sorrows",
        "command-somebody-has-to-save-our-skins",
    ]
    deck = {
        "primary": ["battle-breakthrough", "battle-bunker-assault", "battle-close-the-pocket"],
        "secondary": [
            "battle-bring-them-to-heel", "battle-destroy-enemy-base", "battle-marked-targets"
        ],
        "advantage": [
            "battle-advanced-intel", "battle-cunning-deployment", "battle-fortified-position"
        ],
    }  # fmt: skip
    return Army(
        format="standard", faction="rebels", units=units, command_hand=hand, battle_deck=deck
    )


def main() -> int:
    figures = []
    if LEGION_HQ.is_dir():
        cards = LEGION_HQ / "cards.json"
        imported, read = interleaved_ms(
            lambda: import_folder(LEGION_HQ, LegionCatalog(), ImportReport(system="legion")),
            lambda: json.loads(cards.read_bytes()),
            7,
        )
        figures.append(
            Figure("import Legion HQ cards.json", imported, IMPORT_BUDGET_MS, read, "reading it")
        )
    else:
        print(f"import: skipped, {LEGION_HQ} is not there")
    catalog = load_catalog()
    sample = army()
    upgrades = sum(len(unit.upgrades) for unit in sample.units)
    points = army_points(sample, catalog)
    hundred, summed = interleaved_ms(
        lambda: [validate(sample, catalog) for _ in range(100)],
        lambda: [army_points(sample, catalog) for _ in range(100)],
        21,
    )
    figures.append(
        Figure(
            f"validate an army ({len(sample.units)} units, {upgrades} upgrades, {points} points)",
            hundred / 100,
            VALIDATE_BUDGET_MS,
            summed / 100,
            "summing its points",
        )
    )
    ids = [card.id for card in catalog.of_kind("upgrade")]

    def grey() -> None:
        problems = upgrade_checker(sample, catalog, 2)
        for card_id in ids:
            problems(card_id)

    greying, looked_up = interleaved_ms(grey, lambda: [catalog.get(i) for i in ids], 21)
    figures.append(
        Figure(
            f"grey {len(ids)} upgrades for one unit",
            greying,
            GREYING_BUDGET_MS,
            looked_up,
            "looking them up",
        )
    )
    return 0 if report(figures) else 1


if __name__ == "__main__":
    raise SystemExit(main())
