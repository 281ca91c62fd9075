"""Searching without case or accents (ui/widgets/search.py): "generał" finds "General"."""

from __future__ import annotations

import unicodedata

from hypothesis import given
from hypothesis import strategies as st

from ui.widgets.search import _FOLD, fold


def folded_the_long_way(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.translate(_FOLD))
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def test_names_fold_without_case_or_accents():
    assert fold("Generał Grievous") == fold("general grievous") == "general grievous"
    assert fold("Dark Vador, Œuvre") == "dark vador, œuvre"
    assert fold("Żołnierz") == "zolnierz"
    assert fold("Straße") == "strasse"


@given(st.text() | st.text(st.characters(max_codepoint=127)))
def test_the_plain_text_shortcut_folds_as_the_long_way(text: str):
    # An ASCII name is folded by casefold alone: the same as decomposing and stripping it.
    assert fold(text) == folded_the_long_way(text)
