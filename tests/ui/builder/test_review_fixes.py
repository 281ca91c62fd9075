"""Details found by looking at the builder as a player: keys that match the layout, filters
that show their whole text in every language."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.ui.builder.conftest import catalogue_mime, drop

REX = "cc-7567-captain-rex"


def test_alt_right_and_left_move_a_unit_between_the_side_by_side_squads(page):
    assert drop(page.slot_widget(1, "secondary"), catalogue_mime(page, REX))
    left = page.slot_widget(1, "secondary")
    left.setFocus()
    QTest.keyClick(left, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert page.editor.unit_at(1, "secondary") is None
    assert page.editor.unit_at(2, "secondary") == REX
    right = page.slot_widget(2, "secondary")
    assert right.hasFocus()
    QTest.keyClick(right, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
    assert page.editor.unit_at(1, "secondary") == REX
    QTest.keyClick(page, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert page.editor.unit_at(2, "secondary") == REX


def fits(combo) -> bool:
    metrics = combo.fontMetrics()
    return all(
        combo.width() > metrics.horizontalAdvance(combo.itemText(row))
        for row in range(combo.count())
    )


def test_filter_combos_are_wide_enough_for_their_text_after_a_language_change(page, qtbot):
    from ui.i18n import LanguageManager

    languages = LanguageManager()
    try:
        for language in ("fr", "pl"):
            languages.apply(language)
            qtbot.waitUntil(lambda: page.browser.type_combo.currentText() != "All types")
            # The layout settles on the next turns of the event loop.
            qtbot.waitUntil(lambda: fits(page.browser.type_combo) and fits(page.browser.era_combo))
    finally:
        languages.apply("en")


def test_a_squad_without_primary_says_the_primary_sets_the_points(page, qtbot):
    first, second = page.squads
    assert first.points.text() == "Squad Points: 0 spent; the Primary sets how many"
    assert drop(page.slot_widget(1, "secondary"), catalogue_mime(page, REX))
    assert first.points.text() == "Squad Points: 4 spent; the Primary sets how many"
    assert drop(page.slot_widget(1, "primary"), catalogue_mime(page, "general-anakin-skywalker"))
    assert first.points.text() == "Squad Points: 4 of 7 used"
    # A long name wrapping in one squad leaves both points lines level.
    assert drop(
        page.slot_widget(2, "primary"), catalogue_mime(page, "count-dooku-separatist-leader")
    )
    assert drop(page.slot_widget(2, "support"), catalogue_mime(page, "magnaguard"))

    def level() -> bool:
        return (
            first.points.mapTo(page, first.points.rect().topLeft()).y()
            == second.points.mapTo(page, second.points.rect().topLeft()).y()
        )

    qtbot.waitUntil(level)


def test_double_clicking_a_filled_slot_takes_the_unit_out_and_its_tooltip_says_how(page):
    slot = page.slot_widget(1, "secondary")
    assert "Double-click" not in slot.toolTip()
    assert drop(slot, catalogue_mime(page, REX))
    assert "Double-click, Delete or drag it out to remove it" in slot.toolTip()
    QTest.mouseDClick(slot, Qt.MouseButton.LeftButton, pos=slot.rect().center())
    assert page.editor.unit_at(1, "secondary") is None
    assert "Double-click" not in slot.toolTip()
    # An empty slot ignores the double-click; undo brings the unit back.
    QTest.mouseDClick(slot, Qt.MouseButton.LeftButton, pos=slot.rect().center())
    QTest.keyClick(page, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert page.editor.unit_at(1, "secondary") == REX


def test_saved_strike_teams_show_legal_or_draft_and_their_primaries(page, workspace):
    from app.roster import share
    from app.roster.store import RosterStore

    store = RosterStore(workspace.db)
    legal = share.decode(
        "spt[00010109,00010106,00010101,00010111,00010108,00010112]", workspace.catalog
    )
    legal.name, legal.mission_set = "Legal team", "Ruins"
    store.create(legal)
    draft = legal.copy()
    draft.name = "Draft team"
    draft.squads[1]["support"] = None
    store.create(draft)
    page.roster_list_changed()
    model = page.roster_list.model
    rows = {model.index(row).data(): row for row in range(model.rowCount())}
    assert set(rows) == {"Legal team", "Draft team"}
    assert model.is_legal(rows["Legal team"]) is True
    assert model.is_legal(rows["Draft team"]) is False
    tip = model.index(rows["Draft team"]).data(Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("General Anakin Skywalker + Lord Maul\nDraft: not legal yet\n")
    assert "Legal\n" in model.index(rows["Legal team"]).data(Qt.ItemDataRole.ToolTipRole)
    assert model.index(rows["Draft team"]).data(Qt.ItemDataRole.DecorationRole) is not None
