"""The names of the catalogue formats ``muster catalog import --format`` takes, known without
loading the catalogue code: the command line offers them in its choices and help."""

from __future__ import annotations

from app import systems

MUSTER_FORMAT = "muster"


def import_format_names() -> tuple[str, ...]:
    """``auto``, Muster's own pack format, then every game's community formats."""
    return ("auto", MUSTER_FORMAT, *systems.import_formats())
