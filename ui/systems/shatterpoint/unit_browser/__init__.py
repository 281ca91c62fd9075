"""The catalogue browser: a table of a system's units with search, filters and sorting.

The builder uses it to pick units; the Catalogue page reuses it to show and count the
collection. Public pieces: :class:`UnitTableModel`, :class:`UnitFilterProxy`,
:class:`UnitBrowser` and the drag-and-drop MIME type :data:`UNIT_MIME_TYPE`.
"""

from ui.systems.shatterpoint.unit_browser.model import UNIT_MIME_TYPE, Column, UnitTableModel
from ui.systems.shatterpoint.unit_browser.proxy import UnitFilterProxy
from ui.systems.shatterpoint.unit_browser.view import UnitBrowser, UnitTableView

__all__ = [
    "UNIT_MIME_TYPE",
    "Column",
    "UnitBrowser",
    "UnitFilterProxy",
    "UnitTableModel",
    "UnitTableView",
]
