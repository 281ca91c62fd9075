"""The docs' own scenes at 1366×768: a Shatterpoint strike team in the builder (EN, FR), a
Shatterpoint game under way (EN, PL), the Catalogue page and a league's standings (EN), and
Flashpoint's team builder and profile designer (EN, FR, PL). Run by ``python -m
tests.screenshots``, which gives the folder in MUSTER_SCREENSHOTS."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QWidget

from app import systems
from app.roster.document import RosterDocument
from app.systems.shatterpoint import tracker as sp
from tests.screenshots import LANGUAGES
from tests.ui.campaign.test_campaign_screens import league_night
from tests.ui.tracker.conftest import REPUBLIC, SHADOW, start_game
from ui.application import Gui

SIZE = (1366, 768)
VANGUARD = RosterDocument(
    "shatterpoint",
    "Republic Vanguard",
    [
        {
            "primary": "general-anakin-skywalker",
            "secondary": "cc-7567-captain-rex",
            "support": "501st-clone-troopers",
        },
        {
            "primary": "jedi-master-luminara-unduli",
            "secondary": "padawan-ahsoka-tano",
            "support": "clan-kryze-mandalorians",
        },
    ],
    "Shifting Priorities",
)
FLASHPOINT_TEAM = ("profile-captain", "profile-rifleman", "profile-marksman", "profile-medic")


def settle() -> None:
    """Lets layouts, deferred deletions and posted events finish before a picture."""
    for _ in range(5):
        QCoreApplication.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def save(widget: QWidget, name: str) -> None:
    settle()
    folder = Path(os.environ["MUSTER_SCREENSHOTS"])
    folder.mkdir(parents=True, exist_ok=True)
    assert widget.grab().save(str(folder / name)), name


def shatterpoint_builder(gui: Gui) -> None:
    gui.window.show_page("builder")
    page = gui.window.pages["builder"].show_game("shatterpoint")
    page.load(VANGUARD.copy(), None)
    for language in ("en", "fr"):
        gui.languages.apply(language)
        save(gui.window, f"builder-{language}.png")
    page.load(page.system.new_roster(), None)


def shatterpoint_tracker(gui: Gui) -> None:
    gui.languages.apply("en")
    gui.window.show_page("games")
    settle()
    start_game(
        gui,
        ("Anakin", "Maul"),
        (REPUBLIC.copy(), SHADOW.copy()),
        mission_set="Twice the Pride",
        objectives=3,
        first_player=0,
    )
    view = gui.window.pages["games"].tracker
    view.record(sp.STRUGGLE_CARD_REVEALED, {"card": "", "active": [0, 1], "priority": None})
    view.start_turn_button.click()
    view.reveal(0)
    deck = view.columns[0].deck
    if view.state.decks[0].revealed == sp.SHATTERPOINT_CARD:
        deck.pick_menu.actions()[0].trigger()
    else:
        deck.activate_button.click()
    active = view.columns[0].panels[f"0:{view.state.activation.unit}"]
    view.turn_bar.action_buttons["focus"].click()
    maul = view.columns[1].panels["1:lord-maul"]
    for _ in range(4):
        maul.plus_button.click()
    maul.condition_buttons["exposed"].click()
    active.condition_buttons["strained"].click()
    for language in ("en", "pl"):
        gui.languages.apply(language)
        save(gui.window, f"tracker-{language}.png")
    gui.languages.apply("en")
    view.back_button.click()


def catalogue(gui: Gui) -> None:
    gui.languages.apply("en")
    gui.window.show_page("catalogue")
    gui.window.pages["catalogue"].show_system("shatterpoint")
    save(gui.window, "catalogue-en.png")


def league(gui: Gui) -> None:
    gui.languages.apply("en")
    league_night(gui.workspace.db, gui.workspace.catalog("shatterpoint"))
    gui.window.show_page("campaigns")
    page = gui.window.pages["campaigns"]
    page.reload()
    page.campaign_list.setCurrentIndex(page.campaigns_model.index(0))
    page.tabs.setCurrentIndex(0)
    save(gui.window, "campaigns-en.png")


def flashpoint_builder(gui: Gui) -> None:
    gui.window.show_page("builder")
    builder = gui.window.pages["builder"].show_game("flashpoint")
    for profile in FLASHPOINT_TEAM:
        builder.profiles.select(profile)
        builder.recruit_button.click()
    builder.fighters.selectRow(2)
    builder.role_combo.setCurrentIndex(builder.role_combo.count() - 1)  # the Strategist
    builder.fighters.selectRow(1)
    builder.fighter_name.setText("Vex")
    for language in LANGUAGES:
        gui.languages.apply(language)
        save(gui.window, f"flashpoint-builder-{language}.png")
    gui.languages.apply("en")
    builder.load(builder.system.new_roster(), None)


def flashpoint_designer(gui: Gui) -> None:
    from ui.systems.flashpoint.designer import DesignerDialog

    dialog = DesignerDialog(gui.workspace, systems.get("flashpoint"))
    dialog.resize(*SIZE)
    dialog.show()
    dialog.table.select("profile-mortar-gunner")
    for language in LANGUAGES:
        gui.languages.apply(language)
        save(dialog, f"flashpoint-designer-{language}.png")
    gui.languages.apply("en")
    dialog.close()


def main() -> None:
    gui = Gui()
    assert gui.start()
    gui.window.resize(*SIZE)
    gui.window.setWindowState(Qt.WindowState.WindowNoState)
    try:
        for scene in (
            shatterpoint_builder,
            shatterpoint_tracker,
            catalogue,
            league,
            flashpoint_builder,
            flashpoint_designer,
        ):
            scene(gui)
    finally:
        gui.languages.apply("en")
        gui.workspace.close()


if __name__ == "__main__":
    main()
