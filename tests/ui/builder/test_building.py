"""Building a strike team with the real widgets: drags, double-clicks, keys, undo, suggestions."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.ui.builder.conftest import catalogue_mime, drop

ANAKIN = "general-anakin-skywalker"
REX = "cc-7567-captain-rex"
TROOPERS = "501st-clone-troopers"
DOOKU = "count-dooku-separatist-leader"


def codes(page):
    return [v.code for v in page.editor.violations]


def test_dragging_a_unit_into_a_slot_updates_totals_and_violations_and_undoes(page):
    slot = page.slot_widget(1, "primary")
    before = page.team_totals.text()
    assert "SLOT_EMPTY" in codes(page)
    assert drop(slot, catalogue_mime(page, ANAKIN))
    assert page.editor.unit_at(1, "primary") == ANAKIN
    assert slot.name.text() == "General Anakin Skywalker"
    assert page.team_totals.text() != before and "Force pool 4" in page.team_totals.text()
    assert page.squads[0].points.text() == "Squad Points: 0 of 7 used"
    empty_primary = [v for v in page.editor.violations if (v.squad, v.slot) == (1, "primary")]
    assert empty_primary == []
    QTest.keyClick(page, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert page.editor.unit_at(1, "primary") is None
    assert page.team_totals.text() == before
    QTest.keyClick(
        page, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    assert page.editor.unit_at(1, "primary") == ANAKIN


def test_a_slot_refuses_a_unit_of_another_type(page):
    assert not drop(page.slot_widget(1, "support"), catalogue_mime(page, ANAKIN))
    assert page.editor.unit_at(1, "support") is None


def test_points_over_the_primary_show_the_violation_with_both_figures(page):
    drop(page.slot_widget(1, "primary"), catalogue_mime(page, DOOKU))
    drop(page.slot_widget(1, "secondary"), catalogue_mime(page, "aurra-sing"))
    drop(page.slot_widget(1, "support"), catalogue_mime(page, "magnaguard"))
    assert "SQUAD_POINTS_EXCEEDED" in codes(page)
    messages = [
        page.violations.model.index(row).data() for row in range(page.violations.model.rowCount())
    ]
    assert any("8" in m and "7" in m for m in messages)
    assert "Not legal" in page.violations.verdict.text()


def test_double_click_and_enter_add_to_the_selected_or_first_empty_slot(page):
    view = page.browser.view
    proxy = view.model()
    rect = view.visualRect(proxy.index(proxy.row_of(ANAKIN), 0))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert page.editor.unit_at(1, "primary") == ANAKIN
    # The selection moved on to the next empty slot, squad 1's Secondary.
    assert page.selected == (1, "secondary")
    # Only Secondaries are listed for a Secondary slot; "Show all types" lists the others,
    # which Enter then puts in the first empty slot of their type.
    assert proxy.row_of(TROOPERS) < 0
    QTest.mouseClick(page.browser.all_types, Qt.MouseButton.LeftButton)
    view.setFocus()
    view.setCurrentIndex(proxy.index(proxy.row_of(TROOPERS), 0))
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert page.editor.unit_at(1, "support") == TROOPERS
    # Typing a search and pressing Enter adds the first match.
    QTest.keyClicks(page.browser.search, "captain rex")
    QTest.keyClick(page.browser.search, Qt.Key.Key_Return)
    assert page.editor.unit_at(1, "secondary") == REX
    assert page.editor.undo_stack.count() == 3


def test_delete_key_remove_button_and_drag_out_remove_units(page):
    for slot, unit in (("primary", ANAKIN), ("secondary", REX), ("support", TROOPERS)):
        drop(page.slot_widget(1, slot), catalogue_mime(page, unit))
    primary = page.slot_widget(1, "primary")
    primary.setFocus()
    QTest.keyClick(primary, Qt.Key.Key_Delete)
    assert page.editor.unit_at(1, "primary") is None
    secondary = page.slot_widget(1, "secondary")
    QTest.mouseClick(secondary.remove_button, Qt.MouseButton.LeftButton)
    assert page.editor.unit_at(1, "secondary") is None
    support = page.slot_widget(1, "support")
    assert drop(page.browser.view.viewport(), support.drag_mime())
    assert page.editor.unit_at(1, "support") is None
    page.editor.undo_stack.undo()
    assert page.editor.unit_at(1, "support") == TROOPERS


def test_dragging_between_slots_of_the_same_type_swaps_and_alt_arrows_move(page):
    drop(page.slot_widget(1, "secondary"), catalogue_mime(page, REX))
    drop(page.slot_widget(2, "secondary"), catalogue_mime(page, "aurra-sing"))
    source = page.slot_widget(1, "secondary")
    assert not drop(page.slot_widget(2, "support"), source.drag_mime())
    assert drop(page.slot_widget(2, "secondary"), source.drag_mime())
    assert page.editor.unit_at(1, "secondary") == "aurra-sing"
    assert page.editor.unit_at(2, "secondary") == REX
    moved = page.slot_widget(2, "secondary")
    moved.setFocus()
    QTest.keyClick(moved, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    assert page.editor.unit_at(1, "secondary") == REX
    page.editor.undo_stack.undo()
    page.editor.undo_stack.undo()
    assert page.editor.unit_at(1, "secondary") == REX


def test_clicking_a_violation_selects_its_slot(page):
    drop(page.slot_widget(2, "primary"), catalogue_mime(page, ANAKIN))
    view = page.violations.view
    model = page.violations.model
    row = next(
        r
        for r in range(model.rowCount())
        if (v := model.violation(r)) is not None and (v.squad, v.slot) == (2, "support")
    )
    rect = view.visualRect(model.index(row))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert page.selected == (2, "support")
    assert page.slot_widget(2, "support").is_selected()
    assert not page.slot_widget(1, "primary").is_selected()


def test_catalogue_entries_that_would_break_a_rule_are_greyed_with_the_reason(page):
    drop(page.slot_widget(1, "primary"), catalogue_mime(page, DOOKU))
    drop(page.slot_widget(2, "secondary"), catalogue_mime(page, REX))
    QTest.mouseClick(page.slot_widget(1, "secondary"), Qt.MouseButton.LeftButton)
    assert page.selected == (1, "secondary")
    proxy = page.browser.view.model()

    def tip(unit_id):
        return proxy.index(proxy.row_of(unit_id), 0).data(Qt.ItemDataRole.ToolTipRole) or ""

    def greyed(unit_id):
        return proxy.index(proxy.row_of(unit_id), 0).data(Qt.ItemDataRole.ForegroundRole)

    assert greyed(REX) is not None and "squad 2" in tip(REX)  # name already taken
    assert greyed("jango-fett-bounty-hunter") is None
    assert proxy.row_of(ANAKIN) < 0  # a Primary does not fit a Secondary slot: not listed
    QTest.mouseClick(page.browser.all_types, Qt.MouseButton.LeftButton)
    assert greyed(ANAKIN) is not None  # listed on demand, greyed
    QTest.mouseClick(page.browser.all_types, Qt.MouseButton.LeftButton)
    # Too expensive: with 5 of Dooku's 7 points spent on the Support, a 4-point Secondary.
    drop(page.slot_widget(1, "support"), catalogue_mime(page, "b1-battle-droids"))
    QTest.mouseClick(page.slot_widget(1, "secondary"), Qt.MouseButton.LeftButton)
    assert tip("aurra-sing")  # 5 PC > 4 left
    assert "5" in tip("aurra-sing")


def test_suggestions_complete_a_squad_in_one_click_and_undo(page):
    drop(page.slot_widget(1, "primary"), catalogue_mime(page, ANAKIN))
    QTest.mouseClick(page.slot_widget(1, "secondary"), Qt.MouseButton.LeftButton)
    page.bottom_tabs.setCurrentWidget(page.suggestions)
    model = page.suggestions.model
    assert model.rowCount() > 0
    best = model.suggestion(0)
    assert best.spare == min(model.suggestion(r).spare for r in range(model.rowCount()))
    view = page.suggestions.view
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(model.index(0)).center()
    )
    assert page.editor.unit_at(1, "secondary") == best.secondary.id
    assert page.editor.unit_at(1, "support") == best.support.id
    assert not [v for v in page.editor.violations if v.squad == 1]
    page.editor.undo_stack.undo()
    assert page.editor.unit_at(1, "secondary") is None
    assert page.editor.unit_at(1, "support") is None


def test_fields_edit_the_roster_and_typing_is_one_undo_step(page):
    QTest.keyClicks(page.name_edit, "Grand Army")
    QTest.keyClicks(page.mission_edit, "Sabotage")
    assert page.editor.document.name == "Grand Army"
    assert page.editor.document.mission_set == "Sabotage"
    assert "NO_MISSION_SET" not in codes(page)
    QTest.mouseClick(page.casual_box, Qt.MouseButton.LeftButton)
    assert page.editor.document.casual
    drop(page.slot_widget(1, "primary"), catalogue_mime(page, ANAKIN))
    assert all(v.severity == "warning" for v in page.editor.violations)
    assert "Casual" in page.violations.verdict.text()
    # The tab counts warnings as warnings: no "Problems (n)" above a team that breaks no rule.
    tab = page.bottom_tabs.tabText(page.bottom_tabs.indexOf(page.violations))
    assert tab == f"Warnings ({len(page.editor.violations)})"
    assert page.editor.undo_stack.count() == 4
    for _step in range(3):
        page.editor.undo_stack.undo()
    assert not page.casual_box.isChecked()
    assert page.mission_edit.text() == ""
    assert page.editor.document.name == "Grand Army"


def test_units_not_owned_are_reported_and_owned_only_filters(page, workspace, qtbot):
    from app.catalog.collection import Collection

    Collection(workspace.db, "shatterpoint").set_count(ANAKIN, 1)
    page.collection_changed()
    drop(page.slot_widget(1, "primary"), catalogue_mime(page, ANAKIN))
    drop(page.slot_widget(1, "secondary"), catalogue_mime(page, REX))
    notes = [page.violations.model.index(r).data() for r in range(page.violations.model.rowCount())]
    assert any("Not in your collection" in n and "Rex" in n for n in notes)
    assert not any("Anakin" in n and "collection" in n for n in notes)
    assert page.ownership_label.isVisible()
    assert page.ownership_label.text() == "Not in your collection: CC-7567 Captain Rex."
    qtbot.mouseClick(page.browser.owned_only, Qt.MouseButton.LeftButton)
    assert page.browser.view.model().rowCount() == 0  # no Support owned; the list says so
    assert page.browser.empty_panel.isVisible()
    QTest.mouseClick(page.slot_widget(1, "primary"), Qt.MouseButton.LeftButton)
    assert page.browser.view.model().rowCount() == 1


def test_the_page_shows_a_catalogue_reloaded_after_an_import(page, workspace):
    import json

    folder = workspace.paths.user_packs_dir / "shatterpoint"
    folder.mkdir(parents=True, exist_ok=True)
    unit = {
        "id": "test-trooper-squad",
        "name": {"en": "Test Trooper Squad", "fr": "Escouade d'essai", "pl": "Oddział próbny"},
        "type": "support",
        "pc": 2,
        "force": 0,
        "stamina": 6,
        "durability": 2,
        "characters": 3,
        "eras": ["fotj"],
        "source": "test",
    }
    pack = {
        "format": "muster.catalog/1",
        "system": "shatterpoint",
        "id": "test-pack",
        "version": "1",
        "name": {"en": "Test pack"},
        "units": [unit],
    }
    (folder / "test-pack.json").write_text(json.dumps(pack), encoding="utf-8")
    drop(page.slot_widget(1, "primary"), catalogue_mime(page, ANAKIN))
    QTest.mouseClick(page.slot_widget(1, "support"), Qt.MouseButton.LeftButton)
    assert page.browser.view.model().row_of("test-trooper-squad") < 0
    assert page.more_units_banner.isVisible()  # where more units come from
    workspace.reload_catalog("shatterpoint")
    page.hide()
    page.show()  # back from the Catalogue page
    assert page.browser.view.model().row_of("test-trooper-squad") >= 0
    assert not page.more_units_banner.isVisible()  # the player found it
    assert drop(page.slot_widget(1, "support"), catalogue_mime(page, "test-trooper-squad"))
    assert page.squads[0].points.text() == "Squad Points: 2 of 7 used"
