"""The Force pool says how much is available and spent with each count in its plural form."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.i18n import plural_form
from tests.ui.tracker.test_languages import start


def test_the_force_pool_counts_in_each_language(gui, qtbot):
    page = start(gui, qtbot)
    view = page.tracker
    assert view is not None
    force = view.columns[0].force
    total = force.view.total
    assert total > 2
    assert force.count.toolTip() == f"Force: {total} available, 0 spent"

    qtbot.mouseClick(force.spend_button, Qt.MouseButton.LeftButton)
    assert force.count.toolTip() == f"Force: {total - 1} available, 1 spent"

    gui.languages.apply("fr")
    assert force.count.toolTip() == f"Force : {total - 1} disponibles, 1 dépensée"
    qtbot.mouseClick(force.spend_button, Qt.MouseButton.LeftButton)
    assert force.count.toolTip() == f"Force : {total - 2} disponibles, 2 dépensées"

    gui.languages.apply("pl")
    ready = ("przygotowany", "przygotowane", "przygotowanych")[plural_form("pl", total - 2)]
    assert force.tokens.toolTip() == f"Moc: {total - 2} {ready}, 2 zużyte"
    while force.spend_button.isEnabled():
        qtbot.mouseClick(force.spend_button, Qt.MouseButton.LeftButton)
    spent = ("zużyty", "zużyte", "zużytych")[plural_form("pl", total)]
    assert force.tokens.toolTip() == f"Moc: 0 przygotowanych, {total} {spent}"
    assert "(" not in force.accessibleName()
