"""Hostile inputs, each cause of issue 10 at the level of the code that meets it: one bad
file is reported and skipped, a path is never taken for a pack id, a share code cannot
inflate beyond a roster, preferences cannot stop Muster, the command line stays one line."""

from __future__ import annotations

import base64
import json
import os
import zlib
from pathlib import Path

import pytest

from app import systems
from app.catalog.importers import import_path
from app.catalog.user_packs import builtin_pack_ids, remove_pack
from app.cli import run
from app.errors import CatalogError, ShareCodeError
from app.roster import share
from app.settings import Preferences

FIXTURES = Path(__file__).parent.parent / "catalog" / "fixtures" / "community"


def unit(name: str) -> dict:
    return {
        "name-en": name,
        "type": "supporting",
        "pointcost": 3,
        "force": 1,
        "stamina": 4,
        "durability": 2,
        "characters": 1,
        "eras": ["fallofthejedi"],
    }


@pytest.fixture
def community(tmp_path: Path) -> Path:
    folder = tmp_path / "hostile"
    units = folder / "data" / "units"
    units.mkdir(parents=True)
    (units / "good.json").write_text(json.dumps(unit("Good Trooper")))
    return folder


def rejections(report) -> dict[str, str]:
    return {r.source.rsplit("/", 1)[-1]: r.reason.message("en") for r in report.rejected}


def test_a_community_import_skips_each_hostile_file_and_imports_the_rest(
    community: Path, tmp_path: Path
) -> None:
    units = community / "data" / "units"
    (units / "deep.json").write_text("[" * 100_000)
    (units / "number.json").write_text('{"name-en": ' + "7" * 5000 + "}")
    (units / "huge.json").write_bytes(b" " * (1024 * 1024 + 1))
    os.mkfifo(units / "fifo.json")
    outside = tmp_path / "secret.json"
    outside.write_text(json.dumps(unit("Outside Spy")))
    (units / "escape.json").symlink_to(outside)
    (units / "zero.json").symlink_to("/dev/zero")
    report = import_path(community, tmp_path / "packs")
    assert report.added == ["good-trooper"]
    found = rejections(report)
    assert "nested more than 64 levels" in found["deep.json"]
    assert "whole number is too large" in found["number.json"]
    assert "too large" in found["huge.json"]
    assert "not a regular file" in found["fifo.json"]
    for name in ("escape.json", "zero.json"):
        assert "outside the imported folder" in found[name]
    assert all("\n" not in reason for reason in found.values())


def test_a_units_folder_linked_out_of_the_import_reads_nothing_from_outside(
    tmp_path: Path,
) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "spy.json").write_text(json.dumps(unit("Outside Spy")))
    folder = tmp_path / "linked"
    (folder / "data").mkdir(parents=True)
    (folder / "data" / "units").symlink_to(elsewhere)
    report = import_path(folder, tmp_path / "packs")
    assert report.imported == 0
    assert "outside the imported folder" in rejections(report)["spy.json"]


@pytest.mark.parametrize("pack_id", ["../../x", "/abs/path/x", "x/../../y", "", ".", "X"])
def test_remove_takes_a_pack_id_never_a_path(tmp_path: Path, pack_id: str) -> None:
    victim = tmp_path / "x.json"
    victim.write_text("{}")
    packs = tmp_path / "a" / "b" / "packs"
    with pytest.raises(CatalogError, match="is not a pack id"):
        remove_pack(packs, "shatterpoint", pack_id)
    assert victim.exists()


def test_remove_by_path_on_the_command_line_deletes_nothing(
    muster_home: Path, tmp_path: Path, capsys
) -> None:
    victim = tmp_path / "x.json"
    victim.write_text("{}")
    assert run(["catalog", "remove", str(tmp_path / "x")]) == 2
    assert run(["catalog", "remove", "../" * 8 + str(tmp_path / "x")]) == 2
    assert victim.exists()
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 2 and all("is not a pack id" in line for line in err)


def muster_code(raw: bytes) -> str:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    payload = base64.urlsafe_b64encode(packer.compress(raw) + packer.flush())
    text = payload.rstrip(b"=").decode()
    return f"MU1.{text}.{share._checksum(text)}"


