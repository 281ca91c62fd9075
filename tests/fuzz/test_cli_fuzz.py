"""Fuzzing every command that reads a file, a code, a name or a path (issue 10).

For every generated input, through the real command line (``app.cli.run``, argparse
included):

- the exit code is one that docs/cli.md documents for the command;
- stderr is empty on success and exactly one line otherwise, and nothing escapes as an
  exception (a traceback);
- nothing outside the command's output changed: the folder holding the inputs is compared
  before and after, and no temporary file is left in it or in Muster's packs;
- each run ends within a generous bound (bounded time for any input is the property; the
  bound is far above a normal run so that a loaded machine does not fail it).

The whole suite runs in well under two minutes on two cores; the runs through a separate
process (non-UTF-8 arguments as the system hands them over) are marked slow.
"""

from __future__ import annotations

import io
import json
import os
import stat
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.cli import run
from tests.fuzz.strategies import (
    ROSTER,
    csv_files,
    hostile_text,
    json_files,
    output_names,
    share_texts,
)
from tests.profiles import examples

BOUND_SECONDS = 20.0
FUZZ = settings(
    max_examples=examples(25),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    database=None,
)
FEW = settings(FUZZ, max_examples=examples(10))

GAME_LOG = {
    "format": "muster.game/1",
    "system": "shatterpoint",
    "exported_at": "2026-03-01T20:00:00+00:00",
    "setup": {},
    "events": [{"seq": 1, "type": "turn_started", "payload": {}, "at": ""}],
}
PACK = {
    "format": "muster.catalog/1",
    "system": "shatterpoint",
    "id": "fuzz-pack",
    "version": "1",
    "name": {"en": "Fuzz"},
    "units": [],
}
UNIT = {
    "name-en": "Fuzz Trooper",
    "type": "supporting",
    "pointcost": 3,
    "force": 1,
    "stamina": 4,
    "durability": 2,
    "characters": 1,
    "eras": ["fallofthejedi"],
}


@dataclass
class Outcome:
    code: int
    out: str
    err: str
    seconds: float


@dataclass
class Bench:
    """The folder a run reads its inputs from and writes its outputs to, with neighbours
    that must survive: a file, a folder, a link to a file, and what the link names."""

    folder: Path
    home: Path

    def put(self, name: str, data: bytes) -> Path:
        file = self.folder / name
        file.write_bytes(data)
        return file

    def path(self, name: str) -> str:
        return name if name.startswith("/") else str(self.folder / name)


def snapshot(folder: Path) -> dict[str, tuple[int, int, int, bytes | str]]:
    """Every entry under ``folder`` (links not followed): its type, size, inode and content."""
    found: dict[str, tuple[int, int, int, bytes | str]] = {}
    for root, dirs, files in os.walk(folder):
        for name in dirs + files:
            path = Path(root, name)
            info = path.lstat()
            if stat.S_ISLNK(info.st_mode):
                content: bytes | str = os.readlink(path)
            elif stat.S_ISREG(info.st_mode):
                content = path.read_bytes()
            else:
                content = b""
            found[str(path)] = (stat.S_IFMT(info.st_mode), info.st_size, info.st_ino, content)
    return found


def muster(bench: Bench, argv: Sequence[str]) -> Outcome:
    """Runs the command with stdout and stderr as a terminal's: UTF-8 byte streams (a file
    name's undecodable bytes are written back as they were, which pytest's capture cannot
    take)."""
    streams = [io.TextIOWrapper(io.BytesIO(), encoding="utf-8") for _ in range(2)]
    saved = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = streams
    start = time.monotonic()
    try:
        code = run(list(argv))
    except SystemExit as exc:  # argparse's usage errors and --help
        code = exc.code if isinstance(exc.code, int) else 2
    finally:
        seconds = time.monotonic() - start
        sys.stdout, sys.stderr = saved
    out, err = (
        stream.flush() or stream.buffer.getvalue().decode("utf-8", "surrogateescape")  # type: ignore[attr-defined]
        for stream in streams
    )
    return Outcome(code, out, err, seconds)


def leftovers(*folders: Path) -> list[str]:
    names = []
    for folder in folders:
        if folder.exists():
            for _root, _dirs, files in os.walk(folder):
                names += [f for f in files if f.startswith(".muster-") or f.endswith(".tmp")]
    return names


