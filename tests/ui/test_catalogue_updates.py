"""Settings → Catalogue updates, driven through its widgets against a data repository served
on 127.0.0.1: add a repository, check (in a worker thread), preview, apply, roll back;
a failing or cancelled check says why and changes nothing."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from app.catalog.download import Limits
from tests.catalog.http_repo import RepoServer, Route, pack_bytes


@pytest.fixture
def server() -> Iterator[RepoServer]:
    repo = RepoServer()
    yield repo
    repo.stop()


@pytest.fixture
def box(gui, qtbot):
    gui.window.show_page("settings")
    updates_box = gui.window.settings_page.updates_box
    updates_box.limits = Limits(timeout=5.0, deadline=30.0)
    yield updates_box
    from ui.settings.catalogue_updates import wait_for_checks

    wait_for_checks()


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def add(qtbot, box, url: str) -> None:
    box.url_edit.setFocus()
    qtbot.keyClicks(box.url_edit, url)
    click(qtbot, box.add_button)


def answer(qtbot, box, button: QMessageBox.StandardButton) -> None:
    qtbot.waitUntil(lambda: box.confirm is not None and box.confirm.isVisible())
    click(qtbot, box.confirm.button(button))


def packs(gui) -> Path:
    return gui.workspace.paths.user_packs_dir / "shatterpoint"


def test_no_repository_by_default_and_checking_needs_one(gui, qtbot, box):
    assert box.repo_list.count() == 0 and box.empty_label.isVisibleTo(box)
    click(qtbot, box.check_button)
    assert "add its address above" in box.status.text()
    assert box.check_thread is None and not box.rollback_button.isEnabled()


def test_add_check_preview_apply_and_roll_back(gui, qtbot, box, server: RepoServer):
    from app.roster.store import RosterStore
    from tests.catalog.test_updates import republic_roster

    name, roster = republic_roster()
    roster.name = name
    RosterStore(gui.workspace.db).create(roster)
    catalogue = gui.window.pages["catalogue"]  # built before the update: it follows it
    data = pack_bytes("2026.11.1", rex_pc=5)
    url = server.publish({"shatterpoint/club-points": data})
    add(qtbot, box, url)
    assert [box.repo_list.item(0).text()] == [url] and box.url_edit.text() == ""
    assert gui.workspace.prefs.get("catalog_repositories") == [url]

    click(qtbot, box.check_button)
    assert box.cancel_button.isVisibleTo(box) and box.progress.isVisibleTo(box)
    assert not box.check_button.isEnabled()
    qtbot.waitUntil(lambda: box.preview is not None and box.preview.isVisible(), timeout=20_000)
    preview = box.preview.text.toPlainText()
    assert "~ CC-7567 Captain Rex (cc-7567-captain-rex): PC 4 → 5" in preview
    assert "new pack club-points 2026.11.1" in preview
    assert "Saved rosters that become illegal: 1\n    ! Republic" in preview
    assert not (packs(gui) / "club-points.json").exists()  # nothing before Apply
    assert not box.cancel_button.isVisibleTo(box) and box.check_button.isEnabled()

    click(qtbot, box.preview.apply_button)
    assert (packs(gui) / "club-points.json").read_bytes() == data
    assert "Updated 1 pack" in box.status.text()
    assert gui.workspace.catalog("shatterpoint").units["cc-7567-captain-rex"].pc == 5
    assert catalogue.catalog.units["cc-7567-captain-rex"].pc == 5
    assert box.rollback_button.isEnabled()
    assert box.rollback_combo.currentText().startswith("Star Wars: Shatterpoint")

    click(qtbot, box.check_button)
    qtbot.waitUntil(lambda: box.check_thread is None, timeout=20_000)
    assert box.status.text() == "Every catalogue is up to date."

    click(qtbot, box.rollback_button)
    answer(qtbot, box, QMessageBox.StandardButton.No)
    assert (packs(gui) / "club-points.json").exists()
    click(qtbot, box.rollback_button)
    answer(qtbot, box, QMessageBox.StandardButton.Yes)
    assert not (packs(gui) / "club-points.json").exists()
    assert "back as it was before its last update" in box.status.text()
    assert gui.workspace.catalog("shatterpoint").units["cc-7567-captain-rex"].pc == 4
    assert not box.rollback_button.isEnabled()


def test_a_refused_check_says_why_and_changes_nothing(gui, qtbot, box, server: RepoServer):
    url = server.publish(
        {"shatterpoint/club-points": pack_bytes("1", rex_pc=5)},
        overrides={"shatterpoint/club-points": {"sha256": "e" * 64}},
    )
    add(qtbot, box, url)
    click(qtbot, box.check_button)
    qtbot.waitUntil(lambda: box.check_thread is None, timeout=20_000)
    assert "SHA-256 differs" in box.status.text()
    assert box.status.text().endswith("Nothing was changed.")
    assert box.preview is None and not packs(gui).exists()

    server.stop()
    server.stop = lambda: None  # type: ignore[method-assign]
    click(qtbot, box.check_button)
    qtbot.waitUntil(lambda: box.check_thread is None, timeout=20_000)
    assert "cannot be reached" in box.status.text()


def test_cancel_stops_a_slow_check_at_once(gui, qtbot, box, server: RepoServer):
    server.routes["/slow.json"] = Route(kind="slow", delay=2.0)
    add(qtbot, box, server.url("/slow.json"))
    click(qtbot, box.check_button)
    assert box.cancel_button.isVisibleTo(box)
    click(qtbot, box.cancel_button)
    assert box.status.text() == "The check was cancelled. Nothing was changed."
    assert box.check_button.isEnabled() and not box.progress.isVisibleTo(box)
    assert box.check_thread is None


def test_a_bad_address_is_explained_and_removing_asks_first(gui, qtbot, box):
    add(qtbot, box, "club.example/index.json")
    assert box.url_error.isVisibleTo(box) and "http or https" in box.url_error.text()
    assert box.repo_list.count() == 0
    box.url_edit.clear()
    assert not box.url_error.isVisibleTo(box)
    add(qtbot, box, "https://club.example/index.json")
    box.repo_list.setCurrentRow(0)
    click(qtbot, box.remove_button)
    answer(qtbot, box, QMessageBox.StandardButton.No)
    assert box.repo_list.count() == 1
    click(qtbot, box.remove_button)
    answer(qtbot, box, QMessageBox.StandardButton.Yes)
    assert box.repo_list.count() == 0
    assert gui.workspace.prefs.get("catalog_repositories") == []
