"""StarCraft's words in English, French and Polish (issue 22): English never borrows French
guillemets, French sets its non-breaking space before « : ; ! ? » and inside « », one thing
has one name, and printed costs name their resources."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from app.printing.jobs import document_job
from app.systems.starcraft.catalog import load_catalog
from app.systems.starcraft.terms import cost_words, quoted

I18N = Path(__file__).parents[2] / "resources" / "i18n"
NO_BREAK = "\u00a0\u202f"


def messages(language: str) -> list[tuple[str, str, list[str]]]:
    """(context, source, translations) of every live message of StarCraft's .ts file."""
    found = []
    for context in ET.parse(I18N / f"starcraft_{language}.ts").getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("obsolete", "vanished"):
                continue
            forms = translation.findall("numerusform")
            texts = [f.text or "" for f in forms] if forms else [translation.text or ""]
            found.append((context.findtext("name") or "", message.findtext("source") or "", texts))
    return found


def test_no_english_text_carries_guillemets():
    for context, source, english in messages("en"):
        for text in (source, *english):
            assert "«" not in text and "»" not in text, (context, text)
    assert quoted("5") == {"en": '"5"', "fr": "«\u00a05\u00a0»", "pl": "„5”"}


def test_french_spaces_before_high_punctuation():
    # French typography: an espace insécable before « : ; ! ? » and inside « ».
    for context, source, french in messages("fr"):
        for text in french:
            for mark in re.finditer(r"[:;!?»]|«", text):
                at = mark.start()
                if mark.group() == "«":
                    assert text[at + 1 : at + 2] in NO_BREAK, (context, text)
                elif text[at - 1 : at] != '"':  # a JSON key in a sample ({"id": …}) is code
                    assert at > 0 and text[at - 1] in NO_BREAK, (context, source, text)


def test_one_name_for_one_thing_in_french():
    # The seed's words: « victoire particulière » (L626), « sol/volant » (L1558), « fait
    # retraite »; « volant » for a flying unit (L1319).
    french = " ".join(" ".join(texts) for _c, _s, texts in messages("fr")).casefold()
    for word in ("victoire spéciale", "sol-volant", "cible air", "} retraite"):
        assert word not in french, word


@pytest.mark.parametrize(
    ("language", "two_and_one"),
    [("en", "2 minerals and 1 gas"), ("fr", "2 minerais et 1 gaz"), ("pl", "2 minerały i 1 gaz")],
)
def test_costs_name_their_resources(language, two_and_one):
    assert cost_words(2, 1, language) == two_and_one
    assert cost_words(1, 0, "en") == "1 mineral" and cost_words(0, 2, "en") == "2 gas"
    catalog = load_catalog()
    page = document_job("starcraft", "reference", catalog, language, ["mengsk"]).reports[0]
    cells = [cell for table in page.tables for row in table.rows for cell in row]
    assert not [cell for cell in cells if re.fullmatch(r"\d+/\d+", str(cell))]
