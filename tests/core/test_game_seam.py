"""The seam between the core and the games: generic code never names a game.

A game is its packages (app/systems/<game>/, ui/systems/<game>/, resources/data/<game>/,
resources/i18n/<game>_*.ts). Everything else asks the registries (app.systems, ui.systems).
These tests read the source, so a new module that names a game fails here at once.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from app import systems

ROOT = Path(__file__).resolve().parents[2]
GAME_PACKAGES = ("app/systems", "ui/systems")


def game_ids() -> set[str]:
    return set(systems.system_ids())


def game_package_names() -> set[str]:
    return {
        path.name
        for base in GAME_PACKAGES
        for path in (ROOT / base).iterdir()
        if (path / "__init__.py").exists()
    }


def generic_modules() -> list[Path]:
    games = game_package_names()
    modules = []
    for top in ("app", "ui"):
        for path in sorted((ROOT / top).rglob("*.py")):
            relative = path.relative_to(ROOT).as_posix()
            inside_game = any(
                relative.startswith(f"{base}/{game}/") for base in GAME_PACKAGES for game in games
            )
            if not inside_game:
                modules.append(path)
    return modules


def _imported_game(node: ast.AST, games: set[str]) -> str | None:
    names: list[str] = []
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    elif isinstance(node, ast.ImportFrom) and node.module:
        names = [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
    for name in names:
        parts = name.split(".")
        inside = len(parts) >= 3 and parts[0] in ("app", "ui") and parts[1] == "systems"
        if inside and parts[2] in games:
            return name
    return None


def _game_literals(node: ast.AST, ids: set[str]) -> list[str]:
    """String constants in ``node`` (itself, or inside a tuple, list or set) naming a game."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in ids:
        return [node.value]
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return [found for item in node.elts for found in _game_literals(item, ids)]
    return []


def naming_problems(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    games, ids = game_package_names(), game_ids()
    where = path.relative_to(ROOT).as_posix()
    problems = []
    for node in ast.walk(tree):
        imported = _imported_game(node, games)
        if imported:
            problems.append(f"{where}:{node.lineno} imports {imported}")
        if isinstance(node, ast.Compare):
            for side in (node.left, *node.comparators):
                for literal in _game_literals(side, ids):
                    problems.append(f"{where}:{node.lineno} compares with {literal!r}")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in ids:
            problems.append(f"{where}:{node.lineno} names the game {node.value!r}")
    return problems


def test_every_game_has_its_packages_discovered():
    assert game_ids() <= game_package_names()
    assert len(game_ids()) >= 2


@pytest.mark.parametrize(
    "path", generic_modules(), ids=lambda path: path.relative_to(ROOT).as_posix()
)
def test_generic_code_names_no_game(path: Path):
    assert naming_problems(path) == []


def test_the_check_catches_an_import_a_comparison_and_a_literal(tmp_path):
    game = sorted(game_ids())[0]
    sample = ROOT / "ui" / "_architecture_sample.py"
    sample.write_text(
        f"from app.systems.{game}.rules import validate\n"
        f"import ui.systems.{game}.builder\n"
        f"def pick(system_id):\n"
        f"    return system_id == {game!r} or system_id in ({game!r}, 'other')\n",
        encoding="utf-8",
    )
    try:
        problems = naming_problems(sample)
    finally:
        sample.unlink()
    assert len([p for p in problems if "imports" in p]) == 2
    assert len([p for p in problems if "compares" in p]) == 2