def test_a_share_code_that_inflates_beyond_a_roster_is_refused_unread() -> None:
    bomb = b'{"system":"shatterpoint","notes":"' + b"x" * (8 * 1024 * 1024) + b'"}'
    code = muster_code(bomb)
    assert len(code) < 20_000
    with pytest.raises(ShareCodeError, match="unpacks to more than 1 MiB"):
        share.decode(code, lambda system: None)


def test_a_share_code_text_has_a_length_limit() -> None:
    with pytest.raises(ShareCodeError, match="too long to hold a share code"):
        share.decode("MU1." + "A" * share.MAX_TEXT_LENGTH, lambda system: None)


def test_a_share_code_cut_inside_its_content_is_damaged() -> None:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(b'{"system":"shatterpoint","name":"' + b"ab" * 500 + b'"}')
    packed += packer.flush()
    text = base64.urlsafe_b64encode(packed[: len(packed) // 2]).rstrip(b"=").decode()
    with pytest.raises(ShareCodeError, match="cannot be unpacked"):
        share.decode(f"MU1.{text}.{share._checksum(text)}", lambda system: None)


@pytest.mark.parametrize(
    "content",
    [b"[" * 100_000, b'{"language": ' + b"1" * 5000 + b"}", b"\xff\xfe", b"[]", b'"fr"'],
)
def test_a_broken_preferences_file_is_set_aside_and_defaults_used(
    tmp_path: Path, content: bytes
) -> None:
    file = tmp_path / "preferences.json"
    file.write_bytes(content)
    prefs = Preferences(file)
    assert prefs.get("language") is None
    assert not file.exists() and file.with_suffix(".json.broken").read_bytes() == content


def test_an_unreadable_preferences_path_gives_defaults_and_is_left_alone(tmp_path: Path) -> None:
    folder = tmp_path / "preferences.json"
    folder.mkdir()
    assert Preferences(folder).get("language") is None
    assert folder.is_dir()


def test_a_broken_preferences_file_does_not_stop_a_command(muster_home: Path, capsys) -> None:
    prefs = muster_home / "config" / "preferences.json"
    prefs.parent.mkdir(parents=True)
    prefs.write_text("[" * 100_000)
    assert run(["catalog", "packs", "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)


def test_a_name_that_is_not_utf8_is_one_line_not_a_crash(muster_home: Path, capsys) -> None:
    # How Python hands over the byte 0xFF of a command-line argument.
    assert run(["campaign", "standings", "Liga\udcff"]) == 2
    err = capsys.readouterr().err
    assert err == (
        'muster: The argument "Liga\\udcff" is not valid text: it holds bytes that are not UTF-8.\n'
    )


def test_a_game_number_beyond_any_database_is_no_such_game(muster_home: Path, capsys) -> None:
    out = muster_home / "out.json"
    assert run(["game", "export", "99999999999999999999", "-o", str(out)]) == 2
    assert capsys.readouterr().err == "muster: There is no game number 99999999999999999999.\n"
    assert not out.exists()


def test_a_usage_error_is_one_line(capsys) -> None:
    with pytest.raises(SystemExit) as caught:
        run(["validate"])
    assert caught.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "required: FILE" in err


def test_control_characters_of_the_input_are_shown_escaped(tmp_path: Path, capsys) -> None:
    name = tmp_path / "evil\r\n\x1b[2Jname.json"
    assert run(["validate", str(name)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "\x1b" not in err and "\r" not in err
    assert "evil\\r\\n\\x1b[2Jname.json" in err


@pytest.mark.parametrize("system_id", systems.system_ids())
def test_a_pipe_among_the_user_packs_is_never_opened(
    muster_home: Path, capsys, system_id: str
) -> None:
    # Every system's user packs folder: each system loads its own packs through the same filter.
    packs = muster_home / "data" / "packs" / system_id
    packs.mkdir(parents=True)
    os.mkfifo(packs / "waiting.json")
    assert run(["catalog", "packs", "--system", system_id, "--format", "json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    # Only the built-in packs (Shatterpoint has two: core and community) are loaded.
    assert sorted(p["id"] for p in listed) == sorted(builtin_pack_ids(system_id))
    assert all(p["builtin"] for p in listed)