def check(
    bench: Bench,
    argv: Sequence[str],
    codes: set[int],
    outputs: Sequence[str] = (),
    notice: bool = False,
) -> Outcome:
    """Runs ``argv`` and asserts the properties of the module's docstring; ``outputs`` are
    the paths the command may write (a link among them may change what it names); with
    ``notice``, a success may say one ``muster:`` line on stderr."""
    before = snapshot(bench.folder)
    outcome = muster(bench, argv)
    after = snapshot(bench.folder)
    assert outcome.code in codes, (argv, outcome)
    lines = outcome.err.splitlines()
    if outcome.code in (0, 1) and not (notice and len(lines) == 1):
        assert lines == [], (argv, outcome)
    else:
        assert len(lines) == 1 and outcome.err.endswith("\n"), (argv, outcome)
        assert lines[0].startswith("muster"), (argv, outcome)
    assert "Traceback" not in outcome.err
    assert outcome.seconds < BOUND_SECONDS, (argv, outcome.seconds)
    allowed = set()
    for output in outputs:
        allowed.add(output)
        allowed.add(os.path.realpath(output))
    changed = {
        path
        for path in before.keys() | after.keys()
        if before.get(path) != after.get(path) and path not in allowed
    }
    assert changed == set(), (argv, changed)
    assert leftovers(bench.folder, bench.home / "data" / "packs") == [], argv
    return outcome


def out_path(bench: Bench, name: str) -> str:
    return bench.path(name)


# --- files -------------------------------------------------------------------------------


@FUZZ
@given(data=json_files(ROSTER), fmt=st.sampled_from(["text", "json"]))
def test_validate(bench: Bench, data: bytes, fmt: str) -> None:
    file = bench.put("roster.json", data)
    check(bench, ["validate", str(file), "--format", fmt], {0, 1, 2})


@FUZZ
@given(data=json_files(ROSTER), fmt=st.sampled_from(["muster", "spt", "tta"]))
def test_share_encode(bench: Bench, data: bytes, fmt: str) -> None:
    file = bench.put("roster.json", data)
    check(bench, ["share", "encode", str(file), "--as", fmt], {0, 2})


@FUZZ
@given(data=json_files(GAME_LOG), fmt=st.sampled_from(["text", "json"]))
def test_game_replay(bench: Bench, data: bytes, fmt: str) -> None:
    file = bench.put("game.json", data)
    check(bench, ["game", "replay", str(file), "--format", fmt], {0, 2}, notice=True)


@FEW
@given(data=json_files(ROSTER), output=output_names, what=st.sampled_from(["sheet", "both"]))
def test_print_roster(bench: Bench, data: bytes, output: str, what: str) -> None:
    file = bench.put("roster.json", data)
    target = out_path(bench, output)
    check(bench, ["print", "roster", str(file), "-o", target, "--what", what], {0, 2}, [target])


@FEW
@given(data=json_files(GAME_LOG), output=output_names)
def test_print_game(bench: Bench, data: bytes, output: str) -> None:
    file = bench.put("game.json", data)
    target = out_path(bench, output)
    check(bench, ["print", "game", str(file), "-o", target], {0, 2}, [target])


@FUZZ
@given(data=json_files(PACK))
def test_catalog_import_file(bench: Bench, data: bytes) -> None:
    file = bench.put("pack.json", data)
    check(bench, ["catalog", "import", str(file)], {0, 2})


@st.composite
def community_folders(draw: st.DrawFn) -> list[tuple[str, bytes | str]]:
    """Files of a community folder: (name, content), or (name, "link:TARGET"/"fifo")."""
    entries: list[tuple[str, bytes | str]] = [("good.json", json.dumps(UNIT).encode())]
    for number in range(draw(st.integers(0, 4))):
        entries.append((f"unit{number}.json", draw(json_files(UNIT))))
    for special in draw(st.lists(st.sampled_from(["outside", "zero", "fifo", "big"]))):
        if special == "outside":
            entries.append(("outside.json", "link:../../../neighbour.json"))
        elif special == "zero":
            entries.append(("zero.json", "link:/dev/zero"))
        elif special == "fifo":
            entries.append(("fifo.json", "fifo"))
        else:
            entries.append(("big.json", b" " * (1024 * 1024 + 1)))
    return entries


@FEW
@given(entries=community_folders())
def test_catalog_import_community_folder(bench: Bench, entries: list) -> None:
    folder = bench.folder / f"community-{time.monotonic_ns()}"
    units = folder / "data" / "units"
    units.mkdir(parents=True)
    for name, content in entries:
        target = units / name
        if content == "fifo":
            if not target.exists():
                os.mkfifo(target)
        elif isinstance(content, str):
            if not target.is_symlink():
                target.symlink_to(content.removeprefix("link:"))
        else:
            target.write_bytes(content)
    # The one good file is always imported, whatever its neighbours are.
    check(bench, ["catalog", "import", str(folder)], {0})


@FUZZ
@given(pack=st.one_of(hostile_text, st.sampled_from(["../../neighbour", "/abs/x", ".."])))
def test_catalog_remove(bench: Bench, pack: str) -> None:
    check(bench, ["catalog", "remove", pack], {0, 2})


