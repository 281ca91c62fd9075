"""The tracker window follows the core's rules: the buttons it offers are the events the rules
accept (over random play, and with no dead end), and each rule of issue 9 shows in the widgets:
no reserve of the last card, control that never drops to nobody, a stance flipped once per
activation, Strained in one click, and the Force tax of Wounded and Injured tokens."""

from __future__ import annotations

import random
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QDialog, QDialogButtonBox

from app import systems
from app.db import open_database
from app.systems.shatterpoint import tracker as sp
from app.tracker.game import Game
from tests.profiles import examples
from tests.tracker.helpers import make_setup, record_turn_start
from tests.ui.tracker.conftest import when_modal
from ui.systems.shatterpoint.tracker.struggle_card_dialog import StruggleCardDialog
from ui.systems.shatterpoint.tracker.tracker_view import TrackerView

REX = "cc-7567-captain-rex"
MAUL = "lord-maul"


@pytest.fixture
def database(tmp_path: Path, muster_home: Path, migrated_sqlite: Path) -> Iterator[Any]:
    file = tmp_path / "window.db"
    shutil.copyfile(migrated_sqlite, file)  # at the newest schema already (tests/conftest.py)
    db = open_database(f"sqlite:///{file}", backups_dir=None)
    yield db
    db.dispose()


def open_view(qtbot: Any, game: Game) -> TrackerView:
    view = TrackerView(game, systems.get("shatterpoint"))
    qtbot.addWidget(view)
    view.resize(1366, 768)
    view.show()
    return view


def click(qtbot: Any, button: QAbstractButton) -> None:
    assert button.isVisible() and button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def usable(button: QAbstractButton) -> bool:
    return button.isVisibleTo(button.window()) and button.isEnabled()


# --- 2. what the window offers is what the core accepts ----------------------------------------


def offered_by_window(view: TrackerView) -> set[str]:
    state = view.state
    kinds = set()
    if usable(view.start_turn_button):
        kinds.add("start")
    if not state.in_turn:
        return kinds
    player = state.active_player
    for column in view.columns:
        deck = column.deck
        buttons = {
            "order_revealed:deck": deck.reveal_button,
            "order_revealed:reserve": deck.use_reserve_button,
            "order_reserved": deck.reserve_button,
            "shatterpoint_skipped": deck.skip_button,
            "unit_activated": deck.activate_button,
            "unit_activated ": deck.pick_button,
        }
        for kind, button in buttons.items():
            if usable(button):
                assert column.player == player, (kind, "offered to the player who waits")
                kinds.add(kind.strip())
    bar = view.turn_bar
    if any(usable(button) for button in bar.action_buttons.values()):
        kinds.add("action_taken")
    if usable(bar.end_activation_button):
        kinds.add("activation_ended")
    if usable(bar.end_turn_button):
        kinds.add("turn_ended")
    return kinds


def accepted_by_core(view: TrackerView) -> set[str]:
    kinds = set()
    for kind, payload in sp.next_events(view.state):
        if kind in ("struggle_card_revealed", "turn_started"):
            kinds.add("start")
        elif kind == "order_revealed":
            kinds.add(f"order_revealed:{payload['from']}")
        else:
            kinds.add(kind)
    return kinds


def answer_dialog(rng: random.Random) -> Any:
    def handle(dialog: QDialog) -> None:
        if isinstance(dialog, StruggleCardDialog):
            for box in dialog.boxes:
                box.setChecked(rng.random() < 0.5)
            dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        else:  # which condition a Wounded unit removes: the first one offered
            dialog.accept()

    return handle


def asks(view: TrackerView, unit_id: str | None) -> bool:
    """Activating this unit asks which condition it removes (Wounded, with conditions)."""
    player = view.state.active_player
    unit = view.state.unit(player, unit_id) if player is not None and unit_id else None
    return unit is not None and unit.is_wounded and bool(unit.conditions)


