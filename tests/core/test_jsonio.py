"""The one JSON reader: limits on size, nesting, numbers and text, for every file Muster reads."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from app import jsonio
from app.errors import FileReadError, one_line


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("[" * 100_000, "nested more than 64 levels deep"),
        ('{"a":' * 65 + "1" + "}" * 65, "nested more than 64 levels deep"),
        ('{"n": ' + "9" * 5000 + "}", "a whole number is too large (5000 digits)"),
        ("[9223372036854775808]", "a whole number is too large (19 digits)"),
        ("[1e999]", "a number is not finite (1e999)"),
        ("[NaN]", "a number is not finite (NaN)"),
        ('["\\ud800"]', "a text holds an invalid character (\\ud800)"),
        ('{"\\udfff": 1}', "a text holds an invalid character (\\udfff)"),
    ],
)
def test_beyond_the_limits_is_broken_json_with_a_reason(text: str, reason: str) -> None:
    with pytest.raises(json.JSONDecodeError) as caught:
        jsonio.loads(text)
    assert caught.value.msg == reason


def test_the_reason_names_the_line_it_was_found_on() -> None:
    with pytest.raises(json.JSONDecodeError) as caught:
        jsonio.loads('{\n"a": 1,\n"b": ' + "[" * 70 + "]" * 70 + "}")
    assert caught.value.lineno == 3


def test_the_reason_is_translated() -> None:
    from app.i18n import set_language

    set_language("fr")
    with pytest.raises(json.JSONDecodeError) as caught:
        jsonio.loads("[" * 100)
    assert caught.value.msg == "imbriqué sur plus de 64 niveaux"


@pytest.mark.parametrize(
    "text",
    [
        "[" * 64 + "]" * 64,
        '["[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["]',
        "[9223372036854775807, -9223372036854775808, 1.5e300]",
        '["\\ud83d\\ude00", "\\\\ud800"]',
    ],
)
def test_within_the_limits_reads_as_json_does(text: str) -> None:
    assert jsonio.loads(text) == json.loads(text)


def test_a_file_is_read_up_to_its_limit_and_no_further(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 2000)
    with pytest.raises(FileReadError, match="is too large: Muster reads files of this kind up to"):
        jsonio.read_text(big, 1000)
    assert jsonio.read_text(big, 2000) == " " * 2000


def test_a_device_that_never_ends_is_refused_quickly() -> None:
    with pytest.raises(FileReadError, match="too large"):
        jsonio.read_bytes(Path("/dev/zero"), 1024)


def test_text_that_is_not_utf8_is_named(tmp_path: Path) -> None:
    file = tmp_path / "latin1.json"
    file.write_bytes('{"name": "Général"}'.encode("latin-1"))
    with pytest.raises(FileReadError, match="is not UTF-8 text"):
        jsonio.read_text(file, 1000)
    bom = tmp_path / "bom.json"
    bom.write_bytes(b"\xef\xbb\xbf[1]")
    assert jsonio.read_text(bom, 1000) == "[1]"


def test_a_walked_folder_gives_regular_files_only(tmp_path: Path) -> None:
    real = tmp_path / "real.json"
    real.write_text("[1]")
    link = tmp_path / "link.json"
    link.symlink_to(real)
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    assert jsonio.read_bytes(real, 100, regular_only=True) == b"[1]"
    for file in (link, fifo, Path("/dev/zero")):
        with pytest.raises(FileReadError, match="is not a regular file"):
            jsonio.read_bytes(file, 100, regular_only=True)
    # A file named by the user may be a link.
    assert jsonio.read_bytes(link, 100) == b"[1]"


def test_one_line_escapes_what_a_terminal_would_obey() -> None:
    text = "a\nb\r\x1b[31mred\x7f\u2028\udcff\t é ✓"
    assert one_line(text) == "a\\nb\\r\\x1b[31mred\\x7f\\u2028\\udcff\\t é ✓"
    assert one_line(one_line(text)) == one_line(text)
