"""A figure typed with a number past every limit (issue 24): int() itself refuses more than
4,300 digits with a ValueError, which reached the window; it is one sentence now."""

from __future__ import annotations

import pytest

from app.systems.starcraft import figures
from app.systems.starcraft.catalog import load_catalog
from app.systems.starcraft.figures import FigureError

HUGE = "9" * 5000


@pytest.mark.parametrize(
    ("entry_id", "field", "text"),
    [
        ("marine", "level", HUGE),
        ("marine", "level", "0" * 5000 + "1" * 30),
        ("marine", "level", "²"),
        ("raynor", "starting_building", f"Barracks {HUGE}"),
        ("raynor", "pieces.bases", HUGE),
    ],
)
def test_a_number_of_thousands_of_digits_is_one_sentence(
    entry_id: str, field: str, text: str
) -> None:
    catalog = load_catalog()
    with pytest.raises(FigureError) as caught:
        figures.parse_figure(catalog, catalog.get(entry_id), field, text, "pl")
    message = caught.value.message("pl")
    assert "\n" not in message and "Traceback" not in message
