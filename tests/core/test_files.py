"""Writing a file: the whole content or nothing, never a device or a link replaced."""

from __future__ import annotations

import os
import stat
import threading
from contextlib import suppress
from pathlib import Path

import pytest

from app.errors import FileWriteError, MusterError
from app.files import output_file, write_text_atomic


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith(".muster-"))


def test_a_regular_file_is_replaced_whole_and_keeps_its_permissions(tmp_path: Path) -> None:
    target = tmp_path / "out.json"
    target.write_text("old")
    target.chmod(0o640)
    write_text_atomic(target, "new ✓\n")
    assert target.read_text(encoding="utf-8") == "new ✓\n"
    assert stat.S_IMODE(target.stat().st_mode) == 0o640
    assert leftovers(tmp_path) == []


def test_a_new_file_gets_the_usual_permissions(tmp_path: Path) -> None:
    umask = os.umask(0o022)
    os.umask(umask)
    write_text_atomic(tmp_path / "new.json", "x")
    assert stat.S_IMODE((tmp_path / "new.json").stat().st_mode) == 0o666 & ~umask


def test_a_failure_inside_leaves_the_old_file_and_no_temporary(tmp_path: Path) -> None:
    target = tmp_path / "out.pdf"
    target.write_bytes(b"previous")
    with pytest.raises(RuntimeError), output_file(target) as temporary:
        temporary.write_bytes(b"half")
        raise RuntimeError("drawing failed")
    assert target.read_bytes() == b"previous"
    assert leftovers(tmp_path) == []


def test_a_symbolic_link_is_followed_and_stays_a_link(tmp_path: Path) -> None:
    real = tmp_path / "real.json"
    real.write_text("old")
    link = tmp_path / "link.json"
    link.symlink_to(real)
    write_text_atomic(link, "new")
    assert link.is_symlink() and real.read_text() == "new"
    dangling = tmp_path / "dangling.json"
    dangling.symlink_to(tmp_path / "made.json")
    write_text_atomic(dangling, "made")
    assert dangling.is_symlink() and (tmp_path / "made.json").read_text() == "made"


def null_device(folder: Path) -> Path:
    """A null device of the test's own (made as root), else the system's: a test never risks
    the machine's /dev/null."""
    node = folder / "null"
    try:
        os.mknod(node, stat.S_IFCHR | 0o666, os.makedev(1, 3))
        with open(node, "wb"):
            pass
    except OSError:
        node.unlink(missing_ok=True)
        node = Path("/dev/null")
    if not stat.S_ISCHR(node.stat().st_mode):
        pytest.skip("/dev/null is not a device on this machine")
    return node


def test_a_device_is_written_through_never_replaced(tmp_path: Path) -> None:
    device = null_device(tmp_path)
    before = device.stat()
    write_text_atomic(device, "nothing")
    after = device.stat()
    assert stat.S_ISCHR(after.st_mode) and after.st_rdev == before.st_rdev
    assert after.st_ino == before.st_ino
    assert leftovers(tmp_path) == []


def test_a_fifo_is_written_through(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    received: list[bytes] = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_bytes()))
    reader.start()
    write_text_atomic(fifo, "through the pipe")
    reader.join(timeout=30)
    assert received == [b"through the pipe"]
    assert stat.S_ISFIFO(fifo.stat().st_mode)
    assert leftovers(tmp_path) == []


@pytest.mark.parametrize(
    ("name", "message"),
    [
        (".", "is a folder: give the name of a file to write."),
        ("missing/out.json", "the folder"),
        ("a" * 300, "File name too long"),
    ],
)
def test_a_path_that_cannot_be_a_file_is_one_sentence(
    tmp_path: Path, name: str, message: str
) -> None:
    with pytest.raises(FileWriteError, match=message) as caught:
        write_text_atomic(tmp_path / name, "x")
    assert "\n" not in caught.value.message()
    assert leftovers(tmp_path) == [] and not (tmp_path / "missing").exists()


def test_a_long_name_that_fits_is_written(tmp_path: Path) -> None:
    target = tmp_path / ("a" * 250 + ".json")
    write_text_atomic(target, "x")
    assert target.read_text() == "x"


def test_a_missing_folder_is_made_only_when_asked(tmp_path: Path) -> None:
    write_text_atomic(tmp_path / "packs" / "sp" / "p.json", "x", create_folder=True)
    assert (tmp_path / "packs" / "sp" / "p.json").read_text() == "x"


def test_text_that_cannot_be_encoded_writes_nothing(tmp_path: Path) -> None:
    with pytest.raises(MusterError, match="not valid Unicode"):
        write_text_atomic(tmp_path / "out.json", "lone \ud800 surrogate")
    assert list(tmp_path.iterdir()) == []


def test_the_caller_chooses_the_error(tmp_path: Path) -> None:
    class ExportError(MusterError):
        template = "Export to {file} failed: {detail}"

    with pytest.raises(ExportError):
        write_text_atomic(tmp_path / ("b" * 300), "x", error=ExportError)


def test_a_pipe_named_through_a_magic_link_is_written_through(tmp_path: Path) -> None:
    """``-o /dev/stdout`` when stdout is a pipe: /proc/self/fd/N names a pipe that no path
    reaches, so the write goes through the name given, not where the link seems to lead."""
    read_end, write_end = os.pipe()
    try:
        write_text_atomic(Path(f"/proc/self/fd/{write_end}"), "into the pipe")
        os.close(write_end)
        with os.fdopen(read_end, "rb") as pipe:
            assert pipe.read() == b"into the pipe"
    finally:
        with suppress(OSError):
            os.close(write_end)
