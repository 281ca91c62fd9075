"""Where a catalogue pack comes from: its source, repository and commit, date and licence,
with the licence's full text a click away (a pack converted from community data carries it).
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.catalog.user_packs import PackSummary
from app.i18n import current_language
from ui.widgets.retranslate import Retranslatable


class LicenceDialog(QDialog):
    def __init__(self, pack_name: str, licence: str, text: str, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setObjectName("licence-dialog")
        self.setWindowTitle(self.tr("Licence of {pack}").format(pack=pack_name))
        self.text = QPlainTextEdit(self)
        self.text.setObjectName("licence-text")
        self.text.setReadOnly(True)
        self.text.setPlainText(text)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        heading = QLabel(licence, self)
        heading.setObjectName("licence-name")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.text, 1)
        layout.addWidget(buttons)
        self.resize(640, 520)


class PackDetails(Retranslatable, QWidget):
    """One pack's provenance, as labelled lines; ``show_licence`` opens its licence text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pack-details")
        self.pack: PackSummary | None = None
        self.dialog: LicenceDialog | None = None
        self.label = QLabel(self)
        self.label.setObjectName("pack-details-text")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setOpenExternalLinks(True)
        self.label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextBrowserInteraction
            | Qt.TextInteractionFlag.TextSelectableByMouse
        )
        self.licence_button = QPushButton(self)
        self.licence_button.setObjectName("licence-button")
        self.licence_button.clicked.connect(self.show_licence)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.licence_button, 0, Qt.AlignmentFlag.AlignTop)
        self.retranslate()

    def set_pack(self, pack: PackSummary | None) -> None:
        self.pack = pack
        self.retranslate()

    def retranslate(self) -> None:
        self.licence_button.setText(self.tr("Licence text…"))
        pack = self.pack
        origin = pack.origin if pack is not None else None
        self.licence_button.setVisible(bool(origin and origin.licence_text))
        if pack is None or origin is None:
            self.label.clear()
            self.setVisible(False)
            return
        name = pack.name.get(current_language()) if pack.name else pack.id
        lines = [f"<b>{escape(name)}</b>"]
        # A converted pack's repository, commit, date and licence say where it comes from
        # in any language; its free-text source line is only shown for other packs.
        rows = [] if origin.repository else [(self.tr("Source:"), escape(origin.source))]
        if origin.repository:
            link = escape(origin.repository, quote=True)
            rows.append(
                (self.tr("Repository:"), f'<a href="{link}">{escape(origin.repository)}</a>')
            )
        if origin.commit:
            rows.append((self.tr("Commit:"), f"<code>{escape(origin.commit)}</code>"))
        if origin.date:
            rows.append((self.tr("Date of the data:"), escape(origin.date)))
        if origin.licence:
            rows.append((self.tr("Licence:"), escape(origin.licence)))
        lines += [f"{escape(label)} {value}" for label, value in rows if value]
        self.label.setText("<br>".join(lines))
        self.setVisible(True)

    def show_licence(self) -> None:
        pack = self.pack
        if pack is None or pack.origin is None or not pack.origin.licence_text:
            return
        name = pack.name.get(current_language()) if pack.name else pack.id
        if self.dialog is not None:
            self.dialog.deleteLater()
        self.dialog = LicenceDialog(name, pack.origin.licence, pack.origin.licence_text, self)
        self.dialog.open()
