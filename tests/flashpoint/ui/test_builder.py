"""The Flashpoint team builder, driven through its widgets: recruit a legal team from the
profiles, name the Leader and the Stratège, see the value out of 50, the Strategic Bonus and
the reserves, set the mission, undo; the designer opens from the catalogue side."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QMessageBox, QSpinBox

from app.systems.flashpoint.team import team_of


@pytest.fixture
def builder(qtbot, workspace, monkeypatch):
    from ui.systems.flashpoint.builder import FlashpointBuilder

    # Closing at the end of a test drops the team without asking.
    monkeypatch.setattr(
        "ui.builder.base.ask_discard", lambda *args: QMessageBox.StandardButton.Discard
    )

    widget = FlashpointBuilder(workspace)
    qtbot.addWidget(widget)
    widget.resize(1366, 768)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def recruit(qtbot, builder, profile_id: str) -> None:
    builder.profiles.select(profile_id)
    qtbot.mouseClick(builder.recruit_button, Qt.MouseButton.LeftButton)


def team(builder):
    return team_of(builder.editor.document)


def problems(builder) -> list[str]:
    return [violation.message("en") for violation in builder.editor.violations]


def test_the_builder_page_offers_flashpoint():
    from ui.systems import builder_ids, catalogue_ids

    assert "flashpoint" in builder_ids()
    assert "flashpoint" in catalogue_ids()


def test_recruit_a_legal_team_with_its_leader_strategist_bonus_and_mission(qtbot, builder):
    profiles = builder.profiles
    assert {profiles.proxy.unit_id_at(row) for row in range(profiles.proxy.rowCount())} == {
        card.id for card in builder.catalog.profiles()
    }
    profiles.search.setFocus()
    qtbot.keyClicks(profiles.search, "capt")
    assert profiles.proxy.rowCount() >= 1
    officer = profiles.proxy.unit_id_at(0)
    qtbot.keyClick(profiles.search, Qt.Key.Key_Down)
    profiles.select(officer)
    qtbot.keyClick(profiles.view, Qt.Key.Key_Return)
    qtbot.mouseClick(profiles.search, Qt.MouseButton.LeftButton)
    profiles.search.clear()
    (first,) = team(builder).fighters
    assert (first.profile, first.role) == (officer, "leader")
    assert builder.status_label.text().endswith("joins the team as its Leader.")

    others = [p.id for p in builder.catalog.profiles() if p.id != officer]
    recruit(qtbot, builder, others[0])
    recruit(qtbot, builder, others[1])
    assert [f.role for f in team(builder).fighters] == ["leader", None, None]
    # The third fighter becomes the Stratège.
    assert builder.role_combo.currentData() is None
    qtbot.keyClick(builder.role_combo, Qt.Key.Key_End)  # Strategist, the last choice
    assert [f.role for f in team(builder).fighters] == ["leader", None, "strategist"]
    # A figure of its own name.
    builder.fighters.selectRow(1)
    qtbot.keyClicks(builder.fighter_name, "Vex")
    assert team(builder).fighters[1].name == "Vex"
    assert builder.fighter_model.index(1, 0).data() == "Vex"

    name = builder.findChild(QLineEdit, "mission-name")
    qtbot.keyClicks(name, "Hold the bridge")
    offensive = builder.findChild(QSpinBox, "mission-offensive_bonus")
    offensive.setFocus()
    offensive.selectAll()
    qtbot.keyClicks(offensive, "2")
    assert team(builder).mission.name == "Hold the bridge"
    assert team(builder).mission.offensive_bonus == 2

    totals = builder.editor.totals
    assert totals["points"] <= 50
    assert builder.editor.is_legal(), problems(builder)
    text = builder.totals_label.text()
    assert f"Strategic value: {totals['points']} of 50" in text
    assert "Mission: Hold the bridge" in text
    bonus = totals["strategic_bonus"]
    assert f"Strategic Bonus: {bonus['offensive']} as Offensive player" in text
    # The higher Pouvoir of the Leader and the Stratège, plus the mission's bonus.
    assert bonus["role"] in ("leader", "strategist")
    assert bonus["offensive"] == bonus["power"] + 2
    assert f"Dice reserves: Skill {totals['skill_reserve']};" in text


def test_problems_are_shown_with_their_reasons_and_undo_takes_back_a_step(qtbot, builder):
    profile = builder.catalog.profiles()[0].id
    recruit(qtbot, builder, profile)
    builder.fighters.selectRow(0)
    assert builder.role_combo.currentData() == "leader"
    qtbot.keyClick(builder.role_combo, Qt.Key.Key_Up)  # No role
    assert "The team has no Leader; name exactly one." in problems(builder)
    assert not builder.editor.is_legal()
    qtbot.keyClick(builder.fighters, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert team(builder).fighters[0].role == "leader"
    assert builder.editor.is_legal()
    while team(builder).fighters:
        builder.fighters.selectRow(0)
        qtbot.mouseClick(builder.remove_button, Qt.MouseButton.LeftButton)
    assert builder.is_empty()
    qtbot.mouseClick(
        builder.toolbar.widgetForAction(builder.undo_action), Qt.MouseButton.LeftButton
    )
    assert len(team(builder).fighters) == 1


def test_too_many_points_are_reported(qtbot, builder):
    profile = max(builder.catalog.profiles(), key=lambda p: p.points)
    for _ in range(50 // profile.points + 1):
        recruit(qtbot, builder, profile.id)
    assert any(text.startswith("The team's strategic value is") for text in problems(builder))


def test_a_profile_designed_in_the_designer_can_be_recruited_at_once(qtbot, builder):
    qtbot.mouseClick(builder.design_button, Qt.MouseButton.LeftButton)
    designer = builder.designer
    assert designer.isVisible()
    designer.new_actions["profile"].trigger()
    name = designer.findChild(QLineEdit, "profile-name")
    name.selectAll()
    qtbot.keyClicks(name, "Scout")
    card_id = designer.current.id
    designer.close()
    recruit(qtbot, builder, card_id)
    assert [f.profile for f in team(builder).fighters] == [card_id]


def test_copy_the_team_as_text_for_a_forum(qtbot, builder):
    from PySide6.QtWidgets import QApplication

    recruit(qtbot, builder, "profile-rifleman")
    assert builder.copy_text_action.isVisible()
    builder.copy_text_action.trigger()
    text = QApplication.clipboard().text()
    assert "Strategic value: 9 of 50 · 1 fighter" in text
    fighters = [line for line in text.splitlines() if line.startswith("• ")]
    assert len(fighters) == 1 and fighters[0].startswith("• Rifleman")
    assert fighters[0].endswith("(9): SK 2 · PW 1 · RR 1")
    assert "Muster code: MU1." in text


def test_the_sv_columns_are_written_out_under_both_tables(builder):
    """Issue 23: an abbreviation has its legend in plain sight, not in a tooltip only."""
    from app.systems.flashpoint.costs import value_legend

    for table, legend in (
        (builder.profiles.view, builder.profiles.legend),
        (builder.fighters, builder.fighters_legend),
    ):
        assert legend.isVisible() and legend.text() == "SV: strategic value"
        below = legend.mapTo(builder, legend.rect().topLeft()).y()
        assert below >= table.mapTo(builder, table.rect().bottomLeft()).y()
    # Each language its own letters, written out in its own words.
    assert value_legend("fr") == "VS : valeur stratégique"
    assert value_legend("pl") == "WS: wartość strategiczna"
