"""Messages of printing that are not errors (the CLI's report, the dialog's status)."""

from __future__ import annotations

from app.i18n import QT_TRANSLATE_NOOP

CONTEXT = "Printing"
PAGES_WRITTEN = QT_TRANSLATE_NOOP("Printing", "{file}: %n page(s) written.")
