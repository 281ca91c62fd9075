"""app/numbers.py: the one reader of whole numbers in a user's text (issue 24), and the
escaping of what such text shows (app/errors.py)."""

from __future__ import annotations

import pytest

from app.errors import has_unsafe, json_shown, one_line
from app.numbers import MAX_DIGITS, shown_number, whole_number


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("42", 42),
        (" 7 ", 7),
        ("007", 7),
        ("0" * 5000 + "1", 1),  # leading zeros are no digits of the number
        ("9" * MAX_DIGITS, int("9" * MAX_DIGITS)),
        ("9" * (MAX_DIGITS + 1), None),
        ("9" * 5000, None),  # int() itself raises past 4,300 digits
        ("²", None),  # str.isdigit() says yes, int() raises
        ("١٢", None),  # Arabic-Indic digits: no code or file of ours writes them
        ("-3", None),
        ("+3", None),
        ("", None),
        ("1e3", None),
        ("1_000", None),
    ],
)
def test_whole_number(text: str, expected: int | None) -> None:
    assert whole_number(text) == expected


def test_a_sign_when_asked_and_fewer_digits() -> None:
    assert whole_number("-12", signed=True) == -12 and whole_number("+5", signed=True) == 5
    assert whole_number("12345", max_digits=4) is None and whole_number("1234", 4) == 1234
    assert shown_number("9" * 5000) == "9" * 12 + "…" and shown_number("12") == "12"


def test_bidirectional_controls_are_shown_escaped() -> None:
    """A right-to-left override turns "1.0\u202egnp.exe" around on screen: shown as an escape."""
    text = "v1\x00\u202e\u2066\u200f\u061c\x1b[2J\x85"
    assert one_line(text) == "v1\\x00\\u202e\\u2066\\u200f\\u061c\\x1b[2J\\x85"
    assert has_unsafe(text) and not has_unsafe("Gwiezdne wojny: Łódź, « é »")


def test_json_for_a_terminal_is_the_same_data() -> None:
    import json

    value = {"name": "a\u202eb\x85", "list": ["\u2066"]}
    shown = json_shown(json.dumps(value, indent=2, ensure_ascii=False))
    assert json.loads(shown) == value and not has_unsafe(shown.replace("\n", ""))
