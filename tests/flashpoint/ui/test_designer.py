"""The profile designer, driven through its widgets: design cards by typing, see each cost as
the rules sum it and each broken rule's reason, undo, delete with a confirmation."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QSpinBox, QWidget

from app import systems
from app.systems.flashpoint.designs import design_pack_file

pytestmark = pytest.mark.usefixtures("workspace")


@pytest.fixture
def designer(qtbot, workspace):
    from ui.systems.flashpoint.designer import DesignerDialog

    dialog = DesignerDialog(workspace, systems.get("flashpoint"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def field(dialog, kind: str, name: str):
    return dialog.findChild(QWidget, f"{kind}-{name}")


def type_number(qtbot, spin: QSpinBox, value: int) -> None:
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, str(value))


def problems(dialog) -> list[str]:
    return [dialog.problems.item(n).text() for n in range(dialog.problems.count())]


def new(dialog, kind: str) -> None:
    dialog.new_actions[kind].trigger()


def saved_cards(workspace) -> dict[str, dict]:
    file = design_pack_file(workspace.paths.user_packs_dir)
    return {card["id"]: card for card in json.loads(file.read_text())["cards"]}


def test_an_archetype_is_priced_as_it_is_typed_and_saved(qtbot, designer, workspace):
    new(designer, "archetype")
    name = field(designer, "archetype", "name")
    name.selectAll()
    qtbot.keyClicks(name, "Sergeant")
    type_number(qtbot, field(designer, "archetype", "skill"), 2)
    type_number(qtbot, field(designer, "archetype", "power"), 2)
    type_number(qtbot, field(designer, "archetype", "reinforcement"), 1)
    # SK 2 + PW 2 + base size 1 + RR 1 = 6, the letters written out under the sum: English
    # has its own (the rulebook's H, P, Pr are French)
    assert designer.cost_label.text() == (
        "SK 2 + PW 2 + base size 1 + RR 1 = 6\nSK: Skill · PW: Power · RR: reinforcement range"
    )
    assert problems(designer) == ["No problem: this design follows the rules."]
    cards = saved_cards(workspace)
    (card,) = [c for c in cards.values() if c["kind"] == "archetype"]
    assert (card["name"]["en"], card["skill"], card["power"], card["reinforcement"]) == (
        "Sergeant",
        2,
        2,
        1,
    )
    # The design is in the catalogue the builder and the Catalogue page read.
    assert workspace.catalog("flashpoint").get(card["id"]).points == 6


def test_a_broken_constraint_shows_its_reason_and_the_high_skill_warning(qtbot, designer):
    new(designer, "archetype")
    type_number(qtbot, field(designer, "archetype", "skill"), 3)
    type_number(qtbot, field(designer, "archetype", "power"), 3)
    shown = problems(designer)
    assert "✖ New archetype: Skill 3 + Power 3 make 6; an archetype may have at most 5." in shown
    assert (
        "⚠ New archetype: Skill 3; the rules advise no more than 2 except in very rare cases."
        in shown
    )


def test_a_ranged_weapon_counts_its_range_and_triggers(qtbot, designer):
    new(designer, "weapon")
    kind = field(designer, "weapon", "weapon_type")
    assert kind.currentData() == "melee"
    qtbot.keyClick(kind, Qt.Key.Key_Down)
    assert designer.current.weapon_type == "ranged"
    type_number(qtbot, field(designer, "weapon", "force"), 2)
    type_number(qtbot, field(designer, "weapon", "range_max"), 4)
    type_number(qtbot, field(designer, "weapon", "range_min"), 1)
    qtbot.mouseClick(designer.forms["weapon"].markers["burning"], Qt.MouseButton.LeftButton)
    # Force 2 + (R max − R min) 3 + 1 trigger + 1 = 7
    assert designer.cost_label.text() == "Force 2 + R max − R min 3 + triggers 1 + ranged 1 = 7"
    type_number(qtbot, field(designer, "weapon", "range_min"), 6)
    assert any("is shorter than its R min (R6)" in text for text in problems(designer))


def test_a_profile_sums_its_cards_and_undo_takes_back_each_change(qtbot, designer, workspace):
    new(designer, "profile")
    archetype = field(designer, "profile", "archetype")
    qtbot.keyClick(archetype, Qt.Key.Key_Down)
    assert designer.current.archetype == "archetype-line-trooper"
    qtbot.keyClick(archetype, Qt.Key.Key_Home)
    assert designer.current.archetype == "archetype-field-officer"
    assert designer.cost_label.text().startswith("Field Officer 7 + Bare hands (free) 0")
    weapons = field(designer, "profile", "weapons")
    item = weapons.item(0)
    item.setCheckState(Qt.CheckState.Checked)
    card_id = designer.current.id
    before = designer.current.points
    assert designer.current.weapons == (item.data(Qt.ItemDataRole.UserRole),)
    assert before == 7 + workspace.catalog("flashpoint").get(designer.current.weapons[0]).points
    qtbot.keyClick(designer, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert workspace.catalog("flashpoint").get(card_id).weapons == ()
    qtbot.mouseClick(designer.undo_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(designer.undo_button, Qt.MouseButton.LeftButton)
    assert workspace.catalog("flashpoint").get(card_id) is None
    qtbot.mouseClick(designer.redo_button, Qt.MouseButton.LeftButton)
    assert workspace.catalog("flashpoint").get(card_id) is not None


def test_delete_asks_first_and_examples_are_duplicated_not_changed(
    qtbot, designer, workspace, monkeypatch
):
    designer.table.select("archetype-bruiser")
    assert not designer.forms["archetype"].isEnabled()
    assert not designer.delete_button.isEnabled()
    qtbot.mouseClick(designer.duplicate_button, Qt.MouseButton.LeftButton)
    copy_id = designer.current.id
    assert designer.current.name.en == "Bruiser (copy)"
    assert designer.forms["archetype"].isEnabled()
    answers = iter([QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Yes])
    monkeypatch.setattr(QMessageBox, "question", lambda *args: next(answers))
    qtbot.mouseClick(designer.delete_button, Qt.MouseButton.LeftButton)
    assert copy_id in saved_cards(workspace)
    qtbot.mouseClick(designer.delete_button, Qt.MouseButton.LeftButton)
    assert copy_id not in saved_cards(workspace)
    qtbot.mouseClick(designer.undo_button, Qt.MouseButton.LeftButton)
    assert copy_id in saved_cards(workspace)


def test_a_built_in_card_says_why_it_is_read_only_and_is_edited_as_a_copy_in_one_click(
    qtbot, designer, workspace
):
    designer.table.select("archetype-bruiser")
    assert designer.read_only_banner.isVisibleTo(designer)
    assert "stays as published" in designer.read_only_note.text()
    assert designer.edit_copy_button.text() == "Edit a copy"
    qtbot.mouseClick(designer.edit_copy_button, Qt.MouseButton.LeftButton)
    assert designer.current.name.en == "Bruiser (copy)"
    assert designer.forms["archetype"].isEnabled()
    assert not designer.read_only_banner.isVisibleTo(designer)
    assert designer.current.id in saved_cards(workspace)
    assert workspace.catalog("flashpoint").get("archetype-bruiser") is not None


def test_an_empty_name_is_refused_in_one_sentence_and_loses_nothing(qtbot, designer, workspace):
    new(designer, "ability")
    name = field(designer, "ability", "name")
    name.selectAll()
    qtbot.keyClick(name, Qt.Key.Key_Delete)
    assert designer.status_label.text() == (
        "A design needs a name: the last change to it is not kept."
    )
    (card,) = saved_cards(workspace).values()
    assert card["name"]["en"] == "New ability"
