"""Publishers' words stay out: no shipped text — data packs, translations, docs, the README,
the code's docstrings and comments — shares a run of ten or more words with the rulebooks in
../shared/seeds/ (or $MUSTER_SHARED/seeds). Rules the player needs are said in Muster's own
words and cited by section; official terms (Lutte, pion En attente, Compteur de round) are
single words or short names, far below ten."""

from __future__ import annotations

import os
import re
import unicodedata
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SEEDS = Path(os.environ.get("MUSTER_SHARED") or ROOT.parent / "shared") / "seeds"
RUN = 10
SHIPPED = (
    "resources/data/**/*.json",
    "resources/i18n/*.ts",
    "docs/**/*.md",
    "README.md",
    "packaging/*.xml",
    "app/**/*.py",
    "ui/**/*.py",
    "models/**/*.py",
)


def words(text: str) -> list[str]:
    """Lower-case words, apostrophes and ligatures folded, escaped line breaks as spaces."""
    text = unicodedata.normalize("NFC", text).replace("\\n", " ").lower()
    text = text.replace("’", "'").replace("œ", "oe").replace("æ", "ae")
    return re.findall(r"[^\W_]+", text)


@cache
def seed_runs() -> dict[tuple[str, ...], str]:
    runs: dict[tuple[str, ...], str] = {}
    for seed in sorted(SEEDS.glob("*.txt")):
        seed_words = words(seed.read_text(encoding="utf-8"))
        for start in range(len(seed_words) - RUN + 1):
            runs.setdefault(tuple(seed_words[start : start + RUN]), seed.name)
    return runs


def shared_runs(text: str) -> list[tuple[str, str]]:
    """Each longest run of ``text`` found in a seed, with the seed's file name."""
    runs = seed_runs()
    found = []
    text_words = words(text)
    start = 0
    while start <= len(text_words) - RUN:
        seed = runs.get(tuple(text_words[start : start + RUN]))
        if seed is None:
            start += 1
            continue
        end = start + RUN
        while end < len(text_words) and tuple(text_words[end - RUN + 1 : end + 1]) in runs:
            end += 1
        found.append((" ".join(text_words[start:end]), seed))
        start = end
    return found


def shipped_files() -> list[Path]:
    return sorted({file for pattern in SHIPPED for file in ROOT.glob(pattern)})


pytestmark = pytest.mark.skipif(
    not SEEDS.is_dir(), reason="the rulebooks are in ../shared/seeds beside the project"
)


def test_the_scan_finds_a_sentence_of_a_rulebook():
    seed = sorted(SEEDS.glob("*.txt"))[0]
    passage = " ".join(words(seed.read_text(encoding="utf-8"))[500:520])
    assert shared_runs(f"Intro. {passage}. Outro.") == [(passage, seed.name)]
    assert shared_runs(" ".join(passage.split()[: RUN - 1])) == []


def test_no_shipped_text_repeats_ten_words_of_a_rulebook():
    problems = [
        f"{file.relative_to(ROOT)}: «{run}» ({seed})"
        for file in shipped_files()
        for run, seed in shared_runs(file.read_text(encoding="utf-8"))
    ]
    assert problems == [], "\n".join(problems)
