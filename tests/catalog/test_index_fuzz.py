"""Hypothesis fuzz of the repository index parser: whatever a server sends, the parser returns
an index or refuses it with one translated sentence, never anything else."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.catalog.repository import IndexFormatError, RepositoryIndex, parse_index, read_index
from tests.fuzz.strategies import hostile_text, json_files, json_values
from tests.profiles import examples

FUZZ = settings(
    max_examples=examples(150),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    database=None,
)
GOOD_LINE = {
    "id": "club-points",
    "version": "2026.11.1",
    "date": "2026-11-20",
    "size": 1750,
    "sha256": "a" * 64,
    "url": "shatterpoint/club-points.json",
}
INDEX: dict[str, Any] = {
    "format": "muster.index/1",
    "name": "Club",
    "systems": {"shatterpoint": [GOOD_LINE], "legion": []},
}
URL = "https://club.example/index.json"


def outcome(parse: Any, value: Any) -> RepositoryIndex | None:
    try:
        index = parse(value, URL)
    except IndexFormatError as exc:
        for language in ("en", "fr", "pl"):
            message = exc.message(language)
            assert message and "\n" not in message and URL in message
        return None
    assert isinstance(index, RepositoryIndex)
    return index


@st.composite
def near_valid(draw: st.DrawFn) -> dict[str, Any]:
    """The good index with one of its pack line's fields replaced or removed."""
    line = dict(GOOD_LINE)
    key = draw(st.sampled_from([*GOOD_LINE, "extra"]))
    if draw(st.booleans()):
        line.pop(key, None)
    else:
        line[key] = draw(st.one_of(json_values, hostile_text, st.integers(-5, 2**40)))
    return {**INDEX, "systems": {draw(st.sampled_from(["shatterpoint", "Bad Id", "x"])): [line]}}


@FUZZ
@given(value=st.one_of(json_values, near_valid()))
def test_parse_index_returns_an_index_or_refuses(value: Any) -> None:
    index = outcome(parse_index, value)
    if index is not None:
        for pack in index.packs:
            assert len(pack.sha256) == 64 and pack.size >= 1 and pack.url
            assert not pack.url.startswith(("/", "file:"))


@FUZZ
@given(data=json_files(INDEX))
def test_read_index_of_any_bytes(data: bytes) -> None:
    outcome(read_index, data)


def test_the_good_index_round_trips() -> None:
    index = parse_index(INDEX, URL)
    assert [(p.system, p.id, p.size) for p in index.packs] == [
        ("shatterpoint", "club-points", 1750)
    ]
    assert parse_index(json.loads(json.dumps(index.to_json())), URL) == index
