"""A hostile catalogue server (issue 24), through the real command line: ``catalog subscribe``
and ``catalog update`` against a server on 127.0.0.1 that trickles its headers or its body,
sends headers or ``100 Continue`` lines without end, redirects to ports and schemes no
download may use, or lists a pack whose version holds control characters.

Every run ends with exit 0 or 2, one line on stderr when it fails, nothing shown raw (no
control or bidirectional character on stdout or stderr), the packs untouched on a refusal,
and within the download's deadline (short here: ``download.DEFAULT_LIMITS`` is replaced, as
the module allows; the real one, 5 minutes, is in docs/cli.md, "Limits")."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.catalog import download
from tests.catalog.http_repo import pack_bytes
from tests.fuzz import hostile_server as hostile
from tests.fuzz.strategies import HOSTILE_CHARS
from tests.fuzz.test_cli_fuzz import FEW, Bench, Outcome, muster, snapshot

DEADLINE = 1.0
PAUSE = 0.05  # between two trickled bytes: well under the timeout, so only the deadline cuts
BOUND = 3 * DEADLINE + 3.0  # an index and a pack, each within the deadline, and start-up
# What must never reach the terminal raw (a line feed ends a line, nothing more).
RAW = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]")
_paths = itertools.count()


@pytest.fixture
def server(monkeypatch: pytest.MonkeyPatch) -> Iterator[hostile.HostileServer]:
    monkeypatch.setattr(
        download, "DEFAULT_LIMITS", download.Limits(timeout=5.0, deadline=DEADLINE, redirects=3)
    )
    running = hostile.HostileServer()
    yield running
    running.stop()


@pytest.fixture
def bench(tmp_path: Path, muster_home: Path, home_database: Path) -> Bench:
    return Bench(tmp_path, muster_home)


def update(bench: Bench, server: hostile.HostileServer) -> Outcome:
    """Follows a new address of the server, runs ``catalog update``, and checks what every
    run must hold; returns the update's outcome."""
    url = f"{server.base}/{next(_paths)}/index.json"
    packs = bench.home / "data" / "packs"
    assert muster(bench, ["catalog", "subscribe", url]).code == 0
    before = snapshot(packs) if packs.exists() else {}
    outcome = muster(bench, ["catalog", "update"])
    assert muster(bench, ["catalog", "unsubscribe", url]).code == 0
    assert outcome.code in (0, 2), outcome
    assert "Traceback" not in outcome.err
    if outcome.code == 2:
        assert outcome.err.count("\n") == 1 and outcome.err.startswith("muster: "), outcome
        assert (snapshot(packs) if packs.exists() else {}) == before
    assert not RAW.search(outcome.out) and not RAW.search(outcome.err), outcome
    assert outcome.seconds < BOUND, outcome
    return outcome


def serve(server: hostile.HostileServer, index: hostile.Script, pack: bytes = b"") -> None:
    def script(path: str) -> Iterator[hostile.Piece]:
        if path.endswith("/pack.json"):
            return hostile.json_file(pack)
        return index(path)

    server.script = script


BAD_LOCATIONS = [
    "http://127.0.0.1:99999999999999999999/index.json",
    "http://127.0.0.1:65536/index.json",
    "http://127.0.0.1:0/index.json",
    "http://127.0.0.1:" + "9" * 5000 + "/index.json",
    "ftp://127.0.0.1/index.json",
    "file:///etc/passwd",
    "javascript:alert(1)",
    "http://[/index.json",
    "http://127.0.0.1/\x1b[2J\u202eindex.json",
]


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        ("http://127.0.0.1:99999999999999999999/", "is not a web address"),
        ("http://127.0.0.1:65536/index.json", "is not a web address"),
        ("http://127.0.0.1:0/index.json", "is not a web address"),
        ("http://127.0.0.1:80x/index.json", "is not a web address"),
        ("http://127.0.0.1/\x1b[2J\u202e/index.json", "\\x1b[2J\\u202e"),
    ],
)
def test_an_address_no_socket_can_open_is_refused_on_subscribing(
    bench: Bench, url: str, expected: str
) -> None:
    outcome = muster(bench, ["catalog", "subscribe", url])
    assert outcome.code == 2 and outcome.err.count("\n") == 1 and expected in outcome.err
    assert not RAW.search(outcome.err)


