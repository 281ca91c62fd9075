"""``python -m app`` and the ``muster`` command: the window without arguments, else the CLI.

``muster FILE`` and ``muster muster://…`` (what the desktop passes for a double-clicked roster
file or a clicked share link) open the window with that roster in the builder."""

from __future__ import annotations

import sys
from collections.abc import Sequence

LINK_SCHEMES = ("muster:", "file:")


def open_request(args: Sequence[str]) -> str | None:
    """The roster file or share link to open in the window, if ``args`` is just that.

    A link starts with ``muster:`` (a share link) or ``file:`` (a file, as some desktops pass
    it); a file is named by a path holding a dot or a slash (``team.muster.json``,
    ``./team``), so it is never taken for a command (``muster validate``)."""
    if len(args) != 1:
        return None
    target = args[0]
    if target.lower().startswith(LINK_SCHEMES):
        return target
    if target.startswith("-"):
        return None
    return target if ("." in target or "/" in target or "\\" in target) else None


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    target = open_request(args)
    if not args or args == ["--smoke-test"] or args[0].startswith("-psn") or target:
        # Only the interface imports ui; the CLI stays free of Qt. The core modules the window
        # needs first are imported before PySide6: once PySide6 is loaded, its import hook
        # reads the source of every module imported after it (~0.5 ms each). No cyclic
        # garbage collection until the window is usable (run_gui turns it on again).
        import gc

        gc.disable()
        import app.settings
        import app.workspace  # noqa: F401
        from ui.application import run_gui

        return run_gui(smoke_test="--smoke-test" in args, open_target=target)
    from app.cli import run

    return run(args)


if __name__ == "__main__":
    sys.exit(main())
