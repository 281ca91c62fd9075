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
