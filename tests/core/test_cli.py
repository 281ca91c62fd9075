"""The entry point: version, smoke test, errors as one line."""

import os
import subprocess
import sys

from app import __version__
from app.cli import run


def muster(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "app", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, **(env or {})},
    )


def test_version():
    result = muster("--version")
    assert result.returncode == 0
    assert result.stdout.strip() == f"Muster {__version__}"


def test_version_alone_answers_as_the_parser_does_without_building_it(capsys):
    """``--version`` alone skips the parser (start-up, issue 20); beside another option the
    parser answers: the same line either way."""
    assert run(["--version"]) == 0
    alone = capsys.readouterr().out
    try:
        run(["--version", "--smoke-test"])
    except SystemExit as stop:
        assert stop.code == 0
    assert capsys.readouterr().out == alone == f"Muster {__version__}\n"


def test_smoke_test_opens_the_window_offscreen_and_says_ok(muster_home):
    result = muster("--smoke-test", env={"QT_QPA_PLATFORM": "offscreen"})
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"
    assert (muster_home / "data" / "muster.db").exists()


def test_cli_does_not_import_qt():
    code = (
        "import sys; from app.cli import build_parser; build_parser(); "
        "print(any(m.startswith('PySide6') for m in sys.modules))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.stdout.strip() == "False", result.stderr


def test_unknown_command_is_a_usage_error(capsys):
    try:
        run(["no-such-command"])
    except SystemExit as exc:
        assert exc.code == 2
    assert "invalid choice" in capsys.readouterr().err


def test_a_closed_pipe_ends_quietly(muster_home):
    """`muster catalog list | head -1` must not print a traceback."""
    import json

    units = [
        {
            "id": f"unit-{n}",
            "name": {"en": f"Unit {n}"},
            "type": "support",
            "pc": 2,
            "force": 0,
            "stamina": 6,
            "durability": 2,
            "characters": 2,
            "eras": ["fotj"],
            "source": "test",
        }
        for n in range(2000)
    ]  # far more output than a pipe buffers, so the write really fails
    pack = {
        "format": "muster.catalog/1",
        "system": "shatterpoint",
        "id": "big",
        "version": "1",
        "name": {"en": "Big"},
        "units": units,
    }
    folder = muster_home / "data" / "packs" / "shatterpoint"
    folder.mkdir(parents=True)
    (folder / "big.json").write_text(json.dumps(pack), encoding="utf-8")
    proc = subprocess.Popen(
        [sys.executable, "-m", "app", "catalog", "list", "--format", "json"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ},
    )
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.read(10)
    proc.stdout.close()
    err = proc.stderr.read().decode()
    proc.wait(timeout=60)
    assert "Traceback" not in err
