"""Cards Legion HQ lists before they are out (its ``isUnreleased``): kept as data, never
offered as real cards, never priced at 0 points."""

from __future__ import annotations

from pathlib import Path

from app.systems.legion.army import ArmyUnit
from app.systems.legion.rules import validate
from tests.legion.test_importer import LEIA, TANK, run_import, write_cards
from tests.legion.test_rules import catalog, legal_army

HAN_CHEWIE = "unit-han-chewie-notorious-scoundrels"
SHAAK_TI = "unit-shaak-ti-jedi-council"


def test_the_importer_keeps_the_flag_and_drops_a_placeholder_price(tmp_path: Path) -> None:
    announced = {**LEIA, "isUnreleased": "Q4 2026", "cost": 0}
    priced = {**TANK, "isUnreleased": "Aug 2026"}
    pack, report = run_import(write_cards(tmp_path, {"ab": announced, "fT": priced}))
    assert pack is not None and not report.rejected
    leia, tank = sorted(pack.cards, key=lambda card: card.name.en)
    assert (leia.unreleased, leia.points) == ("Q4 2026", None)
    assert (tank.unreleased, tank.points) == ("Aug 2026", 130)


def test_an_unreleased_card_at_zero_points_has_no_points_at_all() -> None:
    # Legion HQ: "Han & Chewie" cost 0 while not out yet; the pack must not price it at 0.
    han = catalog().get(HAN_CHEWIE)
    assert han is not None and han.unreleased == "Q4 2026" and han.points is None
    zero = [c.id for c in catalog().cards.values() if c.unreleased and c.points == 0]
    assert zero == []
    # An announced price is kept (Shaak Ti, Jedi Council: 120 points).
    shaak = catalog().get(SHAAK_TI)
    assert shaak is not None and shaak.unreleased and shaak.points == 120


def test_an_army_with_an_unreleased_card_is_not_legal() -> None:
    army = legal_army()
    assert [v.code for v in validate(army, catalog())] == []
    army.units.append(ArmyUnit(HAN_CHEWIE))
    found = [v for v in validate(army, catalog()) if v.code == "CARD_UNRELEASED"]
    assert [(v.squad, v.unit) for v in found] == [(5, HAN_CHEWIE)]
    assert "Q4 2026" in found[0].message("en")
    # Casual play allows it, with the warning.
    assert all(v.severity == "warning" for v in validate(army, catalog(), casual=True))
