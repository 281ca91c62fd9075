"""Charts of a campaign (QtCharts, imported only when the statistics are first shown):
the leaders' points over time, and the most used units."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date

from PySide6.QtCore import QDate, QDateTime, QMargins, Qt, QTime
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget

from app.campaign.statistics import UnitStat

LEADERS = 5
TOP_UNITS = 10


def _qdate(day: date) -> QDate:
    return QDate(day.year, day.month, day.day)


def _msecs(day: date) -> float:
    moment = QDateTime(_qdate(day), QTime(12, 0))
    return float(moment.toMSecsSinceEpoch())


def points_chart(
    series: dict[int, list[tuple[date, int]]],
    names: dict[int, str],
    title: str,
    parent: QWidget | None = None,
) -> QWidget:
    """One line per player: their running total of points, day by day."""
    from PySide6.QtCharts import QChart, QChartView, QDateTimeAxis, QLineSeries, QValueAxis

    chart = QChart()
    chart.setTitle(title)
    chart.setMargins(QMargins(4, 4, 4, 4))
    x_axis = QDateTimeAxis()
    x_axis.setFormat("yyyy-MM-dd")
    y_axis = QValueAxis()
    y_axis.setLabelFormat("%d")
    chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
    top = 1
    first: date | None = None
    last: date | None = None
    for player_id, points in series.items():
        if not points:
            continue
        line = QLineSeries()
        line.setName(names.get(player_id, "?"))
        for day, total in points:
            line.append(_msecs(day), total)
            top = max(top, total)
            first = day if first is None or day < first else first
            last = day if last is None or day > last else last
        chart.addSeries(line)
        line.attachAxis(x_axis)
        line.attachAxis(y_axis)
    if first is not None and last is not None:
        x_axis.setRange(
            QDateTime(_qdate(first), QTime(0, 0)), QDateTime(_qdate(last), QTime(23, 59))
        )
    y_axis.setRange(0, top)
    y_axis.applyNiceNumbers()
    chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
    view = QChartView(chart, parent)
    view.setRenderHint(QPainter.RenderHint.Antialiasing)
    view.setObjectName("points-chart")
    return view


def units_chart(
    units: Sequence[UnitStat],
    label: Callable[[str], str],
    titles: tuple[str, str, str],
    parent: QWidget | None = None,
) -> QWidget:
    """Horizontal bars: games and wins of the most used units. ``titles``: chart, games, wins."""
    from PySide6.QtCharts import (
        QBarCategoryAxis,
        QBarSet,
        QChart,
        QChartView,
        QHorizontalBarSeries,
        QValueAxis,
    )

    shown = list(reversed(units[:TOP_UNITS]))  # the most used at the top
    games = QBarSet(titles[1])
    wins = QBarSet(titles[2])
    for unit in shown:
        games.append(unit.games)
        wins.append(unit.wins)
    bars = QHorizontalBarSeries()
    bars.append(games)
    bars.append(wins)
    chart = QChart()
    chart.setTitle(titles[0])
    chart.setMargins(QMargins(4, 4, 4, 4))
    chart.addSeries(bars)
    categories = QBarCategoryAxis()
    categories.append([label(unit.unit_id) for unit in shown])
    values = QValueAxis()
    values.setLabelFormat("%d")
    values.setRange(0, max([1, *(unit.games for unit in shown)]))
    values.applyNiceNumbers()
    chart.addAxis(categories, Qt.AlignmentFlag.AlignLeft)
    chart.addAxis(values, Qt.AlignmentFlag.AlignBottom)
    bars.attachAxis(categories)
    bars.attachAxis(values)
    chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
    view = QChartView(chart, parent)
    view.setRenderHint(QPainter.RenderHint.Antialiasing)
    view.setObjectName("units-chart")
    return view
