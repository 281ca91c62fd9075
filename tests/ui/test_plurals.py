"""The core and the interface choose the same plural form for every count: the core reads
the .ts files, the interface Qt's compiled .qm files."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTranslator

from app import i18n
from app.resources import i18n_dir

RULE = ("TrackerView", "⚠ Breaks %n rule(s)")


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_core_and_qt_agree_on_every_count(qapp, language):
    i18n.compile_translations()
    translator = QTranslator()
    assert translator.load(str(i18n_dir() / f"shatterpoint_{language}.qm"))
    for n in range(0, 130):
        qt = translator.translate(*RULE, "", n).replace("%n", str(n))  # as tr() fills it
        assert qt == i18n.translate(*RULE, language, n=n), n
