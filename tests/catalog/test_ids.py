from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from app.catalog.ids import compact, slugify
from app.catalog.pack import ID_PATTERN
from tests.profiles import examples


def test_examples() -> None:
    assert slugify("General Obi-Wan Kenobi") == "general-obi-wan-kenobi"
    assert slugify("CC-7567 Captain Rex") == "cc-7567-captain-rex"
    assert slugify("Ahsoka Tano, Jedi no more") == "ahsoka-tano-jedi-no-more"
    assert slugify("  Padmé Amidala!  ") == "padme-amidala"
    assert slugify("Général Ævar Łukasz") == "general-aevar-lukasz"
    assert slugify("--501st--Clone   Troopers--") == "501st-clone-troopers"
    assert slugify("クローン") == ""
    assert compact("Fall of the Jedi") == "fallofthejedi"


@settings(max_examples=examples(200))
@given(st.text())
def test_slug_is_an_id_or_empty_and_stable(text: str) -> None:
    slug = slugify(text)
    assert slug == "" or re.fullmatch(ID_PATTERN, slug)
    assert slugify(slug) == slug


@settings(max_examples=examples(100))
@given(st.lists(st.from_regex(r"[A-Za-z0-9]{1,8}", fullmatch=True), min_size=1, max_size=5))
def test_words_survive_in_order(words: list[str]) -> None:
    assert slugify(" - ".join(words)) == "-".join(word.lower() for word in words)
