"""The table assistant's players' table: one column per player, one row per figure they hold
(conquest points, resources, workers, bases, transports, units, buildings, modules,
technologies, hand, Event cards, orders), the active player's column marked.

A mixin of ``TableView``, reading its state and words (``faction_name``, ``entry_name``…).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem

from app.i18n import current_language, format_text
from app.systems.starcraft import tracker as sc
from app.systems.starcraft.terms import cost_words
from ui.widgets.table_items import filled_at_once

ACTIVE = QColor("#fff3c4")
ELIMINATED = QColor("#e0e0e0")
ROWS = (
    "faction",
    "cp",
    "resources",
    "workers",
    "bases",
    "transports",
    "units",
    "buildings",
    "modules",
    "techs",
    "hand",
    "events",
    "orders",
)


class PlayersTable:
    """The players' columns of ``TableView``."""

    def _build_players_table(self) -> QTableWidget:
        self.players_table = QTableWidget(len(ROWS), len(self.game.state.players), self)
        self.players_table.setObjectName("players")
        self.players_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.players_table.setWordWrap(True)
        self.players_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.players_table.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        # A column's new width rewraps its cells: the table's height follows, once the
        # sections have settled (one fit per turn of the event loop).
        self.fit_timer = QTimer(self)
        self.fit_timer.setSingleShot(True)
        self.fit_timer.timeout.connect(self._fit_players_table)
        for header in (self.players_table.horizontalHeader(), self.players_table.verticalHeader()):
            header.sectionResized.connect(lambda *_: self.fit_timer.start(0))
        return self.players_table

    def _show_players(self) -> None:
        state = self.state
        table = self.players_table
        active = self.active_player()
        headers = []
        for seat, setup in enumerate(state.setup.players):
            mark = "▶ " if seat == active else ""
            first = " ◆" if seat == state.first_player else ""
            headers.append(f"{mark}{setup.name}{first}")
        table.setHorizontalHeaderLabels(headers)
        missing = sc.forces_missing(state) if state.phase == "setup" else []
        with filled_at_once(table):
            for seat, player in enumerate(state.players):
                cards = "; ".join(self.card_text(card) for card in player.resources)
                values = {
                    "faction": self.faction_name(seat)
                    + (
                        " · "
                        + format_text(
                            QCoreApplication.translate("TableView", "team {team}"),
                            team=(setup_team + 1),
                        )
                        if (setup_team := state.setup.players[seat].team) is not None
                        else ""
                    ),
                    "cp": format_text(
                        QCoreApplication.translate("TableView", "{cp}/{needed} CP · {zones} zones"),
                        cp=player.cp,
                        zones=player.zones,
                        needed=sc.cp_needed(state, seat),
                    ),
                    "resources": self.resources_text(player),
                    # One short line; the row's name gives the legend.
                    "workers": f"{player.reserve} · {player.unavailable} · {player.on_cards}",
                    "bases": ", ".join(player.bases) or "—",
                    "transports": ", ".join(player.transports) or "—",
                    "units": QCoreApplication.translate("TableView", "not entered yet")
                    if seat in missing
                    else self.counts(player.units),
                    "buildings": ", ".join(
                        f"{self.entry_name(b)} {level}" for b, level in player.buildings.items()
                    )
                    or "—",
                    "modules": ", ".join(
                        f"{self.module_name(m)} ×{n}" for m, n in player.modules.items() if n
                    )
                    or "—",
                    "techs": ", ".join(self.entry_name(t) for t in player.techs) or "—",
                    "hand": str(player.hand),
                    "events": str(player.events_held),
                    "orders": format_text(
                        QCoreApplication.translate("TableView", "{placed} placed, {done} revealed"),
                        placed=len(player.placed),
                        done=player.done,
                    ),
                }
                tips = {**values, "resources": cards or "0"}
                for row, key in enumerate(ROWS):
                    item = QTableWidgetItem(values[key])
                    item.setToolTip(tips[key])
                    if player.eliminated:
                        item.setBackground(QBrush(ELIMINATED))
                        item.setForeground(QBrush(QColor("#777777")))
                    elif seat in state.winners:
                        item.setBackground(QBrush(QColor("#d7f5d0")))
                    elif seat == active:
                        item.setBackground(QBrush(ACTIVE))
                    table.setItem(row, seat, item)
                if player.eliminated:
                    eliminated = QCoreApplication.translate("TableView", "eliminated")
                    table.horizontalHeaderItem(seat).setText(f"{headers[seat]} — {eliminated}")
        self._fit_players_table()

    def _fit_players_table(self) -> None:
        """Every row of every player shown, no scroll bar: the table grows as tall as its rows
        (they wrap to the columns' width) and the panels below take what is left."""
        table = self.players_table
        table.resizeRowsToContents()
        height = table.horizontalHeader().height() + 2 * table.frameWidth()
        table.setMaximumHeight(height + table.verticalHeader().length())

    def resources_text(self, player: Any) -> str:
        """The sum of the cards' numbers, then by resource: "5: 4 minerals and 1 gas"."""
        capacity = {"minerals": 0, "gas": 0}
        for card in player.resources:
            capacity[card.resource] += card.capacity
        split = cost_words(capacity["minerals"], capacity["gas"], current_language())
        return format_text(
            QCoreApplication.translate("TableView", "{total}: {split}"),
            total=player.resource_total,
            split=split,
        )

    def card_text(self, card: Any) -> str:
        resource = (
            QCoreApplication.translate("TableView", "minerals")
            if card.resource == "minerals"
            else QCoreApplication.translate("TableView", "gas")
        )
        name = QCoreApplication.translate("TableView", "permanent") if card.permanent else card.id
        partial = (
            " " + QCoreApplication.translate("TableView", "(overexploited)")
            if card.side == "partial"
            else ""
        )
        workers = f" · {card.workers}⚒" if card.workers else ""
        text = QCoreApplication.translate("TableView", "{card}: {resource} {capacity}")
        return (
            format_text(text, card=name, resource=resource, capacity=card.capacity)
            + partial
            + workers
        )

    def _retranslate_players_table(self) -> None:
        labels = {
            "faction": QCoreApplication.translate("TableView", "Faction"),
            "cp": QCoreApplication.translate("TableView", "Conquest points"),
            "resources": QCoreApplication.translate("TableView", "Resources"),
            "workers": QCoreApplication.translate(
                "TableView", "Workers\nreserve · unavailable · on cards"
            ),
            "bases": QCoreApplication.translate("TableView", "Bases"),
            "transports": QCoreApplication.translate("TableView", "Transports"),
            "units": QCoreApplication.translate("TableView", "Units"),
            "buildings": QCoreApplication.translate("TableView", "Buildings"),
            "modules": QCoreApplication.translate("TableView", "Modules"),
            "techs": QCoreApplication.translate("TableView", "Technologies"),
            "hand": QCoreApplication.translate("TableView", "Combat cards"),
            "events": QCoreApplication.translate("TableView", "Event cards"),
            "orders": QCoreApplication.translate("TableView", "Orders"),
        }
        self.players_table.setVerticalHeaderLabels([labels[key] for key in ROWS])
