"""Switching the interface language at run time.

Installing a QTranslator sends every widget a LanguageChange event; widgets re-set their
texts in ``changeEvent`` (see :class:`ui.widgets.retranslate.Retranslatable`).
"""

from __future__ import annotations

import sys

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QLibraryInfo,
    QLocale,
    QObject,
    QTranslator,
    Signal,
)
from PySide6.QtWidgets import QApplication

from app import i18n
from app.resources import i18n_dir


class LanguageManager(QObject):
    changed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._translators: list[QTranslator] = []
        self.language = i18n.SOURCE_LANGUAGE
        self.loaded: list[str] = []  # the translation files in use (the smoke test checks them)

    def apply(self, language: str) -> None:
        app = QCoreApplication.instance()
        assert app is not None
        for translator in self._translators:
            app.removeTranslator(translator)
        self._translators.clear()
        i18n.set_language(language)
        self.language = language
        QLocale.setDefault(QLocale(language))
        if not getattr(sys, "frozen", False):  # a bundle ships its .qm files compiled
            try:
                i18n.compile_translations()  # no-op when the .qm files are current
            except (RuntimeError, OSError):
                pass
        # English has files too: the plural forms of the messages that count (%n).
        files = sorted(i18n_dir().glob(f"*_{language}.qm"))
        translators = []
        if language != i18n.SOURCE_LANGUAGE:
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            qt_base = QTranslator(self)
            if qt_base.load(f"qtbase_{language}", qt_dir):
                translators.append(qt_base)
        self.loaded = []
        for file in files:
            translator = QTranslator(self)
            if translator.load(str(file)):
                translators.append(translator)
                self.loaded.append(file.name)
        for translator in translators:
            app.installTranslator(translator)
            self._translators.append(translator)
        if not translators:
            # Nothing installed means no LanguageChange event: send one so texts revert.
            for widget in QApplication.allWidgets():
                QCoreApplication.sendEvent(widget, QEvent(QEvent.Type.LanguageChange))
        # Installing a translator only posts the LanguageChange event; deliver it now so the
        # whole interface has switched when this returns.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        self.changed.emit(language)