def play_one_step(qtbot: Any, view: TrackerView, rng: random.Random) -> bool:
    """Presses one of the buttons the window offers, as a player at the table would (True),
    or now and then a button of a unit panel: damage, a condition, Strained, an ability
    (False)."""
    state = view.state
    if rng.random() < 0.25:
        column = view.columns[rng.choice((0, 1))]
        panel = rng.choice(list(column.panels.values()))
        choices = [
            panel.plus_button,
            panel.plus_button,
            panel.condition_buttons["strained"],
            panel.strain_button,
            panel.ability_button,
            panel.stance_button,
        ]
        button = rng.choice(choices)
        if usable(button):
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        return False
    candidates: list[QAbstractButton] = []
    if usable(view.start_turn_button):
        candidates.append(view.start_turn_button)
    if state.in_turn and state.active_player is not None:
        deck = view.columns[state.active_player].deck
        for button in (
            deck.reveal_button,
            deck.use_reserve_button,
            deck.reserve_button,
            deck.skip_button,
            deck.activate_button,
        ):
            if usable(button):
                candidates.append(button)
        bar = view.turn_bar
        candidates += [b for b in bar.action_buttons.values() if usable(b)]
        for button in (bar.end_activation_button, bar.end_turn_button):
            if usable(button):
                candidates.append(button)
        if usable(deck.pick_button):
            action = rng.choice(deck.pick_menu.actions())
            unit_id = str(action.data()).partition(":")[2]
            problems = when_modal(qtbot, answer_dialog(rng)) if asks(view, unit_id) else []
            action.trigger()
            assert problems == []
            return True
    assert candidates, "no way forward"
    button = rng.choice(candidates)
    if button is view.turn_bar.end_turn_button:
        for controller in view.objectives.controller_buttons:
            if usable(controller) and rng.random() < 0.3:
                click(qtbot, controller)
    dialog = (button is view.start_turn_button and sp.struggle_card_due(state)) or (
        button is view.columns[state.active_player or 0].deck.activate_button
        and asks(view, state.decks[state.active_player or 0].revealed)
    )
    problems = when_modal(qtbot, answer_dialog(rng)) if dialog else []
    click(qtbot, button)
    assert problems == []
    return True


