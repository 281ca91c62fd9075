"""The validated-pack cache (app/catalog/pack_cache.py): a pack loads from it when neither the
file nor the schema changed, and is read and validated again whenever the cache is stale,
damaged, foreign or cannot be written — never loaded differently, never a crash."""

from __future__ import annotations

import hashlib
import json
import os
import pickle
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.catalog import pack as pack_module
from app.catalog import pack_cache
from app.catalog.pack import load_pack
from app.errors import CatalogError
from app.systems.shatterpoint.catalog import ShatterpointPack
from tests.core.test_catalog_pack import pack, unit
from tests.fuzz.test_cli_fuzz import FUZZ


class Reads:
    """Counts the packs read from their JSON (a load from the cache reads none)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.count = 0
        real = pack_module.read_json

        def counted(file: Path) -> object:
            self.count += 1
            return real(file)

        monkeypatch.setattr(pack_module, "read_json", counted)


@pytest.fixture
def cache(tmp_path: Path) -> Iterator[Path]:
    folder = tmp_path / "cache" / "packs"
    pack_cache.use_folder(folder)
    yield folder
    pack_cache.use_folder(None)


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> Reads:
    return Reads(monkeypatch)


def pack_file(tmp_path: Path, units: list[dict] | None = None) -> Path:
    file = tmp_path / "pack.json"
    file.write_text(json.dumps(pack(units or [unit()])), encoding="utf-8")
    return file


def entry_of(cache: Path) -> Path:
    entries = list(cache.glob("*.pickle"))
    assert len(entries) == 1, entries
    return entries[0]


def test_a_pack_loaded_twice_is_read_once_and_loads_the_same(tmp_path, cache, reads):
    file = pack_file(tmp_path)
    first = load_pack(file, ShatterpointPack)
    second = load_pack(file, ShatterpointPack)
    assert reads.count == 1
    assert second == first and second is not first
    assert second.units[0].name.en == "Test Unit"


def test_a_changed_pack_is_read_again(tmp_path, cache, reads):
    file = pack_file(tmp_path)
    load_pack(file, ShatterpointPack)
    stat = file.stat()
    # Same size and the same modification time: only the bytes tell it changed.
    file.write_text(file.read_text(encoding="utf-8").replace("Test Unit", "Best Unit"))
    os.utime(file, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    assert load_pack(file, ShatterpointPack).units[0].name.en == "Best Unit"
    assert reads.count == 2
    assert load_pack(file, ShatterpointPack).units[0].name.en == "Best Unit"
    assert reads.count == 2  # the entry was written again


def test_a_pack_that_became_broken_is_refused_with_its_own_error(tmp_path, cache):
    file = pack_file(tmp_path)
    load_pack(file, ShatterpointPack)
    file.write_text(json.dumps(pack([unit(pc="three")])), encoding="utf-8")
    with pytest.raises(CatalogError, match="entry 'test-unit': field 'pc'"):
        load_pack(file, ShatterpointPack)


def test_an_entry_made_for_another_schema_is_not_used(tmp_path, cache, reads, monkeypatch):
    file = pack_file(tmp_path)
    load_pack(file, ShatterpointPack)
    monkeypatch.setattr(pack_cache, "schema_fingerprint", lambda model: ["another schema"])
    load_pack(file, ShatterpointPack)
    assert reads.count == 2


def test_an_unwritable_cache_folder_keeps_nothing_and_loads_every_pack(tmp_path, reads):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache folder should be")
    pack_cache.use_folder(blocker / "packs")
    try:
        file = pack_file(tmp_path)
        assert load_pack(file, ShatterpointPack).units[0].id == "test-unit"
        assert load_pack(file, ShatterpointPack).units[0].id == "test-unit"
    finally:
        pack_cache.use_folder(None)
    assert reads.count == 2
    assert blocker.read_text() == "a file where the cache folder should be"


def test_an_entry_naming_other_code_runs_nothing(tmp_path, cache, reads):
    file = pack_file(tmp_path)
    expected = load_pack(file, ShatterpointPack)
    entry = entry_of(cache)
    key = pack_cache.entry_key(file, ShatterpointPack)
    assert key is not None
    marker = tmp_path / "ran"
    # A planted entry with the right header and hash, whose payload calls a function.
    payload = pickle.dumps(_Planted(str(marker)))
    header = pack_cache.ENTRY_MAGIC + len(key).to_bytes(4, "big") + key
    digest = hashlib.blake2b(payload, digest_size=pack_cache.DIGEST_SIZE).digest()
    entry.write_bytes(header + digest + payload)
    assert load_pack(file, ShatterpointPack) == expected
    assert not marker.exists()
    assert reads.count == 2


class _Planted:
    def __init__(self, path: str) -> None:
        self.path = path

    def __reduce__(self) -> tuple:
        return (Path.touch, (Path(self.path),))


@FUZZ
@given(data=st.data())
def test_a_damaged_entry_is_ignored_and_the_pack_loads_as_validated(tmp_path_factory, data):
    """Whatever the entry holds — cut, bytes flipped or added, another file's — the pack loads
    as read from its file, and the entry is mended."""
    folder = tmp_path_factory.mktemp("damaged")
    pack_cache.use_folder(folder / "cache")
    try:
        file = pack_file(folder, [unit(), unit(id="second-unit", name={"en": "Second"})])
        expected = load_pack(file, ShatterpointPack)
        entry = entry_of(folder / "cache")
        blob = bytearray(entry.read_bytes())

        def place(extra: int = 0) -> int:  # a position drawn the same way whatever the length
            return data.draw(st.integers(0, 2**24)) % (len(blob) + extra)

        damage = data.draw(st.sampled_from(["cut", "flip", "insert", "replace"]))
        if damage == "cut":
            del blob[place() :]
        elif damage == "flip":
            for _ in range(data.draw(st.integers(1, 8))):
                at = place()
                blob[at] ^= data.draw(st.integers(1, 255))
        elif damage == "insert":
            at = place(1)
            blob[at:at] = data.draw(st.binary(min_size=1, max_size=64))
        else:
            blob = bytearray(data.draw(st.binary(max_size=2048)))
        entry.write_bytes(bytes(blob))
        assert load_pack(file, ShatterpointPack) == expected
        assert (
            pack_cache.read_entry(
                entry, pack_cache.entry_key(file, ShatterpointPack) or b"", ShatterpointPack
            )
            == expected
        )  # mended
    finally:
        pack_cache.use_folder(None)


def test_the_workspace_keeps_its_packs_in_its_cache_folder(muster_home):
    from app.workspace import Workspace

    workspace = Workspace()
    first = workspace.catalog("shatterpoint")
    try:
        entries = sorted(workspace.paths.pack_cache_dir.glob("*.pickle"))
        assert entries and workspace.paths.pack_cache_dir.is_relative_to(muster_home)
        again = Workspace().catalog("shatterpoint")
        assert again.units == first.units
    finally:
        pack_cache.use_folder(None)


def test_a_schema_the_cache_cannot_describe_loads_without_it(tmp_path, cache, reads, monkeypatch):
    def unreadable(model):
        raise NameError("an annotation names what its module does not hold")

    monkeypatch.setattr(pack_cache, "schema_fingerprint", unreadable)
    file = pack_file(tmp_path)
    assert load_pack(file, ShatterpointPack).units[0].id == "test-unit"
    assert load_pack(file, ShatterpointPack).units[0].id == "test-unit"
    assert reads.count == 2 and list(cache.glob("*.pickle")) == []
