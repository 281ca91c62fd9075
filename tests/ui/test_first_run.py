"""First run: language, games, the boxes owned filling the collection, and where catalogues
come from, driven through the wizard's own widgets."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWizard

from app.catalog.boxes import boxes
from app.catalog.collection import Collection
from app.settings import load_preferences
from ui.application import Gui

CLUB_PACK = Path(__file__).resolve().parents[1] / "catalog" / "fixtures" / "club_extras.json"


@pytest.fixture
def gui(qtbot, muster_home):
    load_preferences().set("language", "en")
    instance = Gui()
    assert instance.start()
    qtbot.addWidget(instance.window)
    yield instance
    instance.window.close()
    instance.languages.apply("en")
    instance.workspace.close()


def click(wizard: QWizard, which: QWizard.WizardButton) -> None:
    QTest.mouseClick(wizard.button(which), Qt.MouseButton.LeftButton)


def tick(wizard, text: str) -> None:
    items = wizard.box_list.findItems(text, Qt.MatchFlag.MatchExactly)
    assert items, text
    rect = wizard.box_list.visualItemRect(items[0])
    # The check box sits at the start of the row.
    QTest.mouseClick(
        wizard.box_list.viewport(),
        Qt.MouseButton.LeftButton,
        pos=rect.topLeft() + QPoint(10, rect.height() // 2),
    )
    assert items[0].checkState() == Qt.CheckState.Checked, text


def test_the_first_run_fills_the_collection_and_imports_a_catalogue(gui, qtbot, tmp_path):
    core_set = set(boxes(gui.workspace.catalog("shatterpoint"))["Core Set"])
    wizard = gui.first_run()
    assert wizard is not None and wizard.isVisible()
    qtbot.waitExposed(wizard)

    # Language: French, at once.
    wizard.language_combo.setFocus()
    wizard.language_combo.setCurrentIndex(wizard.language_combo.findData("fr"))
    assert wizard.button(QWizard.WizardButton.CancelButton).text() == "Passer"
    assert gui.window.nav.item(0).text() == "Création"
    click(wizard, QWizard.WizardButton.NextButton)

    # Games: the flagship is ticked; Legion too.
    assert wizard.game_boxes["shatterpoint"].isChecked()
    legion = wizard.game_boxes["legion"]
    QTest.mouseClick(legion, Qt.MouseButton.LeftButton, pos=QPoint(8, legion.height() // 2))
    assert wizard.chosen_games() == ["shatterpoint", "legion"]
    click(wizard, QWizard.WizardButton.NextButton)

    # Boxes: the Core Set, from the Shatterpoint catalogue's own box list, by its French name.
    tick(wizard, "Star Wars: Shatterpoint : Boîte de base")
    click(wizard, QWizard.WizardButton.NextButton)

    # Catalogues: a file that is not a catalogue is said under the choice, and nothing moves.
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    QTest.keyClicks(wizard.import_path, str(broken))
    assert wizard.source() == "import"
    click(wizard, QWizard.WizardButton.FinishButton)
    assert wizard.isVisible() and wizard.source_error.text()
    assert "Traceback" not in wizard.source_error.text()
    wizard.import_path.clear()
    QTest.keyClicks(wizard.import_path, str(CLUB_PACK))
    click(wizard, QWizard.WizardButton.FinishButton)
    assert not wizard.isVisible()

    pack_files = gui.workspace.user_pack_files("shatterpoint")
    assert [f.stem for f in pack_files] == ["club-extras"], pack_files
    owned = Collection(gui.workspace.db, "shatterpoint").counts()
    assert set(owned) == core_set and set(owned.values()) == {1}
    prefs = load_preferences()
    assert prefs.get("language") == "fr" and prefs.get("first_run_done") is True
    # The games ticked are the ones Settings → Games I play shows.
    assert prefs.games_played == ["shatterpoint", "legion"]
    gui.window.show_page("settings")
    assert gui.window.settings_page.games_box.chosen() == ["shatterpoint", "legion"]
    assert gui.first_run() is None  # only once


def test_skipping_keeps_the_collection_empty_and_does_not_ask_again(gui, qtbot):
    wizard = gui.first_run()
    qtbot.waitExposed(wizard)
    click(wizard, QWizard.WizardButton.NextButton)
    click(wizard, QWizard.WizardButton.NextButton)
    tick(wizard, "Core Set")  # one game: the box names alone
    click(wizard, QWizard.WizardButton.CancelButton)
    assert not wizard.isVisible()
    assert Collection(gui.workspace.db, "shatterpoint").counts() == {}
    assert gui.first_run() is None


def test_following_a_data_repository(gui, qtbot):
    from app.catalog import updates

    wizard = gui.first_run()
    qtbot.waitExposed(wizard)
    for _ in range(3):
        click(wizard, QWizard.WizardButton.NextButton)
    QTest.keyClicks(wizard.repository_url, "not an address")
    click(wizard, QWizard.WizardButton.FinishButton)
    assert wizard.isVisible() and wizard.source_error.text()
    wizard.repository_url.clear()
    QTest.keyClicks(wizard.repository_url, "https://club.example/muster/index.json")
    click(wizard, QWizard.WizardButton.FinishButton)
    assert not wizard.isVisible()
    assert updates.repositories(gui.workspace.prefs) == ["https://club.example/muster/index.json"]


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_the_collection_page_explains_itself_whole_and_speaks_of_every_game(gui, qtbot, language):
    wizard = gui.first_run()
    assert wizard is not None
    qtbot.waitExposed(wizard)
    wizard.language_combo.setCurrentIndex(wizard.language_combo.findData(language))
    click(wizard, QWizard.WizardButton.NextButton)
    for game in ("legion", "flashpoint", "starcraft"):
        box = wizard.game_boxes[game]
        QTest.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    click(wizard, QWizard.WizardButton.NextButton)
    assert wizard.currentPage() is wizard.boxes_page
    # Legion's boxes are listed beside Shatterpoint's, each under its game's name.
    games = {
        wizard.box_list.item(r).data(Qt.ItemDataRole.UserRole)[0]
        for r in range(wizard.box_list.count())
    }
    assert games == {"shatterpoint", "legion"}
    # The two games with no boxes say what they ask for instead.
    notes = wizard.game_notes.text().splitlines()
    assert wizard.game_notes.isVisible() and len(notes) == 2
    assert notes[0].startswith("Flashpoint") and notes[1].startswith("StarCraft")
    # Box names in the player's language where the game knows them (the core set's), the
    # others as the catalogue names them: no French or Polish name is known for them.
    labels = [wizard.box_list.item(r).text() for r in range(wizard.box_list.count())]
    core = {"en": "Core Set", "fr": "Boîte de base", "pl": "Zestaw podstawowy"}[language]
    assert any(label.endswith(core) for label in labels), labels
    assert any(label.endswith("Hello There") for label in labels), labels
    wizard.grab().save(f"/tmp/first-run-boxes-{language}.png")
    # The explanation wraps in its own label: whole, however long the language makes it.
    intro = wizard.boxes_intro
    assert intro.isVisible() and intro.wordWrap()
    assert intro.heightForWidth(intro.width()) <= intro.height()
    assert "Catalogue" in intro.text() or "catalogue" in intro.text() or "Katalog" in intro.text()
