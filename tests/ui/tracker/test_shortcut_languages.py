"""Each language has its own one-letter keys (mnemonics of its own words), shown on the
buttons, listed by F1 and named in the tooltips."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QLabel

from app.systems.shatterpoint.tracker import SHATTERPOINT_CARD
from tests.ui.tracker.conftest import when_modal
from tests.ui.tracker.test_languages import start
from ui.systems.shatterpoint.tracker.shortcuts import ShortcutsDialog, letter_keys
from ui.systems.shatterpoint.tracker.struggle_card_dialog import StruggleCardDialog

LETTERS = {
    "en": {"reveal": "R", "use_reserve": "U", "activate": "A", "end_activation": "E"},
    "fr": {"reveal": "R", "use_reserve": "U", "activate": "A", "end_activation": "F"},
    "pl": {"reveal": "O", "use_reserve": "U", "activate": "A", "end_activation": "Z"},
}
MORE = {
    "en": {"end_turn": "T", "start_turn": "N"},
    "fr": {"end_turn": "T", "start_turn": "C"},
    "pl": {"end_turn": "T", "start_turn": "R"},
}


def key(letter: str) -> Qt.Key:
    return Qt.Key(ord(letter))


def cap(button) -> str:
    label = button.findChild(QLabel)
    assert label is not None and label.isVisibleTo(button)
    return label.text()


def focus(gui, qtbot) -> None:
    gui.window.activateWindow()  # the offscreen platform does not hand focus back by itself
    qtbot.waitUntil(gui.window.isActiveWindow)


def activate(view, qtbot, letter: str) -> None:
    player = view.state.active_player
    if view.state.decks[player].revealed == SHATTERPOINT_CARD:
        view.columns[player].deck.pick_menu.actions()[0].trigger()
    else:
        qtbot.keyClick(view, key(letter))
    assert view.state.activation is not None


def test_french_and_polish_keys_play_a_turn_each(gui, qtbot):
    page = start(gui, qtbot)
    view = page.tracker
    assert view is not None
    focus(gui, qtbot)

    gui.languages.apply("fr")
    assert letter_keys() == LETTERS["fr"] | MORE["fr"]
    deck = view.columns[1].deck
    assert cap(deck.reveal_button) == "R"
    assert cap(view.turn_bar.end_activation_button) == "F"
    assert cap(view.start_turn_button) == "C"

    def card(dialog: StruggleCardDialog) -> None:
        dialog.boxes[1].setChecked(True)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    problems = when_modal(qtbot, card)
    qtbot.keyClick(view, Qt.Key.Key_R)  # Révéler: the struggle card, turn 1, the top card
    assert problems == []
    focus(gui, qtbot)
    assert view.state.turn == 1 and view.state.decks[1].revealed is not None
    activate(view, qtbot, "A")
    qtbot.keyClick(view, Qt.Key.Key_1)
    qtbot.keyClick(view, Qt.Key.Key_E)  # the English key does nothing in French
    assert not view.state.activation.ended
    qtbot.keyClick(view, Qt.Key.Key_F)  # Fin d'activation
    assert view.state.activation.ended
    qtbot.keyClick(view, Qt.Key.Key_T)  # Fin du tour
    assert view.state.step == 0 and view.state.turn == 1
    # The French heading elides "de" before the next player's name.
    assert view.turn_bar.heading.text() == "Le tour 1 est terminé — au tour d'Anna"

    gui.languages.apply("pl")
    assert letter_keys() == LETTERS["pl"] | MORE["pl"]
    assert cap(deck.reveal_button) == "O"
    assert cap(view.turn_bar.end_activation_button) == "Z"
    assert cap(view.turn_bar.end_turn_button) == "T"
    qtbot.keyClick(view, Qt.Key.Key_R)  # Rozpocznij turę
    assert view.state.turn == 2 and view.state.in_turn
    player = view.state.active_player
    qtbot.keyClick(view, Qt.Key.Key_O)  # Odkryj
    assert view.state.decks[player].revealed is not None
    activate(view, qtbot, "A")
    qtbot.keyClick(view, Qt.Key.Key_Z)  # Zakończ aktywację
    assert view.state.activation.ended

    def listed(dialog: ShortcutsDialog) -> None:
        keys = [dialog.table.item(row, 0).text() for row in range(dialog.table.rowCount())]
        assert keys[:3] == ["O", "U", "A"] and "Z" in keys and "R" in keys
        dialog.reject()

    problems = when_modal(qtbot, listed)
    qtbot.keyClick(view, Qt.Key.Key_F1)
    assert problems == []


def test_tooltips_name_the_key_of_the_language(gui, qtbot):
    page = start(gui, qtbot)
    view = page.tracker
    assert view is not None
    deck = view.columns[1].deck
    for language in ("en", "fr", "pl"):
        gui.languages.apply(language)
        letters = letter_keys()
        assert letters == LETTERS[language] | MORE[language]
        buttons = {
            "reveal": deck.reveal_button,
            "use_reserve": deck.use_reserve_button,
            "activate": deck.activate_button,
            "end_activation": view.turn_bar.end_activation_button,
            "end_turn": view.turn_bar.end_turn_button,
            "start_turn": view.start_turn_button,
        }
        for name, button in buttons.items():
            assert button.toolTip().endswith(f"({letters[name]})"), (language, name)
            assert cap(button) == letters[name]
