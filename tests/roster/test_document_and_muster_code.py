"""The roster file and Muster's own share code: round trips and mangled codes."""

from __future__ import annotations

import json
import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.errors import RosterFormatError, ShareCodeError
from app.roster import share
from app.roster.document import RosterDocument
from tests.profiles import examples

IDS = st.one_of(st.none(), st.from_regex(r"\A[a-z0-9]+(-[a-z0-9]+)*\Z"), st.text(max_size=10))
SQUAD = st.dictionaries(st.text(min_size=1, max_size=10), IDS, max_size=4)
DOCUMENTS = st.builds(
    RosterDocument,
    system=st.sampled_from(["shatterpoint", "legion"]),
    name=st.text(max_size=40),
    squads=st.lists(SQUAD, max_size=4),
    mission_set=st.one_of(st.none(), st.text(max_size=20)),
    casual=st.booleans(),
    notes=st.text(max_size=60),
)


def no_catalog(system_id: str) -> None:
    raise AssertionError("a Muster code needs no catalogue")


@settings(max_examples=examples(80))
@given(DOCUMENTS)
def test_roster_file_round_trip(document):
    assert RosterDocument.loads(document.dumps()).to_json() == document.to_json()


def test_roster_file_write_and_read(tmp_path):
    document = RosterDocument("shatterpoint", "Żółw", [{"primary": "lord-maul"}], None, True, "")
    file = tmp_path / "team.json"
    document.write(file)
    assert RosterDocument.read(file).to_json() == document.to_json()
    file.write_bytes(b"\xef\xbb\xbf" + file.read_bytes())  # a byte-order mark is tolerated
    assert RosterDocument.read(file).to_json() == document.to_json()


@settings(max_examples=examples(80))
@given(DOCUMENTS)
def test_muster_code_round_trip(document):
    code = share.encode(document, "muster", None)
    assert code.startswith("MU1.")
    assert all(ch.isascii() and (ch.isalnum() or ch in "-_.") for ch in code)
    assert share.decode(code, no_catalog).to_json() == document.to_json()


@settings(max_examples=examples(60))
@given(DOCUMENTS, st.data())
def test_a_changed_character_is_detected(document, data):
    code = share.encode(document, "muster", None)
    position = data.draw(st.integers(4, len(code) - 1))
    replacement = data.draw(st.sampled_from("AbZ09-_"))
    if code[position] in (replacement, "."):
        return
    mangled = code[:position] + replacement + code[position + 1 :]
    with pytest.raises(ShareCodeError):
        share.decode(mangled, no_catalog)


SAMPLE = RosterDocument(
    "shatterpoint",
    "Chat team",
    [{"primary": "lord-maul", "secondary": None, "support": "magnaguard"}],
    "Shifting Priorities",
)


@pytest.mark.parametrize(
    "wrap",
    [
        "{}",
        "  {}\n\n",
        "here is my list {} have fun",
        "https://example.org/roster?code={}&x=1",
        "<{}>",
    ],
)
def test_muster_code_found_in_pasted_text(wrap):
    code = share.encode(SAMPLE, "muster", None)
    assert share.decode(wrap.format(code), no_catalog).to_json() == SAMPLE.to_json()


def reason(text: str) -> str:
    with pytest.raises(ShareCodeError) as caught:
        share.decode(text, no_catalog)
    return caught.value.message("en")


def test_mangled_muster_codes_say_why():
    code = share.encode(SAMPLE, "muster", None)
    payload, check = code[4:].split(".")
    assert "checksum at the end is missing" in reason(code.rsplit(".", 1)[0])
    assert "checksum does not match" in reason(code[:-8] + code[-7:])
    assert "newer version" in reason("MU9." + payload + "." + check)
    assert "text is empty" in reason("   ")
    assert "No share code was found" in reason("hello there")


def test_a_valid_checksum_over_bad_content():
    def forge(payload: str) -> str:
        return f"MU1.{payload}.{share._checksum(payload)}"

    assert "characters that do not belong" in reason(forge("A"))
    assert "cannot be unpacked" in reason(forge("AAAA"))
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = json.dumps({"system": "shatterpoint", "squads": "nope"}).encode()
    payload = share._b64encode(packer.compress(raw) + packer.flush())
    assert "does not hold a valid roster" in reason(forge(payload))


def test_not_a_roster_file():
    with pytest.raises(RosterFormatError):
        RosterDocument.loads('{"format": "something/1"}')


@pytest.mark.parametrize(
    ("text", "english"),
    [
        ("[]", "the document must be a JSON object"),
        ('{"format": "x"}', '"format" must be "muster.roster/1"'),
        ('{"format": "muster.roster/1"}', '"system" must name a game system'),
        ('{"format": "muster.roster/1", "system": "shatterpoint", "squads": {}}', "a list"),
        (
            '{"format": "muster.roster/1", "system": "shatterpoint", "squads": [{"primary": 3}]}',
            'squad 1, "primary" must be a unit id or null',
        ),
        (
            '{"format": "muster.roster/1", "system": "shatterpoint", "casual": "yes"}',
            '"casual" must be true or false',
        ),
        ("{", "not JSON (line 1"),
    ],
)
def test_malformed_documents_say_why_in_each_language(text, english):
    with pytest.raises(RosterFormatError) as caught:
        RosterDocument.loads(text)
    assert english in caught.value.message("en")
    assert caught.value.message("fr") != caught.value.message("en")
    assert caught.value.message("pl") != caught.value.message("en")


def test_codes_inside_longer_words_are_not_codes():
    assert "No share code was found" in reason("the EMU1.5 firmware, webspt[1] and so on")
