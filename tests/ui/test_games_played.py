"""Settings → Games I play: the same choice the first run asks for, changed by ticking its
boxes, and what follows from it: the Builder opens on the first game played (when no game
was used last), the New game dialog offers the games played with a way to show every game,
and the Catalogue page lists the games played first."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtTest import QTest

from app import systems
from app.i18n import current_language
from ui import systems as game_views


def tick(box) -> None:
    QTest.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def play_only(gui, played: str):
    """Unticks every game but ``played`` under Settings → Games I play; returns the box."""
    gui.window.show_page("settings")
    games = gui.window.settings_page.games_box
    for system_id, box in games.boxes.items():
        if box.isChecked() != (system_id == played):
            tick(box)
    return games


def test_settings_show_and_change_the_games_played(gui, qtbot):
    games = play_only(gui, "legion")
    assert games.chosen() == ["legion"]
    assert gui.workspace.prefs.games_played == ["legion"]
    # What the first run will show again, and what the Builder opens on with no game used.
    from ui.builder.page import BuilderPage

    builder = BuilderPage(gui.workspace, QSettings(), None)
    qtbot.addWidget(builder)
    assert builder.stack.currentWidget() is builder.builders["legion"]


def test_the_builder_opens_on_the_first_game_played_unless_another_was_used_last(
    gui, qtbot, tmp_path
):
    from ui.builder.page import GAME_KEY, BuilderPage

    gui.workspace.prefs.set("games_played", ["flashpoint", "legion"])
    settings = QSettings(str(tmp_path / "ui.ini"), QSettings.Format.IniFormat)
    first = BuilderPage(gui.workspace, settings, None)
    qtbot.addWidget(first)
    assert first.stack.currentWidget() is first.builders["legion"]  # the registry's order
    first.show_game("shatterpoint")
    again = BuilderPage(gui.workspace, settings, None)
    qtbot.addWidget(again)
    assert settings.value(GAME_KEY) == "shatterpoint"
    assert again.stack.currentWidget() is again.builders["shatterpoint"]


def test_the_new_game_dialog_offers_the_games_played_and_every_game_on_request(gui, qtbot):
    from ui.tracker.new_game_dialog import NewGameDialog

    play_only(gui, "starcraft")
    dialog = NewGameDialog(gui.workspace, gui.window)
    qtbot.addWidget(dialog)
    combo = dialog.system_combo
    assert [combo.itemData(r) for r in range(combo.count())] == ["starcraft"]
    assert dialog.system.id == "starcraft"
    assert not dialog.all_games_box.isHidden()
    assert dialog.all_games_box.text() == "Show every game"
    tick(dialog.all_games_box)
    every = [combo.itemData(r) for r in range(combo.count())]
    assert every[0] == "starcraft" and sorted(every) == sorted(game_views.tracker_ids())
    assert dialog.system.id == "starcraft"  # the game chosen stays chosen
    combo.setCurrentIndex(combo.findData("shatterpoint"))
    assert dialog.system.id == "shatterpoint"
    tick(dialog.all_games_box)  # back to the games played: the first of them is chosen
    assert combo.count() == 1 and dialog.system.id == "starcraft"
    # A game asked for by name (a team to play from the Builder) is offered unticked.
    asked = NewGameDialog(gui.workspace, gui.window, system_id="legion")
    qtbot.addWidget(asked)
    assert asked.system.id == "legion" and asked.all_games_box.isChecked()


def test_every_game_played_hides_the_show_every_game_box(gui, qtbot):
    from ui.tracker.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(gui.workspace, gui.window)
    qtbot.addWidget(dialog)
    assert dialog.all_games_box.isHidden()
    assert dialog.system_combo.count() == len(game_views.tracker_ids())


def test_the_catalogue_page_lists_the_games_played_first(gui, qtbot):
    gui.window.show_page("catalogue")
    page = gui.window.pages["catalogue"]
    combo = page.system_combo
    assert combo.itemData(0) == game_views.catalogue_ids()[0]
    play_only(gui, "starcraft")  # the page, already built, follows
    assert combo.itemData(0) == "starcraft"
    assert combo.itemData(combo.currentIndex()) == page.system_id  # still the game shown
    assert combo.itemText(0) == systems.display_name("starcraft", current_language())


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_the_games_played_box_reads_whole_at_1366_by_768(gui, qtbot, language):
    gui.languages.apply(language)
    gui.window.resize(1366, 768)
    games = play_only(gui, "legion")
    qtbot.waitUntil(lambda: games.isVisible())
    gui.window.grab().save(f"/tmp/games-played-{language}.png")
    hint = games.hint
    assert hint.text() and hint.heightForWidth(hint.width()) <= hint.height()
    assert games.title() != "Games I play" or language == "en"
    for system_id, box in games.boxes.items():
        assert box.text() == systems.display_name(system_id, language)
        assert box.sizeHint().width() <= box.width()


def test_the_catalogue_pages_boxes_speak_the_players_language(gui, qtbot):
    """The Shatterpoint core set's French and Polish names are the editions' own ("Boîte de
    base", "Zestaw podstawowy"); a squad pack keeps its English name (none other known), and
    "Card and unit names: always in English" keeps the English name too."""
    from app.i18n import set_card_names_in_english

    gui.window.show_page("catalogue")
    page = gui.window.pages["catalogue"]
    page.show_system("shatterpoint")
    menu = page.boxes_button.menu()

    def texts() -> list[str]:
        return [action.text() for action in menu.actions()]

    assert "Core Set (12)" in texts()
    gui.languages.apply("fr")
    assert "Boîte de base (12)" in texts() and "Hello There (3)" in texts()
    gui.languages.apply("pl")
    assert "Zestaw podstawowy (12)" in texts()
    set_card_names_in_english(True)
    try:
        page.boxes_button.retranslate()
        assert "Core Set (12)" in texts()
    finally:
        set_card_names_in_english(False)
        gui.languages.apply("en")
    core = menu.findChild(type(menu.actions()[0]), "box-Core Set")
    core.trigger()
    assert page.undo_stack.undoText() == "Own the box Core Set"
