"""The Legion builder page: the generic builder's frame around the Legion widgets, driven
through the real widgets (keys, clicks, drops), and looked at in English, French and Polish.

Set MUSTER_SCREENSHOTS to a folder to keep a picture of each screen looked at; the pictures
in docs/screenshots/ (legion-builder-en.png etc.) come from there.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from app.systems.legion.army import Army, ArmyUnit, army_of, document_for
from tests.legion.test_rules import LEIA, TROOPERS, Z6, legal_army
from tests.legion.ui.conftest import drop, list_mime
from tests.legion.ui.test_army_editor import choose, double_click_card
from ui import systems as game_views
from ui.systems.legion.army_panel import SlotKey

ID10 = "counterpart-iden-s-id10-seeker-droid"


@pytest.fixture
def ui_settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "ui.ini"), QSettings.Format.IniFormat)


@pytest.fixture(autouse=True)
def no_unexpected_questions(monkeypatch) -> None:
    def unexpected(*args: object, **kwargs: object) -> QMessageBox.StandardButton:
        raise AssertionError(f"unexpected question: {args[1:3]}")

    monkeypatch.setattr(QMessageBox, "question", unexpected)
    monkeypatch.setattr(QMessageBox, "warning", unexpected)


@pytest.fixture
def builder(qtbot, workspace, ui_settings, languages) -> Iterator[object]:
    factory = game_views.views("legion").builder
    assert factory is not None
    page = factory(workspace, ui_settings)
    qtbot.addWidget(
        page, before_close_func=lambda page: page.editor.load(page.system.new_roster(), None)
    )
    page.resize(1366, 768)
    page.show()
    qtbot.waitExposed(page)
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow)
    yield page


def army(page):
    return army_of(page.editor.document)


def test_legion_offers_a_builder_through_the_registry():
    assert "legion" in game_views.builder_ids()


def test_an_empty_army_shows_first_steps_and_units_added_undo_with_ctrl_z(builder):
    page = builder
    assert page.bottom_tabs.tabText(0) == "First steps"
    assert page.army.header.points_left.text() == "Points left: 1000"
    double_click_card(page.army, LEIA)
    assert page.bottom_tabs.tabText(0).startswith("Problems")
    assert page.name_edit.placeholderText() == "Untitled army"
    assert page.army.header.points_left.text() == "Points left: 925"
    assert page.undo_action.toolTip() == f"Undo: Add {page.army.row(1).view.name} (Ctrl+Z)"
    QTest.keyClick(page, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert army(page).units == []
    assert page.army.header.points_left.text() == "Points left: 1000"
    QTest.keyClick(
        page, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    assert [unit.unit for unit in army(page).units] == [LEIA]


def test_save_lists_the_army_with_its_format_faction_and_points(builder):
    page = builder
    page.load(document_for(legal_army(), "Echo Base"), None)
    QTest.keyClick(page, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert page.editor.saved_id is not None
    model = page.roster_list.model
    assert model.rowCount() == 1
    text = " ".join(
        str(model.index(0).data(role) or "")
        for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)
    )
    assert "Echo Base" in text
    assert "Standard · Rebel Alliance · 215 of 1000 points" in text


def test_a_problem_clicked_shows_the_unit_or_the_card_it_is_about(builder):
    page = builder
    built = legal_army()
    built.units[0].upgrades = [Z6]  # Leia has no heavy weapon slot
    built.command_hand = built.command_hand[:5]
    page.load(document_for(built, ""), None)
    panel = page.violations
    codes = [v.code for v in page.editor.violations]
    assert "UPGRADE_SLOT_MISSING" in codes and "COMMAND_HAND_PIPS" in codes
    slot_problem = next(v for v in page.editor.violations if v.code == "UPGRADE_SLOT_MISSING")
    panel.violation_chosen.emit(slot_problem)
    assert page.army.tabs.currentIndex() == 0
    assert page.army.entry == 1 and page.army.slot == SlotKey("heavy weapon", 0)
    hand_problem = next(v for v in page.editor.violations if v.code == "COMMAND_HAND_PIPS")
    panel.violation_chosen.emit(hand_problem)
    assert page.army.tabs.currentWidget() is page.army.hand


def test_drops_and_the_format_change_through_the_page(builder):
    page = builder
    page.load(document_for(legal_army(), ""), None)
    assert drop(page.army.units_area, list_mime(page.army, TROOPERS))
    assert drop(page.army._sections["corps"], list_mime(page.army, TROOPERS))
    assert len(army(page).units) == 6  # five corps: Recon allows four
    choose(page.army.header.format_combo, "recon")
    assert army(page).format == "recon"
    assert "RANK_ABOVE_MAXIMUM" in [v.code for v in page.editor.violations]
    assert page.army.rank_bar.chips["corps"].property("wrong")
    # Ctrl+F goes to the list's search.
    QTest.keyClick(page, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert page.army.card_list.search.hasFocus()


def test_owned_counts_from_the_collection_show_in_the_list(builder, workspace):
    from app.catalog.collection import Collection
    from ui.systems.legion.card_list import Column

    page = builder
    card_list = page.army.card_list
    assert card_list.view.isColumnHidden(Column.OWNED)
    Collection(workspace.db, "legion").set_count(TROOPERS, 3)
    page.collection_changed()
    assert not card_list.view.isColumnHidden(Column.OWNED)
    proxy = card_list.proxy
    assert proxy.index(proxy.row_of(TROOPERS), Column.OWNED).data() == 3
    assert proxy.index(proxy.row_of(LEIA), Column.OWNED).data() == ""
    # An army using more than the collection holds says so among its problems.
    built = legal_army()
    used = sum(1 for unit in built.units if unit.unit == TROOPERS)
    Collection(workspace.db, "legion").set_count(TROOPERS, used - 1)
    page.collection_changed()
    page.load(document_for(built, "Echo Base"), None)
    messages = [
        page.violations.model.index(row).data() for row in range(page.violations.model.rowCount())
    ]
    assert f"You own {used - 1} of Rebel Troopers but the army uses {used}." in messages
    page.load(page.system.new_roster(), None)


def look(page, name: str) -> None:
    folder = os.environ.get("MUSTER_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.grab().save(str(Path(folder) / f"{name}.png"))


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_the_builder_in_each_language_at_1366(builder, languages, language):
    page = builder
    languages.apply(language)
    built = legal_army()
    built.units[1].upgrades.append("upgrade-rebel-officer")
    built.units.append(ArmyUnit("unit-t-47-airspeeder", ["upgrade-wedge-antilles"]))
    built.units.append(
        ArmyUnit(
            "unit-r2-d2-hero-of-a-thousand-devices",
            counterpart="counterpart-c-3po-human-cyborg-relations",  # its own row
        )
    )
    built.command_hand = built.command_hand[:5]
    page.load(document_for(built, "Echo Base"), None)
    QTest.mouseClick(page.army.row(3).slot_button("gear", 0), Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    header = page.army.header
    # The points left stand whole at the top of the army, and every header field is readable.
    assert header.points_left.width() >= header.points_left.sizeHint().width()
    for combo in (header.format_combo, header.faction_combo, header.date_combo):
        assert combo.width() >= combo.fontMetrics().horizontalAdvance(combo.currentText())
    # Each rank's title and each slot's full text stay in the army's width.
    assert page.army.units_scroll.horizontalScrollBar().maximum() == 0
    title = page.army.card_list.title.text()
    troopers = page.catalog.get(TROOPERS).name.get(language)  # "Soldats Rebelles" in French
    assert title and troopers in title
    words = {"en": "Points left", "fr": "Points restants", "pl": "Pozostało punktów"}
    assert header.points_left.text().startswith(words[language])
    look(page, f"legion-builder-{language}")


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_a_counterpart_row_in_each_language_at_1366(builder, languages, language):
    page = builder
    languages.apply(language)
    iden = ArmyUnit(
        "unit-iden-versio-inferno-squad-leader",
        ["upgrade-hq-uplink"],  # no comms slot on Iden herself: shown apart, in red
        counterpart="counterpart-iden-s-id10-seeker-droid",
        counterpart_upgrades=["upgrade-comms-jammer"],
    )
    built = Army(
        format="standard",
        faction="empire",
        units=[iden, ArmyUnit("unit-stormtroopers"), ArmyUnit("unit-scout-troopers")],
    )
    page.load(document_for(built, "Inferno"), None)
    row = page.army.row(1)
    droid = row.slot_button("comms", 0, counterpart=True)
    QTest.mouseClick(droid, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert row.counterpart_row is not None and row.counterpart_row.isVisible()
    assert row.counterpart_row.points.text() == "5"
    # The droid's slot and Iden's stand apart, each whole in the army's width.
    assert droid.mapTo(row, droid.rect().topLeft()).y() > row.slot_buttons[0].y()
    assert page.army.units_scroll.horizontalScrollBar().maximum() == 0
    assert row.slot_button("comms", 0).property("problem")
    assert not droid.property("problem")
    assert page.army.card_list.title.text().endswith(page.catalog.get(ID10).name.get(language))
    look(page, f"legion-counterpart-{language}")
