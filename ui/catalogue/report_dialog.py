"""The report at the end of an import: what was added, changed and rejected, and why."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QGuiApplication, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from app.catalog.report import ImportReport
from app.i18n import current_language
from ui.widgets.retranslate import Retranslatable


class ImportReportDialog(Retranslatable, QDialog):
    """Three groups (added, changed, rejected), each line naming the unit or the file."""

    def __init__(
        self,
        report: ImportReport,
        unit_name: Callable[[str], str],
        parent: QWidget | None = None,
        field_label: Callable[[str, str], str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("import-report")
        self.report = report
        self.unit_name = unit_name
        # Names a changed field in words in the language shown (the game system knows them).
        self.field_label = field_label or (lambda field, _language: field)
        self.summary = QLabel(self)
        self.summary.setObjectName("import-summary")
        self.summary.setWordWrap(True)
        self.model = QStandardItemModel(self)
        self.tree = QTreeView(self)
        self.tree.setObjectName("import-details")
        self.tree.setModel(self.model)
        self.tree.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tree.setUniformRowHeights(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.copy_button = QPushButton(self)
        self.copy_button.setObjectName("copy-report")
        self.buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy_to_clipboard)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.buttons)
        self.resize(720, 460)
        self.retranslate()

    def retranslate(self) -> None:
        report = self.report
        self.setWindowTitle(self.tr("Import report"))
        self.copy_button.setText(self.tr("&Copy report"))
        if report.imported:
            text = self.tr(
                'Pack "{pack}": {added} added, {changed} changed, {unchanged} unchanged, '
                "{rejected} rejected."
            )
        else:
            text = self.tr("Nothing was imported: {rejected} rejected.")
        self.summary.setText(
            text.format(
                pack=report.pack_id,
                added=len(report.added),
                changed=len(report.changed),
                unchanged=len(report.unchanged),
                rejected=len(report.rejected),
            )
        )
        self._fill()

    def _fill(self) -> None:
        language = current_language()
        self.model.clear()
        self.model.setHorizontalHeaderLabels([self.tr("Entry or file"), self.tr("Details")])
        root = self.model.invisibleRootItem()
        groups = [
            (
                self.tr("Added ({count})"),
                [(self.unit_name(entry), entry) for entry in self.report.added],
            ),
            (
                self.tr("Changed ({count})"),
                [
                    (
                        self.unit_name(change.entry_id),
                        self.tr("differs in: {fields}").format(
                            fields=", ".join(
                                self.field_label(field, language) for field in change.fields
                            )
                        ),
                    )
                    for change in self.report.changed
                ],
            ),
            (
                self.tr("Rejected ({count})"),
                [(r.source, r.reason.message(language)) for r in self.report.rejected],
            ),
        ]
        for title, lines in groups:
            group = QStandardItem(title.format(count=len(lines)))
            for first, second in lines:
                item, detail = QStandardItem(first), QStandardItem(second)
                detail.setToolTip(second)
                group.appendRow([item, detail])
            root.appendRow([group, QStandardItem("")])
        self.tree.expandAll()
        self.tree.resizeColumnToContents(0)

    def copy_to_clipboard(self) -> None:
        QGuiApplication.clipboard().setText(self.report.to_text(current_language()))
