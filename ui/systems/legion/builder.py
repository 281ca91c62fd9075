"""The Legion army builder: the card list on the left, the army on the right (header with
the points left, units by rank with their upgrade slots, command hand, battle deck).

The toolbar, saved armies, problems, name, notes, files, share codes and printing come from
``ui.builder.base.RosterBuilder``; the Legion widgets are ``army_editor.LegionArmyEditor``'s.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QWidget

from app.errors import MusterError
from app.i18n import current_language
from app.systems.base import Violation
from app.systems.legion import rules
from app.systems.legion.army import army_of
from app.workspace import Workspace
from ui.builder.base import RosterBuilder
from ui.builder.words import BuilderWords
from ui.systems.legion import SYSTEM_ID, names
from ui.systems.legion.army_editor import LegionArmyEditor


class LegionBuilder(RosterBuilder):
    """Builds Legion armies. ``army`` is the Legion part (card list, army, hand, deck)."""

    def __init__(
        self,
        workspace: Workspace,
        ui_settings: QSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(SYSTEM_ID, workspace, ui_settings, parent)

    # --- the game's words ------------------------------------------------------------------

    def words(self) -> BuilderWords:
        return BuilderWords(
            untitled=self.tr("Untitled army"),
            saved_title=self.tr("Saved armies"),
            none_saved=self.tr("No saved armies yet. Build one and press Save (Ctrl+S)."),
            none_matching=self.tr("No saved army matches this search."),
            none_recent=self.tr("No saved armies yet"),
            empty_verdict=self.tr("Empty army: add units from the list."),
            legal_verdict=self.tr("Legal army."),
            casual_verdict=self.tr("Casual army (house rules allowed)."),
            new_tip=self.tr("Start a new army (Ctrl+N)"),
            save_tip=self.tr("Save the army in Muster, legal or not (Ctrl+S)"),
            recent_tip=self.tr("Open one of the armies saved last"),
            paste_tip=self.tr(
                "Open an army from a Muster code, a Legion HQ link or Tabletop Simulator JSON"
            ),
            print_tip=self.tr(
                "Print the army sheet and the unit cards, or export them as PDF (Ctrl+P)"
            ),
            play_tip=self.tr("Start a game with this army on the Games page"),
            rename_title=self.tr("Rename army"),
            opened_from_code=self.tr("Army opened from a share code; save it to keep it."),
            copied_as_text=self.tr("The army is on the clipboard as text."),
            file_stem=self.tr("army"),
            share_actions={
                "muster": self.tr("Copy Muster share code"),
                "legionhq": self.tr("Copy Legion HQ link"),
                "tts": self.tr("Copy Tabletop Simulator JSON"),
            },
        )

    # --- construction ----------------------------------------------------------------------

    def build_catalogue_side(self) -> QWidget:
        # Called first: the Legion part holds both sides.
        self.army = LegionArmyEditor(self.editor, self.catalog, self, embedded=True)
        self.army.status.connect(self.say)
        return self.army.card_list

    def build_roster_side(self) -> QWidget:
        return self.army.army_side

    def preferred_roster_height(self) -> int:
        # An army scrolls, however tall: it takes about three quarters of the height (the
        # page shares it with the problems in proportion), the problems the rest.
        return 3000

    def roster_share(self) -> float:
        # Each unit is one line (its name, its slots, its points): the army takes the wider
        # part, so that a 1,000-point army is seen whole at 1366 pixels.
        return 0.6

    # --- hooks -----------------------------------------------------------------------------

    def show_document(self) -> None:
        # The Legion part listens to the editor itself; nothing more to show.
        return

    def is_empty(self) -> bool:
        return not self.army.army.units

    def first_steps(self) -> tuple[str, list[str]]:
        return self.tr("Where to start"), [
            self.tr(
                "Choose the format and the faction above the army (the first unit you add "
                "chooses the faction too)."
            ),
            self.tr(
                "Add units from the list: double-click one, press Enter or drag it onto the "
                "army. Each rank shows how many the format allows."
            ),
            self.tr(
                "Select a unit's upgrade slot: the list shows the upgrades of that type, and "
                "greys those that would break a rule, with the reason."
            ),
            self.tr("Then take the command hand and the battle deck in their tabs."),
        ]

    def describe_saved(self, saved: Any) -> tuple[bool, str]:
        """Whether a saved army is legal with today's catalogue; its format, faction, points."""
        document = saved.document
        try:
            army = army_of(document)
        except MusterError as error:
            return False, error.message(current_language())
        legal = self.system.is_legal(self.system.validate(document, self.catalog))
        chosen = rules.army_format(army)
        faction = rules.army_faction(army, self.catalog)
        parts = [names.format_name(chosen)]
        if faction:
            parts.append(names.faction_name(self.catalog, faction))
        parts.append(
            self.tr("{points} of {limit} points").format(
                points=rules.army_points(army, self.catalog), limit=chosen.points
            )
        )
        return legal, " · ".join(parts)

    def reset_selection(self) -> None:
        self.army.select(None, None)
        self.army.tabs.setCurrentIndex(0)

    def catalog_reloaded(self) -> None:
        self.army.set_catalog(self.catalog)

    def extra_problems(self) -> list[Any]:
        """Cards the army uses beyond what the collection holds (when the player counts it)."""
        if not self.owned:
            return []
        return list(self.system.owned_problems(self.editor.document, self.catalog, self.owned))

    def owned_changed(self) -> None:
        if hasattr(self, "army"):  # the collection is first counted before the army is built
            self.army.card_list.set_owned(self.owned)

    def focus_search(self) -> None:
        self.left_tabs.setCurrentIndex(0)
        self.army.card_list.focus_search()

    def violation_chosen(self, violation: Violation) -> None:
        self.army.show_violation(violation)

    def save_game_layout(self, settings: QSettings, key: str) -> None:
        header = self.army.card_list.view.horizontalHeader()
        settings.setValue(f"{key}/cards", header.saveState())

    def restore_game_layout(self, settings: QSettings, key: str) -> None:
        state = settings.value(f"{key}/cards")
        header = self.army.card_list.view.horizontalHeader()
        if state is not None:
            header.restoreState(state)
        header.sectionResized.connect(lambda *_: self.save_layout())
        header.sortIndicatorChanged.connect(lambda *_: self.save_layout())

    def keyPressEvent(self, event: Any) -> None:
        # Escape anywhere in the builder lists the units again (as in the list itself).
        if event.key() == Qt.Key.Key_Escape and self.army.slot is not None:
            self.army.select(self.army.entry, None)
            event.accept()
            return
        super().keyPressEvent(event)
