"""The tracker follows the interface language at once, with the rulebooks' own terms."""

from __future__ import annotations

from app.roster.document import RosterDocument
from tests.ui.tracker.conftest import REPUBLIC, SHADOW, start_game
from ui.tracker.games_model import GamesModel
from ui.tracker.games_page import GamesPage


def start(gui, qtbot, deck_mode: str = "digital") -> GamesPage:
    gui.window.show_page("games")
    page = gui.window.pages["games"]
    assert isinstance(page, GamesPage)
    qtbot.waitUntil(page.isVisible)
    game = start_game(
        gui,
        ("Anna", "Bartek"),
        (RosterDocument.from_json(REPUBLIC.to_json()), SHADOW.copy()),
        mission_set="Twice the Pride",
        objectives=3,
        deck_mode=deck_mode,
        first_player=1,
    )
    assert game is not None
    return page


def test_the_tracker_switches_to_polish_and_back(gui, qtbot):
    page = start(gui, qtbot)
    view = page.tracker
    assert view is not None
    maul = view.columns[1].panels["1:lord-maul"]
    assert view.turn_bar.end_turn_button.text() == "End turn"

    gui.languages.apply("pl")
    assert view.turn_bar.end_turn_button.text() == "Zakończ turę"
    assert view.turn_bar.action_buttons["take_cover"].text() == "Krycie się"
    assert maul.condition_buttons["strained"].text() == "Zmęczenie"
    assert maul.condition_buttons["exposed"].text() == "Zagrożenie"
    assert view.columns[0].force.title.text() == "Moc"
    assert view.columns[1].deck.title.text() == "Talia rozkazów"
    assert view.objectives.title.text() == "Cele misji"
    assert view.turn_bar.heading.text() == "Przed pierwszą turą — zaczyna Bartek"
    assert view.start_turn_button.text() == "Odkryj kartę fazy I i rozpocznij turę 1"
    assert view.undo_button.text() == "Cofnij"
    assert view.track.toolTip().startswith("Znacznik zmagania: środek")

    # The wounded status and pip tooltips use the rulebook's words.
    view.change_damage("1:lord-maul", maul.view.stamina)
    assert maul.status.text() == "Osłabiony"
    assert maul.pips.toolTip().startswith("Osłabiony: 1, okaleczony: 0")

    gui.languages.apply("fr")
    assert maul.status.text() == "Blessé"
    assert maul.condition_buttons["pinned"].text() == "Entravé"
    assert view.turn_bar.end_turn_button.text() == "Fin du tour"

    gui.languages.apply("en")
    assert maul.status.text() == "Wounded"
    view.back_button.click()
    players = GamesModel.COLUMNS.index("players")
    assert page.model.headerData(players, page.table.horizontalHeader().orientation()) == "Players"
