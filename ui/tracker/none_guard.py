"""A guard against a reference-counting defect of PySide6 6.12 under Python 3.11.

PySide6 6.12's bindings hand None back to Python (from every void method and every null
pointer) without taking a reference to it. From Python 3.12 on, None is immortal and this is
harmless; under 3.11 each call lowers None's reference count, and the interpreter aborts with
"Fatal Python error: deallocating None" once it reaches zero. The tracker makes hundreds of such
calls per action (one refresh is about 600), so without this a game would crash after a few
dozen actions. Giving None a billion extra references, never released, keeps it alive for any
session; None is never freed anyway, so nothing else changes.

Remove this when Muster requires Python 3.12 or a PySide6 without the defect.
"""

from __future__ import annotations

import ctypes
import sys

EXTRA_REFERENCES = 1 << 30
_applied = False


def protect_none() -> None:
    global _applied
    if _applied or sys.version_info >= (3, 12):
        return
    # ob_refcnt is the first field of every PyObject (CPython 3.11 layout).
    ctypes.c_ssize_t.from_address(id(None)).value += EXTRA_REFERENCES
    _applied = True
