"""Re-filtering the builder's catalogue view on every keystroke, over 1,000 units.

Budget (issue 6): <= 16 ms per keystroke (one frame at 60 Hz). The catalogue is the built-in
one plus generated units with names in three languages, several traits and eras, shown in the
real UnitBrowser (table view, filter proxy, count label). Each keystroke of a few searches is
sent to the search box as a key event; "re-filter" is the time from the key to the proxy, the
count label and the view's layout being up to date, which is what the budget covers. The
repaint that follows (Qt's own C++ drawing of the visible rows, the same cost as scrolling one
page) is measured and printed apart. Prints the median and the slowest keystroke, with and
without a type and an era filter, and exits 1 when the slowest re-filter is over the budget.
Baseline, measured in the same run: the same keystrokes in a bare QLineEdit filtering a bare
QSortFilterProxyModel of the same units' names in a QTableView (what Qt costs alone).
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QSortFilterProxyModel, Qt
from PySide6.QtGui import QKeyEvent, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QApplication, QLineEdit, QTableView

from app import systems
from app.systems.shatterpoint.catalog import ShatterpointCatalog, ShatterpointPack, load_catalog
from benchmarks.budgets import Figure, verdict
from ui.systems.shatterpoint.unit_browser import UnitBrowser

BUDGET_MS = 16.0
BASELINE = "a bare Qt filter of the same names"
UNITS = 1000
ERAS = ["fotj", "rote", "aor", "tnr"]
SYLLABLES = ["ka", "do", "rex", "vel", "mar", "sen", "tir", "oba", "lu", "zen", "gor", "ath"]
TITLES = [
    ("Commander", "Commandant", "Dowódca"),
    ("Hunter", "Chasseur", "Łowca"),
    ("Knight", "Chevalier", "Rycerz"),
    ("Troopers", "Soldats", "Żołnierze"),
    ("Droids", "Droïdes", "Droidy"),
]
SEARCHES = ["general kenobi", "łowca", "zen", "troopers 4", "xyzzy"]


def generated_catalog(units: int = UNITS, seed: int = 16) -> ShatterpointCatalog:
    rng = random.Random(seed)
    builtin = load_catalog()
    traits = sorted(builtin.traits)
    entries = []
    for number in range(units):
        kind = ("primary", "secondary", "support")[number % 3]
        name = "".join(rng.choice(SYLLABLES) for _ in range(3)).capitalize()
        en, fr, pl = rng.choice(TITLES)
        entry: dict = {
            "id": f"generated-{number}",
            "name": {
                "en": f"{name} {en} {number}",
                "fr": f"{fr} {name} {number}",
                "pl": f"{pl} {name} {number}",
            },
            "type": kind,
            "force": rng.randint(2, 4) if kind == "primary" else 0,
            "stamina": rng.randint(7, 12),
            "durability": rng.randint(2, 3),
            "characters": 1 if kind != "support" else rng.randint(2, 4),
            "eras": rng.sample(ERAS, rng.choice([1, 1, 2])),
            "traits": rng.sample(traits, 3),
            "source": "benchmark",
        }
        if kind == "primary":
            entry["sp"] = rng.randint(6, 9)
        else:
            entry["pc"] = rng.randint(2, 6)
        entries.append(entry)
    pack = ShatterpointPack.model_validate(
        {
            "format": "muster.catalog/1",
            "system": "shatterpoint",
            "id": "benchmark",
            "version": "1",
            "name": {"en": "Benchmark"},
            "units": entries,
        }
    )
    builtin.add_pack(pack)
    return builtin


def type_keystrokes(
    app: QApplication, search: QLineEdit, view: QTableView
) -> tuple[list[float], list[float]]:
    """(re-filter times, repaint times) in ms, one of each per keystroke."""
    times, paints = [], []
    for text in SEARCHES:
        search.clear()
        app.processEvents()
        for char in text:
            start = time.perf_counter()
            # A key event carrying the character (QTest's key helpers know only ASCII).
            QApplication.sendEvent(
                search,
                QKeyEvent(QEvent.Type.KeyPress, 0, Qt.KeyboardModifier.NoModifier, char),
            )
            view.doItemsLayout()
            filtered = time.perf_counter()
            app.processEvents()
            times.append((filtered - start) * 1000)
            paints.append((time.perf_counter() - filtered) * 1000)
    return times, paints


class BareFilter:
    """The baseline: a line edit filtering a plain proxy of the names, in a table view."""

    def __init__(self, names: list[str]) -> None:
        self.model = QStandardItemModel(len(names), 1)
        for row, name in enumerate(names):
            self.model.setItem(row, 0, QStandardItem(name))
        self.proxy = QSortFilterProxyModel()
        self.proxy.setSourceModel(self.model)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.view = QTableView()
        self.view.setModel(self.proxy)
        self.view.resize(1000, 700)
        self.search = QLineEdit()
        self.search.textChanged.connect(self.proxy.setFilterFixedString)
        self.view.show()


def figure(label: str, measured: tuple[list[float], list[float]], bare: list[float]) -> Figure:
    times, paints = measured
    print(
        f"{label}: {len(times)} keystrokes, re-filter median {statistics.median(times):.2f} ms; "
        f"repaint median {statistics.median(paints):.2f} ms, slowest {max(paints):.2f} ms"
    )
    return Figure(f"{label}, slowest re-filter", max(times), BUDGET_MS, max(bare), BASELINE)


def main() -> int:
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    catalog = generated_catalog()
    browser = UnitBrowser(systems.get("shatterpoint"))
    browser.set_catalog(catalog)
    browser.resize(1000, 700)
    browser.show()
    app.processEvents()
    print(f"catalogue: {browser.model.rowCount()} units")
    browser.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    bare = BareFilter([unit.name.get("en") for unit in catalog.units.values()])
    type_keystrokes(app, browser.search, browser.view)  # warm-up: first paints, font caches
    type_keystrokes(app, bare.search, bare.view)
    bare_times, _paints = type_keystrokes(app, bare.search, bare.view)
    figures = [
        figure("search only", type_keystrokes(app, browser.search, browser.view), bare_times)
    ]
    browser.type_combo.setCurrentIndex(browser.type_combo.findData("secondary"))
    browser.era_combo.setCurrentIndex(browser.era_combo.findData("fotj"))
    measured = type_keystrokes(app, browser.search, browser.view)
    figures.append(figure("search + type and era filters", measured, bare_times))
    return verdict(figures)


if __name__ == "__main__":
    sys.exit(main())
