"""The campaign screens a league night stumbled on, at 1366×768 and 1920×1080, in English,
French and Polish: the leaders' points when every game shares a date, strike teams and units
in the statistics, and the Record game dialog refusing results the rules do not allow.

Each test saves what it shows (``MUSTER_SHOTS``, if set, else the test's folder)."""

from __future__ import annotations

import os
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget

from app import systems
from app.campaign.campaigns import create_campaign
from app.campaign.games import games, get_game, record_game
from app.campaign.records import SeatResult
from app.roster.document import RosterDocument
from tests.ui.campaign.test_campaigns_page import back_to, open_page, when_modal
from ui.campaign.game_dialog import GameDialog

SIZES = [(1366, 768), (1920, 1080)]
LANGUAGES = ["en", "fr", "pl"]
SCREENS = [(size, language) for size in SIZES for language in LANGUAGES]
NIGHT = date(2026, 3, 13)
STATISTICS = 4
SLOTS = ("primary", "secondary", "support")


def shot(widget: QWidget, tmp_path: Path, name: str) -> None:
    folder = Path(os.environ.get("MUSTER_SHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    image = widget.grab()
    assert not image.isNull()
    image.save(str(folder / f"{name}.png"))


def strike_team(catalog, name: str, start: int) -> RosterDocument:
    """Two squads of real units, by type; ``start`` picks which (the catalogue has few)."""
    by_type: dict[str, list[str]] = {}
    for unit in catalog.units.values():
        by_type.setdefault(unit.type, []).append(unit.id)
    kinds = [sorted(by_type[kind]) for kind in ("primary", "secondary", "support")]
    squads = [
        {slot: units[(start + n) % len(units)] for slot, units in zip(SLOTS, kinds, strict=True)}
        for n in (0, 1)
    ]
    return RosterDocument("shatterpoint", name, squads)  # type: ignore[arg-type]


def league_night(db, catalog) -> tuple[int, dict[str, RosterDocument]]:
    """Six games of four players, all on one evening; Ann and Bob both bring the Clones."""
    league = create_campaign(db, "Thursday League", "shatterpoint")
    teams = {
        "Ann": strike_team(catalog, "Clones", 0),
        "Bob": strike_team(catalog, "Clones", 0),
        "Cid": strike_team(catalog, "", 2),
        "Dee": strike_team(catalog, "Separatists", 4),
    }
    for winner, loser, struggles in (
        ("Ann", "Bob", 1),
        ("Cid", "Dee", 0),
        ("Ann", "Cid", 1),
        ("Bob", "Dee", 1),
        ("Ann", "Dee", 0),
        ("Bob", "Cid", 1),
    ):
        seats = [
            SeatResult(winner, "win", 2, teams[winner]),
            SeatResult(loser, "loss", struggles, teams[loser]),
        ]
        record_game(db, league.id, NIGHT, seats, end_reason="struggles")
    return league.id, teams


def show_statistics(gui, qtbot, language: str, size: tuple[int, int]):
    page = open_page(gui, qtbot, language)
    gui.window.resize(*size)
    page.tabs.setCurrentIndex(STATISTICS)
    qtbot.waitUntil(lambda: page.statistics.charts.findChild(QWidget, "points-chart") is not None)
    QApplication.processEvents()
    return page


@pytest.mark.parametrize(("size", "language"), SCREENS)
def test_the_leaders_points_step_game_by_game_on_a_league_night(
    gui, qtbot, tmp_path, size, language
):
    from PySide6.QtCharts import QChartView, QLineSeries, QValueAxis

    catalog = gui.workspace.catalog("shatterpoint")
    league_night(gui.workspace.db, catalog)
    page = show_statistics(gui, qtbot, language, size)
    view = page.statistics.charts.findChild(QChartView, "points-chart")
    assert view.isVisible() and view.width() > 300 and view.height() > 200
    chart = view.chart()
    lines = [series for series in chart.series() if isinstance(series, QLineSeries)]
    assert sorted(line.name() for line in lines) == ["Ann", "Bob", "Cid", "Dee"]
    ann = next(line for line in lines if line.name() == "Ann")
    # Three games on one date: four points (0, 1, 2, 3 games played), not one.
    assert [(p.x(), p.y()) for p in ann.points()] == [(0, 0), (1, 3), (2, 6), (3, 9)]
    plotted = [chart.mapToPosition(p, ann).x() for p in ann.points()]
    assert plotted == sorted(plotted) and len(set(plotted)) == 4
    assert all(chart.plotArea().contains(chart.mapToPosition(p, ann)) for p in ann.points()[1:])
    x_axis = next(a for a in chart.axes(Qt.Orientation.Horizontal) if isinstance(a, QValueAxis))
    assert x_axis.titleText() == page.statistics.tr("Games played") and x_axis.max() == 3
    assert chart.title() == page.statistics.tr("Points of the leaders")
    shot(gui.window, tmp_path, f"statistics-{language}-{size[0]}")


@pytest.mark.parametrize(("size", "language"), SCREENS)
def test_strike_teams_by_name_and_primaries_and_units_by_games_and_picks(
    gui, qtbot, tmp_path, size, language
):
    catalog = gui.workspace.catalog("shatterpoint")
    _league, teams = league_night(gui.workspace.db, catalog)
    page = show_statistics(gui, qtbot, language, size)

    def name(unit_id: str) -> str:
        return str(catalog.units[unit_id].name.get(language))

    clones = teams["Ann"].squads
    primaries = [name(squad["primary"]) for squad in clones]
    view = page.statistics.teams_view
    shown = {view.model().index(r, 0).data(): r for r in range(view.model().rowCount())}
    label = f"Clones ({primaries[0]} / {primaries[1]})"
    assert label in shown, shown
    # Ann and Bob picked the same strike team in the first game: 5 games, 6 picks, 5 won.
    row = shown[label]
    assert [view.model().index(row, c).data() for c in (1, 2, 3, 4)] == ["2", "5", "6", "5"]
    tooltip = view.model().index(row, 0).data(Qt.ItemDataRole.ToolTipRole)
    assert all(name(unit) in tooltip for squad in clones for unit in squad.values() if unit)
    # A roster without a name is shown by its Primaries alone.
    cid = " / ".join(name(squad["primary"]) for squad in teams["Cid"].squads)
    assert cid in shown
    # Every strike team's and unit's name is whole: its column is as wide as its longest.
    for table in (view, page.statistics.units_view):
        assert table.isVisible() and table.columnWidth(0) >= table.sizeHintForColumn(0)
        assert not table.horizontalScrollBar().isVisible()

    units = page.statistics.units_view.model()
    rows = {units.index(r, 0).data(): r for r in range(units.rowCount())}
    first = rows[primaries[0]]
    # In 5 of the 6 games (never more games than were recorded), picked 6 times.
    assert [units.index(first, c).data() for c in (1, 2, 3)] == ["5", "6", "5"]
    assert all(int(units.index(r, 1).data()) <= 6 for r in range(units.rowCount()))
    header = units.headerData(2, Qt.Orientation.Horizontal)
    assert header == {"en": "Picks", "fr": "Sélections", "pl": "Wystawienia"}[language]
    shot(gui.window, tmp_path, f"teams-{language}-{size[0]}")


@pytest.mark.parametrize(("size", "language"), SCREENS)
def test_the_record_game_dialog_refuses_what_the_rules_do_not_allow(
    gui, qtbot, tmp_path, size, language
):
    db = gui.workspace.db
    league = create_campaign(db, "Thursday League", "shatterpoint")
    page = open_page(gui, qtbot, language)
    gui.window.resize(*size)
    page.tabs.setCurrentIndex(1)
    reasons = dict(systems.get("shatterpoint").end_reasons(language))
    seen: dict[str, object] = {}

    def fill(dialog: GameDialog) -> None:
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        qtbot.keyClicks(dialog.player_boxes[0], "Ann")
        qtbot.keyClicks(dialog.player_boxes[1], "Bob")
        # A draw at 0–2: the player who claims a second struggle has won.
        dialog.result_box.setCurrentIndex(2)
        dialog.primary_boxes[1].selectAll()
        qtbot.keyClicks(dialog.primary_boxes[1], "2")
        seen["draw"] = (ok.isEnabled(), dialog.problem.text(), dialog.problem.isVisible())
        shot(dialog, tmp_path, f"record-refused-{language}-{size[0]}")
        # Bob won on struggles, 2–0: fine.
        dialog.result_box.setCurrentIndex(1)
        seen["won"] = (ok.isEnabled(), dialog.problem.text())
        # Yet not "by concession": with a second struggle, the game was won on struggles.
        dialog.reason_box.setCurrentIndex(dialog.reason_box.findData("conceded"))
        seen["conceded"] = (ok.isEnabled(), dialog.problem.text())
        # Ann concedes at 0–1: Bob wins without his second struggle.
        dialog.primary_boxes[1].selectAll()
        qtbot.keyClicks(dialog.primary_boxes[1], "1")
        seen["reasons"] = [dialog.reason_box.itemText(i) for i in range(dialog.reason_box.count())]
        seen["label"] = dialog.reason_label.text()
        shot(dialog, tmp_path, f"record-concession-{language}-{size[0]}")
        assert ok.isEnabled(), dialog.problem.text()
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)

    when_modal(qtbot, GameDialog, fill)
    back_to(qtbot, page, page.games.empty.button)
    qtbot.keyClick(page.games.empty.button, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    enabled, problem, visible = seen["draw"]
    expected = {
        "en": "The player who claims 2 struggles wins the game: the result cannot be a draw.",
        "fr": "Le joueur qui revendique 2 Luttes remporte la partie : "
        "le résultat ne peut pas être une égalité.",
        "pl": "Gracz, który wygra 2 zmagania, wygrywa grę: wynikiem nie może być remis.",
    }[language]
    assert (enabled, problem, visible) == (False, expected, True)
    assert seen["won"] == (True, "")
    enabled, problem = seen["conceded"]
    assert not enabled and reasons["conceded"] in problem and reasons["struggles"] in problem
    assert seen["reasons"] == list(reasons.values())
    assert (
        seen["label"].replace("&", "")
        == {
            "en": "Ended by",
            "fr": "Fin de partie",
            "pl": "Zakończenie",
        }[language]
    )
    game = games(db, league.id)[0]
    assert game.end_reason == "conceded"
    # The games list says how it ended, unless it ended the usual way (two struggles won).
    page.tabs.setCurrentIndex(1)
    assert page.games.view.model().index(0, 2).data() == f"Bob ({reasons['conceded']})"
    assert [(s.player_name, s.result, s.primary_score) for s in game.seats] == [
        ("Ann", "loss", 0),
        ("Bob", "win", 1),
    ]


def test_a_campaign_of_a_system_this_muster_lacks_says_so_in_the_dialog(gui, qtbot):
    league = create_campaign(gui.workspace.db, "Old league", "chess")
    dialog = GameDialog(gui.workspace.db, league.id, "chess")
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.player_boxes[0], "Ann")
    qtbot.keyClicks(dialog.player_boxes[1], "Bob")
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled()
    assert dialog.problem.text() == 'Muster does not know the game system "chess".'


def test_editing_a_game_recorded_without_its_ending_keeps_it_not_noted(gui, qtbot):
    db = gui.workspace.db
    league = create_campaign(db, "League", "shatterpoint")
    seats = [SeatResult("Ann", "win", 1), SeatResult("Bob", "loss", 0)]
    game_id = record_game(db, league.id, NIGHT, seats)
    dialog = GameDialog(db, league.id, "shatterpoint", record=get_game(db, game_id))
    qtbot.addWidget(dialog)
    assert dialog.reason_box.currentText() == "not noted"
    assert dialog.reason_box.currentData() is None
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    assert dialog.game().end_reason is None
    dialog.reason_box.setCurrentIndex(dialog.reason_box.findData("time"))
    assert dialog.game().end_reason == "time" and dialog.problem.text() == ""


def test_a_conquest_score_of_fifteen_or_more_can_be_typed(gui, qtbot):
    """Each game's score goes in the same box: a StarCraft conquest needs at least 15 points."""
    league = create_campaign(gui.workspace.db, "Koprulu league", "starcraft")
    dialog = GameDialog(gui.workspace.db, league.id, "starcraft")
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.player_boxes[0], "Ann")
    qtbot.keyClicks(dialog.player_boxes[1], "Bob")
    dialog.result_box.setCurrentIndex(0)  # Ann wins
    dialog.primary_boxes[0].selectAll()
    qtbot.keyClicks(dialog.primary_boxes[0], "15")
    assert dialog.primary_boxes[0].value() == 15
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isEnabled() and not dialog.problem.isVisible()  # a 15–0 conquest is a result