# Each example plays up to 60 clicks in a real window: a few in `make test`, enough to reach
# rare states (a Wounded unit asked which condition it removes, a Shatterpoint card skipped,
# a game won) under `make test-full`.
@settings(
    max_examples=examples(4, full=60),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_the_window_offers_exactly_what_the_rules_accept(
    qtbot: Any, database: Any, seed: int
) -> None:
    rng = random.Random(seed)
    game = Game.create(
        database, "shatterpoint", make_setup(seed=seed, first_player=rng.choice((0, 1)))
    )
    view = open_view(qtbot, game)
    for _ in range(60):
        if view.state.finished:
            assert accepted_by_core(view) == set() == offered_by_window(view)
            break
        assert offered_by_window(view) == accepted_by_core(view)
        if play_one_step(qtbot, view, rng):
            assert view.status.text() == ""  # what the window offered, the rules accepted
        view.status.clear()  # a unit panel's button may be refused: it says why
    view.close()


# --- each rule in the widgets ------------------------------------------------------------------


def started_game(database: Any, **setup: Any) -> Game:
    game = Game.create(database, "shatterpoint", make_setup(first_player=0, **setup))
    return game


def test_the_last_card_is_not_offered_for_the_reserve(qtbot: Any, database: Any) -> None:
    game = started_game(database)
    rest = [c for c in game.state.decks[0].deck if c != REX]
    game.record("deck_corrected", {"player": 0, "deck": [REX], "discard": rest})
    record_turn_start(game)
    view = open_view(qtbot, game)
    deck = view.columns[0].deck
    click(qtbot, deck.reveal_button)
    assert view.state.decks[0].revealed == REX
    assert not deck.reserve_button.isEnabled()
    assert deck.activate_button.text() == "Activate CC-7567 Captain Rex"
    click(qtbot, deck.activate_button)
    assert view.state.activation is not None and view.state.activation.unit == REX


def test_a_controlled_objective_cycles_between_the_players_only(qtbot: Any, database: Any) -> None:
    game = started_game(database)
    game.record("struggle_card_revealed", {"card": "", "active": [0], "priority": None})
    view = open_view(qtbot, game)
    click(qtbot, view.start_turn_button)
    click(qtbot, view.columns[0].deck.reveal_button)
    activate_revealed(qtbot, view, 0)
    control = view.objectives.controller_buttons[0]
    assert control.text() == "Nobody"
    click(qtbot, control)
    assert control.text() == "Anakin"
    click(qtbot, view.turn_bar.end_turn_button)
    assert view.state.objectives[0].controller == 0
    click(qtbot, view.start_turn_button)
    click(qtbot, view.columns[1].deck.reveal_button)
    activate_revealed(qtbot, view, 1)
    names = []
    for _ in range(3):
        click(qtbot, control)
        names.append(control.text())
    assert names == ["Maul", "Anakin", "Maul"]  # never "Nobody" again
    assert "opponent" in control.toolTip()
    click(qtbot, view.turn_bar.end_turn_button)
    assert view.state.objectives[0].controller == 1 and view.status.text() == ""


def activate_revealed(qtbot: Any, view: TrackerView, player: int) -> str:
    deck = view.columns[player].deck
    if view.state.decks[player].revealed == "shatterpoint":
        deck.pick_menu.actions()[0].trigger()
    else:
        click(qtbot, deck.activate_button)
    activation = view.state.activation
    assert activation is not None
    return activation.unit


def test_the_stance_button_follows_the_once_per_activation_rule(qtbot: Any, database: Any) -> None:
    game = started_game(database)
    view = open_view(qtbot, game)
    maul = view.columns[1].panels[f"1:{MAUL}"]
    click(qtbot, maul.stance_button)  # before the first turn: the starting side, freely
    assert view.state.unit(1, MAUL).stance == "B"
    record_turn_start(game)
    view.refresh()
    click(qtbot, view.columns[0].deck.reveal_button)
    unit = activate_revealed(qtbot, view, 0)
    own = view.columns[0].panels[f"0:{unit}"]
    assert own.stance_button.isEnabled() and not maul.stance_button.isEnabled()
    click(qtbot, own.stance_button)
    assert view.state.unit(0, unit).stance == "B"
    assert not own.stance_button.isEnabled()  # once per activation
    view.undo()
    assert own.stance_button.isEnabled() and view.state.unit(0, unit).stance == "A"


def test_strained_is_one_click_after_the_unit_acts_and_undoable(qtbot: Any, database: Any) -> None:
    game = started_game(database)
    record_turn_start(game)
    view = open_view(qtbot, game)
    click(qtbot, view.columns[0].deck.reveal_button)
    unit = activate_revealed(qtbot, view, 0)
    panel = view.columns[0].panels[f"0:{unit}"]
    click(qtbot, panel.condition_buttons["strained"])
    assert not panel.strain_button.isVisible()
    click(qtbot, view.turn_bar.action_buttons["move"])
    assert panel.strain_button.isVisible()
    # The compact panel (this window at 1366×768) shows it in the Strained toggle's place.
    assert panel.strain_button.text() == ("3 damage" if panel.compact else "Strained: 3 damage")
    assert panel.condition_buttons["strained"].isVisible() != panel.compact
    damage = view.state.unit(0, unit).damage
    click(qtbot, panel.strain_button)
    after = view.state.unit(0, unit)
    assert after.damage == min(after.stamina, damage + 3) and "strained" not in after.conditions
    assert (
        not panel.strain_button.isVisible() and not panel.condition_buttons["strained"].isChecked()
    )
    assert (
        "suffers 3 damage, then loses Strained"
        in view.log_model.index(view.log_model.rowCount() - 1).data()
    )
    view.undo()
    assert panel.strain_button.isVisible() and view.state.unit(0, unit).damage == damage


def test_the_force_tax_shows_on_the_unit_and_is_spent_with_an_ability(
    qtbot: Any, database: Any
) -> None:
    game = started_game(database)
    game.record("unit_corrected", {"player": 1, "unit": MAUL, "wounded": 1, "injured": 1})
    view = open_view(qtbot, game)
    maul = view.columns[1].panels[f"1:{MAUL}"]
    rex = view.columns[0].panels[f"0:{REX}"]
    assert not rex.tax_label.isVisible() and not rex.ability_button.isVisible()
    # "+2" beside "Spend 2"; the compact panel (this window at 1366×768) has room for the
    # button alone, beside the damage track.
    assert maul.tax_label.isVisible() != maul.compact and maul.tax_label.text() == "+2"
    assert maul.ability_button.isVisible() and maul.ability_button.text() == "Spend 2"
    force = view.state.force[1].available
    click(qtbot, maul.ability_button)
    assert view.state.force[1].available == force - 2
    costs = [action.text() for action in maul.ability_menu.actions()]
    assert costs[0] == "Ability costing 1: spend 3 Force"
    maul.ability_menu.actions()[1].trigger()  # an ability costing 2: 4 Force in all
    assert view.state.force[1].available == force - 6
    line = view.log_model.index(view.log_model.rowCount() - 1).data()
    assert "Lord Maul uses an ability for 4 Force (2 for its Wounded and Injured tokens)" in line


def test_a_player_without_units_ends_the_turn_from_the_window(qtbot: Any, database: Any) -> None:
    game = started_game(database)
    for unit in game.state.units[0]:
        game.record("unit_corrected", {"player": 0, "unit": unit.id, "defeated": True})
    record_turn_start(game)
    view = open_view(qtbot, game)
    deck = view.columns[0].deck
    assert not deck.reveal_button.isEnabled() and not deck.use_reserve_button.isEnabled()
    click(qtbot, view.turn_bar.end_turn_button)
    assert not view.state.in_turn and view.status.text() == ""
    assert sp.next_player(view.state) == 1
