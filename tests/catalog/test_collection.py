from __future__ import annotations

from typing import Any

import pytest

from app.catalog.collection import Collection, CollectionCountError


def test_counts(database: Any) -> None:
    mine = Collection(database, "shatterpoint")
    assert mine.counts() == {} and mine.owned("lord-maul") == 0
    mine.set_count("lord-maul", 2)
    mine.set_count("magnaguard", 1)
    mine.set_count("lord-maul", 3)
    assert mine.counts() == {"lord-maul": 3, "magnaguard": 1}
    assert mine.owned("lord-maul") == 3
    mine.set_count("magnaguard", 0)
    mine.set_count("never-owned", 0)
    assert mine.counts() == {"lord-maul": 3}
    # Another system's collection is separate.
    other = Collection(database, "othergame")
    other.set_count("lord-maul", 5)
    assert other.counts() == {"lord-maul": 5} and mine.owned("lord-maul") == 3


@pytest.mark.parametrize("bad", [-1, 1.5, True, "2"])
def test_bad_counts(database: Any, bad: Any) -> None:
    mine = Collection(database, "shatterpoint")
    with pytest.raises(CollectionCountError, match="whole number"):
        mine.set_count("lord-maul", bad)
    assert mine.counts() == {}
