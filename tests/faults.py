"""Real faults for the tests: a read-only folder and a full disk (small tmpfs mounts when the
tests run as root, where file modes stop nothing), else the closest the system allows."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

IS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


def _mount(folder: Path, size: str) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)],
        capture_output=True,
        check=False,
    )
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode().strip()}")


def _unmount(folder: Path) -> None:
    subprocess.run(["umount", "-l", str(folder)], capture_output=True, check=False)


@contextlib.contextmanager
def read_only_folder(folder: Path) -> Iterator[Path]:
    """``folder`` (its files kept) made read-only for the time of the block."""
    if not IS_ROOT:
        folder.chmod(0o555)
        try:
            yield folder
        finally:
            folder.chmod(0o755)
        return
    saved = folder.with_name(folder.name + ".saved")
    shutil.copytree(folder, saved)
    _mount(folder, "16m")
    try:
        shutil.copytree(saved, folder, dirs_exist_ok=True)
        subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True)
        yield folder
    finally:
        _unmount(folder)


@contextlib.contextmanager
def full_disk(folder: Path, size: str = "4m") -> Iterator[Path]:
    """A small tmpfs at ``folder``; fill it with :func:`fill`. Root only (else skipped)."""
    if not IS_ROOT:
        pytest.skip("a full disk needs a tmpfs mount (root); see the simulated test")
    _mount(folder, size)
    try:
        yield folder
    finally:
        _unmount(folder)


def fill(folder: Path) -> None:
    """Writes until the disk holding ``folder`` has no byte left."""
    with open(folder / "filler", "wb", buffering=0) as handle:
        for size in (1 << 20, 4096, 1):
            with contextlib.suppress(OSError):
                while True:
                    handle.write(b"\0" * size)
