"""Errors of printing, stated as one sentence in the user's language."""

from __future__ import annotations

from app.errors import MusterError
from app.i18n import QT_TRANSLATE_NOOP


class PrintOptionError(MusterError):
    """An option of a print job that cannot be used (a malformed card size, say)."""

    template = QT_TRANSLATE_NOOP("Errors", "This print option cannot be used: {detail}")


class CardSizeError(PrintOptionError):
    template = QT_TRANSLATE_NOOP(
        "Errors",
        'The card size "{value}" cannot be used: give poker, tarot or a width and height in '
        "millimetres such as 63.5x88.9.",
    )


class CardTooLargeError(PrintOptionError):
    template = QT_TRANSLATE_NOOP(
        "Errors",
        "A {width} × {height} mm card does not fit on {paper} paper; choose a smaller card "
        "or less bleed.",
    )


class CardTooSmallError(PrintOptionError):
    template = QT_TRANSLATE_NOOP(
        "Errors",
        "A {width} × {height} mm card is too small to print legibly; cards must be at least "
        "{minimum} mm on each side.",
    )


class BleedError(PrintOptionError):
    template = QT_TRANSLATE_NOOP(
        "Errors", "A bleed of {value} mm cannot be used: give 0 to {maximum} mm."
    )


class PrintWriteError(MusterError):
    template = QT_TRANSLATE_NOOP("Errors", "Cannot write the PDF {file}: {detail}")


class NothingToPrintError(MusterError):
    template = QT_TRANSLATE_NOOP(
        "Errors", "There is nothing to print: the roster has no unit the catalogue knows."
    )


class NoSuchDocumentError(MusterError):
    template = QT_TRANSLATE_NOOP("Errors", 'Muster prints no document "{document}" for {system}.')
