"""Charts of a campaign (QtCharts, imported only when the statistics are first shown):
the leaders' points game after game, and the most used units."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QMargins, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget

from app.campaign.statistics import UnitStat

LEADERS = 5
TOP_UNITS = 10


def points_chart(
    series: dict[int, list[tuple[int, int]]],
    names: dict[int, str],
    titles: tuple[str, str],
    parent: QWidget | None = None,
) -> QWidget:
    """One line per player: their running total of points after each of their games (see
    ``points_by_game``), so games played on one evening each take a step. ``titles``: the
    chart's, and the axis of games played."""
    from PySide6.QtCharts import QChart, QChartView, QLineSeries, QValueAxis

    chart = QChart()
    chart.setTitle(titles[0])
    chart.setMargins(QMargins(4, 4, 4, 4))
    x_axis = QValueAxis()
    x_axis.setLabelFormat("%d")
    x_axis.setTitleText(titles[1])
    y_axis = QValueAxis()
    y_axis.setLabelFormat("%d")
    chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
    top = 1
    most = 1
    for player_id, points in series.items():
        if len(points) < 2:
            continue
        line = QLineSeries()
        line.setName(names.get(player_id, "?"))
        line.setPointsVisible(len(points) <= 30)
        for played, total in points:
            line.append(played, total)
            top = max(top, total)
            most = max(most, played)
        chart.addSeries(line)
        line.attachAxis(x_axis)
        line.attachAxis(y_axis)
    x_axis.setRange(0, most)
    # Whole games only: one tick per game while they fit, else QtCharts' round steps.
    if most <= 12:
        x_axis.setTickCount(most + 1)
    else:
        x_axis.applyNiceNumbers()
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
