"""A battle entered in the battle form and resolved by the rules, through its widgets: several
unit types a side, the attacker's pairing, ground and air targeting, supports, major and minor
values, a Renfort-only side, the losses corrected before the battle is recorded."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.tracker.game import Game
from tests.starcraft.ui.test_table import HOMES, click, fill_new_game, games_page
from tests.ui.tracker.conftest import when_modal
from ui.systems.starcraft.battle_form import BattleForm
from ui.systems.starcraft.table_view import TableView

FORCES = [
    {"science-vessel": 2},  # Anna, Jim Raynor
    {"marine": 3, "goliath": 1},  # Bartek, Arcturus Mengsk
    {"zealot": 2, "dragoon": 1, "scout": 1},  # Celina, Tassadar
    {"zealot": 2},  # Dawid, Aldaris
]


def table_in_execution(gui, qtbot) -> TableView:
    """Four players with their starting forces, every order placed at home."""
    page = games_page(gui, qtbot)
    problems = when_modal(qtbot, lambda dialog: fill_new_game(qtbot, dialog))
    click(qtbot, page.new_button)
    qtbot.waitUntil(lambda: isinstance(page.tracker, TableView))
    assert problems == []
    view = page.tracker
    for seat, units in enumerate(FORCES):
        view.forces.show_player(seat)
        for unit, count in units.items():
            view.forces.unit_spins[unit].setValue(count)
        click(qtbot, view.forces.record_button)
    click(qtbot, view.start_button)
    for _ in range(16):
        view.planet_combo.setEditText(HOMES[view.active_player()])
        click(qtbot, view.place_button)
    return view


def open_battle(qtbot, view: TableView, defender: int) -> BattleForm:
    view.order_combo.setCurrentIndex(view.order_combo.findData("mobilisation"))
    click(qtbot, view.reveal_button)
    view.defender_combo.setCurrentIndex(view.defender_combo.findData(defender))
    click(qtbot, view.battle_button)
    form = view.battle_form
    assert isinstance(form, BattleForm) and form.isVisible()
    return form


def check(qtbot, box) -> None:
    if not box.isChecked():
        qtbot.keyClick(box, Qt.Key.Key_Space)
    assert box.isChecked()


def test_a_battle_of_several_unit_types_paired_resolved_corrected_and_recorded(gui, qtbot):
    view = table_in_execution(gui, qtbot)
    # Bartek (first player) attacks Celina on Aiur.
    form = open_battle(qtbot, view, defender=2)
    attacker, defender = form.unit_tables
    attacker.row_of("marine")["count"].setValue(2)
    attacker.row_of("goliath")["count"].setValue(1)
    defender.row_of("zealot")["count"].setValue(1)
    defender.row_of("scout")["count"].setValue(1)
    check(qtbot, defender.row_of("scout")["flying"])
    check(qtbot, attacker.row_of("goliath")["targets_air"])
    # Two fighters on Celina's side: two skirmishes, paired in order; the Goliath supports.
    assert len(form.cards) == 2
    assert [pair[0].front.currentText() for pair in form.cards] == ["Marine 1", "Marine 2"]
    assert [pair[1].front.currentText() for pair in form.cards] == ["Zealot", "Scout"]
    assert [combo.currentText() for _, _, combo in form.support_combos] == [
        "Goliath supports skirmish 1"
    ]
    # A Marine cannot hit the flying Scout: its attack finds no target.
    form.cards[1][0].values["minor_attack"].setValue(5)
    assert "no enemy unit it can target" in form.cards[1][0].result.text()

    # The same Marine in front twice: the rules refuse, recording is refused, nothing changes.
    form.cards[1][0].front.setCurrentIndex(0)
    assert "exactly one skirmish" in form.outcome.text()
    click(qtbot, form.ok_button)
    assert "exactly one skirmish" in form.problem.text()
    assert form.isVisible() and view.game.state.players[1].units["marine"] == 3

    # The attacker puts the Goliath against the Scout; Marine 2 supports skirmish 1.
    form.cards[1][0].front.setCurrentIndex(form.cards[1][0].front.findText("Goliath"))
    assert [combo.currentText() for _, _, combo in form.support_combos] == [
        "Marine 2 supports skirmish 1"
    ]
    # Skirmish 1: Bartek's card does not show a Marine: its minor values, 3/2, and the Marine's
    # support 1; Celina's card shows the Zealot: its major values, 4/3.
    first, second = form.cards
    first[0].values["minor_attack"].setValue(3)
    first[0].values["minor_resistance"].setValue(2)
    first[0].values["major_attack"].setValue(9)
    check(qtbot, first[1].symbol)
    first[1].values["major_attack"].setValue(4)
    first[1].values["major_resistance"].setValue(3)
    first[1].values["minor_resistance"].setValue(9)
    assert first[0].result.text() == "4 against 3: Zealot destroyed"
    assert first[1].result.text() == "4 against 2: Marine 1 destroyed"
    # Skirmish 2: the Goliath's 5 against the Scout's 6, the Scout's 2 against the Goliath's
    # 3: nobody falls.
    second[0].values["minor_attack"].setValue(5)
    second[0].values["minor_resistance"].setValue(3)
    second[1].values["minor_attack"].setValue(2)
    second[1].values["minor_resistance"].setValue(6)
    assert second[0].result.text() == "5 against 6"
    assert second[1].result.text() == "2 against 3"
    text = form.outcome.text()
    assert "Bartek loses: Marine ×1\n" in text and "Celina loses: Zealot ×1\n" in text
    assert "Bartek retreats from the zone." in text and "Celina holds the zone." in text
    assert form.loss_spins[0]["marine"].value() == 1
    assert form.loss_spins[1]["zealot"].value() == 1

    # Hands after the battle: Bartek drew 3 and Celina 1; each played a card a skirmish.
    assert [spin.value() for spin in form.hand_spins] == [8 + 3 - 2, 6 + 1 - 2]
    # A Scout lost too is more than the skirmishes destroy: refused where the players acted.
    form.loss_spins[1]["scout"].setValue(1)
    click(qtbot, form.ok_button)
    assert form.isVisible()
    assert "destroy 0 Scout of the defender's" in form.problem.text()
    form.loss_spins[1]["scout"].setValue(0)
    click(qtbot, form.ok_button)
    assert not form.isVisible()
    state = view.game.state
    assert state.players[1].units == {"marine": 2, "goliath": 1}
    assert state.players[2].units == {"zealot": 1, "dragoon": 1, "scout": 1}
    assert state.battles[-1].winner == 2  # Celina holds the zone
    assert (state.players[1].hand, state.players[2].hand) == (9, 5)
    assert "Battle: Bartek attacks Celina" in view.log_model.lines[-1][1]
    saved = Game.load(gui.workspace.db, view.game.id)
    recorded = saved.events[-1].payload
    assert recorded["losses"] == [{"marine": 1}, {"zealot": 1}]
    assert [len(side) for side in recorded["battle"]["fighters"]] == [3, 2]
    # Undo takes the whole battle back.
    click(qtbot, view.undo_button)
    assert view.game.state.players[2].units == {"zealot": 2, "dragoon": 1, "scout": 1}


def test_a_renfort_only_side_puts_up_one_front_liner_and_retreats(gui, qtbot):
    view = table_in_execution(gui, qtbot)
    view.order_combo.setCurrentIndex(view.order_combo.findData("research"))
    click(qtbot, view.reveal_button)  # Bartek researches
    click(qtbot, view.researched_button)
    # Celina attacks Anna, whose two Science Vessels are Reinforcement units.
    form = open_battle(qtbot, view, defender=0)
    attacker, defender = form.unit_tables
    attacker.row_of("zealot")["count"].setValue(1)
    attacker.row_of("dragoon")["count"].setValue(1)
    attacker.row_of("dragoon")["support"].setValue(1)
    defender.row_of("science-vessel")["count"].setValue(2)
    assert len(form.cards) == 2
    for row in ("science-vessel",):
        check(qtbot, defender.row_of(row)["renfort"])
    # A side of Renfort units only: a single skirmish, one of them in front.
    assert len(form.cards) == 1
    assert form.cards[0][1].front.currentText() == "Science Vessel 1"
    assert [combo.currentText() for _, _, combo in form.support_combos] == [
        "Dragoon supports skirmish 1",
        "Science Vessel 2 supports skirmish 1",
    ]
    zealot, vessel = form.cards[0]
    zealot.values["minor_attack"].setValue(3)
    zealot.values["minor_resistance"].setValue(3)
    # Anna's card shows a Science Vessel, but a Renfort front-liner uses the minor values.
    check(qtbot, vessel.symbol)
    vessel.values["major_attack"].setValue(9)
    vessel.values["major_resistance"].setValue(9)
    vessel.values["minor_attack"].setValue(1)
    vessel.values["minor_resistance"].setValue(4)
    assert zealot.result.text() == "4 against 4: Science Vessel 1 destroyed"
    assert vessel.result.text() == "1 against 3"
    text = form.outcome.text()
    assert "Anna retreats from the zone." in text and "Celina holds the zone." in text
    # Anna also played a reinforcement card: her hand is corrected by hand.
    assert [spin.value() for spin in form.hand_spins] == [6 + 3 - 1, 8 + 1 - 1]
    form.hand_spins[1].setValue(7)
    click(qtbot, form.ok_button)
    assert view.game.state.players[0].hand == 7
    assert view.game.state.players[0].units == {"science-vessel": 1}
    assert view.game.state.players[2].units == {"zealot": 2, "dragoon": 1, "scout": 1}


def test_camouflage_detector_and_splash_in_the_form(gui, qtbot):
    view = table_in_execution(gui, qtbot)
    # Bartek attacks Celina: a Marine against a Camouflage Dragoon, a Goliath against a Zealot.
    form = open_battle(qtbot, view, defender=2)
    attacker, defender = form.unit_tables
    attacker.row_of("marine")["count"].setValue(1)
    attacker.row_of("goliath")["count"].setValue(1)
    defender.row_of("dragoon")["count"].setValue(1)
    defender.row_of("zealot")["count"].setValue(2)
    check(qtbot, defender.row_of("dragoon")["camouflage"])
    first, second = form.cards
    first[1].front.setCurrentIndex(first[1].front.findText("Dragoon"))
    second[1].front.setCurrentIndex(second[1].front.findText("Zealot 1"))
    assert [combo.currentText() for _, _, combo in form.support_combos] == [
        "Zealot 2 supports skirmish 1"
    ]
    for entry in (*first, *second):
        entry.values["minor_resistance"].setValue(3)
    first[0].values["minor_attack"].setValue(4)
    assert first[0].result.text() == "4 against 3: Dragoon retreats (Camouflage)"
    # Bartek's card gives Détecteur: the Dragoon is destroyed after all.
    check(qtbot, first[0].detector)
    assert first[0].result.text() == "4 against 3: Dragoon destroyed"
    # The Goliath's card kills the Zealot in front and splashes a ground unit: Zealot 2 too.
    second[0].values["minor_attack"].setValue(5)
    second[0].splash.setCurrentIndex(second[0].splash.findData("ground"))
    assert second[0].result.text() == "5 against 3: Zealot 1 destroyed"
    assert "Celina loses: Dragoon ×1, Zealot ×2" in form.outcome.text()
    assert "Bartek holds the zone." in form.outcome.text()
    click(qtbot, form.ok_button)
    assert view.game.state.players[2].units == {"scout": 1}


def test_a_hit_on_a_support_is_the_owners_choice(gui, qtbot):
    view = table_in_execution(gui, qtbot)
    # Bartek's Marine faces Celina's flying Scout, supported by two Zealots.
    form = open_battle(qtbot, view, defender=2)
    attacker, defender = form.unit_tables
    attacker.row_of("marine")["count"].setValue(1)
    defender.row_of("zealot")["count"].setValue(2)
    defender.row_of("scout")["count"].setValue(1)
    check(qtbot, defender.row_of("scout")["flying"])
    marine, scout = form.cards[0]
    scout.front.setCurrentIndex(scout.front.findText("Scout"))
    scout.values["minor_resistance"].setValue(3)
    marine.values["minor_resistance"].setValue(5)
    assert not scout.victim.isVisible()  # no hit, no choice
    marine.values["minor_attack"].setValue(4)
    # The Marine cannot hit the Scout: one of the Zealots falls, Celina says which.
    assert scout.victim.isVisible()
    assert marine.result.text() == "4 against 3: Zealot 1 destroyed"
    scout.victim.setCurrentIndex(scout.victim.findText("Zealot 2 is lost instead"))
    assert marine.result.text() == "4 against 3: Zealot 2 destroyed"
    click(qtbot, form.ok_button)
    assert view.game.state.players[2].units == {"zealot": 1, "dragoon": 1, "scout": 1}
    battle = Game.load(gui.workspace.db, view.game.id).events[-1].payload["battle"]
    assert battle["choices"] == [[0, 1, 1]]
