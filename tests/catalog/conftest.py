from __future__ import annotations

import shutil
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture
def community_folder(tmp_path: Path) -> Path:
    """A copy of the community fixture, so a test may damage it without harming others."""
    target = tmp_path / "community"
    shutil.copytree(FIXTURES / "community", target)
    return target


@pytest.fixture
def packs_root(muster_home: Path) -> Path:
    from app.settings import paths

    return paths().user_packs_dir
