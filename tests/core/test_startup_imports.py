"""Lazy games: the command line loads a game only when a command uses it (issue 20).

``muster --version`` and ``muster --help`` build the whole parser, which lists every game, yet
import no game's modules (only each package's ``__init__``, its declaration), no SQLAlchemy, no
catalogue code and no Qt. The modules loaded are read in a fresh interpreter; nothing is timed
here (benchmarks/cli_startup.py times them).
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from app import systems

PROBE = """
import contextlib, io, json, sys
from app.__main__ import main
with contextlib.redirect_stdout(io.StringIO()) as out:
    try:
        main(sys.argv[1:])
    except SystemExit:
        pass
print(json.dumps({"out": out.getvalue(), "modules": sorted(sys.modules)}))
"""

# Prefixes of modules that only a command doing the work may load.
DATABASE = ("sqlalchemy", "sqlmodel", "models", "alembic")
HEAVY = (*DATABASE, "pydantic", "PySide6", "reportlab")
CATALOGUE_CODE = ("app.catalog.pack", "app.catalog.user_packs", "app.catalog.importers")


def loaded_by(*args: str) -> tuple[str, list[str]]:
    result = subprocess.run(
        [sys.executable, "-c", PROBE, *args], capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    return report["out"], report["modules"]


def game_modules(modules: list[str]) -> list[str]:
    """Modules of a game package beyond its declaration (``app.systems.<game>.<module>``)."""
    return [
        name
        for name in modules
        if name.startswith("app.systems.")
        and name.count(".") >= 3
        and name.split(".")[2] in systems.system_ids()
    ]


@pytest.mark.parametrize(
    "args",
    [("--version",), ("--help",), ("catalog", "list", "--help"), ("share", "encode", "--help")],
)
def test_version_and_help_load_no_game_and_no_database_code(args: tuple[str, ...]):
    out, modules = loaded_by(*args)
    assert out.strip(), "the command printed nothing"
    assert game_modules(modules) == []
    assert [name for name in modules if name.split(".")[0] in HEAVY] == []
    assert [name for name in modules if name.startswith(CATALOGUE_CODE)] == []


def test_help_lists_every_game_by_its_declaration():
    out, _modules = loaded_by("--help")
    text = " ".join(out.split())  # as argparse wrapped it
    for system_id in systems.system_ids():
        assert f"{system_id} ({systems.display_name(system_id, 'en')})" in text
    out, _modules = loaded_by("catalog", "list", "--help")
    for system_id in systems.system_ids():
        assert system_id in out
    out, _modules = loaded_by("share", "encode", "--help")
    for system_id in systems.system_ids():
        for format_id in systems.declared(system_id).share_formats:
            assert format_id in out


def test_a_command_about_one_game_loads_only_that_game():
    # ``muster validate`` of a Legion army: Legion's modules, nobody else's.
    from app.resources import project_root

    example = project_root() / "docs" / "examples" / "legion-army.json"
    out, modules = loaded_by("validate", str(example))
    assert "legal" in out
    games = {name.split(".")[2] for name in game_modules(modules)}
    assert games == {"legion"}
    assert [name for name in modules if name.split(".")[0] in DATABASE] == []


@pytest.mark.parametrize("system_id", systems.system_ids())
def test_replaying_a_game_file_loads_that_game_and_no_database_code(system_id: str):
    from app.resources import project_root

    example = project_root() / "docs" / "examples" / f"{system_id}-game.json"
    out, modules = loaded_by("game", "replay", str(example))
    assert out.strip()
    assert {name.split(".")[2] for name in game_modules(modules)} == {system_id}
    assert [name for name in modules if name.split(".")[0] in (*DATABASE, "PySide6")] == []


@pytest.mark.parametrize("system_id", systems.system_ids())
def test_a_package_declares_what_its_system_says(system_id: str):
    """The declaration read without loading the game agrees with the loaded system."""
    declaration = systems.declared(system_id)
    system = systems.get(system_id)
    assert declaration.context == system.translation_context
    for language in ("en", "fr", "pl"):
        assert declaration.display_name(language) == system.display_name(language)
    assert declaration.share_formats == tuple(codec.format_id for codec in system.share_codecs())


USABLE_PROBE = """
import json, sys
import app.db
from app.workspace import Workspace
from ui.application import Gui
from ui.interface_settings import ui_settings

ui_settings(Workspace()).setValue("builder/game", sys.argv[1])  # the game the builder shows
gui = Gui()
threads = []
app.db.preload_sqlalchemy = lambda: threads.append("preload") or None
assert gui.start(interactive=False)
usable = sorted(sys.modules)
print(json.dumps({"usable": usable, "preload": threads}))
"""


# Each game with a roster builder (StarCraft's players bring none: never the first page).
@pytest.mark.parametrize("game", ["shatterpoint", "legion", "flashpoint"])
def test_the_window_starts_usable_without_sqlalchemy_or_pydantic(muster_home, game):
    """The window shown, its SQLite database open and the Builder page filled (owned counts,
    saved rosters) with sqlite3 alone: SQLAlchemy, sqlmodel, the tables and the migrations
    load after the window is usable — SQLAlchemy's import alone takes longer than a bare
    window's start. The first page's catalogue comes from the validated-pack cache as the
    schema's dataclasses, without pydantic, which validates packs only when a file is read
    (docs/architecture.md, "Start-up")."""
    import os

    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MUSTER_HOME": str(muster_home)}
    # The first start creates and migrates the database (SQLAlchemy and alembic) and reads
    # the game's pack into the cache (pydantic); the second is the one every later start is.
    for _start in ("first", "later"):
        result = subprocess.run(
            [sys.executable, "-c", USABLE_PROBE, game],
            capture_output=True,
            text=True,
            timeout=120,
            env=env,
        )
        assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    modules = report["usable"]
    assert "ui.builder.page" in modules and "app.roster.store" in modules
    assert f"ui.systems.{game}.builder" in modules
    assert [
        name
        for name in modules
        if name.split(".")[0]
        in ("sqlalchemy", "sqlmodel", "models", "alembic", "pydantic", "pydantic_core")
    ] == []
    # And it loads right after, beside the window.
    assert report["preload"] == ["preload"]
