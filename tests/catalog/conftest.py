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


@pytest.fixture(autouse=True)
def core_pack_only(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """These tests import small fixtures against the hand-checked core pack alone (their
    Obi-Wan and Bounty Hunters are new units there); the shipped community pack is tested
    on the real data in tests/shatterpoint/test_community_pack.py."""
    from app.systems.shatterpoint import catalog

    monkeypatch.setattr(catalog, "community_pack_file", lambda: tmp_path / "no-community.json")
