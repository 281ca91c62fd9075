"""Splash damage in the battle form, through its widgets: each triggered card makes a row
that says who loses a unit and of what kind, and that player picks which one in its combo."""

from __future__ import annotations

from app.tracker.game import Game
from tests.starcraft.ui.test_battle_form import open_battle, table_in_execution
from tests.starcraft.ui.test_table import click


def items(combo) -> list[str]:
    return [combo.itemText(row) for row in range(combo.count())]


def test_each_splash_hit_is_chosen_by_the_player_who_loses_the_unit(gui, qtbot):
    view = table_in_execution(gui, qtbot)
    # Bartek attacks Celina: Marine against Zealot 1, Goliath against Zealot 2, the Dragoon
    # supports skirmish 1.
    form = open_battle(qtbot, view, defender=2)
    attacker, defender = form.unit_tables
    attacker.row_of("marine")["count"].setValue(1)
    attacker.row_of("goliath")["count"].setValue(1)
    defender.row_of("zealot")["count"].setValue(2)
    defender.row_of("dragoon")["count"].setValue(1)
    first, second = form.cards
    assert [combo.currentText() for _, _, combo in form.support_combos] == [
        "Dragoon supports skirmish 1"
    ]
    for entry in (*first, *second):
        entry.values["minor_resistance"].setValue(5)
    assert not form.splash_box.isVisible()
    # The Goliath's card destroys Zealot 2 and splashes ground units: Celina chooses which of
    # her ground units still in the battle she loses, the Zealot by default.
    second[0].values["minor_attack"].setValue(6)
    second[0].splash.setCurrentIndex(second[0].splash.findData("ground"))
    assert form.splash_box.isVisible()
    ((label, combo),) = form.splash_rows
    assert label.text() == "Skirmish 2: splash damage (ground) from Bartek's card; Celina destroys"
    assert items(combo) == ["Zealot", "Dragoon"]
    assert "Celina loses: Zealot ×2" in form.outcome.text()
    assert "Bartek retreats from the zone." in form.outcome.text()

    # Celina's reinforcement card splashes too when her card destroys the Marine: Bartek loses
    # his first (the attacker first), and only the Goliath is left for it.
    first[1].values["minor_attack"].setValue(6)
    first[1].reinforcement_splash.setCurrentIndex(first[1].reinforcement_splash.findData("both"))
    (bartek_label, bartek), (celina_label, celina) = form.splash_rows
    assert bartek_label.text() == (
        "Skirmish 1: splash damage (ground or flying) from Celina's card; Bartek destroys"
    )
    assert items(bartek) == ["Goliath"]
    assert celina_label.text().startswith("Skirmish 2: splash damage (ground)")
    # Celina gives up the Dragoon rather than her last Zealot.
    celina.setCurrentIndex(celina.findText("Dragoon"))
    text = form.outcome.text()
    assert "Bartek loses: Marine ×1, Goliath ×1" in text
    assert "Celina loses: Zealot ×1, Dragoon ×1" in text
    assert "Celina holds the zone." in text
    assert form.loss_spins[1]["dragoon"].value() == 1

    # A flying splash with no flying unit left to take says so, and takes nothing.
    second[0].reinforcement_splash.setCurrentIndex(second[0].reinforcement_splash.findData("air"))
    assert len(form.splash_rows) == 3
    label, combo = form.splash_rows[2]
    assert label.text() == (
        "Skirmish 2: splash damage (flying) from Bartek's card; Celina has no such unit left."
    )
    assert not combo.isVisible()
    assert form.splash_rows[1][1].currentText() == "Dragoon"  # the choice is kept
    assert "Celina loses: Zealot ×1, Dragoon ×1" in form.outcome.text()

    click(qtbot, form.ok_button)
    assert not form.isVisible()
    assert view.game.state.players[1].units == {"marine": 2}
    assert view.game.state.players[2].units == {"zealot": 1, "scout": 1}
    battle = Game.load(gui.workspace.db, view.game.id).events[-1].payload["battle"]
    assert battle["splash_choices"] == [[0, 1], [1, 2]]  # the Goliath; the Dragoon
    assert battle["skirmishes"][0]["cards"][1]["reinforcement_splash"] == "both"


def test_a_later_splash_hit_offers_what_the_earlier_ones_left(gui, qtbot):
    view = table_in_execution(gui, qtbot)
    form = open_battle(qtbot, view, defender=2)
    attacker, defender = form.unit_tables
    attacker.row_of("marine")["count"].setValue(1)
    attacker.row_of("goliath")["count"].setValue(1)
    defender.row_of("zealot")["count"].setValue(2)
    defender.row_of("dragoon")["count"].setValue(1)
    first, second = form.cards
    for entry in (*first, *second):
        entry.values["minor_resistance"].setValue(5)
    # The Goliath's standard and reinforcement cards both splash ground units.
    second[0].values["minor_attack"].setValue(6)
    second[0].splash.setCurrentIndex(second[0].splash.findData("ground"))
    second[0].reinforcement_splash.setCurrentIndex(
        second[0].reinforcement_splash.findData("ground")
    )
    (_, one), (_, two) = form.splash_rows
    assert items(one) == ["Zealot", "Dragoon"] and items(two) == ["Dragoon"]
    one.setCurrentIndex(one.findText("Dragoon"))
    (_, one), (_, two) = form.splash_rows
    assert one.currentText() == "Dragoon" and items(two) == ["Zealot"]
    assert "Celina loses: Zealot ×2, Dragoon ×1" in form.outcome.text()
    assert "Bartek holds the zone." in form.outcome.text()