@FUZZ
@given(data=csv_files())
def test_campaign_import_games(bench: Bench, data: bytes) -> None:
    file = bench.put("games.csv", data)
    check(bench, ["campaign", "import-games", str(file)], {0, 1, 2})


# --- codes, names, numbers -----------------------------------------------------------------


@FUZZ
@given(text=share_texts(), output=st.one_of(st.none(), output_names))
def test_share_decode(bench: Bench, text: str, output: str | None) -> None:
    argv = ["share", "decode", text]
    outputs = []
    if output is not None:
        outputs.append(out_path(bench, output))
        argv += ["-o", outputs[0]]
    check(bench, argv, {0, 2}, outputs)


@FUZZ
@given(name=hostile_text, fmt=st.sampled_from(["text", "json"]))
def test_campaign_standings(bench: Bench, name: str, fmt: str) -> None:
    check(bench, ["campaign", "standings", name or "-", "--format", fmt], {0, 2})


@FUZZ
@given(
    game=st.one_of(
        st.integers(min_value=-(2**80), max_value=2**80).map(str),
        st.sampled_from(["99999999999999999999", "0", "-1", "1e3", ""]),
    ),
    output=output_names,
)
def test_game_export(bench: Bench, game: str, output: str) -> None:
    target = out_path(bench, output)
    check(bench, ["game", "export", game, "-o", target], {2}, [target])


# --- output paths ------------------------------------------------------------------------


@FUZZ
@given(output=output_names, kind=st.sampled_from(["catalog", "games", "standings"]))
def test_exports_to_any_path(bench: Bench, output: str, kind: str) -> None:
    target = out_path(bench, output)
    if kind == "catalog":
        argv = ["catalog", "export", target]
    elif kind == "games":
        argv = ["campaign", "export-games", target]
    else:
        argv = ["campaign", "export-standings", "Nobody", target + ".csv"]
        target += ".csv"
    check(bench, argv, {0, 2}, [target])


def test_an_export_to_a_device_or_a_link_writes_through(bench: Bench) -> None:
    link = bench.folder / "link.file"
    check(bench, ["catalog", "export", str(link)], {0}, [str(link)])
    assert link.is_symlink() and json.loads((bench.folder / "target.file").read_text())
    device = bench.folder / "device"
    before = device.stat()
    check(bench, ["catalog", "export", str(device)], {0}, [str(device)])
    assert stat.S_ISCHR(device.stat().st_mode) and device.stat().st_ino == before.st_ino


# --- preferences.json -----------------------------------------------------------------------


@FUZZ
@given(data=json_files({"language": "fr", "database_url": None}))
def test_any_preferences_file_leaves_every_command_working(bench: Bench, data: bytes) -> None:
    prefs = bench.home / "config" / "preferences.json"
    prefs.parent.mkdir(parents=True, exist_ok=True)
    prefs.write_bytes(data)
    roster = bench.put("roster.json", json.dumps(ROSTER).encode())
    check(bench, ["validate", str(roster)], {0, 1})
    check(bench, ["catalog", "packs", "--format", "json"], {0})
    prefs.unlink(missing_ok=True)
    prefs.with_suffix(".json.broken").unlink(missing_ok=True)


# --- through the real entry point -------------------------------------------------------------


def _entry_point(args: list[bytes], home: Path) -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "MUSTER_HOME": str(home), "LC_ALL": "C.UTF-8"}
    return subprocess.run(
        [sys.executable.encode(), b"-m", b"app", *args],
        capture_output=True,
        timeout=120,
        env=env,
        cwd=Path(__file__).resolve().parents[2],
    )


@pytest.mark.slow
def test_bytes_that_are_not_utf8_in_arguments(tmp_path: Path) -> None:
    """A campaign named with the byte 0xFF, a file name with it: one line each, no crash."""
    home = tmp_path / "home"
    odd = tmp_path / "r\xff.json".encode("latin-1").decode("utf-8", "surrogateescape")
    Path(odd).write_text(json.dumps(ROSTER))
    results = [
        _entry_point([b"campaign", b"standings", b"Liga\xff"], home),
        _entry_point([b"validate", os.fsencode(tmp_path / "missing\xff\n.json")], home),
        _entry_point([b"share", b"decode", b"MU1.\xff\xfe"], home),
    ]
    for result in results:
        assert result.returncode == 2, result
        assert result.stderr.count(b"\n") == 1 and b"Traceback" not in result.stderr
    valid = _entry_point([b"validate", os.fsencode(odd)], home)
    assert valid.returncode in (0, 1) and valid.stderr == b""


@pytest.mark.slow
def test_a_broken_preferences_file_through_the_entry_point(tmp_path: Path) -> None:
    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    (home / "config" / "preferences.json").write_bytes(b"[" * 100_000)
    result = _entry_point([b"catalog", b"packs"], home)
    assert result.returncode == 0 and result.stderr == b"", result
