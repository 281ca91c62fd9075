"""The table assistant's build planner: what the player whose turn it is may buy now, and why
not (the rules' planner in ``app/systems/starcraft/planner.py``).

A mixin of ``TableView``: the player is its ``active_player`` or the open order's owner.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QGroupBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from app.i18n import current_language, format_text
from app.systems.starcraft import tracker as sc
from app.systems.starcraft.planner import plan, reason_words
from ui.widgets.table_items import filled_at_once


class BuildPlanner:
    """The build planner's box of ``TableView``."""

    def _build_planner(self) -> QGroupBox:
        self.planner_box = QGroupBox(self)
        self.planner_box.setObjectName("planner")
        self.planner_table = QTableWidget(0, 3, self.planner_box)
        self.planner_table.setObjectName("planner-table")
        self.planner_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.planner_table.verticalHeader().setVisible(False)
        # The "Why" column wraps rather than cut its reason short.
        self.planner_table.setWordWrap(True)
        self.planner_table.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        self.planner_table.horizontalHeader().setSectionResizeMode(
            0, QHeaderView.ResizeMode.ResizeToContents
        )
        self.planner_table.horizontalHeader().setSectionResizeMode(
            1, QHeaderView.ResizeMode.ResizeToContents
        )
        self.planner_table.horizontalHeader().setSectionResizeMode(
            2, QHeaderView.ResizeMode.Stretch
        )
        self.planner_table.verticalHeader().setDefaultSectionSize(
            self.planner_table.fontMetrics().height() + 6
        )
        self.limit_label = QLabel(self.planner_box)
        planner_layout = QVBoxLayout(self.planner_box)
        planner_layout.addWidget(self.limit_label)
        planner_layout.addWidget(self.planner_table)
        return self.planner_box

    def _show_planner(self) -> None:
        state = self.state
        # While an order is open it is still its owner's turn to build, though the next
        # player is the one to reveal.
        player = self.active_player() if state.open_order is None else state.open_order.player
        if state.finished:
            player = None
        self.planner_box.setVisible(player is not None)
        if player is None:
            return
        special = bool(state.open_order and state.open_order.special)
        planet = state.open_order.planet if state.open_order else None
        options = plan(sc.catalog_of(state.setup), sc.holdings(state, player, planet), special)
        title = QCoreApplication.translate("TableView", "Build planner: {player}")
        self.planner_box.setTitle(format_text(title, player=self.name(player)))
        self.limit_label.setText(
            format_text(
                QCoreApplication.translate(
                    "TableView", "Build limit: {limit} units; special orders a round: {special}"
                ),
                limit=options.build_limit,
                special=state.players[player].modules.get("research", 0),
            )
        )
        statuses = {
            "yes": QCoreApplication.translate("TableView", "yes"),
            "maybe": QCoreApplication.translate("TableView", "maybe"),
            "no": QCoreApplication.translate("TableView", "no"),
        }
        rows: list[tuple[str, str, str]] = []
        language = current_language()
        for option in (*options.units, *options.buildings, *options.modules, *options.techs):
            if option.what in {"supply", "research", "air_support"}:
                what = self.module_name(option.what)
            else:
                what = self.entry_name(option.what)
                if option.level:
                    what += f" {option.level}"
            why = reason_words(option)[language] if option.reason else ""
            rows.append((what, statuses[option.status], why))
        self.planner_table.setRowCount(len(rows))
        with filled_at_once(self.planner_table):
            for row, values in enumerate(rows):
                for column, text in enumerate(values):
                    item = QTableWidgetItem(text)
                    item.setToolTip(text)
                    self.planner_table.setItem(row, column, item)

    def _retranslate_planner(self) -> None:
        self.planner_table.setHorizontalHeaderLabels(
            [
                QCoreApplication.translate("TableView", "Purchase"),
                QCoreApplication.translate("TableView", "Allowed"),
                QCoreApplication.translate("TableView", "Why"),
            ]
        )
