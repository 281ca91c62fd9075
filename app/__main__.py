"""``python -m app`` and the ``muster`` command: the window without arguments, else the CLI."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or args == ["--smoke-test"] or (args and args[0].startswith("-psn")):
        # Only the interface imports ui; the CLI stays free of Qt. The core modules the window
        # needs first are imported before PySide6: once PySide6 is loaded, its import hook
        # reads the source of every module imported after it (~0.5 ms each).
        import app.settings
        import app.workspace  # noqa: F401
        from ui.application import run_gui

        return run_gui(smoke_test="--smoke-test" in args)
    from app.cli import run

    return run(args)


if __name__ == "__main__":
    sys.exit(main())
