"""The fuzz tests' shared bench: a folder of inputs with neighbours that must survive."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.test_files import null_device
from tests.fuzz.test_cli_fuzz import Bench


@pytest.fixture
def bench(tmp_path: Path, muster_home: Path) -> Bench:
    folder = tmp_path / "inputs"
    folder.mkdir()
    (folder / "existing").mkdir()
    (folder / "neighbour.json").write_text('{"keep": true}')
    (folder / "target.file").write_text("the link's target")
    (folder / "link.file").symlink_to(folder / "target.file")
    device = null_device(tmp_path)
    (folder / "device").symlink_to(device)  # "-o device" reaches a device through a link
    return Bench(folder, muster_home)
