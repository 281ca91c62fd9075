"""What the lists holding rows of every game share (the Games list, the Campaigns list): a
Game column's text and icon, and a filter by game that the page remembers.

Nothing here names a game: the names come from the registry's declarations (no game is
loaded for them), and each game's icon is its short name's initial on a colour drawn from
its id, so that four games sharing one list tell apart at a glance.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from functools import cache
from typing import Any

from PySide6.QtCore import QRect, QSettings, Qt, Signal
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QComboBox, QWidget

from app import systems
from app.errors import MusterError
from app.i18n import current_language
from ui.widgets.retranslate import Retranslatable

ICON_SIZE = 32  # drawn once at this size; Qt scales it down to a row's height


def game_label(system_id: str) -> str:
    """The game's short name in the current language ("Legion"); the id of a game no
    longer installed, so that its rows still say something."""
    if not system_id:
        return ""
    try:
        return systems.short_name(system_id, current_language())
    except MusterError:
        return system_id


@cache
def game_icon(system_id: str) -> QIcon:
    """A small badge for the game: the initial of its English short name, white on a colour
    of its own (the same colour every time: it is drawn from the id)."""
    try:
        initial = systems.short_name(system_id, "en")[:1].upper()
    except MusterError:
        initial = system_id[:1].upper()
    hue = zlib.crc32(system_id.encode("utf-8")) % 360
    pixmap = QPixmap(ICON_SIZE, ICON_SIZE)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor.fromHsv(hue, 170, 150))  # dark enough for white text to read
    painter.drawRoundedRect(QRect(1, 1, ICON_SIZE - 2, ICON_SIZE - 2), 7, 7)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(ICON_SIZE * 2 // 3)
    painter.setFont(font)
    painter.setPen(QColor("white"))
    painter.drawText(pixmap.rect(), Qt.AlignmentFlag.AlignCenter, initial)
    painter.end()
    return QIcon(pixmap)


def game_cell(system_id: str, role: int) -> Any:
    """A Game column's cell for ``role``: the short name, the full name as its tooltip, the
    icon beside it."""
    if role == Qt.ItemDataRole.DisplayRole:
        return game_label(system_id)
    if role == Qt.ItemDataRole.ToolTipRole and system_id:
        try:
            return systems.display_name(system_id, current_language())
        except MusterError:
            return system_id
    if role == Qt.ItemDataRole.DecorationRole and system_id:
        return game_icon(system_id)
    return None


class GameFilterCombo(Retranslatable, QComboBox):
    """ "Every game", then each of ``system_ids`` with its icon; the choice is kept under
    ``settings_key`` in the window's settings and said by ``game_chosen(system_id)`` ("" for
    every game). The page sets its tooltip (what its rows are)."""

    game_chosen = Signal(str)

    def __init__(
        self,
        system_ids: Sequence[str],
        ui_settings: QSettings | None,
        settings_key: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.ui_settings = ui_settings
        self.settings_key = settings_key
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.addItem("", "")
        for system_id in system_ids:
            self.addItem(game_icon(system_id), "", system_id)
        self.retranslate()
        self.currentIndexChanged.connect(self._chosen)

    def restore(self) -> None:
        """Chooses the game kept last time (saying it through ``game_chosen``)."""
        if self.ui_settings is None:
            return
        found = self.findData(self.ui_settings.value(self.settings_key) or "")
        if found >= 0:
            self.setCurrentIndex(found)

    def system_id(self) -> str:
        return str(self.currentData() or "")

    def _chosen(self) -> None:
        if self.ui_settings is not None:
            self.ui_settings.setValue(self.settings_key, self.system_id())
        self.game_chosen.emit(self.system_id())

    def retranslate(self) -> None:
        language = current_language()
        for row in range(self.count()):
            system_id = self.itemData(row)
            self.setItemText(
                row,
                systems.display_name(system_id, language) if system_id else self.tr("Every game"),
            )
