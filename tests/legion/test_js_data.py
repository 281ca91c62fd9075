"""Reading Legion HQ's JavaScript data objects without running them."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.systems.legion.js_data import JsDataError, read_object
from tests.profiles import examples


def test_object_literals_read_as_json() -> None:
    source = """import x from "y";
    // a comment
    const modes = {
      "standard mode": { name: 'Standard', maxPoints: 1000, ranks: [1, 2,], },
      other: `two \\
    lines`, /* block */ flag: true, none: null, neg: -1,
    };
    export default modes;"""
    assert read_object(source, "modes") == {
        "standard mode": {"name": "Standard", "maxPoints": 1000, "ranks": [1, 2]},
        "other": "two     lines",
        "flag": True,
        "none": None,
        "neg": -1,
    }


@pytest.mark.parametrize(
    ("source", "reason"),
    [
        ("const x = {a: someVariable}", "not data"),
        ("const x = {a: 1", "not closed"),
        ("const x = [1, 2]", "not an object literal"),
        ("const y = {}", "no object named x"),
        ("const x = {a: 'open}", "unexpected"),
        ("const x = {a: 1 ; b: 2}", "unexpected"),
    ],
)
def test_what_is_not_data_is_refused(source: str, reason: str) -> None:
    with pytest.raises(JsDataError, match=reason):
        read_object(source, "x")


@given(st.text(max_size=300))
@settings(max_examples=examples(300), deadline=None)
def test_any_text_reads_or_is_refused_cleanly(body: str) -> None:
    try:
        read_object("const x = {" + body, "x")
    except JsDataError:
        pass