@pytest.mark.parametrize(
    ("script", "reason"),
    [
        (lambda: hostile.trickled_headers(PAUSE), "not finished the headers"),
        (lambda: hostile.endless_continue(PAUSE), "not finished the headers"),
        (lambda: hostile.trickled_body(PAUSE), "bytes of the file had arrived"),
    ],
    ids=["trickled-headers", "endless-100-continue", "trickled-body"],
)
def test_a_trickling_server_is_cut_at_the_deadline_with_the_reason(
    bench: Bench, server: hostile.HostileServer, script, reason: str
) -> None:
    serve(server, lambda path: script())
    outcome = update(bench, server)
    assert outcome.code == 2
    assert f"took longer than {DEADLINE:g} seconds" in outcome.err and reason in outcome.err
    assert DEADLINE * 0.9 < outcome.seconds < BOUND


def test_endless_headers_are_refused(bench: Bench, server: hostile.HostileServer) -> None:
    serve(server, lambda path: hostile.endless_headers())
    outcome = update(bench, server)
    assert outcome.code == 2 and "cannot be reached" in outcome.err
    # Said in Muster's words (and language), not urllib's "got more than 100 headers".
    assert "not one a web server gives" in outcome.err and "100 headers" not in outcome.err


@pytest.mark.parametrize("location", BAD_LOCATIONS)
def test_a_redirect_to_an_unusable_address_is_refused_before_any_socket(
    bench: Bench, server: hostile.HostileServer, location: str
) -> None:
    serve(server, lambda path: hostile.redirect(location))
    outcome = update(bench, server)
    assert outcome.code == 2 and "is not a web address" in outcome.err


def test_a_pack_version_with_control_characters_is_refused_and_not_installed(
    bench: Bench, server: hostile.HostileServer
) -> None:
    version = "2026\x00\u202e\x1b[31m1"
    pack = pack_bytes(version, 5)
    serve(server, lambda path: hostile.json_file(hostile.index_for(pack, {})), pack)
    outcome = update(bench, server)
    assert outcome.code == 2
    assert "holds control or bidirectional characters" in outcome.err and "version" in outcome.err
    assert not (bench.home / "data" / "packs" / "shatterpoint" / "club-points.json").exists()
    # The same pack with a plain version installs: the refusal was the version's.
    pack = pack_bytes("2026.1", 5)
    serve(server, lambda path: hostile.json_file(hostile.index_for(pack, {})), pack)
    assert update(bench, server).code == 0
    assert (bench.home / "data" / "packs" / "shatterpoint" / "club-points.json").exists()


hostile_versions = st.text(alphabet=HOSTILE_CHARS + "\u202e\u2066\u200f1.", min_size=1, max_size=12)


@st.composite
def behaviours(draw: st.DrawFn) -> tuple[hostile.Script, bytes]:
    """What the server does: one hostile answer, or a good index listing a hostile pack."""
    kind = draw(st.sampled_from(["trickle", "continue", "endless", "redirect", "pack", "length"]))
    if kind == "length":  # a size past int()'s own limit, or with control characters
        length = draw(st.sampled_from(["9" * 5000, "1\x1b[2J", "-1", "²"]))
        return (lambda p: hostile.answer("200 OK", {"Content-Length": length}, b"{}")), b""
    pause = draw(st.sampled_from([PAUSE, 0.2]))
    if kind == "trickle":
        body = draw(st.booleans())
        return (
            lambda p: hostile.trickled_body(pause) if body else hostile.trickled_headers(pause)
        ), b""
    if kind == "continue":
        return (lambda p: hostile.endless_continue(pause)), b""
    if kind == "endless":
        return (lambda p: hostile.endless_headers()), b""
    if kind == "redirect":
        location = draw(st.one_of(st.sampled_from(BAD_LOCATIONS), hostile_versions))
        return (lambda p: hostile.redirect(location)), b""
    version = draw(hostile_versions)
    name = draw(st.one_of(st.just("Club"), hostile_versions))
    pack = pack_bytes(version, draw(st.integers(1, 9)))
    index = hostile.index_for(pack, {}, name)
    return (lambda p: hostile.json_file(index)), pack


@FEW
@given(behaviour=behaviours())
def test_any_hostile_server_ends_in_one_line_within_the_deadline(
    bench: Bench, server: hostile.HostileServer, behaviour: tuple[hostile.Script, bytes]
) -> None:
    script, pack = behaviour
    serve(server, script, pack)
    update(bench, server)
